"""Small sheets and standings with six seats. Run:
QT_QPA_PLATFORM=offscreen python benchmarks/bench_seat_widgets.py

Making the strip of six (once per game: one hidden scene, then one per seat at idle
moments), then for a whole
game of six seats on each map, per event:

- turn resolved: ``SheetStrip.show_seat`` for every seat, as the table panel calls it
  when every sheet has changed (the small sheets must be up to date within one frame:
  target < 16 ms), then painting the strip; the baseline, in the same run, draws the
  six sheets whole through one scene each time (what the strip would cost without
  redrawing only what changed);
- a choice made: ``show_turn`` when only who has chosen changed (nothing drawn);
- standings: ``StandingsModel.show_scores`` with the standings panel following it.

Prints medians and worst cases in milliseconds of CPU time; never fails on timing.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from metrox_desktop.engine.board import Board  # noqa: E402
from metrox_desktop.engine.cards import load_deck  # noqa: E402
from metrox_desktop.engine.match import Match  # noqa: E402
from metrox_desktop.engine.rules import legal_choices  # noqa: E402
from metrox_desktop.engine.scoring import Score, score  # noqa: E402
from metrox_desktop.seats import Seat  # noqa: E402
from metrox_desktop.ui.sheet.render import render_image  # noqa: E402
from metrox_desktop.ui.sheet.scene import MapScene  # noqa: E402
from metrox_desktop.ui.start.app import make_app  # noqa: E402
from metrox_desktop.ui.table.standings import StandingsPanel  # noqa: E402
from metrox_desktop.ui.table.standings_model import StandingsModel  # noqa: E402
from metrox_desktop.ui.table.thumbnails import SheetStrip  # noqa: E402

SEATS = tuple(Seat(f"Player {i + 1}") for i in range(6))


def timed(action: Callable[..., object], *args: object) -> float:
    """Milliseconds of this process's CPU time (other programs busy on the machine slow
    it less than wall-clock time; all the drawing happens in this process)."""
    start = time.process_time()
    action(*args)
    return (time.process_time() - start) * 1000


def draw_whole(scene: MapScene, match: Match, width: int) -> None:
    """Every sheet drawn whole by one scene, as a simple small sheet would be drawn."""
    game, board = match.game, match.board
    for i, sheet in enumerate(game.sheets):
        scene.show_sheet(sheet, game.crossed_crowns(i))
        scene.show_score(score(board, sheet))
        render_image(scene, width / scene.sceneRect().width())


def show_sheets(strip: SheetStrip, match: Match) -> None:
    """Every seat's sheet as resolved, as the table panel shows a turn's changes."""
    game, board = match.game, match.board
    for i, sheet in enumerate(game.sheets):
        strip.show_seat(i, sheet, game.crossed_crowns(i), score(board, sheet))
    strip.show_turn(None, None)


def scores_of(match: Match) -> list[Score]:
    return [score(match.board, sheet) for sheet in match.game.sheets]


def summary(name: str, times: list[float]) -> str:
    return f"  {name:34} median {statistics.median(times):6.2f} ms   worst {max(times):6.2f} ms"


def run(map_id: str) -> None:
    board = Board.load(map_id)
    built = time.process_time()
    strip = SheetStrip(board, SEATS, columns=2)
    built = (time.process_time() - built) * 1000
    settled = time.process_time()
    while not strip.settled:  # each seat gets its own scene at an idle moment
        QApplication.processEvents()
    settled = (time.process_time() - settled) * 1000
    scene = MapScene(board)
    ranking = StandingsModel(SEATS)
    panel = StandingsPanel(ranking)
    strip.show()
    panel.show()
    match = Match.new(board, [s.name for s in SEATS], load_deck(), "BENCH")
    show_sheets(strip, match)
    rng = random.Random(1)
    resolved, painted, whole, chosen, standings = [], [], [], [], []
    width = strip.thumbnails[0].image.width()
    while not match.game.finished:
        match = match.flip()
        for player, sheet in enumerate(match.game.sheets):
            options = legal_choices(board, sheet, match.card)
            match = match.choose(player, rng.choice(options) if options else None)
            chosen.append(timed(strip.show_turn, match.chosen, player + 1))
        match = match.resolve()
        resolved.append(timed(show_sheets, strip, match))
        painted.append(timed(strip.grab))
        standings.append(timed(ranking.show_scores, scores_of(match)))
        whole.append(timed(draw_whole, scene, match, width))
    print(
        f"{map_id}: six seats, {len(resolved)} turns; the strip made in {built:.0f} ms,"
        f" then {settled:.0f} ms in idle moments for the seats' own scenes"
    )
    print(summary("turn resolved: update six sheets", resolved))
    print(summary("  then paint the strip", painted))
    print(summary("  baseline: six sheets drawn whole", whole))
    print(summary("a choice made: update", chosen))
    print(summary("standings: update", standings))


if __name__ == "__main__":
    app = make_app([])
    for map_id in ("tokyo", "osaka"):
        run(map_id)
