"""What a hint shows under the card: the ranked choices with their expected final scores
(:class:`HintPanel`, its list and how an entry is drawn); :mod:`.hints` says what a hint
is and builds this panel the first time one is asked for."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.choice import Choice
from metrox_desktop.ui.language.differences import shown_difference, signed
from metrox_desktop.ui.list_rows import add_row
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.choice_marks import HINT_COLOUR, choice_name
from metrox_desktop.ui.themes import readable
from metrox_desktop.ui.window.card_panel import Room
from metrox_desktop.ui.window.hint_coach import HintCoach

NAME_ROLE = Qt.ItemDataRole.UserRole + 1  # an entry's choice, as a player names it
NUMBERS_ROLE = Qt.ItemDataRole.UserRole + 2  # its expected score and loss


class EntryDelegate(QStyledItemDelegate):
    """An entry drawn as its choice's name, cut short ("...") when the list is narrow,
    and its numbers at the right, always whole: the numbers are what it is for."""

    GAP = 6  # pixels between the name and the numbers

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        name, numbers = index.data(NAME_ROLE), index.data(NUMBERS_ROLE)
        if not isinstance(name, str) or not isinstance(numbers, str):
            super().paint(painter, option, index)
            return
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""  # the background, hover and selection as the style draws them
        widget = item.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, item, widget)
        metrics = QFontMetrics(item.font)
        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(item.font)
        painter.setPen(item.palette.color(role))
        align = Qt.AlignmentFlag.AlignVCenter
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignRight, numbers)
        room = rect.adjusted(0, 0, -(metrics.horizontalAdvance(numbers) + self.GAP), 0)
        shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0, room.width()))
        painter.drawText(room, align | Qt.AlignmentFlag.AlignLeft, shown)
        painter.restore()


class HintList(QListWidget):
    """The choices with their expected final scores; hovering an entry previews it."""

    def __init__(self, coach: HintCoach, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.coach = coach
        self.setMouseTracking(True)  # itemEntered while the pointer only moves
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the sheet
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(EntryDelegate(self))  # long names cut short, never the numbers
        self.itemEntered.connect(self._preview)
        self.itemClicked.connect(self._preview)

    def _preview(self, item: QListWidgetItem) -> None:
        choice = item.data(Qt.ItemDataRole.UserRole)
        self.coach.preview(choice if isinstance(choice, Choice) else None)

    def show_rows(self, rows: int) -> None:
        """As tall as ``rows`` entries (it scrolls the rest)."""
        height = self.sizeHintForRow(0) * rows + 2 * self.frameWidth() + 2
        self.setFixedHeight(height)

    def embolden_best(self) -> None:
        """The first entry (the AI's choice) in bold, at the list's own size: an item's
        font of its own would not follow the list's when a large window scales it."""
        if self.count():
            font = QFont(self.font())
            font.setBold(True)
            self.item(0).setFont(font)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.FontChange:
            self.embolden_best()
        super().changeEvent(event)


class HintPanel(QFrame):
    """Under the card: "Thinking..." while the coach works, then the ranked choices:
    the best with its expected final score, the others with theirs and what they lose
    against it, and a line that says what the numbers mean: under the list when the
    card panel has room, else behind a "?" beside the title (``fit_room``)."""

    MOST_ROWS = 10  # rows asked for at full length (more where height is to spare)
    SHORT_ROWS = 5  # rows shown in a short panel
    FEWEST_ROWS = 3  # the AI's choice and the next two: never fewer

    def __init__(self, coach: HintCoach, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.coach = coach
        self._look = ink.SeenLook()  # restyled after a theme switch (changeEvent)
        self.setObjectName("hintPanel")
        self._explained = True  # the explanation under the list (else on the "?")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("hintTitle")
        self.title.setWordWrap(True)  # a long title in a narrow panel: two lines
        self.why = QToolButton()  # the explanation, when there is no room for it
        self.why.setObjectName("hintWhy")
        self.why.setText("?")
        self.why.setAutoRaise(True)
        self.why.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the sheet
        self.why.clicked.connect(self._explain)
        heading = QHBoxLayout()
        heading.setSpacing(4)
        heading.addWidget(self.title, 1)
        heading.addWidget(self.why, 0, Qt.AlignmentFlag.AlignTop)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # moving: the window is alive while the AI thinks
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(8)
        self.list = HintList(coach)
        self.meaning = QLabel()
        self.meaning.setObjectName("hintMeaning")
        self.meaning.setWordWrap(True)
        small = self.meaning.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.meaning.setFont(small)
        layout.addLayout(heading)
        layout.addWidget(self.busy)
        layout.addWidget(self.list)
        layout.addWidget(self.meaning)
        self.restyle()
        coach.changed.connect(self.refresh)  # shown once in its place (hints.install_hints)

    def restyle(self) -> None:
        """Colours from the theme now (built, and after a switch): the
        window's own ground, framed and titled in the Hint's amber (the title as
        strong as it must be to read there)."""
        self.setStyleSheet(
            f"QFrame#hintPanel {{ background: palette(window); border: 1px solid {HINT_COLOUR};"
            " border-radius: 6px; }"
            f"QLabel#hintTitle, QToolButton#hintWhy {{ color: {readable(HINT_COLOUR)};"
            " font-weight: bold; }"
            "QLabel#hintMeaning { color: palette(window-text); }"
        )

    def fit_room(self, room: Room, spare: int) -> None:
        """The rows and the explanation the card panel has room for (card_panel.Room)."""
        self._explained = room is Room.FULL
        wanted = min(self.list.count(), self.MOST_ROWS)
        if room <= Room.TERSE:
            least = wanted
        elif room < Room.LEAST:
            least = min(wanted, self.SHORT_ROWS)
        else:
            least = min(wanted, self.FEWEST_ROWS)
        row = self.list.sizeHintForRow(0)
        rows = min(self.list.count(), least + spare // row) if row > 0 else least
        self.list.show_rows(max(1, rows))
        self._show_parts()

    def _show_parts(self) -> None:
        coach = self.coach
        self.busy.setVisible(coach.thinking)
        self.list.setVisible(coach.shown)
        self.meaning.setVisible(coach.shown and self._explained)
        self.why.setVisible(coach.shown and not self._explained)

    def _explain(self) -> None:
        """The "?" clicked: the explanation at once (a tooltip waits for a hover)."""
        QToolTip.showText(
            self.why.mapToGlobal(self.why.rect().bottomLeft()), self.why.toolTip(), self.why
        )

    def refresh(self) -> None:
        coach = self.coach
        self.why.setAccessibleName(self.tr("What the numbers mean"))
        self.setVisible(coach.asked)  # a ranking only foreseen (the lesson's) is not shown
        self._show_parts()
        self.list.clear()
        if not coach.asked:
            return
        if coach.thinking:
            self.title.setText(self.tr("Hint: thinking..."))
            return
        board = coach.session.board
        assert coach.ranked is not None and coach.card is not None
        self.title.setText(self.tr("Hint: expected final scores"))
        meaning = self.tr(
            "Your expected final score if you make that choice and then play as the"
            " strong AI would; (\u2212x): how much less than the best choice."
        )
        self.meaning.setText(meaning)
        self.title.setToolTip(meaning)
        self.why.setToolTip(meaning)
        best = coach.ranked[0][1]
        for rank, (choice, expected) in enumerate(coach.ranked):
            _, name = choice_name(board, choice)
            if rank == 0:
                numbers = self.tr("{score:.1f}  (best)").format(score=expected)
            else:
                numbers = self.tr("{score:.1f}  ({difference})").format(
                    score=expected, difference=signed(shown_difference(expected, best))
                )
            # The whole line is what a screen reader reads; the list draws its parts.
            item = add_row(
                self.list, self.tr("{choice}: {numbers}").format(choice=name, numbers=numbers)
            )
            item.setData(Qt.ItemDataRole.UserRole, choice)
            item.setData(NAME_ROLE, name)
            item.setData(NUMBERS_ROLE, numbers)
            if rank == 0:
                item.setToolTip(self.tr("The strong AI's choice"))
            elif (loss := shown_difference(best, expected)) > 0:
                item.setToolTip(self.tr("{loss:.1f} less than the AI's choice").format(loss=loss))
            else:  # no choice is valued above the AI's (rank_choices): a tie
                item.setToolTip(self.tr("As good as the AI's choice on the same imagined games"))
        self.list.embolden_best()
        # As tall as the list until the card panel fits it to its room (fit_room).
        self.list.show_rows(min(self.list.count(), self.MOST_ROWS))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()  # the texts in the language just chosen
        super().changeEvent(event)
        if self._look.changed(event):  # a theme switch (ui/themes/)
            self.restyle()

    def entries(self) -> list[str]:
        """The list as the player reads it, top first."""
        return [self.list.item(i).text() for i in range(self.list.count())]
