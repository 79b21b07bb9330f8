"""`metrox-desktop play` (the default command): the game window.

It goes on with the game left unfinished last time (the autosave) unless --map,
--deck or --seed asks for a new one.

``--players "Ann,Bo,Bot:greedy"`` seats a new game: a bare name is a person,
``NAME:STRATEGY`` a bot.

``--screenshot FILE`` renders the window after its first paint to an image (its
format from the file's extension) and exits, touching no settings and no game;
with ``--play-turns N`` every seat is autoplayed for N turns (people by the greedy
bot), then the next card is flipped, every seat but the last person writes, and the
last person's choice is previewed; ``--to-end`` plays the whole game and includes
the final score dialog. Used by tests, docs and developers.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from metrox_desktop.commands.options import (
    UsageError,
    add_deck_option,
    add_size_option,
    add_window_options,
    builtin_deck,
    builtin_map,
    file_names,
    pasted_deal_option,
    screenshot_format,
    seconds_option,
    shown,
    start_language,
    window_size,
)

if TYPE_CHECKING:
    from metrox_desktop.seats import Seat
    from metrox_desktop.ui.start.handover import Outcome, Room

SIZE = (1280, 860)  # a picture's window, without --size


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("play", help="open the game window (the default)")
    parser.add_argument("--map", metavar="MAP", help="start on this map (tokyo, osaka)")
    add_deck_option(parser)
    parser.add_argument(
        "--seed", metavar="CODE", help="deal code: the same code deals the same cards"
    )
    parser.add_argument(
        "--today",
        action="store_true",
        help="play today's deal (the same map and cards on every computer today)",
    )
    parser.add_argument(
        "--friend",
        action="append",
        metavar="GAME",
        help="a friend's result code or game file: play their deal with them seated"
        " (repeat for several friends)",
    )
    parser.add_argument(
        "--players",
        metavar="SEATS",
        help=(
            'the seats of a new game: "Ann,Bo,Bot:greedy" (NAME:STRATEGY is a bot; the'
            ' strategy by name or by level: "Eve:easy")'
        ),
    )
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
    parser.add_argument(
        "--hint",
        action="store_true",
        help="with --play-turns: show the Hint (the strong AI's choice and each choice's score)",
    )
    parser.add_argument(
        "--par",
        action="store_true",
        help="with --to-end: wait until the score dialog has worked out par (some seconds)",
    )
    parser.add_argument(
        "--learn",
        action="store_true",
        help="the guided first game (as Help > Learn to play): each thing explained once",
    )
    add_size_option(parser)
    parser.add_argument(
        "--wait-for-window",
        metavar="S",
        help="seconds to keep trying to reach the game window already open on the data"
        " folder, before playing without saving (default 20: more on a busy machine)",
    )
    add_window_options(parser)


def _checked(args: argparse.Namespace) -> tuple[tuple[Seat, ...] | None, str | None]:
    """Every option checked (a mistake: UsageError) before any window: the seats asked
    for and the picture's format (None: no --screenshot). ``args.seed`` is made the deal
    code it names (a friend's result code sets the map and deck too, unless given), and
    --today or --friend set the deal."""
    if args.learn:  # the guided game is its own: what it would drop is said
        _learn_alone(args)
    builtin_map(args.map)
    builtin_deck(args.deck)
    # the deal's options as typed (a friend's result code given to --seed sets the map and
    # deck too): what a start handed over names as not used
    args.typed_deal = [f"--{name}" for name in ("map", "deck", "seed") if getattr(args, name)]
    if args.seed is not None:
        pasted = pasted_deal_option(args.seed, advice="leave --seed out for a random deal")
        args.seed = pasted.code
        # a friend's result code: their map and deck, as New game takes them from it
        args.map = args.map or pasted.map_id
        args.deck = args.deck or pasted.deck
    if args.play_turns < 0:
        raise UsageError("--play-turns must be 0 or more")
    seats = _seats(args.players)
    if args.today or args.friend:
        seats = _deal_with_friends(args, seats)
    if args.screenshot is None and (args.play_turns or args.to_end):
        option = "--to-end" if args.to_end else "--play-turns"
        raise UsageError(f"{option} only works with --screenshot FILE")
    if args.hint and not args.play_turns:
        raise UsageError("--hint only works with --play-turns N (and --screenshot FILE)")
    if args.par and not args.to_end:
        raise UsageError("--par only works with --to-end (and --screenshot FILE)")
    args.wait_for_window = seconds_option(args.wait_for_window, "--wait-for-window", least=0)
    return seats, screenshot_format(args.screenshot, "sheet.png")


def run(args: argparse.Namespace) -> int:
    from metrox_desktop.engine.cards import DEFAULT_DECK, builtin_deck_ids
    from metrox_desktop.maps.loader import DEFAULT_MAP, builtin_map_ids

    width, height = window_size(args.size) or SIZE
    seats, image_format = _checked(args)

    from metrox_desktop.persistence.settings import Settings
    from metrox_desktop.ui.start.app import make_app

    picture = image_format is not None
    app = make_app(picture_mode=picture, screen=(width, height) if picture else None)
    start_language(args)
    if args.friend:  # seated again in the window's words: "あなた" and "友だち" in Japanese
        seats = _friends_in_words(args)
    claimed = None
    damaged_settings = None
    if image_format is None:  # a picture never touches the player's files: no claim
        from metrox_desktop.ui.start.ending import end_on_signals

        end_on_signals(app)  # SIGTERM (a logout, kill), SIGHUP: closed as Quit closes it
        claimed = _claim_game_folder(args)
        if claimed is None:
            return 0  # the window already open on the folder came to the front
        from metrox_desktop.persistence.settings import set_aside_if_damaged

        damaged_settings = set_aside_if_damaged()  # before anything writes the defaults
        if damaged_settings is not None and damaged_settings.previous:
            from metrox_desktop.ui.language import set_language

            set_language(args.lang)  # --lang, else the previous version's choice
    from metrox_desktop.ui.themes import start_theme
    from metrox_desktop.ui.window.main_window import MainWindow

    settings = Settings.load()
    map_id = args.map or (settings.map_id if settings.map_id in builtin_map_ids() else DEFAULT_MAP)
    deck_id = args.deck or (
        settings.deck_id if settings.deck_id in builtin_deck_ids() else DEFAULT_DECK
    )
    # --theme, else the one chosen in View > Theme: before the window, which is then
    # built in it (a window built first is polished again in the new style).
    start_theme(args.theme)
    window = MainWindow()
    window.resize(width, height)
    if image_format is not None:
        window.picture_only()  # a picture never touches the player's settings or games
        if args.learn:
            from metrox_desktop.ui.window.learn_entries import learn_to_play

            learn_to_play(window)
        else:
            window.start_game(map_id, deck_id, args.seed, seats)
        return _screenshot(app, window, args, image_format)
    from metrox_desktop.ui.window.start_checks import hold_folder

    assert claimed is not None
    hold_folder(window, window.keeper, *claimed)  # or play without saving, if the player agrees
    asked_for_new = bool(args.map or args.deck or args.seed or seats)
    if seats is None:  # a new game is like the last one: its seats too
        from metrox_desktop.ui.window.last_game import last_seats

        seats = last_seats(settings)
    from metrox_desktop.ui.window.learn_entries import after_start, nothing_kept

    first_start = not (settings.learned or asked_for_new) and nothing_kept()
    window.open_at_start(map_id, deck_id, args.seed, not asked_for_new, seats)
    after_start(window, args.learn, first_start)
    if args.size is None:  # no size asked for: open as the window was last left
        window.restore_geometry()
    window.show()
    from metrox_desktop.ui.window.table_entries import tell_seat_under_way, tell_stopped_table

    # a table hosted here that a crash stopped can go on; else a seat left mid-game
    if tell_stopped_table(window) is None:
        tell_seat_under_way(window)
    if damaged_settings is not None:
        from metrox_desktop.ui.window.start_checks import tell_settings_set_aside

        tell_settings_set_aside(window, damaged_settings)
    return int(app.exec())


def _claim_game_folder(args: argparse.Namespace) -> tuple[Room, Outcome] | None:
    """This start keeps the data folder's games (one game window per folder), or None
    when it handed over to the window already open there (after saying so)."""
    from metrox_desktop.persistence.lock import GAME
    from metrox_desktop.persistence.paths import data_dir
    from metrox_desktop.ui.start.handover import Outcome, Room

    room = Room(GAME)
    outcome = room.claim() if args.wait_for_window is None else room.claim(args.wait_for_window)
    if outcome is not Outcome.HANDED_OVER:
        return room, outcome
    print(
        f"metrox-desktop: a game window is already open on {shown(str(data_dir()))}:"
        f" brought it to the front{_not_used(args)}"
    )
    return None


def _not_used(args: argparse.Namespace) -> str:
    """What a start handed over did not do, in the options the player typed, and the
    entry that does it in the window open (--today and --friend set --map, --deck and
    --seed themselves: those were never typed)."""
    if args.today:
        given, entry = ["--today"], "Game > Today's deal"
    elif args.friend:
        given, entry = ["--friend"], "Game > Play against a result"
    else:
        given, entry = list(args.typed_deal), "Game > New game"
    given += ["--players"] if args.players else []
    if args.learn and not given:
        given, entry = ["--learn"], "Help > Learn to play"
    return f" ({', '.join(given)} not used: choose {entry} there)" if given else ""


def _learn_alone(args: argparse.Namespace) -> None:
    """--learn with a map, deck, deal, seats or friends of its own: one line, as the
    guided game (a solo game on its own deal) would play none of them."""
    options = ("--map", "--deck", "--seed", "--players", "--today", "--friend")
    given = [o for o in options if getattr(args, o[2:]) not in (None, False, [])]
    if given:
        raise UsageError(
            f"--learn plays its own game (alone, on Tokyo): leave out {', '.join(given)}"
        )


def _deal_with_friends(
    args: argparse.Namespace, seats: tuple[Seat, ...] | None
) -> tuple[Seat, ...] | None:
    """``--today`` or ``--friend``: their deal in ``args`` (map, deck, seed), and the
    seats with the friends after the people and bots of ``--players``."""
    if args.map or args.deck or args.seed is not None:
        option = "--today" if args.today else "--friend"
        raise UsageError(f"{option} deals its own cards: leave out --map, --deck and --seed")
    if args.today and args.friend:
        raise UsageError("--today and --friend: a friend's game names its deal; give one")
    if args.today:
        from metrox_desktop.sharing.today import daily_deal, today

        deal = daily_deal(today())
        args.map, args.deck, args.seed = deal.map_id, deal.deck, deal.code
        return seats
    from metrox_desktop.seats import Seat
    from metrox_desktop.sharing.friends import seat_friends
    from metrox_desktop.sharing.merge import MergeError

    file_names(*args.friend, what="--friend")
    try:
        table = seat_friends(args.friend, seats or (Seat("You"),))
    except MergeError as error:
        raise UsageError(f"--friend {error}") from None
    args.map, args.deck, args.seed = table.map_id, table.deck_id, table.seed
    return table.seats


def _friends_in_words(args: argparse.Namespace) -> tuple[Seat, ...]:
    """The seats of ``--friend`` (checked already) in the window's language, as Play
    against a result seats them: the person here "You" in its words, unless --players
    names the seats here."""
    from metrox_desktop.seats import Seat
    from metrox_desktop.sharing.merge import MergeError
    from metrox_desktop.ui.dialogs.against_results import friends_at_table
    from metrox_desktop.ui.table.seat_labels import default_name

    here = _seats(args.players) or (Seat(default_name(None, 1, 1)),)
    try:
        return friends_at_table(args.friend, here).seats
    except MergeError as error:  # read once already: only a file changed meanwhile
        raise UsageError(f"--friend {error}") from None


def _seats(text: str | None) -> tuple[Seat, ...] | None:
    """The seats ``--players`` asks for (None: not given)."""
    from metrox_desktop.seats import SeatError, parse_seats

    if text is None:
        return None
    try:
        return parse_seats(text)
    except SeatError as error:
        raise UsageError(f"--players {shown(text)}: {error}") from None


def _screenshot(app: object, window: object, args: argparse.Namespace, image_format: str) -> int:
    from PySide6.QtWidgets import QApplication

    from metrox_desktop.engine.match import Phase
    from metrox_desktop.ui.start.app import shoot_after_paint
    from metrox_desktop.ui.table.autoplay import choose_for_all, greedy_choice, play_turns
    from metrox_desktop.ui.window.main_window import MainWindow

    assert isinstance(window, MainWindow) and isinstance(app, QApplication)
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
            choose_for_all(session, leave_last_person=True)
            choice = greedy_choice(session)
            if choice is not None and session.chooser is not None:
                window.controller.preview_choice(choice)
            if args.hint:
                window.hints.compute_now()  # worked out here: the picture waits for it
            elif window.learn_guide is not None:
                window.hints.foresee_now()  # the lesson's suggestion, for the picture
                if window.learn_guide.suggested is not None:
                    window.learn_guide.show_suggestion()
    window.toast.hide()  # autoplay ran without a clock: no stale banner in the picture

    def par_worked_out() -> bool:
        section = getattr(window, "par_section", None)
        return section is None or bool(section.done)

    return shoot_after_paint(
        app, window, args.screenshot, dialog, image_format, par_worked_out if args.par else None
    )
