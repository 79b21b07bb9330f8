"""The end-of-game dialog.

Solo: the score breakdown and the rulebook's rank. Several players: everyone ranked
by the rulebook (highest total, then fewest empty stations, then a shared win), each
with their breakdown and the routes they completed (:mod:`.ranking`).

After it closes, ``choice`` says what the player asked for: ``"new"`` (New game...),
``"again"`` (the same players and the same deal from turn 1), ``"rematch"`` (the same
players, a new deal; several players only) or None (Close); ``new_game_chosen`` and
``replay_chosen`` say the same for the first two. ``add_section(title, widget)``
adds a part of its own (e.g. par, costly turns) above the deal code.

The dialog fits the window and the screen (:mod:`.room`): the title, the winner and
the buttons stay in view, the rest (``body``) scrolls when there is not room for all
of it (six seats, par's costly turns, a 720x480 window).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score, solo_rank
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.breakdown import BREAKDOWN, breakdown_values, label_styles
from metrox_desktop.ui.dialogs.ranking import RankingBoard
from metrox_desktop.ui.dialogs.room import (
    FittingScrollArea,
    WrappingLabel,
    bounds_for,
    keep_inside,
    room_for,
)
from metrox_desktop.ui.language import local
from metrox_desktop.ui.table.result_headline import HEADLINE, ResultHeadline
from metrox_desktop.ui.table.seat_labels import default_name
from metrox_desktop.ui.table.table_layout import grow_with_window, scale_text, window_scale
from metrox_desktop.ui.themes import readable, show_muted
from metrox_desktop.words import QT_TRANSLATE_NOOP


class ScoreDialog(QDialog):
    """The final score (solo) or ranking (several players) and what to play next."""

    def __init__(
        self,
        board: Board,
        score: Score | Sequence[Score],
        seed: str,
        parent: QWidget | None = None,
        seats: Sequence[Seat] = (),
        own_seat: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.own_seat = own_seat  # the player's row, marked at a large table
        self.setWindowTitle(self.tr("Game over"))
        scores = [score] if isinstance(score, Score) else list(score)
        self.scores = scores
        self.score = scores[0]
        if seats and len(seats) != len(scores):
            raise ValueError(f"{len(seats)} seats for {len(scores)} scores")
        self.seats = tuple(seats) or tuple(
            Seat(default_name(None, i + 1, len(scores))) for i in range(len(scores))
        )
        self.solo = len(scores) == 1
        self.choice: str | None = None
        self.ranking: RankingBoard | None = None
        # As large as the rest of the window: a large screen read from across a table.
        self.scale = window_scale(parent)
        scale = self.scale
        # Sizes relative to the system font, colours readable in the theme (ui/themes/).
        self.setStyleSheet(
            label_styles(
                {
                    "QLabel#title": (1.5, "font-weight: bold;"),
                    "QLabel#headline": (1.35, f"font-weight: bold; color: {readable(HEADLINE)};"),
                    "QLabel#total": (2.25, f"font-weight: bold; color: {readable('#c0392b')};"),
                    "QLabel#rank": (1.15, "font-style: italic;"),
                    "QLabel#section": (1.05, "font-weight: bold;"),
                    "QLabel.num": (1.2, ""),
                },
                scale,
            )
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*(round(m * scale) for m in (24, 20, 24, 16)))
        self._layout = layout
        heading = self.tr("{map}: final score") if self.solo else self.tr("{map}: final ranking")
        heading = heading.format(map=local(board.spec.name))
        title = QLabel(heading)
        title.setObjectName("title")
        layout.addWidget(title)
        # The title, the winner and the buttons stay in view; the rest scrolls when the
        # window or the screen is too short for it all (six seats, par's costly turns).
        content = QWidget()
        self._body = QVBoxLayout(content)
        self._body.setContentsMargins(0, 0, 0, 0)
        if self.solo:
            self._add_solo(board, self.score)
        else:
            self._add_ranking(board)
        self._sections = QVBoxLayout()
        self._sections.setSpacing(6)
        self._body.addLayout(self._sections)
        seed_label = WrappingLabel(
            self.tr("Deal code {seed}: start a new game with it to play the same cards.").format(
                seed=seed
            )
        )
        show_muted(seed_label)
        self._body.addSpacing(6)
        self._body.addWidget(seed_label)
        self._body.addStretch(1)
        self.body = FittingScrollArea(content)
        self.body.setAccessibleName(heading)  # what a screen reader says it holds
        self.body.grown.connect(self._fit)
        layout.addWidget(self.body, 1)
        layout.addWidget(self._buttons())
        primary = self.rematch_button or self.new_button  # a table usually plays on
        primary.setDefault(True)
        # The keys start on the result, not on a button: the Space or Enter that flips a
        # card, pressed once more as the game ends, must not leave it unread (it opened
        # New game, or began a rematch). Tab reaches the buttons.
        self.body.setFocus()
        self.setMinimumWidth(round((440 if self.solo else 640) * scale))
        grow_with_window(self)  # the texts without a size of their own in the styles
        self._fit()

    @property
    def new_game_chosen(self) -> bool:
        return self.choice == "new"

    @property
    def replay_chosen(self) -> bool:
        return self.choice == "again"

    @property
    def rematch_chosen(self) -> bool:
        return self.choice == "rematch"

    def add_section(self, title: str, widget: QWidget) -> None:
        """Show ``widget`` under a bold ``title``, below the score and above the deal code."""
        heading = QLabel(title)
        heading.setObjectName("section")
        self._sections.addSpacing(8)
        self._sections.addWidget(heading)
        self._sections.addWidget(widget)
        self._fit()

    def _grow_new_parts(self) -> None:
        """Parts and rows added since the dialog was built (par's section, its costly
        turns) as large as the rest over a large window: the dialog's styles keep them
        from taking the font of the part they join. Parts already grown stay as they are."""
        if self.scale != 1:
            scale_text(self.body.content, self.scale)

    def _fit(self) -> None:
        """As large as the content, up to the room over the window (``room_for``); the
        body scrolls beyond. Called again as sections grow (the costly turns arrive)."""
        self._grow_new_parts()
        if self.ranking is not None and self.ranking.rows_box is not None:
            self.ranking.rows_box.shorter_by = 0  # as tall as it likes, then fitted below
        room = room_for(self.parentWidget())
        self.setMaximumSize(room)
        self.setMinimumWidth(min(self.minimumWidth(), room.width()))
        for bar_room in (False, True):  # no room for a scroll bar where all fits
            self.body.bar_room = bar_room
            self.body.updateGeometry()
            width = min(self.sizeHint().width(), room.width())
            self.resize(width, self.height())
            self._layout.activate()  # the body takes that width: how tall is it there?
            self.body.updateGeometry()
            height = self.sizeHint().height()
            if height <= room.height():
                break
        box = self.ranking.rows_box if self.ranking else None
        if self.ranking is not None and box is not None and height > room.height():
            # A large table's rows give up height first: the verdict and Share below
            # them stay in view.
            box.shorter_by += height - room.height()
            box.updateGeometry()
            for layout in (self.ranking.layout(), self.body.content.layout()):
                if layout is not None:
                    layout.invalidate()  # asked again, they see the box's new height
            self.body.updateGeometry()
            self._layout.activate()
            height = self.sizeHint().height()
        self.resize(width, min(height, room.height()))
        if self.isVisible():
            keep_inside(self, bounds_for(self.parentWidget()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt virtual
        self._fit()  # the window may have been resized since the dialog was made
        super().showEvent(event)

    def _add_ranking(self, board: Board) -> None:
        ranking = RankingBoard(
            board, self.seats, self.scores, scale=self.scale, own_seat=self.own_seat
        )
        self.ranking = ranking
        headline = ResultHeadline(ranking.headline, round(26 * self.scale))
        self.headline_label = headline.label
        self.tie_label = WrappingLabel(ranking.tie_note)
        self.tie_label.setTextFormat(Qt.TextFormat.PlainText)  # the names in it as written
        show_muted(self.tie_label)
        self._layout.addWidget(headline)
        self._layout.addWidget(self.tie_label)
        self._layout.addSpacing(8)
        self._body.addWidget(ranking)

    def _add_solo(self, board: Board, score: Score) -> None:
        layout = self._body
        grid = QGridLayout()
        grid.setHorizontalSpacing(round(18 * self.scale))
        crowns = ", ".join(  # a route and its bonus on one line: a no-break space
            f"{letter}\u00a0({board.first_bonus[board.route_index(letter)]})"
            for letter, _ in score.completed
        )
        values = breakdown_values(score)
        rows = [
            (
                self.tr("Comp.B"),
                self.tr("completion bonus: {routes}").format(
                    routes=crowns or self.tr("no route completed")
                ),
                values["completion"],
            ),
            (
                self.tr("Cross.B"),
                self.tr("intersection bonus (star numbers)"),
                values["intersection"],
            ),
            (
                self.tr("Emp.P"),
                self.tr("penalty for %n empty station(s)", None, score.empty_stations),
                values["penalty"],
            ),
        ]
        self.values: dict[str, QLabel] = {}
        for row, (name, what, value) in enumerate(rows):
            label = QLabel(f"<b>{name}</b>")
            detail = QLabel(what, wordWrap=True)
            number = QLabel(value, alignment=Qt.AlignmentFlag.AlignRight)
            number.setProperty("class", "num")
            grid.addWidget(label, row, 0)
            grid.addWidget(detail, row, 1)
            grid.addWidget(number, row, 2)
            self.values[BREAKDOWN[row]] = number
        line = QLabel()
        line.setFrameShape(QLabel.Shape.HLine)
        grid.addWidget(line, len(rows), 0, 1, 3)
        grid.addWidget(QLabel("<b>" + self.tr("Total") + "</b>"), len(rows) + 1, 0)
        self.total_label = QLabel(values["total"])
        self.total_label.setObjectName("total")
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.values["total"] = self.total_label
        grid.addWidget(self.total_label, len(rows) + 1, 2)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)

        rank = solo_rank(score.total)
        self.rank_label = QLabel(self.tr(rank.text))
        self.rank_label.setObjectName("rank")
        self.rank_label.setWordWrap(True)
        layout.addSpacing(8)
        layout.addWidget(self.rank_label)

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton(
            self.tr("New game\u2026"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.new_button.setProperty("choice", "new")  # what each button closes with
        again = self.tr("Play this deal again") if self.solo else self.tr("Same deal again")
        self.again_button = buttons.addButton(again, QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.setToolTip(
            self.tr("The same map and the same cards, from turn 1")
            if self.solo
            else self.tr("The same players, the same map and the same cards, from turn 1")
        )
        self.again_button.setProperty("choice", "again")
        self.rematch_button: QPushButton | None = None
        if not self.solo:
            self.rematch_button = buttons.addButton(
                self.tr("Rematch"), QDialogButtonBox.ButtonRole.ActionRole
            )
            self.rematch_button.setToolTip(self.tr("The same players on the same map, new cards"))
            self.rematch_button.setProperty("choice", "rematch")
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.clicked.connect(self._clicked)
        buttons.rejected.connect(self.reject)
        return buttons

    def _clicked(self, button: QAbstractButton) -> None:
        choice = button.property("choice")
        if choice:  # not Close
            self.choice = str(choice)
            self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt virtual
        # Enter presses a button only once the player has moved to one (see __init__).
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not isinstance(self.focusWidget(), QPushButton):
            event.accept()
            return
        super().keyPressEvent(event)


# The rulebook's solo ranks (engine.scoring: SOLO_RANKS, MISREAD) are English; their
# words are translated under "ScoreDialog", here and in Help > Rules.
RANK_TEXTS = (
    QT_TRANSLATE_NOOP("ScoreDialog", "You are either a genius or have unspeakably good luck."),
    QT_TRANSLATE_NOOP("ScoreDialog", "You possess professional level skill."),
    QT_TRANSLATE_NOOP("ScoreDialog", "You are at an advanced level."),
    QT_TRANSLATE_NOOP("ScoreDialog", "You are at an intermediate level."),
    QT_TRANSLATE_NOOP("ScoreDialog", "You have average level skill."),
    QT_TRANSLATE_NOOP("ScoreDialog", "You need some practice."),
    QT_TRANSLATE_NOOP("ScoreDialog", "You really need some practice."),
    QT_TRANSLATE_NOOP(
        "ScoreDialog", "It is possible that you may have gotten some rules incorrect."
    ),
)
