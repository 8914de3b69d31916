"""The app as a player uses it: menu → seat setup → table → result, with posted mouse events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop import games
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.result import ResultScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage

from .conftest import click, key, open_table


def _tile(menu: MenuScene, game_id: str) -> Any:
    return next(t for t in menu.tiles if t.entry.id == game_id)


def _run_until(app: Any, done: Any, limit: int = 600) -> None:
    for _ in range(limit):
        if done():
            return
        app.step(1 / 60)
    raise AssertionError("condition not reached")


def test_menu_lists_games_and_marks_unplayable_coming_soon(make_app: Any, toy_game: Any,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.GAMES, "soon", games.GameEntry("soon", "Soon", "2", "Not built yet."))
    app = make_app()
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    assert _tile(menu, "toy").available
    assert _tile(menu, "mythomakya").available
    assert _tile(menu, "mathenyism").available
    assert not _tile(menu, "soon").available  # no rules yet: "coming soon"
    assert menu.unfinished == []  # no autosave yet


def test_menu_setup_table_result_flow(make_app: Any, toy_game: Any, home: Path) -> None:
    app = make_app()
    app.push(MenuScene(app))
    app.step(1 / 60)
    menu = app.top
    click(app, _tile(menu, "toy").play.rect.center)
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.game_id == "toy"
    # seat 2 defaults to AI Normal; two clicks on the right arrow: Hard, then Random
    arrow = setup.rows[1].kind.arrow_rects()[1].center
    click(app, arrow)
    click(app, arrow)
    assert [r.kind.value for r in setup.rows] == ["human", "random"]
    # rename seat 1 by clicking its field and typing
    click(app, setup.rows[0].name.rect.center)
    for _ in range(len(setup.rows[0].name.text)):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Mia"))
    key(app, pygame.K_RETURN)
    assert setup.rows[0].name.text == "Mia"
    click(app, setup.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.name for s in table.match.seats] == ["Mia", "Ada"]
    assert [s.kind for s in table.match.seats] == ["human", "random"]

    storage = Storage()
    played = 0
    while not table.match.is_over():
        _run_until(app, lambda: table.match.is_over() or table.match.to_act() == 0)
        if table.match.is_over():
            break
        hand = table.table.view["hand"]
        assert table.viewer == 0 and hand
        click(app, table.table.card_rect(table.table_rect, 0).center)
        played += 1
        if not table.match.is_over():
            saved = storage.read_autosave("toy")
            assert saved is not None and len(saved["actions"]) == len(table.match.actions)
    assert played == 3
    # the log names the seats and shows Mia's private events, never Ada's
    assert any(line.startswith("Mia plays") for line in table.log.lines)
    assert any(line.startswith("Mia thinks") for line in table.log.lines)
    assert not any(line.startswith("Ada thinks") for line in table.log.lines)
    # the final table stays on screen until the person asks for the result
    _run_until(app, lambda: table.finished and not table.table.busy(), limit=400)
    for _ in range(120):
        app.step(1 / 60)
    assert app.top is table and table.status_text()[0].startswith("Game over")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultScene)
    assert storage.read_autosave("toy") is None  # deleted at the end
    stats = storage.load_stats()["toy"]
    assert stats["played"] == 1 and stats["kinds"]["human"]["played"] == 1
    result = app.top
    click(app, result.menu.rect.center)
    assert isinstance(app.top, MenuScene) and len(app.scenes) == 1


def _table(app: Any, kinds: list[str], seed: int = 5) -> TableScene:
    from tabletop.scenes.matches import new_match

    scene: TableScene = open_table(app, new_match("toy", kinds, seed=seed))
    return scene


def test_illegal_action_shows_message_and_changes_nothing(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _table(app, ["human", "random"])
    before = scene.match.to_json()
    key(app, pygame.K_x)  # the toy table turns X into playing a card nobody holds
    assert scene.match.to_json() == before
    assert any("not a legal move" in t for t in app.toasts.texts())
    assert scene.match.to_act() == 0 and scene.table.legal  # still the person's turn


def test_undo_with_ctrl_z_and_button(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _table(app, ["human", "random"])
    assert not scene.undo_button.enabled
    click(app, scene.table.card_rect(scene.table_rect, 0).center)
    _run_until(app, lambda: scene.match.to_act() == 0)
    assert len(scene.match.actions) == 2 and scene.undo_button.enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.match.actions) == 0
    assert len(scene.table.view["hand"]) == 3


def test_escape_goes_to_menu_and_resume_continues(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _table(app, ["human", "random"])
    click(app, scene.table.card_rect(scene.table_rect, 0).center)
    _run_until(app, lambda: scene.match.to_act() == 0)
    actions = list(scene.match.actions)
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, MenuScene)
    app.step(1 / 60)
    assert [e.save.game_id for e in menu.unfinished] == ["toy"]
    click(app, menu.unfinished[0].button.rect.center)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not scene
    assert resumed.match.actions == actions


def test_all_ai_table_shows_spectator_view(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _table(app, ["random", "random"])
    _run_until(app, lambda: scene.match.is_over(), limit=300)
    assert all(viewer is None and hand == () for viewer, hand in scene.table.draws)


def test_keyboard_only_menu_to_table(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    app.push(MenuScene(app))
    app.step(1 / 60)
    menu = app.top
    order = menu.ring._usable()
    toy_play = _tile(menu, "toy").play
    assert order[0].label == "Play"
    for _ in range(order.index(toy_play) + 1):
        key(app, pygame.K_TAB)
    assert menu.ring.current() is toy_play
    key(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.game_id == "toy"
    key(app, pygame.K_TAB)  # the seat count
    key(app, pygame.K_RIGHT)
    assert len(setup.rows) == 3
    for _ in range(4):  # count, name 1, kind 1, name 2 -> kind 2
        key(app, pygame.K_TAB)
    assert setup.ring.current() is setup.rows[1].kind
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert setup.rows[1].kind.value == "random"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back to seat 2's name: typing goes there
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="!"))
    app.step(1 / 60)
    assert setup.rows[1].name.text.endswith("!")
    setup.ring.focus(setup.start)
    key(app, pygame.K_SPACE)
    assert isinstance(app.top, TableScene)
    assert len(app.top.match.seats) == 3



def test_ctrl_c_in_the_terminal_closes_the_app_as_its_window_would(make_app: Any, toy_game: Any,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.commands.usage import INTERRUPTED

    app = make_app()
    _table(app, ["human", "random"])
    left: list[str] = []
    monkeypatch.setattr(TableScene, "on_exit", lambda self: left.append("table"))
    monkeypatch.setattr(MenuScene, "on_exit", lambda self: left.append("menu"))
    frames = 0
    step = app.step

    def step_then_ctrl_c(dt: float | None = None) -> None:
        nonlocal frames
        frames += 1
        if frames == 3:
            raise KeyboardInterrupt
        step(1 / 60)

    monkeypatch.setattr(app, "step", step_then_ctrl_c)
    assert app.run() == INTERRUPTED  # no traceback, and a code the shell knows
    assert left == ["table", "menu"] and app.scenes == []
