"""A short message across a table (a season is over, the last round begins) that goes after a while."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import fit_text, font_size
from tabletop.ui.table_parts import draw_pill

BANNER_TIME = 3.2
"""Seconds a banner stays."""


class Banner:
    """The message shown now (None: none) and how long it has been shown."""

    def __init__(self, duration: float = BANNER_TIME) -> None:
        self.duration = duration
        self.message: str | None = None
        self.age = 0.0

    def show(self, message: str) -> None:
        self.message = message
        self.age = 0.0

    def clear(self) -> None:
        self.message = None

    def update(self, dt: float) -> None:
        if self.message is not None:
            self.age += dt
            if self.age >= self.duration:
                self.message = None

    def draw(self, surface: pygame.Surface, unit: float, within: pygame.Rect, center: tuple[int, int]) -> None:
        """The message on a brass pill centred on ``center``, kept inside ``within`` (if there is one)."""
        if self.message is None:
            return
        t = fit_text(self.message, font_size(unit, 20, 14), theme.TEXT_ON_BRASS, within.w - round(60 * unit), "bold")
        draw_pill(surface, t, theme.BRASS, (round(36 * unit), round(18 * unit)), border=theme.BRASS_DARK,
                  border_width=max(2, round(2 * unit)), within=within, center=center)
