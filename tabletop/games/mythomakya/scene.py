"""The Mythomakya table, 2–6 seats: stacks around the table, the round in the middle, the senior colour.

The viewer sits along the bottom, the others clockwise around the table in
turn order; each seat shows its panel (name, team badge, caller, cards left),
its stacks (the face-up card over the face-down ones) and its treasure pile
with its count. The middle shows the senior colour large with its symbol,
the colour led, the round's cards in play order with their players' names,
and the status line.

Play: drag a face-up card to the middle, or click it. Cards that may play
glow; a card that may not says why ("You must follow Blue") and slides back.
The caller calls the senior colour with a button per colour (and, at 5
players, chooses a teammate with a button per seat). A finished round stays
a moment with its winner and why, then flies to the winner's treasure pile;
"Last round" shows it again.

The geometry is in :mod:`.layout`, the drawing in :mod:`.drawing`, the cards
in :mod:`.art`, the caller's buttons' contents in :mod:`.stage`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat, personalize
from tabletop.games.mythomakya import art, drawing
from tabletop.games.mythomakya.cards import BATTLE, COLOUR_NAMES, WORTH
from tabletop.games.mythomakya.deal import layout as deal_layout
from tabletop.games.mythomakya.howto import BATTLE_HOW_TO_PLAY
from tabletop.games.mythomakya.layout import (
    PAY_STRIP,
    Key,
    Layout,
    lay_chips,
    lay_table,
    panel_rect,
    treasure_card,
)
from tabletop.games.mythomakya.rules import setup_options
from tabletop.games.mythomakya.stage import MythWords
from tabletop.games.mythomakya.state import PLAY
from tabletop.games.mythomakya.view import HIDDEN, MythView
from tabletop.ui import theme
from tabletop.ui.cards import Colour
from tabletop.ui.decision import DecisionPanel, MultiSelect, PanelLayout
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.ordering import DragOrder
from tabletop.ui.table import HowToPlay, SetupOption
from tabletop.ui.table_parts import StaticLayer
from tabletop.ui.trick import Trick, TrickArea
from tabletop.ui.tween import Tween, Tweens, linear

MIDDLE: Key = ("middle",)

ANNOUNCE_TIME = 1.2
"""Seconds a call or a teammate's choice stays said over the middle."""

TURNED_TIME = 1.6
"""Seconds a card just turned face up keeps a ring, so that the new card is noticed (the table does not wait)."""


class MythTable(DragTable[Layout]):
    """Draws a :class:`MythView` and turns drags, clicks and keys into Mythomakya actions."""

    START_RECT = (0, 0, 952, 724)
    panel: DecisionPanel

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        self.trick = TrickArea(art.face, self.seat_name, flights=self.flights)
        self._shown: Hashable = None
        """Which round (and how far into it) the trick area shows; None: set it from the view."""
        self._round_cards = 0
        """Cards of the round in play that the events have placed (0: the next card leads)."""
        self.panel = DecisionPanel(MythWords())
        self.static = StaticLayer()
        """The seats as they stand, drawn once per view (the viewer's own stacks are drawn live on its turn)."""
        self.view_no = 0
        """Counts the views shown: what the static layer is drawn for."""
        self.tweens = Tweens()
        self.announcement: tuple[str, Tween] | None = None
        """A call or a teammate's choice, said over the middle for a moment: its words and its timer."""
        self.turned: dict[tuple[int, int], float] = {}
        """(seat, stack) whose face-down card was just turned up -> seconds its ring still shows."""
        self.ordering = DragOrder()
        """Battle of the Gods: Aeolus's new order of a stack, made by dragging its cards."""

    # --- the GameTable contract ---------------------------------------------------------
    @classmethod
    def setup_options(cls, game: Game[Any, Any], players: int) -> list[SetupOption]:
        """The variant (the quick version at 2 players) and a single game or a series."""
        return [
            SetupOption(key=o["key"], label=o["label"], choices=tuple(o["choices"]), per_seat=o["per_seat"],
                        notes=dict(o.get("notes", {})))
            for o in setup_options(players)
        ]

    @classmethod
    def how_to_play_with(cls, options: dict[str, Any]) -> HowToPlay:
        """Battle of the Gods has its own how-to-play."""
        return BATTLE_HOW_TO_PLAY if options.get("variant") == BATTLE else cls.how_to_play()

    def introduction(self) -> tuple[str, HowToPlay]:
        """Battle of the Gods has its own how-to-play (gods, payments, answers, Kronos), remembered apart."""
        if self.view is not None and self.myth.variant == BATTLE:
            return f"{self.game.id}/{BATTLE}", BATTLE_HOW_TO_PLAY
        return super().introduction()

    @classmethod
    def players_label(cls, players: int) -> str:
        return {4: "2v2", 6: "3v3"}.get(players, f"{players} players")

    def set_view(self, view: Any, viewer: Seat | None, legal: Sequence[Action]) -> None:
        super().set_view(view, viewer, legal)
        self.view_no += 1
        if view is not None:
            self.panel.show(view, viewer, legal, self.seat_names, view.to_act)
            self._propose_payment()
            self._show_ordering()

    def _propose_payment(self) -> None:
        """A payment opens with the cheapest fit chosen (the player may choose other cards before paying)."""
        multi = self.panel.decision.multi
        fit = self.myth.proposed_payment()
        if multi is None or multi.chosen or fit is None or frozenset(fit) not in multi.options:
            return
        multi.chosen = list(fit)

    def _show_ordering(self) -> None:
        """Aeolus's reordering, when the viewer must give a stack its new order (the frame names the stack)."""
        orders = {tuple(a.args): a for a in self.legal if a.kind == "order"}
        frame = self.myth.frames[-1] if self.myth.frames else ()
        if not orders or len(frame) < 4:
            self.ordering.clear()
            return
        self.ordering.show(orders, self.myth.stacks[int(frame[2])][int(frame[3])])

    def _turn_key(self, view: Any) -> Hashable:
        return (view.game_no, len(view.rounds), len(view.trick), view.phase, view.to_act)

    def on_undo(self) -> None:
        """The round of the earlier view shows at once: a round the undone card finished is neither held
        nor flown to its winner's pile, and "Last round" is the view's; no card keeps a "just turned up" ring."""
        super().on_undo()
        self.tweens.finish_all()
        self.announcement = None
        self.turned.clear()
        self._shown = None
        self._sync_trick(at_once=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.trick.update(dt)
        self.tweens.update(dt)
        self.turned = {place: left - dt for place, left in self.turned.items() if left > dt}
        if self.announcement is not None and self.announcement[1].done:
            self.announcement = None
        self._sync_trick()

    def busy(self) -> bool:
        return super().busy() or self.trick.busy() or self.tweens.busy()

    def announce(self, words: str) -> None:
        """Say ``words`` over the middle for a moment (the table is busy meanwhile)."""
        self.announcement = (words, self.tweens.tween(0.0, 1.0, ANNOUNCE_TIME, linear))

    # --- the view -------------------------------------------------------------------------
    @property
    def myth(self) -> MythView:
        view: MythView = self.view
        return view

    def home(self) -> int:
        """The seat along the bottom: the viewer's, or the first seat for a spectator."""
        return self._home_seat()

    def my_turn(self) -> bool:
        """The viewer may play a card now (in Battle of the Gods maybe with its ability, or after a god)."""
        view = self.myth
        return view.seat is not None and view.to_act == view.seat and view.phase == PLAY \
            and any(a.kind == "play" for a in self.legal)

    def personal(self, words: str) -> str:
        """The rules' words with "Player N" replaced by the seats' names."""
        return personalize(words, [self.seat_name(q) for q in range(self.myth.players)])

    def question(self) -> str:
        """For the top bar: what the viewer is asked (the decision panel's title, or the card to play)."""
        if self.my_turn():
            view = self.myth
            return f"Follow {COLOUR_NAMES[view.led]} if you can" if view.trick else "Lead the round"
        return super().question()

    def _turn_text(self) -> tuple[str, Colour]:
        if self.my_turn():
            kinds = {a.kind for a in self.legal}
            if kinds - {"play", "ability"}:
                return "Your turn: drag a glowing card to the middle, or first play a god card below", theme.LEGAL
            if "ability" in kinds:
                return "Your turn: drag a glowing card to the middle, or use its ability below", theme.LEGAL
            return "Your turn: drag a glowing card to the middle, or click it", theme.LEGAL
        return self.personal(self.myth.prompt).rstrip("."), theme.LEGAL

    def _waiting_text(self) -> str:
        return self.personal(self.myth.prompt).rstrip(".")

    def round_order(self) -> tuple[int, ...]:
        """The seats of the round in play order, from its leader clockwise."""
        view = self.myth
        lead = view.trick[0][0] if view.trick else view.leader
        if lead < 0:
            lead = view.to_act if view.to_act is not None else 0
        return self._order_from(lead)

    def top_card(self, stack: int) -> int:
        """The viewer's face-up card on ``stack`` (HIDDEN when there is none)."""
        st = self.myth.stacks[self.home()][stack]
        return st[-1] if st else HIDDEN

    def play_action(self, card: int) -> Action | None:
        """The legal action that plays ``card`` (None: it may not be played now)."""
        return next((a for a in self.legal if a.kind == "play" and a.args == (card,)), None)

    def why_not(self, card: int) -> str:
        """Why the viewer may not play ``card`` now: the rules' reason worked out from the view (so it
        cannot tell anything hidden), with the seats' names."""
        view = self.myth
        if view.seat is None:
            return "You are watching"
        reason = view.why_not(view.seat, card) or "you can't play that card now"
        return self.personal(reason[0].upper() + reason[1:])

    # --- positions, for tests and the test driver -----------------------------------------
    def layout(self) -> Layout:
        return self._current_layout()

    def stack_rect(self, seat: int, stack: int) -> pygame.Rect:
        """Where the top card of ``seat``'s ``stack`` lies."""
        return self._current_layout().seats[seat].stacks[stack].top.copy()

    def middle_rect(self) -> pygame.Rect:
        return self._current_layout().trick.copy()

    def button_rect(self, action: Action) -> pygame.Rect | None:
        """The decision panel's button that plays ``action`` (None: there is none)."""
        panel = self._current_layout().panel
        for button in panel.buttons if panel is not None else ():
            if button.action == action:
                return button.rect.copy()
        return None

    def aim(self, action: Action) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """Where to press, and where to drop (None: a click is enough), to play ``action``."""
        lay = self._sync(self._rect)
        if action.kind == "order" and self.ordering.active:
            return self.ordering.aim(action)
        if action.kind == "play":
            for i, st in enumerate(self.myth.stacks[self.home()]):
                if st and st[-1] == action.args[0]:
                    return lay.seats[self.home()].stacks[i].top.center, lay.trick.center
        rect = self.button_rect(action)
        if rect is not None:
            return rect.center, None
        multi, panel = self.panel.decision.multi, lay.panel
        if multi is not None and panel is not None and action in multi.options.values():
            return self._aim_choice(multi, panel, action), None
        raise KeyError(f"no place on the table plays {action}")

    @staticmethod
    def _aim_choice(multi: MultiSelect, panel: PanelLayout, action: Action) -> tuple[int, int]:
        """One click nearer to ``action`` in a multi-select: a card to drop or to add, then Confirm."""
        want = next(items for items, option in multi.options.items() if option == action)
        extra = [item for item in multi.chosen if item not in want]
        missing = [item for item in multi.items if item in want and item not in multi.chosen]
        for item in extra or missing:  # drop the cards that do not belong first: only then may the others be added
            place = panel.toggles.get(item) or panel.on_table.get(item)
            if place is not None:
                return place.center
        if not (extra or missing) and panel.confirm is not None:
            return panel.confirm.center
        if panel.more is not None:
            return panel.more.center  # the card, or Confirm, is on another page of the panel
        raise KeyError(f"no place of the panel plays {action}")

    # --- layout and input -------------------------------------------------------------------
    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        view = self.myth
        return (tuple(rect), view.players, view.variant, self.home(), self.panel.key(), len(view.record),
                self.ordering.key())

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        view = self.myth
        shape = deal_layout(view.variant, view.players)
        lay = lay_table(rect, view.players, self.home(), shape.stacks, shape.depth, gods=view.variant == BATTLE)
        # leave the scoreboard or the round's cards in sight, but give a payment's cards the room they need
        # (and in a round the panel takes the lower part, so that its words never lie over the round's places)
        low = bool(view.record) or (self.panel.decision.multi is None
                                    and (bool(view.trick) or (view.phase == PLAY and not view.frames)))
        area = panel_rect(lay, low=low)
        if self.ordering.active:  # only the question on the panel, over the cards being ordered
            area.h = max(28, round(44 * lay.unit))
        lay.payment = self._lay_payment(area, lay.unit)
        if lay.payment:  # the words and Pay on top, the treasure cards in a grid under them
            area.h = max(28, round(PAY_STRIP * lay.unit))
        chips: dict[Any, pygame.Rect] = dict(lay.payment or {})
        # in a round the panel's words and buttons lie at the bottom (cards the panel shows of its own would take
        # its whole height): the round's places, or the scoreboard, get the rest
        bottom = low and not self.ordering.active and not self.panel.decision.shown
        lay.panel = self.panel.lay_out(area, lay.unit, card_at=chips.get, seat_at=lambda seat: lay.seats[seat].panel,
                                       bottom=bottom)
        trick = lay.trick
        if low and lay.panel is not None and (lay.panel.buttons or lay.panel.title_lines) \
                and not self.ordering.active:
            # a decision during the round: its words and buttons take the lower part, the round's cards the rest
            top = lay.panel.text.y if bottom else lay.panel.rect.y
            trick = pygame.Rect(trick.x, trick.y, trick.w, max(1, top - trick.y))
        lay.round_cards = trick
        self.trick.lay_out(trick, lay.unit)
        if self.ordering.active:
            u = lay.unit
            area = lay.trick.inflate(-round(24 * u), -round(24 * u))
            card_h = min(round(area.h * 0.45), round(160 * u))
            top = lay.panel.rect.bottom + round(8 * u) if lay.panel is not None else area.y
            self.ordering.lay_out(pygame.Rect(area.x, top, area.w, area.bottom - top),
                                  (round(card_h * 0.7), card_h), max(28, round(36 * u)), max(4, round(8 * u)))
        return lay

    def _lay_payment(self, area: pygame.Rect, unit: float) -> dict[int, pygame.Rect] | None:
        """A payment's treasure cards as chips in a grid under the panel's words and Pay button, so that a
        big pile is chosen from at a glance (None: no payment, or too many cards for the grid: the panel
        then pages through them)."""
        multi = self.panel.decision.multi
        if multi is None or not any(a.kind == "pay" for a in self.legal):
            return None
        strip = max(28, round(PAY_STRIP * unit))
        grid = pygame.Rect(area.x, area.y + strip, area.w, area.h - strip)
        cards = sorted((int(item) for item in multi.items), key=lambda c: (-WORTH[c], c))  # type: ignore[call-overload]
        return dict(zip(cards, lay_chips(grid, len(cards), unit))) or None

    def _spots(self, lay: Layout) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        """The viewer's face-up cards and the middle on its turn; the decision panel's buttons and seats.

        A card that may play goes to the middle (a click plays it there); one that
        may not is clicked alone or dragged, and either way says why.
        """
        sources: list[Spot[Key]] = []
        targets: list[Spot[Key]] = []
        if self.my_turn():
            for i, place in enumerate(lay.seats[self.home()].stacks):
                card = self.top_card(i)
                if card != HIDDEN:
                    refused = self.play_action(card) is None
                    sources.append(Spot(("stack", i), place.top, alone=refused, drags=True))
            targets.append(Spot(MIDDLE, lay.trick))
        if lay.panel is not None:
            sources += self.panel.spots(lay.panel)
        if self.ordering.active:
            sources += self.ordering.sources()
            targets += self.ordering.targets()
        return sources, targets

    def _targets_for(self, source: Key) -> set[Key]:
        """A card that may play goes to the middle; nothing else has a place to go."""
        if source[0] == "stack" and self.play_action(self.top_card(int(source[1]))) is not None:
            return {MIDDLE}
        return self.ordering.targets_for(source)

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        lay = self._current_layout()
        if self.ordering.active and self.ordering.owns(source):
            return self.ordering.resolve(source, target)
        if self.panel.owns(source):
            return self.panel.resolve(source, lay.panel) if lay.panel is not None else None
        if source[0] == "stack" and target in (MIDDLE, None):
            card = self.top_card(int(source[1]))
            return self.play_action(card) or self.why_not(card)
        return None

    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect) -> Action | None:
        """The "Last round" button works for anybody at any time; the rest goes to the drag controller."""
        if self.view is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and getattr(event, "button", 0) == 1 and self.trick.last is not None:
            lay = self._make_layout(rect)
            if lay.last.collidepoint(event.pos) and not drawing.panel_has_middle(self, lay):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.trick.toggle_last()
                    self.play_sound("click")
                return None
        return super().handle_event(event, rect)

    # --- animations -----------------------------------------------------------------------------
    def _position(self) -> Hashable:
        view = self.myth
        return (view.game_no, len(view.rounds), len(view.trick))

    def _sync_trick(self, at_once: bool = False) -> None:
        """Show the view's round when the animations are not telling it (the first view, an undo, a load);
        ``at_once``: even while a round is held or flies (an undo)."""
        if self.view is None or (self.trick.busy() and not at_once) or self._shown == self._position():
            return
        last = self.myth.last_round
        self.trick.show(self.round_order(), self.myth.trick,
                        last=None if last is None else Trick(tuple(seat for seat, _ in last[0]), dict(last[0]),
                                                             last[1], self.myth.last_reason))
        self._round_cards = len(self.myth.trick)
        self._shown = self._position()

    def _animate(self, events: Sequence[Event]) -> None:
        lay = self._current_layout()
        for event in events:
            data = event.data or {}
            if event.kind == "play":
                seat, card, stack = int(data["seat"]), int(data["card"]), int(data["stack"])
                start = lay.seats[seat].stacks[stack].top.copy()
                drop = self.drag.last_drop
                if drop is not None and drop[0] == ("stack", stack) and seat == self.myth.seat:
                    start.topleft = drop[1]
                if self._round_cards == 0:
                    self.trick.start(self._order_from(seat))
                self.trick.place(seat, card, start)
                self._round_cards += 1
            elif event.kind == "turn_up":
                self.turned[(int(data["seat"]), int(data["stack"]))] = TURNED_TIME
            elif event.kind == "round":
                winner = int(data["winner"])
                self.trick.finish(winner, str(data.get("reason", "")), self._pile_of(winner))
                self._round_cards = 0
            elif event.kind in ("round_discarded", "deal"):  # a titan's ability sends the round to nobody's pile
                self._round_cards = 0
            elif event.kind in ("call", "mate"):
                self.announce(self.personal(event.text.rstrip(".").split(";")[0]))
                self.play_sound("turn")
        if self._round_cards == 0:  # the next round's empty places, from its leader, once the last one has gone
            self.trick.start(self.round_order())
        self._shown = self._position()

    def _order_from(self, leader: int) -> tuple[int, ...]:
        n = self.myth.players
        return tuple((leader + i) % n for i in range(n))

    def _pile_of(self, seat: int) -> Callable[[], pygame.Rect]:
        """Where a card lands on ``seat``'s treasure pile, looked up when asked (the layout may change)."""
        return lambda: treasure_card(self._current_layout().seats[seat])

    # --- drawing ----------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is None:
            return
        lay = self._sync(rect)
        self._sync_trick()
        drawing.draw(surface, self, lay)

    def draw_over(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is not None:
            drawing.draw_over(surface, self, self._sync(rect))


TABLE = MythTable
