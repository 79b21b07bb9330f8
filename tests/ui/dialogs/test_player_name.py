"""A player has a name before a result of theirs leaves the computer: the first Copy
result asks it (in the final dialog or in History), the result then carries it, it is
kept and never asked again, and Preferences shows it to change. Cancelling copies
nothing. When Preferences cannot be read (no file descriptor free), the name is asked
for that result, saying why, and the player's settings are left as they are."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.persistence.settings import Settings, settings_path
from metrox_desktop.seats import Seat
from metrox_desktop.sharing.result_code import code_in, decode
from metrox_desktop.ui.dialogs.player_name import NameDialog
from metrox_desktop.ui.dialogs.preferences import PreferencesDialog
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.window import history_entries as entries
from metrox_desktop.ui.window.main_window import MainWindow
from tests.persistence.hostile import no_file_descriptor_free
from tests.ui.helpers import open_window, play_to_the_end, replace_without_asking


def answering(qtbot, answer: Callable[[NameDialog], None]) -> list[str]:
    """Answer the name dialog when it comes; what it asked is listed (empty: never)."""
    asked: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NameDialog):
            asked.append(dialog.windowTitle())
            answer(dialog)
        else:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    return asked


def type_name(name: str) -> Callable[[NameDialog], None]:
    def answer(dialog: NameDialog) -> None:
        dialog.edit.setText("Ann, the first")  # a comma cannot be in a name
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert not ok.isEnabled() and dialog.problem.isVisible()
        dialog.edit.setText(f"  {name} ")
        assert ok.isEnabled()
        ok.click()

    return answer


def finished_share(qtbot, window: MainWindow, seed: str) -> ShareSection:
    play_to_the_end(window, "tokyo", seed, (Seat("You"),))  # its last card played here
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert window.score_dialog is not None
    [section] = window.score_dialog.findChildren(ShareSection)
    return section


def test_the_first_copy_asks_the_name_once_and_the_result_carries_it(qtbot) -> None:
    replace_without_asking()
    window = open_window(qtbot)
    section = finished_share(qtbot, window, "NAME1")
    assert decode(section.code_label.text()).players == ["You"]  # not named yet
    QGuiApplication.clipboard().setText("before")
    asked = answering(qtbot, lambda dialog: dialog.reject())
    section.copy_button.click()  # cancelled: nothing leaves
    assert asked and QGuiApplication.clipboard().text() == "before"
    assert section.copy_button.text() == "Copy result" and not Settings.load().player_name

    asked = answering(qtbot, type_name("Yuki"))
    section.copy_button.click()
    assert asked == ["Your name"]
    line = QGuiApplication.clipboard().text()
    code = code_in(line)
    assert code is not None and decode(code).players == ["Yuki"]
    assert Settings.load().player_name == "Yuki"
    window.score_dialog.reject()

    again = finished_share(qtbot, window, "NAME2")  # the next game: never asked again
    assert decode(again.code_label.text()).players == ["Yuki"]
    asked = answering(qtbot, lambda dialog: dialog.reject())
    again.copy_button.click()
    assert again.copy_button.text() == "Copied"
    assert decode(code_in(QGuiApplication.clipboard().text()) or "").players == ["Yuki"]
    assert asked == []


def test_history_copy_asks_the_name_when_none_is_kept(qtbot) -> None:
    replace_without_asking()
    window = open_window(qtbot)
    play_to_the_end(window, "tokyo", "NAME3", (Seat("You"),))  # its last card played here
    window.start_game("osaka", seed="NEXT")  # the finished game goes to the history
    history = entries.show_history(window)
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    history.table.selectRow(0)
    asked = answering(qtbot, type_name("Bo"))
    line = history.copy_result()
    assert asked == ["Your name"] and line is not None
    assert decode(code_in(line) or "").players == ["Bo"]
    assert history_dir().is_dir() and Settings.load().player_name == "Bo"


def test_preferences_show_the_name_and_change_it(qtbot) -> None:
    settings = Settings.load()
    settings.player_name = "Yuki"
    settings.save()
    window = open_window(qtbot)

    def change(dialog: PreferencesDialog) -> None:
        assert dialog.name.text() == "Yuki"
        dialog.name.setText("Yu:ki")  # a colon cannot be in a name
        assert not dialog.ok_button.isEnabled() and dialog.problem.isVisible()
        dialog.name.setText("Yuki T")
        assert dialog.ok_button.isEnabled()
        dialog.accept()

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, PreferencesDialog):
            change(dialog)
        else:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    window.menus.preferences_action.trigger()
    assert Settings.load().player_name == "Yuki T"


def test_hosting_a_table_starts_with_the_kept_name(qtbot) -> None:
    from metrox_desktop.ui.net.host_dialog import HostDialog

    settings = Settings.load()
    settings.player_name = "Yuki"
    settings.save()
    window = open_window(qtbot)
    offered: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, HostDialog):
            offered.append(dialog.name.text())
            dialog.reject()
        else:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    window.menus.host_table_action.trigger()
    assert offered == ["Yuki"]  # not "You": the name a table shows is the player's own


def test_copy_with_preferences_unreadable_asks_for_this_result_and_keeps_them(qtbot) -> None:
    settings = Settings.load()
    settings.player_name, settings.bot_pace = "Yuki", 2000
    settings.save()
    replace_without_asking()
    window = open_window(qtbot)
    section = finished_share(qtbot, window, "NAME5")
    kept = settings_path().read_bytes()
    said: list[str] = []

    def answer(dialog: NameDialog) -> None:
        said.extend(label.text() for label in dialog.findChildren(QLabel))
        type_name("Yu")(dialog)

    asked = answering(qtbot, answer)
    with no_file_descriptor_free():  # Preferences cannot be read now
        section.copy_button.click()
    assert asked == ["Your name"]
    assert any("cannot be read now (Too many open files)" in text for text in said), said
    assert any("goes with this result only" in text for text in said)
    # The result goes out under the name typed, not the game's own ("You").
    assert decode(code_in(QGuiApplication.clipboard().text()) or "").players == ["Yu"]
    assert decode(section.code_label.text()).players == ["Yu"]
    assert settings_path().read_bytes() == kept  # the player's settings as they were
