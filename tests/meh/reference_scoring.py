"""Domains of Meh's scoring rules written out plainly, independently of the fast scorer in the rules,
for the tests to check it against (on random games and on random boards)."""

from __future__ import annotations

from collections import Counter

from tabletop.games.meh.rules import ARMIES, MehState, adjacent, regions


def reference_scores(state: MehState) -> list[int]:
    """The scoring rules written out plainly, to check the fast scorer against."""
    out = []
    largest = [r for r in regions(state.terrain) if len(r) == max(len(g) for g in regions(state.terrain))]
    for seat in range(state.players):
        mine = [t for t in range(12) if state.owner[t] == seat]
        army = ARMIES[state.armies[seat]]
        bonus = 0
        if army == "dwarves" and mine and len({state.terrain[t] for t in mine}) == 1:
            bonus = len(mine) * len(mine)
        elif army == "elves":
            for region in largest:
                held = Counter(state.owner[t] for t in region if state.owner[t] >= 0)
                if held[seat] and all(held[seat] > n for other, n in held.items() if other != seat):
                    bonus = len(mine)
        elif army == "humans":
            bonus = sum(1 for t in mine if any(state.owner[u] >= 0 for u in adjacent(t)))
        elif army == "orcs":
            bonus = sum(1 for t in mine if all(state.owner[u] < 0 for u in adjacent(t)))
        out.append(len(mine) + bonus)
    return out
