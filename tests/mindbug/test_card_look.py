"""The Mindbug table's cards as a player sees them: text sizes at real window sizes (from the layout and
the sizes the drawing uses), cards that grow with the window, nothing drawn on a creature reaching its
neighbour, every creature's own art, and the New Servants badge explained at the table."""

from __future__ import annotations

import itertools
import statistics
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from tabletop.games.mindbug import art, emblems
from tabletop.games.mindbug.cards import CREATURES, NEW_SERVANTS
from tabletop.games.mindbug.rules import GAME, MindbugState
from tabletop.games.mindbug.scene import MindbugTable
from tabletop.ui.cards import font

from .positions import act, attack, find, make
from .test_table_ui import crowded, table_for

pytestmark = pytest.mark.usefixtures("pygame_display")

WITH_TEXT = [k for k, c in enumerate(CREATURES) if c.text]


def host_rect(tmp_path: Path, size: tuple[int, int]) -> pygame.Rect:
    """The rectangle the app's table screen gives the table in a window of ``size``."""
    from tabletop import app as app_module
    from tabletop.scenes.matches import new_match
    from tabletop.scenes.table import TableScene
    from tabletop.storage import Storage

    app = app_module.App(storage=Storage(tmp_path / "config", tmp_path / "data"), size=size)
    try:
        scene = TableScene(app, new_match("mindbug", ["human", "human"], seed=1), pace=False)
        scene._layout(size)
        return pygame.Rect(scene.table_rect)
    finally:
        app.close()


def card_sizes(table: MindbugTable) -> set[tuple[int, int]]:
    """The upright sizes of the cards in the play areas and the hand."""
    lay = table.layout()
    sizes = {lay.hand_card}
    for area in lay.areas.values():
        sizes |= {(r.w, r.h) if r.h >= r.w else (r.h, r.w) for r in area.slots.values()}
    return sizes


def least_sizes(table: MindbugTable) -> tuple[int, int, float]:
    """The smallest name size and rules-text size any creature would be drawn with on the table's cards,
    and the median rules-text size."""
    names, bodies = [], []
    for size in card_sizes(table):
        names += [art.text_sizes(k, size)[0] for k in range(len(CREATURES))]
        bodies += [art.text_sizes(k, size)[1] for k in WITH_TEXT]
    return min(names), min(bodies), statistics.median(bodies)


@pytest.mark.parametrize("window, players, in_play, name_px, body_px, median_px", [
    ((1600, 900), 2, [4, 4], 12, 12, 12),
    ((1600, 900), 4, [3, 3, 3, 3], 12, 12, 12),
    ((1280, 720), 2, [4, 4], 11, 11, 11),
    ((1280, 720), 4, [3, 3, 3, 3], 11, 11, 11),
    ((1280, 720), 4, [2, 3, 6, 5], 11, 11, 11),  # a crowded side column
])
def test_card_text_is_readable_at_common_window_sizes(tmp_path: Path, window: tuple[int, int], players: int,
                                                      in_play: list[int], name_px: int, body_px: int,
                                                      median_px: int) -> None:
    table = table_for(crowded(players, in_play), 0, rect=host_rect(tmp_path, window))
    name, body, median = least_sizes(table)
    assert name >= name_px and body >= body_px and median >= median_px, (window, players, name, body, median)


def test_cards_grow_with_the_window(tmp_path: Path) -> None:
    heights = []
    for window in ((1280, 720), (1600, 900), (2560, 1440)):
        table = table_for(crowded(2, [4, 4]), 0, rect=host_rect(tmp_path, window))
        heights.append(min(h for _, h in card_sizes(table)))
    assert heights[1] >= heights[0] * 1.2 and heights[2] >= heights[1] * 1.4, heights


def test_the_play_areas_take_most_of_the_height() -> None:
    rect = pygame.Rect(18, 67, 1231, 815)
    lay = table_for(crowded(2, [4, 4]), 0, rect=rect).layout()
    rows = sum(area.panel.h for area in lay.areas.values())
    assert rows + lay.hand_card[1] >= rect.h * 0.65
    assert lay.stage.h <= rect.h * 0.24


@pytest.mark.parametrize("players", [2, 4])
def test_the_card_on_the_stage_is_nearly_as_large_as_the_creatures(tmp_path: Path, players: int) -> None:
    """The card a question is about (an attacker to block, a card offered to a Mindbug) reads without hovering."""
    s = crowded(players, [3] * players)
    act(s, "attack", s.play[s.active][0])
    defender = GAME.to_act(s)
    assert defender is not None and defender != s.active
    table = table_for(s, defender, rect=host_rect(tmp_path, (1600, 900)))
    lay = table.layout()
    ((card, shown),) = lay.panel.shown.items()
    creature = min(min(r.h, r.w) if r.w > r.h else r.h for r in lay.areas[defender].slots.values())
    assert shown.h >= creature * 0.85 and shown.h >= 150, (shown, creature)
    assert min(art.text_sizes(s.t.kind[card], shown.size)) >= art.READABLE  # was 8 px on a 120 px card


def test_a_long_name_wraps_onto_two_lines_and_shrinks_only_to_its_floor() -> None:
    size = (135, 180)
    g = art.face_geometry(size)
    for k, creature in enumerate(CREATURES):
        n, lines = art.name_layout(k, size)
        assert 1 <= len(lines) <= 2 and n >= g.name_floor and "".join(lines).replace(" ", "") == creature.name.replace(" ", "")
    n, lines = art.name_layout(next(k for k, c in enumerate(CREATURES) if c.name == "Sharky Crab-Dog-Mummypus"), size)
    assert lines == ("Sharky Crab-", "Dog-Mummypus")


def test_a_long_name_on_a_small_card_takes_a_third_line_rather_than_being_squeezed_thin() -> None:
    size = (100, 136)  # a hand card at 1280x720
    g = art.face_geometry(size)
    sharky = next(k for k, c in enumerate(CREATURES) if c.name == "Sharky Crab-Dog-Mummypus")
    n, lines = art.name_layout(sharky, size)
    assert lines == ("Sharky", "Crab-Dog-", "Mummypus") and n >= art.READABLE
    assert all(font(n, "bold").size(line)[0] * art.NAME_SQUEEZE <= g.name.w for line in lines)
    parts = art.face_parts(sharky, CREATURES[sharky].keywords, size)
    assert parts.rules.y >= g.name.y + 3 * font(n, "bold").get_linesize()  # the words start under the third line
    rex = next(k for k, c in enumerate(CREATURES) if c.name == "Kangasaurus Rex")
    assert art.name_layout(rex, size)[1] == ("Kangasaurus", "Rex")  # squeezed a little, it keeps two lines


def exhausted_attack(players: int) -> MindbugState:
    """An exhausted Tough creature attacks among neighbours, and a creature that cannot block."""
    s = crowded(players, [5, 4] + [3, 3][: players - 2], exhausted=("Lone Yeti",))
    attack(s, "Lone Yeti")
    return s


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("rect", [pygame.Rect(14, 54, 986, 652), pygame.Rect(18, 67, 1231, 815)])
def test_no_card_or_mark_on_a_creature_reaches_another_card(players: int, rect: pygame.Rect) -> None:
    s = exhausted_attack(players)
    for viewer in range(players):
        table = table_for(s, viewer, rect=rect)
        lay = table.layout()
        slots = {c: r for area in lay.areas.values() for c, r in area.slots.items()}
        cards = list(slots.items()) + [(c, r) for c, r in lay.hand.items() if c not in slots]
        assert any(r.w > r.h for _, r in cards), "an exhausted creature lies sideways"
        for (a, ra), (b, rb) in itertools.combinations(cards, 2):
            assert not ra.colliderect(rb), (a, b)
        assert table._marks, "the attacker's sword is drawn"
        for card, mark in table._marks:
            assert slots[card].contains(mark), (card, mark, slots[card])


def upright_attack(players: int) -> MindbugState:
    """The first creature of a crowded table attacks (an Axolotl Healer, whose name fills its band)."""
    s = crowded(players, [5, 4] + [3, 3][: players - 2])
    GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "attack"))
    return s


def card_places(rect: pygame.Rect, upright: pygame.Rect, size: tuple[int, int], turned: bool) -> pygame.Rect:
    """``upright`` (a place on an upright card of ``size``) on the table, on a card lying at ``rect``."""
    return (art.upright_to_turned(upright, size) if turned else upright).move(rect.topleft)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("rect", [pygame.Rect(14, 54, 986, 652), pygame.Rect(18, 67, 1231, 815)])
@pytest.mark.parametrize("position", [upright_attack, exhausted_attack])
def test_the_attackers_sword_hides_neither_its_name_nor_its_power(players: int, rect: pygame.Rect,
                                                                 position: Callable[[int], MindbugState]) -> None:
    """On the card in its seat the sword lay over the end of the attacker's name (over its power when
    the card lay sideways); the same card in the middle showed whole."""
    s = position(players)
    for viewer in range(players):
        table = table_for(s, viewer, rect=rect)
        view = GAME.view(s, viewer)
        attacker = view.decision[2]
        slot = next(area.slots[attacker] for area in table.layout().areas.values() if attacker in area.slots)
        turned = slot.w > slot.h
        size = (slot.h, slot.w) if turned else slot.size
        sword = next(mark for card, mark in table._marks if card == attacker)
        covered = [*art.name_lines(view.kind[attacker], size), art.face_geometry(size).medal]
        for part in covered:
            assert not sword.colliderect(card_places(slot, part, size, turned)), (sword, part, slot)
        assert slot.contains(sword) and sword.w >= 12


def test_every_creature_has_art_of_its_own() -> None:
    """Each emblem, shrunk to 15x10 pixels, differs clearly from every other's (shapes and colours)."""
    small = {k: pygame.transform.smoothscale(emblems.emblem(k, (120, 80)), (15, 10)) for k in range(len(CREATURES))}
    pixels = {k: [s.get_at((x, y))[:3] for y in range(10) for x in range(15)] for k, s in small.items()}
    for a, b in itertools.combinations(range(len(CREATURES)), 2):
        diff = sum(abs(p - q) for pa, pb in zip(pixels[a], pixels[b]) for p, q in zip(pa, pb)) / (150 * 3)
        assert diff > 12, (CREATURES[a].name, CREATURES[b].name, diff)
    assert set(emblems.RECIPES) == {c.key for c in CREATURES}


def test_the_art_is_drawn_per_size_and_cached() -> None:
    first = emblems.emblem(0, (90, 60))
    assert emblems.emblem(0, (90, 60)) is first and emblems.emblem(0, (120, 80)).get_size() == (120, 80)


def test_the_new_servants_badge_is_explained_when_the_card_is_hovered() -> None:
    s = make(4, hands=[["Luchataur"], [], [], []], play=[["Bugserker"], ["Hyenix"], [], []])
    table = table_for(s, 0, rect=pygame.Rect(18, 67, 1231, 815))
    bugserker = find(s, "Bugserker", 0)
    assert CREATURES[GAME.view(s, 0).kind[bugserker]].set == NEW_SERVANTS
    table._point(table.creature_rect(bugserker).center)
    table.update(1.0)
    surface = pygame.Surface((1300, 900))
    table.draw(surface, pygame.Rect(18, 67, 1231, 815))
    assert table.preview_at is not None
    from tabletop.games.mindbug.drawing import _notes

    heads = [head for head, _ in _notes(table, table.view, bugserker, table._keywords(bugserker))]
    assert art.SET_BADGE in heads
    luchataur = find(s, "Luchataur", 0, "hand")
    assert art.SET_BADGE not in [head for head, _ in _notes(table, table.view, luchataur, 0)]
