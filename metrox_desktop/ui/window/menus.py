"""The game window's menu bar and shortcuts, and the commands only its menus run.

:class:`GameMenus` is a part of the game window (``window.menus``): it builds every
action of ``ACTIONS`` (``menus.new_action``, ``menus.hint_action``, ...) on the window,
the Game, View and Help menus of ``MENUS`` and the table's options (choices shown
early, the bots' pace), and writes their texts again on a language switch. Each
entry's command takes the window (a :class:`~.game_window.GameWindow`). A new menu
entry goes here: an ``Entry`` in ``ACTIONS`` and its place in ``MENUS``.

Texts keep the context "MainWindow" (translate("MainWindow", ...)): the window's texts
were translated under that name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.match import Phase
from metrox_desktop.maps.loader import DEFAULT_MAP
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.actions import Entry, add_actions, entry_of, name_actions
from metrox_desktop.ui.language import language_menu, save_settings
from metrox_desktop.ui.table.bots import PACES, BotSeats
from metrox_desktop.ui.table.session import GameSession
from metrox_desktop.ui.themes import colours_menu, theme_menu
from metrox_desktop.ui.window import history_entries as lookback
from metrox_desktop.ui.window import table_entries
from metrox_desktop.ui.window.game_window import GameWindow, game_window
from metrox_desktop.ui.window.hints import HINT_KEY
from metrox_desktop.ui.window.turn_log import TurnLogDock
from metrox_desktop.ui.window.with_friends import play_against_results, play_today
from metrox_desktop.words import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


class GameMenus(QObject):
    """The game window's actions and menus, built from ``ACTIONS`` and ``MENUS``."""

    # The actions of ACTIONS, set under these names.
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
    read_sheet_action: QAction
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
    leave_lesson_action: QAction
    show_me_action: QAction
    host_table_action: QAction
    join_table_action: QAction

    def __init__(self, window: GameWindow, turn_log: TurnLogDock) -> None:
        super().__init__(window.widget)
        # The window's parts the table's options follow (its children, as this is).
        self.session: GameSession = window.session
        self.bots: BotSeats = window.bots
        self.remember = True  # the table's options are kept (not for --screenshot)
        widget = window.widget
        add_actions(widget, self, ACTIONS, self._run_action)  # their texts: retranslate
        self._make_undo_refused_action(widget)  # before the entry, which a language switch
        self._make_undo_action()  # makes again at the end of the window's actions
        if not self.quit_action.shortcuts():  # Windows has no Quit key: Ctrl+Q as elsewhere
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.ranking_action.setEnabled(self.session.started and self.session.phase is Phase.OVER)
        self.leave_lesson_action.setEnabled(False)  # while a lesson shows (learn_entries)
        self.show_me_action.setEnabled(False)  # while the lesson suggests a move
        self.turn_log_action = turn_log.toggleViewAction()

        self._menus: list[tuple[QMenu, str]] = []
        for title, names in MENUS:
            menu = widget.menuBar().addMenu(translate("MainWindow", title))
            self._menus.append((menu, title))
            for name in names:
                self._add_entry(widget, menu, name)
        self.retranslate()

    def _add_entry(self, window: QWidget, menu: QMenu, name: str | None) -> None:
        """One place of ``MENUS`` in ``menu`` of ``window``."""
        if name is None:
            menu.addSeparator()
        elif name == "turn_log_action":
            menu.addAction(self.turn_log_action)
        elif name == "table_options":
            self._build_table_options(menu)
        elif name == "look_menus":
            menu.addMenu(language_menu(window))
            menu.addMenu(theme_menu(window))
            menu.addMenu(colours_menu(window))
        else:
            menu.addAction(getattr(self, name))

    def _run_action(self) -> None:
        # Each action calls its entry's command with the window (never a function that
        # holds the window: the actions are its children). triggered(bool)'s "checked"
        # is not handed on: open_game(path=False) would have read it as a path.
        entry_of(ACTIONS, self.sender()).run(game_window(self.parent()))

    def retranslate(self) -> None:
        """The menus' and actions' texts, in place, from the tables that built them."""
        name_actions(self, ACTIONS, "MainWindow")
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

    def _make_undo_action(self) -> None:
        """The Undo entry, from the session's undo stack, which enables and runs it (the
        shown seat's choice, when the table allows it). The stack keeps the words it was
        made with, so a language switch makes the entry again in the same place."""
        words = translate("MainWindow", "&Undo choice")
        if getattr(self, "_undo_words", None) == words:
            return
        self._undo_words = words
        window = self.parent()
        assert isinstance(window, QWidget)
        action = self.session.undo_stack.createUndoAction(window, words)
        action.setObjectName("undo_action")
        action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        old: QAction | None = getattr(self, "undo_action", None)
        if old is not None:
            for holder in old.associatedObjects():
                if isinstance(holder, QMenu):
                    holder.insertAction(old, action)
                    holder.removeAction(old)
            window.removeAction(old)
            old.deleteLater()
        window.addAction(action)  # its key works even with the menu bar hidden
        self.undo_action = action

    def _make_undo_refused_action(self, window: QWidget) -> None:
        """The Undo key while the Undo entry is greyed: a disabled action takes no key, so
        Ctrl+Z would do nothing and say nothing; this one (in no menu, enabled only then)
        says why there is nothing to undo, in the status bar and to a screen reader."""
        action = QAction(window)
        action.setObjectName("undo_refused_action")
        action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        stack = self.session.undo_stack
        action.setEnabled(not stack.canUndo())
        # Qt's own slot: the connection goes with the action, as the window is taken down
        stack.canUndoChanged.connect(action.setDisabled)
        action.triggered.connect(self._undo_refused)
        window.addAction(action)

    def _undo_refused(self) -> None:
        game_window(self.parent()).controller.undo()

    # -- the table's options --------------------------------------------------------------
    def _build_table_options(self, menu: QMenu) -> None:
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
        self.bots.set_pace(int(action.data()))
        self._remember_table_options()

    def _remember_table_options(self) -> None:
        """The bots' pace and whether choices show early: kept for the next start."""
        if not self.remember:
            return
        settings = Settings.load()
        settings.bot_pace = self.bots.pace
        settings.reveal_choices = self.session.reveal_choices
        save_settings(settings)

    def show_table_options(self) -> None:
        """The View menu's options as the table has them now (after Preferences)."""
        self.reveal_action.setChecked(self.session.reveal_choices)
        for action, ms in zip(self.pace_actions, PACES, strict=True):
            action.setChecked(ms == self.bots.pace)


# -- the commands only a menu runs ---------------------------------------------------------
def open_flipper(window: GameWindow) -> None:
    """Only flip cards, in a window of its own: for a table playing on paper."""
    from metrox_desktop.ui.flipper.window import show_flipper

    show_flipper(window.widget, window.scene.board.map_id if window.scene else DEFAULT_MAP)


def export_sheet(window: GameWindow) -> None:
    from metrox_desktop.ui.window import keepsakes  # export and print load when used

    keepsakes.export_sheet(window.widget, window.session, window.controller.seat)


def print_sheet(window: GameWindow) -> None:
    from metrox_desktop.ui.window import keepsakes

    keepsakes.print_sheet(window.widget, window.session, window.controller.seat)


def print_blank_sheets(window: GameWindow) -> None:
    from metrox_desktop.ui.sheet.print_sheets import print_blank_sheets as print_blank

    board = window.scene.board if window.scene else Board.load(DEFAULT_MAP)
    print_blank(window.widget, board, ink_saving=Settings.load().ink_saving)


def show_discards(window: GameWindow) -> None:
    session = window.session
    if not session.started:
        return
    from metrox_desktop.ui.dialogs.discards import DiscardDialog

    deck = session.match.deck
    DiscardDialog(session.played(), len(deck.discard_cards), deck.remaining, window.widget).exec()


def learn(window: GameWindow) -> None:
    """Help > Learn to play: the guided first game (ui/learn), resumed where it was."""
    from metrox_desktop.ui.window.learn_entries import learn_to_play  # loads when asked

    learn_to_play(window)


def leave_lesson(window: GameWindow) -> None:
    """Help > Leave the lesson: as the lesson's own button (which keeps no keyboard
    focus: the keys stay with the sheet)."""
    if window.learn_guide is not None:
        window.learn_guide.leave_asked()


def show_me(window: GameWindow) -> None:
    """Help > Show me the suggested move: as the lesson's Show me button (which keeps no
    keyboard focus): the move previewed on the sheet, Enter writes it."""
    if window.learn_guide is not None:
        window.learn_guide.show_suggestion()


def show_rules(window: GameWindow) -> None:
    from metrox_desktop.ui.dialogs.rules_help import RulesDialog

    RulesDialog(window.widget).exec()


def show_about(window: GameWindow) -> None:
    from metrox_desktop.ui.desktop import about_text

    title = translate("MainWindow", "About MetroX Desktop")
    QMessageBox.about(window.widget, title, about_text())


def inspect_map_file(window: GameWindow) -> None:
    from PySide6.QtWidgets import QFileDialog  # set up when first opened, not at start

    path, _ = QFileDialog.getOpenFileName(
        window.widget,
        translate("MainWindow", "Inspect a map file"),
        "",
        translate("MainWindow", "MetroX maps (*.json);;All files (*)"),
    )
    if path:
        inspect_map(window, path)


def inspect_map(window: GameWindow, source: str | None = None) -> None:
    """The map inspector over ``source`` (a map id or file; default: the map played)."""
    from metrox_desktop.ui.inspector.window import InspectorWindow

    if not source:
        source = window.session.board.map_id if window.session.started else DEFAULT_MAP
    inspector = InspectorWindow(source, window.widget)
    inspector.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    inspector.setWindowFlag(Qt.WindowType.Window)
    inspector.show()


_std = QKeySequence.StandardKey
# The guided game's Show me from the keyboard (a Shift+letter, as the Hint's: a plain
# letter previews that route).
SHOW_ME_KEY = "Shift+S"
# The game window's actions (their texts under the context "MainWindow").
ACTIONS: tuple[Entry[GameWindow], ...] = (
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
    Entry("today_action", QT_TRANSLATE_NOOP("MainWindow", "&Today's deal"), play_today),
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
        "quit_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        lambda w: w.widget.close(),
        (_std.Quit,),
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
        "read_sheet_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Read the sheet"),
        lambda w: w.reader.read_all(),
        ("F6",),
    ),
    Entry(
        "inspect_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Inspect this map"),
        inspect_map,
    ),
    Entry(
        "inspect_file_action",
        QT_TRANSLATE_NOOP("MainWindow", "Inspect a map &file..."),
        inspect_map_file,
    ),
    Entry(
        "discards_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Discard pile..."),
        show_discards,
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
        open_flipper,
    ),
    Entry(
        "print_sheets_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Print blank sheets..."),
        print_blank_sheets,
        (_std.Print,),
    ),
    Entry(
        "export_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Export sheet..."),
        export_sheet,
    ),
    Entry(
        "print_sheet_action",
        QT_TRANSLATE_NOOP("MainWindow", "Print s&heet..."),
        print_sheet,
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
        show_rules,
        (_std.HelpContents,),
    ),
    Entry(
        "about_action",
        QT_TRANSLATE_NOOP("MainWindow", "&About MetroX Desktop"),
        show_about,
    ),
    Entry("learn_action", QT_TRANSLATE_NOOP("MainWindow", "&Learn to play"), learn),
    Entry(
        "show_me_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Show me the suggested move"),
        show_me,
        (SHOW_ME_KEY,),
    ),
    Entry(
        "leave_lesson_action", QT_TRANSLATE_NOOP("MainWindow", "Lea&ve the lesson"), leave_lesson
    ),
    Entry(
        "host_table_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Host a table..."),
        table_entries.host_table,
    ),
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
            "read_sheet_action",
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
        ("learn_action", "show_me_action", "leave_lesson_action", "rules_action", "about_action"),
    ),
)
PACE_NAMES = (
    QT_TRANSLATE_NOOP("MainWindow", "Instant"),
    QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    QT_TRANSLATE_NOOP("MainWindow", "Slow"),
)
