"""The rulebook's rules, sentence by sentence: setup, the turn, the action step, the final step,
affiliations, leaders, units, alliances, trading and the win."""

from __future__ import annotations

import random

import pytest

from tabletop.core.protocol import Action, IllegalAction
from tabletop.games.mathenyism.cards import LEADER, NAME, TYPE
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import ACT, ANSWER, ATTACK, DISCARD, NO_SEAT, OVER, SHOW
from tabletop.games.mathenyism.upkeep import begin_turn, final_step
from tabletop.games.mathenyism.view import HIDDEN

from .positions import act, find, legal_kinds, make


# --- setup -------------------------------------------------------------------------------------------
def test_each_player_is_dealt_five_cards_and_plays_any_leader_at_once() -> None:
    for seed in range(20):
        s = GAME.new(GAME.default_config(4), seed)
        for q in range(4):
            drawn = 2 if q == s.active else 0
            assert len(s.hands[q]) + len(s.leaders[q]) == 5 + drawn
            assert len(s.leaders[q]) <= 1
            if not s.leaders[q]:
                assert not any(TYPE[c] == LEADER for c in s.hands[q][:5])
        assert len(s.deck) == 100 - 4 * 5 - 2


def test_the_first_player_is_chosen_at_random_and_play_goes_left() -> None:
    firsts = {GAME.new(GAME.default_config(4), seed).active for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    s = make(3, active=1)
    s.hands = [[], [], []]
    final_step(s, None)
    assert s.active == 2 and s.phase == SHOW


# --- draw two, show one ---------------------------------------------------------------------------------
def test_a_turn_begins_with_two_cards_drawn_and_one_shown_to_everyone() -> None:
    s = make(3, active=0)
    begin_turn(s, None)
    assert s.phase == SHOW and len(s.drawn) == 2 and set(s.drawn) <= set(s.hands[0])
    assert GAME.view(s, 0).drawn == tuple(s.drawn)
    assert GAME.view(s, 1).drawn == (HIDDEN, HIDDEN)
    shown = s.drawn[1]
    events = act(s, "show", shown)
    assert s.shown[0] == shown and all(GAME.view(s, q).shown[0] == shown for q in (None, 0, 1, 2))
    assert any(e.kind == "show" and e.visible_to is None and NAME[shown] in e.text for e in events)
    assert shown in s.hands[0]  # both cards go into the hand


def test_draws_come_from_anywhere_in_the_deck_and_the_discards_are_reshuffled_when_it_runs_out() -> None:
    seen = set()
    for seed in range(40):
        s = make(2, chance=seed)
        deck_before = list(s.deck)
        begin_turn(s, None)
        seen.update(deck_before.index(c) for c in s.drawn)
    assert max(seen) > 50  # not from the top only
    s = make(2)
    total = len(s.deck)
    s.discard, s.deck = s.deck[:-1], s.deck[-1:]
    events: list = []
    begin_turn(s, events)
    assert len(s.drawn) == 2 and s.discard == [] and len(s.deck) == total - 2
    assert any(e.kind == "reshuffle" for e in events)


# --- the action step ------------------------------------------------------------------------------------
def test_two_different_actions_and_never_two_of_the_same_kind() -> None:
    s = make(2, hands=[["KGB", "Army", "Sermon", "Holy Relic", "Slaves"]])
    act(s, "unit", find(s, "KGB", 0))
    assert "unit" not in legal_kinds(s)  # not a second fighting unit
    assert {"follower", "object", "action"} <= legal_kinds(s)
    with pytest.raises(IllegalAction, match="two actions must differ"):
        act(s, "unit", find(s, "Army", 0))
    act(s, "follower", find(s, "Slaves", 0))
    assert s.phase != ACT  # the second action ends the action step


def test_one_card_to_the_followers_pile_a_turn() -> None:
    s = make(2, hands=[["KGB", "Army"]])
    act(s, "follower", find(s, "KGB", 0))
    assert len(s.followers[0]) == 1
    assert "follower" not in legal_kinds(s)


def test_the_player_may_end_the_action_step_early() -> None:
    s = make(2, hands=[["KGB"]], units=[[], []])
    act(s, "end_actions")
    assert s.phase != ACT


def test_one_leader_at_a_time_and_leaders_are_permanent() -> None:
    s = make(2, hands=[["The Cult Leader", "Backstab", "Scandal"]], leaders=[["The Generalissimo"]],
             objects=[[], ["Plutonium"]])
    assert "leader" not in legal_kinds(s)
    for action in GAME.legal_actions(s):  # nothing a player may do takes a leader out of play
        after = GAME.clone(s)
        GAME.apply(after, action)
        assert after.leaders[0] == s.leaders[0]


def test_a_leader_drawn_later_is_played_free_when_the_player_has_none() -> None:
    s = make(2, hands=[["The Televangelist", "KGB"]])
    act(s, "leader", find(s, "The Televangelist", 0))
    assert s.leaders[0] and s.used == 0 and s.phase == ACT


def test_at_most_five_fighting_units_and_none_discarded_to_make_room() -> None:
    s = make(2, hands=[["KGB"]], units=[["Slaves", "Army", "Monks", "Blogger", "Missionaries"]])
    assert "unit" not in legal_kinds(s)
    own = {u[0] for u in s.units[0]}
    assert not any(a.args and a.args[0] in own for a in GAME.legal_actions(s) if a.kind in ("discard", "follower"))


def test_combat_cards_are_not_played_in_the_action_step_and_any_time_cards_are_free() -> None:
    s = make(2, hands=[["Miracle", "Fake News", "Sermon"], ["KGB"]])
    plays = {NAME[a.args[0]] for a in GAME.legal_actions(s) if a.kind == "action"}  # type: ignore[index]
    assert plays == {"Fake News", "Sermon"}
    act(s, "action", find(s, "Fake News", 0), 1)
    assert s.used == 0  # an any-time card is not one of the two actions
    act(s, "action", find(s, "Sermon", 0), None)
    assert s.used != 0


# --- the final step -------------------------------------------------------------------------------------
def test_a_player_with_more_than_five_cards_discards_face_down_or_gives_cards_away() -> None:
    s = make(3, hands=[["KGB", "Army", "Monks", "Slaves", "Blogger", "Sermon", "Miracle"]])
    final_step(s, None)
    assert s.phase == DISCARD and s.actor == 0
    assert legal_kinds(s) == {"discard", "give"}
    events = act(s, "discard", find(s, "KGB", 0))
    assert all("KGB" not in e.text for e in events if e.visible_to is None)  # face down
    act(s, "give", find(s, "Army", 0), 2)
    assert find(s, "Army", 2)
    assert s.active == 1  # down to five: the turn passes left
    assert s.followers == [[], [], []]  # nothing is discarded into a followers pile


def test_a_player_with_fewer_than_five_cards_draws_up_to_five() -> None:
    s = make(2, hands=[["KGB", "Army"]])
    final_step(s, None)
    assert len(s.hands[0]) == 5 and s.active == 1


# --- trading -------------------------------------------------------------------------------------------
def test_an_offer_is_answered_by_the_other_player_who_accepts_with_a_card_or_refuses() -> None:
    s = make(3, hands=[["KGB", "Army"], ["Monks", "Sermon"], ["Slaves"]])
    kgb = find(s, "KGB", 0)
    act(s, "offer", kgb, 1)
    assert (s.phase, GAME.to_act(s), GAME.active_seat(s)) == (ANSWER, 1, 0)
    assert GAME.view(s, 1).offer == (0, 1, kgb)
    assert GAME.view(s, 2).offer == (0, 1, HIDDEN)
    assert legal_kinds(s) == {"swap_back", "refuse"}
    act(s, "swap_back", find(s, "Sermon", 1))
    assert find(s, "KGB", 1) == kgb and find(s, "Sermon", 0)
    assert s.phase == ACT and s.used == 0  # an offer is not one of the two actions
    assert "offer" not in legal_kinds(s)  # one offer a turn


def test_a_refused_offer_changes_nothing() -> None:
    s = make(2, hands=[["KGB"], ["Monks"]])
    before = [list(h) for h in s.hands]
    act(s, "offer", find(s, "KGB", 0), 1)
    act(s, "refuse")
    assert s.hands == before and s.phase == ACT


# --- alliances -----------------------------------------------------------------------------------------
def test_a_player_may_be_allied_to_several_players_at_once_and_teams_follow_alliances() -> None:
    s = make(4, hands=[["Treaty of Convenience", "Unholy Alliance"]], blocs=[0, 1, 2, 3],
             leaders=[["The Generalissimo"]])
    act(s, "action", find(s, "Treaty of Convenience", 0), 1)
    assert s.allies(0) == [1]
    s.used = 0  # the next turn
    act(s, "action", find(s, "Unholy Alliance", 0), 3)
    assert s.allies(0) == [1, 3]
    assert GAME.teams(s) == (0, 0, 2, 0)


# --- the win -------------------------------------------------------------------------------------------
def test_ten_followers_win_at_once() -> None:
    s = make(2, hands=[["KGB", "Army"]], followers=[9, 0])
    act(s, "follower", find(s, "KGB", 0))
    assert s.phase == OVER and GAME.result(s).winners == (0,) and GAME.legal_actions(s) == []
    assert GAME.teams(s) == (0, 1)


def test_no_seat_is_named_the_winner_while_the_game_runs() -> None:
    s = GAME.new(GAME.default_config(3), 7)
    assert {GAME.view(s, q).winner for q in (*range(3), None)} == {NO_SEAT}
    assert GAME.sample(GAME.view(s, 0), random.Random(1)).winner == NO_SEAT  # nor in a bot's picture of it


def test_an_action_of_another_phase_is_refused_with_the_prompt() -> None:
    s = make(2, hands=[["KGB"]])
    assert GAME.why_not(GAME.view(s, 0), Action("charge")) == f"That is not a choice now: {GAME.view(s, 0).prompt}"
    assert GAME.why_not(GAME.view(s, 1), Action("end_actions")) == "It is not your turn."
    act(s, "end_actions")
    assert s.phase != ATTACK  # no units: no attack to make
