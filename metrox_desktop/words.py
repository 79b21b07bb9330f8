"""Messages written outside the GUI (no Qt here) that the GUI shows translated.

``QT_TRANSLATE_NOOP("seats", "a seat has no name")`` marks a text for pyside6-lupdate
and returns it as a :class:`Template` (a str) that remembers its context;
``template.format(name=...)`` gives :class:`Words` (a str, the English text) that also
remembers the template and its values. A value may itself be Words (a problem inside
"{source}: {problem}"). The command line prints them as they are: English, always;
the GUI's ``ui.language.translated(text)`` looks each template up in the translation
and fills it in again.

Errors of the Qt-free layers (saves, records, maps, seats) keep the message as marked
in ``.words``, or are raised with Words (their ``str()`` is the English line);
``words_of(error)`` gives it, or the plain text of an error that has none.
Helpers: ``about(source, problem)`` ("mine.json: ..."), ``listed(problems)`` ("a; b"),
``checked(message)`` (pydantic's common messages), ``os_reason(error)`` (the
system's common reasons) and ``failure_words(error)`` (why a piece of work failed, for
a player), each marked for translation. Marked words keep their marks when pickled (a
worker process's answer).

A score is written by ``points_text(n)`` ("12", "0", "−10"), here below Qt so that the
line a player shares (sharing/) writes it as every view does.
"""

from __future__ import annotations

import errno
from typing import Any


class Template(str):
    context: str

    def __new__(cls, context: str, text: str) -> Template:
        template = super().__new__(cls, text)
        template.context = context
        return template

    def __reduce__(self) -> tuple[Any, ...]:
        return (Template, (self.context, str(self)))

    def format(self, *args: Any, **values: Any) -> Words:
        return Words(self, **values)


class Words(str):
    template: Template
    values: dict[str, Any]

    def __new__(cls, template: Template, **values: Any) -> Words:
        # An error is kept as what it says: the error itself holds its traceback, whose
        # frames hold whatever called (a window that read a file kept itself alive).
        values = {k: str(v) if isinstance(v, BaseException) else v for k, v in values.items()}
        words = super().__new__(cls, str.format(template, **values))
        words.template, words.values = template, values
        return words

    def __reduce__(self) -> tuple[Any, ...]:
        return (_words_again, (self.template, self.values))


def _words_again(template: Template, values: dict[str, Any]) -> Words:
    return Words(template, **values)


def QT_TRANSLATE_NOOP(context: str, text: str) -> Template:  # noqa: N802 - lupdate's name
    """Mark ``text`` for translation under ``context`` (found by pyside6-lupdate)."""
    return Template(context, text)


def words_of(error: BaseException) -> str:
    """What ``error`` says, as marked for translation where it was (its ``words``, or
    the Words it was raised with: ``raise CardError(QT_TRANSLATE_NOOP(...).format(...))``),
    else its plain text."""
    words = getattr(error, "words", None)
    if isinstance(words, str):
        return words
    if len(error.args) == 1 and isinstance(error.args[0], Template | Words):
        return error.args[0]
    return str(error)


def about(source: object, problem: str) -> Words:
    """ "saves/mine.json: not valid JSON": a problem, after the file or thing it is about."""
    return QT_TRANSLATE_NOOP("files", "{source}: {problem}").format(
        source=str(source), problem=problem
    )


def listed(parts: list[str]) -> str:
    """ "a; b; c": problems one after another, each still marked for translation."""
    if len(parts) <= 1:
        return parts[0] if parts else ""
    return QT_TRANSLATE_NOOP("files", "{first}; {rest}").format(
        first=parts[0], rest=listed(parts[1:])
    )


# pydantic's messages for the checks a hand-edited file most often fails, marked so the
# window can say them in its language (pydantic writes English only); others stay as
# pydantic wrote them.
_PYDANTIC: dict[str, str] = {
    t: t
    for t in (
        QT_TRANSLATE_NOOP("pydantic", "Field required"),
        QT_TRANSLATE_NOOP("pydantic", "Extra inputs are not permitted"),
        QT_TRANSLATE_NOOP("pydantic", "Input should be a valid string"),
        QT_TRANSLATE_NOOP("pydantic", "Input should be a valid integer"),
        QT_TRANSLATE_NOOP("pydantic", "Input should be a valid number"),
        QT_TRANSLATE_NOOP("pydantic", "Input should be a valid list"),
        QT_TRANSLATE_NOOP("pydantic", "Input should be a valid dictionary"),
        QT_TRANSLATE_NOOP("pydantic", "Input should be a valid boolean"),
        QT_TRANSLATE_NOOP("pydantic", "Input should be a finite number"),
    )
}


def checked(message: str) -> str:
    """A message of pydantic's, marked for translation when it is one of the common ones."""
    return _PYDANTIC.get(message, message)


# The system's reasons for refusing a file, as Linux and macOS word them, marked so the
# window can say them in its language; the command line prints them as the system did.
_OS_REASONS: dict[int, str] = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("os", "No space left on device"),
    errno.EACCES: QT_TRANSLATE_NOOP("os", "Permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("os", "Operation not permitted"),
    errno.EROFS: QT_TRANSLATE_NOOP("os", "Read-only file system"),
    errno.EISDIR: QT_TRANSLATE_NOOP("os", "Is a directory"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("os", "Not a directory"),
    errno.ENOENT: QT_TRANSLATE_NOOP("os", "No such file or directory"),
    errno.EEXIST: QT_TRANSLATE_NOOP("os", "File exists"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("os", "Disk quota exceeded"),
    errno.EIO: QT_TRANSLATE_NOOP("os", "Input/output error"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("os", "File name too long"),
    # the app's own limit of open files reached, or the system's
    errno.EMFILE: QT_TRANSLATE_NOOP("os", "Too many open files"),
    errno.ENFILE: QT_TRANSLATE_NOOP("os", "Too many open files in system"),
    # a table's port: another program (or table) listens there, or no such address here
    errno.EADDRINUSE: QT_TRANSLATE_NOOP("os", "Address already in use"),
    errno.EADDRNOTAVAIL: QT_TRANSLATE_NOOP("os", "Cannot assign requested address"),
}


def os_reason(error: OSError) -> str:
    """Why the system refused (its ``strerror``), marked for translation where it is one of
    the common reasons in the words above (or was raised with marked words)."""
    reason = error.strerror
    if not isinstance(reason, str) or not reason:
        return str(error)
    marked = _OS_REASONS.get(error.errno or 0)
    return marked if marked == reason else reason


# Why a piece of work failed when the error says nothing a player can read: a fault of
# the app's own (its text names code, not anything the player did).
UNEXPECTED = QT_TRANSLATE_NOOP("os", "an unexpected error in MetroX")


def failure_words(error: BaseException) -> str:
    """Why a piece of work failed, for a player: the system's reason when it refused
    (``os_reason``: "Too many open files", never the error's file path), the words an
    error of the app's layers was raised with, else :data:`UNEXPECTED`; never the
    error's repr."""
    if isinstance(error, OSError):
        return os_reason(error)
    words = words_of(error)
    return words if isinstance(words, Template | Words) else UNEXPECTED


MINUS = "\u2212"  # a real minus sign, as printed on the sheet, not a hyphen


def with_minus(number: str) -> str:
    """A number as Python writes it ("-10", "-2.5", "12") with the minus sign.

    >>> with_minus("-2.5"), with_minus("2.5")
    ('\u22122.5', '2.5')
    """
    return number.replace("-", MINUS)


def points_text(n: int) -> str:
    """A score (a total, a part, a difference of totals) as every view and the shared
    line write it: one sign for a number below zero, never Python's hyphen.

    >>> points_text(12), points_text(0), points_text(-10)
    ('12', '0', '\u221210')
    """
    return with_minus(str(n))
