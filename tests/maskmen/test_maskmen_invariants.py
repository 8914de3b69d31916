"""Seeded random games of Maskmen, with every invariant checked after every action."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from maskmen_helpers import closure, snapshot

from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import Action, Event, GameConfig
from tabletop.games.maskmen.cards import CARDS_PER_WRESTLER, INDEX, WRESTLERS
from tabletop.games.maskmen.rules import GAME, MaskmenState


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
    # every seat's view can be determinised consistently
    for viewer in range(n):
        mine = GAME.view(state, viewer)
        assert mine.hand == tuple(state.hands[viewer])
        sampled = GAME.sample(mine, rng)
        assert GAME.view(sampled, viewer) == mine
        for w in range(6):
            held = sum(hand[w] for hand in sampled.hands)
            assert held + sampled.unused[w] + sampled.played[w] == CARDS_PER_WRESTLER
        if viewer == seat:
            assert GAME.legal_actions(sampled) == legal
    spectator = GAME.sample(view, rng)
    assert GAME.view(spectator, None) == view


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
        fast = GAME.clone(state)
        events = GAME.apply(state, action)
        GAME.advance(fast, action)
        assert snapshot(fast) == snapshot(state)  # the fast path does exactly what apply does
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
    saved = json.loads(json.dumps(match.to_json()))
    loaded = Match.from_json(GAME, saved)
    assert snapshot(loaded.state) == snapshot(match.state)
    for seat in range(4):
        assert GAME.view(loaded.state, seat) == GAME.view(match.state, seat)
    assert [e.text for e in loaded.log] == [e.text for e in match.log]


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
