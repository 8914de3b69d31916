"""The host gives the table each seat's team as the game says it is now (teams may change in play)."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.scenes.matches import new_match
from tabletop.scenes.table import TableScene

from .conftest import click


def test_the_table_follows_teams_that_change_in_play(
    make_app: Any, toy_game: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .toy import ToyGame

    # seats 0 and 2 join forces once anyone has played a card
    monkeypatch.setattr(
        ToyGame, "teams", lambda self, state: (0, 1, 0) if any(state.played) else (0, 1, 2)
    )
    monkeypatch.setattr(ToyGame, "has_secrets", lambda self, state, seat: False)
    app = make_app()
    scene = TableScene(app, new_match("toy", ["human", "human", "human"], seed=3))
    app.push(scene)
    app.step(1 / 60)
    assert scene.table.teams == (0, 1, 2)
    assert scene.table.teammates(0) == ()
    click(app, scene.table.card_rect(scene.table_rect, 0).center, frames=30)
    assert len(scene.match.actions) == 1
    assert scene.table.teams == (0, 1, 0)
    assert scene.table.teammates(0) == (2,) and scene.table.team_of(2) == 0
