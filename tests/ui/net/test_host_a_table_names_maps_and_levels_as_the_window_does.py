"""Host a table names the maps and the bots' levels as the rest of the window does, in
the window's language ("東京", "初級" in Japanese): it listed the maps' ids
capitalised ("Tokyo") and the bots by their strategies' names ("greedy"), in any
language. What the table is opened with stays the map's id and the strategy."""

from __future__ import annotations

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_dialog import HostDialog


def listed(box) -> list[tuple[str, str]]:  # noqa: ANN001 - a QComboBox
    return [(box.itemText(i), box.itemData(i)) for i in range(box.count())]


def test_host_a_table_names_maps_and_levels_in_the_windows_words(qtbot) -> None:  # noqa: ANN001
    set_language("ja")
    dialog = HostDialog("osaka", "Ann")
    qtbot.addWidget(dialog)
    assert ("東京", "tokyo") in listed(dialog.map) and ("大阪", "osaka") in listed(dialog.map)
    assert dialog.map.currentText() == "大阪"
    levels = listed(dialog.level)
    assert ("初級", "greedy") in levels and dialog.level.currentText() == "初級"
    assert not any(text == data for text, data in levels)  # no strategy's bare name
    dialog.level.setCurrentIndex(dialog.level.findData("strong"))
    options = dialog.options()
    assert options.map_id == "osaka" and options.bot_level == "strong"
    set_language("en")
    english = HostDialog("tokyo", "Ann")
    qtbot.addWidget(english)
    assert english.map.currentText() == "Tokyo" and english.level.currentText() == "easy"
