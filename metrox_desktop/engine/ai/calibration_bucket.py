"""One measured point of the Hint's calibration (see :mod:`.calibration`): its own
module so the generated :mod:`.calibration_table` and the code that reads it both
import it, and neither imports the other's importer."""

from __future__ import annotations

from typing import NamedTuple


class Bucket(NamedTuple):
    """Decisions with ``low``..``high`` route cards still to come (after the card on
    the table), and how far the strong bot's final score lay above the playout mean
    of the choice it made."""

    low: int
    high: int
    at: float  # the mean number of route cards still to come in the bucket
    offset: float  # the mean of (final score - playout mean), a mean of per-game means
    half_width: float  # of its 95% interval (1.96 standard errors over games)
    games: int
    decisions: int
