"""What one Mathenyism seat may see, and full states dealt back from it (for the bots).

Public: leaders, objects and fighting units in play (super-units with their
cards, strength and the seats that lent cards to them), followers counts, hand
counts, alliances, the last card each seat showed, the combat in progress, who
offered whom a trade. Private: the hands (a seat sees its own), the two cards
just drawn (their drawer), an offered card (the two players of the offer), the
hand shown by The Doctrine of Mathenyism (the player looking). Face down for
everyone: the deck, the discards and the followers piles.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.core import chance
from tabletop.core.protocol import Seat, check_seat
from tabletop.games.mathenyism.board import unit_strength
from tabletop.games.mathenyism.cards import DECK_SIZE
from tabletop.games.mathenyism.labels import prompt
from tabletop.games.mathenyism.state import NO_CARD, NO_SEAT, OVER, PEEK, Combat, MathState

HIDDEN = -1
"""A card the viewer cannot see."""

UnitView = tuple[int, tuple[int, ...], int]
"""A fighting unit as the table shows it: (unit id, its cards, its strength now)."""

CombatView = tuple[int, int, tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...],
                   tuple[int, ...], tuple[tuple[int, int], ...], tuple[int, ...]]
"""(attacker, defender, attacking units, blocks as (attacker, blockers), lent units, allies asked,
boosts as (unit, +n), seats still to be asked for reactions)."""


@dataclass(frozen=True)
class MathView:
    """What one seat may see (``seat`` None: a spectator, who sees no hand).

    ``hand`` is the viewer's hand (empty for a spectator); ``drawn`` the two cards
    just drawn if the viewer drew them, else :data:`HIDDEN` for each. ``offer`` is
    (from, to, card) with the card :data:`HIDDEN` unless the viewer is one of the
    two. ``peek`` is the hand The Doctrine of Mathenyism shows the viewer now.
    ``blocs`` names each seat's alliance (equal numbers: allies). ``lent`` lists
    (card, seat) for cards a seat lent into another's super-unit.
    """

    seat: Seat | None
    players: int
    active: int
    to_act: Seat | None
    phase: int
    prompt: str
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    drawn: tuple[int, ...]
    leaders: tuple[tuple[int, ...], ...]
    objects: tuple[tuple[int, ...], ...]
    units: tuple[tuple[UnitView, ...], ...]
    followers: tuple[int, ...]
    blocs: tuple[int, ...]
    shown: tuple[int, ...]
    deck: int
    discards: int
    used: int
    other_side: bool
    offered: int
    offer: tuple[int, int, int] | None
    doctrine_target: int
    peek: tuple[int, ...]
    combat: CombatView | None
    attackers_left: tuple[int, ...]
    spent: tuple[int, ...]
    lent: tuple[tuple[int, int], ...]
    turns: int
    winner: int

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def allies(self, seat: int) -> list[int]:
        return [q for q in range(self.players) if q != seat and self.blocs[q] == self.blocs[seat]]

    def strength(self, seat: int) -> int:
        """The total strength of ``seat``'s fighting units."""
        return sum(u[2] for u in self.units[seat])


def _combat_view(c: Combat | None) -> CombatView | None:
    if c is None:
        return None
    return (c.attacker, c.defender, tuple(c.attackers), tuple((a, tuple(b)) for a, b in c.blocks.items()),
            tuple(c.lent), tuple(c.asked), tuple(sorted(c.boosts.items())), tuple(c.reactors))


def seat_view(s: MathState, seat: Seat | None) -> MathView:
    check_seat(seat, s.n)
    n = s.n
    offer = None
    if s.offer is not None:
        card, to = s.offer
        offer = (s.active, to, card if seat in (s.active, to) else HIDDEN)
    peek = tuple(s.hands[s.doctrine_target]) if s.phase == PEEK and seat == s.active else ()
    return MathView(
        seat=seat,
        players=n,
        active=s.active,
        to_act=None if s.phase == OVER else s.actor,
        phase=s.phase,
        prompt=prompt(s),
        hand=tuple(s.hands[seat]) if seat is not None else (),
        hand_counts=tuple(len(h) for h in s.hands),
        drawn=tuple(s.drawn) if seat == s.active else (HIDDEN,) * len(s.drawn),
        leaders=tuple(map(tuple, s.leaders)),
        objects=tuple(map(tuple, s.objects)),
        units=tuple(tuple((u[0], tuple(u), unit_strength(s, u[0])) for u in us) for us in s.units),
        followers=tuple(len(f) for f in s.followers),
        blocs=tuple(s.bloc),
        shown=tuple(s.shown),
        deck=len(s.deck),
        discards=len(s.discard),
        used=s.used,
        other_side=s.other_side,
        offered=s.offered,
        offer=offer,
        doctrine_target=s.doctrine_target,
        peek=peek,
        combat=_combat_view(s.combat),
        attackers_left=tuple(s.attackers_left),
        spent=tuple(s.spent),
        lent=tuple(sorted(s.lent.items())),
        turns=s.turns,
        winner=s.winner,
    )


def sample_state(v: MathView, rng: random.Random) -> MathState:
    """A full state consistent with ``v``: the cards the viewer cannot see dealt at random to the
    other hands, the deck, the discards and the followers piles; a new chance seed."""
    n = v.players
    known: list[list[int]] = [[] for _ in range(n)]  # cards the viewer knows to be in each hand
    if v.seat is not None:
        known[v.seat] = list(v.hand)
    if v.peek:
        known[v.doctrine_target] = list(v.peek)
    if v.offer is not None and v.offer[2] != HIDDEN and v.seat != v.offer[0]:
        known[v.offer[0]].append(v.offer[2])
    seen = bytearray(DECK_SIZE)
    for h in known:
        for c in h:
            seen[c] = 1
    for group in (v.leaders, v.objects):
        for cards in group:
            for c in cards:
                seen[c] = 1
    for us in v.units:
        for u in us:
            for c in u[1]:
                seen[c] = 1
    pool = [c for c in range(DECK_SIZE) if not seen[c]]
    size = len(pool)
    rand = rng.random
    for i in range(size - 1):  # Fisher-Yates with the bot's RNG
        j = i + int(rand() * (size - i))
        pool[i], pool[j] = pool[j], pool[i]
    s = MathState()
    s.n = n
    pos = 0
    hands = []
    for q in range(n):
        need = v.hand_counts[q] - len(known[q])
        hands.append(known[q] + pool[pos:pos + need])
        pos += need
    s.hands = hands
    s.followers = []
    for q in range(n):
        s.followers.append(pool[pos:pos + v.followers[q]])
        pos += v.followers[q]
    s.discard = pool[pos:pos + v.discards]
    pos += v.discards
    s.deck = pool[pos:]
    if len(s.deck) != v.deck:
        raise ValueError("view is inconsistent: the hidden cards do not add up")
    s.leaders = [list(x) for x in v.leaders]
    s.objects = [list(x) for x in v.objects]
    s.units = [[list(u[1]) for u in us] for us in v.units]
    s.lent = dict(v.lent)
    s.bloc = list(v.blocs)
    s.active = v.active
    s.actor = v.to_act if v.to_act is not None else NO_SEAT
    s.phase = v.phase
    s.used = v.used
    s.other_side = v.other_side
    s.drawn = list(v.drawn) if not v.drawn or v.drawn[0] != HIDDEN else hands[v.active][-len(v.drawn):]
    s.shown = list(v.shown)
    s.offered = v.offered
    s.offer = None
    if v.offer is not None:
        frm, to, card = v.offer
        if card == HIDDEN:
            card = hands[frm][0]
        s.offer = (card, to)
    s.doctrine_target = v.doctrine_target
    s.combat = None
    if v.combat is not None:
        a, d, attackers, blocks, lent, asked, boosts, reactors = v.combat
        fight = Combat(a, d)
        fight.attackers = list(attackers)
        fight.blocks = {x: list(b) for x, b in blocks}
        fight.lent = list(lent)
        fight.asked = list(asked)
        fight.boosts = dict(boosts)
        fight.reactors = list(reactors)
        s.combat = fight
    s.attackers_left = list(v.attackers_left)
    s.spent = list(v.spent)
    s.turns = v.turns
    s.chance = chance.new_seed(rng)
    s.winner = v.winner
    return s


__all__ = ["HIDDEN", "NO_CARD", "MathView", "sample_state", "seat_view"]
