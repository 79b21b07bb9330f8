"""A save keeps the turn under way (``open_turn``): the card flipped and the choices made
so far come back as they were; a save without it (an older version's, or written
between turns) goes on between turns as before; an open turn that is not the deal's
next card or breaks a rule is refused as a damaged file, naming the turn."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import Seal, TurnRecord, parse_record, record_json, seal_of
from metrox_desktop.engine.table import SeatKind, Table
from metrox_desktop.persistence import saves
from tests.cli.running import run_app

START = datetime(2026, 11, 29, 4, 0, 0)


@pytest.fixture(scope="module")
def tokyo() -> Board:
    return Board.load("tokyo")


def open_turn(tokyo: Board, seed: str = "OPEN2") -> Match:
    """Turn 2 of a table of three: its card up, Ann and Cy chosen, Bo to choose."""
    match = Match.new(tokyo, ["Ann", "Bo", "Cy"], load_deck(), seed).flip()
    for player in range(3):
        match = match.choose(player, match.legal_choices(player)[0])
    match = match.resolve().flip()
    match = match.choose(0, match.legal_choices(0)[-1])
    return match.choose(2, match.legal_choices(2)[0])


def written(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_save_mid_turn_comes_back_with_the_card_up_and_the_choices_made(
    tokyo: Board, tmp_path: Path
) -> None:
    match = open_turn(tokyo)
    path = tmp_path / "game.json"
    saves.write_save(saves.SavedGame(match, START, ("person", "person", "greedy")), path)
    data = written(path)
    assert data["open_turn"] == {
        "card": match.card.code,
        "choices": [
            match.pending_move(0).chosen.text(tokyo),
            None,
            match.pending_move(2).chosen.text(tokyo),
        ],
    }
    assert len(data["turns"]) == 1  # the settled turn; the open one is not a turn played
    resumed = saves.read_save(path, lambda _map: tokyo).match
    assert resumed == match  # the same card, deck, choices and sheets
    assert resumed.phase is Phase.CHOOSE and resumed.chosen == {0, 2}
    assert seal_of(parse_record(path.read_text(encoding="utf-8"))) is Seal.INTACT


def test_a_save_between_turns_has_no_open_turn(tokyo: Board, tmp_path: Path) -> None:
    match = open_turn(tokyo)
    settled = match.choose(1, match.legal_choices(1)[0]).resolve()
    path = tmp_path / "game.json"
    saves.write_save(saves.SavedGame(settled, START), path)
    assert "open_turn" not in written(path)
    assert saves.read_save(path, lambda _map: tokyo).match == settled


def test_a_save_without_the_open_turn_goes_on_between_turns_as_before(
    tokyo: Board, tmp_path: Path
) -> None:
    """An older version's save of the same moment: the card not yet flipped."""
    match = open_turn(tokyo)
    path = tmp_path / "game.json"
    saves.write_save(saves.SavedGame(match, START), path)
    data = written(path)
    del data["open_turn"], data["checksum"]  # as the older version wrote it, unsealed
    path.write_text(json.dumps(data), encoding="utf-8")
    resumed = saves.read_save(path, lambda _map: tokyo)
    assert resumed.match.phase is Phase.FLIP and resumed.match.turn == 1
    assert resumed.match.history == match.history
    assert resumed.match.flip().card == match.card  # the same card comes next


def test_an_open_turn_with_every_choice_in_has_settled(tokyo: Board, tmp_path: Path) -> None:
    match = open_turn(tokyo)
    path = tmp_path / "game.json"
    saves.write_save(saves.SavedGame(match, START), path)
    data = written(path)
    data["open_turn"]["choices"][1] = match.legal_choices(1)[0].text(tokyo)
    path.write_text(json.dumps(data), encoding="utf-8")  # changed outside the app
    resumed = saves.read_save(path, lambda _map: tokyo)
    assert resumed.match.phase is Phase.FLIP and len(resumed.match.history) == 2
    assert "changed outside the app" in resumed.note


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda turn: turn.update(card="star" if turn["card"] != "star" else "free"),
            "turn 2: the deal gives",
        ),
        (lambda turn: turn["choices"].pop(), "turn 2: 2 choices for 3 players"),
        (lambda turn: turn["choices"].__setitem__(1, "Q"), "turn 2, player Bo: "),
    ],
    ids=["not the deal's card", "a choice missing", "no such route"],
)
def test_an_open_turn_that_does_not_fit_is_refused_naming_the_turn(
    tokyo: Board, tmp_path: Path, change, message: str
) -> None:
    path = tmp_path / "game.json"
    saves.write_save(saves.SavedGame(open_turn(tokyo), START), path)
    data = written(path)
    change(data["open_turn"])
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError, match=message) as caught:
        saves.read_save(path, lambda _map: tokyo)
    assert caught.value.damaged and "\n" not in str(caught.value)


def test_an_open_turn_after_the_end_of_the_game_is_refused(tokyo: Board, tmp_path: Path) -> None:
    match = Match.new(tokyo, ["Ann"], load_deck(), "OVER2")
    while match.phase is not Phase.OVER:
        match = match.flip()
        match = match.play(match.legal_choices(0)[0]) if match.legal_choices(0) else match.resolve()
    record = match.record()
    path = tmp_path / "game.json"
    path.write_text(
        record_json(replace(record, open_turn=TurnRecord(card="free", choices=["G1"]))),
        encoding="utf-8",
    )
    with pytest.raises(saves.SaveError, match="the game already ended"):
        saves.read_save(path, lambda _map: tokyo)


def test_replay_scores_the_turns_played_of_a_save_left_mid_turn(
    tokyo: Board, tmp_path: Path
) -> None:
    """``replay`` and ``compare`` score the game as played so far: the turn under way is
    not a turn played, even one whose card is not the deal's (edited by hand)."""
    match = open_turn(tokyo)
    mid_turn, between = tmp_path / "mid-turn.json", tmp_path / "between.json"
    saves.write_save(saves.SavedGame(match, START), mid_turn)
    saves.write_save(saves.SavedGame(replace(match, card=None), START), between)
    data = written(mid_turn)
    data["open_turn"]["card"] = "star" if data["open_turn"]["card"] != "star" else "free"
    mid_turn.write_text(json.dumps(data), encoding="utf-8")
    for command in ("replay", "compare"):
        said = run_app(command, "--json", str(mid_turn), home=tmp_path / "home")
        assert said.returncode == 0, said.stderr
        assert said.stdout == run_app(command, "--json", str(between), home=tmp_path).stdout


def settled_at_the_screen(tokyo: Board) -> Table:
    """The table of ``open_turn`` once Bo, a person, has written too: turn 2 settled, and
    a person may take a choice of it back until the next card."""
    table = Table(open_turn(tokyo), [SeatKind.PERSON, SeatKind.PERSON, SeatKind.BOT])
    table.choose(1, table.legal_choices(1)[0])
    assert table.phase is Phase.FLIP and table.reopenable is not None
    return table


def test_a_settled_turn_a_person_may_take_back_is_saved_so_and_taken_back_after_reading(
    tokyo: Board, tmp_path: Path
) -> None:
    table = settled_at_the_screen(tokyo)
    path = tmp_path / "game.json"
    kinds = ("person", "person", "greedy")
    saves.write_save(saves.SavedGame(table.match, START, kinds, reopenable=table.reopenable), path)
    data = written(path)
    assert data["last_turn_undoable"] is True and len(data["turns"]) == 2
    assert "open_turn" not in data  # a reader that replays the game has two turns played
    saved = saves.read_save(path, lambda _map: tokyo)
    assert saved.match == table.match and saved.reopenable == table.reopenable
    again = Table(saved.reopenable, [SeatKind.PERSON, SeatKind.PERSON, SeatKind.BOT])
    assert again.match == table.match and again.settled == table.settled
    assert again.undo() == 1  # Bo, the last person to write
    assert again.phase is Phase.CHOOSE and again.match.chosen == {0, 2}  # the others kept


def test_the_history_keeps_a_settled_turn_as_final(tokyo: Board, tmp_path: Path) -> None:
    table = settled_at_the_screen(tokyo)
    game = saves.SavedGame(table.match, START, reopenable=table.reopenable)
    path = saves.archive(game)  # a game left for another one: kept as it was played
    assert "last_turn_undoable" not in written(path)
    assert saves.read_save(path, lambda _map: tokyo).reopenable is None


@pytest.mark.parametrize(
    "change",
    [
        lambda data: data.update(turns=[]),  # no turn to take back
        lambda data: data.update(open_turn={"card": "free", "choices": [None] * 3}),
    ],
    ids=["no turn", "a card up"],
)
def test_a_save_said_undoable_where_nothing_can_be_taken_back_goes_on_as_it_is(
    tokyo: Board, tmp_path: Path, change
) -> None:
    """Edited by hand: the mark is left aside, never a reason to refuse the game."""
    table = settled_at_the_screen(tokyo)
    path = tmp_path / "game.json"
    saves.write_save(saves.SavedGame(table.match, START, reopenable=table.reopenable), path)
    data = written(path)
    change(data)
    del data["checksum"]
    if data["turns"]:  # the card the deal gives next, nobody chosen
        data["open_turn"]["card"] = table.match.flip().card.code
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = saves.read_save(path, lambda _map: tokyo)
    assert saved.reopenable is None
