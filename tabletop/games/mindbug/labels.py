"""The words of Mindbug's decisions: action labels, the prompt and refusals.

:func:`_make` builds the action (with its label) for a legal-action cache
key; it only runs on a cache miss. :func:`prompt` says who must decide what
now, for the table and the log. :func:`refusal` says why a move the viewer
tried is not allowed, from what the viewer sees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mindbug.cards import KEYS, NAMES, index_of
from tabletop.games.mindbug.changes import _nm, _summary
from tabletop.games.mindbug.state import (
    D_BLOCK,
    D_DISCARD,
    D_FRENZY,
    D_GIVE,
    D_HUNT,
    D_HYENIX,
    D_KEEP,
    D_MINDBUG,
    D_OPP,
    D_TARGET,
    D_TURN,
    HLION,
    P_HARPY,
    P_REVIVE,
    RUNNING,
    TR_HYENIX,
    MindbugState,
    _Table,
)

if TYPE_CHECKING:
    from tabletop.games.mindbug.view import MindbugView


# --- action labels -----------------------------------------------------------------------
def _make(t: _Table, key: tuple[Any, ...]) -> Action:
    """The action (with its label) for a cache key; labels are only built on a cache miss."""
    tag = key[0]
    kind = t.kind
    if tag == "play":
        k = key[1]
        return Action("play", (KEYS[k],), f"Play {NAMES[k]}")
    if tag == "attack":
        return Action("attack", (key[1],), f"Attack with {NAMES[kind[key[1]]]}")
    if tag == "mindbug":
        return Action("mindbug", (key[1],), f"Use a Mindbug on {NAMES[kind[key[1]]]}")
    if tag == "pass":
        return Action("pass", (), f"Let {seat_name(key[2])} have {NAMES[kind[key[1]]]}")
    if tag == "hunt":
        return Action("hunt", (key[1],), f"Hunt {NAMES[kind[key[1]]]} ({seat_name(key[2])})")
    if tag == "nohunt":
        return Action("nohunt", (), "Let the defenders choose whether to block")
    if tag == "block":
        return Action("block", (key[1],), f"Block with {NAMES[kind[key[1]]]}")
    if tag == "noblock":
        return Action("noblock", (), "Do not block")
    if tag == "again":
        return Action("again", (key[1],), f"Attack again with {NAMES[kind[key[1]]]} (Frenzy)")
    if tag == "end":
        return Action("end", (), "End the turn")
    if tag == "opponent":
        return Action("opponent", (key[2],), f"{NAMES[kind[key[1]]]}: choose {seat_name(key[2])}")
    if tag == "defeat":
        return Action("target", (key[1],), f"Defeat {NAMES[kind[key[1]]]} ({seat_name(key[2])})")
    if tag == "control":
        return Action("target", (key[1],), f"Take control of {NAMES[kind[key[1]]]} ({seat_name(key[2])})")
    if tag == "cannot_block":
        return Action("target", (key[1],), f"{NAMES[kind[key[1]]]} ({seat_name(key[2])}) cannot block this turn")
    if tag == "revive":
        return Action("target", (key[1],), f"Play {NAMES[kind[key[1]]]} from {seat_name(key[2])}'s discard pile")
    if tag == "stop":
        return Action("stop", (), "Take control of no more creatures")
    if tag == "discard":
        return Action("discard", (KEYS[key[1]],), f"Discard {NAMES[key[1]]}")
    if tag == "give":
        return Action("give", (KEYS[key[1]],), f"Give {NAMES[key[1]]} to {seat_name(key[2])}")
    if tag == "keep_play":
        return Action("play_it", (key[1],), f"Play {NAMES[kind[key[1]]]} now")
    if tag == "keep":
        return Action("keep", (key[1],), f"Keep {NAMES[kind[key[1]]]} in hand")
    if tag == "hyenix":
        return Action("play_it", (key[1],), f"Play {NAMES[kind[key[1]]]} from your discard pile")
    if tag == "decline":
        return Action("decline", (key[1],), f"Leave {NAMES[kind[key[1]]]} in your discard pile")
    # "first"
    what = "Hyenix" if key[2] == TR_HYENIX else "Defeated effect"
    return Action("first", (key[1],), f"Resolve {NAMES[kind[key[1]]]}'s {what} ({seat_name(key[3])}) first")


#: The cache-key tag of a D_TARGET choice, by its purpose (``P_*``).
_TARGET_TAGS = ("defeat", "control", "cannot_block", "control", "revive")


def prompt(s: MindbugState) -> str:
    """A sentence saying who must decide what now (for the table and the log)."""
    d = s.dec
    if d is None:
        return _summary(s) if s.winner != RUNNING else ""
    kind, seat = d[0], d[1]
    who = seat_name(seat)
    if kind == D_TURN:
        return f"{who}: play a creature or attack."
    if kind == D_MINDBUG:
        return f"{who}: use a Mindbug to take {_nm(s, d[2])}?"
    if kind == D_HUNT:
        return f"{who}: {_nm(s, d[2])} is a Hunter. Choose the blocker?"
    if kind == D_BLOCK:
        return f"{who}: block {_nm(s, d[2])}?"
    if kind == D_FRENZY:
        return f"{who}: attack again with {_nm(s, d[2])}?"
    if kind == D_OPP:
        return f"{who}: choose the opponent for {_nm(s, d[3])}."
    if kind == D_TARGET:
        if d[2] == P_HARPY:
            return f"{who}: take control of up to {d[5]} more creature(s) (Harpy Mother)."
        if d[2] == P_REVIVE:
            return f"{who}: choose a card to play from a discard pile ({_nm(s, d[3])})."
        return f"{who}: choose a creature for {_nm(s, d[3])}."
    if kind == D_DISCARD:
        return f"{who}: discard {d[2]} card{'s' if d[2] > 1 else ''}."
    if kind == D_GIVE:
        return f"{who}: give a card to {seat_name(d[2])} (Hungry Hungry Hamster)."
    if kind == D_KEEP:
        return f"{who}: play {_nm(s, d[2])} now or keep it?"
    if kind == D_HYENIX:
        return f"{who}: you lost life; play Hyenix from your discard pile?"
    return f"{who}: choose which effect resolves first."


# --- refusals --------------------------------------------------------------------------------
def refusal(view: MindbugView, action: Action) -> str:
    """Why the viewer of ``view``, who must decide now, may not take ``action`` (known to be illegal).

    Only the view is read, so the reason cannot tell anything hidden.
    """
    d = view.decision
    seat = view.seat
    if d is None or seat is None:
        return "The game is over."
    if action.kind not in ("play", "attack"):
        return f"That is not a choice now: {view.prompt}"
    if d[0] != D_TURN:
        return f"First answer: {view.prompt}"
    if action.kind == "play":
        key = action.args[0] if action.args else None
        try:
            name = NAMES[index_of(str(key))]
        except KeyError:
            return f"There is no creature {key!r}."
        return f"You hold no {name}."
    card = action.args[0] if action.args else None
    if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < len(view.kind):
        return f"There is no card {card!r}."
    name = NAMES[view.kind[card]]
    if card not in view.play[seat]:
        return f"{name} is not one of your creatures in play."
    team = view.teams[seat]
    enemies = [q for q in range(view.players) if view.teams[q] != team]
    if any(view.kind[c] == HLION for q in enemies for c in view.play[q]):
        return f"Hamster Lion: your weakest creatures cannot attack ({name})."
    return f"{name} cannot attack now."
