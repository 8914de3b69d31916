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
    for _ in range(120):  # far enough to cross a season boundary
        legal = GAME.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    assert match.state.season >= 2 or len(match.steps) == 120
    loaded = check_save_and_load(GAME, match, snapshot)
    for seat in range(4):
        assert GAME.view(loaded.state, seat) == GAME.view(match.state, seat)


def test_views_hide_other_hands() -> None:
    state = GAME.new(GameConfig(3), 5)
    view = GAME.view(state, 1)
    assert view.hand == tuple(state.hands[1])
    text = repr(view)
    for p in (0, 2):
        assert view.hand_counts[p] == 15
        # the view carries no field holding another seat's cards
        assert str(tuple(state.hands[p])) not in text or state.hands[p] == state.hands[1]
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
