"""BotWorker: thinking off the render loop, poll and cancel."""

from __future__ import annotations

import time

import pytest

from tabletop.ai.bots import RandomBot
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.knowledge import Knowledge
from tabletop.ai.worker import BotWorker
from tabletop.core.protocol import GameConfig

from .toy_games import Nim


def _wait(worker: BotWorker, timeout: float = 5.0):  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        action = worker.poll()
        if action is not None:
            return action
        time.sleep(0.002)
    raise AssertionError("the bot did not answer")


def test_poll_returns_the_action_once() -> None:
    game = Nim(10)
    state = game.new(GameConfig(players=2), 0)
    legal = game.legal_actions(state)
    worker = BotWorker(ISMCTSBot(game, Knowledge(), 0, iterations=200))
    worker.start(game.view(state, 0), legal)
    action = _wait(worker)
    assert action in legal
    assert worker.poll() is None
    worker.close()


def test_main_thread_keeps_running_while_the_bot_thinks() -> None:
    """The table's bots search in worker processes: the render loop keeps its pace while one thinks."""
    from tabletop.ai.levels import game_knowledge
    from tabletop.ai.parallel import POOL, ParallelISMCTSBot
    from tabletop.games import get

    game = get("meh").rules()
    state = game.new(game.default_config(2), 0)

    def render_loop() -> list[float]:
        """A stand-in for the render loop: 10 frames of a little Python work, 20 ms apart."""
        frames: list[float] = []
        while len(frames) < 10:
            t0 = time.perf_counter()
            sum(i * i for i in range(2000))
            time.sleep(0.02)
            frames.append(time.perf_counter() - t0)
        return sorted(frames)

    for started in POOL.warm_up(1):
        started.result(timeout=60)
    alone = render_loop()  # the same loop with no bot: what this machine gives right now
    bot = ParallelISMCTSBot(game, game_knowledge("meh"), 0, processes=1, seconds=2.0, early_stop=False)
    worker = BotWorker(bot)
    worker.start(game.view(state, game.to_act(state)), game.legal_actions(state))
    frames = render_loop()
    assert worker.busy, "the search should still be running"
    # a search in this process would take the interpreter from the loop every few milliseconds
    assert frames[len(frames) // 2] < 2 * alone[len(alone) // 2] + 0.02, (frames, alone)
    assert frames[-1] < 0.3 + alone[-1], f"a frame took {frames[-1]:.3f} s"
    worker.close()


def test_cancel_discards_the_result_and_stops_the_search() -> None:
    game = Nim(60)
    state = game.new(GameConfig(players=2), 0)
    bot = ISMCTSBot(game, Knowledge(), 0, seconds=30.0, early_stop=False)
    worker = BotWorker(bot)
    worker.start(game.view(state, 0), game.legal_actions(state))
    time.sleep(0.05)
    t0 = time.perf_counter()
    worker.cancel()
    worker.close()
    assert time.perf_counter() - t0 < 1.0
    assert bot.last_stats.seconds < 5.0
    assert worker.poll() is None and not worker.busy


def test_start_again_after_cancel_gives_the_new_decision() -> None:
    game = Nim(60)
    state = game.new(GameConfig(players=2), 0)
    worker = BotWorker(ISMCTSBot(game, Knowledge(), 0, seconds=30.0))
    worker.start(game.view(state, 0), game.legal_actions(state))
    small = Nim(2)
    small_state = small.new(GameConfig(players=2), 0)
    worker.bot = RandomBot(small, Knowledge(), 0)
    worker.start(small.view(small_state, 0), small.legal_actions(small_state))
    assert _wait(worker) in small.legal_actions(small_state)
    worker.close()


def test_a_bot_error_reaches_the_caller() -> None:
    game = Nim(10)
    worker = BotWorker(RandomBot(game, Knowledge(), 0))
    worker.start(None, [])
    with pytest.raises(ValueError, match="no legal actions"):
        end = time.monotonic() + 5
        while time.monotonic() < end:
            worker.poll()
            time.sleep(0.002)
    worker.close()
