"""The Mindbug stage's words: what the decision panel says and offers for each decision.

:class:`MindbugWords` are the hooks of the shared
:class:`~tabletop.ui.decision.DecisionPanel`: a title and a detail line and the
cards shown on the stage for each decision, the labels of the buttons, and
the cards and seats a click on which answers. Every other legal action gets
a button with its own label from the panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.core.protocol import Action
from tabletop.core.words import counted
from tabletop.games.mindbug.cards import CREATURES
from tabletop.games.mindbug.rules import (
    D_BLOCK,
    D_DISCARD,
    D_FRENZY,
    D_GIVE,
    D_HUNT,
    D_HYENIX,
    D_KEEP,
    D_MINDBUG,
    D_OPP,
    D_ORDER,
    D_TARGET,
    D_TURN,
    P_HARPY,
    P_REVIVE,
    TR_HYENIX,
    MindbugView,
)
from tabletop.ui.decision import Answer, Ask, DecisionHooks, OnCard, OnSeat, Pick, Words

if TYPE_CHECKING:
    from tabletop.games.mindbug.scene import MindbugTable

# what a D_TARGET decision is for (rules.P_*), in words
_TARGET_VERBS = ("defeat", "take control of", "stop from blocking this turn", "take control of", "play")


class MindbugWords(DecisionHooks):
    """How the Mindbug table words each decision and where its answers lie."""

    def __init__(self, table: MindbugTable) -> None:
        self.table = table

    # --- the words ------------------------------------------------------------------------------
    def words(self, ask: Ask) -> Words:
        table = self.table
        view: MindbugView = ask.view
        d = view.decision
        if view.over or d is None:
            reason = ask.personal(view.reason) if view.reason else ""
            return Words("The game is over", reason[:1].upper() + reason[1:] if reason else "")
        kind, seat = d[0], d[1]
        mine = ask.mine
        who = ask.name(seat)
        w = Words("")
        if kind == D_TURN:
            if mine:
                w.title = "Your turn"
                w.detail = "Play a card from your hand, or attack with one of your creatures."
            else:
                w.title = f"{who}'s turn"
                w.detail = "Playing a creature or attacking."
            if view.limbo >= 0:
                w.shown.append((view.limbo, "being played"))
        elif kind == D_MINDBUG:
            _, q, c, player, _ = d
            w.shown.append((c, f"played by {ask.who(player)}"))
            name = table._card_name(c)
            if mine:
                left = view.mindbugs[q]
                w.title = f"Use a Mindbug on {name}?"
                w.detail = (f"It would enter your play area with its Play effect, and {ask.name(player)} takes "
                            f"another turn action. You have {counted(left, 'Mindbug')}.")
            else:
                w.title = f"{ask.name(player)} plays {name}"
                w.detail = f"{who} may use a Mindbug to take it."
        elif kind == D_HUNT:
            _, attacker_seat, x = d
            w.shown.append((x, "attacking"))
            name = table._card_name(x)
            if mine:
                w.title = f"{name} is a Hunter"
                w.detail = "Click the enemy creature that must block it, or let the defenders decide."
            else:
                w.title = f"{ask.who(attacker_seat)} attack{'s' if attacker_seat != view.seat else ''} with {name}"
                w.detail = f"{name} is a Hunter: {who} may choose its prey."
        elif kind == D_BLOCK:
            _, _, x, attacker_seat, _ = d
            w.shown.append((x, f"{table._power(x)} power"))
            name = table._card_name(x)
            if mine:
                w.title = f"{ask.name(attacker_seat)} attacks with {name}. Block?"
                w.detail = "Click a glowing creature to block, or let it through: your side loses 1 life."
            else:
                w.title = f"{ask.who(attacker_seat)} attack{'s' if attacker_seat != view.seat else ''} with {name}"
                w.detail = f"{who} may block it."
        elif kind == D_FRENZY:
            _, _, x = d
            w.shown.append((x, "Frenzy"))
            name = table._card_name(x)
            if mine:
                w.title = f"Attack again with {name}?"
                w.detail = "It has Frenzy: it may attack a second time this turn."
            else:
                w.title = f"{who} may attack again with {name}"
        elif kind == D_OPP:
            _, _, purpose, src, cands = d
            w.shown.append((src, "effect"))
            name = table._card_name(src)
            if mine:
                w.title = f"{name}: choose an opponent"
                w.detail = CREATURES[view.kind[src]].text
            else:
                w.title = f"{who} chooses an opponent for {name}"
        elif kind == D_TARGET:
            _, _, purpose, src, cands, extra = d
            name = table._card_name(src)
            verb = _TARGET_VERBS[purpose] if 0 <= purpose < len(_TARGET_VERBS) else "choose"
            if purpose == P_REVIVE:
                for c in cands:
                    w.shown.append((c, f"{ask.name(view.owner[c])}'s discard" if view.owner[c] >= 0 else "discard"))
            else:
                w.shown.append((src, "effect"))
            if not mine:
                w.title = f"{who} chooses a creature for {name}"
            elif purpose == P_REVIVE:
                w.title = f"{name}: play a card from a discard pile"
                w.detail = "Click the card to play."
            elif purpose == P_HARPY:
                w.title = f"{name}: take control of up to {extra} more"
                w.detail = "Click a glowing creature (power 5 or less), or stop."
            else:
                w.title = f"{name}: choose a creature to {verb}"
                w.detail = "Click a glowing creature."
        elif kind == D_DISCARD:
            _, _, n = d
            if mine:
                w.title = f"Discard {n} card{'s' if n > 1 else ''}"
                w.detail = "Click a card in your hand."
            else:
                w.title = f"{who} discards {n} card{'s' if n > 1 else ''}"
        elif kind == D_GIVE:
            _, _, taker = d
            if mine:
                w.title = f"Give a card to {ask.name(taker)}"
                w.detail = "Hungry Hungry Hamster: click a card in your hand."
            else:
                w.title = f"{who} gives a card to {ask.who(taker)}"
        elif kind == D_KEEP:
            _, _, c = d
            w.shown.append((c, "given to you" if mine else f"given to {who}"))
            name = table._card_name(c)
            w.title = f"Play {name} now, or keep it?" if mine else f"{who} may play {name} at once"
        elif kind == D_HYENIX:
            _, _, c = d
            w.shown.append((c, "in the discard pile"))
            w.title = ("You lost life: play Hyenix from your discard pile?" if mine
                       else f"{who} may play Hyenix from their discard pile")
        elif kind == D_ORDER:
            for trig_kind, c, _owner in view.triggers:
                if all(c != shown for shown, _ in w.shown):
                    w.shown.append((c, "Hyenix" if trig_kind == TR_HYENIX else "Defeated effect"))
            if mine:
                w.title = "Which effect resolves first?"
                w.detail = "Click the card whose effect happens first."
            else:
                w.title = f"{who} orders the effects"
        else:
            w.title = ask.personal(view.prompt)
        return w

    # --- the answers ------------------------------------------------------------------------------
    def answer(self, ask: Ask, action: Action) -> Answer | None:
        view: MindbugView = ask.view
        d = view.decision
        kind = action.kind
        if d is not None and d[0] == D_TURN and kind in ("play", "attack"):
            return None  # dragged onto the table
        label: str | None = None
        primary = True
        if kind == "mindbug":
            label = "Use a Mindbug"
        elif kind == "pass" and d is not None and d[0] == D_MINDBUG:
            label, primary = f"Let {ask.name(d[3])} have it", False
        elif kind == "nohunt":
            label, primary = "Let them decide", False
        elif kind == "noblock":
            label, primary = "Don't block", False
        elif kind == "again":
            label = "Attack again"
        elif kind == "end":
            label, primary = "End the turn", False
        elif kind == "opponent":
            label = ask.name(int(action.args[0]))  # type: ignore[arg-type]
        elif kind == "stop":
            label, primary = "Take no more", False
        elif kind == "play_it":
            label = "Play Hyenix" if d is not None and d[0] == D_HYENIX else "Play it now"
        elif kind == "keep":
            label, primary = "Keep it", False
        elif kind == "decline":
            label, primary = "Leave it", False
        if label is None:
            return super().answer(ask, action)
        return Answer(label, action, primary, group=kind)

    def picks(self, ask: Ask, action: Action) -> Sequence[Pick]:
        kind = action.kind
        if kind in ("hunt", "block", "target", "first"):
            return (OnCard(int(action.args[0])),)  # type: ignore[arg-type]
        if kind == "opponent":
            return (OnSeat(int(action.args[0])),)  # type: ignore[arg-type]
        if kind in ("discard", "give"):
            view: MindbugView = ask.view
            return tuple(OnCard(card) for card in view.hands[view.seat] or ()  # type: ignore[index]
                         if CREATURES[view.kind[card]].key == action.args[0])
        return ()
