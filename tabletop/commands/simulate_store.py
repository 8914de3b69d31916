"""``simulate`` runs kept in a file, so that a long measurement adds up over several sittings.

``tabletop simulate GAME --seats ... --add-to FILE`` adds its games to the
runs kept in ``FILE``: the same game, seats, options and seating, and no game
played twice. Without ``--seed`` a run goes on where the file's last run
stopped (``--first-game``), so a run played in pieces gives the same games as
one long run. The file is rewritten after every game, so a run that is stopped keeps
the games it finished. ``tabletop simulate --from FILE`` prints the wins of
every kept game, each seat kind's win rate with its 95% interval.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.commands.habits import (
    KEPT,
    Habits,
    add_habits,
    habits_lines,
    habits_section,
    kept_habits_add_up,
    sorted_habits,
)
from tabletop.commands.kept_results import (
    DEAL,
    made_by,
    minutes_text,
    new_run_fields,
    overlap,
    read_kept,
    refuse,
)
from tabletop.commands.usage import UsageError
from tabletop.core.words import counted
from tabletop.schema import Boolean, Integer, ListOf, MapOf, Nullable, Number, Record, Text

FORMAT = 1
WHAT = "a simulate results file"

_RUN = Record(required={
    "command": Text(600), "date": Text(40), "cores": Integer(1, 10**6), "jobs": Integer(1, 10**6),
    "seconds": Number(0, 10**12, clamp=False), "complete": Boolean(), "seed": DEAL, "first": Integer(0, 10**9),
    "games_through": Integer(-1, 10**9), "games": Integer(0, 10**9),
    "errors": Integer(0, 10**9), "deals": ListOf(DEAL, min_items=2, max_items=2),
    "wins": MapOf(Number(0, 10**9, clamp=False)), "length_sum": Integer(0, 10**15),
}, optional={"code": Text(200), "habits": KEPT})
"""A run's ``habits``: per seat kind, per habit, [times taken, decisions where it was open] (runs kept
before habits were counted have none)."""
STORE = Record(required={
    "format": Integer(FORMAT, FORMAT), "game": Text(60), "players": Integer(1, 100), "variant": Nullable(Text(400)),
    "seats": ListOf(Text(60), min_items=1, max_items=100), "alternate": Boolean(),
    "runs": ListOf(_RUN, max_items=10_000),
})


def read_runs(path: Path, adding: bool = False) -> dict[str, Any] | None:
    """The runs kept in ``path`` (None if there is no such file); UsageError saying what is wrong, file untouched.

    ``adding``: the file is to be added to (see :func:`read_kept`)."""
    store = read_kept(path, STORE, WHAT, adding)
    if store is None:
        return None
    kinds = set(store["seats"])
    if store["players"] != len(store["seats"]):
        raise refuse(path, WHAT, "players and seats disagree")
    for number, run in enumerate(store["runs"]):
        if not kept_habits_add_up(run.get("habits", {}), kinds):
            raise refuse(path, WHAT, f"runs[{number}] has habits that do not add up")
        if not set(run["wins"]) <= kinds or run["deals"][0] > run["deals"][1] \
                or sum(run["wins"].values()) > run["games"] + 1e-3 \
                or run["games"] > run["games_through"] - run["first"] + 1:
            raise refuse(path, WHAT, f"runs[{number}] does not add up")
    return store


def new_runs(game: str, players: int, variant: str | None, seats: list[str], alternate: bool) -> dict[str, Any]:
    return {"format": FORMAT, "game": game, "players": players, "variant": variant, "seats": list(seats),
            "alternate": alternate, "runs": []}


def next_game(store: dict[str, Any]) -> tuple[int, int]:
    """The seed and first game where the file's last run stopped: its games go on as in one long run."""
    if not store["runs"]:
        return 0, 0
    seed = store["runs"][-1]["seed"]
    return seed, 1 + max(run["games_through"] for run in store["runs"] if run["seed"] == seed)


def check_fits(store: dict[str, Any], fresh: dict[str, Any], seed: int, games: tuple[int, int],
               deals: tuple[int, int]) -> None:
    """UsageError unless a run set up as ``fresh`` (a new file's contents), of the games ``games`` (first
    and last index) of ``seed`` over ``deals``, may join ``store``: no game played twice, no deal of
    another seed's runs played again."""
    for key in ("game", "players", "variant", "seats", "alternate"):
        if store[key] != fresh[key]:
            raise UsageError(f"the file's runs have {key} {_said(store[key])}, this run {_said(fresh[key])}:"
                             " use another file")
    for run in store["runs"]:
        if run["games_through"] < run["first"]:
            continue  # stopped before its first game: it played nothing
        same_seed = run["seed"] == seed
        if overlap(games, (run["first"], run["games_through"])) if same_seed else \
                overlap(deals, (run["deals"][0], run["deals"][1])):
            raise UsageError(f"`{run['command']}` played {'those games' if same_seed else 'those deals'}"
                             " already: leave out --seed to go on where the file stopped")


def _said(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(map(str, value))
    return "none" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


def new_run(command: str, seed: int, first: int, first_deal: int, jobs: int) -> dict[str, Any]:
    return {**new_run_fields(command, jobs), "seed": seed, "first": first, "games_through": first - 1, "games": 0,
            "errors": 0, "deals": [first_deal, first_deal], "wins": {}, "length_sum": 0}


def totals(store: dict[str, Any]) -> dict[str, Any]:
    """Every kept game added up: games, errors, each kind's wins and win rate with its interval."""
    from tabletop.commands.simulate import win_interval

    games = sum(run["games"] for run in store["runs"])
    kinds = {}
    for kind in dict.fromkeys(store["seats"]):
        wins = sum(run["wins"].get(kind, 0.0) for run in store["runs"])
        low, high = win_interval(wins, games)
        kinds[kind] = {"wins": round(wins, 4), "win_rate": round(wins / games, 4) if games else 0.0,
                       "win_rate_ci95": [round(low, 4), round(high, 4)]}
    lengths = sum(run["length_sum"] for run in store["runs"])
    habits: dict[str, Habits] = {kind: {} for kind in kinds}
    for run in store["runs"]:
        for kind, by_name in run.get("habits", {}).items():
            add_habits(habits[kind], by_name)
    counted = sum(run["games"] for run in store["runs"] if "habits" in run)
    return {"games": games, "errors": sum(run["errors"] for run in store["runs"]), "kinds": kinds,
            "habits": {kind: sorted_habits(h) for kind, h in habits.items()}, "habit_games": counted,
            "mean_length": round(lengths / games, 2) if games else 0.0,
            "seconds": round(sum(run["seconds"] for run in store["runs"]), 1)}


def runs_table(store: dict[str, Any], markdown: bool = False) -> str:
    """The kept games' wins per seat kind and the runs that played them, as text or Markdown."""
    sums = totals(store)
    setup = (f"{store['game']}, seats {','.join(store['seats'])}"
             + (f", variant {store['variant']}" if store["variant"] else "")
             + (" (rotating)" if store["alternate"] else " (fixed)"))
    head = (f"{setup}: {sums['games']} games in {counted(len(store['runs']), 'run')},"
            f" {minutes_text(sums['seconds'])}; mean length {sums['mean_length']:.1f} actions")
    rows = [(kind, k["wins"], k["win_rate"], k["win_rate_ci95"]) for kind, k in sums["kinds"].items()]
    if not markdown:
        lines = [head, f"{'kind':<16}{'wins':>9}{'rate':>8}{'95% interval':>15}"]
        lines += [f"{kind:<16}{wins:>9.1f}{rate * 100:>7.1f}%{f'{lo * 100:.1f}-{hi * 100:.1f}%':>15}"
                  for kind, wins, rate, (lo, hi) in rows]
        lines.append(f"errors: {sums['errors']}")
        lines += habits_lines(sums["habits"])
        return "\n".join(lines)
    lines = [f"**{head}**", "", "Made by:", ""]
    lines += [made_by(run, f" (stopped after {run['games']} games; they count)") for run in store["runs"]]
    lines += ["", "| seat kind | wins | win rate | 95% interval |", "|---|---:|---:|---|"]
    lines += [f"| `{kind}` | {wins:g} | {rate * 100:.1f}% | {lo * 100:.1f}% to {hi * 100:.1f}% |"
              for kind, wins, rate, (lo, hi) in rows]
    lines += habits_section(sums["habits"], sums["habit_games"])
    if sums["errors"]:
        lines += ["", f"{sums['errors']} games raised and are not counted."]
    return "\n".join(lines)
