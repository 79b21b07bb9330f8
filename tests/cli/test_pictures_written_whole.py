"""Every picture and document the command line writes is whole or not written: on a
real, nearly full disk (a tmpfs with room for part of the file) the good file already
there stays byte for byte, the command says so in one line and exits 2, and nothing is
left beside it. A PDF cut short used to replace the good one and say "wrote"; a PNG
printed libpng's own line first."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.running import run_app
from tests.cli.test_maps_cli import write_record
from tests.persistence.hostile import fill, full_disk, leave_room

ROOM = 20_000  # bytes: a third of a sheet's PDF


@pytest.fixture(scope="module")
def made() -> dict[str, bytes]:
    """The good files made so far, by name (two cases share sheet.pdf)."""
    return {}


def good_file(folder: Path, name: str, made: dict[str, bytes]) -> bytes:
    """A good file made by the command itself while the disk had room (or one it made
    for an earlier case, written there)."""
    path = folder / name
    if name in made:
        path.write_bytes(made[name])
        return made[name]
    if name.startswith("sheets"):
        done = run_app("sheets", "--map", "tokyo", "--out", str(path), home=folder.parent / "home")
    else:
        done = run_app("maps", "render", "tokyo", "--out", str(path), home=folder.parent / "home")
    assert done.returncode == 0, done.stderr
    made[name] = path.read_bytes()
    return made[name]


@pytest.mark.parametrize(
    ("name", "command", "message"),
    [
        ("sheet.pdf", ["maps", "render", "osaka"], "cannot write the image"),
        ("sheet.svg", ["maps", "render", "osaka"], "cannot write the image"),
        ("sheet.png", ["maps", "render", "osaka"], "cannot write the image"),
        ("sheet.pdf", ["maps", "render", "tokyo", "--record", "RECORD"], "cannot write the image"),
        ("sheets.pdf", ["sheets", "--map", "osaka", "--copies", "3"], "cannot write the sheets"),
    ],
    ids=["render pdf", "render svg", "render png", "render a record as pdf", "blank sheets"],
)
def test_a_full_disk_leaves_the_good_file_byte_for_byte_and_says_so_in_one_line(
    tmp_path: Path, name: str, command: list[str], message: str, made: dict[str, bytes]
) -> None:
    record = write_record(tmp_path)
    command = [str(record) if part == "RECORD" else part for part in command]
    with full_disk(tmp_path / "small", size_kb=1024) as folder:  # room for the good file
        (folder / "filler").unlink()
        before = good_file(folder, name, made)
        fill(folder)
        leave_room(folder, ROOM)
        out = folder / name
        result = run_app(*command, "--out", str(out), home=tmp_path / "home")
        assert (result.returncode, result.stdout) == (2, "")
        assert result.stderr.splitlines() == [
            f"metrox-desktop: {out}: {message} (No space left on device)"
        ]
        assert out.read_bytes() == before
        assert sorted(p.name for p in folder.iterdir()) == ["filler", name]
