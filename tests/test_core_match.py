"""Match: save as JSON, load by replay, undo that respects hidden information and chance."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pytest

from tabletop.core.match import DamagedSave, Match, SeatSpec
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


@dataclass
class CountState:
    """Two seats take turns adding 1 or 2 to a total; 'draw' adds a hidden random card."""

    rng: random.Random
    total: int = 0
    turn: int = 0
    hidden: list[int] = field(default_factory=lambda: [0, 0])


class CountGame(Game[CountState, tuple[int, int, int]]):
    id = "count"
    name = "Count"

    def new(self, config: GameConfig, seed: int) -> CountState:
        return CountState(rng=random.Random(seed))

    def to_act(self, state: CountState) -> Seat | None:
        return None if self.is_over(state) else state.turn % 2

    def legal_actions(self, state: CountState) -> list[Action]:
        return [Action("add", (1,), "Add 1"), Action("add", (2,), "Add 2"), Action("draw", (), "Draw")]

    def apply(self, state: CountState, action: Action) -> list[Event]:
        action = self.find_legal(state, action)
        seat = state.turn % 2
        state.turn += 1
        if action.kind == "draw":
            card = state.rng.randint(1, 9)
            state.hidden[seat] += card
            return [Event("draw", f"drew {card}", visible_to=frozenset({seat}), barrier=True)]
        assert isinstance(action.args[0], int)
        state.total += action.args[0]
        return [Event("add", f"added {action.args[0]}")]

    def view(self, state: CountState, seat: Seat | None) -> tuple[int, int, int]:
        return (state.total, state.turn, state.hidden[seat] if seat is not None else 0)

    def sample(self, view: tuple[int, int, int], rng: random.Random) -> CountState:
        raise NotImplementedError

    def clone(self, state: CountState) -> CountState:
        copy = CountState(rng=random.Random())
        copy.rng.setstate(state.rng.getstate())
        copy.total, copy.turn, copy.hidden = state.total, state.turn, list(state.hidden)
        return copy

    def is_over(self, state: CountState) -> bool:
        return state.total >= 10

    def result(self, state: CountState) -> Result:
        scores = tuple(float(h) for h in state.hidden)
        ranks = ranks_from_scores(scores)
        return Result(scores, ranks, tuple(s for s in range(2) if ranks[s] == 0))


GAME = CountGame()
ADD1, ADD2, DRAW = Action("add", (1,)), Action("add", (2,)), Action("draw")


def make_match(seats: tuple[str, str] = ("human", "human"), casual: bool = False) -> Match[CountState]:
    return Match(
        GAME,
        GameConfig(players=2),
        seed=7,
        seats=[SeatSpec("Ann", seats[0]), SeatSpec("Bob", seats[1])],
        casual_undo=casual,
    )


def test_play_records_actions_with_labels_and_log() -> None:
    match = make_match()
    match.play(ADD2)
    assert match.actions[0].label == "Add 2"
    assert [e.text for e in match.log] == ["added 2"]
    assert match.to_act() == 1


def test_illegal_action_changes_nothing() -> None:
    match = make_match()
    match.play(ADD1)
    before = (match.state.total, match.state.turn, list(match.actions))
    with pytest.raises(IllegalAction):
        match.play(Action("add", (5,)))
    assert (match.state.total, match.state.turn, list(match.actions)) == before


def test_save_and_load_replays_to_the_same_state() -> None:
    match = make_match()
    for action in (ADD1, DRAW, ADD2, DRAW, ADD1):
        match.play(action)
    data = json.loads(json.dumps(match.to_json()))
    loaded = Match.from_json(GAME, data)
    assert loaded.state.total == match.state.total
    assert loaded.state.hidden == match.state.hidden
    assert loaded.state.rng.getstate() == match.state.rng.getstate()
    assert loaded.seats == match.seats


def test_seats_keep_their_kind_and_team_through_a_save() -> None:
    match = Match(GAME, GameConfig(players=2), seed=7, seats=[SeatSpec("Ann", "human", team=1),
                                                             SeatSpec("Bob", "hard", team=0)])
    match.play(ADD1)
    loaded = Match.from_json(GAME, json.loads(json.dumps(match.to_json())))
    assert loaded.seats == [SeatSpec("Ann", "human", team=1), SeatSpec("Bob", "hard", team=0)]
    assert SeatSpec.from_json({"name": "Cy"}) == SeatSpec("Cy", "human", None)  # a seat saved with its name only


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d.update(format=99), "format"),
        (lambda d: d.update(game="meh"), "save is for 'meh', not 'count'"),
        (lambda d: d.update(hints=[0]), "hints"),  # one count for two seats
        (lambda d: d.update(hints=[0, -1]), "hints"),
        (lambda d: d["actions"].append({"kind": "add", "args": [7]}), "cannot be replayed"),
        (lambda d: d.pop("seed"), "damaged"),
        (lambda d: d["actions"].append("garbage"), "damaged"),
    ],
)
def test_damaged_save_is_reported_clearly(mutate, message: str) -> None:  # type: ignore[no-untyped-def]
    match = make_match()
    match.play(ADD1)
    data = match.to_json()
    mutate(data)
    with pytest.raises(DamagedSave, match=message):
        Match.from_json(GAME, data)


def test_undo_removes_last_human_decision_and_the_bot_moves_after_it() -> None:
    match = make_match(seats=("human", "hard"))
    match.play(ADD1)  # Ann (human)
    match.play(ADD2)  # Bob (bot)
    assert match.can_undo()
    match.undo()
    assert match.actions == [] and match.state.total == 0 and match.to_act() == 0


def test_strict_undo_never_crosses_hidden_information_or_chance() -> None:
    match = make_match()
    match.play(DRAW)
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()
    match.play(ADD1)
    match.undo()
    assert match.actions == [DRAW]
    assert not match.can_undo()


def test_casual_undo_may_cross_a_draw() -> None:
    match = make_match(casual=True)
    match.play(DRAW)
    match.undo()
    assert match.actions == [] and match.state.hidden == [0, 0]


def test_seat_count_must_match_config() -> None:
    with pytest.raises(ValueError):
        Match(GAME, GameConfig(players=2), seed=1, seats=[SeatSpec("Solo")])


def test_in_hot_seat_only_the_person_who_moved_last_may_take_it_back() -> None:
    match = make_match()  # Ann and Bob, two people at one screen
    match.play(ADD1)  # Ann's move; now it is Bob's turn
    assert not match.can_undo(by=1) and match.undo_point(by=1) is None
    assert "Ann moved last" in (match.undo_refusal(by=1) or "")
    with pytest.raises(IllegalAction, match="Ann moved last"):
        match.undo(by=1)
    assert match.actions == [ADD1]
    assert match.can_undo(by=0) and match.can_undo()  # Ann may; without a person named, anyone may
    match.undo(by=0)
    assert match.actions == [] and match.to_act() == 0
