"""One process hosts a table of a data folder: a second `host --room CODE` on the same
folder is refused at once in one line (exit status 2) and never touches the first's
autosave; once the first is gone (killed), the table starts again. Real processes, on
127.0.0.1 only."""

from __future__ import annotations

import time
from pathlib import Path

from metrox_desktop.persistence import tables
from tests.net.tables import WAIT, App, Host


def test_a_second_host_of_the_same_table_is_refused_and_the_first_keeps_its_save(
    tmp_path: Path, monkeypatch
) -> None:
    home = tmp_path / "home"
    first = Host(home, "--room", "ONEX", "--players", "3", "--seed", "ONEHOST")
    monkeypatch.setenv("METROX_DESKTOP_HOME", str(home))
    saved = tables.host_path("ONEX")
    deadline = time.monotonic() + WAIT
    while not saved.exists():  # written just after the room line
        assert time.monotonic() < deadline, first.lines
        time.sleep(0.01)
    before = saved.read_bytes()

    second = App(home, "host", "--room", "onex", "--listen", "127.0.0.1:0", "--players", "2")
    assert second.finish(WAIT) == 2
    said = second.stderr()
    assert said.count("\n") == 1 and "Traceback" not in said
    assert said.startswith("metrox-desktop: --room ONEX: another process of this data folder")
    assert f"(process {first.process.pid})" in said
    assert second.lines == []  # no room line: nothing hosted
    assert saved.read_bytes() == before and first.process.poll() is None

    first.kill()  # the lock goes with its process: the table starts again
    again = Host(home, "--room", "ONEX")
    assert again.room == "ONEX" and tables.read_host("ONEX") is not None
