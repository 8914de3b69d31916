"""Hints at the table, as a player asks for them: the Hint button and H, the box, the marks on the
table that play the hinted move when clicked, the same hint whatever the hidden cards are, and the
count kept with the game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.commands.frames import midgame_match
from tabletop.core.match import DamagedSave, Match
from tabletop.scenes.matches import new_match
from tabletop.scenes.result import hints_line, hints_note
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage

from .conftest import click, key, open_table, step_until

QUICK = "ismcts:150"
"""A hint search of a fixed size, so that the same view gives the same hint."""

TABLES = [("meh", 4), ("maskmen", 4), ("mindbug", 2), ("mindbug", 4), ("mythomakya", 4), ("mathenyism", 4)]


def _cards(state: Any, depth: int = 0) -> Any:
    """Where every card of ``state`` lies, as plain values: its fields, less the random generators and
    chance seeds that every sampled state draws afresh."""
    if depth > 6 or isinstance(state, random.Random):
        return None
    if isinstance(state, (list, tuple)):
        return tuple(_cards(item, depth + 1) for item in state)
    if isinstance(state, dict):
        return tuple((k, _cards(v, depth + 1)) for k, v in state.items())
    if isinstance(state, (set, frozenset)):
        return frozenset(state)
    names = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())] + list(
        getattr(state, "__dict__", {}))
    if not names:
        return state
    return tuple((n, _cards(getattr(state, n), depth + 1)) for n in names
                 if hasattr(state, n) and "seed" not in n and "rng" not in n)


def _table(app: Any, game_id: str, players: int) -> TableScene:
    match = midgame_match(game_id, players=players, choices=2)
    scene: TableScene = open_table(app, match)
    scene.hints.kind = QUICK
    return scene


def _wait_for_hint(app: Any, scene: TableScene) -> None:
    if not step_until(app, lambda: scene.hints.hint is not None or scene.hints.error is not None):
        raise AssertionError("no hint came: still searching")
    assert scene.hints.hint is not None, scene.hints.error
    app.step(1 / 60)


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_the_hint_is_shown_counted_and_its_marks_play_it(make_app: Any, home: Path, game_id: str,
                                                         players: int) -> None:
    app = make_app(size=(1600, 900))
    scene = _table(app, game_id, players)
    match = scene.match
    seat = match.to_act()
    moves = len(match.actions)
    click(app, scene.hint_button.rect.center)
    assert scene.hints.open, (app.top, scene.hints.position, scene.hints.error)  # asked: searching, or found
    _wait_for_hint(app, scene)
    hint = scene.hints.hint
    assert hint is not None and match.hints[seat] == 1 and sum(match.hints) == 1
    assert scene.hints.lines(scene.names)[0][0].startswith("Best: ")
    assert scene.hint_rect.h > 0 and scene.log_rect.top > scene.hint_rect.bottom  # the box sits above the log
    marks = scene.table.hint_places(hint.best)
    assert marks, f"nothing on the table marks {hint.best}"
    for place in marks:  # click what the hint marks, in order, as a player would
        click(app, place.center)
        if len(match.actions) > moves:
            break
    assert len(match.actions) > moves and match.actions[moves] == hint.best
    assert not scene.hints.open  # the hint was for the position before the move


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_the_hint_comes_from_the_persons_view_not_the_hidden_cards(make_app: Any, home: Path, game_id: str,
                                                                   players: int) -> None:
    app = make_app(size=(1280, 800))
    scene = _table(app, game_id, players)
    match, game = scene.match, scene.match.game
    seat = match.to_act()
    key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    first = scene.hints.hint
    view = game.view(match.state, seat)
    for k in range(20):  # a state with other hidden cards that this person sees the same way
        changed = game.sample(view, random.Random(k))
        if _cards(changed) != _cards(match.state):
            break
    else:
        pytest.fail("no other hidden cards found")
    assert game.view(changed, seat) == view
    assert game.legal_actions(changed) == game.legal_actions(match.state)
    match.state = changed
    scene.refresh()
    assert not scene.hints.open
    key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    assert scene.hints.hint == first
    assert match.hints[seat] == 2


def test_a_hint_is_only_for_the_person_whose_move_it_is(make_app: Any, home: Path) -> None:
    app = make_app(size=(1280, 800))
    scene = open_table(app, new_match("mindbug", ["hard", "hard"], names=["Ada", "Bo"], seed=3))
    assert not scene.hint_button.enabled
    assert "your own move" in scene.hint_button.tooltip
    key(app, pygame.K_h)
    assert not scene.hints.open
    assert any(text.startswith("No hint:") for text in app.toasts.texts())
    scene.close()


def test_h_again_closes_the_box_and_asks_no_second_hint(make_app: Any, home: Path) -> None:
    app = make_app(size=(1280, 800))
    scene = _table(app, "mindbug", 2)
    key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    key(app, pygame.K_h)
    assert not scene.hints.open and scene.hint_rect.h == 0
    assert scene.match.hints[0] == 1


def test_the_hint_count_is_saved_with_the_game_and_shown_on_the_result(home: Path) -> None:
    match = new_match("meh", ["human", "easy"], names=["Ada", "Bo"], seed=1)
    match.count_hint(0)
    match.count_hint(0)
    storage = Storage(home / "config", home / "data")
    storage.write_autosave("meh", match.to_json())
    saved = storage.read_autosave("meh")
    assert saved is not None
    loaded = Match.from_json(match.game, saved)
    assert loaded.hints == [2, 0]
    assert hints_note(loaded.hints[0]) == " \u00b7 2 hints" and hints_note(1) == " \u00b7 1 hint"
    assert hints_note(loaded.hints[1]) == ""
    assert hints_line(["Ada", "Bo"], loaded.hints) == "Played with hints \u2014 Ada: 2 hints"
    assert hints_line(["Ada", "Bo"], [1, 3]) == "Played with hints \u2014 Ada: 1 hint, Bo: 3 hints"
    assert hints_line(["Ada", "Bo"], [0, 0]) == ""
    damaged = dict(saved, hints=[1])
    with pytest.raises(DamagedSave, match="hints"):
        Match.from_json(match.game, damaged)


def test_the_hints_marks_follow_the_decision_panel_to_its_next_page(make_app: Any, home: Path) -> None:
    """With more answers than the panel shows, "More answers" turned the page and the hint's ring stayed
    where the hinted answer had been: around another answer, which a player following it would play."""
    from tabletop.ai.hint import Choice, Hint

    app = make_app(size=(1280, 720))
    match = new_match("mythomakya", ["human", "random", "random", "random"], options={"variant": "battle"}, seed=8)
    rng = random.Random(6)
    while True:  # a decision of the person's with answers on two pages
        assert not match.is_over()
        legal = match.game.legal_actions(match.state)
        if match.to_act() == 0 and len(legal) >= 8:
            scene = open_table(app, match)
            if scene.table.layout().panel.more is not None:
                break
            app.pop()
        match.play(rng.choice(legal))
    table = scene.table
    panel = table.layout().panel
    best = panel.buttons[-1].action  # on the first page
    scene.hints.position = (len(match.steps), 0)
    scene.hints.hint = Hint((Choice(best, 1.0),))
    app.step(1 / 60)
    assert scene.hints.marks == [panel.buttons[-1].rect]
    click(app, panel.more.center)
    assert table.layout().panel is not None and table.layout().panel.buttons[-1].action != best  # the next page
    assert scene.hints.open and scene.hints.marks == table.hint_places(best)
    assert panel.buttons[-1].rect not in scene.hints.marks


@pytest.mark.parametrize(("game_id", "players"), [("mindbug", 2), ("mathenyism", 4)])
def test_a_cards_preview_floats_over_the_hints_marks(make_app: Any, home: Path, game_id: str, players: int) -> None:
    """The host's marks go between the table and what floats over it: a card's large preview under the
    pointer covers a hint's ring instead of being crossed by it."""
    app = make_app(size=(1280, 720))
    scene = _table(app, game_id, players)
    card = scene.table.drag.sources[0].rect  # a card the person may play (or choose)
    magenta = (255, 0, 255)
    rect = scene.table_rect

    def floating() -> int:
        """How many pixels of the table something drew over marks that cover all of it."""
        surface = pygame.Surface(app.screen.get_size())
        scene.table.draw(surface, rect, marks=lambda on: on.fill(magenta, rect))
        marked = pygame.mask.from_threshold(surface.subsurface(rect), magenta, (1, 1, 1, 255)).count()
        return rect.w * rect.h - marked

    assert floating() == 0  # nothing floats over a quiet table
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(1, 0), buttons=(0, 0, 0)))
    for _ in range(40):  # past the preview's delay
        app.step(1 / 60)
    assert floating() > card.w * card.h  # the preview, larger than the card, over the marks
