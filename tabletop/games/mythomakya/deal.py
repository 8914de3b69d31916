"""Setup by number of players, as the rulebook's table gives it, and the deal.

:data:`LAYOUTS` is the rulebook's "Setup by Number of Players" for both
variants: cards dealt to each player, the stacks they are laid in and how
deep. :data:`FIXED_TEAMS` are the teams that do not depend on a choice
(4 players opposite, 6 players alternating); with 5 players the caller
chooses a teammate during the game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.games.mythomakya.cards import BATTLE, QUICK, TRIUMPH, deck


@dataclass(frozen=True)
class Layout:
    """How one player's cards lie: ``stacks`` stacks of ``depth`` cards (``cards`` in all)."""

    cards: int
    stacks: int
    depth: int


_BY_PLAYERS: dict[int, Layout] = {
    2: Layout(30, 10, 3),
    3: Layout(20, 10, 2),
    4: Layout(15, 5, 3),
    5: Layout(12, 6, 2),
    6: Layout(10, 5, 2),
}
LAYOUTS: dict[tuple[str, int], Layout] = {
    **{(TRIUMPH, n): layout for n, layout in _BY_PLAYERS.items()},
    **{(BATTLE, n): layout for n, layout in _BY_PLAYERS.items()},
    (QUICK, 2): Layout(20, 10, 2),
}
"""The rulebook's setup table: (variant, players) -> what each player lays out."""

FIXED_TEAMS: dict[int, tuple[int, ...]] = {4: (0, 1, 0, 1), 6: (0, 1, 0, 1, 0, 1)}
"""Teams set by the seating: 4 players opposite, 6 players alternating."""

CHOSEN_TEAMS = 5
"""The player count at which the caller chooses a teammate."""


def layout(variant: str, players: int) -> Layout:
    """The layout of ``variant`` at ``players`` seats; ValueError if the rulebook has none."""
    try:
        return LAYOUTS[(variant, players)]
    except KeyError:
        if variant == QUICK:
            raise ValueError("the quick version of Triumph of Heroes is for 2 players") from None
        raise ValueError(f"Mythomakya is for 2-6 players, not {players}") from None


def deal(variant: str, players: int, rng: random.Random) -> list[list[list[int]]]:
    """Shuffle the variant's deck and lay each player's share out in stacks (bottom card first)."""
    shape = layout(variant, players)
    cards = list(deck(variant))
    rng.shuffle(cards)
    assert len(cards) == shape.cards * players, "the deck does not deal out evenly"
    out: list[list[list[int]]] = []
    for seat in range(players):
        share = cards[seat * shape.cards:(seat + 1) * shape.cards]
        out.append([share[i * shape.depth:(i + 1) * shape.depth] for i in range(shape.stacks)])
    return out
