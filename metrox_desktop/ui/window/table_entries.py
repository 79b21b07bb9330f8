"""Game > Host a table... and Game > Join a table...: the window's side of a table across
computers (ui/net).

Join puts a :class:`~metrox_desktop.ui.net.seat_link.TableSeat` on the game window: its
session plays the seat, a banner shows a lost connection, the status bar what the host
says. Host opens a :class:`~metrox_desktop.ui.net.host_window.HostWindow`; if the host
plays a seat, the game window joins it on 127.0.0.1 as any seat would.

Nothing here holds the window strongly: the seat and the host window are its children.
"""

from __future__ import annotations

import weakref
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import PERSON
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.language.status import said, say_before
from metrox_desktop.ui.themes import grow_font
from metrox_desktop.ui.window.game_window import GameWindow
from metrox_desktop.ui.window.replace_check import STATUS_MS as REPLACED_MS
from metrox_desktop.ui.window.replace_check import may_replace, under_way, where_it_goes
from metrox_desktop.words import words_of

# The table's parts load when a table is joined or hosted: the network's client and the
# host's bots bring asyncio and the AI, which a start never loads.
if TYPE_CHECKING:
    from metrox_desktop.ui.net.host_window import HostWindow
    from metrox_desktop.ui.net.seat_link import TableSeat

# Object names of the window's seat at a table (join_table) and of a host's window it
# plays at (play_at): found again as the window closes, without loading the table's parts.
SEAT_OBJECT = "tableSeat"
HOST_OBJECT = "hostWindow"
CLOCK_OBJECT = "timeLeft"  # the status bar's time left to choose a card
translate = QCoreApplication.translate


def _player_name(window: GameWindow) -> str:
    """The name a seat at a table starts with: the one kept in Preferences, else the
    person's at this window's game."""
    kept = Settings.load().player_name
    if kept:
        return kept
    session = window.session
    if session.started and session.people:
        return session.players[session.people[0]]
    return translate("TableEntries", "You")


def join_table_dialog(window: GameWindow) -> TableSeat | None:
    """Ask for the table, then play a seat at it in this window."""
    from metrox_desktop.ui.net.join_dialog import JoinDialog

    dialog = JoinDialog(_player_name(window), window.widget)
    if dialog.exec() != JoinDialog.DialogCode.Accepted:
        return None
    options = dialog.options()
    what = translate("TableEntries", "Join a table")
    if not _may_seat_over(window, what, options.room, options.name):
        return None  # the game under way stays (a seat at another table too)
    return join_table(window, options.address, options.room, options.name)


def _may_seat_over(window: GameWindow, what: str, room: str | None, name: str) -> bool:
    """Whether ``what`` (Join a table, Host a table) may seat the window at ``name``'s
    seat of ``room`` (None: a table not open yet) in place of its game: asked as New
    game asks, when a game is under way; never when the window plays that very seat
    already (taking it back replaces nothing)."""
    from metrox_desktop.ui.net.seat_link import TableSeat

    seat = window.widget.findChild(TableSeat)  # kept after another game took the window
    if seat is not None and seat.playing and (seat.client.room, seat.client.name) == (room, name):
        return True
    return may_replace(window.widget, window.session, what)


def join_table(
    window: GameWindow,
    address: tuple[str, int],
    room: str,
    name: str,
    patience: float | None = None,
) -> TableSeat | None:
    """Play ``name``'s seat at the table ``room`` at ``address`` in this window (the
    game on it goes to the history, as before any new game, once the table's game
    starts here: a refused join leaves it as it was). ``patience``: seconds to keep
    trying an address where no table has answered yet (default ``JOIN_PATIENCE``)."""
    from metrox_desktop.ui.net.banner import ReconnectBanner
    from metrox_desktop.ui.net.seat_link import TableSeat

    widget = window.widget
    old = widget.findChild(TableSeat)
    if old is not None:
        old.leave()
        old.setParent(None)
        old.deleteLater()
    holder = weakref.ref(window)

    def show_map(map_id: str) -> Board:
        shown = holder()
        assert shown is not None
        return shown.show_map(map_id)

    def leave_game() -> str | None:  # once the table's game takes the window's place
        shown = holder()
        if shown is None:
            return None
        went = where_it_goes(shown.session) if under_way(shown.session) else ""
        return went if shown.keeper.leave() else None

    more = {} if patience is None else {"join_patience": patience}
    seat = TableSeat(window.session, show_map, leave_game, address, room, name, widget, **more)
    seat.setObjectName(SEAT_OBJECT)
    banner = widget.findChild(ReconnectBanner)
    if banner is None:
        banner = ReconnectBanner(widget)
        widget.addToolBar(Qt.ToolBarArea.TopToolBarArea, banner)
        banner.said.connect(window.reader.announce)  # heard too: lost, closed, back
    seat.reconnecting.connect(banner.set_lost)
    seat.host_closed.connect(banner.host_closed)
    seat.retry.connect(banner.next_try)
    status = widget.statusBar()
    clock = status.findChild(QLabel, CLOCK_OBJECT)
    if clock is None:  # the time left to choose, beside the score, while there is one
        clock = QLabel(status)
        clock.setObjectName(CLOCK_OBJECT)
        clock.setContentsMargins(0, 0, clock.fontMetrics().averageCharWidth() * 2, 0)
        grow_font(clock, 1.0, bold=True)
        clock.hide()
        status.insertPermanentWidget(0, clock)
    seat.clock.connect(clock.setText)
    seat.clock.connect(lambda text: clock.setVisible(bool(text)))
    seat.hurry.connect(window.reader.announce)  # "9 s left to choose", heard once a card
    seat.message.connect(status.showMessage)
    seat.game_left.connect(  # where the old game went, as New game says it, before the card
        lambda went: say_before(status, went, REPLACED_MS)
    )
    seat.game_left.connect(window.reader.announce)  # as the question said, heard
    seat.message.connect(window.reader.announce)  # what the host says, heard too
    seat.unsaved.connect(window.keeper.show_kept)  # the red mark, and a question at close
    seat.ended.connect(banner.hide)
    seat_ref = weakref.ref(seat)
    seat.ended.connect(lambda reason: _ended(seat_ref(), reason))
    status.showMessage(
        said(lambda: translate("TableEntries", "Joining the table {room}...").format(room=room))
    )
    return seat


def leave_tables(window: GameWindow) -> bool:
    """As the game window closes: a table hosted here that the window plays a seat at
    closes with it (the host's window asks first: False if the player said No), and the
    window's seat leaves its table, as when the app quits (its token stays kept: Join a
    table takes it again). Another window of the app may still be open: the app then
    runs on, and a seat left connected would keep the table waiting for a window
    nobody sees."""
    widget = window.widget
    for found in widget.findChildren(QMainWindow, HOST_OBJECT):
        if found.isVisible() and not found.close():
            return False
    seat = widget.findChild(QObject, SEAT_OBJECT)
    if seat is not None:
        cast("TableSeat", seat).leave()
    return True


def _ended(seat: TableSeat | None, reason: str) -> None:
    if seat is None:
        return
    window = seat.parent()
    if not isinstance(window, QMainWindow):  # the game window the seat plays in
        return
    if reason:
        window.statusBar().clearMessage()  # "Joining the table..." is over
        QMessageBox.warning(window, translate("TableEntries", "Table"), reason)
    elif seat.kept:
        window.statusBar().showMessage(
            said(
                lambda: translate(
                    "TableEntries", "The table's game is over: it is in your history."
                )
            ),
            8000,
        )


def host_table(window: GameWindow) -> HostWindow | None:
    """Open again a table hosted here that stopped before its end, if the player wants
    it; else ask for a new table's options, open its window, and join it here if the
    host plays."""
    from metrox_desktop.net.beacon import LAN
    from metrox_desktop.net.protocol import EVERY_ADDRESS
    from metrox_desktop.persistence import tables
    from metrox_desktop.ui.net.host_dialog import HostDialog
    from metrox_desktop.ui.net.host_window import HostWindow

    announce = LAN if window.announces_tables else None
    what = translate("TableEntries", "Host a table")
    stopped = tables.stopped_tables()
    if stopped:
        answer = ask_to_reopen(window, stopped[0])
        if answer == QMessageBox.StandardButton.Cancel:
            return None
        if answer == QMessageBox.StandardButton.Yes:
            saved, name = stopped[0], _own_seat(stopped[0])
            if name is not None and not _may_seat_over(window, what, saved["room"], name):
                return None
            return reopen_table(window, saved, announce=announce)
    settings = Settings.load()
    dialog = HostDialog(settings.map_id, _player_name(window), window.widget)
    if dialog.exec() != HostDialog.DialogCode.Accepted:
        return None
    o = dialog.options()
    # The game window plays the host's seat in place of its game; a host who only
    # watches leaves the window's game alone, and is not asked.
    if o.play_name is not None and not _may_seat_over(window, what, None, o.play_name):
        return None
    try:
        host = HostWindow(
            o.map_id,
            o.seats,
            turn_time=o.turn_time,
            bot_after_grace=o.bot_after_grace,
            bots=o.bots,
            bot_level=o.bot_level,
            play_name=o.play_name,
            listen=(EVERY_ADDRESS, o.port),  # IPv4 and IPv6: a friend joins by either
            announce=announce,  # Join a table on the local network lists it (code still typed)
            parent=window.widget,
        )
    except OSError as error:  # hosted now by another process, or no lock can be made
        QMessageBox.warning(
            window.widget,
            translate("TableEntries", "Host a table"),
            translate("TableEntries", "The table cannot be hosted: {reason}").format(
                reason=translated(words_of(error))
            ),
        )
        return None
    return _opened(window, host)


def _own_seat(saved: dict[str, Any]) -> str | None:
    """The name of the seat the game window played at the stopped table ``saved`` (a
    host's autosave); None when it played none, or the autosave does not say (opening
    it again tells what is wrong)."""
    try:
        own = saved["own"].items()
        return next((str(saved["names"][int(s)]) for s, kind in own if kind == PERSON), None)
    except (LookupError, TypeError, ValueError, AttributeError):
        return None


def tell_stopped_table(window: GameWindow) -> str | None:
    """At a start: say in the status bar when a table hosted here stopped before its
    end (Game > Host a table offers to open it again); what was said."""
    from metrox_desktop.persistence import tables

    stopped = tables.stopped_tables()
    if not stopped:
        return None
    room = stopped[0]["room"]
    text = said(
        lambda: translate(
            "TableEntries",
            "A table you hosted stopped before its end (room {room}): Game > Host a table"
            " opens it again.",
        ).format(room=room)
    )
    window.widget.statusBar().showMessage(text, 30_000)
    return text


def tell_seat_under_way(window: GameWindow) -> str | None:
    """At a start: say in the status bar when the player's seat at a table was left
    before its game's end (Join a table, filled in with it, takes it again); what was
    said."""
    from metrox_desktop.persistence import tables

    seat = tables.seat_under_way()
    if seat is None:
        return None
    room = seat["room"]
    text = said(
        lambda: translate(
            "TableEntries",
            "Table {room} still has your seat: Game > Join a table takes it again.",
        ).format(room=room)
    )
    window.widget.statusBar().showMessage(text, 30_000)
    return text


def ask_to_reopen(window: GameWindow, saved: dict[str, Any]) -> QMessageBox.StandardButton:
    """Yes: open the stopped table ``saved`` again; No: a new table; Cancel: neither."""
    widget = window.widget
    record = saved.get("record") or {}
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("TableEntries", "Host a table"),
        translate(
            "TableEntries",
            "A table you hosted stopped before its end: room {room}, after turn {turn}.",
        ).format(room=saved["room"], turn=len(record.get("turns") or ())),
        QMessageBox.StandardButton.Yes
        | QMessageBox.StandardButton.No
        | QMessageBox.StandardButton.Cancel,
        widget,
    )
    box.setInformativeText(
        translate(
            "TableEntries",
            "Open it again where it stood? Its seats join again by themselves, on the same"
            " address and room code.",
        )
    )
    box.button(QMessageBox.StandardButton.Yes).setText(translate("TableEntries", "&Open it again"))
    box.button(QMessageBox.StandardButton.No).setText(translate("TableEntries", "&A new table"))
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return QMessageBox.StandardButton(box.exec())


def reopen_table(
    window: GameWindow, saved: dict[str, Any], announce: tuple[str, int] | None = None
) -> HostWindow | None:
    """The stopped table ``saved`` (a host's autosave) open again in its window, and the
    game window back at its seat if it played one; one message if it cannot be."""
    from metrox_desktop.ui.net.host_window import HostWindow

    try:
        host = HostWindow("", 0, saved=saved, announce=announce, parent=window.widget)
    except (ValueError, KeyError, TypeError, AttributeError, OSError) as error:
        QMessageBox.warning(
            window.widget,
            translate("TableEntries", "Host a table"),
            translate("TableEntries", "The table {room} cannot be opened again: {reason}").format(
                room=saved.get("room"), reason=translated(words_of(error))
            ),
        )
        return None
    return _opened(window, host)


def _opened(window: GameWindow, host: HostWindow) -> HostWindow:
    """The host's window shown; the game window joins if the host plays a seat."""
    host.setWindowFlag(Qt.WindowType.Window)
    host.show()
    if host.play_name is not None:
        play_at(window, host, host.play_name)
    return host


def play_at(window: GameWindow, host: HostWindow, name: str) -> None:
    """The game window plays a seat at ``host`` once it listens."""
    from metrox_desktop.net.protocol import LOOPBACK

    holder, room = weakref.ref(window), host.room
    host.setObjectName(HOST_OBJECT)  # it closes with the window (leave_tables)

    def join(port: int) -> None:
        shown = holder()
        if shown is not None:
            seat = join_table(shown, (LOOPBACK, port), room, name)
            if seat is not None:  # its end said on the host's window too
                seat.ended.connect(partial(_told_at_host, weakref.ref(host), weakref.ref(seat)))

    host.opened.connect(join)


def _told_at_host(host: weakref.ref[HostWindow], seat: weakref.ref[TableSeat], reason: str) -> None:
    """The end of the game, as the game window's seat came to it, on the host's window
    (a seat that could not play on says why on its own window)."""
    window, played = host(), seat()
    if window is not None and played is not None and not reason:
        window.own_seat_ended(played.kept is not None)
