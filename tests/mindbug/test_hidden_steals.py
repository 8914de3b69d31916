"""A steal between two other players (Strange Barrel in 2v2) shows the rest of the table nothing.

The thief and the victim see which cards moved; the other two only see two
cards leave one hand for another. A card they knew in the victim's hand may
now be in either hand, so their view must be the same whichever cards moved.
"""

from __future__ import annotations

import random

from tabletop.games.mindbug.effects import _steal
from tabletop.games.mindbug.rules import GAME, MindbugState
from tabletop.games.mindbug.view import MindbugView

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


# --- the odds are exact: as often as the steal really goes each way --------------------------
def _known_hand(hand: list[str], known: list[str], chance: int) -> tuple[MindbugState, list[int]]:
    """Seat 1 holds ``hand``; seats 0, 2 and 3 saw the cards named in ``known`` go there."""
    s = make(4, hands=[["Ferret Bomber"], hand, ["Gorillion"], ["Shark Dog"]])
    cards = [next(c for c in s.hand[1] if s.t.kind[c] == s.t.kind[_card(s, name)]) for name in known]
    for seat in (0, 2, 3):
        for c in cards:
            s.seen[seat] |= 1 << c
    s.chance = chance
    return s, cards


def _card(s: MindbugState, name: str) -> int:
    from tabletop.games.mindbug.cards import NAMES

    return next(c for c in s.hand[1] if NAMES[s.t.kind[c]] == name)


def _odds(view: MindbugView) -> dict[tuple[int, ...], float]:
    """The onlooker's hypotheses as probabilities (hands of the tracked cards, in card order)."""
    _, hypotheses = view.steal_odds
    total = sum(weight for _, weight in hypotheses)
    return {places: weight / total for places, weight in hypotheses}


def _truth(play: object, seeds: int = 600) -> dict[tuple[int, ...], float]:
    """How often the real game puts the tracked cards in each set of hands, over many random steals."""
    counts: dict[tuple[int, ...], int] = {}
    for chance in range(seeds):
        s, cards = play(chance)  # type: ignore[operator]
        key = tuple(next(q for q in range(4) if c in s.hand[q]) for c in sorted(cards))
        counts[key] = counts.get(key, 0) + 1
    return {key: count / seeds for key, count in counts.items()}


def test_a_known_card_in_a_hand_of_five_is_stolen_two_times_in_five_not_one_in_two() -> None:
    hand = ["Compost Dragon", "Grave Robber", "Killer Bee", "Luchataur", "Lone Yeti"]

    def play(chance: int) -> tuple[MindbugState, list[int]]:
        s, cards = _known_hand(hand, ["Killer Bee"], chance)
        _steal(s, 2, 1, None)
        return s, cards

    s, (bee,) = play(0)
    view = GAME.view(s, 0)
    assert _odds(view) == {(1,): 3 / 5, (2,): 2 / 5}
    truth = _truth(play)
    assert abs(truth[(2,)] - 2 / 5) < 0.06, truth
    # the bots' deals put it with the thief as often
    rng = random.Random(3)
    with_thief = sum(bee in GAME.sample(view, rng).hand[2] for _ in range(2000)) / 2000
    assert abs(with_thief - 2 / 5) < 0.04, with_thief


def test_two_known_cards_in_a_hand_of_three_go_together_one_time_in_three() -> None:
    def play(chance: int) -> tuple[MindbugState, list[int]]:
        s, cards = _known_hand(["Killer Bee", "Luchataur", "Lone Yeti"], ["Killer Bee", "Luchataur"], chance)
        _steal(s, 2, 1, None)
        return s, cards

    s, _ = play(0)
    odds = _odds(GAME.view(s, 3))
    assert odds == {(1, 2): 1 / 3, (2, 1): 1 / 3, (2, 2): 1 / 3}  # never both left behind
    truth = _truth(play)
    assert set(truth) == set(odds) and all(abs(truth[k] - odds[k]) < 0.07 for k in odds), truth


def test_a_card_seen_leaving_the_victims_hand_tells_where_the_other_went() -> None:
    from tabletop.games.mindbug.changes import left_hand

    for chance in range(100):  # a steal that takes one of the two known cards
        s, known = _known_hand(["Killer Bee", "Luchataur", "Lone Yeti"], ["Killer Bee", "Luchataur"], chance)
        _steal(s, 2, 1, None)
        stayed = [c for c in known if c in s.hand[1]]
        if len(stayed) == 1:
            break
    else:
        raise AssertionError("no steal left one known card behind")
    other = next(c for c in known if c != stayed[0])
    before = GAME.view(s, 0)
    assert before.maybe == tuple(sorted((c, 0b0110) for c in known))
    s.hand[1].remove(stayed[0])
    left_hand(s, 1, stayed[0])
    s.disc[s.owner[stayed[0]]].append(stayed[0])  # played from seat 1's hand and defeated, in the open
    view = GAME.view(s, 0)
    assert view.maybe == ((other, 0b0100),)  # two cards went, and this one did not: the other did
    rng = random.Random(1)
    assert all(other in GAME.sample(view, rng).hand[2] for _ in range(50))


def test_the_odds_follow_a_card_through_two_unseen_steals() -> None:
    def play(chance: int) -> tuple[MindbugState, list[int]]:
        s, bee = _position(chance)
        _steal(s, 2, 1, None)  # seat 2 (hand 1 + 2) takes two of seat 1's four
        _steal(s, 3, 2, None)  # seat 3 takes two of seat 2's three
        return s, [bee]

    s, _ = play(0)
    # with seat 1 a half; with seat 2 a half, of which seat 3 took it two times in three
    assert _odds(GAME.view(s, 0)) == {(1,): 1 / 2, (2,): 1 / 6, (3,): 1 / 3}
    truth = _truth(play)
    assert all(abs(truth[k] - p) < 0.06 for k, p in _odds(GAME.view(s, 0)).items()), truth


def test_an_unknown_card_played_from_the_victims_hand_is_evidence_the_known_card_went() -> None:
    from tabletop.games.mindbug.changes import left_hand

    hand = ["Compost Dragon", "Grave Robber", "Killer Bee", "Luchataur", "Lone Yeti"]
    stayed = kept = 0
    odds: dict[tuple[int, ...], float] = {}
    for chance in range(900):
        s, (bee,) = _known_hand(hand, ["Killer Bee"], chance)
        _steal(s, 2, 1, None)
        played = s.hand[1][random.Random(chance).randrange(len(s.hand[1]))]
        if played == bee:
            continue  # seat 0 sees the bee itself: nothing to weigh
        s.hand[1].remove(played)
        left_hand(s, 1, played)
        odds = _odds(GAME.view(s, 0))
        kept += 1
        stayed += bee in s.hand[1]
    # three slots in seat 1's hand after the steal: the bee stays with odds 3/5 until an unknown card
    # comes out of that hand; then 3/5 * 2/3 against 2/5 * 1, an even chance
    assert odds == {(1,): 1 / 2, (2,): 1 / 2}
    assert abs(stayed / kept - 1 / 2) < 0.06, stayed / kept


def test_the_thief_learns_from_the_unknown_cards_it_takes() -> None:
    gone = kept = 0
    odds: dict[tuple[int, ...], float] = {}
    for chance in range(900):
        s, bee = _position(chance)
        _steal(s, 2, 1, None)  # seat 3 sees two cards go from seat 1 to seat 2: the bee went or not, even odds
        assert _odds(GAME.view(s, 3)) == {(1,): 1 / 2, (2,): 1 / 2}
        _steal(s, 3, 2, None)  # seat 3 takes two of seat 2's three cards
        if bee in s.hand[3]:
            continue
        odds = _odds(GAME.view(s, 3))
        kept += 1
        gone += bee in s.hand[2]
    # it took two cards it did not know and not the bee: likelier if the bee was never in that hand
    assert odds == {(1,): 3 / 4, (2,): 1 / 4}
    assert abs(gone / kept - 1 / 4) < 0.06, gone / kept


def test_a_player_out_of_the_game_shows_their_hand_and_the_odds_follow() -> None:
    from tabletop.games.mindbug.changes import _eliminate

    for chance in range(100):
        s, (bee,) = _known_hand(["Killer Bee", "Luchataur", "Lone Yeti"], ["Killer Bee"], chance)
        _steal(s, 2, 1, None)
        if bee in s.hand[2]:
            break
    else:
        raise AssertionError("no steal took the bee")
    s.life[s.t.team[1]] = 5
    _eliminate(s, 1, None)  # seat 1's last card is shown, and it is not the bee: seat 2 holds it
    assert GAME.view(s, 0).maybe == ((bee, 0b0100),)
