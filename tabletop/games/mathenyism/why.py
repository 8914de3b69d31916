"""Why an action is refused, in the rule's words, worked out from the view of the seat to act alone."""

from __future__ import annotations

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mathenyism.cards import ACTION as ACTION_CARD
from tabletop.games.mathenyism.cards import (
    AFFILIATION,
    ANY_TIME,
    BOTH,
    COMBAT,
    DECK_SIZE,
    EFFECT,
    LEADER,
    NAME,
    NEUTRAL,
    NORMAL,
    NUCLEAR_WINTER,
    NUKE,
    OBJECT,
    POLITICAL,
    TIMING,
    TWO_LEADERS,
    TYPE,
    UNIT,
)
from tabletop.games.mathenyism.state import (
    ACT,
    ATTACK,
    DEFEND,
    DISCARD,
    FOLLOWER,
    MAX_UNITS,
    MUSTER,
    REACT,
    SUPER_UNIT_CARDS,
    USE_BITS,
)
from tabletop.games.mathenyism.view import MathView

_PHASE_KINDS = {
    "show": "show", "doctrine": "doctrine", "doctrine_skip": "doctrine", "peek_discard": "peek",
    "leader": "act", "object": "act", "unit": "act", "action": "act", "follower": "act", "offer": "act",
    "end_actions": "act", "refuse": "answer", "swap_back": "answer",
    "target": "attack", "no_attack": "attack", "send": "muster", "charge": "muster", "call_off": "muster",
    "block": "defend", "ask_help": "defend", "blocks_done": "defend", "lend": "help", "lend_done": "help",
    "react": "react", "react_pass": "react", "discard": "discard", "give": "discard",
}
_PHASE_OF = ("show", "doctrine", "peek", "act", "answer", "attack", "muster", "defend", "help", "react",
             "discard", "over")


def _card(action: Action) -> int | None:
    arg = action.args[0] if action.args else None
    return arg if isinstance(arg, int) and not isinstance(arg, bool) and 0 <= arg < DECK_SIZE else None


def _affiliation_refusal(v: MathView, card: int) -> str | None:
    aff = AFFILIATION[card]
    seat = v.seat
    assert seat is not None
    if aff == NEUTRAL or not v.leaders[seat] or (seat == v.active and v.other_side):
        return None
    if any(EFFECT[o] == BOTH for o in v.objects[seat]):
        return None
    mine = {AFFILIATION[c] for c in v.leaders[seat]}
    if aff in mine:
        return None
    other = "religious" if aff == POLITICAL else "political"
    return f"{NAME[card]} is {aff}: your leader lets you play only {other} and neutral cards."


def _act_refusal(v: MathView, action: Action) -> str | None:
    seat = v.seat
    assert seat is not None
    kind = action.kind
    if kind == "offer" and v.offered:
        return "You have already made a trade offer this turn."
    card = _card(action)
    if kind in ("leader", "object", "unit", "action", "follower", "offer") and (card is None or card not in v.hand):
        return f"You hold no {NAME[card]}." if card is not None else "That is not a card in your hand."
    if card is None:
        return None
    if kind == "follower" and v.used & USE_BITS[FOLLOWER]:
        return "You have already added a follower this turn: the two actions must differ."
    if kind == "leader":
        if TYPE[card] != LEADER:
            return f"{NAME[card]} is not a leader."
        allowed = 2 if any(EFFECT[o] == TWO_LEADERS for o in v.objects[seat]) else 1
        if len(v.leaders[seat]) >= allowed:
            return "You may have only one leader in play (two with a Puppet Regime)."
    if kind in ("object", "unit", "action"):
        expected = {"object": OBJECT, "unit": UNIT, "action": ACTION_CARD}[kind]
        if TYPE[card] != expected:
            return f"{NAME[card]} is not {'an' if expected in (OBJECT, ACTION_CARD) else 'a'} {expected} card."
        why = _affiliation_refusal(v, card)
        if why:
            return why
        if kind == "action" and TIMING[card] == COMBAT:
            return f"{NAME[card]} is played during combat."
        if (kind != "action" or TIMING[card] == NORMAL) and v.used & USE_BITS[expected]:
            return f"You have already played {'an' if expected in (OBJECT, ACTION_CARD) else 'a'} {expected} card" \
                   " this turn: the two actions must differ."
        if kind == "unit" and len(v.units[seat]) >= MAX_UNITS:
            return "You already have five fighting units in play."
        if kind == "action" and EFFECT[card] == NUCLEAR_WINTER and not any(
                EFFECT[o] == NUKE for objs in v.objects for o in objs):
            return "Nuclear Winter needs a Nuclear Warhead or Plutonium in play."
        if kind == "action":
            return f"{NAME[card]} cannot be aimed there now."
    return None


def refusal(v: MathView, action: Action) -> str:
    """Why the seat to act, seeing ``v``, may not play ``action`` (for an action that is not legal)."""
    wanted = _PHASE_KINDS.get(action.kind)
    now = _PHASE_OF[v.phase]
    if wanted is None:
        return "Mathenyism has no such move."
    if wanted != now:
        return f"That is not a choice now: {v.prompt}"
    seat = v.seat
    assert seat is not None
    if v.phase == ACT:
        why = _act_refusal(v, action)
        if why:
            return why
    if v.phase == ATTACK and action.kind == "target":
        q = action.args[0]
        if q == seat:
            return "You cannot attack yourself."
        if isinstance(q, int) and 0 <= q < v.players and v.blocs[q] == v.blocs[seat]:
            return f"{seat_name(q)} is your ally: allies cannot attack each other."
    if v.phase == MUSTER and action.kind == "send":
        return "That unit cannot attack now: it is not yours, or it has attacked this turn."
    if v.phase == DEFEND and action.kind == "block":
        return f"That block is not possible: a super-unit has at most {SUPER_UNIT_CARDS} cards, and you block" \
               " only with your units and those your allies lent."
    if v.phase == REACT:
        card = _card(action)
        if card is not None and (TYPE[card] != ACTION_CARD or TIMING[card] not in (COMBAT, ANY_TIME)):
            return f"{NAME[card]} is not a combat card: only cards played during combat or at any time, now."
        why = _affiliation_refusal(v, card) if card is not None else None
        if why:
            return why
        if card is not None:
            return f"{NAME[card]} cannot be aimed there now."
    if v.phase == DISCARD:
        return "Discard or give away a card of your hand."
    return "That is not a legal move now."
