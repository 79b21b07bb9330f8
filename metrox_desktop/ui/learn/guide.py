"""LearnGuide: the guided first game over the game window.

A short solo game on Tokyo with a fixed deal (``deal.LEARN_SEED``), where each thing is
explained the first time it happens: the sheet, each kind of card, the reshuffle, a
route completed and its crown, empty stations and their penalty, the end and the score.
A lesson sits in a panel under the sheet and a ring points at its place on the sheet
(the suggested move's route and stations, the crown, the X box), drawn as the Hint's
rings are, around the print and never over a route's name or a bonus's number; it
stays until the player makes the move (Show me previews the suggested one). The
suggested move is the Hint's, the strong AI's choice, worked out in the background by
the window's Hint (``foresee``: one search for the lesson and the Hint), and a
sentence under the lesson says why (``reasons.why``): a newcomer who follows every
suggestion plays the strong AI's game, and the final dialog finds no costly choice in
it. The panel keeps one height whatever it says (``SteadyText``), so the sheet above
it stays where it is as lessons change. The lesson can be left at
any time (the game goes on as any other); a guided game resumed later (the autosave,
Help > Learn to play) picks up where it was: what already happened counts as learnt.
It starts by itself only once, at the very first start (``Settings.learned``), and a
guided game the player left (Leave the lesson: ``given_up``) goes on without it at the
next starts, until Help > Learn to play (``Settings.lesson_left``).

The guide knows the game window only by what it is handed: the window its panel docks
in, the session, the sheet shown now, a way to preview a choice on it and the Hint's
ranking of the choices now (``foresee``: None while it is worked out; the window calls
``suggestion_ready`` when it comes). The window
side (``ui/window/learn_entries.py``) opens it from Help > Learn to play and at start.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.sharing.lesson import LEARN_MAP, LEARN_SEED
from metrox_desktop.ui.learn.deal import with_the_reshuffle
from metrox_desktop.ui.learn.lessons import Lesson, Target, lessons, play_on
from metrox_desktop.ui.learn.reasons import Ranked, samples, why
from metrox_desktop.ui.sheet.choice_marks import (
    RING_MARGIN,
    RING_WIDTH,
    ChoiceMark,
    choice_rects,
)
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.table.session import GameSession

translate = QCoreApplication.translate
EMPTY_TURN = 10  # the penalty is explained once the sheet has taken shape
CARD_KINDS = ("number", "circled", "star", "free")
RING = "#e8590c"  # the pointer: an orange ring, apart from every route colour
HUG = 3.0  # a box's ring this much closer than a mark's rings (its diamond is near)


class SteadyText(QScrollArea):
    """Wrapped words in a box as tall as the tallest of ``texts()`` at its width:
    whichever it shows, the panel keeps its height (the sheet above does not jump). In
    a low window it stays within ``SHARE`` of the window's height and scrolls the rest,
    so the sheet keeps most of the room."""

    SHARE = 0.12  # of the window's height, at most (but always MIN_LINES lines)
    MIN_LINES = 3
    refitted = Signal()  # its height changed

    def __init__(self, texts: Callable[[], list[str]]) -> None:
        super().__init__()
        self._texts = texts
        self.label = QLabel(wordWrap=True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the sheet
        self._watching = False  # the window's resizes (no reference kept to it)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:  # noqa: N802 - as QLabel's
        self.label.setText(text)
        self.verticalScrollBar().setValue(0)

    def fit(self) -> None:
        """The height for the tallest text at the width there is, within the window."""
        metrics = self.label.fontMetrics()
        width = max(1, self.viewport().width() - 2 * self.label.margin())
        room = QRect(0, 0, width, 100_000)
        flags = int(Qt.TextFlag.TextWordWrap)
        tallest = max(metrics.boundingRect(room, flags, text).height() for text in self._texts())
        window = self.window()
        most = max(metrics.lineSpacing() * self.MIN_LINES, int(window.height() * self.SHARE))
        height = min(tallest + 2 * self.label.margin() + 2, most)
        if self.height() != height or self.minimumHeight() != height:
            self.setFixedHeight(height)
            self.refitted.emit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt virtual
        super().showEvent(event)
        if not self._watching:  # the window's height bounds it: follow it
            self._watching = True
            self.window().installEventFilter(self)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.Resize and watched is self.window():
            self.fit()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self.fit()


def print_rects(scene: MapScene) -> list[QRectF]:
    """The words and numbers printed on the sheet that a ring must not cross: route
    names and letters, the crowns' and diamonds' numbers."""
    rects = [item.sceneBoundingRect() for item in (*scene.name_items, *scene.badge_items)]
    return rects + [rect for bonus in scene.bonus_items for rect in bonus.digit_rects()]


def clear_of(target: QRectF, printed: list[QRectF]) -> QRectF:
    """What to hand a ChoiceMark (which rings ``RING_MARGIN`` outside it) so that its
    ring goes round ``target`` without crossing any of ``printed`` beside it: a side
    near a name comes in, down to the target's own edge, or a pen's width over it when
    the name is closer still (a station right under a long name: the ring touches the
    station's box rather than the name)."""
    ring = target.adjusted(-RING_MARGIN, -RING_MARGIN, RING_MARGIN, RING_MARGIN)
    pen = RING_WIDTH / 2 + 0.5
    for rect in printed:
        outer = ring.adjusted(-pen, -pen, pen, pen)
        inner = ring.adjusted(pen, pen, -pen, -pen)
        if not outer.intersects(rect) or inner.contains(rect):
            continue
        if rect.bottom() <= target.top():
            ring.setTop(max(ring.top(), min(rect.bottom() + pen, target.top() + pen)))
        elif rect.top() >= target.bottom():
            ring.setBottom(min(ring.bottom(), max(rect.top() - pen, target.bottom() - pen)))
        elif rect.right() <= target.left():
            ring.setLeft(max(ring.left(), min(rect.right() + pen, target.left() + pen)))
        elif rect.left() >= target.right():
            ring.setRight(min(ring.right(), max(rect.left() - pen, target.right() - pen)))
    return ring.adjusted(RING_MARGIN, RING_MARGIN, -RING_MARGIN, -RING_MARGIN)


def lesson_texts() -> list[str]:
    """Every text the lesson's words may show on the guided game's deal: each lesson,
    and a card's with the reshuffle's where the deal may bring both on one card (on
    its deal none: the box kept a line for them that no lesson wrote)."""
    every = lessons()
    texts = [lesson.text for lesson in every.values()] + [play_on()]
    both = with_the_reshuffle(LEARN_SEED)
    texts += [f"{every[kind].text}\n\n{every['reshuffle'].text}" for kind in sorted(both)]
    return texts


def reason_texts() -> list[str]:
    return [*samples(), thinking()]


def thinking() -> str:
    return translate("Lessons", "Looking for a good choice...")


def is_learn_game(session: GameSession) -> bool:
    """The game on the table is the guided game (solo, Tokyo, its deal)."""
    return (
        session.started
        and session.solo
        and session.board.map_id == LEARN_MAP
        and session.seed == LEARN_SEED
    )


class LearnGuide(QObject):
    """The lessons over the game in ``session``, in a panel docked in ``window`` (its
    parent: it keeps no reference of its own to the window); ``sheet()`` is the sheet
    shown now (where the ring goes) and ``preview(choice)`` shows a choice on it (Show
    me)."""

    left = Signal()  # the lesson is gone (left, closed at the end, or its game replaced)
    given_up = Signal()  # the player pressed Leave the lesson before the game's end
    said = Signal(str)  # words the panel shows anew, for a screen reader to say
    can_show = Signal(bool)  # Show me has a move to show (or no longer)

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        sheet: Callable[[], MapScene | None],
        preview: Callable[[Choice], None],
        foresee: Callable[[], Ranked | None],
    ) -> None:
        super().__init__(window)
        self.session = session
        self._sheet = sheet
        self._preview = preview
        self._foresee = foresee
        self.reason = ""  # why the suggested move (empty: none suggested)
        self.shown: list[str] = []  # lesson keys in the order they were shown
        self.seen: set[str] = set()
        self.current: Lesson | None = None
        self.suggested: Choice | None = None
        self._queue: list[str] = []
        self._crown_route: int | None = None
        self.ring: ChoiceMark | None = None  # on the sheet; None when the lesson points at nothing
        self._target = Target.NOTHING
        self._with_reshuffle = False  # the lesson shown has the reshuffle's words too
        self._left = False
        self._build_panel()
        self._catch_up()
        if session.match.card is not None:  # resumed mid-turn: the card up is being learnt
            self._lessons_of(session.match.card)
        session.card_flipped.connect(self._on_flipped)
        session.turn_resolved.connect(self._on_resolved)
        session.game_over.connect(self._on_over)
        session.game_started.connect(self._on_game_started)
        self._next()

    # -- the panel ---------------------------------------------------------------------
    def _build_panel(self) -> None:
        window = self.parent()
        assert isinstance(window, QMainWindow)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("learn")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        body = QWidget()
        # As tall as its words and buttons, never taller: the sheet has the rest.
        body.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        column = QVBoxLayout(body)
        margins = column.contentsMargins()
        column.setContentsMargins(margins.left(), 0, margins.right(), 2)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.text = SteadyText(lesson_texts)
        self.why = SteadyText(reason_texts)  # why the suggested move
        self.why.label.setStyleSheet("font-style: italic;")
        heading = QWidget()  # the dock's title bar: a low window's card panel needs the room
        row = QHBoxLayout(heading)
        row.setContentsMargins(margins.left(), 2, margins.right(), 0)
        self.show_me = QPushButton()
        self.show_me.clicked.connect(self.show_suggestion)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_asked)
        for button in (self.show_me, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the sheet
        row.addWidget(self.title)
        row.addStretch(1)
        row.addWidget(self.show_me)
        row.addWidget(self.leave_button)
        column.addWidget(self.text)
        column.addWidget(self.why)
        self.dock.setTitleBarWidget(heading)
        self.dock.setWidget(body)
        self.text.refitted.connect(self._fit_dock)
        self.why.refitted.connect(self._fit_dock)
        self._write_words()
        self.dock.installEventFilter(self)  # View > Language: written again (eventFilter)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.show()

    def _write_words(self) -> None:
        """The panel's own words in the language of the moment: its title and buttons."""
        self.dock.setWindowTitle(translate("Lessons", "Learn to play"))
        self.show_me.setText(translate("Lessons", "Show me"))
        over = self.session.phase is Phase.OVER
        leave = translate("Lessons", "Close") if over else translate("Lessons", "Leave the lesson")
        self.leave_button.setText(leave)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if watched is self.dock and event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False

    def _retranslate(self) -> None:
        """View > Language while the lesson shows: the lesson shown now, its buttons and
        why its move, written again in the language just chosen (and heard again)."""
        self._write_words()
        if self.current is None:
            self._between_lessons()
        else:
            self.current = self._lesson(self.current.key, self._with_reshuffle)
            self.title.setText(self.current.title)
            self.text.setText(self.current.text)
        self.suggested = self._suggestion()  # why, in its words
        self._say_why()
        self.said.emit(self.words())

    def _fit_dock(self) -> None:
        """The panel as tall as its words and buttons (the window keeps a dock's height
        otherwise, and gives what the words no longer need to the title)."""
        window = self.parent()
        body = self.dock.widget()
        if isinstance(window, QMainWindow) and body is not None:
            layout = body.layout()
            if layout is not None:
                layout.activate()  # the heights just set, not the last ones
            height = body.sizeHint().height()
            window.resizeDocks([self.dock], [height], Qt.Orientation.Vertical)

    # -- what happens ----------------------------------------------------------------------
    def _catch_up(self) -> None:
        """A guided game resumed: what already happened needs no lesson again."""
        match = self.session.match
        if match.history or match.card is not None:
            self.seen.add("sheet")
        for turn in match.history:
            self.seen.add(turn.card.kind.value)
            if turn.card.reshuffle:
                self.seen.add("reshuffle")
            if turn.completed[0]:
                self.seen.add("complete")
        if match.turn >= EMPTY_TURN:
            self.seen.add("empty")

    def _due(self, key: str) -> None:
        if key not in self.seen and key not in self._queue:
            self._queue.append(key)

    def _on_flipped(self, card: object) -> None:
        assert isinstance(card, Card)
        self._lessons_of(card)
        self._next()

    def _lessons_of(self, card: Card) -> None:
        """The lessons due for ``card``, on the table: flipped, or up in a game resumed
        mid-turn (its lesson again: the game stopped while it was being learnt)."""
        # A card's lesson not shown on its card (another lesson came first) is for later.
        self._queue = [k for k in self._queue if k not in (*CARD_KINDS, "reshuffle")]
        self._due(card.kind.value)
        if card.reshuffle:
            self._due("reshuffle")
        if self.session.turn + 1 >= EMPTY_TURN:
            self._due("empty")

    def _on_resolved(self, result: TurnResult) -> None:
        completed = result.completed[0]
        if completed and "complete" not in self.seen:
            self._crown_route = completed[0][0]
            self._queue.insert(0, "complete")
        if self.session.phase is not Phase.OVER:
            self._next()

    def _on_over(self, _scores: object) -> None:
        self._queue = ["end"]
        self._next()
        self._write_words()  # Close, at the end

    def _on_game_started(self) -> None:
        if not is_learn_game(self.session):
            self.leave()  # another game replaced the guided one

    def _next(self) -> None:
        """Show the next lesson due, else the few words between lessons."""
        self.suggested = self._suggestion()
        if self.session.match.card is None and self.session.phase is Phase.FLIP:
            # A lesson about a card waits for the card; the others show at once.
            ready = [k for k in self._queue if k in ("complete", "sheet", "empty", "end")]
        else:
            ready = list(self._queue)
        if not self.shown and "sheet" not in self.seen:
            ready = ["sheet"]
        if ready:
            key = ready[0]
            if key in self._queue:
                self._queue.remove(key)
            both = key in CARD_KINDS and "reshuffle" in self._queue  # one card, both lessons
            if both:
                self._queue.remove("reshuffle")
                self.seen.add("reshuffle")
            self._with_reshuffle = both
            self._show(self._lesson(key, both))
        else:
            self.current = None
            self._between_lessons()
            self._point(Target.SUGGESTED)  # rings it once the Hint has it
        self._say_why()
        if ready:
            self.said.emit(self.words())

    def _between_lessons(self) -> None:
        self.title.setText(translate("Lessons", "Your turn"))
        self.text.setText(play_on())

    @staticmethod
    def _lesson(key: str, with_reshuffle: bool) -> Lesson:
        """The lesson ``key`` in the language of the moment; a card's lesson with the
        reshuffle's when that card also reshuffles."""
        lesson = lessons()[key]
        if not with_reshuffle:
            return lesson
        more = lessons()["reshuffle"]
        return Lesson(key, lesson.title, f"{lesson.text}\n\n{more.text}", lesson.target)

    def _say_why(self) -> None:
        thinking_now = self.suggested is None and self._wants_suggestion()
        self.why.setText(thinking() if thinking_now else self.reason)
        self.show_me.setEnabled(self.suggested is not None)
        self.can_show.emit(self.suggested is not None)

    def suggestion_ready(self) -> None:
        """The Hint's ranking came (or went): the suggestion, its ring and its reason."""
        if self._left:
            return
        suggested = self._suggestion()
        if suggested == self.suggested:
            return
        self.suggested = suggested
        self._point(self._target)
        self._say_why()
        if self.reason:
            self.said.emit(self.reason)

    def words(self) -> str:
        """What the panel shows, as one text to be heard: the lesson, and why the move
        it suggests (once known)."""
        parts = (self.title.text(), self.text.text(), self.why.text())
        return "\n".join(part for part in parts if part)

    def _show(self, lesson: Lesson) -> None:
        self.current = lesson
        self.seen.add(lesson.key)
        self.shown.append(lesson.key)
        self.title.setText(lesson.title)
        self.text.setText(lesson.text)
        self._point(lesson.target)

    def _wants_suggestion(self) -> bool:
        session = self.session
        return session.phase is Phase.CHOOSE and session.chooser is not None

    def _suggestion(self) -> Choice | None:
        """The Hint's choice for the card on the table (None while it is worked out,
        and when there is nothing to choose); ``reason`` says why."""
        self.reason = ""
        if not self._wants_suggestion():
            return None
        ranked = self._foresee()
        card = self.session.match.card
        chooser = self.session.chooser
        if not ranked or card is None or chooser is None:
            return None
        self.reason = why(self.session.match.game, chooser, card, ranked)
        return ranked[0][0]

    # -- pointing -----------------------------------------------------------------------
    def _point(self, target: Target) -> None:
        self._unpoint()
        self._target = target
        scene = self._sheet()
        if scene is None:
            return
        rects: list[QRectF] = []
        if target is Target.FIRST_ROUTE:  # the row the lesson speaks of: its boxes
            row = QRectF()
            for indicator in scene.indicator_items[0]:
                row = row.united(indicator.sceneBoundingRect())
            rects = [row]
        elif target is Target.SUGGESTED and self.suggested is not None:
            rects = self._suggested_rects(scene, self.suggested)
        elif target is Target.CROWN and self._crown_route is not None:
            rects = [scene.bonus_items[self._crown_route].crown_rect()]
        elif target is Target.EMPTY and (box := scene.score_items.get("empty")) is not None:
            rects = [box.sceneBoundingRect()]
        if not rects:
            return
        # The Hint's rings, in the lesson's colour: around the print, never over it.
        printed = print_rects(scene)
        ring = ChoiceMark([clear_of(rect, printed) for rect in rects], RING)
        scene.addItem(ring)
        self.ring = ring

    def _suggested_rects(self, scene: MapScene, choice: Choice) -> list[QRectF]:
        """Where the suggested move writes: the route's next indicator box (not its
        letter, whose name sits close by) and the stations it fills, or the station."""
        card = self.session.match.card
        chooser = self.session.chooser
        if card is None or chooser is None:
            return []
        sheet = self.session.match.game.sheets[chooser]
        rects = choice_rects(scene, sheet, card, choice)
        if choice.is_route and rects:
            boxes = scene.indicator_items[choice.index]
            written = len(sheet.indicators[choice.index])
            box = boxes[min(written, len(boxes) - 1)].sceneBoundingRect()
            rects[0] = box.adjusted(HUG, HUG, -HUG, -HUG)  # close: the diamond is near
        return rects

    def _unpoint(self) -> None:
        if self.ring is not None:
            scene = self.ring.scene()
            if scene is not None:
                scene.removeItem(self.ring)
            self.ring = None

    # -- the player's buttons ------------------------------------------------------------
    def show_suggestion(self) -> None:
        """Preview the suggested move on the sheet (Enter or a click writes it)."""
        if self.suggested is not None:
            self._preview(self.suggested)

    def leave_asked(self) -> None:
        """The player's Leave the lesson (its button, or Help > Leave the lesson from the
        keyboard): remembered as given up before the game's end."""
        if self.session.phase is not Phase.OVER:
            self.given_up.emit()
        self.leave()

    def leave(self) -> None:
        """Stop the lesson; the game goes on as any other."""
        if self._left:
            return
        self._left = True
        session = self.session
        for signal, slot in (
            (session.card_flipped, self._on_flipped),
            (session.turn_resolved, self._on_resolved),
            (session.game_over, self._on_over),
            (session.game_started, self._on_game_started),
        ):
            signal.disconnect(slot)
        self._unpoint()
        self.dock.hide()
        self.dock.deleteLater()
        self.left.emit()
        self.deleteLater()
