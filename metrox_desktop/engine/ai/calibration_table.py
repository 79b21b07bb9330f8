"""Written by benchmarks/calibrate_hints.py: do not edit by hand (run it again).

Offsets from the Hint's playout means to the strong bot's final score, measured in
30 strong-bot solo games per map (see engine/ai/calibration.py).
"""

from metrox_desktop.engine.ai.calibration import Bucket

# Bucket(low, high, at, offset, half_width, games, decisions)
TABLES: dict[str, tuple[Bucket, ...]] = {
    "tokyo": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.24, 0.87, 30, 130),
        Bucket(5, 9, 7.02, 1.21, 1.15, 30, 158),
        Bucket(10, 14, 11.98, 2.68, 1.32, 30, 155),
        Bucket(15, 18, 16.51, 4.88, 1.76, 30, 122),
        Bucket(19, 21, 20.01, 6.8, 1.96, 30, 97),
        Bucket(22, 99, 22.09, 7.96, 2.23, 30, 33),
    ),
    "osaka": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.3, 1.04, 30, 130),
        Bucket(5, 9, 7.02, 1.37, 1.53, 30, 158),
        Bucket(10, 14, 11.98, 2.0, 1.85, 30, 155),
        Bucket(15, 18, 16.51, 3.66, 2.01, 30, 122),
        Bucket(19, 21, 20.01, 6.4, 2.27, 30, 97),
        Bucket(22, 99, 22.09, 8.79, 2.51, 30, 33),
    ),
}
