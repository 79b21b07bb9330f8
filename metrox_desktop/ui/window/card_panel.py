"""The card area beside the sheet: the flipped card, turn, deck, discard pile, buttons.

The panel follows the session (``follow(session, seat)``): whenever the table changes
it reads the turn, the card and what it asks of whom, whether the shown seat may flip
or undo, the deck and the discard pile, and shows them (``refresh``).
It holds no game state of its own; the window connects its buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Protocol, runtime_checkable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.cards import Card, CardKind
from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.language import deck_name, sentences
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.card_art import CARD_RATIO, card_pixmap, card_rule
from metrox_desktop.ui.sheet.card_widget import CardWidget
from metrox_desktop.ui.table.seat_labels import bot_plays_seat, stand_names
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.table.table_layout import (
    CARD_PANEL_WIDTH,
    card_height,
    card_panel_width,
    display_scale,
    scale_text,
)
from metrox_desktop.ui.themes import grow_font, style_label

DISCARD_ICON = QSize(50, 70)  # the discard pile's top card, at scale 1
TWO_LINES = "M\u3042\nM\u3042"  # Latin and Japanese: as tall as any two lines of text
SMALLEST_CARD = 0.45  # of its usual height: a short panel draws the card no smaller
WIDGET_SIZE_MAX = 16_777_215  # Qt's QWIDGETSIZE_MAX, which PySide6 does not export
SPACING, CLOSER = 8, 4  # pixels between the panel's parts; in the least room
# The texts of the turn keep the context they were translated in when the window wrote
# them: translate("MainWindow", ...).
translate = QCoreApplication.translate


class Room(IntEnum):
    """How much height a short card panel leaves, from the most to the least: the
    panel steps down until everything fits, and scrolls only past ``LEAST``."""

    FULL = 0  # every part at its full length
    TERSE = 1  # explanations only on demand (a "?")
    SHORT = 2  # lists show a few rows and scroll the rest
    SMALL_CARD = 3  # as SHORT, and the card is drawn smaller
    LEAST = 4  # lists at their fewest rows, the card at its smallest, the parts closer


@runtime_checkable
class FitsRoom(Protocol):
    """A part added to the panel (``add_extra``) that can take less height."""

    def fit_room(self, room: Room, spare: int) -> None:
        """Take the height ``room`` allows, and up to ``spare`` pixels more."""


class CardPanel(QFrame):
    flip_requested = Signal()
    undo_requested = Signal()
    hint_requested = Signal()
    discards_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPanel")
        self._look = ink.SeenLook()  # restyled after a theme switch (changeEvent)
        self.setFixedWidth(CARD_PANEL_WIDTH)
        self._scale = 1.0  # of text and icons: larger on a large window (fit_window)
        self.setStyleSheet(
            # Colours from the palette (ui/themes/: light, dark, high contrast); sizes
            # from the system's font (themes.grow_font), never fixed pixels.
            "#cardPanel { background: palette(window); border-left: 1px solid palette(mid); }"
            "QLabel#turn { font-weight: bold; color: palette(window-text); }"
            "QLabel#info { color: palette(window-text); }"
            "QLabel#hint { color: palette(window-text); font-style: italic; }"
            "QPushButton#flip { font-weight: bold; padding: 8px; }"
            "QLabel#preview { color: palette(highlight); font-weight: bold; }"
            "QScrollArea#cardScroll, QWidget#cardContent { background: transparent; }"
        )
        content = self._scrolled_content()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.setSpacing(SPACING)

        self.turn_label = style_label("turn")
        self.card_widget = CardWidget()
        self.card_label = style_label("info")
        self.preview_label = style_label("preview")
        self.hint_label = style_label("hint")
        self.flip_button = QPushButton()
        self.flip_button.setObjectName("flip")
        self.undo_button = QPushButton()
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.extras = QVBoxLayout()  # parts added by others (the hint list: ui/window/hints.py)
        self.extras.setContentsMargins(0, 0, 0, 0)
        self._extra_parts: list[QWidget] = []
        self.deck_label = style_label("info")
        self.discard_button = QToolButton()
        # The text beside the card, not under it: the height goes to the card and the hint.
        self.discard_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.discard_button.setIconSize(DISCARD_ICON)
        self.discard_button.setAutoRaise(True)
        grow_font(self.turn_label, 1.3)
        grow_font(self.flip_button, 1.15)
        self.retranslate()
        for button in (self.flip_button, self.undo_button, self.hint_button, self.discard_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the sheet

        self._lay_out(layout)
        self._content, self._layout = content, layout
        self._card_full = self.card_widget.sizeHint().height()  # as fit_window sets it
        self._rule_beside = False  # the card's rule beside the card (_place_rule)
        self._card_least_width = self.card_widget.minimumWidth()
        self.card_widget.setFixedHeight(self._card_full)
        # Whatever changes what the panel holds (a text, the hint list) asks its layout
        # again: then the panel fits itself to its height anew (_fit_height).
        content.installEventFilter(self)

        self._discard_icon: tuple[Card | None, float] | None = None
        self._session: GameSession | None = None  # followed (follow)
        self._seat = 0  # the seat whose sheet is shown large (show_seat)
        self.flip_button.clicked.connect(self.flip_requested)
        self.undo_button.clicked.connect(self.undo_requested)
        self.hint_button.clicked.connect(self.hint_requested)
        self.discard_button.clicked.connect(self.discards_requested)

    def _scrolled_content(self) -> QWidget:
        """The panel's content, in a scroll area: a short window must not squeeze the
        widgets on top of each other. The panel first gives up what it can spare
        (_fit_height), and below the least height its parts need, it scrolls."""
        content = QWidget()
        content.setObjectName("cardContent")
        self.card_scroll = QScrollArea()
        self.card_scroll.setObjectName("cardScroll")
        self.card_scroll.setWidget(content)
        self.card_scroll.setWidgetResizable(True)
        self.card_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.card_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.card_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrows stay with the sheet
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.card_scroll)
        return content

    def _lay_out(self, layout: QVBoxLayout) -> None:
        """The buttons sit right under the card, above the texts: a rule, hint or
        preview of another length never moves them from under the pointer, and a short
        window keeps them in view."""
        layout.addWidget(self.turn_label)
        self.card_row = QHBoxLayout()  # the card; in the least room its rule beside it
        self.card_row.setSpacing(SPACING)
        self.card_row.addWidget(self.card_widget)
        layout.addLayout(self.card_row)
        layout.addWidget(self.flip_button)
        buttons = QHBoxLayout()  # side by side: the height goes to the card and the hint
        buttons.setSpacing(8)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.hint_button)
        layout.addLayout(buttons)
        layout.addWidget(self.card_label)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.preview_label)
        layout.addLayout(self.extras)
        layout.addStretch(1)
        layout.addWidget(self.deck_label)
        layout.addWidget(self.discard_button, alignment=Qt.AlignmentFlag.AlignHCenter)

    def fit_window(self, width: int, height: int) -> None:
        """Grow with a large window (read from across a table); as designed up to the
        default window's size."""
        self.setFixedWidth(card_panel_width(width, height))
        self._card_full = card_height(width, height)
        scale = display_scale(width, height)
        if scale != self._scale:
            self._scale = scale
            scale_text(self, scale)
            self.discard_button.setIconSize(self._icon_size())
            self.restyle()
        self._fit_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if watched is self._content and event.type() == QEvent.Type.LayoutRequest:
            scale_text(self, self._scale)  # a part added since the last scaling, too
            self._fit_height()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """Everything in view without scrolling where it can be: a short panel gives
        up height step by step (``Room``): the hint's explanation (kept on a "?"), the
        list's rows past a few (it scrolls), then the card's size; only then does the
        panel scroll. Whatever height is left over goes back to the lists' rows."""
        # Two lines kept for the preview at any text size: hovering the choices (the
        # hint's list too) never moves what is under it.
        lines = self.preview_label.fontMetrics().boundingRect(QRect(0, 0, 999, 999), 0, TWO_LINES)
        self.preview_label.setMinimumHeight(lines.height())
        room = self.card_scroll.maximumViewportSize()  # as if no scroll bar showed
        smallest = round(self._card_full * SMALLEST_CARD)
        # Past the least room, what is said elsewhere too goes first: the discard pile's
        # picture (Ctrl+D and the Game menu open it), then the general prompt (the status
        # bar asks too): never the card's rule (beside the small card, where the panel's
        # width is spare), the best hint or the deck count, cut off.
        spared = (self.discard_button, self.hint_label)
        for part in spared:
            part.setVisible(True)
        for step in Room:
            card = smallest if step is Room.LEAST else self._card_full
            self.card_widget.setFixedHeight(card)
            self._place_rule(beside=step is Room.LEAST)
            self._layout.setSpacing(CLOSER if step is Room.LEAST else SPACING)
            self._fit_extras(step, 0)
            excess = self._needed(room.width()) - room.height()
            if step is Room.SMALL_CARD and excess > 0:
                self.card_widget.setFixedHeight(max(smallest, card - excess))
                excess = self._needed(room.width()) - room.height()
            if step is Room.LEAST:
                for part in spared:
                    if excess <= 0:
                        break
                    part.setVisible(False)
                    excess = self._needed(room.width()) - room.height()
            if excess <= 0 or step is Room.LEAST:
                self._fit_extras(step, max(0, -excess))
                break
        # The scroll bar as the fitting found: the scroll area alone would measure the
        # content at the narrower width a scroll bar leaves, and keep one once shown.
        self.card_scroll.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if excess <= 0
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        # Laid out now; the requests the steps tried on the way posted would only
        # start the same fitting again (a part's own, posted when _fit_extras measured
        # it again, came back as the content's at every pass of the event loop: the
        # first hint's panel was fitted a hundred times while the AI thought).
        for extra in self._extra_parts:
            inner = extra.layout()
            if inner is not None:
                inner.activate()
                QCoreApplication.removePostedEvents(extra, QEvent.Type.LayoutRequest)
        self._layout.activate()
        QCoreApplication.removePostedEvents(self._content, QEvent.Type.LayoutRequest)

    def _place_rule(self, beside: bool) -> None:
        """The card's rule under the buttons, or ``beside`` the card (as narrow as the
        card it draws) where a short panel has width to spare but no height."""
        card = self.card_widget
        if beside:
            # As wide as the card it draws at the height just fixed (CardWidget.paintEvent).
            card.setFixedWidth(round((card.maximumHeight() - 4) / CARD_RATIO) + 4)
        else:
            card.setMinimumWidth(self._card_least_width)
            card.setMaximumWidth(WIDGET_SIZE_MAX)
        if beside == self._rule_beside:
            return
        self._rule_beside = beside
        if beside:
            self._layout.removeWidget(self.card_label)
            self.card_row.addWidget(self.card_label, 1)
        else:
            self.card_row.removeWidget(self.card_label)
            self._layout.insertWidget(self._layout.indexOf(self.hint_label), self.card_label)

    def _fit_extras(self, room: Room, spare: int) -> None:
        for part in self._extra_parts:
            if isinstance(part, FitsRoom) and part.isVisibleTo(self):
                part.fit_room(room, spare)
                inner = part.layout()
                if inner is not None:
                    inner.invalidate()  # measured again at once, not after the next event
                part.updateGeometry()

    def _needed(self, width: int) -> int:
        """The content's height at ``width`` as laid out now (its parts as they are)."""
        # A box layout keeps its height until told, and telling one does not tell the
        # layouts in it: the card's row kept the card's height before a large window
        # grew it, and the panel chose to show what then did not fit.
        self.card_row.invalidate()
        self.extras.invalidate()
        self._layout.invalidate()
        if self._layout.hasHeightForWidth():
            return self._layout.heightForWidth(width)
        return self._layout.sizeHint().height()

    def _icon_size(self) -> QSize:
        return DISCARD_ICON * self._scale

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if self._look.changed(event):  # a theme switch (ui/themes/)
            self.restyle()

    def restyle(self) -> None:
        """The discard pile's top card drawn again in the current theme."""
        if self._discard_icon is not None:
            top, ratio = self._discard_icon
            self.discard_button.setIcon(card_pixmap(top, self._icon_size(), ratio))

    def retranslate(self) -> None:
        """The buttons' texts in the current language (the rest comes with ``refresh``)."""
        self.flip_button.setText(self.tr("Flip card"))
        self.flip_button.setToolTip(self.tr("Flip the next card (Space or Enter)"))
        self.undo_button.setText(self.tr("Undo choice"))
        self.undo_button.setToolTip(self.tr("Take back the choice (Ctrl+Z) until the next flip"))
        self.discard_button.setToolTip(self.tr("Open the discard pile: the cards played so far"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(
            self.tr("What the strong AI would choose, and each choice's expected score (Shift+H)")
        )

    def add_extra(self, widget: QWidget) -> None:
        """Show ``widget`` under the card's texts (above the deck), its text at the
        panel's present scale; a ``FitsRoom`` part takes less height when short."""
        # Its size at scale 1 is kept before it joins: added to a grown panel (the hint,
        # built when first asked for), it would take the panel's grown font for it.
        scale_text(widget, 1.0)
        self.extras.addWidget(widget)
        self._extra_parts.append(widget)
        scale_text(widget, self._scale)

    def show_preview(self, text: str) -> None:
        """The choice under the pointer (or keyboard), in words; "" clears."""
        self.preview_label.setText(text)

    def follow(self, session: GameSession) -> None:
        """Show ``session`` from now on, as seen from the seat shown large (show_seat)."""
        self._session = session
        session.changed.connect(self.refresh)
        session.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.refresh()

    def show_seat(self, seat: int) -> None:
        """The table as seen from ``seat``, whose sheet is now shown large."""
        self._seat = seat
        self.refresh()

    def refresh(self) -> None:
        """The table as it stands now (nothing before a game has started)."""
        session = self._session
        if session is None or not session.started:
            return
        seat, card, turn = self._seat, session.card, session.turn
        text = self.tr("Turn {n}").format(n=turn) if turn else self.tr("New game")
        sheet_of = "" if session.solo else session.players[seat]  # whose sheet is large
        if sheet_of:
            text = self.tr("{turn} · {name}").format(turn=text, name=sheet_of)
        self.turn_label.setText(text)
        self.card_widget.set_card(card)
        self.card_label.setText(card_words(card))
        self.hint_label.setText(prompt(session))
        self.flip_button.setEnabled(session.phase is Phase.FLIP)
        self.undo_button.setEnabled(session.undo_stack.canUndo())
        pile = session.match.deck
        self.show_deck(
            pile.remaining, deck_name(pile.spec), pile.discard_cards, len(session.played())
        )
        unseen = pile.unseen_counts()
        self.deck_label.setToolTip(
            translate("MainWindow", "Still in the deck: {cards}").format(
                cards=", ".join(f"{n} \u00d7 {code}" for code, n in sorted(unseen.items()))
            )
        )

    def show_deck(
        self, cards_left: int, deck_name: str, discards: Sequence[Card], played: int = 0
    ) -> None:
        """The cards left in the deck and the discard pile (its top card, its count)."""
        self.deck_label.setText(
            self.tr("%n card(s) left in the deck\n{deck}", None, cards_left).format(deck=deck_name)
        )
        top = discards[-1] if discards else None
        ratio = self.devicePixelRatioF()
        if (top, ratio) != self._discard_icon:  # drawn again only when the top card changes
            self._discard_icon = (top, ratio)
            self.discard_button.setIcon(card_pixmap(top, self._icon_size(), ratio))
        self.discard_button.setText(self.tr("Discard pile ({n})").format(n=len(discards)))
        self.discard_button.setEnabled(bool(discards) or played > 0)


# -- what the panel says of the card and the turn -------------------------------------
def card_words(card: Card | None) -> str:
    """The card's rule in words, and that the cards are reshuffled after it."""
    if card is None:
        return ""
    text = card_rule(card)
    if card.reshuffle:
        text = sentences((text, translate("MainWindow", "Then all cards are reshuffled.")))
    return text


NAMED_MOST = 3  # seats a hosted table waits for named in the prompt; more are counted


def table_waits(session: GameSession) -> str:
    """Whom a hosted table waits for, this seat's choice made: the seats yet to choose,
    by name as the standings name them ("Cy (away)"), or how many at a large table."""
    chosen = session.chosen_seats() or frozenset()
    away, played = session.away_seats(), session.played_seats()
    waiting = [seat for seat in range(len(session.seats)) if seat not in chosen]
    if not waiting:  # every choice is in: the host is playing the turn
        return translate("MainWindow", "The others at the table are choosing...")
    if len(waiting) > NAMED_MOST:
        # always more than NAMED_MOST: a plural
        return translate("MainWindow", "Waiting for {n} seats to choose...").format(n=len(waiting))
    names = [
        stand_names(session.players[seat], seat in away, bot_plays_seat(seat, away, played))[0]
        for seat in waiting
    ]
    return translate("MainWindow", "Waiting for {names} to choose...").format(
        names=", ".join(names)
    )


def prompt(session: GameSession) -> str:
    """What to do now, and who: flip, choose (how, and whose turn it is at a table),
    wait for the bots, or the game is over."""
    card, phase = session.card, session.phase
    over = translate("MainWindow", "Every indicator box is filled: the game is over.")
    if card is None:
        if phase is Phase.OVER:  # a bots' game ends with no card on the table
            return over
        if session.match.history:
            return translate("MainWindow", "Press Space or Enter to flip the next card.")
        return translate("MainWindow", "Press Space or Enter to flip the first card.")
    if phase is Phase.OVER:
        return over
    if phase is not Phase.CHOOSE:
        return translate("MainWindow", "Written. Flip the next card, or undo.")
    if session.chooser is None and session.hosted:  # people at other computers
        return table_waits(session)
    if session.chooser is None:
        return translate("MainWindow", "The bots are choosing...")
    how = (
        translate("MainWindow", "Click an empty station (arrows + Enter) to circle it.")
        if card.kind is CardKind.FREE
        else translate(
            "MainWindow", "Hover a route to preview, click it (or its letter key + Enter)."
        )
    )
    if session.solo:
        return how
    name = session.players[session.chooser]
    return sentences((translate("MainWindow", "{name}, your choice.").format(name=name), how))
