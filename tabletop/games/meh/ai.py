"""Bot knowledge for Domains of Meh: a cheap rollout policy, an evaluation and a greedy bot.

The rollout policy prefers chasing an opponent off a territory with the
smallest card that does it, then claiming an empty territory with the
smallest card, and puts a card on the bottom only when nothing else is legal.
The evaluation turns the score-if-the-game-ended-now into a reward per seat.
The heuristic bot looks one move ahead and maximises its own score minus the
best opponent's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game
from tabletop.games.meh.rules import BOTTOM, CELLS, PASS, MehState, scores

#: Points of margin over the best opponent that make a reward of about 0.73.
MARGIN_SCALE = 3.0


def _priority(action: Action, owner: list[int]) -> int:
    """How much the rollout policy likes ``action`` (higher is better)."""
    if action.kind == "place":
        size, territory = action.args
        assert isinstance(size, int) and isinstance(territory, int)
        if owner[territory] >= 0:
            return 20 - size  # chase someone off, with the smallest card that does it
        return 10 - size  # claim an empty territory cheaply
    if action.kind == "bottom":
        size = action.args[0]
        assert isinstance(size, int)
        return -size  # keep the big cards
    return 0


def margin_rewards(points: Sequence[float], scale: float = MARGIN_SCALE) -> list[float]:
    """Rewards in (0, 1): a logistic of each seat's margin over its best opponent."""
    out: list[float] = []
    for seat, mine in enumerate(points):
        best_other = max(p for other, p in enumerate(points) if other != seat)
        out.append(1.0 / (1.0 + math.exp(-(mine - best_other) / scale)))
    return out


class MehKnowledge(Knowledge[MehState]):
    """Rollout policy, evaluation and heuristic move for Domains of Meh."""

    rollout_depth: int | None = None

    def rollout_action(
        self, game: Game[MehState, Any], state: MehState, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(actions) == 1:
            return actions[0]
        owner = state.owner
        best: Action = actions[0]
        best_value = -100
        ties = 0
        for action in actions:
            value = _priority(action, owner)
            if value > best_value:
                best, best_value, ties = action, value, 1
            elif value == best_value:
                ties += 1
                if rng.randrange(ties) == 0:  # uniform among equals
                    best = action
        return best

    def rollout_move(self, game: Game[MehState, Any], state: MehState, rng: random.Random) -> Action:
        """The same policy as :meth:`rollout_action`, read straight from the state (the search's fast path)."""
        seat = state.current
        hand = state.hands[seat]
        if not hand:
            return PASS
        has2 = 2 in hand
        has3 = 3 in hand
        small = 1 if 1 in hand else (2 if has2 else 3)
        # beat[d]: the smallest card in hand that chases off a defender of size d (0: none)
        if state.ties[seat]:
            beat = (0, small, 2 if has2 else (3 if has3 else 0), 3 if has3 else 0)
        else:
            beat = (0, 2 if has2 else (3 if has3 else 0), 3 if has3 else 0, 0)
        owner = state.owner
        size = state.size
        best = 4
        picks: list[int] = []
        empties: list[int] = []
        for t in range(CELLS):
            o = owner[t]
            if o < 0:
                empties.append(t)
            elif o != seat:
                b = beat[size[t]]
                if b and b <= best:
                    if b < best:
                        best = b
                        picks = [t]
                    else:
                        picks.append(t)
        place = state.layout.place
        if picks:
            return place[best][picks[int(rng.random() * len(picks))]]
        if empties:
            return place[small][empties[int(rng.random() * len(empties))]]
        return BOTTOM[small]

    def evaluate(self, game: Game[MehState, Any], state: MehState) -> list[float]:
        if state.over:
            return game.result(state).rewards()
        return margin_rewards(scores(state))

    def heuristic_action(
        self, game: Game[MehState, Any], state: MehState, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        """One ply: the move maximising own score minus the best opponent's if the game ended then."""
        if len(actions) == 1:
            return actions[0]
        seat = state.current
        owner = state.owner
        best: Action = actions[0]
        best_key: tuple[int, int] | None = None
        ties = 0
        for action in actions:
            after = state.clone()
            game.advance(after, action)
            points = scores(after)
            mine = points[seat]
            other = max(p for s, p in enumerate(points) if s != seat)
            key = (mine - other, _priority(action, owner))
            if best_key is None or key > best_key:
                best, best_key, ties = action, key, 1
            elif key == best_key:
                ties += 1
                if rng.randrange(ties) == 0:
                    best = action
        return best


KNOWLEDGE = MehKnowledge()
