"""What holds the search back in a game: what it cannot see, or how it values a position.

    python tools/search_limits_study.py GAME PLAYERS ITERATIONS DEALS [--seed S] [--variant V]
                                        [--only sees,plays,depth] [--tree-depth D]

Two-seat games only. Each deal is played twice, the seats swapped, between the plain search
(``ismcts:ITERATIONS``) and one changed search at the same iterations:

- **sees all**: its determinisations are the true state, every hand and the order of the deck
  (what no player can know); its score says how much better choices knowing the hidden cards
  would give, the most that any better dealing of the unseen cards could win back;
- **plays out**: its simulations play every game to the end (no cut-off and evaluation); its
  score says what the evaluation at the cut-off costs, or saves;
- **tree depth D**: its tree grows no more than D moves below the root (2 by default), the
  rollout playing on from there. In a tree that grows over determinisations, the moves below the
  root are chosen knowing that determinisation's cards, as if every player saw them; a deeper
  tree trusts that more. A score above 50% says that a larger budget spent on a deeper tree
  loses more there than it wins.

A score near 50% means that the change buys nothing: the limit lies elsewhere (the luck of the
deal, when both are near 50% and Random still wins some games against the search).
"""

from __future__ import annotations

import argparse
import copy
import random
from typing import Any

from random_positions import config_for_variant  # this folder's

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.levels import game_knowledge
from tabletop.commands.simulate import win_interval, win_shares
from tabletop.games import get


class SeesAll:
    """The game, except that a determinisation is a copy of the true state (set before each decision)."""

    def __init__(self, game: Any) -> None:
        self._game = game
        self.truth: Any = None

    def sample(self, view: Any, rng: random.Random) -> Any:
        truth = self.truth
        return truth.clone() if hasattr(truth, "clone") else copy.deepcopy(truth)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def play(game: Any, config: Any, deal: int, bots: list[Any], sees_all: SeesAll | None) -> list[float]:
    """One game of ``bots`` (seat order) from ``deal``: each seat's share of the win (1 won alone, 0 lost).

    ``sees_all``, when given, is shown the true state before each decision."""
    state = game.new(config, deal)
    while not game.is_over(state):
        seat = game.to_act(state)
        legal = game.legal_actions(state)
        if sees_all is not None:
            sees_all.truth = state
        action = bots[seat].choose(game.view(state, seat), legal) if len(legal) > 1 else legal[0]
        game.advance(state, action)
    return win_shares(game.result(state), config.players)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("iterations", type=int)
    parser.add_argument("deals", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", help="game options, as for tabletop simulate")
    parser.add_argument("--only", default="sees,plays,depth", help="the changed searches to play")
    parser.add_argument("--tree-depth", type=int, default=2)
    args = parser.parse_args()
    if args.players != 2:
        parser.error("two-seat games only")
    game = get(args.game).rules()
    knowledge = game_knowledge(args.game)
    config = config_for_variant(game, args.players, args.variant)
    plays_out = copy.copy(knowledge)
    plays_out.rollout_depth = None
    sees_all = SeesAll(game)
    changes = {"sees": ("sees all", sees_all, knowledge, None), "plays": ("plays out", game, plays_out, None),
               "depth": (f"tree depth {args.tree_depth}", game, knowledge, args.tree_depth)}
    for key in args.only.split(","):
        name, changed_game, changed_knowledge, tree_depth = changes[key]
        score = 0.0
        games = 0
        for deal in range(args.seed, args.seed + args.deals):
            for changed_seat in (0, 1):
                seed = deal * 10 + changed_seat
                plain = ISMCTSBot(game, knowledge, seed, iterations=args.iterations)
                changed = ISMCTSBot(changed_game, changed_knowledge, seed + 5, iterations=args.iterations,
                                    tree_depth=tree_depth)
                bots = [changed, plain] if changed_seat == 0 else [plain, changed]
                score += play(game, config, deal, bots, sees_all if changed_game is sees_all else None)[changed_seat]
                games += 1
            low, high = win_interval(score, games)
            print(f"{name}: {score:g} of {games} ({100 * score / games:.0f}%; 95% interval {100 * low:.0f}%"
                  f" to {100 * high:.0f}%)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
