"""Fixtures for the app tests: a private home folder, the toy game, a headless app."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop import games
from tabletop.scenes import matches

from . import toy


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def toy_game(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Register the toy game (and only it) as the playable games."""
    real_playable = matches.playable
    monkeypatch.setitem(games.GAMES, "toy", toy.ENTRY)
    monkeypatch.setattr(matches, "playable", lambda gid: gid == "toy" or real_playable(gid))
    return toy.ENTRY


@pytest.fixture
def make_app(home: Path) -> Iterator[Any]:
    from tabletop.app import App

    made: list[Any] = []

    def make(**kwargs: Any) -> Any:
        app = App(**kwargs)
        app.settings.ai_pace = 0.0
        app.settings.seen_how_to_play = [*games.GAMES, "toy"]  # a player who knows the tables
        made.append(app)
        return app

    yield make
    if pygame.display.get_init():
        pygame.event.clear()
    for app in made:
        app.close()


def open_table(app: Any, match: Any) -> Any:
    """``match`` on its table over the menu, as the app opens a game, drawn once."""
    from tabletop.scenes.menu import MenuScene
    from tabletop.scenes.table import TableScene

    app.push(MenuScene(app))
    scene = TableScene(app, match)
    app.push(scene)
    app.step(1 / 60)
    return scene


def click(app: Any, pos: tuple[int, int], frames: int = 1) -> None:
    """A left click at ``pos`` posted as real events, then ``frames`` frames."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.step(1 / 60)


def key(app: Any, k: int, mod: int = 0, frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


SEARCH_WAIT = 60.0
"""Seconds a test waits for a search in the worker processes (their start on first use included)."""


def step_until(app: Any, done: Callable[[], bool], seconds: float = SEARCH_WAIT) -> bool:
    """Frames until ``done()`` (True) or until ``seconds`` of real time pass (False).

    For waits on work outside the frame loop, a search in the worker processes say: a number of
    frames is no measure of it, since headless frames take a millisecond and starting the workers
    can take seconds on a busy machine.
    """
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        app.step(1 / 60)
        time.sleep(0.002)
    return True


@pytest.fixture
def cut_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text a table fits to a width and has to cut short (elide) while the test runs."""
    from tabletop.ui import cards

    cut: list[str] = []
    fit = cards._fit_text

    def watched(content: str, size: int, colour: Any, width: int, weight: str) -> pygame.Surface:
        if cards.fitting_size(content, size, width, weight) is None:
            cut.append(content)
        return fit(content, size, colour, width, weight)

    monkeypatch.setattr(cards, "_text_cache", cards.SurfaceCache(limit=1024))  # every text fitted afresh
    monkeypatch.setattr(cards, "_fit_text", watched)
    return cut
