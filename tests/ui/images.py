"""Pictures compared with stored references (pyqtgraph's way): as numpy arrays, a pixel
differs when a colour channel is more than CHANNEL_TOLERANCE apart, and a picture matches
when fewer than MAX_DIFFERENT of its pixels differ (fonts differ a little between
machines). A picture that does not match fails with three pictures written beside the
test's files: the result, the reference and their difference (the differing pixels in
red over a faded reference).

To accept a deliberate change, or to make a missing reference:
METROX_UPDATE_REFERENCE=1 pytest tests/ui/...  (the test then fails, saying which
reference it wrote: look at it before committing it).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from PySide6.QtGui import QImage

REFERENCE = Path(__file__).parent.parent / "fixtures" / "reference"
CHANNEL_TOLERANCE = 48  # per colour channel, out of 255
MAX_DIFFERENT = 0.02  # share of pixels allowed to differ by more than that


def pixels(image: QImage) -> np.ndarray:
    """The image's red, green and blue as a (height, width, 3) array of bytes."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    rows = np.frombuffer(rgb.constBits(), np.uint8).reshape(rgb.height(), rgb.bytesPerLine())
    return rows[:, : rgb.width() * 3].reshape(rgb.height(), rgb.width(), 3).copy()


def picture(array: np.ndarray) -> QImage:
    height, width, _ = array.shape
    data = np.ascontiguousarray(array, np.uint8)
    return QImage(data.tobytes(), width, height, width * 3, QImage.Format.Format_RGB888).copy()


def differing(result: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """Where the two pictures differ: a (height, width) array of booleans."""
    apart = np.abs(result.astype(np.int16) - reference.astype(np.int16))
    return np.asarray(apart.max(axis=2) > CHANNEL_TOLERANCE)


def different_share(result: QImage, reference: QImage) -> float:
    a, b = pixels(result), pixels(reference)
    assert a.shape == b.shape, f"sizes differ: {a.shape[1::-1]} and {b.shape[1::-1]}"
    return float(differing(a, b).mean())


def difference_picture(result: np.ndarray, reference: np.ndarray) -> np.ndarray:
    shown = (reference.astype(np.float32) * 0.3 + 178).astype(np.uint8)
    shown[differing(result, reference)] = (220, 0, 0)
    return shown


def assert_looks_like(image: QImage, name: str, out: Path) -> None:
    """``image`` matches the reference ``name`` (tests/fixtures/reference/NAME.png); if
    not, NAME-result.png, NAME-reference.png and NAME-difference.png go to ``out``."""
    stored = REFERENCE / f"{name}.png"
    if os.environ.get("METROX_UPDATE_REFERENCE"):
        image.save(str(stored))
        raise AssertionError(f"wrote {stored}: look at it, then commit it")
    # A missing reference fails: written here, it would pass whatever the picture shows.
    assert stored.exists(), f"{stored} is missing: METROX_UPDATE_REFERENCE=1 writes it"
    result, reference = pixels(image), pixels(QImage(str(stored)))
    if result.shape == reference.shape:
        share = float(differing(result, reference).mean())
        if share < MAX_DIFFERENT:
            return
        why = f"{share:.1%} of the pixels differ from {stored.name}"
    else:
        why = f"the picture is {result.shape[1::-1]}, {stored.name} {reference.shape[1::-1]}"
    out.mkdir(parents=True, exist_ok=True)
    image.save(str(out / f"{name}-result.png"))
    QImage(str(stored)).save(str(out / f"{name}-reference.png"))
    if result.shape == reference.shape:
        picture(difference_picture(result, reference)).save(str(out / f"{name}-difference.png"))
    raise AssertionError(f"{why}; the pictures are in {out}")
