"""Bounded caches and memory handed back: what keeps a long session small."""

from __future__ import annotations

import os
import sys
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from tabletop import memory
from tabletop.ui.cards import SurfaceCache, surface_bytes


def _surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)  # 4 bytes a pixel


def test_the_cache_keeps_within_its_pixel_budget_dropping_the_least_recent() -> None:
    cache = SurfaceCache(limit=100, max_bytes=3 * 100 * 100 * 4)
    for key in "abc":
        cache.get(key, lambda: _surface(100, 100))
    cache.get("a", lambda: pytest.fail("a is cached"))  # a is now the most recent
    cache.get("d", lambda: _surface(100, 100))
    assert len(cache) == 3 and cache.bytes == 3 * 40_000
    made: list[str] = []
    cache.get("b", lambda: made.append("b") or _surface(100, 100))  # b was dropped
    assert made == ["b"]
    cache.get("a", lambda: pytest.fail("a stays: it was used recently"))


def test_the_count_limit_still_holds_and_the_newest_is_kept_even_when_too_big() -> None:
    cache = SurfaceCache(limit=2, max_bytes=10_000)
    for key in "abc":
        cache.get(key, lambda: _surface(10, 10))
    assert len(cache) == 2
    big = cache.get("big", lambda: _surface(200, 200))
    assert len(cache) == 1 and cache.bytes == surface_bytes(big) == 160_000
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="resident memory is read on Linux")
def test_resident_memory_is_read_and_trim_runs() -> None:
    mb = memory.resident_mb()
    assert mb is not None and 10 < mb < 10_000
    assert memory.trim() is True


def test_the_app_hands_memory_back_once_after_a_scene_leaves(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    from tabletop.app import App
    from tabletop.scenes.base import Scene
    from tabletop.storage import Storage

    calls: list[int] = []
    monkeypatch.setattr(memory, "trim", lambda: calls.append(1) or True)
    app = App(storage=Storage(tmp_path / "c", tmp_path / "d"))
    try:
        app.push(Scene(app))
        app.push(Scene(app))
        app.step(1 / 60)
        assert calls == []
        app.pop()
        app.step(1 / 60)
        app.step(1 / 60)
        assert calls == [1]
    finally:
        app.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="resident memory is read on Linux")
def test_bench_reads_memory_over_games_through_the_tables() -> None:
    from tabletop.commands.memory_run import long_run_memory

    report = long_run_memory(["meh"], 2)
    assert report["available"] and report["games"] == 2
    assert 0 < report["start_mb"] <= report["peak_mb"] and report["end_mb"] <= report["peak_mb"]
