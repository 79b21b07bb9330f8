"""A screenshot on a full disk is one line and no file: the picture is encoded in memory
and written beside, then renamed (libpng wrote its own line and left half a PNG)."""

from __future__ import annotations

from pathlib import Path

from tests.cli.running import run_app
from tests.persistence.hostile import full_disk


def test_a_full_disk_leaves_no_half_picture_and_says_so_in_one_line(tmp_path: Path) -> None:
    with full_disk(tmp_path / "small", size_kb=64) as folder:
        (folder / "filler").unlink()
        (folder / "filler").write_bytes(b"\0" * 40_000)  # room for far less than a picture
        old = folder / "sheet.png"
        old.write_bytes(b"\x89PNG an older picture")
        result = run_app("--screenshot", str(old), home=tmp_path / "home")
        assert result.returncode == 2
        assert result.stderr.splitlines() == [
            f"metrox-desktop: cannot write {old}: No space left on device"
        ]
        assert old.read_bytes() == b"\x89PNG an older picture"  # the old file, whole
        assert sorted(p.name for p in folder.iterdir()) == ["filler", "sheet.png"]
