"""Battle of the Gods cards drawn in code: the 14 god cards and the golden apple card.

A god card has a gold frame on a night-blue field, the god's name along the
top, a medallion with the god's emblem in the middle (Zeus's thunderbolt,
Poseidon's trident, Kronos's hourglass...) and what playing the god costs
along the bottom. A golden apple card is gold with one large apple and its
worth. :func:`paint_treasure_face` paints either (the myth cards are
:mod:`.art`'s).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.core.words import counted
from tabletop.games.mythomakya.cards import (
    AEOLUS,
    APHRODITE,
    APOLLO,
    ARES,
    ATHENA,
    DIONYSUS,
    EROS,
    GOD_BASE,
    GODS,
    GOLDEN_APPLE_WORTH,
    HADES,
    HEPHAESTUS,
    HERA,
    HERMES,
    KRONOS,
    POSEIDON,
    ZEUS,
)
from tabletop.ui import theme
from tabletop.ui.cards import TEXT_FLOOR, fit_text, font, supersample, text

NIGHT = (34, 40, 78)
NIGHT_LIGHT = (62, 72, 128)
GOLD = (222, 184, 92)
GOLD_DARK = (150, 110, 40)
APPLE_FIELD = (238, 206, 120)

_SS = 3

Point = tuple[float, float]
Emblem = Callable[[pygame.Surface, Point, float], None]


def _poly(surface: pygame.Surface, points: list[Point]) -> None:
    pygame.draw.polygon(surface, GOLD, points)


def _line(surface: pygame.Surface, a: Point, b: Point, r: float) -> None:
    pygame.draw.line(surface, GOLD, a, b, max(1, round(r * 0.12)))


def _bident(s: pygame.Surface, c: Point, r: float) -> None:  # Hades
    x, y = c
    _line(s, (x, y - r * 0.3), (x, y + r), r)
    _line(s, (x - r * 0.4, y - r * 0.3), (x + r * 0.4, y - r * 0.3), r)
    for dx in (-0.4, 0.4):
        _line(s, (x + dx * r, y - r * 0.3), (x + dx * r, y - r * 0.9), r)


def _sun(s: pygame.Surface, c: Point, r: float) -> None:  # Apollo
    pygame.draw.circle(s, GOLD, c, r * 0.45)
    for i in range(12):
        a = i * math.pi / 6
        _line(s, (c[0] + math.cos(a) * r * 0.6, c[1] + math.sin(a) * r * 0.6),
              (c[0] + math.cos(a) * r * 0.95, c[1] + math.sin(a) * r * 0.95), r)


def _spear_shield(s: pygame.Surface, c: Point, r: float) -> None:  # Ares
    x, y = c
    _line(s, (x - r * 0.9, y + r * 0.9), (x + r * 0.8, y - r * 0.8), r)
    _poly(s, [(x + r * 0.95, y - r * 0.95), (x + r * 0.55, y - r * 0.75), (x + r * 0.75, y - r * 0.55)])
    pygame.draw.circle(s, GOLD, (x - r * 0.1, y + r * 0.15), r * 0.5)
    pygame.draw.circle(s, NIGHT, (x - r * 0.1, y + r * 0.15), r * 0.3)


def _owl(s: pygame.Surface, c: Point, r: float) -> None:  # Athena
    x, y = c
    pygame.draw.ellipse(s, GOLD, pygame.Rect(x - r * 0.7, y - r * 0.8, r * 1.4, r * 1.7))
    for dx in (-0.3, 0.3):
        pygame.draw.circle(s, NIGHT, (x + dx * r, y - r * 0.2), r * 0.24)
        pygame.draw.circle(s, GOLD, (x + dx * r, y - r * 0.2), r * 0.08)
    _poly(s, [(x - r * 0.6, y - r * 0.7), (x - r * 0.35, y - r * 1.0), (x - r * 0.2, y - r * 0.7)])
    _poly(s, [(x + r * 0.6, y - r * 0.7), (x + r * 0.35, y - r * 1.0), (x + r * 0.2, y - r * 0.7)])


def _heart(s: pygame.Surface, c: Point, r: float) -> None:  # Aphrodite
    x, y = c
    pygame.draw.circle(s, GOLD, (x - r * 0.35, y - r * 0.2), r * 0.42)
    pygame.draw.circle(s, GOLD, (x + r * 0.35, y - r * 0.2), r * 0.42)
    _poly(s, [(x - r * 0.75, y - r * 0.05), (x + r * 0.75, y - r * 0.05), (x, y + r * 0.85)])


def _feather_eye(s: pygame.Surface, c: Point, r: float) -> None:  # Hera (the peacock)
    x, y = c
    _line(s, (x, y + r), (x, y + r * 0.2), r)
    pygame.draw.ellipse(s, GOLD, pygame.Rect(x - r * 0.55, y - r * 0.9, r * 1.1, r * 1.3))
    pygame.draw.ellipse(s, NIGHT, pygame.Rect(x - r * 0.32, y - r * 0.55, r * 0.64, r * 0.75))
    pygame.draw.circle(s, GOLD, (x, y - r * 0.2), r * 0.17)


def _winged_staff(s: pygame.Surface, c: Point, r: float) -> None:  # Hermes
    x, y = c
    _line(s, (x, y - r * 0.9), (x, y + r), r)
    pygame.draw.circle(s, GOLD, (x, y - r * 0.9), r * 0.14)
    for side in (-1, 1):
        _poly(s, [(x, y - r * 0.55), (x + side * r * 0.95, y - r * 0.85), (x + side * r * 0.6, y - r * 0.3)])
        pygame.draw.arc(s, GOLD, pygame.Rect(x - r * 0.35, y - r * 0.2 + (side + 1) * r * 0.25, r * 0.7, r * 0.5),
                        0, math.pi if side < 0 else 2 * math.pi, max(1, round(r * 0.1)))


def _hammer(s: pygame.Surface, c: Point, r: float) -> None:  # Hephaestus
    x, y = c
    _line(s, (x - r * 0.6, y + r * 0.8), (x + r * 0.25, y - r * 0.25), r)
    head = [(x - r * 0.05, y - r * 0.85), (x + r * 0.85, y + r * 0.05), (x + r * 0.55, y + r * 0.35),
            (x - r * 0.35, y - r * 0.55)]
    _poly(s, head)


def _grapes(s: pygame.Surface, c: Point, r: float) -> None:  # Dionysus
    x, y = c
    for row, count in enumerate((3, 2, 1)):
        for i in range(count):
            gx = x + (i - (count - 1) / 2) * r * 0.48
            pygame.draw.circle(s, GOLD, (gx, y - r * 0.2 + row * r * 0.42), r * 0.23)
    _line(s, (x, y - r * 0.45), (x + r * 0.2, y - r * 0.9), r)
    _poly(s, [(x + r * 0.1, y - r * 0.7), (x + r * 0.7, y - r * 0.95), (x + r * 0.45, y - r * 0.5)])


def _bolt(s: pygame.Surface, c: Point, r: float) -> None:  # Zeus
    x, y = c
    _poly(s, [(x + r * 0.25, y - r), (x - r * 0.45, y + r * 0.1), (x - r * 0.02, y + r * 0.1),
              (x - r * 0.3, y + r), (x + r * 0.5, y - r * 0.15), (x + r * 0.05, y - r * 0.15)])


def _hourglass(s: pygame.Surface, c: Point, r: float) -> None:  # Kronos
    x, y = c
    _line(s, (x - r * 0.6, y - r * 0.9), (x + r * 0.6, y - r * 0.9), r)
    _line(s, (x - r * 0.6, y + r * 0.9), (x + r * 0.6, y + r * 0.9), r)
    _poly(s, [(x - r * 0.5, y - r * 0.8), (x + r * 0.5, y - r * 0.8), (x, y)])
    _poly(s, [(x, y), (x - r * 0.5, y + r * 0.8), (x + r * 0.5, y + r * 0.8)])


def _trident(s: pygame.Surface, c: Point, r: float) -> None:  # Poseidon
    x, y = c
    _line(s, (x, y - r * 0.4), (x, y + r), r)
    _line(s, (x - r * 0.5, y - r * 0.35), (x + r * 0.5, y - r * 0.35), r)
    for dx in (-0.5, 0.0, 0.5):
        _line(s, (x + dx * r, y - r * 0.35), (x + dx * r, y - r * 0.8), r)
        _poly(s, [(x + dx * r - r * 0.12, y - r * 0.75), (x + dx * r + r * 0.12, y - r * 0.75), (x + dx * r, y - r)])


def _wind(s: pygame.Surface, c: Point, r: float) -> None:  # Aeolus
    x, y = c
    width = max(1, round(r * 0.12))
    for i, dy in enumerate((-0.5, 0.0, 0.5)):
        length = r * (1.5 - 0.3 * i)
        left = x - r * 0.85
        _line(s, (left, y + dy * r), (left + length * 0.75, y + dy * r), r)
        box = pygame.Rect(left + length * 0.55, y + dy * r - r * 0.4, r * 0.4, r * 0.4)
        pygame.draw.arc(s, GOLD, box, -math.pi / 2, math.pi, width)


def _bow(s: pygame.Surface, c: Point, r: float) -> None:  # Eros
    x, y = c
    pygame.draw.arc(s, GOLD, pygame.Rect(x - r * 0.9, y - r * 0.9, r * 1.1, r * 1.8), -math.pi / 2, math.pi / 2,
                    max(1, round(r * 0.12)))
    _line(s, (x - r * 0.35, y - r * 0.9), (x - r * 0.35, y + r * 0.9), r)
    _line(s, (x - r * 0.8, y), (x + r * 0.75, y), r)
    _poly(s, [(x + r * 0.95, y), (x + r * 0.6, y - r * 0.2), (x + r * 0.6, y + r * 0.2)])


EMBLEMS: dict[int, Emblem] = {
    HADES: _bident, APOLLO: _sun, ARES: _spear_shield, ATHENA: _owl, APHRODITE: _heart, HERA: _feather_eye,
    HERMES: _winged_staff, HEPHAESTUS: _hammer, DIONYSUS: _grapes, ZEUS: _bolt, KRONOS: _hourglass,
    POSEIDON: _trident, AEOLUS: _wind, EROS: _bow,
}
"""Each god's emblem, drawn in gold around a centre with a radius."""


def draw_emblem(surface: pygame.Surface, god: int, center: Point, radius: float) -> None:
    """``god``'s emblem (e.g. Kronos's hourglass on the stack he blocks)."""
    EMBLEMS[god](surface, center, radius)


def paint_god(god: int, s: pygame.Surface) -> None:
    """A god card's face into ``s``: gold frame, name, the emblem in a medallion, its cost."""
    w, h = s.get_size()
    s.fill(NIGHT)
    frame = max(2, round(w * 0.05))

    def shapes(big: pygame.Surface) -> None:
        k = big.get_width() / w
        pygame.draw.rect(big, GOLD, big.get_rect(), width=round(frame * k))
        centre = (big.get_width() / 2, big.get_height() * 0.52)
        medal_r = min(w * 0.36, h * 0.26) * k
        pygame.draw.circle(big, NIGHT_LIGHT, centre, medal_r)
        pygame.draw.circle(big, GOLD, centre, medal_r, max(1, round(medal_r * 0.07)))
        draw_emblem(big, god, centre, medal_r * 0.7)

    s.blit(supersample((w, h), shapes, _SS), (0, 0))
    card = GODS[god]
    room = w - 2 * frame - 2
    size = max(TEXT_FLOOR, round(h * 0.11))
    if font(TEXT_FLOOR, "bold").size(card.name)[0] <= room:  # else no name: the emblem and the preview say it
        name = fit_text(card.name, size, GOLD, room, "bold")
        s.blit(name, name.get_rect(midtop=(w // 2, frame + max(1, round(h * 0.02)))))
    if h >= 64:
        cost = "free" if card.cost == 0 else counted(card.cost, "apple")
        label = fit_text(cost, max(TEXT_FLOOR, round(h * 0.085)), theme.TEXT, room, "semibold")
        s.blit(label, label.get_rect(midbottom=(w // 2, h - frame - max(1, round(h * 0.03)))))


def paint_golden_apple(s: pygame.Surface, draw_apple: Callable[[pygame.Surface, Point, float], None]) -> None:
    """A golden apple card: gold, one large apple, its worth."""
    w, h = s.get_size()
    s.fill(APPLE_FIELD)
    frame = max(2, round(w * 0.05))

    def shapes(big: pygame.Surface) -> None:
        k = big.get_width() / w
        pygame.draw.rect(big, GOLD_DARK, big.get_rect(), width=round(frame * k))
        draw_apple(big, (big.get_width() / 2, big.get_height() * 0.48), min(w * 0.3, h * 0.22) * k)

    s.blit(supersample((w, h), shapes, _SS), (0, 0))
    worth = text(str(GOLDEN_APPLE_WORTH), max(TEXT_FLOOR, round(h * 0.17)), GOLD_DARK, "bold")
    s.blit(worth, worth.get_rect(center=(max(round(w * 0.2), frame + worth.get_width() // 2 + 1),
                                         round(frame + h * 0.1))))
    if h >= 64:
        name = fit_text("Golden apple", max(TEXT_FLOOR, round(h * 0.085)), theme.TEXT_DARK, w - 2 * frame - 4,
                        "semibold")
        s.blit(name, name.get_rect(midbottom=(w // 2, h - frame - max(1, round(h * 0.03)))))


def is_god_card(card: int) -> bool:
    """Whether ``card`` (a treasure or discard card number) is a god card."""
    return card >= GOD_BASE
