"""The language of the interface: English (the source texts) or Japanese.

``set_language(code)`` installs the app's .qm and Qt's own: every open widget gets Qt's
``LanguageChange`` in its ``changeEvent`` before it returns and writes its texts again.
The translations are ``resources/i18n/metrox_desktop_<code>.qm``, compiled from the
``.ts`` files beside them (``make i18n``). English has a .qm too: it only holds
the plural forms of texts with a count ("1 card" / "2 cards"). Qt's own buttons
(OK, Cancel, Close) come from Qt's ``qtbase_<code>.qm``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QWidget

from metrox_desktop.engine.cards import DeckSpec
from metrox_desktop.engine.records import one_line
from metrox_desktop.maps.loader import builtin_map_ids, load_builtin, resource_dir
from metrox_desktop.maps.spec import Text
from metrox_desktop.ui.context import app_context
from metrox_desktop.words import QT_TRANSLATE_NOOP, Template, Words, os_reason, words_of

# A mixin's base: a widget for the type checker, nothing of Qt's at run time (a Qt
# class comes after it in the bases of the class that mixes it in).
if TYPE_CHECKING:
    from metrox_desktop.engine.board import Board
    from metrox_desktop.persistence.settings import Settings

    _Widget = QWidget
else:
    _Widget = object

# Each language's name as its speakers write it: never translated.
LANGUAGES = {"en": "English", "ja": "日本語"}
DEFAULT = "en"

_CLOSING = ("。", "！", "？", "）", "」")  # Japanese ends a sentence without a space


class Speech:
    """The language the app speaks and the translations installed for it (the
    application context's part: ui/context.py)."""

    def __init__(self) -> None:
        self.language = DEFAULT
        self.installed: str | None = None  # the language whose translations are in
        self.translators: list[QTranslator] = []
        self.data: list[bytes] = []  # Qt reads a translation loaded from memory in place

    def uninstall(self) -> None:
        for translator in self.translators:
            QCoreApplication.removeTranslator(translator)
        self.translators.clear()
        self.data.clear()
        self.installed = None

    def end(self) -> None:
        self.uninstall()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def _speech() -> Speech:
    return app_context().part(Speech)


def system_language() -> str:
    """The system's language if the app speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def saved_language() -> str | None:
    """The language chosen in View > Language, if any (the settings file)."""
    from metrox_desktop.persistence.settings import Settings

    chosen = Settings.load().language
    return chosen if chosen in LANGUAGES else None


def choose_language(code: str) -> None:
    """View > Language: speak ``code`` now and at every later start."""
    from metrox_desktop.persistence.settings import Settings

    settings = Settings.load()
    settings.language = code
    set_language(code)
    save_settings(settings)  # not saved: said once, in the language chosen


def current_language() -> str:
    return _speech().language


def local(text: Text) -> str:
    """A map file's text in the current language (its English where it has no Japanese)."""
    if current_language() == "ja" and text.ja:
        return text.ja
    return text.en


def map_name(map_id: str) -> str:
    """A built-in map's name in the current language; any other id (a kept game's map
    this version does not have) as it is."""
    if map_id in builtin_map_ids():
        return local(load_builtin(map_id).name)
    return map_id


def route_name(board: Board, route: int) -> str:
    """ "G Ginza": the letter a player finds on the sheet and the route's name beside it."""
    return f"{board.route_letters[route]} {local(board.spec.routes[route].name)}"


def station_name(board: Board, station: int) -> str:
    """ "G3 / Z3": a station by its place on each route through it."""
    return " / ".join(board.station_refs(station))


def deck_name(spec: DeckSpec) -> str:
    """A built-in deck's name in the current language (the deck file's own "ja")."""
    code = current_language()
    if code != DEFAULT:
        try:
            path = resource_dir("decks").joinpath(f"{spec.id}.json")
            name = json.loads(path.read_text(encoding="utf-8"))["name"].get(code)
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            name = None
        if isinstance(name, str) and name.strip():
            return name
    return spec.name


def sentences(parts: Iterable[str]) -> str:
    """Sentences one after another: a space between them, none after a Japanese full
    stop (「。」), as Japanese is written."""
    text = ""
    for part in parts:
        if part:
            text += (" " if text and not text.endswith(_CLOSING) else "") + part
    return text


def translated(text: str) -> str:
    """A message written outside the GUI (metrox_desktop.words), in the current language,
    the messages inside it too; any other text as it is."""
    if isinstance(text, Words):
        template = text.template
        values = {
            key: translated(value) if isinstance(value, str) else value
            for key, value in text.values.items()
        }
        return QCoreApplication.translate(template.context, template).format(**values)
    if isinstance(text, Template):
        return QCoreApplication.translate(text.context, text)
    return text


@cache
def in_every_language(context: str, text: str) -> tuple[str, ...]:
    """``text`` as each language of the app writes it (English first), whichever is
    spoken now: words a player pastes from another's screen may be in either."""
    written = []
    for code in LANGUAGES:
        translator = QTranslator()
        data = app_translation(code)  # read in place by Qt while it translates
        found = translator.translate(context, text) if data and translator.load(data) else ""
        written.append(found or text)
    return tuple(dict.fromkeys(written))


# The words a deal code follows where the app shows one ("deal code VERD1", "deal VERD1").
DEAL_LABELS = (
    QT_TRANSLATE_NOOP("NewGameDialog", "deal code"),
    QT_TRANSLATE_NOOP("NewGameDialog", "deal"),
)


def deal_labels() -> tuple[str, ...]:
    """:data:`DEAL_LABELS` as each language of the app writes them: a friend's line
    ("メトロックス 東京、山札 VERD1 ― 29点。") names its deal in their language, which
    may not be this window's (nor the command line's English)."""
    return tuple(
        dict.fromkeys(
            each for label in DEAL_LABELS for each in in_every_language(label.context, label)
        )
    )


def error_text(error: BaseException | str) -> str:
    """What an error of a layer without Qt (a save, record, map or seat list), or a
    problem it reported, says: in the current language, on one line (names and paths
    in it come from files)."""
    words = error if isinstance(error, str) else words_of(error)
    return one_line(translated(words))


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop ("。" after
    Japanese), unless it already ends with one. A text that begins with what the user
    typed or named (a link, a file's name, a code: "https://…: no such file") keeps it
    as typed: only a first word of letters alone is a word of the sentence.

    >>> sentence("saves/mine.json: no such file")
    'saves/mine.json: no such file.'
    """
    if not text:
        return text
    if text.split(maxsplit=1)[0].isalpha():
        text = text[0].upper() + text[1:]
    if text.endswith((".", "!", "?", *_CLOSING)):
        return text
    return text + ("\u3002" if ord(text[-1]) >= 0x3000 else ".")


def app_translation(code: str) -> bytes | None:
    """The compiled translation of the app's own texts, or None if none is shipped."""
    try:
        return resource_dir("i18n").joinpath(f"metrox_desktop_{code}.qm").read_bytes()
    except OSError:
        return None


def set_language(code: str | None = None) -> str:
    """Speak ``code`` (None: the one chosen last in View > Language, else the system's)
    from now on; returns the code used.

    Widgets already open are told at once (Qt's ``LanguageChange``, delivered before
    this returns, to their ``changeEvent``: a window first, then its children); dialogs
    opened later are built in the new language.
    """
    if code not in LANGUAGES:
        code = saved_language() or system_language()
    speech = _speech()
    if speech.installed == code:
        return code  # already spoken: nothing to load or redraw
    speech.uninstall()
    speech.language = speech.installed = code
    app = QCoreApplication.instance()
    data = app_translation(code)
    if data is not None:
        translator = QTranslator(app)
        speech.data.append(data)
        if translator.load(data) and QCoreApplication.installTranslator(translator):
            speech.translators.append(translator)
    qt = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if code != "en" and qt.load(f"qtbase_{code}", folder):
        QCoreApplication.installTranslator(qt)
        speech.translators.append(qt)
    # Each translator installed or removed posted LanguageChange to every window (one
    # each: Qt compresses them), which hands it on to its children: delivered now, not
    # at the next turn of the event loop.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return code


class Retranslated(_Widget):
    """A widget (a window, a menu) whose texts are written again, ``retranslate``, when a
    translator comes or goes: on Qt's LanguageChange, before Qt hands the event on to its
    children, so a window's menus, panels and sheets are written again before any of
    them hears it. A window opened from another hears it twice (as a window and as its
    parent's child): writing its texts is cheap, and the same."""

    def retranslate(self) -> None:
        """Every text in the current language: at the start and on a language switch."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class WordsMenu(Retranslated, QMenu):
    """A menu whose title and entries are written again, in place, at every language
    switch, from the source texts they were built with (in ``context``)."""

    def __init__(self, context: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context, self._title = context, title
        self._words: list[tuple[QAction, str, str]] = []  # an entry, its text and tooltip
        self.retranslate()

    def add_words(self, action: QAction, text: str, tooltip: str = "") -> None:
        """``action`` added, its text (and tooltip) from these source texts."""
        self._words.append((action, text, tooltip))
        self.addAction(action)
        self.retranslate()

    def retranslate(self) -> None:
        def tr(text: str) -> str:
            return QCoreApplication.translate(self._context, text)

        self.setTitle(tr(self._title))
        for action, text, tooltip in self._words:
            action.setText(tr(text))
            if tooltip:
                action.setToolTip(tr(tooltip))


def choices_menu(
    menu: WordsMenu,
    choices: Mapping[str, str],
    current: Callable[[], str],
    choose: Callable[[str], None],
) -> WordsMenu:
    """One checkable entry per choice (key -> its text) in ``menu``, the ``current()``
    one checked whenever the menu shows (a switch made elsewhere too). A choice is made
    once the menu has closed: its texts are written again, the widgets restyled."""
    group = QActionGroup(menu)
    for key, text in choices.items():
        action = QAction(menu)
        action.setCheckable(True)
        action.setData(key)
        action.triggered.connect(
            lambda _checked=False, key=key: QTimer.singleShot(0, lambda: choose(key))
        )
        group.addAction(action)
        menu.add_words(action, text)

    def show_current() -> None:
        for action in group.actions():
            action.setChecked(action.data() == current())

    show_current()
    menu.aboutToShow.connect(show_current)
    return menu


def language_menu(parent: QWidget) -> QMenu:
    """View > Language: one checkable entry per language, each in its own script."""
    menu = WordsMenu("language", QT_TRANSLATE_NOOP("language", "&Language"), parent)
    return choices_menu(menu, LANGUAGES, current_language, choose_language)


class _ToldNotSaved:
    """The app's part: whether the player was told that the settings are not saved."""

    def __init__(self) -> None:
        self.told = False


def save_settings(settings: Settings, parent: QWidget | None = None) -> bool:
    """Save settings the player changed; when they cannot be (a folder where
    settings.json goes, a read-only home) they apply until the app closes, and the
    player is told so in a dialog over ``parent`` (the active window when None) once
    for as long as the app runs, whichever change it was (View > Language, Theme,
    Colours, Turn log, Preferences), not at every change. A save that works again lets
    the next failure be told. Whether they were saved."""
    from metrox_desktop.persistence.settings import settings_path

    unsaved = settings.save()
    told = app_context().part(_ToldNotSaved)
    if unsaved is None or told.told:
        told.told = told.told and unsaved is not None
        return unsaved is None
    told.told = True
    QMessageBox.warning(
        parent or QApplication.activeWindow(),
        QCoreApplication.translate("Preferences", "Preferences not saved"),
        QCoreApplication.translate(
            "Preferences",
            "Your preferences apply until you close MetroX, but they could not be saved in {folder}: {why}",  # noqa: E501 - one text for lupdate
        ).format(folder=str(settings_path().parent), why=error_text(os_reason(unsaved))),
    )
    return False
