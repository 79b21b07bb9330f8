"""The card flipper's autosave: the deal code and every card flipped so far (no Qt).

The flipper writes this file after every flip, take-back and new deal, so a table
whose computer is closed or crashes goes on at the same card. The deals left for another
(a New deal pressed by mistake) are kept too (``earlier``, the latest last, at most
:data:`MAX_EARLIER`), so Take back brings the table's game back after a restart too.
The cards are kept as well as the code: the seed alone gives them, but keeping them
lets the flipper prove on resume that the deal still gives the same sequence (another
deck file, an edited save) instead of silently flipping different cards. A file that
cannot be read is set aside (``flipper.json.damaged``), never overwritten; its previous
version (``flipper.json.bak``) or an unfinished write is then offered instead
(:func:`flipper_copies`), as the game window offers a copy of a damaged game autosave.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from metrox_desktop.engine.records import OneLineError
from metrox_desktop.persistence.atomic import (
    KEPT_AS,
    copies_newest_first,
    remove_leftovers,
    set_aside,
    write_text_atomic,
)
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.textfile import UnreadableFile, parse_json, read_small_text
from metrox_desktop.words import QT_TRANSLATE_NOOP, about, os_reason, words_of

FORMAT = "metrox-flipper/1"
AUTOSAVE = "flipper.json"
SIZE_LIMIT = 64_000  # bytes: a few thousand flips; a save is a few hundred bytes
MAX_FLIPS = 2_000  # far beyond any game (about 30 flips): a larger file was not ours
MAX_EARLIER = 10  # deals left that Take back brings back after a restart


class FlipperSaveError(OneLineError):
    """The flipper's autosave cannot be read."""


@dataclass(frozen=True)
class FlipperSave:
    deck: str  # deck id, e.g. "okazu-20"
    seed: str  # the deal code
    map: str  # map id: how many indicator boxes the game has
    cards: tuple[str, ...]  # card codes flipped so far, first flip first
    # The deals left for this one, the latest last (each with no earlier of its own).
    earlier: tuple[FlipperSave, ...] = ()


def flipper_path() -> Path:
    return data_dir() / AUTOSAVE


def write_flipper(save: FlipperSave, path: Path | None = None) -> None:
    """Write atomically, the previous copy kept as ``.bak``; raises OSError."""
    target = path or flipper_path()
    fields = {"format": FORMAT, **_deal_fields(save)}
    if save.earlier:
        fields["earlier"] = [_deal_fields(left) for left in save.earlier[-MAX_EARLIER:]]
    text = json.dumps(fields, ensure_ascii=False) + "\n"
    # The app's own file: a link planted there is replaced, what it names never written.
    write_text_atomic(target, text, keep_previous=True, follow_links=False)
    remove_leftovers(target)  # temporary files of writes a crash cut short


def _deal_fields(save: FlipperSave) -> dict[str, object]:
    """One deal as the file keeps it (its earlier deals apart)."""
    return {key: value for key, value in asdict(save).items() if key != "earlier"}


def read_flipper(path: Path) -> FlipperSave:
    """The flips a file holds; raises FlipperSaveError with one line saying why not."""
    try:
        what = QT_TRANSLATE_NOOP("files", "a flipper save")
        data = parse_json(read_small_text(path, SIZE_LIMIT, what))
    except UnreadableFile as error:
        raise FlipperSaveError(about(path, error.words)) from None
    except (ValueError, RecursionError):
        not_json = QT_TRANSLATE_NOOP("flipper", "not a flipper save (not JSON)")
        raise FlipperSaveError(about(path, not_json)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        not_ours = QT_TRANSLATE_NOOP("flipper", "not a flipper save ({format})")
        raise FlipperSaveError(about(path, not_ours.format(format=FORMAT)))
    earlier = data.get("earlier", [])
    if not isinstance(earlier, list) or len(earlier) > MAX_EARLIER:
        not_deals = QT_TRANSLATE_NOOP(
            "flipper", "'earlier' must be a list of at most {most} deals"
        ).format(most=MAX_EARLIER)
        raise FlipperSaveError(about(path, not_deals))
    if not all(isinstance(left, dict) for left in earlier):
        not_deal = QT_TRANSLATE_NOOP("flipper", "each of 'earlier' must be a deal")
        raise FlipperSaveError(about(path, not_deal))
    left = tuple(_deal(entry, path) for entry in earlier)
    return replace(_deal(data, path), earlier=left)


def _deal(data: dict[str, object], path: Path) -> FlipperSave:
    """One deal of the file: its deck, code, map and the cards flipped."""
    deck, seed, map_id = (_text(data, key, path) for key in ("deck", "seed", "map"))
    cards = data.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        no_cards = QT_TRANSLATE_NOOP("flipper", "'cards' must be a list of card codes")
        raise FlipperSaveError(about(path, no_cards))
    if len(cards) > MAX_FLIPS:
        too_many = QT_TRANSLATE_NOOP("flipper", "more than {most} flips")
        raise FlipperSaveError(about(path, too_many.format(most=MAX_FLIPS)))
    return FlipperSave(deck, seed, map_id, tuple(cards))


def _text(data: dict[str, object], key: str, path: Path) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        empty = QT_TRANSLATE_NOOP("flipper", "'{key}' must be a non-empty text")
        raise FlipperSaveError(about(path, empty.format(key=key)))
    return value


def set_aside_damaged(path: Path, error: Exception) -> FlipperSaveError:
    """Move a save that cannot be used to a name of its own (``.damaged``, ``.damaged-2``
    ...: the next write would replace it) and return the error saying where it went."""
    try:
        aside = set_aside(path)
    except OSError as failure:
        stays = QT_TRANSLATE_NOOP("flipper", "{reason} (could not set it aside: {why})")
        return FlipperSaveError(stays.format(reason=words_of(error), why=os_reason(failure)))
    return FlipperSaveError(KEPT_AS.format(reason=words_of(error), aside=str(aside)))


def load_flipper_autosave() -> FlipperSave | None:
    """The flips left by the last run, or None; a damaged file is set aside and
    FlipperSaveError says where it went."""
    path = flipper_path()
    if not path.exists():
        return None
    try:
        return read_flipper(path)
    except FlipperSaveError as error:
        raise set_aside_damaged(path, error) from None


def flipper_copies() -> list[FlipperSave]:
    """The copies of the flipper's autosave that can be read (its previous version, the
    temporary files of writes cut short), newest first: what is left of a damaged or
    missing autosave."""
    found = []
    for copy in copies_newest_first(flipper_path()):
        try:
            found.append(read_flipper(copy))
        except FlipperSaveError:
            continue  # damaged too: the next copy
    return found
