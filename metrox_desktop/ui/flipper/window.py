"""The card flipper window: one big card for a table playing on printed sheets.

Everything a table reads across the room: the card on the table, the turn, the deal
code (so another table or a remote friend flips the same cards), how many cards are
left and which, the discard pile, and the reshuffle when the 6 card comes up. Space,
Enter or a click flips; Backspace takes a flip back; F11 fills the screen. The window
holds no deal of its own: it shows its :class:`FlipperTable` and calls it.
"""

from __future__ import annotations

from collections import Counter
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.deal import own_code_note, typed_deal_code
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.maps.loader import builtin_map_ids
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.pasted_deal import pasted_deal, pasted_deal_problem
from metrox_desktop.ui.actions import Entry, add_actions, entry_of, name_actions, without_mnemonic
from metrox_desktop.ui.flipper.card_grid import CardGrid, GridCard
from metrox_desktop.ui.flipper.sequence import Shuffle
from metrox_desktop.ui.flipper.table import FlipperTable
from metrox_desktop.ui.language import (
    Retranslated,
    deal_labels,
    deck_name,
    error_text,
    language_menu,
    map_name,
    sentence,
    translated,
)
from metrox_desktop.ui.later import later
from metrox_desktop.ui.sheet.card_art import card_name
from metrox_desktop.ui.sheet.card_widget import CardWidget
from metrox_desktop.ui.start.copy_offer import go_on_with_copy
from metrox_desktop.ui.themes import font_pt, style_label
from metrox_desktop.words import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

STYLE = """
#flipper { background: #1f2d3d; }
QLabel { color: #f4f1e8; }
QLabel#code { color: #f2c12e; font-weight: bold; }
QLabel#turn { font-weight: bold; }
QLabel#banner { background: #d8412f; color: white; border-radius: 10px; padding: 8px 16px;
                font-weight: bold; }
QLabel#banner[tone="calm"] { background: #2f6f8f; }
QLabel#banner[tone="end"] { background: #3c8d4f; }
QWidget#side { background: #263849; border-radius: 12px; }
QLabel#heading { color: #b8c7d3; font-weight: bold; }
QLabel#small { color: #b8c7d3; }
QPushButton { padding: 8px 14px; }
QPushButton#flip { font-weight: bold; }
"""


SIDE_MIN, SIDE_MAX = 240, 600  # the deck panel's width in pixels: a share of the window


class TableCard(CardWidget):
    """The card on the table, as large as the window allows; a click flips."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt virtual
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class FlipperWindow(Retranslated, QMainWindow):
    # The actions of ACTIONS, set by _build_actions under these names.
    flip_action: QAction
    take_back_action: QAction
    new_deal_action: QAction
    same_deal_action: QAction
    code_action: QAction
    full_screen_action: QAction
    leave_full_screen_action: QAction
    print_action: QAction
    close_action: QAction
    quit_action: QAction
    # The buttons of BUTTONS, made in __init__ under these names.
    flip_button: QPushButton
    take_back_button: QPushButton
    new_deal_button: QPushButton
    same_deal_button: QPushButton
    full_screen_button: QPushButton

    def __init__(self, table: FlipperTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if parent is not None:  # opened from the game window: still a window of its own
            self.setWindowFlag(Qt.WindowType.Window)
        self.table = table
        table.setParent(self)
        self.setObjectName("flipper")
        # Buttons a little larger than the system font (not fixed pixels: ui/themes/).
        self.setStyleSheet(STYLE + f"QPushButton {{ font-size: {font_pt(1.15)}; }}")
        self.resize(1280, 800)
        self.setMinimumSize(960, 560)  # the five buttons beside the deck panel

        self.code_label = style_label("code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.turn_label = style_label("turn")
        self.card = TableCard()
        self.card.setMinimumSize(150, 210)
        self.banner = style_label("banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for name, _action, _text in BUTTONS:
            setattr(self, name, QPushButton())
        self.flip_button.setObjectName("flip")

        self.left_label = style_label("turn")
        self.boxes_label = style_label("small")
        self.deck_grid = CardGrid(columns=5)
        self.discard_grid = CardGrid(columns=7)
        self.deck_name_label = style_label("small")
        self.discard_heading = style_label("heading")
        self._build_layout()
        self._build_actions()

        self.card.clicked.connect(self.table.flip)
        self.table.changed.connect(self.refresh)
        self.table.problem.connect(self._heard)
        self.retranslate()  # the texts, then what the table shows (refresh)
        if table.unheard:  # the first save failed before this window listened
            self._heard(table.unheard, once_shown=True)

    # -- building -----------------------------------------------------------------------
    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        for name, _action, _text in BUTTONS:
            button = getattr(self, name)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space flips, never presses one
            buttons.addWidget(button)
        buttons.insertStretch(2, 1)

        main = QVBoxLayout()
        top = QHBoxLayout()
        top.addWidget(self.code_label, 1)
        top.addWidget(self.turn_label, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        main.addLayout(top)
        main.addWidget(self.card, 1)
        main.addWidget(self.banner)
        main.addLayout(buttons)

        self.side = side = QWidget()
        side.setObjectName("side")
        side.setFixedWidth(SIDE_MIN)
        column = QVBoxLayout(side)
        column.setContentsMargins(16, 16, 16, 16)
        column.addWidget(self.left_label)
        column.addWidget(self.boxes_label)
        column.addSpacing(8)
        self.deck_heading = style_label("heading")
        column.addWidget(self.deck_heading)
        column.addWidget(self.deck_grid, 2)
        column.addSpacing(8)
        column.addWidget(self.discard_heading)
        column.addWidget(self.discard_grid, 3)
        column.addWidget(self.deck_name_label)

        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(20, 16, 20, 16)
        row.setSpacing(20)
        row.addLayout(main, 1)
        row.addWidget(side)
        self.setCentralWidget(central)

    def _build_actions(self) -> None:
        add_actions(self, self, ACTIONS, self._run_action)  # keys work in full screen too
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        self.quit_action.setShortcuts(quit_keys or [QKeySequence("Ctrl+Q")])  # none on Windows
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        for name, triggered, _text in BUTTONS:  # each button as its action: run, enabled
            button, action = getattr(self, name), getattr(self, triggered)
            button.clicked.connect(action.trigger)
            action.enabledChanged.connect(button.setEnabled)

        self.deal_menu = deal = self.menuBar().addMenu("")
        for entry in (
            self.flip_action,
            self.take_back_action,
            None,
            self.new_deal_action,
            self.same_deal_action,
            self.code_action,
            None,
        ):
            deal.addAction(entry) if entry else deal.addSeparator()
        self.sheets_menu = sheets = deal.addMenu("")
        self.map_actions = QActionGroup(self)
        for map_id in builtin_map_ids():
            action = sheets.addAction("")
            action.setCheckable(True)
            action.setData(map_id)
            self.map_actions.addAction(action)
            action.triggered.connect(self._map_chosen)
        deal.addAction(self.print_action)
        deal.addSeparator()
        deal.addAction(self.close_action)
        deal.addAction(self.quit_action)
        self.view_menu = view = self.menuBar().addMenu("")
        view.addAction(self.full_screen_action)
        view.addMenu(language_menu(self))

    def _run_action(self) -> None:
        # The command of the action's entry, given the window (held by no action).
        entry_of(ACTIONS, self.sender()).run(self)

    def _map_chosen(self) -> None:
        action = self.sender()
        assert isinstance(action, QAction)
        self.table.change_map(str(action.data()))

    def retranslate(self) -> None:
        """Every text in the current language, in place: at the start and on a switch
        (every state is the table's: the deal, flips and map stay as they were)."""
        name_actions(self, ACTIONS, "FlipperWindow")
        for name, action_name, text in BUTTONS:
            button, action = getattr(self, name), getattr(self, action_name)
            button.setText(translate("FlipperWindow", text))
            keys = ", ".join(
                k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
            )
            button.setToolTip(f"{without_mnemonic(action.text())} ({keys})")
        self._full_screen_words()
        self.deck_heading.setText(self.tr("Still in the deck"))
        self.deal_menu.setTitle(self.tr("&Deal"))
        self.sheets_menu.setTitle(self.tr("&Sheets played on"))
        self.view_menu.setTitle(self.tr("&View"))
        for action in self.map_actions.actions():
            action.setText(map_name(str(action.data())))
        self.refresh()

    # -- showing ------------------------------------------------------------------------

    def refresh(self) -> None:
        flips = self.table.flips
        deck = flips.deck
        card = flips.card
        self.setWindowTitle(self.tr("MetroX card flipper - deal {code}").format(code=flips.seed))
        own = own_code_note(flips.seed)
        if own is None:
            self.code_label.setText(self.tr("Deal code  {code}").format(code=flips.seed))
        else:  # a code typed in that the app never makes: said, not only dealt
            code = self.tr("Deal code  {code} (a code of your own)").format(code=flips.seed)
            self.code_label.setText(code)
        self.code_label.setToolTip(sentence(translated(own)) if own else "")
        self.turn_label.setText(
            self.tr("Turn {n}").format(n=flips.turn) if flips.turn else self.tr("Ready")
        )
        self.card.set_card(card)
        self.card.setToolTip(card_name(card) if card else self.tr("Click to flip the first card"))
        self.left_label.setText(
            self.tr("{n} of {total} cards left").format(n=deck.remaining, total=deck.spec.size)
        )
        self.boxes_label.setText(
            self.tr("{map} sheets: {n} of {total} indicator boxes still empty").format(
                map=map_name(self.table.map_id),
                n=flips.boxes_left,
                total=flips.boxes,
            )
        )
        counts = deck.unseen_counts()
        self.deck_grid.set_cards(_deck_contents(deck.spec.cards, counts))
        earlier = flips.earlier_discards
        self.discard_heading.setText(
            self.tr("Discard pile under the card ({n})").format(n=len(earlier))
        )
        self.discard_grid.set_cards([GridCard(c) for c in earlier])
        spec = deck.spec
        self.deck_name_label.setText(
            deck_name(spec)
            + (
                self.tr(" (the card list is reconstructed: the rulebook does not print it)")
                if spec.reconstructed
                else ""
            )
        )
        self._show_banner()
        self.flip_action.setEnabled(not flips.over)
        self.take_back_action.setEnabled(self.table.can_take_back)
        for action in self.map_actions.actions():
            action.setChecked(action.data() == self.table.map_id)

    def _show_banner(self) -> None:
        flips = self.table.flips
        card = flips.card
        size = flips.spec.size
        text, tone = "", "calm"
        if flips.over:
            text = self.tr(
                "Game over: every indicator box is filled. Score your sheets, then New deal"
                " (a fresh code) or Same deal again."
            )
            tone = "end"
        elif card is not None and card.reshuffle:
            text = self.tr(
                "Reshuffle! After this turn all {n} cards are shuffled into a new deck."
            ).format(n=size)
            tone = "alert"
        elif flips.shuffle is Shuffle.RESHUFFLE_CARD:
            text = self.tr(
                "New deck: all {n} cards were shuffled after the reshuffle card."
            ).format(n=size)
        elif flips.shuffle is Shuffle.DECK_RAN_OUT:
            text = self.tr("The deck ran out: the discard pile was shuffled into a new deck.")
        elif card is None:
            text = self.tr("Press Space or Enter, or click the card, to flip the first card.")
            if self.table.can_take_back:  # a new deal pressed by mistake is not lost
                text += " " + self.tr("Backspace brings back the deal before.")
        self.banner.setText(text)
        self.banner.setVisible(bool(text))
        self.banner.setProperty("tone", tone)
        self.banner.style().unpolish(self.banner)
        self.banner.style().polish(self.banner)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        # Read across a table: the texts grow with the window (full screen most of all).
        h = max(self.height(), 420)
        self.side.setFixedWidth(max(SIDE_MIN, min(SIDE_MAX, round(self.width() * 0.27))))
        for label, share in (
            (self.code_label, 0.055),
            (self.turn_label, 0.045),
            (self.banner, 0.028),
            (self.left_label, 0.026),
        ):
            f = label.font()
            f.setPixelSize(round(h * share))
            label.setFont(f)

    # -- actions ------------------------------------------------------------------------
    def deal_from_code(self) -> None:
        """A deal typed in: the code another table (or a friend far away) is flipping."""
        code, ok = QInputDialog.getText(
            self,
            self.tr("Deal from a code"),
            self.tr("Deal code (the same code flips the same cards):"),
        )
        if not ok:
            return
        # a friend's words pasted in (a share line, a result code, "deal 55G4R", a
        # link): their deal, as New game reads it, never the cards of the whole text
        labels = deal_labels()  # in any language: a friend's words may be in theirs
        found = pasted_deal(code, labels)
        code = code if found is None else found.code
        problem = pasted_deal_problem(code, labels)  # a link with no deal in it says so
        if problem is not None:
            why = translated(problem)
            self.warn(self.tr("This deal code cannot be used: {why}.").format(why=why))
            return
        # a result code's deal is flipped from its deck, for its sheets (as New game deals it)
        deck = load_deck(found.deck) if found is not None and found.deck else None
        map_id = found.map_id if found is not None and found.map_id in builtin_map_ids() else None
        self.table.new_deal(typed_deal_code(code), deck, map_id)  # 55g4r flips what 55G4R flips

    def print_sheets(self) -> None:
        """Blank sheets of the map the table plays on, for players who are short of one."""
        from metrox_desktop.engine.board import Board
        from metrox_desktop.ui.sheet.print_sheets import print_blank_sheets

        ink_saving = Settings.load().ink_saving  # as the game window's sheets print
        print_blank_sheets(self, Board.load(self.table.map_id), ink_saving=ink_saving)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.menuBar().setVisible(not self.isFullScreen())  # every action keeps its key
        self._full_screen_words()

    def _full_screen_words(self) -> None:
        """The full-screen button says what a click does now."""
        full = self.isFullScreen()
        self.full_screen_button.setText(
            self.tr("Leave full screen") if full else self.tr("Full screen")
        )

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.toggle_full_screen()

    def _heard(self, text: str, once_shown: bool = False) -> None:
        """A problem of the table's, shown once (a window built again does not repeat it)."""
        self.table.unheard = ""
        if once_shown:
            later(0, self, lambda: self.warn(text))
        else:
            self.warn(text)

    def warn(self, text: str) -> None:
        """One clear message that does not stop the table flipping."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Card flipper"), text, parent=self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()


def _deck_contents(cards: tuple[Card, ...], counts: Counter[str]) -> list[GridCard]:
    """One small card per kind the deck holds, in the deck file's order, with its count;
    a kind all flipped stays, faded, so the table sees what is gone."""
    kinds: dict[str, Card] = {}
    for card in cards:
        kinds.setdefault(card.code, card)
    return [
        GridCard(card, f"\u00d7{counts[code]}", counts[code] == 0) for code, card in kinds.items()
    ]


def offer_copy(parent: QWidget | None, copy: FlipperTable, problem: str | None) -> bool:
    """Whether to go on with the deal a copy of the flipper's damaged or missing autosave
    holds (if not, Take back brings it back), asked as the game window asks of a game."""
    translate = QCoreApplication.translate
    return go_on_with_copy(
        parent,
        translate("FlipperWindow", "Go on with the last deal?"),
        () if problem is None else (problem,),
        translate("FlipperWindow", "The card flipper's autosave could not be read: {problem}"),
        translate("FlipperWindow", "The card flipper's autosave is missing."),
        translate(
            "FlipperWindow",
            "A copy was found: deal {seed}, after card {turn}. Go on with it? (If not, a "
            "new deal starts, and Take back brings this one back.)",
        ).format(seed=copy.flips.seed, turn=copy.flips.turn),
    )


def show_flipper(parent: QWidget, map_id: str) -> FlipperWindow | None:
    """The flipper window of ``parent`` (the game window), opened on first use where the
    table left off, else brought to the front; ``map_id`` is for a first deal. None when
    another process has the folder's flipper open: that one came to the front."""
    from metrox_desktop.ui.flipper.keeping import claim_flipper, hold
    from metrox_desktop.ui.start.handover import Outcome

    window = parent.findChild(FlipperWindow)
    problem = None
    if window is None:
        room, outcome = claim_flipper()
        if outcome is Outcome.HANDED_OVER:
            room.deleteLater()
            return None
        if outcome is Outcome.MINE:
            table, problem = FlipperTable.at_start(
                new_map=map_id, go_on_with_copy=partial(offer_copy, parent)
            )
        else:  # the folder's flips are not ours to change: a deal that is not saved
            table = FlipperTable.deal(load_deck(), map_id, autosave=False)
        hold(table, room, outcome)
        window = FlipperWindow(table, parent)
    else:
        window.raise_()  # already open, perhaps behind the game
    window.show()
    window.activateWindow()
    if problem is not None:
        window.warn(error_text(problem))
    return window


def _close_all(_window: FlipperWindow) -> None:
    QApplication.closeAllWindows()  # Quit as in the game window: the flipper and the game window


# The buttons beside the card: attribute, the action a click triggers, text (context
# "FlipperWindow"; the full-screen button's says what a click does now).
BUTTONS = (
    ("flip_button", "flip_action", QT_TRANSLATE_NOOP("FlipperWindow", "Flip")),
    ("take_back_button", "take_back_action", QT_TRANSLATE_NOOP("FlipperWindow", "Take back")),
    ("new_deal_button", "new_deal_action", QT_TRANSLATE_NOOP("FlipperWindow", "New deal")),
    ("same_deal_button", "same_deal_action", QT_TRANSLATE_NOOP("FlipperWindow", "Same deal again")),
    ("full_screen_button", "full_screen_action", QT_TRANSLATE_NOOP("FlipperWindow", "Full screen")),
)

# The flipper's actions (their texts under the context "FlipperWindow").
ACTIONS: tuple[Entry[FlipperWindow], ...] = (
    Entry(
        "flip_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "&Flip next card"),
        lambda w: w.table.flip(),
        ("Space", "Return", "Enter"),
    ),
    Entry(
        "take_back_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "&Take back the flip"),
        lambda w: w.table.take_back(),
        ("Backspace",),
    ),
    Entry(
        "new_deal_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "&New deal"),
        lambda w: w.table.new_deal(),
        ("Ctrl+N",),
    ),
    Entry(
        "same_deal_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "&Same deal again"),
        lambda w: w.table.same_deal(),
        ("Ctrl+Shift+N",),
    ),
    Entry(
        "code_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "Deal from a &code..."),
        lambda w: w.deal_from_code(),
    ),
    Entry(
        "full_screen_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "F&ull screen"),
        lambda w: w.toggle_full_screen(),
        ("F11",),
    ),
    Entry(
        "leave_full_screen_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "Leave full screen"),
        lambda w: w.leave_full_screen(),
        ("Escape",),
    ),
    Entry(
        "print_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "&Print blank sheets..."),
        lambda w: w.print_sheets(),
        ("Ctrl+P",),
    ),
    Entry(
        "close_action",
        QT_TRANSLATE_NOOP("FlipperWindow", "&Close"),
        lambda w: w.close(),
        ("Ctrl+W",),
    ),
    Entry("quit_action", QT_TRANSLATE_NOOP("FlipperWindow", "&Quit"), _close_all),
)
