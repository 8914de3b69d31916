"""Questions asked before something is lost or replaced ("Reset the statistics of Maskmen?").

:class:`QuestionScene` shows a question, a few lines of detail and a row of
answers; every answer closes the screen before it acts, and Escape is the
last answer (Cancel). :class:`ConfirmScene` is its yes-or-cancel form.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.scenes.base import Scene
from tabletop.ui import theme
from tabletop.ui.widgets import (
    Button,
    FocusRing,
    draw_background,
    draw_panel,
    draw_text,
    ellipsize,
    wrap_text,
)

if TYPE_CHECKING:
    from tabletop.app import App

MAX_DETAIL_LINES = 3


@dataclass(frozen=True)
class Answer:
    """One button of a question: ``act`` runs after the question closes (None: just close)."""

    label: str
    act: Callable[[], None] | None = None
    style: str = "primary"


class QuestionScene(Scene):
    """``question``, its ``detail`` lines (each wrapped) and one button per answer."""

    def __init__(self, app: App, question: str, detail: Sequence[str], answers: Sequence[Answer]) -> None:
        super().__init__(app)
        self.question = question
        self.detail = list(detail)
        self.buttons = [Button(answer.label, self._closing(answer.act), style=answer.style,
                               hotkey=pygame.K_ESCAPE if index == len(answers) - 1 else None)
                        for index, answer in enumerate(answers)]
        self.ring = FocusRing(lambda: self.buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _closing(self, act: Callable[[], None] | None) -> Callable[[], None]:
        def answer() -> None:
            self.app.pop()
            if act is not None:
                act()
        return answer

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        font = s.font("body", "bold")
        widths = [max(s(150), font.size(button.label)[0] + s(48)) for button in self.buttons]
        gap = s(16)
        row = sum(widths) + gap * (len(widths) - 1)
        heading = s.font("heading", "bold").size(self.question)[0]
        self.panel = pygame.Rect(0, 0, min(size[0] - s(40), max(s(620), row + s(60), heading + s(60))), s(260))
        self.panel.center = (size[0] // 2, size[1] // 2)
        x = self.panel.centerx - row // 2
        for button, width in zip(self.buttons, widths):
            button.rect = pygame.Rect(x, self.panel.bottom - s(80), width, s(52))
            x += width + gap
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event):
            return
        for button in self.buttons:
            if button.handle_event(event):
                return

    def detail_lines(self, font: pygame.font.Font, width: int) -> list[str]:
        """The detail as it fits the panel: each line wrapped, at most three lines, the last ellipsized."""
        lines = [wrapped for line in self.detail for wrapped in wrap_text(line, font, width)]
        if len(lines) > MAX_DETAIL_LINES:
            lines = lines[:MAX_DETAIL_LINES - 1] + [ellipsize(" ".join(lines[MAX_DETAIL_LINES - 1:]), font, width)]
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        cx = self.panel.centerx
        room = self.panel.w - s(60)
        heading = s.font("heading", "bold")
        draw_text(surface, ellipsize(self.question, heading, room), heading, theme.TEXT,
                  (cx, self.panel.y + s(44)), "center")
        body = s.font("body")
        for i, line in enumerate(self.detail_lines(body, room)):
            draw_text(surface, line, body, theme.TEXT_DIM, (cx, self.panel.y + s(76) + i * body.get_linesize()),
                      "midtop")
        for button in self.buttons:
            button.draw(surface, s)


class ConfirmScene(QuestionScene):
    """``question`` and ``detail`` with a danger button labelled ``yes`` and Cancel; ``on_yes``
    runs after this screen closes."""

    def __init__(self, app: App, question: str, detail: str, yes: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app, question, [detail],
                         [Answer(yes, on_yes, "danger"), Answer("Cancel", None, "secondary")])
        self.yes, self.cancel = self.buttons
