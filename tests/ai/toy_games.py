"""Tiny games for testing the bots through the game protocol.

* :class:`Nim`: perfect information. Players (optionally in teams) take
  1-3 counters from a pile in turn; whoever takes the last one wins for their
  team. A brute-force solver gives the winning moves.
* :class:`HighLow`: hidden information. Each of two seats holds a card from
  1..9; seat 0 guesses whether seat 1's card is higher or lower than its own
  and wins if right. Seat 0's view does not show seat 1's card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import (
    Action,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Result,
    Seat,
    ranks_from_scores,
)

# --- Nim ---------------------------------------------------------------------------


@dataclass
class NimState:
    pile: int
    players: int
    teams: tuple[int, ...]
    to_move: int = 0
    winner_team: int | None = None


class Nim(Game[NimState, NimState]):
    """Take 1-3 counters; taking the last one wins. The view is the whole state."""

    id = "nim"
    name = "Nim"
    min_players = 2
    max_players = 4

    def __init__(self, pile: int = 10) -> None:
        self.pile = pile

    def new(self, config: GameConfig, seed: int) -> NimState:
        teams = config.teams if config.teams is not None else tuple(range(config.players))
        return NimState(pile=self.pile, players=config.players, teams=teams)

    def to_act(self, state: NimState) -> Seat | None:
        return None if state.winner_team is not None else state.to_move

    def legal_actions(self, state: NimState) -> list[Action]:
        if state.winner_team is not None:
            return []
        return [Action("take", (n,), label=f"Take {n}") for n in (1, 2, 3) if n <= state.pile]

    def apply(self, state: NimState, action: Action) -> list[Event]:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"cannot {action} from a pile of {state.pile}")
        self.advance(state, action)
        return [Event("take", f"Seat takes {action.args[0]}")]

    def advance(self, state: NimState, action: Action) -> None:
        take = action.args[0]
        assert isinstance(take, int)
        state.pile -= take
        if state.pile == 0:
            state.winner_team = state.teams[state.to_move]
        else:
            state.to_move = (state.to_move + 1) % state.players

    def view(self, state: NimState, seat: Seat | None) -> NimState:
        return replace(state)

    def sample(self, view: NimState, rng: random.Random) -> NimState:
        return replace(view)

    def clone(self, state: NimState) -> NimState:
        return replace(state)

    def is_over(self, state: NimState) -> bool:
        return state.winner_team is not None

    def result(self, state: NimState) -> Result:
        scores = tuple(1.0 if state.teams[s] == state.winner_team else 0.0 for s in range(state.players))
        winners = tuple(s for s in range(state.players) if scores[s] == 1.0)
        return Result(scores=scores, ranks=ranks_from_scores(scores), winners=winners)


def nim_winning_moves(pile: int, teams: Sequence[int], to_move: int) -> set[int]:
    """Moves after which the mover's team wins against any play (brute force)."""
    n = len(teams)

    @cache
    def winner(pile: int, mover: int) -> int:
        # The team that wins from here with perfect play; the mover picks for its team.
        outcomes = []
        for take in (1, 2, 3):
            if take > pile:
                break
            outcomes.append(teams[mover] if take == pile else winner(pile - take, (mover + 1) % n))
        return teams[mover] if teams[mover] in outcomes else outcomes[0]

    team = teams[to_move]
    return {
        take
        for take in (1, 2, 3)
        if take <= pile and (take == pile or winner(pile - take, (to_move + 1) % n) == team)
    }


# --- HighLow -----------------------------------------------------------------------


@dataclass
class HighLowState:
    cards: list[int]
    guess: str | None = None


@dataclass
class HighLowView:
    """What seat 0 sees: its own card. ``secret`` is never read by ``sample``."""

    own: int
    guess: str | None = None
    secret: Any = None


class HighLow(Game[HighLowState, HighLowView]):
    id = "highlow"
    name = "High or Low"
    min_players = max_players = 2
    CARDS = tuple(range(1, 10))

    def new(self, config: GameConfig, seed: int) -> HighLowState:
        rng = random.Random(seed)
        return HighLowState(cards=rng.sample(self.CARDS, 2))

    def deal(self, own: int, other: int) -> HighLowState:
        return HighLowState(cards=[own, other])

    def to_act(self, state: HighLowState) -> Seat | None:
        return None if state.guess is not None else 0

    def legal_actions(self, state: HighLowState) -> list[Action]:
        if state.guess is not None:
            return []
        return [Action("guess", ("lower",), label="Lower"), Action("guess", ("higher",), label="Higher")]

    def apply(self, state: HighLowState, action: Action) -> list[Event]:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action} is not legal now")
        self.advance(state, action)
        return [Event("reveal", f"Seat 1 shows {state.cards[1]}", barrier=True)]

    def advance(self, state: HighLowState, action: Action) -> None:
        guess = action.args[0]
        assert isinstance(guess, str)
        state.guess = guess

    def view(self, state: HighLowState, seat: Seat | None) -> HighLowView:
        return HighLowView(own=state.cards[0], guess=state.guess)

    def sample(self, view: HighLowView, rng: random.Random) -> HighLowState:
        other = rng.choice([c for c in self.CARDS if c != view.own])
        return HighLowState(cards=[view.own, other], guess=view.guess)

    def clone(self, state: HighLowState) -> HighLowState:
        return HighLowState(cards=list(state.cards), guess=state.guess)

    def is_over(self, state: HighLowState) -> bool:
        return state.guess is not None

    def result(self, state: HighLowState) -> Result:
        own, other = state.cards
        right = (other > own) == (state.guess == "higher")
        scores = (1.0, 0.0) if right else (0.0, 1.0)
        return Result(scores=scores, ranks=ranks_from_scores(scores), winners=(0,) if right else (1,))


class Poison:
    """Stands for hidden information: any use of it fails the test."""

    def _fail(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a bot read hidden information")

    __getattr__ = _fail
    __eq__ = _fail  # type: ignore[assignment]
    __hash__ = _fail  # type: ignore[assignment]
    __bool__ = _fail
    __int__ = _fail
    __index__ = _fail
    __lt__ = _fail
    __gt__ = _fail
    __iter__ = _fail
    __len__ = _fail
    __reduce_ex__ = _fail  # type: ignore[assignment]
    __deepcopy__ = _fail
    __copy__ = _fail


class CountingKnowledge(Knowledge[Any]):
    """Default knowledge that counts its calls; optional cut-off with a fixed evaluation."""

    def __init__(self, rollout_depth: int | None = None, value: float = 0.5) -> None:
        self.rollout_depth = rollout_depth
        self.value = value
        self.rollout_calls = 0
        self.evaluate_calls = 0

    def rollout_action(
        self, game: Game[Any, Any], state: Any, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        self.rollout_calls += 1
        return actions[rng.randrange(len(actions))]

    def evaluate(self, game: Game[Any, Any], state: Any) -> list[float]:
        self.evaluate_calls += 1
        if game.is_over(state):
            return game.result(state).rewards()
        return [self.value] * len(getattr(state, "teams", (0, 1)))


class CountingSample:
    """Wraps a game so tests can count determinisations."""

    def __init__(self, game: Game[Any, Any]) -> None:
        self.game = game
        self.samples = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def sample(self, view: Any, rng: random.Random) -> Any:
        self.samples += 1
        return self.game.sample(view, rng)
