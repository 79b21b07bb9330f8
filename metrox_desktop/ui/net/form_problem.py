"""A form's problem, said where a person at the keyboard or with a screen reader is.

Join a table and Host a table check their fields when the button is pressed and say
what is wrong in a line under the form. Nothing moves there: a screen reader said
nothing, and the focus stayed on the button. :func:`show_problem` puts the focus on
the field at fault, its text selected to type again, with the problem as the field's
description, which a screen reader reads as the focus lands.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QLineEdit, QWidget


def show_problem(
    label: QLabel, fields: Iterable[QWidget], at_fault: QWidget | None, text: str | None
) -> None:
    """``text`` (None: no problem) in ``label``, and as the description of the field
    ``at_fault``, which takes the focus; the other ``fields`` described as before."""
    label.setText(text or "")
    for field in fields:
        field.setAccessibleDescription("")  # its placeholder, if it has one, again
    if text is None or at_fault is None:
        return
    at_fault.setAccessibleDescription(text)
    at_fault.setFocus(Qt.FocusReason.OtherFocusReason)
    if isinstance(at_fault, QLineEdit | QAbstractSpinBox):
        at_fault.selectAll()
