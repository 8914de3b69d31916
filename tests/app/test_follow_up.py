"""The host plays a table's follow-up (a move the person already chose with their last input) when it is
legal for the person at the table, and only then."""

from __future__ import annotations

from typing import Any

from tabletop.core.protocol import Action
from tabletop.scenes.matches import new_match
from tabletop.scenes.table import TableScene

from .conftest import open_table


def _table(app: Any, kinds: list[str]) -> TableScene:
    scene: TableScene = open_table(app, new_match("toy", kinds, seed=5))
    return scene


def test_a_legal_follow_up_is_played_and_an_illegal_one_is_not(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _table(app, ["human", "human"])
    assert scene.curtain_for == 0  # the first person is asked to take the screen
    scene.lift_curtain()
    hand = scene.table.view["hand"]
    asked: list[int | None] = []

    def follow_up(action: Action) -> Any:
        def give() -> Action | None:
            asked.append(scene.match.to_act())
            return action
        return give

    scene.table.follow_up = follow_up(Action("play", (99,)))  # nobody holds a 99
    app.step(1 / 60)
    assert asked and scene.match.actions == [] and not app.toasts.texts()
    scene.table.follow_up = follow_up(Action("play", (hand[0],)))
    app.step(1 / 60)
    assert scene.match.actions == [Action("play", (hand[0],))]
    # the next person is behind the curtain: nothing is asked of the table until it is lifted
    asked.clear()
    app.step(1 / 60)
    assert scene.curtain_for == 1 and asked == []


def test_no_follow_up_is_asked_on_a_bots_turn(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    scene = _table(app, ["random", "human"])
    asked: list[int | None] = []
    scene.table.follow_up = lambda: asked.append(scene.match.to_act())
    for _ in range(600):
        if scene.match.actions:
            break
        app.step(1 / 60)
    assert scene.match.actions and 0 not in asked  # asked only once the person's turn came, never the bot's
