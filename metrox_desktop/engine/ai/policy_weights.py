"""Written by benchmarks/learn_playout.py: do not edit by hand (run it again).

The playout policy's weights (engine/ai/playout.py), fitted to the search's values:
python benchmarks/learn_playout.py --iterations 1 --games 60 --work 5200 --seed learn
"""

LEARNED: dict[str, float] = {
    "per_station": 0.803,
    "progress": 0.753,
    "penalty": 0.0401,
    "star": 0.8275,
    "award": 0.7222,
    "cross": 0.5883,
    "waste": 2.4202,
    "commitment": 0.1913,
    "late": 0.0813,
}
