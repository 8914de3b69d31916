"""A pile of cards on the table: a deck, a discard pile, a treasure pile.

:func:`draw_pile` shows how many cards there are (a few edges of thickness
and a count badge), the top card's face or a back, and, when the pile is
empty, the outline of its place with its label, so the player sees where it
will be. The faces and backs come from the game (:data:`CardImage`); this
module only places them. :func:`draw_count` and :func:`draw_empty_slot` are
the marks stacks and other card places share.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import (
    TEXT_FLOOR,
    Colour,
    blit_card,
    card_radius,
    fit_text,
    font,
    font_size,
    shrink_floor,
    text,
)
from tabletop.ui.table_parts import draw_pill

CardImage = Callable[[tuple[int, int]], pygame.Surface]
"""A game's card sprite at a size (a face or a back), as :func:`tabletop.ui.cards.CardArt.face` gives it."""

EDGES = 4
"""At most this many card edges show a pile's thickness."""


def edge_step(size: tuple[int, int]) -> int:
    """How far each edge under a pile's top card shows (up and left)."""
    return max(1, round(min(size) * 0.035))


def top_card(rect: pygame.Rect) -> pygame.Rect:
    """Where a pile's top card lies in its ``rect``: the bottom-right part, leaving room for the edges above it.

    The same for any count, so a card flying to the pile lands there.
    """
    room = edge_step(rect.size) * EDGES
    return pygame.Rect(rect.x + room, rect.y + room, max(4, rect.w - room), max(4, rect.h - room))


def draw_count(surface: pygame.Surface, value: int | str, center: tuple[int, int], unit: float,
               within: pygame.Rect | None = None) -> pygame.Rect:
    """A number on a dark pill with a brass edge (how many cards a pile or stack holds)."""
    label = text(str(value), font_size(unit, 13, TEXT_FLOOR), theme.TEXT, "bold")
    pad = (max(8, round(12 * unit)), max(3, round(4 * unit)))
    return draw_pill(surface, label, theme.WOOD_DARK, pad, border=theme.BRASS, border_width=max(1, round(unit)),
                     within=within, center=center)


def draw_empty_slot(surface: pygame.Surface, rect: pygame.Rect, label: str, unit: float,
                    colour: Colour = theme.FELT_LIGHT, highlight: Colour | None = None) -> None:
    """The outline of an empty card place with ``label`` in it (dashed, so it does not read as a card)."""
    width = max(1, round(2 * unit))
    edge = highlight if highlight is not None else colour
    radius = card_radius(rect.size)
    dash = max(4, round(8 * unit))
    inner = rect.inflate(-2 * radius, -2 * radius)
    for x in range(inner.x, inner.right, dash * 2):  # dashes along the straight edges
        end = min(x + dash, inner.right)
        pygame.draw.line(surface, edge, (x, rect.y), (end, rect.y), width)
        pygame.draw.line(surface, edge, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
    for y in range(inner.y, inner.bottom, dash * 2):
        end = min(y + dash, inner.bottom)
        pygame.draw.line(surface, edge, (rect.x, y), (rect.x, end), width)
        pygame.draw.line(surface, edge, (rect.right - 1, y), (rect.right - 1, end), width)
    for corner, start in ((rect.topleft, 90), (rect.topright, 0), (rect.bottomright, 270), (rect.bottomleft, 180)):
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = (corner[0] + (radius if corner[0] == rect.x else -radius),
                      corner[1] + (radius if corner[1] == rect.y else -radius))
        pygame.draw.arc(surface, edge, box, math.radians(start), math.radians(start + 90), width)
    room = rect.w - 2 * width - 4
    size = font_size(unit, 12, TEXT_FLOOR)
    if label and font(size, "semibold").size(label)[0] <= room:  # a label cut short would say nothing
        t = text(label, size, highlight if highlight is not None else theme.TEXT_DIM, "semibold")
        surface.blit(t, t.get_rect(center=rect.center))


def caption_height(unit: float) -> int:
    """The room a pile's caption takes below it."""
    return font_size(unit, 12, TEXT_FLOOR) + max(2, round(4 * unit))


def draw_pile(
    surface: pygame.Surface,
    rect: pygame.Rect,
    count: int,
    unit: float,
    *,
    top: CardImage | None = None,
    back: CardImage | None = None,
    label: str = "",
    caption: bool = False,
    caption_within: pygame.Rect | None = None,
    highlight: Colour | None = None,
) -> None:
    """A pile of ``count`` cards in ``rect``: ``top``'s face if given (else ``back``), its thickness and count.

    The top card lies at :func:`top_card` of ``rect``, the edges of up to
    :data:`EDGES` cards under it show above and to its left.
    Empty, the pile is its place's outline with ``label``; with ``caption``
    the label and count are also written under ``rect`` (leave
    :func:`caption_height` free there); a face on top then goes without the
    count on it. Otherwise the count sits on a face's bottom-right corner,
    clear of the name at its foot (half the badge below the card, as on a
    stack), and on a back's foot.
    The caption is centred under ``rect`` and may be a little wider; ``caption_within`` keeps it across
    that rectangle (moved off centre where a border is near). ``highlight`` rings the pile (a legal drop,
    the winner's pile).
    """
    card = top_card(rect)
    words = f"{label} {count}"
    caption_size = font_size(unit, 12, TEXT_FLOOR)
    room = rect.w + round(24 * unit)
    if caption_within is not None:
        room = min(room, caption_within.w)
    said = caption and bool(label) and font(shrink_floor(caption_size), "semibold").size(words)[0] <= room
    if count <= 0 or (top is None and back is None):
        draw_empty_slot(surface, card, label, unit, highlight=highlight)
    else:
        size = card.size
        step = edge_step(rect.size)
        under = back if back is not None else top
        assert under is not None
        edges = min(EDGES, count - 1)
        for i in range(edges, 0, -1):
            blit_card(surface, under(size), card.move(-i * step, -i * step), lift=0.3, with_shadow=i == edges)
        image = top(size) if top is not None else under(size)
        blit_card(surface, image, card, lift=0.5, highlight=highlight, with_shadow=edges == 0)
        if top is None:  # a back says nothing at its foot: the count sits there
            draw_count(surface, count, (card.centerx, card.bottom - max(4, round(card.h * 0.12))), unit, within=rect)
        elif not said:  # a face's foot holds its name: the count sits on its corner, as on a stack
            draw_count(surface, count, (card.right - max(6, card.w // 5), card.bottom), unit)
    if caption and label:
        t = fit_text(words, caption_size, theme.TEXT_DIM, room, "semibold")
        where = t.get_rect(midtop=(rect.centerx, rect.bottom + max(2, round(3 * unit))))
        if caption_within is not None:
            where.x = max(caption_within.x, min(where.x, caption_within.right - where.w))
        surface.blit(t, where)
