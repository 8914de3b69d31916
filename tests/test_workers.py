"""Worker processes end with the process that started them, however it ends (tabletop.workers), and games
stopped early stop at once (tabletop.commands.pool)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tabletop.commands.pool import map_in_order

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kills a process by its pid with SIGKILL")

SEARCH_POOL = """
    from tabletop.ai.parallel import POOL
    pool, _ = POOL.start(2)
    for started in [pool.submit(os_getpid_after_a_rest, 1.0) for _ in range(2)]:
        print(started.result(timeout=60), flush=True)
"""
"""Starts the app's search pool and prints its two workers' process ids; they wait for a search."""

STARTS_WORKERS = {
    "the search pool (spawned), in the middle of a search": SEARCH_POOL + """
    searches = [pool.submit(os_getpid_after_a_rest, 600) for _ in range(2)]
    """,
    "simulate's and ratings' games (forked), in the middle of a game": """
        from tabletop.commands.pool import map_in_order
        games = map_in_order(os_getpid_after_a_rest, [1.0, 1.0, 600, 600], jobs=2)
        print(next(games), flush=True)
        print(next(games), flush=True)  # and each worker takes a 10-minute task
    """,
}
"""Scripts that start two workers, print each one's process id and give each a long task."""

PRELUDE = """
import os, time

def os_getpid_after_a_rest(seconds):
    time.sleep(seconds)
    return os.getpid()
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a child of ours that ended but was not reaped is no worker left running
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


@contextmanager
def parent_with_workers(tmp_path: Path, script: str) -> Iterator[tuple[subprocess.Popen[str], list[int]]]:
    """A process running ``script`` (one of STARTS_WORKERS) and its two workers' ids; at the end nothing of
    theirs is left running, whatever the test found."""
    main = tmp_path / "parent.py"
    main.write_text(PRELUDE + "\nif __name__ == '__main__':\n" + textwrap.indent(textwrap.dedent(script), "    ")
                    + "    print('ready', flush=True)\n    time.sleep(600)\n", encoding="utf-8")
    with open(tmp_path / "stderr.txt", "w", encoding="utf-8") as stderr:
        parent = subprocess.Popen([sys.executable, str(main)], stdout=subprocess.PIPE, stderr=stderr, text=True,
                                  env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    workers: list[int] = []
    try:
        assert parent.stdout is not None
        for line in parent.stdout:
            if line.strip() == "ready":
                break
            workers.append(int(line))
        assert len(set(workers)) == 2 and parent.pid not in workers
        assert all(alive(pid) for pid in workers)
        yield parent, workers
    finally:
        for pid in [parent.pid, *workers]:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        parent.wait()


@pytest.mark.parametrize("script", STARTS_WORKERS.values(), ids=list(STARTS_WORKERS))
def test_workers_end_when_their_parent_is_killed(tmp_path: Path, script: str) -> None:
    with parent_with_workers(tmp_path, script) as (parent, workers):
        os.kill(parent.pid, signal.SIGKILL)  # no clean-up of its own: as a crash or kill -9
        parent.wait()
        deadline = time.monotonic() + 20
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [pid for pid in workers if alive(pid)], "workers outlived their parent"


def test_ctrl_c_leaves_the_search_workers_to_the_app(tmp_path: Path) -> None:
    """Ctrl+C in a terminal reaches every process the app started: its search workers, waiting for a search,
    go on quietly (no traceback each) and leave it to the app, which closes and takes them with it."""
    with parent_with_workers(tmp_path, SEARCH_POOL) as (parent, workers):
        for pid in workers:
            os.kill(pid, signal.SIGINT)
        time.sleep(1.0)
        assert all(alive(pid) for pid in workers)
        assert parent.poll() is None
    assert "KeyboardInterrupt" not in (tmp_path / "stderr.txt").read_text(encoding="utf-8")


def rest_then_pid(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def test_games_stopped_early_stop_at_once() -> None:
    """Ctrl+C (or a caller that stops reading) ends the games being played at once, not after them."""
    games = map_in_order(rest_then_pid, [0.3, 0.3, 30, 30, 30], jobs=2)
    workers = {next(games), next(games)}
    start = time.monotonic()
    games.close()  # as a KeyboardInterrupt at the caller's loop does
    assert time.monotonic() - start < 20
    assert not [pid for pid in workers if alive(pid)]
