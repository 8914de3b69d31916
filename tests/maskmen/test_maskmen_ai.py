"""Maskmen bot knowledge: rollout policy, evaluation, heuristic bot, and AI games with invariants."""

from __future__ import annotations

import random

import pytest
from maskmen_helpers import play_game, position

from tabletop.ai.bots import Bot, RandomBot
from tabletop.ai.levels import build_bot
from tabletop.core.protocol import Action, GameConfig
from tabletop.games.maskmen.ai import KNOWLEDGE, ROLLOUT_DEPTH, evaluate_state, season_expectation
from tabletop.games.maskmen.rules import GAME, MaskmenState


def _random_states(players: int, seed: int, count: int) -> list[MaskmenState]:
    rng = random.Random(seed)
    state = GAME.new(GameConfig(players), seed)
    out = []
    while not GAME.is_over(state) and len(out) < count:
        out.append(GAME.clone(state))
        legal = GAME.legal_actions(state)
        GAME.advance(state, legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("players", [2, 4, 6])
def test_rollout_policy_is_always_legal(players: int) -> None:
    rng = random.Random(players)
    for state in _random_states(players, players, 300):
        legal = GAME.legal_actions(state)
        for _ in range(3):
            assert KNOWLEDGE.rollout_move(GAME, state, rng) in legal


def test_rollout_policy_sheds_the_most_cards_it_may() -> None:
    state = position([{"blue": 5, "grey": 1}, {"pink": 3}], played={"blue": 1})
    assert KNOWLEDGE.rollout_move(GAME, state, random.Random(0)) == Action("play", ("blue", 3))
    GAME.apply(state, Action("play", ("grey", 1)))
    moves = {KNOWLEDGE.rollout_move(GAME, state, random.Random(i)) for i in range(60)}
    assert moves == {Action("play", ("pink", 2)), Action("pass")}  # mostly plays, passes at times


def test_evaluation_prefers_fewer_cards_and_stays_in_range() -> None:
    state = position([{"blue": 2}, {"pink": 6}, {"grey": 6}, {"green": 9}])
    values = evaluate_state(state)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[1] == pytest.approx(values[2])
    assert values[0] > values[1] > values[3]
    expect = season_expectation(state)
    assert expect[0] > expect[1] > expect[3] and -1.0 <= min(expect) and max(expect) <= 2.0
    two = position([{"blue": 2}, {"pink": 8}])
    a, b = evaluate_state(two)
    assert a > 0.5 > b and a + b == pytest.approx(1.0)
    two.wins = [0, 2]
    a2, _ = evaluate_state(two)
    assert a2 < a  # two seasons behind is worse, whatever the hand


def test_evaluation_is_exact_when_over() -> None:
    state = _random_states(3, 4, 1)[0]
    rng = random.Random(1)
    while not GAME.is_over(state):
        GAME.advance(state, KNOWLEDGE.rollout_move(GAME, state, rng))
    assert KNOWLEDGE.evaluate(GAME, state) == GAME.result(state).rewards()
    assert KNOWLEDGE.rollout_depth == ROLLOUT_DEPTH


def test_heuristic_reads_only_its_own_hand() -> None:
    for state in _random_states(4, 9, 120)[::7]:
        seat = GAME.to_act(state)
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state)
        choices = {
            KNOWLEDGE.heuristic_action(GAME, GAME.sample(view, random.Random(i)), legal, random.Random(0))
            for i in range(5)
        }
        assert len(choices) == 1


def test_heuristic_goes_out_when_it_can_and_sheds_big_plays() -> None:
    state = position([{"blue": 4}, {"pink": 2}, {"green": 4, "grey": 3}], played={"blue": 1})
    GAME.apply(state, Action("play", ("blue", 1)))
    legal = GAME.legal_actions(state)
    assert KNOWLEDGE.heuristic_action(GAME, state, legal, random.Random(0)) == Action("play", ("pink", 2))
    state = position([{"blue": 4}, {"green": 4, "grey": 3}], played={"blue": 1, "green": 1})
    legal = GAME.legal_actions(state)
    assert KNOWLEDGE.heuristic_action(GAME, state, legal, random.Random(0)) == Action("play", ("blue", 3))


def _wins(players: int, bots: list[Bot], games: int, seed: int) -> list[float]:
    wins = [0.0] * players
    for index in range(games):
        rotation = index % players
        seated = bots[rotation:] + bots[:rotation]
        state = GAME.new(GameConfig(players), seed + index)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)
            assert seat is not None
            action = seated[seat].choose(GAME.view(state, seat), GAME.legal_actions(state))
            GAME.apply(state, action)
        winners = GAME.result(state).winners
        for seat in winners:
            wins[(seat + rotation) % players] += 1 / len(winners)
    return wins


def test_heuristic_bot_beats_random() -> None:
    heuristic = build_bot("heuristic", GAME, KNOWLEDGE, 1)
    wins = _wins(2, [heuristic, RandomBot(GAME, KNOWLEDGE, 2)], 40, 500)
    assert wins[0] >= 32, wins
    wins = _wins(4, [heuristic] + [RandomBot(GAME, KNOWLEDGE, s) for s in range(3)], 24, 900)
    assert wins[0] >= 12, wins  # against three random players; a fair share would be 6


@pytest.mark.parametrize("players,kinds", [(3, ["easy", "ismcts:25", "random"]), (2, ["ismcts:25", "easy"])])
def test_ai_games_keep_every_invariant(players: int, kinds: list[str]) -> None:
    bots = [build_bot(kind, GAME, KNOWLEDGE, seed) for seed, kind in enumerate(kinds)]

    def choose(state: MaskmenState, legal: list[Action], rng: random.Random) -> Action:
        seat = GAME.to_act(state)
        assert seat is not None
        return bots[seat].choose(GAME.view(state, seat), legal)

    play_game(players, 31 + players, choose)
