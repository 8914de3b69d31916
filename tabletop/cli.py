"""The command line: ``tabletop [play|simulate|bench|self-test] ...``.

Each command lives in its own module under ``tabletop.commands`` and is
imported only when used, so that ``simulate`` and ``bench`` never open a window.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="Five small card games on one table.")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the app straight into a game")
    play.add_argument("game", help="game id, e.g. meh")
    play.add_argument("--seats", default=None, help="comma-separated seat kinds: human,easy,normal,hard,random")
    play.add_argument("--seed", type=int, default=None)

    sim = sub.add_parser("simulate", help="play headless games between bots")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seats", required=True,
                     help="comma-separated: random, easy, normal, hard, ismcts:N (N iterations a decision)")
    sim.add_argument("--variant", default=None, help="game-specific variant option")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--no-alternate", action="store_true",
                     help="keep seats fixed (by default seats rotate so each starts equally often)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    bench = sub.add_parser("bench", help="print performance figures")
    bench.add_argument("game", nargs="?", default=None)
    bench.add_argument("--players", type=int, default=None,
                       help="seats for the search and playout figures (default: the game's most)")
    bench.add_argument("--json", action="store_true", help="print one JSON object")

    sub.add_parser("self-test", help="load every asset and play one short AI game of each game")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        from tabletop.commands.simulate import run_simulate

        return run_simulate(args)
    if args.command == "bench":
        from tabletop.commands.bench import run_bench

        return run_bench(args)
    if args.command == "self-test":
        from tabletop.commands.selftest import run_self_test

        return run_self_test()
    from tabletop.app import run_app

    if args.command == "play":
        return run_app(game_id=args.game, seats=args.seats, seed=args.seed)
    return run_app()


if __name__ == "__main__":
    sys.exit(main())
