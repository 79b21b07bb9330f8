"""`--lang ja|en` and the system's language, as a user starts the app: the window drawn
in Japanese differs from the English one, follows a Japanese system without the option,
and `--lang en` wins over the system."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.running import run_app

JAPANESE_SYSTEM = {"LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "LANGUAGE": "ja"}
ENGLISH_SYSTEM = {"LANG": "en_GB.UTF-8", "LC_ALL": "en_GB.UTF-8", "LANGUAGE": "en"}


def picture(tmp_path: Path, name: str, *args: str, env: dict[str, str]) -> bytes:
    out = tmp_path / f"{name}.png"
    result = run_app(
        "play", "--seed", "LANG1", "--play-turns", "3", "--screenshot", str(out), *args,
        home=tmp_path / name, env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return out.read_bytes()


@pytest.mark.parametrize("flag", ["--lang", "--lang="])
def test_an_unknown_language_is_one_line_and_status_2(tmp_path: Path, flag: str) -> None:
    args = [flag + "fr"] if flag.endswith("=") else [flag, "fr"]
    result = run_app("play", *args, home=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0
    assert "'ja', 'en'" in result.stderr


def test_lang_option_and_system_language(tmp_path: Path) -> None:
    english = picture(tmp_path, "en", "--lang", "en", env=ENGLISH_SYSTEM)
    japanese = picture(tmp_path, "ja", "--lang", "ja", env=ENGLISH_SYSTEM)
    assert japanese != english
    assert picture(tmp_path, "system-ja", env=JAPANESE_SYSTEM) == japanese
    assert picture(tmp_path, "system-en", env=ENGLISH_SYSTEM) == english
    assert picture(tmp_path, "forced-en", "--lang", "en", env=JAPANESE_SYSTEM) == english
