"""Text a player pastes from a chat or a web page, made ready to read as a code or an
address: the invisible characters such text carries left out, and what a sentence or a
chat puts around a word trimmed off its ends. Shared by the deal codes and the table's
addresses. No Qt.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable


def without_invisibles(text: str) -> str:
    """``text`` without the invisible format characters a chat or a web page puts into
    text (a zero-width space where a line may break, a word joiner, a byte-order mark):
    pasted with one, a code or an address looks right and does not read.

    >>> without_invisibles("55\\u200bG4R\\ufeff")
    '55G4R'
    """
    return "".join(c for c in text if unicodedata.category(c) != "Cf")


def in_a_link(text: str) -> bool:
    """Whether ``text`` looks like a web link or its query ("https://…", "?deal=55G4R"),
    typed narrow or wide: one word, and yet no code as it stands.

    >>> in_a_link("https\\uff1a\\uff0f\\uff0fx.jp/?deal\\uff1d55G4R")  # wide : / =
    True
    """
    narrow = unicodedata.normalize("NFKC", text)
    return "://" in narrow or "=" in narrow


# A web address: a scheme and "://" ("https://", "tcp://"), or a host named "www." (as
# a chat shows a link). A file's own address (file://) names a file, not a page.
_WEB_LINK = re.compile(
    r"(?<![A-Za-z0-9+.-])(?!file:)[A-Za-z][A-Za-z0-9+.-]*://[^\s/]|(?<![\w.])www\.\w",
    re.IGNORECASE,
)


def web_link(text: str) -> bool:
    """Whether ``text`` holds a web link (typed narrow or wide), alone or among words:
    a page's address, which is no file's name, pasted where a code goes.

    >>> web_link("Yuki: https\\uff1a\\uff0f\\uff0fx.jp/share"), web_link("saves/mine.json")
    (True, False)
    """
    return _WEB_LINK.search(unicodedata.normalize("NFKC", text)) is not None


def trimmed(word: str, around: Callable[[str], bool]) -> str:
    """``word`` without the characters ``around`` says stand around it, at either end.

    >>> trimmed('"55G4R"!', lambda c: not c.isalnum())
    '55G4R'
    """
    start, end = 0, len(word)
    while start < end and around(word[start]):
        start += 1
    while end > start and around(word[end - 1]):
        end -= 1
    return word[start:end]


def after_label(text: str, labels: Iterable[str], word: str) -> str | None:
    """The first ``word`` (a regular expression) that follows any of ``labels`` (words
    that stand before a code: "deal", "room", in the app's languages) in ``text``, made
    narrow (NFKC), with a colon between them or none; None when none does. A label of
    ASCII letters is a word of its own ("ideal 5" names no deal, nor does a link's
    "/deals" deal "s"), a Japanese one follows the words before it without a space.

    >>> after_label("ideal 5, /deals, deal: 55G4R.", ["deal"], r"[0-9A-Z]+")
    '55G4R'
    """
    words = sorted({label.strip() for label in labels if label.strip()}, key=len, reverse=True)
    if not words:
        return None
    label = "|".join(
        (r"(?<![A-Za-z])" if each[0].isascii() else "")
        + re.escape(each)
        + (r"(?![A-Za-z])" if each[-1].isascii() else "")
        for each in words
    )
    narrow = unicodedata.normalize("NFKC", text)
    # "deal: 55G4R", "deal 55G4R", or a link's "?deal=55G4R"
    found = re.search(rf"(?:{label})\s*[:：=]?\s*({word})", narrow, re.IGNORECASE)
    return None if found is None else found.group(1)
