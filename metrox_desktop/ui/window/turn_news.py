"""What a resolved turn announces: who completed which route, crown or diamond, and
whose crowns are crossed out because someone else took them first.

Solo keeps its short words ("Ginza completed!  +5"); at a table of several, one line
per route completed this turn names everyone it concerns.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.rules import TurnResult
from metrox_desktop.engine.state import Award
from metrox_desktop.ui.language import local, route_name, sentences

translate = QCoreApplication.translate  # lupdate reads translate("TurnNews", "...")


@dataclass(frozen=True)
class TurnNews:
    banner: str  # a short announcement over the sheet ("" when nothing happened)
    status: str  # the same in full, for the status bar
    routes: tuple[int, ...]  # every route completed this turn, by anyone


def _listed(items: list[str]) -> str:
    """Items one after another as the language lists them ("Ann, Bo"; "Ann、Bo")."""
    return translate("TurnNews", ", ").join(items)


def _names(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return translate("TurnNews", "{first} and {last}").format(
        first=_listed(names[:-1]), last=names[-1]
    )


def turn_news(board: Board, players: tuple[str, ...], result: TurnResult) -> TurnNews:
    """The news of ``result`` (a turn just resolved) for a table of ``players``."""
    by_route: dict[int, dict[Award, list[int]]] = {}
    for player, completed in enumerate(result.completed):
        for route, award in completed:
            by_route.setdefault(route, {}).setdefault(award, []).append(player)
    routes = tuple(sorted(by_route))
    if not routes:
        return TurnNews("", "", ())
    if len(players) == 1:
        bonus = sum(board.first_bonus[r] for r in routes)
        names = _listed([route_name(board, r) for r in routes])
        together = translate("TurnNews", " & ")  # routes completed by one choice
        return TurnNews(
            translate("TurnNews", "{names} completed!  +{bonus}").format(
                names=together.join(local(board.spec.routes[r].name) for r in routes), bonus=bonus
            ),
            translate("TurnNews", "Route completed: {names} (crown +{bonus}).").format(
                names=names, bonus=bonus
            ),
            routes,
        )
    lines = []
    for route in routes:
        awards = by_route[route]
        title = route_name(board, route)
        parts = []
        crowned = awards.get(Award.FIRST, [])
        if crowned:
            parts.append(
                translate("TurnNews", "crown +{bonus} for {names}").format(
                    bonus=board.first_bonus[route], names=_names([players[p] for p in crowned])
                )
            )
            crossed = [players[p] for p in range(len(players)) if p not in crowned]
            if crossed:
                parts.append(
                    translate("TurnNews", "crossed out for {names}").format(names=_names(crossed))
                )
        later = awards.get(Award.LATER, [])
        if later:
            parts.append(
                translate("TurnNews", "diamond +{bonus} for {names}").format(
                    bonus=board.later_bonus[route], names=_names([players[p] for p in later])
                )
            )
        # The awards of one route apart from each other, and from its name, as the
        # language writes them (in Japanese no ASCII "; " between two clauses).
        awards_text = translate("TurnNews", "; ").join(parts)
        lines.append(
            translate("TurnNews", "{route}: {awards}").format(route=title, awards=awards_text)
        )
    status = sentences(translate("TurnNews", "{line}.").format(line=line) for line in lines)
    return TurnNews("\n".join(lines), status, routes)
