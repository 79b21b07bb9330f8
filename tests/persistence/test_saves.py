"""Saved games and the autosave: a game left half-way goes on exactly where it was."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.persistence import recovery, saves
from tests.persistence.hostile import RECORDS


def play(match: Match, turns: int, rng: random.Random) -> Match:
    for _ in range(turns):
        if match.phase is Phase.OVER:
            break
        match = match.flip()
        assert match.card is not None
        options = legal_choices(match.board, match.game.sheets[0], match.card)
        match = match.play(rng.choice(options) if options else None)
    return match


def same_game(a: Match | saves.SavedGame, b: Match | saves.SavedGame) -> bool:
    """The same players, sheets and claims (each load builds its own Board)."""
    a = a.match if isinstance(a, saves.SavedGame) else a
    b = b.match if isinstance(b, saves.SavedGame) else b
    return a.game._replace(board=None) == b.game._replace(board=None)


START = datetime(2026, 11, 23, 9, 30, 0)


def saved(match: Match, started: datetime = START) -> saves.SavedGame:
    return saves.SavedGame(match, started)


@pytest.fixture(scope="module")
def osaka() -> Board:
    return Board.load("osaka")


def test_a_saved_game_resumes_with_the_same_sheet_and_the_same_next_cards(
    osaka: Board, tmp_path: Path
) -> None:
    match = play(Match.new(osaka, ["Ann"], load_deck(), seed="K7Q2"), 9, random.Random(1))
    path = tmp_path / "game.json"
    saves.write_save(saved(match), path)

    resumed = saves.read_save(path)
    assert same_game(resumed, match)
    assert resumed.started == START
    assert resumed.match.turn == match.turn

    # The deal goes on: the same cards come next in both.
    def cards_after(m: Match) -> list[str]:
        return [t.card.code for t in play(m, 30, random.Random(2)).history]

    assert cards_after(resumed.match) == cards_after(match)


def test_the_save_file_is_an_ordinary_game_record(osaka: Board, tmp_path: Path) -> None:
    match = play(Match.new(osaka, ["Ann"], load_deck(), seed="REC"), 4, random.Random(3))
    path = tmp_path / "game.json"
    saves.write_save(saved(match), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "metrox-game/1"
    assert data["map"] == "osaka" and data["seed"] == "REC" and len(data["turns"]) == 4
    assert data["started"] == "2026-11-23T09:30:00"


def test_saving_the_autosave_again_keeps_the_previous_copy(osaka: Board) -> None:
    first = play(Match.new(osaka, ["Ann"], load_deck(), seed="A"), 2, random.Random(0))
    saves.autosave(saved(first))
    saves.autosave(saved(play(first, 3, random.Random(0))))
    path = saves.autosave_path()
    assert same_game(saves.read_save(path.with_name("autosave.json.bak")), first)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "metrox-game/1", "map": "tokyo", "players": ["A"], "turns": []}', "seed"),
        (
            '{"format": "metrox-game/1", "map": "tokyo", "players": ["A"], "seed": "X",'
            ' "turns": [{"card": "free", "choices": ["A1"]}]}',
            "turn 1",
        ),
        (
            '{"format": "metrox-game/1", "map": "nowhere", "players": ["A"], "seed": "X",'
            ' "turns": []}',
            "nowhere",
        ),
    ],
)
def test_a_save_that_cannot_be_resumed_says_why_in_one_line(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(saves.SaveError, match=message) as caught:
        saves.read_save(path)
    assert "\n" not in str(caught.value)


def resumable() -> saves.SavedGame | None:
    """The game the app would go on with at start."""
    return recovery.find_unfinished().game


def test_the_autosave_holds_an_unfinished_game_until_it_is_finished(osaka: Board) -> None:
    assert resumable() is None
    match = play(Match.new(osaka, ["Ann"], load_deck(), seed="AUTO"), 5, random.Random(4))
    saves.autosave(saved(match))
    resumed = resumable()
    assert resumed is not None and same_game(resumed, match)

    finished = play(match, 1000, random.Random(4))
    assert finished.phase is Phase.OVER
    saves.autosave(saved(finished))
    assert resumable() is None  # nor its previous copy: the game is in the history
    assert not any(saves.autosave_path().parent.glob("*autosave*"))
    [kept] = saves.history()
    assert same_game(saves.read_save(kept), finished)


def test_a_damaged_autosave_is_set_aside_not_overwritten(osaka: Board) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text("half a file", encoding="utf-8")
    found = recovery.find_unfinished()
    assert found.game is None and "kept as" in found.problems[0]
    assert path.with_name("autosave.json.damaged").read_text(encoding="utf-8") == "half a file"
    assert resumable() is None


def test_an_abandoned_game_goes_to_the_history(osaka: Board) -> None:
    match = play(Match.new(osaka, ["Ann"], load_deck(), seed="GONE/1"), 3, random.Random(5))
    saves.autosave(saved(match))
    saves.abandon(saved(match))
    assert resumable() is None
    [kept] = saves.history()
    assert kept.name == "20261123-093000-osaka-GONE_1.json"
    assert same_game(saves.read_save(kept), match)


def test_a_game_abandoned_before_its_first_turn_leaves_no_history(osaka: Board) -> None:
    saves.abandon(saved(Match.new(osaka, ["Ann"], load_deck(), seed="NONE")))
    assert saves.history() == []


def test_writing_a_game_again_replaces_its_history_entry(osaka: Board) -> None:
    match = play(Match.new(osaka, ["Ann"], load_deck(), seed="TWICE"), 2, random.Random(6))
    saves.archive(saved(match))
    saves.archive(saved(play(match, 2, random.Random(6))))
    [kept] = saves.history()
    assert len(saves.read_save(kept).match.history) == 4


def test_history_lists_the_newest_game_first(osaka: Board) -> None:
    match = Match.new(osaka, ["Ann"], load_deck(), seed="H")
    older = saves.archive(saved(match, datetime(2026, 1, 2, 3, 4, 5)))
    newer = saves.archive(saved(match, datetime(2026, 5, 1, 0, 0, 0)))
    assert saves.history() == [newer, older]


def test_a_card_code_with_a_line_break_still_gives_a_one_line_message(tmp_path: Path) -> None:
    path = tmp_path / "odd.json"
    path.write_text(
        '{"format": "metrox-game/1", "map": "tokyo", "players": ["A"], "seed": "X",'
        ' "turns": [{"card": "st\\nar", "choices": ["G"]}]}',
        encoding="utf-8",
    )
    with pytest.raises(saves.SaveError) as caught:
        saves.read_save(path)
    assert "\n" not in str(caught.value) and "turn 1" in str(caught.value)


def test_another_game_never_replaces_a_history_entry_of_the_same_name(osaka: Board) -> None:
    first = play(Match.new(osaka, ["Ann"], load_deck(), seed="SAME"), 3, random.Random(7))
    other = play(Match.new(osaka, ["Bo"], load_deck(), seed="SAME"), 2, random.Random(8))
    kept = saves.archive(saved(first))
    again = saves.archive(saved(other))  # same start, map and deal code: the same name
    assert again != kept and again.name.endswith("-2.json")
    assert same_game(saves.read_save(kept), first) and same_game(saves.read_save(again), other)


def test_the_history_lists_only_games_whatever_else_is_in_its_folder(osaka: Board) -> None:
    entry = saves.archive(
        saved(play(Match.new(osaka, ["A"], load_deck(), "L"), 1, random.Random()))
    )
    folder = saves.history_dir()
    (folder / "folder.json").mkdir()
    (folder / "zero.json").symlink_to("/dev/zero")
    (folder / "nowhere.json").symlink_to(folder / "missing")
    assert saves.history() == [entry]


def test_a_deal_code_read_from_a_save_gets_the_checks_seed_gets(tmp_path: Path) -> None:
    for seed, reason in (("S" * 41, "longer than 40"), ("A\tB", "cannot be shown"), (" ", "empty")):
        path = tmp_path / "seed.json"
        path.write_text(
            json.dumps(
                {
                    "format": "metrox-game/1",
                    "map": "tokyo",
                    "players": ["A"],
                    "turns": [],
                    "seed": seed,
                }
            ),
            encoding="utf-8",
        )
        with pytest.raises(saves.SaveError, match=reason):
            saves.read_save(path)


@pytest.mark.parametrize("make", RECORDS.values(), ids=RECORDS.keys())
def test_a_hostile_file_under_a_history_name_is_kept_and_the_game_archived_beside_it(
    osaka: Board, make: Callable[[Path], None]
) -> None:
    game = saved(play(Match.new(osaka, ["Ann"], load_deck(), seed="HIST"), 2, random.Random(9)))
    saves.history_dir().mkdir(parents=True)
    squatter = saves.history_dir() / "20261123-093000-osaka-HIST.json"
    make(squatter)
    before = squatter.read_bytes() if squatter.is_file() and not squatter.is_symlink() else None

    kept = saves.archive(game)
    assert kept.name == "20261123-093000-osaka-HIST-2.json"
    assert same_game(saves.read_save(kept), game.match)
    assert os.path.lexists(squatter)
    if before is not None:
        assert squatter.read_bytes() == before
    assert kept in saves.history()
