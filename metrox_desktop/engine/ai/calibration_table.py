"""Written by benchmarks/calibrate_hints.py: do not edit by hand (run it again).

Offsets from the Hint's playout means to the strong bot's final score, measured in
30 strong-bot solo games per map (see engine/ai/calibration.py).
"""

from metrox_desktop.engine.ai.calibration_bucket import Bucket

# Bucket(low, high, at, offset, half_width, games, decisions)
TABLES: dict[str, tuple[Bucket, ...]] = {
    "tokyo": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.47, 1.08, 30, 130),
        Bucket(5, 9, 7.02, 1.43, 1.49, 30, 158),
        Bucket(10, 14, 11.98, 3.21, 1.7, 30, 155),
        Bucket(15, 18, 16.51, 5.36, 1.93, 30, 122),
        Bucket(19, 21, 20.01, 7.08, 2.16, 30, 97),
        Bucket(22, 99, 22.09, 8.22, 2.26, 30, 33),
    ),
    "osaka": (
        Bucket(0, 0, 0.0, 0.0, 0.0, 30, 30),
        Bucket(1, 4, 2.48, 0.42, 0.98, 30, 130),
        Bucket(5, 9, 7.02, 1.37, 1.59, 30, 158),
        Bucket(10, 14, 11.98, 2.61, 1.74, 30, 155),
        Bucket(15, 18, 16.51, 4.4, 1.9, 30, 122),
        Bucket(19, 21, 20.01, 6.83, 2.06, 30, 97),
        Bucket(22, 99, 22.09, 9.17, 2.42, 30, 33),
    ),
}
