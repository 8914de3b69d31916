"""An AI seat's answer in another seat's turn is shown no sooner than ANSWER_HOLD after it is asked,
however quickly the bot decided, so its speed does not tell whether it had a choice."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tabletop.scenes.matches import new_match
from tabletop.scenes.table import ANSWER_HOLD

from .conftest import open_table


def test_an_ai_answer_waits_for_the_hold_a_turn_move_does_not(make_app: Any, home: Path) -> None:
    app = make_app(size=(1280, 800))
    match = new_match("mythomakya", ["random", "random", "random"], options={"variant": "battle"}, seed=4)
    game = match.game
    rng = random.Random(1)
    while game.active_seat(match.state) == game.to_act(match.state) or match.state.phase != 2:
        match.play(rng.choice(game.legal_actions(match.state)))
    assert not match.is_over()
    scene = open_table(app, match)
    scene.wait = 0.0
    moves = len(match.actions)
    for _ in range(round(ANSWER_HOLD * 60) - 10):
        app.step(1 / 60)
        scene.wait = 0.0
    assert len(match.actions) == moves  # decided at once, but still held
    for _ in range(30):
        app.step(1 / 60)
    assert len(match.actions) > moves
    scene.close()
