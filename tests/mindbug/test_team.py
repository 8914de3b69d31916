"""The 2v2 rules and each clarification of the 2v2 text (seats 0 and 2 against 1 and 3)."""

from __future__ import annotations

from tabletop.games.mindbug.cards import FRENZY, TOUGH
from tabletop.games.mindbug.rules import GAME, _weaver, keywords, power

from .positions import (
    act,
    attack,
    decision,
    disc_names,
    example,
    find,
    hand_names,
    legal,
    make,
    play_card,
    play_names,
)

HANDS = [["Grave Robber"], ["Compost Dragon"], ["Grave Robber"], ["Compost Dragon"]]


def test_mindbug_offers_go_left_then_teammate_then_right() -> None:
    s = make(4, hands=[["Gorillion", "Luchataur"], *HANDS[1:]], mindbugs=[1, 1, 1, 1])
    play_card(s, "Gorillion")
    asked = []
    while decision(s) == "mindbug":
        asked.append(GAME.to_act(s))
        act(s, "pass")
    assert asked == [1, 2, 3]
    assert play_names(s, 0) == ["Gorillion"] and s.active == 1


def test_a_teammate_may_mindbug_and_the_player_then_takes_another_action() -> None:
    # the worked example "Who may use a Mindbug in 2v2"
    s, (play_gorillion, left_passes, teammate_takes) = example("mindbug-order")
    GAME.apply(s, play_gorillion)
    assert decision(s) == "mindbug" and GAME.to_act(s) == 1  # the left first
    GAME.apply(s, left_passes)
    assert GAME.to_act(s) == 2  # then the teammate
    GAME.apply(s, teammate_takes)
    assert play_names(s, 2) == ["Gorillion"] and s.mb == [1, 1, 0, 1]
    assert s.active == 0 and decision(s) == "turn"  # nobody else may use a Mindbug on it


def test_seats_without_a_mindbug_are_not_asked() -> None:
    s = make(4, hands=[["Gorillion", "Luchataur"], *HANDS[1:]], mindbugs=[1, 0, 0, 1])
    play_card(s, "Gorillion")
    assert GAME.to_act(s) == 3


def test_blocks_are_offered_left_then_right_and_an_unblocked_attack_costs_the_team_a_life() -> None:
    # the worked example "Who may block in 2v2"
    s, (attack_bee_bear, left_declines, right_declines) = example("block-order")
    GAME.apply(s, attack_bee_bear)
    assert decision(s) == "block" and GAME.to_act(s) == 1
    GAME.apply(s, left_declines)
    assert decision(s) == "block" and GAME.to_act(s) == 3
    GAME.apply(s, right_declines)
    assert s.life == [3, 2] and s.active == 1


def test_a_hunter_chooses_among_both_opponents_creatures() -> None:
    s = make(4, hands=HANDS, play=[["Killer Bee"], ["Gorillion"], ["Luchataur"], ["Spider Owl"]])
    attack(s, "Killer Bee")
    hunted = sorted(a.label for a in legal(s) if a.kind == "hunt")
    assert hunted == ["Hunt Gorillion (Player 2)", "Hunt Spider Owl (Player 4)"]


def test_team_life_is_shared() -> None:
    s = make(4, hands=[["Killer Bee"], ["Axolotl Healer"], ["Spider Owl"], ["Spider Owl"]])
    play_card(s, "Killer Bee")
    assert s.life == [3, 2]
    play_card(s, "Axolotl Healer")
    assert s.life == [3, 4]


def test_an_opponent_for_a_one_shot_effect_is_chosen_by_the_acting_player() -> None:
    # Tusked Extorter: "each time you attack, you choose one of your opponents, who discards a card"
    s, (attack_extorter, choose_player_4, discard) = example("choose-an-opponent")
    GAME.apply(s, attack_extorter)
    assert decision(s) == "opponent" and GAME.to_act(s) == 0
    assert [a.args for a in legal(s)] == [(1,), (3,)]
    GAME.apply(s, choose_player_4)
    assert decision(s) == "discard" and GAME.to_act(s) == 3
    GAME.apply(s, discard)
    assert hand_names(s, 3) == ["Luchataur"] and hand_names(s, 1) == ["Gorillion"]


def test_an_opponent_with_nothing_to_lose_is_not_offered() -> None:
    s = make(4, hands=[["Ferret Bomber"], [], ["Spider Owl"], ["Luchataur", "Bee Bear"]], play=[[], ["Gorillion"]])
    play_card(s, "Ferret Bomber")
    assert hand_names(s, 3) == [] and disc_names(s, 3) == ["Luchataur", "Bee Bear"]


def test_constant_effects_hit_both_opponents() -> None:
    # Elephantopus: "this effect applies to both opponents" (the worked example)
    s, (attack_luchataur, block_with_gorillion) = example("constant-effects")
    GAME.apply(s, attack_luchataur)
    assert GAME.to_act(s) == 3 and [a.label for a in legal(s)] == ["Block with Gorillion", "Do not block"]
    GAME.apply(s, block_with_gorillion)
    assert disc_names(s, 0) == ["Luchataur"]
    # Deathweaver stops both opponents' Play effects
    s = make(4, hands=[["Killer Bee"], *HANDS[1:]], play=[[], ["Deathweaver"]])
    assert _weaver(s, 0) and _weaver(s, 2) and not _weaver(s, 3)
    play_card(s, "Killer Bee")
    assert s.life == [3, 3]


def test_lone_yeti_ignores_the_teammates_creatures() -> None:
    s, (attack, again) = example("lone-yeti")
    yeti = find(s, "Lone Yeti", 0)
    assert play_names(s, 2) == ["Gorillion", "Luchataur"]
    assert power(s, yeti) == 10 and keywords(s, yeti) == FRENZY | TOUGH
    GAME.apply(s, attack)
    assert decision(s) == "frenzy" and again in legal(s)
    GAME.apply(s, again)
    assert s.life == [3, 1]


def test_kangasaurus_rex_defeats_small_creatures_of_both_opponents() -> None:
    s, (play_rex,) = example("kangasaurus-rex")
    GAME.apply(s, play_rex)
    assert disc_names(s, 1) == ["Spider Owl"] and disc_names(s, 3) == ["Ferret Bomber"]
    assert play_names(s, 1) == ["Gorillion"]  # power 10 stays
    assert play_names(s, 2) == ["Axolotl Healer"]  # the teammate's creature is not an enemy


def test_snail_hydra_compares_with_a_chosen_opponent_and_may_defeat_any_creature() -> None:
    s, (attack_hydra, compare_with_player_2, defeat_the_turtle) = example("snail-hydra")
    GAME.apply(s, attack_hydra)
    assert decision(s) == "opponent" and [a.args for a in legal(s)] == [(1,), (3,)]
    GAME.apply(s, compare_with_player_2)
    assert decision(s) == "target" and len(legal(s)) == 6
    GAME.apply(s, defeat_the_turtle)  # the other opponent's creature
    assert defeat_the_turtle.args == (find(s, "Rhino Turtle", 3),)
    assert s.exh >> find(s, "Rhino Turtle", 3) & 1
    # comparing with the opponent who has fewer creatures does nothing
    s, (attack_hydra, *_) = example("snail-hydra")
    GAME.apply(s, attack_hydra)
    ev = act(s, "opponent", 3)
    assert any("does not control fewer creatures than Player 4" in e.text for e in ev)
    assert sum(len(z) for z in s.play) == 6 and s.exh == 0 and decision(s) == "block"


def test_brain_fly_may_take_a_teammates_creature() -> None:
    s, (play_brain_fly, take_gorillion) = example("brain-fly-teammate")
    GAME.apply(s, play_brain_fly)
    assert sorted(a.label for a in legal(s)) == [
        "Take control of Gorillion (Player 3)",
        "Take control of Luchataur (Player 2)",
    ]
    assert take_gorillion.args == (find(s, "Gorillion", 2),)
    GAME.apply(s, take_gorillion)
    assert play_names(s, 0) == ["Brain Fly", "Gorillion"] and play_names(s, 2) == []


def test_harpy_mother_may_take_a_teammates_creature() -> None:
    s, (attack_gorillion, no_block, block_with_harpy, take_owl, take_bee) = example("harpy-mother-teammate")
    GAME.apply(s, attack_gorillion)
    assert GAME.to_act(s) == 2  # left of Player 2 is Player 3
    GAME.apply(s, no_block)
    assert block_with_harpy.args == (find(s, "Harpy Mother", 0),)
    GAME.apply(s, block_with_harpy)
    assert decision(s) == "target" and GAME.to_act(s) == 0
    assert sorted(a.label for a in legal(s)) == [
        "Take control of Killer Bee (Player 4)",
        "Take control of Spider Owl (Player 3)",
        "Take control of no more creatures",
    ]
    assert take_owl.args == (find(s, "Spider Owl", 2),)
    GAME.apply(s, take_owl)
    GAME.apply(s, take_bee)
    assert play_names(s, 0) == ["Spider Owl", "Killer Bee"]


def test_an_eliminated_player_loses_their_cards_and_is_skipped() -> None:
    # Player 2 has only a creature that Hamster Lion stops from attacking, and no hand
    s, (play_owl, player_2_passes) = example("elimination")
    GAME.apply(s, play_owl)
    GAME.apply(s, player_2_passes)  # Player 2 still has a Mindbug
    assert s.out == [False, True, False, False] and s.active == 2
    assert play_names(s, 1) == [] and [s.name_of(c) for c in s.removed] == ["Axolotl Healer"]
    assert not GAME.is_over(s)
    play_card(s, "Plated Scorpion")
    assert s.active == 3
    play_card(s, "Killer Bee")  # no Mindbug offer reaches the eliminated Player 2
    assert s.active == 0
    attack(s, "Hamster Lion")
    # Player 2 is not asked to block; Player 4 is
    assert GAME.to_act(s) == 3
    act(s, "noblock")
    act(s, "end")
    assert s.active == 2  # Player 2's turn is skipped


def test_a_team_loses_when_both_players_are_eliminated() -> None:
    s = make(
        4,
        hands=[["Spider Owl"], [], ["Plated Scorpion"], []],
        play=[["Gorillion"], [], [], []],
    )
    play_card(s, "Spider Owl")
    assert s.out[1] and s.active == 2
    play_card(s, "Plated Scorpion")
    assert GAME.is_over(s) and s.winner == 0 and s.out[3]
    result = GAME.result(s)
    assert result.winners == (0, 2) and result.ranks == (0, 1, 0, 1)
    assert "eliminated" in result.summary


def test_tough_keyword_survives_a_change_of_control() -> None:
    s = make(4, hands=[["Brain Fly"], *HANDS[1:]], play=[[], ["Rhino Turtle"]], exhausted=["Rhino Turtle"])
    play_card(s, "Brain Fly")
    turtle = find(s, "Rhino Turtle", 0)
    assert s.exh >> turtle & 1 and keywords(s, turtle) & TOUGH


def test_an_eliminated_players_discard_pile_is_out_of_reach() -> None:
    s = make(
        4,
        hands=[["Grave Robber", "Spider Owl"], [], ["Plated Scorpion"], ["Bee Bear"]],
        discards=[[], ["Killer Bee"], [], ["Luchataur"]],
    )
    s.out[1] = True
    play_card(s, "Grave Robber")
    assert play_names(s, 0) == ["Grave Robber", "Luchataur"] and disc_names(s, 1) == ["Killer Bee"]
