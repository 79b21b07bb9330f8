"""What a person pastes works in the window: the line Copy result gives seats the friend
in Play against a result, a deal code with the punctuation of its sentence deals that
code, a code of one's own is dealt and said to be one, and nothing is cut unsaid."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtGui import QGuiApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.records import record_json
from metrox_desktop.seats import Seat
from metrox_desktop.sharing.result_code import decode, encode
from metrox_desktop.ui.context import AppContext
from metrox_desktop.ui.dialogs.against_results import AgainstResultsDialog
from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.flipper.sequence import FlipSequence
from tests.sharing.games import bot_record
from tests.ui.flipper.test_flipper import answer_code_dialog, open_flipper

TOKYO = Board.load("tokyo")


def test_the_copied_result_line_seats_the_friend(qtbot) -> None:
    game = decode(encode(bot_record(TOKYO, "HXM7Q", ["Yuki"], ["greedy"]), 0, TOKYO))
    section = ShareSection(game, 0, TOKYO, lambda: 40)
    qtbot.addWidget(section)
    section.copy_button.click()
    line = QGuiApplication.clipboard().text()
    assert line.startswith("MetroX Tokyo, deal HXM7Q \u2013 ")  # no colon stuck to the code
    dialog = AgainstResultsDialog((Seat("Ann"),))
    qtbot.addWidget(dialog)
    dialog.codes.setPlainText(f"  {line}\n")
    dialog._check()
    assert dialog.problem() is None and dialog.play_button.isEnabled()
    table = dialog.table()
    assert (table.map_id, table.seed) == ("tokyo", "HXM7Q")
    assert [s.name for s in table.seats] == ["Ann", "Yuki"]


def test_the_new_game_dialog_deals_a_code_without_its_punctuation(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText("HXM7Q:")
    assert dialog.problem() is None and dialog.options().seed == "HXM7Q"
    dialog.seed_edit.setText("\u201chxm7q.\u201d")
    assert dialog.options().seed == "HXM7Q"
    assert "of your own" not in dialog.seed_note.text()


@pytest.mark.parametrize(
    "line",
    [
        "メトロックス 東京、山札 HXM7Q \u2015 29点。",
        "山札コード HXM7Q\uff1aこのコードで新しいゲームを始めると、同じカードで遊べます。",
    ],
)
def test_a_friends_japanese_line_deals_its_code_in_an_english_window(qtbot, line: str) -> None:
    """A Japanese friend's share line (without its result code: "メトロックス 東京、山札
    HXM7Q ― 29点。") or final dialog's words ("山札コード HXM7Q：...") pasted into New game
    in English deal HXM7Q, not the cards of the whole line as a code of one's own."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText(line)
    assert dialog.problem() is None and dialog.options().seed == "HXM7Q"
    assert "of your own" not in dialog.seed_note.text()


def test_the_new_game_dialog_says_a_code_is_of_ones_own(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seed_edit.setText("ÄÖÜ")
    assert dialog.problem() is None and dialog.options().seed == "ÄÖÜ"
    assert dialog.seed_note.isVisible()
    assert "is a code of your own" in dialog.seed_note.text()
    dialog.seed_edit.setText("HXM7Q")
    assert "of your own" not in dialog.seed_note.text()


@pytest.mark.parametrize(
    "copied", ["HXM7Q\r\n", "HXM7Q\t", "HXM7Q\u200b", "\ufeffHXM7Q", "HXM7Q 🎉", "👉 HXM7Q"]
)
def test_a_code_copied_from_a_chat_with_what_cannot_be_seen_deals_that_code(
    qtbot, copied: str
) -> None:
    """A chat's copy holds a line break, a tab or a zero-width space the player cannot
    see, or an emoji beside the code: the code deals as it reads, not refused as having
    characters that cannot be shown, nor taken with its emoji for a code of one's own."""
    QGuiApplication.clipboard().setText(copied)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.paste()
    assert dialog.problem() is None and dialog.play_button.isEnabled()
    assert dialog.options().seed == "HXM7Q"
    assert "of your own" not in dialog.seed_note.text()


def test_a_result_copied_with_zero_width_spaces_seats_the_friend(qtbot) -> None:
    """A chat that lets a long word break puts zero-width spaces into the code."""
    code = friend_code()
    dialog = pasted(qtbot, "MetroX Tokyo, deal HXM7Q - 32 points.\n" + code.replace("-", "\u200b-"))
    assert dialog.problem() is None and dialog.play_button.isEnabled()
    assert [s.name for s in dialog.table().seats] == ["Ann", "Yuki"]


@pytest.mark.parametrize("before", ["Yuki:", "thanks", "gg", "game"])
def test_a_chats_words_on_the_line_before_a_code_are_left_out(qtbot, before: str) -> None:
    """A chat copied with the sender's name or a word on a line of its own before the
    code seats the friend; such a word was read as a mistyped code ("gg: the result
    code was written by a newer version"). A mistyped code after it is said wrong."""
    code = friend_code()
    dialog = pasted(qtbot, f"{before}\n{code}\n")
    assert dialog.problem() is None and dialog.play_button.isEnabled(), dialog.problem()
    assert [s.name for s in dialog.table().seats] == ["Ann", "Yuki"]
    mistyped = code[:-1] + ("Z" if code[-1] != "Z" else "Y")
    dialog = pasted(qtbot, f"{before}\n{mistyped}\n")
    assert (
        dialog.problem() == f"{mistyped}: the result code is mistyped: its check character"
        " does not match (look at each character again)."
    )


def test_a_long_code_pasted_is_refused_in_words_not_cut(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seed_edit.insert("A" * 45)  # as pasted
    assert dialog.seed_edit.text() == "A" * 45
    assert "longer than 40 characters" in dialog.problem_label.text()
    assert not dialog.play_button.isEnabled()


@pytest.mark.parametrize("where", [0, -1])  # a symbol of the code, or its check symbol
def test_a_mistyped_result_code_pasted_as_a_deal_is_said_mistyped(qtbot, where: int) -> None:
    """A friend's result code with one character wrong, pasted into Deal code: its deal
    is not known, so nothing is dealt, and the reason is the code's, not "longer than 40
    characters", nor a deal of the code's own text (a code of 40 characters or less)."""
    for players in (["Yuki Tanaka"], ["Y"]):  # a long code, and one of 40 characters or less
        code = encode(bot_record(TOKYO, "HXM7Q", players, ["greedy"]))
        wrong = "Z" if code[where] != "Z" else "Y"
        mistyped = code[:where] + wrong + (code[where + 1 :] if where != -1 else "")
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.seed_edit.insert(mistyped.lower())  # as pasted, or typed
        assert "The result code is mistyped" in dialog.problem_label.text(), mistyped
        assert not dialog.play_button.isEnabled()
        assert (len(code) <= 40) == (players == ["Y"])


@pytest.fixture
def no_flip_animation(app_context: AppContext) -> None:
    app_context.picture_mode = True  # a card shows itself at once


def test_the_flipper_deals_a_pasted_code_and_says_one_of_ones_own(
    qtbot, no_flip_animation: None
) -> None:
    window = open_flipper(qtbot)
    answer_code_dialog("'HXM7Q'.")
    window.code_action.trigger()
    qtbot.waitUntil(lambda: window.table.flips.seed == "HXM7Q")
    bare = FlipSequence.new(load_deck(), "HXM7Q", window.table.flips.boxes)
    assert window.table.flips.deck == bare.deck
    assert "own" not in window.code_label.text()
    answer_code_dialog("ÄÖÜ")
    window.code_action.trigger()
    qtbot.waitUntil(lambda: window.table.flips.seed == "ÄÖÜ")
    assert window.code_label.text().endswith("(a code of your own)")
    assert "deals the same cards on every computer" in window.code_label.toolTip()


def test_the_flipper_deals_a_pasted_result_code_with_its_deck_and_sheets(
    qtbot, no_flip_animation: None
) -> None:
    """A friend's result code pasted into Deal from a code flips the friend's deal as
    they played it: from the code's deck and for the code's sheets (the number of
    indicator boxes that ends the game), as New game deals a pasted result code; not the
    deal code alone on the deck and sheets the flipper was on."""
    from metrox_desktop.engine.cards import Card, DeckSpec
    from metrox_desktop.sharing.share_line import share_line
    from metrox_desktop.ui.flipper.sequence import boxes_on
    from metrox_desktop.ui.flipper.table import FlipperTable

    other = DeckSpec("small", "Small", (Card.parse("2"), Card.parse("3"), Card.parse("star")))
    window = open_flipper(qtbot, FlipperTable(FlipSequence.new(other, "Q", 23), "osaka"))
    window.table.flip()
    code = encode(bot_record(TOKYO, "HXM7Q", ["Yuki"], ["greedy"]), 0, TOKYO)
    answer_code_dialog(share_line(["MetroX Tokyo, deal HXM7Q - 28 points"], code))
    window.code_action.trigger()
    qtbot.waitUntil(lambda: window.table.flips.seed == "HXM7Q")
    flips = window.table.flips
    assert flips.spec == load_deck(decode(code).deck)
    assert window.table.map_id == "tokyo" and flips.boxes == boxes_on("tokyo")
    assert flips.deck == FlipSequence.new(load_deck(), "HXM7Q", boxes_on("tokyo")).deck
    assert window.boxes_label.text().startswith("Tokyo sheets")
    window.table.take_back()  # the flipper's own deal comes back, on its sheets
    assert window.table.map_id == "osaka" and window.table.flips.spec == other
    assert window.table.flips.turn == 1


def test_a_problem_quotes_a_pasted_link_or_name_as_typed(qtbot) -> None:
    """A problem with what was pasted begins with it as it was typed ("https://...", a
    file's name in lower case), never capitalised as a sentence's first word would be;
    a problem in the app's own words still begins with a capital."""
    dialog = AgainstResultsDialog((Seat("Ann"),))
    qtbot.addWidget(dialog)
    for typed in ("https://example.com/result?code=ABCDE", "saves/mine.json", "abcdefg"):
        dialog.codes.setPlainText(typed)
        problem = dialog.problem()
        assert problem is not None and problem.startswith(f"{typed}: "), problem
        assert problem.endswith(".")
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    new_game.seed_edit.setText("x" * 41)
    assert new_game.problem() == "The deal code is longer than 40 characters."


def test_the_person_at_a_table_of_friends_reads_your_score(qtbot) -> None:
    from metrox_desktop.sharing.friends import seat_friends
    from metrox_desktop.sharing.merge import Game, merged
    from metrox_desktop.ui.dialogs.par_section import ParSection
    from metrox_desktop.ui.dialogs.room import WrappingLabel

    friend = bot_record(TOKYO, "HXM7Q", ["You"], ["random"])
    table = seat_friends([encode(friend)], (Seat("You"),))
    mine = bot_record(TOKYO, "HXM7Q", ["You"], ["greedy"])
    record = merged([Game("mine", mine), Game("friend", friend)])
    record = replace(record, players=[seat.name for seat in table.seats])  # as the table
    section = ParSection(TOKYO, load_deck(), record, [10, 12], [0, 1], seats=table.seats)
    qtbot.addWidget(section)
    section.cancel()
    titles = [label.text() for label in section.findChildren(WrappingLabel)]
    assert "Your score" in titles and "Friend's score" in titles
    assert not any(title.startswith("You's") or "(2)" in title for title in titles)


def friend_code(seed: str = "HXM7Q") -> str:
    return encode(bot_record(TOKYO, seed, ["Yuki"], ["greedy"]), 0, TOKYO)


def pasted(qtbot, text: str) -> AgainstResultsDialog:
    dialog = AgainstResultsDialog((Seat("Ann"),))
    qtbot.addWidget(dialog)
    dialog.codes.setPlainText(text)
    dialog._check()
    return dialog


@pytest.mark.parametrize(
    "layout",
    [
        "MetroX Tokyo, deal HXM7Q - 32 points.\n{code}",  # wrapped by a mail program
        "Yuki wrote:\n> MetroX Tokyo, deal HXM7Q - 32 points.\n> {code}\nGood luck!\n",
        "{first}\n{rest}",  # the code itself broken over two lines
        "<{code}>",  # a chat's link
        "||{code}||",  # a chat's spoiler
        "{wide}",  # typed with a Japanese input method: its "-" is the long-vowel mark
    ],
)
def test_a_result_pasted_as_chats_and_mail_give_it_seats_the_friend(qtbot, layout: str) -> None:
    code = friend_code()
    text = layout.format(
        code=code,
        first=code[:12],
        rest=code[12:],
        wide=code.replace("-", "\u30fc"),
    )
    dialog = pasted(qtbot, text)
    if "Good luck" in text:  # words after the code name no game
        assert dialog.problem() == "Good luck!: no such file."
        dialog.codes.setPlainText(text.replace("Good luck!\n", ""))
        dialog._check()
    assert dialog.problem() is None and dialog.play_button.isEnabled()
    assert [s.name for s in dialog.table().seats] == ["Ann", "Yuki"]


def test_a_mistyped_code_before_a_good_one_is_said_wrong_not_passed_over(qtbot) -> None:
    good, other = friend_code(), friend_code("55G4R")
    mistyped = other[:-1] + ("2" if other[-1] != "2" else "3")
    dialog = pasted(qtbot, f"{mistyped}\n{good}")
    assert "mistyped" in dialog.problem_label.text()
    assert not dialog.play_button.isEnabled()


def test_a_page_pasted_by_mistake_is_refused_in_a_short_line(qtbot) -> None:
    dialog = pasted(qtbot, "x" * 100_000)
    assert not dialog.play_button.isEnabled()
    text = dialog.problem_label.text()
    assert "not a result code" in text and len(text) < 400


def test_the_new_game_dialog_deals_a_friends_deal_pasted_with_its_words(qtbot) -> None:
    """Pasted where the deal code goes: a friend's result line deals its deal on its map
    and deck; "Deal code 55G4R: ..." (the final dialog's) and "deal 55G4R" deal 55G4R,
    never DEAL55G4R, in Japanese too. A code typed as it is stays as typed."""
    from metrox_desktop.ui.language import set_language

    osaka = Board.load("osaka")
    friend = bot_record(osaka, "HXM7Q", ["Yuki"], ["greedy"])
    section = ShareSection(decode(encode(friend, 0, osaka)), 0, osaka, lambda: None)
    qtbot.addWidget(section)
    section.copy_button.click()  # the line a friend sends
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.options().map_id == "tokyo"
    dialog.seed_edit.paste()
    options = dialog.options()
    assert (options.map_id, options.seed) == ("osaka", "HXM7Q")
    assert dialog.seed_edit.text() == "HXM7Q" and dialog.problem() is None
    final_dialogs = "Deal code 55G4R: start a new game with it to play the same cards."
    for words in (final_dialogs, "deal 55g4r"):
        dialog.seed_edit.setText(words)
        assert dialog.options().seed == "55G4R", words
    try:
        set_language("ja")
        dialog.seed_edit.setText("MetroX 東京、山札コード 55G4R")
        assert dialog.options().seed == "55G4R"
    finally:
        set_language("en")
    dialog.seed_edit.setText("MY DEAL")  # typed: a code of one's own, as it is
    assert dialog.seed_edit.text() == "MY DEAL" and dialog.options().seed == "MYDEAL"


def pasted_problem(qtbot, text: str) -> str:
    """What Play against a result says of ``text`` pasted into its box."""
    QGuiApplication.clipboard().setText(text)
    dialog = AgainstResultsDialog((Seat("Ann"),))
    qtbot.addWidget(dialog)
    dialog.codes.paste()
    dialog._check()
    assert not dialog.play_button.isEnabled()
    return dialog.problem_label.text()


@pytest.mark.parametrize(
    "pasted",
    [
        "LL5GF-T2J3V-K93KP-J4-8\x1b[2J",  # mistyped, and an escape sequence after it
        "LL5GF-T2J3V\x1b[31m-K93KP-J4-9",
        "LL5GF-T2J3V-K93KP-J4-8\u202e",  # a bidirectional override
        "LL5GF-T2J3V-K93KP-J4-8\u2028",  # a line separator
        "LL5GF-T2J3V-K93KP-J4-9\x00",  # a NUL, which no file's name holds
    ],
)
def test_a_hostile_pasted_code_is_refused_in_one_line(qtbot, pasted: str) -> None:
    said = pasted_problem(qtbot, pasted)
    assert said.isprintable() and said.startswith("LL5GF")


def test_a_pasted_record_quoting_control_characters_is_refused_in_one_line(qtbot) -> None:
    # Its card says what a terminal obeys: the game has no result code, and the dialog
    # says why on one line, the card quoted harmlessly.
    record = bot_record(TOKYO, "HXM7Q", ["Yuki"], ["greedy"])
    turns = [replace(record.turns[0], card="4\n\x1b[2J\u202e"), *record.turns[1:]]
    said = pasted_problem(qtbot, record_json(replace(record, turns=turns)))
    assert said.isprintable()
    assert "the record says 4\\n\\x1b[2J\\u202e" in said
