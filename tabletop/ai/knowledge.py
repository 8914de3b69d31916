"""Per-game knowledge that plugs into the generic bots.

A game's ``ai.py`` exposes ``KNOWLEDGE``: how to pick a move in a rollout
(cheap and better than random) and how to value a position when a rollout is
cut short. The search itself lives in :mod:`tabletop.ai.ismcts` and is shared
by every game.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any, Generic, TypeVar

from tabletop.core.protocol import Action, Game, GameConfig

S = TypeVar("S")


class Knowledge(Generic[S]):
    """Defaults: uniform random rollouts played to the end."""

    #: Cut rollouts after this many actions and call :meth:`evaluate` (None: play to the end).
    rollout_depth: int | None = None

    #: Easy's share of decisions played at random (the heuristic plays the rest).
    easy_randomness: float = 0.25
    #: Normal's budget as a fixed number of iterations a decision; None: Normal's time budget.
    #: A game sets it where its search plays as well at Normal's time as at Hard's, so that Normal
    #: sits between Easy and Hard (see docs/ai.md, "The levels").
    normal_iterations: int | None = None
    #: Other places for larger tables: (fewest players, (Easy's randomness, Normal's iterations))
    #: pairs in increasing order of players; the last whose count the table reaches applies.
    larger_table_levels: tuple[tuple[int, tuple[float, int | None]], ...] = ()

    def placed_levels(self, config: GameConfig | None) -> tuple[float, int | None]:
        """Easy's randomness and Normal's fixed iterations (None: its time) in a game set up as
        ``config`` (None: not known): :attr:`easy_randomness` and :attr:`normal_iterations`, or the
        :attr:`larger_table_levels` the player count reaches. A game whose variants play differently
        may place them per variant."""
        placed = self.easy_randomness, self.normal_iterations
        for fewest, levels in self.larger_table_levels:
            if config is not None and config.players >= fewest:
                placed = levels
        return placed

    def rollout_action(
        self, game: Game[S, Any], state: S, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        """The action a rollout takes from ``state`` (``actions`` are its legal actions)."""
        return actions[rng.randrange(len(actions))]

    def rollout_move(self, game: Game[S, Any], state: S, rng: random.Random) -> Action:
        """The action a rollout takes from ``state`` (the search calls this one).

        By default it lists the legal actions and asks :meth:`rollout_action`.
        A game may override it to pick straight from the state without building
        the whole legal list, which is most of a rollout's cost; it must still
        return a legal action.
        """
        return self.rollout_action(game, state, game.legal_actions(state), rng)

    def search_actions(
        self, game: Game[S, Any], view: Any, actions: Sequence[Action], rng: random.Random
    ) -> Sequence[Action]:
        """The legal ``actions`` worth searching for the seat that sees ``view``: all of them (the
        default), fewer when the others cannot be better, or one, which is then played without a search.

        For decisions a search cannot weigh or need not: a choice whose effect
        the search cannot see (what the seat tells the others, when every
        determinisation deals the same cards either way), a move that wins at
        once, a step that could only bring back a choice just made.
        """
        return actions

    def tree_actions(self, game: Game[S, Any], state: S) -> Sequence[Action]:
        """The actions the search expands at a node below the root: by default every legal action.

        A game may leave out actions it knows to be no better than one it keeps (the same payment
        made in another order, a target no player would choose), so that the search spends its
        iterations telling apart the choices that matter. At the root, :meth:`search_actions` decides.
        """
        return game.legal_actions(state)

    def tree_keys(self, game: Game[S, Any], state: S, actions: Sequence[Action]) -> Sequence[Hashable] | None:
        """The name of each of ``actions`` in the search tree, in order; None (the default): each
        action names itself.

        A game gives one key to actions that are the same move in all but name, such as playing
        one or the other of two copies of a card: the search then counts them as one move (it
        plays the first of them) rather than splitting its visits between them. Keys also hold
        across determinisations, so a hidden card's copy dealt in one and another copy dealt in the
        next are one move too. The keys of the deciding seat's own actions at the root must not
        depend on what that seat cannot see (the root is checked in one determinisation).
        """
        return None

    def evaluate(self, game: Game[S, Any], state: S) -> list[float]:
        """Estimated reward per seat in [0, 1] for ``state`` (exact once it is over)."""
        if game.is_over(state):
            return game.result(state).rewards()
        raise NotImplementedError("set rollout_depth only with an evaluate()")

    def terminal_rewards(self, game: Game[S, Any], state: S) -> list[float]:
        """What a finished game is worth to the search, per seat in [0, 1].

        Defaults to the game's own rewards. A game may blend in its score
        margin, so that a bot sure to win still prefers a wider win, which
        guards it against what it cannot see.
        """
        return game.result(state).rewards()

    def habit(self, state: S, action: Action) -> str | None:
        """What playing ``action`` in ``state`` shows of a bot's play, as a name to count ("god: Athena",
        "attack"), or None for an ordinary move.

        ``simulate`` and ``ratings`` count, for each level, how often each habit
        was open to it (some legal action had it) and how often it took it, so that
        a bot that never plays a god card, or never attacks, shows. Only for
        measuring: the bots never call it.
        """
        return None

    def heuristic_action(
        self, game: Game[S, Any], state: S, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        """The move of the cheap heuristic bot; defaults to the rollout policy.

        ``state`` is a determinisation sampled from the bot's view, never the
        real state.
        """
        return self.rollout_action(game, state, actions, rng)
