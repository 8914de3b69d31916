"""The hot-seat curtain: a full-screen cover that hides every private thing
until the next person clicks."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import SurfaceCache
from tabletop.ui.widgets import draw_text, wrap_text

_velvet_cache = SurfaceCache(limit=1)  # for the window's size


def _velvet(size: tuple[int, int]) -> pygame.Surface:
    """Red velvet folds with a brass rail, drawn once per window size."""
    return _velvet_cache.get((size, theme.look()), lambda: _make_velvet(size))


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
    context: Sequence[str] = (),
) -> pygame.Rect:
    """Cover the whole surface (opaque) with "Pass the screen to <name>"; the card's rectangle.

    ``marker`` draws the seat's mark (the game table's own, if it has one); ``context`` is why
    that person is asked (public words only), each line wrapped to at most two rows.
    """
    w, h = surface.get_size()
    s = theme.Scale.for_size((w, h))
    surface.blit(_velvet((w, h)), (0, 0))
    body = s.font("body")
    card_w = min(w - s(40), s(680))
    rows = [row for line in context for row in wrap_text(line, body, card_w - s(60))[:2]][:4]
    line_h = body.get_linesize()
    extra = len(rows) * line_h + (s(18) if rows else 0)
    card = pygame.Rect(0, 0, card_w, s(250) + extra)
    card.center = (w // 2, h // 2)
    pygame.draw.rect(surface, (0, 0, 0), card.move(0, s(6)), border_radius=s(18))
    pygame.draw.rect(surface, theme.PANEL, card, border_radius=s(18))
    pygame.draw.rect(surface, theme.BRASS, card, width=max(2, s(3)), border_radius=s(18))
    (marker or theme.draw_seat_marker)(surface, seat, (card.centerx, card.y + s(52)), s(20))
    draw_text(surface, "Pass the screen to", s.font("heading"), theme.TEXT_DIM,
              (card.centerx, card.y + s(104)), "center")
    draw_text(surface, name, s.font("title", "bold"), theme.TEXT, (card.centerx, card.y + s(150)), "center")
    y = card.y + s(186)
    for i, row in enumerate(rows):
        draw_text(surface, row, body, theme.TEXT if i == 0 else theme.TEXT_DIM, (card.centerx, y), "midtop")
        y += line_h
    glow = int(150 + 105 * (0.5 + 0.5 * math.sin(time * 3)))
    draw_text(surface, "Click or press Space when ready", s.font("body", "semibold"), (glow, glow, glow),
              (card.centerx, card.bottom - s(36)), "center")
    return card
