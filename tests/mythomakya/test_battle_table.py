"""The Mythomakya table with Battle of the Gods: it draws every decision of the variant, and every
legal action (payments, god cards, answers, abilities) is reachable with the mouse."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from uitools import AppSession, TableDriver, click_in_app

from tabletop.core.protocol import Action, GameConfig, events_for
from tabletop.games.mythomakya.card_preview import myth_preview
from tabletop.games.mythomakya.cards import BATTLE
from tabletop.games.mythomakya.drawing import table_controls
from tabletop.games.mythomakya.layout import treasure_card
from tabletop.games.mythomakya.rules import GAME
from tabletop.games.mythomakya.scene import TABLE, MythTable
from tabletop.games.mythomakya.state import PLAY, MythState
from tabletop.ui import theme

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(16, 60, 952, 724)
ui = TableDriver(TABLE, GAME, RECT)


def new_state(players: int, seed: int) -> MythState:
    config = GAME.default_config(players)
    return GAME.new(GameConfig(players=players, teams=config.teams, options={"variant": BATTLE}), seed)


def reach(table: MythTable, action: Action) -> Action | None:
    """Play ``action`` with the mouse, turning the decision panel's pages until its button shows."""
    for _ in range(40):
        try:
            press, drop = table.aim(action)
        except KeyError:
            panel = table.layout().panel
            assert panel is not None and panel.more is not None, f"no place plays {action}"
            assert ui.click(table, panel.more.center) is None
            continue
        if drop is None:
            played = ui.click(table, press)
            if played is not None or action.kind != "pay":
                return played
            continue  # a payment's cards are chosen a click at a time, then paid
        played = ui.drag(table, press, drop)
        if played is not None or action.kind != "order":
            return played
        # Aeolus's order is made a drag at a time, then confirmed
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


def _aimable(table: MythTable, action: Action) -> bool:
    try:
        table.aim(action)
    except KeyError:
        return False
    return True


def test_two_people_and_two_bots_play_a_battle_game_through_the_app(tmp_path: Any) -> None:
    """Mouse events only, the curtain passed between the two people (their god cards are private);
    they pay, play god cards and use abilities."""
    session = AppSession(tmp_path, "mythomakya", ["human", "random", "human", "random"], 6, (1280, 800), MythTable,
                         private=lambda table: table.viewer is None and table.myth.hand == (),
                         options={"variant": BATTLE})
    session.app.settings.animation_speed = 4.0
    match = session.match
    rng = random.Random(3)
    kinds: set[str] = set()
    try:
        for table in session.turns(60000, stop=lambda: match.is_over()):
            legal = [a for a in table.legal if _aimable(table, a)]
            if not legal:  # the answer is on another page of the decision panel
                panel = table.layout().panel
                assert panel is not None and panel.more is not None
                click_in_app(panel.more.center)
                continue
            wanted = [a for a in legal if a.kind in ("god", "ability")]
            action = rng.choice(wanted if wanted and rng.random() < 0.5 else legal)
            multi = table.panel.decision.multi
            if action.kind == "pay" and multi is not None and multi.action() is not None:
                action = multi.action()  # pay what the table proposes: the cheapest fit, chosen already
            if action.kind == "order":  # Aeolus's order is made by drags, then confirmed: confirm it as it lies
                action = next(a for a in legal if list(a.args) == table.ordering.order)
            kinds.add(action.kind)
            # cards are dragged: a click on a card plays it at once, and a second click on the middle
            # would land on the next decision's buttons there
            session.play(table, action, rng, drag_share=1.0)
        assert match.is_over()
        session.check_people_played_as_intended()
        assert {"play", "pay", "done"} <= kinds and kinds & {"god", "ability"}, kinds
        assert session.stats["curtains"] >= 1
    finally:
        session.close()


def _face_up_cards(lay: Any) -> list[pygame.Rect]:
    """Where a card may lie face up on the table: every stack's top card and every treasure pile's."""
    return [g.top for place in lay.seats.values() for g in place.stacks] + \
        [treasure_card(place) for place in lay.seats.values()]


@pytest.mark.parametrize("seed", [4, 11, 12])
def test_a_card_previewed_while_paying_never_covers_the_cards_to_pay_with(seed: int) -> None:
    """At 1280x720 and 130% a card hovered on another seat's stack was shown large over the treasure cards
    of the payment, the very things to click next."""
    rect = pygame.Rect(14, 70, 986, 636)  # the table in a 1280x720 window at 130%
    theme.configure(ui_scale=1.3)
    try:
        s = new_state(4, seed)
        rng = random.Random(seed)
        payments = 0
        while not GAME.is_over(s) and payments < 6:
            legal = GAME.legal_actions(s)
            if any(a.kind == "pay" for a in legal):
                table = ui.table_for(s, rect=rect)
                lay = table.layout()
                chips = list((lay.payment or {}).values())
                payments += bool(chips)
                for card in _face_up_cards(lay) if chips else []:
                    for pos in (card.center, (card.x + 3, card.y + 3), (card.right - 3, card.bottom - 3)):
                        table.pointer = pos
                        shown = myth_preview(table, lay, table_controls(table, lay), True, [lay.panel.text])
                        if shown is not None:
                            assert shown[1].collidelist(chips) < 0, (pos, shown[1])
            GAME.apply(s, rng.choice(legal))
        assert payments
    finally:
        theme.configure()


@pytest.mark.parametrize("players", [3, 5, 6])
def test_a_decision_under_the_round_leaves_its_cards_readable(players: int) -> None:
    """At 130% in a 1280x720 window (and at 1600x900) the round's cards shrank to 23-39 px whenever a
    decision took the lower part of the middle (an ability to use, a god card to play): they now take
    the banner's line, and stay at least 40 design units tall."""
    theme.configure(ui_scale=1.3)
    try:
        for rect in (pygame.Rect(14, 70, 986, 636), pygame.Rect(18, 78, 1242, 810)):  # 1280x720, 1600x900
            s = new_state(players, 3)
            rng = random.Random(players)
            squeezed = 0
            while not GAME.is_over(s) and squeezed < 5:
                if s.phase == PLAY and GAME.to_act(s) == 0:
                    table = ui.table_for(s, seat=0, rect=rect)
                    lay = table.layout()
                    if lay.round_cards.h < lay.trick.h:  # a decision has the lower part
                        squeezed += 1
                        card = table.trick.lay_out(lay.round_cards, lay.unit).slots[0]
                        assert card.h >= 40 * lay.unit, (rect.size, card, lay.unit)
                GAME.apply(s, rng.choice(GAME.legal_actions(s)))
            assert squeezed, "some decision shared the middle with the round"
    finally:
        theme.configure()


def _watch(table: MythTable, s: MythState, action: Action) -> list[str]:
    """Play ``action`` and show the table the result as the host would (the same viewer): the events' kinds."""
    events = GAME.apply(s, action)
    viewer = table.viewer
    legal = GAME.legal_actions(s) if viewer is not None and GAME.to_act(s) == viewer else []
    table.set_view(GAME.view(s, viewer), viewer, legal)
    table.on_events(events_for(events, viewer))
    return [e.kind for e in events]


def _settle(table: MythTable) -> None:
    for _ in range(180):
        table.update(1 / 30)


@pytest.mark.parametrize("seed", [3, 7, 21])
def test_a_round_a_titan_discards_leaves_the_middle_and_the_next_round_starts_empty(seed: int) -> None:
    """A round discarded by a titan's ability stayed in the middle: its cards stood in the next round beside the
    new ones, as if played in it, and its "led" tag stayed over the decision panel before the lead. And before
    any lead the empty round's places kept the last round's order (or the caller's), not the next leader's."""
    rng = random.Random(seed)
    for game in range(12):
        s = new_state(4, seed * 100 + game)
        table = ui.table_for(s, 0)
        discarded = False
        while not GAME.is_over(s):
            kinds = _watch(table, s, rng.choice(GAME.legal_actions(s)))
            _settle(table)
            discarded = discarded or "round_discarded" in kinds
            assert table.trick.trick.played == dict(s.trick), kinds
            if s.trick == [] and s.phase == PLAY and s.leader >= 0:
                assert table.trick.trick.order[0] == s.leader, kinds  # the empty round's places from its leader
        if discarded:
            return
    pytest.fail("no round was discarded")


def test_last_round_is_not_offered_while_the_decision_has_the_middle() -> None:
    """Clicked during a god-card decision before the lead (or a payment), "Last round" laid the last round's
    cards over the decision's question, which could no longer be read, and under its buttons."""
    rng = random.Random(2)
    s = new_state(4, 40)
    found = 0
    while not GAME.is_over(s) and found < 3:
        legal = GAME.legal_actions(s)
        if GAME.to_act(s) is not None and s.rounds:
            table = ui.table_for(s)
            lay = table.layout()
            if (table.myth.frames and not table.myth.trick) or lay.payment:  # the question has the middle
                found += 1
                assert table.trick.last is not None
                assert ui.click(table, lay.last.center) is None
                assert not table.trick.showing_last
        GAME.apply(s, rng.choice(legal))
    assert found
