"""Hostile map files for the loader and ``maps check`` tests, and the maps tests make."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from metrox_desktop.fileformat import json_values
from metrox_desktop.maps.loader import check_map_text, resource_dir
from metrox_desktop.maps.spec import MapSpec


def tokyo() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (resource_dir("maps") / "tokyo.json").read_text(encoding="utf-8")
    )
    return data


def map_spec(data: dict[str, Any]) -> MapSpec:
    """A map a test made, read as the app reads a map file's text: any problem fails the
    test."""
    report = check_map_text(json.dumps(data), f"{data['id']}.json")
    assert report.spec is not None and report.ok, [str(p) for p in report.problems]
    return report.spec


def hostile_files(folder: Path) -> list[tuple[Path, str]]:
    """Files no map author meant, and the start of what each is told."""
    rng = random.Random(3)
    big = folder / "big.json"
    big.write_bytes(b" " * (10 * 1024 * 1024))
    junk = folder / "junk.json"
    junk.write_bytes(b'{"stations": [' + b"[1, 2]," * (10 * 1024 * 1024 // 7))
    binary = folder / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00junk")
    noise = folder / "noise.png"
    noise.write_bytes(bytes([0x89]) + rng.randbytes(50_000))
    empty = folder / "empty.json"
    empty.write_bytes(b"")
    nested = folder / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    types = folder / "types.json"
    types.write_text('{"format": "metrox-map/1", "id": 5, "stations": "many"}', encoding="utf-8")
    huge = folder / "huge.json"
    huge.write_text(json.dumps({**tokyo(), "sheet": {"width": 1e308, "height": -1e308}}))
    folder_itself = folder / "maps"
    folder_itself.mkdir()
    return [
        (big, "file is too large: a map file is at most"),
        (junk, "file is too large: a map file is at most"),
        (binary, "not UTF-8 text (byte 0 is 0xff)"),
        (noise, "not UTF-8 text (byte 0 is 0x89)"),
        (empty, "the file is empty"),
        (nested, "not a map file: JSON nested too deeply"),
        (types, "Input should be a valid string"),
        (huge, "Input should be less than or equal to 10000"),
        (folder_itself, "is a folder"),
        (folder / "missing.json", "no such file"),
    ]


# -- files of a few kilobytes that used to cost minutes and gigabytes --------------------
def with_bends(data: dict[str, Any], route: int, bends: int, seed: int = 5) -> dict[str, Any]:
    """``data`` with ``bends`` extra points on the route's first stretch (from its
    indicator boxes to its first station): a zigzag within 4 units of the stretch whose
    every segment crosses most others. Still a valid map: it crosses nothing new."""
    rng = random.Random(seed)
    path = data["routes"][route]["path"]
    (ax, ay), (bx, by) = (path[0]["x"], path[0]["y"]), (path[1]["x"], path[1]["y"])
    length = math.hypot(bx - ax, by - ay)
    nx, ny = (ay - by) / length, (bx - ax) / length
    zigzag = []
    for k in range(bends):
        t = rng.uniform(0.1, 0.2) if k % 2 == 0 else rng.uniform(0.7, 0.8)
        j = rng.uniform(-4, 4)
        x, y = ax + (bx - ax) * t + nx * j, ay + (by - ay) * t + ny * j
        zigzag.append({"x": round(x, 2), "y": round(y, 2)})
    routes = list(data["routes"])
    routes[route] = {**routes[route], "path": [path[0], *zigzag, *path[1:]]}
    return {**data, "routes": routes}


SCORE_BOXES = ("completion", "intersection", "penalty", "empty", "total")


def grid_map(
    rows: int,
    columns: int | Sequence[int],
    bends: int = 0,
    pattern: str = "dots",
    boxes: int | Sequence[int] = 1,
) -> dict[str, Any]:
    """A valid map of ``rows`` routes, each a row of ``columns`` stations (45 units
    apart; one number, or one per row) with its ``boxes`` indicator boxes (one number,
    or one per row) at the row's left; ``bends`` as in with_bends."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    widths = [columns] * rows if isinstance(columns, int) else list(columns)
    counts = [boxes] * rows if isinstance(boxes, int) else list(boxes)
    left = 150 + 35 * (max(counts) - 1)  # the first station's x
    stations, routes = [], []
    for r in range(rows):
        y = 60 + 60 * r
        ids = [f"S{r}_{c}" for c in range(widths[r])]
        stations += [{"id": s, "x": left + 45 * c, "y": y} for c, s in enumerate(ids)]
        routes.append(
            {
                "letter": letters[r],
                "name": {"en": f"Line {letters[r]}"},
                "colour": "#3366aa",
                "pattern": pattern,
                "first_bonus": 4,
                "later_bonus": 2,
                "indicators": [
                    {"x": 60 + 35 * k, "y": y, "w": 30, "h": 30} for k in range(counts[r])
                ],
                "badge": {"x": 20, "y": y},
                "name_at": {"x": 5, "y": y},
                "bonus_at": {"x": 20, "y": y},
                "stations": ids,
                "path": [{"x": left - 75, "y": y}]
                + [{"x": left + 45 * c, "y": y} for c in range(widths[r])],
            }
        )
    box = {"x": 40, "y": 60 + 60 * rows + 40, "w": 30, "h": 30}
    data: dict[str, Any] = {
        "format": "metrox-map/1",
        "id": "grid",
        "name": {"en": "Grid"},
        "sheet": {"width": left + 45 * max(widths) + 50, "height": 60 * rows + 160},
        "stations": stations,
        "routes": routes,
        "score_boxes": dict.fromkeys(SCORE_BOXES, box),
    }
    for r in range(rows if bends else 0):
        data = with_bends(data, r, bends, seed=r)
    return data


def limit_map() -> dict[str, Any]:
    """The costliest map for par and the bots that the format allows: as many routes,
    stations and indicator boxes as it takes (26 routes, 200 stations, 36 boxes, so
    every route card offers 26 choices early on and a free circle up to 200)."""
    from metrox_desktop.maps.spec import MAX_INDICATOR_BOXES, MAX_ROUTES, MAX_STATIONS

    per_route, longer = divmod(MAX_STATIONS, MAX_ROUTES)
    columns = [per_route + 1] * longer + [per_route] * (MAX_ROUTES - longer)
    two, one = MAX_INDICATOR_BOXES - MAX_ROUTES, 2 * MAX_ROUTES - MAX_INDICATOR_BOXES
    return {**grid_map(MAX_ROUTES, columns, boxes=[2] * two + [1] * one), "id": "limits"}


def crowded_record(players: int, map_id: str = "tokyo", seed: str = "CROWD") -> dict[str, Any]:
    """A whole valid game of ``players`` players on a built-in map, each taking the
    first legal choice every turn, with its deal (so ``par`` can review it)."""
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.engine.match import Match
    from metrox_desktop.engine.rules import legal_choices

    board = Board.load(map_id)
    match = Match.new(board, [f"P{p + 1}" for p in range(players)], load_deck("okazu-20"), seed)
    while not match.game.finished:
        match = match.flip()
        assert match.card is not None
        for p, sheet in enumerate(match.game.sheets):
            legal = legal_choices(board, sheet, match.card)
            match = match.choose(p, legal[0] if legal else None)
        match = match.resolve()
    record: dict[str, Any] = json_values(match.record())
    return record
