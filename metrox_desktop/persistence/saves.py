"""Saved games: a game in progress is its ``metrox-game/1`` record plus its deal.

A record that carries the deck and seed is all a game is (every card follows from the
seed, every mark from the choices), so a save file is an ordinary game record that any
reader of the format can replay. Resuming replays it through :meth:`Match.resume`,
which also proves the file was not edited into an impossible game.

The autosave is the same file under a fixed name, written after every choice; a
finished or abandoned game moves into the history folder (for the history viewer and
statistics to come), named by when it began so that writing it again replaces it.
Nothing here deletes a player's data: a file that cannot be read is set aside, never
overwritten.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardError, load_deck
from metrox_desktop.engine.match import Match, MatchError
from metrox_desktop.engine.records import (
    GameRecord,
    RecordError,
    board_for,
    one_line,
    read_record,
    record_json,
)
from metrox_desktop.maps.loader import MapError
from metrox_desktop.persistence.atomic import write_text_atomic
from metrox_desktop.persistence.paths import data_dir

AUTOSAVE = "autosave.json"
BoardSource = Callable[[str], Board]  # map id -> the Board to play it on
HISTORY = "history"


class SaveError(ValueError):
    """A save file that cannot be resumed; the message is one line for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


@dataclass(frozen=True)
class SavedGame:
    match: Match
    started: datetime  # when the game began: names it in the history
    # By player: "person" or a bot's strategy name (records.PERSON); empty: all people.
    seats: tuple[str, ...] = ()
    hints: tuple[int, ...] = ()  # by player: hints asked for so far; empty: none


def write_save(game: SavedGame, path: Path) -> None:
    """Write the game to ``path`` atomically, keeping the previous copy as ``.bak``."""
    record = game.match.record().model_copy(
        update={
            "started": game.started.isoformat(timespec="seconds"),
            "seats": list(game.seats) or None,
            "hints": list(game.hints) if any(game.hints) else None,
        }
    )
    write_text_atomic(path, record_json(record))


def read_save(path: Path, boards: BoardSource | None = None) -> SavedGame:
    """The game a save file holds, ready to go on; raises SaveError.

    ``boards`` gives the Board for a map id (the window passes the boards its scenes
    were built from); by default the record's map is loaded.
    """
    try:
        record = read_record(path)
    except RecordError as error:
        raise SaveError(str(error)) from None
    return resume(record, str(path), boards)


def resume(record: GameRecord, source: str, boards: BoardSource | None = None) -> SavedGame:
    """Replay a record that carries its deal into a game that can go on."""
    if record.seed is None:
        raise SaveError(f"{source}: a game record without its deal (seed) cannot be resumed")
    try:
        board = boards(record.map) if boards else board_for(record)
        deck = load_deck(record.deck or "okazu-20")
        match = Match.resume(record, board, deck)
    except (RecordError, CardError, MatchError) as error:
        raise SaveError(f"{source}: {error}") from None
    except MapError as error:
        raise SaveError(f"{source}: map {record.map!r}: {'; '.join(error.problems)}") from None
    try:
        started = datetime.fromisoformat(record.started) if record.started else datetime.now()
    except ValueError:
        started = datetime.now()  # a date is only a label: never refuse a game for it
    players = len(record.players)
    if record.seats is not None and len(record.seats) != players:
        raise SaveError(f"{source}: {len(record.seats)} seats for {players} players")
    if record.hints is not None and len(record.hints) != players:
        raise SaveError(f"{source}: hint counts for {len(record.hints)} of {players} players")
    return SavedGame(match, started, tuple(record.seats or ()), tuple(record.hints or ()))


# -- the autosave ---------------------------------------------------------------------


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def autosave(game: SavedGame) -> None:
    """Keep the game so far; a finished game moves to the history instead."""
    path = autosave_path()
    if game.match.game.finished:
        archive(game)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return
    write_save(game, path)


def load_autosave(boards: BoardSource | None = None) -> SavedGame | None:
    """The unfinished game left by the last run, or None.

    A damaged autosave is renamed aside (``autosave.json.damaged``) so the next game
    does not overwrite it, and SaveError says where it went.
    """
    path = autosave_path()
    if not path.exists():
        return None
    try:
        return read_save(path, boards)
    except SaveError as error:
        aside = path.with_name(path.name + ".damaged")
        os.replace(path, aside)
        raise SaveError(f"{error} (kept as {aside})") from None


def abandon(game: SavedGame) -> None:
    """A game left unfinished for a new one: keep it in the history, clear the autosave."""
    if game.match.history:  # a game with no turn played is nothing to keep
        archive(game)
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


# -- the history ----------------------------------------------------------------------


def history_dir() -> Path:
    return data_dir() / HISTORY


def archive(game: SavedGame) -> Path:
    """Write a game into the history folder under a name that sorts by its start."""
    stamp = game.started.strftime("%Y%m%d-%H%M%S")
    # A deal code may be any printable text: keep only what every file system accepts.
    code = re.sub(r"[^A-Za-z0-9_-]", "_", game.match.deck.seed)[:40]
    path = history_dir() / f"{stamp}-{game.match.board.map_id}-{code}.json"
    write_save(game, path)
    return path


def history() -> list[Path]:
    """Saved finished (and abandoned) games, newest first."""
    folder = history_dir()
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.json"), reverse=True)
