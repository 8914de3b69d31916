"""The look of Mindbug: creature cards, keyword icons, the Mindbug token and life hearts.

Everything is drawn procedurally (shapes at 3x, scaled down) and cached per
size, so it stays sharp at any window size and costs a blit per frame.

A creature card shows its current power in a medallion (green when an
effect raises it, red when one lowers it, the change in a pill beneath:
"7" and "+2"), its name (on two lines if need be), its own art (the emblem
of :mod:`.emblems`), one icon per keyword it has now, and a text box with
the keywords spelled out (a keyword it only has because of an effect is
marked "+") and the effect text. The text is set as large as the card
allows first (:func:`face_parts`); the art takes the room left above it.
A New Servants creature says so in the art's corner. Keywords are double-coded: each has a colour and a symbol of
its own (Frenzy: double chevron, Hunter: crosshair, Poisonous: drop,
Sneaky: eye mask, Tough: shield).
"""

from __future__ import annotations

import colorsys
import math
import re
import zlib
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import pygame

from tabletop.games.mindbug import emblems
from tabletop.games.mindbug.cards import (
    CREATURES,
    FRENZY,
    HUNTER,
    KEYWORD_BITS,
    NEW_SERVANTS,
    POISONOUS,
    SNEAKY,
    TOUGH,
)
from tabletop.ui import theme
from tabletop.ui.art_pack import PackCards
from tabletop.ui.cards import TEXT_FLOOR, CardArt, SurfaceCache, font, supersample, text, wrap

RGB = tuple[int, int, int]

INK: RGB = (34, 28, 38)
WHITE: RGB = (252, 250, 246)
CREAM: RGB = (246, 240, 226)
CREAM_DARK: RGB = (226, 216, 196)
UP: RGB = (46, 150, 70)
DOWN: RGB = (200, 56, 48)
GAINED: RGB = (36, 122, 64)
MINDBUG: RGB = (150, 82, 206)
MINDBUG_DARK: RGB = (78, 36, 118)
HEART: RGB = (214, 58, 70)
BACK: RGB = (44, 30, 68)

#: The keywords in printed order: bit, name, colour and what it does (for the zoomed card).
KEYWORD_INFO: tuple[tuple[int, str, RGB, str], ...] = (
    (FRENZY, "Frenzy", (206, 74, 48), "After its attack, if still in play, it may attack a second time this turn."),
    (HUNTER, "Hunter", (176, 116, 28), "When it attacks, you may choose which enemy creature blocks it."),
    (POISONOUS, "Poisonous", (64, 146, 58), "Defeats every creature it fights."),
    (SNEAKY, "Sneaky", (110, 74, 172), "Only Sneaky creatures may block it."),
    (TOUGH, "Tough", (58, 106, 168), "The first time it would be defeated, it is exhausted (turned sideways) instead."),
)
KEYWORD_COLOUR: dict[int, RGB] = {bit: colour for bit, _, colour, _ in KEYWORD_INFO}
KEYWORD_NAME: dict[int, str] = {bit: name for bit, name, _, _ in KEYWORD_INFO}
assert set(KEYWORD_NAME.values()) == set(KEYWORD_BITS)

TRIGGER_WORDS = ("Play:", "Attack:", "Defeated:")
SET_BADGE = "New Servants"  # the mark of the second set's creatures


@dataclass(frozen=True)
class FaceInk:
    """The colours of a creature card's words and the ground under them."""

    ground: RGB
    ink: RGB
    trigger: RGB  # "Play:", "Attack:", "Defeated:"
    gained: RGB  # a keyword an effect gave
    dot: RGB  # between keywords


STANDARD_INK = FaceInk(CREAM, INK, (122, 38, 40), GAINED, (120, 110, 100))
HIGH_CONTRAST_INK = FaceInk((255, 255, 255), (0, 0, 0), (110, 0, 0), (0, 90, 30), (0, 0, 0))


def face_ink() -> FaceInk:
    """The card's words in the look in use: black on white in high contrast."""
    return HIGH_CONTRAST_INK if theme.look().high_contrast else STANDARD_INK

_cache = SurfaceCache(limit=384)


def _lighter(c: RGB, amount: float) -> RGB:
    return (round(c[0] + (255 - c[0]) * amount), round(c[1] + (255 - c[1]) * amount),
            round(c[2] + (255 - c[2]) * amount))


def _darker(c: RGB, amount: float) -> RGB:
    return (round(c[0] * (1 - amount)), round(c[1] * (1 - amount)), round(c[2] * (1 - amount)))


def keyword_bits(bits: int) -> list[int]:
    """The keyword bits set in ``bits``, in printed order."""
    return [bit for bit, _, _, _ in KEYWORD_INFO if bits & bit]


def creature_colour(kind: int) -> tuple[RGB, RGB]:
    """A creature's own colour (main, dark), spread round the colour wheel and stable."""
    key = CREATURES[kind].key
    hue = ((zlib.crc32(key.encode()) % 997) / 997 + kind * 0.618034) % 1.0
    sat = 0.42 + (zlib.crc32(key[::-1].encode()) % 20) / 100
    r, g, b = colorsys.hsv_to_rgb(hue, sat, 0.72)
    main = (round(r * 255), round(g * 255), round(b * 255))
    return main, _darker(main, 0.45)


# --- symbols: each paints into a box (at 3x by the callers) ------------------------------------
def _chevrons(s: pygame.Surface, box: pygame.Rect, colour: RGB) -> None:
    """Frenzy: a double chevron, "twice"."""
    half = min(box.w, box.h) / 2
    cx, cy = box.center
    w = half * 0.26
    for dx in (-0.36, 0.22):
        x = cx + dx * half
        pts = [(x - half * 0.3, cy - half * 0.62), (x - half * 0.3 + w, cy - half * 0.62),
               (x + half * 0.32 + w, cy), (x - half * 0.3 + w, cy + half * 0.62),
               (x - half * 0.3, cy + half * 0.62), (x + half * 0.32, cy)]
        pygame.draw.polygon(s, colour, pts)


def _crosshair(s: pygame.Surface, box: pygame.Rect, colour: RGB) -> None:
    """Hunter: a crosshair."""
    half = min(box.w, box.h) / 2
    cx, cy = box.center
    w = max(2, round(half * 0.14))
    pygame.draw.circle(s, colour, (cx, cy), half * 0.58, w)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(s, colour, (cx + dx * half * 0.28, cy + dy * half * 0.28),
                         (cx + dx * half * 0.86, cy + dy * half * 0.86), w)
    pygame.draw.circle(s, colour, (cx, cy), half * 0.12)


def _drop(s: pygame.Surface, box: pygame.Rect, colour: RGB) -> None:
    """Poisonous: a drop."""
    half = min(box.w, box.h) / 2
    cx, cy = box.centerx, box.centery + half * 0.16
    r = half * 0.5
    pygame.draw.circle(s, colour, (cx, cy), r)
    pygame.draw.polygon(s, colour, [(cx - r * 0.94, cy - r * 0.34), (cx, cy - half * 0.86), (cx + r * 0.94, cy - r * 0.34)])


def _eye_mask(s: pygame.Surface, box: pygame.Rect, colour: RGB, hole: tuple[int, int, int, int]) -> None:
    """Sneaky: a thief's eye mask."""
    half = min(box.w, box.h) / 2
    cx, cy = box.center
    body = pygame.Rect(0, 0, round(half * 1.7), round(half * 0.78))
    body.center = (round(cx), round(cy))
    pygame.draw.ellipse(s, colour, body)
    for side in (-1, 1):
        eye = pygame.Rect(0, 0, round(half * 0.5), round(half * 0.3))
        eye.center = (round(cx + side * half * 0.4), round(cy - half * 0.02))
        pygame.draw.ellipse(s, hole, eye)
    pygame.draw.polygon(s, colour, [(cx + half * 0.7, cy + half * 0.05), (cx + half * 0.98, cy + half * 0.52),
                                    (cx + half * 0.58, cy + half * 0.3)])


def _shield(s: pygame.Surface, box: pygame.Rect, colour: RGB) -> None:
    """Tough: a shield."""
    half = min(box.w, box.h) / 2
    cx, cy = box.center
    pts: list[tuple[float, float]] = [(cx - half * 0.62, cy - half * 0.72), (cx + half * 0.62, cy - half * 0.72)]
    for i in range(13):
        t = i / 12
        pts.append((cx + half * 0.62 * (1 - t) ** 1.3, cy - half * 0.1 + half * 0.92 * math.sin(t * math.pi / 2)))
    for i in range(12, -1, -1):
        t = i / 12
        pts.append((cx - half * 0.62 * (1 - t) ** 1.3, cy - half * 0.1 + half * 0.92 * math.sin(t * math.pi / 2)))
    pygame.draw.polygon(s, colour, pts)


def _paint_keyword(s: pygame.Surface, bit: int, box: pygame.Rect, colour: RGB, hole: tuple[int, int, int, int]) -> None:
    if bit == FRENZY:
        _chevrons(s, box, colour)
    elif bit == HUNTER:
        _crosshair(s, box, colour)
    elif bit == POISONOUS:
        _drop(s, box, colour)
    elif bit == SNEAKY:
        _eye_mask(s, box, colour, hole)
    else:
        _shield(s, box, colour)


def keyword_icon(bit: int, side: int, gained: bool = False) -> pygame.Surface:
    """A keyword's round badge: its colour and its white symbol (a gold rim when only gained)."""
    side = max(6, side)

    def make() -> pygame.Surface:
        colour = KEYWORD_COLOUR[bit]

        def paint(s: pygame.Surface) -> None:
            r = s.get_width() / 2
            centre = (r, r)
            pygame.draw.circle(s, (255, 214, 90) if gained else WHITE, centre, r)
            pygame.draw.circle(s, colour, centre, r * 0.84)
            box = pygame.Rect(0, 0, round(r * 1.2), round(r * 1.2))
            box.center = (round(r), round(r))
            _paint_keyword(s, bit, box, WHITE, (*colour, 255))

        return supersample((side, side), paint)

    return _cache.get(("kw", bit, side, gained), make)


def mindbug_token(side: int, spent: bool = False) -> pygame.Surface:
    """A Mindbug: a violet disc with a little bug (a hollow grey ring once spent)."""
    side = max(8, side)

    def make() -> pygame.Surface:
        def paint(s: pygame.Surface) -> None:
            r = s.get_width() / 2
            c = (r, r)
            if spent:
                pygame.draw.circle(s, (120, 110, 130, 200), c, r * 0.92, max(2, round(r * 0.12)))
                colour: tuple[int, ...] = (120, 110, 130, 160)
            else:
                pygame.draw.circle(s, MINDBUG_DARK, c, r)
                pygame.draw.circle(s, MINDBUG, c, r * 0.86)
                colour = WHITE
            # the bug: head, body, antennae, eyes
            pygame.draw.ellipse(s, colour, pygame.Rect(round(r * 0.62), round(r * 0.82), round(r * 0.76), round(r * 0.86)))
            pygame.draw.circle(s, colour, (r, r * 0.72), r * 0.3)
            w = max(2, round(r * 0.08))
            for side_ in (-1, 1):
                pygame.draw.line(s, colour, (r + side_ * r * 0.12, r * 0.5), (r + side_ * r * 0.42, r * 0.22), w)
                pygame.draw.circle(s, colour, (r + side_ * r * 0.44, r * 0.2), r * 0.08)
                pygame.draw.line(s, colour, (r + side_ * r * 0.3, r * 1.08), (r + side_ * r * 0.62, r * 1.0), w)
                pygame.draw.line(s, colour, (r + side_ * r * 0.3, r * 1.34), (r + side_ * r * 0.62, r * 1.42), w)
            eye = MINDBUG if not spent else (200, 196, 206)
            for side_ in (-1, 1):
                pygame.draw.circle(s, eye, (r + side_ * r * 0.12, r * 0.7), r * 0.07)

        return supersample((side, side), paint)

    return _cache.get(("mindbug", side, spent), make)


def heart(side: int, full: bool = True) -> pygame.Surface:
    """A life heart (an outline when ``full`` is False)."""
    side = max(6, side)

    def make() -> pygame.Surface:
        def paint(s: pygame.Surface) -> None:
            w = s.get_width()
            r = w * 0.26
            pts = [(w * 0.06, w * 0.4), (w * 0.5, w * 0.92), (w * 0.94, w * 0.4)]
            colour = HEART if full else (110, 70, 74)
            pygame.draw.circle(s, colour, (w * 0.3, w * 0.36), r)
            pygame.draw.circle(s, colour, (w * 0.7, w * 0.36), r)
            pygame.draw.polygon(s, colour, pts)
            if full:
                pygame.draw.circle(s, _lighter(HEART, 0.45), (w * 0.28, w * 0.3), r * 0.28)

        return supersample((side, side), paint)

    return _cache.get(("heart", side, full), make)


def pile_icon(side: int, discard: bool = False) -> pygame.Surface:
    """A tiny stack of cards: backs for a draw pile, faces for a discard pile."""
    side = max(8, side)

    def make() -> pygame.Surface:
        def paint(s: pygame.Surface) -> None:
            w = s.get_width()
            cw, ch = w * 0.5, w * 0.7
            for i, (dx, dy) in enumerate(((0.34, 0.06), (0.24, 0.16), (0.14, 0.26))):
                r = pygame.Rect(round(w * dx), round(w * dy), round(cw), round(ch))
                fill = CREAM if discard else BACK
                edge = (120, 104, 90) if discard else _lighter(BACK, 0.5)
                pygame.draw.rect(s, fill, r, border_radius=round(w * 0.06))
                pygame.draw.rect(s, edge, r, width=max(2, round(w * 0.04)), border_radius=round(w * 0.06))
                if discard and i == 2:
                    pygame.draw.line(s, DOWN, (r.x + r.w * 0.25, r.y + r.h * 0.3), (r.right - r.w * 0.25, r.bottom - r.h * 0.3),
                                     max(2, round(w * 0.05)))
                    pygame.draw.line(s, DOWN, (r.right - r.w * 0.25, r.y + r.h * 0.3), (r.x + r.w * 0.25, r.bottom - r.h * 0.3),
                                     max(2, round(w * 0.05)))

        return supersample((side, side), paint)

    return _cache.get(("pile", side, discard), make)


def sword(side: int, colour: RGB = WHITE) -> pygame.Surface:
    """A sword: the mark of an attacking creature."""
    side = max(8, side)

    def make() -> pygame.Surface:
        def paint(s: pygame.Surface) -> None:
            w = s.get_width()
            blade = [(w * 0.78, w * 0.1), (w * 0.9, w * 0.22), (w * 0.4, w * 0.72), (w * 0.28, w * 0.6)]
            pygame.draw.polygon(s, colour, blade)
            pygame.draw.line(s, colour, (w * 0.2, w * 0.52), (w * 0.48, w * 0.8), max(2, round(w * 0.1)))
            pygame.draw.line(s, colour, (w * 0.32, w * 0.68), (w * 0.12, w * 0.88), max(2, round(w * 0.12)))

        return supersample((side, side), paint)

    return _cache.get(("sword", side, colour), make)


# --- text -----------------------------------------------------------------------------------
def _name_tokens(name: str) -> list[str]:
    """The pieces a name may break between: words, and after a hyphen ("Crab-", "Dog-", "Mummypus")."""
    return [t for t in re.findall(r"[^ -]+-?|-", name) if t]


def wrap_name(name: str, size: int, width: int) -> tuple[str, ...]:
    """``name`` in lines no wider than ``width`` at ``size`` (bold), breaking at spaces and after hyphens."""
    f = font(size, "bold")
    lines: list[str] = []
    line = ""
    for token in _name_tokens(name):
        joined = token if not line else (line + token if line.endswith("-") else f"{line} {token}")
        if line and f.size(joined)[0] > width:
            lines.append(line)
            line = token
        else:
            line = joined
    if line:
        lines.append(line)
    return tuple(lines)


# --- the face's geometry and its text sizes ---------------------------------------------------------
@dataclass(frozen=True)
class FaceGeometry:
    """Where a creature card of one size puts its fixed parts, and the font sizes its text starts from.

    Below the name band, the art and the rules text share ``lower``: the text takes what it
    needs at ``body_size`` and the art the rest (at least ``min_art`` high), so a creature
    with little to say shows larger art; see :func:`face_parts`.
    """

    body: pygame.Rect
    medal: pygame.Rect
    name: pygame.Rect
    lower: pygame.Rect
    icon: int
    min_art: int
    name_size: int
    name_floor: int
    body_size: int
    body_floor: int


READABLE = 11
"""The least size of a card's words: on a small card the art gives way to them, then the rules text is
cut short (the zoomed card shows it whole) rather than set smaller."""


def face_geometry(size: tuple[int, int]) -> FaceGeometry:
    """The fixed parts of a card of ``size``: a band with the power and the name (two lines), and below it
    the room for the art and the rules text; the words grow with the player's size of cards and text."""
    return _face_geometry(size, theme.look().ui_scale)


@lru_cache(maxsize=256)
def _face_geometry(size: tuple[int, int], scale: float) -> FaceGeometry:
    w, h = size
    m = max(2, round(w * 0.035))
    body = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    d = round(w * 0.23)
    medal = pygame.Rect(m + round(w * 0.02), m + round(w * 0.02), d, d)
    name_size = max(READABLE, round(h * 0.078 * scale))
    name_floor = min(name_size, max(READABLE, round(h * 0.07 * scale)))
    band = max(d, 2 * font(name_size, "bold").get_linesize())
    name = pygame.Rect(medal.right + round(w * 0.03), body.y + round(h * 0.008),
                       body.right - medal.right - round(w * 0.05), band)
    top = name.bottom + round(h * 0.01)
    lower = pygame.Rect(body.x + round(w * 0.03), top, body.w - round(w * 0.06), body.bottom - round(h * 0.012) - top)
    body_size = max(READABLE, round(h * 0.07 * scale))
    return FaceGeometry(body, medal, name, lower, max(8, round(w * 0.17)), round(h * 0.17), name_size, name_floor,
                        body_size, min(body_size, max(READABLE, round(h * 0.05 * scale))))


NAME_SQUEEZE = 0.8
"""The narrowest a name's line may be squeezed to (a share of its width) before the name takes a third line."""


def name_layout(kind: int, size: tuple[int, int]) -> tuple[int, tuple[str, ...]]:
    """The font size and lines of creature ``kind``'s name on a card of ``size``: the largest size
    (down to the floor) at which it fits the band in at most two lines; at the floor, two lines with the
    wider one squeezed when drawn, or three (the art giving way by a line, see :func:`face_parts`) where two
    would squeeze it under :data:`NAME_SQUEEZE`."""
    g = face_geometry(size)
    name = CREATURES[kind].name
    n = g.name_size
    while True:
        lines = wrap_name(name, n, g.name.w)
        f = font(n, "bold")
        if (len(lines) <= 2 and len(lines) * f.get_linesize() <= g.name.h + 2
                and all(f.size(line)[0] <= g.name.w for line in lines)):
            return n, lines
        if n <= g.name_floor:
            two = _split_name(name, n, 2)
            if max(f.size(line)[0] for line in two) * NAME_SQUEEZE <= g.name.w:
                return n, two
            return n, _split_name(name, n, 3)
        n -= 1


def name_overflow(kind: int, size: tuple[int, int]) -> int:
    """How far below its band creature ``kind``'s name reaches on a card of ``size`` (a third line), in pixels."""
    g = face_geometry(size)
    n, lines = name_layout(kind, size)
    return max(0, len(lines) * font(n, "bold").get_linesize() - g.name.h)


def name_lines(kind: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where each line of creature ``kind``'s name is drawn on a card of ``size`` (upright, in the card's own
    pixels): centred in the name band beside the medallion, a squeezed line no wider than the band."""
    g = face_geometry(size)
    n, lines = name_layout(kind, size)
    f = font(n, "bold")
    line_h = f.get_linesize()
    y = max(g.name.y, g.name.centery - len(lines) * line_h // 2)
    out = []
    for line in lines:
        out.append(pygame.Rect(g.name.x, y, min(f.size(line)[0], g.name.w), f.get_height()))
        y += line_h
    return out


def mark_place(kind: int, kw: int, size: tuple[int, int]) -> pygame.Rect:
    """Where a round mark (an attacker's sword) sits on creature ``kind``'s card of ``size`` (upright, in the
    card's own pixels): in the art's top-left corner, under the name and beside nothing the card says (the
    keyword icons ride the art's bottom edge, the New Servants badge its top-right corner); on a card
    without art, in its bottom-right corner, over the end of the rules text rather than the name or power."""
    w, h = size
    parts = face_parts(kind, kw, size)
    inset = max(2, round(w * 0.03))
    side = max(12, round(min(w, h) * 0.26))
    if parts.art.h >= 16:
        side = max(12, min(side, parts.art.h - 2 * inset, parts.art.w // 2))
        return pygame.Rect(parts.art.x + inset, parts.art.y + inset, side, side)
    return pygame.Rect(w - inset - side, h - inset - side, side, side)


def upright_to_turned(rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """``rect`` on an upright card of ``size`` as it lies on the same card turned a quarter clockwise
    (:func:`face` with ``turned``)."""
    h = size[1]
    return pygame.Rect(h - rect.bottom, rect.x, rect.h, rect.w)


def _split_name(name: str, size: int, parts: int) -> tuple[str, ...]:
    """``name`` split in up to ``parts`` lines (at spaces or after hyphens) so that the widest is as narrow as
    can be."""
    tokens = _name_tokens(name)
    if len(tokens) < 2:
        return (name,)
    f = font(size, "bold")

    def join(part: Sequence[str]) -> str:
        out = ""
        for token in part:
            out = token if not out else (out + token if out.endswith("-") else f"{out} {token}")
        return out

    cuts = combinations(range(1, len(tokens)), min(parts, len(tokens)) - 1)
    splits = [tuple(join(tokens[a:b]) for a, b in zip((0, *cut), (*cut, len(tokens)))) for cut in cuts]
    return min(splits, key=lambda lines: max(f.size(line)[0] for line in lines))


Laid = list[tuple[tuple[str, ...], str]]


def rules_line(size: int) -> int:
    """The line height of the rules text: a little tighter than the font's own, as printed cards set it."""
    return max(size + 1, round(size * 1.18))


@dataclass(frozen=True)
class FaceParts:
    """One creature's card at one size: where its art and its rules text go, and the text set in lines."""

    art: pygame.Rect
    rules: pygame.Rect
    body_size: int
    laid: Laid


def face_parts(kind: int, kw: int, size: tuple[int, int]) -> FaceParts:
    """The art and the rules text (keywords in bold, then the effect) of creature ``kind`` with keywords ``kw``
    on a card of ``size``: the text at the largest size (down to the floor) that leaves the art its least
    height, set at the bottom; the art above it takes the rest. Where even the floor leaves the art too
    little, the art gives way to the words (on the smallest cards it goes), and what still does not fit is
    cut short with an ellipsis."""
    return _face_parts(kind, kw, size, theme.look().ui_scale)


@lru_cache(maxsize=1024)
def _face_parts(kind: int, kw: int, size: tuple[int, int], scale: float) -> FaceParts:
    g = _face_geometry(size, scale)
    lower = g.lower
    printed = CREATURES[kind].keywords
    words = [("+" if not printed & bit else "") + KEYWORD_NAME[bit] for bit in keyword_bits(kw)]
    chunks = [(c, weight) for c, weight in ((" \u00b7 ".join(words), "bold"), (CREATURES[kind].text, "regular")) if c]
    hang = g.icon // 3 + round(size[1] * 0.012) if kw else round(size[1] * 0.015)  # the icons ride the art's edge
    drop = name_overflow(kind, size)  # a name on three lines: the art gives way by a line
    lower = pygame.Rect(lower.x, lower.y + drop, lower.w, max(0, lower.h - drop))
    n = g.body_size
    while True:
        laid = [(wrap(c, n, lower.w, weight), weight) for c, weight in chunks]
        need = sum(len(lines) for lines, _ in laid) * rules_line(n)
        if need <= lower.h - g.min_art - hang or n <= g.body_floor:
            break
        n -= 1
    least_art = g.min_art if need <= lower.h - g.min_art - hang else round(size[1] * 0.13)
    if need > lower.h - least_art - hang:  # the art goes, and the words take the whole lower part
        least_art, hang = 0, 0
    if laid and need > lower.h:  # (a creature with no words has nothing to cut, however small its card)
        laid = _cut_short(laid, max(1, lower.h // rules_line(n)), n, lower.w)
        need = sum(len(lines) for lines, _ in laid) * rules_line(n)
    need = min(need, lower.h - least_art - hang)
    rules = pygame.Rect(lower.x, lower.bottom - need, lower.w, need)
    if chunks and least_art == 0:
        return FaceParts(pygame.Rect(lower.x, lower.y, lower.w, 0), rules, n, laid)
    art_h = max(4, rules.y - hang - lower.y) if chunks else lower.h
    inset = round(size[0] * 0.005)
    art = pygame.Rect(lower.x + inset, lower.y, lower.w - 2 * inset, art_h)
    return FaceParts(art, rules, n, laid)


def _cut_short(laid: Laid, lines: int, size: int, width: int) -> Laid:
    """``laid`` kept to its first ``lines`` lines, the last one ending in an ellipsis that fits ``width``."""
    out: Laid = []
    left = lines
    for chunk, weight in laid:
        if left <= 0:
            break
        kept = chunk[:left]
        left -= len(kept)
        out.append((kept, weight))
    last_lines, weight = out[-1]
    if sum(len(c) for c, _ in out) < sum(len(c) for c, _ in laid):
        f = font(size, "bold" if weight == "bold" else "regular")
        line = last_lines[-1]
        while line and f.size(line + "…")[0] > width:
            line = line[:-1].rstrip()
        out[-1] = ((*last_lines[:-1], line + "…"), weight)
    return out


def text_sizes(kind: int, size: tuple[int, int], kw: int | None = None) -> tuple[int, int]:
    """The font sizes (name, rules text) a card of creature ``kind`` at ``size`` is drawn with."""
    kw = CREATURES[kind].keywords if kw is None else kw
    return name_layout(kind, size)[0], face_parts(kind, kw, size).body_size


# --- cards -------------------------------------------------------------------------------------
def _gradient(s: pygame.Surface, rect: pygame.Rect, top: RGB, bottom: RGB) -> None:
    for y in range(rect.h):
        t = y / max(1, rect.h - 1)
        colour = (round(top[0] + (bottom[0] - top[0]) * t), round(top[1] + (bottom[1] - top[1]) * t),
                  round(top[2] + (bottom[2] - top[2]) * t))
        pygame.draw.line(s, colour, (rect.x, rect.y + y), (rect.right - 1, rect.y + y))


def paint_face(key: Hashable, s: pygame.Surface) -> None:
    """A creature card; ``key`` is ("c", kind, power now, keyword bits now)."""
    kind, power, kw = int(key[1]), int(key[2]), int(key[3])  # type: ignore[index]
    creature = CREATURES[kind]
    main, _ = creature_colour(kind)
    size = s.get_size()
    w, h = size
    g = face_geometry(size)
    s.fill(_darker(main, 0.55))
    colours = face_ink()
    pygame.draw.rect(s, colours.ground, g.body, border_radius=max(2, round(w * 0.05)))
    # the name, on up to two lines beside the medallion
    n, lines = name_layout(kind, size)
    for line, place in zip(lines, name_lines(kind, size)):
        label = text(line, n, colours.ink, "bold")
        if label.get_width() > g.name.w:  # only below the floor: squeezed rather than cut
            label = pygame.transform.smoothscale(label, (max(1, g.name.w), label.get_height()))
        s.blit(label, place.topleft)
    # the art
    parts = face_parts(kind, kw, size)
    art = parts.art
    if art.h > 4 and art.w > 4:
        s.blit(emblems.emblem(kind, art.size), art.topleft)
        edge = (0, 0, 0) if theme.look().high_contrast else _darker(main, 0.4)
        pygame.draw.rect(s, edge, art, width=max(1, round(w / (45 if theme.look().high_contrast else 90))))
    # keyword icons along the bottom edge of the art
    bits = keyword_bits(kw) if art.h > 4 else []  # without art the keywords are only spelled out
    icon = g.icon
    if bits:
        gap = max(1, round(icon * 0.12))
        total = len(bits) * icon + (len(bits) - 1) * gap
        if total > art.w:
            icon = max(6, (art.w - (len(bits) - 1) * gap) // len(bits))
            total = len(bits) * icon + (len(bits) - 1) * gap
        x = art.centerx - total // 2
        for bit in bits:
            s.blit(keyword_icon(bit, icon, gained=not creature.keywords & bit), (x, art.bottom - icon * 2 // 3))
            x += icon + gap
    if creature.set == NEW_SERVANTS and art.h > 4:
        _paint_set_badge(s, art, h, _darker(main, 0.45))
    _paint_rules_text(s, parts.rules, parts.body_size, parts.laid)
    _paint_power(s, g.medal, power, creature.power)  # the medallion last, over everything


def _paint_set_badge(s: pygame.Surface, art: pygame.Rect, h: int, colour: RGB) -> None:
    """The New Servants mark in the art's corner: the set's name when there is room, else "NS"."""
    size = max(TEXT_FLOOR, round(h * 0.045))
    mark = text(SET_BADGE, size, WHITE, "bold")
    if mark.get_width() + 8 > art.w * 0.6 or mark.get_height() * 3.5 > art.h:  # the words would hide the art
        mark = text("NS", size, WHITE, "bold")
    box = mark.get_rect().inflate(max(4, size // 2), 2)
    box.topright = (art.right - 2, art.y + 2)
    pygame.draw.rect(s, colour, box, border_radius=box.h // 2)
    s.blit(mark, mark.get_rect(center=box.center))


def _paint_rules_text(s: pygame.Surface, box: pygame.Rect, size: int, laid: Laid) -> None:
    if box.h < 6:
        return
    line_h = rules_line(size)
    y = box.y
    colours = face_ink()
    for lines, weight in laid:
        for i, line in enumerate(lines):
            if y + line_h > box.bottom + line_h // 3:
                return
            if weight == "regular" and i == 0 and line.split(" ", 1)[0] in TRIGGER_WORDS:
                head, _, rest = line.partition(" ")
                a = text(head, size, colours.trigger, "bold")
                s.blit(a, (box.x, y))
                if rest:
                    s.blit(text(rest, size, colours.ink), (box.x + a.get_width() + font(size).size(" ")[0], y))
            elif weight == "bold":
                x = box.x
                for j, part in enumerate(line.split(" \u00b7 ")):
                    tone = colours.gained if part.startswith("+") else colours.ink
                    if j:
                        dot = text(" \u00b7 ", size, colours.dot, "bold")
                        s.blit(dot, (x, y))
                        x += dot.get_width()
                    t = text(part, size, tone, "bold")
                    s.blit(t, (x, y))
                    x += t.get_width()
            else:
                s.blit(text(line, size, colours.ink), (box.x, y))
            y += line_h


def _paint_power(s: pygame.Surface, medal: pygame.Rect, power: int, printed: int) -> None:
    d = medal.w
    if power > printed:
        ring = UP
    elif power < printed:
        ring = DOWN
    else:
        ring = (232, 206, 150)

    def paint(big: pygame.Surface) -> None:
        r = big.get_width() / 2
        pygame.draw.circle(big, ring, (r, r), r)
        pygame.draw.circle(big, INK, (r, r), r * 0.84)

    s.blit(supersample((d, d), paint), medal.topleft)
    digits = str(power)
    size = max(TEXT_FLOOR, round(d * (0.62 if len(digits) == 1 else 0.52)))
    t = text(digits, size, WHITE, "bold")
    s.blit(t, t.get_rect(center=(medal.centerx, medal.centery + max(0, d // 30))))
    if power != printed:
        delta = power - printed
        label = text(f"{delta:+d}", max(TEXT_FLOOR, round(d * 0.34)), WHITE, "bold")
        pill = label.get_rect().inflate(max(4, d // 6), 2)
        pill.midtop = (medal.centerx, medal.bottom - max(2, d // 8))
        pygame.draw.rect(s, ring, pill, border_radius=pill.h // 2)
        s.blit(label, label.get_rect(center=pill.center))


def paint_back(key: Hashable, s: pygame.Surface) -> None:
    """The card back: deep violet, a honeycomb of rings and a Mindbug in the middle."""
    w, h = s.get_size()
    _gradient(s, s.get_rect(), _lighter(BACK, 0.12), _darker(BACK, 0.2))
    step = max(6, round(w / 4.5))
    colour = _lighter(BACK, 0.16)
    lw = max(1, round(w / 80))
    for row, y in enumerate(range(0, h + step, step)):
        for x in range(-step, w + step, step):
            pygame.draw.circle(s, colour, (x + (step // 2 if row % 2 else 0), y), step // 2 - lw, lw)
    inset = max(2, round(w * 0.07))
    pygame.draw.rect(s, (206, 170, 96), s.get_rect().inflate(-inset * 2, -inset * 2), width=max(1, round(w / 50)),
                     border_radius=max(2, round(w * 0.06)))
    token = mindbug_token(round(min(w, h) * 0.5))
    s.blit(token, token.get_rect(center=(w // 2, h // 2)))


def paint_changes(key: Hashable, s: pygame.Surface) -> None:
    """Over a player's own picture of a creature: its power when play changed it, and the
    keywords it gained, as our face shows them."""
    kind, power, kw = int(key[1]), int(key[2]), int(key[3])  # type: ignore[index]
    creature = CREATURES[kind]
    g = face_geometry(s.get_size())
    if power != creature.power:
        _paint_power(s, g.medal, power, creature.power)
    gained = keyword_bits(kw & ~creature.keywords)
    for i, bit in enumerate(gained):
        s.blit(keyword_icon(bit, g.icon, gained=True), (g.body.x + i * (g.icon + 2), g.body.bottom - g.icon))


PACK = PackCards("mindbug", tuple(c.name for c in CREATURES),
                 lambda key: CREATURES[int(key[1])].name if key[0] == "c" else None,  # type: ignore[index]
                 paint_changes)
CARD_ART = CardArt(paint_face, paint_back, border=(22, 16, 28), limit=384, pack=PACK)


def face(kind: int, size: tuple[int, int], power: int | None = None, kw: int | None = None,
         turned: bool = False) -> pygame.Surface:
    """The card of creature ``kind`` at ``size`` showing ``power`` and keywords ``kw`` (printed ones by
    default); ``turned``: a quarter turn clockwise, as an exhausted Tough creature lies."""
    c = CREATURES[kind]
    key = ("c", kind, c.power if power is None else power, c.keywords if kw is None else kw)
    if turned:
        return _cache.get(("turned", key, size, CARD_ART.stamp()),
                          lambda: pygame.transform.rotate(CARD_ART.face(key, size), -90))
    return CARD_ART.face(key, size)


def back(size: tuple[int, int]) -> pygame.Surface:
    return CARD_ART.back("b", size)
