"""A screen reader reads the sheet: routes, stations and score in words, and the news.

Everything is read the way a screen reader gets it: through Qt's accessibility
interfaces (``QAccessible.queryAccessibleInterface``), walking down from the window.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication

from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.state import EMPTY, Award
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.language import local, set_language
from metrox_desktop.ui.table.autoplay import play_turns
from tests.ui.helpers import open_window, play_greedily, shown_number

NAME = QAccessible.Text.Name


@pytest.fixture(autouse=True)
def screen_reader_listening(qapp: object) -> Iterator[None]:
    """Qt's accessibility on, as when a screen reader is running: the interfaces then
    hear every change of the widgets they stand for."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def sheet_tree(window: object, name: str = "Sheet in words") -> QAccessibleInterface:
    """The tree named "Sheet in words", found from the window as a screen reader would."""
    # The tree lays its rows out when the event loop turns, as it does before a screen
    # reader (another process) asks.
    QApplication.processEvents()
    found: list[QAccessibleInterface] = []

    def walk(face: QAccessibleInterface | None, depth: int) -> None:
        if face is None or depth > 8 or found:
            return
        if face.role() == QAccessible.Role.Tree and face.text(NAME) == name:
            found.append(face)
            return
        for i in range(face.childCount()):
            walk(face.child(i), depth + 1)

    walk(QAccessible.queryAccessibleInterface(window), 0)
    assert found, "no sheet in words under the window"
    return found[0]


def read_rows(tree: QAccessibleInterface) -> list[str]:
    """The tree's rows as a screen reader gets them (its items, headers left out)."""
    rows = []
    for i in range(tree.childCount()):
        child = tree.child(i)
        if child.role() == QAccessible.Role.TreeItem:
            rows.append(child.text(NAME))
    return rows


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_every_route_is_read_with_its_stations_boxes_and_bonuses(qtbot, map_id: str) -> None:
    window = open_window(qtbot)
    window.start_game(map_id, seed="READ1")
    board = window.session.board
    rows = read_rows(sheet_tree(window))
    # A fresh sheet: nothing filled, every box open, every crown open.
    for route in range(board.route_count):
        name = local(board.spec.routes[route].name)
        assert rows[route] == (
            f"{name}: 0 of {len(board.route_stations[route])} stations filled, "
            f"indicator boxes left: {board.indicator_counts[route]}, "
            f"crown {board.first_bonus[route]} open, diamond {board.later_bonus[route]}"
        )
    assert rows[-1].startswith("Score: completion bonus 0, crossing bonus 0")

    play_greedily(window, 12)
    sheet = window.session.sheet
    rows = read_rows(sheet_tree(window))
    assert len(rows) == board.route_count + 1  # every route, then the score
    for route in range(board.route_count):
        stations = board.route_stations[route]
        filled = sum(sheet.marks[s] != EMPTY for s in stations)
        left = board.indicator_counts[route] - len(sheet.indicators[route])
        assert f": {filled} of {len(stations)} stations filled" in rows[route]
        assert f"indicator boxes left: {left}," in rows[route]
        if sheet.awards[route] is Award.FIRST:
            assert f"crown {board.first_bonus[route]} taken" in rows[route]
        if route in window.session.crossed_crowns():
            assert f"crown {board.first_bonus[route]} crossed out" in rows[route]
    score = window.session.score()
    said = re.fullmatch(
        r"Score: completion bonus (\S+), crossing bonus (\S+), empty-station penalty "
        r"(\S+), total (\S+), empty stations (\S+)",
        rows[-1],
    )
    assert said is not None, rows[-1]
    assert [shown_number(number) for number in said.groups()] == [
        score.completion_bonus,
        score.intersection_bonus,
        score.penalty,
        score.total,
        score.empty_stations,
    ]


def test_a_routes_stations_are_its_children_with_their_marks(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="READ2")
    play_greedily(window, 6)
    board, sheet = window.session.board, window.session.sheet
    route = max(range(board.route_count), key=lambda r: len(sheet.indicators[r]))
    window.reader.topLevelItem(route).setExpanded(True)  # Right arrow, for a listener
    tree = sheet_tree(window)
    spoken = [tree.child(i).text(NAME) for i in range(tree.childCount())]
    # The open route's stations follow its row, numbered from its Start.
    row = spoken.index(
        next(t for t in spoken if t.startswith(local(board.spec.routes[route].name)))
    )
    stations = board.route_stations[route]
    heard = spoken[row + 1 : row + 1 + len(stations)]
    for position, (station, said) in enumerate(zip(stations, heard, strict=True)):
        mark = sheet.marks[station]
        state = "empty" if mark == EMPTY else "circled" if mark < 0 else f"number {mark} written"
        assert said.startswith(f"station {position + 1}: {state}")
        assert (", also on " in said) == (len(board.station_routes[station]) > 1)
    assert any(not t.endswith("empty") for t in heard)  # the greedy bot wrote here


def test_the_status_line_reads_the_score_in_words(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="READ3")
    play_turns(window.session, 4)
    score = window.session.score()
    face = QAccessible.queryAccessibleInterface(window.score_label)
    said = face.text(NAME)
    assert "Comp.B" not in said and "Emp.P" not in said
    assert said.startswith(f"completion bonus {score.completion_bonus}, crossing bonus ")
    total = re.search(r"total ([^,]+)", said)
    assert total is not None and shown_number(total[1]) == score.total, said


def test_the_card_and_the_places_to_write_are_announced(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="READ4")
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    window.controller.flip()
    qtbot.waitUntil(lambda: any(t.startswith("Card: ") for t in heard))
    said = next(t for t in heard if t.startswith("Card: "))
    choices = window.session.legal_choices()
    board = window.session.board
    if len(choices) <= 12:
        for choice in choices:
            if choice.is_route:
                assert local(board.spec.routes[choice.index].name) in said
    else:
        assert f"{len(choices)} places to write" in said


def test_each_person_at_one_screen_hears_the_card_when_it_is_theirs_to_write(qtbot) -> None:
    """Ann and Bo take turns at one screen: each hears their name, the card and where
    they may write it when it is their turn (Bo heard nothing when Ann had written),
    once a turn each."""
    window = open_window(qtbot)
    window.start_game("tokyo", seed="READ6", seats=parse_seats("Ann,Bo"))
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    session = window.session
    for _ in range(3):
        heard.clear()
        window.controller.flip()
        qtbot.waitUntil(lambda: any(t.startswith("Ann, your choice. Card: ") for t in heard))
        ann = session.legal_choices(0)
        window.controller.commit(ann[0])
        bo = session.legal_choices(1)
        qtbot.waitUntil(lambda: any(t.startswith("Bo, your choice. Card: ") for t in heard))
        said = next(t for t in heard if t.startswith("Bo, "))
        board = session.board
        places = [local(board.spec.routes[c.index].name) for c in bo if c.is_route]
        assert all(place in said for place in places) or f"{len(bo)} places" in said
        window.controller.commit(bo[-1])
        QApplication.processEvents()
        assert [t.split(".")[0] for t in heard if ", your choice" in t] == [
            "Ann, your choice",
            "Bo, your choice",
        ]


def test_a_preview_a_completion_and_a_reshuffle_are_announced(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="READ5")
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    window.controller.flip()
    choice = window.session.legal_choices()[0]
    window.controller.preview_choice(choice)
    preview = window.session.preview(choice)
    assert preview is not None and preview.route is not None
    name = local(window.session.board.spec.routes[preview.route].name)
    assert heard[-1].startswith(f"{name}: ")  # the route's name, not its letter
    assert " station" in heard[-1]  # stations by number from the Start, not "F1"
    window.session.choose(choice)
    play_greedily(window)
    assert window.session.phase is Phase.OVER
    assert any("shuffled" in t for t in heard)  # a reshuffle card was played
    assert any("complete" in t.lower() for t in heard)  # routes were completed


def test_f6_reads_the_whole_sheet_route_by_route_and_enter_writes(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="READ6")
    board = window.session.board
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    window.menus.read_sheet_action.trigger()
    assert window.menus.read_sheet_action.shortcut().toString() == "F6"
    assert window.focusWidget() is window.reader
    lines = heard[-1].split("\n")
    assert [line.split(":")[0] for line in lines[:-1]] == [local(r.name) for r in board.spec.routes]
    assert lines[-1].startswith("Score: ")
    # Enter on a legal route's row writes there, as a click on it would.
    window.controller.flip()
    while not any(c.is_route for c in window.session.legal_choices()):
        window.session.choose(window.session.legal_choices()[0])
        window.controller.flip()
    route = next(c for c in window.session.legal_choices() if c.is_route).index
    window.reader.setFocus()
    window.reader.setCurrentItem(window.reader.topLevelItem(route))
    boxes = len(window.session.sheet.indicators[route])
    qtbot.keyClick(window.reader, Qt.Key.Key_Return)
    assert len(window.session.sheet.indicators[route]) == boxes + 1  # the card is written
    assert "indicator boxes left: " in window.reader.topLevelItem(route).text(0)
    qtbot.keyClick(window.reader, Qt.Key.Key_Escape)
    assert window.focusWidget() is window.view


def test_f6_right_after_the_choices_reads_the_sheet_as_it_now_stands(qtbot) -> None:
    """The rows follow the game once the event loop turns; F6 pressed before it has
    turned (the choices just written) still reads the sheet as it stands."""
    window = open_window(qtbot)
    window.start_game("osaka", seed="READ9")
    play_greedily(window, 5)
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    window.menus.read_sheet_action.trigger()
    board, sheet = window.session.board, window.session.sheet
    lines = heard[-1].split("\n")
    for route, line in enumerate(lines[:-1]):
        stations = board.route_stations[route]
        filled = sum(sheet.marks[s] != EMPTY for s in stations)
        assert f": {filled} of {len(stations)} stations filled" in line
    total = re.search(r"total ([^,]+),", lines[-1])
    assert total is not None and shown_number(total[1]) == window.session.score().total
    assert any(not line.split(": ")[1].startswith("0 of") for line in lines[:-1])


def test_the_sheet_in_words_leaves_the_drawn_window_unchanged(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="READ7")
    play_turns(window.session, 3)
    window.menus.read_sheet_action.trigger()  # focused, the tree must still not show
    with_reader = window.grab().toImage()
    window.reader.hide()
    without = window.grab().toImage()
    assert with_reader == without


def test_the_sheet_in_words_follows_the_language(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="READ8")

    def stations() -> list[str]:  # every route's stations, as their rows say them
        reader = window.reader
        rows = [reader.topLevelItem(r) for r in range(window.session.board.route_count)]
        return [row.child(i).text(0) for row in rows for i in range(row.childCount())]

    set_language("ja")
    try:
        rows = read_rows(sheet_tree(window, "文字で読むシート"))
        face = QAccessible.queryAccessibleInterface(window.score_label)
        assert "駅" in rows[0] and "王冠" in rows[0]
        assert rows[-1].startswith("得点：路線完成ボーナス 0")
        assert face.text(NAME).startswith("路線完成ボーナス 0")
        play_turns(window.session, 2)  # rows written again as the game goes on: all in ja
        assert not any("station" in said for said in stations())
    finally:
        set_language("en")
    assert read_rows(sheet_tree(window))[0].startswith("Midosuji: ")
    assert all(said.startswith("station ") for said in stations())
