"""Battle of the Gods: the rulings of docs/rules/mythomakya.md that the rulebook leaves open."""

from __future__ import annotations

from tabletop.core.protocol import Action
from tabletop.games.mythomakya.battle import DONE
from tabletop.games.mythomakya.cards import GOD_BASE, GODS, GOLDEN_APPLE_WORTH, HERMES, KRONOS, find
from tabletop.games.mythomakya.rules import GAME, MythState

from .battle_positions import acts, do, find_action, god, make, pay_cheapest, play_god

ALLOW = Action("allow", ())


def zeus_against(answer_hand: list[str]) -> MythState:
    return make([[["Charon"], ["Erebus"]], [["Glaucus"]], [["Talos"]]], "blue",
                gods=[["Zeus"], answer_hand, []], treasure=[["golden", "Icarus"], ["golden"], []], moment=True)


def test_every_opponent_with_a_god_card_is_asked_whatever_it_holds() -> None:
    """Whether a seat is asked (and what the others see meanwhile) does not depend on its god cards."""
    seen = []
    for hand in (["Hermes"], ["Hades"]):
        s = zeus_against(hand)
        play_god(s, "Zeus")
        pay_cheapest(s)
        assert GAME.to_act(s) == 1  # asked with Hermes or without it
        assert {a.kind for a in acts(s)} == ({"counter", "allow"} if hand == ["Hermes"] else {"allow"})
        view = GAME.view(s, 0)
        seen.append((view.frames, view.prompt, view.to_act))
        GAME.apply(s, ALLOW)
        seen.append((GAME.view(s, 0).frames, GAME.view(s, 0).to_act))
    assert seen[0] == seen[2] and seen[1] == seen[3]
    s = zeus_against([])
    play_god(s, "Zeus")
    pay_cheapest(s)
    assert s.frames[-1][0] == "zeus"  # nobody with a god card: nobody asked (the counts are public)


def test_no_window_once_the_answering_god_is_seen_gone() -> None:
    s = zeus_against(["Hades"])
    s.discard.append(GOD_BASE + HERMES)  # Hermes was played earlier
    play_god(s, "Zeus")
    pay_cheapest(s)
    assert s.frames[-1][0] == "zeus"


def test_declining_an_answer_is_not_logged() -> None:
    s = zeus_against(["Hermes"])
    play_god(s, "Zeus")
    pay_cheapest(s)
    assert GAME.apply(s, ALLOW) == []


def test_the_god_moment_asks_each_seat_with_a_god_card_from_the_first_player() -> None:
    s = make([[["Charon"]], [["Glaucus"]], [["Talos"]]], "blue", leader=1, gods=[["Zeus"], [], ["Hades"]],
             moment=True)
    assert GAME.to_act(s) == 2  # the leader holds none; then clockwise
    GAME.apply(s, DONE)
    assert GAME.to_act(s) == 0
    GAME.apply(s, DONE)
    assert not s.frames and s.turn == 1


def test_golden_apple_cards_are_worth_two_and_god_costs_are_ours() -> None:
    assert GOLDEN_APPLE_WORTH == 2
    costs = {g.name: g.cost for g in GODS}
    assert costs["Apollo"] == 2 and costs["Kronos"] == 0  # the rulebook's
    assert costs == {"Hades": 2, "Apollo": 2, "Ares": 2, "Athena": 2, "Aphrodite": 2, "Hera": 0, "Hermes": 2,
                     "Hephaestus": 1, "Dionysus": 1, "Zeus": 3, "Kronos": 0, "Poseidon": 2, "Aeolus": 0,
                     "Eros": 1}


def test_athena_swaps_only_stacks_that_hold_cards_and_kronos_goes_with_his_stack() -> None:
    s = make([[["Charon"], []], [["Glaucus", "Proteus"], ["Pontus"]]], "blue", gods=[["Athena"]],
             treasure=[["golden"]], moment=True)
    s.kronos = (1, 0)
    play_god(s, "Athena")
    pay_cheapest(s)
    assert {a.args for a in acts(s)} == {(0,)}  # the emptied stack is no stack to give
    do(s, "athena", 0)
    assert {a.args for a in acts(s)} == {(1, 0), (1, 1)}
    do(s, "swap", 1, 0)
    assert s.kronos == (0, 0) and s.stacks[0][0] == [find("Glaucus"), find("Proteus")]


def test_zeus_and_apollo_cannot_reach_the_card_under_kronos() -> None:
    s = make([[["Charon"], ["Erebus"]], [["Glaucus"], ["Thetis"]]], "blue", gods=[["Zeus", "Apollo"]],
             treasure=[["golden", "golden", "Icarus", "Talos"]], moment=True)
    s.treasure[0] = [find("Icarus"), find("Talos"), find("Triton")]
    s.kronos = (0, 1)
    assert god("Apollo") not in {a.args[0] for a in acts(s) if a.kind == "god"}  # Erebus is covered
    play_god(s, "Zeus")
    pay_cheapest(s)
    assert find("Erebus") not in {a.args[0] for a in acts(s)}


def test_dionysus_is_not_offered_to_the_leader_or_to_an_instructed_player() -> None:
    s = make([[["Talos"], ["Nyx"]], [["Glaucus"], ["Brontes"]]], "yellow", gods=[["Dionysus"], []],
             treasure=[["golden"]])
    assert "god" not in {a.kind for a in acts(s)}
    s.turn = 1
    s.trick = [(0, find("Typhon"))]
    s.power = [(12, 0)]
    s.gods = [[], [god("Dionysus")]]
    s.treasure[1] = list(s.treasure[0])
    s.orders[1] = find("Brontes")
    assert "god" not in {a.kind for a in acts(s)} and [a.args[0] for a in acts(s)] == [find("Brontes")]
    s.orders[1] = -1
    assert "god" in {a.kind for a in acts(s)}


def test_kronos_is_not_cancelled_when_moved_but_is_when_placed() -> None:
    s = make([[["Charon"], ["Nyx"]], [["Glaucus"]]], "blue", gods=[["Kronos"], ["Hermes"]],
             treasure=[[], ["golden"]], moment=True)
    play_god(s, "Kronos")
    assert s.frames[-1][0] == "window"
    GAME.apply(s, next(a for a in acts(s) if a.kind == "counter"))
    pay_cheapest(s)
    assert s.kronos is None and GOD_BASE + KRONOS in s.discard


def test_kronos_is_not_offered_to_a_player_with_no_stack_left() -> None:
    s = make([[["Charon"]], [["Glaucus"], ["Nyx"]]], "blue", gods=[["Zeus", "Kronos"]],
             treasure=[["golden", "Icarus"]], moment=True)
    assert find_action(s, "god", god("Kronos"))
    play_god(s, "Zeus")
    pay_cheapest(s)
    do(s, "zeus", "Charon")  # one's own last card: no stack left for Kronos to sit on
    assert GAME.to_act(s) == 0 and god("Kronos") in s.gods[0]
    assert [a.kind for a in acts(s)] == ["done"]


def test_the_table_is_told_why_a_card_may_not_be_played_in_battle() -> None:
    s = make([[["Talos"], ["Nyx"], ["Charon"]], [["Glaucus"], ["Brontes"]]], "yellow", treasure=[["golden"]])
    s.kronos = (0, 1)
    view = GAME.view(s, 0)
    assert view.why_not(0, find("Nyx")) == "Kronos blocks that stack"
    assert view.why_not(0, find("Talos")) == view.why_not(0, find("Charon")) == ""
    do(s, "play", "Talos")
    view = GAME.view(s, 1)
    assert view.why_not(1, find("Glaucus")) == "you must follow Red"
    s.orders[1] = find("Brontes")
    assert GAME.view(s, 1).why_not(1, find("Glaucus")) == "you were told to play Red 4 Brontes"
    s.orders[1] = -1
    s.free = 1 << 1
    assert GAME.view(s, 1).why_not(1, find("Glaucus")) == ""
    legal = {a.args[0] for a in acts(s) if a.kind == "play"}
    assert {c for c in GAME.view(s, 1).tops(1) if GAME.view(s, 1).why_not(1, c) == ""} == legal


def test_a_weak_card_of_the_senior_colour_takes_the_round_from_the_strongest_card_led() -> None:
    s = make([[["Charon", "Nyx"]], [["Pontus", "Glaucus"]]], "blue")
    do(s, "play", "Nyx")  # black 12 leads
    do(s, "play", "Glaucus")  # blue 3, the senior colour
    assert find("Nyx") in s.treasure[1] and find("Glaucus") in s.treasure[1]
    assert find("Nyx") not in s.treasure[0]


def test_aphrodite_needs_a_player_after_her_so_the_last_of_a_round_and_two_players_never_play_her() -> None:
    """Ruling 29: she chooses the cards of the players after her; the last player of a round has none."""
    def offered(s: MythState) -> bool:
        return any(a.kind == "god" and a.args[0] == god("Aphrodite") for a in acts(s))

    two = make([[["Talos"], ["Helios"]], [["Brontes"], ["Typhon"]]], "yellow",
               gods=[[], ["Aphrodite"]], treasure=[["golden"], ["golden"]])
    do(two, "play", "Talos")
    assert not offered(two)  # the second of two is the last of the round
    for last in (False, True):
        three = make([[["Talos"]], [["Brontes"], ["Helios"]], [["Typhon"], ["Phobos"]]], "yellow",
                     gods=[[], [] if last else ["Aphrodite"], ["Aphrodite"] if last else []],
                     treasure=[[], ["golden"], ["golden"]])
        do(three, "play", "Talos")
        if last:
            do(three, "play", "Brontes")
        assert offered(three) != last  # offered with one player after her, not to the last
