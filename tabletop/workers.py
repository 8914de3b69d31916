"""Worker processes that end with the process that started them.

A pool's worker waits on a pipe for its next task. If the process that started it is killed (a
crash, ``kill -9``, a closed terminal, a logout), no task comes again and nothing tells the worker:
it would wait for ever, holding its memory, and a worker in the middle of a search or a game would
play it out first. :func:`exit_with_parent`, run in each worker as it starts, watches the parent's
sentinel on a daemon thread and ends the worker the moment the parent is gone.
"""

from __future__ import annotations

import multiprocessing
import os
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
