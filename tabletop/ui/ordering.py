"""Putting a few cards in a new order by dragging them, then confirming (Mythomakya's Aeolus reorders a stack).

:class:`DragOrder` holds the order being made: the legal orders (each the
action that plays it), the order now shown (it starts as the cards lie), and
where each card and the Confirm button are. A card dragged onto another
card's place takes that place, the others shift; Confirm is offered only
while the order shown is one of the legal ones. A table adds
:meth:`DragOrder.sources` and :meth:`DragOrder.targets` to its drag spots and
passes the keys it owns to :meth:`DragOrder.resolve`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from tabletop.core.protocol import Action
from tabletop.ui.drag import Spot

Key = tuple[Any, ...]
CARD = "order_card"
CONFIRM: Key = ("order_confirm",)


class DragOrder:
    """An order of a few cards, rearranged by dragging, played by Confirm."""

    def __init__(self) -> None:
        self.options: dict[tuple[Any, ...], Action] = {}
        self.order: list[Any] = []
        self.places: list[pygame.Rect] = []
        self.confirm = pygame.Rect(0, 0, 0, 0)

    @property
    def active(self) -> bool:
        return bool(self.options)

    def show(self, options: dict[tuple[Any, ...], Action], start: Sequence[Any]) -> None:
        """Offer ``options`` (order -> action), starting from ``start``; the same offer keeps the order made."""
        if options.keys() != self.options.keys():
            self.order = list(start)
        self.options = dict(options)

    def clear(self) -> None:
        self.options = {}
        self.order = []
        self.places = []

    def key(self) -> Hashable:
        """What the table's layout depends on."""
        return tuple(self.order)

    def lay_out(self, rect: pygame.Rect, card: tuple[int, int], button_h: int, gap: int) -> None:
        """The cards in a row centred in ``rect`` (the first on the left), Confirm under them."""
        n = len(self.order)
        w, h = card
        x = rect.centerx - (n * w + (n - 1) * gap) // 2
        self.places = [pygame.Rect(x + i * (w + gap), rect.y, w, h) for i in range(n)]
        self.confirm = pygame.Rect(0, 0, max(w * 2, 120), button_h)
        self.confirm.midtop = (rect.centerx, rect.y + h + gap * 3)

    def action(self) -> Action | None:
        """The action the order shown plays (None: it is not one of the legal orders)."""
        return self.options.get(tuple(self.order))

    def sources(self) -> list[Spot[Key]]:
        out: list[Spot[Key]] = [Spot((CARD, i), r, drags=True) for i, r in enumerate(self.places)]
        return out + [Spot(CONFIRM, self.confirm, alone=True)]

    def targets(self) -> list[Spot[Key]]:
        return [Spot((CARD, i), r) for i, r in enumerate(self.places)]

    @staticmethod
    def owns(key: Key) -> bool:
        return key == CONFIRM or key[0] == CARD

    def targets_for(self, source: Key) -> set[Key]:
        if source[0] != CARD:
            return set()
        return {(CARD, i) for i in range(len(self.order)) if i != source[1]}

    def move(self, source: int, target: int) -> None:
        """The card at ``source`` takes the place ``target``; the cards between shift by one."""
        card = self.order.pop(source)
        self.order.insert(target, card)

    def resolve(self, source: Key, target: Key | None) -> Action | str | None:
        """Confirm plays the order (or says why not); a card dropped on another place moves there."""
        if source == CONFIRM:
            return self.action() or "That order is not allowed"
        if target is not None and target[0] == CARD and target != source:
            self.move(int(source[1]), int(target[1]))
        return None

    def aim(self, action: Action) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """Where to press (and drop) to come one step nearer to ``action``'s order: Confirm once it is shown."""
        want = next(order for order, a in self.options.items() if a == action)
        for i, card in enumerate(want):
            if self.order[i] != card:
                return self.places[self.order.index(card)].center, self.places[i].center
        return self.confirm.center, None
