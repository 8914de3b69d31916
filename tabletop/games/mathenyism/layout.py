"""The geometry of the Mathenyism table: each seat's leader, objects, units, followers and hand, and the middle.

:func:`lay_table` places the seats around the viewer
(:func:`~tabletop.ui.seating.seat_ring`). In each seat's panel, under its
header, the *court* row holds the leader(s) and objects, the card that seat
last showed, its hand (a pile of backs with its count; the viewer's own hand
is a row of faces on the left of the bottom band) and its followers pile with
the progress towards ten under it; the row below holds its fighting units, a
super-unit as one merged fan of its cards. The middle holds the deck and the
discards on the left, the stage (the combat in progress, else the card shown
this turn) over the decision panel, and the status line along the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui.decision import PanelLayout
from tabletop.ui.grid import row_of
from tabletop.ui.seat_panel import Count, SeatInfo, header_height
from tabletop.ui.seating import SeatRing, card_share, seat_ring
from tabletop.ui.stack import RATIO

Key = tuple[Any, ...]
"""A drag source or target: ("hand", card) the viewer's card, ("unit", uid) a unit on the table,
("court", seat) a seat's place for leaders, objects and cards aimed at it, ("pile", seat) a seat's
hand of backs (offers, gifts), ("followers", seat), ("discard",), ("versus", attacker) an attacker in
the combat zone (a block), ("merge", "yes" | "no") the merge confirmation, and the decision panel's keys."""

FAN = 0.3
"""How much of a card's width each further card of a super-unit shows."""

MAX_CARD_H = 132
"""The tallest a card on the table may be, in design units."""

HOME_SHARE = 0.33
"""The viewer's band's share of the table's height (grown by the player's size of cards and text)."""

HAND_SHARE = 0.42
"""The viewer's hand's least share of the band's width (grown likewise, up to 55%)."""

HAND_MOST = 0.62
"""The most of the band's width the viewer's hand takes when the rest of the band leaves it room."""


@dataclass
class UnitPlace:
    """Where one fighting unit lies: its cards fanned left to right (the first one is its id)."""

    uid: int
    cards: list[pygame.Rect]

    @property
    def rect(self) -> pygame.Rect:
        return self.cards[0].unionall(self.cards[1:])


@dataclass
class SeatPlace:
    """One seat's part of the table."""

    seat: int
    side: str
    panel: pygame.Rect
    body: pygame.Rect
    court: list[pygame.Rect]
    """Leaders then objects (one empty place when there are none)."""
    court_area: pygame.Rect
    shown: pygame.Rect
    followers: pygame.Rect
    progress: pygame.Rect
    """Ten pips under the followers pile: the way to the win."""
    units_area: pygame.Rect
    units: dict[int, UnitPlace]
    pile: pygame.Rect | None
    """The hand as a pile of backs (None: the viewer's hand, laid out face up in ``hand``)."""
    hand: dict[int, pygame.Rect] = field(default_factory=dict)


@dataclass
class Combat:
    """The combat zone: per attacking unit, its place and its blockers' place beside it.

    ``compact``: the middle is too small for cards that can be read, so each attacker is a row,
    a tile of its cards' names with its total, beside the place of its blockers."""

    rect: pygame.Rect
    attackers: dict[int, UnitPlace]
    blocks: dict[int, pygame.Rect]
    confirm: pygame.Rect
    yes: pygame.Rect
    no: pygame.Rect
    tiles: dict[int, pygame.Rect] = field(default_factory=dict)
    """Compact: each attacker's name tile (its cards' places and its strength badge)."""

    @property
    def compact(self) -> bool:
        return bool(self.tiles)

    def row(self, attacker: int) -> pygame.Rect:
        """An attacker with the place of its blockers: where a blocker may be dropped."""
        own = self.tiles.get(attacker, self.attackers[attacker].rect)
        return own.union(self.blocks[attacker])


@dataclass
class Layout:
    """Where everything is for one rectangle."""

    rect: pygame.Rect
    unit: float
    home: int
    ring: SeatRing
    seats: dict[int, SeatPlace]
    centre: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    stage: pygame.Rect
    combat: Combat | None
    status: pygame.Rect
    panel_area: pygame.Rect
    panel: PanelLayout | None = None

    def unit_place(self, uid: int) -> UnitPlace | None:
        for place in self.seats.values():
            if uid in place.units:
                return place.units[uid]
        return None


@dataclass(frozen=True)
class SeatCards:
    """What a seat's layout depends on: how many court cards, its units' cards, its hand (viewer)."""

    court: int
    units: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...] | None
    """The viewer's hand, laid face up; None: a pile of backs."""


def card_size(h: int) -> tuple[int, int]:
    return round(h * RATIO), h


def unit_width(cards: int, w: int) -> int:
    return w + round(w * FAN) * (cards - 1)


def fan(area: pygame.Rect, cards: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """A super-unit's ``cards`` fanned from ``area``'s left edge, vertically centred."""
    w, h = size
    step = round(w * FAN)
    y = area.y + (area.h - h) // 2
    return [pygame.Rect(area.x + i * step, y, w, h) for i in range(cards)]


def lay_units(area: pygame.Rect, units: tuple[tuple[int, ...], ...], max_h: int) -> dict[int, UnitPlace]:
    """The units in a centred row, as tall as the row and its width allow."""
    if not units:
        return {}
    gap_share = 0.16
    widths = sum(1 + FAN * (len(u) - 1) for u in units) + gap_share * (len(units) - 1)
    h = int(min(area.h, max_h, area.w / (widths * RATIO)))
    w, h = card_size(max(10, h))
    gap = round(w * gap_share)
    total = sum(unit_width(len(u), w) for u in units) + gap * (len(units) - 1)
    x = area.x + max(0, (area.w - total) // 2)
    out: dict[int, UnitPlace] = {}
    for u in units:
        uw = unit_width(len(u), w)
        out[u[0]] = UnitPlace(u[0], fan(pygame.Rect(x, area.y, uw, area.h), len(u), (w, h)))
        x += uw + gap
    return out


def pip_height(unit: float) -> int:
    return max(6, round(9 * unit))


def lay_hand(area: pygame.Rect, hand: tuple[int, ...], max_h: int) -> dict[int, pygame.Rect]:
    """The viewer's hand in a row, each card showing at least half of itself when they must overlap."""
    if not hand:
        return {}
    n = len(hand)
    w = min(area.w / (1 + 0.55 * (n - 1)), area.h * RATIO, max_h * RATIO)
    size = card_size(max(12, int(w / RATIO)))
    rects = row_of(area, n, size, hand_gap(size[0]))
    return dict(zip(hand, rects))


def hand_gap(card_w: float) -> int:
    """The gap between the viewer's hand cards when they need not overlap."""
    return max(2, round(card_w * 0.08))


def hand_width(body: pygame.Rect, cards: SeatCards, max_h: int, rest_w: int, pad: int) -> int:
    """The width of the viewer's hand: what the rest of the band leaves (so a long hand overlaps no more
    than it must), at least its share of the band and no more than the hand needs side by side."""
    least = round(body.w * card_share(HAND_SHARE, 0.55))
    n = len(cards.hand or ())
    w = min(body.h, max_h) * RATIO
    needed = round(n * w + (n - 1) * hand_gap(w))
    return max(least, min(needed, body.w - 2 * pad - rest_w, round(body.w * HAND_MOST)))


def rest_width(body: pygame.Rect, cards: SeatCards, piles: int, pips: int, pad: int, unit: float) -> int:
    """The width a seat's court, shown card, units and piles need in one row at their full height."""
    h = min(body.h - pips, round(MAX_CARD_H * unit))
    return round(_one_row_cards(cards, piles) * RATIO * h) + (piles + 4) * pad


def lay_seat(seat: int, side: str, panel: pygame.Rect, cards: SeatCards, unit: float) -> SeatPlace:
    """A seat's cards under its panel's header: the viewer's hand on the left of the bottom band; then
    the court, the shown card, the units, the hand's pile and the followers, in one row where that gives
    the larger cards, else the court and the shown card over the rest (three rows in a tall panel)."""
    pad = max(4, round(8 * unit))
    top = header_height(SeatInfo(0, "", counts=(Count(0, ""),)), unit)
    body = pygame.Rect(panel.x + pad, panel.y + top, panel.w - 2 * pad, max(16, panel.h - top - pad))
    hand: dict[int, pygame.Rect] = {}
    rest = body
    pips = pip_height(unit) + max(2, round(3 * unit))
    piles = 1 if cards.hand is not None else 2
    if cards.hand is not None:  # the viewer's own hand on the left of the bottom band
        hand_h = round(MAX_CARD_H * 1.2 * unit)
        hand_w = hand_width(body, cards, hand_h, rest_width(body, cards, piles, pips, pad, unit), pad)
        hand = lay_hand(pygame.Rect(body.x, body.y, hand_w, body.h), cards.hand, hand_h)
        rest = pygame.Rect(body.x + hand_w + 2 * pad, body.y, body.w - hand_w - 2 * pad, body.h)
    court_n = max(1, cards.court)
    one_row_h = _one_row_height(rest, cards, piles, pips, pad, unit)
    two_rows_h = _two_rows_height(rest, court_n, piles, pips, pad, unit)
    tall = rest.h > rest.w * 1.1
    one_row = rest.w >= (rest.h - pips) * 3.2 or (not tall and one_row_h >= two_rows_h)
    if one_row:
        row = pygame.Rect(rest.x, rest.y, rest.w, rest.h - pips)
        w, h = card_size(one_row_h)
        pile_row = row
    elif tall:  # a tall panel: the court, then the hand and followers, then the units
        return _lay_tall(seat, side, panel, body, rest, cards, unit, hand)
    else:  # the court and the shown card over the units, the hand's pile and the followers
        row = pygame.Rect(rest.x, rest.y, rest.w, (rest.h - pad - pips) // 2)
        w, h = card_size(two_rows_h)
        pile_row = pygame.Rect(rest.x, row.bottom + pad, rest.w, row.h)
    pile_w = round(w * 1.15)
    pile_h = min(pile_row.h, round(h * 1.06))
    y = pile_row.y + (pile_row.h - pile_h) // 2
    followers = pygame.Rect(pile_row.right - pile_w, y, pile_w, pile_h)
    progress = pygame.Rect(followers.x, followers.bottom + max(2, round(3 * unit)), followers.w, pip_height(unit))
    pile = None
    right = followers.x - pad
    if cards.hand is None:
        pile = pygame.Rect(right - pile_w, y, pile_w, pile_h)
        right = pile.x - pad
    cy = row.y + (row.h - h) // 2
    court_right = right if one_row else row.right  # the court cards lie left of the shown card
    room = court_right - pad - w - pad - row.x
    step = w + max(2, round(w * 0.1))
    if court_n > 1 and w + step * (court_n - 1) > room:
        step = max(4, (room - w) // (court_n - 1))
    court = [pygame.Rect(row.x + i * step, cy, w, h) for i in range(court_n)]
    shown = pygame.Rect(court[-1].right + pad, cy, w, h)
    court_area = pygame.Rect(row.x, row.y, shown.x - row.x, row.h)
    if one_row:
        units_area = pygame.Rect(shown.right + 2 * pad, row.y, right - shown.right - 3 * pad, row.h)
    else:
        units_area = pygame.Rect(rest.x, pile_row.y, right - pad - rest.x, pile_row.h)
    units = lay_units(units_area, cards.units, round(MAX_CARD_H * unit))
    return SeatPlace(seat, side, pygame.Rect(panel), body, court, court_area, shown, followers, progress,
                     units_area, units, pile, hand)


def _one_row_height(rest: pygame.Rect, cards: SeatCards, piles: int, pips: int, pad: int, unit: float) -> int:
    """The height of a seat's cards with its court, shown card, units and piles all in one row."""
    fixed = _one_row_cards(cards, piles)
    h = min(rest.h - pips, round(MAX_CARD_H * unit), int((rest.w - (piles + 4) * pad) / (fixed * RATIO)))
    return max(10, h)


def _one_row_cards(cards: SeatCards, piles: int) -> float:
    """How many cards' widths a seat's court, shown card, units and piles take in one row."""
    unit_cards = sum(1 + FAN * (len(u) - 1) for u in cards.units) + 0.16 * max(0, len(cards.units) - 1)
    return max(1, cards.court) + 1 + piles * 1.15 + max(1.5, unit_cards)


def _two_rows_height(rest: pygame.Rect, court_n: int, piles: int, pips: int, pad: int, unit: float) -> int:
    """The height of a seat's cards in two rows: the court and the shown card (court cards overlapping to fit
    the width) over the units, the hand's pile and the followers."""
    row_h = (rest.h - pad - pips) // 2
    h = min(row_h, round(MAX_CARD_H * unit))
    w = card_size(h)[0]
    least = max((2 + 0.45 * (court_n - 1)) * w + 2 * pad,  # the court and the shown card
                (piles * 1.15 + 1) * w + (piles + 2) * pad)  # the piles, with room for a unit beside them
    if least > rest.w:  # shrink the cards to fit the width
        h = max(10, int(h * rest.w / least))
    return h


def _lay_tall(seat: int, side: str, panel: pygame.Rect, body: pygame.Rect, rest: pygame.Rect, cards: SeatCards,
              unit: float, hand: dict[int, pygame.Rect]) -> SeatPlace:
    """Three rows for a tall, narrow panel: the court and the shown card; the hand's pile and the
    followers; the units."""
    pad = max(4, round(8 * unit))
    pips = pip_height(unit) + max(2, round(3 * unit))
    court_n = max(1, cards.court)
    row_h = round((rest.h - 2 * pad - pips) * 0.3)
    h = min(row_h, round(MAX_CARD_H * unit), int(rest.w / ((1.45 + 0.45 * (court_n - 1)) * RATIO)))
    w, h = card_size(max(10, h))
    top = pygame.Rect(rest.x, rest.y, rest.w, row_h)
    step = w + max(2, round(w * 0.1))
    room = rest.w - w - pad - w
    if court_n > 1 and step * (court_n - 1) > room:
        step = max(4, room // (court_n - 1))
    cy = top.y + (row_h - h) // 2
    court = [pygame.Rect(top.x + i * step, cy, w, h) for i in range(court_n)]
    shown = pygame.Rect(top.right - w, cy, w, h)
    piles_row = pygame.Rect(rest.x, top.bottom + pad, rest.w, row_h)
    pile_w = min(round(w * 1.15), (rest.w - pad) // 2)
    pile_h = min(row_h, round(pile_w / RATIO))
    pile = pygame.Rect(piles_row.centerx - pad // 2 - pile_w, piles_row.y, pile_w, pile_h)
    followers = pygame.Rect(piles_row.centerx + pad // 2, piles_row.y, pile_w, pile_h)
    progress = pygame.Rect(followers.x, followers.bottom + max(2, round(3 * unit)), followers.w, pip_height(unit))
    units_area = pygame.Rect(rest.x, progress.bottom + pad, rest.w, rest.bottom - progress.bottom - pad)
    units = lay_units(units_area, cards.units, round(MAX_CARD_H * unit))
    court_area = pygame.Rect(top.x, top.y, shown.x - top.x, top.h)
    return SeatPlace(seat, side, pygame.Rect(panel), body, court, court_area, shown, followers, progress,
                     units_area, units, pile, hand)


COMPACT_CARD_H = 100
"""Combat cards shorter than this many pixels cannot be read: the combat is laid out in rows of name tiles."""


def tile_cards(tile: pygame.Rect, cards: int, badge_w: int) -> list[pygame.Rect]:
    """A name tile's places for ``cards`` cards, side by side, left of its strength badge."""
    pad = max(2, tile.h // 12)
    inner = pygame.Rect(tile.x + pad, tile.y + pad, tile.w - badge_w - 2 * pad, tile.h - 2 * pad)
    n = max(1, cards)
    gap = max(1, pad // 2)
    w = (inner.w - gap * (n - 1)) // n
    return [pygame.Rect(inner.x + i * (w + gap), inner.y, w, inner.h) for i in range(n)]


def badge_width(tile_h: int) -> int:
    """The room a name tile keeps on its right for its strength badge."""
    return max(24, round(tile_h * 0.9))


def lay_combat(rect: pygame.Rect, attackers: tuple[tuple[int, ...], ...], unit: float,
               ask: pygame.Rect) -> Combat:
    """Each attacker beside the place of its blockers, in columns of cards, or in rows of name tiles
    where cards would be too small to read; the merge confirmation over ``ask`` (the decision
    panel's place, which waits meanwhile), so that the units to merge stay in sight."""
    label = combat_label(unit)
    cols = max(1, len(attackers))
    col_w = rect.w // cols
    vs = round(22 * unit)
    widest = max((len(u) for u in attackers), default=1)
    by_width = (col_w - vs - 8) / ((2 + FAN * (widest + 1)) * RATIO)
    badge = round(12 * unit)  # the strength badges hang under the cards
    size = card_size(max(10, int(min(rect.h - label - badge, MAX_CARD_H * unit, by_width))))
    places: dict[int, UnitPlace] = {}
    blocks: dict[int, pygame.Rect] = {}
    tiles: dict[int, pygame.Rect] = {}
    if size[1] < COMPACT_CARD_H:
        area = pygame.Rect(rect.x, rect.y + label, rect.w, rect.h - label)
        _lay_rows(area, attackers, unit, places, blocks, tiles)
    else:
        for i, u in enumerate(attackers):
            col = pygame.Rect(rect.x + i * col_w, rect.y + label, col_w, rect.h - label)
            uw = unit_width(len(u), size[0])
            bw = unit_width(3, size[0])
            x = col.centerx - (uw + vs + bw) // 2
            area = pygame.Rect(x, col.y, uw, col.h)
            places[u[0]] = UnitPlace(u[0], fan(area, len(u), size))
            blocks[u[0]] = pygame.Rect(area.right + vs, places[u[0]].cards[0].y, bw, size[1])
    confirm = pygame.Rect(0, 0, min(ask.w, round(420 * unit)), min(ask.h, round(110 * unit)))
    confirm.center = ask.center
    bh = max(24, round(34 * unit))
    bw = (confirm.w - round(36 * unit)) // 2
    yes = pygame.Rect(confirm.x + round(12 * unit), confirm.bottom - bh - round(10 * unit), bw, bh)
    no = pygame.Rect(yes.right + round(12 * unit), yes.y, bw, bh)
    return Combat(pygame.Rect(rect), places, blocks, confirm, yes, no, tiles)


def combat_label(unit: float) -> int:
    """The height of the combat's heading (who attacks whom)."""
    return max(14, round(18 * unit))


def row_gap(unit: float) -> int:
    return max(3, round(6 * unit))


def rows_height(rows: int, unit: float) -> int:
    """The least height of ``rows`` name-tile rows that can still be read."""
    rows = max(1, rows)
    return rows * max(22, round(26 * unit)) + (rows - 1) * row_gap(unit)


def _lay_rows(area: pygame.Rect, attackers: tuple[tuple[int, ...], ...], unit: float,
              places: dict[int, UnitPlace], blocks: dict[int, pygame.Rect], tiles: dict[int, pygame.Rect]) -> None:
    """One row per attacker: its name tile on the left, ``vs``, the place of its blockers on the right."""
    rows = max(1, len(attackers))
    gap = row_gap(unit)
    row_h = max(18, min(round(64 * unit), (area.h - gap * (rows - 1)) // rows))
    vs = max(18, round(26 * unit))
    tile_w = min((area.w - vs) // 2, round(330 * unit))
    left = area.centerx - vs // 2 - tile_w
    top = area.y + max(0, (area.h - rows * row_h - gap * (rows - 1)) // 2)
    for i, u in enumerate(attackers):
        tile = pygame.Rect(left, top + i * (row_h + gap), tile_w, row_h)
        tiles[u[0]] = tile
        places[u[0]] = UnitPlace(u[0], tile_cards(tile, len(u), badge_width(row_h)))
        blocks[u[0]] = pygame.Rect(tile.right + vs, tile.y, tile_w, row_h)


def lay_table(rect: pygame.Rect, players: int, home: int, seats: dict[int, SeatCards],
              attackers: tuple[tuple[int, ...], ...] | None) -> Layout:
    """The table for ``players`` seats around ``home``; ``attackers`` the attacking units of a combat."""
    top_share = 0.5 if players in (3, 5) else 0.4
    ring = seat_ring(rect, players, home, home_share=card_share(HOME_SHARE, 0.37), side_share=0.2, top_share=top_share)
    u = ring.unit
    places = {seat: lay_seat(seat, a.side, a.rect, seats[seat], u) for seat, a in ring.areas.items()}
    centre = ring.centre
    pad = ring.gap
    status_h = max(22, round(28 * u))
    status = pygame.Rect(centre.x, centre.bottom - status_h, centre.w, status_h)
    piles_w = max(round(centre.w * 0.14), round(70 * u))
    pile_h = min(round((status.y - centre.y - 3 * pad) / 2), round(piles_w / RATIO))
    pile_w = round(pile_h * RATIO)
    deck = pygame.Rect(centre.x + pad + (piles_w - pile_w) // 2, centre.y + pad, pile_w, pile_h - round(16 * u))
    discard = pygame.Rect(deck.x, deck.bottom + pad + round(16 * u), pile_w, deck.h)
    stage = pygame.Rect(centre.x + piles_w + 2 * pad, centre.y + pad // 2, centre.w - piles_w - 3 * pad,
                        status.y - centre.y - pad)
    panel_h = max(round(stage.h * (0.4 if attackers is not None else 0.46)), min(stage.h, round(110 * u)))
    combat = None
    if attackers is not None:
        combat = lay_combat(pygame.Rect(stage.x, stage.y, stage.w, stage.h - panel_h - pad // 2), attackers, u,
                            stage)
        if combat.compact:  # rows of name tiles: the panel leaves them the room they need to be read
            need = combat_label(u) + rows_height(len(attackers), u) + pad // 2
            panel_h = max(min(panel_h, stage.h - need), min(stage.h, round(56 * u)))
            combat = lay_combat(pygame.Rect(stage.x, stage.y, stage.w, stage.h - panel_h - pad // 2), attackers,
                                u, pygame.Rect(stage.x, stage.bottom - panel_h, stage.w, panel_h))
        else:
            combat = lay_combat(combat.rect, attackers, u, pygame.Rect(stage.x, stage.bottom - panel_h, stage.w,
                                                                       panel_h))
    panel_area = pygame.Rect(stage.x, stage.bottom - panel_h, stage.w, panel_h)
    return Layout(pygame.Rect(rect), u, ring.home, ring, places, centre, deck, discard, stage, combat, status,
                  panel_area)
