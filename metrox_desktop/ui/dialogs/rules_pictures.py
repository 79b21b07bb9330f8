"""The rules help's drawings, cut from the app's own sheets: a short game of two players
on Osaka played by the engine's rules (a full route taking a card, the shared End of P
and Y, a crown and a diamond), and Tokyo's score boxes filled with a score.

Each picture is a region of a :class:`MapScene` drawn in the current theme, as the game
window draws the sheet; :func:`rules_pictures` gives them by name with their captions.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QImage

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card
from metrox_desktop.engine.rules import play_turn
from metrox_desktop.engine.scoring import Score, penalty_for, solo_rank
from metrox_desktop.engine.state import GameState
from metrox_desktop.ui.sheet.render import render_image
from metrox_desktop.ui.sheet.scene import MapScene
from metrox_desktop.words import points_text

WIDE = 300.0  # the widest picture, in the dialog's pixels
MARGIN = 8.0  # sheet units around what a picture shows
EXAMPLE_EMPTY = 8  # X of the score example
EXAMPLE_BONUSES = (21, 14)  # its Comp.B and Cross.B
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Picture:
    image: QImage  # at the screen's pixel ratio
    width: int  # in the dialog's pixels
    height: int
    caption: str


@dataclass(frozen=True)
class Example:
    """The two players' game the pictures show: Ann completes New tram (P) with a 6 in
    turn 1 while Bo plays Tanimachi; in turn 2 a 6 again, which on Ann's full route
    writes only the indicator box, and completes Bo's New tram a turn late."""

    board: Board
    game: GameState  # after the two turns
    route: int  # New tram
    other: int  # Yotsubashi


def example_game() -> Example:
    board = Board.load("osaka")
    p, y, t = (board.route_index(letter) for letter in "PYT")
    six = Card.parse("6")
    game = GameState.new(board, ("Ann", "Bo"))
    game = play_turn(game, six, [p, t]).game
    game = play_turn(game, six, [p, p]).game
    return Example(board, game, p, y)


def rules_pictures(ratio: float = 1.0) -> dict[str, Picture]:
    """The pictures by name: "full-route", "shared-end", "crown", "diamond", "penalty",
    "score", drawn ``ratio`` device pixels a dialog pixel."""
    ex = example_game()
    scene = MapScene(ex.board)
    ann, bo = ex.game.sheets
    p = ex.route
    pictures: dict[str, Picture] = {}

    def cut(
        name: str, region: QRectF, caption: str, wide: float = WIDE, margin: float = MARGIN
    ) -> None:
        region = region.adjusted(-margin, -margin, margin, margin)
        scale = wide / region.width()
        image = render_image(scene, scale * ratio, region=region)
        image.setDevicePixelRatio(ratio)
        width, height = round(region.width() * scale), round(region.height() * scale)
        pictures[name] = Picture(image, width, height, caption)

    def united(rects: list[QRectF]) -> QRectF:
        return reduce(QRectF.united, rects)

    scene.show_sheet(ann)
    scene.set_enabled_routes([p])  # as while a card may go there: the others dimmed
    bonus = united(
        [
            scene.name_items[p].sceneBoundingRect(),
            scene.badge_items[p].sceneBoundingRect(),
            scene.bonus_items[p].mapRectToScene(scene.bonus_items[p].shape().boundingRect()),
        ]
    )
    route = [
        bonus,
        *(box.sceneBoundingRect() for box in scene.indicator_items[p]),
        *(scene.station_items[s].sceneBoundingRect() for s in ex.board.route_stations[p]),
    ]
    cut(
        "full-route",
        united(route),
        translate(
            "RulesDialog",
            "Osaka's New tram: a 6 circled its six stations; the next 6 wrote only its "
            "indicator box.",
        ),
    )
    scene.set_enabled_routes([p, ex.other])
    ends = [  # the last three stations of each
        scene.station_items[s].sceneBoundingRect()
        for r in (p, ex.other)
        for s in ex.board.route_stations[r][-3:]
    ]
    cut(
        "shared-end",
        united(ends),
        translate(
            "RulesDialog",
            "The box with the dashed diagonal ends both New tram and Yotsubashi: circled "
            "from New tram, it is filled for Yotsubashi too.",
        ),
        wide=240,
    )
    scene.set_enabled_routes(None)
    cut("crown", bonus, translate("RulesDialog", "Ann, first to complete it: the crown."), wide=150)
    scene.show_sheet(bo, ex.game.crossed_crowns(1))
    cut(
        "diamond",
        bonus,
        translate("RulesDialog", "Bo, a turn later: the crown crossed out, the diamond."),
        wide=150,
    )

    scene = MapScene(Board.load("tokyo"))
    completion, intersection = EXAMPLE_BONUSES
    example = Score(completion, intersection, EXAMPLE_EMPTY, penalty_for(EXAMPLE_EMPTY), ())
    scene.show_score(example)
    boxes = scene.score_items
    cut(
        "penalty",
        united([boxes["empty"].sceneBoundingRect(), boxes["penalty"].sceneBoundingRect()]),
        translate("RulesDialog", "{empty} empty stations: a penalty of {penalty}.").format(
            empty=example.empty_stations, penalty=example.penalty
        ),
        wide=100,
        margin=2,
    )
    row = [boxes[key].sceneBoundingRect() for key in ("completion", "empty", "total")]
    cut(
        "score",
        united(row),
        translate("RulesDialog", "A total of {total}: “{rank}”").format(
            total=points_text(example.total),
            rank=translate("ScoreDialog", solo_rank(example.total).text),
        ),
    )
    return pictures
