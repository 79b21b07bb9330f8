"""A command's output sent to a file or a pipe holds every name and sign whole, on a
system whose locale cannot write them (a C locale here; Windows' cp1252 in a file):
never a traceback in place of the result."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import record_json
from tests.cli.running import run_app
from tests.sharing.games import bot_record

# A locale that writes ASCII alone, UTF-8 mode and locale coercion off: what Python
# would otherwise write such output in.
ASCII_LOCALE = {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}


@pytest.fixture(scope="module")
def below_zero(tmp_path_factory: pytest.TempPathFactory) -> str:
    """さくら's game after one card: a total of −10 (every station empty)."""
    record = bot_record(Board.load("tokyo"), "NEG1", ["さくら"], ["greedy"])
    path = tmp_path_factory.mktemp("records") / "sakura.json"
    path.write_text(record_json(replace(record, turns=record.turns[:1])), encoding="utf-8")
    return str(path)


def test_replay_writes_a_japanese_name_to_a_file_in_an_ascii_locale(
    below_zero: str, tmp_path: Path
) -> None:
    result = run_app("replay", below_zero, home=tmp_path, env=ASCII_LOCALE)
    assert "Traceback" not in result.stderr
    assert "さくら: 0 + 0 - 10 = -10" in result.stdout
    assert "winner: さくら" in result.stdout


def test_share_writes_its_minus_sign_to_a_file_in_an_ascii_locale(
    below_zero: str, tmp_path: Path
) -> None:
    result = run_app("share", below_zero, home=tmp_path, env=ASCII_LOCALE)
    assert (result.returncode, result.stderr) == (0, "")
    assert "deal NEG1 \u2013 \u221210 points." in result.stdout


def test_an_encoding_the_user_chose_is_kept_with_a_mark_for_what_it_cannot_write(
    below_zero: str, tmp_path: Path
) -> None:
    result = run_app("replay", below_zero, home=tmp_path, env={"PYTHONIOENCODING": "ascii"})
    assert "Traceback" not in result.stderr
    assert "???: 0 + 0 - 10 = -10" in result.stdout
