"""Measurements kept in a file and added to run by run (``--add-to``), read back with ``--from``.

A bot measurement at the levels' real iteration counts takes hours, more than
one sitting; ``ratings`` and ``simulate`` keep their games in a JSON file that
later runs add to. Here is what both share: reading such a file as hostile
input (too big, not text, not JSON, a field that does not fit its schema: a
one-line UsageError saying what, and the file left as it is), and writing it
all at once, so that a run stopped at any moment leaves a whole file.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from tabletop.commands.usage import UsageError
from tabletop.schema import Refused, Schema
from tabletop.storage import atomic_write_json

MAX_FILE_BYTES = 4_000_000


def read_kept(path: Path, schema: Schema, what: str) -> dict[str, Any] | None:
    """The checked contents of ``path`` (None if there is no such file); UsageError if it is not ``what``."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise UsageError(f"{path}: larger than {MAX_FILE_BYTES} bytes; not {what}; it is left as it is")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, ValueError) as exc:  # ValueError: a NUL in the name
        raise UsageError(f"{path}: cannot be read ({exc})") from None
    try:
        data: dict[str, Any] = schema.check(json.loads(text))
    except (ValueError, RecursionError) as exc:
        where = exc if isinstance(exc, Refused) else "not JSON"
        raise UsageError(f"{path}: not {what} ({where}); it is left as it is") from None
    return data


def refuse(path: Path, what: str, problem: str) -> UsageError:
    """The error for a file that reads but does not add up."""
    return UsageError(f"{path}: not {what} ({problem}); it is left as it is")


def write_kept(path: Path, data: dict[str, Any]) -> None:
    """Replace ``path`` with ``data`` all at once; UsageError if it cannot be written."""
    try:
        atomic_write_json(path, data)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise UsageError(f"{path}: cannot be written ({exc})") from None


def overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two ranges of deals (first, last) share one."""
    return a[0] <= b[1] and b[0] <= a[1]


def today() -> str:
    return time.strftime("%Y-%m-%d")
