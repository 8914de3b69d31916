"""The rules of Mindbug: 1v1 with First Contact, 2v2 with First Contact and New Servants.

``docs/rules/mindbug.md`` gives the rules in our own words and the numbered
rulings this engine follows.

The state is plain data for speed. Physical cards are ints (``0..N-1``);
``state.t.kind[card]`` is the creature printed on it (an index into
:data:`~tabletop.games.mindbug.cards.CREATURES`) and ``state.owner[card]``
the seat whose deck it was dealt into (-1 for cards left in the box).
Zones are lists per seat: ``hand``, ``pile`` (draw pile, top last), ``disc``
(discard pile) and ``play`` (the creatures that seat controls); ``ctl[card]``
is the controlling seat of a creature in play, else -1. Exhausted Tough
creatures, "cannot block this turn" and "Sneaky this turn" are bit sets
(ints). Life is per team (team 0 and team 1; in 1v1 each seat is a team).

The turn is a sequence of decisions. ``state.dec`` is the pending decision,
a tuple whose first two items are its kind and the deciding seat: the turn
action of the active player, a Mindbug offer, a block, a Hunter's choice, a
target, an opponent to affect, a discard, the order of simultaneous
effects... Work that waits behind a decision is a stack of small task tuples
(``state.stack``); :func:`_run` pops tasks until one poses a decision or the
game ends. Triggered effects (Defeated, Hyenix) wait in ``state.trig`` and
resolve at the next checkpoint, in the order the active player chooses.

Events: ``first``, ``turn``, ``play``, ``mindbug``, ``pass``, ``enter``,
``effect``, ``attack``, ``hunt``, ``block``, ``unblocked``, ``fight``,
``exhausted``, ``defeated``, ``control``, ``life``, ``discard``, ``hand``,
``steal``, ``draw``, ``cannot_block``, ``eliminated``, ``game_over``.
``draw`` and ``steal`` come as a public event (counts) followed by a private
one with the cards' names for the seats that see them (``barrier=True``); a
table that sees both should animate from the private one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.core.protocol import (
    Action,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Result,
    Seat,
    check_seat,
    seat_name,
    seats_after,
)
from tabletop.games.mindbug.cards import (
    CARDS_PER_PLAYER,
    CREATURES,
    DEFAULT_MINDBUGS,
    FIRST_CONTACT_DECK,
    FRENZY,
    HAND_SIZE,
    HUNTER,
    KEYS,
    KEYWORDS,
    NAMES,
    POISONOUS,
    POWER,
    SNEAKY,
    START_LIFE,
    TEAM_DECK,
    TOUGH,
    index_of,
)

__all__ = [
    "GAME",
    "MindbugGame",
    "MindbugState",
    "MindbugView",
    "attackers",
    "blockers",
    "keywords",
    "power",
    "seat_name",
]

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

_MASK64 = (1 << 64) - 1

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
        "ctl",
        "dec",
        "disc",
        "exh",
        "first",
        "hand",
        "life",
        "limbo",
        "mb",
        "noblock",
        "out",
        "owner",
        "pile",
        "play",
        "reason",
        "removed",
        "reveal",
        "rng",
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
    rng: int
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
        c.rng = self.rng
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
            self.exh, self.noblock, self.sneak, tuple(self.seen), tuple(self.mb), tuple(self.life),
            tuple(self.out), self.active, self.turn, tuple(self.stack), self.dec, tuple(self.trig),
            self.winner, self.reason, self.rng, self.reveal, self.first,
        )


# --- constant effects: power, keywords, who may attack and block -----------------------
def power(s: MindbugState, c: int) -> int:
    """The current power of creature ``c`` in play, with every constant effect applied."""
    t = s.t
    kind = t.kind
    k = kind[c]
    p = s.ctl[c]
    mine = s.play[p]
    v = POWER[k]
    if _SELF_MOD[k]:
        if k == GOBLIN:
            if s.active == p:
                v += 6
        elif k == YETI:
            if len(mine) == 1:
                v += 5
        elif k == BUGSERKER:
            if s.life[t.team[p]] == 1:
                v += 8
        else:  # FROBLIN
            v += 2 * (len(mine) - 1)
    for o in mine:
        if o != c:
            ko = kind[o]
            if ko == SHIELD:
                v += 1
            elif ko == URCHIN and s.active == p:
                v += 2
    return v


def keywords(s: MindbugState, c: int, copy: bool = True) -> int:
    """The keyword bits creature ``c`` in play has now (printed, granted or copied)."""
    t = s.t
    kind = t.kind
    k = kind[c]
    p = s.ctl[c]
    mine = s.play[p]
    kw = KEYWORDS[k]
    if k == YETI and len(mine) == 1:
        kw |= FRENZY
    if s.sneak >> c & 1:
        kw |= SNEAKY
    for o in mine:
        if o != c and kind[o] == THROWER:
            if power(s, c) <= 4:
                kw |= HUNTER | POISONOUS
            break
    if k == SHARKY and copy:
        got = 0
        for q in t.enemies[p]:
            for o in s.play[q]:
                got |= keywords(s, o, False)
        kw |= got & COPYABLE
    return kw


def _team_creatures(s: MindbugState, team: int) -> list[int]:
    out: list[int] = []
    for q in s.t.team_seats[team]:
        out.extend(s.play[q])
    return out


def _enemy_has(s: MindbugState, seat: int, k: int) -> bool:
    """Whether an enemy of ``seat`` controls a creature ``k`` (a constant effect against ``seat``)."""
    kind = s.t.kind
    for q in s.t.enemies[seat]:
        for o in s.play[q]:
            if kind[o] == k:
                return True
    return False


def attackers(s: MindbugState, p: int) -> list[int]:
    """The creatures ``p`` may attack with now (Hamster Lion stops the weakest)."""
    mine = s.play[p]
    if not mine:
        return []
    if not _enemy_has(s, p, HLION):
        return list(mine)
    group = _team_creatures(s, s.t.team[p])
    low = min(power(s, c) for c in group)
    return [c for c in mine if power(s, c) != low]


def blockers(s: MindbugState, x: int, d: int) -> list[int]:
    """The creatures of seat ``d`` that may choose to block attacker ``x`` now."""
    mine = s.play[d]
    if not mine:
        return []
    t = s.t
    kind = t.kind
    eleph = pacif = False
    for q in t.enemies[d]:
        for o in s.play[q]:
            ko = kind[o]
            if ko == ELEPHANTOPUS:
                eleph = True
            elif ko == PACIFIER:
                pacif = True
    bee = kind[x] == BEE_BEAR
    sneaky = keywords(s, x) & SNEAKY
    out: list[int] = []
    noblock = s.noblock
    if not (eleph or pacif or bee):
        for b in mine:
            if noblock >> b & 1 or (sneaky and not keywords(s, b) & SNEAKY):
                continue
            out.append(b)
        return out
    powers = {c: power(s, c) for c in (_team_creatures(s, t.team[d]) if pacif else mine)}
    top = max(powers.values()) if pacif else -1
    for b in mine:
        if noblock >> b & 1 or (sneaky and not keywords(s, b) & SNEAKY):
            continue
        pb = powers[b]
        if (eleph and pb <= 4) or (bee and pb <= 6) or (pacif and pb == top):
            continue
        out.append(b)
    return out


def _weaver(s: MindbugState, you: int) -> bool:
    """Whether Deathweaver stops ``you``'s Play effects."""
    return _enemy_has(s, you, DEATHWEAVER)


def _all_creatures(s: MindbugState) -> list[int]:
    out: list[int] = []
    for zone in s.play:
        out.extend(zone)
    return out


def _alive_enemies(s: MindbugState, you: int) -> list[int]:
    return [q for q in s.t.enemies[you] if not s.out[q]]


def _enemy_creatures(s: MindbugState, you: int) -> list[int]:
    out: list[int] = []
    for q in s.t.enemies[you]:
        out.extend(s.play[q])
    return out


def _others_creatures(s: MindbugState, you: int) -> list[int]:
    """Creatures not controlled by ``you`` (enemies' and a teammate's)."""
    out: list[int] = []
    for q in range(s.t.n):
        if q != you:
            out.extend(s.play[q])
    return out


# --- small state changes ---------------------------------------------------------------
def _rand(s: MindbugState, n: int) -> int:
    """A number in ``range(n)`` from the state's own generator (a 64-bit LCG)."""
    s.rng = (s.rng * 6364136223846793005 + 1442695040888963407) & _MASK64
    return (s.rng >> 33) % n


def _enter(s: MindbugState, c: int, p: int) -> None:
    s.play[p].append(c)
    s.ctl[c] = p


def _leave(s: MindbugState, c: int) -> None:
    s.play[s.ctl[c]].remove(c)
    s.ctl[c] = -1
    mask = ~(1 << c)
    s.exh &= mask
    s.noblock &= mask
    s.sneak &= mask


def _e(ev: Ev, kind: str, text: str, barrier: bool = False, to: frozenset[int] | None = None, **data: Any) -> None:
    if ev is not None:
        ev.append(Event(kind, text, visible_to=to, barrier=barrier, data=data))


def _nm(s: MindbugState, c: int) -> str:
    return NAMES[s.t.kind[c]]


def _refill(s: MindbugState, ev: Ev) -> None:
    """Every hand below five cards draws from its own pile (no reshuffle)."""
    piles = s.pile
    for p, h in enumerate(s.hand):
        if len(h) < HAND_SIZE:
            pile = piles[p]
            if pile:
                drawn: list[int] = []
                while len(h) < HAND_SIZE and pile:
                    c = pile.pop()
                    h.append(c)
                    drawn.append(c)
                if ev is not None:
                    k = len(drawn)
                    _e(ev, "draw", f"{seat_name(p)} draws {k} card{'s' if k > 1 else ''}.", seat=p, count=k)
                    names = ", ".join(_nm(s, c) for c in drawn)
                    _e(ev, "draw", f"You draw {names}.", barrier=True, to=frozenset({p}),
                       seat=p, count=k, cards=drawn)


def _lose_life(s: MindbugState, team: int, n: int, ev: Ev) -> None:
    if n <= 0 or s.winner != RUNNING:
        return
    s.life[team] -= n
    life = max(s.life[team], 0)
    s.life[team] = life
    _e(ev, "life", f"{_team_name(s, team)} lose{'s' if s.t.n == 2 else ''} {n} life ({life} left).",
       team=team, delta=-n, life=life)
    if life == 0:
        _finish(s, 1 - team, f"{_team_name(s, team)} ran out of life", ev)
        return
    kind = s.t.kind
    for q in s.t.team_seats[team]:
        if not s.out[q]:
            for c in s.disc[q]:
                if kind[c] == HYENIX:
                    s.trig.append((TR_HYENIX, c, q))


def _gain_life(s: MindbugState, team: int, n: int, ev: Ev) -> None:
    s.life[team] += n
    _e(ev, "life", f"{_team_name(s, team)} gain{'s' if s.t.n == 2 else ''} {n} life ({s.life[team]} now).",
       team=team, delta=n, life=s.life[team])


def _team_name(s: MindbugState, team: int) -> str:
    seats = s.t.team_seats[team]
    if len(seats) == 1:
        return seat_name(seats[0])
    return " and ".join(seat_name(q) for q in seats)


def _defeat(s: MindbugState, cards: list[int], ev: Ev) -> None:
    """Defeat ``cards`` at the same time: Tough ones are exhausted instead the first time."""
    kind = s.t.kind
    for c in cards:
        p = s.ctl[c]
        if p < 0:
            continue
        k = kind[c]
        bit = 1 << c
        if KEYWORDS[k] & TOUGH and not s.exh & bit:
            s.exh |= bit
            _e(ev, "exhausted", f"{NAMES[k]} is Tough: it is exhausted instead of defeated.", card=c, seat=p)
            continue
        _leave(s, c)
        o = s.owner[c]
        s.disc[o].append(c)
        _e(ev, "defeated", f"{NAMES[k]} ({seat_name(p)}) is defeated.", card=c, seat=p, owner=o)
        if k == TOAD or k == HARPY or k == BARREL:
            s.trig.append((TR_DEFEATED, c, p))


def _take(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    old = s.ctl[c]
    s.play[old].remove(c)
    s.play[you].append(c)
    s.ctl[c] = you
    _e(ev, "control", f"{seat_name(you)} takes control of {_nm(s, c)} from {seat_name(old)}.",
       card=c, seat=you, previous=old)


def _finish(s: MindbugState, winner: int, reason: str, ev: Ev) -> None:
    s.winner = winner
    s.reason = reason
    s.dec = None
    s.stack.clear()
    s.trig.clear()
    if ev is not None:
        _e(ev, "game_over", _summary(s), winner=winner, reason=reason)


def _summary(s: MindbugState) -> str:
    if s.winner == DRAW:
        return f"The game ends in a draw: {s.reason}."
    verb = "wins" if s.t.n == 2 else "win"
    return f"{_team_name(s, s.winner)} {verb}: {s.reason}."


def _eliminate(s: MindbugState, p: int, ev: Ev) -> None:
    gone = s.hand[p] + s.pile[p]
    for c in list(s.play[p]):
        _leave(s, c)
        gone.append(c)
    s.hand[p] = []
    s.pile[p] = []
    s.removed.extend(gone)
    s.out[p] = True
    team = s.t.team[p]
    if s.t.n == 2:
        _e(ev, "eliminated", f"{seat_name(p)} can neither play nor attack.", seat=p, removed=gone)
        _finish(s, 1 - team, f"{seat_name(p)} could neither play nor attack", ev)
        return
    _e(ev, "eliminated", f"{seat_name(p)} can neither play nor attack and is out of the game.",
       seat=p, removed=gone)
    if all(s.out[q] for q in s.t.team_seats[team]):
        _finish(s, 1 - team, f"both {_team_name(s, team)} were eliminated", ev)


# --- tasks ----------------------------------------------------------------------------
def _op_turn(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    p = task[1]
    s.turn += 1
    if s.turn > TURN_LIMIT:
        a, b = s.life
        winner = 0 if a > b else 1 if b > a else DRAW
        _finish(s, winner, f"the turn limit of {TURN_LIMIT} was reached", ev)
        return
    s.active = p
    s.noblock = 0
    s.sneak = 0
    _e(ev, "turn", f"{seat_name(p)}'s turn.", seat=p, turn=s.turn)
    _op_act(s, (OP_ACT, p), ev)


def _op_act(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    p = task[1]
    if s.hand[p] or attackers(s, p):
        s.dec = (D_TURN, p)
        return
    _eliminate(s, p, ev)
    if s.winner == RUNNING:
        s.stack.append((OP_END, p))


def _op_end(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    p = task[1]
    _refill(s, ev)
    n = s.t.n
    q = (p + 1) % n
    while s.out[q]:
        q = (q + 1) % n
    s.stack.append((OP_TURN, q))


def _op_offer(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, c, p, idx = task
    order = s.t.offer[p]
    while idx < len(order):
        q = order[idx]
        if not s.out[q] and s.mb[q] > 0:
            s.dec = (D_MINDBUG, q, c, p, idx)
            return
        idx += 1
    s.limbo = -1
    _enter(s, c, p)
    _e(ev, "enter", f"{_nm(s, c)} enters {seat_name(p)}'s play area.", card=c, seat=p)
    st = s.stack
    st.append((OP_END, p))
    st.append((OP_CHK,))
    st.append((OP_PEFF, c, p))


def _op_peff(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, c, you = task
    fx = _PLAY_FX.get(s.t.kind[c])
    if fx is None:
        return
    if _weaver(s, you):
        _e(ev, "effect", f"Deathweaver stops the Play effect of {_nm(s, c)}.", card=c, seat=you)
        return
    fx(s, c, you, ev)


def _op_aeff(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p = task
    if s.ctl[x] != p:
        return
    fx = _ATTACK_FX.get(s.t.kind[x])
    if fx is not None:
        fx(s, x, p, ev)


def _op_chk(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    """A checkpoint between effects: hands refill, then the next waiting trigger resolves."""
    _refill(s, ev)
    tr = s.trig
    if not tr:
        return
    first = tr[0][1]
    if len(tr) == 1 or all(x[1] == first for x in tr):
        x = tr.pop(0)
        s.stack.append((OP_CHK,))
        s.stack.append((OP_TRIG, x[0], x[1], x[2]))
        return
    s.dec = (D_ORDER, s.active)


def _op_trig(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, kind, c, seat = task
    if s.out[seat]:
        return
    if kind == TR_HYENIX:
        if c in s.disc[seat]:
            s.dec = (D_HYENIX, seat, c)
        return
    k = s.t.kind[c]
    _e(ev, "effect", f"{NAMES[k]}'s Defeated effect ({seat_name(seat)}).", card=c, seat=seat)
    if k == TOAD:
        _choose(s, seat, P_DEFEAT, c, _all_creatures(s), ev)
    elif k == HARPY:
        _harpy(s, seat, c, 2)
    else:  # BARREL
        _choose_opp(s, seat, O_STEAL, c, ev)


def _op_blk(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p = task
    if s.ctl[x] != p:
        _e(ev, "attack", "The attacker has left, so the attack ends.", card=x, seat=p)
        return
    if keywords(s, x) & HUNTER:
        for q in s.t.enemies[p]:
            if s.play[q]:
                s.dec = (D_HUNT, p, x)
                return
    s.stack.append((OP_BOFFER, x, p, 0))


def _op_boffer(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p, idx = task
    order = s.t.block[p]
    while idx < len(order):
        d = order[idx]
        if not s.out[d] and blockers(s, x, d):
            s.dec = (D_BLOCK, d, x, p, idx)
            return
        idx += 1
    _e(ev, "unblocked", f"{_nm(s, x)} is not blocked.", card=x, seat=p)
    _lose_life(s, 1 - s.t.team[p], 1, ev)


def _op_after(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p, n = task
    if n == 0 and s.ctl[x] == p and keywords(s, x) & FRENZY and x in attackers(s, p):
        s.dec = (D_FRENZY, p, x)
        return
    s.stack.append((OP_END, p))


def _attack(s: MindbugState, x: int, p: int, second: int, ev: Ev) -> None:
    _e(ev, "attack", f"{seat_name(p)} attacks with {_nm(s, x)}{' again' if second else ''}.", card=x, seat=p)
    st = s.stack
    st.append((OP_AFTER, x, p, second))
    st.append((OP_CHK,))
    st.append((OP_BLK, x, p))
    st.append((OP_CHK,))
    st.append((OP_AEFF, x, p))


def _fight(s: MindbugState, x: int, b: int, ev: Ev) -> None:
    px = power(s, x)
    pb = power(s, b)
    kx = keywords(s, x)
    kb = keywords(s, b)
    _e(ev, "fight", f"{_nm(s, x)} ({px}) fights {_nm(s, b)} ({pb}).", attacker=x, blocker=b,
       powers=[px, pb])
    dead: list[int] = []
    if pb >= px or kb & POISONOUS:
        dead.append(x)
    if px >= pb or kx & POISONOUS:
        dead.append(b)
    _defeat(s, dead, ev)


_OPS: tuple[Callable[[MindbugState, tuple[int, ...], Ev], None], ...] = (
    _op_turn, _op_act, _op_end, _op_offer, _op_peff, _op_aeff, _op_chk, _op_blk, _op_boffer, _op_after,
    _op_trig,
)


def _run(s: MindbugState, ev: Ev) -> None:
    """Work through the task stack until a decision is needed or the game ends."""
    st = s.stack
    ops = _OPS
    while s.dec is None and s.winner == RUNNING:
        task = st.pop()
        ops[task[0]](s, task, ev)


# --- choices inside effects ---------------------------------------------------------------
def _choose(s: MindbugState, seat: int, purpose: int, src: int, cands: list[int], ev: Ev) -> None:
    """A mandatory choice of one of ``cands`` (made at once when there is only one)."""
    if not cands:
        _e(ev, "effect", f"{_nm(s, src)}: nothing to choose.", card=src, seat=seat)
        return
    if len(cands) == 1:
        _resolve_target(s, seat, purpose, src, cands[0], 0, ev)
        return
    s.dec = (D_TARGET, seat, purpose, src, tuple(cands), 0)


def _harpy(s: MindbugState, seat: int, src: int, left: int) -> None:
    if left <= 0:
        return
    cands = [c for c in _others_creatures(s, seat) if power(s, c) <= 5]
    if cands:
        s.dec = (D_TARGET, seat, P_HARPY, src, tuple(cands), left)


def _resolve_target(s: MindbugState, seat: int, purpose: int, src: int, c: int, extra: int, ev: Ev) -> None:
    if purpose == P_DEFEAT:
        _defeat(s, [c], ev)
    elif purpose == P_CONTROL:
        _take(s, c, seat, ev)
    elif purpose == P_NOBLOCK:
        s.noblock |= 1 << c
        _e(ev, "cannot_block", f"{_nm(s, c)} cannot block this turn.", card=c)
    elif purpose == P_HARPY:
        _take(s, c, seat, ev)
        _harpy(s, seat, src, extra - 1)
    else:  # P_REVIVE: play a card from a discard pile
        o = s.owner[c]
        s.disc[o].remove(c)
        _enter(s, c, seat)
        _e(ev, "enter", f"{seat_name(seat)} plays {_nm(s, c)} from {seat_name(o)}'s discard pile.",
           card=c, seat=seat, source="discard", owner=o)
        s.stack.append((OP_CHK,))
        s.stack.append((OP_PEFF, c, seat))


def _choose_opp(s: MindbugState, you: int, purpose: int, src: int, ev: Ev) -> None:
    """Choose which opponent a one-shot effect hits; only opponents it can affect are offered."""
    cands = [q for q in _alive_enemies(s, you) if s.hand[q]]
    if not cands:
        _e(ev, "effect", f"{_nm(s, src)}: no opponent has a card in hand.", card=src, seat=you)
        return
    if len(cands) == 1:
        _resolve_opp(s, you, purpose, src, cands[0], ev)
        return
    s.dec = (D_OPP, you, purpose, src, tuple(cands))


def _resolve_opp(s: MindbugState, you: int, purpose: int, src: int, q: int, ev: Ev) -> None:
    if purpose == O_DISCARD2:
        _discard_step(s, q, 2, ev)
    elif purpose == O_DISCARD1:
        _discard_step(s, q, 1, ev)
    elif purpose == O_GIVE:
        _give_step(s, q, you, ev)
    elif purpose == O_STEAL:
        _steal(s, you, q, ev)
    else:  # O_HYDRA
        if len(s.play[you]) < len(s.play[q]):
            _choose(s, you, P_DEFEAT, src, _all_creatures(s), ev)
        else:
            _e(ev, "effect", f"{seat_name(you)} does not control fewer creatures than {seat_name(q)}.",
               card=src, seat=you)


def _distinct_kinds(s: MindbugState, cards: list[int]) -> list[int]:
    kind = s.t.kind
    out: list[int] = []
    for c in cards:
        k = kind[c]
        if k not in out:
            out.append(k)
    return out


def _card_of_kind(s: MindbugState, cards: list[int], k: int) -> int:
    kind = s.t.kind
    for c in cards:
        if kind[c] == k:
            return c
    raise IllegalAction(f"no {NAMES[k]} there")


def _discard(s: MindbugState, q: int, c: int, ev: Ev) -> None:
    s.hand[q].remove(c)
    s.disc[s.owner[c]].append(c)
    _e(ev, "discard", f"{seat_name(q)} discards {_nm(s, c)}.", card=c, seat=q, owner=s.owner[c])


def _discard_step(s: MindbugState, q: int, n: int, ev: Ev) -> None:
    """``q`` discards ``n`` cards of their choice, one decision at a time, as many as they have."""
    h = s.hand[q]
    if n <= 0 or not h:
        return
    if len(h) <= n:
        for c in list(h):
            _discard(s, q, c, ev)
        return
    if len(_distinct_kinds(s, h)) == 1:
        for c in h[:n]:
            _discard(s, q, c, ev)
        return
    s.dec = (D_DISCARD, q, n)


def _give_step(s: MindbugState, q: int, you: int, ev: Ev) -> None:
    h = s.hand[q]
    if not h:
        return
    if len(_distinct_kinds(s, h)) == 1:
        _give(s, q, you, h[0], ev)
        return
    s.dec = (D_GIVE, q, you)


def _give(s: MindbugState, q: int, you: int, c: int, ev: Ev) -> None:
    s.hand[q].remove(c)
    s.hand[you].append(c)
    bit = 1 << c
    for r in range(s.t.n):
        s.seen[r] |= bit
    _e(ev, "hand", f"{seat_name(q)} gives {_nm(s, c)} to {seat_name(you)}.", card=c, seat=you, giver=q)
    s.dec = (D_KEEP, you, c)


def _steal(s: MindbugState, you: int, q: int, ev: Ev) -> None:
    h = s.hand[q]
    taken: list[int] = []
    for _ in range(min(2, len(h))):
        c = h.pop(_rand(s, len(h)))
        s.hand[you].append(c)
        taken.append(c)
        bit = 1 << c
        for r in range(s.t.n):
            if r == q:
                s.seen[r] |= bit
            else:
                s.seen[r] &= ~bit
    if ev is not None:
        k = len(taken)
        both = frozenset({you, q})
        _e(ev, "steal", f"{seat_name(you)} steals {k} random card{'s' if k != 1 else ''} from {seat_name(q)}.",
           seat=you, victim=q, count=k)
        _e(ev, "steal", f"{seat_name(you)} steals {', '.join(_nm(s, c) for c in taken)} from {seat_name(q)}.",
           barrier=True, to=both, seat=you, victim=q, count=k, cards=taken)


# --- creature effects ----------------------------------------------------------------
FX = Callable[[MindbugState, int, int, Ev], None]


def _fx_axolotl(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _gain_life(s, s.t.team[you], 2, ev)


def _fx_brain_fly(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_CONTROL, c, [o for o in _others_creatures(s, you) if power(s, o) >= 6], ev)


def _dedupe_cards(s: MindbugState, cards: list[int]) -> list[int]:
    """One card per (creature, owner): copies in a discard pile are interchangeable."""
    kind = s.t.kind
    seen: set[tuple[int, int]] = set()
    out: list[int] = []
    for c in cards:
        key = (kind[c], s.owner[c])
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _fx_compost(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_REVIVE, c, _dedupe_cards(s, s.disc[you]), ev)


def _fx_bomber(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose_opp(s, you, O_DISCARD2, c, ev)


def _fx_giraffodile(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    cards = s.disc[you]
    s.disc[you] = []
    s.hand[you].extend(cards)
    for card in cards:
        bit = 1 << card
        for r in range(s.t.n):
            s.seen[r] |= bit
    _e(ev, "hand", f"{seat_name(you)} takes their discard pile into their hand ({len(cards)} cards).",
       seat=you, cards=cards)


def _fx_robber(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    cards: list[int] = []
    for q in _alive_enemies(s, you):
        cards.extend(s.disc[q])
    _choose(s, you, P_REVIVE, c, _dedupe_cards(s, cards), ev)


def _fx_kanga(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    dead = [o for o in _enemy_creatures(s, you) if power(s, o) <= 4]
    _defeat(s, dead, ev)


def _fx_opp_loses_1(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _lose_life(s, 1 - s.t.team[you], 1, ev)


def _fx_mermaid(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    mine = s.t.team[you]
    theirs = s.life[1 - mine]
    if s.life[mine] > theirs:
        _lose_life(s, mine, s.life[mine] - theirs, ev)
    elif s.life[mine] < theirs:
        _gain_life(s, mine, theirs - s.life[mine], ev)


def _fx_tiger(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_DEFEAT, c, [o for o in _enemy_creatures(s, you) if power(s, o) >= 7], ev)


def _fx_goreagle(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _lose_life(s, s.t.team[you], 1, ev)


def _fx_hamster(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose_opp(s, you, O_GIVE, c, ev)


def _fx_shark_dog(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_DEFEAT, c, [o for o in _enemy_creatures(s, you) if power(s, o) >= 6], ev)


def _fx_hydra(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    opps = _alive_enemies(s, you)
    mine = len(s.play[you])
    good = [q for q in opps if mine < len(s.play[q])]
    if not good:
        _e(ev, "effect", f"{seat_name(you)} does not control fewer creatures than an opponent.", card=c, seat=you)
        return
    if len(good) == len(opps):
        _choose(s, you, P_DEFEAT, c, _all_creatures(s), ev)
        return
    s.dec = (D_OPP, you, O_HYDRA, c, tuple(opps))


def _fx_turbo(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    e = 1 - s.t.team[you]
    _lose_life(s, e, s.life[e] - 1, ev)


def _fx_tusked(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose_opp(s, you, O_DISCARD1, c, ev)


def _fx_draculeech(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _lose_life(s, s.t.team[you], 1, ev)
    if s.winner == RUNNING:
        _choose(s, you, P_DEFEAT, c, _all_creatures(s), ev)


def _fx_manticore(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    every = _all_creatures(s)
    powers = [power(s, o) for o in every]
    low = min(powers)
    _defeat(s, [o for o, v in zip(every, powers) if v == low], ev)


def _fx_lurker(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    mine = len(s.play[you])
    if any(mine > len(s.play[q]) for q in _alive_enemies(s, you)):
        s.sneak |= 1 << c
        _e(ev, "effect", f"{_nm(s, c)} has Sneaky this turn.", card=c, seat=you)


def _fx_turf(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_NOBLOCK, c, _enemy_creatures(s, you), ev)


_PLAY_FX: dict[int, FX] = {
    AXOLOTL: _fx_axolotl,
    BRAIN_FLY: _fx_brain_fly,
    COMPOST: _fx_compost,
    BOMBER: _fx_bomber,
    GIRAFFODILE: _fx_giraffodile,
    ROBBER: _fx_robber,
    KANGA: _fx_kanga,
    KILLER_BEE: _fx_opp_loses_1,
    MERMAID: _fx_mermaid,
    TIGER: _fx_tiger,
    GOREAGLE: _fx_goreagle,
    HAMSTER: _fx_hamster,
}
_ATTACK_FX: dict[int, FX] = {
    SNIPER: _fx_opp_loses_1,
    SHARK_DOG: _fx_shark_dog,
    HYDRA: _fx_hydra,
    TURBO: _fx_turbo,
    TUSKED: _fx_tusked,
    DRACULEECH: _fx_draculeech,
    MANTICORE: _fx_manticore,
    LURKER: _fx_lurker,
    TURF: _fx_turf,
}


# --- answering a decision ---------------------------------------------------------------
def _answer(s: MindbugState, a: Action, ev: Ev) -> None:
    d = s.dec
    assert d is not None
    s.dec = None
    kind = d[0]
    ak = a.kind
    st = s.stack
    if kind == D_TURN:
        p = d[1]
        if ak == "play":
            k = _KEY_INDEX[a.args[0]]  # type: ignore[index]
            c = _card_of_kind(s, s.hand[p], k)
            s.hand[p].remove(c)
            s.limbo = c
            _e(ev, "play", f"{seat_name(p)} plays {NAMES[k]}.", barrier=True, card=c, seat=p)
            _refill(s, ev)
            st.append((OP_OFFER, c, p, 0))
        else:
            _attack(s, a.args[0], p, 0, ev)  # type: ignore[arg-type]
    elif kind == D_MINDBUG:
        _, q, c, p, idx = d
        if ak == "mindbug":
            s.mb[q] -= 1
            s.limbo = -1
            _enter(s, c, q)
            _e(ev, "mindbug", f"{seat_name(q)} uses a Mindbug and takes {_nm(s, c)}! "
               f"{seat_name(p)} takes another turn action.", card=c, seat=q, player=p, left=s.mb[q])
            st.append((OP_ACT, p))
            st.append((OP_CHK,))
            st.append((OP_PEFF, c, q))
        else:
            _e(ev, "pass", f"{seat_name(q)} does not use a Mindbug.", seat=q, card=c)
            st.append((OP_OFFER, c, p, idx + 1))
    elif kind == D_HUNT:
        _, p, x = d
        if ak == "hunt":
            b = a.args[0]
            assert isinstance(b, int)
            _e(ev, "hunt", f"{_nm(s, x)} hunts {_nm(s, b)} ({seat_name(s.ctl[b])}).", attacker=x, blocker=b,
               seat=s.ctl[b])
            _fight(s, x, b, ev)
        else:
            st.append((OP_BOFFER, x, p, 0))
    elif kind == D_BLOCK:
        _, dseat, x, p, idx = d
        if ak == "block":
            b = a.args[0]
            assert isinstance(b, int)
            _e(ev, "block", f"{seat_name(dseat)} blocks {_nm(s, x)} with {_nm(s, b)}.", attacker=x, blocker=b,
               seat=dseat)
            _fight(s, x, b, ev)
        else:
            _e(ev, "pass", f"{seat_name(dseat)} does not block.", seat=dseat, card=x)
            st.append((OP_BOFFER, x, p, idx + 1))
    elif kind == D_FRENZY:
        _, p, x = d
        if ak == "again":
            _attack(s, x, p, 1, ev)
        else:
            st.append((OP_END, p))
    elif kind == D_OPP:
        _, you, purpose, src, _cands = d
        q = a.args[0]
        assert isinstance(q, int)
        _e(ev, "effect", f"{seat_name(you)} chooses {seat_name(q)} for {_nm(s, src)}.", card=src, seat=you,
           target=q)
        _resolve_opp(s, you, purpose, src, q, ev)
    elif kind == D_TARGET:
        _, seat, purpose, src, _cands, extra = d
        if ak == "stop":
            return
        _resolve_target(s, seat, purpose, src, int(a.args[0]), extra, ev)  # type: ignore[arg-type]
    elif kind == D_DISCARD:
        _, q, n = d
        c = _card_of_kind(s, s.hand[q], _KEY_INDEX[a.args[0]])  # type: ignore[index]
        _discard(s, q, c, ev)
        _discard_step(s, q, n - 1, ev)
    elif kind == D_GIVE:
        _, q, you = d
        c = _card_of_kind(s, s.hand[q], _KEY_INDEX[a.args[0]])  # type: ignore[index]
        _give(s, q, you, c, ev)
    elif kind == D_KEEP:
        _, you, c = d
        if ak == "play_it":
            s.hand[you].remove(c)
            _enter(s, c, you)
            _e(ev, "enter", f"{seat_name(you)} plays {_nm(s, c)} at once.", card=c, seat=you, source="hand")
            st.append((OP_CHK,))
            st.append((OP_PEFF, c, you))
        else:
            _e(ev, "hand", f"{seat_name(you)} keeps {_nm(s, c)} in hand.", card=c, seat=you)
    elif kind == D_HYENIX:
        _, seat, c = d
        if ak == "play_it":
            s.disc[seat].remove(c)
            _enter(s, c, seat)
            _e(ev, "enter", f"{seat_name(seat)} plays {_nm(s, c)} from their discard pile.", card=c, seat=seat,
               source="discard", owner=seat)
            st.append((OP_CHK,))
            st.append((OP_PEFF, c, seat))
        else:
            _e(ev, "pass", f"{seat_name(seat)} leaves {_nm(s, c)} in the discard pile.", card=c, seat=seat)
    else:  # D_ORDER
        first = a.args[0]
        for i, x in enumerate(s.trig):
            if x[1] == first:
                del s.trig[i]
                st.append((OP_CHK,))
                st.append((OP_TRIG, x[0], x[1], x[2]))
                break


# --- legal actions -----------------------------------------------------------------------
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


_TARGET_TAGS = ("defeat", "control", "cannot_block", "control", "revive")


def _legal(s: MindbugState) -> list[Action]:
    d = s.dec
    if d is None or s.winner != RUNNING:
        return []
    t = s.t
    acts = t.acts
    keys: list[tuple[Any, ...]]
    kind = d[0]
    if kind == D_TURN:
        p = d[1]
        keys = [("play", k) for k in _distinct_kinds(s, s.hand[p])]
        keys.extend([("attack", c) for c in attackers(s, p)])
    elif kind == D_MINDBUG:
        keys = [("mindbug", d[2]), ("pass", d[2], d[3])]
    elif kind == D_HUNT:
        keys = [("hunt", b, q) for q in t.enemies[d[1]] for b in s.play[q]]
        keys.append(("nohunt",))
    elif kind == D_BLOCK:
        keys = [("block", b) for b in blockers(s, d[2], d[1])]
        keys.append(("noblock",))
    elif kind == D_FRENZY:
        keys = [("again", d[2]), ("end",)]
    elif kind == D_OPP:
        keys = [("opponent", t.kind[d[3]], q) for q in d[4]]
    elif kind == D_TARGET:
        purpose = d[2]
        tag = _TARGET_TAGS[purpose]
        if purpose == P_REVIVE:
            keys = [(tag, c, s.owner[c]) for c in d[4]]
        else:
            keys = [(tag, c, s.ctl[c]) for c in d[4]]
        if purpose == P_HARPY:
            keys.append(("stop",))
    elif kind == D_DISCARD:
        keys = [("discard", k) for k in _distinct_kinds(s, s.hand[d[1]])]
    elif kind == D_GIVE:
        keys = [("give", k, d[2]) for k in _distinct_kinds(s, s.hand[d[1]])]
    elif kind == D_KEEP:
        keys = [("keep_play", d[2]), ("keep", d[2])]
    elif kind == D_HYENIX:
        keys = [("hyenix", d[2]), ("decline", d[2])]
    else:  # D_ORDER
        keys = []
        done: list[int] = []
        for x in s.trig:
            if x[1] not in done:
                done.append(x[1])
                keys.append(("first", x[1], x[0], x[2]))
    out: list[Action] = []
    for key in keys:
        a = acts.get(key)
        if a is None:
            a = acts[key] = _make(t, key)
        out.append(a)
    return out


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


# --- the view ------------------------------------------------------------------------------
@dataclass(frozen=True)
class MindbugView:
    """What one seat may see (``seat`` None: a spectator who sees no hand).

    Cards are ints; ``kind[card]`` is the creature index. ``hands[q]`` is the
    hand of the viewer (in order) and None for other seats, whose sizes are in
    ``hand_sizes``; ``known[q]`` lists the cards of ``q``'s hand the viewer
    knows (given, stolen or taken back from a discard pile in the open).
    ``owner`` gives the owner of every card the viewer can place (-1
    otherwise). ``powers`` and ``keywords`` give each creature in play its
    current power and keyword bits. ``decision``/``stack``/``triggers`` are
    the engine's public bookkeeping (no hidden card appears in them).
    """

    seat: Seat | None
    players: int
    teams: tuple[int, ...]
    kind: tuple[int, ...]
    mindbug_limit: int
    active: int
    to_act: Seat | None
    turn: int
    life: tuple[int, ...]
    mindbugs: tuple[int, ...]
    eliminated: tuple[bool, ...]
    hands: tuple[tuple[int, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]
    pile_sizes: tuple[int, ...]
    discards: tuple[tuple[int, ...], ...]
    play: tuple[tuple[int, ...], ...]
    removed: tuple[int, ...]
    unused_size: int
    limbo: int
    exhausted: frozenset[int]
    no_block: frozenset[int]
    sneaky_now: frozenset[int]
    owner: tuple[int, ...]
    powers: tuple[tuple[int, int], ...]
    keywords: tuple[tuple[int, int], ...]
    decision: tuple[Any, ...] | None
    stack: tuple[tuple[int, ...], ...]
    triggers: tuple[tuple[int, int, int], ...]
    prompt: str
    winner: int
    reason: str
    first: int
    reveal: tuple[tuple[tuple[int, int], ...], ...]

    @property
    def over(self) -> bool:
        return self.winner != RUNNING

    def power_of(self, card: int) -> int:
        return dict(self.powers)[card]

    def keywords_of(self, card: int) -> int:
        return dict(self.keywords)[card]

    def name(self, card: int) -> str:
        return NAMES[self.kind[card]]


def _bits(x: int) -> frozenset[int]:
    out = []
    i = 0
    while x:
        if x & 1:
            out.append(i)
        x >>= 1
        i += 1
    return frozenset(out)


def _from_bits(cards: frozenset[int]) -> int:
    x = 0
    for c in cards:
        x |= 1 << c
    return x


def _revealed(reveal: tuple[tuple[tuple[int, int], ...], ...]) -> set[int]:
    return {c for rnd in reveal for _, c in rnd}


def _mindbugs(config: GameConfig) -> int:
    """The "mindbugs" option (1 or 2; "1" from a command line is accepted), or -1 if it is not a number."""
    raw = config.options.get("mindbugs", DEFAULT_MINDBUGS)
    if isinstance(raw, bool):
        return -1
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str) and raw.strip().isdigit():
        return int(raw)
    return -1


# --- the game --------------------------------------------------------------------------------
class MindbugGame(Game[MindbugState, MindbugView]):
    id = "mindbug"
    name = "Mindbug"
    min_players = 2
    max_players = 4

    # --- setup ---------------------------------------------------------------------
    def default_config(self, players: int) -> GameConfig:
        if players == 4:
            return GameConfig(players=4, teams=(0, 1, 0, 1), options={"mindbugs": DEFAULT_MINDBUGS})
        return GameConfig(players=players, options={"mindbugs": DEFAULT_MINDBUGS})

    def validate_config(self, config: GameConfig) -> None:
        if config.players not in (2, 4):
            raise ValueError(f"Mindbug is played 1v1 (2 players) or 2v2 (4 players), not by {config.players}")
        teams = config.teams
        if config.players == 2:
            if teams is not None and (len(teams) != 2 or teams[0] == teams[1]):
                raise ValueError("1v1 Mindbug has two opponents, not a team")
        else:
            if teams is None or len(teams) != 4:
                raise ValueError("2v2 Mindbug needs teams, e.g. (0, 1, 0, 1)")
            if not (teams[0] == teams[2] and teams[1] == teams[3] and teams[0] != teams[1]):
                raise ValueError("in 2v2 Mindbug teammates sit opposite: teams must look like (0, 1, 0, 1)")
        mindbugs = _mindbugs(config)
        if mindbugs not in (1, 2):
            raise ValueError(f"each player starts with 1 or 2 Mindbugs, not {config.options.get('mindbugs')!r}")
        unknown = set(config.options) - {"mindbugs"}
        if unknown:
            raise ValueError(f"unknown Mindbug option(s): {', '.join(sorted(unknown))}")

    def new(self, config: GameConfig, seed: int) -> MindbugState:
        self.validate_config(config)
        n = config.players
        t = _table(n, _mindbugs(config))
        rng = random.Random(seed)
        cards = list(range(t.size))
        rng.shuffle(cards)
        s = MindbugState()
        s.t = t
        owner = [-1] * t.size
        s.hand = []
        s.pile = []
        for p in range(n):
            mine = cards[p * CARDS_PER_PLAYER:(p + 1) * CARDS_PER_PLAYER]
            for c in mine:
                owner[c] = p
            s.pile.append(mine[HAND_SIZE:])
            s.hand.append(mine[:HAND_SIZE])
        unused = cards[n * CARDS_PER_PLAYER:]
        s.owner = tuple(owner)
        s.unused = tuple(unused)
        s.disc = [[] for _ in range(n)]
        s.play = [[] for _ in range(n)]
        s.ctl = [-1] * t.size
        s.removed = []
        s.limbo = -1
        s.exh = s.noblock = s.sneak = 0
        s.seen = [0] * n
        s.mb = [t.mindbugs] * n
        s.life = [START_LIFE, START_LIFE]
        s.out = [False] * n
        s.turn = 0
        s.stack = []
        s.dec = None
        s.trig = []
        s.winner = RUNNING
        s.reason = ""
        s.rng = rng.getrandbits(64)
        # First player: each reveals a random unused card; the highest power starts, ties reveal again.
        rounds: list[tuple[tuple[int, int], ...]] = []
        contenders = list(range(n))
        pool = list(unused)
        rng.shuffle(pool)
        while True:
            shown: list[tuple[int, int]] = []
            for p in contenders:
                c = pool.pop() if pool else unused[rng.randrange(len(unused))]
                shown.append((p, c))
            rounds.append(tuple(shown))
            best = max(POWER[t.kind[c]] for _, c in shown)
            contenders = [p for p, c in shown if POWER[t.kind[c]] == best]
            if len(contenders) == 1:
                break
        s.reveal = tuple(rounds)
        s.first = s.active = contenders[0]
        s.stack.append((OP_TURN, s.first))
        _run(s, None)
        return s

    def opening_events(self, state: MindbugState) -> list[Event]:
        out: list[Event] = []
        for shown in state.reveal:
            text = ", ".join(f"{seat_name(p)} {NAMES[state.t.kind[c]]} ({POWER[state.t.kind[c]]})" for p, c in shown)
            out.append(Event("first", f"To choose the first player, each reveals a card: {text}.",
                             data={"reveal": [list(x) for x in shown]}))
        out.append(Event("first", f"{seat_name(state.first)} goes first.", data={"seat": state.first}))
        return out

    # --- queries ---------------------------------------------------------------------
    def to_act(self, state: MindbugState) -> Seat | None:
        d = state.dec
        return None if d is None or state.winner != RUNNING else d[1]

    def is_over(self, state: MindbugState) -> bool:
        return state.winner != RUNNING

    def clone(self, state: MindbugState) -> MindbugState:
        return state.clone()

    def legal_actions(self, state: MindbugState) -> list[Action]:
        return _legal(state)

    def find_legal(self, state: MindbugState, action: Action) -> Action:
        if state.winner != RUNNING:
            raise IllegalAction(f"{action}: the game is over")
        for legal in _legal(state):
            if legal == action:
                return legal
        raise IllegalAction(f"{action} is not a legal move now ({prompt(state)})")

    # --- moves -------------------------------------------------------------------------
    def advance(self, state: MindbugState, action: Action) -> None:
        _answer(state, action, None)
        _run(state, None)

    def apply(self, state: MindbugState, action: Action) -> list[Event]:
        action = self.find_legal(state, action)
        ev: list[Event] = []
        _answer(state, action, ev)
        _run(state, ev)
        return ev

    # --- information ---------------------------------------------------------------------
    def view(self, state: MindbugState, seat: Seat | None) -> MindbugView:
        s = state
        t = s.t
        n = t.n
        check_seat(seat, n)
        seen = s.seen[seat] if seat is not None else 0
        known = tuple(
            () if q == seat else tuple(sorted(c for c in s.hand[q] if seen >> c & 1)) for q in range(n)
        )
        visible: set[int] = set()
        for zone in s.disc:
            visible.update(zone)
        for zone in s.play:
            visible.update(zone)
        visible.update(s.removed)
        for k in known:
            visible.update(k)
        if seat is not None:
            visible.update(s.hand[seat])
        if s.limbo >= 0:
            visible.add(s.limbo)
        owner = tuple(o if c in visible else -1 for c, o in enumerate(s.owner))
        creatures = _all_creatures(s)
        return MindbugView(
            seat=seat,
            players=n,
            teams=t.team,
            kind=t.kind,
            mindbug_limit=t.mindbugs,
            active=s.active,
            to_act=self.to_act(s),
            turn=s.turn,
            life=tuple(s.life),
            mindbugs=tuple(s.mb),
            eliminated=tuple(s.out),
            hands=tuple(tuple(s.hand[q]) if q == seat else None for q in range(n)),
            hand_sizes=tuple(len(h) for h in s.hand),
            known=known,
            pile_sizes=tuple(len(p) for p in s.pile),
            discards=tuple(tuple(d) for d in s.disc),
            play=tuple(tuple(p) for p in s.play),
            removed=tuple(s.removed),
            unused_size=len(s.unused),
            limbo=s.limbo,
            exhausted=_bits(s.exh),
            no_block=_bits(s.noblock),
            sneaky_now=_bits(s.sneak),
            owner=owner,
            powers=tuple((c, power(s, c)) for c in creatures),
            keywords=tuple((c, keywords(s, c)) for c in creatures),
            decision=s.dec,
            stack=tuple(s.stack),
            triggers=tuple(s.trig),
            prompt=prompt(s),
            winner=s.winner,
            reason=s.reason,
            first=s.first,
            reveal=s.reveal,
        )

    def sample(self, view: MindbugView, rng: random.Random) -> MindbugState:
        """A full state consistent with ``view``: the unseen cards dealt at random to the hidden places."""
        v = view
        n = v.players
        t = _table(n, v.mindbug_limit)
        seat = v.seat
        owner = list(v.owner)
        placed: set[int] = set()
        for zone in v.discards:
            placed.update(zone)
        for zone in v.play:
            placed.update(zone)
        placed.update(v.removed)
        for cards in v.known:
            placed.update(cards)
        if seat is not None:
            placed.update(v.hands[seat] or ())
        if v.limbo >= 0:
            placed.add(v.limbo)
        shown = _revealed(v.reveal) - placed
        pool = [c for c in range(t.size) if c not in placed and c not in shown]
        # Only the hidden hands and piles need random cards; the rest stays in the box.
        need = sum(v.pile_sizes) + sum(v.hand_sizes[q] - len(v.known[q]) for q in range(n) if q != seat)
        size = len(pool)
        rand = rng.random
        for i in range(min(need, size - 1)):
            j = i + int(rand() * (size - i))
            pool[i], pool[j] = pool[j], pool[i]
        s = MindbugState()
        s.t = t
        s.hand = []
        s.pile = []
        pos = 0
        for q in range(n):
            if q == seat:
                hand = list(v.hands[q] or ())
            else:
                hand = list(v.known[q])
                k = v.hand_sizes[q] - len(hand)
                extra = pool[pos:pos + k]
                pos += k
                for c in extra:
                    owner[c] = q
                hand.extend(extra)
            k = v.pile_sizes[q]
            pile = pool[pos:pos + k]
            pos += k
            for c in pile:
                owner[c] = q
            s.hand.append(hand)
            s.pile.append(pile)
        unused = pool[pos:] + sorted(shown)
        if len(unused) != v.unused_size:
            raise ValueError("view is inconsistent: the card counts do not add up")
        for c in unused:
            owner[c] = -1
        s.owner = tuple(owner)
        s.unused = tuple(unused)
        s.disc = [list(d) for d in v.discards]
        s.play = [list(p) for p in v.play]
        s.ctl = [-1] * t.size
        for q, zone in enumerate(v.play):
            for c in zone:
                s.ctl[c] = q
        s.removed = list(v.removed)
        s.limbo = v.limbo
        s.exh = _from_bits(v.exhausted)
        s.noblock = _from_bits(v.no_block)
        s.sneak = _from_bits(v.sneaky_now)
        s.seen = [0] * n
        if seat is not None:
            bits = 0
            for cards in v.known:
                for c in cards:
                    bits |= 1 << c
            s.seen[seat] = bits
        s.mb = list(v.mindbugs)
        s.life = list(v.life)
        s.out = list(v.eliminated)
        s.active = v.active
        s.turn = v.turn
        s.stack = list(v.stack)
        s.dec = v.decision
        s.trig = list(v.triggers)
        s.winner = v.winner
        s.reason = v.reason
        s.rng = rng.getrandbits(64)
        s.reveal = v.reveal
        s.first = v.first
        return s

    # --- the end ---------------------------------------------------------------------------
    def result(self, state: MindbugState) -> Result:
        if state.winner == RUNNING:
            raise ValueError("the game is not over")
        t = state.t
        n = t.n
        if state.winner == DRAW:
            winners: tuple[int, ...] = ()
            ranks = tuple(0 for _ in range(n))
        else:
            winners = t.team_seats[state.winner]
            ranks = tuple(0 if t.team[q] == state.winner else 1 for q in range(n))
        scores = tuple(float(state.life[t.team[q]]) for q in range(n))
        breakdown = tuple(
            {"Life": float(state.life[t.team[q]]), "Creatures in play": float(len(state.play[q]))} for q in range(n)
        )
        return Result(scores=scores, ranks=ranks, winners=winners, breakdown=breakdown, summary=_summary(state))


GAME = MindbugGame()
