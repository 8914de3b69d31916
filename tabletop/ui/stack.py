"""A stack of cards laid out in front of a player: a face-up card over its depth of face-down cards.

The cards under the top one peek out below it as backs, so a player sees at
a glance how deep each stack is; a count badge says it exactly. A stack may
also be face down only. :func:`fit_stack` and :func:`lay_stacks` are the
geometry (where the top card lies, which is the stack's drag source, and how
far each card under it shows); :func:`draw_stack` draws one with the game's
card images (:data:`~tabletop.ui.pile.CardImage`), leaving the top card out
while it is being dragged.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui.cards import Colour, blit_card
from tabletop.ui.pile import CardImage, draw_count, draw_empty_slot

RATIO = 0.7
"""A card's width over its height."""

STEP = 0.13
"""How much of a card's height each card under the top one shows."""


@dataclass(frozen=True)
class StackGeometry:
    """Where a stack's cards lie: the top card's rectangle and the step to each card under it."""

    top: pygame.Rect
    step: int
    depth: int
    """The deepest stack this place was laid out for (its :attr:`bounds`)."""

    def card(self, below: int) -> pygame.Rect:
        """The rectangle of the card ``below`` cards under the top one (0: the top card)."""
        return self.top.move(0, below * self.step)

    @property
    def bounds(self) -> pygame.Rect:
        """Everything a stack of :attr:`depth` cards covers."""
        return self.top.union(self.card(max(0, self.depth - 1)))


def fit_stack(area: pygame.Rect, depth: int, ratio: float = RATIO, step: float = STEP) -> StackGeometry:
    """The largest stack of ``depth`` cards that fits ``area``: centred across, from its top edge down."""
    depth = max(1, depth)
    h = min(area.h / (1 + step * (depth - 1)), area.w / ratio)
    ch = max(8, int(h))
    gap = round(ch * step)
    while ch > 8 and ch + gap * (depth - 1) > area.h:  # rounding must not push the last card out
        ch -= 1
        gap = round(ch * step)
    cw = max(6, min(area.w, round(ch * ratio)))
    top = pygame.Rect(area.x + (area.w - cw) // 2, area.y, cw, ch)
    return StackGeometry(top, gap, depth)


def lay_stacks(
    area: pygame.Rect,
    count: int,
    depth: int,
    ratio: float = RATIO,
    step: float = STEP,
    gap: float = 0.12,
    max_height: int | None = None,
) -> list[StackGeometry]:
    """``count`` stacks (up to ``depth`` cards deep) as large as fit ``area``, in centred rows, left to right.

    The number of rows is the one that gives the largest cards; ``gap`` is
    the space between stacks as a share of a card's width; no card is
    taller than ``max_height``.
    """
    if count <= 0 or area.w <= 0 or area.h <= 0:
        return []
    depth = max(1, depth)
    tall = 1 + step * (depth - 1)  # a stack's height in card heights
    best: tuple[float, int] = (0.0, 1)
    for rows in range(1, count + 1):
        per = -(-count // rows)
        by_w = area.w / (per * ratio + (per - 1) * gap * ratio)
        by_h = area.h / (rows * tall + (rows - 1) * gap * ratio)
        h = min(by_w, by_h, float(max_height) if max_height else by_w)
        if h > best[0] * 1.001:
            best = (h, rows)
    h, rows = best
    per = -(-count // rows)
    ch = max(8, int(h))
    cw = max(6, round(ch * ratio))
    space = max(1, round(cw * gap))
    cell_h = round(ch * tall) + 1
    while ch > 8 and (per * cw + (per - 1) * space > area.w or rows * cell_h + (rows - 1) * space > area.h):
        ch -= 1
        cw = max(6, round(ch * ratio))
        space = max(1, round(cw * gap))
        cell_h = round(ch * tall) + 1
    total_h = rows * cell_h + (rows - 1) * space
    y = area.y + (area.h - total_h) // 2
    out: list[StackGeometry] = []
    for r in range(rows):
        n = min(per, count - r * per)
        x = area.x + (area.w - (n * cw + (n - 1) * space)) // 2
        for _ in range(n):
            out.append(fit_stack(pygame.Rect(x, y, cw, cell_h), depth, ratio, step))
            x += cw + space
        y += cell_h + space
    return out


def draw_stack(
    surface: pygame.Surface,
    place: StackGeometry,
    depth: int,
    back: CardImage,
    unit: float,
    *,
    top: CardImage | None = None,
    lifted: bool = False,
    highlight: Colour | None = None,
    show_count: bool | None = None,
    label: str = "",
) -> None:
    """A stack of ``depth`` cards at ``place``: ``top``'s face over backs, or backs only when ``top`` is None.

    ``lifted`` leaves the top card out (it is being dragged); ``highlight``
    rings the top card (it may be played); the count shows when the stack
    is deeper than one card or face down (``show_count`` decides otherwise).
    An empty stack is its place's outline with ``label``.
    """
    if depth <= 0:
        draw_empty_slot(surface, place.top, label, unit)
        return
    size = place.top.size
    for below in range(depth - 1, 0, -1):
        blit_card(surface, back(size), place.card(below), lift=0.4)
    if not lifted:
        image = top(size) if top is not None else back(size)
        blit_card(surface, image, place.top, lift=0.8, highlight=highlight)
    if show_count if show_count is not None else (depth > 1 or top is None):
        last = place.card(depth - 1)
        draw_count(surface, depth, (last.right - max(6, last.w // 5), last.bottom - max(5, place.step // 2)), unit)
