"""What one Mindbug seat may see, and full states dealt back from it.

:class:`MindbugView` is the view; :func:`seat_view` builds it from a state
and :func:`sample_state` deals the unseen cards at random into the hidden
places to make a full state consistent with it (a determinisation for the
bots).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.core import chance
from tabletop.core.protocol import Seat, check_seat
from tabletop.games.mindbug import steal_odds
from tabletop.games.mindbug.board import _all_creatures, keywords, power
from tabletop.games.mindbug.cards import NAMES
from tabletop.games.mindbug.labels import prompt
from tabletop.games.mindbug.state import RUNNING, MindbugState, _table
from tabletop.games.mindbug.steal_odds import NOTHING, Tracked


# --- the view ------------------------------------------------------------------------------
@dataclass(frozen=True)
class MindbugView:
    """What one seat may see (``seat`` None: a spectator who sees no hand).

    Cards are ints; ``kind[card]`` is the creature index. ``hands[q]`` is the
    hand of the viewer (in order) and None for other seats, whose sizes are in
    ``hand_sizes``; ``known[q]`` lists the cards of ``q``'s hand the viewer
    knows (given, stolen or taken back from a discard pile in the open);
    ``maybe`` the cards it knew that have since moved unseen between other
    seats' hands (a Strange Barrel's steal), each with the seats whose hand
    may hold it (a bitmask), and ``steal_odds`` the odds of where they are
    together (see :mod:`steal_odds`).
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
    maybe: tuple[tuple[int, int], ...] = ()
    steal_odds: Tracked = NOTHING

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


# --- building a view -----------------------------------------------------------------------
def _seen_by_all(s: MindbugState) -> int:
    """The cards every seat was shown (a card given openly): what a spectator knows of the hands."""
    bits = -1
    for mask in s.seen:
        bits &= mask
    return bits if s.seen else 0


def seat_view(state: MindbugState, seat: Seat | None) -> MindbugView:
    """What ``seat`` may see of ``state`` (``None``: a spectator); see :class:`MindbugView`."""
    s = state
    t = s.t
    n = t.n
    check_seat(seat, n)
    seen = s.seen[seat] if seat is not None else _seen_by_all(s)
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
    # a card seen moving openly since is known where it is; the rest may be in one of a few hands
    odds = steal_odds.without(s.maybe[seat], visible) if seat is not None else NOTHING
    maybe = steal_odds.holders(odds)
    placed = visible.union(odds[0])  # the cards whose owner this seat knows
    owner = tuple(o if c in placed else -1 for c, o in enumerate(s.owner))
    creatures = _all_creatures(s)
    return MindbugView(
        seat=seat,
        players=n,
        teams=t.team,
        kind=t.kind,
        mindbug_limit=t.mindbugs,
        active=s.active,
        to_act=None if s.dec is None or s.winner != RUNNING else s.dec[1],  # as MindbugGame.to_act
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
        maybe=maybe,
        steal_odds=odds,
    )


# --- sampling ------------------------------------------------------------------------------
def _place_maybe(v: MindbugView, rand: Callable[[], float]) -> tuple[list[list[int]], list[int]]:
    """Put the cards of ``v.maybe`` in hands by one hypothesis of ``v.steal_odds`` drawn by its odds.

    Returns the cards each hand holds so, and the cards left loose (only if no
    hypothesis fits the hand sizes, which the rules never allow): those are
    dealt as unseen cards.
    """
    n = v.players
    held: list[list[int]] = [[] for _ in range(n)]
    room = [0 if q == v.seat else v.hand_sizes[q] - len(v.known[q]) for q in range(n)]
    places = steal_odds.draw(v.steal_odds, room, rand)
    if places is None:
        return held, list(v.steal_odds[0])
    for c in v.steal_odds[0]:
        held[places[c]].append(c)
    return held, []


def sample_state(view: MindbugView, rng: random.Random) -> MindbugState:
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
    rand = rng.random
    held, loose = _place_maybe(v, rand)
    placed.update(v.steal_odds[0])
    shown = _revealed(v.reveal) - placed
    pool = [c for c in range(t.size) if c not in placed and c not in shown] + loose
    # Only the hidden hands and piles need random cards; the rest stays in the box.
    need = sum(v.pile_sizes) + sum(v.hand_sizes[q] - len(v.known[q]) - len(held[q])
                                   for q in range(n) if q != seat)
    size = len(pool)
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
            hand = list(v.known[q]) + held[q]
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
    s.maybe = [NOTHING] * n
    if seat is not None:
        s.maybe[seat] = v.steal_odds
    bits = 0
    for cards in v.known:
        for c in cards:
            bits |= 1 << c
    if seat is not None:
        s.seen[seat] = bits
    else:  # a spectator knows only what every seat was shown
        s.seen = [bits] * n
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
    s.chance = chance.new_seed(rng)
    s.reveal = v.reveal
    s.first = v.first
    return s
