"""Where a pop-up (a large card under the pointer, a pile's list) may go: never over a control.

:func:`place_preview` finds a place of a given size inside ``bounds`` that
covers none of the ``avoid`` rectangles (a table's buttons and other
controls), as near the thing it explains as it can: beside it, then above or
below it, then anywhere; when it finds none, a table tries a smaller size,
and shows nothing rather than cover a control (:func:`place_shrinking`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

import pygame

RectTuple = tuple[int, int, int, int]

PREVIEW_SHARES = (1.0, 0.8, 0.64)
"""The sizes a card's large preview may take, as shares of its full size (for :func:`place_shrinking`)."""


def place_preview(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect,
                  avoid: Iterable[pygame.Rect], gap: int = 8,
                  rather_not: Iterable[pygame.Rect] = ()) -> pygame.Rect | None:
    """A rectangle of ``size`` inside ``bounds`` that overlaps nothing in ``avoid``, nearest ``anchor``
    (beside it first); it keeps clear of ``anchor`` and of ``rather_not`` (words being read) when it can.
    None when there is no such place."""
    found = _place(tuple(size), _t(anchor), _t(bounds), _ts(avoid), _ts(rather_not), gap)
    return pygame.Rect(found) if found is not None else None


def place_shrinking(sizes: Sequence[tuple[int, int]], anchor: pygame.Rect, bounds: pygame.Rect,
                    avoid: Iterable[pygame.Rect], gap: int = 8,
                    rather_not: Iterable[pygame.Rect] = ()) -> pygame.Rect | None:
    """:func:`place_preview` for the largest of ``sizes`` (largest first) that has a place.

    A smaller size is taken only where a larger one would cover a control, not to keep ``rather_not``
    clear: a player who made cards and text large wants the card's own words large."""
    avoid, rather_not = list(avoid), list(rather_not)
    for size in sizes:
        place = place_preview(size, anchor, bounds, avoid, gap, rather_not)
        if place is not None:
            return place
    return None


def _t(r: pygame.Rect) -> RectTuple:
    return (r.x, r.y, r.w, r.h)


def _ts(rects: Iterable[pygame.Rect]) -> tuple[RectTuple, ...]:
    return tuple(sorted(_t(r) for r in rects if r.w > 0 and r.h > 0))


@lru_cache(maxsize=256)
def _place(size: tuple[int, int], anchor_t: RectTuple, bounds_t: RectTuple, avoid_t: tuple[RectTuple, ...],
           rather_t: tuple[RectTuple, ...], gap: int) -> RectTuple | None:
    w, h = size
    bounds = pygame.Rect(bounds_t)
    if w > bounds.w or h > bounds.h:
        return None
    anchor = pygame.Rect(anchor_t)
    avoid = [pygame.Rect(r) for r in avoid_t]
    clear = [anchor] + [pygame.Rect(r) for r in rather_t]
    beside = [
        (anchor.right + gap, anchor.centery - h // 2),
        (anchor.x - gap - w, anchor.centery - h // 2),
        (anchor.centerx - w // 2, anchor.y - gap - h),
        (anchor.centerx - w // 2, anchor.bottom + gap),
    ]
    step = max(8, min(w, h) // 4)
    slides: list[tuple[int, int]] = []
    for x, _ in beside[:2]:  # beside it, higher or lower
        slides += [(x, y) for y in range(bounds.y, bounds.bottom - h + 1, step)]
    anywhere = [(x, y) for x in range(bounds.x, bounds.right - w + 1, step)
                for y in range(bounds.y, bounds.bottom - h + 1, step)]
    centre = anchor.center

    def distance(p: tuple[int, int]) -> int:
        return abs(p[0] + w // 2 - centre[0]) + abs(p[1] + h // 2 - centre[1])

    ordered = beside + sorted(slides, key=distance) + sorted(anywhere, key=distance)
    for keep_clear in (clear, clear[:1], []):
        for x, y in ordered:
            r = pygame.Rect(x, y, w, h).clamp(bounds)
            if r.collidelist(avoid) < 0 and r.collidelist(keep_clear) < 0:
                return _t(r)
    return None
