"""Result codes: a game as a short text that gives back exactly that game, or nothing."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from metrox_desktop.deal import SEED_ALPHABET
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import builtin_deck_ids
from metrox_desktop.engine.record_limits import NAME_MOST, SEED_MOST
from metrox_desktop.engine.records import replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.sharing.result_code import (
    DECKS,
    MAPS,
    ResultCodeError,
    check_symbol,
    code_in,
    decode,
    encode,
)
from tests.sharing.games import bot_record, unchecked_record

BOARDS = {m: Board.load(m) for m in MAPS}


def test_every_map_and_deck_of_the_app_has_its_number() -> None:
    assert set(builtin_deck_ids()) <= set(DECKS)
    from metrox_desktop.maps.loader import builtin_map_ids

    assert set(builtin_map_ids()) <= set(MAPS)


@pytest.mark.parametrize("map_id", MAPS)
@pytest.mark.parametrize("deck", DECKS)
def test_a_code_gives_back_the_very_game_for_every_simulated_game(map_id: str, deck: str) -> None:
    board, rng = BOARDS[map_id], random.Random(f"{map_id}/{deck}")
    lengths = []
    for i in range(150):  # 150 games per map and deck, greedy and random bots
        seed = "".join(rng.choice(SEED_ALPHABET) for _ in range(5))
        if i % 10 == 9:  # a code from before codes were folded, and any other text
            seed = rng.choice(["55g4r", "table 7", "東京-3", f"S-{i}"])
        strategy = "greedy" if i % 2 else "random"
        record = bot_record(board, seed, [rng.choice(["You", "Ann", "ゆき"])], [strategy], deck)
        code = encode(record, board=board)
        lengths.append(len(code))
        assert decode(code) == record
        again = replay(decode(code), board)
        assert score(board, again.sheets[0]) == score(board, replay(record, board).sheets[0])
    assert max(lengths) <= 60  # a few dozen characters, for a chat


def test_each_player_of_a_table_game_has_a_code_of_their_own() -> None:
    board = BOARDS["tokyo"]
    table = bot_record(board, "TABLE", ["Ann", "Bo", "Cy"], ["greedy", "random", "random"])
    for player, name in enumerate(table.players):
        solo = decode(encode(table, player))
        assert solo.players == [name]
        assert [t.choices[0] for t in solo.turns] == [t.choices[player] for t in table.turns]
        assert [t.card for t in solo.turns] == [t.card for t in table.turns]


def test_a_code_with_any_one_character_changed_is_refused() -> None:
    record = bot_record(BOARDS["osaka"], "K7Q2M", ["Ann"], ["greedy"])
    body = encode(record).replace("-", "")
    for i, kept in enumerate(body):
        for other in SEED_ALPHABET:
            if other != kept:
                with pytest.raises(ResultCodeError):
                    decode(body[:i] + other + body[i + 1 :])


def test_two_neighbours_swapped_are_refused() -> None:
    record = bot_record(BOARDS["tokyo"], "8HQ2C", ["Bo"], ["random"])
    body = encode(record).replace("-", "")
    for i in range(len(body) - 1):
        if body[i] != body[i + 1]:
            with pytest.raises(ResultCodeError):
                decode(body[:i] + body[i + 1] + body[i] + body[i + 2 :])


def test_a_code_is_read_as_a_friend_types_it() -> None:
    record = bot_record(BOARDS["tokyo"], "55G4R", ["Ann"], ["greedy"])
    code = encode(record)
    assert decode(code.lower()) == record
    assert decode(code.replace("-", " ")) == record
    assert decode(code.replace("-", "")) == record


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "this is not a result code, or it was mistyped"),
        ("hello", "a result code has no '0'"),
        ("ABCDE-FGHJK-9", "the result code is mistyped: its check character does not match"),
        ("x" * 5000, "this is not a result code, or it was mistyped"),
    ],
)
def test_text_that_is_no_code_is_refused_in_one_line(text: str, why: str) -> None:
    with pytest.raises(ResultCodeError) as error:
        decode(text)
    assert str(error.value).startswith(why)
    assert "\n" not in str(error.value)


def test_a_game_against_the_rules_has_no_code() -> None:
    record = bot_record(BOARDS["tokyo"], "55G4R", ["Ann"], ["greedy"])
    turns = list(record.turns)
    second = next(i for i, t in enumerate(turns) if i and t.card != "free")
    turns[second] = replace(turns[second], card="free")
    forged = replace(record, turns=turns)
    with pytest.raises(ResultCodeError, match=f"turn {second + 1}: the deal gives"):
        encode(forged)
    on_a_file = replace(record, map="maps/mine.json")
    with pytest.raises(ResultCodeError, match="only games on the app's own maps"):
        encode(on_a_file)


def test_a_record_quoting_control_characters_has_no_code_in_one_line() -> None:
    # A friend's record, pasted or sent as a file, whose card says what a terminal
    # obeys: the refusal quotes it escaped, on one line, as every one-line error does.
    record = bot_record(BOARDS["tokyo"], "55G4R", ["Ann"], ["greedy"])
    turns = [replace(record.turns[0], card="4\n\x1b[2J\u202e"), *record.turns[1:]]
    with pytest.raises(ResultCodeError) as error:
        encode(replace(record, turns=turns))
    said = str(error.value)
    assert said.isprintable()
    assert said.endswith("the record says 4\\n\\x1b[2J\\u202e")


symbols = st.text(alphabet=SEED_ALPHABET, min_size=1, max_size=120)


@settings(max_examples=300, deadline=None)
@given(
    text=st.text(max_size=60)
    | symbols
    | symbols.map(lambda body: body + check_symbol(body))  # past the check character
)
def test_any_text_is_a_game_or_one_result_code_error(text: str) -> None:
    try:
        record = decode(text)
    except ResultCodeError as error:
        assert "\n" not in str(error) and str(error)
    else:
        assert decode(encode(record)) == record


@pytest.mark.parametrize(
    ("name", "seed", "why"),
    [
        ("N" * (NAME_MOST + 1), "55G4R", f"is {NAME_MOST + 1} characters long"),
        ("Ann", "d" * (SEED_MOST + 1), f"is {SEED_MOST + 1} characters long"),
    ],
)
def test_a_code_holding_more_than_a_record_is_its_own_error(name: str, seed: str, why: str) -> None:
    code = encode(unchecked_record(BOARDS["tokyo"], seed, [name], ["random"]))
    with pytest.raises(ResultCodeError, match=why):
        decode(code)


def test_a_code_with_any_character_dropped_or_doubled_is_refused() -> None:
    rng = random.Random("dropped")
    for _ in range(120):
        map_id = rng.choice(MAPS)
        seed = "".join(rng.choice(SEED_ALPHABET) for _ in range(5))
        name = rng.choice(["Ann", "Bo", "ゆき"])
        strategy = rng.choice(["random", "greedy"])
        body = encode(bot_record(BOARDS[map_id], seed, [name], [strategy])).replace("-", "")
        for i in range(len(body)):
            for typed in (body[:i] + body[i + 1 :], body[:i] + body[i] + body[i:]):
                with pytest.raises(ResultCodeError):
                    decode(typed)


# Codes written by the first version of the format (no length symbols), as it wrote
# them: they read as the games they were made of, for as long as the app reads codes.
FIRST_VERSION_CODES = [
    ("6L8W3-C5UBY-A7JJ8-DGFT2-J3VK9-3KPJ3-7", "tokyo", "55G4R", "Ann", "greedy"),
    ("BFRDX-LEH2W-9RUS5-88S5S-W8JDK-J5BJD-4SPJB-B", "osaka", "K7Q2M", "ゆき", "random"),
    ("5BYMH-YD3ST-MGN57-RN626-FT2EP-Q86SD-N2923-M", "tokyo", "table 7", "Bo", "random"),
]


@pytest.mark.parametrize(("code", "map_id", "seed", "name", "strategy"), FIRST_VERSION_CODES)
def test_codes_of_the_first_version_still_read(
    code: str, map_id: str, seed: str, name: str, strategy: str
) -> None:
    game = decode(code)
    assert (game.map, game.seed, game.players) == (map_id, seed, [name])
    assert replay(game, BOARDS[map_id]).finished
    assert game == bot_record(BOARDS[map_id], seed, [name], [strategy])
    assert decode(encode(game)) == game  # and written again in today's form


def test_the_worked_example_of_the_first_version_reads() -> None:
    game = decode("3FJ2V-GFT2J-3VK93-KPJ3-R")
    assert [(t.card, t.choices) for t in game.turns] == [
        ("circled-3", ["T"]),
        ("4", ["T"]),
        ("circled-2", ["T"]),
    ]
    assert encode(game) == "QQ3FJ-2VGFT-2J3VK-93KPJ-4-X"  # docs/result-code.md


@pytest.mark.parametrize(
    "hyphen",
    [
        "\u30fc",  # the long-vowel mark a Japanese input method types for "-"
        "\u2014",  # an em dash, as a word processor makes of "--"
        "\u2013",  # an en dash
        "\u2010",  # a typographic hyphen
        "\u2212",  # the minus sign
        "\uff0d",  # the wide hyphen
    ],
)
def test_a_code_reads_whatever_dash_stands_between_its_groups(hyphen: str) -> None:
    game = bot_record(BOARDS["tokyo"], "HXM7Q", ["Yuki"], ["greedy"])
    code = encode(game)
    assert decode(code.replace("-", hyphen)) == decode(code)
    assert code_in(f"Yuki: {code.replace('-', hyphen)}") is not None


def test_a_code_after_a_long_list_of_code_like_words_is_found() -> None:
    # Every part of a long run of such words was tried as a code: this took hours.
    code = encode(bot_record(BOARDS["tokyo"], "HXM7Q", ["Yuki"], ["greedy"]))
    pasted = "ABCDE " * 3000 + code.replace("-", " ") + " thanks"
    found = code_in(pasted)
    assert found is not None and decode(found) == decode(code)
