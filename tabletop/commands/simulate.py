"""``tabletop simulate``: headless games between bots, with wins and timings per seat kind.

Seats rotate by default: in a round of as many games as there are seats,
the same deal (same seed) is played once with each rotation of the seat
kinds, so every kind sits in every seat, and therefore starts, equally
often, on the same deals ("duplicate" play). The next round uses the next
seed. A game that raises is counted in ``errors``; the first traceback goes
to stderr and the run goes on. A line per finished game goes to stderr
(``--quiet`` keeps it silent), and Ctrl+C ends a long run with the summary of
the games finished so far.
"""

from __future__ import annotations

import argparse
import copy
import math
import shlex
import statistics
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tabletop.ai.bots import Bot
from tabletop.ai.levels import build_bot, game_knowledge, parse_kind
from tabletop.ai.parallel import usable_cores
from tabletop.commands import simulate_store
from tabletop.commands.habits import Habits, add_habits, habits_lines, sorted_habits
from tabletop.commands.kept_results import KeptRun, check_deals
from tabletop.commands.pool import map_in_order
from tabletop.commands.usage import (
    INTERRUPTED,
    UsageError,
    one_line,
    print_json,
    refuse_run_options,
    stdout_for_json,
)
from tabletop.core.protocol import Action, Game, GameConfig, Result

DEFAULT_GAMES = 10


@dataclass
class KindStats:
    """Totals for one seat kind over the run."""

    wins: float = 0.0
    seats: int = 0
    decisions: list[float] = field(default_factory=list)
    iterations: int = 0
    habits: Habits = field(default_factory=dict)
    """Per habit (``Knowledge.habit``): [decisions that took it, decisions where it was open]."""

    def count_habits(self, open_to: set[str], taken: str | None) -> None:
        """One decision: the habits some legal action had, and the one the chosen action has (or None)."""
        for name in open_to:
            self.habits.setdefault(name, [0, 0])[1] += 1
        if taken is not None:
            self.habits.setdefault(taken, [0, 0])[0] += 1

    def add(self, other: KindStats) -> None:
        """Add the decisions, iterations and habits of ``other`` (wins and seats are counted by the caller)."""
        self.decisions.extend(other.decisions)
        self.iterations += other.iterations
        add_habits(self.habits, other.habits)

    def to_json(self, games: int) -> dict[str, Any]:
        times = self.decisions
        return {
            "wins": round(self.wins, 4),
            "win_rate": round(self.wins / games, 4) if games else 0.0,
            "win_rate_ci95": [round(bound, 4) for bound in win_interval(self.wins, games)],
            "seats_played": self.seats,
            "decisions": len(times),
            "decision_mean": round(statistics.fmean(times), 5) if times else 0.0,
            "decision_median": round(statistics.median(times), 5) if times else 0.0,
            "decision_max": round(max(times), 5) if times else 0.0,
            "iterations_mean": round(self.iterations / len(times), 1) if times else 0.0,
            "habits": sorted_habits(self.habits),
        }


def parse_variant(variant: str | None, defaults: dict[str, Any] | None = None) -> dict[str, Any]:
    """Game options from ``--variant``.

    ``key=value`` pairs separated by ``;`` set options; anything else is
    stored as the ``variant`` option. A value takes the type of the option's
    default in ``defaults`` (the game's default config): a list option is
    split at commas even when it has one item (``armies=elves``), a whole
    number option is read as a number. An option without a default becomes
    a list when it has commas (``armies=elves,orcs``), else stays a text.
    ValueError, in one line, for a pair or value that cannot be read.
    """
    if not variant:
        return {}
    if "=" not in variant:
        return {"variant": variant}
    defaults = defaults or {}
    options: dict[str, Any] = {}
    for part in variant.split(";"):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            raise ValueError(f"bad variant option {part!r}: use key=value")
        default = defaults.get(key)
        if isinstance(default, list) or (default is None and "," in value):
            options[key] = [v.strip() for v in value.split(",")]
        elif isinstance(default, int) and not isinstance(default, bool):
            try:
                options[key] = int(value)
            except ValueError:
                raise ValueError(f"variant option {key} needs a whole number, not {value!r}") from None
        else:
            options[key] = value
    return options


def game_seed(base: int, index: int, players: int, alternate: bool) -> int:
    """The deal of game ``index``: shared by a round of rotations when seats alternate."""
    return base + (index // players if alternate else index)


def seating(kinds: list[str], index: int, alternate: bool) -> list[str]:
    """The seat kinds of game ``index``: rotated by one seat each game when alternating."""
    if not alternate:
        return list(kinds)
    shift = index % len(kinds)
    return kinds[-shift:] + kinds[:-shift] if shift else list(kinds)


def play_one(
    game: Game[Any, Any], config: GameConfig, seed: int, bots: list[Bot], stats: list[KindStats],
    habit: Callable[[Any, Action], str | None] | None = None,
) -> tuple[list[float], int]:
    """Play one game; returns each seat's share of the win and the number of actions.

    With ``habit`` (a game's ``Knowledge.habit``) each seat's stats count the habits its decisions had open
    and took."""
    state = game.new(config, seed)
    actions = 0
    while True:
        seat = game.to_act(state)
        if seat is None:
            break
        legal = game.legal_actions(state)
        view = game.view(state, seat)
        bot = bots[seat]
        t0 = time.perf_counter()
        action = bot.choose(view, legal)
        elapsed = time.perf_counter() - t0
        stats[seat].decisions.append(elapsed)
        stats[seat].iterations += bot.last_stats.iterations
        if habit is not None:
            open_to = {name for name in (habit(state, a) for a in legal) if name is not None}
            stats[seat].count_habits(open_to, habit(state, action))
        game.apply(state, action)
        actions += 1
        if actions > 100_000:
            raise RuntimeError("the game did not end after 100000 actions")
    return win_shares(game.result(state), config.players), actions


def win_shares(result: Result, players: int) -> list[float]:
    """Each seat's share of the win: a win shared by several winners is split between them."""
    share = 1.0 / len(result.winners) if result.winners else 0.0
    return [share if seat in result.winners else 0.0 for seat in range(players)]


@dataclass(frozen=True)
class GameTask:
    """One game of a run, everything a worker process needs to play it (picklable)."""

    game_id: str
    config: GameConfig
    seats: tuple[str, ...]
    deal: int
    index: int
    processes: int = 1
    """What Hard is offered to search each decision with (see ``levels.search_processes``)."""


@dataclass
class GameOutcome:
    """What one game gave: each seat's share of the win, its length and its bots' timings.

    ``error`` holds the traceback when the game raised (then ``shares`` is empty).
    """

    task: GameTask
    shares: list[float]
    length: int
    seat_stats: list[KindStats]
    error: str | None = None


def bot_seed(deal: int, index: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of game ``index``: fixed by the run's seed, not by the worker."""
    return deal * 1009 + index * 31 + seat


def play_task(task: GameTask) -> GameOutcome:
    """Play one game of a run; a game that raises is reported in the outcome, not raised."""
    from tabletop.games import get

    game = get(task.game_id).rules()
    knowledge = game_knowledge(task.game_id)
    seat_stats = [KindStats() for _ in task.seats]
    try:
        bots = [build_bot(kind, game, knowledge, bot_seed(task.deal, task.index, s), task.processes,
                          config=task.config)
                for s, kind in enumerate(task.seats)]
        shares, length = play_one(game, task.config, task.deal, bots, seat_stats, habit=knowledge.habit)
    except Exception:  # noqa: BLE001 -- counted and reported by the caller
        return GameOutcome(task, [], 0, seat_stats, traceback.format_exc())
    return GameOutcome(task, shares, length, seat_stats)


def win_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a win rate of ``wins`` in ``games``.

    A shared win counts as its share, which the interval takes as a fractional
    success; it stays inside [0, 1] even at 0 or ``games`` wins.
    """
    if games <= 0:
        return (0.0, 1.0)
    rate = min(1.0, max(0.0, wins / games))
    z2 = z * z
    centre = (rate + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class SimulationPlan:
    """A checked ``tabletop simulate``: everything it needs, known to be playable."""

    game_id: str
    game: Game[Any, Any]
    config: GameConfig
    kinds: list[str]
    games: int
    seed: int
    variant: str | None
    alternate: bool
    first: int = 0
    """The index of the run's first game: a run in pieces plays the same games as in one go."""


def plan_simulation(
    game_id: str,
    games: int,
    kinds: list[str],
    seed: int = 0,
    variant: str | None = None,
    alternate: bool = True,
    first: int = 0,
) -> SimulationPlan:
    """Check every argument of a simulation before it starts; UsageError (one line) if one cannot run."""
    from tabletop.games import get

    try:
        entry = get(game_id)
        if not entry.available():
            raise ValueError(f"{entry.name} is not available yet")
        if games < 1:
            raise ValueError("--games must be at least 1")
        if not kinds:
            raise ValueError("--seats needs at least one seat kind")
        names = [parse_kind(kind).kind for kind in kinds]
        game = entry.rules()
        if not game.min_players <= len(kinds) <= game.max_players:
            raise ValueError(f"{game.name} is for {game.min_players}-{game.max_players} players, not {len(kinds)}")
        config = game.default_config(len(kinds))
        defaults = config.options
        options = parse_variant(variant, defaults)
        if options:
            config = replace(config, options={**defaults, **options})
        game.validate_config(config)
    except (KeyError, ValueError, TypeError) as exc:
        raise UsageError(one_line(exc)) from None
    return SimulationPlan(entry.id, game, config, names, games, seed, variant_text(config.options, defaults),
                          alternate, first)


def _option_text(value: Any) -> str:
    return ",".join(map(str, value)) if isinstance(value, list) else str(value)


def variant_text(options: dict[str, Any], defaults: dict[str, Any]) -> str | None:
    """The options that differ from the game's defaults as ``--variant`` text, one way for each game played
    (``battle`` and ``variant=battle`` are the same game); None for the default game. Kept files and
    commands record this text, so that runs of the same game add up whichever way it was asked for."""
    changed = sorted(key for key, value in options.items() if key not in defaults or defaults[key] != value)
    parts = [f"{key}={_option_text(options[key])}" for key in changed]
    return ";".join(parts) or None


def simulate(
    game_id: str,
    games: int,
    kinds: list[str],
    seed: int = 0,
    variant: str | None = None,
    alternate: bool = True,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``games`` games in ``jobs`` processes and return the summary that ``--json`` prints."""
    return run_plan(plan_simulation(game_id, games, kinds, seed, variant, alternate), jobs)


def plan_tasks(plan: SimulationPlan, processes: int = 1) -> list[GameTask]:
    """The games of a plan: their seats (rotating when alternating) and deals."""
    players = plan.config.players
    return [
        GameTask(plan.game_id, plan.config, tuple(seating(plan.kinds, index, plan.alternate)),
                 game_seed(plan.seed, index, players, plan.alternate), index, processes)
        for index in range(plan.first, plan.first + plan.games)
    ]


def check_jobs(kinds: list[str], jobs: int) -> None:
    """UsageError when seats that search on several processes would run inside game workers."""
    if jobs > 1:
        several = [kind for kind in kinds if (parse_kind(kind).processes or 1) > 1]
        if several:
            raise UsageError(f"{several[0]} searches on several processes: play it with --jobs 1")


def progress_line(outcome: GameOutcome, games: int, per_kind: dict[str, KindStats], finished: int,
                  seconds: float) -> str:
    """One finished game for the progress output: its number, length, the wins so far and the time."""
    task = outcome.task
    what = "raised" if outcome.error is not None else f"{outcome.length} actions"
    wins = ", ".join(f"{name} {stats.wins:g}" for name, stats in per_kind.items())
    return f"game {task.index + 1}/{games} ({what}); wins after {finished}: {wins}; {seconds:.0f} s"


Recorder = Callable[[dict[str, Any]], None]
"""Told the run so far after every game: games, errors, wins per kind, summed lengths, last deal, seconds."""


def run_plan(plan: SimulationPlan, jobs: int = 1, progress: bool = False,
             record: Recorder | None = None) -> dict[str, Any]:
    """Play the games of a checked plan in ``jobs`` processes and return the summary.

    The wins and lengths do not depend on ``jobs`` (each game's seeds come
    from the run's seed and the game's index); decision times do, a little,
    when the workers share cores with other work. With ``progress`` a line
    per game goes to stderr. Ctrl+C stops the run: the summary then covers
    the games finished (``interrupted`` is true, ``completed`` counts them).
    """
    names = plan.kinds
    per_kind: dict[str, KindStats] = {name: KindStats() for name in names}
    lengths: list[int] = []
    errors = 0
    finished = 0
    interrupted = False
    start = time.perf_counter()
    check_jobs(names, jobs)
    offered = usable_cores() if jobs <= 1 else 1
    try:
        for outcome in map_in_order(play_task, plan_tasks(plan, offered), jobs):
            finished += 1
            task = outcome.task
            if outcome.error is not None:
                errors += 1
                if errors == 1:
                    print(f"game {task.index + 1} (seed {task.deal}, seats {','.join(task.seats)}) raised:",
                          file=sys.stderr)
                    print(outcome.error, file=sys.stderr, end="")
            else:
                lengths.append(outcome.length)
                for s, kind in enumerate(task.seats):
                    total = per_kind[kind]
                    total.wins += outcome.shares[s]
                    total.seats += 1
                    total.add(outcome.seat_stats[s])
            if progress:
                print(progress_line(outcome, plan.first + plan.games, per_kind, finished,
                                    time.perf_counter() - start),
                      file=sys.stderr, flush=True)
            if record is not None:
                record({"games": finished - errors, "errors": errors, "length_sum": sum(lengths),
                        "wins": {name: stats.wins for name, stats in per_kind.items()},
                        "habits": {name: sorted_habits(stats.habits) for name, stats in per_kind.items()},
                        "last_deal": task.deal, "last_index": task.index,
                        "seconds": round(time.perf_counter() - start, 1)})
    except KeyboardInterrupt:
        interrupted = True
        print(f"interrupted after {finished} of {plan.games} games", file=sys.stderr, flush=True)
    completed = finished - errors
    return {
        "game": plan.game_id,
        "games": plan.games,
        "completed": completed,
        "interrupted": interrupted,
        "errors": errors,
        "seats": names,
        "players": plan.config.players,
        "seed": plan.seed,
        "first_game": plan.first,
        "variant": plan.variant,
        "alternate": plan.alternate,
        "jobs": max(1, jobs),
        "mean_length": round(statistics.fmean(lengths), 2) if lengths else 0.0,
        "kinds": {name: per_kind[name].to_json(completed) for name in per_kind},
        "seconds": round(time.perf_counter() - start, 3),
    }


def format_report(summary: dict[str, Any]) -> str:
    """The summary as a few readable lines."""
    lines = [
        (f"{summary['game']}: {summary['completed']} of {summary['games']} games played"
        f"{' (interrupted)' if summary.get('interrupted') else ''},"
        f" seats {','.join(summary['seats'])}"
        f" ({'rotating' if summary['alternate'] else 'fixed'}), seed {summary['seed']},"
        f" {summary['seconds']:.1f} s with {summary['jobs']} process{'es' if summary['jobs'] > 1 else ''}"),
        f"mean game length: {summary['mean_length']:.1f} actions",
        (f"{'kind':<14}{'wins':>9}{'rate':>8}{'95% interval':>15}{'mean s':>10}{'median s':>10}"
         f"{'max s':>9}{'iters':>9}"),
    ]
    for name, k in summary["kinds"].items():
        low, high = k["win_rate_ci95"]
        interval = f"{low * 100:.1f}-{high * 100:.1f}%"
        lines.append(
            f"{name:<14}{k['wins']:>9.1f}{k['win_rate'] * 100:>7.1f}%{interval:>15}{k['decision_mean']:>10.4f}"
            f"{k['decision_median']:>10.4f}{k['decision_max']:>9.3f}{k['iterations_mean']:>9.0f}"
        )
    lines.append(f"errors: {summary['errors']}")
    lines += habits_lines({name: k["habits"] for name, k in summary["kinds"].items()})
    return "\n".join(lines)


def run_simulate(args: argparse.Namespace) -> int:
    """Entry point of ``tabletop simulate``: 0 when no game raised, else 1; UsageError for a bad argument."""
    if args.source is not None:
        return show_runs(args)
    if args.markdown:
        raise UsageError("--markdown goes with --from FILE")
    store_path = Path(args.add_to) if args.add_to is not None else None
    store = simulate_store.read_runs(store_path, adding=True) if store_path is not None else None
    seats = args.seats if args.seats is not None else ",".join(store["seats"]) if store is not None else None
    if args.game is None or seats is None:
        raise UsageError("a game and --seats are required (or --from FILE to show kept runs)")
    kinds = [k.strip() for k in str(seats).split(",") if k.strip()]
    variant = args.variant if args.variant is not None or store is None else store["variant"]
    alternate = store["alternate"] if store is not None and not args.no_alternate else not args.no_alternate
    seed, first = args.seed, args.first_game
    if seed is None and store is not None:  # go on where the file's runs stopped: as one long run
        seed, next_first = simulate_store.next_game(store)
        first = next_first if first is None else first
    plan = plan_simulation(args.game, args.games or DEFAULT_GAMES, kinds, seed=0 if seed is None else seed, variant=variant,
                           alternate=alternate, first=first or 0)
    jobs = args.jobs if args.jobs is not None else usable_cores()
    check_jobs(kinds, jobs)
    keeper = start_keeping(store_path, store, plan, jobs) if store_path is not None else None
    with stdout_for_json(args.json):
        summary = run_plan(plan, jobs, progress=not args.quiet, record=keeper_recorder(keeper) if keeper else None)
        if keeper is not None and not summary["interrupted"]:
            keeper.finish()
    if args.json:
        print_json(summary)
    else:
        print(format_report(summary))
        if keeper is not None:
            print(f"\nall the games in {keeper.path}:")
            print(simulate_store.runs_table(keeper.store))
    if summary["interrupted"]:
        return INTERRUPTED
    return 0 if summary["errors"] == 0 else 1


def command_line(plan: SimulationPlan) -> str:
    """The command that plays the games of ``plan`` again."""
    parts = [f"tabletop simulate {plan.game_id} --seats {','.join(plan.kinds)} --games {plan.games} --seed {plan.seed}"]
    if plan.first:
        parts.append(f"--first-game {plan.first}")
    if plan.variant:
        parts.append(f"--variant {shlex.quote(plan.variant)}")
    if not plan.alternate:
        parts.append("--no-alternate")
    return " ".join(parts)


def start_keeping(path: Path, store: dict[str, Any] | None, plan: SimulationPlan, jobs: int) -> KeptRun:
    """Check that the run of ``plan`` may join the file (UsageError before any game if not) and start it there."""
    read = copy.deepcopy(store)
    fresh = simulate_store.new_runs(plan.game_id, plan.config.players, plan.variant, plan.kinds, plan.alternate)
    tasks = plan_tasks(plan)
    store = store if store is not None else fresh
    check_deals(tasks[-1].deal)
    simulate_store.check_fits(store, fresh, plan.seed, (plan.first, tasks[-1].index), (tasks[0].deal, tasks[-1].deal))
    run = simulate_store.new_run(command_line(plan), plan.seed, plan.first, tasks[0].deal, jobs)
    store["runs"].append(run)
    keeper = KeptRun(path, store, run, simulate_store.STORE, read)
    keeper.begin()
    return keeper


def keeper_recorder(keeper: KeptRun) -> Recorder:
    """What a run kept in a file does after every game: put its totals in, and write."""

    def record(progress: dict[str, Any]) -> None:
        run = keeper.run
        run.update(games=progress["games"], errors=progress["errors"], length_sum=progress["length_sum"],
                   wins=progress["wins"], seconds=progress["seconds"], games_through=progress["last_index"],
                   habits=progress["habits"])
        run["deals"] = [run["deals"][0], progress["last_deal"]]
        keeper.write()

    return record


def show_runs(args: argparse.Namespace) -> int:
    """``tabletop simulate --from FILE``: the wins of every game kept in a file, without playing."""
    if args.add_to is not None:
        raise UsageError("--from shows a file; --add-to plays and adds to one: give one of them")
    refuse_run_options(args, {"game": "the game", "seats": "--seats", "games": "--games", "variant": "--variant",
                              "seed": "--seed", "first_game": "--first-game", "no_alternate": "--no-alternate",
                              "jobs": "--jobs"})
    store = simulate_store.read_runs(Path(args.source))
    if store is None:
        raise UsageError(f"{args.source}: no such file")
    if args.json:
        print_json({"store": store, **simulate_store.totals(store)})
    else:
        print(simulate_store.runs_table(store, markdown=args.markdown))
    return 0
