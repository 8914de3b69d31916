"""Build Battle of the Gods positions by hand, for the worked examples and the tests.

:func:`make` lays out the named stacks (all face up, bottom card first), god hands and
treasure piles, and starts the round with the given leader; it answers the god moment with
"done" for everybody unless ``moment`` is set, so that the position starts at the lead.

Cards not named are out of the game (rule tests look at a round, not at the whole deck),
unless ``rest`` is given: then the position is a whole dealt game (every card accounted for,
as the rules deal it) with the unnamed cards dealt by ``rest``. No pygame here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.core.protocol import GameConfig
from tabletop.games.mythomakya import battle
from tabletop.games.mythomakya.cards import (
    BATTLE,
    COLOURS,
    GOD_COUNT,
    GOD_NAMES,
    GOLDEN_APPLES,
    deck,
    find,
    is_myth,
)
from tabletop.games.mythomakya.deal import FIXED_TEAMS
from tabletop.games.mythomakya.rules import GAME, MythState
from tabletop.games.mythomakya.state import PLAY

Stacks = Sequence[Sequence[Sequence[str]]]


def colour(name: str) -> int:
    """A colour by key or name ("red", "Red")."""
    for c in COLOURS:
        if name.lower() in (c.key, c.name.lower()):
            return c.index
    raise KeyError(name)


def config(players: int, games: int = 1, caller: int | None = 0, variant: str = "triumph") -> GameConfig:
    """A game's setup: ``variant`` at ``players`` seats, ``games`` in the series, ``caller`` calling first."""
    options: dict[str, object] = {"variant": variant, "games": games}
    if caller is not None:
        options["caller"] = caller
    return GameConfig(players=players, teams=FIXED_TEAMS.get(players), options=options)


def god(name: str) -> int:
    return GOD_NAMES.index(name)


def treasure_card(name: str) -> int:
    """A treasure card by name: "golden" for a golden apple card, else a myth card."""
    return GOLDEN_APPLES[0] if name == "golden" else find(name)


def make(stacks: Stacks, senior: str, leader: int = 0, gods: Sequence[Sequence[str]] = (),
         treasure: Sequence[Sequence[str]] = (), box: Sequence[str] = (), moment: bool = False,
         rest: random.Random | None = None) -> MythState:
    """A Battle round about to begin: ``stacks[seat]`` laid out, ``senior`` called, ``leader`` to lead.

    With ``rest``, the position is a game's first round and the unnamed cards are dealt as the
    rules deal them: myth cards under each named stack until it is as deep as the layout's
    stacks, then into the seat's missing stacks; god cards to the hands (as many as the deal
    gives each), the others to the box. The treasure piles then hold only golden apple cards.
    """
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
    if rest is not None:
        _deal_rest(s, rest)
    s.frames = []
    battle.begin_round(s, None)
    if not moment:
        while s.frames and s.frames[-1][0] == battle.MOMENT:
            GAME.apply(s, battle.DONE)
    return s


def _deal_rest(s: MythState, rng: random.Random) -> None:
    """Deal the myth cards and god cards ``s`` does not name, as at the start of a game."""
    shape = s.t.layout
    if any(is_myth(c) for pile in s.treasure for c in pile):
        raise ValueError("a game's first round has no myth card in a treasure pile")
    named = {c for seat in s.stacks for st in seat for c in st}
    cards = [c for c in deck(BATTLE) if c not in named]
    rng.shuffle(cards)
    for seat in s.stacks:
        if len(seat) > shape.stacks or any(len(st) > shape.depth for st in seat):
            raise ValueError(f"a seat lays out {shape.stacks} stacks of {shape.depth} cards")
        seat.extend([] for _ in range(shape.stacks - len(seat)))
        for st in seat:
            st[:0] = [cards.pop() for _ in range(shape.depth - len(st))]
    held = [g for hand in s.gods for g in hand] + s.box
    free = [g for g in range(GOD_COUNT) if g not in held]
    rng.shuffle(free)
    dealt = battle.GODS_DEALT[s.t.n]
    for hand in s.gods:
        while len(hand) < dealt and free:
            hand.append(free.pop())
        hand.sort()
    s.box = sorted(s.box + free)
