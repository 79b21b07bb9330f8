"""Settings the player changed that could not be saved (a folder where settings.json
goes, a read-only home): they apply until the app closes, and the player is told so
once for as long as the app runs, whichever change it was (View > Language, View >
Theme, Colours, Preferences), not at every change. A save that works again lets the
next failure be told."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from metrox_desktop.persistence.settings import Settings, settings_path
from metrox_desktop.ui.context import app_context
from metrox_desktop.ui.language import error_text
from metrox_desktop.words import os_reason

translate = QCoreApplication.translate


class _Told:
    """The app's part: whether the player was told that the settings are not saved."""

    def __init__(self) -> None:
        self.told = False


def save_settings(settings: Settings, parent: QWidget | None = None) -> bool:
    """Save ``settings``; when they cannot be, say why in a dialog over ``parent`` (the
    active window when None), the first time only. Whether they were saved."""
    unsaved = settings.save()
    told = app_context().part(_Told)
    if unsaved is None or told.told:
        told.told = told.told and unsaved is not None
        return unsaved is None
    told.told = True
    QMessageBox.warning(
        parent or QApplication.activeWindow(),
        translate("Preferences", "Preferences not saved"),
        translate(
            "Preferences",
            "Your preferences apply until you close MetroX, but they could not be saved in {folder}: {why}",  # noqa: E501 - one text for lupdate
        ).format(folder=str(settings_path().parent), why=error_text(os_reason(unsaved))),
    )
    return False
