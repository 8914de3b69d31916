"""The rules of Domains of Meh.

Each seat plays one army with a deck of nine soldiers (sizes 1-3). On a turn
a seat sends one card from its hand to a territory of the 3x4 map (claiming
it if empty, or chasing off a smaller army), or puts a card on the bottom of
its deck, then draws. The game ends when every territory is held, when every
deck is empty, or when a full round passes without an army being sent.
``docs/rules/meh.md`` lists the rules and our rulings.

The state is plain data for speed: sizes are ints, the board is two lists of
twelve ints (owner seat or -1, size or 0), decks are lists with the top card
at the end. All randomness (map, decks, first player) is drawn in :meth:`MehGame.new`;
nothing random happens afterwards.

Events: ``first``, ``place``, ``discard``, ``bottom``, ``draw``, ``pass``,
``last_round`` and ``game_over``. ``bottom`` and ``draw`` come as a public event (data: seat)
followed by a private one that adds the card's ``size``, visible to that seat
only; a table that sees both should animate from the private one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core.protocol import (
    Action,
    Event,
    Game,
    GameConfig,
    Result,
    Seat,
    check_seat,
    ranks_from_scores,
    seat_name,
)
from tabletop.core.words import counted
from tabletop.games.meh.cards import (
    ARMIES,
    COLS,
    HAND_SIZE,
    ROWS,
    SINGULAR,
    SOLDIER_DECK,
    TERRAINS,
    TERRITORY_CARDS,
    WINS_TIES,
)

__all__ = [
    "ARMIES",
    "COLS",
    "GAME",
    "NEIGHBOURS",
    "ROWS",
    "TERRAINS",
    "MehGame",
    "MehState",
    "MehView",
    "adjacent",
    "breakdown",
    "explain_score",
    "largest_regions",
    "last_round_reason",
    "regions",
    "score_parts",
    "scores",
    "seat_name",
    "where",
]

CELLS = ROWS * COLS
ALL_HELD = (1 << CELLS) - 1
DWARVES, ELVES, HUMANS, ORCS = range(4)

END_ALL_HELD = "every territory is held"
END_DECKS_EMPTY = "every deck is empty"
END_QUIET_ROUND = "a full round passed without an army being sent"


def _neighbours(index: int) -> tuple[int, ...]:
    row, col = divmod(index, COLS)
    out = []
    if row > 0:
        out.append(index - COLS)
    if col > 0:
        out.append(index - 1)
    if col < COLS - 1:
        out.append(index + 1)
    if row < ROWS - 1:
        out.append(index + COLS)
    return tuple(out)


_ADJ: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(CELLS))
NEIGHBOURS = _ADJ
"""Per territory, its orthogonal neighbours (the table behind :func:`adjacent`)."""


def adjacent(index: int) -> tuple[int, ...]:
    """The orthogonal neighbours of territory ``index`` (row-major), ascending."""
    if not 0 <= index < CELLS:
        raise ValueError(f"no territory {index}")
    return _ADJ[index]


def regions(terrain: Sequence[Any]) -> list[list[int]]:
    """The regions of a map: connected groups of same-terrain territories.

    ``terrain`` gives the 12 territories' terrains (names or indices). Each
    region is sorted; regions are ordered by their first territory.
    """
    if len(terrain) != CELLS:
        raise ValueError(f"a map has {CELLS} territories, not {len(terrain)}")
    seen = [False] * CELLS
    out: list[list[int]] = []
    for start in range(CELLS):
        if seen[start]:
            continue
        seen[start] = True
        group = [start]
        stack = [start]
        while stack:
            here = stack.pop()
            for nxt in _ADJ[here]:
                if not seen[nxt] and terrain[nxt] == terrain[start]:
                    seen[nxt] = True
                    group.append(nxt)
                    stack.append(nxt)
        out.append(sorted(group))
    return out


def largest_regions(terrain: Sequence[Any]) -> list[list[int]]:
    """The regions of the largest size (several when tied)."""
    groups = regions(terrain)
    best = max(len(g) for g in groups)
    return [g for g in groups if len(g) == best]


def where(index: int, terrain_name: str) -> str:
    """Readable place of a territory: "the snow at row 2, column 1"."""
    row, col = divmod(index, COLS)
    return f"the {terrain_name} at row {row + 1}, column {col + 1}"


PASS = Action("pass", (), label="Pass (no cards left)")
BOTTOM: tuple[Action, ...] = tuple(
    Action("bottom", (size,), label=f"Put a {size} on the bottom of your deck") for size in range(4)
)


class _Layout:
    """Per-map constants shared by every clone: terrain, largest regions, place actions."""

    __slots__ = ("largest", "place", "terrain")

    def __init__(self, terrain: tuple[int, ...]) -> None:
        self.terrain = terrain
        self.largest: tuple[tuple[int, ...], ...] = tuple(tuple(g) for g in largest_regions(terrain))
        self.place: tuple[tuple[Action, ...], ...] = tuple(
            tuple(
                Action("place", (size, t), label=f"Send a {size} to {where(t, TERRAINS[terrain[t]])}")
                for t in range(CELLS)
            )
            for size in range(4)
        )


_LAYOUTS: dict[tuple[int, ...], _Layout] = {}


def _layout(terrain: tuple[int, ...]) -> _Layout:
    layout = _LAYOUTS.get(terrain)
    if layout is None:
        if len(_LAYOUTS) > 4096:
            _LAYOUTS.clear()
        layout = _LAYOUTS[terrain] = _Layout(terrain)
    return layout


class MehState:
    """The whole game, hidden cards included. Plain lists and ints; see the module docstring."""

    __slots__ = (
        "armies",
        "current",
        "decks",
        "discards",
        "first",
        "hands",
        "known",
        "layout",
        "occupied",
        "over",
        "owner",
        "players",
        "quiet",
        "reason",
        "size",
        "stock",
        "ties",
        "turn",
    )

    players: int
    armies: tuple[int, ...]  # army index per seat
    ties: tuple[bool, ...]  # whether the seat wins ties as an attacker
    layout: _Layout
    owner: list[int]  # per territory: seat holding it, or -1
    size: list[int]  # per territory: size of the card on it, or 0
    occupied: int  # a bit per territory held: bit t is set when territory t is held
    hands: list[list[int]]
    decks: list[list[int]]  # top card last
    discards: list[list[int]]
    known: list[int]  # per seat: cards at the bottom of its deck that the seat knows
    stock: int  # cards in all decks together
    current: int
    first: int
    turn: int
    quiet: int  # consecutive turns in which no army was sent
    over: bool
    reason: str

    def clone(self) -> MehState:
        c = MehState.__new__(MehState)
        c.players = self.players
        c.armies = self.armies
        c.ties = self.ties
        c.layout = self.layout
        c.owner = self.owner[:]
        c.size = self.size[:]
        c.occupied = self.occupied
        c.hands = [h[:] for h in self.hands]
        c.decks = [d[:] for d in self.decks]
        c.discards = [d[:] for d in self.discards]
        c.known = self.known[:]
        c.stock = self.stock
        c.current = self.current
        c.first = self.first
        c.turn = self.turn
        c.quiet = self.quiet
        c.over = self.over
        c.reason = self.reason
        return c

    @property
    def terrain(self) -> tuple[int, ...]:
        return self.layout.terrain

    def snapshot(self) -> tuple[Any, ...]:
        """Everything in the state as nested tuples, for comparisons in tests."""
        return (
            self.players,
            self.armies,
            self.layout.terrain,
            tuple(self.owner),
            tuple(self.size),
            self.occupied,
            tuple(tuple(h) for h in self.hands),
            tuple(tuple(d) for d in self.decks),
            tuple(tuple(d) for d in self.discards),
            tuple(self.known),
            self.current,
            self.first,
            self.turn,
            self.quiet,
            self.over,
            self.reason,
        )


@dataclass(frozen=True)
class MehView:
    """What one seat may see. ``viewer`` None is a spectator (no hand).

    ``board`` holds ``(owner seat, size)`` or None per territory. ``known_bottom``
    are the viewer's own cards that it put on the bottom of its deck and has
    not drawn again, bottom-most first; ``bottom_counts`` says how many such
    cards each seat has (public: everyone saw the cards go under). ``quiet``
    counts the turns in a row in which no army was sent.
    """

    viewer: Seat | None
    players: int
    armies: tuple[str, ...]
    terrain: tuple[str, ...]
    board: tuple[tuple[int, int] | None, ...]
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    deck_counts: tuple[int, ...]
    discards: tuple[tuple[int, ...], ...]
    current: int
    to_act: Seat | None
    turn: int
    over: bool
    scores: tuple[int, ...]
    first: int = 0
    quiet: int = 0
    known_bottom: tuple[int, ...] = ()
    bottom_counts: tuple[int, ...] = ()
    reason: str = ""

    @property
    def last_round(self) -> str | None:
        """Why the last round has begun (the game can end before the seat to act plays again), or None."""
        if self.over:
            return None
        return last_round_reason(self.deck_counts, sum(1 for cell in self.board if cell is None), self.players)


def last_round_reason(deck_counts: Sequence[int], empty: int, players: int) -> str | None:
    """Why the game can end within one round now, before the seat to act plays again; None if it cannot.

    It can when every player in turn sending an army would end it: no more territories are empty
    than there are players (they could all be taken), or no deck holds more than one card (each
    turn draws one). The quiet-round end is left out: it is always possible. Neither count ever
    goes up, so once the last round has begun it stays begun (ruling 17).
    """
    if empty <= players:
        return "only 1 territory is empty" if empty == 1 else f"only {empty} territories are empty"
    if max(deck_counts, default=0) <= 1:
        return "no deck holds more than one card"
    return None


def _last_round(state: MehState) -> str | None:
    return last_round_reason([len(d) for d in state.decks], CELLS - state.occupied.bit_count(), state.players)


def _armies_of(config: GameConfig) -> list[str]:
    raw = config.options.get("armies")
    if raw is None:
        return list(ARMIES[: config.players])
    return [str(a) for a in raw]


def score_parts(state: MehState) -> list[tuple[int, int]]:
    """Per seat, (territories held, army bonus) if the game ended now."""
    return _score_parts(state.owner, state.layout, state.armies, state.players)


def _score_parts(owner: Sequence[int], layout: _Layout, armies: Sequence[int], players: int) -> list[tuple[int, int]]:
    """Per seat, (territories held, army bonus) on a map whose territories ``owner`` holds (-1: nobody)."""
    terrain = layout.terrain
    counts = [0] * players
    bonus = [0] * players
    kinds = [0] * players  # per seat, a bit per terrain held
    for t in range(CELLS):
        o = owner[t]
        if o < 0:
            continue
        counts[o] += 1
        army = armies[o]
        if army == DWARVES:
            kinds[o] |= 1 << terrain[t]
        elif army != ELVES:
            near = False
            for u in _ADJ[t]:
                if owner[u] >= 0:
                    near = True
                    break
            if near == (army == HUMANS):  # Humans want a neighbour, Orcs want none
                bonus[o] += 1
    for seat in range(players):
        n = counts[seat]
        if not n:
            continue
        army = armies[seat]
        if army == DWARVES:
            if kinds[seat] in (1, 2, 4):  # a single terrain
                bonus[seat] = n * n
        elif army == ELVES:
            for region in layout.largest:
                tally = [0] * players
                for t in region:
                    if owner[t] >= 0:
                        tally[owner[t]] += 1
                mine = tally[seat]
                tally[seat] = 0
                if mine > max(tally):
                    bonus[seat] = n
                    break
    return list(zip(counts, bonus))


def scores(state: MehState) -> list[int]:
    """Each seat's score if the game ended now."""
    return [a + b for a, b in score_parts(state)]


BONUS_NAMES: tuple[str, ...] = tuple(f"{SINGULAR[army]} bonus" for army in ARMIES)


def breakdown(state: MehState) -> list[dict[str, int]]:
    """Per seat, an ordered mapping of scoring rule to points."""
    names = BONUS_NAMES
    armies = state.armies
    return [
        {"Territories": n, names[armies[seat]]: bonus} for seat, (n, bonus) in enumerate(score_parts(state))
    ]


def _last_round_events(state: MehState) -> list[Event]:
    """The news that the last round begins with the seat to act, if it has begun (told to that seat as "you")."""
    reason = _last_round(state)
    if reason is None:
        return []
    seat = state.current
    who = seat_name(seat)
    data = {"seat": seat, "reason": reason}
    return [
        Event(
            "last_round",
            f"The last round begins with {who}: {reason}, so the game can end before {who} plays again.",
            data=data,
            hidden_from=frozenset({seat}),
        ),
        Event(
            "last_round",
            f"The last round begins with you: {reason}, so the game can end before you play again.",
            data=data,
            visible_to=frozenset({seat}),
        ),
    ]


def explain_score(view: MehView, seat: Seat) -> tuple[tuple[str, int], ...]:
    """``seat``'s score if the game ended now, part by part: (what the points are for, points)."""
    check_seat(seat, view.players)
    owner = [cell[0] if cell is not None else -1 for cell in view.board]
    terrain = tuple(TERRAINS.index(name) for name in view.terrain)
    layout = _layout(terrain)
    armies = tuple(ARMIES.index(name) for name in view.armies)
    held, bonus = _score_parts(owner, layout, armies, view.players)[seat]
    army = ARMIES[armies[seat]]
    one = SINGULAR[army]
    cards = counted(held, one + " card")
    if held == 0:
        why = f"no {one} card on the map"
    elif army == "dwarves":
        kinds = sorted({view.terrain[t] for t in range(CELLS) if owner[t] == seat})
        why = (f"all on {kinds[0]}: +{held} for each of {cards}" if len(kinds) == 1
               else f"land on {' and '.join(kinds)}, not one terrain")
    elif army == "elves":
        size = len(layout.largest[0])
        why = (f"controls a largest region ({size} cards): +1 for each of {cards}" if bonus
               else f"controls no largest region ({size} cards): hold more of one than anyone")
    elif army == "humans":
        why = f"{bonus} of {cards} next to an army"
    else:
        why = f"{bonus} of {cards} with no army next to it"
    territories = f"{held} territor{'y' if held == 1 else 'ies'} held, 1 point each"
    return ((territories, held), (f"{BONUS_NAMES[armies[seat]]}: {why}", bonus))


class _SamplePlan:
    """The parts of a determinisation fixed by a view, worked out once per view."""

    __slots__ = (
        "armies",
        "discards",
        "known",
        "layout",
        "occupied",
        "owner",
        "players",
        "seats",
        "size",
        "stock",
        "ties",
    )

    def __init__(self, view: MehView) -> None:
        players = view.players
        self.players = players
        self.armies = tuple(ARMIES.index(a) for a in view.armies)
        self.ties = tuple(WINS_TIES[a] for a in view.armies)
        self.layout = _layout(tuple(TERRAINS.index(k) for k in view.terrain))
        self.owner = [-1] * CELLS
        self.size = [0] * CELLS
        left = [[0, 3, 3, 3] for _ in range(players)]
        for t, cell in enumerate(view.board):
            if cell is not None:
                o, z = cell
                self.owner[t] = o
                self.size[t] = z
                left[o][z] -= 1
        self.occupied = sum(1 << t for t, cell in enumerate(view.board) if cell is not None)
        self.discards = [list(pile) for pile in view.discards]
        #: per seat: (hand if known, known bottom cards, unseen cards, hand size)
        self.seats: list[tuple[list[int] | None, list[int], list[int], int]] = []
        for seat in range(players):
            counts = left[seat]
            for z in view.discards[seat]:
                counts[z] -= 1
            fixed: list[int] | None = None
            bottom: list[int] = []
            if seat == view.viewer:
                fixed = list(view.hand)
                bottom = list(view.known_bottom)
                for z in fixed + bottom:
                    counts[z] -= 1
            if min(counts) < 0:
                raise ValueError(f"view is inconsistent: seat {seat} has more cards than its deck")
            unseen = [z for z in (1, 2, 3) for _ in range(counts[z])]
            in_hand = view.hand_counts[seat]
            hand_size = len(fixed) if fixed is not None else in_hand
            deck_size = len(unseen) + len(bottom) - (0 if fixed is not None else in_hand)
            if hand_size != in_hand or deck_size != view.deck_counts[seat]:
                raise ValueError(f"view is inconsistent: seat {seat}'s card counts do not add up")
            self.seats.append((fixed, bottom, unseen, in_hand))
        self.known = list(view.bottom_counts) if view.bottom_counts else [0] * players
        self.stock = sum(view.deck_counts)


class MehGame(Game[MehState, MehView]):
    id = "meh"
    name = "Domains of Meh"
    min_players = 2
    max_players = 4

    def __init__(self) -> None:
        # the last view sampled and its plan, as one tuple so that threads never see half of it
        self._plan_cache: tuple[MehView, _SamplePlan] | None = None

    # --- setup ---------------------------------------------------------------
    def default_config(self, players: int) -> GameConfig:
        return GameConfig(players=players, options={"armies": list(ARMIES[:players])})

    def validate_config(self, config: GameConfig) -> None:
        super().validate_config(config)
        unknown = set(config.options) - {"armies"}
        if unknown:
            raise ValueError(f"unknown Domains of Meh option(s): {', '.join(sorted(unknown))}; known: armies")
        armies = _armies_of(config)
        if len(armies) != config.players:
            raise ValueError(f"{len(armies)} armies for {config.players} players")
        for army in armies:
            if army not in ARMIES:
                raise ValueError(f"unknown army {army!r}; choose from {', '.join(ARMIES)}")
        if len(set(armies)) != len(armies):
            raise ValueError("each player needs a different army")
        if config.teams is not None and len(set(config.teams)) != len(config.teams):
            raise ValueError("Domains of Meh is played without teams")

    def new(self, config: GameConfig, seed: int) -> MehState:
        self.validate_config(config)
        rng = random.Random(seed)
        armies = tuple(ARMIES.index(a) for a in _armies_of(config))
        terrain_cards = [TERRAINS.index(name) for name, count in TERRITORY_CARDS for _ in range(count)]
        rng.shuffle(terrain_cards)
        s = MehState()
        s.players = config.players
        s.armies = armies
        s.ties = tuple(WINS_TIES[ARMIES[a]] for a in armies)
        s.layout = _layout(tuple(terrain_cards))
        s.owner = [-1] * CELLS
        s.size = [0] * CELLS
        s.occupied = 0
        s.hands = []
        s.decks = []
        for army in armies:
            deck = list(SOLDIER_DECK)
            rng.shuffle(deck)
            draw = HAND_SIZE[ARMIES[army]]
            s.hands.append(deck[-draw:][::-1])
            s.decks.append(deck[:-draw])
        s.discards = [[] for _ in armies]
        s.known = [0] * config.players
        s.stock = sum(len(d) for d in s.decks)
        s.first = s.current = rng.randrange(config.players)
        s.turn = 0
        s.quiet = 0
        s.over = False
        s.reason = ""
        return s

    def opening_events(self, state: MehState) -> list[Event]:
        """What happened during setup: who goes first (chosen at random from the seed)."""
        return [
            Event(
                "first",
                f"{seat_name(state.first)} goes first.",
                data={"seat": state.first},
            ),
            *_last_round_events(state),
        ]

    # --- queries -------------------------------------------------------------
    def to_act(self, state: MehState) -> Seat | None:
        return None if state.over else state.current

    def is_over(self, state: MehState) -> bool:
        return state.over

    def clone(self, state: MehState) -> MehState:
        return state.clone()

    def legal_actions(self, state: MehState) -> list[Action]:
        if state.over:
            return []
        seat = state.current
        hand = state.hands[seat]
        if not hand:
            return [PASS]
        owner = state.owner
        size = state.size
        tie = state.ties[seat]
        place = state.layout.place
        out: list[Action] = []
        sizes = [s for s in (1, 2, 3) if s in hand]
        for s in sizes:
            row = place[s]
            # a defender of size <= limit is beaten; an empty territory has size 0
            limit = s if tie else s - 1
            for t in range(CELLS):
                if owner[t] != seat and size[t] <= limit:
                    out.append(row[t])
        for s in sizes:
            out.append(BOTTOM[s])
        return out

    def players(self, state: MehState) -> int:
        return state.players

    def why_not(self, view: MehView, action: Action) -> str | None:
        """Why the viewer may not play ``action`` now, from what it sees (None: it may)."""
        if view.over:
            return "The game is over."
        seat = view.viewer
        if seat is None or view.to_act != seat:
            return "It is not your turn."
        hand = view.hand
        kind = action.kind
        if kind == "pass":
            return "You may pass only with no cards in hand." if hand else None
        if kind not in ("place", "bottom"):
            return f"{kind!r} is an unknown action in this game."
        if not hand:
            return "You have no cards: pass."
        expected = 2 if kind == "place" else 1
        if len(action.args) != expected or not all(
            isinstance(a, int) and not isinstance(a, bool) for a in action.args
        ):
            return f"{kind} needs {expected} whole-number argument(s), not {action.args!r}."
        size = action.args[0]
        if size not in hand:
            return f"You have no {size} in hand."
        if kind == "bottom":
            return None
        t = action.args[1]
        assert isinstance(t, int)
        if not 0 <= t < CELLS:
            return f"There is no territory {t}."
        cell = view.board[t]
        if cell is None:
            return None
        owner, there = cell
        if owner == seat:
            return "You already hold that territory."
        assert isinstance(size, int)
        if size > there or (size == there and WINS_TIES[view.armies[seat]]):
            return None
        against = f"A {size} cannot beat {seat_name(owner)}'s {there}"
        if size == there:
            return f"{against}: only dwarves and orcs win ties, so you need a bigger army."
        return f"{against}: you need a bigger army."

    # --- moves ---------------------------------------------------------------
    def advance(self, state: MehState, action: Action) -> None:
        seat = state.current
        hand = state.hands[seat]
        deck = state.decks[seat]
        kind = action.kind
        if kind == "place":
            s, t = action.args
            hand.remove(s)  # type: ignore[arg-type]
            owner = state.owner
            o = owner[t]  # type: ignore[index]
            if o >= 0:
                state.discards[o].append(state.size[t])  # type: ignore[index]
            else:
                state.occupied |= 1 << t  # type: ignore[operator]
            owner[t] = seat  # type: ignore[index]
            state.size[t] = s  # type: ignore[index,assignment]
            state.quiet = 0
        elif kind == "bottom":
            s = action.args[0]
            hand.remove(s)  # type: ignore[arg-type]
            deck.insert(0, s)  # type: ignore[arg-type]
            state.known[seat] += 1
            state.stock += 1
            state.quiet += 1
        else:
            state.quiet += 1
        if deck:
            hand.append(deck.pop())
            state.stock -= 1
            if state.known[seat] > len(deck):  # noqa: PLR1730 (a call to min() is slower)
                state.known[seat] = len(deck)
        state.turn += 1
        if state.occupied == ALL_HELD:
            state.over = True
            state.reason = END_ALL_HELD
        elif not state.stock:
            state.over = True
            state.reason = END_DECKS_EMPTY
        elif state.quiet >= state.players:
            state.over = True
            state.reason = END_QUIET_ROUND
        else:
            state.current = (seat + 1) % state.players

    def apply(self, state: MehState, action: Action) -> list[Event]:
        action = self.find_legal(state, action)
        was_last_round = _last_round(state) is not None
        seat = state.current
        who = seat_name(seat)
        events: list[Event] = []
        if action.kind == "place":
            s, t = action.args
            assert isinstance(s, int) and isinstance(t, int)
            o = state.owner[t]
            place = where(t, TERRAINS[state.layout.terrain[t]])
            if o >= 0:
                beaten = state.size[t]
                events.append(
                    Event(
                        "place",
                        f"{who} sends a {s} to {place}; {seat_name(o)}'s {beaten} runs home.",
                        data={"seat": seat, "size": s, "territory": t, "displaced": [o, beaten]},
                    )
                )
                events.append(
                    Event(
                        "discard",
                        f"{seat_name(o)}'s {beaten} goes to their discard pile.",
                        data={"seat": o, "size": beaten},
                    )
                )
            else:
                events.append(
                    Event(
                        "place",
                        f"{who} sends a {s} to {place} and holds it.",
                        data={"seat": seat, "size": s, "territory": t, "displaced": None},
                    )
                )
        elif action.kind == "bottom":
            s = action.args[0]
            events.append(
                Event(
                    "bottom",
                    f"{who} puts a card on the bottom of their deck.",
                    data={"seat": seat},
                    hidden_from=frozenset({seat}),
                )
            )
            events.append(
                Event(
                    "bottom",
                    f"You put a {s} on the bottom of your deck.",
                    visible_to=frozenset({seat}),
                    data={"seat": seat, "size": s},
                )
            )
        else:
            events.append(Event("pass", f"{who} has no cards left and passes.", data={"seat": seat}))
        deck = state.decks[seat]
        drawn: int | None = None
        if deck:
            drawn = deck[-1]
        elif action.kind == "bottom":
            # the card goes under first, so an empty deck gives it straight back
            drawn = int(action.args[0])  # type: ignore[arg-type]
        self.advance(state, action)
        if drawn is not None:
            events.append(
                Event("draw", f"{who} draws a card.", data={"seat": seat}, hidden_from=frozenset({seat}))
            )
            events.append(
                Event(
                    "draw",
                    f"You draw a {drawn}.",
                    visible_to=frozenset({seat}),
                    barrier=True,
                    data={"seat": seat, "size": drawn},
                )
            )
        if not state.over and not was_last_round:
            events.extend(_last_round_events(state))
        if state.over:
            result = self.result(state)
            events.append(
                Event(
                    "game_over",
                    result.summary,
                    data={
                        "scores": list(result.scores),
                        "winners": list(result.winners),
                        "reason": state.reason,
                    },
                )
            )
        return events

    # --- information ----------------------------------------------------------
    def view(self, state: MehState, seat: Seat | None) -> MehView:
        players = state.players
        check_seat(seat, players)
        owner = state.owner
        size = state.size
        known_bottom: tuple[int, ...] = ()
        if seat is not None and state.known[seat]:
            known_bottom = tuple(state.decks[seat][: state.known[seat]])
        return MehView(
            viewer=seat,
            players=players,
            armies=tuple(ARMIES[a] for a in state.armies),
            terrain=tuple(TERRAINS[k] for k in state.layout.terrain),
            board=tuple((owner[t], size[t]) if owner[t] >= 0 else None for t in range(CELLS)),
            hand=tuple(sorted(state.hands[seat])) if seat is not None else (),
            hand_counts=tuple(len(h) for h in state.hands),
            deck_counts=tuple(len(d) for d in state.decks),
            discards=tuple(tuple(sorted(d)) for d in state.discards),
            current=state.current,
            to_act=None if state.over else state.current,
            turn=state.turn,
            over=state.over,
            scores=tuple(scores(state)),
            first=state.first,
            quiet=state.quiet,
            known_bottom=known_bottom,
            bottom_counts=tuple(state.known),
            reason=state.reason,
        )

    def sample(self, view: MehView, rng: random.Random) -> MehState:
        """A full state consistent with ``view``: unseen cards dealt at random.

        Each seat's unseen cards are its nine soldiers minus those on the
        board and in its discard pile (and, for the viewer, minus its hand
        and the cards it knows at the bottom of its deck). The search samples
        the same view many times, so what does not change is worked out once.
        """
        cached = self._plan_cache
        if cached is not None and cached[0] is view:
            plan = cached[1]
        else:
            plan = _SamplePlan(view)
            self._plan_cache = (view, plan)
        s = MehState.__new__(MehState)
        s.players = plan.players
        s.armies = plan.armies
        s.ties = plan.ties
        s.layout = plan.layout
        s.owner = plan.owner[:]
        s.size = plan.size[:]
        s.occupied = plan.occupied
        s.discards = [d[:] for d in plan.discards]
        hands = []
        decks = []
        shuffle = rng.shuffle
        for fixed, bottom, unseen, count in plan.seats:
            pool = unseen[:]
            shuffle(pool)
            if fixed is not None:
                hands.append(fixed[:])
                decks.append(bottom + pool)
            else:
                hands.append(pool[:count])
                decks.append(pool[count:])
        s.hands = hands
        s.decks = decks
        s.known = plan.known[:]
        s.stock = plan.stock
        s.current = view.current
        s.first = view.first
        s.turn = view.turn
        s.quiet = view.quiet
        s.over = view.over
        s.reason = view.reason
        return s

    # --- the end ------------------------------------------------------------
    def result(self, state: MehState) -> Result:
        parts = score_parts(state)
        totals = tuple(n + bonus for n, bonus in parts)
        best = max(totals)
        winners = tuple([seat for seat, total in enumerate(totals) if total == best])
        names = BONUS_NAMES
        armies = state.armies
        return Result(
            scores=tuple([float(t) for t in totals]),
            ranks=ranks_from_scores(totals),
            winners=winners,
            breakdown=tuple(
                {"Territories": float(n), names[armies[seat]]: float(bonus)}
                for seat, (n, bonus) in enumerate(parts)
            ),
            summary=self._summary(state, parts, best, winners),
        )

    def _summary(
        self, state: MehState, parts: list[tuple[int, int]], points: int, winners: tuple[int, ...]
    ) -> str:
        opening = f"The game ends because {state.reason}: " if state.reason else ""
        names = [f"{seat_name(s)} ({ARMIES[state.armies[s]].capitalize()})" for s in winners]
        if len(winners) == 1:
            seat = winners[0]
            terr, bonus = parts[seat]
            territories = "1 territory" if terr == 1 else f"{terr} territories"
            detail = f"{territories} + {bonus} {BONUS_NAMES[state.armies[seat]]}"
            return f"{opening}{names[0]} wins with {points} points ({detail})."
        joined = ", ".join(names[:-1]) + " and " + names[-1]
        return f"{opening}{joined} share the win with {points} points each."


GAME = MehGame()
