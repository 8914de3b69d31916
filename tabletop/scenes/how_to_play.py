"""The "how to play this table" card: the game's goal and a few steps (what to drag where).

:class:`HowToPlayOverlay` shows it over the table the first time a game is opened and again
from the top bar's Help button; :func:`draw_how_to_play` draws the same steps into any
rectangle (the seat setup shows them beside the seats).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.table import HowToPlay
from tabletop.ui.widgets import Button, dim, draw_panel, draw_text, wrap_text


def draw_how_to_play(surface: pygame.Surface, how: HowToPlay, rect: pygame.Rect, s: theme.Scale) -> int:
    """The goal and the steps, wrapped to ``rect``'s width, from its top; how many steps were drawn.

    Steps that do not fit in ``rect``'s height are left out whole, never cut in half.
    """
    body, bold = s.font("body"), s.font("body", "bold")
    line_h = body.get_linesize()
    y = rect.y
    for line in wrap_text(how.goal, body, rect.w):
        draw_text(surface, line, body, theme.TEXT_DIM, (rect.x, y))
        y += line_h
    y += s(10)
    shown = 0
    for what, how_to in how.steps:
        lines = wrap_text(how_to, body, rect.w - s(18))
        needed = line_h * (1 + len(lines)) + s(8)
        if y + needed > rect.bottom:
            break
        pygame.draw.circle(surface, theme.BRASS, (rect.x + s(4), y + line_h // 2), s(4))
        draw_text(surface, what, bold, theme.BRASS, (rect.x + s(18), y))
        y += line_h
        for line in lines:
            draw_text(surface, line, body, theme.TEXT, (rect.x + s(18), y))
            y += line_h
        y += s(8)
        shown += 1
    return shown


class HowToPlayOverlay:
    """A modal card over the table: the game's :class:`HowToPlay` and a "Got it" button.

    While it shows, it takes every input; a click on "Got it" (or Enter, Space, Escape) closes it.
    """

    def __init__(self, title: str, how: HowToPlay, on_close: Callable[[], None] | None = None) -> None:
        self.title = title
        self.how = how
        self.on_close = on_close
        self.open = False
        self.close_button = Button("Got it", self.close, hotkey=pygame.K_RETURN)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.steps_shown = 0  # how many steps fitted when last drawn

    def show(self) -> None:
        self.open = True

    def close(self) -> None:
        if self.open:
            self.open = False
            if self.on_close is not None:
                self.on_close()

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - s(60), s(720)), min(h - s(60), s(560)))
        self.panel.center = (w // 2, h // 2)
        self.close_button.rect = pygame.Rect(0, 0, s(160), s(theme.BUTTON_H))
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - s(22))
        return s

    def handle_event(self, event: pygame.event.Event, size: tuple[int, int]) -> bool:
        """True when the overlay took the event (always, while it is open)."""
        if not self.open:
            return False
        self.layout(size)
        if self.close_button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        s = self.layout(surface.get_size())
        dim(surface, 160)
        panel = self.panel
        draw_panel(surface, panel, theme.PANEL, theme.BRASS, radius=s(16), shadow=s(6))
        draw_text(surface, self.title, s.font("heading", "bold"), theme.BRASS,
                  (panel.centerx, panel.y + s(36)), "center")
        inner = pygame.Rect(panel.x + s(36), panel.y + s(70), panel.w - s(72),
                            self.close_button.rect.y - s(14) - (panel.y + s(70)))
        self.steps_shown = draw_how_to_play(surface, self.how, inner, s)
        self.close_button.draw(surface, s)
