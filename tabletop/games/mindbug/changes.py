"""The small state changes every Mindbug rule is made of, with their events.

Entering and leaving play, drawing back up to five, losing and gaining life
(losing life wakes Hyenix), defeat (Tough creatures are exhausted instead;
Defeated effects wait as triggers), taking control, elimination and the end
of the game, the state's own random numbers, and :func:`_e`, which adds an
event when events are being collected.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.chance import roll
from tabletop.core.protocol import Event, seat_name
from tabletop.games.mindbug import steal_odds
from tabletop.games.mindbug.cards import HAND_SIZE, KEYWORDS, NAMES, TOUGH
from tabletop.games.mindbug.state import (
    BARREL,
    DRAW,
    HARPY,
    HYENIX,
    RUNNING,
    TOAD,
    TR_DEFEATED,
    TR_HYENIX,
    Ev,
    MindbugState,
)


# --- small state changes ---------------------------------------------------------------
def _rand(s: MindbugState, n: int) -> int:
    """A number in ``range(n)`` from the chance held in the state."""
    s.chance, k = roll(s.chance, n)
    return k


def _enter(s: MindbugState, c: int, p: int) -> None:
    s.play[p].append(c)
    s.ctl[c] = p


def _leave(s: MindbugState, c: int) -> None:
    s.play[s.ctl[c]].remove(c)
    s.ctl[c] = -1
    mask = ~(1 << c)
    s.exh &= mask
    s.noblock &= mask
    s.sneak &= mask


def _e(ev: Ev, kind: str, text: str, barrier: bool = False, to: frozenset[int] | None = None, **data: Any) -> None:
    if ev is not None:
        ev.append(Event(kind, text, visible_to=to, barrier=barrier, data=data))


def _nm(s: MindbugState, c: int) -> str:
    return NAMES[s.t.kind[c]]


def _refill(s: MindbugState, ev: Ev) -> None:
    """Every hand below five cards draws from its own pile (no reshuffle)."""
    piles = s.pile
    for p, h in enumerate(s.hand):
        if len(h) < HAND_SIZE:
            pile = piles[p]
            if pile:
                drawn: list[int] = []
                while len(h) < HAND_SIZE and pile:
                    c = pile.pop()
                    h.append(c)
                    drawn.append(c)
                if ev is not None:
                    k = len(drawn)
                    _e(ev, "draw", f"{seat_name(p)} draws {k} card{'s' if k > 1 else ''}.", seat=p, count=k)
                    names = ", ".join(_nm(s, c) for c in drawn)
                    _e(ev, "draw", f"You draw {names}.", barrier=True, to=frozenset({p}),
                       seat=p, count=k, cards=drawn)


def _lose_life(s: MindbugState, team: int, n: int, ev: Ev) -> None:
    if n <= 0 or s.winner != RUNNING:
        return
    s.life[team] -= n
    life = max(s.life[team], 0)
    s.life[team] = life
    _e(ev, "life", f"{_team_name(s, team)} lose{'s' if s.t.n == 2 else ''} {n} life ({life} left).",
       team=team, delta=-n, life=life)
    if life == 0:
        _finish(s, 1 - team, f"{_team_name(s, team)} ran out of life", ev)
        return
    kind = s.t.kind
    for q in s.t.team_seats[team]:
        if not s.out[q]:
            for c in s.disc[q]:
                if kind[c] == HYENIX:
                    s.trig.append((TR_HYENIX, c, q))


def _gain_life(s: MindbugState, team: int, n: int, ev: Ev) -> None:
    s.life[team] += n
    _e(ev, "life", f"{_team_name(s, team)} gain{'s' if s.t.n == 2 else ''} {n} life ({s.life[team]} now).",
       team=team, delta=n, life=s.life[team])


def _team_name(s: MindbugState, team: int) -> str:
    seats = s.t.team_seats[team]
    if len(seats) == 1:
        return seat_name(seats[0])
    return " and ".join(seat_name(q) for q in seats)


def _defeat(s: MindbugState, cards: list[int], ev: Ev) -> None:
    """Defeat ``cards`` at the same time: Tough ones are exhausted instead the first time."""
    kind = s.t.kind
    for c in cards:
        p = s.ctl[c]
        if p < 0:
            continue
        k = kind[c]
        bit = 1 << c
        if KEYWORDS[k] & TOUGH and not s.exh & bit:
            s.exh |= bit
            _e(ev, "exhausted", f"{NAMES[k]} is Tough: it is exhausted instead of defeated.", card=c, seat=p)
            continue
        _leave(s, c)
        o = s.owner[c]
        s.disc[o].append(c)
        _e(ev, "defeated", f"{NAMES[k]} ({seat_name(p)}) is defeated.", card=c, seat=p, owner=o)
        if k == TOAD or k == HARPY or k == BARREL:
            s.trig.append((TR_DEFEATED, c, p))


def _take(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    old = s.ctl[c]
    s.play[old].remove(c)
    s.play[you].append(c)
    s.ctl[c] = you
    _e(ev, "control", f"{seat_name(you)} takes control of {_nm(s, c)} from {seat_name(old)}.",
       card=c, seat=you, previous=old)


def _finish(s: MindbugState, winner: int, reason: str, ev: Ev) -> None:
    s.winner = winner
    s.reason = reason
    s.dec = None
    s.stack.clear()
    s.trig.clear()
    if ev is not None:
        _e(ev, "game_over", _summary(s), winner=winner, reason=reason)


def _summary(s: MindbugState) -> str:
    if s.winner == DRAW:
        return f"The game ends in a draw: {s.reason}."
    verb = "wins" if s.t.n == 2 else "win"
    return f"{_team_name(s, s.winner)} {verb}: {s.reason}."


def left_hand(s: MindbugState, q: int, c: int, seers: range | tuple[int, ...] | None = None) -> None:
    """Card ``c`` has left ``q``'s hand where ``seers`` (default: everyone) saw it: what the seats that
    track cards (``steal_odds``) learn. Call it just after taking the card out of the hand."""
    bit = 1 << c
    for r in range(s.t.n) if seers is None else seers:
        tracked = s.maybe[r]
        if not tracked[0] or r == q:
            continue
        if c in tracked[0]:
            s.maybe[r] = steal_odds.after_leaving(tracked, c, q)
        elif not s.seen[r] & bit:  # a card r did not know: likelier from a hand with more unseen cards
            seen = s.seen[r]
            known = sum(1 for d in s.hand[q] if seen >> d & 1)
            s.maybe[r] = steal_odds.after_unknown_left(tracked, q, len(s.hand[q]) + 1 - known)


def _eliminate(s: MindbugState, p: int, ev: Ev) -> None:
    hand = list(s.hand[p])
    while s.hand[p]:  # the hand is shown as it goes: one card at a time, for what the others track
        left_hand(s, p, s.hand[p].pop())
    gone = hand + s.pile[p]
    for c in list(s.play[p]):
        _leave(s, c)
        gone.append(c)
    s.hand[p] = []
    s.pile[p] = []
    s.removed.extend(gone)
    s.out[p] = True
    team = s.t.team[p]
    if s.t.n == 2:
        _e(ev, "eliminated", f"{seat_name(p)} can neither play nor attack.", seat=p, removed=gone)
        _finish(s, 1 - team, f"{seat_name(p)} could neither play nor attack", ev)
        return
    _e(ev, "eliminated", f"{seat_name(p)} can neither play nor attack and is out of the game.",
       seat=p, removed=gone)
    if all(s.out[q] for q in s.t.team_seats[team]):
        _finish(s, 1 - team, f"both {_team_name(s, team)} were eliminated", ev)
