"""The Mathenyism table, headless: the layout at 2-6 seats from 1280x720 to 2560x1440, cards played by
drag and by click, a refusal in the rules' words, a combat (target, attackers, blocks, a merge after its
confirmation), a trade offered and answered, the curtain's words, the preview kept off the controls,
every legal action reachable with the mouse, and a game played to the end through the app by two
people (the curtain passed) and a bot."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from uitools import AppSession, TableDriver, drag_in_app, pixels_near

from tabletop.core.protocol import Action, events_for
from tabletop.games.mathenyism import art, labels
from tabletop.games.mathenyism.cards import CARDS, NAME, STRENGTH, TYPE, UNIT
from tabletop.games.mathenyism.drawing import (
    alliance_links,
    blocker_cards,
    card_under,
    draw_link_letters,
    hand_strips,
    merged_strength,
    preview_place,
    seat_info,
    stage_card,
)
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.scene import TABLE, MathTable
from tabletop.games.mathenyism.state import (
    ACT,
    ANSWER,
    ATTACK,
    DEFEND,
    MUSTER,
    NO_CARD,
    REACT,
    SHOW,
    MathState,
)
from tabletop.ui import theme

from .positions import act, make
from .positions import find as card_named

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(16, 60, 952, 724)  # the table's rectangle in a 1280x800 window
SMALL = pygame.Rect(16, 60, 968, 644)  # in a 1280x720 window
LARGE = pygame.Rect(16, 60, 2248, 1364)  # in a 2560x1440 window
ui = TableDriver(TABLE, GAME, RECT)
table_for, click, drag = ui.table_for, ui.click, ui.drag


def new_state(players: int, seed: int) -> MathState:
    return GAME.new(GAME.default_config(players), seed)


def find(players: int, stop: Callable[[MathState], bool], seeds: range = range(40), limit: int = 600,
         choose: Callable[[MathState, list[Action], random.Random], Action] | None = None) -> MathState:
    """A state of a seeded random game (moves by ``choose``, else at random) where ``stop`` holds."""
    for seed in seeds:
        s = new_state(players, seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if GAME.is_over(s):
                break
            if stop(s):
                return s
            legal = GAME.legal_actions(s)
            GAME.apply(s, choose(s, legal, rng) if choose is not None else rng.choice(legal))
    raise AssertionError("no such position")


def fighting(s: MathState, legal: list[Action], rng: random.Random) -> Action:
    """Random play that prefers units on the table and attacks."""
    for kind in ("unit", "target", "send", "charge"):
        moves = [a for a in legal if a.kind == kind]
        if moves and rng.random() < 0.85:
            return rng.choice(moves)
    return rng.choice([a for a in legal if a.kind not in ("call_off", "no_attack")] or legal)


def apply(table: MathTable, state: MathState, action: Action) -> None:
    """Play ``action`` and show the table the result as the host would (the same viewer)."""
    events = GAME.apply(state, action)
    viewer = table.viewer
    legal = GAME.legal_actions(state) if viewer is not None and GAME.to_act(state) == viewer else []
    table.set_view(GAME.view(state, viewer), viewer, legal)
    table.on_events(events_for(events, viewer))


def settle(table: MathTable, seconds: float = 4.0) -> None:
    for _ in range(round(seconds * 30)):
        table.update(1 / 30)


# --- the layout ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("rect", [SMALL, RECT, LARGE], ids=["1280x720", "1280x800", "2560x1440"])
def test_every_seat_has_its_places_inside_its_panel(players: int, rect: pygame.Rect) -> None:
    s = find(players, lambda q: q.turns >= 2 * players and any(q.units) and q.phase == ACT)
    for viewer in (s.active, None):
        table = table_for(s, viewer, rect)
        lay = table.layout()
        panels = [p.panel for p in lay.seats.values()]
        for a, b in itertools.combinations(panels + [lay.centre], 2):
            assert not a.colliderect(b)
        for place in lay.seats.values():
            inside = [*place.court, place.shown, place.followers, place.progress, *place.hand.values()]
            inside += [r for unit in place.units.values() for r in unit.cards]
            inside += [place.pile] if place.pile is not None else []
            for r in inside:
                assert place.panel.contains(r), (players, place.seat, r, place.panel)
            assert len(place.units) == len(s.units[place.seat])
            assert (len(place.hand) == len(s.hands[place.seat])) == (viewer == place.seat)
            assert min(r.h for r in [*place.court, place.shown]) >= 24  # a card, not a speck
        assert lay.panel is not None and lay.centre.contains(lay.panel.rect) and lay.centre.contains(lay.deck)
        for control in lay.panel.controls():
            assert rect.contains(control)


def test_a_long_hand_takes_the_room_the_rest_of_the_band_leaves_and_shows_most_of_each_card() -> None:
    s = find(3, lambda q: q.phase == ACT and len(q.hands[q.active]) >= 7 and not q.units[q.active])
    lay = table_for(s, s.active, SMALL).layout()
    home = lay.seats[s.active]
    hand = sorted(home.hand.values(), key=lambda r: r.x)
    steps = [b.x - a.x for a, b in itertools.pairwise(hand)]
    assert min(steps) >= 0.65 * hand[0].w  # most of each name readable, not three letters of it
    assert hand[-1].right < min(r.x for r in [*home.court, home.shown])  # beside the rest, not under it
    assert home.shown.h >= hand[0].h * 0.8  # and the rest of the band keeps its cards' size
    with_units = find(3, lambda q: q.phase == ACT and len(q.units[q.active]) >= 3, choose=fighting)
    crowded = table_for(with_units, with_units.active, SMALL).layout().seats[with_units.active]
    band = crowded.body
    spread = max(r.right for r in crowded.hand.values()) - band.x if crowded.hand else 0
    assert spread <= round(band.w * 0.5)  # many units on the table: the hand keeps only its share


def _ink(face: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """How many pixels of ``area`` of ``face`` are near ``colour`` (antialiased text included)."""
    return pixels_near(face, area, colour, within=50)


@pytest.mark.parametrize("name", ["Knights Templar", "The Supreme Chancellor"])
def test_a_covered_hand_card_shows_its_name_and_strength_in_the_part_left_uncovered(name: str) -> None:
    card = next(i for i, c in enumerate(CARDS) if c.design.name == name)
    size, strip = (84, 120), 48
    whole, covered = art.face(card, size), art.face(card, size, strip)
    band, foot = round(size[1] * 0.2), round(size[1] * 0.14)
    right = pygame.Rect(strip, band, size[0] - strip - 4, size[1] - band - foot)  # under the next card
    left = pygame.Rect(4, band, strip - 4, size[1] - band - foot)
    assert _ink(whole, right, theme.TEXT_DARK) > 0  # the name, centred, runs under the next card
    assert _ink(covered, right, theme.TEXT_DARK) == 0  # laid for the hand, all of it is in sight
    assert _ink(covered, left, theme.TEXT_DARK) > _ink(whole, left, theme.TEXT_DARK)
    symbol = pygame.Rect(0, 0, round(band * 0.9), band)  # the affiliation's symbol stays as it was
    assert all(whole.get_at(p) == covered.get_at(p) for p in itertools.product(range(symbol.w), range(symbol.h)))
    top = pygame.Rect(0, 0, strip, band)
    if CARDS[card].design.type == UNIT:  # the strength, drawn in the top-right corner, moves into sight
        assert _ink(whole, top, art.STRENGTH_FILL) == 0 < _ink(covered, top, art.STRENGTH_FILL)
    else:
        assert _ink(covered, top, art.STRENGTH_FILL) == 0
    assert art.PACK.name_of((card, strip)) == name  # a player's art pack shows its picture here too


def test_each_hand_card_but_the_last_is_drawn_for_the_strip_the_next_leaves() -> None:
    s = find(4, lambda q: q.phase == ACT and len(q.hands[q.active]) >= 8)
    hand = table_for(s, s.active, SMALL).layout().seats[s.active].hand
    cards = sorted(hand, key=lambda c: hand[c].x)
    strips = hand_strips(hand)
    assert set(strips) == set(cards[:-1])
    assert all(strips[a] == hand[b].x - hand[a].x < hand[a].w for a, b in itertools.pairwise(cards))
    apart = {1: pygame.Rect(0, 0, 80, 110), 2: pygame.Rect(90, 0, 80, 110)}
    assert hand_strips(apart) == {}  # cards side by side show whole


def test_a_combat_and_the_confirmation_fit_the_middle_at_six_seats() -> None:
    s = find(6, lambda q: q.phase == DEFEND, choose=fighting)
    table = table_for(s, None, SMALL)
    lay = table.layout()
    assert lay.combat is not None and lay.centre.contains(lay.combat.rect)
    for a, place in lay.combat.attackers.items():
        assert lay.combat.rect.contains(place.rect) and lay.combat.rect.contains(lay.combat.blocks[a])
        assert not place.rect.colliderect(lay.combat.blocks[a])
    assert lay.panel is not None and not lay.combat.rect.colliderect(lay.panel.rect)
    confirm = lay.combat.confirm  # over the panel's place, the units to merge in sight
    assert lay.panel.rect.contains(confirm) and not confirm.colliderect(lay.combat.rect)
    assert confirm.contains(lay.combat.yes) and confirm.contains(lay.combat.no)


def big_combat(players: int) -> MathState:
    """Player 2 attacks Player 1 with three units (one a super-unit), Player 1 blocks one with a merge of
    three units and one with one, and holds combat cards: Player 1 is asked for a reaction."""
    s = make(players, units=[["KGB", "Blogger", "Slaves", "Holy Warriors"], [("Stealth Bomber", "Riot Police"),
                                                                           "Grammar Nazi", "Zombie Horde"]],
             hands=[["Miracle", "Air Support", "Tax Audit"], ["Sermon"]], leaders=[[], ["The Generalissimo"]],
             followers=[6, 8], active=1)
    act(s, "end_actions")
    act(s, "target", 0)
    for name in ("Stealth Bomber", "Grammar Nazi", "Zombie Horde"):
        act(s, "send", card_named(s, name, 1))
    act(s, "charge")
    bomber, nazi = card_named(s, "Stealth Bomber", 1), card_named(s, "Grammar Nazi", 1)
    for name in ("KGB", "Blogger", "Slaves"):
        act(s, "block", bomber, card_named(s, name, 0))
    act(s, "block", nazi, card_named(s, "Holy Warriors", 0))
    act(s, "blocks_done")
    assert (s.phase, s.actor) == (REACT, 0)
    return s


@pytest.mark.parametrize("players", [4, 5, 6])
def test_a_combat_at_1280x720_is_rows_of_name_tiles_with_their_totals_clear_of_the_panel(players: int) -> None:
    s = big_combat(players)
    table = table_for(s, 0, SMALL)
    lay = table.layout()
    zone = lay.combat
    assert zone is not None and zone.compact and len(zone.tiles) == 3
    rows = sorted(zone.row(a) for a in zone.attackers)
    for row, below in itertools.pairwise(rows):
        assert not row.colliderect(below)
    for a, tile in zone.tiles.items():
        assert zone.rect.contains(tile) and zone.rect.contains(zone.blocks[a]) and tile.h >= 22
        assert all(tile.contains(r) and r.w >= 40 for r in zone.attackers[a].cards)  # each card's name has room
    assert lay.panel is not None and not zone.rect.colliderect(lay.panel.rect)
    for control in lay.panel.controls():
        assert not zone.rect.colliderect(control)
    merged = next(u for u in s.units[0] if len(u) == 3)
    bomber = card_named(s, "Stealth Bomber", 1)
    blocked = blocker_cards(zone, bomber, 3)
    assert [card_under(table, lay, r.center) for r in blocked] == [(c, r) for c, r in zip(merged, blocked)]


def test_a_combat_card_is_dragged_onto_the_unit_it_boosts_or_into_the_combat_it_cancels() -> None:
    s = big_combat(4)
    table = table_for(s, 0, SMALL)
    legal = GAME.legal_actions(s)
    boost = next(a for a in legal if a.kind == "react" and a.args[1] == card_named(s, "KGB", 0))
    cancel = next(a for a in legal if a.kind == "react" and a.args[1] is None)
    assert {b.action.kind for b in table.layout().panel.buttons} == {"react_pass"}  # type: ignore[union-attr]
    press, drop = table.aim(boost)
    assert drop is not None and table.unit_rect(card_named(s, "KGB", 0)).collidepoint(drop)  # type: ignore[union-attr]
    assert drag(table, press, drop, SMALL) == boost
    table = table_for(s, 0, SMALL)
    press, drop = table.aim(cancel)
    assert table.layout().combat.rect.collidepoint(drop)  # type: ignore[arg-type,union-attr]
    assert drag(table, press, drop, SMALL) == cancel
    audit = card_named(s, "Tax Audit", 0)  # not a combat card: it slides back with the rules' reason
    table = table_for(s, 0, SMALL)
    rect = table.card_rect(audit)
    assert rect is not None and drag(table, rect.center, drop, SMALL) is None
    assert table.refusal(table.natural(audit, ("combat",))) == \
        "Tax Audit is not a combat card: only cards played during combat or at any time, now"


def test_a_hovered_card_in_combat_is_previewed_beside_the_combat_not_over_it() -> None:
    s = big_combat(6)
    table = table_for(s, 0, SMALL)
    lay = table.layout()
    zone = lay.combat
    assert zone is not None
    clean = pygame.Surface((SMALL.right + 16, SMALL.bottom + 16))
    table.pointer = (-1, -1)
    table.draw(clean, SMALL)
    for card, place in lay.seats[0].hand.items():
        table.pointer = place.center
        hovered = pygame.Surface(clean.get_size())
        table.draw(hovered, SMALL)
        assert pygame.image.tobytes(hovered, "RGB") != pygame.image.tobytes(clean, "RGB")  # a preview is drawn
        for rect in [*zone.tiles.values(), *zone.blocks.values()]:
            for x, y in (rect.topleft, rect.center, (rect.right - 1, rect.bottom - 1)):
                assert hovered.get_at((x, y)) == clean.get_at((x, y)), (card, rect)


# --- the seats -----------------------------------------------------------------------------------------
def test_the_panels_show_cards_in_hand_followers_towards_ten_and_alliances() -> None:
    s = find(4, lambda q: len(set(q.bloc)) < 4 and q.phase == ACT)
    table = table_for(s, s.active)
    for q in range(4):
        info = seat_info(table, table.math, q)
        counts = {c.label: c.value for c in info.counts}
        assert counts == {"in hand": len(s.hands[q]), "followers": f"{len(s.followers[q])}/10"}
        allies = [p for p in range(4) if p != q and s.bloc[p] == s.bloc[q]]
        assert (info.team is not None) == bool(allies)
        if allies:
            assert info.team == seat_info(table, table.math, allies[0]).team and info.team_name.startswith("Alliance")
    assert seat_info(table, table.math, s.active).chips[0].label == "turn"


def test_an_alliances_letter_between_neighbours_lies_over_their_panels_edges() -> None:
    """At six seats and 130% the gap between two allied neighbours is narrower than the link's letter, which
    was drawn before the panels and so half hidden under them."""
    def linked(q: MathState) -> bool:
        if q.phase != ACT or len(set(q.bloc)) == 6:
            return False
        table = table_for(q, q.active, SMALL)
        return bool(alliance_links(table.layout(), table.math))

    theme.configure(ui_scale=1.3)
    try:
        s = find(6, linked)
        table = table_for(s, s.active, SMALL)
        surface = pygame.Surface((SMALL.right + 16, SMALL.bottom + 16))
        table.draw(surface, SMALL)
        assert alliance_links(table.layout(), table.math)
        again = surface.copy()
        lay = table.layout()
        draw_link_letters(again, lay, table.math, alliance_links(lay, table.math))  # nothing drawn since covers them
        assert again.get_view("2").raw == surface.get_view("2").raw
    finally:
        theme.configure()


def test_the_shown_card_is_seen_by_everybody_and_hands_only_by_their_owner() -> None:
    s = find(3, lambda q: q.phase == ACT and q.turns >= 3)
    shower = s.active
    for viewer in (0, 1, 2, None):
        table = table_for(s, viewer)
        lay = table.layout()
        place = lay.seats[shower]
        assert card_under(table, lay, place.shown.center) == (s.shown[shower], place.shown)
        for q, seat_place in lay.seats.items():
            assert bool(seat_place.hand) == (q == viewer)
            assert (seat_place.pile is None) == (q == viewer)


# --- playing cards ---------------------------------------------------------------------------------------
def test_a_card_dragged_to_its_place_plays_it_and_it_flies_there() -> None:
    s = find(4, lambda q: q.phase == ACT and any(a.kind == "unit" for a in GAME.legal_actions(q)))
    table = table_for(s)
    action = next(a for a in GAME.legal_actions(s) if a.kind == "unit")
    press, drop = table.aim(action)
    assert drop is not None and table.layout().seats[s.active].court_area.collidepoint(drop)

    def lights_up(t: MathTable) -> None:
        assert ("court", s.active) in t.drag.legal_targets()

    assert drag(table, press, drop, check=lights_up) == action
    apply(table, s, action)
    assert table.busy()
    settle(table)
    assert not table.busy() and table.unit_rect(int(action.args[0])) is not None


def test_a_card_put_in_the_followers_pile_and_an_aimed_card_dropped_on_its_target() -> None:
    s = find(4, lambda q: q.phase == ACT and any(a.kind == "action" and a.args[1] is not None
                                                  for a in GAME.legal_actions(q)))
    table = table_for(s)
    legal = GAME.legal_actions(s)
    for action in [next(a for a in legal if a.kind == "follower"),
                   next(a for a in legal if a.kind == "action" and a.args[1] is not None)]:
        press, drop = table.aim(action)
        assert drop is not None and drag(table, press, drop) == action


def test_a_card_that_may_not_go_there_slides_back_and_says_the_rules_reason() -> None:
    def used_unit(q: MathState) -> bool:
        return q.phase == ACT and any(labels.unit(c) not in GAME.legal_actions(q) for c in _units(q))
    s = find(4, used_unit)
    table = table_for(s)
    card = next(c for c in _units(s) if labels.unit(c) not in GAME.legal_actions(s))
    reason = GAME.why_not(GAME.view(s, s.active), labels.unit(card))
    assert reason
    press = table.card_rect(card)
    assert press is not None
    assert drag(table, press.center, table.target_rect(("court", s.active)).center) is None
    assert table.message == reason.rstrip(".") and table.busy()  # sliding back


def _units(s: MathState) -> set[int]:
    return {c for c in s.hands[s.active] if TYPE[c] == UNIT}


def test_the_two_cards_drawn_are_shown_in_the_middle_and_a_click_shows_one() -> None:
    s = new_state(3, 2)
    table = table_for(s)
    assert table.panel.decision.title.startswith("Show everyone")
    shown = table.layout().panel
    assert shown is not None and set(shown.shown) == set(s.drawn)
    action = labels.show(s.drawn[1])
    assert click(table, shown.shown[s.drawn[1]].center) == action


def test_while_a_player_chooses_what_to_show_the_middle_shows_none_of_last_turns_cards() -> None:
    s = find(2, lambda st: st.phase == SHOW and st.shown[st.active] != NO_CARD)
    assert stage_card(GAME.view(s, s.active)) == NO_CARD  # the two new cards are the only ones there
    chosen = s.drawn[0]
    GAME.apply(s, labels.show(chosen))
    assert s.phase != SHOW and stage_card(GAME.view(s, s.active)) == chosen


# --- combat --------------------------------------------------------------------------------------------------
def test_an_attack_by_clicks_a_player_then_the_units_then_attack() -> None:
    s = find(4, lambda q: q.phase == ATTACK, choose=fighting)
    table = table_for(s)
    target = next(a for a in GAME.legal_actions(s) if a.kind == "target")
    assert click(table, table.layout().seats[int(target.args[0])].panel.center) == target
    apply(table, s, target)
    assert s.phase == MUSTER
    send = next(a for a in GAME.legal_actions(s) if a.kind == "send")
    rect = table.unit_rect(int(send.args[0]))
    assert rect is not None and click(table, rect.center) == send
    apply(table, s, send)
    charge = next(a for a in GAME.legal_actions(s) if a.kind == "charge")
    assert table.layout().combat is not None and int(send.args[0]) in table.layout().combat.attackers
    press, drop = table.aim(charge)
    assert drop is None and click(table, press) == charge


def _two_free_blockers(q: MathState) -> bool:
    if q.phase != DEFEND or q.combat is None or q.combat.blocks:
        return False
    blocks = [a for a in GAME.legal_actions(q) if a.kind == "block"]
    return any(len({b.args[1] for b in blocks if b.args[0] == a.args[0]}) >= 2 for a in blocks)


def test_the_defender_drags_a_blocker_then_merges_a_second_unit_after_confirming() -> None:
    s = find(4, _two_free_blockers, choose=fighting, seeds=range(80))
    table = table_for(s)
    first = next(a for a in GAME.legal_actions(s) if a.kind == "block")
    attacker = int(first.args[0])
    press, drop = table.aim(first)
    assert drop is not None and table.layout().combat is not None
    assert table.layout().combat.row(attacker).collidepoint(drop)  # the attacker's row: it and its empty place
    assert drag(table, press, drop) == first
    apply(table, s, first)
    second = next(a for a in GAME.legal_actions(s) if a.kind == "block" and a.args[0] == attacker)
    press, drop = table.aim(second)
    assert drop is not None and table.layout().combat.blocks[attacker].collidepoint(drop)  # onto the blocker
    assert drag(table, press, drop) is None  # asked first
    assert table.merge == second and table.status()[0].startswith("Merge")
    waiting = table.shown_blocks()[attacker]  # the unit waits with the blocker, not sliding home
    assert waiting == (first.args[1], second.args[1]) and not table.drag.snaps
    cards = [c for u in waiting for c in table.unit_cards(int(u))]  # type: ignore[arg-type]
    bonus = table.unit_strength(int(first.args[1])) - sum(STRENGTH[c] for c in table.unit_cards(int(first.args[1])))  # type: ignore[arg-type]
    assert merged_strength(table, waiting) == sum(STRENGTH[c] for c in cards) + bonus  # type: ignore[arg-type]
    surface = pygame.Surface((RECT.right + 16, RECT.bottom + 16))
    table.draw(surface, RECT)
    assert click(table, table.layout().combat.no.center) is None and table.merge is None  # kept apart
    assert drag(table, press, drop) is None
    yes, nothing = table.aim(second)
    assert nothing is None and click(table, yes) == second
    apply(table, s, second)
    apply(table, s, labels.BLOCKS_DONE)
    assert any(len(u) >= 2 for u in s.units[table.home()])  # merged into one super-unit, for good


def test_reactions_are_offered_only_when_legal() -> None:
    s = find(4, lambda q: q.phase == DEFEND, choose=fighting)
    table = table_for(s)
    kinds = {b.action.kind for b in table.layout().panel.buttons}  # type: ignore[union-attr]
    assert "react" not in kinds and "blocks_done" in kinds


# --- trading -----------------------------------------------------------------------------------------------
def test_a_card_dropped_on_another_hand_offers_it_and_the_other_answers_by_clicking_a_card() -> None:
    s = find(3, lambda q: q.phase == ACT and any(a.kind == "offer" for a in GAME.legal_actions(q)))
    table = table_for(s)
    offer = next(a for a in GAME.legal_actions(s) if a.kind == "offer")
    card, to = int(offer.args[0]), int(offer.args[1])  # type: ignore[arg-type]
    press, drop = table.aim(offer)
    assert drop is not None and table.layout().seats[to].pile is not None
    assert table.layout().seats[to].pile.collidepoint(drop)  # type: ignore[union-attr]
    assert drag(table, press, drop) == offer
    apply(table, s, offer)
    assert s.phase == ANSWER
    answering = table_for(s, to)
    assert answering.panel.decision.title == f"Player {s.active + 1} offers you {NAME[card]} for a card of yours"
    back = labels.swap_back(s.hands[to][0])
    rect = answering.card_rect(s.hands[to][0])
    assert rect is not None and click(answering, rect.center) == back
    refuse = answering.aim(labels.REFUSE)
    assert refuse[1] is None and click(answering, refuse[0]) == labels.REFUSE
    onlooker = table_for(s, None)
    assert onlooker.curtain_context(to) == [f"Player {s.active + 1} offers Player {to + 1} a card for one of theirs",
                                            f"Player {to + 1} accepts or refuses, in private"]
    third = next(q for q in range(3) if q not in (s.active, to))
    assert NAME[card] not in " ".join([table_for(s, third).panel.decision.title, table_for(s, third).status()[0]])


# --- previews --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 6])
def test_a_hovered_card_is_previewed_large_and_never_over_a_control(players: int) -> None:
    s = find(players, lambda q: q.phase == ACT and q.turns >= 3)
    for rect in (SMALL, LARGE):
        table = table_for(s, s.active, rect)
        lay = table.layout()
        assert lay.panel is not None
        controls = lay.panel.controls()
        for card, place in lay.seats[s.active].hand.items():
            table.pointer = place.center
            before = pygame.Surface((rect.right + 16, rect.bottom + 16))
            table.draw(before, rect)
            under = card_under(table, lay, place.center)
            assert under is not None
            for control in controls:  # the controls look the same with and without the preview
                clean = pygame.Surface(before.get_size())
                table.pointer = (-1, -1)
                table.draw(clean, rect)
                for x, y in ((control.x + 2, control.y + 2), control.center, (control.right - 3, control.bottom - 3)):
                    assert before.get_at((x, y)) == clean.get_at((x, y)), (card, control)
                table.pointer = place.center
            break


@pytest.mark.parametrize("players", [2, 3, 6])
def test_a_hand_cards_preview_leaves_the_prompt_readable(players: int) -> None:
    s = find(players, lambda q: q.phase == ACT and q.turns >= 3 and len(q.hands[q.active]) >= 5)
    for rect in (SMALL, RECT):
        table = table_for(s, s.active, rect)
        lay = table.layout()
        assert lay.panel is not None
        for place in lay.seats[s.active].hand.values():
            table.pointer = place.center
            found = preview_place(table, lay)
            assert found is not None
            assert not found[1].colliderect(lay.panel.text), (players, rect, found[1], lay.panel.text)


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("rect", [SMALL, RECT, LARGE], ids=["1280x720", "1280x800", "2560x1440"])
def test_a_card_previewed_while_answering_a_trade_hides_none_of_the_other_cards_to_give_back(
        players: int, rect: pygame.Rect) -> None:
    s = find(players, lambda q: q.phase == ACT and any(a.kind == "offer" for a in GAME.legal_actions(q)))
    offer = next(a for a in GAME.legal_actions(s) if a.kind == "offer")
    GAME.apply(s, offer)
    to = int(offer.args[1])  # type: ignore[arg-type]
    table = table_for(s, to, rect)
    hand = {card: table.card_rect(card) for card in s.hands[to]}
    assert len(hand) >= 3
    clean = pygame.Surface((rect.right + 16, rect.bottom + 16))
    table.pointer = (-1, -1)
    table.draw(clean, rect)
    previewed = 0
    for card, place in hand.items():
        assert place is not None
        table.pointer = place.center
        hovered = pygame.Surface(clean.get_size())
        table.draw(hovered, rect)
        same = pygame.mask.from_threshold(hovered, (0, 0, 0), (1, 1, 1, 255), clean).count()
        previewed += hovered.get_width() * hovered.get_height() - same > place.w * place.h  # larger than the card
        for other, spot in hand.items():  # every other card to give back looks as it did
            assert spot is not None
            if other != card:
                assert hovered.get_at(spot.center) == clean.get_at(spot.center), (NAME[card], NAME[other])
    assert previewed or rect is LARGE  # cards large enough already show no preview


# --- every move by mouse -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_legal_action_is_reachable_with_the_mouse(players: int) -> None:
    s = new_state(players, 20 + players)
    rng = random.Random(players)
    seen: set[str] = set()
    for _ in range(160 if players < 6 else 110):
        if GAME.is_over(s):
            break
        legal = GAME.legal_actions(s)
        table = table_for(s)
        for action in rng.sample(legal, min(3, len(legal))):
            got = play_by_mouse(table, action)
            assert got == action, (action, got)
            seen.add(action.kind)
        GAME.apply(s, fighting(s, legal, rng))
    assert {"show", "end_actions"} <= seen


def play_by_mouse(table: MathTable, action: Action) -> Action | None:
    """Press and drop where ``aim`` says; again while that only turned the panel's page or asked to confirm."""
    for _ in range(2 + 2 * table.panel.pages):
        turning = on_another_page(table, action)
        press, drop = table.aim(action)
        got = click(table, press) if drop is None else drag(table, press, drop)
        if got is not None or (table.merge != action and not turning):
            return got
    return None


def on_another_page(table: MathTable, action: Action) -> bool:
    """Whether the panel's answers are paged and ``action`` has no button on the page shown."""
    panel = table.layout().panel
    return panel is not None and panel.more is not None and action not in [b.action for b in panel.buttons]


# --- a game through the app -----------------------------------------------------------------------------------
def test_two_people_and_a_bot_play_a_game_to_the_end_through_the_app(tmp_path: Any) -> None:
    session = AppSession(tmp_path, "mathenyism", ["human", "random", "human"], 4, (1280, 800), MathTable,
                         private=lambda table: table.viewer is None)
    session.app.settings.ai_pace = 0.0
    session.app.settings.animation_speed = 4.0
    match = session.match
    rng = random.Random(3)
    kinds: set[str] = set()
    merges = 0
    try:
        for table in session.turns(60000):
            action = person_choice([a for a in table.legal if not on_another_page(table, a)], rng)
            kinds.add(action.kind)
            if action.kind == "block" and table.blocks().get(int(action.args[0])):  # type: ignore[arg-type]
                press, drop = table.aim(action)
                assert drop is not None
                drag_in_app(press, drop)
                session.app.step(1 / 20)
                assert table.merge == action  # the confirmation is asked
                merges += 1
            session.play(table, action, rng, drag_share=0.7)
        assert session.at_result and match.is_over()
        session.check_people_played_as_intended()
        assert {"offer", "charge", "block", "show"} <= kinds, kinds
        assert merges >= 1  # a unit dropped onto a blocker, confirmed, merged
        assert session.stats["curtains"] >= 1 and session.stats["drags"] >= 1, session.stats
    finally:
        session.close()


def person_choice(legal: list[Action], rng: random.Random) -> Action:
    """A person who likes to fight, block, merge and trade."""
    for kind, chance in (("block", 0.9), ("offer", 0.3), ("swap_back", 0.7), ("unit", 0.8), ("target", 0.8),
                         ("send", 0.9), ("charge", 1.0), ("follower", 0.6)):
        moves = [a for a in legal if a.kind == kind]
        if moves and rng.random() < chance:
            return rng.choice(moves)
    return rng.choice([a for a in legal if a.kind not in ("call_off", "no_attack")] or legal)
