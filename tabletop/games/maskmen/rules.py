"""The rules of Maskmen (60-card edition), as a :class:`~tabletop.core.protocol.Game`.

A climbing game: each round the host opens with one to three cards of one
wrestler and the others must follow with a wrestler *stronger* than the one
on the table. Nobody knows the strength order at first; every play of one
more card fixes a new "weaker < stronger" pair (the strength-marker ladder)
for the rest of the season. The first player to empty their hand wins the
season. See ``docs/rules/maskmen.md`` for the rules in words and the rulings.

The state is plain data for the bots' search: a hand is a list of six counts,
the ladder two lists of bitmasks (``above[w]``: wrestlers known stronger than
``w``; ``below[w]``: known weaker), seats and wrestlers are ints.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.core import chance
from tabletop.core.protocol import (
    Action,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Result,
    Seat,
    check_seat,
    ranks_from_scores,
    seat_name,
)
from tabletop.games.maskmen.cards import (
    CARDS_PER_WRESTLER,
    HAND_SIZE,
    INDEX,
    MAX_PLAY,
    TITLE,
    WRESTLERS,
    W,
)

SEASONS = 4
"""Seasons in a game of 3-6 players."""

WINS_TO_WIN = 3
"""With two players, the first to win this many seasons wins the game."""

HOST_REASONS: dict[str, str] = {
    "random": "chosen at random to open the game",
    "last_placed": "last placed in the season before",
    "played_last": "played last in the round before",
    "after_out": "next with cards after the last player went out",
}
"""Why the host of the current round is the host (for the table and the log)."""

PASS = Action("pass", (), "Pass")
"""Throw in the towel: no more plays this round."""

PLAY: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("play", (name, c), f"Play {c}\u00d7 {TITLE[name]}") for c in range(MAX_PLAY + 1))
    for name in WRESTLERS
)
"""``PLAY[w][c]``: the action of playing ``c`` cards of wrestler ``w`` (``c`` from 1)."""


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _bits(mask: int) -> list[int]:
    return [w for w in range(W) if mask >> w & 1]


class MaskmenState:
    """The whole game: hands, the season's ladder, the round in progress and the scores."""

    __slots__ = (
        "above",
        "below",
        "counts",
        "hands",
        "host",
        "host_reason",
        "last",
        "markers",
        "minus1",
        "n",
        "out",
        "over",
        "passed",
        "pile",
        "played",
        "plus1",
        "plus2",
        "round_no",
        "scores",
        "season",
        "seed",
        "table_c",
        "table_w",
        "turn",
        "unused",
        "winners",
        "wins",
    )

    n: int
    hands: list[list[int]]
    """Per seat, cards held per wrestler."""
    counts: list[int]
    """Per seat, cards held in all."""
    unused: list[int]
    """Per wrestler, cards set aside face down this season (not dealt)."""
    played: list[int]
    """Per wrestler, cards played this season (the round's pile included)."""
    above: list[int]
    """Per wrestler, bitmask of wrestlers known to be stronger (transitively closed)."""
    below: list[int]
    """Per wrestler, bitmask of wrestlers known to be weaker."""
    markers: list[int]
    """Wrestlers whose marker is on the table, in the order they were placed."""
    host: int
    host_reason: str
    table_w: int
    """The wrestler on top of the round's pile, -1 before the host opens."""
    table_c: int
    last: int
    """The last seat that played this round, -1 before the host opens."""
    passed: int
    """Bitmask of seats that passed this round."""
    turn: int
    """The seat to act, -1 when the game is over."""
    pile: list[tuple[int, int, int]]
    """This round's plays: (seat, wrestler, count)."""
    out: list[int]
    """Seats that emptied their hand this season, in order."""
    season: int
    round_no: int
    scores: list[int]
    plus2: list[int]
    plus1: list[int]
    minus1: list[int]
    wins: list[int]
    winners: list[int]
    """The winner (first out) of each finished season."""
    over: bool
    seed: int
    """Seed of the season deals still to come."""


def follows(state: MaskmenState, hand: Sequence[int]) -> list[tuple[int, int]]:
    """The plays (wrestler, count) that may follow the wrestler on the table.

    As many of a wrestler known to beat it, or one more of a wrestler whose
    place on the ladder is not known yet (the challenge).
    """
    tw = state.table_w
    tc = state.table_c
    stronger = state.above[tw]
    known = stronger | state.below[tw] | (1 << tw)
    plays: list[tuple[int, int]] = []
    for w in range(W):
        k = hand[w]
        if not k:
            continue
        bit = 1 << w
        if stronger & bit:
            if k >= tc:
                plays.append((w, tc))
        elif not known & bit and tc < MAX_PLAY and k > tc:
            plays.append((w, tc + 1))
    return plays


def _clone(s: MaskmenState) -> MaskmenState:
    c = MaskmenState.__new__(MaskmenState)
    c.n = s.n
    c.hands = [h[:] for h in s.hands]
    c.counts = s.counts[:]
    c.unused = s.unused[:]
    c.played = s.played[:]
    c.above = s.above[:]
    c.below = s.below[:]
    c.markers = s.markers[:]
    c.host = s.host
    c.host_reason = s.host_reason
    c.table_w = s.table_w
    c.table_c = s.table_c
    c.last = s.last
    c.passed = s.passed
    c.turn = s.turn
    c.pile = s.pile[:]
    c.out = s.out[:]
    c.season = s.season
    c.round_no = s.round_no
    c.scores = s.scores[:]
    c.plus2 = s.plus2[:]
    c.plus1 = s.plus1[:]
    c.minus1 = s.minus1[:]
    c.wins = s.wins[:]
    c.winners = s.winners[:]
    c.over = s.over
    c.seed = s.seed
    return c


@dataclass(frozen=True)
class MaskmenView:
    """What one seat may see: its own hand, everyone's card counts, everything public.

    Wrestlers are named by their ids (``"blue"``); per-wrestler tuples follow
    the order of :data:`~tabletop.games.maskmen.cards.WRESTLERS`.
    """

    players: int
    seat: Seat | None
    hand: tuple[int, ...] | None
    """The viewer's cards per wrestler (None for a spectator)."""
    hand_counts: tuple[int, ...]
    played: tuple[int, ...]
    """Cards played this season per wrestler (face up, the round's pile included)."""
    unused: int
    """Cards set aside face down this season."""
    ladder: frozenset[tuple[str, str]]
    """Every known (weaker, stronger) pair this season, transitively closed."""
    markers: tuple[str, ...]
    """Wrestlers whose marker is on the table, in the order placed this season."""
    pile: tuple[tuple[Seat, str, int], ...]
    """This round's plays in order: (seat, wrestler, count); the last is on top."""
    host: Seat
    host_reason: str
    """A key of :data:`HOST_REASONS`."""
    passed: frozenset[Seat]
    to_act: Seat | None
    out: tuple[Seat, ...]
    """Seats that emptied their hand this season, in order."""
    season: int
    round: int
    scores: tuple[int, ...]
    counters: tuple[tuple[int, int, int], ...]
    """Per seat, how many +2, +1 and -1 counters."""
    wins: tuple[int, ...]
    season_winners: tuple[Seat, ...]
    over: bool
    _template: Any = field(default=None, compare=False, repr=False, hash=False)

    # --- conveniences for the table and the bots ----------------------------
    @property
    def table(self) -> tuple[str, int] | None:
        """The wrestler and count on top of the pile, or None before the host opens."""
        if not self.pile:
            return None
        _, name, count = self.pile[-1]
        return name, count

    @property
    def seasons(self) -> int | None:
        """Seasons in the game, or None with two players (first to three wins)."""
        return None if self.players == 2 else SEASONS

    def held(self, wrestler: str) -> int:
        """How many cards of ``wrestler`` the viewer holds."""
        return self.hand[INDEX[wrestler]] if self.hand is not None else 0

    def is_new(self, wrestler: str) -> bool:
        """Whether no card of ``wrestler`` has been played yet this season."""
        return self.played[INDEX[wrestler]] == 0

    def stronger_than(self, wrestler: str) -> list[str]:
        """Wrestlers known to beat ``wrestler``."""
        return [b for a, b in self.ladder if a == wrestler]

    def weaker_than(self, wrestler: str) -> list[str]:
        """Wrestlers known to lose to ``wrestler``."""
        return [a for a, b in self.ladder if b == wrestler]


class MaskmenGame(Game[MaskmenState, MaskmenView]):
    """Maskmen for 2-6 players."""

    id = "maskmen"
    name = "Maskmen"
    min_players = 2
    max_players = 6

    # --- setting up ------------------------------------------------------------
    def new(self, config: GameConfig, seed: int) -> MaskmenState:
        self.validate_config(config)
        n = config.players
        s = MaskmenState.__new__(MaskmenState)
        s.n = n
        s.seed = seed
        s.season = 1
        s.round_no = 0
        s.scores = [0] * n
        s.plus2 = [0] * n
        s.plus1 = [0] * n
        s.minus1 = [0] * n
        s.wins = [0] * n
        s.winners = []
        s.over = False
        host = random.Random(f"maskmen:{seed}:host").randrange(n)
        _deal(s)
        _start_round(s, host, "random")
        return s

    def opening_events(self, state: MaskmenState) -> list[Event]:
        """Setup's news for the log: the first host was chosen at random."""
        return [
            Event(
                "host",
                f"{seat_name(state.host)} is chosen at random to host the first round.",
                data={"seat": state.host, "reason": state.host_reason},
            )
        ]

    # --- asking ----------------------------------------------------------------
    def to_act(self, state: MaskmenState) -> Seat | None:
        return None if state.over else state.turn

    def is_over(self, state: MaskmenState) -> bool:
        return state.over

    def clone(self, state: MaskmenState) -> MaskmenState:
        return _clone(state)

    def legal_actions(self, state: MaskmenState) -> list[Action]:
        if state.over:
            return []
        hand = state.hands[state.turn]
        tw = state.table_w
        out: list[Action] = []
        if tw < 0:
            played = state.played
            for w in range(W):
                k = hand[w]
                if k:
                    plays = PLAY[w]
                    if not played[w]:
                        out.append(plays[1])
                    else:
                        out.extend(plays[1 : (min(MAX_PLAY, k)) + 1])
            return out
        out.extend(PLAY[w][c] for w, c in follows(state, hand))
        out.append(PASS)
        return out

    def why_illegal(self, state: MaskmenState, action: Action) -> str | None:
        """A short reason why ``action`` may not be played now, or None if it may."""
        if state.over:
            return "The game is over."
        if action.kind == "pass":
            if action.args:
                return "Pass takes no arguments."
            if state.table_w < 0:
                return "The host opens the round and may not pass."
            return None
        if action.kind != "play":
            return f"Unknown action {action.kind!r}."
        if len(action.args) != 2:
            return "Say which wrestler and how many cards."
        name, count = action.args
        if not isinstance(name, str) or name not in INDEX:
            return f"There is no wrestler {name!r}."
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_PLAY:
            return f"Play 1 to {MAX_PLAY} cards at once."
        w = INDEX[name]
        title = TITLE[name]
        held = state.hands[state.turn][w]
        if held < count:
            return f"You hold only {held} {title}." if held else f"You hold no {title}."
        tw = state.table_w
        if tw < 0:
            if not state.played[w] and count > 1:
                return f"{title} is new this season: open with one card."
            return None
        top = TITLE[WRESTLERS[tw]]
        tc = state.table_c
        if w == tw:
            return f"{top} is already on the table: follow with a stronger wrestler."
        if state.below[tw] >> w & 1:
            return f"{title} is known to be weaker than {top}."
        if state.above[tw] >> w & 1:
            if count != tc:
                return f"{title} is known to beat {top}: play exactly {_cards(tc)}."
            return None
        if tc >= MAX_PLAY:
            return (
                f"{top} was played {MAX_PLAY} at once: only a wrestler known to beat it may follow."
            )
        if count != tc + 1:
            return f"To show {title} beats {top}, play one card more: {_cards(tc + 1)}."
        return None

    def why_not(self, view: MaskmenView, action: Action) -> str | None:
        """Why the viewer of ``view`` may not play ``action`` now (None: it may).

        The view's public state holds the viewer's own hand and nothing hidden.
        """
        if view.over:
            return "The game is over."
        if view.seat is None or view.to_act != view.seat:
            return "It is not your turn."
        return self.why_illegal(_public_state(view), action)

    def players(self, state: MaskmenState) -> int:
        return state.n

    def chance_seed(self, state: MaskmenState) -> int:
        """The seed of the season deals still to come."""
        return state.seed

    # --- acting ----------------------------------------------------------------
    def apply(self, state: MaskmenState, action: Action) -> list[Event]:
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        events: list[Event] = []
        if action.kind == "pass":
            _pass(state, events)
        else:
            name, count = action.args
            assert isinstance(name, str) and isinstance(count, int)
            _play(state, INDEX[name], count, events)
        return events

    def advance(self, state: MaskmenState, action: Action) -> None:
        if action is PASS or action.kind == "pass":
            _pass(state, None)
        else:
            args = action.args
            _play(state, INDEX[args[0]], args[1], None)  # type: ignore[index, arg-type]

    # --- seeing ----------------------------------------------------------------
    def view(self, state: MaskmenState, seat: Seat | None) -> MaskmenView:
        check_seat(seat, state.n)
        names = WRESTLERS
        ladder = frozenset(
            (names[a], names[b]) for a in range(W) for b in range(W) if state.above[a] >> b & 1
        )
        return MaskmenView(
            players=state.n,
            seat=seat,
            hand=tuple(state.hands[seat]) if seat is not None else None,
            hand_counts=tuple(state.counts),
            played=tuple(state.played),
            unused=sum(state.unused),
            ladder=ladder,
            markers=tuple(names[w] for w in state.markers),
            pile=tuple((p, names[w], c) for p, w, c in state.pile),
            host=state.host,
            host_reason=state.host_reason,
            passed=frozenset(p for p in range(state.n) if state.passed >> p & 1),
            to_act=None if state.over else state.turn,
            out=tuple(state.out),
            season=state.season,
            round=state.round_no,
            scores=tuple(state.scores),
            counters=tuple(zip(state.plus2, state.plus1, state.minus1)),
            wins=tuple(state.wins),
            season_winners=tuple(state.winners),
            over=state.over,
        )

    def sample(self, view: MaskmenView, rng: random.Random) -> MaskmenState:
        """A full state matching ``view``: unseen cards dealt at random to the hidden hands.

        The unseen cards are those neither played this season nor in the
        viewer's hand; they go to the other hands (by their known counts) and
        the set-aside pile. Future seasons get a fresh random seed, so the
        real deals are never read.
        """
        template: MaskmenState | None = view._template
        if template is None:
            template = _public_state(view)
            object.__setattr__(view, "_template", template)
        s = _clone(template)
        pool: list[int] = []
        for w in range(W):
            k = s.unused[w]
            if k:
                pool.extend([w] * k)
        s.unused = [0] * W
        rand = rng.random
        for i in range(len(pool) - 1, 0, -1):  # Fisher-Yates, quicker than rng.shuffle
            j = int(rand() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        i = 0
        mine = view.seat
        for p in range(s.n):
            if p == mine:
                continue
            hand = s.hands[p]
            k = s.counts[p]
            for w in pool[i : i + k]:
                hand[w] += 1
            i += k
        unused = s.unused
        for w in pool[i:]:
            unused[w] += 1
        s.seed = chance.new_seed(rng)
        return s

    # --- ending ----------------------------------------------------------------
    def result(self, state: MaskmenState) -> Result:
        n = state.n
        keys, ranks, winners = _standings(state)
        return Result(
            scores=tuple(float(x) for x in state.scores),
            ranks=ranks,
            winners=winners,
            breakdown=tuple(_breakdown(state, p) for p in range(n)),
            summary=_summary(state, keys, winners),
            score_label="Points",
        )

    def default_config(self, players: int) -> GameConfig:
        return GameConfig(players=players)

    def validate_config(self, config: GameConfig) -> None:
        super().validate_config(config)
        if config.options:
            raise ValueError(f"Maskmen has no options, not {', '.join(sorted(config.options))}")


def _breakdown(state: MaskmenState, p: int) -> dict[str, float]:
    """How many counters of each kind seat ``p`` holds; with two players, the seasons won.

    Two players play for seasons (first to three); their counters only mirror the seasons, so
    the seasons are what the result shows.
    """
    if state.n == 2:
        return {"Seasons won": float(state.wins[p])}
    return {
        "+2 counters": float(state.plus2[p]),
        "+1 counters": float(state.plus1[p]),
        "-1 counters": float(state.minus1[p]),
    }


def _standings(state: MaskmenState) -> tuple[list[tuple[Any, ...]], tuple[int, ...], tuple[int, ...]]:
    """Each seat's ranking key (seasons won to the goal with 2 players, points, +2 counters, latest
    season won), the ranks, and the winners (none before the end)."""

    def latest_win(p: int) -> int:
        for index in range(len(state.winners) - 1, -1, -1):
            if state.winners[index] == p:
                return index
        return -1

    keys: list[tuple[Any, ...]] = [
        (state.wins[p] >= WINS_TO_WIN if state.n == 2 else 0, state.scores[p], state.plus2[p], latest_win(p))
        for p in range(state.n)
    ]
    ranks = ranks_from_scores(keys)
    winners = tuple(p for p in range(state.n) if ranks[p] == 0) if state.over else ()
    return keys, ranks, winners


def _summary(state: MaskmenState, keys: list[tuple[Any, ...]], winners: tuple[int, ...]) -> str:
    if not winners:
        return "The game is not over."
    names = " and ".join(seat_name(p) for p in winners)
    verb = "share the win" if len(winners) > 1 else "wins"
    if state.n == 2:
        return f"{names} {verb}, first to win {WINS_TO_WIN} seasons."
    best = keys[winners[0]]
    rivals = [k for p, k in enumerate(keys) if p not in winners and k[1] == best[1]]
    if not rivals or len(winners) > 1:
        return f"{names} {verb} with {best[1]} points."
    if any(k[2] == best[2] for k in rivals):
        return f"{names} {verb}: tied on {best[1]} points and on +2 counters, but won a later season."
    return f"{names} {verb}: tied on {best[1]} points, but with more +2 counters."


# --- the rules, as plain functions on the state ----------------------------------


def _deal(s: MaskmenState) -> None:
    """Shuffle all sixty cards and deal this season's hands; the rest is set aside."""
    n = s.n
    deck = [w for w in range(W) for _ in range(CARDS_PER_WRESTLER)]
    random.Random(f"maskmen:{s.seed}:season:{s.season}").shuffle(deck)
    size = HAND_SIZE[n]
    s.hands = []
    for p in range(n):
        hand = [0] * W
        for w in deck[p * size : (p + 1) * size]:
            hand[w] += 1
        s.hands.append(hand)
    s.counts = [size] * n
    s.unused = [0] * W
    for w in deck[n * size :]:
        s.unused[w] += 1
    s.played = [0] * W
    s.above = [0] * W
    s.below = [0] * W
    s.markers = []
    s.out = []


def _start_round(s: MaskmenState, host: int, reason: str) -> None:
    s.host = host
    s.host_reason = reason
    s.turn = host
    s.table_w = -1
    s.table_c = 0
    s.last = -1
    s.passed = 0
    s.pile = []
    s.round_no += 1


def _learn(s: MaskmenState, weaker: int, stronger: int, collect: bool = True) -> list[tuple[int, int]]:
    """Record ``weaker < stronger`` and everything it implies; returns the new pairs if ``collect``."""
    lows = s.below[weaker] | (1 << weaker)
    highs = s.above[stronger] | (1 << stronger)
    above = s.above
    below = s.below
    new: list[tuple[int, int]] = []
    for a in range(W):
        if lows >> a & 1:
            if collect:
                fresh = highs & ~above[a]
                if fresh:
                    new.extend((a, b) for b in _bits(fresh))
            above[a] |= highs
    for b in range(W):
        if highs >> b & 1:
            below[b] |= lows
    return new


def _play(s: MaskmenState, w: int, c: int, ev: list[Event] | None) -> None:
    p = s.turn
    s.hands[p][w] -= c
    s.counts[p] -= c
    first = not s.played[w]
    s.played[w] += c
    tw = s.table_w
    if first:
        s.markers.append(w)
    pairs: list[tuple[int, int]] = []
    if tw >= 0 and not s.above[tw] >> w & 1:
        pairs = _learn(s, tw, w, ev is not None)
    if ev is not None:
        name = WRESTLERS[w]
        over = WRESTLERS[tw] if tw >= 0 else None
        ev.append(
            Event(
                "play",
                f"{seat_name(p)} plays {c}\u00d7 {TITLE[name]}"
                + (f" on {TITLE[over]}." if over else " to open the round."),
                data={"seat": p, "wrestler": name, "count": c, "over": over},
            )
        )
        if first or pairs:
            if pairs:
                text = f"{TITLE[name]} is stronger than {TITLE[WRESTLERS[tw]]}"
                extra = [(a, b) for a, b in pairs if (a, b) != (tw, w)]
                if extra:
                    text += " (so also " + ", ".join(
                        f"{TITLE[WRESTLERS[b]]} > {TITLE[WRESTLERS[a]]}" for a, b in extra
                    ) + ")"
                text += "."
            else:
                text = f"{TITLE[name]}'s marker is placed."
            ev.append(
                Event(
                    "marker",
                    text,
                    data={
                        "wrestler": name,
                        "first": first,
                        "pairs": [[WRESTLERS[a], WRESTLERS[b]] for a, b in pairs],
                    },
                )
            )
    s.table_w = w
    s.table_c = c
    s.last = p
    s.pile.append((p, w, c))
    if not s.counts[p]:
        s.out.append(p)
        if ev is not None:
            place = len(s.out)
            ev.append(
                Event(
                    "out",
                    f"{seat_name(p)} is out of cards ({_ordinal(place)}).",
                    data={"seat": p, "place": place},
                )
            )
        if sum(1 for k in s.counts if k) == 1:
            _end_season(s, ev)
            return
    _next_turn(s, p, ev)


def _pass(s: MaskmenState, ev: list[Event] | None) -> None:
    p = s.turn
    s.passed |= 1 << p
    if ev is not None:
        ev.append(Event("pass", f"{seat_name(p)} passes.", data={"seat": p}))
    _next_turn(s, p, ev)


def _next_turn(s: MaskmenState, p: int, ev: list[Event] | None) -> None:
    """Hand the turn on clockwise from ``p``, or end the round when everyone else passed."""
    n = s.n
    counts = s.counts
    passed = s.passed
    nxt = -1
    for step in range(1, n + 1):
        q = (p + step) % n
        if counts[q] and not passed >> q & 1:
            nxt = q
            break
    last = s.last
    if nxt >= 0 and nxt != last:
        s.turn = nxt
        return
    if nxt == last:
        host, reason = last, "played_last"
    else:
        # The last player went out and everyone else passed.
        host = next(q for q in ((last + k) % n for k in range(1, n)) if counts[q])
        reason = "after_out"
    if ev is not None:
        ev.append(
            Event(
                "round_end",
                f"Everyone else passed: {seat_name(host)} hosts the next round.",
                data={"host": host, "reason": reason},
            )
        )
    _start_round(s, host, reason)


def _end_season(s: MaskmenState, ev: list[Event] | None) -> None:
    n = s.n
    loser = next(p for p in range(n) if s.counts[p])
    first = s.out[0]
    points = [0] * n
    points[first] = 2
    s.plus2[first] += 1
    if n >= 3:
        second = s.out[1]
        points[second] = 1
        s.plus1[second] += 1
    points[loser] = -1
    s.minus1[loser] += 1
    for p in range(n):
        s.scores[p] += points[p]
    s.wins[first] += 1
    s.winners.append(first)
    if ev is not None:
        ev.append(
            Event(
                "season_end",
                f"Season {s.season} ends: {seat_name(first)} wins it, "
                f"{seat_name(loser)} is left holding cards.",
                data={"season": s.season, "points": points, "scores": s.scores[:], "winner": first,
                      "last": loser, "out": s.out[:], "left": s.counts[loser], "wins": s.wins[:]},
            )
        )
    over = s.wins[first] >= WINS_TO_WIN if n == 2 else s.season >= SEASONS
    if over:
        s.over = True
        s.turn = -1
        if ev is not None:
            keys, _, winners = _standings(s)
            ev.append(Event("game_over", _summary(s, keys, winners), data={"scores": s.scores[:]}))
        return
    s.season += 1
    s.round_no = 0  # rounds are counted per season
    _deal(s)
    _start_round(s, loser, "last_placed")
    if ev is not None:
        ev.append(
            Event(
                "deal",
                f"Season {s.season}: new hands are dealt; {seat_name(loser)}, last placed, hosts.",
                barrier=True,
                data={"season": s.season, "host": loser},
            )
        )


def _ordinal(k: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(k, f"{k}th")


def _public_state(view: MaskmenView) -> MaskmenState:
    """A state holding only what ``view`` shows; hidden hands empty, the unseen cards in ``unused``.

    :meth:`MaskmenGame.sample` deals the unseen cards out of ``unused``.
    """
    n = view.players
    s = MaskmenState.__new__(MaskmenState)
    s.n = n
    s.hands = [[0] * W for _ in range(n)]
    if view.seat is not None and view.hand is not None:
        s.hands[view.seat] = list(view.hand)
    s.counts = list(view.hand_counts)
    s.played = list(view.played)
    unseen = [CARDS_PER_WRESTLER - view.played[w] - s.hands[view.seat][w] if view.seat is not None
              else CARDS_PER_WRESTLER - view.played[w] for w in range(W)]
    s.unused = unseen
    s.above = [0] * W
    s.below = [0] * W
    for a, b in view.ladder:
        s.above[INDEX[a]] |= 1 << INDEX[b]
        s.below[INDEX[b]] |= 1 << INDEX[a]
    s.markers = [INDEX[m] for m in view.markers]
    s.host = view.host
    s.host_reason = view.host_reason
    s.pile = [(p, INDEX[name], c) for p, name, c in view.pile]
    if s.pile:
        s.last, s.table_w, s.table_c = s.pile[-1]
    else:
        s.last, s.table_w, s.table_c = -1, -1, 0
    s.passed = sum(1 << p for p in view.passed)
    s.turn = view.to_act if view.to_act is not None else -1
    s.out = list(view.out)
    s.season = view.season
    s.round_no = view.round
    s.scores = list(view.scores)
    s.plus2 = [c[0] for c in view.counters]
    s.plus1 = [c[1] for c in view.counters]
    s.minus1 = [c[2] for c in view.counters]
    s.wins = list(view.wins)
    s.winners = list(view.season_winners)
    s.over = view.over
    s.seed = 0
    return s


GAME = MaskmenGame()
"""The Maskmen rules, as the registry finds them."""

