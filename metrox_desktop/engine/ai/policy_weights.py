"""Written by benchmarks/learn_playout.py: do not edit by hand (run it again).

The playout policy's weights (engine/ai/playout.py), fitted to the search's values:
python benchmarks/learn_playout.py --iterations 2 --games 60 --work 5200 --seed learn
"""

LEARNED: dict[str, float] = {
    "per_station": 0.6939,
    "progress": 0.7663,
    "penalty": -0.0951,
    "star": 0.8835,
    "award": 0.7495,
    "cross": 0.5191,
    "waste": 2.2825,
    "commitment": 0.2429,
    "late": 0.2899,
}
