"""The table's game log: a scrollable panel of event texts, newest at the bottom."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.widgets import draw_panel, draw_text, wrap_text


class LogPanel:
    """Shows lines of text; scrolls with the wheel, follows new lines unless scrolled back."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.scroll = 0  # wrapped lines hidden below the bottom (0 = following)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._wrapped: list[tuple[str, bool]] = []
        self._wrap_key: tuple[int, int, int] | None = None
        self._version = 0
        self._image: pygame.Surface | None = None
        self._image_key: tuple[object, ...] | None = None

    def set_lines(self, lines: Sequence[str]) -> None:
        if list(lines) != self.lines:
            grew = len(lines) >= len(self.lines) and list(lines[: len(self.lines)]) == self.lines
            self.lines = list(lines)
            self._wrap_key = None
            self._version += 1
            if not grew:
                self.scroll = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.scroll = max(0, self.scroll + 3 * event.y)
                return True
        return False

    def _wrap(self, font: pygame.font.Font, width: int) -> list[tuple[str, bool]]:
        key = (len(self.lines), width, id(font))
        if key != self._wrap_key:
            out: list[tuple[str, bool]] = []
            for line in self.lines:
                for i, part in enumerate(wrap_text(line, font, width)):
                    out.append((part, i == 0))
            self._wrapped = out
            self._wrap_key = key
        return self._wrapped

    def image_key(self) -> tuple[object, ...]:
        """Changes whenever the panel would look different (lines, scroll)."""
        return (self._version, self.scroll)

    def draw_frame(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Scale) -> None:
        """The panel behind the text (the host may draw it once into its backdrop)."""
        draw_panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, radius=s(12), shadow=s(4), alpha=225)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Scale, frame: bool = True) -> None:
        """Blit the panel; its text is re-rendered only when lines, scroll or size change."""
        self.rect = rect
        if frame:
            self.draw_frame(surface, rect, s)
        key = (rect.size, s.factor, self._version, self.scroll)
        if self._image is None or key != self._image_key:
            image = self._render(rect.size, s)
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._image = image
            self._image_key = key
        surface.blit(self._image, rect.topleft)

    def _render(self, size: tuple[int, int], s: theme.Scale) -> pygame.Surface:
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        title_font = s.font("small", "bold")
        draw_text(image, "GAME LOG", title_font, theme.BRASS, (rect.x + s(14), rect.y + s(12)))
        font = s.font("small")
        inner = pygame.Rect(rect.x + s(14), rect.y + s(36), rect.w - s(28), rect.h - s(48))
        wrapped = self._wrap(font, inner.w - s(10))
        line_h = font.get_linesize() + s(1)
        visible = max(1, inner.h // line_h)
        self.scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - self.scroll
        start = max(0, end - visible)
        newest_from = len(wrapped) - 1 - self._last_entry_size(wrapped)
        image.set_clip(inner)
        y = inner.y
        for index in range(start, end):
            text, first = wrapped[index]
            color = theme.TEXT if index >= newest_from else theme.TEXT_DIM
            if first:
                pygame.draw.circle(image, theme.BRASS_DARK, (inner.x + s(3), y + line_h // 2), max(2, s(2)))
            draw_text(image, text, font, color, (inner.x + s(10), y))
            y += line_h
        image.set_clip(None)
        if len(wrapped) > visible:
            bar_h = max(s(20), inner.h * visible // len(wrapped))
            span = inner.h - bar_h
            top = inner.y + int(span * (start / max(1, len(wrapped) - visible)))
            pygame.draw.rect(image, theme.PANEL_BORDER, (rect.right - s(8), top, s(4), bar_h),
                             border_radius=s(2))
        if self.scroll:
            hint = s.font("tiny", "semibold")
            draw_text(image, "▼ newer below", hint, theme.BRASS, (rect.centerx, rect.bottom - s(6)), "midbottom")
        return image

    @staticmethod
    def _last_entry_size(wrapped: list[tuple[str, bool]]) -> int:
        """How many wrapped lines the newest entry spans, minus one."""
        n = 0
        for text, first in reversed(wrapped):
            if first:
                return n
            n += 1
        return n
