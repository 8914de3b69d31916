"""The Mythomakya state: a series of one or more games, the game in progress included.

Plain data for the bots' search. Cards are ints (indexes into
:data:`~tabletop.games.mythomakya.cards.CARDS`). ``stacks[seat]`` is that
seat's list of stacks, each a list of cards from the bottom up; an emptied
stack stays in its place as an empty list. In Triumph of Heroes only the top
card of a stack is face up; in Battle of the Gods every card is. ``treasure``
holds each seat's own pile (teams pool them when the apples are counted).
``trick`` is the round so far as ``(seat, card)`` in play order; ``rounds``
the rounds of this game already won, as ``(trick, winner)``.

A series is part of the state: ``game_no`` counts the games (from 1),
``wins`` and ``credited`` (apples credited to each seat, its team's total in
each game) accumulate, and ``record`` keeps each finished game's apples per
seat and winners. Between two games the phase is :data:`BREAK`, and the
next caller deals the next game.

Battle of the Gods builds on the same state: its stacks and treasure piles
are open (``t.open``), each seat pays from its own pile, and a round skips a
seat whose stacks are empty (:func:`~tabletop.games.mythomakya.tricks.next_in_round`);
its god cards, golden apple cards, discard pile and the round's modified
strengths are what it adds:

* ``gods[seat]`` the god cards in each hand (0-13, :mod:`.gods`), ``box`` those left in the box;
* ``discard`` the cards out of the game (myth cards, paid treasure, played gods as
  ``GOD_BASE + god``); ``kronos`` the stack Kronos sits on as ``(seat, stack)`` or None;
* ``frames`` the decisions in progress, the top one deciding (:mod:`.moments`);
* the round's changes: ``power`` (strength and tie rank of each card in ``trick``),
  ``orders`` (a goddess's instruction per seat, -1 none), ``free`` (seats Dionysus frees from
  following, a bit mask), ``ares`` (the seat whose next card Ares raises, -1 none),
  ``lead_next`` (who leads next by a monster's or titan's ability, -1 the winner),
  ``titan`` (the round is discarded), ``forfeit`` (cards of a player Kronos ended, for the
  round's winner); ``poets`` the poets whose ability was activated, as ``(seat, card)``;
``seen_at[god]`` the seat everybody saw take that god card (Dionysus passed, Eros's take), -1 if unknown; ``hera`` each seat's god
  set aside for Hera's exchange (-1 none); ``why`` why the last round went as it did.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.protocol import Event
from tabletop.games.mythomakya.cards import BATTLE, COLOUR, GOD_COUNT, deck
from tabletop.games.mythomakya.deal import FIXED_TEAMS, Layout, layout

# --- phases ------------------------------------------------------------------------------
CALL, MATE, PLAY, BREAK, OVER = range(5)
"""The caller calls the senior colour; (5 players) the caller chooses a teammate; the rounds are
played; between two games of a series; the series (or single game) is over."""
PHASE_NAMES = ("call", "mate", "play", "break", "over")

NO_SEAT = -1
NO_COLOUR = -1

Ev = list[Event] | None
"""Where events go: a list, or None on the bots' fast path (no events built)."""

Play = tuple[int, int]
"""One card played in a round: ``(seat, card)``."""


class _Table:
    """What never changes during a series: players, variant, layout, deck, fixed teams, length."""

    __slots__ = ("deck", "fixed_teams", "games", "layout", "n", "open", "size", "variant")

    def __init__(self, players: int, variant: str, games: int) -> None:
        self.n = players
        self.variant = variant
        self.games = games
        self.layout: Layout = layout(variant, players)
        self.deck: tuple[int, ...] = deck(variant)
        self.size = len(self.deck)
        #: Whether every card of a stack lies face up and the treasure piles are open (Battle of
        #: the Gods), or only the top cards show and the piles are secret (Triumph of Heroes).
        self.open = variant == BATTLE
        #: Teams set by seating; None when every seat plays alone or (5 players) the caller chooses.
        self.fixed_teams: tuple[int, ...] | None = FIXED_TEAMS.get(players)


_TABLES: dict[tuple[int, str, int], _Table] = {}


def table(players: int, variant: str, games: int) -> _Table:
    key = (players, variant, games)
    t = _TABLES.get(key)
    if t is None:
        t = _TABLES[key] = _Table(players, variant, games)
    return t


class MythState:
    """The whole series, face-down cards included. See the module docstring."""

    __slots__ = (
        "ares",
        "box",
        "caller",
        "credited",
        "discard",
        "first_caller",
        "forfeit",
        "frames",
        "free",
        "game_no",
        "gods",
        "hera",
        "kronos",
        "lead_next",
        "leader",
        "mate",
        "orders",
        "phase",
        "poets",
        "power",
        "record",
        "rng",
        "rounds",
        "seen_at",
        "senior",
        "stacks",
        "stop_after",
        "t",
        "team",
        "titan",
        "treasure",
        "trick",
        "turn",
        "why",
        "wins",
    )

    t: _Table
    stacks: list[list[list[int]]]
    treasure: list[list[int]]
    trick: list[Play]
    rounds: list[tuple[tuple[Play, ...], int]]
    senior: int
    caller: int
    mate: int
    team: tuple[int, ...]
    leader: int
    turn: int
    phase: int
    game_no: int
    wins: list[int]
    credited: list[int]
    record: list[tuple[tuple[int, ...], tuple[int, ...]]]
    first_caller: int
    rng: int
    #: The last game of the series to play. The real series plays all ``t.games``; a bot's
    #: determinisation stops after the game in progress (the games after it are dealt later).
    stop_after: int
    # Battle of the Gods (see the module docstring); empty in Triumph of Heroes.
    gods: list[list[int]]
    box: list[int]
    discard: list[int]
    kronos: tuple[int, int] | None
    frames: list[tuple[Any, ...]]
    power: list[tuple[int, int]]
    orders: list[int]
    free: int
    ares: int
    lead_next: int
    titan: bool
    forfeit: list[int]
    poets: list[tuple[int, int]]
    hera: list[int]
    seen_at: list[int]
    why: str

    def clear_battle(self) -> None:
        """No god cards, no round changes: a Triumph game, or a Battle game before its deal."""
        n = self.t.n
        self.gods = [[] for _ in range(n)]
        self.box = []
        self.discard = []
        self.kronos = None
        self.frames = []
        self.poets = []
        self.hera = [-1] * n
        self.seen_at = [-1] * GOD_COUNT
        self.why = ""
        self.clear_round()

    def clear_round(self) -> None:
        """Forget the changes the last round made (strengths, instructions, Dionysus, Ares, titans)."""
        self.power = []
        self.orders = [-1] * self.t.n
        self.free = 0
        self.ares = -1
        self.lead_next = -1
        self.titan = False
        self.forfeit = []

    def clone(self) -> MythState:
        c = MythState.__new__(MythState)
        c.t = self.t
        c.stacks = [[st[:] for st in seat] for seat in self.stacks]
        c.treasure = [pile[:] for pile in self.treasure]
        c.trick = self.trick[:]
        c.rounds = self.rounds[:]
        c.senior = self.senior
        c.caller = self.caller
        c.mate = self.mate
        c.team = self.team
        c.leader = self.leader
        c.turn = self.turn
        c.phase = self.phase
        c.game_no = self.game_no
        c.wins = self.wins[:]
        c.credited = self.credited[:]
        c.record = self.record[:]
        c.first_caller = self.first_caller
        c.rng = self.rng
        c.stop_after = self.stop_after
        c.gods = [g[:] for g in self.gods]
        c.box = self.box[:]
        c.discard = self.discard[:]
        c.kronos = self.kronos
        c.frames = self.frames[:]
        c.power = self.power[:]
        c.orders = self.orders[:]
        c.free = self.free
        c.ares = self.ares
        c.lead_next = self.lead_next
        c.titan = self.titan
        c.forfeit = self.forfeit[:]
        c.poets = self.poets[:]
        c.hera = self.hera[:]
        c.seen_at = self.seen_at[:]
        c.why = self.why
        return c

    @property
    def players(self) -> int:
        return self.t.n

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def led(self) -> int:
        """The colour led this round (NO_COLOUR before the first card)."""
        return COLOUR[self.trick[0][1]] if self.trick else NO_COLOUR

    def cards_left(self, seat: int) -> int:
        return sum(len(st) for st in self.stacks[seat])

    def in_play(self, seat: int) -> bool:
        """Whether ``seat`` still takes part (has myth cards in its stacks)."""
        return any(self.stacks[seat])

    def snapshot(self) -> tuple[Any, ...]:
        """Everything in the state as nested tuples, for comparisons in tests."""
        return (
            self.t.n, self.t.variant, self.t.games,
            tuple(tuple(map(tuple, seat)) for seat in self.stacks),
            tuple(map(tuple, self.treasure)), tuple(self.trick), tuple(self.rounds),
            self.senior, self.caller, self.mate, self.team, self.leader, self.turn, self.phase,
            self.game_no, tuple(self.wins), tuple(self.credited), tuple(self.record),
            self.first_caller, self.rng, self.stop_after,
            tuple(map(tuple, self.gods)), tuple(self.box), tuple(self.discard), self.kronos,
            tuple(self.frames), tuple(self.power), tuple(self.orders), self.free, self.ares,
            self.lead_next, self.titan, tuple(self.forfeit), tuple(self.poets), tuple(self.hera), tuple(self.seen_at), self.why,
        )
