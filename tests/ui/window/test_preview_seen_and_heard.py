"""The preview of a choice is one sentence, shown and spoken: the card panel writes it
with route letters and station references ("T: circle T6 T7"), the screen reader hears
the very same sentence with route names and station numbers ("Tozai: circle stations
6, 7"). Every kind of preview (a number or circle, a star, a full route, a free circle,
a completion) on both maps, in English and in Japanese."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.table import Preview
from metrox_desktop.ui.language import local, set_language
from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def seen_parts(board: Board, preview: Preview) -> list[str]:
    """What the panel names: route letters, station references."""
    if preview.route is None:
        return ["/".join(board.station_refs(preview.choice.index))]
    refs = " ".join(board.station_ref(s, preview.route) for s in preview.stations)
    letters = [board.route_letters[r] for r in (preview.route, *preview.completing)]
    return [refs, *letters] if refs else letters


def heard_parts(board: Board, preview: Preview, station_word: str) -> list[str]:
    """What the reader names instead: route names, stations by number from the Start."""
    names = [
        local(board.spec.routes[r].name)
        for r in (preview.route, *preview.completing)
        if r is not None
    ]
    if preview.route is None:
        return []  # a free circle's station: "Ginza station 3" (checked below)
    order = board.route_stations[preview.route]
    numbers = ", ".join(str(order.index(s) + 1) for s in preview.stations)
    return [f"{station_word} {numbers}", *names] if numbers else names


def skeleton(text: str, parts: list[str]) -> str:
    for part in sorted(parts, key=len, reverse=True):
        text = text.replace(part, "#")
    return text


def previews_of_a_game(window: MainWindow) -> Iterator[tuple[Preview, str, str]]:
    """Every legal choice of every turn of a greedy game, previewed: (preview, the
    panel's line, what the screen reader heard)."""
    heard: list[str] = []
    window.reader.announced.connect(heard.append)
    session = window.session
    while session.phase is not Phase.OVER:
        window.controller.flip()
        if session.phase is not Phase.CHOOSE:
            continue
        for choice in session.legal_choices():
            preview = window.controller.preview_choice(choice)
            if preview is not None:
                yield preview, window.panel.preview_label.text(), heard[-1]
        session.choose(greedy_choice(session, 0))


# Deals whose greedy game previews every kind, a full route's indicator box too.
@pytest.mark.parametrize(
    ("map_id", "seed", "language"), [("tokyo", "FULL2", "en"), ("osaka", "WORDS", "ja")]
)
def test_the_panel_and_the_screen_reader_say_one_sentence(
    qtbot, english_after, map_id: str, seed: str, language: str
) -> None:
    set_language(language)
    window = open_window(qtbot)
    window.start_game(map_id, seed=seed)
    board = window.session.board
    station_word = "stations" if language == "en" else "駅"
    kinds: set[str] = set()
    for preview, seen, heard in previews_of_a_game(window):
        if preview.route is None:
            kinds.add("free circle")
            route = board.station_routes[preview.choice.index][0]
            assert local(board.spec.routes[route].name) in heard
            assert not any(ref in heard for ref in board.station_refs(preview.choice.index))
            continue
        kinds.add("full" if not preview.stations else "star" if preview.mark > 0 else "circle")
        if preview.completing:
            kinds.add("completion")
            assert "-" not in seen, seen  # a dash or a full stop: no hyphen read as a minus
        one = len(preview.stations) == 1
        word = ("station" if one else "stations") if language == "en" else station_word
        parts = heard_parts(board, preview, word)
        assert skeleton(seen, seen_parts(board, preview)) == skeleton(heard, parts), (seen, heard)
    assert kinds == {"free circle", "full", "star", "circle", "completion"}
