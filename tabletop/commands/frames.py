"""Frame-time and start-up measurements for ``tabletop bench``.

``measure_frames(game_id)`` renders the busiest table of a game (its most
seats, mid-game, a person to act with a full hand, the mouse moving over the
table) at 1600x900 on a hidden display and reports the median and 95th
percentile frame time; ``measure_frames_while_thinking`` and ``measure_frames_while_hinting``
do so while a bot decides or a hint is searched in the background. ``measure_first_frame()`` launches the app in a
subprocess and reports the seconds until its first frame is on screen.
"""

from __future__ import annotations

import contextlib
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from tabletop.ai.parallel import POOL, usable_cores
from tabletop.commands.memory_run import long_run_memory  # noqa: F401 -- bench takes it from here, with the frames

FRAME_SIZE = (1600, 900)
WARMUP_FRAMES = 15
FRAMES = 200


def _hidden_display() -> None:
    """Use SDL's dummy video and audio drivers unless the caller chose others."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


#: Seeds tried after the first when a random game never gives seat 0 a real choice.
PROBE_SEEDS = 8


#: How many of the legal actions (the second argument) at a match's position count as choices.
ChoiceCount = Callable[[Any, Sequence[Any]], int]


def _random_game(game_id: str, kinds: list[str], seed: int, options: dict[str, Any] | None = None,
                 count: ChoiceCount | None = None) -> tuple[list[Any], list[Any], list[int]]:
    """A random game of ``game_id`` (with ``options``) played to the end: its actions, the seat to act
    before each one and how many choices seat 0 had at each of its turns (by ``count``; default:
    its legal actions; other seats' turns count their legal actions)."""
    from tabletop.scenes.matches import new_match

    rng = random.Random(seed)
    probe = new_match(game_id, kinds, options=options, seed=seed)
    actions: list[Any] = []
    seats: list[Any] = []
    choices: list[int] = []
    while not probe.is_over() and len(actions) < 5000:
        legal = probe.game.legal_actions(probe.state)
        seat = probe.to_act()
        seats.append(seat)
        if count is not None and seat == 0 and len(legal) > 1:
            choices.append(count(probe, legal))
        else:
            choices.append(len(legal))
        action = legal[rng.randrange(len(legal))]
        actions.append(action)
        probe.play(action)
    return actions, seats, choices


def midgame_match(game_id: str, seed: int = 7, players: int | None = None, choices: int = 2,
                  options: dict[str, Any] | None = None, weighed_by: str | None = None) -> Any:
    """A match of ``game_id`` (with the game's ``options``) with the most seats, about half-way, seat 0 (a person) to act
    with at least ``choices`` legal actions (so that a bot in that seat really searches).

    Seat 0 is a person and the others random bots; the actions are random
    but reproducible from ``seed``. The turn nearest the middle of the game
    is taken, a later one first; if a whole game never gives seat 0 that many
    choices (trick-taking games force many moves), the next seeds are tried.
    With ``weighed_by`` (a searching level such as "hard"), the choices are the actions that
    level's search would weigh there: not a move the game's knowledge settles without a search.
    """
    kinds = _person_and_random_bots(game_id, players)
    count = _weighed_count(game_id, weighed_by) if weighed_by is not None else None
    for probe_seed in range(seed, seed + PROBE_SEEDS):
        actions, seats, counts = _random_game(game_id, kinds, probe_seed, options, count)
        turns = [i for i, seat in enumerate(seats) if seat == 0 and counts[i] >= choices]
        if not turns:
            continue
        half = len(actions) // 2
        stop = min(turns, key=lambda i: (i < half, abs(i - half)))
        return _match_after(game_id, kinds, probe_seed, options, actions[:stop])
    raise ValueError(f"no game of {game_id} from seed {seed} gave seat 0 {choices} legal actions")


def _weighed_count(game_id: str, level: str) -> ChoiceCount:
    """How many of the legal actions at a match's position the search of ``level`` would weigh."""
    from tabletop.ai.ismcts import ISMCTSBot
    from tabletop.ai.levels import make_bot, parse_kind

    if parse_kind(level).family != "ismcts":
        raise ValueError(f"the {level} bot does not search")
    bot = make_bot(level, game_id, seed=0)
    assert isinstance(bot, ISMCTSBot)
    return lambda match, legal: len(bot.weighed_actions(match.game.view(match.state, match.to_act()), legal))


def last_move_match(game_id: str, seed: int = 7, players: int | None = None,
                    options: dict[str, Any] | None = None) -> tuple[Any, Any]:
    """A match of ``game_id`` with the most seats (seat 0 a person, the others random bots) one move
    before the end of a random but reproducible game from ``seed``, and that last move: played
    through a table, it shows the final table as a player meets it."""
    kinds = _person_and_random_bots(game_id, players)
    actions, _, _ = _random_game(game_id, kinds, seed, options)
    return _match_after(game_id, kinds, seed, options, actions[:-1]), actions[-1]


def _person_and_random_bots(game_id: str, players: int | None) -> list[str]:
    """Seat kinds for ``players`` seats (default: the game's most): a person, then random bots."""
    from tabletop import games

    n = players or games.get(game_id).rules().max_players
    return ["human"] + ["random"] * (n - 1)


def _match_after(game_id: str, kinds: list[str], seed: int, options: dict[str, Any] | None,
                 actions: list[Any]) -> Any:
    """A new match of ``game_id`` from ``seed`` with ``actions`` played."""
    from tabletop.scenes.matches import new_match

    match = new_match(game_id, kinds, options=options, seed=seed)
    for action in actions:
        match.play(action)
    return match


def measure_frames(game_id: str, frames: int = FRAMES, size: tuple[int, int] = FRAME_SIZE) -> dict[str, Any]:
    """Median and p95 milliseconds of work per frame of ``game_id``'s busiest table, in the app's loop."""
    _hidden_display()
    import pygame

    match = midgame_match(game_id)
    with _open_table(match, size) as (app, _):
        w, h = app.screen.get_size()
        times: list[float] = []
        for i in range(WARMUP_FRAMES + frames):
            # sweep the mouse across the table so hover highlights are drawn too
            x = int((i * 37) % w)
            y = int(h * 0.55 + (h * 0.35) * ((i * 13) % 100) / 100)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0), buttons=(0, 0, 0)))
            app.step()  # at the app's own pace: a frame that follows a wait, as a player's does
            if i >= WARMUP_FRAMES:
                times.append(app.frame_seconds * 1000)
    times.sort()
    return {
        "size": f"{size[0]}x{size[1]}",
        "players": match.config.players,
        "frames": len(times),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(times[min(len(times) - 1, int(len(times) * 0.95))], 3),
        "max_ms": round(times[-1], 3),
    }


def measure_frames_while_thinking(
    game_id: str, level: str = "hard", size: tuple[int, int] = FRAME_SIZE, timeout: float = 10.0
) -> dict[str, Any]:
    """Frame times of the busiest table while a bot of ``level`` decides in the background.

    The seat to act in :func:`midgame_match` is handed to the bot; the app's loop runs at its
    own pace until the bot's move is played. ``think_seconds`` is how long the move took to come
    and ``fps`` the frames drawn per second of it (the app caps at 60); the milliseconds are each
    frame's work, which a 120 Hz display needs within 8.3.
    """
    _hidden_display()
    from dataclasses import replace

    match = midgame_match(game_id, weighed_by=level)
    seat = match.to_act()
    match.seats[seat] = replace(match.seats[seat], kind=level)
    moves = len(match.actions)
    with _open_table(match, size, pace=False) as (app, _):
        # the first frame builds the table's cached layers: draw it before the bot starts
        # (bots start on the first update) and report it apart
        start = time.perf_counter()
        app.draw()
        first = (time.perf_counter() - start) * 1000
        times, thought = _frames_until(app, lambda: len(match.actions) > moves, timeout)
    if len(match.actions) == moves:
        raise TimeoutError(f"the {level} bot did not move within {timeout} s")
    if len(times) < 2:
        raise ValueError(f"the {level} bot moved at once: nothing to measure")
    return {"level": level, "first_frame_ms": round(first, 3), "players": match.config.players,
            **_frame_figures(times, thought)}


def measure_frames_while_hinting(
    game_id: str, size: tuple[int, int] = FRAME_SIZE, timeout: float = 10.0
) -> dict[str, Any]:
    """Frame times of the busiest table while the person to act waits for a hint (the Hard
    bot's search of their view, in the background), from the H key until the hint shows."""
    _hidden_display()
    import pygame

    match = midgame_match(game_id)
    with _open_table(match, size) as (app, scene):
        app.draw()  # the table's cached layers are built before the hint is asked for
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
        times, thought = _frames_until(app, lambda: scene.hints.hint is not None, timeout)
        hinted = scene.hints.hint is not None
    if not hinted:
        raise TimeoutError(f"no hint within {timeout} s")
    if len(times) < 2:
        raise ValueError("the hint came at once: nothing to measure")
    return {"players": match.config.players, **_frame_figures(times, thought)}


@contextlib.contextmanager
def _open_table(match: Any, size: tuple[int, int], pace: bool = True) -> Iterator[tuple[Any, Any]]:
    """``match`` on its table in an app over a scratch home folder, the search workers started.

    The table starts its bots' and hints' worker processes when it opens, and a
    player's first move gives them the time to start: waiting for them here
    makes the figures those of a search, not of processes starting.
    """
    from tabletop.app import App
    from tabletop.scenes.table import TableScene
    from tabletop.storage import Storage

    with tempfile.TemporaryDirectory() as home:
        app = App(storage=Storage(Path(home) / "config", Path(home) / "data"), size=size)
        try:
            scene = TableScene(app, match, pace=pace, autosave=False, record=False, introduce=False)
            app.push(scene)
            for started in POOL.warm_up(usable_cores()):
                started.result(timeout=60)
            try:
                yield app, scene
            finally:
                scene.close()
        finally:
            app.close()


def _frames_until(app: Any, done: Callable[[], bool], timeout: float) -> tuple[list[float], float]:
    """Run ``app``'s own frame loop (paced as the app paces it) until ``done()`` (or ``timeout``
    seconds): each frame's milliseconds of work (not its wait for the next) and the seconds it took.

    The threads that hand a search to its workers and take its answer share this process with
    the frames. A loop that stepped the app flat out, never through the app's clock, would starve
    them of the interpreter (a 1.5 s decision took up to 10 s) as the app itself does not.
    """
    times: list[float] = []
    begin = time.perf_counter()
    while not done() and time.perf_counter() - begin < timeout:
        app.step()
        times.append(app.frame_seconds * 1000)
    return times, time.perf_counter() - begin


def _frame_figures(times: list[float], seconds: float) -> dict[str, Any]:
    """The frames drawn in ``seconds``: how many, per second, and their median, p95 and longest."""
    times = sorted(times)
    return {
        "think_seconds": round(seconds, 3),
        "frames": len(times),
        "fps": round(len(times) / seconds, 1),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(times[min(len(times) - 1, int(len(times) * 0.95))], 3),
        "max_ms": round(times[-1], 3),
    }


def measure_first_frame(runs: int = 3, timeout: float = 30.0) -> float:
    """Seconds from launching the app to its first frame on screen (median of ``runs``)."""
    from tabletop.app import FIRST_FRAME_ENV

    command = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "tabletop"]
    results: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ)
        env[FIRST_FRAME_ENV] = "1"
        env["TABLETOP_HOME"] = home
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        for _ in range(runs):
            start = time.time()
            proc = subprocess.run(
                command, env=env, capture_output=True, text=True, timeout=timeout, check=False
            )
            stamp = None
            for line in proc.stdout.splitlines():
                if line.startswith("first-frame "):
                    stamp = float(line.split()[1])
            if stamp is None:
                raise RuntimeError(f"the app did not report a first frame (exit {proc.returncode}): {proc.stderr[-400:]}")
            results.append(stamp - start)
    return statistics.median(results)
