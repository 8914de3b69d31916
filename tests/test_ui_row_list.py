"""The shared scrolling list of Recent games and Examples: scroll, choose, open, keep the choice in sight."""

from __future__ import annotations

import pygame
from uitools import key_event, mouse_event

from tabletop.ui import theme
from tabletop.ui.row_list import RowList


def _list(count: int, opened: list[int]) -> tuple[RowList, theme.Scale, pygame.Surface]:
    rows = RowList(lambda: count, lambda: opened.append(rows.selected), 50, "Nothing here yet.", show_range=True)
    s = theme.Scale.for_size((1280, 720))
    rows.rect = pygame.Rect(20, 20, 400, s(50) * 4 + 5)  # four rows in sight
    surface = pygame.Surface((1280, 720))
    return rows, s, surface


def _painted(rows: RowList, s: theme.Scale, surface: pygame.Surface) -> list[int]:
    painted: list[int] = []
    rows.draw(surface, s, lambda _surface, _rect, index, _s: painted.append(index))
    return painted


def test_the_wheel_scrolls_within_the_list_and_page_down_keeps_the_choice_in_sight() -> None:
    opened: list[int] = []
    rows, s, surface = _list(10, opened)
    assert _painted(rows, s, surface) == [0, 1, 2, 3]
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20)
    assert rows.handle_event(wheel, s, 0.0)
    assert rows.first == 6  # no further than the last four rows
    rows.first = 0
    for _ in range(5):
        rows.handle_event(key_event(pygame.K_PAGEDOWN), s, 0.0)
    assert rows.selected == 5 and _painted(rows, s, surface) == [2, 3, 4, 5]
    for _ in range(20):
        rows.handle_event(key_event(pygame.K_PAGEUP), s, 0.0)
    assert rows.selected == 0 and _painted(rows, s, surface) == [0, 1, 2, 3]


def test_a_click_chooses_a_row_and_a_second_click_soon_after_opens_it() -> None:
    opened: list[int] = []
    rows, s, surface = _list(6, opened)
    _painted(rows, s, surface)
    third = dict(rows.row_rects)[2].center
    assert rows.handle_event(mouse_event(pygame.MOUSEBUTTONUP, third), s, 1.0)
    assert rows.selected == 2 and opened == []
    rows.handle_event(mouse_event(pygame.MOUSEBUTTONUP, third), s, 2.0)  # too late for a double click
    assert opened == []
    rows.handle_event(mouse_event(pygame.MOUSEBUTTONUP, third), s, 2.2)
    assert opened == [2]
    assert not rows.handle_event(mouse_event(pygame.MOUSEBUTTONUP, (900, 600)), s, 3.0)  # outside the rows


def test_an_empty_list_paints_no_row_and_a_shrunk_one_keeps_its_choice_inside() -> None:
    rows, s, surface = _list(0, [])
    assert _painted(rows, s, surface) == [] and rows.row_rects == []
    count = [8]
    shrinking = RowList(lambda: count[0], lambda: None, 50, "Nothing here yet.")
    shrinking.selected = shrinking.first = 7
    count[0] = 3
    shrinking.clamp()
    assert (shrinking.selected, shrinking.first) == (2, 2)
