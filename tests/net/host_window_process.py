"""A host's window in a process of its own, for the tests that kill it:
``python -m tests.net.host_window_process SEATS SEED BOTS [stand-in | overdue S]`` opens
a table of SEATS on 127.0.0.1 (a free port) with BOTS of its own greedy bots, and prints
``room CODE at 127.0.0.1:PORT`` once it listens, then ``turn N resolved`` per turn.
With ``stand-in``, a seat that loses its connection is handed to the host's bot as its
button does it (printed ``stood in for SEATS``); with ``overdue S``, each card gives S
seconds and a seat still joined but silent when they run out is handed to the bot the
same way. Its data folder is ``METROX_DESKTOP_HOME``, as the app's."""

from __future__ import annotations

import sys
from typing import Any

from metrox_desktop.ui.net.host_window import HostWindow
from metrox_desktop.ui.start.app import make_app

LOOPBACK = "127.0.0.1"


def main() -> None:
    seats, seed, bots = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    stand_in = sys.argv[4:] == ["stand-in"]
    overdue = sys.argv[4:5] == ["overdue"]
    turn_time = float(sys.argv[5]) if overdue else None
    app = make_app(["host-window"])
    window = HostWindow(
        "tokyo", seats, listen=(LOOPBACK, 0), seed=seed, bots=bots, turn_time=turn_time
    )

    def opened(port: int) -> None:
        print(f"room {window.room} at {LOOPBACK}:{port}", flush=True)

    def heard(kind: str, details: dict[str, Any]) -> None:
        if kind == "turn":
            print(f"turn {details['turn']} resolved", flush=True)
        elif kind == "disconnected" and stand_in:
            window.stand_in_for_away()  # what its button does
        elif kind == "time-up" and details["seats"] and overdue:
            window.stand_in_for_overdue()  # what its button does then
        elif kind == "stood-in":
            print(f"stood in for {' '.join(map(str, details['seats']))}", flush=True)

    window.opened.connect(opened)
    window.heard.connect(heard)
    window.show()
    app.exec()


if __name__ == "__main__":
    main()
