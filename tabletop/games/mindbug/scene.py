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

The layout's records and :func:`lay_cards` are in :mod:`.layout`; what the
prompt panel says and offers for each decision is in :mod:`.stage`; what the
events make fly, lunge and flash is in :mod:`.animate`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat, seats_after
from tabletop.games.mindbug import animate, art
from tabletop.games.mindbug.animate import BANNER_TIME, FLASH_TIME, Flash
from tabletop.games.mindbug.cards import CREATURES, NAMES, POWER
from tabletop.games.mindbug.layout import RATIO, Area, Button, Key, Layout, lay_cards
from tabletop.games.mindbug.rules import (
    D_BLOCK,
    D_FRENZY,
    D_HUNT,
    D_TURN,
    MindbugView,
)
from tabletop.games.mindbug.stage import Prompt, make_prompt
from tabletop.ui import theme
from tabletop.ui.cards import SurfaceCache, blit_card, draw_glow, fit_text, font, font_size, text, wrap
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.flight import Flights
from tabletop.ui.table import SetupOption
from tabletop.ui.table_parts import StaticLayer, draw_button, draw_pill, draw_reason, panel_surface

HOVER_DELAY = 0.25
HAMSTER_LION = "hamster_lion"


class MindbugTable(DragTable[Layout]):
    """Draws a :class:`MindbugView` and turns drags, clicks and keys into Mindbug actions."""

    START_RECT = (0, 0, 952, 724)

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        # what flights hide until they land (Flights.hidden): a card flying to where the view has it,
        # ("hand", seat) a card flying into that hand, ("discard", seat) one flying to that pile
        self.flights = Flights(self.play_sound)
        self.flashes: list[Flash] = []
        self.banner: tuple[str, tuple[int, int, int], float] | None = None
        self.hover_time = 0.0
        self._prompt: Prompt | None = None
        self._prompt_key: Hashable = None
        self._surfaces = SurfaceCache(limit=160)
        self._drawn: dict[int, pygame.Rect] = {}  # card -> where it was drawn last frame
        self._hits: list[tuple[pygame.Rect, int, int, int, bool]] = []  # rect, card, power, keywords, turned
        self._static = StaticLayer()

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
        went_back = old is not None and view.turn < old.turn
        if old is None or viewer != old.seat or went_back:
            self._stop_animations()
        if old is None or viewer != old.seat or old.decision != view.decision or went_back:
            self.drag.reset()
        self._spots_key = None
        self._prompt_key = None

    def _stop_animations(self) -> None:
        self.flights.clear()
        self.flashes.clear()
        self.banner = None

    def _point(self, pos: tuple[int, int]) -> None:
        if pos != self.pointer:
            self.hover_time = 0.0  # the large card shows after the pointer rests a moment
        self.pointer = pos

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.flights.update(dt)
        self.hover_time += dt
        for flash in self.flashes:
            flash.elapsed += dt
        self.flashes = [f for f in self.flashes if not f.done]
        if self.banner is not None:
            message, colour, t = self.banner
            t += dt
            self.banner = None if t >= BANNER_TIME else (message, colour, t)

    def busy(self) -> bool:
        return self.flights.busy() or bool(self.drag.snaps)

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
        for button in self._current_layout().buttons:
            if button.action.kind == kind:
                return button.rect.copy()
        return None

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
        prompt = self.prompt()
        home = self._home()
        hand = tuple(view.hands[home] or ()) if view.seat is not None else ()
        play_key = tuple((tuple(z), tuple(c in view.exhausted for c in z)) for z in view.play)
        return (tuple(rect), view.players, home, view.seat, hand, view.hand_sizes[home], play_key,
                tuple(c for c, _ in prompt.cards), tuple((b[0], b[1]) for b in prompt.buttons), prompt.title,
                tuple(self.seat_names))

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        view: MindbugView = self.view
        prompt = self.prompt()
        home = self._home()
        hand = tuple(view.hands[home] or ()) if view.seat is not None else ()
        W, H = rect.w, rect.h
        u = max(0.5, min(W / 960, H / 720))
        pad = max(5, round(8 * u))
        strip_h = max(round(H * 0.255), round(150 * u))
        strip = pygame.Rect(rect.x, rect.bottom - strip_h, W, strip_h)
        top = pygame.Rect(rect.x, rect.y, W, strip.y - pad - rect.y)
        positions = self._positions()
        areas: dict[int, Area] = {}
        if view.players == 4:
            side_w = max(round(W * 0.215), round(170 * u))
            centre = pygame.Rect(top.x + side_w + pad, top.y, top.w - 2 * side_w - 2 * pad, top.h)
            for seat, place in positions.items():
                if place == "left":
                    areas[seat] = self._side_area(seat, place, pygame.Rect(top.x, top.y, side_w, top.h), u)
                elif place == "right":
                    areas[seat] = self._side_area(seat, place, pygame.Rect(top.right - side_w, top.y, side_w, top.h), u)
        else:
            centre = top
        row_h = round(centre.h * 0.31)
        top_seat = next(q for q, p in positions.items() if p == "top")
        areas[top_seat] = self._top_area(top_seat, pygame.Rect(centre.x, centre.y, centre.w, row_h), u)
        mine = pygame.Rect(centre.x, centre.bottom - row_h - round(centre.h * 0.02), centre.w, row_h + round(centre.h * 0.02))
        stage = pygame.Rect(centre.x, centre.y + row_h + pad, centre.w, mine.y - pad - (centre.y + row_h + pad))
        # the home seat: its creatures above, its info and hand in the strip
        info_w = max(round(W * 0.19), round(165 * u))
        info = pygame.Rect(strip.x, strip.y, info_w, strip.h)
        status_h = font_size(u, 16, 12) + round(10 * u)
        status = pygame.Rect(info.right + pad, strip.y, strip.right - info.right - pad, status_h)
        hand_row = pygame.Rect(status.x, status.bottom, status.w, strip.bottom - status.bottom)
        inner = max(4, round(6 * u))
        label_h = font_size(u, 13, 10) + round(4 * u)
        home_area = Area(
            seat=home, place="bottom", panel=mine,
            header=pygame.Rect(mine.x + inner, mine.y + inner // 2, mine.w - 2 * inner, label_h),
            creatures=pygame.Rect(mine.x + inner, mine.y + inner // 2 + label_h, mine.w - 2 * inner,
                                  mine.h - inner - label_h),
            hand=hand_row, pile=pygame.Rect(0, 0, 0, 0), discard=pygame.Rect(0, 0, 0, 0), tokens=pygame.Rect(0, 0, 0, 0),
        )
        areas[home] = home_area
        self._info_parts(home_area, info, u)
        life_w = max(round(stage.w * 0.24), round(118 * u))
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
        self._lay_stage(lay, prompt)
        return lay

    def _counts_row(self, x: int, y: int, line: int, right: int, u: float, full: bool) -> tuple[pygame.Rect, ...]:
        """Boxes for the hand backs, draw pile, discard pile and Mindbugs of a header row, left to right."""
        view: MindbugView = self.view
        size = font_size(u, 13, 10)
        num = text("10", size, theme.TEXT).get_width()
        back_w = round(line * 1.05 * RATIO)
        gap = max(4, round(8 * u))
        hand_w = back_w + round(back_w * 0.32) * 3 + round(4 * u) + (
            text("10 in hand", font_size(u, 12, 10), theme.TEXT, "semibold").get_width() if full else num)
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
        y = info.y + inner + font_size(u, 18, 13) + font_size(u, 11, 9) + round(14 * u)
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

    def _lay_stage(self, lay: Layout, prompt: Prompt) -> None:
        """The stage's content: the cards in question on the left, the prompt and its buttons beside them."""
        c = lay.content
        u = lay.unit
        gap = round(10 * u)
        title_h = font_size(u, 17, 12) + round(6 * u)
        detail_h = 3 * (font_size(u, 14, 11) + round(3 * u)) if prompt.detail else 0
        text_w = c.w - (round((c.h - font_size(u, 12, 10)) * RATIO * min(3, len(prompt.cards))) if prompt.cards else 0)
        if len(wrap(prompt.title, font_size(u, 17, 12), max(20, text_w), "bold")) > 1:
            title_h += font(font_size(u, 17, 12), "bold").get_linesize()
        button_h = round(38 * u) if prompt.buttons else 0
        cards = [card for card, _ in prompt.cards]
        caption = font_size(u, 12, 10) + round(4 * u)
        text_box = pygame.Rect(c)
        if cards:
            h = c.h - caption
            natural = len(cards) * round(h * RATIO) + (len(cards) - 1) * round(h * 0.14)
            width = min(natural, round(c.w * (0.62 if len(cards) > 1 else 0.4)))
            card_area = pygame.Rect(c.x, c.y, width, h)
            for card, r in zip(cards, lay_cards(card_area, [False] * len(cards), h, gap=0.14)):
                lay.shown[card] = r
            used = max(r.right for r in lay.shown.values())
            text_box = pygame.Rect(used + gap, c.y, c.right - used - gap, c.h)
        # buttons in as few rows as fit the width
        size = font_size(u, 15, 11)
        widths = [min(text_box.w, max(round(96 * u), text(label, size, theme.TEXT_ON_BRASS, "bold").get_width()
                                      + round(28 * u))) for label, _, _ in prompt.buttons]
        rows: list[list[int]] = []
        row_w = 0
        for i, w in enumerate(widths):
            if not rows or row_w + gap + w > text_box.w:
                rows.append([i])
                row_w = w
            else:
                rows[-1].append(i)
                row_w += gap + w
        buttons_h = len(rows) * button_h + max(0, len(rows) - 1) * (gap // 2)
        text_h = min(text_box.h, title_h + detail_h + (buttons_h + round(8 * u) if rows else 0))
        lay.prompt = pygame.Rect(text_box.x, text_box.y + max(0, (text_box.h - text_h) // 2), text_box.w, text_h)
        y = lay.prompt.bottom - buttons_h
        for row in rows:
            total = sum(widths[i] for i in row) + gap * (len(row) - 1)
            x = text_box.centerx - total // 2
            for i in row:
                label, action, primary = prompt.buttons[i]
                lay.buttons.append(Button(pygame.Rect(x, y, widths[i], button_h), label, action, primary))
                x += widths[i] + gap
            y += button_h + gap // 2

    def _spots(self, lay: Layout) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        """What the viewer may pick up and drop on now: cards, creatures, sides, picks, seats and buttons."""
        sources: list[Spot[Key]] = []
        targets: list[Spot[Key]] = []
        view: MindbugView = self.view
        if self._my_turn():
            prompt = self.prompt()
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
            for card in prompt.picks:
                spot = self._card_rect(lay, card)
                if spot is not None:
                    sources.append(Spot(("pick", card), spot, alone=True))
            for seat in prompt.seats:
                sources.append(Spot(("seat", seat), lay.areas[seat].panel, alone=True))
            for i, button in enumerate(lay.buttons):
                sources.append(Spot(("button", i), button.rect, alone=True))
        return sources, targets

    def _card_rect(self, lay: Layout, card: int) -> pygame.Rect | None:
        """Where ``card`` is to be clicked: in a play area, in the viewer's hand, else on the stage."""
        for area in lay.areas.values():
            if card in area.slots:
                return area.slots[card]
        if card in lay.hand:
            return lay.hand[card]
        return lay.shown.get(card)

    # --- the prompt ---------------------------------------------------------------------------
    def prompt(self) -> Prompt:
        """What the stage shows and offers for the decision now (cached per view and legal moves)."""
        key = (id(self.view), tuple(self.legal), self.viewer)
        if key == self._prompt_key and self._prompt is not None:
            return self._prompt
        self._prompt = self._make_prompt()
        self._prompt_key = key
        return self._prompt

    def _make_prompt(self) -> Prompt:
        return make_prompt(self)

    # --- rules of the interface ---------------------------------------------------------------
    def _targets_for(self, source: Key) -> set[Key]:
        view: MindbugView = self.view
        if source[0] == "hand":
            action = self._play_action(int(source[1]))
            return {("mine",)} if action is not None else set()
        if source[0] == "creature":
            if self._attack_action(int(source[1])) is None:
                return set()
            return {("enemy", q) for q in self._enemies(self._home()) if not view.eliminated[q]}
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

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        tag = source[0]
        if tag == "button":
            lay = self._current_layout()
            i = int(source[1])
            return lay.buttons[i].action if 0 <= i < len(lay.buttons) else None
        if tag == "pick":
            return self.prompt().picks.get(int(source[1]))
        if tag == "seat":
            return self.prompt().seats.get(int(source[1]))
        if target is None:
            return None
        if tag == "hand":
            card = int(source[1])
            if target == ("mine",):
                return self._play_action(card) or "You can't play that card now"
            if target[0] == "enemy":
                return "Drop it on your own side to play it"
            return None
        if tag == "creature":
            card = int(source[1])
            if target[0] == "enemy":
                return self._attack_action(card) or self._why_not_attack(card)
            return None
        return None

    def _why_not_attack(self, card: int) -> str:
        view: MindbugView = self.view
        home = self._home()
        lion = any(CREATURES[view.kind[c]].key == HAMSTER_LION for q in self._enemies(home) for c in view.play[q])
        if lion:
            return f"Hamster Lion: your weakest creatures can't attack ({self._card_name(card)})"
        return f"{self._card_name(card)} can't attack now"

    # --- animations from events -----------------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        animate.on_events(self, events)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view: MindbugView | None = self.view
        if view is None:
            return
        lay = self._sync(rect)
        prompt = self.prompt()
        self._hits = []
        drawn: dict[int, pygame.Rect] = {}
        legal_targets = self.drag.legal_targets()
        under = self.drag.target_under_pointer()
        focus = self.drag.focus if self.drag.keyboard_active else None
        self._blit_static(surface, lay, view)
        for area in lay.areas.values():
            self._draw_target(surface, lay, area, legal_targets, under, prompt)
        self._draw_stage(surface, lay, view, prompt, drawn)
        for area in lay.areas.values():
            self._draw_header(surface, lay, view, area)
            self._draw_creatures(surface, lay, view, area, prompt, focus, drawn)
        self._draw_info(surface, lay, view)
        self._draw_status(surface, lay, view, prompt)
        self._draw_hand(surface, lay, view, prompt, focus, drawn)
        self._draw_flashes(surface, lay)
        self.flights.draw(surface)
        self._draw_drag(surface, lay, view)
        if self.banner is not None:
            self._draw_banner(surface, lay)
        self._drawn = drawn
        self._draw_hover(surface, lay, view)

    def _panel_surface(self, size: tuple[int, int], style: str, radius: int, width: int) -> pygame.Surface:
        fill = {"mine": (*theme.PANEL, 150), "stage": (0, 0, 0, 70), "out": (20, 16, 14, 210)}.get(
            style, (*theme.PANEL, 200))
        border = {"active": theme.BRASS, "stage": theme.PANEL_BORDER}.get(style, theme.PANEL_BORDER)
        return panel_surface(size, fill, border, width if style == "active" else max(1, width // 2), radius)

    def _blit_static(self, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
        """The panels (and the active seat's glow) over the felt, composed once per layout and turn.

        The felt is whatever lies under the table's rectangle when the layer is made (the host's
        backdrop); the layer is as large as the rectangle's bottom-right corner so that the
        drawing code keeps screen coordinates.
        """
        rect = lay.rect.clip(surface.get_rect())
        active = -1 if view.over else view.active
        key = (self._layout_key, active, view.eliminated, surface.get_size())

        def paint(layer: pygame.Surface) -> None:
            for area in lay.areas.values():
                self._draw_panel(layer, lay, view, area)
            u = lay.unit
            radius = max(6, round(10 * u))
            layer.blit(self._panel_surface(lay.stage.size, "stage", radius, max(2, round(2 * u))), lay.stage.topleft)

        self._static.blit(surface, rect, key, paint, backdrop=True)

    def _draw_panel(self, surface: pygame.Surface, lay: Layout, view: MindbugView, area: Area) -> None:
        u = lay.unit
        radius = max(6, round(10 * u))
        seat = area.seat
        active = view.active == seat and not view.over
        box = area.panel
        if active:
            draw_glow(surface, box, theme.BRASS, max(2, round(3 * u)))
        style = "out" if view.eliminated[seat] else "active" if active else "mine" if area.place == "bottom" else "plain"
        surface.blit(self._panel_surface(box.size, style, radius, max(2, round(3 * u))), box.topleft)
        if area.place == "bottom":
            info = lay.info
            surface.blit(self._panel_surface(info.size, "active" if active else "plain", radius, max(2, round(3 * u))),
                         info.topleft)

    def _draw_target(self, surface: pygame.Surface, lay: Layout, area: Area, legal: set[Key], under: Key | None,
                     prompt: Prompt) -> None:
        """A glow round a side that the dragged creature or card may go to, or a seat to choose."""
        u = lay.unit
        seat = area.seat
        key: Key = ("mine",) if area.place == "bottom" else ("enemy", seat)
        focus = self.drag.focus if self.drag.keyboard_active else None
        if key in legal:
            hot = key in (under, focus)
        elif seat in prompt.seats:
            hot = ("seat", seat) in (self.drag.hover, focus)
        else:
            return
        draw_glow(surface, area.panel, theme.LEGAL_HOVER if hot else theme.LEGAL, max(3, round(4 * u)))

    def _draw_header(self, surface: pygame.Surface, lay: Layout, view: MindbugView, area: Area) -> None:
        u = lay.unit
        seat = area.seat
        size = font_size(u, 15, 11)
        if area.place == "bottom":
            if view.play[seat]:
                return
            hint = "Your creatures" if view.seat == seat else f"{self.seat_name(seat)}'s creatures"
            if self._my_turn() and view.decision is not None and view.decision[0] == D_TURN:
                hint = "Drag a card from your hand here to play it"
            t = fit_text(hint, font_size(u, 14, 11), theme.TEXT_MUTED, area.creatures.w)
            surface.blit(t, t.get_rect(center=area.creatures.center))
            return
        head = area.header
        r = max(5, size // 2)
        self.draw_seat_marker(surface, seat, (head.x + r + 1, head.y + head.h // 2 if area.place == "top" else
                                              head.y + (size + round(6 * u)) // 2), r)
        name_x = head.x + 2 * r + round(6 * u)
        line_y = head.y + (head.h if area.place == "top" else size + round(6 * u)) // 2
        right = (area.hand.x - round(10 * u)) if area.place == "top" else head.right
        right = self._draw_life_chip(surface, right, line_y, view.teams[seat], view.life[view.teams[seat]], u)
        name_w = right - name_x - round(4 * u)
        chips = self._chips(view, seat)
        chip_w = 0
        chip_size = font_size(u, 11, 9)
        for label, colour, fg in chips:
            chip_w += text(label, chip_size, fg, "bold").get_width() + round(chip_size * 0.9) + round(4 * u)
        name = fit_text(self.seat_name(seat), size, theme.TEXT, max(30, name_w - chip_w), "semibold")
        surface.blit(name, name.get_rect(midleft=(name_x, line_y)))
        x = name_x + name.get_width() + round(6 * u)
        for label, colour, fg in chips:
            box = self._chip(surface, label, (x, line_y), colour, chip_size, fg)
            x = box.right + round(4 * u)
        # hand backs and count, piles, Mindbugs
        hand_n = max(0, view.hand_sizes[seat] - self.flights.hidden(("hand", seat)))
        self._draw_backs(surface, area.hand, hand_n, view.hand_sizes[seat], u, full=area.place == "top")
        self._draw_counts(surface, area, view, u)

    def _draw_life_chip(self, surface: pygame.Surface, right: int, centery: int, team: int, life: int,
                        u: float) -> int:
        """The team's life, small, right-aligned at ``right``; returns the x left of it."""
        size = font_size(u, 13, 10)
        n = text(str(life), size, theme.TEXT, "bold")
        side = size + round(2 * u)
        box = pygame.Rect(0, 0, side + n.get_width() + round(10 * u), side + round(4 * u))
        box.midright = (right, centery)
        flash = any(f.key == ("life", team) and f.elapsed >= f.delay for f in self.flashes)
        pygame.draw.rect(surface, theme.DANGER if flash else theme.WOOD_DARK, box, border_radius=box.h // 2)
        surface.blit(art.heart(side), (box.x + round(3 * u), box.centery - side // 2))
        surface.blit(n, n.get_rect(midleft=(box.x + side + round(5 * u), box.centery)))
        return box.x

    def _chips(self, view: MindbugView, seat: int) -> list[tuple[str, tuple[int, int, int], tuple[int, int, int]]]:
        chips: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = []
        if view.eliminated[seat]:
            chips.append(("out", theme.DANGER, theme.TEXT))
        elif view.to_act == seat and not view.over:
            chips.append(("deciding" if view.active != seat else "turn", theme.LEGAL, theme.TEXT_ON_BRASS))
        elif view.active == seat and not view.over:
            chips.append(("turn", theme.BRASS, theme.TEXT_ON_BRASS))
        if view.players == 4 and view.seat is not None and seat != view.seat:
            mate = view.teams[seat] == view.teams[view.seat]
            chips.append(("ally" if mate else "enemy", theme.INFO if mate else (150, 60, 56), theme.TEXT))
        return chips

    def _chip(self, surface: pygame.Surface, label: str, midleft: tuple[int, int], colour: tuple[int, int, int],
              size: int, fg: tuple[int, int, int]) -> pygame.Rect:
        return draw_pill(surface, text(label, size, fg, "bold"), colour, (round(size * 0.9), round(size * 0.35)),
                         midleft=midleft)

    def _draw_backs(self, surface: pygame.Surface, box: pygame.Rect, shown: int, count: int, u: float,
                    full: bool) -> None:
        h = max(10, round(box.h * 1.05))
        w = round(h * RATIO)
        back = art.back((w, h))
        n = min(shown, 4)
        step = max(3, round(w * 0.32))
        y = box.centery - h // 2
        for i in range(n):
            blit_card(surface, back, pygame.Rect(box.x + i * step, y, w, h), lift=0.3, with_shadow=False)
        words = (f"{count} in hand" if count else "no cards") if full else str(count)
        label = text(words, font_size(u, 12, 10) if full else font_size(u, 13, 10), theme.TEXT_DIM if count else theme.TEXT_MUTED,
                     "semibold")
        x = box.x + (n - 1) * step + w + round(4 * u) if n else box.x
        surface.blit(label, label.get_rect(midleft=(x, box.centery)))

    def _draw_counts(self, surface: pygame.Surface, area: Area, view: MindbugView, u: float) -> None:
        seat = area.seat
        size = font_size(u, 13, 10)
        icon = max(10, round(area.pile.h * 0.95))
        for box, n, discard in ((area.pile, view.pile_sizes[seat], False),
                                (area.discard, len(view.discards[seat]) - self.flights.hidden(("discard", seat)), True)):
            surface.blit(art.pile_icon(icon, discard), (box.x, box.centery - icon // 2))
            t = text(str(max(0, n)), size, theme.TEXT_DIM, "semibold")
            surface.blit(t, t.get_rect(midleft=(box.x + icon + round(2 * u), box.centery)))
        self._draw_tokens(surface, area.tokens, view.mindbugs[seat], view.mindbug_limit, u)

    def _draw_tokens(self, surface: pygame.Surface, box: pygame.Rect, left: int, limit: int, u: float) -> None:
        side = max(10, round(box.h * 0.95))
        x = box.x
        for i in range(limit):
            surface.blit(art.mindbug_token(side, spent=i >= left), (x, box.centery - side // 2))
            x += side + round(3 * u)

    def _draw_creatures(self, surface: pygame.Surface, lay: Layout, view: MindbugView, area: Area, prompt: Prompt,
                        focus: Key | None, drawn: dict[int, pygame.Rect]) -> None:
        u = lay.unit
        d = view.decision
        attacker = d[2] if d is not None and d[0] in (D_BLOCK, D_HUNT, D_FRENZY) else -1
        dragging = self.drag.dragging
        my_turn = self._my_turn() and d is not None and d[0] == D_TURN
        for card, r in area.slots.items():
            if self.flights.hidden(card) or dragging == ("creature", card):
                continue
            drawn.setdefault(card, r)
            turned = card in view.exhausted
            power, kw = self._power(card), self._keywords(card)
            kind = view.kind[card]
            if turned:
                image = art.face(kind, (r.h, r.w), power, kw, turned=True)
            else:
                image = art.face(kind, r.size, power, kw)
            highlight = None
            rr = r
            if card in prompt.picks:
                hovered = self.drag.hover == ("pick", card) or focus == ("pick", card)
                highlight = theme.LEGAL_HOVER if hovered else theme.LEGAL
            elif card == attacker:
                highlight = theme.DANGER
            elif my_turn and area.seat == lay.home:
                if self.drag.selected == ("creature", card):
                    highlight = theme.SELECTED
                    rr = r.move(0, -round(6 * u))
                elif focus == ("creature", card):
                    highlight = theme.INFO
                elif self.drag.hover == ("creature", card) and self._attack_action(card) is not None:
                    rr = r.move(0, -round(3 * u))
            for snap in self.drag.snaps:
                if snap.key == ("creature", card):
                    rr = pygame.Rect(snap.position(r.topleft), r.size)
            blit_card(surface, image, rr, highlight=highlight)
            if card == attacker:
                side = max(12, round(min(r.w, r.h) * 0.3))
                badge = pygame.Rect(0, 0, side, side)
                badge.center = (rr.x + side // 3 if turned else rr.right - side // 3, rr.y + side // 3)
                pygame.draw.circle(surface, theme.DANGER, badge.center, side // 2 + 2)
                surface.blit(art.sword(side), badge)
            if card in view.no_block:
                self._chip(surface, "can't block", (rr.x + round(2 * u), rr.bottom - round(10 * u)), theme.BUTTON_DISABLED,
                           font_size(u, 10, 8), theme.TEXT)
            self._hits.append((rr, card, power, kw, turned))

    def _draw_stage(self, surface: pygame.Surface, lay: Layout, view: MindbugView, prompt: Prompt,
                    drawn: dict[int, pygame.Rect]) -> None:
        u = lay.unit
        self._draw_life(surface, lay, view)
        focus = self.drag.focus if self.drag.keyboard_active else None
        cap_size = font_size(u, 12, 10)
        captions = dict(prompt.cards)
        for card, r in lay.shown.items():
            if self.flights.hidden(card):
                continue
            drawn[card] = r
            kind = view.kind[card]
            in_play = any(card in z for z in view.play)
            power = self._power(card) if in_play else POWER[kind]
            kw = self._keywords(card) if in_play else CREATURES[kind].keywords
            highlight = None
            if card in prompt.picks and self._card_rect(lay, card) is r:  # chosen here, not in play or hand
                hovered = self.drag.hover == ("pick", card) or focus == ("pick", card)
                highlight = theme.LEGAL_HOVER if hovered else theme.LEGAL
            blit_card(surface, art.face(kind, r.size, power, kw), r, highlight=highlight)
            self._hits.append((r, card, power, kw, False))
            cap = fit_text(captions.get(card, ""), cap_size, theme.TEXT_DIM, max(r.w + round(30 * u), 40))
            surface.blit(cap, cap.get_rect(midtop=(r.centerx, r.bottom + round(3 * u))))
        # title, detail and buttons
        box = lay.prompt
        size = font_size(u, 17, 12)
        y = box.y
        for line in wrap(prompt.title, size, box.w, "bold")[:2]:
            title = fit_text(line, size, theme.LEGAL if prompt.mine else theme.TEXT, box.w, "bold")
            surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
            y += title.get_height()
        y += round(2 * u)
        if prompt.detail:
            size = font_size(u, 14, 11)
            for line in wrap(prompt.detail, size, box.w)[:3]:
                t = text(line, size, theme.TEXT_DIM)
                surface.blit(t, t.get_rect(midtop=(box.centerx, y)))
                y += size + round(3 * u)
        for i, button in enumerate(lay.buttons):
            self._draw_button(surface, button, ("button", i), u)

    def _draw_button(self, surface: pygame.Surface, button: Button, key: Key, u: float) -> None:
        focus = self.drag.keyboard_active and self.drag.focus == key
        hover = self.drag.hover == key or focus
        draw_button(surface, button.rect, button.label, font_size(u, 15, 11), hover=hover, focus=focus,
                    primary=button.primary, outline=max(1, round(u)), room=round(12 * u))

    def _draw_life(self, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
        u = lay.unit
        box = lay.life
        home = lay.home
        mine = view.teams[home]
        rows = [1 - mine, mine]
        row_h = box.h // 2
        size = font_size(u, 13, 10)
        for i, team in enumerate(rows):
            r = pygame.Rect(box.x, box.y + i * row_h, box.w, row_h)
            seats = [q for q in range(view.players) if view.teams[q] == team]
            if view.seat is not None:
                label = "Your side" if team == view.teams[view.seat] else ("Opponent" if view.players == 2 else "Enemies")
            else:
                label = " & ".join(self.seat_name(q) for q in seats)
            x = r.x
            mark = max(4, size // 2)
            for q in seats:
                self.draw_seat_marker(surface, q, (x + mark + 1, r.y + size // 2 + round(4 * u)), mark)
                x += 2 * mark + round(4 * u)
            t = fit_text(label, size, theme.TEXT_DIM, r.right - x, "semibold")
            surface.blit(t, (x + round(2 * u), r.y + round(4 * u) + size // 2 - t.get_height() // 2))
            life = view.life[team]
            hearts_y = r.y + size + round(10 * u)
            n = text(str(life), font_size(u, 20, 13), theme.TEXT, "bold")
            count = max(3, life) if life <= 5 else 1
            gap = round(2 * u)
            side = max(10, min(round(26 * u), r.h - size - round(14 * u),
                               (r.w - n.get_width() - round(6 * u)) // count - gap))
            flash = any(f.key == ("life", team) and f.elapsed >= f.delay for f in self.flashes)
            if flash:
                zone = pygame.Rect(r.x - 2, hearts_y - 2, r.w + 4, side + 4)
                pygame.draw.rect(surface, theme.DANGER, zone, width=max(2, round(2 * u)), border_radius=side // 3)
            for k in range(count):
                surface.blit(art.heart(side, full=k < life), (r.x + k * (side + gap), hearts_y))
            hx = r.x + count * (side + gap) + round(4 * u)
            surface.blit(n, n.get_rect(midleft=(hx, hearts_y + side // 2)))

    def _draw_info(self, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
        u = lay.unit
        info = lay.info
        area = lay.areas[lay.home]
        seat = lay.home
        inner = max(5, round(8 * u))
        size = font_size(u, 18, 13)
        r = max(5, size // 2)
        self.draw_seat_marker(surface, seat, (info.x + inner + r, info.y + inner + size // 2 + 1), r)
        you = " (you)" if view.seat == seat else ""
        team = view.teams[seat]
        left = self._draw_life_chip(surface, info.right - inner, info.y + inner + size // 2 + 1, team, view.life[team], u)
        name = fit_text(self.seat_name(seat) + you, size, theme.TEXT, left - info.x - 3 * inner - 2 * r, "semibold")
        surface.blit(name, (info.x + inner * 2 + 2 * r, info.y + inner))
        chips = self._chips(view, seat)
        y = info.y + inner + size + round(6 * u)
        x = info.x + inner
        for label, colour, fg in chips:
            x = self._chip(surface, label, (x, y + font_size(u, 11, 9) // 2 + 2), colour, font_size(u, 11, 9), fg).right + round(4 * u)
        self._draw_counts(surface, area, view, u)
        count = view.hand_sizes[seat]
        t = text(f"{count} card{'s' if count != 1 else ''} in hand", font_size(u, 13, 10), theme.TEXT_MUTED)
        surface.blit(t, (info.x + inner, area.pile.bottom + round(6 * u)))

    def _draw_status(self, surface: pygame.Surface, lay: Layout, view: MindbugView, prompt: Prompt) -> None:
        u = lay.unit
        colour = theme.TEXT
        d = view.decision
        if self.drag.message:
            msg, colour = self.drag.message, theme.DANGER
        elif view.over:
            msg = prompt.title + (f": {prompt.detail}" if prompt.detail else "")
        elif self._my_turn():
            colour = theme.LEGAL
            if d is not None and d[0] == D_TURN:
                active = self.drag.active
                if active is not None and active[0] == "hand":
                    msg = f"Drop {self._card_name(int(active[1]))} on your creatures to play it"
                elif active is not None and active[0] == "creature":
                    msg = f"Drop {self._card_name(int(active[1]))} on an enemy to attack"
                else:
                    msg = "Your turn: drag a card onto your side to play it, or a creature onto an enemy to attack"
            else:
                msg = prompt.title + " \u2014 answer on the table above"
        else:
            msg = prompt.title
            colour = theme.TEXT_DIM
        label = fit_text(msg, font_size(u, 15, 11), colour, lay.status.w, "semibold")
        surface.blit(label, label.get_rect(midleft=(lay.status.x, lay.status.centery)))

    def _draw_hand(self, surface: pygame.Surface, lay: Layout, view: MindbugView, prompt: Prompt,
                   focus: Key | None, drawn: dict[int, pygame.Rect]) -> None:
        u = lay.unit
        home = lay.home
        if view.seat is None:
            n = max(0, view.hand_sizes[home] - self.flights.hidden(("hand", home)))
            for card in lay.hand_order[:n]:
                blit_card(surface, art.back(lay.hand_card), lay.hand[card])
            return
        if not lay.hand_order:
            t = text("No cards in hand", font_size(u, 14, 11), theme.TEXT_MUTED)
            surface.blit(t, t.get_rect(center=lay.hand_row.center))
        turn = self._my_turn() and view.decision is not None and view.decision[0] == D_TURN
        lift = round(lay.hand_card[1] * 0.08)
        for card in lay.hand_order:
            r = lay.hand[card]
            drawn[card] = r
            if self.flights.hidden(card) or self.drag.dragging == ("hand", card) or card in lay.shown:
                continue
            rr = r
            highlight = None
            key: Key = ("hand", card)
            if card in prompt.picks:
                hovered = self.drag.hover == ("pick", card) or focus == ("pick", card)
                highlight = theme.LEGAL_HOVER if hovered else theme.LEGAL
                if hovered:
                    rr = r.move(0, -lift // 2)
            elif turn:
                if self.drag.selected == key:
                    highlight = theme.SELECTED
                    rr = r.move(0, -lift)
                elif focus == key:
                    highlight = theme.INFO
                    rr = r.move(0, -lift // 2)
                elif self.drag.hover == key:
                    rr = r.move(0, -lift // 2)
            for snap in self.drag.snaps:
                if snap.key == key:
                    rr = pygame.Rect(snap.position(r.topleft), r.size)
            kind = view.kind[card]
            blit_card(surface, art.face(kind, lay.hand_card), rr, highlight=highlight)
            self._hits.append((rr, card, POWER[kind], CREATURES[kind].keywords, False))

    def _draw_flashes(self, surface: pygame.Surface, lay: Layout) -> None:
        for flash in self.flashes:
            if flash.elapsed < flash.delay or not isinstance(flash.key, int):
                continue
            r = self._card_rect(lay, flash.key)
            if r is None or self.flights.hidden(flash.key):
                continue
            t = (flash.elapsed - flash.delay) / FLASH_TIME
            if int(t * 6) % 2 == 0:
                draw_glow(surface, r, flash.colour, max(3, round(min(r.size) * 0.06)))

    def _draw_drag(self, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
        key = self.drag.dragging
        if key is None:
            return
        card = int(key[1])
        pos = self.drag.drag_pos
        off = self.drag.grab_offset
        kind = view.kind[card]
        if key[0] == "hand":
            size = lay.hand_card
            image = art.face(kind, size)
        else:
            home_slot = lay.areas[lay.home].slots.get(card)
            if home_slot is None:
                return
            turned = card in view.exhausted
            size = home_slot.size
            image = art.face(kind, (size[1], size[0]) if turned else size, self._power(card), self._keywords(card),
                             turned=turned)
        r = pygame.Rect(pos[0] - off[0], pos[1] - off[1], *size)
        blit_card(surface, image, r, lift=2.5)
        reason = self.drag.refusal_under_pointer()
        if reason is not None:
            u = lay.unit
            label = text(reason, font_size(u, 14, 11), theme.TEXT, "semibold")
            draw_reason(surface, label, (pos[0], r.y - round(6 * u)), u, lay.rect)

    def _draw_banner(self, surface: pygame.Surface, lay: Layout) -> None:
        assert self.banner is not None
        message, colour, t = self.banner
        u = lay.unit
        label = fit_text(message, font_size(u, 20, 14), theme.TEXT, lay.content.w - round(30 * u), "bold")
        box = label.get_rect().inflate(round(32 * u), round(14 * u))
        box.midtop = (lay.content.centerx, lay.stage.y + round(6 * u))
        box.clamp_ip(lay.content.inflate(0, round(12 * u)))
        alpha = 255 if t < BANNER_TIME - 0.4 else max(0, round(255 * (BANNER_TIME - t) / 0.4))
        layer = self._surfaces.get(("banner", message, box.size, colour), lambda: self._banner_surface(label, box.size, colour, u))
        layer.set_alpha(alpha)
        surface.blit(layer, box.topleft)

    def _banner_surface(self, label: pygame.Surface, size: tuple[int, int], colour: tuple[int, int, int],
                        u: float) -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=size[1] // 2)
        pygame.draw.rect(s, theme.WOOD_DARK, s.get_rect(), width=max(2, round(2 * u)), border_radius=size[1] // 2)
        s.blit(label, label.get_rect(center=s.get_rect().center))
        return s

    def _draw_hover(self, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
        """The card under the pointer, large, with its keywords explained."""
        if self.drag.dragging is not None or self.hover_time < HOVER_DELAY or self.flights.busy():
            return
        hit = next((h for h in reversed(self._hits) if h[0].collidepoint(self.pointer)), None)
        if hit is None:
            self._draw_pile_tip(surface, lay, view)
            return
        r, card, power, kw, _ = hit
        u = lay.unit
        h = min(round(lay.rect.h * 0.5), round(330 * u))
        size = (round(h * RATIO), h)
        if r.h >= h * 0.9:
            return
        kind = view.kind[card]
        big = art.face(kind, size, power, kw)
        notes = self._notes(view, card, kw)
        note_size = font_size(u, 13, 10)
        note_w = round(230 * u)
        lines: list[tuple[str, tuple[int, int, int], str]] = []
        for head, body in notes:
            lines.append((head, theme.LEGAL, "bold"))
            for line in wrap(body, note_size, note_w - round(16 * u)):
                lines.append((line, theme.TEXT, "regular"))
        line_h = note_size + round(4 * u)
        box_h = len(lines) * line_h + round(14 * u) if lines else 0
        total_w = size[0] + (note_w + round(8 * u) if lines else 0)
        x = r.right + round(10 * u)
        if x + total_w > lay.rect.right:
            x = r.x - round(10 * u) - total_w
        x = max(lay.rect.x, x)
        y = min(max(lay.rect.y, r.centery - h // 2), lay.rect.bottom - max(h, box_h))
        blit_card(surface, big, pygame.Rect(x, y, *size), lift=3.0)
        if lines:
            box = pygame.Rect(x + size[0] + round(8 * u), y, note_w, box_h)
            pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=round(8 * u))
            pygame.draw.rect(surface, theme.BRASS_DARK, box, width=max(1, round(u)), border_radius=round(8 * u))
            ty = box.y + round(7 * u)
            for line, colour, weight in lines:
                surface.blit(text(line, note_size, colour, weight), (box.x + round(8 * u), ty))
                ty += line_h

    def _notes(self, view: MindbugView, card: int, kw: int) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        printed = CREATURES[view.kind[card]].keywords
        for bit, name, _, meaning in art.KEYWORD_INFO:
            if kw & bit:
                out.append((name + ("" if printed & bit else " (gained)"), meaning))
        if card in view.exhausted:
            out.append(("Exhausted", "Already saved once by Tough: defeated next time."))
        if card in view.no_block:
            out.append(("Can't block", "It cannot block this turn."))
        in_play = [q for q, z in enumerate(view.play) if card in z]
        if in_play and view.owner[card] >= 0 and view.owner[card] != in_play[0]:
            out.append(("Taken", f"{self.seat_name(view.owner[card])} owns it: it goes back to their discard pile."))
        return out

    def _draw_pile_tip(self, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
        """Hovering a discard pile lists its cards."""
        for seat, area in lay.areas.items():
            if area.discard.collidepoint(self.pointer) and view.discards[seat]:
                u = lay.unit
                names = [NAMES[view.kind[c]] for c in view.discards[seat]]
                size = font_size(u, 13, 10)
                lines = [f"{self.seat_name(seat)}'s discard pile"] + names
                w = max(text(line, size, theme.TEXT).get_width() for line in lines) + round(16 * u)
                h = len(lines) * (size + round(4 * u)) + round(12 * u)
                box = pygame.Rect(self.pointer[0] + round(12 * u), self.pointer[1] + round(12 * u), w, h)
                box.clamp_ip(lay.rect)
                pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=round(8 * u))
                pygame.draw.rect(surface, theme.BRASS_DARK, box, width=max(1, round(u)), border_radius=round(8 * u))
                y = box.y + round(6 * u)
                for i, line in enumerate(lines):
                    surface.blit(text(line, size, theme.LEGAL if i == 0 else theme.TEXT, "bold" if i == 0 else "regular"),
                                 (box.x + round(8 * u), y))
                    y += size + round(4 * u)
                return


TABLE = MindbugTable
