"""Schemas for the JSON held in the user's files.

A schema takes any JSON value (any type in any field, any depth, any size,
numbers huge, infinite or NaN) and either returns it, checked, or raises
:class:`Refused` naming the first bad field (``meh.kinds.human.won``,
``actions[3].args[0]``) and what is wrong with it. Nothing here touches a
file: :mod:`tabletop.storage` reads the files and applies these.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Collection, Mapping
from typing import Any

#: Integers beyond this size are refused wherever a number is expected.
INT_LIMIT = 2**63


class Refused(ValueError):
    """A value that does not fit its schema: ``field`` is where, ``problem`` what."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field or 'the whole file'}: {problem}")
        self.field = field
        self.problem = problem


def describe(value: Any) -> str:
    """A short description of a JSON value for messages: ``the text 'lots'``, ``a list``, ``null``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return "a huge number" if abs(value) >= INT_LIMIT else f"the number {value}"
    if isinstance(value, float):
        return f"the number {value!r}" if math.isfinite(value) else f"the non-finite number {value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= 24 else value[:21] + "..."
        return f"the text {shown!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def key_path(at: str, key: str) -> str:
    """The path of ``key`` under ``at``; a key that is not plain printable text is shown quoted."""
    shown = key if key.isprintable() and key and len(key) <= 40 else repr(key[:40])
    return f"{at}.{shown}" if at else shown


def index_path(at: str, index: int) -> str:
    return f"{at}[{index}]"


class Schema(ABC):
    """What one JSON value must look like."""

    @abstractmethod
    def check(self, value: Any, at: str = "") -> Any:
        """``value`` checked (and normalised, e.g. clamped); Refused naming ``at`` if it does not fit."""


class Integer(Schema):
    """A whole number (never a bool, never a float) in ``low..high``."""

    def __init__(self, low: int = -INT_LIMIT, high: int = INT_LIMIT) -> None:
        self.low, self.high = low, high

    def check(self, value: Any, at: str = "") -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise Refused(at, f"expected a whole number, found {describe(value)}")
        if not self.low <= value <= self.high:
            raise Refused(at, f"expected a number from {self.low} to {self.high}, found {describe(value)}")
        return value


class Number(Schema):
    """A finite number (int or float, never a bool), clamped into ``low..high``; rounded to a
    whole number when ``whole``. Without ``clamp`` a number outside ``low..high`` is refused (a
    count or a result, which clamping would change without a word)."""

    def __init__(self, low: float, high: float, whole: bool = False, clamp: bool = True) -> None:
        self.low, self.high, self.whole, self.clamp = low, high, whole, clamp

    def check(self, value: Any, at: str = "") -> float:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise Refused(at, f"expected a number, found {describe(value)}")
        if isinstance(value, int) and abs(value) >= INT_LIMIT or not math.isfinite(value) \
                or not self.clamp and not self.low <= value <= self.high:
            raise Refused(at, f"expected a number from {self.low} to {self.high}, found {describe(value)}")
        clamped = min(self.high, max(self.low, float(value)))
        return round(clamped) if self.whole else clamped


class Boolean(Schema):
    def check(self, value: Any, at: str = "") -> bool:
        if not isinstance(value, bool):
            raise Refused(at, f"expected true or false, found {describe(value)}")
        return value


class Text(Schema):
    """Printable text of at most ``max_length`` characters, one of ``choices`` when given.

    Control characters (a NUL, a newline) and lone surrogates are refused: texts are shown on screen.
    """

    def __init__(self, max_length: int = 200, choices: Collection[str] | None = None) -> None:
        self.max_length = max_length
        self.choices = choices

    def check(self, value: Any, at: str = "") -> str:
        if not isinstance(value, str):
            raise Refused(at, f"expected a text, found {describe(value)}")
        if len(value) > self.max_length:
            raise Refused(at, f"a text of {len(value)} characters is longer than {self.max_length}")
        if not value.isprintable():
            raise Refused(at, f"expected printable text, found {describe(value)}")
        if self.choices is not None and value not in self.choices:
            raise Refused(at, f"expected one of {', '.join(self.choices)}, found {describe(value)}")
        return value


class Scalar(Schema):
    """An action argument: a whole number, a short text, a bool or null (see ``Action``)."""

    def check(self, value: Any, at: str = "") -> Any:
        if value is None or isinstance(value, bool):
            return value
        if isinstance(value, int):
            return Integer().check(value, at)
        if isinstance(value, str):
            return Text().check(value, at)
        raise Refused(at, f"expected a whole number, a text, true, false or null, found {describe(value)}")


class Nullable(Schema):
    def __init__(self, inner: Schema) -> None:
        self.inner = inner

    def check(self, value: Any, at: str = "") -> Any:
        return None if value is None else self.inner.check(value, at)


class ListOf(Schema):
    def __init__(self, item: Schema, max_items: int = 1000, min_items: int = 0) -> None:
        self.item, self.max_items, self.min_items = item, max_items, min_items

    def check(self, value: Any, at: str = "") -> list[Any]:
        if not isinstance(value, list):
            raise Refused(at, f"expected a list, found {describe(value)}")
        if not self.min_items <= len(value) <= self.max_items:
            raise Refused(at, f"expected {self.min_items} to {self.max_items} items, found {len(value)}")
        return [self.item.check(v, index_path(at, i)) for i, v in enumerate(value)]


class MapOf(Schema):
    """An object with any keys (texts up to ``max_key``, fitting ``keys`` when given) whose values all
    fit ``value``."""

    def __init__(self, value: Schema, max_items: int = 1000, max_key: int = 100, keys: Schema | None = None) -> None:
        self.value, self.max_items, self.max_key, self.keys = value, max_items, max_key, keys

    def check(self, value: Any, at: str = "") -> dict[str, Any]:
        if not isinstance(value, dict):
            raise Refused(at, f"expected an object, found {describe(value)}")
        if len(value) > self.max_items:
            raise Refused(at, f"expected at most {self.max_items} entries, found {len(value)}")
        out: dict[str, Any] = {}
        for key, item in value.items():
            if len(key) > self.max_key:
                raise Refused(at, f"a key of {len(key)} characters is longer than {self.max_key}")
            if self.keys is not None:
                self.keys.check(key, key_path(at, key))
            out[key] = self.value.check(item, key_path(at, key))
        return out


class Record(Schema):
    """An object with named fields: ``required`` ones must be present, ``optional`` ones may be.

    Other keys are ignored and dropped, so that a file written by a newer
    version with more fields still reads.
    """

    def __init__(self, required: Mapping[str, Schema] | None = None,
                 optional: Mapping[str, Schema] | None = None) -> None:
        self.required = dict(required or {})
        self.optional = dict(optional or {})

    def check(self, value: Any, at: str = "") -> dict[str, Any]:
        if not isinstance(value, dict):
            raise Refused(at, f"expected an object, found {describe(value)}")
        out: dict[str, Any] = {}
        for name, schema in self.required.items():
            if name not in value:
                raise Refused(key_path(at, name), "missing")
            out[name] = schema.check(value[name], key_path(at, name))
        for name, schema in self.optional.items():
            if name in value:
                out[name] = schema.check(value[name], key_path(at, name))
        return out


class AnyJson(Schema):
    """Any JSON value that can be written back: finite numbers, bounded depth and size."""

    def __init__(self, max_depth: int = 16, max_nodes: int = 10_000) -> None:
        self.max_depth, self.max_nodes = max_depth, max_nodes

    def check(self, value: Any, at: str = "") -> Any:
        todo: list[tuple[Any, str, int]] = [(value, at, 0)]
        nodes = 0
        while todo:
            item, where, depth = todo.pop()
            nodes += 1
            if nodes > self.max_nodes:
                raise Refused(at, f"more than {self.max_nodes} values")
            if depth > self.max_depth:
                raise Refused(where, f"nested more than {self.max_depth} deep")
            if isinstance(item, dict):
                todo.extend((v, key_path(where, k), depth + 1) for k, v in item.items())
            elif isinstance(item, list):
                todo.extend((v, index_path(where, i), depth + 1) for i, v in enumerate(item))
            elif isinstance(item, float) and not math.isfinite(item):
                raise Refused(where, f"expected a finite number, found {describe(item)}")
            elif isinstance(item, int) and not isinstance(item, bool) and abs(item) >= INT_LIMIT:
                raise Refused(where, f"expected a smaller number, found {describe(item)}")
        return value
