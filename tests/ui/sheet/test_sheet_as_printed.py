"""The drawn sheet as printed, where a player comparing it with the paper sheet looks:
which line runs on top where two cross, the title's thin strokes, the bonus digits'
white outline, Ginza's soft centre stripe and Osaka's Sakaisuji crown clear of its
boxes. Pixels of the real render (2 pixels a sheet unit), points in sheet units."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.maps.geometry import MapGeometry
from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.ui.sheet.colour_metrics import delta_e
from metrox_desktop.ui.sheet.render import render_image
from metrox_desktop.ui.sheet.scene import MapScene
from tests.maps.hostile import map_spec

SCALE = 2.0


@functools.cache
def rendered(map_id: str) -> QImage:
    """The printed sheet as drawn in the light theme, once for the module's tests (the
    first test to ask draws it, inside its own application context)."""
    return render_image(MapScene(Board.load(map_id)), SCALE)


@pytest.fixture
def renders(qapp: QApplication) -> Iterator[dict[str, QImage]]:
    yield {m: rendered(m) for m in ("tokyo", "osaka")}


def pixel(image: QImage, x: float, y: float) -> str:
    return image.pixelColor(round(x * SCALE), round(y * SCALE)).name()


def colour_of(map_id: str, letter: str) -> str:
    board = Board.load(map_id)
    return board.spec.routes[board.route_index(letter)].colour


def test_marunouchi_runs_over_yurakucho_and_hibiya_over_hanzomon(renders) -> None:
    tokyo = renders["tokyo"]
    # Marunouchi (down x=748) crosses Yurakucho (along y=474) between stations; beside
    # Marunouchi's arrowheads, the crossing shows Marunouchi's red, not Yurakucho's olive.
    assert delta_e(pixel(tokyo, 752.5, 474), colour_of("tokyo", "M")) < 3
    # Hibiya (down x=865) over Hanzomon's dotted line (along y=357).
    assert delta_e(pixel(tokyo, 869.5, 357), colour_of("tokyo", "H")) < 3
    # Tozai (along y=240) over Fukutoshin's double stripe (down x=456).
    assert delta_e(pixel(tokyo, 456, 244.5), colour_of("tokyo", "T")) < 3


def test_the_map_file_decides_which_line_runs_on_top(qapp: QApplication) -> None:
    data = json.loads((resource_dir("maps") / "tokyo.json").read_text(encoding="utf-8"))
    for route in data["routes"]:
        if route["letter"] == "Y":
            route["z"] = 9  # Yurakucho over every other line
    image = render_image(MapScene(Board.from_spec(map_spec(data))), SCALE)
    assert delta_e(pixel(image, 752.5, 474), colour_of("tokyo", "M")) > 20
    yurakucho = colour_of("tokyo", "Y")
    dots = QColor(yurakucho).darker(260).name()  # its dark dots, where one falls there
    assert min(delta_e(pixel(image, 752.5, 474), c) for c in (yurakucho, dots)) < 3


# Points on the centre of the title's strokes (within 3 units of the print's), clear of
# any box or line; in the font's outlined letters drawn before they were hollow.
TITLE_STROKES = {
    "tokyo": [(705.5, 40), (705.5, 85), (688, 22.7), (820, 30), (1001.75, 60), (951.75, 40)],
    "osaka": [(19.5, 60), (69.75, 60), (114, 60), (227.5, 50)],
}
# Inside an O, beside the T's stem, inside an A (no crossbar at that height).
TITLE_HOLLOWS = {"tokyo": [(975, 56), (714, 60)], "osaka": [(45, 60), (184, 60)]}


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_title_is_thin_single_strokes(renders, map_id: str) -> None:
    image = renders[map_id]
    paper = Board.load(map_id).spec.sheet.background
    for x, y in TITLE_STROKES[map_id]:
        assert delta_e(pixel(image, x, y), "#ffffff") < 3, (x, y)
    for x, y in TITLE_HOLLOWS[map_id]:  # inside a hexagonal O, beside the T, in an A
        assert delta_e(pixel(image, x, y), paper) < 3, (x, y)


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_crown_and_diamond_digits_have_a_white_outline(renders, map_id: str) -> None:
    image = renders[map_id]
    scene = MapScene(Board.load(map_id))
    for r, bonus in enumerate(scene.bonus_items):
        crown = bonus.mapRectToScene(bonus.shape().boundingRect())
        white = dark = 0
        for i in range(round(crown.left() * SCALE), round(crown.right() * SCALE)):
            for j in range(round(crown.top() * SCALE), round(crown.bottom() * SCALE)):
                c = image.pixelColor(i, j)
                white += min(c.red(), c.green(), c.blue()) > 245
                dark += max(c.red(), c.green(), c.blue()) < 110
        assert white > 60, (r, white)  # the outline around two digits
        assert dark > 60, (r, dark)  # the digits themselves, dark grey


@pytest.mark.parametrize(("map_id", "letter"), [("tokyo", "G"), ("osaka", "I")])
def test_the_orange_centre_stripe_is_a_soft_red_orange(renders, map_id, letter) -> None:
    image = renders[map_id]
    board = Board.load(map_id)
    r = board.route_index(letter)
    points = MapGeometry(board.spec).routes[r].stripe_points
    segments = zip(points, points[1:], strict=False)
    # Its longest segment, half-way along: between two stations.
    (ax, ay), (bx, by) = max(
        segments, key=lambda s: abs(s[1][0] - s[0][0]) + abs(s[1][1] - s[0][1])
    )
    mx, my = (ax + bx) / 2, (ay + by) / 2
    across = (-(by - ay), bx - ax)  # a straight segment: step sideways to the line's edge
    length = (across[0] ** 2 + across[1] ** 2) ** 0.5
    ox, oy = across[0] / length * 4.3, across[1] / length * 4.3
    centre, line = QColor(pixel(image, mx, my)), QColor(pixel(image, mx + ox, my + oy))
    assert delta_e(line.name(), board.spec.routes[r].colour) < 3
    assert 4 < delta_e(centre.name(), line.name()) < 15  # seen, but barely darker
    assert centre.lightnessF() > line.lightnessF() - 0.06
    assert centre.hueF() < line.hueF()  # redder, not browner
    assert centre.hsvSaturationF() > 0.6  # orange, not brown


def test_no_crown_touches_a_box(qapp: QApplication) -> None:
    for map_id in ("tokyo", "osaka"):
        scene = MapScene(Board.load(map_id))
        boxes = [item.sceneBoundingRect() for row in scene.indicator_items for item in row]
        boxes += [item.sceneBoundingRect() for item in scene.station_items]
        for r, bonus in enumerate(scene.bonus_items):
            crown = bonus.mapRectToScene(bonus.shape().boundingRect()).adjusted(-2, -2, 2, 2)
            touching = [b for b in boxes if QRectF(b).intersects(crown)]
            assert touching == [], (map_id, board_letter(map_id, r), touching)


def board_letter(map_id: str, r: int) -> str:
    return Board.load(map_id).spec.routes[r].letter


def test_a_title_with_letters_not_drawn_in_strokes_keeps_the_font(qapp: QApplication) -> None:
    """A new map's title ("NAGOYA": no N, G) is printed from the font's outline, whole."""
    from metrox_desktop.ui.sheet.title_letters import title_path

    assert title_path("NAGOYA", 500, 60, 100, 320) is None
    assert title_path("Osaka", 500, 60, 100, 320) is not None  # any case
    data = json.loads((resource_dir("maps") / "tokyo.json").read_text(encoding="utf-8"))
    data["labels"][0]["text"]["en"] = "NAGOYA"
    image = render_image(MapScene(Board.from_spec(map_spec(data))), SCALE)
    # Above the boxes of the top row (y 44 on), only the title is white.
    white = [
        (x, y)
        for x in range(680, 1000)
        for y in range(18, 40)
        if delta_e(pixel(image, x, y), "#ffffff") < 3
    ]
    assert len(white) > 100  # its outline is drawn
