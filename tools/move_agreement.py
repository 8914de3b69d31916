"""How often two search budgets choose the same move, against how often the larger agrees with itself.

    python tools/move_agreement.py GAME PLAYERS SMALL LARGE [POSITIONS] [--seed S] [--variant V]

Positions come from random play (0 to 29 random moves from a seeded deal, only
those with two or more legal moves). At each, the search plays SMALL
iterations once and LARGE iterations twice, with different seeds. If SMALL
agrees with LARGE about as often as LARGE agrees with itself, the larger
budget does not settle positions the smaller one leaves open: the moves it
hesitates between are close in value, and more time buys little there.
"""

from __future__ import annotations

import argparse
import random

from random_positions import random_positions  # this folder's

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.levels import game_knowledge
from tabletop.games import get


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("small", type=int)
    parser.add_argument("large", type=int)
    parser.add_argument("positions", type=int, nargs="?", default=100)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--variant", help="game options, as for tabletop simulate")
    args = parser.parse_args()
    game = get(args.game).rules()
    knowledge = game_knowledge(args.game)
    rng = random.Random(args.seed)
    small_large = large_large = positions = 0
    for deal, state in random_positions(game, args.players, rng, 30, args.variant):
        if positions == args.positions:
            break
        legal = game.legal_actions(state)
        view = game.view(state, game.to_act(state))
        picks = [ISMCTSBot(game, knowledge, deal * 7 + k, iterations=n).choose(view, legal)
                 for k, n in ((1, args.small), (2, args.large), (3, args.large))]
        positions += 1
        small_large += picks[0] == picks[1]
        large_large += picks[1] == picks[2]
        print(f"{positions}: small = large {small_large}, large = large {large_large}", flush=True)
    print(f"{args.game} {args.players} players, {positions} positions: ismcts:{args.small} chose as ismcts:{args.large}"
          f" {100 * small_large / positions:.0f}% of the time; ismcts:{args.large} as itself (another seed)"
          f" {100 * large_large / positions:.0f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
