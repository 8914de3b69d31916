"""What one Mythomakya seat may see, and full states dealt back from it.

Everything is public except the face-down cards of the stacks (Triumph of
Heroes) and, until a game ends, what lies in the treasure piles: the view
gives their sizes only. The rounds already played stay in the view, as
players at a real table could remember them (the log shows them too).
:func:`sample_state` deals the unseen cards at random into the face-down
places (a determinisation for the bots).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.core.protocol import Seat, check_seat
from tabletop.games.mythomakya.cards import COLOUR
from tabletop.games.mythomakya.labels import prompt
from tabletop.games.mythomakya.state import BREAK, NO_COLOUR, OVER, PLAY, MythState, Play, table
from tabletop.games.mythomakya.tricks import follow, refusal, why_won

HIDDEN = -1
"""A face-down card in a stack of the view."""


@dataclass(frozen=True)
class MythView:
    """What one seat may see (``seat`` None: a spectator, who sees what every seat sees).

    ``stacks[q][i]`` is stack ``i`` of seat ``q`` from the bottom up, a face-down
    card shown as :data:`HIDDEN`; an empty tuple is an emptied stack. ``trick`` is
    the round so far in play order, ``rounds`` this game's finished rounds as
    ``(trick, winner)``. ``treasure`` is None while the piles are secret (until
    the game ends), else each seat's pile. ``teams`` gives each seat's team in
    the game in progress (every seat its own until a 5-player caller has chosen).
    ``unseen`` are the cards nobody has seen yet (the face-down ones), sorted.
    ``record`` holds each finished game of the series as (apples per seat, winners).
    """

    seat: Seat | None
    players: int
    variant: str
    games: int
    game_no: int
    phase: int
    caller: int
    mate: int
    senior: int
    teams: tuple[int, ...]
    fixed_teams: tuple[int, ...] | None
    leader: int
    to_act: Seat | None
    stacks: tuple[tuple[tuple[int, ...], ...], ...]
    trick: tuple[Play, ...]
    rounds: tuple[tuple[tuple[Play, ...], int], ...]
    treasure_counts: tuple[int, ...]
    treasure: tuple[tuple[int, ...], ...] | None
    wins: tuple[int, ...]
    credited: tuple[int, ...]
    record: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    first_caller: int
    unseen: tuple[int, ...]
    prompt: str

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def led(self) -> int:
        """The colour led this round (NO_COLOUR before its first card)."""
        return COLOUR[self.trick[0][1]] if self.trick else NO_COLOUR

    def top(self, seat: int, stack: int) -> int:
        """The face-up top card of a stack (HIDDEN if the stack is empty)."""
        st = self.stacks[seat][stack]
        return st[-1] if st else HIDDEN

    def face_down(self, seat: int, stack: int) -> int:
        """How many face-down cards lie under the top of a stack."""
        return sum(1 for c in self.stacks[seat][stack] if c == HIDDEN)

    def team_treasure_count(self, seat: int) -> int:
        """The cards in the treasure piles of ``seat``'s team (its own pile when alone)."""
        return sum(n for q, n in enumerate(self.treasure_counts) if self.teams[q] == self.teams[seat])

    def tops(self, seat: int) -> list[int]:
        """The face-up top cards of ``seat``'s stacks, in stack order."""
        return [st[-1] for st in self.stacks[seat] if st]

    def playable(self, seat: int) -> list[int]:
        """The cards ``seat`` could play now if it were its turn (following the colour led)."""
        return follow(self.tops(seat), self.led)

    def why_not(self, seat: int, card: int) -> str:
        """Why ``seat`` may not play ``card`` now, for the table ("" if it may)."""
        if self.phase != PLAY:
            return "no card is played now"
        return refusal(self.tops(seat), self.led, self.to_act == seat, card)

    @property
    def last_round(self) -> tuple[tuple[Play, ...], int] | None:
        """The last finished round of this game as (trick, winner), if any."""
        return self.rounds[-1] if self.rounds else None

    @property
    def last_reason(self) -> str:
        """Why the last round's winner won it ("Red is senior"); "" before the first round ends."""
        return why_won(self.rounds[-1][0], self.senior) if self.rounds else ""


# --- building a view -------------------------------------------------------------------------
def seat_view(s: MythState, seat: Seat | None) -> MythView:
    """What ``seat`` may see of ``s`` (``None``: a spectator); see :class:`MythView`."""
    t = s.t
    check_seat(seat, t.n)
    unseen: list[int] = []
    stacks = []
    for pile in s.stacks:
        shown = []
        for st in pile:
            if t.open or len(st) < 2:
                shown.append(tuple(st))
            else:
                unseen.extend(st[:-1])
                shown.append((HIDDEN,) * (len(st) - 1) + (st[-1],))
        stacks.append(tuple(shown))
    revealed = t.open or s.phase in (BREAK, OVER)  # Battle of the Gods' piles are open
    return MythView(
        seat=seat,
        players=t.n,
        variant=t.variant,
        games=t.games,
        game_no=s.game_no,
        phase=s.phase,
        caller=s.caller,
        mate=s.mate,
        senior=s.senior,
        teams=s.team,
        fixed_teams=t.fixed_teams,
        leader=s.leader,
        to_act=None if s.phase == OVER else s.turn,
        stacks=tuple(stacks),
        trick=tuple(s.trick),
        rounds=tuple(s.rounds),
        treasure_counts=tuple(len(p) for p in s.treasure),
        treasure=tuple(tuple(p) for p in s.treasure) if revealed else None,
        wins=tuple(s.wins),
        credited=tuple(s.credited),
        record=tuple(s.record),
        first_caller=s.first_caller,
        unseen=tuple(sorted(unseen)),
        prompt=prompt(s),
    )


# --- sampling --------------------------------------------------------------------------------
def sample_state(v: MythView, rng: random.Random) -> MythState:
    """A full state consistent with ``v``: the unseen cards dealt at random to the face-down places.

    The sample's series stops after the game in progress: the games after it
    are dealt from cards nobody can know yet, so a search looks no further.
    """
    pool = list(v.unseen)
    size = len(pool)
    rand = rng.random
    for i in range(size - 1):
        j = i + int(rand() * (size - i))
        pool[i], pool[j] = pool[j], pool[i]
    s = MythState()
    s.t = table(v.players, v.variant, v.games)
    stacks: list[list[list[int]]] = []
    pos = 0
    for pile in v.stacks:
        seat_stacks = []
        for st in pile:
            if st and st[0] == HIDDEN:
                k = len(st) - 1
                seat_stacks.append(pool[pos:pos + k] + [st[-1]])
                pos += k
            else:
                seat_stacks.append(list(st))
        stacks.append(seat_stacks)
    if pos != size:
        raise ValueError("view is inconsistent: the face-down cards do not add up")
    s.stacks = stacks
    if v.treasure is not None:
        s.treasure = [list(p) for p in v.treasure]
    else:
        treasure: list[list[int]] = [[] for _ in range(v.players)]
        for trick, winner in v.rounds:
            treasure[winner].extend(card for _, card in trick)
        s.treasure = treasure
    s.trick = list(v.trick)
    s.rounds = list(v.rounds)
    s.senior = v.senior
    s.caller = v.caller
    s.mate = v.mate
    s.team = v.teams
    s.leader = v.leader
    s.turn = v.to_act if v.to_act is not None else -1
    s.phase = v.phase
    s.game_no = v.game_no
    s.wins = list(v.wins)
    s.credited = list(v.credited)
    s.record = list(v.record)
    s.first_caller = v.first_caller
    s.rng = rng.getrandbits(64)
    s.stop_after = v.game_no
    return s
