"""The seat panel (ui.seat_panel): header parts, the turn glow, team badges, the free body, the cache."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from uitools import pixels_near

from tabletop.ui import seat_panel, theme
from tabletop.ui.seat_panel import (
    Chip,
    Count,
    SeatInfo,
    draw_seat_panel,
    header_height,
    team_colour,
    team_letter,
)
from tests.ui_sample import render_sample


@pytest.fixture(autouse=True, scope="module")
def _fonts() -> Iterator[None]:
    pygame.font.init()
    yield


def _colour_in(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int]) -> bool:
    return pixels_near(surface, area, colour) > 0


def test_the_body_lies_under_the_header_inside_the_panel() -> None:
    surface = pygame.Surface((600, 400))
    rect = pygame.Rect(50, 40, 300, 200)
    plain = SeatInfo(0, "Ada")
    full = SeatInfo(0, "Ada", subtitle="Dwarves", chips=(Chip("caller"),), counts=(Count(3, "cards"),))
    assert header_height(full, 1.0) > header_height(plain, 1.0)
    for info in (plain, full):
        body = draw_seat_panel(surface, rect, info, 1.0)
        assert rect.contains(body)
        assert body.y == rect.y + header_height(info, 1.0) and body.h > 0
    tiny = draw_seat_panel(surface, pygame.Rect(0, 0, 80, 20), full, 1.0)
    assert tiny.h == 0 and tiny.w >= 0  # no room for a body: an empty one, never a negative one


def test_the_seat_to_act_glows_brass_and_the_others_do_not() -> None:
    rect = pygame.Rect(40, 40, 240, 120)
    above = pygame.Rect(rect.x + 20, rect.y - 5, rect.w - 40, 4)  # where the glow spreads
    for turn in (True, False):
        surface = pygame.Surface((320, 200))
        surface.fill(theme.FELT)
        draw_seat_panel(surface, rect, SeatInfo(2, "Chiara", turn=turn), 1.0)
        border = [surface.get_at((x, rect.y + 1))[:3] for x in range(rect.x + 20, rect.right - 20)]
        assert (theme.BRASS in border) == turn
        glowing = any(surface.get_at((x, y))[:3] != theme.FELT for x in range(above.x, above.right)
                      for y in range(above.y, above.bottom))
        assert glowing == turn


def test_a_team_shows_its_colour_with_its_letter_and_the_seat_its_symbol() -> None:
    rect = pygame.Rect(0, 0, 320, 90)
    surface = pygame.Surface(rect.size)
    draw_seat_panel(surface, rect, SeatInfo(1, "Bruno", team=1, team_name="Team B"), 1.0)
    assert team_letter(0) == "A" and team_letter(4) == "E"
    assert _colour_in(surface, pygame.Rect(0, 0, 320, 40), team_colour(1))
    assert _colour_in(surface, pygame.Rect(0, 0, 40, 40), theme.seat_style(1).color)
    without = pygame.Surface(rect.size)
    draw_seat_panel(without, rect, SeatInfo(1, "Bruno"), 1.0)
    assert not _colour_in(without, pygame.Rect(0, 0, 320, 40), team_colour(1))


def test_a_game_may_draw_its_own_marker() -> None:
    seen: list[pygame.Rect] = []

    def marker(s: pygame.Surface, box: pygame.Rect) -> None:
        seen.append(box.copy())
        s.fill((1, 2, 3), box)

    surface = pygame.Surface((300, 100))
    draw_seat_panel(surface, pygame.Rect(10, 10, 280, 80), SeatInfo(0, "Ada"), 1.0, marker=marker)
    assert len(seen) == 1 and seen[0].w == seen[0].h
    assert _colour_in(surface, pygame.Rect(10, 10, 60, 40), (1, 2, 3))


def test_chips_and_counts_are_drawn_in_their_tones() -> None:
    rect = pygame.Rect(0, 0, 360, 90)
    surface = pygame.Surface(rect.size)
    info = SeatInfo(0, "Ada", chips=(Chip("caller"), Chip("out", "bad")), counts=(Count(7, "cards"),))
    draw_seat_panel(surface, rect, info, 1.0)
    row = pygame.Rect(0, header_height(SeatInfo(0, "Ada"), 1.0) - 4, 200, 30)
    assert _colour_in(surface, row, theme.BRASS) and _colour_in(surface, row, theme.DANGER)


def test_a_one_line_header_puts_the_chips_and_counts_on_the_name_line() -> None:
    """A wide, short panel keeps its height for its cards: the chips follow the name, the counts on the right."""
    rect = pygame.Rect(0, 0, 560, 120)
    info = SeatInfo(0, "Ada", team=0, team_name="Team A", chips=(Chip("caller"),), counts=(Count(8, "cards"),))
    line = header_height(SeatInfo(0, "Ada"), 1.0)
    assert header_height(info, 1.0, one_line=True) == line < header_height(info, 1.0)
    surface = pygame.Surface(rect.size)
    body = draw_seat_panel(surface, rect, info, 1.0, one_line=True)
    assert body.y == line
    name_line = pygame.Rect(0, 0, rect.w, line)
    assert _colour_in(surface, name_line, theme.BRASS)  # the chip
    counts = pygame.Rect(rect.w - 120, 0, 120, line)
    assert _colour_in(surface, counts, theme.TEXT) and not _colour_in(surface, body, theme.BRASS)
    two_lines = pygame.Surface(rect.size)
    draw_seat_panel(two_lines, rect, info, 1.0)
    assert not _colour_in(two_lines, counts, theme.TEXT)


def test_a_panel_is_rendered_once_and_then_reused() -> None:
    surface = pygame.Surface((400, 300))
    info = SeatInfo(3, "Dmitri", counts=(Count(5, "cards"),))
    seat_panel._surfaces.clear()
    for _ in range(5):
        draw_seat_panel(surface, pygame.Rect(10, 10, 200, 120), info, 1.0)
    assert len(seat_panel._surfaces) == 1
    draw_seat_panel(surface, pygame.Rect(10, 10, 200, 120), SeatInfo(3, "Dmitri", counts=(Count(4, "cards"),)), 1.0)
    assert len(seat_panel._surfaces) == 2


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_sample_table_draws_a_panel_per_seat(players: int) -> None:
    surface, sample = render_sample(players)
    ring, bodies = sample.ring, sample.bodies
    assert sorted(bodies) == list(range(players))
    for seat, body in bodies.items():
        assert ring[seat].rect.contains(body) and body.h > 0
        assert _colour_in(surface, ring[seat].rect, theme.seat_style(seat).color)


def test_counts_that_do_not_fit_shrink_and_stay_inside_the_panel() -> None:
    """A side seat at 130% showed "5 cards 0 gods 11 apples" running past its left edge ("; cards")."""
    unit = 1.3
    info = SeatInfo(0, "Edsger", counts=(Count(5, "cards"), Count(0, "gods"), Count(11, "apples")))
    rect = pygame.Rect(0, 0, 180, 120)
    surface = pygame.Surface(rect.size)
    draw_seat_panel(surface, rect, info, unit)
    pad = seat_panel.PanelMetrics.at(unit).pad
    line = header_height(SeatInfo(0, "Edsger"), unit)
    counts_line = pygame.Rect(0, line, rect.w, header_height(info, unit) - line)
    left_edge = pygame.Rect(0, counts_line.y, pad, counts_line.h)
    assert _colour_in(surface, counts_line, theme.TEXT)  # the values are drawn
    assert not _colour_in(surface, left_edge, theme.TEXT) and not _colour_in(surface, left_edge, theme.TEXT_DIM)


def test_a_chip_with_no_room_beside_the_counts_follows_the_name() -> None:
    """A narrow side panel in Battle of the Gods with five players left its caller unmarked: the counts
    "7 cards 0 gods 1 apple" took the chips' line."""
    unit = 0.9
    counts = (Count(7, "cards"), Count(0, "gods"), Count(1, "apple"))
    info = SeatInfo(1, "Ada", team=0, team_name="Team A", chips=(Chip("caller"),), counts=counts)
    rect = pygame.Rect(0, 0, 184, 160)
    surface = pygame.Surface(rect.size)
    draw_seat_panel(surface, rect, info, unit)
    line = header_height(SeatInfo(1, "Ada"), unit)
    assert _colour_in(surface, pygame.Rect(0, 0, rect.w, line), theme.BRASS)  # the chip, on the name line
    wide = pygame.Surface((400, 160))
    draw_seat_panel(wide, wide.get_rect(), info, unit)  # with room, it stays beside the counts
    assert not _colour_in(wide, pygame.Rect(0, 0, 400, line), theme.BRASS)
    assert _colour_in(wide, pygame.Rect(0, line, 400, header_height(info, unit) - line), theme.BRASS)


def test_a_team_name_yields_its_room_on_the_name_line_to_a_chip_and_a_chip_may_say_less() -> None:
    """Claude's narrow panel in Battle of the Gods: "Team B" and "caller's teammate" did not both fit."""
    unit = 0.9
    counts = (Count(7, "cards"), Count(0, "gods"), Count(9, "apples"))
    mate = Chip("caller's teammate", "info", short="teammate")
    info = SeatInfo(4, "Claude", team=1, team_name="Team B", chips=(mate,), counts=counts)
    rect = pygame.Rect(0, 0, 184, 160)
    surface = pygame.Surface(rect.size)
    draw_seat_panel(surface, rect, info, unit)
    assert _colour_in(surface, pygame.Rect(0, 0, rect.w, header_height(info, unit)), theme.INFO)
    unmarked = pygame.Surface(rect.size)  # with no shorter word, the chip has no room at all
    draw_seat_panel(unmarked, rect, SeatInfo(4, "Claude", team=1, team_name="Team B",
                                             chips=(Chip("caller's teammate", "info"),), counts=counts), unit)
    assert not _colour_in(unmarked, pygame.Rect(0, 0, rect.w, header_height(info, unit)), theme.INFO)
