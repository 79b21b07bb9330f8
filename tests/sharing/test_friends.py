"""A friend's game as a seat: it plays their choices, and only a real game of the deal."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import record_json, replay, result_json
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.persistence import saves
from metrox_desktop.sharing.friends import (
    FriendStrategy,
    friend_game,
    friend_kind,
    is_friend_kind,
    seat_friends,
)
from metrox_desktop.sharing.merge import Game, MergeError, merged
from metrox_desktop.sharing.result_code import encode
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")


def test_a_friend_seat_plays_the_table_their_game_would_have_made() -> None:
    friend = bot_record(TOKYO, "55G4R", ["Yuki"], ["random"])
    kind = friend_kind(friend)
    assert is_friend_kind(kind) and friend_game(kind) == friend
    turns: list[TurnResult] = []
    bots = [strategy_named("greedy"), FriendStrategy(friend_game(kind), TOKYO)]
    table = play_game(TOKYO, load_deck(), ["Me", "Yuki"], bots, "55G4R", keep=turns.append)
    mine = bot_record(TOKYO, "55G4R", ["Me"], ["greedy"])
    assert result_json(table) == result_json(replay(merged([Game("a", mine), Game("b", friend)])))


def test_a_code_or_a_record_file_gives_every_player_s_game(tmp_path: Path) -> None:
    table = bot_record(TOKYO, "8HQ2C", ["Ann", "Bo"], ["greedy", "random"])
    path = tmp_path / "table.json"
    path.write_text(record_json(table), encoding="utf-8")
    games = seat_friends([str(path)], ()).games
    assert [g.players for g in games] == [["Ann"], ["Bo"]]
    assert seat_friends([encode(table, 1)], ()).games == games[1:]


def test_a_game_against_the_rules_is_refused_with_one_line(tmp_path: Path) -> None:
    game = bot_record(TOKYO, "8HQ2C", ["Ann"], ["greedy"])
    turns = list(game.turns)
    route = next(i for i, t in enumerate(turns) if t.card != "free")
    letter = turns[route].choices[0]
    # the same route every turn: its indicator boxes run out
    forged = replace(
        game, turns=[replace(t, choices=[letter]) if t.card != "free" else t for t in turns]
    )
    path = tmp_path / "forged.json"
    path.write_text(record_json(forged), encoding="utf-8")
    with pytest.raises(MergeError) as error:
        seat_friends([str(path)], ())
    assert str(error.value).startswith(f"{path}: turn ")
    assert "is against the rules" in str(error.value) and "\n" not in str(error.value)


def test_an_unfinished_game_cannot_be_a_seat() -> None:
    game = bot_record(TOKYO, "8HQ2C", ["Ann"], ["greedy"])
    half = replace(game, turns=game.turns[:10])
    with pytest.raises(MergeError, match="the game is not finished"):
        seat_friends([encode(half)], ())


def test_a_saved_table_with_a_friend_resumes_only_on_the_friend_s_deal(tmp_path: Path) -> None:
    friend = bot_record(TOKYO, "55G4R", ["Yuki"], ["random"])
    match = Match.new(TOKYO, ["Me", "Yuki"], load_deck(), "55G4R").flip()
    game = saves.SavedGame(match, datetime(2026, 11, 26, 9), ("person", friend_kind(friend)))
    path = tmp_path / "save.json"
    saves.write_save(game, path)
    assert saves.read_save(path).seats == game.seats
    other = bot_record(TOKYO, "55G4S", ["Yuki"], ["random"])
    saves.write_save(saves.SavedGame(match, game.started, ("person", friend_kind(other))), path)
    with pytest.raises(saves.SaveError) as error:
        saves.read_save(path)
    assert str(error.value) == f"{path}: Yuki: the friend's game is of another deal"
