"""`metrox-desktop share`: one line for a chat, whose code gives back the very game."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, record_json, replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence.par_cache import remember_par
from metrox_desktop.sharing.result_code import decode, encode
from metrox_desktop.sharing.today import daily_deal
from tests.cli.running import run_app, run_main
from tests.sharing.games import bot_record

DAY = daily_deal(date(2026, 11, 26))


@pytest.fixture(scope="module")
def table() -> GameRecord:
    """Today's deal of 2026-11-26 at a table: a person and a bot."""
    record = bot_record(Board.load(DAY.map_id), DAY.code, ["Ann", "Bot"], ["greedy", "random"])
    return replace(record, today=DAY.mark(), seats=["person", "random"])


def write(folder: Path, record: GameRecord) -> str:
    path = folder / "game.json"
    path.write_text(record_json(record), encoding="utf-8")
    return str(path)


def totals(record: GameRecord) -> list[int]:
    board = Board.load(record.map)
    return [score(board, sheet).total for sheet in replay(record, board).sheets]


def share(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["share", *args]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.endswith("\n") and out.count("\n") == 1
    return out[:-1]


def test_the_line_names_map_deal_total_day_and_the_person_s_code(
    table: GameRecord, tmp_path: Path
) -> None:
    result = run_app("share", write(tmp_path, table), home=tmp_path)
    assert result.returncode == 0, result.stderr
    line = result.stdout.rstrip("\n")
    ann = totals(table)[0]
    assert line.startswith(
        f"MetroX Tokyo, deal {DAY.code} \u2013 {ann} points. Today's deal, 2026-11-26. "
    )
    code = line.rsplit(" ", 1)[1]
    assert decode(code).players == ["Ann"]
    assert [t.choices[0] for t in decode(code).turns] == [t.choices[0] for t in table.turns]


def test_code_alone_and_another_player(
    table: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = share(capsys, write(tmp_path, table), "--code", "--player", "bot")
    assert decode(code).players == ["Bot"]
    # the bot's own choices (its score alone may differ: crowns were shared at the table)
    assert [t.choices[0] for t in decode(code).turns] == [t.choices[1] for t in table.turns]


def test_a_known_par_gives_the_share_of_par_and_practice_is_said(
    table: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    remember_par(DAY.map_id, DAY.deck, DAY.code, 50)
    practice = replace(table, today=DAY.mark(practice=True))
    line = share(capsys, write(tmp_path, practice))
    ann = totals(table)[0]
    said = f" \u2013 {ann} points ({round(2 * ann)}% of par). Today's deal, 2026-11-26 (practice). "
    assert said in line


def test_mistakes_are_one_line(table: GameRecord, tmp_path: Path) -> None:
    path = write(tmp_path, table)
    result = run_app("share", path, "--player", "Cy", home=tmp_path)
    assert (result.returncode, result.stderr) == (
        2,
        "metrox-desktop: --player 'Cy': no such player (players: Ann, Bot)\n",
    )
    no_deal = write(tmp_path, replace(table, seed=None, today=None))
    result = run_main("share", no_deal, home=tmp_path)
    assert (result.returncode, result.stderr) == (
        2,
        f"metrox-desktop: {no_deal}: the record does not say how its cards were dealt\n",
    )


def test_a_result_code_given_to_share_says_share_takes_a_record_and_what_reads_a_code(
    tmp_path: Path,
) -> None:
    """A friend's result code given to share (alone, or in a link) is said to be one:
    share takes a saved game's record file, compare and view read a result code; where
    it said only "no such file". view then shows that very game."""
    code = encode(bot_record(Board.load("tokyo"), "HXM7Q", ["Yuki"], ["greedy"]))
    for run, given in ((run_app, code), (run_main, f"https://example.com/result?code={code}")):
        result = run("share", given, home=tmp_path)
        assert result.returncode == 2 and result.stdout == ""
        line = result.stderr
        assert line.count("\n") == 1 and "Traceback" not in line
        assert "no such file" not in line
        assert "is a result code, not a file" in line
        assert "share takes a saved game's record file" in line
        assert "compare CODE or view CODE" in line
    picture = tmp_path / "friend.png"
    shown = run_app(
        "view",
        f"https://example.com/result?code={code}",
        "--screenshot",
        str(picture),
        home=tmp_path,
    )
    assert shown.returncode == 0, shown.stderr
    assert picture.stat().st_size > 0


def test_a_records_text_pasted_is_shared_as_its_file_is(table: GameRecord, tmp_path: Path) -> None:
    """The record's text itself (as compare and view read it), where share said "no
    such file" quoting the whole text on one line; a text cut short is one short line."""
    text = record_json(table)
    as_file = run_main("share", write(tmp_path, table), home=tmp_path)
    pasted = run_main("share", text, home=tmp_path)
    assert pasted.returncode == 0 and pasted.stdout == as_file.stdout
    cut = run_main("share", text[:300], home=tmp_path)
    assert cut.returncode == 2 and "not valid JSON" in cut.stderr and len(cut.stderr) < 200
