"""A scrolling list of rows with one chosen (Recent games, Examples).

The wheel scrolls, Page Up and Page Down move the choice, a click chooses a
row and a second click on it soon after opens it. The list keeps the chosen
row in sight; a screen draws each row's words through ``draw_row``.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.widgets import draw_text

DOUBLE_CLICK_SECONDS = 0.4

RowPainter = Callable[[pygame.Surface, pygame.Rect, int, theme.Scale], None]
"""Draws the words of row ``index`` inside its rectangle."""


class RowList:
    """``count()`` rows of ``row_height`` (scaled) in ``rect``; ``on_open`` runs on a double click."""

    def __init__(self, count: Callable[[], int], on_open: Callable[[], None], row_height: int,
                 empty_text: str, show_range: bool = False) -> None:
        self.count = count
        self.on_open = on_open
        self.row_height = row_height
        self.empty_text = empty_text
        self.show_range = show_range
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.selected = 0
        self.first = 0
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self._last_click: tuple[int, float] | None = None

    def rows_in_sight(self, s: theme.Scale) -> int:
        return max(1, self.rect.h // s(self.row_height))

    def select(self, index: int) -> None:
        """Choose row ``index`` (kept within the list)."""
        self.selected = max(0, min(self.count() - 1, index))

    def clamp(self) -> None:
        """Keep the choice and the scroll inside the list after it changed (a reload)."""
        self.selected = min(self.selected, max(0, self.count() - 1))
        self.first = min(self.first, self.selected)

    def handle_event(self, event: pygame.event.Event, s: theme.Scale, now: float) -> bool:
        """True if the event was the list's (scroll, move the choice, click a row)."""
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(max(0, self.count() - self.rows_in_sight(s)), self.first - event.y))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.select(self.selected + (1 if event.key == pygame.K_PAGEDOWN else -1))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    again = self._last_click is not None and self._last_click[0] == index \
                        and now - self._last_click[1] < DOUBLE_CLICK_SECONDS
                    self.selected = index
                    self._last_click = (index, now)
                    if again:
                        self.on_open()
                    return True
        return False

    def draw(self, surface: pygame.Surface, s: theme.Scale, draw_row: RowPainter) -> None:
        """The rows in sight (the chosen one framed), or the empty list's sentence."""
        area = self.rect
        self.row_rects = []
        count = self.count()
        if not count:
            draw_text(surface, self.empty_text, s.font("body"), theme.TEXT_DIM, area.center, "center")
            return
        row_h = s(self.row_height)
        rows = self.rows_in_sight(s)
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + rows:
            self.first = self.selected - rows + 1
        for slot, index in enumerate(range(self.first, min(count, self.first + rows))):
            rect = pygame.Rect(area.x, area.y + slot * row_h, area.w, row_h - s(6))
            self.row_rects.append((index, rect))
            chosen = index == self.selected
            pygame.draw.rect(surface, theme.PANEL_LIGHT if chosen else theme.WOOD_DARK, rect, border_radius=s(10))
            if chosen:
                pygame.draw.rect(surface, theme.BRASS, rect, width=max(1, s(2)), border_radius=s(10))
            draw_row(surface, rect, index, s)
        if self.show_range and count > rows:
            more = f"{self.first + 1}-{min(count, self.first + rows)} of {count}"
            draw_text(surface, more, s.font("small"), theme.TEXT_MUTED, (area.right, area.bottom + s(2)), "topright")
