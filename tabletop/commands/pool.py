"""Run independent jobs in worker processes, results in the order of the jobs.

``simulate`` and ``ratings`` hand each game to a worker: a game is a pure
function of its task (config, seed, seat kinds, bot seeds), so the results
do not depend on how many workers played them. ``jobs=1`` runs everything
in this process (no pool), which is also what a machine with one core gets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from tabletop.workers import exit_with_parent

Task = TypeVar("Task")
Outcome = TypeVar("Outcome")


def map_in_order(work: Callable[[Task], Outcome], tasks: Iterable[Task], jobs: int) -> Iterator[Outcome]:
    """``work(task)`` for each task, yielded in the tasks' order; ``jobs`` processes at most.

    ``work`` must be a module-level function and tasks and outcomes picklable.
    An exception inside ``work`` is re-raised here, so ``work`` should catch
    what it wants to report. Closing the iterator early cancels the tasks not
    yet started and waits for those running.
    """
    items = list(tasks)
    if jobs <= 1 or len(items) <= 1:
        for task in items:
            yield work(task)
        return
    pool = ProcessPoolExecutor(max_workers=min(jobs, len(items)), initializer=exit_with_parent)
    try:
        yield from pool.map(work, items, chunksize=1)
    finally:  # also when the caller stops early (Ctrl+C): the games not yet started are dropped
        pool.shutdown(wait=True, cancel_futures=True)
