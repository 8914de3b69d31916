"""A steal between two other players (Strange Barrel in 2v2) shows the rest of the table nothing.

The thief and the victim see which cards moved; the other two only see two
cards leave one hand for another. A card they knew in the victim's hand may
now be in either hand, so their view must be the same whichever cards moved.
"""

from __future__ import annotations

import random

from tabletop.games.mindbug.effects import _steal
from tabletop.games.mindbug.rules import GAME, MindbugState

from .positions import make

VICTIM_HAND = ["Compost Dragon", "Grave Robber", "Killer Bee", "Luchataur"]


def _position(chance: int) -> tuple[MindbugState, int]:
    """Seat 1 holds four cards, one of which (Killer Bee) seat 0 saw go there openly."""
    s = make(4, hands=[["Ferret Bomber"], VICTIM_HAND, ["Gorillion"], ["Shark Dog"]])
    bee = s.hand[1][2]
    for seat in (0, 2, 3):
        s.seen[seat] |= 1 << bee
    s.chance = chance
    return s, bee


def _steal_with(chance: int) -> tuple[MindbugState, bool]:
    s, bee = _position(chance)
    _steal(s, 2, 1, None)  # seat 2 steals two random cards from seat 1
    return s, bee in s.hand[2]


def test_the_others_view_is_the_same_whether_or_not_the_card_they_knew_was_stolen() -> None:
    outcomes: dict[bool, MindbugState] = {}
    for chance in range(200):
        s, stolen = _steal_with(chance)
        outcomes.setdefault(stolen, s)
        if len(outcomes) == 2:
            break
    assert set(outcomes) == {True, False}, "no seed stole the known card, or none left it"
    for seat in (0, 3):  # the thief's teammate and the victim's teammate
        assert GAME.view(outcomes[True], seat).known == GAME.view(outcomes[False], seat).known, seat
        assert GAME.view(outcomes[True], seat).owner == GAME.view(outcomes[False], seat).owner, seat


def test_the_thief_and_the_victim_know_where_the_stolen_cards_are() -> None:
    s, _ = _position(0)
    before = list(s.hand[1])
    _steal(s, 2, 1, None)
    taken = [c for c in before if c not in s.hand[1]]
    assert len(taken) == 2 and all(c in s.hand[2] for c in taken)
    assert set(GAME.view(s, 1).known[2]) == set(taken)  # the victim saw what was taken
    assert set(taken) <= set(GAME.view(s, 2).hands[2] or ())


def test_the_onlookers_know_the_card_is_in_one_of_the_two_hands_and_their_samples_put_it_there() -> None:
    s, bee = _position(5)
    _steal(s, 2, 1, None)
    for seat in (0, 3):
        view = GAME.view(s, seat)
        assert view.maybe == ((bee, 0b0110),)  # in seat 1's hand or seat 2's
        assert bee not in view.known[1] and bee not in view.known[2]
        holders = set()
        rng = random.Random(seat)
        for _ in range(60):
            sampled = GAME.sample(view, rng)
            holder = next(q for q in range(4) if bee in sampled.hand[q])
            holders.add(holder)
            assert GAME.view(sampled, seat) == view  # the sample determinises back to the same view
        assert holders == {1, 2}


def test_a_second_unseen_steal_widens_the_hands_the_card_may_be_in() -> None:
    s, bee = _position(5)
    _steal(s, 2, 1, None)  # seat 2 takes two of seat 1's cards
    _steal(s, 3, 2, None)  # then seat 3 takes two of seat 2's
    assert GAME.view(s, 0).maybe == ((bee, 0b1110),)
    # seat 3 saw what it took; if it took the bee, it holds it, and otherwise it cannot know
    three = GAME.view(s, 3)
    assert (bee in (three.hands[3] or ())) or three.maybe == ((bee, 0b0110),)


def test_a_card_seen_again_leaves_the_maybe_list() -> None:
    s, bee = _position(5)
    _steal(s, 2, 1, None)
    holder = next(q for q in (1, 2) if bee in s.hand[q])
    s.hand[holder].remove(bee)
    s.disc[s.owner[bee]].append(bee)  # played and defeated: in a discard pile for all to see
    assert GAME.view(s, 0).maybe == ()
