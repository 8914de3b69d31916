"""The Maskmen table: the ring, the strength-marker ladder, the scoreboard, every seat and the hand.

Play: click a card of a wrestler to play that card and the ones on top of it
(a follower always plays the one legal count; the cards a click would play
rise under the pointer), or drag them to the ring; or Tab/arrows and Enter.
Over each group of the hand a hint says what that wrestler may do now ("play
2", "weaker", ...). An illegal play is refused with the rules' reason.
Hovering or picking a wrestler (in the hand or on the ladder) lights up what
it is known to beat (green) and to lose to (red). When a season ends, its
summary stays over the table until the player goes on (:mod:`.summary`).

The table is split by responsibility: :mod:`.layout` (where things go),
:mod:`.drawing` (what is drawn), :mod:`.animate` (flights from events); this
module holds the table's state and turns input into actions.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat
from tabletop.games.maskmen import art, drawing
from tabletop.games.maskmen.animate import animate
from tabletop.games.maskmen.cards import INDEX, MAX_PLAY, TITLE, WRESTLERS
from tabletop.games.maskmen.drawing import SWEEP_TIME
from tabletop.games.maskmen.ladder import Ladder, arrange
from tabletop.games.maskmen.layout import Layout, lay_out
from tabletop.games.maskmen.rules import PASS, PLAY, MaskmenView
from tabletop.games.maskmen.summary import SPECTATOR_TIME, SeasonSummary, draw_summary, summary_rects
from tabletop.ui import theme
from tabletop.ui.banner import Banner
from tabletop.ui.cards import Colour, SurfaceCache
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.flight import Flight
from tabletop.ui.ladder import LadderWidget

Key = tuple[Any, ...]
"""A drag source or target: ("card", wrestler, from_top), ("pass",) or ("ring",)."""


class MaskmenTable(DragTable[Layout]):
    """Draws a :class:`MaskmenView` and turns clicks, drags and keys into Maskmen actions."""

    START_RECT = (0, 0, 1000, 720)

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        self.ladder = LadderWidget(lambda name, side, copy: art.marker(name, side, copy))
        self.layout_ladder: Ladder | None = None
        self.sweep: tuple[tuple[tuple[int, str, int], ...], float] | None = None
        self.banner = Banner()
        self.summary: SeasonSummary | None = None
        """The season just over, shown until the player goes on."""
        self._summary_age = 0.0
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
        self._relayout_ladder(slide=not new_season)

    def on_undo(self) -> None:
        super().on_undo()
        self.summary = None
        self._stop_animations()
        self._relayout_ladder(slide=False)

    def _stop_animations(self) -> None:
        self.flights.clear()
        self.sweep = None
        self.ladder.clear()
        self.layout_ladder = None

    def _relayout_ladder(self, slide: bool) -> None:
        """Arrange the ladder for the view; ``slide``: markers move to their new places (else they jump)."""
        view: MaskmenView = self.view
        key = (view.season, view.markers, view.ladder)
        if key == self._ladder_key and self.layout_ladder is not None and self.ladder.pieces:
            return
        self._ladder_key = key
        ladder = arrange(list(view.markers), view.ladder, self.layout_ladder)
        if ladder != self.layout_ladder or not self.ladder.pieces:
            self.ladder.set_layout(ladder, view.ladder, animate=slide)
            self.layout_ladder = ladder

    def _animate(self, events: Sequence[Event]) -> None:
        animate(self, events)

    def show_summary(self, summary: SeasonSummary) -> None:
        self.summary = summary
        self._summary_age = 0.0
        self.banner.clear()

    def dismiss_summary(self) -> None:
        self.summary = None

    def summary_button_rect(self) -> pygame.Rect | None:
        """The summary's Continue button, while the summary shows (else None)."""
        if self.summary is None:
            return None
        return summary_rects(self._current_layout(), self.summary)[1]

    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect) -> Action | None:
        """While the summary shows, a click or Enter/Space puts it away, and nothing else is played."""
        if self.summary is None:
            return super().handle_event(event, rect)
        if hasattr(event, "pos"):
            self._point((int(event.pos[0]), int(event.pos[1])))
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        ):
            self.dismiss_summary()
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.summary is not None:
            self._summary_age += dt
            if self.viewer is None and self._summary_age >= SPECTATOR_TIME:
                self.summary = None  # nobody at the table to put it away
        self.ladder.update(dt)
        if self.sweep is not None:
            pile, t = self.sweep
            t += dt
            self.sweep = None if t >= SWEEP_TIME else (pile, t)
        self.banner.update(dt)

    def _landed(self, flights: list[Flight]) -> None:
        self.play_sound("place")  # once, however many plays land together

    def busy(self) -> bool:
        """Animations run, or a person has the season's summary before them (the next season waits)."""
        holding = self.summary is not None and self.viewer is not None
        return super().busy() or self.sweep is not None or self.ladder.busy() or holding

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
    def _watched_seat(self) -> int:
        view: MaskmenView = self.view
        return int(view.to_act) if view.to_act is not None else 0

    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        view: MaskmenView = self.view
        home = self._home_seat()
        return (tuple(rect), view.players, home, view.hand, view.hand_counts[home])

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        view: MaskmenView = self.view
        return lay_out(rect, view.players, self._home_seat(), view.hand)

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

    def picked(self, source: Key | None) -> tuple[int, int] | None:
        """The cards ``source`` picks up: (wrestler, count), None if it is not a hand card."""
        if source is None or source[0] != "card":
            return None
        w = int(source[1])
        return w, self.pick_count(w, int(source[2]))

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
        if source == ("pass",):
            return PASS if PASS in self.legal else self.refusal(PASS)
        action = self._play_of(source)
        if action is None or target != ("ring",):
            return None
        for legal in self.legal:
            if legal == action:
                return legal
        return self.refusal(action)

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
        for name, r in lay.tray_spots().items():
            if r.collidepoint(self.pointer):
                return name
        return None

    # --- the status line and the drawing -------------------------------------------------
    def _turn_text(self) -> tuple[str, Colour]:
        view: MaskmenView = self.view
        active = self.drag.active
        if active is not None and active[0] == "card":
            action = self._play_of(active)
            assert action is not None
            if action in self.legal:
                return f"{action.label}: drag to the ring or click it", theme.LEGAL
            return self.refusal(action), theme.DANGER
        if view.table is None:
            return "You open the round: pick a wrestler (1 card if it is new this season)", theme.LEGAL
        name, tc = view.table
        return f"Beat {tc}\u00d7 {TITLE[name]}, or pass", theme.LEGAL

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is not None:
            drawing.draw(self, surface, rect)

    def draw_over(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is None:
            return
        drawing.draw_over(self, surface, rect)
        if self.summary is not None:
            lay = self._current_layout()
            button = summary_rects(lay, self.summary)[1]
            draw_summary(surface, lay, self.summary, self.seat_name, self.draw_seat_marker,
                         hover=button.collidepoint(self.pointer))


TABLE = MaskmenTable
