"""The final dialog opens whole when the system has no file descriptor left to give
(a process at its limit of open files): the ranking, par (its search's table is read
early in the game), and the Share part's line and result code, which need no file once
the game has been dealt. What cannot be worked out is said in words, in the window's
language, never as an error's text."""

from __future__ import annotations

import os

import pytest

from metrox_desktop.engine.ai.patterns import package_tables
from metrox_desktop.seats import parse_seats
from metrox_desktop.sharing.result_code import decode
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.words import points_text
from tests.persistence.hostile import no_file_descriptor_free
from tests.ui.helpers import open_window, play_to_the_end


def test_the_final_dialog_shares_the_result_with_no_file_descriptor_free(qtbot) -> None:
    window = open_window(qtbot)
    play_to_the_end(window, "tokyo", "FDS22", parse_seats("Ann"))
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert window.score_dialog is not None
    window.score_dialog.reject()  # closed, and opened again from the menu
    qtbot.waitUntil(lambda: window.score_dialog is None)
    with no_file_descriptor_free():
        with pytest.raises(OSError):  # the limit is real: nothing opens now
            os.open(os.devnull, os.O_RDONLY)
        dialog = window.show_score_dialog()
    assert dialog is not None and dialog.isVisible()
    (section,) = dialog.findChildren(ShareSection)
    total = window.session.scores()[0].total
    assert f"deal FDS22 \u2013 {points_text(total)} points" in section.line
    assert decode(section.code_label.text()).turns == window.session.record().turns


def finished_and_closed(qtbot, seed: str) -> MainWindow:
    """A game of one person played to its end, its final dialog closed at once (before
    it began any search) and the window a moment past the game's start, when it reads
    what its searches need."""
    window = open_window(qtbot)
    play_to_the_end(window, "osaka", seed, parse_seats("Ann"))
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert window.score_dialog is not None
    window.score_dialog.reject()
    qtbot.waitUntil(lambda: window.score_dialog is None)
    return window


def reopened_unpainted(window: MainWindow) -> ParSection:
    """The final dialog opened again, its par section's; nothing is painted while it
    works: Qt paints with threads of its own, and a thread it starts needs a descriptor
    (GLib ends the process when none is free: a fault of the limit itself, which the
    tests here would meet by chance, not of what they check)."""
    window.setUpdatesEnabled(False)
    dialog = window.show_score_dialog()
    assert dialog is not None and window.par_section is not None
    dialog.setUpdatesEnabled(False)
    return window.par_section


def test_par_is_worked_out_with_no_file_descriptor_free(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(ParSection, "default_width", 4)  # small searches: what is shown
    monkeypatch.setattr(ParSection, "default_work", 100)
    package_tables.cache_clear()  # as in a process that has not searched yet
    window = finished_and_closed(qtbot, "FDPAR1")
    # Read once, early in the game, as the maps and decks are: never by par at its end.
    qtbot.waitUntil(lambda: package_tables.cache_info().currsize == 1, timeout=5_000)
    with no_file_descriptor_free():
        with pytest.raises(OSError):
            os.open(os.devnull, os.O_RDONLY)
        section = reopened_unpainted(window)
        qtbot.waitUntil(lambda: section.done, timeout=60_000)
    assert section.par is not None and section.par_label.text() == f"<b>{section.par.par}</b>"
    assert not section.status.isVisible()


@pytest.mark.parametrize(
    "lang,said",
    [
        ("en", ("Too many open files", "Game > Final ranking")),
        ("ja", ("開いているファイルが多すぎます", "ゲーム > 最終順位")),
    ],
)
def test_par_that_cannot_be_worked_out_says_why_in_words(
    qtbot, monkeypatch, lang: str, said: tuple[str, ...]
) -> None:
    monkeypatch.setattr(ParSection, "default_width", 4)
    monkeypatch.setattr(ParSection, "default_work", 100)
    set_language(lang)
    try:
        window = finished_and_closed(qtbot, "FDPAR2")
        # A process whose searches have not read their table yet, and cannot now.
        package_tables.cache_clear()
        with no_file_descriptor_free():
            section = reopened_unpainted(window)
            qtbot.waitUntil(lambda: section.done, timeout=60_000)
    finally:
        set_language("en")
        package_tables.cache_clear()  # read again by the next search that needs it
    text = section.status.text()
    assert section.status.isVisible() and all(words in text for words in said)
    for developers_words in ("Error", "Errno", "pattern_table", "/"):
        assert developers_words not in text.replace("Game > ", "").replace("ゲーム > ", "")
