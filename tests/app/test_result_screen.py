"""The result screen says each thing once: who won (headline), why (no repeat of the winner),
the scores under the game's own name for them, and no column that only repeats them or is
meaningless at this player count."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tabletop.core.match import Match
from tabletop.scenes.matches import new_match
from tabletop.scenes.result import ResultScene

NAMES = ["Ada", "Bo", "Cy", "Di"]


def _finished(game_id: str, players: int, seed: int) -> Match[Any]:
    match = new_match(game_id, ["human"] * players, names=NAMES[:players], seed=seed)
    rng = random.Random(seed)
    while not match.is_over():
        match.play(rng.choice(match.game.legal_actions(match.state)))
    return match


@pytest.mark.parametrize(("game_id", "players", "label"), [
    ("mindbug", 2, "Life"), ("mindbug", 4, "Life"), ("maskmen", 2, "Points"), ("maskmen", 4, "Points"),
    ("meh", 3, "Score"),
])
def test_result_screen_says_each_thing_once(make_app: Any, home: Path, game_id: str, players: int,
                                            label: str) -> None:
    app = make_app()
    for seed in range(6):
        match = _finished(game_id, players, seed)
        result = match.game.result(match.state)
        scene = ResultScene(app, match, result)
        assert result.score_label == label
        winners = [NAMES[w] for w in result.winners]
        if len(winners) == 1:
            assert scene.headline() == f"{winners[0]} wins!"
            assert not scene.reason().startswith(winners[0] + " win"), scene.reason()
        assert scene.reason() and scene.reason()[0].isupper()
        for name in scene.rule_names:
            column = [parts.get(name) for parts in result.breakdown]
            assert column != list(result.scores), f"{name} repeats the scores"
        scene.draw(app.screen)


def test_two_player_maskmen_shows_the_seasons_won_not_counters() -> None:
    match = _finished("maskmen", 2, 3)
    parts = match.game.result(match.state).breakdown
    assert [list(p) for p in parts] == [["Seasons won"], ["Seasons won"]]
    assert max(p["Seasons won"] for p in parts) == 3


def test_maskmen_breakdown_counts_counters_that_make_the_points() -> None:
    match = _finished("maskmen", 4, 5)
    result = match.game.result(match.state)
    for parts, score in zip(result.breakdown, result.scores):
        assert 2 * parts["+2 counters"] + parts["+1 counters"] - parts["-1 counters"] == score


def test_a_column_that_repeats_the_scores_is_left_out(make_app: Any, home: Path) -> None:
    from tabletop.core.protocol import Result

    match = _finished("meh", 2, 1)
    result = Result(scores=(5.0, 3.0), ranks=(0, 1), winners=(0,),
                    breakdown=({"Life": 5.0, "Cards": 2.0}, {"Life": 3.0, "Cards": 0.0}),
                    summary="Player 1 wins: the opponent ran out of life.")
    scene = ResultScene(make_app(), match, result)
    assert scene.rule_names == ["Cards"]
    assert scene.reason() == "The opponent ran out of life."
