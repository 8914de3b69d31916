"""The number keys press the decision panel's buttons on every table that has one, through the
shared table kit: 1 presses the first numbered control, a number past the last presses nothing."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from tabletop.scenes.matches import new_match
from tabletop.ui.decision import NUMBER_KEYS

from .conftest import key, open_table

PANEL_TABLES = [("mindbug", 2, None), ("mythomakya", 4, "battle"), ("mathenyism", 4, None)]


def _numbered(scene: Any) -> list[Any]:
    """The controls the number keys press on the table now (empty: none, or not this person's question)."""
    table = scene.table
    laid = table._laid_panel(table._sync(scene.table_rect))
    if laid is None or not table.panel.decision.mine:
        return []
    return table.panel._numbered(laid)


@pytest.mark.parametrize(("game_id", "players", "variant"), PANEL_TABLES)
def test_number_keys_press_the_panels_buttons(make_app: Any, home: Any, game_id: str, players: int,
                                              variant: str | None) -> None:
    app = make_app(size=(1600, 900))
    app.settings.seen_how_to_play.append("mythomakya/battle")  # its own how-to-play would take the keys
    match = new_match(game_id, ["human"] + ["random"] * (players - 1), names=[f"P{n}" for n in range(players)],
                      seed=5, options={"variant": variant} if variant else None)
    scene = open_table(app, match)
    rng = random.Random(5)
    while not (match.to_act() == 0 and _numbered(scene)):  # played at random (no frame: no bot acts)
        assert not match.is_over(), "the person was never asked a question with buttons"
        match.play(rng.choice(match.game.legal_actions(match.state)))
        scene.refresh()
    for _ in range(600):  # the cards of the last moves land first
        if not scene.table.busy():
            break
        app.step(1 / 30)
    numbered = _numbered(scene)
    moves = len(match.actions)
    if len(numbered) < len(NUMBER_KEYS):
        key(app, NUMBER_KEYS[len(numbered)])  # one past the last control: nothing
        assert len(match.actions) == moves
    key(app, pygame.K_1)
    assert len(match.actions) == moves + 1
    first = numbered[0][1]
    if first is not None:  # a button: its own answer (else Confirm, which plays the selection)
        assert match.actions[moves] == first.action
