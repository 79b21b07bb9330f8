"""Friends' games as seats: hidden until the person here has written, resolved turn by
turn as one table, chosen in Game > Play against a result...; Copy result and today's
deal in the final dialog."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.records import record_json, replay, result_json
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence import saves
from metrox_desktop.seats import Seat
from metrox_desktop.sharing.friends import friend_seats
from metrox_desktop.sharing.merge import Game, merged
from metrox_desktop.sharing.result_code import decode, encode
from metrox_desktop.sharing.today import daily_deal, today
from metrox_desktop.ui.dialogs.against_results import AgainstResultsDialog
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.table.bots import BotSeats
from metrox_desktop.ui.table.daily import todays_mark
from metrox_desktop.ui.table.session import GameSession
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")
SEED = "55G4R"


@pytest.fixture(scope="module")
def friends() -> list:
    """Two friends' games of one deal, played apart by different bots."""
    table = bot_record(TOKYO, SEED, ["Yuki", "Ken"], ["random", "greedy"])
    return [decode(encode(table, p, TOKYO)) for p in range(2)]


def test_a_friend_s_choice_stays_hidden_until_you_have_written(qtbot, friends) -> None:
    session = GameSession()
    seats = (Seat("You"),) + friend_seats(friends, ["You"])
    session.new_game(TOKYO, load_deck(), SEED, seats)
    bots = BotSeats(session)
    bots.pace = 0
    played_here = []
    while session.phase is not Phase.OVER:
        session.flip()
        qtbot.waitUntil(lambda: not session.waiting_bots(), timeout=5000)
        turn = session.turn - 1
        before = session.match.game.sheets
        for friend in (1, 2):
            assert session.has_chosen(friend)  # their choice is in ...
            # ... and nothing of it shows while You still has to write
            assert session.visible_sheet(friend) == before[friend]
            assert session.score_of(friend) == score(TOKYO, before[friend])
        choice = greedy_choice(session, 0)
        played_here.append(choice)
        session.choose(choice, 0)  # the turn resolves: everyone's choice shows
        for friend in (1, 2):
            written = session.match.history[turn].moves[friend].chosen
            recorded = friends[friend - 1].turns[turn].choices[0]
            assert (written.text(TOKYO) if written else None) == recorded
    mine = replace(session.match.record(), players=["You"])
    solo = replace(mine, turns=[replace(t, choices=t.choices[:1]) for t in mine.turns])
    table = merged([Game("me", solo), Game("a", friends[0]), Game("b", friends[1])])
    expected = result_json(replay(table, TOKYO))
    assert [p["total"] for p in expected["players"]] == [s.total for s in session.scores()]
    # and the table kept who sat where: a save resumes with the friends seated
    path = saves.data_dir() / "table.json"
    saves.write_save(session.saved_game(), path)
    assert saves.read_save(path).seats == tuple(s.kind for s in seats)


def test_the_dialog_seats_friends_from_codes_and_files(qtbot, friends, tmp_path: Path) -> None:
    path = tmp_path / "ken.json"
    path.write_text(record_json(friends[1]), encoding="utf-8")
    dialog = AgainstResultsDialog((Seat("Ann"), Seat("Bot", "greedy")))
    qtbot.addWidget(dialog)
    dialog.codes.setPlainText(encode(friends[0]).lower())  # as a friend typed it
    dialog.add_file(str(path))
    assert dialog.problem() is None and dialog.play_button.isEnabled()
    table = dialog.table()
    assert (table.map_id, table.deck_id, table.seed) == ("tokyo", "okazu-20", SEED)
    assert [s.name for s in table.seats] == ["Ann", "Bot", "Yuki", "Ken"]
    assert "Yuki, Ken: Tokyo, deal 55G4R" in dialog.found.text()


def test_a_game_that_breaks_the_rules_or_another_deal_is_refused_in_one_line(
    qtbot, friends, tmp_path: Path
) -> None:
    game = friends[0]
    letter = next(t.choices[0] for t in game.turns if t.card != "free")
    forged = replace(
        game, turns=[replace(t, choices=[letter]) if t.card != "free" else t for t in game.turns]
    )
    path = tmp_path / "forged.json"
    path.write_text(record_json(forged), encoding="utf-8")
    dialog = AgainstResultsDialog()
    qtbot.addWidget(dialog)
    dialog.codes.setPlainText(str(path))
    dialog._check()
    assert dialog.problem_label.text().startswith(f"{path}: turn ")
    assert "is against the rules" in dialog.problem_label.text()
    assert not dialog.play_button.isEnabled()
    other = encode(bot_record(TOKYO, "55G4S", ["Mio"], ["greedy"]))
    dialog.codes.setPlainText(encode(game) + "\n" + other)
    dialog._check()
    assert dialog.problem_label.text().startswith(f"{other}: another deal (55G4S)")
    assert not dialog.play_button.isEnabled()


def test_copy_result_puts_the_line_and_its_code_on_the_clipboard(qtbot, friends) -> None:
    record = friends[0]
    section = ShareSection(record, 0, TOKYO, lambda: 40)
    qtbot.addWidget(section)
    section.copy_button.click()
    line = QGuiApplication.clipboard().text()
    total = score(TOKYO, replay(record, TOKYO).sheets[0]).total
    percent = round(100 * total / 40)
    assert line.startswith(f"MetroX Tokyo, deal {SEED} \u2013 {total} points ({percent}% of par). ")
    assert decode(line.rsplit(" ", 1)[1]) == record


def test_today_s_deal_is_the_day_s_result_until_one_is_kept(qtbot) -> None:
    deal = daily_deal(today())
    session = GameSession()
    session.new_game(Board.load(deal.map_id), load_deck(), deal.code)
    assert session.today == deal.mark()
    assert session.saved_game().today == deal.mark()
    # a finished game of the day in the history: the next try is practice
    record = bot_record(Board.load(deal.map_id), deal.code, ["You"], ["greedy"])
    folder = saves.history_dir()
    folder.mkdir(parents=True)
    name = f"20000101-000000-{deal.map_id}-{deal.code}.json"
    kept = replace(record, today=deal.mark(), started="2000-01-01T00:00:00")
    (folder / name).write_text(record_json(kept), encoding="utf-8")
    assert todays_mark(deal.map_id, deal.deck, deal.code) == deal.mark(practice=True)
    assert todays_mark(deal.map_id, deal.deck, "OTHER") is None
    assert todays_mark(deal.map_id, deal.deck, deal.code, date(2000, 1, 1)) is None


def test_a_rematch_deals_new_cards_without_the_friends(qtbot, friends) -> None:
    session = GameSession()
    seats = (Seat("Ann"),) + friend_seats(friends, ["Ann"])
    session.new_game(TOKYO, load_deck(), SEED, seats)
    assert len(session.seats) == 3
    session.new_game(TOKYO, load_deck(), None, session.seats)  # as Rematch starts it
    assert session.seats == (Seat("Ann"),)


def test_the_new_game_dialog_takes_codes_as_typed_and_offers_today_s_deal(qtbot) -> None:
    from metrox_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText(" 55g 4r ")
    assert dialog.problem() is None and dialog.options().seed == "55G4R"
    dialog.today_button.click()
    deal = daily_deal(today())
    options = dialog.options()
    assert (options.map_id, options.deck_id, options.seed) == (deal.map_id, deal.deck, deal.code)


def test_game_today_s_deal_starts_it_and_the_title_says_so(qtbot) -> None:
    from tests.ui.helpers import open_window, replace_without_asking

    replace_without_asking()
    window = open_window(qtbot)
    assert window.menus.today_action in window.menuBar().actions()[0].menu().actions()
    window.menus.today_action.trigger()
    deal = daily_deal(today())
    assert (window.session.board.map_id, window.session.seed) == (
        deal.map_id,
        deal.deck and deal.code,
    )
    assert window.windowTitle().endswith(" \u2013 today's deal")
    assert "your first finished try counts" in window.statusBar().currentMessage()


def test_a_code_holding_more_than_a_record_is_said_in_the_dialog(qtbot, capfd) -> None:
    from metrox_desktop.engine.record_limits import NAME_MOST
    from tests.sharing.games import unchecked_record

    code = encode(unchecked_record(TOKYO, SEED, ["N" * (NAME_MOST + 1)], ["greedy"]))
    dialog = AgainstResultsDialog()
    qtbot.addWidget(dialog)
    dialog.codes.setPlainText(code)
    dialog._check()
    assert f"the name in the result code is {NAME_MOST + 1} characters long" in (
        dialog.problem_label.text()
    )
    assert not dialog.play_button.isEnabled()
    assert capfd.readouterr().err == ""


def test_the_dialog_seats_only_friends_a_save_keeps(qtbot, tmp_path: Path) -> None:
    from metrox_desktop.deal import DEAL_CODE_MAX
    from metrox_desktop.engine.match import Match

    dialog = AgainstResultsDialog((Seat("Ann"),))
    qtbot.addWidget(dialog)
    far = encode(bot_record(TOKYO, "D" * (DEAL_CODE_MAX + 1), ["Mio"], ["greedy"]))
    dialog.codes.setPlainText(far)
    dialog._check()
    assert f"the deal code is longer than {DEAL_CODE_MAX} characters" in (
        dialog.problem_label.text()
    )
    assert not dialog.play_button.isEnabled()
    long_name = encode(bot_record(TOKYO, SEED, ["東" * 80], ["greedy"]))
    dialog.codes.setPlainText(long_name)
    dialog._check()
    assert dialog.play_button.isEnabled()
    table = dialog.table()
    match = Match.new(TOKYO, [seat.name for seat in table.seats], load_deck(), table.seed)
    kinds = tuple(seat.kind for seat in table.seats)
    path = tmp_path / "table.json"
    saves.write_save(saves.SavedGame(match, datetime(2026, 11, 26), kinds), path)
    assert saves.read_save(path).seats == kinds
