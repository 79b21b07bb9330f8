"""The new game dialog's players: 1 to 6 seats, people and bots, sensible names, the
reason a list cannot be played, remembered for next time."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from metrox_desktop.engine.ai import strategies
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import MAX_SEATS, Seat
from metrox_desktop.ui.dialogs.new_game import NewGameDialog


def open_dialog(qtbot, seats: tuple[Seat, ...] | None = None) -> NewGameDialog:
    dialog = NewGameDialog("tokyo", "okazu-20", None, seats=seats)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def names(dialog: NewGameDialog) -> list[str]:
    return [row.name_edit.text() for row in dialog.seat_list.rows]


def set_kind(dialog: NewGameDialog, row: int, strategy: str | None) -> None:
    combo = dialog.seat_list.rows[row].kind_combo
    combo.setCurrentIndex(combo.findData(strategy))


def test_the_first_game_is_you_alone(qtbot) -> None:
    dialog = open_dialog(qtbot)
    assert names(dialog) == ["You"]
    assert dialog.options().seats == (Seat("You"),)
    assert dialog.play_button.isEnabled()
    assert not dialog.seat_list.rows[0].remove_button.isEnabled()  # a game needs a player


def test_added_players_are_bots_with_numbers_until_named(qtbot) -> None:
    dialog = open_dialog(qtbot)
    QTest.mouseClick(dialog.seat_list.add_bot_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.seat_list.add_bot_button, Qt.MouseButton.LeftButton)
    assert names(dialog) == ["You", "Bot 1", "Bot 2"]
    assert all(seat.is_bot for seat in dialog.options().seats[1:])

    set_kind(dialog, 1, None)  # a second person at the table: "You" no longer says who
    assert names(dialog) == ["Player 1", "Player 2", "Bot 1"]

    name = dialog.seat_list.rows[0].name_edit
    name.clear()
    QTest.keyClicks(name, "Ann")
    set_kind(dialog, 1, "greedy")  # a typed name stays whatever happens to the others
    assert names(dialog) == ["Ann", "Bot 1", "Bot 2"]
    ann, greedy, added = dialog.options().seats
    assert ann == Seat("Ann") and greedy == Seat("Bot 1", "greedy") and added.is_bot


def test_a_duplicate_name_says_why_and_blocks_play(qtbot) -> None:
    dialog = open_dialog(qtbot, (Seat("Ann"), Seat("Bo")))
    second = dialog.seat_list.rows[1].name_edit
    second.clear()
    QTest.keyClicks(second, "ann")
    assert not dialog.play_button.isEnabled()
    assert dialog.problem_label.isVisible()
    assert "two seats are called 'ann'" in dialog.problem_label.text().lower()
    QTest.keyClick(second, Qt.Key.Key_Return)  # Enter does not start it either
    assert dialog.isVisible() and dialog.result() != NewGameDialog.DialogCode.Accepted

    QTest.keyClick(second, Qt.Key.Key_Backspace)
    QTest.keyClicks(second, "a")
    assert dialog.play_button.isEnabled() and not dialog.problem_label.isVisible()


def test_an_empty_name_and_a_bad_deal_code_are_explained(qtbot) -> None:
    dialog = open_dialog(qtbot)
    dialog.seat_list.rows[0].name_edit.clear()
    dialog.seat_list.changed.emit()
    assert "no name" in dialog.problem_label.text() and not dialog.play_button.isEnabled()
    QTest.keyClicks(dialog.seat_list.rows[0].name_edit, "Ann")
    dialog.seed_edit.setText("AB\u0007C")
    assert "deal code" in dialog.problem_label.text() and not dialog.play_button.isEnabled()


def test_six_players_at_most(qtbot) -> None:
    dialog = open_dialog(qtbot)
    for _ in range(MAX_SEATS + 2):
        dialog.seat_list.add_bot_button.click()
    assert len(dialog.options().seats) == MAX_SEATS
    assert not dialog.seat_list.add_bot_button.isEnabled()
    dialog.seat_list.rows[2].remove_button.click()
    assert names(dialog) == ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4"]
    assert dialog.seat_list.add_bot_button.isEnabled()


def test_the_players_are_remembered_for_next_time(qtbot) -> None:
    dialog = open_dialog(qtbot, (Seat("Ann"), Seat("Bo"), Seat("Gus", "random")))
    dialog.play_button.click()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert Settings.load().seats == "Ann,Bo,Gus:random"
    again = open_dialog(qtbot)
    assert again.options().seats == (Seat("Ann"), Seat("Bo"), Seat("Gus", "random"))


def test_cancel_forgets_the_edit(qtbot) -> None:
    Settings(seats="Ann,Bot 1:greedy").save()
    dialog = open_dialog(qtbot)
    dialog.seat_list.add_bot_button.click()
    dialog.reject()
    assert Settings.load().seats == "Ann,Bot 1:greedy"
    assert open_dialog(qtbot).options().seats == (Seat("Ann"), Seat("Bot 1", "greedy"))


def test_remembered_players_that_cannot_play_any_more_give_a_fresh_list(qtbot) -> None:
    Settings(seats="Ann,Old:retired-bot").save()  # a bot this version no longer has
    dialog = open_dialog(qtbot)
    assert names(dialog) == ["You"]


def test_bot_kinds_follow_the_engine_and_read_as_levels(qtbot, monkeypatch) -> None:
    monkeypatch.setitem(strategies.STRATEGIES, "tutor", strategies.GreedyStrategy)
    dialog = open_dialog(qtbot)
    combo = dialog.seat_list.rows[0].kind_combo
    kinds = [combo.itemText(i) for i in range(combo.count())]
    assert kinds[0] == "Person"
    assert "Bot: greedy (easy)" in kinds
    assert "Bot: tutor" in kinds  # a strategy the dialog has never heard of


def test_the_same_deal_code_deals_the_same_cards_whoever_plays(qtbot) -> None:
    dialog = open_dialog(qtbot)
    assert "same cards" in dialog.seed_note.text() and dialog.seed_note.isVisible()
    board, deck = Board.load("tokyo"), load_deck()
    alone = Match.new(board, ["You"], deck, "TABLE")
    six = Match.new(board, [f"P{i}" for i in range(6)], deck, "TABLE")
    for _ in range(10):  # every game lasts longer
        alone, six = alone.flip(), six.flip()
        assert alone.card == six.card
        alone = alone.play(None if not _legal(alone) else _legal(alone)[0])
        for player in range(6):
            six = six.choose(player, _legal(six, player)[0] if _legal(six, player) else None)
        six = six.resolve()


def _legal(match: Match, player: int = 0) -> list[int]:
    from metrox_desktop.engine.rules import legal_choices

    return legal_choices(match.board, match.game.sheets[player], match.card)


def test_a_second_person_is_one_click(qtbot) -> None:
    dialog = open_dialog(qtbot)
    assert dialog.seat_list.add_person_button.text() == "Add person"
    assert dialog.seat_list.add_bot_button.text() == "Add bot"
    QTest.mouseClick(dialog.seat_list.add_person_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.seat_list.add_bot_button, Qt.MouseButton.LeftButton)
    assert names(dialog) == ["Player 1", "Player 2", "Bot 1"]
    people = [seat for seat in dialog.options().seats if not seat.is_bot]
    assert len(people) == 2  # no drop-down to change
