"""Seeded random Battle of the Gods games at 2-6 players, checking invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from gametools import check_replay, check_save_and_load, play_checked, sampled_views

from tabletop.core.match import Match, SeatSpec
from tabletop.games.mythomakya.cards import GOD_BASE, GOD_COUNT, GOLDEN_APPLES, KRONOS, is_myth
from tabletop.games.mythomakya.moments import COUNTER, GOD
from tabletop.games.mythomakya.rules import GAME, OVER, PLAY, MythState

from .positions import config

GAMES = 6


def god_places(s: MythState) -> list[int]:
    """Every god card where it lies: hands, box, discard, treasure piles, Kronos's stack, a decision in progress."""
    places = [g for hand in s.gods for g in hand] + list(s.box)
    places += [c - GOD_BASE for c in s.discard if c >= GOD_BASE]
    places += [c - GOD_BASE for pile in s.treasure for c in pile if c >= GOD_BASE]
    if s.kronos is not None:
        places.append(KRONOS)
    for f in s.frames:
        if f[0] in (GOD, COUNTER):
            places.append(f[2])
        elif f[0] == "kronos":
            places.append(KRONOS)
    return places


def check(s: MythState) -> None:
    """Every myth card, golden apple card and god card in exactly one place; Kronos on a filled stack."""
    t = s.t
    myth = [c for seat in s.stacks for st in seat for c in st]
    myth += [c for _, c in s.trick] + list(s.forfeit)
    myth += [c for pile in s.treasure for c in pile if is_myth(c)]
    myth += [c for c in s.discard if is_myth(c)]
    counts = Counter(myth)
    assert sorted(counts) == sorted(t.deck), "a myth card is missing or foreign"
    assert max(counts.values()) == 1, "a myth card is in two places"
    assert sorted(god_places(s)) == list(range(GOD_COUNT)), "a god card is missing or in two places"
    golden = [c for pile in s.treasure for c in pile if c in GOLDEN_APPLES]
    golden += [c for c in s.discard if c in GOLDEN_APPLES]
    assert len(golden) == len(set(golden)) and len(golden) in (t.n, t.n + 1)
    if s.kronos is not None:
        q, i = s.kronos
        assert s.stacks[q][i], "Kronos sits on an empty stack"
    assert len(s.power) == len(s.trick)
    if s.phase == OVER:
        assert not any(s.gods) and not s.frames
        assert not any(any(seat) for seat in s.stacks)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_battle_games_keep_every_card_in_one_place(players: int) -> None:
    for seed in range(GAMES):
        rng = random.Random(seed * 7 + players)
        cfg = config(players, variant="battle", caller=None)
        match = Match(GAME, cfg, seed, [SeatSpec(f"P{i + 1}", team=cfg.team_of(i)) for i in range(players)])
        check(match.state)
        steps = 0
        while not GAME.is_over(match.state):
            legal = GAME.legal_actions(match.state)
            assert legal
            seat = GAME.to_act(match.state)
            if steps % 9 == 0:
                for _, _, sampled in sampled_views(GAME, match.state, [seat, None, ((seat or 0) + 1) % players], rng):
                    check(sampled)
            if not match.state.frames and match.state.phase == PLAY and seat is not None:
                view = GAME.view(match.state, seat)  # the table's reasons agree with the legal moves
                free = {c for c in view.tops(seat) if view.why_not(seat, c) == ""}
                assert free == {a.args[0] for a in legal if a.kind == "play"}
            play_checked(GAME, match, rng.choice(legal))
            check(match.state)
            steps += 1
            if steps == 40 and seed == 0:
                check_save_and_load(GAME, match)
        check_replay(GAME, match)
        result = GAME.result(match.state)
        assert result.winners
        assert "Golden apples" in result.breakdown[0]
