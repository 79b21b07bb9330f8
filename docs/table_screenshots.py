"""The pictures of a table across computers in docs/: Join a table with an open table
listed, a host with six seats mid-turn (in Japanese on the dark theme, and in a small
window too), a seat's window mid-turn, a seat reconnecting, and a host and a seat at 99 seats.

Every host and seat listens and connects on 127.0.0.1 only. Run from the repository
root: sh docs/table-screenshots.sh (which sets a fresh data folder and the offscreen
platform).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt

from metrox_desktop.engine.match import Phase
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.net.join_dialog import JoinDialog
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.table.autoplay import greedy_choice
from metrox_desktop.ui.themes import set_theme
from metrox_desktop.ui.window.main_window import MainWindow
from metrox_desktop.ui.window.table_entries import join_table

LOOPBACK = "127.0.0.1"
WIDTH = 960  # pixels of a saved picture: small files


def wait(until: Callable[[], bool], seconds: float = 240.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise SystemExit("timed out")
        QCoreApplication.processEvents()
        time.sleep(0.02)


def save(widget: object, name: str) -> None:
    for _ in range(20):
        QCoreApplication.processEvents()
    picture = widget.grab()  # type: ignore[attr-defined]
    if picture.width() > WIDTH:
        picture = picture.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)
    picture.save(f"docs/{name}")
    print(f"docs/{name}")


def run(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def bots(
    address: str, room: str, name: str, seats: int, think: float, level: str = "greedy"
) -> subprocess.Popen[str]:
    return run(
        "join",
        address,
        "--room",
        room,
        "--name",
        name,
        "--seats",
        str(seats),
        "--think",
        str(think),
        "--bot",
        level,
    )


def hosted(
    seats: int, quick: int, name: str, room: str, size: tuple[int, int] = (1100, 760)
) -> None:
    """A host window a few turns into the game, mid-turn: ``quick`` bot seats choose at
    once, the rest after a while (not yet chosen when the picture is taken)."""
    window = HostWindow("tokyo", seats, listen=(LOOPBACK, 0), seed="DOCS1", room=room)
    window.resize(*size)
    window.show()
    wait(lambda: bool(window.address))
    address = f"{LOOPBACK}:{window.port}"
    fast = bots(address, window.room, "Bot", quick, 0.0)
    slow = bots(address, window.room, "Slow", seats - quick, 6.0, "random")
    wait(lambda: window.turn >= 3 and len(window.chosen) >= quick and not window.over)
    save(window, name)
    for process in (fast, slow):
        process.kill()
        process.wait()
    window.stop()
    window.hide()


def client(players: int = 6, picture: str = "table-client-mid-turn.png") -> None:
    """A seat's window mid-turn at a table of ``players``, then (at six) reconnecting to
    a killed host."""
    host = run(
        "host",
        "--listen",
        f"{LOOPBACK}:0",
        "--players",
        str(players),
        "--seed",
        "DOCS1",
        "--room",
        "4HN7TQ",
    )
    assert host.stdout is not None
    _, room, _, address = host.stdout.readline().split()
    port = int(address.rpartition(":")[2])
    others = bots(f"{LOOPBACK}:{port}", room, "Bot", players - 1, 0.0)
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    seat = join_table(window, (LOOPBACK, port), room, "Ann")
    assert seat is not None
    session = window.session
    wait(lambda: session.hosted)
    while session.turn < 8 or session.phase is not Phase.CHOOSE or session.chooser is None:
        wait(lambda: session.hosted and session.phase is Phase.CHOOSE)
        if session.turn < 8 and session.chooser is not None:
            window.controller.commit(greedy_choice(session, session.chooser))
        QCoreApplication.processEvents()
    save(window, picture)
    if players != 6:
        for process in (host, others):
            process.kill()
            process.wait()
        seat.leave()
        return
    host.send_signal(signal.SIGKILL)
    host.wait()
    wait(lambda: seat.lost)
    deadline = time.monotonic() + 1.5  # a try or two shown
    wait(lambda: time.monotonic() > deadline)
    save(window, "table-client-reconnecting.png")
    others.kill()
    others.wait()
    seat.leave()


def join_listing() -> None:
    """Join a table with an open table heard on the network (its announcements sent
    to 127.0.0.1 only) chosen: its address filled in, the room code typed."""
    dialog = JoinDialog("Ann", listen=(LOOPBACK, 0))
    port = dialog.listening_port
    assert port is not None
    window = HostWindow("osaka", 4, listen=(LOOPBACK, 0), room="6PWQ3N", announce=(LOOPBACK, port))
    dialog.show()
    wait(lambda: dialog.found.count() == 1, 30)
    dialog.found.setCurrentRow(0)
    dialog.room.setText("6PWQ3N")
    dialog.room.setFocus()
    save(dialog, "table-join-open-tables.png")
    dialog.stop_looking()
    window.stop()


def japanese_dark() -> None:
    """The host's window in Japanese on the dark theme."""
    set_language("ja")
    set_theme("dark")
    hosted(6, 3, "table-host-ja-dark.png", "5HT2QW")
    set_theme("light")
    set_language("en")


def main() -> None:
    app = make_app(["table-screenshots"], picture_mode=True)  # cards show, not turn
    only = sys.argv[1:]
    if not only or "join" in only:
        join_listing()
    if not only or "ja" in only:
        japanese_dark()
    if not only or "six" in only:
        hosted(6, 3, "table-host-six-mid-turn.png", "7KQ2MX")
    if not only or "client" in only:
        client()
    if not only or "99" in only:
        hosted(99, 60, "table-host-99-seats.png", "9XR4PW")
        client(99, "table-client-99-seats.png")
    if not only or "small" in only:
        hosted(6, 3, "table-host-small-window.png", "3MV8KD", (560, 420))
    del app
    os._exit(0)  # the windows' loops are stopped; nothing else to wait for


if __name__ == "__main__":
    main()
