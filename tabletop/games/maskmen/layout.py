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


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    home_seat: int
    others: dict[int, pygame.Rect]
    home: pygame.Rect
    info: pygame.Rect
    hand: pygame.Rect
    side: pygame.Rect
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
    hand_cards: list[tuple[int, int, pygame.Rect]] = field(default_factory=list)
    """The viewer's cards as drawn, left to right: (wrestler, number from the top of its group, rect)."""
    groups: dict[int, pygame.Rect] = field(default_factory=dict)

    def top_rect(self) -> pygame.Rect:
        """Where the round's top play lies in the ring."""
        r = pygame.Rect(0, 0, *self.ring_card)
        r.center = (self.ring.centerx, self.ring.centery - round(self.unit * 6))
        return r

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
    side_w = max(round(home_rect.w * 0.16), round(140 * u))
    info = pygame.Rect(home_rect.x + pad, home_rect.y + pad, info_w, home_rect.h - 2 * pad)
    side = pygame.Rect(home_rect.right - pad - side_w, home_rect.y + pad, side_w, home_rect.h - 2 * pad)
    status_h = font_size(u, 15, 11) + round(6 * u)
    hint_h = font_size(u, 12, 10) + round(4 * u)
    lift_h = round((home_rect.h - 2 * pad - status_h - hint_h) * 0.1)
    top = home_rect.y + pad + status_h + hint_h + lift_h
    hand_area = pygame.Rect(info.right + pad, top, side.x - info.right - 2 * pad, home_rect.bottom - pad - top)
    pass_rect = pygame.Rect(0, 0, min(side.w, round(150 * u)), round(46 * u))
    pass_rect.midbottom = (side.centerx, side.bottom - round(4 * u))
    # the middle: ring | ladder | scoreboard
    mid = pygame.Rect(rect.x + pad, rect.y + top_h + pad, W - 2 * pad, home_rect.y - rect.y - top_h - 2 * pad)
    board_w = max(round(mid.w * 0.24), round(190 * u))
    ladder_w = max(round(mid.w * 0.3), round(220 * u))
    ring = pygame.Rect(mid.x, mid.y, mid.w - board_w - ladder_w - 2 * pad, mid.h)
    ladder_panel = pygame.Rect(ring.right + pad, mid.y, ladder_w, mid.h)
    board = pygame.Rect(ladder_panel.right + pad, mid.y, board_w, mid.h)
    title_h = font_size(u, 16, 12) + round(10 * u)
    tray_h = max(round(34 * u), round(ladder_panel.h * 0.16))
    label_h = font_size(u, 11, 9) + round(4 * u)
    ladder_grid = pygame.Rect(ladder_panel.x + pad, ladder_panel.y + title_h, ladder_panel.w - 2 * pad,
                              ladder_panel.h - title_h - tray_h - label_h - pad)
    tray_label = pygame.Rect(ladder_panel.x + pad, ladder_grid.bottom + pad // 2, ladder_panel.w - 2 * pad, label_h)
    tray = pygame.Rect(ladder_panel.x + pad, tray_label.bottom, ladder_panel.w - 2 * pad, tray_h)
    ch = hand_area.h - round(6 * u)
    cw = round(ch * 0.7)
    ring_h = min(ring.h * 0.5, ring.w * 0.26)
    lay = Layout(
        rect=pygame.Rect(rect), unit=u, home_seat=home, others=other_rects, home=home_rect, info=info,
        hand=hand_area, side=side, pass_rect=pass_rect, ring=ring, ladder_panel=ladder_panel,
        ladder_grid=ladder_grid, tray=tray, tray_label=tray_label, board=board, card=(cw, ch), ring_card=(round(ring_h * 0.7), round(ring_h)),
    )
    _lay_hand(lay, list(hand) if hand is not None else [])
    return lay


def _lay_hand(lay: Layout, counts: list[int]) -> None:
    """The viewer's cards grouped by wrestler, overlapping within a group, shrunk to fit the hand's area."""
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
        room = area.w - len(groups) * cw - gap * (len(groups) - 1)
        step = max(cw * 0.14, room / max(1, extra))
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
