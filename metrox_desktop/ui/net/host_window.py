"""HostWindow: a table across computers, hosted by this computer.

The :class:`~metrox_desktop.net.host.TableHost` runs on a loop thread of its own
(:class:`~metrox_desktop.net.loop_thread.LoopThread`) and tells what happens by events,
which come here by a Qt signal on the GUI thread, handed over through the app's relay
(never emitted by the loop on this window: it may be being deleted at that moment). A
window closed, or deleted without closing, stops its table. The window shows what a room needs
to see: the address and the room code in large letters (to read out across a room),
the seats that joined, who has chosen this card (a tick, never what), the card as
large as the card flipper's (once the game is over, who won in its place, as the final
ranking of a game at one screen opens), and the standings after each turn. The host may seat
bots (they play on the same loop, through the same protocol as anyone) and play a
seat itself: the game window joins on 127.0.0.1 like any other seat
(``ui/window/table_entries.py``).

The host's table is autosaved as it goes (``persistence.tables``), with the seats this
computer plays (its bots, the game window's seat): a host window that was killed
opens the same table again (``saved``: Game > Host a table offers it), on the same
address, its bots seated again; the seats elsewhere join again by themselves. A table
the ``host`` command hosted with ``--bot-for-absent`` keeps its bot playing for each seat
that goes away or overdue here too: the table's own rule (``TableSettings.bot_for_absent``).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from metrox_desktop.deal import random_seed
from metrox_desktop.engine.ai.strategies import strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.engine.records import PERSON, name_twice
from metrox_desktop.engine.scoring import Score, score, standings
from metrox_desktop.net import protocol
from metrox_desktop.net.beacon import Beacon
from metrox_desktop.net.client import SeatClient
from metrox_desktop.net.copies import SeatCopies
from metrox_desktop.net.host import TableHost, TableSettings, new_room_code
from metrox_desktop.net.loop_thread import LoopThread
from metrox_desktop.persistence import tables
from metrox_desktop.persistence.lock import FolderLock
from metrox_desktop.seats import Seat
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.language.status import StatusBar, said
from metrox_desktop.ui.net.seat_link import tell_failure
from metrox_desktop.ui.net.whole_line import WholeLine
from metrox_desktop.ui.sheet import ink
from metrox_desktop.ui.sheet.card_art import CARD_RATIO
from metrox_desktop.ui.sheet.card_widget import CardWidget
from metrox_desktop.ui.sheet.spoken import announce
from metrox_desktop.ui.start.ending import ending
from metrox_desktop.ui.table.background import HandedSignal
from metrox_desktop.ui.table.result_headline import HEADLINE, ResultHeadline, result_texts
from metrox_desktop.ui.table.seat_labels import default_name
from metrox_desktop.ui.table.standings import StandingsPanel
from metrox_desktop.ui.table.standings_model import StandingsModel
from metrox_desktop.ui.themes import grow_font, readable, show_muted
from metrox_desktop.words import QT_TRANSLATE_NOOP, Template, os_reason

CARD_LEAST = 120  # pixels of the card's width at least
DETAILED_FROM = 800  # pixels of the window's width from which the standings show the parts
# The group the bots seated here share their copy of the game as (net/copies.py): spaces
# around it, so never a name a seat takes, never a `join` process's group at this table.
BOTS_GROUP = " the host window's bots "


def shown_addresses(host: str, port: int) -> list[str]:
    """The addresses to tell the others, the first one shown large: when the host
    listens on every address, this computer's network addresses, IPv4 first (the ones
    most friends can type), then IPv6; its name if it has none. Read from the system, no
    packet sent."""
    if not protocol.every_address(host):
        return [protocol.address_text(host, port)]
    found = [
        address
        for address in QNetworkInterface.allAddresses()
        if not address.isLoopback() and not address.isLinkLocal()
    ]
    shown = [
        protocol.address_text(address.toString().partition("%")[0], port)
        for kind in (
            QAbstractSocket.NetworkLayerProtocol.IPv4Protocol,
            QAbstractSocket.NetworkLayerProtocol.IPv6Protocol,
        )
        for address in found
        if address.protocol() == kind
    ]
    return shown or [f"{socket.gethostname()}:{port}"]


class HostWindow(QMainWindow):
    heard = Signal(str, object)  # the host's events (kind, details), on the GUI thread
    listening = Signal(str, int)  # the room is open: host, port (from the loop's thread)
    opened = Signal(int)  # the room is open, on its port (on the GUI thread)
    finished = Signal()  # the game is over
    said = Signal(object)  # news in the status bar (Said), also said to a screen reader

    def __init__(  # noqa: PLR0913 - the table's options, each by name (the host dialog's)
        self,
        map_id: str,
        seats: int,
        *,
        turn_time: float | None = None,
        bot_after_grace: bool = False,
        bots: int = 0,
        bot_level: str = "greedy",
        listen: tuple[str, int] = (protocol.EVERY_ADDRESS, 47301),
        seed: str | None = None,
        room: str | None = None,
        announce: tuple[str, int] | None = None,
        play_name: str | None = None,
        saved: dict[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """A new table of these options; or, with ``saved`` (a host's autosave,
        ``persistence.tables.read_host``), the table it holds, where it stood, on the
        address it listened on (the options are then the autosave's)."""
        super().__init__(parent)
        self.setStatusBar(StatusBar(self))  # its news follows View > Language
        self._look = ink.SeenLook()  # the theme it last drew its words in
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setMinimumSize(480, 360)
        self.resize(1000, 700)
        self.address = ""  # HOST:PORT to tell the others, once listening
        self.port = 0
        self.names: list[str] = []
        self.connected: list[bool] = []
        self.bot_levels: dict[str, str] = {}  # the bots seated here, by name (GUI thread)
        self.stood_in: set[int] = set()  # seats the host's bot plays until they are back
        self.overdue: set[int] = set()  # seats the table waits on, their time up
        self.chosen: set[int] = set()
        self.scores: list[Score] = []
        self.turn = 0
        self.over = False
        self.play_name = play_name  # the seat the game window plays here, by its name
        self._bots_wanted = (bots, bot_level)
        self._bot_levels: dict[str, str] = {}  # the bots seated here (on the loop's thread)
        self._bot_clients: list[SeatClient] = []
        # The bots play the same game: each turn played and written once for them all.
        self._bot_copies = SeatCopies(group=BOTS_GROUP)
        self._tasks: list[asyncio.Task[Any]] = []
        self._announce = announce  # where the beacon goes while seats are open (None: nowhere)
        self.heard.connect(self._on_heard)
        self.listening.connect(self._on_listening)
        # What the loop's thread tells, handed to this thread first: the loop never
        # emits on this window, which may be being deleted at that very moment. Handed
        # over even when told on this thread (a run that failed before its future was
        # watched is told in the constructor): heard once the window is whole.
        self._told = HandedSignal(self.heard)
        self._told_listening = HandedSignal(self.listening)
        # What the host tells comes in bursts (a seat's every choice at a table of 99, the
        # joins at its start): the seats are drawn again once a burst, not once an event.
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(0)
        self._redraw.timeout.connect(self._show_seats)
        if saved is not None:
            self.host = TableHost.resumed(saved, save=self._save, events=self._hear)
            self.room = self.host.settings.room
            self.board = self.host.settings.board
            listen = protocol.split_address(str(saved.get("listen") or "")) or listen
            self._bots_wanted = (0, bot_level)
            self.stood_in = set(self.host.stand_ins)  # the loop has not begun: read here
            self._resume_own_seats()
        else:
            self.board = Board.load(map_id)
            self.room = room or new_room_code()
            settings = TableSettings(
                room=self.room,
                seats=seats,
                board=self.board,
                deck=load_deck(),
                seed=seed or random_seed(),
                turn_time=turn_time,
                bot_after_grace=bot_after_grace,
            )
            # The game goes into this computer's history at its end: by the game
            # window's seat when the host plays one, else by the host.
            self.host = TableHost(
                settings, save=self._save, events=self._hear, history=play_name is None
            )
        # One process hosts a table of this data folder, for as long as this window is
        # open (nothing is saved before): raises tables.TableHostedNow, or OSError when
        # no lock can be made.
        self._hosting = tables.hold_table(self.room)
        self._build()
        self.loop = LoopThread("table-host")
        self._asked_port = listen[1]  # said if the table cannot open there
        self._future = self.loop.submit(self._serve(listen))
        self._future.add_done_callback(partial(tell_failure, self._told))
        # A window deleted without closing first (by its parent, the game window, or
        # deleteLater) stops its table as closing does, where the table ran on unseen:
        # its port, its seats and its lock held. (The table's parts, not a method of
        # this window: the window is gone when this is called.)
        self.destroyed.connect(partial(_stop_table, self.loop, self.host, self._hosting))

    def _resume_own_seats(self) -> None:
        """The seats this computer played, as the autosave says: its bots seated again
        (each joins with the token it kept) and the game window's own seat named."""
        host = self.host
        self.names = [seat.name for seat in host.seats]
        self.connected = [False] * len(self.names)
        for seat, kind in host.own_seats.items():
            name = host.seats[seat].name
            if kind == PERSON:
                self.play_name = name
            else:
                self._bot_levels[name] = kind
                self.bot_levels[name] = kind

    # -- the window --------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        column = QVBoxLayout(central)
        heading = QHBoxLayout()
        # read whole on a small window too: a step smaller where the room is short
        self.room_label = WholeLine(3.2, bold=True)
        self.room_label.setObjectName("roomCode")
        self.room_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label = WholeLine(2.0)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        words = QVBoxLayout()
        words.addWidget(self.room_label)
        words.addWidget(self.address_label)
        heading.addLayout(words, 1)
        self.add_bot_button = QPushButton()
        self.add_bot_button.clicked.connect(self.add_bot)
        # a bot for the seats whose person left, and for those silent when time ran out
        self.stand_in_button = QPushButton()
        self.stand_in_button.clicked.connect(self.stand_in)
        buttons = QVBoxLayout()
        buttons.addWidget(self.add_bot_button)
        buttons.addWidget(self.stand_in_button)
        buttons.addStretch(1)
        heading.addLayout(buttons)
        column.addLayout(heading)
        row = QHBoxLayout()
        left = QVBoxLayout()
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnState")
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn_label.setWordWrap(True)
        grow_font(self.turn_label, 1.5, bold=True)
        left.addWidget(self.turn_label)
        self.card = CardWidget()
        # the smallest window still shows it whole, under a turn's line wrapped in two
        self.card.setMinimumSize(CARD_LEAST, round(CARD_LEAST * CARD_RATIO))
        # as large as the window allows: a card to read across the room
        self.card.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        left.addWidget(self.card, 1)
        left.addWidget(self._result_box(), 1)
        row.addLayout(left, 2)
        self.standings_box = QVBoxLayout()
        self.standings_box.setContentsMargins(0, 0, 0, 0)
        self.standings = self._standings(())
        row.addLayout(self.standings_box, 3)
        column.addLayout(row, 1)
        self.setCentralWidget(central)
        self._write_words()
        self._show_room()

    def _result_box(self) -> QWidget:
        """Where the card was, once the game is over: who won, as the final ranking of a
        game at one screen opens (the crown, the winner's line, how it was decided)."""
        self.result_box = QWidget()
        column = QVBoxLayout(self.result_box)
        column.setContentsMargins(0, 24, 0, 0)
        self.result = ResultHeadline("", crown=48)
        grow_font(self.result.label, 2.2, bold=True)
        self._colour_headline()
        self.result_note = QLabel(wordWrap=True)
        self.result_note.setTextFormat(Qt.TextFormat.PlainText)  # the names in it as written
        grow_font(self.result_note, 1.3)
        show_muted(self.result_note)  # in the grey of each theme chosen
        column.addWidget(self.result)
        column.addWidget(self.result_note)
        column.addStretch(1)
        self.result_box.hide()
        return self.result_box

    def _colour_headline(self) -> None:
        """Who won in the headline's gold, readable on the window in the theme now."""
        self.result.label.setStyleSheet(f"color: {readable(HEADLINE)};")

    def _write_words(self) -> None:
        """The window's fixed texts, in the language chosen now."""
        self.setWindowTitle(self.tr("Host a table"))
        self.add_bot_button.setText(self.tr("Add a &bot"))
        self.stand_in_button.setText(self.tr("A bot &plays for the seats away"))
        self.stand_in_button.setToolTip(
            self.tr(
                "Until they choose or join again: the table no longer waits for a player"
                " who left, or who is away from the keyboard once their time is up"
            )
        )

    def _show_room(self) -> None:
        self.room_label.setText(self.tr("Room {code}").format(code=self.room))
        self.address_label.setText(
            self.tr("at {address}").format(address=self.address)
            if self.address
            else self.tr("opening...")
        )
        seats = self.host.settings.seats if hasattr(self, "host") else 0
        waiting = seats - len(self.names)
        self._show_result()
        if self.over:
            self.turn_label.setText(self.tr("The game is over."))
        elif self.turn == 0:
            self.turn_label.setText(
                self.tr("{joined} of {seats} seats have joined").format(
                    joined=len(self.names), seats=seats
                )
            )
        else:
            self.turn_label.setText(
                self.tr("Turn {turn}: {chosen} of {seats} have chosen").format(
                    turn=self.turn, chosen=len(self.chosen), seats=len(self.names)
                )
            )
        self.add_bot_button.setEnabled(waiting > 0 and self.port > 0)
        playing = self.turn > 0 and not self.over
        left = [s for s, here in enumerate(self.connected) if not here and s not in self.stood_in]
        # a seat no bot plays yet, its person gone or silent past its time
        self.stand_in_button.setEnabled(playing and bool(left or self.overdue - self.stood_in))

    def _show_result(self) -> None:
        """The game over: its result in the card's place (the last card is discarded)."""
        ended = self.over and len(self.scores) == len(self.names) > 0
        if ended:
            headline, note = result_texts(self.seat_rows(), standings(self.scores))
            self.result.label.setText(headline)
            self.result_note.setText(note)
        self.card.setVisible(not ended)
        self.result_box.setVisible(ended)

    def _standings(self, seats: tuple[Seat, ...]) -> StandingsPanel:
        """A ranking of ``seats`` in the window: a list that scrolls (99 seats), by the
        keys too (Tab to it, then the arrows, Page Up and Down)."""
        panel = StandingsPanel(StandingsModel(seats, self))
        table = panel.table
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustIgnored)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        panel.set_detailed(self.width() >= DETAILED_FROM)
        self.standings_box.addWidget(panel)
        return panel

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        # View > Language: the room, the address, the turn, the button and the
        # standings written again in the language just chosen
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "standings"):
            self._write_words()
            self._show_seats(rebuilt=True)  # its headings and the seats' "(away)" too
        super().changeEvent(event)
        # View > Theme: the headline's gold again (the note's grey follows by itself)
        if self._look.changed(event) and hasattr(self, "result"):
            self._colour_headline()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        # a small window keeps the names whole: place, name and total only
        self.standings.set_detailed(event.size().width() >= DETAILED_FROM)

    def seat_rows(self) -> tuple[Seat, ...]:
        """The seats as the standings name them: bots with their level (the standings
        mark a seat away, played by the host's bot or late: :meth:`_seat_states`)."""
        return tuple(Seat(name, self.bot_levels.get(name)) for name in self.names)

    def _seat_states(self) -> tuple[dict[int, bool], set[int], set[int]]:
        """The seats whose person is away (each with whether the host's bot plays it),
        those still joined the bot plays, and those the table waits on past their time,
        as the standings model takes them: none once the game is over (the seats leave,
        nobody is away from a game to come, late or played for)."""
        if self.over:
            return {}, set(), set()
        away = {seat: seat in self.stood_in for seat, here in enumerate(self.connected) if not here}
        return away, self.stood_in - set(away), self.overdue - self.stood_in

    @property
    def up_to_date(self) -> bool:
        """The standings, the turn, the result and the buttons show what the table last
        told (they follow as control returns to the event loop, once a burst)."""
        return not self._redraw.isActive()

    def _show_seats(self, rebuilt: bool = False) -> None:
        """The standings anew when a seat joined (``rebuilt``: in any case); the scores,
        who is away, played for or late, and the turn as the host last told them."""
        seats = self.seat_rows()
        if rebuilt or seats != self.standings.seats:
            old = self.standings
            self.standings = self._standings(seats)
            old.setParent(None)
            old.deleteLater()
        chosen = self.chosen if self.turn and not self.over else None
        away, played, overdue = self._seat_states()
        self.standings.model.show_scores(
            self.scores, chosen, away=away, played=played, overdue=overdue
        )
        self._show_room()

    # -- the host, on its loop ---------------------------------------------------------
    async def _serve(self, listen: tuple[str, int]) -> dict[str, Any]:
        host, port = await self.host.listen(*listen)
        self.port = port
        self.host.save_now()
        self._told_listening.emit(host, port)
        for name, level in self._bot_levels.items():  # a resumed table's own bots
            self._seat_bot(name, level)
        count, level = self._bots_wanted
        for _ in range(count):
            self._add_bot(level)
        beacon = None
        if self._announce is not None:
            beacon = asyncio.create_task(Beacon.of(self.host, self._announce).run())
        try:
            record = await self.host.play()
            for task in self._tasks:  # the bots read the end
                with contextlib.suppress(Exception):
                    async with asyncio.timeout(5):  # never wait_for: see net/loop_thread.py
                        await task
        finally:
            if beacon is not None:
                beacon.cancel()
            await self.host.close()
        tables.finish_host(self.room)
        return record

    def _add_bot(self, level: str) -> None:
        """A bot seat on the host's loop (call on the loop's thread), named as New game
        names a bot, in the window's language ("Bot 1", "CPU 1")."""
        taken = set(self.host.seats[i].name for i in range(len(self.host.seats)))
        taken |= {c.name for c in self._bot_clients}
        if len(taken) >= self.host.settings.seats:
            return
        number = 1
        while name_twice((*taken, default_name(level, number, 0))):  # "bot 1" is Bot 1
            number += 1
        name = default_name(level, number, 0)
        self._bot_levels[name] = level
        self._seat_bot(name, level)

    def _seat_bot(self, name: str, level: str) -> None:
        """Bot ``name`` plays a seat through the protocol, as anyone (on the loop's
        thread); a bot that sat here before joins again with the token it kept."""
        client = SeatClient(
            protocol.LOOPBACK,
            self.port,
            self.room,
            name,
            bot=strategy_named(level),
            copies=self._bot_copies,
        )
        self._bot_clients.append(client)
        self._tasks.append(asyncio.get_running_loop().create_task(client.run()))
        self._told.emit("bot-added", {"name": name, "level": level})

    def add_bot(self) -> None:
        """Seat one more bot (while seats are free)."""
        self.loop.call(self._add_bot, self._bots_wanted[1])

    def stand_in(self) -> None:
        """The host's bot plays every seat the table would wait on: those whose person
        left (until they join again) and those silent once their time was up (until
        they choose or join again)."""
        self.stand_in_for_away()
        self.stand_in_for_overdue()

    def stand_in_for_away(self) -> None:
        """The host's bot plays the seats whose person is away, until they join again."""
        self.loop.call(self.host.stand_in_for_away)  # the table tells which seats ("stood-in")

    def stand_in_for_overdue(self) -> None:
        """The host's bot plays the seats the table waits on once their time is up,
        until they choose or join again."""
        self.loop.call(self.host.stand_in_for_overdue)  # told as "stood-in" too

    def _save(self, state: dict[str, Any]) -> None:
        tables.write_host(self.room, state)

    def _hear(self, kind: str, details: dict[str, Any]) -> None:
        """On the loop's thread: what the window needs, taken now, sent on by a signal."""
        host = self.host
        details = dict(details)
        if kind == "joined":  # the seats this computer plays: seated again after a restart
            name = str(details["name"])
            if name in self._bot_levels:
                host.own_seats[int(details["seat"])] = self._bot_levels[name]
            elif name == self.play_name:
                host.own_seats[int(details["seat"])] = PERSON
        if kind in ("joined", "rejoined", "disconnected", "started", "stood-in"):
            details["names"] = [seat.name for seat in host.seats]
            details["connected"] = [seat.connection is not None for seat in host.seats]
            if kind == "joined":  # told as it takes the seat, before its connection is set
                details["connected"][int(details["seat"])] = True
        if kind in ("turn", "over", "started") and host.game is not None:
            game = host.game.match.game
            details["scores"] = [score(self.board, sheet) for sheet in game.sheets]
        if kind == "card":
            details["card"] = details["card"].code
            details["chosen"] = sorted(host.game.match.chosen) if host.game is not None else []
        if kind == "started" and host.game is not None and host.game.match.card is not None:
            # a table resumed with a card on it: the card, and who had chosen
            details["card"] = host.game.match.card.code
            details["chosen"] = sorted(host.game.match.chosen)
            details["turn"] = host.game.turn
        self._told.emit(kind, details)

    # -- on the GUI thread -------------------------------------------------------------
    def _on_heard(self, kind: str, details: dict[str, Any]) -> None:
        if "names" in details:
            self.names, self.connected = list(details["names"]), list(details["connected"])
        if "scores" in details:
            self.scores = list(details["scores"])
        self._follow_stand_ins(kind, details)
        if kind == "bot-added":
            self.bot_levels[str(details["name"])] = str(details["level"])
        elif kind == "card" or (kind == "started" and "card" in details):
            self.turn = int(details["turn"])
            self.chosen = set(details["chosen"])
            self.overdue = set()
            self.card.set_card(Card.parse(str(details["card"])))
        elif kind == "chosen":
            self.chosen.add(int(details["seat"]))
            self.overdue.discard(int(details["seat"]))
        elif kind == "over":
            self.over = True
            self.finished.emit()
        elif kind == "failed":
            error = details["error"]
            text = translated(os_reason(error)) if isinstance(error, OSError) else str(error)
            QMessageBox.warning(
                self,
                self.tr("The table could not open"),
                self.tr("No table at port {port}: {reason}").format(
                    port=self.port or self._asked_port, reason=text
                ),
            )
            if not self.address:  # never opened: no "opening..." for ever, nor its room held
                self.close()
                return
        self._tell(kind, details)
        if not self._redraw.isActive():
            self._redraw.start()

    def _follow_stand_ins(self, kind: str, details: dict[str, Any]) -> None:
        """The seats the table waits on once their time is up, and those its bot plays
        until their person is back, as the table tells them."""
        if kind == "back" or (kind == "rejoined" and not details["stand_in"]):
            self.stood_in.discard(int(details["seat"]))  # the person plays their seat again
        elif kind == "stood-in":  # the seats the table's bot now plays, as the table has them
            self.stood_in.update(int(seat) for seat in details["seats"])
        elif kind == "time-up":  # the table waits on these seats
            self.overdue = {int(seat) for seat in details["seats"]}

    def _tell(self, kind: str, details: dict[str, Any]) -> None:
        """What a seat, a bot or the history did: in the status bar, and heard."""
        if kind in ("joined", "disconnected") and self.over:
            return
        if kind in ("stood-in", "time-up", "late") and not details["seats"]:
            return
        if kind == "bot" and details.get("stand_in"):  # a stand-in was said once
            return
        if kind == "rejoined" and details["stand_in"]:  # the bot plays on for them
            return
        if kind == "stood-in":
            self._tell_stood_in([int(seat) for seat in details["seats"]])
        elif kind in NEWS:
            # the words of the news, written again at a language switch: what was told
            # and the names as they were, never the window (language/status.py)
            news = partial(_news_words, kind, dict(details), tuple(self.names))
            self._say(said(news), NEWS[kind][1])

    def _tell_stood_in(self, seats: list[int]) -> None:
        """Whom the host's bot plays now, and until when: a person away until they join
        again, a person still joined (whose time was up) until they choose again too."""
        names = ", ".join(self.names[seat] for seat in seats)
        joined = any(seat < len(self.connected) and self.connected[seat] for seat in seats)
        self._say(said(partial(_stood_in_words, names, joined)))

    def own_seat_ended(self, kept: bool) -> None:
        """The game window's seat here came to the end of the game, and put it into
        this computer's history (``kept``) or could not (it says why itself): said here
        too, as a host that plays no seat says it, where the status bar said nothing."""
        self._say(said(partial(_news_words, "kept" if kept else "over", {}, ())))

    def _say(self, text: str, msec: int = 0) -> None:
        """``text`` in the status bar (for ``msec``; 0: until the next), and to a screen
        reader, as the game window's seat says the table's news."""
        self.statusBar().showMessage(text, msec)
        self.said.emit(text)
        announce(self, text)

    def _on_listening(self, host: str, port: int) -> None:
        self.port = port
        addresses = shown_addresses(host, port)
        self.address = addresses[0]
        self.address_label.setToolTip(
            self.tr("A friend joins at any of this computer's addresses: {addresses}").format(
                addresses=", ".join(addresses)
            )
        )
        self._show_room()
        self.opened.emit(port)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt virtual
        if self.turn and not self.over and not self.loop.loop.is_closed() and not ending():
            answer = QMessageBox.question(
                self,
                self.tr("Close the table?"),
                self.tr(
                    "The game stops for every seat. It can go on later: Game > Host a table"
                    " opens it again, and the seats join again by themselves."
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.stop()
        super().closeEvent(event)

    def stop(self) -> None:
        """Close the room (every connection first, then the loop); once."""
        _stop_table(self.loop, self.host, self._hosting)


def _stop_table(
    loop: LoopThread, host: TableHost, hosting: FolderLock, *_destroyed: object
) -> None:
    """Close the room: every connection first (a seat of a game not over told the host
    closed the table), then the loop; the table may then be opened again, its autosave
    kept (Game > Host a table offers it). Once. (Called with what ``destroyed`` tells
    too, which it needs not.)"""
    if loop.loop.is_closed():
        return
    with contextlib.suppress(Exception):
        loop.submit(host.close()).result(3)
    loop.stop()
    hosting.release()


# The news a host's window tells (the table's kind of event), each for how long (ms;
# 0: until the next).
NEWS: dict[str, tuple[Template, int]] = {
    "joined": (QT_TRANSLATE_NOOP("HostWindow", "{name} took seat {seat}."), 5000),
    "disconnected": (
        QT_TRANSLATE_NOOP("HostWindow", "{name} lost the connection: their seat waits for them."),
        0,
    ),
    "rejoined": (QT_TRANSLATE_NOOP("HostWindow", "{name} is back."), 5000),
    "back": (QT_TRANSLATE_NOOP("HostWindow", "{name} is back and plays their seat again."), 5000),
    # who holds the table now
    "time-up": (
        QT_TRANSLATE_NOOP("HostWindow", "Time is up for {names}: the table waits for them."),
        0,
    ),
    # who holds the table, and for how long
    "late": (
        QT_TRANSLATE_NOOP(
            "HostWindow",
            "Time is up for {names}: a bot chooses for them in {seconds} s unless"
            " they choose first.",
        ),
        0,
    ),
    "bot": (QT_TRANSLATE_NOOP("HostWindow", "Time is up: a bot chose for {name}."), 5000),
    "unsaved": (
        QT_TRANSLATE_NOOP(
            "HostWindow",
            "The table cannot be saved ({reason}): closed now, it could not be opened again.",
        ),
        0,
    ),
    # the last word of a table: where its game is now
    "kept": (QT_TRANSLATE_NOOP("HostWindow", "The game is over: it is in your history."), 0),
    "unkept": (
        QT_TRANSLATE_NOOP("HostWindow", "The game could not go into your history: {reason}"),
        0,
    ),
    "over": (QT_TRANSLATE_NOOP("HostWindow", "The game is over."), 0),
}


def _news_words(kind: str, details: dict[str, Any], names: tuple[str, ...]) -> str:
    """What a seat, a bot or the history did (``kind`` of :data:`NEWS`, ``details`` as
    the table told it), in the language spoken; ``names``: the seats' names."""
    seat = details.get("seat")
    return translated(NEWS[kind][0]).format(
        name=names[int(seat)] if kind == "bot" and seat is not None else details.get("name"),
        seat=None if seat is None else int(seat) + 1,
        names=", ".join(names[int(each)] for each in details.get("seats") or ()),
        seconds=round(float(details.get("grace") or 0)),
        reason=translated(details.get("reason") or ""),
    )


def _stood_in_words(names: str, joined: bool) -> str:
    """Whom the host's bot plays now (``names``), and until when (``joined``: a person
    still joined, whose time was up)."""
    if joined:
        words = QCoreApplication.translate(
            "HostWindow", "A bot plays for {names} until they choose or join again."
        )
    else:
        words = QCoreApplication.translate(
            "HostWindow", "A bot plays for {names} until they join again."
        )
    return words.format(names=names)
