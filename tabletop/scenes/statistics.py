"""The statistics of one game: the people's games (won and played by seat kind, against each
AI level, per table size and per per-seat option such as Meh's armies, streaks, length), a
plot of their recent results, and the games among bots alone apart. Reset asks first.

The splits and their words come from the game's data (its table's ``players_label`` and
``setup_options``), so every game has them with no code of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.words import counted
from tabletop.scenes.base import Scene
from tabletop.scenes.matches import kind_label
from tabletop.statistics import Row, average_length, current_and_best_streak, rate, rows_of
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
    from tabletop.ui.table import GameTable

KIND_ORDER = ("human", "easy", "normal", "hard", "random")
LEFT_OUT = "Games played from a rulebook example are not counted here."
"""The line under the columns: what the statistics leave out (they count games, not studies)."""


def table_class(game_id: str) -> type[GameTable]:
    from tabletop import games

    table: type[GameTable] = games.get(game_id).table()
    return table


def option_words(game_id: str) -> dict[str, tuple[str, dict[str, str]]]:
    """Per per-seat option key of a game's setup: its label and each value's label."""
    from tabletop import games

    entry = games.get(game_id)
    game, table = entry.rules(), table_class(game_id)
    words: dict[str, tuple[str, dict[str, str]]] = {}
    for players in range(game.min_players, game.max_players + 1):
        for option in table.setup_options(game, players):
            values = words.setdefault(option.key, (option.label, {}))[1]
            values.update({str(value): text for value, text in option.choices})
    return words


def sections(game_id: str, entry: dict[str, Any]) -> list[tuple[str, list[Row]]]:
    """The titled tables of the people's games of ``game_id``."""

    table = table_class(game_id)
    out: list[tuple[str, list[Row]]] = []
    out.append(("By seat", rows_of(entry.get("kinds", {}), kind_label, KIND_ORDER)))
    if entry.get("against"):
        out.append(("A person won, against", rows_of(entry["against"], kind_label, KIND_ORDER)))
    players = entry.get("players", {})
    if players:
        order = sorted(players, key=lambda k: int(k) if k.isdigit() else 0)
        out.append(("A person won, by table", rows_of(players, lambda k: table.players_label(int(k)), order)))
    words = option_words(game_id)
    for key, rows in entry.get("options", {}).items():
        label, values = words.get(key, (key, {}))
        out.append((f"By {label.lower()} (people's seats)", rows_of(rows, lambda v, values=values: values.get(v, v))))
    return [(title, rows) for title, rows in out if rows]


def summary_lines(entry: dict[str, Any]) -> list[str]:
    played = int(entry.get("played", 0))
    if not played:
        return ["No game with a person yet."]
    lines = [f"{counted(played, 'game')} · a person won "
             + rate({"played": played, "won": entry.get("people_won", 0)})]
    length = average_length(entry)
    if length is not None:
        lines.append(f"Average length: {length:.0f} moves")
    streak, best = current_and_best_streak(entry)
    lines.append(f"Wins in a row: {streak} now, {best} at best")
    return lines


def bots_lines(game_id: str, entry: dict[str, Any]) -> list[Row]:
    bots = entry.get("bots") or {}
    played = int(bots.get("played", 0))
    if not played:
        return []
    rows = [Row("Games", str(played))]
    length = average_length(bots)
    if length is not None:
        rows.append(Row("Average length", f"{length:.0f} moves"))
    rows += rows_of(bots.get("kinds", {}), kind_label, KIND_ORDER)
    table = table_class(game_id)
    for players, row in sorted(bots.get("players", {}).items(), key=lambda kv: int(kv[0]) if kv[0].isdigit() else 0):
        count = int(row.get("played", 0))
        rows.append(Row(f"At {table.players_label(int(players))}", counted(count, "game")))
    return rows


class ResultsPlot:
    """The recent results as bars, oldest first: a win rises above the line, a loss hangs below
    it (so the colour is never the only sign)."""

    def __init__(self) -> None:
        self.results: list[bool] = []

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Scale) -> None:
        draw_panel(surface, rect, theme.WOOD_DARK, theme.PANEL_BORDER, radius=s(10))
        small = s.font("small")
        draw_text(surface, f"LAST {len(self.results)} GAMES WITH PEOPLE", s.font("small", "bold"), theme.BRASS,
                  (rect.x + s(12), rect.y + s(10)))
        inner = pygame.Rect(rect.x + s(50), rect.y + s(40), rect.w - s(64), rect.h - s(56))
        mid = inner.centery
        pygame.draw.line(surface, theme.PANEL_BORDER, (inner.x, mid), (inner.right, mid), max(1, s(1)))
        draw_text(surface, "won", small, theme.TEXT_MUTED, (inner.x - s(8), inner.y + inner.h // 4), "midright")
        draw_text(surface, "lost", small, theme.TEXT_MUTED, (inner.x - s(8), inner.bottom - inner.h // 4),
                  "midright")
        if not self.results:
            draw_text(surface, "Nothing yet", small, theme.TEXT_DIM, inner.center, "center")
            return
        n = len(self.results)
        slot = inner.w / max(n, 10)
        bar_w = max(2, int(slot * 0.7))
        half = inner.h // 2 - s(4)
        wins = 0
        for i, won in enumerate(self.results):
            x = int(inner.x + i * slot + (slot - bar_w) / 2)
            if won:
                pygame.draw.rect(surface, theme.BRASS, (x, mid - half, bar_w, half), border_radius=s(2))
            else:
                pygame.draw.rect(surface, theme.DANGER, (x, mid + 1, bar_w, half // 2), border_radius=s(2))
            wins += won
        draw_text(surface, "oldest → newest", small, theme.TEXT_MUTED, (inner.right, inner.bottom), "bottomright")
        share = round(100 * wins / n)
        draw_text(surface, f"{share}% won", small, theme.TEXT, (rect.right - s(12), rect.y + s(10)), "topright")


class StatisticsScene(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        from tabletop import games
        from tabletop.scenes.matches import playable

        ids = [e.id for e in games.GAMES.values() if playable(e.id)]
        self.game_choice = Choice([Option(g, games.GAMES[g].name) for g in ids],
                                  ids.index(game_id) if game_id in ids else 0, lambda _: self.reload())
        self.reset = Button("Reset…", self.ask_reset, style="danger")
        self.reset.tooltip = "Forget this game's statistics (asks first)"
        self.back = Button("Back", self.app.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self.ring = FocusRing(lambda: [self.game_choice, self.reset, self.back])
        self.plot = ResultsPlot()
        self.entry: dict[str, Any] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.left_out_rect = pygame.Rect(0, 0, 0, 0)
        """Where the LEFT_OUT line is written, at the foot of the panel."""
        self.reload()

    @property
    def game_id(self) -> str:
        return str(self.game_choice.value)

    def reload(self) -> None:
        self.entry = self.app.storage.load_stats().get(self.game_id) or {}
        self.plot.results = [bool(r["won"]) for r in self.entry.get("recent", [])]
        self.reset.enabled = bool(self.entry)
        self.app.show_problems()

    def ask_reset(self) -> None:
        from tabletop import games
        from tabletop.scenes.confirm import ConfirmScene

        name = games.get(self.game_id).name
        self.app.push(ConfirmScene(
            self.app, f"Reset the statistics of {name}?",
            "Every count of this game goes, the games with people and the bots' games alike. "
            "Recent games and their replays stay.", "Reset", self.do_reset))

    def do_reset(self) -> None:
        try:
            self.app.storage.reset_stats(self.game_id)
        except OSError as exc:
            self.app.message(f"Statistics could not be reset: {exc}", "error")
        self.reload()

    def on_enter(self) -> None:
        self.reload()

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - s(60), s(1140)), h - s(60))
        self.panel.center = (w // 2, h // 2)
        self.game_choice.rect = pygame.Rect(self.panel.x + s(250), self.panel.y + s(24), s(260), s(40))
        self.back.rect = pygame.Rect(self.panel.right - s(30) - s(120), self.panel.y + s(24), s(120), s(40))
        self.reset.rect = pygame.Rect(self.back.rect.x - s(14) - s(120), self.panel.y + s(24), s(120), s(40))
        line_h = s.font("small").get_linesize()
        self.left_out_rect = pygame.Rect(self.panel.x + s(30), self.panel.bottom - s(16) - line_h,
                                         self.panel.w - s(60), line_h)
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event):
            return
        for widget in (self.game_choice, self.reset, self.back):
            if widget.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        panel = self.panel
        draw_panel(surface, panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        draw_text(surface, "Statistics", s.font("title", "bold"), theme.BRASS, (panel.x + s(30), panel.y + s(20)))
        for widget in (self.game_choice, self.reset, self.back):
            widget.draw(surface, s)
        top = panel.y + s(90)
        col_w = (panel.w - s(90)) // 2
        left = pygame.Rect(panel.x + s(30), top, col_w, self.left_out_rect.top - top - s(8))
        right = pygame.Rect(left.right + s(30), top, col_w, left.h)
        y = left.y
        draw_text(surface, "GAMES WITH PEOPLE", s.font("small", "bold"), theme.BRASS, (left.x, y))
        y += s(24)
        body = s.font("body")
        for line in summary_lines(self.entry):
            draw_text(surface, ellipsize(line, body, left.w), body, theme.TEXT, (left.x, y))
            y += body.get_linesize()
        y += s(10)
        for title, rows in sections(self.game_id, self.entry):
            y = self._draw_rows(surface, s, left, y, title, rows)
            if y > left.bottom:
                break
        small = s.font("small")
        draw_text(surface, ellipsize(LEFT_OUT, small, self.left_out_rect.w), small, theme.TEXT_DIM,
                  self.left_out_rect.topleft)
        plot_rect = pygame.Rect(right.x, right.y, right.w, min(s(220), right.h // 2))
        self.plot.draw(surface, plot_rect, s)
        y = plot_rect.bottom + s(20)
        draw_text(surface, "GAMES AMONG BOTS ALONE (counted apart)", s.font("small", "bold"), theme.BRASS,
                  (right.x, y))
        y += s(24)
        rows = bots_lines(self.game_id, self.entry)
        if not rows:
            draw_text(surface, "None yet: seat only bots to watch a game.", body, theme.TEXT_DIM, (right.x, y))
        else:
            self._draw_rows(surface, s, right, y, "", rows)

    def _draw_rows(self, surface: pygame.Surface, s: theme.Scale, column: pygame.Rect, y: int, title: str,
                   rows: Sequence[Row]) -> int:
        """A titled list of (label, value) rows from ``y``; the y under it."""
        small, body = s.font("small", "semibold"), s.font("body")
        if title:
            draw_text(surface, title, small, theme.TEXT_DIM, (column.x, y))
            y += small.get_linesize() + s(2)
        for row in rows:
            if y + body.get_linesize() > column.bottom:
                break
            draw_text(surface, ellipsize(row.label, body, column.w // 2), body, theme.TEXT, (column.x + s(12), y))
            draw_text(surface, row.value, body, theme.TEXT_DIM, (column.right, y), "topright")
            y += body.get_linesize()
        return y + s(10)
