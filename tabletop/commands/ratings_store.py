"""Ratings results kept in a file, so that runs add up across days and machines.

A strength measurement at Hard's iteration counts takes hours; one run
rarely gives every gap a tight interval. ``tabletop ratings ... --add-to
FILE`` adds its games to the results already in ``FILE`` and refits the
ratings from all of them; ``tabletop ratings --from FILE`` refits and
prints without playing. The file is rewritten (atomically) after every
game, so a run that is stopped keeps the games it finished.

Runs only add up when they measure the same thing: the same game, player
count and options, each level at the same seat kind (the same iteration
counts: a later run takes the file's search rate), and no deal played twice
by the same pair of levels. A file that does not read is reported with the
field that is wrong and left as it is.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.ai.elo import Pairing, RatingTable, fit_ratings
from tabletop.ai.parallel import MAX_PROCESSES
from tabletop.commands.habits import (
    KEPT,
    Habits,
    add_habits,
    habits_lines,
    habits_section,
    kept_habits_add_up,
    sorted_habits,
)
from tabletop.commands.kept_results import DEAL, made_by, minutes_text, overlap, read_kept, refuse
from tabletop.commands.usage import UsageError
from tabletop.core.words import counted
from tabletop.schema import Boolean, Integer, ListOf, MapOf, Nullable, Number, Record, Text

FORMAT = 1

_PAIRING = Record(required={
    "first": Text(60), "second": Text(60), "games": Integer(0, 10**9),
    "first_points": Number(0, 10**9, clamp=False), "deals": ListOf(DEAL, min_items=2, max_items=2),
}, optional={"habits": KEPT})
"""A pairing's ``habits``: per level, per habit, [times taken, decisions where it was open], over its
counted games (pairings kept before habits were counted have none)."""
_RUN = Record(required={
    "command": Text(400), "date": Text(40), "cores": Integer(1, 10**6), "jobs": Integer(1, 10**6),
    "seconds": Number(0, 10**12, clamp=False), "errors": Integer(0, 10**9), "complete": Boolean(),
    "pairings": ListOf(_PAIRING, max_items=1000),
}, optional={"code": Text(200), "without": ListOf(Text(60), max_items=100)})
"""A run's ``without``: levels whose games of this run were left out of the file, as redefined since."""
STORE = Record(required={
    "format": Integer(FORMAT, FORMAT), "game": Text(60), "players": Integer(1, 100), "variant": Nullable(Text(400)),
    "rate": Nullable(Number(0, 10**9, clamp=False)), "parallel_rates": MapOf(Number(0, 10**9, clamp=False)),
    "levels": ListOf(ListOf(Text(60), min_items=2, max_items=2), max_items=100),
    "runs": ListOf(_RUN, max_items=10_000),
})


@dataclass(frozen=True)
class Played:
    """Games one pair of levels played: ``points`` are ``first``'s; ``deals`` the deal seeds, first to last."""

    first: str
    second: str
    games: int
    points: float
    deals: tuple[int, int]

    def overlaps(self, other: Played) -> bool:
        return {self.first, self.second} == {other.first, other.second} and overlap(self.deals, other.deals)


WHAT = "a ratings file"
PROCESS_COUNTS = {str(count) for count in range(2, MAX_PROCESSES + 1)}
"""The keys of ``parallel_rates``: a level searching on one process goes by ``rate``."""


def read_store(path: Path, adding: bool = False) -> dict[str, Any] | None:
    """The results in ``path`` (None if there is no such file); UsageError saying what is wrong, file untouched.

    ``adding``: the file is to be added to (see :func:`read_kept`)."""
    store = read_kept(path, STORE, WHAT, adding)
    if store is None:
        return None
    rates = [store["rate"], *store["parallel_rates"].values()]
    if any(rate is not None and rate <= 0 for rate in rates) or not set(store["parallel_rates"]) <= PROCESS_COUNTS:
        raise refuse(path, WHAT, "a search rate that is not a positive number of iterations a second")
    names = [name for name, _ in store["levels"]]
    if not all(name and kind for name, kind in store["levels"]) or len(set(names)) != len(names):
        raise refuse(path, WHAT, "levels: an empty or repeated name")
    for number, run in enumerate(store["runs"]):
        for pairing in run["pairings"]:
            if not {pairing["first"], pairing["second"]} <= set(names) or \
                    pairing["first"] == pairing["second"] or pairing["first_points"] > pairing["games"] or \
                    pairing["deals"][0] > pairing["deals"][1] or \
                    not kept_habits_add_up(pairing.get("habits", {}), {pairing["first"], pairing["second"]}):
                raise refuse(path, WHAT, f"runs[{number}] has a pairing that does not add up")
    return store


def new_store(game: str, players: int, variant: str | None, rate: float | None,
              parallel_rates: dict[str, float]) -> dict[str, Any]:
    return {"format": FORMAT, "game": game, "players": players, "variant": variant, "rate": rate,
            "parallel_rates": dict(parallel_rates), "levels": [], "runs": []}


def played_of(store: dict[str, Any]) -> list[Played]:
    return [Played(p["first"], p["second"], p["games"], p["first_points"], (p["deals"][0], p["deals"][1]))
            for run in store["runs"] for p in run["pairings"]]


def next_seed(store: dict[str, Any]) -> int:
    """A run seed whose deals no pairing in ``store`` has played: one past the highest deal."""
    return max((p.deals[1] for p in played_of(store)), default=-1) + 1


def check_fits(store: dict[str, Any], game: str, players: int, variant: str | None, kinds: dict[str, str],
               planned: list[Played]) -> None:
    """UsageError unless a run of ``kinds`` over the deals ``planned`` may join ``store``."""
    here = (game, players, variant)
    there = (store["game"], store["players"], store["variant"])
    if here != there:
        raise UsageError(f"the file holds {describe_setup(*there)}, not {describe_setup(*here)}")
    for name, kind in kinds.items():
        known = level_kinds(store).get(name)
        if known is not None and known != kind:
            hint = f"give --rate {store['rate']:g} (the file's)" if store["rate"] is not None else "use the same levels"
            raise UsageError(f"{name} plays as {kind} here but as {known} in the file: {hint} or use another file")
    earlier = played_of(store)
    for new in planned:
        for old in earlier:
            if new.overlaps(old):
                raise UsageError(f"{new.first} against {new.second} already played deals {old.deals[0]} to"
                                 f" {old.deals[1]} in the file: give another --seed")


def rating_lines(rows: list[tuple[str, str, float, str]]) -> list[str]:
    """A plain-text table of (level, plays as, Elo, interval) rows, its heading first, columns wide enough."""
    name_width = max(12, *(len(row[0]) + 2 for row in rows))
    kind_width = max(16, *(len(row[1]) + 2 for row in rows))
    lines = [f"{'level':<{name_width}}{'plays as':<{kind_width}}{'Elo':>7}   95% interval"]
    lines += [f"{name:<{name_width}}{kind:<{kind_width}}{elo:>+7.0f}   {span}" for name, kind, elo, span in rows]
    return lines


def describe_setup(game: str, players: int, variant: str | None) -> str:
    return f"{game} with {players} players" + (f" ({variant})" if variant else "")


def add_levels(store: dict[str, Any], kinds: dict[str, str]) -> None:
    """Note the seat kind of each level not yet in ``store`` (in the order given)."""
    known = level_kinds(store)
    store["levels"].extend([name, kind] for name, kind in kinds.items() if name not in known)


def level_kinds(store: dict[str, Any]) -> dict[str, str]:
    """Each level's seat kind, in the order the levels first played."""
    return {name: kind for name, kind in store["levels"]}


def totals(store: dict[str, Any]) -> list[Played]:
    """Every pair's games and points over all runs, each pair once, in the order the levels were listed."""
    order = list(level_kinds(store))
    sums: dict[tuple[str, str], list[float]] = {}
    for p in played_of(store):
        if p.games == 0:
            continue
        a, b = sorted((p.first, p.second), key=order.index)
        points = p.points if a == p.first else p.games - p.points
        entry = sums.setdefault((a, b), [0.0, 0.0])
        entry[0] += p.games
        entry[1] += points
    pairs = sorted(sums, key=lambda pair: (order.index(pair[0]), order.index(pair[1])))
    return [Played(a, b, round(sums[a, b][0]), sums[a, b][1], (0, 0)) for a, b in pairs]


def habits_of(store: dict[str, Any]) -> tuple[dict[str, Habits], int]:
    """Each level's habits summed over every pairing that counted them, and how many games those were."""
    habits: dict[str, Habits] = {name: {} for name in level_kinds(store)}
    games = 0
    for run in store["runs"]:
        for pairing in run["pairings"]:
            if "habits" in pairing:
                games += pairing["games"]
                for name, by_name in pairing["habits"].items():
                    add_habits(habits[name], by_name)
    return {name: sorted_habits(h) for name, h in habits.items() if h}, games


def fit_store(store: dict[str, Any]) -> RatingTable:
    """Ratings fitted to every game in the file (Random at 0 when it played); UsageError if none can be."""
    pairs = totals(store)
    names = [name for name in level_kinds(store) if any(name in (p.first, p.second) for p in pairs)]
    if len(names) < 2:
        raise UsageError("the file holds no finished game yet")
    anchor = "random" if "random" in names else names[0]
    try:
        return fit_ratings(names, [Pairing(p.first, p.second, p.games, p.points) for p in pairs], anchor=anchor)
    except ValueError as exc:
        raise UsageError(f"the results cannot be fitted yet: {exc}") from None


@dataclass(frozen=True)
class BesideHard:
    """Hard at another budget or on more processes (``hard*2``, ``hard/2``), measured against Hard:
    its games with Hard and its points in them, and its gap over Hard (low, value, high) as fitted to
    every game in the file."""

    level: str
    plays_as: str
    games: int
    points: float
    gap: tuple[float, float, float]


def is_hard_variant(name: str) -> bool:
    """Whether a level's name is Hard scaled or spread over processes (``hard*4``, ``hard/2``), not Hard."""
    return name != "hard" and name.partition("/")[0].partition("*")[0] == "hard"


def beside_hard(store: dict[str, Any], table: RatingTable) -> list[BesideHard]:
    """The file's variants of Hard, each against Hard, in the order their levels were listed."""
    if "hard" not in table.players:
        return []
    kinds = level_kinds(store)
    pairs = totals(store)
    rows = []
    for name in (n for n in kinds if is_hard_variant(n) and n in table.players):
        games, points = 0, 0.0
        for p in pairs:
            if {p.first, p.second} == {name, "hard"}:
                games, points = p.games, p.points if p.first == name else p.games - p.points
        rows.append(BesideHard(name, kinds[name], games, points, table.gap(name, "hard")))
    return rows


def beside_hard_cells(row: BesideHard) -> list[str]:
    """A row of the table of Hard at other budgets: level, plays as, over Hard, its interval, its score."""
    low, value, high = row.gap
    return [row.level, f"`{row.plays_as}`", f"{value:+.0f}", _interval((low, high)), _score(row.points, row.games)]


def beside_hard_json(rows: list[BesideHard]) -> list[dict[str, Any]]:
    """The rows for tools; ``cells`` as the documentation's table shows them."""
    return [{"level": r.level, "plays_as": r.plays_as, "games_with_hard": r.games, "points_against_hard": r.points,
             "elo_over_hard": round(r.gap[1], 1), "ci95": [round(r.gap[0], 1), round(r.gap[2], 1)],
             "cells": beside_hard_cells(r)} for r in rows]


def store_table(store: dict[str, Any], markdown: bool = False) -> str:
    """The file's ratings, gaps and pairings, and the runs that made them, as text or Markdown."""
    table = fit_store(store)
    pairs = totals(store)
    order = sorted(table.players, key=table.rating)
    anchor = "random" if "random" in table.players else table.players[0]
    seconds = sum(run["seconds"] for run in store["runs"])
    games = sum(p.games for p in pairs)
    head = (f"{describe_setup(store['game'], store['players'], store['variant'])}: {games} games in"
            f" {counted(len(store['runs']), 'run')}, {minutes_text(seconds)}")
    kinds = level_kinds(store)
    speed = "(none needed)" if store["rate"] is None else f"{store['rate']:g} iterations/s"
    rate = f"search rate {speed} from the opening; " + ", ".join(
        f"{name} plays as {kinds[name]}" for name in table.players)
    rows = [(name, kinds[name], table.rating(name),
             "anchor" if name == anchor else _interval(table.interval(name))) for name in order]
    gaps = [(f"{higher} over {lower}", *table.gap(higher, lower)) for lower, higher in itertools.pairwise(order)]
    pairings = [(p.first, p.second, p.games, p.points) for p in pairs]
    habits, habit_games = habits_of(store)
    targets = target_rows(table)
    variants = beside_hard(store, table)
    if not markdown:
        lines = [head, rate, *rating_lines(rows)]
        lines.append("gaps: " + "; ".join(f"{what} {value:+.0f} [{low:+.0f}, {high:+.0f}]"
                                          for what, low, value, high in gaps))
        lines.append("pairings: " + "; ".join(f"{a} {pts:g}/{n} against {b}" for a, b, n, pts in pairings))
        if variants:
            lines.append("against hard: " + "; ".join(
                f"{level} {over} [{span}], {score}" for level, _, over, span, score in map(beside_hard_cells, variants)))
        if targets:
            lines.append("targets: " + "; ".join(f"{what} {value:+.0f} [{_interval(span)}]: {'met' if met else 'NOT met'}"
                                                  for what, value, span, met in targets))
        lines += habits_lines(habits)
        return "\n".join(lines)
    lines = [f"**{head}**", "", "Made by:", ""]
    lines += [made_by(run, " (stopped before the end; its finished games count)") + _without(run)
              for run in store["runs"]]
    lines += ["", rate, "", "| level | plays as | Elo | 95% interval |", "|---|---|---:|---|"]
    lines += [f"| {name} | `{kind}` | {elo:+.0f} | {span} |" for name, kind, elo, span in rows]
    lines += ["", "| gap | Elo | 95% interval |", "|---|---:|---|"]
    lines += [f"| {what} | {value:+.0f} | {_interval((low, high))} |" for what, low, value, high in gaps]
    lines += ["", "| pairing | games | score of the first |", "|---|---:|---:|"]
    lines += [f"| {a} against {b} | {n} | {pts:g} ({100 * pts / n:.0f}%) |" for a, b, n, pts in pairings]
    if variants:
        lines += ["", "| Hard at another budget | plays as | over Hard | 95% interval | its score against Hard |",
                  "|---|---|---:|---|---:|"]
        lines += ["| " + " | ".join(beside_hard_cells(v)) + " |" for v in variants]
    if targets:
        lines += ["", "| target | gap | 95% interval | met |", "|---|---:|---|---|"]
        lines += [f"| {what} | {value:+.0f} | {_interval(span)} | {'yes' if met else '**no**'} |"
                  for what, value, span, met in targets]
    lines += habits_section(habits, habit_games)
    errors = sum(run["errors"] for run in store["runs"])
    if errors:
        lines += ["", f"{errors} games raised and are not counted."]
    return "\n".join(lines)


LEVEL_TARGETS = (
    # (what, higher, lower, Elo the gap must reach; None: its 95% interval must be above zero)
    ("Easy above Random", "easy", "random", None),
    ("Normal above Easy", "normal", "easy", None),
    ("Hard above Normal", "hard", "normal", None),
    ("Hard 400 above Random", "hard", "random", 400.0),
    ("Hard 200 above Easy", "hard", "easy", 200.0),
)
"""The strength targets set for the levels, checked in every table that rates all four."""


def target_rows(table: RatingTable) -> list[tuple[str, float, tuple[float, float], bool]]:
    """Each level target as (what, gap, its 95% interval, met); none unless all four levels were rated."""
    if not {name for _, higher, lower, _ in LEVEL_TARGETS for name in (higher, lower)} <= set(table.players):
        return []
    rows = []
    for what, higher, lower, at_least in LEVEL_TARGETS:
        low, value, high = table.gap(higher, lower)
        rows.append((what, value, (low, high), low > 0 if at_least is None else value >= at_least))
    return rows


def _without(run: dict[str, Any]) -> str:
    """What a kept run's line says of the levels whose games were left out of the file."""
    left_out = run.get("without")
    return f"; here without its games of {', '.join(left_out)} (since redefined)" if left_out else ""


def _interval(span: tuple[float, float]) -> str:
    low, high = span
    if not (math.isfinite(low) and math.isfinite(high)):
        return "unbounded"
    return f"{low:+.0f} to {high:+.0f}"


def _score(points: float, games: int) -> str:
    """``24 of 40 games (60%)``; ``no game`` when none was played."""
    return f"{points:g} of {counted(games, 'game')} ({100 * points / games:.0f}%)" if games else "no game"
