"""Help > Rules: a summary of MetroX written for the app, with the cards drawn and
pictures of the app's own sheets (:mod:`.rules_pictures`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.scoring import MISREAD, SOLO_RANKS, penalty_for
from metrox_desktop.ui.dialogs.rules_pictures import rules_pictures
from metrox_desktop.ui.sheet.card_art import card_pixmap
from metrox_desktop.ui.table.table_layout import grow_with_window, window_scale

MOST_EMPTY = 21  # the rulebook's table ends at "21 or more"
translate = QCoreApplication.translate

CARDS = {"number": "4", "circled": "circled-2", "star": "star", "free": "free"}


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        scale = window_scale(parent)  # larger over a large window
        card = QSize(60, 84) * scale
        self.setWindowTitle(self.tr("How to play MetroX"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Rules"))  # for screen readers
        self.browser.setOpenExternalLinks(False)
        # The text wraps to the width; only a Japanese closing mark that may not start a
        # line (「。」「）」) hangs a pixel or two past it, which must not bring a scroll bar.
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        doc = self.browser.document()
        ratio = self.devicePixelRatioF()
        for key, code in CARDS.items():
            image = card_pixmap(Card.parse(code), card, ratio).toImage()
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{key}"), image)
        six = Card.parse("6")
        reshuffle = card_pixmap(Card(six.kind, six.value, True), card, ratio).toImage()
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl("card:reshuffle"), reshuffle)
        self.pictures = rules_pictures(ratio)  # cut from the app's own sheets
        for name, picture in self.pictures.items():
            doc.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(f"sheet:{name}"), picture.image
            )
        self.browser.setHtml(self._html())
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        grow_with_window(self)
        self.resize(QSize(640, 680) * scale)

    def _keyboard_html(self) -> str:
        """The whole game without a mouse: every key, as a table."""
        keys = [
            ("Space, Enter", self.tr("Flip the next card")),
            ("G, M, …", self.tr("A route's letter: see what the card would write there")),
            ("Tab, Shift+Tab, ←↑→↓", self.tr("Step through the routes the card can take")),
            ("←↑→↓", self.tr("Free circle: move between the empty stations on the sheet")),
            ("Enter", self.tr("Write the choice shown")),
            ("Esc", self.tr("Clear the choice shown")),
            ("Ctrl+Z", self.tr("Take back your choice until the next flip")),
            ("Shift+H", self.tr("Hint: the strong AI's choices")),
            ("Shift+S", self.tr("In the guided game: show the move it suggests")),
            ("Ctrl+D", self.tr("The discard pile")),
            ("Ctrl+N, Ctrl+Shift+N", self.tr("New game, play this deal again")),
            ("Ctrl+O, Ctrl+S", self.tr("Open a game, save it")),
            ("Ctrl+=, Ctrl+-, Ctrl+0", self.tr("Zoom in, zoom out, fit the sheet")),
            ("F6", self.tr("Read the sheet in words (for screen readers)")),
            ("F1", self.tr("These rules")),
            ("Alt", self.tr("The menus (View > Theme: light, dark, high contrast)")),
        ]
        rows = "".join(f"<tr><td><b>{key}</b></td><td>{text}</td></tr>" for key, text in keys)
        title = heading(self.tr("Playing with the keyboard only"))
        return f"{title}<table cellspacing='4'>{rows}</table>"

    def _picture(self, *names: str) -> str:
        """Sheet pictures side by side, each over its caption."""
        cells = "".join(
            f"<td valign='top' width='{self.pictures[n].width}'>"
            f"<img src='sheet:{n}' width='{self.pictures[n].width}' "
            f"height='{self.pictures[n].height}'><br><small>{self.pictures[n].caption}</small>"
            "</td>"
            for n in names
        )
        return f"<table cellspacing='6'><tr>{cells}</tr></table>"

    def _tables_html(self) -> str:
        """Full routes, Osaka's shared End, crowns and diamonds at a table, and the
        rulebook's two tables (the penalty and the solo ranks) from the engine's own."""
        spans: list[tuple[int, int, int]] = []  # (first X, last X, penalty)
        for x in range(MOST_EMPTY + 1):
            p = penalty_for(x)
            if spans and spans[-1][2] == p:
                spans[-1] = (spans[-1][0], x, p)
            else:
                spans.append((x, x, p))
        penalty = []
        for first, last, p in spans:
            if last == MOST_EMPTY:
                xs = self.tr("{first} or more").format(first=first)
            else:
                xs = str(first) if first == last else f"{first}&ndash;{last}"
            penalty.append(f"<tr><td align='center'>{xs}</td><td align='center'>{p}</td></tr>")
        ranks = [
            f"<tr><td align='center'>{lowest}+</td>"
            f"<td>{translate('ScoreDialog', rank.text)}</td></tr>"
            for lowest, rank in SOLO_RANKS
        ]
        ranks.append(
            f"<tr><td align='center'>&le; {SOLO_RANKS[-1][0] - 1}</td>"
            f"<td>{translate('ScoreDialog', MISREAD.text)}</td></tr>"
        )
        return "".join(
            (
                heading(self.tr("A route whose stations are all filled")),
                paragraph(
                    self.tr(
                        "A card may still go on a route whose stations are all filled, as long"
                        " as it has an empty indicator box: only the indicator box is written,"
                        " and no station. It is a way to use a card you do not want."
                    )
                ),
                self._picture("full-route"),
                heading(self.tr("Osaka: the shared End of P and Y")),
                paragraph(
                    self.tr(
                        "On the Osaka sheet routes P (New Tram) and Y (Yotsubashi) end in the"
                        " same dotted box. Filled from either route, it counts as filled for"
                        " both."
                    )
                ),
                self._picture("shared-end"),
                heading(self.tr("Crowns and diamonds at a table")),
                paragraph(
                    self.tr(
                        "After every turn, whoever has completed a route says so. The first to"
                        " complete it circles the crown and scores its number; everyone else"
                        " crosses that crown out. Players who complete it in the same turn all"
                        " circle the crown. Whoever completes it in a later turn circles the"
                        " diamond instead and scores the diamond's number."
                    )
                ),
                self._picture("crown", "diamond"),
                heading(self.tr("The empty-station penalty (Emp.P)")),
                paragraph(self.tr("X is the number of empty stations on your sheet at the end.")),
                ruled_table("X", self.tr("Penalty"), penalty),
                self._picture("penalty"),
                heading(self.tr("Solo play: your rank")),
                ruled_table(self.tr("Total"), self.tr("Rank"), ranks),
                self._picture("score"),
            )
        )

    def _html(self) -> str:
        def card(key: str, title: str, text: str) -> str:
            return (
                f'<tr><td width="70"><img src="card:{key}" width="60" height="84"></td>'
                f'<td valign="middle"><b>{title}</b><br>{text}</td></tr>'
            )

        cards = (
            card(
                "number",
                self.tr("Number"),
                self.tr(
                    "Pick a route with an empty indicator box and write the number in it. From"
                    " the first empty station, circle that many stations, stopping early at a"
                    " filled station or at the End."
                ),
            ),
            card(
                "circled",
                self.tr("Circled number"),
                self.tr(
                    "The same, but filled stations are skipped instead of stopping you: circle"
                    " the first N empty stations of the route."
                ),
            ),
            card(
                "star",
                self.tr("Star"),
                self.tr(
                    "Write a star in an indicator box. In the route's first empty station"
                    " write twice the number of routes through that station: those points are"
                    " yours at the end."
                ),
            ),
            card(
                "free",
                self.tr("Free circle"),
                self.tr("No indicator box: circle any one empty station anywhere on the sheet."),
            ),
            card(
                "reshuffle",
                self.tr("Reshuffle icon"),
                self.tr(
                    "After this turn all cards, deck and discards, are shuffled into a new deck."
                ),
            ),
        )
        in_the_app = (
            self.tr(
                "Hover a route (its letter, boxes or stations) to see exactly what "
                "the card would write; click to write it."
            ),
            self.tr(
                "Keyboard: a route's letter previews it, arrows or Tab step through "
                "the choices, Enter writes; Space or Enter flips the next card."
            ),
            self.tr("Ctrl+Z takes back your choice until the next card is flipped."),
            self.tr("Wheel or pinch to zoom, Ctrl+0 to fit the sheet."),
        )
        items = "".join(f"<li>{text}</li>" for text in in_the_app)
        return "".join(
            (
                "<h2>",
                self.tr("MetroX in one page"),
                "</h2>",
                paragraph(
                    self.tr(
                        "Each turn a card is flipped. You write it on one route of your subway"
                        " sheet, filling station boxes from the route's <i>Start</i> (the end"
                        " nearest its indicator boxes). The game ends when every indicator box"
                        " is filled."
                    )
                ),
                heading(self.tr("The cards")),
                f"<table cellspacing='8'>{''.join(cards)}</table>",
                heading(self.tr("Completing routes")),
                paragraph(
                    self.tr(
                        "A route is complete when all its stations are filled; a shared station"
                        " counts for every route through it. In solo play you always circle the"
                        " crown and score its value."
                    )
                ),
                heading(self.tr("Score")),
                paragraph(
                    self.tr(
                        "<b>Comp.B</b> (crowns) + <b>Cross.B</b> (star numbers) &minus;"
                        " <b>Emp.P</b> (the penalty for X empty stations: 0&ndash;5 cost"
                        " nothing, 6 costs 1, up to 10 for 21 or more) = <b>Total</b>."
                    )
                ),
                self._tables_html(),
                heading(self.tr("Playing in the app")),
                f"<ul>{items}</ul>",
                self._keyboard_html(),
                "<p><small>",
                self.tr(
                    "MetroX is a game by Hisashi Hayashi (OKAZU brand). The 20-card deck is "
                    "reconstructed: the rulebook does not list its cards."
                ),
                "</small></p>",
            )
        )


def heading(title: str) -> str:
    return f"<h3>{title}</h3>"


def paragraph(text: str) -> str:
    return f"<p>{text}</p>"


def ruled_table(first: str, second: str, rows: list[str]) -> str:
    """A table with borders under a header of two columns (the rulebook's)."""
    head = f"<tr><th>{first}</th><th>{second}</th></tr>"
    return f"<table border='1' cellspacing='0' cellpadding='3'>{head}{''.join(rows)}</table>"
