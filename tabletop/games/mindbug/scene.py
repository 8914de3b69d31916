"""The Mindbug table, 1v1 and 2v2: play areas, hands, Mindbugs, life, and every decision.

Layout (scaled to the rectangle the host gives): the seat whose view this is
sits along the bottom (its creatures above its hand, its name, Mindbugs and
piles at the left of the hand). In 2v2 the teammate sits at the top and the
two enemies in columns left and right (the next seat clockwise, who is asked
first for Mindbugs and blocks, on the left); in 1v1 the opponent is at the
top. Between the top and the bottom lies the stage: the life of both sides,
the card being played, the attacker, and the prompt with its buttons for
whoever must decide.

Play: drag a card from the hand onto your creatures to play it; drag one of
your creatures onto an enemy to attack (legal places light up, an illegal
drop snaps back with the reason). Clicking a card and then a place does the
same, and so do Tab/arrows and Enter. Out-of-turn decisions (a Mindbug, a
block, a Hunter's prey, a target, a discard, an opponent...) light up the
cards that answer them and offer buttons for the rest. Hovering a card shows
it large with its keywords explained.

Plays, attacks, fights, defeats, thefts and draws animate from the events'
data; every card surface is cached per size.

The layout's records and :func:`lay_cards` are in :mod:`.layout`; the stage's
decision panel is the shared :class:`~tabletop.ui.decision.DecisionPanel`,
and what it says and offers for each decision is in :mod:`.stage`; what the
events make fly, lunge and flash is in :mod:`.animate`; the drawing of each
frame is in :mod:`.drawing`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat, seats_after
from tabletop.games.mindbug import animate, drawing
from tabletop.games.mindbug.animate import BANNER_TIME, Flash
from tabletop.games.mindbug.cards import CREATURES, NAMES, POWER
from tabletop.games.mindbug.layout import RATIO, Area, Key, Layout, lay_cards
from tabletop.games.mindbug.rules import D_HUNT, D_TURN, MindbugView
from tabletop.games.mindbug.stage import MindbugWords
from tabletop.ui import theme
from tabletop.ui.cards import TEXT_FLOOR, SurfaceCache, font_size, text
from tabletop.ui.decision import Decision, DecisionPanel
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.seating import card_share, table_unit
from tabletop.ui.table import SetupOption
from tabletop.ui.table_parts import StaticLayer

STRIP_SHARE = 0.26  # of the table's height: the home seat's strip (its info, the status line and the hand)
STAGE_CARD = 0.9  # the stage between the play areas (life, the prompt, the cards in question): its cards' height,
# as a share of the creatures'


class MindbugTable(DragTable[Layout]):
    """Draws a :class:`MindbugView` and turns drags, clicks and keys into Mindbug actions."""

    START_RECT = (0, 0, 952, 724)
    CLICK_PLAYS_SINGLE_TARGET = False  # a creature is played or sent to attack by a second click
    panel: DecisionPanel

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        # what self.flights hide until they land (Flights.hidden): a card flying to where the view has it,
        # ("hand", seat) a card flying into that hand, ("discard", seat) one flying to that pile
        self.flashes: list[Flash] = []
        self.banner: tuple[str, tuple[int, int, int], float] | None = None
        self.hover_time = 0.0
        self.panel = DecisionPanel(MindbugWords(self), card_ratio=RATIO)
        self._surfaces = SurfaceCache(limit=160)
        self._drawn: dict[int, pygame.Rect] = {}  # card -> where it was drawn last frame
        self._hits: list[tuple[pygame.Rect, int, int, int, bool]] = []  # rect, card, power, keywords, turned
        self._marks: list[tuple[int, pygame.Rect]] = []  # badges and chips drawn on creatures last frame: card, rect
        self._static = StaticLayer()
        self._prey: int | None = None  # the enemy creature the last attacker was dropped on
        self.preview_at: pygame.Rect | None = None  # where the large card (or a pile's list) was drawn last frame

    # --- the GameTable contract ---------------------------------------------------------
    @classmethod
    def setup_options(cls, game: Game[Any, Any], players: int) -> list[SetupOption]:
        """How many Mindbugs each player starts with."""
        return [
            SetupOption(
                key="mindbugs",
                label="Mindbugs",
                choices=((2, "2 Mindbugs each"), (1, "1 Mindbug each")),
                per_seat=False,
            )
        ]

    @classmethod
    def players_label(cls, players: int) -> str:
        if players == 2:
            return "1v1"
        if players == 4:
            return "2v2"
        return f"{players} players"

    def set_view(self, view: Any, viewer: Seat | None, legal: Sequence[Action]) -> None:
        old: MindbugView | None = self.view
        super().set_view(view, viewer, legal)
        if view is None:
            return
        if old is None or viewer != old.seat:
            self._stop_animations()
        d = view.decision
        self.panel.show(view, viewer, legal, self.seat_names, None if view.over or d is None else d[1])
        if d is None or d[0] != D_HUNT:
            self._prey = None  # the prey answers only the question that follows its attack at once

    def _turn_key(self, view: Any) -> Hashable:
        return view.decision

    def on_undo(self) -> None:
        super().on_undo()
        self._stop_animations()
        self._prey = None

    def follow_up(self) -> Action | None:
        """A Hunter dropped on an enemy creature chose its prey: that answers the Hunter's question."""
        view: MindbugView = self.view
        prey, self._prey = self._prey, None
        if prey is None or view is None or view.decision is None or view.decision[0] != D_HUNT:
            return None
        return next((a for a in self.legal if a.kind == "hunt" and a.args[0] == prey), None)

    def _stop_animations(self) -> None:
        self.flights.clear()
        self.flashes.clear()
        self.banner = None

    def _point(self, pos: tuple[int, int]) -> None:
        if pos != self.pointer:
            self.hover_time = 0.0  # the large card shows after the pointer rests a moment
        self.pointer = pos

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hover_time += dt
        for flash in self.flashes:
            flash.elapsed += dt
        self.flashes = [f for f in self.flashes if not f.done]
        if self.banner is not None:
            message, colour, t = self.banner
            t += dt
            self.banner = None if t >= BANNER_TIME else (message, colour, t)

    # --- names and the view ------------------------------------------------------------------
    def _who(self, seat: int) -> str:
        """"You" for the viewer, else the seat's name."""
        view: MindbugView = self.view
        return "You" if view.seat is not None and seat == view.seat else self.seat_name(seat)

    def _home(self) -> int:
        view: MindbugView = self.view
        return int(view.seat) if view.seat is not None else 0

    def _positions(self) -> dict[int, str]:
        view: MindbugView = self.view
        home = self._home()
        if view.players == 2:
            return {home: "bottom", 1 - home: "top"}
        left, top, right = seats_after(home, 4)
        return {home: "bottom", left: "left", top: "top", right: "right"}

    def _team(self, seat: int) -> int:
        view: MindbugView = self.view
        return view.teams[seat]

    def _enemies(self, seat: int) -> list[int]:
        view: MindbugView = self.view
        return [q for q in range(view.players) if view.teams[q] != view.teams[seat]]

    def _power(self, card: int) -> int:
        view: MindbugView = self.view
        for c, p in view.powers:
            if c == card:
                return p
        return POWER[view.kind[card]]

    def _keywords(self, card: int) -> int:
        view: MindbugView = self.view
        for c, k in view.keywords:
            if c == card:
                return k
        return CREATURES[view.kind[card]].keywords

    def _card_name(self, card: int) -> str:
        view: MindbugView = self.view
        return NAMES[view.kind[card]]

    def _my_turn(self) -> bool:
        view: MindbugView = self.view
        return bool(self.legal) and view.seat is not None and view.to_act == view.seat

    # --- positions, for tests -------------------------------------------------------------
    def layout(self) -> Layout:
        return self._current_layout()

    def hand_rect(self, card: int) -> pygame.Rect:
        return self._current_layout().hand[card].copy()

    def creature_rect(self, card: int) -> pygame.Rect:
        for area in self._current_layout().areas.values():
            if card in area.slots:
                return area.slots[card].copy()
        raise KeyError(f"card {card} is not in play")

    def area_rect(self, seat: int) -> pygame.Rect:
        """The panel of ``seat`` (for the viewer: the row its creatures go to)."""
        area = self._current_layout().areas[seat]
        return (area.creatures if area.place == "bottom" else area.panel).copy()

    def button_rect(self, kind: str) -> pygame.Rect | None:
        """The stage button that plays an action of ``kind`` (None when there is none)."""
        for button in self._current_layout().panel.buttons:
            if button.action.kind == kind:
                return button.rect.copy()
        return None

    def controls(self) -> list[pygame.Rect]:
        """The rectangles of the table's controls (the decision panel's): no pop-up covers them."""
        return self._current_layout().panel.controls()

    def aim(self, action: Action) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """Where to press, and where to drop (None: a click is enough), to play ``action``."""
        lay = self._sync(self._rect)
        view: MindbugView = self.view
        if action.kind == "play" and view.decision is not None and view.decision[0] == D_TURN:
            for card in lay.hand_order:
                if CREATURES[view.kind[card]].key == action.args[0]:
                    return self._visible_point(lay, card), lay.areas[self._home()].creatures.center
        if action.kind == "attack" and view.decision is not None and view.decision[0] == D_TURN:
            card = int(action.args[0])  # type: ignore[arg-type]
            enemy = min(self._enemies(self._home()), key=lambda q: view.eliminated[q])
            return self.creature_rect(card).center, lay.areas[enemy].panel.center
        for spot in self.drag.sources:
            if spot.alone and self._resolve(spot.key, None) == action:
                return spot.rect.center, None
        raise KeyError(f"no place on the table plays {action}")

    def _visible_point(self, lay: Layout, card: int) -> tuple[int, int]:
        """A point of hand card ``card`` that no later card covers."""
        r = lay.hand[card]
        i = lay.hand_order.index(card)
        right = r.right
        if i + 1 < len(lay.hand_order):
            right = min(right, lay.hand[lay.hand_order[i + 1]].x)
        return ((r.x + right) // 2, r.centery)

    # --- layout -------------------------------------------------------------------------------
    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        view: MindbugView = self.view
        home = self._home()
        hand = tuple(view.hands[home] or ()) if view.seat is not None else ()
        play_key = tuple((tuple(z), tuple(c in view.exhausted for c in z)) for z in view.play)
        return (tuple(rect), view.players, home, view.seat, hand, view.hand_sizes[home], play_key,
                self.panel.key(), tuple(self.seat_names))

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        view: MindbugView = self.view
        home = self._home()
        hand = tuple(view.hands[home] or ()) if view.seat is not None else ()
        W, H = rect.w, rect.h
        u = table_unit(rect)
        pad = max(5, round(8 * u))
        strip_h = max(round(H * card_share(STRIP_SHARE, 0.31)), round(150 * u))
        strip = pygame.Rect(rect.x, rect.bottom - strip_h, W, strip_h)
        top = pygame.Rect(rect.x, rect.y, W, strip.y - pad - rect.y)
        positions = self._positions()
        areas: dict[int, Area] = {}
        if view.players == 4:
            side_w = max(round(W * 0.23), round(170 * u))
            centre = pygame.Rect(top.x + side_w + pad, top.y, top.w - 2 * side_w - 2 * pad, top.h)
            for seat, place in positions.items():
                if place == "left":
                    areas[seat] = self._side_area(seat, place, pygame.Rect(top.x, top.y, side_w, top.h), u)
                elif place == "right":
                    areas[seat] = self._side_area(seat, place, pygame.Rect(top.right - side_w, top.y, side_w, top.h), u)
        else:
            centre = top
        # the two play areas share what the stage leaves, so that their creatures get the same height:
        # the top one also holds its seat's header line
        inner = max(4, round(6 * u))
        header = font_size(u, 15, 11) + round(6 * u) + inner // 2
        # the stage shows the card in question (over its caption) nearly as tall as the creatures: STAGE_CARD
        # of their height, with the creature rows sharing the rest
        rows = centre.h - 2 * pad - header
        caption = font_size(u, 12, TEXT_FLOOR) + round(4 * u)
        stage_h = max(round(120 * u), round((STAGE_CARD * rows / 2 + (2 - STAGE_CARD) * inner + caption)
                                            / (1 + STAGE_CARD / 2)))
        row_h = (rows - stage_h) // 2
        top_seat = next(q for q, p in positions.items() if p == "top")
        areas[top_seat] = self._top_area(top_seat, pygame.Rect(centre.x, centre.y, centre.w, row_h + header), u)
        mine = pygame.Rect(centre.x, centre.bottom - row_h, centre.w, row_h)
        above = areas[top_seat].panel.bottom + pad
        stage = pygame.Rect(centre.x, above, centre.w, mine.y - pad - above)
        # the home seat: its creatures above, its info and hand in the strip
        info_w = max(round(W * 0.19), round(165 * u))
        info = pygame.Rect(strip.x, strip.y, info_w, strip.h)
        status_h = font_size(u, 16, 12) + round(10 * u)
        status = pygame.Rect(info.right + pad, strip.y, strip.right - info.right - pad, status_h)
        hand_row = pygame.Rect(status.x, status.bottom, status.w, strip.bottom - status.bottom)
        home_area = Area(  # the home row has no header: its hint shows in the row while it is empty
            seat=home, place="bottom", panel=mine,
            header=pygame.Rect(mine.x + inner, mine.y + inner // 2, mine.w - 2 * inner, 0),
            creatures=pygame.Rect(mine.x + inner, mine.y + inner // 2, mine.w - 2 * inner, mine.h - inner),
            hand=hand_row, pile=pygame.Rect(0, 0, 0, 0), discard=pygame.Rect(0, 0, 0, 0), tokens=pygame.Rect(0, 0, 0, 0),
        )
        areas[home] = home_area
        self._info_parts(home_area, info, u)
        life_w = max(round(stage.w * 0.17), round(118 * u))
        life = pygame.Rect(stage.x + inner, stage.y + inner, life_w, stage.h - 2 * inner)
        content = pygame.Rect(life.right + inner * 2, stage.y + inner, stage.right - life.right - 3 * inner, stage.h - 2 * inner)
        lay = Layout(rect=pygame.Rect(rect), unit=u, home=home, areas=areas, stage=stage, life=life, content=content,
                     info=info, status=status, hand_row=hand_row)
        cap = areas[top_seat].creatures.h  # every creature as large as the top row's, unless a zone must shrink
        for seat, area in areas.items():
            zone = view.play[seat]
            turned = [c in view.exhausted for c in zone]
            max_h = min(cap, area.creatures.h)
            for c, r in zip(zone, lay_cards(area.creatures, turned, max_h)):
                area.slots[c] = r
        self._lay_hand(lay, list(hand) if view.seat is not None else [], view.hand_sizes[home])
        lay.panel = self.panel.lay_out(
            lay.content, u, card_at=lambda card: self._table_card_rect(lay, card) if isinstance(card, int) else None,
            seat_at=lambda seat: lay.areas[seat].panel)
        return lay

    def _counts_row(self, x: int, y: int, line: int, right: int, u: float, full: bool) -> tuple[pygame.Rect, ...]:
        """Boxes for the hand backs, draw pile, discard pile and Mindbugs of a header row, left to right."""
        view: MindbugView = self.view
        size = font_size(u, 13, TEXT_FLOOR)
        num = text("10", size, theme.TEXT).get_width()
        back_w = round(line * 1.05 * RATIO)
        gap = max(4, round(8 * u))
        hand_w = back_w + round(back_w * 0.32) * 3 + round(4 * u) + (
            text("10 in hand", font_size(u, 12, TEXT_FLOOR), theme.TEXT, "semibold").get_width() if full else num)
        icon = max(10, round(line * 0.95))
        hand = pygame.Rect(x, y, hand_w, line)
        pile = pygame.Rect(hand.right + gap, y, icon + num + round(2 * u), line)
        discard = pygame.Rect(pile.right + gap, y, icon + num + round(2 * u), line)
        tokens = pygame.Rect(discard.right + gap, y, max(0, min(right - discard.right - gap,
                                                               view.mindbug_limit * (icon + round(3 * u)))), line)
        return hand, pile, discard, tokens

    def _side_area(self, seat: int, place: str, panel: pygame.Rect, u: float) -> Area:
        inner = max(4, round(6 * u))
        line = font_size(u, 15, 11) + round(6 * u)
        header = pygame.Rect(panel.x + inner, panel.y + inner, panel.w - 2 * inner, line * 2 + round(4 * u))
        row2 = header.y + line + round(2 * u)
        hand, pile, discard, tokens = self._counts_row(header.x, row2, line, header.right, u, full=False)
        creatures = pygame.Rect(panel.x + inner, header.bottom + inner, panel.w - 2 * inner,
                                panel.bottom - header.bottom - 2 * inner)
        return Area(seat, place, panel, header, creatures, hand, pile, discard, tokens)

    def _top_area(self, seat: int, panel: pygame.Rect, u: float) -> Area:
        inner = max(4, round(6 * u))
        line = font_size(u, 15, 11) + round(6 * u)
        header = pygame.Rect(panel.x + inner, panel.y + inner // 2, panel.w - 2 * inner, line)
        hand, pile, discard, tokens = self._counts_row(0, header.y, line, header.right, u, full=True)
        width = tokens.right - hand.x
        shift = header.right - width - hand.x
        hand, pile, discard, tokens = (r.move(shift, 0) for r in (hand, pile, discard, tokens))
        creatures = pygame.Rect(panel.x + inner, header.bottom + inner // 2, panel.w - 2 * inner,
                                panel.bottom - header.bottom - inner)
        return Area(seat, "top", panel, header, creatures, hand, pile, discard, tokens)

    def _info_parts(self, area: Area, info: pygame.Rect, u: float) -> None:
        inner = max(5, round(8 * u))
        line = font_size(u, 15, 11) + round(8 * u)
        y = info.y + inner + font_size(u, 18, 13) + font_size(u, 11, TEXT_FLOOR) + round(14 * u)
        area.tokens = pygame.Rect(info.x + inner, y, info.w - 2 * inner, line)
        y += line + round(6 * u)
        half = (info.w - 2 * inner) // 2
        area.pile = pygame.Rect(info.x + inner, y, half, line)
        area.discard = pygame.Rect(info.x + inner + half, y, half, line)

    def _lay_hand(self, lay: Layout, hand: list[int], count: int) -> None:
        row = lay.hand_row
        u = lay.unit
        ch = row.h - round(8 * u)
        cw = round(ch * RATIO)
        lay.hand_card = (cw, ch)
        n = len(hand) if hand else count
        if n <= 0:
            return
        step = cw + round(cw * 0.1)
        if n > 1 and cw + step * (n - 1) > row.w:
            step = max(6, (row.w - cw) // (n - 1))
        total = cw + step * (n - 1)
        x0 = row.centerx - total // 2
        y = row.y + round(4 * u)
        ids = hand if hand else [-1 - i for i in range(n)]
        for i, card in enumerate(ids):
            lay.hand[card] = pygame.Rect(x0 + i * step, y, cw, ch)
            lay.hand_order.append(card)

    def _spots(self, lay: Layout) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        """What the viewer may pick up and drop on now: cards, creatures, sides, picks, seats and buttons."""
        sources: list[Spot[Key]] = []
        targets: list[Spot[Key]] = []
        view: MindbugView = self.view
        if self._my_turn():
            home = lay.home
            if view.decision is not None and view.decision[0] == D_TURN:
                for card in lay.hand_order:
                    sources.append(Spot(("hand", card), lay.hand[card]))
                for card, r in lay.areas[home].slots.items():
                    sources.append(Spot(("creature", card), r))
                targets.append(Spot(("mine",), lay.areas[home].creatures.union(lay.areas[home].header)))
                for q in self._enemies(home):
                    if not view.eliminated[q]:
                        targets.append(Spot(("enemy", q), lay.areas[q].panel))
                        # a creature dropped on an enemy creature attacks too, and names a Hunter's prey
                        targets += [Spot(("prey", c), r) for c, r in lay.areas[q].slots.items()]
            sources += self.panel.spots(lay.panel)
        return sources, targets

    def _card_rect(self, lay: Layout, card: int) -> pygame.Rect | None:
        """Where ``card`` is to be clicked: in a play area, in the viewer's hand, else on the stage."""
        return self._table_card_rect(lay, card) or lay.shown.get(card)

    @staticmethod
    def _table_card_rect(lay: Layout, card: int) -> pygame.Rect | None:
        """Where ``card`` lies in a play area or in the viewer's hand (None: elsewhere)."""
        for area in lay.areas.values():
            if card in area.slots:
                return area.slots[card]
        return lay.hand.get(card)

    # --- the decision -------------------------------------------------------------------------
    def prompt(self) -> Decision:
        """What the stage shows and offers for the decision now."""
        return self.panel.decision

    # --- rules of the interface ---------------------------------------------------------------
    def _targets_for(self, source: Key) -> set[Key]:
        view: MindbugView = self.view
        if source[0] == "hand":
            action = self._play_action(int(source[1]))
            return {("mine",)} if action is not None else set()
        if source[0] == "creature":
            if self._attack_action(int(source[1])) is None:
                return set()
            enemies = [q for q in self._enemies(self._home()) if not view.eliminated[q]]
            return {("enemy", q) for q in enemies} | {("prey", c) for q in enemies for c in view.play[q]}
        return set()

    def _play_action(self, card: int) -> Action | None:
        view: MindbugView = self.view
        key = CREATURES[view.kind[card]].key
        for a in self.legal:
            if a.kind == "play" and a.args[0] == key:
                return a
        return None

    def _attack_action(self, card: int) -> Action | None:
        for a in self.legal:
            if a.kind == "attack" and a.args[0] == card:
                return a
        return None

    def _probe(self, source: Key, target: Key | None) -> Action | str | None:
        prey = self._prey
        try:
            return self._resolve(source, target)
        finally:
            self._prey = prey  # only a real drop chooses the prey

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        tag = source[0]
        if self.panel.owns(source):
            return self.panel.resolve(source, self._current_layout().panel)
        if target is None:
            return None
        if tag == "hand":
            card = int(source[1])
            if target == ("mine",):
                view: MindbugView = self.view
                return self._play_action(card) or self.refusal(Action("play", (CREATURES[view.kind[card]].key,)))
            if target[0] in ("enemy", "prey"):
                return "Drop it on your own side to play it"
            return None
        if tag == "creature":
            card = int(source[1])
            if target[0] in ("enemy", "prey"):
                action = self._attack_action(card)
                if action is None:
                    return self.refusal(Action("attack", (card,)))
                self._prey = int(target[1]) if target[0] == "prey" else None
                return action
            return None
        return None

    # --- animations from events -----------------------------------------------------------------
    def _animate(self, events: Sequence[Event]) -> None:
        animate.on_events(self, events)

    # --- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        drawing.draw(self, surface, rect)

    def draw_over(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        drawing.draw_over(self, surface, rect)


TABLE = MindbugTable
