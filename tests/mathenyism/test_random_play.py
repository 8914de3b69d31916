"""Seeded random Mathenyism games at every player count, checking invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from gametools import check_replay, check_save_and_load, play_bots, play_checked, sampled_views

from tabletop.core.match import Match, SeatSpec
from tabletop.games.mathenyism.ai import KNOWLEDGE
from tabletop.games.mathenyism.cards import DECK_SIZE, EFFECT, TWO_LEADERS
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import (
    ANSWER,
    DISCARD,
    MAX_UNITS,
    OVER,
    PEEK,
    SHOW,
    SUPER_UNIT_CARDS,
    MathState,
)
from tabletop.games.mathenyism.view import HIDDEN

GAMES = 4


def check(s: MathState) -> None:
    """Every card in exactly one place; units, leaders, alliances and the step agree with the rules."""
    assert sorted(s.all_cards()) == list(range(DECK_SIZE)), "a card is missing or doubled"
    for q in range(s.n):
        assert len(s.units[q]) <= MAX_UNITS
        assert all(1 <= len(u) <= SUPER_UNIT_CARDS for u in s.units[q])
        allowed = 2 if any(EFFECT[o] == TWO_LEADERS for o in s.objects[q]) else 1
        assert len(s.leaders[q]) <= allowed
        assert s.bloc[q] == min(p for p in range(s.n) if s.bloc[p] == s.bloc[q]), "alliances are named by their lowest seat"
        for u in s.units[q]:
            for c in u:
                if c in s.lent:
                    assert s.lent[c] != q, "a card lent to oneself"
    in_units = {c for us in s.units for u in us for c in u}
    assert set(s.lent) <= in_units
    if s.phase == SHOW:
        assert len(s.drawn) == 2 and set(s.drawn) <= set(s.hands[s.active])
    if s.phase == ANSWER:
        assert s.offer is not None and s.offer[0] in s.hands[s.active]
    if s.phase == DISCARD:
        assert len(s.hands[s.active]) > 5
    if s.phase == OVER:
        assert s.winner == -1 or len(s.followers[s.winner]) >= 10
    else:
        assert all(len(f) < 10 for f in s.followers), "ten followers end the game at once"


def shuffle_hidden(s: MathState, seat: int | None, rng: random.Random) -> MathState:
    """A copy of ``s`` with the cards ``seat`` cannot see dealt again at random among the places it
    cannot see into (other hands, deck, discards, followers piles)."""
    other = s.clone()
    if s.phase == PEEK or s.offer is not None or s.drawn:
        return other  # cards shown to some seats only: keep the hands as they are
    places = [other.deck, other.discard, *other.followers]
    places += [other.hands[q] for q in range(s.n) if q != seat]
    cards = [c for p in places for c in p]
    rng.shuffle(cards)
    pos = 0
    for p in places:
        p[:] = cards[pos:pos + len(p)]
        pos += len(p)
    return other


def check_views(s: MathState, rng: random.Random) -> None:
    for seat, view, sampled in sampled_views(GAME, s, [None, *range(s.n)], rng):
        check(sampled)
        assert GAME.view(shuffle_hidden(s, seat, rng), seat) == view, "a view shows a hidden card"
        for q in range(s.n):
            assert view.hand_counts[q] == len(s.hands[q])
        if seat is None:
            assert view.hand == ()
        if view.offer is not None and seat not in view.offer[:2]:
            assert view.offer[2] == HIDDEN


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players: int) -> None:
    kinds: Counter[str] = Counter()
    for game_no in range(GAMES):
        seed = 900 * players + game_no
        rng = random.Random(seed)
        match = Match(GAME, GAME.default_config(players), seed, [SeatSpec(f"P{i + 1}") for i in range(players)])
        save_at = rng.randrange(20, 120)
        check(match.state)
        while not match.is_over():
            s = match.state
            legal = GAME.legal_actions(s)
            assert legal and len(set(legal)) == len(legal) and all(a.label for a in legal)
            if len(match.steps) % 5 == 0:
                check_views(s, rng)
            action = rng.choice(legal)
            kinds[action.kind] += 1
            followers = sum(len(f) for f in s.followers)
            play_checked(GAME, match, action)
            after = match.state
            grown = sum(len(f) for f in after.followers) - followers
            assert grown == (1 if action.kind == "follower" else 0), "followers are only added or moved"
            check(after)
            if len(match.steps) == save_at:
                check_save_and_load(GAME, match)
        s = match.state
        assert GAME.legal_actions(s) == [] and GAME.to_act(s) is None
        assert GAME.result(s).winners
        check_views(s, rng)
        check_replay(GAME, match)
    assert {"show", "unit", "follower", "end_actions", "target", "send", "charge", "blocks_done"} <= set(kinds)


def test_random_games_reach_every_kind_of_decision() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(12):
        rng = random.Random(seed)
        s = GAME.new(GAME.default_config(4), seed)
        while not GAME.is_over(s):
            action = rng.choice(GAME.legal_actions(s))
            kinds[action.kind] += 1
            GAME.apply(s, action)
    expected = {"show", "leader", "object", "unit", "action", "follower", "offer", "swap_back", "refuse",
                "end_actions", "target", "no_attack", "send", "charge", "call_off", "block", "ask_help",
                "blocks_done", "lend", "lend_done", "react", "react_pass", "discard", "give", "doctrine",
                "peek_discard"}
    assert expected <= set(kinds), expected - set(kinds)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_bot_games_keep_every_invariant(players: int) -> None:
    from tabletop.ai.levels import build_bot

    kinds = ["ismcts:20", "heuristic", "random"]
    bots = [build_bot(kinds[q % 3], GAME, KNOWLEDGE, q) for q in range(players)]
    play_bots(GAME, GAME.new(GAME.default_config(players), players), bots, check)
