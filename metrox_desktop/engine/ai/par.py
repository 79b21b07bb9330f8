"""Par: the best score found on a deal by a search that knows every card in advance.

A beam search over the known card sequence: after each card, every sheet in the beam
is extended by every legal choice, sheets that are the same (same stations filled,
same boxes left, same awards) are merged keeping the most points, and the ``width``
most promising go on. How a sheet is judged (``rank``):

- ``"pilot"`` (par): the score the playout policy reaches finishing the game from
  it on the known cards. The best such finish seen anywhere is a line too, and the
  answer is the better of it and the beam's best sheet at the end.
- ``"score"``: the score so far (a plain beam, the benchmark's baseline), which
  cannot tell sheets apart early, while the penalty is at its maximum.

``width`` is the beam's width on a printed sheet; on a map that asks more of a search
(longer games, more routes or stations) the beam is narrower, so that par costs about
what it costs on Tokyo (:mod:`.bounds`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from metrox_desktop.engine.ai.bounds import beam_width
from metrox_desktop.engine.ai.fast import (
    FastBoard,
    FastSheet,
    encode_card,
    fast_board,
    final_score,
    play,
)
from metrox_desktop.engine.ai.playout import Policy, Weights
from metrox_desktop.engine.ai.stopping import StopCheck, check_stop
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card

PAR_WIDTH = 400  # pilot beam: about 9-12 s of one core a deal, in plain Python
PAR_WEIGHTS = Weights(0.35, 1.0)
PLAIN_WIDTH = 2_000  # the plain beam par also runs (about 2 s of one core a deal)


class Line(NamedTuple):
    """A whole game's choices on a known card sequence, and the score they reach."""

    score: int
    cards: tuple[Card, ...]
    choices: tuple[int | None, ...]


Ranker = Callable[[FastSheet], float]


def best_line(
    board: Board,
    cards: Sequence[Card],
    width: int = PAR_WIDTH,
    rank: str = "pilot",
    *,
    stop: StopCheck | None = None,
) -> Line:
    """The best line the beam search finds on ``cards`` (a whole game's, in order).

    ``rank`` is ``"pilot"`` or ``"score"`` (see the module's notes).
    ``width`` is narrowed on a map larger than a printed sheet (``bounds.beam_width``).
    ``stop`` is asked for every sheet extended and ranked (a pilot playout at most
    between two asks): once it returns True the search raises ``SearchStopped``.
    """
    fb = fast_board(board)
    width = beam_width(fb, width, rank)
    codes = [encode_card(c) for c in cards]
    start = FastSheet(0, fb.indicator_counts, 0, 0)
    # Each layer: sheets with (index of the parent in the previous layer, choice).
    layers: list[list[tuple[FastSheet, int, int | None]]] = [[(start, -1, None)]]
    pilot_best = (-1000, 0, 0)  # (score, layer, index): the best playout seen
    for depth, code in enumerate(codes):
        rest = codes[depth + 1 :]
        # The odds of the route cards still to come, known here.
        future = [c for c in rest if c < 48]
        policy = Policy(fb, future, 0, PAR_WEIGHTS)
        ranker = _score(fb) if rank == "score" else _pilot(policy, rest)
        if stop is not None:
            ranker = _stoppable(ranker, stop)
        merged: dict[tuple[int, tuple[int, ...], int], tuple[FastSheet, int, int | None]] = {}
        for parent, (sheet, _, _) in enumerate(layers[-1]):
            check_stop(stop)
            for choice in _choices(fb, sheet, code):
                child = play(fb, sheet, code, choice)[0]
                key = (child.filled, child.left, child.awarded)
                known = merged.get(key)
                if known is None or known[0].points < child.points:
                    merged[key] = (child, parent, choice)
        ranked = sorted(((ranker(e[0]), e) for e in merged.values()), key=_first, reverse=True)
        layers.append([e for _, e in ranked[:width]])
        if rank == "pilot" and ranked and ranked[0][0] > pilot_best[0]:
            pilot_best = (int(ranked[0][0]), len(layers) - 1, 0)
    last = layers[-1]
    best = max(range(len(last)), key=lambda i: final_score(fb, last[i][0]))
    final, depth = final_score(fb, last[best][0]), len(layers) - 1
    if pilot_best[0] > final:
        final, depth, best = pilot_best
    choices: list[int | None] = []
    sheet = layers[depth][best][0]
    for layer in reversed(layers[1 : depth + 1]):
        _, parent, choice = layer[best]
        choices.append(choice)
        best = parent
    choices.reverse()
    # A line cut short by the pilot: the policy plays the rest, as in its playout.
    future = [c for c in codes[depth:] if c < 48]
    policy = Policy(fb, future, 0, PAR_WEIGHTS)
    later = len(future)
    for code in codes[depth:]:
        later -= code < 48
        choice = policy.choose(sheet.filled, sheet.left, sheet.awarded, code, later)
        sheet = play(fb, sheet, code, choice)[0]
        choices.append(choice)
    assert final_score(fb, sheet) == final
    return Line(final, tuple(cards), tuple(choices))


def _first(pair: tuple[float, object]) -> float:
    return pair[0]


def _stoppable(ranker: Ranker, stop: StopCheck) -> Ranker:
    def rank(sheet: FastSheet) -> float:
        check_stop(stop)
        return ranker(sheet)

    return rank


def _pilot(policy: Policy, rest: Sequence[int]) -> Ranker:
    def rank(sheet: FastSheet) -> float:
        filled, left, awarded, points = sheet
        return policy.play_out(filled, list(left), awarded, points, rest)

    return rank


def plain_line(
    board: Board,
    cards: Sequence[Card],
    width: int = PAR_WIDTH,
    *,
    stop: StopCheck | None = None,
) -> Line:
    """The plain beam par runs beside its pilot beam of ``width``: ``PLAIN_WIDTH`` wide
    (in proportion for a narrower pilot: a quick par, as tests ask for, is quick in both)."""
    plain_width = PLAIN_WIDTH * min(width, PAR_WIDTH) // PAR_WIDTH
    return best_line(board, cards, plain_width, rank="score", stop=stop)


def better(first: Line, second: Line) -> Line:
    """The line that scores more (``first`` on a tie)."""
    return second if second.score > first.score else first


def _choices(fb: FastBoard, sheet: FastSheet, card: int) -> list[int | None]:
    if card >= 48:
        empty = [s for s in range(fb.station_count) if not sheet.filled >> s & 1]
        return list(empty) or [None]
    return [r for r, n in enumerate(sheet.left) if n]


def _score(fb: FastBoard) -> Ranker:
    def rank(sheet: FastSheet) -> float:
        return final_score(fb, sheet) + 0.001 * sheet.filled.bit_count()

    return rank
