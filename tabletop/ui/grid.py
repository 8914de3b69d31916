"""Laying out a grid of equal cells (a map of territories, a row of piles), a row or a fan of cards inside a rectangle."""

from __future__ import annotations

import pygame


def fit_grid(
    area: pygame.Rect,
    rows: int,
    cols: int,
    aspect: float | tuple[float, float],
    gap_ratio: float = 0.06,
) -> list[pygame.Rect]:
    """The largest ``rows`` x ``cols`` grid of cells that fits ``area``, centred, row-major.

    ``aspect`` is the cell's width / height, or a ``(min, max)`` range: the
    cells then stretch within that range to use the space. The gap between
    cells is ``gap_ratio`` of the cell's height.
    """
    lo, hi = (aspect, aspect) if isinstance(aspect, (int, float)) else aspect
    g = gap_ratio
    h = area.h / (rows + g * (rows + 1))  # as tall as the area allows
    w = min((area.w - g * h * (cols + 1)) / cols, h * hi)
    if w < h * lo:  # the width limits: keep the narrowest aspect and shrink the height
        h = area.w / (cols * lo + g * (cols + 1))
        w = h * lo
    gap = g * h
    cw, ch, step = int(w), int(h), max(1, round(gap))
    total_w = cols * cw + (cols + 1) * step
    total_h = rows * ch + (rows + 1) * step
    x0 = area.x + (area.w - total_w) // 2 + step
    y0 = area.y + (area.h - total_h) // 2 + step
    return [
        pygame.Rect(x0 + c * (cw + step), y0 + r * (ch + step), cw, ch) for r in range(rows) for c in range(cols)
    ]


def row_of(area: pygame.Rect, count: int, size: tuple[int, int], gap: int) -> list[pygame.Rect]:
    """``count`` boxes of ``size`` in a centred row inside ``area``, overlapping if they must."""
    if count <= 0:
        return []
    w, h = size
    step = w + gap
    if count > 1 and count * w + (count - 1) * gap > area.w:
        step = max(4, (area.w - w) // (count - 1))
    total = w + step * (count - 1)
    x0 = area.x + (area.w - total) // 2
    y = area.y + (area.h - h) // 2
    return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]


def fan_of(area: pygame.Rect, count: int, size: tuple[int, int], overlap: float, centred: bool = True,
           y: int | None = None) -> list[pygame.Rect]:
    """``count`` cards of ``size`` each ``overlap`` of a card's width right of the last (a hand of backs),
    squeezed to ``area``'s width; centred in it or from its left edge, at ``y`` (default: its top)."""
    if count <= 0:
        return []
    w, h = size
    step = min(w * overlap, (area.w - w) / (count - 1)) if count > 1 else 0.0
    x0 = area.centerx - (w + step * (count - 1)) / 2 if centred else area.x
    top = area.y if y is None else y
    return [pygame.Rect(round(x0 + i * step), top, w, h) for i in range(count)]
