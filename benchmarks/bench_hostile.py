"""Hostile files of a few kilobytes through the real commands: wall time and peak memory.

Run: ``python benchmarks/bench_hostile.py [--runs N] [--timeout S] [--only TEXT]``.
Builds each file in a temporary folder (a map with one route of 1,988 crossing bends,
a map of 26 such routes named by a record of about 100 bytes, a 2,000-station map, a
whole 99-player game, an 8000x8000 window; and, accepted, Tokyo with four routes of 40
crossing bends, a map of 200 stations and a six-player game), runs each command as its
own ``python -m metrox_desktop`` process with a time-out (a case still running then is
killed and shown as such), and prints per case the wall time and the process's peak
resident memory (``os.wait4``'s ``ru_maxrss``) and CPU time (which a busy machine
changes less than the wall time), means with a 95% interval over the
runs (t distribution), its exit status and the first line it printed. Baselines in the
same run: the same commands on the built-in Tokyo map. Par of an accepted record or map
takes seconds to a minute and shows its progress on a terminal (not here: its standard
error is a file). ``--only limits`` runs the map at the limits and its Tokyo baselines:
``par --map``, ``par`` of a one-player game, and a strong bot's game (``simulate``).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from sampling import mean_interval

from tests.maps.hostile import crowded_record, grid_map, limit_map, tokyo, with_bends


@dataclass
class Run:
    seconds: float
    cpu: float  # CPU seconds of the process (user and system): what load does not change
    peak_mb: float
    status: str  # the exit status, or "timeout"
    said: str  # the first line of stderr, else of stdout


def cases(folder: Path) -> list[tuple[str, list[str]]]:
    """(name, command-line arguments) of every case; the files are made in ``folder``."""
    bends = folder / "bends.json"
    bends.write_text(json.dumps(with_bends(tokyo(), 5, 1988)), encoding="utf-8")
    crossing = tokyo()  # within the limits: four routes of 40 crossing bends (289 points)
    for route in (1, 3, 5, 8):
        crossing = with_bends(crossing, route, 40, seed=route)
    within = folder / "crossing.json"
    within.write_text(json.dumps(crossing), encoding="utf-8")
    routes = folder / "routes26.json"
    routes.write_text(json.dumps(grid_map(26, 3, bends=1988)), encoding="utf-8")
    record = folder / "r.json"  # a record of about 100 bytes naming that map
    record.write_text(
        json.dumps({"format": "metrox-game/1", "map": str(routes), "players": ["A"], "turns": []})
    )
    stations = folder / "stations2000.json"
    stations.write_text(json.dumps(grid_map(10, 200)), encoding="utf-8")
    accepted = folder / "stations200.json"
    accepted.write_text(json.dumps(grid_map(10, 20)), encoding="utf-8")
    crowd = folder / "players99.json"
    crowd.write_text(json.dumps(crowded_record(99)), encoding="utf-8")
    six = folder / "players6.json"
    six.write_text(json.dumps(crowded_record(6)), encoding="utf-8")
    limits = folder / "limits.json"
    limits.write_text(json.dumps(limit_map()), encoding="utf-8")
    limits_game = folder / "limits-game.json"  # a record names a map file by its path
    limits_game.write_text(json.dumps({**crowded_record(1, str(limits)), "map": str(limits)}))
    tokyo_game = folder / "tokyo-game.json"
    tokyo_game.write_text(json.dumps(crowded_record(1)), encoding="utf-8")
    boxes = folder / "boxes100.json"  # 25 routes of 8 stations and 4 boxes: refused
    boxes.write_text(json.dumps(grid_map(25, 8, boxes=4)), encoding="utf-8")
    strong = ["simulate", "--strategy", "strong", "--games", "1", "--seed", "BENCH", "--map"]
    png = str(folder / "out.png")
    return [
        ("baseline: maps check tokyo.json", ["maps", "check", str(_tokyo_file(folder))]),
        ("bends: maps check", ["maps", "check", str(bends)]),
        ("bends: maps info (load)", ["maps", "info", str(bends)]),
        ("baseline: inspect tokyo --screenshot", ["inspect", "tokyo", "--screenshot", png]),
        ("bends: inspect --screenshot", ["inspect", str(bends), "--screenshot", png]),
        ("baseline: maps render tokyo", ["maps", "render", "tokyo", "--out", png]),
        ("bends: maps render", ["maps", "render", str(bends), "--out", png]),
        ("accepted 4x40 bends: maps render", ["maps", "render", str(within), "--out", png]),
        ("accepted 4x40 bends: inspect", ["inspect", str(within), "--screenshot", png]),
        (f"26 routes ({routes.stat().st_size:,} B): replay", ["replay", str(record)]),
        ("baseline: par --map tokyo", ["par", "--map", "tokyo", "--seed", "BENCH"]),
        ("2,000 stations: par --map", ["par", "--map", str(stations), "--seed", "BENCH"]),
        ("200 stations: par --map", ["par", "--map", str(accepted), "--seed", "BENCH"]),
        ("6 players: par RECORD", ["par", str(six)]),
        ("limits baseline: par --map tokyo", ["par", "--map", "tokyo", "--seed", "BENCH"]),
        ("limits: par --map", ["par", "--map", str(limits), "--seed", "BENCH"]),
        ("limits baseline: par RECORD tokyo", ["par", str(tokyo_game)]),
        ("limits: par RECORD", ["par", str(limits_game)]),
        ("limits baseline: strong game tokyo", [*strong, "tokyo"]),
        ("limits: strong game", [*strong, str(limits)]),
        ("limits 100 boxes: maps check", ["maps", "check", str(boxes)]),
        ("limits 100 boxes: par --map", ["par", "--map", str(boxes), "--seed", "BENCH"]),
        ("99 players: par RECORD", ["par", str(crowd)]),
        ("baseline: play --screenshot", ["play", "--seed", "BENCH", "--screenshot", png]),
        ("8000x8000: play --screenshot", ["play", "--size", "8000x8000", "--screenshot", png]),
    ]


def _tokyo_file(folder: Path) -> Path:
    path = folder / "tokyo.json"
    path.write_text(json.dumps(tokyo()), encoding="utf-8")
    return path


def run_once(arguments: list[str], home: Path, timeout: float) -> Run:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home))
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-m", "metrox_desktop", *arguments],
            stdout=out,
            stderr=err,
            stdin=subprocess.DEVNULL,
            env=env,
            start_new_session=True,
        )
        status = "timeout"
        while True:
            pid, code, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                seconds = time.perf_counter() - start
                status = str(os.waitstatus_to_exitcode(code))
                break
            if time.perf_counter() - start > timeout:
                seconds = time.perf_counter() - start
                os.killpg(child.pid, signal.SIGKILL)
                _, _, usage = os.wait4(child.pid, 0)
                break
            time.sleep(0.02)
        child.returncode = 0  # reaped above
        said = ""
        for stream in (err, out):
            stream.seek(0)
            lines = stream.read().decode("utf-8", "replace").splitlines()
            if lines and not said:
                said = lines[0]
    peak = usage.ru_maxrss / 1024 if sys.platform != "darwin" else usage.ru_maxrss / 2**20
    return Run(seconds, usage.ru_utime + usage.ru_stime, peak, status, said)


def interval(values: list[float]) -> str:
    mean, low, _ = mean_interval(values)
    if len(values) < 2:
        return f"{mean:8.2f}"
    return f"{mean:8.2f} ±{mean - low:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each case (default 3)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds before a kill")
    parser.add_argument("--only", help="only the cases whose name contains this text")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        home = folder / "home"
        home.mkdir()
        print(
            f"{'case':40} {'runs':>4} {'seconds (95%)':>16} {'CPU s (95%)':>16}"
            f" {'peak MB (95%)':>18}  exit  said"
        )
        for name, arguments in cases(folder):
            if args.only and args.only not in name:
                continue
            # Each run in a data folder of its own: par kept by one run would answer the next.
            runs = [
                run_once(arguments, Path(tempfile.mkdtemp(dir=home)), args.timeout)
                for _ in range(args.runs)
            ]
            if any(r.status == "timeout" for r in runs):
                runs = [r for r in runs if r.status == "timeout"][:1]  # one kill says enough
            seconds = interval([r.seconds for r in runs])
            if runs[0].status == "timeout":
                seconds = f">{args.timeout:.0f} (killed)"
            said = runs[-1].said[:90]
            print(
                f"{name:40} {len(runs):4} {seconds:>16} {interval([r.cpu for r in runs]):>16}"
                f" {interval([r.peak_mb for r in runs]):>18}"
                f"  {runs[-1].status:>4}  {said}",
                flush=True,
            )


if __name__ == "__main__":
    main()
