"""A map's topology compiled for play: stations and routes as indices.

The engine works on indices (station ``s``, route ``r``) so a turn costs a few
tuple operations; names appear only at the edges: route letters (``G``), and station
references by route letter and 1-based position from the route's Start (``G3``).
A shared station has one reference per route through it, all valid.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from metrox_desktop.maps.loader import load_map
from metrox_desktop.maps.spec import MapSpec
from metrox_desktop.words import QT_TRANSLATE_NOOP

_STATION_REF = re.compile(r"^([A-Z])([0-9]{1,3})$")


class UnknownReference(ValueError):
    """A route letter or station reference that names nothing on this map."""


@dataclass(frozen=True, eq=False)
class Board:
    spec: MapSpec = field(repr=False)
    map_id: str
    station_ids: tuple[str, ...]  # the map file's grid ids, by station index
    route_letters: tuple[str, ...]
    route_stations: tuple[tuple[int, ...], ...]  # Start to End
    station_routes: tuple[tuple[int, ...], ...]  # routes through each station, map order
    indicator_counts: tuple[int, ...]
    first_bonus: tuple[int, ...]
    later_bonus: tuple[int, ...]
    route_masks: tuple[int, ...] = field(repr=False)  # bit s set for each station on the route

    @classmethod
    def from_spec(cls, spec: MapSpec) -> Board:
        station_ids = tuple(s.id for s in spec.stations)
        index = {sid: i for i, sid in enumerate(station_ids)}
        route_stations = tuple(tuple(index[sid] for sid in r.stations) for r in spec.routes)
        station_routes = tuple(
            tuple(r for r, stations in enumerate(route_stations) if s in stations)
            for s in range(len(station_ids))
        )
        return cls(
            spec=spec,
            map_id=spec.id,
            station_ids=station_ids,
            route_letters=tuple(r.letter for r in spec.routes),
            route_stations=route_stations,
            station_routes=station_routes,
            indicator_counts=tuple(len(r.indicators) for r in spec.routes),
            first_bonus=tuple(r.first_bonus for r in spec.routes),
            later_bonus=tuple(r.later_bonus for r in spec.routes),
            route_masks=tuple(sum(1 << s for s in stations) for stations in route_stations),
        )

    @classmethod
    def load(cls, name_or_path: str) -> Board:
        return cls.from_spec(load_map(name_or_path))

    @property
    def station_count(self) -> int:
        return len(self.station_ids)

    @property
    def route_count(self) -> int:
        return len(self.route_letters)

    @property
    def total_indicators(self) -> int:
        return sum(self.indicator_counts)

    def star_value(self, station: int) -> int:
        """What a star card writes in this station: 2 x the routes through it."""
        return 2 * len(self.station_routes[station])

    def route_index(self, letter: str) -> int:
        try:
            return self.route_letters.index(letter)
        except ValueError:
            raise UnknownReference(
                QT_TRANSLATE_NOOP(
                    "board", "no route {letter!r} on {map} (routes: {routes})"
                ).format(letter=letter, map=self.map_id, routes=" ".join(self.route_letters))
            ) from None

    def station_ref(self, station: int, route: int | None = None) -> str:
        """``G3``: the station named along ``route`` (default: the first route through it)."""
        if route is None:
            route = self.station_routes[station][0]
        return f"{self.route_letters[route]}{self.route_stations[route].index(station) + 1}"

    def station_refs(self, station: int) -> tuple[str, ...]:
        """Every name of a station, one per route through it: ``("G3", "Z3")``."""
        return tuple(self.station_ref(station, r) for r in self.station_routes[station])

    def parse_station_ref(self, ref: str) -> int:
        match = _STATION_REF.fullmatch(ref) if isinstance(ref, str) else None
        if match is None:
            raise UnknownReference(
                QT_TRANSLATE_NOOP(
                    "board", "{ref!r} is not a station reference (route letter + position, e.g. G3)"
                ).format(ref=ref)
            )
        route = self.route_index(match[1])
        position = int(match[2])
        stations = self.route_stations[route]
        if not 1 <= position <= len(stations):
            raise UnknownReference(
                QT_TRANSLATE_NOOP(
                    "board", "route {letter} has stations 1-{last}, not {position}"
                ).format(letter=match[1], last=len(stations), position=position)
            )
        return stations[position - 1]
