"""What cards do: the action cards' effects and targets, and the card-effects step of a turn."""

from __future__ import annotations

from tabletop.core import chance
from tabletop.core.protocol import seat_name
from tabletop.games.mathenyism import alliances
from tabletop.games.mathenyism.board import check_win, destroy_unit, draw, event, move_followers
from tabletop.games.mathenyism.cards import (
    ALLY,
    BOOST,
    CANCEL,
    DESTROY,
    DISCARD_RANDOM,
    DOCTRINE,
    DRAW_TWO,
    EFFECT,
    END_ALLIANCE,
    EXTRA_DRAW,
    NAME,
    NUCLEAR_WINTER,
    NUKE,
    OTHER_SIDE,
    SMALL_DESTROY,
    STEAL_FOLLOWER,
    STRENGTH,
    TITHE,
)
from tabletop.games.mathenyism.state import Ev, MathState

Target = int | None


def nuke_in_play(s: MathState) -> bool:
    return any(EFFECT[o] == NUKE for objs in s.objects for o in objs)


def targets(s: MathState, seat: int, card: int) -> list[Target]:
    """Where ``seat`` may aim the action ``card`` now (empty: it may not be played now)."""
    effect = EFFECT[card]
    n = s.n
    if effect in (OTHER_SIDE, DRAW_TWO):
        return [None]
    if effect == NUCLEAR_WINTER:
        return [None] if nuke_in_play(s) else []
    if effect == CANCEL:
        return [None] if s.combat is not None else []
    if effect == ALLY:
        seats: list[Target] = [q for q in range(n) if q != seat and not s.allied(seat, q)]
        return seats
    if effect == END_ALLIANCE:
        leaving: list[Target] = [q for q in range(n) if s.allies(q)]
        return leaving
    if effect == STEAL_FOLLOWER:
        robbed: list[Target] = [q for q in range(n) if q != seat and not s.allied(seat, q) and s.followers[q]]
        return robbed
    if effect == DISCARD_RANDOM:
        holders: list[Target] = [q for q in range(n) if q != seat and s.hands[q]]
        return holders
    if effect in (DESTROY, SMALL_DESTROY):
        limit = 2 if effect == SMALL_DESTROY else 99
        units: list[Target] = [u[0] for us in s.units for u in us if len(u) == 1 and STRENGTH[u[0]] <= limit]
        return units
    if effect == BOOST:
        combat = s.combat
        if combat is None:
            return []
        fighting: list[Target] = [*combat.attackers, *combat.blockers()]
        return fighting
    return []


def resolve(s: MathState, seat: int, card: int, target: Target, ev: Ev) -> None:
    """The action ``card`` played by ``seat`` at ``target`` takes effect (the card is already discarded)."""
    effect = EFFECT[card]
    if effect == OTHER_SIDE:
        s.other_side = True
        event(ev, "effect", f"{seat_name(seat)} may play cards of both affiliations this turn.", seat=seat)
    elif effect == DRAW_TWO:
        draw(s, seat, 2, ev)
    elif effect == NUCLEAR_WINTER:
        for uid in [u[0] for us in s.units for u in us]:
            destroy_unit(s, uid, ev, " in the Nuclear Winter")
    elif effect == CANCEL:
        combat = s.combat
        assert combat is not None
        event(ev, "cancel", f"{NAME[card]}: the combat between {seat_name(combat.attacker)} and"
              f" {seat_name(combat.defender)} is cancelled.", seat=seat)
        combat.attackers.clear()
        combat.blocks.clear()
        combat.reactors.clear()
    elif effect == ALLY:
        assert target is not None
        alliances.join(s, seat, target, ev)
    elif effect == END_ALLIANCE:
        assert target is not None
        alliances.leave(s, target, ev)
    elif effect == STEAL_FOLLOWER:
        assert target is not None
        move_followers(s, target, seat, 1, ev, f" ({NAME[card]})")
    elif effect == DISCARD_RANDOM:
        assert target is not None
        discard_random(s, target, ev, NAME[card])
    elif effect in (DESTROY, SMALL_DESTROY):
        assert target is not None
        destroy_unit(s, target, ev, f" by {NAME[card]}")
    elif effect == BOOST:
        assert target is not None and s.combat is not None
        s.combat.boosts[target] = s.combat.boosts.get(target, 0) + 3
        event(ev, "boost", f"{NAME[card]}: +3 to {NAME[target]} in this combat.", seat=seat, unit=target)


def discard_random(s: MathState, seat: int, ev: Ev, why: str) -> None:
    hand = s.hands[seat]
    if not hand:
        return
    s.chance, k = chance.roll(s.chance, len(hand))
    card = hand.pop(k)
    s.discard.append(card)
    event(ev, "discard", f"{why}: {seat_name(seat)} discards {NAME[card]} at random.", barrier=True,
          seat=seat, card=card)


# --- the card-effects step ---------------------------------------------------------------------------
def card_effects(s: MathState, ev: Ev) -> bool:
    """The active player's ongoing effects; True if The Doctrine of Mathenyism asks them to choose a hand."""
    seat = s.active
    for c in s.leaders[seat] + s.objects[seat]:
        effect = EFFECT[c]
        if effect == EXTRA_DRAW:
            draw(s, seat, 1, ev, f"draws (thanks to {NAME[c]})")
        elif effect == TITHE:
            most = max(range(s.n), key=lambda q: (len(s.followers[q]), -((q - seat) % s.n)))
            if len(s.followers[most]) > len(s.followers[seat]):
                move_followers(s, most, seat, 1, ev, f" ({NAME[c]})")
                if check_win(s, seat, ev):
                    return False
    return any(EFFECT[o] == DOCTRINE for o in s.objects[seat]) and any(
        s.hands[q] for q in range(s.n) if q != seat)
