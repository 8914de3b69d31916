"""Seat setup: how many seats, who sits in each (a person or an AI level),
their names and the game's own choices (for Meh, each seat's army)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.scenes.base import Scene
from tabletop.scenes.how_to_play import draw_how_to_play
from tabletop.scenes.matches import SEAT_KINDS, default_names, kind_label, new_match
from tabletop.ui import theme
from tabletop.ui.seat_panel import team_colour, team_letter
from tabletop.ui.table import GameTable, HowToPlay, SetupOption
from tabletop.ui.widgets import (
    Button,
    Choice,
    FocusRing,
    Option,
    TextInput,
    draw_background,
    draw_panel,
    draw_text,
    ellipsize,
)

if TYPE_CHECKING:
    from tabletop.app import App

MAX_NAME = 16


def draw_team_badge(surface: pygame.Surface, team: int, midleft: tuple[int, int], s: theme.Scale) -> pygame.Rect:
    """"Team A" after a square of the team's colour holding its letter: colour is never the only cue.
    Returns the area drawn."""
    colour = team_colour(team)
    side = s(24)
    box = pygame.Rect(0, 0, side, side)
    box.midleft = midleft
    pygame.draw.rect(surface, colour, box, border_radius=max(3, side // 4))
    pygame.draw.rect(surface, theme.WOOD_DARK, box, width=max(1, side // 12), border_radius=max(3, side // 4))
    letter = team_letter(team)
    ink = theme.TEXT if sum(colour) < 420 else theme.TEXT_DARK
    draw_text(surface, letter, s.font("small", "bold"), ink, box.center, "center")
    label = draw_text(surface, f"Team {letter}", s.font("body", "semibold"), theme.lerp_color(colour, theme.TEXT, 0.45),
                      (box.right + s(8), box.centery), "midleft")
    return box.union(label)


def setup_options(game_id: str, players: int) -> list[SetupOption]:
    """The game's setup choices: from its table class, else its rules module's ``setup_options``."""
    from tabletop import games

    entry = games.get(game_id)
    game = entry.rules()
    raw: list[Any] = []
    try:
        table_cls = entry.table()
    except ImportError:
        table_cls = None
    hook = getattr(table_cls, "setup_options", None) if table_cls is not None else None
    if hook is not None:
        raw = list(hook(game, players))
    if not raw:
        module = sys.modules.get(type(game).__module__)
        fn = getattr(module, "setup_options", None)
        if fn is not None:
            raw = list(fn(players))
    return [opt if isinstance(opt, SetupOption) else SetupOption(**opt) for opt in raw]


def player_counts(game_id: str) -> list[int]:
    """The numbers of seats the game can be played with (its default setup for that count is valid)."""
    from tabletop import games

    game = games.get(game_id).rules()
    out = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.validate_config(game.default_config(n))
        except ValueError:
            continue
        out.append(n)
    return out or [game.min_players]


def _players_label(game_id: str) -> Any:
    from tabletop import games

    try:
        table_cls = games.get(game_id).table()
    except ImportError:
        table_cls = None
    hook = getattr(table_cls, "players_label", None)
    return hook if hook is not None else (lambda n: f"{n} players")


def _select(choice: Choice, value: Any) -> None:
    """Select ``value`` if ``choice`` offers it; else leave the choice as it is."""
    try:
        choice.select(value)
    except ValueError:
        pass


class SeatRow:
    """The widgets of one seat."""

    def __init__(self, seat: int, kind: str, name: str) -> None:
        self.seat = seat
        self.kind = Choice([Option(k, kind_label(k)) for k in SEAT_KINDS], SEAT_KINDS.index(kind))
        self.name = TextInput(name, MAX_NAME)
        self.auto_name = True  # follows the kind until the player types a name
        self.options: dict[str, Choice] = {}

    def widgets(self) -> list[Any]:
        return [self.name, self.kind, *self.options.values()]


class SeatSetupScene(Scene):
    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        from tabletop import games

        self.entry = games.get(game_id)
        self.game = self.entry.rules()
        self.game_id = game_id
        counts = player_counts(game_id)
        label = _players_label(game_id)
        self.count = Choice([Option(n, label(n)) for n in counts], 0, self._count_changed)
        self.count.select(2 if 2 in counts else counts[0])
        self.rows: list[SeatRow] = []
        self.global_options: dict[str, Choice] = {}
        self.options: list[SetupOption] = []
        self.start = Button("Start game", self.start_game, hotkey=pygame.K_RETURN)
        self.back = Button("Back", self.app.pop, style="secondary")
        self.rules_button = Button("Rules", self.open_rules, style="secondary")
        self.buttons = [self.start, self.back, self.rules_button]
        table_cls: type[GameTable] = self.entry.table()
        self.table_cls = table_cls
        self.info_panel: pygame.Rect | None = None
        self.ring = FocusRing(lambda: [*self.all_widgets(), self.back, self.rules_button, self.start])
        self._rebuild(self.count.value)
        self.restore(app.storage.load_setup(game_id))
        app.show_problems()

    # --- remembered between runs -----------------------------------------------------------
    def remembered(self) -> dict[str, Any]:
        """The setup as it is kept for next time: seat count, each seat's kind and typed name
        (None: the default name, which follows the kind), and the game's options."""
        return {
            "players": self.count.value,
            "seats": [{"kind": row.kind.value, "name": None if row.auto_name else row.name.text} for row in self.rows],
            "options": self.config_options(),
        }

    def restore(self, setup: dict[str, Any] | None) -> None:
        """Bring back a remembered setup; whatever no longer fits (a seat count, a kind, an option
        value this version does not offer) keeps its default."""
        if not setup:
            return
        players = setup.get("players")
        if players != self.count.value:
            try:
                self.count.select(players)
            except ValueError:
                return
            self._rebuild(self.count.value)
        options = setup.get("options") or {}
        for row, seat in zip(self.rows, setup.get("seats") or []):
            _select(row.kind, seat.get("kind"))
            if seat.get("name"):
                row.name.text, row.auto_name = seat["name"][:MAX_NAME], False
            for opt in self.options:
                values = options.get(opt.key)
                if opt.per_seat and isinstance(values, list) and row.seat < len(values):
                    _select(row.options[opt.key], values[row.seat])
        for row in self.rows:
            self._kind_changed(row)
        for opt in self.options:
            if opt.per_seat and opt.distinct:
                self._make_distinct(opt)
            elif not opt.per_seat and opt.key in options:
                _select(self.global_options[opt.key], options[opt.key])

    # --- model ---------------------------------------------------------------------------
    def _count_changed(self, players: int) -> None:
        self._rebuild(players)

    def _rebuild(self, players: int) -> None:
        old = self.rows
        kinds = [old[i].kind.value if i < len(old) else ("human" if i == 0 else "normal") for i in range(players)]
        names = default_names(kinds)
        rows: list[SeatRow] = []
        for i in range(players):
            row = SeatRow(i, kinds[i], names[i])
            if i < len(old) and not old[i].auto_name:
                row.name.text, row.auto_name = old[i].name.text, False
            row.kind.on_change = lambda _v, r=row: self._kind_changed(r)
            row.name.on_change = lambda _t, r=row: setattr(r, "auto_name", False)
            rows.append(row)
        self.rows = rows
        self.teams = self.game.default_config(players).teams
        self.options = setup_options(self.game_id, players)
        defaults = self.game.default_config(players).options
        self.global_options = {}
        for opt in self.options:
            choices = [Option(v, label) for v, label in opt.choices]
            if opt.per_seat:
                given = list(defaults.get(opt.key) or [])
                for i, row in enumerate(rows):
                    previous = old[i].options.get(opt.key) if i < len(old) else None
                    wanted = previous.value if previous is not None else (given[i] if i < len(given) else None)
                    choice = Choice(choices, 0, disabled_values=self._taken(opt, row) if opt.distinct else None)
                    try:
                        choice.select(wanted)
                    except ValueError:
                        pass
                    row.options[opt.key] = choice
                if opt.distinct:
                    self._make_distinct(opt)
            else:
                choice = Choice(choices)
                try:
                    choice.select(defaults.get(opt.key))
                except ValueError:
                    pass
                self.global_options[opt.key] = choice

    def _taken(self, opt: SetupOption, row: SeatRow) -> Any:
        return lambda: {r.options[opt.key].value for r in self.rows if r is not row and opt.key in r.options}

    def _make_distinct(self, opt: SetupOption) -> None:
        used: set[Any] = set()
        for row in self.rows:
            choice = row.options[opt.key]
            if choice.value in used:
                free = [o.value for o in choice.options if o.value not in used]
                if free:
                    choice.select(free[0])
            used.add(choice.value)

    def _kind_changed(self, row: SeatRow) -> None:
        if row.auto_name:
            row.name.text = default_names([r.kind.value for r in self.rows])[row.seat]

    def config_options(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for opt in self.options:
            if opt.per_seat:
                out[opt.key] = [row.options[opt.key].value for row in self.rows]
            else:
                out[opt.key] = self.global_options[opt.key].value
        return out

    def start_game(self) -> None:
        from tabletop.scenes.table import TableScene

        for opt in self.options:
            if opt.per_seat and opt.distinct:
                values = [row.options[opt.key].value for row in self.rows]
                if len(set(values)) != len(values):
                    self.app.message(f"Each seat needs a different {opt.label.lower()}.", "error")
                    return
        try:
            match = new_match(
                self.game_id,
                [row.kind.value for row in self.rows],
                names=[row.name.text for row in self.rows],
                options=self.config_options(),
                casual_undo=self.app.settings.casual_undo,
            )
        except ValueError as exc:
            self.app.message(str(exc), "error")
            return
        try:
            self.app.storage.save_setup(self.game_id, self.remembered())
        except (OSError, ValueError) as exc:  # not remembered: the game still starts
            self.app.message(f"This setup could not be remembered: {exc}", "error")
        self.app.sound.play("shuffle")
        self.app.replace(TableScene(self.app, match))

    def open_rules(self) -> None:
        from tabletop.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game_id))

    # --- scene ---------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> theme.Scale:
        """The seats panel on the left, as wide as its columns; beside it, when there is room,
        how to play the table; the buttons along the bottom. The panels fill the window's height."""
        s = theme.Scale.for_size(size)
        w, h = size
        per_seat = [o for o in self.options if o.per_seat]
        name_w, kind_w, opt_w, gap = s(230), s(190), s(220), s(16)
        team_w = s(140) if self.teams is not None else 0
        needed = s(32) + s(44) + name_w + gap + kind_w + len(per_seat) * (opt_w + gap) + team_w + s(32)
        total = min(w - s(60), s(1500))
        bw, bh = s(180), s(theme.BUTTON_H)
        by = h - s(28) - bh
        top = s(100)
        height = by - s(22) - top
        info_w = total - needed - s(24)
        if info_w >= s(280):
            seats_w = needed + max(0, (info_w - s(520)) // 2)  # a wide window: share what is over
            info_w = total - seats_w - s(24)
        else:
            seats_w, info_w = total, 0
        x0 = (w - total) // 2
        self.panel = pygame.Rect(x0, top, seats_w, height)
        self.info_panel = pygame.Rect(self.panel.right + s(24), top, info_w, height) if info_w else None
        x = self.panel.x + s(32)
        self.count.rect = pygame.Rect(x + s(170), self.panel.y + s(24), s(200), s(40))
        y = self.panel.y + s(112)
        room = self.panel.bottom - y - s(20) - s(52) * len(self.global_options)
        row_h = max(s(44), min(s(96), room // max(1, len(self.rows))))
        for row in self.rows:
            row.name.rect = pygame.Rect(x + s(44), y, name_w, s(40))
            row.kind.rect = pygame.Rect(row.name.rect.right + gap, y, kind_w, s(40))
            ox = row.kind.rect.right + gap
            for opt in per_seat:
                row.options[opt.key].rect = pygame.Rect(ox, y, opt_w, s(40))
                ox += opt_w + gap
            y += row_h
        for choice in self.global_options.values():
            choice.rect = pygame.Rect(x + s(260), y, s(260), s(40))
            y += s(52)
        right = (self.info_panel or self.panel).right
        self.start.rect = pygame.Rect(right - bw, by, bw, bh)
        self.rules_button.rect = pygame.Rect(self.start.rect.x - s(140), by, s(124), bh)
        self.back.rect = pygame.Rect(self.panel.x, by, s(124), bh)
        self.row_h = row_h
        return s

    def all_widgets(self) -> list[Any]:
        out: list[Any] = [self.count]
        for row in self.rows:
            out.extend(row.widgets())
        out.extend(self.global_options.values())
        return out

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        typing = any(row.name.focused for row in self.rows)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not typing:
            self.app.pop()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.ring.handle_event(event)
        elif (
            event.type == pygame.KEYDOWN
            and (event.key == pygame.K_TAB or not typing)
            and self.ring.handle_event(event)
        ):
            return
        for row in self.rows:  # name fields first: a click elsewhere must unfocus them
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
                row.name.handle_event(event)  # a press places the caret; dragging selects
        if typing and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            for row in self.rows:
                if row.name.handle_event(event):
                    return
        for button in self.buttons:
            if button.handle_event(event):
                return
        for widget in self.all_widgets():
            if isinstance(widget, TextInput):
                continue
            if widget.handle_event(event):
                return

    def update(self, dt: float) -> None:
        for row in self.rows:
            row.name.update(dt)

    def team_indices(self) -> list[int]:
        """Each seat's team as 0, 1, 2... in order of the teams' first seats (the config may number
        teams any way); empty without teams."""
        if self.teams is None:
            return []
        order: dict[int, int] = {}
        return [order.setdefault(team, len(order)) for team in self.teams]

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        w = surface.get_width()
        draw_text(surface, self.entry.name, s.font("title", "bold"), theme.BRASS, (w // 2, s(44)), "center")
        draw_text(surface, "Who is playing?", s.font("label"), theme.TEXT_DIM, (w // 2, s(80)), "center")
        draw_panel(surface, self.panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6), alpha=240)
        x = self.panel.x + s(32)
        label = s.font("label", "semibold")
        draw_text(surface, "Seats", label, theme.TEXT, (x, self.count.rect.centery), "midleft")
        self.count.draw(surface, s)
        head = s.font("small", "bold")
        hy = self.count.rect.bottom + s(22)
        draw_text(surface, "NAME", head, theme.TEXT_MUTED, (x + s(44), hy))
        if self.rows:
            draw_text(surface, "PLAYED BY", head, theme.TEXT_MUTED, (self.rows[0].kind.rect.x, hy))
            for opt in self.options:
                if opt.per_seat:
                    draw_text(surface, opt.label.upper(), head, theme.TEXT_MUTED,
                              (self.rows[0].options[opt.key].rect.x, hy))
        note_font = s.font("small")
        if self.teams is not None and self.rows:  # who plays with whom
            tx = max(w.rect.right for w in (self.rows[0].kind, *self.rows[0].options.values())) + s(24)
            for row, team in zip(self.rows, self.team_indices()):
                draw_team_badge(surface, team, (tx, row.kind.rect.centery), s)
        for row in self.rows:
            badge = (x + s(16), row.name.rect.centery)
            pygame.draw.circle(surface, theme.BRASS, badge, s(13))
            draw_text(surface, str(row.seat + 1), s.font("small", "bold"), theme.TEXT_ON_BRASS, badge, "center")
            for widget in (row.kind, *row.options.values(), row.name):
                widget.draw(surface, s)
            notes = []
            for opt in self.options:
                if opt.per_seat and opt.notes:
                    note = opt.notes.get(row.options[opt.key].value)
                    if note:
                        notes.append(note)
            if notes and self.row_h >= s(64):
                text = ellipsize(" ".join(notes), note_font, self.panel.right - row.kind.rect.x - s(32))
                draw_text(surface, text, note_font, theme.TEXT_MUTED, (row.kind.rect.x, row.name.rect.bottom + s(5)))
        for opt in self.options:
            if not opt.per_seat:
                choice = self.global_options[opt.key]
                draw_text(surface, opt.label, label, theme.TEXT, (x, choice.rect.centery), "midleft")
                choice.draw(surface, s)
        if self.info_panel is not None:
            self._draw_how_to_play(surface, self.info_panel, s)
        for button in self.buttons:
            button.draw(surface, s)

    def _draw_how_to_play(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Scale) -> None:
        """Beside the seats: the game in a line, then how its table is played."""
        draw_panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6), alpha=240)
        inner = rect.inflate(-s(56), -s(48))
        draw_text(surface, "HOW TO PLAY THIS TABLE", s.font("small", "bold"), theme.BRASS, inner.topleft)
        body = pygame.Rect(inner.x, inner.y + s(30), inner.w, inner.h - s(30))
        draw_how_to_play(surface, self.how, body, s)

    @property
    def how(self) -> HowToPlay:
        """How the table is played, for the game as it is set up now (a variant may play differently)."""
        return self.table_cls.how_to_play_with(self.config_options())
