"""Drops anywhere inside a target's rectangle play the move, and just outside it they do not, on the
table of every game played by dragging. The rectangles are the table's layout's, not its ``aim()``."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from uitools import TableDriver, check_drops_on

from tabletop.core.protocol import GameConfig

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(16, 60, 1000, 720)  # not at the origin, like inside the app


def _played(game: Any, config: GameConfig, seed: int, moves: int) -> Any:
    state = game.new(config, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(state, rng.choice(game.legal_actions(state)))
    return state


def test_meh_a_card_dropped_anywhere_on_a_territory() -> None:
    from tabletop.games.meh.rules import GAME
    from tabletop.games.meh.scene import TABLE

    driver = TableDriver(TABLE, GAME, RECT)
    state = _played(GAME, GAME.default_config(3), 4, 5)
    table = driver.table_for(state)
    lay = table._current_layout()
    size = table.view.hand[1]
    places = [int(a.args[1]) for a in table.legal if a.kind == "place" and a.args[0] == size]
    assert len(places) >= 2
    for territory in (places[0], places[-1]):
        expected = next(a for a in table.legal if a.kind == "place" and a.args == (size, territory))
        check_drops_on(driver, state, lay.hand_rects[1], lay.tiles[territory], expected)


def test_maskmen_cards_dropped_anywhere_in_the_ring() -> None:
    from tabletop.games.maskmen.rules import GAME
    from tabletop.games.maskmen.scene import TABLE

    driver = TableDriver(TABLE, GAME, RECT)
    state = _played(GAME, GameConfig(3), 6, 0)
    table = driver.table_for(state)
    lay = table._current_layout()
    wrestler, from_top, card = lay.hand_cards[len(lay.hand_cards) // 2]
    expected = table._play_of(("card", wrestler, from_top))
    assert expected in table.legal
    check_drops_on(driver, state, card, lay.ring, expected)


def test_mindbug_a_card_dropped_anywhere_on_your_side() -> None:
    from tabletop.games.mindbug.rules import GAME
    from tabletop.games.mindbug.scene import TABLE

    driver = TableDriver(TABLE, GAME, RECT)
    state = _played(GAME, GAME.default_config(2), 3, 0)
    table = driver.table_for(state)
    lay = table._current_layout()
    card = lay.hand_order[-1]
    expected = table._play_action(card)
    assert expected in table.legal
    area = lay.areas[lay.home]
    check_drops_on(driver, state, lay.hand[card], area.creatures.union(area.header), expected)


def test_mythomakya_a_card_dropped_anywhere_in_the_middle() -> None:
    from tabletop.games.mythomakya.rules import GAME
    from tabletop.games.mythomakya.scene import TABLE

    driver = TableDriver(TABLE, GAME, RECT)
    state = _played(GAME, GAME.default_config(3), 2, 1)  # the trump is called: a card to play
    table = driver.table_for(state)
    lay = table._current_layout()
    stacks = lay.seats[table.home()].stacks
    playable = [i for i in range(len(stacks)) if table.play_action(table.top_card(i)) is not None]
    assert playable
    index = playable[0]
    check_drops_on(driver, state, stacks[index].top, lay.trick, table.play_action(table.top_card(index)))


def test_mathenyism_a_card_dropped_anywhere_on_the_followers_pile_or_the_court() -> None:
    from tabletop.games.mathenyism import labels
    from tabletop.games.mathenyism.rules import GAME
    from tabletop.games.mathenyism.scene import TABLE
    from tabletop.games.mathenyism.state import ACT

    driver = TableDriver(TABLE, GAME, RECT)
    state = _played(GAME, GAME.default_config(4), 5, 1)  # the drawn card is shown: the action step
    assert state.phase == ACT
    table = driver.table_for(state)
    lay = table._current_layout()
    place = lay.seats[table.home()]
    card = max(place.hand, key=lambda c: place.hand[c].x)  # the top card of the fan
    check_drops_on(driver, state, place.hand[card], place.followers, labels.follower(card))
    unit = next(a for a in table.legal if a.kind == "unit")  # this deal holds a fighting unit to play
    check_drops_on(driver, state, table.source_rect(("hand", unit.args[0])), place.court_area, unit)
