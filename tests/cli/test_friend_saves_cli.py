"""A friend seated from the command line (--friend) as the real app: a game it starts is
autosaved in a form the next start reads back, and a friend's game the table could not
keep is refused before the window opens, in one line."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.deal import DEAL_CODE_MAX
from metrox_desktop.engine.board import Board
from metrox_desktop.persistence import saves
from metrox_desktop.sharing.friends import is_friend_kind
from metrox_desktop.sharing.result_code import encode
from tests.cli.running import run_app, start_until
from tests.sharing.games import bot_record

TOKYO = Board.load("tokyo")


def test_a_friend_with_a_long_japanese_name_is_autosaved_so_it_resumes(tmp_path: Path) -> None:
    code = encode(bot_record(TOKYO, "55G4R", ["東" * 80], ["greedy"]))  # 240 bytes of name
    home = tmp_path / "home"
    autosave = home / "data" / "autosave.json"
    still_running, err = start_until(autosave.exists, home, settle=0.5, args=("--friend", code))
    assert still_running and "Traceback" not in err, err
    saved = saves.read_save(autosave)  # as the next start reads it
    assert saved.match.deck.seed == "55G4R"
    assert saved.match.game.players[1].startswith("東") and is_friend_kind(saved.seats[1])


def test_a_friend_on_a_deal_code_the_table_cannot_keep_is_one_line(tmp_path: Path) -> None:
    seed = "D" * (DEAL_CODE_MAX + 1)
    code = encode(bot_record(TOKYO, seed, ["Yuki"], ["greedy"]))
    picture = tmp_path / "table.png"
    result = run_app("--friend", code, "--screenshot", str(picture), home=tmp_path)
    assert result.returncode == 2 and not picture.exists()
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith("metrox-desktop: --friend ")
    assert f"the deal code is longer than {DEAL_CODE_MAX} characters" in result.stderr


def test_a_friend_seated_in_japanese_sits_with_the_person_here_named_in_japanese(
    tmp_path: Path,
) -> None:
    """--friend with --lang ja seats the person here as Play against a result does in
    Japanese, "あなた" (it was "You"), and a friend whose game says "You" as "友だち"."""
    code = encode(bot_record(TOKYO, "55G4R", ["You"], ["greedy"]))
    home = tmp_path / "home"
    autosave = home / "data" / "autosave.json"
    args = ("--friend", code, "--lang", "ja")
    still_running, err = start_until(autosave.exists, home, settle=0.5, args=args)
    assert still_running and "Traceback" not in err, err
    saved = saves.read_save(autosave)
    assert saved.match.game.players == ("あなた", "友だち")
