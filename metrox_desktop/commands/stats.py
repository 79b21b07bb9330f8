"""`metrox-desktop stats [--json] [--folder DIR]`: statistics of the kept games, per map.

By default the app's history folder (every game finished or left in the window);
``--folder DIR`` counts any folder of records, such as ``simulate --records DIR``'s.
A file there that is not a game that can be replayed is skipped and named, never
changed. A history (or ``--folder``) that is there but cannot be listed, such as a file
or a pipe in its place, is one line and status 2, as History and Statistics say it: its
games cannot be read (never "0 games kept"). ``--json`` prints one object::

    {"maps": {"tokyo": {"games": N, "mean": x, "median": x, "best": N, ...}, ...},
     "unreadable": ["file name", ...],
     "today": {"streak": N, "days": [{"date": "2026-11-26", "map": "tokyo", "total": N}]}}

``games`` counts finished games (``played`` counts left ones too), ``totals`` the
totals counted: one a person, so a table of four people is one game and four totals
(every seat's in a game of bots alone); ``best`` is the highest total. The text lists
the map played most first.
``today`` is today's deal: the days with a result, oldest first, and the streak of
days in a row with a result up to today (or up to yesterday while today is open).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from metrox_desktop.commands.options import UsageError, add_json_option, file_names, shown


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "stats",
        help="statistics of the games kept in the history, per map",
        description=(
            "Games played and finished, mean, median and best totals, solo ranks, routes "
            "completed, crowns and diamonds, wins against each bot level and the share of "
            "par, per map, from the history folder (or --folder DIR)."
        ),
    )
    add_json_option(parser)
    parser.add_argument(
        "--folder", metavar="DIR", help="a folder of game records (default: the history)"
    )
    parser.add_argument("--player", metavar="NAME", default="", help="only this player's games")


def run(args: argparse.Namespace) -> int:
    from metrox_desktop.persistence.history import HistoryFolder
    from metrox_desktop.persistence.history_stats import gather
    from metrox_desktop.persistence.history_today import today_results
    from metrox_desktop.persistence.par_cache import ParCache
    from metrox_desktop.persistence.saves import history_dir

    if args.folder is not None:
        file_names(args.folder, what="--folder")
        folder = Path(args.folder)
        where = f"--folder {shown(args.folder)}"
        if not folder.exists() and not folder.is_symlink():
            raise UsageError(f"{where}: no such folder")
    else:
        folder = history_dir()  # none yet: no game kept
        where = f"the history {shown(str(folder))}"
    from metrox_desktop.sharing.today import today
    from metrox_desktop.words import os_reason

    try:
        history = HistoryFolder(folder)
        items = list(history.scan())
    except OSError as error:  # a file or a pipe where the folder goes: as the window says
        raise UsageError(f"{where}: the kept games cannot be read: {os_reason(error)}") from None
    stats = gather(items, ParCache.load().par_of, args.player)
    history.save_cache()
    result = stats.as_json()
    result["today"] = today_results(folder, items, today()).as_json()
    if args.json:
        from metrox_desktop.engine.records import json_text

        print(json_text(result))
        return 0
    print(_as_text(result, folder, stats.by_play()))
    return 0


def _number(value: object) -> str:
    if value is None:
        return "-"
    return f"{value:.1f}" if isinstance(value, float) else str(value)


def _as_text(result: dict[str, object], folder: Path, order: list[str]) -> str:
    from metrox_desktop.engine.records import one_line

    maps = result["maps"]
    unreadable = result["unreadable"]
    assert isinstance(maps, dict) and isinstance(unreadable, list)
    lines = [f"{one_line(str(folder))}: {sum(m['played'] for m in maps.values())} games kept"]
    for name in order:  # the map played most first
        m = maps[name]
        people = "" if m["totals"] == m["games"] else f" ({m['totals']} totals: one a person)"
        lines.append(
            f"{one_line(name)}: {m['games']} finished of {m['played']} played{people}; total"
            f" mean {_number(m['mean'])}, median {_number(m['median'])}, best"
            f" {_number(m['best'])}"
        )
        lines.append(f"  routes completed per game {_number(m['routes_per_game'])}")
        if m["solo_ranks"]:
            ranks = ", ".join(f"{rank} {count}" for rank, count in m["solo_ranks"].items())
            lines.append(f"  solo ranks: {ranks}")
        if m["crowns"] or m["diamonds"]:
            lines.append(f"  at tables: {m['crowns']} crowns, {m['diamonds']} diamonds")
        for level, record in m["against_bots"].items():
            lines.append(f"  against {level} bots: {record['wins']} won of {record['games']}")
        if m["par_share"] is not None:
            lines.append(
                f"  {100 * m['par_share']:.0f}% of par on average ({m['par_games']} games)"
            )
    days = result["today"]
    assert isinstance(days, dict)
    if days["days"]:
        last = days["days"][-1]
        lines.append(
            f"today's deal: {len(days['days'])} days played, streak {days['streak']};"
            f" last {last['date']} ({one_line(last['map'])}) {last['total']}"
        )
    if unreadable:
        lines.append(
            f"{len(unreadable)} file{'s' if len(unreadable) != 1 else ''} could not be read"
            f" (skipped): {', '.join(one_line(name) for name in unreadable)}"
        )
    return "\n".join(lines)
