"""Stacks (ui.stack) and piles (ui.pile): geometry inside their areas, what is drawn, and where."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.pile import EDGES, draw_empty_slot, draw_pile, edge_step, top_card
from tabletop.ui.stack import RATIO, draw_stack, fit_stack, lay_stacks

FACE = (250, 250, 250)
BACK = (150, 20, 20)


@pytest.fixture(autouse=True, scope="module")
def _fonts() -> Iterator[None]:
    pygame.font.init()
    yield


def _solid(colour: tuple[int, int, int]):  # type: ignore[no-untyped-def]
    def image(size: tuple[int, int]) -> pygame.Surface:
        s = pygame.Surface(size)
        s.fill(colour)
        return s

    return image


def _top_edge(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int, int]]:
    return [tuple(surface.get_at((x, rect.y)))[:3] for x in range(rect.x, rect.right)]


@pytest.mark.parametrize("depth", [1, 2, 3, 5])
@pytest.mark.parametrize("area", [(0, 0, 100, 200), (10, 20, 300, 120), (5, 5, 37, 81)])
def test_a_stack_fits_its_area_with_every_card_showing(depth: int, area: tuple[int, int, int, int]) -> None:
    rect = pygame.Rect(area)
    place = fit_stack(rect, depth)
    assert rect.contains(place.bounds)
    assert place.top.y == rect.y and abs(place.top.centerx - rect.centerx) <= 1
    assert abs(place.top.w / place.top.h - RATIO) < 0.1 or place.top.w == rect.w
    if depth > 1:
        assert place.step >= 1 and place.card(depth - 1).bottom == place.bounds.bottom


@pytest.mark.parametrize("count", [1, 3, 5, 6, 10])
@pytest.mark.parametrize("size", [(600, 160), (240, 400), (900, 220), (173, 91)])
def test_stacks_are_laid_in_rows_inside_the_area_apart_and_in_order(count: int, size: tuple[int, int]) -> None:
    area = pygame.Rect(17, 9, *size)
    places = lay_stacks(area, count, 3)
    assert len(places) == count
    for place in places:
        assert area.contains(place.bounds), (place.bounds, area)
    for a, b in itertools.combinations(places, 2):
        assert not a.bounds.colliderect(b.bounds)
    keys = [(p.top.y, p.top.x) for p in places]
    assert keys == sorted(keys)  # left to right, then the next row
    assert len({p.top.size for p in places}) == 1


def test_stacks_use_rows_when_the_area_is_tall() -> None:
    wide = lay_stacks(pygame.Rect(0, 0, 1000, 150), 10, 3)
    tall = lay_stacks(pygame.Rect(0, 0, 250, 600), 10, 3)
    assert len({p.top.y for p in wide}) == 1
    assert len({p.top.y for p in tall}) > 1
    assert lay_stacks(pygame.Rect(0, 0, 250, 600), 0, 3) == []
    capped = lay_stacks(pygame.Rect(0, 0, 1000, 600), 2, 2, max_height=100)
    assert all(p.top.h <= 100 for p in capped)


def test_a_stack_shows_its_face_over_its_backs_and_its_count() -> None:
    surface = pygame.Surface((200, 300))
    place = fit_stack(pygame.Rect(20, 20, 120, 260), 3)
    draw_stack(surface, place, 3, _solid(BACK), 1.0, top=_solid(FACE))
    assert surface.get_at(place.top.center)[:3] == FACE
    under = place.card(2)
    assert surface.get_at((under.x + 6, under.bottom - 3))[:3] == BACK  # a back peeks out below
    brass = [surface.get_at((x, y))[:3] for x in range(under.centerx, under.right)
             for y in range(under.bottom - place.step, under.bottom)]
    assert theme.BRASS in brass  # the count badge's edge


def test_a_face_down_stack_a_lifted_top_and_an_empty_place() -> None:
    place = fit_stack(pygame.Rect(0, 0, 100, 200), 2)
    down = pygame.Surface((100, 200))
    draw_stack(down, place, 2, _solid(BACK), 1.0)
    assert down.get_at(place.top.center)[:3] == BACK
    lifted = pygame.Surface((100, 200))
    draw_stack(lifted, place, 2, _solid(BACK), 1.0, top=_solid(FACE), lifted=True)
    assert lifted.get_at((place.top.centerx, place.top.y + 3))[:3] != FACE  # the dragged card is not at home
    assert lifted.get_at(place.card(1).center)[:3] == BACK
    single = pygame.Surface((100, 200))
    draw_stack(single, place, 1, _solid(BACK), 1.0, top=_solid(FACE))
    assert theme.BRASS not in [single.get_at((x, y))[:3] for x in range(100) for y in range(200)]  # no count for one
    empty = pygame.Surface((100, 200))
    draw_stack(empty, place, 0, _solid(BACK), 1.0, label="")
    assert empty.get_at(place.top.center)[:3] == (0, 0, 0)
    assert theme.FELT_LIGHT in _top_edge(empty, place.top)  # the dashed outline


def test_a_pile_keeps_its_top_card_in_place_and_its_edges_inside() -> None:
    rect = pygame.Rect(30, 30, 90, 130)
    card = top_card(rect)
    assert rect.contains(card) and card.bottomright == rect.bottomright
    assert card.x - rect.x == edge_step(rect.size) * EDGES
    surface = pygame.Surface((200, 220))
    surface.fill(theme.FELT)
    draw_pile(surface, rect, 9, 1.0, back=_solid(BACK), label="Deck", caption=True)
    assert surface.get_at((card.x + 4, card.centery))[:3] == BACK
    assert surface.get_at((rect.x + 1, rect.y + 1))[:3] == BACK  # the deepest edge reaches the corner
    assert surface.get_at((rect.right + 3, rect.centery))[:3] == theme.FELT
    caption = [surface.get_at((x, y))[:3] for x in range(rect.x, rect.right) for y in range(rect.bottom, 220)]
    assert any(c != theme.FELT for c in caption)


def test_a_face_up_pile_keeps_the_middle_of_its_foot_clear_and_counts_on_its_corner() -> None:
    """The count's pill lay over the name in the middle of the foot of an open treasure pile's top card.
    With a caption under the pile, the caption says the count and the face has no pill; without one, the
    pill sits on the face's bottom-right corner, as on a stack, and the middle of the foot stays clear."""
    rect = pygame.Rect(10, 10, 80, 120)
    card = top_card(rect)
    middle = pygame.Rect(card.x + 4, card.bottom - 24, card.w // 2 - 4, 20)  # where a short name's letters lie
    corner = pygame.Rect(card.right - card.w // 4, card.bottom - 4, card.w // 4, 8)

    def colours(area: pygame.Rect, **kwargs: object) -> set[tuple[int, ...]]:
        surface = pygame.Surface((140, 180))
        draw_pile(surface, rect, 4, 1.0, top=_solid(FACE), back=_solid(BACK), label="Treasure", **kwargs)  # type: ignore[arg-type]
        return {tuple(surface.get_at((x, y))[:3]) for x in range(area.x, area.right) for y in range(area.y, area.bottom)}

    assert colours(middle, caption=True) == {FACE}
    assert colours(middle, caption=False) == {FACE}
    assert theme.WOOD_DARK in colours(corner, caption=False)
    assert theme.WOOD_DARK not in colours(corner, caption=True)


def test_a_piles_caption_keeps_inside_the_rectangle_it_is_given() -> None:
    """A treasure pile on a panel's right edge had its caption run over the panel's border."""
    rect = pygame.Rect(60, 10, 60, 90)
    within = pygame.Rect(0, 0, 124, 200)  # the border begins 4 px right of the pile
    surface = pygame.Surface((200, 200))
    surface.fill(theme.FELT)
    draw_pile(surface, rect, 12, 1.0, back=_solid(BACK), label="Treasure", caption=True, caption_within=within)
    row = range(rect.bottom + 1, rect.bottom + 24)
    inked = [x for x in range(200) if any(surface.get_at((x, y))[:3] != theme.FELT for y in row)]
    assert inked and max(inked) < within.right and min(inked) >= within.x


def test_a_pile_shows_its_top_face_and_an_empty_pile_its_place() -> None:
    rect = pygame.Rect(0, 0, 80, 120)
    surface = pygame.Surface((100, 140))
    draw_pile(surface, rect, 2, 1.0, top=_solid(FACE), back=_solid(BACK))
    assert surface.get_at(top_card(rect).center)[:3] == FACE
    empty = pygame.Surface((100, 140))
    draw_pile(empty, rect, 0, 1.0, back=_solid(BACK), label="Treasure")
    assert BACK not in [empty.get_at((x, y))[:3] for x in range(100) for y in range(140)]
    assert theme.FELT_LIGHT in _top_edge(empty, top_card(rect))
    lit = pygame.Surface((100, 140))
    draw_empty_slot(lit, rect, "", 1.0, highlight=theme.LEGAL)
    assert theme.LEGAL in _top_edge(lit, rect)
