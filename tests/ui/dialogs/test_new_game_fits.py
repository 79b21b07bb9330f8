"""New game at its least size, as it opens on a small screen (a 768-pixel laptop: Qt
opens a dialog no taller than two thirds of the screen): the notes above and below
the map's preview keep their lines, and none lies over the preview (the deck's note
covered the sheet's score boxes, in English and in Japanese)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from metrox_desktop.ui.dialogs.new_game import NewGameDialog
from metrox_desktop.ui.language import set_language
from tests.ui.helpers import open_window


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_notes_keep_clear_of_the_preview(qtbot, language: str) -> None:
    set_language(language)
    window = open_window(qtbot)
    window.start_game("tokyo", seed="FITS")
    seen: list[str] = []
    overlaps: list[str] = []

    def look_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        try:
            for map_index in range(dialog.map_combo.count()):  # each map's preview
                dialog.map_combo.setCurrentIndex(map_index)
                dialog.resize(dialog.minimumSize())  # as on a small screen
                QApplication.processEvents()
                preview = dialog.preview.geometry()
                for note in (dialog.seed_note, dialog.deck_note):
                    lines = note.heightForWidth(note.width())
                    if note.geometry().intersects(preview) or note.height() < lines:
                        overlaps.append(note.text())
                seen.append(dialog.deck_note.text())
        finally:
            dialog.reject()

    QTimer.singleShot(0, look_and_cancel)
    window.menus.new_action.trigger()
    assert len(seen) == 2, "New game did not open, or not with both maps"
    assert not overlaps
