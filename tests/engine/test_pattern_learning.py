"""The route-pattern tables are learned again from their script, the same from a seed,
and the pattern playout takes the choice they value most."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from metrox_desktop.engine.ai.fast import STAR, FastSheet, encode_card, fast_board, legal, play
from metrox_desktop.engine.ai.montecarlo import policy_for
from metrox_desktop.engine.ai.patterns import (
    REFERENCE,
    PatternPolicy,
    PatternTable,
    package_tables,
    read_tables,
)
from metrox_desktop.engine.ai.playout import PLAYOUT, Policy, empty_runs
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from tests.engine.learned_tables import learn_with


def learn(out: Path, seed: str, maps: str = "tokyo,osaka") -> bytes:
    """A small learning run (a hundred games a map) written to ``out`` (which its
    commands name: compare files of one name, in folders of their own)."""
    out.parent.mkdir(exist_ok=True)
    options = ["--games", "100", "--check", "0", "--seed", seed, "--maps", maps]
    return learn_with("learn_patterns.py", out, *options)


def learned(table: bytes) -> dict[str, PatternTable]:
    """The tables a written file holds, read as the package reads its own."""
    return read_tables(table.decode("utf-8"))


def test_the_same_seed_learns_the_same_tables_byte_for_byte(tmp_path: Path) -> None:
    first = learn(tmp_path / "first" / "tables.json", "a")
    assert learn(tmp_path / "again" / "tables.json", "a") == first
    # Another seed plays other games and learns other values.
    assert learned(learn(tmp_path / "other" / "tables.json", "b")) != learned(first)
    # Each map its tables: a penalty row for every route card to come, a table a route.
    tables = learned(first)
    assert set(tables) == {"tokyo", "osaka"}
    for map_id, (penalty, routes) in tables.items():
        fb = fast_board(Board.load(map_id))
        assert len(penalty) == sum(fb.indicator_counts) + 1
        assert {len(row) for row in penalty} == {fb.station_count + 1}
        assert len(routes) == fb.route_count
        assert all(rows for rows in routes)
    # The table says how each map's was made, so running that line again gives it back.
    for map_id in ("tokyo", "osaka"):
        line = f"--games 100 --alpha 0.02 --seed a --maps {map_id} --out tables.json"
        assert line.encode() in first
    # A map's tables are the same learned alone (as the package's Osaka table is).
    alone = learned(learn(tmp_path / "osaka.json", "a", "osaka"))
    assert alone == {"osaka": tables["osaka"]}


def test_a_map_learned_into_a_table_file_keeps_the_other_maps_tables(tmp_path: Path) -> None:
    # As the package's file holds Osaka's tables learned here and Tokyo's fitted to the
    # search (fit_patterns.py): learning Osaka's again leaves Tokyo's as they were.
    both = learned(learn(tmp_path / "tables.json", "a"))
    again = learned(learn(tmp_path / "tables.json", "b", "osaka"))
    assert again["tokyo"] == both["tokyo"]
    assert again["osaka"] != both["osaka"]
    assert b"--seed a --maps tokyo" in (tmp_path / "tables.json").read_bytes()


def afterstate_value(policy: Policy, map_id: str, sheet: FastSheet, later: int) -> float:
    """The tables' value of a sheet after a choice, summed entry by entry."""
    fb = policy.fb
    penalty, routes = package_tables()[map_id]
    empty = fb.station_count - sheet.filled.bit_count()
    if not later:
        return -float(fb.penalty[empty])
    value = penalty[later][empty]
    for q, mask in enumerate(fb.route_masks):
        if sheet.awarded >> q & 1:
            continue
        rest = mask & ~sheet.filled
        row = routes[q].get(empty_runs(policy.route_bits[q], rest))
        value += (row or policy.hope_of(q, rest))[sheet.left[q]]
    return value


@pytest.mark.parametrize("map_id", sorted(package_tables()))
def test_the_pattern_playout_takes_the_choice_its_tables_value_most(map_id: str) -> None:
    board = Board.load(map_id)
    fb = fast_board(board)
    route_cards = [encode_card(c) for c in load_deck().cards if c.takes_route]
    policy = PatternPolicy(fb, route_cards, 0, package_tables()[map_id])
    reference = Policy(fb, route_cards, 0, REFERENCE)
    codes = sorted({encode_card(c) for c in load_deck().cards})
    rng = random.Random(f"patterns/{map_id}")
    checked = 0
    for _ in range(300):
        # A sheet part way through a game: some route cards played at random.
        sheet = FastSheet(0, fb.indicator_counts, 0, 0)
        later = sum(fb.indicator_counts)
        for _ in range(rng.randrange(later - 1)):
            card = rng.choice([c for c in codes if c < 48])
            sheet = play(fb, sheet, card, rng.choice(legal(fb, sheet, card)))[0]
            later -= 1
        card = rng.choice(codes)
        later -= card < 48
        options = legal(fb, sheet, card)
        if len(options) < 2:
            continue
        values = []
        for option in options:
            after, _ = play(fb, sheet, card, option)
            gain = after.points - sheet.points
            values.append(gain + afterstate_value(reference, map_id, after, later))
        best = max(values)
        chosen = policy.choose(sheet.filled, sheet.left, sheet.awarded, card, later)
        # The same choice, or one its tables value as much (to rounding).
        assert values[options.index(chosen)] == pytest.approx(best, abs=1e-9)
        # A star counts what it writes now.
        checked += card >> 4 == STAR
    assert checked


def test_the_levels_play_out_on_the_pattern_tables_of_both_maps_and_linear_elsewhere() -> None:
    route_cards = tuple(sorted(encode_card(c) for c in load_deck().cards if c.takes_route))
    assert set(package_tables()) == {"osaka", "tokyo"}
    for map_id in ("osaka", "tokyo"):
        fb = fast_board(Board.load(map_id))
        assert isinstance(policy_for(fb, route_cards, 0, PLAYOUT), PatternPolicy)
        # A map of a player's own has no table: its playouts are the linear policy's.
        own = fb._replace(map_id=f"my-{map_id}")
        assert type(policy_for(own, route_cards, 0, PLAYOUT)) is Policy
