"""Mythomakya bot knowledge: the policy, the evaluation, the call, and games through simulate."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.ai.bots import HeuristicBot, RandomBot
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.cli import main
from tabletop.games.mythomakya.ai import KNOWLEDGE, project
from tabletop.games.mythomakya.cards import APPLES, find
from tabletop.games.mythomakya.labels import CALL_COLOUR, PLAY_CARD
from tabletop.games.mythomakya.rules import GAME, PLAY

from .positions import config, make, play


def _policy(s) -> str:  # type: ignore[no-untyped-def]
    return KNOWLEDGE.heuristic_action(GAME, s, GAME.legal_actions(s), random.Random(0)).label


def test_a_follower_takes_the_round_with_its_cheapest_winning_card() -> None:
    s = make([[["Icarus"]], [["Helios"], ["Eos"], ["Midas"], ["Nyx"]]], senior="red")
    play(s, "Icarus")
    assert _policy(s) == "Play Yellow 10 Midas"


def test_a_follower_feeds_its_teammates_winning_card_and_throws_poor_cards_to_opponents() -> None:
    # 4 players, teams opposite: Player 1 leads Helios, Player 2 cannot beat it, Player 3 is Player 1's teammate.
    s = make([[["Helios"]], [["Nyx"], ["Charon"]], [["Echo"], ["Typhon"]], [["Pontus"]]], senior="yellow")
    play(s, "Helios")
    assert _policy(s) == "Play Black 12 Nyx"  # no apples for the other side
    play(s, "Nyx")
    assert _policy(s) == "Play Purple 1 Echo"  # 3 apples into the team's round
    assert APPLES[find("Echo")] == 3


def test_the_easy_caller_calls_its_strongest_face_up_colour_and_the_search_considers_every_colour() -> None:
    s = GAME.new(config(2, caller=0), 4)
    s.stacks[0] = [[find("Helios")], [find("Eos")], [find("Nyx")], [find("Pontus")]]
    assert _policy(s) == "Call Yellow (sun) senior"
    bot = ISMCTSBot(GAME, KNOWLEDGE, 1, iterations=200)
    choice = bot.choose(GAME.view(s, 0), GAME.legal_actions(s))
    assert choice in CALL_COLOUR
    assert bot.last_root is not None and set(bot.last_root.children) == set(CALL_COLOUR)


def test_the_evaluation_is_a_chance_per_seat_that_teammates_share() -> None:
    for players in (2, 3, 4, 5, 6):
        s = GAME.new(config(players, caller=0), players)
        rng = random.Random(players)
        while s.phase != PLAY or len(s.rounds) < 2:
            GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        values = KNOWLEDGE.evaluate(GAME, s)
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        for p in range(players):
            for q in range(players):
                if s.team[p] == s.team[q]:
                    assert values[p] == pytest.approx(values[q])
        projected = project(s)
        assert sum(set(projected)) == pytest.approx(sum(APPLES[c] for c in s.t.deck))


def test_the_heuristic_beats_random_play() -> None:
    wins = 0.0
    games = 40
    for seed in range(games):
        s = GAME.new(config(2, caller=None), seed)
        bots = [HeuristicBot(GAME, KNOWLEDGE, seed), RandomBot(GAME, KNOWLEDGE, seed)]
        mine = seed % 2
        seats = [bots[0], bots[1]] if mine == 0 else [bots[1], bots[0]]
        while not GAME.is_over(s):
            q = GAME.to_act(s)
            assert q is not None
            GAME.apply(s, seats[q].choose(GAME.view(s, q), GAME.legal_actions(s)))
        winners = GAME.result(s).winners
        wins += (mine in winners) / len(winners)
    assert wins / games >= 0.7


def test_the_search_plays_for_the_team() -> None:
    # Player 3 (Player 1's teammate) is last to play; Player 1 already wins the round with Helios.
    s = make([[["Helios"]], [["Nyx"]], [["Eos", "Echo"], ["Narcissus"]], [["Pontus"]]], senior="yellow", leader=0)
    play(s, "Helios")
    play(s, "Nyx")
    bot = ISMCTSBot(GAME, KNOWLEDGE, 3, iterations=300)
    assert bot.choose(GAME.view(s, 2), GAME.legal_actions(s)) == PLAY_CARD[find("Narcissus")]


def test_simulate_plays_the_quick_version_and_a_series(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "mythomakya", "--games", "2", "--seats", "random,easy", "--variant", "quick", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["errors"] == 0 and data["mean_length"] == 41
    code = main(["simulate", "mythomakya", "--games", "1", "--seats", "random,easy,random",
                 "--variant", "variant=triumph;games=3", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["errors"] == 0 and data["mean_length"] == 3 * 61 + 2
    assert main(["simulate", "mythomakya", "--games", "1", "--seats", "random,random,random", "--variant", "quick"]) == 2
    assert "for 2 players" in capsys.readouterr().err

