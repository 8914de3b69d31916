"""Setup, the turn, Mindbugs, attacks and blocks, drawing and losing (docs/rules/mindbug.md)."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from tabletop.core.protocol import Action, GameConfig, IllegalAction
from tabletop.games.mindbug.cards import (
    CREATURES,
    FIRST_CONTACT,
    FIRST_CONTACT_DECK,
    NEW_SERVANTS,
    POWER,
    TEAM_DECK,
)
from tabletop.games.mindbug.rules import GAME, TURN_LIMIT, MindbugState

from .positions import (
    act,
    attack,
    decision,
    disc_names,
    find,
    hand_names,
    kinds,
    legal,
    make,
    play_card,
    play_names,
)


# --- the card data ---------------------------------------------------------------------------
def test_the_card_table_has_32_first_contact_and_12_new_servants_creatures() -> None:
    fc = [c for c in CREATURES if c.set == FIRST_CONTACT]
    ns = [c for c in CREATURES if c.set == NEW_SERVANTS]
    assert len(fc) == 32 and len(ns) == 12
    assert sum(c.copies for c in fc) == 48 and len(FIRST_CONTACT_DECK) == 48
    assert all(c.copies == 2 for c in ns) and len(TEAM_DECK) == 72
    assert len({c.name for c in CREATURES}) == 44
    # spot checks against the printed table
    by = {c.name: c for c in CREATURES}
    assert (by["Gorillion"].power, by["Gorillion"].keywords, by["Gorillion"].copies) == (10, 0, 1)
    assert by["Rhino Turtle"].keyword_names == ("Frenzy", "Tough")
    assert by["Goreagle Alpha"].keyword_names == ("Frenzy", "Hunter", "Tough")
    assert by["Plated Scorpion"].keyword_names == ("Poisonous", "Tough")
    assert by["Hyenix"].trigger == "discard" and by["Strange Barrel"].trigger == "defeated"
    assert sum(c.power * c.copies for c in fc) == sum(POWER[k] for k in FIRST_CONTACT_DECK)


# --- setup ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_each_player_gets_ten_cards_five_in_hand_and_the_rest_stays_in_the_box(players: int) -> None:
    s = GAME.new(GAME.default_config(players), 7)
    size = 48 if players == 2 else 72
    assert s.t.size == size
    for q in range(players):
        assert len(s.hand[q]) == 5 and len(s.pile[q]) == 5
        assert all(s.owner[c] == q for c in s.hand[q] + s.pile[q])
        assert s.mb[q] == 2
    assert len(s.unused) == size - 10 * players
    assert s.life == [3, 3]
    assert Counter(s.owner)[-1] == len(s.unused)


def test_one_mindbug_is_an_option_and_bad_configs_are_refused() -> None:
    s = GAME.new(GameConfig(players=4, teams=(0, 1, 0, 1), options={"mindbugs": 1}), 1)
    assert s.mb == [1, 1, 1, 1]
    assert GAME.new(GameConfig(players=2, options={"mindbugs": "1"}), 1).mb == [1, 1]  # from --variant
    for bad in (
        GameConfig(players=3),
        GameConfig(players=4),
        GameConfig(players=4, teams=(0, 0, 1, 1)),
        GameConfig(players=2, options={"mindbugs": 3}),
        GameConfig(players=2, options={"mindbugs": True}),
        GameConfig(players=2, options={"colour": "red"}),
    ):
        with pytest.raises(ValueError):
            GAME.new(bad, 1)


def test_the_first_player_revealed_the_highest_power_and_ties_reveal_again() -> None:
    saw_tie = False
    for seed in range(60):
        for players in (2, 4):
            s = GAME.new(GAME.default_config(players), seed)
            rounds = s.reveal
            assert len(rounds[0]) == players
            for shown in rounds:
                assert all(c in s.unused for _, c in shown)
            last = rounds[-1]
            best = max(POWER[s.t.kind[c]] for _, c in last)
            assert [p for p, c in last if POWER[s.t.kind[c]] == best] == [s.first]
            for shown, nxt in pairwise(rounds):
                top = max(POWER[s.t.kind[c]] for _, c in shown)
                assert sorted(p for p, _ in nxt) == sorted(p for p, c in shown if POWER[s.t.kind[c]] == top)
                saw_tie = True
            assert s.active == s.first and GAME.to_act(s) == s.first
            texts = [e.text for e in GAME.opening_events(s)]
            assert texts[-1] == f"Player {s.first + 1} goes first."
    assert saw_tie


def test_the_same_seed_gives_the_same_game() -> None:
    a = GAME.new(GAME.default_config(4), 99)
    b = GAME.new(GAME.default_config(4), 99)
    assert a.snapshot() == b.snapshot()
    assert a.snapshot() != GAME.new(GAME.default_config(4), 100).snapshot()


# --- playing and the Mindbug ---------------------------------------------------------------
def test_a_played_creature_is_offered_to_the_opponent_and_enters_if_not_taken() -> None:
    s = make(hands=[["Killer Bee", "Gorillion"], ["Spider Owl"]], mindbugs=[2, 2])
    ev = play_card(s, "Killer Bee")
    assert [e.kind for e in ev][:1] == ["play"]
    assert decision(s) == "mindbug" and GAME.to_act(s) == 1
    assert s.limbo >= 0 and s.name_of(s.limbo) == "Killer Bee"
    act(s, "pass")
    assert play_names(s, 0) == ["Killer Bee"]
    assert s.life == [3, 2]  # its Play effect
    assert s.active == 1 and decision(s) == "turn" and s.mb == [2, 2]


def test_a_mindbug_takes_the_creature_resolves_its_play_effect_for_the_taker_and_the_player_acts_again() -> None:
    s = make(hands=[["Killer Bee", "Gorillion"], ["Spider Owl"]], mindbugs=[2, 2])
    play_card(s, "Killer Bee")
    bee = s.limbo
    ev = act(s, "mindbug", bee)
    assert play_names(s, 1) == ["Killer Bee"] and play_names(s, 0) == []
    assert s.ctl[bee] == 1 and s.owner[bee] == 0
    assert s.life == [2, 3]  # the taker's Play effect hits seat 0
    assert s.mb == [2, 1]
    assert s.active == 0 and decision(s) == "turn" and GAME.to_act(s) == 0
    assert any(e.kind == "mindbug" for e in ev)
    # the extra action: play the other card; seat 1 may Mindbug again
    play_card(s, "Gorillion")
    assert decision(s) == "mindbug"


def test_no_offer_when_the_opponent_has_no_mindbug_left() -> None:
    s = make(hands=[["Gorillion"], ["Spider Owl"]], mindbugs=[2, 0])
    play_card(s, "Gorillion")
    assert play_names(s, 0) == ["Gorillion"] and s.active == 1


def test_cannot_take_the_extra_action_after_a_mindbug_loses() -> None:
    s = make(hands=[["Gorillion"], []], play=[[], ["Spider Owl"]], mindbugs=[0, 1])
    play_card(s, "Gorillion")
    act(s, "mindbug", s.limbo)
    assert GAME.is_over(s) and s.winner == 1
    assert GAME.result(s).winners == (1,)


# --- drawing ---------------------------------------------------------------------------
def test_hands_draw_back_up_to_five_right_after_a_card_is_played() -> None:
    s = make(
        hands=[["Gorillion", "Spider Owl", "Luchataur", "Turbo Bug", "Bee Bear"], ["Plated Scorpion"]],
        piles=[["Killer Bee", "Giraffodile"]],
        mindbugs=[0, 2],
    )
    ev = play_card(s, "Gorillion")
    assert len(s.hand[0]) == 5 and hand_names(s, 0)[-1] == "Giraffodile"
    assert [e.kind for e in ev].count("draw") == 2
    private = [e for e in ev if e.kind == "draw" and e.visible_to == frozenset({0})]
    assert private and private[0].barrier and "Giraffodile" in private[0].text
    public = [e for e in ev if e.kind == "draw" and e.visible_to is None]
    assert public and "Giraffodile" not in public[0].text and public[0].data["count"] == 1


def test_there_is_no_reshuffle_when_the_draw_pile_is_empty() -> None:
    s = make(hands=[["Gorillion", "Spider Owl"], ["Plated Scorpion"]], discards=[["Luchataur"]])
    play_card(s, "Spider Owl")
    assert hand_names(s, 0) == ["Gorillion"] and disc_names(s, 0) == ["Luchataur"] and s.pile[0] == []


def test_a_hand_refills_after_an_effect_not_in_its_middle() -> None:
    # Ferret Bomber: seat 1 discards two cards from the same hand, then draws back up
    s = make(
        hands=[["Ferret Bomber"], ["Gorillion", "Luchataur", "Turbo Bug", "Bee Bear", "Spider Owl"]],
        piles=[[], ["Killer Bee", "Giraffodile", "Brain Fly"]],
    )
    play_card(s, "Ferret Bomber")
    assert decision(s) == "discard" and GAME.to_act(s) == 1
    act(s, "discard", "gorillion")
    assert decision(s) == "discard" and len(s.hand[1]) == 4  # no draw between the two discards
    act(s, "discard", "turbo_bug")
    assert disc_names(s, 1) == ["Gorillion", "Turbo Bug"]
    assert len(s.hand[1]) == 5 and hand_names(s, 1)[-2:] == ["Brain Fly", "Giraffodile"]
    assert hand_names(s, 1)[:3] == ["Luchataur", "Bee Bear", "Spider Owl"]


# --- attacking and blocking ---------------------------------------------------------------
def test_an_unblocked_attack_costs_one_life_and_ends_the_turn() -> None:
    s = make(hands=[[], ["Spider Owl"]], play=[["Gorillion"], []])
    attack(s, "Gorillion")
    assert s.life == [3, 2] and s.active == 1


def test_no_block_prompt_without_a_creature_able_to_block() -> None:
    s = make(hands=[[], ["Spider Owl"]], play=[["Chameleon Sniper"], ["Gorillion"]])
    attack(s, "Chameleon Sniper")  # Sneaky: Gorillion may not block
    assert s.life == [3, 1] and s.active == 1


def test_a_block_defeats_the_weaker_creature_and_both_on_equal_power() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Mysterious Mermaid"], ["Gorillion", "Giraffodile"]])
    attack(s, "Mysterious Mermaid")
    assert decision(s) == "block" and GAME.to_act(s) == 1
    assert sorted(a.label for a in legal(s)) == ["Block with Giraffodile", "Block with Gorillion", "Do not block"]
    act(s, "block", find(s, "Gorillion", 1))
    assert play_names(s, 0) == [] and disc_names(s, 0) == ["Mysterious Mermaid"]
    assert play_names(s, 1) == ["Gorillion", "Giraffodile"] and s.life == [3, 3]

    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Mysterious Mermaid"], ["Giraffodile"]])
    attack(s, "Mysterious Mermaid")
    act(s, "block", find(s, "Giraffodile", 1))
    assert play_names(s, 0) == [] and play_names(s, 1) == []
    assert disc_names(s, 0) == ["Mysterious Mermaid"] and disc_names(s, 1) == ["Giraffodile"]


def test_a_defeated_creature_goes_to_its_owners_discard_pile() -> None:
    # Gorillion belongs to seat 1 but seat 0 controls it (e.g. after a Mindbug)
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Mysterious Mermaid"], ["Gorillion"]],
        owners={"Mysterious Mermaid": 1},
    )
    attack(s, "Mysterious Mermaid")
    act(s, "block", find(s, "Gorillion", 1))
    assert disc_names(s, 1) == ["Mysterious Mermaid"] and disc_names(s, 0) == []


def test_declining_to_block_costs_life() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Luchataur"], ["Gorillion"]])
    attack(s, "Luchataur")
    act(s, "noblock")
    assert s.life == [3, 2]
    assert decision(s) == "frenzy"  # Luchataur has Frenzy


def test_losing_the_last_life_ends_the_game_at_once() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], []], life=(3, 1))
    ev = attack(s, "Gorillion")
    assert GAME.is_over(s) and s.winner == 0 and GAME.to_act(s) is None and legal(s) == []
    result = GAME.result(s)
    assert result.winners == (0,) and result.ranks == (0, 1) and result.rewards() == [1.0, 0.0]
    assert ev[-1].kind == "game_over" and ev[-1].text == result.summary


def test_a_player_who_can_neither_play_nor_attack_loses() -> None:
    s = make(hands=[[], ["Spider Owl"]], play=[[], ["Gorillion"]])
    assert GAME.is_over(s) and s.winner == 1
    assert "could neither play nor attack" in GAME.result(s).summary


# --- illegal actions --------------------------------------------------------------------
def test_illegal_actions_raise_and_leave_the_state_unchanged() -> None:
    s = make(hands=[["Killer Bee"], ["Spider Owl"]], play=[["Gorillion"], ["Luchataur"]], mindbugs=[1, 1])
    before = s.snapshot()
    for bad in (
        Action("play", ("spider_owl",)),  # not in hand
        Action("play", ("no_such_creature",)),
        Action("attack", (find(s, "Luchataur", 1),)),  # not yours
        Action("block", (find(s, "Luchataur", 1),)),  # nobody attacks
        Action("mindbug", (0,)),
        Action("pass", ()),
        Action("attack", ()),
    ):
        with pytest.raises(IllegalAction):
            GAME.apply(s, bad)
        assert s.snapshot() == before
    attack(s, "Gorillion")
    mid = s.snapshot()
    with pytest.raises(IllegalAction):
        GAME.apply(s, Action("block", (find(s, "Gorillion", 0),)))
    assert s.snapshot() == mid


def test_every_legal_action_has_a_readable_label() -> None:
    s = make(hands=[["Killer Bee", "Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], []])
    labels = {a.label for a in legal(s)}
    assert labels == {"Play Killer Bee", "Play Spider Owl", "Attack with Gorillion"}


def test_identical_cards_in_hand_give_one_action() -> None:
    s = make(hands=[["Spider Owl", "Spider Owl", "Killer Bee"], ["Plated Scorpion"]])
    assert kinds(s) == ["play", "play"]


# --- simultaneous effects ------------------------------------------------------------------
def test_the_active_player_orders_simultaneous_defeated_effects() -> None:
    # Explosive Toad (5) attacks, Harpy Mother (5) blocks: both are defeated at once.
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Explosive Toad", "Luchataur"], ["Harpy Mother", "Giraffodile"]],
    )
    attack(s, "Explosive Toad")
    act(s, "block", find(s, "Harpy Mother", 1))
    assert decision(s) == "order" and GAME.to_act(s) == 0
    labels = [a.label for a in legal(s)]
    assert len(labels) == 2 and all(label.startswith("Resolve") for label in labels)
    # Harpy Mother first: seat 1 takes control of nothing strong enough? Luchataur is 9, so no candidate
    act(s, "first", find(s, "Harpy Mother", 1, "disc"))
    # Harpy had no creature with power 5 or less to take; the Toad's effect follows (seat 0 chooses)
    assert decision(s) == "target" and GAME.to_act(s) == 0
    act(s, "target", find(s, "Giraffodile", 1))
    assert play_names(s, 1) == [] and play_names(s, 0) == ["Luchataur"]


def test_turn_limit_ends_the_game() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], []], life=(3, 2))
    s.turn = TURN_LIMIT
    attack(s, "Gorillion")
    assert GAME.is_over(s) and s.winner == 0 and "turn limit" in s.reason


def _opponents_of(s: MindbugState, seat: int) -> tuple[int, ...]:
    return s.t.enemies[seat]


def test_seats_and_teams_in_both_modes() -> None:
    two = GAME.new(GAME.default_config(2), 1)
    four = GAME.new(GAME.default_config(4), 1)
    assert _opponents_of(two, 0) == (1,) and _opponents_of(four, 0) == (1, 3) and _opponents_of(four, 1) == (0, 2)
    assert four.t.offer[0] == (1, 2, 3) and four.t.block[0] == (1, 3)
    assert four.t.offer[3] == (0, 1, 2) and four.t.block[3] == (0, 2)
