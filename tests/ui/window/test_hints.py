"""The Hint, as a player meets it in the real window: the strong AI's choice ringed on
the sheet and every choice listed with its expected final score; worked out while
the window keeps running; dropped when the position passes; counted and saved."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from metrox_desktop.engine.ai import PlayerView, strategy_named
from metrox_desktop.engine.ai.play import turn_rng
from metrox_desktop.engine.cards import CardKind
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence import saves
from metrox_desktop.seats import Seat
from metrox_desktop.ui.sheet.choice_marks import ChoiceMark, choice_name
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import click_choice, flip_until, open_window, shown_number
from tests.ui.waiting import handle_queued_events

FAST = 600  # playout cards: tests where the strength of the answer does not matter


def strong_choice(window: MainWindow, player: int) -> Choice | None:
    """What a strong bot in ``player``'s seat chooses on the table as it is now."""
    session = window.session
    match = session.match
    assert match.card is not None
    view = PlayerView(match.game, player, match.card, match.deck)
    return strategy_named("strong").choose(view, turn_rng(session.seed, match.turn, player))


def hint_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.endswith("(_work)")]


def marks(window: MainWindow) -> list[ChoiceMark]:
    assert window.scene is not None
    return [item for item in window.scene.items() if isinstance(item, ChoiceMark)]


def flip_route_card(window: MainWindow) -> None:
    """Flip until a route card is on the table (a free circle is written at once)."""
    window.controller.flip()
    card = window.session.match.card
    assert card is not None
    if card.kind is CardKind.FREE:
        window.session.choose(window.session.legal_choices()[0])
        window.controller.flip()


def read_entry(text: str) -> tuple[float, str]:
    """A list entry as a player reads it: "Z: 44.2  (best)", "G: 41.9  (\u22122.3)"
    -> (the expected score, what is in brackets)."""
    found = re.fullmatch(r".+: (\d+\.\d)  \((.+)\)", text)
    assert found is not None, text
    return float(found[1]), found[2]


def wait_for_hint(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.hints.shown, timeout=20_000)
    handle_queued_events(qtbot)  # the panel lays itself out for the list (posted requests)


def hint_shown(qtbot, turns: int = 0) -> MainWindow:
    """A Tokyo game after ``turns`` turns, the next card flipped and its hint shown."""
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("tokyo", seed="HINT7")
    play_turns(window.session, turns)
    window.controller.flip()
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    return window


def test_the_hint_is_the_strong_bots_choice_ringed_and_listed_best_first(qtbot) -> None:
    # At the strong bot's own strength, on Tokyo (Osaka's hints: the hover test).
    window = open_window(qtbot)
    window.start_game("tokyo", seed="HINT7")
    play_turns(window.session, 6)
    flip_route_card(window)
    expected = strong_choice(window, 0)
    assert window.hints.panel is None  # built when a hint is first asked for
    QTest.mouseClick(window.panel.hint_button, Qt.MouseButton.LeftButton)
    assert window.hints.panel.isVisible() and window.hints.panel.title.text() == "Hint: thinking..."
    wait_for_hint(qtbot, window)

    assert window.hints.best == expected
    board, card = window.session.board, window.session.match.card
    assert card is not None
    entries = window.hints.panel.entries()
    legal = window.session.legal_choices()
    assert len(entries) == len(legal)  # every legal choice, once
    shown = window.hints.panel.list
    listed = [shown.item(i).data(Qt.ItemDataRole.UserRole) for i in range(shown.count())]
    assert sorted(listed) == sorted(legal)
    assert entries[0].startswith(choice_name(board, expected)[1] + ": ")
    read = [read_entry(text) for text in entries]
    values = [value for value, _ in read]
    assert values[1:] == sorted(values[1:], reverse=True)  # the AI's choice, then by score
    # The best says so; every other one says what it loses against the best.
    assert read[0][1] == "best"
    for value, difference in read[1:]:
        assert shown_number(difference) == pytest.approx(value - values[0], abs=0.11)
    # What the numbers mean, once: under the list, or on the "?" in a short panel.
    panel = window.hints.panel
    assert panel.meaning.isVisible() != panel.why.isVisible()
    assert "strong AI" in (
        panel.meaning.text() if panel.meaning.isVisible() else panel.why.toolTip()
    )
    # Ringed on the sheet (its badge), and previewed as a hover would.
    [mark] = marks(window)
    assert window.scene is not None
    badge = window.scene.badge_items[expected.index].sceneBoundingRect()
    assert mark.rects[0].contains(badge)
    assert window.controller.preview is not None and window.controller.preview.choice == expected


def test_a_free_circle_hint_lists_stations_by_their_reference(qtbot) -> None:
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("tokyo", seed="HINT7")
    flip_until(window, {CardKind.FREE})
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    session = window.session
    best = window.hints.best
    assert best is not None and best in session.legal_choices()
    refs = " / ".join(session.board.station_refs(best.index))
    assert window.hints.panel.entries()[0].startswith(refs + ": ")
    assert len(window.hints.panel.entries()) == len(session.legal_choices())
    assert window.scene is not None
    [mark] = marks(window)
    assert mark.rects[0].contains(window.scene.station_items[best.index].sceneBoundingRect())


def test_hovering_an_entry_previews_that_choice(qtbot) -> None:
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("osaka", seed="HINT7")
    play_turns(window.session, 3)
    flip_route_card(window)
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    lst = window.hints.panel.list
    third = lst.item(2)
    choice = third.data(Qt.ItemDataRole.UserRole)
    assert window.controller.preview.choice == window.hints.best != choice
    QTest.mouseMove(lst.viewport(), lst.visualItemRect(third).center())
    qtbot.waitUntil(lambda: window.controller.preview.choice == choice)
    assert window.panel.preview_label.text() == window.controller.describe(
        window.controller.preview
    )
    QTest.mouseClick(
        lst.viewport(), Qt.MouseButton.LeftButton, pos=lst.visualItemRect(lst.item(1)).center()
    )
    assert window.controller.preview.choice == lst.item(1).data(Qt.ItemDataRole.UserRole)


def test_thinking_never_freezes_the_window(qtbot) -> None:
    window = open_window(qtbot)  # the full strong amount of work
    window.start_game("tokyo", seed="HINT7")
    play_turns(window.session, 2)
    window.controller.flip()
    served_while_thinking: list[bool] = []
    window.menus.hint_action.trigger()
    assert window.hints.thinking
    # The search runs on its own thread: the window's event loop serves the next event
    # (here a timer's) while the hint is still being worked out.
    QTimer.singleShot(0, window, lambda: served_while_thinking.append(window.hints.thinking))
    qtbot.waitUntil(lambda: bool(served_while_thinking), timeout=5_000)
    assert served_while_thinking == [True]
    wait_for_hint(qtbot, window)
    assert window.hints.shown


def test_committing_drops_the_hint_and_its_late_answer_never_lands(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="HINT7")
    play_turns(window.session, 4)
    window.controller.flip()
    window.menus.hint_action.trigger()
    assert window.hints.thinking
    choice = window.session.legal_choices()[-1]
    click_choice(window, choice)  # the player writes before the hint comes
    assert window.session.phase is Phase.FLIP
    assert not window.hints.panel.isVisible()
    window.controller.flip()  # the next turn, where the late answer must not land
    qtbot.waitUntil(lambda: not hint_threads(), timeout=20_000)
    handle_queued_events(qtbot)  # a queued delivery would have arrived by now
    assert not window.hints.shown and window.hints.key is None
    assert not window.hints.panel.isVisible()
    assert marks(window) == []


def test_undo_and_flip_drop_a_hint_shown(qtbot) -> None:
    window = hint_shown(qtbot, turns=3)
    window.controller.commit(window.hints.best)
    assert marks(window) == [] and not window.hints.panel.isVisible()
    window.menus.undo_action.trigger()  # the same turn again: ask anew
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    assert len(marks(window)) == 1
    window.menus.undo_action.trigger()  # nothing to undo yet: the hint stays
    assert window.hints.shown
    window.controller.commit(window.session.legal_choices()[0])
    window.controller.flip()
    assert marks(window) == [] and not window.hints.shown


def test_a_hint_counts_once_a_turn_and_is_saved_and_resumed(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("tokyo", seed="HINT7")
    for _ in range(2):
        window.controller.flip()
        window.menus.hint_action.trigger()
        window.menus.hint_action.trigger()  # asked twice on one turn: one hint
        wait_for_hint(qtbot, window)
        window.controller.commit(window.hints.best)
    window.menus.undo_action.trigger()
    window.menus.hint_action.trigger()  # the same turn once more: still one for it
    wait_for_hint(qtbot, window)
    window.controller.commit(window.hints.best)
    assert window.session.hints == (2,)
    path = tmp_path / "game.json"
    assert window.save_game_as(str(path))
    other = open_window(qtbot)
    assert other.open_game(str(path))
    assert other.session.hints == (2,)
    other.controller.flip()
    other.menus.hint_action.trigger()
    assert other.session.hints == (3,)


def test_a_hint_is_in_the_autosave_as_soon_as_it_is_asked(qtbot) -> None:
    """The autosave on disk right after a hint, before any choice, is what a killed
    window leaves: the game resumed from it still counts the hint (the player has seen
    the answer to the card that is still up)."""
    hint_shown(qtbot)
    assert saves.read_save(saves.autosave_path()).hints == (1,)


def test_each_person_at_a_table_has_their_own_count(qtbot) -> None:
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("osaka", seed="HINT7", seats=(Seat("Ann"), Seat("Bo")))
    window.controller.flip()
    assert window.session.chooser == 0
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    window.controller.commit(window.session.legal_choices()[0])  # Bo is asked now
    assert not window.hints.shown  # Ann's hint is not shown on Bo's sheet
    assert window.session.chooser == 1 and window.controller.seat == 1
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    assert window.hints.key is not None and window.hints.key.player == 1
    assert window.session.hints == (1, 1)


def test_no_card_no_hint_one_clear_line(qtbot) -> None:
    window = open_window(qtbot)
    with qtbot.waitActive(window):  # keys reach the window's shortcuts
        window.activateWindow()
    window.start_game("tokyo", seed="HINT7")
    assert not window.panel.hint_button.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    assert window.statusBar().currentMessage() == (
        "Flip a card first: a hint is for the card on the table."
    )
    assert window.session.hints == (0,)
    flip_route_card(window)
    assert window.panel.hint_button.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    assert window.hints.key is not None  # Shift+H asks
    window.hints.cancel()
    QTest.keyClick(window.view, Qt.Key.Key_H)  # H alone: Tokyo's Hibiya line, as before
    assert window.hints.key is None
    hibiya = window.session.board.route_index("H")
    assert Choice.route(hibiya) in window.session.legal_choices()
    assert window.controller.preview is not None and window.controller.preview.route == hibiya


def test_a_hint_is_asked_on_the_choosers_own_sheet(qtbot) -> None:
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("tokyo", seed="HINT7", seats=(Seat("Ann"), Seat("Bo")))
    window.controller.flip()
    window.controller.show_seat(1)  # Ann looks at Bo's sheet while it is her turn
    assert not window.panel.hint_button.isEnabled()
    window.menus.hint_action.trigger()
    assert window.hints.key is None and window.session.hints == (0, 0)
    assert window.statusBar().currentMessage() == (
        "Show Ann's sheet to ask for a hint: it is their turn."
    )
    window.controller.show_seat(0)
    assert window.panel.hint_button.isEnabled()
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    assert len(marks(window)) == 1
    window.controller.show_seat(1)  # the ring is Ann's: not drawn on Bo's sheet
    assert marks(window) == [] and window.hints.shown
    window.controller.show_seat(0)
    assert len(marks(window)) == 1


def test_a_language_switch_keeps_the_hint_and_its_key(qtbot) -> None:
    from metrox_desktop.ui.language import set_language

    window = hint_shown(qtbot)
    entries = window.hints.panel.entries()
    try:
        set_language("ja")
        # The language change reaches the widgets as an event: the list names routes in
        # Japanese; the game and its hint are untouched.
        qtbot.waitUntil(lambda: window.hints.panel.entries() != entries, timeout=5_000)
        assert window.hints.shown and len(window.hints.panel.entries()) == len(entries)
        assert window.menus.hint_action.shortcut().toString() == "Shift+H"
        assert len(marks(window)) == 1
    finally:
        set_language("en")
    qtbot.waitUntil(lambda: window.hints.panel.entries() == entries, timeout=5_000)


def test_the_review_after_the_game_reads_the_hints_own_numbers(qtbot) -> None:
    # The final dialog's costly turns value each turn as the Hint did (the same
    # position, work and rng): a turn played as the Hint said is never called costly.
    from metrox_desktop.engine.ai.calibration import expected_scores
    from metrox_desktop.engine.ai.play import turn_rng as review_rng

    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("osaka", seed="HINT7", seats=(Seat("Ann"), Seat("Bo")))
    play_turns(window.session, 3)
    window.controller.flip()
    window.controller.commit(window.session.legal_choices()[0])  # Ann; now Bo asks
    window.menus.hint_action.trigger()
    wait_for_hint(qtbot, window)
    match = window.session.match
    assert match.card is not None and window.hints.ranked is not None
    view = PlayerView(match.game, 1, match.card, match.deck)
    review = expected_scores(view, review_rng("HINT7", match.turn, 1), FAST)
    assert dict(review) == dict(window.hints.ranked)


def test_a_ranking_foreseen_for_the_lesson_is_shown_at_once_when_the_hint_is_asked(
    qtbot,
) -> None:
    window = open_window(qtbot)
    window.hints.work = FAST
    window.start_game("tokyo", seed="HINT7")
    play_turns(window.session, 3)
    flip_route_card(window)
    coach = window.hints
    assert coach.foresee()  # the guided game's suggestion: worked out, not shown
    qtbot.waitUntil(lambda: coach.ranked is not None, timeout=20_000)
    handle_queued_events(qtbot)
    assert not coach.shown and coach.panel is None and marks(window) == []
    assert window.session.hints == (0,)  # nobody asked for a hint
    assert window.controller.preview is None
    ranked = coach.ranked
    window.menus.hint_action.trigger()  # asked now: the same ranking, no second search
    assert coach.shown and coach.ranked is ranked
    assert window.session.hints == (1,)
    handle_queued_events(qtbot)
    assert coach.panel is not None and coach.panel.isVisible()
    assert len(marks(window)) == 1 and window.controller.preview is not None
