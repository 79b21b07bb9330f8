"""Colours as seen with colour blindness: how the tests measure the route palettes.

``simulate(colour, kind)`` is the colour as seen with ``kind`` "protan", "deutan" or
"tritan" colour blindness (the full dichromacy, Machado, Oliveira and Fernandes 2009,
severity 1.0, applied in linear RGB); ``seen_delta_e`` and ``closest_pair`` measure
colours as seen so.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations

from metrox_desktop.ui.sheet.colour_metrics import _gamma, _linear, delta_e, parse, to_hex

Matrix = tuple[tuple[float, float, float], ...]

# Machado et al. 2009, severity 1.0 (the published table's last row for each kind).
MACHADO: dict[str, Matrix] = {
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
KINDS = tuple(MACHADO)


def simulate(colour: str, kind: str) -> str:
    """The colour as a person with ``kind`` dichromacy sees it (Machado 2009)."""
    m = MACHADO[kind]
    lin = [_linear(c) for c in parse(colour)]
    out = tuple(_gamma(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return to_hex((out[0], out[1], out[2]))


def seen_delta_e(a: str, b: str, kind: str | None = None) -> float:
    """CIEDE2000 between two "#rrggbb" colours, as seen with ``kind`` (None: normal)."""
    if kind is not None:
        a, b = simulate(a, kind), simulate(b, kind)
    return delta_e(a, b)


def closest_pair(colours: Sequence[str], kind: str | None = None) -> tuple[float, str, str]:
    """The smallest CIEDE2000 between two of ``colours`` (seen with ``kind``), and the pair."""
    pairs = ((seen_delta_e(a, b, kind), a, b) for a, b in combinations(colours, 2))
    return min(pairs, key=lambda pair: pair[0], default=(math.inf, "", ""))
