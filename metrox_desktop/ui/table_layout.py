"""How large the parts of the game window are at a window size (numbers only, no widgets).

The big sheet comes first. Beside it, the card panel and, at a table of several, the
small sheets and standings grow with a large window (a shared screen read from across
the room) and never shrink below their size at the default window.
"""

from __future__ import annotations

BASE_WIDTH, BASE_HEIGHT = 1280, 860  # the default window: everything at its own size
MAX_SCALE = 2.0
CARD_PANEL_WIDTH = 230  # pixels at scale 1 (the card panel's fixed width)
CARD_HEIGHT = 224  # pixels at scale 1
CARD_HEIGHT_SHARE = 0.32  # of the window's height, at most, for the card on a large window
CARD_GROWTH = 1.4  # the card grows faster than the text: it is what the table looks at
CARD_RATIO = 7 / 5  # height / width, as printed
CARD_MARGINS = 32  # pixels, left and right of the card in its panel


def display_scale(width: int, height: int) -> float:
    """How much larger text and panels are than at the default window (1 up to it)."""
    return max(1.0, min(MAX_SCALE, width / BASE_WIDTH, height / BASE_HEIGHT))


def card_height(width: int, height: int) -> int:
    """The flipped card's height: as at the default window, more on a large one."""
    grown = CARD_HEIGHT * display_scale(width, height) ** CARD_GROWTH
    return max(CARD_HEIGHT, min(round(grown), round(height * CARD_HEIGHT_SHARE)))


def card_panel_width(width: int, height: int) -> int:
    """The card panel's width: room for its scaled text and for the card."""
    scale = display_scale(width, height)
    card_width = round(card_height(width, height) / CARD_RATIO)
    return max(round(CARD_PANEL_WIDTH * scale), card_width + CARD_MARGINS)
