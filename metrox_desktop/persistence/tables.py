"""The files of a table played across computers, in the player's data folder.

- ``tables/host-ROOM.json``: the host's autosave of the whole table (seats, the
  tokens' hashes, the game with its deal, the choices made on the card on the table,
  the seats the host's bot plays until their person is back in ``stand_ins``, those of
  them whose person was still joined, silent past their time, in ``stand_ins_joined``: a
  file written before it kept them, with none, reads as a table whose bot plays no seat,
  or plays only seats away; whether its bot plays for a seat as it goes away or overdue,
  ``host --bot-for-absent``, in ``bot_for_absent``, true or false: a file without it,
  false),
  written atomically after every change, so a host that is killed starts the same
  table again, its bot playing the same seats.
- ``tables/host-ROOM.lock``: held by the process that hosts the table, for its life
  (persistence/lock.py): a second host of the same room is refused, and a table hosted
  now is not offered as stopped.
- ``tables/seat-KEY.json``: one seat a player took at a table: the room, the name, the
  seat token the host gave (kept to join again after a crash), the bot that plays it
  (a hosting window's own bots, ``join``'s; none for a person) and the player's own
  copy of the game. KEY is a hash of the room and the name: no name reaches a path.
  The seats one process plays at a table (``join --seats K``) keep their copy, the same
  game, once: each seat's file names, in ``game``, instead of holding the game in
  ``record``, the group's file below (a file written by an older version, with its
  ``record``, reads as it always did).
- ``tables/game-KEY.json``: the game the seats of one process share (the room, and the
  game in ``record``), written once a turn; KEY is a hash of the room and the name the
  seats were given (``join``'s ``--name``).

A table's game, once over, goes into the player's history like any other
(:func:`keep_in_history`): the same ``metrox-game/1`` record, whose ``seats`` mark it
as a table game across computers: the player's own seat as they played it (a person,
or a bot's level), every other seat ``table``. Seats of one table played by several
processes of one data folder share one entry (``tables/history.lock`` held while it is
read and replaced).

Only the host's own options name these files; nothing a peer sends does.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import re
import time
from collections.abc import Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import TABLE_SEAT, parse_game, record_text
from metrox_desktop.persistence import saves
from metrox_desktop.persistence.atomic import write_text_atomic
from metrox_desktop.persistence.lock import FolderLock
from metrox_desktop.persistence.own_files import own_folder
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.textfile import UnreadableFile, read_small_text
from metrox_desktop.words import QT_TRANSLATE_NOOP

TABLE_FILE_MOST = 8 * 1024 * 1024  # bytes: 99 seats and a long game fit many times over
HOST_FORMAT = "metrox-table-host/1"
SEAT_FORMAT = "metrox-table-seat/1"
GAME_FORMAT = "metrox-table-game/1"
GAME_NAME = re.compile(r"game-[0-9a-f]{24}\.json")  # what a seat's file may name
A_TABLE_FILE = QT_TRANSLATE_NOOP("files", "a table's file")
UNDER_WAY_FOR = 24 * 3600  # seconds a seat left mid-game is told of at a start


def tables_dir() -> Path:
    return data_dir() / "tables"


def host_path(room: str) -> Path:
    return tables_dir() / f"host-{room}.json"


def seat_path(room: str, name: str) -> Path:
    key = hashlib.sha256(f"{room}\n{name}".encode()).hexdigest()[:24]
    return tables_dir() / f"seat-{key}.json"


def _read(path: Path, kind: str) -> dict[str, Any] | None:
    """The file's object if it is one of ``kind``; None if there is none (or it cannot
    be read: a table then starts afresh, and the damaged file stays for a person)."""
    with contextlib.suppress(UnreadableFile, ValueError):
        data = json.loads(read_small_text(path, TABLE_FILE_MOST, A_TABLE_FILE))
        if isinstance(data, dict) and data.get("format") == kind:
            return data
    return None


def _write(path: Path, kind: str, data: dict[str, Any]) -> None:
    text = json.dumps({"format": kind, **data}, ensure_ascii=False, separators=(",", ":"))
    # The app's own folder and files: a link planted at either is replaced, never written
    # through (a table's room code and a seat's key can be read off the folder).
    own_folder(path.parent)
    write_text_atomic(path, text + "\n", follow_links=False)


def read_host(room: str) -> dict[str, Any] | None:
    """The host's autosave of room ``room`` (None: no table of that room)."""
    return _read(host_path(room), HOST_FORMAT)


def write_host(room: str, data: dict[str, Any]) -> None:
    _write(host_path(room), HOST_FORMAT, data)


class TableHostedNow(OSError):
    """Another process of this data folder hosts the table now (``words``: one line,
    marked for translation); an OSError, as a folder that can hold no lock."""

    def __init__(self, pid: int | None) -> None:
        self.words = QT_TRANSLATE_NOOP(
            "tables",
            "another process of this data folder hosts it now (process {pid}): one process"
            " hosts a table",
        ).format(pid="?" if pid is None else pid)
        super().__init__(self.words)


def _host_lock(room: str) -> FolderLock:
    return FolderLock(f"host-{room}", tables_dir())


def hold_table(room: str) -> FolderLock:
    """The lock of the table of room ``room``, taken for as long as the caller keeps it
    (the hosting process's life): two hosts of one table would overwrite each other's
    autosave. Raises TableHostedNow when another process holds it, another OSError when
    the folder can hold no lock."""
    own_folder(tables_dir())
    lock = _host_lock(room)
    if not lock.acquire():
        raise TableHostedNow(lock.holder())
    return lock


def hosted_now(room: str) -> bool:
    """Whether a process (this one too) hosts the table of room ``room`` now."""
    lock = _host_lock(room)
    if not lock.path.is_file() or lock.path.is_symlink():
        return False  # a host makes its lock file before it saves the table
    try:
        free = lock.acquire()
    except OSError:
        return False
    lock.release()
    return not free


def stopped_tables() -> list[dict[str, Any]]:
    """The tables hosted here that stopped before their end (a host killed, a window
    closed mid-game): their autosaves (of a game that had begun), the newest first. A
    table another process hosts now has not stopped. A file whose room is not the one
    its name says is no table's: its room would lead the table's lock and autosave
    out of the folder (``x/../..``), so it is left alone."""
    return [
        data
        for path, data in _newest("host-*.json", HOST_FORMAT)
        if isinstance(data.get("room"), str)
        and host_path(data["room"]) == path
        and isinstance(data.get("record"), dict)
        and not hosted_now(data["room"])
    ]


def _newest(pattern: str, kind: str) -> Iterator[tuple[Path, dict[str, Any]]]:
    """The files of ``kind`` named by ``pattern`` that read, with their paths, the
    newest first (of the newest 20)."""
    with contextlib.suppress(OSError):
        files = sorted(tables_dir().glob(pattern), key=lambda f: f.stat().st_mtime, reverse=True)
        for path in files[:20]:
            data = _read(path, kind)
            if data is not None:
                yield path, data


def finish_host(room: str) -> None:
    """The table is over and its record written: its autosave goes, and the lock file
    of the process that hosted it (which holds it still: gone with the process)."""
    host_path(room).unlink(missing_ok=True)
    _host_lock(room).path.unlink(missing_ok=True)


def read_seat(room: str, name: str) -> dict[str, Any] | None:
    """A seat this player took at room ``room`` under ``name`` (None: none kept), with
    its copy of the game in ``record`` (None: none yet), wherever it is kept."""
    data = _read(seat_path(room, name), SEAT_FORMAT)
    if data is None or data.get("room") != room or data.get("name") != name:
        return None
    return _with_game(data)


def write_seat(room: str, name: str, data: dict[str, Any]) -> None:
    """Seat ``name``'s file: ``data`` holds its copy of the game in ``record``, or names
    the file of the game its process's seats share in ``game`` (:func:`game_name`)."""
    _write(seat_path(room, name), SEAT_FORMAT, {"room": room, "name": name, **data})


def game_name(room: str, group: str) -> str:
    """The name of the file of the game the seats called ``group`` share at ``room``."""
    key = hashlib.sha256(f"{room}\n{group}\ngame".encode()).hexdigest()[:24]
    return f"game-{key}.json"


def write_game(room: str, group: str, record: dict[str, Any]) -> None:
    """The game the seats called ``group`` share at ``room``: its ``record``."""
    _write(tables_dir() / game_name(room, group), GAME_FORMAT, {"room": room, "record": record})


def _with_game(seat: dict[str, Any]) -> dict[str, Any]:
    """A seat's file with the game its process's seats share in ``record``, when it names
    one (a file of this folder, of its room; None when it cannot be read)."""
    name = seat.get("game")
    if isinstance(name, str):
        shared = _read(tables_dir() / name, GAME_FORMAT) if GAME_NAME.fullmatch(name) else None
        fits = shared is not None and shared.get("room") == seat.get("room")
        seat["record"] = (shared or {}).get("record") if fits else None
    return seat


def seat_over(seat: dict[str, Any]) -> bool:
    """Whether the game of a kept seat (:func:`read_seat`) is over: the host told its
    deal. Its token then names a seat of a table that has ended: the same room code may
    name a new table now, which has no seat for it."""
    record = seat.get("record")
    return isinstance(record, dict) and bool(record.get("seed"))


def last_seat() -> dict[str, Any] | None:
    """The seat this player took last (its room, name and host's address), to offer
    the same table again in Join a table; None if none is kept. A seat a bot played
    here (a hosted table's own bots) is no seat of the player's."""
    seats = _newest("seat-*.json", SEAT_FORMAT)
    return next(
        (
            _with_game(data)
            for _, data in seats
            if isinstance(data.get("room"), str) and not data.get("bot")
        ),
        None,
    )


def seat_under_way() -> dict[str, Any] | None:
    """The player's last seat (:func:`last_seat`) if it was left before its game's end
    (a window closed or killed mid-game: no deal told yet) in the last
    :data:`UNDER_WAY_FOR` seconds; None otherwise."""
    seat = last_seat()
    if seat is None or not isinstance(seat.get("name"), str) or seat_over(seat):
        return None
    try:
        written = seat_path(seat["room"], seat["name"]).stat().st_mtime
    except OSError:
        return None
    return seat if time.time() - written < UNDER_WAY_FOR else None


def keep_in_history(fields: dict[str, Any], own: Mapping[int, str], started: datetime) -> Path:
    """The table's game ``fields`` (a record with its deal) in this player's history, as
    a table game: the seats in ``own`` with their kinds (``person``, a bot's level), the
    others ``table``; the file it went to. The same game kept again (later in its
    play) replaces its own entry; kept here by another process at the same table (two
    ``join`` of one data folder), its entry takes this one's seats too, once: one game
    in the history, each seat played here counted. Raises OSError, or ValueError for a
    record that does not replay by its deal."""
    players = len(fields["players"])
    record = parse_game(record_text(fields | {"seats": [TABLE_SEAT] * players}), "table")
    if record.seed is None:
        raise ValueError("the table's record does not carry its deal")
    match = Match.resume(record, Board.load(record.map), load_deck(record.deck))
    with _history_writer():  # another process's entry read, merged and replaced as one
        # (a table's game: every seat's kind said, as here)
        earlier = [
            (path, kept)
            for path, kept in saves.kept_earlier(match)
            if kept.seats and len(kept.seats) == players
        ]
        kinds = [own.get(seat, TABLE_SEAT) for seat in range(players)]
        for _, kept in earlier:
            with contextlib.suppress(ValueError):  # its name kept
                started = datetime.fromisoformat(kept.started or "")
            theirs = kept.seats or kinds
            kinds = [kind if seat in own else theirs[seat] for seat, kind in enumerate(kinds)]
        path = saves.archive(saves.SavedGame(match, started, tuple(kinds)))
        for other, _ in earlier:  # its seats are in ``path`` now
            if other != path:
                other.unlink(missing_ok=True)
    return path


HISTORY_WAIT = 10.0  # seconds another process may keep a table's game into the history


@contextlib.contextmanager
def _history_writer() -> Iterator[None]:
    """Held while a table's game is kept into the history: one process of the data
    folder at a time. Raises OSError when another holds it longer than HISTORY_WAIT."""
    own_folder(tables_dir())
    lock = FolderLock("history", tables_dir())
    deadline = time.monotonic() + HISTORY_WAIT
    while not lock.acquire():
        if time.monotonic() > deadline:
            busy = QT_TRANSLATE_NOOP("os", "another process keeps a game into the history")
            raise OSError(errno.EAGAIN, busy, str(lock.path))
        time.sleep(0.02)
    try:
        yield
    finally:
        lock.release()
