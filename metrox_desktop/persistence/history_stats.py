"""Statistics of the kept games, per map: what ``metrox-desktop stats`` prints and the
Statistics window shows.

A game counts the totals of the people at its table (every seat of a game of bots
alone, as ``simulate --records`` writes them): one total a person, so a table of four
people gives four totals (``people``) for one game. ``games`` counts finished games,
and the totals, ranks, routes and wins are of finished games only. ``played`` counts
left games too. No Qt here.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from metrox_desktop.engine.records import PERSON
from metrox_desktop.engine.scoring import SOLO_RANKS, solo_rank
from metrox_desktop.persistence.history import GameSummary, Item, Unreadable

ParOf = Callable[[GameSummary], int | None]  # the par of a game's deal, where known


@dataclass
class MapStats:
    played: int = 0  # finished or left
    games: int = 0  # finished
    # The counted totals of finished games: one per person, so a table of four people
    # gives four totals for one game.
    totals: list[int] = field(default_factory=list)
    # Each finished game by date, with its counted totals (one per person).
    series: list[tuple[datetime, tuple[int, ...]]] = field(default_factory=list)
    ranks: Counter[str] = field(default_factory=Counter)  # solo rank key -> games
    routes: list[int] = field(default_factory=list)  # routes completed, per counted sheet
    crowns: int = 0  # at tables (two or more players), counted sheets
    diamonds: int = 0
    against: dict[str, list[int]] = field(default_factory=dict)  # bot level -> [games, wins]
    par_shares: list[float] = field(default_factory=list)  # total / par, solo, where known

    @property
    def people(self) -> int:
        """The totals counted: a person a game (more than ``games`` when tables are)."""
        return len(self.totals)

    @property
    def mean(self) -> float | None:
        return statistics.fmean(self.totals) if self.totals else None

    @property
    def median(self) -> float | None:
        return statistics.median(self.totals) if self.totals else None

    @property
    def best(self) -> int | None:
        return max(self.totals) if self.totals else None

    @property
    def routes_per_game(self) -> float | None:
        return statistics.fmean(self.routes) if self.routes else None

    @property
    def par_share(self) -> float | None:
        return statistics.fmean(self.par_shares) if self.par_shares else None

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "played": self.played,
            "totals": self.people,
            "mean": self.mean,
            "median": self.median,
            "best": self.best,
            "solo_ranks": {
                rank.key: self.ranks[rank.key] for _, rank in SOLO_RANKS if self.ranks[rank.key]
            }
            | ({"misread": self.ranks["misread"]} if self.ranks["misread"] else {}),
            "routes_per_game": self.routes_per_game,
            "crowns": self.crowns,
            "diamonds": self.diamonds,
            "against_bots": {
                level: {"games": games, "wins": wins}
                for level, (games, wins) in sorted(self.against.items())
            },
            "par_share": self.par_share,
            "par_games": len(self.par_shares),
        }


@dataclass
class HistoryStats:
    maps: dict[str, MapStats] = field(default_factory=dict)
    unreadable: list[Unreadable] = field(default_factory=list)
    finished: list[tuple[int, GameSummary]] = field(default_factory=list)  # (best total, game)

    def by_play(self) -> list[str]:
        """The maps, the one played most first (then the most finished, then by id): the
        map a player looks at first."""
        return sorted(self.maps, key=lambda m: (-self.maps[m].played, -self.maps[m].games, m))

    def best_games_on(self, map_id: str, count: int = 10) -> list[tuple[int, GameSummary]]:
        """The ``count`` finished games on ``map_id`` with the highest totals, best first."""
        games = [pair for pair in self.finished if pair[1].map == map_id]
        return sorted(games, key=lambda pair: (-pair[0], pair[1].date))[:count]

    def as_json(self) -> dict[str, Any]:
        return {
            "maps": {name: stats.as_json() for name, stats in sorted(self.maps.items())},
            "unreadable": sorted(u.file for u in self.unreadable),
        }


def gather(items: Iterable[Item], par_of: ParOf | None = None, player: str = "") -> HistoryStats:
    """The statistics of ``items`` (``HistoryFolder.scan()``); ``player``: only the
    games where someone of that name sat, counting their total alone."""
    result = HistoryStats()
    for item in items:
        if isinstance(item, Unreadable):
            result.unreadable.append(item)
            continue
        seats = seats_of(item, player)
        if not seats:
            continue
        stats = result.maps.setdefault(item.map, MapStats())
        _add(stats, item, seats, par_of)
        if item.finished:
            result.finished.append((max(item.totals[s] for s in seats), item))
    for stats in result.maps.values():
        stats.series.sort()
    return result


def seats_of(item: GameSummary, player: str = "") -> tuple[int, ...]:
    """The seats counted in ``item``: ``counted``, or the seats named ``player``."""
    if not player:
        return item.counted
    key = player.strip().casefold()
    return tuple(p for p, name in enumerate(item.players) if name.strip().casefold() == key)


def _add(stats: MapStats, item: GameSummary, seats: Sequence[int], par_of: ParOf | None) -> None:
    stats.played += 1
    if not item.finished:
        return
    stats.games += 1
    stats.series.append((item.date, tuple(item.totals[seat] for seat in seats)))
    for seat in seats:
        total = item.totals[seat]
        stats.totals.append(total)
        stats.routes.append(item.routes[seat])
        if item.solo:
            stats.ranks[solo_rank(total).key] += 1
        else:
            stats.crowns += item.crowns[seat]
            stats.diamonds += item.routes[seat] - item.crowns[seat]
    if item.people and item.bots and all(item.kinds[seat] == PERSON for seat in seats):
        won = any(seat in item.winners for seat in seats)
        for level in sorted(set(item.bots)):
            games_wins = stats.against.setdefault(level, [0, 0])
            games_wins[0] += 1
            games_wins[1] += int(won)
    if item.solo and par_of is not None:
        par = par_of(item)
        if par:
            stats.par_shares.append(item.totals[0] / par)


def moving_means(games: Sequence[Sequence[int]], window: int) -> list[float]:
    """After each game, the mean of every total of it and of the ``window - 1`` games
    before it (a game of a table has a total a person)."""
    means = []
    for i in range(len(games)):
        recent = [total for game in games[max(0, i - window + 1) : i + 1] for total in game]
        means.append(sum(recent) / len(recent))
    return means


def histogram(values: Iterable[int], width: int = 5) -> list[tuple[int, int]]:
    """(lowest total of the bin, games) for bins ``width`` wide, empty bins included."""
    counts = Counter(value // width * width for value in values)
    if not counts:
        return []
    low, high = min(counts), max(counts)
    return [(start, counts[start]) for start in range(low, high + 1, width)]
