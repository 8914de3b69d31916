"""Every rule and ruling of Maskmen (docs/rules/maskmen.md names the test of each)."""

from __future__ import annotations

import random

import pytest
from maskmen_helpers import PASS, all_actions, legal_set, play, position, snapshot

from tabletop.core.examples import find_example
from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import GameConfig, IllegalAction
from tabletop.games.maskmen.cards import CARDS_PER_WRESTLER, HAND_SIZE, WRESTLERS
from tabletop.games.maskmen.rules import GAME, MaskmenState


def run(state: MaskmenState, *actions: object) -> list[str]:
    """Apply actions in order; return the kinds of the events."""
    kinds: list[str] = []
    for action in actions:
        kinds += [e.kind for e in GAME.apply(state, action)]  # type: ignore[arg-type]
    return kinds


# --- setup -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hand_sizes_and_the_sixty_cards(players: int) -> None:
    state = GAME.new(GameConfig(players), seed=players)
    size = {2: 15, 3: 15, 4: 15, 5: 12, 6: 10}[players]
    assert HAND_SIZE[players] == size
    assert state.counts == [size] * players
    assert [sum(h) for h in state.hands] == state.counts
    for w in range(6):
        assert sum(h[w] for h in state.hands) + state.unused[w] == CARDS_PER_WRESTLER
    assert sum(state.unused) == 60 - players * size
    view = GAME.view(state, 0)
    assert view.unused == 60 - players * size and view.played == (0,) * 6


def test_wrestlers_of_the_edition() -> None:
    assert WRESTLERS == ("orange", "pink", "grey", "blue", "purple", "green")


def test_config_outside_two_to_six_is_refused() -> None:
    for players in range(9):
        if 2 <= players <= 6:
            GAME.validate_config(GameConfig(players))
        else:
            with pytest.raises(ValueError, match="2-6 players"):
                GAME.validate_config(GameConfig(players))


def test_first_host_is_random_and_said() -> None:
    hosts = {GAME.new(GameConfig(4), seed).host for seed in range(40)}
    assert hosts == {0, 1, 2, 3}
    state = GAME.new(GameConfig(4), 7)
    assert GAME.to_act(state) == state.host
    assert GAME.view(state, 1).host_reason == "random"
    match = Match(GAME, GameConfig(4), 7, [SeatSpec(f"P{i}") for i in range(4)])
    opening = [e for e in match.log if e.kind == "host"]
    assert opening and opening[0].data["seat"] == state.host
    assert "random" in opening[0].text


# --- opening a round -----------------------------------------------------------------------


def test_host_may_not_pass() -> None:
    state = position([{"blue": 2}, {"pink": 2}])
    assert PASS not in legal_set(state)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="may not pass"):
        GAME.apply(state, PASS)
    assert snapshot(state) == before


def test_host_opens_new_wrestler_with_one_card() -> None:
    state = position([{"blue": 3, "grey": 1}, {"pink": 2}])
    assert legal_set(state) == {play("blue", 1), play("grey", 1)}
    with pytest.raises(IllegalAction, match="new this season"):
        GAME.apply(state, play("blue", 2))


def test_host_opens_known_wrestler_with_up_to_three() -> None:
    state = position([{"blue": 5, "grey": 2}, {"pink": 2}], played={"blue": 1, "grey": 1})
    assert legal_set(state) == {
        play("blue", 1), play("blue", 2), play("blue", 3), play("grey", 1), play("grey", 2),
    }
    with pytest.raises(IllegalAction, match="1 to 3"):
        GAME.apply(state, play("blue", 4))
    with pytest.raises(IllegalAction, match="only 2"):
        GAME.apply(state, play("grey", 3))


def test_new_means_no_card_played_this_season_by_anyone() -> None:
    # Blue was played by another player in an earlier round: it is no longer new.
    state = position([{"blue": 3}, {"blue": 3, "pink": 1}], host=1)
    run(state, play("blue", 1), PASS)  # player 2 hosts and wins the round
    assert state.host == 1
    run(state, play("pink", 1), PASS)
    assert state.host == 1 and state.counts[1] == 2
    assert play("blue", 2) in legal_set(state)


# --- following --------------------------------------------------------------------------------


def test_follow_unknown_with_one_more_card_fixes_order() -> None:
    state = position([{"blue": 2}, {"pink": 3, "green": 3}, {"grey": 3}])
    run(state, play("blue", 1))
    assert legal_set(state) == {play("pink", 2), play("green", 2), PASS}
    with pytest.raises(IllegalAction, match="one card more: 2 cards"):
        GAME.apply(state, play("pink", 1))
    with pytest.raises(IllegalAction, match="one card more"):
        GAME.apply(state, play("pink", 3))
    kinds = run(state, play("pink", 2))
    assert "marker" in kinds
    assert GAME.view(state, None).ladder == frozenset({("blue", "pink")})


def test_order_holds_for_the_rest_of_the_season() -> None:
    state = position([{"blue": 4}, {"pink": 5}, {"grey": 3}])
    run(state, play("blue", 1), play("pink", 2), PASS, PASS)  # player 2 won the round
    assert state.host == 1
    run(state, play("pink", 1))
    # pink is now known stronger than blue: blue may never follow pink this season
    state.turn = 0
    assert play("blue", 2) not in legal_set(state)
    with pytest.raises(IllegalAction, match="weaker than Pink"):
        GAME.apply(state, play("blue", 2))


def test_follow_known_stronger_with_exactly_as_many() -> None:
    state = position(
        [{"blue": 3}, {"pink": 3}], played={"blue": 1, "pink": 2}, ladder=[("blue", "pink")]
    )
    run(state, play("blue", 2))
    assert legal_set(state) == {play("pink", 2), PASS}
    with pytest.raises(IllegalAction, match="exactly 2 cards"):
        GAME.apply(state, play("pink", 3))
    with pytest.raises(IllegalAction, match="exactly 2 cards"):
        GAME.apply(state, play("pink", 1))
    kinds = run(state, play("pink", 2))
    assert "marker" not in kinds  # nothing new learned


def test_same_or_weaker_may_never_follow() -> None:
    state = position(
        [{"pink": 3}, {"pink": 3, "blue": 3}], played={"blue": 1, "pink": 2},
        ladder=[("blue", "pink")],
    )
    run(state, play("pink", 1))
    assert legal_set(state) == {PASS}
    with pytest.raises(IllegalAction, match="already on the table"):
        GAME.apply(state, play("pink", 2))
    with pytest.raises(IllegalAction, match="weaker"):
        GAME.apply(state, play("blue", 2))
    with pytest.raises(IllegalAction, match="weaker"):
        GAME.apply(state, play("blue", 1))


def test_three_on_table_only_known_stronger_may_follow() -> None:
    state = position(
        [{"blue": 4}, {"pink": 3, "grey": 3}], played={"blue": 1, "pink": 1},
        ladder=[("blue", "pink")],
    )
    run(state, play("blue", 3))
    assert legal_set(state) == {play("pink", 3), PASS}
    with pytest.raises(IllegalAction, match="known to beat it"):
        GAME.apply(state, play("grey", 3))


def test_follower_may_play_new_wrestler_with_more_cards() -> None:
    # The one-card limit for a new wrestler is the host's only.
    state = position([{"blue": 3}, {"green": 4}], played={"blue": 1})
    run(state, play("blue", 2))
    assert legal_set(state) == {play("green", 3), PASS}
    kinds = run(state, play("green", 3))
    assert kinds.count("marker") == 1
    assert GAME.view(state, None).markers == ("blue", "green")


def test_transitivity() -> None:
    # Learned in one round: blue < pink < orange gives blue < orange.
    state = position([{"blue": 4}, {"pink": 4}, {"orange": 4}], host=0)
    run(state, play("blue", 1), play("pink", 2), play("orange", 3))
    view = GAME.view(state, None)
    assert view.ladder == frozenset({("blue", "pink"), ("pink", "orange"), ("blue", "orange")})
    assert set(view.stronger_than("blue")) == {"pink", "orange"}
    assert set(view.weaker_than("orange")) == {"blue", "pink"}


def test_transitive_order_is_followed_with_as_many_cards() -> None:
    state = position(
        [{"blue": 4}, {"orange": 4}], played={"blue": 1, "pink": 2, "orange": 3},
        ladder=[("blue", "pink"), ("pink", "orange")],
    )
    run(state, play("blue", 2))
    # orange was never played on blue, but is known to beat it through pink
    assert legal_set(state) == {play("orange", 2), PASS}
    with pytest.raises(IllegalAction, match="exactly 2"):
        GAME.apply(state, play("orange", 3))


def test_rulebook_example_ladder() -> None:
    # The book's example, as the Examples screen plays it. It uses a red wrestler, which this
    # edition does not have: red is pink here.
    example = find_example(GAME, "ladder")
    match = Match(GAME, example.config_for_match(), example.seed, [SeatSpec(n) for n in example.seat_names()])
    script = [step.action for step in example.script]
    # blue, then two red, then (three) green
    assert script[:3] == [play("blue", 1), play("pink", 2), play("green", 3)]
    for action in script[:3]:
        match.play(action)
    view = GAME.view(match.state, None)
    assert view.ladder == frozenset({("blue", "pink"), ("pink", "green"), ("blue", "green")})
    assert script[3:6] == [PASS, PASS, PASS]
    for action in script[3:6]:
        match.play(action)
    assert match.state.host == 2  # green won the round; its player hosts
    # next round: red is opened, orange follows with one card more
    assert script[6:] == [play("pink", 1), PASS, PASS, play("orange", 2)]
    for action in script[6:]:
        match.play(action)
    view = GAME.view(match.state, None)
    assert view.ladder == frozenset({
        ("blue", "pink"), ("pink", "green"), ("blue", "green"),  # one line: blue < red < green
        ("pink", "orange"), ("blue", "orange"),  # orange above red, so also above blue
    })
    assert ("green", "orange") not in view.ladder and ("orange", "green") not in view.ladder
    assert view.markers == ("blue", "pink", "green", "orange")


# --- passing and the end of a round ----------------------------------------------------------


def test_pass_is_always_allowed_for_followers() -> None:
    state = position([{"blue": 2}, {"pink": 3}])
    run(state, play("blue", 1))
    assert legal_set(state) == {play("pink", 2), PASS}
    run(state, PASS)
    assert GAME.to_act(state) == 0 and state.table_w < 0  # round over, blue's player hosts


def test_pass_lasts_until_round_end() -> None:
    state = position([{"blue": 3}, {"pink": 3}, {"green": 3}, {"orange": 3}])
    run(state, play("blue", 1), PASS, play("green", 2))
    assert GAME.to_act(state) == 3
    run(state, PASS)
    assert GAME.to_act(state) == 0  # player 2 passed earlier: skipped
    run(state, PASS)
    # players 1 and 4 passed after green, player 2 before: green's player hosts
    assert state.host == 2 and state.host_reason == "played_last"


def test_round_ends_when_all_others_passed() -> None:
    state = position([{"blue": 3}, {"pink": 3}, {"green": 3}])
    run(state, play("blue", 1), play("pink", 2))
    kinds = run(state, PASS, PASS)
    assert kinds == ["pass", "pass", "round_end"]
    assert state.host == 1 and GAME.to_act(state) == 1
    assert state.pile == [] and state.passed == 0
    assert PASS not in legal_set(state)


def test_out_player_is_skipped_and_play_can_still_be_answered() -> None:
    state2 = position([{"blue": 1}, {"pink": 3}, {"green": 3}])
    kinds = run(state2, play("blue", 1))
    assert kinds[-1] == "out" and state2.out == [0]
    # others may still answer the last card
    assert GAME.to_act(state2) == 1
    run(state2, play("pink", 2), PASS)
    # player 1 is out: skipped; the round ends at player 2 who played last
    assert state2.host == 1 and state2.host_reason == "played_last"


def test_host_after_out_is_next_clockwise_with_cards() -> None:
    state = position([{"pink": 2}, {"blue": 2}, {"grey": 3}, {"green": 3}], host=1)
    run(state, play("blue", 1), PASS, PASS, play("pink", 2))  # player 1 goes out
    assert state.out == [0]
    kinds = run(state, PASS)
    assert kinds[-1] == "round_end"
    # player 1 (index 0) is out, so the next clockwise with cards hosts: player 2 (index 1)
    assert state.host == 1 and state.host_reason == "after_out"


# --- seasons and scores -------------------------------------------------------------------------


def test_season_scoring_four_players() -> None:
    state = position([{"blue": 1}, {"pink": 2}, {"green": 3}, {"grey": 3, "orange": 1}], host=0)
    events = []
    for action in (play("blue", 1), play("pink", 2), play("green", 3)):
        events += GAME.apply(state, action)
    assert [(e.data["seat"], e.data["place"]) for e in events if e.kind == "out"] == [
        (0, 1), (1, 2), (2, 3),
    ]
    # only player 4 holds cards: the season is over
    (end,) = [e for e in events if e.kind == "season_end"]
    assert end.data["points"] == [2, 1, 0, -1] and end.data["last"] == 3
    assert state.season == 2
    assert state.scores == [2, 1, 0, -1]
    assert (state.plus2, state.plus1, state.minus1) == ([1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 1])
    assert state.winners == [0]


def test_season_goes_on_until_one_holds_cards() -> None:
    state = position([{"blue": 1}, {"pink": 2, "grey": 1}, {"green": 3, "grey": 1}], host=0)
    kinds = run(state, play("blue", 1))
    assert kinds[-1] == "out" and state.season == 1
    run(state, play("pink", 2), PASS)
    # two players still hold cards: the season goes on, pink's player hosts
    assert state.season == 1 and state.host == 1 and state.counts == [0, 1, 4]
    run(state, play("grey", 1))
    assert state.season == 2 and state.scores == [2, 1, -1]  # now only one holds cards


def test_two_player_season_ends_at_first_out() -> None:
    state = position([{"blue": 1}, {"pink": 5}], host=0)
    kinds = run(state, play("blue", 1))
    assert kinds[:4] == ["play", "marker", "out", "season_end"] and "deal" in kinds
    assert state.scores == [2, -1] and state.plus1 == [0, 0]
    assert state.wins == [1, 0]


def test_new_season_deals_fresh_hands_and_clears_markers() -> None:
    state = position([{"blue": 1}, {"pink": 5}, {"grey": 2}], host=0)
    run(state, play("blue", 1), play("pink", 2), PASS)
    assert state.host == 1 and state.markers == [3, 1]
    run(state, play("pink", 3))
    assert state.season == 2
    assert state.counts == [15, 15, 15]
    assert state.played == [0] * 6 and state.markers == [] and state.above == [0] * 6
    assert state.out == [] and state.pile == []
    view = GAME.view(state, 0)
    assert view.ladder == frozenset() and view.season == 2


def test_rounds_are_counted_per_season() -> None:
    state = position([{"blue": 1}, {"pink": 5}, {"grey": 2}], host=0)
    state.round_no = 6  # the sixth round of season 1
    run(state, play("blue", 1), play("pink", 2), PASS)
    assert state.season == 1 and state.round_no == 7
    events = []
    for action in (play("pink", 3),):
        events += GAME.apply(state, action)
    assert state.season == 2 and state.round_no == 1
    assert GAME.view(state, 0).round == 1
    (end,) = [e for e in events if e.kind == "season_end"]
    assert end.data["out"] == [0, 1] and end.data["left"] == 2 and end.data["wins"] == [1, 0, 0]


def test_last_placed_hosts_next_season() -> None:
    state = position([{"blue": 1}, {"pink": 2}, {"grey": 2}], host=0)
    run(state, play("blue", 1), play("pink", 2))
    assert state.season == 2
    assert state.host == 2 and state.host_reason == "last_placed"
    assert GAME.to_act(state) == 2


def _finish_season(state: MaskmenState, first: int, second: int | None, last: int) -> None:
    """End the current season: ``first`` and ``second`` went out first, ``last`` holds cards."""
    from tabletop.games.maskmen.rules import _end_season

    n = state.n
    for p in range(n):
        state.hands[p] = [0] * 6
        state.counts[p] = 0
    state.hands[last][0] = 1
    state.counts[last] = 1
    order = [first] + ([second] if second is not None else [])
    state.out = order + [p for p in range(n) if p not in order and p != last]
    _end_season(state, None)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_game_is_four_seasons_for_three_to_six(players: int) -> None:
    state = GAME.new(GameConfig(players), 1)
    for season in range(1, 5):
        assert not GAME.is_over(state) and state.season == season
        _finish_season(state, season % players, (season + 1) % players, (season + 2) % players)
    assert GAME.is_over(state) and GAME.to_act(state) is None and GAME.legal_actions(state) == []
    assert sum(state.scores) == 4 * 2
    assert GAME.result(state).winners


def test_two_players_first_to_three_season_wins() -> None:
    state = GAME.new(GameConfig(2), 1)
    for winner in (0, 1, 0, 1):
        _finish_season(state, winner, None, 1 - winner)
        assert not GAME.is_over(state)
    _finish_season(state, 1, None, 0)
    assert GAME.is_over(state) and state.season == 5
    result = GAME.result(state)
    assert result.winners == (1,) and result.ranks == (1, 0)
    assert state.scores == [2 * 2 - 3, 3 * 2 - 2]

    quick = GAME.new(GameConfig(2), 2)
    for _ in range(3):
        _finish_season(quick, 0, None, 1)
    assert GAME.is_over(quick) and quick.season == 3


def _seasons(players: int, seasons: list[tuple[int, int, int]]) -> MaskmenState:
    state = GAME.new(GameConfig(players), 1)
    for first, second, last in seasons:
        _finish_season(state, first, second, last)
    assert GAME.is_over(state)
    for p in range(players):
        assert state.scores[p] == 2 * state.plus2[p] + state.plus1[p] - state.minus1[p]
    return state


def test_most_points_wins() -> None:
    state = _seasons(3, [(0, 1, 2), (0, 1, 2), (1, 2, 0), (2, 1, 0)])
    assert state.scores == [2, 5, 1]
    result = GAME.result(state)
    assert result.winners == (1,) and result.ranks == (1, 0, 2)
    assert "5 points" in result.summary


def test_tie_on_points_goes_to_more_plus_two_counters() -> None:
    state = _seasons(4, [(0, 1, 3), (0, 1, 3), (1, 2, 0), (3, 0, 2)])
    assert state.scores[0] == state.scores[1] == 4 and max(state.scores) == 4
    assert state.plus2[0] == 2 and state.plus2[1] == 1
    result = GAME.result(state)
    assert result.winners == (0,) and result.ranks[1] == 1  # although seat 1 won later
    assert "+2 counters" in result.summary


def test_tie_on_points_and_counters_goes_to_latest_season_winner() -> None:
    # Seats 0 and 1 tie on 3 points with one +2 each; seat 3 won the last season.
    later = _seasons(4, [(0, 1, 2), (1, 0, 2), (2, 0, 1), (3, 1, 0)])
    early = _seasons(4, [(1, 0, 2), (0, 1, 2), (2, 0, 1), (3, 1, 0)])
    for state in (later, early):
        assert state.scores[0] == state.scores[1] == max(state.scores)
        assert state.plus2[0] == state.plus2[1]
    assert GAME.result(later).winners == (1,)  # seat 1 won season 2, after seat 0's season 1
    assert GAME.result(early).winners == (0,)
    assert "later season" in GAME.result(early).summary
    # and directly: seat 0 won the last season itself
    last = _seasons(4, [(0, 1, 2), (1, 0, 2), (1, 0, 2), (0, 1, 2)])
    assert last.scores[0] == last.scores[1] == 6 and last.plus2[0] == last.plus2[1] == 2
    assert GAME.result(last).winners == (0,)


def test_tie_with_no_season_win_is_shared() -> None:
    state = _seasons(6, [(0, 4, 1), (1, 4, 0), (2, 5, 3), (3, 5, 2)])
    assert state.scores == [1, 1, 1, 1, 2, 2]
    result = GAME.result(state)
    assert result.winners == (4, 5) and result.ranks[4] == result.ranks[5] == 0
    # the other four also tie on points and counters: latest season winner first
    assert result.ranks == (5, 4, 3, 2, 0, 0)
    assert "share" in result.summary


# --- actions, labels, illegal actions -----------------------------------------------------------


def test_action_labels() -> None:
    state = position([{"blue": 2}, {"pink": 3}])
    run(state, play("blue", 1))
    labels = {a.label for a in GAME.legal_actions(state)}
    assert labels == {"Play 2\u00d7 Pink", "Pass"}


@pytest.mark.parametrize("players", [2, 4, 6])
def test_illegal_actions_leave_the_state_unchanged(players: int) -> None:
    from tabletop.core.protocol import Action

    rng = random.Random(players)
    state = GAME.new(GameConfig(players), players)
    weird = [Action("play", ("red", 1)), Action("play", ("blue", 0)), Action("play", ("blue",)),
             Action("play", ("blue", True)), Action("dance"), Action("pass", (1,))]
    refused = 0
    for _ in range(150):
        legal = legal_set(state)
        for action in all_actions() + weird:
            if action in legal:
                continue
            before = snapshot(state)
            with pytest.raises(IllegalAction) as info:
                GAME.apply(state, action)
            assert str(info.value)
            assert snapshot(state) == before
            refused += 1
        GAME.apply(state, rng.choice(sorted(legal, key=str)))
        if GAME.is_over(state):
            break
    assert refused > 100


def test_why_illegal_agrees_with_legal_actions() -> None:
    rng = random.Random(5)
    for players in (2, 3, 5):
        state = GAME.new(GameConfig(players), rng.randrange(1000))
        while not GAME.is_over(state):
            legal = legal_set(state)
            for action in all_actions():
                assert (GAME.why_illegal(state, action) is None) == (action in legal), action
            GAME.apply(state, rng.choice(sorted(legal, key=str)))
        assert GAME.why_illegal(state, PASS) == "The game is over."
