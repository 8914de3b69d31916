"""The Domains of Meh table: the map, every seat's cards, and play by mouse or keyboard.

Play: drag a card from the hand onto a territory (legal targets light up;
an illegal drop snaps back with the reason), or click a card and then a
territory (a card with one legal place goes there on the first click), or
use Tab/arrows and Enter. Moves animate from the events' data. Once the last
round has begun (the game can end before the player to act plays again), a
banner says so and a "Last round" tag stays by the status line.

The table is split by responsibility: :mod:`.layout` (where things go),
:mod:`.drawing` (what is drawn), :mod:`.animate` (flights from events); this
module holds the table's state and turns input into actions.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat
from tabletop.games.meh import art, drawing
from tabletop.games.meh.animate import animate
from tabletop.games.meh.cards import ARMIES, BLURB
from tabletop.games.meh.layout import Layout, lay_out
from tabletop.games.meh.rules import MehView
from tabletop.ui import theme
from tabletop.ui.banner import Banner
from tabletop.ui.cards import Colour, SurfaceCache
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.table import SetupOption
from tabletop.ui.table_parts import StaticLayer

Key = tuple[Any, ...]
"""A drag source or target: ("hand", index), ("pass",), ("territory", t) or ("deck",)."""


class MehTable(DragTable[Layout]):
    """Draws a :class:`MehView` and turns drags, clicks and keys into Meh actions."""

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        self.last_territory: int | None = None
        self._surfaces = SurfaceCache(limit=128)
        self._large = SurfaceCache(limit=2)  # the felt, per window size
        self._static = StaticLayer(keep=2)
        # what a territory shows while the card taking it still flies: the beaten card, or nothing
        self._hide_board: dict[int, tuple[int, int] | None] = {}
        self._drawn_hand: list[tuple[int, pygame.Rect]] = []
        self.banner = Banner()
        """News across the map for a moment (the last round begins)."""
        self.tip_at: pygame.Rect | None = None
        """Where the score's explanation was last drawn (None: not shown)."""

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

    def update(self, dt: float) -> None:
        super().update(dt)
        self.banner.update(dt)

    def on_undo(self) -> None:
        super().on_undo()
        self.banner.clear()
        self._hide_board.clear()
        self.last_territory = None

    def _animate(self, events: Sequence[Event]) -> None:
        animate(self, events)

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is not None:
            drawing.draw(self, surface, rect)

    def draw_over(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is not None:
            drawing.draw_over(self, surface, rect)

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

    def score_rect(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s score is drawn (hovering it explains it)."""
        lay = self._current_layout()
        return drawing.score_rect(lay.boxes[seat], lay.unit)

    def score_under_pointer(self) -> int | None:
        """The seat whose score the pointer rests on (None while dragging, or elsewhere)."""
        if self.drag.dragging is not None:
            return None
        lay = self._current_layout()
        for seat, box in lay.boxes.items():
            if drawing.score_rect(box, lay.unit).collidepoint(self.pointer):
                return seat
        return None

    def controls(self) -> list[pygame.Rect]:
        """What a pop-up must never cover: the hand's cards, Pass, the territories and the deck (drop targets)."""
        lay = self._current_layout()
        out = [*lay.hand_rects, *lay.tiles, lay.home.deck]
        if self.pass_rect() is not None:
            out.append(lay.pass_rect)
        return out

    def pass_rect(self) -> pygame.Rect | None:
        """The Pass button, when passing is a legal move (else None)."""
        if not any(a.kind == "pass" for a in self.legal):
            return None
        return self._current_layout().pass_rect.copy()

    # --- layout ---------------------------------------------------------------------
    def _hand_n(self) -> int:
        view: MehView = self.view
        return len(view.hand) if view.viewer is not None else view.hand_counts[self._home_seat()]

    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        view: MehView = self.view
        return (tuple(rect), view.players, self._home_seat(), self._hand_n())

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        return lay_out(rect, self.view.players, self._home_seat(), self._hand_n())

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
            return self._find("pass", ()) or self.refusal(Action("pass"))
        size = self._size_of(source)
        if size is None or target is None:
            return None
        if target == ("deck",):
            return self._find("bottom", (size,)) or self.refusal(Action("bottom", (size,)))
        if target[0] == "territory":
            t = int(target[1])
            return self._find("place", (size, t)) or self.refusal(Action("place", (size, t)))
        return None

    # --- the status line ---------------------------------------------------------------
    def _turn_text(self) -> tuple[str, Colour]:
        if any(a.kind == "pass" for a in self.legal):
            return "No cards left: press Pass", theme.LEGAL
        if self.drag.selected is not None:
            return "Now click a glowing territory or your deck", theme.LEGAL
        if self.drag.active is not None:
            return "Drop it on a glowing territory or on your deck", theme.LEGAL
        return "Your turn: drag a card onto a territory", theme.LEGAL

    def _waiting_text(self) -> str:
        view: MehView = self.view
        who = view.to_act if view.to_act is not None else view.current
        return f"{self.seat_name(who)} ({art.ARMY_NAMES[view.armies[who]]}) is playing"


TABLE = MehTable
