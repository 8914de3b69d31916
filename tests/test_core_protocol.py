import pytest

from tabletop.core.protocol import (
    Action,
    Event,
    GameConfig,
    Result,
    check_seat,
    events_for,
    ranks_from_scores,
    seat_name,
    seats_after,
)


def test_action_identity_ignores_label_and_round_trips_json() -> None:
    a = Action("place", (1, 2), label="Put a 2 on the forest")
    assert a == Action("place", (1, 2))
    assert hash(a) == hash(Action("place", (1, 2)))
    assert Action.from_json(a.to_json()) == a


def test_events_are_filtered_by_seat() -> None:
    public = Event("move", "A moves")
    private = Event("draw", "You draw a 3", visible_to=frozenset({1}))
    assert events_for([public, private], 0) == [public]
    assert events_for([public, private], 1) == [public, private]
    assert events_for([public, private], None) == [public]


def test_ranks_share_places_on_ties() -> None:
    assert ranks_from_scores([5, 7, 7, 1]) == (2, 0, 0, 3)


def test_ranks_of_scores_with_tie_breakers_compare_in_order() -> None:
    # points first, then a tie-breaker; only a full tie shares a place
    assert ranks_from_scores([(3, 1), (3, 2), (5, 0), (3, 1)]) == (2, 1, 0, 2)


def test_the_seats_after_a_seat_go_round_the_table() -> None:
    assert seats_after(0, 4) == (1, 2, 3)
    assert seats_after(2, 4) == (3, 0, 1)
    assert seats_after(1, 2) == (0,)


def test_seats_are_named_from_one_and_checked() -> None:
    assert seat_name(0) == "Player 1" and seat_name(3) == "Player 4"
    check_seat(None, 2)
    check_seat(1, 2)
    for bad in (-1, 2):
        with pytest.raises(ValueError, match=f"no seat {bad}"):
            check_seat(bad, 2)


def test_rewards_give_winners_one_and_order_the_rest() -> None:
    result = Result(scores=(5, 7, 7, 1), ranks=(2, 0, 0, 3), winners=(1, 2))
    rewards = result.rewards()
    assert rewards[1] == rewards[2] == 1.0
    assert 0.0 < rewards[0] < 0.5
    assert rewards[3] == 0.0


def test_config_round_trips_json() -> None:
    config = GameConfig(players=4, teams=(0, 1, 0, 1), options={"armies": ["orcs"]})
    back = GameConfig.from_json(config.to_json())
    assert back == config and back.options == config.options


def test_a_public_event_can_be_hidden_from_the_seat_that_sees_its_private_twin() -> None:
    public = Event("draw", "Ann draws a card", hidden_from=frozenset({0}))
    private = Event("draw", "You draw a 3", visible_to=frozenset({0}))
    assert events_for([public, private], 0) == [private]
    assert events_for([public, private], 1) == [public]
    assert events_for([public, private], None) == [public]
