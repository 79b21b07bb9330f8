"""MapScene: built once from a map, then shows a sheet; clicks come back as indices."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView
from shapely import Polygon, box
from shapely.ops import unary_union

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.rules import apply
from metrox_desktop.engine.scoring import score
from metrox_desktop.engine.state import CIRCLE, EMPTY, Award, SheetState
from metrox_desktop.ui.sheet.scene import MapScene


@pytest.fixture(params=["tokyo", "osaka"])
def board(request: pytest.FixtureRequest) -> Board:
    return Board.load(request.param)


@pytest.fixture
def tokyo() -> Board:
    return Board.load("tokyo")


def test_builds_one_item_per_piece(qtbot, board: Board) -> None:
    scene = MapScene(board)
    assert len(scene.route_items) == board.route_count
    assert len(scene.station_items) == board.station_count
    assert [len(b) for b in scene.indicator_items] == list(board.indicator_counts)
    assert scene.sceneRect().width() == board.spec.sheet.width


def test_show_sheet_writes_marks_codes_and_awards(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    sheet = SheetState.empty(tokyo)
    g = tokyo.route_index("G")
    sheet = apply(tokyo, sheet, Card.parse("3"), g).sheet
    star_station = tokyo.route_stations[g][3]
    sheet = apply(tokyo, sheet, Card.parse("star"), g).sheet
    awards = list(sheet.awards)
    awards[0] = Award.FIRST
    sheet = sheet._replace(awards=tuple(awards))
    scene.show_sheet(sheet, crossed_crowns=[1])
    first_three = tokyo.route_stations[g][:3]
    assert [scene.station_items[s].mark for s in first_three] == [CIRCLE] * 3
    assert scene.station_items[star_station].mark == tokyo.star_value(star_station)
    assert [b.code for b in scene.indicator_items[g]] == ["3", "star"]
    assert scene.bonus_items[0].award == "first"
    assert scene.bonus_items[1].crossed
    assert not scene.bonus_items[2].crossed
    scene.show_sheet(SheetState.empty(tokyo))
    assert all(item.mark == EMPTY for item in scene.station_items)
    assert scene.bonus_items[0].award is None


def test_show_score_fills_and_blanks_the_boxes(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    result = score(tokyo, SheetState.empty(tokyo))
    scene.show_score(result)
    assert scene.score_items["empty"].value == tokyo.station_count
    assert scene.score_items["total"].value == result.total
    scene.show_score(None)
    assert scene.score_items["total"].value is None


def test_preview_is_ghost_only_and_clears(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    scene.show_sheet(SheetState.empty(tokyo))
    m = tokyo.route_index("M")
    stations = tokyo.route_stations[m][:2]
    scene.show_preview(stations, CIRCLE, m, "2", completing=[m])
    assert [scene.station_items[s].ghost for s in stations] == [CIRCLE, CIRCLE]
    assert scene.station_items[stations[0]].mark == EMPTY
    assert scene.indicator_items[m][0].ghost == "2"
    assert scene.route_emphasis(m) == "highlight"
    scene.clear_preview()
    assert scene.station_items[stations[0]].ghost == EMPTY
    assert scene.indicator_items[m][0].ghost == ""
    assert scene.route_emphasis(m) == "normal"


def test_enabled_and_focus_dim_the_other_routes(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    scene.set_enabled_routes([0, 2])
    assert [scene.route_emphasis(r) for r in range(3)] == ["highlight", "dim", "highlight"]
    scene.focus_route(1)
    assert [scene.route_emphasis(r) for r in range(3)] == ["dim", "highlight", "dim"]
    scene.focus_route(None)
    scene.set_enabled_routes(None)
    assert {scene.route_emphasis(r) for r in range(tokyo.route_count)} == {"normal"}
    scene.set_enabled_stations([0, 1])
    assert scene.station_items[0].highlighted and not scene.station_items[2].highlighted


def test_station_tooltip_lists_references_and_routes(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    s = tokyo.parse_station_ref("G3")
    tip = scene.station_items[s].toolTip()
    assert "G3" in tip and "Z3" in tip
    assert "Ginza" in tip and "Hanzomon" in tip
    assert "Ginza" in scene.route_items[tokyo.route_index("G")].toolTip()


def _click(qtbot, scene: MapScene, point: QPointF) -> QGraphicsView:
    view = QGraphicsView(scene)
    view.resize(1100, 800)
    view.show()
    qtbot.addWidget(view)
    view.fitInView(scene.sceneRect())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))
    return view


def test_click_on_route_line_badge_and_indicator(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    t = tokyo.route_index("T")
    geo = scene.geometry.routes[t]
    # a point on the drawn stripe that no box and no other route covers
    others = [
        unary_union([Polygon(ring) for ring in g.hit_rings()])
        for g in scene.geometry.routes
        if g.index != t
    ]
    boxes = unary_union([box(*b) for b in scene.geometry.boxes])
    visible = geo.stripe.difference(boxes.buffer(3))
    for other in others:
        visible = visible.difference(other)
    part = max(getattr(visible, "geoms", [visible]), key=lambda g: g.length)
    middle = part.interpolate(0.5, normalized=True)
    targets = [
        QPointF(middle.x, middle.y),
        scene.badge_items[t].boundingRect().center(),
        scene.indicator_items[t][1].rect.center(),
    ]
    for point in targets:
        with qtbot.waitSignal(scene.route_clicked) as blocker:
            _click(qtbot, scene, point)
        assert blocker.args == [t]


def test_click_on_shared_station_reports_station_and_nearest_route(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    s = tokyo.parse_station_ref("G3")
    routes: list[int] = []
    stations: list[int] = []
    scene.route_clicked.connect(routes.append)
    scene.station_clicked.connect(stations.append)
    _click(qtbot, scene, scene.station_items[s].rect.center())
    assert stations == [s]
    assert len(routes) == 1 and routes[0] in tokyo.station_routes[s]


def test_hover_reports_route_then_none(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    view = QGraphicsView(scene)
    view.resize(1100, 800)
    view.show()
    qtbot.addWidget(view)
    view.fitInView(scene.sceneRect())
    hovered: list[object] = []
    scene.route_hovered.connect(hovered.append)
    h = tokyo.route_index("H")
    badge = view.mapFromScene(scene.badge_items[h].boundingRect().center())
    QTest.mouseMove(view.viewport(), badge)
    qtbot.waitUntil(lambda: hovered[-1:] == [h])
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(700, 740)))
    qtbot.waitUntil(lambda: hovered[-1:] == [None])


def test_flash_runs_then_ends(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    scene.flash_routes([2, 4])
    assert scene.flashing == {2, 4}
    qtbot.waitUntil(lambda: not scene.flashing, timeout=10_000)
    scene.flash_routes([])
    assert not scene.flashing


def test_enabled_stations_only_light_up_empty_boxes(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    sheet = apply(tokyo, SheetState.empty(tokyo), Card.parse("2"), 0).sheet
    scene.show_sheet(sheet)
    written = tokyo.route_stations[0][0]
    scene.set_enabled_stations([written, 40])
    assert not scene.station_items[written].highlighted
    assert scene.station_items[40].highlighted
    scene.set_enabled_stations(None)
    assert not scene.station_items[40].highlighted


def test_every_route_piece_has_the_route_tooltip(qtbot, board: Board) -> None:
    scene = MapScene(board)
    for r in range(board.route_count):
        tip = scene.route_tooltip(r)
        assert board.spec.routes[r].name.en in tip
        pieces = [
            scene.route_items[r],
            scene.badge_items[r],
            scene.name_items[r],
            scene.bonus_items[r],
        ]
        assert all(piece.toolTip() == tip for piece in [*pieces, *scene.indicator_items[r]])


@pytest.mark.parametrize(("y", "letter"), [(110, "F"), (134, "Y")])
def test_shared_station_click_picks_the_stripe_under_the_pointer(
    qtbot, tokyo: Board, y: float, letter: str
) -> None:
    # B2 is on Fukutoshin (upper stripe) and Yurakucho (lower stripe).
    scene = MapScene(tokyo)
    b2 = tokyo.station_ids.index("B2")
    routes: list[int] = []
    scene.route_clicked.connect(routes.append)
    with qtbot.waitSignal(scene.station_clicked) as blocker:
        _click(qtbot, scene, QPointF(340, y))
    assert blocker.args == [b2]
    assert routes == [tokyo.route_index(letter)]


def test_player_name_goes_in_the_name_box_where_printed(qtbot) -> None:
    osaka = MapScene(Board.load("osaka"))
    osaka.show_player_name("Hanako")
    assert osaka.score_items["name"].value == "Hanako"
    osaka.show_player_name(None)
    assert osaka.score_items["name"].value is None
    tokyo = MapScene(Board.load("tokyo"))
    tokyo.show_player_name("Hanako")  # Tokyo prints no name box: nothing to write
    assert "name" not in tokyo.score_items


def test_route_names_in_japanese(qtbot, tokyo: Board) -> None:
    scene = MapScene(tokyo)
    g = tokyo.route_index("G")
    assert scene.name_items[g].text == "Ginza"
    scene.set_language("ja")
    assert scene.name_items[g].text == "銀座線"
    scene.set_language("en")
    assert scene.name_items[g].text == "Ginza"


def test_problems_are_ringed_where_they_are(qtbot) -> None:
    import json

    from metrox_desktop.maps.loader import check_map_text, resource_dir
    from metrox_desktop.maps.validation import Problem, drawable_spec

    data = json.loads((resource_dir("maps") / "tokyo.json").read_text(encoding="utf-8"))
    data["stations"][1]["x"] = 240  # A2 overlaps A1
    report = check_map_text(json.dumps(data), "broken.json")
    assert report.spec is not None and report.problems
    scene = MapScene(Board.from_spec(drawable_spec(report.spec)))
    scene.show_problems([*report.problems, Problem("$", "nowhere in particular")])
    rings = scene.problem_items
    assert len(rings) == len(report.problems)  # the one without a place is not drawn
    assert rings[0].toolTip() == str(report.problems[0])
    scene.show_problems([])
    assert scene.problem_items == []
