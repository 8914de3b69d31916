"""A player who tries everything: a seeded stream of hovers, clicks, drags, wheel turns, other buttons,
keys (undo and redo, F11, a hint, numbers, arrows), window resizes and the window losing the pointer,
with a move played now and then, on every game's table half-way through a game and at its end, and
in the menus wherever they lead. Nothing may crash; the match a table holds is still the one its
moves replay, and it offers a legal move until it is over."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from tabletop import games
from tabletop.commands.frames import last_move_match, midgame_match
from tabletop.core.match import Match
from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.table import TableScene

TABLES = [("meh", 4, None), ("maskmen", 6, None), ("mindbug", 2, None), ("mindbug", 4, None),
          ("mythomakya", 3, None), ("mythomakya", 5, "battle"), ("mathenyism", 4, None)]
"""A table of each game, the team games and Battle of the Gods among them."""

EVENTS = 150
"""Things the player tries on one table."""

KEYS = (pygame.K_z, pygame.K_y, pygame.K_F11, pygame.K_h, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_SPACE,
        pygame.K_RETURN, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_a)
"""Keys a player might press at a table (Escape leaves it: the menus' test presses it)."""


def post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def press(key: int, rng: random.Random) -> None:
    """``key`` pressed and let go (undo and redo mostly with Ctrl)."""
    mod = pygame.KMOD_CTRL if key in (pygame.K_z, pygame.K_y) and rng.random() < 0.8 else 0
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)


def try_something(app: Any, rng: random.Random, keys: tuple[int, ...] = KEYS) -> None:
    """One thing a curious player does, then a few frames."""
    w, h = app.screen.get_size()

    def anywhere() -> tuple[int, int]:
        return rng.randrange(w), rng.randrange(h)

    r = rng.random()
    if r < 0.3:
        post(pygame.MOUSEMOTION, pos=anywhere(), rel=(0, 0), buttons=(0, 0, 0))
    elif r < 0.55:
        at = anywhere()
        post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
        post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    elif r < 0.72:  # a drag, frame by frame
        start, end = anywhere(), anywhere()
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, 4):
            at = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
            post(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
            app.step(1 / 60)
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    elif r < 0.77:
        at = anywhere()
        post(pygame.MOUSEBUTTONDOWN, pos=at, button=rng.choice((2, 3)))
        post(pygame.MOUSEBUTTONUP, pos=at, button=rng.choice((2, 3)))
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False, precise_x=0.0, precise_y=0.0)
    elif r < 0.92:
        press(rng.choice(keys), rng)
    elif r < 0.97:
        size = (rng.randrange(700, 2000), rng.randrange(450, 1200))
        post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    else:
        post(pygame.WINDOWLEAVE)
    for _ in range(rng.choice((1, 1, 2, 5))):
        app.step(1 / 60)


def push_table(app: Any, match: Any) -> TableScene:
    """``match`` on a table over what is open (no autosave, no record: the home folder stays clean)."""
    scene = TableScene(app, match, autosave=False, record=False, introduce=False)
    app.push(scene)
    return scene


def play_a_move(scene: TableScene, rng: random.Random) -> None:
    """A legal move for the person to act, if it is a person's turn, played through the table."""
    match = scene.match
    seat = match.to_act()
    if seat is not None and match.seats[seat].is_human and not match.is_over():
        assert scene.play(rng.choice(match.game.legal_actions(match.state)))


def poke(app: Any, scene: TableScene, rng: random.Random, events: int,
         check: Callable[[TableScene], None] | None = None) -> TableScene:
    """``events`` things tried on ``scene``'s table (``check``-ed after each); returns the table they end on."""
    for _ in range(events):
        try_something(app, rng)
        if check is not None:
            check(scene)
        if rng.random() < 0.1:  # and now and then plays a move, as they meant to: the game goes on
            play_a_move(scene, rng)
        if scene not in app.scenes:  # the top bar's Menu button: the player comes back to the game
            scene = push_table(app, scene.match)
        while app.top is not scene:  # a dialog the player opened (the rules, a hint): they close it
            app.pop()
    return scene


def assert_consistent(scene: TableScene) -> None:
    """The table's match is the one its seed and moves give, and it offers a move until it is over."""
    match = scene.match
    replayed = Match(match.game, match.config, match.seed, list(match.seats))
    for action in match.actions:
        replayed.play(action)
    for seat in range(len(match.seats)):
        assert match.game.view(match.state, seat) == replayed.game.view(replayed.state, seat)
    assert match.is_over() or match.game.legal_actions(match.state)


def test_every_game_has_a_table_here() -> None:
    assert {game_id for game_id, _, _ in TABLES} == {entry.id for entry in games.available_games()}


@pytest.mark.parametrize(("game_id", "players", "variant"), TABLES)
def test_a_player_trying_everything_breaks_nothing(make_app: Any, game_id: str, players: int,
                                                   variant: str | None) -> None:
    options = {"variant": variant} if variant else None
    rng = random.Random(f"{game_id}{players}{variant}")
    app = make_app(size=(1280, 720))
    app.push(MenuScene(app))
    scene = push_table(app, midgame_match(game_id, seed=5, players=players, options=options))
    assert_consistent(poke(app, scene, rng, EVENTS))

    app.pop_to(MenuScene)  # the end of another game: its last move, then the final table
    match, last = last_move_match(game_id, seed=5, players=players, options=options)
    scene = push_table(app, match)
    assert scene.play(last)
    assert_consistent(poke(app, scene, rng, EVENTS // 2))


@pytest.mark.parametrize(("game_id", "players", "variant"), [("mindbug", 4, None), ("mythomakya", 4, "battle"),
                                                          ("mathenyism", 3, None)])
def test_friends_passing_the_screen_and_trying_everything_break_nothing(make_app: Any, game_id: str, players: int,
                                                                        variant: str | None) -> None:
    """Hot-seat: every seat a person, the curtain between them, each trying everything on their turn; whatever
    is tried while the curtain is up (a hint, undo, F11, a resize), the table shows only what all may see."""
    rng = random.Random(f"hot-seat {game_id}{players}{variant}")
    match = new_match(game_id, ["human"] * players, options={"variant": variant} if variant else None, seed=5)
    for _ in range(12):
        match.play(rng.choice(match.game.legal_actions(match.state)))
    app = make_app(size=(1280, 720))
    app.push(MenuScene(app))
    curtains = 0

    def nothing_private_behind_the_curtain(scene: TableScene) -> None:
        nonlocal curtains
        if scene.curtain_for is not None:
            curtains += 1
            assert scene.table.viewer is None and scene.table.legal == []
            assert scene.table.view == match.game.view(match.state, None)

    assert_consistent(poke(app, push_table(app, match), rng, EVENTS, nothing_private_behind_the_curtain))
    assert curtains > 0


MENU_KEYS = (*KEYS, pygame.K_ESCAPE, *(pygame.K_TAB,) * 6, *(pygame.K_RETURN,) * 4)
"""Keys pressed in the menus: Tab and Enter often (any button the keyboard reaches), and Escape."""


@pytest.mark.parametrize("seed", range(4))
def test_a_player_trying_everything_in_the_menus_breaks_nothing(make_app: Any, seed: int) -> None:
    """From the menu, wherever the clicks and keys lead (the seat set-up, the rules, examples, statistics,
    the games to continue, and the tables they start); the app is opened again when the player quits it."""
    rng = random.Random(seed)
    app = make_app(size=(1280, 720))
    app.push(MenuScene(app))
    places = set()
    for _ in range(EVENTS * 2):
        if isinstance(app.top, TableScene) and rng.random() < 0.1:  # back to the menu (tables have their test)
            press(pygame.K_ESCAPE, rng)
            app.step(1 / 60)
        elif rng.random() < 0.4:  # the keyboard reaches every button: Tab to one, Enter
            press(rng.choice(MENU_KEYS), rng)
            app.step(1 / 60)
        else:
            try_something(app, rng, MENU_KEYS)
        places.add(type(app.top).__name__)
        if not app.running or app.top is None:
            app = make_app(size=(1280, 720))
            app.push(MenuScene(app))
    assert len(places) >= 3, places  # the clicks went somewhere
