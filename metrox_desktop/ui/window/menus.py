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
from typing import TYPE_CHECKING, NamedTuple

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
from metrox_desktop.ui.window import table_entries
from metrox_desktop.ui.window.game_window import GameWindow
from metrox_desktop.ui.window.hint_coach import HintCoach
from metrox_desktop.ui.window.hints import HINT_KEY
from metrox_desktop.ui.window.turn_log import TurnLogDock
from metrox_desktop.ui.window.with_friends import play_against_results, play_today
from metrox_desktop.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the final dialog loads when a game ends
    from metrox_desktop.ui.dialogs.score import ScoreDialog

translate = QCoreApplication.translate


class MenuWindow(GameWindow):
    """A game window's menus; the subclass sets these (and the ``GameWindow``'s parts)
    before ``_build_actions``."""

    bots: BotSeats
    hints: HintCoach
    turn_log: TurnLogDock
    # The actions of ACTIONS, set by _build_actions under these names.
    new_action: QAction
    open_action: QAction
    save_action: QAction
    replay_action: QAction
    today_action: QAction
    against_action: QAction
    flip_action: QAction
    undo_action: QAction
    hint_action: QAction
    quit_action: QAction
    zoom_in_action: QAction
    zoom_out_action: QAction
    fit_action: QAction
    inspect_action: QAction
    inspect_file_action: QAction
    discards_action: QAction
    ranking_action: QAction
    history_action: QAction
    statistics_action: QAction
    flipper_action: QAction
    print_sheets_action: QAction
    export_action: QAction
    print_sheet_action: QAction
    preferences_action: QAction
    rules_action: QAction
    about_action: QAction
    learn_action: QAction
    host_table_action: QAction
    join_table_action: QAction

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
        """Every text again in the language just chosen (menus: :meth:`retranslate_actions`)."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        # Qt's LanguageChange, here before Qt hands it on to the window's children: the
        # menus, panels and sheets are written again before any of them hears it.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the actions and menus -----------------------------------------------------------
    def _build_actions(self) -> None:
        """Every action of the table above, then the menus that hold them."""
        for entry in ACTIONS:
            action = QAction(translate("MainWindow", entry.text), self)
            action.setObjectName(entry.name)
            sequences: list[QKeySequence] = []
            for key in entry.keys:
                if isinstance(key, QKeySequence.StandardKey):
                    sequences += QKeySequence.keyBindings(key)  # every platform binding
                else:
                    sequences.append(QKeySequence(key))
            if sequences:
                action.setShortcuts(sequences)
            action.triggered.connect(self._run_action)
            self.addAction(action)  # shortcuts work even with the menu bar hidden
            setattr(self, entry.name, action)
        self._make_undo_action()
        if not self.quit_action.shortcuts():  # Windows has no Quit key: Ctrl+Q as elsewhere
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.ranking_action.setEnabled(self.session.started and self.session.phase is Phase.OVER)
        self.turn_log_action = self.turn_log.toggleViewAction()

        bar = self.menuBar()
        self._menus: list[tuple[QMenu, str]] = []
        for title, names in MENUS:
            menu = bar.addMenu(translate("MainWindow", title))
            self._menus.append((menu, title))
            for name in names:
                if name is None:
                    menu.addSeparator()
                elif name == "turn_log_action":
                    menu.addAction(self.turn_log_action)
                elif name == "table_options":
                    self._build_table_actions(menu)
                elif name == "look_menus":
                    menu.addMenu(language_menu(self))
                    menu.addMenu(theme_menu(self))
                    menu.addMenu(colours_menu(self))
                else:
                    menu.addAction(getattr(self, name))
        self.retranslate_actions()

    def _run_action(self) -> None:
        # Each action calls its entry's command with the window (never a function that
        # holds the window: the actions are its children). triggered(bool)'s "checked"
        # is not handed on: open_game(path=False) would have read it as a path.
        action = self.sender()
        for entry in ACTIONS:
            if entry.name == action.objectName():
                entry.run(self)
                return

    def _make_undo_action(self) -> None:
        """The Undo entry, from the session's undo stack, which enables and runs it (the
        shown seat's choice, when the table allows it). The stack keeps the words it was
        made with, so a language switch makes the entry again in the same place."""
        words = translate("MainWindow", "&Undo choice")
        if getattr(self, "_undo_words", None) == words:
            return
        self._undo_words = words
        action = self.session.undo_stack.createUndoAction(self, words)
        action.setObjectName("undo_action")
        action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        old: QAction | None = getattr(self, "undo_action", None)
        if old is not None:
            for holder in old.associatedObjects():
                if isinstance(holder, QMenu):
                    holder.insertAction(old, action)
                    holder.removeAction(old)
            self.removeAction(old)
            old.deleteLater()
        self.addAction(action)  # its key works even with the menu bar hidden
        self.undo_action = action

    def retranslate_actions(self) -> None:
        """The menus' and actions' texts, in place, from the tables that built them."""
        for entry in ACTIONS:
            getattr(self, entry.name).setText(translate("MainWindow", entry.text))
        self._make_undo_action()
        self.turn_log_action.setText(translate("MainWindow", "&Turn log"))
        for menu, title in self._menus:
            menu.setTitle(translate("MainWindow", title))
        self.reveal_action.setText(
            translate("MainWindow", "Show &choices before the turn resolves")
        )
        self.reveal_action.setToolTip(
            translate(
                "MainWindow", "For teaching: each sheet shows its choice as soon as it is made"
            )
        )
        self.pace_menu.setTitle(translate("MainWindow", "&Pace of a game of bots"))
        for action, ms, name in zip(self.pace_actions, PACES, PACE_NAMES, strict=True):
            action.setText(
                translate("MainWindow", "{name} ({seconds} s a turn)").format(
                    name=translate("MainWindow", name), seconds=ms / 1000
                )
            )

    def _build_table_actions(self, menu: QMenu) -> None:
        """Several seats: choices shown before the turn resolves (teaching), bots' pace."""
        self.reveal_action = QAction(self)
        self.reveal_action.setCheckable(True)
        self.reveal_action.setChecked(self.session.reveal_choices)
        self.reveal_action.toggled.connect(self.session.set_reveal_choices)
        self.reveal_action.triggered.connect(self._remember_table_options)  # the player's
        menu.addAction(self.reveal_action)
        self.pace_menu = pace_menu = menu.addMenu("")
        group = QActionGroup(self)
        self.pace_actions: list[QAction] = []
        for ms in PACES:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(ms == self.bots.pace)
            action.setData(ms)
            action.triggered.connect(self._pace_chosen)
            group.addAction(action)
            pace_menu.addAction(action)
            self.pace_actions.append(action)

    def _pace_chosen(self) -> None:
        action = self.sender()
        assert isinstance(action, QAction)
        self._set_pace(int(action.data()))

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


class Entry(NamedTuple):
    """One action of the game window: its attribute, text (context "MainWindow"), the
    command it runs on the window, and its keys."""

    name: str
    text: str
    run: Callable[[MenuWindow], object]
    keys: tuple[QKeySequence.StandardKey | str, ...] = ()


_std = QKeySequence.StandardKey
ACTIONS = (
    Entry(
        "new_action",
        QT_TRANSLATE_NOOP("MainWindow", "&New game..."),
        lambda w: w.new_game_dialog(),
        (_std.New,),
    ),
    Entry(
        "open_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Open game..."),
        lambda w: w.open_game(),
        (_std.Open,),
    ),
    Entry(
        "save_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Save game as..."),
        lambda w: w.save_game_as(),
        (_std.Save,),
    ),
    Entry(
        "replay_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Play this deal again"),
        lambda w: w.replay_deal(),
        ("Ctrl+Shift+N",),
    ),
    Entry(
        "today_action", QT_TRANSLATE_NOOP("MainWindow", "&Today's deal"), play_today
    ),  # ui/window/with_friends.py
    Entry(
        "against_action",
        QT_TRANSLATE_NOOP("MainWindow", "Play &against a result..."),
        play_against_results,
    ),
    Entry(
        "flip_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Flip next card"),
        lambda w: w.controller.flip(),
        ("Space",),
    ),
    Entry(
        "hint_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
        lambda w: w.hints.request(),
        (HINT_KEY,),
    ),
    Entry(
        "quit_action", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), lambda w: w.close(), (_std.Quit,)
    ),
    Entry(
        "zoom_in_action",
        QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"),
        lambda w: w.view.zoom_in(),
        (_std.ZoomIn, "Ctrl+="),
    ),
    Entry(
        "zoom_out_action",
        QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"),
        lambda w: w.view.zoom_out(),
        (_std.ZoomOut,),
    ),
    Entry(
        "fit_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Fit sheet"),
        lambda w: w.view.fit(),
        ("Ctrl+0",),
    ),
    Entry(
        "inspect_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Inspect this map"),
        lambda w: w.inspect_map(),
    ),
    Entry(
        "inspect_file_action",
        QT_TRANSLATE_NOOP("MainWindow", "Inspect a map &file..."),
        lambda w: w.inspect_map_file(),
    ),
    Entry(
        "discards_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Discard pile..."),
        lambda w: w.show_discards(),
        ("Ctrl+D",),
    ),
    Entry(
        "ranking_action",
        QT_TRANSLATE_NOOP("MainWindow", "Final &ranking..."),
        lambda w: w.show_score_dialog(),
    ),
    Entry(
        "history_action",
        QT_TRANSLATE_NOOP("MainWindow", "Histor&y..."),
        lookback.show_history,
        ("Ctrl+H",),
    ),
    Entry(
        "statistics_action",
        QT_TRANSLATE_NOOP("MainWindow", "S&tatistics..."),
        lookback.show_statistics,
    ),
    Entry(
        "flipper_action",
        QT_TRANSLATE_NOOP("MainWindow", "Card f&lipper"),
        lambda w: w.open_flipper(),
    ),
    Entry(
        "print_sheets_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Print blank sheets..."),
        lambda w: w.print_blank_sheets(),
        (_std.Print,),
    ),
    Entry(
        "export_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Export sheet..."),
        lambda w: w.export_sheet(),
    ),
    Entry(
        "print_sheet_action",
        QT_TRANSLATE_NOOP("MainWindow", "Print s&heet..."),
        lambda w: w.print_sheet(),
    ),
    Entry(
        "preferences_action",
        QT_TRANSLATE_NOOP("MainWindow", "Pr&eferences..."),
        lambda w: w.open_preferences(),
        ("Ctrl+,",),
    ),
    Entry(
        "rules_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Rules"),
        lambda w: w.show_rules(),
        (_std.HelpContents,),
    ),
    Entry(
        "about_action",
        QT_TRANSLATE_NOOP("MainWindow", "&About MetroX Desktop"),
        lambda w: w.show_about(),
    ),
    Entry("learn_action", QT_TRANSLATE_NOOP("MainWindow", "&Learn to play"), lambda w: w.learn()),
    Entry(
        "host_table_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Host a table..."),
        table_entries.host_table,
    ),  # ui/window/table_entries.py
    Entry(
        "join_table_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Join a table..."),
        table_entries.join_table_dialog,
    ),
)
# The menus: a title and its entries by attribute (None: a separator; "table_options"
# and "look_menus": the table's options and the Language, Theme and Colours menus).
MENUS: tuple[tuple[str, tuple[str | None, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("MainWindow", "&Game"),
        (
            "new_action",
            "replay_action",
            "today_action",
            "against_action",
            "host_table_action",
            "join_table_action",
            None,
            "open_action",
            "save_action",
            "history_action",
            "statistics_action",
            None,
            "flip_action",
            "undo_action",
            "hint_action",
            "discards_action",
            "ranking_action",
            None,
            "export_action",
            "print_sheet_action",
            None,
            "flipper_action",
            "print_sheets_action",
            None,
            "preferences_action",
            None,
            "quit_action",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&View"),
        (
            "zoom_in_action",
            "zoom_out_action",
            "fit_action",
            None,
            "inspect_action",
            "inspect_file_action",
            None,
            "turn_log_action",
            "table_options",
            None,
            "look_menus",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&Help"),
        ("learn_action", "rules_action", "about_action"),
    ),
)
PACE_NAMES = (
    QT_TRANSLATE_NOOP("MainWindow", "Instant"),
    QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    QT_TRANSLATE_NOOP("MainWindow", "Slow"),
)
