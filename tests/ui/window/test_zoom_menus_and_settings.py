"""Zoom, menus, dialogs and settings of the game window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.window.main_window import MainWindow
from tests.ui.helpers import replace_without_asking


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.start_game("tokyo", seed="extras")
    return w


def wheel(window: MainWindow, steps: int) -> None:
    viewport = window.view.viewport()
    centre = QPointF(viewport.rect().center())
    event = QWheelEvent(
        centre,
        window.view.mapToGlobal(centre),
        QPoint(),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def test_wheel_and_keys_zoom_and_fit(qtbot, window: MainWindow) -> None:
    view = window.view
    scale = view.transform().m11()
    wheel(window, 2)
    assert view.transform().m11() > scale * 1.5
    QTest.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() == pytest.approx(scale)
    window.menus.zoom_in_action.trigger()
    assert view.zoom > 1.0
    window.menus.zoom_out_action.trigger()
    window.menus.zoom_out_action.trigger()
    assert view.zoom < 1.0


def test_view_fits_the_sheet_to_the_window(qtbot, window: MainWindow) -> None:
    assert window.scene is not None
    shown = window.view.mapFromScene(window.scene.sceneRect()).boundingRect()
    viewport = window.view.viewport().rect()
    assert viewport.contains(shown.adjusted(2, 2, -2, -2))
    assert shown.width() > viewport.width() * 0.9 or shown.height() > viewport.height() * 0.9


def test_discard_pile_lists_every_card_played(qtbot, window: MainWindow, monkeypatch) -> None:
    from metrox_desktop.ui.dialogs.discards import DiscardDialog

    play_turns(window.session, 6)
    shown: list[DiscardDialog] = []
    monkeypatch.setattr(DiscardDialog, "exec", lambda self: shown.append(self) or 0)
    QTest.mouseClick(window.panel.discard_button, Qt.MouseButton.LeftButton)
    assert len(shown) == 1
    assert shown[0].list.count() == 6
    assert window.panel.discard_button.text().startswith("Discard pile")


def test_rules_dialog_draws_every_card_kind(qtbot, window: MainWindow) -> None:
    from metrox_desktop.ui.dialogs.rules_help import RulesDialog

    dialog = RulesDialog(window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for word in ("Number", "Circled number", "Star", "Free circle", "Reshuffle", "Emp.P"):
        assert word in text


def test_new_game_dialog_options(qtbot) -> None:
    from metrox_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog("osaka", "okazu-20")
    qtbot.addWidget(dialog)
    assert dialog.options().map_id == "osaka" and dialog.options().seed is None
    assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()
    assert "reconstructed" in dialog.deck_note.text()
    dialog.seed_edit.setText("  AB12 ")
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("tokyo"))
    assert dialog.options().seed == "AB12" and dialog.options().map_id == "tokyo"


def test_same_deal_code_deals_the_same_cards(qtbot, window: MainWindow) -> None:
    play_turns(window.session, 8)
    first = window.session.played()
    window.start_game("tokyo", seed="extras")
    play_turns(window.session, 8)
    assert window.session.played() == first


def test_settings_round_trip_and_survive_damage(user_home: Path) -> None:
    assert Settings.load() == Settings()
    Settings("osaka", "okazu-20").save()
    assert Settings.load().map_id == "osaka"
    path = user_home / "config" / "settings.json"
    assert path.exists()
    path.write_text("{broken", encoding="utf-8")
    assert Settings.load() == Settings()
    Settings("tokyo").save()
    assert (user_home / "config" / "settings.json.bak").exists()  # the previous copy


def test_closing_remembers_the_map(qtbot, window: MainWindow) -> None:
    window.start_game("osaka")
    window.resize(760, 540)  # within the offscreen screen (800 x 600)
    window.close()
    assert Settings.load().map_id == "osaka"
    assert Settings.load().window  # geometry kept for next time
    again = MainWindow()
    qtbot.addWidget(again)
    again.restore_geometry()
    assert again.size().width() == 760


def test_the_bots_pace_and_early_choices_are_remembered(qtbot, window: MainWindow) -> None:
    from metrox_desktop.ui.table.bots import PACES

    window.menus.pace_actions[1].trigger()  # Fast
    window.menus.reveal_action.trigger()  # Show choices before the turn resolves
    assert (Settings.load().bot_pace, Settings.load().reveal_choices) == (PACES[1], True)
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.bots.pace == PACES[1] and again.menus.pace_actions[1].isChecked()
    assert again.session.reveal_choices and again.menus.reveal_action.isChecked()
    again.retranslate()  # menus built anew (a language switch) show the same choices
    assert again.menus.pace_actions[1].isChecked() and again.menus.reveal_action.isChecked()
    again.menus.reveal_action.trigger()
    assert not Settings.load().reveal_choices and not again.session.reveal_choices


def test_a_picture_leaves_the_remembered_table_options_alone(qtbot) -> None:
    shot = MainWindow()
    qtbot.addWidget(shot)
    shot.picture_only()
    shot.menus.pace_actions[0].trigger()
    shot.menus.reveal_action.trigger()
    assert Settings.load() == Settings()


def test_free_circle_by_arrow_keys(qtbot, window: MainWindow) -> None:
    from metrox_desktop.engine.cards import CardKind
    from metrox_desktop.engine.state import EMPTY

    session = window.session
    seed = 0
    while session.match.card is None or session.match.card.kind is not CardKind.FREE:
        if session.phase.value == "over":
            seed += 1
            window.start_game("tokyo", seed=f"free{seed}")
        elif session.phase.value == "choose":
            session.choose(session.legal_choices()[0])
        else:
            window.controller.flip()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Tab)  # the first empty station, top left
    first = window.controller.preview.choice.index
    items = window.scene.station_items
    QTest.keyClick(window.view, Qt.Key.Key_Down)
    below = window.controller.preview.choice.index
    assert items[below].rect.center().y() > items[first].rect.center().y()
    QTest.keyClick(window.view, Qt.Key.Key_Up)
    up = window.controller.preview.choice.index
    assert items[up].rect.center().y() < items[below].rect.center().y()
    first = window.controller.preview.choice.index
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert session.sheet.marks[first] != EMPTY


def test_play_this_deal_again(qtbot, window: MainWindow) -> None:
    replace_without_asking()  # the question itself: tests/ui/window/test_replacing_a_game_asks.py
    play_turns(window.session, 5)
    first = window.session.played()
    window.menus.replay_action.trigger()
    assert window.session.turn == 0 and window.session.seed == "extras"
    play_turns(window.session, 5)
    assert window.session.played() == first


def test_new_game_menu_starts_the_chosen_game(qtbot, window: MainWindow, monkeypatch) -> None:
    from metrox_desktop.ui.dialogs.new_game import NewGameDialog

    def choose_osaka(dialog: NewGameDialog) -> int:
        dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("osaka"))
        dialog.seed_edit.setText("MENU1")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_osaka)
    QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.session.board.map_id == "osaka" and window.session.seed == "MENU1"
    assert window.scene is not None and window.scene.board.map_id == "osaka"
    assert window.view.scene() is window.scene
    assert Settings.load().map_id == "osaka"
