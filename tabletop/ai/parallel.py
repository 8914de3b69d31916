"""Root-parallel ISMCTS: one decision searched by several processes at once.

Each worker process grows its own tree from the same view with its own
seed (its own determinisations); the parent adds up the root statistics
(visits and rewards per action) and picks the most visited action, which
is what one search of the combined size would pick in expectation
(Cazenave & Jouandeau's root parallelisation, the form that suits ISMCTS
since the trees share nothing). The searches run outside this process, so
its interpreter stays free for the table's frames while a bot thinks.

The workers live in one pool for the whole program, started on first use
(``spawn``: safe in a process with a window and threads, and the same on
every system, frozen builds included). They run at the lowest priority where
the system allows it, so the table keeps its frame rate while they fill every core.
A cancelled decision (undo, leaving the table) stops its workers within an
iteration: every decision has its own token in a table shared with the
workers, so cancelling one decision never cuts short another searched at the
same time (a bot's move and a person's hint, say).
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from tabletop.ai.bots import SearchStats, StopCheck
from tabletop.ai.ismcts import ISMCTSBot, Node
from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game
from tabletop.workers import exit_with_parent, run_at_lowest_priority

MAX_PROCESSES = 16
CANCEL_SLOTS = 256
"""Entries of the shared cancel table; a decision's slot is its token modulo this."""


def usable_cores() -> int:
    """The cores this process may use (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every system
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class SearchTicket:
    """One decision's entry in the shared cancel table: it runs while ``tokens[slot] == token``."""

    slot: int
    token: int


@dataclass(frozen=True)
class SearchPart:
    """One worker's share of a decision (picklable)."""

    game_id: str
    view: Any
    legal: tuple[Action, ...] | None
    seed: int
    seconds: float | None
    iterations: int | None
    early_stop: bool
    ticket: SearchTicket


@dataclass(frozen=True)
class PartResult:
    """A worker's root statistics: (action, visits, total reward) per root child, and its iterations."""

    children: tuple[tuple[Action, int, float], ...]
    iterations: int


_worker_tokens: Any = None
"""In a worker: the shared cancel table (a multiprocessing Array of tokens)."""


def _init_worker(tokens: Any) -> None:
    global _worker_tokens
    _worker_tokens = tokens
    exit_with_parent()
    # Ctrl+C in a terminal reaches every process of the app: the app decides, and its searches stop with it
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The table sleeps between frames and must have a core back the moment it wakes. With Hard's
    # workers filling both cores of a 2-core machine at niceness 5, the table's frames had a p95 of
    # 6.4 to 8.1 ms in `tabletop bench`, the table waiting for a core; at the lowest, 2.5 to 4.7 ms.
    # A search lasts its seconds whatever its priority: only a machine busy with other work costs
    # it iterations.
    run_at_lowest_priority()


def search_part(part: SearchPart) -> PartResult:
    """Run one worker's search (in a worker process) and return its root statistics."""
    from tabletop.ai.levels import game_knowledge
    from tabletop.games import get

    game = get(part.game_id).rules()
    bot = ISMCTSBot(game, game_knowledge(part.game_id), part.seed, seconds=part.seconds,
                    iterations=part.iterations, early_stop=part.early_stop)
    shared = _worker_tokens
    slot, token = part.ticket.slot, part.ticket.token

    def cancelled() -> bool:
        return shared is not None and shared[slot] != token

    root = bot.search(part.view, cancelled, part.legal)
    children = tuple((action, child.visits, child.total) for action, child in root.children.items())
    return PartResult(children, bot.last_stats.iterations)


class SearchPool:
    """The worker processes shared by every parallel search of this program.

    The pool has a worker per usable core (more only if a search asks for
    more), started as searches need them, so searches of one and of all
    cores share it without the pool being rebuilt under a running search.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None
        self._size = 0
        self._tokens: Any = None
        self._last_token = 0

    def start(self, processes: int) -> tuple[ProcessPoolExecutor, SearchTicket]:
        """A pool with at least ``processes`` workers, and a fresh ticket for one decision on it."""
        with self._lock:
            executor = self._executor_locked(processes)
            self._last_token += 1
            ticket = SearchTicket(self._last_token % CANCEL_SLOTS, self._last_token)
            self._tokens[ticket.slot] = ticket.token
            return executor, ticket

    def warm_up(self, processes: int) -> list[Future[int]]:
        """Start ``processes`` workers now, so the first decision does not wait; done when they answer."""
        with self._lock:
            executor = self._executor_locked(processes)
        return [executor.submit(os.getpid) for _ in range(processes)]

    def cancel(self, ticket: SearchTicket) -> None:
        """Stop one decision's search (its workers see it within an iteration); others go on."""
        with self._lock:
            if self._tokens is not None and self._tokens[ticket.slot] == ticket.token:
                self._tokens[ticket.slot] = 0

    def shutdown(self) -> None:
        with self._lock:
            self._shutdown_locked()

    def _executor_locked(self, processes: int) -> ProcessPoolExecutor:
        if self._executor is None or self._size < processes:
            self._shutdown_locked()
            size = max(processes, usable_cores())
            context = multiprocessing.get_context("spawn")
            self._tokens = context.Array("q", CANCEL_SLOTS, lock=False)
            self._executor = ProcessPoolExecutor(
                max_workers=size, mp_context=context,
                initializer=_init_worker, initargs=(self._tokens,))
            self._size = size
        return self._executor

    def _shutdown_locked(self) -> None:
        if self._executor is not None:
            for slot in range(CANCEL_SLOTS):  # every search still running stops
                self._tokens[slot] = 0
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
            self._size = 0


POOL = SearchPool()
atexit.register(POOL.shutdown)


class ParallelISMCTSBot(ISMCTSBot):
    """ISMCTS over ``processes`` worker processes, root statistics merged.

    A time budget gives every worker the whole time; an iteration budget is
    shared out (so ``ismcts:N`` costs N iterations however it is split).
    With a fixed iteration budget, seed and process count, a decision is
    reproducible: each worker's seed comes from this bot's seeded RNG.
    """

    def __init__(self, game: Game[Any, Any], knowledge: Knowledge[Any], seed: int = 0, *,
                 processes: int, seconds: float | None = None, iterations: int | None = None,
                 early_stop: bool = True) -> None:
        super().__init__(game, knowledge, seed, seconds=seconds, iterations=iterations, early_stop=early_stop)
        if not 1 <= processes <= MAX_PROCESSES:
            raise ValueError(f"search processes must be from 1 to {MAX_PROCESSES}, not {processes}")
        self.processes = processes

    def search(self, view: Any, should_stop: StopCheck | None = None,
               legal: Sequence[Action] | None = None) -> Node:
        try:
            return self._search_in_workers(view, should_stop, legal)
        except BrokenProcessPool:
            # a worker died (killed, out of memory): start afresh next time, and decide here now
            POOL.shutdown()
            return super().search(view, should_stop, legal)

    def _search_in_workers(self, view: Any, should_stop: StopCheck | None,
                           legal: Sequence[Action] | None) -> Node:
        start = time.perf_counter()
        executor, ticket = POOL.start(self.processes)
        parts = []
        for index in range(self.processes):
            share = None
            if self.iterations is not None:
                share = self.iterations // self.processes + (1 if index < self.iterations % self.processes else 0)
                if share == 0:
                    continue
            parts.append(SearchPart(self.game.id, view, tuple(legal) if legal is not None else None,
                                    self.rng.randrange(2**62),
                                    self.seconds, share, self.early_stop, ticket))
        futures: list[Future[PartResult]] = [executor.submit(search_part, part) for part in parts]
        pending = set(futures)
        while pending:
            _, pending = wait(pending, timeout=0.02, return_when=FIRST_COMPLETED)
            if pending and should_stop is not None and should_stop():
                POOL.cancel(ticket)
                break
        root = Node(None, None, None)
        done = 0
        for future in futures:
            if not future.done() or future.cancelled():
                continue  # abandoned: the decision was cancelled
            error = future.exception()
            if error is not None:
                raise error
            result = future.result()
            done += result.iterations
            for action, visits, total in result.children:
                child = root.children.get(action)
                if child is None:
                    child = root.children[action] = Node(root, action, None)
                child.visits += visits
                child.total += total
            root.visits += result.iterations
        self.last_stats = SearchStats(done, time.perf_counter() - start)
        self.last_root = root
        return root
