"""The sheets and the final ranking look as their stored references do (tests/ui/images.py):
the blank sheets of both maps, Tokyo in the middle of a game in the light, dark and
high-contrast themes, the preview of a free circle, and the final ranking of three
players. A change that moves a route, a box, a label or a row shows up here."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from metrox_desktop.engine.ai import play_game, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind, load_deck
from metrox_desktop.engine.scoring import score
from metrox_desktop.seats import Seat
from metrox_desktop.ui.context import AppContext
from metrox_desktop.ui.dialogs.score import ScoreDialog
from metrox_desktop.ui.sheet.render import render_image
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.table.autoplay import choose_for_all
from metrox_desktop.ui.themes import set_theme
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import play_greedily
from tests.ui.images import assert_looks_like, different_share

SCALE = 0.5


@pytest.fixture
def mid_game(qtbot, app_context: AppContext) -> MainWindow:
    """Tokyo after eight turns of a game of two, the window at a fixed size."""
    app_context.picture_mode = True  # the card shows itself, not a card turning
    window = MainWindow()
    qtbot.addWidget(window)
    window.picture_only()
    window.resize(1280, 860)
    window.start_game("tokyo", seed="LOOK8", seats=(Seat("Ann"), Seat("Bo", "greedy")))
    window.show()
    qtbot.waitExposed(window)
    play_greedily(window, 8)
    window.controller.show_seat(0)
    return window


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_a_blank_sheet_looks_like_its_reference(qtbot, tmp_path: Path, map_id: str) -> None:
    image = render_image(MapScene(Board.load(map_id)), SCALE)
    assert_looks_like(image, f"{map_id}-render", tmp_path)


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_tokyo_mid_game_looks_like_its_reference(
    mid_game: MainWindow, tmp_path: Path, theme: str
) -> None:
    set_theme(theme)
    image = mid_game.view.grab().toImage()
    assert_looks_like(image, f"tokyo-mid-game-{theme}", tmp_path)


def test_the_preview_of_a_free_circle_looks_like_its_reference(
    mid_game: MainWindow, tmp_path: Path
) -> None:
    session = mid_game.session
    session.flip()
    while session.match.card is None or session.match.card.kind is not CardKind.FREE:
        choose_for_all(session)
        session.flip()
    stations = mid_game.session.legal_choices()  # every empty station
    assert not any(choice.is_route for choice in stations)
    assert mid_game.controller.preview_choice(stations[len(stations) // 2]) is not None
    image = mid_game.view.grab().toImage()
    assert_looks_like(image, "tokyo-free-circle-preview", tmp_path)


def test_the_final_ranking_looks_like_its_reference(qtbot, tmp_path: Path) -> None:
    board = Board.load("tokyo")
    greedy = strategy_named("greedy")
    names = ["Ann", "Bo", "Cy"]
    game = play_game(board, load_deck(), names, [greedy] * 3, "RANK3")
    seats = (Seat("Ann"), Seat("Bo"), Seat("Cy", "greedy"))
    scores = [score(board, sheet) for sheet in game.sheets]
    dialog = ScoreDialog(board, scores, "RANK3", None, seats=seats)
    qtbot.addWidget(dialog)
    dialog.resize(720, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert_looks_like(dialog.grab().toImage(), "final-ranking", tmp_path)


def test_the_comparison_notices_a_moved_route(qtbot) -> None:
    board = Board.load("tokyo")
    before = render_image(MapScene(board), SCALE)
    scene = MapScene(board)
    scene.route_items[2].setPos(0, 30)  # Tozai drawn 30 units lower
    moved: QImage = render_image(scene, SCALE)
    assert different_share(before, moved) > 0.002
