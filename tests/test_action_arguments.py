"""One type rule for action arguments, the same in every game: ``True`` is not ``1``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop import games
from tabletop.core.protocol import Action, IllegalAction, is_action_argument


def test_a_bool_is_not_a_number_and_a_float_is_not_an_int() -> None:
    assert Action("place", (1, 2)) == Action("place", (1, 2), label="Place")
    assert Action("place", (True, 2)) != Action("place", (1, 2))
    assert Action("place", (1.0, 2)) != Action("place", (1, 2))  # type: ignore[arg-type]
    assert {Action("place", (1, 2)): "x"}.get(Action("place", (True, 2))) is None
    assert [is_action_argument(v) for v in (1, "a", True, None, 1.5, [1], {})] == [True] * 4 + [False] * 3


@pytest.mark.parametrize("data", [
    None, [], "play", {"args": [1]}, {"kind": 3}, {"kind": "play", "args": [1.5]},
    {"kind": "play", "args": [[1]]}, {"kind": "play", "args": {"a": 1}}, {"kind": "play", "args": "12"},
])
def test_from_json_refuses_what_is_not_an_action(data: Any) -> None:
    with pytest.raises(ValueError):
        Action.from_json(data)


def _as_bools(action: Action) -> Action | None:
    """``action`` with its 0 and 1 arguments turned into False and True (None if it has none)."""
    if not any(type(a) is int and a in (0, 1) for a in action.args):
        return None
    return Action(action.kind, tuple(bool(a) if type(a) is int and a in (0, 1) else a for a in action.args))


@pytest.mark.parametrize("entry", games.available_games(), ids=lambda e: e.id)
def test_every_game_refuses_true_for_one_and_leaves_the_state_alone(entry: Any) -> None:
    game = entry.rules()
    rng = random.Random(5)
    tried = 0
    for seed in range(30):
        state = game.new(game.default_config(game.min_players), seed)
        while not game.is_over(state) and tried < 40:
            legal = game.legal_actions(state)
            for action in legal:
                fake = _as_bools(action)
                if fake is None:
                    continue
                before = game.view(state, None)
                with pytest.raises(IllegalAction):
                    game.apply(state, fake)
                assert game.view(state, None) == before
                tried += 1
            game.apply(state, legal[rng.randrange(len(legal))])
        if tried >= 40:
            break
    assert tried > 0, f"{entry.name} offered no action with a 0 or 1 argument to try"
