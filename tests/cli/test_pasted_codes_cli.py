"""What a person pastes works on the command line: a deal code with the punctuation or
quotes of the sentence it came from deals that code's cards, a code of their own is
dealt and said to be one, the whole line Copy result gives is read by `compare`, and a
link with no code in it is said to hold none. Fresh processes where a code's own
characters come from the shell, and for a refusal's exit status; the command line's own
main in this process where what is checked is what a command prints."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import record_json
from tests.cli.running import run_app, run_main
from tests.cli.test_deal_code_forgiving import flips
from tests.cli.test_flipper_cli import printed_cards
from tests.sharing.games import bot_record

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def dealt(seed: str, home: Path) -> list[str]:
    """The cards ``flipper --print`` deals from ``seed``, by main in this process."""
    result = run_main("flipper", "--seed", seed, "--flips", "12", "--print", home=home)
    assert result.returncode == 0, result.stderr
    return printed_cards(result.stdout)


def test_punctuation_and_quotes_around_a_deal_code_are_not_part_of_it(tmp_path: Path) -> None:
    bare = dealt("HXM7Q", tmp_path / "a")
    assert dealt("HXM7Q:", tmp_path / "b") == bare
    assert dealt('"hxm7q".', tmp_path / "c") == bare
    assert flips("\u300cＨＸＭ７Ｑ\u300d", tmp_path / "d") == bare  # Japanese quotes, wide
    assert dealt("HXM7R", tmp_path / "e") != bare


def test_a_code_of_ones_own_deals_the_same_cards_and_is_said_to_be_one(tmp_path: Path) -> None:
    results = [
        run_app("flipper", "--seed", "ÄÖÜ", "--flips", "12", "--print", home=tmp_path / name)
        for name in "ab"
    ]
    assert [r.returncode for r in results] == [0, 0]
    assert printed_cards(results[0].stdout) == printed_cards(results[1].stdout)
    assert "ÄÖÜ is a code of your own" in results[0].stderr
    plain = run_app("flipper", "--seed", "HXM7Q", "--flips", "2", "--print", home=tmp_path / "c")
    assert plain.returncode == 0 and plain.stderr == ""


def test_a_code_longer_than_a_deal_code_is_refused_not_cut(tmp_path: Path) -> None:
    result = run_app("flipper", "--seed", "A" * 45, "--flips", "2", "--print", home=tmp_path)
    assert result.returncode == 2
    assert "longer than 40 characters" in result.stderr


def share_line(folder: Path, seed: str, name: str, strategy: str) -> str:
    record = bot_record(Board.load("tokyo"), seed, [name], [strategy])
    path = folder / f"{name}.json"
    path.write_text(record_json(record), encoding="utf-8")
    result = run_main("share", str(path), home=folder)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_compare_reads_the_whole_share_line_as_pasted(tmp_path: Path) -> None:
    ann = share_line(tmp_path, "HXM7Q", "Ann", "greedy")
    bo = share_line(tmp_path, "HXM7Q", "Bo", "random")
    assert ann.startswith("MetroX Tokyo, deal HXM7Q \u2013 ")
    code = bo.rsplit(" ", 1)[1]
    # Ann's whole line; Bo's code in quotes, with a full stop and spaces in it
    quoted = '"' + code[:7] + " " + code[7:] + '".'
    result = run_main("compare", ann, quoted, home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Ann" in result.stdout and "Bo" in result.stdout
    by_codes = run_main("compare", ann.rsplit(" ", 1)[1], code, home=tmp_path)
    assert result.stdout == by_codes.stdout
    nothing = run_app("compare", "MetroX Tokyo, deal HXM7Q - 28 points.", code, home=tmp_path)
    assert nothing.returncode == 2 and nothing.stderr.count("\n") == 1


def test_compare_reads_a_code_as_chats_and_input_methods_give_it(tmp_path: Path) -> None:
    code = share_line(tmp_path, "HXM7Q", "Ann", "greedy").rsplit(" ", 1)[1]
    bare = run_main("compare", code, home=tmp_path)
    assert bare.returncode == 0, bare.stderr
    for pasted in (f"<{code}>", f"||{code}||", code.replace("-", "\u30fc")):
        result = run_main("compare", pasted, home=tmp_path)
        assert result.returncode == 0, result.stderr
        assert result.stdout.splitlines()[:2] == bare.stdout.splitlines()[:2]


SHOT = ("--screenshot", "{folder}/shot.png")  # a window that opens closes by itself
LINKS = ["https://example.org/share", "https://example.org/?lang=ja", "https://example.org/deals"]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["compare", "{link}"], "paste the result code your friend shared"),
        (["view", "{link}", *SHOT], "paste the result code your friend shared"),
        (["play", "--friend", "{link}", *SHOT], "paste the result code your friend shared"),
        (["play", "--seed", "{link}", *SHOT], "give the deal code your friend shared"),
        (["flipper", "--seed", "{link}", "--print"], "give the deal code your friend shared"),
    ],
)
@pytest.mark.parametrize("link", LINKS)
def test_a_link_without_a_code_is_said_to_hold_none(
    tmp_path: Path, args: list[str], said: str, link: str
) -> None:
    """A link to a page, given where a result code, a game file or a deal code goes: one
    line saying it holds no game code and what to give, where it was "no such file" (or
    dealt the cards of the link's own text). The first link in a fresh process."""
    run = run_app if link == LINKS[0] else run_main
    result = run(*(a.format(link=link, folder=tmp_path) for a in args), home=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1, result.stderr
    assert "this link holds no game code" in result.stderr and said in result.stderr
    assert link in result.stderr and "no such file" not in result.stderr
    assert not (tmp_path / "shot.png").exists()


def test_a_link_that_carries_a_deal_deals_that_deal(tmp_path: Path) -> None:
    """A friend's link given to --seed deals the deal it carries (as the code itself,
    typed, deals), not the cards of the link's whole text."""
    code = share_line(tmp_path, "HXM7Q", "Ann", "greedy").rsplit(" ", 1)[1]
    bare = dealt("HXM7Q", tmp_path / "a")
    assert flips("https://example.org/play?deal=hxm7q&map=tokyo", tmp_path / "b") == bare
    assert dealt(f"https://example.org/share?code={code}", tmp_path / "c") == bare
    assert dealt("https://example.org/?deal=HXM7R", tmp_path / "d") != bare

    def table(seed: str, home: Path) -> QImage:
        home.mkdir()
        shot = home / "shot.png"
        args = ("play", "--seed", seed, "--play-turns", "1", "--size", "800x600")
        result = run_app(*args, "--screenshot", str(shot), home=home)
        assert result.returncode == 0 and result.stderr == "", result.stderr
        return QImage(str(shot))

    shown = table("HXM7Q", tmp_path / "e")
    assert table("https://example.org/?deal=HXM7Q", tmp_path / "f") == shown
    assert table("HXM7R", tmp_path / "g") != shown


def test_the_words_a_friend_sends_around_a_deal_code_deal_that_code(tmp_path: Path) -> None:
    """--seed reads what a friend sent as New game reads it pasted: "deal HXM7Q" (the
    final dialog's and the share line's words), the whole line Copy result gives and its
    result code alone deal HXM7Q, where they dealt the cards of DEALHXM7Q, of the result
    code's own text, or were refused as too long."""
    line = share_line(tmp_path, "HXM7Q", "Ann", "greedy")
    bare = dealt("HXM7Q", tmp_path / "a")
    assert dealt("deal HXM7Q", tmp_path / "b") == bare
    assert dealt("Deal code hxm7q: start a new game", tmp_path / "c") == bare
    assert dealt(line, tmp_path / "d") == bare
    assert dealt(line.rsplit(" ", 1)[1], tmp_path / "e") == bare
    assert dealt("deal HXM7R", tmp_path / "f") != bare


def test_a_friends_result_code_given_to_seed_plays_their_map(tmp_path: Path) -> None:
    """play --seed with the line of a friend's game on Osaka plays the deal on Osaka, as
    New game sets the map from it (the player's last map was Tokyo's), unless --map
    says otherwise."""
    record = bot_record(Board.load("osaka"), "HXM7Q", ["Ann"], ["greedy"])
    path = tmp_path / "ann.json"
    path.write_text(record_json(record), encoding="utf-8")
    line = run_main("share", str(path), home=tmp_path).stdout.strip()
    assert line.startswith("MetroX Osaka, deal HXM7Q")

    def table(home: Path, *args: str) -> QImage:
        home.mkdir()
        shot = home / "shot.png"
        options = ("--play-turns", "1", "--size", "640x480", "--screenshot", str(shot))
        result = run_app("play", *args, *options, home=home)
        assert result.returncode == 0 and result.stderr == "", result.stderr
        return QImage(str(shot))

    osaka = table(tmp_path / "a", "--map", "osaka", "--seed", "HXM7Q")
    assert table(tmp_path / "b", "--seed", line) == osaka
    assert table(tmp_path / "c", "--map", "tokyo", "--seed", line) != osaka


@pytest.mark.parametrize("command", ["compare", "view"])
@pytest.mark.parametrize(
    "pasted",
    ["LL5GF-T2J3V-K93KP-J4-8\n\x1b[2J", "LL5GF-T2J3V\x1b[31m-K93KP-J4-8\u202e"],
)
def test_a_hostile_pasted_code_is_refused_in_one_line(
    tmp_path: Path, command: str, pasted: str
) -> None:
    result = run_app(command, pasted, home=tmp_path)
    assert result.returncode == 2
    said = result.stderr.removesuffix("\n")
    assert said.isprintable() and said.startswith("metrox-desktop: LL5GF-T2J3V")


def test_share_refuses_a_record_quoting_control_characters_in_one_line(tmp_path: Path) -> None:
    record = bot_record(Board.load("tokyo"), "HXM7Q", ["Ann"], ["greedy"])
    turns = [replace(record.turns[0], card="4\n\x1b[2J\u202e"), *record.turns[1:]]
    path = tmp_path / "sent.json"
    path.write_text(record_json(replace(record, turns=turns)), encoding="utf-8")
    result = run_app("share", str(path), home=tmp_path)
    assert result.returncode == 2
    said = result.stderr.removesuffix("\n")
    assert said.isprintable() and said.endswith("the record says 4\\n\\x1b[2J\\u202e")


@pytest.mark.parametrize(
    "pasted",
    ["LL5GF\u202eT2J3V-K93KP-J4-8", "ab\u202ecd\u200b", "LL5GF-T2J3V-K93KP-J4-9\x07", "\u202e"],
)
def test_compare_and_view_say_the_same_of_a_code_with_control_characters(
    tmp_path: Path, pasted: str
) -> None:
    """A code (or a word) with a right-to-left override or another control character in
    it is read, or refused, alike by compare and by view: one line, the same in both,
    where view called a mistyped code "no such file"."""
    compared = run_main("compare", pasted, home=tmp_path)
    viewed = run_main("view", pasted, "--screenshot", str(tmp_path / "shot.png"), home=tmp_path)
    assert compared.returncode == viewed.returncode == 2
    assert compared.stderr == viewed.stderr and compared.stderr.count("\n") == 1
    assert compared.stderr.removesuffix("\n").isprintable()
