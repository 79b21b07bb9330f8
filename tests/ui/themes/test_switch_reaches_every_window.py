"""A theme or language switch reaches every open window through Qt's own events: the
game window with its small sheets, the card flipper, the map inspector and History
repaint in the new theme's colours and speak the new language at once; nothing in
the app asks widgets for a ``retranslate`` or ``restyle`` by name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget

import metrox_desktop
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui import themes
from metrox_desktop.ui.flipper.window import FlipperWindow, show_flipper
from metrox_desktop.ui.history.history_window import HistoryWindow
from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.colour_metrics import contrast_ratio
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.menus import inspect_map
from tests.ui.helpers import open_window
from tests.ui.history.test_history_viewer_and_statistics import bot_record, write
from tests.ui.images import pixels
from tests.ui.themes.test_themes import CLOSE, close, paper_point, veiled, view_pixel


class Table:
    """Every kind of window a player can have open at once."""

    def __init__(self, qtbot) -> None:
        write(
            history_dir(), "20260101-100000-tokyo-ALL.json", bot_record("tokyo", "ALL", ["person"])
        )
        self.game = open_window(qtbot)
        self.game.start_game("tokyo", "okazu-20", "ALL", parse_seats("Ann,Bo"))
        qtbot.waitUntil(lambda: self.game.table.strip is not None and self.game.table.isVisible())
        flipper = show_flipper(self.game, "tokyo")
        assert flipper is not None
        qtbot.addWidget(flipper)
        flipper.table.flip()
        inspect_map(self.game, "osaka")
        [inspector] = self.game.findChildren(InspectorWindow)
        qtbot.addWidget(inspector)
        self.history = entries.show_history(self.game)
        qtbot.addWidget(self.history)
        qtbot.waitUntil(lambda: self.history.model.complete, timeout=10_000)

    def shown(self, kind: type[QWidget], qtbot) -> QWidget:
        """The one window of ``kind`` a player sees (a window may be built again in
        a new language)."""
        found = [w for w in self.game.findChildren(kind) if w.isVisible()]
        assert len(found) == 1, found
        qtbot.addWidget(found[0])
        return found[0]


@pytest.fixture
def english() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture
def light() -> Iterator[None]:
    yield
    themes.set_theme("light", False)


def corner(widget: QWidget) -> QColor:
    image: QImage = widget.grab().toImage()
    return image.pixelColor(2, 2)


def share_near(widget: QWidget, colour: str) -> float:
    """The share of ``widget``'s pixels drawn in ``colour`` (``close``: within a few
    steps), of every other pixel each way, read as an array (not pixel by pixel)."""
    drawn = pixels(widget.grab().toImage())[::2, ::2].astype(np.int16)
    target = np.array(QColor(colour).getRgb()[:3], np.int16)
    return float((np.abs(drawn - target) <= CLOSE).all(axis=2).mean())


def cards_red(flipper: FlipperWindow, colour: str) -> float:
    """How much of the flipper's cards (the one on the table, the deck and the discard
    pile) is printed in ``colour`` (its banners keep colours of their own)."""
    parts = (flipper.card, flipper.deck_grid, flipper.discard_grid)
    return sum(share_near(part, colour) for part in parts)


def test_a_theme_switch_repaints_every_open_window(qtbot, light) -> None:
    table = Table(qtbot)
    game = table.game
    flipper = table.shown(FlipperWindow, qtbot)
    inspector = table.shown(InspectorWindow, qtbot)
    assert game.table.strip is not None
    small = game.table.strip.thumbnails[1]
    qtbot.waitUntil(lambda: not small.image.isNull())
    light_small = small.image.copy()  # the small sheet's picture
    light_shown = small.grab().toImage()  # and as shown (the dark theme lays a veil)
    paper = game.session.board.spec.sheet.background
    assert close(view_pixel(game, paper_point(game)), paper)
    qtbot.waitUntil(lambda: cards_red(flipper, ink.LIGHT.card_red) > 0)  # the cards' red

    for look in (ink.DARK, ink.CONTRAST):
        themes.set_theme(look.key)
        window = QApplication.palette().color(QPalette.ColorRole.Window).name()
        # The big sheet (paper under the dark theme's veil), the inspector's table
        # around its sheet, the small sheet, the flipper's card, History's ground.
        expected_paper = "#ffffff" if look.paper else veiled(paper, look.veil)
        assert close(view_pixel(game, paper_point(game)), expected_paper), look.key
        assert close(corner(inspector.view), veiled(look.table, look.veil)), look.key
        assert small.grab().toImage() != light_shown, look.key
        assert cards_red(flipper, look.card_red) > 0, look.key
        assert close(corner(table.history), window), look.key
        assert close(corner(game.panel), window), look.key
        # History's grey words (its count of games) in the grey that reads there.
        grey = table.history.status.palette().color(QPalette.ColorRole.WindowText).name()
        assert grey == themes.muted(), look.key
        assert contrast_ratio(grey, window) >= 4.5, look.key
    assert cards_red(flipper, ink.LIGHT.card_red) == 0  # high contrast's darker red only

    # The colour-blind palette changes no window colour: the sheets follow all the same.
    themes.set_theme("light", colour_blind=True)
    assert close(corner(inspector.view), ink.LIGHT.table)
    assert small.image != light_small
    blind = small.image.copy()
    themes.set_theme("light", colour_blind=False)
    assert small.image == light_small != blind
    assert cards_red(flipper, ink.LIGHT.card_red) > 0


def test_a_language_switch_rewrites_every_open_window(qtbot, english) -> None:
    table = Table(qtbot)
    game = table.game
    assert game.table.standings is not None
    assert [a.text() for a in game.menuBar().actions()] == ["&Game", "&View", "&Help"]

    set_language("ja")

    assert [a.text() for a in game.menuBar().actions()] == ["ゲーム(&G)", "表示(&V)", "ヘルプ(&H)"]
    assert game.panel.flip_button.text() == "カードをめくる"
    standings = game.table.standings
    assert standings is not None and standings.table.horizontalHeaderItem(1).text() == "プレイヤー"
    assert game.scene is not None and "銀座線" in [item.text for item in game.scene.name_items]
    flipper = table.shown(FlipperWindow, qtbot)
    assert flipper.flip_button.text() == "めくる" and flipper.table.flips.turn == 1
    assert "大阪" in table.shown(InspectorWindow, qtbot).summary.text()
    assert table.shown(HistoryWindow, qtbot).windowTitle() == "履歴"

    set_language("en")

    assert [a.text() for a in game.menuBar().actions()] == ["&Game", "&View", "&Help"]
    assert game.panel.flip_button.text() == "Flip card"
    standings = game.table.standings
    assert standings is not None and standings.table.horizontalHeaderItem(1).text() == "Player"
    assert table.shown(FlipperWindow, qtbot).flip_button.text() == "Flip"
    assert "Osaka" in table.shown(InspectorWindow, qtbot).summary.text()
    assert table.shown(HistoryWindow, qtbot).windowTitle() == "History"


def test_no_widget_is_asked_for_retranslate_or_restyle_by_name() -> None:
    # Qt's LanguageChange and StyleChange reach every widget: a walk over widgets
    # asking getattr(widget, "retranslate") would miss none and hide who answers.
    package = Path(metrox_desktop.__file__).parent
    asking = re.compile(r"(getattr|hasattr)\([^)]*[\"'](retranslate|restyle)[\"']")
    found = [
        f"{path.relative_to(package)}:{number}"
        for path in sorted(package.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if asking.search(line)
    ]
    assert found == []


def test_a_game_window_made_in_japanese_reads_as_one_switched_to_it(qtbot, english) -> None:
    switched = open_window(qtbot)
    set_language("ja")
    made = MainWindow()
    qtbot.addWidget(made)
    for window in (switched, made):
        window.start_game("osaka", seed="same")
    assert [a.text() for a in switched.actions()] == [a.text() for a in made.actions()]
    assert switched.windowTitle() == made.windowTitle()
