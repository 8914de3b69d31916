"""The strength-marker ladder's layout: fewest lines, chains, stable lines, copies."""

from __future__ import annotations

import itertools
import random

from maskmen_helpers import closure

from tabletop.core.examples import find_example
from tabletop.core.protocol import GameConfig
from tabletop.games.maskmen.ladder import EMPTY, Ladder, arrange, levels_of, width_of
from tabletop.games.maskmen.rules import GAME


def test_rulebook_example_layout() -> None:
    # Red in the book is Pink in this edition.
    step1 = arrange(["blue", "pink"], {("blue", "pink")})
    assert step1.lines == (("blue", "pink"),)
    step2 = arrange(["blue", "pink", "green"], closure({("blue", "pink"), ("pink", "green")}), step1)
    assert step2.lines == (("blue", "pink", "green"),)
    pairs = closure({("blue", "pink"), ("pink", "green"), ("pink", "orange")})
    step3 = arrange(["blue", "pink", "green", "orange"], pairs, step2)
    # orange and green cannot be ordered: a second line, with copies of blue and pink below orange
    assert step3.lines == (("blue", "pink", "green"), ("blue", "pink", "orange"))
    assert step3.home == {"blue": 0, "pink": 0, "green": 0, "orange": 1}
    assert sorted(step3.copies()) == [(1, "blue"), (1, "pink")]
    assert step3.levels == {"blue": 0, "pink": 1, "green": 2, "orange": 2}
    # the same lines for the example as the Examples screen plays it
    example = find_example(GAME, "ladder")
    state = example.build(example.seed)
    for scripted in example.script:
        GAME.apply(state, scripted.action)
    view = GAME.view(state, None)
    assert arrange(list(view.markers), set(view.ladder)).lines == step3.lines


def test_unordered_markers_stand_in_separate_lines() -> None:
    ladder = arrange(["grey", "blue", "green"], set())
    assert ladder.lines == (("grey",), ("blue",), ("green",))
    assert ladder.height == 1 and arrange([], set()) == EMPTY


def test_lines_merge_when_the_order_allows_fewer() -> None:
    before = arrange(["grey", "blue"], set())
    after = arrange(["grey", "blue"], {("grey", "blue")}, before)
    assert before.width == 2 and after.lines == (("grey", "blue"),)


def _check(ladder: Ladder, markers: list[str], pairs: set[tuple[str, str]]) -> None:
    assert ladder.width == width_of(markers, pairs)  # as few lines as the order allows
    assert sorted(ladder.home) == sorted(markers)
    assert set(ladder.levels) == set(markers)
    for index, line in enumerate(ladder.lines):
        assert len(set(line)) == len(line)
        for lower, upper in itertools.pairwise(line):
            assert (lower, upper) in pairs  # weaker below stronger, every step a known pair
            assert ladder.levels[lower] < ladder.levels[upper]
    for w, line in ladder.home.items():
        assert w in ladder.lines[line]
    for a, b in pairs:
        assert ladder.levels[a] < ladder.levels[b]


def _fits_without_moving(previous: Ladder, markers: list[str], pairs: set[tuple[str, str]]) -> bool:
    """Whether the fewest lines can be reached keeping every old marker in its old line."""
    comparable = pairs | {(b, a) for a, b in pairs}
    blocks = [[w for w, i in previous.home.items() if i == line] for line in range(previous.width)]
    new = [w for w in markers if w not in previous.home]
    target = width_of(markers, pairs)
    for choice in itertools.product(range(len(blocks) + len(new)), repeat=len(new)):
        trial = [b[:] for b in blocks] + [[] for _ in new]
        for w, i in zip(new, choice):
            trial[i].append(w)
        chains = all(all((a, b) in comparable for a, b in itertools.combinations(block, 2)) for block in trial)
        if chains and sum(1 for block in trial if block) == target:
            return True
    return False


def test_random_seasons_keep_lines_minimal_and_stable() -> None:
    rng = random.Random(12)
    moved_when_avoidable = 0
    steps = 0
    for players in (2, 3, 4, 6):
        state = GAME.new(GameConfig(players), players)
        previous: Ladder | None = None
        season = 1
        while not GAME.is_over(state) and state.season <= 2:
            if state.season != season:
                season, previous = state.season, None
            view = GAME.view(state, None)
            markers, pairs = list(view.markers), set(view.ladder)
            ladder = arrange(markers, pairs, previous)
            _check(ladder, markers, pairs)
            if previous is not None and ladder != previous:
                steps += 1
                if _fits_without_moving(previous, markers, pairs):
                    moved = [w for w, i in previous.home.items() if ladder.home[w] != i]
                    moved_when_avoidable += bool(moved)
            previous = ladder
            legal = GAME.legal_actions(state)
            GAME.apply(state, legal[rng.randrange(len(legal))])
    assert steps > 20
    assert moved_when_avoidable == 0


def test_levels_are_longest_chains_below() -> None:
    pairs = closure({("grey", "blue"), ("blue", "green"), ("grey", "pink")})
    assert levels_of(["grey", "blue", "green", "pink"], pairs) == {"grey": 0, "blue": 1, "green": 2, "pink": 1}
