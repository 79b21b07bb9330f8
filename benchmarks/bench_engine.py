"""Random solo games per second: this checkout against a baseline commit, in one run.

Run: python benchmarks/bench_engine.py [--baseline 9dfb4ec] [--rounds 10]
         [--games 3000] [--map tokyo] [--strategy random] [--seed 17]

The baseline's package and data files are taken out of git (``git archive``) into a
temporary folder. Each round runs ``metrox-desktop simulate`` once in each checkout,
in fresh processes and in turn (baseline, this one, baseline, ...), so a machine
that gets busier during the run slows both sides alike. A run's speed is its games
over the CPU time of the simulation (dealing, playing and scoring, not the start of
the interpreter), so other programs on the machine disturb it less than wall-clock
time would. Printed: each side's mean games/s with its 95% interval and the number
of runs, the ratio of this checkout to the baseline (the mean of the rounds' ratios,
with its interval), and whether both sides gave the same statistics (the default
baseline's bots drew their random numbers per game, not per turn, so its games and
statistics differ; a baseline from 32e3a51 on plays the same games).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

from sampling import alternate, mean_interval, shown

HERE = Path(__file__).resolve().parent.parent  # this checkout

# Run inside the measured checkout: the simulate command, timed by CPU time.
PROBE = """
import contextlib, io, json, sys, time
from metrox_desktop.cli import main
out = io.StringIO()
start = time.process_time()
with contextlib.redirect_stdout(out):
    main(sys.argv[1:])
cpu = time.process_time() - start
result = json.loads(out.getvalue())
print(json.dumps({"cpu": cpu, "result": result}))
"""


def extract(commit: str, into: Path) -> Path:
    """The package and data files of ``commit``, unpacked under ``into``."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", commit, "metrox_desktop", "resources"],
        cwd=HERE,
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def simulate(root: Path, argv: list[str]) -> tuple[float, dict[str, object]]:
    """Games/s (CPU time) of one simulate run in ``root``'s package, and its statistics."""
    env = dict(os.environ, PYTHONPATH=str(root), PYTHONDONTWRITEBYTECODE="")
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *argv],
        cwd=root,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    probe = json.loads(done.stdout)
    result = probe["result"]
    kept = {k: result[k] for k in ("mean", "stdev", "min", "max")}
    return int(str(result["games"])) / float(probe["cpu"]), kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="9dfb4ec", help="commit to compare against")
    parser.add_argument(
        "--this", default=None, metavar="COMMIT", help="measure a commit instead of this checkout"
    )
    parser.add_argument("--rounds", type=int, default=10, help="runs of each side")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--map", default="tokyo")
    parser.add_argument("--strategy", default="random")
    parser.add_argument("--seed", default="17")
    args = parser.parse_args()
    argv = ["simulate", "--json", "--map", args.map, "--strategy", args.strategy]
    argv += ["--games", str(args.games), "--seed", args.seed]

    with tempfile.TemporaryDirectory(prefix="bench-engine-") as temp:
        base = extract(args.baseline, Path(temp) / "baseline")
        here = HERE if args.this is None else extract(args.this, Path(temp) / "this")
        results: dict[str, dict[str, object]] = {}

        def side(name: str, root: Path) -> float:
            speed, stats = simulate(root, argv)
            results[name] = stats
            return speed

        simulate(base, argv)  # warm both sides' byte-code caches before measuring
        simulate(here, argv)
        old, new = alternate(
            lambda: side("baseline", base), lambda: side("this", here), args.rounds
        )

    ratios = [n / o for o, n in zip(old, new, strict=True)]
    print(
        f"{args.map}, {args.strategy}, {args.games} solo games a run (seed {args.seed}),"
        f" {args.rounds} runs of each side, alternating; games/s by CPU time"
    )
    print(f"  baseline {args.baseline}: {shown(mean_interval(old), ' games/s')}")
    this = "this checkout" if args.this is None else args.this
    print(f"  {this}: {shown(mean_interval(new), ' games/s')}")
    print(f"  ratio this/baseline: {shown(mean_interval(ratios), 'x', 2)}")
    same = results["baseline"] == results["this"]
    print(
        "  same statistics on both sides"
        if same
        else f"  statistics differ: baseline {results['baseline']}, this {results['this']}"
    )


if __name__ == "__main__":
    main()
