"""Every registered game's bot knowledge keeps the contract the search relies on."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.ai.levels import game_knowledge
from tabletop.games import available_games


@pytest.mark.parametrize("entry", available_games(), ids=lambda e: e.id)
def test_rollouts_and_rewards_keep_the_contract(entry: Any) -> None:
    game = entry.rules()
    knowledge = game_knowledge(entry.id)
    rng = random.Random(1)
    for players in sorted({game.min_players, game.max_players}):
        state = game.new(game.default_config(players), 3)
        steps = 0
        while not game.is_over(state):
            move = knowledge.rollout_move(game, state, rng)
            assert move in game.legal_actions(state)
            if steps % 7 == 0 and knowledge.rollout_depth is not None:
                values = knowledge.evaluate(game, state)
                assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
            game.advance(state, move)
            steps += 1
            assert steps < 20_000
        rewards = knowledge.terminal_rewards(game, state)
        result = game.result(state)
        assert len(rewards) == players and all(0.0 <= r <= 1.0 for r in rewards)
        losers = [r for seat, r in enumerate(rewards) if seat not in result.winners]
        assert all(rewards[w] > max(losers, default=-1.0) for w in result.winners)


def test_a_game_without_ai_module_gets_the_default_knowledge(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop import games
    from tabletop.ai.knowledge import Knowledge

    entry = games.GAMES["meh"]

    def missing(self: Any) -> Any:
        raise ModuleNotFoundError("No module named 'tabletop.games.meh.ai'", name="tabletop.games.meh.ai")

    monkeypatch.setattr(type(entry), "knowledge", missing)
    assert type(game_knowledge("meh")) is Knowledge

    def broken(self: Any) -> Any:
        raise ModuleNotFoundError("No module named 'numpy'", name="numpy")

    monkeypatch.setattr(type(entry), "knowledge", broken)
    with pytest.raises(ModuleNotFoundError):
        game_knowledge("meh")
