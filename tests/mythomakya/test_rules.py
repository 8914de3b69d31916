"""Triumph of Heroes, sentence by sentence (docs/rules/mythomakya.md): playing, rounds, the end."""

from __future__ import annotations

import pytest

from tabletop.core.protocol import Action, IllegalAction
from tabletop.games.mythomakya.cards import APPLES, find
from tabletop.games.mythomakya.labels import CALL_COLOUR, CHOOSE_MATE, PLAY_CARD
from tabletop.games.mythomakya.rules import BREAK, CALL, GAME, MATE, OVER, PLAY
from tabletop.games.mythomakya.tricks import why_not
from tabletop.games.mythomakya.view import HIDDEN

from .positions import call, colour, config, legal_titles, make, play


# --- who plays first ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_first_player_is_on_the_callers_left(players: int) -> None:
    for caller in range(players):
        s = GAME.new(config(players, caller=caller), 5)
        assert s.phase == CALL and GAME.to_act(s) == caller
        events = call(s, "red")
        assert s.phase == PLAY and GAME.to_act(s) == s.leader == (caller + 1) % players
        assert any(e.kind == "first" for e in events)


def test_the_caller_calls_the_senior_colour_after_seeing_the_table() -> None:
    s = GAME.new(config(3, caller=1), 2)
    view = GAME.view(s, 1)
    assert view.phase == CALL and view.senior == -1
    assert all(st[-1] != HIDDEN for seat in view.stacks for st in seat)  # the tops are face up
    legal = GAME.legal_actions(s)
    assert legal == list(CALL_COLOUR) and [a.label for a in legal][3] == "Call Red (flame) senior"
    events = call(s, "blue")
    assert s.senior == colour("blue") and events[0].text == "Player 2 calls Blue senior."


# --- a round ------------------------------------------------------------------------------------
def test_the_first_player_may_play_any_face_up_card() -> None:
    s = make([[["Icarus", "Helios"], ["Eos"], ["Charon"]], [["Nyx"]]], senior="red")
    assert legal_titles(s) == {"Yellow 12 Helios", "Yellow 11 Eos", "Black 3 Charon"}


def test_only_face_up_cards_may_be_played() -> None:
    s = make([[["Icarus", "Helios"]], [["Nyx"]]], senior="red")
    with pytest.raises(IllegalAction):
        GAME.apply(s, PLAY_CARD[find("Icarus")])  # face down under Helios
    assert s.trick == []


def test_the_others_follow_clockwise_with_the_colour_led() -> None:
    s = make([[["Helios"]], [["Nyx"], ["Eos"]], [["Daedalus"], ["Charon"]]], senior="red")
    play(s, "Helios")
    assert GAME.to_act(s) == 1 and legal_titles(s) == {"Yellow 11 Eos"}
    with pytest.raises(IllegalAction, match="not a legal move"):
        play(s, "Nyx")
    play(s, "Eos")
    assert GAME.to_act(s) == 2 and legal_titles(s) == {"Yellow 4 Daedalus"}


def test_a_card_that_may_not_be_played_says_why() -> None:
    s = make([[["Helios"]], [["Icarus", "Nyx"], ["Eos"]]], senior="red")
    view = GAME.view(s, 1)
    assert view.why_not(1, find("Eos")) == "it is not your turn"
    play(s, "Helios")
    view = GAME.view(s, 1)
    assert view.led == colour("yellow") and view.playable(1) == [find("Eos")]
    assert view.why_not(1, find("Eos")) == ""
    assert view.why_not(1, find("Nyx")) == "you must follow Yellow"
    assert view.why_not(1, find("Icarus")) == "only the top card of one of your stacks may be played"
    assert [why_not(s, 1, find(t)) for t in ("Eos", "Nyx")] == ["", "you must follow Yellow"]
    assert why_not(s, 0, find("Eos")) == "it is not your turn"


def test_without_the_colour_led_any_face_up_card_may_be_played() -> None:
    s = make([[["Helios"]], [["Nyx"], ["Thetis"]]], senior="red")
    play(s, "Helios")
    assert legal_titles(s) == {"Black 12 Nyx", "Blue 11 Thetis"}


def test_a_face_down_card_of_the_colour_led_does_not_oblige() -> None:
    s = make([[["Helios"]], [["Eos", "Nyx"], ["Thetis"]]], senior="red")
    play(s, "Helios")
    assert legal_titles(s) == {"Black 12 Nyx", "Blue 11 Thetis"}


def test_the_highest_card_of_the_colour_led_wins_without_senior_cards() -> None:
    s = make([[["Icarus"]], [["Helios"]], [["Nyx"]]], senior="red")
    play(s, "Icarus")
    play(s, "Helios")
    events = play(s, "Nyx")  # stronger, but neither senior nor the colour led
    assert s.rounds[-1][1] == 1
    won = next(e for e in events if e.kind == "round")
    assert won.text == "Player 2 wins the round with Yellow 12 Helios (highest Yellow, the colour led; no Red was played)."


def test_a_senior_card_beats_every_other_colour() -> None:
    s = make([[["Helios"]], [["Talos"]]], senior="red")
    play(s, "Helios")
    events = play(s, "Talos")
    assert s.rounds[-1][1] == 1
    assert next(e for e in events if e.kind == "round").data["reason"] == "Red is senior"


def test_among_senior_cards_the_strongest_wins() -> None:
    s = make([[["Talos"]], [["Typhon"]], [["Brontes"]]], senior="red")
    for title in ("Talos", "Typhon", "Brontes"):
        play(s, title)
    assert s.rounds[-1][1] == 1
    s = make([[["Helios"]], [["Talos"]], [["Phobos"]]], senior="red")
    for title in ("Helios", "Talos", "Phobos"):
        play(s, title)
    assert s.rounds[-1][1] == 2


def test_other_colours_never_win_a_round() -> None:
    s = make([[["Charon"]], [["Helios"]], [["Nyx"]]], senior="red")
    for title in ("Charon", "Helios", "Nyx"):
        play(s, title)
    assert s.rounds[-1][1] == 2  # Black led, Nyx the highest Black; Helios never counts
    s = make([[["Charon"]], [["Nyx"]], [["Helios"]]], senior="red")
    for title in ("Charon", "Nyx", "Helios"):
        play(s, title)
    assert s.rounds[-1][1] == 1


def test_the_winner_takes_the_cards_into_the_treasure_pile_and_leads_next() -> None:
    s = make([[["Thetis", "Icarus"]], [["Eos", "Nereus"]]], senior="red", leader=1)
    play(s, "Nereus")
    play(s, "Icarus")
    assert s.rounds[-1][1] == 1
    assert sorted(s.treasure[1]) == sorted([find("Nereus"), find("Icarus")]) and s.treasure[0] == []
    assert s.leader == GAME.to_act(s) == 1 and s.trick == []


def test_a_face_down_card_is_turned_up_when_the_card_above_it_is_played() -> None:
    s = make([[["Thetis", "Icarus"]], [["Eos", "Nereus"]]], senior="red")
    assert GAME.view(s, 0).stacks[0][0] == (HIDDEN, find("Icarus"))
    events = play(s, "Icarus")
    turned = [e for e in events if e.kind == "turn_up"]
    assert len(turned) == 1 and turned[0].barrier and turned[0].visible(1)
    assert turned[0].text == "Player 1 turns up Blue 11 Thetis."
    assert GAME.view(s, 1).stacks[0][0] == (find("Thetis"),)
    assert not any(e.barrier for e in play(s, "Nereus") if e.kind == "play")


# --- the end ------------------------------------------------------------------------------------
def test_the_game_ends_when_all_cards_are_played_and_the_apples_are_counted() -> None:
    s = make([[["Narcissus"], ["Helios"]], [["Arion"], ["Nyx"]]], senior="yellow")
    play(s, "Narcissus")
    play(s, "Nyx")  # no yellow left face up: any card
    assert s.phase == PLAY
    play(s, "Helios")
    events = play(s, "Arion")
    assert s.phase == OVER and GAME.is_over(s) and GAME.to_act(s) is None and GAME.legal_actions(s) == []
    apples = APPLES[find("Narcissus")] + APPLES[find("Nyx")] + APPLES[find("Helios")] + APPLES[find("Arion")]
    result = GAME.result(s)
    assert result.scores == (float(apples), 0.0) and result.winners == (0,)
    assert result.summary == f"Player 1 wins with the most apples (Player 1: {apples}; Player 2: 0)."
    # a single game's end is said once (a series says each game's end, then the series')
    assert events[-1].kind == "game_over" and events[-1].text == result.summary
    assert "game_end" not in [e.kind for e in events]


def test_with_two_or_three_players_each_plays_alone() -> None:
    s = make([[["Arion"]], [["Narcissus"]], [["Helios"]]], senior="yellow")
    for title in ("Arion", "Narcissus", "Helios"):
        play(s, title)
    result = GAME.result(s)
    assert result.winners == (2,)
    assert result.scores == (0.0, 0.0, float(APPLES[find("Arion")] + APPLES[find("Narcissus")]))
    assert result.ranks == (1, 1, 0)


def test_four_to_six_players_pool_their_teams_treasure_piles() -> None:
    # 4 players, teams opposite, Blue senior: Player 1 wins the first round, Player 2 the second.
    s = make([[["Helios"], ["Uranus"]], [["Echo"], ["Arion"]], [["Eos"], ["Circe"]], [["Nyx"], ["Charon"]]],
             senior="blue")
    for title in ("Helios", "Echo", "Eos", "Nyx"):
        play(s, title)
    assert s.rounds[-1][1] == 0 and GAME.to_act(s) == 0
    for title in ("Uranus", "Arion", "Circe", "Charon"):
        play(s, title)
    assert s.rounds[-1][1] == 1
    first = sum(APPLES[find(t)] for t in ("Helios", "Echo", "Eos", "Nyx"))
    second = sum(APPLES[find(t)] for t in ("Uranus", "Arion", "Circe", "Charon"))
    result = GAME.result(s)
    assert result.scores == (first, second, first, second)
    assert result.breakdown[2]["Own pile"] == 0.0 and result.breakdown[2]["Team apples"] == first
    assert set(result.winners) == ({0, 2} if first > second else {1, 3})


def test_four_players_play_in_teams_sitting_opposite_and_six_alternately() -> None:
    assert GAME.teams(GAME.new(config(4), 0)) == (0, 1, 0, 1)
    assert GAME.teams(GAME.new(config(6), 0)) == (0, 1, 0, 1, 0, 1)
    assert GAME.default_config(4).teams == (0, 1, 0, 1)
    assert GAME.default_config(6).teams == (0, 1, 0, 1, 0, 1)
    with pytest.raises(ValueError, match="opposite"):
        GAME.validate_config(config(4).__class__(players=4, teams=(0, 0, 1, 1)))
    with pytest.raises(ValueError, match="alternately"):
        GAME.validate_config(config(6).__class__(players=6, teams=(0, 0, 0, 1, 1, 1)))


def test_five_players_the_caller_chooses_a_teammate_who_plays_first() -> None:
    s = GAME.new(config(5, caller=3), 9)
    assert GAME.teams(s) == (0, 1, 2, 3, 4)
    call(s, "purple")
    assert s.phase == MATE and GAME.to_act(s) == 3
    legal = GAME.legal_actions(s)
    assert legal == [CHOOSE_MATE[q] for q in (0, 1, 2, 4)]
    assert legal[0].label == "Choose Player 1 as your teammate"
    events = GAME.apply(s, Action("mate", (1,)))
    assert s.phase == PLAY and GAME.to_act(s) == s.leader == 1
    assert GAME.teams(s) == (1, 0, 1, 0, 1)
    assert events[0].text == ("Player 4 chooses Player 2 as teammate; Player 1, Player 3 and Player 5 play together."
                              " Player 2 leads the first round.")
    with pytest.raises(IllegalAction):
        GAME.apply(s, Action("mate", (3,)))


def test_the_caller_may_not_choose_themself() -> None:
    s = GAME.new(config(5, caller=0), 1)
    call(s, "red")
    with pytest.raises(IllegalAction):
        GAME.apply(s, CHOOSE_MATE[0])
    assert s.phase == MATE


# --- a series -----------------------------------------------------------------------------------
def _finish_game(s) -> None:  # type: ignore[no-untyped-def]
    while s.phase in (CALL, MATE, PLAY):
        GAME.apply(s, GAME.legal_actions(s)[0])


def test_in_a_series_the_call_passes_clockwise_and_the_next_caller_deals() -> None:
    s = GAME.new(config(3, games=4, caller=2), 4)
    callers = []
    for game_no in range(1, 5):
        assert s.game_no == game_no and s.phase == CALL
        callers.append(GAME.to_act(s))
        _finish_game(s)
        if game_no < 4:
            assert s.phase == BREAK and GAME.to_act(s) == (s.caller + 1) % 3
            legal = GAME.legal_actions(s)
            assert [a.label for a in legal] == [f"Deal game {game_no + 1} of 4"]
            events = GAME.apply(s, legal[0])
            assert events[0].kind == "deal" and events[0].barrier
    assert callers == [2, 0, 1, 2]
    assert s.phase == OVER and len(s.record) == 4


def test_the_series_winner_wins_the_most_games() -> None:
    s = GAME.new(config(2, games=3, caller=0), 11)
    _finish_game(s)
    for _ in range(2):
        GAME.apply(s, GAME.legal_actions(s)[0])
        _finish_game(s)
    wins = [sum(1 for _, winners in s.record if q in winners) for q in range(2)]
    assert s.wins == wins
    result = GAME.result(s)
    assert result.scores == (float(wins[0]), float(wins[1]))
    if wins[0] != wins[1]:
        best = 0 if wins[0] > wins[1] else 1
        assert result.winners == (best,)
        assert result.summary.startswith(f"Player {best + 1} wins the series (the most games won).")
    assert [row["Games won"] for row in result.breakdown] == wins


def test_a_round_skips_a_player_without_cards_and_such_a_winner_passes_the_lead_left() -> None:
    # Not a Triumph situation (everyone holds as many cards), but the round works for any stacks.
    s = make([[["Helios"]], [["Charon"]], [["Nyx", "Icarus"]]], senior="yellow")
    play(s, "Helios")
    play(s, "Charon")
    play(s, "Icarus")
    assert s.rounds[-1][1] == 0 and GAME.to_act(s) == 2  # Player 1 won, holds nothing: Player 3 leads
    assert legal_titles(s) == {"Black 12 Nyx"}
    play(s, "Nyx")
    assert s.phase == OVER and s.rounds[-1][0] == ((2, find("Nyx")),)


# --- what nobody may see ------------------------------------------------------------------------
def test_face_down_cards_may_not_be_looked_at_not_even_by_their_owner() -> None:
    s = GAME.new(config(3, caller=0), 6)
    for seat in (None, 0, 1, 2):
        view = GAME.view(s, seat)
        for q in range(3):
            for i, st in enumerate(view.stacks[q]):
                assert st == (HIDDEN, s.stacks[q][i][-1])
        assert sorted(view.unseen) == sorted(c for pile in s.stacks for st in pile for c in st[:-1])


def test_no_one_may_look_at_a_treasure_pile_not_even_its_owner_until_the_end() -> None:
    s = make([[["Narcissus"], ["Helios"]], [["Arion"], ["Nyx"]]], senior="yellow")
    play(s, "Narcissus")
    play(s, "Nyx")
    for seat in (None, 0, 1):
        view = GAME.view(s, seat)
        assert view.treasure is None and view.treasure_counts == (2, 0)
    play(s, "Helios")
    play(s, "Arion")
    assert GAME.view(s, 1).treasure == (tuple(s.treasure[0]), ())


def test_in_a_team_series_the_team_that_wins_the_most_games_wins() -> None:
    s = GAME.new(config(4, games=3, caller=0), 2)
    while not GAME.is_over(s):
        GAME.apply(s, GAME.legal_actions(s)[0])
    assert s.wins[0] == s.wins[2] and s.wins[1] == s.wins[3]
    result = GAME.result(s)
    assert set(result.winners) in ({0, 2}, {1, 3}, {0, 1, 2, 3})
    if set(result.winners) != {0, 1, 2, 3}:
        best = min(result.winners)
        assert result.summary.startswith(f"Player {best + 1} and Player {best + 3} win the series")
