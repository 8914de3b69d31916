"""Paying for an ability or a god card with cards from one's own treasure pile (Battle of the Gods).

The cards paid must hold at least the cost in apples together; the surplus
is lost and the cards go to the discard pile (out of the game). The player
chooses the cards: a payment is a sequence of ``pay`` actions, each naming
one card or several, until the cost is met. Among the choices is always
the cheapest fit (:func:`cheapest_fit`: the least surplus, then the fewest
cards, then the poorer colours for poets kept), offered as one action, which
is also what the bots pay with in their rollouts. Cards worth no apple are
never offered: they pay nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from tabletop.core.protocol import Action, seat_name
from tabletop.core.words import counted
from tabletop.games.mythomakya.cards import COLOUR, WORTH, is_myth, treasure_name
from tabletop.games.mythomakya.state import Ev, MythState
from tabletop.games.mythomakya.tricks import event


def pile_worth(s: MythState, seat: int) -> int:
    """The apples ``seat`` could pay with: the whole of its own treasure pile."""
    return sum(WORTH[c] for c in s.treasure[seat])


def can_pay(s: MythState, seat: int, cost: int) -> bool:
    return cost <= 0 or pile_worth(s, seat) >= cost


def cheapest_fit(pile: Sequence[int], cost: int) -> tuple[int, ...] | None:
    """The cards of ``pile`` that pay ``cost`` best: least surplus, then fewest cards (None: too few apples).

    Among equal fits it keeps the golden apples and the myth cards of the colours the pile holds
    most of (a poet's seven) for later, paying first with the cards of the rarer colours.
    """
    if cost <= 0:
        return ()
    return _cheapest_fit(tuple(pile), cost)


@lru_cache(maxsize=8192)
def _cheapest_fit(pile: tuple[int, ...], cost: int) -> tuple[int, ...] | None:
    """:func:`cheapest_fit`, kept for each pile and cost (the bots' search pays from the same piles often)."""
    cards = [c for c in pile if WORTH[c] > 0]
    if sum(WORTH[c] for c in cards) < cost:
        return None
    colours: dict[int, int] = {}
    for c in pile:
        if is_myth(c):
            colours[COLOUR[c]] = colours.get(COLOUR[c], 0) + 1

    def keep(c: int) -> int:
        """How much ``c`` is worth keeping when paying (lower: paid first)."""
        return colours.get(COLOUR[c], 0) if is_myth(c) else 100

    cards.sort(key=lambda c: (keep(c), c))
    best: tuple[int, ...] | None = None
    best_key: tuple[int, int, int] | None = None
    for size in range(1, min(len(cards), cost) + 1):
        for combo in combinations(cards, size):
            total = sum(WORTH[c] for c in combo)
            if total < cost:
                continue
            key = (total - cost, size, sum(keep(c) for c in combo))
            if best_key is None or key < best_key:
                best, best_key = combo, key
        if best_key is not None and best_key[0] == 0:
            break
    return tuple(sorted(best)) if best is not None else None


def pay_label(cards: Sequence[int]) -> str:
    """"Pay with Red 3 Talos (2)", "Pay with Golden apple (2), Blue 4 Proteus (1): 3 apples"."""
    names = ", ".join(f"{treasure_name(c)} ({WORTH[c]})" for c in cards)
    if len(cards) > 1:
        return f"Pay with {names}: {sum(WORTH[c] for c in cards)} apples"
    return f"Pay with {names}"


PAY_ONE: tuple[Action, ...] = tuple(Action("pay", (c,), pay_label((c,))) for c in range(len(WORTH)))
"""``PAY_ONE[card]``: pay with that treasure card alone."""


def pay_actions(s: MythState, seat: int, left: int) -> list[Action]:
    """The ways to go on paying ``left`` apples: the cheapest fit in one go, then each card alone."""
    out: list[Action] = []
    pile = s.treasure[seat]
    best = cheapest_fit(pile, left)
    if best is not None and len(best) > 1:
        out.append(Action("pay", best, pay_label(best)))
    out.extend(PAY_ONE[c] for c in sorted(set(pile)) if WORTH[c] > 0)
    return out


def pay(s: MythState, seat: int, cards: Sequence[int], ev: Ev) -> int:
    """Move ``cards`` from ``seat``'s pile to the discard pile; returns the apples they held."""
    pile = s.treasure[seat]
    for c in cards:
        pile.remove(c)
        s.discard.append(c)
    total = sum(WORTH[c] for c in cards)
    if ev is not None:
        names = ", ".join(treasure_name(c) for c in cards)
        event(ev, "pay", f"{seat_name(seat)} pays with {names} ({counted(total, 'apple')}).",
              seat=seat, cards=list(cards), apples=total)
    return total
