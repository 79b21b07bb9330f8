"""The map inspector: routes and shared stations listed, problems shown, live reload."""

from __future__ import annotations

import json
from pathlib import Path

from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.ui.inspector.window import InspectorWindow
from tests.cli.running import run_app


def test_lists_routes_and_shared_stations(qtbot) -> None:
    window = InspectorWindow("tokyo")
    qtbot.addWidget(window)
    board = window.board
    assert board is not None
    assert window.routes_table.rowCount() == board.route_count
    assert window.routes_table.item(0, 0).text() == board.route_letters[0]
    shared = [s for s in range(board.station_count) if len(board.station_routes[s]) > 1]
    assert window.shared_table.rowCount() == len(shared)
    assert window.problems_list.item(0).text().startswith("No problems")


def test_hovered_station_is_described_and_route_isolation(qtbot) -> None:
    window = InspectorWindow("tokyo")
    qtbot.addWidget(window)
    board = window.board
    assert board is not None and window.scene is not None
    s = board.parse_station_ref("G3")
    window.scene.station_hovered.emit(s)  # the pointer over the station
    text = window.statusBar().currentMessage()
    assert "G3" in text and "Z3" in text and f"writes {board.star_value(s)}" in text
    g = board.route_index("G")
    window.scene.route_clicked.emit(g)
    assert window.selected_route == g
    assert window.route_stations.count() == len(board.route_stations[g])
    assert window.route_stations.item(0).text().startswith("G1 (Start)")
    assert window.scene.route_emphasis(g) == "highlight"
    assert window.scene.route_emphasis((g + 1) % board.route_count) == "dim"
    window.select_route(g)  # again: show all
    assert window.selected_route is None


def test_problems_are_listed_and_the_file_reloads(qtbot, tmp_path: Path) -> None:
    data = json.loads(resource_dir("maps").joinpath("tokyo.json").read_text(encoding="utf-8"))
    data["routes"][1]["stations"][0] = "Q99"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    texts = [window.problems_list.item(i).text() for i in range(window.problems_list.count())]
    assert any("Q99" in t for t in texts)
    # the author fixes the file: the inspector follows
    data["routes"][1]["stations"][0] = json.loads(
        resource_dir("maps").joinpath("tokyo.json").read_text(encoding="utf-8")
    )["routes"][1]["stations"][0]
    path.write_text(json.dumps(data), encoding="utf-8")
    qtbot.waitUntil(
        lambda: window.problems_list.item(0).text().startswith("No problems"), timeout=5000
    )
    assert window.board is not None


def test_unreadable_file_shows_a_problem_not_a_crash(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "junk.json"
    path.write_text("{not json", encoding="utf-8")
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    assert window.board is None
    assert "JSON" in window.problems_list.item(0).text()


def test_view_menu_opens_the_inspector_on_the_current_map(qtbot) -> None:
    from metrox_desktop.ui.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.start_game("osaka", seed="i")
    window.menus.inspect_action.trigger()
    opened = window.findChildren(InspectorWindow)
    try:
        assert len(opened) == 1 and opened[0].isVisible()
        assert opened[0].board is not None and opened[0].board.map_id == "osaka"
    finally:
        for inspector in opened:
            inspector.close()


def test_inspect_command(tmp_path: Path) -> None:
    out = tmp_path / "inspect.png"
    ok = run_app("inspect", "osaka", "--route", "p", "--screenshot", str(out), home=tmp_path)
    assert ok.returncode == 0, ok.stderr
    assert out.stat().st_size > 10_000
    missing = run_app("inspect", str(tmp_path / "nope.json"), home=tmp_path)
    assert missing.returncode == 2 and "no such map file" in missing.stderr
    assert "Traceback" not in missing.stderr


def test_a_deleted_and_rewritten_file_is_followed(qtbot, tmp_path: Path) -> None:
    text = resource_dir("maps").joinpath("osaka.json").read_text(encoding="utf-8")
    path = tmp_path / "edit.json"
    path.write_text(text, encoding="utf-8")
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    path.unlink()
    qtbot.waitUntil(lambda: window.board is None, timeout=5000)
    path.write_text(text, encoding="utf-8")
    qtbot.waitUntil(lambda: window.board is not None, timeout=5000)


def test_escape_or_ctrl_w_closes_the_inspector(qtbot) -> None:
    from PySide6.QtGui import QKeySequence

    window = InspectorWindow("tokyo")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    # (Offscreen windows never become active, so the key itself cannot be sent here.)
    [close] = [a for a in window.actions() if QKeySequence("Esc") in a.shortcuts()]
    assert QKeySequence("Ctrl+W") in close.shortcuts()
    close.trigger()
    assert not window.isVisible()


def test_the_inspector_fits_on_the_screen(qtbot) -> None:
    window = InspectorWindow("osaka")
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height()


def test_inspect_opens_in_the_theme_chosen_in_the_game(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    lightness = {}
    for theme in ("light", "dark"):
        home = tmp_path / theme
        (home / "config").mkdir(parents=True)
        (home / "config" / "settings.json").write_text(json.dumps({"theme": theme}))
        shot = home / "inspect.png"
        result = run_app("inspect", "tokyo", "--screenshot", str(shot), home=home)
        assert result.returncode == 0, result.stderr
        image = QImage(str(shot))
        points = [(x, y) for x in range(0, image.width(), 9) for y in range(0, image.height(), 9)]
        lightness[theme] = sum(image.pixelColor(x, y).lightnessF() for x, y in points) / len(points)
    assert lightness["dark"] < lightness["light"] - 0.2
