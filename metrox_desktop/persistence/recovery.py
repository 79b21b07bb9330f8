"""At start: the unfinished game to go on with, whatever state the files are in.

The autosave is read first. When it is missing or cannot be used, the newest
readable copy among its previous version (``autosave.json.bak``) and the temporary
files of writes that never finished is offered instead (the window asks before
resuming it): a crash or a damaged file never silently starts a new game over a
game that can still be played. Two kinds of copy are no question: a game with no turn
played yet (a New game cut short as it was first written) is simply taken up again,
and a finished game is not a game to go on with: it is put in the history if it is not
there yet, and the stale copy removed. A damaged autosave is set aside under a new name
(``autosave.json.damaged``, ``-2``...), never replaced; so is a link to nothing (the
game is then kept in the data folder, never made where the link points).

Nothing here raises: every problem becomes one line in ``Unfinished.problems`` (marked
for translation: words.py).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from metrox_desktop.persistence.atomic import (
    KEPT_AS,
    copies_newest_first,
    link_to_nothing,
    remove_leftovers,
    set_aside,
)
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.persistence.saves import (
    BoardSource,
    SavedGame,
    SaveError,
    archive,
    autosave_path,
    holds_no_game,
    read_save,
)
from metrox_desktop.words import QT_TRANSLATE_NOOP, about, os_reason


@dataclass(frozen=True)
class Unfinished:
    """What the start-up found."""

    game: SavedGame | None = None
    source: Path | None = None  # the file the game was read from
    # The autosave itself was missing or damaged and the game comes from a copy:
    # ask the player before going on with it.
    from_copy: bool = False
    problems: tuple[str, ...] = ()  # one line each: files that could not be used
    # A damaged autosave could not be moved aside (a read-only folder): nothing may be
    # written over it this session.
    autosave_stuck: bool = False


def find_unfinished(boards: BoardSource | None = None) -> Unfinished:
    try:
        return _find_unfinished(boards)
    except OSError as error:  # the data folder cannot be searched, or its name is too long
        return Unfinished(problems=(about(error.filename or data_dir(), os_reason(error)),))


def _find_unfinished(boards: BoardSource | None) -> Unfinished:
    path = autosave_path()
    problems: list[str] = []
    stuck = False
    if os.path.lexists(path) and not holds_no_game(path):
        try:
            game = read_save(path, boards)
        except SaveError as error:
            nowhere = link_to_nothing(path)  # planted, or into a drive not mounted
            reason = about(path, os_reason(nowhere)) if nowhere else error.words
            stuck = not _set_aside(path, reason, problems)
        else:
            clean_leftovers()  # the game is in the autosave: a half-done write is not needed
            return Unfinished(game, path)
    for copy in copies_newest_first(path):
        try:
            game = read_save(copy, boards)
        except SaveError:
            continue
        if game.match.game.finished:
            _keep_finished(game, copy)
            continue
        # Nothing played yet: nothing to ask about, and nothing another answer would keep.
        ask = bool(game.match.history)
        return Unfinished(game, copy, ask, tuple(problems), stuck)
    return Unfinished(problems=tuple(problems), autosave_stuck=stuck)


def _keep_finished(game: SavedGame, copy: Path) -> None:
    """A copy holding a finished game (the previous version of an autosave the game ended
    in): into the history (its own entry, if it is there already), then the copy goes."""
    try:
        archive(game)
    except OSError:
        return  # the history cannot take it: the copy stays, never offered
    with contextlib.suppress(OSError):
        copy.unlink()


def clean_leftovers() -> None:
    """Delete the temporary files of unfinished autosave writes, once the game they
    may hold is safe (read from the autosave, written again, or in the history)."""
    remove_leftovers(autosave_path())


def _set_aside(path: Path, reason: str, problems: list[str]) -> bool:
    try:
        aside = set_aside(path)
    except OSError as error:
        stays = QT_TRANSLATE_NOOP(
            "recovery",
            "{reason} It could not be set aside ({why}), so it stays where it is and no game "
            "is autosaved over it.",
        )
        problems.append(stays.format(reason=reason, why=os_reason(error)))
        return False
    problems.append(KEPT_AS.format(reason=reason, aside=str(aside)))
    return True
