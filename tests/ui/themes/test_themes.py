"""Themes for every eyesight: route palettes measured, and the switch a player sees.

The measure between route colours is CIEDE2000 (ΔE00, CIE Lab under D65), in normal
vision and as seen with protanopia, deuteranopia and tritanopia (Machado, Oliveira and
Fernandes 2009, severity 1.0, in linear RGB). A ΔE00 of about 2 is the smallest
difference most people notice with two patches side by side; the routes are thin
stripes seen apart, and must be told apart at a glance, so the colour-blind palette
keeps every pair at least 12 apart (6 noticeable steps) in all four visions, and the
high-contrast palette (the colour-blind palette of the high-contrast theme), whose
colours must also be dark enough for 3:1 on white paper (WCAG 1.4.11, graphics), at
least 10. The map's printed colours fail that measure, which is why those palettes
exist (a test below shows it).
The high-contrast theme keeps each route's own hue (CIE LCh hue angle), darkened to 3:1
on its paper where lighter, and edges the stripes in black.
Text and marks on the high-contrast sheet: WCAG 2 contrast ratio >= 7:1 (AAA).
"""

from __future__ import annotations

import math
from itertools import combinations

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.maps.loader import builtin_map_ids, load_builtin
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui import themes
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.colour_metrics import (
    ciede2000,
    contrast_ratio,
    delta_e,
    lab,
    to_hex,
)
from metrox_desktop.ui.sheet.render import render_image
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.view import SheetView
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window, play_to_the_end
from tests.ui.themes.vision import KINDS, closest_pair, seen_delta_e, simulate

VISIONS = (None, *KINDS)  # normal, protan, deutan, tritan
COLOUR_BLIND_MIN = 12.0
CONTRAST_MIN = 10.0


def route_specs(map_id: str) -> list[tuple[str, str, str | None]]:
    return [(r.colour, r.pattern, r.accent) for r in load_builtin(map_id).routes]


# -- the measure itself ------------------------------------------------------------------
def test_ciede2000_matches_the_published_test_pairs() -> None:
    # Sharma, Wu and Dalal (2005), pairs 1, 17 and 34 of their test data.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert ciede2000((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514)) == pytest.approx(
        0.9082, abs=1e-4
    )


def test_dichromacy_simulation_keeps_greys_and_merges_red_and_green() -> None:
    for kind in KINDS:
        assert delta_e(simulate("#808080", kind), "#808080") < 1
    # The classic confusion: a red and a green a protan or deutan can hardly tell apart.
    assert delta_e("#d62728", "#2ca02c") > 50
    assert seen_delta_e("#d62728", "#2ca02c", "deutan") < delta_e("#d62728", "#2ca02c") / 2


def test_wcag_contrast_ratio_of_black_on_white_is_21() -> None:
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


# -- the palettes ------------------------------------------------------------------------
@pytest.mark.parametrize("vision", VISIONS)
def test_colour_blind_palette_keeps_every_pair_of_routes_apart(vision: str | None) -> None:
    distance, a, b = closest_pair(ink.COLOUR_BLIND, vision)
    assert distance >= COLOUR_BLIND_MIN, (vision, a, b, distance)


@pytest.mark.parametrize("vision", VISIONS)
def test_high_contrast_palette_keeps_every_pair_of_routes_apart(vision: str | None) -> None:
    distance, a, b = closest_pair(ink.HIGH_CONTRAST, vision)
    assert distance >= CONTRAST_MIN, (vision, a, b, distance)


def test_the_maps_printed_colours_fail_that_measure() -> None:
    """Why the palettes exist: with deuteranopia, Tokyo's printed lines come too close."""
    colours = [colour for colour, _p, _a in route_specs("tokyo")]
    assert closest_pair(colours, "deutan")[0] < COLOUR_BLIND_MIN


@pytest.mark.parametrize("map_id", builtin_map_ids())
@pytest.mark.parametrize("palette", ["colour-blind", "contrast"])
def test_every_route_of_a_map_gets_its_own_palette_colour(map_id: str, palette: str) -> None:
    routes = route_specs(map_id)
    looks = ink.route_looks(routes, palette)
    colours = [colour for colour, _accent in looks]
    assert len(set(colours)) == len(routes)
    assert set(colours) <= set(ink.PALETTES[palette])
    minimum = COLOUR_BLIND_MIN if palette == "colour-blind" else CONTRAST_MIN
    for vision in VISIONS:
        for (a, _), (b, _) in combinations(looks, 2):
            assert seen_delta_e(a, b, vision) >= minimum
    # The pattern (dots, dashes, stripes) stands out on its stripe: patterns still
    # tell the routes apart.
    for (colour, accent), (_c, pattern, _a) in zip(looks, routes, strict=True):
        if pattern != "plain":
            assert accent is not None and contrast_ratio(accent, colour) >= 3, (colour, pattern)


def test_a_route_keeps_its_colour_family_where_it_can() -> None:
    looks = dict(
        zip("FYTMCZGHN", ink.route_looks(route_specs("tokyo"), "colour-blind"), strict=True)
    )
    assert looks["T"][0] == "#56b4e9"  # Tozai: sky blue stays sky blue
    assert looks["H"][0] == "#bbbbbb"  # Hibiya: grey stays grey


@pytest.mark.parametrize("map_id", builtin_map_ids())
def test_colour_blind_routes_show_on_the_maps_paper(map_id: str) -> None:
    paper = load_builtin(map_id).sheet.background
    for colour, _accent in ink.route_looks(route_specs(map_id), "colour-blind"):
        assert contrast_ratio(colour, paper) >= 1.5, colour


def test_high_contrast_routes_marks_and_text_against_the_paper() -> None:
    look = ink.CONTRAST
    assert look.paper is not None
    for colour in ink.HIGH_CONTRAST:
        assert contrast_ratio(colour, look.paper) >= 3, colour  # WCAG 1.4.11 graphics
    for ground in (look.paper, look.box_fill):
        for name in ("ink", "print_text", "box_border", "ghost"):
            colour = getattr(look, name)
            assert contrast_ratio(colour, ground) >= 7, (name, ground)  # WCAG AAA text
    # A route's name stays 7:1 while another route is followed (faded print).
    keep = look.faded_print
    faded = to_hex((1 - keep, 1 - keep, 1 - keep))  # black at that opacity on white
    assert look.print_text == "#000000"
    assert contrast_ratio(faded, look.paper) >= 7


def hue_and_chroma(colour: str) -> tuple[float, float]:
    """CIE LCh: the hue angle in degrees and the chroma of ``colour``."""
    _l, a, b = lab(colour)
    return math.degrees(math.atan2(b, a)) % 360, math.hypot(a, b)


@pytest.mark.parametrize("map_id", builtin_map_ids())
def test_high_contrast_keeps_each_routes_hue(map_id: str) -> None:
    themes.set_theme("contrast")
    try:
        routes = route_specs(map_id)
        looks = ink.route_looks(routes)
    finally:
        themes.set_theme("light")
    for (printed, pattern, _accent), (colour, pattern_ink) in zip(routes, looks, strict=True):
        assert contrast_ratio(colour, "#ffffff") >= 3, (printed, colour)  # WCAG graphics
        if contrast_ratio(printed, "#ffffff") >= 3:
            assert colour == printed  # dark enough as printed: its very colour
        hue, chroma = hue_and_chroma(printed)
        new_hue, new_chroma = hue_and_chroma(colour)
        if chroma > 10:  # a colour, not a grey: the same hue (the orange line orange)
            apart = abs(hue - new_hue) % 360
            assert min(apart, 360 - apart) <= 5, (printed, colour)
        else:  # a grey stays a grey (Hibiya's silver)
            assert new_chroma <= 10, (printed, colour)
        if pattern != "plain" and colour != printed:  # the pattern still stands out
            assert pattern_ink is not None and contrast_ratio(pattern_ink, colour) >= 3


def test_high_contrast_edges_the_stripes_in_ink(qtbot) -> None:
    themes.set_theme("contrast")
    try:
        scene = MapScene(Board.load("tokyo"))
        scale = 4.0
        image = render_image(scene, scale)
        looks = ink.route_looks(route_specs("tokyo"))
    finally:
        themes.set_theme("light")
    board = scene.board
    r = board.route_index("H")  # plain grey: only an edge can be ink
    a, b = (scene.station_items[s].rect.center() for s in board.route_stations[r][:2])
    centre = (a + b) / 2
    along = b - a
    normal = QPointF(-along.y(), along.x()) / math.hypot(along.x(), along.y())
    half = scene.geometry.routes[r].width / 2

    def at(point: QPointF) -> QColor:
        return image.pixelColor(round(point.x() * scale), round(point.y() * scale))

    assert close(at(centre), looks[r][0])  # the stripe in its colour
    for side in (1, -1):  # and along each side, ink
        edge = at(centre + normal * side * (half - ink.CONTRAST.route_edge / 2))
        assert edge.lightnessF() < 0.2, edge.name()


def test_high_contrast_card_numbers_on_the_card() -> None:
    from metrox_desktop.ui.sheet.card_art import PAPER

    assert contrast_ratio(ink.CONTRAST.card_red, PAPER.name()) >= 7
    assert contrast_ratio(ink.LIGHT.card_red, PAPER.name()) >= 3  # large print, as printed


def veiled(colour: str, veil: int) -> str:
    keep = 1 - veil / 255
    c = QColor(colour)
    return to_hex((c.redF() * keep, c.greenF() * keep, c.blueF() * keep))


def test_dark_theme_marks_stay_readable_on_the_dimmed_boxes() -> None:
    look = ink.DARK
    assert look.veil > 0
    box, mark = veiled(look.box_fill, look.veil), veiled(look.ink, look.veil)
    assert contrast_ratio(mark, box) >= 4.5  # WCAG AA for text


def test_high_contrast_window_text_against_its_background() -> None:
    palette = themes.make_palette("contrast")
    assert palette is not None
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    pairs = [
        (role.WindowText, role.Window),
        (role.Text, role.Base),
        (role.ButtonText, role.Button),
        (role.HighlightedText, role.Highlight),
        (role.ToolTipText, role.ToolTipBase),
    ]
    for text, ground in pairs:
        ratio = contrast_ratio(palette.color(text).name(), palette.color(ground).name())
        assert ratio >= 7, (text, ground, ratio)
    disabled = palette.color(group.Disabled, role.WindowText).name()
    assert contrast_ratio(disabled, palette.color(role.Window).name()) >= 4.5


# -- switching while playing --------------------------------------------------------------
def view_pixel(window: MainWindow, scene_point: QPointF) -> QColor:
    image: QImage = window.view.grab().toImage()
    ratio = image.devicePixelRatio()
    at = window.view.mapFromScene(scene_point)
    return image.pixelColor(round(at.x() * ratio), round(at.y() * ratio))


def paper_point(window: MainWindow) -> QPointF:
    rect = window.view.sceneRect()
    return QPointF(rect.left() + 4, rect.bottom() - 4)  # a corner of plain paper


def stripe_point(window: MainWindow, letter: str) -> QPointF:
    """The middle of a route's stripe between two stations of its own."""
    scene = window.scene
    assert scene is not None
    r = scene.board.route_index(letter)
    stations = scene.board.route_stations[r]
    a = scene.station_items[stations[0]].rect.center()
    b = scene.station_items[stations[1]].rect.center()
    return (a + b) / 2


CLOSE = 6  # steps a colour channel may be off and the colour still be the same


def close(a: QColor, b: str, tolerance: int = CLOSE) -> bool:
    c = QColor(b)
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], c.getRgb()[:3], strict=True))


def test_switching_the_theme_recolours_the_sheet_and_the_window(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="themes")
    spec = window.session.board.spec
    hibiya = spec.routes[window.session.board.route_index("H")]
    assert hibiya.pattern == "plain"
    qtbot.waitUntil(lambda: close(view_pixel(window, paper_point(window)), spec.sheet.background))
    assert close(view_pixel(window, stripe_point(window, "H")), hibiya.colour)
    light_window = QApplication.palette().color(QPalette.ColorRole.Window)

    themes.set_theme("dark")
    dark_paper = view_pixel(window, paper_point(window))
    assert close(dark_paper, veiled(spec.sheet.background, ink.DARK.veil))
    assert dark_paper.lightnessF() < QColor(spec.sheet.background).lightnessF() - 0.2
    dark_window = QApplication.palette().color(QPalette.ColorRole.Window)
    assert dark_window.lightnessF() < 0.25 < light_window.lightnessF()
    assert window.panel.palette().color(QPalette.ColorRole.Window) == dark_window

    themes.set_theme("contrast")
    assert close(view_pixel(window, paper_point(window)), "#ffffff")
    looks = ink.route_looks([(r.colour, r.pattern, r.accent) for r in spec.routes])
    contrast_h = looks[window.session.board.route_index("H")][0]
    assert contrast_h != hibiya.colour  # Hibiya's silver, darker for the white paper
    assert close(view_pixel(window, stripe_point(window, "H")), contrast_h)
    assert QApplication.palette().color(QPalette.ColorRole.Window) == QColor("#000000")

    themes.set_theme("light", colour_blind=True)
    assert close(view_pixel(window, paper_point(window)), spec.sheet.background)
    blind = ink.route_looks([(r.colour, r.pattern, r.accent) for r in spec.routes])
    blind_h = blind[window.session.board.route_index("H")][0]
    assert close(view_pixel(window, stripe_point(window, "H")), blind_h)

    themes.set_theme("light", colour_blind=False)
    assert close(view_pixel(window, stripe_point(window, "H")), hibiya.colour)
    assert QApplication.palette().color(QPalette.ColorRole.Window) == light_window


def test_a_new_sheet_is_drawn_in_the_current_theme(qtbot) -> None:
    themes.set_theme("contrast")
    window = open_window(qtbot)
    window.start_game("osaka", seed="themes")
    qtbot.waitUntil(lambda: close(view_pixel(window, paper_point(window)), "#ffffff"))


@pytest.mark.parametrize("key", ["dark", "contrast"])
def test_a_sheet_view_made_after_a_switch_has_the_themes_table_and_veil(qtbot, key: str) -> None:
    themes.set_theme(key)  # then a view is made: the inspector's, the turn review's
    view = SheetView(MapScene(Board.load("tokyo")))
    qtbot.addWidget(view)
    look = ink.THEMES[key]
    assert view.backgroundBrush().color() == QColor(look.table)
    assert view.foregroundBrush().color().alpha() == look.veil


def menu_named(window: MainWindow, title: str) -> QMenu:
    for menu in window.menuBar().findChildren(QMenu) + window.findChildren(QMenu):
        if menu.title() == title:
            return menu
    raise AssertionError(f"no menu {title!r}")


def test_view_theme_menu_switches_live_and_is_remembered(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="themes")
    menu = menu_named(window, "&Theme")
    names = [a.text() for a in menu.actions()]
    assert names == ["&Light", "&Dark", "&High contrast"]
    menu.actions()[1].trigger()
    qtbot.waitUntil(lambda: ink.theme().key == "dark")
    assert Settings.load().theme == "dark"
    assert window.view.foregroundBrush().color().alpha() == ink.DARK.veil

    colours = menu_named(window, "&Colours")
    colours.actions()[0].trigger()
    qtbot.waitUntil(ink.colour_blind)
    assert Settings.load().theme == "dark+colour-blind"
    assert themes.parse_settings_value(Settings.load().theme) == ("dark", True)

    colours.aboutToShow.emit()
    assert colours.actions()[0].isEnabled() and colours.actions()[0].isChecked()
    # High contrast keeps the routes' own hues; with the colour-blind palette it takes
    # the palette's colours dark enough for its white paper.
    themes.set_theme("contrast")
    colours.aboutToShow.emit()
    assert colours.actions()[0].isEnabled() and colours.actions()[0].isChecked()
    spec = window.session.board.spec
    looks = ink.route_looks([(r.colour, r.pattern, r.accent) for r in spec.routes])
    assert {colour for colour, _accent in looks} <= set(ink.HIGH_CONTRAST)
    themes.set_theme("dark")

    themes.start_theme(None)  # the next start: the remembered theme
    assert (ink.theme().key, ink.colour_blind()) == ("dark", True)
    themes.start_theme("contrast")  # --theme wins, and is not remembered
    assert ink.theme().key == "contrast"
    assert Settings.load().theme == "dark+colour-blind"


def mean_lightness(image: QImage) -> float:
    step = 7
    values = [
        image.pixelColor(x, y).lightnessF()
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    ]
    return sum(values) / len(values)


def test_small_sheets_follow_the_theme(qtbot) -> None:
    from metrox_desktop.seats import parse_seats

    window = open_window(qtbot)
    window.start_game("tokyo", "okazu-20", "themes", parse_seats("Ann,Bo"))
    qtbot.waitUntil(lambda: window.table.strip is not None and window.table.isVisible())
    assert window.table.strip is not None
    thumbnail = window.table.strip.thumbnails[1]
    qtbot.waitUntil(lambda: not thumbnail.image.isNull())
    light_picture = thumbnail.image.copy()
    light = mean_lightness(thumbnail.grab().toImage())

    themes.set_theme("contrast")  # white paper, other route colours
    assert thumbnail.image != light_picture
    themes.set_theme("dark")  # dimmed like the big sheet
    assert mean_lightness(thumbnail.grab().toImage()) < light - 0.2
    themes.set_theme("light")
    assert thumbnail.image == light_picture


def test_the_table_around_the_small_sheets_follows_the_theme(qtbot) -> None:
    from metrox_desktop.seats import parse_seats

    window = open_window(qtbot)
    window.start_game("tokyo", "okazu-20", "themes", parse_seats("Ann,Bo"))
    qtbot.waitUntil(lambda: window.table.isVisible())
    for key in ("dark", "contrast", "light"):
        themes.set_theme(key)
        ground = QApplication.palette().color(QPalette.ColorRole.Window)
        corner = window.table.grab().toImage().pixelColor(2, window.table.height() - 3)
        assert close(corner, ground.name()), key


@pytest.mark.parametrize("key", themes.THEME_KEYS)
def test_coloured_texts_of_dialogs_read_on_the_window_of_every_theme(key: str) -> None:
    themes.set_theme(key)
    window = QApplication.palette().color(QPalette.ColorRole.Window).name()
    minimum = 7 if key == "contrast" else 4.5
    for colour in ("#c0392b", "#8a6a12", "#5a6570"):  # the score's total, headline, notes
        assert contrast_ratio(themes.readable(colour), window) >= minimum, colour
    assert contrast_ratio(themes.muted(), window) >= minimum


@pytest.mark.parametrize("key", ["dark", "contrast"])
def test_an_option_left_off_shows_its_tick_box(qtbot, key: str) -> None:
    """View > Show choices before the turn resolves, unticked: its box's edge stands
    out from the menu 3:1 (WCAG 1.4.11); on black it was not drawn at all."""
    themes.set_theme(key)
    menu = QMenu()
    qtbot.addWidget(menu)
    option = menu.addAction("")  # no text: the box is all that is drawn in the row
    option.setCheckable(True)
    menu.adjustSize()
    image = menu.grab().toImage()
    ground = QApplication.palette().color(QPalette.ColorRole.Window).name()
    row = menu.actionGeometry(option)
    ratio = image.devicePixelRatio()
    best = max(
        contrast_ratio(image.pixelColor(round(x * ratio), round(y * ratio)).name(), ground)
        for x in range(row.left(), row.right())
        for y in range(row.top(), row.bottom())
    )
    assert best >= 3, (key, best)


@pytest.mark.parametrize("key", ["dark", "contrast"])
def test_an_empty_text_field_shows_its_edge(qtbot, key: str) -> None:
    """Play against a result's box for friends' codes and a seat's name field, empty:
    their edges stand out from the window 3:1 (WCAG 1.4.11); on high contrast's black
    they were not drawn at all."""
    from metrox_desktop.seats import Seat
    from metrox_desktop.ui.dialogs.against_results import AgainstResultsDialog
    from metrox_desktop.ui.dialogs.seat_list import SeatRow

    themes.set_theme(key)
    dialog = AgainstResultsDialog((Seat(""),))
    qtbot.addWidget(dialog)
    dialog.codes.setPlainText("")
    dialog.show()
    qtbot.waitExposed(dialog)
    [row] = dialog.findChildren(SeatRow)
    name = row.name_edit
    ground = QApplication.palette().color(QPalette.ColorRole.Window).name()
    image = dialog.grab().toImage()
    ratio = image.devicePixelRatio()
    for field in (dialog.codes, name):
        box = field.geometry().translated(field.parentWidget().mapTo(dialog, QPoint(0, 0)))
        left_edge = [
            image.pixelColor(round((box.left() + dx) * ratio), round(box.center().y() * ratio))
            for dx in range(3)
        ]
        best = max(contrast_ratio(colour.name(), ground) for colour in left_edge)
        assert best >= 3, (key, type(field).__name__, best)


@pytest.mark.parametrize("key", ["dark", "contrast"])
def test_the_replays_turn_slider_shows_its_handle(qtbot, key: str) -> None:
    """The replay viewer's turn slider: its handle's edge stands out from the window
    3:1; on high contrast's black the handle was not drawn at all."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider

    from metrox_desktop.ui.history.viewer import ReplayViewer, replayed_game
    from tests.sharing.games import bot_record

    themes.set_theme(key)
    record = bot_record(Board.load("tokyo"), "SLIDE", ["Ann"], ["greedy"])
    viewer = ReplayViewer(*replayed_game(record), analyse=False)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.show_position(7)
    slider = viewer.slider
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    handle = slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, slider
    )
    groove = slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, slider
    )
    image = slider.grab().toImage()
    ratio = image.devicePixelRatio()
    ground = QApplication.palette().color(QPalette.ColorRole.Window).name()
    # The handle's own edge, above and below the groove (whose filled part is coloured).
    edge = [
        image.pixelColor(round(x * ratio), round(y * ratio)).name()
        for x in range(handle.left(), handle.right() + 1)
        for y in range(handle.top(), handle.bottom() + 1)
        if not groove.top() <= y <= groove.bottom()
    ]
    assert max(contrast_ratio(colour, ground) for colour in edge) >= 3, key


def test_text_follows_the_system_font_size(qtbot) -> None:
    import re

    from PySide6.QtGui import QFont

    from metrox_desktop.ui.window.card_panel import CardPanel

    original = QApplication.font()
    try:
        for points in (9.0, 16.0):
            font = QFont(original)
            font.setPointSizeF(points)
            QApplication.setFont(font)
            panel = CardPanel()
            qtbot.addWidget(panel)
            assert panel.turn_label.font().pointSizeF() == pytest.approx(points * 1.3)
            assert panel.flip_button.font().pointSizeF() == pytest.approx(points * 1.15)
            assert themes.font_pt(1.5) == f"{points * 1.5:.1f}pt"
    finally:
        QApplication.setFont(original)
    # No fixed pixel sizes in the style sheets of the game window, the final score and
    # the card flipper.
    from metrox_desktop.seats import Seat
    from metrox_desktop.ui.flipper.window import show_flipper

    window = open_window(qtbot)
    play_to_the_end(window, "tokyo", "fonts", (Seat("You"),))  # its last card played here
    window.controller.sync_scene()
    dialog = window.show_score_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    flipper = show_flipper(window, "tokyo")
    qtbot.addWidget(flipper)  # closed after the test: left open, it took the next tests' mouse
    for top in (window, dialog, flipper):
        for widget in (top, *top.findChildren(QWidget)):
            assert not re.search(r"font-size:\s*\d+px", widget.styleSheet()), widget


def test_the_menus_show_the_theme_given_on_the_command_line(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="themes")
    themes.start_theme("contrast")  # as play --theme contrast does
    menu = menu_named(window, "&Theme")
    menu.aboutToShow.emit()
    assert [a.isChecked() for a in menu.actions()] == [False, False, True]
    themes.set_theme("dark", colour_blind=True)
    colours = menu_named(window, "&Colours")
    colours.aboutToShow.emit()
    assert colours.actions()[0].isChecked()
    assert Settings.load().theme == ""  # none of this was the player's choice


def test_play_theme_option_paints_the_picture_and_is_not_remembered(tmp_path) -> None:
    from tests.cli.running import run_app

    shots = {}
    for key in ("light", "dark"):
        shot = tmp_path / f"{key}.png"
        result = run_app(
            "--theme", key, "--seed", "THEME", "--size", "800x600", "--screenshot", str(shot),
            home=tmp_path,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr
        shots[key] = QImage(str(shot))
    assert mean_lightness(shots["dark"]) < mean_lightness(shots["light"]) - 0.2
    assert not (tmp_path / "config" / "settings.json").exists()
    result = run_app("--theme", "purple", "--screenshot", str(tmp_path / "x.png"), home=tmp_path)
    assert result.returncode == 2 and "--theme" in result.stderr


def blend(colour: str, opacity: float, ground: str) -> str:
    a, b = QColor(colour), QColor(ground)
    return to_hex(
        tuple(  # type: ignore[arg-type]
            x * opacity + y * (1 - opacity)
            for x, y in zip(a.getRgbF()[:3], b.getRgbF()[:3], strict=True)
        )
    )


def test_a_switch_redraws_the_faded_routes_kept_as_pixmaps(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="themes")
    scene = window.scene
    assert scene is not None
    board = window.session.board
    hibiya = board.spec.routes[board.route_index("H")]
    scene.focus_route(board.route_index("G"))  # every other route faded, from pixmaps
    point = stripe_point(window, "H")
    paper = board.spec.sheet.background
    qtbot.waitUntil(lambda: close(view_pixel(window, point), blend(hibiya.colour, 0.25, paper)))

    themes.set_theme("contrast")
    looks = ink.route_looks([(r.colour, r.pattern, r.accent) for r in board.spec.routes])
    contrast_h = looks[board.route_index("H")][0]
    assert close(view_pixel(window, point), blend(contrast_h, ink.CONTRAST.faded, "#ffffff"))
    themes.set_theme("light")
    assert close(view_pixel(window, point), blend(hibiya.colour, 0.25, paper))
    # Same zoom, same fading, only the route colours differ (the light theme with the
    # high-contrast palette): the kept pixmap must be made again.
    from dataclasses import replace

    ink.set_look(replace(ink.LIGHT, routes="contrast"), False)
    scene.restyle()
    palette_h = ink.route_looks([(r.colour, r.pattern, r.accent) for r in board.spec.routes])
    assert close(
        view_pixel(window, point), blend(palette_h[board.route_index("H")][0], 0.25, paper)
    )
