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
    what it wants to report. Stopping early (Ctrl+C, or the caller closing the
    iterator) drops the tasks not yet started and stops those running at once:
    a game half played is worth nothing, and Hard's can take minutes.
    """
    items = list(tasks)
    if jobs <= 1 or len(items) <= 1:
        for task in items:
            yield work(task)
        return
    pool = ProcessPoolExecutor(max_workers=min(jobs, len(items)), initializer=exit_with_parent)
    done = False
    try:
        yield from pool.map(work, items, chunksize=1)
        done = True
    finally:
        if not done:
            stop_workers(pool)
        pool.shutdown(wait=True, cancel_futures=True)


def stop_workers(pool: ProcessPoolExecutor) -> None:
    """End ``pool``'s worker processes now, whatever they are doing (the pool is of no use after).

    They are killed, not asked to stop: a worker forked from a process where SDL (pygame) set its
    own signal handlers would take a polite request as a window to close, and play on."""
    kill = getattr(pool, "kill_workers", None)  # Python 3.14 and later
    if kill is not None:
        kill()
        return
    processes = getattr(pool, "_processes", None) or {}  # before 3.14: the pool's own table of its workers
    for process in list(processes.values()):
        process.kill()
