"""The game window: sheet view + card panel + status bar + menus (:mod:`.menus`), composed.

The window owns no rules: it builds one MapScene per map (reused across games on
that map), hands scene and view to the controller, and follows the session's
signals to refresh the card panel, title and dialogs.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.deal import own_code_note
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import DEFAULT_DECK, CardError, load_deck
from metrox_desktop.engine.match import Phase
from metrox_desktop.engine.scoring import Score
from metrox_desktop.engine.state import GameState
from metrox_desktop.maps.loader import MapError
from metrox_desktop.persistence.saves import TABLE_STAND_IN, SavedGame
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import MAX_SEATS, Seat
from metrox_desktop.ui.language import Retranslated, error_text, local
from metrox_desktop.ui.language.status import StatusBar
from metrox_desktop.ui.later import later
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.ui.sheet.spoken import score_words
from metrox_desktop.ui.sheet.view import SheetView
from metrox_desktop.ui.table.bots import PACES, BotSeats
from metrox_desktop.ui.table.session import GameSession, Preview
from metrox_desktop.ui.table.sheet_binding import seat_shown
from metrox_desktop.ui.table.table_panel import TablePanel
from metrox_desktop.ui.window.card_panel import CardPanel
from metrox_desktop.ui.window.controller import GameController
from metrox_desktop.ui.window.game_keeper import GameKeeper
from metrox_desktop.ui.window.hints import install_hints
from metrox_desktop.ui.window.last_game import remember_game
from metrox_desktop.ui.window.menus import GameMenus
from metrox_desktop.ui.window.read_aloud import describe_view, install_reader
from metrox_desktop.ui.window.replace_check import replace_game
from metrox_desktop.ui.window.status_room import ScoreGivesWay
from metrox_desktop.ui.window.table_entries import leave_tables
from metrox_desktop.ui.window.toast import Toast
from metrox_desktop.ui.window.turn_log import TurnLogDock
from metrox_desktop.ui.window.with_friends import day_title
from metrox_desktop.ui.window.zoom_offer import ZoomOffer
from metrox_desktop.words import points_text

if TYPE_CHECKING:  # the final dialog and the guided game load when asked for
    from metrox_desktop.ui.dialogs.score import ScoreDialog
    from metrox_desktop.ui.learn.guide import LearnGuide

STATUS_MS = 6000


class MapScenes(QObject):
    """The window's sheets: one scene per map, built on first use and kept for later
    games on it (a part of the window that needs a board asks here, not the window)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._scenes: dict[str, MapScene] = {}

    def scene_for(self, map_id: str) -> MapScene:
        scene = self._scenes.get(map_id)
        if scene is None:
            scene = MapScene(Board.load(map_id), self)
            cache_boxes(scene)
            self._scenes[map_id] = scene
        return scene

    def board_for(self, map_id: str) -> Board:
        """The board a saved game is resumed on: its scene's, so the two stay in step."""
        return self.scene_for(map_id).board

    def all(self) -> list[MapScene]:
        return list(self._scenes.values())


def cache_boxes(scene: MapScene) -> None:
    """Keep each station and indicator box as a pixmap at the current zoom (benchmarks/
    bench_gui.py: a click repaints about 30% faster). Dimming only changes opacity, which
    does not redraw the pixmap; a new mark or zoom does."""
    boxes = [*scene.station_items, *(box for row in scene.indicator_items for box in row)]
    for box in boxes:
        box.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class MainWindow(Retranslated, QMainWindow):
    """The game window: one class, its parts members (session, controller, sheet view,
    card panel, table, bots, turn log, keeper, Hint, menus), each told what it follows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStatusBar(StatusBar(self))  # its message follows View > Language
        self.resize(1280, 860)
        self.setMinimumSize(720, 480)  # the card panel and a readable sheet
        self.session = GameSession(self)
        self.controller = GameController(self.session, self)
        self.scenes = MapScenes(self)
        self.scene: MapScene | None = None
        self.score_dialog: ScoreDialog | None = None
        self.learn_guide: LearnGuide | None = None  # the guided game's lessons, while shown
        self.writes_settings = True  # settings and games are written (not for --screenshot)
        # A table hosted here is announced on the local network, for Join a table to
        # list it (False: to nobody, as in tests: their packets stay on 127.0.0.1).
        self.announces_tables = True

        self.view = SheetView()
        self.panel = CardPanel()
        self.table = TablePanel(self.session)
        self.bots = BotSeats(self.session, self)
        remembered = Settings.load()  # View > the table's options, as last chosen
        if remembered.bot_pace in PACES:
            self.bots.pace = remembered.bot_pace
        self.session.set_reveal_choices(remembered.reveal_choices)
        self._lay_out()
        self.turn_log = TurnLogDock(self.session, self)  # View > Turn log
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.turn_log)
        self.turn_log.setVisible(remembered.show_turn_log)
        self.menus = GameMenus(self, self.turn_log)
        self.toast = Toast(self.view)  # over the viewport, not carried by its scrolling
        self.zoom_offer = ZoomOffer(self.view)  # below the legible size: zoom, visibly
        self.keeper = GameKeeper(self.session, self.scenes.board_for, self)
        self._connect()
        self.hints = install_hints(self)  # the Hint button, list and marks
        self._name_view()

    def _name_view(self) -> None:
        """The sheet's name and description, as screen readers say them."""
        self.view.setAccessibleName(self.tr("Sheet"))
        describe_view(self.view)  # F6: the sheet in words

    @property
    def widget(self) -> QMainWindow:
        """The window itself, as its parts hand it to Qt (``GameWindow.widget``)."""
        return self

    def _lay_out(self) -> None:
        """The sheet over the table of several seats, the card panel beside them, the
        score in the status bar."""
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        sheets = QVBoxLayout()
        sheets.setContentsMargins(0, 0, 0, 0)
        sheets.setSpacing(0)
        sheets.addWidget(self.view, 1)
        sheets.addWidget(self.table)
        row.addLayout(sheets, 1)
        row.addWidget(self.panel)
        self.setCentralWidget(central)
        self.setFocusProxy(self.view)
        self.reader = install_reader(self)  # the sheet in words, beside the view
        self.score_label = QLabel()
        self.statusBar().addPermanentWidget(self.score_label)
        ScoreGivesWay(self.statusBar(), self.score_label)  # a long report is read whole

    def _connect(self) -> None:
        """Each part follows the session, the controller or another part."""
        session, controller, panel = self.session, self.controller, self.panel
        self.turn_log.log.turn_chosen.connect(controller.look_back)  # the table, the entry
        controller.looking_back.connect(self._looked_back)
        panel.flip_requested.connect(controller.flip)
        panel.undo_requested.connect(controller.undo)
        panel.discards_requested.connect(self.menus.discards_action.trigger)
        controller.status.connect(self.show_status)
        controller.refused.connect(self.show_status)  # and heard (the reader's, read_aloud)
        controller.announce.connect(self.toast.show_message)
        self.view.resized.connect(self.toast.area_resized)
        session.card_flipped.connect(self.toast.hide)  # old news leaves
        session.changed.connect(self._refresh)
        session.game_over.connect(self._on_game_over)
        self.keeper.status.connect(self.show_status)
        self.table.seat_clicked.connect(controller.show_seat)
        controller.seat_shown.connect(self.table.set_shown)
        controller.seat_shown.connect(self._refresh)
        panel.follow(session)  # the card, turn, deck
        controller.seat_shown.connect(panel.show_seat)
        self.bots.problem.connect(self.show_status)
        controller.preview_changed.connect(self._show_preview)

    def event(self, event: QEvent) -> bool:
        # A dialog of this window came up or went: the banners over the sheet leave, or
        # may come again (the status bar keeps the news meanwhile).
        if event.type() in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            self.toast.set_blocked(event.type() == QEvent.Type.WindowBlocked)
        return super().event(event)

    def retranslate(self) -> None:
        """Every text again in the language just chosen (on Qt's LanguageChange, before
        the window's children hear it): the menus' texts are written again in place,
        panels and sheets rewrite theirs; the game is untouched."""
        self.menus.retranslate()
        self._name_view()
        self.panel.retranslate()
        self.table.retranslate()
        for scene in self.scenes.all():
            scene.retranslate()
        self.hints.retranslate()  # the Hint's tag on the sheet
        self._show_preview(self.controller.preview)  # the choice shown, in words
        # (the status bar writes its message again itself: language/status.py)
        self.panel.refresh()  # the turn and the card in words
        self._refresh()

    def show_status(self, text: str) -> None:
        """A one-line report in the status bar, for a few seconds (written again at a
        language switch when it is ``Said``: language/status.py)."""
        self.statusBar().showMessage(text, STATUS_MS)

    def _looked_back(self, turn: int | None, game: GameState | None) -> None:
        """A look at a past turn (or back to the game): the table, the log, the score."""
        self.table.look_back(game)
        self.turn_log.log.show_looked_at(turn)
        self._refresh()

    def _show_preview(self, preview: Preview | None) -> None:
        self.panel.show_preview("" if preview is None else self.controller.describe(preview))

    # -- games ------------------------------------------------------------------------
    def _show_scene(self, scene: MapScene) -> None:
        if scene is not self.scene:
            self.scene = scene
            self.view.setScene(scene)
            self.controller.attach(scene, self.view)

    def show_map(self, map_id: str) -> Board:
        """The sheet of ``map_id`` on the view (a game is about to start on it); its board."""
        scene = self.scenes.scene_for(map_id)
        self._show_scene(scene)
        return scene.board

    def start_game(
        self,
        map_id: str,
        deck_id: str = DEFAULT_DECK,
        seed: str | None = None,
        seats: tuple[Seat, ...] | None = None,
    ) -> None:
        """A new deal on ``map_id`` for ``seats`` (default: one person)."""
        scene = self.scenes.scene_for(map_id)
        deck = load_deck(deck_id)
        if not self.keeper.leave():
            return  # the game on the table could not be kept in the history (a dialog said why)
        self._show_scene(scene)
        self.session.new_game(scene.board, deck, seed, seats)
        self.show_status(self.tr("New game. Flip the first card: Space, Enter or the Flip button."))
        self.view.setFocus()

    def resume_game(self, saved: SavedGame) -> None:
        """Go on with a saved game on the sheet of its map."""
        scene = self.scenes.scene_for(saved.match.board.map_id)
        if not self.keeper.leave():
            return  # as in start_game: the game on the table could not be kept
        self._show_scene(scene)
        self.session.resume(saved)
        self.keeper.autosave()
        if self.session.phase is Phase.OVER:  # a finished game opened: its ranking, no flip
            self.show_status(self.tr("Every indicator box is filled: the game is over."))
            self.view.setFocus()
            later(0, self, self.show_score_dialog)
            return
        if self.session.phase is Phase.CHOOSE:  # kept mid-turn: the card up, choices made
            back = self.tr("Your game goes on in turn {turn}, its card up.").format(
                turn=self.session.turn
            )
        elif self.session.turn == 0:  # kept as it began (a new game is autosaved at once)
            back = self.tr("Your game is back: flip the first card.")
        else:
            # The panel still reads "Turn N" for the last turn played: the same number here.
            back = self.tr("Your game goes on after turn {turn}: flip the next card.").format(
                turn=self.session.turn
            )
        self.show_status(back)
        self.view.setFocus()

    def open_at_start(
        self,
        map_id: str,
        deck_id: str,
        seed: str | None,
        resume: bool = True,
        seats: tuple[Seat, ...] | None = None,
    ) -> None:
        """Go on with the game left unfinished last time, or start a new one (then the
        unfinished game is kept in the history: a new game never overwrites it)."""
        saved = self.keeper.take_autosave()
        if saved is not None and not resume and not self.keeper.set_aside(saved):
            resume = True  # it could not be kept in the history: go on with it, never lose it
        if saved is not None and resume:
            self.resume_game(saved)
            return
        self.start_game(map_id, deck_id, seed, seats)

    def open_game(self, path: str | None = None) -> bool:
        """Go on with a game saved with Save game as (or any record that has its deal)."""
        saved = self.keeper.open(path)
        if saved is None:
            return False
        what = self.tr("Open game")
        return replace_game(self, self.session, what, lambda: self.resume_game(saved))

    def save_game_as(self, path: str | None = None) -> bool:
        """Save the game under way where the player says (or to ``path``)."""
        return self.keeper.save_as(path)

    def replay_deal(self) -> None:
        """The same map, deck and deal code from the first card: try a different line."""
        if self.session.started:
            self._same_table(self.tr("Play this deal again"), self.session.seed)

    def _same_table(self, what: str, seed: str | None) -> None:
        """A new game of the same map, deck and seats on ``seed`` (None: a new deal),
        after the question (``what`` is the action asked about). After a table across
        computers, the seats that were at other computers are played here by bots, as
        History plays such a game on."""
        session = self.session
        seats, across = session.seats, session.hosted
        if across:
            seats = tuple(
                seat if player in session.people else Seat(seat.name, TABLE_STAND_IN)
                for player, seat in enumerate(seats)
            )
        if len(seats) > MAX_SEATS:
            QMessageBox.information(
                self,
                what,
                self.tr(
                    "A table of {players} seats cannot be played at one screen (at most {most})."
                ).format(players=len(seats), most=MAX_SEATS),
            )
            return
        started = replace_game(
            self,
            session,
            what,
            lambda: self.start_game(session.board.map_id, session.match.deck.spec.id, seed, seats),
        )
        if started and across:
            from metrox_desktop.ui.window.history_entries import say_played_here

            say_played_here(self)

    def new_game_dialog(self) -> None:
        """Game > New game: the dialog, then the game it asks for."""
        from metrox_desktop.ui.dialogs.new_game import NewGameDialog

        settings = Settings.load()
        # The players at the table now (a --players game, a rematch, a resumed game),
        # else those remembered from the last New game.
        seats = self.session.seats if self.session.started else None
        dialog = NewGameDialog(settings.map_id, settings.deck_id, self, seats=seats or None)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        options = dialog.options()
        try:
            started = replace_game(
                self,
                self.session,
                self.tr("New game"),
                lambda: self.start_game(
                    options.map_id, options.deck_id, options.seed, options.seats
                ),
            )
        except (MapError, CardError) as error:
            QMessageBox.warning(self, self.tr("Cannot start the game"), error_text(error))
            return
        if not started:
            return
        settings = Settings.load()
        settings.map_id, settings.deck_id = options.map_id, options.deck_id
        settings.save()

    # -- following the session ------------------------------------------------------------
    def _refresh(self) -> None:
        session = self.session
        if not session.started:
            return
        board = session.board
        # A code the app never makes is marked, as the New game dialog and the flipper do.
        title = (
            self.tr("{map} \u2013 deal {seed}")
            if own_code_note(session.seed) is None
            else self.tr("{map} \u2013 deal {seed} (a code of your own)")
        )
        if not session.seed:  # a table across computers: its host tells the deal at the end
            title = self.tr("{map} \u2013 a table's game: the deal is told at the end")
        self.setWindowTitle(  # Qt adds the app's name ("... \u2014 MetroX Desktop")
            title.format(map=local(board.spec.name), seed=session.seed)
            + day_title(session.today)  # " – today's deal", or practice
        )
        phase = session.phase
        menus = self.menus
        menus.flip_action.setEnabled(phase is Phase.FLIP)
        menus.ranking_action.setEnabled(phase is Phase.OVER)  # reopened after it was closed
        s = seat_shown(session, self.controller.seat, self.controller.binding.past)[2]
        self.score_label.setText(
            self.tr("Comp.B {c} + Cross.B {x} \u2212 Emp.P {p} = {t}   (X = {e})").format(
                c=s.completion_bonus,
                x=s.intersection_bonus,
                p=s.penalty,
                t=points_text(s.total),
                e=s.empty_stations,
            )
        )
        self.score_label.setAccessibleName(score_words(s))  # read in words, not abbreviations

    def _on_game_over(self, _scores: tuple[Score, ...]) -> None:
        # Let the last mark paint before the dialog covers the window.
        later(350, self, self.show_score_dialog)

    def show_score_dialog(self) -> ScoreDialog | None:
        if not self.session.started or self.session.phase is not Phase.OVER:
            return None
        if not self.isVisible():
            return None  # closed while the last mark was painting: no dialog from nowhere
        if self.score_dialog is not None:
            return self.score_dialog  # already up (shown at once, then by the game-over timer)
        from metrox_desktop.ui.dialogs.score import ScoreDialog

        session = self.session
        dialog = ScoreDialog(
            session.board,
            session.scores(),
            session.seed,
            self,
            seats=session.seats,
            own_seat=self.controller.seat,
        )
        from metrox_desktop.ui.dialogs.par_section import add_par_section, par_section_for
        from metrox_desktop.ui.history.viewer import open_turn  # a costly turn's Show
        from metrox_desktop.ui.window.history_entries import play_from_the_end

        # Show's viewer plays from its turn as History's does, the dialog closed first
        # (a function that takes the window: the viewer never holds it).
        review = partial(open_turn, play_from=play_from_the_end)
        self.par_section = par_section_for(session, self.controller.seat, review)
        add_par_section(dialog, self.par_section)
        from metrox_desktop.ui.dialogs.share_section import add_share_section

        add_share_section(dialog, session, self.par_section)  # Copy result, for a chat
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(self._score_closed)
        self.score_dialog = dialog
        dialog.open()
        return dialog

    def _score_closed(self) -> None:
        from metrox_desktop.ui.dialogs.score import ScoreDialog  # loaded with the dialog

        dialog = self.sender()
        assert isinstance(dialog, ScoreDialog)
        if self.score_dialog is dialog:
            self.score_dialog = None
        if dialog.new_game_chosen:
            later(0, self, self.new_game_dialog)
        elif dialog.replay_chosen:
            later(0, self, self.replay_deal)
        elif dialog.rematch_chosen:
            later(0, self, self.rematch)

    def rematch(self) -> None:
        """The same map, deck and seats, a new deal."""
        if self.session.started:
            self._same_table(self.tr("Rematch"), None)

    def restore_geometry(self) -> None:
        """Open where and as large as the window was last closed."""
        saved = Settings.load().window
        if saved:
            self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))

    def open_preferences(self) -> None:
        """Preferences (Ctrl+,); the View menu's entries then show the same choices."""
        from metrox_desktop.ui.window import keepsakes  # loads when first opened

        if keepsakes.open_preferences(self, self.session, self.bots) is not None:
            self.menus.show_table_options()

    def picture_only(self) -> None:
        """For --screenshot: nothing this window does touches the player's settings or games."""
        self.keeper.enabled = False
        self.bots.enabled = False  # the picture's autoplay chooses for every seat
        self.writes_settings = self.menus.remember = False
        self.session.keeps_verdict = False  # par and the turns' values: no file either

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        self.panel.fit_window(self.width(), self.height())  # larger on a large window

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt virtual
        # The game is not on disk and the player said Cancel.
        if self.writes_settings and not self.keeper.may_close():
            event.ignore()
            return
        if not leave_tables(self):  # the player keeps the table hosted here going
            event.ignore()
            return
        self.bots.stop()  # a bot still thinking answers nobody
        if not self.writes_settings:
            super().closeEvent(event)
            return
        settings = Settings.load()
        remember_game(settings, self.session)  # the next start begins a game like it
        settings.window = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        settings.save()
        super().closeEvent(event)
