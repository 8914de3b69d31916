"""Build Battle of the Gods positions by hand for rule tests.

``make`` lays out the named stacks (all face up, bottom card first), god
hands and treasure piles, and starts the round with the given leader; it
answers the god moment with "done" for everybody unless ``moment`` is set,
so that a test starts at the lead. Cards not named are out of the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.protocol import Action, Event
from tabletop.games.mythomakya import battle
from tabletop.games.mythomakya.cards import GOD_NAMES, GOLDEN_APPLES, find
from tabletop.games.mythomakya.rules import GAME, MythState
from tabletop.games.mythomakya.state import PLAY

from .positions import colour, config

Stacks = Sequence[Sequence[Sequence[str]]]


def god(name: str) -> int:
    return GOD_NAMES.index(name)


def treasure_card(name: str) -> int:
    """A treasure card by name: "golden" for a golden apple card, else a myth card."""
    return GOLDEN_APPLES[0] if name == "golden" else find(name)


def make(stacks: Stacks, senior: str, leader: int = 0, gods: Sequence[Sequence[str]] = (),
         treasure: Sequence[Sequence[str]] = (), box: Sequence[str] = (), moment: bool = False) -> MythState:
    players = len(stacks)
    s = GAME.new(config(players, variant="battle", caller=(leader - 1) % players), 0)
    s.stacks = [[[find(name) for name in st] for st in seat] for seat in stacks]
    s.senior = colour(senior)
    s.leader = s.turn = leader
    s.phase = PLAY
    s.gods = [[god(g) for g in hand] for hand in gods] + [[] for _ in range(players - len(gods))]
    golden = iter(GOLDEN_APPLES)
    s.treasure = [[next(golden) if c == "golden" else find(c) for c in pile] for pile in treasure]
    s.treasure += [[] for _ in range(players - len(treasure))]
    s.box = [god(g) for g in box]
    s.frames = []
    battle.begin_round(s, None)
    if not moment:
        while s.frames and s.frames[-1][0] == battle.MOMENT:
            GAME.apply(s, battle.DONE)
    return s


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
