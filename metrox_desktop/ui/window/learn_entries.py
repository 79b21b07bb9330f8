"""Help > Learn to play and the start of the app: the guided first game (ui/learn/)
opened over the game window.

``learn_to_play(window)`` takes up the guided game where it was left, else starts it
(after the question every replacing action asks, ``replace_check.replace_game``);
``after_start`` opens it at start when ``--learn`` asked for it, at the very first
start, or over a guided game left unfinished, unless the player left the lessons
(Leave the lesson: ``Settings.lesson_left``, until Help > Learn to play). A plain start
is a very first one only with no game kept: no autosave and no finished game in the
history (``nothing_kept``). The window hands the guide what it teaches with: its
session, its sheet, a preview of a choice on it and the Hint's ranking.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Phase
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.lesson import LEARN_MAP, LEARN_SEED
from metrox_desktop.ui.learn.guide import LearnGuide, is_learn_game
from metrox_desktop.ui.learn.reasons import Ranked
from metrox_desktop.ui.window.game_window import GameWindow
from metrox_desktop.ui.window.replace_check import replace_game


def attach(window: GameWindow) -> LearnGuide:
    """The guide over the guided game on the window's table (new, or resumed)."""
    if window.learn_guide is not None:
        window.learn_guide.leave()

    controller = window.controller  # the guide's functions hold the window's parts only

    def preview(choice: Choice) -> None:  # Show me: on the sheet, Enter or a click writes it
        controller.preview_choice(choice)
        if controller.view is not None:
            controller.view.setFocus()

    coach = window.hints  # the suggestion is the Hint's choice: one search for both

    def foresee() -> Ranked | None:
        return coach.ranked if coach.foresee() else None

    guide = LearnGuide(window.widget, window.session, lambda: controller.scene, preview, foresee)
    coach.changed.connect(guide.suggestion_ready)
    guide.said.connect(window.reader.announce)  # the lesson and its reason, heard too
    window.reader.announce(guide.words())  # the first lesson, shown as it was made
    guide.left.connect(lambda: coach.changed.disconnect(guide.suggestion_ready))
    # Help > Leave the lesson (ui/window/menus.py), while it shows
    leave_entry = window.widget.findChild(QAction, "leave_lesson_action")
    if leave_entry is not None:
        leave_entry.setEnabled(True)
        guide.left.connect(lambda: leave_entry.setEnabled(False))
    # Help > Show me the suggested move, while the lesson has one (its button's state)
    show_entry = window.widget.findChild(QAction, "show_me_action")
    if show_entry is not None:
        show_entry.setEnabled(guide.show_me.isEnabled())
        guide.can_show.connect(show_entry.setEnabled)
        guide.left.connect(lambda: show_entry.setEnabled(False))
    window.learn_guide = guide
    guide.given_up.connect(lambda: remember_left(window, True))
    settings = Settings.load()
    if not settings.learned:  # shown once: it never starts by itself again
        settings.learned = True
        if window.writes_settings:
            settings.save()
    return guide


def remember_left(window: GameWindow, left: bool) -> None:
    """Keep whether the player left the lessons (none at start while they did)."""
    settings = Settings.load()
    if settings.lesson_left != left:
        settings.lesson_left = left
        if window.writes_settings:
            settings.save()


def learn_to_play(window: GameWindow) -> LearnGuide | None:
    """Help > Learn to play: the guided game where it was left, else from its start
    (asking first if another game is under way)."""
    session = window.session
    remember_left(window, False)  # asked for: the lessons are back, at start too
    if is_learn_game(session) and session.phase is not Phase.OVER:
        return attach(window)
    what = QCoreApplication.translate("Lessons", "Learn to play")
    if not replace_game(
        window.widget, session, what, lambda: window.start_game(LEARN_MAP, seed=LEARN_SEED)
    ):
        return None
    return attach(window)


def after_start(window: GameWindow, asked: bool, first_start: bool) -> None:
    """At start: the guide over a guided game unfinished (unless the player left the
    lessons); the guided game itself if ``--learn`` asked for it, or at the very first
    start in place of a fresh game."""
    session = window.session
    if asked:
        learn_to_play(window)
    elif is_learn_game(session) and session.phase is not Phase.OVER:
        if not Settings.load().lesson_left:
            attach(window)
    elif first_start and session.turn == 0 and session.match.card is None:
        learn_to_play(window)


def nothing_kept() -> bool:
    """No autosave (nor its previous copy) in the data folder and no finished game in
    the history: a very first start. A folder that cannot be looked at (a name too
    long, no permission) is not one."""
    from metrox_desktop.persistence.atomic import backup_path
    from metrox_desktop.persistence.history import any_finished
    from metrox_desktop.persistence.saves import autosave_path, history_dir

    try:
        kept = autosave_path()
        if kept.exists() or backup_path(kept).exists():
            return False
        return not any_finished(history_dir())
    except OSError:
        return False
