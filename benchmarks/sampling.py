"""Small statistics for the benchmarks that compare two programs in one run.

Runs of the two sides alternate (A, B, A, B, ...) so a machine that gets busier or
quieter while the benchmark runs slows both sides alike; the numbers printed are a
mean or median with its 95% interval and the sample size.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence

# Student's t, two-sided 95%, by degrees of freedom (1-30); 1.96 beyond.
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t95(freedom: int) -> float:
    return _T95[freedom - 1] if 1 <= freedom <= len(_T95) else 1.96


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (Student's t): (mean, low, high)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan, math.nan
    half = t95(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def median_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The median and a distribution-free 95% interval for it: (median, low, high).

    The interval runs from the j-th smallest to the j-th largest run, j the largest
    rank with at most 2.5% chance (binomial, p = 1/2) that fewer than j runs fall
    below the true median; with fewer than 6 runs no such j exists (NaN bounds).
    """
    ordered = sorted(values)
    n = len(ordered)
    median = statistics.median(ordered)
    below, rank = 0.0, 0  # P(fewer than rank+1 runs below the median)
    while True:
        below += math.comb(n, rank) / 2**n
        if below > 0.025:
            break
        rank += 1
    if rank == 0:
        return median, math.nan, math.nan
    return median, ordered[rank - 1], ordered[n - rank]


def alternate(
    first: Callable[[], float], second: Callable[[], float], rounds: int
) -> tuple[list[float], list[float]]:
    """``rounds`` measurements of each, taken in turn (first, second, first, ...)."""
    a: list[float] = []
    b: list[float] = []
    for _ in range(rounds):
        a.append(first())
        b.append(second())
    return a, b


def shown(stat: tuple[float, float, float], unit: str = "", digits: int = 0) -> str:
    value, low, high = stat
    if math.isnan(low):
        return f"{value:,.{digits}f}{unit} (too few runs for an interval)"
    return f"{value:,.{digits}f}{unit} (95% interval {low:,.{digits}f}-{high:,.{digits}f})"
