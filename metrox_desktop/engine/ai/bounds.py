"""How much a map asks of the searches, and the bounds that keep it to a printed sheet's.

A map file declares how long a game is and how many choices each card offers: a game
lasts one route card per indicator box (``T``), a route card offers up to one choice per
route (``R``) and a free circle (about one card in twenty) one per empty station (up to
``S``). A search's work grows with these, and a playout card costs more on a map of
more routes or stations (the policy weighs each route for a route card, each station
for a free circle). Left alone, a map within the format's limits made par take
minutes; here every search is given the work it has on a printed sheet (Tokyo or
Osaka) and no more:

- a beam that ranks its sheets by score keeps ``width x printed / this map`` sheets,
  the sizes being the sheets it makes from one sheet it keeps over a game;
- par's pilot beam the same, by the cards its playouts play from one sheet it keeps;
- a Monte Carlo bot plays ``work x printed / this map`` playout cards a decision, by the
  cards its playouts play over a whole game.

On Tokyo and Osaka every ratio is 1: their searches are exactly as they were. On a
larger map the searches are narrower, so a game or a par costs about what it costs
on a printed sheet (``benchmarks/bench_hostile.py`` measures it).
"""

from __future__ import annotations

from typing import NamedTuple

from metrox_desktop.engine.ai.fast import FastBoard

# One card in twenty of the deck is a free circle (okazu-20, the one deck).
FREE_SHARE = 1 / 19  # free circles per route card
FREE_OF_CARDS = 1 / 20  # free circles per card
# What making a sheet costs a beam, or a card a bot's search: a few fixed steps and one
# per route (measured: a strong bot's game on the map at the limits costs 4.5 s of a
# core, on Tokyo 5.4: a decision costs more than the cards of its playouts).
CARD_STEPS = 20
# What the policy's choice for a card of a pilot's playout costs, in steps of about
# half a microsecond: a route card weighs each route (R + 4 steps), a free circle each
# station (S). Measured: 6.6 and 35 microseconds on Tokyo (9 routes, 77 stations),
# 15 and 97 on the map at the limits (26 routes, 200 stations).
ROUTE_CARD_STEPS = 4


class MapSize(NamedTuple):
    """What a map declares that a search's work grows with."""

    route_cards: int  # T: every route's indicator boxes together
    routes: int  # R
    stations: int  # S

    @property
    def choices(self) -> float:
        """Sheets a search makes from one sheet over a game (one per choice of each card)."""
        return self.route_cards * (self.routes + self.stations * FREE_SHARE)

    @property
    def card_cost(self) -> int:
        """What making one sheet costs a beam, or one card a bot's search, in steps."""
        return self.routes + CARD_STEPS

    @property
    def playout_card(self) -> float:
        """What one card of a pilot's playout costs on average, in steps (a free
        circle one card in twenty)."""
        route_card = self.routes + ROUTE_CARD_STEPS
        return (1 - FREE_OF_CARDS) * route_card + FREE_OF_CARDS * self.stations

    def beam(self) -> float:
        """A score-ranked beam's work per sheet it keeps: the sheets it makes."""
        return self.choices * self.card_cost

    def pilot(self) -> float:
        """Par's pilot beam's work per sheet it keeps: each sheet it makes is played
        out over the cards left, half a game on average."""
        return self.choices * self.route_cards / 2 * self.playout_card

    def game(self) -> float:
        """A bot's work per playout card it may play a decision, over a game."""
        return self.route_cards * self.card_cost


# The printed sheets: Tokyo (23 boxes, 9 routes, 77 stations) and Osaka (23, 9, 75).
PRINTED = MapSize(23, 9, 77)


def map_size(fb: FastBoard) -> MapSize:
    return MapSize(sum(fb.indicator_counts), fb.route_count, fb.station_count)


def scaled(amount: int, printed: float, here: float) -> int:
    """``amount`` (a beam's width, a bot's work) on a map where a unit of it costs
    ``here`` against ``printed`` on a printed sheet: the same on a map no larger than a
    printed one, less in proportion on a larger one, never below 1."""
    if here <= printed:
        return amount
    return max(1, int(amount * printed / here))


def beam_width(fb: FastBoard, width: int, rank: str) -> int:
    """The width of a beam search on ``fb`` given its width on a printed sheet:
    ``rank`` "pilot" (sheets ranked by playouts) or another rank (by a formula)."""
    size = map_size(fb)
    if rank == "pilot":
        return scaled(width, PRINTED.pilot(), size.pilot())
    return scaled(width, PRINTED.beam(), size.beam())


def decision_work(fb: FastBoard, work: int) -> int:
    """The playout cards a Monte Carlo bot plays for one decision on ``fb``, given
    what it plays on a printed sheet."""
    return scaled(work, PRINTED.game(), map_size(fb).game())
