"""How far could an honest player come? Par, penalised for knowing the cards.

Run: python benchmarks/bench_honest_bound.py [--deals N] [--width W] [--workers W]

Par knows every card in advance, so it is a ceiling no honest player (one who sees
only what the table shows) can reach. Information relaxation (Brown, Smith and Sun,
Operations Research 2010) gives a lower ceiling that is still one: charge the
clairvoyant, at every flip, for how lucky the card flipped is for the sheet it chose,

    penalty = G(sheet, card flipped) - mean over the cards it could have been of G(sheet, card),

the mean over the draw pile as the table shows it (the whole deck after a reshuffle).
For a player who cannot see the next card the penalty has mean zero whatever they
play, so the best mean of (score - penalties) is still at least the best honest
player's mean score; a clairvoyant line that chases cards it knows are coming pays for
them. Any G keeps it a ceiling; the closer G is to what a card is worth, the lower.
Here G is how good the sheet looks after the playout policy plays the card on it: its
score, plus each open route's bonus times its odds of completion (as the policy
reckons them from the deck, not the order), plus its stations at the policy's weight.

Both searches are the par's pilot beam (each sheet judged by finishing the game with the
playout policy on the cards known) of ``--width``: once on the score (par's search at
that width), once on score - penalties (the bound). As with par, a beam finds a good
line, not always the best: the numbers are estimates of both ceilings, on deals "0-i"
(the deals of bench_ai.py). Prints by map: their means, the mean difference with its
95% interval, CPU seconds a deal.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from multiprocessing import Pool

from bench_ai import MAPS, interval

from metrox_desktop.engine.ai.fast import FastBoard, FastSheet, encode_card, fast_board, play
from metrox_desktop.engine.ai.par import PAR_WEIGHTS
from metrox_desktop.engine.ai.playout import Policy
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Deck, load_deck

Flip = tuple[int, Counter[int]]  # the card flipped, and the pile it came from (codes)


def flips(board: Board, seed: str) -> list[Flip]:
    """Every flip of the deal ``seed``: its card and the cards it could have been."""
    deck = Deck.new(load_deck(), seed)
    everything = Counter(encode_card(c) for c in deck.spec.cards)
    boxes = board.total_indicators
    out: list[Flip] = []
    while boxes:
        pile = Counter(encode_card(deck.spec.cards[i]) for i in deck.draw_pile) or everything
        card, deck = deck.draw()
        deck = deck.after_turn(card)
        out.append((encode_card(card), pile))
        boxes -= card.takes_route
    return out


def luck(fb: FastBoard, honest: Policy, sheet: FastSheet, card: int) -> float:
    """G: how good ``sheet`` looks once ``card`` is played on it by the playout policy
    (its score, plus each open route's bonus times its odds of completion, plus the
    stations filled at the policy's weight), judged on what the table shows only."""
    later = sum(sheet.left) - (card < 48)  # route cards after this one
    choice = honest.choose(sheet.filled, sheet.left, sheet.awarded, card, later)
    after = play(fb, sheet, card, choice, honest.claimed)[0]
    filled, left, awarded, points = after
    value = float(points - fb.penalty[fb.station_count - filled.bit_count()])
    value += honest.weights.per_station * filled.bit_count()
    masks = fb.route_masks
    for q in range(fb.route_count):
        if not awarded >> q & 1:
            value += honest.hope_of(q, masks[q] & ~filled)[min(left[q], later)]
    return value


def _choices(fb: FastBoard, sheet: FastSheet, card: int) -> list[int | None]:
    if card >= 48:
        return [s for s in range(fb.station_count) if not sheet.filled >> s & 1] or [None]
    return [r for r, n in enumerate(sheet.left) if n] or [None]


def beam(board: Board, seed: str, width: int, penalised: bool) -> float:
    """The best (score - penalties) the pilot beam finds (no penalties: par's search)."""
    fb = fast_board(board)
    dealt = flips(board, seed)
    # What G may know: the deck, not the order (as the search's playouts).
    honest = Policy(fb, [encode_card(c) for c in load_deck().cards if c.takes_route])
    codes = [code for code, _ in dealt]
    # Sheet key -> (sheet, penalties so far); the same sheet reached twice keeps the
    # better score less penalties (what comes after depends on the sheet alone).
    layer: dict[tuple[int, tuple[int, ...], int], tuple[FastSheet, float]] = {
        (0, fb.indicator_counts, 0): (FastSheet(0, fb.indicator_counts, 0, 0), 0.0)
    }
    for depth, code in enumerate(codes):
        rest = codes[depth + 1 :]
        policy = Policy(fb, [c for c in rest if c < 48], 0, PAR_WEIGHTS)
        merged: dict[tuple[int, tuple[int, ...], int], tuple[FastSheet, float]] = {}
        for sheet, paid in layer.values():
            for choice in _choices(fb, sheet, code):
                child = play(fb, sheet, code, choice)[0]
                cost = paid
                if penalised and rest:
                    flipped, pile = dealt[depth + 1]
                    mean = sum(n * luck(fb, honest, child, c) for c, n in pile.items())
                    cost += luck(fb, honest, child, flipped) - mean / sum(pile.values())
                key = (child.filled, child.left, child.awarded)
                known = merged.get(key)
                if known is None or known[0].points - known[1] < child.points - cost:
                    merged[key] = (child, cost)

        def pilot(
            entry: tuple[FastSheet, float], policy: Policy = policy, rest: list[int] = rest
        ) -> float:
            (filled, left, awarded, points), paid = entry
            return policy.play_out(filled, list(left), awarded, points, rest) - paid

        ranked = sorted(merged.items(), key=lambda item: pilot(item[1]), reverse=True)
        layer = dict(ranked[:width])
    return max(
        sheet.points - fb.penalty[fb.station_count - sheet.filled.bit_count()] - paid
        for sheet, paid in layer.values()
    )


def deal(task: tuple[str, int, int]) -> tuple[float, float, float]:
    """(par's search, the penalised bound, CPU seconds) on deal "0-i"."""
    map_id, i, width = task
    board = Board.load(map_id)
    start = time.process_time()
    par = beam(board, f"0-{i}", width, penalised=False)
    bound = beam(board, f"0-{i}", width, penalised=True)
    return par, bound, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10, help="deals per map (default 10)")
    parser.add_argument("--width", type=int, default=100, help="beam width (default 100)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    print(f"pilot beam of width {args.width}, deals 0-0 to 0-{args.deals - 1}")
    print("map    par    bound   bound-par (95%)   CPU s/deal  deals")
    with Pool(args.workers) as pool:
        for map_id in MAPS:
            rows = pool.map(deal, [(map_id, i, args.width) for i in range(args.deals)], 1)
            pars = [r[0] for r in rows]
            bounds = [r[1] for r in rows]
            gaps = [b - p for p, b in zip(pars, bounds, strict=True)]
            print(
                f"{map_id:6} {statistics.fmean(pars):5.1f}  {statistics.fmean(bounds):5.1f}"
                f"   {statistics.fmean(gaps):+5.2f} +- {interval(gaps):4.2f}"
                f"   {statistics.fmean(r[2] for r in rows):9.1f}  {len(rows):5}",
                flush=True,
            )


if __name__ == "__main__":
    main()
