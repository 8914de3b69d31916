"""The "play my only possible move" setting: when, and when not, the table plays for a person."""

from __future__ import annotations

from typing import Any

from tabletop.scenes.matches import new_match

from .conftest import open_table


def frames(app: Any, count: int = 10) -> None:
    for _ in range(count):
        app.step(1 / 60)


def play_down_to_the_last_card(app: Any, scene: Any, human: int = 0) -> None:
    """The person plays the first of their cards until one is left (the bot plays in between);
    the person never plays the last card here."""
    match = scene.match
    for _ in range(500):
        if len(match.state.hands[human]) <= 1:
            break
        if match.to_act() == human and not scene.table.busy():
            assert scene.play(match.game.legal_actions(match.state)[0])
        frames(app, 3)
    else:
        raise AssertionError("the person never got down to one card")


def test_the_only_possible_move_is_played_for_the_person_who_opted_in(make_app: Any, toy_game: Any) -> None:
    app = make_app(size=(1024, 700))
    app.settings.play_forced = True
    scene = open_table(app, new_match("toy", ["human", "random"], seed=4))
    match = scene.match
    frames(app, 30)  # with three cards in hand nothing is played for the person
    assert match.to_act() == 0 and len(match.state.hands[0]) == 3
    play_down_to_the_last_card(app, scene)
    frames(app, 60)
    assert len(match.state.played[0]) == 3, "the last card was not played for the person"
    assert match.is_over()
    assert any("Your only possible move: Play" in toast.text for toast in app.toasts.items)


def test_without_the_setting_the_person_plays_it(make_app: Any, toy_game: Any) -> None:
    app = make_app(size=(1024, 700))
    scene = open_table(app, new_match("toy", ["human", "random"], seed=4))
    play_down_to_the_last_card(app, scene)
    frames(app, 60)
    assert scene.match.to_act() == 0 and len(scene.match.state.hands[0]) == 1


def test_after_an_undo_the_person_decides_again_themselves(make_app: Any, toy_game: Any) -> None:
    app = make_app(size=(1024, 700))
    scene = open_table(app, new_match("toy", ["human", "random"], seed=4))
    play_down_to_the_last_card(app, scene)
    frames(app, 10)
    app.settings.ai_pace = 5.0  # the bot's answer waits: the person has time to take the move back
    app.settings.play_forced = True
    frames(app, 60)
    assert len(scene.match.state.hands[0]) == 0 and not scene.match.is_over()
    scene.undo()
    frames(app, 60)
    assert scene.match.to_act() == 0 and len(scene.match.state.hands[0]) == 1, "undo was undone at once"


def test_a_forced_move_waits_behind_the_hot_seat_curtain(make_app: Any, toy_game: Any) -> None:
    app = make_app(size=(1024, 700))
    app.settings.play_forced = True
    scene = open_table(app, new_match("toy", ["human", "human"], seed=4))
    match = scene.match
    for _ in range(500):
        if scene.curtain_for == 1 and len(match.state.hands[1]) == 1:
            break
        if scene.curtain_for is not None:
            scene.lift_curtain()
        elif match.to_act() == scene.viewer and not scene.table.busy():
            scene.play(match.game.legal_actions(match.state)[0])
        frames(app, 3)
    else:
        raise AssertionError("seat 2 never faced a forced move behind the curtain")
    frames(app, 60)
    assert scene.curtain_for == 1 and len(match.state.hands[1]) == 1, "played behind the curtain"
    scene.lift_curtain()
    frames(app, 60)
    assert len(match.state.hands[1]) == 0
