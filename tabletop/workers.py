"""Worker processes that end with the process that started them, and that yield the CPU to it.

A pool's worker waits on a pipe for its next task. If the process that started it is killed (a
crash, ``kill -9``, a closed terminal, a logout), no task comes again and nothing tells the worker:
it would wait for ever, holding its memory, and a worker in the middle of a search or a game would
play it out first. :func:`exit_with_parent`, run in each worker as it starts, watches the parent's
sentinel on a daemon thread and ends the worker the moment the parent is gone.
:func:`run_at_lowest_priority` lets a worker that fills a core give it up at once to the app.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from multiprocessing.connection import wait


def exit_with_parent() -> None:
    """In a worker process: end this process as soon as its parent has ended (nothing in the parent)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        try:
            wait([sentinel])
        except (OSError, ValueError):  # no sentinel to watch after all: the worker lives as a plain one
            return
        os._exit(0)  # no clean-up to wait for: whatever the worker was doing is wanted by no one

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


LOWEST_NICENESS = 19
WINDOWS_IDLE_PRIORITY_CLASS = 0x40


def run_at_lowest_priority() -> None:
    """Run this process at the system's lowest priority: niceness 19 on Unix, the idle priority class
    on Windows. A system that refuses keeps the priority as it was."""
    if hasattr(os, "nice"):
        try:
            os.nice(LOWEST_NICENESS)  # more than the room left is the lowest there is
        except OSError:
            pass
    elif sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), WINDOWS_IDLE_PRIORITY_CLASS)
