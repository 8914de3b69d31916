"""``tabletop ratings``: a round robin between the bot levels, fitted to Elo ratings.

Every pair of levels plays ``--games`` games at the chosen player count.
With two players the seats alternate on the same deal (duplicate play);
with more, half the seats (a team each, in team games) play one level and
half the other, sides swapped or seats rotated on the same deal, and the
game counts as a win for the level whose seats won (a shared win as half).
The searching levels play at fixed iteration counts, not seconds, so a run
does not depend on what else the machine is doing: by default the counts
Normal and Hard reach on this machine (from the search's rate at the
game's opening, measured first and stated in the output; ``--rate`` repeats
a run exactly). A level may be scaled, e.g. ``hard*2`` for twice Hard's
budget. Ratings are anchored at Random = 0 (or the first level listed).
"""

from __future__ import annotations

import argparse
import copy
import itertools
import shlex
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.ai.elo import Pairing, RatingTable, fit_ratings
from tabletop.ai.knowledge import Knowledge
from tabletop.ai.levels import EASY_RANDOMNESS, BotSpec, for_game, game_knowledge, parse_kind
from tabletop.ai.parallel import MAX_PROCESSES, usable_cores
from tabletop.commands import ratings_store
from tabletop.commands.habits import Habits, add_habits, sorted_habits
from tabletop.commands.kept_results import KeptRun, check_deals, new_run_fields
from tabletop.commands.pool import map_in_order
from tabletop.commands.simulate import GameTask, SimulationPlan, plan_simulation, play_task
from tabletop.commands.usage import (
    INTERRUPTED,
    UsageError,
    one_line,
    print_json,
    refuse_run_options,
    stdout_for_json,
)
from tabletop.core.protocol import GameConfig

DEFAULT_LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_GAMES = 40
"""Games for each pair of levels."""
CALIBRATION_SECONDS = 2.0
SEARCH_LEVELS = ("normal", "hard")
"""The levels that search, sized by a budget: they scale (``*F``) and take processes (``/P``)."""
MAX_SCALE = 64.0


@dataclass(frozen=True)
class Level:
    """A contestant: its name in the table and the seat kind it plays as."""

    name: str
    base: str
    scale: float = 1.0
    processes: int = 1

    def placed(self, knowledge: Knowledge[Any], config: GameConfig) -> BotSpec:
        """What this level's base kind is in the game whose ``knowledge`` may place Easy and Normal,
        set up as ``config`` (as the bots build it: :func:`tabletop.ai.levels.for_game`)."""
        return for_game(parse_kind(self.base), knowledge, config)

    def sized_by_rate(self, knowledge: Knowledge[Any], config: GameConfig) -> bool:
        """Whether this level's iterations follow from the search rate (a time budget) in the game set up
        as ``config``."""
        return self.base in SEARCH_LEVELS and self.placed(knowledge, config).seconds is not None

    def seat_kind(self, rates: dict[int, float], knowledge: Knowledge[Any], config: GameConfig) -> str:
        """The seat kind at the search rates (iterations a second) measured per process count, in the
        game whose ``knowledge`` may place Easy and Normal, set up as ``config``."""
        spec = self.placed(knowledge, config)
        if self.base in SEARCH_LEVELS:
            if spec.iterations is not None:
                budget = float(spec.iterations)
            else:
                assert spec.seconds is not None, "a search level has a time or an iteration budget"
                budget = rates[self.processes] * spec.seconds
            iterations = max(1, round(budget * self.scale))
            return f"ismcts:{iterations}" + (f"/{self.processes}" if self.processes > 1 else "")
        if self.base == "easy" and spec.randomness != EASY_RANDOMNESS:
            return f"heuristic:{spec.randomness:g}"
        return self.base


def parse_levels(text: str) -> list[Level]:
    """``random,easy,normal,hard,hard*2,hard/2`` as levels; ValueError for a name that is not one.

    ``*F`` scales a search's budget; ``/P`` searches on P processes (root-parallel).
    """
    levels: list[Level] = []
    for raw in (part.strip().lower() for part in text.split(",")):
        if not raw:
            continue
        scaled, slash, count = raw.partition("/")
        processes = 1
        if slash:
            if not (count.isascii() and count.isdigit() and 1 <= int(count) <= MAX_PROCESSES) \
                    or scaled.partition("*")[0] not in SEARCH_LEVELS:
                raise ValueError(f"bad level {raw!r}: only normal and hard take /P, P processes from 1"
                                 f" to {MAX_PROCESSES}")
            processes = int(count)
        base, star, factor = scaled.partition("*")
        scale = 1.0
        if star:
            try:
                scale = float(factor)
            except ValueError:
                raise ValueError(f"bad level {raw!r}: the factor after * must be a number") from None
            if not 0 < scale <= MAX_SCALE or base not in SEARCH_LEVELS:
                raise ValueError(f"bad level {raw!r}: only normal and hard scale, by more than 0"
                                 f" and at most {MAX_SCALE:g}")
        elif base not in DEFAULT_LEVELS:
            parse_kind(base)  # ValueError naming the accepted kinds if it is not one
        levels.append(Level(raw, base, scale, processes))
    names = [level.name for level in levels]
    if len(names) < 2 or len(set(names)) != len(names):
        raise ValueError("--levels needs at least two different levels")
    return levels


def seat_pattern(players: int, teams: tuple[int, ...] | None, game_index: int) -> tuple[list[int], int]:
    """Which side (0 or 1) sits in each seat for game ``game_index``, and the games a deal is kept for.

    Teams: a team plays one side, the sides swap on the next game of the same
    deal. Otherwise sides alternate seat by seat, rotated one seat a game;
    with an odd count the side with the extra seat changes from deal to deal.
    """
    if teams is not None:
        order = sorted(set(teams))
        swap = game_index % 2
        return [(order.index(team) + swap) % 2 for team in teams], 2
    deal = game_index // players
    first = deal % 2 if players % 2 else 0
    base = [(seat + first) % 2 for seat in range(players)]
    shift = game_index % players
    return (base[-shift:] + base[:-shift] if shift else base), players


def pairing_tasks(plan: SimulationPlan, sides: tuple[str, str], games: int, seed: int) -> list[GameTask]:
    """The games of one pairing: ``sides`` are seat kinds; deals are shared by each cycle of seatings."""
    tasks = []
    for index in range(games):
        pattern, cycle = seat_pattern(plan.config.players, plan.config.teams, index)
        seats = tuple(sides[side] for side in pattern)
        tasks.append(GameTask(plan.game_id, plan.config, seats, seed + index // cycle, index))
    return tasks


def first_side_score(shares: list[float], pattern: list[int]) -> float:
    """Side 0's points in a game: 1 if its seats won, 0 if side 1's did, a share in between.

    Each side's wins are averaged over its seats, so the side with an extra
    seat (odd player counts) gains nothing from it.
    """
    first = [share for share, side in zip(shares, pattern) if side == 0]
    second = [share for share, side in zip(shares, pattern) if side == 1]
    mine, theirs = sum(first) / len(first), sum(second) / len(second)
    return mine / (mine + theirs) if mine + theirs > 0 else 0.5


@dataclass(frozen=True)
class RatingsPlan:
    game_id: str
    players: int
    variant: str | None
    levels: tuple[Level, ...]
    games: int
    seed: int
    rate: float | None
    base: SimulationPlan


def plan_ratings(game_id: str, players: int | None, variant: str | None, levels_text: str,
                 games: int, seed: int, rate: float | None) -> RatingsPlan:
    """Check every argument first; UsageError (one line) if the run cannot go."""
    from tabletop.games import get

    try:
        levels = parse_levels(levels_text)
        game = get(game_id).rules()
        count = players or game.min_players
        base = plan_simulation(game_id, 1, ["random"] * count, seed, variant)
        if rate is not None and not 0 < rate <= 10_000_000:
            raise ValueError("--rate must be more than 0 and at most 10000000")
    except (KeyError, ValueError) as exc:
        raise UsageError(one_line(exc)) from None
    return RatingsPlan(base.game_id, count, base.variant, tuple(levels), games, seed, rate, base)


def measure_rate(plan: RatingsPlan, processes: int = 1) -> float:
    """The search's iterations a second from this game's opening on ``processes`` processes here."""
    from tabletop.commands.bench import ismcts_rate

    game = plan.base.game
    figures = ismcts_rate(game, game_knowledge(plan.game_id), plan.players, CALIBRATION_SECONDS, plan.seed,
                          options=plan.base.config.options, processes=processes)
    return float(figures["iterations_per_second"])


@dataclass(frozen=True)
class PairingRun:
    """One pair of levels and the games it plays."""

    first: str
    second: str
    tasks: tuple[GameTask, ...]

    def deals(self) -> tuple[int, int]:
        return (self.tasks[0].deal, self.tasks[-1].deal)


def search_rates(plan: RatingsPlan, known: dict[int, float] | None = None) -> dict[int, float]:
    """The search rates the levels are sized by, per process count: given (``--rate``, or ``known`` from a
    results file for several processes) or measured here."""
    known = known or {}
    knowledge = game_knowledge(plan.game_id)
    counts = sorted({level.processes for level in plan.levels if level.sized_by_rate(knowledge, plan.base.config)})
    rates = {count: known[count] if count in known else measure_rate(plan, count)
             for count in counts if count > 1 or plan.rate is None}
    if plan.rate is not None:
        rates[1] = plan.rate
    return rates


def level_kinds(plan: RatingsPlan, rates: dict[int, float]) -> dict[str, str]:
    """The seat kind each level plays as in this run."""
    knowledge = game_knowledge(plan.game_id)
    return {level.name: level.seat_kind(rates, knowledge, plan.base.config) for level in plan.levels}


def check_jobs(plan: RatingsPlan, jobs: int) -> None:
    """UsageError when a level that searches on several processes would run inside game workers."""
    several = [level.name for level in plan.levels if level.processes > 1]
    if several and jobs > 1:
        raise UsageError(f"{several[0]} searches on several processes: rate it with --jobs 1")


def plan_pairings(plan: RatingsPlan, kinds: dict[str, str]) -> list[PairingRun]:
    """Every pair of levels with its games; each pair's deals follow from the run's seed and its place."""
    runs = []
    for number, (a, b) in enumerate(itertools.combinations(plan.levels, 2)):
        tasks = pairing_tasks(plan.base, (kinds[a.name], kinds[b.name]), plan.games, plan.seed + 100_003 * number)
        runs.append(PairingRun(a.name, b.name, tuple(tasks)))
    return runs


Recorder = Callable[[list[dict[str, Any]], int, float], None]
"""Told the pairings' rows so far, the errors and the seconds, after every deal played in all its seatings."""


def run_ratings_plan(plan: RatingsPlan, jobs: int, progress: bool = False,
                     rates: dict[int, float] | None = None, record: Recorder | None = None) -> dict[str, Any]:
    """Play the round robin and fit the ratings; the summary that ``--json`` prints."""
    start = time.perf_counter()
    check_jobs(plan, jobs)
    rates = rates if rates is not None else search_rates(plan)
    kinds = level_kinds(plan, rates)
    config = plan.base.config
    pairings: list[Pairing] = []
    errors = 0
    rows: list[dict[str, Any]] = []
    for pairing in plan_pairings(plan, kinds):
        a, b = pairing.first, pairing.second
        if progress:
            print(f"{a} against {b} ...", file=sys.stderr, flush=True)
        points = played = 0.0
        row: dict[str, Any] = {"first": a, "second": b, "games": 0, "first_points": 0.0,
                               "deals": list(pairing.deals()), "habits": {a: {}, b: {}}}
        rows.append(row)
        deal_points: list[float] = []  # side 0's points in the deal being played, counted with its last seating
        deal_habits: dict[str, Habits] = {a: {}, b: {}}  # the same for each side's habits
        for outcome in map_in_order(play_task, pairing.tasks, jobs):
            index = outcome.task.index
            pattern, cycle = seat_pattern(plan.players, config.teams, index)
            if outcome.error is not None:
                errors += 1
                if errors == 1:
                    print(outcome.error, file=sys.stderr, end="")
            else:
                deal_points.append(first_side_score(outcome.shares, pattern))
                for stats, side in zip(outcome.seat_stats, pattern):
                    add_habits(deal_habits[(a, b)[side]], stats.habits)
                if progress:
                    print(f"  game {index + 1}/{plan.games}: {a} {points + sum(deal_points):g} of"
                          f" {played + len(deal_points):g}", file=sys.stderr, flush=True)
            if index % cycle != cycle - 1 and index != len(pairing.tasks) - 1:
                continue  # a run stopped now keeps no deal played in some of its seatings only
            points += sum(deal_points)
            played += len(deal_points)
            deal_points.clear()
            for name, habits in deal_habits.items():
                add_habits(row["habits"][name], habits)
                row["habits"][name] = sorted_habits(row["habits"][name])
                habits.clear()
            row["deals"][1] = outcome.task.deal
            row["games"], row["first_points"] = int(played), round(points, 2)
            if record is not None:
                record(rows, errors, time.perf_counter() - start)
        pairings.append(Pairing(a, b, played, points))
    names = [level.name for level in plan.levels]
    anchor = "random" if "random" in names else names[0]
    table = fit_ratings(names, pairings, anchor=anchor)
    return summary_json(plan, table, rows, kinds, rates, errors, jobs, time.perf_counter() - start)


def summary_json(plan: RatingsPlan, table: RatingTable, rows: list[dict[str, Any]], kinds: dict[str, str],
                 rates: dict[int, float], errors: int, jobs: int, seconds: float) -> dict[str, Any]:
    order = sorted(table.players, key=table.rating)
    ratings = []
    for name in table.players:
        low, high = table.interval(name)
        ratings.append({"level": name, "plays_as": kinds[name], "elo": round(table.rating(name), 1),
                        "ci95": [round(low, 1), round(high, 1)]})
    gaps = []
    for lower, higher in itertools.pairwise(order):
        low, value, high = table.gap(higher, lower)
        gaps.append({"higher": higher, "lower": lower, "elo": round(value, 1), "ci95": [round(low, 1), round(high, 1)]})
    return {
        "game": plan.game_id,
        "players": plan.players,
        "variant": plan.variant,
        "games_per_pairing": plan.games,
        "seed": plan.seed,
        "rate": round(rates[1], 1) if 1 in rates else None,
        "parallel_rates": {str(count): round(value, 1) for count, value in rates.items() if count > 1},
        "jobs": jobs,
        "anchor": "random" if "random" in table.players else table.players[0],
        "ratings": ratings,
        "gaps": gaps,
        "pairings": rows,
        "errors": errors,
        "seconds": round(seconds, 1),
    }


def rate_text(rate: float | None) -> str:
    return "(none needed)" if rate is None else f"{rate:g} iterations/s"


def command_line_of(plan: RatingsPlan, rates: dict[int, float]) -> str:
    """The command that repeats the run of ``plan`` at the search rate of ``rates``."""
    return command_line({"game": plan.game_id, "players": plan.players, "variant": plan.variant,
                         "games_per_pairing": plan.games, "seed": plan.seed,
                         "rate": round(rates[1], 1) if 1 in rates else None,
                         "ratings": [{"level": level.name} for level in plan.levels]})


def command_line(summary: dict[str, Any]) -> str:
    """The command that repeats this run exactly (same seed, same iteration counts)."""
    parts = [f"tabletop ratings {summary['game']} --players {summary['players']}"]
    if summary["variant"]:
        parts.append(f"--variant {shlex.quote(summary['variant'])}")
    parts.append(f"--games {summary['games_per_pairing']} --seed {summary['seed']}")
    parts.append(f"--levels {','.join(r['level'] for r in summary['ratings'])}")
    if summary["rate"] is not None:
        parts.append(f"--rate {summary['rate']:g}")
    return " ".join(parts)


def format_table(summary: dict[str, Any], markdown: bool = False) -> str:
    """The ratings as a plain-text table, or as Markdown for the documentation."""
    header = (f"{summary['game']}, {summary['players']} players"
              + (f", variant {summary['variant']}" if summary["variant"] else "")
              + f": {summary['games_per_pairing']} games a pairing, {summary['seconds']:.0f} s"
              + f" with {summary['jobs']} process{'es' if summary['jobs'] > 1 else ''}")
    parallel = "".join(f", {value:g} on {count} processes" for count, value in summary["parallel_rates"].items())
    rate_line = (f"search rate {rate_text(summary['rate'])} from the opening{parallel}; "
                 + ", ".join(f"{r['level']} plays as {r['plays_as']}" for r in summary["ratings"]))
    rows = sorted(summary["ratings"], key=lambda r: r["elo"])
    if markdown:
        lines = [f"**{header}**", "", f"`{command_line(summary)}`", "", rate_line, "",
                 "| level | plays as | Elo | 95% interval |", "|---|---|---:|---|"]
        for r in rows:
            interval = "anchor" if r["level"] == summary["anchor"] else f"{r['ci95'][0]:+.0f} to {r['ci95'][1]:+.0f}"
            lines.append(f"| {r['level']} | `{r['plays_as']}` | {r['elo']:+.0f} | {interval} |")
        lines += ["", "| gap | Elo | 95% interval |", "|---|---:|---|"]
        for g in summary["gaps"]:
            lines.append(f"| {g['higher']} over {g['lower']} | {g['elo']:+.0f} | {g['ci95'][0]:+.0f} to {g['ci95'][1]:+.0f} |")
        if summary["errors"]:
            lines += ["", f"{summary['errors']} games raised and are not counted."]
        return "\n".join(lines)
    lines = [header, rate_line, *ratings_store.rating_lines([
        (r["level"], r["plays_as"], r["elo"],
         "(anchor)" if r["level"] == summary["anchor"] else f"{r['ci95'][0]:+.0f} .. {r['ci95'][1]:+.0f}")
        for r in rows])]
    lines.append("gaps: " + "; ".join(
        f"{g['higher']} over {g['lower']} {g['elo']:+.0f} [{g['ci95'][0]:+.0f}, {g['ci95'][1]:+.0f}]"
        for g in summary["gaps"]))
    lines.append("pairings: " + "; ".join(
        f"{p['first']} {p['first_points']:g}/{p['games']:g} against {p['second']}" for p in summary["pairings"]))
    lines.append(f"errors: {summary['errors']}")
    lines.append(f"repeat: {command_line(summary)}")
    return "\n".join(lines)


def run_ratings(args: argparse.Namespace) -> int:
    """Entry point of ``tabletop ratings``: 0 when no game raised, else 1 (130 when stopped by Ctrl+C)."""
    if args.source is not None:
        return show_store(args)
    if args.game is None:
        raise UsageError("name a game, or give --from FILE to show saved results")
    store_path = Path(args.add_to) if args.add_to is not None else None
    store = ratings_store.read_store(store_path, adding=True) if store_path is not None else None
    rate = args.rate if args.rate is not None or store is None else store["rate"]
    seed = args.seed if args.seed is not None else ratings_store.next_seed(store) if store is not None else 0
    plan = plan_ratings(args.game, args.players, args.variant, ",".join(DEFAULT_LEVELS) if args.levels is None else args.levels,
                        args.games or DEFAULT_GAMES, seed, rate)
    jobs = args.jobs if args.jobs is not None else usable_cores()
    check_jobs(plan, jobs)
    keeper: KeptRun | None = None
    with stdout_for_json(args.json):
        rates = None
        if store_path is not None:
            keeper, rates = prepare_store(plan, jobs, store, store_path)
        try:
            summary = run_ratings_plan(plan, jobs, progress=not args.json, rates=rates,
                                       record=keeper_recorder(keeper) if keeper is not None else None)
        except KeyboardInterrupt:
            kept = f"; the games finished are in {store_path}" if store_path is not None else ""
            print(f"interrupted{kept}", file=sys.stderr, flush=True)
            return INTERRUPTED
        if keeper is not None:
            keeper.finish()
    if args.json:
        print_json(summary)
    else:
        print(format_table(summary, markdown=args.markdown))
        if keeper is not None:
            print(f"\nall the games in {store_path}:")
            print(ratings_store.store_table(keeper.store))
    return 0 if summary["errors"] == 0 else 1


def keeper_recorder(keeper: KeptRun) -> Recorder:
    """What a run added to a file does after every deal: put the pairings so far in, and write."""

    def record(rows: list[dict[str, Any]], errors: int, seconds: float) -> None:
        keeper.run.update(pairings=[dict(row, deals=list(row["deals"])) for row in rows],
                          errors=errors, seconds=round(seconds, 1))
        keeper.write()

    return record


def prepare_store(plan: RatingsPlan, jobs: int, store: dict[str, Any] | None,
                  path: Path) -> tuple[KeptRun, dict[int, float]]:
    """Check that this run may join the file (UsageError before any game if not), and start recording it."""
    read = copy.deepcopy(store)
    known = {int(count): rate for count, rate in store["parallel_rates"].items()} if store is not None else {}
    rates = search_rates(plan, known)
    kinds = level_kinds(plan, rates)
    parallel = {str(count): round(value, 1) for count, value in rates.items() if count > 1}
    if store is None:
        store = ratings_store.new_store(plan.game_id, plan.players, plan.variant, rates.get(1), parallel)
    planned = [ratings_store.Played(p.first, p.second, len(p.tasks), 0.0, p.deals()) for p in plan_pairings(plan, kinds)]
    check_deals(max(p.deals[1] for p in planned))
    ratings_store.check_fits(store, plan.game_id, plan.players, plan.variant, kinds, planned)
    if store["rate"] is None and 1 in rates:  # the file's first level searching on one process
        store["rate"] = rates[1]
    store["parallel_rates"] = {**parallel, **store["parallel_rates"]}
    ratings_store.add_levels(store, kinds)
    run = {**new_run_fields(command_line_of(plan, rates), jobs), "errors": 0, "pairings": []}
    store["runs"].append(run)
    keeper = KeptRun(path, store, run, ratings_store.STORE, read)
    keeper.begin()
    return keeper, rates


def show_store(args: argparse.Namespace) -> int:
    """``tabletop ratings --from FILE``: the ratings fitted to every game in a results file, without playing."""
    if args.add_to is not None:
        raise UsageError("--from shows a file; --add-to plays and adds to one: give one of them")
    refuse_run_options(args, {"game": "the game", "players": "--players", "variant": "--variant", "games": "--games",
                              "levels": "--levels", "rate": "--rate", "seed": "--seed", "jobs": "--jobs"})
    store = ratings_store.read_store(Path(args.source))
    if store is None:
        raise UsageError(f"{args.source}: no such file")
    if args.json:
        table = ratings_store.fit_store(store)
        print_json({"store": store, "ratings": {name: round(table.rating(name), 1) for name in table.players},
                    "beside_hard": ratings_store.beside_hard_json(ratings_store.beside_hard(store, table))})
    else:
        print(ratings_store.store_table(store, markdown=args.markdown))
    return 0
