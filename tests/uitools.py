"""What the headless table tests of every game share: a table shown for a state, mouse and keys
posted to it, a sound recorder, and a match played in the app by posting mouse events as a
person would (passing the hot-seat curtain).

A test module binds the helpers to its game once::

    ui = TableDriver(TABLE, GAME, RECT)
    table_for, post, click, drag = ui.table_for, ui.post, ui.click, ui.drag

and asks for a display with ``pytestmark = pytest.mark.usefixtures("pygame_display")``
(the fixture is in ``tests/conftest.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.protocol import Action

Point = tuple[int, int]
Aim = Callable[[Any, Action], tuple[Point, "Point | None"]]

TO_ACT = -1
"""``table_for``'s default seat: whoever must act now, with their legal moves."""


def mouse_event(kind: int, pos: Point) -> pygame.event.Event:
    """A left-button press or release, or a move with the left button held."""
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


class SoundRecorder:
    """Stands in for the app's sound manager: remembers every sound the table asks for."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


class TableDriver:
    """One game's table, shown in ``rect`` and driven by posted input, outside the app."""

    def __init__(self, table_class: Any, game: Any, rect: pygame.Rect) -> None:
        self.table_class = table_class
        self.game = game
        self.rect = rect

    def table_for(self, state: Any, seat: int | None = TO_ACT, rect: pygame.Rect | None = None) -> Any:
        """The table as ``seat`` sees ``state`` (legal moves only for the seat to act), drawn once."""
        game = self.game
        rect = rect or self.rect
        if seat == TO_ACT:
            seat = game.to_act(state)
        view = game.view(state, seat)
        table = self.table_class(game, [f"Player {i + 1}" for i in range(view.players)])
        legal = game.legal_actions(state) if seat is not None and seat == game.to_act(state) else []
        table.set_view(view, seat, legal)
        table.draw(pygame.Surface((rect.right + 16, rect.bottom + 16)), rect)
        return table

    def post(self, table: Any, kind: int, pos: Point, rect: pygame.Rect | None = None) -> Action | None:
        return table.handle_event(mouse_event(kind, pos), rect or self.rect)

    def click(self, table: Any, pos: Point, rect: pygame.Rect | None = None) -> Action | None:
        """Press and release at ``pos``; the press alone plays nothing."""
        assert self.post(table, pygame.MOUSEBUTTONDOWN, pos, rect) is None
        return self.post(table, pygame.MOUSEBUTTONUP, pos, rect)

    def drag(self, table: Any, start: Point, end: Point, rect: pygame.Rect | None = None,
             check: Callable[[Any], None] | None = None) -> Action | None:
        """Press at ``start``, move through the middle to ``end`` (``check`` the table there), release."""
        assert self.post(table, pygame.MOUSEBUTTONDOWN, start, rect) is None
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        assert self.post(table, pygame.MOUSEMOTION, mid, rect) is None
        assert self.post(table, pygame.MOUSEMOTION, end, rect) is None
        if check is not None:
            check(table)
        return self.post(table, pygame.MOUSEBUTTONUP, end, rect)

    def key(self, table: Any, key: int, mod: int = 0) -> Action | None:
        return table.handle_event(key_event(key, mod), self.rect)


# --- a match in the app -------------------------------------------------------------------------
def post_to_app(kind: int, pos: Point) -> None:
    pygame.event.post(mouse_event(kind, pos))


def click_in_app(pos: Point) -> None:
    post_to_app(pygame.MOUSEBUTTONDOWN, pos)
    post_to_app(pygame.MOUSEBUTTONUP, pos)


def drag_in_app(start: Point, end: Point) -> None:
    post_to_app(pygame.MOUSEBUTTONDOWN, start)
    post_to_app(pygame.MOUSEMOTION, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
    post_to_app(pygame.MOUSEMOTION, end)
    post_to_app(pygame.MOUSEBUTTONUP, end)


class AppSession:
    """A match of ``game`` in the app, its people playing by posted mouse events.

    ``turns`` steps the app and yields the table each time a person may play; the caller
    chooses a move and calls :meth:`play`. Behind the curtain ``private(table)`` must hold
    (nothing private shows) and the curtain is clicked away. Counts go to ``stats``.
    """

    def __init__(self, tmp_path: Path, game: str, kinds: list[str], seed: int, size: tuple[int, int],
                 table_class: Any, private: Callable[[Any], bool], options: dict[str, Any] | None = None) -> None:
        from tabletop import app as app_module
        from tabletop.scenes.matches import new_match
        from tabletop.scenes.table import TableScene
        from tabletop.storage import Storage

        self.size = size
        self.table_class = table_class
        self.private = private
        self.app = app_module.App(storage=Storage(tmp_path / "config", tmp_path / "data"), size=size)
        self.match = new_match(game, kinds, options=options, seed=seed)
        self.scene = TableScene(self.app, self.match, pace=False, introduce=False)  # the table is known
        self.app.push(self.scene)
        self.stats: dict[str, Any] = {"curtains": 0, "person_moves": 0, "drags": 0, "clicks": 0}
        self.intended: list[tuple[int, Action]] = []
        """(index in the match's actions, action) of every move posted."""
        self.lifted = False
        """Whether a curtain was passed since the last move posted."""

    def close(self) -> None:
        self.app.close()

    @property
    def at_result(self) -> bool:
        from tabletop.scenes.result import ResultScene

        return isinstance(self.app.top, ResultScene)

    def turns(self, steps: int, stop: Callable[[], bool] = lambda: False,
              look: Callable[[Any], None] | None = None) -> Iterator[Any]:
        """Step the app until the result screen (or ``stop()``): the table whenever a person may play.

        A posted move must be played at the next step. Raises when ``steps`` run out first.
        ``look(table)`` sees the table after each step, as a person would (to click away a summary).
        """
        waiting = False
        for _ in range(steps):
            self.app.step(1 / 20)
            if self.at_result or stop():
                return
            assert self.app.top is self.scene
            table = self.scene.table
            assert isinstance(table, self.table_class)
            if look is not None:
                look(table)
            if self.scene.curtain_for is not None:
                assert table.viewer is None and table.legal == [] and self.private(table)
                click_in_app((self.size[0] // 2, self.size[1] // 2))
                self.stats["curtains"] += 1
                self.lifted = True
                continue
            if waiting:
                index, action = self.intended[-1]  # played at once (a bot may have moved after it)
                assert len(self.match.actions) > index and self.match.actions[index] == action, \
                    f"the posted move was not played: {action}"
                waiting = False
            if not table.legal or table.busy():
                if not self.match.seats[self.match.to_act() or 0].is_human:
                    pygame.time.wait(1)  # a bot is thinking on its thread
                continue
            assert table.viewer == self.match.to_act()
            yield table
            waiting = bool(self.intended) and self.intended[-1][0] == len(self.match.actions)
        raise AssertionError(f"the match did not get far enough: {self.stats}")

    def play(self, table: Any, action: Action, rng: random.Random, drag_share: float = 1.0,
             aim: Aim | None = None) -> None:
        """Post ``action`` as a person would: a click on a button; else a drag (``drag_share`` of the
        time) or a click on the card and one on the place."""
        press, drop = (aim or type(table).aim)(table, action)
        if drop is None:
            click_in_app(press)
            self.stats["clicks"] += 1
        elif drag_share >= 1.0 or rng.random() < drag_share:
            drag_in_app(press, drop)
            self.stats["drags"] += 1
        else:
            click_in_app(press)
            click_in_app(drop)
            self.stats["clicks"] += 1
        self.stats["person_moves"] += 1
        self.intended.append((len(self.match.actions), action))
        self.lifted = False

    def check_people_played_as_intended(self, complete: bool = True) -> None:
        """Every move posted was played, where and when it was posted, by a person; and
        (``complete``) people made no other move. The last one may still be pending otherwise."""
        match = self.match
        people = [a for a, s in zip(match.actions, match.steps) if match.seats[s.seat].is_human]
        wanted = [a for _, a in self.intended]
        assert people[: len(wanted)] == wanted[: len(people)]
        for number, (index, action) in enumerate(self.intended):
            if index >= len(match.actions):
                assert not complete and number == len(self.intended) - 1, "a posted move was not played"
                continue
            assert match.actions[index] == action and match.seats[match.steps[index].seat].is_human
        if complete:
            assert people == wanted


# --- what a drawing shows ----------------------------------------------------------------------
def pixels_near(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int], within: int = 0) -> int:
    """How many pixels of ``area`` (clipped to ``surface``) differ from ``colour`` by at most ``within``
    (the channels' differences added up; 0: exactly that colour)."""
    clip = area.clip(surface.get_rect())
    return sum(1 for x in range(clip.x, clip.right) for y in range(clip.y, clip.bottom)
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour)) <= within)


# --- drops anywhere on a target -----------------------------------------------------------------
def points_inside(rect: pygame.Rect) -> list[Point]:
    """The four corner pixels, the middle of each edge and the centre of ``rect``."""
    left, top, right, bottom = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    mid_x, mid_y = rect.centerx, rect.centery
    return [(left, top), (right, top), (left, bottom), (right, bottom),
            (mid_x, top), (mid_x, bottom), (left, mid_y), (right, mid_y), (mid_x, mid_y)]


def points_just_outside(rect: pygame.Rect) -> list[Point]:
    """One pixel beyond each edge of ``rect``, at the edge's middle and next to its corners."""
    left, top, right, bottom = rect.left - 1, rect.top - 1, rect.right, rect.bottom
    points: list[Point] = []
    for x in (rect.left, rect.centerx, rect.right - 1):
        points += [(x, top), (x, bottom)]
    for y in (rect.top, rect.centery, rect.bottom - 1):
        points += [(left, y), (right, y)]
    return points


def check_drops_on(driver: TableDriver, state: Any, source: pygame.Rect, target: pygame.Rect,
                   expected: Action) -> None:
    """Dragging the card at ``source`` (held near its corner, as a hand grabs it) and letting go
    anywhere inside ``target`` plays ``expected``; letting go one pixel outside never does.

    ``source`` and ``target`` come from the table's layout, not from where the table aims, so that a
    mistake in the table's hit-testing cannot agree with a mistake in its aim.
    """
    grab = (source.left + max(2, source.w // 8), source.top + max(2, source.h // 8))
    assert source.collidepoint(grab)
    for point in points_inside(target):
        table = driver.table_for(state)
        assert driver.drag(table, grab, point) == expected, f"a drop at {point} inside {target} missed"
    for point in points_just_outside(target):
        table = driver.table_for(state)
        assert driver.drag(table, grab, point) != expected, f"a drop at {point}, outside {target}, played"
