"""The replay viewer: the sheets of any game record, stepped turn by turn.

``open_viewer(path, parent)`` reads and replays a record (one clear message if it
cannot be: not a record, a broken rule, an unknown map) and shows a
:class:`ReplayViewer`: the sheet of one player (a choice for a table) after turn N,
drawn with the game's own sheet scene, read-only; First, Previous, Next, Last, a
slider, the arrow keys (Home, End) and Play at a chosen pace. For a person's turn the
strong AI's choice there and the points the choice made lost against it are worked
out in the background (:class:`~.ai_view.TurnAnalyst`, once per game) and ringed
beside the choice made. "Play from here" starts a new game on the same deal from turn N,
the later turns undone (a record with its deal only). A language switch writes every
text again (LanguageChange). ``open_turn`` opens it at one player's costly turn (the
final dialog's Show), with the value the dialog listed: the sheet as it stood when that
turn's card was turned, both choices ringed (``facing``); Play from here there starts
with that card up and nothing written for it, to try the best choice. A step elsewhere
shows sheets after their turns again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.ai.review import CostlyTurn
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardError, DeckSpec, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.records import (
    PERSON,
    TABLE_SEAT,
    GameRecord,
    RecordError,
    TurnRecord,
    board_for,
    read_record,
    replay_turns,
)
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.state import GameState
from metrox_desktop.persistence.saves import TABLE_STAND_IN
from metrox_desktop.seats import MAX_SEATS
from metrox_desktop.ui.desktop import free_area, within_frame
from metrox_desktop.ui.history.ai_view import TurnAnalyst
from metrox_desktop.ui.language import Retranslated, error_text, local
from metrox_desktop.ui.language.differences import shown_difference
from metrox_desktop.ui.sheet.card_art import card_pixmap
from metrox_desktop.ui.sheet.choice_marks import (
    HINT_COLOUR,
    YOURS_COLOUR,
    ChoiceMark,
    choice_name,
    choice_rects,
    label_obstacles,
)
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.view import SheetView
from metrox_desktop.ui.table.seat_labels import kept_seat_name
from metrox_desktop.ui.table.sheet_binding import as_it_stood
from metrox_desktop.ui.table.table_layout import (
    grow_margins,
    grow_with_window,
    grown_size,
    window_scale,
)
from metrox_desktop.ui.themes import font_pt, show_muted
from metrox_desktop.words import points_text

PACES_MS = (250, 600, 1200)  # Play: fast, normal, slow
# The keys that step the turns (a button's own arrows would move the focus instead).
STEP_KEYS = frozenset(
    k.value for k in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
)
# The window a viewer was opened from (the outermost: held by none of its windows) and
# a record of the first N turns, to go on with.
PlayFrom = Callable[[QWidget, GameRecord], object]


def opened_from(widget: QWidget) -> QWidget:
    """The outermost window ``widget`` was opened from (itself if from none)."""
    while (parent := widget.parentWidget()) is not None:
        widget = parent
    return widget


class ReplayError(ValueError):
    """A record that cannot be replayed; the message is one line for the player."""


def load_game(path: str | Path) -> tuple[GameRecord, Board, list[TurnResult]]:
    """The record at ``path``, its board and every turn played; raises ReplayError."""
    try:
        return replayed_game(read_record(path))
    except RecordError as error:
        raise ReplayError(error_text(error)) from None


def replayed_game(record: GameRecord) -> tuple[GameRecord, Board, list[TurnResult]]:
    """``record``, its board and every turn played; raises ReplayError."""
    try:
        board = board_for(record)
        turns = list(replay_turns(record, board))
    except RecordError as error:
        raise ReplayError(error_text(error)) from None
    return record, board, turns


def deck_of(record: GameRecord) -> DeckSpec | None:
    """The deck a record was dealt from, when it says how (its seed): else None."""
    if record.seed is None:
        return None
    try:
        return load_deck(record.deck)  # none named: the default deck
    except CardError:
        return None


class HistoryWindowBase(Retranslated, QWidget):
    """A window of its own over the one it was opened from, deleted once closed, that
    writes its texts again on a language switch (``retranslate``)."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def _filter_row(self) -> QHBoxLayout:
        """History's and Statistics' filters: "Map:" and its box (``map_box``, its items
        the window's), "Player:" and a name to look for (``player_edit``)."""
        self.map_box = QComboBox()
        self.map_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player_edit = QLineEdit()
        self.player_edit.setClearButtonEnabled(True)
        self.map_label, self.player_label = QLabel(), QLabel()
        self.map_label.setBuddy(self.map_box)
        self.player_label.setBuddy(self.player_edit)
        row = QHBoxLayout()
        for widget in (self.map_label, self.map_box, self.player_label, self.player_edit):
            row.addWidget(widget)
        row.addStretch(1)
        return row

    def _name_filters(self) -> None:
        """The filters' names in the current language (as History names them)."""
        translate = QCoreApplication.translate
        self.map_box.setAccessibleName(translate("HistoryWindow", "Map"))
        self.map_label.setText(translate("HistoryWindow", "&Map:"))
        self.player_edit.setAccessibleName(translate("HistoryWindow", "Player"))
        self.player_label.setText(translate("HistoryWindow", "&Player:"))

    @staticmethod
    def not_read_text(why: str) -> str:
        """History's and Statistics' status when the kept games could not be read."""
        return QCoreApplication.translate(
            "HistoryWindow",
            "The kept games could not be read: {reason}. Close this window and open it"
            " again to try once more.",
        ).format(reason=why)


class ReplayViewer(HistoryWindowBase):
    """A window with one record's sheets, turn by turn."""

    def __init__(
        self,
        record: GameRecord,
        board: Board,
        turns: list[TurnResult],
        source: str = "",
        parent: QWidget | None = None,
        play_from: PlayFrom | None = None,
        analyse: bool = True,
    ) -> None:
        super().__init__(parent)
        self.record, self.board, self.turns = record, board, turns
        self.games = [GameState.new(board, record.players), *(t.game for t in turns)]
        self.play_from = play_from
        self.deck = deck_of(record)
        self.kinds = list(record.seats or [PERSON] * len(record.players))
        self.position = len(turns)
        # Whether the sheet shown is the one before the shown turn's choice (a costly
        # turn, as the player faced it: show_costly_turn), not the one after it.
        self.facing = False
        self.seat = next((p for p, kind in enumerate(self.kinds) if kind == PERSON), 0)
        self.marks: list[ChoiceMark] = []
        self.file = Path(source).name if source else ""
        # Larger over a large window, as its dialogs (table_layout.window_scale); as
        # large as the screen's free area allows (a 768-pixel laptop screen).
        self.scale = window_scale(parent)
        size = grown_size(QSize(1180, 820), self.scale, parent)
        self.resize(size.boundedTo(within_frame(free_area(parent))))
        self.card_size = QSize(72, 100) * self.scale

        self.scene = MapScene(board, self)
        self.view = SheetView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the turns
        self.analyst: TurnAnalyst | None = None
        if analyse and self.deck is not None:
            self.analyst = TurnAnalyst(record, board, self.deck, self)
            self.analyst.valued.connect(self._on_valued)
            self.analyst.failed.connect(self._on_analysis_failed)
        self._build()
        grow_with_window(self)
        grow_margins(self, self.scale)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._play_step)
        self.retranslate()

    def retranslate(self) -> None:
        self.scene.retranslate()  # the route names, as on the game window's sheet
        name = local(self.board.spec.name)
        self.setWindowTitle(
            self.tr("Replay: {map}, deal {seed}").format(map=name, seed=self.record.seed)
            if self.record.seed
            else self.tr("Replay: {map} ({file})").format(map=name, file=self.file)
        )
        self.view.setAccessibleName(self.tr("Sheet"))
        self.seat_box.setAccessibleName(self.tr("Whose sheet"))
        for seat, (name, kind) in enumerate(zip(self.record.players, self.kinds, strict=True)):
            self.seat_box.setItemText(seat, kept_seat_name(name, kind))
        self.ai_label.setAccessibleName(self.tr("The strong AI's view of this turn"))
        self.ai_box.setText(self.tr("Show the &AI's view"))
        if self.analyst is None:
            self.ai_box.setToolTip(
                self.tr("The record does not carry its deal: the AI needs the cards to come.")
            )
        self.play_from_button.setText(self.tr("Play from &here"))
        self.play_from_button.setToolTip(self.play_from_text())
        for b, tip in (
            (self.first_button, self.tr("First (Home)")),
            (self.previous_button, self.tr("Previous turn (Left)")),
            (self.next_button, self.tr("Next turn (Right)")),
            (self.last_button, self.tr("Last (End)")),
            (self.play_button, self.tr("Play the turns (Space)")),
        ):
            b.setToolTip(tip)
            b.setAccessibleName(tip)
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        self.slider.setAccessibleName(self.tr("Turn"))
        self.pace_box.setAccessibleName(self.tr("Pace"))
        for index, ms in enumerate(PACES_MS):
            pace = self.tr("{seconds} s a turn").format(seconds=ms / 1000)
            self.pace_box.setItemText(index, pace)
        self._show_again()  # the turn's texts and the marks' tags

    @property
    def across(self) -> bool:
        """A table's game across computers."""
        return TABLE_SEAT in self.kinds

    def play_from_text(self) -> str:
        """What Play from here does for this game, or why it cannot."""
        if self.deck is None:
            return self.tr(
                "The record does not carry its deal: a new game needs the cards to come."
            )
        if self.play_from is None:
            return self.tr(
                "A new game from this turn starts from the game window: open this game"
                " there, from Game > History."
            )
        if self.across and len(self.kinds) > MAX_SEATS:
            return self.tr(
                "A table of {seats} seats cannot go on at one screen (at most {most})."
            ).format(seats=len(self.kinds), most=MAX_SEATS)
        if self.facing:
            return self.tr(
                "A new game on the same deal from this turn's card, nothing written for it"
                " yet: the sheet as shown, to choose again"
            )
        if self.across:
            return self.tr(
                "A new game on the same deal from this turn, at this screen: the seats that"
                " were at other computers are played by the {level} bot"
            ).format(level=TABLE_STAND_IN)
        return self.tr("A new game on the same deal from this turn, the later turns undone")

    # -- building ----------------------------------------------------------------------
    def _build(self) -> None:
        self.seat_box = QComboBox()
        self.seat_box.addItems(list(self.record.players))  # their texts: retranslate
        self.seat_box.setCurrentIndex(self.seat)
        self.seat_box.currentIndexChanged.connect(self._set_seat)
        self.seat_box.setVisible(len(self.record.players) > 1)

        self.card_label = QLabel()
        self.card_label.setFixedSize(self.card_size)
        self.turn_label = QLabel(wordWrap=True)  # "Turn 5 of 23, before the choice"
        self.turn_label.setStyleSheet(f"font-size: {font_pt(1.2 * self.scale)}; font-weight: bold;")
        self.moves_label = QLabel(wordWrap=True)
        self.ai_label = QLabel(wordWrap=True)
        self.ai_box = QCheckBox()
        self.ai_box.setChecked(self.analyst is not None)
        self.ai_box.setEnabled(self.analyst is not None)
        self.ai_box.toggled.connect(self._show_again)
        self.score_label = QLabel()
        show_muted(self.score_label)
        side = QVBoxLayout()
        top = QHBoxLayout()
        top.addWidget(self.card_label)
        top.addWidget(self.turn_label, 1)
        side.addLayout(top)
        side.addWidget(self.seat_box)
        self.moves_area = self._moves_area()
        side.addWidget(self.moves_area)
        side.addWidget(self.score_label)
        side.addSpacing(round(8 * self.scale))
        side.addWidget(self.ai_box)
        side.addWidget(self.ai_label)
        side.addStretch(1)
        self.play_from_button = QPushButton()
        self.play_from_button.setEnabled(
            self.play_from is not None
            and self.deck is not None
            and not (self.across and len(self.kinds) > MAX_SEATS)
        )
        self.play_from_button.clicked.connect(self._play_from_here)
        side.addWidget(self.play_from_button)
        panel = QWidget()
        panel.setLayout(side)
        panel.setFixedWidth(round(300 * self.scale))
        margins = side.contentsMargins()
        self._moves_width = panel.width() - margins.left() - margins.right()
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        middle.addWidget(panel)

        row = self._steps_row()
        layout = QVBoxLayout(self)
        layout.addLayout(middle, 1)
        layout.addLayout(row)
        # Each key's method by name: bound methods kept here would hold the viewer itself.
        keys = {
            Qt.Key.Key_Left: "previous",
            Qt.Key.Key_Right: "next",
            Qt.Key.Key_Home: "first",
            Qt.Key.Key_End: "last",
            Qt.Key.Key_Space: "toggle",
            Qt.Key.Key_Escape: "close",
        }
        self.keys = {key.value: name for key, name in keys.items()}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocus()  # the keys step the turns from the start, not a control's
        # A button's arrows move the focus to the next control: on these two (reached
        # with Tab) they step the turns, as everywhere in the window but a box.
        for control in (self.ai_box, self.play_from_button):
            control.installEventFilter(self)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self).activated.connect(self.close)

    def _moves_area(self) -> QScrollArea:
        """Every seat's choice of the turn, in the panel's height: at a table of 99 the
        list scrolls, where its lines made the window taller than the screen. As tall as
        the list where there is room (the space below stays the panel's); no focus, so
        the arrows keep stepping the turns."""
        area = QScrollArea()
        area.setWidget(self.moves_label)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.moves_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return area

    def _fit_moves(self) -> None:
        """The list of choices no taller than its lines at the panel's width (shorter,
        it scrolls): no gap under a table's two or six lines."""
        self.moves_area.setMaximumHeight(self.moves_label.heightForWidth(self._moves_width))

    def _steps_row(self) -> QHBoxLayout:
        """First, Previous, Play, the slider, Next, Last and the pace of Play."""

        def button(text: str, slot: Callable[[], None]) -> QPushButton:
            b = QPushButton(text)  # its tooltip and accessible name: retranslate
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)  # a method taking no "checked"
            return b

        self.first_button = button("|◀", self.first)
        self.previous_button = button("◀", self.previous)
        self.next_button = button("▶", self.next)
        self.last_button = button("▶|", self.last)
        self.play_button = button("", self.toggle)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.turns))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self._slid)
        self.pace_box = QComboBox()
        for ms in PACES_MS:
            self.pace_box.addItem("", ms)
        self.pace_box.setCurrentIndex(1)
        self.pace_box.currentIndexChanged.connect(self._pace_changed)
        row = QHBoxLayout()
        for b in (self.first_button, self.previous_button, self.play_button):
            row.addWidget(b)
        row.addWidget(self.slider, 1)
        for w in (self.next_button, self.last_button, self.pace_box):
            row.addWidget(w)
        return row

    # -- stepping ----------------------------------------------------------------------
    def first(self) -> None:
        self.show_position(0)

    def previous(self) -> None:
        self.show_position(self.position - 1)

    def next(self) -> None:
        self.show_position(self.position + 1)

    def last(self) -> None:
        self.show_position(len(self.turns))

    def toggle(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.position >= len(self.turns):
                self.show_position(0)
            self.timer.start(int(self.pace_box.currentData()))
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))

    def _play_step(self) -> None:
        self.show_position(self.position + 1)
        if self.position >= len(self.turns):
            self.toggle()

    def _pace_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(int(self.pace_box.currentData()))

    def _set_seat(self, seat: int) -> None:
        self.seat = seat
        self._show_again()

    def _slid(self, position: int) -> None:
        if position != self.position:  # else show_position moved it: shown already
            self.show_position(position)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in STEP_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            getattr(self, self.keys[event.key()])()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt virtual
        """The arrow keys, Home, End, Space (Play) and Escape, wherever the focus is
        unless a list or box there takes the key itself."""
        name = self.keys.get(event.key())
        if name is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        getattr(self, name)()

    def show_position(self, position: int, facing: bool = False) -> None:
        """The sheets after ``position`` turns (0: blank), with that turn's choices;
        ``facing``: the sheets before that turn's choices, as its card came."""
        position = max(0, min(position, len(self.turns)))
        self.position, self.facing = position, facing and position > 0
        if self.slider.value() != position:
            self.slider.setValue(position)
        if self.play_from_button.toolTip() != (tip := self.play_from_text()):
            self.play_from_button.setToolTip(tip)  # from this turn, or from its card
        stood = self.games[position - 1 if self.facing else position]
        sheet, crossed, points = as_it_stood(stood, self.seat)
        self.scene.show_sheet(sheet, crossed)
        self.scene.show_score(points)
        self.scene.show_player_name(
            None if len(self.record.players) == 1 else self.record.players[self.seat]
        )
        total = len(self.turns)
        if self.facing:
            turn_text = self.tr("Turn {n} of {total}, before the choice")
        elif position:
            turn_text = self.tr("Turn {n} of {total}")
        else:
            turn_text = self.tr("Before the first card ({total} turns)")
        self.turn_label.setText(turn_text.format(n=position, total=total))
        turn = self.turns[position - 1] if position else None
        if turn is None:
            self.card_label.clear()
        else:
            self.card_label.setPixmap(
                card_pixmap(turn.card, self.card_size, self.devicePixelRatioF())
            )
        self.moves_label.setText(self._moves_text(turn))
        self._fit_moves()
        self.score_label.setText(
            self.tr("Total so far: {total}").format(total=points_text(points.total))
        )
        for b in (self.first_button, self.previous_button):
            b.setEnabled(position > 0)
        for b in (self.next_button, self.last_button):
            b.setEnabled(position < total)
        self._show_ai(turn)

    def _moves_text(self, turn: TurnResult | None) -> str:
        if turn is None:
            return ""
        chosen = [choice_name(self.board, move.chosen)[1] for move in turn.moves]
        if len(chosen) == 1:
            said = self.tr("Chosen: {choice}") if self.facing else self.tr("Written: {choice}")
            return said.format(choice=chosen[0])
        return "\n".join(
            self.tr("{name}: {choice}").format(name=self.record.players[player], choice=long)
            for player, long in enumerate(chosen)
        )

    # -- the AI's view -----------------------------------------------------------------
    def _clear_marks(self) -> None:
        for mark in self.marks:
            self.scene.removeItem(mark)
        self.marks = []

    def _show_ai(self, turn: TurnResult | None) -> None:
        self._clear_marks()
        position, seat = self.position, self.seat
        analyst = self.analyst if self.ai_box.isChecked() else None
        person = self.kinds[seat] == PERSON
        if self.analyst is not None:
            self.analyst.follow(seat if analyst and person else None, max(position, 1))
        # A bot's turn is valued only when a costly turn was opened on it (open_turn).
        value = analyst.value(seat, position) if analyst and turn else None
        text = ""
        if analyst is None:
            pass
        elif not person and value is None:
            text = self.tr("A bot's turns are the AI's own: nothing to compare.")
        elif turn is None:
            text = self.tr("Step to a turn to see what the strong AI chose there.")
        else:
            failure = analyst.failure(seat, position)
            if value:
                text = self.ai_text(value)
            elif failure is not None:
                text = self.failure_text(failure)
            else:
                text = self.tr("The strong AI is looking at this turn...")
        if turn is not None:
            self._ring(turn, value)  # the choice made: what changed this turn
        self.ai_label.setText(text)

    def ai_text(self, value: CostlyTurn) -> str:
        cost = shown_difference(value.best_expected, value.chosen_expected)
        if cost <= 0:
            return self.tr("The strong AI chooses {best} too ({score:.1f} expected).").format(
                best=value.best or "-", score=value.best_expected
            )
        return self.tr(
            "The strong AI chooses {best} ({best_score:.1f} expected); {chosen} was "
            "{chosen_score:.1f}: about {cost:.1f} points lost."
        ).format(
            best=value.best or "-",
            best_score=value.best_expected,
            chosen=value.chosen or "-",
            chosen_score=value.chosen_expected,
            cost=cost,
        )

    def _ring(self, turn: TurnResult, value: CostlyTurn | None) -> None:
        """Ring the choice made this turn (and the AI's, when it differs) on the sheet
        as it stood before the card was written."""
        before = self.games[self.position - 1].sheets[self.seat]
        chosen = turn.moves[self.seat].chosen
        avoid = label_obstacles(self.scene)
        yours = ChoiceMark(
            choice_rects(self.scene, before, turn.card, chosen),
            YOURS_COLOUR,
            self.tr("Chosen"),
            dashed=True,
            avoid=avoid,
        )
        self.marks.append(yours)
        if value is not None and value.best != value.chosen and value.best is not None:
            best = Choice.parse(value.best, self.board)
            rects = choice_rects(self.scene, before, turn.card, best)
            self.marks.append(
                ChoiceMark(rects, HINT_COLOUR, self.tr("AI"), avoid=[*avoid, *yours.covers()])
            )
        for mark in self.marks:
            self.scene.addItem(mark)

    def _on_valued(self, player: int, turn: int) -> None:
        if player == self.seat and turn == self.position:
            self._show_again()

    def _on_analysis_failed(self, player: int, turn: int, message: str) -> None:
        if (player, turn) != (self.seat, self.position) or not self.ai_box.isChecked():
            return
        self.ai_label.setText(self.failure_text(message))

    def failure_text(self, why: str) -> str:
        return self.tr("The AI's view could not be worked out: {why}").format(why=why)

    @property
    def ai_ready(self) -> bool:
        """The AI's view of the shown turn is on the sheet, or why it could not be worked
        out (or none is asked for)."""
        if self.analyst is None or not self.ai_box.isChecked() or not self.position:
            return True
        if self.kinds[self.seat] != PERSON:
            return True
        known = self.analyst.value(self.seat, self.position) is not None
        return known or self.analyst.failure(self.seat, self.position) is not None

    # -- playing on --------------------------------------------------------------------
    def record_until(self, position: int, facing: bool = False) -> GameRecord:
        """The record of the first ``position`` turns, as a new game begun now (without
        the turn under way when a game was left mid-turn: it followed the last turn);
        ``facing``: of the turns before, with turn ``position``'s card up and no
        person's choice of it made (a bot's, as it was)."""
        turns = self.record.turns
        open_turn = None
        if facing:
            position -= 1
            turn = turns[position]
            made = zip(self.kinds, turn.choices, strict=True)
            kept = [None if kind == PERSON else choice for kind, choice in made]
            open_turn = TurnRecord(card=turn.card, choices=kept)
        return replace(
            self.record,
            turns=turns[:position],
            started=datetime.now().isoformat(timespec="seconds"),
            checksum=None,
            hints=None,
            open_turn=open_turn,
            last_turn_undoable=None,
        )

    def show_costly_turn(self, seat: int, value: CostlyTurn) -> None:
        """``seat``'s sheet as ``value``'s turn's card came (``facing``), the choice made
        and the best ringed (``value`` as the final dialog listed it: the AI's view of
        that turn)."""
        if self.analyst is not None:
            self.analyst.cache.put(seat, value)
        self.position, self.facing = value.turn, True
        self.seat_box.setCurrentIndex(seat)  # shows that turn if the seat changed
        self._set_seat(seat)

    def _show_again(self) -> None:
        """The position shown, shown again (as it was: after its turn, or facing it)."""
        self.show_position(self.position, self.facing)

    def _play_from_here(self) -> None:
        if self.play_from is not None and self.deck is not None:
            record = self.record_until(self.position, self.facing)
            self.play_from(opened_from(self), record)

    def closeEvent(self, event: object) -> None:  # noqa: N802 - Qt virtual
        self.timer.stop()
        if self.analyst is not None:
            self.analyst.stop()
        super().closeEvent(event)  # type: ignore[arg-type]


def open_viewer(
    path: str | Path, parent: QWidget | None = None, play_from: PlayFrom | None = None
) -> ReplayViewer | None:
    """Show the replay of the record at ``path``; one message when it cannot be."""
    try:
        record, board, turns = load_game(path)
    except ReplayError as error:
        title = QCoreApplication.translate("ReplayViewer", "This game cannot be replayed")
        QMessageBox.warning(parent, title, str(error))
        return None
    viewer = ReplayViewer(record, board, turns, str(path), parent, play_from)
    viewer.show()
    return viewer


def open_turn(  # noqa: PLR0913 - the turn shown, and what Play from here does
    parent: QWidget | None,
    record: GameRecord,
    board: Board,
    seat: int,
    value: CostlyTurn,
    play_from: PlayFrom | None = None,
) -> ReplayViewer:
    """The final dialog's Show: the viewer over ``parent`` at a costly turn of
    ``record`` (a game just played, so it replays) on ``seat``'s sheet; ``play_from``:
    what its Play from here does."""
    turns = list(replay_turns(record, board))
    viewer = ReplayViewer(record, board, turns, parent=parent, play_from=play_from)
    viewer.show_costly_turn(seat, value)
    viewer.show()
    return viewer
