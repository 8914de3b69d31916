"""The worked examples of one game's rulebook, playable.

:class:`ExamplesScene` lists the game's examples (see :mod:`tabletop.core.examples`): a click on
one (or Page Up / Page Down) shows its context and what the rulebook says happens; "Step through" opens it on the real
table as a replay (:class:`ExampleScene`: each scripted move with what the book says of it, the
rulebook's words at the end), and "Play it" starts it with the seats the player chooses ("Continue
from here" of the replay viewer, at the start). A game played from an example is kept on Recent
games, labelled as an example, and not counted in the statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.examples import Example, replay_of
from tabletop.core.match import SeatSpec
from tabletop.core.protocol import IllegalAction
from tabletop.core.replay import Replay
from tabletop.core.words import counted
from tabletop.scenes.base import Scene
from tabletop.scenes.replay import ReplayScene
from tabletop.ui import theme
from tabletop.ui.row_list import RowList
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

#: Who sits where when an example is opened: a person in the first seat, bots in the others
#: (the seats can be changed before playing it).
OTHER_SEATS = "normal"


ROW_HEIGHT = 52
"""An example's row in the list (unscaled)."""


def example_seats(example: Example[Any]) -> list[SeatSpec]:
    """The example's seats: its names, a person in the first seat and bots in the others."""
    return [SeatSpec(name, "human" if seat == 0 else OTHER_SEATS, example.config.team_of(seat)
                     if example.config.teams is not None else None)
            for seat, name in enumerate(example.seat_names())]


def draw_paragraph(surface: pygame.Surface, text: str, font: pygame.font.Font, color: tuple[int, int, int],
                   x: int, y: int, width: int, bottom: int) -> int:
    """``text`` wrapped to ``width`` from ``(x, y)``, stopping above ``bottom``; the y after it."""
    for line in wrap_text(text, font, width):
        if y + font.get_linesize() > bottom:
            break
        draw_text(surface, line, font, color, (x, y))
        y += font.get_linesize()
    return y


class ExamplesScene(Scene):
    """The list of one game's examples, the chosen one told in full, and what to do with it."""

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        from tabletop import games

        self.entry = games.get(game_id)
        self.game = self.entry.rules()
        self.examples: list[Example[Any]] = list(self.game.examples())
        self.step_button = Button("Step through", self.step_through, hotkey=pygame.K_RETURN)
        self.step_button.tooltip = "The example on the table, move by move, with what the rulebook says"
        self.play_button = Button("Play it", self.play_it, style="secondary")
        self.play_button.tooltip = "Play the example from its start, with the seats you choose"
        self.back = Button("Back", self.app.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.step_button, self.play_button, self.back]
        for button in self.buttons[:2]:
            button.enabled = bool(self.examples)
        self.ring = FocusRing(lambda: self.buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows = RowList(lambda: len(self.examples), self.step_through, ROW_HEIGHT,
                            "This game has no worked examples yet.", show_range=True)
        self.detail_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def selected(self) -> int:
        return self.rows.selected

    @property
    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        return self.rows.row_rects

    @property
    def current(self) -> Example[Any] | None:
        return self.examples[self.selected] if 0 <= self.selected < len(self.examples) else None

    # --- actions ------------------------------------------------------------------------------
    def replay(self, example: Example[Any]) -> Replay | None:
        """The example as a replay; None (with a message) if its script does not fit its position."""
        try:
            return replay_of(self.game, example, example_seats(example))
        except (IllegalAction, ValueError) as exc:
            self.app.message(f"This example cannot be shown: {exc}", "error")
            return None

    def step_through(self) -> None:
        example = self.current
        replay = self.replay(example) if example is not None else None
        if example is not None and replay is not None:
            self.app.push(ExampleScene(self.app, replay, example))

    def play_it(self) -> None:
        from tabletop.scenes.continue_game import ContinueScene

        example = self.current
        replay = self.replay(example) if example is not None else None
        if example is not None and replay is not None:
            self.app.push(ContinueScene(self.app, replay, 0, f"Play the example: {example.title}"))

    def select(self, index: int) -> None:
        self.rows.select(index)

    # --- scene --------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - s(60), s(1180)), h - s(60))
        self.panel.center = (w // 2, h // 2)
        top = self.panel.y + s(84)
        bottom = self.panel.bottom - s(30) - s(48) - s(18)
        list_w = max(s(280), int(self.panel.w * 0.4))
        self.rows.rect = pygame.Rect(self.panel.x + s(24), top, list_w, bottom - top)
        self.detail_rect = pygame.Rect(self.rows.rect.right + s(20), top,
                                       self.panel.right - s(24) - self.rows.rect.right - s(20), bottom - top)
        y = self.panel.bottom - s(30) - s(48)
        x = self.detail_rect.x
        for button, width in zip(self.buttons[:2], (s(180), s(150))):
            button.rect = pygame.Rect(x, y, width, s(48))
            x += width + s(14)
        self.back.rect = pygame.Rect(self.panel.right - s(30) - s(130), y, s(130), s(48))
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        s = self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event):
            return
        for button in self.buttons:
            if button.handle_event(event):
                return
        self.rows.handle_event(event, s, self.app.time)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        title = draw_text(surface, "Examples", s.font("title", "bold"), theme.BRASS,
                          (self.panel.x + s(30), self.panel.y + s(20)))
        draw_text(surface, ellipsize(f"{self.entry.name}: the rulebook's worked examples, on the table",
                                     s.font("label"), self.panel.right - title.right - s(60)),
                  s.font("label"), theme.TEXT_DIM, (title.right + s(24), title.centery), "midleft")
        self.rows.draw(surface, s, self._draw_row)
        self._draw_detail(surface, s)
        for button in self.buttons:
            button.draw(surface, s)
        for button in self.buttons[:2]:
            if button.hover and button.tooltip:
                from tabletop.ui.widgets import draw_tooltip

                draw_tooltip(surface, s, button.rect, button.tooltip)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, index: int, s: theme.Scale) -> None:
        example = self.examples[index]
        title_font, small = s.font("body", "semibold"), s.font("small")
        room = rect.w - s(28)
        draw_text(surface, ellipsize(example.title, title_font, room), title_font, theme.TEXT,
                  (rect.x + s(14), rect.y + s(5)))
        moves = len(example.script)
        where = f"{example.config.players} players · {counted(moves, 'move')}"
        draw_text(surface, ellipsize(where, small, room), small, theme.TEXT_MUTED,
                  (rect.x + s(14), rect.y + s(5) + title_font.get_linesize()))

    def _draw_detail(self, surface: pygame.Surface, s: theme.Scale) -> None:
        rect = self.detail_rect
        draw_panel(surface, rect, theme.WOOD_DARK, theme.PANEL_BORDER, radius=s(12), alpha=200)
        example = self.current
        if example is None:
            return
        x, width, bottom = rect.x + s(20), rect.w - s(40), rect.bottom - s(12)
        y = draw_paragraph(surface, example.title, s.font("heading", "bold"), theme.TEXT, x, rect.y + s(16),
                           width, bottom) + s(8)
        y = draw_paragraph(surface, example.context, s.font("body"), theme.TEXT_DIM, x, y, width, bottom) + s(16)
        label = s.font("small", "bold")
        if y + label.get_linesize() < bottom:
            draw_text(surface, "WHAT THE RULEBOOK SAYS HAPPENS", label, theme.BRASS, (x, y))
            y += label.get_linesize() + s(4)
        y = draw_paragraph(surface, example.outcome, s.font("body"), theme.TEXT, x, y, width, bottom) + s(12)
        if example.source:
            draw_paragraph(surface, example.source, s.font("small"), theme.TEXT_MUTED, x, y, width, bottom)


class ExampleScene(ReplayScene):
    """An example on its table, stepped through like a replay: the notes panel tells the context
    at the start, what the book says of each scripted move, and the rulebook's words at the end."""

    def __init__(self, app: App, replay: Replay, example: Example[Any]) -> None:
        self.example = example
        super().__init__(app, replay, f"Example: {example.title}")

    def status(self) -> str:
        if self.position == 0:
            return f"Example: {self.example.title} · the start"
        return f"Example: {self.example.title} · move {self.position} of {self.replay.length}"

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        """The replay's layout with a taller notes panel: the words matter more than the move list."""
        s = super().layout(size)
        column = self.moves.rect.union(self.details_rect)
        notes_h = column.h * 3 // 5
        self.moves.rect = pygame.Rect(column.x, column.y, column.w, column.h - notes_h - s(10))
        self.details_rect = pygame.Rect(column.x, self.moves.rect.bottom + s(10), column.w, notes_h)
        return s

    def note(self) -> str:
        """What the book says of the move on screen ("" if nothing)."""
        if 1 <= self.position <= len(self.example.script):
            return self.example.script[self.position - 1].note
        return ""

    def _draw_details(self, surface: pygame.Surface, s: theme.Scale) -> None:
        rect = self.details_rect
        draw_panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, radius=s(12), shadow=s(4), alpha=235)
        x, width, bottom = rect.x + s(14), rect.w - s(28), rect.bottom - s(8)
        label, body, small = s.font("small", "bold"), s.font("body"), s.font("small")
        title = "THE EXAMPLE" if self.position == 0 else f"MOVE {self.position} OF {self.replay.length}"
        draw_text(surface, title, label, theme.BRASS, (x, rect.y + s(10)))
        y = rect.y + s(14) + label.get_linesize()
        if self.position == 0:
            y = draw_paragraph(surface, self.example.context, body, theme.TEXT, x, y, width, bottom) + s(8)
            y = draw_paragraph(surface, "Next → plays the moves the rulebook describes.", small, theme.TEXT_MUTED,
                               x, y, width, bottom)
            return
        note = self.note()
        if note:
            y = draw_paragraph(surface, note, body, theme.TEXT, x, y, width, bottom) + s(6)
        for text in self.move_details():
            y = draw_paragraph(surface, text, small, theme.TEXT_DIM, x, y, width, bottom)
        if self.position == self.replay.length:
            y += s(10)
            if y + label.get_linesize() < bottom:
                draw_text(surface, "WHAT THE RULEBOOK SAYS", label, theme.BRASS, (x, y))
                y += label.get_linesize() + s(2)
            draw_paragraph(surface, self.example.outcome, body, theme.TEXT, x, y, width, bottom)
