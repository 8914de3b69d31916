"""Hot-seat: between two people the curtain hides everything private until a click."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.table import TableScene

from .conftest import click, key, open_table
from .toy import HAND_COLOUR


def _magenta_on_screen(app: Any) -> bool:
    shot = pygame.transform.scale(app.screen, (app.screen.get_width() // 4, app.screen.get_height() // 4))
    return any(
        tuple(shot.get_at((x, y)))[:3] == HAND_COLOUR
        for x in range(0, shot.get_width(), 2)
        for y in range(0, shot.get_height(), 2)
    )


def _setup(app: Any, kinds: list[str]) -> TableScene:
    scene: TableScene = open_table(app, new_match("toy", kinds, seed=11))
    return scene


def test_curtain_hides_previous_hand_until_click(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _setup(app, ["human", "human"])
    # two people: even the first turn starts behind the curtain
    assert scene.curtain_for == 0
    assert not _magenta_on_screen(app)
    click(app, (10, 10))
    assert scene.curtain_for is None and scene.viewer == 0
    first_hand = scene.table.view["hand"]
    assert _magenta_on_screen(app)

    click(app, scene.table.card_rect(scene.table_rect, 0).center, frames=2)
    # seat 1 (another person) must act: curtain up, nothing private shown or given to the table
    assert scene.curtain_for == 1
    assert scene.table.viewer is None and scene.table.view["hand"] == ()
    assert scene.table.legal == []
    assert not _magenta_on_screen(app)
    assert not any(line.startswith("Player 1 thinks") for line in scene.log.lines)
    drawn_before = len(scene.table.draws)
    app.step(1 / 60)
    assert len(scene.table.draws) == drawn_before  # the table is not even drawn under the curtain

    # clicks meant for the table do nothing while the curtain is up, except lifting it
    key(app, pygame.K_SPACE)
    assert scene.curtain_for is None and scene.viewer == 1
    second_hand = scene.table.view["hand"]
    assert second_hand and set(second_hand).isdisjoint(first_hand[1:])
    assert len(scene.match.actions) == 1


def test_no_curtain_for_one_person_against_ai(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _setup(app, ["random", "human"])
    for _ in range(60):
        app.step(1 / 60)
        assert scene.curtain_for is None
        # while the AI acts, the person's view is shown, never the AI's hand
        assert scene.table.viewer == 1
        if scene.match.to_act() == 1:
            break
    assert scene.match.to_act() == 1 and scene.table.legal
    assert app.sound.played[-1:] == ["turn"]  # a chime when it is the person's turn again


def test_no_curtain_between_people_when_nothing_is_private(
    make_app: Any, toy_game: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .toy import ToyGame

    monkeypatch.setattr(ToyGame, "has_secrets", lambda self, state, seat: False)
    app = make_app()
    scene = _setup(app, ["human", "human"])
    assert scene.curtain_for is None and scene.viewer == 0  # the first person is shown at once
    for seat in (0, 1, 0):
        assert scene.match.to_act() == seat and scene.viewer == seat and scene.table.legal
        click(app, scene.table.card_rect(scene.table_rect, 0).center, frames=30)
        assert scene.curtain_for is None and scene.pending_curtain is None
    assert len(scene.match.actions) == 3


def test_the_curtain_rises_when_either_person_has_secrets(
    make_app: Any, toy_game: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .toy import ToyGame

    # only seat 0 holds something private: every hand-over touches seat 0, so each one is curtained
    monkeypatch.setattr(ToyGame, "has_secrets", lambda self, state, seat: seat == 0)
    app = make_app()
    scene = _setup(app, ["human", "human"])
    assert scene.curtain_for == 0
    click(app, (10, 10))
    click(app, scene.table.card_rect(scene.table_rect, 0).center, frames=30)
    assert scene.curtain_for == 1  # leaving seat 0's hand on screen would show it to seat 1
    key(app, pygame.K_SPACE)
    click(app, scene.table.card_rect(scene.table_rect, 0).center, frames=30)
    assert scene.curtain_for == 0


def test_curtain_says_why_in_a_2v2_mindbug_hand_over_and_nothing_private(make_app: Any) -> None:
    from tabletop.games.mindbug.scene import NAMES

    app = make_app()
    app.push(MenuScene(app))
    match = new_match("mindbug", ["human"] * 4, seed=4)
    scene = TableScene(app, match)
    app.push(scene)
    app.step(1 / 60)
    key(app, pygame.K_SPACE)  # the first person takes the screen
    player = scene.viewer
    assert player is not None
    play = next(a for a in match.game.legal_actions(match.state) if a.kind == "play")
    scene.play(play)
    for _ in range(240):
        app.step(1 / 60)
    decider = scene.curtain_for
    assert decider is not None and decider != player
    teams = match.game.teams(match.state)
    played = next(e for e in match.log if e.visible(None) and "plays" in e.text).text
    creature = played.split("plays ", 1)[1].rstrip(".")
    text = " ".join(scene.curtain_lines)
    # who played what, what the next person may do, and whose turn it is, in names
    assert f"{scene.names[player]} plays {creature}" in text
    assert f"{scene.names[decider]} may use a Mindbug" in text
    assert f"It is {scene.names[player]}'s turn" in text
    assert ("(your teammate)" in text) == (teams[player] == teams[decider])
    # nothing private: no card of anybody's hand is named (but the one just played, a twin of it)
    state = match.state
    hidden = {NAMES[state.t.kind[card]] for seat in range(4) for card in state.hand[seat]} - {creature}
    assert hidden and not any(name in text for name in hidden)
    # and it is on the curtain as drawn
    assert scene.table.viewer is None


def test_curtain_without_table_words_tells_the_last_public_move(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _setup(app, ["human", "human"])
    click(app, (10, 10))
    click(app, scene.table.card_rect(scene.table_rect, 0).center, frames=2)
    assert scene.curtain_for == 1
    public = [e for e in scene.match.log if e.visible(None)]
    assert scene.curtain_lines[0] == f"Last: {public[-1].text}".replace("Player 1", scene.names[0])
