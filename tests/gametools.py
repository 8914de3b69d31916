"""Checks every game's rules tests make through the protocol: views that determinise back into
themselves, the fast path ``advance`` against ``apply``, a save that loads into the same game,
a replay from the seed, and a game of heuristic seats against random ones.

``snapshot`` is how a test compares two states (default: the state's own ``snapshot()``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from tabletop.core.match import Match
from tabletop.core.protocol import Action, Event, Game

Snapshot = Callable[[Any], Any]


def _snapshot(state: Any) -> Any:
    return state.snapshot()


def sampled_views(game: Game[Any, Any], state: Any, seats: Iterable[int | None],
                  rng: random.Random) -> Iterator[tuple[int | None, Any, Any]]:
    """For each of ``seats`` (None: a spectator), its view and a state sampled from it.

    Checks that the sample shows that seat the same view and, for the seat to act, has the
    same legal moves; yields ``(seat, view, sampled)`` for the game's own checks.
    """
    legal = game.legal_actions(state)
    acting = game.to_act(state)
    for seat in seats:
        view = game.view(state, seat)
        sampled = game.sample(view, rng)
        assert game.view(sampled, seat) == view  # consistent with what the seat saw
        if seat is not None and seat == acting:
            assert game.legal_actions(sampled) == legal
        yield seat, view, sampled


def play_checked(game: Game[Any, Any], match: Match[Any], action: Action,
                 snapshot: Snapshot = _snapshot) -> list[Event]:
    """``match.play(action)``, checking that ``advance`` on a clone leaves the same state."""
    fast = game.clone(match.state)
    game.advance(fast, action)
    events = match.play(action)
    assert snapshot(fast) == snapshot(match.state), "advance() differs from apply()"
    return events


def apply_checked(game: Game[Any, Any], state: Any, action: Action, snapshot: Snapshot = _snapshot) -> list[Event]:
    """``game.apply(state, action)``, checking that ``advance`` on a clone leaves the same state."""
    fast = game.clone(state)
    events = game.apply(state, action)
    game.advance(fast, action)
    assert snapshot(fast) == snapshot(state), "advance() differs from apply()"
    return events


def check_save_and_load(game: Game[Any, Any], match: Match[Any], snapshot: Snapshot = _snapshot) -> Match[Any]:
    """The match saved as JSON text and loaded again: the same state and the same log. Returns it."""
    data = json.loads(json.dumps(match.to_json()))
    loaded = Match.from_json(game, data)
    assert snapshot(loaded.state) == snapshot(match.state)
    assert [e.text for e in loaded.log] == [e.text for e in match.log]
    return loaded


def check_replay(game: Game[Any, Any], match: Match[Any], snapshot: Snapshot = _snapshot) -> None:
    """The same config, seed and actions give the same game."""
    again = game.new(match.config, match.seed)
    for action in match.actions:
        game.apply(again, action)
    assert snapshot(again) == snapshot(match.state)


def play_against_random(game: Game[Any, Any], knowledge: Any, state: Any, mine: Callable[[int], bool],
                        rng: random.Random) -> None:
    """Play ``state`` to the end: seats where ``mine(seat)`` use the knowledge's heuristic, the others
    a random legal move. The heuristic decides on a determinisation of its own view, never the real
    state."""
    while not game.is_over(state):
        legal = game.legal_actions(state)
        seat = game.to_act(state)
        assert seat is not None
        if mine(seat):
            guess = game.sample(game.view(state, seat), rng)
            action = knowledge.heuristic_action(game, guess, legal, rng)
        else:
            action = rng.choice(legal)
        assert action in legal
        game.apply(state, action)


def play_bots(game: Game[Any, Any], state: Any, bots: list[Any], check: Callable[[Any], None]) -> None:
    """Play ``state`` to the end with one bot a seat, each seeing only its view and choosing a legal
    action; ``check`` the state after every action (and before the first); someone wins."""
    check(state)
    while not game.is_over(state):
        seat = game.to_act(state)
        assert seat is not None
        legal = game.legal_actions(state)
        action = bots[seat].choose(game.view(state, seat), legal)
        assert action in legal
        game.apply(state, action)
        check(state)
    assert game.result(state).winners
