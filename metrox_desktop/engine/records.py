"""Game records (``metrox-game/1``): read, validate, write and replay.

A record is the cards flipped and each player's choice, turn by turn; it is all a
game is, since every rule is deterministic given the cards.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from metrox_desktop.engine.board import Board, UnknownReference
from metrox_desktop.engine.cards import Card, CardError
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.record_format import FORMAT as FORMAT
from metrox_desktop.engine.record_format import DailyMark as DailyMark
from metrox_desktop.engine.record_format import GameRecord as GameRecord
from metrox_desktop.engine.record_format import TurnRecord as TurnRecord
from metrox_desktop.engine.rules import IllegalChoice, TurnResult, choice_index, play_turn
from metrox_desktop.engine.scoring import score, winners
from metrox_desktop.engine.state import GameState
from metrox_desktop.fileformat import json_values, problem_text, read, read_checked, read_plainly
from metrox_desktop.maps.loader import MapError, map_problem
from metrox_desktop.textfile import DuplicateKey, UnreadableFile, parse_json, read_small_text
from metrox_desktop.words import QT_TRANSLATE_NOOP, about, words_of

MAX_RECORD_BYTES = 5_000_000
# Messages (marked for the window's translation; the command line prints them as they are)
A_RECORD = QT_TRANSLATE_NOOP("files", "a game record")
NOT_JSON = QT_TRANSLATE_NOOP("records", "not valid JSON ({why})")
TURN = QT_TRANSLATE_NOOP("records", "turn {number}: {problem}")
PLAYER_TURN = QT_TRANSLATE_NOOP("records", "turn {number}, player {name}: {problem}")
AFTER_THE_END = QT_TRANSLATE_NOOP(
    "records", "turn {number}: the game already ended after turn {last}"
)
CHOICES_FOR = QT_TRANSLATE_NOOP("records", "turn {number}: {choices} choices for {players} players")

PERSON = "person"  # the seat kind of a person at the table (any other kind names a bot)
# The seat kind of a person at another computer, at a table across computers (net/):
# every seat of the table's own record, the other seats in a player's history.
TABLE_SEAT = "table"


def one_line(message: str) -> str:
    """``message`` with line breaks and other control characters escaped: player names,
    keys and card codes come from the file, and a message about them stays one line."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)


def json_text(value: object) -> str:
    """``value`` as JSON that a terminal shows as it is: non-ASCII text stays as it is
    (a Japanese name reads as itself), but control characters and bidirectional
    overrides (U+202E, which reverses the text after it on screen) are escaped as
    ``\\u202e``; a JSON reader gets the same strings back."""
    text = json.dumps(value, ensure_ascii=False)
    return "".join(c if c.isprintable() else _json_escape(c) for c in text)


def _json_escape(char: str) -> str:
    """``char`` as JSON escapes it (a character past U+FFFF as its surrogate pair)."""
    return json.dumps(char)[1:-1]


class OneLineError(ValueError):
    """An error whose message is one line for the player (``words``: the message as
    marked for translation, for the window)."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))
        self.words = message


class RecordError(OneLineError):
    """A record that cannot be read or breaks a rule."""


def parse_record(text: str, source: str = "record") -> GameRecord:
    """The record in ``text``, a file a person gave: checked by pydantic, which says
    what is wrong with it."""
    return _named(_checked(_loaded(text, source), source), source)


def parse_game(text: str, source: str = "record") -> GameRecord:
    """``parse_record`` for a game to go on with (the app's own save): a record that
    plainly fits the format is read without pydantic (fileformat.read_plainly), as a
    start reads its autosave; any other is checked as a person's file is, with the
    same messages."""
    data = _loaded(text, source)
    return _named(read_plainly(GameRecord, data) or _checked(data, source), source)


def _loaded(text: str, source: str) -> Any:
    """The JSON of a record, not yet checked against its schema."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(
            about(source, QT_TRANSLATE_NOOP("records", "too large for a game record"))
        )
    try:
        data = parse_json(text)
    except json.JSONDecodeError as error:
        raise RecordError(about(source, NOT_JSON.format(why=error))) from None
    except DuplicateKey as error:  # which of the two did the writer mean?
        raise RecordError(about(source, NOT_JSON.format(why=error.words))) from None
    except RecursionError:
        why = QT_TRANSLATE_NOOP("records", "nested too deeply")
        raise RecordError(about(source, NOT_JSON.format(why=why))) from None
    except ValueError:  # Python's limit on the digits of a number (4,300)
        why = QT_TRANSLATE_NOOP("records", "a number with too many digits")
        raise RecordError(about(source, NOT_JSON.format(why=why))) from None
    later = _later_format(data)
    if later is not None:  # a later version's game: say so, not that it is damaged
        newer = QT_TRANSLATE_NOOP(
            "records",
            "{format} is a newer record format than this version of MetroX Desktop reads"
            " ({ours}): a later version of the app can open it",
        )
        raise RecordError(about(source, newer.format(format=later, ours=FORMAT)))
    return data


def _later_format(data: Any) -> str | None:
    """The record's format when it is a later version of this one (``metrox-game/2``,
    written by a newer app), else None."""
    named = data.get("format") if isinstance(data, dict) else None
    version = (
        re.fullmatch(r"metrox-game/([1-9][0-9]{0,5})", named) if isinstance(named, str) else None
    )
    ours = int(FORMAT.rpartition("/")[2])
    return named if version is not None and int(version[1]) > ours else None


def _checked(data: Any, source: str) -> GameRecord:
    """The record pydantic reads from ``data``, or RecordError saying what is wrong."""
    from pydantic import ValidationError

    try:
        return read_checked(GameRecord, data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "record"
        problem = QT_TRANSLATE_NOOP("records", "not a {format} record: {where}: {why}")
        why = problem_text(first)
        raise RecordError(
            about(source, problem.format(format=FORMAT, where=where, why=why))
        ) from None


def _named(record: GameRecord, source: str) -> GameRecord:
    """``record``, if each player has a name of their own."""
    twice = name_twice(record.players)
    if twice is not None:  # "Ann, your choice" would not say which Ann
        problem = QT_TRANSLATE_NOOP(
            "records", "two players are called {name!r}; each player needs a name of their own"
        )
        raise RecordError(about(source, problem.format(name=twice)))
    return record


def name_twice(names: Iterable[str]) -> str | None:
    """The first name that names a player already named (as a player reads them: "ann"
    and " Ann" are Ann again), or None when every player has a name of their own."""
    seen: set[str] = set()
    for name in names:
        key = name.strip().casefold()
        if key in seen:
            return name
        seen.add(key)
    return None


def read_record(path: str | Path) -> GameRecord:
    try:
        text = read_small_text(Path(path), MAX_RECORD_BYTES, A_RECORD)
    except UnreadableFile as error:
        raise RecordError(about(path, error.words)) from None
    return parse_record(text, str(path))


def record_fields(
    game: GameState, turns: list[TurnResult], deck: str | None = None, seed: str | None = None
) -> dict[str, Any]:
    """The record of ``turns`` as JSON values, in the record's order: what
    ``make_record`` reads and what a save writes."""
    board = game.board
    return {
        "format": FORMAT,
        "map": board.map_id,
        "players": list(game.players),
        "turns": [
            {"card": t.card.code, "choices": [m.chosen.text(board) for m in t.moves]} for t in turns
        ],
        "deck": deck,
        "seed": seed,
    }


def make_record(
    game: GameState, turns: list[TurnResult], deck: str | None = None, seed: str | None = None
) -> GameRecord:
    return read(GameRecord, record_fields(game, turns, deck, seed))


def record_text(fields: dict[str, Any]) -> str:
    """A record's JSON as the app writes it (``fields``: JSON values, as
    ``fileformat.json_values`` gives them, in the record's order and None left out):
    one space of indent, names as they are (UTF-8)."""
    return json.dumps(fields, indent=1, ensure_ascii=False) + "\n"


def record_json(record: GameRecord) -> str:
    return record_text(json_values(record))


class Seal(StrEnum):
    """What a record's checksum says about it."""

    INTACT = "intact"  # the content is exactly what the app wrote
    MISSING = "missing"  # no checksum: written by another program or by hand
    BROKEN = "broken"  # changed since the app wrote it: damaged, or edited by hand


def content_checksum(record: GameRecord) -> str:
    """SHA-256 of the record's content: its canonical JSON without the checksum
    (docs/record-format.md), so spacing or key order may change, but not one name,
    card, choice or deal code."""
    body = record_text(record.content())
    return "sha256:" + hashlib.sha256(body.encode("utf-8")).hexdigest()


def sealed(record: GameRecord) -> GameRecord:
    """The record with the checksum of its content."""
    return replace(record, checksum=content_checksum(record))


def sealed_text(fields: dict[str, Any]) -> str:
    """The JSON of the record of ``fields`` (JSON values, as ``record_fields`` gives)
    with the checksum of its content."""
    return record_json(sealed(read(GameRecord, fields)))


def seal_of(record: GameRecord) -> Seal:
    if record.checksum is None:
        return Seal.MISSING
    return Seal.INTACT if record.checksum == content_checksum(record) else Seal.BROKEN


def board_for(record: GameRecord) -> Board:
    """The map a record names: a built-in map id or a map file path."""
    try:
        return Board.load(record.map)
    except MapError as error:
        raise RecordError(map_problem(record.map, error)) from None


def replay_turns(record: GameRecord, board: Board) -> Iterator[TurnResult]:
    """Each turn of the record, played by the rules: its card, every player's move and
    the game after it (``result.game``). The one replay of a record: ``replay`` (the
    end of a game), ``Match.turn_by_turn`` (a record with its deal, as matches) and
    whatever shows a game turn by turn are built on it. Raises RecordError naming the
    first turn (and player) that breaks a rule, after yielding the turns before it."""
    game = GameState.new(board, tuple(record.players))
    for number, turn in enumerate(record.turns, start=1):
        try:
            card = Card.parse(turn.card)
        except CardError as error:
            raise RecordError(TURN.format(number=number, problem=words_of(error))) from None
        if game.finished:
            raise RecordError(AFTER_THE_END.format(number=number, last=game.turns_played))
        if len(turn.choices) != len(record.players):
            raise RecordError(
                CHOICES_FOR.format(
                    number=number, choices=len(turn.choices), players=len(record.players)
                )
            )
        choices: list[int | None] = []
        for player, (name, text) in enumerate(zip(record.players, turn.choices, strict=True)):
            try:
                choices.append(choice_index(card, Choice.parse(text, board)))
            except UnknownReference as error:
                raise RecordError(
                    PLAYER_TURN.format(number=number, name=name, problem=words_of(error))
                ) from None
            except IllegalChoice as error:  # a station for a route card, or the reverse
                error.player = player
                raise _illegal(record, number, card, error) from None
        try:
            result = play_turn(game, card, choices)
        except IllegalChoice as error:
            raise _illegal(record, number, card, error) from None
        game = result.game
        yield result


def _illegal(record: GameRecord, number: int, card: Card, error: IllegalChoice) -> RecordError:
    player = error.player or 0
    played = QT_TRANSLATE_NOOP("records", "{card} on {choice}: {problem}").format(
        card=card.code, choice=record.turns[number - 1].choices[player], problem=words_of(error)
    )
    return RecordError(
        PLAYER_TURN.format(number=number, name=record.players[player], problem=played)
    )


def replay(record: GameRecord, board: Board | None = None) -> GameState:
    """The game state at the end of the record."""
    game = GameState.new(board or board_for(record), tuple(record.players))
    for result in replay_turns(record, game.board):
        game = result.game
    return game


def result_json(game: GameState) -> dict[str, Any]:
    """The ``replay --json`` object for a game: each player's score as docs/rules.md
    counts it (docs/record-format.md shows it)."""
    scores = [score(game.board, sheet) for sheet in game.sheets]
    return {
        "players": [
            {
                "name": name,
                "completion_bonus": s.completion_bonus,
                "intersection_bonus": s.intersection_bonus,
                "empty_stations": s.empty_stations,
                "penalty": s.penalty,
                "total": s.total,
                "completed": {letter: award.value for letter, award in s.completed},
            }
            for name, s in zip(game.players, scores, strict=True)
        ],
        "winners": [game.players[i] for i in winners(scores)],
        "finished": game.finished,
    }
