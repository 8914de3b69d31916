"""Where the app keeps its files: settings, autosaves and statistics.

Files live in the platform's user folders (``platformdirs``) or, when the
``TABLETOP_HOME`` environment variable is set, under that folder (tests use a
temporary one). Every write is atomic: a temporary file in the same folder,
flushed and fsynced, then ``os.replace``-d over the old one, so a crash never
leaves half a file. A file that cannot be read is *moved aside* (renamed
``<name>.damaged-<timestamp>``), a clear message is queued in
:attr:`Storage.problems` for the app to show, and the app goes on with
defaults.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

ENV_HOME = "TABLETOP_HOME"
APP_NAME = "tabletop"


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


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once (temp file, fsync, os.replace)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
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


#: The allowed range of each numeric setting.
SETTING_LIMITS: dict[str, tuple[float, float]] = {
    "volume": (0.0, 1.0),
    "animation_speed": (0.25, 4.0),
    "ai_pace": (0.0, 3.0),
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

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Settings from a JSON object; unknown keys are ignored, bad values take defaults."""
        settings = Settings()
        if not isinstance(data, dict):
            raise TypeError("settings must be a JSON object")
        for f in fields(Settings):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, f.name, value)
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                low, high = SETTING_LIMITS[f.name]
                setattr(settings, f.name, min(high, max(low, float(value))))
        return settings

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class Storage:
    """The app's files. ``problems`` collects messages about damaged files for the UI."""

    def __init__(self, config_dir: Path | None = None, data_dir: Path | None = None) -> None:
        default_config, default_data = base_dirs()
        self.config_dir: Path = config_dir or default_config
        self.data_dir: Path = data_dir or default_data
        self.problems: list[str] = []

    # --- paths -------------------------------------------------------------------
    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def stats_path(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    def autosave_path(self, game_id: str) -> Path:
        return self.saves_dir / f"autosave-{game_id}.json"

    # --- reading with damage control --------------------------------------------------
    def quarantine(self, path: Path, what: str, reason: str) -> str:
        """Move a damaged file aside, record and return the message for the player."""
        try:
            moved: Path | None = move_aside(path)
        except OSError:
            moved = None
        where = f" It was kept as {moved.name}." if moved is not None else ""
        message = f"The {what} could not be read ({reason}).{where}"
        self.problems.append(message)
        return message

    def read_json(self, path: Path, what: str) -> Any | None:
        """The JSON in ``path``; None if missing or damaged (then moved aside and reported)."""
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            self.quarantine(path, what, type(exc).__name__)
            return None
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            self.quarantine(path, what, f"not valid JSON: {exc.msg} at line {exc.lineno}")
            return None

    def take_problems(self) -> list[str]:
        """The queued messages, emptying the queue."""
        out, self.problems = self.problems, []
        return out

    # --- settings ---------------------------------------------------------------
    def load_settings(self) -> Settings:
        data = self.read_json(self.settings_path, "settings file")
        if data is None:
            return Settings()
        try:
            return Settings.from_json(data)
        except TypeError as exc:
            self.quarantine(self.settings_path, "settings file", str(exc))
            return Settings()

    def save_settings(self, settings: Settings) -> None:
        atomic_write_json(self.settings_path, settings.to_json())

    # --- autosaves --------------------------------------------------------------
    def write_autosave(self, game_id: str, data: dict[str, Any]) -> None:
        atomic_write_json(self.autosave_path(game_id), data)

    def read_autosave(self, game_id: str) -> dict[str, Any] | None:
        """The autosave of ``game_id`` as JSON; None if there is none or it is damaged."""
        path = self.autosave_path(game_id)
        data = self.read_json(path, "saved game")
        if data is None:
            return None
        if not isinstance(data, dict):
            self.quarantine(path, "saved game", "not a saved game")
            return None
        return data

    def delete_autosave(self, game_id: str) -> None:
        try:
            self.autosave_path(game_id).unlink()
        except FileNotFoundError:
            pass

    def latest_autosave(self) -> str | None:
        """The game id of the most recent autosave, or None."""
        if not self.saves_dir.is_dir():
            return None
        best: tuple[float, str] | None = None
        for path in self.saves_dir.glob("autosave-*.json"):
            game_id = path.stem[len("autosave-"):]
            try:
                mtime = path.stat().st_mtime
            except OSError:
                continue
            if best is None or mtime > best[0]:
                best = (mtime, game_id)
        return best[1] if best else None

    # --- statistics -------------------------------------------------------------
    def load_stats(self) -> dict[str, Any]:
        """``{game_id: {"played": n, "kinds": {kind: {"played": n, "won": m}}}}``."""
        data = self.read_json(self.stats_path, "statistics file")
        if data is None:
            return {}
        if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
            self.quarantine(self.stats_path, "statistics file", "unexpected contents")
            return {}
        return data

    def record_game(self, game_id: str, seat_kinds: list[str], winners: list[int]) -> dict[str, Any]:
        """Count one finished game: played once per game, and played/won per seat kind."""
        stats = self.load_stats()
        entry = stats.setdefault(game_id, {})
        entry["played"] = int(entry.get("played", 0)) + 1
        kinds = entry.setdefault("kinds", {})
        for seat, kind in enumerate(seat_kinds):
            row = kinds.setdefault(kind, {"played": 0, "won": 0})
            row["played"] = int(row.get("played", 0)) + 1
            if seat in winners:
                row["won"] = int(row.get("won", 0)) + 1
        atomic_write_json(self.stats_path, stats)
        return stats
