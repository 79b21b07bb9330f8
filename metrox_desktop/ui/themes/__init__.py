"""Themes for every eyesight: light (the printed look), dark and high contrast, and a
colour-blind-safe route palette that goes with any of them.

``set_theme`` switches at once: every sheet's scene (they follow
:mod:`~metrox_desktop.ui.sheet.ink` when built), then the application's QPalette and
style, through which Qt tells every widget. The colours themselves live in
:mod:`~metrox_desktop.ui.sheet.ink` (``Theme``, palettes), which the sheet's items read.

How a switch reaches the widgets, by Qt's own events: the new palette first (Qt posts
ApplicationPaletteChange to every window, delivered here at once: each widget whose
palette changes hears PaletteChange, a parent before its children), then the style,
set on every switch, light included: Qt sends every widget a StyleChange, by then with
every palette the new theme's, polishes style sheets again (``palette(...)`` in them
reads the new palette) and repaints. PaletteChange alone would not do: the colour-blind
palette changes no QPalette, nor does a theme whose window colours equal the last one's,
and widgets with a style sheet do not hear it. A widget drawn in the theme's colours
(sheet views, small sheets, the discard pile's card, the standings' band, the Hint's
frame) restyles itself in ``changeEvent`` on the first StyleChange after a switch
(``ink.SeenLook``); widgets that read the theme when they paint (cards) only repaint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QWidget

from metrox_desktop.ui.context import app_context
from metrox_desktop.ui.language import WordsMenu, choices_menu
from metrox_desktop.ui.sheet import ink
from metrox_desktop.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the dark themes' style loads when first set (visible_tick_boxes)
    from PySide6.QtWidgets import QStyle

THEME_KEYS = ("light", "dark", "contrast")
COLOUR_BLIND = "+colour-blind"  # appended to the theme in the settings


class OwnLook:
    """The application's own palette and style, which the light theme keeps (the
    application context's part: ui/context.py); given back when the context ends."""

    def __init__(self) -> None:
        self.palette: QPalette | None = None
        self.style: str | None = None

    def end(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication) and self.palette is not None:
            app.setPalette(self.palette)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationPaletteChange)
            if self.style is not None:
                app.setStyle(self.style)


THEME_NAMES = {
    "light": QT_TRANSLATE_NOOP("themes", "&Light"),
    "dark": QT_TRANSLATE_NOOP("themes", "&Dark"),
    "contrast": QT_TRANSLATE_NOOP("themes", "&High contrast"),
}


def theme_name(key: str) -> str:
    return QCoreApplication.translate("themes", THEME_NAMES[key])


def current_key() -> str:
    return ink.theme().key


# -- the window ----------------------------------------------------------------------------
# The window's colours by role: (dark, high contrast). Light is the platform's own.
_WINDOW_COLOURS = {
    "Window": ("#23282d", "#000000"),
    "WindowText": ("#e8ecef", "#ffffff"),
    "Base": ("#1a1e22", "#000000"),
    "AlternateBase": ("#2a3036", "#1a1a1a"),
    "Text": ("#e8ecef", "#ffffff"),
    "Button": ("#303840", "#000000"),
    "ButtonText": ("#e8ecef", "#ffffff"),
    "BrightText": ("#ffffff", "#ffff00"),
    "Highlight": ("#4c9be8", "#ffff00"),
    "HighlightedText": ("#0b0f13", "#000000"),
    "ToolTipBase": ("#30363c", "#000000"),
    "ToolTipText": ("#e8ecef", "#ffffff"),
    "PlaceholderText": ("#9aa5ae", "#d0d0d0"),
    "Link": ("#7cb8f2", "#00ffff"),
    "LinkVisited": ("#b59ce8", "#ff80ff"),
    "Light": ("#48525c", "#ffffff"),
    "Midlight": ("#3a434b", "#ffffff"),
    "Mid": ("#2c333a", "#c0c0c0"),
    "Dark": ("#15191d", "#ffffff"),
    "Shadow": ("#000000", "#ffffff"),
}
# Disabled text: (dark, high contrast; still 8:1 on black).
_DISABLED_TEXT = ("#7d8790", "#a8a8a8")
_COLUMN = {"dark": 0, "contrast": 1}


def make_palette(key: str) -> QPalette | None:
    """The window palette of a theme (None: the platform's own, for light)."""
    column = _COLUMN.get(key)
    if column is None:
        return None
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    palette = QPalette()
    for name, colours in _WINDOW_COLOURS.items():
        palette.setColor(getattr(role, name), QColor(colours[column]))
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, r, QColor(_DISABLED_TEXT[column]))
    return palette


def apply_palette(key: str) -> None:
    """The window's palette and style of theme ``key``: the palette first, delivered to
    every widget, then the style, which Qt announces to every widget (StyleChange)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    own = app_context().part(OwnLook)
    if own.palette is None:
        own.palette = QPalette(app.palette())
    palette = make_palette(key)
    app.setPalette(own.palette if palette is None else palette)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationPaletteChange)
    if palette is None and own.style is None and not QApplication.allWidgets():
        # Light at start, before any widget: the app's own style stays, as there is
        # no one to tell. Its name, asked of it, would set up QStyle's enums (5 ms).
        return
    if own.style is None:
        own.style = app.style().name()
    # Fusion for dark and high contrast: the platform styles of Windows and macOS
    # ignore palettes. Set on every switch, even to the style in use: a new style is
    # what tells every widget (StyleChange), the colour-blind switch too.
    app.setStyle(own.style if palette is None else visible_tick_boxes())


def visible_tick_boxes() -> QStyle:
    """Fusion with visible tick boxes (dark and high contrast): loaded when first asked,
    as its QStyle enums cost a light start some milliseconds."""
    from metrox_desktop.ui.themes.tick_boxes import VisibleTickBoxes

    return VisibleTickBoxes()


def set_theme(key: str, colour_blind: bool | None = None) -> None:
    """Show everything in theme ``key`` (light, dark, contrast) now, and the route
    palette colour-blind safe or not (None: as it is)."""
    if key not in ink.THEMES:
        key = "light"
    blind = ink.colour_blind() if colour_blind is None else colour_blind
    ink.set_look(ink.THEMES[key], blind)
    ink.restyle_followers()  # every scene, before the widgets that show them redraw
    apply_palette(key)  # and Qt tells every widget


def settings_value() -> str:
    return current_key() + (COLOUR_BLIND if ink.colour_blind() else "")


def parse_settings_value(value: str) -> tuple[str, bool]:
    key, blind = value.removesuffix(COLOUR_BLIND), value.endswith(COLOUR_BLIND)
    return (key if key in THEME_KEYS else "light"), blind


def _remember() -> None:
    from metrox_desktop.persistence.settings import Settings
    from metrox_desktop.ui.language import save_settings

    settings = Settings.load()
    settings.theme = settings_value()
    save_settings(settings)


def choose_theme(key: str) -> None:
    """View > Theme: this theme now and at every later start."""
    set_theme(key)
    _remember()


def choose_colour_blind(on: bool) -> None:
    """Colours > Colour-blind palette: now and at every later start."""
    set_theme(current_key(), on)
    _remember()


def start_theme(key: str | None) -> None:
    """At start-up: ``key`` (the --theme option) or the one remembered. A theme given on
    the command line is not remembered. Windows built already follow as every widget
    does (Qt's StyleChange)."""
    from metrox_desktop.persistence.settings import Settings

    saved, blind = parse_settings_value(Settings.load().theme)
    set_theme(key or saved, blind)


# -- menus ---------------------------------------------------------------------------------
def theme_menu(parent: QWidget) -> QMenu:
    """View > Theme: Light, Dark, High contrast (one checked)."""
    menu = WordsMenu("themes", QT_TRANSLATE_NOOP("themes", "&Theme"), parent)
    return choices_menu(menu, THEME_NAMES, current_key, choose_theme)


def colours_menu(parent: QWidget) -> QMenu:
    """Colours: the colour-blind-safe route palette, on or off."""
    menu = WordsMenu("themes", QT_TRANSLATE_NOOP("themes", "&Colours"), parent)
    action = QAction(menu)
    action.setCheckable(True)
    action.setChecked(ink.colour_blind())
    action.setObjectName("colourBlindAction")
    # triggered, not toggled: only the player's click is remembered, not show_current.
    action.triggered.connect(
        lambda on=False: QTimer.singleShot(0, lambda: choose_colour_blind(bool(on)))
    )
    menu.add_words(
        action,
        QT_TRANSLATE_NOOP("themes", "Colour-&blind palette"),
        QT_TRANSLATE_NOOP(
            "themes",
            "Route colours told apart with any colour vision; the patterns stay."
            " With high contrast, such colours dark enough for its white paper.",
        ),
    )
    menu.setToolTipsVisible(True)
    menu.aboutToShow.connect(lambda: action.setChecked(ink.colour_blind()))
    return menu


# -- text size -----------------------------------------------------------------------------
def grow_font(widget: QWidget, factor: float, bold: bool | None = None) -> None:
    """``widget``'s text ``factor`` times the system's size (never a fixed pixel size:
    text follows the size the player chose for their desktop)."""
    from PySide6.QtGui import QFontInfo

    font = QFont(widget.font())
    size = font.pointSizeF() if font.pointSizeF() > 0 else QFontInfo(font).pointSizeF()
    font.setPointSizeF(size * factor)
    if bold is not None:
        font.setBold(bold)
    widget.setFont(font)


def font_pt(factor: float) -> str:
    """A style sheet's font size ``factor`` times the system font's, in points: for
    ``font-size:`` where a fixed pixel size would ignore the player's desktop setting."""
    from PySide6.QtGui import QFontInfo

    font = QApplication.font()
    size = font.pointSizeF() if font.pointSizeF() > 0 else QFontInfo(font).pointSizeF()
    return f"{size * factor:.1f}pt"


def style_label(name: str) -> QLabel:
    """A word-wrapped label that style sheets find by ``name`` (``QLabel#name``)."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def legibility_minimum() -> float:
    """The WCAG contrast text needs in the current theme: 4.5, 7 in high contrast."""
    return 7.0 if current_key() == "contrast" else 4.5


def legible_on(colour: QColor, ground: QColor, text: QColor, minimum: float) -> QColor:
    """``colour`` as it is where it reads on ``ground`` (``minimum`` WCAG contrast),
    else moved towards ``text`` in tenths until it does: it keeps its hue where it can."""
    from metrox_desktop.ui.sheet.colour_metrics import contrast_ratio

    for step in range(11):
        share = step / 10
        mixed = QColor.fromRgbF(
            colour.redF() + (text.redF() - colour.redF()) * share,
            colour.greenF() + (text.greenF() - colour.greenF()) * share,
            colour.blueF() + (text.blueF() - colour.blueF()) * share,
        )
        if contrast_ratio(mixed.name(), ground.name()) >= minimum:
            return mixed
    return text


def readable(colour: str) -> str:
    """``colour`` ("#rrggbb") for text on the window's background now: as it is where it
    reads (the WCAG contrast the theme needs), else moved towards the window's text
    colour until it does (a dark red on a dark window turns light)."""
    palette = QApplication.palette()
    ground = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return legible_on(QColor(colour), ground, text, legibility_minimum()).name()


def muted() -> str:
    """Secondary text (notes, deal codes): grey that still reads 4.5:1 on the window."""
    return readable("#5a6570")


def show_muted(label: QWidget, more: str = "") -> None:
    """Write ``label`` in the ``muted`` grey of the theme now and of every theme chosen
    later (a grey set once kept the light theme's on a dark window: History's count of
    games after View > Theme > Dark); ``more``: other declarations of its style sheet."""
    _MutedLook(label, more)


class _MutedLook(QObject):
    """The grey of a ``show_muted`` label, set again after each theme switch (a child of
    the label, which it watches for Qt's StyleChange)."""

    def __init__(self, label: QWidget, more: str) -> None:
        super().__init__(label)
        self._more = more
        self._look = ink.SeenLook()
        self._apply(label)
        label.installEventFilter(self)

    def _apply(self, label: QWidget) -> None:
        label.setStyleSheet(f"color: {muted()};{self._more}")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        if self._look.changed(event) and isinstance(watched, QWidget):
            self._apply(watched)
        return False
