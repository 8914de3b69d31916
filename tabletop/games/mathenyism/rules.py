"""The rules of Mathenyism: leaders, followers, combat with super-units, alliances and trading, 2-6 players.

``docs/rules/mathenyism.md`` gives the rules in our own words, the card table
and the numbered rulings this engine follows.

The game (:data:`GAME`) and the dispatch of decisions live here; the rest is
split by responsibility: :mod:`.cards` (the 100 cards), :mod:`.state`,
:mod:`.board` (moving cards, strengths, the win), :mod:`.upkeep` (draw and
show, card effects, the final step), :mod:`.turn` (the action step),
:mod:`.combat`, :mod:`.alliances`, :mod:`.trading`, :mod:`.effects` (what
cards do), :mod:`.labels` (actions and the prompt) and :mod:`.view`.

Events: ``turn``, ``draw``, ``show``, ``leader``, ``object``, ``unit``,
``follower``, ``action``, ``effect``, ``peek``, ``discard``, ``offer``,
``trade``, ``give``, ``attack``, ``help``, ``block``, ``merge``, ``react``,
``cancel``, ``boost``, ``tie``, ``destroy``, ``followers``, ``ally``,
``end_alliance``, ``split``, ``reshuffle``, ``win``.
"""

from __future__ import annotations

import random

from tabletop.core import chance
from tabletop.core.protocol import Action, Event, Game, GameConfig, Result, Seat, seat_name
from tabletop.games.mathenyism import combat, trading, turn
from tabletop.games.mathenyism.board import event
from tabletop.games.mathenyism.cards import DECK_SIZE, LEADER, NAME, TYPE
from tabletop.games.mathenyism.labels import prompt
from tabletop.games.mathenyism.state import (
    ANSWER,
    ATTACK,
    DEFEND,
    HAND_SIZE,
    HELP,
    MUSTER,
    NO_SEAT,
    OVER,
    REACT,
    Ev,
    MathState,
    blank_state,
)
from tabletop.games.mathenyism.upkeep import begin_turn
from tabletop.games.mathenyism.view import MathView, sample_state, seat_view
from tabletop.games.mathenyism.why import refusal

__all__ = ["GAME", "MathState", "MathView", "MathenyismGame"]

COMBAT_PHASES = frozenset({ATTACK, MUSTER, DEFEND, HELP, REACT})


def deal(config: GameConfig, seed: int) -> tuple[MathState, list[Event]]:
    """Shuffle, deal five each, play the leaders dealt (the first one dealt if several: ruling 2),
    choose the first player at random, and begin the first turn."""
    rng = random.Random(seed)
    n = config.players
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    s = blank_state(n, 0)
    for q in range(n):
        s.hands[q] = deck[q * HAND_SIZE:(q + 1) * HAND_SIZE]
    s.deck = deck[n * HAND_SIZE:]
    ev: list[Event] = []
    for q in range(n):
        leaders = [c for c in s.hands[q] if TYPE[c] == LEADER]
        if leaders:
            s.hands[q].remove(leaders[0])
            s.leaders[q].append(leaders[0])
            event(ev, "leader", f"{seat_name(q)} plays the leader {NAME[leaders[0]]}.", seat=q, card=leaders[0])
    s.active = rng.randrange(n)
    s.actor = s.active
    s.chance = chance.new_seed(rng)
    event(ev, "first", f"The dice choose {seat_name(s.active)} to go first; play goes left.", seat=s.active)
    begin_turn(s, ev)
    return s, ev


def _legal(s: MathState) -> list[Action]:
    phase = s.phase
    if phase == OVER:
        return []
    if phase in COMBAT_PHASES:
        return combat.legal(s)
    if phase == ANSWER:
        return trading.answers(s)
    return turn.legal(s)


def _apply(s: MathState, action: Action, ev: Ev) -> None:
    phase = s.phase
    if phase in COMBAT_PHASES:
        combat.apply(s, action, ev)
    elif phase == ANSWER:
        trading.answer(s, action, ev)
    else:
        turn.apply(s, action, ev)


class MathenyismGame(Game[MathState, MathView]):
    id = "mathenyism"
    name = "Mathenyism"
    min_players = 2
    max_players = 6

    def validate_config(self, config: GameConfig) -> None:
        super().validate_config(config)
        if config.options:
            raise ValueError(f"Mathenyism has no options, not {', '.join(sorted(config.options))}")
        if config.teams is not None and len(set(config.teams)) != len(config.teams):
            raise ValueError("Mathenyism has no fixed teams: alliances are made in play")

    def new(self, config: GameConfig, seed: int) -> MathState:
        self.validate_config(config)
        return deal(config, seed)[0]

    def opening_events(self, state: MathState) -> list[Event]:
        return _setup_events(state)

    def to_act(self, state: MathState) -> Seat | None:
        return None if state.phase == OVER else state.actor

    def active_seat(self, state: MathState) -> Seat | None:
        return None if state.phase == OVER else state.active

    def players(self, state: MathState) -> int:
        return state.n

    def teams(self, state: MathState) -> tuple[int, ...]:
        """The alliances now (each alliance named by its lowest seat); the game's end dissolves
        them, as there is only one winner (ruling 13)."""
        if state.phase == OVER:
            return tuple(range(state.n))
        return tuple(state.bloc)

    def chance_seed(self, state: MathState) -> int:
        return state.chance

    def is_over(self, state: MathState) -> bool:
        return state.phase == OVER

    def clone(self, state: MathState) -> MathState:
        return state.clone()

    def legal_actions(self, state: MathState) -> list[Action]:
        return _legal(state)

    def why_not(self, view: MathView, action: Action) -> str | None:
        if view.over:
            return "The game is over."
        if view.seat is None or view.to_act != view.seat:
            return "It is not your turn."
        state = sample_state(view, random.Random(0))
        if action in _legal(state):
            return None
        return refusal(view, action)

    def advance(self, state: MathState, action: Action) -> None:
        _apply(state, action, None)

    def apply(self, state: MathState, action: Action) -> list[Event]:
        action = self.find_legal(state, action)
        ev: list[Event] = []
        _apply(state, action, ev)
        return ev

    def view(self, state: MathState, seat: Seat | None) -> MathView:
        return seat_view(state, seat)

    def sample(self, view: MathView, rng: random.Random) -> MathState:
        return sample_state(view, rng)

    def result(self, state: MathState) -> Result:
        n = state.n
        counts = tuple(float(len(f)) for f in state.followers)
        if state.winner != NO_SEAT:
            winners: tuple[int, ...] = (state.winner,)
        else:
            most = max(counts)
            winners = tuple(q for q in range(n) if counts[q] == most)
        ranks = tuple(0 if q in winners else 1 + sum(1 for p in range(n) if p not in winners and counts[p] > counts[q])
                      for q in range(n))
        who = " and ".join(seat_name(q) for q in winners)
        if state.winner != NO_SEAT:
            summary = f"{who} wins with {int(counts[state.winner])} followers."
        else:
            summary = f"The round limit is reached: {who} {'wins' if len(winners) == 1 else 'share the win'} with" \
                      f" the most followers ({int(max(counts))})."
        breakdown = tuple({"Followers": counts[q]} for q in range(n))
        return Result(scores=counts, ranks=ranks, winners=winners, breakdown=breakdown, summary=summary,
                      score_label="Followers")

    def prompt(self, state: MathState) -> str:
        return prompt(state)


def _setup_events(state: MathState) -> list[Event]:
    out = [Event("deal", f"Each player is dealt {HAND_SIZE} cards; leaders dealt are played at once.")]
    for q in range(state.n):
        for c in state.leaders[q]:
            out.append(Event("leader", f"{seat_name(q)} plays the leader {NAME[c]}.", data={"seat": q, "card": c}))
    out.append(Event("first", f"{seat_name(state.active)} goes first; play goes left.", data={"seat": state.active}))
    return out


GAME = MathenyismGame()
