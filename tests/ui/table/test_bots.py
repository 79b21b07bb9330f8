"""Bots think on a background thread: the window keeps running, and a new game or a
closed window drops an answer that comes too late."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer

from metrox_desktop.engine.ai import STRATEGIES, PlayerView
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.background import BackgroundRunner
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import click_choice, open_window
from tests.ui.waiting import handle_queued_events

# The longest a sleepy bot thinks unless the test lets it answer before: on the GUI
# thread it would freeze the window that long, and the tests would fail, not hang.
THINK_S = 30.0


class SleepyStrategy:
    """Thinks until the test lets it answer, then plays the first legal choice."""

    name = "sleepy"
    started = threading.Event()
    answer = threading.Event()  # set by the test: stop thinking
    done = threading.Event()
    thread: threading.Thread | None = None

    def choose(self, view: PlayerView, rng: random.Random) -> Choice:
        SleepyStrategy.thread = threading.current_thread()
        SleepyStrategy.started.set()
        SleepyStrategy.answer.wait(THINK_S)
        SleepyStrategy.done.set()
        legal = view.legal_choices()
        return legal[0] if legal else Choice.PASS


@pytest.fixture
def sleepy() -> Iterator[None]:
    """A slow bot among the strategies a seat may name (as a new level would be)."""
    SleepyStrategy.started.clear()
    SleepyStrategy.answer.clear()
    SleepyStrategy.done.clear()
    SleepyStrategy.thread = None
    STRATEGIES["sleepy"] = SleepyStrategy
    yield
    SleepyStrategy.answer.set()  # a failed test leaves no bot thinking
    del STRATEGIES["sleepy"]


def let_the_bot_answer(qtbot) -> None:
    """The sleepy bot answers now; return once its answer has reached the GUI thread
    (where it is written, or dropped when no longer wanted)."""
    SleepyStrategy.answer.set()
    thread = SleepyStrategy.thread
    assert thread is not None
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10_000)  # the answer was sent
    handle_queued_events(qtbot)  # and handled


def ticking(window: MainWindow) -> list[float]:
    """A timer firing every 20 ms on the GUI thread; the list grows while it runs."""
    ticks: list[float] = []
    timer = QTimer(window, interval=20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    return ticks


def test_a_slow_bot_keeps_the_window_running_and_closing_drops_its_answer(
    qtbot, sleepy: None
) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="slow", seats=parse_seats("Ann,Bot:sleepy"))
    session = window.session
    window.controller.flip()
    assert SleepyStrategy.started.wait(10)
    # The window's loop runs while the bot thinks (on the GUI thread, the flip above
    # would have frozen the window until the bot gave up thinking).
    ticks = ticking(window)
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=10_000)
    assert not SleepyStrategy.done.is_set()
    click_choice(window, session.legal_choices()[0])  # Ann writes meanwhile
    assert session.has_chosen(0) and session.phase is Phase.CHOOSE
    assert "Waiting for Bot" in window.statusBar().currentMessage()
    window.close()
    let_the_bot_answer(qtbot)
    assert session.phase is Phase.CHOOSE and not session.has_chosen(1)
    assert not window.bots.runner.busy


def test_a_new_game_drops_the_answer_for_the_old_one(qtbot, sleepy: None) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="old", seats=parse_seats("Bot:sleepy,Ann"))
    window.controller.flip()
    assert SleepyStrategy.started.wait(10)
    window.start_game("osaka", seed="new", seats=parse_seats("Bot:sleepy,Ann"))
    session = window.session
    let_the_bot_answer(qtbot)
    assert session.phase is Phase.FLIP and session.turn == 0  # the new game is untouched


def test_the_runner_delivers_on_the_gui_thread_and_reports_failures(qtbot) -> None:
    runner = BackgroundRunner()
    got: list[object] = []
    threads: list[bool] = []

    def deliver(value: object) -> None:
        threads.append(threading.current_thread() is threading.main_thread())
        got.append(value)

    runner.run(lambda: 6 * 7, deliver)
    runner.run(lambda: 1 // 0, deliver, lambda message: got.append(message))
    qtbot.waitUntil(lambda: len(got) == 2, timeout=20_000)
    # A fault of the app's own is said in words a player reads, not as the error's text.
    assert 42 in got and "an unexpected error in MetroX" in got
    assert not any("ZeroDivisionError" in str(g) for g in got)
    assert threads == [True]
    release = threading.Event()
    cancelled = runner.run(lambda: release.wait(5) and "late", deliver)
    cancelled.cancel()
    assert runner.busy
    release.set()
    # The cancelled job's answer is dropped, and the runner is idle again afterwards.
    qtbot.waitUntil(lambda: not runner.busy, timeout=20_000)
    assert "late" not in got


def test_six_bots_play_a_whole_game_by_themselves(qtbot) -> None:
    # On Tokyo: bots end a game on Osaka too (test_game_over_prompt), its last turn.
    window = open_window(qtbot)
    window.menus.pace_actions[0].trigger()  # instant
    seats = parse_seats(",".join(f"Bot{k}:{'greedy' if k % 2 else 'random'}" for k in range(6)))
    window.start_game("tokyo", seed="watch", seats=seats)
    session = window.session
    qtbot.waitUntil(lambda: session.phase is Phase.OVER, timeout=30_000)
    assert session.match.game.finished and len(session.match.history) > 15
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)


class BrokenStrategy:
    """Fails: raises, or answers a route that does not exist."""

    name = "broken"
    raises = True

    def choose(self, view: PlayerView, rng: random.Random) -> Choice:
        if BrokenStrategy.raises:
            raise RuntimeError("out of ideas")
        return Choice.route(10_000)


@pytest.mark.parametrize("raises", [True, False])
def test_a_failing_bot_is_reported_and_the_game_goes_on(qtbot, monkeypatch, raises: bool) -> None:
    monkeypatch.setitem(STRATEGIES, "broken", BrokenStrategy)
    monkeypatch.setattr(BrokenStrategy, "raises", raises)
    window = open_window(qtbot)
    window.start_game("tokyo", seed="broken", seats=parse_seats("Ann,Bot:broken"))
    session = window.session
    messages: list[str] = []
    window.bots.problem.connect(messages.append)
    window.controller.flip()
    click_choice(window, session.legal_choices()[0])
    qtbot.waitUntil(lambda: session.phase is Phase.FLIP, timeout=5000)
    assert len(messages) == 1 and "Bot could not choose" in messages[0]
    assert session.turn == 1  # the bot's first legal choice was played for it


class CountingStrategy:
    """Remembers every turn it was asked about: a strategy with state."""

    name = "counting"
    made: list[CountingStrategy] = []

    def __init__(self) -> None:
        self.turns: list[int] = []
        CountingStrategy.made.append(self)

    def choose(self, view: PlayerView, rng: random.Random) -> Choice:
        self.turns.append(view.game.turns_played)
        legal = view.legal_choices()
        return legal[0] if legal else Choice.PASS


def test_each_bot_keeps_its_strategy_for_the_whole_game(qtbot, monkeypatch) -> None:
    monkeypatch.setitem(STRATEGIES, "counting", CountingStrategy)
    monkeypatch.setattr(CountingStrategy, "made", [])
    window = open_window(qtbot)
    window.menus.pace_actions[0].trigger()  # instant
    window.start_game("tokyo", seed="kept", seats=parse_seats("Bot1:counting,Bot2:counting"))
    session = window.session
    qtbot.waitUntil(lambda: session.phase is Phase.OVER, timeout=30_000)
    first, second = CountingStrategy.made  # one for each seat, none for a turn
    turns = session.match.game.turns_played
    assert first.turns == second.turns == list(range(turns))
    window.start_game("tokyo", seed="kept", seats=parse_seats("Bot1:counting,Bot2:counting"))
    qtbot.waitUntil(lambda: len(CountingStrategy.made) == 4, timeout=5000)  # a new game
