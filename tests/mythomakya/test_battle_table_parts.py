"""The Battle of the Gods parts of the Mythomakya table: god decisions on the panel (not a card to play),
gods counted on every seat, the viewer's own god cards and the box, open treasure piles, god card art."""

from __future__ import annotations

import random

import pygame
import pytest
from uitools import TableDriver

from tabletop.core.protocol import GameConfig
from tabletop.games.mythomakya import art
from tabletop.games.mythomakya.cards import BATTLE, GOD_BASE, GOD_COUNT, GOLDEN_APPLES, WORTH
from tabletop.games.mythomakya.drawing import seat_info
from tabletop.games.mythomakya.rules import GAME
from tabletop.games.mythomakya.scene import TABLE
from tabletop.games.mythomakya.state import MythState

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(0, 0, 1280, 720)
ui = TableDriver(TABLE, GAME, RECT)


def new_state(players: int, seed: int) -> MythState:
    config = GAME.default_config(players)
    return GAME.new(GameConfig(players=players, teams=config.teams, options={"variant": BATTLE}), seed)


def until(s: MythState, kinds: set[str], seed: int) -> MythState:
    """Play random moves until the seat to act has an action of one of ``kinds``."""
    rng = random.Random(seed)
    while not {a.kind for a in GAME.legal_actions(s)} & kinds:
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    return s


def test_a_god_moment_is_asked_on_the_panel_and_no_card_glows() -> None:
    s = until(new_state(2, 5), {"done"}, 1)
    table = ui.table_for(s)
    assert not table.my_turn()
    decision = table.panel.decision
    assert decision.title.startswith("Play god cards before the round begins")
    done = next(a for a in GAME.legal_actions(s) if a.kind == "done")
    press, drop = table.aim(done)
    assert drop is None and ui.click(table, press) == done


def test_a_god_paid_for_by_clicks_asks_for_the_payment_on_the_panel() -> None:
    for seed in range(40):
        s = new_state(2, seed)
        rng = random.Random(seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            paid = [a for a in legal if a.kind == "god" and "(free)" not in a.label]
            if paid:
                break
            GAME.apply(s, rng.choice(legal))
        else:
            continue
        table = ui.table_for(s)
        press, _ = table.aim(paid[0])
        assert ui.click(table, press) == paid[0]
        GAME.apply(s, paid[0])
        table = ui.table_for(s)
        pays = [a for a in GAME.legal_actions(s) if a.kind == "pay"]
        assert pays and "pay" in table.panel.decision.title.lower()
        multi = table.panel.decision.multi
        assert multi is not None and not table.panel.decision.buttons  # the treasure's cards, chosen then paid
        fit = table.myth.proposed_payment()
        assert fit is not None and sorted(multi.chosen) == sorted(fit)  # the cheapest fit is proposed
        single = pays[-1]  # one card alone: the proposal is dropped card by card, that card chosen, then paid
        for _ in range(len(fit) + 3):
            press, _ = table.aim(single)
            played = ui.click(table, press)
            if played is not None:
                break
        assert played == single
        return
    pytest.fail("no seeded game offered a god with a cost")


def test_every_seat_counts_its_god_cards_and_the_viewer_sees_its_own() -> None:
    s = new_state(4, 2)
    seat = GAME.to_act(s)
    table = ui.table_for(s)
    view = table.myth
    for q in range(4):
        counts = {c.label: c.value for c in seat_info(table, view, q).counts}
        assert counts["gods"] == len(s.gods[q])
        assert counts["apples"] == sum(WORTH[c] for c in s.treasure[q])  # the piles are open
    assert view.hand == tuple(sorted(s.gods[seat]))
    assert table.layout().seats[seat].hand is not None  # the viewer's god cards lie beside its stacks


@pytest.mark.parametrize("size", [(40, 56), (90, 126), (160, 224)])
def test_every_god_card_and_the_golden_apple_have_a_face_of_their_own(size: tuple[int, int]) -> None:
    faces = [art.face(GOD_BASE + g, size) for g in range(GOD_COUNT)] + [art.face(GOLDEN_APPLES[0], size)]
    pictures = {pygame.image.tobytes(f, "RGB") for f in faces}
    assert len(pictures) == GOD_COUNT + 1
    assert all(f.get_size() == size for f in faces)


def test_aeolus_reorders_a_stack_by_drag_and_confirm() -> None:
    for seed in range(60):
        s = new_state([2, 3, 4, 5, 6][seed % 5], seed)
        rng = random.Random(seed)
        while not GAME.is_over(s) and GAME.legal_actions(s)[0].kind != "order":
            GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        if not GAME.is_over(s):
            break
    else:
        pytest.fail("no seeded game reached Aeolus's order")
    table = ui.table_for(s)
    ordering = table.ordering
    start = list(ordering.order)
    assert len(start) >= 2 and not table.panel.decision.buttons  # the order is made on the table, not by buttons
    first, last = ordering.places[0].center, ordering.places[-1].center
    assert ui.drag(table, first, last) is None
    moved = start[1:] + start[:1]
    assert ordering.order == moved
    table.draw(pygame.Surface(RECT.size), RECT)
    want = next(a for a in GAME.legal_actions(s) if list(a.args) == moved)
    assert ui.click(table, ordering.confirm.center) == want


def test_a_turn_to_play_says_on_the_status_line_what_the_panels_buttons_add() -> None:
    """The panel under the round holds only the buttons of a god or an ability, so that the round's places keep
    the middle; the status line says a card may be played with its ability, or after a god."""
    seen = set()
    for seed in range(30):
        s = new_state(2, seed)
        rng = random.Random(seed)
        while not GAME.is_over(s) and len(seen) < 2:
            kinds = {a.kind for a in GAME.legal_actions(s)}
            if "play" in kinds and kinds - {"play"}:
                table = ui.table_for(s)
                status = table.status()[0]
                case = "god" if kinds - {"play", "ability"} else "ability"
                assert status.endswith("or first play a god card below" if case == "god" else "or use its ability below")
                assert table.panel.decision.title == "" and table.panel.decision.buttons
                seen.add(case)
            GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        if len(seen) == 2:
            break
    assert seen == {"god", "ability"}
