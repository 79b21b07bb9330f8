"""Saved games: a game in progress is its ``metrox-game/1`` record plus its deal.

A record that carries the deck and seed is all a game is (every card follows from the
seed, every mark from the choices), so a save file is an ordinary game record that any
reader of the format can replay. Resuming replays it through :meth:`Match.resume`,
which also proves the file was not edited into an impossible game.

Every save the app writes carries a checksum of its content (records.content_checksum).
On reading, a game that replays by the rules opens even when its checksum is missing
(another program, an older version) or does not match (edited by hand, or damaged so
that it is still a legal game): ``SavedGame.note`` then says so, for the window to show.
A file that does not replay is refused; when its checksum does not match, the message
says the file was changed since the app wrote it.

The autosave is the same file under a fixed name, written after every choice (keeping
the previous version as ``.bak``); a finished or abandoned game moves into the history
folder (for the history viewer and statistics to come), named by when it began. At
start, :mod:`persistence.recovery` finds the game to go on with. Nothing here deletes a
player's data: a file that cannot be read is set aside under a new name, never
overwritten.
"""

from __future__ import annotations

import contextlib
import glob
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from metrox_desktop.deal import deal_code_problem
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardError, DeckSpec, load_deck
from metrox_desktop.engine.match import Match, MatchError
from metrox_desktop.engine.records import (
    A_RECORD,
    MAX_RECORD_BYTES,
    PERSON,
    TABLE_SEAT,
    OneLineError,
    RecordError,
    Seal,
    one_line,
    parse_game,
    read_record,
    record_json,
    seal_of,
    sealed,
)
from metrox_desktop.maps.loader import MapError, builtin_map_ids, map_problem
from metrox_desktop.persistence.atomic import (
    backup_path,
    leftover_temp_files,
    name_part,
    not_a_folder,
    numbered_name,
    remove_leftovers,
    set_aside,
    through_links,
    write_text_atomic,
)
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.seats import MAX_SEATS, bot_names, name_problem
from metrox_desktop.sharing.friends import friend_kind_problem, is_friend_kind
from metrox_desktop.textfile import UnreadableFile, read_small_text
from metrox_desktop.words import QT_TRANSLATE_NOOP, about, words_of

if TYPE_CHECKING:
    from metrox_desktop.engine.records import DailyMark, GameRecord

AUTOSAVE = "autosave.json"
NO_GAME = ""  # what a cleared autosave behind a player's link holds: holds_no_game
# The bot that plays a seat that was at another computer when a table's game goes on
# at this screen (History's Continue, Play from here): the table itself is not there.
TABLE_STAND_IN = "normal"
BoardSource = Callable[[str], Board]  # map id -> the Board to play it on
HISTORY = "history"


class SaveError(OneLineError):
    """A save file that cannot be resumed."""

    def __init__(self, message: str, *, damaged: bool = False) -> None:
        super().__init__(message)
        # The file was read but holds no game that replays (not JSON, not a record, or
        # turns against the rules): damaged, or not a MetroX game at all.
        self.damaged = damaged


@dataclass(frozen=True)
class SavedGame:
    match: Match
    started: datetime  # when the game began: names it in the history
    # By player: "person" or a bot's strategy name (records.PERSON); empty: all people.
    seats: tuple[str, ...] = ()
    hints: tuple[int, ...] = ()  # by player: hints asked for so far; empty: none
    # Read from a file the app did not write as it is (no checksum, or a checksum that
    # does not match): one line for the player. Empty for the app's own intact files.
    note: str = ""
    # A game of today's deal (sharing/today.py): the day, and whether it is practice.
    today: DailyMark | None = None
    # The match just before its last turn settled, while a person may still take a
    # choice of it back (Table.reopenable; a save's ``last_turn_undoable``). None: the
    # last turn is final (a card flipped since, or no person wrote in it).
    reopenable: Match | None = None


NOTE_MISSING = QT_TRANSLATE_NOOP(
    "saves", "{source} has no checksum: it was written by another program or edited by hand"
)
NOTE_BROKEN = QT_TRANSLATE_NOOP(
    "saves",
    "{source} was changed outside the app (edited by hand, or damaged): it follows the "
    "rules, but check the names and the sheet",
)


def write_save(game: SavedGame, path: Path, *, keep_previous: bool = False) -> None:
    """Write the game to ``path`` atomically, with a checksum of its content; raises
    OSError. ``keep_previous``: keep the old file as ``.bak`` (the app's own files)."""
    record = replace(
        game.match.record(),
        started=game.started.isoformat(timespec="seconds"),
        seats=list(game.seats) or None,
        hints=list(game.hints) if any(game.hints) else None,
        today=game.today,
        open_turn=game.match.open_turn(),  # a card up: it and the choices made go on
        last_turn_undoable=True if _undoable(game) else None,
    )
    write_text_atomic(path, record_json(sealed(record)), keep_previous=keep_previous)


def _undoable(game: SavedGame) -> bool:
    """Whether a person may still take back a choice of the game's last turn, which
    settled with no card flipped since (the game not over: its end is final)."""
    match = game.match
    return game.reopenable is not None and match.card is None and not match.game.finished


def read_save(path: Path, boards: BoardSource | None = None) -> SavedGame:
    """The game a save file holds, ready to go on; raises SaveError.

    ``boards`` gives the Board for a map id (the window passes the boards its scenes
    were built from); by default the record's map is loaded.
    """
    try:
        text = read_small_text(path, MAX_RECORD_BYTES, A_RECORD)
    except UnreadableFile as error:  # missing, a folder, unreadable: the file's problem
        raise SaveError(about(str(path), error.words)) from None
    try:
        record = parse_game(text, str(path))
    except RecordError as error:
        raise SaveError(words_of(error), damaged=True) from None
    return resume(record, str(path), boards)


def resume(record: GameRecord, source: str, boards: BoardSource | None = None) -> SavedGame:
    """Replay a record that carries its deal into a game that can go on."""
    seal = seal_of(record)
    try:
        saved = _resume(record, source, boards)
    except SaveError as error:
        if seal is Seal.BROKEN:
            changed = QT_TRANSLATE_NOOP(
                "saves", "{problem} (the file was changed since the app wrote it)"
            )
            raise SaveError(changed.format(problem=error.words), damaged=error.damaged) from None
        raise
    notes = {Seal.MISSING: NOTE_MISSING, Seal.BROKEN: NOTE_BROKEN}
    return replace(saved, note=notes[seal].format(source=source) if seal in notes else "")


def _resume(record: GameRecord, source: str, boards: BoardSource | None) -> SavedGame:
    if record.seed is None:
        no_deal = QT_TRANSLATE_NOOP(
            "saves", "a game record without its deal (seed) cannot be resumed"
        )
        raise SaveError(about(source, no_deal))
    problem = deal_code_problem(record.seed)
    if problem is not None:
        raise SaveError(about(source, problem))
    if record.map not in builtin_map_ids():
        other_map = QT_TRANSLATE_NOOP(
            "saves",
            "the game is on map {map!r}; only the app's own maps ({known}) can be played on",
        )
        raise SaveError(
            about(source, other_map.format(map=record.map, known=", ".join(builtin_map_ids())))
        )
    try:
        board = boards(record.map) if boards else Board.load(record.map)
        deck = load_deck(record.deck)
        match = Match.resume(record, board, deck)
        reopenable = _reopenable(record, match, board, deck)
    except (RecordError, MatchError) as error:  # its turns do not replay by the rules
        raise SaveError(about(source, words_of(error)), damaged=True) from None
    except CardError as error:
        raise SaveError(about(source, words_of(error))) from None
    except MapError as error:
        raise SaveError(about(source, map_problem(record.map, error))) from None
    try:
        started = datetime.fromisoformat(record.started) if record.started else datetime.now()
    except ValueError:
        started = datetime.now()  # a date is only a label: never refuse a game for it
    record = played_here(record, source)
    _check_seats(record, source)
    kinds, counts = tuple(record.seats or ()), tuple(record.hints or ())
    return SavedGame(match, started, kinds, counts, today=record.today, reopenable=reopenable)


def _reopenable(record: GameRecord, match: Match, board: Board, deck: DeckSpec) -> Match | None:
    """The match before the record's last turn settled, when the save says a person may
    still take a choice of it back (None: it does not, or it cannot be so: a card up,
    no turn, the game over; raises MatchError as ``Match.resume`` does)."""
    if not record.last_turn_undoable or record.open_turn is not None or not record.turns:
        return None
    if match.game.finished:
        return None
    return Match.before_last_settled(record, board, deck)


def played_here(record: GameRecord, source: str = "") -> GameRecord:
    """A table's game across computers as it goes on at this screen: its seats that were
    at other computers played by the :data:`TABLE_STAND_IN` bot (any other record as
    it is). Raises SaveError for a table larger than one screen seats."""
    seats = record.seats or []
    if TABLE_SEAT not in seats:
        return record
    if len(seats) > MAX_SEATS:
        too_many = QT_TRANSLATE_NOOP(
            "saves",
            "a table of {players} seats cannot go on at one screen (at most {most});"
            " its replay shows every turn",
        )
        raise SaveError(about(source, too_many.format(players=len(seats), most=MAX_SEATS)))
    kinds = [TABLE_STAND_IN if kind == TABLE_SEAT else kind for kind in seats]
    return replace(record, seats=kinds)


def _check_seats(record: GameRecord, source: str) -> None:
    """The record's seats as a table can take them: as many as the players, names the
    app takes, bots it knows, friends' games of this very deal, hints for each."""
    players = len(record.players)
    if record.seats is not None and len(record.seats) != players:
        seats = QT_TRANSLATE_NOOP(
            "saves", "the seats ({seats}) do not match the players ({players})"
        )
        raise SaveError(about(source, seats.format(seats=len(record.seats), players=players)))
    if players > MAX_SEATS:  # the window has room for this many sheets, no more
        too_many = QT_TRANSLATE_NOOP("saves", "{players} players: a game has at most {most}")
        raise SaveError(about(source, too_many.format(players=players, most=MAX_SEATS)))
    for name in record.players:  # the names --players and New game take, and no others
        problem = name_problem(name)
        if problem is not None:
            raise SaveError(about(source, problem))
    for name, kind in zip(record.players, record.seats or (), strict=False):
        if is_friend_kind(kind):  # a friend's game of this very deal, played to its end
            friend = friend_kind_problem(kind, record)
            if friend is not None:
                seat = QT_TRANSLATE_NOOP("saves", "{name}: {problem}")
                raise SaveError(about(source, seat.format(name=one_line(name), problem=friend)))
            continue
        if kind != PERSON and kind not in (known := bot_names()):  # else its turn never comes
            no_bot = QT_TRANSLATE_NOOP(
                "saves", "{name}: no bot strategy called {kind!r} (known: {known})"
            )
            raise SaveError(
                about(
                    source,
                    no_bot.format(name=one_line(name), kind=one_line(kind), known=", ".join(known)),
                )
            )
    if record.hints is not None and len(record.hints) != players:
        hints = QT_TRANSLATE_NOOP(
            "saves", "the hint counts ({hints}) do not match the players ({players})"
        )
        raise SaveError(about(source, hints.format(hints=len(record.hints), players=players)))


# -- the autosave ---------------------------------------------------------------------


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def autosave(game: SavedGame) -> OSError | None:
    """Keep the game so far; a finished game moves to the history instead. Raises
    OSError when the game could not be written at all.

    A finished game that cannot go into the history (a history folder that is a file,
    read-only, a link to a drive not mounted) stays in the autosave until it can: the
    reason is returned, for the window to say where the game is."""
    if game.match.game.finished:
        try:
            archive(game)
        except OSError as error:
            write_save(game, autosave_path(), keep_previous=True)
            return error
        clear_autosave()
        return None
    write_save(game, autosave_path(), keep_previous=True)
    return None


def set_finished_aside() -> Path:
    """Move the autosave holding a finished game that the history cannot take to a name
    of its own beside it (``autosave.json.finished``, ``-2``...), so a new game can be
    autosaved; the path it went to. Raises OSError (the autosave is then untouched).
    Its previous version and unfinished writes go too: they are the same game, earlier.
    An autosave the player linked elsewhere is copied aside and emptied (no game), so
    the link keeps a file to be written through."""
    link = autosave_path()
    path = through_links(link)
    linked = path != link
    aside = set_aside(path, "finished", keep=linked)
    try:
        if linked:
            write_text_atomic(link, NO_GAME)
    except OSError:
        aside.unlink()  # the autosave holds the game still
        raise
    for old in (*leftover_temp_files(path), backup_path(path)):
        with contextlib.suppress(OSError):
            old.unlink()
    return aside


def clear_autosave() -> None:
    """Remove the autosave, its previous copy and leftover temporary files, once the
    game they hold is safe elsewhere (in the history). The main file goes last: a crash
    half-way leaves a game to resume, never a backup of a finished game. An autosave
    the player linked elsewhere is emptied instead (no game, :func:`holds_no_game`): a
    link is written through only to a file that is there."""
    link = autosave_path()
    path = through_links(link)
    for old in (*leftover_temp_files(path), backup_path(path)):
        with contextlib.suppress(FileNotFoundError):
            old.unlink()
    if path != link and path.is_file():
        write_text_atomic(link, NO_GAME)
    else:
        path.unlink(missing_ok=True)


def holds_no_game(path: Path) -> bool:
    """An autosave the player linked elsewhere whose file is empty: cleared at the end
    of a game (or made empty by the player to link to), no game rather than a damaged
    file. The app's own autosave is never empty: one that is, is damaged."""
    target = through_links(path)
    try:
        return target != path and target.is_file() and target.stat().st_size == 0
    except OSError:
        return False


def abandon(game: SavedGame) -> None:
    """A game left unfinished for a new one: keep it in the history, clear the autosave.
    Raises OSError (and leaves the autosave alone) if it cannot be kept."""
    if game.match.history:  # a game with no turn played is nothing to keep
        archive(game)
    clear_autosave()


# -- the history ----------------------------------------------------------------------


def history_dir() -> Path:
    return data_dir() / HISTORY


def archive(game: SavedGame) -> Path:
    """Write a game into the history folder under a name that sorts by its start.

    The same game written again (later in its play) replaces its own entry; an entry
    of any other game under that name is never replaced: the new one gets ``-2``..."""
    stamp = game.started.strftime("%Y%m%d-%H%M%S")
    name = f"{stamp}{_name_tail(game.match)}"
    folder = history_dir()
    problem = not_a_folder(folder)  # say what it is, not mkdir's "File exists"
    if problem is not None:
        raise problem
    full = QT_TRANSLATE_NOOP("os", "no free name in the history")
    path = numbered_name(folder, name, lambda kept: _earlier_state_of(kept, game.match), full)
    write_save(replace(game, reopenable=None), path)  # kept as played: every turn final
    remove_leftovers(path)  # of a write cut short earlier: the entry is whole now
    return path


def _name_tail(match: Match) -> str:
    """What follows the start in the name of a history entry of ``match``'s game."""
    # A deal code may be any printable text: keep only what every file system accepts.
    return f"-{match.board.map_id}-{name_part(match.deck.seed)[:40]}"


def kept_earlier(match: Match) -> list[tuple[Path, GameRecord]]:
    """The history entries of ``match``'s game at an earlier (or the same) turn, whenever
    they say it began (two processes of one data folder at one table each saw it begin),
    with their records, in the order of their names."""
    tail = glob.escape(_name_tail(match))
    with contextlib.suppress(OSError):
        names = sorted(
            {*history_dir().glob(f"*{tail}.json"), *history_dir().glob(f"*{tail}-*.json")}
        )
        return [
            (path, kept) for path in names if (kept := _earlier_record(path, match)) is not None
        ]
    return []


def _earlier_state_of(path: Path, match: Match) -> bool:
    """Whether the history entry at ``path`` is ``match`` at an earlier (or the same) turn."""
    return _earlier_record(path, match) is not None


def _earlier_record(path: Path, match: Match) -> GameRecord | None:
    """The record of the history entry at ``path`` if it is ``match`` at an earlier (or
    the same) turn; None otherwise."""
    try:
        kept = read_record(path)
    except RecordError:
        return None
    now = match.record()
    same = (
        kept.seed == now.seed
        and kept.players == now.players
        and kept.map == now.map
        and kept.turns == now.turns[: len(kept.turns)]
    )
    return kept if same else None


def history() -> list[Path]:
    """Saved finished (and abandoned) games, newest first."""
    folder = history_dir()
    with contextlib.suppress(OSError):
        return sorted((p for p in folder.glob("*.json") if p.is_file()), reverse=True)
    return []
