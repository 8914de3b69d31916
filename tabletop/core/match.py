"""A match: config, seed, seats and the list of actions taken.

The state is never saved: a match is saved as JSON and loaded by replaying
its actions, so a save is also a replay. Undo is a replay of all but the
last human decision, and never goes back past an event that revealed hidden
information or resolved chance unless ``casual_undo`` is set.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from tabletop.core import examples
from tabletop.core.protocol import Action, Event, Game, GameConfig, IllegalAction, Seat

SAVE_FORMAT = 1

S = TypeVar("S")


class DamagedSave(ValueError):
    """A save file that cannot be read or replayed."""


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: a person or a bot (``kind`` is "human" or a bot level)."""

    name: str
    kind: str = "human"
    team: int | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "team": self.team}

    @staticmethod
    def from_json(data: dict[str, Any]) -> SeatSpec:
        team = data.get("team")
        return SeatSpec(
            name=str(data["name"]),
            kind=str(data.get("kind", "human")),
            team=int(team) if team is not None else None,
        )


@dataclass
class _Step:
    seat: Seat
    action: Action
    barrier: bool


@dataclass
class Match(Generic[S]):
    """A game in progress: replayable from (config, seed, actions)."""

    game: Game[S, Any]
    config: GameConfig
    seed: int
    seats: list[SeatSpec]
    casual_undo: bool = False
    state: S = field(init=False)
    steps: list[_Step] = field(init=False, default_factory=list)
    log: list[Event] = field(init=False, default_factory=list)
    hints: list[int] = field(init=False, default_factory=list)
    """Hints each seat asked for (a game won with hints is told apart); undo does not take them back."""

    def __post_init__(self) -> None:
        examples.validate(self.game, self.config)
        if len(self.seats) != self.config.players:
            raise ValueError(f"{len(self.seats)} seats for {self.config.players} players")
        self.hints = [0] * len(self.seats)
        self.state, self.log = examples.start(self.game, self.config, self.seed)

    # --- playing -----------------------------------------------------------
    @property
    def actions(self) -> list[Action]:
        return [step.action for step in self.steps]

    def to_act(self) -> Seat | None:
        return self.game.to_act(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def play(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to act; IllegalAction leaves everything as it was."""
        seat = self.game.to_act(self.state)
        if seat is None:
            raise IllegalAction("the game is over")
        action = self.game.find_legal(self.state, action)
        events = self.game.apply(self.state, action)
        self.steps.append(_Step(seat, action, any(e.barrier for e in events)))
        self.log.extend(events)
        return events

    def count_hint(self, seat: Seat) -> None:
        """``seat`` was given a hint."""
        self.hints[seat] += 1

    # --- undo --------------------------------------------------------------
    def undo_point(self, by: Seat | None = None) -> int | None:
        """How many steps remain after an undo, or None when undo is not allowed.

        Undo removes the last human decision and every bot decision after it.
        In strict mode it may not remove a step whose events revealed hidden
        information or resolved chance. With ``by`` (the person asking), the last
        human decision must be that person's own: nobody takes back another
        person's move.
        """
        return self._undo(by)[0]

    def undo_refusal(self, by: Seat | None = None) -> str | None:
        """Why undo is not allowed now (for ``by``), in words for the player; None when it is."""
        return self._undo(by)[1]

    def _undo(self, by: Seat | None) -> tuple[int | None, str | None]:
        for index in range(len(self.steps) - 1, -1, -1):
            step = self.steps[index]
            if step.barrier and not self.casual_undo:
                return None, ("The last moves revealed a card or drew one, and strict undo never takes that"
                              " back (casual undo, in Settings, does for new games).")
            if self.seats[step.seat].is_human:
                if by is not None and step.seat != by:
                    return None, f"{self.seats[step.seat].name} moved last: only they may take that move back."
                return index, None
        return None, "There is no move of yours to take back yet."

    def can_undo(self, by: Seat | None = None) -> bool:
        return self.undo_point(by) is not None

    def undo(self, by: Seat | None = None) -> None:
        keep, why = self._undo(by)
        if keep is None:
            raise IllegalAction(why or "nothing can be undone here")
        actions = self.actions[:keep]
        self._replay(actions)

    def _replay(self, actions: list[Action]) -> None:
        self.state, self.log = examples.start(self.game, self.config, self.seed)
        self.steps = []
        for action in actions:
            self.play(action)

    # --- saving ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.game.id,
            "config": self.config.to_json(),
            "seed": self.seed,
            "seats": [seat.to_json() for seat in self.seats],
            "casual_undo": self.casual_undo,
            "actions": [a.to_json() for a in self.actions],
            "hints": list(self.hints),
        }

    @staticmethod
    def from_json(game: Game[S, Any], data: Any) -> Match[S]:
        """Rebuild a match by replaying its actions; DamagedSave if it cannot be.

        Whatever ``data`` holds, only DamagedSave escapes: an exception raised
        by the game while it sets up or replays the save means the save cannot
        be played, and says which part (the setup or action N) failed.
        """
        if not isinstance(data, dict):
            raise DamagedSave("save is damaged: not a JSON object")
        if data.get("format") != SAVE_FORMAT:
            raise DamagedSave(f"unknown save format {data.get('format')!r}")
        if data.get("game") != game.id:
            raise DamagedSave(f"save is for {data.get('game')!r}, not {game.id!r}")
        try:
            actions = [Action.from_json(raw) for raw in data["actions"]]
            match = Match(
                game=game,
                config=GameConfig.from_json(data["config"]),
                seed=int(data["seed"]),
                seats=[SeatSpec.from_json(s) for s in data["seats"]],
                casual_undo=bool(data.get("casual_undo", False)),
            )
            hints = data.get("hints", match.hints)
            if not isinstance(hints, list) or len(hints) != len(match.seats) or not all(
                    type(n) is int and n >= 0 for n in hints):
                raise ValueError("hints must be a count for each seat")
            match.hints = list(hints)
        except Exception as exc:
            raise DamagedSave(f"save is damaged: {type(exc).__name__}: {exc}") from exc
        for index, action in enumerate(actions):
            try:
                match.play(action)
            except IllegalAction as exc:
                raise DamagedSave(f"action {index + 1} cannot be replayed: {exc}") from exc
            except Exception as exc:
                raise DamagedSave(
                    f"action {index + 1} cannot be replayed: {type(exc).__name__}: {exc}"
                ) from exc
        return match
