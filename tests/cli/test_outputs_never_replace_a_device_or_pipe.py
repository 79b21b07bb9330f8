"""A file the command line writes (--out, --screenshot, --record) is written beside its
name and renamed over it: named after a device or a named pipe (or a link to one), that
rename would put a file in its place (``sheets --out /dev/null`` run as root replaced
the system's /dev/null). Such a name is one line and exit status 2, and stays as it was.
A pipe in a fresh process for each command; a device by the command line's own main in
this process (host in a fresh process always: one that did not refuse would serve on)."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from metrox_desktop.commands.options import shown
from tests.cli.running import run_app, run_main

NULL_DEVICE = os.makedev(1, 3)  # what /dev/null is on Linux


def a_pipe(path: Path) -> None:
    os.mkfifo(path)


def a_device(path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("only root makes a device node")
    os.mknod(path, 0o644 | stat.S_IFCHR, NULL_DEVICE)


def a_link_to_a_device(path: Path) -> None:
    a_device(path.with_name("device"))
    path.symlink_to(path.with_name("device"))


COMMANDS: dict[str, Callable[[Path], list[str]]] = {
    "sheets": lambda out: ["sheets", "--map", "tokyo", "--out", str(out.with_suffix(".pdf"))],
    "maps render": lambda out: ["maps", "render", "osaka", "--out", str(out.with_suffix(".png"))],
    "screenshot": lambda out: ["--screenshot", str(out.with_suffix(".png"))],
    "host --record": lambda out: ["host", "--listen", "127.0.0.1:0", "--record", str(out)],
}


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("make", [a_pipe, a_device, a_link_to_a_device])
def test_a_device_or_pipe_named_for_the_output_is_refused_and_left_as_it_is(
    tmp_path: Path, command: str, make: Callable[[Path], None]
) -> None:
    args = COMMANDS[command](tmp_path / "out")
    out = Path(args[-1])
    make(out)
    kind = stat.S_IFMT(out.stat().st_mode)
    run = run_app if make is a_pipe or command == "host --record" else run_main
    result = run(*args, home=tmp_path / "home")
    assert result.returncode == 2
    option = args[-2]
    assert result.stderr.splitlines() == [
        f"metrox-desktop: {option} {shown(str(out))}: not a file but a device or a pipe, which"
        " the file written would replace; name a file"
    ]
    assert stat.S_IFMT(out.stat().st_mode) == kind  # a pipe or a device still
    assert out.is_symlink() == (make is a_link_to_a_device)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "home") == sorted(
        [out.name] + (["device"] if make is a_link_to_a_device else [])
    )
