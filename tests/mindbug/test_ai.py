"""Mindbug bot knowledge: evaluation, rollout policy, and the bots seeing only their view."""

from __future__ import annotations

import random

from gametools import play_against_random

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.core.protocol import Action
from tabletop.games.mindbug.ai import KNOWLEDGE, evaluate_state, policy, team_scores
from tabletop.games.mindbug.rules import GAME, MindbugState

from .positions import find, make, play_card


def test_evaluation_prefers_life_and_creatures_and_teammates_share_it() -> None:
    even = make(hands=[["Spider Owl"], ["Spider Owl"]])
    r = evaluate_state(even)
    assert abs(r[0] - 0.5) < 1e-9 and abs(sum(r) - 1.0) < 1e-9
    ahead = make(hands=[["Spider Owl"], ["Spider Owl"]], life=(3, 1))
    assert evaluate_state(ahead)[0] > 0.7
    board = make(hands=[["Spider Owl"], ["Spider Owl"]], play=[["Gorillion"], []])
    assert evaluate_state(board)[0] > 0.5
    a, b = team_scores(board)
    assert a > b
    team = make(4, hands=[["Spider Owl"], ["Killer Bee"], ["Luchataur"], ["Bee Bear"]], play=[[], [], ["Gorillion"]])
    r = evaluate_state(team)
    assert r[0] == r[2] > 0.5 > r[1] == r[3]


def test_evaluation_of_a_finished_game_is_exact() -> None:
    s = make(hands=[[], ["Spider Owl"]], play=[[], ["Gorillion"]])
    assert GAME.is_over(s)
    assert evaluate_state(s) == [0.0, 1.0] == GAME.result(s).rewards()


def test_rollout_policy_attacks_safely_and_spends_mindbugs_on_strong_creatures() -> None:
    rng = random.Random(1)
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], ["Axolotl Healer"]])
    # Gorillion attacking into a Poisonous blocker is not safe: play the card instead
    assert policy(s, GAME.legal_actions(s), rng) == Action("play", ("spider_owl",))
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], ["Killer Bee"]])
    assert policy(s, GAME.legal_actions(s), rng) == Action("attack", (find(s, "Gorillion", 0),))
    strong = make(hands=[["Gorillion", "Spider Owl"], ["Plated Scorpion"]], mindbugs=[0, 2])
    play_card(strong, "Gorillion")
    taken = sum(policy(strong, GAME.legal_actions(strong), rng).kind == "mindbug" for _ in range(100))
    weak = make(hands=[["Spider Owl", "Gorillion"], ["Plated Scorpion"]], mindbugs=[0, 2])
    play_card(weak, "Spider Owl")
    wasted = sum(policy(weak, GAME.legal_actions(weak), rng).kind == "mindbug" for _ in range(100))
    assert taken > 60 and wasted == 0


def test_rollout_policy_blocks_when_the_blocker_survives_or_the_team_is_desperate() -> None:
    rng = random.Random(2)
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Luchataur"], ["Gorillion", "Killer Bee"]])
    GAME.apply(s, Action("attack", (find(s, "Luchataur", 0),)))
    assert policy(s, GAME.legal_actions(s), rng) == Action("block", (find(s, "Gorillion", 1),))
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], ["Killer Bee"]])
    GAME.apply(s, Action("attack", (find(s, "Gorillion", 0),)))
    assert policy(s, GAME.legal_actions(s), rng).kind == "noblock"
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], ["Killer Bee"]], life=(3, 1))
    GAME.apply(s, Action("attack", (find(s, "Gorillion", 0),)))
    assert policy(s, GAME.legal_actions(s), rng).kind == "block"


def play_vs_random(seed: int, seat: int, players: int = 2) -> bool:
    rng = random.Random(seed)
    s = GAME.new(GAME.default_config(players), seed)
    team = s.t.team[seat]
    play_against_random(GAME, KNOWLEDGE, s, lambda who: s.t.team[who] == team, rng)
    return seat in GAME.result(s).winners


def test_the_heuristic_bot_beats_random_play() -> None:
    wins = sum(play_vs_random(seed, seed % 2) for seed in range(100))
    assert wins >= 75, f"heuristic won only {wins} of 100"
    team_wins = sum(play_vs_random(seed, seed % 2, players=4) for seed in range(40))
    assert team_wins >= 30, f"heuristic team won only {team_wins} of 40"


def _swap_hidden(s: MindbugState, seat: int) -> MindbugState:
    """The same position with the cards hidden from ``seat`` dealt differently."""
    other = s.clone()
    hidden = [q for q in range(s.t.n) if q != seat]
    cards = [c for q in hidden for c in other.hand[q]] + [c for q in range(s.t.n) for c in other.pile[q]]
    cards += list(other.unused)
    random.Random(5).shuffle(cards)
    owner = list(other.owner)
    pos = 0
    for q in hidden:
        k = len(other.hand[q])
        other.hand[q] = cards[pos:pos + k]
        pos += k
    for q in range(s.t.n):
        k = len(other.pile[q])
        other.pile[q] = cards[pos:pos + k]
        pos += k
    other.unused = tuple(cards[pos:])
    for q in range(s.t.n):
        for c in other.hand[q] + other.pile[q]:
            owner[c] = q
    for c in other.unused:
        owner[c] = -1
    other.owner = tuple(owner)
    return other


def test_the_view_hides_other_hands_and_all_draw_piles_and_the_bot_only_sees_the_view() -> None:
    s = GAME.new(GAME.default_config(4), 11)
    seat = GAME.to_act(s)
    assert seat is not None
    s.reveal = ()
    other = _swap_hidden(s, seat)
    assert other.snapshot() != s.snapshot()
    assert GAME.view(other, seat) == GAME.view(s, seat)
    legal = GAME.legal_actions(s)
    picks = []
    for state in (s, other):
        bot = ISMCTSBot(GAME, KNOWLEDGE, 3, iterations=150, early_stop=False)
        picks.append(bot.choose(GAME.view(state, seat), legal))
    assert picks[0] == picks[1]
