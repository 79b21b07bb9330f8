"""Result codes: one player's game as a short text, with its deal and every choice.

A game is decided by its deal (map, deck and deal code) and the choices, so that is all
a result code holds, with the player's name; the cards follow from the deal and the
score from the choices, so neither is written and neither can be forged. Example::

    >>> from metrox_desktop.engine.records import GameRecord
    >>> record = GameRecord(format="metrox-game/1", map="tokyo", players=["Ann"], turns=[],
    ...                     deck="okazu-20", seed="55G4R")
    >>> code = encode(record)
    >>> code
    'LL5GF-T2J3V-K93KP-J4-9'
    >>> decode(code) == record
    True

The text is a number written in :data:`~metrox_desktop.deal.SEED_ALPHABET` (32
symbols: no 0/O, no 1/I) after two **length symbols**, in groups of five, then a check
character. The number holds, as mixed-radix digits from the least significant: the
format version, the map, the deck, the deal code, the name, the number of turns, then
each turn's choice as its position among that turn's legal choices (a turn with no
legal choice has no digit). The length symbols both say how many symbols the code has
(modulo 32): a character dropped or doubled anywhere changes that count and is
refused. The check character is a weighted sum over GF(32): any one character changed,
and any two neighbours swapped, make the code refused instead of read as another game.
A code of the first version (no length symbols) still reads. docs/result-code.md has
a worked example. Reading a code (:func:`decode`) forgives what a friend might type:
lower case, spaces, missing or extra hyphens.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from metrox_desktop.deal import SEED_ALPHABET, canonical_deal_code, typed_hyphen
from metrox_desktop.engine.board import Board, UnknownReference
from metrox_desktop.engine.cards import Card, Deck, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.record_limits import NAME_MOST, SEED_MOST
from metrox_desktop.engine.records import FORMAT, GameRecord, OneLineError, TurnRecord
from metrox_desktop.engine.rules import apply_choice, legal_choices
from metrox_desktop.engine.state import SheetState
from metrox_desktop.words import QT_TRANSLATE_NOOP

VERSION = 2  # codes of version 1 (no length symbols) still read
FIRST_VERSION = 1
# Fixed numbers for maps and decks: a map added later gets the next number, and a code
# written today means the same map for every version to come.
MAPS = ("tokyo", "osaka")
DECKS = ("okazu-20",)
SMALL = 8  # the radix of the version, the map and the deck
SEED_LENGTHS = 16  # a deal code of SEED_ALPHABET symbols: 1 to 15 of them
TEXT_BYTES = 1024  # a name or other deal code, as UTF-8 bytes: up to 1,023
TURNS = 1024  # at most this many turns
GROUP = 5  # symbols per group: read out in fives
CODE_MOST = 2_000  # characters: longer is no result code (a pasted page)

_VALUE = {c: v for v, c in enumerate(SEED_ALPHABET)}


class ResultCodeError(OneLineError):
    """A text that is not a result code, or a game that cannot be written as one: one
    line, whatever the code or the record it quotes holds (a line break, an escape)."""


# -- GF(32) check character -----------------------------------------------------------
def _gf_times(a: int, b: int) -> int:
    """a x b in GF(32) = GF(2)[x] / (x^5 + x^2 + 1)."""
    product = 0
    while b:
        if b & 1:
            product ^= a
        b >>= 1
        a <<= 1
        if a & 32:
            a ^= 0b100101
    return product


def check_symbol(body: str) -> str:
    """The check character of ``body`` (canonical symbols): sum of alpha^i x symbol_i in
    GF(32), alpha = x, a generator: a change in one symbol changes the sum, and so does
    swapping two neighbours (alpha^i != alpha^(i+1))."""
    total, weight = 0, 1
    for char in body:
        total ^= _gf_times(weight, _VALUE[char])
        weight = _gf_times(weight, 2)
    return SEED_ALPHABET[total]


# -- mixed-radix digits ----------------------------------------------------------------
class _Writer:
    def __init__(self) -> None:
        self.number, self.place = 0, 1

    def put(self, digit: int, radix: int) -> None:
        assert 0 <= digit < radix
        self.number += digit * self.place
        self.place *= radix

    def put_text(self, text: str) -> None:
        data = text.encode("utf-8")
        self.put(len(data), TEXT_BYTES)
        for byte in data:
            self.put(byte, 256)


class _Reader:
    def __init__(self, number: int) -> None:
        self.number = number

    def take(self, radix: int) -> int:
        self.number, digit = divmod(self.number, radix)
        return digit

    def take_text(self) -> str:
        data = bytes(self.take(256) for _ in range(self.take(TEXT_BYTES)))
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise ResultCodeError(NOT_A_CODE) from None


NOT_A_CODE = QT_TRANSLATE_NOOP("sharing", "this is not a result code, or it was mistyped")


# -- the deal, turn by turn ------------------------------------------------------------
Chooser = Callable[[int, Card, tuple[Choice, ...]], Choice]


def walk_deal(
    board: Board, deck_id: str, seed: str, turns: int, choose: Chooser
) -> list[TurnRecord]:
    """``turns`` turns of one sheet on the deal: each card as the deal gives it, and the
    choice ``choose(turn index, card, legal choices)`` makes (never asked when there
    is no legal choice); the choices must be legal. The record's turns, solo."""
    deck = Deck.new(load_deck(deck_id), seed)
    sheet = SheetState.empty(board)
    played: list[TurnRecord] = []
    for number in range(turns):
        if not sheet.open_routes:
            raise ResultCodeError(
                QT_TRANSLATE_NOOP(
                    "sharing", "turn {number}: the game already ended after turn {last}"
                ).format(number=number + 1, last=number)
            )
        card, deck = deck.draw()
        legal = legal_choices(board, sheet, card)
        choice = choose(number, card, legal) if legal else Choice.PASS
        sheet = apply_choice(board, sheet, card, choice).sheet
        deck = deck.after_turn(card)
        text = choice.text(board)
        played.append(TurnRecord(card=card.code, choices=[text]))
    return played


# -- writing ---------------------------------------------------------------------------
def encode(record: GameRecord, player: int = 0, board: Board | None = None) -> str:
    """The result code of ``player``'s game in ``record``; raises ResultCodeError if the
    record cannot be one (no deal, another map or deck, a card or choice the deal does
    not give)."""
    deck_id = record.deck or DECKS[0]
    if record.map not in MAPS:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP(
                "sharing", "only games on the app's own maps ({maps}) have a result code"
            ).format(maps=", ".join(MAPS))
        )
    if deck_id not in DECKS:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP("sharing", "the deck {deck!r} has no number in result codes").format(
                deck=deck_id
            )
        )
    if record.seed is None:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP("sharing", "the record does not say how its cards were dealt")
        )
    if len(record.turns) >= TURNS:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP("sharing", "more turns than any game has ({turns})").format(
                turns=len(record.turns)
            )
        )
    board = board or Board.load(record.map)
    out = _Writer()
    out.put(VERSION, SMALL)
    out.put(MAPS.index(record.map), SMALL)
    out.put(DECKS.index(deck_id), SMALL)
    seed = record.seed
    if 0 < len(seed) < SEED_LENGTHS and all(c in _VALUE for c in seed):
        out.put(1, 2)
        out.put(len(seed), SEED_LENGTHS)
        for char in seed:
            out.put(_VALUE[char], 32)
    else:  # any other text (a code from before codes were folded, such as "55g4r")
        out.put(0, 2)
        out.put_text(seed)
    out.put_text(record.players[player])
    out.put(len(record.turns), TURNS)

    def written(number: int, card: Card, legal: tuple[Choice, ...]) -> Choice:
        turn = record.turns[number]
        if turn.card != card.code:
            raise ResultCodeError(
                QT_TRANSLATE_NOOP(
                    "sharing", "turn {number}: the deal gives {card}, the record says {recorded}"
                ).format(number=number + 1, card=card.code, recorded=turn.card)
            )
        text = turn.choices[player]
        try:
            choice = Choice.parse(text, board)
        except UnknownReference:
            choice = Choice.PASS
        if choice not in legal:
            raise ResultCodeError(
                QT_TRANSLATE_NOOP(
                    "sharing", "turn {number}: {card} on {choice} is against the rules"
                ).format(number=number + 1, card=card.code, choice=text)
            )
        out.put(legal.index(choice), len(legal))
        return choice

    walk_deal(board, deck_id, seed, len(record.turns), written)
    return _as_text(out.number)


def _as_text(number: int) -> str:
    digits = []
    while number:
        number, digit = divmod(number, 32)
        digits.append(SEED_ALPHABET[digit])
    length = _length_symbol(len(digits) + 3)  # the two length symbols and the check too
    body = length * 2 + "".join(reversed(digits))
    groups = [body[i : i + GROUP] for i in range(0, len(body), GROUP)]
    return "-".join([*groups, check_symbol(body)])


def _length_symbol(symbols: int) -> str:
    return SEED_ALPHABET[symbols % 32]


# -- reading ---------------------------------------------------------------------------
def _checked_digits(text: str) -> str:
    """The code's digits, its check character and length checked (ResultCodeError with
    one line if it is not a result code or was mistyped, or is from a newer version)."""
    body = canonical_code(text)
    if len(body) < 2:
        raise ResultCodeError(NOT_A_CODE)
    for char in body:
        if char not in _VALUE:
            raise ResultCodeError(
                QT_TRANSLATE_NOOP(
                    "sharing",
                    "a result code has no {char!r}: its characters are 2-9 and A-Z without I and O",
                ).format(char=char)
            )
    symbols, (body, check) = len(body), (body[:-1], body[-1])
    if check_symbol(body) != check:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP(
                "sharing",
                "the result code is mistyped: its check character does not match (look at"
                " each character again)",
            )
        )
    version = _VALUE[body[-1]] % SMALL  # the number's first digit, in its last symbol
    if version == VERSION:
        if body[:2] != _length_symbol(symbols) * 2:
            raise ResultCodeError(
                QT_TRANSLATE_NOOP(
                    "sharing",
                    "the result code is mistyped: a character is missing or one too many"
                    " (look at each character again)",
                )
            )
        body = body[2:]
    elif version != FIRST_VERSION:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP("sharing", "the result code was written by a newer version")
        )
    return body


def decode(text: str) -> GameRecord:
    """The game a result code holds, as a solo record with its deal (map, deck, seed);
    raises ResultCodeError with one line if the text is not a result code, or was
    mistyped (the check character does not match)."""
    body = _checked_digits(text)
    number = 0
    for char in body:
        number = number * 32 + _VALUE[char]
    source = _Reader(number)
    source.take(SMALL)  # the version, read above
    map_number, deck_number = source.take(SMALL), source.take(SMALL)
    if map_number >= len(MAPS) or deck_number >= len(DECKS):
        raise ResultCodeError(
            QT_TRANSLATE_NOOP(
                "sharing", "the result code names a map or deck this version does not have"
            )
        )
    if source.take(2):
        seed = "".join(SEED_ALPHABET[source.take(32)] for _ in range(source.take(SEED_LENGTHS)))
    else:
        seed = source.take_text()
    name = source.take_text()
    turns = source.take(TURNS)
    if not seed or not name:
        raise ResultCodeError(NOT_A_CODE)
    _fits_a_record(name, seed)
    board = Board.load(MAPS[map_number])

    def read(number: int, card: Card, legal: tuple[Choice, ...]) -> Choice:
        return legal[source.take(len(legal))]

    played = walk_deal(board, DECKS[deck_number], seed, turns, read)
    if source.number:  # digits left over: not what encode writes
        raise ResultCodeError(NOT_A_CODE)
    return GameRecord(
        format=FORMAT,
        map=MAPS[map_number],
        players=[name],
        turns=played,
        deck=DECKS[deck_number],
        seed=seed,
    )


def _fits_a_record(name: str, seed: str) -> None:
    """One line if the name or the deal code is longer than a game record holds (a code
    made by another program: the app's own records never hold one)."""
    if len(name) > NAME_MOST:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP(
                "sharing",
                "the name in the result code is {length} characters long; a game record"
                " holds at most {most}",
            ).format(length=len(name), most=NAME_MOST)
        )
    if len(seed) > SEED_MOST:
        raise ResultCodeError(
            QT_TRANSLATE_NOOP(
                "sharing",
                "the deal code in the result code is {length} characters long; a game record"
                " holds at most {most}",
            ).format(length=len(seed), most=SEED_MOST)
        )


def canonical_code(text: str) -> str:
    """A typed result code without hyphens and spaces, in upper case (as deal codes
    are read: a full-width character as its narrow form, ``O`` as ``0``)."""
    if len(text) > CODE_MOST:
        raise ResultCodeError(NOT_A_CODE)
    return _without_hyphens(canonical_deal_code(text))


def _without_hyphens(text: str) -> str:
    return "".join(c for c in text if not typed_hyphen(c))


_WRITTEN = re.compile(
    rf"(?:[{SEED_ALPHABET}]{{{GROUP}}}-){{3,}}[{SEED_ALPHABET}]{{1,{GROUP}}}-[{SEED_ALPHABET}]"
)


def written_as_a_code(text: str) -> bool:
    """Whether ``text`` is written as the app writes a result code (three groups of five
    symbols or more, the rest, and the check symbol, joined by hyphens), typed in any
    case or width: a friend's result, even mistyped, which no deal code the app makes
    looks like.

    >>> written_as_a_code("ll5gf-t2j3v-k93kp-j4-8"), written_as_a_code("55G4R")
    (True, False)
    """
    if len(text) > CODE_MOST:
        return False
    typed = "".join("-" if typed_hyphen(c) else c for c in canonical_deal_code(text))
    return _WRITTEN.fullmatch(typed) is not None


# Symbols the shortest code of a game has, dealt from a code of one symbol (fifteen
# from one of the app's own deal codes): a shorter word of the code's symbols ("Ann:",
# "thanks", "gg" on the line before a code in a chat) is a word, or a file's name.
CODE_LEAST = 11


def looks_like_code(text: str) -> bool:
    """Whether ``text`` is written in a result code's symbols, and as long as a code
    (a file name is not, nor a word such as "thanks"; a code that reads is found by
    :func:`code_in` whatever its length)."""
    body = canonical_code(text) if len(text) <= CODE_MOST else ""
    return len(body) >= CODE_LEAST and all(c in _VALUE for c in body)


PASTED_MOST = 10 * CODE_MOST  # characters of pasted text searched for a code
_LINK_MARKS = re.compile(r"[\s/?=&#]+")  # between words, and between a link's parts
WINDOW_WORDS = 16  # a code split into more words than this is found only whole


def code_in(text: str) -> str | None:
    """The result code inside a pasted text, such as the whole share line ("MetroX
    Tokyo, deal HXM7Q - 28 points (53% of par). 34CA3-BRECK-..."), or None if it holds
    none that reads. Words are tried as the code, the longest run of words first (a
    code may have been pasted with spaces in it), each without the punctuation or
    quotes around it; the check character and length symbols keep a run of ordinary
    words from reading as a game."""
    if len(text) > PASTED_MOST:
        return None
    # a link's parts are words too ("https://…/share?code=RK9KW-…#top")
    words = [
        _without_hyphens(canonical_deal_code(word)) for word in _LINK_MARKS.split(text) if word
    ]
    runs: list[list[str]] = [[]]
    for word in words:
        if all(c in _VALUE for c in word):
            runs[-1].append(word)
        elif runs[-1]:
            runs.append([])
    # Each whole run, and the runs of up to WINDOW_WORDS words within it: trying every
    # part of a long run (a pasted list of codes) took minutes for a few kilobytes.
    windows = {"".join(run) for run in runs} | {
        "".join(run[start:end])
        for run in runs
        for start in range(len(run))
        for end in range(start + 1, min(start + WINDOW_WORDS, len(run)) + 1)
    }
    for window in sorted(windows, key=len, reverse=True):
        if len(window) < 2:
            break
        try:
            decode(window)
        except ResultCodeError:
            continue
        return window
    return None
