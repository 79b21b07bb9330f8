"""What the saves, records and maps say reaches the window in its language: a damaged
autosave, a file that is not a game, a game edited into a move the rules forbid, a
file without its checksum. The command line keeps the English."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from metrox_desktop.maps.loader import resource_dir
from metrox_desktop.persistence import saves
from metrox_desktop.ui.inspector.window import InspectorWindow
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.window.main_window import MainWindow
from tests.cli.running import run_app
from tests.persistence.hostile import full_disk
from tests.ui.helpers import click_choice, open_window, replace_without_asking

JAPANESE_SYSTEM = {"LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "LANGUAGE": "ja"}


@pytest.fixture
def warnings(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The window's warning dialogs, in Japanese (the texts they show)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *_a: shown.append(text))
    set_language("ja")
    yield shown
    set_language("en")


def english_words(text: str, *allowed: str) -> list[str]:
    """Words of English left in a message once the file names in it are taken out."""
    for part in allowed:
        text = text.replace(part, "")
    return re.findall(r"[A-Za-z]{3,}", text)


def saved_game(qtbot: object, path: Path, turns: int = 2) -> MainWindow:
    window = open_window(qtbot)
    window.start_game("tokyo", seed="JAPAN")
    for _ in range(turns):
        window.controller.flip()
        click_choice(window, window.session.legal_choices()[-1])
    assert window.save_game_as(str(path))
    return window


def edited(
    path: Path, change: Callable[[dict[str, Any]], object], source: Path | None = None
) -> Path:
    """``path`` holding the JSON of ``source`` (default: itself) after ``change``."""
    data = json.loads((source or path).read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_damaged_autosave_is_reported_in_japanese(qtbot, warnings: list[str]) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    window = open_window(qtbot)
    window.open_at_start("tokyo", "okazu-20", None)
    qtbot.waitUntil(lambda: bool(warnings))
    [message] = warnings
    aside = str(path.with_name("autosave.json.damaged"))
    assert "正しいJSONではありません" in message and f"{aside} として残してあります" in message
    # JSON's own reason ("Expecting property name...") is Python's, quoted as it is.
    assert "kept as" not in message and "not valid" not in message


def test_a_file_that_is_not_a_game_is_refused_in_japanese(
    qtbot, tmp_path: Path, warnings: list[str]
) -> None:
    window = saved_game(qtbot, tmp_path / "game.json")
    folder = tmp_path / "a folder.json"
    folder.mkdir()
    assert not window.open_game(str(folder))
    assert warnings == [f"{folder}：ゲーム記録ファイルではなくフォルダーです"]


def test_a_game_edited_into_a_forbidden_move_is_refused_in_japanese(
    qtbot, tmp_path: Path, warnings: list[str]
) -> None:
    path = tmp_path / "game.json"
    window = saved_game(qtbot, path)
    # No such route, no such station.
    edited(path, lambda game: game["turns"][0].update(choices=["Q"]))
    assert not window.open_game(str(path))
    box = window.findChild(QMessageBox)  # the message shown over the window
    assert warnings == [] and box is not None
    assert box.text() == "このファイルは壊れているか、MetroX のゲームではありません。"
    message = box.detailedText()
    assert message.startswith(f"{path}：1ターン目、プレイヤー あなた：")
    assert message.endswith("（アプリが書いた後にファイルが変更されています）")
    assert english_words(message, str(path), "tokyo") == []


def test_a_file_without_its_checksum_opens_with_a_note_in_japanese(
    qtbot, tmp_path: Path, warnings: list[str]
) -> None:
    path = tmp_path / "game.json"
    window = saved_game(qtbot, path)
    edited(path, lambda game: game.pop("checksum"))
    replace_without_asking()
    assert window.open_game(str(path))
    qtbot.waitUntil(lambda: bool(warnings))
    assert warnings == [
        f"{path} にはチェックサムがありません：別のプログラムで書かれたか、"
        "手で編集されたファイルです"
    ]


def test_the_command_line_keeps_the_english(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    result = run_app("replay", str(path), home=tmp_path / "home", env=JAPANESE_SYSTEM)
    assert result.returncode == 2
    assert f"{path}: not valid JSON" in result.stderr and "ターン" not in result.stderr


def test_the_inspector_lists_a_map_file_problem_in_japanese(
    qtbot, tmp_path: Path, warnings: list[str]
) -> None:
    tokyo = Path(str(resource_dir("maps").joinpath("tokyo.json")))
    path = edited(
        tmp_path / "broken.json", lambda m: m["routes"][1]["stations"].__setitem__(0, "Q99"), tokyo
    )
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    first = window.problems_list.item(0).text()
    assert first == "1. $.routes[1].stations[0]：駅マス 'Q99' はありません"


def test_a_record_missing_its_players_says_so_in_japanese(
    qtbot, tmp_path: Path, warnings: list[str]
) -> None:
    window = saved_game(qtbot, tmp_path / "game.json")
    path = tmp_path / "no players.json"
    path.write_text('{"format": "metrox-game/1", "map": "tokyo"}', encoding="utf-8")
    assert not window.open_game(str(path))
    box = window.findChild(QMessageBox)  # the message shown over the window
    assert warnings == [] and box is not None
    assert box.detailedText() == (
        f"{path}：metrox-game/1 の記録ではありません：players：必要な項目がありません"
    )


def test_a_full_disk_is_reported_in_japanese(qtbot, tmp_path: Path, warnings: list[str]) -> None:
    window = saved_game(qtbot, tmp_path / "game.json")
    with full_disk(tmp_path / "full") as folder:  # a real, full file system
        path = folder / "game.json"
        assert not window.save_game_as(str(path))
    assert warnings == [f"{path}：ディスクの空き容量がありません"]
