"""Where everything goes on the Domains of Meh table, for a rectangle (pure geometry, nothing drawn).

The other seats are stacked in a column on the left (a scoring legend under
them when there is room), the 3x4 map fills the rest of the top, and the
seat whose view this is sits along the bottom with its hand face up, its
deck (also the drop target for "put a card on the bottom of your deck") and
its discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.core.protocol import seats_after
from tabletop.games.meh.cards import COLS, ROWS
from tabletop.ui.cards import font_size
from tabletop.ui.grid import fit_grid, row_of
from tabletop.ui.seating import card_share, table_unit


@dataclass
class SeatBox:
    """Where one seat's things are drawn."""

    seat: int
    panel: pygame.Rect
    header: pygame.Rect
    hand_area: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    card: tuple[int, int]  # card size for this seat's piles (and hand backs)
    captions: bool = True  # whether the piles have their captions under them (a short panel leaves them out)
    compact: bool = False
    """A short panel's header: one line (badge, name and army, score) so that the cards keep their size."""


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    tiles: list[pygame.Rect]
    map_rect: pygame.Rect
    map_card: tuple[int, int]
    home: SeatBox
    others: list[SeatBox]
    hand_card: tuple[int, int]
    hand_rects: list[pygame.Rect]
    status: pygame.Rect
    pass_rect: pygame.Rect
    boxes: dict[int, SeatBox] = field(default_factory=dict)
    legend: pygame.Rect | None = None

    def territory_card(self, t: int) -> pygame.Rect:
        tile = self.tiles[t]
        r = pygame.Rect(0, 0, *self.map_card)
        r.center = tile.center
        return r


def lay_out(rect: pygame.Rect, players: int, home: int, hand_n: int) -> Layout:
    """The table for ``players`` seats in ``rect``, seen from ``home``, with ``hand_n`` cards in its hand."""
    W, H = rect.w, rect.h
    u = table_unit(rect)
    pad = max(6, round(12 * u))
    others = seats_after(home, players)
    n = len(others)
    gap = pad
    # the other seats stacked on the left, each as tall as its cards need
    col_w = max(round(W * 0.23), round(210 * u))
    inner = max(5, round(10 * u))
    card_h = round(card_w_for_column(col_w, inner) / 0.7)
    natural = header_h(u) + card_h + font_size(u, 13, 11) + max(2, round(3 * u)) + 3 * inner
    # the home seat along the bottom: a larger size of cards grows it while the others keep half their cards
    least_others = n * (natural - card_h // 2) + gap * (n - 1) + 3 * pad
    home_h = max(round(H * 0.27), round(150 * u), home_info_height(u, players),
                 min(round(H * card_share(0.27, 0.36)), H - least_others))
    home_panel = pygame.Rect(rect.x + pad, rect.bottom - pad - home_h, W - 2 * pad, home_h)
    top = pygame.Rect(rect.x + pad, rect.y + pad, W - 2 * pad, home_panel.y - rect.y - 2 * pad)
    panel_h = min((top.h - gap * (n - 1)) // max(1, n), natural)
    boxes: dict[int, SeatBox] = {}
    other_boxes: list[SeatBox] = []
    for i, seat in enumerate(others):
        panel = pygame.Rect(top.x, top.y + i * (panel_h + gap), col_w, panel_h)
        box = _side_box(seat, panel, u)
        boxes[seat] = box
        other_boxes.append(box)
    used = top.y + n * (panel_h + gap)
    legend: pygame.Rect | None = pygame.Rect(top.x, used, col_w, top.bottom - used)
    if legend is not None and legend.h < round(150 * u):
        legend = None
    # the map fills the rest of the top
    map_area = pygame.Rect(top.x + col_w + pad, top.y, top.w - col_w - pad, top.h)
    tiles = fit_grid(map_area, ROWS, COLS, (1.0, 1.45), gap_ratio=0.07)
    map_rect = tiles[0].unionall(tiles[1:]).inflate(pad, pad)
    tw, th = tiles[0].size
    side = min(tw, th) * 0.24
    map_h = min(th * 0.82, (tw - 2 * side - min(tw, th) * 0.1) / 0.7)
    map_card = (max(12, round(map_h * 0.7)), max(16, round(map_h)))
    home_box = _home_box(home, home_panel, u)
    boxes[home] = home_box
    # hand cards: as big as the panel allows
    hand_area = home_box.hand_area
    ch = hand_area.h
    cw = round(ch * 0.7)
    hand_rects = row_of(hand_area, hand_n, (cw, ch), gap=round(cw * 0.12))
    status = pygame.Rect(hand_area.x, home_panel.y + round(pad * 0.6), hand_area.w, round(26 * u))
    pass_rect = pygame.Rect(0, 0, round(170 * u), round(48 * u))
    pass_rect.center = hand_area.center
    return Layout(
        rect=pygame.Rect(rect), unit=u, tiles=tiles, map_rect=map_rect, map_card=map_card, home=home_box,
        others=other_boxes, hand_card=(cw, ch), hand_rects=hand_rects, status=status, pass_rect=pass_rect,
        boxes=boxes, legend=legend,
    )


def _home_box(seat: int, panel: pygame.Rect, u: float) -> SeatBox:
    """The viewer's seat: name and rule on the left, the hand in the middle, deck and discard on the right."""
    pad = max(5, round(10 * u))
    info_w = max(round(panel.w * 0.25), round(230 * u))
    header = pygame.Rect(panel.x + pad, panel.y + pad, info_w, panel.h - 2 * pad)
    piles_w = round(panel.w * 0.26)
    caption = round(20 * u)
    ch = panel.h - 2 * pad - caption
    cw = round(ch * 0.7)
    cw = min(cw, (piles_w - 3 * pad) // 2)
    ch = round(cw / 0.7)
    piles = pygame.Rect(panel.right - pad - piles_w, panel.y + pad, piles_w, ch)
    deck = pygame.Rect(0, 0, cw, ch)
    deck.topright = (piles.centerx - pad // 2, piles.y + (panel.h - 2 * pad - caption - ch) // 2)
    discard = pygame.Rect(0, 0, cw, ch)
    discard.topleft = (piles.centerx + pad // 2, deck.y)
    status_h = round(26 * u) + pad
    hand_area = pygame.Rect(
        header.right + pad, panel.y + pad + status_h, deck.x - header.right - 3 * pad, panel.h - 2 * pad - status_h
    )
    return SeatBox(seat, panel, header, hand_area, deck, discard, (cw, ch))


def _side_box(seat: int, panel: pygame.Rect, u: float) -> SeatBox:
    """Another seat in the left column: the header over its hand of backs, deck and discard.

    A short panel (four seats in a small window, or a large size of cards) gets a one-line header and
    no captions (the counts go on the piles), so its cards stay large enough to read."""
    pad = max(5, round(10 * u))
    head_h = header_h(u)
    caption = font_size(u, 13, 11) + max(2, round(3 * u))
    natural = round(card_w_for_column(panel.w, pad) / 0.7)
    compact = panel.h - head_h - 3 * pad - caption < natural * 0.75
    if compact:
        pad = max(4, round(6 * u))
        head_h = compact_header_h(u)
    captions = not compact and panel.h - head_h - 3 * pad - caption >= natural * 0.6  # else the cards take it
    header = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad, head_h)
    body_h = panel.h - head_h - 3 * pad - (caption if captions else 0)
    ch = min(body_h, natural)
    cw = round(ch * 0.7)
    y = header.bottom + pad + (body_h - ch) // 2
    x = panel.x + pad
    hand_area = pygame.Rect(x, y, round(cw * 1.5), ch)
    deck = pygame.Rect(hand_area.right + pad, y, cw, ch)
    discard = pygame.Rect(deck.right + pad, y, panel.right - pad - deck.right - pad, ch)
    return SeatBox(seat, panel, header, hand_area, deck, discard, (cw, ch), captions, compact)


def home_info_height(u: float, players: int) -> int:
    """The home panel's least height for its name, army, the scoring lines (one an army, with a title)
    and the turn tag, as the drawing sets them."""
    pad = max(5, round(10 * u))
    line_h = font_size(u, 13, 11) + max(3, round(5 * u))
    tag_h = font_size(u, 14, 11) + round(10 * u)
    return 2 * pad + min(round(54 * u), header_h(u)) + round(8 * u) + (1 + players) * line_h + tag_h + round(8 * u)


def header_h(u: float) -> int:
    """Height of a seat's header: the name over the army."""
    return round(font_size(u, 19, 13) * 1.3 + font_size(u, 15, 11) * 1.3)


def compact_header_h(u: float) -> int:
    """Height of a short panel's one-line header: the name and army beside the badge."""
    return round(font_size(u, 19, 13) * 1.3)


def card_w_for_column(width: int, pad: int) -> int:
    """Card width in a side panel: room for a hand fan (1.5 cards), the deck and the discard chips."""
    return max(10, round((width - 4 * pad) / 3.7))
