"""The result screen: who won and why, ranks, scores and each rule's points."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.match import Match
from tabletop.core.protocol import Result, personalize
from tabletop.core.words import counted
from tabletop.scenes.base import Scene
from tabletop.scenes.matches import kind_label
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
    from tabletop.ui.table import GameTable


def verdict(result: Result, names: list[str]) -> str:
    """Who won, in a few words: "Ada wins", "Ada and Grace win" (a team, as the game's summary
    says), "Ada and Grace share the win" (a tie), or "No winner"."""
    winners = [names[w] for w in result.winners]
    if not winners:
        return "No winner"
    if len(winners) == 1:
        return f"{winners[0]} wins"
    said = f"{', '.join(winners[:-1])} and {winners[-1]}"
    if re.match(rf"{re.escape(said)} win\b", personalize(result.summary, names)):
        return f"{said} win"  # the game says they won together (a team), not that they tied
    return f"{said} share the win"


PLACES = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")
MEDALS = ((240, 196, 80), (200, 204, 212), (205, 140, 90))


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def hint_count(hints: int) -> str:
    """"1 hint", "3 hints"."""
    return counted(hints, "hint")


def hints_note(hints: int) -> str:
    """What the result says of a seat that asked for hints (nothing when it asked for none)."""
    return f" \u00b7 {hint_count(hints)}" if hints else ""


def hints_line(names: list[str], hints: list[int]) -> str:
    """The sentence that tells a game played with hints apart ("" when nobody asked for one)."""
    used = [f"{names[seat]}: {hint_count(n)}" for seat, n in enumerate(hints) if n]
    return f"Played with hints \u2014 {', '.join(used)}" if used else ""


class ResultScene(Scene):
    def __init__(self, app: App, match: Match[Any], result: Result, table: GameTable | None = None,
                 over_table: bool = False) -> None:
        """``over_table``: the final table lies under this screen, and "Back to table" returns to it."""
        super().__init__(app)
        self.table = table
        self.match = match
        self.result = result
        self.names = [seat.name for seat in match.seats]
        self.order = sorted(range(len(result.ranks)), key=lambda seat: (result.ranks[seat], seat))
        self.again = Button("Play again", self.play_again, hotkey=pygame.K_RETURN)
        self.back = Button("Back to table", self.app.pop, style="secondary", hotkey=pygame.K_BACKSPACE)
        self.menu = Button("Menu", self.to_menu, style="secondary", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.again, self.back, self.menu] if over_table else [self.again, self.menu]
        self.ring = FocusRing(lambda: self.buttons)
        self.rule_names = self._rule_names()

    def _rule_names(self) -> list[str]:
        """The breakdown's columns, in order, leaving out one that only repeats the scores."""
        names: list[str] = []
        for parts in self.result.breakdown:
            for key in parts:
                if key not in names:
                    names.append(key)
        breakdown = self.result.breakdown
        return [
            name for name in names
            if len(breakdown) != len(self.result.scores)
            or any(parts.get(name) != score for parts, score in zip(breakdown, self.result.scores))
        ]

    def seat_marker(self, surface: pygame.Surface, seat: int, center: tuple[int, int], radius: int) -> None:
        if self.table is not None:
            self.table.draw_seat_marker(surface, seat, center, radius)
        else:
            theme.draw_seat_marker(surface, seat, center, radius)

    def headline(self) -> str:
        return f"{verdict(self.result, self.names)}!"

    def reason(self) -> str:
        """The summary under the headline, without repeating who won when it starts by saying so."""
        summary = personalize(self.result.summary, self.names)
        winners = [self.names[w] for w in self.result.winners]
        if not winners:
            return summary
        said = ", ".join(winners[:-1]) + " and " + winners[-1] if len(winners) > 1 else winners[0]
        lead = re.match(rf"{re.escape(said)} (?:wins|win|share the win)\b[:,.!]?\s*", summary)
        if lead is None:
            return summary
        rest = summary[lead.end():]
        return rest[:1].upper() + rest[1:]

    def play_again(self) -> None:
        from tabletop.scenes.matches import new_match
        from tabletop.scenes.table import TableScene

        m = self.match
        try:
            match = new_match(
                m.game.id,
                [seat.kind for seat in m.seats],
                names=[seat.name for seat in m.seats],
                options=dict(m.config.options),
                casual_undo=self.app.settings.casual_undo,
            )
        except ValueError as exc:
            self.app.message(str(exc), "error")
            return
        self.app.pop()  # this screen
        self.app.replace(TableScene(self.app, match))

    def to_menu(self) -> None:
        from tabletop.scenes.menu import MenuScene

        self.app.pop_to(MenuScene)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.ring.handle_event(event):
            return
        for button in self.buttons:
            if button.handle_event(event):
                return

    def layout(self, size: tuple[int, int]) -> pygame.Rect:
        s = theme.Scale.for_size(size)
        w, h = size
        panel_w = min(w - s(80), s(980))
        wanted = s(200) + s(58) * len(self.order) + s(40) + s(theme.BUTTON_H) + s(50)
        panel = pygame.Rect(0, 0, panel_w, min(h - s(60), max(s(420), wanted)))
        panel.center = (w // 2, h // 2)
        bw, bh, gap = s(190), s(theme.BUTTON_H), s(20)
        x = panel.centerx - (len(self.buttons) * bw + (len(self.buttons) - 1) * gap) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, panel.bottom - bh - s(24), bw, bh)
            x += bw + gap
        return panel

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = theme.Scale.for_size(size)
        panel = self.layout(size)
        draw_background(surface)
        draw_panel(surface, panel, theme.PANEL, theme.BRASS, radius=s(18), shadow=s(8))
        y = panel.y + s(26)
        draw_text(surface, self.headline(), s.font("title", "bold"), theme.BRASS, (panel.centerx, y), "midtop")
        y += s(54)
        summary = self.reason()
        if summary:
            font = s.font("body")
            for line in wrap_text(summary, font, panel.w - s(80))[:3]:
                draw_text(surface, line, font, theme.TEXT_DIM, (panel.centerx, y), "midtop")
                y += font.get_linesize()
        hinted = hints_line(self.names, self.match.hints)
        if hinted:
            draw_text(surface, hinted, s.font("small", "semibold"), theme.INFO, (panel.centerx, y + s(4)), "midtop")
            y += s.font("small").get_linesize() + s(4)
        y += s(18)
        self._draw_table(surface, s, pygame.Rect(panel.x + s(30), y, panel.w - s(60), self.again.rect.y - y - s(16)))
        for button in self.buttons:
            button.draw(surface, s)

    def _draw_table(self, surface: pygame.Surface, s: theme.Scale, area: pygame.Rect) -> None:
        head = s.font("tiny", "bold")
        body = s.font("body", "semibold")
        cols = [self.result.score_label, *self.rule_names]
        name_w = max(s(260), area.w - s(110) * len(cols) - s(70))
        col_w = (area.w - s(70) - name_w) // max(1, len(cols))
        x0 = area.x + s(70) + name_w
        draw_text(surface, "PLACE", head, theme.TEXT_MUTED, (area.x, area.y))
        draw_text(surface, "PLAYER", head, theme.TEXT_MUTED, (area.x + s(70), area.y))
        for i, col in enumerate(cols):
            lines = wrap_text(col.upper(), head, col_w - s(6))[:2]
            for k, line in enumerate(lines):
                text = ellipsize(line, head, col_w - s(6))
                y_line = area.y - (head.get_linesize() // 2 if len(lines) == 2 else 0) + k * head.get_linesize()
                draw_text(surface, text, head, theme.TEXT_MUTED, (x0 + i * col_w + col_w // 2, y_line), "midtop")
        row_h = min(s(58), (area.h - s(28)) // max(1, len(self.order)))
        y = area.y + s(26)
        for seat in self.order:
            rank = self.result.ranks[seat]
            row = pygame.Rect(area.x - s(10), y, area.w + s(20), row_h - s(6))
            winner = seat in self.result.winners
            pygame.draw.rect(surface, theme.PANEL_LIGHT if winner else theme.WOOD_DARK, row, border_radius=s(10))
            if winner:
                pygame.draw.rect(surface, theme.BRASS, row, width=max(1, s(2)), border_radius=s(10))
            medal = MEDALS[rank] if rank < len(MEDALS) else theme.TEXT_MUTED
            pygame.draw.circle(surface, medal, (area.x + s(22), row.centery), s(16))
            draw_text(surface, PLACES[rank] if rank < len(PLACES) else str(rank + 1), s.font("small", "bold"),
                      theme.TEXT_DARK, (area.x + s(22), row.centery), "center")
            self.seat_marker(surface, seat, (area.x + s(82), row.centery), s(10))
            spec = self.match.seats[seat]
            label = f"{self.names[seat]}"
            draw_text(surface, ellipsize(label, body, name_w - s(150)), body, theme.TEXT,
                      (area.x + s(100), row.centery), "midleft")
            kind = kind_label(spec.kind) + hints_note(self.match.hints[seat])
            kind_font = s.font("small")
            draw_text(surface, kind, kind_font, theme.TEXT_MUTED,
                      (area.x + s(70) + name_w - s(10), row.centery), "midright")
            values: list[float | None] = [self.result.scores[seat]]
            parts = self.result.breakdown[seat] if seat < len(self.result.breakdown) else {}
            values += [parts.get(name) for name in self.rule_names]
            for i, value in enumerate(values):
                font = s.font("label", "bold") if i == 0 else body
                color = theme.BRASS if i == 0 else (theme.TEXT if value else theme.TEXT_MUTED)
                text = "–" if value is None else _fmt(value)
                draw_text(surface, text, font, color, (x0 + i * col_w + col_w // 2, row.centery), "center")
            y += row_h
