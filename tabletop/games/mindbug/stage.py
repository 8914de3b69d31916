"""The Mindbug stage's words: what the prompt panel says and offers for each decision.

:func:`make_prompt` turns the view's pending decision and the viewer's legal
actions into a :class:`Prompt`: a title and a detail line, the cards shown
on the stage, the cards and seats to click, and buttons for the rest (every
legal action is reachable). The table lays it out and draws it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.core.protocol import Action, personalize
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

if TYPE_CHECKING:
    from tabletop.games.mindbug.scene import MindbugTable

# what a D_TARGET decision is for (rules.P_*), in words
_TARGET_VERBS = ("defeat", "take control of", "stop from blocking this turn", "take control of", "play")


@dataclass
class Prompt:
    """What the stage says and offers now."""

    title: str
    detail: str = ""
    cards: list[tuple[int, str]] = field(default_factory=list)  # (card, caption) shown on the stage
    picks: dict[int, Action] = field(default_factory=dict)  # card -> action (on the table or the stage)
    seats: dict[int, Action] = field(default_factory=dict)  # seat -> action (click its panel)
    buttons: list[tuple[str, Action, bool]] = field(default_factory=list)
    mine: bool = False  # the viewer must decide


def make_prompt(table: MindbugTable) -> Prompt:
    """What the stage shows and offers for the decision now, for the viewer of ``table``."""
    view: MindbugView = table.view
    d = view.decision
    if view.over or d is None:
        reason = personalize(view.reason, table.seat_names) if view.reason else ""
        return Prompt("The game is over", reason[:1].upper() + reason[1:] if reason else "")
    kind, seat = d[0], d[1]
    mine = table._my_turn() and seat == view.seat
    who = table.seat_name(seat)
    legal = table.legal if mine else []
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    p = Prompt(title="", mine=mine)
    if kind == D_TURN:
        if mine:
            p.title = "Your turn"
            p.detail = "Play a card from your hand, or attack with one of your creatures."
        else:
            p.title = f"{who}'s turn"
            p.detail = "Playing a creature or attacking."
        if view.limbo >= 0:
            p.cards.append((view.limbo, "being played"))
    elif kind == D_MINDBUG:
        _, q, c, player, _ = d
        p.cards.append((c, f"played by {table._who(player)}"))
        name = table._card_name(c)
        if mine:
            left = view.mindbugs[q]
            p.title = f"Use a Mindbug on {name}?"
            p.detail = (f"It would enter your play area with its Play effect, and {table.seat_name(player)} takes "
                        f"another turn action. You have {left} Mindbug{'s' if left != 1 else ''}.")
            for a in by_kind.get("mindbug", []):
                p.buttons.append(("Use a Mindbug", a, True))
            for a in by_kind.get("pass", []):
                p.buttons.append((f"Let {table.seat_name(player)} have it", a, False))
        else:
            p.title = f"{table.seat_name(player)} plays {name}"
            p.detail = f"{who} may use a Mindbug to take it."
    elif kind == D_HUNT:
        _, attacker_seat, x = d
        p.cards.append((x, "attacking"))
        name = table._card_name(x)
        if mine:
            p.title = f"{name} is a Hunter"
            p.detail = "Click the enemy creature that must block it, or let the defenders decide."
            for a in by_kind.get("hunt", []):
                p.picks[int(a.args[0])] = a  # type: ignore[arg-type]
            for a in by_kind.get("nohunt", []):
                p.buttons.append(("Let them decide", a, False))
        else:
            p.title = f"{table._who(attacker_seat)} attack{'s' if attacker_seat != view.seat else ''} with {name}"
            p.detail = f"{name} is a Hunter: {who} may choose its prey."
    elif kind == D_BLOCK:
        _, _, x, attacker_seat, _ = d
        p.cards.append((x, f"{table._power(x)} power"))
        name = table._card_name(x)
        if mine:
            p.title = f"{table.seat_name(attacker_seat)} attacks with {name}. Block?"
            p.detail = "Click a glowing creature to block, or let it through: your side loses 1 life."
            for a in by_kind.get("block", []):
                p.picks[int(a.args[0])] = a  # type: ignore[arg-type]
            for a in by_kind.get("noblock", []):
                p.buttons.append(("Don't block", a, False))
        else:
            p.title = f"{table._who(attacker_seat)} attack{'s' if attacker_seat != view.seat else ''} with {name}"
            p.detail = f"{who} may block it."
    elif kind == D_FRENZY:
        _, _, x = d
        p.cards.append((x, "Frenzy"))
        name = table._card_name(x)
        if mine:
            p.title = f"Attack again with {name}?"
            p.detail = "It has Frenzy: it may attack a second time this turn."
            for a in by_kind.get("again", []):
                p.buttons.append(("Attack again", a, True))
            for a in by_kind.get("end", []):
                p.buttons.append(("End the turn", a, False))
        else:
            p.title = f"{who} may attack again with {name}"
    elif kind == D_OPP:
        _, _, purpose, src, cands = d
        p.cards.append((src, "effect"))
        name = table._card_name(src)
        if mine:
            p.title = f"{name}: choose an opponent"
            p.detail = CREATURES[view.kind[src]].text
            for a in by_kind.get("opponent", []):
                q = int(a.args[0])  # type: ignore[arg-type]
                p.seats[q] = a
                p.buttons.append((table.seat_name(q), a, True))
        else:
            p.title = f"{who} chooses an opponent for {name}"
    elif kind == D_TARGET:
        _, _, purpose, src, cands, extra = d
        name = table._card_name(src)
        verb = _TARGET_VERBS[purpose] if 0 <= purpose < len(_TARGET_VERBS) else "choose"
        revive = purpose == P_REVIVE
        if revive:
            for c in cands:
                p.cards.append((c, f"{table.seat_name(view.owner[c])}'s discard" if view.owner[c] >= 0 else "discard"))
        else:
            p.cards.append((src, "effect"))
        if mine:
            if revive:
                p.title = f"{name}: play a card from a discard pile"
                p.detail = "Click the card to play."
            elif purpose == P_HARPY:
                p.title = f"{name}: take control of up to {extra} more"
                p.detail = "Click a glowing creature (power 5 or less), or stop."
            else:
                p.title = f"{name}: choose a creature to {verb}"
                p.detail = "Click a glowing creature."
            for a in legal:
                if a.kind == "target":
                    p.picks[int(a.args[0])] = a  # type: ignore[arg-type]
                elif a.kind == "stop":
                    p.buttons.append(("Take no more", a, False))
        else:
            p.title = f"{who} chooses a creature for {name}"
    elif kind == D_DISCARD:
        _, _, n = d
        if mine:
            p.title = f"Discard {n} card{'s' if n > 1 else ''}"
            p.detail = "Click a card in your hand."
            _hand_picks(table, p, by_kind.get("discard", []))
        else:
            p.title = f"{who} discards {n} card{'s' if n > 1 else ''}"
    elif kind == D_GIVE:
        _, _, taker = d
        if mine:
            p.title = f"Give a card to {table.seat_name(taker)}"
            p.detail = "Hungry Hungry Hamster: click a card in your hand."
            _hand_picks(table, p, by_kind.get("give", []))
        else:
            p.title = f"{who} gives a card to {table._who(taker)}"
    elif kind == D_KEEP:
        _, _, c = d
        p.cards.append((c, "given to you" if mine else f"given to {who}"))
        name = table._card_name(c)
        if mine:
            p.title = f"Play {name} now, or keep it?"
            for a in by_kind.get("play_it", []):
                p.buttons.append(("Play it now", a, True))
            for a in by_kind.get("keep", []):
                p.buttons.append(("Keep it", a, False))
        else:
            p.title = f"{who} may play {name} at once"
    elif kind == D_HYENIX:
        _, _, c = d
        p.cards.append((c, "in the discard pile"))
        if mine:
            p.title = "You lost life: play Hyenix from your discard pile?"
            for a in by_kind.get("play_it", []):
                p.buttons.append(("Play Hyenix", a, True))
            for a in by_kind.get("decline", []):
                p.buttons.append(("Leave it", a, False))
        else:
            p.title = f"{who} may play Hyenix from their discard pile"
    elif kind == D_ORDER:
        for trig_kind, c, owner in view.triggers:
            if all(c != shown for shown, _ in p.cards):
                p.cards.append((c, "Hyenix" if trig_kind == TR_HYENIX else "Defeated effect"))
        if mine:
            p.title = "Which effect resolves first?"
            p.detail = "Click the card whose effect happens first."
            for a in by_kind.get("first", []):
                p.picks[int(a.args[0])] = a  # type: ignore[arg-type]
        else:
            p.title = f"{who} orders the effects"
    else:
        p.title = personalize(view.prompt, table.seat_names)
    # every legal action must be reachable: the rest become buttons with their labels
    reachable = set(p.picks.values()) | set(p.seats.values()) | {a for _, a, _ in p.buttons}
    if kind == D_TURN:
        reachable |= {a for a in legal if a.kind in ("play", "attack")}
    for a in legal:
        if a not in reachable:
            p.buttons.append((personalize(a.label, table.seat_names), a, True))
    return p


def _hand_picks(table: MindbugTable, p: Prompt, actions: list[Action]) -> None:
    """Offer the viewer's hand cards whose creature one of ``actions`` names."""
    view: MindbugView = table.view
    wanted = {str(a.args[0]): a for a in actions}
    for card in view.hands[view.seat] or ():  # type: ignore[index]
        a = wanted.get(CREATURES[view.kind[card]].key)
        if a is not None:
            p.picks[card] = a
