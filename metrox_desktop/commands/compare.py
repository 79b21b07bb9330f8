"""`metrox-desktop compare GAME...`: games of one deal as the table they make together.

Each GAME is a record file or a result code. Solo games played apart on one deal are
put together turn by turn (sharing/merge.py): crowns shared by players who complete a
route in the same turn, diamonds for later ones, crossed-out crowns, as at one table.
The text is the table ranked by the rulebook (highest total, then fewest empty
stations), each game counted once (one given twice, or held by a table given too);
``--json`` is ``replay --json`` of that table game, players in the order
given. Games of another map, deck or deal, or a record whose cards are not those its
deal gives: one line naming the file, exit status 2.
"""

from __future__ import annotations

import argparse
from typing import Any

from metrox_desktop.commands.options import UsageError, file_names, map_error_line
from metrox_desktop.engine.match import dealt_game
from metrox_desktop.engine.records import (
    RecordError,
    board_for,
    json_text,
    one_line,
    result_json,
)
from metrox_desktop.engine.scoring import score, standings
from metrox_desktop.maps.loader import MapError
from metrox_desktop.sharing.merge import (
    Game,
    MergeError,
    each_game_once,
    merged,
    read_game,
    shown_source,
)
from metrox_desktop.words import about, words_of


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "compare",
        help="put games of one deal together: the table they would have made",
        description=(
            "Games of one deal (record files or result codes), played apart, as the table "
            "game they would have been: crowns and diamonds turn by turn, ranked by the "
            "rulebook (highest total, then fewest empty stations)."
        ),
    )
    parser.add_argument(
        "games", nargs="+", metavar="GAME", help="a metrox-game/1 file or a result code"
    )
    parser.add_argument(
        "--json", action="store_true", help="the table game as replay --json prints it"
    )


def run(args: argparse.Namespace) -> int:
    file_names(*args.games, what="GAME")
    try:
        games = [read_game(source) for source in args.games]
        for each in games:  # a record edited to other cards is not the deal it names
            try:
                dealt_game(each.record, board_for(each.record))
            except RecordError as error:
                raise MergeError(about(shown_source(each.source), words_of(error))) from None
        table = merged(games)
        game = dealt_game(table, board_for(table))
    except (MergeError, RecordError) as error:
        raise UsageError(str(error)) from None
    except MapError as error:
        raise UsageError(map_error_line(error)) from None
    result = result_json(game)
    if args.json:
        print(json_text(result))
        return 0
    print(_as_text(each_game_once(games), table.seed, game, result))
    return 0


def _as_text(games: list[Game], seed: str | None, game: Any, result: dict[str, Any]) -> str:
    """The table ranked, each player named with the game they came from; ``games``
    are the games at the table (each once), in the order of its seats."""
    board = game.board
    sources = [g.source for g in games for _ in g.record.players]
    state = "" if result["finished"] else ", not finished"
    count = _counted(len(games), "game")
    lines = [f"{one_line(board.map_id)}, deal {one_line(seed or '?')}: {count}{state}"]
    players = result["players"]
    for standing in standings([score(board, sheet) for sheet in game.sheets]):
        p = players[standing.seat]
        crowns = sum(1 for a in p["completed"].values() if a == "first")
        diamonds = sum(1 for a in p["completed"].values() if a == "later")
        source = sources[standing.seat]
        shown = source if len(source) <= 40 else source[:37] + "..."
        lines.append(
            f"  {standing.place}. {one_line(p['name'])}: {p['total']}"
            f"  ({_counted(crowns, 'crown')}, {_counted(diamonds, 'diamond')},"
            f" {p['empty_stations']} empty)"
            f"  {one_line(shown)}"
        )
    return "\n".join(lines)


def _counted(count: int, thing: str) -> str:
    return f"{count} {thing}{'' if count == 1 else 's'}"
