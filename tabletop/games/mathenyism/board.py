"""Moving cards between places: draws from anywhere in the deck, discards, destroyed units,
followers changing hands, and the win at ten followers.

Every change of places goes through here, so that no card is lost or doubled.
"""

from __future__ import annotations

from typing import Any

from tabletop.core import chance
from tabletop.core.protocol import Event, seat_name
from tabletop.games.mathenyism.cards import (
    AFFILIATION,
    AMOUNT,
    BONUS_ALLIES,
    BONUS_OWN,
    BOTH,
    EFFECT,
    NAME,
    NEUTRAL,
    NUKE,
    POLITICAL,
    RELIGIOUS,
    STRENGTH,
)
from tabletop.games.mathenyism.state import NO_SEAT, OVER, WIN_FOLLOWERS, Ev, MathState


def event(ev: Ev, kind: str, text: str, *, only: frozenset[int] | None = None, hidden_from: frozenset[int] = frozenset(),
          barrier: bool = False, **data: Any) -> None:
    """Add an event to ``ev`` (nothing on the bots' fast path)."""
    if ev is not None:
        ev.append(Event(kind, text, visible_to=only, barrier=barrier, data=data, hidden_from=hidden_from))


def names(cards: list[int]) -> str:
    return ", ".join(NAME[c] for c in cards)


# --- the deck ----------------------------------------------------------------------------------
def draw(s: MathState, seat: int, count: int, ev: Ev, why: str = "draws") -> list[int]:
    """``seat`` draws up to ``count`` cards from anywhere in the deck (at random), the discards
    shuffled in as the new deck when it runs out. Returns the cards drawn (fewer if none are left)."""
    got: list[int] = []
    for _ in range(count):
        if not s.deck:
            if not s.discard:
                break
            s.deck, s.discard = s.discard, []
            event(ev, "reshuffle", "The discards are shuffled into a new deck.", barrier=True, size=len(s.deck))
        s.chance, k = chance.roll(s.chance, len(s.deck))
        deck = s.deck
        card = deck[k]
        deck[k] = deck[-1]
        deck.pop()
        got.append(card)
    s.hands[seat].extend(got)
    if got and ev is not None:
        plural = "s" if len(got) > 1 else ""
        event(ev, "draw", f"{seat_name(seat)} {why} {len(got)} card{plural}.", hidden_from=frozenset({seat}),
              seat=seat, count=len(got))
        event(ev, "draw", f"You {why.replace('draws', 'draw')} {names(got)}.", only=frozenset({seat}), barrier=True,
              seat=seat, cards=got)
    return got


def discard_from_hand(s: MathState, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    s.discard.append(card)


# --- units -------------------------------------------------------------------------------------
def destroy_unit(s: MathState, uid: int, ev: Ev, why: str = "") -> None:
    """The unit ``uid`` is destroyed: its cards go to the discards."""
    seat, i = s.find_unit(uid)
    if seat == NO_SEAT:
        return
    unit = s.units[seat].pop(i)
    for c in unit:
        s.lent.pop(c, None)
    s.discard.extend(unit)
    if s.spent and uid in s.spent:
        s.spent.remove(uid)
    combat = s.combat
    if combat is not None:
        if uid in combat.attackers:
            combat.attackers.remove(uid)
            combat.blocks.pop(uid, None)
        for blockers in combat.blocks.values():
            if uid in blockers:
                blockers.remove(uid)
        if uid in combat.lent:
            combat.lent.remove(uid)
        combat.boosts.pop(uid, None)
    event(ev, "destroy", f"{seat_name(seat)}'s {names(unit)} {'are' if len(unit) > 1 else 'is'} destroyed{why}.",
          seat=seat, unit=uid, cards=unit)


# --- affiliations ------------------------------------------------------------------------------
def affiliations(s: MathState, seat: int) -> tuple[bool, bool]:
    """(may play political cards, may play religious cards) for ``seat`` now."""
    leaders = s.leaders[seat]
    if not leaders or (seat == s.active and s.other_side):
        return True, True
    if any(EFFECT[o] == BOTH for o in s.objects[seat]):
        return True, True
    pol = any(AFFILIATION[c] == POLITICAL for c in leaders)
    rel = any(AFFILIATION[c] == RELIGIOUS for c in leaders)
    return pol, rel


def may_play_affiliation(s: MathState, seat: int, card: int) -> bool:
    aff = AFFILIATION[card]
    if aff == NEUTRAL:
        return True
    pol, rel = affiliations(s, seat)
    return pol if aff == POLITICAL else rel


def affiliation_name(s: MathState, seat: int) -> str:
    pol, rel = affiliations(s, seat)
    if pol and rel:
        return "both" if s.leaders[seat] else "none (both)"
    return "political" if pol else "religious"


# --- followers -----------------------------------------------------------------------------------
def move_followers(s: MathState, giver: int, taker: int, count: int, ev: Ev, why: str) -> int:
    """Up to ``count`` followers go from ``giver``'s pile to ``taker``'s; returns how many did."""
    pile = s.followers[giver]
    moved = min(count, len(pile))
    if moved <= 0:
        return 0
    taken = pile[len(pile) - moved:]
    del pile[len(pile) - moved:]
    s.followers[taker].extend(taken)
    plural = "s" if moved > 1 else ""
    event(ev, "followers", f"{seat_name(giver)} loses {moved} follower{plural} to {seat_name(taker)}{why}"
          f" ({len(s.followers[taker])} now).", giver=giver, taker=taker, count=moved)
    check_win(s, taker, ev)
    return moved


def check_win(s: MathState, seat: int, ev: Ev) -> bool:
    """Ten followers win at once (ruling 13)."""
    if s.phase != OVER and len(s.followers[seat]) >= WIN_FOLLOWERS:
        s.phase = OVER
        s.winner = seat
        s.actor = NO_SEAT
        s.combat = None
        event(ev, "win", f"{seat_name(seat)} has {len(s.followers[seat])} followers and wins.", seat=seat)
        return True
    return False


def unit_base(unit: list[int]) -> int:
    return sum(STRENGTH[c] for c in unit)


def own_bonus(s: MathState, seat: int) -> int:
    """What ``seat``'s leaders, its allies' leaders and its objects add to each of its fighting units."""
    bonus = 0
    for c in s.leaders[seat]:
        if EFFECT[c] in (BONUS_OWN, BONUS_ALLIES):
            bonus += AMOUNT[c]
    for c in s.objects[seat]:
        if EFFECT[c] in (BONUS_OWN, NUKE):
            bonus += AMOUNT[c]
    for q in s.allies(seat):
        for c in s.leaders[q]:
            if EFFECT[c] == BONUS_ALLIES:
                bonus += AMOUNT[c]
    return bonus


def unit_strength(s: MathState, uid: int) -> int:
    """A unit's strength now: its cards, its holder's bonuses (once a unit) and this combat's boosts."""
    seat, i = s.find_unit(uid)
    if seat == NO_SEAT:
        return 0
    boost = s.combat.boosts.get(uid, 0) if s.combat is not None else 0
    return unit_base(s.units[seat][i]) + own_bonus(s, seat) + boost
