"""What the Mathenyism table asks of the seat deciding now, in words and answers.

The shared decision panel (:class:`~tabletop.ui.decision.DecisionPanel`) shows
it in the middle with these words. Cards played from the hand (combat cards
too), blocks and merges are the table's own drags (their actions get no button); the rest
are answered here: the two cards drawn (shown on the stage, click one to show
it), the hand The Doctrine of Mathenyism shows, the target of an attack (a
seat's panel or its button), the units sent to attack or lent to an ally
(click them where they lie), a card given back for an offer (click it in
your hand), and Done, Charge, Refuse, Let the combat go on and the like.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.protocol import Action
from tabletop.games.mathenyism.cards import NAME
from tabletop.games.mathenyism.state import (
    ACT,
    ANSWER,
    ATTACK,
    DEFEND,
    DISCARD,
    DOCTRINE,
    HELP,
    MUSTER,
    PEEK,
    REACT,
    SHOW,
)
from tabletop.games.mathenyism.view import HIDDEN, MathView
from tabletop.ui.decision import Answer, Ask, DecisionHooks, Item, OnCard, OnSeat, Pick, Words

DRAGGED = frozenset({"leader", "object", "unit", "follower", "action", "offer", "discard", "give", "block", "react"})
"""Action kinds played by dragging a card or a unit on the table (no button)."""

SECONDARY = frozenset({"no_attack", "call_off", "refuse", "react_pass", "doctrine_skip"})
"""Answers that decline: plain buttons beside the brass ones."""

BY_CARD = {"show": 0, "peek_discard": 0, "send": 0, "lend": 0, "swap_back": 0}
"""Action kinds answered by a click on the card (or unit) named by their first argument."""

BY_SEAT = {"target": 0, "doctrine": 0, "ask_help": 0}
"""Action kinds answered by a click on the panel of the seat named by their first argument (it glows)."""


def offer_words(view: MathView, ask: Ask) -> Words:
    assert view.offer is not None
    frm, to, card = view.offer
    if ask.mine:
        shown: list[tuple[Item, str]] = [(card, "offered")] if card != HIDDEN else []
        return Words(f"{ask.name(frm)} offers you {NAME[card]} for a card of yours",
                     "Click the card of your hand you give in return, or refuse.", shown)
    if ask.viewer == frm:
        return Words(f"{ask.name(to)} is answering your offer of {NAME[card]}")
    return Words(f"{ask.name(frm)} offers {ask.name(to)} a card for one of theirs",
                 f"{ask.name(to)} accepts or refuses.")


def combat_words(view: MathView, ask: Ask) -> Words:
    assert view.combat is not None
    attacker, defender = view.combat[0], view.combat[1]
    a, d = ask.name(attacker), ask.name(defender)
    if view.phase == MUSTER:
        if ask.mine:
            return Words(f"Choose the units that attack {d}",
                         "Click your units that glow, then Attack; each attacks once a turn.")
        return Words(f"{a} is choosing the units that attack {d}")
    if view.phase == DEFEND:
        if ask.mine:
            return Words(f"{a} attacks you: block",
                         "Drag your units onto the attackers. Drop a unit onto a blocker to merge them into a"
                         " super-unit (three cards at most, for good). Click an ally's place to ask for help.")
        return Words(f"{d} is blocking {a}'s attack")
    if view.phase == HELP:
        if ask.mine:
            return Words(f"{d} asks you for help: lend units",
                         "Click the units you lend; an ally asked must lend one if it has any.")
        return Words(f"{d} asks {ask.name(ask.seat or 0)} for help")
    assert view.phase == REACT
    if ask.mine:
        return Words("Play a combat card, or let the combat go on",
                     "Drag a glowing card onto the unit or player it is aimed at, or into the combat to cancel"
                     " it.")
    return Words(f"{ask.name(ask.seat or 0)} may play a combat card")


class MathWords(DecisionHooks):
    """The words and answers of Mathenyism's decisions."""

    def words(self, ask: Ask) -> Words:
        view: MathView | None = ask.view
        if view is None:
            return Words("")
        if view.over or ask.seat is None:
            return Words(ask.personal(view.prompt.rstrip(".")))
        active = ask.name(view.active)
        phase = view.phase
        if phase == SHOW:
            if ask.mine:
                return Words("Show everyone one of the two cards you drew",
                             "Both cards go to your hand.", [(c, "drawn") for c in view.drawn])
            return Words(f"{active} drew two cards and shows one")
        if phase == DOCTRINE:
            if ask.mine:
                return Words("The Doctrine of Mathenyism: look at a player's hand",
                             "Click a player's place, then discard one card of theirs.")
            return Words(f"{active} may look at a hand (The Doctrine of Mathenyism)")
        if phase == PEEK:
            target = ask.name(view.doctrine_target)
            if ask.mine:
                return Words(f"Discard a card from {target}'s hand", "",
                             [(c, "") for c in view.peek])
            return Words(f"{active} looks at {target}'s hand")
        if phase == ACT:
            if ask.mine:
                return Words("Play two different things, or end your actions",
                             "Drag a card to your place (leader, object, unit, action), onto a player or a unit"
                             " it is aimed at, to your followers, or onto another hand to offer a trade.")
            return Words(f"{active} is playing cards")
        if phase == ANSWER:
            return offer_words(view, ask)
        if phase == ATTACK:
            if ask.mine:
                return Words("Attack a player who is not your ally", "Click their place, or make no attack.")
            return Words(f"{ask.name(ask.seat)} may attack")
        if phase in (MUSTER, DEFEND, HELP, REACT):
            return combat_words(view, ask)
        assert phase == DISCARD
        if ask.mine:
            return Words("Discard down to five cards",
                         "Drag cards to the discards (face down), or onto a player's hand to give them.")
        return Words(f"{active} discards down to five")

    def answer(self, ask: Ask, action: Action) -> Answer | None:
        if action.kind in DRAGGED or action.kind in BY_SEAT:
            return None
        label = ask.personal(action.label)
        if action.kind == "charge":
            label = "Attack"
        return Answer(label, action, primary=action.kind not in SECONDARY, group=action.kind)

    def picks(self, ask: Ask, action: Action) -> Sequence[Pick]:
        if action.kind in BY_CARD:
            return (OnCard(int(action.args[0])),)  # type: ignore[arg-type]
        if action.kind in BY_SEAT:
            return (OnSeat(int(action.args[0])),)  # type: ignore[arg-type]
        return ()
