"""Where everything goes on the Maskmen table, for a rectangle (pure geometry, nothing drawn).

The other seats sit in a row along the top; in the middle are the ring with
this round's plays, the ladder of strength markers (with the tray of every
wrestler under it) and the scoreboard; along the bottom the seat whose view
this is, with its hand grouped by wrestler and the Pass button.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.core.protocol import seats_after
from tabletop.games.maskmen.cards import WRESTLERS
from tabletop.ui.cards import font_size
from tabletop.ui.seating import card_share, table_unit

EARLIER_SHOWN = 6
"""How many of the round's earlier plays the ring shows (the latest ones)."""


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    home_seat: int
    others: dict[int, pygame.Rect]
    home: pygame.Rect
    info: pygame.Rect
    hand: pygame.Rect
    pass_rect: pygame.Rect
    ring: pygame.Rect
    ladder_panel: pygame.Rect
    ladder_grid: pygame.Rect
    tray: pygame.Rect
    tray_label: pygame.Rect
    """The caption over the tray: what the numbers under its wrestlers count."""
    board: pygame.Rect
    card: tuple[int, int]
    ring_card: tuple[int, int]
    ring_small: tuple[int, int]
    """An earlier play's card in the ring."""
    ring_row: pygame.Rect
    """The row of earlier plays along the top of the ring, their words under them included."""
    ring_stage: pygame.Rect
    """The ring's room for the top play (under the row of earlier plays, over the caption)."""
    play_label: int
    """The size of the words under an earlier play (and of the ring's other small words)."""
    hand_cards: list[tuple[int, int, pygame.Rect]] = field(default_factory=list)
    """The viewer's cards as drawn, left to right: (wrestler, number from the top of its group, rect)."""
    groups: dict[int, pygame.Rect] = field(default_factory=dict)

    def top_rect(self) -> pygame.Rect:
        """Where the round's top play lies in the ring: between the row of earlier plays and the caption."""
        r = pygame.Rect(0, 0, *self.ring_card)
        r.center = self.ring_stage.center
        return r

    def earlier_rects(self, count: int) -> list[pygame.Rect]:
        """Where the round's last ``count`` earlier plays lie, left to right along the top of the ring (each
        a card's place, its cards fanned about it, its words under it)."""
        step = self.ring_row.w // EARLIER_SHOWN
        return [pygame.Rect(self.ring_row.x + i * step + (step - self.ring_small[0]) // 2, self.ring_row.y,
                            *self.ring_small) for i in range(count)]

    def tray_spots(self) -> dict[str, pygame.Rect]:
        """Where each wrestler sits in the tray under the ladder."""
        tray = self.tray
        n = len(WRESTLERS)
        side = int(min(tray.h * 0.62, tray.w / n * 0.7))
        step = tray.w / n
        out = {}
        for i, name in enumerate(WRESTLERS):
            r = pygame.Rect(0, 0, side, side)
            r.midtop = (round(tray.x + step * (i + 0.5)), tray.y)
            out[name] = r
        return out


def lay_out(rect: pygame.Rect, players: int, home: int, hand: tuple[int, ...] | None) -> Layout:
    """The table for ``players`` seats in ``rect`` seen from ``home``; ``hand``: its cards per wrestler."""
    W, H = rect.w, rect.h
    u = table_unit(rect)
    pad = max(6, round(10 * u))
    # the other seats along the top
    others = seats_after(home, players)
    top_h = max(round(H * 0.17), round(96 * u))
    n = max(1, len(others))
    panel_w = min(round(250 * u), (W - pad * (n + 1)) // n)
    x0 = rect.x + (W - (panel_w * n + pad * (n - 1))) // 2
    other_rects = {
        seat: pygame.Rect(x0 + i * (panel_w + pad), rect.y + pad, panel_w, top_h - pad) for i, seat in enumerate(others)
    }
    # the viewer's seat along the bottom
    home_h = max(round(H * card_share(0.3, 0.38)), round(170 * u))
    home_rect = pygame.Rect(rect.x + pad, rect.bottom - pad - home_h, W - 2 * pad, home_h)
    info_w = max(round(home_rect.w * 0.18), round(150 * u))
    info = pygame.Rect(home_rect.x + pad, home_rect.y + pad, info_w, home_rect.h - 2 * pad)
    status_h = font_size(u, 15, 11) + round(6 * u)
    hint_h = font_size(u, 12, 11) + round(4 * u)
    lift_h = round((home_rect.h - 2 * pad - status_h - hint_h) * 0.1)
    top = home_rect.y + pad + status_h + hint_h + lift_h
    hand_area = pygame.Rect(info.right + pad, top, home_rect.right - 2 * pad - info.right, home_rect.bottom - pad - top)
    pass_rect = pygame.Rect(0, 0, min(info.w, round(150 * u)), min(round(46 * u), info.h // 3))
    pass_rect.bottomleft = (info.x, info.bottom - round(2 * u))  # under the seat's words: the row is the hand's
    # the middle: ring | ladder | scoreboard
    mid = pygame.Rect(rect.x + pad, rect.y + top_h + pad, W - 2 * pad, home_rect.y - rect.y - top_h - 2 * pad)
    board_w = max(round(mid.w * 0.24), round(190 * u))
    ladder_w = max(round(mid.w * 0.3), round(220 * u))
    ring = pygame.Rect(mid.x, mid.y, mid.w - board_w - ladder_w - 2 * pad, mid.h)
    ladder_panel = pygame.Rect(ring.right + pad, mid.y, ladder_w, mid.h)
    board = pygame.Rect(ladder_panel.right + pad, mid.y, board_w, mid.h)
    title_h = font_size(u, 16, 12) + round(10 * u)
    tray_h = max(round(34 * u), round(ladder_panel.h * 0.16))
    label_h = font_size(u, 11, 11) + round(4 * u)
    ladder_grid = pygame.Rect(ladder_panel.x + pad, ladder_panel.y + title_h, ladder_panel.w - 2 * pad,
                              ladder_panel.h - title_h - tray_h - label_h - pad)
    tray_label = pygame.Rect(ladder_panel.x + pad, ladder_grid.bottom + pad // 2, ladder_panel.w - 2 * pad, label_h)
    tray = pygame.Rect(ladder_panel.x + pad, tray_label.bottom, ladder_panel.w - 2 * pad, tray_h)
    ch = hand_area.h - round(6 * u)
    cw = round(ch * 0.7)
    ring_h, ring_small, ring_row, ring_stage, play_label = _lay_ring(ring, u)
    lay = Layout(
        rect=pygame.Rect(rect), unit=u, home_seat=home, others=other_rects, home=home_rect, info=info,
        hand=hand_area, pass_rect=pass_rect, ring=ring, ladder_panel=ladder_panel,
        ladder_grid=ladder_grid, tray=tray, tray_label=tray_label, board=board, card=(cw, ch), ring_card=(round(ring_h * 0.7), ring_h),
        ring_small=ring_small, ring_row=ring_row, ring_stage=ring_stage, play_label=play_label,
    )
    _lay_hand(lay, list(hand) if hand is not None else [])
    return lay


def _lay_ring(ring: pygame.Rect, u: float) -> tuple[int, tuple[int, int], pygame.Rect, pygame.Rect, int]:
    """The ring's parts: the top play's card height, an earlier play's card size, the row of earlier plays,
    the room for the top play, and the size of the words under the earlier plays."""
    inset = round(16 * u)
    label = font_size(u, 12, 11)
    step = (ring.w - 2 * inset) // EARLIER_SHOWN
    small_h = max(16, min(round(ring.h * 0.2), round(step / 1.7 / 0.7)))  # a fan of three fits its step
    small = (round(small_h * 0.7), small_h)
    row = pygame.Rect(ring.x + inset, ring.y + round(12 * u), ring.w - 2 * inset, small_h + label + round(6 * u))
    caption_h = font_size(u, 15, 11) + round(14 * u) + font_size(u, 13, 11) + round(8 * u)  # and "Click to play"
    stage = pygame.Rect(ring.x + inset, row.bottom + round(4 * u), ring.w - 2 * inset,
                        ring.bottom - caption_h - row.bottom - round(4 * u))
    top_h = max(small_h, round(min(stage.h, ring.w * 0.26)))
    return top_h, small, row, stage, label


def _lay_hand(lay: Layout, counts: list[int]) -> None:
    """The viewer's cards grouped by wrestler, overlapping within a group, shrunk to fit the hand's area.

    When the row is short of room the cards of a group close up (down to an edge each: the group's badge
    counts them) and the gaps between groups narrow; only then do the cards shrink."""
    area = lay.hand
    groups = [(w, k) for w, k in enumerate(counts) if k]
    if not groups:
        return
    cw, ch = lay.card
    gap = round(cw * 0.3)
    step = cw * 0.34
    total = sum(cw + step * (k - 1) for _, k in groups) + gap * (len(groups) - 1)
    if total > area.w:  # shrink the overlap and the gaps, then the cards
        extra = sum(k - 1 for _, k in groups)
        gap = max(round(cw * 0.14), min(gap, int(area.w - len(groups) * cw - extra * cw * 0.08) // max(1, len(groups) - 1)))
        room = area.w - len(groups) * cw - gap * (len(groups) - 1)
        step = max(cw * 0.08, room / max(1, extra))
        total = sum(cw + step * (k - 1) for _, k in groups) + gap * (len(groups) - 1)
        if total > area.w:
            factor = area.w / total
            cw, ch = max(12, round(cw * factor)), max(16, round(ch * factor))
            lay.card = (cw, ch)
            step *= factor
            gap = round(gap * factor)
            total = area.w
    x = area.centerx - total / 2
    y = area.bottom - ch
    for w, k in groups:
        first = round(x)
        for i in range(k):
            r = pygame.Rect(round(x + i * step), y, cw, ch)
            lay.hand_cards.append((w, k - i, r))
        last = round(x + (k - 1) * step)
        lay.groups[w] = pygame.Rect(first, y, last + cw - first, ch)
        x += cw + step * (k - 1) + gap
