"""Replays of every game: the match after any move, from the checkpoints, is the match replayed
from the start; continuing from a move keeps the moves before it; the viewer draws each game's
table through every pair of eyes."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop import games
from tabletop.core.match import Match, SeatSpec
from tabletop.core.replay import Replay
from tabletop.scenes.matches import new_match

TABLES = [("meh", 2), ("meh", 4), ("maskmen", 3), ("mindbug", 2), ("mindbug", 4), ("mythomakya", 3)]
#: Games whose rules are here, with or without a table yet: replays need only the rules.
RULES = [*TABLES, ("mathenyism", 4)]


def random_game(game_id: str, players: int, seed: int = 7) -> Match[Any]:
    match = new_match(game_id, ["random"] * players, seed=seed)
    rng = random.Random(seed)
    while not match.is_over():
        legal = match.game.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    return match


def from_scratch(match: Match[Any], moves: int) -> Match[Any]:
    data = match.to_json()
    data["actions"] = data["actions"][:moves]
    return Match.from_json(match.game, data)


@pytest.mark.parametrize(("game_id", "players"), RULES)
def test_the_match_after_any_move_is_the_replayed_one(game_id: str, players: int) -> None:
    match = random_game(game_id, players)
    every = 5  # checkpoints close together, so that every game crosses some
    replay = Replay(match.game, match.to_json(), checkpoint_every=every)
    assert replay.length == len(match.actions) > 2 * every
    game = match.game
    for moves in sorted({0, 1, every - 1, every, every + 3, 2 * every + 1,
                         replay.length // 2, replay.length - 1, replay.length}):
        seen, wanted = replay.at(moves), from_scratch(match, moves)
        for seat in [None, *range(players)]:
            assert game.view(seen.state, seat) == game.view(wanted.state, seat), (moves, seat)
        assert [e.text for e in seen.log] == [e.text for e in wanted.log]
        assert seen.to_act() == wanted.to_act()
    assert replay.at(replay.length).is_over()
    assert sum(len(replay.events_of(m)) for m in range(1, replay.length + 1)) + len(
        replay.at(0).log) == len(match.log)


@pytest.mark.parametrize(("game_id", "players"), TABLES[:4])
def test_continue_from_a_move_with_other_seats(game_id: str, players: int) -> None:
    match = random_game(game_id, players)
    replay = Replay(match.game, match.to_json())
    seats = [SeatSpec(f"P{i}", "human" if i == 0 else "hard") for i in range(players)]
    later = replay.continue_from(replay.length // 2, seats)
    assert later.actions == match.actions[: replay.length // 2] and later.seats == seats
    assert not later.is_over() and not later.casual_undo  # strict undo unless asked, as in a new game
    later.play(later.game.legal_actions(later.state)[0])  # the game goes on from there
    with pytest.raises(ValueError):
        replay.continue_from(1, seats[:1])


@pytest.mark.usefixtures("pygame_display")
@pytest.mark.parametrize(("game_id", "players"), [t for t in TABLES if games.get(t[0]).has_table()])
def test_the_viewer_draws_every_table_through_every_eyes(game_id: str, players: int, tmp_path: Any) -> None:
    import pygame

    from tabletop.app import App
    from tabletop.scenes.replay import ReplayScene
    from tabletop.storage import Storage

    app = App(storage=Storage(tmp_path / "config", tmp_path / "data"))
    try:
        match = random_game(game_id, players, seed=3)
        scene = ReplayScene(app, Replay(match.game, match.to_json()))
        app.push(scene)
        surface = pygame.Surface((1280, 800))
        for eyes in range(len(scene.eyes.options)):
            scene.eyes.index = eyes
            scene.eyes.on_change(scene.eyes.value)  # type: ignore[misc]
            for position in (0, scene.replay.length // 2, scene.replay.length):
                scene.seek(position)
                scene.update(0.5)
                scene.draw(surface)
                assert scene.moves.lines[position].startswith(f"{position}.") or position == 0
        assert games.get(game_id).name in scene.entry.name
    finally:
        app.close()
