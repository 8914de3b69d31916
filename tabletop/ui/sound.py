"""Sound effects with volume and mute that never crash the app.

The mixer is opened lazily on the first ``play``; if there is no audio
device (or the dummy driver), every call silently does nothing. Effects are
named after their file in ``sounds/`` without ``.wav``: place, capture, draw,
shuffle, click, win, error, turn.
"""

from __future__ import annotations

import time

import pygame

from tabletop import assets

EFFECTS = ("place", "capture", "draw", "shuffle", "click", "win", "error", "turn")


class SoundManager:
    """Plays short effects at the current volume unless muted."""

    #: Replaying the same effect sooner than this (seconds) is skipped, so a burst stays clean.
    MIN_GAP = 0.04

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self._tried = False
        self._ok = False
        self._last: dict[str, float] = {}
        self.played: list[str] = []  # names played, for tests and the self-test (capped)

    def configure(self, volume: float, muted: bool) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.muted = muted

    @property
    def available(self) -> bool:
        """Whether an audio device was opened."""
        self._ensure()
        return self._ok

    def _ensure(self) -> None:
        if self._tried:
            return
        self._tried = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(22050, -16, 1, 256)
                pygame.mixer.init()
            self._ok = bool(pygame.mixer.get_init())
        except (pygame.error, OSError, NotImplementedError):
            self._ok = False

    def play(self, name: str) -> bool:
        """Play ``name``; True if a sound actually started."""
        if len(self.played) < 1000:
            self.played.append(name)
        if self.muted or self.volume <= 0:
            return False
        self._ensure()
        if not self._ok:
            return False
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < self.MIN_GAP:
            return False
        self._last[name] = now
        effect = assets.sound(f"{name}.wav")
        if effect is None:
            return False
        try:
            effect.set_volume(self.volume)
            effect.play()
        except pygame.error:
            return False
        return True
