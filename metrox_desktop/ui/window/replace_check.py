"""Before a game under way is replaced (New game, Play this deal again, Rematch, Open
game, Today's deal, Play against a result), the player is asked, and told what becomes
of it: the history of games keeps it once a turn is played. A
"Don't ask again" box turns the question off (``Settings.confirm_replace``, which
Preferences shows too). A game not begun (no card flipped) or over is not asked about."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMainWindow, QMessageBox, QWidget

from metrox_desktop.engine.match import Phase
from metrox_desktop.maps.spec import Text
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.language import local, save_settings
from metrox_desktop.ui.language.status import said, say_before
from metrox_desktop.ui.table.session import GameSession

STATUS_MS = 8000  # as long as the status bar's other news, and a little more to read


translate = QCoreApplication.translate


def under_way(session: GameSession) -> bool:
    """A game with a card flipped and not over: something a player would miss."""
    if not session.started or session.phase is Phase.OVER:
        return False
    return session.turn > 0 or session.card is not None


def where_it_goes(session: GameSession) -> str:
    """One sentence naming the game and what becomes of it: kept in the history once a
    turn is played; a game whose first card is still on the table has nothing to keep;
    a seat at a table across computers is left, and its game goes on there."""
    game = (session.board.spec.name, session.seed, session.turn)
    return said(partial(_where_words, session.hosted, bool(session.match.history), game))


def _where_words(hosted: bool, played: bool, game: tuple[Text, str, int]) -> str:
    """:func:`where_it_goes` in the language spoken (``game``: its map's name, deal and
    turn), written again at a switch."""
    name, seed, turn = game
    if hosted:  # the host keeps the game (its deal is told at the end only)
        return translate(
            "ReplaceCheck",
            "You leave your seat at the table's game ({map}, turn {turn}): the game goes on"
            " there without you, and Game > Join a table takes your seat back.",
        ).format(map=local(name), turn=turn)
    if not played:
        return translate(
            "ReplaceCheck",
            "The game under way ({map}, deal {seed}) has no turn played yet: nothing of it "
            "is kept.",
        ).format(map=local(name), seed=seed)
    return translate(
        "ReplaceCheck",
        "The game under way ({map}, deal {seed}, turn {turn}) is kept in the history of "
        "games, in {folder}.",
    ).format(map=local(name), seed=seed, turn=turn, folder=history_dir())


def may_replace(parent: QWidget, session: GameSession, what: str) -> bool:
    """Whether ``what`` (e.g. "Play this deal again") may replace the game in ``session``:
    at once if nothing is under way or the player said not to ask, else their answer."""
    settings = Settings.load()
    if not under_way(session) or not settings.confirm_replace:
        return True
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("ReplaceCheck", "Replace the game under way?"),
        translate("ReplaceCheck", "{what}: this replaces the game under way.").format(what=what),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setInformativeText(where_it_goes(session))
    box.button(QMessageBox.StandardButton.Yes).setText(translate("ReplaceCheck", "Replace it"))
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    again = QCheckBox(
        translate("ReplaceCheck", "Don't ask again (Preferences can turn the question back on)")
    )
    box.setCheckBox(again)
    if box.exec() != QMessageBox.StandardButton.Yes:
        return False
    if again.isChecked():
        settings = Settings.load()
        settings.confirm_replace = False
        save_settings(settings)
    return True


def replace_game(
    window: QMainWindow, session: GameSession, what: str, start: Callable[[], object]
) -> bool:
    """Ask first, then ``start()`` the new game and say in the status bar where the old
    one went. False when the player kept the game under way (or it could not be kept)."""
    went = where_it_goes(session) if under_way(session) else ""
    if not may_replace(window, session, what):
        return False
    generation = session.generation
    start()
    if session.generation == generation:
        return False  # not started (a dialog said why): the old game is still here
    if went:
        say_before(window.statusBar(), went, STATUS_MS)
    return True
