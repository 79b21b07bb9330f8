"""The game window's New game, final ranking and announcements: New game offers the
seats on the table, the final ranking reopens from the menu, quick announcements never
overlap, and Quit has a key on every system."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.persistence import saves
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import before_the_last_turn, open_window

TABLE = (Seat("Ann"), Seat("Bo"), Seat("Cy", "greedy"))


def offered_seats(qtbot, window: MainWindow) -> tuple[Seat, ...]:
    """Game > New game as a player opens it: the seats the dialog starts from."""
    seen: list[tuple[Seat, ...]] = []

    def read_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog.options().seats)
        dialog.reject()

    QTimer.singleShot(0, read_and_cancel)
    window.menus.new_action.trigger()
    assert seen, "the New game dialog did not open"
    return seen[0]


def test_new_game_starts_from_the_seats_on_the_table(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="qa", seats=TABLE)  # as --players does
    assert offered_seats(qtbot, window) == TABLE
    window.rematch()
    assert offered_seats(qtbot, window) == TABLE


def test_new_game_offers_the_seats_of_a_resumed_game(qtbot, tmp_path: Path) -> None:
    match = Match.new(Board.load("osaka"), [s.name for s in TABLE], load_deck(), "resumed")
    path = tmp_path / "three.json"
    kinds = tuple(s.kind for s in TABLE)
    saves.write_save(saves.SavedGame(match, datetime(2026, 1, 2), seats=kinds), path)
    window = open_window(qtbot)
    assert window.open_game(str(path))
    assert offered_seats(qtbot, window) == TABLE


def test_new_game_falls_back_to_the_remembered_seats(qtbot) -> None:
    settings = Settings.load()
    settings.seats = "Ann,Bot:greedy"
    settings.save()
    window = open_window(qtbot)
    assert not window.session.started
    assert offered_seats(qtbot, window) == (Seat("Ann"), Seat("Bot", "greedy"))


def play_to_end(window: MainWindow) -> None:
    session = window.session
    while session.phase is not Phase.OVER:
        window.controller.flip()
        session.choose(session.legal_choices()[0])


def test_the_final_ranking_can_be_reopened_from_the_menu(qtbot) -> None:
    from metrox_desktop.ui.dialogs.par_section import ParSection

    window = open_window(qtbot)
    window.resume_game(before_the_last_turn("tokyo", "ranking-again", (Seat("You"),)))
    assert not window.menus.ranking_action.isEnabled()  # the game goes on: nothing to rank yet
    play_to_end(window)  # its last card
    assert window.menus.ranking_action.isEnabled()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=20_000)
    first = window.score_dialog
    assert first is not None
    total = first.total_label.text()
    first.reject()
    assert window.score_dialog is None

    window.menus.ranking_action.trigger()
    again = window.score_dialog
    assert again is not None and again is not first and again.isVisible()
    assert again.total_label.text() == total
    assert again.findChildren(ParSection)  # with its par section, as at the end
    again.reject()

    window.start_game("tokyo", seed="next")
    assert not window.menus.ranking_action.isEnabled()


def shown_banners(window: MainWindow, texts: tuple[str, ...]) -> list[QLabel]:
    """The announcements a player sees over the sheet, top first."""
    labels = [
        label
        for label in window.findChildren(QLabel)
        if label.isVisible() and label.text() in texts
    ]
    return sorted(labels, key=lambda label: label.mapTo(window, QPoint(0, 0)).y())


def window_rect(window: MainWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def test_quick_announcements_go_below_each_other_never_over(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="toasts")
    texts = (
        "F Fukutoshin: crown +2 for Ann and Bo; crossed out for Cy",
        "Z Hanzomon: crown +4 for Cy",
        "G Ginza: diamond +3 for Ann",
    )
    for text in texts:  # three turns resolved at a 1 s pace: all still up
        window.controller.announce.emit(text)
    banners = shown_banners(window, texts)
    assert [b.text() for b in banners] == list(texts)  # in order, the newest lowest
    rects = [window_rect(window, b) for b in banners]
    for upper, lower in zip(rects, rects[1:], strict=False):
        assert upper.bottom() < lower.top()  # below, not over
    sheet = window_rect(window, window.view.viewport())
    assert all(sheet.contains(r) for r in rects)
    window.controller.announce.emit("T Tozai: crown +7 for Bo")  # the oldest makes room
    assert [b.text() for b in shown_banners(window, (*texts, "T Tozai: crown +7 for Bo"))] == [
        *texts[1:],
        "T Tozai: crown +7 for Bo",
    ]


def test_an_announcement_stays_on_the_visible_sheet_when_the_view_scrolls(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="toasts")
    window.controller.announce.emit("G Ginza completed! +5")
    window.view.zoom_in()
    window.view.zoom_in()
    bar = window.view.verticalScrollBar()
    bar.setValue(bar.value() + 100)
    (banner,) = shown_banners(window, ("G Ginza completed! +5",))
    assert window_rect(window, window.view.viewport()).contains(window_rect(window, banner))


def test_quit_has_a_key_on_every_system(qtbot) -> None:
    from PySide6.QtGui import QKeySequence
    from PySide6.QtTest import QTest

    window = open_window(qtbot)
    window.start_game("tokyo", seed="quit")
    with qtbot.waitActive(window):
        window.activateWindow()
    quit_key = (
        QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
    )[0]
    QTest.keySequence(window, quit_key)
    assert not window.isVisible()
