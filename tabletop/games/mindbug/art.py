"""The look of Mindbug: creature cards, keyword icons, the Mindbug token and life hearts.

Everything is drawn procedurally (shapes at 3x, scaled down) and cached per
size, so it stays sharp at any window size and costs a blit per frame.

A creature card shows its current power in a medallion (green when an
effect raises it, red when one lowers it, the change in a pill beneath:
"7" and "+2"), its name, a coloured art window with the creature's monogram,
one icon per keyword it has now, and a text box with the keywords spelled
out (a keyword it only has because of an effect is marked "+") and the
effect text. Keywords are double-coded: each has a colour and a symbol of
its own (Frenzy: double chevron, Hunter: crosshair, Poisonous: drop,
Sneaky: eye mask, Tough: shield).
"""

from __future__ import annotations

import colorsys
import math
import zlib
from collections.abc import Hashable

import pygame

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
from tabletop.ui.cards import CardArt, SurfaceCache, font, supersample, text, wrap

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


def monogram(kind: int) -> str:
    """One or two capitals for the art window ("Axolotl Healer" -> "AH", "The Lurker" -> "L")."""
    words = [w for w in CREATURES[kind].name.replace("-", " ").split() if w.lower() != "the"]
    if len(words) == 1:
        return words[0][0].upper()
    return (words[0][0] + words[1][0]).upper()


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
def _fit_lines(content: str, width: int, height: int, start: int, floor: int, weight: str,
               max_lines: int = 99) -> tuple[int, tuple[str, ...]]:
    """The largest size (from ``start`` down to ``floor``) at which ``content`` wraps into the box."""
    size = start
    while True:
        lines = wrap(content, size, width, weight)
        line_h = font(size, weight).get_linesize()
        fits = len(lines) <= max_lines and len(lines) * line_h <= height and all(
            font(size, weight).size(line)[0] <= width for line in lines)
        if fits or size <= floor:
            return size, lines
        size -= 1


# --- cards -------------------------------------------------------------------------------------
def _gradient(s: pygame.Surface, rect: pygame.Rect, top: RGB, bottom: RGB) -> None:
    for y in range(rect.h):
        t = y / max(1, rect.h - 1)
        colour = (round(top[0] + (bottom[0] - top[0]) * t), round(top[1] + (bottom[1] - top[1]) * t),
                  round(top[2] + (bottom[2] - top[2]) * t))
        pygame.draw.line(s, colour, (rect.x, rect.y + y), (rect.right - 1, rect.y + y))


def _art_window(s: pygame.Surface, rect: pygame.Rect, kind: int) -> None:
    """The creature's art: its colour, a pattern of its own and its monogram."""
    main, dark = creature_colour(kind)
    _gradient(s, rect, _lighter(main, 0.25), _darker(main, 0.15))
    seed = zlib.crc32(CREATURES[kind].key.encode())
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    shape = seed % 3
    for i in range(9):
        x = (seed >> (i * 3)) % 100 / 100 * rect.w
        y = (seed >> (i * 2 + 5)) % 100 / 100 * rect.h
        r = max(2, round(min(rect.w, rect.h) * (0.12 + (i % 3) * 0.07)))
        colour = (*_lighter(main, 0.5), 60) if i % 2 else (*dark, 50)
        if shape == 0:
            pygame.draw.circle(layer, colour, (round(x), round(y)), r)
        elif shape == 1:
            pygame.draw.polygon(layer, colour, [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)])
        else:
            pygame.draw.rect(layer, colour, pygame.Rect(round(x - r / 2), round(y - r / 2), r, r), border_radius=r // 4)
    s.blit(layer, rect.topleft)
    letters = monogram(kind)
    size = round(min(rect.h * 0.62, rect.w * (0.5 if len(letters) > 1 else 0.62)))
    if size >= 6:
        shade = text(letters, size, _darker(dark, 0.3), "bold")
        face = text(letters, size, WHITE, "bold")
        off = max(1, size // 22)
        centre = (rect.centerx, rect.centery)
        s.blit(shade, shade.get_rect(center=(centre[0] + off, centre[1] + off)))
        s.blit(face, face.get_rect(center=centre))


def paint_face(key: Hashable, s: pygame.Surface) -> None:
    """A creature card; ``key`` is ("c", kind, power now, keyword bits now)."""
    kind, power, kw = int(key[1]), int(key[2]), int(key[3])  # type: ignore[index]
    creature = CREATURES[kind]
    main, _ = creature_colour(kind)
    w, h = s.get_size()
    s.fill(_darker(main, 0.55))
    m = max(2, round(w * 0.035))
    body = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(s, CREAM, body, border_radius=max(2, round(w * 0.05)))
    # power medallion and name
    d = round(w * 0.3)
    medal = pygame.Rect(m + round(w * 0.02), m + round(w * 0.02), d, d)
    name_box = pygame.Rect(medal.right + round(w * 0.03), body.y + round(w * 0.015), body.right - medal.right - round(w * 0.05),
                           d)
    size, lines = _fit_lines(creature.name, name_box.w, name_box.h, max(8, round(h * 0.074)), max(6, round(h * 0.05)),
                             "bold", max_lines=2)
    line_h = font(size, "bold").get_linesize()
    y = name_box.centery - len(lines) * line_h // 2
    for line in lines:
        label = text(line, size, INK, "bold")
        if label.get_width() > name_box.w:
            label = pygame.transform.smoothscale(label, (name_box.w, label.get_height()))
        s.blit(label, (name_box.x, y))
        y += line_h
    # art window
    art_top = medal.bottom + round(h * 0.012)
    text_top = round(h * 0.56)
    art = pygame.Rect(body.x + round(w * 0.04), art_top, body.w - round(w * 0.08), text_top - art_top - round(h * 0.01))
    if art.h > 4 and art.w > 4:
        _art_window(s, art, kind)
        pygame.draw.rect(s, _darker(main, 0.4), art, width=max(1, round(w / 90)))
    # keyword icons along the bottom edge of the art
    bits = keyword_bits(kw)
    icon = max(8, round(w * 0.2))
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
    if creature.set == NEW_SERVANTS:
        mark = text("NS", max(6, round(h * 0.04)), WHITE, "bold")
        box = mark.get_rect().inflate(4, 2)
        box.topright = (art.right - 2, art.y + 2)
        pygame.draw.rect(s, _darker(main, 0.45), box, border_radius=box.h // 2)
        s.blit(mark, mark.get_rect(center=box.center))
    # the text box: keywords spelled out, then the effect
    box = pygame.Rect(body.x + round(w * 0.05), text_top + round(icon / 3) + round(h * 0.01), body.w - round(w * 0.1), 0)
    box.h = body.bottom - round(h * 0.02) - box.y
    _paint_rules_text(s, box, creature.keywords, kw, creature.text, h)
    # the medallion last, over everything
    _paint_power(s, medal, power, creature.power)


def _paint_rules_text(s: pygame.Surface, box: pygame.Rect, printed: int, kw: int, effect: str, h: int) -> None:
    words = []
    for bit in keyword_bits(kw):
        words.append(("+" if not printed & bit else "") + KEYWORD_NAME[bit])
    kw_line = " \u00b7 ".join(words)
    start = max(7, round(h * 0.06))
    floor = max(6, round(h * 0.042))
    chunks: list[tuple[str, str, RGB]] = []
    if kw_line:
        chunks.append((kw_line, "bold", INK))
    if effect:
        chunks.append((effect, "regular", INK))
    if not chunks or box.h < 6:
        return
    size = start
    while True:
        laid = [(wrap(c, size, box.w, weight), weight, colour) for c, weight, colour in chunks]
        total = sum(len(lines) for lines, _, _ in laid) * font(size).get_linesize()
        if total <= box.h or size <= floor:
            break
        size -= 1
    line_h = font(size).get_linesize()
    y = box.y
    for lines, weight, colour in laid:
        for i, line in enumerate(lines):
            if y + line_h > box.bottom + line_h // 3:
                return
            if weight == "regular" and i == 0 and line.split(" ", 1)[0] in TRIGGER_WORDS:
                head, _, rest = line.partition(" ")
                a = text(head, size, (122, 38, 40), "bold")
                s.blit(a, (box.x, y))
                if rest:
                    s.blit(text(rest, size, colour), (box.x + a.get_width() + font(size).size(" ")[0], y))
            elif weight == "bold":
                x = box.x
                for j, part in enumerate(line.split(" \u00b7 ")):
                    tone = GAINED if part.startswith("+") else colour
                    if j:
                        dot = text(" \u00b7 ", size, (120, 110, 100), "bold")
                        s.blit(dot, (x, y))
                        x += dot.get_width()
                    t = text(part, size, tone, "bold")
                    s.blit(t, (x, y))
                    x += t.get_width()
            else:
                s.blit(text(line, size, colour), (box.x, y))
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
    size = round(d * (0.62 if len(digits) == 1 else 0.52))
    t = text(digits, size, WHITE, "bold")
    s.blit(t, t.get_rect(center=(medal.centerx, medal.centery + max(0, d // 30))))
    if power != printed:
        delta = power - printed
        label = text(f"{delta:+d}", max(7, round(d * 0.34)), WHITE, "bold")
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


CARD_ART = CardArt(paint_face, paint_back, border=(22, 16, 28), limit=384)


def face(kind: int, size: tuple[int, int], power: int | None = None, kw: int | None = None,
         turned: bool = False) -> pygame.Surface:
    """The card of creature ``kind`` at ``size`` showing ``power`` and keywords ``kw`` (printed ones by
    default); ``turned``: a quarter turn clockwise, as an exhausted Tough creature lies."""
    c = CREATURES[kind]
    key = ("c", kind, c.power if power is None else power, c.keywords if kw is None else kw)
    if turned:
        return _cache.get(("turned", key, size), lambda: pygame.transform.rotate(CARD_ART.face(key, size), -90))
    return CARD_ART.face(key, size)


def back(size: tuple[int, int]) -> pygame.Surface:
    return CARD_ART.back("b", size)
