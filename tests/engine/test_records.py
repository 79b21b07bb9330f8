"""Game records (metrox-game/1): write, read back, replay; every rejection is one line."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import (
    FORMAT,
    MAX_RECORD_BYTES,
    GameRecord,
    RecordError,
    make_record,
    parse_record,
    read_record,
    record_json,
    replay,
    replay_turns,
    result_json,
)
from metrox_desktop.engine.rules import TurnResult, legal_choices, legal_indices, play_turn
from metrox_desktop.engine.state import GameState

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
EXAMPLES = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".expected.json"))


@pytest.fixture(scope="module")
def tokyo() -> Board:
    return Board.load("tokyo")


def record(turns: list[tuple[str, list[str | None]]], players: list[str] | None = None) -> str:
    return json.dumps(
        {
            "format": FORMAT,
            "map": "tokyo",
            "players": players or ["Ann", "Bo"],
            "turns": [{"card": card, "choices": choices} for card, choices in turns],
        }
    )


def rejection(text: str) -> str:
    """The one-line message a record is rejected with, at reading or replaying."""
    with pytest.raises(RecordError) as caught:
        replay(parse_record(text, "game.json"))
    message = str(caught.value)
    assert len(message.splitlines()) == 1, message
    assert "Traceback" not in message
    return message


def full_tokyo_turns(board: Board, players: int = 2) -> list[tuple[str, list[str | None]]]:
    """Turns filling every indicator box of Tokyo, a 2 on each box in map order."""
    return [
        ("2", [letter] * players)
        for letter, boxes in zip(board.route_letters, board.indicator_counts, strict=True)
        for _ in range(boxes)
    ]


def play_random(board: Board, players: list[str], rng: random.Random) -> list[TurnResult]:
    game = GameState.new(board, players)
    codes = ["2", "3", "4", "5", "6", "circled-2", "circled-3", "star", "free"]
    results = []
    while not game.finished:
        card = Card.parse(rng.choice(codes))
        choices = []
        for sheet in game.sheets:
            options = legal_indices(board, sheet, card)
            choices.append(rng.choice(options) if options else None)
        result = play_turn(game, card, choices)
        results.append(result)
        game = result.game
    return results


# -- writing and reading back ----------------------------------------------------------------


def test_a_match_record_reads_back_and_replays_to_the_same_state(tokyo: Board) -> None:
    rng = random.Random(11)
    match = Match.new(tokyo, ["Ann", "Bo", "Cy"], load_deck(), seed="records")
    while match.phase is not Phase.OVER:
        match = match.flip()
        assert match.card is not None
        for p in range(3):
            options = legal_choices(tokyo, match.game.sheets[p], match.card)
            match = match.choose(p, rng.choice(options) if options else None)
        match = match.resolve()
    text = record_json(match.record())
    back = parse_record(text)
    assert back == match.record()
    assert back.seed == "records" and back.deck == "okazu-20"
    assert replay(back, tokyo) == match.game
    assert [t.game for t in replay_turns(back, tokyo)] == [t.game for t in match.history]


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
@pytest.mark.parametrize("seed", range(4))
def test_make_record_round_trips_a_random_game(map_id: str, seed: int, tmp_path: Path) -> None:
    board = Board.load(map_id)
    players = ["Ann", "Bo", "Cy", "Di"][: seed + 1]
    results = play_random(board, players, random.Random(seed))
    final = results[-1].game
    path = tmp_path / "game.json"
    path.write_text(record_json(make_record(final, results)), encoding="utf-8")
    back = read_record(path)
    assert back.map == map_id and back.players == players
    assert len(back.turns) == len(results)
    assert replay(back, board) == final
    assert result_json(replay(back))["finished"] is True


def test_an_unfinished_game_is_recorded_and_replayed_too(tokyo: Board) -> None:
    results = play_random(tokyo, ["Ann"], random.Random(3))[:5]
    unfinished = results[-1].game
    back = parse_record(record_json(make_record(unfinished, results)))
    game = replay(back, tokyo)
    assert game == unfinished and not game.finished
    assert result_json(game)["finished"] is False


def test_a_free_circle_is_written_as_a_station_reference(tokyo: Board) -> None:
    game = GameState.new(tokyo, ["Ann"])
    result = play_turn(game, Card.parse("free"), [tokyo.parse_station_ref("Z4")])
    written = make_record(result.game, [result])
    assert written.turns[0].card == "free"
    [ref] = written.turns[0].choices
    assert ref is not None and tokyo.parse_station_ref(ref) == tokyo.parse_station_ref("Z4")


def test_a_pass_is_read_and_written_as_null_byte_for_byte(tokyo: Board) -> None:
    """A free circle on a full sheet leaves nowhere to write: the player passes
    (``Choice.PASS``), and the record's null for it reads and writes as it was."""
    stations = range(tokyo.station_count)
    circles = [{"card": "free", "choices": [tokyo.station_refs(s)[0]]} for s in stations]
    fields = {"format": FORMAT, "map": "tokyo", "players": ["Ann"]}
    fields["turns"] = [*circles, {"card": "free", "choices": [None]}]
    text = json.dumps(fields, indent=1, ensure_ascii=False) + "\n"  # as the app writes
    assert text.endswith('"choices": [\n    null\n   ]\n  }\n ]\n}\n')
    results = list(replay_turns(parse_record(text), tokyo))
    assert results[-1].moves[0].chosen == Choice.PASS
    assert results[-1].game.sheets[0] == results[-2].game.sheets[0]  # nothing written
    assert record_json(make_record(results[-1].game, results)) == text
    assert record_json(parse_record(text)) == text


def test_every_name_of_a_shared_station_replays_alike(tokyo: Board) -> None:
    station = tokyo.parse_station_ref("G4")
    games = [
        replay(parse_record(record([("free", [ref])], ["Ann"])), tokyo)
        for ref in tokyo.station_refs(station)
    ]
    assert len(games) == 5
    assert all(g == games[0] for g in games)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_the_example_records_replay_to_their_expected_results(example: Path) -> None:
    expected = json.loads(example.with_name(example.stem + ".expected.json").read_text("utf-8"))
    assert result_json(replay(read_record(example))) == expected


def test_a_well_formed_record_that_breaks_a_rule_is_read_but_not_replayed() -> None:
    # Well formed, but Ann's free circle on G3 in turn 2 is illegal: her 4 on G in turn 1
    # filled G1-G4.
    text = record(
        [
            ("4", ["G", "M"]),
            ("free", ["G3", "H1"]),
            ("circled-2", ["N", "N"]),
            ("star", ["C", "T"]),
        ]
    )
    assert len(parse_record(text).turns) == 4
    message = rejection(text)
    assert "turn 2" in message and "Ann" in message and "G3" in message
    fixed = text.replace('"G3"', '"G5"')
    game = replay(parse_record(fixed))
    assert game.turns_played == 4 and not game.finished


# -- rule breaks: one line naming the turn and the player ---------------------------------------


def test_an_unknown_route_is_rejected() -> None:
    message = rejection(record([("4", ["G", "M"]), ("3", ["G", "Q"])]))
    assert "turn 2" in message and "Bo" in message and "Q" in message


@pytest.mark.parametrize("ref", ["G99", "G0", "Q1", "hello", "", "G"])
def test_an_unknown_station_is_rejected(ref: str) -> None:
    message = rejection(record([("4", ["G", "M"]), ("free", [ref, "H1"])]))
    assert "turn 2" in message and "Ann" in message


def test_a_station_reference_for_a_route_card_is_rejected() -> None:
    message = rejection(record([("4", ["G3", "M"])]))
    assert "turn 1" in message and "Ann" in message


def test_a_route_with_no_empty_indicator_box_is_rejected(tokyo: Board) -> None:
    assert tokyo.indicator_counts[tokyo.route_index("F")] == 2
    message = rejection(record([("2", ["F", "F"]), ("3", ["G", "F"]), ("4", ["M", "F"])]))
    assert "turn 3" in message and "Bo" in message and "F" in message


def test_a_free_circle_on_a_filled_station_is_rejected() -> None:
    message = rejection(record([("4", ["G", "M"]), ("free", ["H1", "M2"])]))
    assert "turn 2" in message and "Bo" in message and "M2" in message


def test_a_free_circle_on_a_shared_station_filled_by_another_name_is_rejected() -> None:
    # G1 is F11 and Z1: a 2 on G fills it for all three names.
    message = rejection(record([("2", ["G", "M"]), ("free", ["Z1", "H1"])]))
    assert "turn 2" in message and "Ann" in message


def test_a_missing_choice_on_a_route_card_is_rejected() -> None:
    message = rejection(record([("4", ["G", None])]))
    assert "turn 1" in message and "Bo" in message


def test_a_missing_free_circle_while_a_station_is_empty_is_rejected() -> None:
    message = rejection(record([("free", [None, "H1"])]))
    assert "turn 1" in message and "Ann" in message


def test_a_turn_after_the_game_ended_is_rejected(tokyo: Board) -> None:
    turns = full_tokyo_turns(tokyo)
    assert replay(parse_record(record(turns))).finished
    message = rejection(record([*turns, ("3", ["G", "G"])]))
    assert f"turn {len(turns) + 1}" in message and "ended" in message


def test_a_free_circle_after_the_game_ended_is_rejected(tokyo: Board) -> None:
    turns = full_tokyo_turns(tokyo)
    message = rejection(record([*turns, ("free", ["T14", "T14"])]))
    assert f"turn {len(turns) + 1}" in message


@pytest.mark.parametrize("choices", [["G"], ["G", "M", "N"], []])
def test_the_wrong_number_of_choices_is_rejected(choices: list[str | None]) -> None:
    message = rejection(record([("4", ["G", "M"]), ("3", choices)]))
    assert "turn 2" in message and f"{len(choices)} choices" in message


@pytest.mark.parametrize("code", ["7", "1", "joker", "circled", "4\n", ""])
def test_an_unknown_card_code_is_rejected(code: str) -> None:
    message = rejection(record([("4", ["G", "M"]), (code, ["G", "M"])]))
    assert "turn 2" in message


def test_the_first_broken_turn_is_the_one_named() -> None:
    message = rejection(record([("4", ["G", "M"]), ("3", ["Q", "Q"]), ("9", ["G", "M"])]))
    assert "turn 2" in message and "Ann" in message


def test_a_rejection_names_players_with_awkward_names_on_one_line() -> None:
    message = rejection(record([("4", ["G", "Q"])], ["Ann", "Bo\nBo"]))
    assert "turn 1" in message and "Bo" in message


def test_an_unknown_map_is_rejected() -> None:
    text = json.dumps({"format": FORMAT, "map": "atlantis", "players": ["A"], "turns": []})
    assert "atlantis" in rejection(text)


# -- unreadable records --------------------------------------------------------------------------


def good() -> dict[str, Any]:
    return {
        "format": FORMAT,
        "map": "tokyo",
        "players": ["Ann"],
        "turns": [{"card": "4", "choices": ["G"]}],
    }


def with_(**changes: Any) -> str:
    data = good()
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "",
        "{",
        "[]",
        "null",
        '"metrox-game/1"',
        with_(format="metrox-game/2"),
        with_(format="metrox-deck/1"),
        with_(players="Ann"),
        with_(players=[]),
        with_(players=[""]),
        with_(players=[1]),
        with_(map=5),
        with_(turns={"card": "4"}),
        with_(turns=[{"card": 4, "choices": ["G"]}]),
        with_(turns=[{"card": "4", "choices": [1]}]),
        with_(turns=[{"card": "4", "choices": "G"}]),
        with_(turns=[{"card": "4"}]),
        with_(turns=[{"card": "4", "choices": ["G"], "extra": 1}]),
        with_(surprise=True),
        json.dumps({"map": "tokyo", "players": ["Ann"], "turns": []}),
    ],
    ids=lambda text: text[:40],
)
def test_a_malformed_record_is_rejected_in_one_line(text: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_record(text, "game.json")
    message = str(caught.value)
    assert len(message.splitlines()) == 1, message
    assert message.startswith("game.json")


def test_a_huge_record_is_rejected_unread(tmp_path: Path) -> None:
    huge = with_(players=["A" * 50] * 10, padding=" " * MAX_RECORD_BYTES)
    with pytest.raises(RecordError, match="too large"):
        parse_record(huge, "huge.json")
    path = tmp_path / "huge.json"
    path.write_text(huge, encoding="utf-8")
    with pytest.raises(RecordError, match="too large"):
        read_record(path)


@pytest.mark.parametrize("depth", [100, 10_000, 1_000_000])
def test_a_deeply_nested_record_is_rejected_in_one_line(depth: int) -> None:
    for text in ("[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth):
        with pytest.raises(RecordError) as caught:
            parse_record(text, "deep.json")
        assert len(str(caught.value).splitlines()) == 1


def test_nesting_inside_a_field_is_rejected_in_one_line() -> None:
    nested: Any = "G"
    for _ in range(500):
        nested = [nested]
    with pytest.raises(RecordError) as caught:
        parse_record(with_(turns=[{"card": "4", "choices": nested}]), "deep.json")
    assert len(str(caught.value).splitlines()) == 1


def test_a_file_that_is_not_utf8_or_missing_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"format": "metrox-game/1", "map": "\xe9"}')
    with pytest.raises(RecordError, match="latin.json"):
        read_record(path)
    with pytest.raises(RecordError, match="missing.json"):
        read_record(tmp_path / "missing.json")
    with pytest.raises(RecordError):
        read_record(tmp_path)  # a folder


def test_a_valid_record_model_needs_nothing_more(tokyo: Board) -> None:
    parsed = parse_record(json.dumps(good()))
    assert isinstance(parsed, GameRecord)
    assert parsed.deck is None and parsed.seed is None
    assert replay(parsed, tokyo).turns_played == 1


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_refused_instead_of_read_forever() -> None:
    with pytest.raises(RecordError, match="not a regular file"):
        read_record("/dev/zero")
