"""How far above Random (or Easy) a search could rate in a set-up if it saw every card.

    python tools/ceiling_study.py GAME PLAYERS ITERATIONS GAMES [--against LEVEL] [--plain]
                                  [--variant V] [--seed S] [--jobs N]

Plays GAMES games the way a ratings pairing does (``tabletop ratings``: the same seatings, each
deal in every seating of its cycle, the same score of a game, the side with an extra seat gaining
nothing from it) between the level ``--against`` (Random by default, as the level is placed for
the set-up) and a search at ITERATIONS whose determinisations are the true state: every hand and
the order of every deck, which no player can know. No search of that budget is better informed,
so its rating over the level is about the most any search of that budget reaches in the set-up;
where even it stays short of a target, what the ladder lacks is not in the bot but in the game
(the luck of the deal, a partner of the other side sharing the win). ``--plain`` plays the plain
search (``ismcts:ITERATIONS``) on the same deals instead, for the comparison.

Its rating and 95% interval are the ratings' own fit of the one pairing (``tabletop.ai.elo``), the
level anchored at 0. It also counts the games whose win the two sides shared (a team with seats of
both sides, or a tie): each side keeps part of such a game's point, however well the other played.
"""

from __future__ import annotations

import argparse
from typing import Any

from random_positions import config_for_variant  # this folder's
from search_limits_study import SeesAll, play  # this folder's

from tabletop.ai.elo import Pairing, fit_ratings
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.levels import build_bot, game_knowledge
from tabletop.commands.pool import map_in_order
from tabletop.commands.ratings import first_side_score, seat_pattern
from tabletop.commands.simulate import bot_seed
from tabletop.games import get


def one_game(task: tuple[argparse.Namespace, int]) -> tuple[float, bool]:
    """Game ``index`` of the run: the level's score (side 0) and whether the sides shared the win."""
    args, index = task
    game = get(args.game).rules()
    knowledge = game_knowledge(args.game)
    config = config_for_variant(game, args.players, args.variant)
    pattern, cycle = seat_pattern(config.players, config.teams, index)
    deal = args.seed + index // cycle
    sees_all = None if args.plain else SeesAll(game)
    bots: list[Any] = []
    for seat, side in enumerate(pattern):
        seed = bot_seed(deal, index, seat)
        if side == 0:
            bots.append(build_bot(args.against, game, knowledge, seed, config=config))
        else:
            bots.append(ISMCTSBot(sees_all or game, knowledge, seed, iterations=args.iterations))
    shares = play(game, config, deal, bots, sees_all)
    score = first_side_score(shares, pattern)
    return score, 0.0 < score < 1.0


def search_rating(level_score: float, games: int) -> tuple[float, float, float]:
    """The search's rating over the level that scored ``level_score`` of ``games``: (low, value, high)."""
    table = fit_ratings(("level", "search"), [Pairing("level", "search", games, level_score)])
    return table.gap("search", "level")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("iterations", type=int)
    parser.add_argument("games", type=int)
    parser.add_argument("--against", default="random", help="the level the search plays (random, easy, normal)")
    parser.add_argument("--plain", action="store_true", help="the plain search instead of the one that sees")
    parser.add_argument("--variant", help="game options, as for tabletop simulate")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    search = f"ismcts:{args.iterations}" + ("" if args.plain else " seeing every card")
    level_score = 0.0
    shared = 0
    tasks = [(args, index) for index in range(args.games)]
    for games, (score, was_shared) in enumerate(map_in_order(one_game, tasks, args.jobs), 1):
        level_score += score
        shared += was_shared
        low, rating, high = search_rating(level_score, games)
        print(f"{args.against} scored {level_score:.4g} of {games} against {search}: the search"
              f" {rating:+.0f} ({low:+.0f} to {high:+.0f});"
              f" {shared} games shared", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
