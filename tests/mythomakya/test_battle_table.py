"""The Mythomakya table with Battle of the Gods: it draws every decision of the variant, and every
legal action (payments, god cards, answers, abilities) is reachable with the mouse."""

from __future__ import annotations

import random

import pygame
import pytest
from uitools import TableDriver

from tabletop.core.protocol import Action, GameConfig
from tabletop.games.mythomakya.cards import BATTLE
from tabletop.games.mythomakya.rules import GAME
from tabletop.games.mythomakya.scene import TABLE, MythTable
from tabletop.games.mythomakya.state import MythState

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(16, 60, 952, 724)
ui = TableDriver(TABLE, GAME, RECT)


def new_state(players: int, seed: int) -> MythState:
    config = GAME.default_config(players)
    return GAME.new(GameConfig(players=players, teams=config.teams, options={"variant": BATTLE}), seed)


def reach(table: MythTable, action: Action) -> Action | None:
    """Play ``action`` with the mouse, turning the decision panel's pages until its button shows."""
    for _ in range(12):
        try:
            press, drop = table.aim(action)
        except KeyError:
            panel = table.layout().panel
            assert panel is not None and panel.more is not None, f"no place plays {action}"
            assert ui.click(table, panel.more.center) is None
            continue
        return ui.click(table, press) if drop is None else ui.drag(table, press, drop)
    raise AssertionError(f"no page of the panel shows {action}")


@pytest.mark.parametrize("players", [2, 5])
def test_every_battle_action_is_reachable_with_the_mouse(players: int) -> None:
    s = new_state(players, 30 + players)
    rng = random.Random(players)
    seen: set[str] = set()
    while not GAME.is_over(s):
        table = ui.table_for(s)
        legal = GAME.legal_actions(s)
        for action in rng.sample(legal, min(2, len(legal))):
            assert reach(table, action) == action
            seen.add(action.kind)
        GAME.apply(s, rng.choice(legal))
    assert {"play", "pay", "god", "done"} <= seen, seen
