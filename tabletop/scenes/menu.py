"""The main menu: the games (playable ones first, the rest "coming soon"),
one Resume per unfinished game (its autosave), Settings and Quit.

Starting a new game of a kind that has an unfinished one asks first
(:class:`ReplaceGameScene`): its autosave would be replaced.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from tabletop import __version__
from tabletop.core.words import counted
from tabletop.scenes.base import Scene
from tabletop.scenes.confirm import Answer, QuestionScene
from tabletop.ui import theme
from tabletop.ui.widgets import Button, FocusRing, draw_background, draw_panel, draw_text, ellipsize

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.games import GameEntry
    from tabletop.storage import Autosave


def when_text(stamp: float, now: float | None = None) -> str:
    """When a game was saved: "today 14:05", "yesterday 09:30" or "3 Nov 18:12"."""
    saved = datetime.fromtimestamp(stamp)
    days = (datetime.fromtimestamp(now if now is not None else time.time()).date() - saved.date()).days
    clock = saved.strftime("%H:%M")
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    return f"{saved.day} {saved.strftime('%b')} {clock}"


def autosave_summary(save: Autosave) -> str:
    """How far, when and who plays: "12 moves · today 14:05 · Player 1, Ada (hard)"."""
    seats = ", ".join(name if kind == "human" else f"{name} ({kind})" for name, kind in save.seats)
    moves = counted(save.moves, "move")
    return f"{moves} · {when_text(save.modified)} · {seats}"


NUMBER_WORDS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")


def subtitle(playable: int) -> str:
    """The line under the title, counting only the games that can be played now."""
    count = NUMBER_WORDS[playable] if playable < len(NUMBER_WORDS) else str(playable)
    games = "card game" if playable == 1 else "card games"
    return f"{count} small {games}: play against the AI, with friends on one screen, or both."


def stats_text(entry: dict[str, Any]) -> str:
    """A game's line on its tile: "3 games played · 1 won by a person" ("" before the first game).

    Only games with a person at the table are counted (see ``TableScene``). Files from before
    ``people_won`` was kept fall back to the people's seat wins, which is the same in one-person games.
    """
    played = entry.get("played", 0)
    if not played:
        return ""
    won = entry.get("people_won")
    if won is None:
        won = min(played, (entry.get("kinds", {}).get("human") or {}).get("won", 0))
    games_word = "game" if played == 1 else "games"
    return f"{played} {games_word} played · {won} won by a person"


class ResumeEntry:
    """One unfinished game on the menu: a Resume button and a line saying who, how far and when."""

    def __init__(self, save: Autosave, name: str, on_resume: Callable[[], None]) -> None:
        self.save = save
        self.button = Button(f"Resume {name}", on_resume)
        self.caption = autosave_summary(save)

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        self.button.draw(surface, s)
        font = s.font("small")
        rect = self.button.rect
        draw_text(surface, ellipsize(self.caption, font, rect.w), font, theme.TEXT_MUTED,
                  (rect.x + s(2), rect.bottom + s(4)))


class GameTile:
    """One game in the list: click to set up a game; a small Rules button."""

    def __init__(self, entry: GameEntry, available: bool, on_play: Any, on_rules: Any,
                 on_examples: Any = None) -> None:
        self.entry = entry
        self.available = available
        self.on_play = on_play
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.rules = Button("Rules", on_rules, style="secondary", enabled=available)
        self.play = Button("Play", on_play, enabled=available)
        #: the game's worked examples, for a game that has some (see ``scenes/examples.py``)
        self.examples = Button("Examples", on_examples, style="secondary") \
            if available and on_examples is not None else None
        self.stats = ""

    @property
    def buttons(self) -> list[Button]:
        """The tile's buttons, left to right."""
        return [b for b in (self.examples, self.rules, self.play) if b is not None]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.available:
            return False
        if any(button.handle_event(event) for button in self.buttons):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_play()
            return True
        return False

    def draw(self, surface: pygame.Surface, s: theme.Scale, index: int) -> None:
        rect = self.rect
        if self.available:
            fill = theme.PANEL_LIGHT if self.hover else theme.PANEL
            border = theme.BRASS if self.hover else theme.PANEL_BORDER
        else:
            fill, border = theme.WOOD_DARK, theme.WOOD
        draw_panel(surface, rect, fill, border, radius=s(14), shadow=s(4) if self.available else 0, alpha=235)
        emblem = pygame.Rect(rect.x + s(16), rect.y + s(14), rect.h - s(28), rect.h - s(28))
        self._draw_emblem(surface, emblem, index, s)
        x = emblem.right + s(18)
        title_color = theme.TEXT if self.available else theme.TEXT_MUTED
        title_font, body, small = s.font("heading", "bold"), s.font("body"), s.font("small")
        # title, blurb and statistics as one block in the middle of the tile; the statistics
        # only when the tile is tall enough (a large UI scale in a small window)
        lines_h = title_font.get_linesize() + body.get_linesize()
        stats = self.stats if self.available and lines_h + small.get_linesize() <= rect.h - s(8) else ""
        needed = lines_h + (small.get_linesize() if stats else 0)
        top = rect.y + max(s(2), (rect.h - needed) // 2)
        draw_text(surface, self.entry.name, title_font, title_color, (x, top))
        players = f"{self.entry.players} players"
        pf = s.font("small", "semibold")
        draw_text(surface, players, pf, theme.BRASS if self.available else theme.TEXT_MUTED,
                  (x + title_font.size(self.entry.name)[0] + s(14), top + s(8)))
        room = (self.buttons[0].rect.x if self.available else rect.right) - x - s(16)
        draw_text(surface, ellipsize(self.entry.blurb, body, room), body,
                  theme.TEXT_DIM if self.available else theme.TEXT_MUTED, (x, top + title_font.get_linesize()))
        if self.available:
            if stats:
                draw_text(surface, ellipsize(stats, small, room), small, theme.TEXT_MUTED, (x, top + lines_h))
            for button in self.buttons:
                button.draw(surface, s)
        else:
            tag = s.font("small", "bold")
            label = "COMING SOON"
            tw = tag.size(label)[0] + s(20)
            pill = pygame.Rect(rect.right - tw - s(18), rect.centery - s(13), tw, s(26))
            pygame.draw.rect(surface, theme.WOOD, pill, border_radius=s(13))
            draw_text(surface, label, tag, theme.TEXT_DIM, pill.center, "center")

    def _draw_emblem(self, surface: pygame.Surface, rect: pygame.Rect, index: int, s: theme.Scale) -> None:
        """Two fanned cards in the game's seat colour: a small badge for the tile."""
        style = theme.seat_style(index)
        color = style.color if self.available else theme.TEXT_MUTED
        back = rect.inflate(-rect.w // 3, -s(4)).move(-s(6), 0)
        front = back.move(s(12), s(2))
        pygame.draw.rect(surface, theme.CARD_BACK if self.available else theme.WOOD, back, border_radius=s(6))
        pygame.draw.rect(surface, theme.CARD_BACK_BORDER, back, width=max(1, s(1)), border_radius=s(6))
        face = theme.CARD_FACE if self.available else theme.CARD_FACE_DIM
        pygame.draw.rect(surface, face, front, border_radius=s(6))
        pygame.draw.rect(surface, theme.CARD_EDGE, front, width=max(1, s(1)), border_radius=s(6))
        theme.draw_symbol(surface, style.symbol, front.center, min(front.w, front.h) * 0.28, color)


#: The bottom-left corner of the menu: which version this is (the one a bug report should name).
VERSION_TEXT = f"version {__version__}"

MENU_HINTS = ("Tab / arrows and Enter: keyboard", "F11: fullscreen", "At the table: F1 rules, Ctrl+Z undo")


class MenuScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        from tabletop import games

        self.tiles: list[GameTile] = []
        from tabletop.scenes.matches import playable

        available = {entry.id for entry in games.available_games() if playable(entry.id)}
        ordered = sorted(games.GAMES.values(), key=lambda e: e.id not in available)
        for entry in ordered:
            self.tiles.append(
                GameTile(
                    entry,
                    entry.id in available,
                    lambda e=entry: self.setup(e.id),
                    lambda e=entry: self.rules(e.id),
                    (lambda e=entry: self.examples(e.id)) if entry.has_examples() else None,
                )
            )
        self.playable_ids = [entry.id for entry in ordered if entry.id in available]
        self.unfinished: list[ResumeEntry] = []
        self.recent = Button("Recent games", self.open_recent, style="secondary")
        self.statistics = Button("Statistics", self.open_statistics, style="secondary")
        self.settings = Button("Settings", self.open_settings, style="secondary")
        self.quit = Button("Quit", self.app.quit, style="secondary")
        self.buttons = [self.recent, self.statistics, self.settings, self.quit]
        self.version_rect = pygame.Rect(0, 0, 0, 0)  # where the version was last drawn
        self.ring = FocusRing(
            lambda: [w for t in self.tiles if t.available for w in reversed(t.buttons)]
            + [e.button for e in self.unfinished] + self.buttons
        )
        self.on_enter()

    # --- actions -------------------------------------------------------------------------
    def on_enter(self) -> None:
        from tabletop import games

        saves = self.app.storage.autosaves(self.playable_ids)
        self.unfinished = [
            ResumeEntry(save, games.GAMES[save.game_id].name, partial(self.resume_game, save.game_id))
            for save in saves
        ]
        stats = self.app.storage.load_stats()
        for tile in self.tiles:
            tile.stats = stats_text(stats.get(tile.entry.id) or {})
        self.app.show_problems()

    def unfinished_game(self, game_id: str) -> Autosave | None:
        return next((e.save for e in self.unfinished if e.save.game_id == game_id), None)

    def setup(self, game_id: str) -> None:
        """Set up a new game; first ask, if it would replace an unfinished game of this kind."""
        self.app.sound.play("click")
        save = self.unfinished_game(game_id)
        if save is not None:
            self.app.push(ReplaceGameScene(self.app, save, lambda: self.resume_game(game_id),
                                           lambda: self.start_setup(game_id)))
            return
        self.start_setup(game_id)

    def start_setup(self, game_id: str) -> None:
        from tabletop.scenes.seat_setup import SeatSetupScene

        self.app.push(SeatSetupScene(self.app, game_id))

    def rules(self, game_id: str) -> None:
        from tabletop.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, game_id))

    def examples(self, game_id: str) -> None:
        from tabletop.scenes.examples import ExamplesScene

        self.app.push(ExamplesScene(self.app, game_id))

    def open_recent(self) -> None:
        from tabletop.scenes.recent import RecentGamesScene

        self.app.push(RecentGamesScene(self.app))

    def open_statistics(self) -> None:
        from tabletop.scenes.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def open_settings(self) -> None:
        from tabletop.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def resume_game(self, game_id: str) -> None:
        """Load the autosave of ``game_id``; a damaged one is moved aside with a message."""
        from tabletop import games
        from tabletop.core.match import DamagedSave, Match
        from tabletop.scenes.table import TableScene

        if self.app.top is not self:
            self.app.pop_to(MenuScene)
        storage = self.app.storage
        data = storage.read_autosave(game_id)
        match = None
        if data is not None:
            try:
                match = Match.from_json(games.get(game_id).rules(), data)
            except DamagedSave as exc:
                storage.quarantine(storage.autosave_path(game_id), "saved game", str(exc))
        if match is None or match.is_over():
            if match is not None:
                storage.delete_autosave(game_id)
            self.on_enter()
            return
        self.app.push(TableScene(self.app, match))

    # --- scene ---------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        side_w = s(300)
        list_w = min(s(850), w - side_w - s(120))
        total = list_w + s(40) + side_w
        x0 = (w - total) // 2
        top = s(190)
        tile_h = min(s(96), (h - top - s(40)) // max(1, len(self.tiles)) - s(12))
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(x0, top + i * (tile_h + s(12)), list_w, tile_h)
            tile.play.rect = pygame.Rect(tile.rect.right - s(100), tile.rect.centery - s(19), s(84), s(38))
            tile.rules.rect = pygame.Rect(tile.play.rect.x - s(86), tile.rect.centery - s(19), s(76), s(38))
            if tile.examples is not None:
                tile.examples.rect = pygame.Rect(tile.rules.rect.x - s(112), tile.rect.centery - s(19), s(102), s(38))
        bx = x0 + list_w + s(40)
        y = top
        for entry in self.unfinished:
            entry.button.rect = pygame.Rect(bx, y, side_w, s(52))
            y += s(86)
        for button in self.buttons:
            button.rect = pygame.Rect(bx, y, side_w, s(46))
            y += s(56)
        self.side_x = bx
        self.side_w = side_w
        self.hints_y = y
        self.list_rect = pygame.Rect(x0, top, list_w, h - top)
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if self.ring.handle_event(event):
            return
        for button in [e.button for e in self.unfinished] + self.buttons:
            if button.handle_event(event):
                return
        for tile in self.tiles:
            if tile.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        w = surface.get_width()
        draw_text(surface, "Tabletop", s.font("hero", "bold"), theme.BRASS, (w // 2, s(64)), "center")
        draw_text(surface, subtitle(len(self.playable_ids)), s.font("label"), theme.TEXT_DIM,
                  (w // 2, s(118)), "center")
        draw_text(surface, "CHOOSE A GAME", s.font("small", "bold"), theme.BRASS,
                  (self.list_rect.x + s(4), self.list_rect.y - s(26)))
        for i, tile in enumerate(self.tiles):
            tile.draw(surface, s, i)
        for entry in self.unfinished:
            entry.draw(surface, s)
        for button in self.buttons:
            button.draw(surface, s)
        for i, hint in enumerate(MENU_HINTS):
            draw_text(surface, hint, s.font("small"), theme.TEXT_MUTED,
                      (self.side_x, self.quit.rect.bottom + s(24) + i * s(22)))
        self.version_rect = draw_text(surface, VERSION_TEXT, s.font("small"), theme.TEXT_MUTED,
                                      (s(36), surface.get_height() - s(24)), "bottomleft")

    def toast_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Messages ("Game saved") go in the side column under the hints, clear of the title."""
        s = self.layout(size)
        top = self.quit.rect.bottom + s(24) + len(MENU_HINTS) * s(22) + s(12)
        return pygame.Rect(self.side_x, top, self.side_w, max(0, size[1] - top))


class ReplaceGameScene(QuestionScene):
    """Asked before a new game replaces an unfinished one of the same kind: resume, replace or cancel."""

    def __init__(self, app: App, save: Autosave, on_resume: Callable[[], None],
                 on_replace: Callable[[], None]) -> None:
        from tabletop import games

        super().__init__(
            app, f"You have an unfinished game of {games.GAMES[save.game_id].name}",
            [autosave_summary(save), "A new game replaces it once you make the first move."],
            [Answer("Resume it", on_resume), Answer("Start a new game", on_replace, "danger"),
             Answer("Cancel", None, "secondary")])
        self.resume, self.replace, self.cancel = self.buttons
