"""A game table played with :class:`~tabletop.ui.drag.DragDrop`: the part every such table shares.

A subclass gives its layout (``_layout_key_for``: what the layout depends
on; ``_lay_out``: the layout in a rectangle), the sources and targets on it
(``_spots``), its answers to the drag controller (``_resolve``: the action for
a source dropped on a target, or the reason why not; ``_targets_for``: where a
source may go) and its animations from events (``_animate``, adding to
``flights``).

This class does the chores: it keeps the layout per rectangle; refreshes the
sources and targets when the view, the layout, the legal moves or the viewer
change; drops any drag or selection when the turn changes (``_turn_key``) or
the match goes back (``on_undo``, which also grounds the cards in flight);
forgets where the last card was dropped once its events are animated; runs
the flights; feeds input to the controller with an error sound for each new
reason why not; and remembers where the pointer is.

It also answers what every table's drawing asks: the home seat, the status
line (``status``), where a source's card is drawn and with which ring
(``pose``), how a target glows (``target_glow``), where the dragged card is
and why it may not go where it is (``dragged_rect``, ``draw_refusal``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat
from tabletop.ui import theme
from tabletop.ui.cards import Colour, font_size, text
from tabletop.ui.decision import PanelLayout
from tabletop.ui.drag import DragDrop, Spot
from tabletop.ui.flight import Flight, Flights
from tabletop.ui.table import GameTable
from tabletop.ui.table_parts import draw_button, draw_reason

Key = tuple[Any, ...]
"""A drag source or target, e.g. ``("hand", 2)`` or ``("pass",)``."""

L = TypeVar("L")


class DragTable(GameTable, Generic[L]):
    """A :class:`GameTable` whose input goes through a :class:`DragDrop`; ``L`` is the game's layout."""

    START_RECT: ClassVar[tuple[int, int, int, int]] = (0, 0, 1280, 800)
    """The rectangle laid out before the host first gives one."""

    CLICK_PLAYS_SINGLE_TARGET: ClassVar[bool] = True
    """Whether a click on a source with one legal target plays it there (else the click selects it)."""

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        self.drag: DragDrop[Key, Action] = DragDrop(
            self._resolve, self._targets_for, click_plays_single=self.CLICK_PLAYS_SINGLE_TARGET
        )
        self.pointer: tuple[int, int] = (-1, -1)
        self.flights = Flights(self.play_sound)
        """The cards flying now (``_animate`` adds them; the table draws them or lets them draw themselves)."""
        self._rect = pygame.Rect(self.START_RECT)
        self._layout: L | None = None
        self._layout_key: Hashable = None
        self._spots_key: Hashable = None
        self._turn: Hashable = None

    # --- what a game gives ----------------------------------------------------------
    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        """Everything the layout in ``rect`` depends on (the view's parts that move things)."""
        raise NotImplementedError

    def _lay_out(self, rect: pygame.Rect) -> L:
        """The layout for ``rect`` (called only when :meth:`_layout_key_for` changes)."""
        raise NotImplementedError

    def _spots(self, lay: L) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        """The drag sources and drop targets on ``lay`` now (none when the viewer may not act)."""
        raise NotImplementedError

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        """The action for ``source`` dropped on ``target`` (None: clicked alone), or the reason why not."""
        raise NotImplementedError

    def _targets_for(self, source: Key) -> set[Key]:
        """The targets where ``source`` may go now (they light up)."""
        raise NotImplementedError

    def _probe(self, source: Key, target: Key | None) -> Action | str | None:
        """What ``_resolve`` answers for ``source`` on ``target``, asked only to find where an action
        is played (a hint): a table whose ``_resolve`` remembers the drop overrides this to forget it."""
        return self._resolve(source, target)

    def _point(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos`` (from any input event that has a position)."""
        self.pointer = pos

    def _turn_key(self, view: Any) -> Hashable:
        """What makes a new turn for the person at the table: a drag or selection ends when it changes.

        By default the view's turn counter and the seat to act, where the view has them.
        """
        return (getattr(view, "turn", None), getattr(view, "to_act", None))

    def _animate(self, events: Sequence[Event]) -> None:
        """Start the animations and sounds of ``events`` (``self.drag.last_drop``: where a dragged card was let go)."""

    def _landed(self, flights: list[Flight]) -> None:
        """``flights`` landed this frame (each has already played its own sound, if it has one)."""

    def _laid_panel(self, lay: L) -> PanelLayout | None:
        """Where the decision panel's buttons lie on ``lay``, for the number keys (None: the keys
        press nothing now). By default the layout's ``panel`` field, where it has one."""
        laid = getattr(lay, "panel", None)
        return laid if isinstance(laid, PanelLayout) else None

    # --- shared -------------------------------------------------------------------------
    def set_view(self, view: Any, viewer: Seat | None, legal: Sequence[Action]) -> None:
        turn = None if view is None else (viewer, self._turn_key(view))
        super().set_view(view, viewer, legal)
        if turn != self._turn:
            self._turn = turn
            self.drag.reset()
        self._spots_key = None

    def on_events(self, events: Sequence[Event]) -> None:
        if self.view is not None:
            self._animate(events)
        self.drag.last_drop = None

    def on_undo(self) -> None:
        """The match went back: no drag, selection, snap, reason or flight of the later view stays."""
        self.flights.clear()
        self.drag.reset()
        self.drag.snaps.clear()
        self.drag.last_drop = None
        self.drag.say("")
        self._spots_key = None

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        landed = self.flights.update(dt)
        if landed:
            self._landed(landed)

    def busy(self) -> bool:
        return bool(self.drag.snaps) or self.flights.busy()

    @property
    def message(self) -> str:
        """The reason shown after an illegal drop ("" when none)."""
        return self.drag.message

    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect) -> Action | None:
        if self.view is None:
            return None
        if hasattr(event, "pos"):
            self._point((int(event.pos[0]), int(event.pos[1])))
        lay = self._sync(rect)
        if event.type == pygame.KEYDOWN and self.panel is not None:  # the number keys press the panel's buttons
            laid = self._laid_panel(lay)
            pressed = self.panel.number_key(event, laid) if laid is not None else None
            if pressed is not None:
                return pressed
        said = self.drag.said
        action = self.drag.handle(event)
        if self.drag.said != said and self.drag.message:  # a new reason why not
            self.play_sound("error")
        return action

    def _current_layout(self) -> L:
        """The layout for the rectangle last drawn in."""
        return self._make_layout(self._rect)

    def _make_layout(self, rect: pygame.Rect) -> L:
        """The layout for ``rect``, made again only when what it depends on changed (the player's look too)."""
        key = (self._layout_key_for(rect), theme.look())
        if key == self._layout_key and self._layout is not None:
            return self._layout
        self._rect = pygame.Rect(rect)
        lay = self._lay_out(rect)
        self._layout_key = key
        self._layout = lay
        self._spots_key = None
        return lay

    def _sync(self, rect: pygame.Rect) -> L:
        """The layout for ``rect``; the drag sources and targets follow the layout, the legal moves and the viewer."""
        lay = self._make_layout(rect)
        key = (self._layout_key, tuple(self.legal), self.viewer)
        if key != self._spots_key:
            self._spots_key = key
            sources, targets = self._spots(lay)
            self.drag.set_spots(sources, targets)
        return lay

    def choice_rects(self, but: pygame.Rect | None = None) -> list[pygame.Rect]:
        """Where the cards and places the person may pick now lie (the drag sources), less ``but``: a
        preview keeps clear of them where it can, so that it hides no choice beside the card it shows."""
        return [spot.rect for spot in self.drag.sources if spot.rect != but]

    def places_key(self) -> Hashable:
        """The layout (the decision panel's page with it), the legal moves and the viewer the sources and
        targets were last found for."""
        return self._spots_key

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """The decision panel's places for ``action``, else the first source that plays it and its
        target (a source that plays it alone: that source)."""
        if self.view is None or action not in self.legal:
            return []
        self._sync(self._rect)
        if self.panel is not None:
            places = self.panel.places_of(action)
            if places:
                return places
        for spot in self.drag.sources:
            if self.panel is not None and self.panel.owns(spot.key):
                continue  # the panel answered above, without pressing its buttons
            if spot.alone and self._probe(spot.key, None) == action:
                return [spot.rect]
            goes = self._targets_for(spot.key)
            for target in self.drag.targets:  # in the table's order: its first place for a move first
                if target.key in goes and self._probe(spot.key, target.key) == action:
                    return [spot.rect, target.rect]
        return []

    # --- what the drawing asks ----------------------------------------------------------
    def _home_seat(self) -> int:
        """The seat drawn along the bottom: the viewer's, else the one :meth:`_watched_seat` names."""
        return int(self.viewer) if self.viewer is not None else self._watched_seat()

    def _watched_seat(self) -> int:
        """The seat a spectator's table (behind the curtain) is drawn around: the first by default."""
        return 0

    def status(self) -> tuple[str, Colour]:
        """The status line and its colour: the last reason why not, else the game's word on the turn."""
        if self.drag.message:
            return self.drag.message, theme.DANGER
        over = self._over_text()
        if over is not None:
            return over, theme.TEXT
        if self.legal:
            return self._turn_text()
        return self._waiting_text(), theme.TEXT

    def _over_text(self) -> str | None:
        """The status once the game is over (None while it runs): the result, which the table's
        middle does not say (it says that the game is over)."""
        if not getattr(self.view, "over", False):
            return None
        return self.outcome.rstrip(".") or "The game is over"

    def _turn_text(self) -> tuple[str, Colour]:
        """The status while the viewer may act (it may follow what is picked up)."""
        return "Your turn", theme.LEGAL

    def _waiting_text(self) -> str:
        """The status while another seat decides."""
        who = getattr(self.view, "to_act", None)
        return f"{self.seat_name(who)} is playing" if who is not None else ""

    def pose(
        self,
        key: Key,
        rect: pygame.Rect,
        lift: int,
        *,
        carried: bool | None = None,
        hovered: bool | None = None,
        snap_key: Key | None = None,
    ) -> tuple[pygame.Rect | None, Colour | None]:
        """Where a source's card is drawn now and its ring (None: it is under the pointer, drawn there).

        Picked up: lifted by ``lift`` with the selection ring; focused by the
        keyboard: half lifted with the focus ring; under the pointer on the
        viewer's turn: half lifted; sliding home after a refused drop: on its
        way. ``carried`` (default: it is the source picked up), ``hovered``
        (default: it is the source under the pointer) and ``snap_key`` (default:
        ``key``) let a card go with others, as a group picked up together.
        """
        drag = self.drag
        carried = key == drag.active if carried is None else carried
        hovered = key == drag.hover if hovered is None else hovered
        pose, ring = rect, None
        if carried:
            if drag.dragging is not None:
                return None, None
            pose, ring = rect.move(0, -lift), theme.SELECTED
        elif drag.keyboard_active and drag.focus == key:
            pose, ring = rect.move(0, -lift // 2), theme.INFO
        elif hovered and self.legal:
            pose = rect.move(0, -lift // 2)
        snap_key = key if snap_key is None else snap_key
        for snap in drag.snaps:
            if snap.key == snap_key:
                pose = pygame.Rect(snap.position(rect.topleft), rect.size)
        return pose, ring

    def draw_source_button(self, surface: pygame.Surface, key: Key, rect: pygame.Rect, label: str, size: int,
                           primary: bool = True) -> None:
        """A button that is a drag source (Pass), lit under the pointer and ringed by the keyboard focus."""
        focus = self.drag.keyboard_active and self.drag.focus == key
        draw_button(surface, rect, label, size, hover=self.drag.hover == key or focus, focus=focus, primary=primary)

    def target_glow(self, key: Key) -> Colour | None:
        """A target's ring now: bright where the card would go, plain where it may go, red where it is refused."""
        drag = self.drag
        under = drag.target_under_pointer()
        if key in drag.legal_targets():
            pointed = key == under or (drag.keyboard_active and drag.focus == key)
            return theme.LEGAL_HOVER if pointed else theme.LEGAL
        if key == under and drag.dragging is not None:
            return theme.DANGER
        return None

    def dragged_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the card being dragged is drawn: held where the pointer took it."""
        pos, off = self.drag.drag_pos, self.drag.grab_offset
        return pygame.Rect(pos[0] - off[0], pos[1] - off[1], *size)

    def draw_refusal(self, surface: pygame.Surface, card: pygame.Rect, unit: float, within: pygame.Rect) -> None:
        """Why the dragged ``card`` may not go where the pointer is, on a red pill above it (if it may not)."""
        reason = self.drag.refusal_under_pointer()
        if reason is not None:
            label = text(reason, font_size(unit, 14, 11), theme.TEXT, "semibold")
            draw_reason(surface, label, (self.drag.drag_pos[0], card.y - round(6 * unit)), unit, within)
