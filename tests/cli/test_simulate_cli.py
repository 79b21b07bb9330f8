"""`metrox-desktop simulate`: statistics of seeded games, text and JSON, and bad input."""

from __future__ import annotations

import json
import os
import pty
import select
import signal
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from metrox_desktop.cli import main
from metrox_desktop.commands.options import shown
from metrox_desktop.engine.ai import play_game, strategies, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.scoring import score
from metrox_desktop.maps.loader import resource_dir
from tests.cli.running import SMALL_PAR, ctrl_c_reaches_it, run_app
from tests.persistence.hostile import full_disk

KNOWN = "random (very easy), greedy (easy), normal (medium), strong (hard)"


def simulate(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["simulate", *args, "--json"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1
    result: dict[str, Any] = json.loads(out[0])
    return result


def totals(map_id: str, strategy: str, seeds: list[str], players: int = 1) -> list[int]:
    """Every player's total in the games dealt from ``seeds``, played by ``strategy``."""
    board, chooser = Board.load(map_id), strategy_named(strategy)
    games = [play_game(board, load_deck(), ["P"] * players, [chooser] * players, s) for s in seeds]
    return [score(board, sheet).total for game in games for sheet in game.sheets]


def test_json_has_the_statistics_of_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--map", "osaka", "--strategy", "greedy", "--games", "8", "--seed", "x"]
    result = simulate(capsys, *args)
    assert {"mean", "stdev", "min", "max", "games", "games_per_second"} <= result.keys()
    assert result["games"] == 8 and result["map"] == "osaka" and result["strategy"] == "greedy"
    # Game i is dealt from seed "X-i" (the code as the window deals it, in upper case):
    # the numbers are those of these games.
    played = totals("osaka", "greedy", [f"X-{i}" for i in range(8)])
    assert result["mean"] == pytest.approx(statistics.fmean(played))
    assert result["stdev"] == pytest.approx(statistics.stdev(played))
    assert (result["min"], result["max"]) == (min(played), max(played))
    assert result["games_per_second"] > 0


def test_a_strategy_may_be_named_by_its_level_in_the_window(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """--strategy easy plays the greedy bot (the window's "easy"): the same games."""
    by_level = simulate(capsys, "--strategy", "easy", "--games", "3", "--seed", "L")
    by_name = simulate(capsys, "--strategy", "greedy", "--games", "3", "--seed", "L")
    assert by_level["strategy"] == "greedy"
    assert by_level["mean"] == by_name["mean"] and by_level["max"] == by_name["max"]


def test_help_lists_the_strategies_with_their_levels(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert KNOWN in " ".join(capsys.readouterr().out.split())


def test_the_same_seed_gives_the_same_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    def numbers(seed: str) -> dict[str, Any]:
        result = simulate(capsys, "--games", "30", "--seed", seed)
        del result["games_per_second"], result["ms_per_decision"]  # timings vary
        return result

    assert numbers("7") == numbers("7")
    assert numbers("7") != numbers("8")


def test_every_players_total_counts(capsys: pytest.CaptureFixture[str]) -> None:
    result = simulate(capsys, "--games", "4", "--players", "3", "--seed", "3")
    assert result["players"] == 3 and result["games"] == 4
    played = totals("tokyo", "random", [f"3-{i}" for i in range(4)], players=3)
    assert len(played) == 12
    assert result["mean"] == pytest.approx(statistics.fmean(played))
    assert (result["min"], result["max"]) == (min(played), max(played))


def test_greedy_beats_random(capsys: pytest.CaptureFixture[str]) -> None:
    greedy = simulate(capsys, "--strategy", "greedy", "--games", "100")
    random_ = simulate(capsys, "--strategy", "random", "--games", "100")
    assert greedy["mean"] > random_["mean"]


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "20", "--seed", "5", "--strategy", "greedy"]) == 0
    lines = capsys.readouterr().out.splitlines()
    result = simulate(capsys, "--games", "20", "--seed", "5", "--strategy", "greedy")
    assert lines[0] == "tokyo, greedy strategy, 1 player, 20 games (seed 5)"
    assert lines[1] == (
        f"total score: mean {result['mean']:.2f}, stdev {result['stdev']:.2f}, "
        f"min {result['min']}, max {result['max']}"
    )
    assert lines[2].endswith(" ms per decision") and " games/s, " in lines[2]


def test_a_map_file_can_be_simulated(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(Path(str(resource_dir("maps"))) / "osaka.json")
    by_file = simulate(capsys, "--map", path, "--games", "5")
    by_id = simulate(capsys, "--map", "osaka", "--games", "5")
    assert by_file["mean"] == by_id["mean"]


def test_help_says_every_player_counts(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert "every player's total counts" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "0"], "--games must be between 1"),
        (["--games", "-3"], "--games must be between 1"),
        (["--games", "many"], "--games must be a whole number"),
        (["--players", "0"], "--players must be between 1 and 99"),
        (["--players", "100"], "--players must be between 1 and 99"),
        # Every strategy the engine has is named (the AI adds more over time).
        (["--strategy", "clever"], f"no strategy called 'clever' (known: {KNOWN})"),
        (["--map", "kyoto"], "kyoto: no such file or built-in map"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["simulate", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in captured.err


def test_a_broken_map_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main(["simulate", "--map", str(broken)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"metrox-desktop: {broken}")


def test_json_and_text_give_the_mean_time_per_decision(capsys: pytest.CaptureFixture[str]) -> None:
    result = simulate(capsys, "--games", "5", "--players", "2")
    assert result["ms_per_decision"] > 0
    assert main(["simulate", "--games", "5"]) == 0
    assert " ms per decision" in capsys.readouterr().out


def test_the_bot_levels_are_strategies_simulate_plays(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # normal is strong's search with a fifth of the work (strong: the same, slower); here
    # with a small search, for simulate and the game played beside it alike.
    monkeypatch.setattr(strategies, "NORMAL_WORK", SMALL_PAR[1])
    result = simulate(capsys, "--map", "osaka", "--strategy", "normal", "--games", "1")
    assert result["strategy"] == "normal" and result["ms_per_decision"] > 0
    assert result["mean"] == totals("osaka", "normal", ["0-0"])[0]


def start_on_a_terminal(*args: str) -> tuple[subprocess.Popen[bytes], int]:
    """simulate as a real process whose standard error is a terminal (a pty)."""
    terminal, stderr = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", "simulate", *args],
        stdout=subprocess.PIPE,
        stderr=stderr,
        preexec_fn=ctrl_c_reaches_it,
    )
    os.close(stderr)
    return process, terminal


def read_terminal_until(terminal: int, text: bytes) -> bytes:
    seen = b""
    while text not in seen:
        ready, _, _ = select.select([terminal], [], [], 60)
        assert ready, f"no {text!r} on the terminal: {seen!r}"
        seen += os.read(terminal, 4096)
    return seen


needs_pty = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")


@needs_pty
def test_ctrl_c_shows_the_statistics_of_the_games_played_so_far() -> None:
    process, terminal = start_on_a_terminal("--games", "10000000")
    shown = read_terminal_until(terminal, b"left")
    assert b"of 10,000,000 games" in shown
    process.send_signal(signal.SIGINT)
    out, _ = process.communicate(timeout=60)
    os.close(terminal)
    assert process.returncode == 130
    text = out.decode()
    assert "stopped early (of 10,000,000)" in text and "total score: mean" in text


@needs_pty
def test_json_output_shows_no_progress_even_on_a_terminal() -> None:
    process, terminal = start_on_a_terminal("--games", "300", "--json")
    out, _ = process.communicate(timeout=120)
    shown = b""
    while select.select([terminal], [], [], 0)[0]:
        try:
            chunk = os.read(terminal, 4096)
        except OSError:  # the other end is closed
            break
        if not chunk:
            break
        shown += chunk
    os.close(terminal)
    assert process.returncode == 0 and shown == b""
    assert json.loads(out)["games"] == 300


def test_no_progress_when_standard_error_is_not_a_terminal(tmp_path: Path) -> None:
    result = run_app("simulate", "--games", "300", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and "300 games" in result.stdout


def test_records_a_full_disk_cannot_take_are_said_with_the_file(tmp_path: Path) -> None:
    """The disk fills while the records are written: the line names the record that
    could not be written (a write to an open file names none), the ones before it stay."""
    with full_disk(tmp_path / "small", size_kb=64) as folder:
        (folder / "filler").unlink()
        (folder / "filler").write_bytes(b"\0" * (64 * 1024 - 2 * 4096))  # room for two
        result = run_app(
            "simulate",
            "--games",
            "5",
            "--seed",
            "F",
            "--records",
            str(folder),
            home=tmp_path / "home",
        )
        assert result.returncode == 2
        kept = sorted(p.name for p in folder.iterdir() if p.name != "filler")
        assert kept == ["tokyo-F-0.json", "tokyo-F-1.json"]
        assert result.stderr.splitlines() == [
            f"metrox-desktop: {shown(str(folder / 'tokyo-F-2.json'))}: No space left on device"
        ]
        for name in kept:
            assert json.loads((folder / name).read_text("utf-8"))["seed"] == "F-" + name[8]


def test_records_into_a_link_to_nothing_say_where_it_leads_and_make_nothing(
    tmp_path: Path,
) -> None:
    """A link to a folder that is not there (a drive not mounted): one line saying so,
    where mkdir said 'File exists'; nothing made where the link leads."""
    link = tmp_path / "records"
    link.symlink_to(tmp_path / "drive" / "records")
    result = run_app("simulate", "--games", "2", "--records", str(link), home=tmp_path / "home")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"metrox-desktop: --records {shown(str(link))}: it is a link to"
        f" {tmp_path / 'drive' / 'records'}, which does not exist (a drive not mounted?)"
    ]
    assert not (tmp_path / "drive").exists() and link.is_symlink()
