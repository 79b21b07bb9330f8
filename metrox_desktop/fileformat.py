"""A file format defined once: frozen dataclasses whose fields carry their limits as
annotated-types constraints (``Annotated[str, MaxLen(40)]``), read two ways.

- :func:`read_checked`: a file a person gives the app (a record to replay or open, a
  map file) is checked by pydantic's ``TypeAdapter`` over the same dataclasses, which
  reads the constraints from the annotations and says what is wrong
  (:func:`problem_text`). pydantic loads then.
- :func:`read_plainly`: the app's own files (the autosave a start goes on with, the
  built-in maps) and the values it makes itself are read by walking the same
  annotations here, without pydantic: a value is taken only when every field has the
  very type its annotation names and meets every constraint in its metadata, no key
  is unknown and the class's own check (``__post_init__``) passes. Anything else
  gives None, and :func:`read_checked` says why. Whatever this takes, pydantic takes
  as the same value; it only refuses more (a number written as text, which pydantic
  would convert).

A constraint the plain reader does not know is a mistake in the format's definition
and raises TypeError when the format is first read. :class:`Pattern` and
:class:`Finite` are this module's own constraints, for what annotated-types does not
say (a text's pattern, a number that is not infinite or NaN).

:func:`json_values` writes a value back as JSON values, fields in their order, None
left out.
"""

from __future__ import annotations

import dataclasses
import math
import re
import types
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

import annotated_types

from metrox_desktop.words import checked

if TYPE_CHECKING:
    from pydantic import TypeAdapter

T = TypeVar("T")
Reader = Callable[[Any], Any]


class NotPlain(Exception):
    """A value the plain reader does not take (pydantic says why)."""


@dataclass(frozen=True, slots=True)
class Pattern:
    """A text that matches ``regex`` whole (written with ``^`` and ``$``, as JSON Schema
    shows it)."""

    regex: str

    def accepts(self, value: Any) -> bool:
        return re.fullmatch(self.regex, value) is not None

    def __get_pydantic_core_schema__(self, source: Any, handler: Callable[[Any], Any]) -> Any:
        schema = handler(source)
        schema["pattern"] = self.regex
        return schema


@dataclass(frozen=True, slots=True)
class Finite:
    """A number that is neither infinite nor NaN (JSON as Python reads it may spell both)."""

    def accepts(self, value: Any) -> bool:
        return math.isfinite(value)

    def __get_pydantic_core_schema__(self, source: Any, handler: Callable[[Any], Any]) -> Any:
        schema = handler(source)
        schema["allow_inf_nan"] = False
        return schema


class FormatPart:
    """The base of a format's dataclasses: what they say to pydantic
    (``__pydantic_config__``): a key the format does not know is refused; a field's
    docstring is its description in a schema."""

    __slots__ = ()
    __pydantic_config__: dict[str, Any] = {"extra": "forbid", "use_attribute_docstrings": True}


def read_plainly(kind: type[T], data: object) -> T | None:
    """The ``kind`` that ``data`` (parsed JSON) plainly holds, or None (see above)."""
    try:
        value: T = _dataclass_reader(kind)(data)
    except NotPlain:
        return None
    return value


def read_checked(kind: type[T], data: object) -> T:
    """The ``kind`` pydantic reads from ``data``; raises pydantic's ValidationError."""
    value: T = _adapter(kind).validate_python(data)
    return value


def read(kind: type[T], data: object) -> T:
    """``data`` read plainly when it plainly fits, else by pydantic (which raises
    ValidationError when it does not fit at all): for values the app makes itself."""
    plain = read_plainly(kind, data)
    return plain if plain is not None else read_checked(kind, data)


def json_schema(kind: type) -> dict[str, Any]:
    """The JSON Schema of ``kind`` as a file is read (pydantic's, with aliases)."""
    return _adapter(kind).json_schema(by_alias=True, mode="validation")


def _adapter(kind: type) -> TypeAdapter[Any]:
    if kind not in _ADAPTERS:
        from pydantic import TypeAdapter

        _ADAPTERS[kind] = TypeAdapter(kind)
    return _ADAPTERS[kind]


_ADAPTERS: dict[type, TypeAdapter[Any]] = {}


# pydantic's words for a dataclass that differ from its words for a model; a person
# sees the same message for a file as before (and its translation).
_MODEL_WORDS = {
    "unexpected_keyword_argument": "Extra inputs are not permitted",
    "dataclass_type": "Input should be a valid dictionary",
    "dataclass_exact_type": "Input should be a valid dictionary",
    "missing_keyword_only_argument": "Field required",
}


def problem_text(error: Any) -> str:
    """One problem of pydantic's (an item of ``ValidationError.errors()``) in words,
    marked for translation when common (words.checked)."""
    return checked(_MODEL_WORDS.get(error["type"], error["msg"]))


def json_values(value: Any) -> Any:
    """``value`` (a format's dataclass, a list of them or a JSON value) as JSON values:
    a dataclass's fields in their order under their keys in the file, None left out."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        key = _key_of(type(value))
        return {
            key(field.name): json_values(item)
            for field in dataclasses.fields(value)
            if (item := getattr(value, field.name)) is not None
        }
    if isinstance(value, list | tuple):
        return [json_values(item) for item in value]
    return value


def _key_of(kind: type) -> Callable[[str], str]:
    """A field's key in the file: its name, or what the format's alias_generator says."""
    config = getattr(kind, "__pydantic_config__", {})
    generator: Callable[[str], str] | None = config.get("alias_generator")
    return generator or (lambda name: name)


def _dataclass_reader(kind: type) -> Reader:
    """The reader of a format's dataclass, made when first asked for."""
    if kind not in _READERS:
        _READERS[kind] = _new_dataclass_reader(kind)
    return _READERS[kind]


_READERS: dict[type, Reader] = {}


def _new_dataclass_reader(kind: type) -> Reader:
    hints = _hints(kind)
    key = _key_of(kind)
    fields = [
        (
            field.name,
            key(field.name),
            _reader(hints[field.name]),
            field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING,
        )
        for field in dataclasses.fields(kind)
        if field.init
    ]
    keys = frozenset(k for _, k, _, _ in fields)

    def read_dataclass(value: Any) -> Any:
        if type(value) is not dict or not value.keys() <= keys:
            raise NotPlain
        given: dict[str, Any] = {}
        for name, file_key, read_field, required in fields:
            if file_key in value:
                given[name] = read_field(value[file_key])
            elif required:
                raise NotPlain
        try:
            return kind(**given)
        except (TypeError, ValueError):  # the class's own check
            raise NotPlain from None

    return read_dataclass


def _hints(kind: type) -> dict[str, Any]:
    import typing

    return typing.get_type_hints(kind, include_extras=True)


def _reader(annotation: Any) -> Reader:
    """A function that returns the value ``annotation`` plainly takes or raises NotPlain."""
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *metadata = get_args(annotation)
        return _constrained(_reader(base), [_accepts(m) for m in _flat(metadata)])
    if origin in (Union, types.UnionType):
        return _optional(annotation)
    if origin is Literal:
        return _literal(get_args(annotation))
    if origin is list:
        return _list(_reader(get_args(annotation)[0]))
    if origin is tuple and get_args(annotation)[1:] == (...,):  # a JSON list, kept a tuple
        read_list = _list(_reader(get_args(annotation)[0]))
        return lambda value: tuple(read_list(value))
    if annotation is str:
        return _text
    if annotation is int:
        return _exactly(int)
    if annotation is bool:
        return _exactly(bool)
    if annotation is float:
        return _number
    if isinstance(annotation, type) and dataclasses.is_dataclass(annotation):
        return _dataclass_reader(annotation)
    raise TypeError(f"the plain reader does not read {annotation!r}")


def _flat(metadata: Iterable[Any]) -> Iterable[Any]:
    for item in metadata:
        if isinstance(item, annotated_types.GroupedMetadata):  # Interval, Len
            yield from _flat(item)
        else:
            yield item


def _accepts(constraint: Any) -> Callable[[Any], bool]:
    """Whether a value meets ``constraint`` (NaN meets no bound, as in pydantic)."""
    match constraint:
        case annotated_types.Gt(gt=bound):
            return lambda value: bool(value > bound)
        case annotated_types.Ge(ge=bound):
            return lambda value: bool(value >= bound)
        case annotated_types.Lt(lt=bound):
            return lambda value: bool(value < bound)
        case annotated_types.Le(le=bound):
            return lambda value: bool(value <= bound)
        case annotated_types.MinLen(min_length=least):
            return lambda value: len(value) >= least
        case annotated_types.MaxLen(max_length=most):
            return lambda value: len(value) <= most
        case Pattern() | Finite():
            return constraint.accepts
    raise TypeError(f"the plain reader does not know the constraint {constraint!r}")


def _constrained(read_base: Reader, checks: list[Callable[[Any], bool]]) -> Reader:
    def read_constrained(value: Any) -> Any:
        value = read_base(value)
        if not all(accepts(value) for accepts in checks):
            raise NotPlain
        return value

    return read_constrained


def _optional(annotation: Any) -> Reader:
    options = get_args(annotation)
    readers = [_reader(option) for option in options if option is not types.NoneType]
    if len(readers) != 1 or types.NoneType not in options:
        raise TypeError(f"the plain reader reads only X | None, not {annotation!r}")
    (read_present,) = readers

    def read_optional(value: Any) -> Any:
        return None if value is None else read_present(value)

    return read_optional


def _literal(allowed: tuple[Any, ...]) -> Reader:
    def read_literal(value: Any) -> Any:
        if not any(type(value) is type(option) and value == option for option in allowed):
            raise NotPlain
        return value

    return read_literal


def _list(read_item: Reader) -> Reader:
    def read_list(value: Any) -> Any:
        if type(value) is not list:
            raise NotPlain
        return [read_item(item) for item in value]

    return read_list


def _text(value: Any) -> Any:
    """A text pydantic takes: JSON may spell half a character (a lone surrogate), which
    it refuses."""
    if type(value) is not str:
        raise NotPlain
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise NotPlain from None
    return value


def _exactly(kind: type) -> Reader:
    def read_exactly(value: Any) -> Any:
        if type(value) is not kind:
            raise NotPlain
        return value

    return read_exactly


def _number(value: Any) -> Any:
    """A JSON number as a float (40 is 40.0, as pydantic reads it)."""
    if type(value) is not float and type(value) is not int:
        raise NotPlain
    try:
        return float(value)
    except OverflowError:  # an integer of hundreds of digits
        raise NotPlain from None
