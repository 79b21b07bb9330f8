"""Result codes at and past what a game record holds, given to the real command line:
a name over 100 characters or a deal code over 200 is one line, a table of 99 seats
compares and 100 are refused in one line, and a code longer than a file's name may be
is read as a code."""

from __future__ import annotations

from pathlib import Path

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.record_limits import NAME_MOST, PLAYERS_MOST, SEED_MOST
from metrox_desktop.sharing.result_code import encode
from tests.cli.running import run_app, run_main
from tests.sharing.games import bot_record, unchecked_record

TOKYO = Board.load("tokyo")


def one_line(result: object, start: str) -> None:
    assert result.returncode == 2, result.stdout  # type: ignore[attr-defined]
    err = result.stderr  # type: ignore[attr-defined]
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert err.startswith(start), err


def test_a_code_holding_more_than_a_record_is_one_line_for_compare_and_friend(
    tmp_path: Path,
) -> None:
    long_name = encode(unchecked_record(TOKYO, "55G4R", ["N" * (NAME_MOST + 1)], ["greedy"]))
    long_deal = encode(unchecked_record(TOKYO, "d" * (SEED_MOST + 1), ["Ann"], ["greedy"]))
    mine = encode(bot_record(TOKYO, "55G4R", ["Me"], ["greedy"]))
    name_words = f"the name in the result code is {NAME_MOST + 1} characters long"
    deal_words = f"the deal code in the result code is {SEED_MOST + 1} characters long"
    # the long name in fresh processes, the long deal by main in this process
    for run, code, words in ((run_app, long_name, name_words), (run_main, long_deal, deal_words)):
        one_line(run("compare", mine, code, home=tmp_path), "metrox-desktop: ")
        result = run("compare", code, home=tmp_path)
        assert words in result.stderr
        picture = tmp_path / "table.png"
        result = run("play", "--friend", code, "--screenshot", str(picture), home=tmp_path)
        one_line(result, "metrox-desktop: --friend ")
        assert words in result.stderr and not picture.exists()


def test_compare_takes_a_table_of_99_and_refuses_one_more_in_one_line(tmp_path: Path) -> None:
    names = [f"P{n}" for n in range(1, PLAYERS_MOST + 1)]
    table = bot_record(TOKYO, "K7Q2M", names, ["random"] * PLAYERS_MOST)
    codes = [encode(table, player, TOKYO) for player in range(PLAYERS_MOST)]
    result = run_app("compare", *codes, home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"tokyo, deal K7Q2M: {PLAYERS_MOST} games")
    one_more = encode(bot_record(TOKYO, "K7Q2M", ["Extra"], ["greedy"]))
    result = run_app("compare", *codes, one_more, home=tmp_path)
    one_line(result, f"metrox-desktop: {PLAYERS_MOST + 1} players: a table game holds at most")


def test_a_code_longer_than_a_file_name_is_read_as_a_code(tmp_path: Path) -> None:
    name = "東" * NAME_MOST  # 300 bytes of UTF-8: a code of some 500 characters
    code = encode(bot_record(TOKYO, "55G4R", [name], ["greedy"]))
    assert len(code) > 255
    result = run_main("compare", code, home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert name in result.stdout
