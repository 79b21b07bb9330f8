"""Find, read and validate map files.

Built-in maps ship inside the package (``metrox_desktop/resources/maps`` in a wheel,
``resources/maps`` in a source checkout) and are read with importlib.resources. They
are checked by the test suite when they are made, so the app reads them plainly
against the format (spec.py, no pydantic): the checks of a file's types (pydantic, over
the same definition) and of its meaning (validation.py, with shapely) load when a map
file is read. A file that does not fit the format is checked for its meaning too, as
far as its parts can be read (salvage.py): a report lists every problem.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from metrox_desktop.fileformat import problem_text, read_checked, read_plainly
from metrox_desktop.maps.geometry import MapGeometry
from metrox_desktop.maps.problems import MAX_PROBLEMS, Problem
from metrox_desktop.maps.spec import MapSpec
from metrox_desktop.textfile import DuplicateKey, UnreadableFile, parse_json, read_small_text
from metrox_desktop.words import QT_TRANSLATE_NOOP, about, listed, words_of

MAX_FILE_BYTES = 2_000_000  # the shipped maps are ~20 kB; refuse junk before parsing
DEFAULT_MAP = "tokyo"  # the map played, flipped or looked at when none is chosen
PROBLEMS_IN_A_LINE = 2  # a map's problems told in one line (a message, a record's map)


class MapError(ValueError):
    """A map file that cannot be used; ``problems`` lists every reason, one per line
    (``words``: the message as marked for translation, for the window)."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        self.words = about(source, listed(problems))
        super().__init__(f"{source}: " + "; ".join(problems))


def first_problems(error: MapError, most: int = PROBLEMS_IN_A_LINE) -> list[str]:
    """The first ``most`` problems, and how many more there are: a message of one line,
    not a page (``maps check`` lists every one). A problem with the whole file without
    the JSON path of the document's root (``$: ``), which means nothing outside the file."""
    problems = [problem.removeprefix("$: ") for problem in error.problems]
    if len(problems) <= most:
        return problems
    more = QT_TRANSLATE_NOOP("maps", "{count} more problems (maps check lists them all)")
    return problems[:most] + [more.format(count=len(problems) - most)]


def map_problem(map_id: str, error: MapError) -> str:
    """ "map 'kyoto': no such file or built-in map ...": why a record's map cannot be used."""
    return QT_TRANSLATE_NOOP("maps", "map {map!r}: {problems}").format(
        map=map_id, problems=listed(first_problems(error))
    )


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
def load_builtin(map_id: str) -> MapSpec:
    if map_id not in builtin_map_ids():
        known = ", ".join(builtin_map_ids())
        problem = QT_TRANSLATE_NOOP("maps", "no built-in map called {map!r} (known: {known})")
        raise MapError(map_id, [problem.format(map=map_id, known=known)])
    text = builtin_text(map_id)
    with contextlib.suppress(ValueError):  # the tests check the built-in maps
        plain = read_plainly(MapSpec, json.loads(text))
        if plain is not None:
            return plain
    # A damaged installation (a test keeps this from happening): pydantic tells what is wrong.
    return _spec_of(_parsed(text, f"{map_id}.json")[0])


def geometry_of(spec: MapSpec) -> MapGeometry:
    """Where ``spec``'s routes are drawn: a built-in map's worked out once, as its spec
    is read once (``load_builtin``); a map read from a file, each time it is asked."""
    with contextlib.suppress(MapError):  # not a built-in map's id
        if load_builtin(spec.id) is spec:
            return _builtin_geometry(spec.id)
    return MapGeometry(spec)


@cache
def _builtin_geometry(map_id: str) -> MapGeometry:
    return MapGeometry(load_builtin(map_id))


def builtin_text(map_id: str) -> str:
    return resource_dir("maps").joinpath(f"{map_id}.json").read_text(encoding="utf-8")


def load_map(name_or_path: str | Path) -> MapSpec:
    """A built-in map by id (``tokyo``), or a map file by path."""
    if isinstance(name_or_path, str) and name_or_path in builtin_map_ids():
        return load_builtin(name_or_path)
    return _spec_of(check_map(name_or_path))


def check_map(name_or_path: str | Path) -> MapReport:
    """Check a built-in map by id (``tokyo``) or a map file by path, without raising:
    what ``maps check`` says. A name that is neither says so."""
    if isinstance(name_or_path, str) and name_or_path in builtin_map_ids():
        return check_map_text(builtin_text(name_or_path), name_or_path)
    try:
        os.lstat(name_or_path)
    except FileNotFoundError:
        known = ", ".join(builtin_map_ids())
        problem = QT_TRANSLATE_NOOP("maps", "no such file or built-in map (built-in: {known})")
        return _unreadable(str(name_or_path), problem.format(known=known))
    except OSError:
        pass  # check_map_file says why ("cannot read: File name too long")
    return check_map_file(name_or_path)


def _spec_of(report: MapReport) -> MapSpec:
    """The map of a report that found no problem; else MapError listing every problem."""
    if report.problems or report.spec is None:
        raise MapError(report.source, [str(p) for p in report.problems])
    return report.spec


@dataclass(frozen=True)
class MapReport:
    """What checking a map file found: the parsed map (None when it does not fit the
    format), every problem, and the map as far as it can be drawn (``drawable``: the
    parts that fit, routes without the stations that are not there; None when too little
    is left), whose routes are the file's routes ``drawn_routes``. The map inspector
    shows them all."""

    source: str
    spec: MapSpec | None
    problems: list[Problem]
    drawable: MapSpec | None = None
    drawn_routes: tuple[int, ...] = ()

    @property
    def ok(self) -> bool:
        return self.spec is not None and not self.problems

    @classmethod
    def of_valid(cls, source: str, spec: MapSpec) -> MapReport:
        """The report of a map known to be valid (a built-in one): no problem."""
        return cls(source, spec, [], spec, tuple(range(len(spec.routes))))


def check_map_file(path: str | Path) -> MapReport:
    """Read and check a map file without raising: for the inspector and ``maps check``."""
    source = str(path)
    try:
        text = read_small_text(Path(path), MAX_FILE_BYTES, QT_TRANSLATE_NOOP("files", "a map file"))
    except UnreadableFile as error:
        return _unreadable(source, error.words)
    return check_map_text(text, source)


def check_map_text(text: str, source: str) -> MapReport:
    """Parse and check map JSON without raising: every problem, of the format and of the
    map's meaning alike (a file that does not fit the format is checked as far as its
    parts can be read, salvage.py)."""
    report, data = _parsed(text, source)
    from metrox_desktop.maps.validation import check_spec, drawable_spec  # loads shapely

    if report.spec is not None:
        spec, problems = report.spec, _checked(check_spec, report.spec)
        routes = tuple(range(len(spec.routes)))
        return MapReport(source, spec, problems, drawable_spec(spec), routes)
    if data is None:
        return report
    from metrox_desktop.maps.salvage import salvage

    salvaged = salvage(data)
    if salvaged is None:
        return report
    problems = _checked(lambda spec: check_spec(spec, salvaged.routed), salvaged.spec)
    found = [salvaged.renumbered(p) for p in problems]
    return MapReport(
        source,
        None,
        [*report.problems, *found],
        drawable_spec(salvaged.spec),
        salvaged.routes,
    )


def _checked(check: Callable[[MapSpec], list[Problem]], spec: MapSpec) -> list[Problem]:
    """``check(spec)``'s problems; a failure of the check itself is one problem."""
    try:
        return check(spec)
    except Exception as error:  # noqa: BLE001 - a map must never crash the app
        geometry = QT_TRANSLATE_NOOP("maps", "cannot check the map's geometry: {why}")
        return [Problem("$", geometry.format(why=error))]


def _parsed(text: str, source: str) -> tuple[MapReport, object | None]:
    """Parse map JSON into the format's types without raising (no check of its meaning);
    and the parsed JSON when it does not fit the format (None otherwise)."""
    data, unreadable = _json_of(text, source)
    if unreadable is not None:
        return unreadable, None
    # pydantic loads here, for a map file: built-in maps are read without it.
    from pydantic import ValidationError

    from metrox_desktop.maps.salvage import placed

    try:
        spec = read_checked(MapSpec, data)
    except RecursionError:
        nested = QT_TRANSLATE_NOOP("maps", "not a map file: nested too deeply")
        return _unreadable(source, nested), None
    except ValidationError as error:
        errors = error.errors(include_url=False, include_input=False)
        problems = [
            Problem(_json_path(e["loc"]), _message(e), *placed(e["loc"], data))
            for e in errors[:MAX_PROBLEMS]
        ]
        if len(errors) > MAX_PROBLEMS:
            more = QT_TRANSLATE_NOOP("maps", "more problems not listed: {n}")
            problems.append(Problem("$", more.format(n=len(errors) - MAX_PROBLEMS)))
        return MapReport(source, None, problems), data
    return MapReport(source, spec, []), None


def _json_of(text: str, source: str) -> tuple[object, MapReport | None]:
    """The JSON of ``text``, or why it is none (a report of one problem)."""
    if len(text) > MAX_FILE_BYTES:
        too_long = QT_TRANSLATE_NOOP("maps", "{length} characters; a map file is at most {most}")
        return None, _unreadable(source, too_long.format(length=len(text), most=MAX_FILE_BYTES))
    if not text.strip():
        empty = QT_TRANSLATE_NOOP("maps", "the file is empty; a map file is a JSON object")
        return None, _unreadable(source, empty)
    try:
        data = parse_json(text)
    except RecursionError:
        deep = QT_TRANSLATE_NOOP("maps", "not a map file: JSON nested too deeply")
        return None, _unreadable(source, deep)
    except json.JSONDecodeError as error:
        not_json = QT_TRANSLATE_NOOP("maps", "not valid JSON: {why}")
        return None, _unreadable(source, not_json.format(why=error))
    except DuplicateKey as error:
        twice = QT_TRANSLATE_NOOP("maps", "not a map file: key {key!r} appears twice in one object")
        return None, _unreadable(source, twice.format(key=error.key))
    except ValueError:  # an integer of thousands of digits
        digits = QT_TRANSLATE_NOOP("maps", "not valid JSON: a number with thousands of digits")
        return None, _unreadable(source, digits)
    return data, None


def _message(error: Any) -> str:
    """pydantic's message; the app's own checks (a map's size) as they were worded."""
    context = error.get("ctx", {})
    if error["type"] == "value_error" and "error" in context:
        return words_of(context["error"])
    if error["type"] == "too_long" and "max_length" in context:  # the size limits
        many = QT_TRANSLATE_NOOP("maps", "{count} entries; at most {most} are allowed")
        return many.format(count=f"{context['actual_length']:,}", most=context["max_length"])
    return problem_text(error)


def _unreadable(source: str, message: str) -> MapReport:
    return MapReport(source, None, [Problem("$", message)])


def _json_path(loc: tuple[int | str, ...]) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc)
