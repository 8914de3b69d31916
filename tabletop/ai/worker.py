"""Run a search off the render loop.

:class:`Background` runs one task at a time on a daemon thread: the UI calls
``start`` when work is needed, then ``poll`` once a frame until the result
is there. The search is plain Python, so the interpreter hands the GIL back
to the render loop every switch interval (5 ms by default) and the table
keeps drawing while it runs. :class:`BotWorker` is a bot's decision run so.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from tabletop.ai.bots import Bot, StopCheck
from tabletop.core.protocol import Action

T = TypeVar("T")

Task = Callable[[StopCheck], T]
"""Work for the background thread: called with a check that says when to stop early."""


class Background(Generic[T]):
    """One task running in the background, one at a time; a new start cancels the last."""

    name = "tabletop-background"

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._generation = 0
        self._result: T | None = None
        self._error: BaseException | None = None

    @property
    def busy(self) -> bool:
        """Whether a task is running (and has not been cancelled)."""
        thread = self._thread
        return thread is not None and thread.is_alive() and not self._stop.is_set()

    def run(self, task: Task[T]) -> None:
        """Start ``task``; cancels the one in progress (and waits for it to stop)."""
        self.cancel()
        self._join_previous()
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result = None
            self._error = None
        stop = threading.Event()
        self._stop = stop
        thread = threading.Thread(target=self._run, args=(generation, stop, task), name=self.name, daemon=True)
        self._thread = thread
        thread.start()

    def _run(self, generation: int, stop: threading.Event, task: Task[T]) -> None:
        try:
            result = task(stop.is_set)
        except Exception as exc:  # noqa: BLE001 -- handed to the UI thread by poll()
            with self._lock:
                if generation == self._generation and not stop.is_set():
                    self._error = exc
            return
        with self._lock:
            if generation == self._generation and not stop.is_set():
                self._result = result

    def poll(self) -> T | None:
        """The result once ready (returned once), else None; re-raises the task's error."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                raise error
            result, self._result = self._result, None
            return result

    def cancel(self) -> None:
        """Abandon the task in progress: its result will never be returned."""
        self._stop.set()
        with self._lock:
            self._generation += 1
            self._result = None
            self._error = None

    def _join_previous(self, timeout: float = 5.0) -> None:
        # A search (and its RNG) must not be used by two threads at once. A
        # stopped search ends within one iteration, so this wait is short.
        thread = self._thread
        if thread is not None and thread.is_alive():
            thread.join(timeout)
            if thread.is_alive():
                raise RuntimeError("the previous background task did not stop")

    def close(self) -> None:
        """Cancel and wait for the thread to end (for scene exit and tests)."""
        self.cancel()
        self._join_previous()


class BotWorker(Background[Action]):
    """One bot thinking in the background, one decision at a time."""

    name = "tabletop-bot"

    def __init__(self, bot: Bot) -> None:
        super().__init__()
        self.bot = bot

    def start(self, view: Any, legal: Sequence[Action], seconds: float | None = None) -> None:
        """Start choosing among ``legal`` for ``view``; cancels a decision in progress.

        ``seconds`` caps this decision's search time (for a bot that searches by time): the table
        asks an answer within a fixed hold, so that how long it thinks tells nothing.
        """
        legal = list(legal)
        bot = within(self.bot, seconds) if seconds is not None else self.bot
        self.run(lambda should_stop: bot.choose(view, legal, should_stop=should_stop))


def within(bot: Bot, seconds: float) -> Bot:
    """``bot`` searching at most ``seconds`` a decision: a copy with the smaller time budget (the same
    bot when it does not search by time, or already within it)."""
    budget = getattr(bot, "seconds", None)
    if budget is None or budget <= seconds:
        return bot
    capped = copy.copy(bot)
    capped.seconds = seconds  # type: ignore[attr-defined]
    return capped
