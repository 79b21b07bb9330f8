"""`metrox-desktop maps check|render|info|schema`: work with map files without a window.

Every action takes a built-in map's id (``tokyo``) or a map file alike.

- ``check MAP_OR_FILE...``: validates each; prints ``FILE: ok`` or every problem, one
  per line (``FILE: $.routes[2].stations[4]: no station 'Q9'``; a problem with the
  whole file without a JSON path: ``FILE: no such file or built-in map``), also for
  files that are not map files at all (missing, a folder, binary, huge, deeply
  nested). Exit status 0 only if every one is valid, 1 otherwise (2 for a
  command-line mistake).
- ``render MAP_OR_FILE --out FILE.png|svg|pdf [--record RECORD [--player N]]``: draws
  the sheet (optionally the final state of a game record on it) to an image. A bad
  name, map, record or folder is one line and exit status 2; the image is written
  beside ``--out`` and renamed over it when complete, so a failure never leaves half
  an image in place of a good one. A PDF is one page of A4 or Letter (the default
  printer's paper, else the locale's), the sheet as large as its margins allow.
  ``--scale`` (PNG pixels per sheet unit) is bounded so that the image is at most 8,000
  pixels wide and high (about 190 MB while drawn).
- ``info MAP``: routes, station counts, indicator boxes, bonuses, shared stations.
- ``schema``: prints the JSON Schema of the map format (resources/maps/schema.json).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from metrox_desktop.commands.options import UsageError, file_names, map_error_line, qt_writes_to
from metrox_desktop.engine.records import one_line
from metrox_desktop.maps.loader import MapError, check_map, load_map
from metrox_desktop.maps.spec import MapSpec, json_schema_text

MAX_IMAGE_SIDE = 8000  # PNG pixels: the largest sheet image maps render draws


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("maps", help="check, draw and describe map files")
    actions = parser.add_subparsers(dest="maps_command", metavar="ACTION", required=True)

    check = actions.add_parser(
        "check",
        help="validate maps; print ok or every problem",
        epilog="Exit status: 0 when every map is valid, 1 when any has a problem"
        " (each printed as FILE: JSON-PATH: what is wrong), 2 for a command-line mistake.",
    )
    check.add_argument(
        "files",
        nargs="+",
        metavar="MAP_OR_FILE",
        help="built-in map ids (tokyo, osaka) or map files (metrox-map/1 JSON)",
    )

    render = actions.add_parser("render", help="draw a map (or a game's final sheet) to an image")
    render.add_argument(
        "map", metavar="MAP_OR_FILE", help="a built-in map id (tokyo, osaka) or a map file"
    )
    render.add_argument(
        "--out", required=True, metavar="FILE", help="image to write: .png, .svg or .pdf"
    )
    render.add_argument(
        "--record", metavar="RECORD", help="draw the final state of this game record"
    )
    render.add_argument(
        "--player",
        type=int,
        metavar="N",
        help="with --record: whose sheet (1 = first player, the default)",
    )
    render.add_argument(
        "--scale",
        type=float,
        default=2.0,
        help=f"PNG pixels per sheet unit (default 2; the image is at most {MAX_IMAGE_SIDE:,}"
        " pixels wide and high)",
    )
    render.add_argument("--greyscale", action="store_true", help="PNG in shades of grey")

    info = actions.add_parser("info", help="routes, indicator boxes, bonuses and shared stations")
    info.add_argument("map", metavar="MAP_OR_FILE")

    actions.add_parser("schema", help="print the JSON Schema of the map file format")


def run(args: argparse.Namespace) -> int:
    action = args.maps_command
    if action == "check":
        file_names(*args.files, what="MAP_OR_FILE")
        return _check(args.files)
    if action == "render":
        return _render(args)
    if action == "info":
        return _info(args.map)
    print(json_schema_text(), end="")
    return 0


def _check(files: list[str]) -> int:
    status = 0
    for name in files:
        report = check_map(name)
        shown = one_line(name)  # a name that is not UTF-8 is escaped, not a traceback
        if report.ok:
            print(f"{shown}: ok")
            continue
        status = 1
        for problem in report.problems:
            print(one_line(f"{shown}: {problem.plain}"))
    return status


def _load(name: str) -> MapSpec:
    file_names(name, what="MAP_OR_FILE")
    try:
        return load_map(name)
    except MapError as error:
        raise UsageError(map_error_line(error)) from None


def _render(args: argparse.Namespace) -> int:
    if not 0 < args.scale < float("inf"):  # also refuses nan
        raise UsageError(f"--scale must be a number more than 0, not {args.scale:g}")
    file_names(args.record, what="--record")
    file_names(args.out, what="--out")
    if args.player is not None and args.record is None:
        raise UsageError("--player only works with --record RECORD")
    suffix = Path(args.out).suffix.lower()
    if suffix not in (".png", ".svg", ".pdf"):
        raise UsageError(f"{args.out}: the image must end in .png, .svg or .pdf")
    qt_writes_to(args.out, "--out")
    # Qt only now: check/info work where Qt cannot load.
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.records import RecordError, read_record, replay
    from metrox_desktop.engine.scoring import score
    from metrox_desktop.ui.sheet.render import RenderError, render_sheet

    spec = _load(args.map)
    if suffix == ".png":
        _check_image_size(spec, args.scale)
    board = Board.from_spec(spec)
    sheet = result = None
    crossed: tuple[int, ...] = ()
    name: str | None = None
    if args.record is not None:
        try:  # read_record refuses a device or pipe (/dev/zero) before reading it
            game = replay(read_record(args.record))
        except (RecordError, MapError) as error:
            raise UsageError(str(error)) from None
        if game.board.map_id != board.map_id:
            raise UsageError(f"{args.record} is a game on {game.board.map_id}, not {board.map_id}")
        player = 1 if args.player is None else args.player
        if not 1 <= player <= len(game.players):
            raise UsageError(f"--player must be 1 to {len(game.players)} for {args.record}")
        p = player - 1
        sheet = game.sheets[p]
        result = score(board, sheet) if game.finished else None
        crossed = game.crossed_crowns(p)
        name = game.players[p]
    try:
        render_sheet(
            board,
            args.out,
            sheet,
            result,
            crossed,
            scale=args.scale,
            greyscale=args.greyscale,
            player_name=name,
        )
    except (RenderError, OSError) as error:
        raise UsageError(str(error)) from None
    print(f"wrote {args.out}")
    return 0


def _check_image_size(spec: MapSpec, scale: float) -> None:
    """Refuse a PNG too large to draw in reasonable time and memory, before drawing."""
    width, height = spec.sheet.width * scale, spec.sheet.height * scale  # floats: 1e308 is inf
    if max(width, height) >= MAX_IMAGE_SIDE + 0.5:  # what round() would make more than the most
        most = MAX_IMAGE_SIDE / max(spec.sheet.width, spec.sheet.height)
        drawn = (
            f"a {round(width):,} x {round(height):,} pixel image"
            if max(width, height) < 1e12
            else "an image far too large"
        )
        raise UsageError(
            f"--scale {scale:g} would draw {drawn}; at most "
            f"{MAX_IMAGE_SIDE:,} pixels wide and high (--scale {int(most * 10) / 10:g} or less "
            f"for {spec.id})"
        )


def _info(name: str) -> int:
    spec = _load(name)
    _say(
        f"{spec.name.en} ({spec.name.ja}) - {spec.id}: {len(spec.stations)} stations, "
        f"{len(spec.routes)} routes, {sum(len(r.indicators) for r in spec.routes)} indicator boxes"
    )
    for route in spec.routes:
        ja = f" {route.name.ja}" if route.name.ja else ""
        _say(
            f"  {route.letter} {route.name.en}{ja}: {len(route.stations)} stations "
            f"({route.stations[0]} to {route.stations[-1]}), "
            f"{len(route.indicators)} indicator boxes, "
            f"crown {route.first_bonus}, diamond {route.later_bonus}, {route.pattern}"
        )
    routes_through: Counter[str] = Counter(sid for r in spec.routes for sid in r.stations)
    letters = {s.id: [r.letter for r in spec.routes if s.id in r.stations] for s in spec.stations}
    for label, low, high in (("2", 2, 2), ("3", 3, 3), ("4+", 4, 99)):
        shared = [sid for sid, n in routes_through.items() if low <= n <= high]
        listed = ", ".join(
            f"{sid} ({''.join(letters[sid])})" for sid in sorted(shared, key=_grid_order)
        )
        _say(f"stations on {label} routes: {len(shared)}" + (f": {listed}" if shared else ""))
    ends = Counter(r.stations[-1] for r in spec.routes)
    for sid, n in ends.items():
        if n > 1:
            sharing = "".join(r.letter for r in spec.routes if r.stations[-1] == sid)
            _say(f"shared End: {sid} ({sharing})")
    sys.stdout.flush()
    return 0


def _say(text: str) -> None:
    """A line about a map file: names come from the file, so control characters and
    bidirectional overrides are escaped (a name cannot recolour the terminal)."""
    print(one_line(text))


def _grid_order(sid: str) -> tuple[str, int, str]:
    digits = "".join(c for c in sid if c.isdigit())
    return (sid.rstrip("0123456789"), int(digits) if digits else 0, sid)
