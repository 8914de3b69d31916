"""The Domains of Meh table's animations from events: cards flying from hands to the map, beaten
cards to their discard piles, cards to the bottom of a deck and drawn from it; the last round's banner.

While a card flies, the table hides it where the view already shows it
(``Flights.hidden``): ("hand", seat, size), ("deck", seat) and ("discard",
seat, size), size -1 for a card the viewer does not see; a territory being
taken shows what was there before (``table._hide_board``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.protocol import Event
from tabletop.games.meh import art
from tabletop.games.meh.layout import Layout
from tabletop.ui.flight import FLIGHT_TIME, Flight

if TYPE_CHECKING:
    from tabletop.games.meh.scene import MehTable


def animate(table: MehTable, events: Sequence[Event]) -> None:
    """Start the flights and sounds of ``events`` (already filtered for the viewer)."""
    view = table.view
    private_draw = {e.data.get("seat") for e in events if e.kind == "draw" and "size" in e.data}
    private_bottom = {e.data.get("seat") for e in events if e.kind == "bottom" and "size" in e.data}
    lay = table._current_layout()
    for event in events:
        data = event.data
        seat = int(data.get("seat", -1))
        if not 0 <= seat < view.players:
            continue
        size = int(data["size"]) if "size" in data else None
        if event.kind == "place":
            _fly_place(table, lay, seat, int(data["size"]), int(data["territory"]), data.get("displaced"))
        elif event.kind == "bottom":
            if seat in private_bottom and size is None:
                continue  # the private copy of this event carries the card
            _fly_bottom(table, seat, size)
        elif event.kind == "draw":
            if seat in private_draw and size is None:
                continue
            _fly_draw(table, seat, size)
        elif event.kind == "pass":
            table.play_sound("click")
        elif event.kind == "last_round":
            who = "you play" if seat == table.viewer else f"{table.seat_name(seat)} plays"
            table.banner.show(f"Last round: the game can end before {who} again")


def in_flight(table: MehTable, kind: str, seat: int) -> list[int]:
    """The sizes (-1: unseen) of ``seat``'s cards still flying to its ``kind`` ("hand" or "discard")."""
    out: list[int] = []
    for tag, count in table.flights.hiding().items():
        if isinstance(tag, tuple) and tag[:2] == (kind, seat):
            out.extend([int(tag[2])] * count)
    return out


def _hand_slot(table: MehTable, seat: int, size: int | None) -> pygame.Rect:
    """Where a card of ``seat``'s hand is (the viewer's own card of ``size`` if known)."""
    lay = table._current_layout()
    box = lay.boxes[seat]
    if seat == table._home_seat() and table.viewer is not None:
        for s, r in reversed(table._drawn_hand):
            if s == size:
                return r.copy()
        if lay.hand_rects:
            return lay.hand_rects[len(lay.hand_rects) // 2].copy()
        r = pygame.Rect(0, 0, *lay.hand_card)
        r.center = box.hand_area.center
        return r
    r = pygame.Rect(0, 0, *box.card)
    r.center = box.hand_area.center
    return r


def _start(table: MehTable, seat: int, size: int | None) -> pygame.Rect:
    """Where the viewer's card was let go if it was dragged, else its place in ``seat``'s hand."""
    drop = table.drag.last_drop
    if drop is not None and seat == table.viewer:
        return pygame.Rect(drop[1], table._current_layout().hand_card)
    return _hand_slot(table, seat, size)


def _fly_place(table: MehTable, lay: Layout, seat: int, size: int, t: int, displaced: Any) -> None:
    army = table.view.armies[seat]
    start = _start(table, seat, size)
    loser: tuple[int, int] | None = (int(displaced[0]), int(displaced[1])) if displaced else None
    table._hide_board[t] = loser
    table.last_territory = t

    def territory() -> pygame.Rect:
        return table._current_layout().territory_card(t)

    def land() -> None:
        table._hide_board.pop(t, None)

    table.flights.add(Flight(face(army, size), start, territory, on_land=land, sound="capture" if loser else "place"))
    if loser is None:
        return
    owner, beaten = loser

    def discard() -> pygame.Rect:
        return table._current_layout().boxes[owner].discard

    table.flights.add(
        Flight(face(table.view.armies[owner], beaten), territory, discard, delay=FLIGHT_TIME,
               hides=("discard", owner, beaten))
    )


def _fly_bottom(table: MehTable, seat: int, size: int | None) -> None:
    start = _start(table, seat, size)

    def deck() -> pygame.Rect:
        return table._current_layout().boxes[seat].deck

    table.flights.add(Flight(back(table.view.armies[seat]), start, deck, sound="shuffle", hides=("deck", seat)))


def _fly_draw(table: MehTable, seat: int, size: int | None) -> None:
    army = table.view.armies[seat]
    own = seat == table.viewer and size is not None
    hidden_size = int(size) if own and size is not None else -1

    def deck() -> pygame.Rect:
        return table._current_layout().boxes[seat].deck

    def hand() -> pygame.Rect:
        lay = table._current_layout()
        if own and seat == table._home_seat():
            cards = list(table.view.hand)
            if hidden_size in cards:
                index = len(cards) - 1 - cards[::-1].index(hidden_size)
                if index < len(lay.hand_rects):
                    return lay.hand_rects[index]
        return _hand_slot(table, seat, None)

    look = face(army, hidden_size) if own else back(army)
    table.flights.add(
        Flight(look, deck, hand, delay=FLIGHT_TIME * 0.8, sound="draw", hides=("hand", seat, hidden_size))
    )


def face(army: str, size: int) -> Callable[[tuple[int, int]], pygame.Surface]:
    """A flying card's face: ``army``'s card of ``size``, drawn at the size asked for."""
    return lambda px: art.CARD_ART.face((army, size), px)


def back(army: str) -> Callable[[tuple[int, int]], pygame.Surface]:
    return lambda px: art.CARD_ART.back(army, px)
