"""The line a player pastes into a chat writes the total as the app's views do."""

from __future__ import annotations

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.sharing.pasted_deal import pasted_deal
from metrox_desktop.sharing.result_code import canonical_code, code_in, decode
from metrox_desktop.sharing.share_line import share_line, share_words
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")


def test_a_total_below_zero_is_shared_with_the_minus_sign_after_a_dash() -> None:
    record = bot_record(TOKYO, "LOW24", ["Ann"], ["random"])  # a game that ends below zero
    total = score(TOKYO, replay(record, TOKYO).sheets[0]).total
    assert total < 0
    [line], _ = share_words(record, 0, TOKYO, "Tokyo")
    assert line == f"MetroX Tokyo, deal LOW24 \u2013 \u2212{-total} points."
    [with_par], _ = share_words(record, 0, TOKYO, "Tokyo", par=40)
    assert f"\u2013 \u2212{-total} points (\u2212{round(-100 * total / 40)}% of par)." in with_par


def test_a_total_above_zero_never_follows_a_hyphen_that_reads_as_a_minus() -> None:
    record = bot_record(TOKYO, "HXM7Q", ["Ann"], ["greedy"])
    total = score(TOKYO, replay(record, TOKYO).sheets[0]).total
    assert total > 0
    [line], _ = share_words(record, 0, TOKYO, "Tokyo")
    assert line == f"MetroX Tokyo, deal HXM7Q \u2013 {total} points."
    assert f"- {total}" not in line


def test_a_line_below_zero_is_read_back_whole_and_by_its_words() -> None:
    record = bot_record(TOKYO, "LOW24", ["Ann"], ["random"])
    words, code = share_words(record, 0, TOKYO, "Tokyo", par=40)
    line = share_line(words, code)
    # the dash and the minus sign are never taken into the code
    assert code_in(line) == canonical_code(code)
    assert decode(code).turns == record.turns
    assert pasted_deal(line, ()) == ("tokyo", record.deck, "LOW24")
    [sentence] = words  # a friend who copies the words alone: the deal after its label
    assert pasted_deal(sentence, ()) == (None, None, "LOW24")
