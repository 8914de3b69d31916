"""The Domains of Meh table: the map, every seat's cards, and play by mouse or keyboard.

Layout (scaled to whatever rectangle the host gives): the other seats are
stacked in a column on the left, the 3x4 map fills the rest of the top, and
the seat whose view this is sits along the bottom with its hand face up, its
deck (also the drop target for "put a card on the bottom of your deck") and
its discard pile.

Play: drag a card from the hand onto a territory (legal targets light up;
an illegal drop snaps back with the reason), or click a card and then a
territory, or use Tab/arrows and Enter. Moves animate from the events' data.
Everything drawn is cached per size; only positions change between frames.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat, seats_after
from tabletop.games.meh import art
from tabletop.games.meh.cards import ARMIES, BLURB, COLS, ROWS, WINS_TIES
from tabletop.games.meh.rules import MehView, largest_regions
from tabletop.ui import theme
from tabletop.ui.cards import SurfaceCache, blit_card, draw_glow, fit_text, font_size, text, wrap
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.flight import FLIGHT_TIME, Flight, Flights
from tabletop.ui.grid import fit_grid, row_of
from tabletop.ui.table import SetupOption
from tabletop.ui.table_parts import StaticLayer, draw_button, draw_pill, draw_reason, panel_surface

Key = tuple[Any, ...]
"""A drag source or target: ("hand", index), ("pass",), ("territory", t) or ("deck",)."""


# --- layout -------------------------------------------------------------------------
@dataclass
class SeatBox:
    """Where one seat's things are drawn."""

    seat: int
    panel: pygame.Rect
    header: pygame.Rect
    hand_area: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    card: tuple[int, int]  # card size for this seat's piles (and hand backs)


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    tiles: list[pygame.Rect]
    map_rect: pygame.Rect
    map_card: tuple[int, int]
    home: SeatBox
    others: list[SeatBox]
    hand_card: tuple[int, int]
    hand_rects: list[pygame.Rect]
    status: pygame.Rect
    pass_rect: pygame.Rect
    boxes: dict[int, SeatBox] = field(default_factory=dict)
    legend: pygame.Rect | None = None

    def territory_card(self, t: int) -> pygame.Rect:
        tile = self.tiles[t]
        r = pygame.Rect(0, 0, *self.map_card)
        r.center = tile.center
        return r


class MehTable(DragTable[Layout]):
    """Draws a :class:`MehView` and turns drags, clicks and keys into Meh actions."""

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        # the flights hide (Flights.hidden) ("hand", seat, size), ("deck", seat) and ("discard", seat, size):
        # cards already there in the view but still on their way (size -1: a card the viewer does not see)
        self.flights = Flights(self.play_sound)
        self.last_territory: int | None = None
        self._surfaces = SurfaceCache(limit=128)
        self._large = SurfaceCache(limit=2)  # the felt, per window size
        self._static = StaticLayer(keep=2)
        # what a territory shows while the card taking it still flies: the beaten card, or nothing
        self._hide_board: dict[int, tuple[int, int] | None] = {}
        self._drawn_hand: list[tuple[int, pygame.Rect]] = []

    # --- the GameTable contract ---------------------------------------------------
    @classmethod
    def setup_options(cls, game: Game[Any, Any], players: int) -> list[SetupOption]:
        """Each seat picks a different army."""
        return [
            SetupOption(
                key="armies",
                label="Army",
                choices=tuple((army, art.ARMY_NAMES[army]) for army in ARMIES),
                per_seat=True,
                distinct=True,
                notes=dict(BLURB),
            )
        ]

    def draw_seat_marker(self, surface: pygame.Surface, seat: Seat, center: tuple[int, int], radius: int) -> None:
        """The seat's army badge (colour and emblem), as on the table."""
        view: MehView | None = self.view
        if view is None or not 0 <= seat < len(view.armies):
            super().draw_seat_marker(surface, seat, center, radius)
            return
        mark = art.badge(view.armies[seat], radius * 2 + 2)
        surface.blit(mark, mark.get_rect(center=center))

    def on_undo(self) -> None:
        super().on_undo()
        self.flights.clear()  # nothing in flight belongs to the earlier view
        self._hide_board.clear()
        self.last_territory = None

    def _animate(self, events: Sequence[Event]) -> None:
        view: MehView = self.view
        private_draw = {e.data.get("seat") for e in events if e.kind == "draw" and "size" in e.data}
        private_bottom = {e.data.get("seat") for e in events if e.kind == "bottom" and "size" in e.data}
        lay = self._current_layout()
        for event in events:
            data = event.data
            seat = int(data.get("seat", -1))
            if not 0 <= seat < view.players:
                continue
            size = int(data["size"]) if "size" in data else None
            if event.kind == "place":
                self._fly_place(lay, seat, int(data["size"]), int(data["territory"]), data.get("displaced"))
            elif event.kind == "bottom":
                if seat in private_bottom and size is None:
                    continue  # the private copy of this event carries the card
                self._fly_bottom(seat, size)
            elif event.kind == "draw":
                if seat in private_draw and size is None:
                    continue
                self._fly_draw(seat, size)
            elif event.kind == "pass":
                self.play_sound("click")

    def update(self, dt: float) -> None:
        super().update(dt)
        self.flights.update(dt)

    def busy(self) -> bool:
        return super().busy() or self.flights.busy()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view: MehView | None = self.view
        if view is None:
            return
        lay = self._sync(rect)
        self._blit_static(surface, lay, view)
        self._draw_map(surface, lay, view)
        for box in lay.others:
            self._draw_seat(surface, lay, view, box, home=False)
        self._draw_seat(surface, lay, view, lay.home, home=True)
        self._draw_status(surface, lay, view)
        self._draw_hand(surface, lay, view)
        self._draw_drag(surface, lay, view)
        self.flights.draw(surface)

    # --- positions, for tests and the host --------------------------------------------
    def hand_card_rect(self, index: int) -> pygame.Rect:
        """Screen rectangle of the viewer's ``index``-th hand card (hand sorted by size)."""
        return self._current_layout().hand_rects[index].copy()

    def territory_rect(self, territory: int) -> pygame.Rect:
        return self._current_layout().tiles[territory].copy()

    def deck_rect(self, seat: int | None = None) -> pygame.Rect:
        """The deck pile of ``seat`` (default: the viewer's, the "bottom of deck" drop target)."""
        lay = self._current_layout()
        box = lay.home if seat is None else lay.boxes[seat]
        return box.deck.copy()

    def discard_rect(self, seat: int | None = None) -> pygame.Rect:
        lay = self._current_layout()
        box = lay.home if seat is None else lay.boxes[seat]
        return box.discard.copy()

    def pass_rect(self) -> pygame.Rect | None:
        """The Pass button, when passing is a legal move (else None)."""
        if not any(a.kind == "pass" for a in self.legal):
            return None
        return self._current_layout().pass_rect.copy()

    # --- layout ---------------------------------------------------------------------
    def _home_seat(self) -> int:
        view: MehView = self.view
        if view.viewer is not None:
            return int(view.viewer)
        return 0

    def _hand_n(self) -> int:
        view: MehView = self.view
        return len(view.hand) if view.viewer is not None else view.hand_counts[self._home_seat()]

    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        view: MehView = self.view
        return (tuple(rect), view.players, self._home_seat(), self._hand_n())

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        view: MehView = self.view
        home = self._home_seat()
        hand_n = self._hand_n()
        W, H = rect.w, rect.h
        u = max(0.5, min(W / 960, H / 720))  # 1.0 is the table inside a 1280x800 window
        pad = max(6, round(12 * u))
        # the home seat along the bottom
        home_h = max(round(H * 0.27), round(150 * u))
        home_panel = pygame.Rect(rect.x + pad, rect.bottom - pad - home_h, W - 2 * pad, home_h)
        # the other seats stacked on the left
        col_w = max(round(W * 0.23), round(210 * u))
        top = pygame.Rect(rect.x + pad, rect.y + pad, W - 2 * pad, home_panel.y - rect.y - 2 * pad)
        others = seats_after(home, view.players)
        n = len(others)
        gap = pad
        panel_h = (top.h - gap * (n - 1)) // max(1, n)
        inner = max(5, round(10 * u))
        card_h = round(_card_w_for_column(col_w, inner) / 0.7)
        natural = _header_h(u) + card_h + font_size(u, 13, 11) + max(2, round(3 * u)) + 3 * inner
        panel_h = min(panel_h, natural)
        boxes: dict[int, SeatBox] = {}
        other_boxes: list[SeatBox] = []
        for i, seat in enumerate(others):
            panel = pygame.Rect(top.x, top.y + i * (panel_h + gap), col_w, panel_h)
            box = self._seat_box(seat, panel, u, home=False)
            boxes[seat] = box
            other_boxes.append(box)
        used = top.y + n * (panel_h + gap)
        legend: pygame.Rect | None = pygame.Rect(top.x, used, col_w, top.bottom - used)
        if legend is not None and legend.h < round(150 * u):
            legend = None
        # the map fills the rest of the top
        map_area = pygame.Rect(top.x + col_w + pad, top.y, top.w - col_w - pad, top.h)
        tiles = fit_grid(map_area, ROWS, COLS, (1.0, 1.45), gap_ratio=0.07)
        map_rect = tiles[0].unionall(tiles[1:]).inflate(pad, pad)
        tw, th = tiles[0].size
        side = min(tw, th) * 0.24
        map_h = min(th * 0.82, (tw - 2 * side - min(tw, th) * 0.1) / 0.7)
        map_card = (max(12, round(map_h * 0.7)), max(16, round(map_h)))
        home_box = self._seat_box(home, home_panel, u, home=True)
        boxes[home] = home_box
        # hand cards: as big as the panel allows
        hand_area = home_box.hand_area
        ch = hand_area.h
        cw = round(ch * 0.7)
        hand_rects = row_of(hand_area, hand_n, (cw, ch), gap=round(cw * 0.12))
        status = pygame.Rect(hand_area.x, home_panel.y + round(pad * 0.6), hand_area.w, round(26 * u))
        pass_rect = pygame.Rect(0, 0, round(170 * u), round(48 * u))
        pass_rect.center = hand_area.center
        lay = Layout(
            rect=pygame.Rect(rect),
            unit=u,
            tiles=tiles,
            map_rect=map_rect,
            map_card=map_card,
            home=home_box,
            others=other_boxes,
            hand_card=(cw, ch),
            hand_rects=hand_rects,
            status=status,
            pass_rect=pass_rect,
            boxes=boxes,
            legend=legend,
        )
        return lay

    def _seat_box(self, seat: int, panel: pygame.Rect, u: float, home: bool) -> SeatBox:
        pad = max(5, round(10 * u))
        if home:
            info_w = max(round(panel.w * 0.25), round(230 * u))
            header = pygame.Rect(panel.x + pad, panel.y + pad, info_w, panel.h - 2 * pad)
            piles_w = round(panel.w * 0.26)
            caption = round(20 * u)
            ch = panel.h - 2 * pad - caption
            cw = round(ch * 0.7)
            cw = min(cw, (piles_w - 3 * pad) // 2)
            ch = round(cw / 0.7)
            piles = pygame.Rect(panel.right - pad - piles_w, panel.y + pad, piles_w, ch)
            deck = pygame.Rect(0, 0, cw, ch)
            deck.topright = (piles.centerx - pad // 2, piles.y + (panel.h - 2 * pad - caption - ch) // 2)
            discard = pygame.Rect(0, 0, cw, ch)
            discard.topleft = (piles.centerx + pad // 2, deck.y)
            status_h = round(26 * u) + pad
            hand_area = pygame.Rect(
                header.right + pad,
                panel.y + pad + status_h,
                deck.x - header.right - 3 * pad,
                panel.h - 2 * pad - status_h,
            )
            return SeatBox(seat, panel, header, hand_area, deck, discard, (cw, ch))
        header_h = _header_h(u)
        header = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad, header_h)
        caption = font_size(u, 13, 11) + max(2, round(3 * u))
        body_h = panel.h - header_h - 3 * pad - caption
        ch = min(body_h, round(_card_w_for_column(panel.w, pad) / 0.7))
        cw = round(ch * 0.7)
        y = header.bottom + pad + (body_h - ch) // 2
        x = panel.x + pad
        hand_area = pygame.Rect(x, y, round(cw * 1.5), ch)
        deck = pygame.Rect(hand_area.right + pad, y, cw, ch)
        discard = pygame.Rect(deck.right + pad, y, panel.right - pad - deck.right - pad, ch)
        return SeatBox(seat, panel, header, hand_area, deck, discard, (cw, ch))

    def _spots(self, lay: Layout) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        """The hand's cards and Pass to pick up, the territories and the deck to drop on (on the viewer's turn)."""
        sources: list[Spot[Key]] = []
        targets: list[Spot[Key]] = []
        view: MehView = self.view
        if self.legal and view.viewer is not None and view.to_act == view.viewer:
            for i, r in enumerate(lay.hand_rects[: len(view.hand)]):
                sources.append(Spot(("hand", i), r))
            if any(a.kind == "pass" for a in self.legal):
                sources.append(Spot(("pass",), lay.pass_rect, alone=True))
            for t, tile in enumerate(lay.tiles):
                targets.append(Spot(("territory", t), tile))
            deck_target = lay.home.deck.inflate(lay.home.deck.w // 3, lay.home.deck.h // 6)
            targets.append(Spot(("deck",), deck_target))
        return sources, targets

    # --- rules of the interface ----------------------------------------------------------
    def _size_of(self, source: Key) -> int | None:
        view: MehView = self.view
        if source[0] != "hand" or view is None:
            return None
        index = int(source[1])
        if not 0 <= index < len(view.hand):
            return None
        return int(view.hand[index])

    def _targets_for(self, source: Key) -> set[Key]:
        size = self._size_of(source)
        out: set[Key] = set()
        if size is None:
            return out
        for action in self.legal:
            if action.kind == "place" and action.args[0] == size:
                out.add(("territory", action.args[1]))
            elif action.kind == "bottom" and action.args[0] == size:
                out.add(("deck",))
        return out

    def _find(self, kind: str, args: tuple[Any, ...]) -> Action | None:
        for action in self.legal:
            if action.kind == kind and action.args == args:
                return action
        return None

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        if source == ("pass",):
            return self._find("pass", ()) or "You can pass only with no cards in hand"
        size = self._size_of(source)
        if size is None or target is None:
            return None
        if target == ("deck",):
            return self._find("bottom", (size,)) or "You can't put that card under your deck now"
        if target[0] == "territory":
            t = int(target[1])
            return self._find("place", (size, t)) or self._reason(size, t)
        return None

    def _reason(self, size: int, territory: int) -> str:
        """Why a card of ``size`` may not go to ``territory``, in a few words."""
        view: MehView = self.view
        if view.to_act != view.viewer:
            return "It's not your turn"
        cell = view.board[territory]
        if cell is not None:
            owner, there = cell
            if owner == view.viewer:
                return "You already hold that territory"
            whose = self.seat_name(owner) + "'s"
            if size < there:
                return f"A {size} can't beat {whose} {there}"
            if size == there and not WINS_TIES.get(view.armies[view.viewer or 0], False):
                return f"A {size} can't beat {whose} {there}: only dwarves and orcs win ties"
        return "You can't send that card there now"

    # --- animations from events --------------------------------------------------------
    def _hand_slot(self, seat: int, size: int | None) -> pygame.Rect:
        """Where a card of ``seat``'s hand is (the viewer's own card of ``size`` if known)."""
        lay = self._current_layout()
        box = lay.boxes[seat]
        if seat == self._home_seat() and self.view.viewer is not None:
            for s, r in reversed(self._drawn_hand):
                if s == size:
                    return r.copy()
            if lay.hand_rects:
                return lay.hand_rects[len(lay.hand_rects) // 2].copy()
            r = pygame.Rect(0, 0, *lay.hand_card)
            r.center = box.hand_area.center
            return r
        r = pygame.Rect(0, 0, *box.card)
        r.center = box.hand_area.center
        return r

    def _fly_place(self, lay: Layout, seat: int, size: int, t: int, displaced: Any) -> None:
        army = self.view.armies[seat]
        start = self._hand_slot(seat, size)
        drop = self.drag.last_drop
        if drop is not None and seat == self.view.viewer:  # dragged: fly on from where it was dropped
            start = pygame.Rect(drop[1], lay.hand_card)
        loser: tuple[int, int] | None = (int(displaced[0]), int(displaced[1])) if displaced else None
        self._hide_board[t] = loser
        self.last_territory = t

        def territory() -> pygame.Rect:
            return self._current_layout().territory_card(t)

        def land() -> None:
            self._hide_board.pop(t, None)

        self.flights.add(
            Flight(_face(army, size), start, territory, on_land=land, sound="capture" if loser else "place")
        )
        if loser is None:
            return
        owner, beaten = loser

        def discard() -> pygame.Rect:
            return self._current_layout().boxes[owner].discard

        self.flights.add(
            Flight(
                _face(self.view.armies[owner], beaten), territory, discard, delay=FLIGHT_TIME,
                hides=("discard", owner, beaten),
            )
        )

    def _fly_bottom(self, seat: int, size: int | None) -> None:
        start = self._hand_slot(seat, size)
        drop = self.drag.last_drop
        if drop is not None and seat == self.view.viewer:
            start = pygame.Rect(drop[1], self._current_layout().hand_card)

        def deck() -> pygame.Rect:
            return self._current_layout().boxes[seat].deck

        self.flights.add(Flight(_back(self.view.armies[seat]), start, deck, sound="shuffle", hides=("deck", seat)))

    def _fly_draw(self, seat: int, size: int | None) -> None:
        army = self.view.armies[seat]
        own = seat == self.view.viewer and size is not None
        hidden_size = int(size) if own and size is not None else -1

        def deck() -> pygame.Rect:
            return self._current_layout().boxes[seat].deck

        def hand() -> pygame.Rect:
            lay = self._current_layout()
            if own and seat == self._home_seat():
                cards = list(self.view.hand)
                if hidden_size in cards:
                    index = len(cards) - 1 - cards[::-1].index(hidden_size)
                    if index < len(lay.hand_rects):
                        return lay.hand_rects[index]
            return self._hand_slot(seat, None)

        look = _face(army, hidden_size) if own else _back(army)
        self.flights.add(
            Flight(look, deck, hand, delay=FLIGHT_TIME * 0.8, sound="draw", hides=("hand", seat, hidden_size))
        )

    def _in_flight(self, kind: str, seat: int) -> list[int]:
        """The sizes (-1: unseen) of ``seat``'s cards still flying to its ``kind`` ("hand" or "discard")."""
        out: list[int] = []
        for tag, count in self.flights.hiding().items():
            if isinstance(tag, tuple) and tag[:2] == (kind, seat):
                out.extend([int(tag[2])] * count)
        return out

    # --- drawing ------------------------------------------------------------------------
    def _felt(self, rect: pygame.Rect) -> pygame.Surface:
        def make() -> pygame.Surface:
            w, h = rect.size
            small = pygame.Surface((max(2, w // 24), max(2, h // 24)))
            sw, sh = small.get_size()
            for y in range(sh):
                for x in range(sw):
                    dx = (x - sw * 0.55) / (sw / 2)
                    dy = (y - sh * 0.4) / (sh / 2)
                    t = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.3)
                    small.set_at((x, y), theme.lerp_color(theme.FELT_LIGHT, theme.FELT_DARK, t))
            return pygame.transform.smoothscale(small, (w, h))

        return self._large.get(("felt", rect.size), make)

    def _panel(self, size: tuple[int, int], active: bool, radius: int) -> pygame.Surface:
        if active:
            return panel_surface(size, (*theme.PANEL, 205), theme.BRASS, max(2, radius // 3), radius)
        return panel_surface(size, (*theme.PANEL, 205), theme.PANEL_BORDER, max(1, radius // 6), radius)

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        """A dark veil over a territory that the chosen card cannot go to."""

        def make() -> pygame.Surface:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            radius = max(3, round(min(size) * 0.09))
            pygame.draw.rect(veil, (10, 14, 12, 120), veil.get_rect(), border_radius=radius)
            return veil

        return self._surfaces.get(("shade", size), make)

    def _draw_map(self, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
        largest = largest_regions(view.terrain)
        legal = self.drag.legal_targets()
        under = self.drag.target_under_pointer()
        focus = self.drag.focus if self.drag.keyboard_active else None
        for t, tile in enumerate(lay.tiles):
            key = ("territory", t)
            if key in legal:
                if key in (under, focus):  # the one the card would go to: brighter and thicker
                    draw_glow(surface, tile, theme.LEGAL_HOVER, max(3, round(min(tile.size) * 0.07)))
                else:
                    draw_glow(surface, tile, theme.LEGAL)
            elif key == under and self.drag.dragging is not None:
                draw_glow(surface, tile, theme.DANGER)
            elif t == self.last_territory and not legal:
                draw_glow(surface, tile, theme.LAST_MOVE, max(2, round(min(tile.size) * 0.03)))
            cell = self._hide_board[t] if t in self._hide_board else view.board[t]
            if cell is not None:
                owner, size = cell
                card = art.CARD_ART.face((view.armies[owner], size), lay.map_card)
                blit_card(surface, card, lay.territory_card(t))
            if self.drag.active is not None and key not in legal:
                surface.blit(self._shade(tile.size), tile.topleft)
        self._draw_crowns(surface, lay, largest)

    def _draw_crowns(self, surface: pygame.Surface, lay: Layout, largest: list[list[int]]) -> None:
        """Mark the largest regions (Elves score on them): a crown and the size, on the region's edge."""
        u = lay.unit
        for region in largest:
            tile = lay.tiles[region[0]]
            side = round(min(tile.w, tile.h) * 0.16)
            label = text(str(len(region)), round(side * 0.85), theme.TEXT_ON_BRASS, "bold")
            pill = pygame.Rect(0, 0, side + label.get_width() + round(side * 0.55), round(side * 1.1))
            pill.centery = tile.y + round(u)
            pill.right = tile.right - round(min(tile.w, tile.h) * 0.06)
            pygame.draw.rect(surface, theme.BRASS, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, theme.BRASS_DARK, pill, width=max(1, round(u)), border_radius=pill.h // 2)
            c = art.crown(side, theme.TEXT_ON_BRASS)
            surface.blit(c, c.get_rect(midleft=(pill.x + round(side * 0.22), pill.centery)))
            surface.blit(label, label.get_rect(midright=(pill.right - round(side * 0.28), pill.centery)))

    def _blit_static(self, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
        """Everything that changes only with the layout or the turn: felt, map, panels, names, legend."""
        rect = lay.rect
        active = -1 if view.over else view.current
        key = (self._layout_key, view.terrain, view.armies, active, view.viewer, tuple(self.seat_names))

        def paint(layer: pygame.Surface) -> None:
            layer.blit(self._felt(rect), rect.topleft)
            origin = lay.map_rect.topleft
            local = [t.move(-origin[0], -origin[1]) for t in lay.tiles]
            layer.blit(art.map_surface(view.terrain, COLS, local, lay.map_rect.size, largest_regions(view.terrain)), origin)
            for box in [*lay.others, lay.home]:
                self._draw_seat_static(layer, lay, view, box, home=box is lay.home)
            if lay.legend is not None:
                self._draw_legend(layer, lay, view)

        self._static.blit(surface, rect, key, paint)

    def _score_width(self, u: float) -> int:
        widest = text("88", font_size(u, 28, 18), theme.BRASS, "bold").get_width()
        return max(widest, text("points", font_size(u, 11, 10), theme.TEXT_MUTED).get_width()) + round(10 * u)

    def _draw_seat_static(self, surface: pygame.Surface, lay: Layout, view: MehView, box: SeatBox, home: bool) -> None:
        """A seat's panel, badge, name, army (and for the home seat its scoring rule)."""
        u = lay.unit
        seat = box.seat
        army = view.armies[seat]
        active = view.current == seat and not view.over
        radius = max(6, round(12 * u))
        if active:
            draw_glow(surface, box.panel, theme.BRASS, max(2, round(3 * u)))
        surface.blit(self._panel(box.panel.size, active, radius), box.panel.topleft)
        head = box.header
        badge_side = head.h if not home else min(round(54 * u), _header_h(u))
        surface.blit(art.badge(army, badge_side), (head.x, head.y))
        x = head.x + badge_side + round(8 * u)
        name_w = head.right - x - self._score_width(u)
        name = self.seat_name(seat) + (" (you)" if home and view.viewer == seat else "")
        name_s = fit_text(name, font_size(u, 19, 13), theme.TEXT, name_w, "semibold")
        surface.blit(name_s, (x, head.y))
        line2 = art.ARMY_NAMES[army]
        surface.blit(fit_text(line2, font_size(u, 15, 11), theme.TEXT_DIM, name_w), (x, head.y + name_s.get_height()))
        if home:
            rule = art.ARMY_RULES[army]
            y = head.y + badge_side + round(8 * u)
            rule_size = font_size(u, 13, 11)
            for line in wrap(rule, rule_size, head.w):
                surface.blit(text(line, rule_size, theme.TEXT_DIM), (head.x, y))
                y += rule_size + max(3, round(4 * u))
            if active:
                tag = text("Your turn" if view.viewer == seat else "Their turn", font_size(u, 14, 11),
                           theme.TEXT_ON_BRASS, "bold")
                draw_pill(surface, tag, theme.BRASS, (round(16 * u), round(6 * u)), topleft=(head.x, y + round(4 * u)))

    def _draw_seat(self, surface: pygame.Surface, lay: Layout, view: MehView, box: SeatBox, home: bool) -> None:
        """A seat's changing parts: score, hand backs, deck and discard pile."""
        u = lay.unit
        seat = box.seat
        army = view.armies[seat]
        head = box.header
        score = text(str(view.scores[seat]), font_size(u, 28, 18), theme.BRASS, "bold")
        pts = text("points", font_size(u, 11, 10), theme.TEXT_MUTED)
        sx = head.right - max(score.get_width(), pts.get_width()) // 2 - round(4 * u)
        surface.blit(score, score.get_rect(midtop=(sx, head.y - round(2 * u))))
        surface.blit(pts, pts.get_rect(midtop=(sx, head.y + score.get_height() - round(6 * u))))
        # hand (backs) for the other seats
        cap = font_size(u, 13, 11)
        cap_y = box.deck.bottom + round(3 * u)
        if not home:
            count = view.hand_counts[seat] - len(self._in_flight("hand", seat))
            self._draw_fan(surface, army, count, box.hand_area, box.card)
            label = f"{view.hand_counts[seat]} in hand"
            surface.blit(
                fit_text(label, cap, theme.TEXT_DIM, box.hand_area.w),
                text(label, cap, theme.TEXT_DIM).get_rect(midtop=(box.hand_area.centerx, cap_y)),
            )
        # deck
        deck_n = view.deck_counts[seat] - self.flights.hidden(("deck", seat))
        deck_target = home and ("deck",) in self.drag.legal_targets()
        self._draw_deck(surface, army, deck_n, box.deck, deck_target, lay)
        label = f"Deck {view.deck_counts[seat]}"
        if home and deck_target:
            label = "Bottom of deck"
        cap_s = fit_text(label, cap, theme.LEGAL if deck_target else theme.TEXT_DIM, box.deck.w + round(30 * u))
        surface.blit(cap_s, cap_s.get_rect(midtop=(box.deck.centerx, cap_y)))
        # discard pile: chips with the sizes
        pile = list(view.discards[seat])
        for z in self._in_flight("discard", seat):
            if z in pile:
                pile.remove(z)
        self._draw_discard(surface, army, pile, box.discard, lay)
        dlabel = f"Discard {len(view.discards[seat])}"
        d_s = fit_text(dlabel, cap, theme.TEXT_DIM, box.discard.w + round(30 * u))
        surface.blit(d_s, d_s.get_rect(midtop=(box.discard.centerx, cap_y)))

    def _draw_legend(self, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
        """How scoring works, for the armies at the table (when the left column has room)."""
        assert lay.legend is not None
        u = lay.unit
        area = lay.legend
        radius = max(6, round(12 * u))
        pad = max(5, round(10 * u))
        y = area.y + pad
        title = text("Scoring", font_size(u, 17, 13), theme.TEXT, "semibold")
        lines: list[tuple[str | None, str]] = [(None, "1 point per territory you hold, plus:")]
        for name in view.armies:
            lines.append((name, f"{art.ARMY_NAMES[name]}: {art.ARMY_RULES[name]}"))
        size = font_size(u, 13, 11)
        line_h = size + max(3, round(4 * u))
        badge_side = round(22 * u)
        height = pad * 2 + title.get_height() + round(4 * u)
        wrapped: list[tuple[str | None, tuple[str, ...]]] = []
        for who, body in lines:
            width = area.w - 2 * pad - (badge_side + round(6 * u) if who else 0)
            chunk = wrap(body, size, width)
            wrapped.append((who, chunk))
            height += max(len(chunk) * line_h, badge_side if who else 0) + round(6 * u)
        panel = pygame.Rect(area.x, area.y, area.w, min(area.h, height))
        surface.blit(self._panel(panel.size, False, radius), panel.topleft)
        surface.blit(title, (area.x + pad, y))
        y += title.get_height() + round(4 * u)
        for who, chunk in wrapped:
            x = area.x + pad
            block = max(len(chunk) * line_h, badge_side if who else 0)
            if y + block > panel.bottom - pad // 2:
                break
            if who:
                surface.blit(art.badge(who, badge_side), (x, y))
                x += badge_side + round(6 * u)
            for i, line in enumerate(chunk):
                surface.blit(text(line, size, theme.TEXT_DIM), (x, y + i * line_h))
            y += block + round(6 * u)

    def _draw_fan(self, surface: pygame.Surface, army: str, count: int, area: pygame.Rect, card: tuple[int, int]) -> None:
        if count <= 0:
            self._empty_slot(surface, pygame.Rect(area.centerx - card[0] // 2, area.y, *card), "")
            return
        step = min(card[0] * 0.35, (area.w - card[0]) / max(1, count - 1)) if count > 1 else 0
        total = card[0] + step * (count - 1)
        x0 = area.centerx - total / 2
        back = art.CARD_ART.back(army, card)
        for i in range(count):
            blit_card(surface, back, pygame.Rect(round(x0 + i * step), area.y, *card), lift=0.6)

    def _draw_deck(
        self, surface: pygame.Surface, army: str, count: int, rect: pygame.Rect, target: bool, lay: Layout
    ) -> None:
        if target:
            under = self.drag.target_under_pointer() == ("deck",) or (
                self.drag.keyboard_active and self.drag.focus == ("deck",)
            )
            draw_glow(surface, rect, theme.LEGAL_HOVER if under else theme.LEGAL)
        if count <= 0:
            self._empty_slot(surface, rect, "empty")
            return
        back = art.CARD_ART.back(army, rect.size)
        layers = min(3, (count + 2) // 3)
        off = max(1, round(rect.w * 0.035))
        for i in range(layers - 1, -1, -1):
            blit_card(surface, back, rect.move(i * off, -i * off), lift=0.5, with_shadow=i == layers - 1)
        top = rect.move((layers - 1) * 0, 0)
        n = text(str(count), round(rect.h * 0.26), theme.TEXT, "bold")
        pill = n.get_rect().inflate(round(rect.w * 0.22), round(rect.h * 0.02))
        pill.w = max(pill.w, pill.h)
        pill.center = top.center
        pygame.draw.rect(surface, (*theme.WOOD_DARK,), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.BRASS, pill, width=max(1, round(lay.unit * 1.5)), border_radius=pill.h // 2)
        surface.blit(n, n.get_rect(center=pill.center))

    def _draw_discard(self, surface: pygame.Surface, army: str, pile: list[int], rect: pygame.Rect, lay: Layout) -> None:
        self._empty_slot(surface, rect, "" if pile else "empty")
        if not pile:
            return
        main = art.ARMY_COLOURS[army][0]
        n = len(pile)
        gap = max(2, round(min(rect.w, rect.h) * 0.05))
        best = (0, 1)
        for cols in range(1, n + 1):
            rows = (n + cols - 1) // cols
            side = min((rect.w - gap * (cols + 1)) // cols, (rect.h - gap * (rows + 1)) // rows)
            if side > best[0]:
                best = (side, cols)
        chip, cols = min(best[0], round(min(rect.w, rect.h) * 0.42)), best[1]
        rows = (n + cols - 1) // cols
        total_h = rows * chip + (rows - 1) * gap
        y0 = rect.centery - total_h // 2
        radius = max(2, chip // 5)
        for i, z in enumerate(pile):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            row_w = in_row * chip + (in_row - 1) * gap
            box = pygame.Rect(rect.centerx - row_w // 2 + c * (chip + gap), y0 + r * (chip + gap), chip, chip)
            pygame.draw.rect(surface, main, box, border_radius=radius)
            pygame.draw.rect(surface, (255, 255, 255), box, width=1, border_radius=radius)
            d = text(str(z), max(8, round(chip * 0.72)), (255, 255, 255), "bold")
            surface.blit(d, d.get_rect(center=box.center))

    def _empty_slot(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        def make() -> pygame.Surface:
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = max(3, round(min(rect.size) * 0.09))
            pygame.draw.rect(s, (0, 0, 0, 60), s.get_rect(), border_radius=radius)
            pygame.draw.rect(s, (*theme.TEXT_MUTED, 150), s.get_rect(), width=max(1, rect.w // 50), border_radius=radius)
            if label:
                t = text(label, max(8, round(rect.h * 0.14)), theme.TEXT_MUTED)
                s.blit(t, t.get_rect(center=s.get_rect().center))
            return s

        surface.blit(self._surfaces.get(("slot", rect.size, label), make), rect.topleft)

    def _draw_status(self, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
        u = lay.unit
        size = font_size(u, 16, 13)
        colour = theme.TEXT
        if self.drag.message:
            msg, colour = self.drag.message, theme.DANGER
        elif view.over:
            msg = "Game over" + (f": {view.reason}" if view.reason else "")
        elif self.legal and view.to_act == view.viewer:
            if any(a.kind == "pass" for a in self.legal):
                msg = "No cards left: press Pass"
            elif self.drag.active is not None:
                msg = "Drop it on a glowing territory or on your deck"
                if self.drag.selected is not None:
                    msg = "Now click a glowing territory or your deck"
            else:
                msg = "Your turn: drag a card onto a territory"
            colour = theme.LEGAL
        else:
            who = view.to_act if view.to_act is not None else view.current
            msg = f"{self.seat_name(who)} ({art.ARMY_NAMES[view.armies[who]]}) is playing"
        label = fit_text(msg, size, colour, lay.status.w, "semibold")
        surface.blit(label, label.get_rect(midtop=lay.status.midtop))
        if self.pass_rect() is not None:
            focus = self.drag.keyboard_active and self.drag.focus == ("pass",)
            hover = self.drag.hover == ("pass",) or focus
            draw_button(surface, lay.pass_rect, "Pass", font_size(u, 20, 14), hover=hover, focus=focus)

    def _draw_hand(self, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
        home = self._home_seat()
        army = view.armies[home]
        drawn: list[tuple[int, pygame.Rect]] = []
        if view.viewer is None:
            count = view.hand_counts[home] - len(self._in_flight("hand", home))
            back = art.CARD_ART.back(army, lay.hand_card)
            for r in lay.hand_rects[:count]:
                blit_card(surface, back, r)
            return
        hidden = self._in_flight("hand", home)
        legal_hand = bool(self.legal) and view.to_act == view.viewer
        snapping = {s.key: s for s in self.drag.snaps}
        lift = round(lay.hand_card[1] * 0.08)
        for i, size in enumerate(view.hand):
            if i >= len(lay.hand_rects):
                break
            r = lay.hand_rects[i]
            drawn.append((size, r))
            if size in hidden:
                hidden.remove(size)
                continue
            key = ("hand", i)
            if self.drag.dragging == key:
                continue
            highlight = None
            rr = r
            if self.drag.selected == key:
                highlight = theme.SELECTED
                rr = r.move(0, -lift)
            elif self.drag.keyboard_active and self.drag.focus == key:
                highlight = theme.INFO
                rr = r.move(0, -lift // 2)
            elif self.drag.hover == key and legal_hand:
                rr = r.move(0, -lift // 2)
            if key in snapping:
                rr = pygame.Rect(snapping[key].position(r.topleft), r.size)
            card = art.CARD_ART.face((army, size), lay.hand_card)
            blit_card(surface, card, rr, highlight=highlight)
        self._drawn_hand = drawn

    def _draw_drag(self, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
        key = self.drag.dragging
        if key is None or view.viewer is None:
            return
        size = self._size_of(key)
        if size is None:
            return
        pos = self.drag.drag_pos
        off = self.drag.grab_offset
        r = pygame.Rect(pos[0] - off[0], pos[1] - off[1], *lay.hand_card)
        blit_card(surface, art.CARD_ART.face((view.armies[view.viewer], size), lay.hand_card), r, lift=2.5)
        reason = self.drag.refusal_under_pointer()
        if reason is not None:
            u = lay.unit
            label = text(reason, font_size(u, 15, 12), theme.TEXT, "semibold")
            draw_reason(surface, label, (pos[0], r.y - round(6 * u)), u, lay.rect)


def _face(army: str, size: int) -> Callable[[tuple[int, int]], pygame.Surface]:
    """A flying card's face: ``army``'s card of ``size``, drawn at the size asked for."""
    return lambda px: art.CARD_ART.face((army, size), px)


def _back(army: str) -> Callable[[tuple[int, int]], pygame.Surface]:
    return lambda px: art.CARD_ART.back(army, px)


def _header_h(u: float) -> int:
    """Height of a seat's header: the name over the army."""
    return round(font_size(u, 19, 13) * 1.3 + font_size(u, 15, 11) * 1.3)


def _card_w_for_column(width: int, pad: int) -> int:
    """Card width in a side panel: room for a hand fan (1.5 cards), the deck and the discard chips."""
    return max(10, round((width - 4 * pad) / 3.7))


TABLE = MehTable
