"""Run a bot's decision off the render loop.

The UI calls :meth:`BotWorker.start` when a bot must act, then
:meth:`BotWorker.poll` once a frame until it returns the action. The search
runs on a daemon thread. It is plain Python, so the interpreter hands the
GIL back to the render loop every switch interval (5 ms by default) and the
table keeps drawing while the bot thinks.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from tabletop.ai.bots import Bot
from tabletop.core.protocol import Action


class BotWorker:
    """One bot thinking in the background, one decision at a time."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._generation = 0
        self._result: Action | None = None
        self._error: BaseException | None = None

    @property
    def busy(self) -> bool:
        """Whether a decision is being computed (and has not been cancelled)."""
        thread = self._thread
        return thread is not None and thread.is_alive() and not self._stop.is_set()

    def start(self, view: Any, legal: Sequence[Action]) -> None:
        """Start choosing among ``legal`` for ``view``; cancels a decision in progress."""
        self.cancel()
        self._join_previous()
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result = None
            self._error = None
        stop = threading.Event()
        self._stop = stop
        legal = list(legal)
        thread = threading.Thread(
            target=self._run, args=(generation, stop, view, legal), name="tabletop-bot", daemon=True
        )
        self._thread = thread
        thread.start()

    def _run(self, generation: int, stop: threading.Event, view: Any, legal: list[Action]) -> None:
        try:
            action = self.bot.choose(view, legal, should_stop=stop.is_set)
        except Exception as exc:  # noqa: BLE001 -- handed to the UI thread by poll()
            with self._lock:
                if generation == self._generation and not stop.is_set():
                    self._error = exc
            return
        with self._lock:
            if generation == self._generation and not stop.is_set():
                self._result = action

    def poll(self) -> Action | None:
        """The chosen action once ready (returned once), else None; re-raises the bot's error."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                raise error
            action, self._result = self._result, None
            return action

    def cancel(self) -> None:
        """Abandon the decision in progress: its result will never be returned."""
        self._stop.set()
        with self._lock:
            self._generation += 1
            self._result = None
            self._error = None

    def _join_previous(self, timeout: float = 5.0) -> None:
        # The bot (and its RNG) must not be used by two threads at once. A
        # stopped search ends within one iteration, so this wait is short.
        thread = self._thread
        if thread is not None and thread.is_alive():
            thread.join(timeout)
            if thread.is_alive():
                raise RuntimeError("the previous bot decision did not stop")

    def close(self) -> None:
        """Cancel and wait for the thread to end (for scene exit and tests)."""
        self.cancel()
        self._join_previous()
