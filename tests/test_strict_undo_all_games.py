"""Strict undo on every game that has landed: never back past a revealed card or chance.

Every game in the registry runs the one shared check (``gametools.check_strict_undo_stops_at_barriers``),
so a game added later is checked the day its rules arrive.
"""

from __future__ import annotations

import random

import pytest
from gametools import check_strict_undo_stops_at_barriers, playable_configs

from tabletop.core.match import Match, SeatSpec
from tabletop.games import available_games

GAMES = [entry.rules() for entry in available_games()]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_strict_undo_stops_at_every_barrier_with_every_seat_a_person(game) -> None:
    for config in playable_configs(game):
        barriers = check_strict_undo_stops_at_barriers(game, config, seed=11, humans=range(config.players),
                                                       max_steps=400)
        assert barriers > 0, f"{game.name} for {config.players}: no barrier met, nothing was checked"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_strict_undo_counts_bot_steps_that_reveal(game) -> None:
    """One person among bots: a bot's draw or shuffle after the person's move stops undo too."""
    config = playable_configs(game)[-1]
    assert check_strict_undo_stops_at_barriers(game, config, seed=5, humans=[0], max_steps=400) > 0


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_strict_undo_takes_back_a_move_that_showed_nothing(game) -> None:
    """Barriers are not everywhere: in a seeded game among people, some move that the log tells of can be
    taken back, and undo restores the table as it was before it (a game flagging every event a barrier
    would pass the checks above)."""
    config = playable_configs(game)[0]
    rng = random.Random(11)
    match = Match(game, config, 11, [SeatSpec(f"Seat {i}") for i in range(config.players)])
    while not match.is_over():
        before = game.view(match.state, None)
        events = match.play(rng.choice(game.legal_actions(match.state)))
        if events and match.undo_point() == len(match.steps) - 1:
            match.undo()
            assert game.view(match.state, None) == before
            return
    pytest.fail(f"{game.name}: no move the log told of could be taken back in a whole game")
