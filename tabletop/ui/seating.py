"""Where the seats sit around a table: 2–6 seats placed around the viewer in a rectangle.

:func:`seat_ring` is pure geometry (nothing is drawn): the viewer's seat (the
*home* seat) takes a band along the bottom; the other seats follow it
clockwise in turn order, as at a real table where play passes to the left:
up the left side, along the top from left to right, down the right side. It
returns each seat's area, which side of the table it sits on (so a game can
turn its rows of cards to suit) and the free centre between them, where a
game puts its trick, map or stage. Everything is a share of the rectangle, so
the layout scales with the window. A spectator sees the table from the first
seat's chair (or any seat the table chooses as home).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.ui import theme

Side = str
"""Where a seat sits: "bottom" (the home seat), "left", "top" or "right"."""

#: How many of the other seats go on each side column and along the top, by their number.
#: (side, top): the left and right columns hold ``side`` seats each, the top row ``top``.
_SHAPES: dict[int, tuple[int, int]] = {
    0: (0, 0),
    1: (0, 1),
    2: (0, 2),
    3: (1, 1),
    4: (1, 2),
    5: (2, 1),
}


def table_unit(rect: pygame.Rect | tuple[int, int, int, int]) -> float:
    """The scale of a table drawn in ``rect``: 1.0 for the table area of a 1280x800 window, times the
    player's size of cards and text (:func:`tabletop.ui.theme.configure`).

    Tables size their margins, fonts and lines in these units (``round(12 * u)``).
    """
    r = pygame.Rect(rect)
    return max(0.5, min(r.w / 960, r.h / 720)) * theme.look().ui_scale


def card_share(share: float, most: float) -> float:
    """``share`` of a table given to the viewer's own cards, grown (or shrunk) by the player's size of
    cards and text, but never more than ``most``: the rest of the table gives up that room."""
    return min(most, share * theme.look().ui_scale)


@dataclass(frozen=True)
class SeatArea:
    """One seat's part of the table."""

    seat: int
    side: Side
    rect: pygame.Rect

    @property
    def upright(self) -> bool:
        """Whether the area is wider than tall (a row of things fits it better than a column)."""
        return self.rect.w >= self.rect.h


@dataclass(frozen=True)
class SeatRing:
    """The seats around a table (:func:`seat_ring`): each seat's area and the free centre."""

    rect: pygame.Rect
    home: int
    order: tuple[int, ...]
    """Every seat, the home seat first, then the others clockwise in turn order."""
    areas: dict[int, SeatArea]
    centre: pygame.Rect
    unit: float
    gap: int

    def __getitem__(self, seat: int) -> SeatArea:
        return self.areas[seat]

    def side_of(self, seat: int) -> Side:
        return self.areas[seat].side


def seat_ring(
    rect: pygame.Rect | tuple[int, int, int, int],
    players: int,
    home: int | None = 0,
    *,
    order: Sequence[int] | None = None,
    home_share: float = 0.3,
    side_share: float = 0.21,
    top_share: float = 0.3,
    gap: int | None = None,
    home_between: bool = False,
) -> SeatRing:
    """Place ``players`` seats (2–6) around ``home`` (the viewer's seat, None: a spectator) in ``rect``.

    ``order`` is the turn order of the seats (default ``0, 1, ..., players - 1``);
    the seats after ``home`` in that order go clockwise from its left. The
    home seat's band is ``home_share`` of the height; the side columns (when
    there are side seats) each ``side_share`` of the width; the top row
    ``top_share`` of the height above the home band. ``gap`` (default from
    :func:`table_unit`) separates every area from the next and from the edge.
    With ``home_between`` the side columns run down to the bottom edge and the
    home band lies between them (for a table whose side seats need height more
    than the home seat needs width). Areas never overlap, stay inside ``rect``
    and leave a non-empty centre.
    """
    r = pygame.Rect(rect)
    if not 1 <= players <= 6:
        raise ValueError(f"a seat ring holds 1 to 6 seats, not {players}")
    turn = tuple(order) if order is not None else tuple(range(players))
    if sorted(turn) != list(range(players)):
        raise ValueError(f"order {turn!r} is not a turn order of {players} seats")
    me = turn[0] if home is None else home
    if me not in turn:
        raise ValueError(f"no seat {me} among {players}")
    at = turn.index(me)
    others = turn[at + 1:] + turn[:at]
    unit = table_unit(r)
    g = max(4, round(10 * unit)) if gap is None else max(0, gap)
    inner = r.inflate(-2 * g, -2 * g)
    home_h = max(1, round(inner.h * home_share))
    side_n, top_n = _SHAPES[len(others)]
    side_w = max(1, round(inner.w * side_share)) if side_n else 0
    if home_between and side_n:
        columns = pygame.Rect(inner)
        home_rect = pygame.Rect(inner.x + side_w + g, inner.bottom - home_h, inner.w - 2 * (side_w + g), home_h)
    else:
        columns = pygame.Rect(inner.x, inner.y, inner.w, max(1, inner.bottom - home_h - g - inner.y))
        home_rect = pygame.Rect(inner.x, inner.bottom - home_h, inner.w, home_h)
    upper = pygame.Rect(inner.x, inner.y, inner.w, max(1, home_rect.y - g - inner.y))
    areas: dict[int, SeatArea] = {me: SeatArea(me, "bottom", home_rect)}
    middle = upper
    if side_n:
        left = pygame.Rect(columns.x, columns.y, side_w, columns.h)
        right = pygame.Rect(columns.right - side_w, columns.y, side_w, columns.h)
        middle = pygame.Rect(left.right + g, upper.y, right.x - g - left.right - g, upper.h)
        lefts = _split(left, side_n, g, vertical=True)[::-1]  # up the left side
        rights = _split(right, side_n, g, vertical=True)  # down the right side
    else:
        lefts, rights = [], []
    if top_n:
        top_h = max(1, round(upper.h * top_share))
        top = pygame.Rect(middle.x, middle.y, middle.w, top_h)
        tops = _split(top, top_n, g, vertical=False)
        centre = pygame.Rect(middle.x, top.bottom + g, middle.w, middle.bottom - top.bottom - g)
    else:
        tops = []
        centre = middle
    places = [("left", a) for a in lefts] + [("top", a) for a in tops] + [("right", a) for a in rights]
    for seat, (side, area) in zip(others, places):
        areas[seat] = SeatArea(seat, side, area)
    return SeatRing(r, me, (me, *others), areas, centre, unit, g)


def _split(area: pygame.Rect, n: int, gap: int, vertical: bool) -> list[pygame.Rect]:
    """``area`` cut into ``n`` equal parts with ``gap`` between them (top to bottom, or left to right)."""
    length = area.h if vertical else area.w
    each = max(1, (length - gap * (n - 1)) // n)
    out = []
    for i in range(n):
        start = i * (each + gap)
        if vertical:
            out.append(pygame.Rect(area.x, area.y + start, area.w, each))
        else:
            out.append(pygame.Rect(area.x + start, area.y, each, area.h))
    return out
