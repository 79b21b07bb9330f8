"""Checks a map file's meaning beyond its types: ids, topology, geometry.

Each problem names its JSON path, e.g. ``$.routes[2].stations[4]: no station 'Q9'``.
"""

from __future__ import annotations

from metrox_desktop.maps.schema import MapFile


def problems_of(spec: MapFile) -> list[str]:
    problems: list[str] = []
    station_ids = [s.id for s in spec.stations]
    seen: set[str] = set()
    for i, sid in enumerate(station_ids):
        if sid in seen:
            problems.append(f"$.stations[{i}].id: duplicate station id {sid!r}")
        seen.add(sid)
    letters: set[str] = set()
    used: set[str] = set()
    for r, route in enumerate(spec.routes):
        if route.letter in letters:
            problems.append(f"$.routes[{r}].letter: duplicate route letter {route.letter!r}")
        letters.add(route.letter)
        for k, sid in enumerate(route.stations):
            if sid not in seen:
                problems.append(f"$.routes[{r}].stations[{k}]: no station {sid!r}")
            used.add(sid)
        if len(set(route.stations)) != len(route.stations):
            problems.append(f"$.routes[{r}].stations: a station appears twice")
    for i, sid in enumerate(station_ids):
        if sid not in used:
            problems.append(f"$.stations[{i}]: station {sid!r} is on no route")
    return problems
