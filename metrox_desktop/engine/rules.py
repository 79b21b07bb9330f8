"""The rules of MetroX as pure functions (docs/record-format.md describes the records).

Questions (``legal_choices``, ``preview``) are separate from commands (``apply``,
one player's move; ``settle``, the end of a turn once every move is made: crowns and
diamonds; ``play_turn``, both); none of them mutates anything.

The values made every turn (moves, sheets, games, turn results) are built with
``tuple.__new__(Type, (fields in order))``: a NamedTuple's own constructor is a
generated Python function, and skipping it makes whole simulated games ~10% faster.

Two forms of a choice: at the boundary (the window, records, matches, bots) a
:class:`~metrox_desktop.engine.choice.Choice`, which says whether it names a route, a
station or the pass (``legal_choices``, ``apply_choice``); inside loops run many
times (a replay, whole games), a bare index: a route index for number, circled and
star cards and a station index for a free circle, and None for the pass, which is
legal only when the card has no legal choice at all (a free circle on a full sheet)
(``legal_indices``, ``apply``, ``preview``, ``play_turn``; ``choice_index`` reads a
``Choice`` as one).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, CardKind
from metrox_desktop.engine.choice import Choice, ChoiceKind
from metrox_desktop.engine.state import CIRCLE, EMPTY, Award, GameState, SheetState
from metrox_desktop.words import QT_TRANSLATE_NOOP

# Reading an enum member from its class (CardKind.FREE) is a slow attribute lookup in
# Python 3.11, and every move tests the card's kind several times: read these instead.
_NUMBER, _STAR, _FREE = CardKind.NUMBER, CardKind.STAR, CardKind.FREE
_FIRST, _LATER = Award.FIRST, Award.LATER


class IllegalChoice(ValueError):
    """A choice the rules do not allow for this card and sheet."""

    player: int | None = None  # set by play_turn: whose choice it was


class GameOver(ValueError):
    """A turn played after the game ended."""


class Move(NamedTuple):
    """What one player's choice did to their sheet."""

    card: Card
    choice: int | None
    route: int | None  # the route whose indicator box was written, if any
    stations: tuple[int, ...]  # stations filled, in the order they were written
    mark: int  # what was written in them: CIRCLE or the star number
    sheet: SheetState  # the sheet afterwards (before completion awards)

    @property
    def chosen(self) -> Choice:
        """The choice as a :class:`Choice` (``choice`` is its bare index)."""
        return Choice.for_card(self.card, self.choice)


class TurnResult(NamedTuple):
    card: Card
    moves: tuple[Move, ...]  # by player
    completed: tuple[tuple[tuple[int, Award], ...], ...]  # by player: (route, award) this turn
    game: GameState  # the game after the turn


def legal_choices(board: Board, sheet: SheetState, card: Card) -> tuple[Choice, ...]:
    """Sorted legal choices: routes with an empty indicator box, or empty stations."""
    kind = ChoiceKind.STATION if card.kind is _FREE else ChoiceKind.ROUTE
    return tuple(Choice(kind, i) for i in legal_indices(board, sheet, card))


def legal_indices(board: Board, sheet: SheetState, card: Card) -> tuple[int, ...]:
    """``legal_choices`` as bare indices (route or station, by the card), for bots."""
    if card.kind is _FREE:
        return tuple(s for s, mark in enumerate(sheet.marks) if mark == EMPTY)
    return sheet.open_routes


def stations_filled(board: Board, sheet: SheetState, card: Card, route: int) -> tuple[int, ...]:
    """The stations a route card would fill on ``route``, Start first."""
    mask = board.route_masks[route]
    if sheet.filled & mask == mask:
        return ()  # a full route still takes the indicator (late in a game, often)
    marks = sheet.marks
    kind = card.kind
    if kind is _STAR:
        for s in board.route_stations[route]:
            if marks[s] == EMPTY:
                return (s,)
        return ()
    limit = card.value
    filled: list[int] = []
    for s in board.route_stations[route]:
        if marks[s] != EMPTY:
            if filled and kind is _NUMBER:
                break  # a number card stops at the next filled station
            continue  # before the first empty station, or skipped by a circled card
        filled.append(s)
        if len(filled) == limit:
            break
    return tuple(filled)


def preview(
    board: Board, sheet: SheetState, card: Card, choice: int | None
) -> tuple[tuple[int, ...], int]:
    """What a legal choice writes: the stations it fills, in order, and the mark in them
    (CIRCLE or the star number). Unchecked: ``apply`` checks the choice first."""
    if card.kind is _FREE:
        return ((choice,) if choice is not None else ()), CIRCLE
    assert choice is not None
    stations = stations_filled(board, sheet, card, choice)
    if card.kind is _STAR and stations:
        return stations, board.star_value(stations[0])
    return stations, CIRCLE


def apply_choice(board: Board, sheet: SheetState, card: Card, choice: Choice) -> Move:
    """One player's choice for ``card``; raises IllegalChoice if the rules forbid it
    (a station for a route card, a route for a free circle, or a pass while the card
    has a legal choice, included)."""
    return apply(board, sheet, card, choice_index(card, choice))


def choice_index(card: Card, choice: Choice) -> int | None:
    """The bare index of ``choice`` for ``card`` (None for the pass); raises
    IllegalChoice when it names a station for a route card or a route for a free
    circle."""
    kind = choice.kind
    if kind is ChoiceKind.PASS:
        return None
    if kind is not (ChoiceKind.STATION if card.kind is _FREE else ChoiceKind.ROUTE):
        if card.kind is _FREE:
            raise IllegalChoice(
                QT_TRANSLATE_NOOP("rules", "a free circle must circle an empty station")
            )
        raise IllegalChoice(
            QT_TRANSLATE_NOOP("rules", "{card} must be played on a route").format(card=card.code)
        )
    return choice.index


def apply(board: Board, sheet: SheetState, card: Card, choice: int | None) -> Move:
    """``apply_choice`` for a bare index (a route, or a station for a free circle;
    None for the pass)."""
    if card.kind is _FREE:
        if choice is None:
            if EMPTY in sheet.marks:
                raise IllegalChoice(
                    QT_TRANSLATE_NOOP("rules", "a free circle must circle an empty station")
                )
        elif not 0 <= choice < board.station_count:
            raise IllegalChoice(
                QT_TRANSLATE_NOOP("rules", "there is no station {choice}").format(choice=choice)
            )
        elif sheet.marks[choice] != EMPTY:
            raise IllegalChoice(
                QT_TRANSLATE_NOOP("rules", "station {refs} is not empty").format(
                    refs="/".join(board.station_refs(choice))
                )
            )
        stations, mark = preview(board, sheet, card, choice)
        after = _write(sheet, stations, mark, sheet.indicators, sheet.open_routes)
        return tuple.__new__(Move, (card, choice, None, stations, mark, after))

    open_routes = sheet.open_routes
    if choice not in open_routes:  # one test for the common case; then say what is wrong
        if choice is None or not 0 <= choice < board.route_count:
            raise IllegalChoice(
                QT_TRANSLATE_NOOP("rules", "{card} must be played on a route").format(
                    card=card.code
                )
            )
        raise IllegalChoice(
            QT_TRANSLATE_NOOP("rules", "route {letter} has no empty indicator box").format(
                letter=board.route_letters[choice]
            )
        )
    return _on_route(board, sheet, card, choice)


def _on_route(board: Board, sheet: SheetState, card: Card, route: int) -> Move:
    """A route card on ``route``, which has an empty indicator box (unchecked)."""
    stations = stations_filled(board, sheet, card, route)
    mark = board.star_value(stations[0]) if stations and card.kind is _STAR else CIRCLE
    indicators = list(sheet.indicators)
    indicators[route] += (card.code,)  # in the route's leftmost empty box
    open_routes = sheet.open_routes
    if len(indicators[route]) == board.indicator_counts[route]:
        i = open_routes.index(route)  # that was its last empty box
        open_routes = open_routes[:i] + open_routes[i + 1 :]
    after = _write(sheet, stations, mark, tuple(indicators), open_routes)
    return tuple.__new__(Move, (card, route, route, stations, mark, after))


def _write(
    sheet: SheetState,
    stations: tuple[int, ...],
    mark: int,
    indicators: tuple[tuple[str, ...], ...],
    open_routes: tuple[int, ...],
) -> SheetState:
    marks = sheet.marks
    filled = sheet.filled
    if stations:
        changed = list(marks)  # cheaper than slicing the tuple, even for one station
        for s in stations:
            changed[s] = mark
            filled |= 1 << s
        marks = tuple(changed)
    return tuple.__new__(SheetState, (marks, indicators, sheet.awards, filled, open_routes))


def newly_complete(board: Board, sheet: SheetState, stations: Iterable[int]) -> tuple[int, ...]:
    """Routes complete on the sheet that have no award yet, i.e. completed this turn.

    Only the routes through ``stations`` (those just filled) are checked: a route
    without an award was incomplete before, so only a new mark can complete it.
    """
    filled, awards, masks = sheet.filled, sheet.awards, board.route_masks
    done: list[int] = []
    for s in stations:
        for r in board.station_routes[s]:
            if awards[r] is None and filled & masks[r] == masks[r] and r not in done:
                done.append(r)
    return tuple(sorted(done)) if len(done) > 1 else tuple(done)


def play_turn(game: GameState, card: Card, choices: Sequence[int | None]) -> TurnResult:
    """Every player applies ``card`` with their choice (``move``), then the turn
    settles (``settle``).

    Bots and simulations play many turns, so the common case (a route card on a route
    with an empty indicator box) skips ``apply``'s checks; ``apply`` takes every other
    choice and says what is wrong with one.
    """
    sheets = game.sheets
    if not sheets[0].open_routes:  # game.finished
        raise GameOver(f"the game ended after turn {game.turns_played}")
    if len(choices) != len(sheets):
        raise IllegalChoice(f"{len(choices)} choices for {len(game.players)} players")
    board = game.board
    on_route = card.kind is not _FREE
    moves: list[Move] = []
    for player, choice in enumerate(choices):
        sheet = sheets[player]
        if on_route and choice in sheet.open_routes:  # apply's checks, for the common case
            moves.append(_on_route(board, sheet, card, choice))
            continue
        try:
            moves.append(apply(board, sheet, card, choice))
        except IllegalChoice as error:
            error.player = player
            raise
    return settle(game, card, moves)


def settle(game: GameState, card: Card, moves: Sequence[Move]) -> TurnResult:
    """The end of a turn whose every player has made their move (``apply``): routes
    completed this turn are awarded, the crown if nobody completed it in an earlier
    turn (shared by all who complete it together), otherwise the diamond."""
    board = game.board
    claimed = game.claimed
    sheets: list[SheetState] = []
    completed: list[tuple[tuple[int, Award], ...]] = []
    claimed_now: tuple[int, ...] = ()
    for move in moves:
        stations, after = move.stations, move.sheet
        done = newly_complete(board, after, stations) if stations else ()
        if done:
            # Awards depend only on earlier turns, so each sheet can be settled in turn.
            awards = list(after.awards)
            for r in done:
                awards[r] = _LATER if r in claimed else _FIRST
            after = tuple.__new__(
                SheetState,
                (after.marks, after.indicators, tuple(awards), after.filled, after.open_routes),
            )
            claimed_now += done
            completed.append(tuple((r, awards[r]) for r in done))  # type: ignore[misc]
        else:
            completed.append(())
        sheets.append(after)
    if claimed_now:
        claimed = claimed.union(claimed_now)
    fields = (board, game.players, tuple(sheets), game.turns_played + 1, claimed)
    after_game = tuple.__new__(GameState, fields)
    return tuple.__new__(TurnResult, (card, tuple(moves), tuple(completed), after_game))
