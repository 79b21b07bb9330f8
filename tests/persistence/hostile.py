"""Hostile files: what a disk, a crash, another program or a prankster can leave where
the app reads its files; and real faults (a read-only folder, a full disk).

Each corpus entry makes the file at a path: ``make(path)``. The same entries are
handed to the start-up (autosave), Open game, the history and the command-line readers.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAP_FILE = ROOT / "resources" / "maps" / "tokyo.json"


def record(**fields: object) -> dict[str, object]:
    """A valid one-turn save (Tokyo, deal KEEP), with ``fields`` replaced."""
    base: dict[str, object] = {
        "format": "metrox-game/1",
        "map": "tokyo",
        "players": ["Ann"],
        "turns": [],
        "deck": "okazu-20",
        "seed": "KEEP",
    }
    base.update(fields)
    return base


def _text(text: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(text, encoding="utf-8")


def _bytes(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def _json(value: object) -> Callable[[Path], None]:
    return _text(json.dumps(value))


def _link(target: str) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept", encoding="utf-8")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


# A game record (or save) that no reader may crash on; name -> maker.
RECORDS: dict[str, Callable[[Path], None]] = {
    "empty": _text(""),
    "half a file": _text('{"format": "metrox-game/1", "map": "tok'),
    "binary": _bytes(bytes(range(256)) * 4),
    "5000-digit number": _text(
        json.dumps(record()).replace('"turns": []', '"turns": [], "hints": [' + "9" * 5000 + "]")
    ),
    "100000 deep": _text("[" * 100_000 + "]" * 100_000),
    "lone surrogate seed": _text(json.dumps(record()).replace('"KEEP"', '"\\ud800"')),
    "4 MB seed": _json(record(seed="S" * 4_000_000)),
    "41-character seed": _json(record(seed="S" * 41)),
    "control character seed": _json(record(seed="A\u001b[31mB")),
    "map is a map file": _json(record(map=str(MAP_FILE))),
    "unknown map": _json(record(map="atlantis")),
    "not an object": _json([1, 2, 3]),
    "a later format": _json(record(format="metrox-game/2")),
    "too large": _text(" " * 5_000_001 + "{}"),
    "link to /dev/zero": _link("/dev/zero"),
    "dangling link": _link("/nowhere/at/all.json"),
    "folder": _folder,
    "fifo": _fifo,
    "card the deal never gives": _json(record(turns=[{"card": "free", "choices": ["G1"]}])),
    "bot of no known strategy": _json(record(players=["Ann", "Bo"], seats=["person", "nope"])),
    "seven players": _json(record(players=list("ABCDEFG"))),
    "broken checksum and illegal": _json(
        record(turns=[{"card": "free", "choices": ["G1"]}], checksum="sha256:" + "0" * 64)
    ),
}

# A settings.json the app must start with (the defaults) whatever it holds.
SETTINGS: dict[str, Callable[[Path], None]] = {
    "non-ASCII window": _json({"window": "\u00e9t\u00e9\u2603", "map_id": "osaka"}),
    "window not base64": _json({"window": "AdnQywADAAAA!!!"}),
    "100000 deep": _text("[" * 100_000 + "]" * 100_000),
    "deep object": _text('{"a":' * 50_000 + "1" + "}" * 50_000),
    "link to /dev/zero": _link("/dev/zero"),
    "5000-digit number": _text('{"map_id": "osaka", "x": ' + "7" * 5000 + "}"),
    "not an object": _json(["tokyo"]),
    "wrong types": _json({"map_id": 7, "window": None, "seats": ["Ann"], "games_folder": {}}),
    "binary": _bytes(b"\xff\xfe\x00garbage"),
    "folder": _folder,
    "fifo": _fifo,
    "huge value": _json({"games_folder": "x" * 100_000}),
}


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """``folder`` cannot be changed (no file added, renamed or removed) for a while.
    As root a mode does not stop writes: the immutable attribute (chattr +i) does."""
    if os.geteuid() == 0:
        done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, check=False)
        undo = ["chattr", "-i", str(folder)]
    else:
        folder.chmod(0o555)
        done = subprocess.CompletedProcess([], 0)
        undo = ["chmod", "755", str(folder)]
    try:
        probe = folder / ".probe"
        try:
            probe.touch()
        except OSError:
            pass
        else:
            probe.unlink()
            done = subprocess.CompletedProcess([], 1)
        if done.returncode != 0:
            pytest.skip("cannot make a read-only folder here")
        yield
    finally:
        subprocess.run(undo, capture_output=True, check=False)


def fill(folder: Path, name: str = "filler") -> None:
    """Write zeros into ``folder/name`` until the file system is full."""
    fd = os.open(folder / name, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"\0" * 4096)
    finally:
        os.close(fd)


def leave_room(folder: Path, room: int, name: str = "filler") -> None:
    """Free about ``room`` bytes on the full file system at ``folder`` (made by
    :func:`full_disk`): room for part of a file, so that a writer gets a short write."""
    filler = folder / name
    os.truncate(filler, max(0, filler.stat().st_size - room))


# The name full_disk's file systems are mounted under: a run killed inside such a test
# (its worker's timeout, a Ctrl+C) leaves one mounted, and release_left_faults knows it.
FULL_DISK_SOURCE = "metrox-test-full-disk"


@contextlib.contextmanager
def full_disk(folder: Path, size_kb: int = 64) -> Iterator[Path]:
    """A tiny file system (tmpfs) mounted at ``folder``, filled to the last byte."""
    folder.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", FULL_DISK_SOURCE, str(folder)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip("cannot mount a small file system here (needs root)")
    try:
        fill(folder)
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


@contextlib.contextmanager
def no_file_descriptor_free(free: int = 0) -> Iterator[None]:
    """Every file descriptor this process may open taken but ``free`` (a real EMFILE:
    no file opens, and for what needs more no pipe, semaphore or process can be made),
    given back at the end."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(
        resource.RLIMIT_NOFILE, (max(map(int, os.listdir("/proc/self/fd"))) + 8, hard)
    )
    taken: list[int] = []
    try:
        while True:
            taken.append(os.open(os.devnull, os.O_RDONLY))
    except OSError:
        pass
    for _ in range(free):
        os.close(taken.pop())
    try:
        yield
    finally:
        for descriptor in taken:
            os.close(descriptor)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def release_left_faults(temp_root: Path) -> None:
    """Undo the faults a killed run left under ``temp_root`` (pytest's folder of runs):
    the small file systems of :func:`full_disk` still mounted, the immutable attribute of
    :func:`read_only` still set. Else pytest's removal of old runs' folders fails on them,
    and that failure ends the run before it says which tests failed. A run still going
    (another session on the machine) keeps its faults: its tests are using them."""
    ended = {run for run in _runs(temp_root) if not _going(run)}
    left = []
    with contextlib.suppress(OSError), open("/proc/self/mounts", encoding="utf-8") as mounts:
        for line in mounts:
            source, point = line.split()[:2]
            point = point.replace("\\040", " ")  # /proc/mounts escapes a space
            if source == FULL_DISK_SOURCE and any(Path(point).is_relative_to(r) for r in ended):
                left.append(point)
    for point in sorted(left, reverse=True):  # a mount inside another first
        subprocess.run(["umount", "-l", point], capture_output=True, check=False)
    if os.geteuid() == 0 and ended:
        with contextlib.suppress(OSError):  # no chattr here: no test could set it either
            subprocess.run(["chattr", "-R", "-i", *map(str, ended)], capture_output=True)


def _runs(temp_root: Path) -> list[Path]:
    """The folders of pytest's runs (``pytest-N``, and ``garbage-*`` it could not remove)."""
    with contextlib.suppress(OSError):
        return [run for run in temp_root.iterdir() if run.is_dir() and not run.is_symlink()]
    return []


def _going(run: Path) -> bool:
    """Whether the run of this folder is still going: pytest holds a ``.lock`` there with
    its process id until the run ends (a killed run leaves it, naming a process gone)."""
    try:
        pid = int((run / ".lock").read_text(encoding="ascii"))
    except (OSError, ValueError):  # no lock: the run ended (or has not begun its tests)
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another account's process: going
        pass
    return True
