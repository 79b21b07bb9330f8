"""A screening variant of the strong bot: a second, deeper look at its two best choices.

Flat Monte Carlo values a choice by the playout policy's games from it, so a choice
whose next decision the policy plays badly reads too low, and no number of samples
removes that. Here the flat search (``rank_choices``) spends ``1 - share`` of the
cards, and the rest goes to its two best choices: on imagined decks, the next
decision of the game after each (the deck's first card) is made by a small inner
search rather than by the policy, then the policy plays on.

The inner search weighs the policy's two best choices for that card (the policy's
best, then its best with that route's boxes hidden, and so on), each played out on
a few rests of the game re-sampled given that card, the same rests for every
choice and both finalists. A finalist's value is the flat search's plus the mean
gain of the inner search over the policy on that card: half the rests pick the
inner choice, the other half value it against the policy's (and the other way
round), so a choice picked for its lucky rests is not valued on them. Where the
inner search agrees with the policy the gain is nil, so the gain is measured with
far less noise than a second mean of whole games would be. The second look's cards
are those of the inner playouts and, for each imagined deck, the deck's own (dealt
whole, its first card alone played). ``bench_ai.py`` plays it as ``strong-deepP`` (P
per cent of the cards on the second look).
"""

from __future__ import annotations

from metrox_desktop.engine.ai.bounds import decision_work
from metrox_desktop.engine.ai.fast import (
    FastSheet,
    encode_card,
    fast_sheet,
    legal,
    play,
)
from metrox_desktop.engine.ai.futures import cards_needed
from metrox_desktop.engine.ai.montecarlo import MonteCarloStrategy, rank_choices, view_policy
from metrox_desktop.engine.ai.playout import PLAYOUT, Policy, Prefixes, Weights
from metrox_desktop.engine.ai.view import PlayerView, Rng, shuffle
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.choice import Choice

# Re-sampled rests a choice of the inner search is played out on: as many as let the
# cards reach some DECKS imagined decks, at least 4 and at most 32 (even: half pick,
# half judge). Early in a game that is 4, near its end 32.
DECKS = 24
LEAST, MOST = 4, 32
WIDTH = 2  # the policy's best choices the inner search weighs
FINALISTS = 2


def deal_on(
    pile: list[Card], everything: tuple[Card, ...], rng: Rng, route_cards: int
) -> list[Card]:
    """The cards dealt from ``pile`` (already in its order, drawn from its end) up to and
    including the ``route_cards``-th route card, as ``futures.sample_future`` deals."""
    dealt: list[Card] = []
    while route_cards > 0:
        if not pile:
            pile = list(everything)
            shuffle(pile, rng)
        card = pile.pop()
        dealt.append(card)
        if card.takes_route:
            route_cards -= 1
        if card.reshuffle:
            pile = []
    return dealt


def pile_now(view: PlayerView) -> list[Card]:
    """The cards that may come next, before any is drawn (in deck-list order)."""
    return [] if view.card.reshuffle else list(view.unseen)


def rest_after(view: PlayerView, first: Card, rng: Rng, route_cards: int) -> list[int]:
    """One rest of the game after ``first`` came next: the pile without it, shuffled,
    then fresh shuffles, up to the ``route_cards``-th route card (encoded)."""
    everything = view.deck.cards
    pile = pile_now(view) or list(everything)
    if first.reshuffle:
        pile = []
    else:
        pile.remove(first)
        shuffle(pile, rng)
    return [encode_card(c) for c in deal_on(pile, everything, rng, route_cards)]


def policy_order(policy: Policy, sheet: FastSheet, card: int, later: int, width: int) -> list[int]:
    """The policy's ``width`` best routes for a route card, best first."""
    left = list(sheet.left)
    found: list[int] = []
    while len(found) < width:
        choice = policy.choose(sheet.filled, left, sheet.awarded, card, later)
        if choice is None:
            break
        found.append(choice)
        left[choice] = 0
    return found


class DeeperStrategy(MonteCarloStrategy):
    """The strong bot with a second, deeper look at its two best choices."""

    def __init__(self, name: str, work: int, weights: Weights = PLAYOUT, share: float = 0.3):
        super().__init__(name, work, weights)
        self.share = share  # of the cards, for the second look
        # By decision with a second look: route cards to come, decks, the finalists'
        # gains a deck, and whether the look changed the flat search's choice.
        self.looks: list[tuple[int, int, list[float], bool]] = []

    def choose(self, view: PlayerView, rng: Rng) -> Choice:
        choices = view.legal_choices()
        if len(choices) < 2:
            return choices[0] if choices else Choice.PASS
        future_length = cards_needed(view)
        if future_length < 2:  # no decision after this one worth a second look
            return rank_choices(view, rng, self.work, weights=self.weights)[0][0]
        flat = round(self.work * (1 - self.share))
        ranked = rank_choices(view, rng, flat, weights=self.weights)
        policy = view_policy(view, self.weights)
        fb = policy.fb
        budget = decision_work(fb, self.work - flat)
        sheet = fast_sheet(view.board, view.sheet)
        card = encode_card(view.card)
        finalists = ranked[:FINALISTS]
        sheets = [
            play(fb, sheet, card, c.index if c is not Choice.PASS else None, policy.claimed)[0]
            for c, _ in finalists
        ]
        gains = [0.0] * len(finalists)
        decks = 0
        spent = 0
        everything = view.deck.cards
        later = future_length - 1
        inner = budget // (DECKS * FINALISTS * WIDTH * max(1, later)) // 2 * 2
        inner = max(LEAST, min(MOST, inner))
        while spent < budget or decks < 2:
            pile = pile_now(view)
            shuffle(pile, rng)
            deck = deal_on(pile, everything, rng, future_length)
            decks += 1
            spent += len(deck)
            first = deck[0]
            if not first.takes_route:  # a free circle next: the policy's, no gain
                continue
            rests = [rest_after(view, first, rng, later) for _ in range(inner)]
            c1 = encode_card(first)
            for f, start in enumerate(sheets):
                if len(legal(fb, start, c1)) < 2:
                    continue
                options = policy_order(policy, start, c1, later, WIDTH)
                after = [play(fb, start, c1, o, policy.claimed)[0] for o in options]
                # Each option's score on each rest: (options x inner).
                scores = []
                for s in after:
                    shared: Prefixes = {}  # the rests' common starts, as the search keeps them
                    scores.append([policy.play_outs(s, [r], shared) for r in rests])
                spent += len(options) * sum(len(r) for r in rests)
                half = inner // 2
                gain = 0.0
                for pick, judge in (
                    (range(half), range(half, inner)),
                    (range(half, inner), range(half)),
                ):
                    best = max(
                        range(len(options)), key=lambda o: (sum(scores[o][k] for k in pick), -o)
                    )
                    gain += sum(scores[best][k] - scores[0][k] for k in judge) / len(judge)
                gains[f] += gain / 2
        values = [v + g / decks for (_, v), g in zip(finalists, gains, strict=True)]
        best = max(range(len(finalists)), key=lambda f: (values[f], -f))
        self.looks.append((future_length, decks, [g / decks for g in gains], best != 0))
        return finalists[best][0]
