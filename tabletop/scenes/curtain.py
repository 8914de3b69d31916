"""The hot-seat curtain: a full-screen cover that hides every private thing
until the next person clicks."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import SurfaceCache
from tabletop.ui.widgets import draw_text

_velvet_cache = SurfaceCache(limit=1)  # for the window's size


def _velvet(size: tuple[int, int]) -> pygame.Surface:
    """Red velvet folds with a brass rail, drawn once per window size."""
    return _velvet_cache.get(size, lambda: _make_velvet(size))


def _make_velvet(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    s = theme.Scale.for_size(size)
    strip = pygame.Surface((w, 1))
    fold = max(40, s(110))
    for x in range(w):
        light = 0.5 + 0.5 * math.cos(2 * math.pi * x / fold)
        strip.set_at((x, 0), theme.lerp_color((52, 14, 20), (128, 36, 42), light**1.5))
    velvet = pygame.transform.scale(strip, (w, h))
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(0, h, 4):
        alpha = int(110 * (y / h) ** 2)
        pygame.draw.rect(shade, (0, 0, 0, alpha), (0, y, w, 4))
    velvet.blit(shade, (0, 0))
    pygame.draw.rect(velvet, theme.BRASS_DARK, (0, 0, w, s(18)))
    pygame.draw.rect(velvet, theme.BRASS, (0, s(18), w, s(3)))
    return velvet


def draw_curtain(
    surface: pygame.Surface,
    name: str,
    seat: int,
    time: float,
    marker: Callable[[pygame.Surface, int, tuple[int, int], int], None] | None = None,
) -> None:
    """Cover the whole surface (opaque) with "Pass the screen to <name>".

    ``marker`` draws the seat's mark (the game table's own, if it has one).
    """
    w, h = surface.get_size()
    s = theme.Scale.for_size((w, h))
    surface.blit(_velvet((w, h)), (0, 0))
    card = pygame.Rect(0, 0, s(620), s(250))
    card.center = (w // 2, h // 2)
    pygame.draw.rect(surface, (0, 0, 0), card.move(0, s(6)), border_radius=s(18))
    pygame.draw.rect(surface, theme.PANEL, card, border_radius=s(18))
    pygame.draw.rect(surface, theme.BRASS, card, width=max(2, s(3)), border_radius=s(18))
    (marker or theme.draw_seat_marker)(surface, seat, (card.centerx, card.y + s(52)), s(20))
    draw_text(surface, "Pass the screen to", s.font("heading"), theme.TEXT_DIM,
              (card.centerx, card.y + s(104)), "center")
    draw_text(surface, name, s.font("title", "bold"), theme.TEXT, (card.centerx, card.y + s(150)), "center")
    glow = int(150 + 105 * (0.5 + 0.5 * math.sin(time * 3)))
    draw_text(surface, "Click or press Space when ready", s.font("body", "semibold"), (glow, glow, glow),
              (card.centerx, card.bottom - s(36)), "center")
