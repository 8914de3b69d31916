"""The rulebooks' worked examples in the app, driven by posted mouse events: the Examples button of
a game's tile, the list, stepping through an example on the real table with what the book says,
and playing on from it with bots, which then play on the table; the game is kept on Recent games
as an example and not counted in the statistics."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop import games
from tabletop.core.examples import EXAMPLE_OPTION, find_example
from tabletop.records import RecordStore
from tabletop.scenes.continue_game import ContinueScene
from tabletop.scenes.examples import ExampleScene, ExamplesScene
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.recent import RecentGamesScene, example_text
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage

from .conftest import click

#: game, the example to step through, and the move to continue from (a bot's decision there)
CASES = [
    ("meh", "dwarves-20", 0),
    ("maskmen", "ladder", 3),
    ("mindbug", "block-order", 1),
    ("mythomakya", "prometheus-and-atlas", 3),
    ("mathenyism", "knights-and-monks-merged", 4),
]


def open_examples(make_app: Any, game_id: str) -> tuple[Any, ExamplesScene]:
    app = make_app()
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    tile = next(t for t in menu.tiles if t.entry.id == game_id)
    assert tile.examples is not None
    click(app, tile.examples.rect.center)
    assert isinstance(app.top, ExamplesScene)
    app.step(1 / 60)
    return app, app.top


def choose(app: Any, scene: ExamplesScene, wanted: str) -> None:
    """Scroll the list with the Down key until ``wanted`` is in sight, then click its row."""
    index = [e.id for e in scene.examples].index(wanted)
    while index not in dict(scene.row_rects):
        scene.select(scene.selected + 1)
        app.step(1 / 60)
    click(app, dict(scene.row_rects)[index].center)
    assert scene.current is not None and scene.current.id == wanted


def test_only_games_with_examples_have_the_button(make_app: Any) -> None:
    app = make_app()
    menu = MenuScene(app)
    app.push(menu)
    for tile in menu.tiles:
        if tile.available:
            assert (tile.examples is not None) == bool(tile.entry.rules().examples())
            assert tile.examples is None or tile.examples in menu.ring.widgets()


@pytest.mark.parametrize(("game_id", "wanted", "continue_at"), CASES)
def test_step_through_an_example_then_play_on_from_it_with_bots(make_app: Any, game_id: str, wanted: str,
                                                                 continue_at: int) -> None:
    app, scene = open_examples(make_app, game_id)
    game = games.get(game_id).rules()
    example = find_example(game, wanted)
    choose(app, scene, wanted)
    click(app, scene.step_button.rect.center)
    viewer = app.top
    assert isinstance(viewer, ExampleScene) and viewer.example is example
    assert viewer.position == 0 and viewer.status().endswith("the start")
    assert viewer.match.log[0].kind == "example"
    for move, scripted in enumerate(example.script, start=1):
        click(app, viewer.next_button.rect.center)
        assert viewer.position == move and viewer.note() == scripted.note
        assert viewer.match.actions == example.actions[:move]
        assert viewer.table.view == game.view(viewer.replay.at(move).state, viewer.eyes_seat())
    app.step(1 / 60)
    viewer.moves.follow()
    line = viewer.moves.rect.x + 10, viewer.moves.inner_top + (continue_at - viewer.moves.first) * viewer.moves.line_h + 3
    click(app, line)  # the move list: back to the move to continue from
    assert viewer.position == continue_at
    click(app, viewer.continue_button.rect.center)
    chooser = app.top
    assert isinstance(chooser, ContinueScene)
    app.step(1 / 60)
    for choice in chooser.kinds:  # every seat a quick bot: the table plays on its own
        while choice.value != "random":
            click(app, choice.arrow_rects()[1].center)
    click(app, chooser.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.config.options[EXAMPLE_OPTION] == wanted
    assert table.match.actions == example.actions[:continue_at]
    for _ in range(3000):
        app.step(1 / 20)
        if table.finished or len(table.match.actions) >= continue_at + 3:
            break
    assert len(table.match.actions) > continue_at, "the bots play on from the example"


def test_a_finished_example_is_kept_as_an_example_and_not_counted(make_app: Any) -> None:
    app, scene = open_examples(make_app, "meh")
    click(app, scene.play_button.rect.center)  # Play it: from the start, with the seats chosen
    chooser = app.top
    assert isinstance(chooser, ContinueScene) and chooser.position == 0
    assert [c.value for c in chooser.kinds] == ["human", "normal"]
    click(app, chooser.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.match.to_act() == 0
    table.play(find_example(table.match.game, "dwarves-20").actions[0])  # the Dwarves take the last snow
    for _ in range(200):
        app.step(1 / 20)
        if table.finished:
            break
    assert table.finished
    assert "meh" not in Storage().load_stats()
    [entry] = RecordStore(Storage()).entries()
    assert entry.example == "dwarves-20"
    assert example_text(entry) == "example: The Dwarves' 20 points"
    app.pop_to(MenuScene)
    recent = RecentGamesScene(app)
    app.push(recent)
    app.step(1 / 60)
    assert recent.example_tags[entry.path] == "example: The Dwarves' 20 points"


def test_a_record_naming_an_unknown_example_is_refused_and_kept_aside(make_app: Any) -> None:
    app, scene = open_examples(make_app, "meh")
    click(app, scene.play_button.rect.center)
    click(app, app.top.start.rect.center)
    table = app.top
    table.play(find_example(table.match.game, "dwarves-20").actions[0])
    for _ in range(200):
        app.step(1 / 20)
        if table.finished:
            break
    store = RecordStore(Storage())
    [entry] = store.entries()
    text = entry.path.read_text().replace('"dwarves-20"', '"no-such-example"')
    entry.path.write_text(text)
    app.pop_to(MenuScene)
    recent = RecentGamesScene(app)
    app.push(recent)
    app.step(1 / 60)
    [entry] = recent.entries
    assert example_text(entry) == "example"
    click(app, recent.replay_button.rect.center)
    assert app.top is recent  # not opened
    assert not entry.path.exists() and any(p.name.startswith(entry.path.stem) for p in entry.path.parent.iterdir())
    assert recent.entries == []


def test_a_move_that_logs_nothing_is_named_in_the_move_list_only_to_eyes_that_saw_it_made(make_app: Any) -> None:
    """Choosing a Mathenyism attack's target and units logs nothing until the attack is made; the list
    says what each choice was to the player who made it and to every-hand eyes, "moves" to the others."""
    from tabletop.core.examples import replay_of
    from tabletop.scenes.examples import example_seats
    from tabletop.scenes.replay import EVERYONE

    app = make_app()
    game = games.get("mathenyism").rules()
    example = find_example(game, "knights-and-monks-merged")
    replay = replay_of(game, example, example_seats(example))
    scene = ExampleScene(app, replay, example)
    app.push(scene)
    app.step(1 / 60)
    silent = next(m for m in range(1, replay.length + 1) if not replay.events_of(m))
    mover = replay.movers[silent - 1]
    label = replay.full.steps[silent - 1].action.label
    assert label
    other = next(seat for seat in range(len(scene.names)) if seat != mover)
    scene.eyes.select(mover)
    assert scene.move_line(silent) == f"{silent}. {scene.names[mover]}: {label}"
    scene.eyes.select(EVERYONE)
    assert label in scene.move_line(silent)
    scene.eyes.select(other)
    assert scene.move_line(silent) == f"{silent}. {scene.names[mover]} moves."
