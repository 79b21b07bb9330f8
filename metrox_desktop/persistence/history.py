"""The games kept in a history folder, listed fast: one small summary per file.

Every game a player finishes or leaves is kept as a record (``saves.archive``); a
summary (:class:`GameSummary`) is what a list or the statistics need of it: the date,
map, players (a bot with its level), each total, the winners, finished or left. Working
it out replays the record (about a millisecond), so summaries are kept in a cache file
in the data folder, each under its file's name, size and modification time: a file
written, replaced, touched or removed since is read again or forgotten, so the cache
never disagrees with the folder. A file that cannot be read is :class:`Unreadable`
(named, with why): skipped and counted, never deleted or moved.

    folder = HistoryFolder(saves.history_dir())
    for item in folder.scan():            # newest first (the app names files by start)
        ...
    folder.save_cache()

No Qt here: the ``stats`` command, the History and Statistics windows share it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, NamedTuple

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import (
    PERSON,
    TABLE_SEAT,
    GameRecord,
    board_for,
    one_line,
    read_record,
    replay,
)
from metrox_desktop.engine.scoring import score, winners
from metrox_desktop.engine.state import Award
from metrox_desktop.fileformat import Finite, read_plainly
from metrox_desktop.persistence.atomic import not_a_folder, read_own_file, write_text_atomic
from metrox_desktop.persistence.own_files import own_folder
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.sharing.lesson import is_lesson_deal
from metrox_desktop.textfile import parse_json
from metrox_desktop.words import words_of

DAILY_TRY, PRACTICE = "try", "practice"  # GameSummary.daily
CACHE_FOLDER = "history-cache"
CACHE_VERSION = 2  # 2: a summary without the hints asked (never read)
# A summary of six seats with long names, in JSON: a cache larger than this a game is
# not ours (cache_limit).
CACHE_BYTES_PER_GAME = 16_000


class FileKey(NamedTuple):
    """A file as the cache knows it: a summary is good while all three are the same."""

    name: str
    size: int
    mtime_ns: int


@dataclass(frozen=True)
class GameSummary:
    """What a list of games and the statistics need of one kept game."""

    file: str
    started: str  # ISO 8601 local time from the record; "" when it has none
    modified: Annotated[
        float, Finite()
    ]  # the file's modification time (the date of a record without one)
    map: str
    deck: str | None
    seed: str | None
    players: tuple[str, ...]
    kinds: tuple[str, ...]  # by player: "person", a bot's strategy name, or "table"
    totals: tuple[int, ...]
    winners: tuple[int, ...]  # by seat, in seat order (ties share)
    finished: bool
    turns: int
    routes: tuple[int, ...]  # routes completed, by player
    crowns: tuple[int, ...]  # of them, with the crown (first), by player
    # A game of today's deal: "try" (the day's result, once finished) or "practice".
    daily: str = ""

    @property
    def lesson(self) -> bool:
        """A game of the guided first game's deal (Help > Learn to play)."""
        return is_lesson_deal(self.map, self.seed, len(self.players))

    @property
    def date(self) -> datetime:
        """When the game began, as its record says (any year from 1 to 9999, local time
        without a zone, so every game's date compares with every other's); else when
        its file was written."""
        if self.started:
            with contextlib.suppress(ValueError):
                return _without_zone(datetime.fromisoformat(self.started))
        try:
            return datetime.fromtimestamp(self.modified)
        except (OverflowError, OSError, ValueError):  # a file dated beyond the calendar
            return datetime.min if self.modified < 0 else datetime.max

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(p for p, kind in enumerate(self.kinds) if kind == PERSON)

    @property
    def counted(self) -> tuple[int, ...]:
        """The seats whose totals are the player's statistics: the people; at a table
        across computers, the seats this computer played (a bot of ``join``), none when
        it only hosted; in a game of bots alone (``simulate --records``), every seat."""
        if self.people:
            return self.people
        own = tuple(p for p, kind in enumerate(self.kinds) if kind != TABLE_SEAT)
        return own if own or self.across else tuple(range(len(self.players)))

    @property
    def across(self) -> bool:
        """A game of a table across computers (a seat played at another one)."""
        return TABLE_SEAT in self.kinds

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def bots(self) -> tuple[str, ...]:
        """The levels of the bots at the table, in seat order."""
        return tuple(kind for kind in self.kinds if kind not in (PERSON, TABLE_SEAT))


def _without_zone(moment: datetime) -> datetime:
    """``moment`` in local time without its zone; as written if that would leave the
    calendar (year 1 at +14:00)."""
    if moment.tzinfo is None:
        return moment
    try:
        return moment.astimezone().replace(tzinfo=None)
    except (OverflowError, OSError, ValueError):
        return moment.replace(tzinfo=None)


@dataclass(frozen=True)
class Unreadable:
    """A file in the folder that is not a game that can be replayed (skipped, kept)."""

    file: str
    problem: str  # one line, English


Item = GameSummary | Unreadable


def _board(record: GameRecord, boards: dict[str, Board]) -> Board:
    """The record's map, loaded once per map into ``boards``."""
    board = boards.get(record.map)
    if board is None:  # two threads may both load it: the same board either way
        board = boards.setdefault(record.map, board_for(record))
    return board


def summarise(
    path: Path, modified: float | None = None, boards: dict[str, Board] | None = None
) -> Item:
    """The summary of the record at ``path`` (its replay and scores), or why not;
    ``boards`` keeps the maps loaded for the next summaries."""
    try:
        record = read_record(path)
        game = replay(record, _board(record, {} if boards is None else boards))
    except ValueError as error:  # RecordError, and anything a hostile file may cause
        problem = words_of(error)
        prefix = f"{path}: "
        return Unreadable(path.name, one_line(problem.removeprefix(prefix)))
    board = game.board
    scores = [score(board, sheet) for sheet in game.sheets]
    players = len(record.players)
    kinds = tuple(record.seats) if record.seats and len(record.seats) == players else ()
    if modified is None:
        try:
            modified = path.stat().st_mtime
        except OSError:
            modified = 0.0
    return GameSummary(
        file=path.name,
        started=record.started or "",
        modified=modified,
        map=board.map_id,
        deck=record.deck,
        seed=record.seed,
        players=tuple(record.players),
        kinds=kinds or (PERSON,) * players,
        totals=tuple(s.total for s in scores),
        winners=winners(scores),
        finished=game.finished,
        turns=len(record.turns),
        routes=tuple(len(s.completed) for s in scores),
        crowns=tuple(sum(a is Award.FIRST for _, a in s.completed) for s in scores),
        daily=daily_kind(record),
    )


def daily_kind(record: GameRecord) -> str:
    """How a record marks itself as a game of today's deal: "try", "practice" or ""."""
    if record.today is None:
        return ""
    return PRACTICE if record.today.practice else DAILY_TRY


def cache_path_for(folder: Path) -> Path:
    """Where the summaries of ``folder`` are kept: one cache file per folder, in the
    data folder (the history folder's own is ``history.json``)."""
    from metrox_desktop.persistence.saves import history_dir

    caches = data_dir() / CACHE_FOLDER
    try:
        same = folder.resolve() == history_dir().resolve()
    except OSError:
        same = False
    if same:
        return caches / "history.json"
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8", "surrogateescape"))
    return caches / f"folder-{digest.hexdigest()[:20]}.json"


@dataclass
class HistoryFolder:
    """The kept games of one folder, with their cache of summaries."""

    folder: Path
    cache: Path | None = None  # None: cache_path_for(folder)
    _known: dict[str, tuple[FileKey, Item]] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _changed: bool = field(default=False, repr=False)
    _boards: dict[str, Board] = field(default_factory=dict, repr=False)  # by record's map

    def __post_init__(self) -> None:
        """Reads the cache: slow for a large history, so a window makes its
        HistoryFolder off its own thread."""
        if self.cache is None:
            self.cache = cache_path_for(self.folder)
        self._known = _load_cache(self.cache, len(self.files()))

    # -- listing ---------------------------------------------------------------------
    def files(self) -> list[FileKey]:
        """The records in the folder (``*.json`` but folders and hidden temporary
        files), newest first: the app names each by when the game began. Anything else
        under such a name (a link to a device, a pipe, a broken link) is listed too, to
        be named as unreadable. No folder yet: none (no game kept). One that is there
        but cannot be listed (a file, a pipe, no permission) raises OSError: its games
        cannot be read, and are never counted as none."""
        found: list[FileKey] = []
        problem = not_a_folder(self.folder)  # said as a save into it says it
        if problem is not None:
            raise problem
        try:
            entries = os.scandir(self.folder)
        except FileNotFoundError:
            return found
        with entries:
            for entry in entries:
                if not entry.name.endswith(".json") or entry.name.startswith("."):
                    continue
                try:
                    if entry.is_dir():
                        continue
                    info = entry.stat()
                    found.append(FileKey(entry.name, info.st_size, info.st_mtime_ns))
                except OSError:  # a broken link: read (and named) every time
                    found.append(FileKey(entry.name, -1, -1))
        return sorted(found, reverse=True)

    def cached(self, key: FileKey) -> Item | None:
        """The summary kept for exactly this file (same name, size and time), or None."""
        with self._lock:
            known = self._known.get(key.name)
        return known[1] if known is not None and known[0] == key else None

    def read(self, key: FileKey) -> Item:
        """The summary of one file: from the cache, else read (and kept for the cache)."""
        item = self.cached(key)
        if item is None:
            item = summarise(self.folder / key.name, key.mtime_ns / 1e9, self._boards)
            with self._lock:
                self._known[key.name] = (key, item)
                self._changed = True
        return item

    def scan(self) -> Iterator[Item]:
        """Every file's summary, newest first (cached ones cost no reading)."""
        keys = self.files()
        self.forget_others(keys)
        for key in keys:
            yield self.read(key)

    def forget_others(self, keys: list[FileKey]) -> None:
        """Drop what the cache holds of files no longer in the folder."""
        names = {key.name for key in keys}
        with self._lock:
            gone = [name for name in self._known if name not in names]
            for name in gone:
                del self._known[name]
            self._changed = self._changed or bool(gone)

    def save_cache(self) -> bool:
        """Write the cache (when something changed); False if it cannot be written
        (a read-only data folder): the summaries are then worked out again next time."""
        with self._lock:
            if not self._changed or self.cache is None:
                return True
            entries = {
                name: {"size": key.size, "mtime_ns": key.mtime_ns, **_item_json(item)}
                for name, (key, item) in self._known.items()
            }
            self._changed = False
        text = json.dumps({"version": CACHE_VERSION, "files": entries}, ensure_ascii=False)
        try:
            own_folder(self.cache.parent)  # a link planted there (or at the file): replaced
            write_text_atomic(self.cache, text, follow_links=False)
        except OSError:
            with self._lock:
                self._changed = True
            return False
        return True


def any_finished(folder: Path) -> bool:
    """Whether ``folder`` keeps a game played to its end (read newest first, up to
    the first such game: a player with one is no newcomer)."""
    return any(
        isinstance(item, GameSummary) and item.finished for item in HistoryFolder(folder).scan()
    )


def _item_json(item: Item) -> dict[str, Any]:
    if isinstance(item, Unreadable):
        return {"unreadable": item.problem}
    return {"game": asdict(item)}


def _is_int(value: object) -> bool:
    return type(value) is int  # not a bool, not a float


def _item_of(name: str, entry: object) -> Item | None:
    """The summary an entry of the cache holds, or None when it is not exactly one as
    :meth:`HistoryFolder.save_cache` writes it: an entry that differs in any field's
    type is read again from its game file (a cache is only ever a copy)."""
    if not isinstance(entry, dict):
        return None
    if "unreadable" in entry:
        problem = entry["unreadable"]
        return Unreadable(name, problem) if isinstance(problem, str) else None
    summary = read_plainly(GameSummary, entry.get("game"))
    if summary is None or summary.file != name:
        return None
    seats = len(summary.players)
    same_seats = all(
        len(getattr(summary, k)) == seats for k in ("kinds", "totals", "routes", "crowns")
    )
    winners = all(0 <= w < seats for w in summary.winners)
    return summary if seats and same_seats and winners else None


def cache_limit(files: int) -> int:
    """The most bytes the cache of a folder of ``files`` game files may take: about
    what their summaries can need (a long name at every seat), no more. A larger one is
    not ours to read: it is rebuilt."""
    return 64_000 + files * CACHE_BYTES_PER_GAME


def _load_cache(path: Path, files: int) -> dict[str, tuple[FileKey, Item]]:
    """The cache as written by :meth:`HistoryFolder.save_cache`, opened without
    following a link; anything else (missing, a link, damaged, an older version,
    larger than a cache of ``files`` games can be) counts as empty and is rebuilt, and
    an entry that is not exactly a summary is read again from its file."""
    raw = read_own_file(path, cache_limit(files))
    if raw is None:
        return {}
    try:
        data = parse_json(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
        return {}
    entries = data.get("files")
    known: dict[str, tuple[FileKey, Item]] = {}
    for name, entry in entries.items() if isinstance(entries, dict) else ():
        item = _item_of(name, entry)
        if item is None or not _is_int(entry.get("size")) or not _is_int(entry.get("mtime_ns")):
            continue
        known[name] = (FileKey(name, entry["size"], entry["mtime_ns"]), item)
    return known
