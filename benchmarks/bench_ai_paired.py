"""Paired strong-bot runs: per-seed scores saved, two runs compared seed by seed.

Run: python benchmarks/bench_ai_paired.py run OUT.json [--games N] [--first F]
         [--maps tokyo,osaka] [--strategy strong] [--workers W]
     python benchmarks/bench_ai_paired.py compare BASE.json NEW.json

``run`` plays solo games dealt from "0-i" (as ``bench_ai.py`` and ``simulate --seed 0``)
and writes each game's score and CPU ms per decision. ``compare`` prints, by map, the
mean difference NEW - BASE on the seeds both hold, with its 95% interval (paired: the
same deal on both sides, so far fewer games show a real difference), and the mean ms
per decision of each run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from multiprocessing import Pool

from bench_ai import interval, solo_game


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
    args = parser.parse_args()
    if args.command == "run":
        run(args)
    else:
        compare(args.base, args.new)
    sys.exit(0)


if __name__ == "__main__":
    main()
