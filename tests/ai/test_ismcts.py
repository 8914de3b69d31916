"""ISMCTS on tiny games: finds forced wins, never reads hidden state, is reproducible."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game, GameConfig

from .toy_games import CountingKnowledge, CountingSample, HighLow, HighLowView, Nim, Poison, nim_winning_moves


def _nim_choice(pile: int, players: int, teams: tuple[int, ...] | None, seed: int, iterations: int) -> int:
    game = Nim(pile)
    state = game.new(GameConfig(players=players, teams=teams), seed)
    bot = ISMCTSBot(game, Knowledge(), seed, iterations=iterations)
    action = bot.choose(game.view(state, 0), game.legal_actions(state))
    take = action.args[0]
    assert isinstance(take, int)
    return take


@pytest.mark.parametrize("pile", [6, 9, 10])
def test_finds_the_winning_move_in_two_player_nim(pile: int) -> None:
    winning = nim_winning_moves(pile, (0, 1), 0)
    assert len(winning) == 1
    for seed in range(3):
        assert _nim_choice(pile, 2, None, seed, 1000) in winning


@pytest.mark.parametrize("pile", [5, 6, 9])
def test_teammates_share_rewards_in_team_nim(pile: int) -> None:
    # Four seats, seats 0 and 1 against seats 2 and 3: a win by the partner is a win.
    teams = (0, 0, 1, 1)
    winning = nim_winning_moves(pile, teams, 0)
    assert 0 < len(winning) < 3
    for seed in range(3):
        assert _nim_choice(pile, 4, teams, seed, 1000) in winning


def test_reward_vector_credits_the_seat_that_moved() -> None:
    # Pile 4, four seats alone: seat 0 cannot win at once. Taking 3 leaves 1 for seat 1,
    # who always takes it, so that child's value for seat 0 is exactly 0 and the grandchild
    # (seat 1 taking the last counter) is worth exactly 1 to seat 1.
    game = Nim(4)
    state = game.new(GameConfig(players=4), 0)
    bot = ISMCTSBot(game, Knowledge(), 1, iterations=400, early_stop=False)
    root = bot.search(game.view(state, 0))
    take3 = root.children[Action("take", (3,))]
    assert take3.seat == 0 and take3.visits > 0 and take3.total == 0.0
    (last,) = take3.children.values()
    assert last.seat == 1 and last.total == last.visits
    assert sum(c.visits for c in root.children.values()) == 400 == root.visits
    assert bot.last_stats.iterations == 400


def test_never_reads_hidden_state_and_averages_over_determinisations() -> None:
    # Own card 2, the other card is really 1: "lower" wins this deal, but "higher" wins
    # 7 deals in 8. The real card sits, poisoned, in a field that sample() ignores.
    game = HighLow()
    for seed in range(5):
        counting = CountingSample(game)
        bot = ISMCTSBot(counting, Knowledge(), seed, iterations=200)  # type: ignore[arg-type]
        view = HighLowView(own=2, secret=Poison())
        state = game.deal(2, 1)
        action = bot.choose(view, game.legal_actions(state))
        assert action.args == ("higher",)
        assert counting.samples == bot.last_stats.iterations > 0


def test_same_seed_and_budget_give_the_same_search() -> None:
    game = Nim(13)
    state = game.new(GameConfig(players=3), 0)
    view, legal = game.view(state, 0), game.legal_actions(state)

    def run(seed: int) -> list[tuple[Action, int, float]]:
        bot = ISMCTSBot(game, Knowledge(), seed, iterations=300, early_stop=False)
        bot.choose(view, legal)
        assert bot.last_root is not None
        return [(a, c.visits, c.total) for a, c in bot.last_root.children.items()]

    assert run(7) == run(7)
    assert run(7) != run(8)


def test_rollouts_are_cut_at_the_knowledge_depth_and_evaluated() -> None:
    game = Nim(30)
    state = game.new(GameConfig(players=2), 0)
    knowledge = CountingKnowledge(rollout_depth=2, value=0.5)
    bot = ISMCTSBot(game, knowledge, 0, iterations=50, early_stop=False)
    bot.choose(game.view(state, 0), game.legal_actions(state))
    # A pile of 30 cannot end within a short tree plus two rollout steps.
    assert knowledge.evaluate_calls == 50
    assert knowledge.rollout_calls == 100


def test_single_legal_action_is_returned_without_search() -> None:
    game = Nim(1)
    state = game.new(GameConfig(players=2), 0)
    bot = ISMCTSBot(game, Knowledge(), 0, iterations=100)
    assert bot.choose(game.view(state, 0), game.legal_actions(state)) == Action("take", (1,))
    assert bot.last_stats.iterations == 0


def test_early_stop_keeps_the_decision() -> None:
    game = Nim(7)
    state = game.new(GameConfig(players=2), 0)
    view, legal = game.view(state, 0), game.legal_actions(state)
    full = ISMCTSBot(game, Knowledge(), 3, iterations=3000, early_stop=False)
    quick = ISMCTSBot(game, Knowledge(), 3, iterations=3000, early_stop=True)
    assert quick.choose(view, legal) == full.choose(view, legal)
    assert quick.last_stats.iterations < full.last_stats.iterations == 3000


def test_time_budget_is_respected() -> None:
    game = Nim(40)
    state = game.new(GameConfig(players=2), 0)
    bot = ISMCTSBot(game, Knowledge(), 0, seconds=0.05, early_stop=False)
    bot.choose(game.view(state, 0), game.legal_actions(state))
    assert bot.last_stats.iterations > 0
    assert 0.05 <= bot.last_stats.seconds < 0.5


def test_should_stop_ends_the_search() -> None:
    game = Nim(40)
    state = game.new(GameConfig(players=2), 0)
    bot = ISMCTSBot(game, Knowledge(), 0, seconds=10.0)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) >= 5

    action = bot.choose(game.view(state, 0), game.legal_actions(state), should_stop=stop)
    assert action in game.legal_actions(state)
    assert bot.last_stats.iterations == 5


def test_budget_must_be_one_of_seconds_or_iterations() -> None:
    game = Nim(5)
    with pytest.raises(ValueError):
        ISMCTSBot(game, Knowledge(), 0)
    with pytest.raises(ValueError):
        ISMCTSBot(game, Knowledge(), 0, seconds=1.0, iterations=10)
    with pytest.raises(ValueError):
        ISMCTSBot(game, Knowledge(), 0, iterations=0)


class Contrary(Knowledge[Any]):
    """Values a finished game upside down: losing is what this bot wants."""

    def terminal_rewards(self, game: Game[Any, Any], state: Any) -> list[float]:
        return [1.0 - r for r in game.result(state).rewards()]


def test_finished_games_are_scored_by_the_knowledge_terminal_rewards() -> None:
    # Pile 3: taking all three wins at once, which this knowledge counts as the worst outcome.
    game = Nim(3)
    state = game.new(GameConfig(players=2), 0)
    legal = game.legal_actions(state)
    normal = ISMCTSBot(game, Knowledge(), 0, iterations=300).choose(game.view(state, 0), legal)
    contrary = ISMCTSBot(game, Contrary(), 0, iterations=300).choose(game.view(state, 0), legal)
    assert normal == Action("take", (3,))
    assert contrary != Action("take", (3,))


class _NarrowsNim(Knowledge[Any]):
    """Knowledge that searches only the takes of ``worth`` stones."""

    def __init__(self, *worth: int) -> None:
        self.worth = worth

    def search_actions(self, game: Game[Any, Any], view: Any, actions: Any, rng: Any) -> list[Action]:
        return [a for a in actions if a.args[0] in self.worth]


def test_a_decision_searches_only_the_actions_the_knowledge_finds_worth_it() -> None:
    game = Nim(7)
    state = game.new(GameConfig(players=2), 0)
    view, legal = game.view(state, 0), game.legal_actions(state)
    bot = ISMCTSBot(game, _NarrowsNim(1), 0, iterations=500)
    assert bot.choose(view, legal) == Action("take", (1,))  # one worth it: played without a search
    assert bot.last_stats.iterations == 0 and bot.last_root is None
    bot = ISMCTSBot(game, _NarrowsNim(1, 2), 0, iterations=500)
    assert bot.choose(view, legal) in (Action("take", (1,)), Action("take", (2,)))
    assert bot.last_root is not None and set(bot.last_root.children) <= {Action("take", (1,)), Action("take", (2,))}
    searching = ISMCTSBot(game, Knowledge(), 0, iterations=500)
    searching.choose(view, legal)
    assert searching.last_root is not None and len(searching.last_root.children) == len(legal)  # all by default


@pytest.mark.parametrize("cap", [1, 2, 3])
def test_the_tree_grows_no_deeper_than_its_cap_and_the_rollout_plays_below(cap: int) -> None:
    game = Nim(12)
    state = game.new(GameConfig(players=2), 0)
    bot = ISMCTSBot(game, Knowledge(), 3, iterations=2000, early_stop=False, tree_depth=cap)
    root = bot.search(game.view(state, 0))

    def depth(node: Any) -> int:
        return 1 + max((depth(child) for child in node.children.values()), default=0) if node.children else 0

    assert depth(root) == cap  # with 2,000 iterations an uncapped tree goes deeper
    assert root.visits == 2000 == sum(child.visits for child in root.children.values())
    uncapped = ISMCTSBot(game, Knowledge(), 3, iterations=2000, early_stop=False).search(game.view(state, 0))
    assert depth(uncapped) > 3
    with pytest.raises(ValueError, match="at least 1"):
        ISMCTSBot(game, Knowledge(), 3, iterations=10, tree_depth=0)
