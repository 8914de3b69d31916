"""Cards flying across a table: from one place to another, after a delay, then landing.

A :class:`Flight` moves an image between two rectangles (fixed, or looked up
every frame so that it follows a resize or a re-layout), growing or
shrinking on the way; ``lunge`` makes it go there and come back (an attack).
:class:`Flights` runs a group of them, calls each one's ``on_land`` and
plays its sound when it lands, and says whether any is still running (the
table's ``busy()``). While a flight runs, the table usually hides the card
at its destination (the view already has it there): a flight names what it
hides (``hides``, any tag: a card, ``("deck", seat)``...) and
``Flights.hidden(tag)`` counts the flights still bringing such a thing, so
the table draws that many fewer until they land. ``Flights.pending(key)``
tells whether a flight of ``key`` is still on its way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TypeAlias

import pygame

from tabletop.ui.cards import blit_card

Place: TypeAlias = "pygame.Rect | Callable[[], pygame.Rect]"
"""Where a flight starts or ends: a fixed rectangle, or one looked up each frame."""

FLIGHT_TIME = 0.34


def _rect(place: Place) -> pygame.Rect:
    return place if isinstance(place, pygame.Rect) else place()


@dataclass
class Flight:
    """``image(size)`` moving from ``start`` to ``end`` in ``duration`` seconds after ``delay``."""

    image: Callable[[tuple[int, int]], pygame.Surface]
    start: Place
    end: Place
    delay: float = 0.0
    duration: float = FLIGHT_TIME
    elapsed: float = 0.0
    on_land: Callable[[], None] | None = None
    sound: str | None = None
    key: Hashable = None
    lunge: float = 0.0
    """0: a plain move. Otherwise go ``lunge`` of the way towards ``end`` and come back to ``start``."""
    keep_size: bool = False
    """Keep the start's size all the way (a sideways card stays sideways)."""
    hides: Hashable = None
    """What the table keeps out of sight until this flight lands (see :meth:`Flights.hidden`); None: nothing."""

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    def progress(self) -> float:
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration)) if self.duration > 0 else 1.0

    def rect(self) -> pygame.Rect | None:
        """Where the image is now (None before its delay is over)."""
        if not self.started:
            return None
        t = self.progress()
        a = _rect(self.start)
        b = _rect(self.end)
        if self.lunge:
            e = self.lunge * (1 - abs(1 - 2 * t)) ** 0.8
            size = a.size
        else:
            e = 1 - (1 - t) ** 3
            size = a.size if self.keep_size else (round(a.w + (b.w - a.w) * e), round(a.h + (b.h - a.h) * e))
        ca, cb = a.center, b.center
        r = pygame.Rect(0, 0, max(4, size[0]), max(4, size[1]))
        r.center = (round(ca[0] + (cb[0] - ca[0]) * e), round(ca[1] + (cb[1] - ca[1]) * e))
        return r


class Flights:
    """A group of flights; ``play_sound`` is called with a landing flight's sound."""

    def __init__(self, play_sound: Callable[[str], None] | None = None) -> None:
        self.items: list[Flight] = []
        self.play_sound = play_sound
        self._hidden: Counter[Hashable] = Counter()

    def add(self, flight: Flight) -> Flight:
        self.items.append(flight)
        if flight.hides is not None:
            self._hidden[flight.hides] += 1
        return flight

    def update(self, dt: float) -> list[Flight]:
        """Advance every flight by ``dt`` seconds; returns the ones that landed."""
        for flight in self.items:
            flight.elapsed += dt
        landed = [f for f in self.items if f.done]
        if not landed:
            return landed
        self.items = [f for f in self.items if not f.done]
        for flight in landed:
            if flight.hides is not None:
                self._hidden[flight.hides] -= 1
                if self._hidden[flight.hides] <= 0:
                    del self._hidden[flight.hides]
            if flight.on_land is not None:
                flight.on_land()
            if flight.sound and self.play_sound is not None:
                self.play_sound(flight.sound)
        return landed

    def busy(self) -> bool:
        return bool(self.items)

    def pending(self, key: Hashable) -> bool:
        """Whether a flight of ``key`` has not landed yet."""
        return any(f.key == key for f in self.items)

    def hidden(self, tag: Hashable) -> int:
        """How many flights that hide ``tag`` have not landed yet."""
        return self._hidden.get(tag, 0)

    def hiding(self) -> dict[Hashable, int]:
        """Every tag still hidden, with its count (empty once all have landed)."""
        return dict(self._hidden)

    def clear(self) -> None:
        self.items.clear()
        self._hidden.clear()

    def draw(self, surface: pygame.Surface, lift: float = 2.0) -> None:
        """Every started flight; the image is made once at the end's size and scaled on the way."""
        for flight in self.items:
            r = flight.rect()
            if r is None:
                continue
            size = _rect(flight.start).size if (flight.lunge or flight.keep_size) else _rect(flight.end).size
            image = flight.image(size)
            if image.get_size() != r.size:
                image = pygame.transform.smoothscale(image, r.size)
            blit_card(surface, image, r, lift=lift)

    def __len__(self) -> int:
        return len(self.items)
