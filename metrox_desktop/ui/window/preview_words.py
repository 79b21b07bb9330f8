"""What a previewed choice would write, in words for the status bar and the card panel:
``C: write 4 in C3 C4 C5``, ``Circle G6``, `` - completes C!``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.table.session import Preview

translate = QCoreApplication.translate


def describe(board: Board, preview: Preview) -> str:
    """The words of ``preview`` on ``board`` (the texts are GameController's)."""
    refs = " ".join(board.station_ref(s, preview.route) for s in preview.stations)
    if preview.route is None:
        refs = "/".join(board.station_refs(preview.choice.index))
        text = translate("GameController", "Circle {ref}").format(ref=refs)
    else:
        letter = board.route_letters[preview.route]
        if not preview.stations:
            text = translate(
                "GameController", "{letter}: write in the indicator box only (route full)"
            ).format(letter=letter)
        elif preview.mark > 0:
            text = translate("GameController", "{letter}: write {n} in {refs}").format(
                letter=letter, n=preview.mark, refs=refs
            )
        else:
            text = translate("GameController", "{letter}: circle {refs}").format(
                letter=letter, refs=refs
            )
    if preview.completing:
        done = ", ".join(board.route_letters[r] for r in preview.completing)
        text += translate("GameController", " - completes {routes}!").format(routes=done)
    return text
