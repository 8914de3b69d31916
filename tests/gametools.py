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

from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import Action, Event, Game, GameConfig

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


# --- strict undo and the events that reveal -------------------------------------------------------
def playable_configs(game: Game[Any, Any]) -> list[GameConfig]:
    """The game's default config for each number of players it accepts."""
    configs: list[GameConfig] = []
    for players in range(game.min_players, game.max_players + 1):
        try:
            config = game.default_config(players)
            game.validate_config(config)
        except ValueError:
            continue  # e.g. Mindbug is not played by three
        configs.append(config)
    assert configs, f"{game.name} accepts no number of players"
    return configs


def tells_the_actor(game: Game[Any, Any], state: Any, action: Action, rng: random.Random,
                    samples: int = 3) -> bool:
    """Whether playing ``action`` in ``state`` tells the seat that plays it something that neither
    its view nor the action did: a hidden card or a chance outcome.

    Worked out from the views alone, independently of the events the game reports: the action is
    played in the real state and in states sampled from the actor's view; if the actor's view
    afterwards differs between them, the step showed the actor something. (Only the actor is
    judged so: another seat's samples may hold another copy of the same card, which its view
    names by a different number. Every seat is judged on the steps it plays.)
    """
    seat = game.to_act(state)
    view = game.view(state, seat)
    afters = []
    for world in [game.clone(state), *(game.sample(view, rng) for _ in range(samples))]:
        game.apply(world, action)
        afters.append(game.view(world, seat))
    return any(after != afters[0] for after in afters[1:])


def check_strict_undo_stops_at_barriers(game: Game[Any, Any], config: GameConfig, seed: int,
                                        humans: Iterable[int], max_steps: int = 400,
                                        reveal_samples: int = 3) -> int:
    """Play a seeded game with random legal moves, ``humans`` the seats of people and the others
    bots, and after every step check strict undo against what the steps' events said:

    - a step that showed the seat playing it something new (:func:`tells_the_actor`) reports a barrier
      event (the game flags its reveals and its chance);
    - ``undo_point()`` is the last person's step with no barrier event at or after it, else None
      (one barrier event among a step's events is enough; a bot's step counts as much as a
      person's);
    - an undo, now and then, goes exactly there: to the state replayed from that many actions.

    Returns how many steps had a barrier, so that a caller can see the check met some.
    """
    rng = random.Random(seed)
    people = set(humans)
    seats = [SeatSpec(f"Seat {i}", "human" if i in people else "normal") for i in range(config.players)]
    match = Match(game, config, seed, seats)
    history: list[tuple[int, bool]] = []  # each step's seat and whether an event of it was a barrier
    barriers = 0
    while not match.is_over() and len(history) < max_steps:
        seat = match.to_act()
        assert seat is not None
        action = rng.choice(game.legal_actions(match.state))
        told = tells_the_actor(game, match.state, action, rng, reveal_samples)
        events = match.play(action)
        barrier = any(e.barrier for e in events)
        assert barrier or not told, (
            f"step {len(history) + 1} ({action}) showed seat {seat} something, yet no event is a barrier: "
            f"{[e.text for e in events]}")
        history.append((seat, barrier))
        barriers += barrier
        expected: int | None = None
        for index in range(len(history) - 1, -1, -1):
            step_seat, step_barrier = history[index]
            if step_barrier:
                break
            if step_seat in people:
                expected = index
                break
        assert match.undo_point() == expected, f"after step {len(history)}: {[e.text for e in events]}"
        if expected is not None and rng.random() < 0.1:
            undone = Match.from_json(game, match.to_json())
            undone.undo()
            replayed = game.new(config, seed)
            for earlier in match.actions[:expected]:
                game.apply(replayed, earlier)
            assert game.view(undone.state, None) == game.view(replayed, None)
            assert len(undone.steps) == expected
    return barriers
