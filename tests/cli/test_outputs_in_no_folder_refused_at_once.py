"""A file a command writes (--screenshot, --out, --record) in a folder that is not there,
or named after a folder, is one line on stderr and exit status 2 at once: before the
window is drawn, a game autoplayed or a host started. A folder that is not there in
fresh processes, with a Qt platform that does not exist: any window at all would abort
the process instead. An output named after a folder by the command line's own main in
this process (run_main fails a test whose command asks for a window), host and join
there too in fresh processes (one that did not refuse would serve on)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from metrox_desktop.commands.options import shown
from tests.cli.running import run_app, run_main

RECORD = Path(__file__).parents[1] / "fixtures" / "records" / "osaka-full-3p.json"

COMMANDS: dict[str, Callable[[Path], list[str]]] = {
    "view": lambda out: ["view", str(RECORD), "--screenshot", str(out.with_suffix(".png"))],
    "play --to-end": lambda out: ["play", "--to-end", "--screenshot", str(out.with_suffix(".png"))],
    "game window": lambda out: ["--screenshot", str(out.with_suffix(".png"))],
    "flipper": lambda out: ["flipper", "--screenshot", str(out.with_suffix(".png"))],
    "inspect": lambda out: ["inspect", "tokyo", "--screenshot", str(out.with_suffix(".png"))],
    "sheets": lambda out: ["sheets", "--map", "tokyo", "--out", str(out.with_suffix(".pdf"))],
    "maps render": lambda out: ["maps", "render", "osaka", "--out", str(out.with_suffix(".png"))],
    "host --record": lambda out: ["host", "--listen", "127.0.0.1:0", "--record", str(out)],
    "join --record": lambda out: [
        *("join", "127.0.0.1:9", "--room", "ABCD", "--name", "Ann", "--record", str(out))
    ],
}
NO_WINDOW = {"QT_QPA_PLATFORM": "no-such-platform"}  # a window would abort the process


def refused(args: list[str], home: Path, in_a_process: bool = True) -> list[str]:
    """The lines on stderr of a command that stopped with exit status 2."""
    result = (
        run_app(*args, home=home, env=NO_WINDOW) if in_a_process else run_main(*args, home=home)
    )
    assert result.returncode == 2, result.stderr
    return result.stderr.splitlines()


@pytest.mark.parametrize("command", COMMANDS)
def test_an_output_in_a_folder_that_is_not_there_is_refused_at_once(
    tmp_path: Path, command: str
) -> None:
    args = COMMANDS[command](tmp_path / "missing" / "out")
    out = args[args.index("--record") + 1 if "--record" in args else -1]
    option = args[args.index(out) - 1]
    assert refused(args, tmp_path / "home") == [
        f"metrox-desktop: {option} {shown(out)}: no folder {shown(str(tmp_path / 'missing'))}"
    ]
    assert list(tmp_path.iterdir()) == []  # nothing made: no folder, no data folder


@pytest.mark.parametrize("command", COMMANDS)
def test_an_output_named_after_a_folder_is_refused_at_once(tmp_path: Path, command: str) -> None:
    args = COMMANDS[command](tmp_path / "folder")
    out = Path(args[args.index("--record") + 1 if "--record" in args else -1])
    out.mkdir()
    option = args[args.index(str(out)) - 1]
    in_a_process = command in ("host --record", "join --record")
    assert refused(args, tmp_path / "home", in_a_process) == [
        f"metrox-desktop: {option} {shown(str(out))}: is a folder, not a file"
    ]
    assert list(out.iterdir()) == []
