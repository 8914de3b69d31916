"""Draw the app icon: ``python art/make_icon.py`` writes icon.png (256 px) and icon-64.png / icon-32.png.

Two fanned cards on green felt in a walnut frame, drawn with pygame at 4x
and smooth-scaled down, so the icon is reproducible and needs no image editor.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

HERE = Path(__file__).resolve().parent
WOOD = (66, 44, 29)
WOOD_DARK = (34, 23, 16)
FELT = (30, 84, 62)
FELT_LIGHT = (44, 112, 82)
BRASS = (201, 160, 86)
CARD_FACE = (248, 242, 228)
CARD_EDGE = (60, 46, 34)
CARD_BACK = (122, 44, 44)
CARD_BACK_PATTERN = (163, 72, 60)
RED = (230, 106, 64)


def card(w: int, h: int, face: bool) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = w // 8
    rect = surface.get_rect()
    if face:
        pygame.draw.rect(surface, CARD_FACE, rect, border_radius=radius)
        pygame.draw.rect(surface, CARD_EDGE, rect, width=max(2, w // 40), border_radius=radius)
        # a big seat symbol: a circle, with a small diamond pip above and below
        pygame.draw.circle(surface, RED, rect.center, w // 4)
        pygame.draw.circle(surface, CARD_EDGE, rect.center, w // 4, max(2, w // 50))
        for cy in (h // 7, h - h // 7):
            k = w // 14
            cx = w // 2
            pygame.draw.polygon(surface, CARD_EDGE, [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)])
    else:
        pygame.draw.rect(surface, CARD_BACK, rect, border_radius=radius)
        inner = rect.inflate(-w // 6, -w // 6)
        pygame.draw.rect(surface, BRASS, inner, width=max(2, w // 40), border_radius=radius // 2)
        step = w // 6
        for i in range(-h, w + h, step):
            pygame.draw.line(surface, CARD_BACK_PATTERN, (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom), 3)
        pygame.draw.rect(surface, BRASS, inner, width=max(2, w // 40), border_radius=radius // 2)
    return surface


def make(size: int = 1024) -> pygame.Surface:
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    frame = icon.get_rect().inflate(-size // 16, -size // 16)
    pygame.draw.rect(icon, WOOD_DARK, frame.move(0, size // 64), border_radius=size // 5)
    pygame.draw.rect(icon, WOOD, frame, border_radius=size // 5)
    felt = frame.inflate(-size // 10, -size // 10)
    pygame.draw.rect(icon, FELT, felt, border_radius=size // 7)
    glow = pygame.Surface(felt.size, pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (*FELT_LIGHT, 120), glow.get_rect().inflate(-felt.w // 5, -felt.h // 5))
    icon.blit(glow, felt.topleft)
    pygame.draw.rect(icon, BRASS, felt, width=size // 90, border_radius=size // 7)
    cw, ch = int(size * 0.36), int(size * 0.5)
    for angle, face, dx in ((14, False, -0.11), (-10, True, 0.09)):
        c = pygame.transform.rotate(card(cw, ch, face), angle)
        shadow = pygame.mask.from_surface(c).to_surface(setcolor=(0, 0, 0, 80), unsetcolor=(0, 0, 0, 0))
        center = (size // 2 + int(size * dx), size // 2 + int(size * 0.02))
        icon.blit(shadow, shadow.get_rect(center=(center[0] + size // 80, center[1] + size // 50)))
        icon.blit(c, c.get_rect(center=center))
    return icon


def main() -> None:
    pygame.display.init()
    big = make()
    for px, name in ((256, "icon.png"), (64, "icon-64.png"), (32, "icon-32.png")):
        pygame.image.save(pygame.transform.smoothscale(big, (px, px)), str(HERE / name))
        print(name)


if __name__ == "__main__":
    main()
