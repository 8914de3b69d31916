"""The Mythomakya cards, drawn in code: colour, symbol, strength, golden apples and name.

Each colour has its symbol (sun, helm, wave, flame, moon) so that no card
depends on colour alone: the face shows the strength in the corner with the
symbol under it, a medallion of the colour with the symbol large in the
middle, the golden apples along the top right and the name along the bottom
(left out when the card is too small to read it). :func:`draw_colour_symbol`
draws a colour's symbol anywhere (the senior colour, the colour led, the
caller's buttons). Faces and backs are cached per size by :data:`CARD_ART`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from tabletop.games.mythomakya.cards import CARDS, COLOURS, GOD_BASE, GOD_NAMES, is_myth, treasure_name
from tabletop.games.mythomakya.god_art import is_god_card, paint_god, paint_golden_apple
from tabletop.ui import theme
from tabletop.ui.art_pack import PackCards
from tabletop.ui.cards import TEXT_FLOOR, CardArt, SurfaceCache, font, supersample, text

APPLE = (214, 170, 40)
APPLE_DARK = (150, 104, 20)
LEAF = (74, 140, 60)
BACK = (58, 38, 74)
BACK_PATTERN = (92, 64, 112)
BACK_GOLD = (212, 176, 96)

_SS = 3  # supersampling of the shapes
NAME_LEAST = TEXT_FLOOR  # the least size of a card's name: a card too small for it goes without (the preview names it)
NAME_SQUEEZE = 0.85  # the narrowest a card's name may be squeezed to, as a share of its width
STRENGTH_LEAST = TEXT_FLOOR  # the least size of a card's strength, however small the card


def ink(colour: int) -> tuple[int, int, int]:
    """A colour dark enough to read on the cream face (yellow darkens most)."""
    rgb = COLOURS[colour].rgb
    if sum(rgb) > 360:
        return theme.lerp_color(rgb, (60, 40, 0), 0.45)
    return rgb


def _points(center: tuple[float, float], radius: float, n: int, start: float, scale: float = 1.0) -> list[tuple[float, float]]:
    cx, cy = center
    return [(cx + radius * scale * math.cos(start + 2 * math.pi * i / n),
             cy + radius * scale * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]


def draw_colour_symbol(surface: pygame.Surface, colour: int, center: tuple[float, float], radius: float,
                       fill: tuple[int, int, int] | None = None,
                       cut: tuple[int, int, int] | tuple[int, int, int, int] = (0, 0, 0, 0)) -> None:
    """Colour ``colour``'s symbol (sun, helm, wave, flame, moon) in a circle of ``radius`` around ``center``.

    ``fill`` is the ink (default: the colour itself), ``cut`` the colour of
    the symbol's openings (the helm's slit, the moon's shadow; default
    transparent). The shapes are drawn plainly: supersample for smooth edges.
    """
    symbol = COLOURS[colour].symbol
    c = fill if fill is not None else COLOURS[colour].rgb
    cx, cy = center
    r = radius
    w = max(1, round(r * 0.16))
    if symbol == "sun":
        pygame.draw.circle(surface, c, (cx, cy), r * 0.5)
        for i in range(8):
            a = 2 * math.pi * i / 8
            inner = (cx + r * 0.64 * math.cos(a), cy + r * 0.64 * math.sin(a))
            outer = (cx + r * 0.98 * math.cos(a), cy + r * 0.98 * math.sin(a))
            pygame.draw.line(surface, c, inner, outer, w)
    elif symbol == "helm":
        dome = pygame.Rect(0, 0, r * 1.3, r * 1.5)
        dome.midtop = (round(cx), round(cy - r * 0.62))
        pygame.draw.ellipse(surface, c, dome)
        body = pygame.Rect(0, 0, r * 1.3, r * 0.8)
        body.midtop = (round(cx), round(cy))
        pygame.draw.rect(surface, c, body)
        slit = pygame.Rect(0, 0, max(2, r * 0.26), r * 0.9)
        slit.midtop = (round(cx), round(cy - r * 0.05))
        pygame.draw.rect(surface, cut, slit)
        crest = [(cx - r * 0.15, cy - r * 0.55), (cx + r * 0.9, cy - r * 1.0), (cx + r * 0.55, cy - r * 0.35)]
        pygame.draw.polygon(surface, c, crest)
    elif symbol == "wave":
        for k, dy in enumerate((-0.42, 0.12, 0.66)):
            y = cy + r * dy
            pts = [(cx - r + 2 * r * i / 24, y - r * 0.2 * math.sin(math.pi * 2 * i / 12 + k)) for i in range(25)]
            pygame.draw.lines(surface, c, False, pts, max(2, round(r * 0.2)))
    elif symbol == "flame":
        flame: list[tuple[float, float]] = []
        for i in range(41):
            t = i / 40
            a = math.pi * 2 * t
            x = math.sin(a) * (0.62 - 0.08 * math.cos(a))
            y = -math.cos(a) * 0.95 - 0.25 * math.sin(a) ** 2 * (1 if a < math.pi else 0.4)
            flame.append((cx + x * r * (0.55 + 0.45 * (1 - t if t > 0.5 else t) * 2), cy + 0.05 * r + y * r * 0.95))
        pygame.draw.polygon(surface, c, flame)
        tip = [(cx, cy - r * 0.1), (cx + r * 0.28, cy + r * 0.45), (cx, cy + r * 0.72), (cx - r * 0.28, cy + r * 0.45)]
        pygame.draw.polygon(surface, cut, tip)
    elif symbol == "moon":
        pygame.draw.circle(surface, c, (cx, cy), r * 0.92)
        pygame.draw.circle(surface, cut, (cx + r * 0.42, cy - r * 0.22), r * 0.78)
    else:  # pragma: no cover - every colour has one of the five
        raise ValueError(f"unknown symbol {symbol!r}")


_symbols = SurfaceCache(limit=64)


def symbol_image(colour: int, size: int, fill: tuple[int, int, int] | None = None) -> pygame.Surface:
    """A colour's symbol, smooth, on a transparent square of ``size`` (cached)."""
    def paint(s: pygame.Surface) -> None:
        side = s.get_width()
        draw_colour_symbol(s, colour, (side / 2, side / 2), side * 0.42, fill)

    return _symbols.get((colour, size, fill), lambda: supersample((size, size), paint, _SS))


def draw_apple(surface: pygame.Surface, center: tuple[float, float], radius: float) -> None:
    """A golden apple: a gold round with a dark rim, a stalk and a leaf."""
    cx, cy = center
    pygame.draw.circle(surface, APPLE_DARK, (cx, cy), radius)
    pygame.draw.circle(surface, APPLE, (cx, cy), radius * 0.8)
    pygame.draw.circle(surface, (250, 226, 140), (cx - radius * 0.3, cy - radius * 0.3), radius * 0.25)
    pygame.draw.line(surface, APPLE_DARK, (cx, cy - radius * 0.7), (cx + radius * 0.15, cy - radius * 1.25),
                     max(1, round(radius * 0.22)))
    leaf = [(cx + radius * 0.15, cy - radius * 1.05), (cx + radius * 0.8, cy - radius * 1.35),
            (cx + radius * 0.55, cy - radius * 0.85)]
    pygame.draw.polygon(surface, LEAF, leaf)


def strength_size(size: tuple[int, int]) -> int:
    """The size of a myth card's strength in its corner: a share of its height, but on a small card (an
    opponent's stack at a crowded table) never under the floor for text."""
    return max(STRENGTH_LEAST, round(size[1] * 0.17))


def has_name_room(size: tuple[int, int]) -> bool:
    """Whether a myth card of ``size`` has room for its name under its medallion (five times the name's least
    size); a smaller card goes without, and its preview names it."""
    return size[1] >= NAME_LEAST / 0.2


def paint_face(key: Hashable, s: pygame.Surface) -> None:
    """A card's face into ``s``: a myth card's frame, strength and symbol, medallion, apples, name; a golden
    apple or god card (Battle of the Gods) by :mod:`.god_art`."""
    assert isinstance(key, int)
    if not is_myth(key):
        if is_god_card(key):
            paint_god(key - GOD_BASE, s)
        else:
            paint_golden_apple(s, draw_apple)
        return
    card = CARDS[key]
    w, h = s.get_size()
    rgb = COLOURS[card.colour].rgb
    dark = ink(card.colour)
    s.fill(theme.CARD_FACE)
    frame = max(2, round(w * 0.05))

    def shapes(big: pygame.Surface) -> None:
        k = big.get_width() / w
        pygame.draw.rect(big, rgb, big.get_rect(), width=round(frame * k))
        medal_r = min(w * 0.3, h * 0.22) * k
        centre = (big.get_width() / 2, big.get_height() * 0.54)
        medal = theme.lerp_color(rgb, theme.CARD_FACE, 0.78)
        pygame.draw.circle(big, medal, centre, medal_r)
        pygame.draw.circle(big, rgb, centre, medal_r, max(1, round(medal_r * 0.08)))
        draw_colour_symbol(big, card.colour, centre, medal_r * 0.7, dark, medal)
        corner_r = w * 0.11 * k
        draw_colour_symbol(big, card.colour, (w * 0.2 * k, h * 0.33 * k), corner_r, dark, theme.CARD_FACE)
        apple_r = max(2.0, w * 0.065) * k
        for i in range(card.apples):
            draw_apple(big, (big.get_width() - (frame + apple_r * 1.5 / k + i * apple_r * 2.3 / k) * k,
                             (frame + apple_r * 1.6 / k) * k), apple_r)

    s.blit(supersample((w, h), shapes, _SS), (0, 0))
    number = text(str(card.strength), strength_size((w, h)), dark, "bold")
    s.blit(number, number.get_rect(center=(max(round(w * 0.2), frame + number.get_width() // 2 + 1),
                                           round(frame + h * 0.1))))
    name = name_label(card.name, round(h * 0.085), w - 2 * frame - 4) if has_name_room((w, h)) else None
    if name is not None:
        s.blit(name, name.get_rect(midbottom=(w // 2, h - frame - max(1, round(h * 0.03)))))


def name_label(name: str, size: int, room: int) -> pygame.Surface | None:
    """A card's name for its foot, ``room`` wide at most: at ``size``, smaller down to :data:`NAME_LEAST`, then
    squeezed a little (down to :data:`NAME_SQUEEZE` of its width, its letters keeping their height); None when
    even that does not fit (the card goes without, and its preview names it)."""
    for n in range(max(size, NAME_LEAST), NAME_LEAST - 1, -1):
        if font(n, "semibold").size(name)[0] <= room:
            return text(name, n, theme.TEXT_DARK, "semibold")
    label = text(name, NAME_LEAST, theme.TEXT_DARK, "semibold")
    if label.get_width() * NAME_SQUEEZE > room:
        return None
    return pygame.transform.smoothscale(label, (room, label.get_height()))


def paint_back(_key: Hashable, s: pygame.Surface) -> None:
    """The back every myth card shares: a purple field, a gold meander frame and a golden apple."""
    w, h = s.get_size()
    s.fill(BACK)

    def shapes(big: pygame.Surface) -> None:
        k = big.get_width() / w
        inset = max(3, round(w * 0.09)) * k
        inner = big.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(big, BACK_PATTERN, inner, border_radius=round(w * 0.06 * k))
        pygame.draw.rect(big, BACK_GOLD, inner, width=max(1, round(w * 0.025 * k)), border_radius=round(w * 0.06 * k))
        step = max(4.0, w * 0.12) * k
        y = inner.y + step * 0.5
        while y < inner.bottom - step * 0.3:  # a row of small diamonds down each side
            for x in (inner.x + step * 0.45, inner.right - step * 0.45):
                pygame.draw.polygon(big, BACK_GOLD, _points((x, y), step * 0.22, 4, 0))
            y += step
        draw_apple(big, (big.get_width() / 2, big.get_height() / 2 + w * 0.05 * k), w * 0.18 * k)

    s.blit(supersample((w, h), shapes, _SS), (0, 0))


PACK = PackCards("mythomakya", tuple(card.name for card in CARDS) + ("Golden apple",) + GOD_NAMES,
                 lambda key: treasure_name(int(key)))  # type: ignore[call-overload]
CARD_ART = CardArt(paint_face, paint_back, border=theme.CARD_EDGE, pack=PACK)


def face(card: Hashable, size: tuple[int, int]) -> pygame.Surface:
    """``card``'s face at ``size`` (cached)."""
    return CARD_ART.face(card, size)


def back(size: tuple[int, int]) -> pygame.Surface:
    """A card back at ``size`` (cached)."""
    return CARD_ART.back(0, size)
