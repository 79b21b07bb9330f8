"""What the final dialog's par section says to whom: hints are counted for people
only, a bot's row names its level, and "your" is said only to a person alone; for
1, 2 and 6 seats, people and bots mixed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from metrox_desktop.seats import Seat
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import open_window, play_to_the_end

pytestmark = pytest.mark.long  # run first: tests/conftest.py


def final_section(qtbot, seats: tuple[Seat, ...]) -> tuple[MainWindow, ParSection]:
    window = open_window(qtbot)
    window.bots.enabled = False  # the test chooses for every seat
    # The words depend on the seats, not on how the bots played.
    play_to_the_end(window, "tokyo", "WORD2", seats)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ParSection)
    section.cancel()  # what is worked out is not the point here
    return window, section


def texts(section: ParSection) -> list[str]:
    return [label.text() for label in section.findChildren(QLabel)]


def test_a_person_alone_is_you_and_their_hints_are_counted(qtbot) -> None:
    _, section = final_section(qtbot, (Seat("You"),))
    assert "Your score" in texts(section)
    assert section.score_labels[0].text().endswith("(0 hints used)")


def test_a_bot_alone_is_named_with_its_level_and_no_hints(qtbot) -> None:
    _, section = final_section(qtbot, (Seat("Bot 1", "strong"),))
    assert "Your score" not in texts(section)
    assert "Bot 1's score" in texts(section)
    assert section.score_labels[0].text().endswith("(bot, hard)")
    assert not any("hint" in text for text in texts(section))


def test_two_people_each_their_own_row_and_hints(qtbot) -> None:
    _, section = final_section(qtbot, (Seat("Ann"), Seat("Bo")))
    assert {"Ann's score", "Bo's score"} <= set(texts(section))
    assert "Your score" not in texts(section)
    for p in (0, 1):
        assert section.score_labels[p].text().endswith("(0 hints used)")


@pytest.mark.parametrize("shown", [0, 4])
def test_six_bots_the_seat_shown_is_reviewed_as_a_bot(qtbot, shown: int) -> None:
    seats = tuple(Seat(f"Bot {n}", "greedy") for n in range(1, 7))
    window = open_window(qtbot)
    window.bots.enabled = False
    play_to_the_end(window, "tokyo", "WORD2", seats)
    window.controller.show_seat(shown)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    [section] = window.score_dialog.findChildren(ParSection)
    section.cancel()
    assert list(section.score_labels) == [shown]
    assert f"Bot {shown + 1}'s score" in texts(section)
    assert section.score_labels[shown].text().endswith("(bot, easy)")
    assert not any("hint" in text or "Your" in text for text in texts(section))


def test_six_seats_mixed_review_the_people_only(qtbot) -> None:
    seats = (
        Seat("Ann"),
        Seat("Bot 1", "greedy"),
        Seat("Bo"),
        Seat("Bot 2", "strong"),
        Seat("Cy"),
        Seat("Bot 3", "random"),
    )
    window, section = final_section(qtbot, seats)
    assert sorted(section.score_labels) == [0, 2, 4]
    scores = window.session.scores()
    for p, name in ((0, "Ann"), (2, "Bo"), (4, "Cy")):
        assert f"{name}'s score" in texts(section)
        assert section.score_labels[p].text() == f"<b>{scores[p].total}</b>  (0 hints used)"
    assert not any("Bot" in text for text in texts(section))


def test_several_peoples_costly_turns_scroll_inside_the_dialog(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(ParSection, "default_width", 4)  # small searches: the layout
    monkeypatch.setattr(ParSection, "default_work", 100)  # is the point here
    seats = (Seat("Ann"), Seat("Bo"), Seat("Cy"))
    window = open_window(qtbot)
    play_to_the_end(window, "osaka", "WORD2", seats)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    [section] = window.score_dialog.findChildren(ParSection)
    qtbot.waitUntil(lambda: section.done, timeout=120_000)
    qtbot.waitUntil(lambda: section.turns_area.height() > 0, timeout=20_000)
    buttons = [b for p in (0, 1, 2) for b in section.review_buttons[p]]
    assert len(buttons) >= 6  # each person's costliest turns are listed ...
    area = window.score_dialog.body
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0)  # ... in a dialog
    assert area.height() < area.widget().height()  # that scrolls
    last = buttons[-1]
    area.ensureWidgetVisible(last)  # the last one can be reached
    viewport = area.viewport()
    qtbot.waitUntil(
        lambda: viewport.rect().contains(last.mapTo(viewport, last.rect().center())),
        timeout=20_000,
    )
    window.score_dialog.reject()


@pytest.mark.parametrize(
    ("seats", "looking"),
    [
        ((Seat("You"),), "Looking for your costliest choices..."),  # not "You's"
        ((Seat("Ann"), Seat("Bo")), "Looking for Ann's costliest choices..."),
    ],
)
def test_the_wait_for_the_costliest_choices_speaks_as_the_rows_do(
    qtbot, monkeypatch, seats: tuple[Seat, ...], looking: str
) -> None:
    monkeypatch.setattr(ParSection, "default_width", 4)  # small searches: the words
    monkeypatch.setattr(ParSection, "default_work", 100)  # are the point here
    said: list[str] = []
    window = open_window(qtbot)
    window.bots.enabled = False
    play_to_the_end(window, "tokyo", "WORD2", seats)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
    [section] = window.score_dialog.findChildren(ParSection)
    section.status.setText = lambda text: (said.append(text), QLabel.setText(section.status, text))
    qtbot.waitUntil(lambda: 0 in section.costly, timeout=120_000)
    assert looking in said
    window.score_dialog.reject()
