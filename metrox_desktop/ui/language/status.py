"""A message in a window's status bar, written again in place at a language switch.

The window's other texts are written again on Qt's ``LanguageChange`` (``Retranslated``);
a message still showing in the status bar is too: :class:`StatusBar` hears the switch in
its ``changeEvent`` and shows the message again, written anew in the language chosen,
for its time again (one shown until the next stays until the next).

A message that can be written anew is :class:`Said`, the text in the language spoken
now that keeps how it was written: ``said(lambda: self.tr("Saved to {path}").format(
path=path))``; or words marked outside the GUI (``metrox_desktop.words``), translated
again. Any other text (one the app did not write, as Qt's own tips) cannot be, and goes
rather than stay in the language left behind.

A ``write`` reads only what it was given and the translations: never the window (a
child holding its window would keep it alive), never a game that may have moved on
since.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QStatusBar, QWidget

from metrox_desktop.ui.language import sentences, translated
from metrox_desktop.words import Template, Words


class Said(str):
    """A text in the language spoken when it was written; ``write()`` writes it again
    in the language spoken now."""

    write: Callable[[], str]


def said(write: Callable[[], str]) -> Said:
    """``write()`` now, as a text that can be written again (:class:`Said`)."""
    text = Said(write())
    text.write = write
    return text


def anew(text: str) -> str:
    """``text`` in the language spoken now: a :class:`Said` written again, words marked
    outside the GUI translated, any other text as it is."""
    return said(text.write) if isinstance(text, Said) else translated(text)


def rewritable(text: str) -> bool:
    """Whether :func:`anew` writes ``text`` in the language spoken now."""
    return isinstance(text, Said | Words | Template)


class StatusBar(QStatusBar):
    """A window's status bar whose message still showing is written anew at a language
    switch (``QMainWindow.setStatusBar(StatusBar(window))`` as the window is built).

    Its message stays while the pointer crosses a menu: Qt says each entry's status tip
    there, and an entry without one (the app gives none) wiped the message, so the
    player who opened View > Language found it gone before choosing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._given = ""  # the message shown last, as it was given
        self._shown = ""  # and as it was written then
        self._msec = 0
        if parent is not None:  # the window hears the tips (QMainWindow's StatusTip)
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.StatusTip and isinstance(event, QStatusTipEvent):
            return not event.tip()  # an entry without a tip: the message stays
        return False

    def showMessage(self, message: str, timeout: int | None = 0) -> None:  # noqa: N802 - Qt's
        written = message if isinstance(message, Said) else translated(message)
        self._given, self._shown, self._msec = message, written, timeout or 0
        super().showMessage(written, self._msec)

    def message(self) -> str:
        """The message showing, as it was given ("" when none)."""
        current = self.currentMessage()
        return self._given if current and current == self._shown else current

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.LanguageChange:
            message = self.message()
            if rewritable(message):
                self.showMessage(anew(message), self._msec)
            elif message:  # written in the language left behind, and no way to write it anew
                self.clearMessage()
        super().changeEvent(event)


def say_before(bar: QStatusBar, first: str, msec: int) -> None:
    """``first`` in ``bar``, before the message it shows (for ``msec``): where the old
    game went, then the new game's first words; both written again at a switch."""
    now = bar.message() if isinstance(bar, StatusBar) else bar.currentMessage()
    bar.showMessage(said(lambda: sentences((anew(first), anew(now)))), msec)
