"""A seat's panel: who sits there and how they stand, drawn the same way at every table.

:func:`draw_seat_panel` draws a :class:`SeatInfo` into a rectangle: the seat's
marker (its colour with its symbol, or the game's own badge), its name, its
team as a coloured badge with the team's letter (colour is never the only
cue), a subtitle, status chips ("caller", "passed"), counts ("12 cards") and
a score, on a rounded panel that glows brass when it is that seat's turn. It
returns the part of the panel left free below the header, where the game
draws the seat's cards. The panel is rendered once per (info, size, unit) and
then only blitted.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import (
    TEXT_FLOOR,
    Colour,
    SurfaceCache,
    draw_glow,
    fit_text,
    font,
    font_size,
    shrunk_size,
    text,
)
from tabletop.ui.table_parts import draw_pill, panel_surface

Marker = Callable[[pygame.Surface, pygame.Rect], None]
"""Draws a seat's badge into a square (a game's own emblem instead of the seat symbol)."""

#: Team colours, each always shown with the team's letter.
TEAM_COLOURS: tuple[theme.Color, ...] = (
    (0, 158, 115),  # A: green-teal
    (213, 94, 0),  # B: vermilion
    (0, 114, 178),  # C: blue
    (204, 121, 167),  # D: mauve
    (230, 159, 0),  # E: orange
    (120, 120, 120),  # F: grey
)

TONES: dict[str, tuple[theme.Color, theme.Color]] = {
    "brass": (theme.BRASS, theme.TEXT_ON_BRASS),
    "good": (theme.SUCCESS, theme.TEXT_DARK),
    "bad": (theme.DANGER, theme.TEXT),
    "info": (theme.INFO, theme.TEXT_DARK),
    "muted": (theme.BUTTON_DISABLED, theme.TEXT),
    "legal": (theme.LEGAL, theme.TEXT_ON_BRASS),
}
"""A chip's fill and text colours by its tone."""


def team_letter(team: int) -> str:
    return chr(ord("A") + team)


def team_colour(team: int) -> theme.Color:
    return TEAM_COLOURS[team % len(TEAM_COLOURS)]


@dataclass(frozen=True)
class Chip:
    """A short status word on a coloured pill ("caller", "passed", "to play")."""

    label: str
    tone: str = "brass"  # a key of TONES
    short: str = ""
    """A shorter label for a panel with no room for ``label`` (none: the chip is left out there)."""


@dataclass(frozen=True)
class Count:
    """A number the seat has, with what it counts ("12" "cards")."""

    value: int | str
    label: str


@dataclass(frozen=True)
class SeatInfo:
    """Everything a seat panel shows; equal infos draw the same panel (it is the cache key)."""

    seat: int
    name: str
    turn: bool = False
    you: bool = False
    team: int | None = None
    team_name: str = ""
    """The team's name next to its badge ("" draws the badge alone)."""
    subtitle: str = ""
    chips: tuple[Chip, ...] = ()
    counts: tuple[Count, ...] = ()
    score: str = ""
    """A large number on the right of the name line ("" for none)."""


@dataclass(frozen=True)
class PanelMetrics:
    """Sizes of a seat panel's parts at one scale (design units times the table's unit)."""

    pad: int
    name: int
    small: int
    chip: int
    line: int
    radius: int

    @staticmethod
    def at(unit: float) -> PanelMetrics:
        name = font_size(unit, 17, 12)
        small = font_size(unit, 13, TEXT_FLOOR)
        return PanelMetrics(
            pad=max(4, round(8 * unit)),
            name=name,
            small=small,
            chip=font_size(unit, 12, TEXT_FLOOR),
            line=max(name, small) + max(3, round(6 * unit)),
            radius=max(6, round(12 * unit)),
        )


def header_height(info: SeatInfo, unit: float, one_line: bool = False) -> int:
    """How tall the header of ``info``'s panel is: its name line and, when there are any, subtitle and chips
    (``one_line``: the chips and counts on the name line, see :func:`draw_seat_panel`)."""
    m = PanelMetrics.at(unit)
    rows = 1 + bool(info.subtitle) + (not one_line and bool(info.chips or info.counts))
    return m.pad + rows * m.line


_surfaces = SurfaceCache(limit=128)


def draw_seat_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    info: SeatInfo,
    unit: float,
    *,
    marker: Marker | None = None,
    marker_key: Hashable = None,
    one_line: bool = False,
) -> pygame.Rect:
    """Draw ``info``'s panel filling ``rect``; returns the body left free under its header.

    ``marker`` replaces the seat symbol with a game's badge; ``marker_key``
    names that badge in the cache (default: ``marker`` itself, so pass a
    function that lives as long as the table, not a new lambda every frame).
    ``one_line`` puts the chips after the name and the counts on the right of
    the name line (a wide, short panel keeps its height for its cards); the
    name gives up its room to the counts first, then the chips that do not fit
    are left out. Without it, chips that find no room beside the counts (a
    narrow panel) follow the name on the name line, as many as fit there.
    """
    m = PanelMetrics.at(unit)
    if info.turn:
        draw_glow(surface, rect, theme.BRASS, max(2, round(3 * unit)))
    key = (info, rect.size, unit, marker_key if marker_key is not None else marker, one_line)
    surface.blit(_surfaces.get(key, lambda: _render(rect.size, info, m, unit, marker, one_line)), rect.topleft)
    top = min(rect.h, header_height(info, unit, one_line))
    return pygame.Rect(rect.x + m.pad, rect.y + top, max(0, rect.w - 2 * m.pad), max(0, rect.h - top - m.pad))


def turn_border(unit: float) -> int:
    """The width of the brass border of the seat to play (the widest a seat panel's border gets)."""
    return max(2, round(3 * unit))


def _render(size: tuple[int, int], info: SeatInfo, m: PanelMetrics, unit: float,
            marker: Marker | None, one_line: bool = False) -> pygame.Surface:
    if info.turn:
        back = panel_surface(size, (*theme.PANEL, 215), theme.BRASS, turn_border(unit), m.radius)
    else:
        back = panel_surface(size, (*theme.PANEL, 205), theme.PANEL_BORDER, max(1, round(unit)), m.radius)
    s = back.copy()
    w = size[0]
    x = m.pad
    y = m.pad
    # the name line: marker, name (you), team badge ... score
    side = m.name + max(2, round(2 * unit))
    badge = pygame.Rect(x, y + (m.line - side) // 2 - max(1, round(2 * unit)), side, side)
    if marker is not None:
        marker(s, badge)
    else:
        theme.draw_seat_marker(s, info.seat, badge.center, side * 0.42)
    x = badge.right + max(4, round(6 * unit))
    right = w - m.pad
    if info.score:
        score = text(info.score, font_size(unit, 22, 14), theme.BRASS, "bold")
        s.blit(score, score.get_rect(topright=(right, y - max(1, round(3 * unit)))))
        right -= score.get_width() + m.pad
    mid = y + (m.line - max(3, round(6 * unit))) // 2
    name_chips = info.chips  # the chips drawn on the name line
    if one_line:
        right = _draw_counts(s, info, m, unit, mid, right) - m.pad
    elif info.chips or info.counts:  # the line under the name (and subtitle): chips, then the counts
        below = y + m.line * (1 + bool(info.subtitle))
        line_mid = below + m.line // 2 - max(1, round(2 * unit))
        drawn = _draw_chips(s, info.chips, m, line_mid, m.pad, _draw_counts(s, info, m, unit, line_mid, w - m.pad))
        name_chips = info.chips[drawn:]  # a narrow panel: those with no room there follow the name
    chips_end = right  # the chips on the name line keep clear of the score (and, on one line, the counts)
    team_w = 0
    if info.team is not None:  # the team's name, when there is room for it, and for no chip to be left out
        team_w = _team_width(info, m, right - x, named=one_line or not name_chips)
        right -= team_w + m.pad // 2
    name = info.name + (" (you)" if info.you else "")
    name_s = fit_text(name, m.name, theme.TEXT, max(8, right - x), "semibold")
    s.blit(name_s, name_s.get_rect(midleft=(x, mid)))
    if info.team is not None:
        _draw_team(s, info, m, (x + name_s.get_width() + m.pad // 2, mid), team_w)
    after = x + name_s.get_width() + (team_w + m.pad // 2 if info.team is not None else 0) + m.pad
    _draw_chips(s, name_chips, m, mid, after, chips_end)
    if info.subtitle:
        sub = fit_text(info.subtitle, m.small, theme.TEXT_DIM, w - 2 * m.pad)
        s.blit(sub, (m.pad, y + m.line))
    return s


def _team_width(info: SeatInfo, m: PanelMetrics, room: int, named: bool = True) -> int:
    """The team badge's width: the letter's square, plus the team's name when there is room (and ``named``)."""
    square = m.chip + max(6, m.chip // 2)
    label = info.team_name
    if label and named:
        width = square + m.pad // 2 + text(label, m.chip, theme.TEXT_DIM, "semibold").get_width()
        if width <= room * 0.45:
            return width
    return square


def _draw_team(s: pygame.Surface, info: SeatInfo, m: PanelMetrics, midleft: tuple[int, int], width: int) -> None:
    assert info.team is not None
    square = m.chip + max(6, m.chip // 2)
    box = pygame.Rect(0, 0, square, square)
    box.midleft = midleft
    colour = team_colour(info.team)
    pygame.draw.rect(s, colour, box, border_radius=max(3, square // 4))
    pygame.draw.rect(s, theme.WOOD_DARK, box, width=max(1, square // 12), border_radius=max(3, square // 4))
    letter = text(team_letter(info.team), m.chip, theme.TEXT if sum(colour) < 420 else theme.TEXT_DARK, "bold")
    s.blit(letter, letter.get_rect(center=box.center))
    label = info.team_name
    if label and width > square:
        t = text(label, m.chip, theme.lerp_color(colour, theme.TEXT, 0.45), "semibold")
        s.blit(t, t.get_rect(midleft=(box.right + m.pad // 2, box.centery)))


def _draw_counts(s: pygame.Surface, info: SeatInfo, m: PanelMetrics, unit: float, mid: int, x_right: int) -> int:
    """The counts leftwards from ``x_right`` on the line through ``mid``; returns where they begin.

    They shrink (as far as :func:`shrink_floor` lets text shrink) rather than run past the panel's left padding."""
    gap = max(4, round(8 * unit))
    space = max(2, round(3 * unit))

    def width(size: int) -> int:
        plain, bold = font(size), font(size, "bold")
        return sum(plain.size(c.label)[0] + bold.size(str(c.value))[0] + space + gap for c in info.counts) - gap

    size = shrunk_size(m.small, width, x_right - m.pad)
    for count in reversed(info.counts):
        label = text(count.label, size, theme.TEXT_DIM)
        value = text(str(count.value), size, theme.TEXT, "bold")
        x_right -= label.get_width()
        s.blit(label, label.get_rect(midleft=(x_right, mid)))
        x_right -= value.get_width() + space
        s.blit(value, value.get_rect(midleft=(x_right, mid)))
        x_right -= gap
    return x_right


def _draw_chips(s: pygame.Surface, chips: tuple[Chip, ...], m: PanelMetrics, mid: int, x: int, x_right: int) -> int:
    """The ``chips`` rightwards from ``x`` on the line through ``mid`` until one would reach ``x_right``;
    returns how many were drawn."""
    chip_gap = max(3, m.chip // 3)
    pad = (round(m.chip * 0.9), round(m.chip * 0.3))
    for drawn, chip in enumerate(chips):
        fill, fg = chip_colours(chip.tone)
        label = text(chip.label, m.chip, fg, "bold")
        if x + label.get_width() + pad[0] > x_right and chip.short:
            label = text(chip.short, m.chip, fg, "bold")
        if x + label.get_width() + pad[0] > x_right:
            return drawn
        box = draw_pill(s, label, fill, pad, midleft=(x, mid))
        x = box.right + chip_gap
    return len(chips)


def chip_colours(tone: str) -> tuple[Colour, Colour]:
    """A chip's fill and text colour for ``tone`` (brass when unknown)."""
    return TONES.get(tone, TONES["brass"])
