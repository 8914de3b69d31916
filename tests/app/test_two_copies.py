"""Two copies of the app writing the same files at once lose nothing.

Statistics are counted under a lock, so every game of both copies is
counted; settings and autosaves are whole files replaced atomically, so the
last writer wins and no reader ever sees a mix or half of a file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tabletop.storage import Settings, Storage, file_lock

GAMES_EACH = 40

RECORD = """
import sys
from tabletop.storage import Storage
st = Storage()
for i in range(int(sys.argv[1])):
    st.record_game("meh", ["human", sys.argv[2]], [i % 2])
"""

SETTINGS = """
import sys
from tabletop.storage import Settings, Storage
st = Storage()
for i in range(200):
    st.save_settings(Settings(volume=float(sys.argv[1]), ai_pace=i / 100))
"""


def _run_two(home: Path, script: str, args: list[list[str]]) -> None:
    env = dict(os.environ, TABLETOP_HOME=str(home))
    procs = [subprocess.Popen([sys.executable, "-c", script, *a], env=env) for a in args]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]


def test_two_copies_counting_games_lose_no_count(home: Path) -> None:
    _run_two(home, RECORD, [[str(GAMES_EACH), "hard"], [str(GAMES_EACH), "easy"]])
    stats = Storage().load_stats()
    assert stats["meh"]["played"] == 2 * GAMES_EACH
    assert stats["meh"]["kinds"]["human"]["played"] == 2 * GAMES_EACH
    assert stats["meh"]["kinds"]["hard"] == {"played": GAMES_EACH, "won": GAMES_EACH // 2}
    assert stats["meh"]["kinds"]["easy"] == {"played": GAMES_EACH, "won": GAMES_EACH // 2}
    assert not list(Storage().data_dir.glob("statistics.json.*"))  # no lock, temp or damaged file left


def test_two_copies_saving_settings_the_last_writer_wins_whole(home: Path) -> None:
    _run_two(home, SETTINGS, [["0.25"], ["0.75"]])
    st = Storage()
    settings = st.load_settings()
    assert settings.volume in (0.25, 0.75) and settings.ai_pace == 1.99
    assert st.take_problems() == []
    assert json.loads(st.settings_path.read_text()) == settings.to_json()
    assert sorted(p.name for p in st.config_dir.iterdir()) == ["settings.json"]


def test_a_lock_left_by_a_crash_is_broken(home: Path) -> None:
    st = Storage()
    lock = st.stats_path.with_name("statistics.json.lock")
    lock.parent.mkdir(parents=True)
    lock.write_text("")
    os.utime(lock, (1000, 1000))
    st.record_game("meh", ["human"], [0])
    assert not lock.exists() and Storage().load_stats()["meh"]["played"] == 1


def test_a_lock_held_by_another_copy_waits_then_gives_up(home: Path) -> None:
    st = Storage()
    with file_lock(st.stats_path):
        try:
            with file_lock(st.stats_path, timeout=0.05):
                raise AssertionError("the lock was taken twice")
        except OSError as exc:
            assert "busy" in str(exc)
    assert Settings() == st.load_settings()
