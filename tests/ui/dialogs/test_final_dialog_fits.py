"""The final dialog fits: with one to six seats, in the default window and in small ones
(``--size 1000x700``, ``720x480``), the whole dialog stays inside the window and the
screen's free area, the winner and the buttons always show, and every ranked player and
costly turn can be scrolled to. At a table of 99 seats the ranking scrolls in a box of
its own, so the player's verdict and Share line show without scrolling."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from metrox_desktop.engine.ai.review import CostlyTurn, costly_turns
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.dialogs.score import ScoreDialog
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.history.viewer import load_game
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window, play_to_the_end
from tests.ui.window.test_screen_reader_names import unnamed

pytestmark = pytest.mark.long  # run first: tests/conftest.py

TABLES = {
    1: "Ann",
    2: "Ann,Bo",
    3: "Ann,Bo,Cy:greedy",
    4: "Ann,Bo,Cy,Gus:greedy",
    5: "Ann,Bo,Cy,Gus:greedy,Rae:random",
    6: "Ann,Bo,Cy,Gus:greedy,Rae:random,Sam:normal",
}
CASES = [(seats, (720, 480)) for seats in TABLES]
CASES += [(6, (1280, 860)), (6, (1000, 700)), (3, (1000, 700)), (1, (1280, 860))]
SEED = "FIT6"  # the deal every game here is played on
COSTLY: dict[tuple[str, int], list[CostlyTurn]] = {}  # by table and seat


def final_dialog(qtbot, seats: int | str, size: tuple[int, int]) -> tuple[MainWindow, ScoreDialog]:
    """The game's last turn played in a window of ``size`` (its turns before worked out
    by the engine alone: what is checked is the final dialog), every person's three
    costly turns listed in the par section (a small real search), par left out."""
    window = open_window(qtbot)
    window.resize(*size)
    window.bots.enabled = False  # the test chooses for every seat
    table = TABLES[seats] if isinstance(seats, int) else seats
    play_to_the_end(window, "tokyo", SEED, parse_seats(table))
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    dialog = window.score_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    [section] = dialog.findChildren(ParSection)
    section.cancel()
    record, board = window.session.match.record(), window.session.board
    for player in section.players:
        key = (table, player)  # the same game at every size: its turns searched once
        if key not in COSTLY:
            COSTLY[key] = costly_turns(record, board, load_deck(), player, 3, work=10)
        section.show_turns(player, COSTLY[key])
    buttons = [b for buttons in section.review_buttons.values() for b in buttons]
    qtbot.waitUntil(lambda: all(b.isVisibleTo(dialog) for b in buttons))
    return window, dialog


def shown_whole(widget: QWidget, dialog: ScoreDialog) -> bool:
    """Whether ``widget`` is visible and inside the dialog (not off its edge)."""
    at = widget.mapTo(dialog, widget.rect().topLeft())
    return widget.isVisible() and dialog.rect().contains(QRect(at, widget.size()))


def in_view(widget: QWidget, dialog: ScoreDialog) -> bool:
    """Whether ``widget`` (in the dialog's scrolled body) shows whole in the body."""
    viewport = dialog.body.viewport()
    at = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().contains(QRect(at, widget.size()))


@pytest.mark.parametrize(("seats", "size"), CASES)
def test_the_final_dialog_fits_with_its_buttons_and_every_row_reachable(
    qtbot, seats: int, size: tuple[int, int]
) -> None:
    window, dialog = final_dialog(qtbot, seats, size)
    frame = dialog.frameGeometry()
    screen = window.screen().availableGeometry()
    assert screen.contains(frame), f"{frame} is not on the screen {screen}"
    window_frame = window.frameGeometry()
    if screen.contains(window_frame):  # offscreen, the screen is 800x800
        assert window_frame.contains(frame), f"{frame} is not over the window {window_frame}"
    # The result and what to do next never scroll away.
    headline = dialog.total_label if dialog.solo else dialog.headline_label
    for widget in (headline, dialog.close_button, dialog.new_button, dialog.again_button):
        assert shown_whole(widget, dialog)
    if seats > 1:
        assert dialog.rematch_button is not None and shown_whole(dialog.rematch_button, dialog)
    assert unnamed(dialog) == []  # the scrolled part too has a name to be read out
    # Every player ranked and every Show button can be scrolled to.
    [section] = dialog.findChildren(ParSection)
    rows: list[QWidget] = list(dialog.ranking.rows) if dialog.ranking else []
    show = [b for buttons in section.review_buttons.values() for b in buttons]
    assert len(rows) == (seats if seats > 1 else 0) and show
    assert dialog.ranking is None or dialog.ranking.rows_box is None  # as it always was
    for widget in [*rows, *show]:
        dialog.body.ensureWidgetVisible(widget, 0, 0)
        assert in_view(widget, dialog), widget


def test_the_longest_names_keep_every_total_in_view_in_a_small_window(qtbot) -> None:
    wide = "W" * 24  # as long as a name may be, in the widest letter
    _, dialog = final_dialog(qtbot, f"{wide},{wide[:-1]}:random,Ann", (720, 480))
    assert dialog.body.horizontalScrollBar().maximum() == 0  # nothing off to the right
    assert dialog.ranking is not None
    for row in dialog.ranking.rows:
        dialog.body.ensureWidgetVisible(row, 0, 0)
        assert in_view(row.values["total"], dialog)
        if row.seat_index < 2:
            assert "\u2026" in row.name_label.text()  # ends in an ellipsis ...
            assert row.name_label.toolTip().startswith(wide[:-1])  # ... whole in its tooltip
    assert shown_whole(dialog.headline_label, dialog)


def test_at_a_table_of_99_the_verdict_and_share_show_beside_the_players_own_row(
    qtbot, tmp_path: Path
) -> None:
    # A whole game of 99 greedy seats, as the command line plays and records it.
    subprocess.run(
        [sys.executable, "-m", "metrox_desktop", "simulate", "--players", "99"]
        + ["--strategy", "greedy", "--games", "1", "--seed", "BIG99", "--records", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    [path] = tmp_path.glob("*.json")
    record, board, _ = load_game(path)
    window = open_window(qtbot)
    window.start_game("tokyo", seed=SEED)  # the map's sheet on the window
    mine = 57  # this screen's seat at the table
    match = Match.played(record, board, load_deck(record.deck or "okazu-20"))
    window.session.join_table(match, mine, datetime.now())
    dialog = window.show_score_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    [section] = dialog.findChildren(ParSection)
    section.cancel()  # par of a 99-seat game takes minutes: the costly turns from a short search
    assert section.players == (mine,)  # at a table, this screen's seat only
    section.show_turns(mine, costly_turns(match.record(), board, load_deck(), mine, 3, work=10))
    [share] = dialog.findChildren(ShareSection)
    show = section.review_buttons[mine]
    qtbot.waitUntil(lambda: all(b.isVisibleTo(dialog) for b in show))
    assert window.screen().availableGeometry().contains(dialog.frameGeometry())
    # The verdict and the Share line show at once: nothing to scroll to reach them.
    assert dialog.body.verticalScrollBar().value() == 0
    assert in_view(section, dialog) and section.isVisible()
    assert in_view(share, dialog) and share.isVisible()
    for widget in (dialog.headline_label, dialog.close_button):
        assert shown_whole(widget, dialog)
    assert unnamed(dialog) == []  # the rows' box too has a name to be read out
    # The ranking scrolls in its own box, a few rows tall, the player's row in view.
    ranking = dialog.ranking
    assert ranking is not None and len(ranking.rows) == 99
    box = ranking.rows_box
    assert box is not None and box.verticalScrollBar().maximum() > 0
    own = ranking.own_row
    assert own is not None and own.seat_index == mine and own.property("own") is True
    viewport = box.viewport()
    at = own.mapTo(viewport, own.rect().topLeft())
    assert viewport.rect().contains(QRect(at, own.size())), "the player's row is scrolled away"
    assert box.height() >= 3 * own.height()  # a few neighbours in view, not a slit
    # Once the player scrolls the box, it stays where they left it as the box resizes.
    box.verticalScrollBar().setValue(0)
    box.resize(box.width(), box.height() - 40)
    assert box.verticalScrollBar().value() == 0
