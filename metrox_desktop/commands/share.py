"""`metrox-desktop share RECORD [--code] [--player NAME] [--par]`: a game for a chat.

One short line: the map, the deal code, the total (and its share of par when par of
the deal is known: worked out by the final dialog or ``par``, or now with ``--par``),
the day for today's deal, and the result code (docs/result-code.md), which holds the
deal and every choice: a friend pastes it into Game > Play against a result, or
``compare``. ``--code`` prints the code alone. A game of one person goes out under the
player's name: ``--name``, else the one kept in Preferences (``sharing.shared_name``).
"""

from __future__ import annotations

import argparse

from metrox_desktop.commands.options import UsageError, file_names, record_file, shown
from metrox_desktop.engine.records import PERSON, GameRecord, RecordError, one_line


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "share", help="one line to paste in a chat: a game's score and its result code"
    )
    parser.add_argument(
        "record", metavar="RECORD", help="a metrox-game/1 file with its deal (or its text)"
    )
    parser.add_argument("--code", action="store_true", help="print the result code alone")
    parser.add_argument(
        "--player",
        metavar="NAME",
        help="whose game, at a table (default: the first person, else the first player)",
    )
    parser.add_argument(
        "--name",
        metavar="NAME",
        help="the name the result carries, for a game of one person (default: the one"
        " kept in Preferences, else the game's own)",
    )
    parser.add_argument(
        "--par", action="store_true", help="work out par if it is not known yet (some seconds)"
    )


def run(args: argparse.Namespace) -> int:
    from metrox_desktop.engine.board import Board
    from metrox_desktop.maps.loader import MapError, load_builtin
    from metrox_desktop.sharing.merge import MergeError, code_not_file, read_game
    from metrox_desktop.sharing.result_code import MAPS, ResultCodeError
    from metrox_desktop.sharing.share_line import share_line, share_words

    file_names(args.record, what="RECORD")
    if code_not_file(args.record) is not None:  # a friend's code, alone or in a line or link
        raise UsageError(
            f"{shown(args.record)} is a result code, not a file: share takes a saved game's"
            " record file; a friend's result code is read by compare CODE or view CODE"
        )
    source = args.record  # what messages name it by
    try:
        if args.record.startswith("{"):  # the record's text pasted, as compare reads it
            source, record = read_game(args.record)
        else:
            record = record_file(args.record)
    except (RecordError, MergeError) as error:
        raise UsageError(str(error)) from None
    player = _player(record, args.player)
    record = _named(record, player, args.name)
    if record.map not in MAPS:
        raise UsageError(
            f"{one_line(source)}: only games on the app's own maps ({', '.join(MAPS)})"
            " have a result code"
        )
    try:
        board = Board.load(record.map)
        parts, code = share_words(
            record,
            player,
            board,
            load_builtin(record.map).name.en,
            _par(record, args.par) if not args.code else None,
        )
    except (ResultCodeError, RecordError, MapError) as error:
        raise UsageError(f"{one_line(source)}: {one_line(str(error))}") from None
    print(code if args.code else share_line(list(parts), code))
    return 0


def _named(record: GameRecord, player: int, name: str | None) -> GameRecord:
    """The record as it is shared: a game of one person under the player's name."""
    from metrox_desktop.persistence.settings import Settings
    from metrox_desktop.seats import name_problem
    from metrox_desktop.sharing.shared_name import person_alone, under_name

    if name is not None:
        name = name.strip()
        problem = name_problem(name)
        if problem is not None:
            raise UsageError(f"--name: {problem}")
    if person_alone(record) != player:
        if name is not None:
            raise UsageError("--name is for a game of one person (at a table: --player)")
        return record
    name = name or Settings.load().player_name
    return under_name(record, player, name) if name else record


def _player(record: GameRecord, name: str | None) -> int:
    if name is None:
        seats = record.seats or [PERSON] * len(record.players)
        return next((p for p, kind in enumerate(seats) if kind == PERSON), 0)
    for p, player in enumerate(record.players):
        if player.strip().casefold() == name.strip().casefold():
            return p
    raise UsageError(
        f"--player {shown(name)}: no such player (players: "
        f"{', '.join(one_line(p) for p in record.players)})"
    )


def _par(record: GameRecord, work_out: bool) -> int | None:
    """Par of the record's deal: as kept by the app, else worked out if asked for."""
    from metrox_desktop.persistence.par_cache import ParCache, remember_par

    known = ParCache.load().par_of(record)
    if known is not None or not work_out or record.seed is None:
        return known
    from metrox_desktop.engine.ai.review import deal_par
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import load_deck

    found = deal_par(Board.load(record.map), load_deck(record.deck), record.seed)
    remember_par(record.map, record.deck, record.seed, found.par)
    return found.par
