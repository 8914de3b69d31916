"""Battle of the Gods in the app: its own how-to-play over the table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.mythomakya.cards import BATTLE
from tabletop.games.mythomakya.howto import BATTLE_HOW_TO_PLAY, HOW_TO_PLAY
from tabletop.scenes.matches import new_match
from tabletop.scenes.table import TableScene


@pytest.fixture
def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A headless app in a home of its own, for a player who has not opened any table yet."""
    from tabletop.app import App

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    made: list[Any] = []

    def make(size: tuple[int, int] = (1280, 720)) -> Any:
        app = App(size=size)
        app.settings.ai_pace = 0.0
        app.settings.seen_how_to_play = []
        made.append(app)
        return app

    yield make
    pygame.event.clear()
    for app in made:
        app.close()


def open_battle(app: Any, kinds: list[str], seed: int = 1) -> TableScene:
    scene = TableScene(app, new_match("mythomakya", kinds, options={"variant": BATTLE}, seed=seed))
    app.push(scene)
    app.step(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_new_player_of_battle_is_shown_the_gods_payments_answers_and_kronos(make_app: Any,
                                                                               size: tuple[int, int]) -> None:
    app = make_app(size)
    app.settings.seen_how_to_play = ["mythomakya"]  # knows Triumph of Heroes, never played Battle
    scene = open_battle(app, ["human", "normal"])
    overlay = scene.how_to_play
    assert overlay.open and overlay.how is BATTLE_HOW_TO_PLAY
    steps = dict(overlay.how.steps)
    for what in ("God cards", "Paying", "Abilities", "Answers", "Kronos"):
        assert what in steps
    assert app.screen.get_rect().contains(overlay.panel)
    assert overlay.steps_shown == len(BATTLE_HOW_TO_PLAY.steps)  # nothing cut off
    assert "mythomakya/battle" in app.settings.seen_how_to_play
    overlay.close()
    again = open_battle(make_app(size), ["human", "normal"], seed=2)
    assert again.how_to_play.open  # another player's settings: shown again; this one's: not
    app.settings.seen_how_to_play.append("x")
    assert not TableScene(app, new_match("mythomakya", ["human", "normal"], options={"variant": BATTLE},
                                         seed=3)).how_to_play.open


def test_the_help_button_shows_battle_at_a_battle_table_and_triumph_at_a_triumph_table(make_app: Any) -> None:
    app = make_app()
    app.settings.seen_how_to_play = ["mythomakya", "mythomakya/battle"]
    scene = open_battle(app, ["human", "normal"])
    assert not scene.how_to_play.open
    scene.open_how_to_play()
    assert scene.how_to_play.how is BATTLE_HOW_TO_PLAY
    triumph = TableScene(app, new_match("mythomakya", ["human", "normal"], seed=4))
    triumph.open_how_to_play()
    assert triumph.how_to_play.how is HOW_TO_PLAY
