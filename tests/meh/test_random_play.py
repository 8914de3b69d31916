"""Many seeded random games of Domains of Meh, checking invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from gametools import check_replay, check_save_and_load, play_checked, sampled_views

from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import Action, GameConfig, ranks_from_scores
from tabletop.games.meh.cards import SOLDIER_DECK
from tabletop.games.meh.rules import ARMIES, GAME, MehState, breakdown, scores

from .reference_scoring import reference_scores

GAMES_PER_COUNT = 100


def max_turns(players: int) -> int:
    """An upper bound on the length of any game.

    Every army sent uses up a card for good (a card on the board or in a
    discard pile never comes back), so at most 9 * players turns send one.
    Between two of them at most ``players - 1`` turns send nothing, since a
    full round without an army sent ends the game; the quiet stretch at the
    very end may be ``players`` long.
    """
    sends = 9 * players
    return sends + (sends + 1) * (players - 1) + 1


def check_cards(state: MehState) -> None:
    for seat in range(state.players):
        on_board = [state.size[t] for t in range(12) if state.owner[t] == seat]
        every = state.hands[seat] + state.decks[seat] + state.discards[seat] + on_board
        assert sorted(every) == sorted(SOLDIER_DECK), f"seat {seat} lost or gained a card"
        assert 0 <= state.known[seat] <= len(state.decks[seat])
    assert state.occupied == sum(1 << t for t, o in enumerate(state.owner) if o >= 0)
    assert state.stock == sum(len(d) for d in state.decks)
    assert all((o < 0) == (z == 0) for o, z in zip(state.owner, state.size))


def check_views(state: MehState, rng: random.Random) -> None:
    for seat, view, sampled in sampled_views(GAME, state, [None, *range(state.players)], rng):
        assert view.hand == (tuple(sorted(state.hands[seat])) if seat is not None else ())
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        check_cards(sampled)
        if seat is not None and seat == GAME.to_act(state):
            # the cards the seat knows at the bottom of its deck are where it left them
            k = state.known[seat]
            assert sampled.decks[seat][:k] == state.decks[seat][:k]


def random_config(players: int, rng: random.Random) -> GameConfig:
    return GameConfig(players=players, options={"armies": rng.sample(ARMIES, players)})


def pick(legal: list[Action], rng: random.Random, bottom_bias: float) -> Action:
    """A random legal action; with ``bottom_bias`` prefer putting a card under (to reach quiet rounds)."""
    if bottom_bias and rng.random() < bottom_bias:
        unders = [a for a in legal if a.kind == "bottom"]
        if unders:
            return rng.choice(unders)
    return rng.choice(legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    reasons: Counter[str] = Counter()
    longest = 0
    for game_no in range(GAMES_PER_COUNT):
        seed = 1000 * players + game_no
        rng = random.Random(seed)
        cfg = random_config(players, rng)
        bias = (0.0, 0.5, 0.9)[game_no % 3]
        match = Match(GAME, cfg, seed, [SeatSpec(f"P{i + 1}") for i in range(players)])
        save_at = rng.randrange(1, 12)
        check_cards(match.state)
        while not match.is_over():
            state = match.state
            legal = GAME.legal_actions(state)
            assert legal, "no legal action while the game runs"
            assert len(set(legal)) == len(legal)
            check_views(state, rng)
            play_checked(GAME, match, pick(legal, rng, bias))
            check_cards(match.state)
            assert scores(match.state) == [sum(p.values()) for p in breakdown(match.state)]
            assert scores(match.state) == reference_scores(match.state)
            if len(match.steps) == save_at:
                check_save_and_load(GAME, match)
        state = match.state
        assert GAME.legal_actions(state) == [] and GAME.to_act(state) is None
        assert state.turn <= max_turns(players)
        longest = max(longest, state.turn)
        reasons[state.reason] += 1
        result = GAME.result(state)
        assert list(result.scores) == [sum(p.values()) for p in result.breakdown]
        assert result.ranks == ranks_from_scores(result.scores)
        assert result.winners == tuple(s for s, r in enumerate(result.ranks) if r == 0)
        assert match.log[-1].kind == "game_over" and match.log[-1].text == result.summary
        check_replay(GAME, match)
    assert longest <= max_turns(players)
    assert set(reasons) == {
        "every territory is held",
        "every deck is empty",
        "a full round passed without an army being sent",
    }, reasons
