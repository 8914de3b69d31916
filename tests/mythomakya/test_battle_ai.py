"""Mythomakya bots in Battle of the Gods: the rollout policy stays legal, the heuristic uses
abilities and gods where they pay, and the search sees god cards only through its own view."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.games.mythomakya.ai import KNOWLEDGE
from tabletop.games.mythomakya.battle_ai import battle_move
from tabletop.games.mythomakya.cards import BATTLE, GOD_NAMES, GOLDEN_APPLES
from tabletop.games.mythomakya.rules import GAME

from .battle_positions import god, make
from .positions import config


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_rollout_policy_always_picks_a_legal_action(players: int) -> None:
    for seed in range(3):
        s = GAME.new(config(players, variant=BATTLE, caller=None), seed)
        rng = random.Random(seed)
        kinds: set[str] = set()
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            action = KNOWLEDGE.rollout_move(GAME, s, rng)
            assert action in legal, (action, [str(a) for a in legal])
            kinds.add(action.kind)
            GAME.apply(s, action)
        assert {"play", "done"} <= kinds


def test_the_policy_boosts_a_minor_god_that_then_takes_the_round() -> None:
    s = make([[["Artemis"]], [["Nike"]]], "yellow", treasure=[[], ["Daedalus"]])
    GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "play"))
    action = battle_move(s, GAME.legal_actions(s), random.Random(0), 0.0, lambda q, seat, cards: cards[0])
    assert action.kind == "ability"


def test_the_policy_answers_zeus_with_hermes() -> None:
    s = make([[["Charon"]], [["Glaucus"]]], "blue", gods=[["Zeus"], ["Hermes"]],
             treasure=[["golden", "Icarus"], ["golden"]], moment=True)
    s.treasure[1] = [GOLDEN_APPLES[1]]
    GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "god" and a.args == (god("Zeus"),)))
    GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "pay"))
    picks = {battle_move(s, GAME.legal_actions(s), random.Random(i), 0.0, lambda q, seat, cards: cards[0]).kind
             for i in range(10)}
    assert "counter" in picks


def test_hard_plays_a_battle_decision_from_its_view_alone() -> None:
    s = GAME.new(config(3, variant=BATTLE, caller=0), 4)
    rng = random.Random(2)
    while not (s.phase == 2 and s.frames and s.frames[-1][0] == "moment"):
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    seat = GAME.to_act(s)
    bot = ISMCTSBot(GAME, KNOWLEDGE, 3, iterations=300)
    action = bot.choose(GAME.view(s, seat), GAME.legal_actions(s))
    assert action in GAME.legal_actions(s)


def test_a_bot_deals_a_god_everybody_saw_passed_to_the_hand_that_took_it() -> None:
    s = make([[["Talos"], ["Nyx"]], [["Glaucus"], ["Brontes"]], [["Typhon"], ["Pontus"]]], "yellow",
             gods=[["Zeus"], ["Dionysus"], ["Hades"]], treasure=[[], ["golden"]],
             box=[g for g in GOD_NAMES if g not in ("Zeus", "Dionysus", "Hades")])
    GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "play"))
    GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "god"))  # Dionysus
    GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "pay"))
    while s.frames:
        GAME.apply(s, GAME.legal_actions(s)[-1])  # nobody answers
    assert s.seen_at[god("Dionysus")] == 0
    view = GAME.view(s, 2)
    for seed in range(5):
        assert god("Dionysus") in GAME.sample(view, random.Random(seed)).gods[0]
