"""Find the guided first game's deal: Tokyo, one fixed deal code, chosen so that every
kind of card and the reshuffle come early (the cards come in the deal's order whatever
is played) and a route is completed early when played greedily. The lesson suggests the
strong AI's choices, which complete their first route later (turn 17 of 25 on
LEARN166) and score far more (51 against the greedy bot's 22).

Run: python benchmarks/find_learn_deal.py [N]

searches N deal codes (default 300) and prints the best ones (when each thing first
happens); LEARN_SEED (in ``metrox_desktop/sharing/lesson.py``) is the one it found.
"""

from __future__ import annotations

import random
import sys

from metrox_desktop.engine.ai import GreedyStrategy, PlayerView
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.sharing.lesson import LEARN_MAP

EVENTS = ("number", "circled", "star", "free", "complete", "reshuffle")


def firsts(board: Board, seed: str, turns: int = 40) -> dict[str, int]:
    """The turn (1-based) each event first happens on, one player playing greedily."""
    match = Match.new(board, ["You"], load_deck(), seed)
    greedy = GreedyStrategy()
    seen: dict[str, int] = {}
    while match.phase is not Phase.OVER and match.turn < turns:
        match = match.flip()
        card = match.card
        assert card is not None
        turn = match.turn + 1
        seen.setdefault(card.kind.value, turn)
        if card.reshuffle:
            seen.setdefault("reshuffle", turn)
        view = PlayerView(match.game, 0, card, match.deck)
        match = match.choose(0, greedy.choose(view, random.Random(turn)))
        match = match.resolve()
        if match.history[-1].completed[0]:
            seen.setdefault("complete", turn)
    return seen


def lateness(seen: dict[str, int]) -> int:
    """The turn by which every event has happened (large when one never does)."""
    return max(seen.get(event, 99) for event in EVENTS)


def search(count: int) -> list[tuple[int, str, dict[str, int]]]:
    board = Board.load(LEARN_MAP)
    found = []
    for i in range(count):
        seed = f"LEARN{i}"
        seen = firsts(board, seed)
        found.append((lateness(seen), seed, seen))
    return sorted(found, key=lambda f: (f[0], f[1]))


if __name__ == "__main__":
    for late, seed, seen in search(int(sys.argv[1]) if len(sys.argv) > 1 else 300)[:5]:
        print(late, seed, seen)
