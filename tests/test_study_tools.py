"""The search studies in ``tools/`` measure what they say they measure."""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tabletop.games import get

TOOLS = Path(__file__).resolve().parents[1] / "tools"


@pytest.fixture(scope="module")
def ceiling() -> ModuleType:
    sys.path.insert(0, str(TOOLS))  # the studies import each other as the folder's modules
    try:
        return importlib.import_module("ceiling_study")
    finally:
        sys.path.remove(str(TOOLS))


def test_the_seeing_search_is_dealt_the_true_state(ceiling: ModuleType) -> None:
    game = get("meh").rules()
    state = game.new(game.default_config(2), 3)
    sees_all = ceiling.SeesAll(game)
    sees_all.truth = state
    view = game.view(state, 0)
    dealt = sees_all.sample(view, random.Random(1))
    assert dealt is not state, "a copy: the search's walks must not move the game on"
    assert game.view(dealt, 1) == game.view(state, 1), "the other seat's hand as it truly is"
    guesses = [game.view(game.sample(view, random.Random(seed)), 1) for seed in range(5)]
    assert any(guess != game.view(state, 1) for guess in guesses), "a plain deal guesses the hidden hand"


def test_a_score_reads_as_the_ratings_elo(ceiling: ModuleType) -> None:
    level_low, even, level_high = ceiling.search_rating(5.0, 10)
    assert even == pytest.approx(0, abs=1e-6) and level_low < 0 < level_high
    # With the fit's one drawn game, 0.5 of 10 is 1 of 11: ten to one for the search.
    low, rating, high = ceiling.search_rating(0.5, 10)
    assert rating == pytest.approx(400) and low < rating < high
    assert ceiling.search_rating(9.5, 10)[1] == pytest.approx(-400)
    assert ceiling.search_rating(0.0, 10)[1] < 1000, "a perfect score stays finite"
    narrow = ceiling.search_rating(5.0, 100)
    assert narrow[2] - narrow[0] < level_high - level_low, "more games, a narrower interval"


def test_a_game_of_the_study_is_the_same_game_again(ceiling: ModuleType) -> None:
    args = argparse.Namespace(game="mythomakya", players=5, variant=None, iterations=8, against="random",
                              plain=False, seed=4)
    first = ceiling.one_game((args, 1))
    assert ceiling.one_game((args, 1)) == first
    score, shared = first
    assert 0.0 <= score <= 1.0 and shared == (0.0 < score < 1.0)
