"""The rulings of docs/rules/mathenyism.md that the rules and card tests do not already show."""

from __future__ import annotations

from tabletop.games.mathenyism.alliances import leave
from tabletop.games.mathenyism.board import unit_strength
from tabletop.games.mathenyism.cards import LEADER, TYPE
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import ACT, ANSWER, ATTACK, OVER, REACT, ROUND_LIMIT
from tabletop.games.mathenyism.upkeep import begin_turn

from .positions import act, find, legal_kinds, make
from .test_combat import _roll_outcome, attack, unit_names


def test_a_player_dealt_two_leaders_plays_the_first_dealt_and_keeps_the_other() -> None:
    for seed in range(2000):
        s = GAME.new(GAME.default_config(6), seed)
        for q in range(6):
            dealt = s.hands[q][:4]
            if s.leaders[q] and any(TYPE[c] == LEADER for c in dealt):
                assert len(s.leaders[q]) == 1
                return
    raise AssertionError("no deal with two leaders in one hand")


def test_one_card_drawn_is_shown() -> None:
    s = make(2)
    s.followers[1], s.deck = s.deck[1:], s.deck[:1]  # one card left to draw, none discarded
    begin_turn(s, None)
    assert s.phase == ACT and s.shown[0] in s.hands[0]


def test_a_super_unit_counts_as_one_of_the_five_units() -> None:
    s = make(2, units=[["Knights Templar"], ["Slaves", "Army", "Monks", "Blogger", "Missionaries"]])
    attack(s, 1, "Knights Templar")
    knights = find(s, "Knights Templar", 0)
    for name in ("Slaves", "Army", "Monks"):
        act(s, "block", knights, find(s, name, 1))
    act(s, "blocks_done")
    assert unit_names(s, 1) == [["Blogger"], ["Missionaries"], ["Slaves", "Army", "Monks"]]
    s2 = make(2, hands=[["KGB"]], units=[[["Slaves", "Army", "Monks"], "Blogger", "Missionaries", "Angry Mob"]])
    assert "unit" in legal_kinds(s2)  # four units, one of them a super-unit of three cards


def test_bonuses_add_up_and_count_once_a_unit() -> None:
    s = make(2, leaders=[["The Generalissimo"]], objects=[["Holy Relic", "Nuclear Warhead"]],
             units=[["Slaves", ["KGB", "Army"]]])
    assert unit_strength(s, find(s, "Slaves", 0)) == 1 + 2 + 1 + 1
    assert unit_strength(s, find(s, "KGB", 0)) == 3 + 1 + 2 + 1 + 1


def test_a_player_may_attack_several_players_each_unit_once_a_turn() -> None:
    s = make(3, units=[["KGB", "Army"], [], []], followers=[0, 4, 4])
    attack(s, 1, "KGB")
    act(s, "blocks_done")
    assert (s.phase, s.actor) == (ATTACK, 0)
    act(s, "target", 2)
    assert {a.args[0] for a in GAME.legal_actions(s) if a.kind == "send"} == {find(s, "Army", 0)}
    act(s, "send", find(s, "Army", 0))
    act(s, "charge")
    act(s, "blocks_done")
    assert [len(f) for f in s.followers] == [4, 1, 3]


def test_alliances_join_whole_and_an_end_alliance_card_takes_one_player_out() -> None:
    s = make(5, hands=[["Holy Alliance"]], blocs=[0, 1, 1, 3, 3])
    act(s, "action", find(s, "Holy Alliance", 0), 3)
    assert s.bloc == [0, 1, 1, 0, 0]
    leave(s, 4, None)
    assert s.bloc == [0, 1, 1, 0, 4]
    leave(s, 0, None)
    assert s.bloc == [0, 1, 1, 3, 4]


def test_reactions_are_asked_once_each_in_order_from_the_defender_going_left() -> None:
    s = make(4, units=[["KGB"], [], [], []], hands=[["Fake News"], [], ["Fake News"], ["Scandal"]],
             followers=[0, 5, 0, 0])
    attack(s, 1, "KGB")
    act(s, "blocks_done")
    assert (s.phase, s.actor) == (REACT, 2)  # the defender holds nothing; Player 4's Scandal is not a reaction
    act(s, "react_pass")
    assert (s.phase, s.actor) == (REACT, 0)  # then on round to the attacker
    act(s, "react", find(s, "Fake News", 0), 3)
    assert s.phase != REACT and len(s.followers[1]) == 2


def test_any_time_cards_do_not_interrupt_another_players_action_step_or_an_offer() -> None:
    s = make(3, hands=[["KGB"], ["Fake News", "Monks"], []])
    assert GAME.to_act(s) == 0  # Player 2 is not asked during Player 1's action step
    act(s, "offer", find(s, "KGB", 0), 1)
    assert s.phase == ANSWER and legal_kinds(s) == {"swap_back", "refuse"}  # nor while answering an offer


def test_the_round_limit_ends_the_game_on_followers_and_a_tie_shares_the_win() -> None:
    s = make(3, followers=[4, 6, 6])
    s.turns = ROUND_LIMIT * 3
    begin_turn(s, None)
    assert s.phase == OVER and GAME.result(s).winners == (1, 2)
    alone = make(3, followers=[4, 7, 6])
    alone.turns = ROUND_LIMIT * 3
    begin_turn(alone, None)
    assert GAME.result(alone).winners == (1,)
    assert GAME.teams(alone) == (0, 1, 2)


def test_the_winner_of_a_shared_super_unit_who_already_has_five_units_loses_it() -> None:
    seed = next(x for x in range(1000) if _roll_outcome(x, 2)[0] == 1)
    s = make(3, units=[[], [["Slaves", "KGB"]], ["Army", "Monks", "Blogger", "Angry Mob", "Missionaries"]],
             blocs=[0, 1, 1], chance=seed)
    s.lent[find(s, "KGB", 1)] = 2
    leave(s, 1, None)
    assert unit_names(s, 1) == [] and len(s.units[2]) == 5
    assert s.lent == {}


def test_a_merge_that_would_give_the_defender_a_sixth_unit_is_refused() -> None:
    s = make(3, units=[["Grammar Nazi"], ["Army", "Monks", "Blogger", "Angry Mob", "Missionaries"], ["KGB", "Slaves"]],
             blocs=[0, 1, 1])
    attack(s, 1, "Grammar Nazi")
    act(s, "ask_help", 2)
    act(s, "lend", find(s, "KGB", 2))
    act(s, "lend", find(s, "Slaves", 2))
    act(s, "lend_done")
    gn = find(s, "Grammar Nazi", 0)
    act(s, "block", gn, find(s, "KGB", 2))  # an ally's unit may block alone
    offered = {a.args[1] for a in GAME.legal_actions(s) if a.kind == "block" and a.args[0] == gn}
    assert find(s, "Slaves", 2) not in offered and find(s, "Army", 1) in offered


def test_a_lent_unit_that_blocks_alone_stays_its_owners() -> None:
    s = make(3, units=[["Army"], [], ["KGB"]], blocs=[0, 1, 1], followers=[0, 3, 0])
    attack(s, 1, "Army")
    act(s, "ask_help", 2)
    act(s, "lend", find(s, "KGB", 2))
    act(s, "lend_done")
    act(s, "block", find(s, "Army", 0), find(s, "KGB", 2))
    act(s, "blocks_done")
    assert unit_names(s, 2) == [["KGB"]] and unit_names(s, 0) == [] and s.lent == {}


def test_followers_piles_are_face_down_counts_for_everyone() -> None:
    s = make(2, followers=[3, 2])
    for seat in (None, 0, 1):
        assert GAME.view(s, seat).followers == (3, 2)
