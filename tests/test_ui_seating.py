"""The seat ring (ui.seating): 2–6 seats around the viewer, inside the table, apart, with a free centre."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.ui.seating import seat_ring, table_unit

SIZES = [(1280, 720), (1600, 900), (2560, 1440), (960, 600), (1001, 777), (800, 1000), (1333, 457)]


@pytest.mark.parametrize("home_between", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_areas_are_inside_apart_and_leave_a_centre(size: tuple[int, int], players: int, home_between: bool) -> None:
    rect = pygame.Rect(13, 7, *size)
    for home in [*range(players), None]:
        ring = seat_ring(rect, players, home, home_between=home_between)
        assert sorted(ring.areas) == list(range(players))
        rects = [a.rect for a in ring.areas.values()] + [ring.centre]
        for r in rects:
            assert r.w > 0 and r.h > 0
            assert rect.contains(r), (r, rect)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (a, b)
        assert ring.centre.w >= rect.w * 0.3 and ring.centre.h >= rect.h * 0.2


def test_the_viewer_sits_at_the_bottom_and_the_others_go_clockwise_in_turn_order() -> None:
    rect = pygame.Rect(0, 0, 1280, 720)
    ring = seat_ring(rect, 6, home=2)
    assert ring.order == (2, 3, 4, 5, 0, 1)
    assert ring[2].side == "bottom" and ring[2].rect.bottom == max(a.rect.bottom for a in ring.areas.values())
    assert [ring.side_of(s) for s in ring.order] == ["bottom", "left", "left", "top", "right", "right"]
    # up the left side, then down the right side
    assert ring[3].rect.y > ring[4].rect.y and ring[0].rect.y < ring[1].rect.y
    # the next seat after the viewer is on their left
    assert ring[3].rect.centerx < ring[2].rect.centerx < ring[0].rect.centerx


@pytest.mark.parametrize(
    ("players", "sides"),
    [
        (2, ["bottom", "top"]),
        (3, ["bottom", "top", "top"]),
        (4, ["bottom", "left", "top", "right"]),
        (5, ["bottom", "left", "top", "top", "right"]),
        (6, ["bottom", "left", "left", "top", "right", "right"]),
    ],
)
def test_the_seats_follow_the_table_edge(players: int, sides: list[str]) -> None:
    ring = seat_ring((0, 0, 1600, 900), players, 0)
    assert [ring.side_of(s) for s in range(players)] == sides
    tops = [ring[s].rect for s in range(players) if ring.side_of(s) == "top"]
    assert [r.x for r in tops] == sorted(r.x for r in tops)  # left to right along the top


def test_a_spectator_sees_the_table_from_the_first_seat_in_turn_order() -> None:
    ring = seat_ring((0, 0, 1280, 720), 4, None, order=[2, 3, 0, 1])
    assert ring.home == 2 and ring.order == (2, 3, 0, 1)
    assert ring.side_of(3) == "left" and ring.side_of(0) == "top" and ring.side_of(1) == "right"


def test_the_layout_scales_with_the_rectangle() -> None:
    small = seat_ring((0, 0, 1280, 720), 5, 1)
    large = seat_ring((0, 0, 2560, 1440), 5, 1)
    for seat in range(5):
        a, b = small[seat].rect, large[seat].rect
        assert abs(b.w - 2 * a.w) <= 4 and abs(b.h - 2 * a.h) <= 4
        assert abs(b.x - 2 * a.x) <= 4 and abs(b.y - 2 * a.y) <= 4
    assert large.unit == pytest.approx(2 * small.unit)
    assert table_unit((0, 0, 960, 720)) == 1.0 and table_unit((0, 0, 300, 200)) == 0.5


def test_shares_change_the_proportions() -> None:
    ring = seat_ring((0, 0, 1280, 720), 4, 0, home_share=0.4, side_share=0.3, gap=0)
    assert ring[0].rect.h == round(720 * 0.4)
    assert ring[1].rect.w == round(1280 * 0.3)
    assert ring.gap == 0 and ring.centre.right == ring[3].rect.x


def test_a_bad_order_or_home_is_refused() -> None:
    with pytest.raises(ValueError):
        seat_ring((0, 0, 1280, 720), 7, 0)
    with pytest.raises(ValueError):
        seat_ring((0, 0, 1280, 720), 3, 0, order=[0, 1, 1])
    with pytest.raises(ValueError):
        seat_ring((0, 0, 1280, 720), 3, 5)


def test_with_the_home_band_between_them_the_side_columns_run_to_the_bottom() -> None:
    rect = pygame.Rect(0, 0, 1280, 720)
    plain, between = seat_ring(rect, 6, 0), seat_ring(rect, 6, 0, home_between=True)
    for seat in (1, 2, 4, 5):  # the side seats, two to a column, are taller
        assert between[seat].rect.h > plain[seat].rect.h * 1.3 and between[seat].rect.w == plain[seat].rect.w
    assert between[1].rect.bottom == between[0].rect.bottom  # level with the home band, beside it
    assert between[0].rect.left > between[1].rect.right and between[0].rect.right < between[5].rect.left
    assert between.centre == plain.centre and between[3].rect == plain[3].rect  # the middle keeps its room
