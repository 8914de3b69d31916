"""A card given openly in a 2v2 game is seen by a spectator too, and states sampled from that view play on."""

from __future__ import annotations

import random

from tabletop.core.protocol import GameConfig
from tabletop.games.mindbug.rules import GAME, MindbugState
from tabletop.games.mindbug.state import D_KEEP


def first_keep_it_question(seed: int) -> MindbugState | None:
    """Random 2v2 play from ``seed`` up to the first "keep it?" after a card was given openly."""
    s = GAME.new(GameConfig(players=4, teams=(0, 1, 0, 1)), seed)
    rng = random.Random(seed)
    while not GAME.is_over(s):
        if s.dec is not None and s.dec[0] == D_KEEP:
            return s
        legal = GAME.legal_actions(s)
        GAME.apply(s, legal[rng.randrange(len(legal))])
    return None


def test_spectator_sees_the_given_card_and_samples_play_every_legal_action() -> None:
    found = [s for s in (first_keep_it_question(seed) for seed in range(40)) if s is not None]
    assert len(found) >= 3
    for s in found:
        _, you, card = s.dec  # type: ignore[misc]
        view = GAME.view(s, None)
        assert card in view.known[you]
        for seat in range(4):  # every seat was shown it too
            assert card in GAME.view(s, seat).known[you] or seat == you
        for sample_seed in range(5):
            sample = GAME.sample(view, random.Random(sample_seed))
            assert card in sample.hand[you]
            assert GAME.view(sample, None) == view
            for action in GAME.legal_actions(sample):
                GAME.apply(GAME.clone(sample), action)
