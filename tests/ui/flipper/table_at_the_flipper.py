"""The card flipper as a table starts it, with a hand on it, for the tests that kill it:
``python -m tests.ui.flipper.table_at_the_flipper FLIPS ARGS...`` runs
``metrox-desktop flipper ARGS`` (its own start: the data folder claimed, the table's
deal taken up), and once the window is up flips FLIPS cards, presses New deal, and
prints ``left SEED TURN`` (the deal left), ``dealt SEED`` (the new one), then ``ready``.
Then it waits, as a flipper left alone does, until it is killed. Its data folder is
``METROX_DESKTOP_HOME``, as the app's."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from metrox_desktop.cli import main as app_main
from metrox_desktop.ui.flipper.window import FlipperWindow
from metrox_desktop.ui.start.app import make_app

WAIT_MS = 50


def flipper() -> FlipperWindow | None:
    windows = QApplication.topLevelWidgets()
    return next((w for w in windows if isinstance(w, FlipperWindow)), None)


def play(flips: int) -> None:
    window = flipper()
    if window is None or not window.isVisible():
        QTimer.singleShot(WAIT_MS, lambda: play(flips))
        return
    for _ in range(flips):
        window.flip_action.trigger()
    left = window.table.flips
    print(f"left {left.seed} {left.turn}", flush=True)
    window.new_deal_action.trigger()  # by mistake
    print(f"dealt {window.table.flips.seed}", flush=True)
    print("ready", flush=True)


def main() -> None:
    flips, args = int(sys.argv[1]), sys.argv[2:]
    make_app()  # the app's own, which the start below takes as it is
    QTimer.singleShot(0, lambda: play(flips))
    raise SystemExit(app_main(["flipper", *args]))


if __name__ == "__main__":
    main()
