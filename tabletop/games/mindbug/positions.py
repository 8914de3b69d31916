"""Build Mindbug positions by hand, for the worked examples and the tests.

``make`` starts from a dealt game, puts every card back in the box and then
places the creatures named for each seat (by key or printed name) in its
hand, play area, discard pile or draw pile, so an example or a test reads like
the table it describes. Draw piles are empty unless given, so nobody draws by
surprise.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.protocol import GameConfig
from tabletop.games.mindbug import steal_odds
from tabletop.games.mindbug.cards import BY_KEY, BY_NAME
from tabletop.games.mindbug.rules import GAME, OP_ACT, RUNNING, MindbugState, _run

Zones = Sequence[Sequence[str]]


def key_of(name: str) -> int:
    creature = BY_KEY.get(name) or BY_NAME.get(name)
    if creature is None:
        raise KeyError(f"no creature {name!r}")
    return creature.index


def make(
    players: int = 2,
    *,
    hands: Zones = (),
    play: Zones = (),
    discards: Zones = (),
    piles: Zones = (),
    life: tuple[int, int] = (3, 3),
    mindbugs: Sequence[int] | None = None,
    active: int = 0,
    exhausted: Sequence[str] = (),
    owners: dict[str, int] | None = None,
    seed: int = 0,
) -> MindbugState:
    """A position with the given zones; the active seat is about to take its turn action.

    ``owners`` maps a creature name to the seat that owns it when it should
    differ from the seat whose zone it is placed in (e.g. a stolen creature).
    ``exhausted`` names creatures in play that are already exhausted.
    """
    config = GameConfig(players=4, teams=(0, 1, 0, 1)) if players == 4 else GameConfig(players=2)
    s = GAME.new(config, seed)  # the seed gives the chance to come (a random steal)
    t = s.t
    free = list(range(t.size))
    owner = [-1] * t.size
    owners = owners or {}

    def take(name: str, seat: int) -> int:
        k = key_of(name)
        for c in free:
            if t.kind[c] == k:
                free.remove(c)
                owner[c] = owners.get(name, seat)
                return c
        raise ValueError(f"no more copies of {name} in a {players}-player deck")

    s.hand = [[take(n, q) for n in (hands[q] if q < len(hands) else ())] for q in range(players)]
    s.play = [[take(n, q) for n in (play[q] if q < len(play) else ())] for q in range(players)]
    s.disc = [[] for _ in range(players)]
    for q in range(players):
        for n in discards[q] if q < len(discards) else ():
            c = take(n, q)
            s.disc[owner[c]].append(c)
    # draw piles: top card last, so the first name given is drawn last
    s.pile = [[take(n, q) for n in (piles[q] if q < len(piles) else ())] for q in range(players)]
    s.unused = tuple(free)
    s.owner = tuple(owner)
    s.ctl = [-1] * t.size
    for q, zone in enumerate(s.play):
        for c in zone:
            s.ctl[c] = q
    s.exh = 0
    for name in exhausted:
        s.exh |= 1 << find(s, name)
    s.noblock = s.sneak = 0
    s.seen = [0] * players
    s.maybe = [steal_odds.NOTHING] * players
    s.removed = []
    s.limbo = -1
    s.mb = list(mindbugs) if mindbugs is not None else [0] * players
    s.life = list(life)
    s.out = [False] * players
    s.active = s.first = active
    s.reveal = ()
    s.turn = 1
    s.trig = []
    s.winner = RUNNING
    s.reason = ""
    s.dec = None
    s.stack = [(OP_ACT, active)]
    _run(s, None)
    return s


def find(s: MindbugState, name: str, seat: int | None = None, zone: str = "play", nth: int = 0) -> int:
    """The card showing ``name`` in ``seat``'s ``zone`` (any seat's play area when seat is None)."""
    k = key_of(name)
    if seat is None:
        places = [c for z in s.play for c in z] if zone == "play" else [c for z in getattr(s, zone) for c in z]
    else:
        places = list(getattr(s, zone)[seat])
    hits = [c for c in places if s.t.kind[c] == k]
    if len(hits) <= nth:
        raise LookupError(f"no {name} in {zone} of seat {seat}")
    return hits[nth]
