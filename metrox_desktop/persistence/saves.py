"""Saved games: a game in progress is its ``metrox-game/1`` record plus its deal.

A record that carries the deck and seed is all a game is (every card follows from the
seed, every mark from the choices), so a save file is an ordinary game record that any
reader of the format can replay. Resuming replays it through :meth:`Match.resume`,
which also proves the file was not edited into an impossible game.

The autosave is the same file under a fixed name, written after every turn; a finished
game moves into the history folder (for the history viewer and statistics to come).
Nothing here deletes a player's data: a file that cannot be read is set aside, never
overwritten.
"""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from pathlib import Path

from metrox_desktop.engine.cards import CardError, load_deck
from metrox_desktop.engine.match import Match, MatchError
from metrox_desktop.engine.records import (
    GameRecord,
    RecordError,
    board_for,
    parse_record,
    read_record,
    record_json,
)
from metrox_desktop.persistence.atomic import write_text_atomic
from metrox_desktop.persistence.paths import data_dir

AUTOSAVE = "autosave.json"
HISTORY = "history"


class SaveError(ValueError):
    """A save file that cannot be resumed; the message is one line for the player."""


def write_save(match: Match, path: Path) -> None:
    """Write ``match`` to ``path`` atomically, keeping the previous copy as ``.bak``."""
    write_text_atomic(path, record_json(match.record()))


def read_save(path: Path) -> Match:
    """The match a save file holds, ready to go on; raises SaveError."""
    try:
        record = read_record(path)
    except RecordError as error:
        raise SaveError(str(error)) from None
    return resume(record, str(path))


def resume_text(text: str, source: str) -> Match:
    """The match a save file's text holds (for files read elsewhere, e.g. dropped)."""
    try:
        record = parse_record(text, source)
    except RecordError as error:
        raise SaveError(str(error)) from None
    return resume(record, source)


def resume(record: GameRecord, source: str) -> Match:
    """Replay a record that carries its deal into a match that can go on."""
    if record.seed is None:
        raise SaveError(f"{source}: a game record without its deal (seed) cannot be resumed")
    try:
        board = board_for(record)
        deck = load_deck(record.deck or "okazu-20")
        return Match.resume(record, board, deck)
    except (RecordError, CardError, MatchError) as error:
        raise SaveError(f"{source}: {error}") from None


# -- the autosave ---------------------------------------------------------------------


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def autosave(match: Match) -> None:
    """Keep the game so far; a finished game moves to the history instead."""
    path = autosave_path()
    if match.game.finished:
        archive(match)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return
    write_save(match, path)


def load_autosave() -> Match | None:
    """The unfinished game left by the last run, or None.

    A damaged autosave is renamed aside (``autosave.json.damaged``) so the next game
    does not overwrite it, and SaveError says where it went.
    """
    path = autosave_path()
    if not path.exists():
        return None
    try:
        return read_save(path)
    except SaveError as error:
        aside = path.with_name(path.name + ".damaged")
        os.replace(path, aside)
        raise SaveError(f"{error} (kept as {aside})") from None


def discard_autosave() -> None:
    """The player chose not to resume: keep the game in the history, unfinished."""
    path = autosave_path()
    if path.exists():
        with contextlib.suppress(SaveError):
            archive(read_save(path))
        path.unlink()


# -- the history ----------------------------------------------------------------------


def history_dir() -> Path:
    return data_dir() / HISTORY


def archive(match: Match, when: datetime | None = None) -> Path:
    """Write a game into the history folder under a name that sorts by date."""
    when = when or datetime.now()
    stamp = when.strftime("%Y%m%d-%H%M%S")
    name = f"{stamp}-{match.board.map_id}-{match.deck.seed}.json"
    path = history_dir() / name
    write_save(match, path)
    return path


def history() -> list[Path]:
    """Saved finished (and abandoned) games, newest first."""
    folder = history_dir()
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.json"), reverse=True)
