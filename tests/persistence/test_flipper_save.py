"""The card flipper's autosave: written whole, read back, and hostile files set aside."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from metrox_desktop.persistence.flipper import (
    MAX_EARLIER,
    FlipperSave,
    FlipperSaveError,
    flipper_path,
    load_flipper_autosave,
    read_flipper,
    write_flipper,
)

SAVE = FlipperSave("okazu-20", "ABC", "tokyo", ("3", "star", "6"))


def test_a_save_reads_back_as_written() -> None:
    write_flipper(SAVE)
    assert read_flipper(flipper_path()) == SAVE
    assert load_flipper_autosave() == SAVE
    write_flipper(FlipperSave("okazu-20", "ABC", "osaka", ()))
    assert json.loads(Path(str(flipper_path()) + ".bak").read_text())["cards"] == ["3", "star", "6"]


def test_the_deals_left_read_back_the_latest_ten() -> None:
    left = tuple(FlipperSave("okazu-20", f"L{n}", "osaka", ("3",)) for n in range(12))
    write_flipper(replace(SAVE, earlier=left))
    assert read_flipper(flipper_path()) == replace(SAVE, earlier=left[-MAX_EARLIER:])
    written = json.loads(flipper_path().read_text())
    assert written["earlier"][-1] == {
        "deck": "okazu-20",
        "seed": "L11",
        "map": "osaka",
        "cards": ["3"],
    }
    write_flipper(SAVE)  # none left: as an older version writes it
    assert "earlier" not in json.loads(flipper_path().read_text())


def test_no_autosave_is_none() -> None:
    assert load_flipper_autosave() is None


HOSTILE: dict[str, bytes] = {
    "not JSON": b"{not json",
    "binary": b"\x00\xff\xfe garbage",
    "too large": b"[" + b"0," * 40_000 + b"0]",
    "deeply nested": b"[" * 100_000,
    "another format": json.dumps({"format": "metrox-game/1", "map": "tokyo"}).encode(),
    "a list": b"[1, 2, 3]",
    "seed not text": json.dumps(
        {"format": "metrox-flipper/1", "deck": "okazu-20", "seed": 5, "map": "tokyo", "cards": []}
    ).encode(),
    "cards not codes": json.dumps(
        {"format": "metrox-flipper/1", "deck": "okazu-20", "seed": "A", "map": "t", "cards": [1]}
    ).encode(),
    "earlier not a list": json.dumps(
        {
            "format": "metrox-flipper/1",
            "deck": "o",
            "seed": "A",
            "map": "t",
            "cards": [],
            "earlier": {"seed": "B"},
        }
    ).encode(),
    "an earlier deal not a deal": json.dumps(
        {
            "format": "metrox-flipper/1",
            "deck": "o",
            "seed": "A",
            "map": "t",
            "cards": [],
            "earlier": [["B"]],
        }
    ).encode(),
    "an earlier deal without its cards": json.dumps(
        {
            "format": "metrox-flipper/1",
            "deck": "o",
            "seed": "A",
            "map": "t",
            "cards": [],
            "earlier": [{"deck": "o", "seed": "B", "map": "t"}],
        }
    ).encode(),
    "endless earlier deals": json.dumps(
        {
            "format": "metrox-flipper/1",
            "deck": "o",
            "seed": "A",
            "map": "t",
            "cards": [],
            "earlier": [{"deck": "o", "seed": "B", "map": "t", "cards": []}] * 11,
        }
    ).encode(),
    "endless flips": json.dumps(
        {"format": "metrox-flipper/1", "deck": "o", "seed": "A", "map": "t", "cards": ["2"] * 3000}
    ).encode(),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_autosave_is_one_line_and_set_aside(name: str) -> None:
    path = flipper_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(HOSTILE[name])
    with pytest.raises(FlipperSaveError) as caught:
        load_flipper_autosave()
    message = str(caught.value)
    assert "\n" not in message and "kept as" in message and str(path) in message
    assert not path.exists()
    assert Path(str(path) + ".damaged").read_bytes() == HOSTILE[name]  # the file, untouched


def test_a_folder_in_place_of_the_autosave_is_one_line() -> None:
    flipper_path().mkdir(parents=True)
    with pytest.raises(FlipperSaveError, match="is a folder"):
        read_flipper(flipper_path())


def test_a_second_damaged_autosave_does_not_replace_the_first() -> None:
    path = flipper_path()
    path.parent.mkdir(parents=True)
    for junk in (b"first junk", b"second junk"):
        path.write_bytes(junk)
        with pytest.raises(FlipperSaveError):
            load_flipper_autosave()
    assert Path(str(path) + ".damaged").read_bytes() == b"first junk"
    assert Path(str(path) + ".damaged-2").read_bytes() == b"second junk"
