"""Chance inside the state: dice and mid-game draws from a 64-bit number the state holds.

A game whose rules roll dice or pick at random after setup keeps its
generator in the state as one plain int (a "chance seed"): cloning the state
copies it for free, and the same config, seed and actions give the same game.
The rules draw with :func:`roll`, which returns the next seed with the number.

The bots must never see future dice. A state sampled from a view is a guess
at what the viewer cannot see, and the chance to come is part of that: a
game's ``sample`` gives the sampled state a new seed with :func:`new_seed`
from the bot's RNG, and the game says where it keeps it with
``Game.chance_seed``. A shared
test checks that every game's ``sample`` does.

Nothing here imports pygame.
"""

from __future__ import annotations

import random

MASK64 = (1 << 64) - 1
_MULTIPLIER = 6364136223846793005
_INCREMENT = 1442695040888963407


def step(seed: int) -> int:
    """The seed after ``seed`` (a 64-bit linear congruential generator, Knuth's MMIX constants)."""
    return (seed * _MULTIPLIER + _INCREMENT) & MASK64


def roll(seed: int, n: int) -> tuple[int, int]:
    """``(next seed, a number in range(n))``: one draw from the state's generator.

    Usage: ``state.chance, k = roll(state.chance, len(hand))``.
    """
    if n < 1:
        raise ValueError(f"cannot draw from range({n})")
    seed = step(seed)
    return seed, (seed >> 33) % n


def new_seed(rng: random.Random) -> int:
    """A fresh 64-bit chance seed from ``rng``: at setup from the game's seeded RNG, and in
    ``sample`` from the bot's RNG (so a sampled state's future dice are a guess, not the truth)."""
    return rng.getrandbits(64)
