"""`metrox-desktop replay [--json] RECORD...`: the result of each game record.

Each record is played by the rules, and a record that names its deal has every card
checked against what the deal gives (an edited card is one line, exit status 2).

Names come from the file: control characters and bidirectional overrides in them (and
in the file's own name) are escaped (``\x1b``, ``\u202e``; in ``--json`` as JSON
escapes them), so a record cannot move the cursor, recolour the terminal or reverse
the text after it.
"""

from __future__ import annotations

import argparse
import sys

from metrox_desktop.commands.options import file_names, record_file, short_values
from metrox_desktop.engine.match import dealt_game
from metrox_desktop.engine.records import (
    RecordError,
    board_for,
    json_text,
    one_line,
    result_json,
)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("replay", help="replay game records and print their results")
    parser.add_argument("records", nargs="+", metavar="RECORD", help="metrox-game/1 JSON files")
    parser.add_argument("--json", action="store_true", help="one JSON object per record per line")


def run(args: argparse.Namespace) -> int:
    file_names(*args.records, what="RECORD")
    status = 0
    for path in args.records:
        try:
            record = record_file(path)  # its errors already name the file
            try:
                result = result_json(dealt_game(record, board_for(record)))
            except RecordError as error:
                # With several records on the line, say which one broke a rule.
                raise RecordError(f"{path}: {error}") from None
        except RecordError as error:
            print(f"metrox-desktop replay: {short_values(str(error))}", file=sys.stderr)
            status = 2
            continue
        if args.json:
            print(json_text(result))
        else:
            print(ranking_text(path, result))
    return status


def ranking_text(path: str, result: dict[str, object]) -> str:
    """A game's result as ``replay`` prints it, headed by ``path`` (``host`` heads it by
    its room): each player's points, then the winner."""
    lines = [f"{one_line(path)}: {'finished' if result['finished'] else 'not finished'}"]
    players = result["players"]
    assert isinstance(players, list)
    for p in players:
        completed = ", ".join(f"{one_line(k)} {v}" for k, v in p["completed"].items()) or "none"
        lines.append(
            f"  {one_line(p['name'])}: {p['completion_bonus']} + {p['intersection_bonus']}"
            f" - {p['penalty']} = {p['total']}"
            f"  ({p['empty_stations']} empty; completed: {completed})"
        )
    winners = result["winners"]
    assert isinstance(winners, list)
    names = ", ".join(one_line(w) for w in winners)
    lines.append(f"  winner{'s' if len(winners) > 1 else ''}: {names}")
    return "\n".join(lines)
