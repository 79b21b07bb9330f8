"""One card flipper per data folder: the flipper's autosave (``flipper.json``) is kept by
one process at a time (ui/start/handover.py). A second flipper, started on its own or from a
game window, brings the open one to the front instead of flipping over its file; a
folder that cannot hold the lock, or a holder that cannot be reached, leaves a flipper
that flips without saving, and says so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from metrox_desktop.persistence.lock import FLIPPER
from metrox_desktop.ui.flipper.table import FlipperTable
from metrox_desktop.ui.language import translated
from metrox_desktop.ui.start.handover import Outcome, Room, folder_shown, to_front
from metrox_desktop.words import about, os_reason

translate = QCoreApplication.translate


def claim_flipper() -> tuple[Room, Outcome]:
    room = Room(FLIPPER)
    return room, room.claim()


def hold(table: FlipperTable, room: Room, outcome: Outcome) -> None:
    """The table after its claim: the flipper that keeps the folder comes to the front when
    another start asks; one that cannot keep it flips without saving (and says why)."""
    room.setParent(table)
    if outcome is Outcome.MINE:

        def front() -> None:
            window = table.parent()  # the window showing the table (built again on a new language)
            to_front(window if isinstance(window, QWidget) else None)

        room.wanted.connect(front)
        return
    table.autosave = False
    holder = room.lock.holder()
    pid = holder if holder is not None else "?"
    if outcome is Outcome.OTHER_ACCOUNT:
        reason = translate(
            "FlipperKeeping",
            "The card flipper of another account ({account}, process {pid}) keeps the flips "
            "in {folder}: these flips are not saved. Close it there, or give each account a "
            "folder of its own.",
        ).format(account=room.account, pid=pid, folder=folder_shown())
    elif outcome is Outcome.BUSY:
        reason = translate(
            "FlipperKeeping",
            "Another card flipper (process {pid}) keeps the flips in {folder}, but it could "
            "not be reached: these flips are not saved.",
        ).format(pid=pid, folder=folder_shown())
    else:
        error = room.problem
        why = translated(os_reason(error)) if error is not None else ""
        if error is not None and error.filename == str(room.lock.path):  # the lock file's fault
            why = translated(about(error.filename, os_reason(error)))
        reason = translate(
            "FlipperKeeping",
            "The flips cannot be saved in {folder} ({reason}); the flipper goes on.",
        ).format(folder=folder_shown(), reason=why)
    table.save_problem = table.unheard = reason  # the window shows it once it is up
