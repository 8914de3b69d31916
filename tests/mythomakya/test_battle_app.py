"""Battle of the Gods in the app: its own how-to-play over the table, the viewer's god cards and their preview."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.mythomakya.cards import BATTLE
from tabletop.games.mythomakya.drawing import god_preview, hand_cards, table_controls
from tabletop.games.mythomakya.howto import BATTLE_HOW_TO_PLAY, HOW_TO_PLAY
from tabletop.scenes.matches import new_match
from tabletop.scenes.table import TableScene


@pytest.fixture
def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A headless app in a home of its own, for a player who has not opened any table yet."""
    from tabletop.app import App

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    made: list[Any] = []

    def make(size: tuple[int, int] = (1280, 720)) -> Any:
        app = App(size=size)
        app.settings.ai_pace = 0.0
        app.settings.seen_how_to_play = []
        made.append(app)
        return app

    yield make
    pygame.event.clear()
    for app in made:
        app.close()


def open_battle(app: Any, kinds: list[str], seed: int = 1) -> TableScene:
    scene = TableScene(app, new_match("mythomakya", kinds, options={"variant": BATTLE}, seed=seed))
    app.push(scene)
    app.step(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_new_player_of_battle_is_shown_the_gods_payments_answers_and_kronos(make_app: Any,
                                                                               size: tuple[int, int]) -> None:
    app = make_app(size)
    app.settings.seen_how_to_play = ["mythomakya"]  # knows Triumph of Heroes, never played Battle
    scene = open_battle(app, ["human", "normal"])
    overlay = scene.how_to_play
    assert overlay.open and overlay.how is BATTLE_HOW_TO_PLAY
    steps = dict(overlay.how.steps)
    for what in ("God cards", "Paying", "Abilities", "Answers", "Kronos"):
        assert what in steps
    assert app.screen.get_rect().contains(overlay.panel)
    assert overlay.steps_shown == len(BATTLE_HOW_TO_PLAY.steps)  # nothing cut off
    assert "mythomakya/battle" in app.settings.seen_how_to_play
    overlay.close()
    again = open_battle(make_app(size), ["human", "normal"], seed=2)
    assert again.how_to_play.open  # another player's settings: shown again; this one's: not
    app.settings.seen_how_to_play.append("x")
    assert not TableScene(app, new_match("mythomakya", ["human", "normal"], options={"variant": BATTLE},
                                         seed=3)).how_to_play.open


def test_the_help_button_shows_battle_at_a_battle_table_and_triumph_at_a_triumph_table(make_app: Any) -> None:
    app = make_app()
    app.settings.seen_how_to_play = ["mythomakya", "mythomakya/battle"]
    scene = open_battle(app, ["human", "normal"])
    assert not scene.how_to_play.open
    scene.open_how_to_play()
    assert scene.how_to_play.how is BATTLE_HOW_TO_PLAY
    triumph = TableScene(app, new_match("mythomakya", ["human", "normal"], seed=4))
    triumph.open_how_to_play()
    assert triumph.how_to_play.how is HOW_TO_PLAY


def battle_at_my_turn(players: int, seed: int) -> Any:
    """A Battle match among a person (seat 0) and random bots, played at random until seat 0 decides
    after a few rounds (so that god cards, treasure and Kronos may be on the table)."""
    match = new_match("mythomakya", ["human"] + ["random"] * (players - 1), options={"variant": BATTLE}, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while moves < 12 * players or match.game.to_act(match.state) != 0 or not match.state.gods[0]:
        assert not match.game.is_over(match.state)
        match.play(rng.choice(match.game.legal_actions(match.state)))
        moves += 1
    return match


def hover(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_viewers_god_cards_are_as_tall_as_its_stacks_and_their_preview_covers_no_control(
        make_app: Any, players: int, size: tuple[int, int]) -> None:
    app = make_app(size)
    app.settings.seen_how_to_play = ["mythomakya/battle"]
    scene = TableScene(app, battle_at_my_turn(players, seed=players), pace=False)
    app.push(scene)
    app.step(1 / 60)
    table = scene.table
    lay = table.layout()
    home = lay.seats[lay.home]
    cards = hand_cards(lay, len(table.myth.hand))
    assert len(cards) == len(table.myth.hand) > 0
    for r in cards:
        assert r.h >= home.stacks[0].top.h - 1 and r.h >= size[1] * 0.12  # readable: the size of a stack's card
        assert home.panel.contains(r)
        assert not any(r.colliderect(st.bounds) for st in home.stacks) and not r.colliderect(home.treasure)
    buttons = [b.rect for b in scene.buttons]
    for god, r in zip(table.myth.hand, cards):
        hover(app, (r.right - 4, r.centery))
        shown = god_preview(table, table.layout())
        assert shown is not None and shown.god == god and shown.card.h > r.h
        assert lay.rect.contains(shown.box)
        for control in table_controls(table, table.layout()) + buttons:
            assert not shown.box.colliderect(control), control
    hover(app, lay.trick.center)
    assert god_preview(table, table.layout()) is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_result_screen_reads_each_players_apples_by_source_as_a_sum(make_app: Any, size: tuple[int, int]) -> None:
    """A 2v2 Battle game ends in the app: the result screen shows each player's apples by source, its own
    pile as their sum, and the team's apples as the team's piles with its poets."""
    from tabletop.scenes.result import ResultScene

    kinds = ["random"] * 4
    rng = random.Random(3)
    rehearsal = new_match("mythomakya", kinds, options={"variant": BATTLE}, seed=3)
    actions = []
    while not rehearsal.is_over():
        actions.append(rng.choice(rehearsal.game.legal_actions(rehearsal.state)))
        rehearsal.play(actions[-1])
    match = new_match("mythomakya", kinds, options={"variant": BATTLE}, seed=3)
    for action in actions[:-1]:
        match.play(action)
    app = make_app(size)
    app.settings.seen_how_to_play = ["mythomakya/battle"]
    scene = TableScene(app, match, pace=False)
    app.push(scene)
    for _ in range(200):
        app.step(1 / 60)
        if isinstance(app.top, ResultScene):
            break
    screen = app.top
    assert isinstance(screen, ResultScene) and match.is_over()
    result = screen.result
    assert result.score_label == "Team apples"
    assert screen.rule_names == ["Myth cards", "Golden apples", "Unplayed gods", "Own pile", "Team's poets"]
    rows = result.breakdown
    for q, row in enumerate(rows):
        assert row["Own pile"] == row["Myth cards"] + row["Golden apples"] + row["Unplayed gods"]
        mate = (q + 2) % 4
        assert result.scores[q] == row["Own pile"] + rows[mate]["Own pile"] + row["Team's poets"]
    assert screen.headline().endswith(" win!") and "share" not in screen.headline()
    app.step(1 / 60)
    assert app.screen.get_rect().contains(screen.layout(app.screen.get_size()))


def test_the_seat_setup_shows_battles_how_to_play_once_battle_is_chosen(make_app: Any) -> None:
    from tabletop.scenes.seat_setup import SeatSetupScene

    app = make_app((1280, 720))
    setup = SeatSetupScene(app, "mythomakya")
    app.push(setup)
    variant = setup.global_options["variant"]
    variant.select("triumph")
    assert setup.how is HOW_TO_PLAY
    variant.select(BATTLE)
    assert setup.how is BATTLE_HOW_TO_PLAY
    app.step(1 / 60)  # drawn beside the seats
