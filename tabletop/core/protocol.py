"""The game protocol: the one small interface every game implements.

The app, the bots, saves, replays and tests talk to a game only through
:class:`Game`. A game is a pure function of ``(config, seed, actions)``: all
randomness comes from the RNG held in its state. Nothing here imports pygame.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from tabletop.core.examples import Example

Seat = int
"""A seat at the table, numbered from 0."""

JsonScalar = int | str | bool | None


def is_action_argument(value: object) -> bool:
    """Whether ``value`` may be an action argument: an int, a str, a bool or None (see :class:`Action`)."""
    return value is None or isinstance(value, (int, str))


class IllegalAction(Exception):
    """An action that the rules do not allow now. The state is left unchanged."""


@dataclass(frozen=True, slots=True)
class Action:
    """A small immutable choice: a kind and a tuple of JSON scalars.

    ``label`` is the readable text ("Play 2x Blue wrestler"); it is not part
    of the action's identity, so equality and hashing use ``kind`` and
    ``args`` only.

    The type rule for arguments, the same for every game: an argument is a
    whole number (``int``, never a bool), a text (``str``), a ``bool`` or
    ``None``, and two arguments are equal only when their types are equal
    too, so ``True`` is not ``1`` and ``1.0`` is not ``1``. Every game finds
    the legal action equal to the one asked for, so this equality is the one
    place the rule is enforced: an argument of another type is refused as an
    illegal action by every game alike.
    """

    kind: str
    args: tuple[JsonScalar, ...] = ()
    label: str = field(default="", compare=False, hash=False)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return (
            self.kind == other.kind
            and self.args == other.args
            and all(type(a) is type(b) for a, b in zip(self.args, other.args))
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "args": list(self.args)}

    @staticmethod
    def from_json(data: Any) -> Action:
        """The action in a JSON object; ValueError unless it follows the type rule above."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("not an action: expected an object with a text 'kind'")  # noqa: TRY004 -- a save's error
        args = data.get("args", [])
        if not isinstance(args, list) or not all(is_action_argument(a) for a in args):
            raise ValueError(f"action {data['kind']!r}: arguments must be whole numbers, texts, booleans or null")
        return Action(data["kind"], tuple(args))

    def __str__(self) -> str:
        return self.label or f"{self.kind}{self.args}"


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log and for animations.

    ``visible_to`` is None for a public event, else the seats that may see it
    (a card drawn is seen by its drawer only). ``hidden_from`` names seats
    that do not see this public event because a private twin tells them more
    ("Ann draws a card" for the others, "You draw a 3" for Ann). ``barrier`` marks an event that
    revealed hidden information or resolved chance: strict undo never goes
    back past it. ``data`` holds game-specific details for animations
    (zones, cards, seats) as JSON-friendly values.
    """

    kind: str
    text: str
    visible_to: frozenset[Seat] | None = None
    barrier: bool = False
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    hidden_from: frozenset[Seat] = frozenset()

    def visible(self, seat: Seat | None) -> bool:
        """Whether ``seat`` may see this event (``None`` is a spectator)."""
        if self.visible_to is None:
            return seat not in self.hidden_from
        return seat is not None and seat in self.visible_to


def events_for(events: Sequence[Event], seat: Seat | None) -> list[Event]:
    """The events that ``seat`` may see, in order."""
    return [e for e in events if e.visible(seat)]


@dataclass(frozen=True)
class GameConfig:
    """How a game is set up.

    ``teams`` gives each seat's team (seats sharing a number share results);
    None means every seat plays alone. ``options`` holds game-specific
    variant choices as JSON values (e.g. each Meh seat's army).
    """

    players: int
    teams: tuple[int, ...] | None = None
    options: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def team_of(self, seat: Seat) -> int:
        return self.teams[seat] if self.teams is not None else seat

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "teams": list(self.teams) if self.teams is not None else None,
            "options": self.options,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> GameConfig:
        teams = data.get("teams")
        return GameConfig(
            players=int(data["players"]),
            teams=tuple(int(t) for t in teams) if teams is not None else None,
            options=dict(data.get("options") or {}),
        )


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    ``scores`` per seat; ``ranks`` per seat (0 is first, equal ranks share a
    place); ``winners`` the seats that share the win; ``breakdown`` per seat,
    an ordered mapping of rule name to points, for the result screen;
    ``summary`` a sentence saying who won and why; ``score_label`` what the scores are
    ("Life", "Apples") for the result screen's first column.
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    winners: tuple[Seat, ...]
    breakdown: tuple[dict[str, float], ...] = ()
    summary: str = ""
    score_label: str = "Score"

    def rewards(self) -> list[float]:
        """Reward per seat in [0, 1] for the bots.

        Winners get 1; the others get a value between 0 and 0.5 by rank, so
        that finishing second is still better than last.
        """
        n = len(self.ranks)
        worst = max(self.ranks) if self.ranks else 0
        out: list[float] = []
        for seat in range(n):
            if seat in self.winners:
                out.append(1.0)
            elif worst == 0:
                out.append(0.0)
            else:
                out.append(0.5 * (worst - self.ranks[seat]) / worst)
        return out


def ranks_from_scores(scores: Sequence[Any]) -> tuple[int, ...]:
    """Competition ranks (0 = best); equal scores share a rank.

    A score is a number, or a tuple compared item by item (points, then tie-breakers).
    """
    return tuple(sum(1 for other in scores if other > s) for s in scores)


def seat_name(seat: Seat) -> str:
    """How the rules name a seat in event texts and summaries ("Player 1" for seat 0)."""
    return f"Player {seat + 1}"


_PLAYER_RE = re.compile(r"\bPlayer (\d+)\b")


def personalize(text: str, names: Sequence[str]) -> str:
    """Replace the rules' generic "Player N" (see :func:`seat_name`) with the seat's name."""

    def swap(m: re.Match[str]) -> str:
        index = int(m.group(1)) - 1
        return names[index] if 0 <= index < len(names) else m.group(0)

    return _PLAYER_RE.sub(swap, text)


def seats_after(seat: Seat, players: int) -> tuple[Seat, ...]:
    """The other seats in turn order, starting with the next one after ``seat`` (its left)."""
    return tuple((seat + i) % players for i in range(1, players))


def check_seat(seat: Seat | None, players: int) -> None:
    """Raise ValueError unless ``seat`` is one of ``players`` seats or None (a spectator)."""
    if seat is not None and not 0 <= seat < players:
        raise ValueError(f"no seat {seat}")


S = TypeVar("S")
V = TypeVar("V")


class Game(ABC, Generic[S, V]):
    """One game's rules. Stateless: every method takes the state it works on.

    ``apply`` mutates the state in place (bots clone before they search);
    it checks legality first and raises :class:`IllegalAction` without
    touching the state.
    """

    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 2

    @abstractmethod
    def new(self, config: GameConfig, seed: int) -> S:
        """A new game, all randomness drawn from an RNG seeded with ``seed``."""

    @abstractmethod
    def to_act(self, state: S) -> Seat | None:
        """The seat that must decide now (not always the active player); None when over."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every choice open to the seat to act; never empty while the game runs."""

    @abstractmethod
    def apply(self, state: S, action: Action) -> list[Event]:
        """Advance the state by ``action`` or raise IllegalAction, leaving it untouched."""

    def opening_events(self, state: S) -> list[Event]:
        """What setup did that the log should show (e.g. who goes first); none by default."""
        return []

    def advance(self, state: S, action: Action) -> None:
        """Apply a known-legal ``action`` without checks or events, for the bots' search.

        Games override this with a fast path; it must leave the state exactly
        as :meth:`apply` would.
        """
        self.apply(state, action)

    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> V:
        """Exactly what ``seat`` may see (``None``: a spectator who sees no hand)."""

    @abstractmethod
    def sample(self, view: V, rng: random.Random) -> S:
        """A full state consistent with ``view`` (a determinisation for the bots)."""

    @abstractmethod
    def clone(self, state: S) -> S:
        """An independent copy of ``state``, cheap enough for search."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def result(self, state: S) -> Result:
        """Scores, ranks and winners of a finished game."""

    def validate_config(self, config: GameConfig) -> None:
        """Raise ValueError with a clear message if ``config`` cannot be played."""
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(
                f"{self.name} is for {self.min_players}-{self.max_players} players,"
                f" not {config.players}"
            )

    def default_config(self, players: int) -> GameConfig:
        """A playable config for ``players`` seats with default options."""
        return GameConfig(players=players)

    def find_legal(self, state: S, action: Action) -> Action:
        """The legal action equal to ``action`` (with its label), or IllegalAction.

        The exception's message is :meth:`why_not` for the seat to act.
        """
        for legal in self.legal_actions(state):
            if legal == action:
                return legal
        raise IllegalAction(self.refusal(state, action))

    def refusal(self, state: S, action: Action) -> str:
        """The message of the IllegalAction for ``action`` in ``state``: why the seat to act may not play it."""
        try:
            reason = self.why_not(self.view(state, self.to_act(state)), action)
        except NotImplementedError:  # a game that cannot sample (a test's toy) keeps the plain message
            reason = None
        return f"{action}: {reason}" if reason else f"{action} is not a legal move now"

    # --- hooks with defaults: teams, refusals, secrets ---------------------------
    def players(self, state: S) -> int:
        """How many seats play in ``state``. Games override it (or :meth:`teams`)."""
        raise NotImplementedError(f"{type(self).__name__} must say how many seats play: override players()")

    def teams(self, state: S) -> tuple[int, ...]:
        """Each seat's team now; seats sharing a number share results (numbers are only labels).

        Teams may change in play (a caller picking a partner, alliances that
        form and break): the table, the host and the tests ask this, never the
        config. The default is every seat on its own.
        """
        return tuple(range(self.players(state)))

    def why_not(self, view: V, action: Action) -> str | None:
        """None when ``action`` is legal for the seat to act seen in ``view``, else why not.

        The reason is a sentence for the player ("You must follow blue."),
        naming seats "Player N". It is worked out from the view alone, so it
        cannot tell anything about hidden cards. The default samples a state
        from the view, checks that the view is the one of the seat to act and
        looks among that seat's legal actions; games override it to say which
        rule forbids the action.
        """
        state = self.sample(view, random.Random(0))
        if self.is_over(state):
            return "The game is over."
        seat = self.to_act(state)
        if seat is None or self.view(state, seat) != view:
            return "It is not your turn."
        if action in self.legal_actions(state):
            return None
        return "That is not a legal move now."

    def chance_seed(self, state: S) -> int | None:
        """The seed of the chance still to come that ``state`` holds (see :mod:`tabletop.core.chance`),
        or None for a game in which nothing random happens after setup.

        A state sampled from a view must carry a new seed drawn from the sampler's RNG,
        so that the bots never know the dice to come.
        """
        return None

    def active_seat(self, state: S) -> Seat | None:
        """Whose turn it is (None when the game is over).

        Usually the seat to act; a game in which other seats answer during a turn (a block,
        a Mindbug, a reaction) says whose turn those answers belong to, so the table can say
        "Bruno's turn" while Ada answers.
        """
        return self.to_act(state)

    def examples(self) -> Sequence[Example[S]]:
        """The worked examples of the rulebook and of our rulings, as positions to play
        (see :mod:`tabletop.core.examples`): by default ``EXAMPLES`` of the ``examples`` module
        beside the game's rules, none if there is no such module."""
        from tabletop.core.examples import examples_beside

        return examples_beside(self)

    def has_secrets(self, state: S, seat: Seat) -> bool:
        """Whether ``seat``'s view now shows something other people may not see (its hand).

        The host raises the hot-seat curtain between two people only when one of
        them has secrets. True by default.
        """
        return True
