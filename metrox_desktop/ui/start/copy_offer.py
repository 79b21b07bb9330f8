"""The question asked at start when an autosave cannot be used but a copy of it can (its
previous version, an unfinished write): the game window's and the card flipper's."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QMessageBox, QWidget

from metrox_desktop.ui.language import error_text, sentences


def go_on_with_copy(
    parent: QWidget | None,
    title: str,
    problems: Sequence[str],
    unreadable: str,
    missing: str,
    found: str,
) -> bool:
    """Whether the player goes on with the copy ``found`` describes (a sentence ending in
    the question and what becomes of the copy otherwise). ``problems``: why the autosave
    could not be used (marked for translation; none: it is missing), said in the same
    dialog through ``unreadable`` (translated, with ``{problem}``) or ``missing``."""
    what = (
        unreadable.format(problem=sentences(error_text(problem) for problem in problems))
        if problems
        else missing
    )
    answer = QMessageBox.question(parent, title, what + "\n\n" + found)
    return answer == QMessageBox.StandardButton.Yes
