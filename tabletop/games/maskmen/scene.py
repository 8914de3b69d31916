"""The Maskmen table: the ring, the strength-marker ladder, the scoreboard, every seat and the hand.

Layout (scaled to the rectangle the host gives): the other seats in a row
along the top (cards left, passed, out, host, score); in the middle the ring
with this round's plays, the ladder of strength markers and the scoreboard;
along the bottom the seat whose view this is, with its hand sorted by
wrestler and the Pass button.

Play: click a card of a wrestler to pick up that card and the ones on top of
it (a follower always picks up the one legal count), then drag them to the
ring or click the ring; or Tab/arrows and Enter. Over each group of the hand
a hint says what that wrestler may do now ("play 2", "weaker", ...). An
illegal play is refused with the rules' reason. Hovering or picking a
wrestler (in the hand or on the ladder) lights up what it is known to beat
(green) and to lose to (red).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat, seats_after
from tabletop.games.maskmen import art
from tabletop.games.maskmen.cards import INDEX, MAX_PLAY, TITLE, WRESTLERS
from tabletop.games.maskmen.ladder import Ladder, arrange
from tabletop.games.maskmen.rules import HOST_REASONS, PASS, PLAY, MaskmenView, reason_for
from tabletop.ui import theme
from tabletop.ui.cards import SurfaceCache, blit_card, draw_glow, fit_text, font_size, text
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.flight import Flight, Flights
from tabletop.ui.ladder import LadderWidget
from tabletop.ui.table_parts import draw_button, draw_pill, draw_reason, panel_surface

Key = tuple[Any, ...]
"""A drag source or target: ("card", wrestler, from_top), ("pass",) or ("ring",)."""

FLIGHT_TIME = 0.36
SWEEP_TIME = 0.45
BANNER_TIME = 3.2


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    home_seat: int
    others: dict[int, pygame.Rect]
    home: pygame.Rect
    info: pygame.Rect
    hand: pygame.Rect
    side: pygame.Rect
    pass_rect: pygame.Rect
    ring: pygame.Rect
    ladder_panel: pygame.Rect
    ladder_grid: pygame.Rect
    tray: pygame.Rect
    board: pygame.Rect
    card: tuple[int, int]
    ring_card: tuple[int, int]
    hand_cards: list[tuple[int, int, pygame.Rect]] = field(default_factory=list)
    """The viewer's cards as drawn, left to right: (wrestler, number from the top of its group, rect)."""
    groups: dict[int, pygame.Rect] = field(default_factory=dict)


class MaskmenTable(DragTable[Layout]):
    """Draws a :class:`MaskmenView` and turns clicks, drags and keys into Maskmen actions."""

    START_RECT = (0, 0, 1000, 720)

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        self.ladder = LadderWidget(lambda name, side, copy: art.marker(name, side, copy))
        self.layout_ladder: Ladder | None = None
        self.flights = Flights()  # plays flying to the ring, each hiding one play ("top") on the pile
        self.sweep: tuple[tuple[tuple[int, str, int], ...], float] | None = None
        self.banner: tuple[str, float] | None = None
        self._ladder_key: Hashable = None
        self._surfaces = SurfaceCache(limit=96)

    # --- the GameTable contract ------------------------------------------------------
    def set_view(self, view: Any, viewer: Seat | None, legal: Sequence[Action]) -> None:
        old: MaskmenView | None = self.view
        super().set_view(view, viewer, legal)
        if view is None:
            return
        new_season = old is None or old.season != view.season
        if new_season:
            self._stop_animations()
        elif old is not None and old.round != view.round and old.pile:
            self.sweep = (old.pile, 0.0)
        self._relayout_ladder(animate=not new_season)

    def on_undo(self) -> None:
        super().on_undo()
        self._stop_animations()
        self._relayout_ladder(animate=False)

    def _stop_animations(self) -> None:
        self.flights.clear()
        self.sweep = None
        self.ladder.clear()
        self.layout_ladder = None

    def _relayout_ladder(self, animate: bool) -> None:
        view: MaskmenView = self.view
        key = (view.season, view.markers, view.ladder)
        if key == self._ladder_key and self.layout_ladder is not None and self.ladder.pieces:
            return
        self._ladder_key = key
        ladder = arrange(list(view.markers), view.ladder, self.layout_ladder)
        if ladder != self.layout_ladder or not self.ladder.pieces:
            self.ladder.set_layout(ladder, view.ladder, animate=animate)
            self.layout_ladder = ladder

    def _animate(self, events: Sequence[Event]) -> None:
        for event in events:
            data = event.data
            if event.kind == "play":
                self._fly_play(int(data["seat"]), INDEX[str(data["wrestler"])], int(data["count"]))
            elif event.kind == "pass":
                self.play_sound("click")
            elif event.kind == "marker" and data.get("pairs"):
                self.play_sound("capture")  # a new "stronger than" is known
            elif event.kind == "deal":
                self.play_sound("shuffle")
            elif event.kind == "season_end":
                points = data.get("points", [])
                parts = [f"{self.seat_name(p)} {'+' if v > 0 else ''}{v}" for p, v in enumerate(points) if v]
                self.banner = (f"Season {data.get('season')} is over: " + ", ".join(parts), 0.0)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.ladder.update(dt)
        if self.flights.update(dt):
            self.play_sound("place")  # once, however many plays land together
        if self.sweep is not None:
            pile, t = self.sweep
            t += dt
            self.sweep = None if t >= SWEEP_TIME else (pile, t)
        if self.banner is not None:
            message, t = self.banner
            t += dt
            self.banner = None if t >= BANNER_TIME else (message, t)

    def busy(self) -> bool:
        return super().busy() or self.flights.busy() or self.sweep is not None or self.ladder.busy()

    # --- positions, for tests ----------------------------------------------------------
    def card_rect(self, wrestler: str, from_top: int = 1) -> pygame.Rect:
        """The hand card of ``wrestler`` that picks up ``from_top`` cards (1: the top one)."""
        w = INDEX[wrestler]
        for ww, j, r in self._current_layout().hand_cards:
            if ww == w and j == from_top:
                return r.copy()
        raise KeyError(f"no {wrestler} card {from_top} from the top in the hand")

    def ring_rect(self) -> pygame.Rect:
        return self._current_layout().ring.copy()

    def pass_rect(self) -> pygame.Rect | None:
        """The Pass button, when passing is legal now (else None)."""
        if PASS not in self.legal:
            return None
        return self._current_layout().pass_rect.copy()

    def marker_rect(self, wrestler: str) -> pygame.Rect | None:
        return self.ladder.marker_rect(wrestler, self._current_layout().ladder_grid)

    def aim(self, action: Action) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """Where to press, and where to drop (None: a click on a button), to play ``action``."""
        if action.kind == "pass":
            button = self.pass_rect()
            assert button is not None
            return button.center, None
        name, count = action.args
        assert isinstance(name, str) and isinstance(count, int)
        r = self.card_rect(name, count)
        visible = pygame.Rect(r.x + 2, r.y + 2, max(4, self._visible_width(name, count) - 4), r.h // 2)
        return visible.center, self.ring_rect().center

    def _visible_width(self, name: str, from_top: int) -> int:
        w = INDEX[name]
        cards = [r for ww, _, r in self._current_layout().hand_cards if ww == w]
        index = len(cards) - from_top
        if index + 1 < len(cards):
            return cards[index + 1].x - cards[index].x
        return cards[index].w

    # --- layout ---------------------------------------------------------------------
    def _home_seat(self) -> int:
        view: MaskmenView = self.view
        if view.seat is not None:
            return int(view.seat)
        return int(view.to_act) if view.to_act is not None else 0

    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        view: MaskmenView = self.view
        home = self._home_seat()
        return (tuple(rect), view.players, home, view.hand, view.hand_counts[home])

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        view: MaskmenView = self.view
        home = self._home_seat()
        W, H = rect.w, rect.h
        u = max(0.5, min(W / 960, H / 720))
        pad = max(6, round(10 * u))
        # the other seats along the top
        others = seats_after(home, view.players)
        top_h = max(round(H * 0.17), round(96 * u))
        n = max(1, len(others))
        panel_w = min(round(250 * u), (W - pad * (n + 1)) // n)
        x0 = rect.x + (W - (panel_w * n + pad * (n - 1))) // 2
        other_rects = {
            seat: pygame.Rect(x0 + i * (panel_w + pad), rect.y + pad, panel_w, top_h - pad) for i, seat in enumerate(others)
        }
        # the viewer's seat along the bottom
        home_h = max(round(H * 0.3), round(170 * u))
        home_rect = pygame.Rect(rect.x + pad, rect.bottom - pad - home_h, W - 2 * pad, home_h)
        info_w = max(round(home_rect.w * 0.18), round(150 * u))
        side_w = max(round(home_rect.w * 0.16), round(140 * u))
        info = pygame.Rect(home_rect.x + pad, home_rect.y + pad, info_w, home_rect.h - 2 * pad)
        side = pygame.Rect(home_rect.right - pad - side_w, home_rect.y + pad, side_w, home_rect.h - 2 * pad)
        status_h = font_size(u, 15, 11) + round(6 * u)
        hint_h = font_size(u, 12, 10) + round(4 * u)
        lift_h = round((home_rect.h - 2 * pad - status_h - hint_h) * 0.1)
        top = home_rect.y + pad + status_h + hint_h + lift_h
        hand = pygame.Rect(info.right + pad, top, side.x - info.right - 2 * pad, home_rect.bottom - pad - top)
        pass_rect = pygame.Rect(0, 0, min(side.w, round(150 * u)), round(46 * u))
        pass_rect.midbottom = (side.centerx, side.bottom - round(4 * u))
        # the middle: ring | ladder | scoreboard
        mid = pygame.Rect(rect.x + pad, rect.y + top_h + pad, W - 2 * pad, home_rect.y - rect.y - top_h - 2 * pad)
        board_w = max(round(mid.w * 0.24), round(190 * u))
        ladder_w = max(round(mid.w * 0.3), round(220 * u))
        ring = pygame.Rect(mid.x, mid.y, mid.w - board_w - ladder_w - 2 * pad, mid.h)
        ladder_panel = pygame.Rect(ring.right + pad, mid.y, ladder_w, mid.h)
        board = pygame.Rect(ladder_panel.right + pad, mid.y, board_w, mid.h)
        title_h = font_size(u, 16, 12) + round(10 * u)
        tray_h = max(round(34 * u), round(ladder_panel.h * 0.16))
        ladder_grid = pygame.Rect(ladder_panel.x + pad, ladder_panel.y + title_h, ladder_panel.w - 2 * pad,
                                  ladder_panel.h - title_h - tray_h - pad)
        tray = pygame.Rect(ladder_panel.x + pad, ladder_grid.bottom + pad // 2, ladder_panel.w - 2 * pad, tray_h)
        # hand cards: grouped by wrestler, overlapping within a group
        ch = hand.h - round(6 * u)
        cw = round(ch * 0.7)
        counts = list(view.hand) if view.hand is not None else []
        lay = Layout(
            rect=pygame.Rect(rect), unit=u, home_seat=home, others=other_rects, home=home_rect, info=info,
            hand=hand, side=side, pass_rect=pass_rect, ring=ring, ladder_panel=ladder_panel,
            ladder_grid=ladder_grid, tray=tray, board=board, card=(cw, ch),
            ring_card=(round(min(ring.h * 0.5, ring.w * 0.26) * 0.7), round(min(ring.h * 0.5, ring.w * 0.26))),
        )
        self._lay_hand(lay, counts)
        return lay

    def _lay_hand(self, lay: Layout, counts: list[int]) -> None:
        area = lay.hand
        groups = [(w, k) for w, k in enumerate(counts) if k]
        if not groups:
            return
        cw, ch = lay.card
        gap = round(cw * 0.3)
        step = cw * 0.34
        total = sum(cw + step * (k - 1) for _, k in groups) + gap * (len(groups) - 1)
        if total > area.w:  # shrink the overlap and the gaps, then the cards
            extra = sum(k - 1 for _, k in groups)
            room = area.w - len(groups) * cw - gap * (len(groups) - 1)
            step = max(cw * 0.14, room / max(1, extra))
            total = sum(cw + step * (k - 1) for _, k in groups) + gap * (len(groups) - 1)
            if total > area.w:
                factor = area.w / total
                cw, ch = max(12, round(cw * factor)), max(16, round(ch * factor))
                lay.card = (cw, ch)
                step *= factor
                gap = round(gap * factor)
                total = area.w
        x = area.centerx - total / 2
        y = area.bottom - ch
        for w, k in groups:
            first = round(x)
            for i in range(k):
                r = pygame.Rect(round(x + i * step), y, cw, ch)
                lay.hand_cards.append((w, k - i, r))
            last = round(x + (k - 1) * step)
            lay.groups[w] = pygame.Rect(first, y, last + cw - first, ch)
            x += cw + step * (k - 1) + gap

    def _spots(self, lay: Layout) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        """The hand's cards and Pass to pick up, the ring to drop on (on the viewer's turn)."""
        sources: list[Spot[Key]] = []
        targets: list[Spot[Key]] = []
        view: MaskmenView = self.view
        if self.legal and view.seat is not None and view.to_act == view.seat:
            for w, j, r in lay.hand_cards:
                sources.append(Spot(("card", w, j), r))
            if PASS in self.legal:
                sources.append(Spot(("pass",), lay.pass_rect, alone=True))
            targets.append(Spot(("ring",), lay.ring))
        return sources, targets

    # --- rules of the interface -------------------------------------------------------
    def legal_counts(self, wrestler: int) -> list[int]:
        return sorted(int(a.args[1]) for a in self.legal if a.kind == "play" and a.args[0] == WRESTLERS[wrestler])  # type: ignore[arg-type]

    def pick_count(self, wrestler: int, from_top: int) -> int:
        """How many cards a press on the card ``from_top`` of ``wrestler``'s group picks up."""
        counts = self.legal_counts(wrestler)
        if len(counts) == 1:
            return counts[0]  # a follower has one legal count: take exactly that
        wanted = min(from_top, MAX_PLAY)
        if counts and wanted not in counts:
            return max(counts)
        return wanted

    def _play_of(self, source: Key) -> Action | None:
        if source[0] != "card":
            return None
        w, j = int(source[1]), int(source[2])
        count = self.pick_count(w, j)
        return PLAY[w][count]

    def _targets_for(self, source: Key) -> set[Key]:
        action = self._play_of(source)
        if action is not None and action in self.legal:
            return {("ring",)}
        return set()

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        view: MaskmenView = self.view
        if source == ("pass",):
            return PASS if PASS in self.legal else "The host opens the round and may not pass"
        action = self._play_of(source)
        if action is None or target != ("ring",):
            return None
        for legal in self.legal:
            if legal == action:
                return legal
        reason = reason_for(view, action) or "You can't play that now"
        return reason.rstrip(".")

    def hint_for(self, wrestler: int) -> tuple[str, bool]:
        """What the hand's ``wrestler`` group may do now, and whether that is a legal play."""
        view: MaskmenView = self.view
        counts = self.legal_counts(wrestler)
        if counts:
            if len(counts) == 1:
                return (f"play {counts[0]}", True)
            return (f"play {counts[0]}\u2013{counts[-1]}", True)
        if not self.legal:
            return ("", False)
        table = view.table
        if table is None:
            return ("", False)
        name = WRESTLERS[wrestler]
        top, tc = table
        if name == top:
            return ("on the ring", False)
        if (name, top) in view.ladder:
            return ("weaker", False)
        if (top, name) in view.ladder:
            return (f"needs {tc}", False)
        if tc >= MAX_PLAY:
            return ("order unknown", False)
        return (f"needs {tc + 1}", False)

    # --- animations -----------------------------------------------------------------------
    def _seat_anchor(self, seat: int, wrestler: int, count: int) -> pygame.Rect:
        lay = self._current_layout()
        if seat == lay.home_seat:
            drop = self.drag.last_drop
            if drop is not None and self.view.seat == seat:
                return pygame.Rect(drop[1], lay.card)
            rects = [r for w, j, r in lay.hand_cards if w == wrestler]
            if rects:
                return rects[-1].copy()
            r = pygame.Rect(0, 0, *lay.card)
            r.center = lay.hand.center
            return r
        panel = lay.others.get(seat)
        r = pygame.Rect(0, 0, *lay.ring_card)
        r.center = panel.center if panel is not None else lay.ring.center
        return r

    def _top_rect(self) -> pygame.Rect:
        lay = self._current_layout()
        r = pygame.Rect(0, 0, *lay.ring_card)
        r.center = (lay.ring.centerx, lay.ring.centery - round(lay.unit * 6))
        return r

    def _fly_play(self, seat: int, wrestler: int, count: int) -> None:
        start = self._seat_anchor(seat, wrestler, count)
        face = WRESTLERS[wrestler]
        self.flights.add(Flight(lambda px: art.CARD_ART.face(face, px), start, self._top_rect,
                                duration=FLIGHT_TIME, key=("play", wrestler, count), hides="top"))

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view: MaskmenView | None = self.view
        if view is None:
            return
        lay = self._sync(rect)
        highlight = self._highlight(lay)
        for seat, panel in lay.others.items():
            self._draw_seat(surface, lay, view, seat, panel)
        self._draw_ring(surface, lay, view)
        self._draw_ladder(surface, lay, view, highlight)
        self._draw_board(surface, lay, view)
        self._draw_home(surface, lay, view, highlight)
        self._draw_drag(surface, lay, view)
        for flight in self.flights.items:  # drawn as a fan of its cards, not as one image
            r = flight.rect()
            if r is not None and isinstance(flight.key, tuple):
                _, wrestler, count = flight.key
                self._draw_play(surface, wrestler, count, r, lift=2.0)
        if self.banner is not None:
            self._draw_banner(surface, lay, self.banner[0])

    def _highlight(self, lay: Layout) -> str | None:
        """The wrestler whose known relations light up: picked, hovered in the hand, or on the ladder."""
        active = self.drag.active
        if active is not None and active[0] == "card":
            return WRESTLERS[int(active[1])]
        hover = self.drag.hover
        if hover is not None and hover[0] == "card":
            return WRESTLERS[int(hover[1])]
        name = self.ladder.marker_at(self.pointer, lay.ladder_grid)
        if name is not None:
            return name
        for w, r in lay.groups.items():
            if r.collidepoint(self.pointer):
                return WRESTLERS[w]
        for name, r in self._tray_spots(lay).items():
            if r.collidepoint(self.pointer):
                return name
        return None

    def _panel(self, surface: pygame.Surface, rect: pygame.Rect, active: bool, u: float) -> None:
        radius = max(6, round(12 * u))
        if active:
            draw_glow(surface, rect, theme.BRASS, max(2, round(3 * u)))
            panel = panel_surface(rect.size, (*theme.PANEL, 210), theme.BRASS, max(2, round(3 * u)), radius)
        else:
            panel = panel_surface(rect.size, (*theme.PANEL, 210), theme.PANEL_BORDER, max(1, round(u)), radius)
        surface.blit(panel, rect.topleft)

    def _status_chips(self, surface: pygame.Surface, view: MaskmenView, seat: int, x: int, y: int,
                      size: int) -> int:
        """Host / passed / out / to-act chips for ``seat`` from ``(x, y)``; returns the x after them."""
        gap = max(3, size // 3)
        chips: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = []
        if seat in view.out:
            chips.append((f"out {_ordinal(view.out.index(seat) + 1)}", theme.SUCCESS, theme.TEXT_DARK))
        elif seat in view.passed:
            chips.append(("passed", theme.BUTTON_DISABLED, theme.TEXT))
        if seat == view.host and not view.over:
            chips.append(("host", theme.BRASS, theme.TEXT_ON_BRASS))
        if view.to_act == seat:
            chips.append(("to play", theme.LEGAL, theme.TEXT_ON_BRASS))
        for label, colour, fg in chips:
            box = draw_pill(surface, text(label, size, fg, "bold"), colour, (round(size * 0.9), round(size * 0.3)),
                            topleft=(x, y))
            x = box.right + gap
        return x

    def _draw_seat(self, surface: pygame.Surface, lay: Layout, view: MaskmenView, seat: int,
                   panel: pygame.Rect) -> None:
        u = lay.unit
        self._panel(surface, panel, view.to_act == seat, u)
        pad = max(5, round(8 * u))
        name_size = font_size(u, 17, 12)
        self.draw_seat_marker(surface, seat, (panel.x + pad + name_size // 2, panel.y + pad + name_size // 2 + 1),
                              max(5, name_size // 2))
        score = text(f"{view.scores[seat]:+d}" if view.scores[seat] else "0", font_size(u, 20, 13), theme.BRASS, "bold")
        surface.blit(score, score.get_rect(topright=(panel.right - pad, panel.y + pad - round(2 * u))))
        name_w = panel.w - 3 * pad - name_size - score.get_width()
        surface.blit(fit_text(self.seat_name(seat), name_size, theme.TEXT, name_w, "semibold"),
                     (panel.x + 2 * pad + name_size, panel.y + pad))
        # cards left: a small fan of backs and the number
        count = view.hand_counts[seat]
        body_y = panel.y + pad + name_size + round(8 * u)
        chip_size = font_size(u, 12, 10)
        chip_h = chip_size + round(chip_size * 0.3) + 2
        back_h = max(12, panel.bottom - pad - chip_h - round(4 * u) - body_y)
        back = (round(back_h * 0.7), back_h)
        shown = min(count, 8)
        room = panel.w * 0.45 - back[0]
        step = min(back[0] * 0.32, room / max(1, shown - 1))
        x = panel.x + pad
        for i in range(shown):
            blit_card(surface, art.CARD_ART.back(0, back), pygame.Rect(round(x + i * step), body_y, *back), lift=0.4)
        label = text(f"{count} card{'s' if count != 1 else ''}" if count else "no cards", font_size(u, 14, 11),
                     theme.TEXT if count else theme.TEXT_MUTED, "semibold")
        lx = round(x + (max(shown, 1) - 1) * step + back[0] + pad) if shown else x
        surface.blit(label, label.get_rect(midleft=(lx, body_y + back_h // 2)))
        self._status_chips(surface, view, seat, panel.x + pad, panel.bottom - pad - chip_h, chip_size)

    def _draw_play(self, surface: pygame.Surface, wrestler: int, count: int, rect: pygame.Rect,
                   lift: float = 1.0, alpha: int = 255) -> None:
        """``count`` cards of ``wrestler`` fanned around ``rect``."""
        size = rect.size
        face = art.CARD_ART.face(WRESTLERS[wrestler], size)
        if alpha < 255:
            face = face.copy()
            face.set_alpha(alpha)
        step = round(size[0] * 0.3)
        x0 = rect.x - step * (count - 1) // 2
        for i in range(count):
            blit_card(surface, face, pygame.Rect(x0 + i * step, rect.y + (i - (count - 1) / 2) ** 2 * 2, *size),
                      lift=lift, with_shadow=alpha == 255)

    def _draw_ring(self, surface: pygame.Surface, lay: Layout, view: MaskmenView) -> None:
        u = lay.unit
        ring = lay.ring
        legal = ("ring",) in self.drag.legal_targets()
        under = self.drag.target_under_pointer() == ("ring",) or (
            self.drag.keyboard_active and self.drag.focus == ("ring",))

        def make() -> pygame.Surface:
            s = pygame.Surface(ring.size, pygame.SRCALPHA)
            inner = s.get_rect().inflate(-round(8 * u), -round(8 * u))
            pygame.draw.rect(s, (0, 0, 0, 55), s.get_rect(), border_radius=round(14 * u))
            pygame.draw.rect(s, (178, 64, 64, 70), inner, border_radius=round(10 * u))
            for i in range(3):
                rope = inner.inflate(-round(i * 9 * u), -round(i * 9 * u))
                pygame.draw.rect(s, (232, 206, 150, 150), rope, width=max(1, round(2 * u)), border_radius=round(10 * u))
            for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
                pygame.draw.circle(s, (232, 206, 150), corner, max(3, round(6 * u)))
            return s

        if legal:
            draw_glow(surface, ring, theme.LEGAL_HOVER if under else theme.LEGAL, max(3, round(4 * u)))
        surface.blit(self._surfaces.get(("ring", ring.size), make), ring.topleft)
        # the round's plays: earlier ones small along the top, the top play in the middle
        pile = list(view.pile)
        hidden = min(self.flights.hidden("top"), len(pile))
        shown = pile[: len(pile) - hidden] if hidden else pile
        small = (round(lay.ring_card[0] * 0.55), round(lay.ring_card[1] * 0.55))
        earlier = shown[:-1]
        gap = round(small[0] * 1.9)
        x = ring.x + round(16 * u) + small[0] // 2
        for seat, name, count in earlier[-6:]:
            r = pygame.Rect(0, 0, *small)
            r.topleft = (x, ring.y + round(14 * u))
            self._draw_play(surface, INDEX[name], count, r, lift=0.4, alpha=200)
            x += gap
        caption_size = font_size(u, 15, 11)
        if self.sweep is not None:
            old, gone = self.sweep
            if old:
                seat, name, count = old[-1]
                r = self._top_rect().move(round(gone / SWEEP_TIME * ring.w * 0.6), 0)
                self._draw_play(surface, INDEX[name], count, r, alpha=max(0, round(255 * (1 - gone / SWEEP_TIME))))
        if shown:
            seat, name, count = shown[-1]
            self._draw_play(surface, INDEX[name], count, self._top_rect())
            line = f"{self.seat_name(seat)}: {count}\u00d7 {TITLE[name]}"
        elif view.over:
            line = "The game is over"
        else:
            who = self.seat_name(view.host)
            reason = HOST_REASONS.get(view.host_reason, "")
            line = f"{who} opens the round" + (f" ({reason})" if reason else "")
        cap = fit_text(line, caption_size, theme.TEXT, ring.w - round(24 * u), "semibold")
        surface.blit(cap, cap.get_rect(midbottom=(ring.centerx, ring.bottom - round(14 * u))))
        if legal or self.drag.dragging is not None:
            hint = "Drop here" if self.drag.dragging is not None else "Click to play"
            t = text(hint, font_size(u, 13, 10), theme.LEGAL if legal else theme.TEXT_MUTED, "semibold")
            surface.blit(t, t.get_rect(midtop=(ring.centerx, self._top_rect().bottom + round(6 * u))))

    def _tray_spots(self, lay: Layout) -> dict[str, pygame.Rect]:
        """Where each wrestler sits in the tray under the ladder."""
        tray = lay.tray
        n = len(WRESTLERS)
        side = int(min(tray.h * 0.62, tray.w / n * 0.7))
        step = tray.w / n
        out = {}
        for i, name in enumerate(WRESTLERS):
            r = pygame.Rect(0, 0, side, side)
            r.midtop = (round(tray.x + step * (i + 0.5)), tray.y)
            out[name] = r
        return out

    def _draw_ladder(self, surface: pygame.Surface, lay: Layout, view: MaskmenView, highlight: str | None) -> None:
        u = lay.unit
        self._panel(surface, lay.ladder_panel, False, u)
        panel = lay.ladder_panel
        up = text("stronger \u25b2", font_size(u, 11, 9), theme.TEXT_MUTED)
        surface.blit(up, up.get_rect(topright=(panel.right - round(10 * u), panel.y + round(9 * u))))
        if highlight is not None:
            # what the highlighted wrestler is known to beat and to lose to, in words
            beats = sorted(TITLE[a] for a, b in view.ladder if b == highlight)
            loses = sorted(TITLE[b] for a, b in view.ladder if a == highlight)
            line = (f"{TITLE[highlight]} beats {', '.join(beats) if beats else 'nobody known'}"
                    f"; loses to {', '.join(loses) if loses else 'nobody known'}")
            title = fit_text(line, font_size(u, 13, 10), theme.TEXT, panel.w - round(20 * u), "semibold")
            bg = pygame.Rect(panel.x + round(4 * u), panel.y + round(4 * u), panel.w - round(8 * u),
                             title.get_height() + round(6 * u))
            pygame.draw.rect(surface, theme.WOOD_DARK, bg, border_radius=bg.h // 2)
            surface.blit(title, title.get_rect(center=bg.center))
        else:
            title = text("Strength markers", font_size(u, 16, 12), theme.TEXT, "semibold")
            surface.blit(title, (panel.x + round(10 * u), panel.y + round(6 * u)))
        if not view.markers:
            t = fit_text("No wrestler played yet this season", font_size(u, 13, 10), theme.TEXT_MUTED, lay.ladder_grid.w)
            surface.blit(t, t.get_rect(center=lay.ladder_grid.center))
        self.ladder.draw(surface, lay.ladder_grid, highlight)
        # the tray: every wrestler, with the cards of it played this season (and held, for the viewer)
        size = font_size(u, 11, 9)
        for name, r in self._tray_spots(lay).items():
            placed = name in view.markers
            m = art.marker(name, r.w, not placed)
            surface.blit(m, r)
            if highlight == name:
                pygame.draw.circle(surface, theme.SELECTED, r.center, r.w // 2 + 2, max(2, r.w // 12))
            played = view.played[INDEX[name]]
            t = text(str(played), size, theme.TEXT_DIM if played else theme.TEXT_MUTED, "semibold")
            surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 1)))

    def _draw_board(self, surface: pygame.Surface, lay: Layout, view: MaskmenView) -> None:
        u = lay.unit
        board = lay.board
        self._panel(surface, board, False, u)
        pad = round(8 * u)
        y = board.y + round(6 * u)
        if view.players == 2:
            title = f"Season {view.season} \u00b7 first to 3 wins"
        else:
            title = f"Season {min(view.season, 4)} of 4"
        surface.blit(fit_text(title, font_size(u, 16, 12), theme.TEXT, board.w - 2 * pad, "semibold"), (board.x + pad, y))
        y += font_size(u, 16, 12) + round(6 * u)
        sub = fit_text(f"Round {view.round}", font_size(u, 12, 10), theme.TEXT_MUTED, board.w - 2 * pad)
        surface.blit(sub, (board.x + pad, y))
        y += sub.get_height() + round(6 * u)
        size = font_size(u, 13, 10)
        rows = view.players
        row_h = max(size + 6, min(round(34 * u), (board.bottom - pad - y - size - 6) // max(1, rows)))
        # header: counters and total
        cols = [board.right - pad - round(w * u) for w in (0, 34, 66, 98)]
        for label, x in zip(("pts", "\u22121", "+1", "+2"), cols):
            t = text(label, font_size(u, 11, 9), theme.TEXT_MUTED, "semibold")
            surface.blit(t, t.get_rect(topright=(x, y)))
        y += size + 4
        for seat in range(view.players):
            plus2, plus1, minus1 = view.counters[seat]
            cy = y + row_h // 2
            self.draw_seat_marker(surface, seat, (board.x + pad + size // 2, cy), max(4, size // 2))
            name_w = cols[3] - round(28 * u) - (board.x + pad + size + 4)
            colour = theme.TEXT if seat != view.seat else theme.LEGAL
            surface.blit(fit_text(self.seat_name(seat), size, colour, max(20, name_w)),
                         text(" ", size, colour).get_rect(midleft=(board.x + pad + size + 4, cy)))
            for value, x, tone in ((view.scores[seat], cols[0], theme.BRASS), (minus1, cols[1], theme.DANGER),
                                   (plus1, cols[2], theme.INFO), (plus2, cols[3], theme.SUCCESS)):
                t = text(str(value), size, tone if value else theme.TEXT_MUTED, "bold")
                surface.blit(t, t.get_rect(midright=(x, cy)))
            y += row_h
        if view.season_winners:
            won = ", ".join(f"S{i + 1} {self.seat_name(w)}" for i, w in enumerate(view.season_winners))
            t = fit_text("Won: " + won, font_size(u, 11, 9), theme.TEXT_DIM, board.w - 2 * pad)
            surface.blit(t, (board.x + pad, min(y + 2, board.bottom - pad - t.get_height())))

    def _draw_home(self, surface: pygame.Surface, lay: Layout, view: MaskmenView, highlight: str | None) -> None:
        u = lay.unit
        seat = lay.home_seat
        self._panel(surface, lay.home, view.to_act == seat and view.seat == seat, u)
        info = lay.info
        size = font_size(u, 19, 13)
        self.draw_seat_marker(surface, seat, (info.x + size // 2, info.y + size // 2 + 1), max(5, size // 2))
        you = " (you)" if view.seat == seat else ""
        surface.blit(fit_text(self.seat_name(seat) + you, size, theme.TEXT, info.w - size - 6, "semibold"),
                     (info.x + size + 6, info.y))
        y = info.y + size + round(8 * u)
        small = font_size(u, 14, 11)
        count = view.hand_counts[seat]
        points = view.scores[seat]
        for line in (f"{count} card{'s' if count != 1 else ''} in hand", f"{points} point{'' if points in (1, -1) else 's'}"):
            surface.blit(text(line, small, theme.TEXT_DIM), (info.x, y))
            y += small + round(5 * u)
        self._status_chips(surface, view, seat, info.x, y + round(3 * u), font_size(u, 12, 10))
        # the status line over the hand
        status_size = font_size(u, 15, 11)
        colour = theme.TEXT
        my_turn = bool(self.legal) and view.to_act == view.seat
        if self.drag.message:
            msg, colour = self.drag.message, theme.DANGER
        elif view.over:
            msg = "The game is over"
        elif my_turn:
            colour = theme.LEGAL
            if self.drag.active is not None and self.drag.active[0] == "card":
                action = self._play_of(self.drag.active)
                assert action is not None
                if action in self.legal:
                    msg = f"{action.label}: drag to the ring or click it"
                else:
                    msg = (reason_for(view, action) or "You can't play that now").rstrip(".")
                    colour = theme.DANGER
            elif view.table is None:
                msg = "You open the round: pick a wrestler (1 card if it is new this season)"
            else:
                name, tc = view.table
                msg = f"Beat {tc}\u00d7 {TITLE[name]}, or pass"
        else:
            who = view.to_act
            msg = f"{self.seat_name(who)} is playing" if who is not None else ""
        label = fit_text(msg, status_size, colour, lay.hand.w + lay.side.w, "semibold")
        surface.blit(label, (lay.hand.x, lay.home.y + round(8 * u)))
        self._draw_hand(surface, lay, view, highlight)
        # pass button
        if self.pass_rect() is not None:
            focus = self.drag.keyboard_active and self.drag.focus == ("pass",)
            hover = self.drag.hover == ("pass",) or focus
            draw_button(surface, lay.pass_rect, "Pass", font_size(u, 19, 13), hover=hover, focus=focus)

    def _draw_hand(self, surface: pygame.Surface, lay: Layout, view: MaskmenView, highlight: str | None) -> None:
        if view.seat is None:
            count = view.hand_counts[lay.home_seat]
            cw, ch = lay.card
            step = min(cw * 0.45, (lay.hand.w - cw) / max(1, count - 1)) if count > 1 else 0
            x0 = lay.hand.centerx - (cw + step * (count - 1)) / 2
            for i in range(count):
                blit_card(surface, art.CARD_ART.back(0, lay.card), pygame.Rect(round(x0 + i * step), lay.hand.bottom - ch, cw, ch))
            return
        active = self.drag.active
        picked: tuple[int, int] | None = None
        if active is not None and active[0] == "card":
            w = int(active[1])
            picked = (w, self.pick_count(w, int(active[2])))
        lift = round(lay.card[1] * 0.1)
        snapping = {s.key: s for s in self.drag.snaps}
        hint_size = font_size(u := lay.unit, 12, 10)
        for w, group in lay.groups.items():
            hint, ok = self.hint_for(w)
            if hint:
                colour = theme.LEGAL if ok else theme.TEXT_MUTED
                t = text(hint, hint_size, colour, "semibold")
                surface.blit(t, t.get_rect(midbottom=(group.centerx, group.y - round(2 * u) - lift)))
        for w, j, r in lay.hand_cards:
            rr = r
            ring = None
            if picked is not None and picked[0] == w and j <= picked[1]:
                if self.drag.dragging is not None:
                    continue  # drawn under the pointer
                rr = r.move(0, -lift)
                ring = theme.SELECTED
            elif self.drag.keyboard_active and self.drag.focus == ("card", w, j):
                rr = r.move(0, -lift // 2)
                ring = theme.INFO
            elif self.drag.hover == ("card", w, j) and self.legal:
                rr = r.move(0, -lift // 3)
            for key, snap in snapping.items():
                if key[0] == "card" and key[1] == w and j <= self.pick_count(w, int(key[2])):
                    rr = pygame.Rect(snap.position(r.topleft), r.size)
            blit_card(surface, art.CARD_ART.face(WRESTLERS[w], lay.card), rr, highlight=ring)
            if highlight == WRESTLERS[w] and ring is None and j == 1:
                pygame.draw.rect(surface, theme.SELECTED, lay.groups[w].inflate(4, 4), width=2,
                                 border_radius=max(3, lay.card[0] // 10))

    def _draw_drag(self, surface: pygame.Surface, lay: Layout, view: MaskmenView) -> None:
        key = self.drag.dragging
        if key is None or key[0] != "card" or view.seat is None:
            return
        w = int(key[1])
        count = self.pick_count(w, int(key[2]))
        pos = self.drag.drag_pos
        off = self.drag.grab_offset
        r = pygame.Rect(pos[0] - off[0], pos[1] - off[1], *lay.card)
        self._draw_play(surface, w, count, r, lift=2.5)
        reason = self.drag.refusal_under_pointer()
        if reason is not None:
            u = lay.unit
            label = text(reason, font_size(u, 14, 11), theme.TEXT, "semibold")
            draw_reason(surface, label, (pos[0], r.y - round(6 * u)), u, lay.rect)

    def _draw_banner(self, surface: pygame.Surface, lay: Layout, message: str) -> None:
        u = lay.unit
        t = fit_text(message, font_size(u, 20, 14), theme.TEXT_ON_BRASS, lay.rect.w - round(60 * u), "bold")
        draw_pill(surface, t, theme.BRASS, (round(36 * u), round(18 * u)), border=theme.BRASS_DARK,
                  border_width=max(2, round(2 * u)), within=lay.rect, center=lay.ring.center)


TABLE = MaskmenTable
