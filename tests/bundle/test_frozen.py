"""The built program itself; these run only when TABLETOP_FROZEN_APP names it.

    TABLETOP_FROZEN_APP=dist/tabletop/tabletop python3 dev.py test tests/bundle

(CI does this after `python3 dev.py build`.) They start the real program with the dummy
video and audio drivers, without TABLETOP_HOME, in a throwaway home folder.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROGRAM_ENV = "TABLETOP_FROZEN_APP"
PROGRAM = os.environ.get(PROGRAM_ENV)

pytestmark = pytest.mark.skipif(not PROGRAM, reason=f"set {PROGRAM_ENV} to the built program to run these")


def program() -> Path:
    path = Path(PROGRAM or "")
    return path if path.is_absolute() else ROOT / path


def user_dirs(home: Path) -> tuple[Path, Path]:
    """Where the platform keeps tabletop's (config, data) for a user whose home is ``home``."""
    if sys.platform == "darwin":
        support = home / "Library" / "Application Support" / "tabletop"
        return support, support
    if sys.platform.startswith("linux"):
        return home / ".config" / "tabletop", home / ".local" / "share" / "tabletop"
    pytest.skip("the user folders of this platform do not follow HOME")
    raise AssertionError  # not reached


def player_env(home: Path) -> dict[str, str]:
    """A player's environment: no TABLETOP_HOME, no XDG overrides, HOME a fresh folder."""
    env = {k: v for k, v in os.environ.items() if k != "TABLETOP_HOME" and not k.startswith("XDG_")}
    env.update(HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return env


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        p.relative_to(folder).as_posix(): (p.lstat().st_size, p.lstat().st_mtime_ns)
        for p in folder.rglob("*")
    }


def test_frozen_program_reports_its_first_frame(tmp_path: Path) -> None:
    env = dict(player_env(tmp_path), TABLETOP_FIRST_FRAME="1")
    start = time.time()
    proc = subprocess.run([str(program())], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    stamps = [float(line.split()[1]) for line in proc.stdout.splitlines() if line.startswith("first-frame ")]
    assert len(stamps) == 1, proc.stdout
    assert 0 < stamps[0] - start < 10


def test_frozen_program_keeps_settings_and_saves_in_the_user_folders(tmp_path: Path) -> None:
    home = tmp_path / "home"
    config, data = user_dirs(home)
    config.mkdir(parents=True)
    # a damaged settings file: the program must read it from the user's config folder and move it aside there
    (config / "settings.json").write_text("{ not json", encoding="utf-8")
    bundle = program().parent
    before = snapshot(bundle)
    proc = subprocess.Popen(
        [str(program()), "play", "meh", "--seats", "random,random"],
        env=player_env(home), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    save = data / "saves" / "autosave-meh.json"  # bots alone: saved after every move, never counted
    try:
        deadline = time.monotonic() + 90
        while not save.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        assert proc.poll() is None, f"the program stopped (exit {proc.returncode})"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert save.is_file(), "no game was saved in the user's data folder"
    assert '"meh"' in save.read_text(encoding="utf-8")
    assert not (config / "settings.json").exists()
    assert [p.name.split(".damaged-")[0] for p in config.glob("settings.json.damaged-*")] == ["settings.json"]
    written = {p for p in home.rglob("*") if p.is_file()}
    assert all(p.is_relative_to(config) or p.is_relative_to(data) for p in written), sorted(map(str, written))
    assert snapshot(bundle) == before, "the program wrote into its own folder"


def frozen_simulate(home: Path, *args: str) -> dict[str, Any]:
    """The frozen program's ``simulate meh --json`` with ``args``; it must say nothing on stderr."""
    proc = subprocess.run([str(program()), "simulate", "meh", "--json", "--quiet", *args],
                          env=player_env(home), capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    # a worker that ran the program instead of its task says so here ("invalid choice: 'tracker_fd=…'")
    assert proc.stderr == "", proc.stderr[-2000:]
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def test_frozen_program_plays_games_and_searches_in_worker_processes(tmp_path: Path) -> None:
    # A worker process of a frozen program is the program itself started again: without
    # multiprocessing's freeze support it runs the program instead of its task, and the search
    # falls back to one process
    one = frozen_simulate(tmp_path, "--seats", "easy,random", "--games", "4", "--jobs", "1")
    two = frozen_simulate(tmp_path, "--seats", "easy,random", "--games", "4", "--jobs", "2")
    assert (two["completed"], two["errors"], two["jobs"]) == (4, 0, 2)
    assert [two["kinds"][k]["wins"] for k in ("easy", "random")] == [one["kinds"][k]["wins"] for k in ("easy", "random")]
    # Hard's search on two processes (an iteration budget shared between them)
    parallel = frozen_simulate(tmp_path, "--seats", "ismcts:200/2,random", "--games", "2", "--jobs", "1")
    assert (parallel["completed"], parallel["errors"]) == (2, 0)
    assert parallel["kinds"]["ismcts:200/2"]["iterations_mean"] == 200
