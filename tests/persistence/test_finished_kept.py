"""A finished game the history cannot take (the history a plain file, a link to a drive
not mounted, a read-only folder) stays in the autosave, is found there at the next
start, and can be set aside under a name of its own before a new game; a symlinked
autosave stays a link through a whole game, its file emptied (no game) rather than removed
when the game is over."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.persistence import recovery, saves
from tests.persistence.hostile import read_only
from tests.persistence.test_saves import play, same_game

START = datetime(2026, 11, 26, 1, 0, 0)


@pytest.fixture(scope="module")
def finished() -> saves.SavedGame:
    match = play(
        Match.new(Board.load("osaka"), ["Ann"], load_deck(), seed="DONE"), 99, random.Random(1)
    )
    assert match.phase is Phase.OVER
    return saves.SavedGame(match, START)


def history_a_file(history: Path) -> None:
    history.write_text("my notes", encoding="utf-8")


def history_to_nowhere(history: Path) -> None:
    history.symlink_to("/media/usb-stick-not-mounted/history")


BROKEN_HISTORY: dict[str, tuple[Callable[[Path], None], str]] = {
    "a plain file": (history_a_file, "it is a file, not a folder"),
    "a link to a drive not mounted": (
        history_to_nowhere,
        "it is a link to /media/usb-stick-not-mounted/history, which does not exist",
    ),
}


@pytest.mark.parametrize("name", BROKEN_HISTORY)
def test_a_finished_game_the_history_cannot_take_stays_in_the_autosave(
    finished: saves.SavedGame, name: str
) -> None:
    make, says = BROKEN_HISTORY[name]
    saves.autosave_path().parent.mkdir(parents=True)
    make(saves.history_dir())
    problem = saves.autosave(finished)
    assert problem is not None and says in str(problem)
    found = recovery.find_unfinished()  # the next start finds it, finished
    assert found.game is not None and same_game(found.game, finished) and not found.problems
    aside = saves.set_finished_aside()  # before a new game takes the autosave's name
    assert aside.name == "autosave.json.finished"
    assert same_game(saves.read_save(aside), finished)
    assert recovery.find_unfinished().game is None


def test_a_finished_game_waits_in_the_autosave_while_the_history_is_read_only(
    finished: saves.SavedGame,
) -> None:
    saves.history_dir().mkdir(parents=True)
    with read_only(saves.history_dir()):
        assert isinstance(saves.autosave(finished), OSError)
        assert saves.history() == []
    assert same_game(saves.read_save(saves.autosave_path()), finished)
    assert saves.autosave(finished) is None  # the history is writable again: it goes there
    [entry] = saves.history()
    assert same_game(saves.read_save(entry), finished)
    assert not saves.autosave_path().exists()


def test_a_symlinked_autosave_stays_a_link_through_a_whole_game(
    tmp_path: Path, finished: saves.SavedGame
) -> None:
    synced = tmp_path / "Sync" / "metrox-autosave.json"
    synced.parent.mkdir()
    synced.touch()  # the player links to a file of theirs: an empty one is no game
    link = saves.autosave_path()
    link.parent.mkdir(parents=True)
    link.symlink_to(synced)
    assert recovery.find_unfinished() == recovery.Unfinished()
    first_turns = saves.SavedGame(finished.match, START)
    unfinished = play(
        Match.new(Board.load("osaka"), ["Ann"], load_deck(), seed="SYNC"), 3, random.Random(2)
    )
    saves.autosave(saves.SavedGame(unfinished, START))
    assert link.is_symlink() and same_game(saves.read_save(synced), unfinished)
    saves.autosave(first_turns)  # finished: into the history, the autosave emptied
    assert link.is_symlink() and synced.read_bytes() == b""  # the link keeps its file
    found = recovery.find_unfinished()  # an emptied autosave is no game, not a damaged file
    assert found.game is None and not found.problems and link.is_symlink()
    saves.autosave(saves.SavedGame(unfinished, START))
    assert link.is_symlink() and same_game(saves.read_save(link), unfinished)
    assert sorted(os.listdir(link.parent)) == ["autosave.json", "history"]


def test_a_finished_game_set_aside_from_a_symlinked_autosave_leaves_the_link_a_file(
    tmp_path: Path, finished: saves.SavedGame
) -> None:
    synced = tmp_path / "Sync" / "metrox-autosave.json"
    synced.parent.mkdir()
    synced.touch()
    link = saves.autosave_path()
    link.parent.mkdir(parents=True)
    link.symlink_to(synced)
    history_a_file(saves.history_dir())
    assert saves.autosave(finished) is not None  # the history cannot take it
    aside = saves.set_finished_aside()
    assert aside == synced.with_name("metrox-autosave.json.finished")
    assert same_game(saves.read_save(aside), finished)
    assert link.is_symlink() and synced.read_bytes() == b""
    assert recovery.find_unfinished() == recovery.Unfinished()
    saves.autosave(saves.SavedGame(finished.match, START))  # the next game goes through
    assert link.is_symlink() and same_game(saves.read_save(synced), finished)
