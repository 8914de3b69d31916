"""The generic table host: one match on screen, whatever the game.

It owns the :class:`~tabletop.core.match.Match`, runs a
:class:`~tabletop.scenes.bots.BotWorker` per AI seat (off the render loop),
paces AI moves by the AI-pace setting and waits for the game table's
animations. It decides whose view is shown:

* a person must act: that person's view (behind the hot-seat curtain if the
  screen was last showing a different person and either of them has secrets now);
* an AI must act: the view of the last person on screen, never an AI's;
* nobody is a person: the spectator view (``None``).

It also draws the top bar (turn, Undo, Hint, Help, Rules, Menu), the game log filtered
for the viewer, autosaves after every action, records statistics at the end
and opens the result screen. The first time a game's table is opened it shows how to
play it (the game's :meth:`GameTable.how_to_play`); the Help button shows it again.
The Hint button (H) asks the Hard bot's search what the person on screen might play
(:mod:`tabletop.scenes.hints`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.match import Match
from tabletop.core.protocol import Action, Event, IllegalAction, Seat, events_for, personalize
from tabletop.scenes import top_bar
from tabletop.scenes.base import Scene
from tabletop.scenes.bots import BotWorker, make_table_bot
from tabletop.scenes.curtain import draw_curtain
from tabletop.scenes.finished import keep_finished_game
from tabletop.scenes.hints import TableHints
from tabletop.scenes.how_to_play import HowToPlayOverlay
from tabletop.scenes.log_panel import LogPanel
from tabletop.scenes.matches import kind_label
from tabletop.scenes.result import verdict
from tabletop.scenes.watch import WatchControls
from tabletop.ui import theme
from tabletop.ui.widgets import Button, draw_background, draw_panel, draw_text, draw_tooltip

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.ui.table import GameTable

#: Pause after a person's move before an AI move is shown, as a share of the AI pace.
AFTER_PERSON = 0.35

#: Seconds an AI seat's answer (a decision in another seat's turn) takes at least to show, however
#: quickly the bot decided: an answer that comes at once must not tell the table it had no choice.
ANSWER_HOLD = 1.2

#: The most an AI seat searches for an answer, well under ANSWER_HOLD: an answer with a choice (the seat
#: holds the answering god) shows at the same moment as one without.
ANSWER_SEARCH = 0.8


class TableScene(Scene):
    """Hosts one match. ``pace=False`` plays AI moves as fast as frames allow (self-test)."""

    def __init__(
        self,
        app: App,
        match: Match[Any],
        *,
        pace: bool = True,
        autosave: bool = True,
        record: bool = True,
        show_result: bool = True,
        introduce: bool = True,
    ) -> None:
        super().__init__(app)
        from tabletop import games

        self.match = match
        self.entry = games.get(match.game.id)
        self.names = [seat.name for seat in match.seats]
        table_cls = self.entry.table()
        self.table: GameTable = table_cls(match.game, self.names)
        self.table.sound = app.sound
        self.pace = pace
        self.autosave = autosave
        self.record = record
        self.show_result = show_result
        self.humans = [i for i, seat in enumerate(match.seats) if seat.is_human]
        # the person whose private view may be on screen (None: nobody's)
        self.person: Seat | None = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_for: Seat | None = None
        self.curtain_lines: list[str] = []  # why the person behind the curtain is asked (public words)
        self.pending_curtain: Seat | None = None
        self.forced_paused = False  # after an undo, a forced move waits for the person
        self.workers: dict[Seat, Any] = {}
        self.thinking: Seat | None = None  # AI seat whose worker is running
        self.bot_action: Action | None = None
        self.wait = 0.35 if pace else 0.0  # seconds before the next AI move may be shown
        self.hold = 0.0  # seconds before an AI seat's answer may be shown (ANSWER_HOLD)
        self.finished = False
        self.result: Any = None
        self.error: str | None = None
        self.log = LogPanel()
        self.moves = 0
        self.undo_button = Button("Undo", self.undo, style="secondary")
        self.rules_button = Button("Rules", self.open_rules, style="secondary")
        self.rules_button.tooltip = "The rules of the game (F1)"
        self.help_button = Button("Help", self.open_how_to_play, style="secondary")
        self.help_button.tooltip = "How to play this table: what to drag where"
        self.how_to_play = HowToPlayOverlay(f"How to play {self.entry.name}", self.table.how_to_play())
        self.hint_button = Button("Hint", self.ask_hint, style="secondary")
        self.hints = TableHints(match.game.id, match.seed)
        self.menu_button = Button("Menu", self.to_menu, style="secondary")
        self.result_button = Button("Result", self.open_result, hotkey=pygame.K_RETURN)
        self.result_button.tooltip = "The scores of this game (Enter)"
        # watch: every seat a bot, the table plays on its own with pause, step and speed
        self.watch = WatchControls() if not self.humans and pace else None
        first = self.watch.buttons if self.watch is not None else [self.undo_button, self.hint_button]
        self.playing_buttons = [*first, self.help_button, self.rules_button, self.menu_button]
        self.final_buttons = [self.result_button, self.help_button, self.rules_button, self.menu_button]
        self.tooltip_rect: pygame.Rect | None = None  # where a button's tooltip was last drawn
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self._layout_size: object = None  # what the layout was made for (size, hints, look)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.log_frame = pygame.Rect(0, 0, 0, 0)
        self._backdrop_surface: pygame.Surface | None = None
        self._backdrop_key: object = None
        self._bar: pygame.Surface | None = None
        self._bar_key: object = None
        self._log_image: pygame.Surface | None = None
        self._log_key: object = None
        self._create_bots()
        self.refresh()
        if introduce and self.humans and self.table.introduction()[0] not in app.settings.seen_how_to_play:
            self.open_how_to_play()  # the first visit to this game's (or variant's) table

    @property
    def buttons(self) -> list[Button]:
        """The top bar's buttons: Undo while the game runs, Result once it is over."""
        return self.final_buttons if self.finished else self.playing_buttons

    # --- bots -----------------------------------------------------------------------
    def _create_bots(self) -> None:
        for seat, spec in enumerate(self.match.seats):
            if not spec.is_human:
                bot = make_table_bot(spec.kind, self.match.game.id, self.match.seed * 31 + seat * 7919 + 1,
                                     self.match.config)
                self.workers[seat] = BotWorker(bot)

    def _cancel_bots(self) -> None:
        for worker in self.workers.values():
            worker.cancel()
        self.thinking = None
        self.bot_action = None
        self.hints.clear()

    def on_exit(self) -> None:
        """Leaving the table (menu, result): stop any bot thinking; the match stays as saved."""
        self._cancel_bots()

    def close(self) -> None:
        self.hints.close()
        for worker in self.workers.values():
            close = getattr(worker, "close", None)
            if close is not None:
                close()

    # --- whose view -------------------------------------------------------------------
    @property
    def viewer(self) -> Seat | None:
        """The seat whose view is on screen (None: spectator or curtain down)."""
        return None if self.curtain_for is not None else self.person

    def refresh(self, events: list[Event] | None = None) -> None:
        """Recompute the viewer and give the table its view, legal actions and new events.

        When the next person differs from the one on screen, the curtain goes
        up once the table's animations of the last move have finished.
        """
        match = self.match
        to_act = match.to_act()
        hand_over = (
            to_act is not None
            and match.seats[to_act].is_human
            and to_act != self.person
            and to_act != self.curtain_for
        )
        if hand_over and (len(self.humans) == 1 or not self._secrets_between(self.person, to_act)):
            self.person = to_act
            hand_over = False
        viewer = self.viewer
        may_act = to_act is not None and to_act == viewer and not hand_over
        legal = match.game.legal_actions(match.state) if may_act else []
        self.table.teams = match.game.teams(match.state)
        self.table.set_view(match.game.view(match.state, viewer), viewer, legal)
        if events:
            visible = events_for(events, viewer)
            if visible:
                self.table.on_events(visible)
        self.pending_curtain = None
        if hand_over:
            if self.table.busy():
                self.pending_curtain = to_act
            else:
                self._raise_curtain(to_act)
        self.hints.clear()  # a hint is for the position it was asked in
        self._refresh_log()
        self._refresh_undo()
        self._refresh_hint()

    def undo_refusal(self) -> str | None:
        """Why the person on screen may not undo now (None: they may)."""
        if self.match.is_over():
            return "The game is over."
        if self.curtain_for is not None:
            return "Pass the screen first."
        return self.match.undo_refusal(by=self.person if len(self.humans) > 1 else None)

    def _refresh_undo(self) -> None:
        why = self.undo_refusal()
        self.undo_button.enabled = why is None
        self.undo_button.tooltip = why or "Take back your last move (Ctrl+Z)"

    def hint_refusal(self) -> str | None:
        """Why the person on screen may not ask for a hint now (None: they may)."""
        if self.match.is_over():
            return "The game is over."
        if self.curtain_for is not None:
            return "Pass the screen first."
        seat = self.match.to_act()
        if seat is None or seat != self.viewer or not self.match.seats[seat].is_human:
            return "A hint is for your own move: wait for your turn."
        return None

    def _refresh_hint(self) -> None:
        why = self.hint_refusal()
        self.hint_button.enabled = why is None
        self.hint_button.tooltip = why or "What the Hard bot would play in your place, from what you see (H)"

    def ask_hint(self) -> None:
        """Search for a hint for the person to act (H again, or the button, closes the box)."""
        why = self.hint_refusal()
        if why is not None:
            self.app.message(f"No hint: {why}", "error")
            self.app.sound.play("error")
            return
        seat = self.match.to_act()
        assert seat is not None
        if self.hints.open:
            self.hints.clear()
        else:
            self.hints.ask(self.match, seat)
        self.app.sound.play("click")

    def _secrets_between(self, shown: Seat | None, next_person: Seat | None) -> bool:
        """Whether handing the screen from ``shown`` to ``next_person`` needs the curtain:
        one of them has something private on screen now (``Game.has_secrets``)."""
        game, state = self.match.game, self.match.state
        return any(seat is not None and game.has_secrets(state, seat) for seat in (shown, next_person))

    def _refresh_log(self) -> None:
        self.log.set_lines([personalize(e.text, self.names) for e in events_for(self.match.log, self.viewer)])

    def _raise_curtain(self, seat: Seat | None) -> None:
        self.curtain_for = seat
        self.pending_curtain = None
        self.table.set_view(self.match.game.view(self.match.state, None), None, [])
        self.curtain_lines = self.curtain_context(seat) if seat is not None else []
        self._refresh_log()

    def curtain_context(self, seat: Seat) -> list[str]:
        """What the curtain tells everyone before ``seat`` takes the screen: what just happened
        and what is asked (the table's public words, else the last public move), then whose
        turn it is when ``seat`` answers during another's turn, naming a teammate as one.
        Only public things: the room sees the curtain."""
        lines = [personalize(line, self.names) for line in self.table.curtain_context(seat)]
        if not lines:
            public = events_for(self.match.log, None)
            if public:
                lines = [f"Last: {personalize(public[-1].text, self.names)}"]
        active = self.match.game.active_seat(self.match.state)
        if active is not None and active != seat:
            teams = self.match.game.teams(self.match.state)
            mate = " (your teammate)" if teams[active] == teams[seat] else ""
            lines.append(f"It is {self.names[active]}'s turn{mate}; {self.names[seat]} answers.")
        return lines

    def lift_curtain(self) -> None:
        if self.curtain_for is None:
            return
        self.person = self.curtain_for
        self.curtain_for = None
        self.app.sound.play("turn")
        self.refresh()

    # --- playing ----------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Play ``action`` for the seat to act; an illegal one shows a message and changes nothing."""
        seat = self.match.to_act()
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            self.app.message(str(exc), "error")
            self.app.sound.play("error")
            return False
        self.moves += 1
        self.forced_paused = False
        if seat is not None and self.match.seats[seat].is_human:
            self.wait = self.app.settings.ai_pace * AFTER_PERSON if self.pace else 0.0
        else:
            self.wait = self.app.settings.ai_pace if self.pace else 0.0
            if self.watch is not None:
                self.wait = self.watch.pace(self.wait)
        self.refresh(events)
        self._save()
        if self.match.is_over():
            self._finish()
        elif seat is not None and not self.match.seats[seat].is_human:
            nxt = self.match.to_act()
            if nxt is not None and nxt == self.viewer and self.match.seats[nxt].is_human:
                self.app.sound.play("turn")  # back to the person after AI moves
        return True

    def _save(self) -> None:
        if not self.autosave or self.match.is_over():
            return
        try:
            self.app.storage.write_autosave(self.match.game.id, self.match.to_json())
        except OSError as exc:
            self.app.message(f"Autosave failed: {exc}", "error")
            self.autosave = False

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self._cancel_bots()
        self.result = self.match.game.result(self.match.state)
        self.table.result = self.result
        if self.autosave:
            self.app.storage.delete_autosave(self.match.game.id)
        if self.record:
            keep_finished_game(self.app, self.match, self.result)
        if any(self.match.seats[w].is_human for w in self.result.winners):
            self.app.sound.play("win")

    def undo(self) -> None:
        why = self.undo_refusal()
        if why is not None:
            self.app.message(f"Cannot undo: {why}", "error")
            self.app.sound.play("error")
            return
        self._cancel_bots()
        self.match.undo(by=self.person if len(self.humans) > 1 else None)
        self.forced_paused = True
        self.wait = 0.3 if self.pace else 0.0
        self.refresh()
        self.table.on_undo()
        self._save()
        self.app.sound.play("click")

    def _update_bots(self) -> None:
        match = self.match
        seat = match.to_act()
        if seat is None or match.seats[seat].is_human:
            return
        worker = self.workers[seat]
        if self.thinking != seat and self.bot_action is None:
            view = match.game.view(match.state, seat)
            answering = match.game.active_seat(match.state) != seat
            worker.start(view, match.game.legal_actions(match.state),
                         seconds=ANSWER_SEARCH if self.pace and answering else None)
            self.thinking = seat
            self.hold = ANSWER_HOLD if self.pace and answering else 0.0
        if self.bot_action is None:
            try:
                self.bot_action = worker.poll()
            except Exception as exc:  # noqa: BLE001 - a crashing bot must not take the app down
                self.error = f"{match.seats[seat].name} failed: {exc}"
                self.app.message(self.error, "error")
                legal = match.game.legal_actions(match.state)
                self.bot_action = legal[0]
        if (self.bot_action is not None and self.wait <= 0 and self.hold <= 0 and not self.table.busy()
                and (self.watch is None or self.watch.take_turn())):
            action, self.bot_action = self.bot_action, None
            self.thinking = None
            self.play(action)

    # --- scene hooks --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.table.update(dt * self.app.settings.animation_speed)
        self.wait = max(0.0, self.wait - dt)
        self.hold = max(0.0, self.hold - dt)
        if self.finished:
            # paced (a person watching): the final table stays until they ask for the result
            if self.show_result and not self.pace and not self.table.busy():
                self.open_result()
            return
        if self.pending_curtain is not None and not self.table.busy():
            self._raise_curtain(self.pending_curtain)
            self._refresh_undo()
            self._refresh_hint()
        self._play_follow_up()
        self._play_forced()
        self._update_bots()
        self.hints.poll(self.match)

    def _play_forced(self) -> None:
        """With the "only possible move" setting, play a person's single legal action for them.

        Only for the person on screen (a curtain first hands the screen over, as
        for any move), once the table is still, and not right after an undo: the
        person who took a move back decides again themselves.
        """
        seat = self.match.to_act()
        if (not self.app.settings.play_forced or self.forced_paused or seat is None or seat != self.viewer
                or self.curtain_for is not None or not self.match.seats[seat].is_human
                or self.wait > 0 or self.table.busy()):
            return
        legal = self.match.game.legal_actions(self.match.state)
        if len(legal) == 1:
            self.app.message(f"Your only possible move: {personalize(legal[0].label, self.names)}", "info")
            self.play(legal[0])

    def _play_follow_up(self) -> None:
        """Play what the person at the table already chose with their last input (``GameTable.follow_up``)."""
        seat = self.match.to_act()
        if seat is None or seat != self.viewer or self.curtain_for is not None or not self.match.seats[seat].is_human:
            return
        action = self.table.follow_up()
        if action is not None and action in self.match.game.legal_actions(self.match.state):
            self.play(action)

    def open_result(self) -> None:
        """The result screen over the final table; its "Back to table" returns here."""
        from tabletop.scenes.result import ResultScene

        if self.result is None:
            return
        self.show_result = False
        self.app.push(ResultScene(self.app, self.match, self.result, self.table, over_table=True))

    def open_how_to_play(self) -> None:
        """Show how to play this table (and remember that this game's table was introduced)."""
        name, self.how_to_play.how = self.table.introduction()
        self.how_to_play.show()
        seen = self.app.settings.seen_how_to_play
        if name not in seen:
            seen.append(name)
            self.app.save_settings()

    def open_rules(self) -> None:
        from tabletop.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.match.game.id))

    def to_menu(self) -> None:
        from tabletop.scenes.menu import MenuScene

        if not self.finished and self.autosave and self.moves:
            self.app.message("Game saved. Resume it from the menu.", "success")
        self.close()
        self.app.pop_to(MenuScene)

    def handle_event(self, event: pygame.event.Event) -> None:
        self._layout(self.app.screen.get_size())
        if self.how_to_play.handle_event(event, self.app.screen.get_size()):
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_ESCAPE:
                self.to_menu()
                return
            if event.key == pygame.K_F1:
                self.open_rules()
                return
            if event.key == pygame.K_z and ctrl:
                self.undo()
                return
            if event.key == pygame.K_h and not ctrl and self.curtain_for is None and not self.finished:
                self.ask_hint()
                return
        if self.curtain_for is not None:
            # nothing below the curtain takes input; a click or Space/Enter lifts it
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
            ):
                self.lift_curtain()
            return
        for button in self.buttons:
            if button.handle_event(event):
                return
        if self.log.handle_event(event):
            return
        if self.finished:
            return
        action = self.table.handle_event(event, self.table_rect)
        if action is not None:
            seat = self.match.to_act()
            if seat is None or seat != self.viewer:
                self.app.message("It is not your turn.", "error")
                return
            self.play(action)

    # --- drawing --------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if (size, self.hints.open, theme.look()) == self._layout_size:
            return
        self._layout_size = (size, self.hints.open, theme.look())
        s = theme.Scale.for_size(size)
        w, h = size
        bar_h = s(theme.TOP_BAR_H)
        top_bar.place_buttons(self.playing_buttons, s, w, top_bar.sentence_left(s, self.entry.name),
                              also=[self.result_button.label, "Pause"])
        # Result takes the place of the button left of Help (Hint, or Speed when watching) at the end
        self.result_button.rect = self.playing_buttons[-4].rect.copy()
        window = theme.Scale.for_window(size)  # the log keeps its width: a larger UI scale goes to the table
        log_w = window(theme.LOG_W) if w >= 1100 else window(220)
        margin = window(16)
        self.log_rect = pygame.Rect(w - log_w - margin, bar_h + s(12), log_w, h - bar_h - s(12) - margin)
        self.log_frame = self.log_rect.copy()  # the log's panel, in the backdrop whether a hint shows or not
        hint_h = self.hints.height(log_w, s)
        self.hint_rect = pygame.Rect(self.log_rect.x, self.log_rect.y, log_w, hint_h)
        if hint_h:  # the hint box over the top of the log's panel, the log's lines below it
            self.log_rect.y += hint_h + s(10)
            self.log_rect.h -= hint_h + s(10)
        self.table_rect = pygame.Rect(margin, bar_h + s(8), self.log_rect.x - 2 * margin, h - bar_h - s(8) - margin)

    def status_text(self) -> tuple[str, Seat | None]:
        """The top bar's sentence and the seat it is about."""
        match = self.match
        if match.is_over():
            said = verdict(self.result, self.names) if self.result is not None else "No winner"
            return (f"Game over: {said}. Press Enter or Result for the scores.", None)
        seat = match.to_act()
        if seat is None:
            return ("", None)
        name = self.names[seat]
        if self.curtain_for is not None:
            return (f"Waiting for {name}", seat)
        active = match.game.active_seat(match.state)
        if match.seats[seat].is_human and seat == self.viewer:
            if active is not None and active != seat:  # answering during someone else's turn
                question = self.table.question()
                asked = f": {question}" if question else ""
                return (f"{self.names[active]}'s turn. {name}, you decide{asked}", seat)
            return (f"Your turn, {name}", seat)
        if match.seats[seat].is_human:
            return (f"{name} to play", seat)
        if self.watch is not None and self.watch.paused:
            return (f"Paused: {name} ({kind_label(match.seats[seat].kind)}) moves next", seat)
        return (f"{name} ({kind_label(match.seats[seat].kind)}) is thinking…", seat)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self._layout(size)
        s = theme.Scale.for_size(size)
        if self.curtain_for is not None:
            draw_curtain(surface, self.names[self.curtain_for], self.curtain_for, self.app.time,
                         self.table.draw_seat_marker, self.curtain_lines)
            self.how_to_play.draw(surface)  # public words: it may show over the curtain
            return
        backdrop = self._backdrop(size, s)
        surface.blit(backdrop, (0, 0))
        self.table.draw(surface, self.table_rect,
                        marks=lambda on: self.hints.draw_marks(on, self.table, self.table_rect, s))
        self._blit_top_bar(surface, backdrop, s)
        self._blit_log(surface, backdrop, s)
        if self.hints.open:
            self.hints.draw_box(surface, self.hint_rect, s, self.names)
        self.tooltip_rect = None
        if self.how_to_play.open:
            self.how_to_play.draw(surface)
            return
        for button in self.buttons:
            if button.hover and button.tooltip:
                self.tooltip_rect = draw_tooltip(surface, s, button.rect, button.tooltip)

    def _blit_top_bar(self, surface: pygame.Surface, backdrop: pygame.Surface, s: theme.Scale) -> None:
        """The top bar, re-drawn only when its text or a button's look changes."""
        text, seat = self.status_text()
        key = (text, seat, backdrop.get_size(),
               tuple((b.label, b.enabled, b.hover, b.pressed, b.focused) for b in self.buttons))
        if self._bar_key != key or self._bar is None:
            bar_h = s(theme.TOP_BAR_H) + s(4)
            bar = backdrop.subsurface(pygame.Rect(0, 0, backdrop.get_width(), bar_h)).copy()
            self._draw_top_bar(bar, s)
            self._bar, self._bar_key = bar, key
        surface.blit(self._bar, (0, 0))

    def _blit_log(self, surface: pygame.Surface, backdrop: pygame.Surface, s: theme.Scale) -> None:
        """The log's text on its panel as one opaque image, rebuilt when the text changes."""
        rect = self.log_rect.clip(backdrop.get_rect())
        if self._log_key != (self.log.image_key(), rect.size) or self._log_image is None:
            layer = backdrop.subsurface(rect).copy()
            self.log.draw(layer, pygame.Rect(0, 0, rect.w, rect.h), s, frame=False)
            self.log.rect = rect
            self._log_image, self._log_key = layer, (self.log.image_key(), rect.size)
        surface.blit(self._log_image, rect.topleft)

    def _backdrop(self, size: tuple[int, int], s: theme.Scale) -> pygame.Surface:
        """Everything that does not change between frames (felt, top bar, log frame), drawn once per size."""
        if self._backdrop_surface is not None and self._backdrop_key == (size, tuple(self.log_frame)):
            return self._backdrop_surface
        backdrop = pygame.Surface(size)
        draw_background(backdrop)
        w = size[0]
        bar = pygame.Rect(0, 0, w, s(theme.TOP_BAR_H))
        draw_panel(backdrop, bar, theme.WOOD_DARK, None, radius=0, shadow=s(3))
        pygame.draw.line(backdrop, theme.BRASS_DARK, (0, bar.bottom - 1), (w, bar.bottom - 1), max(1, s(2)))
        draw_text(backdrop, self.entry.name, s.font("heading", "bold"), theme.BRASS, (s(20), bar.centery), "midleft")
        self.log.draw_frame(backdrop, self.log_frame, s)
        if pygame.display.get_surface() is not None:
            backdrop = backdrop.convert()
        self._backdrop_surface = backdrop
        self._backdrop_key = (size, tuple(self.log_frame))
        return backdrop

    def status_lines(self, s: theme.Scale) -> tuple[list[str], pygame.font.Font, pygame.Rect]:
        """The top bar's sentence as drawn: its lines, their font and the room they are fitted in."""
        text, seat = self.status_text()
        left = top_bar.sentence_left(s, self.entry.name) + (s(top_bar.MARKER_W) if seat is not None else 0)
        room = pygame.Rect(left, 0, max(s(60), self.buttons[0].rect.x - left - s(top_bar.MARGIN)), s(theme.TOP_BAR_H))
        lines, font = top_bar.sentence_lines(text, s, room.w)
        return lines, font, room

    def _draw_top_bar(self, surface: pygame.Surface, s: theme.Scale) -> None:
        bar = pygame.Rect(0, 0, surface.get_width(), s(theme.TOP_BAR_H))
        _, seat = self.status_text()
        lines, font, room = self.status_lines(s)
        if seat is not None:
            marker_x = room.x - s(top_bar.MARKER_W) + s(10)
            self.table.draw_seat_marker(surface, seat, (marker_x, bar.centery), s(10))
        step = font.get_linesize()
        y = bar.centery - step * (len(lines) - 1) // 2
        for line in lines:
            draw_text(surface, line, font, theme.TEXT, (room.x, y), "midleft")
            y += step
        for button in self.buttons:
            button.draw(surface, s)
