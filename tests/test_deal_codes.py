"""Deal codes: the form a typed code deals from (deal.py)."""

from __future__ import annotations

import pytest

from metrox_desktop.deal import (
    SEED_ALPHABET,
    canonical_deal_code,
    deal_code_problem,
    random_seed,
)


@pytest.mark.parametrize(
    ("typed", "dealt"),
    [
        ("55g4r", "55G4R"),
        ("55G4R", "55G4R"),
        (" 55g 4r ", "55G4R"),
        ("５５ｇ４ｒ", "55G4R"),  # full-width, as a Japanese keyboard types it
        ("55G\u30004R", "55G4R"),  # an ideographic space between the groups
        ("R00MI01", "R00M101"),  # the look-alikes the generator never writes: digits
        ("room1o1", "R00M101"),
        ("tokyo-3", "T0KY0-3"),
        ("0-5", "0-5"),  # simulate's deals keep their names
        ("東京", "東京"),  # any other text is kept
        ("<55G4R>", "55G4R"),  # as a chat wraps a link
        ("||55g4r||", "55G4R"),  # a chat's spoiler marks
        ("~~55G4R~~", "55G4R"),
        ("＜５５Ｇ４Ｒ＞", "55G4R"),
        # copied from a chat: its line break, a tab, the invisible characters it adds
        ("55G4R\r\n", "55G4R"),
        ("\t55G4R\t", "55G4R"),
        ("55G\u200b4R", "55G4R"),  # a zero-width space where a line may break
        ("\ufeff55G4R\u2060", "55G4R"),  # a byte-order mark, a word joiner
        ("55G4R 🎉", "55G4R"),  # the emoji a chat message ends with
        ("👉 55G4R ❤️", "55G4R"),  # one with its colour selector
        ("🎉", "🎉"),  # a code of nothing but an emoji is a code of its own
    ],
)
def test_a_typed_code_deals_from_its_canonical_form(typed: str, dealt: str) -> None:
    assert canonical_deal_code(typed) == dealt
    assert deal_code_problem(typed) is None


def test_generated_codes_are_canonical_already() -> None:
    assert all(canonical_deal_code(code) == code for code in (random_seed() for _ in range(200)))
    assert canonical_deal_code(SEED_ALPHABET) == SEED_ALPHABET
    assert canonical_deal_code("55g4r") != "55g4r"


@pytest.mark.parametrize(
    ("code", "why"),
    [
        ("", "the deal code is empty"),
        ("\u3000", "the deal code is empty"),
        ("a\tb", "the deal code has characters that cannot be shown"),
        ("x" * 41, "the deal code is longer than 40 characters"),
        ("x" * 100_000, "the deal code is longer than 40 characters"),
    ],
)
def test_codes_that_cannot_deal_are_refused(code: str, why: str) -> None:
    assert deal_code_problem(code) == why
