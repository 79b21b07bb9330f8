"""The standings: players ranked by live total with the rulebook's tie-break, each
total's parts, who has chosen, a click on a row asks for that sheet; the full standings
and the compact chips show the one ranking the table feeds them."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.engine.scoring import Score, score
from metrox_desktop.seats import Seat
from metrox_desktop.ui import themes
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.sheet.colour_metrics import contrast_ratio
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.table.standings import COLUMNS, StandingsPanel
from metrox_desktop.ui.table.standings_model import StandingsModel
from metrox_desktop.ui.table.table_panel import TablePanel
from tests.ui.helpers import shown_number

SEATS = (Seat("Ann"), Seat("Bo"), Seat("Cy"), Seat("Gus", "greedy"))


def live_match(turns: int) -> Match:
    board = Board.load("tokyo")
    match = Match.new(board, [s.name for s in SEATS], load_deck(), "RANK")
    rng = random.Random(7)
    for _ in range(turns):
        match = match.flip()
        for player, sheet in enumerate(match.game.sheets):
            options = legal_choices(board, sheet, match.card)
            match = match.choose(player, rng.choice(options) if options else None)
        match = match.resolve()
    return match


def cell(panel: StandingsPanel, row: int, key: str) -> str:
    return panel.table.item(row, COLUMNS.index(key)).text()


def scores_of(match: Match) -> list[Score]:
    return [score(match.board, sheet) for sheet in match.game.sheets]


def standings_of(
    qtbot, match: Match, chosen: set[int] | None = None, current: int | None = None
) -> StandingsPanel:
    """The standings of ``match`` as a table feeds them: who has chosen, who chooses."""
    model = StandingsModel(SEATS)
    panel = StandingsPanel(model)
    qtbot.addWidget(panel)
    model.show_scores(scores_of(match), chosen, current)
    return panel


def test_the_table_ranks_players_by_live_total_with_parts_and_who_has_chosen(qtbot) -> None:
    session = GameSession()
    table = TablePanel(session)
    qtbot.addWidget(table)
    session.new_game(Board.load("tokyo"), load_deck(), "RANK", SEATS)
    rng = random.Random(7)
    for _ in range(12):
        session.flip()
        for player in range(len(SEATS)):
            options = session.legal_choices(player)
            session.choose(rng.choice(options) if options else None, player)
    session.flip()
    session.choose(session.legal_choices(0)[0], 0)  # Ann has chosen, Bo chooses now
    table.look_back(None)  # shown at once (else as control returns to the event loop)
    panel, bar = table.standings, table.bar
    assert panel is not None and bar is not None

    scores = session.scores()
    totals = [shown_number(cell(panel, row, "total")) for row in range(len(SEATS))]
    assert totals == sorted(totals, reverse=True) and set(totals) == {s.total for s in scores}
    for row, seat in enumerate(panel.model.order):
        assert cell(panel, row, "name").startswith(SEATS[seat].name)
        assert shown_number(cell(panel, row, "total")) == scores[seat].total
        assert cell(panel, row, "completion") == str(scores[seat].completion_bonus)
        assert cell(panel, row, "empty") == str(scores[seat].empty_stations)
    assert cell(panel, panel.model.order.index(3), "name") == "Gus (bot, easy)"
    status = {seat: cell(panel, row, "status") for row, seat in enumerate(panel.model.order)}
    assert status == {0: "\u2713", 1: "\u2026", 2: "", 3: ""}
    # The compact standings: the same ranking, totals and marks, chip by chip.
    assert bar.order() == panel.model.order
    for row, seat in enumerate(panel.model.order):
        chip = bar.chips[seat]
        assert (chip.place, chip.total, chip.status) == (
            cell(panel, row, "place"),
            cell(panel, row, "total"),
            status[seat],
        )
    assert [chip.current for chip in bar.chips] == [False, True, False, False]
    # A screen reader hears each chip in words, not the marks drawn.
    heard = {seat: bar.chips[seat].accessibleDescription() for seat in range(len(SEATS))}
    for row, seat in enumerate(panel.model.order):
        said = re.match(r"place (\d+), total ([^,]+)", heard[seat])
        assert said is not None, heard[seat]
        assert said[1] == cell(panel, row, "place"), heard[seat]
        assert shown_number(said[2]) == scores[seat].total, heard[seat]
    assert heard[0].endswith(", chosen") and heard[1].endswith(", choosing")
    assert not any("\u2713" in text or "\u2026" in text for text in heard.values())


def test_clicking_a_row_asks_for_that_players_sheet(qtbot) -> None:
    panel = standings_of(qtbot, live_match(10))
    panel.show()
    row = 2
    seat = panel.model.order[row]
    table = panel.table
    where = table.visualItemRect(table.item(row, COLUMNS.index("name"))).center()
    with qtbot.waitSignal(panel.seat_clicked) as clicked:
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert clicked.args == [seat]


def test_the_player_shown_large_is_tinted_wherever_their_row_goes(qtbot) -> None:
    panel = standings_of(qtbot, live_match(4))
    panel.set_shown(3)

    row = panel.model.order.index(3)
    shown = panel.table.item(row, 1).background()
    assert shown.style() != Qt.BrushStyle.NoBrush
    panel.model.show_scores(scores_of(live_match(14)))
    row = panel.model.order.index(3)
    assert panel.table.item(row, 1).background() == shown
    others = [r for r in range(len(SEATS)) if r != row]
    assert all(panel.table.item(r, 1).background().style() == Qt.BrushStyle.NoBrush for r in others)


@pytest.mark.parametrize("theme", ["dark", "contrast"])
def test_the_shown_row_is_a_calm_band_with_readable_text_on_a_dark_window(
    qtbot, theme: str
) -> None:
    """The light theme's pale tint glared as a bright stripe on the dark window: the
    dark themes band the row in a deep colour, every text on it readable."""
    panel = standings_of(qtbot, live_match(4), chosen={0}, current=1)  # a ✓ and a …
    panel.show()
    try:
        themes.set_theme(theme)  # switched while the panel is up, as from the menu
        for seat in (0, 1):  # the seat that has chosen, then the one choosing
            panel.set_shown(seat)
            row = panel.model.order.index(seat)
            image = panel.table.viewport().grab().toImage()
            rect = panel.table.visualItemRect(panel.table.item(row, COLUMNS.index("total")))
            band = image.pixelColor(rect.left() + 2, rect.top() + 2).name()
            window_text = QApplication.palette().color(QPalette.ColorRole.Text).name()
            base = QApplication.palette().color(QPalette.ColorRole.Base).name()
            # nearer the window's dark ground than its light text: no bright stripe
            assert contrast_ratio(band, base) < contrast_ratio(band, window_text), band
            assert contrast_ratio(band, base) >= 1.5  # yet plain to see among the rows
            minimum = 7.0 if theme == "contrast" else 4.5
            for item in panel._cells[row]:  # the name, the numbers, the ✓ or the …
                if item.text():
                    ink_colour = item.foreground().color().name()
                    assert contrast_ratio(ink_colour, band) >= minimum, (item.text(), band)
            for other in range(len(SEATS)):  # the turn marks of the other rows too
                mark = panel.table.item(other, COLUMNS.index("status"))
                if other != row and mark.text():
                    spot = panel.table.visualItemRect(mark)
                    ground = image.pixelColor(spot.left() + 1, spot.top() + 1).name()
                    ink_colour = mark.foreground().color().name()
                    assert contrast_ratio(ink_colour, ground) >= minimum, (mark.text(), ground)
    finally:
        themes.set_theme("light", False)
    light_band = panel.table.item(panel.model.order.index(1), 1).background().color()
    assert light_band.lightnessF() > 0.9  # the light theme keeps its pale tint


def test_a_screen_reader_hears_the_standings_columns_and_marks_in_words(qtbot) -> None:
    """The headings' sheet marks (Comp.B, X) and a seat's tick or ellipsis are heard as
    words: 'completion bonus', 'Has chosen' (a table across computers shows who has)."""
    from PySide6.QtGui import QAccessible

    panel = standings_of(qtbot, live_match(3), chosen={0}, current=1)
    panel.show()
    table = QAccessible.queryAccessibleInterface(panel.table)
    assert table is not None
    heard = [table.child(i) for i in range(table.childCount())]
    headings = [c.text(QAccessible.Text.Name) for c in heard if c.role().name == "ColumnHeader"]
    assert headings == [
        "Place",
        "Player",
        "completion bonus",
        "crossing bonus",
        "empty-station penalty",
        "empty stations",
        "Total",
        "Chosen this turn",
    ]
    cells = [c.text(QAccessible.Text.Name) for c in heard if c.role().name == "Cell"]
    rows = [cells[r * len(COLUMNS) : (r + 1) * len(COLUMNS)] for r in range(len(SEATS))]
    marks = {seat: rows[row][COLUMNS.index("status")] for row, seat in enumerate(panel.model.order)}
    assert marks == {0: "Has chosen", 1: "Choosing now", 2: "", 3: ""}


@pytest.mark.parametrize(
    ("language", "full", "short"),
    [("en", "Slow (a bot plays)", "Slow (bot)"), ("ja", "Slow（CPUが代打ち）", "Slow（CPU）")],
)
def test_a_narrow_standings_names_a_seat_a_bot_plays_in_its_short_form_whole(
    qtbot, language: str, full: str, short: str
) -> None:
    """A seat still joined whose seat the host's bot plays reads "Slow (a bot plays)";
    where the name column is narrow it steps down to "Slow (bot)" (in Japanese
    「Slow（CPU）」), never cut short to "Slow (a b…", and a screen reader hears it whole."""
    from tests.ui.net.test_standings_read_a_seat_away_whole import drawn_names

    set_language(language)
    seats = (Seat("Ann"), Seat("Slow"))
    model = StandingsModel(seats)
    panel = StandingsPanel(model)
    qtbot.addWidget(panel)
    model.show_scores([], chosen=set(), current=0, played={1})
    panel.set_detailed(False)
    panel.resize(800, 200)
    panel.show()
    qtbot.waitExposed(panel)
    assert dict(drawn_names(panel))[full] == full  # room enough: the name in full
    width = panel.width()
    drawn: dict[str, str] = {}
    while width > 0 and drawn.get(full) != short:
        width -= 4
        panel.resize(width, panel.height())
        drawn = dict(drawn_names(panel))
        assert drawn[full] in (full, short), drawn  # whole, in one form or the other
        assert drawn["Ann"] == "Ann", drawn
    assert drawn[full] == short, drawn
    assert not any("\u2026" in name for name in drawn.values()), drawn
