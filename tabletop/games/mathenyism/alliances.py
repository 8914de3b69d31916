"""Alliances: joining, leaving, and the die rolls that split a shared super-unit when an alliance ends.

An alliance is a bloc of seats (``MathState.bloc``: each seat's bloc is named
by its lowest seat). An alliance card joins the player's bloc and the
target's; an end-alliance card takes one player out of their bloc (ruling 9).
"""

from __future__ import annotations

from tabletop.core import chance
from tabletop.core.protocol import seat_name
from tabletop.games.mathenyism.board import event, names
from tabletop.games.mathenyism.state import MAX_UNITS, Ev, MathState


def _relabel(s: MathState, groups: list[list[int]]) -> None:
    for group in groups:
        low = min(group)
        for q in group:
            s.bloc[q] = low


def _groups(s: MathState) -> list[list[int]]:
    out: dict[int, list[int]] = {}
    for q in range(s.n):
        out.setdefault(s.bloc[q], []).append(q)
    return list(out.values())


def join(s: MathState, a: int, b: int, ev: Ev) -> None:
    """``a``'s alliance and ``b``'s become one."""
    ba, bb = s.bloc[a], s.bloc[b]
    members = [q for q in range(s.n) if s.bloc[q] in (ba, bb)]
    low = min(members)
    for q in members:
        s.bloc[q] = low
    others = ", ".join(seat_name(q) for q in members)
    event(ev, "ally", f"{seat_name(a)} allies with {seat_name(b)}: {others} are allies.", seat=a, target=b,
          members=members, blocs=list(s.bloc))


def leave(s: MathState, q: int, ev: Ev) -> None:
    """``q`` leaves its alliance; shared super-units whose contributors are no longer allies are split."""
    old = s.bloc[q]
    rest = [p for p in range(s.n) if s.bloc[p] == old and p != q]
    groups = [g for g in _groups(s) if s.bloc[g[0]] != old] + [[q]] + ([rest] if rest else [])
    _relabel(s, groups)
    event(ev, "end_alliance", f"{seat_name(q)} leaves the alliance with {', '.join(seat_name(p) for p in rest)}.",
          seat=q, former=rest, blocs=list(s.bloc))
    split_shared_units(s, ev)


def contributors(s: MathState, holder: int, unit: list[int]) -> list[int]:
    """The seats whose cards make up ``unit`` (held by ``holder``), in seat order."""
    seats = {holder} | {s.lent[c] for c in unit if c in s.lent}
    return sorted(seats)


def split_shared_units(s: MathState, ev: Ev) -> None:
    """Each super-unit built from the cards of players who are no longer all allies is rolled for:
    every contributor rolls a die, the highest takes the whole unit, a tie for the highest destroys it."""
    for holder in range(s.n):
        for unit in list(s.units[holder]):
            seats = contributors(s, holder, unit)
            if len(seats) < 2 or all(s.allied(a, b) for a in seats for b in seats if a < b):
                continue
            rolls = []
            for q in seats:
                s.chance, k = chance.roll(s.chance, 6)
                rolls.append(k + 1)
            top = max(rolls)
            said = ", ".join(f"{seat_name(q)} {r}" for q, r in zip(seats, rolls))
            s.units[holder].remove(unit)
            for c in unit:
                s.lent.pop(c, None)
            winners = [q for q, r in zip(seats, rolls) if r == top]
            if len(winners) > 1:
                s.discard.extend(unit)
                event(ev, "split", f"The alliance ended: the super-unit {names(unit)} is rolled for ({said});"
                      " a tie destroys it.", barrier=True, unit=unit[0], rolls=rolls, seats=seats, winner=-1)
            elif len(s.units[winners[0]]) >= MAX_UNITS:
                s.discard.extend(unit)
                event(ev, "split", f"The alliance ended: {seat_name(winners[0])} wins the super-unit {names(unit)}"
                      f" ({said}) but already has five fighting units, so it is destroyed.", barrier=True,
                      unit=unit[0], rolls=rolls, seats=seats, winner=-1)
            else:
                s.units[winners[0]].append(unit)
                event(ev, "split", f"The alliance ended: {seat_name(winners[0])} wins the super-unit {names(unit)}"
                      f" ({said}).", barrier=True, unit=unit[0], rolls=rolls, seats=seats, winner=winners[0])
