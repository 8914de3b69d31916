"""Worker processes end with the process that started them, however it ends (tabletop.workers)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kills a process by its pid with SIGKILL")

STARTS_WORKERS = {
    "the search pool (spawned), in the middle of a search": """
        from tabletop.ai.parallel import POOL
        pool, _ = POOL.start(2)
        for started in [pool.submit(os_getpid_after_a_rest, 1.0) for _ in range(2)]:
            print(started.result(timeout=60), flush=True)
        searches = [pool.submit(os_getpid_after_a_rest, 600) for _ in range(2)]
    """,
    "simulate's and ratings' games (forked), in the middle of a game": """
        from tabletop.commands.pool import map_in_order
        games = map_in_order(os_getpid_after_a_rest, [1.0, 1.0, 600, 600], jobs=2)
        print(next(games), flush=True)
        print(next(games), flush=True)  # and each worker takes a 10-minute task
    """,
}
"""Scripts that start two workers and print each one's process id, then wait to be killed."""

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


@pytest.mark.parametrize("script", STARTS_WORKERS.values(), ids=list(STARTS_WORKERS))
def test_workers_end_when_their_parent_is_killed(tmp_path: Path, script: str) -> None:
    main = tmp_path / "parent.py"
    main.write_text(PRELUDE + "\nif __name__ == '__main__':\n" + textwrap.indent(textwrap.dedent(script), "    ")
                    + "    print('ready', flush=True)\n    time.sleep(600)\n", encoding="utf-8")
    parent = subprocess.Popen([sys.executable, str(main)], stdout=subprocess.PIPE, text=True,
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
        os.kill(parent.pid, signal.SIGKILL)  # no clean-up of its own: as a crash or kill -9
        parent.wait()
        deadline = time.monotonic() + 20
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [pid for pid in workers if alive(pid)], "workers outlived their parent"
    finally:  # nothing of this test's is left running, whatever it found
        for pid in [parent.pid, *workers]:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        parent.wait()
