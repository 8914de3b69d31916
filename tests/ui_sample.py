"""A sample table drawn from the shared parts only, for the parts' tests and for looking at them.

``python -m tests.ui_sample OUT_DIR`` saves ``sample-2.png``, ``sample-4.png`` and
``sample-6.png`` (1280x720) there, rendered headless.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from tabletop.ui import theme
from tabletop.ui.seat_panel import Chip, Count, SeatInfo, draw_seat_panel
from tabletop.ui.seating import SeatRing, seat_ring

NAMES = ("Ada", "Bruno", "Chiara", "Dmitri", "Eleni", "Farida")


def sample_infos(players: int, turn: int, home: int) -> dict[int, SeatInfo]:
    """Panels as a trick-taking game in teams would fill them."""
    teams = players >= 4
    out = {}
    for seat in range(players):
        chips = [Chip("caller")] if seat == 1 else []
        if seat == 2 and players > 2:
            chips.append(Chip("passed", "muted"))
        team = seat % 2 if teams else None
        out[seat] = SeatInfo(
            seat=seat, name=NAMES[seat], turn=seat == turn, you=seat == home, team=team,
            team_name=f"Team {'AB'[team]}" if team is not None else "",
            chips=tuple(chips), counts=(Count(12 - seat, "cards"), Count(seat, "won")),
            score=str(3 * seat) if seat else "",
        )
    return out


def render_sample(players: int, size: tuple[int, int] = (1280, 720), home: int = 0, turn: int = 1) -> tuple[
        pygame.Surface, SeatRing, dict[int, pygame.Rect]]:
    """The sample table: the seat ring with a panel per seat; returns it, its ring and each panel's body."""
    surface = pygame.Surface(size)
    surface.fill(theme.FELT)
    ring = seat_ring(surface.get_rect(), players, home)
    pygame.draw.rect(surface, theme.FELT_DARK, ring.centre, border_radius=round(16 * ring.unit))
    bodies = {}
    for seat, info in sample_infos(players, turn, home).items():
        bodies[seat] = draw_seat_panel(surface, ring[seat].rect, info, ring.unit)
    return surface, ring, bodies


def main(out: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for players in (2, 4, 6):
        surface, _, _ = render_sample(players)
        pygame.image.save(surface, str(folder / f"sample-{players}.png"))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
