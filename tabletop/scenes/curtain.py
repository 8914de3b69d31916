"""The hot-seat curtain: a full-screen cover that hides every private thing
until the next person clicks."""

from __future__ import annotations

import math

import pygame

from tabletop.ui import theme
from tabletop.ui.widgets import draw_text


def draw_curtain(surface: pygame.Surface, name: str, seat: int, time: float) -> None:
    """Cover the whole surface (opaque) with "Pass the screen to <name>"."""
    w, h = surface.get_size()
    s = theme.Scale.for_size((w, h))
    surface.fill(theme.CURTAIN)
    # velvet folds
    folds = 14
    for i in range(folds):
        x0 = i * w // folds
        shade = theme.lerp_color((70, 22, 26), (112, 34, 38), 0.5 + 0.5 * ((i % 2) * 2 - 1) * 0.6)
        pygame.draw.rect(surface, shade, (x0, 0, w // folds + 1, h))
        pygame.draw.line(surface, (48, 14, 18), (x0, 0), (x0, h), max(1, s(3)))
    pygame.draw.rect(surface, theme.BRASS_DARK, (0, 0, w, s(18)))
    pygame.draw.rect(surface, theme.BRASS, (0, s(18), w, s(3)))
    card = pygame.Rect(0, 0, s(620), s(250))
    card.center = (w // 2, h // 2)
    pygame.draw.rect(surface, (0, 0, 0), card.move(0, s(6)), border_radius=s(18))
    pygame.draw.rect(surface, theme.PANEL, card, border_radius=s(18))
    pygame.draw.rect(surface, theme.BRASS, card, width=max(2, s(3)), border_radius=s(18))
    style = theme.seat_style(seat)
    theme.draw_symbol(surface, style.symbol, (card.centerx, card.y + s(52)), s(20), style.color)
    draw_text(surface, "Pass the screen to", s.font("heading"), theme.TEXT_DIM,
              (card.centerx, card.y + s(104)), "center")
    draw_text(surface, name, s.font("title", "bold"), style.color, (card.centerx, card.y + s(150)), "center")
    glow = int(150 + 105 * (0.5 + 0.5 * math.sin(time * 3)))
    draw_text(surface, "Click or press Space when ready", s.font("body", "semibold"), (glow, glow, glow),
              (card.centerx, card.bottom - s(36)), "center")
