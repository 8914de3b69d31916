"""The seat setup uses the window: the seats and how to play the table side by side, filling its
height, at every seat count and window size, with nothing overlapping or outside."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from tabletop.scenes.menu import MenuScene
from tabletop.scenes.seat_setup import SeatSetupScene, player_counts


@pytest.mark.parametrize("game_id", ["meh", "maskmen", "mindbug", "mythomakya"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
def test_setup_fills_the_window(make_app: Any, game_id: str, size: tuple[int, int]) -> None:
    app = make_app(size=size)
    app.push(MenuScene(app))
    scene = SeatSetupScene(app, game_id)
    app.push(scene)
    w, h = size
    for players in player_counts(game_id):
        scene.count.select(players)
        scene._rebuild(players)
        app.step(1 / 60)
        used = scene.panel.unionall([scene.info_panel] if scene.info_panel else [])
        assert scene.info_panel is not None  # how to play the table sits beside the seats
        assert used.w >= 0.85 * w and used.h >= 0.7 * h
        widgets = [r for wdg in (*scene.all_widgets(), *scene.buttons) for r in [wdg.rect]]
        screen = pygame.Rect(0, 0, w, h)
        assert all(screen.contains(r) for r in widgets)
        assert not any(a.colliderect(b) for a, b in combinations(widgets, 2))
        inside = [r for row in scene.rows for r in (row.name.rect, row.kind.rect)]
        assert all(scene.panel.contains(r) for r in inside)
        assert not scene.info_panel.colliderect(scene.panel)
