"""A score's breakdown as both end-of-game views print it (the solo score and each row
of the ranking): the same four numbers, written as on the sheet's score boxes, and the
style rules that size their labels.

API: ``breakdown_values(score)`` -> {"completion": "12", "intersection": "+ 4",
"penalty": "− 3", "total": "13"}; ``label_styles(rules)`` -> a style sheet giving
each named QLabel a font size relative to the system font, plus its own properties.
"""

from __future__ import annotations

from metrox_desktop.engine.scoring import Score
from metrox_desktop.ui.themes import font_pt
from metrox_desktop.words import MINUS, points_text

BREAKDOWN = ("completion", "intersection", "penalty", "total")


def breakdown_values(score: Score) -> dict[str, str]:
    """Comp.B, + Cross.B, − Emp.P and the total, as texts in that order."""
    return {
        "completion": str(score.completion_bonus),
        "intersection": f"+ {score.intersection_bonus}",
        "penalty": f"{MINUS} {score.penalty}",
        "total": points_text(score.total),
    }


def label_styles(rules: dict[str, tuple[float, str]], scale: float = 1.0) -> str:
    """``{"QLabel#total": (1.65, "font-weight: bold;")}``: each selector's font size
    (that many times the system font's, so the player's desktop setting counts; and
    ``scale`` times that in a dialog over a large window) and its other properties."""
    return "".join(
        f"{selector} {{ font-size: {font_pt(factor * scale)}; {extra} }}"
        for selector, (factor, extra) in rules.items()
    )
