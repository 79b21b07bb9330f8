"""Games of one deal played apart, put together into the table game they would have been.

Every player writes the same card on their own sheet, and sheets meet only through
crowns and diamonds (who completed a route first, shared within a turn): so the choices
of solo games played on one deal, set side by side turn by turn, replay as exactly the
table game those players would have had at one table. ``compare`` prints it, and a
friend's game joins a table as a seat (:mod:`metrox_desktop.ui.table.friends`).

A game given here is a record file or a result code (:mod:`.result_code`). No Qt.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from metrox_desktop.deal import SEED_ALPHABET
from metrox_desktop.engine.record_limits import NAME_MOST, PLAYERS_MOST
from metrox_desktop.engine.records import (
    FORMAT,
    PERSON,
    GameRecord,
    OneLineError,
    RecordError,
    TurnRecord,
    one_line,
    parse_record,
    read_record,
)
from metrox_desktop.pasted import web_link
from metrox_desktop.sharing.result_code import (
    DECKS,
    NOT_A_CODE,
    ResultCodeError,
    code_in,
    decode,
    encode,
    looks_like_code,
)
from metrox_desktop.words import QT_TRANSLATE_NOOP, about, words_of


class MergeError(OneLineError):
    """Games that cannot be put together (or one that cannot be read): one line naming
    the file or code."""


class Game(NamedTuple):
    source: str  # the file name or the code, as given
    record: GameRecord


def read_game(source: str) -> Game:
    """A record file, or a result code (text in the code's symbols naming no file), or
    a text naming no file with a result code in it (a share line pasted whole), or a
    record's own text (a friend who sent the file's contents). A web link with no code
    in it is refused saying what to paste instead."""
    if source.startswith("{"):
        return _pasted_record(source)
    if (code := code_not_file(source)) is not None:  # alone, or after words ("thanks")
        record = decode(code)
        return Game(_code_name(source, record), record)  # the code, without the words
    if looks_like_code(source) and not _names_a_file(source):
        try:
            decode(source)  # no code reads in it: why this one does not
        except ResultCodeError as error:
            raise MergeError(about(shown_source(source), error.words)) from None
    refuse_a_link_without_code(source)
    if len(source) > SHOWN_MOST and not _names_a_file(source):
        # A pasted page with no code in it: said short, not as a file name it cannot be.
        raise MergeError(about(shown_source(source), NOT_A_CODE))
    try:
        return Game(source, read_record(source))  # its errors already name the file
    except RecordError as error:
        raise MergeError(words_of(error)) from None
    except OSError as error:  # a name the system refuses (too long, ...)
        raise MergeError(about(shown_source(source), str(error.strerror or error))) from None


def _pasted_record(text: str) -> Game:
    """A record's text pasted: read as a record file is, and named by its result code
    when it holds one player's game (else by its first characters: a table's code
    would be its first player's alone) rather than shown whole."""
    words = " ".join(text.split())  # on one line, as a chat shows it
    name = words if len(words) <= PASTED_NAME_MOST else words[: PASTED_NAME_MOST - 3] + "..."
    try:
        record = parse_record(text, name)
    except RecordError as error:
        # A chat or notes app that made its quotes curly ("smart quotes"): as typed.
        straight = text.translate(_STRAIGHT_QUOTES)
        if straight == text:
            raise MergeError(words_of(error)) from None
        try:
            record = parse_record(straight, name)
        except RecordError:
            raise MergeError(words_of(error)) from None
    if len(record.players) > 1:
        return Game(name, record)
    try:
        return Game(encode(record), record)
    except ResultCodeError:
        return Game(name, record)  # refused by the table, naming it so


JOINED_LINES = 3  # lines a code and the words before it may be wrapped over
PASTED_NAME_MOST = 40  # characters of a pasted record's text naming it in a message
_STRAIGHT_QUOTES = str.maketrans(dict.fromkeys("\u201c\u201d\u201e", '"'))  # “ ” „
# A chat's code block around what is pasted: its fence lines (```, ```json, ~~~).
_FENCE = re.compile(r"(`{3,}|~{3,})[\w+-]*")


def pasted_sources(text: str) -> list[str]:
    """The games in a paste of one a line (Play against a result), each a text
    :func:`read_game` reads. A line that reads as nothing alone goes with the lines
    after it until they read: the words a mail program wrapped onto a line of their
    own before the code, or a code broken over lines. A code that reads as nothing
    (mistyped) is never taken in by the code after it, but kept, to be said wrong.
    A record's own text (from a line that starts with "{" to its closing brace, over
    any lines) is one game; a chat's code-block fences around a paste are no game."""
    sources: list[str] = []
    pending: list[str] = []
    lines = text.splitlines()
    while lines:
        line = lines.pop(0).strip()
        if not line or _FENCE.fullmatch(line):
            continue
        if line.startswith("{"):
            record, lines = _record_text([line, *lines])
            # the words said before it go ("my game:"); a code that reads as nothing stays
            sources += [*(p for p in pending if looks_like_code(p)), record]
            pending = []
            continue
        if _names_a_file(line):
            sources += [*pending, line]
            pending = []
            continue
        joined = " ".join([*pending, line])
        found = code_in(joined)
        if found is None:
            pending.append(line)
            if len(pending) > JOINED_LINES:  # a page of words: read line by line
                sources.append(pending.pop(0))
            continue
        if pending and found == code_in(line) and any(looks_like_code(p) for p in pending):
            sources += pending
            joined = line
        sources.append(joined)
        pending = []
    # Lines left that read as nothing: a mistyped code is said wrong, and the words
    # around it ("thanks") go, as they do around a code that reads.
    return sources + ([p for p in pending if looks_like_code(p) or _names_a_file(p)] or pending)


def _record_text(lines: list[str]) -> tuple[str, list[str]]:
    """A record's text at the start of ``lines`` (to its closing brace), and the lines
    after it; all of them when it does not close (a record cut short, said so)."""
    text = "\n".join(lines)
    try:
        _, end = json.JSONDecoder().raw_decode(text)
    except ValueError:
        return text, []
    rest = text[end:].split("\n", 1)
    after = rest[0].strip()  # what follows the brace on its line
    return text[:end], ([after] if after else []) + (rest[1].splitlines() if len(rest) > 1 else [])


def _code_name(source: str, record: GameRecord) -> str:
    """A code as given, or written anew if it came with quotes, spaces or punctuation."""
    if all(c in SEED_ALPHABET or c == "-" for c in source.upper()):
        return source
    return encode(record)


def code_not_file(source: str) -> str | None:
    """The result code ``source`` holds (alone, in a share line, in a link) when it
    names no file: what a friend sends, given where a record file goes; else None."""
    return None if _names_a_file(source) else code_in(source)


NO_CODE_IN_LINK = QT_TRANSLATE_NOOP(
    "sharing",
    "this link holds no game code; paste the result code your friend shared (the line"
    " Copy result gives ends with it)",
)


def refuse_a_link_without_code(source: str) -> None:
    """Raises MergeError saying what to paste instead when ``source``, in which
    :func:`code_not_file` found no code, is a web link naming no file: read as a file's
    name, a link to a page was "no such file"."""
    if web_link(source) and not _names_a_file(source):
        raise MergeError(about(shown_source(source), NO_CODE_IN_LINK))


def _names_a_file(source: str) -> bool:
    """Whether ``source`` is the name of something there: a code longer than a file's
    name may be (255 bytes) is a code, not "File name too long"."""
    try:
        return Path(source).exists()
    except OSError:
        return False


SHOWN_MOST = 300  # characters of a file name or code in a message


def shown_source(source: str) -> str:
    return one_line(source if len(source) <= SHOWN_MOST else source[: SHOWN_MOST - 3] + "...")


def deck_of(record: GameRecord) -> str:
    """The deck a record was dealt from: the one it names, else the default deck."""
    return record.deck or DECKS[0]


def differs(first: Game, other: Game) -> str | None:
    """What makes ``other`` another deal than ``first`` (map, deck, deal code, cards,
    number of turns), or None when the two can sit at one table."""
    a, b = first.record, other.record
    if a.map != b.map:
        return QT_TRANSLATE_NOOP("merge", "another map ({map}) than {first} ({first_map})").format(
            map=b.map, first=shown_source(first.source), first_map=a.map
        )
    if deck_of(a) != deck_of(b):
        return QT_TRANSLATE_NOOP(
            "merge", "another deck ({deck}) than {first} ({first_deck})"
        ).format(deck=deck_of(b), first=shown_source(first.source), first_deck=deck_of(a))
    if a.seed != b.seed:
        return QT_TRANSLATE_NOOP(
            "merge", "another deal ({seed}) than {first} ({first_seed})"
        ).format(seed=b.seed or "?", first=shown_source(first.source), first_seed=a.seed or "?")
    for number, (mine, theirs) in enumerate(zip(a.turns, b.turns, strict=False), start=1):
        if mine.card != theirs.card:
            return QT_TRANSLATE_NOOP(
                "merge", "turn {number} is {card}, in {first} it is {first_card}"
            ).format(
                number=number,
                card=theirs.card,
                first=shown_source(first.source),
                first_card=mine.card,
            )
    if len(a.turns) != len(b.turns):
        return QT_TRANSLATE_NOOP("merge", "{turns} turns played, {first} has {first_turns}").format(
            turns=len(b.turns), first=shown_source(first.source), first_turns=len(a.turns)
        )
    return None


def merged(games: Sequence[Game]) -> GameRecord:
    """The table record of ``games`` (of one deal): their players in the order given
    (a name met twice gets "(2)"; a game another of them holds is counted once, in its
    seats there: :func:`each_game_once`), each turn's card and everyone's choices. Raises
    MergeError naming the first game of another deal. Not replayed: replaying it (or
    resuming it) checks every choice against the rules."""
    if not games:
        raise MergeError(QT_TRANSLATE_NOOP("merge", "no games to put together"))
    first = games[0]
    for game in games[1:]:
        problem = differs(first, game)
        if problem is not None:
            raise MergeError(about(shown_source(game.source), problem))
    games = each_game_once(games)
    players_in_all = sum(len(game.record.players) for game in games)
    if players_in_all > PLAYERS_MOST:
        raise MergeError(
            QT_TRANSLATE_NOOP(
                "merge", "{players} players: a table game holds at most {most}"
            ).format(players=players_in_all, most=PLAYERS_MOST)
        )
    players: list[str] = []
    seats: list[str] = []
    for game in games:
        kinds = game.record.seats or [PERSON] * len(game.record.players)
        for name, kind in zip(game.record.players, kinds, strict=False):
            players.append(name_of_its_own(name, players))
            seats.append(kind)
    turns = [
        TurnRecord(
            card=turn.card,
            choices=[c for game in games for c in game.record.turns[number].choices],
        )
        for number, turn in enumerate(first.record.turns)
    ]
    return GameRecord(
        format=FORMAT,
        map=first.record.map,
        players=players,
        turns=turns,
        deck=first.record.deck,
        seed=first.record.seed,
        seats=seats,
    )


def each_game_once(games: Sequence[Game]) -> list[Game]:
    """``games`` (of one deal), each counted once: a game is left out when another of
    them holds every player's game of it already, as a friend's result given with the
    table that seated it, one person's game of a table given with the table, or one
    table given twice (a record and its copy, or the table's record each player kept).
    The game with more players holds it, or of two alike the one given first. The same
    choices on every turn are the same game."""
    columns = [
        Counter(
            tuple(tuple(turn.choices[p : p + 1]) for turn in game.record.turns)
            for p in range(len(game.record.players))
        )
        for game in games
    ]
    rank = [(-len(game.record.players), number) for number, game in enumerate(games)]
    return [
        game
        for number, game in enumerate(games)
        if not any(
            rank[other] < rank[number] and columns[number] <= columns[other]
            for other in range(len(games))
        )
    ]


def name_of_its_own(name: str, taken: Sequence[str], most: int = NAME_MOST) -> str:
    """``name``, or ``name (2)``, ``(3)``... if a player of that name sits already (as
    players read names: "ann" is Ann); the name is cut so that it stays within ``most``
    characters (a record's names are at most NAME_MOST)."""
    keys = {t.strip().casefold() for t in taken}
    candidate, number = name[:most], 1
    if candidate.strip().casefold() not in keys:
        return candidate
    # "You (2)" met again is "You (3)", never "You (2) (2)".
    numbered = _NUMBERED.fullmatch(name)
    if numbered is not None:
        name, number = numbered["name"], int(numbered["number"])
    while candidate.strip().casefold() in keys:
        number += 1
        suffix = f" ({number})"
        candidate = f"{name[: most - len(suffix)]}{suffix}"
    return candidate


_NUMBERED = re.compile(r"(?P<name>.*\S) \((?P<number>[1-9][0-9]{0,5})\)")
