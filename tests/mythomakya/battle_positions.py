"""Battle of the Gods positions for rule tests, and moves played on them.

``make`` (the package's position builder, which the worked examples use too) lays out the
named stacks, god hands and treasure piles and starts the round at the lead; the helpers here
find and play the legal actions by name.
"""

from __future__ import annotations

from tabletop.core.protocol import Action, Event
from tabletop.games.mythomakya.cards import find
from tabletop.games.mythomakya.positions import god, make, treasure_card
from tabletop.games.mythomakya.rules import GAME, MythState


def acts(s: MythState) -> list[Action]:
    return GAME.legal_actions(s)


def find_action(s: MythState, kind: str, *args: object) -> Action:
    """The legal action of ``kind`` with ``args`` (cards may be named)."""
    want = tuple(find(a) if isinstance(a, str) and kind in ("play", "ability", "zeus", "hades", "apollo",
                                                              "instruct") and not a.isdigit() else a
                 for a in args)
    for a in acts(s):
        if a.kind == kind and (not args or a.args == want):
            return a
    raise AssertionError(f"no legal {kind}{want} among {[str(a) for a in acts(s)]}")


def do(s: MythState, kind: str, *args: object) -> list[Event]:
    return GAME.apply(s, find_action(s, kind, *args))


def play_god(s: MythState, name: str) -> list[Event]:
    return do(s, "god", god(name))


def pay_cheapest(s: MythState) -> list[Event]:
    """Pay the frame on top with the first payment offered (the cheapest fit when it takes several cards)."""
    return GAME.apply(s, find_action(s, "pay"))


def let_be(s: MythState) -> None:
    """Every answer window on top is let be."""
    while s.frames and s.frames[-1][0] == "window":
        GAME.apply(s, Action("allow", ()))


def kinds(s: MythState) -> set[str]:
    return {a.kind for a in acts(s)}


__all__ = ["acts", "do", "find_action", "god", "kinds", "let_be", "make", "pay_cheapest", "play_god",
           "treasure_card"]
