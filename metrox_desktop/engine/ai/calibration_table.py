"""Written by benchmarks/calibrate_hints.py: do not edit by hand (run it again).

Offsets from the Hint's playout means to the strong bot's final score, measured in
30 strong-bot solo games per map (see engine/ai/calibration.py).
"""

from metrox_desktop.engine.ai.calibration_bucket import Bucket

# Bucket(low, high, at, offset, half_width, games, decisions)
TABLES: dict[str, tuple[Bucket, ...]] = {
    "tokyo": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.73, 0.96, 30, 130),
        Bucket(5, 9, 7.02, 1.37, 1.5, 30, 158),
        Bucket(10, 14, 11.98, 1.76, 1.96, 30, 155),
        Bucket(15, 18, 16.51, 2.41, 2.38, 30, 122),
        Bucket(19, 21, 20.01, 3.25, 2.6, 30, 97),
        Bucket(22, 99, 22.09, 3.8, 2.63, 30, 33),
    ),
    "osaka": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.36, 0.97, 30, 130),
        Bucket(5, 9, 7.02, 1.18, 1.39, 30, 158),
        Bucket(10, 14, 11.98, 1.39, 1.48, 30, 155),
        Bucket(15, 18, 16.51, 2.1, 1.62, 30, 122),
        Bucket(19, 21, 20.01, 2.74, 1.75, 30, 97),
        Bucket(22, 99, 22.09, 2.99, 1.85, 30, 33),
    ),
}
