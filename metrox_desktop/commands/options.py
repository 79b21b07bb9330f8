"""What several commands take and check the same way.

- The window options of ``play``, ``inspect`` and ``flipper``: ``--lang``, ``--theme``
  and ``--screenshot FILE`` (:func:`add_window_options`, :func:`screenshot_format`,
  :func:`start_language`); ``--json`` where a command prints one object
  (:func:`add_json_option`), and ``--deck`` (:func:`add_deck_option`); the window's
  ``--size WxH`` of ``play`` and ``view`` (:func:`add_size_option`, :func:`window_size`).
- A deal code (``--seed``): :func:`deal_code_option`, the check the window, saves and
  records make too.
- A value quoted in a one-line message, shortened: :func:`shown`; every quoted value
  in a message cut the same way: :func:`short_values` (cli.py prints every mistake so).
- The map and deck a command plays on: :func:`board_and_deck`; a count of games, players
  or seats: :func:`count_option`; a table's room code and address: :func:`room_option`,
  :func:`address_option`.
- File names that cannot name a file (empty, longer than any path): :func:`file_names`;
  a game record a command reads, named in its message shortened when the name given
  names no file (a pasted text): :func:`record_file`;
  a file a command writes (``--screenshot``, ``--out``, ``--record``), refused before
  any work when it cannot be written there (a folder, no such folder, a device):
  :func:`output_file`; names Qt would write under another name (not UTF-8):
  :func:`qt_writes_to`.
- The line on a terminal that says how far a long command (``par``, ``simulate``) has
  come: :class:`StatusLine`.

A mistake is a :class:`UsageError` (one line, exit status 2). No Qt is loaded here until
a window option is used.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import DeckSpec
    from metrox_desktop.engine.records import GameRecord
    from metrox_desktop.sharing.pasted_deal import PastedDeal

PATH_MOST = 4096  # characters: the longest path Linux takes (macOS and Windows take less)
SHOWN_MOST = 60  # characters of a value quoted in a message: a pasted page stays one line
PATH_SHOWN = 200  # characters of a file's name before a message about it (cut after)


class UsageError(Exception):
    """A user mistake on the command line: printed as one line, exit status 2."""


def shown(text: str) -> str:
    """``text`` quoted for a one-line message, shortened (and any control escaped)."""
    return repr(_cut(text))


def _cut(text: str) -> str:
    """``text`` of at most ``SHOWN_MOST`` characters: its start and its end around "...",
    so a long path keeps its file's name."""
    if len(text) <= SHOWN_MOST:
        return text
    head = (SHOWN_MOST - 3) // 2
    return f"{text[:head]}...{text[len(text) - (SHOWN_MOST - 3 - head) :]}"


# A value quoted as repr() quotes it: not an apostrophe inside a word ("route G's").
_QUOTED = re.compile(r"(?<!\w)('[^'\n]*'|\"[^\"\n]*\")(?!\w)")


def short_values(message: str) -> str:
    """``message`` with every quoted value in it cut as :func:`shown` cuts one: what
    the command line prints for any mistake (its own, or argparse's ``invalid int
    value: '...'``), so a pasted page or a number of 5,000 digits stays one short line."""

    def cut(found: re.Match[str]) -> str:
        quote = found.group(0)[0]
        return f"{quote}{_cut(found.group(0)[1:-1])}{quote}"

    return _QUOTED.sub(cut, message)


# -- the window options ----------------------------------------------------------------
def add_window_options(parser: argparse.ArgumentParser) -> None:
    """``--screenshot FILE``, ``--lang`` and ``--theme``, worded the same for every window."""
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help="write the window to an image (png, jpg, ... by the extension) and exit",
    )
    parser.add_argument(
        "--lang",
        choices=("ja", "en"),
        help="the language of the window (default: the one chosen in View > Language)",
    )
    parser.add_argument(
        "--theme",
        choices=("light", "dark", "contrast"),
        help="light, dark or high contrast (default: the one chosen in View > Theme)",
    )


MAX_WIDTH, MAX_HEIGHT = 3840, 2400  # --size: a 4K screen (the picture then takes ~190 MB)


def add_size_option(parser: argparse.ArgumentParser) -> None:
    """``--size WxH``, the window's size (checked by :func:`window_size`)."""
    parser.add_argument("--size", metavar="WxH", help="window size")


def window_size(text: str | None) -> tuple[int, int] | None:
    """``--size``'s width and height; None when not given (the command's own size)."""
    if text is None:
        return None
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size {shown(text)}: give WIDTHxHEIGHT, e.g. 1280x860") from None
    if not (320 <= w <= MAX_WIDTH and 240 <= h <= MAX_HEIGHT):
        # A window larger than a 4K screen is only ever a picture, and one of 8000x8000
        # took 610 MB to draw.
        raise UsageError(
            f"--size {shown(text)}: from 320x240 to {MAX_WIDTH}x{MAX_HEIGHT} (a 4K screen)"
        )
    return w, h


def add_json_option(parser: argparse.ArgumentParser) -> None:
    """``--json``, for a command that prints its result as one JSON object."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def add_deck_option(parser: argparse.ArgumentParser) -> None:
    """``--deck``, a built-in deck's id (checked by :func:`builtin_deck`)."""
    parser.add_argument("--deck", metavar="DECK", help="deck id (okazu-20)")


def screenshot_format(path: str | None, example: str) -> str | None:
    """The image format ``--screenshot path`` asks for by its extension (None: no
    picture asked for); one line if the name is empty or Qt cannot write that type.
    ``example`` is a file name to suggest, such as ``sheet.png``."""
    if path is None:
        return None
    if not path.strip():  # else "" opened the real window, which touched the player's files
        raise UsageError(f"--screenshot needs a file name, e.g. --screenshot {example}")
    qt_writes_to(path, "--screenshot")
    from PySide6.QtGui import QImageWriter

    known = sorted(bytes(f.data()).decode("ascii") for f in QImageWriter.supportedImageFormats())
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in known:
        raise UsageError(
            f"--screenshot {shown(path)}: name the file with the image type it should be"
            f" ({', '.join('.' + k for k in known)})"
        )
    return suffix


def start_language(args: argparse.Namespace) -> None:
    """The window's language: ``--lang``, else the one chosen in View > Language. Call
    after the application is made and before the window is built (its words are
    translated as it is built); ``themes.start_theme(args.theme)`` follows."""
    if args.lang:
        from metrox_desktop.ui.language import set_language

        set_language(args.lang)


# -- files -------------------------------------------------------------------------
def file_names(*names: str | None, what: str) -> None:
    """One line if any of ``names`` (None: not given) cannot name a file: empty ("" would
    read or write the current folder, and the message would speak of a folder nobody
    named), or longer than any path the system takes (a pasted page)."""
    for name in names:
        if name == "":
            raise UsageError(f"{what} '': an empty file name")
        if name is not None and len(name) > PATH_MOST:
            raise UsageError(
                f"{what} {shown(name)}: {len(name):,} characters, longer than any file name"
            )


def record_file(name: str) -> GameRecord:
    """The game record in the file ``name`` (``read_record``, whose messages name the file
    as given). A name that names no file (a text pasted where a file goes) is quoted
    shortened (:func:`shown`): one short line, not the page pasted."""
    from metrox_desktop.engine.records import RecordError, one_line, read_record

    try:
        return read_record(name)
    except RecordError as error:
        said, named = str(error), one_line(name) + ": "
        if os.path.lexists(name) or not said.startswith(named):
            raise
        raise RecordError(f"{shown(name)}: {said[len(named) :]}") from None


def replaces_a_file_only(name: str, option: str) -> None:
    """One line if ``name`` is a device, a pipe or a socket (or a link to one), before
    any work: the file written would take its place (``persistence.atomic.not_a_file``,
    which the writer itself refuses too). Nothing there, a file or a folder (refused as
    such later) pass."""
    from metrox_desktop.persistence.atomic import not_a_file

    refused = not_a_file(name)
    if refused is not None:
        raise UsageError(f"{option} {shown(name)}: {refused.strerror}; name a file")


def output_file(name: str, option: str) -> Path:
    """The file ``option`` writes, checked before any work (a whole game played, a window
    drawn): one line if it cannot be written there, as a name (:func:`file_names`), a
    folder, in a folder that is not there, or a device or a pipe
    (:func:`replaces_a_file_only`)."""
    file_names(name, what=option)
    path = Path(name)
    if path.is_dir():
        raise UsageError(f"{option} {shown(name)}: is a folder, not a file")
    if not path.absolute().parent.is_dir():
        raise UsageError(f"{option} {shown(name)}: no folder {shown(str(path.parent))}")
    replaces_a_file_only(name, option)
    return path


def qt_writes_to(name: str, option: str) -> None:
    """One line if Qt cannot write a file of this name: a name that is not UTF-8 text
    (bytes from another system's encoding) reaches Qt with each such byte replaced, and
    the file would be written under another name than the one asked for; or one that
    cannot be written there at all (:func:`output_file`)."""
    output_file(name, option)
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise UsageError(
            f"{option} {shown(name)}: the name is not UTF-8 text; the file would be written"
            " under another name"
        ) from None


def count_option(option: str, text: str, most: int) -> int:
    """A whole number from 1 to ``most`` (``--games``, ``--players``); else one line."""
    try:
        value = int(text)
    except ValueError:
        raise UsageError(f"{option} must be a whole number, not {shown(text)}") from None
    if not 1 <= value <= most:
        raise UsageError(f"{option} must be between 1 and {most:,}, not {shown(text)}")
    return value


# -- the deal --------------------------------------------------------------------------
def deal_code_option(code: str, advice: str = "") -> str:
    """The deal ``code`` deals (:func:`pasted_deal_option`'s code)."""
    return pasted_deal_option(code, advice).code


def pasted_deal_option(code: str, advice: str = "") -> PastedDeal:
    """The deal ``code`` deals (upper case, no spaces, O as 0 and I as 1: deal.py's
    canonical form, so ``55g4r`` is ``55G4R``) if it can be a deal code; else one line
    saying why (``advice``, such as "leave --seed out for a random deal", follows; a
    web link with no deal in it is told what to give instead). What a friend sent is
    read as New game reads it pasted (``sharing.pasted_deal``): a link's deal
    (``?deal=55G4R``), the code after the word "deal" ("deal 55G4R", the whole line Copy
    result gives), a result code's deal with its map and deck (None where this version
    has no such map or deck); never the cards of the whole text. A code of the player's
    own (characters the app's codes never use) deals, with a line on stderr saying so."""
    from metrox_desktop.deal import own_code_note, typed_deal_code
    from metrox_desktop.engine.cards import builtin_deck_ids
    from metrox_desktop.maps.loader import builtin_map_ids
    from metrox_desktop.sharing.pasted_deal import (
        NO_DEAL_IN_LINK,
        PastedDeal,
        pasted_deal,
        pasted_deal_problem,
    )

    found = pasted_deal(code, ()) or PastedDeal(None, None, code)
    problem = pasted_deal_problem(found.code)
    if problem == NO_DEAL_IN_LINK:  # what to give instead
        raise UsageError(
            f"--seed {shown(code)}: this link holds no game code; give the deal code your"
            " friend shared (the word after 'deal' in the line they sent)"
        )
    if problem is not None:
        raise UsageError(f"--seed {shown(code)}: {problem}" + (f" ({advice})" if advice else ""))
    note = own_code_note(found.code)
    if note is not None:
        print(f"--seed: {note}", file=sys.stderr)
    return PastedDeal(
        found.map_id if found.map_id in builtin_map_ids() else None,
        found.deck if found.deck in builtin_deck_ids() else None,
        typed_deal_code(found.code),
    )


def builtin_map(map_id: str | None) -> str | None:
    """``map_id`` (``--map``) if the app has that map (None: not given); else one line."""
    from metrox_desktop.maps.loader import builtin_map_ids

    return _one_of("map", map_id, builtin_map_ids())


def builtin_deck(deck_id: str | None) -> str | None:
    """``deck_id`` (``--deck``) if the app has that deck (None: not given); else one line."""
    from metrox_desktop.engine.cards import builtin_deck_ids

    return _one_of("deck", deck_id, builtin_deck_ids())


def _one_of(what: str, value: str | None, known: Sequence[str]) -> str | None:
    if value is not None and value not in known:
        raise UsageError(f"no {what} {shown(value)} ({what}s: {', '.join(known)})")
    return value


def board_and_deck(map_name: str) -> tuple[Board, DeckSpec]:
    """The map (a built-in id or a map file) and the standard deck a command plays on;
    one line naming the file if the map cannot be used."""
    from metrox_desktop.engine.board import Board
    from metrox_desktop.engine.cards import load_deck
    from metrox_desktop.maps.loader import MapError

    file_names(map_name, what="--map")
    deck = load_deck()
    try:
        return Board.load(map_name), deck
    except MapError as error:
        raise UsageError(map_error_line(error)) from None


def map_error_line(error: Exception) -> str:
    """A map's problems as one line: ``FILE: what is wrong``."""
    from metrox_desktop.engine.records import one_line
    from metrox_desktop.maps.loader import MapError, first_problems

    if not isinstance(error, MapError):
        return one_line(str(error))
    source = error.source if len(error.source) <= PATH_SHOWN else error.source[:PATH_SHOWN] + "..."
    return one_line(f"{source}: " + "; ".join(first_problems(error)))


# -- tables across computers -------------------------------------------------------------
def address_option(text: str, option: str, typed: bool = False) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:PORT`` for an IPv6 address) as a host and a port; else one
    line saying what is wrong. ``typed``: the address of a table to join, as a player
    gives it (``protocol.typed_address``: in wide digits, with the words copied around
    it)."""
    from metrox_desktop.net.protocol import split_address, typed_address

    address = typed_address(text) if typed else split_address(text)
    if address is None:
        ports = "1-65535" if typed else "0-65535"  # a table's port is never 0
        raise UsageError(
            f"{option} {shown(text)}: give HOST:PORT, such as 127.0.0.1:47301 (port {ports};"
            " an IPv6 address in brackets: [::1]:47301)"
        )
    return address


def room_option(text: str) -> str:
    """``--room CODE`` as a player gives a room code (``protocol.typed_room``: in wide
    letters, with the words copied around it); else one line saying what is wrong."""
    from metrox_desktop.net import protocol

    room = protocol.typed_room(text)
    problem = protocol.room_problem(room)
    if problem is not None:  # the host command's line: its own code after "room"
        room = protocol.room_after_label(text, ("room",)) or room
        problem = protocol.room_problem(room)
    if problem is not None:
        raise UsageError(f"--room {shown(text)}: {problem}")
    return room


def seconds_option(text: str | None, option: str, least: float = 0.1) -> float | None:
    """A number of seconds from ``least`` to a day (None: not given); else one line."""
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not least <= value <= 86_400:
        raise UsageError(f"{option} {shown(text)}: give seconds from {least:g} to 86400")
    return value


class StatusLine:
    """One line on standard error, rewritten at most every ``EVERY`` seconds (``shown``
    False, as when standard error is no terminal: nothing)."""

    EVERY = 0.25  # seconds between updates

    def __init__(self, shown: bool) -> None:
        self.shown = shown
        self.start = time.monotonic()
        self.shown_at = -self.EVERY

    def due(self) -> float | None:
        """The seconds since the start when it is time to write the line again, else None."""
        now = time.monotonic() - self.start
        if not self.shown or now - self.shown_at < self.EVERY:
            return None
        self.shown_at = now
        return now

    def write(self, text: str) -> None:
        sys.stderr.write(f"\r\x1b[K{text}")
        sys.stderr.flush()

    def clear(self) -> None:
        if self.shown:
            self.write("")
