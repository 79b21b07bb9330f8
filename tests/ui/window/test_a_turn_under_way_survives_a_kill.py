"""A turn under way is in the autosave: a window killed (a real process, SIGKILL) after a
card was flipped and some seats chose, before the turn settled, comes back at the next
start with that card up and those choices made, a person's still hidden from the
others; nobody is asked again, and the turn settles with the choices made before."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.table import Refusal
from metrox_desktop.persistence.paths import HOME_VARIABLE
from tests.net.tables import App
from tests.ui.helpers import click_choice, open_window

pytestmark = pytest.mark.long  # run first: tests/conftest.py

WAIT = 60  # s: a window and a bot's choice on a loaded machine


def killed_after_choosing(players: str, people: int) -> tuple[str, dict[int, str]]:
    """The app started on a new game of ``players`` (deal OPEN1), its card flipped, the
    first ``people`` people's choices clicked and every bot's made, then killed: the
    card and each seat's choice, as the window had them."""
    home = Path(os.environ[HOME_VARIABLE])
    args = ["--players", players, "--seed", "OPEN1", "--map", "tokyo"]
    app = App(home, str(people), *args, module="tests.ui.window.player_at_the_window")
    try:
        app.wait_for_line("ready", timeout=WAIT)
        app.kill()
    finally:
        app.stop()
    card = app.wait_for_line("card ").split()[1]
    chosen = [line.split() for line in app.lines if line.startswith("chosen ")]
    return card, {int(seat): text for _, seat, text in chosen}


@pytest.mark.parametrize(
    ("players", "people", "seats_chosen"),
    [
        ("Ann,Bo,Bot:greedy", 1, [0, 2]),  # Ann's hidden choice and the bot's; Bo to write
        ("Ann,Bot:greedy,Cy:random", 0, [1, 2]),  # the bots have chosen; Ann to write
    ],
    ids=["two people and a bot", "a person and bots"],
)
def test_a_window_killed_mid_turn_goes_on_with_the_card_up_and_the_choices_made(
    qtbot, players: str, people: int, seats_chosen: list[int]
) -> None:
    card, chosen = killed_after_choosing(players, people)
    assert sorted(chosen) == seats_chosen

    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", None)  # the next start, as the app's own
    session, table = window.session, window.session.table
    assert session.phase is Phase.CHOOSE and session.turn == 1
    assert session.card is not None and session.card.code == card  # the same card, up
    assert "in turn 1, its card up" in window.statusBar().currentMessage()
    assert {seat: table.choice_of(seat) for seat in sorted(session.match.chosen)} == chosen
    assert session.waiting_bots() == ()  # no bot is asked again
    waiting = [p for p in session.people if p not in chosen]
    assert session.chooser == waiting[0] and window.controller.seat == waiting[0]
    for seat in chosen:  # a person's choice stays hidden from the one writing now
        if seat in session.people:
            assert session.visible_sheet(seat) == session.match.game.sheets[seat]
            assert table.why_not_undo(seat) is Refusal.HIDDEN
    assert not window.menus.undo_action.isEnabled()

    for seat in waiting:  # the others write: the turn settles with the choices kept
        click_choice(window, session.legal_choices(seat)[0])
    assert session.phase is Phase.FLIP and session.turn == 1
    (turn,) = session.match.history
    assert turn.card.code == card
    for seat, text in chosen.items():
        assert turn.moves[seat].chosen == Choice.parse(text, session.board)


@pytest.mark.parametrize(
    ("players", "people"),
    [
        ("You", 1),  # solo: the choice settles the turn at once
        ("Ann,Bo", 2),  # two people at the screen: Bo wrote last
        ("Ann,Bot:greedy", 1),  # a person and a bot: the bot's choice stays as it was
    ],
    ids=["solo", "two people", "a person and a bot"],
)
def test_a_turn_settled_before_the_kill_may_still_be_taken_back_until_the_next_flip(
    qtbot, players: str, people: int
) -> None:
    """Undo takes a choice back until the next card is flipped, and a window killed in
    between (or closed) gives that back at the next start: the card is up, Undo takes
    the last person's choice back and the turn opens again with the others' kept."""
    card, chosen = killed_after_choosing(players, people)
    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", None)
    session, table = window.session, window.session.table
    assert session.phase is Phase.FLIP and session.turn == 1  # the turn has settled
    assert session.card is not None and session.card.code == card  # and its card is up
    (turn,) = session.match.history
    assert {seat: move.chosen.text(session.board) for seat, move in enumerate(turn.moves)} == chosen
    last = session.people[-1]
    assert table.why_not_undo(last) is None
    assert window.menus.undo_action.isEnabled()

    window.menus.undo_action.trigger()  # the last person's choice taken back
    assert session.phase is Phase.CHOOSE and session.match.card.code == card
    assert session.chooser == last and not session.has_chosen(last)
    for seat, text in chosen.items():  # every other choice as it was made
        if seat != last:
            assert table.choice_of(seat) == text
    other = next(c for c in session.legal_choices(last) if c.text(session.board) != chosen[last])
    click_choice(window, other)  # written again, otherwise: the turn settles with it
    assert session.phase is Phase.FLIP and session.match.history[0].moves[last].chosen == other


def test_a_flipped_card_makes_the_turn_before_final_after_a_kill(qtbot) -> None:
    """The turn before a card flipped is final for good, a kill or not: the save says
    no choice of it may be taken back."""
    card, _ = killed_after_choosing("You", 1)
    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", None)
    window.controller.flip()  # the next card: turn 1 is final, and autosaved so
    again = open_window(qtbot)
    again.open_at_start("tokyo", "okazu-20", None)  # as a start after a kill here
    assert again.session.phase is Phase.CHOOSE and again.session.turn == 2
    assert again.session.match.history[0].card.code == card
    assert again.session.table.why_not_undo(0) is Refusal.NOTHING_TO_UNDO
    assert not again.menus.undo_action.isEnabled()
