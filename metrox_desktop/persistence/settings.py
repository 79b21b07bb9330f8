"""Small user settings (last map and deck, theme, table options), as JSON in the config
folder.

A missing or damaged file gives the defaults, and a value that does not fit its
setting (too long, unprintable, a window geometry that is not base64) gives that
setting's default: settings must never stop the app, whatever the file holds. A file
that is not settings at all (broken by hand: not JSON, not an object; saved as UTF-16
or Latin-1 by an editor; binary; larger than 64 kB) is set aside at the window's start
(``set_aside_if_damaged``), so the settings written later never replace it, and the
previous version (``settings.json.bak``, which the next saves would replace) takes its
place when it holds settings, else the defaults are used. A setting
this version does not know (written by a newer version) is kept as it is when the
settings are saved, so going back to an older version loses none of them.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, NamedTuple

from metrox_desktop.engine.cards import DEFAULT_DECK
from metrox_desktop.maps.loader import DEFAULT_MAP
from metrox_desktop.persistence.atomic import (
    backup_path,
    link_to_nothing,
    read_own_file,
    remove_leftovers,
    set_aside,
    write_text_atomic,
)
from metrox_desktop.persistence.paths import config_dir
from metrox_desktop.textfile import UnreadableFile, parse_json, read_small_text
from metrox_desktop.words import QT_TRANSLATE_NOOP

FILE = "settings.json"
MAX_BYTES = 64 * 1024  # a few short values: anything larger is not our file
MAX_VALUE = 4096  # characters in one setting (a folder path, a window geometry)
BASE64 = re.compile(r"[A-Za-z0-9+/=]*")
MAX_PACE_MS = 60_000  # a remembered bot pace beyond a minute a turn is not ours


@dataclass
class Settings:
    map_id: str = DEFAULT_MAP
    deck_id: str = DEFAULT_DECK
    window: str = ""  # the game window's geometry (Qt's saveGeometry, base64)
    games_folder: str = ""  # where Open game and Save game as looked last
    seats: str = ""  # the last game's seats, as --players takes them ("Ann,Bo,Bot:greedy")
    language: str = ""  # "ja" or "en" as chosen in View > Language ("": the system's)
    theme: str = ""  # View > Theme: "light", "dark", "contrast"; "+colour-blind" (ui/themes/)
    bot_pace: int = 1000  # View > Pace of a game of bots: ms between turns (ui/bots.PACES)
    reveal_choices: bool = False  # View > Show choices before the turn resolves
    learned: bool = False  # the guided first game was offered (ui/learn): not again at start
    player_name: str = ""  # the name a shared result carries (asked once: ui/dialogs)
    lesson_left: bool = False  # the player left the lessons: none at start till Learn to play
    confirm_replace: bool = True  # ask before a new game replaces one under way
    ink_saving: bool = False  # print without the paper's colour
    show_turn_log: bool = False  # View > Turn log

    @classmethod
    def load(cls) -> Settings:
        return cls.read()[0]

    @classmethod
    def read(cls) -> tuple[Settings, str | None]:
        """The settings, and why the file could not be read now when the system refused
        (no file descriptor free, no permission: it may hold settings all the same,
        which the defaults given then must never be saved over); None when read, or
        when there is none or it holds no settings."""
        try:
            data = _settings_in(settings_path(), refusing=True)
        except UnreadableFile as error:
            assert error.refused is not None
            return _NotRead(error.refused), error.refused
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known and _fits(k, v)}), None

    def save(self) -> OSError | None:
        """Write the settings; why not (a read-only home must not break play: the
        caller that the player is waiting on says so, the others go on)."""
        path = settings_path()
        text = json.dumps({**asdict(self), **_unknown_settings(path)}, indent=1)
        try:
            write_text_atomic(path, text + "\n", keep_previous=True)
        except OSError as error:
            return error
        except ValueError as error:  # a path the system cannot take (a NUL in it)
            return OSError(errno.EINVAL, str(error), str(path))
        remove_leftovers(path)  # of writes cut short earlier
        return None


# Why settings read while the system refused are not saved: what a dialog or a message
# says after "could not be saved in <the folder>:".
NOT_READ = QT_TRANSLATE_NOOP(
    "settings",
    "the settings already there could not be read ({reason}), so they are not saved over",
)


class _NotRead(Settings):
    """The defaults, given while the system refused to read the settings file: the
    file may hold the player's settings all the same, so these are never saved over
    it (whichever window changes one of them and saves)."""

    def __init__(self, refused: str) -> None:
        super().__init__()
        self._refused = refused

    def save(self) -> OSError | None:
        # Why, in the player's words: the system's own reason ("Too many open files")
        # alone read as if the save had failed for it, and said nothing of the file
        # left as it was.
        why = NOT_READ.format(reason=self._refused)
        return OSError(errno.EAGAIN, why, str(settings_path()))


def _settings_in(path: Path, refusing: bool = False) -> dict[str, Any]:
    """The settings the file at ``path`` holds, as they are; none when it cannot be read
    as settings (``refusing``: UnreadableFile when the system refused to read it)."""
    try:
        data = parse_json(read_small_text(path, MAX_BYTES, "a settings file"))
    except UnreadableFile as error:
        if refusing and error.refused is not None:
            raise
        return {}
    except (ValueError, RecursionError):  # a key twice; a 5,000-digit number
        return {}
    return data if isinstance(data, dict) else {}


def _unknown_settings(path: Path) -> dict[str, object]:
    """The settings in the file at ``path`` that this version does not know (a newer
    version's), as they are."""
    known = {f.name for f in fields(Settings)}
    others = {k: v for k, v in _settings_in(path).items() if k not in known}
    try:
        json.dumps(others, indent=1)  # a value nested deeper than Python writes: none kept
    except (RecursionError, ValueError):
        return {}
    return others


def settings_path() -> Path:
    return config_dir() / FILE


class SetAside(NamedTuple):
    """A settings file that held no settings, moved aside at start."""

    kept: Path  # where it went
    previous: bool  # its previous version is used in its place (else the defaults)


def set_aside_if_damaged() -> SetAside | None:
    """Move a settings file that holds no settings (larger than a settings file can be,
    not UTF-8 text (UTF-16, a Latin-1 byte, binary), not JSON, or not a JSON object) to
    ``settings.json.damaged`` (``-2``, ...) and put its previous version in its place
    when that holds settings; None when the file is fine, missing, not a file,
    unreadable or cannot be moved (then it is only not used). A link to nothing is set
    aside too, as the autosave's is: nothing is ever written through it, and the
    settings are kept in the data folder."""
    path = settings_path()
    if link_to_nothing(path) is not None:
        return _set_aside(path)
    try:
        text = read_small_text(path, MAX_BYTES, "a settings file")
    except UnreadableFile:
        if not _readable_file(path):
            return None
        text = ""  # a file that can be read, refused for what it holds
    try:
        data = parse_json(text)
    except (ValueError, RecursionError):
        data = None
    if isinstance(data, dict):
        return None
    return _set_aside(path)


def _set_aside(path: Path) -> SetAside | None:
    """``path`` set aside, and the previous version (``.bak``, which the settings saved
    later would replace) put in its place when it holds settings: the damaged file keeps
    its name until the previous version is renamed over it, so a start killed between
    the two finds one or the other, never no settings beside that copy."""
    text = _previous_settings(path)
    linked = os.path.islink(path)  # a link to nothing, never written through: moved
    try:
        kept = set_aside(path, keep=text is not None and not linked)
    except OSError:
        return None
    if text is None:
        return SetAside(kept, previous=False)
    try:
        write_text_atomic(path, text)
    except OSError:
        if not linked:  # moved after all: the damaged copy never becomes the .bak
            with contextlib.suppress(OSError):
                path.unlink()
        return SetAside(kept, previous=False)
    return SetAside(kept, previous=True)


def _previous_settings(path: Path) -> str | None:
    """The text of the previous version of the settings at ``path`` when it holds
    settings (a link planted in its place is never read)."""
    raw = read_own_file(backup_path(path), MAX_BYTES)
    try:
        text = raw.decode("utf-8") if raw is not None else ""
        return text if isinstance(parse_json(text), dict) else None
    except (ValueError, RecursionError):
        return None


def _readable_file(path: Path) -> bool:
    """Whether ``path`` is a regular file this process can open (its content is then
    what kept it from being read)."""
    try:  # is_file() too: a name longer than the system takes raises
        if not path.is_file():
            return False
        with path.open("rb"):
            return True
    except OSError:
        return False


def _fits(name: str, value: object) -> bool:
    if name == "bot_pace":  # bool is an int to Python, not to a settings file
        return type(value) is int and 0 <= value <= MAX_PACE_MS
    if isinstance(getattr(Settings, name), bool):  # a tick box: true or false, nothing else
        return isinstance(value, bool)
    if not isinstance(value, str) or len(value) > MAX_VALUE or not value.isprintable():
        return False
    return name != "window" or BASE64.fullmatch(value) is not None
