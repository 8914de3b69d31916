"""A finished (or any saved) game seen again move by move.

A :class:`Replay` reads a saved match once, keeps a copy of the state every
:data:`CHECKPOINT_EVERY` moves (by default), and gives the match as it stood after any move
(:meth:`Replay.at`) without replaying from the start each time. It never
changes what it was made from. :meth:`Replay.continue_from` starts a new match
from any move with other seats (a person where a bot sat, say).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.core.match import DamagedSave, Match, SeatSpec
from tabletop.core.protocol import Action, Event, Game, Seat

CHECKPOINT_EVERY = 16


class Replay:
    """The moves of a saved match and the match after each of them."""

    def __init__(self, game: Game[Any, Any], data: Any, checkpoint_every: int = CHECKPOINT_EVERY) -> None:
        """DamagedSave if ``data`` is not a save of ``game`` that replays to its end."""
        self.game = game
        self.full: Match[Any] = Match.from_json(game, data)
        self.actions: list[Action] = self.full.actions
        self.movers: list[Seat] = [step.seat for step in self.full.steps]
        self._log_sizes: list[int] = []  # the log's length after each move (index 0: before any)
        self._checkpoints: dict[int, Any] = {}
        match = self._start()
        self._log_sizes.append(len(match.log))
        self._checkpoints[0] = game.clone(match.state)
        for index, action in enumerate(self.actions, start=1):
            match.play(action)
            self._log_sizes.append(len(match.log))
            if index % checkpoint_every == 0:
                self._checkpoints[index] = game.clone(match.state)

    def _start(self, seats: Sequence[SeatSpec] | None = None, casual_undo: bool | None = None) -> Match[Any]:
        full = self.full
        return Match(game=self.game, config=full.config, seed=full.seed, seats=list(seats or full.seats),
                     casual_undo=full.casual_undo if casual_undo is None else casual_undo)

    @property
    def length(self) -> int:
        """How many moves the game has."""
        return len(self.actions)

    @property
    def seats(self) -> list[SeatSpec]:
        return list(self.full.seats)

    def at(self, moves: int) -> Match[Any]:
        """A new match as it stood after ``moves`` moves (0: the start), its log up to there."""
        moves = max(0, min(self.length, moves))
        base = max(k for k in self._checkpoints if k <= moves)
        match = self._start()
        match.state = self.game.clone(self._checkpoints[base])
        match.steps = list(self.full.steps[:base])
        match.log = list(self.full.log[: self._log_sizes[base]])
        for action in self.actions[base:moves]:
            match.play(action)
        return match

    def events_of(self, move: int) -> list[Event]:
        """What move number ``move`` (1-based) did: its events, as the full log holds them."""
        if not 1 <= move <= self.length:
            return []
        return self.full.log[self._log_sizes[move - 1]: self._log_sizes[move]]

    def continue_from(self, moves: int, seats: Sequence[SeatSpec], casual_undo: bool = False) -> Match[Any]:
        """A new match with ``seats`` that has played the first ``moves`` moves of this one."""
        if len(seats) != len(self.full.seats):
            raise ValueError(f"{len(seats)} seats for a game of {len(self.full.seats)}")
        match = self._start(seats, casual_undo)
        for action in self.actions[: max(0, min(self.length, moves))]:
            match.play(action)
        return match


__all__ = ["CHECKPOINT_EVERY", "DamagedSave", "Replay"]
