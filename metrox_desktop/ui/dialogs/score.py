"""The end-of-game dialog: the score breakdown, the solo rank, and a new game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.scoring import Score, solo_rank


class ScoreDialog(QDialog):
    """Shows ``score``; ``new_game_chosen`` tells the caller to start another game,
    ``replay_chosen`` to deal the same cards again."""

    def __init__(
        self, board: Board, score: Score, seed: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.score = score
        self.new_game_chosen = False
        self.replay_chosen = False
        self.setStyleSheet(
            "QLabel#title { font-size: 20px; font-weight: bold; }"
            "QLabel#total { font-size: 30px; font-weight: bold; color: #c0392b; }"
            "QLabel#rank { font-size: 15px; font-style: italic; }"
            "QLabel.num { font-size: 16px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        title = QLabel(self.tr("{map}: final score").format(map=board.spec.name.en))
        title.setObjectName("title")
        layout.addWidget(title)

        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        crowns = ", ".join(
            f"{letter} ({board.first_bonus[board.route_index(letter)]})"
            for letter, _ in score.completed
        )
        rows = [
            (
                self.tr("Comp.B"),
                self.tr("completion bonus: {routes}").format(
                    routes=crowns or self.tr("no route completed")
                ),
                f"{score.completion_bonus}",
            ),
            (
                self.tr("Cross.B"),
                self.tr("intersection bonus (star numbers)"),
                f"+ {score.intersection_bonus}",
            ),
            (
                self.tr("Emp.P"),
                self.tr("penalty for {x} empty stations").format(x=score.empty_stations),
                f"\u2212 {score.penalty}",
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
            self.values[("completion", "intersection", "penalty")[row]] = number
        line = QLabel()
        line.setFrameShape(QLabel.Shape.HLine)
        grid.addWidget(line, len(rows), 0, 1, 3)
        grid.addWidget(QLabel(f"<b>{self.tr('Total')}</b>"), len(rows) + 1, 0)
        self.total_label = QLabel(str(score.total))
        self.total_label.setObjectName("total")
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.values["total"] = self.total_label
        grid.addWidget(self.total_label, len(rows) + 1, 2)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)

        rank = solo_rank(score.total)
        self.rank_label = QLabel(self.rank_text(rank.key) or rank.text)
        self.rank_label.setObjectName("rank")
        self.rank_label.setWordWrap(True)
        layout.addSpacing(8)
        layout.addWidget(self.rank_label)
        seed_label = QLabel(
            self.tr("Deal code {seed}: start a new game with it to play the same cards.").format(
                seed=seed
            ),
            wordWrap=True,
        )
        seed_label.setStyleSheet("color: #5a6570;")
        layout.addWidget(seed_label)

        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton(
            self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.again_button = buttons.addButton(
            self.tr("Play this deal again"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.again_button.setToolTip(self.tr("The same map and the same cards, from turn 1"))
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.new_button.setDefault(True)
        self.again_button.clicked.connect(self._again)
        buttons.accepted.connect(self._new_game)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)

    def rank_text(self, key: str) -> str | None:
        """The rulebook's solo rank sentence, through tr() (the engine's text is English)."""
        texts = {
            "genius": self.tr("You are either a genius or have unspeakably good luck."),
            "professional": self.tr("You possess professional level skill."),
            "advanced": self.tr("You are at an advanced level."),
            "intermediate": self.tr("You are at an intermediate level."),
            "average": self.tr("You have average level skill."),
            "some-practice": self.tr("You need some practice."),
            "practice": self.tr("You really need some practice."),
            "misread": self.tr("It is possible that you may have gotten some rules incorrect."),
        }
        return texts.get(key)

    def _again(self) -> None:
        self.replay_chosen = True
        self.accept()

    def _new_game(self) -> None:
        self.new_game_chosen = True
        self.accept()
