"""The command line: ``tabletop [play|simulate|ratings|bench|self-test] ...``.

Each command lives in its own module under ``tabletop.commands`` and is
imported only when used, so that ``simulate`` and ``bench`` never open a
window. Every argument is checked before any work starts: a bad one is
answered with one line on standard error and exit status 2, never a
traceback and never a window (see :mod:`tabletop.commands.usage`).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from tabletop import __version__
from tabletop.commands.usage import INTERRUPTED, UsageError, file_name, int_in, one_line, seed_number

MAX_GAMES = 1_000_000
MAX_PLAYERS = 64
MAX_JOBS = 256


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (no usage block) with exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {one_line(message)}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="tabletop", description="Five small card games on one table.")
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=OneLineParser)

    play = sub.add_parser("play", help="open the app straight into a game")
    play.add_argument("game", help="game id, e.g. meh")
    play.add_argument("--seats", default=None, help="comma-separated seat kinds: human,easy,normal,hard,random")
    play.add_argument("--seed", type=seed_number, default=None)
    play.add_argument("--variant", default=None, help="game options with --seats: key=value;key=a,b (or a variant name)")

    sim = sub.add_parser("simulate", help="play headless games between bots")
    sim.add_argument("game", nargs="?", default=None)
    sim.add_argument("--games", type=int_in(1, MAX_GAMES), default=None, help="games to play (default 10)")
    sim.add_argument("--seats", default=None,
                     help="comma-separated: random, easy, normal, hard, ismcts:N (N iterations a decision)")
    sim.add_argument("--variant", default=None, help="game options: key=value;key=a,b (or a variant name)")
    sim.add_argument("--seed", type=seed_number, default=None,
                     help="the run's seed (default 0, or with --add-to the seed of the file's last run)")
    sim.add_argument("--first-game", type=int_in(0, MAX_GAMES), default=None,
                     help="start at this game of the run (default 0, or with --add-to where the file stopped)")
    sim.add_argument("--no-alternate", action="store_true",
                     help="keep seats fixed (by default seats rotate so each starts equally often)")
    sim.add_argument("--jobs", type=int_in(1, MAX_JOBS), default=None,
                     help="games played at once in worker processes (default: this machine's cores)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--quiet", action="store_true", help="no line on stderr as each game ends")
    sim.add_argument("--markdown", action="store_true", help="with --from: print the table as Markdown")
    sim.add_argument("--add-to", type=file_name, default=None, metavar="FILE",
                     help="add this run's games to the runs kept in FILE (rewritten after every game)")
    sim.add_argument("--from", dest="source", type=file_name, default=None, metavar="FILE",
                     help="show the wins of every game kept in FILE, without playing")

    bench = sub.add_parser("bench", help="print performance figures")
    bench.add_argument("game", nargs="?", default=None)
    bench.add_argument("--players", type=int_in(1, MAX_PLAYERS), default=None,
                       help="seats for the search and playout figures (default: the game's most)")
    bench.add_argument("--variant", default=None, help="game options of the one game measured: key=value;key=a,b"
                       " (or a variant name)")
    bench.add_argument("--json", action="store_true", help="print one JSON object")

    ratings = sub.add_parser("ratings", help="fit Elo ratings of the bot levels from a round robin")
    ratings.add_argument("game", nargs="?", default=None)
    ratings.add_argument("--players", type=int_in(1, MAX_PLAYERS), default=None,
                         help="seats at the table (default: the game's fewest)")
    ratings.add_argument("--variant", default=None, help="game options: key=value;key=a,b (or a variant name)")
    ratings.add_argument("--games", type=int_in(1, MAX_GAMES), default=None,
                         help="games for each pair of levels (default 40)")
    ratings.add_argument("--levels", default=None, help="comma-separated: random, easy, normal, hard, and scaled"
                         " searches like hard*2 (default random,easy,normal,hard)")
    ratings.add_argument("--rate", type=float, default=None,
                         help="search iterations a second to size Normal and Hard by (default: measured here)")
    ratings.add_argument("--seed", type=seed_number, default=None,
                         help="the first deal (default 0, or with --add-to the first deal the file has not used)")
    ratings.add_argument("--jobs", type=int_in(1, MAX_JOBS), default=None,
                         help="games played at once in worker processes (default: this machine's cores)")
    ratings.add_argument("--json", action="store_true", help="print one JSON object")
    ratings.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ratings.add_argument("--add-to", type=file_name, default=None, metavar="FILE",
                         help="add this run's games to the results in FILE (rewritten after every deal)")
    ratings.add_argument("--from", dest="source", type=file_name, default=None, metavar="FILE",
                         help="show the ratings fitted to every game in FILE, without playing")

    sub.add_parser("self-test", help="load every asset and play one short AI game of each game")
    return parser


def parse(argv: Sequence[str] | None) -> argparse.Namespace | int:
    """The parsed arguments, or the exit status when argparse has answered (help, or a usage error)."""
    try:
        return build_parser().parse_args(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2


def main(argv: Sequence[str] | None = None) -> int:
    # pygame greets on standard output when first imported; ``--json`` output must be the JSON alone
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = parse(argv)
    if isinstance(args, int):
        return args
    try:
        return run(args)
    except UsageError as exc:
        print(f"tabletop {args.command}: {one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl+C: a line, not a traceback (simulate and ratings report what they finished)
        print(f"tabletop {args.command}: interrupted" if args.command else "tabletop: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # the reader went away (``tabletop ... | head``): stop quietly, as other tools do
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        except (OSError, ValueError):
            pass
        return 141  # the shell's code for a pipe closed under the writer


def run(args: argparse.Namespace) -> int:
    """Run the command in ``args``; each checks all of its arguments first (UsageError)."""
    if args.command == "simulate":
        from tabletop.commands.simulate import run_simulate

        return run_simulate(args)
    if args.command == "ratings":
        from tabletop.commands.ratings import run_ratings

        return run_ratings(args)
    if args.command == "bench":
        from tabletop.commands.bench import run_bench

        return run_bench(args)
    if args.command == "self-test":
        from tabletop.commands.selftest import run_self_test

        return run_self_test()
    if args.command == "play":
        from tabletop.commands.play import plan_play, run_play

        return run_play(plan_play(args))
    from tabletop.app import run_app

    return run_app()


if __name__ == "__main__":
    sys.exit(main())
