"""Paying from a big treasure pile: the pile's cards lie as chips in a grid under the panel's words and
its Pay button, all on one page even at narrow tables, the cheapest fit chosen at the start."""

from __future__ import annotations

import pygame
import pytest
from uitools import TableDriver

from tabletop.core.protocol import Action
from tabletop.games.mythomakya.cards import WORTH, find
from tabletop.games.mythomakya.layout import lay_chips
from tabletop.games.mythomakya.rules import GAME
from tabletop.games.mythomakya.scene import TABLE, MythTable
from tabletop.games.mythomakya.state import MythState

from .battle_positions import do, make

pytestmark = pytest.mark.usefixtures("pygame_display")

PILE = ("Icarus", "Daedalus", "Phaethon", "Midas", "Narcissus", "Ganymede", "Asclepius", "Jason", "Perseus",
        "Charon", "Sisyphus", "Tantalus", "Erebus", "Eurydice", "Tiresias", "Alcestis", "Hector", "Orion",
        "Glaucus", "Proteus", "Triton", "Nereus", "Arion", "Nausicaa", "Telemachus", "Peleus", "Odysseus",
        "golden")
"""A rich treasure pile: 27 myth cards and a golden apple card, every one worth apples."""

RECTS = {
    "app 1280x720": pygame.Rect(16, 60, 990, 650),
    "app 1920x1080": pygame.Rect(24, 84, 1490, 980),
    "narrow": pygame.Rect(0, 0, 760, 560),
}


def paying_a_muse(players: int) -> MythState:
    """Seat 0 has played Urania with her ability (7 apples) and pays from its pile of 28 cards."""
    stacks = [[["Urania"]]] + [[["Nike"]] for _ in range(players - 1)]
    s = make(stacks, "blue", treasure=[list(PILE)])
    do(s, "ability", "Urania")
    assert s.frames[-1][0] == "pay" and GAME.to_act(s) == 0
    return s


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("where", list(RECTS))
def test_a_big_pile_is_paid_from_one_page_with_the_cheapest_fit_chosen(players: int, where: str) -> None:
    ui = TableDriver(TABLE, GAME, RECTS[where])
    s = paying_a_muse(players)
    table: MythTable = ui.table_for(s)
    lay = table.layout()
    assert lay.payment is not None and lay.panel is not None
    assert set(lay.payment) == {find(n) if n != "golden" else c for n, c in zip(PILE, s.treasure[0])}
    assert table.panel.pages == 1 and lay.panel.more is None and not lay.panel.toggles  # no paging
    chips = list(lay.payment.values())
    assert all(lay.rect.contains(r) for r in chips)
    assert not any(a.colliderect(b) for i, a in enumerate(chips) for b in chips[i + 1:])
    assert lay.panel.confirm is not None and not any(lay.panel.confirm.colliderect(r) for r in chips)
    assert all(r.h >= 18 for r in chips)  # readable
    multi = table.panel.decision.multi
    fit = table.myth.proposed_payment()
    assert multi is not None and fit is not None and sorted(multi.chosen) == sorted(fit)
    assert sum(WORTH[c] for c in fit) == 7
    # drop one card of the fit, choose it again, and pay with the fit
    first = fit[0]
    assert ui.click(table, lay.payment[first].center) is None and first not in multi.chosen
    assert ui.click(table, lay.payment[first].center) is None and first in multi.chosen
    paid = ui.click(table, lay.panel.confirm.center)
    assert paid == Action("pay", tuple(sorted(fit))) or (paid is not None and sorted(paid.args) == sorted(fit))
    GAME.apply(s, paid)
    assert all(c not in s.treasure[0] for c in fit)


def test_a_single_card_is_paid_by_choosing_it_alone() -> None:
    ui = TableDriver(TABLE, GAME, RECTS["narrow"])
    s = paying_a_muse(2)
    table: MythTable = ui.table_for(s)
    lay = table.layout()
    assert lay.payment is not None and lay.panel is not None and lay.panel.confirm is not None
    single = next(a for a in GAME.legal_actions(s) if a.kind == "pay" and len(a.args) == 1
                  and a.args[0] not in table.panel.decision.multi.chosen)  # type: ignore[union-attr]
    for _ in range(12):  # table.aim drops the proposal card by card, then picks the card and pays
        press, drop = table.aim(single)
        assert drop is None
        played = ui.click(table, press)
        if played is not None:
            break
    assert played == single


def test_chips_that_do_not_fit_leave_the_panel_to_page() -> None:
    assert lay_chips(pygame.Rect(0, 0, 300, 40), 30, 1.0) == []
    assert len(lay_chips(pygame.Rect(0, 0, 600, 200), 20, 1.0)) == 20
