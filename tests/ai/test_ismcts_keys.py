"""ISMCTS with keys from the game's knowledge: actions that are the same move are one child."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from tabletop.ai.ismcts import ISMCTSBot, Node
from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game, GameConfig

from .toy_games import Nim, NimState, nim_winning_moves


class TwinNim(Nim):
    """Nim where every take is offered twice, as two copies ("a" and "b") that do the same."""

    def legal_actions(self, state: NimState) -> list[Action]:
        return [Action("take", (int(a.args[0]), copy), a.label)  # type: ignore[arg-type]
                for a in super().legal_actions(state) for copy in ("a", "b")]


class TwinKnowledge(Knowledge[NimState]):
    """Names both copies of a take by how many counters it takes."""

    def tree_keys(self, game: Game[NimState, Any], state: NimState,
                  actions: Sequence[Action]) -> Sequence[Hashable]:
        return [a.args[0] for a in actions]


def _search(knowledge: Knowledge[NimState], pile: int = 9, seed: int = 1) -> tuple[ISMCTSBot, list[Action]]:
    game = TwinNim(pile)
    state = game.new(GameConfig(players=2), 0)
    bot = ISMCTSBot(game, knowledge, seed, iterations=1500, early_stop=False)
    legal = game.legal_actions(state)
    bot.search(game.view(state, 0), legal=legal)
    return bot, legal


def _nodes(root: Node) -> list[Node]:
    out, todo = [], [root]
    while todo:
        node = todo.pop()
        out.append(node)
        todo.extend(node.children.values())
    return out


def test_copies_of_a_move_are_one_child_at_the_root_and_below() -> None:
    bot, _ = _search(TwinKnowledge())
    root = bot.last_root
    assert root is not None
    assert set(root.children) == {Action("take", (n, "a")) for n in (1, 2, 3)}  # the first copy of each
    below = [node for node in _nodes(root) if node is not root]
    assert any(node.children for node in below)
    for node in below:
        assert set(node.children) <= {1, 2, 3}  # keyed by the take, whichever copy was played
        for key, child in node.children.items():
            assert child.action is not None and child.action.args[0] == key


def test_without_keys_the_copies_split_the_search() -> None:
    bot, legal = _search(Knowledge())
    assert bot.last_root is not None and set(bot.last_root.children) == set(legal) and len(legal) == 6


def test_the_chosen_move_is_legal_and_wins() -> None:
    for pile in (6, 9, 10):
        game = TwinNim(pile)
        state = game.new(GameConfig(players=2), 0)
        legal = game.legal_actions(state)
        winning = nim_winning_moves(pile, (0, 1), 0)
        for seed in range(3):
            bot = ISMCTSBot(game, TwinKnowledge(), seed, iterations=1000)
            action = bot.choose(game.view(state, 0), legal)
            assert action in legal and action.args[0] in winning


def test_all_copies_of_one_move_are_played_without_a_search() -> None:
    game = TwinNim(1)
    state = game.new(GameConfig(players=2), 0)
    bot = ISMCTSBot(game, TwinKnowledge(), 0, iterations=500)
    legal = game.legal_actions(state)
    assert len(legal) == 2
    assert bot.choose(game.view(state, 0), legal) == legal[0]
    assert bot.last_stats.iterations == 0
