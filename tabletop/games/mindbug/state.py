"""The Mindbug state and the vocabulary every rules module shares.

The state is plain data for speed. Physical cards are ints (``0..N-1``);
``state.t.kind[card]`` is the creature printed on it (an index into
:data:`~tabletop.games.mindbug.cards.CREATURES`) and ``state.owner[card]``
the seat whose deck it was dealt into (-1 for cards left in the box).
Zones are lists per seat: ``hand``, ``pile`` (draw pile, top last), ``disc``
(discard pile) and ``play`` (the creatures that seat controls); ``ctl[card]``
is the controlling seat of a creature in play, else -1. Exhausted Tough
creatures, "cannot block this turn" and "Sneaky this turn" are bit sets
(ints). Life is per team (team 0 and team 1; in 1v1 each seat is a team).

Here too: the codes of tasks (``OP_*``), decisions (``D_*``), what a choice is
for (``P_*``, ``O_*``) and pending triggers (``TR_*``), the creatures the
rules name, and :class:`_Table`, what never changes during a game.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.protocol import Action, Event, Seat, seats_after
from tabletop.games.mindbug.cards import (
    CREATURES,
    FIRST_CONTACT_DECK,
    FRENZY,
    HUNTER,
    KEYS,
    NAMES,
    POISONOUS,
    SNEAKY,
    TEAM_DECK,
    index_of,
)
from tabletop.games.mindbug.steal_odds import Tracked

RUNNING = -2
DRAW = -1
#: A game that reaches this many turns ends; the team with more life wins (ruling 20).
TURN_LIMIT = 300
COPYABLE = HUNTER | SNEAKY | FRENZY | POISONOUS

# --- creatures the rules refer to -----------------------------------------------
AXOLOTL = index_of("axolotl_healer")
BEE_BEAR = index_of("bee_bear")
BRAIN_FLY = index_of("brain_fly")
SNIPER = index_of("chameleon_sniper")
COMPOST = index_of("compost_dragon")
DEATHWEAVER = index_of("deathweaver")
ELEPHANTOPUS = index_of("elephantopus")
TOAD = index_of("explosive_toad")
BOMBER = index_of("ferret_bomber")
GIRAFFODILE = index_of("giraffodile")
GOBLIN = index_of("goblin_werewolf")
ROBBER = index_of("grave_robber")
HARPY = index_of("harpy_mother")
KANGA = index_of("kangasaurus_rex")
KILLER_BEE = index_of("killer_bee")
YETI = index_of("lone_yeti")
MERMAID = index_of("mysterious_mermaid")
SHARK_DOG = index_of("shark_dog")
SHARKY = index_of("sharky_crab_dog_mummypus")
SHIELD = index_of("shield_bugs")
HYDRA = index_of("snail_hydra")
THROWER = index_of("snail_thrower")
BARREL = index_of("strange_barrel")
TIGER = index_of("tiger_squirrel")
TURBO = index_of("turbo_bug")
TUSKED = index_of("tusked_extorter")
URCHIN = index_of("urchin_hurler")
BUGSERKER = index_of("bugserker")
DRACULEECH = index_of("count_draculeech")
PACIFIER = index_of("ferret_pacifier")
FROBLIN = index_of("froblin_instigator")
GOREAGLE = index_of("goreagle_alpha")
HLION = index_of("hamster_lion")
HAMSTER = index_of("hungry_hungry_hamster")
HYENIX = index_of("hyenix")
MANTICORE = index_of("majestic_manticore")
LURKER = index_of("the_lurker")
TURF = index_of("turf_the_surfer")

_SELF_MOD = tuple(c.index in (GOBLIN, YETI, BUGSERKER, FROBLIN) for c in CREATURES)
_KEY_INDEX = {key: i for i, key in enumerate(KEYS)}

# --- tasks (stack entries) --------------------------------------------------------
OP_TURN, OP_ACT, OP_END, OP_OFFER, OP_PEFF, OP_AEFF, OP_CHK, OP_BLK, OP_BOFFER, OP_AFTER, OP_TRIG = range(11)

# --- decisions (state.dec[0]) -----------------------------------------------------
(
    D_TURN,
    D_MINDBUG,
    D_HUNT,
    D_BLOCK,
    D_FRENZY,
    D_OPP,
    D_TARGET,
    D_DISCARD,
    D_GIVE,
    D_KEEP,
    D_HYENIX,
    D_ORDER,
) = range(12)
DECISION_NAMES = (
    "turn", "mindbug", "hunt", "block", "frenzy", "opponent", "target",
    "discard", "give", "keep", "hyenix", "order",
)

# what a chosen creature/card is for (D_TARGET)
P_DEFEAT, P_CONTROL, P_NOBLOCK, P_HARPY, P_REVIVE = range(5)
# what a chosen opponent is for (D_OPP)
O_DISCARD2, O_DISCARD1, O_GIVE, O_STEAL, O_HYDRA = range(5)
# pending triggers
TR_DEFEATED, TR_HYENIX = range(2)

Ev = list[Event] | None


class _Table:
    """What never changes during a game: seats, teams, the cards' creatures, orders of asking."""

    __slots__ = (
        "acts", "block", "enemies", "kind", "mates", "mindbugs", "n", "offer", "size", "team", "team_seats",
    )

    def __init__(self, players: int, mindbugs: int) -> None:
        #: Actions by cache key (see :func:`_make`), shared by every state of this table.
        self.acts: dict[tuple[Any, ...], Action] = {}
        self.n = players
        self.mindbugs = mindbugs
        self.kind: tuple[int, ...] = FIRST_CONTACT_DECK if players == 2 else TEAM_DECK
        self.size = len(self.kind)
        if players == 2:
            self.team: tuple[int, ...] = (0, 1)
            self.offer: tuple[tuple[int, ...], ...] = ((1,), (0,))
            self.block: tuple[tuple[int, ...], ...] = ((1,), (0,))
        else:
            self.team = (0, 1, 0, 1)
            # Mindbug offers: left, teammate (across), right; blocks: left, right.
            self.offer = tuple(seats_after(p, 4) for p in range(4))
            self.block = tuple(((p + 1) % 4, (p + 3) % 4) for p in range(4))
        self.team_seats: tuple[tuple[int, ...], ...] = tuple(
            tuple(q for q in range(players) if self.team[q] == t) for t in (0, 1)
        )
        self.enemies: tuple[tuple[int, ...], ...] = tuple(
            tuple(q for q in range(players) if self.team[q] != self.team[p]) for p in range(players)
        )
        self.mates: tuple[tuple[int, ...], ...] = tuple(
            tuple(q for q in range(players) if q != p and self.team[q] == self.team[p]) for p in range(players)
        )


_TABLES: dict[tuple[int, int], _Table] = {}


def _table(players: int, mindbugs: int) -> _Table:
    key = (players, mindbugs)
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = _Table(players, mindbugs)
    return table


class MindbugState:
    """The whole game, hidden cards included. Plain lists and ints; see the module docstring."""

    __slots__ = (
        "active",
        "chance",
        "ctl",
        "dec",
        "disc",
        "exh",
        "first",
        "hand",
        "life",
        "limbo",
        "maybe",
        "mb",
        "noblock",
        "out",
        "owner",
        "pile",
        "play",
        "reason",
        "removed",
        "reveal",
        "seen",
        "sneak",
        "stack",
        "t",
        "trig",
        "turn",
        "unused",
        "winner",
    )

    t: _Table
    owner: tuple[int, ...]
    hand: list[list[int]]
    pile: list[list[int]]
    disc: list[list[int]]
    play: list[list[int]]
    ctl: list[int]
    removed: list[int]
    unused: tuple[int, ...]
    limbo: int
    exh: int
    noblock: int
    sneak: int
    seen: list[int]
    """Per seat, the cards it has seen and so knows where they are (a bitmask)."""
    maybe: list[Tracked]
    """Per seat, cards it knew that have since moved unseen between hands, and the odds of
    where each is now (see ``steal_odds`` and ``effects._steal``)."""
    mb: list[int]
    life: list[int]
    out: list[bool]
    active: int
    turn: int
    stack: list[tuple[int, ...]]
    dec: tuple[Any, ...] | None
    trig: list[tuple[int, int, int]]
    winner: int
    reason: str
    chance: int
    """The seed of the chance still to come (see :mod:`tabletop.core.chance`)."""
    reveal: tuple[tuple[tuple[int, int], ...], ...]
    first: int

    def clone(self) -> MindbugState:
        c = MindbugState.__new__(MindbugState)
        c.t = self.t
        c.owner = self.owner
        c.hand = [h[:] for h in self.hand]
        c.pile = [p[:] for p in self.pile]
        c.disc = [d[:] for d in self.disc]
        c.play = [p[:] for p in self.play]
        c.ctl = self.ctl[:]
        c.removed = self.removed[:]
        c.unused = self.unused
        c.limbo = self.limbo
        c.exh = self.exh
        c.noblock = self.noblock
        c.sneak = self.sneak
        c.seen = self.seen[:]
        c.maybe = self.maybe[:]
        c.mb = self.mb[:]
        c.life = self.life[:]
        c.out = self.out[:]
        c.active = self.active
        c.turn = self.turn
        c.stack = self.stack[:]
        c.dec = self.dec
        c.trig = self.trig[:]
        c.winner = self.winner
        c.reason = self.reason
        c.chance = self.chance
        c.reveal = self.reveal
        c.first = self.first
        return c

    @property
    def players(self) -> int:
        return self.t.n

    @property
    def over(self) -> bool:
        return self.winner != RUNNING

    def kind_of(self, card: int) -> int:
        return self.t.kind[card]

    def name_of(self, card: int) -> str:
        return NAMES[self.t.kind[card]]

    def team_of(self, seat: Seat) -> int:
        return self.t.team[seat]

    def snapshot(self) -> tuple[Any, ...]:
        """Everything in the state as nested tuples, for comparisons in tests."""
        return (
            self.t.n, self.t.mindbugs, self.owner,
            tuple(map(tuple, self.hand)), tuple(map(tuple, self.pile)),
            tuple(map(tuple, self.disc)), tuple(map(tuple, self.play)),
            tuple(self.ctl), tuple(self.removed), self.unused, self.limbo,
            self.exh, self.noblock, self.sneak, tuple(self.seen), tuple(self.maybe), tuple(self.mb), tuple(self.life),
            tuple(self.out), self.active, self.turn, tuple(self.stack), self.dec, tuple(self.trig),
            self.winner, self.reason, self.chance, self.reveal, self.first,
        )
