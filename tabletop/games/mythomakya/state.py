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
strengths are what it adds.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.protocol import Event
from tabletop.games.mythomakya.cards import BATTLE, COLOUR, deck
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
        "caller",
        "credited",
        "first_caller",
        "game_no",
        "leader",
        "mate",
        "phase",
        "record",
        "rng",
        "rounds",
        "senior",
        "stacks",
        "stop_after",
        "t",
        "team",
        "treasure",
        "trick",
        "turn",
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

    def snapshot(self) -> tuple[Any, ...]:
        """Everything in the state as nested tuples, for comparisons in tests."""
        return (
            self.t.n, self.t.variant, self.t.games,
            tuple(tuple(map(tuple, seat)) for seat in self.stacks),
            tuple(map(tuple, self.treasure)), tuple(self.trick), tuple(self.rounds),
            self.senior, self.caller, self.mate, self.team, self.leader, self.turn, self.phase,
            self.game_no, tuple(self.wins), tuple(self.credited), tuple(self.record),
            self.first_caller, self.rng, self.stop_after,
        )
