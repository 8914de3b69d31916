"""The Mathenyism state: plain data for the rules and the bots' search.

Cards are ints (indexes into :data:`~tabletop.games.mathenyism.cards.CARDS`).
Per seat: ``hands``, ``followers`` (a face-down pile: only its size matters),
``leaders``, ``objects`` and ``units``. A fighting unit is a list of cards (one
card, or up to three for a super-unit) and is named by its first card (its
*unit id*). ``lent`` maps a card merged into another player's super-unit to
the seat it came from, so that the alliance's end can split it by die roll.

``bloc`` gives each seat's alliance as the lowest seat in it: two seats are
allies when their blocs are equal (alliances join whole, see ruling 9).

The turn: ``active`` is whose turn it is, ``phase`` the step, ``actor`` who
decides now. ``used`` holds the action-step choices already made (bits of
:data:`USE_BITS`); ``drawn`` the two cards drawn this turn until one is shown;
``shown[seat]`` the last card that seat showed (public). ``combat`` is the
combat in progress, if any.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.protocol import Event
from tabletop.games.mathenyism.cards import ACTION, OBJECT, UNIT

# --- phases -------------------------------------------------------------------------------------
SHOW, DOCTRINE, PEEK, ACT, ANSWER, ATTACK, MUSTER, DEFEND, HELP, REACT, DISCARD, OVER = range(12)
PHASE_NAMES = ("show", "doctrine", "peek", "act", "answer", "attack", "muster", "defend", "help", "react",
               "discard", "over")

FOLLOWER = "follower"
USE_BITS = {ACTION: 1, OBJECT: 2, UNIT: 4, FOLLOWER: 8}
"""The four things of the action step, as bits of ``MathState.used``."""

HAND_SIZE = 5
MAX_UNITS = 5
SUPER_UNIT_CARDS = 3
WIN_FOLLOWERS = 10
ROUND_LIMIT = 40
"""After this many rounds the game ends on followers (ruling 14)."""

NO_SEAT = -1
NO_CARD = -1

Ev = list[Event] | None
"""Where events go: a list, or None on the bots' fast path (no events built)."""



class Combat:
    """One attack in progress: who attacks whom with what, and how the defence stands.

    ``attackers`` are the attacker's unit ids; ``blocks[a]`` the unit ids blocking attacker ``a``
    (several: they merge into one super-unit); ``lent`` the allies' units put at the defender's
    disposal; ``asked`` the allies asked for help; ``boosts`` strength added in this combat;
    ``reactors`` the seats still to be asked for a reaction, in order.
    """

    __slots__ = ("asked", "attacker", "attackers", "blocks", "boosts", "defender", "lent", "reactors")

    def __init__(self, attacker: int, defender: int) -> None:
        self.attacker = attacker
        self.defender = defender
        self.attackers: list[int] = []
        self.blocks: dict[int, list[int]] = {}
        self.lent: list[int] = []
        self.asked: list[int] = []
        self.boosts: dict[int, int] = {}
        self.reactors: list[int] = []

    def clone(self) -> Combat:
        c = Combat.__new__(Combat)
        c.attacker = self.attacker
        c.defender = self.defender
        c.attackers = self.attackers[:]
        c.blocks = {a: b[:] for a, b in self.blocks.items()}
        c.lent = self.lent[:]
        c.asked = self.asked[:]
        c.boosts = dict(self.boosts)
        c.reactors = self.reactors[:]
        return c

    def blockers(self) -> list[int]:
        """Every unit assigned to block, in order."""
        return [u for b in self.blocks.values() for u in b]

    def snapshot(self) -> tuple[Any, ...]:
        return (self.attacker, self.defender, tuple(self.attackers),
                tuple(sorted((a, tuple(b)) for a, b in self.blocks.items())), tuple(self.lent),
                tuple(self.asked), tuple(sorted(self.boosts.items())), tuple(self.reactors))


class MathState:
    """The whole game, hidden cards included. See the module docstring."""

    __slots__ = (
        "active", "actor", "attackers_left", "bloc", "chance", "combat", "deck", "discard", "doctrine_target",
        "drawn", "followers", "hands", "leaders", "lent", "n", "objects", "offer", "offered", "other_side",
        "phase", "shown", "spent", "turns", "units", "used", "winner",
    )

    n: int
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    followers: list[list[int]]
    leaders: list[list[int]]
    objects: list[list[int]]
    units: list[list[list[int]]]
    lent: dict[int, int]
    bloc: list[int]
    active: int
    actor: int
    phase: int
    used: int
    other_side: bool
    drawn: list[int]
    shown: list[int]
    offered: int
    offer: tuple[int, int] | None
    doctrine_target: int
    combat: Combat | None
    attackers_left: list[int]
    spent: list[int]
    turns: int
    chance: int
    winner: int

    def clone(self) -> MathState:
        c = MathState.__new__(MathState)
        c.n = self.n
        c.hands = [h[:] for h in self.hands]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.followers = [f[:] for f in self.followers]
        c.leaders = [x[:] for x in self.leaders]
        c.objects = [x[:] for x in self.objects]
        c.units = [[u[:] for u in us] for us in self.units]
        c.lent = dict(self.lent)
        c.bloc = self.bloc[:]
        c.active = self.active
        c.actor = self.actor
        c.phase = self.phase
        c.used = self.used
        c.other_side = self.other_side
        c.drawn = self.drawn[:]
        c.shown = self.shown[:]
        c.offered = self.offered
        c.offer = self.offer
        c.doctrine_target = self.doctrine_target
        c.combat = self.combat.clone() if self.combat is not None else None
        c.attackers_left = self.attackers_left[:]
        c.spent = self.spent[:]
        c.turns = self.turns
        c.chance = self.chance
        c.winner = self.winner
        return c

    # --- queries ----------------------------------------------------------------------------------
    def allied(self, a: int, b: int) -> bool:
        return a != b and self.bloc[a] == self.bloc[b]

    def allies(self, seat: int) -> list[int]:
        mine = self.bloc[seat]
        return [q for q in range(self.n) if q != seat and self.bloc[q] == mine]

    def find_unit(self, uid: int) -> tuple[int, int]:
        """``(seat, index)`` of the unit named ``uid``; ``(NO_SEAT, -1)`` if it is not in play."""
        for seat, us in enumerate(self.units):
            for i, u in enumerate(us):
                if u[0] == uid:
                    return seat, i
        return NO_SEAT, -1

    def unit(self, uid: int) -> list[int]:
        seat, i = self.find_unit(uid)
        return self.units[seat][i] if seat != NO_SEAT else []

    def unit_ids(self, seat: int) -> list[int]:
        return [u[0] for u in self.units[seat]]

    def all_cards(self) -> list[int]:
        """Every card in every place (for checks: each card exactly once)."""
        out = self.deck + self.discard
        for seat in range(self.n):
            out += self.hands[seat] + self.followers[seat] + self.leaders[seat] + self.objects[seat]
            for u in self.units[seat]:
                out += u
        return out

    def snapshot(self) -> tuple[Any, ...]:
        """Everything in the state as nested tuples, for comparisons in tests."""
        return (
            self.n, tuple(map(tuple, self.hands)), tuple(self.deck), tuple(self.discard),
            tuple(map(tuple, self.followers)), tuple(map(tuple, self.leaders)), tuple(map(tuple, self.objects)),
            tuple(tuple(map(tuple, us)) for us in self.units), tuple(sorted(self.lent.items())), tuple(self.bloc),
            self.active, self.actor, self.phase, self.used, self.other_side, tuple(self.drawn), tuple(self.shown),
            self.offered, self.offer, self.doctrine_target,
            self.combat.snapshot() if self.combat is not None else None, tuple(self.attackers_left),
            tuple(self.spent), self.turns, self.chance, self.winner,
        )


def blank_state(n: int, chance_seed: int) -> MathState:
    """A state of ``n`` seats with every place empty (the deck too) and no turn begun: seat 0 active,
    no alliances. The deal and hand-built positions fill it in."""
    s = MathState()
    s.n = n
    s.hands = [[] for _ in range(n)]
    s.deck = []
    s.discard = []
    s.followers = [[] for _ in range(n)]
    s.leaders = [[] for _ in range(n)]
    s.objects = [[] for _ in range(n)]
    s.units = [[] for _ in range(n)]
    s.lent = {}
    s.bloc = list(range(n))
    s.active = 0
    s.actor = 0
    s.phase = SHOW
    s.used = 0
    s.other_side = False
    s.drawn = []
    s.shown = [NO_CARD] * n
    s.offered = 0
    s.offer = None
    s.doctrine_target = NO_SEAT
    s.combat = None
    s.attackers_left = []
    s.spent = []
    s.turns = 0
    s.chance = chance_seed
    s.winner = NO_SEAT
    return s
