"""Which Mathenyism actions are the same move, for the bots' search.

Actions that differ only in which of two cards that play alike they use (two
copies of Army, or Monks and Missionaries: :data:`~.cards.PLAYS_AS`) lead to
positions that differ only in where each of those cards lies, so the search
should count them as one move (see ``Knowledge.tree_keys``). :func:`move_key`
names an action that way: its cards by the first card that plays as they do,
its seats as they are, and its fighting units by what they are
(:func:`unit_key`).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

from tabletop.core.protocol import Action
from tabletop.games.mathenyism.cards import PLAYS_AS, TARGET, TARGET_UNIT
from tabletop.games.mathenyism.state import NO_SEAT, MathState

_CARD = frozenset({"show", "leader", "object", "unit", "follower", "discard", "swap_back", "peek_discard"})
"""The kinds whose one argument is a card."""
_CARD_SEAT = frozenset({"give", "offer"})
"""The kinds whose arguments are a card and a seat."""
_CARD_TARGET = frozenset({"action", "react"})
"""The kinds whose arguments are a card and its target (a seat, a unit or None, as the card says)."""
_UNIT = frozenset({"send", "lend"})
"""The kinds whose one argument is a fighting unit."""

UnitMakeup = tuple[int, tuple[tuple[int, int], ...], int]
"""A fighting unit's holder, its cards (the first that plays as each, and the seat that lent it, or
NO_SEAT) and the strength this combat adds to it."""


def _makeup(s: MathState, uid: int) -> UnitMakeup:
    seat, i = s.find_unit(uid)
    lent = s.lent
    cards = tuple(sorted((PLAYS_AS[c], lent.get(c, NO_SEAT)) for c in s.units[seat][i]))
    boost = s.combat.boosts.get(uid, 0) if s.combat is not None else 0
    return seat, cards, boost


def _group(s: MathState, uids: Iterable[int]) -> tuple[UnitMakeup, ...]:
    return tuple(sorted(_makeup(s, u) for u in uids))


def unit_key(s: MathState, uid: int) -> Hashable:
    """What the unit ``uid`` is: its makeup, whether it attacked this turn, and its part in the combat
    (attacking, with the units blocking it; blocking, with the attacker and every unit in that block;
    lent to the defence). Two units with equal keys may stand in for each other."""
    makeup = _makeup(s, uid)
    spent = uid in s.spent
    combat = s.combat
    if combat is None:
        return makeup, spent
    attacking = _group(s, combat.blocks.get(uid, ())) if uid in combat.attackers else None
    blocking = None
    for attacker, blockers in combat.blocks.items():
        if uid in blockers:
            blocking = _makeup(s, attacker), _group(s, blockers)
            break
    return makeup, spent, attacking, blocking, uid in combat.lent


def move_key(s: MathState, action: Action) -> Hashable:
    """The name of ``action`` (legal in ``s``) shared by every action that is the same move."""
    kind = action.kind
    args = action.args
    if kind in _CARD:
        return kind, PLAYS_AS[args[0]]  # type: ignore[index]
    if kind in _CARD_SEAT:
        return kind, PLAYS_AS[args[0]], args[1]  # type: ignore[index]
    if kind in _CARD_TARGET:
        card = int(args[0])  # type: ignore[arg-type]
        target = args[1]
        if TARGET[card] == TARGET_UNIT:
            return kind, PLAYS_AS[card], unit_key(s, int(target))  # type: ignore[arg-type]
        return kind, PLAYS_AS[card], target
    if kind in _UNIT:
        return kind, unit_key(s, int(args[0]))  # type: ignore[arg-type]
    if kind == "block":
        return kind, unit_key(s, int(args[0])), unit_key(s, int(args[1]))  # type: ignore[arg-type]
    return action


def move_keys(s: MathState, actions: Sequence[Action]) -> list[Hashable]:
    """:func:`move_key` of each of ``actions``."""
    return [move_key(s, a) for a in actions]


__all__ = ["move_key", "move_keys", "unit_key"]
