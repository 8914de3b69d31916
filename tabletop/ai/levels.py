"""Seat kinds and difficulty levels: turn "easy", "hard" or "ismcts:200" into a bot.

Levels:

* ``easy``: the game's heuristic bot, which plays a random legal action a
  quarter of the time: sensible, but beatable by a careful person;
* ``normal``: ISMCTS with 0.4 s a decision;
* ``hard``: ISMCTS with 1.5 s a decision.

Other kinds: ``random``, ``heuristic`` (the heuristic bot without noise),
``ismcts:N`` (ISMCTS with N iterations a decision, reproducible) and
``ismcts:Xs`` (ISMCTS with X seconds a decision). An ``ai:`` prefix is
accepted and ignored ("ai:hard" is "hard").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.ai.bots import Bot, HeuristicBot, RandomBot
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Game

LEVELS = ("easy", "normal", "hard")
"""The difficulty levels offered to players, easiest first."""

EASY_RANDOMNESS = 0.25
NORMAL_SECONDS = 0.4
HARD_SECONDS = 1.5
MAX_SECONDS = 600.0
"""The longest ``ismcts:Xs`` budget a decision may have."""
MAX_ITERATIONS = 10_000_000
"""The most ``ismcts:N`` iterations a decision may have."""


@dataclass(frozen=True)
class BotSpec:
    """A parsed seat kind: which bot and with which budget."""

    kind: str
    family: str
    seconds: float | None = None
    iterations: int | None = None
    randomness: float = 0.0


def parse_kind(kind: str) -> BotSpec:
    """Parse a seat kind; ValueError with the accepted forms if it is not one."""
    text = kind.strip().lower()
    text = text.removeprefix("ai:")
    if text == "random":
        return BotSpec(text, "random")
    if text == "heuristic":
        return BotSpec(text, "heuristic")
    if text == "easy":
        return BotSpec(text, "heuristic", randomness=EASY_RANDOMNESS)
    if text == "normal":
        return BotSpec(text, "ismcts", seconds=NORMAL_SECONDS)
    if text == "hard":
        return BotSpec(text, "ismcts", seconds=HARD_SECONDS)
    if text.startswith("ismcts:"):
        budget = text[len("ismcts:"):]
        try:
            if budget.endswith("s"):
                seconds = float(budget[:-1])
                if 0 < seconds <= MAX_SECONDS:  # also refuses nan and inf
                    return BotSpec(text, "ismcts", seconds=seconds)
            else:
                iterations = int(budget)
                if 1 <= iterations <= MAX_ITERATIONS:
                    return BotSpec(text, "ismcts", iterations=iterations)
        except ValueError:
            pass
    shown = kind if len(kind) <= 40 else kind[:37] + "..."
    raise ValueError(
        f"unknown seat kind {shown!r}: use random, heuristic, easy, normal, hard,"
        f" ismcts:N (N iterations, 1 to {MAX_ITERATIONS}) or ismcts:Xs (X seconds, up to {MAX_SECONDS:g})"
    )


def build_bot(kind: str, game: Game[Any, Any], knowledge: Knowledge[Any], seed: int) -> Bot:
    """A bot of ``kind`` for ``game`` with its ``knowledge``, seeded with ``seed``."""
    spec = parse_kind(kind)
    bot: Bot
    if spec.family == "random":
        bot = RandomBot(game, knowledge, seed)
    elif spec.family == "heuristic":
        bot = HeuristicBot(game, knowledge, seed, randomness=spec.randomness)
    else:
        bot = ISMCTSBot(game, knowledge, seed, seconds=spec.seconds, iterations=spec.iterations)
    bot.kind = spec.kind
    return bot


def game_knowledge(game_id: str) -> Knowledge[Any]:
    """The registered game's bot knowledge; the generic defaults if it has no ``ai.py`` yet."""
    from tabletop.games import get

    entry = get(game_id)
    try:
        return entry.knowledge()
    except ModuleNotFoundError as exc:
        if exc.name != f"tabletop.games.{entry.id}.ai":
            raise
        return Knowledge()


def make_bot(kind: str, game_id: str, seed: int) -> Bot:
    """A bot of ``kind`` for the registered game ``game_id``, seeded with ``seed``."""
    from tabletop.games import get

    return build_bot(kind, get(game_id).rules(), game_knowledge(game_id), seed)
