"""Views in every game: a seat that does not sit at the table gets no view (a negative seat must not
read another seat's hand from the end of a list)."""

from __future__ import annotations

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
