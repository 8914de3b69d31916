"""The rulebooks' worked examples, as positions played on the real table.

An example is data kept beside a game's rules: ``tabletop/games/<id>/examples.py`` holds
``EXAMPLES``, a sequence of :class:`Example` (found through :meth:`Game.examples
<tabletop.core.protocol.Game.examples>`). Each says how its position is built, the moves the
book walks through (:attr:`Example.script`) and what the book says happens.

A match plays an example by naming it in its config (``options["example"] = id``, see
:meth:`Example.config_for_match`): :func:`start` then builds the example's position instead of
a new deal. The start state stays a pure function of (config, seed), so saves, undo, replays,
records and "Continue from here" work unchanged. An unknown example id, or a config that does
not fit the example it names, is refused with :class:`UnknownExample` (a save or record naming
one is damaged, never half-read).

No pygame here.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from tabletop.core.protocol import Action, Event, GameConfig, JsonScalar, seat_name

if TYPE_CHECKING:
    from tabletop.core.match import Match, SeatSpec
    from tabletop.core.protocol import Game
    from tabletop.core.replay import Replay

S = TypeVar("S")

#: The config option that names the example a match starts from.
EXAMPLE_OPTION = "example"


class UnknownExample(ValueError):
    """A config names an example the game has not, or one whose setup it does not match."""


@dataclass(frozen=True)
class Step:
    """One scripted move of an example, with what the book says of it ("" when nothing)."""

    action: Action
    note: str = ""


def step(kind: str, *args: JsonScalar, note: str = "") -> Step:
    """A scripted move: ``step("place", 3, 3, note="The fourth snow territory.")``."""
    return Step(Action(kind, tuple(args)), note)


@dataclass(frozen=True)
class Example(Generic[S]):
    """A worked example: its position, the moves the book walks through, what the book says.

    ``build(seed)`` makes the start state (the seed may order what the example leaves unsaid,
    such as the rest of a deck); it must be a state the game's rules accept, whose views hide
    what they hide in a dealt game. ``config`` is the game's setup for it (players, teams, the
    game's own options) without the example's name. ``context`` is the sentence that sets the
    scene, ``outcome`` what the rulebook says happens, ``source`` where the book (or our
    rulings page) says it.
    """

    id: str
    title: str
    context: str
    outcome: str
    config: GameConfig
    build: Callable[[int], S]
    script: tuple[Step, ...] = ()
    source: str = ""
    seed: int = 0

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.script]

    def config_for_match(self) -> GameConfig:
        """The config a match of this example is played with: the game's setup naming the example."""
        return GameConfig(self.config.players, self.config.teams,
                          {**self.config.options, EXAMPLE_OPTION: self.id})

    def seat_names(self) -> list[str]:
        """A name per seat, "Player N" as the examples' words name them."""
        return [seat_name(seat) for seat in range(self.config.players)]


def examples_beside(game: Game[Any, Any]) -> tuple[Example[Any], ...]:
    """``EXAMPLES`` of the ``examples`` module in the package of ``game``'s class (none if absent).

    ``tabletop.games.meh.rules.MehGame`` finds ``tabletop.games.meh.examples.EXAMPLES``.
    """
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        return ()
    name = f"{package}.examples"
    try:
        if importlib.util.find_spec(name) is None:
            return ()
    except ModuleNotFoundError:
        return ()
    found: Sequence[Example[Any]] = getattr(importlib.import_module(name), "EXAMPLES", ())
    return tuple(found)


def example_id(config: GameConfig) -> str | None:
    """The id of the example ``config`` names, None for an ordinary game (whatever the value is:
    :func:`find_example` judges it)."""
    value = config.options.get(EXAMPLE_OPTION)
    return None if value is None else str(value)


def find_example(game: Game[S, Any], wanted: object) -> Example[S]:
    """The example of ``game`` with id ``wanted``; UnknownExample (saying which there are) if none."""
    examples = game.examples()
    for example in examples:
        if isinstance(wanted, str) and example.id == wanted:
            return example
    known = ", ".join(e.id for e in examples) or "none"
    shown = repr(wanted)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    raise UnknownExample(f"{game.name} has no example {shown} (its examples: {known})")


def _game_config(config: GameConfig) -> GameConfig:
    """``config`` without the example's name: what the game's own rules are set up with."""
    options = {k: v for k, v in config.options.items() if k != EXAMPLE_OPTION}
    return GameConfig(config.players, config.teams, options)


def validate(game: Game[Any, Any], config: GameConfig) -> None:
    """ValueError unless ``config`` can be played: the game's own check, and for an example, that
    the example exists and ``config`` is its setup."""
    if EXAMPLE_OPTION in config.options:
        example = find_example(game, config.options[EXAMPLE_OPTION])
        if config.to_json() != example.config_for_match().to_json():
            raise UnknownExample(f"the setup does not match {game.name}'s example {example.id!r}")
    game.validate_config(_game_config(config))


def start(game: Game[S, Any], config: GameConfig, seed: int) -> tuple[S, list[Event]]:
    """The start state of a match of ``config`` and ``seed``, and what its log opens with.

    A new deal (``game.new``), or, when ``config`` names an example, the example's position,
    whose log opens with the example's title and context. The one place a match's state begins.
    """
    if EXAMPLE_OPTION not in config.options:
        state = game.new(config, seed)
        return state, list(game.opening_events(state))
    validate(game, config)
    example = find_example(game, config.options[EXAMPLE_OPTION])
    state = example.build(seed)
    opening = Event("example", f"Example: {example.title}. {example.context}",
                    data={"example": example.id})
    return state, [opening, *game.opening_events(state)]


def scripted_match(game: Game[S, Any], example: Example[S], seats: Sequence[SeatSpec]) -> Match[S]:
    """A match of ``example`` with ``seats`` that has played the example's whole script
    (IllegalAction if the script does not fit the position)."""
    from tabletop.core.match import Match

    match = Match(game, example.config_for_match(), example.seed, list(seats))
    for action in example.actions:
        match.play(action)
    return match


def replay_of(game: Game[Any, Any], example: Example[Any], seats: Sequence[SeatSpec]) -> Replay:
    """The example as a replay: stepped through move by move, continued from any of them."""
    from tabletop.core.replay import Replay

    return Replay(game, scripted_match(game, example, seats).to_json())


__all__ = [
    "EXAMPLE_OPTION",
    "Example",
    "Step",
    "UnknownExample",
    "example_id",
    "examples_beside",
    "find_example",
    "replay_of",
    "scripted_match",
    "start",
    "step",
    "validate",
]
