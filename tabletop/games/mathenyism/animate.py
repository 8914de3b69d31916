"""The Mathenyism table's animations: cards flying between places as the events tell, and a banner.

A card played flies from the hand to its place (a leader or object to the
court, a unit to the units row, an action to the discards, a follower face
down to the followers pile); cards drawn fly from the deck; a destroyed unit
flies to the discards from where it stood; followers taken fly, face down,
from the loser's pile to the winner's. Attacks, merges, alliances, trades,
ties and the win are said on a banner across the middle. Where a card came
from is read on the layout before the view changed (``before``), where it
goes on the layout now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from tabletop.core.protocol import Event
from tabletop.games.mathenyism import art
from tabletop.games.mathenyism.layout import Layout
from tabletop.ui.flight import Flight

if TYPE_CHECKING:
    from tabletop.games.mathenyism.scene import MathTable

SAID = frozenset({"attack", "merge", "ally", "end_alliance", "trade", "cancel", "boost", "tie", "split", "win",
                  "help", "followers", "destroy", "action", "react", "show"})
"""Events whose words go on the banner."""

BEAT = 0.5
"""Seconds the table holds after a move worth saying (an attack, a block, a trade), so it is seen."""

STAGGER = 0.08
"""Seconds between cards of one move leaving."""


def _face(card: int) -> Callable[[tuple[int, int]], pygame.Surface]:
    return lambda size: art.face(card, size)


def hand_place(lay: Layout | None, seat: int, card: int | None = None) -> pygame.Rect | None:
    """Where ``seat``'s hand shows ``card`` (the viewer's) or its pile of backs (another seat's)."""
    if lay is None or seat not in lay.seats:
        return None
    place = lay.seats[seat]
    if card is not None and card in place.hand:
        return place.hand[card].copy()
    if place.pile is not None:
        return place.pile.copy()
    if place.hand:
        return next(iter(place.hand.values())).copy()
    return place.court_area.copy()


def court_place(table: MathTable, lay: Layout, seat: int, card: int) -> pygame.Rect | None:
    cards = table.court_cards(seat)
    place = lay.seats[seat]
    return place.court[cards.index(card)].copy() if card in cards and cards.index(card) < len(place.court) else None


def animate(table: MathTable, events: Sequence[Event], before: Layout | None, lay: Layout) -> None:
    """Start the flights and the banner for ``events``."""
    delay = 0.0
    said: str | None = None
    for event in events:
        data = event.data or {}
        kind = event.kind
        seat = int(data.get("seat", -1)) if isinstance(data.get("seat"), int) else -1
        card = data.get("card")
        if kind in SAID:
            said = event.text
        start: pygame.Rect | None = None
        end: pygame.Rect | None = None
        image: Callable[[tuple[int, int]], pygame.Surface] = art.back
        hides: object = None
        if kind == "draw" and seat in lay.seats:
            cards = data.get("cards")
            known = cards if isinstance(cards, list) else [None] * int(data.get("count", 0))
            for c in known:
                to = hand_place(lay, seat, c)
                if to is not None:
                    table.flights.add(Flight(_face(c) if c is not None else art.back, lay.deck.copy(), to,
                                             delay=delay, sound="draw", hides=("card", c) if c is not None else None))
                    delay += STAGGER
            continue
        if kind in ("leader", "object", "unit") and isinstance(card, int) and seat in lay.seats:
            start = hand_place(before, seat, card)
            end = court_place(table, lay, seat, card) if kind != "unit" else None
            if kind == "unit":
                unit = lay.unit_place(card)
                end = unit.rect if unit is not None else None
            image, hides = _face(card), ("card", card)
        elif kind in ("action", "react") and isinstance(card, int) and seat in lay.seats:
            start, end, image = hand_place(before, seat, card), lay.discard.copy(), _face(card)
        elif kind == "show" and isinstance(card, int) and seat in lay.seats:
            start, end, image = hand_place(before, seat, card), lay.seats[seat].shown.copy(), _face(card)
        elif kind == "follower" and seat in lay.seats:
            start, end = hand_place(before, seat), lay.seats[seat].followers.copy()
        elif kind == "discard" and seat in lay.seats:
            start, end = hand_place(before, seat, card if isinstance(card, int) else None), lay.discard.copy()
        elif kind in ("offer", "give", "trade") and seat in lay.seats:
            other = int(data.get("to", data.get("to_seat", -1)))  # type: ignore[call-overload]
            if other not in lay.seats:
                continue
            there = hand_place(lay, other)
            here = hand_place(lay, seat)
            if here is None or there is None:
                continue
            if kind == "offer" or data.get("accepted") is False:  # held out to the other player (and taken back)
                table.flights.add(Flight(art.back, here, there, delay=delay, lunge=0.55, duration=0.6))
            else:
                table.flights.add(Flight(art.back, here, there, delay=delay, sound="place"))
                if kind == "trade":
                    table.flights.add(Flight(art.back, there.copy(), here.copy(), delay=delay, sound="place"))
            delay += STAGGER
            continue
        elif kind == "attack" and isinstance(data.get("defender"), int):
            target = lay.seats[int(data["defender"])].panel  # type: ignore[call-overload]
            for i, uid in enumerate(data.get("units", [])):  # type: ignore[union-attr]
                unit = lay.unit_place(int(uid))
                if unit is not None:
                    table.flights.add(Flight(_face(int(uid)), unit.cards[0].copy(), target.copy(),
                                             delay=delay + i * STAGGER, lunge=0.3, duration=0.5, keep_size=True))
            delay += STAGGER
            continue
        elif kind == "destroy" and before is not None:
            uid = int(data["unit"])
            unit = before.unit_place(uid)
            if unit is not None:
                for i, c in enumerate(data.get("cards", [uid])):
                    table.flights.add(Flight(_face(int(c)), unit.cards[min(i, len(unit.cards) - 1)].copy(),
                                             lay.discard.copy(), delay=delay + 0.1 * i, sound="place"))
                delay += STAGGER * 2
            continue
        elif kind == "followers":
            giver, taker = int(data["giver"]), int(data["taker"])
            for i in range(int(data.get("count", 0))):
                table.flights.add(Flight(art.back, lay.seats[giver].followers.copy(),
                                         lay.seats[taker].followers.copy(), delay=delay + i * STAGGER, sound="place"))
            delay += STAGGER * 2
            continue
        if start is not None and end is not None:
            table.flights.add(Flight(image, start, end, delay=delay, sound="place", hides=hides))
            delay += STAGGER
    if said is not None:
        table.banner.show(table.personal(said.rstrip(".")))
        table.hold(BEAT)
