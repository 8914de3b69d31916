"""Finished games kept as records: the replays of the "Recent games" screen.

A record is a saved match (config, seed, seats, actions: see
:meth:`Match.to_json <tabletop.core.match.Match.to_json>`) with what the list
shows without replaying it: when the game finished, its length and its
winners. Each record is one small JSON file in ``<data>/records/``, named
``<date>-<time>-<game>-<n>.json`` so that names sort oldest first; after each
new record the oldest ones beyond the player's cap are deleted.

Records are read through :meth:`Storage.load <tabletop.storage.Storage.load>`
with :data:`GAME_RECORD`, like every file: a damaged record (or an imported
file that is not a record) is refused, moved aside and reported, never read.
The format is extensible: a key of :data:`RECORD_EXTRAS` is kept when present, and an unknown
key is ignored. What the saved match holds (the hints each seat was given, say) is kept with it.

No pygame here.
"""

from __future__ import annotations

import math
import re
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.schema import (
    Boolean,
    Integer,
    ListOf,
    Nullable,
    Number,
    Record,
    Refused,
    Schema,
    Text,
    describe,
)
from tabletop.storage import FileKind, Storage, move_aside, register_file_kind, saved_game_fields

if TYPE_CHECKING:
    from tabletop.core.match import Match
    from tabletop.core.protocol import Result

#: Extra optional keys of a record and their schemas. A feature that keeps more about a game
#: (hints taken, say) adds its key here; records without it still read, and so do older versions'.
RECORD_EXTRAS: dict[str, Schema] = {}

DEFAULT_KEPT = 100
EXPORT_SUFFIX = ".tabletop.json"
_NAME_RE = re.compile(r"[^a-z0-9]+")
MAX_MOVES = 100_000
FINISHED = Number(0, 2**40)
WINNERS = ListOf(Integer(0, 64), 64)


class _RecordSchema(Schema):
    """A saved game plus the record's own fields, and whatever :data:`RECORD_EXTRAS` holds now."""

    def check(self, value: Any, at: str = "") -> Any:
        required, optional = saved_game_fields()
        optional = {
            **optional,
            "finished": FINISHED,
            "winners": WINNERS,
            "scores": ListOf(Nullable(Number(-2**40, 2**40)), 64),
            "imported": Boolean(),
            "label": Text(200),
            **RECORD_EXTRAS,
        }
        return Record(required=required, optional=optional).check(value, at)


class _MoveCount(Schema):
    """A record's moves as the list needs them: how many (each is checked when the record is read whole)."""

    def check(self, value: Any, at: str = "") -> int:
        if not isinstance(value, list):
            raise Refused(at, f"expected a list, found {describe(value)}")
        if len(value) > MAX_MOVES:
            raise Refused(at, f"expected 0 to {MAX_MOVES} items, found {len(value)}")
        return len(value)


class _SummarySchema(Schema):
    """What the Recent games list shows of a record: game, seats, when, winners, how many moves,
    and the config (whether the game was played from a worked example)."""

    def check(self, value: Any, at: str = "") -> Any:
        required, _ = saved_game_fields()
        return Record(
            required={"format": required["format"], "game": required["game"], "seats": required["seats"],
                      "actions": _MoveCount()},
            optional={"finished": FINISHED, "winners": WINNERS, "imported": Boolean(), "config": required["config"]},
        ).check(value, at)


GAME_RECORD = register_file_kind(FileKind("game-record", "game record", _RecordSchema(), 20_000_000))
#: The same files read for the list only: quick, as the moves are counted, not checked.
RECORD_SUMMARY = register_file_kind(FileKind("game-record-summary", "game record", _SummarySchema(), 20_000_000))


def make_record(match: Match[Any], result: Result, finished: float | None = None,
                extras: dict[str, Any] | None = None) -> dict[str, Any]:
    """The record of a finished ``match`` (its save, when it finished, its winners and scores)."""
    scores: list[float | None] = []
    for score in result.scores:
        plain = isinstance(score, (int, float)) and math.isfinite(score)
        scores.append(float(score) if plain else None)
    record = match.to_json()
    record.update(
        finished=time.time() if finished is None else finished,
        winners=list(result.winners),
        scores=scores,
    )
    record.update(extras or {})
    return record


@dataclass(frozen=True)
class RecordEntry:
    """One record on the list: its file and what the list shows of it (:data:`RECORD_SUMMARY`);
    :meth:`RecordStore.read` reads it whole."""

    path: Path
    summary: dict[str, Any]

    @property
    def game_id(self) -> str:
        return str(self.summary["game"])

    @property
    def finished(self) -> float:
        return float(self.summary.get("finished", 0.0))

    @property
    def moves(self) -> int:
        return int(self.summary["actions"])

    @property
    def seats(self) -> list[tuple[str, str]]:
        """(name, kind) per seat."""
        return [(s["name"], s.get("kind", "human")) for s in self.summary["seats"]]

    @property
    def winners(self) -> list[int]:
        return [w for w in self.summary.get("winners", []) if 0 <= w < len(self.summary["seats"])]

    @property
    def with_people(self) -> bool:
        return any(kind == "human" for _, kind in self.seats)

    @property
    def imported(self) -> bool:
        return bool(self.summary.get("imported", False))

    @property
    def example(self) -> str | None:
        """The id of the worked example the game was played from (see :mod:`tabletop.core.examples`),
        None for a dealt game."""
        from tabletop.core.examples import EXAMPLE_OPTION

        options = (self.summary.get("config") or {}).get("options") or {}
        value = options.get(EXAMPLE_OPTION)
        return None if value is None else str(value)


#: What the list read of each record file, by path, with the file's (size, modification time):
#: a file is read again only when it changed.
_summaries: dict[Path, tuple[tuple[int, int], dict[str, Any]]] = {}


def file_stem(game_id: str, finished: float) -> str:
    """``20260301-140512-meh``: sorts by when the game finished."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(finished))
    return f"{stamp}-{_NAME_RE.sub('-', game_id.lower()).strip('-') or 'game'}"


class RecordStore:
    """The records in ``<data>/records/`` of ``storage``: keep, list, delete, export, import."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    @property
    def folder(self) -> Path:
        return self.storage.data_dir / "records"

    @property
    def exports_folder(self) -> Path:
        return self.storage.data_dir / "exports"

    @property
    def imports_folder(self) -> Path:
        """Files put here are imported by the Recent games screen's Import button."""
        return self.storage.data_dir / "imports"

    def paths(self) -> list[Path]:
        """The record files, oldest first."""
        if not self.folder.is_dir():
            return []
        return sorted(p for p in self.folder.glob("*.json") if p.is_file())

    def _new_path(self, game_id: str, finished: float) -> Path:
        stem = file_stem(game_id, finished)
        n = 1
        while (path := self.folder / f"{stem}-{n}.json").exists():
            n += 1
        return path

    def keep(self, record: dict[str, Any], kept: int = DEFAULT_KEPT) -> Path:
        """Write ``record`` as a new file (checked as it will be read), then trim to ``kept``."""
        checked = GAME_RECORD.schema.check(record)
        path = self._new_path(checked["game"], float(checked.get("finished", time.time())))
        self.storage.write(path, checked)
        self.trim(kept)
        return path

    def trim(self, kept: int) -> list[Path]:
        """Delete the oldest records beyond ``kept``; the ones deleted."""
        paths = self.paths()
        extra = paths[: max(0, len(paths) - max(1, kept))]
        for path in extra:
            try:
                path.unlink()
            except OSError:
                continue
        return extra

    def entries(self, game_ids: Sequence[str] | None = None) -> list[RecordEntry]:
        """The readable records (of ``game_ids`` when given), newest first; damaged ones are moved
        aside with a message in ``storage.problems``."""
        found: list[RecordEntry] = []
        for path in self.paths():
            summary = self._summary(path)
            if summary is None or (game_ids is not None and summary["game"] not in game_ids):
                continue
            found.append(RecordEntry(path, summary))
        found.sort(key=lambda e: (e.finished, e.path.name), reverse=True)
        return found

    def _summary(self, path: Path) -> dict[str, Any] | None:
        try:
            stat = path.stat()
        except OSError:
            return None
        key = (stat.st_size, stat.st_mtime_ns)
        cached = _summaries.get(path)
        if cached is not None and cached[0] == key:
            return cached[1]
        summary: dict[str, Any] | None = self.storage.load(path, RECORD_SUMMARY)
        if summary is None:
            _summaries.pop(path, None)
        else:
            _summaries[path] = (key, summary)
        return summary

    def read(self, entry: RecordEntry) -> dict[str, Any] | None:
        """The whole record, checked; None (moved aside, with a message) if it is damaged."""
        data: dict[str, Any] | None = self.storage.load(entry.path, GAME_RECORD)
        return data

    def delete(self, entry: RecordEntry) -> None:
        try:
            entry.path.unlink()
        except FileNotFoundError:
            pass

    def damaged(self, entry: RecordEntry, reason: str) -> str:
        """A record that passed the schema but cannot be replayed: moved aside, with a message."""
        return self.storage.quarantine(entry.path, GAME_RECORD.what, reason)

    def export(self, entry: RecordEntry, folder: Path | None = None) -> Path | None:
        """Copy ``entry`` to ``folder`` (the exports folder) as ``<date>-<game>.tabletop.json``;
        None if the record turned out damaged (then moved aside, with a message)."""
        data = self.read(entry)
        if data is None:
            return None
        target_dir = folder or self.exports_folder
        stem = entry.path.stem.rsplit("-", 1)[0]
        path = target_dir / f"{stem}{EXPORT_SUFFIX}"
        n = 2
        while path.exists():
            path = target_dir / f"{stem}-{n}{EXPORT_SUFFIX}"
            n += 1
        self.storage.write(path, data)
        return path

    def import_file(self, source: Path, known_games: Sequence[str], kept: int = DEFAULT_KEPT) -> Path | None:
        """Add the game in ``source`` to the records; None (and a message in ``storage.problems``)
        if it is not a record of a game this version knows whose moves replay. A file refused by
        its schema or its moves is moved aside (use :meth:`import_copy` for a file of the player's)."""
        from tabletop import games
        from tabletop.core.match import DamagedSave, Match

        data = self.storage.load(source, GAME_RECORD)
        if data is None:
            if source.exists() and source not in self.storage.refused:
                self.storage.problems.append(f"{source.name} holds no game.")
            return None
        if data["game"] not in known_games:
            self.storage.problems.append(f"{source.name} is a game of {data['game']!r}, which this version has not.")
            return None
        try:
            Match.from_json(games.get(data["game"]).rules(), data)
        except DamagedSave as exc:
            self.storage.quarantine(source, GAME_RECORD.what, str(exc))
            return None
        data["imported"] = True
        data.setdefault("finished", source.stat().st_mtime)
        return self.keep(data, kept)

    def import_copy(self, source: Path, known_games: Sequence[str], kept: int = DEFAULT_KEPT) -> Path | None:
        """Import a copy of ``source`` (a file dropped on the window), leaving the file itself alone:
        the copy goes through the imports folder, where a refused one is kept aside."""
        try:
            self.imports_folder.mkdir(parents=True, exist_ok=True)
            copy = self.imports_folder / source.name
            n = 2
            while copy.exists():
                copy = self.imports_folder / f"{source.stem}-{n}{source.suffix}"
                n += 1
            shutil.copyfile(source, copy)
        except OSError as exc:
            self.storage.problems.append(f"{source.name} could not be read: {exc}")
            return None
        path = self.import_file(copy, known_games, kept)
        if path is not None:
            copy.unlink(missing_ok=True)
        elif copy.exists():
            try:
                move_aside(copy)
            except OSError:
                pass
        return path

    def import_folder(self, known_games: Sequence[str], kept: int = DEFAULT_KEPT) -> tuple[int, int]:
        """Import every file of the imports folder; (imported, refused). An imported file is
        removed from the folder; a refused one is moved aside there."""
        done = failed = 0
        folder = self.imports_folder
        if not folder.is_dir():
            return 0, 0
        for source in sorted(p for p in folder.iterdir() if p.is_file() and ".damaged-" not in p.name):
            if self.import_file(source, known_games, kept) is None:
                failed += 1
                if source.exists():
                    try:
                        move_aside(source)
                    except OSError:
                        pass
                continue
            done += 1
            try:
                source.unlink()
            except OSError:
                pass
        return done, failed
