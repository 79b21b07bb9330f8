"""The game window's menu bar and shortcuts, and the windows and dialogs its entries open.

:class:`MenuWindow` is the base of :class:`~.main_window.MainWindow`: it builds every
action (``window.new_action``, ``window.hint_action``, ...) and the Game, View and Help
menus; the window provides what they act on (session, controller, view, bots, hints)
and its own commands (new game, open, save, play again, the final ranking). A new menu
entry goes here: an action in ``_build_actions`` and its place in a menu.

Texts keep the context "MainWindow" (translate("MainWindow", ...)): the window's texts
were translated under that name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.language import language_menu
from metrox_desktop.ui.table.bots import PACES, BotSeats
from metrox_desktop.ui.themes import colours_menu, theme_menu
from metrox_desktop.ui.window import history_entries as lookback
from metrox_desktop.ui.window.game_window import GameWindow
from metrox_desktop.ui.window.hint_coach import HintCoach
from metrox_desktop.ui.window.hints import HINT_KEY
from metrox_desktop.ui.window.turn_log import TurnLogDock
from metrox_desktop.ui.window.with_friends import play_against_results, play_today

if TYPE_CHECKING:  # the final dialog loads when a game ends
    from metrox_desktop.ui.dialogs.score import ScoreDialog

translate = QCoreApplication.translate


class MenuWindow(GameWindow):
    """A game window's menus; the subclass sets these (and the ``GameWindow``'s parts)
    before ``_build_actions``."""

    bots: BotSeats
    hints: HintCoach
    turn_log: TurnLogDock

    # -- the window's own commands (MainWindow) ------------------------------------------
    def new_game_dialog(self) -> None:
        raise NotImplementedError

    def open_game(self, path: str | None = None) -> bool:
        raise NotImplementedError

    def save_game_as(self, path: str | None = None) -> bool:
        raise NotImplementedError

    def replay_deal(self) -> None:
        raise NotImplementedError

    def show_score_dialog(self) -> ScoreDialog | None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Every text again in the language just chosen (menus: :meth:`rebuild_menus`)."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        # Qt's LanguageChange, here before Qt hands it on to the window's children: the
        # menus, panels and sheets are written again before any of them hears it.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the actions and menus -----------------------------------------------------------
    def _action(
        self, text: str, slot: Callable[[], object], *keys: QKeySequence.StandardKey | str
    ) -> QAction:
        action = QAction(text, self)
        sequences: list[QKeySequence] = []
        for key in keys:
            if isinstance(key, QKeySequence.StandardKey):
                sequences += QKeySequence.keyBindings(key)  # every platform binding
            else:
                sequences.append(QKeySequence(key))
        if sequences:
            action.setShortcuts(sequences)
        # triggered(bool) would hand its "checked" flag to a slot's first optional
        # parameter (open_game(path=False)): the menu calls every slot with no argument.
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action(
            translate("MainWindow", "&New game..."), self.new_game_dialog, std.New
        )
        self.open_action = self._action(
            translate("MainWindow", "&Open game..."), self.open_game, std.Open
        )
        self.save_action = self._action(
            translate("MainWindow", "&Save game as..."), self.save_game_as, std.Save
        )
        self.replay_action = self._action(
            translate("MainWindow", "&Play this deal again"), self.replay_deal, "Ctrl+Shift+N"
        )
        self.today_action = self._action(  # ui/window/with_friends.py
            translate("MainWindow", "&Today's deal"),
            lambda: play_today(self),
        )
        self.against_action = self._action(
            translate("MainWindow", "Play &against a result..."),
            lambda: play_against_results(self),
        )
        self.flip_action = self._action(
            translate("MainWindow", "&Flip next card"), self.controller.flip, "Space"
        )
        # Enabled, and triggered, by the session's undo stack (the shown seat's choice).
        self.undo_action = self.session.undo_stack.createUndoAction(
            self, translate("MainWindow", "&Undo choice")
        )
        self.undo_action.setShortcuts(QKeySequence.keyBindings(std.Undo))
        self.addAction(self.undo_action)
        self.hint_action = self._action(
            translate("MainWindow", "&Hint"), lambda: self.hints.request(), HINT_KEY
        )
        self.quit_action = self._action(translate("MainWindow", "&Quit"), self.close, std.Quit)
        if not self.quit_action.shortcuts():  # Windows has no Quit key: Ctrl+Q as elsewhere
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.zoom_in_action = self._action(
            translate("MainWindow", "Zoom &in"), self.view.zoom_in, std.ZoomIn, "Ctrl+="
        )
        self.zoom_out_action = self._action(
            translate("MainWindow", "Zoom &out"), self.view.zoom_out, std.ZoomOut
        )
        self.fit_action = self._action(
            translate("MainWindow", "&Fit sheet"), self.view.fit, "Ctrl+0"
        )
        self.inspect_action = self._action(
            translate("MainWindow", "&Inspect this map"), self.inspect_map
        )
        self.inspect_file_action = self._action(
            translate("MainWindow", "Inspect a map &file..."), self.inspect_map_file
        )
        self.discards_action = self._action(
            translate("MainWindow", "&Discard pile..."), self.show_discards, "Ctrl+D"
        )
        self.ranking_action = self._action(
            translate("MainWindow", "Final &ranking..."), self.show_score_dialog
        )
        self.ranking_action.setEnabled(self.session.started and self.session.phase is Phase.OVER)
        self.history_action = self._action(
            translate("MainWindow", "Histor&y..."), lambda: lookback.show_history(self), "Ctrl+H"
        )
        self.statistics_action = self._action(
            translate("MainWindow", "S&tatistics..."), lambda: lookback.show_statistics(self)
        )
        self.flipper_action = self._action(
            translate("MainWindow", "Card f&lipper"), self.open_flipper
        )
        self.print_sheets_action = self._action(
            translate("MainWindow", "&Print blank sheets..."), self.print_blank_sheets, std.Print
        )
        self.export_action = self._action(
            translate("MainWindow", "&Export sheet..."), self.export_sheet
        )
        self.print_sheet_action = self._action(
            translate("MainWindow", "Print s&heet..."),
            self.print_sheet,
        )
        self.preferences_action = self._action(
            translate("MainWindow", "Pr&eferences..."),
            self.open_preferences,
            "Ctrl+,",
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.turn_log_action = self.turn_log.toggleViewAction()
        self.turn_log_action.setText(translate("MainWindow", "&Turn log"))
        self.rules_action = self._action(
            translate("MainWindow", "&Rules"), self.show_rules, std.HelpContents
        )
        self.about_action = self._action(
            translate("MainWindow", "&About MetroX Desktop"), self.show_about
        )
        self.learn_action = self._action(translate("MainWindow", "&Learn to play"), self.learn)

        bar = self.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        for a in (
            self.new_action,
            self.replay_action,
            self.today_action,
            self.against_action,
            None,
            self.open_action,
            self.save_action,
            self.history_action,
            self.statistics_action,
            None,
            self.flip_action,
            self.undo_action,
            self.hint_action,
            self.discards_action,
            self.ranking_action,
            None,
            self.export_action,
            self.print_sheet_action,
            None,
            self.flipper_action,
            self.print_sheets_action,
            None,
            self.preferences_action,
            None,
            self.quit_action,
        ):
            game.addSeparator() if a is None else game.addAction(a)
        view = bar.addMenu(translate("MainWindow", "&View"))
        for a in (
            self.zoom_in_action,
            self.zoom_out_action,
            self.fit_action,
            None,
            self.inspect_action,
            self.inspect_file_action,
        ):
            view.addSeparator() if a is None else view.addAction(a)
        view.addSeparator()
        view.addAction(self.turn_log_action)
        self._build_table_actions(view)
        view.addSeparator()
        view.addMenu(language_menu(self))
        view.addMenu(theme_menu(self))
        view.addMenu(colours_menu(self))
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(self.learn_action)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def _build_table_actions(self, menu: QMenu) -> None:
        """Several seats: choices shown before the turn resolves (teaching), bots' pace."""
        self.reveal_action = QAction(
            translate("MainWindow", "Show &choices before the turn resolves"), self
        )
        self.reveal_action.setCheckable(True)
        self.reveal_action.setToolTip(
            translate(
                "MainWindow", "For teaching: each sheet shows its choice as soon as it is made"
            )
        )
        self.reveal_action.setChecked(self.session.reveal_choices)
        self.reveal_action.toggled.connect(self.session.set_reveal_choices)
        self.reveal_action.triggered.connect(self._remember_table_options)  # the player's
        menu.addAction(self.reveal_action)
        pace_menu = menu.addMenu(translate("MainWindow", "&Pace of a game of bots"))
        group = QActionGroup(self)
        names = (
            translate("MainWindow", "Instant"),
            translate("MainWindow", "Fast"),
            translate("MainWindow", "Normal"),
            translate("MainWindow", "Slow"),
        )
        self.pace_actions: list[QAction] = []
        for ms, name in zip(PACES, names, strict=True):
            action = QAction(
                translate("MainWindow", "{name} ({seconds} s a turn)").format(
                    name=name, seconds=ms / 1000
                ),
                self,
            )
            action.setCheckable(True)
            action.setChecked(ms == self.bots.pace)
            action.triggered.connect(lambda _checked=False, ms=ms: self._set_pace(ms))
            group.addAction(action)
            pace_menu.addAction(action)
            self.pace_actions.append(action)

    def _set_pace(self, ms: int) -> None:
        self.bots.set_pace(ms)
        self._remember_table_options()

    def _remember_table_options(self) -> None:
        """The bots' pace and whether choices show early: kept for the next start."""
        if not self._remember:
            return
        settings = Settings.load()
        settings.bot_pace = self.bots.pace
        settings.reveal_choices = self.session.reveal_choices
        settings.save()

    def rebuild_menus(self) -> None:
        """The menu bar and its actions built anew (in the language just chosen)."""
        bar = self.menuBar()
        menus = bar.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly)
        old = set(self.actions())
        for menu in menus:
            old.update(a for sub in (menu, *menu.findChildren(QMenu)) for a in sub.actions())
        old = {a for a in old if a.parent() is self}  # not the menus' own entries
        groups = {a.actionGroup() for a in old} - {None}
        bar.clear()
        for action in old:
            self.removeAction(action)
        self._build_actions()
        for thing in (*old, *groups, *menus):
            thing.deleteLater()

    def open_flipper(self) -> None:
        """Only flip cards, in a window of its own: for a table playing on paper."""
        from metrox_desktop.ui.flipper.window import show_flipper

        show_flipper(self, self.scene.board.map_id if self.scene else "tokyo")

    def export_sheet(self) -> None:
        from metrox_desktop.ui.window import keepsakes  # export and print load when used

        keepsakes.export_sheet(self, self.session, self.controller.seat)

    def print_sheet(self) -> None:
        from metrox_desktop.ui.window import keepsakes

        keepsakes.print_sheet(self, self.session, self.controller.seat)

    def open_preferences(self) -> None:
        from metrox_desktop.ui.window import keepsakes

        chosen = keepsakes.open_preferences(self, self.session, self.bots)
        if chosen is not None:  # the View menu's entries show the same choices
            self.reveal_action.setChecked(chosen.reveal_choices)
            for action, ms in zip(self.pace_actions, PACES, strict=True):
                action.setChecked(ms == chosen.bot_pace)

    def print_blank_sheets(self) -> None:
        from metrox_desktop.ui.sheet.print_sheets import print_blank_sheets

        board = self.scene.board if self.scene else Board.load("tokyo")
        print_blank_sheets(self, board, ink_saving=Settings.load().ink_saving)

    # -- the windows and dialogs the menus open ----------------------------------------
    def show_discards(self) -> None:
        if not self.session.started:
            return
        from metrox_desktop.ui.dialogs.discards import DiscardDialog

        DiscardDialog(
            self.session.played(), len(self.session.discards()), self.session.cards_left(), self
        ).exec()

    def learn(self) -> None:
        """Help > Learn to play: the guided first game (ui/learn), resumed where it was."""
        from metrox_desktop.ui.window.learn_entries import learn_to_play

        learn_to_play(self)

    def show_rules(self) -> None:
        from metrox_desktop.ui.dialogs.rules_help import RulesDialog

        RulesDialog(self).exec()

    def show_about(self) -> None:
        from metrox_desktop.ui.desktop import about_text

        QMessageBox.about(self, translate("MainWindow", "About MetroX Desktop"), about_text())

    def inspect_map_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # set up when first opened, not at start

        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Inspect a map file"),
            "",
            translate("MainWindow", "MetroX maps (*.json);;All files (*)"),
        )
        if path:
            self.inspect_map(path)

    def inspect_map(self, source: str | None = None) -> None:
        from metrox_desktop.ui.inspector.window import InspectorWindow

        if not source:
            source = self.session.board.map_id if self.session.started else "tokyo"
        window = InspectorWindow(source, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.setWindowFlag(Qt.WindowType.Window)
        window.show()
