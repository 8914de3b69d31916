"""Positions of random play for the search studies in this folder (``move_agreement.py``, ``stop_rule_study.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from tabletop.commands.bench import config_for


def random_positions(game: Any, players: int, rng: random.Random, most_moves: int) -> Iterator[tuple[int, Any]]:
    """(deal, state) for deals 1, 2, ...: 0 to ``most_moves - 1`` random moves from the seeded deal, only
    positions with a game on and two or more legal moves."""
    deal = 0
    while True:
        deal += 1
        state = game.new(config_for(game, players, None), deal)
        for _ in range(rng.randrange(most_moves)):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            game.advance(state, legal[rng.randrange(len(legal))])
        if not game.is_over(state) and len(game.legal_actions(state)) >= 2:
            yield deal, state
