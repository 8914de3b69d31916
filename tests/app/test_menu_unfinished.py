"""The menu offers every unfinished game, and asks before a new game would replace one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene, ReplaceGameScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage

from .conftest import click


def _menu(app: Any) -> MenuScene:
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    return menu


def _save_toy(st: Storage, seed: int, moves: int) -> None:
    match = new_match("toy", ["human", "random"], names=["Zoe", "Ada"], seed=seed)
    for _ in range(moves):
        match.play(match.game.legal_actions(match.state)[0])
    st.write_autosave("toy", match.to_json())


def test_every_unfinished_game_is_offered_with_who_how_far_and_when(
    make_app: Any, toy_game: Any, home: Path
) -> None:
    st = Storage()
    _save_toy(st, 1, 2)
    meh = new_match("meh", ["human", "hard"], seed=2)
    st.write_autosave("meh", meh.to_json())
    app = make_app()
    menu = _menu(app)
    assert sorted(e.save.game_id for e in menu.unfinished) == ["meh", "toy"]
    toy = next(e for e in menu.unfinished if e.save.game_id == "toy")
    assert toy.button.label == "Resume Toy"
    assert toy.caption.startswith("2 moves · today ") and toy.caption.endswith("Zoe, Ada (random)")


def test_starting_a_kind_with_an_unfinished_game_asks_first(make_app: Any, toy_game: Any, home: Path) -> None:
    st = Storage()
    _save_toy(st, 1, 2)
    app = make_app()
    menu = _menu(app)
    menu.setup("toy")
    ask = app.top
    assert isinstance(ask, ReplaceGameScene)
    app.step(1 / 60)
    click(app, ask.cancel.rect.center)
    assert app.top is menu and st.autosave_path("toy").exists()
    menu.setup("toy")
    app.step(1 / 60)
    click(app, app.top.replace.rect.center)
    assert isinstance(app.top, SeatSetupScene) and st.autosave_path("toy").exists()
    app.pop()
    menu.setup("toy")
    app.step(1 / 60)
    click(app, app.top.resume.rect.center)
    assert isinstance(app.top, TableScene) and len(app.top.match.actions) == 2
    assert app.scenes[:-1] == [menu]


def test_when_a_game_was_saved_reads_as_a_person_would_say_it() -> None:
    from datetime import datetime

    from tabletop.scenes.menu import when_text

    now = datetime(2026, 3, 14, 9, 30).timestamp()
    assert when_text(datetime(2026, 3, 14, 8, 5).timestamp(), now) == "today 08:05"
    assert when_text(datetime(2026, 3, 13, 23, 59).timestamp(), now) == "yesterday 23:59"
    assert when_text(datetime(2025, 11, 3, 18, 12).timestamp(), now) == "3 Nov 18:12"


def test_play_from_the_command_line_asks_before_replacing_an_unfinished_game(
    make_app: Any, toy_game: Any, home: Path
) -> None:
    from tabletop.app import open_game

    st = Storage()
    _save_toy(st, 1, 2)
    app = make_app()
    menu = _menu(app)
    open_game(app, menu, "toy", ["human", "random"], None, 7)
    app.step(1 / 60)
    ask = app.top
    assert isinstance(ask, ReplaceGameScene)
    assert len(st.read_autosave("toy")["actions"]) == 2  # nothing replaced yet
    click(app, ask.replace.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.match.seed == 7 and not table.match.actions


def test_play_from_the_command_line_with_nothing_unfinished_goes_straight_to_the_table(
    make_app: Any, toy_game: Any, home: Path
) -> None:
    from tabletop.app import open_game

    app = make_app()
    menu = _menu(app)
    open_game(app, menu, "toy", ["human", "random"], None, 3)
    assert isinstance(app.top, TableScene)
    open_game(app, _menu(app), "toy", None, None, None)
    assert isinstance(app.top, (SeatSetupScene, ReplaceGameScene))


def test_the_question_fits_its_panel_at_every_size(make_app: Any, home: Path) -> None:
    """The longest game name stays whole in the heading, and the answers sit apart inside the panel."""
    import time

    from tabletop import games
    from tabletop.storage import Autosave

    longest = max(games.GAMES.values(), key=lambda entry: len(entry.name))
    save = Autosave(longest.id, new_match(longest.id, ["human", "random"] + ["random"] * (
        longest.rules().min_players - 2), seed=1).to_json(), time.time())
    for size in ((800, 600), (1280, 720), (1920, 1080)):
        app = make_app(size=size)
        ask = ReplaceGameScene(app, save, lambda: None, lambda: None)
        app.push(ask)
        app.step(1 / 60)
        s = ask.layout(size)
        heading = s.font("heading", "bold").size(ask.question)[0]
        assert longest.name in ask.question and heading <= ask.panel.w - s(40), size
        assert ask.panel.left >= 0 and ask.panel.right <= size[0]
        rects = [button.rect for button in ask.buttons]
        assert all(ask.panel.contains(rect) for rect in rects), size
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), size
