"""Positions of random play for the search studies in this folder (``move_agreement.py``, ``stop_rule_study.py`` and the others)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from tabletop.commands.bench import config_for
from tabletop.commands.simulate import parse_variant


def config_for_variant(game: Any, players: int, variant: str | None) -> Any:
    """The game's set-up for ``players`` seats with ``variant`` read as ``--variant`` is."""
    return config_for(game, players, parse_variant(variant, game.default_config(players).options))


def random_positions(game: Any, players: int, rng: random.Random, most_moves: int,
                     variant: str | None = None) -> Iterator[tuple[int, Any]]:
    """(deal, state) for deals 1, 2, ...: 0 to ``most_moves - 1`` random moves from the seeded deal, only
    positions with a game on and two or more legal moves. ``variant`` is read as ``--variant`` is."""
    config = config_for_variant(game, players, variant)
    deal = 0
    while True:
        deal += 1
        state = game.new(config, deal)
        for _ in range(rng.randrange(most_moves)):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            game.advance(state, legal[rng.randrange(len(legal))])
        if not game.is_over(state) and len(game.legal_actions(state)) >= 2:
            yield deal, state
