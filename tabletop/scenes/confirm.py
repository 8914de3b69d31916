"""A question that needs a yes before something is lost ("Reset the statistics of Maskmen?")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.scenes.base import Scene
from tabletop.ui import theme
from tabletop.ui.widgets import Button, FocusRing, draw_background, draw_panel, draw_text, wrap_text

if TYPE_CHECKING:
    from tabletop.app import App


class ConfirmScene(Scene):
    """``question`` and ``detail`` with a danger button labelled ``yes`` and Cancel; ``on_yes``
    runs after this screen closes."""

    def __init__(self, app: App, question: str, detail: str, yes: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.yes = Button(yes, lambda: self._yes(on_yes), style="danger")
        self.cancel = Button("Cancel", self.app.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.yes, self.cancel]
        self.ring = FocusRing(lambda: self.buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _yes(self, on_yes: Callable[[], None]) -> None:
        self.app.pop()
        on_yes()

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        self.panel = pygame.Rect(0, 0, min(size[0] - s(80), s(620)), s(250))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.yes.rect = pygame.Rect(self.panel.centerx - s(190), self.panel.bottom - s(78), s(180), s(50))
        self.cancel.rect = pygame.Rect(self.panel.centerx + s(10), self.panel.bottom - s(78), s(180), s(50))
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event):
            return
        for button in self.buttons:
            if button.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        cx = self.panel.centerx
        draw_text(surface, self.question, s.font("heading", "bold"), theme.TEXT, (cx, self.panel.y + s(44)), "center")
        body = s.font("body")
        for i, line in enumerate(wrap_text(self.detail, body, self.panel.w - s(60))[:3]):
            draw_text(surface, line, body, theme.TEXT_DIM, (cx, self.panel.y + s(80) + i * body.get_linesize()),
                      "midtop")
        for button in self.buttons:
            button.draw(surface, s)
