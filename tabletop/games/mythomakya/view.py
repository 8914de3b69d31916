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
from typing import Any, NamedTuple

from tabletop.core.protocol import Seat, check_seat
from tabletop.games.mythomakya.battle import prompt as battle_prompt
from tabletop.games.mythomakya.battle import to_act as battle_to_act
from tabletop.games.mythomakya.cards import BATTLE, COLOUR, GOD_BASE, GOD_COUNT, KRONOS, TITLE, WORTH
from tabletop.games.mythomakya.labels import prompt
from tabletop.games.mythomakya.moments import COUNTER, GOD, PAY
from tabletop.games.mythomakya.payment import cheapest_fit
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

    Battle of the Gods adds: ``hand`` the viewer's own god cards (sorted), ``god_counts`` how
    many each seat holds, ``box_count`` the god cards in the box (``box`` their faces only for
    a 5-player caller choosing from it), ``discard``, where ``kronos`` sits, the decisions in
    progress (``frames``, the top one deciding: a payment, an answer window, a god's choice;
    see :mod:`.moments`), the round's changes (``power`` per card of ``trick``, a goddess's
    ``orders`` per seat, the seats Dionysus frees as the bit mask ``free``, ``ares``,
    ``lead_next``, ``titan``, ``forfeit``), the activated ``poets`` as (seat, card),
    which seats have set a god aside for Hera (``hera_set``, the viewer's own in ``my_hera``),
    where everybody saw a god card go (``seen_at``) and ``why`` the last round went as it did.
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
    # Battle of the Gods (empty in Triumph of Heroes); see :class:`~.state.MythState`.
    hand: tuple[int, ...] = ()
    god_counts: tuple[int, ...] = ()
    box_count: int = 0
    box: tuple[int, ...] | None = None
    discard: tuple[int, ...] = ()
    kronos: tuple[int, int] | None = None
    frames: tuple[tuple[Any, ...], ...] = ()
    power: tuple[tuple[int, int], ...] = ()
    orders: tuple[int, ...] = ()
    free: int = 0
    ares: int = -1
    lead_next: int = -1
    titan: bool = False
    forfeit: tuple[int, ...] = ()
    poets: tuple[tuple[int, int], ...] = ()
    hera_set: tuple[bool, ...] = ()
    my_hera: int = -1
    seen_at: tuple[int, ...] = ()
    why: str = ""

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
        """Why ``seat`` may not play ``card`` now, for the table ("" if it may).

        In Battle of the Gods also: a decision in progress comes first, Kronos blocks his stack, a
        goddess's (or Aphrodite's) choice binds, and Dionysus frees from following.
        """
        if self.phase != PLAY:
            return "no card is played now"
        if self.variant != BATTLE:
            return refusal(self.tops(seat), self.led, self.to_act == seat, card)
        if self.frames:
            return "first finish the decision in progress" if self.to_act == seat else "it is not your turn"
        if self.kronos is not None and self.kronos[0] == seat and self.top(seat, self.kronos[1]) == card:
            return "Kronos blocks that stack"
        tops = [c for i, st in enumerate(self.stacks[seat]) if st and (self.kronos != (seat, i)) for c in st[-1:]]
        order = self.orders[seat] if self.orders else -1
        if self.to_act == seat and order >= 0 and order in tops and card != order and card in tops:
            return f"you were told to play {TITLE[order]}"
        led = NO_COLOUR if self.free >> seat & 1 else self.led
        return refusal(tops, led, self.to_act == seat, card)

    @property
    def last_round(self) -> tuple[tuple[Play, ...], int] | None:
        """The last finished round of this game as (trick, winner), if any."""
        return self.rounds[-1] if self.rounds else None

    @property
    def last_reason(self) -> str:
        """Why the last round's winner won it ("Red is senior"); "" before the first round ends."""
        if self.variant == BATTLE:
            return self.why
        return why_won(self.rounds[-1][0], self.senior) if self.rounds else ""

    def treasure_apples(self, seat: int) -> int:
        """The apples in ``seat``'s own treasure pile (known once the piles are open)."""
        return sum(WORTH[c] for c in self.treasure[seat]) if self.treasure is not None else 0

    @property
    def deciding(self) -> tuple[Any, ...] | None:
        """The Battle decision in progress (the top frame), if any."""
        return self.frames[-1] if self.frames else None

    def proposed_payment(self) -> tuple[int, ...] | None:
        """While a payment is asked: the cheapest fit from the payer's pile, for the table to propose."""
        frame = self.deciding
        if frame is None or frame[0] != PAY or self.treasure is None:
            return None
        return cheapest_fit(self.treasure[frame[1]], frame[2])


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
    top = s.frames[-1] if s.frames else None
    choosing_box = top is not None and top[0] == "pick_god" and seat == top[1]
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
        to_act=None if s.phase == OVER else battle_to_act(s),
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
        prompt=(battle_prompt(s) if t.open else "") or prompt(s),
        hand=tuple(sorted(s.gods[seat])) if seat is not None else (),
        god_counts=tuple(len(g) for g in s.gods) if t.open else (),  # Battle of the Gods only
        box_count=len(s.box),
        box=tuple(sorted(s.box)) if choosing_box else None,
        discard=tuple(s.discard),
        kronos=s.kronos,
        frames=tuple(s.frames),
        power=tuple(s.power),
        orders=tuple(s.orders),
        free=s.free,
        ares=s.ares,
        lead_next=s.lead_next,
        titan=s.titan,
        forfeit=tuple(s.forfeit),
        poets=tuple(s.poets),
        hera_set=tuple(g >= 0 for g in s.hera),
        my_hera=s.hera[seat] if seat is not None else -1,
        seen_at=tuple(s.seen_at),
        why=s.why,
    )


def accounted_gods(v: MythView) -> set[int]:
    """The god cards whose place everybody knows: played, on the table, in a treasure pile, in play now."""
    out = {c - GOD_BASE for c in v.discard if c >= GOD_BASE}
    if v.treasure is not None:
        out |= {c - GOD_BASE for pile in v.treasure for c in pile if c >= GOD_BASE}
    if v.kronos is not None:
        out.add(KRONOS)
    for f in v.frames:
        if f[0] in (GOD, COUNTER):
            out.add(f[2])
        elif f[0] == "kronos":
            out.add(KRONOS)
    return out


class _GodsUnseen(NamedTuple):
    """What a view says of the god cards it cannot see: those seen going to a hand, and the rest."""

    seen: dict[int, int]
    pool: list[int]


_last_unseen: tuple[MythView, _GodsUnseen] | None = None
"""The last view's unseen god cards: a search samples the same view thousands of times."""


def _gods_unseen(v: MythView) -> _GodsUnseen:
    global _last_unseen
    last = _last_unseen
    if last is not None and last[0] is v:
        return last[1]
    known = accounted_gods(v) | set(v.hand)
    if v.box is not None:
        known |= set(v.box)
    seen = {g: q for g, q in enumerate(v.seen_at) if q >= 0 and q != v.seat and g not in known}
    unseen = _GodsUnseen(seen, [g for g in range(GOD_COUNT) if g not in known and g not in seen])
    _last_unseen = (v, unseen)
    return unseen


def _sample_gods(s: MythState, v: MythView, rng: random.Random) -> None:
    """Deal the god cards the viewer cannot see into the other hands (by their counts) and the box."""
    n = v.players
    me = v.seat
    hand = list(v.hand)
    seen, pool = _gods_unseen(v)
    pool = pool[:]
    _shuffle(pool, rng)
    s.gods = [[] for _ in range(n)]
    pos = 0
    for q in range(n):
        if q == me:
            s.gods[q] = hand
            continue
        s.gods[q] = [g for g, at in seen.items() if at == q]
        k = v.god_counts[q] - len(s.gods[q])
        s.gods[q] += pool[pos:pos + k]
        pos += k
    s.box = list(v.box) if v.box is not None else pool[pos:]
    if v.box is None and len(s.box) != v.box_count or v.box is not None and pos != len(pool):
        raise ValueError("view is inconsistent: the god cards do not add up")
    s.hera = [-1] * n
    for q in range(n):
        if q == me:
            s.hera[q] = v.my_hera
        elif v.hera_set[q]:
            s.hera[q] = s.gods[q][int(rng.random() * len(s.gods[q]))]


# --- sampling --------------------------------------------------------------------------------
def _shuffle(cards: list[int], rng: random.Random) -> None:
    """Shuffle ``cards`` in place (Fisher-Yates on ``rng.random``, quicker than ``rng.shuffle``)."""
    rand = rng.random
    for i in range(len(cards) - 1):
        j = i + int(rand() * (len(cards) - i))
        cards[i], cards[j] = cards[j], cards[i]


def sample_state(v: MythView, rng: random.Random) -> MythState:
    """A full state consistent with ``v``: the unseen cards dealt at random to the face-down places.

    The sample's series stops after the game in progress: the games after it
    are dealt from cards nobody can know yet, so a search looks no further.
    """
    pool = list(v.unseen)
    size = len(pool)
    _shuffle(pool, rng)
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
    if v.variant != BATTLE:
        s.clear_battle()
        return s
    s.discard = list(v.discard)
    s.kronos = v.kronos
    s.frames = list(v.frames)
    s.power = list(v.power)
    s.orders = list(v.orders)
    s.free = v.free
    s.ares = v.ares
    s.lead_next = v.lead_next
    s.titan = v.titan
    s.forfeit = list(v.forfeit)
    s.poets = list(v.poets)
    s.seen_at = list(v.seen_at)
    s.why = v.why
    _sample_gods(s, v, rng)
    return s
