"""Bot knowledge for Domains of Meh: rollout policy, evaluation, greedy heuristic."""

from __future__ import annotations

import random

from gametools import play_against_random

from tabletop.core.protocol import Action, GameConfig
from tabletop.games.meh.ai import KNOWLEDGE, margin_rewards
from tabletop.games.meh.rules import ARMIES, GAME, scores

from .pictures import make_state


def play_heuristic_vs_random(seed: int, heuristic_seat: int) -> bool:
    """One 2-player game with random armies; True if the heuristic seat wins (alone or shared)."""
    rng = random.Random(seed)
    cfg = GameConfig(players=2, options={"armies": rng.sample(ARMIES, 2)})
    state = GAME.new(cfg, seed)
    play_against_random(GAME, KNOWLEDGE, state, lambda seat: seat == heuristic_seat, rng)
    return heuristic_seat in GAME.result(state).winners


def test_heuristic_bot_beats_a_random_bot_clearly() -> None:
    wins = sum(play_heuristic_vs_random(seed, seed % 2) for seed in range(100))
    assert wins >= 70, f"heuristic won only {wins} of 100"


def test_rollout_policy_beats_random_play() -> None:
    wins = 0
    for seed in range(200):
        rng = random.Random(seed)
        state = GAME.new(GAME.default_config(2), seed)
        seat = seed % 2
        while not state.over:
            legal = GAME.legal_actions(state)
            pick = KNOWLEDGE.rollout_action(GAME, state, legal, rng) if state.current == seat else rng.choice(legal)
            GAME.advance(state, pick)
        wins += seat in GAME.result(state).winners
    assert wins >= 140, f"rollout policy won only {wins} of 200"


def test_rollout_prefers_chasing_off_then_claiming_with_the_smallest_card() -> None:
    state = make_state("b1 . . .\n. . . .\n. . . .", armies=("humans", "elves"), hands=[[2, 3, 3], [1, 1, 2, 2]])
    rng = random.Random(0)
    legal = GAME.legal_actions(state)
    assert {KNOWLEDGE.rollout_action(GAME, state, legal, rng) for _ in range(20)} == {Action("place", (2, 0))}
    state = make_state(armies=("humans", "elves"), hands=[[1, 3, 3], [1, 1, 1, 2]])
    picks = {KNOWLEDGE.rollout_action(GAME, state, GAME.legal_actions(state), rng) for _ in range(50)}
    assert all(a.kind == "place" and a.args[0] == 1 for a in picks) and len(picks) > 1


def test_heuristic_keeps_dwarves_on_one_terrain() -> None:
    # Dwarves hold three snow; sending to the last snow (+1 +7) beats anything else
    state = make_state("a1 a2 a3 .\n. . . .\n. . . b3", armies=("dwarves", "elves"), hands=[[1, 2, 3], [1, 1, 1, 2]])
    rng = random.Random(1)
    action = KNOWLEDGE.heuristic_action(GAME, state, GAME.legal_actions(state), rng)
    assert action.kind == "place" and action.args[1] == 3


def test_heuristic_chases_off_an_opponent_rather_than_claiming() -> None:
    # Orcs: taking the Human 1 at 5 gains a point and costs the Humans one (and their bonus)
    state = make_state(". . . .\n. b1 b1 .\n. . . .", armies=("orcs", "humans"), hands=[[1, 1, 1], [2, 2, 3]])
    rng = random.Random(2)
    action = KNOWLEDGE.heuristic_action(GAME, state, GAME.legal_actions(state), rng)
    assert action.kind == "place" and action.args[1] in (5, 6)


def test_evaluate_is_in_range_orders_seats_and_is_exact_at_the_end() -> None:
    state = make_state("a1 a2 a3 a3\n. . . .\n. . . b1", armies=("dwarves", "elves"))
    rewards = KNOWLEDGE.evaluate(GAME, state)
    assert all(0.0 <= r <= 1.0 for r in rewards)
    assert rewards[0] > 0.9 and rewards[1] < 0.1
    assert margin_rewards([3, 3]) == [0.5, 0.5]
    state = GAME.new(GAME.default_config(3), 4)
    rng = random.Random(4)
    while not state.over:
        GAME.advance(state, rng.choice(GAME.legal_actions(state)))
    assert KNOWLEDGE.evaluate(GAME, state) == GAME.result(state).rewards()
    assert scores(state) == [int(s) for s in GAME.result(state).scores]


def test_rollout_move_is_the_rollout_policy_read_from_the_state() -> None:
    from tabletop.games.meh.ai import _mask_for, _priority

    rng = random.Random(9)
    checked = 0
    for seed in range(30):
        state = GAME.new(GameConfig(players=2 + seed % 3, options={"armies": rng.sample(ARMIES, 2 + seed % 3)}), seed)
        while not state.over:
            legal = GAME.legal_actions(state)
            move = KNOWLEDGE.rollout_move(GAME, state, rng)
            assert move in legal
            mask = _mask_for(state)
            top = max(_priority(state, a, mask) for a in legal)
            assert _priority(state, move, mask) == top
            assert KNOWLEDGE.rollout_action(GAME, state, legal, rng) in legal
            GAME.advance(state, rng.choice(legal))
            checked += 1
    assert checked > 300
