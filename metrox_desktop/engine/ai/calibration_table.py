"""Written by benchmarks/calibrate_hints.py: do not edit by hand (run it again).

Offsets from the Hint's playout means to the strong bot's final score, measured in
30 strong-bot solo games per map (see engine/ai/calibration.py).
"""

from metrox_desktop.engine.ai.calibration import Bucket

# Bucket(low, high, at, offset, half_width, games, decisions)
TABLES: dict[str, tuple[Bucket, ...]] = {
    "tokyo": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.55, 0.73, 30, 130),
        Bucket(5, 9, 7.02, 1.46, 1.28, 30, 158),
        Bucket(10, 15, 12.47, 4.13, 1.79, 30, 185),
        Bucket(16, 99, 19.07, 11.1, 2.35, 30, 222),
    ),
    "osaka": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.63, 0.96, 30, 130),
        Bucket(5, 9, 7.02, 2.8, 1.5, 30, 158),
        Bucket(10, 15, 12.47, 6.87, 1.6, 30, 185),
        Bucket(16, 99, 19.07, 14.61, 1.99, 30, 222),
    ),
}
