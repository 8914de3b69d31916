"""Single-observer Information Set MCTS, shared by every game.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search" (IEEE TCIAIG, 2012). One tree is grown over the deciding seat's
information sets:

* each iteration draws a fresh determinisation with ``game.sample(view)``;
* selection only considers children whose action is legal in that
  determinisation, and ranks them by UCB1 with *availability counts* (how
  often a child could have been chosen) in place of the parent's visits;
* expansion adds one untried action, chosen at random;
* the rollout follows the game's ``Knowledge.rollout_action``, is cut after
  ``rollout_depth`` actions and then scored by ``Knowledge.evaluate``;
* backpropagation carries a reward *vector* (one value per seat): each node
  is credited with the reward of the seat that chose the action leading to
  it. Teams need nothing special, since ``Result.rewards()`` already gives
  teammates equal values.

Children are keyed by :class:`~tabletop.core.protocol.Action` (hashable).
The search only uses ``sample`` (each determinisation is a fresh state, so
no clone is needed), the in-place ``advance`` fast path, ``to_act``,
``legal_actions``, ``is_over`` and ``result``: never the real state, never
``deepcopy``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from tabletop.ai.bots import Bot, SearchStats, StopCheck
from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game, Seat

#: UCB exploration constant for rewards in [0, 1] (the value used by Cowling et al.'s examples).
EXPLORATION = 0.7


class Node:
    """A node of the information-set tree.

    ``seat`` is the seat that chose ``action`` to reach this node (None at
    the root); ``total`` sums that seat's rewards over the ``visits``;
    ``avail`` counts the selections in which this node was available.
    """

    __slots__ = ("action", "avail", "children", "parent", "seat", "total", "visits")

    def __init__(self, parent: Node | None, action: Action | None, seat: Seat | None) -> None:
        self.parent = parent
        self.action = action
        self.seat = seat
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def __repr__(self) -> str:
        return f"<Node {self.action} seat={self.seat} n={self.visits} avail={self.avail} mean={self.mean:.3f}>"


class ISMCTSBot(Bot):
    """Information Set MCTS with a time budget (seconds) or a fixed iteration count.

    Exactly one of ``seconds`` and ``iterations`` is given. A fixed iteration
    count with a fixed seed makes every decision reproducible. With
    ``early_stop`` the search ends as soon as the most visited root child
    cannot be overtaken in the remaining budget (the decision is unchanged,
    only quicker).
    """

    kind = "ismcts"

    def __init__(
        self,
        game: Game[Any, Any],
        knowledge: Knowledge[Any],
        seed: int = 0,
        *,
        seconds: float | None = None,
        iterations: int | None = None,
        exploration: float = EXPLORATION,
        early_stop: bool = True,
    ) -> None:
        super().__init__(game, knowledge, seed)
        if (seconds is None) == (iterations is None):
            raise ValueError("give exactly one budget: seconds or iterations")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"time budget must be positive, not {seconds}")
        if iterations is not None and iterations < 1:
            raise ValueError(f"iteration budget must be at least 1, not {iterations}")
        self.seconds = seconds
        self.iterations = iterations
        self.exploration = exploration
        self.early_stop = early_stop
        #: The root of the last search, for inspection and tests.
        self.last_root: Node | None = None

    def choose(self, view: Any, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        if not legal:
            raise ValueError("no legal actions to choose from")
        if len(legal) == 1:
            self.last_stats = SearchStats()
            self.last_root = None
            return legal[0]
        root = self.search(view, should_stop)
        return self.best_action(root, legal)

    # --- the search ----------------------------------------------------------
    def search(self, view: Any, should_stop: StopCheck | None = None) -> Node:
        """Grow a tree from ``view`` within the budget and return its root."""
        root = Node(None, None, None)
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds is not None else math.inf
        limit = self.iterations if self.iterations is not None else -1
        done = 0
        check_every = 32
        while True:
            self._iterate(root, view)
            done += 1
            if done == limit:
                break
            now = time.perf_counter()
            if now >= deadline:
                break
            if should_stop is not None and should_stop():
                break
            if self.early_stop and done % check_every == 0:
                if limit > 0:
                    remaining = float(limit - done)
                else:
                    remaining = (deadline - now) * done / max(now - start, 1e-9)
                if _decided(root, remaining):
                    break
        self.last_stats = SearchStats(done, time.perf_counter() - start)
        self.last_root = root
        return root

    def _iterate(self, root: Node, view: Any) -> None:
        """One iteration: determinise, select/expand, roll out, backpropagate."""
        game = self.game
        knowledge = self.knowledge
        rng = self.rng
        log = math.log
        sqrt = math.sqrt
        c = self.exploration
        state = game.sample(view, rng)
        node = root
        # Selection and expansion.
        while True:
            seat = game.to_act(state)
            if seat is None:
                break
            legal = game.legal_actions(state)
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = Node(node, action, seat)
                children[action] = child
                game.advance(state, action)
                node = child
                break
            best: Node | None = None
            best_value = -math.inf
            for a in legal:
                child = children[a]
                value = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                child.avail += 1
                if value > best_value:
                    best_value = value
                    best = child
            assert best is not None and best.action is not None
            game.advance(state, best.action)
            node = best
        # Rollout.
        depth = knowledge.rollout_depth
        steps = 0
        is_over = game.is_over
        while not is_over(state):
            if depth is not None and steps >= depth:
                break
            legal = game.legal_actions(state)
            game.advance(state, knowledge.rollout_action(game, state, legal, rng))
            steps += 1
        if is_over(state):
            rewards = game.result(state).rewards()
        else:
            rewards = knowledge.evaluate(game, state)
        # Backpropagation: each node credits the seat that moved into it.
        walk: Node | None = node
        while walk is not None:
            walk.visits += 1
            if walk.seat is not None:
                walk.total += rewards[walk.seat]
            walk = walk.parent

    @staticmethod
    def best_action(root: Node, legal: Sequence[Action]) -> Action:
        """The most visited root child among ``legal`` (ties: higher mean, then legal order)."""
        best = legal[0]
        best_key = (-1, -math.inf)
        for action in legal:
            child = root.children.get(action)
            key = (child.visits, child.mean) if child is not None else (0, -math.inf)
            if key > best_key:
                best_key = key
                best = action
        return best


def _decided(root: Node, remaining: float) -> bool:
    """Whether no other root child can catch up with the most visited one in ``remaining`` iterations."""
    first = second = 0
    for child in root.children.values():
        visits = child.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > remaining
