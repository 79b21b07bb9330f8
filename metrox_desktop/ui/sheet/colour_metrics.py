"""How far apart two colours look: the measures behind the themes' route palettes.

Pure Python (no Qt), colours as "#rrggbb":

- ``delta_e(a, b)``: CIEDE2000 colour difference (CIE Lab, D65). About 1 is the smallest
  difference people notice side by side; 10 and more reads as a clearly other colour.
- ``contrast_ratio(a, b)``: the WCAG 2 contrast ratio (1 to 21) of two colours.

The tests measure the palettes as seen with colour blindness too (tests/ui/themes/vision.py).
"""

from __future__ import annotations

import math

RGB = tuple[float, float, float]
LAB = tuple[float, float, float]


def parse(colour: str) -> RGB:
    """ "#rrggbb" -> sRGB components 0..1."""
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return (int(text[0:2], 16) / 255, int(text[2:4], 16) / 255, int(text[4:6], 16) / 255)


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def to_hex(rgb: RGB) -> str:
    return "#" + "".join(f"{round(min(1.0, max(0.0, c)) * 255):02x}" for c in rgb)


def relative_luminance(colour: str) -> float:
    r, g, b = (_linear(c) for c in parse(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2: (lighter + 0.05) / (darker + 0.05)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def lab(colour: str) -> LAB:
    """CIE L*a*b* (D65 white) of an sRGB colour."""
    r, g, b = (_linear(c) for c in parse(colour))
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: LAB, lab2: LAB) -> float:
    """CIEDE2000 difference of two Lab colours (kL = kC = kH = 1; Sharma et al. 2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_mean = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (dc / s_c) * (d_h / s_h)
    )


def delta_e(a: str, b: str) -> float:
    """CIEDE2000 between two "#rrggbb" colours."""
    return ciede2000(lab(a), lab(b))


def darkened_to(colour: str, ground: str, minimum: float) -> str:
    """``colour`` as it is if it stands out ``minimum`` (WCAG) on the lighter ``ground``,
    else darker until it does: its linear RGB scaled down together, so its chromaticity,
    and with it its hue, stays (the orange line a darker orange, never another colour)."""
    if contrast_ratio(colour, ground) >= minimum:
        return colour
    linear = [_linear(c) for c in parse(colour)]
    # Luminance is linear in the scale: the scale that meets the minimum, then a step
    # more at a time for what rounding to #rrggbb takes back.
    wanted = (relative_luminance(ground) + 0.05) / minimum - 0.05
    scale = max(0.0, wanted) / max(relative_luminance(colour), 1e-9)
    while True:
        darker = to_hex(
            (_gamma(linear[0] * scale), _gamma(linear[1] * scale), _gamma(linear[2] * scale))
        )
        if contrast_ratio(darker, ground) >= minimum or scale <= 0:
            return darker
        scale = max(0.0, scale - 0.005)
