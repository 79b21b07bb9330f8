"""`metrox-desktop flipper`: the card flipper, for a table playing on printed sheets.

The window flips the cards of one deal (``--seed``; a fresh code otherwise) and keeps
them in its own autosave: it goes on with the deal left last time unless another
code is asked for. The same code flips the same cards as a game with that code, so
two tables (or a table and a friend far away) can play the same deal.

``--print`` writes the flips to standard output instead (no window, no autosave):
``--flips N`` cards, or every card to the game's end (when the last indicator box of
the ``--map`` sheets is filled). ``--screenshot FILE`` draws the window after
``--flips N`` flips to a PNG and exits, without touching the autosave.
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import TYPE_CHECKING

from metrox_desktop.commands.options import (
    UsageError,
    add_deck_option,
    add_window_options,
    builtin_deck,
    builtin_map,
    deal_code_option,
    screenshot_format,
    shown,
    start_language,
)

if TYPE_CHECKING:  # Qt is loaded only for the window: --print runs without it
    from PySide6.QtWidgets import QApplication

    from metrox_desktop.ui.flipper.sequence import FlipSequence
    from metrox_desktop.ui.flipper.window import FlipperWindow

SIZE = (1280, 800)  # the window at first, and the screenshot


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "flipper", help="flip cards for a table playing on printed sheets"
    )
    parser.add_argument(
        "--seed", metavar="CODE", help="deal code: the same code flips the same cards"
    )
    add_deck_option(parser)
    parser.add_argument(
        "--map",
        metavar="MAP",
        help="the sheets played on (tokyo, osaka): when their indicator boxes are full, the"
        " game is over",
    )
    parser.add_argument("--flips", type=int, default=None, metavar="N", help="flip N cards at once")
    parser.add_argument(
        "--print",
        action="store_true",
        help="print the flipped cards (turn and card, one a line) instead of opening the window",
    )
    add_window_options(parser)


def run(args: argparse.Namespace) -> int:
    from metrox_desktop.deal import random_seed
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.maps.loader import DEFAULT_MAP
    from metrox_desktop.ui.flipper.sequence import FlipSequence, boxes_on

    map_id = builtin_map(args.map) or DEFAULT_MAP
    deck = load_deck(builtin_deck(args.deck))
    if args.seed is not None:
        args.seed = deal_code_option(args.seed, advice="leave --seed out for a new deal")
    if args.flips is not None and args.flips < 0:
        raise UsageError("--flips must be 0 or more")
    args.image_format = screenshot_format(args.screenshot, "flipper.png")

    seed = args.seed or random_seed()
    flips = FlipSequence.new(deck, seed, boxes_on(map_id))
    if args.flips is not None:
        for _ in range(args.flips):
            if flips.over:
                raise UsageError(
                    f"--flips {args.flips}: on {map_id} sheets the deal {seed!r} ends after"
                    f" {flips.turn} flips"
                )
            flips = flips.flip()
    elif args.print:  # the whole game
        while not flips.over:
            flips = flips.flip()
    if args.print:
        print(f"# deal {seed} ({deck.id}, {map_id} sheets)")
        for turn, card in enumerate(flips.cards, start=1):
            print(f"{turn} {card.code}" + (" reshuffle" if card.reshuffle else ""))
        return 0
    return _window(args, flips, map_id)


def _window(args: argparse.Namespace, flips: FlipSequence, map_id: str) -> int:
    from metrox_desktop.ui.flipper.table import FlipperTable
    from metrox_desktop.ui.flipper.window import FlipperWindow, offer_copy
    from metrox_desktop.ui.start.app import make_app
    from metrox_desktop.ui.themes import start_theme

    app = make_app(picture_mode=args.screenshot is not None)
    start_language(args)
    start_theme(args.theme)  # before the window, which is then built in it
    if args.screenshot is not None:  # a picture never touches the table's autosave
        table = FlipperTable(flips, map_id, autosave=False)
        window = FlipperWindow(table)
        window.resize(*SIZE)
        return _screenshot(app, window, args.screenshot, args.image_format)
    from metrox_desktop.ui.flipper.keeping import claim_flipper, hold
    from metrox_desktop.ui.start.ending import end_on_signals
    from metrox_desktop.ui.start.handover import Outcome, folder_shown

    end_on_signals(app)  # SIGTERM (a logout, kill), SIGHUP: closed as Quit closes it

    room, outcome = claim_flipper()  # one flipper keeps a data folder's flips
    if outcome is Outcome.HANDED_OVER:
        print(
            f"metrox-desktop: the card flipper is already open on {shown(folder_shown())}:"
            " brought it to the front"
        )
        return 0
    problem = None
    if outcome is not Outcome.MINE:  # the folder's flips are not ours: flip without saving
        table = FlipperTable(flips, map_id, autosave=False)
    elif args.flips is not None:  # a deal at a given card: the table's deal from now (the
        # one left comes back by Take back)
        table, problem = FlipperTable.at_start(map_id=map_id, flips=flips)
    else:
        ask = partial(offer_copy, None)  # before the window: no parent yet
        table, problem = FlipperTable.at_start(args.deck, args.map, args.seed, go_on_with_copy=ask)
    hold(table, room, outcome)
    window = FlipperWindow(table)
    window.resize(*SIZE)
    window.show()
    if problem is not None:
        window.warn(problem)
    return int(app.exec())


def _screenshot(app: QApplication, window: FlipperWindow, path: str, image_format: str) -> int:
    from metrox_desktop.ui.start.app import shoot_after_paint

    window.show()
    return shoot_after_paint(app, window, path, image_format=image_format)
