"""Every game's worked examples (``tabletop/games/<id>/examples.py``), through the protocol.

Parametrised over every game's examples, so a new game's examples are checked as soon as they
exist: each builds on the real rules, its scripted moves are legal, every seat's view of each
position determinises back into itself (hides what it should), a save of it loads into the same
game, a replay of it steps and continues, and the game plays on from its end. What each example
says happens is checked by the game's own tests, which load the same data.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from gametools import sampled_views

from tabletop import games
from tabletop.core.examples import EXAMPLE_OPTION, Example, UnknownExample, example_id, find_example, start
from tabletop.core.match import DamagedSave, Match, SeatSpec
from tabletop.core.protocol import Game, GameConfig
from tabletop.core.replay import Replay


def every_example() -> list[tuple[str, str]]:
    return [(entry.id, example.id) for entry in games.available_games() for example in entry.rules().examples()]


EXAMPLES = every_example()


def load(game_id: str, wanted: str) -> tuple[Game[Any, Any], Example[Any]]:
    game = games.get(game_id).rules()
    return game, find_example(game, wanted)


def example_match(game: Game[Any, Any], example: Example[Any]) -> Match[Any]:
    seats = [SeatSpec(name) for name in example.seat_names()]
    return Match(game, example.config_for_match(), example.seed, seats)


def views(game: Game[Any, Any], state: Any) -> list[Any]:
    return [game.view(state, seat) for seat in [*range(len(game.teams(state))), None]]


def check_views(game: Game[Any, Any], state: Any, rng: random.Random) -> None:
    """Each seat's view (and a spectator's) determinises into a state that shows it the same."""
    for _ in sampled_views(game, state, [*range(len(game.teams(state))), None], rng):
        pass


def test_the_minimum_examples_are_there() -> None:
    ids = set(EXAMPLES)
    assert {("meh", "dwarves-20"), ("maskmen", "ladder")} <= ids
    mindbug = {wanted for game_id, wanted in ids if game_id == "mindbug"}
    assert {"mindbug-order", "block-order", "choose-an-opponent", "constant-effects", "lone-yeti",
            "kangasaurus-rex", "snail-hydra", "brain-fly-teammate", "harpy-mother-teammate",
            "elimination", "poisonous-tough", "hunter-sneaky", "sharky-copies"} <= mindbug
    assert {("mythomakya", "prometheus-and-atlas"), ("mathenyism", "grammar-nazi"), ("mathenyism", "kgb-blogger-slaves"),
            ("mathenyism", "knights-and-monks-both-blocked"), ("mathenyism", "knights-and-monks-merged")} <= ids


@pytest.mark.parametrize(("game_id", "wanted"), EXAMPLES)
def test_an_example_is_told_in_words_and_has_a_plain_id(game_id: str, wanted: str) -> None:
    game, example = load(game_id, wanted)
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", example.id)
    assert [e.id for e in game.examples()].count(example.id) == 1
    for words in (example.title, example.context, example.outcome):
        assert words.strip() and len(words) < 400
    assert EXAMPLE_OPTION not in example.config.options
    game.validate_config(example.config)


@pytest.mark.parametrize(("game_id", "wanted"), EXAMPLES)
def test_an_example_builds_its_script_is_legal_and_views_hide_what_they_should(game_id: str, wanted: str) -> None:
    game, example = load(game_id, wanted)
    rng = random.Random(0)
    match = example_match(game, example)
    assert example_id(match.config) == example.id
    assert match.log[0].kind == "example" and example.title in match.log[0].text
    check_views(game, match.state, rng)
    assert example.script, "an example walks through at least one move"
    for step in example.script:
        assert not match.is_over()
        match.play(step.action)  # IllegalAction here: the script does not fit the position
        check_views(game, match.state, rng)
    # the start is a pure function of (config, seed)
    again, _ = start(game, match.config, match.seed)
    for step in example.script:
        game.apply(again, step.action)
    assert views(game, again) == views(game, match.state)


@pytest.mark.parametrize(("game_id", "wanted"), EXAMPLES)
def test_an_example_saves_replays_and_continues(game_id: str, wanted: str) -> None:
    game, example = load(game_id, wanted)
    match = example_match(game, example)
    for step in example.script:
        match.play(step.action)
    data = json.loads(json.dumps(match.to_json()))
    loaded = Match.from_json(game, data)
    assert views(game, loaded.state) == views(game, match.state)
    assert [e.text for e in loaded.log] == [e.text for e in match.log]
    replay = Replay(game, data)
    assert replay.length == len(example.script)
    assert views(game, replay.at(0).state) == views(game, example_match(game, example).state)
    # continue from the start with bots' seats, and play on to the end with random legal moves
    continued = replay.continue_from(0, [SeatSpec(f"Bot {i}", "easy") for i in range(len(replay.seats))])
    assert example_id(continued.config) == example.id
    rng = random.Random(1)
    for _ in range(2000):
        if continued.is_over():
            break
        continued.play(rng.choice(game.legal_actions(continued.state)))
    assert continued.is_over()
    game.result(continued.state)


def test_a_save_naming_an_unknown_example_is_refused_with_a_clear_message() -> None:
    game = games.get("meh").rules()
    config = GameConfig(2, None, {"armies": ["dwarves", "elves"], EXAMPLE_OPTION: "no-such-example"})
    with pytest.raises(UnknownExample, match="Domains of Meh has no example 'no-such-example'"):
        Match(game, config, 0, [SeatSpec("A"), SeatSpec("B")])
    _, example = load("meh", "dwarves-20")
    data = example_match(game, example).to_json()
    for damaged in ("no-such-example", 7, ["dwarves-20"], "x" * 500):
        data["config"]["options"][EXAMPLE_OPTION] = damaged
        with pytest.raises(DamagedSave, match="has no example"):
            Match.from_json(game, json.loads(json.dumps(data)))


def test_a_save_whose_setup_does_not_fit_its_example_is_refused() -> None:
    game, example = load("meh", "dwarves-20")
    data = example_match(game, example).to_json()
    data["config"]["options"]["armies"] = ["orcs", "elves"]
    with pytest.raises(DamagedSave, match="does not match Domains of Meh's example 'dwarves-20'"):
        Match.from_json(game, data)
    data = example_match(game, example).to_json()
    data["config"]["players"] = 3
    data["seats"].append({"name": "C"})
    with pytest.raises(DamagedSave, match="does not match"):
        Match.from_json(game, data)


def test_a_game_without_examples_has_none_and_ordinary_games_start_as_before() -> None:
    from ai.toy_games import Nim  # a game defined outside the games' packages

    assert tuple(Nim().examples()) == ()
    game = games.get("meh").rules()
    config = game.default_config(2)
    state, opening = start(game, config, 5)
    assert views(game, state) == views(game, game.new(config, 5))
    assert [e.text for e in opening] == [e.text for e in game.opening_events(game.new(config, 5))]


def test_a_game_played_from_an_example_is_not_counted_in_the_statistics() -> None:
    from tabletop.records import make_record
    from tabletop.statistics import FinishedGame, count_game

    game, example = load("meh", "dwarves-20")
    match = example_match(game, example)
    for step in example.script:
        match.play(step.action)
    record = make_record(match, game.result(match.state), finished=1.0)
    stats: dict[str, Any] = {}
    count_game(stats, FinishedGame.from_record(record))
    assert stats == {}
    record["config"]["options"].pop(EXAMPLE_OPTION)  # the same game, dealt: counted
    count_game(stats, FinishedGame.from_record(record))
    assert stats["meh"]["played"] == 1 and stats["meh"]["people_won"] == 1


@pytest.mark.parametrize(("game_id", "wanted"), EXAMPLES)
def test_undo_in_an_example_goes_back_to_the_examples_position(game_id: str, wanted: str) -> None:
    game, example = load(game_id, wanted)
    match = Match(game, example.config_for_match(), example.seed, [SeatSpec(name) for name in example.seat_names()],
                  casual_undo=True)
    start_views = views(game, match.state)
    match.play(example.actions[0])
    match.undo()
    assert match.actions == [] and views(game, match.state) == start_views
    assert match.log[0].kind == "example"
