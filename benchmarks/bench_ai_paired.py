"""Paired strong-bot runs: per-seed scores saved, two runs compared seed by seed.

Run: python benchmarks/bench_ai_paired.py run OUT.json [--games N] [--first F]
         [--maps tokyo,osaka] [--strategy strong] [--workers W]
     python benchmarks/bench_ai_paired.py compare BASE.json NEW.json
     python benchmarks/bench_ai_paired.py deals OUT.jsonl --levels BASE,NEW [...]
         [--prefix 0-] [--first F] [--deals N] [--until HH:MM] [--maps tokyo,osaka]
     python benchmarks/bench_ai_paired.py pairs OUT.jsonl BASE NEW

``run`` plays solo games dealt from "0-i" (as ``bench_ai.py`` and ``simulate --seed 0``)
and writes each game's score and CPU ms per decision. ``compare`` prints, by map, the
mean difference NEW - BASE on the seeds both hold, with its 95% interval (paired: the
same deal on both sides, so far fewer games show a real difference), and the mean ms
per decision of each run.

``deals`` is for a long run on a shared machine: one process plays deal after deal
(dealt from PREFIX + i), each deal's games on both maps (or those ``--maps`` names)
with every level (levels as ``bench_ai.py`` names them, "strong-w36000"; their order
alternates from deal to deal) and appends each game to OUT.jsonl as it ends, so a
run stopped early keeps every game it played. It stops after ``--deals`` deals, or at
``--until`` (the local time, once the deal under way is complete). ``pairs`` prints,
by map and for both maps together, NEW - BASE on the deals whose games both levels
completed: the mean with its 95% interval, the means, the standard deviation of a
difference and the CPU ms a decision.
"""

from __future__ import annotations

import argparse
import datetime
import json
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path

from bench_ai import MAPS, interval, solo_game


def run(args: argparse.Namespace) -> None:
    maps = args.maps.split(",")
    tasks = [
        (m, args.strategy, i) for m in maps for i in range(args.first, args.first + args.games)
    ]
    with Pool(args.workers) as pool:
        results = pool.map(solo_game, tasks, chunksize=1)
    out: dict[str, dict[str, list[float]]] = {}
    for (m, _, i), (s, ms) in zip(tasks, results, strict=True):
        out.setdefault(m, {})[str(i)] = [s, ms]
    with open(args.out, "w") as f:
        json.dump(out, f)
    for m in maps:
        scores = [v[0] for v in out[m].values()]
        mss = [v[1] for v in out[m].values()]
        print(
            f"{m:6} mean {statistics.fmean(scores):5.1f} +- {interval(scores):4.1f}"
            f"  ms/decision {statistics.fmean(mss):6.1f}  games {len(scores)}"
        )


def compare(base_path: str, new_path: str) -> None:
    with open(base_path) as f:
        base = json.load(f)
    with open(new_path) as f:
        new = json.load(f)
    for m in sorted(set(base) & set(new)):
        seeds = sorted(set(base[m]) & set(new[m]), key=int)
        diffs = [new[m][s][0] - base[m][s][0] for s in seeds]
        print(
            f"{m:6} base {statistics.fmean(base[m][s][0] for s in seeds):5.2f}"
            f"  new {statistics.fmean(new[m][s][0] for s in seeds):5.2f}"
            f"  diff {statistics.fmean(diffs):+5.2f} +- {interval(diffs):4.2f}"
            f"  ms base {statistics.fmean(base[m][s][1] for s in seeds):6.1f}"
            f"  new {statistics.fmean(new[m][s][1] for s in seeds):6.1f}  games {len(seeds)}"
        )


def deals(args: argparse.Namespace) -> None:
    levels = args.levels.split(",")
    until = None
    if args.until:
        hour, minute = (int(x) for x in args.until.split(":"))
        until = datetime.datetime.now().replace(hour=hour, minute=minute, second=0)
    maps = args.maps.split(",")
    for i in range(args.first, args.first + args.deals):
        if until is not None and datetime.datetime.now() >= until:
            break
        for map_id in maps:
            for level in levels if i % 2 else levels[::-1]:
                total, ms = solo_game((map_id, level, i), args.prefix)
                row = {"deal": i, "map": map_id, "level": level, "score": total, "ms": ms}
                with Path(args.out).open("a") as f:
                    f.write(json.dumps(row) + "\n")


def pairs(path: str, base: str, new: str) -> None:
    games = {}
    for line in Path(path).read_text().splitlines():
        row = json.loads(line)
        games[row["deal"], row["map"], row["level"]] = row
    both: list[float] = []
    for map_id in MAPS:
        seen = sorted(
            {
                d
                for d, m, _ in games
                if m == map_id and (d, m, base) in games and (d, m, new) in games
            }
        )
        diffs = [games[d, map_id, new]["score"] - games[d, map_id, base]["score"] for d in seen]
        both += diffs
        if len(diffs) < 2:
            print(f"{map_id:6} {len(diffs)} deals: too few for an interval")
            continue
        mean = statistics.fmean(diffs)
        half = interval(diffs)

        def average(level: str, key: str, seen: list[int] = seen, m: str = map_id) -> float:
            return statistics.fmean(games[d, m, level][key] for d in seen)

        print(
            f"{map_id:6} {new} - {base}: {mean:+.2f} ({mean - half:+.2f} to {mean + half:+.2f})"
            f"  means {average(base, 'score'):.2f}, {average(new, 'score'):.2f}"
            f"  sd {statistics.stdev(diffs):.1f}  ms {average(base, 'ms'):.0f},"
            f" {average(new, 'ms'):.0f}  deals {len(diffs)}"
        )
    if len(both) > 2:
        mean, half = statistics.fmean(both), interval(both)
        print(f"both   {mean:+.2f} ({mean - half:+.2f} to {mean + half:+.2f})  n {len(both)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("out")
    r.add_argument("--games", type=int, default=40)
    r.add_argument("--first", type=int, default=0)
    r.add_argument("--maps", default="tokyo,osaka")
    r.add_argument("--strategy", default="strong")
    r.add_argument("--workers", type=int, default=1)
    c = sub.add_parser("compare")
    c.add_argument("base")
    c.add_argument("new")
    d = sub.add_parser("deals")
    d.add_argument("out")
    d.add_argument("--levels", required=True, help="levels as bench_ai.py names them")
    d.add_argument("--prefix", default="0-", help='deal i is dealt from PREFIX + i ("0-")')
    d.add_argument("--first", type=int, default=0)
    d.add_argument("--deals", type=int, default=100)
    d.add_argument("--until", help="HH:MM, local time: start no deal after it")
    d.add_argument("--maps", default=",".join(MAPS), help="the maps a deal is played on")
    p = sub.add_parser("pairs")
    p.add_argument("out")
    p.add_argument("base")
    p.add_argument("new")
    args = parser.parse_args()
    if args.command == "run":
        run(args)
    elif args.command == "deals":
        deals(args)
    elif args.command == "pairs":
        pairs(args.out, args.base, args.new)
    else:
        compare(args.base, args.new)
    sys.exit(0)


if __name__ == "__main__":
    main()
