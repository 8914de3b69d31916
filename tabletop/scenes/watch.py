"""Watch: a table where every seat is a bot plays on its own, and the person watching can pause
it, let one move through, and change its speed (the AI pace divided by the speed). At the end
the final table stays, with the Result button in the place of these controls."""

from __future__ import annotations

import pygame

from tabletop.ui.widgets import Button

SPEEDS = (0.5, 1.0, 2.0, 4.0)


class WatchControls:
    """Pause (Space), Step (Right arrow) and Speed (click to cycle) for the table host's top bar."""

    def __init__(self) -> None:
        self.paused = False
        self.steps = 0  # moves let through while paused
        self.speed_index = SPEEDS.index(1.0)
        self.pause_button = Button("Pause", self.toggle, hotkey=pygame.K_SPACE)
        self.pause_button.tooltip = "Pause or go on (Space)"
        self.step_button = Button("Step", self.step, style="secondary", hotkey=pygame.K_RIGHT)
        self.step_button.tooltip = "One move, then wait (Right arrow)"
        self.speed_button = Button("", self.faster, style="secondary")
        self.speed_button.tooltip = "How fast the bots play: click for the next speed"
        self._label()

    @property
    def buttons(self) -> list[Button]:
        return [self.pause_button, self.step_button, self.speed_button]

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def toggle(self) -> None:
        self.paused = not self.paused
        self.steps = 0
        self._label()

    def step(self) -> None:
        """Let one move through, pausing first if the table was playing."""
        if not self.paused:
            self.paused = True
            self._label()
        self.steps += 1

    def faster(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        self._label()

    def _label(self) -> None:
        self.pause_button.label = "Play" if self.paused else "Pause"
        self.speed_button.label = f"{self.speed:g}×"

    def take_turn(self) -> bool:
        """Whether the next move may be shown now (a step let through is used up)."""
        if not self.paused:
            return True
        if self.steps:
            self.steps -= 1
            return True
        return False

    def pace(self, seconds: float) -> float:
        """``seconds`` of AI pace at the chosen speed."""
        return seconds / self.speed
