"""Seeded random Mythomakya games at every player count, checking invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from gametools import check_replay, check_save_and_load, play_bots, play_checked, sampled_views

from tabletop.core.match import Match, SeatSpec
from tabletop.games.mythomakya.ai import KNOWLEDGE
from tabletop.games.mythomakya.rules import BREAK, CALL, GAME, MATE, OVER, PLAY, MythState
from tabletop.games.mythomakya.view import HIDDEN

from .positions import config

GAMES = 12
COUNTS = [(2, "triumph"), (2, "quick"), (3, "triumph"), (4, "triumph"), (5, "triumph"), (6, "triumph")]


def check(s: MythState) -> None:
    """Every card in exactly one place; stacks, rounds and treasure piles agree with the rules."""
    t = s.t
    places = [c for seat in s.stacks for st in seat for c in st]
    places += [c for _, c in s.trick]
    places += [c for pile in s.treasure for c in pile]
    counts = Counter(places)
    assert sorted(counts) == sorted(t.deck), "a card is missing or foreign"
    assert max(counts.values()) == 1, "a card is in two places"
    assert all(len(seat) == t.layout.stacks for seat in s.stacks)
    assert all(len(st) <= t.layout.depth for seat in s.stacks for st in seat)
    won: list[list[int]] = [[] for _ in range(t.n)]
    for trick, winner in s.rounds:
        assert len(trick) == t.n
        won[winner].extend(c for _, c in trick)
    if s.phase in (CALL, MATE, PLAY):
        assert won == s.treasure, "the treasure piles hold exactly the rounds won"
        played = Counter(p for p, _ in s.trick)
        left = {s.cards_left(q) + played[q] for q in range(t.n)}
        assert len(left) == 1, "everyone has played as many cards"
        assert len(s.trick) < t.n
        if s.trick:
            assert s.trick[0][0] == s.leader
            assert [p for p, _ in s.trick] == [(s.leader + i) % t.n for i in range(len(s.trick))]
            assert s.turn == (s.leader + len(s.trick)) % t.n
    if s.phase == CALL:
        assert s.senior == -1 and s.turn == s.caller and not s.rounds
    if s.phase in (BREAK, OVER):
        assert not any(any(seat) for seat in s.stacks)
        assert len(s.record) == s.game_no
    assert sum(s.wins) >= len(s.record)


def shuffle_hidden(s: MythState, rng: random.Random) -> MythState:
    """A copy of ``s`` with its face-down cards dealt again at random (what nobody may see)."""
    other = s.clone()
    slots = [(q, i, j) for q, seat in enumerate(other.stacks) for i, st in enumerate(seat) for j in range(len(st) - 1)]
    cards = [other.stacks[q][i][j] for q, i, j in slots]
    rng.shuffle(cards)
    for (q, i, j), c in zip(slots, cards, strict=True):
        other.stacks[q][i][j] = c
    return other


def check_views(s: MythState, rng: random.Random) -> None:
    hidden_changed = shuffle_hidden(s, rng)
    for seat, view, sampled in sampled_views(GAME, s, [None, *range(s.t.n)], rng):
        check(sampled)
        assert GAME.view(hidden_changed, seat) == view, "a view shows a face-down card"
        if s.phase in (CALL, MATE, PLAY):
            assert view.treasure is None, "treasure piles are secret until the end"
            assert all(st.count(HIDDEN) == len(st) - 1 for pile in view.stacks for st in pile if st)
        assert view.treasure_counts == tuple(len(p) for p in s.treasure)


@pytest.mark.parametrize(("players", "variant"), COUNTS, ids=[f"{n}-{v}" for n, v in COUNTS])
def test_random_games_keep_every_invariant(players: int, variant: str) -> None:
    kinds: Counter[str] = Counter()
    for game_no in range(GAMES):
        seed = 700 * players + game_no
        rng = random.Random(seed)
        cfg = config(players, games=1 + game_no % 3, caller=None, variant=variant)
        match = Match(GAME, cfg, seed, [SeatSpec(f"P{i + 1}", team=cfg.team_of(i)) for i in range(players)])
        save_at = rng.randrange(1, 40)
        check(match.state)
        while not match.is_over():
            s = match.state
            legal = GAME.legal_actions(s)
            assert legal and len(set(legal)) == len(legal) and all(a.label for a in legal)
            if len(match.steps) % 4 == 0:
                check_views(s, rng)
            action = rng.choice(legal)
            kinds[action.kind] += 1
            events = play_checked(GAME, match, action)
            check(match.state)
            assert all(e.visible_to is None for e in events), "every Triumph event is public"
            if len(match.steps) == save_at:
                check_save_and_load(GAME, match)
        s = match.state
        assert GAME.legal_actions(s) == [] and GAME.to_act(s) is None
        result = GAME.result(s)
        assert match.log[-1].kind == "game_over" and match.log[-1].text == result.summary
        assert result.winners and len(s.record) == s.t.games
        check_views(s, rng)
        check_replay(GAME, match)
    expected = {"call", "play"} | ({"mate"} if players == 5 else set()) | {"deal"}
    assert expected <= set(kinds), expected - set(kinds)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bot_games_keep_every_invariant(players: int) -> None:
    from tabletop.ai.levels import build_bot

    kinds = ["ismcts:30", "heuristic", "random"]
    bots = [build_bot(kinds[q % 3], GAME, KNOWLEDGE, q) for q in range(players)]
    play_bots(GAME, GAME.new(GAME.default_config(players), players), bots, check)
