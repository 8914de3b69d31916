"""The in-app rules page: ``docs/rules/<game>.md`` rendered and scrollable, with its contents.

Players see the rules and the rulings; the rulings' test references stay in the file for
developers. When the window leaves room, the page's sections are listed at its left: a click
jumps to one, and the section being read is marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop import assets
from tabletop.scenes.base import Scene
from tabletop.scenes.markdown_view import contents, layout, parse
from tabletop.ui import theme
from tabletop.ui.widgets import Button, draw_background, draw_panel, draw_text, ellipsize

if TYPE_CHECKING:
    from tabletop.app import App


class RulesScene(Scene):
    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        from tabletop import games

        self.entry = games.get(game_id)
        text = assets.rules_text(game_id)
        self.missing = text is None
        if text is None:
            text = f"# {self.entry.name}\n\nThe rules page for {self.entry.name} is not written yet."
        self.blocks = parse(text)
        self.headings = sum(1 for block in self.blocks if block.kind == "h2")
        self.scroll = 0
        self.back = Button("Back", self.app.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self._page: pygame.Surface | None = None
        self._page_key: tuple[int, float] | None = None
        self.view_rect = pygame.Rect(0, 0, 0, 0)
        self.sections: list[tuple[str, int]] = []  # (heading, y on the page)
        self.section_rects: list[pygame.Rect] = []  # where each section's entry is drawn
        self.pointer = (-1, -1)

    def _layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        side = s(220)  # the contents column, when there is room for it beside a readable page
        col = min(w - s(80), s(860))
        with_contents = self.headings > 1 and w - s(80) - side - s(24) >= s(560)
        if with_contents:
            col = min(col, w - s(80) - side - s(24))
        panel = pygame.Rect(0, 0, col, h - s(110))
        panel.midtop = (w // 2 + ((side + s(24)) // 2 if with_contents else 0), s(84))
        self.panel = panel
        self.view_rect = panel.inflate(-s(56), -s(40))
        self.back.rect = pygame.Rect(s(24), s(20), s(110), s(40))
        self.section_rects = []
        if with_contents:
            line = s.font("body").get_linesize() + s(8)
            top = panel.y + s(36)
            for i in range(self.headings):
                self.section_rects.append(pygame.Rect(panel.x - s(24) - side, top + i * line, side, line))
        return s

    def page(self, s: theme.Scale) -> pygame.Surface:
        """The whole page rendered once per width and scale."""
        key = (self.view_rect.w, s.factor)
        if self._page is None or key != self._page_key:
            pieces, height = layout(self.blocks, self.view_rect.w - s(12), s)
            page = pygame.Surface((self.view_rect.w, max(1, height)), pygame.SRCALPHA)
            for piece in pieces:
                if piece.kind == "rule":
                    pygame.draw.line(page, piece.color, (0, piece.y), (piece.width, piece.y), max(1, s(1)))
                else:
                    page.blit(piece.font.render(piece.text, True, piece.color), (piece.x, piece.y))
            self._page, self._page_key = page, key
            self.sections = contents(pieces)
        return self._page

    def current_section(self) -> int:
        """The index of the section being read (the last one whose heading is at or above the top)."""
        current = 0
        for i, (_, y) in enumerate(self.sections):
            if y <= self.scroll + 4:
                current = i
        return current

    def jump_to(self, index: int) -> None:
        """Scroll so that section ``index`` starts at the top of the page."""
        self.scroll = 0
        self.scroll_by(self.sections[index][1])

    def max_scroll(self) -> int:
        if self._page is None:
            return 0
        return max(0, self._page.get_height() - self.view_rect.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.back.handle_event(event):
            return
        if hasattr(event, "pos"):
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.section_rects[: len(self.sections)]):
                if rect.collidepoint(event.pos):
                    self.jump_to(i)
                    return
        step = max(20, self.view_rect.h // 12)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step)
        elif event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_DOWN: step, pygame.K_UP: -step,
                pygame.K_PAGEDOWN: self.view_rect.h - step, pygame.K_PAGEUP: -(self.view_rect.h - step),
                pygame.K_SPACE: self.view_rect.h - step,
                pygame.K_HOME: -10**9, pygame.K_END: 10**9,
            }
            if event.key in keys:
                self.scroll_by(keys[event.key])
            elif event.key == pygame.K_F1:
                self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        s = self._layout(surface.get_size())
        draw_background(surface)
        draw_text(surface, f"How to play {self.entry.name}", s.font("title", "bold"), theme.BRASS,
                  (surface.get_width() // 2, s(46)), "center")
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        page = self.page(s)
        self.scroll = min(self.scroll, self.max_scroll())
        area = pygame.Rect(0, self.scroll, self.view_rect.w, min(self.view_rect.h, page.get_height() - self.scroll))
        surface.blit(page, self.view_rect.topleft, area)
        if self.max_scroll() > 0:
            track = pygame.Rect(self.panel.right - s(14), self.view_rect.y, s(5), self.view_rect.h)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=s(3))
            frac = self.view_rect.h / page.get_height()
            bar_h = max(s(30), int(track.h * frac))
            top = track.y + int((track.h - bar_h) * self.scroll / self.max_scroll())
            pygame.draw.rect(surface, theme.BRASS, (track.x, top, track.w, bar_h), border_radius=s(3))
        self._draw_contents(surface, s)
        self.back.draw(surface, s)

    def _draw_contents(self, surface: pygame.Surface, s: theme.Scale) -> None:
        if not self.section_rects:
            return
        first = self.section_rects[0]
        draw_text(surface, "Contents", s.font("small", "bold"), theme.TEXT_MUTED, (first.x + s(12), first.y - s(6)),
                  "bottomleft")
        font = s.font("body")
        current = self.current_section()
        for i, ((heading, _), rect) in enumerate(zip(self.sections, self.section_rects)):
            if i == current or rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, theme.PANEL_LIGHT if i != current else theme.PANEL, rect, border_radius=s(8))
            if i == current:
                bar = pygame.Rect(rect.x, rect.y + s(6), s(4), rect.h - s(12))
                pygame.draw.rect(surface, theme.BRASS, bar, border_radius=s(2))
            colour = theme.BRASS if i == current else theme.TEXT_DIM
            draw_text(surface, ellipsize(heading, font, rect.w - s(24)), font, colour, (rect.x + s(12), rect.centery),
                      "midleft")
