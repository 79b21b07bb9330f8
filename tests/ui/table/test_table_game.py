"""A table of several seats in the real window: people by clicks, a bot in the
background, on both maps; what each sheet shows, and when."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtTest import QTest

from metrox_desktop.engine.ai import GreedyStrategy, PlayerView
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.records import parse_record, record_json, replay
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.engine.scoring import score, standings
from metrox_desktop.engine.state import Award
from metrox_desktop.persistence.saves import SavedGame, write_save
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.table.autoplay import greedy_choice, play_turns
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import click_choice, open_window, replace_without_asking

MAPS = ["tokyo", "osaka"]


@pytest.fixture
def window(qtbot) -> MainWindow:
    return open_window(qtbot)


def people_write(qtbot, window: MainWindow) -> None:
    """Each person in turn clicks the greedy bot's choice on the big sheet."""
    session = window.session
    while session.chooser is not None:
        assert window.controller.seat == session.chooser  # the big sheet is theirs
        click_choice(window, greedy_choice(session))


def test_two_people_and_a_bot_play_to_the_end_and_the_ranking_is_the_records(
    qtbot, window: MainWindow
) -> None:
    # A whole game by clicks, on Tokyo (a table on Osaka: the crowns' test below).
    window.start_game("tokyo", seed="table", seats=parse_seats("Ann,Bo,Bot:greedy"))
    session = window.session
    while session.phase is not Phase.OVER:
        QTest.keyClick(window.view, " ")  # Space flips, as a player would
        assert session.phase is Phase.CHOOSE
        people_write(qtbot, window)
        qtbot.waitUntil(lambda: session.phase is not Phase.CHOOSE, timeout=5000)  # the bot
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)
    replayed = replay(parse_record(record_json(session.match.record())))
    board = replayed.board
    scores = [score(board, sheet) for sheet in replayed.sheets]
    assert list(session.scores()) == scores
    dialog = window.score_dialog
    assert dialog is not None and list(dialog.scores) == scores
    ranking = [s.seat for s in standings(scores)]
    assert window.table.standings is not None and window.table.standings.model.order == ranking


def route_card_turn(qtbot, window: MainWindow, seats: str) -> None:
    window.start_game("tokyo", seed="hidden", seats=parse_seats(seats))
    session = window.session
    while True:
        window.controller.flip()
        card = session.match.card
        assert card is not None
        if card.takes_route:
            qtbot.waitUntil(lambda: window.table.up_to_date)  # they follow a moment later
            return
        people_write(qtbot, window)
        qtbot.waitUntil(lambda: session.phase is Phase.FLIP, timeout=5000)


def test_a_choice_stays_hidden_from_the_next_person_until_the_turn_resolves(
    qtbot, window: MainWindow
) -> None:
    route_card_turn(qtbot, window, "Ann,Bo")
    session = window.session
    table = window.table
    assert table.strip is not None and window.scene is not None
    ann_before = session.match.game.sheets[0]
    click_choice(window, greedy_choice(session))
    # Bo has the mouse: nothing of Ann's choice shows, small or large.
    assert window.controller.seat == 1
    assert table.strip.thumbnails[0].picture.sheet == ann_before
    qtbot.waitUntil(lambda: "chosen" in table.strip.thumbnails[0].status_text())
    table.strip.thumbnails[0].clicked.emit(0)  # as a click on Ann's small sheet
    assert window.controller.seat == 0
    assert [i.mark for i in window.scene.station_items] == list(ann_before.marks)
    window.controller.show_seat(1)
    click_choice(window, greedy_choice(session))
    resolved = session.match.game.sheets[0]
    assert resolved != ann_before
    qtbot.waitUntil(lambda: table.strip.thumbnails[0].picture.sheet == resolved)


def test_undo_by_one_person_does_not_touch_another_sheet(qtbot, window: MainWindow) -> None:
    route_card_turn(qtbot, window, "Ann,Bo,Cy")
    window.menus.reveal_action.setChecked(True)  # teaching: every choice shows at once
    session = window.session
    strip = window.table.strip
    assert strip is not None
    click_choice(window, greedy_choice(session))
    click_choice(window, greedy_choice(session))
    qtbot.waitUntil(lambda: window.table.up_to_date)
    bo = strip.thumbnails[1].image.copy()
    ann = strip.thumbnails[0].image.copy()
    strip.thumbnails[0].clicked.emit(0)
    window.menus.undo_action.trigger()
    assert session.chooser == 0 and window.controller.seat == 0
    qtbot.waitUntil(lambda: strip.thumbnails[0].image != ann)  # Ann's choice is gone
    assert strip.thumbnails[1].image == bo  # Bo's sheet is drawn as before, pixel for pixel
    assert session.has_chosen(1) and not session.has_chosen(0)


# -- crowns, diamonds and crossed-out crowns ---------------------------------------------


def shared_then_later(board: Board) -> tuple[Match, int, int, int]:
    """A deal where Ann and Bo complete the same route in one turn and Cy completes it
    in a later turn: Ann and Bo make the same choices (greedy), Cy plays first legal
    choices. Returns the match, the route, and the two turns (1-based)."""
    for seed in range(60):
        match = Match.new(board, ["Ann", "Bo", "Cy"], load_deck(), f"crowns{seed}")
        while match.phase is not Phase.OVER:
            match = match.flip()
            assert match.card is not None
            options = legal_choices(board, match.game.sheets[0], match.card)
            same = GreedyStrategy().choose(
                PlayerView(match.game, 0, match.card, match.deck),
                random.Random(f"{seed}/player0"),
            )
            assert same in options or not options
            for p in (0, 1):
                if p not in match.chosen:
                    match = match.choose(p, same)
            if 2 not in match.chosen:
                mine = legal_choices(board, match.game.sheets[2], match.card)
                match = match.choose(2, mine[len(mine) // 2])
            match = match.resolve()
        first: dict[int, int] = {}
        for turn, result in enumerate(match.history, start=1):
            for r, award in result.completed[0]:
                if award is Award.FIRST and r not in dict(result.completed[2]):
                    first[r] = turn
            for r, award in result.completed[2]:
                if award is Award.LATER and r in first:
                    return match, r, first[r], turn
    raise AssertionError("no deal found")


def save_until(match: Match, turns: int, path: Path) -> Path:
    """The first ``turns`` turns of ``match`` as a save (its deal included)."""
    part = Match.new(match.board, list(match.game.players), match.deck.spec, match.deck.seed)
    for result in match.history[:turns]:
        part = part.flip()
        for p, move in enumerate(result.moves):
            if p not in part.chosen:
                part = part.choose(p, move.chosen)
        part = part.resolve()
    write_save(SavedGame(part, datetime.now()), path)
    return path


@pytest.mark.parametrize("map_id", MAPS)
def test_crowns_diamonds_and_crossed_crowns_are_drawn_on_the_right_sheets(
    qtbot, window: MainWindow, tmp_path: Path, map_id: str
) -> None:
    match, route, shared, later = shared_then_later(Board.load(map_id))
    letter = match.board.route_letters[route]
    # Play the turn where Ann and Bo complete the route together, by clicks.
    assert window.open_game(str(save_until(match, shared - 1, tmp_path / "a.json")))
    session = window.session
    window.controller.flip()
    for p in (0, 1, 2):
        if session.chooser == p:
            click_choice(window, match.history[shared - 1].moves[p].chosen)
    assert session.turn == shared and session.phase is not Phase.CHOOSE
    news = window.toast.messages()[-1]
    assert letter in news and "crown" in news and "Ann and Bo" in news
    assert "crossed out for Cy" in news
    # Then every sheet as the game goes on, to Cy's diamond.
    replace_without_asking()
    assert window.open_game(str(save_until(match, later, tmp_path / "b.json")))
    assert window.scene is not None
    expected = {0: ("first", False), 1: ("first", False), 2: ("later", True)}
    strip = window.table.strip
    assert strip is not None
    qtbot.waitUntil(lambda: window.table.up_to_date)  # drawn as control returns to the loop
    for seat, (award, crossed) in expected.items():
        window.controller.show_seat(seat)
        bonus = window.scene.bonus_items[route]
        assert (bonus.award, bonus.crossed) == (award, crossed), seat
        picture = strip.thumbnails[seat].picture
        assert picture is not None and (route in picture.crossed) == crossed


def test_the_standings_show_every_column_with_a_large_system_font(qtbot) -> None:
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from metrox_desktop.ui.table.standings import COLUMNS

    original = QApplication.font()
    try:
        font = QFont(original)
        font.setPointSizeF(14)
        QApplication.setFont(font)
        window = open_window(qtbot)
        window.start_game("tokyo", seed="big", seats=parse_seats("Ann,Bo,Bot:greedy"))
        play_turns(window.session, 3)
        qtbot.waitUntil(lambda: window.table.up_to_date)
        assert window.table.standings is not None
        table = window.table.standings.table
        header = table.horizontalHeader()
        last = len(COLUMNS) - 1
        assert header.sectionViewportPosition(last) + header.sectionSize(last) <= (
            table.viewport().width()
        )
        name = COLUMNS.index("name")
        assert table.columnWidth(name) >= table.sizeHintForColumn(name)
    finally:
        QApplication.setFont(original)
