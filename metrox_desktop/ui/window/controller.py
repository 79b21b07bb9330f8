"""GameController: turns pointer and key intents into session calls, and tells the
scene what to highlight and preview.

Mouse: hovering a route (line, letter, boxes, or one of its stations; for a shared
station the stripe nearest the pointer) previews the card on it; clicking commits.
For a free circle every empty station is highlighted; clicking one circles it.
Keyboard: a route's letter previews it, Enter commits the preview (or flips the next
card), arrows/Tab step through the legal choices, Escape clears the preview.

The big view shows one seat (``seat``): the person asked to write follows the session's
chooser; another sheet can be shown read-only. Its marks follow the session through a
SheetBinding; the controller adds only highlights and previews.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent

from metrox_desktop.engine.cards import CardKind
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.table import Refusal
from metrox_desktop.ui.language import sentences
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.later import later
from metrox_desktop.ui.sheet.preview_words import preview_text
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.view import SheetView
from metrox_desktop.ui.table.session import GameSession, Preview
from metrox_desktop.ui.table.sheet_binding import SheetBinding
from metrox_desktop.ui.window.turn_news import turn_news
from metrox_desktop.words import points_text


class GameController(QObject):
    # The status bar's words are Said (language/status.py): written again at a switch
    status = Signal(object)  # a short message for the status bar
    refused = Signal(object)  # why a command changed nothing: the status bar, and heard
    announce = Signal(str)  # news worth a banner over the sheet (a route completed)
    preview_changed = Signal(object)  # Preview or None
    seat_shown = Signal(int)  # the seat whose sheet the big view now shows
    looking_back = Signal(object, object)  # the turn looked back at and its GameState, or None

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene: MapScene | None = None
        self.view: SheetView | None = None
        self.preview: Preview | None = None
        self._hover_route: int | None = None
        self._hover_station: int | None = None
        self._pointer = QPointF()
        self._asked: Choice | None = None  # the choice last previewed (legal or not)
        self._station_click = False  # a free-circle click, whose route_clicked is ignored
        self.seat = 0
        self.binding = SheetBinding(session, self)
        session.chooser_changed.connect(self._on_chooser_changed)
        session.card_flipped.connect(self._on_card_flipped)
        session.choice_made.connect(self._on_choice_made)
        session.choice_undone.connect(self._on_undone)
        session.turn_resolved.connect(self._on_turn_resolved)
        session.game_started.connect(self._on_game_started)

    # -- wiring -------------------------------------------------------------------------
    def attach(self, scene: MapScene, view: SheetView) -> None:
        if self.scene is not None:  # another map's scene: stop listening to it
            for signal, slot in self._scene_slots():
                signal.disconnect(slot)
        if self.view is not None and self.view is not view:
            self.view.pointer_moved.disconnect(self._on_pointer_moved)
            self.view.removeEventFilter(self)
        same_view = self.view is view
        self.scene, self.view = scene, view
        self._hover_route = self._hover_station = None
        self.preview = None
        for signal, slot in self._scene_slots():
            signal.connect(slot)
        if not same_view:
            view.pointer_moved.connect(self._on_pointer_moved)
            view.installEventFilter(self)
        self.sync_scene()

    def _scene_slots(self) -> list[tuple[SignalInstance, Callable[..., None]]]:
        assert self.scene is not None
        scene = self.scene
        return [
            (scene.route_hovered, self._on_route_hovered),
            (scene.route_clicked, self._on_route_clicked),
            (scene.station_hovered, self._on_station_hovered),
            (scene.station_clicked, self._on_station_clicked),
        ]

    def _free_card(self) -> bool:
        card = self.session.match.card
        return card is not None and card.kind is CardKind.FREE

    def _choosing(self) -> bool:
        """The shown sheet is the one asked to write now (not an earlier turn's)."""
        session = self.session
        if self.binding.past is not None:
            return False
        return session.started and session.phase is Phase.CHOOSE and session.chooser == self.seat

    def look_back(self, turn: int | None) -> None:
        """Show the sheets as they stood after ``turn``, read-only; None: the game now."""
        history = self.session.match.history if self.session.started else ()
        past = history[turn - 1].game if turn is not None and 0 < turn <= len(history) else None
        if past is None and self.binding.past is None:
            return
        self.binding.look_back(past)
        self.sync_scene()
        self.looking_back.emit(None if past is None else turn, past)  # the table, the log
        if past is not None:
            self.status.emit(
                said(
                    lambda: self.tr(
                        "The sheet after turn {turn}: Escape goes back to the game."
                    ).format(turn=turn)
                )
            )

    def show_seat(self, seat: int) -> None:
        """Show ``seat``'s sheet in the big view (live if it is theirs to write)."""
        self.seat = seat
        self.session.set_shown_seat(seat)  # the Undo entry takes back this seat's choice
        self.sync_scene()
        self.seat_shown.emit(seat)

    def sync_scene(self) -> None:
        """Draw the shown seat's sheet, score and highlights for the session as it is now."""
        scene = self.scene
        if scene is None or not self.session.started or scene.board is not self.session.board:
            return  # a new map's scene waits for its game
        session = self.session
        self.binding.bind(scene, self.seat)
        self._set_preview(None)
        self._asked = None
        if self._choosing():
            legal = [choice.index for choice in session.legal_choices(self.seat)]
            if self._free_card():
                scene.set_enabled_routes(None)
                scene.set_enabled_stations(legal)
            else:
                scene.set_enabled_stations(None)
                scene.set_enabled_routes(legal)
        else:
            scene.set_enabled_routes(None)
            scene.set_enabled_stations(None)
        scene.focus_route(None)

    # -- session signals -------------------------------------------------------------------
    def _on_game_started(self) -> None:
        self.show_seat(self.session.acting)

    def _on_chooser_changed(self, chooser: object) -> None:
        if isinstance(chooser, int) and chooser != self.seat:
            self.show_seat(chooser)  # pass the mouse: the next person's sheet comes up
        self._ask()

    def _on_card_flipped(self, _card: object) -> None:
        self.sync_scene()
        self._ask()  # the same person may write again: the card's words are new
        self._rehover()

    def _ask(self) -> None:
        """Tell who writes now, and how."""
        session = self.session
        chooser = session.chooser
        if chooser is None:
            waiting = session.waiting_bots()
            if waiting and session.phase is Phase.CHOOSE:
                names = ", ".join(session.players[p] for p in waiting)
                self.status.emit(
                    said(lambda: self.tr("Waiting for {names} to choose...").format(names=names))
                )
            elif session.hosted:  # chosen: "your choice" is over; the panel says who writes
                self.status.emit("")
            return
        free = self._free_card()
        name = None if session.solo else session.players[chooser]
        self.status.emit(said(lambda: self._how(free, name)))

    def _how(self, free: bool, name: str | None) -> str:
        """How to choose (a free circle or a route), to ``name`` at a table of several."""
        if free:
            how = self.tr("Free circle: click any empty station to circle it.")
        else:
            how = self.tr("Choose a route: hover to preview, click to write.")
        if name is not None:
            how = self.tr("{name}, your choice. ").format(name=name) + how
        return how

    def _rehover(self) -> None:
        """The pointer may already rest on a route: preview it without waiting for a move."""
        if self._hover_station is not None:
            self._on_station_hovered(self._hover_station)
        elif self._hover_route is not None:
            self._on_route_hovered(self._hover_route)

    def _on_choice_made(self, player: int, _choice: object) -> None:
        if player == self.seat:
            self.sync_scene()

    def _on_undone(self, player: int) -> None:
        if player != self.seat:
            self.show_seat(player)
        else:
            self.sync_scene()
        self._rehover()
        if self.session.solo:
            self.status.emit(said(lambda: self.tr("Choice undone, choose again.")))
        else:
            name = self.session.players[player]
            self.status.emit(said(lambda: name + ": " + self.tr("choice undone, choose again.")))

    def _on_turn_resolved(self, result: TurnResult) -> None:
        session = self.session
        self.sync_scene()  # nothing left to choose on the shown sheet
        board, players, size = session.board, session.players, session.match.deck.spec.size
        news = turn_news(board, players, result)
        if news.routes and self.scene is not None:
            self.scene.flash_routes([r for r, _ in result.completed[self.seat]])
        reshuffled = result.card.reshuffle and session.phase is not Phase.OVER
        banner = [news.banner] if news.routes else []
        if reshuffled:
            banner.append(self._reshuffled(size))
        if banner:
            self.announce.emit("\n".join(banner))
        passed = result.card.kind is CardKind.FREE and result.moves[self.seat].choice is None
        over = session.phase is Phase.OVER
        total = session.score().total if over and session.solo else None
        quiet = not banner

        def write() -> str:  # the turn in the status bar, in the language spoken
            messages = [turn_news(board, players, result).status] if news.routes else []
            if reshuffled:
                messages.append(self._reshuffled(size))
            if passed:
                messages.append(self.tr("Free circle: no empty station left; the card passes."))
            if over and total is not None:
                messages.append(
                    self.tr("Game over: every indicator box is filled. Total {total}.").format(
                        total=points_text(total)
                    )
                )
            elif over:
                messages.append(self.tr("Game over: every indicator box is filled."))
            elif quiet:
                messages.append(self.tr("Written. Flip the next card (Space) or undo (Ctrl+Z)."))
            return sentences(messages)

        self.status.emit(said(write))

    def _reshuffled(self, size: int) -> str:
        return self.tr("Reshuffle: all {n} cards are shuffled into a new deck.").format(n=size)

    # -- previews ---------------------------------------------------------------------------
    def _set_preview(self, preview: Preview | None) -> None:
        if preview == self.preview:
            return
        self.preview = preview
        scene = self.scene
        if scene is not None:
            if preview is None:
                scene.clear_preview()
                scene.focus_route(None)
            else:
                # The previewed route stands out, the others fade, so it can be followed;
                # unless it would complete other routes too, which must stay lit.
                alone = set(preview.completing) <= {preview.route}
                scene.focus_route(preview.route if alone else None)
                scene.show_preview(
                    preview.stations,
                    preview.mark,
                    preview.route,
                    preview.indicator,
                    preview.completing,
                )
        self.preview_changed.emit(preview)

    def preview_choice(self, choice: Choice | None) -> Preview | None:
        """Show what ``choice`` would write (None, or a pass, which writes nothing,
        clears); returns the preview shown."""
        self._asked = choice
        if choice is None or choice.is_pass or not self._choosing():
            self._set_preview(None)
            if self.scene is not None:
                self.scene.focus_route(None)  # also after a full route was followed
            return None
        preview = self.session.preview(choice, self.seat)
        self._set_preview(preview)
        if preview is not None:
            self.status.emit(self.describe(preview))
        elif not self._free_card():
            # A route that cannot take the card says why (its boxes are full), and still
            # stands out from the others so it can be followed by eye, but without the
            # glow of a route that can be chosen.
            self.status.emit(self.session.why_illegal(choice, self.seat) or "")
            if self.scene is not None and choice.is_route:
                self.scene.focus_route(choice.index, glow=False)
        return preview

    def describe(self, preview: Preview) -> str:
        """``preview`` in words (sheet/preview_words.py), Said: written again at a switch."""
        board = self.session.board
        return said(lambda: preview_text(board, preview))

    # -- commands ---------------------------------------------------------------------------
    def commit(self, choice: Choice) -> bool:
        """Make ``choice`` for the card on the table; explain in the status bar if illegal."""
        session = self.session
        chooser = session.chooser
        if self.binding.past is not None:  # an earlier turn's sheet is read-only
            self.status.emit(
                said(lambda: self.tr("This is an earlier turn: Escape goes back to the game."))
            )
            return False
        if session.phase is Phase.CHOOSE and chooser is not None and chooser != self.seat:
            shown, name = session.players[self.seat], session.players[chooser]
            self.status.emit(
                said(
                    lambda: self.tr(
                        "This is {shown}'s sheet: it is {name}'s turn to write."
                    ).format(shown=shown, name=name)
                )
            )
            return False
        reason = session.try_choose(choice, self.seat)
        if reason is not None:
            self.status.emit(reason)
            return False
        return True

    def commit_preview(self) -> bool:
        if self.preview is None:
            return False
        return self.commit(self.preview.choice)

    def flip(self) -> bool:
        session = self.session
        self.look_back(None)  # a new card is about the game now
        if not session.started or session.phase is not Phase.FLIP:
            if session.started and session.phase is Phase.CHOOSE:
                if session.chooser is None:
                    self._ask()  # waiting for the bots
                else:
                    self.status.emit(said(lambda: self.tr("Make a choice for this card first.")))
            elif session.started:
                self.status.emit(
                    said(lambda: self.tr("The game is over. Start a new game with Ctrl+N."))
                )
            return False
        if session.hosted:
            self.refused.emit(
                said(lambda: self.tr("The host flips the cards: the next one comes by itself."))
            )
            return False
        session.flip()
        return True

    def undo(self) -> bool:
        """Take back the shown person's choice of this turn through the session's undo
        stack, when the table allows it (never another person's hidden choice)."""
        session = self.session
        if session.undo_stack.canUndo():
            session.undo_stack.undo()
            return True
        why = session.table.why_not_undo(self.seat) if session.started else None
        if session.started and session.phase is Phase.OVER:
            why = Refusal.GAME_OVER
        hosted = session.hosted  # the host has the choice (or will, once the seat is back)
        name, chooser = session.players[self.seat], session.chooser
        writing = None if chooser is None else session.players[chooser]
        self.refused.emit(said(lambda: self._why_no_undo(hosted, why, name, writing)))
        return False

    def _why_no_undo(
        self, hosted: bool, why: Refusal | None, name: str, writing: str | None
    ) -> str:
        """Why the shown person (``name``) has nothing to undo (``hosted``: at a table
        across computers), ``writing`` the person who writes now, if any."""
        if hosted:
            return self.tr(
                "Nothing to undo: at a table across computers a choice is final once it is made."
            )
        if why is Refusal.GAME_OVER:
            return self.tr("Nothing to undo: the game is over and its score is kept.")
        if why is Refusal.OTHERS_HIDDEN:
            return self.tr("Nothing of yours to undo: the others' choices stay hidden.")
        if why is Refusal.HIDDEN and writing is not None:
            # The shown person's own choice, hidden while another writes: not final yet.
            return self.tr(
                "{name}'s choice stays hidden while {chooser} writes: it can be taken"
                " back once everyone has written, until the next card is flipped."
            ).format(name=name, chooser=writing)
        return self.tr("Nothing to undo: a choice is final once the next card is flipped.")

    # -- scene signals --------------------------------------------------------------------
    def _on_route_hovered(self, route: object) -> None:
        self._hover_route = route if isinstance(route, int) else None
        if self.scene is None:
            return
        if self._choosing() and not self._free_card():
            if self._hover_route is None and self._hover_station is not None:
                # Left the line for one of its stations: the station decides.
                self.preview_choice(self._route_choice(self._route_at_pointer(self._hover_station)))
            else:
                self.preview_choice(self._route_choice(self._hover_route))
        elif not self._choosing() or self._hover_station is None:
            # Follow a route by eye (between turns, or its line during a free circle).
            self.scene.focus_route(self._hover_route, glow=not self._choosing())

    def _on_station_hovered(self, station: object) -> None:
        self._hover_station = station if isinstance(station, int) else None
        if self.scene is None or not self._choosing():
            return
        if self._free_card():
            station = self._hover_station
            self.preview_choice(None if station is None else Choice.station(station))
        elif self._hover_station is not None:
            self.preview_choice(self._route_choice(self._route_at_pointer(self._hover_station)))
        else:
            self.preview_choice(self._route_choice(self._hover_route))

    @staticmethod
    def _route_choice(route: int | None) -> Choice | None:
        return None if route is None else Choice.route(route)

    def _route_at_pointer(self, station: int) -> int | None:
        assert self.scene is not None
        routes = self.session.board.station_routes[station]
        if len(routes) == 1:
            return routes[0]
        return self.scene.geometry.nearest_route(self._pointer.x(), self._pointer.y(), routes)

    def _on_pointer_moved(self, point: QPointF) -> None:
        self._pointer = point
        s = self._hover_station
        shared = s is not None and len(self.session.board.station_routes[s]) > 1
        if shared and s is not None and self._choosing() and not self._free_card():
            route = self._route_choice(self._route_at_pointer(s))
            if route != self._asked:  # only when the pointer crosses to another stripe
                self.preview_choice(route)

    def _on_route_clicked(self, route: int) -> None:
        if self._station_click:
            # The same click as the station just handled (the scene reports both).
            self._station_click = False
            return
        if self._choosing() and self._free_card():
            self.status.emit(
                said(lambda: self.tr("Free circle: click an empty station to circle it."))
            )
            return
        self.commit(Choice.route(route))

    def _on_station_clicked(self, station: int) -> None:
        if self._choosing() and self._free_card():
            self._station_click = True
            later(0, self, self._end_station_click)
            self.commit(Choice.station(station))

    def _end_station_click(self) -> None:
        self._station_click = False

    # -- keyboard ---------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self.handle_key(event)
        return False

    def handle_key(self, event: QKeyEvent) -> bool:
        """Enter writes the preview (or flips), Space says why no card is flipped yet,
        Escape drops the preview, the arrows and Tab step through the legal choices, a
        route letter previews its route."""
        key = Qt.Key(event.key())
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        if not self.session.started:
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
            return True
        if key == Qt.Key.Key_Space:
            # Game > Flip takes Space while a card may be flipped; here it is greyed (a
            # choice awaited, bots choosing, the game over): the key says why.
            self.flip()
            return True
        if key == Qt.Key.Key_Escape:
            if self.binding.past is not None:
                self.look_back(None)
            self.preview_choice(None)
            return True
        if not self._choosing():
            return False
        return self._step_key(key) or self._route_letter(event.text().upper())

    def _enter(self) -> None:
        """Enter: the preview written (or why nothing is), or the next card flipped."""
        if not self._choosing():
            self.flip()
        elif not self.commit_preview():
            free = self._free_card()  # route letters pick nothing on a free circle
            self.status.emit(said(lambda: self._choose_first(free)))

    def _choose_first(self, free: bool) -> str:
        if free:
            return self.tr("Choose first: click an empty station or use the arrows.")
        return self.tr("Choose first: press a route letter or use the arrows.")

    def _step_key(self, key: Qt.Key) -> bool:
        """The arrows and Tab: the next legal choice (a free circle: the station that way)."""
        arrows = {
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Down: (0, 1),
            Qt.Key.Key_Up: (0, -1),
        }
        if key in arrows and self._free_card() and self.preview is not None:
            self.step_towards(*arrows[key])  # stations: move on the sheet
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.step(+1)
            return True
        if key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.step(-1)
            return True
        return False

    def _route_letter(self, text: str) -> bool:
        """A route's letter previews that route (a full route explains why, shown alone)."""
        if len(text) != 1 or not text.isalpha() or self._free_card():
            return False
        board = self.session.board
        if text not in board.route_letters:
            return False
        self.preview_choice(Choice.parse(text, board))
        return True

    def step(self, delta: int) -> None:
        """Move the preview to the next (or previous) legal choice."""
        legal = self._ordered_choices()
        if not legal:
            return
        current = self.preview.choice if self.preview is not None else None
        if current in legal:
            index = (legal.index(current) + delta) % len(legal)
        else:
            index = 0 if delta > 0 else len(legal) - 1
        self.preview_choice(legal[index])

    def step_towards(self, dx: int, dy: int) -> None:
        """Free circle: preview the nearest legal station in direction (dx, dy)."""
        assert self.scene is not None and self.preview is not None
        items = self.scene.station_items
        here = items[self.preview.choice.index].rect.center()
        best: tuple[float, Choice] | None = None
        for s in self.session.legal_choices(self.seat):
            c = items[s.index].rect.center()
            along = (c.x() - here.x()) * dx + (c.y() - here.y()) * dy
            across = abs((c.x() - here.x()) * dy) + abs((c.y() - here.y()) * dx)
            if along <= 1:
                continue
            cost = along + 2.5 * across
            if best is None or cost < best[0]:
                best = (cost, s)
        if best is not None:
            self.preview_choice(best[1])

    def _ordered_choices(self) -> list[Choice]:
        legal = list(self.session.legal_choices(self.seat))
        if self._free_card() and self.scene is not None:
            # Reading order on the sheet: top to bottom, then left to right (in rows).
            items = self.scene.station_items
            legal.sort(
                key=lambda c: (
                    round(items[c.index].rect.center().y() / 20),
                    items[c.index].rect.x(),
                )
            )
        return legal
