"""What the search makes of a habit it seldom takes: blind to it, or finding it not worth it?

    python tools/habit_value_study.py GAME PLAYERS ITERATIONS HABIT [POSITIONS] [--seed S] [--variant V]

HABIT is a name the game's knowledge gives moves (``Knowledge.habit``, as the
habits tables of ``simulate`` and ``ratings`` show it, e.g. "ability: goddess").
Positions come from random play; at each where some legal move has the habit,
the search plays ITERATIONS and the line shows the visits and mean reward of
the best-visited move with the habit beside those of the move it chose. Where
the habit's mean is well below the chosen move's after many visits, the search
has looked and found it worse; where it has few visits, it has hardly looked.
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
    parser.add_argument("iterations", type=int)
    parser.add_argument("habit")
    parser.add_argument("positions", type=int, nargs="?", default=20)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--variant", help="game options, as for tabletop simulate")
    args = parser.parse_args()
    game = get(args.game).rules()
    knowledge = game_knowledge(args.game)
    rng = random.Random(args.seed)
    positions = taken = 0
    gaps: list[float] = []
    for deal, state in random_positions(game, args.players, rng, 120, args.variant):
        if positions == args.positions:
            break
        legal = game.legal_actions(state)
        if not any(knowledge.habit(state, a) == args.habit for a in legal):
            continue
        bot = ISMCTSBot(game, knowledge, deal, iterations=args.iterations)
        move = bot.choose(game.view(state, game.to_act(state)), legal)
        if bot.last_root is None:  # settled without a search
            continue
        positions += 1
        children = list(bot.last_root.children.values())
        with_habit = [n for n in children if n.action is not None and knowledge.habit(state, n.action) == args.habit]
        if not with_habit:
            print(f"deal {deal}: the search never tried it ({len(legal)} legal moves)", flush=True)
            continue
        best = max(with_habit, key=lambda n: n.visits)
        chosen = max(children, key=lambda n: n.visits)
        taken += knowledge.habit(state, move) == args.habit
        gaps.append(chosen.mean - best.mean)
        # a move whose next decision is its own player's (Kronos's new stack, a goddess's choice) has a mean
        # lowered by the search trying that choice's poorer options too: show its best-visited option's as well
        line, node = [], best
        while node.children:  # through its own forced steps (a payment) to its first real choice
            options = len(node.children)
            node = max(node.children.values(), key=lambda n: n.visits)
            if node.seat != best.seat or node.action is None:
                break
            line.append(f"{node.action.kind}{node.action.args} (visits {node.visits}, mean {node.mean:.3f})")
            if options > 1:
                break
        then = f", then {', '.join(line)}" if line else ""
        print(f"deal {deal}: {len(legal)} legal moves; chose {move.kind}{move.args} (visits {chosen.visits},"
              f" mean {chosen.mean:.3f}); {args.habit}: visits {best.visits}, mean {best.mean:.3f}{then}", flush=True)
    if positions:
        gap = f"; the chosen move's mean over the habit's by {sum(gaps) / len(gaps):.3f} on average" if gaps else ""
        print(f"{args.game} {args.players} players, {positions} positions with {args.habit!r} open:"
              f" taken in {taken}{gap}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
