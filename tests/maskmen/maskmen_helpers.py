"""Helpers for the Maskmen tests: exact positions (``position``, the builder the worked examples
use too) and invariants."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gametools import apply_checked, sampled_views

from tabletop.core.protocol import Action, Event, GameConfig
from tabletop.games.maskmen.cards import CARDS_PER_WRESTLER, WRESTLERS
from tabletop.games.maskmen.positions import position  # noqa: F401 -- for the tests
from tabletop.games.maskmen.rules import GAME, MaskmenState


def play(name: str, count: int) -> Action:
    return Action("play", (name, count))


PASS = Action("pass")


def snapshot(state: MaskmenState) -> tuple[Any, ...]:
    """Every field of the state, as comparable values."""
    return tuple(repr(getattr(state, slot)) for slot in MaskmenState.__slots__)


def legal_set(state: MaskmenState) -> set[Action]:
    return set(GAME.legal_actions(state))


def all_actions() -> list[Action]:
    """Every play and the pass, legal or not."""
    return [PASS] + [play(name, c) for name in WRESTLERS for c in range(1, 4)]


def closure(pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The transitive closure of (weaker, stronger) pairs, computed naively."""
    out = set(pairs)
    while True:
        more = {(a, d) for a, b in out for c, d in out if b == c} - out
        if not more:
            return out
        out |= more


class SeasonTracker:
    """What the events say happened this season, to check the state against."""

    def __init__(self) -> None:
        self.seasons_done = 0
        self._reset()

    def _reset(self) -> None:
        self.pairs: set[tuple[str, str]] = set()
        self.first_played: list[str] = []
        self.played = {name: 0 for name in WRESTLERS}
        self.previous: str | None = None

    def feed(self, events: list[Event]) -> None:
        for event in events:
            if event.kind == "play":
                name = event.data["wrestler"]
                if self.previous is not None:
                    assert event.data["over"] == self.previous
                    self.pairs.add((self.previous, name))  # every follower is stronger
                self.previous = name
                self.played[name] += event.data["count"]
                if name not in self.first_played:
                    self.first_played.append(name)
            elif event.kind == "round_end":
                self.previous = None
            elif event.kind == "season_end":
                self.seasons_done += 1
                self.previous = None
            elif event.kind == "deal":
                self._reset()


def check(state: MaskmenState, tracker: SeasonTracker, rng: random.Random) -> None:
    n = state.n
    # sixty cards accounted for, per wrestler
    for w, name in enumerate(WRESTLERS):
        held = sum(hand[w] for hand in state.hands)
        assert held + state.unused[w] + state.played[w] == CARDS_PER_WRESTLER
        assert state.played[w] == tracker.played[name]
        assert min(hand[w] for hand in state.hands) >= 0 and state.unused[w] >= 0
    assert state.counts == [sum(hand) for hand in state.hands]
    # the ladder is exactly what the season's plays showed, closed and acyclic
    view = GAME.view(state, None)
    assert set(view.ladder) == closure(tracker.pairs)
    assert all((b, a) not in view.ladder and a != b for a, b in view.ladder)
    assert list(view.markers) == tracker.first_played
    # scores sum as the rules say
    per_season = 1 if n == 2 else 2
    assert sum(state.scores) == per_season * tracker.seasons_done
    assert sum(state.plus2) == sum(state.minus1) == tracker.seasons_done
    assert sum(state.plus1) == (0 if n == 2 else tracker.seasons_done)
    for p in range(n):
        assert state.scores[p] == 2 * state.plus2[p] + state.plus1[p] - state.minus1[p]
    assert len(state.winners) == tracker.seasons_done
    # someone must act until the end, and the seat to act holds cards
    legal = GAME.legal_actions(state)
    if GAME.is_over(state):
        assert GAME.to_act(state) is None and legal == []
        return
    seat = GAME.to_act(state)
    assert seat is not None and legal and state.counts[seat] > 0
    assert not state.passed >> seat & 1
    assert sum(1 for k in state.counts if k) >= 2
    # every seat's view, then a spectator's, can be determinised consistently
    for viewer, mine, sampled in sampled_views(GAME, state, [*range(n), None], rng):
        if viewer is None:
            assert mine == view
            continue
        assert mine.hand == tuple(state.hands[viewer])
        for w in range(6):
            held = sum(hand[w] for hand in sampled.hands)
            assert held + sampled.unused[w] + sampled.played[w] == CARDS_PER_WRESTLER


def play_game(
    players: int, seed: int, choose: Callable[[MaskmenState, list[Action], random.Random], Action]
) -> tuple[MaskmenState, list[str]]:
    rng = random.Random(seed)
    state = GAME.new(GameConfig(players), seed)
    tracker = SeasonTracker()
    texts: list[str] = []
    check(state, tracker, rng)
    steps = 0
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        action = choose(state, legal, rng)
        events = apply_checked(GAME, state, action, snapshot)  # the fast path does exactly what apply does
        tracker.feed(events)
        texts += [e.text for e in events]
        check(state, tracker, rng)
        steps += 1
        assert steps < 5000
    result = GAME.result(state)
    assert result.winners and all(result.ranks[p] == 0 for p in result.winners)
    if players == 2:
        assert max(state.wins) == 3 and 3 <= state.season <= 5
    else:
        assert state.season == 4 and len(state.winners) == 4
    return state, texts
