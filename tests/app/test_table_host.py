"""The table host as a player meets it: the end of a game, why undo is not offered, whose turn
it is while you answer."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.match import Match
from tabletop.scenes.matches import new_match
from tabletop.scenes.result import ResultScene
from tabletop.scenes.table import TableScene

from .conftest import click, key, open_table


def _host(app: Any, match: Match[Any]) -> TableScene:
    scene: TableScene = open_table(app, match)
    return scene


def _hover(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def test_the_final_table_stays_and_the_result_goes_back_to_it(make_app: Any, home: Path, toy_game: Any) -> None:
    app = make_app()
    scene = _host(app, new_match("toy", ["random", "random"], names=["Ada", "Bo"], seed=2))
    for _ in range(600):
        if scene.finished and not scene.table.busy():
            break
        app.step(1 / 30)
    for _ in range(200):  # long after the last card landed
        app.step(1 / 30)
    assert app.top is scene
    winner = scene.names[scene.result.winners[0]]
    assert scene.status_text()[0].startswith(f"Game over: {winner} wins")
    assert scene.result_button in scene.buttons and scene.undo_button not in scene.buttons
    click(app, scene.result_button.rect.center)
    result = app.top
    assert isinstance(result, ResultScene)
    click(app, result.back.rect.center)
    assert app.top is scene
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultScene)


def test_undo_says_why_not_on_hover_and_on_the_key(make_app: Any, home: Path, toy_game: Any) -> None:
    app = make_app()
    scene = _host(app, new_match("toy", ["human", "random"], seed=5))
    assert not scene.undo_button.enabled
    _hover(app, scene.undo_button.rect.center)
    assert scene.tooltip_rect is not None and "no move of yours" in scene.undo_button.tooltip
    assert not scene.tooltip_rect.colliderect(scene.undo_button.rect)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert any(t.startswith("Cannot undo: There is no move of yours") for t in app.toasts.texts())


def test_strict_undo_names_the_revealed_card(make_app: Any, home: Path) -> None:
    app = make_app()
    match = new_match("meh", ["human", "random"], seed=3)
    scene = _host(app, match)
    rng = random.Random(1)
    while match.to_act() != 0:
        match.play(rng.choice(match.game.legal_actions(match.state)))
    scene.play(match.game.legal_actions(match.state)[0])  # every Meh turn ends with a draw
    why = scene.undo_refusal()
    assert why is not None and "strict undo" in why and not scene.undo_button.enabled


def test_in_hot_seat_nobody_takes_back_another_persons_move(make_app: Any, home: Path, toy_game: Any) -> None:
    app = make_app()
    app.settings.casual_undo = True
    match = new_match("toy", ["human", "human"], names=["Ada", "Bo"], seed=4, casual_undo=True)
    scene = _host(app, match)
    assert scene.curtain_for == 0
    scene.lift_curtain()
    click(app, scene.table.card_rect(scene.table_rect, 0).center)  # Ada plays
    for _ in range(30):
        app.step(1 / 30)
    assert match.to_act() == 1 and scene.curtain_for == 1
    scene.lift_curtain()
    assert scene.person == 1
    assert scene.undo_refusal() == "Ada moved last: only they may take that move back."
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.actions) == 1  # nothing taken back
    click(app, scene.table.card_rect(scene.table_rect, 0).center)  # Bo plays
    for _ in range(30):
        app.step(1 / 30)
    assert scene.curtain_for == 0
    scene.lift_curtain()  # Ada again
    assert scene.undo_refusal() == "Bo moved last: only they may take that move back."


def test_the_header_says_whose_turn_while_you_answer(make_app: Any, home: Path) -> None:
    app = make_app()
    match = new_match("mindbug", ["human", "random"], names=["Ada", "Bruno"], seed=9)
    rng = random.Random(9)
    game = match.game
    for _ in range(400):
        if match.to_act() == 0 and game.active_seat(match.state) == 1:
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    assert match.to_act() == 0 and game.active_seat(match.state) == 1, "no answer during Bruno's turn"
    scene = _host(app, match)
    text, seat = scene.status_text()
    assert seat == 0 and text.startswith("Bruno's turn. Ada, you decide")
    assert scene.table.question() and scene.table.question() in text
    assert "Your turn" not in text
