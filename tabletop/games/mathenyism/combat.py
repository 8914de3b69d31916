"""Combat: attacks, blocks, super-units, allies' help, reactions and the outcome.

The combat step is a sequence of small decisions. The attacker picks a target
(a player who is not an ally) and then its attacking units one at a time. The
defender blocks each attacker with one unit or several (several merge into a
permanent super-unit of at most three cards), may ask allies for help (an
ally asked must lend at least one unit if it has any), then says it is done.
Then every seat that holds a combat or any-time card it may play now is asked,
in order from the defender going left (ruling 10). Then the battles resolve.

The active player attacks first, then each of its allies in turn order (ruling 8).
"""

from __future__ import annotations

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mathenyism import labels
from tabletop.games.mathenyism.board import (
    destroy_unit,
    discard_from_hand,
    event,
    may_play_affiliation,
    move_followers,
    names,
    unit_strength,
)
from tabletop.games.mathenyism.cards import ACTION as ACTION_CARD
from tabletop.games.mathenyism.cards import ANY_TIME, COMBAT, EFFECT, NAME, SHIELD, TIMING, TYPE
from tabletop.games.mathenyism.effects import resolve as resolve_effect
from tabletop.games.mathenyism.effects import targets
from tabletop.games.mathenyism.state import (
    ATTACK,
    DEFEND,
    HELP,
    MAX_UNITS,
    MUSTER,
    NO_SEAT,
    OVER,
    REACT,
    SUPER_UNIT_CARDS,
    Combat,
    Ev,
    MathState,
)
from tabletop.games.mathenyism.upkeep import final_step


# --- who may attack ----------------------------------------------------------------------------------
def ready_units(s: MathState, seat: int) -> list[int]:
    """``seat``'s units that have not attacked this turn."""
    return [u[0] for u in s.units[seat] if u[0] not in s.spent]


def attack_targets(s: MathState, seat: int) -> list[int]:
    return [q for q in range(s.n) if q != seat and not s.allied(seat, q)]


def can_attack(s: MathState, seat: int) -> bool:
    return bool(ready_units(s, seat)) and bool(attack_targets(s, seat))


def start_combat_step(s: MathState, ev: Ev) -> None:
    """The active player attacks first, then its allies in turn order."""
    a = s.active
    s.attackers_left = [a] + [(a + i) % s.n for i in range(1, s.n) if s.allied(a, (a + i) % s.n)]
    next_attacker(s, ev)


def next_attacker(s: MathState, ev: Ev) -> None:
    """The next seat that can attack decides; with none left, the final step."""
    while s.attackers_left:
        q = s.attackers_left.pop(0)
        if can_attack(s, q) and (q == s.active or s.allied(q, s.active)):
            s.phase = ATTACK
            s.actor = q
            return
    final_step(s, ev)


# --- legal actions -----------------------------------------------------------------------------------
def legal(s: MathState) -> list[Action]:
    phase = s.phase
    if phase == ATTACK:
        return [labels.target(q) for q in attack_targets(s, s.actor)] + [labels.NO_ATTACK]
    combat = s.combat
    assert combat is not None
    if phase == MUSTER:
        out = [labels.send(s, u) for u in ready_units(s, s.actor) if u not in combat.attackers]
        out.append(labels.CHARGE if combat.attackers else labels.CALL_OFF)
        return out
    if phase == DEFEND:
        out = [labels.block(s, a, b) for a in combat.attackers for b in _blockers_for(s, combat, a)]
        out += [labels.ask_help(q) for q in s.allies(combat.defender) if q not in combat.asked and s.units[q]]
        out.append(labels.BLOCKS_DONE)
        return out
    if phase == HELP:
        helper = s.actor
        mine = [u[0] for u in s.units[helper] if u[0] not in combat.lent]
        out = [labels.lend(s, u) for u in mine]
        if not mine or any(s.find_unit(u)[0] == helper for u in combat.lent):
            out.append(labels.LEND_DONE)
        return out
    assert phase == REACT
    return [labels.react(s, c, t) for c, t in reactions(s, s.actor)] + [labels.REACT_PASS]


def _blockers_for(s: MathState, combat: Combat, attacker: int) -> list[int]:
    """The units the defender may add to the block of ``attacker``."""
    defender = combat.defender
    assigned = set(combat.blockers())
    free = [u[0] for u in s.units[defender] if u[0] not in assigned] + [u for u in combat.lent if u not in assigned]
    current = combat.blocks.get(attacker, [])
    if not current:
        return free
    size = sum(len(s.unit(u)) for u in current)
    owns = any(s.find_unit(u)[0] == defender for u in current)
    out = []
    for b in free:
        if size + len(s.unit(b)) > SUPER_UNIT_CARDS:
            continue
        if not owns and s.find_unit(b)[0] != defender and len(s.units[defender]) >= MAX_UNITS:
            continue  # the merged unit would be a sixth unit of the defender's
        out.append(b)
    return out


def reactions(s: MathState, seat: int) -> list[tuple[int, int | None]]:
    """The combat and any-time cards ``seat`` may play now, with their targets."""
    out: list[tuple[int, int | None]] = []
    for c in s.hands[seat]:
        if TYPE[c] == ACTION_CARD and TIMING[c] in (COMBAT, ANY_TIME) and may_play_affiliation(s, seat, c):
            out += [(c, t) for t in targets(s, seat, c)]
    return out


# --- applying -----------------------------------------------------------------------------------------
def apply(s: MathState, action: Action, ev: Ev) -> None:
    kind = action.kind
    args = action.args
    if kind == "target":
        _declare(s, int(args[0]), ev)  # type: ignore[arg-type]
    elif kind == "no_attack":
        next_attacker(s, ev)
    elif kind == "send":
        assert s.combat is not None
        s.combat.attackers.append(int(args[0]))  # type: ignore[arg-type]
    elif kind == "call_off":
        s.combat = None
        s.phase = ATTACK
    elif kind == "charge":
        _charge(s, ev)
    elif kind == "block":
        assert s.combat is not None
        s.combat.blocks.setdefault(int(args[0]), []).append(int(args[1]))  # type: ignore[arg-type]
    elif kind == "ask_help":
        _ask_help(s, int(args[0]), ev)  # type: ignore[arg-type]
    elif kind == "lend":
        assert s.combat is not None
        s.combat.lent.append(int(args[0]))  # type: ignore[arg-type]
    elif kind == "lend_done":
        assert s.combat is not None
        s.phase = DEFEND
        s.actor = s.combat.defender
    elif kind == "blocks_done":
        _blocks_done(s, ev)
    elif kind == "react":
        _react(s, int(args[0]), args[1], ev)  # type: ignore[arg-type]
    else:
        assert kind == "react_pass"
        assert s.combat is not None
        s.combat.reactors.pop(0)
        _next_reactor(s, ev)


def _declare(s: MathState, defender: int, ev: Ev) -> None:
    s.combat = Combat(s.actor, defender)
    s.phase = MUSTER


def _charge(s: MathState, ev: Ev) -> None:
    combat = s.combat
    assert combat is not None
    s.spent.extend(combat.attackers)
    said = "; ".join(labels.unit_name(s, u) for u in combat.attackers)
    event(ev, "attack", f"{seat_name(combat.attacker)} attacks {seat_name(combat.defender)} with {said}.",
          attacker=combat.attacker, defender=combat.defender, units=list(combat.attackers))
    s.phase = DEFEND
    s.actor = combat.defender


def _ask_help(s: MathState, ally: int, ev: Ev) -> None:
    combat = s.combat
    assert combat is not None
    combat.asked.append(ally)
    event(ev, "help", f"{seat_name(combat.defender)} asks {seat_name(ally)} for help.", seat=combat.defender,
          ally=ally)
    s.phase = HELP
    s.actor = ally


def _blocks_done(s: MathState, ev: Ev) -> None:
    combat = s.combat
    assert combat is not None
    for a, blockers in combat.blocks.items():
        if len(blockers) > 1:
            combat.blocks[a] = [merge(s, combat.defender, blockers, ev)]
    for a, blockers in combat.blocks.items():
        if blockers:
            event(ev, "block", f"{seat_name(combat.defender)} blocks {labels.unit_name(s, a)} with"
                  f" {labels.unit_name(s, blockers[0])}.", attacker=a, blocker=blockers[0])
    d = combat.defender
    combat.reactors = [(d + i) % s.n for i in range(s.n)]
    _next_reactor(s, ev)


def merge(s: MathState, holder: int, uids: list[int], ev: Ev) -> int:
    """The units ``uids`` merge into one super-unit held by ``holder``; returns its unit id.

    Cards from another seat's units are recorded as lent by that seat (for the alliance's end).
    """
    cards: list[int] = []
    for uid in uids:
        seat, i = s.find_unit(uid)
        unit = s.units[seat].pop(i)
        if seat != holder:
            for c in unit:
                s.lent.setdefault(c, seat)
        else:
            for c in unit:
                if s.lent.get(c) == holder:
                    del s.lent[c]
        cards += unit
        if s.combat is not None and uid in s.combat.lent:
            s.combat.lent.remove(uid)
    s.units[holder].append(cards)
    event(ev, "merge", f"{seat_name(holder)} merges {names(cards)} into a super-unit of strength"
          f" {unit_strength(s, cards[0])}.", seat=holder, unit=cards[0], cards=cards)
    return cards[0]


def _next_reactor(s: MathState, ev: Ev) -> None:
    combat = s.combat
    assert combat is not None
    while combat.reactors:
        q = combat.reactors[0]
        if reactions(s, q):
            s.phase = REACT
            s.actor = q
            # asking tells the table that this seat holds a card it may play now (ruling 10)
            event(ev, "react_window", f"{seat_name(q)} may play a combat card.", barrier=True, seat=q)
            return
        combat.reactors.pop(0)
    event(ev, "react_window", "Nobody else plays a combat card.", barrier=True)
    _resolve(s, ev)


def _react(s: MathState, card: int, target: int | None, ev: Ev) -> None:
    combat = s.combat
    assert combat is not None
    seat = s.actor
    discard_from_hand(s, seat, card)
    event(ev, "react", f"{seat_name(seat)} plays {NAME[card]}.", seat=seat, card=card, target=target)
    resolve_effect(s, seat, card, target, ev)
    if s.phase == OVER:
        return
    if combat.reactors:
        combat.reactors.pop(0)
    _next_reactor(s, ev)


def _resolve(s: MathState, ev: Ev) -> None:
    """Each attacker against its blocker (higher strength wins, a tie destroys both); unblocked
    attackers take their strength in followers from the defender (less one per shield object)."""
    combat = s.combat
    assert combat is not None
    attacker, defender = combat.attacker, combat.defender
    shields = sum(1 for o in s.objects[defender] if EFFECT[o] == SHIELD)
    for a in list(combat.attackers):
        if s.find_unit(a)[0] == NO_SEAT:
            continue
        blockers = combat.blocks.get(a, [])
        sa = unit_strength(s, a)
        if blockers:
            b = blockers[0]
            sb = unit_strength(s, b)
            if sa > sb:
                destroy_unit(s, b, ev, f" by {NAME[a]} ({sa} against {sb})")
            elif sb > sa:
                destroy_unit(s, a, ev, f" by {NAME[b]} ({sb} against {sa})")
            else:
                event(ev, "tie", f"{labels.unit_name(s, a)} and {labels.unit_name(s, b)} tie: both are destroyed.",
                      attacker=a, blocker=b)
                destroy_unit(s, a, ev)
                destroy_unit(s, b, ev)
        else:
            loss = max(0, sa - shields)
            move_followers(s, defender, attacker, loss, ev, f" ({NAME[a]}, strength {sa}, unblocked)")
            if s.phase == OVER:
                return
    s.combat = None
    if can_attack(s, attacker):
        s.phase = ATTACK
        s.actor = attacker
    else:
        next_attacker(s, ev)
