"""The final dialog's "Share" part: the line for a chat and Copy result.

The line (sharing/share_line.py) names the map, the deal code, the total, its share of
the par the dialog shows (par so far, then par itself: written again each time the par
section says par came or rose), the day for today's deal, and the result code,
which a friend pastes into Game > Play against a result... to play the same deal
against this game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.result_code import MAPS, ResultCodeError
from metrox_desktop.sharing.share_line import share_line, share_words
from metrox_desktop.sharing.shared_name import under_name
from metrox_desktop.ui.dialogs.player_name import player_name
from metrox_desktop.ui.dialogs.room import WrappingLabel
from metrox_desktop.ui.language import local, translated
from metrox_desktop.ui.table.session import GameSession


class ShareSection(QWidget):
    """One player's result as a line to copy, with ``par()``: asked again at
    :meth:`refresh` (the par section's ``par_shown``).
    ``named_here``: the player is the one person at this computer, whose result goes
    out under their own name (asked the first time: ``player_name``)."""

    def __init__(  # noqa: PLR0913 - the result, and how it is shared
        self,
        record: GameRecord,
        player: int,
        board: Board,
        par: Callable[[], int | None] = lambda: None,
        parent: QWidget | None = None,
        named_here: bool = False,
    ) -> None:
        super().__init__(parent)
        self.record, self.player, self.board, self._par = record, player, board, par
        self.named_here = named_here
        self.name = ""  # the player's name as Copy result had it (asked, or kept)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.line_label = WrappingLabel("")  # the sentences, wrapped where there is no room
        self.code_label = QLabel()  # the code whole, on a line of its own
        for label in (self.line_label, self.code_label):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        row = QHBoxLayout()
        self.copy_button = QPushButton(self.tr("Copy result"))
        self.copy_button.setToolTip(
            self.tr("The line above, for a chat: a friend can play against it")
        )
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.line = ""
        self.refresh()

    def refresh(self) -> None:
        """The line again (par may have arrived, or risen)."""
        par = self._par()
        name = local(self.board.spec.name)
        parts, code = share_words(self._shared(), self.player, self.board, name, par)
        words = [translated(part) for part in parts]
        self.line = share_line(words, code)  # one line in a chat
        self.line_label.setText(" ".join(words))
        self.code_label.setText(code)

    def _shared(self) -> GameRecord:
        """The record as it is shared: under the player's name once it is known."""
        name = (self.name or Settings.load().player_name) if self.named_here else ""
        return under_name(self.record, self.player, name) if name else self.record

    def copy(self) -> None:
        """The line on the clipboard, under the player's name: the one kept, else asked
        now (nothing is copied if they cancel). The name it had stays this result's,
        kept or not (Preferences that cannot be read now keep none)."""
        if self.named_here and not self.name:
            name = player_name(self)
            if name is None:
                return
            self.name = name
            self.refresh()  # the line and its code under the name
        QGuiApplication.clipboard().setText(self.line)
        self.copy_button.setText(self.tr("Copied"))


def add_share_section(dialog: Any, session: GameSession, par_section: Any = None) -> None:
    """Put the Share part in the final dialog of the game in ``session``: a line for
    every person at the table, each under their name when there are several (the first
    seat's if only bots played). Games on a map file have no result code: no part then."""
    if session.board.map_id not in MAPS:
        return
    record = replace(session.record(), today=session.today)
    people = list(session.people) or [0]

    def par() -> int | None:
        found = getattr(par_section, "par", None)
        return getattr(found, "par", None)

    here = len(people) == 1 and bool(session.people)  # the one person at this computer
    try:
        sections = [ShareSection(record, p, session.board, par, named_here=here) for p in people]
    except ResultCodeError:
        return  # a game the rules cannot replay has nothing to share
    if par_section is not None:
        for section in sections:
            par_section.par_shown.connect(section.refresh)
    title = QCoreApplication.translate("ShareSection", "Share")
    if len(sections) == 1:
        dialog.add_section(title, sections[0])
        return
    every = QWidget()
    column = QVBoxLayout(every)
    column.setContentsMargins(0, 0, 0, 0)
    for person, section in zip(people, sections, strict=True):
        name = QLabel(
            QCoreApplication.translate("ShareSection", "{name}:").format(
                name=record.players[person]
            )
        )
        name.setStyleSheet("font-weight: bold;")
        column.addWidget(name)
        column.addWidget(section)
    dialog.add_section(title, every)
