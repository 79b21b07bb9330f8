"""`metrox-desktop play` (the default command): the game window.

It goes on with the game left unfinished last time (the autosave) unless --map,
--deck or --seed asks for a new one.

``--screenshot FILE`` renders the window after its first paint to a PNG and exits;
with ``--play-turns N`` the greedy autoplayer first plays N turns, then flips the
next card and shows the preview of its choice, and ``--to-end`` plays the whole
game and includes the final score dialog. Used by tests, docs and developers.
"""

from __future__ import annotations

import argparse
import sys

from metrox_desktop.cli import UsageError

SIZE = "1280x860"  # the default window size


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("play", help="open the game window (the default)")
    parser.add_argument("--map", metavar="MAP", help="start on this map (tokyo, osaka)")
    parser.add_argument("--deck", default=None, metavar="DECK", help="deck id (okazu-20)")
    parser.add_argument(
        "--seed", metavar="CODE", help="deal code: the same code deals the same cards"
    )
    parser.add_argument("--screenshot", metavar="FILE", help="write the window to a PNG and exit")
    parser.add_argument(
        "--play-turns",
        type=int,
        default=0,
        metavar="N",
        help="with --screenshot: autoplay N turns, then preview a choice for the next card",
    )
    parser.add_argument(
        "--to-end",
        action="store_true",
        help="with --screenshot: autoplay the whole game and show the score dialog",
    )
    parser.add_argument("--size", default=SIZE, metavar="WxH", help="window size")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size {text!r}: give WIDTHxHEIGHT, e.g. 1280x860") from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise UsageError(f"--size {text!r}: out of range")
    return w, h


def run(args: argparse.Namespace) -> int:
    from metrox_desktop.engine.cards import builtin_deck_ids
    from metrox_desktop.maps.loader import builtin_map_ids

    width, height = _size(args.size)
    if args.map is not None and args.map not in builtin_map_ids():
        raise UsageError(f"no map {args.map!r} (maps: {', '.join(builtin_map_ids())})")
    if args.deck is not None and args.deck not in builtin_deck_ids():
        raise UsageError(f"no deck {args.deck!r} (decks: {', '.join(builtin_deck_ids())})")
    if args.seed is not None:
        from metrox_desktop.deal import deal_code_problem

        problem = deal_code_problem(args.seed)
        if problem is not None:
            raise UsageError(
                f"--seed {args.seed!r}: {problem} (leave --seed out for a random deal)"
            )
        args.seed = args.seed.strip()
    if args.play_turns < 0:
        raise UsageError("--play-turns must be 0 or more")

    from metrox_desktop.persistence.settings import Settings
    from metrox_desktop.ui.app import make_app

    app = make_app()
    from metrox_desktop.ui.main_window import MainWindow

    settings = Settings.load()
    map_id = args.map or (settings.map_id if settings.map_id in builtin_map_ids() else "tokyo")
    deck_id = args.deck or (
        settings.deck_id if settings.deck_id in builtin_deck_ids() else "okazu-20"
    )
    window = MainWindow()
    window.resize(width, height)
    if args.screenshot:
        window.keeper.enabled = False  # a picture never touches the player's games
        window.start_game(map_id, deck_id, args.seed)
        return _screenshot(app, window, args)
    asked_for_new = bool(args.map or args.deck or args.seed)
    window.open_at_start(map_id, deck_id, args.seed, resume=not asked_for_new)
    if args.size == SIZE:  # no size asked for: open as the window was last left
        window.restore_geometry()
    window.show()
    return int(app.exec())


def _screenshot(app: object, window: object, args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from metrox_desktop.engine.match import Phase
    from metrox_desktop.ui.app import save_screenshot
    from metrox_desktop.ui.autoplay import greedy_choice, play_turns
    from metrox_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and isinstance(app, QApplication)
    from metrox_desktop.ui.card_panel import CardWidget

    CardWidget.animate = False  # the picture must show the card, not a card turning
    session = window.session
    window.show()
    dialog = None
    if args.to_end:
        play_turns(session, 10_000)
        window.controller.sync_scene()
        dialog = window.show_score_dialog()
    elif args.play_turns:
        play_turns(session, args.play_turns)
        if session.phase is Phase.FLIP:
            window.controller.flip()
            choice = greedy_choice(session)
            if choice is not None:
                window.controller.preview_choice(choice)
    window.toast.hide()  # autoplay ran without a clock: no stale banner in the picture
    result = {"ok": False}

    def shoot() -> None:
        result["ok"] = save_screenshot(window, args.screenshot, dialog)
        app.quit()

    QTimer.singleShot(50, shoot)  # after the first paint
    app.exec()
    if not result["ok"]:
        print(f"metrox-desktop: cannot write {args.screenshot}", file=sys.stderr)
        return 2
    print(f"wrote {args.screenshot}")
    return 0
