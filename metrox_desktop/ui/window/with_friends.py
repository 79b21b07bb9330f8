"""Game > Today's deal and Game > Play against a result...: the games played with
friends far away, without a server (sharing/, ui/table/friends.py, ui/table/daily.py)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from metrox_desktop.persistence.settings import Settings
from metrox_desktop.sharing.today import daily_deal, today
from metrox_desktop.ui.language.status import said
from metrox_desktop.ui.window.game_window import GameWindow
from metrox_desktop.ui.window.last_game import last_seats
from metrox_desktop.ui.window.replace_check import STATUS_MS, replace_game

if TYPE_CHECKING:
    from metrox_desktop.engine.records import DailyMark

translate = QCoreApplication.translate


def play_today(window: GameWindow) -> None:
    """Start today's deal (the people and bots of the last game at the table)."""
    deal = daily_deal(today())
    session = window.session
    seats = last_seats(Settings.load())
    what = translate("MainWindow", "Today's deal")
    if not replace_game(
        window.widget,
        session,
        what,
        lambda: window.start_game(deal.map_id, deal.deck, deal.code, seats),
    ):
        return  # the player kept the game under way, or it could not be kept: it stays
    mark = session.today
    practice, date = bool(mark is not None and mark.practice), deal.day.isoformat()
    window.widget.statusBar().showMessage(said(partial(_today_words, practice, date)), STATUS_MS)


def _today_words(practice: bool, date: str) -> str:
    """Today's deal, begun: whether this try counts (written again at a switch)."""
    if practice:
        text = translate(
            "MainWindow", "Today's deal, {date}: practice (the day's result is in already)."
        )
    else:
        text = translate("MainWindow", "Today's deal, {date}: your first finished try counts.")
    return text.format(date=date)


def play_against_results(window: GameWindow) -> None:
    """Ask for friends' results and start their deal with them seated."""
    from metrox_desktop.ui.dialogs.against_results import AgainstResultsDialog

    dialog = AgainstResultsDialog(last_seats(Settings.load()) or (), window.widget)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return
    table = dialog.table()
    what = translate("MainWindow", "Play against a result")
    replace_game(
        window.widget,
        window.session,
        what,
        lambda: window.start_game(table.map_id, table.deck_id, table.seed, table.seats),
    )


def day_title(mark: DailyMark | None) -> str:
    """What the window title adds for a game of today's deal ("" for any other game)."""
    if mark is None:
        return ""
    if mark.practice:
        return translate("MainWindow", " \u2013 today's deal, practice")
    return translate("MainWindow", " \u2013 today's deal")
