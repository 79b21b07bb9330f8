"""`metrox-desktop simulate`: many seeded games played by a strategy; score statistics.

Game *i* (counting from 0) is dealt from the seed ``S-i``: the same deal the game
window gives for that seed, so an interesting game can be played again by hand.
``--records DIR`` also writes each game's record (with its deal) into DIR, one file
per game, for the replay viewer and ``stats --folder DIR``; a map file is named in
them by its full path, so they read back with it.

On a terminal, progress and an estimate of the time left are shown on standard error
(never with ``--json``, never when standard error is a file or a pipe). Ctrl-C stops
early and prints the statistics of the games finished so far (``"interrupted": true``
in JSON), with exit status 130.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

from metrox_desktop.commands.options import (
    StatusLine,
    UsageError,
    add_json_option,
    board_and_deck,
    count_option,
    deal_code_option,
    file_names,
    shown,
)
from metrox_desktop.deal import DEAL_CODE_MAX
from metrox_desktop.engine.ai import (
    SheetStrategy,
    known_strategies,
    play_game,
    play_scores,
    strategy_for,
    strategy_named,
)
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DeckSpec
from metrox_desktop.engine.record_limits import PLAYERS_MOST  # each game is a record
from metrox_desktop.engine.records import json_text
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.scoring import score

MAX_GAMES = 10_000_000


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help="play many seeded games with a strategy and print score statistics",
        description=(
            "Play N games with a strategy and print the mean, (sample) standard deviation, "
            "minimum and maximum total score, and games per second. With K players every player "
            "uses the strategy and every player's total counts in the statistics. Game i "
            "is dealt from the seed S-i, so the same seed gives the same numbers."
        ),
    )
    parser.add_argument(
        "--map", default="tokyo", metavar="MAP", help="tokyo, osaka or a map file (default tokyo)"
    )
    parser.add_argument(
        "--strategy",
        default="random",
        metavar="NAME",
        help=f"{known_strategies()} (default random)",
    )
    parser.add_argument("--games", default="1000", metavar="N", help="games to play (default 1000)")
    parser.add_argument("--seed", default="0", metavar="S", help="any text (default 0)")
    parser.add_argument(
        "--players",
        default="1",
        metavar="K",
        help=f"players per game, 1-{PLAYERS_MOST}; all use the strategy and every total counts"
        " (default 1)",
    )
    add_json_option(parser)
    parser.add_argument(
        "--records",
        metavar="DIR",
        help="also write each game's record (with its deal) into DIR, one file per game",
    )


def _play_one(
    board: Board,
    deck: DeckSpec,
    names: list[str],
    name: str,
    seed: str,
    records: Path | None,
    map_name: str,
) -> tuple[list[int], int]:
    """One game of strategy ``name`` in every seat on ``seed``: each seat's total and
    the turns played (its record written into ``records``, if given)."""
    # Fresh strategies each game: a game's result depends on its seed alone.
    strategies = [strategy_named(name) for _ in names]
    on_sheets = [s for s in strategies if isinstance(s, SheetStrategy)]
    if records is None and len(on_sheets) == len(strategies):
        # Random and greedy games play on the search kernel: only totals count.
        return play_scores(board, deck, on_sheets, seed)
    turns: list[TurnResult] = []
    keep = turns.append if records is not None else None  # kept for a record only
    game = play_game(board, deck, names, strategies, seed=seed, keep=keep)
    if records is not None:
        write_record(records, map_name, board, deck, seed, names, name, turns)
    return [score(board, sheet).total for sheet in game.sheets], game.turns_played


def run(args: argparse.Namespace) -> int:
    games = count_option("--games", args.games, MAX_GAMES)
    players = count_option("--players", args.players, PLAYERS_MOST)
    args.seed = deal_code_option(args.seed)
    last = f"{args.seed}-{games - 1}"  # every game's code must be one the window deals from
    if len(last) > DEAL_CODE_MAX:
        raise UsageError(
            f"--seed {shown(args.seed)}: the last game's deal code {shown(last)} is longer"
            f" than {DEAL_CODE_MAX} characters; give a shorter --seed"
        )
    name = strategy_for(args.strategy)
    if name is None:
        raise UsageError(f"no strategy called {shown(args.strategy)} (known: {known_strategies()})")
    board, deck = board_and_deck(args.map)
    names = [f"P{p + 1}" for p in range(players)]
    records = records_folder(args.records)
    map_name = record_map_name(args.map) if records is not None else board.map_id

    totals: list[int] = []
    decisions = 0
    status = StatusLine(sys.stderr.isatty() and not args.json)
    start = time.perf_counter()
    played = 0
    try:
        for i in range(games):
            seed = f"{args.seed}-{i}"
            scores, turns_played = _play_one(board, deck, names, name, seed, records, map_name)
            totals.extend(scores)
            decisions += turns_played * players
            played = i + 1
            if (now := status.due()) is not None:
                left = (games - played) * now / played
                status.write(
                    f"{played:,} of {games:,} games ({100 * played / games:.0f}%), about"
                    f" {_duration(left)} left  (Ctrl-C: stop and show the statistics so far)"
                )
    except KeyboardInterrupt:
        if played == 0:
            raise
    elapsed = time.perf_counter() - start
    status.clear()

    result: dict[str, object] = {
        "map": board.map_id,
        "strategy": name,
        "players": players,
        "seed": args.seed,
        "games": played,
        "mean": statistics.fmean(totals),
        "stdev": statistics.stdev(totals) if len(totals) > 1 else 0.0,
        "min": min(totals),
        "max": max(totals),
        "games_per_second": played / elapsed if elapsed > 0 else None,
        # Whole-game time per choice made (dealing and scoring included).
        "ms_per_decision": elapsed * 1000 / decisions if decisions else None,
    }
    if played < games:
        result.update(interrupted=True, games_asked=games)
    if args.json:
        print(json_text(result))
    else:
        print(_as_text(result))
    return 0 if played == games else 130


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds // 60:.0f} min {seconds % 60:.0f} s"
    return f"{seconds // 3600:.0f} h {seconds % 3600 // 60:.0f} min"


def records_folder(name: str | None) -> Path | None:
    """The folder ``--records`` names, made if need be; one line if it cannot be."""
    if name is None:
        return None
    file_names(name, what="--records")
    from metrox_desktop.persistence.atomic import not_a_folder

    folder = Path(name)
    problem = not_a_folder(folder)  # a file, or a link to nothing (mkdir: "File exists")
    if problem is not None:
        raise UsageError(f"--records {shown(name)}: {problem.strerror}")
    folder.mkdir(parents=True, exist_ok=True)  # an OSError is one line (cli.main)
    if not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(f"--records {shown(name)}: the folder cannot be written to")
    return folder


def record_map_name(map_name: str) -> str:
    """How the records of ``--map`` name it: a built-in map by its id, a map file by
    its full path, so they read back with the file wherever they are read (by its id,
    the file's map would be another map, or none: a file whose id is tokyo would
    replay on the built-in Tokyo). One line if the path is longer than a record holds."""
    from metrox_desktop.engine.record_limits import MAP_MOST
    from metrox_desktop.maps.loader import builtin_map_ids

    if map_name in builtin_map_ids():
        return map_name
    path = str(Path(map_name).resolve())
    if len(path) > MAP_MOST:
        raise UsageError(
            f"--map {shown(path)}: a record names its map in at most {MAP_MOST} characters;"
            " move the map file to a shorter path for --records"
        )
    return path


def write_record(
    folder: Path,
    map_name: str,
    board: Board,
    deck: DeckSpec,
    seed: str,
    names: list[str],
    strategy: str,
    turns: list[TurnResult],
) -> None:
    """One game's record (with its deal) into ``folder``, its map named ``map_name``."""
    # Imported here: a run without --records does not need the records and the
    # persistence layer (its time counts in the games per second).
    from metrox_desktop.persistence.game_files import file_stem, game_record, write_game

    kinds = [strategy] * len(names)
    record = game_record(board, deck, seed, names, kinds, turns, map_name)
    write_game(folder, record, file_stem(seed, board.map_id))


def _as_text(r: dict[str, object]) -> str:
    players = f"{r['players']} player{'s' if r['players'] != 1 else ''}"
    games = f"{r['games']} game{'s' if r['games'] != 1 else ''}"
    speed, per_decision = r["games_per_second"], r["ms_per_decision"]
    if r.get("interrupted"):
        games += f", stopped early (of {r['games_asked']:,})"
    return "\n".join(
        [
            f"{r['map']}, {r['strategy']} strategy, {players}, {games} (seed {r['seed']})",
            f"total score: mean {r['mean']:.2f}, stdev {r['stdev']:.2f}, "
            f"min {r['min']}, max {r['max']}",
            f"{speed:,.0f} games/s, {per_decision:.3f} ms per decision"
            if isinstance(speed, float) and isinstance(per_decision, float)
            else "games/s: too fast to measure",
        ]
    )
