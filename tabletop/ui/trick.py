"""The middle of a trick-taking table: one slot per seat in play order, filled as the cards are played.

:class:`TrickArea` shows the round being played: a slot per seat in the
round's play order with the player's name under it, each card placed (or
flown in) as it is played. When the game says who won (:meth:`TrickArea.finish`),
the area holds the round for a moment, names the winner and why ("red is
senior"), then flies the cards to the winner's pile. While it holds or flies
it is :meth:`~TrickArea.busy`, so the host waits before the next move; what
the table asks in the meantime (the next round's :meth:`~TrickArea.start`,
its first :meth:`~TrickArea.place`) waits its turn. The last finished round
can be shown again (:meth:`~TrickArea.toggle_last`). The card faces come from
the game: ``face(card, size)``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import TEXT_FLOOR, blit_card, fit_text, font, font_size
from tabletop.ui.flight import Flight, Flights, Place
from tabletop.ui.pile import draw_empty_slot
from tabletop.ui.table_parts import draw_pill

Face = Callable[[Hashable, tuple[int, int]], pygame.Surface]
"""A card's face at a size, by the game's key for the card."""

HOLD = 1.4
"""Seconds a finished round stays in the middle before its cards fly to the winner."""

RATIO = 0.7
BANNER_OVER_BELOW = 80
"""Design units: where the cards with the banner's line kept free above them would be shorter than this,
they take that line too, and the banner lies over their lower part for the moments it shows."""


@dataclass
class Trick:
    """A round: its seats in play order, the cards played so far, and once finished its winner and why."""

    order: tuple[int, ...] = ()
    played: dict[int, Hashable] = field(default_factory=dict)
    winner: int | None = None
    why: str = ""


@dataclass(frozen=True)
class TrickLayout:
    """Where the area's parts are for one rectangle."""

    rect: pygame.Rect
    banner: pygame.Rect
    """Where the winner's banner goes: its own line above the cards, or over their lower part (``over``)."""
    slots: tuple[pygame.Rect, ...]
    """One per seat of the round, in play order."""
    unit: float
    over: bool = False
    """The cards took the banner's line (the area is short): the banner lies over them."""


def lay_trick(rect: pygame.Rect, seats: int, unit: float, ratio: float = RATIO,
              max_card_h: int | None = None) -> TrickLayout:
    """``seats`` slots in a centred row under a banner line, each with room for a name under it.

    Cards are as large as fit, but no taller than ``max_card_h`` (default 150 design units). Where
    the banner's line would leave them shorter than :data:`BANNER_OVER_BELOW`, the cards take it too
    and the banner lies over their lower part (``over``): it shows only once a round is won, or when
    the last round is shown again, and the cards' corners and the names stay in sight.
    """
    banner_h = font_size(unit, 17, 12) + max(8, round(14 * unit))
    name_h = font_size(unit, 13, TEXT_FLOOR) + max(4, round(8 * unit))
    n = max(1, seats)
    tallest = max_card_h if max_card_h is not None else round(150 * unit)
    ch, cw, gap = _card_row(rect.w, rect.h - banner_h - name_h, n, ratio, tallest)
    over = False
    margin = max(3, round(6 * unit))  # above the cards where they take the banner's line
    if ch < round(BANNER_OVER_BELOW * unit):
        taller = _card_row(rect.w, rect.h - margin - name_h, n, ratio, tallest)
        over = taller[0] > ch
        if over:
            ch, cw, gap = taller
    total = n * cw + (n - 1) * gap
    x = rect.x + (rect.w - total) // 2
    above = margin if over else banner_h
    block = above + ch + name_h
    y = rect.y + max(0, (rect.h - block) // 2)
    top = y + above
    slots = tuple(pygame.Rect(x + i * (cw + gap), top, cw, ch) for i in range(n))
    banner = pygame.Rect(rect.x, top + ch - min(banner_h, ch), rect.w, min(banner_h, ch)) if over \
        else pygame.Rect(rect.x, y, rect.w, banner_h)
    return TrickLayout(pygame.Rect(rect), banner, slots, unit, over)


def _card_row(width: int, room_h: int, n: int, ratio: float, tallest: int) -> tuple[int, int, int]:
    """The height, width and gap of ``n`` cards in a row as large as fit in ``width`` by ``room_h``."""
    gap_share = 0.14
    ch = max(8, int(min(room_h, width / (n * ratio + (n - 1) * ratio * gap_share), tallest)))
    while True:  # rounding must not push the row out of the area
        cw = max(6, round(ch * ratio))
        gap = round(cw * gap_share)
        if n * cw + (n - 1) * gap <= width or ch <= 8:
            return ch, cw, gap
        ch -= 1


def _marker_radius(name_size: int) -> int:
    return max(3, round(name_size * 0.4))


def _name_room(lay: TrickLayout) -> int:
    """How wide a name under a slot may be: the slots' pitch less a space, so that names never touch."""
    slots = lay.slots
    pitch = slots[1].x - slots[0].x if len(slots) > 1 else round(slots[0].w * 1.5)
    return pitch - max(4, round(8 * lay.unit))


class TrickArea:
    """The round in the middle of the table; see the module doc."""

    def __init__(
        self,
        face: Face,
        name: Callable[[int], str],
        *,
        flights: Flights | None = None,
        hold: float = HOLD,
        ratio: float = RATIO,
        max_card_h: int | None = None,
        play_sound: Callable[[str], None] | None = None,
    ) -> None:
        """``flights``: the table's own group (it then updates and draws them), else the area keeps one."""
        self.face = face
        self.name = name
        self.flights = flights if flights is not None else Flights(play_sound)
        self._draws_flights = flights is None
        self.hold = hold
        self.ratio = ratio
        self.max_card_h = max_card_h
        self.trick = Trick()
        self.last: Trick | None = None
        self.showing_last = False
        self._holding = 0.0
        self._pile: Place | None = None
        self._away: list[Flight] = []
        self._queue: list[Callable[[], None]] = []
        self._layout: TrickLayout | None = None

    # --- what the table says -----------------------------------------------------------
    def lay_out(self, rect: pygame.Rect, unit: float) -> TrickLayout:
        """Lay the area out in ``rect`` (kept until the rectangle or the round's size changes)."""
        seats = len(self.trick.order)
        lay = self._layout
        if lay is None or lay.rect != rect or lay.unit != unit or len(lay.slots) != max(1, seats):
            lay = self._layout = lay_trick(pygame.Rect(rect), seats, unit, self.ratio, self.max_card_h)
        return lay

    def start(self, order: Sequence[int]) -> None:
        """A new round with these seats in play order (after the last one has flown away)."""
        self._when_settled(lambda: self._start(tuple(order)))

    def place(self, seat: int, card: Hashable, start: Place | None = None, sound: str | None = "place") -> None:
        """``seat`` played ``card``; it flies in from ``start`` when given (a stack on the table)."""
        self._when_settled(lambda: self._place(seat, card, start, sound))

    def finish(self, winner: int, why: str, pile: Place) -> None:
        """The round is won by ``winner`` because ``why``: hold it, then fly its cards to ``pile``."""
        self._when_settled(lambda: self._finish(winner, why, pile))

    def show(self, order: Sequence[int], played: Sequence[tuple[int, Hashable]], last: Trick | None = None) -> None:
        """Show this round at once, with no animation (a loaded game, an undo), even while a finished one is
        held or flies away; ``last`` is the last finished round, for "Last round" (None: none yet).

        The area's own flights stop; a table that shares its flights clears them itself.
        """
        self._queue.clear()
        if self._draws_flights:
            self.flights.clear()
        self._holding = 0.0
        self._pile = None
        self._away = []
        self.showing_last = False
        self.trick = Trick(tuple(order), dict(played))
        self.last = last

    def toggle_last(self) -> bool:
        """Show the last finished round instead of this one, or back; returns whether it is shown."""
        self.showing_last = not self.showing_last and self.last is not None
        return self.showing_last

    def update(self, dt: float) -> None:
        if self._holding > 0:
            self._holding -= dt
            if self._holding <= 0:
                self._fly_away()
        if self._draws_flights:
            self.flights.update(dt)
        while self._queue and not self.busy():
            self._queue.pop(0)()

    def busy(self) -> bool:
        """Whether a finished round is still shown, or cards are still flying in or away."""
        if self._holding > 0 or (self._draws_flights and self.flights.busy()):
            return True
        if self._pile is not None and not any(f in self.flights.items for f in self._away):
            self._cleared()  # landed, or the table cleared its flights (an undo)
        return self._pile is not None

    def incoming(self, seat: int) -> int:
        """How many cards of a finished round are still on their way to ``seat``'s pile (held or flying).

        The view already counts them in the pile; a table subtracts them until they land.
        """
        if self._pile is None or self.trick.winner != seat:
            return 0
        if self._holding > 0:
            return len(self.trick.played)
        return sum(1 for f in self._away if f in self.flights.items)

    def slot(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s card of the round lies (its slot; the first slot if it is not in the round)."""
        lay = self._current()
        order = self.trick.order
        index = order.index(seat) if seat in order else 0
        return lay.slots[min(index, len(lay.slots) - 1)].copy()

    def tag_spot(self, seat: int) -> tuple[int, int]:
        """Where a small tag on ``seat``'s card has its middle bottom: standing on the card's top edge, in the
        banner's line; where the cards took that line, over the foot of the card (its corner and picture show)."""
        slot = self.slot(seat)
        return (slot.centerx, slot.bottom - 2) if self._current().over else (slot.centerx, slot.y + 2)

    def card_at(self, pos: tuple[int, int]) -> tuple[Hashable, pygame.Rect] | None:
        """The card of the round drawn at ``pos`` (the last round's while it is shown) and its slot; None while
        cards fly, or where there is none."""
        if self._layout is None or self.busy():
            return None
        trick = self.last if self.showing_last and self.last is not None else self.trick
        for seat, slot in zip(trick.order, self._layout.slots):
            card = trick.played.get(seat)
            if card is not None and slot.collidepoint(pos):
                return card, slot.copy()
        return None

    # --- the steps ----------------------------------------------------------------------
    def _when_settled(self, step: Callable[[], None]) -> None:
        if self.busy() or self._queue:
            self._queue.append(step)
        else:
            step()

    def _start(self, order: tuple[int, ...]) -> None:
        self.trick = Trick(order)

    def _place(self, seat: int, card: Hashable, start: Place | None, sound: str | None) -> None:
        self.showing_last = False
        if seat not in self.trick.order:
            self.trick.order = (*self.trick.order, seat)
        self.trick.played[seat] = card
        if start is not None:
            self.flights.add(Flight(image=self._image(card), start=start,
                                    end=lambda: self.slot(seat), sound=sound, hides=("trick", seat)))

    def _finish(self, winner: int, why: str, pile: Place) -> None:
        self.showing_last = False
        self.trick.winner = winner
        self.trick.why = why
        self.last = Trick(self.trick.order, dict(self.trick.played), winner, why)
        self._pile = pile
        self._holding = self.hold
        if self.hold <= 0:
            self._fly_away()

    def _fly_away(self) -> None:
        self._holding = 0.0
        pile = self._pile
        trick = self.trick
        if pile is None or not trick.played:
            self._cleared()
            return
        seats = [s for s in trick.order if s in trick.played]
        for i, seat in enumerate(seats):
            card = trick.played[seat]
            last = i == len(seats) - 1
            self._away.append(self.flights.add(Flight(
                image=self._image(card),
                start=self.slot(seat), end=pile, delay=0.06 * i,
                on_land=self._cleared if last else None, sound="capture" if last else None,
            )))
        trick.played = {}

    def _image(self, card: Hashable) -> Callable[[tuple[int, int]], pygame.Surface]:
        """``card``'s face at any size, for a flight."""
        return lambda size: self.face(card, size)

    def _cleared(self) -> None:
        self._pile = None
        self._away = []
        self.trick = Trick(self.trick.order)

    def _current(self) -> TrickLayout:
        if self._layout is None:
            raise RuntimeError("the trick area is drawn (or laid out) before its slots are asked for")
        return self._layout

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, unit: float) -> None:
        """The slots with the players' names, the cards played, the winner's banner, and the flights."""
        trick = self.last if self.showing_last and self.last is not None else self.trick
        lay = self.lay_out(rect, unit)
        if self.showing_last:
            pygame.draw.rect(surface, theme.FELT_DARK, lay.rect, border_radius=max(6, round(12 * unit)))
        name_size = font_size(unit, 13, TEXT_FLOOR)
        room = _name_room(lay)
        marked = all(self._name_width(seat, name_size, unit, True) <= room for seat in trick.order)
        for i, slot in enumerate(lay.slots):
            seat = trick.order[i] if i < len(trick.order) else None
            card = trick.played.get(seat) if seat is not None else None
            if card is not None and not self.flights.hidden(("trick", seat)):
                highlight = theme.LEGAL if seat == trick.winner else None
                blit_card(surface, self.face(card, slot.size), slot, lift=0.8, highlight=highlight)
            else:
                draw_empty_slot(surface, slot, "", unit, colour=theme.FELT_LIGHT)
            if seat is not None:
                self._draw_name(surface, seat, slot, name_size, unit, room, marked)
        self._draw_banner(surface, lay, trick, unit)
        if self._draws_flights:
            self.flights.draw(surface)

    def _name_width(self, seat: int, size: int, unit: float, marked: bool) -> int:
        """How wide ``seat``'s name under its slot is at ``size``, with its seat marker or without."""
        width = font(size, "semibold").size(self.name(seat))[0]
        return width + (_marker_radius(size) * 2 + max(2, round(4 * unit)) if marked else 0)

    def _draw_name(self, surface: pygame.Surface, seat: int, slot: pygame.Rect, size: int, unit: float,
                   room: int, marked: bool) -> None:
        """``seat``'s name centred under its slot in ``room`` pixels, after its seat marker when ``marked``.

        The markers go (under every slot alike) when a name would not fit beside one: where slots are
        narrow the names must read, and not run into each other."""
        r = _marker_radius(size)
        space = max(2, round(4 * unit))
        label = fit_text(self.name(seat), size, theme.TEXT, max(10, room - (2 * r + space if marked else 0)),
                         "semibold")
        width = (2 * r + space if marked else 0) + label.get_width()
        x = slot.centerx - width // 2
        y = slot.bottom + max(3, round(5 * unit)) + label.get_height() // 2
        if marked:
            theme.draw_seat_marker(surface, seat, (x + r, y), r)
            x += 2 * r + space
        surface.blit(label, label.get_rect(midleft=(x, y)))

    def _draw_banner(self, surface: pygame.Surface, lay: TrickLayout, trick: Trick, unit: float) -> None:
        """Who won the round and why, over the slots (a quieter pill for the last round shown again)."""
        if trick.winner is None:
            return
        if self.showing_last:
            head, fill, fg = f"Last round: {self.name(trick.winner)} won", theme.BUTTON_SECONDARY_HOVER, theme.TEXT
        else:
            head, fill, fg = f"{self.name(trick.winner)} wins the round", theme.BRASS, theme.TEXT_ON_BRASS
        content = f"{head}: {trick.why}" if trick.why else head
        label = fit_text(content, font_size(unit, 16, 12), fg, lay.banner.w - round(40 * unit), "bold")
        pad = (round(24 * unit), round(8 * unit))
        draw_pill(surface, label, fill, pad, within=lay.rect, midbottom=(lay.banner.centerx, lay.banner.bottom - 2))
