"""The geometry of the Mindbug table: the layout's records and how cards fill an area.

:class:`Layout` is where everything is for one rectangle (built by
``MindbugTable._lay_out``): an :class:`Area` per seat (panel, header,
creatures, hand, piles, Mindbug tokens and a slot per creature), the stage
with its decision panel (:class:`~tabletop.ui.decision.PanelLayout`), the viewer's hand and the status line.
:func:`lay_cards` fits a row (or rows) of cards, some lying sideways, into an
area. ``Key`` names the drag sources and targets laid on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui.decision import PanelButton, PanelLayout

Key = tuple[Any, ...]
"""A source or target: ("hand", card), ("creature", card), ("pick", card), ("button", i),
("seat", seat) for sources; ("mine",) and ("enemy", seat) for targets."""

RATIO = 0.75  # card width / height: a little wider than printed cards, for the rules text


def lay_cards(area: pygame.Rect, turned: Sequence[bool], max_h: int, gap: float = 0.08) -> list[pygame.Rect]:
    """Rectangles for cards (``turned`` ones lie sideways) as large as fit ``area``, in centred rows.

    Cards keep their order, left to right then top to bottom; no card is
    taller than ``max_h``.
    """
    n = len(turned)
    if n == 0 or area.w <= 0 or area.h <= 0:
        return []
    options: list[tuple[float, int]] = []
    for rows in range(1, n + 1):
        per = -(-n // rows)
        groups = [turned[i:i + per] for i in range(0, n, per)]
        by_h = area.h / (len(groups) + (len(groups) - 1) * gap)
        widest = max(sum(1.0 if t else RATIO for t in g) + (len(g) - 1) * gap for g in groups)
        options.append((min(by_h, area.w / widest, float(max_h)), rows))
    top = max(h for h, _ in options)
    h, rows = next(o for o in options if o[0] >= top * 0.9)  # the fewest rows of nearly the largest cards
    per = -(-n // rows)
    groups_idx = [list(range(i, min(n, i + per))) for i in range(0, n, per)]
    ch = max(8, int(h))
    while True:  # rounding must not push a row out of the area
        cw = max(6, int(ch * RATIO))
        step = max(1, round(ch * gap))
        widest = max(sum(ch if turned[i] else cw for i in idx) + step * (len(idx) - 1) for idx in groups_idx)
        total_h = len(groups_idx) * ch + (len(groups_idx) - 1) * step
        if ch <= 8 or (widest <= area.w and total_h <= area.h):
            break
        ch -= 1
    y = area.y + (area.h - total_h) // 2
    out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * n
    for idx in groups_idx:
        widths = [ch if turned[i] else cw for i in idx]
        x = area.x + (area.w - (sum(widths) + step * (len(idx) - 1))) // 2
        for i, w in zip(idx, widths):
            hh = cw if turned[i] else ch
            out[i] = pygame.Rect(x, y + (ch - hh) // 2, w, hh)
            x += w + step
        y += ch + step
    return out


@dataclass
class Area:
    """Where one seat's things are: its panel, header line(s), creatures and piles."""

    seat: int
    place: str  # "bottom", "top", "left", "right"
    panel: pygame.Rect
    header: pygame.Rect
    creatures: pygame.Rect
    hand: pygame.Rect  # the backs of the hand (others), the hand row (the home seat)
    pile: pygame.Rect
    discard: pygame.Rect
    tokens: pygame.Rect
    slots: dict[int, pygame.Rect] = field(default_factory=dict)


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    home: int
    areas: dict[int, Area]
    stage: pygame.Rect
    life: pygame.Rect
    content: pygame.Rect
    info: pygame.Rect
    status: pygame.Rect
    hand_row: pygame.Rect
    hand: dict[int, pygame.Rect] = field(default_factory=dict)
    hand_order: list[int] = field(default_factory=list)
    hand_card: tuple[int, int] = (70, 100)
    panel: PanelLayout = field(default_factory=lambda: PanelLayout(pygame.Rect(0, 0, 0, 0), 1.0, pygame.Rect(0, 0, 0, 0)))

    @property
    def buttons(self) -> list[PanelButton]:
        """The decision panel's buttons."""
        return self.panel.buttons

    @property
    def shown(self) -> dict[Any, pygame.Rect]:
        """The cards on the stage."""
        return self.panel.shown
