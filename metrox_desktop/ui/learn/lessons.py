"""What the guided first game says, one lesson for each thing the first time it happens.

Each lesson has a title, its words, and what it points at on the sheet (``Target``):
a route's letter badge, a station, a route's crown or a score box, worked out by the
guide for the move it suggests. The words go through ``translate("Lessons", ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


class Target(StrEnum):
    FIRST_ROUTE = "first-route"  # the first route's letter badge
    SUGGESTED = "suggested"  # the suggested move: its route's badge, or its station
    CROWN = "crown"  # the crown of the route just completed
    EMPTY = "empty"  # the X box: empty stations
    NOTHING = "nothing"


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    text: str
    target: Target


def lessons() -> dict[str, Lesson]:
    """Every lesson by its key, in the language of the moment."""
    items = [
        Lesson(
            "sheet",
            translate("Lessons", "Your subway sheet"),
            translate(
                "Lessons",
                "This sheet is Tokyo's subway. Each route has a letter, a name, a crown "
                "and a diamond (its bonus) and a row of indicator boxes. Each card "
                "you play is written on one route: its number in an indicator box, circles "
                "in the route's stations from its Start. Flip the first card: press Space "
                "or click Flip card.",
            ),
            Target.FIRST_ROUTE,
        ),
        Lesson(
            "number",
            translate("Lessons", "A number card"),
            translate(
                "Lessons",
                "Choose a route with an empty indicator box: the number is written there "
                "and that many stations are circled from the first empty one, stopping at "
                "a filled station or the End. Hover a route to see it, click to write. The "
                "ring shows the strong AI's choice, the line below says why, and Show me "
                "previews it.",
            ),
            Target.SUGGESTED,
        ),
        Lesson(
            "circled",
            translate("Lessons", "A circled number"),
            translate(
                "Lessons",
                "Like a number, but filled stations are skipped instead of stopping you: "
                "the first N empty stations of the route are circled. Good for a route "
                "with gaps.",
            ),
            Target.SUGGESTED,
        ),
        Lesson(
            "star",
            translate("Lessons", "The star"),
            translate(
                "Lessons",
                "A star goes in an indicator box; the route's first empty station gets "
                "twice the number of routes through it. That number is your crossing "
                "bonus (Cross.B) at the end: a star is worth most where many lines cross.",
            ),
            Target.SUGGESTED,
        ),
        Lesson(
            "free",
            translate("Lessons", "The free circle"),
            translate(
                "Lessons",
                "No indicator box this time: circle any one empty station anywhere on the "
                "sheet. Use it to close a gap, or to finish a route.",
            ),
            Target.SUGGESTED,
        ),
        Lesson(
            "reshuffle",
            translate("Lessons", "The reshuffle card"),
            translate(
                "Lessons",
                "This card has the reshuffle icon: play it as usual, then every card, the "
                "deck and the discards, is shuffled into a new deck. Cards already seen can "
                "come again.",
            ),
            Target.SUGGESTED,
        ),
        Lesson(
            "complete",
            translate("Lessons", "A route completed: the crown"),
            translate(
                "Lessons",
                "Every station of this route is filled: the route is complete and you "
                "circle its crown, whose number is yours at the end (Comp.B). At a table "
                "only the first to complete a route gets the crown; later ones get the "
                "diamond.",
            ),
            Target.CROWN,
        ),
        Lesson(
            "empty",
            translate("Lessons", "Empty stations cost points"),
            translate(
                "Lessons",
                "X counts your empty stations. At the end they cost points (Emp.P): "
                "nothing for up to 5, then more and more, 10 for 21 or more. Filling "
                "stations matters as much as bonuses. Help > Rules has the table.",
            ),
            Target.EMPTY,
        ),
        Lesson(
            "end",
            translate("Lessons", "The end and your score"),
            translate(
                "Lessons",
                "Every indicator box is filled: the game is over. Your total, in the window "
                "over the sheet, is the crowns (Comp.B) plus the stars' numbers (Cross.B) "
                "minus the penalty for empty stations (Emp.P). That is the whole game: "
                "Game > New game starts another.",
            ),
            Target.NOTHING,  # the final dialog covers the sheet's Total box
        ),
    ]
    return {lesson.key: lesson for lesson in items}


def play_on() -> str:
    """Between lessons."""
    return translate(
        "Lessons",
        "Play on: flip a card, choose where it goes. A new lesson comes when something "
        "new happens.",
    )
