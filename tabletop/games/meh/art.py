"""The look of Domains of Meh, drawn with pygame at any size and cached.

Terrains are double-coded by colour and symbol (desert: sun over dunes,
snow: snowflake, forest: pine tree); armies by colour and emblem (dwarves:
axe, elves: leaf, humans: shield, orcs: tusked skull). Everything here is
drawn procedurally so it stays sharp at every window size; the table caches
each rendered surface per size.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence

import pygame

from tabletop.games.meh.cards import ARMIES, SOLDIER_DECK
from tabletop.ui.art_pack import PackCards
from tabletop.ui.cards import CardArt, SurfaceCache, card_radius, supersample, text

RGB = tuple[int, int, int]

TERRAIN_COLOURS: dict[str, tuple[RGB, RGB, RGB]] = {
    # base, dark (borders, symbols), light (highlights)
    "desert": ((232, 196, 122), (178, 118, 46), (248, 224, 168)),
    "snow": ((214, 229, 242), (92, 132, 180), (246, 250, 255)),
    "forest": ((104, 152, 92), (38, 84, 46), (150, 192, 124)),
}

ARMY_COLOURS: dict[str, tuple[RGB, RGB]] = {
    # main, dark
    "dwarves": ((176, 58, 62), (112, 28, 36)),
    "elves": ((122, 84, 186), (70, 44, 122)),
    "humans": ((42, 104, 178), (20, 56, 112)),
    "orcs": ((196, 124, 36), (122, 70, 14)),
}

ARMY_NAMES = {"dwarves": "Dwarves", "elves": "Elves", "humans": "Humans", "orcs": "Orcs"}
TERRAIN_NAMES = {"desert": "Desert", "snow": "Snow", "forest": "Forest"}

ARMY_RULES = {
    "dwarves": "+1 each if all your land is one terrain",
    "elves": "+1 each if you hold a largest region",
    "humans": "+1 each next to any army",
    "orcs": "+1 each with no army next to it",
}

WHITE: RGB = (255, 255, 255)
INK: RGB = (34, 30, 40)

Point = tuple[float, float]


def _rotate(points: Sequence[Point], degrees: float) -> list[Point]:
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return [(x * c - y * s, x * s + y * c) for x, y in points]


def _to_px(points: Sequence[Point], box: pygame.Rect) -> list[tuple[float, float]]:
    """Unit coordinates in [-1, 1] to pixels inside ``box``."""
    half = min(box.w, box.h) / 2
    cx, cy = box.center
    return [(cx + x * half, cy + y * half) for x, y in points]


# --- symbols: each paints into a square box at 3x resolution -----------------
def paint_sun(s: pygame.Surface, box: pygame.Rect, colour: RGB) -> None:
    """Desert: a sun above two dunes."""
    half = min(box.w, box.h) / 2
    cx, cy = box.centerx, box.centery - half * 0.18
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        inner, outer = half * 0.5, half * 0.78
        w = half * 0.13
        p = [
            (cx + math.cos(a) * inner - math.sin(a) * w, cy + math.sin(a) * inner + math.cos(a) * w),
            (cx + math.cos(a) * outer, cy + math.sin(a) * outer),
            (cx + math.cos(a) * inner + math.sin(a) * w, cy + math.sin(a) * inner - math.cos(a) * w),
        ]
        pygame.draw.polygon(s, colour, p)
    pygame.draw.circle(s, colour, (cx, cy), half * 0.4)
    # dunes: two humps across the bottom
    base = box.centery + half * 0.95
    for ox, r in ((-0.42, 0.62), (0.5, 0.5)):
        dune = pygame.Rect(0, 0, r * 2 * half, r * 1.2 * half)
        dune.midtop = (round(box.centerx + ox * half), round(base - r * 0.62 * half))
        pygame.draw.ellipse(s, colour, dune)
    # cut everything below the horizon
    cut = pygame.Rect(box.x - box.w, round(base), box.w * 3, box.h)
    pygame.draw.rect(s, (0, 0, 0, 0), cut)


def paint_snowflake(s: pygame.Surface, box: pygame.Rect, colour: RGB) -> None:
    """Snow: a six-armed snowflake."""
    half = min(box.w, box.h) / 2
    cx, cy = box.center
    w = max(2, round(half * 0.14))
    for i in range(6):
        a = math.radians(i * 60 + 90)
        ex, ey = cx + math.cos(a) * half * 0.92, cy + math.sin(a) * half * 0.92
        pygame.draw.line(s, colour, (cx, cy), (ex, ey), w)
        pygame.draw.circle(s, colour, (ex, ey), w * 0.5)
        for along, length in ((0.5, 0.32), (0.74, 0.22)):
            bx, by = cx + math.cos(a) * half * along, cy + math.sin(a) * half * along
            for side in (-1, 1):
                b = a + side * math.radians(55)
                tx, ty = bx + math.cos(b) * half * length, by + math.sin(b) * half * length
                pygame.draw.line(s, colour, (bx, by), (tx, ty), max(2, round(w * 0.8)))
    pygame.draw.circle(s, colour, (cx, cy), half * 0.16)


def paint_tree(s: pygame.Surface, box: pygame.Rect, colour: RGB) -> None:
    """Forest: a pine tree."""
    pts: list[Point] = [
        (0.0, -0.95), (0.38, -0.45), (0.2, -0.45), (0.58, 0.05), (0.36, 0.05), (0.78, 0.55),
        (0.14, 0.55), (0.14, 0.95), (-0.14, 0.95), (-0.14, 0.55), (-0.78, 0.55), (-0.36, 0.05),
        (-0.58, 0.05), (-0.2, -0.45), (-0.38, -0.45),
    ]
    pygame.draw.polygon(s, colour, _to_px(pts, box))


TERRAIN_SYMBOLS: dict[str, Callable[[pygame.Surface, pygame.Rect, RGB], None]] = {
    "desert": paint_sun,
    "snow": paint_snowflake,
    "forest": paint_tree,
}


# --- army emblems --------------------------------------------------------------
def paint_axe(s: pygame.Surface, box: pygame.Rect, colour: RGB, hole: RGB) -> None:
    """Dwarves: a double-bladed axe."""
    half = min(box.w, box.h) / 2
    handle: list[Point] = [(-0.09, -0.95), (0.09, -0.95), (0.09, 0.95), (-0.09, 0.95)]
    pygame.draw.polygon(s, colour, _to_px(_rotate(handle, 20), box))
    for side in (-1, 1):
        blade: list[Point] = [(side * 0.05, -0.5), (side * 0.28, -0.56)]
        for i in range(13):  # the curved cutting edge
            a = math.radians(-62 + i * (124 / 12))
            blade.append((side * (0.28 + 0.5 * math.cos(a)), -0.22 + 0.6 * math.sin(a)))
        blade += [(side * 0.28, 0.12), (side * 0.05, 0.06)]
        pygame.draw.polygon(s, colour, _to_px(_rotate(blade, 20), box))
    knob = _to_px(_rotate([(0.0, -0.96)], 20), box)[0]
    pygame.draw.circle(s, colour, knob, half * 0.13)
    band = _to_px(_rotate([(-0.16, -0.22), (0.16, -0.22)], 20), box)
    pygame.draw.line(s, hole, band[0], band[1], max(1, round(half * 0.06)))


def paint_leaf(s: pygame.Surface, box: pygame.Rect, colour: RGB, hole: RGB) -> None:
    """Elves: a leaf with its midrib."""
    n = 24
    left: list[Point] = []
    right: list[Point] = []
    for i in range(n + 1):
        t = i / n
        y = -0.92 + t * 1.55
        w = 0.56 * math.sin(math.pi * t) ** 0.75
        left.append((-w, y))
        right.append((w, y))
    outline = left + right[::-1]
    pygame.draw.polygon(s, colour, _to_px(_rotate(outline, 35), box))
    stem = _to_px(_rotate([(0.0, 0.55), (0.0, 0.98)], 35), box)
    half = min(box.w, box.h) / 2
    pygame.draw.line(s, colour, stem[0], stem[1], max(2, round(half * 0.12)))
    rib = _to_px(_rotate([(0.0, -0.7), (0.0, 0.5)], 35), box)
    pygame.draw.line(s, hole, rib[0], rib[1], max(2, round(half * 0.07)))
    for y in (-0.35, 0.0, 0.3):
        for side in (-1, 1):
            vein = _to_px(_rotate([(0.0, y + 0.12), (side * 0.3, y - 0.1)], 35), box)
            pygame.draw.line(s, hole, vein[0], vein[1], max(1, round(half * 0.05)))


def paint_shield(s: pygame.Surface, box: pygame.Rect, colour: RGB, hole: RGB) -> None:
    """Humans: a heater shield with a cross."""
    pts: list[Point] = [(-0.72, -0.86), (0.72, -0.86), (0.72, -0.05)]
    for i in range(1, 13):
        t = i / 12
        pts.append((0.72 * (1 - t) ** 1.2, -0.05 + 0.98 * math.sin(t * math.pi / 2)))
    for i in range(12, 0, -1):
        t = i / 12
        pts.append((-0.72 * (1 - t) ** 1.2, -0.05 + 0.98 * math.sin(t * math.pi / 2)))
    pts.append((-0.72, -0.05))
    pygame.draw.polygon(s, colour, _to_px(pts, box))
    half = min(box.w, box.h) / 2
    w = max(2, round(half * 0.15))
    a, b = _to_px([(0.0, -0.7), (0.0, 0.72)], box)
    pygame.draw.line(s, hole, a, b, w)
    a, b = _to_px([(-0.56, -0.3), (0.56, -0.3)], box)
    pygame.draw.line(s, hole, a, b, w)


def paint_skull(s: pygame.Surface, box: pygame.Rect, colour: RGB, hole: RGB) -> None:
    """Orcs: a skull with tusks."""
    half = min(box.w, box.h) / 2
    cx, cy = box.center
    pygame.draw.circle(s, colour, (cx, cy - half * 0.2), half * 0.66)
    jaw = pygame.Rect(0, 0, half * 0.86, half * 0.6)
    jaw.midtop = (round(cx), round(cy + half * 0.15))
    pygame.draw.rect(s, colour, jaw, border_radius=round(half * 0.16))
    for side in (-1, 1):
        pygame.draw.circle(s, hole, (cx + side * half * 0.27, cy - half * 0.2), half * 0.19)
        tusk = _to_px([(side * 0.28, 0.55), (side * 0.5, 0.52), (side * 0.56, -0.02)], box)
        pygame.draw.polygon(s, colour, tusk)
    nose = _to_px([(0.0, 0.02), (-0.1, 0.22), (0.1, 0.22)], box)
    pygame.draw.polygon(s, hole, nose)
    for x in (-0.2, 0.0, 0.2):
        a, b = _to_px([(x, 0.52), (x, 0.72)], box)
        pygame.draw.line(s, hole, a, b, max(1, round(half * 0.06)))


EMBLEMS: dict[str, Callable[[pygame.Surface, pygame.Rect, RGB, RGB], None]] = {
    "dwarves": paint_axe,
    "elves": paint_leaf,
    "humans": paint_shield,
    "orcs": paint_skull,
}

_cache = SurfaceCache(limit=400)
_maps = SurfaceCache(limit=4)  # whole maps are large: keep only the last few sizes


def emblem(army: str, side: int, colour: RGB = WHITE, hole: RGB | None = None) -> pygame.Surface:
    """The army's emblem, ``side`` pixels square, antialiased; ``hole`` shows through its cut-outs."""
    side = max(6, int(side))
    hole_colour = hole if hole is not None else ARMY_COLOURS[army][0]
    key = ("emblem", army, side, colour, hole_colour)

    def make() -> pygame.Surface:
        return supersample(
            (side, side), lambda s: EMBLEMS[army](s, s.get_rect(), colour, hole_colour), factor=4
        )

    return _cache.get(key, make)


def symbol(terrain: str, side: int, colour: RGB | None = None) -> pygame.Surface:
    """The terrain's symbol, ``side`` pixels square, antialiased."""
    side = max(6, int(side))
    col = colour if colour is not None else TERRAIN_COLOURS[terrain][1]
    key = ("symbol", terrain, side, col)

    def make() -> pygame.Surface:
        return supersample((side, side), lambda s: TERRAIN_SYMBOLS[terrain](s, s.get_rect(), col), factor=4)

    return _cache.get(key, make)


def badge(army: str, side: int) -> pygame.Surface:
    """A round badge: the emblem on the army's colour, for seat panels."""
    side = max(8, int(side))
    key = ("badge", army, side)

    def make() -> pygame.Surface:
        main, dark = ARMY_COLOURS[army]

        def paint(s: pygame.Surface) -> None:
            r = s.get_width() / 2
            pygame.draw.circle(s, dark, (r, r), r)
            pygame.draw.circle(s, main, (r, r), r * 0.88)

        surf = supersample((side, side), paint)
        mark = emblem(army, round(side * 0.62))
        surf.blit(mark, mark.get_rect(center=(side / 2, side / 2)))
        return surf

    return _cache.get(key, make)


# --- cards -----------------------------------------------------------------------
def _vertical_gradient(s: pygame.Surface, top: RGB, bottom: RGB) -> None:
    h = s.get_height()
    w = s.get_width()
    for y in range(h):
        t = y / max(1, h - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
        pygame.draw.line(s, colour, (0, y), (w, y))


def _lighter(c: RGB, amount: float) -> RGB:
    r, g, b = c
    return (round(r + (255 - r) * amount), round(g + (255 - g) * amount), round(b + (255 - b) * amount))


def _darker(c: RGB, amount: float) -> RGB:
    r, g, b = c
    return (round(r * (1 - amount)), round(g * (1 - amount)), round(b * (1 - amount)))


def paint_face(key: Hashable, s: pygame.Surface) -> None:
    """An army card: colour, emblem at the top, a big numeral, size pips at the bottom."""
    army, size = str(key[0]), int(key[1])  # type: ignore[index]
    main, dark = ARMY_COLOURS[army]
    w, h = s.get_size()
    _vertical_gradient(s, _lighter(main, 0.12), _darker(main, 0.12))
    inset = max(2, round(w * 0.07))
    inner = s.get_rect().inflate(-inset * 2, -inset * 2)
    pygame.draw.rect(s, _lighter(main, 0.35), inner, width=max(1, round(w / 60)), border_radius=card_radius((w, h)) // 2)
    mark = emblem(army, round(min(w * 0.46, h * 0.3)))
    s.blit(mark, mark.get_rect(midtop=(w // 2, round(inset + h * 0.05))))
    digit_size = round(h * 0.46)
    shade = text(str(size), digit_size, _darker(dark, 0.3), "bold")
    digit = text(str(size), digit_size, WHITE, "bold")
    centre = (w // 2, round(h * 0.63))
    off = max(1, round(h / 70))
    s.blit(shade, shade.get_rect(center=(centre[0] + off, centre[1] + off)))
    s.blit(digit, digit.get_rect(center=centre))
    r = max(2, round(w * 0.045))
    gap = r * 3
    y = h - inset - r * 2 - round(h * 0.02)
    x0 = w // 2 - (size - 1) * gap // 2
    for i in range(int(size)):
        pygame.draw.circle(s, WHITE, (x0 + i * gap, y), r)


def paint_back(key: Hashable, s: pygame.Surface) -> None:
    """A card back tinted with its army's colour: a diamond lattice and the emblem in a medallion."""
    army = str(key)
    main, dark = ARMY_COLOURS[army]
    w, h = s.get_size()
    base = _darker(dark, 0.25)
    s.fill(base)
    step = max(6, round(w / 5))
    line = _darker(main, 0.15)
    lw = max(1, round(w / 70))
    for i in range(-h // step - 2, w // step + h // step + 3):
        x = i * step
        pygame.draw.line(s, line, (x, 0), (x + h, h), lw)
        pygame.draw.line(s, line, (x, h), (x + h, 0), lw)
    inset = max(2, round(w * 0.07))
    pygame.draw.rect(
        s, _lighter(main, 0.2), s.get_rect().inflate(-inset * 2, -inset * 2), width=max(1, round(w / 45)),
        border_radius=card_radius((w, h)) // 2,
    )
    side = round(min(w, h) * 0.56)
    medal = badge(army, side)
    s.blit(medal, medal.get_rect(center=(w // 2, h // 2)))


def card_name(key: Hashable) -> str:
    """A card's name in an art pack: its army and size ("Dwarves 3")."""
    army, size = str(key[0]), int(key[1])  # type: ignore[index]
    return f"{ARMY_NAMES[army]} {size}"


PACK = PackCards("meh", tuple(card_name((army, size)) for army in ARMIES for size in sorted(set(SOLDIER_DECK))),
                 card_name)
CARD_ART = CardArt(paint_face, paint_back, border=(28, 24, 32), pack=PACK)


# --- the map -------------------------------------------------------------------------
def _decorate(s: pygame.Surface, terrain: str, rect: pygame.Rect, seed: int, k: int) -> None:
    """Faint texture inside one tile (at ``k`` times the final resolution)."""
    base = TERRAIN_COLOURS[terrain][0]
    rng = random.Random(seed)
    if terrain == "desert":
        colour = _darker(base, 0.08)
        for _ in range(4):
            cx = rect.x + rng.uniform(0.1, 0.9) * rect.w
            cy = rect.y + rng.uniform(0.25, 0.95) * rect.h
            rw = rect.w * rng.uniform(0.25, 0.45)
            arc = pygame.Rect(0, 0, rw, rw * 0.5)
            arc.center = (round(cx), round(cy))
            pygame.draw.arc(s, colour, arc, math.radians(20), math.radians(160), max(1, 2 * k))
    elif terrain == "snow":
        for _ in range(16):
            x = rect.x + rng.uniform(0.05, 0.95) * rect.w
            y = rect.y + rng.uniform(0.05, 0.95) * rect.h
            pygame.draw.circle(s, WHITE, (x, y), rng.uniform(1.2, 2.6) * k)
    else:
        colour = _darker(base, 0.1)
        for _ in range(7):
            tw = rect.w * rng.uniform(0.06, 0.1)
            x = rect.x + rng.uniform(0.08, 0.92) * rect.w
            y = rect.y + rng.uniform(0.2, 0.95) * rect.h
            pygame.draw.polygon(s, colour, [(x, y - tw * 1.6), (x + tw * 0.7, y), (x - tw * 0.7, y)])


def map_surface(
    terrain: Sequence[str],
    cols: int,
    tiles: Sequence[pygame.Rect],
    size: tuple[int, int],
    largest: Sequence[Sequence[int]],
) -> pygame.Surface:
    """The whole map: tiles, joins between same-terrain neighbours, region outlines, symbols.

    ``tiles`` are the tile rectangles relative to the map's top-left corner;
    ``largest`` the largest regions (outlined in gold and crowned).
    """
    key = ("map", tuple(terrain), tuple(tuple(t) for t in tiles), size, tuple(tuple(r) for r in largest))
    return _maps.get(key, lambda: _make_map(terrain, cols, tiles, size, largest))


def _make_map(
    terrain: Sequence[str],
    cols: int,
    tiles: Sequence[pygame.Rect],
    size: tuple[int, int],
    largest: Sequence[Sequence[int]],
) -> pygame.Surface:
    k = 2
    rows = len(terrain) // cols
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    scaled = [pygame.Rect(t.x * k, t.y * k, t.w * k, t.h * k) for t in tiles]
    radius = card_radius(tiles[0].size) * k
    in_largest = {i for region in largest for i in region}

    def joined(a: int, b: int) -> bool:
        return terrain[a] == terrain[b]

    def pieces(index: int, grow: int) -> list[tuple[pygame.Rect, int]]:
        """The tile plus bridges to its same-terrain right/down neighbours, grown by ``grow``."""
        r, c = divmod(index, cols)
        t = scaled[index]
        out = [(t.inflate(grow * 2, grow * 2), radius + grow)]
        if c + 1 < cols and joined(index, index + 1):
            n = scaled[index + 1]
            bridge = pygame.Rect(t.centerx, t.y, n.centerx - t.centerx, t.h)
            out.append((bridge.inflate(0, grow * 2), 0))
        if r + 1 < rows and joined(index, index + cols):
            n = scaled[index + cols]
            bridge = pygame.Rect(t.x, t.centery, t.w, n.centery - t.centery)
            out.append((bridge.inflate(grow * 2, 0), 0))
        if (
            c + 1 < cols
            and r + 1 < rows
            and joined(index, index + 1)
            and joined(index, index + cols)
            and joined(index, index + cols + 1)
        ):
            n = scaled[index + cols + 1]
            out.append((pygame.Rect(t.centerx, t.centery, n.centerx - t.centerx, n.centery - t.centery), 0))
        return out

    gap = max(2, tiles[1].x - tiles[0].right) * k if len(tiles) > 1 else 4 * k
    outline = max(2, round(gap * 0.3))
    # shadows under the regions
    for i in range(len(terrain)):
        for rect, rad in pieces(i, outline):
            pygame.draw.rect(big, (0, 0, 0, 70), rect.move(0, outline), border_radius=rad)
    # outlines: dark, or gold round the largest regions
    for i in range(len(terrain)):
        colour = (232, 184, 52) if i in in_largest else TERRAIN_COLOURS[terrain[i]][1]
        grow = outline + (outline // 2 if i in in_largest else 0)
        for rect, rad in pieces(i, grow):
            pygame.draw.rect(big, colour, rect, border_radius=rad)
    # fills
    for i in range(len(terrain)):
        for rect, rad in pieces(i, 0):
            pygame.draw.rect(big, TERRAIN_COLOURS[terrain[i]][0], rect, border_radius=rad)
    for i, t in enumerate(scaled):
        _decorate(big, terrain[i], t, seed=i * 7 + len(terrain[i]), k=k)
    # thin seams where joined tiles meet, so each territory card stays countable
    for i in range(len(terrain)):
        r, c = divmod(i, cols)
        t = scaled[i]
        seam = _darker(TERRAIN_COLOURS[terrain[i]][0], 0.07)
        if c + 1 < cols and joined(i, i + 1):
            x = (t.right + scaled[i + 1].x) // 2
            for y in range(t.y + radius, t.bottom - radius, 6 * k):
                pygame.draw.line(big, seam, (x, y), (x, y + 3 * k), k)
        if r + 1 < rows and joined(i, i + cols):
            y = (t.bottom + scaled[i + cols].y) // 2
            for x in range(t.x + radius, t.right - radius, 6 * k):
                pygame.draw.line(big, seam, (x, y), (x + 3 * k, y), k)
    surface = pygame.transform.smoothscale(big, size)
    # symbols in two corners of every tile, drawn at final resolution
    for i, t in enumerate(tiles):
        side = round(min(t.w, t.h) * 0.24)
        mark = symbol(terrain[i], side)
        pad = round(min(t.w, t.h) * 0.07)
        surface.blit(mark, (t.x + pad, t.y + pad))
        surface.blit(mark, (t.right - pad - side, t.bottom - pad - side))
    return surface


def crown(side: int, colour: RGB = (232, 184, 52)) -> pygame.Surface:
    """A small crown, for the largest region's badge."""
    side = max(6, int(side))

    def paint(s: pygame.Surface) -> None:
        pts: list[Point] = [
            (-0.85, 0.6), (-0.85, -0.45), (-0.42, 0.02), (0.0, -0.7), (0.42, 0.02), (0.85, -0.45), (0.85, 0.6),
        ]
        pygame.draw.polygon(s, colour, _to_px(pts, s.get_rect()))
        for x, y in ((-0.85, -0.5), (0.0, -0.75), (0.85, -0.5)):
            px = _to_px([(x, y)], s.get_rect())[0]
            pygame.draw.circle(s, colour, px, s.get_width() * 0.07)

    return _cache.get(("crown", side, colour), lambda: supersample((side, side), paint, factor=4))
