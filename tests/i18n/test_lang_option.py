"""`--lang ja|en` and the system's language, as a user starts the app: `--lang ja` draws
another window than `--lang en`; without it the app follows the system's language,
unless one was chosen in View > Language. (A Japanese system also changes Qt's font
choice, so pictures are only compared under one system.)"""

from __future__ import annotations

import os
import subprocess
import sys
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


def test_lang_option_changes_the_window(tmp_path: Path) -> None:
    english = picture(tmp_path, "en", "--lang", "en", env=ENGLISH_SYSTEM)
    japanese = picture(tmp_path, "ja", "--lang", "ja", env=ENGLISH_SYSTEM)
    assert japanese != english  # (equal pictures are not compared: timing under load)


def menu_word(tmp_path: Path, env: dict[str, str], saved: str | None = None) -> str:
    """What the started app calls the Game menu (make_app, as every window starts)."""
    home = tmp_path / "home"
    code = "from metrox_desktop.ui.start.app import make_app; "
    if saved is not None:
        code += (
            "from metrox_desktop.persistence.settings import Settings; s = Settings.load(); "
            f"s.language = {saved!r}; s.save(); "
        )
    code += "print(make_app().translate('MainWindow', '&Game'))"
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(home)) | env,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_the_language_follows_the_system_unless_one_was_chosen(tmp_path: Path) -> None:
    assert menu_word(tmp_path, JAPANESE_SYSTEM) == "ゲーム(&G)"
    assert menu_word(tmp_path, ENGLISH_SYSTEM) == "&Game"
    assert (
        menu_word(tmp_path, {"LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "LANGUAGE": "fr"})
        == "&Game"
    )
    assert menu_word(tmp_path, JAPANESE_SYSTEM, saved="en") == "&Game"  # View > Language
    assert menu_word(tmp_path, ENGLISH_SYSTEM, saved="ja") == "ゲーム(&G)"
