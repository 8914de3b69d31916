"""Single-observer Information Set MCTS, shared by every game.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search" (IEEE TCIAIG, 2012). One tree is grown over the deciding seat's
information sets:

* each iteration draws a fresh determinisation with ``game.sample(view)``;
* selection only considers children whose action is legal in that
  determinisation, and ranks them by UCB1 with *availability counts* (how
  often a child could have been chosen) in place of the parent's visits;
* expansion adds one untried action, chosen at random;
* the rollout follows the game's ``Knowledge.rollout_move`` (by default its
  ``rollout_action`` over the legal actions), is cut after
  ``rollout_depth`` actions and then scored by ``Knowledge.evaluate`` (a
  finished game by ``Knowledge.terminal_rewards``);
* backpropagation carries a reward *vector* (one value per seat): each node
  is credited with the reward of the seat that chose the action leading to
  it. Teams need nothing special, since ``Result.rewards()`` already gives
  teammates equal values.

A decision searches the legal actions that the game's knowledge says are
worth it (``Knowledge.search_actions``: all by default); with one legal
action, or one worth it (a choice the search cannot weigh, a move that wins
at once), it is played without a search.

Children are keyed by :class:`~tabletop.core.protocol.Action` (hashable),
or below the root by the key the game's knowledge gives an action
(``Knowledge.tree_keys``): actions that are the same move in all but name
(two copies of one card) are then one child, played as the first of them in
each determinisation. At the root, such actions are searched as one, the
first of them in the legal order.
The search only uses ``sample`` (each determinisation is a fresh state, so
no clone is needed), the in-place ``advance`` fast path, ``to_act``,
``legal_actions``, ``is_over`` and ``result``: never the real state, never
``deepcopy``.
"""

from __future__ import annotations

import math
import random
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
    ``children`` are keyed by their action, or below the root by the key the
    game's knowledge gives it (then ``action`` is the first action of that
    key the search played).
    """

    __slots__ = ("action", "avail", "children", "parent", "seat", "total", "visits")

    def __init__(self, parent: Node | None, action: Action | None, seat: Seat | None) -> None:
        self.parent = parent
        self.action = action
        self.seat = seat
        self.children: dict[Any, Node] = {}
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
    only quicker). ``tree_depth`` caps how many moves below the root the tree
    grows (None: no cap); below it the rollout plays.
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
        tree_depth: int | None = None,
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
        if tree_depth is not None and tree_depth < 1:
            raise ValueError(f"the tree must be at least 1 move deep, not {tree_depth}")
        self.tree_depth = tree_depth
        #: Whether the game's knowledge names some actions alike (see ``Knowledge.tree_keys``).
        self.keys_moves = type(knowledge).tree_keys is not Knowledge.tree_keys
        #: The root of the last search, for inspection and tests.
        self.last_root: Node | None = None
        self._root_children: list[Node] | None = None

    def choose(self, view: Any, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        if not legal:
            raise ValueError("no legal actions to choose from")
        legal = self.weighed_actions(view, legal)
        if len(legal) == 1:  # forced, or settled by the game's knowledge: no search
            self.last_stats = SearchStats()
            self.last_root = None
            return legal[0]
        root = self.search(view, should_stop, legal)
        return self.best_action(root, legal)

    def weighed_actions(self, view: Any, legal: Sequence[Action]) -> Sequence[Action]:
        """The actions a decision from ``view`` weighs: those the game's knowledge says are worth
        searching, one of each move. One of them means the decision is played without a search."""
        if len(legal) > 1:
            legal = self.knowledge.search_actions(self.game, view, legal, self.rng) or legal
            legal = self.distinct_actions(view, legal)
        return legal

    def distinct_actions(self, view: Any, legal: Sequence[Action]) -> Sequence[Action]:
        """``legal`` with one action for each move: the first of the actions that the game's
        knowledge gives one key (``Knowledge.tree_keys``), all of them if it gives none.

        The keys of the deciding seat's actions do not depend on what it cannot see, so one
        determinisation, dealt with an RNG of its own (the search's stays as it was), tells them.
        """
        if not self.keys_moves or len(legal) < 2:
            return legal
        keys = self.knowledge.tree_keys(self.game, self.game.sample(view, random.Random(0)), legal)
        if keys is None:
            return legal
        seen: set[Any] = set()
        out: list[Action] = []
        for action, key in zip(legal, keys):
            if key not in seen:
                seen.add(key)
                out.append(action)
        return out

    # --- the search ----------------------------------------------------------
    def search(
        self, view: Any, should_stop: StopCheck | None = None, legal: Sequence[Action] | None = None
    ) -> Node:
        """Grow a tree from ``view`` within the budget and return its root.

        ``legal``, the deciding seat's legal actions, saves listing them in
        every determinisation (None: list them each time); the search keeps
        one of the actions that are the same move (:meth:`distinct_actions`).
        """
        if legal is not None:
            legal = self.distinct_actions(view, legal)
        root = Node(None, None, None)
        self._root_children = None
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds is not None else math.inf
        limit = self.iterations if self.iterations is not None else -1
        done = 0
        check_every = 32
        while True:
            self._iterate(root, view, legal)
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

    def _iterate(self, root: Node, view: Any, root_legal: Sequence[Action] | None) -> None:
        """One iteration: determinise, select/expand, roll out, backpropagate.

        ``root_legal`` are the deciding seat's legal actions. They depend only
        on what that seat knows, so they hold in every determinisation and
        need not be listed again each iteration.
        """
        game = self.game
        knowledge = self.knowledge
        rng = self.rng
        log = math.log
        sqrt = math.sqrt
        c = self.exploration
        to_act = game.to_act
        advance = game.advance
        tree_actions = knowledge.tree_actions
        tree_keys = knowledge.tree_keys if self.keys_moves else None
        state = game.sample(view, rng)
        node = root
        legal = root_legal
        root_children = self._root_children if root_legal is not None else None
        room = self.tree_depth if self.tree_depth is not None else -1  # moves the tree may still grow down
        # Selection and expansion.
        while room:
            room -= 1
            seat = to_act(state)
            if seat is None:
                break
            children = node.children
            untried: list[Action] = []
            moves: list[Action] | None = None  # with keys: the action that plays each available child here
            if node is root and root_children:
                available = root_children  # the root's actions never change
            else:
                if legal is None:
                    legal = game.legal_actions(state) if node is root else tree_actions(game, state)
                keys = None if node is root or tree_keys is None else tree_keys(game, state, legal)
                available = []
                if keys is None:
                    for a in legal:
                        child = children.get(a)
                        if child is None:
                            untried.append(a)
                        else:
                            available.append(child)
                    if node is root and not untried:
                        root_children = self._root_children = available
                else:
                    moves = []
                    untried_keys: list[Any] = []
                    # the first action of each key (filled from the end, so earlier ones overwrite later)
                    first = dict(zip(reversed(keys), reversed(legal)))
                    for key, a in first.items():
                        child = children.get(key)
                        if child is None:
                            untried.append(a)
                            untried_keys.append(key)
                        else:
                            available.append(child)
                            moves.append(a)
            if untried:
                pick = rng.randrange(len(untried)) if len(untried) > 1 else 0
                action = untried[pick]
                child = Node(node, action, seat)
                children[untried_keys[pick] if moves is not None else action] = child
                advance(state, action)
                node = child
                break
            best = available[0]
            best_value = -math.inf
            for child in available:
                visits = child.visits
                value = child.total / visits + c * sqrt(log(child.avail) / visits)
                child.avail += 1
                if value > best_value:
                    best_value = value
                    best = child
            move = best.action if moves is None else moves[available.index(best)]
            advance(state, move)  # type: ignore[arg-type]
            node = best
            legal = None
        # Rollout, cut at the knowledge's depth and scored by its evaluation,
        # or by its terminal rewards if the game ended.
        depth = knowledge.rollout_depth
        is_over = game.is_over
        rollout_move = knowledge.rollout_move
        if depth is None:
            while not is_over(state):
                advance(state, rollout_move(game, state, rng))
        else:
            steps = 0
            while steps < depth and not is_over(state):
                advance(state, rollout_move(game, state, rng))
                steps += 1
        if is_over(state):
            rewards = knowledge.terminal_rewards(game, state)
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
