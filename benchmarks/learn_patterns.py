"""Learn the route-pattern tables of the pattern playout by temporal differences, and
write them to engine/ai/pattern_table.json (read by ``patterns.read_tables``), keeping
the other maps' tables that file holds.

Run: python benchmarks/learn_patterns.py [--games N] [--alpha A] [--seed S]
         [--maps osaka] [--check D] [--out PATH]

The package's Osaka tables are these (the default ``--maps``); Tokyo's start here
(``--maps tokyo --out TD.json``) and are then fitted to the search's values of its
choices (fit_patterns.py), which scored more there than these tables as they are
(docs/ai.md). Each map's tables come from a random source of their own, so Osaka's are
the same whatever other maps are learned with them.

The value of a sheet after a choice is the penalty table's entry for its empty
stations and route cards to come plus, for each open route, its table's entry for
its runs of empty stations and boxes left (engine/ai/patterns.py). The learner plays
``--games`` solo games a map on random deals, each choice the one whose points now
plus the value after it are the most, and after each choice moves the value of the
sheet after the previous choice towards the points this choice earned plus the value
after it (TD(0) on afterstates, every entry of the sum by the same step): the step
is ``--alpha`` for the first 40% of the games, a third of it to 80%, a tenth after.
Every entry starts where the hand-made policy stands: a route's bonus times its odds
of completion, the penalty once each card to come has filled two stations.

Deals come from random.Random(SEED/MAP), so a seed gives the same table byte for byte.
It then prints, on ``--check`` deals a map ("check-i"), the pattern policy's own
score (no search) against the learned linear playout's (``LEARNED_PLAYOUT``), paired,
with the 95% interval.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Mapping
from pathlib import Path

from metrox_desktop.engine.ai.deal import dealt_cards
from metrox_desktop.engine.ai.fast import NUMBER, STAR, encode_card, fast_board
from metrox_desktop.engine.ai.patterns import (
    REFERENCE,
    TABLE_FILE,
    PatternPolicy,
    PatternTable,
    read_tables,
)
from metrox_desktop.engine.ai.playout import LEARNED_PLAYOUT, Policy, empty_runs
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "metrox_desktop/engine/ai" / TABLE_FILE

NOTE = (
    "benchmarks/learn_patterns.py and fit_patterns.py: do not edit by hand (run the"
    " commands in made_by again, each map's in turn). The pattern playout's tables"
    " (engine/ai/patterns.py), by map: the penalty rows (by route cards to come, by"
    " empty stations) and, by route, its run patterns of empty stations, each with a"
    " value by boxes left."
)

# The entries an afterstate's value sums: its penalty entry (route cards to come,
# empty stations) and each open route's (route, runs, boxes left).
Entries = tuple[int, int, list[tuple[int, tuple[tuple[int, ...], int]]]]


class Learner:
    """The tables of one map and the games that learn them."""

    def __init__(self, map_id: str) -> None:
        self.fb = fb = fast_board(Board.load(map_id))
        deck = load_deck()
        self.everything = [(encode_card(c), c.takes_route, c.reshuffle) for c in deck.cards]
        self.route_cards = [encode_card(c) for c in deck.cards if c.takes_route]
        self.reference = Policy(fb, self.route_cards, 0, REFERENCE)
        self.masks = fb.route_masks
        self.bonus = fb.first_bonus
        self.total = sum(fb.indicator_counts)
        self.penalty = [
            [-float(fb.penalty[max(0, e - 2 * later)]) for e in range(fb.station_count + 1)]
            for later in range(self.total + 1)
        ]
        self.routes: list[dict[tuple[tuple[int, ...], int], float]] = [
            {} for _ in range(fb.route_count)
        ]
        self.runs: list[dict[int, tuple[int, ...]]] = [{} for _ in range(fb.route_count)]
        self.example: list[dict[tuple[int, ...], int]] = [{} for _ in range(fb.route_count)]

    def route_value(self, q: int, rest: int, k: int) -> tuple[float, tuple[tuple[int, ...], int]]:
        runs = self.runs[q].get(rest)
        if runs is None:
            runs = self.runs[q][rest] = empty_runs(self.reference.route_bits[q], rest)
            self.example[q].setdefault(runs, rest)
        key = (runs, k)
        v = self.routes[q].get(key)
        if v is None:
            v = self.routes[q][key] = self.reference.hope_of(q, rest)[k]
        return v, key

    def value(
        self, filled: int, left: list[int], awarded: int, later: int
    ) -> tuple[float, Entries | None]:
        """The value of an afterstate and the entries it sums (None after the last
        route card: the penalty, exactly)."""
        fb = self.fb
        empty = fb.station_count - filled.bit_count()
        if not later:
            return -float(fb.penalty[empty]), None
        v = self.penalty[later][empty]
        used = []
        for q, n in enumerate(left):
            if not awarded >> q & 1:
                tv, key = self.route_value(q, self.masks[q] & ~filled, n)
                v += tv
                used.append((q, key))
        return v, (later, empty, used)

    def fill(self, r: int, filled: int, card: int) -> int:
        kind = card >> 4
        limit = 1 if kind == STAR else card & 15
        got = count = 0
        for bit in self.reference.route_bits[r]:
            if filled & bit:
                if count and kind == NUMBER:
                    break
                continue
            got |= bit
            count += 1
            if count == limit:
                break
        return got

    def write(self, filled: int, awarded: int, got: int) -> tuple[int, int, int]:
        filled |= got
        gain = 0
        for q, mask in enumerate(self.masks):
            if not awarded >> q & 1 and not mask & ~filled:
                awarded |= 1 << q
                gain += self.bonus[q]
        return filled, awarded, gain

    def game(self, cards: list[int], alpha: float) -> int:
        """Play ``cards`` greedy on the value, learning with step ``alpha`` (0: not);
        the final score."""
        fb = self.fb
        filled, left, awarded, points = 0, list(fb.indicator_counts), 0, 0
        later = self.total
        previous: tuple[float, Entries | None] | None = None
        for card in cards:
            options: list[tuple[int, list[int]]] = []
            if card >= 48:
                options = [(1 << s, left) for s in range(fb.station_count) if not filled >> s & 1]
            else:
                later -= 1
                for r, n in enumerate(left):
                    if n:
                        after = list(left)
                        after[r] -= 1
                        options.append((self.fill(r, filled, card), after))
            best = None
            for got, after in options:
                f2, a2, gain = self.write(filled, awarded, got)
                if card >> 4 == STAR and got:
                    gain += fb.star_values[got.bit_length() - 1]
                v, entries = self.value(f2, after, a2, later)
                if best is None or gain + v > best[0]:
                    best = (gain + v, f2, after, a2, gain, v, entries)
            if best is None:
                continue
            _, filled, left, awarded, gain, v, entries = best
            points += gain
            if alpha and previous is not None and previous[1] is not None:
                step = alpha * (gain + v - previous[0])
                at_later, empty, used = previous[1]
                self.penalty[at_later][empty] += step
                for q, key in used:
                    self.routes[q][key] += step
            previous = (v, entries)
        return points - fb.penalty[fb.station_count - filled.bit_count()]

    def deal(self, rng: random.Random) -> list[int]:
        """A random game's cards, as a table deals them (reshuffles included)."""
        cards: list[int] = []
        boxes = self.total
        pile: list[tuple[int, bool, bool]] = []
        while boxes:
            if not pile:
                pile = list(self.everything)
                rng.shuffle(pile)
            card, route, reshuffle = pile.pop()
            cards.append(card)
            boxes -= route
            if reshuffle:
                pile = []
        return cards

    def table(self) -> PatternTable:
        """The learned tables as the package holds them (rounded to 3 decimals; a
        pattern's row filled with the hand-made hope where a box count was not seen)."""
        boxes = max(self.fb.indicator_counts)
        routes = []
        for q, seen in enumerate(self.routes):
            rows: dict[tuple[int, ...], tuple[float, ...]] = {}
            for runs in sorted({runs for runs, _ in seen}):
                start = self.reference.hope_of(q, self.example[q][runs])
                rows[runs] = tuple(
                    round(seen.get((runs, k), start[k]), 3) for k in range(boxes + 1)
                )
            routes.append(rows)
        penalty = tuple(tuple(round(v, 3) for v in row) for row in self.penalty)
        return penalty, tuple(routes)


def table_source(tables: Mapping[str, PatternTable], made_by: Mapping[str, str]) -> str:
    """The tables as ``patterns.read_tables`` reads them (JSON), a row a line, with the
    commands that make each map's again (``made_by``, by map)."""
    lines = [
        "{",
        f'"written_by": {json.dumps(NOTE)},',
        f'"made_by": {json.dumps(dict(made_by), indent=0, ensure_ascii=False)},',
        '"maps": {',
    ]
    for m, (map_id, (penalty, routes)) in enumerate(tables.items()):
        lines.append(f'{json.dumps(map_id)}: {{"penalty": [')
        lines.append(",\n".join(json.dumps(row) for row in penalty))
        lines.append('], "routes": [')
        lines.append(
            ",\n".join(
                "[\n" + ",\n".join(json.dumps([runs, row]) for runs, row in rows.items()) + "\n]"
                for rows in routes
            )
        )
        lines.append("]}" + ("," if m < len(tables) - 1 else ""))
    lines.append("}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def named(path: Path) -> str:
    """A table file as a command that makes it names it: the package's by its place in
    the repository, any other by its name alone (no folder of this machine's)."""
    return str(TABLE.relative_to(ROOT)) if path.resolve() == TABLE else path.name


def made_by_of(path: Path) -> dict[str, str]:
    """The commands that made each map's table of a table file, by map."""
    made_by = json.loads(path.read_text("utf-8"))["made_by"]
    return made_by if isinstance(made_by, dict) else {}


def write_tables(
    path: Path, tables: Mapping[str, PatternTable], made_by: Mapping[str, str]
) -> None:
    """``tables`` written to ``path``, each map with the command that made it; a table
    file already there keeps its other maps' tables (the package's holds every map's,
    each made by its own commands)."""
    kept: dict[str, PatternTable] = {}
    commands: dict[str, str] = {}
    if path.exists():
        kept = read_tables(path.read_text("utf-8"))
        commands = made_by_of(path)
    kept.update(tables)
    commands.update(made_by)
    ordered = sorted(kept)
    path.write_text(
        table_source(
            {m: kept[m] for m in ordered}, {m: commands[m] for m in ordered if m in commands}
        )
    )


def check(map_id: str, table: PatternTable, deals: int) -> str:
    """The pattern policy alone against the learned linear one, paired."""
    board = Board.load(map_id)
    deck = load_deck()
    fb = fast_board(board)
    route_cards = [encode_card(c) for c in deck.cards if c.takes_route]
    linear = Policy(fb, route_cards, 0, LEARNED_PLAYOUT)
    patterns = PatternPolicy(fb, route_cards, 0, table)
    old: list[int] = []
    new: list[int] = []
    for i in range(deals):
        codes = [encode_card(c) for c in dealt_cards(board, deck, f"check-{i}")]
        old.append(linear.play_out(0, list(fb.indicator_counts), 0, 0, codes))
        new.append(patterns.play_out(0, list(fb.indicator_counts), 0, 0, codes))
    gains = [float(b - a) for a, b in zip(old, new, strict=True)]
    half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5
    return (
        f"{map_id:6} policy alone: linear {statistics.fmean(old):5.2f},"
        f" patterns {statistics.fmean(new):5.2f},"
        f" difference {statistics.fmean(gains):+.2f} +- {half:.2f} ({deals} deals)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150_000, help="games per map (150,000)")
    parser.add_argument("--alpha", type=float, default=0.02, help="the first step (0.02)")
    parser.add_argument("--seed", default="patterns")
    parser.add_argument("--maps", default="osaka", help="maps whose tables it learns (osaka)")
    parser.add_argument("--check", type=int, default=1000, help="deals per map, policy alone")
    parser.add_argument("--out", type=Path, default=TABLE)
    args = parser.parse_args()
    tables: dict[str, PatternTable] = {}
    for map_id in args.maps.split(","):
        start = time.process_time()
        learner = Learner(map_id)
        rng = random.Random(f"{args.seed}/{map_id}")
        for g in range(args.games):
            if g < 0.4 * args.games:
                alpha = args.alpha
            elif g < 0.8 * args.games:
                alpha = args.alpha / 3
            else:
                alpha = args.alpha / 10
            learner.game(learner.deal(rng), alpha)
        tables[map_id] = learner.table()
        entries = sum(len(rows) for rows in tables[map_id][1])
        print(
            f"{map_id}: {args.games} games, {entries} patterns,"
            f" {time.process_time() - start:.0f} s of CPU",
            flush=True,
        )
        if args.check:
            print(" ", check(map_id, tables[map_id], args.check), flush=True)
    out = "" if args.out.resolve() == TABLE else f" --out {args.out.name}"
    command = (
        f"python benchmarks/learn_patterns.py --games {args.games} --alpha {args.alpha}"
        f" --seed {args.seed} --maps {{map_id}}{out}"
    )
    write_tables(args.out, tables, {m: command.format(map_id=m) for m in tables})
    print(f"written: {args.out}")


if __name__ == "__main__":
    main()
