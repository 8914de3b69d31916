"""The bot interface and the two simplest bots.

A bot is built for one game and chooses an action from a *view*: it never
sees the real state. When it needs a full state it asks the game for a
determinisation with ``game.sample(view, rng)``. Every bot owns a seeded
:class:`random.Random`, so a bot's play is reproducible from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game

StopCheck = Callable[[], bool]
"""Called now and then during a search; returning True asks the bot to stop early."""


@dataclass(frozen=True)
class SearchStats:
    """What the last decision cost: search iterations run and wall-clock seconds."""

    iterations: int = 0
    seconds: float = 0.0

    @property
    def rate(self) -> float:
        """Iterations per second (0 when nothing was searched)."""
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


class Bot:
    """A player that chooses among legal actions given its seat's view."""

    #: The seat kind this bot was made from ("random", "hard", "ismcts:200", ...).
    kind: str = "bot"

    def __init__(self, game: Game[Any, Any], knowledge: Knowledge[Any], seed: int = 0) -> None:
        self.game = game
        self.knowledge = knowledge
        self.rng = random.Random(seed)
        self.last_stats = SearchStats()

    def choose(self, view: Any, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        """One of ``legal`` for the seat that sees ``view``.

        ``should_stop`` lets a caller (the UI's worker thread) cut a long
        search short; a bot that does not search may ignore it.
        """
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.kind} for {self.game.id}>"


def _as_legal(action: Action, legal: Sequence[Action]) -> Action:
    """The element of ``legal`` equal to ``action`` (keeps its label); ValueError if none."""
    for candidate in legal:
        if candidate == action:
            return candidate
    raise ValueError(f"bot chose {action}, which is not among the legal actions")


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    kind = "random"

    def choose(self, view: Any, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        if not legal:
            raise ValueError("no legal actions to choose from")
        self.last_stats = SearchStats()
        return legal[self.rng.randrange(len(legal))]


class HeuristicBot(Bot):
    """Samples one determinisation and plays the game's heuristic move in it.

    ``randomness`` is the chance of playing a uniformly random legal action
    instead, which makes the bot easier to beat without making it silly.
    """

    kind = "heuristic"

    def __init__(
        self, game: Game[Any, Any], knowledge: Knowledge[Any], seed: int = 0, randomness: float = 0.0
    ) -> None:
        super().__init__(game, knowledge, seed)
        if not 0.0 <= randomness <= 1.0:
            raise ValueError(f"randomness must be in [0, 1], not {randomness}")
        self.randomness = randomness

    def choose(self, view: Any, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        if not legal:
            raise ValueError("no legal actions to choose from")
        self.last_stats = SearchStats()
        if len(legal) == 1:
            return legal[0]
        if self.randomness and self.rng.random() < self.randomness:
            return legal[self.rng.randrange(len(legal))]
        state = self.game.sample(view, self.rng)
        action = self.knowledge.heuristic_action(self.game, state, list(legal), self.rng)
        return _as_legal(action, legal)
