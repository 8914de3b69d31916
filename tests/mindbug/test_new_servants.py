"""Every New Servants creature's effect, in 2v2 positions (seats 0 and 2 against 1 and 3)."""

from __future__ import annotations

from tabletop.games.mindbug.cards import FRENZY, HUNTER, POISONOUS, SNEAKY, TOUGH
from tabletop.games.mindbug.rules import GAME, attackers, keywords, power

from .positions import (
    act,
    attack,
    decision,
    disc_names,
    find,
    hand_names,
    legal,
    make,
    play_card,
    play_names,
)

HANDS = [["Grave Robber"], ["Compost Dragon"], ["Grave Robber"], ["Compost Dragon"]]


def test_bugserker_has_plus_eight_while_your_team_has_one_life() -> None:
    s = make(4, hands=HANDS, play=[["Bugserker"]], life=(1, 3))
    bug = find(s, "Bugserker", 0)
    assert power(s, bug) == 11 and keywords(s, bug) == TOUGH
    s = make(4, hands=HANDS, play=[["Bugserker"]], life=(2, 1))
    assert power(s, find(s, "Bugserker", 0)) == 3


def test_count_draculeech_costs_you_a_life_and_defeats_a_creature() -> None:
    s = make(4, hands=HANDS, play=[["Count Draculeech"], ["Gorillion"], [], ["Luchataur"]])
    attack(s, "Count Draculeech")
    assert s.life == [2, 3]
    assert decision(s) == "target" and len(legal(s)) == 3  # any creature, itself included
    act(s, "target", find(s, "Gorillion", 1))
    assert disc_names(s, 1) == ["Gorillion"]
    assert decision(s) == "block" and GAME.to_act(s) == 3


def test_count_draculeech_at_one_life_loses_the_game() -> None:
    s = make(4, hands=HANDS, play=[["Count Draculeech"], ["Gorillion"]], life=(1, 3))
    attack(s, "Count Draculeech")
    assert GAME.is_over(s) and s.winner == 1 and GAME.result(s).winners == (1, 3)


def test_creep_from_the_deep_hunts_and_poisons() -> None:
    s = make(4, hands=HANDS, play=[["Creep from the Deep"], ["Gorillion"], [], ["Luchataur"]])
    creep = find(s, "Creep from the Deep", 0)
    assert keywords(s, creep) == HUNTER | POISONOUS
    attack(s, "Creep from the Deep")
    assert decision(s) == "hunt"
    assert sorted(a.label for a in legal(s)) == [
        "Hunt Gorillion (Player 2)",
        "Hunt Luchataur (Player 4)",
        "Let the defenders choose whether to block",
    ]
    act(s, "hunt", find(s, "Luchataur", 3))
    assert disc_names(s, 3) == ["Luchataur"] and disc_names(s, 0) == ["Creep from the Deep"]


def test_ferret_pacifier_stops_the_strongest_enemy_creatures_from_blocking() -> None:
    s = make(4, hands=HANDS, play=[["Ferret Pacifier", "Rhino Turtle"], ["Gorillion"], [], ["Luchataur"]])
    attack(s, "Rhino Turtle")
    # Gorillion (10) is the strongest of the opposing team: Player 2 is not even asked
    assert decision(s) == "block" and GAME.to_act(s) == 3
    assert [a.label for a in legal(s)] == ["Block with Luchataur", "Do not block"]
    # ties: every creature with the highest power
    s = make(4, hands=HANDS, play=[["Ferret Pacifier", "Rhino Turtle"], ["Luchataur"], [], ["Luchataur"]])
    attack(s, "Rhino Turtle")
    assert s.life == [3, 2]


def test_froblin_instigator_counts_only_its_own_play_area() -> None:
    s = make(4, hands=HANDS, play=[["Froblin Instigator", "Spider Owl", "Plated Scorpion"], [], ["Gorillion"]])
    froblin = find(s, "Froblin Instigator", 0)
    assert power(s, froblin) == 5 and keywords(s, froblin) == HUNTER


def test_goreagle_alpha_costs_you_a_life() -> None:
    s = make(4, hands=[["Goreagle Alpha"], *HANDS[1:]])
    play_card(s, "Goreagle Alpha")
    assert s.life == [2, 3]
    assert keywords(s, find(s, "Goreagle Alpha", 0)) == FRENZY | HUNTER | TOUGH


def test_hamster_lion_stops_the_weakest_enemy_creatures_attacking() -> None:
    s = make(4, hands=HANDS, play=[["Spider Owl", "Gorillion"], ["Hamster Lion"]])
    assert attackers(s, 0) == [find(s, "Gorillion", 0)]
    # the weakest of the whole opposing team: a teammate's weaker creature frees the Owl
    s = make(4, hands=HANDS, play=[["Spider Owl", "Gorillion"], ["Hamster Lion"], ["Plated Scorpion"]])
    assert attackers(s, 0) == s.play[0]
    assert keywords(s, find(s, "Hamster Lion", 1)) == FRENZY


def test_hungry_hungry_hamster_takes_a_card_the_opponent_gives_and_may_play_it() -> None:
    s = make(
        4,
        hands=[["Hungry Hungry Hamster"], ["Gorillion", "Spider Owl"], ["Plated Scorpion"], ["Luchataur"]],
    )
    play_card(s, "Hungry Hungry Hamster")
    assert decision(s) == "opponent" and GAME.to_act(s) == 0
    act(s, "opponent", 1)
    assert decision(s) == "give" and GAME.to_act(s) == 1
    act(s, "give", "gorillion")
    assert decision(s) == "keep" and GAME.to_act(s) == 0
    gorillion = find(s, "Gorillion", 0, "hand")
    act(s, "play_it", gorillion)
    assert play_names(s, 0) == ["Hungry Hungry Hamster", "Gorillion"] and s.owner[gorillion] == 1
    assert keywords(s, find(s, "Hungry Hungry Hamster", 0)) == SNEAKY


def test_hungry_hungry_hamster_may_keep_the_card_and_everyone_saw_it() -> None:
    s = make(4, hands=[["Hungry Hungry Hamster"], ["Gorillion", "Spider Owl"], ["Plated Scorpion"], ["Luchataur"]])
    play_card(s, "Hungry Hungry Hamster")
    act(s, "opponent", 3)  # one card only: given without a prompt
    luchataur = find(s, "Luchataur", 0, "hand")
    act(s, "keep", luchataur)
    assert hand_names(s, 0) == ["Luchataur"] and s.owner[luchataur] == 3
    assert GAME.view(s, 2).known[0] == (luchataur,)


def test_hyenix_may_be_played_from_the_discard_pile_when_you_lose_life() -> None:
    s = make(4, hands=[["Goreagle Alpha"], *HANDS[1:]], discards=[["Hyenix"]])
    play_card(s, "Goreagle Alpha")
    assert s.life == [2, 3] and decision(s) == "hyenix" and GAME.to_act(s) == 0
    act(s, "play_it", find(s, "Hyenix", 0, "disc"))
    assert play_names(s, 0) == ["Goreagle Alpha", "Hyenix"] and disc_names(s, 0) == []
    assert keywords(s, find(s, "Hyenix", 0)) == FRENZY


def test_turbo_bug_against_a_team_on_one_life_takes_nothing_and_wakes_no_hyenix() -> None:
    s = make(4, hands=HANDS, play=[["Turbo Bug"], ["Gorillion"]], discards=[[], ["Hyenix"]], life=(3, 1))
    events = attack(s, "Turbo Bug")
    assert s.life == [3, 1] and not [e for e in events if e.kind == "life"]  # no loss of 0 life is told
    assert decision(s) == "block"  # Hyenix is not offered: no life was lost


def test_hyenix_of_both_teammates_trigger_on_a_team_life_loss_in_the_active_players_order() -> None:
    s = make(4, hands=HANDS, play=[[], ["Gorillion"]], discards=[["Hyenix"], [], ["Hyenix"]], active=1)
    attack(s, "Gorillion")
    assert s.life == [2, 3]
    assert decision(s) == "order" and GAME.to_act(s) == 1
    act(s, "first", find(s, "Hyenix", 2, "disc"))
    assert decision(s) == "hyenix" and GAME.to_act(s) == 2
    act(s, "decline", find(s, "Hyenix", 2, "disc"))
    assert decision(s) == "hyenix" and GAME.to_act(s) == 0
    act(s, "play_it", find(s, "Hyenix", 0, "disc"))
    assert play_names(s, 0) == ["Hyenix"] and disc_names(s, 2) == ["Hyenix"]


def test_hyenix_does_not_trigger_when_the_life_loss_ends_the_game() -> None:
    s = make(4, hands=[["Goreagle Alpha"], *HANDS[1:]], discards=[["Hyenix"]], life=(1, 3))
    play_card(s, "Goreagle Alpha")
    assert GAME.is_over(s) and s.winner == 1


def test_majestic_manticore_defeats_the_lowest_power_creatures() -> None:
    s = make(
        4,
        hands=HANDS,
        play=[["Majestic Manticore"], ["Plated Scorpion", "Gorillion"], [], ["Ferret Bomber"]],
    )
    attack(s, "Majestic Manticore")
    assert disc_names(s, 3) == ["Ferret Bomber"]
    assert s.exh >> find(s, "Plated Scorpion", 1) & 1  # tied at 2, Tough: exhausted
    # every creature counts, your own too
    s = make(4, hands=HANDS, play=[["Majestic Manticore", "Chameleon Sniper"], ["Plated Scorpion"]])
    attack(s, "Majestic Manticore")
    assert disc_names(s, 0) == ["Chameleon Sniper"] and play_names(s, 1) == ["Plated Scorpion"]
    assert keywords(s, find(s, "Majestic Manticore", 0)) == POISONOUS


def test_the_lurker_is_sneaky_this_turn_with_more_creatures_than_an_opponent() -> None:
    s = make(
        4,
        hands=HANDS,
        play=[["The Lurker", "Spider Owl", "Plated Scorpion"], ["Gorillion"], [], ["Luchataur", "Bee Bear", "Killer Bee"]],
    )
    lurker = find(s, "The Lurker", 0)
    assert keywords(s, lurker) == TOUGH
    ev = attack(s, "The Lurker")
    assert any(e.text == "The Lurker has Sneaky this turn." for e in ev)
    assert s.life == [3, 2]  # nobody Sneaky could block it (Gorillion could have blocked otherwise)
    assert s.active == 1 and keywords(s, lurker) == TOUGH  # only this turn
    s = make(
        4,
        hands=HANDS,
        play=[["The Lurker", "Spider Owl"], ["Gorillion", "Axolotl Healer"], [], ["Luchataur", "Bee Bear"]],
    )
    attack(s, "The Lurker")
    assert decision(s) == "block"


def test_turf_the_surfer_stops_a_chosen_creature_from_blocking() -> None:
    s = make(4, hands=HANDS, play=[["Turf the Surfer"], ["Gorillion"], ["Bee Bear"], ["Luchataur"]])
    attack(s, "Turf the Surfer")
    assert decision(s) == "target"
    assert sorted(a.label for a in legal(s)) == [
        "Gorillion (Player 2) cannot block this turn",
        "Luchataur (Player 4) cannot block this turn",
    ]
    act(s, "target", find(s, "Gorillion", 1))
    assert decision(s) == "block" and GAME.to_act(s) == 3
    assert find(s, "Gorillion", 1) in GAME.view(s, 0).no_block


# --- rulings that involve New Servants creatures ------------------------------------------
def test_an_attacker_that_leaves_play_before_the_block_ends_its_attack() -> None:
    s = make(4, hands=HANDS, play=[["Count Draculeech"], ["Gorillion"], [], ["Luchataur"]])
    attack(s, "Count Draculeech")
    ev = act(s, "target", find(s, "Count Draculeech", 0))
    assert disc_names(s, 0) == ["Count Draculeech"]
    assert s.life == [2, 3]  # only its own cost: no block, no damage
    assert any(e.text == "The attacker has left, so the attack ends." for e in ev)
    assert s.active == 1


def test_triggers_wait_until_the_current_effect_has_finished() -> None:
    # Count Draculeech: the Hyenix trigger from "you lose 1 life" waits for "defeat a creature"
    s = make(4, hands=HANDS, play=[["Count Draculeech"], ["Gorillion"], [], ["Luchataur"]], discards=[["Hyenix"]])
    attack(s, "Count Draculeech")
    assert decision(s) == "target"
    act(s, "target", find(s, "Gorillion", 1))
    assert decision(s) == "hyenix" and GAME.to_act(s) == 0


def test_mermaid_lowering_your_life_is_losing_life() -> None:
    s = make(4, hands=[["Mysterious Mermaid"], *HANDS[1:]], discards=[["Hyenix"]], life=(3, 2))
    play_card(s, "Mysterious Mermaid")
    assert s.life == [2, 2] and decision(s) == "hyenix"


def test_deathweaver_also_stops_drawbacks() -> None:
    s = make(4, hands=[["Goreagle Alpha"], *HANDS[1:]], play=[[], [], [], ["Deathweaver"]])
    play_card(s, "Goreagle Alpha")
    assert s.life == [3, 3]
    s = make(
        4,
        hands=[["Compost Dragon"], ["Gorillion"], ["Luchataur"], ["Bee Bear"]],
        play=[[], ["Deathweaver"]],
        discards=[["Killer Bee"]],
    )
    play_card(s, "Compost Dragon")
    assert play_names(s, 0) == ["Compost Dragon"] and disc_names(s, 0) == ["Killer Bee"]
    assert s.life == [3, 3]


def test_a_hunter_ignores_every_block_restriction() -> None:
    # Ferret Pacifier: Gorillion, the strongest enemy, may not block, but a Hunter may still pick it
    s = make(4, hands=HANDS, play=[["Ferret Pacifier", "Killer Bee"], ["Gorillion"], [], ["Luchataur"]])
    attack(s, "Killer Bee")
    act(s, "hunt", find(s, "Gorillion", 1))
    assert disc_names(s, 0) == ["Killer Bee"]


def test_a_played_gift_is_not_offered_for_a_mindbug() -> None:
    s = make(
        4,
        hands=[["Hungry Hungry Hamster"], ["Gorillion", "Spider Owl"], ["Plated Scorpion"], []],
        mindbugs=[0, 0, 0, 1],
    )
    play_card(s, "Hungry Hungry Hamster")
    act(s, "pass")  # Player 4's offer for the Hamster itself
    act(s, "give", "spider_owl")
    act(s, "play_it", find(s, "Spider Owl", 0, "hand"))
    assert play_names(s, 0) == ["Hungry Hungry Hamster", "Spider Owl"] and s.mb == [0, 0, 0, 1]
    assert decision(s) == "turn" and s.active == 1


def test_your_turn_is_not_your_teammates_turn() -> None:
    s = make(4, hands=HANDS, play=[["Goblin Werewolf", "Urchin Hurler"], [], ["Spider Owl"]], active=2)
    assert power(s, find(s, "Goblin Werewolf", 0)) == 2
