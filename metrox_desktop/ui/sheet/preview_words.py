"""What a previewed choice would write, in words: one sentence, named two ways.

For the eye (the card panel and the status bar) routes go by their letters and
stations by their references: ``C: write 4 in C3 C4``, ``Circle G6/Z6``,
``T: circle T6 T7 - completes T!``. For the ear (the screen reader: ``spoken.HEARD``)
the same sentence names routes in full and stations by their number from the Start:
``Chiyoda: write 4 in stations 3, 4``. A :class:`Naming` says how; the sentence itself
is defined here once, for both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.table import Preview

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Naming:
    """How a preview's sentence names what it speaks of."""

    route: Callable[[Board, int], str]  # a route
    stations: Callable[[Board, int, Sequence[int]], str]  # stations of a route, in order
    station: Callable[[Board, Choice], str]  # the station a free circle circles


def route_letter(board: Board, route: int) -> str:
    return board.route_letters[route]


def station_refs(board: Board, route: int, stations: Sequence[int]) -> str:
    return " ".join(board.station_ref(s, route) for s in stations)


def station_ref(board: Board, choice: Choice) -> str:
    """Every reference of the station (a shared one has one per route): ``G6/Z6``."""
    return "/".join(board.station_refs(choice.index))


SEEN = Naming(route_letter, station_refs, station_ref)  # the card panel's and status bar's


def preview_text(board: Board, preview: Preview, naming: Naming = SEEN) -> str:
    """What ``preview`` would write on ``board``, named by ``naming``."""
    if preview.route is None:
        text = translate("preview", "Circle {station}").format(
            station=naming.station(board, preview.choice)
        )
    else:
        route = naming.route(board, preview.route)
        if not preview.stations:
            text = translate(
                "preview", "{route}: write in the indicator box only (route full)"
            ).format(route=route)
        else:
            stations = naming.stations(board, preview.route, preview.stations)
            if preview.mark > 0:
                text = translate("preview", "{route}: write {n} in {stations}").format(
                    route=route, n=preview.mark, stations=stations
                )
            else:
                text = translate("preview", "{route}: circle {stations}").format(
                    route=route, stations=stations
                )
    if preview.completing:
        done = ", ".join(naming.route(board, r) for r in preview.completing)
        text += translate("preview", " \u2013 completes {routes}!").format(routes=done)
    return text
