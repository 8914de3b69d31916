"""The pieces every table draws (ui.table_parts, ui.cards text helpers) and the drag controller's refusal."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.cards import (
    TEXT_FLOOR,
    draw_glow,
    fit_text,
    fitting_size,
    font,
    font_size,
    shrink_floor,
    wrap,
)
from tabletop.ui.drag import DragDrop, Spot
from tabletop.ui.table_parts import (
    StaticLayer,
    draw_button,
    draw_pill,
    draw_reason,
    draw_status,
    panel_surface,
    two_lines,
)


@pytest.fixture(autouse=True, scope="module")
def _fonts() -> Iterator[None]:
    pygame.font.init()
    yield


def test_font_size_scales_with_the_table_and_keeps_a_floor() -> None:
    assert font_size(1.0, 15, 11) == 15
    assert font_size(1.5, 15, 11) == 22
    assert font_size(0.5, 15, 11) == 11


def test_wrap_keeps_every_word_and_fits_the_width() -> None:
    content = "Hunter: the controller chooses which enemy creature must block, if any can " * 3
    lines = wrap(content, 14, 160)
    assert len(lines) > 3 and " ".join(lines) == " ".join(content.split())
    assert all(font(14).size(line)[0] <= 160 for line in lines)
    assert wrap("Supercalifragilistic word", 14, 20) == ("Supercalifragilistic", "word")  # a long word stays whole
    assert wrap("", 14, 100) == ()


def test_fitted_text_shrinks_to_the_floor_for_text_and_no_further_then_elides() -> None:
    words = "Play Yellow 6 Pindar and use its ability (free)"
    assert shrink_floor(15) == TEXT_FLOOR and shrink_floor(30) == 18 and shrink_floor(9) == 9
    roomy = fit_text(words, 15, (0, 0, 0), 1000)
    assert roomy.get_height() == font(15).get_height()
    narrow = fit_text(words, 15, (0, 0, 0), font(TEXT_FLOOR).size(words)[0] - 40)
    assert narrow.get_height() == font(TEXT_FLOOR).get_height()  # not smaller: cut short instead
    assert narrow.get_width() <= font(TEXT_FLOOR).size(words)[0] - 40


def test_the_fitting_size_of_a_label_is_the_largest_that_fits_or_none_below_the_floor() -> None:
    """For a label better left out than cut short (Kronos's name tag on a small card)."""
    assert fitting_size("Kronos", 20, 1000, "bold") == 20
    width = font(16, "bold").size("Kronos")[0]
    assert fitting_size("Kronos", 20, width, "bold") == 16
    assert fitting_size("Kronos", 20, font(shrink_floor(20), "bold").size("Kronos")[0] - 1, "bold") is None


def test_a_long_button_label_goes_onto_two_lines_where_the_button_is_tall_enough() -> None:
    label = "Play Yellow 6 Pindar and use its ability (free): at the end, 7 cards of this colour give 5 apples"
    width = font(TEXT_FLOOR, "bold").size(label)[0] * 2 // 3
    tall = two_lines(label, 15, width, 2 * font(15, "bold").get_linesize())
    assert tall is not None
    size, lines = tall
    assert size >= TEXT_FLOOR and " ".join(lines) == label
    assert all(font(size, "bold").size(line)[0] <= width for line in lines)
    assert two_lines(label, 15, width, font(15, "bold").get_linesize()) is None  # too low: one line, cut short
    assert two_lines("Done", 15, width, 60) is None  # a label that fits keeps its one line
    surface = pygame.Surface((width + 20, 60))
    draw_button(surface, pygame.Rect(0, 0, width + 20, 60), label, 15, hover=False, focus=False)
    dark_rows = [y for y in range(60) if any(surface.get_at((x, y))[:3] == theme.TEXT_ON_BRASS
                                             for x in range(0, width + 20, 2))]
    assert dark_rows and max(dark_rows) - min(dark_rows) > font(TEXT_FLOOR, "bold").get_height()  # two lines of ink


def test_a_pill_is_placed_by_its_anchor_and_kept_inside() -> None:
    surface = pygame.Surface((200, 100))
    label = pygame.Surface((40, 10), pygame.SRCALPHA)
    box = draw_pill(surface, label, (200, 40, 40), (20, 10), midleft=(10, 50))
    assert box.size == (60, 20) and box.midleft == (10, 50)
    assert surface.get_at((box.x + 12, box.centery))[:3] == (200, 40, 40)
    inside = pygame.Rect(0, 0, 200, 100)
    clamped = draw_pill(surface, label, (0, 0, 255), (20, 10), within=inside, midbottom=(195, 5))
    assert inside.contains(clamped)
    reason = draw_reason(surface, label, (100, 90), 1.0, inside)
    assert inside.contains(reason) and surface.get_at((reason.x + 10, reason.centery))[:3] == theme.DANGER[:3]


def test_a_button_shows_hover_and_the_keyboard_focus() -> None:
    surface = pygame.Surface((200, 100))
    rect = pygame.Rect(50, 30, 100, 40)
    draw_button(surface, rect, "Pass", 16, hover=False, focus=False)
    assert surface.get_at((rect.x + 6, rect.centery))[:3] == theme.BUTTON[:3]
    draw_button(surface, rect, "Pass", 16, hover=True, focus=True)
    assert surface.get_at((rect.x + 6, rect.centery))[:3] == theme.BUTTON_HOVER[:3]
    assert surface.get_at((rect.centerx, rect.y - 2))[:3] == theme.SELECTED[:3]  # the focus ring
    draw_button(surface, rect, "Later", 16, hover=False, focus=False, primary=False, outline=2)
    assert surface.get_at((rect.x + 6, rect.centery))[:3] == theme.BUTTON_SECONDARY[:3]
    assert surface.get_at((rect.centerx, rect.y))[:3] == theme.PANEL_BORDER[:3]


def test_panels_are_cached_and_drawn_with_their_border() -> None:
    a = panel_surface((80, 50), (10, 20, 30, 200), (250, 200, 100), 3, 8)
    assert a is panel_surface((80, 50), (10, 20, 30, 200), (250, 200, 100), 3, 8)
    assert a is not panel_surface((80, 50), (10, 20, 30, 200), (250, 200, 100), 1, 8)
    assert a.get_at((40, 1))[:3] == (250, 200, 100) and a.get_at((40, 25)) == (10, 20, 30, 200)


def test_glow_surrounds_the_rectangle() -> None:
    surface = pygame.Surface((100, 100))
    rect = pygame.Rect(30, 30, 40, 40)
    draw_glow(surface, rect, (0, 255, 0), 3)
    assert surface.get_at((50, 50))[:3] == (0, 0, 0)  # inside stays clear
    assert max(surface.get_at((50, y))[1] for y in range(22, 30)) > 150  # the ring just above


def test_static_layer_is_painted_once_per_key_over_the_backdrop() -> None:
    surface = pygame.Surface((120, 90))
    surface.fill((5, 6, 7))
    rect = pygame.Rect(10, 10, 100, 70)
    painted: list[int] = []

    def paint(layer: pygame.Surface) -> None:
        painted.append(1)
        layer.fill((200, 0, 0), pygame.Rect(20, 20, 10, 10))

    layer = StaticLayer()
    layer.blit(surface, rect, "a", paint, backdrop=True)
    surface.fill((0, 0, 0))
    layer.blit(surface, rect, "a", paint, backdrop=True)
    assert len(painted) == 1
    assert surface.get_at((25, 25))[:3] == (200, 0, 0) and surface.get_at((50, 50))[:3] == (5, 6, 7)
    assert surface.get_at((5, 5))[:3] == (0, 0, 0)  # nothing outside the rectangle
    layer.blit(surface, rect, "b", paint)
    assert len(painted) == 2 and surface.get_at((50, 50))[:3] == (0, 0, 0)  # no backdrop: opaque black


def test_the_drag_controller_says_why_a_drop_under_the_pointer_is_refused() -> None:
    def resolve(source: str, target: str | None) -> str | None:
        return "play" if target == "good" else "Not there"

    drag: DragDrop[str, str] = DragDrop(resolve, lambda source: {"good"})
    drag.set_spots([Spot("card", pygame.Rect(0, 0, 20, 30))],
                   [Spot("good", pygame.Rect(100, 0, 40, 40)), Spot("bad", pygame.Rect(200, 0, 40, 40))])
    assert drag.refusal_under_pointer() is None  # nothing dragged
    drag.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    drag.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(220, 20), rel=(0, 0), buttons=(1, 0, 0)))
    assert drag.dragging == "card" and drag.refusal_under_pointer() == "Not there"
    drag.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(120, 20), rel=(0, 0), buttons=(1, 0, 0)))
    assert drag.refusal_under_pointer() is None  # a legal place
    drag.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(160, 80), rel=(0, 0), buttons=(1, 0, 0)))
    assert drag.refusal_under_pointer() is None  # no place at all


def test_a_drag_table_lays_out_once_per_key_and_refreshes_its_spots() -> None:
    from tabletop.core.protocol import Action
    from tabletop.ui.drag_table import DragTable, Key

    class Tiny(DragTable[pygame.Rect]):
        made = 0

        def _layout_key_for(self, rect: pygame.Rect) -> tuple[int, ...]:
            return tuple(rect)

        def _lay_out(self, rect: pygame.Rect) -> pygame.Rect:
            self.made += 1
            return pygame.Rect(rect.x, rect.y, 20, 20)

        def _spots(self, lay: pygame.Rect) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
            return [Spot(("pass", len(self.legal)), lay, alone=True)], []

        def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
            return Action("pass") if self.legal else "Not now"

        def _targets_for(self, source: Key) -> set[Key]:
            return set()

    class Sounds:
        def __init__(self) -> None:
            self.played: list[str] = []

        def play(self, name: str) -> None:
            self.played.append(name)

    table = Tiny(None, ["Ann"])  # type: ignore[arg-type]
    table.sound = Sounds()
    assert table.seat_name(0) == "Ann" and table.seat_name(2) == "Player 3"
    rect = pygame.Rect(10, 10, 300, 200)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(15, 15), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(15, 15), button=1)
    assert table.handle_event(down, rect) is None and table.made == 0  # no view yet: nothing happens
    table.set_view(object(), 0, [])
    table._sync(rect)
    table._sync(rect)
    assert table.made == 1 and [s.key for s in table.drag.sources] == [("pass", 0)]
    assert table.handle_event(down, rect) is None and table.handle_event(up, rect) is None
    assert table.message == "Not now" and table.sound.played == ["error"] and table.pointer == (15, 15)
    table.set_view(object(), 0, [Action("pass")])
    assert table._sync(rect) == pygame.Rect(10, 10, 20, 20) and [s.key for s in table.drag.sources] == [("pass", 1)]
    assert table.made == 1  # the same rectangle: the same layout, new spots
    assert table.handle_event(down, rect) is None and table.handle_event(up, rect) == Action("pass")
    assert table.sound.played == ["error"]
    table._sync(pygame.Rect(0, 0, 400, 300))
    assert table.made == 2 and table._current_layout() == pygame.Rect(0, 0, 20, 20)


def test_a_fan_of_cards_overlaps_and_squeezes_into_its_area() -> None:
    from tabletop.ui.grid import fan_of

    area = pygame.Rect(10, 20, 200, 50)
    fan = fan_of(area, 3, (20, 30), 0.5)
    assert [r.x for r in fan] == [90, 100, 110] and all(r.y == 20 for r in fan)  # centred, half a card apart
    left = fan_of(area, 3, (20, 30), 0.5, centred=False, y=40)
    assert left[0].topleft == (10, 40)
    squeezed = fan_of(area, 50, (20, 30), 0.5)
    assert squeezed[0].x >= area.x and squeezed[-1].right <= area.right + 1
    assert fan_of(area, 0, (20, 30), 0.5) == []


def test_a_long_status_goes_onto_two_lines_where_the_table_gives_it_room() -> None:
    """The end of a game of Meh: the reason in full over the hand, not cut short."""
    message = "The game ends because every territory is held: Alan (Humans) wins with 8 points (4 territories)"
    width = font(TEXT_FLOOR, "semibold").size(message)[0] * 2 // 3
    step = font(16, "semibold").get_linesize()
    surface = pygame.Surface((width + 40, 3 * step))
    box = draw_status(surface, (message, (255, 255, 255)), 16, width, 2 * step, midtop=(surface.get_width() // 2, 4))
    assert box.midtop == (surface.get_width() // 2, 4) and box.w <= width
    assert box.h > font(16, "semibold").get_height(), "two lines"
    inked = [y for y in range(surface.get_height()) if any(surface.get_at((x, y))[0] > 128
                                                          for x in range(0, surface.get_width(), 2))]
    assert max(inked) - min(inked) > step, "ink on both lines"
    one = draw_status(pygame.Surface((width + 40, 3 * step)), (message, (255, 255, 255)), 16, width,
                      midtop=(0, 0))
    assert one.h == font(TEXT_FLOOR, "semibold").get_height(), "without the room: one line, cut short"
    short = draw_status(pygame.Surface((width + 40, 3 * step)), ("Your turn", (255, 255, 255)), 16, width,
                        2 * step, midtop=(0, 0))
    assert short.h == font(16, "semibold").get_height(), "a status that fits keeps its one line"
