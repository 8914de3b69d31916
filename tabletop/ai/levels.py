"""Seat kinds and difficulty levels: turn "easy", "hard" or "ismcts:200" into a bot.

Levels:

* ``easy``: the game's heuristic bot, which plays a random legal action a
  quarter of the time (or the share the game's knowledge names): sensible,
  but beatable by a careful person;
* ``normal``: ISMCTS with 0.4 s a decision, or the fixed iteration count the
  game's knowledge names where its search is as strong at 0.4 s as at 1.5 s;
* ``hard``: ISMCTS with 1.5 s a decision (at the table, on every core).

Each game's knowledge may place Easy and Normal (``Knowledge.placed_levels``:
by default ``easy_randomness`` and ``normal_iterations``, whatever the variant)
so that the three levels are three steps of strength in that game:
:func:`for_game` applies them.

Other kinds: ``random``, ``heuristic`` (the heuristic bot without noise),
``heuristic:R`` (the heuristic bot playing at random a share R of its
decisions, 0 to 1), ``ismcts:N`` (ISMCTS with N iterations a decision,
reproducible) and ``ismcts:Xs`` (ISMCTS with X seconds a decision). An
``ai:`` prefix is accepted and ignored ("ai:hard" is "hard").

A searching kind may name how many processes search each decision:
``hard/2``, ``ismcts:4000/2`` (root-parallel, see :mod:`tabletop.ai.parallel`).
Without it, Hard uses the processes the caller offers (the app offers every
core) and every other kind searches in one process, so that Normal keeps
its strength and ``ismcts:N`` decisions stay reproducible wherever they run.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tabletop.ai.bots import Bot, HeuristicBot, RandomBot
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.knowledge import Knowledge
from tabletop.ai.parallel import MAX_PROCESSES, ParallelISMCTSBot
from tabletop.core.protocol import Game, GameConfig

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
    processes: int | None = None
    """Processes searching each decision, when the kind names them."""
    level: str | None = None
    """The difficulty level the kind names, if it names one (its budget may depend on the game)."""


def parse_kind(kind: str) -> BotSpec:
    """Parse a seat kind; ValueError with the accepted forms if it is not one."""
    text = kind.strip().lower()
    text = text.removeprefix("ai:")
    base, slash, count = text.partition("/")
    if slash:
        spec = _parse_single(base, kind)
        if spec.family == "ismcts" and count.isascii() and count.isdigit() and 1 <= int(count) <= MAX_PROCESSES:
            return replace(spec, kind=text, processes=int(count))
        raise ValueError(f"bad seat kind {_shown(kind)!r}: only normal, hard and ismcts kinds take /N"
                         f" search processes, N from 1 to {MAX_PROCESSES}")
    return _parse_single(text, kind)


def _shown(kind: str) -> str:
    return kind if len(kind) <= 40 else kind[:37] + "..."


def _parse_single(text: str, kind: str) -> BotSpec:
    if text == "random":
        return BotSpec(text, "random")
    if text == "heuristic":
        return BotSpec(text, "heuristic")
    if text == "easy":
        return BotSpec(text, "heuristic", randomness=EASY_RANDOMNESS, level=text)
    if text == "normal":
        return BotSpec(text, "ismcts", seconds=NORMAL_SECONDS, level=text)
    if text == "hard":
        return BotSpec(text, "ismcts", seconds=HARD_SECONDS, level=text)
    if text.startswith("heuristic:"):
        try:
            randomness = float(text[len("heuristic:"):])
        except ValueError:
            randomness = -1.0
        if 0.0 <= randomness <= 1.0:  # also refuses nan
            return BotSpec(text, "heuristic", randomness=randomness)
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
    raise ValueError(
        f"unknown seat kind {_shown(kind)!r}: use random, heuristic, heuristic:R (R from 0 to 1), easy, normal, hard,"
        f" ismcts:N (N iterations, 1 to {MAX_ITERATIONS}) or ismcts:Xs (X seconds, up to {MAX_SECONDS:g}),"
        f" a searching kind with /P for P search processes"
    )


ALL_CORES_LEVELS = frozenset({"hard"})
"""Levels that search with every process the caller offers."""


def for_game(spec: BotSpec, knowledge: Knowledge[Any], config: GameConfig | None = None) -> BotSpec:
    """``spec`` with the budget its level has in the game whose ``knowledge`` is given, set up as ``config``."""
    randomness, normal_iterations = knowledge.placed_levels(config)
    if spec.level == "easy":
        return replace(spec, randomness=randomness)
    if spec.level == "normal" and normal_iterations is not None:
        return replace(spec, seconds=None, iterations=normal_iterations)
    return spec


def search_processes(spec: BotSpec, offered: int) -> int:
    """How many processes search for ``spec`` when the caller offers ``offered``."""
    if spec.processes is not None:
        return spec.processes
    return max(1, offered) if spec.kind in ALL_CORES_LEVELS else 1


def build_bot(kind: str, game: Game[Any, Any], knowledge: Knowledge[Any], seed: int, processes: int = 1,
              in_workers: bool = False, config: GameConfig | None = None) -> Bot:
    """A bot of ``kind`` for ``game`` with its ``knowledge``, seeded with ``seed``, for a game set up
    as ``config`` (which may place the levels, see :func:`for_game`).

    ``processes`` is what the caller offers Hard (the app: every core; see
    :func:`search_processes`). ``in_workers`` runs every search in worker
    processes, even a one-process search, so that the caller's interpreter
    stays free (the app's frames); otherwise only a search on several
    processes leaves this one.
    """
    spec = for_game(parse_kind(kind), knowledge, config)
    bot: Bot
    if spec.family == "random":
        bot = RandomBot(game, knowledge, seed)
    elif spec.family == "heuristic":
        bot = HeuristicBot(game, knowledge, seed, randomness=spec.randomness)
    elif (count := search_processes(spec, processes)) > 1 or in_workers:
        bot = ParallelISMCTSBot(game, knowledge, seed, processes=count, seconds=spec.seconds,
                                iterations=spec.iterations)
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


def make_bot(kind: str, game_id: str, seed: int, processes: int = 1, in_workers: bool = False,
             config: GameConfig | None = None) -> Bot:
    """A bot of ``kind`` for the registered game ``game_id``, seeded with ``seed`` (see :func:`build_bot`)."""
    from tabletop.games import get

    return build_bot(kind, get(game_id).rules(), game_knowledge(game_id), seed, processes, in_workers, config)
