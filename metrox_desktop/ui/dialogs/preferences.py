"""Preferences (Ctrl+,): everything the View menu sets, and a new game's defaults, in one
dialog.

API: ``PreferencesDialog(current, parent)`` shows a :class:`Preferences`; after
``exec()``, ``preferences()`` is what the player chose. The dialog changes nothing by
itself: the window applies the result (keepsakes.open_preferences), through what its menus
use, so a choice made here and one made in a menu are the same choice.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.seats import Seat, name_problem
from metrox_desktop.ui.actions import without_mnemonic
from metrox_desktop.ui.dialogs.buttons import OK, ok_cancel
from metrox_desktop.ui.dialogs.new_game import choice_box, deck_choices, map_choices
from metrox_desktop.ui.dialogs.seat_list import SeatListEditor
from metrox_desktop.ui.language import LANGUAGES, error_text
from metrox_desktop.ui.table.bots import PACES
from metrox_desktop.ui.table.table_layout import grow_with_window
from metrox_desktop.ui.themes import THEME_KEYS, theme_name


@dataclass(frozen=True)
class Preferences:
    language: str  # a key of LANGUAGES
    theme: str  # a key of THEME_KEYS
    colour_blind: bool
    bot_pace: int  # ms between a bots-only game's turns, one of PACES
    reveal_choices: bool
    map_id: str  # a new game's defaults
    deck_id: str
    seats: tuple[Seat, ...]
    confirm_replace: bool  # ask before a new game replaces one under way
    ink_saving: bool  # print without the paper's colour
    player_name: str = ""  # the name a shared result carries ("": asked when first shared)


class PreferencesDialog(QDialog):
    def __init__(self, current: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("Preferences"))
        layout = QVBoxLayout(self)
        layout.addWidget(self._look_box(current))
        layout.addWidget(self._table_box(current))
        layout.addWidget(self._new_game_box(current))
        buttons = ok_cancel(self)
        self.ok_button = buttons.button(OK)
        layout.addWidget(buttons)
        self.seat_list.changed.connect(self._check)
        self._check()
        grow_with_window(self)  # large over a large window

    def _look_box(self, current: Preferences) -> QGroupBox:
        box = QGroupBox(self.tr("Look"))
        form = QFormLayout(box)
        self.language = choice_box(LANGUAGES.items(), current.language, self.tr("Language"))
        form.addRow(self.tr("&Language:"), self.language)
        themes = ((key, without_mnemonic(theme_name(key))) for key in THEME_KEYS)
        self.theme = choice_box(themes, current.theme, self.tr("Theme"))
        form.addRow(self.tr("&Theme:"), self.theme)
        self.colour_blind = QCheckBox(self.tr("&Colour-blind palette"))
        self.colour_blind.setChecked(current.colour_blind)
        form.addRow(self.colour_blind)
        self.ink_saving = QCheckBox(self.tr("Print with less &ink (without the paper's colour)"))
        self.ink_saving.setChecked(current.ink_saving)
        form.addRow(self.ink_saving)
        return box

    def _table_box(self, current: Preferences) -> QGroupBox:
        box = QGroupBox(self.tr("At the table"))
        form = QFormLayout(box)
        names = (self.tr("Instant"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))
        paces = (
            (ms, self.tr("{name} ({seconds} s a turn)").format(name=name, seconds=ms / 1000))
            for ms, name in zip(PACES, names, strict=True)
        )
        self.pace = choice_box(paces, current.bot_pace, self.tr("Pace of a game of bots"))
        form.addRow(self.tr("&Pace of a game of bots:"), self.pace)
        self.reveal = QCheckBox(self.tr("Show &choices before the turn resolves"))
        self.reveal.setToolTip(
            self.tr("For teaching: each sheet shows its choice as soon as it is made")
        )
        self.reveal.setChecked(current.reveal_choices)
        form.addRow(self.reveal)
        self.confirm = QCheckBox(self.tr("&Ask before a new game replaces the one under way"))
        self.confirm.setChecked(current.confirm_replace)
        form.addRow(self.confirm)
        self.name = QLineEdit(current.player_name)
        self.name.setAccessibleName(self.tr("Your name"))
        self.name.setToolTip(self.tr("The name your shared results carry: friends see it"))
        self.name.textChanged.connect(self._check)
        form.addRow(self.tr("Your &name:"), self.name)
        return box

    def _new_game_box(self, current: Preferences) -> QGroupBox:
        box = QGroupBox(self.tr("A new game"))
        form = QFormLayout(box)
        self.map = choice_box(map_choices(), current.map_id, self.tr("Map"))
        form.addRow(self.tr("&Map:"), self.map)
        self.deck = choice_box(deck_choices(), current.deck_id, self.tr("Deck"))
        form.addRow(self.tr("&Deck:"), self.deck)
        self.seat_list = SeatListEditor(current.seats, box)
        form.addRow(self.tr("Players:"), self.seat_list)
        self.problem = QLabel(wordWrap=True)
        form.addRow(self.problem)
        return box

    def _check(self) -> None:
        """OK waits while the players cannot be played or the name cannot be one,
        saying why."""
        problem = self.seat_list.problem()
        name = self.name.text().strip()
        if problem is None and name and (wrong := name_problem(name)) is not None:
            problem = error_text(wrong)
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        self.ok_button.setEnabled(problem is None)

    def preferences(self) -> Preferences:
        return Preferences(
            language=self.language.currentData(),
            theme=self.theme.currentData(),
            colour_blind=self.colour_blind.isChecked(),
            bot_pace=self.pace.currentData(),
            reveal_choices=self.reveal.isChecked(),
            map_id=self.map.currentData(),
            deck_id=self.deck.currentData(),
            seats=self.seat_list.seats(),
            confirm_replace=self.confirm.isChecked(),
            ink_saving=self.ink_saving.isChecked(),
            player_name=self.name.text().strip(),
        )
