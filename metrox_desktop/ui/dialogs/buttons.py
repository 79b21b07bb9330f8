"""``ok_cancel(dialog)``: the OK and Cancel buttons every dialog that asks for something
ends with (New game, Preferences, a player's name, Host and Join a table)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QDialogButtonBox

OK = QDialogButtonBox.StandardButton.Ok


def ok_cancel(
    dialog: QDialog, ok: str = "", accept: Callable[[], object] | None = None
) -> QDialogButtonBox:
    """OK (worded ``ok``, else as the platform words it) accepts ``dialog``, or calls
    ``accept``, which checks first; Cancel rejects it. ``button(OK)`` is the OK button."""
    buttons = QDialogButtonBox(OK | QDialogButtonBox.StandardButton.Cancel)
    if ok:
        buttons.button(OK).setText(ok)
    buttons.accepted.connect(accept or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
