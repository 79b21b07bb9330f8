"""New game and a finished game leave no question at the next start: a New game killed
at any moment never makes the start ask about a game with no turn played, and a copy of
the autosave that holds a finished game is never offered as "a copy of your last game"
(it goes to the history)."""

from __future__ import annotations

import os
import random
import signal
import time
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence import recovery, saves
from metrox_desktop.persistence.atomic import backup_path
from tests.persistence.kill_harness import games_in_a_row
from tests.persistence.test_finished_kept import finished, history_a_file  # noqa: F401
from tests.persistence.test_saves import same_game

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def new_game_forever(played: saves.SavedGame, fresh: saves.SavedGame, ready: int) -> None:
    """The child: what Game > New game writes, again and again: the game on the table
    autosaved, kept in the history, then the new game's first autosave."""
    try:
        os.write(ready, b"1")
        while True:
            saves.autosave(played)
            saves.abandon(played)
            saves.autosave(fresh)
    finally:
        os._exit(0)


def test_new_game_killed_at_any_moment_asks_nothing_about_an_empty_game() -> None:
    played = games_in_a_row(6)[-1]
    fresh = saves.SavedGame(
        Match.new(Board.load("tokyo"), ["Ann"], load_deck(), "NEWGAME"), datetime(2026, 11, 28)
    )
    for _ in range(2):  # here first: what it loads is loaded, as in a window that plays
        saves.autosave(played)
        saves.abandon(played)
    # One cycle of the child's writes, timed here (a millisecond or two on a RAM disk,
    # longer on a slow one): each kill comes at a moment of the child's first two.
    began = time.monotonic()
    saves.autosave(fresh)
    saves.autosave(played)
    saves.abandon(played)
    cycle = time.monotonic() - began
    rng = random.Random(80)
    asked_about_empty = 0
    for _ in range(80):
        ready_r, ready_w = os.pipe()
        child = os.fork()
        if child == 0:
            os.close(ready_r)
            new_game_forever(played, fresh, ready_w)
        os.close(ready_w)
        os.read(ready_r, 1)
        os.close(ready_r)
        time.sleep(rng.uniform(0, 2 * cycle))
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        found = recovery.find_unfinished()
        if found.game is not None and found.from_copy and not found.game.match.history:
            asked_about_empty += 1
        if found.game is not None:  # nothing is lost: the game played or the new one
            assert same_game(found.game, played) or same_game(found.game, fresh)
    assert asked_about_empty == 0


def test_a_finished_game_set_aside_leaves_no_copy_to_offer(
    finished: saves.SavedGame,  # noqa: F811
) -> None:
    saves.autosave_path().parent.mkdir(parents=True)
    history_a_file(saves.history_dir())  # the history cannot take it: it waits
    assert saves.autosave(finished) is not None
    assert saves.autosave(finished) is not None  # written again (the window closes)
    saves.set_finished_aside()  # New game: the finished game set aside by name
    # The new game's first autosave never landed (killed): nothing to ask about.
    found = recovery.find_unfinished()
    assert found.game is None and not found.problems


def test_a_stale_copy_of_a_finished_game_goes_to_the_history_not_to_a_question(
    finished: saves.SavedGame,  # noqa: F811
) -> None:
    copy = backup_path(saves.autosave_path())
    saves.write_save(finished, copy)
    found = recovery.find_unfinished()
    assert found.game is None and not found.from_copy
    kept = saves.history()
    assert len(kept) == 1 and same_game(saves.read_save(kept[0]), finished)
    assert not copy.exists()
    assert recovery.find_unfinished().game is None  # and the next start asks nothing either


def test_a_copy_with_turns_played_is_still_offered(tmp_path: Path) -> None:
    game = games_in_a_row(3)[-1]
    saves.write_save(game, backup_path(saves.autosave_path()))
    found = recovery.find_unfinished()
    assert found.game is not None and found.from_copy and same_game(found.game, game)
