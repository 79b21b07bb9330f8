"""The app speaks Japanese everywhere: every text lupdate finds in the source is in the
committed Japanese .ts, translated and finished, with its placeholders intact; the
shipped .qm files are compiled from those .ts files; English has its plural forms.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from metrox_desktop.i18n import Message, lupdate, read_ts, ts_path

PLACEHOLDER = re.compile(r"\{[a-z_]*(?:![rsa])?(?::[^}]*)?\}|%n")
ACCELERATOR = re.compile(r"&([A-Za-z])")


def key(m: Message) -> tuple[str, str, str, bool]:
    return (m.context, m.source, m.comment, m.numerus)


def label(m: Message) -> str:
    return f"[{m.context}] {m.source!r}"


@pytest.fixture(scope="module")
def japanese() -> list[Message]:
    return read_ts(ts_path("ja"))


@pytest.mark.parametrize("code", ["ja", "en"])
def test_the_committed_ts_holds_exactly_the_texts_of_the_source(code: str, tmp_path: Path) -> None:
    fresh = tmp_path / ts_path(code).name
    shutil.copy(ts_path(code), fresh)
    lupdate(code, fresh)  # what `make i18n` would write
    now = {key(m) for m in read_ts(fresh)}
    committed = {key(m) for m in read_ts(ts_path(code))}
    assert not now - committed, "run `make i18n`: new texts " + "; ".join(
        f"[{c}] {s!r}" for c, s, _, _ in sorted(now - committed)
    )
    assert not committed - now, "run `make i18n`: texts gone from the source " + "; ".join(
        f"[{c}] {s!r}" for c, s, _, _ in sorted(committed - now)
    )


def test_lupdate_finds_the_whole_interface(japanese: list[Message]) -> None:
    # Strings lupdate used to misread: an alias `tr = QCoreApplication.translate` made
    # it take the context ("cards") for the text; no text may sit in a nameless context.
    sources = {(m.context, m.source) for m in japanese}
    assert not [m for m in japanese if not m.context or m.source in {"cards", "ranking", "seats"}]
    for expected in [
        ("MainWindow", "&Game"),
        ("cards", "Free circle: circle any one empty station."),
        ("RulesDialog", "MetroX in one page"),
        ("language", "&Language"),
    ]:
        assert expected in sources


def test_every_japanese_text_is_translated_and_finished(japanese: list[Message]) -> None:
    todo = [
        label(m) for m in japanese if not m.finished or not all(t.strip() for t in m.translations)
    ]
    assert not todo, f"{len(todo)} texts without a finished Japanese translation: " + "; ".join(
        todo
    )


def test_japanese_has_one_plural_form(japanese: list[Message]) -> None:
    assert [m for m in japanese if m.numerus], "no text with a count (%n) found"
    assert all(len(m.translations) == 1 for m in japanese if m.numerus)


# Texts whose Japanese leaves a value out on purpose: a bot's level says it all there
# (CPU（初級）, not CPU：greedy（初級）, the strategy's English name).
LEAVES_OUT = {("seats", "Bot: {name} ({level})"): {"{name}"}}


def test_translations_keep_every_placeholder(japanese: list[Message]) -> None:
    # A new {name} raises KeyError in str.format; a lost one loses what the player is told.
    broken = [
        f"{label(m)} -> {t!r}"
        for m in japanese
        for t in m.translations
        if set(PLACEHOLDER.findall(t))
        != set(PLACEHOLDER.findall(m.source)) - LEAVES_OUT.get((m.context, m.source), set())
        and not (m.numerus and "%n" not in t and PLACEHOLDER.findall(m.source) == ["%n"])
    ]
    assert not broken, "; ".join(broken)


def test_menu_texts_keep_their_alt_key_in_japanese(japanese: list[Message]) -> None:
    # Japanese menus write the key after the word: ゲーム(&G).
    lost = [
        f"{label(m)} -> {m.translations[0]!r}"
        for m in japanese
        if ACCELERATOR.search(m.source) and not ACCELERATOR.search(m.translations[0])
    ]
    assert not lost, "; ".join(lost)


# An ASCII colon against a Japanese word, or ASCII brackets around Japanese words
# (written 「：」「（）」 in the rest of the app's Japanese). Left ASCII: a menu's "(&X)",
# a file filter's "(*.json)", a key's "(Home)" and "ホスト:ポート" (an address's form).
_JAPANESE = "\u3040-\u30ff\u4e00-\u9fff"
ASCII_MARK_IN_JAPANESE = re.compile(
    rf"[{_JAPANESE}]\s?:|:\s?[{_JAPANESE}]"  # a colon
    rf"|\((?![&*])[^()]*[{_JAPANESE}][^()]*\)"  # brackets around Japanese words
)


def test_japanese_is_punctuated_as_japanese(japanese: list[Message]) -> None:
    ascii_marks = [
        f"{label(m)} -> {t!r}"
        for m in japanese
        for t in m.translations
        if ASCII_MARK_IN_JAPANESE.search(t.replace("ホスト:ポート", ""))
    ]
    assert not ascii_marks


@pytest.mark.parametrize("code", ["ja", "en"])
def test_the_shipped_qm_is_compiled_from_the_committed_ts(qapp: QApplication, code: str) -> None:
    translator = QTranslator()
    data = ts_path(code).with_suffix(".qm").read_bytes()  # Qt reads it in place: keep it
    assert translator.load(data)
    stale = []
    for m in read_ts(ts_path(code)):
        counts = (1, 2)[: len(m.translations)] if m.numerus else (-1,)
        for n, expected in zip(counts, m.translations, strict=True):
            got = translator.translate(m.context, m.source, m.comment or None, n)
            if got != expected:
                stale.append(f"{label(m)}: {got!r} != {expected!r}")
    assert not stale, "run `make i18n`: " + "; ".join(stale[:10])


def test_english_counts_read_right(qapp: QApplication) -> None:
    english = read_ts(ts_path("en"))
    assert english and all(m.numerus for m in english)
    for m in english:
        one, many = m.translations
        assert one and many and one != many, label(m)
        assert "%n" in many, label(m)


def test_japanese_names_a_bot_one_way(japanese: list[Message]) -> None:
    """A bot is a CPU in Japanese, as a bot's seat ("CPU 1", "CPU・初級") and the host's
    window ("CPUを追加") call it: New game's Add bot button said ボット beside them."""
    other_word = [f"{label(m)} -> {t!r}" for m in japanese for t in m.translations if "ボット" in t]
    assert not other_word
