"""`metrox-desktop par`: the best score found on a deal knowing every card in advance.

``par RECORD`` reviews a game record that carries its deal (deck and seed): the par
of its deal, the strong bot's score on the same cards, each player's score (with the
hints a person used, or a bot's level) and the turns where their choice cost most.
``par --map MAP --seed CODE`` gives the par of a deal on its own. ``--json`` prints
one object whose ``record`` is the par line as a complete metrox-game/1 record:
``metrox-desktop replay`` scores it at par.

Par takes some seconds a deal (the strong bot's game is played in a second process
while the beams search: ``engine.ai.beside``), and a record's review some more per
player (a table of six: about a minute on a laptop core). What the game window or an
earlier ``par`` kept is not worked out again: par, the strong bot's score and the par
line from the par cache (a built-in map's deal), each turn's value from the review
cache; what is worked out here is kept there. On a terminal, standard error shows what
is being worked out and for how long; Ctrl-C stops at once (exit status 130, no
traceback).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from metrox_desktop.commands.options import (
    StatusLine,
    UsageError,
    add_json_option,
    board_and_deck,
    deal_code_option,
    file_names,
    map_error_line,
    record_file,
)
from metrox_desktop.engine.ai.montecarlo import STRONG_WORK
from metrox_desktop.engine.ai.par import PAR_WIDTH
from metrox_desktop.engine.ai.review import (
    CostlyTurn,
    DealPar,
    costliest,
    deal_par,
    kept_deal_par,
    line_choices,
    turn_values,
)
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardError, DeckSpec, load_deck
from metrox_desktop.engine.match import Match, MatchError
from metrox_desktop.engine.records import (
    PERSON,
    TABLE_SEAT,
    GameRecord,
    RecordError,
    board_for,
    json_text,
    one_line,
)
from metrox_desktop.engine.scoring import score
from metrox_desktop.fileformat import json_values
from metrox_desktop.maps.loader import MapError, builtin_map_ids

# par reviews each player's turns, minutes a player: the table at one screen's six
# players, not a table across computers of up to 99.
REVIEWED_PLAYERS_MOST = 6

# How hard par works: the engine's own budgets, par's beam and the strong bot's work a
# decision (in its game and each turn's value); tests of what par says use small ones.
WIDTH, WORK = PAR_WIDTH, STRONG_WORK


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "par",
        help="the par of a deal (best score found knowing every card) and a game's costly turns",
        description=(
            "Par is the best score the AI finds on a deal knowing every card in advance. "
            "With a RECORD (a game saved by the app, which carries its deal): the par, the "
            "strong bot's score on the same cards, each player's score and the turns where "
            "their choice cost most. With --map and --seed: the par of that deal. Takes "
            "some seconds."
        ),
    )
    parser.add_argument("record", nargs="?", metavar="RECORD", help="a metrox-game/1 file")
    parser.add_argument("--map", metavar="MAP", help="tokyo, osaka or a map file (with --seed)")
    parser.add_argument("--seed", metavar="CODE", help="the deal's code (with --map)")
    add_json_option(parser)


def run(args: argparse.Namespace) -> int:
    if (args.record is None) == (args.map is None or args.seed is None):
        raise UsageError("give either a RECORD or both --map and --seed")
    if args.record is not None and (args.map or args.seed):
        raise UsageError("--map and --seed go without a RECORD (a record names its own deal)")
    file_names(args.record, what="RECORD")
    working = Working(sys.stderr.isatty())
    try:
        if args.record is not None:
            record = record_file(args.record)  # its errors already name the file
            if len(record.players) > REVIEWED_PLAYERS_MOST:
                raise UsageError(
                    f"{args.record}: {len(record.players)} players: par reviews a game of"
                    f" at most {REVIEWED_PLAYERS_MOST}"
                )
            try:
                result = _review(record, working)
            except (RecordError, MatchError, CardError, MapError) as error:
                # The record read, but its map or deal will not do: say which file.
                text = map_error_line(error) if isinstance(error, MapError) else str(error)
                raise RecordError(f"{args.record}: {text}") from None
        else:
            seed = deal_code_option(args.seed)  # a code the window and records refuse too
            board, deck = board_and_deck(args.map)
            result = _deal(board, deck, seed, working, keep=args.map in builtin_map_ids())
    except (RecordError, MatchError, CardError) as error:
        raise UsageError(one_line(str(error))) from None
    except MapError as error:  # the map a record names
        raise UsageError(map_error_line(error)) from None
    finally:
        working.clear()  # also on Ctrl-C: the terminal's line is left clean
    print(json_text(result) if args.json else _as_text(result))
    return 0


class Working(StatusLine):
    """What par is working out, and for how long, rewritten from the search's stop check."""

    what = ""

    def stage(self, what: str) -> None:
        self.what, self.shown_at = what, -self.EVERY
        self()

    def __call__(self) -> bool:
        """A stop check (never stops: Ctrl-C does) that shows the line when it is time."""
        now = self.due()
        if now is not None:
            self.write(f"{self.what}: {now:.0f} s  (Ctrl-C stops)")
        return False


def _deal(board: Board, deck: DeckSpec, seed: str, working: Working, keep: bool) -> dict[str, Any]:
    """Par of the deal: as kept when the game window or an earlier ``par`` worked it
    out (``keep``: the map is a built-in one, which the keys of the cache name), else
    searched, and kept."""
    from metrox_desktop.persistence.par_cache import remember_par

    found = _kept_par(board, deck, seed) if keep else None
    if found is None:
        working.stage(f"par of deal {one_line(seed)} on {board.map_id}")
        found = deal_par(  # parallel: the strong bot's game on the other core
            board, deck, seed, WIDTH, stop=working, parallel=True, strong_work=WORK
        )
        if keep:
            line = line_choices(found.record)
            remember_par(board.map_id, deck.id, seed, found.par, found.strong, line)
    return {
        "map": board.map_id,
        "deck": deck.id,
        "seed": seed,
        "par": found.par,
        "strong": found.strong,
        "record": json_values(found.record),
    }


def _kept_par(board: Board, deck: DeckSpec, seed: str) -> DealPar | None:
    from metrox_desktop.persistence.par_cache import ParCache

    kept = ParCache.load().kept_of(board.map_id, deck.id, seed)
    return None if kept is None else kept_deal_par(board, deck, seed, kept)


def _review(record: GameRecord, working: Working) -> dict[str, Any]:
    if record.seed is None:
        raise RecordError("the record does not say how its cards were dealt (no seed)")
    board = board_for(record)
    deck = load_deck(record.deck)
    game = Match.played(record, board, deck).game  # the record fits its deal, or one line
    result = _deal(board, deck, record.seed, working, keep=record.map in builtin_map_ids())
    seats, hints = record.seats or [], record.hints or []
    result["players"] = []
    for p, name in enumerate(record.players):
        working.stage(f"{one_line(name)}'s costly turns ({p + 1} of {len(record.players)})")
        costly = _costly(record, board, deck, p, working)
        result["players"].append(
            {
                "name": name,
                "seat": seats[p] if p < len(seats) else PERSON,  # "person" or a bot's strategy
                "hints": hints[p] if p < len(hints) else 0,
                "score": score(board, game.sheets[p]).total,
                "costly_turns": [_turn_json(t) for t in costly],
            }
        )
    result["finished"] = game.finished
    result["turns"] = len(record.turns)
    return result


def _costly(
    record: GameRecord, board: Board, deck: DeckSpec, player: int, working: Working
) -> list[CostlyTurn]:
    """``player``'s costly turns from each turn's value: as kept while the game was
    played (or by the replay viewer, or an earlier ``par``), else worked out and kept."""
    from metrox_desktop.persistence.review_cache import ReviewCache

    cache = ReviewCache(record)
    values = []
    for turn in range(1, len(record.turns) + 1):
        value = cache.get(player, turn)
        if value is None:
            value = next(turn_values(record, board, deck, player, WORK, start=turn, stop=working))
            cache.put(player, value)
        values.append(value)
    return costliest(values)


def _turn_json(turn: CostlyTurn) -> dict[str, Any]:
    return {
        "turn": turn.turn,
        "card": turn.card,
        "chosen": turn.chosen,
        "chosen_expected": round(turn.chosen_expected, 1),
        "best": turn.best,
        "best_expected": round(turn.best_expected, 1),
        "cost": round(turn.cost, 1),
    }


def _seat_note(player: dict[str, Any]) -> str:
    """ "2 hints used" for a person, "bot, strong" for a bot, as the final dialog says;
    a seat of a table across computers, a friend's result as the History names them."""
    from metrox_desktop.sharing.friends import is_friend_kind

    seat = player["seat"]
    if seat == TABLE_SEAT:
        return "at another computer"
    if is_friend_kind(seat):
        return "a friend's result"
    if seat != PERSON:
        return f"bot, {one_line(seat)}"
    return f"{player['hints']} hint{'' if player['hints'] == 1 else 's'} used"


def _as_text(result: dict[str, Any]) -> str:
    lines = [
        f"{result['map']}, deal {one_line(result['seed'])}: par {result['par']}, "
        f"strong bot {result['strong']}"
    ]
    if "finished" in result and not result["finished"]:
        lines.append(f"  not finished, {result['turns']} turns played: scores so far")
    for player in result.get("players", []):
        lines.append(f"  {one_line(player['name'])}: {player['score']}  ({_seat_note(player)})")
        for t in player["costly_turns"]:
            lines.append(
                f"    turn {t['turn']} ({t['card']}): {t['chosen']} expected "
                f"{t['chosen_expected']:.1f}, {t['best']} {t['best_expected']:.1f} "
                f"(cost {t['cost']:.1f})"
            )
    return "\n".join(lines)
