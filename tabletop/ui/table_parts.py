"""Pieces every game's table draws: pills, buttons, panels and the static layer.

Each game's ``scene.py`` decides sizes, colours and places; these functions
draw the shapes the same way on every table and cache what can be cached.
Text helpers (``text``, ``fit_text``, ``wrap``, ``font_size``) and card
sprites live in :mod:`tabletop.ui.cards`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import Colour, SurfaceCache, draw_glow, fit_text, font, shrink_floor, wrap

_panels = SurfaceCache(limit=256)


def draw_pill(
    surface: pygame.Surface,
    label: pygame.Surface,
    fill: Colour,
    pad: tuple[int, int],
    *,
    border: Colour | None = None,
    border_width: int = 1,
    within: pygame.Rect | None = None,
    **anchor: tuple[int, int],
) -> pygame.Rect:
    """``label`` on a rounded pill grown by ``pad``, placed by one rect anchor (``midleft=(x, y)``...).

    ``within`` keeps the pill inside a rectangle; returns where it was drawn.
    """
    box = label.get_rect().inflate(*pad)
    for name, pos in anchor.items():
        setattr(box, name, pos)
    if within is not None:
        box.clamp_ip(within)
    pygame.draw.rect(surface, fill, box, border_radius=box.h // 2)
    if border is not None:
        pygame.draw.rect(surface, border, box, width=border_width, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def draw_reason(surface: pygame.Surface, reason: pygame.Surface, midbottom: tuple[int, int], unit: float,
                within: pygame.Rect) -> pygame.Rect:
    """Why a drop is refused, on a red pill above the dragged card (``midbottom``), inside ``within``."""
    return draw_pill(surface, reason, theme.DANGER, (round(16 * unit), round(8 * unit)), within=within,
                     midbottom=midbottom)


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    size: int,
    *,
    hover: bool,
    focus: bool,
    primary: bool = True,
    outline: int = 0,
    room: int = 0,
) -> None:
    """A table's button (Pass, a prompt's answer): brass when ``primary``, else plain.

    ``outline`` is the width of an edge line (0: none); ``focus`` draws the keyboard
    focus ring; the label shrinks to keep ``room`` pixels free across the button, and a label too long
    for one line even at the floor for text goes onto two lines where the button is tall enough.
    """
    if primary:
        fill = theme.BUTTON_HOVER if hover else theme.BUTTON
        fg = theme.TEXT_ON_BRASS
    else:
        fill = theme.BUTTON_SECONDARY_HOVER if hover else theme.BUTTON_SECONDARY
        fg = theme.TEXT
    radius = rect.h // 3
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if outline:
        edge = theme.BRASS_DARK if primary else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, rect, width=outline, border_radius=radius)
    if focus:
        pygame.draw.rect(surface, theme.SELECTED, rect.inflate(6, 6), width=3, border_radius=radius + 3)
    lines = two_lines(label, size, rect.w - room, rect.h)
    if lines is None:
        t = fit_text(label, size, fg, rect.w - room, "bold")
        surface.blit(t, t.get_rect(center=rect.center))
        return
    box = lines_box(lines, fg, rect.w - room, "bold")
    box.center = rect.center
    blit_lines(surface, lines, fg, rect.w - room, "bold", box)


def lines_box(lines: tuple[int, tuple[str, str]], colour: Colour, width: int, weight: str) -> pygame.Rect:
    """The rectangle (at the origin) that two lines of :func:`two_lines`, fitted to ``width``, take."""
    n, pair = lines
    labels = [fit_text(line, n, colour, width, weight) for line in pair]
    return pygame.Rect(0, 0, max(label.get_width() for label in labels),
                       font(n, weight).get_linesize() + labels[1].get_height())


def blit_lines(surface: pygame.Surface, lines: tuple[int, tuple[str, str]], colour: Colour, width: int,
               weight: str, box: pygame.Rect) -> None:
    """Two lines of :func:`two_lines`, each fitted to ``width`` and centred, from the top of ``box``."""
    n, pair = lines
    step = font(n, weight).get_linesize()
    for i, line in enumerate(pair):
        label = fit_text(line, n, colour, width, weight)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.top + i * step)))


@lru_cache(maxsize=1024)  # asked every frame of a status line or a button
def two_lines(label: str, size: int, width: int, height: int, weight: str = "bold") -> tuple[int, tuple[str, str]] | None:
    """``label`` on two lines (their size and words) when it does not fit ``width`` on one line at the least
    size it may shrink to but two lines of that size fit ``height``; else None (one line). A button's label
    by default, in its bold."""
    floor = shrink_floor(size)
    if font(floor, weight).size(label)[0] <= width or 2 * font(floor, weight).get_linesize() > height:
        return None
    for n in range(int(size), floor - 1, -1):
        if 2 * font(n, weight).get_linesize() > height:
            continue
        lines = wrap(label, n, width, weight)
        if len(lines) <= 2 or n == floor:
            break
    if len(lines) < 2:
        return None
    return n, (lines[0], " ".join(lines[1:]))  # what is still too long is elided on the second line


def panel_surface(size: tuple[int, int], fill: Colour, border: Colour, width: int, radius: int) -> pygame.Surface:
    """A rounded panel of ``size``: ``fill`` (with alpha) inside a ``border`` line ``width`` thick (cached)."""

    def make() -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, fill, s.get_rect(), border_radius=radius)
        pygame.draw.rect(s, border, s.get_rect(), width=width, border_radius=radius)
        return s

    return _panels.get(("panel", size, tuple(fill), tuple(border), width, radius), make)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, unit: float, active: bool = False) -> None:
    """A table's rounded panel (a seat, a scoreboard) over ``rect``; ``active`` glows brass (that seat's turn)."""
    radius = max(6, round(12 * unit))
    if active:
        draw_glow(surface, rect, theme.BRASS, max(2, round(3 * unit)))
        panel = panel_surface(rect.size, (*theme.PANEL, 210), theme.BRASS, max(2, round(3 * unit)), radius)
    else:
        panel = panel_surface(rect.size, (*theme.PANEL, 205), theme.PANEL_BORDER, max(1, round(unit)), radius)
    surface.blit(panel, rect.topleft)


def draw_status(surface: pygame.Surface, status: tuple[str, Colour], size: int, width: int, height: int = 0,
                **anchor: tuple[int, int]) -> pygame.Rect:
    """A table's status line (:meth:`DragTable.status`), fitted to ``width`` and placed by one anchor.

    Where the table gives it ``height`` for two lines, a message too long for one line at the least size
    it may shrink to goes onto two (see :func:`two_lines`) rather than being cut short.
    """
    message, colour = status
    lines = two_lines(message, size, width, height, "semibold")
    if lines is None:
        label = fit_text(message, size, colour, width, "semibold")
        box = label.get_rect(**anchor)
        surface.blit(label, box)
        return box
    box = lines_box(lines, colour, width, "semibold")
    for name, point in anchor.items():
        setattr(box, name, point)
    blit_lines(surface, lines, colour, width, "semibold", box)
    return box


class StaticLayer:
    """What a table draws the same way every frame until its layout or turn changes.

    ``blit`` composes it once per ``key`` into one opaque surface as large as the
    rectangle's bottom-right corner (so the painting code keeps screen
    coordinates) and then only blits that; ``keep`` layers are kept for keys
    that come back. With ``backdrop`` the layer starts from what the surface
    shows under the rectangle (the host's felt) when it is made.
    """

    def __init__(self, keep: int = 1) -> None:
        self._layers = SurfaceCache(limit=keep)

    def blit(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        key: Hashable,
        paint: Callable[[pygame.Surface], None],
        backdrop: bool = False,
    ) -> None:
        def make() -> pygame.Surface:
            layer = pygame.Surface((rect.right, rect.bottom))
            if backdrop:
                layer.blit(surface, rect.topleft, area=rect)
            paint(layer)
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                layer = layer.convert()
            return layer

        surface.blit(self._layers.get((key, tuple(rect), theme.look()), make), rect.topleft, area=rect)

    def clear(self) -> None:
        self._layers.clear()
