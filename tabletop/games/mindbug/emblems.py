"""Each creature's art: an emblem composed from the animals and things in its name (placeholder)."""

from __future__ import annotations

import pygame

from tabletop.games.mindbug.cards import CREATURES
from tabletop.ui.cards import SurfaceCache, text

_cache = SurfaceCache(limit=256)


def emblem(kind: int, size: tuple[int, int]) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface(size)
        s.fill((120, 100, 140))
        t = text(CREATURES[kind].name[:2], max(6, size[1] // 2), (255, 255, 255), "bold")
        s.blit(t, t.get_rect(center=s.get_rect().center))
        return s

    return _cache.get(("emblem", kind, size), make)
