"""Where the app keeps its files, and how it reads them without ever failing open.

Files live in the platform's user folders (``platformdirs``) or, when the
``TABLETOP_HOME`` environment variable is set, under that folder (tests use a
temporary one).

Every file is read through one loader, :meth:`Storage.load`, with the
:class:`FileKind` of the file: its name for messages, its size limit and its
:mod:`schema <tabletop.schema>`. Whatever the file holds (not JSON, JSON of
any type, depth or size, numbers huge, infinite or NaN) it is either accepted
or *refused*: a refused file is moved aside once (renamed
``<name>.damaged-<timestamp>``, never deleted and never read again), one
message naming the file and the field is queued in :attr:`Storage.problems`
for the app to show, and the app goes on with defaults. The kinds are
registered in :data:`FILE_KINDS`; a game that keeps a file of its own
registers its kind with :func:`register_file_kind` and reads it with
:meth:`Storage.load`.

Every write is atomic: a temporary file in the same folder, flushed and
fsynced, then ``os.replace``-d over the old one, so a crash never leaves half
a file, and when two copies of the app write the same file the last writer
wins with a whole file. Statistics, which are read, counted and written
back, are updated under a lock file so that two copies lose no count.
Temporary files left behind by a crash are swept away when the storage opens.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from tabletop.schema import (
    AnyJson,
    Boolean,
    Integer,
    ListOf,
    MapOf,
    Nullable,
    Number,
    Record,
    Refused,
    Scalar,
    Schema,
    Text,
)
from tabletop.statistics import FinishedGame, count_game, statistics_schema

ENV_HOME = "TABLETOP_HOME"
APP_NAME = "tabletop"
TEMP_SUFFIX = ".tmp"
#: A temporary file older than this was left by a crash (a write takes milliseconds).
STALE_TEMP_SECONDS = 60.0
#: A lock held longer than this was left by a crash and is broken.
STALE_LOCK_SECONDS = 10.0
LOCK_TIMEOUT_SECONDS = 5.0


def base_dirs() -> tuple[Path, Path]:
    """The (config, data) folders."""
    home = os.environ.get(ENV_HOME)
    if home:
        root = Path(home)
        return root / "config", root / "data"
    import platformdirs

    return (
        platformdirs.user_config_path(APP_NAME, appauthor=False),
        platformdirs.user_data_path(APP_NAME, appauthor=False),
    )


# --- writing ---------------------------------------------------------------------------------
def _read_umask() -> int:
    # os.umask can only be read by setting it; done once, at import, before any thread starts
    umask = os.umask(0o022)
    os.umask(umask)
    return umask


#: The permission bits of a newly created file (0o666 less the umask).
NEW_FILE_PERMISSIONS = 0o666 & ~_read_umask()


def _permissions_for(path: Path) -> int:
    """The permission bits ``path`` should have after a rewrite: its own if it exists,
    else a new file's, not the temp file's private 0o600."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return NEW_FILE_PERMISSIONS


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once (temp file, fsync, os.replace).

    The file keeps its permissions (a kept file in a shared folder stays readable), and a symlink
    stays one: the file it names is replaced."""
    path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    permissions = _permissions_for(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        if hasattr(os, "fchmod"):  # not on Windows, where the bits mean little
            os.fchmod(fd, permissions)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=True) + "\n")


def sweep_temp_files(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files of interrupted writes in ``folder``; the ones deleted.

    Only files older than ``older_than`` seconds go, so that a write in
    progress in another copy of the app is left alone.
    """
    removed: list[Path] = []
    if not folder.is_dir():
        return removed
    now = time.time()
    for path in folder.glob(f".*{TEMP_SUFFIX}"):
        try:
            if now - path.stat().st_mtime > older_than:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


@contextmanager
def file_lock(path: Path, timeout: float = LOCK_TIMEOUT_SECONDS) -> Iterator[None]:
    """Hold ``<path>.lock`` (created exclusively) for a read-count-write of ``path``.

    A lock older than :data:`STALE_LOCK_SECONDS` was left by a crash and is
    broken; OSError if the lock cannot be had within ``timeout`` seconds.
    """
    lock = path.with_name(path.name + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + timeout
    while True:
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            break
        except FileExistsError:
            try:
                if time.time() - lock.stat().st_mtime > STALE_LOCK_SECONDS:
                    lock.unlink()
                    continue
            except FileNotFoundError:
                continue
            if time.monotonic() > deadline:
                raise OSError(f"{path.name} is busy (locked by another copy of the app)") from None
            time.sleep(0.005)
    try:
        os.close(fd)
        yield
    finally:
        try:
            lock.unlink()
        except FileNotFoundError:
            pass


def move_aside(path: Path) -> Path:
    """Rename a damaged file to ``<name>.damaged-<timestamp>`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    os.replace(path, target)
    return target


# --- the kinds of file -----------------------------------------------------------------------
@dataclass(frozen=True)
class FileKind:
    """One kind of file the app reads: ``what`` names it in messages ("statistics file")."""

    key: str
    what: str
    schema: Schema
    max_bytes: int = 1_000_000


FILE_KINDS: dict[str, FileKind] = {}
"""Every kind of file the app reads, by key; the fuzz tests go through all of them."""


def register_file_kind(kind: FileKind) -> FileKind:
    """Add ``kind`` to :data:`FILE_KINDS` (a game's own files join this way) and return it."""
    if FILE_KINDS.get(kind.key, kind) != kind:
        raise ValueError(f"a different file kind {kind.key!r} is already registered")
    FILE_KINDS[kind.key] = kind
    return kind


#: The range of each numeric setting, as its slider offers it; a number outside it is brought inside.
SETTING_LIMITS: dict[str, tuple[float, float]] = {
    "volume": (0.0, 1.0),
    "animation_speed": (0.5, 3.0),
    "ai_pace": (0.0, 2.0),
    "ui_scale": (0.8, 1.3),
    "replays_kept": (10, 1000),
}
#: The numeric settings that are counts (kept whole).
WHOLE_SETTINGS = frozenset({"replays_kept"})

#: The schemas of the settings that are neither a number (:data:`SETTING_LIMITS`) nor true/false.
SETTING_SCHEMAS: dict[str, Schema] = {
    "seen_how_to_play": ListOf(Text(100), 100),
}


@dataclass
class Settings:
    """What the player chose in the settings scene; saved between runs."""

    volume: float = 0.7
    muted: bool = False
    animation_speed: float = 1.0  # 0.5 slow .. 2.0 fast; multiplies animation rates
    ai_pace: float = 0.7  # seconds an AI move stays on screen before the next one
    fullscreen: bool = False
    casual_undo: bool = False  # allow undo past revealed information
    ui_scale: float = 1.0  # bigger (or smaller) cards and text, on top of the window's own scale
    high_contrast: bool = False  # the high-contrast palette (theme.HIGH_CONTRAST)
    play_forced: bool = False  # play a person's move for them when it is the only legal one
    seen_how_to_play: list[str] = field(default_factory=list)  # games whose table was introduced
    replays_kept: int = 100  # finished games kept for Recent games; the oldest go first

    @staticmethod
    def schema() -> Schema:
        """Every field optional; numbers are clamped to :data:`SETTING_LIMITS`, unknown keys ignored."""
        optional: dict[str, Schema] = {}
        for f in fields(Settings):
            limits = SETTING_LIMITS.get(f.name)
            if limits:
                optional[f.name] = Number(*limits, whole=f.name in WHOLE_SETTINGS)
            else:
                optional[f.name] = SETTING_SCHEMAS.get(f.name, Boolean())
        return Record(optional=optional)

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Settings from a JSON object; Refused (naming the field) if a value has the wrong type."""
        return Settings(**Settings.schema().check(data))

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def saved_game_fields() -> tuple[dict[str, Schema], dict[str, Schema]]:
    """The (required, optional) fields of a saved game, which a game record extends."""
    from tabletop.core.match import SAVE_FORMAT
    from tabletop.scenes.matches import SEAT_KINDS

    small = Integer(0, 64)
    seat = Record(required={"name": Text(100)}, optional={"kind": Text(choices=SEAT_KINDS), "team": Nullable(small)})
    action = Record(required={"kind": Text(100)}, optional={"args": ListOf(Scalar(), 32)})
    config = Record(
        required={"players": Integer(1, 64)},
        optional={"teams": Nullable(ListOf(small, 64)), "options": Nullable(MapOf(AnyJson()))},
    )
    required: dict[str, Schema] = {
        "format": Integer(SAVE_FORMAT, SAVE_FORMAT),
        "game": Text(100),
        "config": config,
        "seed": Integer(),
        "seats": ListOf(seat, 64, min_items=1),
        "actions": ListOf(action, 100_000),
    }
    return required, {"casual_undo": Boolean(), "hints": ListOf(Integer(0, 1_000_000), 64)}


def _saved_game_schema() -> Schema:
    required, optional = saved_game_fields()
    return Record(required=required, optional=optional)


def _seat_setups_schema() -> Schema:
    from tabletop.scenes.matches import SEAT_KINDS

    seat = Record(required={"kind": Text(choices=SEAT_KINDS)}, optional={"name": Nullable(Text(100))})
    setup = Record(
        required={"players": Integer(1, 64), "seats": ListOf(seat, 64, min_items=1)},
        optional={"options": MapOf(AnyJson(max_depth=4, max_nodes=500), 50)},
    )
    return MapOf(setup, 100)


SETTINGS = register_file_kind(FileKind("settings", "settings file", Settings.schema()))
SEAT_SETUPS = register_file_kind(FileKind("seat-setups", "seat setups file", _seat_setups_schema(), 200_000))
STATISTICS = register_file_kind(FileKind("statistics", "statistics file", statistics_schema()))
SAVED_GAME = register_file_kind(FileKind("saved-game", "saved game", _saved_game_schema(), 20_000_000))


def parse_json(text: str) -> Any:
    """The JSON value in ``text``; ValueError saying why it is not JSON (never another exception)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise ValueError("not valid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise ValueError(f"not valid JSON: {exc}") from None


@dataclass(frozen=True)
class Autosave:
    """One unfinished game on offer: its checked contents and when it was last saved."""

    game_id: str
    data: dict[str, Any]
    modified: float

    @property
    def moves(self) -> int:
        return len(self.data["actions"])

    @property
    def seats(self) -> list[tuple[str, str]]:
        """(name, kind) per seat."""
        return [(s["name"], s.get("kind", "human")) for s in self.data["seats"]]


class Storage:
    """The app's files. ``problems`` collects messages about damaged files for the UI."""

    def __init__(self, config_dir: Path | None = None, data_dir: Path | None = None) -> None:
        default_config, default_data = base_dirs()
        self.config_dir: Path = config_dir or default_config
        self.data_dir: Path = data_dir or default_data
        self.problems: list[str] = []
        self.refused: set[Path] = set()  # refused but could not be moved aside: not read again
        for folder in (self.config_dir, self.data_dir, self.saves_dir):
            sweep_temp_files(folder)

    # --- paths -------------------------------------------------------------------
    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def stats_path(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def setups_path(self) -> Path:
        return self.config_dir / "setups.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    def autosave_path(self, game_id: str) -> Path:
        return self.saves_dir / f"autosave-{game_id}.json"

    # --- reading with damage control --------------------------------------------------
    def quarantine(self, path: Path, what: str, reason: str) -> str:
        """Move a damaged file aside, record and return the one message for the player."""
        try:
            moved: Path | None = move_aside(path)
        except OSError:
            moved = None
            self.refused.add(path)
        where = f" It was kept as {moved.name}." if moved is not None else ""
        message = f"The {what} could not be read ({path.name}, {reason}).{where}"
        self.problems.append(message)
        return message

    def load(self, path: Path, kind: FileKind) -> Any | None:
        """The checked contents of ``path``; None if it is missing or refused (then moved aside)."""
        if path in self.refused:
            return None
        try:
            with path.open("rb") as handle:
                raw = handle.read(kind.max_bytes + 1)
        except FileNotFoundError:
            return None
        except OSError as exc:
            self.quarantine(path, kind.what, f"it cannot be opened: {type(exc).__name__}")
            return None
        try:
            if len(raw) > kind.max_bytes:
                raise ValueError(f"larger than {kind.max_bytes} bytes")
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise ValueError("not UTF-8 text") from None
            return kind.schema.check(parse_json(text))
        except Refused as exc:
            self.quarantine(path, kind.what, f"field {exc}" if exc.field else str(exc))
        except ValueError as exc:
            self.quarantine(path, kind.what, str(exc))
        return None

    def take_problems(self) -> list[str]:
        """The queued messages, emptying the queue."""
        out, self.problems = self.problems, []
        return out

    def write(self, path: Path, data: Any) -> None:
        """Write ``data`` as the whole of ``path`` (atomically); it may be read again."""
        atomic_write_json(path, data)
        self.refused.discard(path)

    # --- settings ---------------------------------------------------------------
    def load_settings(self) -> Settings:
        data = self.load(self.settings_path, SETTINGS)
        return Settings(**data) if data is not None else Settings()

    def save_settings(self, settings: Settings) -> None:
        self.write(self.settings_path, settings.to_json())

    # --- seat setups: the last one chosen for each game --------------------------------
    def load_setup(self, game_id: str) -> dict[str, Any] | None:
        """The last seat setup started for ``game_id`` (``players``, ``seats`` with ``kind`` and
        ``name``, ``options``), checked as a file; None if there is none or the file is damaged."""
        setups = self.load(self.setups_path, SEAT_SETUPS) or {}
        setup: dict[str, Any] | None = setups.get(game_id)
        return setup

    def save_setup(self, game_id: str, setup: dict[str, Any]) -> None:
        """Remember ``setup`` as the last one of ``game_id``; the other games' setups are kept.

        It is checked as the file will be, so what is written can be read back.
        """
        with file_lock(self.setups_path):
            setups = self.load(self.setups_path, SEAT_SETUPS) or {}
            setups[game_id] = setup
            self.write(self.setups_path, SEAT_SETUPS.schema.check(setups))

    # --- autosaves: one per game ------------------------------------------------------
    def write_autosave(self, game_id: str, data: dict[str, Any]) -> None:
        self.write(self.autosave_path(game_id), data)

    def read_autosave(self, game_id: str) -> dict[str, Any] | None:
        """The checked autosave of ``game_id``; None if there is none or it is damaged."""
        data: dict[str, Any] | None = self.load(self.autosave_path(game_id), SAVED_GAME)
        return data

    def delete_autosave(self, game_id: str) -> None:
        try:
            self.autosave_path(game_id).unlink()
        except FileNotFoundError:
            pass

    def autosaves(self, game_ids: list[str]) -> list[Autosave]:
        """The readable autosaves of the games ``game_ids``, most recent first.

        Autosaves of other games (say, from a newer version) are neither read nor touched.
        """
        found: list[Autosave] = []
        for game_id in game_ids:
            path = self.autosave_path(game_id)
            try:
                modified = path.stat().st_mtime
            except OSError:
                continue
            data = self.read_autosave(game_id)
            if data is not None:
                found.append(Autosave(game_id, data, modified))
        found.sort(key=lambda a: a.modified, reverse=True)
        return found

    # --- statistics -------------------------------------------------------------
    def load_stats(self) -> dict[str, Any]:
        """``{game_id: {"played": n, "people_won": p, "kinds": {kind: {"played": n, "won": m}}}}``."""
        data: dict[str, Any] | None = self.load(self.stats_path, STATISTICS)
        return data if data is not None else {}

    def record_game(self, game_id: str, seat_kinds: list[str], winners: list[int], *, moves: int = 0,
                    options: dict[str, Any] | None = None, finished: float | None = None) -> dict[str, Any]:
        """Count one finished game (see :mod:`tabletop.statistics`: games with people, and games
        among bots alone apart).

        Read, count and write happen under a lock, so two copies of the app lose no game.
        """
        game = FinishedGame(game_id, list(seat_kinds), list(winners), moves, dict(options or {}),
                            time.time() if finished is None else finished)
        with file_lock(self.stats_path):
            stats = self.load_stats()
            count_game(stats, game)
            self.write(self.stats_path, stats)
        return stats

    def reset_stats(self, game_id: str) -> None:
        """Forget every count of ``game_id`` (the other games' are kept)."""
        with file_lock(self.stats_path):
            stats = self.load_stats()
            if stats.pop(game_id, None) is not None:
                self.write(self.stats_path, stats)
