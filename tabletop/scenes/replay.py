"""The replay viewer: a kept game played again on its real table.

Step forward and back (arrows), jump to the start or the end (Home, End) or to any move of
the move list (a click), play on at a chosen speed (Space), and choose whose eyes to watch
through: one seat's, the spectator's, or every hand (the table shows each mover's own view
and the list tells every private event: the game is over). "Continue from here" starts a new
game from the move on screen with the seats chosen. Nothing here writes a file: a replay
never changes the stored game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.protocol import Event, Seat, personalize
from tabletop.core.replay import Replay
from tabletop.scenes.base import Scene
from tabletop.ui import theme
from tabletop.ui.widgets import (
    Button,
    Choice,
    FocusRing,
    Option,
    Slider,
    draw_background,
    draw_panel,
    draw_text,
    ellipsize,
    wrap_text,
)

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.ui.table import GameTable

#: The eyes that see every hand: the table shows the view of whoever moves, the list every event.
EVERYONE = -1
SPECTATOR = -2
SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: Seconds a move stays on screen at 1× while the replay plays.
BASE_PACE = 1.2


class MoveList:
    """The moves of the replay, one line each, the current one marked; a click picks a move."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.current = 0
        self.first = 0  # the first line shown
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.line_h = 20
        self.inner_top = 0  # where the first line is drawn (set by draw)

    def visible_count(self) -> int:
        return max(1, (self.rect.bottom - self.inner_top - 8) // max(1, self.line_h))

    def follow(self) -> None:
        """Scroll so that the current move is in sight."""
        count = self.visible_count()
        if self.current < self.first:
            self.first = self.current
        elif self.current >= self.first + count:
            self.first = self.current - count + 1
        self.first = max(0, min(self.first, max(0, len(self.lines) - count)))

    def line_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos) or pos[1] < self.inner_top:
            return None
        index = self.first + (pos[1] - self.inner_top) // max(1, self.line_h)
        return index if 0 <= index < len(self.lines) else None

    def handle_event(self, event: pygame.event.Event) -> int | None:
        """The move clicked (lines count from 0: the start), else None; the wheel scrolls."""
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                top = max(0, len(self.lines) - self.visible_count())
                self.first = max(0, min(top, self.first - 3 * event.y))
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.line_at(event.pos)
        return None

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        rect = self.rect
        draw_panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, radius=s(12), shadow=s(4), alpha=225)
        draw_text(surface, "MOVES", s.font("small", "bold"), theme.BRASS, (rect.x + s(14), rect.y + s(12)))
        font = s.font("small")
        self.line_h = font.get_linesize() + s(4)
        self.inner_top = top = rect.y + s(36)
        self.follow()
        for row, index in enumerate(range(self.first, min(len(self.lines), self.first + self.visible_count()))):
            line = pygame.Rect(rect.x + s(6), top + row * self.line_h, rect.w - s(12), self.line_h)
            if index == self.current:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, line, border_radius=s(6))
                pygame.draw.rect(surface, theme.BRASS, line, width=max(1, s(1)), border_radius=s(6))
            color = theme.TEXT if index <= self.current else theme.TEXT_MUTED
            draw_text(surface, ellipsize(self.lines[index], font, line.w - s(12)), font, color,
                      (line.x + s(6), line.centery), "midleft")


class ReplayScene(Scene):
    """A replay on the game's own table, with its controls; ``Back`` returns to the list."""

    def __init__(self, app: App, replay: Replay, title: str = "") -> None:
        super().__init__(app)
        from tabletop import games

        self.replay = replay
        self.entry = games.get(replay.game.id)
        self.names = [seat.name for seat in replay.seats]
        self.title = title or f"Replay of {self.entry.name}"
        self.table: GameTable = self.entry.table()(replay.game, self.names)
        self.table.sound = app.sound
        self.position = 0
        self.match = replay.at(0)
        self.playing = False
        self.clock = 0.0
        people = [i for i, seat in enumerate(replay.seats) if seat.is_human]
        eyes = [Option(seat, f"Eyes of {name}") for seat, name in enumerate(self.names)]
        eyes += [Option(SPECTATOR, "Spectator (no hand)"), Option(EVERYONE, "Every hand")]
        self.eyes = Choice(eyes, people[0] if people else len(self.names) + 1, lambda _: self._show())
        self.speed = Choice([Option(v, f"{v:g}× speed") for v in SPEEDS], SPEEDS.index(1.0))
        self.start_button = Button("Start", lambda: self.seek(0), style="secondary", hotkey=pygame.K_HOME)
        self.back_button = Button("← Back", lambda: self.seek(self.position - 1), style="secondary",
                                  hotkey=pygame.K_LEFT)
        self.play_button = Button("Play", self.toggle_play, hotkey=pygame.K_SPACE)
        self.next_button = Button("Next →", self.step_forward, style="secondary", hotkey=pygame.K_RIGHT)
        self.end_button = Button("End", lambda: self.seek(self.replay.length), style="secondary",
                                 hotkey=pygame.K_END)
        self.slider = Slider("Move", 0, 0, max(1, replay.length), lambda v: self.seek(round(v)),
                             lambda v: f"{round(v)} of {replay.length}", 1)
        self.continue_button = Button("Continue from here", self.continue_here)
        self.continue_button.tooltip = "A new game from this move, with the seats you choose"
        self.close_button = Button("Back", self.app.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self.controls = [self.start_button, self.back_button, self.play_button, self.next_button, self.end_button]
        self.widgets = [*self.controls, self.speed, self.slider, self.continue_button, self.eyes, self.close_button]
        self.ring = FocusRing(lambda: self.widgets)
        self.moves = MoveList()
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.details_rect = pygame.Rect(0, 0, 0, 0)
        self._lines_for: object = None  # the eyes the move list was written for
        self._show()

    # --- what is on screen ---------------------------------------------------------------
    def eyes_seat(self) -> Seat | None:
        """The seat whose view the table shows now."""
        chosen = self.eyes.value
        if chosen == SPECTATOR:
            return None
        if chosen == EVERYONE:
            seat = self.match.to_act()
            if seat is None and self.position:
                seat = self.replay.movers[self.position - 1]
            return seat if seat is not None else 0
        return int(chosen)

    def sees(self, event: Event) -> bool:
        return self.eyes.value == EVERYONE or event.visible(self.eyes_seat())

    def move_details(self) -> list[str]:
        """Everything the move on screen did that the chosen eyes see."""
        events = self.match.log[-4:] if self.position == 0 else self.replay.events_of(self.position)
        return [self.event_text(e) for e in events if self.sees(e)]

    def event_text(self, event: Event) -> str:
        """An event's words; with every hand shown, a private one says whose it is ("Ada sees: ...")."""
        text = personalize(event.text, self.names)
        if self.eyes.value == EVERYONE and event.visible_to is not None:
            who = " and ".join(self.names[seat] for seat in sorted(event.visible_to))
            return f"{who} sees: {text}"
        return text

    def move_line(self, move: int) -> str:
        """Move ``move`` (1-based) in a few words, as the chosen eyes saw it."""
        seat = self.replay.movers[move - 1]
        seen = [e for e in self.replay.events_of(move) if self.sees(e)]
        if seen:
            text = self.event_text(seen[0])
        else:
            # a move that logged nothing these eyes see: its own words, but only to eyes that saw it made
            label = self.replay.full.steps[move - 1].action.label
            mine = self.eyes.value == EVERYONE or self.eyes_seat() == seat
            text = f"{self.names[seat]}: {personalize(label, self.names)}" if label and mine \
                else f"{self.names[seat]} moves."
        return f"{move}. {text}"

    def _show(self, events: list[Event] | None = None) -> None:
        """Give the table the view of the chosen eyes (animating ``events`` of one step forward)."""
        seat = self.eyes_seat()
        game, state = self.replay.game, self.match.state
        self.table.teams = game.teams(state)
        self.table.result = game.result(state) if game.is_over(state) else None  # the end says who won
        self.table.set_view(game.view(state, seat), seat, [])
        if events:
            seen = [e for e in events if self.sees(e)]
            if seen:
                self.table.on_events(seen)
        else:
            self.table.on_undo()
        if self._lines_for != self.eyes.value:
            self._lines_for = self.eyes.value
            self.moves.lines = ["Start of the game"] + [self.move_line(m) for m in range(1, self.replay.length + 1)]
        self.moves.current = self.position
        self.moves.follow()
        self.slider.value = self.position
        self.continue_button.enabled = not self.match.is_over()

    # --- moving through the game ------------------------------------------------------------
    def seek(self, position: int) -> None:
        position = max(0, min(self.replay.length, position))
        if position == self.position + 1:
            self.step_forward()
            return
        if position != self.position:
            self.position = position
            self.match = self.replay.at(position)
            self._show()
        if position == self.replay.length:
            self._stop()

    def step_forward(self) -> None:
        if self.position >= self.replay.length:
            self._stop()
            return
        events = self.match.play(self.replay.actions[self.position])
        self.position += 1
        self._show(events)
        if self.position == self.replay.length:
            self._stop()

    def toggle_play(self) -> None:
        if self.playing:
            self._stop()
            return
        if self.position >= self.replay.length:
            self.seek(0)
        self.playing = True
        self.clock = 0.0
        self.play_button.label = "Pause"

    def _stop(self) -> None:
        self.playing = False
        self.play_button.label = "Play"

    def continue_here(self) -> None:
        from tabletop.scenes.continue_game import ContinueScene

        if not self.match.is_over():
            self._stop()
            self.app.push(ContinueScene(self.app, self.replay, self.position))

    # --- scene hooks -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.table.update(dt * self.app.settings.animation_speed)
        if not self.playing:
            return
        self.clock += dt
        if self.clock >= BASE_PACE / float(self.speed.value) and not self.table.busy():
            self.clock = 0.0
            self.step_forward()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event):
            return
        for widget in self.widgets:
            if widget.handle_event(event):
                return
        picked = self.moves.handle_event(event)
        if picked is not None:
            self.seek(picked)

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        bar_h = s(theme.TOP_BAR_H)
        margin = s(16)
        bh = s(38)
        self.close_button.rect = pygame.Rect(w - margin - s(92), (bar_h - bh) // 2 + s(4), s(92), bh)
        self.eyes.rect = pygame.Rect(self.close_button.rect.x - s(12) - s(280), self.close_button.rect.y, s(280), bh)
        controls_h = s(64)
        y = h - controls_h + (controls_h - bh) // 2
        x = margin
        for button, width in zip(self.controls, (s(80), s(96), s(96), s(96), s(72))):
            button.rect = pygame.Rect(x, y, width, bh)
            x += width + s(8)
        self.speed.rect = pygame.Rect(x + s(8), y, s(170), bh)
        self.continue_button.rect = pygame.Rect(w - margin - s(220), y, s(220), bh)
        left = self.speed.rect.right + s(20)
        self.slider.rect = pygame.Rect(left, y, max(s(120), self.continue_button.rect.x - s(20) - left), bh)
        list_w = s(theme.LOG_W) if w >= 1100 else s(220)
        column = pygame.Rect(w - list_w - margin, bar_h + s(12), list_w, h - bar_h - controls_h - s(24))
        details_h = min(s(170), column.h // 3)
        self.moves.rect = pygame.Rect(column.x, column.y, column.w, column.h - details_h - s(10))
        self.details_rect = pygame.Rect(column.x, self.moves.rect.bottom + s(10), column.w, details_h)
        self.table_rect = pygame.Rect(margin, bar_h + s(8), self.moves.rect.x - 2 * margin,
                                      h - bar_h - controls_h - s(8))
        return s

    def status(self) -> str:
        if self.position == 0:
            return "Replay · the start"
        return f"Replay · move {self.position} of {self.replay.length}"

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = self.layout(size)
        w, h = size
        draw_background(surface)
        self.table.draw(surface, self.table_rect)
        bar = pygame.Rect(0, 0, w, s(theme.TOP_BAR_H))
        draw_panel(surface, bar, theme.WOOD_DARK, None, radius=0, shadow=s(3))
        pygame.draw.line(surface, theme.BRASS_DARK, (0, bar.bottom - 1), (w, bar.bottom - 1), max(1, s(2)))
        heading = s.font("heading", "bold")
        name_rect = draw_text(surface, self.entry.name, heading, theme.BRASS, (s(20), bar.centery), "midleft")
        label = s.font("label", "semibold")
        room = self.eyes.rect.x - name_rect.right - s(60)
        draw_text(surface, ellipsize(self.status(), label, room), label, theme.TEXT,
                  (name_rect.right + s(36), bar.centery), "midleft")
        controls = pygame.Rect(0, h - s(64), w, s(64))
        draw_panel(surface, controls, theme.WOOD_DARK, None, radius=0)
        pygame.draw.line(surface, theme.BRASS_DARK, (0, controls.y), (w, controls.y), max(1, s(2)))
        self.moves.draw(surface, s)
        self._draw_details(surface, s)
        for widget in self.widgets:
            widget.draw(surface, s)
        if self.continue_button.hover and self.continue_button.tooltip:
            from tabletop.ui.widgets import draw_tooltip

            draw_tooltip(surface, s, self.continue_button.rect, self.continue_button.tooltip)

    def _draw_details(self, surface: pygame.Surface, s: theme.Scale) -> None:
        """The events of the move on screen, as the chosen eyes see them."""
        rect = self.details_rect
        draw_panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, radius=s(12), shadow=s(4), alpha=225)
        title = "AT THE START" if self.position == 0 else f"MOVE {self.position}"
        draw_text(surface, title, s.font("small", "bold"), theme.BRASS, (rect.x + s(14), rect.y + s(10)))
        font = s.font("small")
        y = rect.y + s(34)
        for text in self.move_details():
            for line in wrap_text(text, font, rect.w - s(28)):
                if y + font.get_linesize() > rect.bottom - s(6):
                    return
                draw_text(surface, line, font, theme.TEXT, (rect.x + s(14), y))
                y += font.get_linesize()


def open_replay(app: App, data: dict[str, Any], title: str = "") -> ReplayScene | None:
    """A replay scene for the saved game ``data``; None (with the reason as a message) if it cannot
    be replayed."""
    from tabletop import games
    from tabletop.core.match import DamagedSave

    try:
        replay = Replay(games.get(str(data["game"])).rules(), data)
    except (DamagedSave, KeyError) as exc:
        app.message(f"This game cannot be replayed: {exc}", "error")
        return None
    return ReplayScene(app, replay, title)
