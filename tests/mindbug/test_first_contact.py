"""Every First Contact creature's effect and keywords, in 1v1 positions."""

from __future__ import annotations

from tabletop.games.mindbug.cards import FRENZY, HUNTER, POISONOUS, SNEAKY, TOUGH
from tabletop.games.mindbug.rules import GAME, blockers, keywords, power

from .positions import (
    act,
    attack,
    decision,
    disc_names,
    example,
    find,
    hand_names,
    kinds,
    legal,
    make,
    play_card,
    play_names,
)


def test_axolotl_healer_gains_two_life() -> None:
    s = make(hands=[["Axolotl Healer"], ["Spider Owl"]])
    play_card(s, "Axolotl Healer")
    assert s.life == [5, 3]
    assert keywords(s, find(s, "Axolotl Healer", 0)) == POISONOUS


def test_bee_bear_cannot_be_blocked_by_power_six_or_less() -> None:
    s = make(hands=[[], ["Spider Owl"]], play=[["Bee Bear"], ["Tusked Extorter", "Strange Barrel", "Plated Scorpion"]])
    attack(s, "Bee Bear")
    assert decision(s) == "block"
    assert [a.label for a in legal(s)] == ["Block with Tusked Extorter", "Do not block"]
    s = make(hands=[[], ["Spider Owl"]], play=[["Bee Bear"], ["Strange Barrel", "Plated Scorpion"]])
    attack(s, "Bee Bear")
    assert s.life == [3, 2] and s.active == 1  # nobody could block: no prompt


def test_brain_fly_takes_control_of_a_creature_with_power_six_or_more() -> None:
    s = make(hands=[["Brain Fly"], ["Spider Owl"]], play=[[], ["Gorillion", "Plated Scorpion"]])
    play_card(s, "Brain Fly")
    assert play_names(s, 0) == ["Brain Fly", "Gorillion"] and play_names(s, 1) == ["Plated Scorpion"]
    gorillion = find(s, "Gorillion", 0)
    assert s.owner[gorillion] == 1 and s.ctl[gorillion] == 0
    # two candidates: a choice
    s = make(hands=[["Brain Fly"], ["Spider Owl"]], play=[[], ["Gorillion", "Luchataur", "Plated Scorpion"]])
    play_card(s, "Brain Fly")
    assert decision(s) == "target" and len(legal(s)) == 2
    act(s, "target", find(s, "Luchataur", 1))
    assert play_names(s, 0) == ["Brain Fly", "Luchataur"]


def test_brain_fly_takes_a_creature_of_power_exactly_six_and_not_one_of_five() -> None:
    s = make(hands=[["Brain Fly"], ["Spider Owl"]], play=[[], ["Strange Barrel", "Killer Bee"]])
    play_card(s, "Brain Fly")
    assert play_names(s, 0) == ["Brain Fly", "Strange Barrel"] and play_names(s, 1) == ["Killer Bee"]


def test_brain_fly_with_nothing_to_take_does_nothing() -> None:
    s = make(hands=[["Brain Fly"], ["Spider Owl"]], play=[[], ["Plated Scorpion"]])
    play_card(s, "Brain Fly")
    assert play_names(s, 0) == ["Brain Fly"] and s.active == 1


def test_chameleon_sniper_makes_the_opponent_lose_a_life_when_it_attacks() -> None:
    s = make(hands=[[], ["Spider Owl"]], play=[["Chameleon Sniper"], ["Gorillion"]])
    ev = attack(s, "Chameleon Sniper")
    assert s.life == [3, 1]  # 1 from the effect, 1 unblocked (Gorillion cannot block a Sneaky)
    assert [e.kind for e in ev if e.kind == "life"] == ["life", "life"]


def test_compost_dragon_plays_a_card_from_your_discard_pile_without_a_mindbug_offer() -> None:
    s = make(hands=[["Compost Dragon"], ["Spider Owl"]], discards=[["Killer Bee"]], mindbugs=[0, 2])
    play_card(s, "Compost Dragon")
    act(s, "pass")
    assert play_names(s, 0) == ["Compost Dragon", "Killer Bee"] and disc_names(s, 0) == []
    assert s.life == [3, 2]  # Killer Bee's Play effect resolved
    assert s.mb == [0, 2] and s.active == 1  # no offer for the Killer Bee
    s = make(hands=[["Compost Dragon"], ["Spider Owl"]], discards=[["Killer Bee", "Gorillion", "Killer Bee"]])
    play_card(s, "Compost Dragon")
    assert decision(s) == "target"
    assert sorted(a.label for a in legal(s)) == [
        "Play Gorillion from Player 1's discard pile",
        "Play Killer Bee from Player 1's discard pile",
    ]
    assert keywords(s, find(s, "Compost Dragon", 0)) == HUNTER


def test_deathweaver_stops_the_opponents_play_effects_only() -> None:
    s = make(hands=[["Killer Bee"], ["Spider Owl"]], play=[[], ["Deathweaver"]])
    ev = play_card(s, "Killer Bee")
    assert s.life == [3, 3] and any("Deathweaver stops" in e.text for e in ev)
    # your own Deathweaver does not stop your effects...
    s = make(hands=[["Killer Bee"], ["Spider Owl"]], play=[["Deathweaver"], []], mindbugs=[0, 1])
    play_card(s, "Killer Bee")
    act(s, "pass")
    assert s.life == [3, 2]
    # ...but it stops the opponent who Mindbugs your creature
    s = make(hands=[["Killer Bee", "Spider Owl"], ["Plated Scorpion"]], play=[["Deathweaver"], []], mindbugs=[0, 1])
    play_card(s, "Killer Bee")
    act(s, "mindbug", s.limbo)
    assert play_names(s, 1) == ["Killer Bee"] and s.life == [3, 3]


def test_elephantopus_forbids_blocking_with_power_four_or_less() -> None:
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Elephantopus", "Luchataur"], ["Axolotl Healer", "Ferret Bomber"]],
    )
    attack(s, "Luchataur")
    assert s.life == [3, 2]  # no legal blocker, so no prompt
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Elephantopus", "Luchataur"], ["Axolotl Healer", "Grave Robber"]],
    )
    attack(s, "Luchataur")
    assert [a.label for a in legal(s)] == ["Block with Grave Robber", "Do not block"]
    assert keywords(s, find(s, "Elephantopus", 0)) == TOUGH


def test_explosive_toad_defeats_a_creature_when_it_is_defeated() -> None:
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Explosive Toad", "Axolotl Healer"], ["Gorillion", "Luchataur"]],
    )
    attack(s, "Explosive Toad")
    act(s, "block", find(s, "Gorillion", 1))
    assert disc_names(s, 0) == ["Explosive Toad"]
    assert decision(s) == "target" and GAME.to_act(s) == 0
    # any creature, including your own
    assert sorted(a.label for a in legal(s)) == [
        "Defeat Axolotl Healer (Player 1)",
        "Defeat Gorillion (Player 2)",
        "Defeat Luchataur (Player 2)",
    ]
    act(s, "target", find(s, "Gorillion", 1))
    assert play_names(s, 1) == ["Luchataur"] and s.active == 1


def test_explosive_toad_has_frenzy() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Explosive Toad"], []])
    attack(s, "Explosive Toad")
    assert decision(s) == "frenzy"
    act(s, "again", find(s, "Explosive Toad", 0))
    assert s.life == [3, 1] and s.active == 1


def test_ferret_bomber_makes_the_opponent_discard_two_of_their_choice() -> None:
    s = make(hands=[["Ferret Bomber"], ["Gorillion", "Luchataur", "Spider Owl"]])
    play_card(s, "Ferret Bomber")
    assert decision(s) == "discard" and GAME.to_act(s) == 1
    assert sorted(a.label for a in legal(s)) == ["Discard Gorillion", "Discard Luchataur", "Discard Spider Owl"]
    act(s, "discard", "spider_owl")
    act(s, "discard", "luchataur")
    assert hand_names(s, 1) == ["Gorillion"] and disc_names(s, 1) == ["Spider Owl", "Luchataur"]
    # as much as possible: one card only
    s = make(hands=[["Ferret Bomber"], ["Gorillion"]])
    play_card(s, "Ferret Bomber")
    assert hand_names(s, 1) == [] and disc_names(s, 1) == ["Gorillion"]
    assert keywords(s, find(s, "Ferret Bomber", 0)) == SNEAKY


def test_giraffodile_puts_the_whole_discard_pile_into_your_hand() -> None:
    s = make(hands=[["Giraffodile"], ["Spider Owl"]], discards=[["Killer Bee", "Luchataur"]])
    play_card(s, "Giraffodile")
    assert sorted(hand_names(s, 0)) == ["Killer Bee", "Luchataur"] and disc_names(s, 0) == []
    view = GAME.view(s, 1)
    assert sorted(view.name(c) for c in view.known[0]) == ["Killer Bee", "Luchataur"]


def test_goblin_werewolf_has_plus_six_on_its_controllers_turn_only() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Goblin Werewolf"], ["Turbo Bug"]])
    assert power(s, find(s, "Goblin Werewolf", 0)) == 8
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Goblin Werewolf"], ["Turbo Bug"]], active=1)
    goblin = find(s, "Goblin Werewolf", 0)
    assert power(s, goblin) == 2
    attack(s, "Turbo Bug")
    act(s, "block", goblin)
    assert disc_names(s, 0) == ["Goblin Werewolf"] and play_names(s, 1) == ["Turbo Bug"]


def test_gorillion_is_a_plain_ten() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], ["Luchataur"]])
    attack(s, "Gorillion")
    act(s, "block", find(s, "Luchataur", 1))
    assert play_names(s, 0) == ["Gorillion"] and disc_names(s, 1) == ["Luchataur"]
    assert keywords(s, find(s, "Gorillion", 0)) == 0


def test_grave_robber_plays_a_card_from_the_opponents_discard_pile() -> None:
    s = make(hands=[["Grave Robber"], ["Spider Owl"]], discards=[[], ["Killer Bee"]])
    play_card(s, "Grave Robber")
    assert play_names(s, 0) == ["Grave Robber", "Killer Bee"] and disc_names(s, 1) == []
    bee = find(s, "Killer Bee", 0)
    assert s.owner[bee] == 1 and s.life == [3, 2]
    # when it is defeated it goes back to its owner's discard pile
    s2 = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Killer Bee"], ["Gorillion"]],
        owners={"Killer Bee": 1},
    )
    attack(s2, "Killer Bee")
    act(s2, "hunt", find(s2, "Gorillion", 1))
    assert disc_names(s2, 1) == ["Killer Bee"]


def test_harpy_mother_takes_up_to_two_enemy_creatures_with_power_five_or_less() -> None:
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Gorillion", "Killer Bee", "Axolotl Healer", "Luchataur"], ["Harpy Mother"]],
    )
    attack(s, "Gorillion")
    act(s, "block", find(s, "Harpy Mother", 1))
    assert decision(s) == "target" and GAME.to_act(s) == 1
    assert sorted(a.kind for a in legal(s)) == ["stop", "target", "target"]
    act(s, "target", find(s, "Killer Bee", 0))
    assert decision(s) == "target" and len(legal(s)) == 2  # Axolotl Healer, or stop
    act(s, "target", find(s, "Axolotl Healer", 0))
    assert play_names(s, 1) == ["Killer Bee", "Axolotl Healer"]
    assert play_names(s, 0) == ["Gorillion", "Luchataur"] and s.active == 1


def test_harpy_mother_takes_no_third_creature_when_three_could_be_taken() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]],
             play=[["Gorillion", "Killer Bee", "Axolotl Healer", "Spider Owl"], ["Harpy Mother"]])
    attack(s, "Gorillion")
    act(s, "block", find(s, "Harpy Mother", 1))
    act(s, "target", find(s, "Killer Bee", 0))
    act(s, "target", find(s, "Axolotl Healer", 0))
    assert decision(s) != "target" and s.active == 1
    assert play_names(s, 0) == ["Gorillion", "Spider Owl"]


def test_harpy_mother_may_stop_after_one() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion", "Killer Bee", "Axolotl Healer"], ["Harpy Mother"]])
    attack(s, "Gorillion")
    act(s, "block", find(s, "Harpy Mother", 1))
    act(s, "target", find(s, "Axolotl Healer", 0))
    act(s, "stop")
    assert play_names(s, 1) == ["Axolotl Healer"] and play_names(s, 0) == ["Gorillion", "Killer Bee"]


def test_kangasaurus_rex_defeats_all_enemy_creatures_with_power_four_or_less() -> None:
    s = make(
        hands=[["Kangasaurus Rex"], ["Spider Owl"]],
        play=[["Axolotl Healer"], ["Spider Owl", "Plated Scorpion", "Luchataur"]],
    )
    play_card(s, "Kangasaurus Rex")
    assert play_names(s, 1) == ["Plated Scorpion", "Luchataur"] and disc_names(s, 1) == ["Spider Owl"]
    assert s.exh >> find(s, "Plated Scorpion", 1) & 1  # Tough: exhausted instead
    assert play_names(s, 0) == ["Axolotl Healer", "Kangasaurus Rex"]


def test_killer_bee_makes_the_opponent_lose_a_life_and_hunts() -> None:
    s = make(hands=[["Killer Bee"], ["Spider Owl"]])
    play_card(s, "Killer Bee")
    assert s.life == [3, 2]
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Killer Bee"], ["Spider Owl", "Gorillion"]])
    attack(s, "Killer Bee")
    assert decision(s) == "hunt" and GAME.to_act(s) == 0
    assert sorted(a.kind for a in legal(s)) == ["hunt", "hunt", "nohunt"]


def test_lone_yeti_alone_has_plus_five_and_frenzy() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Lone Yeti"], []])
    yeti = find(s, "Lone Yeti", 0)
    assert power(s, yeti) == 10 and keywords(s, yeti) == FRENZY | TOUGH
    attack(s, "Lone Yeti")
    assert decision(s) == "frenzy"
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Lone Yeti", "Plated Scorpion"], []])
    yeti = find(s, "Lone Yeti", 0)
    assert power(s, yeti) == 5 and keywords(s, yeti) == TOUGH


def test_luchataur_attacks_twice_with_frenzy_and_not_three_times() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Luchataur"], []])
    attack(s, "Luchataur")
    assert s.life == [3, 2] and decision(s) == "frenzy"
    assert [a.label for a in legal(s)] == ["Attack again with Luchataur (Frenzy)", "End the turn"]
    act(s, "again", find(s, "Luchataur", 0))
    assert s.life == [3, 1] and s.active == 1


def test_frenzy_ends_the_turn_when_declined() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Luchataur"], []])
    attack(s, "Luchataur")
    act(s, "end")
    assert s.life == [3, 2] and s.active == 1


def test_mysterious_mermaid_sets_your_life_to_the_opponents() -> None:
    s = make(hands=[["Mysterious Mermaid"], ["Spider Owl"]], life=(1, 3))
    play_card(s, "Mysterious Mermaid")
    assert s.life == [3, 3]
    s = make(hands=[["Mysterious Mermaid"], ["Spider Owl"]], life=(3, 1))
    play_card(s, "Mysterious Mermaid")
    assert s.life == [1, 1]


def test_plated_scorpion_poisons_and_is_exhausted_then_defeated() -> None:
    s = make(hands=[["Spider Owl"], ["Spider Owl"]], play=[["Gorillion", "Luchataur"], ["Plated Scorpion"]])
    attack(s, "Gorillion")
    scorpion = find(s, "Plated Scorpion", 1)
    act(s, "block", scorpion)
    assert disc_names(s, 0) == ["Gorillion"]  # Poisonous
    assert play_names(s, 1) == ["Plated Scorpion"] and s.exh >> scorpion & 1  # Tough
    view = GAME.view(s, 0)
    assert scorpion in view.exhausted
    # next time it is defeated for good
    play_card(s, "Spider Owl")  # Player 2's turn
    attack(s, "Luchataur")
    act(s, "block", scorpion)
    assert disc_names(s, 1) == ["Plated Scorpion"] and disc_names(s, 0) == ["Gorillion", "Luchataur"]
    assert not s.exh >> scorpion & 1


def test_rhino_turtle_is_tough_and_frenzied() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Rhino Turtle"], ["Gorillion"]])
    attack(s, "Rhino Turtle")
    act(s, "block", find(s, "Gorillion", 1))
    turtle = find(s, "Rhino Turtle", 0)
    assert s.exh >> turtle & 1 and play_names(s, 0) == ["Rhino Turtle"]
    assert decision(s) == "frenzy"  # still in play, so it may attack again
    act(s, "again", turtle)
    act(s, "block", find(s, "Gorillion", 1))
    assert disc_names(s, 0) == ["Rhino Turtle"]


def test_shark_dog_defeats_an_enemy_creature_with_power_six_or_more_when_it_attacks() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Shark Dog"], ["Gorillion", "Luchataur", "Spider Owl"]])
    attack(s, "Shark Dog")
    assert decision(s) == "target"
    assert sorted(a.label for a in legal(s)) == ["Defeat Gorillion (Player 2)", "Defeat Luchataur (Player 2)"]
    act(s, "target", find(s, "Gorillion", 1))
    assert disc_names(s, 1) == ["Gorillion"]
    assert decision(s) == "hunt"  # then, as a Hunter, it may choose its blocker


def test_shark_dog_defeats_a_creature_of_power_exactly_six_and_not_one_of_five() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Shark Dog"], ["Killer Bee", "Strange Barrel"]])
    attack(s, "Shark Dog")
    assert disc_names(s, 1) == ["Strange Barrel"] and play_names(s, 1) == ["Killer Bee"]


def test_sharky_copies_enemy_keywords_continuously() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Sharky Crab-Dog-Mummypus"], ["Spider Owl"]])
    sharky = find(s, "Sharky Crab-Dog-Mummypus", 0)
    assert keywords(s, sharky) == SNEAKY | POISONOUS
    # the Spider Owl leaves: the keywords go with it
    from tabletop.games.mindbug.rules import _defeat

    _defeat(s, [find(s, "Spider Owl", 1)], None)
    assert keywords(s, sharky) == 0
    # keywords given by other effects count (Snail Thrower; a lone Yeti's Frenzy), Tough never does
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Sharky Crab-Dog-Mummypus"], ["Snail Thrower", "Goblin Werewolf"]])
    assert keywords(s, find(s, "Sharky Crab-Dog-Mummypus", 0)) == HUNTER | POISONOUS
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Sharky Crab-Dog-Mummypus"], ["Lone Yeti"]])
    assert keywords(s, find(s, "Sharky Crab-Dog-Mummypus", 0)) == FRENZY


def test_sharky_with_copied_frenzy_attacks_twice() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Sharky Crab-Dog-Mummypus"], ["Luchataur"]])
    attack(s, "Sharky Crab-Dog-Mummypus")
    act(s, "noblock")
    assert decision(s) == "frenzy"


def test_the_sharky_example_copies_sneaky_frenzy_and_poison_until_the_owl_is_gone() -> None:
    s, (attack_sharky, no_block, again, block_with_owl) = example("sharky-copies")
    sharky, owl = find(s, "Sharky Crab-Dog-Mummypus", 0), find(s, "Spider Owl", 1)
    assert keywords(s, sharky) == SNEAKY | POISONOUS | FRENZY
    GAME.apply(s, attack_sharky)
    assert [a.label for a in legal(s)] == ["Block with Spider Owl", "Do not block"]  # Sneaky: only the Owl
    GAME.apply(s, no_block)
    assert s.life == [3, 2] and decision(s) == "frenzy"
    GAME.apply(s, again)
    assert block_with_owl.args == (owl,)
    GAME.apply(s, block_with_owl)
    # the Owl's poison defeats Sharky (5 beats 3); the Owl is defeated
    assert disc_names(s, 0) == ["Sharky Crab-Dog-Mummypus"] and disc_names(s, 1) == ["Spider Owl"]


def test_shield_bugs_give_other_allies_plus_one() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Shield Bugs", "Spider Owl"], ["Axolotl Healer"]])
    assert power(s, find(s, "Spider Owl", 0)) == 4 and power(s, find(s, "Shield Bugs", 0)) == 4
    assert power(s, find(s, "Axolotl Healer", 1)) == 4
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Shield Bugs", "Shield Bugs"], []])
    assert [power(s, c) for c in s.play[0]] == [5, 5]


def test_snail_hydra_defeats_a_creature_if_you_control_fewer() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Snail Hydra"], ["Spider Owl", "Gorillion"]])
    attack(s, "Snail Hydra")
    assert decision(s) == "target" and len(legal(s)) == 3  # any creature, the Hydra too
    act(s, "target", find(s, "Gorillion", 1))
    assert disc_names(s, 1) == ["Gorillion"]
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Snail Hydra"], ["Gorillion"]])
    attack(s, "Snail Hydra")
    assert decision(s) == "block"  # not fewer: nothing happens


def test_snail_thrower_gives_small_allies_hunter_and_poisonous() -> None:
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Snail Thrower", "Axolotl Healer", "Gorillion"], ["Spider Owl"]],
    )
    assert keywords(s, find(s, "Axolotl Healer", 0)) == HUNTER | POISONOUS
    assert keywords(s, find(s, "Gorillion", 0)) == 0
    assert keywords(s, find(s, "Snail Thrower", 0)) == POISONOUS  # "other" allies only
    assert keywords(s, find(s, "Spider Owl", 1)) == SNEAKY | POISONOUS  # not enemies


def test_spider_owl_can_only_be_blocked_by_sneaky_creatures() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Spider Owl"], ["Gorillion", "Chameleon Sniper"]])
    attack(s, "Spider Owl")
    assert [a.label for a in legal(s)] == ["Block with Chameleon Sniper", "Do not block"]
    act(s, "block", find(s, "Chameleon Sniper", 1))
    assert disc_names(s, 1) == ["Chameleon Sniper"] and play_names(s, 0) == ["Spider Owl"]


def test_sneaky_creatures_block_normally() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Gorillion"], ["Spider Owl"]])
    attack(s, "Gorillion")
    assert [a.label for a in legal(s)] == ["Block with Spider Owl", "Do not block"]


def test_strange_barrel_steals_two_random_cards_when_defeated() -> None:
    s = make(
        hands=[["Spider Owl", "Luchataur", "Killer Bee"], ["Plated Scorpion"]],
        play=[["Gorillion"], ["Strange Barrel"]],
    )
    attack(s, "Gorillion")
    ev = act(s, "block", find(s, "Strange Barrel", 1))
    assert len(s.hand[0]) == 1 and len(s.hand[1]) == 3
    stolen = s.hand[1][1:]
    assert all(s.owner[c] == 0 for c in stolen)
    private = [e for e in ev if e.kind == "steal" and e.barrier]
    assert private and private[0].visible_to == frozenset({0, 1})
    # the victim knows where its cards went
    assert set(GAME.view(s, 0).known[1]) == set(stolen)
    # the random pick comes from the game's own generator: same position, same cards
    again = make(
        hands=[["Spider Owl", "Luchataur", "Killer Bee"], ["Plated Scorpion"]],
        play=[["Gorillion"], ["Strange Barrel"]],
    )
    attack(again, "Gorillion")
    act(again, "block", find(again, "Strange Barrel", 1))
    assert again.hand[1] == s.hand[1]


def test_tiger_squirrel_defeats_an_enemy_creature_with_power_seven_or_more() -> None:
    s = make(hands=[["Tiger Squirrel"], ["Spider Owl"]], play=[[], ["Gorillion", "Bee Bear", "Strange Barrel"]])
    play_card(s, "Tiger Squirrel")
    assert decision(s) == "target" and len(legal(s)) == 2
    act(s, "target", find(s, "Bee Bear", 1))
    assert disc_names(s, 1) == ["Bee Bear"]
    s = make(hands=[["Tiger Squirrel"], ["Spider Owl"]], play=[[], ["Strange Barrel"]])
    play_card(s, "Tiger Squirrel")
    assert play_names(s, 1) == ["Strange Barrel"]


def test_tiger_squirrel_defeats_a_creature_of_power_exactly_seven_and_not_one_of_six() -> None:
    s = make(hands=[["Tiger Squirrel"], ["Spider Owl"]], play=[[], ["Strange Barrel", "Mysterious Mermaid"]])
    play_card(s, "Tiger Squirrel")
    assert disc_names(s, 1) == ["Mysterious Mermaid"] and play_names(s, 1) == ["Strange Barrel"]


def test_turbo_bug_takes_all_life_but_one() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Turbo Bug"], ["Gorillion"]])
    attack(s, "Turbo Bug")
    assert s.life == [3, 1]
    act(s, "block", find(s, "Gorillion", 1))
    assert s.life == [3, 1] and disc_names(s, 0) == ["Turbo Bug"]


def test_tusked_extorter_makes_the_opponent_discard_a_card_when_it_attacks() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion", "Gorillion"]], play=[["Tusked Extorter"], []])
    attack(s, "Tusked Extorter")
    assert decision(s) == "discard" and GAME.to_act(s) == 1
    act(s, "discard", "gorillion")
    assert hand_names(s, 1) == ["Plated Scorpion"] and disc_names(s, 1) == ["Gorillion"]
    assert s.life == [3, 2]


def test_urchin_hurler_gives_other_allies_plus_two_on_your_turn() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Urchin Hurler", "Spider Owl"], ["Axolotl Healer"]])
    assert power(s, find(s, "Spider Owl", 0)) == 5 and power(s, find(s, "Urchin Hurler", 0)) == 5
    s = make(
        hands=[["Spider Owl"], ["Plated Scorpion"]],
        play=[["Urchin Hurler", "Spider Owl"], ["Axolotl Healer"]],
        active=1,
    )
    assert power(s, find(s, "Spider Owl", 0)) == 3
    assert keywords(s, find(s, "Urchin Hurler", 0)) == HUNTER


# --- the interactions the reference lists --------------------------------------------------
def test_poisonous_against_tough_exhausts_the_tough_creature() -> None:
    s, (attack_healer, block_with_turtle) = example("poisonous-tough")
    GAME.apply(s, attack_healer)
    turtle = find(s, "Rhino Turtle", 1)
    assert block_with_turtle.args == (turtle,)
    GAME.apply(s, block_with_turtle)
    assert play_names(s, 1) == ["Rhino Turtle"] and s.exh >> turtle & 1
    assert disc_names(s, 0) == ["Axolotl Healer"]


def test_a_hunter_may_make_a_non_sneaky_creature_block_a_sneaky_attacker() -> None:
    # Snail Thrower makes the Spider Owl (Sneaky) a Hunter too
    s, (attack_owl, hunt_gorillion) = example("hunter-sneaky")
    owl = find(s, "Spider Owl", 0)
    assert keywords(s, owl) == SNEAKY | POISONOUS | HUNTER
    assert blockers(s, owl, 1) == []  # the defender could not block it
    GAME.apply(s, attack_owl)
    assert decision(s) == "hunt"
    assert hunt_gorillion.args == (find(s, "Gorillion", 1),)
    GAME.apply(s, hunt_gorillion)
    assert disc_names(s, 1) == ["Gorillion"] and disc_names(s, 0) == ["Spider Owl"]


def test_a_hunter_may_choose_a_blocker_that_elephantopus_forbids() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Elephantopus", "Killer Bee"], ["Spider Owl", "Gorillion"]])
    bee = find(s, "Killer Bee", 0)
    assert blockers(s, bee, 1) == [find(s, "Gorillion", 1)]
    attack(s, "Killer Bee")
    assert "hunt" in kinds(s)
    act(s, "hunt", find(s, "Spider Owl", 1))
    assert disc_names(s, 1) == ["Spider Owl"] and disc_names(s, 0) == ["Killer Bee"]  # both: Owl is Poisonous


def test_a_hunter_who_declines_leaves_the_block_to_the_defender() -> None:
    s = make(hands=[["Spider Owl"], ["Plated Scorpion"]], play=[["Killer Bee"], ["Spider Owl", "Gorillion"]])
    attack(s, "Killer Bee")
    act(s, "nohunt")
    assert decision(s) == "block" and GAME.to_act(s) == 1
