"""`metrox-desktop flipper --print`: the flips of a deal, in fresh processes where the
process is the point (two of them, a kill, what it imports, a refusal's exit status),
else by the command line's own main in this process."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from metrox_desktop.commands.options import shown
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.rules import legal_choices
from metrox_desktop.persistence.flipper import flipper_path
from metrox_desktop.ui.flipper.table import FlipperTable
from tests.cli.running import run_app, run_main


def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    return run_app("flipper", *args, home=home)


def printed_cards(output: str) -> list[str]:
    """The card codes of ``--print``'s lines ("7 6 reshuffle" -> "6"), in turn order."""
    lines = [line.split() for line in output.splitlines() if not line.startswith("#")]
    assert [int(words[0]) for words in lines] == list(range(1, len(lines) + 1))
    return [words[1] for words in lines]


def game_cards(map_id: str, seed: str, players: int = 2) -> list[str]:
    """Every card of a whole game dealt from ``seed``, players choosing at random."""
    board = Board.load(map_id)
    match = Match.new(board, [f"P{p}" for p in range(players)], load_deck(), seed)
    rng = random.Random(seed)
    cards = []
    while match.phase is not Phase.OVER:
        match = match.flip()
        assert match.card is not None
        cards.append(match.card.code)
        for p in range(players):
            choices = legal_choices(board, match.game.sheets[p], match.card)
            match = match.choose(p, rng.choice(choices) if choices else None)
        match = match.resolve()
    return cards


def test_the_same_code_flips_the_same_cards_in_two_processes(tmp_path: Path) -> None:
    first = run("--seed", "TABLE7", "--flips", "20", "--print", home=tmp_path / "a")
    second = run("--seed", "TABLE7", "--flips", "20", "--print", home=tmp_path / "b")
    assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
    assert printed_cards(first.stdout) == printed_cards(second.stdout)
    assert len(printed_cards(first.stdout)) == 20
    other = run("--seed", "TABLE8", "--flips", "20", "--print", home=tmp_path / "c")
    assert printed_cards(other.stdout) != printed_cards(first.stdout)


@pytest.mark.parametrize(("map_id", "seed"), [("tokyo", "ABC"), ("osaka", "K9"), ("tokyo", "77")])
def test_print_gives_a_game_s_cards_to_its_end(tmp_path: Path, map_id: str, seed: str) -> None:
    """A game with the code meets the same cards, and ends on the last card printed:
    a table on paper stops when the flipper says so, whatever it chose."""
    result = run_main("flipper", "--seed", seed, "--map", map_id, "--print", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert printed_cards(result.stdout) == game_cards(map_id, seed)
    assert not (tmp_path / "data").exists()  # --print never touches the table's autosave


def test_print_marks_the_reshuffle_card(tmp_path: Path) -> None:
    result = run_main("flipper", "--seed", "ABC", "--flips", "3", "--print", home=tmp_path)
    assert result.stdout.splitlines()[1:] == ["1 3", "2 star", "3 6 reshuffle"]


@pytest.mark.parametrize(
    ("args", "start"),
    [
        (["--seed", ""], "--seed ''"),
        (["--seed", "x" * 41], "--seed"),
        (["--seed", "a\tb"], "--seed"),
        (["--deck", "poker"], "no deck 'poker'"),
        (["--map", "paris"], "no map 'paris'"),
        (["--flips", "-1"], "--flips must be 0 or more"),
        (["--flips", "many"], "flipper: argument --flips"),
        (["--seed", "ABC", "--flips", "40"], "--flips 40: on tokyo sheets the deal 'ABC' ends"),
    ],
)
def test_mistakes_are_one_line_and_status_2(tmp_path: Path, args: list[str], start: str) -> None:
    in_a_process = args[0] == "--map" or args[1] == "many"  # the command's, argparse's
    result = (run_app if in_a_process else run_main)("flipper", *args, "--print", home=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and start in lines[0], result.stderr
    assert result.stdout == ""


def test_screenshot_shows_the_card_and_keeps_the_autosave(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    out = tmp_path / "flipper.png"
    result = run("--seed", "ABC", "--flips", "3", "--screenshot", str(out), home=tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() >= 1280 and image.height() >= 800
    assert not (tmp_path / "data").exists()  # a picture never touches the table's autosave
    unwritable = run("--flips", "1", "--screenshot", str(tmp_path / "no" / "x.png"), home=tmp_path)
    assert unwritable.returncode == 2
    assert unwritable.stderr.strip() == (
        f"metrox-desktop: --screenshot {shown(str(tmp_path / 'no' / 'x.png'))}:"
        f" no folder {shown(str(tmp_path / 'no'))}"
    )


def test_a_killed_flipper_goes_on_at_the_same_card(user_home: Path) -> None:
    """The window's autosave is on disk as soon as the flips are made: kill -9 loses none."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", METROX_DESKTOP_HOME=str(user_home))
    window = subprocess.Popen(
        [sys.executable, "-m", "metrox_desktop", "flipper", "--seed", "ABC", "--flips", "5"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while not flipper_path().exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert window.poll() is None, "the flipper window should still be open"
    finally:
        window.send_signal(signal.SIGKILL)
        window.wait(timeout=30)
    table, problem = FlipperTable.at_start()
    assert problem is None and table.flips.seed == "ABC" and table.flips.turn == 5
    assert [c.code for c in table.flips.cards] == printed_cards(
        run_main("flipper", "--seed", "ABC", "--flips", "5", "--print", home=user_home).stdout
    )


def test_print_runs_without_loading_qt(tmp_path: Path) -> None:
    """A table's helper script, or a machine without a display, can list a deal's cards."""
    result = run_app(
        "flipper",
        "--seed",
        "ABC",
        "--flips",
        "3",
        "--print",
        home=tmp_path,
        env={"PYTHONPROFILEIMPORTTIME": "1"},  # every import is listed on stderr
    )
    assert result.stdout.splitlines()[-1] == "3 6 reshuffle"
    assert "metrox_desktop.engine.cards" in result.stderr  # the listing is there...
    assert "PySide6" not in result.stderr  # ...and Qt is not in it
