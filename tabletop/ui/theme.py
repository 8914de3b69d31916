"""The look of the app: palette, seat colours with symbols, spacing, fonts, scaling.

Everything is laid out in *design units* for a 1280x800 window and scaled
with :class:`Scale` to the real window, so the app looks the same at any
size. Seat colours always come with a symbol (colour is never the only cue);
:func:`draw_symbol` draws it as a shape, so no font glyph is needed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

Color = tuple[int, int, int]
ColorA = tuple[int, int, int, int]

DESIGN_SIZE = (1280, 800)
MIN_SIZE = (960, 600)

# --- palette: a green felt on a dark walnut table, cream cards, brass trim ------
WOOD_DARK: Color = (34, 23, 16)
WOOD: Color = (66, 44, 29)
WOOD_LIGHT: Color = (104, 71, 45)
WOOD_GRAIN: Color = (54, 36, 24)
FELT: Color = (30, 84, 62)
FELT_LIGHT: Color = (40, 104, 77)
FELT_DARK: Color = (21, 62, 46)
BRASS: Color = (201, 160, 86)
BRASS_DARK: Color = (138, 104, 50)

PANEL: Color = (38, 29, 22)
PANEL_LIGHT: Color = (56, 43, 33)
PANEL_BORDER: Color = (120, 92, 58)
SHADOW: ColorA = (0, 0, 0, 90)
CURTAIN: Color = (24, 18, 14)

TEXT: Color = (244, 236, 220)
TEXT_DIM: Color = (190, 176, 152)
TEXT_MUTED: Color = (140, 128, 110)
TEXT_DARK: Color = (40, 31, 24)
TEXT_ON_BRASS: Color = (36, 25, 14)

CARD_FACE: Color = (248, 242, 228)
CARD_FACE_DIM: Color = (206, 199, 184)
CARD_EDGE: Color = (60, 46, 34)
CARD_BACK: Color = (122, 44, 44)
CARD_BACK_PATTERN: Color = (163, 72, 60)
CARD_BACK_BORDER: Color = (232, 206, 150)

# highlights: legal targets glow gold, the hovered one brighter, a selection is blue
LEGAL: Color = (255, 212, 92)
LEGAL_HOVER: Color = (255, 240, 170)
SELECTED: Color = (92, 200, 255)
SELECTION: Color = (170, 214, 245)  # selected text in a light text field, dark text stays readable
LAST_MOVE: Color = (255, 150, 80)
DANGER: Color = (226, 96, 74)
SUCCESS: Color = (124, 207, 122)
INFO: Color = (120, 180, 230)

BUTTON: Color = (201, 160, 86)
BUTTON_HOVER: Color = (226, 188, 112)
BUTTON_PRESSED: Color = (170, 132, 66)
BUTTON_DISABLED: Color = (92, 80, 66)
BUTTON_SECONDARY: Color = (72, 56, 42)
BUTTON_SECONDARY_HOVER: Color = (94, 74, 56)


#: The palette names a look may change, with the standard values above.
PALETTE_NAMES = (
    "WOOD_DARK", "WOOD", "WOOD_LIGHT", "WOOD_GRAIN", "FELT", "FELT_LIGHT", "FELT_DARK", "BRASS", "BRASS_DARK",
    "PANEL", "PANEL_LIGHT", "PANEL_BORDER", "CURTAIN", "TEXT", "TEXT_DIM", "TEXT_MUTED", "TEXT_DARK",
    "TEXT_ON_BRASS", "CARD_FACE", "CARD_FACE_DIM", "CARD_EDGE", "LEGAL", "LEGAL_HOVER", "SELECTED",
    "BUTTON", "BUTTON_HOVER", "BUTTON_PRESSED", "BUTTON_DISABLED", "BUTTON_SECONDARY", "BUTTON_SECONDARY_HOVER",
)
STANDARD: dict[str, Color] = {name: globals()[name] for name in PALETTE_NAMES}

#: The high-contrast palette: near-black panels and felt, white text, bright brass and edges.
#: Every text colour reads at 7:1 or more on every surface it is drawn on (tested).
HIGH_CONTRAST: dict[str, Color] = {
    **STANDARD,
    "WOOD_DARK": (6, 5, 4),
    "WOOD": (24, 18, 13),
    "WOOD_LIGHT": (60, 46, 34),
    "WOOD_GRAIN": (16, 12, 9),
    "FELT": (8, 30, 22),
    "FELT_LIGHT": (12, 40, 30),
    "FELT_DARK": (4, 20, 14),
    "BRASS": (255, 208, 110),
    "BRASS_DARK": (214, 164, 74),
    "PANEL": (6, 6, 6),
    "PANEL_LIGHT": (34, 34, 34),
    "PANEL_BORDER": (255, 208, 110),
    "CURTAIN": (0, 0, 0),
    "TEXT": (255, 255, 255),
    "TEXT_DIM": (236, 236, 236),
    "TEXT_MUTED": (214, 214, 214),
    "TEXT_DARK": (0, 0, 0),
    "TEXT_ON_BRASS": (0, 0, 0),
    "CARD_FACE": (255, 255, 255),
    "CARD_FACE_DIM": (222, 222, 222),
    "CARD_EDGE": (0, 0, 0),
    "LEGAL": (255, 230, 0),
    "LEGAL_HOVER": (255, 255, 140),
    "SELECTED": (0, 200, 255),
    "BUTTON": (255, 208, 110),
    "BUTTON_HOVER": (255, 232, 170),
    "BUTTON_PRESSED": (220, 170, 70),
    "BUTTON_DISABLED": (60, 60, 60),
    "BUTTON_SECONDARY": (36, 36, 36),
    "BUTTON_SECONDARY_HOVER": (70, 70, 70),
}


@dataclass(frozen=True)
class Look:
    """The player's look settings: ``ui_scale`` multiplies every :class:`Scale`; ``high_contrast``
    picks the :data:`HIGH_CONTRAST` palette."""

    ui_scale: float = 1.0
    high_contrast: bool = False


_look = Look()


def look() -> Look:
    """The look in use (for cache keys of things drawn once)."""
    return _look


def configure(ui_scale: float = 1.0, high_contrast: bool = False) -> None:
    """Apply the player's look: every later :meth:`Scale.for_size` and palette colour follows it.

    The palette colours are this module's names (``theme.TEXT``...), read when drawing, so what is
    drawn from now on takes the new colours; surfaces cached per look are keyed by :func:`look`.
    """
    global _look
    _look = Look(ui_scale, high_contrast)
    globals().update(HIGH_CONTRAST if high_contrast else STANDARD)


@dataclass(frozen=True)
class SeatStyle:
    """A seat's colour and the symbol that always goes with it."""

    color: Color
    symbol: str  # one of SYMBOLS
    label: str  # the colour's name, for screen readers of the log ("Red ●")


SYMBOLS = ("circle", "triangle", "square", "diamond", "star", "hexagon")

#: Okabe-Ito based colours that read on felt and for colour-blind players, each with a shape.
SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((230, 106, 64), "circle", "Red"),
    SeatStyle((86, 180, 233), "triangle", "Blue"),
    SeatStyle((240, 200, 66), "square", "Yellow"),
    SeatStyle((190, 130, 230), "diamond", "Purple"),
    SeatStyle((238, 130, 180), "star", "Pink"),
    SeatStyle((232, 228, 218), "hexagon", "White"),
)


def seat_style(seat: int) -> SeatStyle:
    """The style of ``seat`` (wraps around beyond six seats)."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


# --- spacing (design units) ------------------------------------------------------
PAD = 8
GAP = 12
MARGIN = 20
RADIUS = 10
CARD_RADIUS = 8
BORDER = 2
TOP_BAR_H = 52
LOG_W = 280
BUTTON_H = 44

# --- type (design units) ---------------------------------------------------------
FONT_SIZES = {
    "tiny": 12,
    "small": 14,
    "body": 17,
    "label": 19,
    "heading": 24,
    "title": 34,
    "hero": 56,
}


@dataclass(frozen=True)
class Scale:
    """Maps design units (a 1280x800 layout) onto the real window.

    ``s = Scale.for_size(surface.get_size())``; then ``s(12)`` is 12 design
    units in pixels and ``s.rect(20, 20, 200, 44)`` a scaled rectangle. The
    factor is the smaller of the two axis ratios, so nothing is cut off.
    """

    factor: float = 1.0

    @staticmethod
    def for_size(size: Sequence[int]) -> Scale:
        """The scale for a window of ``size``, times the player's UI scale (:func:`configure`)."""
        return Scale(Scale.for_window(size).factor * _look.ui_scale)

    @staticmethod
    def for_window(size: Sequence[int]) -> Scale:
        """The window's own scale, without the player's UI scale: for room that must not grow with it
        (the log's width, which would take it from the table's cards)."""
        w, h = size[0], size[1]
        return Scale(max(0.35, min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])))

    def __call__(self, value: float) -> int:
        return round(value * self.factor)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self(x), self(y), self(w), self(h))

    def font(self, role: str = "body", weight: str = "regular") -> pygame.font.Font:
        """The bundled font for a text role ("small", "body", "title", ...) at this scale."""
        from tabletop import assets

        return assets.font(self(FONT_SIZES[role]), weight)


def scale(rect: pygame.Rect | Sequence[float], size: Sequence[int]) -> pygame.Rect:
    """A design-unit rectangle scaled to a window of ``size``."""
    s = Scale.for_size(size)
    x, y, w, h = (rect.x, rect.y, rect.w, rect.h) if isinstance(rect, pygame.Rect) else rect
    return s.rect(x, y, w, h)


def lerp_color(a: Sequence[int], b: Sequence[int], t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    t = min(1.0, max(0.0, t))
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


def symbol_points(symbol: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The polygon of a seat symbol (empty for "circle", which is drawn as a circle)."""
    cx, cy = center
    r = radius

    def ring(n: int, start: float, rad: float) -> list[tuple[float, float]]:
        return [
            (cx + rad * math.cos(start + 2 * math.pi * i / n), cy + rad * math.sin(start + 2 * math.pi * i / n))
            for i in range(n)
        ]

    if symbol == "circle":
        return []
    if symbol == "triangle":
        return ring(3, -math.pi / 2, r * 1.1)
    if symbol == "square":
        k = r * 0.85
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if symbol == "diamond":
        return ring(4, -math.pi / 2, r * 1.1)
    if symbol == "star":
        outer = ring(5, -math.pi / 2, r * 1.15)
        inner = ring(5, -math.pi / 2 + math.pi / 5, r * 0.5)
        return [p for pair in zip(outer, inner) for p in pair]
    if symbol == "hexagon":
        return ring(6, 0, r)
    raise ValueError(f"unknown symbol {symbol!r}; known: {', '.join(SYMBOLS)}")


def draw_symbol(
    surface: pygame.Surface,
    symbol: str,
    center: tuple[float, float],
    radius: float,
    color: Sequence[int],
    outline: Sequence[int] | None = WOOD_DARK,
) -> None:
    """Draw a seat symbol filled with ``color`` and a thin dark outline."""
    width = max(1, int(radius / 5))
    if symbol == "circle":
        pos = (int(center[0]), int(center[1]))
        pygame.draw.circle(surface, color, pos, int(radius))
        if outline is not None:
            pygame.draw.circle(surface, outline, pos, int(radius), width)
        return
    points = symbol_points(symbol, center, radius)
    pygame.draw.polygon(surface, color, points)
    if outline is not None:
        pygame.draw.polygon(surface, outline, points, width)


def draw_seat_marker(surface: pygame.Surface, seat: int, center: tuple[float, float], radius: float) -> None:
    """Draw ``seat``'s symbol in its colour: the double cue used next to names."""
    style = seat_style(seat)
    draw_symbol(surface, style.symbol, center, radius, style.color)
