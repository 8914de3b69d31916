"""A myth card under the pointer, shown large.

At a crowded table, in a small window or with a large size of cards and text,
the other seats' stacks, the open treasure piles and the round's cards are
drawn small (a card under 55 px goes without its name). Resting the pointer
on one shows it large beside it, never over a control
(:func:`~tabletop.ui.preview.place_shrinking`); the viewer's own large cards
show all there is already.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from tabletop.games.mythomakya.art import has_name_room
from tabletop.games.mythomakya.layout import Layout
from tabletop.games.mythomakya.view import HIDDEN
from tabletop.ui.pile import top_card
from tabletop.ui.preview import PREVIEW_SHARES, place_shrinking
from tabletop.ui.stack import RATIO

if TYPE_CHECKING:
    from tabletop.games.mythomakya.scene import MythTable

PREVIEW_H = 220
"""The height of the large card, in design units (smaller where that does not fit beside the card)."""

SMALL_H = 80
"""A card shorter than this, in design units (or too small for its name), is shown large under the pointer."""


def myth_card_under(table: MythTable, lay: Layout, with_round: bool) -> tuple[int, pygame.Rect] | None:
    """The face-up myth card under the pointer and where it lies: a stack's top card, an open treasure pile's
    top card, or (``with_round``: the round is drawn) a card of the round."""
    view = table.myth
    pointer = table.pointer
    for seat, place in lay.seats.items():
        stacks = view.stacks[seat]
        for i, geometry in enumerate(place.stacks):
            if i < len(stacks) and stacks[i] and stacks[i][-1] != HIDDEN and geometry.top.collidepoint(pointer):
                return int(stacks[i][-1]), geometry.top
        count = view.treasure_counts[seat] - table.trick.incoming(seat)
        pile = view.treasure[seat] if view.treasure is not None else ()
        shown = top_card(place.treasure)
        if 0 < count <= len(pile) and pile[count - 1] != HIDDEN and shown.collidepoint(pointer):
            return int(pile[count - 1]), shown
    played = table.trick.card_at(pointer) if with_round else None
    if played is not None and isinstance(played[0], int):
        return played[0], played[1]
    return None


def myth_preview(table: MythTable, lay: Layout, avoid: Iterable[pygame.Rect], with_round: bool,
                 reading: Iterable[pygame.Rect] = ()) -> tuple[int, pygame.Rect] | None:
    """The myth card under the pointer and where to show it large: beside it, covering nothing in ``avoid``
    and, where it can, nothing in ``reading`` (smaller if need be). None while dragging, over no card, over a
    card already large, or where even the smallest preview would cover a control."""
    if table.drag.dragging is not None:
        return None
    under = myth_card_under(table, lay, with_round)
    if under is None:
        return None
    card, anchor = under
    if anchor.h >= SMALL_H * lay.unit and has_name_room(anchor.size):
        return None  # large enough already
    heights = [round(PREVIEW_H * lay.unit * share) for share in PREVIEW_SHARES]
    place = place_shrinking([(round(h * RATIO), h) for h in heights], anchor, lay.rect, avoid,
                            gap=round(10 * lay.unit), rather_not=reading)
    return (card, place) if place is not None else None
