"""Mythomakya bots in Battle of the Gods: the rollout policy stays legal, the heuristic uses
abilities and gods where they pay, and the search sees god cards only through its own view."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.ai.ismcts import ISMCTSBot
from tabletop.games.mythomakya.ai import KNOWLEDGE, SEARCH_WIDTH, project, win_chances
from tabletop.games.mythomakya.battle_ai import SENIOR_BONUS, battle_move
from tabletop.games.mythomakya.cards import APPLES, BATTLE, COLOUR, GOD_NAMES, GOLDEN_APPLES, STRENGTH, TITLE
from tabletop.games.mythomakya.payment import cheapest_fit
from tabletop.games.mythomakya.rules import GAME

from .battle_positions import do, god, make
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


def _policy(s: Any) -> Any:
    return battle_move(s, GAME.legal_actions(s), random.Random(0), 0.0, lambda q, seat, cards: cards[0])


def test_athena_gives_away_the_poorest_stack_for_an_opponents_richest() -> None:
    s = make([[["Nike", "Daedalus"], ["Uranus", "Erebus"]], [["Charon", "Glaucus"], ["Nyx", "Phobos"]]], "blue",
             gods=[["Athena"]], treasure=[["golden"]], moment=True)
    do(s, "god", god("Athena"))
    while s.frames[-1][0] != "athena":
        GAME.apply(s, _policy(s))
    assert _policy(s).args == (0,)  # Daedalus's stack, the poorer
    GAME.apply(s, _policy(s))
    assert _policy(s).args == (1, 1)  # Phobos's, the richer


def test_aeolus_brings_ones_best_card_up_and_buries_an_opponents() -> None:
    s = make([[["Uranus", "Nike"]], [["Charon", "Phobos"]]], "blue", gods=[["Aeolus"]], treasure=[["golden"]],
             moment=True)
    do(s, "god", god("Aeolus"))
    orders = []
    while s.frames and s.frames[-1][0] in ("pay", "window", "aeolus", "aeolus_order"):
        action = _policy(s)
        if action.kind == "order":
            orders.append(tuple(TITLE[int(c)] for c in action.args))  # type: ignore[call-overload]
        GAME.apply(s, action)
        if action.kind == "aeolus_done":
            break
    assert set(orders) == {("Yellow 2 Nike", "Purple 12 Uranus"),
                           ("Red 11 Phobos", "Black 3 Charon")}


def test_eros_names_a_strong_god_an_opponent_holds() -> None:
    s = make([[["Nike"]], [["Charon"]]], "blue", gods=[["Eros"], ["Hera", "Zeus"]], treasure=[["golden"]],
             box=["Hermes"], moment=True)
    do(s, "god", god("Eros"))
    while s.frames[-1][0] != "eros":
        GAME.apply(s, _policy(s))
    assert _policy(s).args == (god("Zeus"),)


def test_the_search_expands_a_payment_as_its_cheapest_fit_and_a_target_among_the_best() -> None:
    s = make([[["Nike"], ["Daedalus"], ["Uranus"], ["Erebus"]], [["Charon"], ["Glaucus"], ["Nyx"], ["Phobos"]]],
             "blue", gods=[["Zeus"]], treasure=[["Talos", "Brontes", "Proteus", "Glaucus"]], moment=True)
    do(s, "god", god("Zeus"))
    legal = GAME.legal_actions(s)
    assert len(legal) > 1 and [a.args for a in KNOWLEDGE.tree_actions(GAME, s)] == [
        tuple(sorted(cheapest_fit(s.treasure[0], 3) or ()))]
    while s.frames[-1][0] != "zeus":
        GAME.apply(s, _policy(s))
    kept = KNOWLEDGE.tree_actions(GAME, s)
    assert len(kept) == SEARCH_WIDTH < len(GAME.legal_actions(s))
    senior = s.senior

    def worth(c: int) -> int:
        return STRENGTH[c] + (SENIOR_BONUS if COLOUR[c] == senior else 0) + 3 * APPLES[c]

    theirs = sorted((st[-1] for st in s.stacks[1]), key=lambda c: -worth(c))
    assert [a.args[0] for a in kept] == theirs[:SEARCH_WIDTH]  # the opponent's best, never one's own


def test_in_battle_a_card_counts_less_in_the_projection_the_deeper_it_lies() -> None:
    up = make([[["Nike", "Uranus"]], [["Charon", "Glaucus"]]], "blue")
    down = make([[["Uranus", "Nike"]], [["Charon", "Glaucus"]]], "blue")
    assert project(up)[0] > project(down)[0]


def test_the_search_weighs_below_its_root_only_what_the_knowledge_keeps() -> None:
    s = make([[["Nike"], ["Daedalus"]], [["Charon"], ["Glaucus"]]], "blue", gods=[["Zeus"]],
             treasure=[["Talos", "Brontes", "Proteus", "Glaucus"]], moment=True,
             box=[g for g in GOD_NAMES if g != "Zeus"])
    bot = ISMCTSBot(GAME, KNOWLEDGE, 1, iterations=300)
    legal = GAME.legal_actions(s)
    root = bot.search(GAME.view(s, 0), None, legal)
    assert set(root.children) == set(legal)  # the root keeps every choice
    zeus = root.children[next(a for a in legal if a.kind == "god")]
    assert [a.kind for a in zeus.children] == ["pay"]  # one payment: the cheapest fit


def test_aeolus_stops_when_no_new_order_would_help() -> None:
    """One's own best card already on top, an opponent's weakest already on top: nothing to reorder."""
    s = make([[["Nike", "Uranus"]], [["Phobos", "Charon"]]], "blue", gods=[["Aeolus"]], treasure=[["golden"]],
             moment=True)
    do(s, "god", god("Aeolus"))
    while s.frames[-1][0] != "aeolus":
        GAME.apply(s, _policy(s))
    assert _policy(s).kind == "aeolus_done"
    assert KNOWLEDGE.rollout_move(GAME, s, random.Random(0)).kind == "aeolus_done"


def test_in_battle_apples_still_count_when_the_result_is_sure() -> None:
    """Far ahead, paying apples for nothing lowers a seat's estimate more than its win chance alone says
    (by the apple margin blended in): else the search sees almost no cost in a god card or a move of Kronos
    that does nothing once the result is sure."""
    stacks = [[["Nike"], ["Daedalus"]], [["Charon"], ["Glaucus"]]]
    rich = ["golden", "Talos", "Brontes", "Proteus", "Helios", "Midas", "Icarus", "Asclepius", "Ganymede",
            "Narcissus", "Jason", "Perseus", "Phaethon", "Eos"]
    before = make(stacks, "blue", treasure=[rich, []])
    after = make(stacks, "blue", treasure=[rich[2:], []])  # a golden apple and Talos paid
    assert project(before)[0] == project(after)[0] + 4
    chance_lost = win_chances(before, project(before))[0] - win_chances(after, project(after))[0]
    estimate_lost = KNOWLEDGE.evaluate(GAME, before)[0] - KNOWLEDGE.evaluate(GAME, after)[0]
    assert win_chances(after, project(after))[0] > 0.98
    assert estimate_lost > 1.25 * chance_lost > 0
