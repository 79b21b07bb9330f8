"""A window's actions made from a table of entries: the game window's (ui/window/menus.py)
and the card flipper's (ui/flipper/window.py).

An :class:`Entry` names the action (the attribute it is set under), its text (marked
with QT_TRANSLATE_NOOP under the window's context), the command it runs on the window
and its keys. ``add_actions`` makes every entry's action on the window, ``entry_of``
finds the entry of the action that was triggered, and ``name_actions`` writes the
actions' texts in the current language (at the start and on a language switch);
``without_mnemonic`` is an action's text as a button's tooltip or a label says it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Generic, NamedTuple, TypeVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

W = TypeVar("W")


class Entry(NamedTuple, Generic[W]):
    """One action of a window: its attribute, text, the command it runs on the window
    (never a function that holds the window: the actions are its children), its keys."""

    name: str
    text: str
    run: Callable[[W], object]
    keys: tuple[QKeySequence.StandardKey | str, ...] = ()


def key_sequences(keys: tuple[QKeySequence.StandardKey | str, ...]) -> list[QKeySequence]:
    """An entry's keys: a standard key with every binding of this platform."""
    sequences: list[QKeySequence] = []
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            sequences += QKeySequence.keyBindings(key)
        else:
            sequences.append(QKeySequence(key))
    return sequences


def add_actions(
    window: QWidget, holder: object, entries: Iterable[Entry[W]], triggered: Callable[[], None]
) -> None:
    """Each entry's action on ``window``, set on ``holder`` under the entry's name, calling
    ``triggered`` (which runs ``entry_of`` the sender). Added to the window itself, so
    their keys work with the menu bar hidden (full screen too)."""
    for entry in entries:
        action = QAction(window)
        action.setObjectName(entry.name)
        action.setShortcuts(key_sequences(entry.keys))
        action.triggered.connect(triggered)
        window.addAction(action)
        setattr(holder, entry.name, action)


def entry_of(entries: Iterable[Entry[W]], action: QObject) -> Entry[W]:
    """The entry ``action`` was made from."""
    return next(entry for entry in entries if entry.name == action.objectName())


def name_actions(holder: object, entries: Iterable[Entry[W]], context: str) -> None:
    """The texts of ``holder``'s actions, translated under ``context``."""
    for entry in entries:
        getattr(holder, entry.name).setText(QCoreApplication.translate(context, entry.text))


# An access key: Japanese style after the words, "めくる(&F)" (and the spaces before it),
# or an "&" before a letter ("&Flip"; "&&" is an "&" itself).
_MNEMONIC = re.compile(r"\s*\(&[^&]\)|&(.?)", re.DOTALL)


def without_mnemonic(text: str) -> str:
    """An action's or a menu entry's text without its access key, as Qt draws a menu
    that has none (QPlatformTheme::removeMnemonics), for a tooltip or a label.

    >>> without_mnemonic("&Flip next card"), without_mnemonic("次のカードをめくる(&F)")
    ('Flip next card', '次のカードをめくる')
    >>> without_mnemonic("Rock && roll")
    'Rock & roll'
    """
    return _MNEMONIC.sub(lambda found: found.group(1) or "", text)
