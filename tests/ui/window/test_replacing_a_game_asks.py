"""Play this deal again (Ctrl+Shift+N) and every action that replaces a game under way
asks first and says what becomes of the old game; "Don't ask again" is kept in the
settings."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QMessageBox

from metrox_desktop.persistence import saves
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.today import daily_deal, today
from metrox_desktop.ui.table.autoplay import play_turns
from tests.ui.helpers import open_window


def answer(button: QMessageBox.StandardButton, tick: bool, seen: list[str]) -> Callable[[], None]:
    def reply() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not up yet: the key is still on its way
            QTimer.singleShot(10, reply)
            return
        seen.append(box.text() + " " + box.informativeText())
        check = box.checkBox()
        assert isinstance(check, QCheckBox)
        check.setChecked(tick)
        box.button(button).click()

    return reply


def test_play_this_deal_again_asks_first_and_says_where_the_game_went(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="ASKME")
    session = window.session
    play_turns(session, 3)
    assert window.menus.replay_action.shortcut().toString() == "Ctrl+Shift+N"
    seen: list[str] = []

    QTimer.singleShot(0, answer(QMessageBox.StandardButton.Cancel, True, seen))
    window.menus.replay_action.trigger()
    assert len(seen) == 1 and "history" in seen[0] and str(saves.history_dir()) in seen[0]
    assert session.turn == 3 and saves.history() == []  # kept playing, nothing moved
    assert Settings.load().confirm_replace  # the tick counts only with Replace

    QTimer.singleShot(0, answer(QMessageBox.StandardButton.Yes, True, seen))
    window.menus.replay_action.trigger()
    assert len(seen) == 2 and session.turn == 0 and session.seed == "ASKME"
    assert len(saves.history()) == 1  # the old game, where the question said
    assert "history" in window.statusBar().currentMessage()
    assert not Settings.load().confirm_replace

    play_turns(session, 1)
    window.menus.replay_action.trigger()  # no question any more
    assert len(seen) == 2 and session.turn == 0 and len(saves.history()) == 2


def test_a_game_not_begun_is_replaced_without_a_question(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("osaka", seed="FRESH")
    window.rematch()  # no card flipped yet: nothing to lose, nothing asked
    assert window.session.seed != "FRESH" and window.session.turn == 0


def test_todays_deal_asks_before_it_replaces_a_game_under_way(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="MINE1")
    session = window.session
    play_turns(session, 2)
    seen: list[str] = []

    QTimer.singleShot(0, answer(QMessageBox.StandardButton.Cancel, False, seen))
    window.menus.today_action.trigger()
    assert len(seen) == 1 and "Today's deal" in seen[0]
    assert session.seed == "MINE1" and session.turn == 2  # kept playing

    QTimer.singleShot(0, answer(QMessageBox.StandardButton.Yes, False, seen))
    window.menus.today_action.trigger()
    assert len(seen) == 2 and session.seed == daily_deal(today()).code and session.turn == 0
    assert len(saves.history()) == 1  # the old game, where the question said


def test_a_game_with_only_its_first_card_flipped_is_not_said_to_be_kept(qtbot) -> None:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="EARLY")
    window.session.flip()
    seen: list[str] = []

    QTimer.singleShot(0, answer(QMessageBox.StandardButton.Yes, False, seen))
    window.menus.replay_action.trigger()
    assert len(seen) == 1
    assert "nothing of it is kept" in seen[0] and "history" not in seen[0]
    assert saves.history() == []  # as the question said
