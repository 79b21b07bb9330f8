"""A compact copy of the rules for search: a sheet as a few ints, a card as one int.

A search plays hundreds of thousands of moves a second decision; the engine's
values (marks per station, indicator codes, award enums, a result object per
turn) are what a player sees, and most of that a search never needs. Here:

- a card is one int, ``kind * 16 + value`` (``encode_card``);
- a sheet is a ``FastSheet``: the filled stations as a bit set, the empty indicator
  boxes left on each route, the awarded routes as a bit set, and the points
  already earned (crowns, diamonds, star numbers);
- the board is a ``FastBoard``: small tuples of ints, cheap to pickle (a ``Board``
  carries its whole map file).

Tests check it against the rules engine over thousands of random positions on
both maps: the same legal choices, stations, awards and score.
"""

from __future__ import annotations

from functools import cache
from itertools import compress
from typing import NamedTuple

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, CardKind
from metrox_desktop.engine.scoring import penalty_for
from metrox_desktop.engine.state import Award, SheetState

NUMBER, CIRCLED, STAR, FREE = 0, 1, 2, 3
_KINDS = {
    CardKind.NUMBER: NUMBER,
    CardKind.CIRCLED: CIRCLED,
    CardKind.STAR: STAR,
    CardKind.FREE: FREE,
}


def encode_card(card: Card) -> int:
    """``kind * 16 + value``: FREE cards are >= 48, STAR 32, CIRCLED 16+N, NUMBER N."""
    return _KINDS[card.kind] * 16 + card.value


class FastBoard(NamedTuple):
    map_id: str
    route_stations: tuple[tuple[int, ...], ...]  # Start to End
    route_masks: tuple[int, ...]
    station_routes: tuple[tuple[int, ...], ...]
    star_values: tuple[int, ...]  # by station: what a star writes there
    indicator_counts: tuple[int, ...]
    first_bonus: tuple[int, ...]
    later_bonus: tuple[int, ...]
    penalty: tuple[int, ...]  # by number of empty stations
    station_count: int
    route_count: int


@cache
def fast_board(board: Board) -> FastBoard:
    """The compact board of ``board`` (made once per board: a Board hashes by identity)."""
    return FastBoard(
        map_id=board.map_id,
        route_stations=board.route_stations,
        route_masks=board.route_masks,
        station_routes=board.station_routes,
        star_values=tuple(board.star_value(s) for s in range(board.station_count)),
        indicator_counts=board.indicator_counts,
        first_bonus=board.first_bonus,
        later_bonus=board.later_bonus,
        penalty=tuple(penalty_for(x) for x in range(board.station_count + 1)),
        station_count=board.station_count,
        route_count=board.route_count,
    )


class FastSheet(NamedTuple):
    filled: int  # bit s set when station s is not empty
    left: tuple[int, ...]  # by route: empty indicator boxes
    awarded: int  # bit r set when route r has its crown or diamond
    points: int  # crowns, diamonds and star numbers earned so far


def fast_sheet(board: Board, sheet: SheetState) -> FastSheet:
    points = sum(m for m in sheet.marks if m > 0)
    awarded = 0
    for r, award in enumerate(sheet.awards):
        if award is not None:
            awarded |= 1 << r
            points += board.first_bonus[r] if award is Award.FIRST else board.later_bonus[r]
    left = tuple(n - len(i) for n, i in zip(board.indicator_counts, sheet.indicators, strict=True))
    return FastSheet(sheet.filled, left, awarded, points)


def claimed_mask(claimed: frozenset[int]) -> int:
    """The claimed routes of a game as a bit set."""
    mask = 0
    for r in claimed:
        mask |= 1 << r
    return mask


def legal(fb: FastBoard, sheet: FastSheet, card: int) -> tuple[int, ...]:
    """The rules' ``legal_choices``: open routes, or empty stations for a free circle."""
    if card >= 48:
        filled = sheet.filled
        return tuple(s for s in range(fb.station_count) if not filled >> s & 1)
    left = sheet.left
    return tuple(compress(range(len(left)), left))  # the routes with an empty box


def stations(fb: FastBoard, filled: int, card: int, route: int) -> tuple[int, ...]:
    """The stations a route card fills on ``route``, Start first (the rules'
    ``stations_filled``)."""
    kind, value = card >> 4, card & 15
    found: list[int] = []
    for s in fb.route_stations[route]:
        if filled >> s & 1:
            if found and kind == NUMBER:
                break  # a number card stops at the next filled station
            continue
        found.append(s)
        if kind == STAR or len(found) == value:
            break
    return tuple(found)


def play(
    fb: FastBoard, sheet: FastSheet, card: int, choice: int | None, claimed: int = 0
) -> tuple[FastSheet, int]:
    """``choice`` written on ``sheet``, routes it completes awarded (the diamond for a
    route in ``claimed``); the new sheet and the bit set of routes completed now.
    The choice must be legal."""
    filled, left, awarded, points = sheet
    if card >= 48:
        written: tuple[int, ...] = () if choice is None else (choice,)
    else:
        assert choice is not None
        written = stations(fb, filled, card, choice)
        changed = list(left)
        changed[choice] -= 1
        left = tuple(changed)
        if written and card >> 4 == STAR:
            points += fb.star_values[written[0]]
    for s in written:
        filled |= 1 << s
    done = 0
    if written:
        masks = fb.route_masks
        for s in written:
            for r in fb.station_routes[s]:
                if not (awarded | done) >> r & 1 and filled & masks[r] == masks[r]:
                    done |= 1 << r
                    points += fb.later_bonus[r] if claimed >> r & 1 else fb.first_bonus[r]
    # tuple.__new__: a NamedTuple's own constructor is a slower Python function (rules.py)
    return tuple.__new__(FastSheet, (filled, left, awarded | done, points)), done


def final_score(fb: FastBoard, sheet: FastSheet) -> int:
    """The sheet's total score, as ``scoring.score(...).total``."""
    return sheet.points - fb.penalty[fb.station_count - sheet.filled.bit_count()]
