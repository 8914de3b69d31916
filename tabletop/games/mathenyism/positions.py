"""Build Mathenyism positions by hand, for the worked examples and the tests: the cards named,
every other card in the deck. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.mathenyism.cards import DECK_SIZE, NAME
from tabletop.games.mathenyism.state import ACT, MathState, blank_state

Names = Sequence[str]


class _Pool:
    """The cards not yet placed; ``take(name)`` places the first free copy of ``name``."""

    def __init__(self) -> None:
        self.free = list(range(DECK_SIZE))

    def take(self, name: str) -> int:
        for c in self.free:
            if NAME[c] == name:
                self.free.remove(c)
                return c
        raise KeyError(f"no free copy of {name!r}")

    def take_any(self, count: int) -> list[int]:
        got, self.free = self.free[:count], self.free[count:]
        return got


def make(n: int = 2, *, hands: Sequence[Names] = (), units: Sequence[Sequence[str | Names]] = (),
         leaders: Sequence[Names] = (), objects: Sequence[Names] = (), followers: Sequence[int] = (),
         active: int = 0, phase: int = ACT, blocs: Sequence[int] | None = None, chance: int = 12345) -> MathState:
    """A state at ``phase`` of ``active``'s turn. ``units[q]`` holds names (a one-card unit) or lists
    of names (a super-unit); ``followers[q]`` is a count (any cards). Unnamed cards are in the deck."""
    pool = _Pool()

    def per_seat(rows: Sequence[Names]) -> list[list[int]]:
        return [[pool.take(x) for x in (rows[q] if q < len(rows) else ())] for q in range(n)]

    s = blank_state(n, chance)
    s.hands = per_seat(hands)
    s.leaders = per_seat(leaders)
    s.objects = per_seat(objects)
    s.units = []
    for q in range(n):
        row = units[q] if q < len(units) else ()
        s.units.append([[pool.take(u)] if isinstance(u, str) else [pool.take(x) for x in u] for u in row])
    s.followers = [pool.take_any(followers[q] if q < len(followers) else 0) for q in range(n)]
    s.deck = pool.free
    if blocs is not None:
        s.bloc = list(blocs)
    s.active = active
    s.actor = active
    s.phase = phase
    s.turns = 1
    return s


def find(s: MathState, name: str, seat: int | None = None) -> int:
    """The card named ``name`` in play or in a hand (of ``seat`` if given): its index."""
    seats = range(s.n) if seat is None else [seat]
    for q in seats:
        places = [s.hands[q], s.leaders[q], s.objects[q], [c for u in s.units[q] for c in u]]
        for place in places:
            for c in place:
                if NAME[c] == name:
                    return c
    raise KeyError(f"no {name} in play or in hand")
