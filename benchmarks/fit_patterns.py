"""Fit a map's table of route patterns to the search's values of its choices
(approximate policy iteration on the table's entries), rather than by temporal
differences on the table's own games (learn_patterns.py).

Run: python benchmarks/fit_patterns.py collect OUT.json [--games N] [--first F]
         [--seed S] [--map tokyo] [--work W] [--workers W]
     python benchmarks/fit_patterns.py fit OUT.json --data A.json[,B.json] --start TD.json
         [--ridge L] [--held-out H] [--map tokyo] [--check D]

``collect`` lets the search (``rank_choices`` at ``--work`` playout cards a decision,
normal's, on the learned linear playout) play ``--games`` seeded solo games dealt from
"SEED/MAP/i" (i from ``--first``), as learn_playout.py's search does, and keeps at
every route card with two choices or more each choice's afterstate as the table sees
it (route cards to come, empty stations, and each open route's empty stations and
boxes left, the boxes capped at the route cards to come as the pattern playout reads
them), its points, and the search's value of it; and the linear playout's choice.

``fit`` reads the decisions and fits the table's entries so that, within each
decision, points plus the table's value of the afterstate differ between choices as
the search's values do: least squares on the differences from the decision's mean,
ridge-regularised towards the ``--start`` table's entries (a table learn_patterns.py
wrote: ``--ridge`` L weighs each entry's squared distance from it, so an entry the
decisions rarely see keeps its start value; an entry the start table lacks starts
where learn_patterns.py starts one, the hand-made hope), solved by conjugate
gradients. The games after the first ``--held-out`` ones are fitted, the first H are
held out, and on them it prints what the greedy choice on the start table, on the
fitted table and of the linear playout loses against the search's best (the
search's own values, points a decision, 95% interval); with ``--check`` D, the fitted
table's policy alone against the linear playout on deals "check-0" on, as
learn_patterns.py prints it. OUT is written as ``patterns.read_tables`` reads it
(the map's table alone). The same data and options give the same bytes.
"""

from __future__ import annotations

import argparse
import json
import statistics
from multiprocessing import Pool
from pathlib import Path

import numpy as np
from bench_ai import interval
from learn_patterns import check, made_by_of, named, write_tables
from learn_playout import game_positions

from metrox_desktop.engine.ai.fast import encode_card, fast_board, play
from metrox_desktop.engine.ai.montecarlo import NORMAL_WORK, view_policy
from metrox_desktop.engine.ai.patterns import REFERENCE, PatternTable, read_tables
from metrox_desktop.engine.ai.playout import LEARNED_PLAYOUT, Policy, empty_runs
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck

# One choice: the search's value, the points after it, the empty stations after it,
# and each open route's (route, empty stations as a bit set, boxes left capped).
Choice = tuple[float, int, int, list[tuple[int, int, int]]]
# One decision: the route cards to come after the card, the linear playout's choice
# (an index into the choices) and the choices.
Decision = tuple[int, int, list[Choice]]


def game_decisions(task: tuple[str, str, int]) -> list[Decision]:
    """Every route card with two choices or more of one game the search plays."""
    map_id, seed, work = task
    fb = fast_board(Board.load(map_id))
    out: list[Decision] = []
    for position in game_positions((map_id, seed, LEARNED_PLAYOUT, work)):
        card, later, sheet = position.card, position.later, position.sheet
        if card >= 48:
            continue
        linear = view_policy(position.view, LEARNED_PLAYOUT)
        picked = linear.choose(sheet.filled, sheet.left, sheet.awarded, card, later)
        choices: list[Choice] = []
        chosen = 0
        for choice in sorted(position.values, key=lambda c: -1 if c is None else c):
            after, _ = play(fb, sheet, card, choice, linear.claimed)
            routes = [
                (q, mask & ~after.filled, min(after.left[q], later))
                for q, mask in enumerate(fb.route_masks)
                if not after.awarded >> q & 1 and later
            ]
            if choice == picked:
                chosen = len(choices)
            empty = fb.station_count - after.filled.bit_count()
            choices.append((round(position.values[choice], 6), after.points, empty, routes))
        out.append((later, chosen, choices))
    return out


def collect(args: argparse.Namespace) -> None:
    tasks = [
        (args.map, f"{args.seed}/{args.map}/{i}", args.work)
        for i in range(args.first, args.first + args.games)
    ]
    with Pool(args.workers) as pool:
        games = pool.map(game_decisions, tasks, 1)
    command = (
        f"python benchmarks/fit_patterns.py collect {Path(args.out).name} --games {args.games}"
        f" --first {args.first} --seed {args.seed} --map {args.map} --work {args.work}"
    )
    Path(args.out).write_text(
        json.dumps({"map": args.map, "made_by": command, "games": games}) + "\n"
    )
    print(f"{sum(len(g) for g in games)} decisions of {len(games)} games: {args.out}")


class Entries:
    """The table's entries the decisions read, each with its start value."""

    def __init__(self, map_id: str, start: PatternTable) -> None:
        self.fb = fb = fast_board(Board.load(map_id))
        route_cards = [encode_card(c) for c in load_deck().cards if c.takes_route]
        self.reference = Policy(fb, route_cards, 0, REFERENCE)
        self.start = start
        self.index: dict[tuple[int, ...], int] = {}
        self.values: list[float] = []
        self.example: dict[tuple[int, tuple[int, ...]], int] = {}
        self.runs: list[dict[int, tuple[int, ...]]] = [{} for _ in range(fb.route_count)]

    def penalty(self, later: int, empty: int) -> int:
        key = (-1, later, empty)
        found = self.index.get(key)
        if found is None:
            found = self.index[key] = len(self.values)
            self.values.append(self.start[0][later][empty])
        return found

    def route(self, q: int, rest: int, k: int) -> int:
        runs = self.runs[q].get(rest)
        if runs is None:
            runs = self.runs[q][rest] = empty_runs(self.reference.route_bits[q], rest)
            self.example.setdefault((q, runs), rest)
        key = (q, k, *runs)
        found = self.index.get(key)
        if found is None:
            found = self.index[key] = len(self.values)
            row = self.start[1][q].get(runs) or self.reference.hope_of(q, rest)
            self.values.append(row[k])
        return found

    def table(self, fitted: np.ndarray) -> PatternTable:
        """The start table with the fitted entries in it (rounded to 3 decimals)."""
        penalty = [list(row) for row in self.start[0]]
        routes = [{runs: list(row) for runs, row in rows.items()} for rows in self.start[1]]
        for key, i in self.index.items():
            value = round(float(fitted[i]), 3)
            if key[0] < 0:
                penalty[key[1]][key[2]] = value
                continue
            q, k, runs = key[0], key[1], tuple(key[2:])
            row = routes[q].get(runs)
            if row is None:
                hope = self.reference.hope_of(q, self.example[(q, runs)])
                row = routes[q][runs] = [round(v, 3) for v in hope]
            row[k] = value
        return (
            tuple(tuple(row) for row in penalty),
            tuple({runs: tuple(rows[runs]) for runs in sorted(rows)} for rows in routes),
        )


class Design:
    """The decisions as a sparse design: a row a choice, its entries, its target."""

    def __init__(self, entries: Entries, decisions: list[Decision]) -> None:
        rows: list[int] = []
        cols: list[int] = []
        groups: list[int] = []
        targets: list[float] = []
        fixed: list[float] = []
        penalty = entries.fb.penalty
        n = 0
        for d, (later, _, choices) in enumerate(decisions):
            for value, points, empty, routes in choices:
                targets.append(value - points)
                groups.append(d)
                if later:
                    fixed.append(0.0)
                    rows.append(n)
                    cols.append(entries.penalty(later, empty))
                    for q, rest, k in routes:
                        rows.append(n)
                        cols.append(entries.route(q, rest, k))
                else:
                    fixed.append(-float(penalty[empty]))
                n += 1
        self.rows = np.array(rows, dtype=np.int64)
        self.cols = np.array(cols, dtype=np.int64)
        self.groups = np.array(groups, dtype=np.int64)
        self.count = np.bincount(self.groups).astype(float)
        self.n = n
        self.targets = np.array(targets)
        self.fixed = np.array(fixed)

    def centre(self, u: np.ndarray) -> np.ndarray:
        means = np.bincount(self.groups, weights=u) / self.count
        centred: np.ndarray = u - means[self.groups]
        return centred

    def times(self, theta: np.ndarray) -> np.ndarray:
        """Each choice's value of its afterstate (the penalty exactly after the last
        route card)."""
        summed: np.ndarray = np.bincount(self.rows, weights=theta[self.cols], minlength=self.n)
        return summed + self.fixed

    def transposed(self, u: np.ndarray, size: int) -> np.ndarray:
        found: np.ndarray = np.bincount(self.cols, weights=u[self.rows], minlength=size)
        return found


def fit(design: Design, start: np.ndarray, ridge: float, steps: int = 400) -> np.ndarray:
    """Entries minimising the squared centred errors plus ``ridge`` times the squared
    distance from ``start`` (conjugate gradients on the normal equations)."""
    size = len(start)
    residual = design.centre(design.targets - design.times(start))
    b = design.transposed(residual, size)

    def apply(x: np.ndarray) -> np.ndarray:
        moved = design.centre(np.bincount(design.rows, weights=x[design.cols], minlength=design.n))
        return design.transposed(moved, size) + ridge * x

    x = np.zeros(size)
    r = b.copy()
    p = r.copy()
    rr = float(r @ r)
    limit = 1e-10 * float(b @ b)
    for _ in range(steps):
        if rr <= limit:
            break
        ap = apply(p)
        alpha = rr / float(p @ ap)
        x += alpha * p
        r -= alpha * ap
        new = float(r @ r)
        p = r + (new / rr) * p
        rr = new
    fitted: np.ndarray = start + x
    return fitted


def losses(design: Design, decisions: list[Decision], theta: np.ndarray) -> list[float]:
    """What the greedy choice on ``theta`` loses against the search's best, by decision."""
    scores = design.times(theta)
    out: list[float] = []
    n = 0
    for _, _, choices in decisions:
        values = [c[0] for c in choices]
        mine = [c[1] + scores[n + i] for i, c in enumerate(choices)]
        out.append(max(values) - values[mine.index(max(mine))])
        n += len(choices)
    return out


def summary(name: str, lost: list[float]) -> str:
    return f"  {name:28} loses {statistics.fmean(lost):.3f} +- {interval(lost):.3f} a decision"


def fit_command(args: argparse.Namespace) -> None:
    games: list[list[Decision]] = []
    # How the start table and the decisions were made, then the fit: the commands
    # that make the table again (files by name: no folder of this machine's).
    commands = [made_by_of(Path(args.start)).get(args.map, f"(start: {Path(args.start).name})")]
    for path in args.data.split(","):
        data = json.loads(Path(path).read_text())
        assert data["map"] == args.map
        commands.append(data.get("made_by", f"(decisions: {Path(path).name})"))
        games += [[(d[0], d[1], [tuple(c) for c in d[2]]) for d in g] for g in data["games"]]
    start_table = read_tables(Path(args.start).read_text())[args.map]
    held = [d for g in games[: args.held_out] for d in g]
    fitted_on = [d for g in games[args.held_out :] for d in g]
    entries = Entries(args.map, start_table)
    design = Design(entries, fitted_on)
    check_design = Design(entries, held) if held else None
    start = np.array(entries.values)
    print(
        f"{len(fitted_on)} decisions fitted ({len(games) - args.held_out} games),"
        f" {len(held)} held out ({args.held_out} games), {len(start)} entries",
        flush=True,
    )
    ridges = [float(r) for r in args.ridge.split(",")]
    theta = start
    for ridge in ridges:
        theta = fit(design, start, ridge)
        if check_design is None:
            continue
        print(f"ridge {ridge:g}:", flush=True)
        print(summary("fitted table, held out", losses(check_design, held, theta)))
        print(summary("fitted table, fitted on", losses(design, fitted_on, theta)))
    if check_design is not None:
        print(summary("start table, held out", losses(check_design, held, start)))
        linear = [max(c[0] for c in ch) - ch[pick][0] for _, pick, ch in held]
        print(summary("linear playout, held out", linear))
    table = entries.table(theta)
    data_names = ",".join(Path(path).name for path in args.data.split(","))
    commands.append(
        f"python benchmarks/fit_patterns.py fit {named(Path(args.out))} --data {data_names}"
        f" --start {Path(args.start).name} --ridge {ridges[-1]:g} --held-out {args.held_out}"
        f" --map {args.map}"
    )
    write_tables(Path(args.out), {args.map: table}, {args.map: "; ".join(commands)})
    print(f"written: {args.out}", flush=True)
    if args.check:
        print(check(args.map, table, args.check), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("out")
    c.add_argument("--games", type=int, default=500)
    c.add_argument("--first", type=int, default=0)
    c.add_argument("--seed", default="searchfit")
    c.add_argument("--map", default="tokyo")
    c.add_argument("--work", type=int, default=NORMAL_WORK)
    c.add_argument("--workers", type=int, default=2)
    f = sub.add_parser("fit")
    f.add_argument("out")
    f.add_argument("--data", required=True, help="files collect wrote, comma-separated")
    f.add_argument("--start", required=True, help="a table learn_patterns.py wrote")
    f.add_argument("--ridge", default="30", help="the ridge weight, or several to compare")
    f.add_argument("--held-out", type=int, default=0, help="games held out to compare on")
    f.add_argument("--map", default="tokyo")
    f.add_argument("--check", type=int, default=0, help="deals, the policy alone")
    args = parser.parse_args()
    if args.command == "collect":
        collect(args)
    else:
        fit_command(args)


if __name__ == "__main__":
    main()
