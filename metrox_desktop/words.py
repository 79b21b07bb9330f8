"""Messages written outside the GUI (no Qt here) that the GUI shows translated.

``QT_TRANSLATE_NOOP("seats", "a seat has no name")`` marks a text for pyside6-lupdate
and returns it as a :class:`Template` (a str) that remembers its context;
``template.format(name=...)`` gives :class:`Words` (a str, the English text) that also
remembers the template and its values. The command line prints them as they are; the
GUI's ``ui.language.translated(text)`` looks the template up in the translation and
fills it in again.
"""

from __future__ import annotations

from typing import Any


class Template(str):
    context: str

    def __new__(cls, context: str, text: str) -> Template:
        template = super().__new__(cls, text)
        template.context = context
        return template

    def format(self, *args: Any, **values: Any) -> Words:
        return Words(self, **values)


class Words(str):
    template: Template
    values: dict[str, Any]

    def __new__(cls, template: Template, **values: Any) -> Words:
        words = super().__new__(cls, str.format(template, **values))
        words.template, words.values = template, values
        return words


def QT_TRANSLATE_NOOP(context: str, text: str) -> Template:  # noqa: N802 - lupdate's name
    """Mark ``text`` for translation under ``context`` (found by pyside6-lupdate)."""
    return Template(context, text)
