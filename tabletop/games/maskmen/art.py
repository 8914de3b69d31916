"""The look of Maskmen: wrestler masks, strength markers and cards, drawn with pygame and cached.

Every wrestler is double-coded: its colour, and a mask design of its own
(orange: flame, pink: heart, grey: cross, blue: lightning, purple: star,
green: fangs), so the ladder and the hand read without colour. Everything
is drawn procedurally at 3x and scaled down, so it stays sharp at any size.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from tabletop.games.maskmen.cards import COLOR, MASK, TITLE, WRESTLERS
from tabletop.ui.art_pack import PackCards
from tabletop.ui.cards import CardArt, SurfaceCache, supersample, text

RGB = tuple[int, int, int]

INK: RGB = (30, 24, 30)
WHITE: RGB = (250, 248, 242)
CREAM: RGB = (246, 238, 220)

_cache = SurfaceCache(limit=256)


def _darker(c: RGB, amount: float) -> RGB:
    return (round(c[0] * (1 - amount)), round(c[1] * (1 - amount)), round(c[2] * (1 - amount)))


def _lighter(c: RGB, amount: float) -> RGB:
    return (
        round(c[0] + (255 - c[0]) * amount),
        round(c[1] + (255 - c[1]) * amount),
        round(c[2] + (255 - c[2]) * amount),
    )


# --- the motifs, each in a box of unit half-size centred at (cx, cy) ---------------------------
def _flame(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    pts = [(0.0, -1.1), (0.28, -0.45), (0.55, -0.8), (0.68, -0.15), (0.8, 0.25), (0.58, 0.72), (0.0, 0.98),
           (-0.58, 0.72), (-0.8, 0.25), (-0.66, -0.25), (-0.48, -0.72), (-0.22, -0.38)]
    pygame.draw.polygon(s, colour, [(cx + x * r, cy + y * r) for x, y in pts])


def _heart(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    k = r * 0.52
    pygame.draw.circle(s, colour, (cx - k, cy - r * 0.25), k)
    pygame.draw.circle(s, colour, (cx + k, cy - r * 0.25), k)
    pygame.draw.polygon(s, colour, [(cx - r * 1.02, cy - r * 0.12), (cx + r * 1.02, cy - r * 0.12), (cx, cy + r)])


def _cross(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    w = r * 0.34
    for sign in (1, -1):
        a = (cx - r * 0.85, cy - sign * r * 0.85)
        b = (cx + r * 0.85, cy + sign * r * 0.85)
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy)
        ox, oy = -dy / n * w, dx / n * w
        pygame.draw.polygon(s, colour, [(a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy),
                                        (b[0] - ox, b[1] - oy), (a[0] - ox, a[1] - oy)])


def _bolt(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    pts = [(0.25, -1.0), (-0.55, 0.15), (-0.02, 0.15), (-0.3, 1.0), (0.6, -0.25), (0.08, -0.25), (0.4, -1.0)]
    pygame.draw.polygon(s, colour, [(cx + x * r * 1.25, cy + y * r * 1.1) for x, y in pts])


def _star(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    pts = []
    for i in range(10):
        a = math.radians(-90 + i * 36)
        rr = r * (1.0 if i % 2 == 0 else 0.42)
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * 1.02 + r * 0.08))
    pygame.draw.polygon(s, colour, pts)


def _fangs(s: pygame.Surface, cx: float, cy: float, r: float, colour: RGB) -> None:
    top = cy - r * 0.55
    pygame.draw.rect(s, colour, pygame.Rect(round(cx - r), round(top - r * 0.3), round(2 * r), round(r * 0.38)),
                     border_radius=round(r * 0.15))
    for x0 in (-0.95, -0.35, 0.35, 0.95):
        big = abs(x0) > 0.5
        w = r * (0.32 if big else 0.22)
        depth = r * (1.35 if big else 0.8)
        x = cx + x0 * r * 0.78
        pygame.draw.polygon(s, colour, [(x - w, top), (x + w, top), (x, top + depth)])


MOTIFS = {"flame": _flame, "heart": _heart, "cross": _cross, "lightning": _bolt, "star": _star, "fangs": _fangs}


def paint_mask(s: pygame.Surface, box: pygame.Rect, wrestler: str, outline: bool = True) -> None:
    """A wrestling mask for ``wrestler`` filling ``box`` (draw at 3x and scale down)."""
    colour = COLOR[wrestler]
    dark = _darker(colour, 0.45)
    w, h = box.w, box.h
    cx = box.centerx
    # head: a rounded shape, wider at the brow
    head = pygame.Rect(0, 0, round(w * 0.82), round(h * 0.94))
    head.center = (cx, box.centery)
    if outline:
        pygame.draw.ellipse(s, INK, head.inflate(round(w * 0.07), round(w * 0.07)))
    pygame.draw.ellipse(s, colour, head)
    # a lighter band over the brow
    shine = head.inflate(-round(head.w * 0.3), -round(head.h * 0.55)).move(0, -round(head.h * 0.27))
    pygame.draw.ellipse(s, _lighter(colour, 0.25), shine)
    # eyes: white almonds with dark rims
    eye_w, eye_h = head.w * 0.3, head.h * 0.17
    ey = head.y + head.h * 0.5
    for sign in (-1, 1):
        ex = cx + sign * head.w * 0.2
        rim = pygame.Rect(0, 0, round(eye_w * 1.25), round(eye_h * 1.45))
        rim.center = (round(ex), round(ey))
        pygame.draw.ellipse(s, dark, rim)
        eye = pygame.Rect(0, 0, round(eye_w), round(eye_h))
        eye.center = (round(ex), round(ey))
        pygame.draw.ellipse(s, WHITE, eye)
        pupil = max(2, round(eye_h * 0.32))
        pygame.draw.circle(s, INK, (round(ex), round(ey)), pupil)
    # mouth
    mouth = pygame.Rect(0, 0, round(head.w * 0.3), round(head.h * 0.09))
    mouth.center = (cx, round(head.y + head.h * 0.78))
    pygame.draw.ellipse(s, INK, mouth)
    # the wrestler's own design: on the forehead (fangs hang from the mouth)
    design = MASK[wrestler]
    motif = MOTIFS[design]
    if design == "fangs":
        motif(s, cx, mouth.centery + head.h * 0.1, head.w * 0.2, WHITE)
        r = head.w * 0.13
        pygame.draw.circle(s, WHITE, (cx, round(head.y + head.h * 0.24)), round(r * 0.55))
    else:
        r = head.w * 0.16
        fy = head.y + head.h * 0.25
        motif(s, cx, fy, r * 1.12, INK)
        motif(s, cx, fy, r, WHITE)


def mask(wrestler: str, side: int) -> pygame.Surface:
    """The mask alone on a transparent square of ``side`` pixels."""
    side = max(8, int(side))

    def make() -> pygame.Surface:
        def paint(s: pygame.Surface) -> None:
            paint_mask(s, s.get_rect(), wrestler)

        return supersample((side, side), paint)

    return _cache.get(("mask", wrestler, side), make)


def marker(wrestler: str, side: int, ghost: bool = False) -> pygame.Surface:
    """A strength marker: a round token in the wrestler's colour with its mask.

    ``ghost`` is a copy of a marker placed in another line (the book's extra
    marker): drawn paler with a dashed rim so the wrestler's own marker stands out.
    """
    side = max(10, int(side))

    def make() -> pygame.Surface:
        def paint(s: pygame.Surface) -> None:
            r = s.get_width() / 2
            c = (r, r)
            colour = COLOR[wrestler]
            pygame.draw.circle(s, INK, c, r)
            pygame.draw.circle(s, CREAM if not ghost else (214, 206, 190), c, r * 0.9)
            pygame.draw.circle(s, colour if not ghost else _lighter(colour, 0.35), c, r * 0.9, width=round(r * 0.16))
            inner = pygame.Rect(0, 0, round(r * 1.3), round(r * 1.3))
            inner.center = (round(r), round(r * 1.02))
            paint_mask(s, inner, wrestler)

        surface = supersample((side, side), paint)
        if ghost:
            surface.set_alpha(170)
            faded = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            faded.blit(surface, (0, 0))
            return faded
        return surface

    return _cache.get(("marker", wrestler, side, ghost), make)


# --- cards ---------------------------------------------------------------------------------------
LABEL_FLOOR = 11
"""The smallest size a card's name is written at; a smaller card shows its colour and mask only."""


def paint_face(key: Hashable, s: pygame.Surface) -> None:
    """A wrestler card: cream face, the wrestler's colour band, its mask and its name."""
    wrestler = str(key)
    colour = COLOR[wrestler]
    w, h = s.get_size()
    s.fill(CREAM)
    band = max(4, round(h * 0.2))
    pygame.draw.rect(s, colour, pygame.Rect(0, h - band, w, band))
    pygame.draw.rect(s, colour, pygame.Rect(0, 0, w, max(3, round(h * 0.06))))
    side = min(w - round(w * 0.12), h - band - round(h * 0.1))
    m = mask(wrestler, side)
    s.blit(m, m.get_rect(center=(w // 2, round(h * 0.06) + (h - band - round(h * 0.06)) // 2)))
    size = round(band * 0.62)
    if size < LABEL_FLOOR:
        return  # too small a card to name legibly: the table writes its name beside it
    label = text(TITLE[wrestler], size, WHITE if sum(colour) < 520 else INK, "bold")
    if label.get_width() > w - 4:
        label = pygame.transform.smoothscale(label, (w - 4, max(1, round(label.get_height() * (w - 4) / label.get_width()))))
    s.blit(label, label.get_rect(center=(w // 2, h - band // 2)))


def paint_back(key: Hashable, s: pygame.Surface) -> None:
    """The card back: a wrestling ring seen from above, ropes and corner posts."""
    w, h = s.get_size()
    s.fill((118, 36, 44))
    m = max(3, round(min(w, h) * 0.14))
    ring = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(s, (156, 58, 62), ring)
    for i in range(3):
        inset = round(i * m * 0.28)
        pygame.draw.rect(s, (232, 206, 150), ring.inflate(-2 * inset, -2 * inset), width=max(1, round(m * 0.12)))
    for corner in (ring.topleft, ring.topright, ring.bottomleft, ring.bottomright):
        pygame.draw.circle(s, (232, 206, 150), corner, max(2, round(m * 0.35)))


PACK = PackCards("maskmen", tuple(TITLE[w] for w in WRESTLERS), lambda key: TITLE[str(key)])
"""In an art pack a wrestler's card is named as the card says ("Orange")."""
CARD_ART = CardArt(paint_face, paint_back, border=(28, 24, 32), pack=PACK)
