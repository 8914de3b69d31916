"""``tabletop bench``: performance figures per game, and the table's frame times.

Per game, at its largest player count:

* random playouts from the opening: steps/s and playouts/s;
* ISMCTS iterations/s from the opening (the full budget, no early stop);
* the median decision time of Normal and Hard over a few opening-ish
  positions (the opening and a few random moves into the game).

``TABLETOP_BENCH_SCALE`` (default 1) scales every time budget, bots'
included, e.g. 0.02 for a quick check of the output's shape; the figures
are then only indicative. ``TABLETOP_BENCH_FRAMES=0`` skips the frame
measurements, which open a (hidden) window.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
import traceback
from dataclasses import replace
from typing import Any

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.knowledge import Knowledge
from tabletop.ai.levels import build_bot, game_knowledge
from tabletop.ai.parallel import POOL, ParallelISMCTSBot, usable_cores
from tabletop.commands.usage import UsageError, one_line, print_json, shorten, stdout_for_json
from tabletop.core.protocol import Game, GameConfig

PLAYOUT_SECONDS = 2.0
ISMCTS_SECONDS = 2.0
POSITIONS = 4
MEMORY_GAMES = 60
"""All-AI games played in one app for the memory figure (scaled by TABLETOP_BENCH_SCALE)."""
"""Opening-ish positions for the decision times: the opening, then 2, 4, 6 random moves in."""


MAX_SCALE = 100.0


def _scale() -> float:
    raw = os.environ.get("TABLETOP_BENCH_SCALE", "1")
    try:
        value = float(raw)
    except ValueError:
        raise ValueError(f"TABLETOP_BENCH_SCALE must be a number, not {shorten(raw)!r}") from None
    if not 0 < value <= MAX_SCALE:  # also refuses nan and inf
        raise ValueError(f"TABLETOP_BENCH_SCALE must be more than 0 and at most {MAX_SCALE:g}")
    return value


def config_for(game: Game[Any, Any], players: int, options: dict[str, Any] | None = None) -> GameConfig:
    """The game's default config at ``players`` seats, with ``options`` (``--variant``) over its own."""
    config = game.default_config(players)
    return replace(config, options={**config.options, **options}) if options else config


def random_playouts(game: Game[Any, Any], players: int, seconds: float, seed: int = 0,
                    options: dict[str, Any] | None = None) -> dict[str, float]:
    """Uniformly random playouts from fresh openings (clone + advance, as the search does)."""
    rng = random.Random(seed)
    opening = game.new(config_for(game, players, options), seed)
    steps = playouts = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.clone(opening)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            game.advance(state, legal[rng.randrange(len(legal))])
            steps += 1
        playouts += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    return {
        "steps_per_second": round(steps / elapsed, 1),
        "playouts_per_second": round(playouts / elapsed, 1),
        "mean_length": round(steps / playouts, 2),
    }


def ismcts_rate(
    game: Game[Any, Any], knowledge: Knowledge[Any], players: int, seconds: float, seed: int = 0,
    options: dict[str, Any] | None = None, processes: int = 1,
) -> dict[str, float]:
    """ISMCTS iterations/s for the first decision of a fresh game, on ``processes`` processes.

    Several processes search root-parallel in worker processes, started
    before the clock runs (a table starts them when it opens).
    """
    state = game.new(config_for(game, players, options), seed)
    seat = game.to_act(state)
    bot: ISMCTSBot
    if processes > 1:
        for started in POOL.warm_up(processes):
            started.result()
        bot = ParallelISMCTSBot(game, knowledge, seed, processes=processes, seconds=seconds, early_stop=False)
    else:
        bot = ISMCTSBot(game, knowledge, seed, seconds=seconds, early_stop=False)
    bot.search(game.view(state, seat), legal=game.legal_actions(state))
    stats = bot.last_stats
    return {"iterations_per_second": round(stats.rate, 1), "iterations": stats.iterations, "processes": processes}


def opening_positions(game: Game[Any, Any], players: int, count: int, seed: int = 0,
                      options: dict[str, Any] | None = None) -> list[Any]:
    """The opening and positions 2, 4, ... random moves in (skipping any that ended)."""
    rng = random.Random(seed)
    out = []
    for index in range(count):
        state = game.new(config_for(game, players, options), seed + index)
        for _ in range(2 * index):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            game.advance(state, legal[rng.randrange(len(legal))])
        if not game.is_over(state):
            out.append(state)
    return out


def decision_times(
    game: Game[Any, Any], knowledge: Knowledge[Any], positions: list[Any], level: str, scale: float = 1.0,
    processes: int = 1, config: GameConfig | None = None,
) -> dict[str, float]:
    """Median and max time of a level's decisions over ``positions`` (time budgets times ``scale``).

    ``processes`` is offered to Hard, as the table offers every core; ``config`` is the positions'
    set-up (a game may place Normal by it).
    """
    times: list[float] = []
    iterations: list[int] = []
    for index, state in enumerate(positions):
        seat = game.to_act(state)
        bot = build_bot(level, game, knowledge, index, processes, config=config)
        if isinstance(bot, ISMCTSBot) and bot.seconds is not None:
            bot.seconds *= scale
        view, legal = game.view(state, seat), game.legal_actions(state)
        t0 = time.perf_counter()
        bot.choose(view, legal)
        times.append(time.perf_counter() - t0)
        iterations.append(bot.last_stats.iterations)
    if not times:
        return {"median": 0.0, "max": 0.0, "iterations_median": 0}
    return {
        "median": round(statistics.median(times), 4),
        "max": round(max(times), 4),
        "iterations_median": int(statistics.median(iterations)),
    }


def bench_game(game_id: str, scale: float, players: int | None = None,
               options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Playout, search and decision figures of ``game_id`` at ``players`` seats (default: its most),
    with the game options ``options`` (``--variant``) if given."""
    from tabletop.games import get

    entry = get(game_id)
    game = entry.rules()
    knowledge = game_knowledge(game_id)
    players = players or game.max_players
    positions = opening_positions(game, players, POSITIONS, options=options)
    return {
        "name": entry.name,
        "players": players,
        **({"options": options} if options else {}),
        "random_playouts": random_playouts(game, players, PLAYOUT_SECONDS * scale, options=options),
        "ismcts": ismcts_rate(game, knowledge, players, ISMCTS_SECONDS * scale, options=options),
        "ismcts_all_cores": ismcts_rate(game, knowledge, players, ISMCTS_SECONDS * scale, options=options,
                                        processes=usable_cores()),
        "normal_decision": decision_times(game, knowledge, positions, "normal", scale,
                                          config=config_for(game, players, options)),
        "hard_decision": decision_times(game, knowledge, positions, "hard", scale),
        "hard_decision_all_cores": decision_times(game, knowledge, positions, "hard", scale, usable_cores()),
    }


def bench_frames(game_ids: list[str]) -> dict[str, Any]:
    """The table's frame times per game and the time to first frame, if measurable here."""
    if os.environ.get("TABLETOP_BENCH_FRAMES", "1") == "0":
        return {"available": False, "reason": "skipped (TABLETOP_BENCH_FRAMES=0)"}
    try:
        from tabletop.commands.frames import (
            long_run_memory,
            measure_first_frame,
            measure_frames,
            measure_frames_while_hinting,
            measure_frames_while_thinking,
        )
    except ImportError:
        return {"available": False, "reason": "not available"}
    from tabletop.games import get

    out: dict[str, Any] = {"available": True, "games": {}, "while_thinking": {}, "while_hinting": {}}
    skipped = [game_id for game_id in game_ids if not get(game_id).has_table()]
    if skipped:
        out["skipped"] = {game_id: "no table yet" for game_id in skipped}
    for game_id in (g for g in game_ids if g not in skipped):
        # each measurement on its own: one that fails is reported and the others still count
        out["games"][game_id] = _measured(measure_frames, game_id)
        out["while_thinking"][game_id] = _measured(measure_frames_while_thinking, game_id)
        out["while_hinting"][game_id] = _measured(measure_frames_while_hinting, game_id)
    try:
        out["first_frame_seconds"] = round(measure_first_frame(), 4)
        tables = [g for g in game_ids if g not in skipped]
        if tables:
            out["memory"] = long_run_memory(tables, max(len(tables), round(MEMORY_GAMES * _scale())))
    except Exception as exc:  # noqa: BLE001 -- a bench reports, it does not crash
        out["error"] = f"{type(exc).__name__}: {exc}"
    return out


def _measured(measure: Any, game_id: str) -> dict[str, Any]:
    """``measure(game_id)``, or ``{"error": ...}`` saying why it failed (with the traceback on stderr)."""
    try:
        figures: dict[str, Any] = measure(game_id)
    except Exception as exc:  # noqa: BLE001 -- a bench reports, it does not crash
        traceback.print_exc(file=sys.stderr)
        return {"error": f"{type(exc).__name__}: {exc}"}
    return figures


def check_players(game_id: str, players: int | None, options: dict[str, Any] | None = None) -> None:
    """ValueError unless ``game_id`` can be set up for ``players`` seats (None: its most) with ``options``."""
    from tabletop.games import get

    game = get(game_id).rules()
    count = players or game.max_players
    if not game.min_players <= count <= game.max_players:
        raise ValueError(f"{game.name} is for {game.min_players}-{game.max_players} players, not {count}")
    game.validate_config(config_for(game, count, options))


def plan_bench(args: argparse.Namespace) -> tuple[float, list[str], dict[str, Any]]:
    """The time scale, the games to measure and the game options (``--variant``, one game only), every
    argument checked; UsageError (one line) if not."""
    from tabletop.commands.simulate import parse_variant
    from tabletop.games import available_games, get

    try:
        scale = _scale()
        variant = getattr(args, "variant", None)
        if variant and not args.game:
            raise ValueError("--variant needs a game")
        options: dict[str, Any] = {}
        if args.game:
            entry = get(args.game)
            if not entry.available():
                raise ValueError(f"{entry.name} is not available yet")
            ids = [entry.id]
            options = parse_variant(variant, entry.rules().default_config(2).options) if variant else {}
        else:
            ids = [entry.id for entry in available_games()]
        for game_id in ids:
            check_players(game_id, args.players, options)
    except (KeyError, ValueError, TypeError) as exc:
        raise UsageError(one_line(exc)) from None
    return scale, ids, options


def run_bench(args: argparse.Namespace) -> int:
    """Entry point of ``tabletop bench``; UsageError for a bad argument."""
    scale, ids, options = plan_bench(args)
    with stdout_for_json(args.json):
        if options:
            report, failed = measure(ids, scale, args.players, quiet=args.json, options=options)
        else:
            report, failed = measure(ids, scale, args.players, quiet=args.json)
    if args.json:
        print_json(report)
    else:
        print(format_report(report))
    return 0 if failed == 0 else 1


def measure(ids: list[str], scale: float, players: int | None, quiet: bool,
            options: dict[str, Any] | None = None) -> tuple[dict[str, Any], int]:
    """The report of the games ``ids`` (with the game options ``options``) and how many of them failed."""
    report: dict[str, Any] = {
        "scale": scale,
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
        "games": {},
    }
    failed = 0
    for game_id in ids:
        if not quiet:
            print(f"measuring {game_id} ...", file=sys.stderr, flush=True)
        try:
            report["games"][game_id] = bench_game(game_id, scale, players, options)
        except Exception as exc:  # noqa: BLE001 -- report the game that failed, measure the rest
            failed += 1
            report["games"][game_id] = {"error": f"{type(exc).__name__}: {exc}"}
            traceback.print_exc(file=sys.stderr)
    if not quiet:
        print("measuring frames ...", file=sys.stderr, flush=True)
    report["frames"] = bench_frames(ids)
    return report, failed


def format_report(report: dict[str, Any]) -> str:
    lines = [f"Python {report['python']}, {report['cpus']} CPUs, time scale {report['scale']}"]
    for game_id, g in report["games"].items():
        if "error" in g:
            lines.append(f"{game_id}: failed: {g['error']}")
            continue
        playouts = g["random_playouts"]
        options = "".join(f", {key}={value}" for key, value in g.get("options", {}).items())
        lines.append(f"{g['name']} ({game_id}), {g['players']} players{options}:")
        lines.append(
            f"  random playouts: {playouts['steps_per_second']:,.0f} steps/s,"
            f" {playouts['playouts_per_second']:,.0f} playouts/s ({playouts['mean_length']} actions each)"
        )
        lines.append(f"  ISMCTS from the opening: {g['ismcts']['iterations_per_second']:,.0f} iterations/s")
        if "ismcts_all_cores" in g:
            every = g["ismcts_all_cores"]
            lines.append(f"  ISMCTS on {every['processes']} processes: {every['iterations_per_second']:,.0f}"
                         " iterations/s")
        for key, title in (("normal_decision", "Normal decision"), ("hard_decision", "Hard decision (one core)"),
                           ("hard_decision_all_cores", "Hard decision (every core, as at the table)")):
            if key not in g:
                continue
            d = g[key]
            lines.append(
                f"  {title}: median {d['median']:.3f} s, max {d['max']:.3f} s,"
                f" median {d['iterations_median']} iterations"
            )
    frames = report["frames"]
    if not frames.get("available"):
        lines.append(f"frames: {frames.get('reason', 'not available')}")
    else:
        for game_id, f in frames.get("games", {}).items():
            lines.append(f"frames {game_id}: " + (f"failed: {f['error']}" if "error" in f else json.dumps(f)))
        for game_id, f in frames.get("while_thinking", {}).items():
            if "error" in f:
                lines.append(f"frames {game_id} while a bot thinks: failed: {f['error']}")
            else:
                lines.append(f"frames {game_id} while a {f['level']} bot thinks: {json.dumps(f)}")
        for game_id, f in frames.get("while_hinting", {}).items():
            said = f"failed: {f['error']}" if "error" in f else json.dumps(f)
            lines.append(f"frames {game_id} while a hint is searched: {said}")
        for game_id, why in frames.get("skipped", {}).items():
            lines.append(f"frames {game_id}: skipped ({why})")
        if "first_frame_seconds" in frames:
            lines.append(f"first frame: {frames['first_frame_seconds']:.3f} s")
        memory = frames.get("memory", {})
        if memory.get("available"):
            lines.append(f"memory: {memory['start_mb']:.0f} MiB at the menu, {memory['end_mb']:.0f} MiB after"
                         f" {memory['games']} games in one app (peak {memory['peak_mb']:.0f} MiB)")
        elif memory:
            lines.append(f"memory: {memory.get('reason', 'not available')}")
        if "error" in frames:
            lines.append(f"frames: error {frames['error']}")
    return "\n".join(lines)
