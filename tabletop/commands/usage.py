"""What every command shares: one-line usage errors, checked numbers, and stdout kept for JSON.

A command checks every argument before it does any work; a bad one is a
:class:`UsageError`, which the command line prints as one line with exit
status 2 (never a traceback, never a window). With ``--json`` standard
output carries the JSON object alone: everything else printed while the
command works (pygame's greeting included) goes to standard error.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Callable, Iterator
from typing import Any

from tabletop.schema import INT_LIMIT

INTERRUPTED = 130
"""The exit status of a command (or the app) stopped by Ctrl+C: the shell's code for it."""


class UsageError(ValueError):
    """An argument the command cannot run with; the message says which and why, in one line."""


def file_name(text: str) -> str:
    """An argparse type: a file's name, not an empty word (which would name the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a file name, not an empty word")
    return text


file_name.__name__ = "file name"


def refuse_run_options(args: argparse.Namespace, options: dict[str, str]) -> None:
    """UsageError when ``--from`` (which shows every game kept in a file) comes with an option of a run,
    which would read as a filter and be ignored; ``options`` maps each option's dest to how it is named."""
    given = [name for dest, name in options.items() if getattr(args, dest) not in (None, False)]
    if given:
        raise UsageError(f"--from shows every game kept in a file: leave out {given[0]}, which is for a run")


def int_in(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {shorten(text)!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected a number from {low} to {high}, not {shorten(text)}")
        return value

    parse.__name__ = "number"
    return parse


#: Seeds as a save can hold them.
seed_number = int_in(-INT_LIMIT + 1, INT_LIMIT - 1)


def shorten(text: str, limit: int = 40) -> str:
    """``text`` on one line, cut to ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def one_line(message: object) -> str:
    """An error message on one line (KeyError quotes its message: unquote it)."""
    if isinstance(message, KeyError) and message.args:
        message = message.args[0]
    return " ".join(str(message).split())


@contextlib.contextmanager
def stdout_for_json(json_wanted: bool) -> Iterator[None]:
    """While a ``--json`` command works, send anything printed to standard error."""
    if not json_wanted:
        yield
        return
    with contextlib.redirect_stdout(sys.stderr):
        yield


def print_json(report: Any) -> None:
    print(json.dumps(report), flush=True)
