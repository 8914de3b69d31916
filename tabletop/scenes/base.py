"""The scene stack's unit: one screen of the app (menu, setup, table, ...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from tabletop.app import App


class Scene:
    """A screen. The app calls handle_event, update and draw every frame."""

    def __init__(self, app: App) -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (mouse positions come from ``event.pos``)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole screen onto ``surface`` (any size: scale to it)."""

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def on_exit(self) -> None:
        """Called when the scene leaves the top of the stack."""

    def toast_area(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the app's toasts stack (their top centre and width) so they cover nothing that
        matters; None: centred under the top bar."""
        return None
