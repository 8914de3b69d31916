"""Every game alike: a seat that does not sit at the table gets no view (a negative seat must not read
another seat's hand from the end of a list), and once a game is over nobody is asked to act."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop import games


@pytest.mark.parametrize("entry", games.available_games(), ids=lambda e: e.id)
def test_every_game_refuses_a_view_for_a_seat_that_does_not_sit_at_the_table(entry: Any) -> None:
    game = entry.rules()
    config = game.default_config(game.min_players)
    state = game.new(config, 1)
    for seat in (-1, config.players):
        with pytest.raises(ValueError, match=f"no seat {seat}"):
            game.view(state, seat)
    assert game.view(state, None) is not None and game.view(state, config.players - 1) is not None


@pytest.mark.parametrize("entry", games.available_games(), ids=lambda e: e.id)
def test_once_a_game_is_over_nobody_is_to_act(entry: Any) -> None:
    game = entry.rules()
    state = game.new(game.default_config(game.min_players), 3)
    rng = random.Random(3)
    while not game.is_over(state):
        assert game.to_act(state) is not None
        game.apply(state, rng.choice(game.legal_actions(state)))
    assert game.to_act(state) is None and game.active_seat(state) is None
