"""Find, read and validate map files.

Built-in maps ship inside the package (``metrox_desktop/resources/maps`` in a wheel,
``resources/maps`` in a source checkout) and are read with importlib.resources.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from pydantic import ValidationError

from metrox_desktop.maps.schema import MapFile

MAX_FILE_BYTES = 2_000_000  # the shipped maps are ~20 kB; refuse junk before parsing


class MapError(ValueError):
    """A map file that cannot be used; ``problems`` lists every reason, one per line."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(f"{source}: " + "; ".join(problems))


def resource_dir(kind: str) -> Traversable:
    """The folder of built-in data files of one kind (``maps``, ``decks``)."""
    installed = resources.files("metrox_desktop") / "resources" / kind
    if installed.is_dir():
        return installed
    # Running from a source checkout: resources/ sits beside the package.
    return resources.files("metrox_desktop").joinpath("..", "resources", kind)


def builtin_map_ids() -> list[str]:
    return sorted(
        entry.name.removesuffix(".json")
        for entry in resource_dir("maps").iterdir()
        if entry.name.endswith(".json") and entry.name != "schema.json"
    )


@cache
def load_builtin(map_id: str) -> MapFile:
    if map_id not in builtin_map_ids():
        known = ", ".join(builtin_map_ids())
        raise MapError(map_id, [f"no built-in map called {map_id!r} (known: {known})"])
    text = resource_dir("maps").joinpath(f"{map_id}.json").read_text(encoding="utf-8")
    return parse_map(text, source=f"{map_id}.json")


def load_map(name_or_path: str | Path) -> MapFile:
    """A built-in map by id (``tokyo``), or a map file by path."""
    if isinstance(name_or_path, str) and name_or_path in builtin_map_ids():
        return load_builtin(name_or_path)
    path = Path(name_or_path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise MapError(str(path), [f"file is {size} bytes; a map file is at most {MAX_FILE_BYTES}"])
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        known = ", ".join(builtin_map_ids())
        raise MapError(str(path), [f"no such file or built-in map (built-in: {known})"]) from None
    except (OSError, UnicodeDecodeError) as error:
        raise MapError(str(path), [f"cannot read: {error}"]) from None
    return parse_map(text, source=str(path))


def parse_map(text: str, source: str) -> MapFile:
    """Parse and validate map JSON; raise MapError listing every problem."""
    if len(text) > MAX_FILE_BYTES:
        raise MapError(source, [f"{len(text)} characters; a map file is at most {MAX_FILE_BYTES}"])
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        raise MapError(source, [f"not valid JSON: {error}"]) from None
    try:
        spec = MapFile.model_validate(data)
    except ValidationError as error:
        raise MapError(source, [_describe(e) for e in error.errors()]) from None
    # Imported here: validation needs geometry, which needs the models above.
    from metrox_desktop.maps.validation import problems_of

    problems = problems_of(spec)
    if problems:
        raise MapError(source, problems)
    return spec


def _describe(error: object) -> str:
    assert isinstance(error, dict)
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error["loc"])
    return f"${where}: {error['msg']}"
