"""Battle of the Gods: each of the 14 god cards, with the rulebook's notes on it."""

from __future__ import annotations

import random

from tabletop.core.protocol import Action
from tabletop.games.mythomakya.battle import DONE, MOVE_KRONOS
from tabletop.games.mythomakya.cards import (
    BATTLE,
    DIONYSUS,
    GOD_BASE,
    GODS,
    GOLDEN_APPLES,
    HERMES,
    KRONOS,
    PURPLE,
    find,
)
from tabletop.games.mythomakya.rules import GAME

from .battle_positions import acts, do, god, kinds, let_be, make, pay_cheapest, play_god
from .positions import config


def test_hades_returns_a_treasure_card_into_its_owners_stack_never_on_top() -> None:
    s = make([[["Charon", "Erebus"]], [["Glaucus", "Proteus"]]], "blue", gods=[["Hades"]],
             treasure=[["golden"], ["Talos"]], moment=True)
    play_god(s, "Hades")
    pay_cheapest(s)
    assert {a.args for a in acts(s)} == {(1, find("Talos"))}  # myth cards only, not golden apples
    do(s, "hades", 1, "Talos")
    do(s, "under", 0)
    assert s.stacks[1][0] == [find("Glaucus"), find("Talos"), find("Proteus")]  # under the top
    assert s.treasure[1] == []


def test_apollo_needs_a_face_up_1_11_or_12_gives_it_to_an_opponent_and_changes_the_senior_colour() -> None:
    s = make([[["Charon", "Erebus"]], [["Glaucus"]]], "blue", gods=[["Apollo"]], treasure=[["golden"]], moment=True)
    assert GODS[god("Apollo")].cost == 2
    do(s, "god", god("Apollo"))
    pay_cheapest(s)
    do(s, "apollo", "Erebus", 1)
    assert find("Erebus") in s.treasure[1]
    do(s, "senior", "purple")
    assert s.senior == PURPLE
    s = make([[["Erebus", "Charon"]], [["Glaucus"]]], "blue", gods=[["Apollo"]], treasure=[["golden"]], moment=True)
    assert "god" not in kinds(s)  # no face-up 1, 11 or 12: Apollo cannot be played


def test_athena_swaps_stacks_of_different_sizes() -> None:
    s = make([[["Charon"], ["Nyx"]], [["Glaucus", "Proteus", "Triton"]]], "blue", gods=[["Athena"]],
             treasure=[["golden"]], moment=True)
    play_god(s, "Athena")
    pay_cheapest(s)
    do(s, "athena", 0)
    do(s, "swap", 1, 0)
    assert s.stacks[0][0] == [find("Glaucus"), find("Proteus"), find("Triton")]
    assert s.stacks[1][0] == [find("Charon")]


def test_aphrodite_only_once_a_card_is_played_then_chooses_the_later_cards() -> None:
    s = make([[["Talos"]], [["Brontes"], ["Helios"]], [["Typhon"], ["Phobos"]]], "yellow",
             gods=[[], ["Aphrodite"]], treasure=[[], ["golden"]])
    assert "god" not in kinds(s)  # nothing played yet (and it is Player 1's lead)
    do(s, "play", "Talos")
    play_god(s, "Aphrodite")
    pay_cheapest(s)
    let_be(s)
    assert {a.args for a in acts(s) if a.kind == "instruct"} == {(2, find("Typhon")), (2, find("Phobos"))}
    do(s, "instruct", 2, "Phobos")
    do(s, "play", "Brontes")
    assert [a.args[0] for a in acts(s)] == [find("Phobos")]


def test_hera_passes_one_god_each_to_the_right_and_a_player_with_none_still_receives() -> None:
    s = make([[["Charon"]], [["Glaucus"]], [["Talos"]]], "blue", gods=[["Hera", "Zeus"], ["Eros"], []],
             treasure=[["golden"]], moment=True)
    play_god(s, "Hera")
    let_be(s)
    assert s.frames[-1][:2] == ("hera", 0)
    do(s, "pass_god", god("Zeus"))
    assert s.hera[0] == god("Zeus") and s.gods[0] == [god("Zeus")]  # set aside, passed all at once
    do(s, "pass_god", god("Eros"))
    assert s.gods == [[god("Eros")], [], [god("Zeus")]]  # 0's right is 2; 1's right is 0; 2 had none
    assert len(s.treasure[0]) == 1  # Hera is free: the golden apple is still there


def test_hera_passes_over_a_player_on_the_right_who_is_out_of_the_game() -> None:
    s = make([[["Charon"]], [["Glaucus"]], [["Talos"]], [[]]], "blue", gods=[["Hera", "Zeus"], ["Eros"], [], []],
             treasure=[["golden"]], moment=True)
    play_god(s, "Hera")
    let_be(s)
    do(s, "pass_god", god("Zeus"))
    do(s, "pass_god", god("Eros"))
    assert s.gods == [[god("Eros")], [], [god("Zeus")], []]  # 0's right is 3, out of cards: Zeus goes on to 2


def test_hermes_cancels_a_god_and_the_apples_spent_are_not_returned() -> None:
    s = make([[["Charon"]], [["Glaucus"]]], "blue", gods=[["Zeus"], ["Hermes"]],
             treasure=[["golden", "Icarus"], ["golden"]], moment=True)
    s.treasure[1] = [GOLDEN_APPLES[1]]
    play_god(s, "Zeus")
    pay_cheapest(s)  # 3 apples
    counter = next(a for a in acts(s) if a.kind == "counter")
    assert counter.label == "Play Hermes (2 apples): cancel Player 1's Zeus"
    GAME.apply(s, counter)
    pay_cheapest(s)
    assert GOD_BASE + god("Zeus") in s.discard and GOD_BASE + HERMES in s.discard
    assert s.treasure == [[], []] and s.stacks[1][0] == [find("Glaucus")]


def test_hermes_cannot_cancel_the_move_of_kronos() -> None:
    s = make([[["Charon"], ["Nyx"]], [["Glaucus"]]], "blue", gods=[["Zeus"], ["Hermes"]],
             treasure=[["golden"]], moment=True)
    s.kronos = (1, 0)
    GAME.apply(s, MOVE_KRONOS)
    pay_cheapest(s)
    assert s.frames[-1][0] == "kronos_to"  # no window for Player 2
    do(s, "kronos_to", 0, 1)
    assert s.kronos == (0, 1)


def test_a_countered_dionysus_is_discarded_not_passed() -> None:
    s = make([[["Talos"], ["Nyx"]], [["Glaucus"], ["Brontes"]]], "yellow", gods=[["Hermes"], ["Dionysus"]],
             treasure=[["golden"], ["golden"]])
    s.treasure[1] = [GOLDEN_APPLES[1]]
    do(s, "play", "Talos")
    play_god(s, "Dionysus")
    pay_cheapest(s)
    GAME.apply(s, next(a for a in acts(s) if a.kind == "counter"))
    pay_cheapest(s)
    assert GOD_BASE + DIONYSUS in s.discard and DIONYSUS not in s.gods[0]
    assert [a.args[0] for a in acts(s) if a.kind == "play"] == [find("Brontes")]  # must still follow


def test_dionysus_frees_its_player_from_following_and_passes_to_the_first_player() -> None:
    s = make([[["Talos"]], [["Glaucus"], ["Brontes"]]], "yellow", gods=[[], ["Dionysus"]], treasure=[[], ["golden"]])
    do(s, "play", "Talos")
    play_god(s, "Dionysus")
    pay_cheapest(s)
    assert DIONYSUS in s.gods[0]
    assert {a.args[0] for a in acts(s) if a.kind == "play"} == {find("Glaucus"), find("Brontes")}


def test_hephaestus_draws_two_one_or_none_from_the_box() -> None:
    for box, drawn in ((["Zeus", "Eros", "Hades"], 2), (["Zeus"], 1), ([], 0)):
        s = make([[["Charon"]], [["Glaucus"]]], "blue", gods=[["Hephaestus"]], treasure=[["golden"]], box=box,
                 moment=True)
        play_god(s, "Hephaestus")
        pay_cheapest(s)
        assert len(s.gods[0]) == drawn and len(s.box) == len(box) - drawn
        assert set(s.gods[0]) <= {god(g) for g in box}


def test_zeus_discards_any_face_up_card_an_opponents_or_ones_own() -> None:
    s = make([[["Charon", "Erebus"]], [["Glaucus", "Proteus"]]], "blue", gods=[["Zeus"]],
             treasure=[["golden", "Icarus"]], moment=True)
    play_god(s, "Zeus")
    pay_cheapest(s)
    assert {a.args[0] for a in acts(s)} == {find("Erebus"), find("Proteus")}  # face-up cards only
    do(s, "zeus", "Proteus")
    assert find("Proteus") in s.discard and s.stacks[1][0] == [find("Glaucus")]


def test_zeus_discarding_the_leaders_last_card_passes_the_lead_when_the_moment_ends() -> None:
    s = make([[["Charon"]], [["Glaucus", "Proteus"], ["Nyx"]]], "blue", gods=[["Zeus"]],
             treasure=[["golden", "Icarus"]], moment=True)
    play_god(s, "Zeus")
    pay_cheapest(s)
    do(s, "zeus", "Charon")  # the leader's own last card
    GAME.apply(s, DONE)
    assert s.leader == 1 and GAME.to_act(s) == 1


def test_kronos_is_free_sits_on_your_stack_and_blocks_it_anyone_may_move_him_for_two() -> None:
    s = make([[["Charon"], ["Nyx"]], [["Glaucus"], ["Pontus"]]], "blue", gods=[["Kronos"]],
             treasure=[[], ["golden"]], moment=True)
    play_god(s, "Kronos")  # free: no payment
    do(s, "kronos", 1)
    assert s.kronos == (0, 1)
    GAME.apply(s, DONE)
    assert MOVE_KRONOS in acts(s)  # Player 2 may move him for 2 apples
    GAME.apply(s, MOVE_KRONOS)
    pay_cheapest(s)
    do(s, "kronos_to", 1, 1)
    GAME.apply(s, DONE)
    assert s.kronos == (1, 1) and s.turn == 0
    do(s, "play", "Charon")
    assert [a.args[0] for a in acts(s)] == [find("Glaucus")]  # Pontus is under Kronos


def test_kronos_on_a_players_last_stack_ends_their_game_the_stack_to_the_rounds_winner() -> None:
    s = make([[["Charon"], ["Nyx"]], [["Glaucus", "Pontus"]], [["Talos"], ["Typhon"]]], "blue",
             gods=[["Kronos"]], moment=True)
    play_god(s, "Kronos")
    do(s, "kronos", 0)
    s.kronos = (1, 0)  # as if moved onto Player 2's only stack
    while s.frames:
        GAME.apply(s, DONE)
    assert not s.in_play(1) and s.kronos is None and GOD_BASE + KRONOS in s.discard
    do(s, "play", "Nyx")
    do(s, "play", "Typhon")
    assert find("Glaucus") in s.treasure[0] and find("Pontus") in s.treasure[0]  # Nyx (12) took the round


def test_aeolus_reorders_up_to_three_stacks_not_their_number() -> None:
    s = make([[["Charon", "Erebus"], ["Nyx", "Thanatos"]], [["Glaucus", "Proteus", "Triton"], ["Pontus", "Thetis"]]],
             "blue", gods=[["Aeolus"]], treasure=[["golden"]], moment=True)
    play_god(s, "Aeolus")  # free: nothing to pay
    assert s.treasure[0] == [s.treasure[0][0]] and s.frames[-1][0] == "aeolus"
    do(s, "aeolus", 1, 0)
    assert len([a for a in acts(s) if a.kind == "order"]) == 6
    do(s, "order", find("Triton"), find("Glaucus"), find("Proteus"))
    do(s, "aeolus", 0, 0)
    do(s, "order", find("Erebus"), find("Charon"))
    do(s, "aeolus", 1, 1)
    do(s, "order", find("Thetis"), find("Pontus"))
    assert s.frames[-1][0] == "moment"  # three stacks: Aeolus is done
    assert s.stacks[1] == [[find("Triton"), find("Glaucus"), find("Proteus")], [find("Thetis"), find("Pontus")]]
    assert s.stacks[0][0] == [find("Erebus"), find("Charon")]


def test_eros_takes_a_named_god_from_an_opponent_or_the_box() -> None:
    s = make([[["Charon"]], [["Glaucus"]]], "blue", gods=[["Eros"], ["Zeus"]], treasure=[["golden"]],
             box=["Hades"], moment=True)
    play_god(s, "Eros")
    pay_cheapest(s)
    let_be(s)
    assert god("Eros") not in {a.args[0] for a in acts(s)}  # a played god cannot be named
    do(s, "eros", god("Zeus"))
    assert s.gods == [[god("Zeus")], []]
    s = make([[["Charon"]], [["Glaucus"]]], "blue", gods=[["Eros"], ["Zeus"]], treasure=[["golden"]],
             box=["Hades"], moment=True)
    play_god(s, "Eros")
    pay_cheapest(s)
    let_be(s)
    do(s, "eros", god("Hades"))
    assert s.gods[0] == [god("Hades")] and s.box == []


def test_poseidon_and_hermes_are_answers_never_played_at_the_moment() -> None:
    s = make([[["Charon"]], [["Glaucus"]]], "blue", gods=[["Hermes", "Poseidon"]], treasure=[["golden"]],
             moment=True)
    assert [a for a in acts(s) if a.kind == "god"] == []
    assert acts(s) == [DONE]
    assert Action("done", ()) == DONE


def test_every_view_names_the_seat_asked_during_moments_windows_and_payments() -> None:
    """The table shows whose decision it is from the view: it must be the seat the rules ask, also when
    a god moment, an answer window or a payment asks someone other than the player whose turn it is."""
    s = GAME.new(config(4, variant=BATTLE), 0)
    rng = random.Random(0)
    asked_out_of_turn = 0
    while not GAME.is_over(s):
        seat = GAME.to_act(s)
        asked_out_of_turn += seat != s.turn
        assert all(GAME.view(s, q).to_act == seat for q in (None, 0, 1, 2, 3))
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    assert asked_out_of_turn > 0
