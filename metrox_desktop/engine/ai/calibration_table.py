"""Written by benchmarks/calibrate_hints.py: do not edit by hand (run it again).

Offsets from the Hint's playout means to the strong bot's final score, measured in
30 strong-bot solo games per map (see engine/ai/calibration.py).
"""

from metrox_desktop.engine.ai.calibration_bucket import Bucket

# Bucket(low, high, at, offset, half_width, games, decisions)
TABLES: dict[str, tuple[Bucket, ...]] = {
    "tokyo": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.07, 0.75, 30, 130),
        Bucket(5, 9, 7.02, 0.53, 1.27, 30, 158),
        Bucket(10, 14, 11.98, 0.7, 1.75, 30, 155),
        Bucket(15, 18, 16.51, 2.49, 2.23, 30, 122),
        Bucket(19, 21, 20.01, 4.01, 2.56, 30, 97),
        Bucket(22, 99, 22.09, 4.99, 2.52, 30, 33),
    ),
    "osaka": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.05, 0.99, 30, 130),
        Bucket(5, 9, 7.02, 1.0, 1.43, 30, 158),
        Bucket(10, 14, 11.98, 2.12, 1.69, 30, 155),
        Bucket(15, 18, 16.51, 3.75, 1.85, 30, 122),
        Bucket(19, 21, 20.01, 5.47, 1.98, 30, 97),
        Bucket(22, 99, 22.09, 6.99, 2.09, 30, 33),
    ),
}
