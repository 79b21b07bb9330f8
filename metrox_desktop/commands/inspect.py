"""`metrox-desktop inspect [MAP_OR_FILE]`: open a map file without a game.

Shows every route and shared station, the file's validation problems where they
are, and reloads when the file changes on disk. ``--screenshot FILE`` writes the
window to a PNG and exits.
"""

from __future__ import annotations

import argparse

from metrox_desktop.commands.options import (
    UsageError,
    add_window_options,
    file_names,
    screenshot_format,
    shown,
    start_language,
)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("inspect", help="look at a map file: routes, stations, problems")
    parser.add_argument(
        "map",
        nargs="?",
        default="tokyo",
        metavar="MAP_OR_FILE",
        help="a built-in map id (tokyo, osaka) or a map file (default tokyo)",
    )
    parser.add_argument("--route", metavar="LETTER", help="start with this route isolated")
    add_window_options(parser)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from metrox_desktop.maps.loader import builtin_map_ids

    file_names(args.map, what="MAP_OR_FILE")
    path = Path(args.map)
    if args.map not in builtin_map_ids() and not path.is_file():
        if path.is_dir():
            why = "a folder, not a map file"
        elif path.exists():  # a pipe or a device: never read, it could wait or never end
            why = "not a regular file; a map file is a JSON file"
        else:
            why = f"no such map file (built-in maps: {', '.join(builtin_map_ids())})"
        raise UsageError(f"{shown(args.map)}: {why}")
    image_format = screenshot_format(args.screenshot, "map.png")
    from metrox_desktop.ui.start.app import make_app

    app = make_app()
    start_language(args)
    from metrox_desktop.ui.inspector.window import InspectorWindow
    from metrox_desktop.ui.themes import start_theme

    window = InspectorWindow(args.map)
    start_theme(args.theme)  # --theme, else the one chosen in the game's View > Theme
    if args.route is not None and window.board is not None:
        letter = args.route.upper()
        if letter not in window.board.route_letters:
            raise UsageError(f"no route {shown(args.route)} on this map")
        window.select_route(window.board.route_index(letter))
    window.show()
    if image_format is not None:
        from metrox_desktop.ui.start.app import shoot_after_paint

        return shoot_after_paint(app, window, args.screenshot, image_format=image_format)
    return int(app.exec())
