"""Seat setup shows any number of teams, each with its own colour and letter (never colour alone)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.core.protocol import GameConfig
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.ui.seat_panel import team_colour


def _colour_on_screen(surface: pygame.Surface, colour: tuple[int, int, int]) -> bool:
    w, h = surface.get_size()
    return any(tuple(surface.get_at((x, y)))[:3] == colour for x in range(0, w, 2) for y in range(0, h, 2))


def test_three_teams_get_three_colours_and_letters(
    make_app: Any, toy_game: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .toy import ToyGame

    # teams numbered any way by the config: shown as A, B, C in seat order
    monkeypatch.setattr(ToyGame, "default_config", lambda self, players: GameConfig(
        players=players, teams=(7, 3, 9)[:players] if players == 3 else None))
    app = make_app(size=(1280, 800))
    setup = SeatSetupScene(app, "toy")
    app.push(setup)
    setup.count.step(1)  # 2 -> 3 seats, as the arrow does
    app.step(1 / 60)
    assert setup.teams == (7, 3, 9)
    assert setup.team_indices() == [0, 1, 2]
    for team in range(3):
        assert _colour_on_screen(app.screen, team_colour(team)), team
    pygame.image.save(app.screen, str(home / "seat_setup_teams.png"))


def test_teammates_share_a_letter_and_no_teams_draw_no_badge(
    make_app: Any, toy_game: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .toy import ToyGame

    monkeypatch.setattr(ToyGame, "default_config", lambda self, players: GameConfig(
        players=players, teams=(1, 0, 1) if players == 3 else None))
    app = make_app(size=(1280, 800))
    setup = SeatSetupScene(app, "toy")
    app.push(setup)
    app.step(1 / 60)
    assert setup.teams is None and setup.team_indices() == []
    assert not _colour_on_screen(app.screen, team_colour(0))
    setup.count.step(1)  # 2 -> 3 seats, as the arrow does
    app.step(1 / 60)
    assert setup.team_indices() == [0, 1, 0]
    assert _colour_on_screen(app.screen, team_colour(0)) and _colour_on_screen(app.screen, team_colour(1))
    assert not _colour_on_screen(app.screen, team_colour(2))
