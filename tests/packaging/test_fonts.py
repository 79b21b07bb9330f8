"""Japanese renders as text, not boxes, even on a machine without a Japanese font.

The app ships M PLUS 1 and registers it at start-up. These tests collect every
Japanese string the app ships (map and deck files, translations, the source) and check
that the font has a glyph for each of their characters, and that text set in the
ordinary interface font actually gets those glyphs through Qt's font fallback.
"""

from __future__ import annotations

import ast
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication

import metrox_desktop
from metrox_desktop.maps.loader import builtin_map_ids, load_builtin, resource_dir
from metrox_desktop.ui.desktop import JAPANESE_FONT, register_fonts

PACKAGE = Path(metrox_desktop.__file__).parent
RESOURCES = Path(str(resource_dir("maps"))).parent
# Kana, kanji, CJK punctuation and full-width forms: a string with any of these is Japanese.
JAPANESE = re.compile("[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


def json_strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from json_strings(item)


def shipped_strings() -> Iterator[tuple[str, str]]:
    """(where, text) for every string in the shipped data files, translations and code."""
    for path in sorted(RESOURCES.rglob("*.json")):
        for text in json_strings(json.loads(path.read_text(encoding="utf-8"))):
            yield path.name, text
    for path in sorted(RESOURCES.rglob("*.ts")):  # Qt Linguist translation sources
        for element in ET.parse(path).getroot().iter("translation"):
            yield path.name, "".join(element.itertext())
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield path.name, node.value


def japanese_strings() -> list[tuple[str, str]]:
    return [(where, text) for where, text in shipped_strings() if JAPANESE.search(text)]


@pytest.fixture(scope="module")
def registered(qapp: QApplication) -> list[str]:
    return register_fonts()


def test_the_japanese_strings_include_every_map_and_route_name() -> None:
    found = {text for _, text in japanese_strings()}
    for map_id in builtin_map_ids():
        spec = load_builtin(map_id)
        assert spec.name.ja in found
        assert {route.name.ja for route in spec.routes if route.name.ja} <= found
    assert "御堂筋線" in found  # Osaka's route M, as printed on the sheet


def test_the_shipped_font_registers_as_m_plus_1(registered: list[str]) -> None:
    assert registered == ["M PLUS 1"]
    assert "M PLUS 1" in QFontDatabase.families()


def test_the_font_has_a_glyph_for_every_character_of_every_japanese_string(
    qapp: QApplication,  # Qt reads a font only with its application made (else a crash)
) -> None:
    raw = QRawFont(resource_dir("fonts").joinpath(JAPANESE_FONT).read_bytes(), 16)
    assert raw.isValid()
    missing = {
        f"{char} (U+{ord(char):04X}, in {where}: {text})"
        for where, text in japanese_strings()
        for char in text
        if not char.isspace() and not raw.supportsCharacter(ord(char))
    }
    assert not missing, "no glyph in the bundled font: " + "; ".join(sorted(missing))


def glyph_runs(font: QFont, text: str) -> list[tuple[str, list[int]]]:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [(run.rawFont().familyName(), list(run.glyphIndexes())) for run in layout.glyphRuns()]


@pytest.mark.parametrize(("family", "bold"), [("", False), ("DejaVu Sans", False), ("", True)])
def test_japanese_in_interface_fonts_gets_real_glyphs(
    registered: list[str], family: str, bold: bool
) -> None:
    # Glyph 0 is the font's "missing" box: none may remain, whichever font the text
    # was set in (the window's default, the sheet's DejaVu Sans, a bold label).
    font = QFont(family) if family else QFont()
    font.setBold(bold)
    for where, text in japanese_strings():
        runs = glyph_runs(font, text)
        boxes = [family for family, glyphs in runs if 0 in glyphs]
        assert not boxes, f"{where}: {text!r} renders boxes in {boxes}"
