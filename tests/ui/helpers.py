"""Driving the real game window as a player would: mouse on the view, keys."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from metrox_desktop.engine.cards import CardKind
from metrox_desktop.engine.choice import Choice
from metrox_desktop.persistence.saves import SavedGame
from metrox_desktop.seats import Seat
from metrox_desktop.ui.window.main_window import MainWindow


def shown_number(text: str) -> float:
    """A number as the window shows it ("12", "\u221210", "+0.4", "\u22122.3"), as a
    number (an int where it is whole). Every view writes a number below zero with the
    minus sign: a hyphen ("-10") fails the test."""
    assert "-" not in text, f"{text!r}: a hyphen where the minus sign goes"
    number = text.strip().replace("\u2212", "-")
    return float(number) if "." in number else int(number)


def view_point(window: MainWindow, scene_point: QPointF):  # -> QPoint
    return window.view.mapFromScene(scene_point)


def route_point(window: MainWindow, route: int) -> QPointF:
    """The centre of a route's letter badge: a place only that route owns."""
    assert window.scene is not None
    return window.scene.badge_items[route].boundingRect().center()


def station_point(window: MainWindow, station: int) -> QPointF:
    assert window.scene is not None
    return window.scene.station_items[station].rect.center()


def click(window: MainWindow, scene_point: QPointF) -> None:
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(window, scene_point)
    )


def hover(window: MainWindow, scene_point: QPointF) -> None:
    QTest.mouseMove(window.view.viewport(), view_point(window, scene_point))


def click_choice(window: MainWindow, choice: Choice | None) -> None:
    assert choice is not None
    if choice.is_route:
        click(window, route_point(window, choice.index))
    else:
        click(window, station_point(window, choice.index))


def replace_without_asking() -> None:
    """As after "Don't ask again": a game under way is replaced with no question."""
    from metrox_desktop.persistence.settings import Settings

    settings = Settings.load()
    settings.confirm_replace = False
    settings.save()


def open_window(qtbot) -> MainWindow:
    """A game window at the default size, shown and exposed, closed after the test. A
    table it hosts is announced to nobody: a test's packets stay on 127.0.0.1."""
    w = MainWindow()
    w.announces_tables = False
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    return w


def flip_until(window: MainWindow, kinds: set[CardKind]) -> None:
    """Play the first legal choice for every card until one of ``kinds`` is flipped."""
    session = window.session
    while True:
        window.controller.flip()
        card = session.match.card
        assert card is not None
        if card.kind in kinds:
            return
        session.choose(session.legal_choices()[0])


def play_greedily(window: MainWindow, turns: int = 10_000) -> None:
    """Flip and let every seat choose, ``turns`` times or to the end, each seat (a bot of
    any level too) by the greedy bot: for tests of what is shown, where a strong bot's
    seconds of search per turn would change nothing a test looks at."""
    from metrox_desktop.engine.match import Phase
    from metrox_desktop.ui.table.autoplay import greedy_choice

    session = window.session
    for _ in range(turns):
        if session.phase is Phase.OVER:
            return
        if session.phase is Phase.FLIP:
            session.flip()
        for player in session.waiting_bots():
            session.choose(greedy_choice(session, player), player)
        while session.phase is Phase.CHOOSE and session.chooser is not None:
            session.choose(greedy_choice(session), session.chooser)


def play_to_the_end(window: MainWindow, map_id: str, seed: str, seats: tuple[Seat, ...]) -> None:
    """A game of the deal ``seed`` on ``map_id`` at ``seats`` played to its end in
    ``window`` as ``play_greedily`` plays it, in a fraction of its time: resumed just
    before its last card (``before_the_last_turn``), that card played in the window."""
    window.resume_game(before_the_last_turn(map_id, seed, seats))
    play_greedily(window)


def before_the_last_turn(map_id: str, seed: str, seats: tuple[Seat, ...]) -> SavedGame:
    """The game of the deal ``seed`` on ``map_id`` at ``seats``, every seat choosing as
    ``play_greedily`` chooses for it (the greedy bot, from the seat's view and turn rng),
    saved just before its last card: the same turns as a window that plays them all."""
    from metrox_desktop.engine.ai import strategy_named
    from metrox_desktop.engine.ai.play import seat_view
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.engine.match import Match

    greedy = strategy_named("greedy")
    match = Match.new(Board.load(map_id), [seat.name for seat in seats], load_deck(), seed)
    before = match
    while not match.game.finished:
        before, match = match, match.flip()
        for player in range(len(seats)):
            view, rng = seat_view(match, player, seed)
            match = match.choose(player, greedy.choose(view, rng))
        match = match.resolve()
    return SavedGame(before, datetime.now(), seats=tuple(seat.kind for seat in seats))


def answer_question(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Read the question the window asks once it is up, and press ``button``."""
    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        QTimer.singleShot(10, lambda: answer_question(button, seen))
        return
    seen.append(box.text())
    box.button(button).click()
