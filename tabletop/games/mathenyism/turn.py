"""The decisions of a turn outside combat: which drawn card to show, The Doctrine of Mathenyism,
the action step (two different of: an action card, an object, a fighting unit, a follower), and
the final discard down to five.

Free of the two actions: a leader (when the player may have one more), any-time cards, and one
trade offer. The action step ends after the second action or when the player ends it.
"""

from __future__ import annotations

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mathenyism import combat, labels, trading
from tabletop.games.mathenyism.board import check_win, discard_from_hand, event, may_play_affiliation
from tabletop.games.mathenyism.cards import (
    ACTION,
    ANY_TIME,
    EFFECT,
    LEADER,
    NAME,
    NORMAL,
    OBJECT,
    TIMING,
    TWO_LEADERS,
    TYPE,
    UNIT,
)
from tabletop.games.mathenyism.effects import resolve, targets
from tabletop.games.mathenyism.state import (
    ACT,
    DISCARD,
    DOCTRINE,
    FOLLOWER,
    HAND_SIZE,
    MAX_UNITS,
    NO_SEAT,
    OVER,
    PEEK,
    SHOW,
    USE_BITS,
    Ev,
    MathState,
)
from tabletop.games.mathenyism.upkeep import has_no_hand_limit, next_turn, show

ACTIONS_A_TURN = 2


def may_take_leader(s: MathState, seat: int) -> bool:
    """One leader at a time, two with a Puppet Regime in play."""
    allowed = 2 if any(EFFECT[o] == TWO_LEADERS for o in s.objects[seat]) else 1
    return len(s.leaders[seat]) < allowed


def step_actions(s: MathState, with_offers: bool = True) -> list[Action]:
    """The action step's choices for the active player (``with_offers`` False: all but the trade
    offers, for the bots' rollouts)."""
    seat = s.active
    used = s.used
    hand = s.hands[seat]
    out: list[Action] = []
    leader_ok = may_take_leader(s, seat)
    for c in hand:
        kind = TYPE[c]
        if kind == LEADER:
            if leader_ok:
                out.append(labels.leader(c))
        elif not may_play_affiliation(s, seat, c):
            pass
        elif kind == OBJECT:
            if not used & USE_BITS[OBJECT]:
                out.append(labels.object_(c))
        elif kind == UNIT:
            if not used & USE_BITS[UNIT] and len(s.units[seat]) < MAX_UNITS:
                out.append(labels.unit(c))
        elif TIMING[c] == ANY_TIME or (TIMING[c] == NORMAL and not used & USE_BITS[ACTION]):
            out += [labels.action(s, c, t) for t in targets(s, seat, c)]
    if not used & USE_BITS[FOLLOWER]:
        out += [labels.follower(c) for c in hand]
    if with_offers:
        out += trading.offers(s)
    out.append(labels.END_ACTIONS)
    return out


def legal(s: MathState) -> list[Action]:
    phase = s.phase
    if phase == SHOW:
        return [labels.show(c) for c in s.drawn]
    if phase == DOCTRINE:
        return [labels.doctrine(q) for q in range(s.n) if q != s.active and s.hands[q]] + [labels.DOCTRINE_SKIP]
    if phase == PEEK:
        return [labels.peek_discard(s, c) for c in s.hands[s.doctrine_target]]
    if phase == ACT:
        return step_actions(s)
    assert phase == DISCARD
    hand = s.hands[s.active]
    return [labels.discard(c) for c in hand] + [labels.give(c, q) for c in hand for q in range(s.n) if q != s.active]


def apply(s: MathState, action: Action, ev: Ev) -> None:
    kind = action.kind
    args = action.args
    seat = s.active
    if kind == "show":
        show(s, int(args[0]), ev)  # type: ignore[arg-type]
    elif kind == "doctrine":
        _doctrine(s, int(args[0]), ev)  # type: ignore[arg-type]
    elif kind == "doctrine_skip":
        s.phase = ACT
    elif kind == "peek_discard":
        _peek_discard(s, int(args[0]), ev)  # type: ignore[arg-type]
    elif kind == "discard":
        card = int(args[0])  # type: ignore[arg-type]
        discard_from_hand(s, seat, card)
        event(ev, "discard", f"{seat_name(seat)} discards a card face down.", hidden_from=frozenset({seat}),
              seat=seat)
        event(ev, "discard", f"You discard {NAME[card]} face down.", only=frozenset({seat}), seat=seat, card=card)
        _after_discard(s, ev)
    elif kind == "give":
        trading.give(s, int(args[0]), int(args[1]), ev)  # type: ignore[arg-type]
        _after_discard(s, ev)
    else:
        _step_action(s, action, ev)


def _after_discard(s: MathState, ev: Ev) -> None:
    if len(s.hands[s.active]) <= HAND_SIZE or has_no_hand_limit(s, s.active):
        next_turn(s, ev)


def _doctrine(s: MathState, target: int, ev: Ev) -> None:
    s.doctrine_target = target
    s.phase = PEEK
    seat = s.active
    event(ev, "peek", f"{seat_name(seat)} looks at {seat_name(target)}'s hand (The Doctrine of Mathenyism).",
          hidden_from=frozenset({seat}), seat=seat, target=target)
    hand = ", ".join(NAME[c] for c in s.hands[target])
    event(ev, "peek", f"You look at {seat_name(target)}'s hand: {hand}.", only=frozenset({seat}), barrier=True,
          seat=seat, target=target, cards=list(s.hands[target]))


def _peek_discard(s: MathState, card: int, ev: Ev) -> None:
    target = s.doctrine_target
    discard_from_hand(s, target, card)
    event(ev, "discard", f"{seat_name(s.active)} discards {NAME[card]} from {seat_name(target)}'s hand.",
          seat=target, card=card, by=s.active)
    s.doctrine_target = NO_SEAT
    s.phase = ACT


def _step_action(s: MathState, action: Action, ev: Ev) -> None:
    kind = action.kind
    seat = s.active
    if kind == "end_actions":
        combat.start_combat_step(s, ev)
        return
    if kind == "offer":
        trading.make_offer(s, int(action.args[0]), int(action.args[1]), ev)  # type: ignore[arg-type]
        return
    card = int(action.args[0])  # type: ignore[arg-type]
    hand = s.hands[seat]
    hand.remove(card)
    if kind == "leader":
        s.leaders[seat].append(card)
        event(ev, "leader", f"{seat_name(seat)} plays the leader {NAME[card]}.", seat=seat, card=card)
    elif kind == "object":
        s.used |= USE_BITS[OBJECT]
        s.objects[seat].append(card)
        event(ev, "object", f"{seat_name(seat)} plays the object {NAME[card]}.", seat=seat, card=card)
    elif kind == "unit":
        s.used |= USE_BITS[UNIT]
        s.units[seat].append([card])
        event(ev, "unit", f"{seat_name(seat)} plays the fighting unit {NAME[card]}.", seat=seat, card=card)
    elif kind == "follower":
        s.used |= USE_BITS[FOLLOWER]
        s.followers[seat].append(card)
        event(ev, "follower", f"{seat_name(seat)} adds a follower ({len(s.followers[seat])} now).", seat=seat,
              count=len(s.followers[seat]))
        if check_win(s, seat, ev):
            return
    else:
        assert kind == "action"
        if TIMING[card] == NORMAL:
            s.used |= USE_BITS[ACTION]
        s.discard.append(card)
        target = action.args[1]
        assert target is None or isinstance(target, int)
        event(ev, "action", f"{labels.action(s, card, target).label.replace('Play', seat_name(seat) + ' plays', 1)}.",
              seat=seat, card=card, target=target)
        resolve(s, seat, card, target, ev)
        if s.phase == OVER:
            return
    if s.used.bit_count() >= ACTIONS_A_TURN:
        combat.start_combat_step(s, ev)

