"""The "how to play this table" card: shown over the table the first time a game is opened,
remembered in the settings, opened again from the top bar's Help button."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop import games
from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage
from tabletop.ui.table import GENERIC_HOW_TO_PLAY

from .conftest import click, key


def test_shown_once_then_reopened_from_the_top_bar(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    app.settings.seen_how_to_play = []  # a new player
    app.push(MenuScene(app))
    scene = TableScene(app, new_match("toy", ["human", "random"], seed=2))
    app.push(scene)
    app.step(1 / 60)
    overlay = scene.how_to_play
    assert overlay.open and overlay.how is GENERIC_HOW_TO_PLAY  # the toy game words nothing of its own
    assert overlay.steps_shown == len(overlay.how.steps)
    # while it shows, the table takes no input
    moves = len(scene.match.actions)
    click(app, scene.table.card_rect(scene.table_rect, 0).center)
    assert overlay.open and len(scene.match.actions) == moves
    assert Storage().load_settings().seen_how_to_play == ["toy"]  # remembered at once
    click(app, overlay.close_button.rect.center)
    assert not overlay.open
    # the Help button brings it back; Escape closes it (and does not leave the table)
    click(app, scene.help_button.rect.center)
    assert overlay.open
    key(app, pygame.K_ESCAPE)
    assert not overlay.open and app.top is scene
    # the next game of this kind starts without it, in this run and the next
    again = TableScene(app, new_match("toy", ["human", "random"], seed=3))
    assert not again.how_to_play.open
    app2 = make_app()
    app2.settings = Storage().load_settings()
    assert not TableScene(app2, new_match("toy", ["human", "random"], seed=4)).how_to_play.open


def test_a_game_among_bots_is_not_introduced(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    app.settings.seen_how_to_play = []
    scene = TableScene(app, new_match("toy", ["random", "random"], seed=2))
    assert not scene.how_to_play.open and app.settings.seen_how_to_play == []


@pytest.mark.parametrize("game_id", ["meh", "maskmen", "mindbug", "mythomakya"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
def test_every_table_has_its_own_words_and_they_fit(make_app: Any, game_id: str, size: tuple[int, int]) -> None:
    how = games.get(game_id).table().how_to_play()
    assert how is not GENERIC_HOW_TO_PLAY and how.goal and len(how.steps) >= 3
    app = make_app(size=size)
    app.settings.seen_how_to_play = []
    kinds = ["human"] + ["normal"] * (games.get(game_id).rules().min_players - 1)
    scene = TableScene(app, new_match(game_id, kinds, seed=1))
    app.push(scene)
    app.step(1 / 60)
    overlay = scene.how_to_play
    assert overlay.open
    assert app.screen.get_rect().contains(overlay.panel)
    assert overlay.steps_shown == len(how.steps)  # nothing cut off
