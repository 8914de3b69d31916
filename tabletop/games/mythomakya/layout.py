"""The geometry of the Mythomakya table: where each seat's stacks and treasure lie, and the middle.

:func:`lay_table` places the seats around the viewer (:func:`~tabletop.ui.seating.seat_ring`),
and in each seat's panel its stacks in rows (:func:`~tabletop.ui.stack.lay_stacks`)
with its treasure pile beside them (below them in a narrow side column); in
Battle of the Gods the viewer's god cards lie left of its stacks, as tall as them. The
middle holds the senior colour shown large with its symbol, the colour led
under it and the "Last round" button, the round in play order
(:class:`~tabletop.ui.trick.TrickArea`), and the status line along the
bottom. The caller's choices (a colour, a teammate) and the next game's deal
are the decision panel's, over the round's place (:func:`panel_rect`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui.cards import TEXT_FLOOR, font, font_size, shrink_floor
from tabletop.ui.decision import PanelLayout
from tabletop.ui.pile import caption_height, top_card
from tabletop.ui.seat_panel import Count, SeatInfo, header_height, turn_border
from tabletop.ui.seating import SeatRing, card_share, seat_ring
from tabletop.ui.stack import RATIO, StackGeometry, lay_stacks

Key = tuple[Any, ...]
"""A drag source or target: ("stack", i) the viewer's stack i, the decision panel's ("button", i) and
("seat", seat); ("middle",)."""

HAND_PLACES = 3
"""God cards the viewer's hand keeps room for, side by side (more overlap; 2 or 3 are dealt)."""

HAND_SHARE = 0.3
"""The most of the viewer's seat width its god cards may take."""

MAX_CARD_H = 150
"""The tallest a card in a stack may be, in design units (a 2-player table has room for giants)."""


@dataclass
class SeatPlace:
    """One seat's part of the table: its panel, the body under the panel's header, its stacks and treasure."""

    seat: int
    side: str
    panel: pygame.Rect
    body: pygame.Rect
    stacks: list[StackGeometry]
    treasure: pygame.Rect
    caption: bool = True
    """Whether the treasure pile has its caption under it (a narrow seat's pile shows its count on itself)."""
    hand: pygame.Rect | None = None
    """Battle of the Gods, the viewer's seat: where its god cards lie (left of its stacks)."""
    one_line: bool = False
    """Whether the panel's header is one line (chips and counts beside the name), for a wide, short top seat."""


@dataclass
class Layout:
    """Where everything is for one rectangle."""

    rect: pygame.Rect
    unit: float
    home: int
    ring: SeatRing
    seats: dict[int, SeatPlace]
    centre: pygame.Rect
    senior: pygame.Rect
    led: pygame.Rect
    last: pygame.Rect
    trick: pygame.Rect
    status: pygame.Rect
    panel: PanelLayout | None = None
    """The decision panel over the middle (the call, the teammate, the next deal)."""
    payment: dict[int, pygame.Rect] | None = None
    """Battle of the Gods: a payment's treasure cards as chips in a grid under the panel (card -> place)."""
    round_cards: pygame.Rect | None = None
    """Where the round's cards lie: the round's place, less the part a decision's panel takes (None: all of it)."""


def panel_header(unit: float, one_line: bool = False) -> int:
    """The height of a seat panel's header: the name line, and the chips and counts line unless ``one_line``."""
    return header_height(SeatInfo(0, "", counts=(Count(0, ""),)), unit, one_line)


WIDE_PANEL = 3.0
"""A top seat's panel at least this many times as wide as tall has a one-line header: its stacks get the height."""


def lay_seat(seat: int, side: str, panel: pygame.Rect, stacks: int, depth: int, unit: float,
             hand: int = 0) -> SeatPlace:
    """A seat's stacks in rows and its treasure pile beside them (after the last stack in a narrow column).

    ``hand`` > 0 (the viewer's seat in Battle of the Gods): a strip on the body's left keeps room for that
    many god cards as tall as the stacks' cards, and the stacks and treasure take the rest.
    """
    pad = max(4, round(8 * unit))
    one_line = side == "top" and panel.w >= panel.h * WIDE_PANEL
    top = panel_header(unit, one_line)
    body = pygame.Rect(panel.x + pad, panel.y + top, panel.w - 2 * pad, max(8, panel.h - top - pad))
    places, treasure, caption = _lay_body(body, stacks, depth, unit)
    strip = None
    if hand > 0 and places:
        card_h = places[0].top.h
        gap = max(2, round(6 * unit))
        strip_w = min(hand * round(card_h * RATIO) + (hand - 1) * gap, round(body.w * HAND_SHARE))
        strip = pygame.Rect(body.x, body.y, strip_w, body.h)
        places, treasure, caption = _lay_body(pygame.Rect(strip.right + pad, body.y, body.w - strip_w - pad, body.h),
                                              stacks, depth, unit)
    return SeatPlace(seat, side, pygame.Rect(panel), body, places, treasure, caption=caption, hand=strip,
                     one_line=one_line)


def _lay_body(body: pygame.Rect, stacks: int, depth: int,
              unit: float) -> tuple[list[StackGeometry], pygame.Rect, bool]:
    """The stacks and the treasure pile inside ``body``, and whether the pile has its caption under it."""
    pad = max(4, round(8 * unit))
    cap = caption_height(unit)
    max_h = round(MAX_CARD_H * unit)
    if body.w >= body.h * 1.2:  # the treasure pile on the right
        # the caption under the pile may reach into the panel's padding, not over its border
        pile_w = max(round(body.w * 0.12), round(40 * unit), _caption_width(unit) - 2 * pad)
        area = pygame.Rect(body.x, body.y, body.w - pile_w - pad, body.h)
        places = lay_stacks(area, stacks, depth, max_height=max_h)
        card_h = places[0].top.h if places else body.h // 2
        ph = min(body.h - cap, round(card_h * 1.06))
        pw = min(pile_w, round(ph * RATIO * 1.06))
        ph = min(ph, round(pw / RATIO * 1.02))
        treasure = pygame.Rect(0, 0, pw, ph)
        treasure.midtop = (body.right - pile_w // 2, body.y)
    else:  # a narrow column: the treasure pile takes the place after the last stack
        grid = lay_stacks(body, stacks + 1, depth, max_height=max_h)
        places = grid[:-1]
        treasure = grid[-1].top.copy()
        return places, treasure, _caption_fits(treasure, grid[-1], unit)
    return places, treasure, True


def _caption_fits(treasure: pygame.Rect, cell: StackGeometry, unit: float) -> bool:
    """Whether a treasure pile in a stack's place has room for its caption under it, where that stack's cards
    would show, and no wider than the pile and the gap beside it (a neighbour's count lies there); with a
    caption no count lies over its top card's name."""
    return cell.bounds.bottom - treasure.bottom >= caption_height(unit) and _caption_width(unit) <= treasure.w * 1.12


def caption_bounds(place: SeatPlace, unit: float) -> pygame.Rect:
    """Where the treasure pile's caption may lie across: the seat's body out to the panel's border. A pile on
    the panel's right edge has its caption moved left of centre rather than over the border."""
    right = place.panel.right - turn_border(unit)
    return pygame.Rect(place.body.x, place.panel.y, right - place.body.x, place.panel.h)


def _caption_width(unit: float) -> int:
    """The width of the widest treasure caption ("Treasure 88")."""
    return int(font(shrink_floor(font_size(unit, 12, TEXT_FLOOR)), "semibold").size("Treasure 88")[0])


def lay_table(rect: pygame.Rect, players: int, home: int, stacks: int, depth: int, gods: bool = False) -> Layout:
    """The table for ``players`` seats around ``home``, each with ``stacks`` stacks up to ``depth`` deep;
    ``gods`` (Battle of the Gods): the home seat keeps room for its god cards."""
    top_share = 0.44 if players in (3, 5) else 0.34  # two seats share the top: room for two rows each
    if players == 6:  # the one top seat's row of stacks grows with the size of cards, as the side seats' do
        top_share = card_share(top_share, 0.4)
    home_share = card_share(0.3 if players == 2 else 0.29, 0.37)
    # six seats: the side columns (two seats each) run down beside the home band, for readable stacks
    ring = seat_ring(rect, players, home, home_share=home_share, side_share=0.19, top_share=top_share,
                     home_between=players == 6)
    u = ring.unit
    seats = {seat: lay_seat(seat, a.side, a.rect, stacks, depth, u,
                            hand=HAND_PLACES if gods and seat == ring.home else 0) for seat, a in ring.areas.items()}
    centre = ring.centre
    pad = ring.gap
    status_h = max(22, round(30 * u))
    status = pygame.Rect(centre.x, centre.bottom - status_h, centre.w, status_h)
    info_w = max(round(centre.w * 0.22), round(110 * u))
    info = pygame.Rect(centre.x, centre.y, info_w, status.y - pad - centre.y)
    side = min(info.w - pad, round(info.h * 0.5))
    senior = pygame.Rect(0, 0, side, side)
    senior.midtop = (info.centerx, info.y + pad // 2)
    line = max(20, round(26 * u))
    led = pygame.Rect(info.x, senior.bottom + pad // 2, info.w, line)
    last = pygame.Rect(0, 0, min(info.w, round(130 * u)), max(24, round(32 * u)))
    last.midtop = (info.centerx, led.bottom + pad // 2)
    trick = pygame.Rect(info.right + pad, centre.y, centre.right - info.right - pad, status.y - centre.y)
    return Layout(pygame.Rect(rect), u, ring.home, ring, seats, centre, senior, led, last, trick, status)


def panel_rect(lay: Layout, low: bool) -> pygame.Rect:
    """Where the decision panel goes: over the round's place, or (``low``) its lower part, under a scoreboard."""
    area = lay.trick.inflate(-round(16 * lay.unit), -round(16 * lay.unit))
    if low:
        area.h = area.h // 2
        area.y = lay.trick.bottom - round(8 * lay.unit) - area.h
    return area


def treasure_card(place: SeatPlace) -> pygame.Rect:
    """Where a card lands on ``place``'s treasure pile."""
    return top_card(place.treasure)


PAY_STRIP = 120
"""The height, in design units, of the decision panel's words and Pay button above a payment's grid."""


def lay_chips(area: pygame.Rect, count: int, unit: float) -> list[pygame.Rect]:
    """``count`` chips in rows filling ``area`` from the top, as tall as fits up to their design
    height, each row's width shared out; none when they do not fit even at their least height."""
    if count <= 0:
        return []
    gap = max(3, round(6 * unit))
    least_h, most_h = max(18, round(20 * unit)), max(22, round(30 * unit))
    cols = 1
    for least_w in (round(118 * unit), round(64 * unit)):  # with the cards' names if they fit, else without
        cols = max(1, min(count, (area.w + gap) // (least_w + gap)))
        rows = -(-count // cols)
        if (area.h - (rows - 1) * gap) // rows >= least_h:
            break
    rows = -(-count // cols)
    h = min(most_h, (area.h - (rows - 1) * gap) // rows)
    if h < least_h:
        return []
    w = (area.w - (cols - 1) * gap) // cols
    return [pygame.Rect(area.x + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h)
            for i in range(count)]
