"""Measurements kept in a file and added to run by run (``--add-to``), read back with ``--from``.

A bot measurement at the levels' real iteration counts takes hours, more than
one sitting; ``ratings`` and ``simulate`` keep their games in a JSON file that
later runs add to. Here is what both share: reading such a file as hostile
input (not a regular file, too big, not text, not JSON, a field that does not
fit its schema: a one-line UsageError saying what, and the file left as it
is), and :class:`KeptRun`, which rewrites the file all at once after every
game (a run stopped at any moment leaves a whole file) and never over what
another run wrote to it meanwhile.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop import __version__
from tabletop.commands.usage import UsageError
from tabletop.core.words import counted
from tabletop.schema import INT_LIMIT, Integer, Refused, Schema, index_path, key_path
from tabletop.storage import atomic_write_text

MAX_FILE_BYTES = 4_000_000
DEAL = Integer(-INT_LIMIT + 1, INT_LIMIT - 1)
"""A deal (the seed a game is dealt from) as a kept file holds it: the range of ``--seed``."""


def _text_of(path: Path) -> str | None:
    """The text of ``path`` (None if there is none); OSError or ValueError when it cannot be read as one."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # before opening: a pipe would wait for a writer
            raise OSError("not a regular file")
        with open(path, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None
    if len(data) > MAX_FILE_BYTES:
        raise ValueError(f"larger than {MAX_FILE_BYTES} bytes")
    return data.decode("utf-8")


def _read_only(path: Path) -> bool:
    """Whether ``path`` is a file made read-only (for its owner, or for this user): replacing it, as a
    rewrite does through its folder, would go round that."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not mode & stat.S_IWUSR or not os.access(path, os.W_OK)


def read_kept(path: Path, schema: Schema, what: str, adding: bool = False) -> dict[str, Any] | None:
    """The checked contents of ``path`` (None if there is no such file); UsageError if it is not ``what``.

    A field the schema does not know is skipped, so that a newer version's file still shows; but when
    ``adding`` (the file will be rewritten with what is returned) it is refused, as the rewrite would drop it.
    """
    try:
        text = _text_of(path)
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: cannot be read ({exc})") from None
    except ValueError as exc:  # too big, or a NUL in the name
        raise UsageError(f"{path}: cannot be read as {what} ({exc}); it is left as it is") from None
    if text is None:
        return None
    try:
        raw = json.loads(text)
        data: dict[str, Any] = schema.check(raw)
    except (ValueError, RecursionError) as exc:
        where = exc if isinstance(exc, Refused) else "not JSON"
        raise UsageError(f"{path}: not {what} ({where}); it is left as it is") from None
    unknown = _dropped(raw, data) if adding else None
    if unknown is not None:
        raise UsageError(f"{path}: holds {unknown}, which this version does not know; adding to the file would"
                         " drop it, so it is left as it is")
    return data


def _dropped(raw: Any, checked: Any, at: str = "") -> str | None:
    """The first field of ``raw`` that checking it left out of ``checked`` (None if there is none)."""
    if isinstance(raw, dict):
        for key, value in raw.items():
            if key not in checked:
                return key_path(at, key)
            found = _dropped(value, checked[key], key_path(at, key))
            if found is not None:
                return found
    elif isinstance(raw, list):
        for index, (value, kept) in enumerate(zip(raw, checked)):
            found = _dropped(value, kept, index_path(at, index))
            if found is not None:
                return found
    return None


def refuse(path: Path, what: str, problem: str) -> UsageError:
    """The error for a file that reads but does not add up."""
    return UsageError(f"{path}: not {what} ({problem}); it is left as it is")


def overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two ranges of deals or games (first, last) share one."""
    return a[0] <= b[1] and b[0] <= a[1]


def check_deals(last: int) -> None:
    """UsageError unless a run's deals, up to ``last``, fit in a kept file (they count up from the seed)."""
    if last > DEAL.high:
        raise UsageError(f"this run's deals would go past {DEAL.high}, the largest a kept file holds:"
                         " give a smaller --seed")


def code_version(root: Path | None = None) -> str:
    """The version of the program playing, with its commit when it runs from a git checkout.

    The commit gets "-dirty" when the program's code (``tabletop/``) differs from it; changes
    elsewhere, such as the results file a run is adding to, leave the code that played the commit's.
    """
    root = Path(__file__).resolve().parents[2] if root is None else root
    if not (root / ".git").exists():
        return __version__

    def git(*args: str) -> subprocess.CompletedProcess[str] | None:
        try:
            return subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True,
                                  timeout=10, check=False)
        except (OSError, subprocess.SubprocessError):
            return None

    described = git("describe", "--always", "--abbrev=10")
    commit = described.stdout.strip() if described is not None and described.returncode == 0 else ""
    if not commit:
        return __version__
    changed = git("diff", "--quiet", "HEAD", "--", "tabletop")
    if changed is None or changed.returncode != 0:  # 1: the code differs; anything else: cannot tell
        commit += "-dirty"
    return f"{__version__} ({commit})"


def new_run_fields(command: str, jobs: int) -> dict[str, Any]:
    """What every kept run says of itself: the command that repeats it, when, where and by what code."""
    return {"command": command, "date": time.strftime("%Y-%m-%d"), "cores": os.cpu_count() or 1, "jobs": jobs,
            "code": code_version(), "seconds": 0.0, "complete": False}


def minutes_text(seconds: float) -> str:
    """``seconds`` as whole minutes: "0 minutes", "1 minute", "12 minutes"."""
    count = round(seconds / 60)
    return counted(count, "minute")


def made_by(run: dict[str, Any], stopped: str) -> str:
    """A kept run as a Markdown list line: its command, date, time, processes and code (``stopped`` is said
    when it did not play to the end)."""
    code = f", code {run['code']}" if run.get("code") else ""
    return (f"- `{run['command']}`: {run['date']}, {minutes_text(run['seconds'])} with {run['jobs']}"
            f" process{'es' if run['jobs'] != 1 else ''}{code}{'' if run['complete'] else stopped}")


@dataclass
class KeptRun:
    """A run being added to a kept file (``run`` is one of ``store``'s runs, updated in place).

    :meth:`write` rewrites the file all at once; it refuses (UsageError) if the
    file changed since this run last read or wrote it: another run adding to the
    same file would otherwise lose that run's games (:meth:`begin` checks that the
    file still holds ``read``, what ``store`` was read as), or if ``store`` does not fit
    ``schema``, the file's, or is larger than a kept file may be: no later run could
    read the file back.
    """

    path: Path
    store: dict[str, Any]
    run: dict[str, Any]
    schema: Schema
    read: dict[str, Any] | None
    """The file's contents when this run read them, before it added to them (None: there was no file)."""
    written: str | None = None

    def begin(self) -> None:
        """Note the file as it is, then write this run into it: a file that cannot be written, or that
        another run changed since this one read it, says so before any game."""
        try:
            self.written = _text_of(self.path)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise UsageError(f"{self.path}: cannot be read ({exc})") from None
        try:
            now = None if self.written is None else json.loads(self.written)
        except (ValueError, RecursionError):
            now = self.written
        if now != self.read:
            raise UsageError(f"{self.path} was changed by another run since this run read it; nothing is written:"
                             " start this run again")
        folder = Path(os.path.realpath(self.path)).parent
        if self.written is None and not folder.is_dir():  # a mistyped folder is not made: the run would go unseen
            raise UsageError(f"{self.path}: there is no folder {folder}; make it first, or name a file in a folder"
                             " that exists")
        self.write()
        note = self.code_note()
        if note:
            print(note, file=sys.stderr)

    def code_note(self) -> str | None:
        """A warning when the file's earlier runs were played by other code than this run: their games are
        added up all the same, and whoever reads the figures should know the bots may have changed."""
        mine = self.run.get("code")
        others = sorted({run["code"] for run in self.store["runs"]
                         if run is not self.run and run.get("code") and run["code"] != mine})
        unknown = sum(1 for run in self.store["runs"] if run is not self.run and not run.get("code"))
        if not others and not unknown:
            return None
        said = ", ".join(others) + (", " if others and unknown else "") + (
            f"{counted(unknown, 'run')} with no code recorded" if unknown else "")
        return (f"note: {self.path} holds games played by other code ({said}); this run is {mine}, and the"
                " figures add them up")

    def write(self) -> None:
        text = json.dumps(self.store, indent=1, sort_keys=True) + "\n"
        try:
            self.schema.check(self.store)
            if len(text.encode("utf-8")) > MAX_FILE_BYTES:
                raise ValueError(f"the file would be larger than {MAX_FILE_BYTES} bytes")
        except ValueError as exc:  # Refused is one
            raise UsageError(f"{self.path}: this run cannot be kept in it ({exc}); it is left as it is") from None
        try:
            now = _text_of(self.path)
        except (OSError, UnicodeDecodeError, ValueError):
            now = None
        if now != self.written:
            raise UsageError(f"{self.path} was changed by another run meanwhile; this run's last games are not"
                             " in it")
        if _read_only(self.path):
            raise UsageError(f"{self.path}: cannot be written (it is read-only); it is left as it is")
        try:
            atomic_write_text(self.path, text)
        except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
            raise UsageError(f"{self.path}: cannot be written ({exc})") from None
        self.written = text

    def finish(self) -> None:
        """Mark the run as played to the end."""
        self.run["complete"] = True
        self.write()
