"""The words of Mathenyism's decisions: every action with its readable label, and the prompt.

A card is named by its index, a seat by its number and a fighting unit by its
first card, so that a save reads plainly: ``{"kind": "unit", "args": [42]}``.
"""

from __future__ import annotations

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mathenyism.board import names, unit_strength
from tabletop.games.mathenyism.cards import DECK_SIZE, NAME, STRENGTH, TARGET, TARGET_SEAT, TARGET_UNIT
from tabletop.games.mathenyism.state import (
    ACT,
    ANSWER,
    ATTACK,
    DEFEND,
    DISCARD,
    DOCTRINE,
    HELP,
    MUSTER,
    NO_SEAT,
    OVER,
    PEEK,
    REACT,
    SHOW,
    MathState,
)

Target = int | None


def unit_name(s: MathState, uid: int) -> str:
    seat, i = s.find_unit(uid)
    if seat == NO_SEAT:
        return NAME[uid]
    return f"{names(s.units[seat][i])} ({unit_strength(s, uid)})"


def _target_words(s: MathState, card: int, target: Target) -> str:
    if target is None:
        return ""
    if TARGET[card] == TARGET_SEAT:
        return f" on {seat_name(target)}"
    if TARGET[card] == TARGET_UNIT:
        seat, _ = s.find_unit(target)
        return f" on {seat_name(seat)}'s {unit_name(s, target)}"
    return ""


MAX_SEATS = 6
_CARDS = range(DECK_SIZE)
_SEATS = range(MAX_SEATS)

# Actions that depend on cards and seats only are built once, here; those naming fighting units
# are built when offered (their labels give the units' strength now).
_SHOW = tuple(Action("show", (c,), f"Show {NAME[c]}") for c in _CARDS)
_LEADER = tuple(Action("leader", (c,), f"Play leader {NAME[c]}") for c in _CARDS)
_OBJECT = tuple(Action("object", (c,), f"Play object {NAME[c]}") for c in _CARDS)
_UNIT = tuple(Action("unit", (c,), f"Play fighting unit {NAME[c]} ({STRENGTH[c]})") for c in _CARDS)
_FOLLOWER = tuple(Action("follower", (c,), f"Put {NAME[c]} in your followers pile") for c in _CARDS)
_DISCARD = tuple(Action("discard", (c,), f"Discard {NAME[c]}") for c in _CARDS)
_SWAP_BACK = tuple(Action("swap_back", (c,), f"Accept: give {NAME[c]} in return") for c in _CARDS)
_GIVE = tuple(tuple(Action("give", (c, q), f"Give {NAME[c]} to {seat_name(q)}") for q in _SEATS) for c in _CARDS)
_OFFER = tuple(tuple(Action("offer", (c, q), f"Offer {NAME[c]} to {seat_name(q)} for a card of theirs")
                     for q in _SEATS) for c in _CARDS)
_PEEK = tuple(tuple(Action("peek_discard", (c,), f"Discard {NAME[c]} from {seat_name(q)}'s hand") for q in _SEATS)
              for c in _CARDS)
_PLAY = tuple(Action("action", (c, None), f"Play {NAME[c]}") for c in _CARDS)
_PLAY_ON = tuple(tuple(Action("action", (c, q), f"Play {NAME[c]} on {seat_name(q)}") for q in _SEATS)
                 for c in _CARDS)
_REACT = tuple(Action("react", (c, None), f"React: play {NAME[c]}") for c in _CARDS)
_REACT_ON = tuple(tuple(Action("react", (c, q), f"React: play {NAME[c]} on {seat_name(q)}") for q in _SEATS)
                  for c in _CARDS)
_DOCTRINE = tuple(Action("doctrine", (q,), f"Look at {seat_name(q)}'s hand (The Doctrine of Mathenyism)")
                  for q in _SEATS)
_ASK_HELP = tuple(Action("ask_help", (q,), f"Ask {seat_name(q)} for help") for q in _SEATS)
_TARGET = tuple(Action("target", (q,), f"Attack {seat_name(q)}") for q in _SEATS)


def show(card: int) -> Action:
    return _SHOW[card]


def doctrine(seat: int) -> Action:
    return _DOCTRINE[seat]


DOCTRINE_SKIP = Action("doctrine_skip", (), "Look at no hand")


def peek_discard(s: MathState, card: int) -> Action:
    return _PEEK[card][s.doctrine_target]


def leader(card: int) -> Action:
    return _LEADER[card]


def object_(card: int) -> Action:
    return _OBJECT[card]


def unit(card: int) -> Action:
    return _UNIT[card]


def action(s: MathState, card: int, target: Target) -> Action:
    if target is None:
        return _PLAY[card]
    if TARGET[card] == TARGET_SEAT:
        return _PLAY_ON[card][target]
    return Action("action", (card, target), f"Play {NAME[card]}{_target_words(s, card, target)}")


def follower(card: int) -> Action:
    return _FOLLOWER[card]


def offer(card: int, seat: int) -> Action:
    return _OFFER[card][seat]


REFUSE = Action("refuse", (), "Refuse the offer")


def swap_back(card: int) -> Action:
    return _SWAP_BACK[card]


END_ACTIONS = Action("end_actions", (), "End your actions and go to combat")


def target(seat: int) -> Action:
    return _TARGET[seat]


NO_ATTACK = Action("no_attack", (), "Make no more attacks")


def send(s: MathState, uid: int) -> Action:
    return Action("send", (uid,), f"Attack with {unit_name(s, uid)}")


CHARGE = Action("charge", (), "Attack with the units chosen")
CALL_OFF = Action("call_off", (), "Call off this attack")


def block(s: MathState, attacker: int, blocker: int) -> Action:
    return Action("block", (attacker, blocker), f"Block {unit_name(s, attacker)} with {unit_name(s, blocker)}")


def ask_help(seat: int) -> Action:
    return _ASK_HELP[seat]


BLOCKS_DONE = Action("blocks_done", (), "Done blocking")


def lend(s: MathState, uid: int) -> Action:
    return Action("lend", (uid,), f"Lend {unit_name(s, uid)} to the defence")


LEND_DONE = Action("lend_done", (), "Done lending")


def react(s: MathState, card: int, target: Target) -> Action:
    if target is None:
        return _REACT[card]
    if TARGET[card] == TARGET_SEAT:
        return _REACT_ON[card][target]
    return Action("react", (card, target), f"React: play {NAME[card]}{_target_words(s, card, target)}")


REACT_PASS = Action("react_pass", (), "Let the combat go on")


def discard(card: int) -> Action:
    return _DISCARD[card]


def give(card: int, seat: int) -> Action:
    return _GIVE[card][seat]


def prompt(s: MathState) -> str:
    """Who must decide what now."""
    who = seat_name(s.actor) if s.actor != NO_SEAT else ""
    phase = s.phase
    if phase == SHOW:
        return f"{who}: choose which of the two cards drawn to show everyone."
    if phase == DOCTRINE:
        return f"{who}: The Doctrine of Mathenyism lets you look at a hand."
    if phase == PEEK:
        return f"{who}: discard a card from {seat_name(s.doctrine_target)}'s hand."
    if phase == ACT:
        return f"{who}: play cards (two different things) or end your actions."
    if phase == ANSWER:
        assert s.offer is not None
        return f"{who}: {seat_name(s.active)} offers you a card; accept or refuse."
    if phase == ATTACK:
        return f"{who}: attack a player who is not your ally, or make no more attacks."
    if phase == MUSTER:
        assert s.combat is not None
        return f"{who}: choose the units that attack {seat_name(s.combat.defender)}."
    if phase == DEFEND:
        assert s.combat is not None
        return f"{who}: block {seat_name(s.combat.attacker)}'s attackers, merge, or ask allies for help."
    if phase == HELP:
        assert s.combat is not None
        return f"{who}: your ally {seat_name(s.combat.defender)} asks for help; lend units."
    if phase == REACT:
        return f"{who}: play a combat card, or let the combat go on."
    if phase == DISCARD:
        return f"{who}: discard (or give away) cards down to five."
    assert phase == OVER
    return "The game is over."
