"""The Mindbug table's animations: what the events of each step make fly, lunge and flash.

:func:`on_events` reads the events' data and adds flights (plays, Mindbugs,
attacks, fights, defeats, discards, draws and thefts, cards given or taken
back into a hand), flashes (a card's effect, Tough, life lost or gained) and
banners (a Mindbug, a seat out of the game) to the table; the table runs and
draws them. A flight's ends are looked up when it draws (the ``*_place``
functions), so they follow the layout.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.protocol import Event
from tabletop.games.mindbug import art
from tabletop.games.mindbug.layout import RATIO, Layout
from tabletop.games.mindbug.rules import MindbugView
from tabletop.ui import theme
from tabletop.ui.flight import Flight

if TYPE_CHECKING:
    from tabletop.games.mindbug.scene import MindbugTable

BANNER_TIME = 2.4
FLASH_TIME = 0.9


@dataclass
class Flash:
    key: Hashable
    colour: tuple[int, int, int]
    delay: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + FLASH_TIME


def on_events(table: MindbugTable, events: Sequence[Event]) -> None:
    view: MindbugView | None = table.view
    if view is None:
        return
    private = {(e.kind, e.data.get("seat")) for e in events if e.kind in ("draw", "steal") and "cards" in e.data}
    clock = 0.0
    at: dict[int, Callable[[], pygame.Rect] | pygame.Rect] = {}
    drop = table.drag.last_drop
    for event in events:
        data = event.data
        kind = event.kind
        if kind == "play":
            card = int(data["card"])
            seat = int(data["seat"])
            start: pygame.Rect | Callable[[], pygame.Rect]
            if drop is not None and seat == view.seat and drop[0][0] == "hand":
                lay = table._current_layout()
                start = pygame.Rect(drop[1], lay.hand_card)
            else:
                start = _from_hand(table, seat, card)
            _fly(table, card, start, _stage_place(table, card), clock, sound="place")
            at[card] = _stage_place(table, card)
            clock += 0.36
        elif kind in ("mindbug", "enter", "control"):
            card = int(data["card"])
            seat = int(data["seat"])
            if kind == "mindbug":
                start = at.get(card) or table._drawn.get(card) or _stage_place(table, card)
                took = "take" if seat == view.seat else "takes"
                table.banner = (f"Mindbug! {table._who(seat)} {took} {table._card_name(card)}", art.MINDBUG, 0.0)
            elif kind == "control":
                start = at.get(card) or _last(table, card, int(data.get("previous", seat)))
            elif data.get("source") == "discard":
                start = at.get(card) or _pile_place(table, int(data.get("owner", seat)), discard=True)
            elif data.get("source") == "hand":
                start = at.get(card) or _from_hand(table, seat, card)
            else:
                start = at.get(card) or table._drawn.get(card) or _stage_place(table, card)
            end = _slot_place(table, card, seat)
            _fly(table, card, start, end, clock, duration=0.42 if kind != "enter" else 0.34,
                 sound="capture" if kind != "enter" else "place")
            at[card] = end
            clock += 0.4
        elif kind == "attack":
            card = int(data["card"])
            seat = int(data["seat"])
            here = at.get(card) or _slot_place(table, card, seat)
            _lunge(table, card, here, _enemy_place(table, seat), clock, 0.45, 0.42)
            clock += 0.44
        elif kind == "fight":
            x, b = int(data["attacker"]), int(data["blocker"])
            ax = at.get(x) or _last(table, x, -1)
            bx = at.get(b) or _last(table, b, -1)
            _lunge(table, x, ax, bx, clock, 0.45, 0.36, sound="capture")
            _lunge(table, b, bx, ax, clock, 0.45, 0.36)
            clock += 0.38
        elif kind == "defeated":
            card = int(data["card"])
            owner = int(data.get("owner", data.get("seat", 0)))
            start = at.pop(card, None) or _last(table, card, int(data.get("seat", owner)))
            _to_discard(table, card, start, owner, clock)
            clock += 0.12
        elif kind == "discard":
            card = int(data["card"])
            seat = int(data["seat"])
            owner = int(data.get("owner", seat))
            _to_discard(table, card, _from_hand(table, seat, card), owner, clock)
            clock += 0.2
        elif kind == "exhausted":
            _flash(table, int(data["card"]), theme.INFO, clock)
        elif kind == "cannot_block":
            _flash(table, int(data["card"]), theme.TEXT_MUTED, clock)
        elif kind == "effect":
            if "card" in data:
                _flash(table, int(data["card"]), theme.LEGAL, clock)
        elif kind == "life":
            team = int(data["team"])
            _flash(table, ("life", team), theme.DANGER if int(data.get("delta", 0)) < 0 else theme.SUCCESS, clock)
        elif kind == "unblocked":
            _flash(table, int(data["card"]), theme.DANGER, clock)
        elif kind in ("draw", "steal"):
            seat = int(data["seat"])
            if "cards" not in data and (kind, seat) in private:
                continue  # the private twin of this event tells more
            count = int(data.get("count", 0))
            cards = [int(c) for c in data.get("cards", [])]
            if kind == "draw":
                source = _pile_place(table, seat, discard=False)
                _to_hand(table, seat, cards, count, source, clock, sound="draw")
                clock += 0.1
            else:
                victim = int(data["victim"])
                _to_hand(table, seat, cards, count, _from_hand(table, victim, None), clock, sound="draw")
                clock += 0.3
        elif kind == "hand":
            seat = int(data["seat"])
            if "giver" in data:
                card = int(data["card"])
                _to_hand(table, seat, [card], 1, _from_hand(table, int(data["giver"]), card), clock, faces=True)
                clock += 0.3
            elif "cards" in data:
                cards = [int(c) for c in data["cards"]]
                _to_hand(table, seat, cards, len(cards), _pile_place(table, seat, discard=True), clock, faces=True)
                clock += 0.3
        elif kind == "eliminated":
            seat = int(data["seat"])
            table.banner = (f"{table._who(seat)} {'are' if seat == view.seat else 'is'} out of the game",
                            theme.DANGER, 0.0)
        elif kind == "pass":
            table.play_sound("click")


def _fly(table: MindbugTable, card: int, start: Any, end: Any, delay: float, duration: float = 0.34,
         sound: str | None = None) -> None:
    view: MindbugView = table.view
    kind = view.kind[card]
    table.flights.add(Flight(lambda size: art.face(kind, size), start, end, delay=delay, duration=duration,
                             sound=sound, key=card, hides=card))


def _lunge(table: MindbugTable, card: int, start: Any, towards: Any, delay: float, reach: float, duration: float,
           sound: str | None = None) -> None:
    view: MindbugView = table.view
    kind = view.kind[card]
    power, kw = table._power(card), table._keywords(card)

    def image(size: tuple[int, int]) -> pygame.Surface:
        if size[0] > size[1]:  # it lies sideways where it starts
            return art.face(kind, (size[1], size[0]), power, kw, turned=True)
        return art.face(kind, size, power, kw)

    table.flights.add(Flight(image, start, towards, delay=delay, duration=duration, sound=sound,
                             key=card, lunge=reach, hides=card))


def _to_discard(table: MindbugTable, card: int, start: Any, owner: int, delay: float) -> None:
    view: MindbugView = table.view
    kind = view.kind[card]
    table.flights.add(Flight(lambda size: art.face(kind, size), start, _pile_place(table, owner, discard=True),
                             delay=delay, duration=0.38, sound="capture", key=("disc", card),
                             hides=("discard", owner)))


def _to_hand(table: MindbugTable, seat: int, cards: list[int], count: int, source: Any, delay: float,
             faces: bool = False, sound: str | None = None) -> None:
    view: MindbugView = table.view
    own = view.seat is not None and seat == view.seat
    for i in range(count):
        card = cards[i] if i < len(cards) else None
        show = card is not None and (own or faces)
        kind = view.kind[card] if card is not None else 0

        def image(size: tuple[int, int], show: bool = show, kind: int = kind) -> pygame.Surface:
            return art.face(kind, size) if show else art.back(size)

        end = _hand_place(table, seat, card if own else None)
        hides = card if own and card is not None else ("hand", seat)
        table.flights.add(Flight(image, source, end, delay=delay + i * 0.08, duration=0.34,
                                 sound=sound if i == 0 else None, key=("hand", seat, i), hides=hides))


def _flash(table: MindbugTable, key: Hashable, colour: tuple[int, int, int], delay: float) -> None:
    table.flashes.append(Flash(key, colour, delay))


# places, looked up when the flight draws (they follow the layout)
def _last(table: MindbugTable, card: int, seat: int) -> pygame.Rect:
    r = table._drawn.get(card)
    if r is not None:
        return r.copy()
    lay = table._current_layout()
    area = lay.areas.get(seat)
    box = area.creatures if area is not None else lay.stage
    r = pygame.Rect(0, 0, *_card_size(lay, seat))
    r.center = box.center
    return r


def _card_size(lay: Layout, seat: int) -> tuple[int, int]:
    area = lay.areas.get(seat)
    if area is not None and area.slots:
        r = max(area.slots.values(), key=lambda x: x.h)
        return (round(r.h * RATIO), r.h) if r.h > r.w else (r.w, r.h)
    h = round((area.creatures.h if area is not None else lay.stage.h) * 0.9)
    return (round(h * RATIO), h)


def _slot_place(table: MindbugTable, card: int, seat: int) -> Callable[[], pygame.Rect]:
    def place() -> pygame.Rect:
        lay = table._current_layout()
        for area in lay.areas.values():
            if card in area.slots:
                return area.slots[card]
        home = lay.areas.get(seat)
        r = pygame.Rect(0, 0, *_card_size(lay, seat))
        r.center = (home.creatures if home is not None else lay.stage).center
        return r

    return place


def _stage_place(table: MindbugTable, card: int) -> Callable[[], pygame.Rect]:
    def place() -> pygame.Rect:
        lay = table._current_layout()
        if card in lay.shown:
            return lay.shown[card]
        h = round(lay.content.h * 0.7)
        r = pygame.Rect(0, 0, round(h * RATIO), h)
        r.center = lay.content.center
        return r

    return place


def _enemy_place(table: MindbugTable, seat: int) -> Callable[[], pygame.Rect]:
    def place() -> pygame.Rect:
        lay = table._current_layout()
        view: MindbugView = table.view
        enemies = [q for q in table._enemies(seat) if not view.eliminated[q]] or table._enemies(seat)
        if len(enemies) == 1:
            return lay.areas[enemies[0]].creatures
        return lay.stage

    return place


def _pile_place(table: MindbugTable, seat: int, discard: bool) -> Callable[[], pygame.Rect]:
    def place() -> pygame.Rect:
        lay = table._current_layout()
        area = lay.areas[seat]
        box = area.discard if discard else area.pile
        r = pygame.Rect(0, 0, max(8, round(box.h * RATIO * 1.4)), max(10, round(box.h * 1.4)))
        r.midleft = (box.x, box.centery)
        return r

    return place


def _hand_place(table: MindbugTable, seat: int, card: int | None) -> Callable[[], pygame.Rect]:
    def place() -> pygame.Rect:
        lay = table._current_layout()
        if seat == lay.home and card is not None and card in lay.hand:
            return lay.hand[card]
        area = lay.areas[seat]
        if area.place == "bottom":
            r = pygame.Rect(0, 0, *lay.hand_card)
            r.center = lay.hand_row.center
            return r
        box = area.hand
        r = pygame.Rect(0, 0, max(8, round(box.h * RATIO * 1.4)), max(10, round(box.h * 1.4)))
        r.midleft = (box.x, box.centery)
        return r

    return place


def _from_hand(table: MindbugTable, seat: int, card: int | None) -> pygame.Rect:
    """Where a card leaving ``seat``'s hand starts: the viewer's own card where it was, else the backs."""
    if card is not None and card in table._drawn and seat == table._home():
        return table._drawn[card].copy()
    return _hand_place(table, seat, None)()
