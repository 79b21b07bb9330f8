"""Written by benchmarks/learn_playout.py: do not edit by hand (run it again)."""

LEARNED: dict[str, float] = {}
