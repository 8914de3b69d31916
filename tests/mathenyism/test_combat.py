"""Combat: the rulebook's three examples, super-units, allies' help, reactions and the outcome."""

from __future__ import annotations

from tabletop.core import chance
from tabletop.core.examples import find_example
from tabletop.games.mathenyism.alliances import leave
from tabletop.games.mathenyism.board import unit_strength
from tabletop.games.mathenyism.cards import NAME
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import ATTACK, DEFEND, HELP, MUSTER, OVER, REACT, MathState

from .positions import act, find, legal_kinds, make


def attack(s: MathState, target: int, *names: str) -> None:
    """From the action step: end it, attack ``target`` with the named units of the active player."""
    act(s, "end_actions")
    assert s.phase == ATTACK
    act(s, "target", target)
    for name in names:
        act(s, "send", find(s, name, s.actor))
    act(s, "charge")
    assert s.phase == DEFEND


def unit_names(s: MathState, seat: int) -> list[list[str]]:
    return [[NAME[c] for c in u] for u in s.units[seat]]


# --- the rulebook's examples, as the Examples screen plays them ---------------------------------------
def book_position(example_id: str) -> MathState:
    """The example's position: Player 1 at the combat step, Player 2 to defend."""
    example = find_example(GAME, example_id)
    return example.build(example.seed)


def book_attack(example_id: str) -> MathState:
    """The example's position once Player 1 has attacked as the book says (its script to the charge)."""
    example = find_example(GAME, example_id)
    s = example.build(example.seed)
    for step in example.script:
        GAME.apply(s, step.action)
        if step.action.kind == "charge":
            break
    assert s.phase == DEFEND
    return s


def book_played(example_id: str) -> MathState:
    """The example played through: the attack and the defence the book walks through."""
    example = find_example(GAME, example_id)
    s = example.build(example.seed)
    for step in example.script:
        GAME.apply(s, step.action)
    assert s.combat is None
    return s


# --- example 1: Grammar Nazi against Slaves and a boosted Stealth Bomber ------------------------------
def test_example_one_the_leader_makes_the_stealth_bomber_six() -> None:
    s = book_position("grammar-nazi")
    assert unit_strength(s, find(s, "Stealth Bomber", 1)) == 6
    assert unit_strength(s, find(s, "Grammar Nazi", 0)) == 5


def test_example_one_blocking_with_slaves_kills_the_slaves() -> None:
    s = book_attack("grammar-nazi")
    act(s, "block", find(s, "Grammar Nazi", 0), find(s, "Slaves", 1))
    act(s, "blocks_done")
    assert unit_names(s, 1) == [["Stealth Bomber"]]
    assert unit_names(s, 0) == [["Grammar Nazi"]]
    assert len(s.followers[1]) == 6


def test_example_one_blocking_with_the_stealth_bomber_kills_the_grammar_nazi() -> None:
    s = book_played("grammar-nazi")  # the book's script blocks with the Stealth Bomber
    assert unit_names(s, 0) == []
    assert unit_names(s, 1) == [["Slaves"], ["Stealth Bomber"]]
    assert len(s.followers[1]) == 6


def test_example_one_not_blocking_loses_five_followers_to_the_attacker() -> None:
    s = book_attack("grammar-nazi")
    act(s, "blocks_done")
    assert (len(s.followers[0]), len(s.followers[1])) == (5, 1)


def test_example_one_slaves_and_stealth_bomber_merge_into_a_super_unit_of_seven() -> None:
    s = book_attack("grammar-nazi")
    gn = find(s, "Grammar Nazi", 0)
    act(s, "block", gn, find(s, "Slaves", 1))
    act(s, "block", gn, find(s, "Stealth Bomber", 1))
    act(s, "blocks_done")
    assert unit_names(s, 1) == [["Slaves", "Stealth Bomber"]]
    assert unit_strength(s, s.units[1][0][0]) == 1 + 4 + 2  # the leader's bonus counts once a unit
    assert unit_names(s, 0) == []


# --- example 2: the KGB-Blogger-Slaves super-unit ------------------------------------------------------
def test_example_two_kgb_blogger_and_slaves_become_one_unit_of_five_that_remains() -> None:
    s = book_played("kgb-blogger-slaves")
    assert unit_names(s, 1) == [["KGB", "Blogger", "Slaves"]]
    assert unit_strength(s, s.units[1][0][0]) == 5
    assert unit_names(s, 0) == []
    assert len(s.followers[1]) == 3


# --- example 3: Knights Templar and Monks against Slaves and Army, both ways --------------------------
def test_example_three_blocking_both_kills_both_defenders_and_the_monks_and_no_followers_move() -> None:
    s = book_played("knights-and-monks-both-blocked")
    assert unit_names(s, 1) == []
    assert unit_names(s, 0) == [["Knights Templar"]]
    assert (len(s.followers[0]), len(s.followers[1])) == (0, 4)


def test_example_three_merging_slaves_and_army_kills_the_monks_and_the_knights_take_two_followers() -> None:
    s = book_played("knights-and-monks-merged")
    assert unit_names(s, 1) == [["Slaves", "Army"]]
    assert unit_names(s, 0) == [["Knights Templar"]]
    assert (len(s.followers[0]), len(s.followers[1])) == (2, 2)


# --- the rules of combat ---------------------------------------------------------------------------------
def test_a_super_unit_has_at_most_three_cards() -> None:
    s = make(2, units=[["Angry Mob"], ["Slaves", "Blogger", "Army", ["Monks", "Missionaries"]]])
    attack(s, 1, "Angry Mob")
    gn = find(s, "Angry Mob", 0)
    act(s, "block", gn, find(s, "Monks", 1))  # a super-unit of two already
    offered = {a.args[1] for a in GAME.legal_actions(s) if a.kind == "block"}
    assert find(s, "Slaves", 1) in offered  # 2 + 1 = 3 cards
    act(s, "block", gn, find(s, "Slaves", 1))
    assert not [a for a in GAME.legal_actions(s) if a.kind == "block"]  # a fourth card would be too many
    act(s, "blocks_done")
    assert unit_names(s, 1)[-1] == ["Monks", "Missionaries", "Slaves"]


def test_attackers_never_merge_and_each_unit_attacks_once_a_turn() -> None:
    s = make(2, units=[["Slaves", "Army"], []], followers=[0, 5])
    attack(s, 1, "Slaves", "Army")
    act(s, "blocks_done")
    assert unit_names(s, 0) == [["Slaves"], ["Army"]]
    assert len(s.followers[0]) == 2
    assert s.phase != ATTACK or s.actor != 0  # both units have attacked: no second attack this turn


def test_an_unblocked_attack_takes_no_more_followers_than_the_defender_has() -> None:
    s = make(2, units=[["Grammar Nazi"], []], followers=[0, 2])
    attack(s, 1, "Grammar Nazi")
    act(s, "blocks_done")
    assert (len(s.followers[0]), len(s.followers[1])) == (2, 0)


def test_a_bunker_takes_one_follower_off_each_unblocked_attack() -> None:
    s = make(2, units=[["KGB", "Army"], []], objects=[[], ["Bunker"]], followers=[0, 6])
    attack(s, 1, "KGB", "Army")
    act(s, "blocks_done")
    assert len(s.followers[0]) == (3 - 1) + (1 - 1)


def test_allies_cannot_attack_each_other() -> None:
    s = make(3, units=[["KGB"], [], []], blocs=[0, 0, 2])
    act(s, "end_actions")
    assert {a.args[0] for a in GAME.legal_actions(s) if a.kind == "target"} == {2}


def test_allies_attack_on_each_others_turn_after_the_active_player() -> None:
    s = make(3, units=[["KGB"], ["Army"], []], blocs=[0, 0, 2], followers=[0, 0, 5])
    attack(s, 2, "KGB")
    act(s, "blocks_done")
    assert (s.phase, s.actor) == (ATTACK, 1)  # the ally of the active player attacks next
    act(s, "target", 2)
    act(s, "send", find(s, "Army", 1))
    act(s, "charge")
    act(s, "blocks_done")
    assert (len(s.followers[0]), len(s.followers[1]), len(s.followers[2])) == (3, 1, 1)


def test_an_ally_asked_for_help_must_lend_a_unit_and_the_merged_unit_is_shared() -> None:
    s = make(3, units=[["Army"], ["Slaves"], ["KGB", "Blogger"]], blocs=[0, 1, 1], followers=[0, 5, 0])
    attack(s, 1, "Army")
    act(s, "ask_help", 2)
    assert (s.phase, s.actor) == (HELP, 2)
    assert "lend_done" not in legal_kinds(s)  # allies must help when asked
    act(s, "lend", find(s, "KGB", 2))
    assert "lend_done" in legal_kinds(s)
    act(s, "lend_done")
    army = find(s, "Army", 0)
    act(s, "block", army, find(s, "Slaves", 1))
    act(s, "block", army, find(s, "KGB", 2))
    act(s, "blocks_done")
    assert unit_names(s, 1) == [["Slaves", "KGB"]]  # held by the defender, the Army destroyed
    assert unit_names(s, 2) == [["Blogger"]]
    assert unit_names(s, 0) == []
    assert s.lent == {find(s, "KGB", 1): 2}


def test_a_defender_with_five_units_may_merge_a_lent_unit_into_one_of_their_own() -> None:
    s = make(3, units=[["Army"], ["Slaves", "Monks", "Blogger", "Lobbyists", "Riot Police"], ["KGB"]],
             blocs=[0, 1, 1], followers=[0, 5, 0])
    attack(s, 1, "Army")
    act(s, "ask_help", 2)
    act(s, "lend", find(s, "KGB", 2))
    act(s, "lend_done")
    army = find(s, "Army", 0)
    act(s, "block", army, find(s, "Slaves", 1))
    # The KGB joins the Slaves' unit: still five units, so the lent unit may be added.
    assert (army, find(s, "KGB", 2)) in {a.args for a in GAME.legal_actions(s) if a.kind == "block"}
    act(s, "block", army, find(s, "KGB", 2))
    act(s, "blocks_done")
    assert ["Slaves", "KGB"] in unit_names(s, 1) and len(s.units[1]) == 5


def _roll_outcome(seed: int, seats: int) -> tuple[int, list[int]]:
    rolls = []
    for _ in range(seats):
        seed, k = chance.roll(seed, 6)
        rolls.append(k + 1)
    top = max(rolls)
    winners = [i for i, r in enumerate(rolls) if r == top]
    return (winners[0] if len(winners) == 1 else -1), rolls


def _shared_unit(seed: int) -> MathState:
    s = make(3, units=[[], [["Slaves", "KGB"]], ["Army"]], blocs=[0, 1, 1], chance=seed)
    s.lent[find(s, "KGB", 1)] = 2
    return s


def test_an_alliance_ending_splits_a_shared_super_unit_by_die_roll() -> None:
    seed = next(x for x in range(1000) if _roll_outcome(x, 2)[0] == 1)  # the lender rolls highest
    s = _shared_unit(seed)
    leave(s, 2, None)
    assert unit_names(s, 1) == []
    assert unit_names(s, 2) == [["Army"], ["Slaves", "KGB"]]
    assert s.lent == {}


def test_a_tied_roll_destroys_the_shared_super_unit() -> None:
    seed = next(x for x in range(1000) if _roll_outcome(x, 2)[0] == -1)
    s = _shared_unit(seed)
    before = len(s.discard)
    leave(s, 2, None)
    assert unit_names(s, 1) == [] and unit_names(s, 2) == [["Army"]]
    assert len(s.discard) == before + 2


def test_miracle_cancels_the_combat() -> None:
    s = make(2, units=[["Grammar Nazi"], ["Slaves"]], hands=[[], ["Miracle"]], leaders=[[], ["The Cult Leader"]],
             followers=[0, 6])
    attack(s, 1, "Grammar Nazi")
    act(s, "block", find(s, "Grammar Nazi", 0), find(s, "Slaves", 1))
    act(s, "blocks_done")
    assert (s.phase, s.actor) == (REACT, 1)
    act(s, "react", find(s, "Miracle", 1), None)
    assert unit_names(s, 1) == [["Slaves"]] and unit_names(s, 0) == [["Grammar Nazi"]]
    assert len(s.followers[1]) == 6


def test_reactions_are_offered_only_to_seats_that_may_play_one() -> None:
    # a political defender may not play the religious Miracle: nobody is asked, the battle resolves
    s = make(2, units=[["Grammar Nazi"], []], hands=[[], ["Miracle"]], leaders=[[], ["The Generalissimo"]],
             followers=[0, 6])
    attack(s, 1, "Grammar Nazi")
    act(s, "blocks_done")
    assert s.phase != REACT
    assert len(s.followers[1]) == 1


def test_a_boost_in_combat_turns_the_battle() -> None:
    s = make(2, units=[["KGB"], ["Slaves"]], hands=[[], ["Air Support"]], followers=[0, 6])
    attack(s, 1, "KGB")
    act(s, "block", find(s, "KGB", 0), find(s, "Slaves", 1))
    act(s, "blocks_done")
    act(s, "react", find(s, "Air Support", 1), find(s, "Slaves", 1))
    assert unit_names(s, 0) == [] and unit_names(s, 1) == [["Slaves"]]  # 1 + 3 = 4 beats 3


def test_ten_followers_win_at_once_in_the_middle_of_a_combat() -> None:
    s = make(2, units=[["Grammar Nazi", "Army"], []], followers=[6, 9])
    attack(s, 1, "Grammar Nazi", "Army")
    act(s, "blocks_done")
    assert s.phase == OVER and s.winner == 0
    assert len(s.followers[0]) == 11  # the first attacker's five make eleven; the Army's attack never comes
    assert GAME.result(s).winners == (0,)


def test_the_attacker_chooses_units_one_by_one_and_may_call_off() -> None:
    s = make(2, units=[["KGB"], []])
    act(s, "end_actions")
    act(s, "target", 1)
    assert s.phase == MUSTER
    assert legal_kinds(s) == {"send", "call_off"}
    act(s, "call_off")
    assert s.phase == ATTACK
