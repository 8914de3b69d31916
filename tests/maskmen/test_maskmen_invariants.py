"""Seeded random games of Maskmen, with every invariant checked after every action."""

from __future__ import annotations

import random
from typing import Any

import pytest
from gametools import check_save_and_load
from maskmen_helpers import play_game, snapshot

from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import Action, GameConfig
from tabletop.games.maskmen.cards import CARDS_PER_WRESTLER, INDEX
from tabletop.games.maskmen.rules import GAME, MaskmenState


def random_choice(state: MaskmenState, legal: list[Action], rng: random.Random) -> Action:
    return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players: int) -> None:
    for seed in (players, 100 + players):
        play_game(players, seed, random_choice)


def test_same_seed_same_game() -> None:
    _, first = play_game(4, 42, random_choice)
    _, again = play_game(4, 42, random_choice)
    _, other = play_game(4, 43, random_choice)
    assert first == again
    assert first != other


def test_deals_depend_on_the_seed_only() -> None:
    a = GAME.new(GameConfig(3), 9)
    b = GAME.new(GameConfig(3), 9)
    assert snapshot(a) == snapshot(b)
    assert snapshot(GAME.new(GameConfig(3), 10)) != snapshot(a)


def test_match_save_and_load_mid_game() -> None:
    rng = random.Random(3)
    match: Match[Any] = Match(GAME, GameConfig(4), 77, [SeatSpec(f"P{i}") for i in range(4)])
    while match.state.season < 2 and not match.is_over():  # across a season boundary: new hands, new ladder
        legal = GAME.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    for _ in range(5):  # and into the new season's first round
        legal = GAME.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    assert match.state.season == 2 and not match.is_over()
    loaded = check_save_and_load(GAME, match, snapshot)
    for seat in (*range(4), None):
        assert GAME.view(loaded.state, seat) == GAME.view(match.state, seat)


def _redeal_between(state: MaskmenState, seats: tuple[int, int], rng: random.Random) -> MaskmenState:
    """A copy of ``state`` whose two ``seats`` hold the same cards between them, dealt again at random
    (each keeps its number of cards)."""
    other = GAME.clone(state)
    pool = [w for seat in seats for w, count in enumerate(state.hands[seat]) for _ in range(count)]
    rng.shuffle(pool)
    first = sum(state.hands[seats[0]])
    for seat, cards in ((seats[0], pool[:first]), (seats[1], pool[first:])):
        other.hands[seat] = [cards.count(w) for w in range(len(state.hands[seat]))]
    return other


@pytest.mark.parametrize("plays", [0, 9, 25])
def test_views_hide_other_hands(plays: int) -> None:
    """What seat 1 sees does not change when the cards of seats 0 and 2 are dealt between them again;
    the spectator's view does not change when any two hands are."""
    rng = random.Random(plays)
    state = GAME.new(GameConfig(3), 5)
    for _ in range(plays):
        legal = GAME.legal_actions(state)
        GAME.apply(state, legal[rng.randrange(len(legal))])
    view = GAME.view(state, 1)
    assert view.hand == tuple(state.hands[1])
    redealt = [_redeal_between(state, (0, 2), rng) for _ in range(10)]
    assert any(r.hands[0] != state.hands[0] for r in redealt), "no redeal changed a hand: nothing was tested"
    for other in redealt:
        assert GAME.view(other, 1) == view
        assert GAME.view(other, 0) != GAME.view(state, 0) or other.hands[0] == state.hands[0]
    spectator = GAME.view(state, None)
    assert all(GAME.view(_redeal_between(state, (0, 1), rng), None) == spectator for _ in range(10))
    samples = {tuple(GAME.sample(view, random.Random(i)).hands[0]) for i in range(20)}
    assert len(samples) > 1  # the hidden hands are really unknown to the sampler


def test_sample_uses_only_unseen_cards() -> None:
    rng = random.Random(1)
    state = GAME.new(GameConfig(2), 8)
    while state.season == 1 and sum(state.played) < 12:
        legal = GAME.legal_actions(state)
        GAME.apply(state, legal[rng.randrange(len(legal))])
    view = GAME.view(state, 0)
    for _ in range(20):
        sampled = GAME.sample(view, rng)
        assert sampled.hands[0] == state.hands[0]
        assert sampled.counts[1] == state.counts[1]
        unseen = [CARDS_PER_WRESTLER - view.played[w] - view.hand[w] for w in range(6)]  # type: ignore[index]
        assert [sampled.hands[1][w] + sampled.unused[w] for w in range(6)] == unseen
        assert sampled.seed != state.seed
    assert INDEX["blue"] == 3
