"""Hints: what the Hard bot would play in a person's place, and how sure it is.

A hint is a search of the person's **own view** (never the state), by the
same Information Set MCTS as the Hard bot, so it knows exactly what the
person knows. It reports every root choice with its share of the search's
visits, most preferred first: "Attack with Luchataur — 61%; play Killer Bee —
22%". :class:`HintWorker` runs it in the background like the bots.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.ai.bots import StopCheck
from tabletop.ai.ismcts import ISMCTSBot, Node
from tabletop.ai.levels import make_bot
from tabletop.ai.worker import Background
from tabletop.core.protocol import Action, personalize

HINT_KIND = "hard"
"""The bot whose search gives the hint (a seat kind of :mod:`tabletop.ai.levels`)."""

SHOWN = 3
"""How many choices a hint names: the best and the runners-up."""


@dataclass(frozen=True)
class Choice:
    """One legal action and the share (0 to 1) of the search that preferred it."""

    action: Action
    share: float

    def words(self, names: Sequence[str]) -> str:
        """The action in the player's words, with its share: "Attack with Luchataur — 61%"."""
        label = personalize(self.action.label or self.action.kind, names)
        percent = round(self.share * 100)
        shown = "under 1%" if percent == 0 and self.share > 0 else f"{percent}%"
        return f"{label} \u2014 {shown}"


@dataclass(frozen=True)
class Hint:
    """The search's choices, most preferred first, and the iterations it ran (0: nothing to search)."""

    choices: tuple[Choice, ...]
    iterations: int = 0

    @property
    def best(self) -> Action:
        return self.choices[0].action

    def lines(self, names: Sequence[str], shown: int = SHOWN) -> list[str]:
        """The best choice and the runners-up the search gave any time to, one a line."""
        picked = [c for i, c in enumerate(self.choices[:shown]) if i == 0 or c.share > 0]
        return [choice.words(names) for choice in picked]

    def sentence(self, names: Sequence[str], shown: int = SHOWN) -> str:
        """The :meth:`lines` as one sentence, for a message or the log."""
        return "; ".join(self.lines(names, shown))


def hint_from_search(root: Node, legal: Sequence[Action]) -> Hint:
    """The hint a search tree gives: each legal action with its share of the root's visits.

    Ties keep the order the bot itself would break them in (more visits, then a
    higher mean, then the legal order), so the first choice is the bot's move.
    """
    stats = {action: (child.visits, child.mean) for action, child in root.children.items()}
    total = sum(visits for visits, _ in stats.values())

    def rank(i: int) -> tuple[int, float, int]:
        visits, mean = stats.get(legal[i], (0, -math.inf))
        return (-visits, -mean, i)

    order = sorted(range(len(legal)), key=rank)
    return Hint(tuple(Choice(legal[i], stats.get(legal[i], (0, 0.0))[0] / total if total else 0.0) for i in order),
                total)


class Hinter:
    """Searches a view with the Hard bot's search (or another ISMCTS seat kind, for tests)."""

    def __init__(self, bot: ISMCTSBot) -> None:
        self.bot = bot

    def hint(self, view: Any, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Hint:
        """The hint for the seat that sees ``view`` and may play ``legal``."""
        if not legal:
            raise ValueError("no legal actions to hint at")
        if len(legal) == 1:
            return Hint((Choice(legal[0], 1.0),))
        root = self.bot.search(view, should_stop, legal)
        return hint_from_search(root, legal)


def make_hinter(game_id: str, seed: int, kind: str = HINT_KIND, processes: int = 1,
                in_workers: bool = False) -> Hinter:
    """A :class:`Hinter` for the registered game ``game_id``; ``kind`` must be a searching bot.

    ``processes`` and ``in_workers`` as for the bots (:func:`tabletop.ai.levels.build_bot`): the
    table searches in worker processes, Hard's search on every core, so its frames keep pace.
    """
    bot = make_bot(kind, game_id, seed, processes, in_workers)
    if not isinstance(bot, ISMCTSBot):
        raise ValueError(f"hints need a searching bot, not {kind!r}")  # noqa: TRY004 -- a bad seat kind, as parse_kind says
    return Hinter(bot)


class HintWorker(Background[Hint]):
    """One hint computed in the background; a new one cancels the last."""

    name = "tabletop-hint"

    def start(self, hinter: Hinter, view: Any, legal: Sequence[Action]) -> None:
        legal = list(legal)
        self.run(lambda should_stop: hinter.hint(view, legal, should_stop))
