"""MetroX without a window: the board, the cards, the rules, scores, records and bots.

Everything here is pure Python with no Qt; every value is immutable and every action
returns a new value, but for the ``Table``, which a window or a network host drives.
The names below are the public API; the modules behind them (``board``, ``cards``,
``choice``, ``rules``, ``match``, ``table``, ``scoring``, ``records``, ``ai``) hold
the rest (a record's type,
``records.GameRecord``; the bots' fast forms of the rules, ``rules.legal_indices``).
Importing this package costs nothing: each name loads its module when first used,
and the bots (``ai``) only when one is asked for.

A tour (these examples run with the tests). Load a board, a built-in map or a map
file, and deal a game from a seed (the same seed deals the same cards everywhere):

>>> from metrox_desktop.engine import Board, Match, load_deck
>>> tokyo = Board.load("tokyo")
>>> match = Match.new(tokyo, ["Ann"], load_deck(), seed="8HQ2")

Flip a card and list the legal choices. A choice is a :class:`Choice`: a route for
number, circled and star cards, a station for a free circle, written as on the sheet
(``G`` for a route, ``G3`` for a station):

>>> from metrox_desktop.engine import Choice
>>> match = match.flip()
>>> match.card.code, len(match.legal_choices())
('3', 9)
>>> ginza = Choice.parse("G", tokyo)
>>> ginza, ginza in match.legal_choices(), ginza.text(tokyo)
(Choice.route(6), True, 'G')

Play the turn (``play`` is the solo shorthand for ``choose`` then ``resolve``; at a
table every player ``choose``\\s, in any order, then the turn resolves), and score:

>>> from metrox_desktop.engine import score
>>> match = match.play(ginza)
>>> [tokyo.station_ref(s, 6) for s in match.history[-1].moves[0].stations]
['G1', 'G2', 'G3']
>>> score(tokyo, match.game.sheets[0]).empty_stations == tokyo.station_count - 3
True

An illegal choice is refused with the reason, and changes nothing:

>>> from metrox_desktop.engine import IllegalChoice
>>> match = match.flip()
>>> match.card.code
'free'
>>> try:
...     match.choose(0, Choice.parse("G3", tokyo))
... except IllegalChoice as error:
...     print(error)
station Z3/G3 is not empty
>>> match.chosen
frozenset()

A card that leaves a player nowhere to write (a free circle on a full sheet) has no
legal choice: that player passes at the flip, ``Choice.PASS``, which a record writes
as ``null``. Play to the end (here: the first legal choice every turn), then write
the game as a record, read it back and replay it; ``replay_turns`` and
``Match.turn_by_turn`` give every turn on the way (a replay viewer's steps):

>>> from metrox_desktop.engine import Phase, parse_record, record_json, replay
>>> while match.phase is not Phase.OVER:
...     if match.phase is Phase.FLIP:
...         match = match.flip()
...     if not match.all_chosen:  # else the player passed at the flip
...         match = match.choose(0, match.legal_choices()[0])
...     match = match.resolve()
>>> record = parse_record(record_json(match.record()))
>>> record.turns[0].card, record.turns[0].choices
('3', ['G'])
>>> replay(record).sheets == match.game.sheets
True
>>> steps = list(Match.turn_by_turn(record, tokyo, load_deck()))
>>> len(steps) == len(record.turns) + 1, steps[-1].game == match.game
(True, True)
>>> score(tokyo, match.game.sheets[0]).total
15

Ask a bot. A bot (a *strategy*) sees what its seat may see (a :class:`PlayerView`)
and answers with a :class:`Choice`:

>>> import random
>>> from metrox_desktop.engine import PlayerView, strategy_named
>>> match = Match.new(tokyo, ["Ann", "Bot"], load_deck(), seed="8HQ2").flip()
>>> greedy = strategy_named("greedy")
>>> view = PlayerView(match.game, 1, match.card, match.deck)
>>> pick = greedy.choose(view, random.Random(1))
>>> pick in match.legal_choices(1)
True

A table: seats by index, each a person at this screen, a bot, a friend's recorded
game or a remote person. People here are asked in seat order, everyone chooses once
a card, a choice stays hidden until no person here still has to write, and a refused
command says why with a code (``Refusal``) and changes nothing:

>>> from metrox_desktop.engine import Refusal, SeatKind, Table
>>> table = Table.new(tokyo, ["Ann", "Bot"], load_deck(), "8HQ2",
...                   kinds=[SeatKind.PERSON, SeatKind.BOT])
>>> table.flip().code, table.chooser
('3', 0)
>>> table.choose(1, greedy.choose(view, random.Random(1)))
>>> table.why_not(1, ginza), table.why_not_undo(1)
(<Refusal.ALREADY_CHOSEN: 'already chosen'>, <Refusal.NOTHING_TO_UNDO: 'nothing to undo'>)
>>> result = table.choose(0, ginza)  # the last choice settles the turn
>>> result.moves[0].chosen, table.phase
(Choice.route(6), <Phase.FLIP: 'flip'>)
>>> table.undo(0), table.phase  # until the next flip, Ann may take hers back
(0, <Phase.CHOOSE: 'choose'>)

Whole games between bots, as the ``simulate`` command plays them:

>>> from metrox_desktop.engine import play_game
>>> game = play_game(tokyo, load_deck(), ["A", "B"], [greedy, greedy], seed="8HQ2")
>>> game.finished
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names as they are; at run time they load when first used
    from metrox_desktop.engine.ai import (
        PlayerView,
        Strategy,
        play_game,
        strategy_named,
        strategy_names,
    )
    from metrox_desktop.engine.board import (
        Board,
        UnknownReference,
    )
    from metrox_desktop.engine.cards import (
        Card,
        CardError,
        CardKind,
        Deck,
        DeckSpec,
        load_deck,
    )
    from metrox_desktop.engine.choice import (
        Choice,
        ChoiceKind,
    )
    from metrox_desktop.engine.match import (
        Match,
        MatchError,
        Phase,
    )
    from metrox_desktop.engine.records import (
        RecordError,
        parse_record,
        read_record,
        record_json,
        replay,
        replay_turns,
    )
    from metrox_desktop.engine.rules import (
        GameOver,
        IllegalChoice,
        Move,
        TurnResult,
        apply_choice,
        legal_choices,
        play_turn,
    )
    from metrox_desktop.engine.scoring import (
        Score,
        score,
        winners,
    )
    from metrox_desktop.engine.state import (
        Award,
        GameState,
        SheetState,
    )
    from metrox_desktop.engine.table import (
        Refusal,
        Refused,
        SeatKind,
        Table,
    )

# Each module and the public names it defines.
_PUBLIC = {
    "board": ("Board", "UnknownReference"),
    "cards": ("Card", "CardError", "CardKind", "Deck", "DeckSpec", "load_deck"),
    "choice": ("Choice", "ChoiceKind"),
    "state": ("GameState", "SheetState", "Award"),
    "rules": (
        "legal_choices",
        "apply_choice",
        "play_turn",
        "Move",
        "TurnResult",
        "IllegalChoice",
        "GameOver",
    ),
    "match": ("Match", "MatchError", "Phase"),
    "scoring": ("score", "Score", "winners"),
    "records": (
        "RecordError",
        "read_record",
        "parse_record",
        "record_json",
        "replay",
        "replay_turns",
    ),
    "ai": ("strategy_named", "strategy_names", "Strategy", "PlayerView", "play_game"),
    "table": ("Table", "SeatKind", "Refusal", "Refused"),
}
_HOMES = {name: home for home, names in _PUBLIC.items() for name in names}
__all__ = [
    "Award",
    "Board",
    "Card",
    "CardError",
    "CardKind",
    "Choice",
    "ChoiceKind",
    "Deck",
    "DeckSpec",
    "GameOver",
    "GameState",
    "IllegalChoice",
    "Match",
    "MatchError",
    "Move",
    "Phase",
    "PlayerView",
    "RecordError",
    "Refusal",
    "Refused",
    "Score",
    "SeatKind",
    "SheetState",
    "Strategy",
    "Table",
    "TurnResult",
    "UnknownReference",
    "apply_choice",
    "legal_choices",
    "load_deck",
    "parse_record",
    "play_game",
    "play_turn",
    "read_record",
    "record_json",
    "replay",
    "replay_turns",
    "score",
    "strategy_named",
    "strategy_names",
    "winners",
]


def __getattr__(name: str) -> Any:
    """A public name, loaded from its module on first use."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # once loaded, an ordinary attribute
    return value


def __dir__() -> list[str]:
    """The public names with the loaded ones (for ``help`` and completion)."""
    return sorted(set(globals()) | set(__all__))
