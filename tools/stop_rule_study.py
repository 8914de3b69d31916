"""Whether a search could stop sooner than the exact early stop without changing its move.

    python tools/stop_rule_study.py GAME PLAYERS ITERATIONS [POSITIONS] [--safety 2,4] [--seed S] [--variant V]

The search stops early only when no other move can catch up with the most
visited one in the iterations left (``ismcts._decided``): its move is then
the one the whole budget would give. A bolder rule projects each move's
visits at its recent rate (over the last quarter of the iterations done,
from a fifth of the budget on) and stops once no other move, at ``safety``
times its rate, would overtake the leader at ``1/safety`` times its own.

For positions of random play (0 to 39 random moves from a seeded deal),
one full search is run and watched at every check of the exact stop; the
tool prints, for each safety factor, how often the bolder rule's move at the
moment it would stop is the full search's, and the iterations it would use.
A rule that saves much but changes moves costs strength: compare with how
often the full search agrees with itself on another seed
(``tools/move_agreement.py``).
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from random_positions import random_positions  # this folder's

from tabletop.ai import ismcts
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.levels import game_knowledge
from tabletop.games import get

Checkpoint = tuple[int, dict[Any, int]]
"""Iterations done, and each root move's visits then."""


def watch(limit: int, checkpoints: list[Checkpoint]) -> None:
    """Record the root's visits at every check of the exact early stop (which still decides)."""
    exact = ismcts._decided

    def decided(root: ismcts.Node, remaining: float) -> bool:
        checkpoints.append((round(limit - remaining), {a: c.visits for a, c in root.children.items()}))
        return exact(root, remaining)

    ismcts._decided = decided  # type: ignore[assignment]


def bold_stop(checkpoints: list[Checkpoint], at: int, limit: int, safety: float, window: float = 0.25,
              least: float = 0.2) -> bool:
    """Whether the bolder rule would stop at checkpoint ``at``."""
    done, visits = checkpoints[at]
    earlier = [c for c in checkpoints[:at + 1] if c[0] <= done * (1 - window)]
    if done < least * limit or not earlier:
        return False
    then_done, then = earlier[-1]
    span = done - then_done
    if span <= 0:
        return False
    left = limit - done
    best = max(visits, key=lambda a: visits[a])
    lead = visits[best] + (visits[best] - then.get(best, 0)) / span * left / safety
    return all(n + (n - then.get(a, 0)) / span * left * safety < lead for a, n in visits.items() if a != best)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("iterations", type=int)
    parser.add_argument("positions", type=int, nargs="?", default=40)
    parser.add_argument("--safety", default="2,4")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--variant", help="game options, as for tabletop simulate")
    args = parser.parse_args()
    factors = [float(x) for x in args.safety.split(",")]
    game = get(args.game).rules()
    knowledge = game_knowledge(args.game)
    rng = random.Random(args.seed)
    checkpoints: list[Checkpoint] = []
    watch(args.iterations, checkpoints)
    same = dict.fromkeys(factors, 0)
    used = dict.fromkeys(factors, 0)
    exact_used = positions = 0
    for deal, state in random_positions(game, args.players, rng, 40, args.variant):
        if positions == args.positions:
            break
        bot = ISMCTSBot(game, knowledge, deal, iterations=args.iterations)
        checkpoints.clear()
        move = bot.choose(game.view(state, game.to_act(state)), game.legal_actions(state))
        if bot.last_root is None:  # settled without a search
            continue
        positions += 1
        exact_used += bot.last_stats.iterations
        for safety in factors:
            stop = next((i for i in range(len(checkpoints)) if bold_stop(checkpoints, i, args.iterations, safety)),
                        None)
            if stop is None:
                same[safety] += 1
                used[safety] += bot.last_stats.iterations
            else:
                done, visits = checkpoints[stop]
                same[safety] += max(visits, key=lambda a: visits[a]) == move
                used[safety] += done
    print(f"{args.game}, {args.players} players, ismcts:{args.iterations}, {positions} positions: the exact stop uses"
          f" {exact_used / positions:.0f} iterations a decision")
    for safety in factors:
        print(f"  safety {safety:g}: the same move {same[safety]} of {positions} times,"
              f" {used[safety] / positions:.0f} iterations a decision ({100 * used[safety] / exact_used:.0f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
