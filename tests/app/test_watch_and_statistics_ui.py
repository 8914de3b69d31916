"""Watch (every seat a bot: pause, step, speed, the result at the end) and the statistics screen
(the counts of a game, reset with confirmation), driven by posted mouse events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.scenes.confirm import ConfirmScene
from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.result import ResultScene
from tabletop.scenes.statistics import LEFT_OUT, StatisticsScene, sections, summary_lines
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage
from tabletop.ui import theme

from .conftest import click


def watch_toy(make_app: Any) -> tuple[Any, TableScene]:
    app = make_app()
    app.settings.ai_pace = 0.2
    app.push(MenuScene(app))
    scene = TableScene(app, new_match("toy", ["random", "random"], seed=2))
    app.push(scene)
    app.step(1 / 60)
    return app, scene


def frames(app: Any, count: int, dt: float = 1 / 20) -> None:
    for _ in range(count):
        app.step(dt)


def test_a_table_of_bots_plays_on_its_own_and_pauses(make_app: Any, toy_game: Any) -> None:
    app, scene = watch_toy(make_app)
    assert scene.watch is not None and scene.undo_button not in scene.buttons
    watch = scene.watch
    frames(app, 12)
    assert scene.match.actions, "the bots play without anybody"
    click(app, watch.pause_button.rect.center)
    assert watch.paused and watch.pause_button.label == "Play"
    frames(app, 3)
    moved = len(scene.match.actions)
    frames(app, 40)
    assert len(scene.match.actions) == moved
    assert scene.status_text()[0].startswith("Paused")
    click(app, watch.step_button.rect.center)
    frames(app, 40)
    assert len(scene.match.actions) == moved + 1, "a step lets exactly one move through"
    click(app, watch.speed_button.rect.center)
    assert watch.speed == 2.0 and watch.speed_button.label == "2×"
    click(app, watch.pause_button.rect.center)
    for _ in range(400):
        app.step(1 / 20)
        if scene.finished and not scene.table.busy():
            break
    assert scene.finished and scene.result_button in scene.buttons
    assert scene.result_button.rect == watch.speed_button.rect  # in the place of the controls
    click(app, scene.result_button.rect.center)
    assert isinstance(app.top, ResultScene)
    stats = Storage().load_stats()["toy"]
    assert "played" not in stats and stats["bots"]["played"] == 1


def test_the_speed_divides_the_pace(make_app: Any, toy_game: Any) -> None:
    _app, scene = watch_toy(make_app)
    assert scene.watch is not None
    scene.play(scene.match.game.legal_actions(scene.match.state)[0])
    assert scene.wait == 0.2
    scene.watch.faster()
    scene.watch.faster()  # 4x
    scene.play(scene.match.game.legal_actions(scene.match.state)[0])
    assert scene.wait == 0.2 / 4


def play_some(storage: Storage) -> None:
    storage.record_game("toy", ["human", "hard"], [0], moves=6)
    storage.record_game("toy", ["human", "easy", "hard"], [1], moves=9)
    storage.record_game("toy", ["hard", "easy"], [0], moves=6)


def open_statistics(make_app: Any) -> tuple[Any, StatisticsScene]:
    app = make_app()
    app.push(MenuScene(app))
    app.step(1 / 60)
    click(app, app.top.statistics.rect.center)
    scene = app.top
    assert isinstance(scene, StatisticsScene)
    while scene.game_id != "toy":
        click(app, scene.game_choice.arrow_rects()[1].center)
    app.step(1 / 60)
    return app, scene


def test_the_statistics_screen_shows_each_split(make_app: Any, toy_game: Any) -> None:
    play_some(Storage())
    _app, scene = open_statistics(make_app)
    assert summary_lines(scene.entry)[0] == "2 games · a person won 1 of 2 (50%)"
    titled = dict(sections("toy", scene.entry))
    assert [(r.label, r.value) for r in titled["A person won, against"]] == [
        ("AI: Easy", "0 of 1 (0%)"), ("AI: Hard", "1 of 2 (50%)")]
    assert [r.label for r in titled["A person won, by table"]] == ["2 players", "3 players"]
    assert scene.plot.results == [True, False]
    assert scene.entry["bots"]["played"] == 1


def test_reset_asks_first(make_app: Any, toy_game: Any) -> None:
    play_some(Storage())
    app, scene = open_statistics(make_app)
    click(app, scene.reset.rect.center)
    assert isinstance(app.top, ConfirmScene)
    app.step(1 / 60)
    click(app, app.top.cancel.rect.center)
    assert app.top is scene and "toy" in Storage().load_stats()
    click(app, scene.reset.rect.center)
    app.step(1 / 60)
    click(app, app.top.yes.rect.center)
    assert app.top is scene and "toy" not in Storage().load_stats()
    assert scene.entry == {} and not scene.reset.enabled


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_screen_says_that_example_games_are_left_out(make_app: Any, toy_game: Any, size: tuple[int, int]) -> None:
    play_some(Storage())
    _app, scene = open_statistics(make_app)
    surface = pygame.Surface(size)
    scene.draw(surface)
    s = theme.Scale.for_size(size)
    rect = scene.left_out_rect
    assert scene.panel.contains(rect)
    assert s.font("small").size(LEFT_OUT)[0] <= rect.w, "the line is cut short"
    written = {surface.get_at((x, y))[:3] for x in range(rect.x, rect.x + s.font("small").size(LEFT_OUT)[0], 2)
               for y in range(rect.y, rect.bottom)}
    assert len(written) > 3, "nothing is written where the line goes"
