"""The table host's access to the bots: ``make_table_bot`` and the threaded ``BotWorker``.

They come from :mod:`tabletop.ai`; a checkout without the bots still runs
(every AI seat plays uniformly random moves) so the app never fails to open.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tabletop.core.protocol import Action, GameConfig

try:
    from tabletop.ai.levels import make_bot
    from tabletop.ai.parallel import POOL, ParallelISMCTSBot, usable_cores
    from tabletop.ai.worker import BotWorker

    def make_table_bot(kind: str, game_id: str, seed: int, config: GameConfig | None = None) -> Any:
        """A bot for a seat at the table, in a game set up as ``config``: every search runs in worker
        processes (Hard on every core), so the table's own process only draws; the workers are started
        at once."""
        bot = make_bot(kind, game_id, seed, processes=usable_cores(), in_workers=True, config=config)
        if isinstance(bot, ParallelISMCTSBot):
            POOL.warm_up(bot.processes)
        return bot

except ImportError:  # pragma: no cover - only without the ai package

    class _RandomBot:
        kind = "random"

        def __init__(self, seed: int) -> None:
            self.rng = random.Random(seed)

        def choose(self, view: Any, legal: Sequence[Action], should_stop: Any = None) -> Action:
            return legal[self.rng.randrange(len(legal))]

    def make_bot(kind: str, game_id: str, seed: int) -> Any:  # type: ignore[misc]
        return _RandomBot(seed)

    def make_table_bot(kind: str, game_id: str, seed: int, config: GameConfig | None = None) -> Any:
        return _RandomBot(seed)

    class BotWorker:  # type: ignore[no-redef]
        """Synchronous stand-in: decides at once on ``start``."""

        def __init__(self, bot: Any) -> None:
            self.bot = bot
            self._result: Action | None = None

        def start(self, view: Any, legal: Sequence[Action], seconds: float | None = None) -> None:
            self._result = self.bot.choose(view, list(legal))

        def poll(self) -> Action | None:
            action, self._result = self._result, None
            return action

        def cancel(self) -> None:
            self._result = None

        def close(self) -> None:
            self.cancel()


__all__ = ["BotWorker", "make_bot", "make_table_bot"]
