"""Root-parallel ISMCTS in worker processes: merged statistics, reproducibility, cancelling, recovery."""

from __future__ import annotations

import os
import pickle
import random
import signal
import threading
import time
from typing import Any

import pytest

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.levels import build_bot, game_knowledge, make_bot, parse_kind, search_processes
from tabletop.ai.parallel import (
    POOL,
    ParallelISMCTSBot,
    SearchPart,
    SearchTicket,
    search_part,
)
from tabletop.games import available_games, get


def opening(game_id: str, players: int | None = None, seed: int = 3) -> tuple[Any, Any, list[Any]]:
    game = get(game_id).rules()
    state = game.new(game.default_config(players or game.min_players), seed)
    seat = game.to_act(state)
    return game, game.view(state, seat), game.legal_actions(state)


@pytest.mark.parametrize("entry", available_games(), ids=lambda e: e.id)
def test_views_and_actions_of_every_game_travel_to_a_worker_intact(entry: Any) -> None:
    """A search part carries a view to another process: every game's views must pickle faithfully."""
    game = entry.rules()
    rng = random.Random(1)
    for players in sorted({game.min_players, game.max_players}):
        state = game.new(game.default_config(players), 5)
        for _ in range(40):
            seat = game.to_act(state)
            if seat is None:
                break
            view, legal = game.view(state, seat), game.legal_actions(state)
            assert pickle.loads(pickle.dumps(view)) == view
            assert pickle.loads(pickle.dumps(legal)) == legal
            game.apply(state, legal[rng.randrange(len(legal))])


def test_a_part_searched_here_is_the_plain_search_with_the_same_seed() -> None:
    game, view, legal = opening("meh")
    part = search_part(SearchPart("meh", view, tuple(legal), 11, None, 60, False, SearchTicket(0, 0)))
    plain = ISMCTSBot(game, game_knowledge("meh"), 11, iterations=60, early_stop=False)
    root = plain.search(view, legal=legal)
    assert part.iterations == 60
    assert {a: (v, t) for a, v, t in part.children} == {
        a: (c.visits, c.total) for a, c in root.children.items()}


def test_workers_share_the_iterations_and_their_trees_are_merged() -> None:
    game, view, legal = opening("mindbug")
    bot = ParallelISMCTSBot(game, game_knowledge("mindbug"), 4, processes=2, iterations=301, early_stop=False)
    action = bot.choose(view, legal)
    root = bot.last_root
    assert root is not None and bot.last_stats.iterations == 301
    # each worker's root children hold one visit per iteration: the merged tree holds them all
    assert sum(child.visits for child in root.children.values()) == 301
    assert action == max(legal, key=lambda a: (root.children[a].visits, root.children[a].mean))
    again = ParallelISMCTSBot(game, game_knowledge("mindbug"), 4, processes=2, iterations=301, early_stop=False)
    assert again.choose(view, legal) == action
    assert {a: c.visits for a, c in again.last_root.children.items()} == {  # type: ignore[union-attr]
        a: c.visits for a, c in root.children.items()}


def test_a_cancelled_decision_stops_its_workers_and_the_pool_goes_on() -> None:
    game, view, legal = opening("mindbug")
    bot = ParallelISMCTSBot(game, game_knowledge("mindbug"), 2, processes=2, seconds=60.0)
    for started in POOL.warm_up(2):
        started.result(timeout=60)
    stop = threading.Event()
    threading.Timer(0.5, stop.set).start()
    begin = time.perf_counter()
    bot.search(view, stop.is_set, legal)
    assert time.perf_counter() - begin < 10, "the workers did not stop"
    quick = ParallelISMCTSBot(game, game_knowledge("mindbug"), 2, processes=2, iterations=40)
    begin = time.perf_counter()
    quick.choose(view, legal)
    assert quick.last_stats.iterations > 0 and time.perf_counter() - begin < 20


def _niceness() -> int:
    return os.nice(0)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="needs Unix priorities")
def test_the_workers_search_at_the_lowest_priority_so_the_table_gets_its_core_back_at_once() -> None:
    POOL.warm_up(2)
    # a worker's priority, asked in the worker itself (a module function travels to a spawned worker)
    priorities = {POOL.start(1)[0].submit(_niceness).result(timeout=60) for _ in range(4)}
    assert priorities == {19}  # Unix's lowest


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_worker_that_dies_costs_no_decision() -> None:
    game, view, legal = opening("meh")
    futures = POOL.warm_up(2)
    pids = {future.result(timeout=60) for future in futures}
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    time.sleep(0.2)
    bot = ParallelISMCTSBot(game, game_knowledge("meh"), 1, processes=2, iterations=50)
    assert bot.choose(view, legal) in legal  # searched here, in this process, this once
    assert bot.last_stats.iterations > 0
    after = ParallelISMCTSBot(game, game_knowledge("meh"), 1, processes=2, iterations=50)
    assert after.choose(view, legal) in legal and after.last_stats.iterations == 50  # a fresh pool


def test_hard_takes_every_offered_core_and_the_others_one() -> None:
    assert search_processes(parse_kind("hard"), 4) == 4
    assert search_processes(parse_kind("normal"), 4) == 1
    assert search_processes(parse_kind("ismcts:500"), 4) == 1
    assert search_processes(parse_kind("ismcts:500/3"), 1) == 3
    assert search_processes(parse_kind("hard/2"), 8) == 2
    game = get("meh").rules()
    knowledge = game_knowledge("meh")
    assert type(build_bot("hard", game, knowledge, 0)) is ISMCTSBot
    assert isinstance(build_bot("hard", game, knowledge, 0, processes=2), ParallelISMCTSBot)
    normal = make_bot("normal", "meh", 0, processes=2, in_workers=True)
    assert isinstance(normal, ParallelISMCTSBot) and normal.processes == 1
    with pytest.raises(ValueError, match="/N"):
        parse_kind("easy/2")


def test_cancelling_one_decision_leaves_another_searching_at_the_same_time() -> None:
    """A bot's decision cancelled (undo, a closed table) must not cut short a hint searched meanwhile."""
    game, view, legal = opening("mindbug")
    for started in POOL.warm_up(2):
        started.result(timeout=60)
    kept = ParallelISMCTSBot(game, game_knowledge("mindbug"), 5, processes=1, iterations=6000, early_stop=False)
    searching = threading.Thread(target=kept.search, args=(view, None, legal))
    searching.start()
    cancelled = ParallelISMCTSBot(game, game_knowledge("mindbug"), 6, processes=1, seconds=60.0)
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    begin = time.perf_counter()
    cancelled.search(view, stop.is_set, legal)
    assert time.perf_counter() - begin < 10, "the cancelled search did not stop"
    searching.join(timeout=120)
    assert not searching.is_alive()
    assert kept.last_stats.iterations == 6000, "cancelling one decision cut another short"
