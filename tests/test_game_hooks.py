"""The protocol's hooks, checked on every registered game with rules: teams now, refusals from the
view, chance that sampling reseeds, and secrets for the hot-seat curtain."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.core import chance
from tabletop.core.protocol import Action, Game, IllegalAction
from tabletop.games import available_games

GAMES = available_games()


def positions(game: Game[Any, Any], players: int, seed: int, every: int = 5) -> Iterator[Any]:
    """States of one random game of ``players`` seats: every ``every``-th one, then the finished one."""
    rng = random.Random(seed)
    state = game.new(game.default_config(players), seed)
    step = 0
    while not game.is_over(state):
        if step % every == 0:
            yield state
        legal = game.legal_actions(state)
        game.apply(state, legal[rng.randrange(len(legal))])
        step += 1
    yield state


def player_counts(game: Game[Any, Any]) -> list[int]:
    """The player counts the game can be set up for."""
    valid = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.validate_config(game.default_config(n))
        except ValueError:
            continue
        valid.append(n)
    return valid


# --- teams ----------------------------------------------------------------------------------
@pytest.mark.parametrize("entry", GAMES, ids=lambda e: e.id)
def test_teams_name_every_seat_and_teammates_share_the_result(entry: Any) -> None:
    game = entry.rules()
    for players in player_counts(game):
        for seed in (1, 2):
            state = None
            for state in positions(game, players, seed):
                teams = game.teams(state)
                assert len(teams) == players
                assert all(isinstance(t, int) for t in teams)
            assert state is not None and game.is_over(state)
            teams = game.teams(state)
            rewards = game.result(state).rewards()
            for seat in range(players):
                for other in range(players):
                    if teams[seat] == teams[other]:
                        assert rewards[seat] == rewards[other], (players, seed, teams, rewards)


def test_fixed_teams_come_from_the_rules() -> None:
    from tabletop.games import get

    meh = get("meh").rules()
    assert meh.teams(meh.new(meh.default_config(3), 1)) == (0, 1, 2)
    mindbug = get("mindbug").rules()
    assert mindbug.teams(mindbug.new(mindbug.default_config(4), 1)) == (0, 1, 0, 1)
    assert mindbug.teams(mindbug.new(mindbug.default_config(2), 1)) == (0, 1)


# --- why not ----------------------------------------------------------------------------------
def _action_pool(game: Game[Any, Any], players: int, seed: int) -> list[Action]:
    """Every action that was legal somewhere in a random game (candidates for refusals elsewhere)."""
    pool: dict[Action, None] = {}
    for state in positions(game, players, seed, every=1):
        for action in game.legal_actions(state):
            pool.setdefault(action)
    return list(pool)


@pytest.mark.parametrize("entry", GAMES, ids=lambda e: e.id)
def test_why_not_agrees_with_the_legal_actions_and_reads_only_the_view(entry: Any) -> None:
    game = entry.rules()
    players = game.max_players
    pool = _action_pool(game, players, 11)
    rng = random.Random(5)
    checked_refusals = 0
    for state in positions(game, players, 12, every=4):
        seat = game.to_act(state)
        if seat is None:
            view = game.view(state, 0)
            assert game.why_not(view, pool[0])  # the game is over: nothing may be played
            continue
        legal = game.legal_actions(state)
        view = game.view(state, seat)
        for action in legal:
            assert game.why_not(view, action) is None, action
        # the same view from another state (hidden cards dealt otherwise): the same answers
        twin = game.sample(view, rng)
        twin_view = game.view(twin, seat)
        assert twin_view == view
        illegal = [a for a in pool if a not in legal][:25]
        for action in illegal:
            reason = game.why_not(view, action)
            assert isinstance(reason, str) and reason.strip(), action
            assert game.why_not(twin_view, action) == reason
            with pytest.raises(IllegalAction):
                game.apply(game.clone(state), action)
            assert reason in game.refusal(state, action)  # what the base find_legal raises with
            checked_refusals += 1
        # another seat may not act at all
        other = (seat + 1) % players
        if other != seat and legal:
            assert game.why_not(game.view(state, other), legal[0]) == "It is not your turn."
    assert checked_refusals > 0


def test_meh_refusals_name_the_rule() -> None:
    from tabletop.games.meh.rules import GAME
    from tests.meh.test_rules import make_state

    state = make_state("b2 a1 . .\n. . . .\n. . . .", armies=("humans", "elves"), hands=[[1, 2, 3], [1, 1, 1]])
    view = GAME.view(state, 0)
    assert GAME.why_not(view, Action("place", (1, 0))) == "A 1 cannot beat Player 2's 2: you need a bigger army."
    assert GAME.why_not(view, Action("place", (2, 0))) == (
        "A 2 cannot beat Player 2's 2: only dwarves and orcs win ties, so you need a bigger army."
    )
    assert GAME.why_not(view, Action("place", (3, 1))) == "You already hold that territory."
    assert GAME.why_not(view, Action("pass")) == "You may pass only with no cards in hand."
    assert GAME.why_not(view, Action("place", (3, 0))) is None
    assert GAME.why_not(GAME.view(state, 1), Action("place", (1, 5))) == "It is not your turn."


def test_maskmen_refusals_name_the_rule() -> None:
    from tabletop.games.maskmen.cards import TITLE, WRESTLERS
    from tabletop.games.maskmen.rules import GAME, PASS

    state = GAME.new(GAME.default_config(3), 4)
    view = GAME.view(state, state.turn)
    assert GAME.why_not(view, PASS) == "The host opens the round and may not pass."
    held = [w for w, k in enumerate(state.hands[state.turn]) if k >= 2]
    assert held
    name = WRESTLERS[held[0]]
    assert GAME.why_not(view, Action("play", (name, 2))) == f"{TITLE[name]} is new this season: open with one card."
    assert GAME.why_not(view, Action("play", (name, 1))) is None


def test_mindbug_refusals_name_the_rule() -> None:
    from tabletop.games.mindbug.rules import GAME
    from tests.mindbug.positions import find, make

    s = make(4, hands=[["Gorillion"], ["Spider Owl"], ["Luchataur"], ["Bee Bear"]],
             play=[["Spider Owl", "Killer Bee"], ["Hamster Lion"], [], []])
    view = GAME.view(s, 0)
    owl = find(s, "Spider Owl", 0)
    assert GAME.why_not(view, Action("attack", (owl,))) == (
        "Hamster Lion: your weakest creatures cannot attack (Spider Owl)."
    )
    assert GAME.why_not(view, Action("play", ("bee_bear",))) == "You hold no Bee Bear."
    assert GAME.why_not(view, Action("play", ("gorillion",))) is None


# --- chance ---------------------------------------------------------------------------------
@pytest.mark.parametrize("entry", GAMES, ids=lambda e: e.id)
def test_sampling_reseeds_the_chance_to_come(entry: Any) -> None:
    """A sampled state never carries the true future dice: its chance comes from the sampler's RNG."""
    game = entry.rules()
    for state in list(positions(game, game.max_players, 3, every=7))[:6]:
        seat = game.to_act(state)
        view = game.view(state, seat)
        first = game.sample(view, random.Random(1))
        again = game.sample(view, random.Random(1))
        other = game.sample(view, random.Random(2))
        truth = game.chance_seed(state)
        if truth is None:
            assert game.chance_seed(first) is None  # no chance after setup in this game
            continue
        assert game.chance_seed(first) != truth
        assert game.chance_seed(first) == game.chance_seed(again)
        assert game.chance_seed(first) != game.chance_seed(other)


def test_the_chance_stream_is_reproducible_and_in_range() -> None:
    seed = chance.new_seed(random.Random(9))
    assert 0 <= seed < 1 << 64
    draws = []
    s = seed
    for n in (1, 2, 6, 6, 52, 3):
        s, k = chance.roll(s, n)
        assert 0 <= k < n
        draws.append(k)
    s2 = seed
    again = []
    for n in (1, 2, 6, 6, 52, 3):
        s2, k = chance.roll(s2, n)
        again.append(k)
    assert again == draws and s2 == s
    with pytest.raises(ValueError):
        chance.roll(seed, 0)


def test_mindbug_random_steals_use_the_shared_stream() -> None:
    """Mindbug's own generator is the shared one: the same seed and n give the same draw."""
    from tabletop.games.mindbug.changes import _rand
    from tabletop.games.mindbug.rules import GAME

    state = GAME.new(GAME.default_config(2), 5)
    seed = state.chance
    expected_seed, expected = chance.roll(seed, 5)
    assert _rand(state, 5) == expected and state.chance == expected_seed


# --- secrets -----------------------------------------------------------------------------------
@pytest.mark.parametrize("entry", GAMES, ids=lambda e: e.id)
def test_games_with_hands_keep_the_curtain(entry: Any) -> None:
    game = entry.rules()
    state = game.new(game.default_config(game.min_players), 1)
    assert isinstance(game.has_secrets(state, 0), bool)
    if entry.id in ("meh", "maskmen", "mindbug"):
        assert game.has_secrets(state, 0)


def test_mythomakya_has_no_secrets_because_every_seat_sees_the_same() -> None:
    """No curtain for Mythomakya: each seat's view equals the others' but for whose it is."""
    from dataclasses import replace

    from tabletop.games.mythomakya.rules import GAME

    for players in (2, 5):
        for state in list(positions(GAME, players, 4, every=6))[:8]:
            views = [replace(GAME.view(state, seat), seat=None) for seat in range(players)]
            assert all(view == views[0] for view in views)
            assert not any(GAME.has_secrets(state, seat) for seat in range(players))
