"""The settings screen: sound, animation speed, AI pace, fullscreen, casual undo, the size of
cards and text, high contrast; the Art packs button shows the player's own card pictures found.

Changes apply at once and are saved when the screen closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.scenes.base import Scene
from tabletop.storage import SETTING_LIMITS
from tabletop.ui import theme
from tabletop.ui.widgets import (
    Button,
    FocusRing,
    Slider,
    Toggle,
    Widget,
    draw_background,
    draw_panel,
    draw_text,
)

if TYPE_CHECKING:
    from tabletop.app import App


def _speed(v: float) -> str:
    return f"{v:.2g}×"


def _pace(v: float) -> str:
    return "instant" if v <= 0.01 else f"{v:.1f} s"


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        st = app.settings
        self.volume = Slider("Volume", st.volume, *SETTING_LIMITS["volume"], self._volume,
                             lambda v: f"{round(v * 100)}%", 0.05)
        self.mute = Toggle("Mute all sounds", st.muted, self._mute)
        self.speed = Slider("Animation speed", st.animation_speed, *SETTING_LIMITS["animation_speed"], self._anim,
                            _speed, 0.25)
        self.pace = Slider("AI pace", st.ai_pace, *SETTING_LIMITS["ai_pace"], self._pace, _pace, 0.1)
        self.fullscreen = Toggle("Fullscreen (F11)", app.fullscreen, self._fullscreen, source=lambda: app.fullscreen)
        self.undo = Toggle("Casual undo (may take back revealed cards)", st.casual_undo, self._undo)
        self.ui_scale = Slider("Size of cards and text", st.ui_scale, *SETTING_LIMITS["ui_scale"], self._ui_scale,
                               lambda v: f"{round(v * 100)}%", 0.1)
        self.contrast = Toggle("High contrast", st.high_contrast, self._contrast)
        self.forced = Toggle("Play my only possible move for me", st.play_forced, self._forced)
        self.rows: list[Widget] = [self.volume, self.mute, self.speed, self.pace, self.fullscreen, self.undo,
                                   self.forced, self.ui_scale, self.contrast]
        self.back = Button("Done", self.app.pop, hotkey=pygame.K_ESCAPE)
        self.art_packs = Button("Art packs", self.open_art_packs, style="secondary")
        self.art_packs.tooltip = "Pictures of your own cards: which were found, which are missing"
        self.ring = FocusRing(lambda: [*self.rows, self.art_packs, self.back])
        self.notes = {
            self.undo: "Applies to games started from now on.",
            self.pace: "How long each AI move stays on screen before the next one.",
            self.speed: "How fast cards fly and flip.",
            self.ui_scale: "Bigger cards and text on every screen and table (from Done on).",
            self.contrast: "Darker panels, white text, brighter edges.",
            self.forced: "When a decision has one choice, it is made for you (never behind the curtain).",
        }

    # --- changes -----------------------------------------------------------------------
    def _volume(self, value: float) -> None:
        self.app.settings.volume = value
        self.app.sound.configure(value, self.app.settings.muted)

    def _mute(self, value: bool) -> None:
        self.app.settings.muted = value
        self.app.sound.configure(self.app.settings.volume, value)
        if not value:
            self.app.sound.play("click")

    def _anim(self, value: float) -> None:
        self.app.settings.animation_speed = value

    def _pace(self, value: float) -> None:
        self.app.settings.ai_pace = value

    def _fullscreen(self, value: bool) -> None:
        self.app.set_fullscreen(value)

    def _undo(self, value: bool) -> None:
        self.app.settings.casual_undo = value

    def _forced(self, value: bool) -> None:
        self.app.settings.play_forced = value

    def _ui_scale(self, value: float) -> None:
        self.app.settings.ui_scale = round(value, 2)  # applied on leaving: the slider must not move under the pointer

    def _contrast(self, value: bool) -> None:
        self.app.settings.high_contrast = value
        self._apply_look()

    def open_art_packs(self) -> None:
        from tabletop.scenes.art_packs import ArtPacksScene

        self.app.push(ArtPacksScene(self.app))

    def _apply_look(self) -> None:
        theme.configure(self.app.settings.ui_scale, self.app.settings.high_contrast)

    def on_exit(self) -> None:
        self._apply_look()
        self.app.save_settings()

    # --- scene -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        step = min(s(72), (h - s(110) - s(150)) // len(self.rows))  # the panel fits the window
        panel = pygame.Rect(0, 0, min(w - s(80), s(760)), s(40) + step * len(self.rows) + s(100))
        panel.center = (w // 2, h // 2 + s(30))
        self.panel = panel
        y = panel.y + s(36)
        row_h = min(s(40), step - s(4))  # rows keep a gap between them when the window is short
        for row in self.rows:
            row.rect = pygame.Rect(panel.x + s(40), y, panel.w - s(80), row_h)
            y += step
        self.back.rect = pygame.Rect(0, 0, s(180), s(theme.BUTTON_H))
        self.back.rect.bottomleft = (panel.centerx + s(10), panel.bottom - s(26))
        self.art_packs.rect = self.back.rect.copy()
        self.art_packs.rect.bottomright = (panel.centerx - s(10), panel.bottom - s(26))
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event) or self.back.handle_event(event) or self.art_packs.handle_event(event):
            return
        for row in self.rows:
            if row.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        draw_text(surface, "Settings", s.font("title", "bold"), theme.BRASS,
                  (surface.get_width() // 2, self.panel.y - s(34)), "center")
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        small = s.font("small")
        step = self.rows[1].rect.y - self.rows[0].rect.y if len(self.rows) > 1 else s(72)
        notes_fit = step - self.rows[0].rect.h >= small.get_height() + s(6)
        for i, row in enumerate(self.rows):
            if i:
                y = row.rect.y - s(6)
                pygame.draw.line(surface, theme.PANEL_LIGHT, (row.rect.x, y), (row.rect.right, y))
            row.draw(surface, s)
            note = self.notes.get(row)
            if note and notes_fit:
                draw_text(surface, note, small, theme.TEXT_MUTED, (row.rect.x, row.rect.bottom - s(2)))
        if not notes_fit:
            # a short window: the note of the row in focus or under the pointer, on one line above Done
            asked = self._row_in_question()
            note = self.notes.get(asked) if asked is not None else None
            if note:
                draw_text(surface, note, small, theme.TEXT_MUTED,
                          (self.panel.centerx, self.back.rect.y - s(8)), "midbottom")
        self.art_packs.draw(surface, s)
        self.back.draw(surface, s)

    def _row_in_question(self) -> Widget | None:
        """The row whose note a short window shows: the one in keyboard focus, else under the pointer."""
        focused = self.ring.current()
        if focused in self.rows:
            return focused
        pointer = pygame.mouse.get_pos()
        return next((row for row in self.rows if row.rect.inflate(0, 8).collidepoint(pointer)), None)
