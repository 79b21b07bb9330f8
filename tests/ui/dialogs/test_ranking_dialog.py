"""The end-of-game dialog with several players: everyone ranked by the rulebook's
tie-break, each player's breakdown, and what to play next."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.scoring import Score, penalty_for, score, solo_rank, winners
from metrox_desktop.engine.state import Award
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.score import ScoreDialog
from tests.ui.helpers import shown_number

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Cy", "greedy"))


def made(total: int, empty: int, completed: tuple[tuple[str, Award], ...] = ()) -> Score:
    """A score with this total and this many empty stations."""
    penalty = penalty_for(empty)
    return Score(total + penalty - 4, 4, empty, penalty, completed)


def open_dialog(qtbot, scores: list[Score], board: Board | None = None) -> ScoreDialog:
    dialog = ScoreDialog(board or Board.load("tokyo"), scores, "TIE", None, seats=SEATS)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def ranked_names(dialog: ScoreDialog) -> list[str]:
    assert dialog.ranking is not None
    return [SEATS[row.seat_index].name for row in dialog.ranking.rows]


def test_a_tie_on_total_goes_to_fewer_empty_stations(qtbot) -> None:
    dialog = open_dialog(qtbot, [made(20, 8), made(20, 5), made(15, 3)])
    assert ranked_names(dialog) == ["Bo", "Ann", "Cy"]
    assert dialog.ranking is not None
    assert [row.place_label.text() for row in dialog.ranking.rows] == ["1", "2", "3"]
    assert dialog.headline_label.text() == "Bo wins with 20 points"
    assert dialog.tie_label.text() == (
        "Tied with Ann on 20 points: fewer empty stations decide (5 against 8)."
    )
    assert [row.objectName() for row in dialog.ranking.rows] == ["winner", "player", "player"]


def test_still_tied_players_share_the_win(qtbot) -> None:
    dialog = open_dialog(qtbot, [made(20, 5), made(18, 2), made(20, 5)])
    assert ranked_names(dialog) == ["Ann", "Cy", "Bo"]
    assert dialog.ranking is not None
    assert [row.place_label.text() for row in dialog.ranking.rows] == ["1", "1", "3"]
    assert dialog.headline_label.text() == "Ann and Cy share the win"
    assert [row.objectName() for row in dialog.ranking.rows] == ["winner", "winner", "player"]


def test_you_win_reads_right(qtbot) -> None:
    seats = (Seat("You"), Seat("Bot 1", "greedy"))
    dialog = ScoreDialog(Board.load("osaka"), [made(30, 4), made(20, 6)], "X", None, seats=seats)
    qtbot.addWidget(dialog)
    assert dialog.headline_label.text() == "You win with 30 points"
    assert dialog.tie_label.text() == "10 points ahead of the next player."


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_each_player_sees_their_breakdown_and_routes(qtbot, map_id: str) -> None:
    board = Board.load(map_id)
    bots = [strategy_named("greedy"), strategy_named("random"), strategy_named("greedy")]
    game = play_game(board, load_deck(), [s.name for s in SEATS], bots, seed="FINAL")
    scores = [score(board, sheet) for sheet in game.sheets]
    dialog = open_dialog(qtbot, scores, board)
    assert dialog.ranking is not None
    rows = dialog.ranking.rows
    assert {rows[0].seat_index} <= set(winners(scores))
    assert [shown_number(row.values["total"].text()) for row in rows] == sorted(
        (s.total for s in scores), reverse=True
    )
    for row in rows:
        s = scores[row.seat_index]
        assert row.values["completion"].text() == str(s.completion_bonus)
        assert row.values["intersection"].text() == f"+ {s.intersection_bonus}"
        assert row.values["penalty"].text() == f"\u2212 {s.penalty}"
        assert row.values["empty"].text() == f"X = {s.empty_stations}"
        assert row.routes.completed == s.completed
        for letter, award in s.completed:
            route = board.spec.routes[board.route_index(letter)].name.en
            kind = "crown" if award is Award.FIRST else "diamond"
            assert f"{letter} {route}: {kind}" in row.routes.toolTip()
        # drawn, not written: a screen reader hears the same words
        face = QAccessible.queryAccessibleInterface(row.routes)
        assert face.text(QAccessible.Text.Name) == row.routes.toolTip().replace("\n", "; ")
    cy = next(row for row in rows if row.seat_index == 2)
    assert "bot, easy" in cy.name_label.text()


@pytest.mark.parametrize(("button", "choice"), [("rematch", "rematch"), ("again", "again")])
def test_rematch_and_the_same_deal_again(qtbot, button: str, choice: str) -> None:
    dialog = open_dialog(qtbot, [made(20, 8), made(12, 5), made(15, 3)])
    getattr(dialog, f"{button}_button").click()
    assert dialog.result() == ScoreDialog.DialogCode.Accepted and dialog.choice == choice
    assert dialog.replay_chosen == (choice == "again") and not dialog.new_game_chosen


def test_new_game_and_close(qtbot) -> None:
    dialog = open_dialog(qtbot, [made(20, 8), made(12, 5), made(15, 3)])
    assert dialog.rematch_button is not None and dialog.rematch_button.isDefault()
    dialog.new_button.click()
    assert dialog.new_game_chosen and dialog.choice == "new"
    closed = open_dialog(qtbot, [made(20, 8), made(12, 5), made(15, 3)])
    closed.close_button.click()
    assert closed.result() == ScoreDialog.DialogCode.Rejected and closed.choice is None


def test_solo_keeps_its_rank_and_no_rematch(qtbot) -> None:
    board = Board.load("osaka")
    game = play_game(board, load_deck(), ["You"], [strategy_named("greedy")], seed="SOLO")
    alone = score(board, game.sheets[0])
    dialog = ScoreDialog(board, alone, "SOLO")
    qtbot.addWidget(dialog)
    assert shown_number(dialog.total_label.text()) == alone.total
    assert dialog.rank_label.text() == solo_rank(alone.total).text
    assert dialog.rematch_button is None and dialog.ranking is None


def wrapped(label: QLabel, width: int) -> list[str]:
    """The lines ``label``'s text takes, wrapped at word breaks to ``width`` pixels."""
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def test_the_completion_bonus_wraps_between_routes_never_inside_one(qtbot) -> None:
    """A route and its bonus stay on one line: docs/osaka-final-score.png had "(3)" alone under
    "... S (3), Y"."""
    board = Board.load("osaka")
    first = Award.FIRST
    completed = tuple((letter, first) for letter in ("C", "I", "P", "S", "Y"))
    dialog = ScoreDialog(board, made(17, 14, completed), "WRAP")
    qtbot.addWidget(dialog)
    [label] = [w for w in dialog.findChildren(QLabel) if w.text().startswith("completion bonus")]
    for width in range(60, 600, 3):
        lines = wrapped(label, width)
        assert all(not line.lstrip().startswith("(") for line in lines), (width, lines)
        assert all(not line.rstrip().endswith(tuple("CIPSY")) for line in lines), (width, lines)


def test_a_section_added_later_sits_between_the_ranking_and_the_deal_code(qtbot) -> None:
    dialog = open_dialog(qtbot, [made(20, 8), made(12, 5), made(15, 3)])
    par = QLabel("The greedy bot scores 31 on this deal.")
    dialog.add_section("Par for this deal", par)
    qtbot.waitUntil(par.isVisible)
    deal = next(w for w in dialog.findChildren(QLabel) if w.text().startswith("Deal code TIE"))
    assert dialog.ranking is not None
    ranking_bottom = dialog.ranking.geometry().bottom()
    assert ranking_bottom < par.geometry().top() < deal.geometry().top()
