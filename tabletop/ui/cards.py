"""Card sprites for every game: a rounded card with a face or a back, a soft
shadow and a highlight ring.

A game supplies painters that draw a card's face (or back) into a plain
rectangular surface; this module rounds its corners, frames it and caches the
result per ``(key, size)``, so a table can blit dozens of cards a frame
without drawing anything twice. Text is cached the same way.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import lru_cache
from pathlib import Path
from typing import Protocol

import pygame

from tabletop.ui import theme

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Painter = Callable[[pygame.Surface], None]
"""Draws a card's content into a surface of the card's size (corners are rounded afterwards)."""


class SurfaceCache:
    """A least-recently-used cache of rendered surfaces, bounded by count and by pixel memory.

    ``limit`` caps how many surfaces are kept, ``max_bytes`` how much pixel memory they hold
    together (the newest surface is always kept), so that many window sizes or scales in one
    session cannot make the app grow without end.
    """

    DEFAULT_BYTES = 8 * 2**20

    def __init__(self, limit: int = 512, max_bytes: int = DEFAULT_BYTES) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._bytes = 0

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._items.get(key)
        if surface is None:
            surface = make()
            self._items[key] = surface
            self._bytes += surface_bytes(surface)
            while len(self._items) > 1 and (len(self._items) > self.limit or self._bytes > self.max_bytes):
                _, old = self._items.popitem(last=False)
                self._bytes -= surface_bytes(old)
        else:
            self._items.move_to_end(key)
        return surface

    @property
    def bytes(self) -> int:
        """The pixel memory the cached surfaces hold."""
        return self._bytes

    def clear(self) -> None:
        self._items.clear()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._items)


def surface_bytes(surface: pygame.Surface) -> int:
    """The pixel memory of ``surface``."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


# --- fonts and text ---------------------------------------------------------
_FONT_FILES = {"regular": "Inter-Regular.otf", "semibold": "Inter-SemiBold.otf", "bold": "Inter-Bold.otf"}
_fonts: dict[tuple[int, str], pygame.font.Font] = {}
_text_cache = SurfaceCache(limit=1024, max_bytes=4 * 2**20)


def _fonts_dir() -> Path | None:
    for parent in Path(__file__).resolve().parents:
        for candidate in (parent / "art" / "fonts", parent / "_data" / "art" / "fonts"):
            if (candidate / _FONT_FILES["regular"]).exists():
                return candidate
    return None


def font(size: int, weight: str = "regular") -> pygame.font.Font:
    """The bundled font at ``size`` pixels; uses the app's asset loader when there is one."""
    size = max(6, int(size))
    key = (size, weight)
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    loaded: pygame.font.Font | None = None
    try:
        from tabletop import assets  # the app shell's loader (frozen builds, wheels)

        loaded = assets.font(size, weight)
    except Exception:  # noqa: BLE001 - fall back to the checkout's fonts
        loaded = None
    if loaded is None:
        if not pygame.font.get_init():
            pygame.font.init()
        folder = _fonts_dir()
        name = _FONT_FILES.get(weight, _FONT_FILES["regular"])
        loaded = pygame.font.Font(str(folder / name) if folder else None, size)
    _fonts[key] = loaded
    return loaded


TEXT_FLOOR = 11
"""The smallest font size, in pixels, that a word on a table is drawn at: smaller text is not read but guessed."""


def text(content: str, size: int, colour: Colour, weight: str = "regular") -> pygame.Surface:
    """``content`` rendered once and cached (antialiased, transparent background)."""
    key = (content, int(size), tuple(colour), weight)
    return _text_cache.get(key, lambda: font(size, weight).render(content, True, colour))


def fit_text(content: str, size: int, colour: Colour, max_width: int, weight: str = "regular") -> pygame.Surface:
    """Like :func:`text`, shrinking the size (down to 60%, never under :data:`TEXT_FLOOR`) and then eliding to
    fit ``max_width``."""
    key = ("fit", content, int(size), tuple(colour), int(max_width), weight)
    return _text_cache.get(key, lambda: _fit_text(content, size, colour, max_width, weight))


def shrink_floor(size: int) -> int:
    """The least size text asked for at ``size`` may shrink to: 60% of it, never under the floor for text
    (text asked for under the floor is not shrunk at all)."""
    return max(min(int(size), TEXT_FLOOR), int(size * 0.6))


def shrunk_size(size: int, width_at: Callable[[int], int], max_width: int) -> int:
    """The largest size from ``size`` down to :func:`shrink_floor` at which ``width_at(size)`` is at most
    ``max_width``; the floor itself if none is."""
    current = int(size)
    while current > shrink_floor(size) and width_at(current) > max_width:
        current -= 1
    return current


def fitting_size(content: str, size: int, max_width: int, weight: str = "regular") -> int | None:
    """The largest size from ``size`` down to :func:`shrink_floor` at which ``content`` fits ``max_width``;
    None if it does not fit even there (for a label better left out than cut short)."""
    current = shrunk_size(size, lambda s: font(s, weight).size(content)[0], max_width)
    return current if font(current, weight).size(content)[0] <= max_width else None


def _fit_text(content: str, size: int, colour: Colour, max_width: int, weight: str) -> pygame.Surface:
    fitting = fitting_size(content, size, max_width, weight)
    if fitting is not None:
        return text(content, fitting, colour, weight)
    current = shrink_floor(size)
    trimmed = content
    while len(trimmed) > 1 and font(current, weight).size(trimmed + "…")[0] > max_width:
        trimmed = trimmed[:-1]
    return text(trimmed + "…", current, colour, weight)


def font_size(unit: float, design: int, floor: int) -> int:
    """A font size: ``design`` pixels scaled by a table's ``unit``, never below ``floor`` (legible when small)."""
    return max(floor, round(design * unit))


@lru_cache(maxsize=2048)
def wrap(content: str, size: int, width: int, weight: str = "regular") -> tuple[str, ...]:
    """``content`` split into lines no wider than ``width`` at ``size`` (a long word stays whole)."""
    f = font(size, weight)
    lines: list[str] = []
    line = ""
    for word in content.split():
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return tuple(lines)


# --- shapes -----------------------------------------------------------------
def card_radius(size: tuple[int, int]) -> int:
    """Corner radius that looks right for a card of ``size``."""
    return max(3, round(min(size) * 0.09))


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White rounded rectangle on transparent: multiply a surface by it to round its corners."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    return mask


def supersample(size: tuple[int, int], painter: Painter, factor: int = 3) -> pygame.Surface:
    """Paint at ``factor`` times the size and scale down smoothly: cheap antialiasing for shapes."""
    w, h = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((w * factor, h * factor), pygame.SRCALPHA)
    painter(big)
    return pygame.transform.smoothscale(big, (w, h))


def render_card(
    size: tuple[int, int],
    painter: Painter,
    border: Colour | None = (30, 30, 36),
    border_width: int | None = None,
    outline: Colour | None = None,
) -> pygame.Surface:
    """A card of ``size``: ``painter``'s content with rounded corners and a thin frame.

    ``outline`` rings the frame with a second colour at the card's very edge (the high-contrast
    look: a light line that parts a dark card from the dark felt, the dark frame inside it).
    """
    w, h = max(4, size[0]), max(4, size[1])
    radius = card_radius((w, h))
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    painter(body)
    body.blit(rounded_mask((w, h), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if border is not None:
        width = border_width if border_width is not None else max(1, round(min(w, h) / 60))
        edge = max(1, round(min(w, h) / 70)) if outline is not None else 0

        def paint_frame(s: pygame.Surface) -> None:
            if outline is not None:
                pygame.draw.rect(s, outline, s.get_rect(), width=(edge + width) * 3, border_radius=radius * 3)
            inner = s.get_rect().inflate(-edge * 6, -edge * 6)
            pygame.draw.rect(s, border, inner, width=width * 3, border_radius=max(0, radius - edge) * 3)

        body.blit(supersample((w, h), paint_frame), (0, 0))
    return body


#: The high-contrast card frame: black, twice as thick, inside a white edge.
HIGH_CONTRAST_FRAME: Colour = (0, 0, 0)
HIGH_CONTRAST_EDGE: Colour = (255, 255, 255)


def frame_for(size: tuple[int, int], border: Colour | None) -> tuple[Colour | None, int | None, Colour | None]:
    """The frame a card of ``size`` gets in the look in use: (colour, width, outer edge colour)."""
    if border is None or not theme.look().high_contrast:
        return border, None, None
    return HIGH_CONTRAST_FRAME, max(2, round(min(size) / 30)), HIGH_CONTRAST_EDGE


_shadows = SurfaceCache(limit=128, max_bytes=4 * 2**20)
_glows = SurfaceCache(limit=128, max_bytes=4 * 2**20)


def shadow(size: tuple[int, int], spread: int | None = None, alpha: int = 110) -> pygame.Surface:
    """A soft shadow for a card of ``size``; blit it at ``shadow_offset``."""
    spread = spread if spread is not None else max(3, round(min(size) * 0.08))
    key = (size, spread, alpha)

    def make() -> pygame.Surface:
        w, h = size[0] + spread * 2, size[1] + spread * 2
        base = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(
            base,
            (0, 0, 0, alpha),
            pygame.Rect(spread, spread, size[0], size[1]),
            border_radius=card_radius(size),
        )
        small = pygame.transform.smoothscale(base, (max(1, w // 4), max(1, h // 4)))
        return pygame.transform.smoothscale(small, (w, h))

    return _shadows.get(key, make)


def shadow_offset(size: tuple[int, int], lift: float = 1.0) -> tuple[int, int]:
    """Where to blit :func:`shadow` relative to the card's top-left corner."""
    spread = max(3, round(min(size) * 0.08))
    drop = round(min(size) * 0.04 * lift)
    return (-spread + drop // 2, -spread + drop)


def glow(size: tuple[int, int], colour: Colour, width: int | None = None) -> pygame.Surface:
    """A highlight ring around a card of ``size`` (blit at ``-pad, -pad``, pad = :func:`glow_pad`)."""
    width = width if width is not None else max(2, round(min(size) * 0.045))
    key = (size, tuple(colour), width)

    def make() -> pygame.Surface:
        pad = glow_pad(size, width)
        w, h = size[0] + pad * 2, size[1] + pad * 2
        radius = card_radius(size) + pad

        def paint(s: pygame.Surface) -> None:
            k = 3
            outer = pygame.Rect(0, 0, w * k, h * k)
            pygame.draw.rect(s, (*colour[:3], 60), outer, border_radius=radius * k)
            gap = pad - width - 1  # the ring sits one pixel outside the card
            ring = outer.inflate(-gap * 2 * k, -gap * 2 * k)
            ring_radius = card_radius(size) + width + 1
            pygame.draw.rect(s, (*colour[:3], 255), ring, width=width * k, border_radius=ring_radius * k)
            inner = outer.inflate(-pad * 2 * k, -pad * 2 * k)
            pygame.draw.rect(s, (0, 0, 0, 0), inner, border_radius=card_radius(size) * k)

        return supersample((w, h), paint)

    return _glows.get(key, make)


def glow_pad(size: tuple[int, int], width: int | None = None) -> int:
    width = width if width is not None else max(2, round(min(size) * 0.045))
    return width * 2 + 2


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int | None = None) -> None:
    """A :func:`glow` ring round ``rect`` (a legal place, the seat to act, a card that flashes)."""
    pad = glow_pad(rect.size, width)
    surface.blit(glow(rect.size, colour, width), (rect.x - pad, rect.y - pad))


class PackFaces(Protocol):
    """A player's art pack for a game's faces (:class:`tabletop.ui.art_pack.PackCards`)."""

    def stamp(self) -> int:
        """Changes whenever the pack may have changed."""

    def face(self, key: Hashable, size: tuple[int, int], border: Colour | None) -> pygame.Surface | None:
        """The pack's face for ``key`` at ``size``, or None: the card has no picture."""


class CardArt:
    """Rendered faces and backs of one game's cards, cached per key, size and the player's look.

    ``face(key, surface)`` and ``back(key, surface)`` paint a card; keys are
    whatever identifies a look (e.g. ``("orcs", 3)``). With a ``pack``, a card
    whose picture the player's art pack holds shows that picture instead. In the
    high-contrast look every card, a pack's picture too, is framed thick and black
    inside a white edge (:func:`frame_for`), and the painters may read
    :func:`tabletop.ui.theme.look` for their own parts.
    """

    def __init__(
        self,
        face: Callable[[Hashable, pygame.Surface], None],
        back: Callable[[Hashable, pygame.Surface], None],
        border: Colour | None = (30, 30, 36),
        limit: int = 256,
        pack: PackFaces | None = None,
    ) -> None:
        self._face = face
        self._back = back
        self.border = border
        self.pack = pack
        self._cache = SurfaceCache(limit)

    def stamp(self) -> int | None:
        """What a cache of images made from these faces keys on besides the key and size."""
        return self.pack.stamp() if self.pack is not None else None

    def face(self, key: Hashable, size: tuple[int, int]) -> pygame.Surface:
        return self._cache.get(("face", key, size, self.stamp(), theme.look()), lambda: self._make_face(key, size))

    def _make_face(self, key: Hashable, size: tuple[int, int]) -> pygame.Surface:
        picture = self.pack.face(key, size, self.border) if self.pack is not None else None
        if picture is None:
            return self._render(size, lambda s: self._face(key, s))
        if not theme.look().high_contrast:
            return picture

        def paint(s: pygame.Surface) -> None:  # the pack's picture, framed strongly
            s.blit(picture, (0, 0))

        return self._render(size, paint)

    def back(self, key: Hashable, size: tuple[int, int]) -> pygame.Surface:
        return self._cache.get(("back", key, size, theme.look()), lambda: self._render(size, lambda s: self._back(key, s)))

    def _render(self, size: tuple[int, int], painter: Painter) -> pygame.Surface:
        border, width, edge = frame_for(size, self.border)
        return render_card(size, painter, border, width, edge)

    def clear(self) -> None:
        self._cache.clear()


def blit_card(
    surface: pygame.Surface,
    card: pygame.Surface,
    rect: pygame.Rect,
    lift: float = 1.0,
    highlight: Colour | None = None,
    with_shadow: bool = True,
) -> None:
    """Blit ``card`` at ``rect.topleft`` with its shadow and an optional highlight ring."""
    size = card.get_size()
    if with_shadow:
        dx, dy = shadow_offset(size, lift)
        surface.blit(shadow(size), (rect.x + dx, rect.y + dy))
    if highlight is not None:
        pad = glow_pad(size)
        surface.blit(glow(size, highlight), (rect.x - pad, rect.y - pad))
    surface.blit(card, rect.topleft)
