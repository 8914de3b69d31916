"""Seeded random Mindbug games (1v1 and 2v2), checking invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from gametools import check_replay, check_save_and_load, play_bots, play_checked, sampled_views

from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import GameConfig
from tabletop.games.mindbug.cards import BY_KEY
from tabletop.games.mindbug.rules import D_TURN, GAME, MindbugState

GAMES = 80


def max_life(s: MindbugState) -> int:
    axolotls = sum(1 for k in s.t.kind if k == BY_KEY["axolotl_healer"].index)
    return 3 + 2 * axolotls


def check(s: MindbugState) -> None:
    t = s.t
    places: list[int] = []
    for zones in (s.hand, s.pile, s.disc, s.play):
        for zone in zones:
            places.extend(zone)
    places.extend(s.removed)
    places.extend(s.unused)
    if s.limbo >= 0:
        places.append(s.limbo)
    counts = Counter(places)
    assert sorted(counts) == list(range(t.size)), "a card is missing"
    assert max(counts.values()) == 1, "a card is in two places"
    for q in range(t.n):
        assert all(s.owner[c] == q for c in s.pile[q] + s.disc[q]), "piles and discards hold their owner's cards"
        for c in s.play[q]:
            assert s.ctl[c] == q
        assert 0 <= s.mb[q] <= t.mindbugs
    assert sum(1 for c in s.ctl if c >= 0) == sum(len(z) for z in s.play)
    in_play = 0
    for zone in s.play:
        for c in zone:
            in_play |= 1 << c
    assert s.exh & ~in_play == 0 and s.noblock & ~in_play == 0 and s.sneak & ~in_play == 0
    top = max_life(s)
    for life in s.life:
        assert 0 <= life <= top
    if not GAME.is_over(s):
        assert min(s.life) >= 1
        assert s.limbo < 0 or s.dec is not None
    if s.dec is not None and s.dec[0] == D_TURN:
        for q in range(t.n):
            assert len(s.hand[q]) >= 5 or not s.pile[q], "hands are drawn back up to five"


def check_views(s: MindbugState, rng: random.Random) -> None:
    for seat, view, sampled in sampled_views(GAME, s, [None, *range(s.t.n)], rng):
        for q in range(s.t.n):
            assert (view.hands[q] is not None) == (q == seat)
        assert view.hand_sizes == tuple(len(h) for h in s.hand)
        check(sampled)


def pick(legal: list, rng: random.Random, aggression: float):  # type: ignore[no-untyped-def]
    """A random legal action; sometimes prefer attacking so that more fights happen."""
    if aggression and rng.random() < aggression:
        attacks = [a for a in legal if a.kind in ("attack", "again", "block", "hunt", "mindbug")]
        if attacks:
            return rng.choice(attacks)
    return rng.choice(legal)


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    reasons: Counter[str] = Counter()
    decisions: Counter[str] = Counter()
    for game_no in range(GAMES):
        seed = 500 * players + game_no
        rng = random.Random(seed)
        options = {"mindbugs": 1 + game_no % 2}
        cfg = GameConfig(players=4, teams=(0, 1, 0, 1), options=options) if players == 4 else GameConfig(2, options=options)
        match = Match(GAME, cfg, seed, [SeatSpec(f"P{i + 1}", team=cfg.team_of(i)) for i in range(players)])
        save_at = rng.randrange(1, 30)
        aggression = (0.0, 0.5)[game_no % 2]
        check(match.state)
        while not match.is_over():
            s = match.state
            legal = GAME.legal_actions(s)
            assert legal and len(set(legal)) == len(legal)
            assert all(a.label for a in legal)
            for a in legal:
                decisions[a.kind] += 1
            if len(match.steps) % 3 == 0:
                check_views(s, rng)
            seat = GAME.to_act(s)
            events = play_checked(GAME, match, pick(legal, rng, aggression))
            check(match.state)
            for e in events:
                if e.kind == "draw" and e.barrier:
                    assert e.visible_to is not None and len(e.visible_to) == 1
            assert seat is not None
            if len(match.steps) == save_at:
                check_save_and_load(GAME, match)
        s = match.state
        assert GAME.legal_actions(s) == [] and GAME.to_act(s) is None
        result = GAME.result(s)
        assert match.log[-1].kind == "game_over" and match.log[-1].text == result.summary
        winners = set(result.winners)
        assert winners and all(cfg.team_of(q) == cfg.team_of(min(winners)) for q in winners)
        reasons["life" if "life" in s.reason else "out"] += 1
        check_replay(GAME, match)
    assert reasons["life"] > 0
    expected = {"play", "attack", "mindbug", "pass", "block", "noblock", "hunt", "again", "target", "discard"}
    if players == 4:
        expected |= {"opponent", "give", "play_it", "keep", "decline", "first", "stop"}
    assert expected <= set(decisions), expected - set(decisions)


@pytest.mark.parametrize("players", [2, 4])
def test_bot_games_keep_every_invariant(players: int) -> None:
    from tabletop.ai.levels import build_bot
    from tabletop.games.mindbug.ai import KNOWLEDGE

    for seed in range(2):
        kinds = ["ismcts:25", "heuristic"] * (players // 2)
        bots = [build_bot(kind, GAME, KNOWLEDGE, seed * 10 + i) for i, kind in enumerate(kinds)]
        play_bots(GAME, GAME.new(GAME.default_config(players), seed), bots, check)
