"""Hostile map files for the loader and ``maps check`` tests."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from metrox_desktop.maps.loader import resource_dir


def tokyo() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (resource_dir("maps") / "tokyo.json").read_text(encoding="utf-8")
    )
    return data


def hostile_files(folder: Path) -> list[tuple[Path, str]]:
    """Files no map author meant, and the start of what each is told."""
    rng = random.Random(3)
    big = folder / "big.json"
    big.write_bytes(b" " * (10 * 1024 * 1024))
    junk = folder / "junk.json"
    junk.write_bytes(b'{"stations": [' + b"[1, 2]," * (10 * 1024 * 1024 // 7))
    binary = folder / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00junk")
    noise = folder / "noise.png"
    noise.write_bytes(bytes([0x89]) + rng.randbytes(50_000))
    empty = folder / "empty.json"
    empty.write_bytes(b"")
    nested = folder / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    types = folder / "types.json"
    types.write_text('{"format": "metrox-map/1", "id": 5, "stations": "many"}', encoding="utf-8")
    huge = folder / "huge.json"
    huge.write_text(json.dumps({**tokyo(), "sheet": {"width": 1e308, "height": -1e308}}))
    folder_itself = folder / "maps"
    folder_itself.mkdir()
    return [
        (big, "file is too large: a map file is at most"),
        (junk, "file is too large: a map file is at most"),
        (binary, "not UTF-8 text (byte 0 is 0xff)"),
        (noise, "not UTF-8 text (byte 0 is 0x89)"),
        (empty, "the file is empty"),
        (nested, "not a map file: JSON nested too deeply"),
        (types, "Input should be a valid string"),
        (huge, "Input should be less than or equal to 10000"),
        (folder_itself, "is a folder"),
        (folder / "missing.json", "no such file"),
    ]
