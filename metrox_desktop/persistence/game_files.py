"""Games played without the window (``simulate --records``) written as records, one
file per game, each with its deal so it can be watched, replayed and counted.

A file already in the folder is never replaced: the same game written again (the
same deal, players and choices) is left as it is, any other gets a name of its own.
No Qt here.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DeckSpec
from metrox_desktop.engine.records import (
    GameRecord,
    RecordError,
    make_record,
    read_record,
    record_json,
    sealed,
)
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.state import GameState
from metrox_desktop.persistence.atomic import name_part, numbered_name, write_text_atomic
from metrox_desktop.words import QT_TRANSLATE_NOOP


def game_record(
    board: Board,
    deck: DeckSpec,
    seed: str,
    players: Sequence[str],
    kinds: Sequence[str],
    turns: Sequence[TurnResult],
    map_name: str | None = None,
) -> GameRecord:
    """The record of a game played from the deal of ``seed`` (seats: ``kinds``), its
    map named ``map_name`` (a map file's path: the map's id would read back as another
    map, or none) or, by default, the board's id (a built-in map)."""
    start = GameState.new(board, tuple(players))
    record = make_record(start, list(turns), deck=deck.id, seed=seed)
    return sealed(
        replace(record, seats=list(kinds), map=record.map if map_name is None else map_name)
    )


def file_stem(seed: str, map_id: str) -> str:
    """A file name every file system takes for the game of ``seed`` on ``map_id``."""
    return name_part(f"{map_id}-{seed}")[:80]


def write_game(folder: Path, record: GameRecord, stem: str) -> Path:
    """Write ``record`` into ``folder`` as ``stem.json`` (``stem-2.json``... when that
    name holds another game); raises OSError."""
    full = QT_TRANSLATE_NOOP("os", "no free name in the folder")
    path = numbered_name(folder, stem, lambda kept: _same_game(kept, record), full)
    if not os.path.lexists(path):  # else the same game, left as it is
        write_text_atomic(path, record_json(record))
    return path


def _same_game(path: Path, record: GameRecord) -> bool:
    try:
        kept = read_record(path)
    except RecordError:
        return False
    return replace(kept, checksum=None) == replace(record, checksum=None)
