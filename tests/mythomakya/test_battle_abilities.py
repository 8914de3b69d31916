"""Battle of the Gods: the six character abilities with the rulebook's notes, payment and Poseidon."""

from __future__ import annotations

import random

from tabletop.core.examples import find_example
from tabletop.core.match import Match, SeatSpec
from tabletop.games.mythomakya.cards import (
    BLUE,
    COLOUR,
    GOD_BASE,
    GOD_NAMES,
    GOLDEN_APPLES,
    POSEIDON,
    RED,
    WORTH,
    find,
)
from tabletop.games.mythomakya.payment import cheapest_fit
from tabletop.games.mythomakya.rules import GAME
from tabletop.games.mythomakya.scoring import side_apples

from .battle_positions import do, find_action, kinds, let_be, make, pay_cheapest, play_god


def test_cheapest_fit_has_the_least_surplus_then_the_fewest_cards() -> None:
    pile = [find("Icarus"), find("Daedalus"), find("Phaethon"), GOLDEN_APPLES[0], find("Eos")]
    fit = cheapest_fit(pile, 2)
    assert fit is not None and sum(WORTH[c] for c in fit) == 2 and len(fit) == 1
    assert cheapest_fit(pile, 3) is not None and sum(WORTH[c] for c in cheapest_fit(pile, 3) or ()) == 3
    assert cheapest_fit(pile, 7) is None  # six apples in all
    assert find("Eos") not in (cheapest_fit(pile, 6) or ())  # a card worth nothing never pays


def test_a_payment_is_chosen_card_by_card_the_surplus_is_lost_and_paid_cards_are_discarded() -> None:
    s = make([[["Prometheus"]], [["Talos"]]], "blue", treasure=[["Icarus", "Daedalus", "golden"]])
    do(s, "ability", "Prometheus")  # a titan: 2 apples
    assert GAME.view(s, 1).proposed_payment() == cheapest_fit(s.treasure[0], 2)  # the table proposes it
    assert {a.args for a in GAME.legal_actions(s)} >= {(find("Daedalus"),), (find("Icarus"),), (GOLDEN_APPLES[0],)}
    do(s, "pay", find("Daedalus"))  # 1 of 2
    assert s.frames[-1][0] == "pay" and s.frames[-1][2] == 1
    do(s, "pay", find("Icarus"))  # 2 more: one apple is lost
    assert find("Icarus") in s.discard and find("Daedalus") in s.discard
    assert s.treasure[0] == [GOLDEN_APPLES[0]]


def test_an_ability_is_not_offered_without_enough_apples() -> None:
    s = make([[["Prometheus"]], [["Talos"]]], "blue", treasure=[["Daedalus"]])
    assert kinds(s) == {"play"}
    s = make([[["Urania"]], [["Talos"]]], "blue", treasure=[["golden", "golden", "Icarus"]])
    assert "ability" not in kinds(s)  # a muse costs 7


def test_monster_strength_becomes_zero_and_its_player_leads_next() -> None:
    s = make([[["Phaethon", "Sphinx"]], [["Daedalus", "Icarus"]]], "yellow")
    do(s, "ability", "Sphinx")  # free
    assert s.power == [(0, 0)]
    do(s, "play", "Icarus")  # a 3 beats the monster's 0
    assert find("Sphinx") in s.treasure[1]
    assert s.leader == 0 and s.turn == 0


def test_minor_god_becomes_eight_and_wins_a_tie_at_eight() -> None:
    s = make([[["Artemis"]], [["Nike"]]], "yellow", treasure=[[], ["Daedalus"]])
    do(s, "play", "Artemis")
    do(s, "ability", "Nike")
    pay_cheapest(s)
    assert find("Nike") in s.treasure[1] and find("Artemis") in s.treasure[1]


def test_a_minor_god_loses_a_tie_to_ares() -> None:
    """The example, as the Examples screen plays it: Icarus (3) with Ares is 8, tied with a
    boosted Nike; Ares wins the tie."""
    example = find_example(GAME, "ares-against-a-minor-god")
    match = Match(GAME, example.config_for_match(), example.seed, [SeatSpec(n) for n in example.seat_names()])
    for step in example.script:
        match.play(step.action)
    s = match.state
    (trick, winner), = s.rounds
    assert [c for _, c in trick] == [find("Icarus"), find("Nike")]
    assert "Yellow 2 Nike's strength becomes 8." in [e.text for e in match.log]
    assert winner == 0 and s.why.endswith("with Ares")
    assert {find("Nike"), find("Icarus")} <= set(s.treasure[0])


def test_ares_wins_a_tie_at_equal_strength() -> None:
    s = make([[["Jason"], ["Talos"]], [["Helios"], ["Brontes"]]], "yellow",
             gods=[["Ares"], []], treasure=[["golden"]])
    # Atlas is the yellow titan (7): with Ares 12, as strong as Helios; Ares wins the tie.
    s.stacks[0][0] = [find("Atlas")]
    do(s, "god", 2)
    pay_cheapest(s)
    do(s, "play", "Atlas")
    do(s, "play", "Helios")
    assert find("Helios") in s.treasure[0]


def test_every_seat_sees_the_ares_boost_and_a_game_imagined_from_its_view_keeps_it() -> None:
    s = make([[["Atlas"], ["Talos"]], [["Helios"], ["Brontes"]]], "yellow", gods=[["Ares"], []],
             treasure=[["golden"]], box=[g for g in GOD_NAMES if g != "Ares"])
    play_god(s, "Ares")  # on Player 1's turn, before their card
    pay_cheapest(s)
    assert [GAME.view(s, q).ares for q in range(2)] == [0, 0]  # Player 1's next card is boosted
    imagined = GAME.sample(GAME.view(s, 1), random.Random(1))  # as a bot at seat 2 pictures the game
    do(imagined, "play", "Atlas")
    do(imagined, "play", "Helios")
    assert find("Helios") in imagined.treasure[0]  # Atlas 7 + 5 ties Helios 12; Ares wins the tie


def test_titan_discards_the_round_and_its_player_leads_next() -> None:
    s = make([[["Daedalus", "Prometheus"]], [["Charon", "Helios"]]], "yellow", treasure=[["golden"]])
    do(s, "ability", "Prometheus")
    pay_cheapest(s)
    let_be(s)
    do(s, "play", "Helios")
    assert find("Prometheus") in s.discard and find("Helios") in s.discard
    assert s.treasure[1] == [] and s.leader == 0


def test_prometheus_and_atlas_the_later_identical_ability_wins() -> None:
    """The rulebook's example, as the Examples screen plays it: Dima plays Prometheus and uses it;
    Sasha, with no red card, plays Atlas and uses it. Every card is discarded and Sasha leads the
    next round."""
    example = find_example(GAME, "prometheus-and-atlas")
    match = Match(GAME, example.config_for_match(), example.seed, [SeatSpec(n) for n in example.seat_names()])
    dima, sasha = 0, 1  # Player 1 and Player 2
    assert match.state.leader == dima
    assert not any(st and COLOUR[st[-1]] == RED for st in match.state.stacks[sasha])  # she may play any card
    for step in example.script:
        match.play(step.action)  # Atlas with its ability among them
    s = match.state
    assert [c for _, c in s.rounds[-1][0]] == [find("Prometheus"), find("Atlas")]
    assert find("Prometheus") in s.discard and find("Atlas") in s.discard
    assert s.treasure == [[], []]  # nobody took the round; the golden apples paid the abilities
    assert s.leader == sasha and s.turn == sasha


def test_poet_gives_five_apples_for_seven_cards_of_its_colour_including_itself() -> None:
    s = make([[["Pindar"]], [["Charon"]]], "yellow")
    do(s, "ability", "Pindar")  # free
    yellow = ["Icarus", "Daedalus", "Phaethon", "Midas", "Eos"]
    s.treasure[0].extend(find(c) for c in yellow)  # with Pindar and Charon won: 6 yellow
    do(s, "play", "Charon")
    assert side_apples(s)[0] == sum(WORTH[c] for c in s.treasure[0])  # six yellow: no bonus
    s2 = make([[["Pindar"]], [["Charon"]]], "yellow")
    do(s2, "ability", "Pindar")
    s2.treasure[0].extend(find(c) for c in [*yellow, "Helios"])
    do(s2, "play", "Charon")
    assert side_apples(s2)[0] == sum(WORTH[c] for c in s2.treasure[0]) + 5


def test_poet_counts_the_team_pooled_piles() -> None:
    s = make([[["Pindar"]], [["Charon"]], [["Tantalus"]], [["Nyx"]]], "yellow")
    do(s, "ability", "Pindar")
    for name in ("Charon", "Tantalus", "Nyx"):
        do(s, "play", name)
    assert find("Pindar") in s.treasure[0]
    s.treasure[2].extend(find(c) for c in ["Icarus", "Daedalus", "Phaethon", "Midas", "Eos", "Helios"])
    assert side_apples(s)[0] == side_apples(s)[2] == sum(WORTH[c] for c in s.treasure[0] + s.treasure[2]) + 5


def test_muse_makes_its_colour_senior() -> None:
    s = make([[["Thalia"]], [["Helios"]]], "yellow", treasure=[["golden", "golden", "golden", "Icarus"]])
    s.treasure[0] = [GOLDEN_APPLES[0], GOLDEN_APPLES[1], GOLDEN_APPLES[2], find("Icarus")]
    do(s, "ability", "Thalia")
    pay_cheapest(s)
    assert s.senior == BLUE
    do(s, "play", "Helios")
    assert find("Helios") in s.treasure[0]  # Blue 1 beats Yellow 12 now


def test_goddess_chooses_the_cards_the_later_players_play_within_the_usual_rules() -> None:
    s = make([[["Hestia"]], [["Talos"], ["Brontes"], ["Helios"]], [["Typhon"], ["Phobos"]]], "yellow",
             treasure=[["golden"]])
    do(s, "ability", "Hestia")
    pay_cheapest(s)
    # Player 2 must follow red: only their red cards may be chosen.
    assert {a.args[1] for a in GAME.legal_actions(s) if a.kind == "instruct"} == {find("Talos"), find("Brontes")}
    do(s, "instruct", 1, "Talos")
    do(s, "instruct", 2, "Phobos")
    assert [a.args[0] for a in GAME.legal_actions(s) if a.kind in ("play", "ability")] == [find("Talos")]
    do(s, "play", "Talos")
    assert [a.args[0] for a in GAME.legal_actions(s)] == [find("Phobos")]


def test_a_later_goddess_overrides_and_the_affected_may_use_their_own_ability() -> None:
    s = make([[["Hestia"]], [["Artemis"], ["Talos"]], [["Typhon"], ["Eris"]]], "yellow",
             treasure=[["golden"], ["golden"], ["Icarus"]])
    s.treasure[1] = [GOLDEN_APPLES[1]]
    do(s, "ability", "Hestia")
    pay_cheapest(s)
    do(s, "instruct", 1, "Talos")
    do(s, "instruct", 2, "Typhon")
    # Player 2 has a red card, so the instruction holds; they may use no other card.
    assert {a.args[0] for a in GAME.legal_actions(s)} == {find("Talos")}
    s2 = make([[["Hestia"]], [["Hesiod"], ["Talos"]], [["Typhon"], ["Eris"]]], "yellow",
              treasure=[["golden"], [], ["Icarus"]])
    do(s2, "ability", "Hestia")
    pay_cheapest(s2)
    do(s2, "instruct", 1, "Hesiod")
    do(s2, "instruct", 2, "Typhon")
    assert "ability" in {a.kind for a in GAME.legal_actions(s2)}  # the poet's own ability is still theirs
    do(s2, "play", "Hesiod")
    assert {a.args[0] for a in GAME.legal_actions(s2) if a.kind in ("play", "ability")} == {find("Typhon")}


def test_poseidon_cancels_an_ability_and_the_apples_are_not_returned() -> None:
    s = make([[["Prometheus"]], [["Talos"]]], "blue", gods=[[], ["Poseidon"]], treasure=[["golden"], ["golden"]])
    s.treasure[1] = [GOLDEN_APPLES[1]]
    do(s, "ability", "Prometheus")
    pay_cheapest(s)
    assert s.frames[-1][0] == "window" and s.frames[-1][1] == 1
    counter = find_action(s, "counter", POSEIDON)
    assert "Poseidon" in counter.label and "Prometheus" in counter.label
    GAME.apply(s, counter)
    pay_cheapest(s)
    assert GOD_BASE + POSEIDON in s.discard and GOLDEN_APPLES[0] in s.discard  # Player 1's apples are gone
    do(s, "play", "Talos")
    assert find("Prometheus") in s.treasure[0] and find("Talos") in s.treasure[0]  # not discarded: cancelled


def test_a_goddess_instruction_lasts_one_card_and_the_next_round_is_played_as_usual() -> None:
    s = make([[["Charon", "Hestia"]], [["Thetis", "Talos"], ["Erebus"]], [["Nyx", "Typhon"]]], "yellow",
             treasure=[["golden"]])
    do(s, "ability", "Hestia")
    pay_cheapest(s)
    do(s, "instruct", 1, "Talos")
    do(s, "instruct", 2, "Typhon")
    do(s, "play", "Talos")
    # Every seat's view shows Player 2's instruction spent and Player 3's still waiting.
    assert {GAME.view(s, q).orders for q in range(3)} == {(-1, -1, find("Typhon"))}
    do(s, "play", "Typhon")  # red 12 takes the round; Player 3 leads the next
    assert s.turn == 2
    do(s, "play", "Nyx")
    do(s, "play", "Charon")
    # Player 2 follows black as usual: the instruction was spent on Talos.
    assert {a.args[0] for a in GAME.legal_actions(s) if a.kind in ("play", "ability")} == {find("Erebus")}
    do(s, "play", "Erebus")
    assert find("Erebus") in s.treasure[2]  # Nyx (12) takes the second round
