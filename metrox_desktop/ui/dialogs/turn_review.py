"""A costly turn looked at again: the sheet as it stood, the choice made and the best one.

``TurnReviewDialog(board, record, deck, turn, player)`` replays the game's record up
to that turn's card (``position_at``) and draws the player's sheet with the app's own
sheet drawing (a :class:`MapScene`), the choice made ringed in violet (dashed) and the
best one in amber, and a legend with what each was expected to score.
"""

from __future__ import annotations

from itertools import islice

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.ai.review import CostlyTurn
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DeckSpec
from metrox_desktop.engine.choice import parse_choice
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.engine.scoring import score
from metrox_desktop.ui.dialogs.room import free_area, within_frame
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
from metrox_desktop.ui.themes import font_pt, muted

SIZE = QSize(1000, 720)  # the sheet large enough to read its numbers


def position_at(record: GameRecord, board: Board, deck: DeckSpec, turn: int) -> Match:
    """The game of ``record`` with turn ``turn``'s card on the table, nobody chosen yet
    (the record must carry its deal, as the app's games do: MatchError otherwise)."""
    if not 1 <= turn <= len(record.turns):
        raise ValueError(f"there is no turn {turn} (the game has {len(record.turns)})")
    before = next(islice(Match.turn_by_turn(record, board, deck), turn - 1, None))
    return before.flip()


def _swatch(colour: str, dashed: bool) -> QLabel:
    pixmap = QPixmap(22, 14)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    pen = QPen(QColor(colour), 3)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRoundedRect(2, 2, 18, 10, 3, 3)
    painter.end()
    label = QLabel()
    label.setPixmap(pixmap)
    return label


class TurnReviewDialog(QDialog):
    """The sheet at a costly turn, both choices ringed, with a legend."""

    def __init__(
        self,
        board: Board,
        record: GameRecord,
        deck: DeckSpec,
        turn: CostlyTurn,
        player: int = 0,
        parent: QWidget | None = None,
        you: bool | None = None,
    ) -> None:
        """``you``: whether the dialog speaks to the player as "you" (default: when
        the record has one player; the caller says no for a bot playing alone)."""
        super().__init__(parent)
        if you is None:
            you = len(record.players) == 1
        self.turn = turn
        match = position_at(record, board, deck, turn.turn)
        card = match.card
        assert card is not None
        self.match = match
        self.sheet = match.game.sheets[player]
        self.chosen = parse_choice(board, turn.chosen)
        self.best = parse_choice(board, turn.best)
        name = record.players[player]
        if you:
            self.setWindowTitle(self.tr("Turn {n}: your sheet").format(n=turn.turn))
        else:
            self.setWindowTitle(self.tr("Turn {n}: {name}'s sheet").format(n=turn.turn, name=name))
        # A separate window over the final dialog: as large as the screen's free area
        # allows (a 768-pixel laptop screen), the sheet scales to it.
        self.resize(SIZE.boundedTo(within_frame(free_area(parent))))

        self.scene = MapScene(board, self)
        crossed = [r for r in range(board.route_count) if match.game.crown_crossed_out(player, r)]
        self.scene.show_sheet(self.sheet, crossed)
        self.scene.show_score(score(board, self.sheet))
        self.scene.show_player_name(name)
        print_ = label_obstacles(self.scene)
        self.yours = ChoiceMark(
            choice_rects(self.scene, self.sheet, card, self.chosen),
            YOURS_COLOUR,
            self.tr("Yours") if you else self.tr("Chosen"),
            dashed=True,
            avoid=print_,
        )
        best_rects = choice_rects(self.scene, self.sheet, card, self.best)
        self.best_mark = ChoiceMark(
            best_rects, HINT_COLOUR, self.tr("Best"), avoid=[*print_, *self.yours.covers()]
        )
        for mark in (self.yours, self.best_mark):
            self.scene.addItem(mark)
        self.view = SheetView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setAccessibleName(self.windowTitle())  # "Turn 9: your sheet"

        card_label = QLabel()
        card_label.setPixmap(card_pixmap(card, QSize(60, 84), self.devicePixelRatioF()))
        _, chosen_name = choice_name(board, self.chosen)
        _, best_name = choice_name(board, self.best)
        heading = QLabel(
            self.tr("Turn {n}: the sheet before the card was written").format(n=turn.turn)
        )
        heading.setStyleSheet(f"font-size: {font_pt(1.2)}; font-weight: bold;")
        legend = QGridLayout()
        legend.setHorizontalSpacing(8)
        self.chosen_label = QLabel(
            (
                self.tr("You wrote {choice}: {score:.1f} expected")
                if you
                else self.tr("{name} wrote {choice}: {score:.1f} expected")
            ).format(name=name, choice=chosen_name, score=turn.chosen_expected)
        )
        self.best_label = QLabel(
            self.tr("Best: {choice}: {score:.1f} expected").format(
                choice=best_name, score=turn.best_expected
            )
        )
        legend.addWidget(_swatch(YOURS_COLOUR, True), 0, 0)
        legend.addWidget(self.chosen_label, 0, 1)
        legend.addWidget(_swatch(HINT_COLOUR, False), 1, 0)
        legend.addWidget(self.best_label, 1, 1)
        legend.setColumnStretch(2, 1)  # swatches and texts side by side, on the left
        cost = QLabel(
            self.tr("The choice made cost about {cost:.1f} points of final score.").format(
                cost=shown_difference(turn.best_expected, turn.chosen_expected)
            )
        )
        cost.setStyleSheet(f"color: {muted()};")  # 4.5:1 in any theme
        texts = QVBoxLayout()
        texts.addWidget(heading)
        texts.addLayout(legend)
        texts.addWidget(cost)
        top = QHBoxLayout()
        top.addWidget(card_label)
        top.addLayout(texts, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
