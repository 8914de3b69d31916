"""Continue from here: a new game from a move of a replay, with the seats the player chooses
(a person where a bot sat, to study a lost position against it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core.match import SeatSpec
from tabletop.core.protocol import IllegalAction
from tabletop.core.replay import Replay
from tabletop.scenes.base import Scene
from tabletop.scenes.matches import SEAT_KINDS, kind_label
from tabletop.ui import theme
from tabletop.ui.widgets import (
    Button,
    Choice,
    FocusRing,
    Option,
    draw_background,
    draw_panel,
    draw_text,
    ellipsize,
)

if TYPE_CHECKING:
    from tabletop.app import App


class ContinueScene(Scene):
    """Who sits where in the new game; Start plays it from move ``position`` of ``replay``."""

    def __init__(self, app: App, replay: Replay, position: int, title: str = "") -> None:
        super().__init__(app)
        from tabletop import games

        self.replay = replay
        self.position = position
        self.game_name = games.get(replay.game.id).name
        where = "the start" if position == 0 else f"move {position}"
        self.title = title or f"Continue {self.game_name} from {where}"
        options = [Option(kind, kind_label(kind)) for kind in SEAT_KINDS]
        self.kinds = [Choice(options, SEAT_KINDS.index(seat.kind) if seat.kind in SEAT_KINDS else 0)
                      for seat in replay.seats]
        self.start = Button("Start", self.begin, hotkey=pygame.K_RETURN)
        self.cancel = Button("Cancel", self.app.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self.ring = FocusRing(lambda: [*self.kinds, self.start, self.cancel])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.replaces = app.storage.read_autosave(replay.game.id) is not None

    def seats(self) -> list[SeatSpec]:
        return [SeatSpec(name=seat.name, kind=str(choice.value), team=seat.team)
                for seat, choice in zip(self.replay.seats, self.kinds)]

    def begin(self) -> None:
        from tabletop.scenes.table import TableScene

        try:
            match = self.replay.continue_from(self.position, self.seats(), self.app.settings.casual_undo)
        except (IllegalAction, ValueError) as exc:
            self.app.message(f"Cannot continue from here: {exc}", "error")
            return
        self.app.pop()
        self.app.push(TableScene(self.app, match))

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        rows = len(self.kinds)
        self.panel = pygame.Rect(0, 0, min(size[0] - s(80), s(640)), s(230) + rows * s(50))
        self.panel.center = (size[0] // 2, size[1] // 2)
        for i, choice in enumerate(self.kinds):
            choice.rect = pygame.Rect(self.panel.right - s(40) - s(240), self.panel.y + s(120) + i * s(50),
                                      s(240), s(40))
        self.start.rect = pygame.Rect(self.panel.centerx - s(170), self.panel.bottom - s(70), s(160), s(48))
        self.cancel.rect = pygame.Rect(self.panel.centerx + s(10), self.panel.bottom - s(70), s(160), s(48))
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event):
            return
        for widget in [*self.kinds, self.start, self.cancel]:
            if widget.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        draw_panel(surface, self.panel, theme.PANEL, theme.BRASS, radius=s(16), shadow=s(6))
        cx = self.panel.centerx
        heading = s.font("heading", "bold")
        draw_text(surface, ellipsize(self.title, heading, self.panel.w - s(40)), heading, theme.TEXT,
                  (cx, self.panel.y + s(40)), "center")
        note = "Choose who plays each seat from here."
        if self.replaces:
            note += f" The new game replaces your unfinished {self.game_name} once you move."
        body = s.font("body")
        draw_text(surface, ellipsize(note, body, self.panel.w - s(40)), body, theme.TEXT_DIM,
                  (cx, self.panel.y + s(80)), "center")
        for seat, choice in enumerate(self.kinds):
            y = choice.rect.centery
            theme.draw_seat_marker(surface, seat, (self.panel.x + s(50), y), s(10))
            draw_text(surface, ellipsize(self.replay.seats[seat].name, s.font("label", "semibold"),
                                         choice.rect.x - self.panel.x - s(90)),
                      s.font("label", "semibold"), theme.TEXT, (self.panel.x + s(72), y), "midleft")
            choice.draw(surface, s)
        self.start.draw(surface, s)
        self.cancel.draw(surface, s)
