"""History's Copy result and Compare: a kept game's share line, and several games of
one deal put together into the table game they would have been.

``result_line(path)`` is the line the final dialog's Share part copies (and
``metrox-desktop share`` prints). ``compare_games(paths, parent)`` shows the table
the games make (``sharing.merge``, as ``metrox-desktop compare``), ranked with the
rulebook's tie-break; games of different deals get one message naming which differs.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import PERSON, GameRecord, RecordError, read_record, replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence.par_cache import ParCache
from metrox_desktop.seats import Seat
from metrox_desktop.sharing.merge import Game, MergeError, each_game_once, merged
from metrox_desktop.sharing.result_code import ResultCodeError
from metrox_desktop.sharing.share_line import share_line, share_words
from metrox_desktop.sharing.shared_name import under_name
from metrox_desktop.ui.dialogs.ranking import RankingBoard
from metrox_desktop.ui.language import error_text, local, translated
from metrox_desktop.ui.table.table_layout import (
    grow_margins,
    grow_with_window,
    grown_size,
    window_scale,
)


def first_person(record: GameRecord) -> int:
    seats = record.seats or [PERSON] * len(record.players)
    return next((p for p, kind in enumerate(seats) if kind == PERSON), 0)


def result_line(path: Path, name: str | None = None) -> str:
    """The share line of the kept game at ``path`` (its first person's game, under
    ``name`` if given), in the current language; raises RecordError or ResultCodeError
    (the reason, to show)."""
    record = read_record(path)
    board = Board.load(record.map)
    par = ParCache.load().par_of(record)
    player = first_person(record)
    if name:
        record = under_name(record, player, name)
    parts, code = share_words(record, player, board, local(board.spec.name), par)
    return share_line([translated(part) for part in parts], code)


def shared_line(path: Path, name: str | None = None) -> tuple[str | None, str | None]:
    """(the share line, None), or (None, why the game at ``path`` has none)."""
    try:
        return result_line(path, name), None
    except (RecordError, ResultCodeError) as error:
        return None, error_text(error)
    except ValueError as error:  # a map file that is gone or broken
        return None, error_text(str(error))


class CompareDialog(QDialog):
    """The table several kept games of one deal make together, ranked."""

    def __init__(self, games: Sequence[Game], table: GameRecord, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare games"))
        scale = window_scale(parent)  # as the final ranking over a large game window
        board = Board.load(table.map)
        game = replay(table, board)
        kinds = table.seats or [PERSON] * len(table.players)
        seats = [
            Seat(name, None if kind == PERSON else kind)
            for name, kind in zip(table.players, kinds, strict=True)
        ]
        scores = [score(board, s) for s in game.sheets]
        self.ranking = RankingBoard(board, seats, scores, scale=scale)
        self.headline = QLabel(
            self.tr(
                "{map}, deal {deal}: %n game(s) at one table", "", len(each_game_once(games))
            ).format(map=local(board.spec.name), deal=table.seed or "?")
        )
        self.result_label = QLabel(self.ranking.headline, wordWrap=True)
        inside = QWidget()  # the rows at the top, the room left over below them
        rows = QVBoxLayout(inside)
        rows.addWidget(self.ranking)
        rows.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inside)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.result_label)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        grow_with_window(self)
        grow_margins(self, scale)
        size = QSize(760, min(640, 200 + 90 * len(seats)))
        self.resize(grown_size(size, scale, parent))


def compare_games(paths: Sequence[Path], parent: QWidget) -> CompareDialog | None:
    """The compare dialog (shown), or None after one message saying why not."""
    title = QCoreApplication.translate("CompareDialog", "Cannot compare these games")
    try:
        games = [Game(path.name, read_record(path)) for path in paths]
        table = merged(games)
        dialog = CompareDialog(games, table, parent)
    except (MergeError, RecordError) as error:
        QMessageBox.warning(parent, title, error_text(error))
        return None
    except ValueError as error:  # a map file that is gone or broken
        QMessageBox.warning(parent, title, error_text(str(error)))
        return None
    dialog.show()
    return dialog
