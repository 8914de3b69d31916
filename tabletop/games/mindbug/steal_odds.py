"""What a seat knows of cards that moved unseen between two other hands (Strange Barrel in 2v2).

A seat that knew a card in a hand from which two random cards were stolen
unseen (it saw two cards change hands, not which) no longer knows where the
card is. For each seat such cards are *tracked*: a list of hypotheses, each
putting every tracked card in one hand, with a whole-number weight in
proportion to its probability.

- A steal of ``m`` random cards from a hand of ``h``: each hypothesis with
  ``t`` tracked cards in that hand splits over which ``j`` of them went,
  weighted by the ways the other ``m - j`` cards can come from the
  ``h - t`` the seat does not track (``C(h - t, m - j)``).
- A tracked card seen leaving a hand (played, discarded, given, or taken by
  the seat itself) keeps only the hypotheses that put it there.
- A card the seat did not know, seen leaving a hand, is evidence too: the
  unseen cards lie at random in the slots the seat cannot see, so that card
  was in the hand with a chance in proportion to the hand's unseen slots
  under each hypothesis (its size less the cards known and tracked there).
- A tracked card seen anywhere else is dropped from the hypotheses.

What a player chooses to play is not evidence (as everywhere in the search):
only where the cards can be. The bots' deals draw a hypothesis by weight
among those that fit the hand sizes (:func:`draw`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable
from itertools import combinations

Hypotheses = tuple[tuple[tuple[int, ...], int], ...]
"""Per hypothesis: the hand (seat) of each tracked card, in the order of the cards, and its weight."""
Tracked = tuple[tuple[int, ...], Hypotheses]
"""The tracked cards and the hypotheses over where they are."""

NOTHING: Tracked = ((), ())


def _merged(cards: tuple[int, ...], weights: dict[tuple[int, ...], int]) -> Tracked:
    """The cards in order and the hypotheses with their weights divided by their common divisor, in a
    fixed order: the same knowledge is always the same value."""
    weights = {places: weight for places, weight in weights.items() if weight}
    if not cards:
        return NOTHING
    assert weights, "tracked cards with no hypothesis"
    order = sorted(range(len(cards)), key=cards.__getitem__)
    common = 0
    for weight in weights.values():
        common = math.gcd(common, weight)
    return (tuple(cards[i] for i in order),
            tuple(sorted((tuple(places[i] for i in order), weight // common) for places, weight in weights.items())))


def after_steal(tracked: Tracked, known_there: Iterable[int], victim: int, thief: int, hand_size: int,
                taken: int) -> Tracked:
    """What a seat that saw ``taken`` cards go unseen from ``victim``'s hand of ``hand_size`` to ``thief``'s knows.

    ``known_there`` are the cards it knew for certain in the victim's hand.
    """
    cards, hypotheses = tracked
    new = tuple(c for c in known_there if c not in cards)
    all_cards = cards + new
    if not all_cards:
        return NOTHING
    start = hypotheses or (((), 1),)
    weights: dict[tuple[int, ...], int] = {}
    for places, weight in start:
        full = places + (victim,) * len(new)
        there = [i for i, seat in enumerate(full) if seat == victim]
        untracked = hand_size - len(there)
        for j in range(min(taken, len(there)) + 1):
            ways = math.comb(untracked, taken - j) if 0 <= taken - j <= untracked else 0
            if not ways:
                continue
            for gone in combinations(there, j):
                moved = list(full)
                for i in gone:
                    moved[i] = thief
                key = tuple(moved)
                weights[key] = weights.get(key, 0) + weight * ways
    return _merged(all_cards, weights)


def after_leaving(tracked: Tracked, card: int, hand: int) -> Tracked:
    """``card``, tracked, was seen leaving ``hand``: only the hypotheses that put it there remain.

    (Were there none, which the rules never allow, the card is just dropped.)
    """
    cards, hypotheses = tracked
    if card not in cards:
        return tracked
    i = cards.index(card)
    kept = [(places, weight) for places, weight in hypotheses if places[i] == hand]
    return _dropped(cards, tuple(kept) or hypotheses, {i})


def after_unknown_left(tracked: Tracked, hand: int, unseen_there: int) -> Tracked:
    """A card the seat did not know left ``hand``, which had ``unseen_there`` cards the seat neither knew
    nor tracks when no tracked card is in it: each hypothesis is weighted by the hand's unseen slots."""
    cards, hypotheses = tracked
    if not cards:
        return tracked
    weights: dict[tuple[int, ...], int] = {}
    for places, weight in hypotheses:
        slots = unseen_there - places.count(hand)
        if slots > 0:
            weights[places] = weight * slots
    return _merged(cards, weights) if weights else tracked


def without(tracked: Tracked, seen: Collection[int]) -> Tracked:
    """The hypotheses over the tracked cards not in ``seen`` (the seat now knows where those are)."""
    cards, hypotheses = tracked
    gone = {i for i, c in enumerate(cards) if c in seen}
    return _dropped(cards, hypotheses, gone) if gone else tracked


def _dropped(cards: tuple[int, ...], hypotheses: Hypotheses, gone: set[int]) -> Tracked:
    keep = [i for i in range(len(cards)) if i not in gone]
    weights: dict[tuple[int, ...], int] = {}
    for places, weight in hypotheses:
        key = tuple(places[i] for i in keep)
        weights[key] = weights.get(key, 0) + weight
    return _merged(tuple(cards[i] for i in keep), weights)


def holders(tracked: Tracked) -> tuple[tuple[int, int], ...]:
    """Each tracked card with the seats whose hand may hold it (a bitmask), in card order."""
    cards, hypotheses = tracked
    masks = [0] * len(cards)
    for places, _ in hypotheses:
        for i, seat in enumerate(places):
            masks[i] |= 1 << seat
    return tuple(sorted(zip(cards, masks)))


def draw(tracked: Tracked, room: list[int], rand: Callable[[], float]) -> dict[int, int] | None:
    """The hand of every tracked card in one hypothesis drawn by weight among those that fit ``room``
    (the cards each hand has beyond the ones known); None if none fits."""
    cards, hypotheses = tracked
    fitting = []
    for places, weight in hypotheses:
        count = [0] * len(room)
        for seat in places:
            count[seat] += 1
        if all(count[q] <= room[q] for q in range(len(room))):
            fitting.append((places, weight))
    total = sum(weight for _, weight in fitting)
    if not total:
        return None
    pick = rand() * total
    for places, weight in fitting:
        pick -= weight
        if pick < 0:
            break
    return dict(zip(cards, places))
