"""New game: the map (with a small preview), the deck, an optional deal code, and
the players: 1 to 6 seats, each a person or a bot.

API: ``NewGameDialog(map_id, deck_id, parent, seats=None)``; ``seats`` None starts
from the players remembered in ``Settings.seats`` (a lone "You" the first time).
``exec()``, then ``options()`` -> :class:`GameOptions` (map, deck, deal code or None,
seats). Accepting remembers the seats for next time. OK stays disabled, with the
reason shown under the players, while the seats or the deal code cannot be played.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.deal import own_code_note, typed_deal_code
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DEFAULT_DECK, builtin_deck_ids, load_deck
from metrox_desktop.maps.loader import DEFAULT_MAP, builtin_map_ids
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import Seat, SeatError, parse_seats, seats_text
from metrox_desktop.sharing.pasted_deal import pasted_deal, pasted_deal_problem
from metrox_desktop.sharing.today import daily_deal, today
from metrox_desktop.ui.dialogs.buttons import OK, ok_cancel
from metrox_desktop.ui.dialogs.seat_list import SeatListEditor
from metrox_desktop.ui.language import (
    deal_labels,
    deck_name,
    map_name,
    sentence,
    sentences,
    translated,
)
from metrox_desktop.ui.table.table_layout import grow_with_window, window_scale
from metrox_desktop.ui.themes import muted, readable, show_muted

PREVIEW = QSize(360, 262)


@dataclass(frozen=True)
class GameOptions:
    map_id: str
    deck_id: str
    seed: str | None  # None: a fresh random deal
    seats: tuple[Seat, ...]  # in the order people write, bots included


def map_preview(map_id: str, size: QSize = PREVIEW, ratio: float = 1.0) -> QPixmap:
    """The empty sheet drawn small."""
    from metrox_desktop.ui.sheet.scene import MapScene

    scene = MapScene(Board.load(map_id))
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor("#ffffff"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(
        painter,
        QRectF(0, 0, size.width(), size.height()),
        scene.sceneRect(),
        Qt.AspectRatioMode.KeepAspectRatio,
    )
    painter.end()
    return pixmap


class NewGameDialog(QDialog):
    def __init__(
        self,
        map_id: str = DEFAULT_MAP,
        deck_id: str = DEFAULT_DECK,
        parent: QWidget | None = None,
        seats: tuple[Seat, ...] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._previews: dict[str, QPixmap] = {}
        self._preview_size = PREVIEW * window_scale(parent)  # larger over a large window
        columns = QHBoxLayout()
        columns.setSpacing(18)
        columns.addLayout(self._build_table(map_id, deck_id))
        columns.addWidget(self._build_players(remembered_seats() if seats is None else seats), 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        self.buttons = ok_cancel(self, self.tr("Play"))
        self.play_button = self.buttons.button(OK)
        layout.addWidget(self.buttons)
        self.map_combo.currentIndexChanged.connect(self._show_map)
        self.deck_combo.currentIndexChanged.connect(self._show_deck)
        self.seat_list.changed.connect(self._check)
        self.seed_edit.textChanged.connect(self._read_pasted)
        self.seed_edit.textChanged.connect(self._check)
        self._show_map()
        self._show_deck()
        self._check()
        grow_with_window(self)  # large over a large window
        self._hold_notes()

    def _build_table(self, map_id: str, deck_id: str) -> QVBoxLayout:
        """The map with its preview, the deck and the deal code."""
        column = QVBoxLayout()
        form = QFormLayout()
        self.map_combo = choice_box(map_choices(), map_id)
        self.deck_combo = choice_box(deck_choices(), deck_id)
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        # No maximum length: a longer code pasted in is refused in words, never cut.
        same_cards = self.tr(
            "The same deal code on the same map and deck deals the same cards,"
            " whoever plays and however many."
        )
        self.seed_edit.setToolTip(same_cards)
        form.addRow(self.tr("Map:"), self.map_combo)
        form.addRow(self.tr("Deck:"), self.deck_combo)
        form.addRow(self.tr("Deal code:"), self.seed_edit)
        self.today_button = QPushButton(self.tr("Today's deal"))
        self.today_button.setToolTip(
            self.tr("The map and deal code of the day: the same on every computer today")
        )
        self.today_button.clicked.connect(self.choose_todays_deal)
        form.addRow("", self.today_button)
        column.addLayout(form)
        self.seed_note = _note(same_cards)
        column.addWidget(self.seed_note)
        self.preview = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(self._preview_size)
        column.addWidget(self.preview)
        self.deck_note = _note("")
        column.addWidget(self.deck_note)
        column.addStretch(1)
        return column

    def _build_players(self, seats: tuple[Seat, ...]) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        column = QVBoxLayout(box)
        self.seat_list = SeatListEditor(seats)
        column.addWidget(self.seat_list)
        column.addWidget(
            _note(
                self.tr(
                    "People write in this order at this computer, each on their own sheet;"
                    " bots choose on their own."
                )
            )
        )
        self.problem_label = QLabel(wordWrap=True)
        self.problem_label.setStyleSheet(f"color: {readable('#c0392b')}; font-weight: bold;")
        column.addWidget(self.problem_label)
        column.addStretch(1)
        box.setMinimumWidth(380)
        return box

    def _show_map(self) -> None:
        mid = str(self.map_combo.currentData())
        if mid not in self._previews:
            self._previews[mid] = map_preview(mid, self._preview_size, self.devicePixelRatioF())
        self.preview.setPixmap(self._previews[mid])

    def _show_deck(self) -> None:
        deck = load_deck(str(self.deck_combo.currentData()))
        note = self.tr("%n card(s).", None, deck.size)
        if deck.reconstructed:
            reconstructed = self.tr(
                "The rulebook does not list the cards: this distribution is reconstructed."
            )
            note = sentences((note, reconstructed))
        self.deck_note.setText(note)
        self._hold_notes()

    def _hold_notes(self) -> None:
        """The notes above and below the preview keep the height of their lines at the
        preview's width. A wrapping label's least height is one line: on a small screen
        the dialog opens at its least size, and the deck's note lay over the preview."""
        width = self._preview_size.width()
        for note in (self.seed_note, self.deck_note):
            note.setMinimumHeight(note.heightForWidth(width))

    def choose_todays_deal(self) -> None:
        """Today's map, deck and deal code (sharing/today.py), as if typed in."""
        deal = daily_deal(today())
        self.map_combo.setCurrentIndex(max(0, self.map_combo.findData(deal.map_id)))
        self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData(deal.deck)))
        self.seed_edit.setText(deal.code)

    def _read_pasted(self, text: str) -> None:
        """A friend's words pasted in (a share line, a result code, "Deal code VERD1:
        ...", a window's title, a link): their deal, as if typed in, and a result code's
        map and deck too. A code typed as it is (one word that fits) is left alone."""
        found = pasted_deal(text, deal_labels())
        if found is None:
            return
        for combo, value in ((self.map_combo, found.map_id), (self.deck_combo, found.deck)):
            if value is not None and combo.findData(value) >= 0:
                combo.setCurrentIndex(combo.findData(value))
        self.seed_edit.setText(found.code)

    def _deal_problem(self) -> str | None:
        """Why the deal code field deals nothing (empty: a random deal), or None."""
        code = self.seed_edit.text()
        return pasted_deal_problem(code, deal_labels()) if code.strip() else None

    def problem(self) -> str | None:
        """Why the game cannot start as set (one line), or None."""
        problem = self._deal_problem() or self.seat_list.problem()
        return sentence(translated(problem)) if problem else None

    def _check(self) -> None:
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(problem is not None)
        # A code the app never makes is said where the code's note is: no room is taken
        # from the map's picture.
        note = None if self._deal_problem() else own_code_note(self.seed_edit.text())
        self.seed_note.setText(sentence(translated(note)) if note else self.seed_edit.toolTip())
        self.seed_note.setStyleSheet("font-weight: bold;" if note else f"color: {muted()};")
        self.play_button.setEnabled(problem is None)
        self.play_button.setToolTip(problem or "")

    def accept(self) -> None:
        if self.problem() is not None:
            return  # Enter in a name field while the list cannot be played
        settings = Settings.load()
        settings.seats = seats_text(self.seat_list.seats())
        settings.save()
        super().accept()

    def options(self) -> GameOptions:
        # Typed as a friend read it out: 55g4r deals what 55G4R deals (deal.py).
        seed = typed_deal_code(self.seed_edit.text()) or None
        return GameOptions(
            str(self.map_combo.currentData()),
            str(self.deck_combo.currentData()),
            seed,
            self.seat_list.seats(),
        )


def remembered_seats() -> tuple[Seat, ...]:
    """The players of the last new game (none the first time, or if they cannot be
    played any more, e.g. a bot the app no longer has)."""
    try:
        return parse_seats(Settings.load().seats)
    except SeatError:
        return ()


def map_choices() -> list[tuple[str, str]]:
    """The maps a game is played on: (id, name in the current language)."""
    return [(map_id, map_name(map_id)) for map_id in builtin_map_ids()]


def deck_choices() -> list[tuple[str, str]]:
    """The decks a game is dealt from: (id, name in the current language)."""
    return [(deck_id, deck_name(load_deck(deck_id))) for deck_id in builtin_deck_ids()]


def choice_box(items: Iterable[tuple[object, str]], current: object, name: str = "") -> QComboBox:
    """A drop-down of (value, text) pairs showing ``current`` (else the first)."""
    combo = QComboBox()
    combo.setAccessibleName(name)
    for value, text in items:
        combo.addItem(text, value)
    combo.setCurrentIndex(max(combo.findData(current), 0))
    return combo


def _note(text: str) -> QLabel:
    note = QLabel(text, wordWrap=True)
    show_muted(note)  # 4.5:1 in every theme
    return note
