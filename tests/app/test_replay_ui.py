"""Recent games, the replay viewer and "Continue from here", driven by posted mouse events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tabletop.core.match import Match
from tabletop.records import RecordStore, make_record
from tabletop.scenes.continue_game import ContinueScene
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.recent import RecentGamesScene
from tabletop.scenes.replay import EVERYONE, SPECTATOR, ReplayScene
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage

from .conftest import click
from .test_records import finished_toy, seed_of


def keep_toy_games(count: int = 2) -> list[Path]:
    """``count`` finished toy games (a person against a bot) kept as records, the newest last."""
    store = RecordStore(Storage())
    paths = []
    for seed in range(count):
        match = finished_toy(seed)
        paths.append(store.keep(make_record(match, match.game.result(match.state),
                                            finished=1_700_000_000.0 + seed)))
    return paths


def open_recent(make_app: Any) -> tuple[Any, RecentGamesScene]:
    app = make_app()
    app.push(MenuScene(app))
    app.step(1 / 60)
    menu = app.top
    click(app, menu.recent.rect.center)
    assert isinstance(app.top, RecentGamesScene)
    app.step(1 / 60)
    return app, app.top


def open_first_replay(make_app: Any) -> tuple[Any, ReplayScene]:
    app, recent = open_recent(make_app)
    _, row = recent.row_rects[0]
    click(app, row.center)
    click(app, recent.replay_button.rect.center)
    assert isinstance(app.top, ReplayScene)
    app.step(1 / 60)
    return app, app.top


def test_recent_games_lists_every_kept_game_newest_first(make_app: Any, toy_game: Any) -> None:
    keep_toy_games(3)
    _, recent = open_recent(make_app)
    assert [seed_of(recent.store, e) for e in recent.entries] == [2, 1, 0]
    assert len(recent.row_rects) == 3


def test_the_replay_steps_jumps_and_plays_without_changing_the_file(make_app: Any, toy_game: Any) -> None:
    [path] = keep_toy_games(1)
    before = path.read_bytes()
    app, replay = open_first_replay(make_app)
    game = replay.replay.game
    assert replay.position == 0 and replay.table.viewer == 0  # through the person's eyes
    for _ in range(3):
        click(app, replay.next_button.rect.center)
    assert replay.position == 3
    assert replay.table.view == game.view(replay.replay.at(3).state, 0)
    click(app, replay.back_button.rect.center)
    assert replay.position == 2
    click(app, replay.end_button.rect.center)
    assert replay.position == replay.replay.length == 6 and replay.match.is_over()
    assert not replay.continue_button.enabled  # nothing to continue at the end
    assert replay.table.result == game.result(replay.match.state)  # the table says who won
    click(app, replay.start_button.rect.center)
    assert replay.position == 0 and replay.table.result is None
    replay.moves.follow()
    line = pygame.Rect(replay.moves.rect.x + 10, replay.moves.inner_top + 4 * replay.moves.line_h + 2, 10, 2)
    click(app, line.center)  # the fifth line of the list: after move 4
    assert replay.position == 4
    click(app, replay.play_button.rect.center)
    assert replay.playing
    for _ in range(200):
        app.step(1 / 10)
        if not replay.playing:
            break
    assert replay.position == 6 and not replay.playing
    assert path.read_bytes() == before


def test_the_eyes_choose_whose_view_the_table_shows(make_app: Any, toy_game: Any) -> None:
    keep_toy_games(1)
    app, replay = open_first_replay(make_app)
    click(app, replay.next_button.rect.center)
    right = replay.eyes.arrow_rects()[1]
    click(app, right.center)
    assert replay.eyes.value == 1 and replay.table.viewer == 1
    assert replay.table.view["hand"] == tuple(replay.match.state.hands[1])
    click(app, right.center)
    assert replay.eyes.value == SPECTATOR and replay.table.viewer is None and replay.table.view["hand"] == ()
    assert replay.move_details() and not any("thinks about" in t for t in replay.move_details())
    click(app, right.center)
    assert replay.eyes.value == EVERYONE
    assert replay.table.viewer == replay.match.to_act()  # every hand: the mover's own view
    assert any("thinks about" in line for line in replay.move_details())  # every private event told


def test_continue_from_here_with_other_seats(make_app: Any, toy_game: Any) -> None:
    [path] = keep_toy_games(1)
    before = path.read_bytes()
    app, replay = open_first_replay(make_app)
    for _ in range(2):
        click(app, replay.next_button.rect.center)
    click(app, replay.continue_button.rect.center)
    chooser = app.top
    assert isinstance(chooser, ContinueScene)
    app.step(1 / 60)
    person, bot = chooser.kinds
    click(app, bot.arrow_rects()[0].center)  # the bot's seat: one kind back, to "hard"
    click(app, person.arrow_rects()[1].center)  # the person's seat: on to "easy"
    click(app, chooser.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.kind for s in table.match.seats] == ["easy", "hard"]
    assert table.match.actions == replay.replay.actions[:2]
    assert table.watch is not None  # bots alone: the table plays on its own
    assert path.read_bytes() == before


def test_export_then_import_through_the_buttons(make_app: Any, toy_game: Any, home: Path) -> None:
    keep_toy_games(1)
    app, recent = open_recent(make_app)
    click(app, recent.export_button.rect.center)
    [exported] = list(recent.store.exports_folder.iterdir())
    recent.store.imports_folder.mkdir(parents=True)
    exported.rename(recent.store.imports_folder / exported.name)
    click(app, recent.import_button.rect.center)
    assert len(recent.entries) == 2 and sum(e.imported for e in recent.entries) == 1
    assert not any(recent.store.imports_folder.iterdir())
    click(app, recent.delete_button.rect.center)
    assert len(recent.entries) == 1


def test_the_cap_removes_the_oldest_games(make_app: Any, toy_game: Any) -> None:
    keep_toy_games(25)
    app, recent = open_recent(make_app)
    assert len(recent.entries) == 25 and recent.keep.value == 100
    click(app, recent.keep.arrow_rects()[0].center)  # 100 -> 50
    click(app, recent.keep.arrow_rects()[0].center)  # 50 -> 20
    assert app.settings.replays_kept == 20 and len(recent.entries) == 20
    assert min(seed_of(recent.store, e) for e in recent.entries) == 5
    assert Storage().load_settings().replays_kept == 20


def test_saved_replays_survive_a_restart(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    match = Match.from_json(toy_game.rules(), finished_toy(4).to_json())
    match.undo()  # one move before the end: the person's last card is to play
    table = TableScene(app, match, introduce=False)
    app.push(MenuScene(app))
    app.push(table)
    app.step(1 / 60)
    hand = table.table.view["hand"]
    click(app, table.table.card_rect(table.table_rect, 0).center)
    assert table.finished and hand
    app.close()
    app2, recent = open_recent(make_app)
    [entry] = recent.entries
    assert (recent.store.read(entry) or {})["actions"] == [a.to_json() for a in match.actions]
    _, row = recent.row_rects[0]
    click(app2, row.center)
    click(app2, recent.replay_button.rect.center)
    assert isinstance(app2.top, ReplayScene) and app2.top.replay.length == 6


def test_a_record_that_cannot_be_replayed_is_kept_aside(make_app: Any, toy_game: Any) -> None:
    [path] = keep_toy_games(1)
    import json

    data = json.loads(path.read_text())
    data["actions"][0]["args"] = [99]  # a card nobody holds
    path.write_text(json.dumps(data))
    app, recent = open_recent(make_app)
    _, row = recent.row_rects[0]
    click(app, row.center)
    click(app, recent.replay_button.rect.center)
    assert app.top is recent and recent.entries == []
    assert list(path.parent.glob(path.name + ".damaged-*"))
    assert any("cannot be replayed" in t for t in app.toasts.texts())


def test_a_file_dropped_on_the_list_is_imported_and_left_where_it_was(make_app: Any, toy_game: Any,
                                                                       tmp_path: Path) -> None:
    import json

    shared = tmp_path / "from a friend.tabletop.json"
    shared.write_text(json.dumps(finished_toy(9).to_json()))
    junk = tmp_path / "holiday.png"
    junk.write_bytes(b"\x89PNG not a game")
    app, recent = open_recent(make_app)
    for path in (shared, junk):
        pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.step(1 / 60)
    [entry] = recent.entries
    assert seed_of(recent.store, entry) == 9 and entry.imported
    assert shared.exists() and junk.read_bytes() == b"\x89PNG not a game"  # the player's files untouched
    assert any("holiday.png" in t for t in app.toasts.texts())
