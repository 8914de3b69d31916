"""Recent games: every kept game (game, date, seats, winner, length), newest first.

Click a row to choose it; Replay opens it on its table (or double-click the row), Export
writes a copy to the exports folder to share, Delete removes it. Import reads every file
put in the imports folder, and a file dropped on the window is imported too. "Keep" is how
many games are kept: the oldest go first.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.words import counted
from tabletop.records import RecordEntry, RecordStore
from tabletop.scenes.base import Scene
from tabletop.scenes.matches import kind_label
from tabletop.scenes.menu import when_text
from tabletop.ui import theme
from tabletop.ui.row_list import RowList
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

KEEP_CHOICES = (20, 50, 100, 200, 500, 1000)
ALL_GAMES = ""


def seats_text(entry: RecordEntry) -> str:
    """"Player 1, Ada (AI: Hard)"."""
    return ", ".join(name if kind == "human" else f"{name} ({kind_label(kind)})" for name, kind in entry.seats)


def winners_text(entry: RecordEntry) -> str:
    names = [entry.seats[w][0] for w in entry.winners]
    return " and ".join(names) if names else "no winner"


def example_text(entry: RecordEntry) -> str:
    """"example: The Dwarves' 20 points" for a game played from a worked example ("" otherwise)."""
    from tabletop import games
    from tabletop.core.examples import UnknownExample, find_example

    if entry.example is None:
        return ""
    try:
        return f"example: {find_example(games.get(entry.game_id).rules(), entry.example).title}"
    except (KeyError, UnknownExample):
        return "example"


def length_text(entry: RecordEntry) -> str:
    return counted(entry.moves, "move")


ROW_HEIGHT = 54
"""A game's row in the list (unscaled)."""

class RecentGamesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        from tabletop import games
        from tabletop.scenes.matches import playable

        self.store = RecordStore(app.storage)
        self.game_ids = [e.id for e in games.GAMES.values() if playable(e.id)]
        self.names = {e.id: e.name for e in games.GAMES.values()}
        filters = [Option(ALL_GAMES, "All games")] + [Option(g, self.names[g]) for g in self.game_ids]
        self.filter = Choice(filters, 0, lambda _: self.reload())
        kept = app.settings.replays_kept
        keep_options = sorted({*KEEP_CHOICES, kept})
        self.keep = Choice([Option(k, f"Keep the last {k}") for k in keep_options], keep_options.index(kept),
                           self._set_keep)
        self.replay_button = Button("Replay", self.open_selected, hotkey=pygame.K_RETURN)
        self.export_button = Button("Export", self.export_selected, style="secondary")
        self.delete_button = Button("Delete", self.delete_selected, style="danger")
        self.import_button = Button("Import", self.import_folder, style="secondary")
        self.import_button.tooltip = f"Imports the files in {self.store.imports_folder} (or drop a file here)"
        self.back = Button("Back", self.app.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self.buttons = [self.replay_button, self.export_button, self.delete_button, self.import_button, self.back]
        self.ring = FocusRing(lambda: [self.filter, self.keep, *self.buttons])
        self.entries: list[RecordEntry] = []
        self.rows = RowList(lambda: len(self.entries), self.open_selected, ROW_HEIGHT,
                            "No finished games yet: each game you finish is kept here.")
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.reload()

    # --- the rows -----------------------------------------------------------------------------
    @property
    def selected(self) -> int:
        return self.rows.selected

    @selected.setter
    def selected(self, index: int) -> None:
        self.rows.selected = index

    @property
    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        return self.rows.row_rects

    # --- the list -----------------------------------------------------------------------------
    def reload(self) -> None:
        chosen = self.filter.value
        self.entries = self.store.entries([chosen] if chosen else self.game_ids)
        self.example_tags: dict[Path, str] = {}
        self.rows.clamp()
        has = bool(self.entries)
        for button in (self.replay_button, self.export_button, self.delete_button):
            button.enabled = has
        self.app.show_problems()

    def on_enter(self) -> None:
        self.reload()

    @property
    def current(self) -> RecordEntry | None:
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    def _set_keep(self, value: Any) -> None:
        self.app.settings.replays_kept = int(value)
        self.app.save_settings()
        gone = self.store.trim(self.app.settings.replays_kept)
        if gone:
            self.app.message(f"{counted(len(gone), 'older game')} removed.", "info")
            self.reload()

    # --- actions ------------------------------------------------------------------------------
    def open_selected(self) -> None:
        from tabletop.scenes.replay import open_replay

        entry = self.current
        if entry is None:
            return
        data = self.store.read(entry)
        if data is None:  # damaged since it was listed: moved aside, with a message
            self.reload()
            return
        when = when_text(entry.finished)
        scene = open_replay(self.app, data, f"{self.names.get(entry.game_id, entry.game_id)} · {when}")
        if scene is None:
            self.store.damaged(entry, "its moves cannot be replayed")
            self.reload()
            return
        self.app.push(scene)

    def export_selected(self) -> None:
        entry = self.current
        if entry is None:
            return
        try:
            path = self.store.export(entry)
        except OSError as exc:
            self.app.message(f"Export failed: {exc}", "error")
            return
        if path is None:
            self.reload()
            return
        self.app.message(f"Exported to {path}", "success")

    def delete_selected(self) -> None:
        entry = self.current
        if entry is not None:
            self.store.delete(entry)
            self.reload()

    def import_folder(self) -> None:
        done, failed = self.store.import_folder(self.game_ids, self.app.settings.replays_kept)
        self._imported(done, failed)

    def import_file(self, path: Path) -> None:
        done = self.store.import_copy(path, self.game_ids, self.app.settings.replays_kept) is not None
        self._imported(int(done), int(not done))

    def _imported(self, done: int, failed: int) -> None:
        if done:
            self.app.message(f"Imported {counted(done, 'game')}.", "success")
        elif not failed:
            self.app.message(f"Nothing to import: put game files in {self.store.imports_folder}", "info")
        self.filter.index = 0
        self.selected = 0
        self.reload()

    # --- scene --------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - s(60), s(1100)), h - s(60))
        self.panel.center = (w // 2, h // 2)
        top = self.panel.y + s(80)
        self.filter.rect = pygame.Rect(self.panel.x + s(30), top, s(240), s(40))
        self.keep.rect = pygame.Rect(self.panel.right - s(30) - s(230), top, s(230), s(40))
        y = self.panel.bottom - s(30) - s(48)
        widths = (s(140), s(130), s(120), s(130))
        x = self.panel.x + s(30)
        for button, width in zip(self.buttons, widths):
            button.rect = pygame.Rect(x, y, width, s(48))
            x += width + s(14)
        self.back.rect = pygame.Rect(self.panel.right - s(30) - s(130), y, s(130), s(48))
        self.rows.rect = pygame.Rect(self.panel.x + s(20), top + s(64), self.panel.w - s(40),
                                     y - s(16) - (top + s(64)))
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        s = self.layout(self.app.screen.get_size())
        if event.type == pygame.DROPFILE:
            self.import_file(Path(event.file))
            return
        if self.ring.handle_event(event):
            return
        for widget in [self.filter, self.keep, *self.buttons]:
            if widget.handle_event(event):
                return
        self.rows.handle_event(event, s, self.app.time)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        draw_text(surface, "Recent games", s.font("title", "bold"), theme.BRASS,
                  (self.panel.x + s(30), self.panel.y + s(20)))
        self.filter.draw(surface, s)
        self.keep.draw(surface, s)
        self.rows.draw(surface, s, self._draw_row)
        for button in self.buttons:
            button.draw(surface, s)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, index: int, s: theme.Scale) -> None:
        entry = self.entries[index]
        body, small = s.font("body", "semibold"), s.font("small")
        name = self.names.get(entry.game_id, entry.game_id)
        x = rect.x + s(14)
        draw_text(surface, ellipsize(name, body, s(190)), body, theme.TEXT, (x, rect.y + s(6)))
        draw_text(surface, when_text(entry.finished), small, theme.TEXT_MUTED, (x, rect.y + s(28)))
        x += s(210)
        seats_w = rect.right - x - s(300)
        draw_text(surface, ellipsize(seats_text(entry), small, seats_w), small, theme.TEXT_DIM,
                  (x, rect.y + s(6)))
        tags = [] if entry.with_people else ["bots alone"]
        if entry.imported:
            tags.append("imported")
        if entry.example is not None:
            if entry.path not in self.example_tags:
                self.example_tags[entry.path] = example_text(entry)
            tags.append(self.example_tags[entry.path])
        if tags:
            draw_text(surface, ellipsize(" · ".join(tags), small, seats_w), small, theme.TEXT_MUTED,
                      (x, rect.y + s(28)))
        won = f"Won by {winners_text(entry)}"
        draw_text(surface, ellipsize(won, body, s(260)), body, theme.BRASS,
                  (rect.right - s(110), rect.y + s(6)), "topright")
        draw_text(surface, length_text(entry), small, theme.TEXT_MUTED, (rect.right - s(14), rect.centery),
                  "midright")
