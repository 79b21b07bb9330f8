"""`metrox-desktop view RECORD [--turn N]`: a game record's sheets, turn by turn.

The replay viewer in a window of its own: any ``metrox-game/1`` record (the app's
history, ``simulate --records``, another tool's), or a friend's result code (alone, in
the line Copy result gives, or in a link). ``--screenshot FILE`` writes the
window (once the strong AI's view of the shown turn is worked out) and exits.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from metrox_desktop.commands.options import (
    UsageError,
    add_size_option,
    add_window_options,
    file_names,
    screenshot_format,
    shown,
    start_language,
    window_size,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from metrox_desktop.engine.records import GameRecord


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("view", help="step through a game record's sheets")
    parser.add_argument(
        "record", metavar="RECORD", help="a metrox-game/1 JSON file, or a friend's result code"
    )
    parser.add_argument("--turn", metavar="N", help="start after turn N (default: the last)")
    parser.add_argument("--player", metavar="NAME", help="show this player's sheet first")
    add_size_option(parser)
    add_window_options(parser)


def run(args: argparse.Namespace) -> int:
    file_names(args.record, what="RECORD")
    size = window_size(args.size)
    image_format = screenshot_format(args.screenshot, "replay.png")
    from metrox_desktop.sharing.merge import MergeError, read_game
    from metrox_desktop.ui.history.viewer import ReplayError, replayed_game

    try:  # a file, or a friend's result code (alone, in a line or link), read as compare does
        game = read_game(args.record)
        record, board, turns = replayed_game(game.record)
    except (ReplayError, MergeError) as error:
        raise UsageError(str(error)) from None
    turn = len(turns)
    if args.turn is not None:
        try:
            turn = int(args.turn)
        except ValueError:
            raise UsageError(f"--turn must be a whole number, not {shown(args.turn)}") from None
        if not 0 <= turn <= len(turns):
            raise UsageError(f"--turn {turn}: the game has turns 0 to {len(turns)}")
    seat = None
    if args.player is not None:
        if args.player not in record.players:
            names = ", ".join(record.players)
            raise UsageError(f"no player {shown(args.player)} in the record ({names})")
        seat = record.players.index(args.player)
    from metrox_desktop.ui.start.app import make_app

    # a picture's screen as large as the window asked for (Qt's offscreen one is
    # 800x800, and the viewer keeps to its screen)
    app = make_app(screen=size if image_format is not None else None)
    start_language(args)
    from metrox_desktop.ui.history.viewer import ReplayViewer
    from metrox_desktop.ui.themes import start_theme

    opened: list[QWidget] = []  # the game windows Play from here opens, alive while shown

    def play_from(_viewer: object, record: GameRecord) -> bool:
        return _play_from(record, opened)

    start_theme(args.theme)  # before the viewer, which is then built in it
    viewer = ReplayViewer(record, board, turns, game.source, play_from=play_from)
    if seat is not None:
        viewer.seat_box.setCurrentIndex(seat)
    viewer.show_position(turn)
    if size is not None:
        viewer.resize(*size)
    viewer.show()
    if image_format is not None:
        from metrox_desktop.ui.start.app import shoot_after_paint

        viewer.play_from = None  # a picture never touches the player's files
        if viewer.analyst is not None:
            viewer.analyst.cache.keep = False
        return shoot_after_paint(
            app, viewer, args.screenshot, image_format=image_format, ready=lambda: viewer.ai_ready
        )
    from metrox_desktop.ui.start.ending import end_on_signals

    end_on_signals(app)  # SIGTERM, SIGHUP: a game window Play from here opened closes as Quit
    return int(app.exec())


def _play_from(record: GameRecord, opened: list[QWidget]) -> bool:
    """Play from here, from a viewer opened on its own: the game goes on in the game
    window an earlier Play from here opened, if it is still shown; else a game window
    opens as a start opens one: it keeps the data folder's games while it is open (one
    game window per folder: two processes never write over each other's game), with
    the game left last time (resumed, then kept in the history as any game a new one
    replaces, after the question every replacing action asks), and is added to
    ``opened``. False when the player kept the game under way, or when a game window of
    another process keeps the folder (it comes to the front, and the player is told to
    play from here there)."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox
    from shiboken6 import isValid

    from metrox_desktop.persistence.lock import GAME
    from metrox_desktop.persistence.saves import SaveError, resume
    from metrox_desktop.ui.language import error_text
    from metrox_desktop.ui.start.handover import Outcome, Room, folder_shown
    from metrox_desktop.ui.window.history_entries import play_from
    from metrox_desktop.ui.window.main_window import MainWindow
    from metrox_desktop.ui.window.start_checks import hold_folder

    try:
        resume(record, record.seed or "")  # a record that cannot be played opens nothing
    except SaveError as error:
        QMessageBox.warning(None, "MetroX", error_text(error))
        return False
    shown = [w for w in opened if isinstance(w, MainWindow) and isValid(w) and w.isVisible()]
    if shown:
        return play_from(shown[-1], record)
    room = Room(GAME)
    outcome = room.claim()
    if outcome is Outcome.HANDED_OVER:
        text = QCoreApplication.translate(
            "view",
            "A game window is already open on {folder}: it came to the front. Play from"
            " here in its History (Ctrl+H), or close it and try again.",
        )
        QMessageBox.information(None, "MetroX", text.format(folder=folder_shown()))
        return False
    window = MainWindow()
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    hold_folder(window, window.keeper, room, outcome)  # or play without saving, if agreed
    before = window.keeper.take_autosave()
    if before is not None:
        window.resume_game(before)
    window.show()
    if not play_from(window, record):
        room.release()  # at once: the window goes a moment later, its room with it
        window.close()  # the game under way stays where it was, for the next start
        return False
    opened.append(window)  # kept alive by Python as long as Qt shows it
    return True
