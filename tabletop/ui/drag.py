"""Drag and drop, click-to-select and keyboard choice of a (thing, place) pair.

A table registers, every time its layout changes, the *sources* a person may
pick up (cards in hand, buttons) and the *targets* they may drop them on
(territories, piles). The controller turns mouse and keyboard input into a
call of ``resolve(source, target)``, which answers with an action to play or
a short reason why not; it never draws, the table reads its state to do so:

- drag: press on a source, move, release over a target. While dragging,
  :meth:`DragDrop.legal_targets` light up. An illegal drop snaps the source
  back (see :attr:`DragDrop.snaps`) and shows the reason.
- click: click a source to select it, then click a target. Clicking the
  selected source again, or empty space, drops the selection.
- keyboard: Tab / Shift+Tab and the arrow keys move the focus over the
  sources (or, once one is chosen, over its legal targets); Enter or Space
  confirms; Escape steps back.

A source registered with ``alone=True`` (a button such as "Pass") acts on a
click or Enter by itself: ``resolve(source, None)``; with ``drags=True`` as
well it may also be dragged to a target. With ``click_plays_single`` (the
default) a click on any other source whose only legal target is one place
plays it there at once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)
A = TypeVar("A")

DRAG_THRESHOLD = 6
"""Pixels the pointer must travel with the button held before a press becomes a drag."""

SNAP_TIME = 0.18
MESSAGE_TIME = 2.6


@dataclass
class Spot(Generic[K]):
    """A source or target: its key and where it is on screen.

    ``alone``: a click (or Enter) on the source acts by itself. ``drags``: the
    source may be dragged to a target (by default, unless it is ``alone``).
    """

    key: K
    rect: pygame.Rect
    alone: bool = False
    drags: bool | None = None

    @property
    def draggable(self) -> bool:
        return not self.alone if self.drags is None else self.drags


@dataclass
class Snap(Generic[K]):
    """A source sliding back to its place after an illegal or empty drop."""

    key: K
    start: tuple[int, int]
    elapsed: float = 0.0

    def position(self, home: tuple[int, int]) -> tuple[int, int]:
        t = min(1.0, self.elapsed / SNAP_TIME)
        t = 1 - (1 - t) ** 3
        return (
            round(self.start[0] + (home[0] - self.start[0]) * t),
            round(self.start[1] + (home[1] - self.start[1]) * t),
        )


class DragDrop(Generic[K, A]):
    """Input controller for choosing a source and a target. See the module doc."""

    def __init__(
        self,
        resolve: Callable[[K, K | None], A | str | None],
        legal_targets: Callable[[K], Collection[K]],
        click_plays_single: bool = True,
    ) -> None:
        self._resolve = resolve
        self._legal_targets = legal_targets
        self.click_plays_single = click_plays_single
        self.sources: list[Spot[K]] = []
        self.targets: list[Spot[K]] = []
        self.selected: K | None = None
        self.focus: K | None = None
        self.hover: K | None = None
        self.dragging: K | None = None
        self.drag_pos: tuple[int, int] = (0, 0)
        self.grab_offset: tuple[int, int] = (0, 0)
        self.last_drop: tuple[K, tuple[int, int]] | None = None
        self.snaps: list[Snap[K]] = []
        self.message: str = ""
        self.message_time: float = 0.0
        self.said = 0
        self.keyboard_active = False
        self._pressed: K | None = None
        self._press_pos: tuple[int, int] = (0, 0)
        self._pressed_is_source = False

    # --- set up by the table ------------------------------------------------
    def set_spots(self, sources: list[Spot[K]], targets: list[Spot[K]]) -> None:
        """Replace the sources and targets (call when the layout or the legal moves change)."""
        self.sources = sources
        self.targets = targets
        keys = {s.key for s in sources}
        if self.selected is not None and self.selected not in keys:
            self.selected = None
        if self.dragging is not None and self.dragging not in keys:
            self.dragging = None
        if self.focus is not None and self.focus not in keys and self.focus not in {t.key for t in targets}:
            self.focus = None

    def reset(self) -> None:
        """Forget any selection, drag or focus (e.g. when the turn passes)."""
        self.selected = None
        self.dragging = None
        self.focus = None
        self._pressed = None

    def say(self, message: str) -> None:
        """Show ``message`` (a reason why not) for a moment; ``said`` counts the messages."""
        self.message = message
        self.message_time = MESSAGE_TIME if message else 0.0
        if message:
            self.said += 1

    # --- state for drawing ----------------------------------------------------
    @property
    def active(self) -> K | None:
        """The source being dragged, else the selected one."""
        return self.dragging if self.dragging is not None else self.selected

    def legal_targets(self) -> set[K]:
        """Targets where the active source may go (empty when nothing is active)."""
        active = self.active
        if active is None:
            return set()
        return set(self._legal_targets(active))

    def target_under_pointer(self) -> K | None:
        """The target under the dragged card's pointer (for a hover highlight)."""
        if self.dragging is None:
            return None
        return self._spot_at(self.targets, self.drag_pos)

    def refusal_under_pointer(self) -> str | None:
        """Why dropping the dragged source on the target under the pointer would be refused
        (None: nothing is dragged, no target is there, or the drop would be played)."""
        source = self.dragging
        under = self.target_under_pointer()
        if source is None or under is None or under in self.legal_targets():
            return None
        outcome = self._resolve(source, under)
        return outcome if isinstance(outcome, str) else None

    def home(self, key: K) -> pygame.Rect | None:
        for spot in self.sources:
            if spot.key == key:
                return spot.rect
        return None

    def update(self, dt: float) -> None:
        for snap in self.snaps:
            snap.elapsed += dt
        self.snaps = [s for s in self.snaps if s.elapsed < SNAP_TIME]
        if self.message_time > 0:
            self.message_time = max(0.0, self.message_time - dt)
            if self.message_time == 0:
                self.message = ""

    def busy(self) -> bool:
        return bool(self.snaps) or self.dragging is not None

    # --- input ----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> A | None:
        """Feed one input event; returns an action when the person completed a move."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(tuple(event.pos))
        if event.type == pygame.MOUSEMOTION:
            return self._motion(tuple(event.pos))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(tuple(event.pos))
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _spot_at(self, spots: list[Spot[K]], pos: tuple[int, int]) -> K | None:
        for spot in reversed(spots):  # topmost (drawn last) first
            if spot.rect.collidepoint(pos):
                return spot.key
        return None

    def _press(self, pos: tuple[int, int]) -> A | None:
        self.keyboard_active = False
        source = self._spot_at(self.sources, pos)
        if source is not None:
            self.say("")  # a new attempt: the last reason has served
            self._pressed = source
            self._pressed_is_source = True
            home = self.home(source)
            assert home is not None
            self.grab_offset = (pos[0] - home.x, pos[1] - home.y)
        else:
            self._pressed = self._spot_at(self.targets, pos)
            self._pressed_is_source = False
        self._press_pos = pos
        self.drag_pos = pos
        return None

    def _motion(self, pos: tuple[int, int]) -> A | None:
        self.drag_pos = pos
        if self.dragging is None:
            self.hover = self._spot_at(self.sources, pos) or self._spot_at(self.targets, pos)
            if (
                self._pressed is not None
                and self._pressed_is_source
                and self._is_draggable(self._pressed)
                and max(abs(pos[0] - self._press_pos[0]), abs(pos[1] - self._press_pos[1])) >= DRAG_THRESHOLD
            ):
                self.dragging = self._pressed
                self.selected = None
                self.snaps = [s for s in self.snaps if s.key != self.dragging]
        return None

    def _release(self, pos: tuple[int, int]) -> A | None:
        pressed, self._pressed = self._pressed, None
        self.drag_pos = pos
        self.hover = self._spot_at(self.sources, pos) or self._spot_at(self.targets, pos)
        if self.dragging is not None:
            source, self.dragging = self.dragging, None
            target = self._spot_at(self.targets, pos)
            card_pos = (pos[0] - self.grab_offset[0], pos[1] - self.grab_offset[1])
            if target is None:
                self.snaps.append(Snap(source, card_pos))
                return None
            outcome = self._attempt(source, target)
            if outcome is None:
                self.snaps.append(Snap(source, card_pos))
            else:
                self.last_drop = (source, card_pos)
            return outcome
        # a click: press and release on the same spot
        if pressed is None:
            self.selected = None
            return None
        if self._pressed_is_source:
            if self._spot_at(self.sources, pos) != pressed:
                return None
            if self._is_alone(pressed):
                self.selected = None
                return self._attempt(pressed, None)
            only = self._only_target(pressed)
            if only is not None:
                self.selected = None
                return self._attempt(pressed, only)
            self.selected = None if self.selected == pressed else pressed
            return None
        if self._spot_at(self.targets, pos) != pressed:
            return None
        if self.selected is None:
            return None
        return self._attempt(self.selected, pressed)

    def _attempt(self, source: K, target: K | None) -> A | None:
        outcome = self._resolve(source, target)
        if outcome is None:
            return None
        if isinstance(outcome, str):
            self.say(outcome)
            return None
        self.say("")
        self.selected = None
        self.focus = None
        return outcome

    def _is_alone(self, key: K) -> bool:
        return any(s.key == key and s.alone for s in self.sources)

    def _is_draggable(self, key: K) -> bool:
        return any(s.key == key and s.draggable for s in self.sources)

    def _only_target(self, source: K) -> K | None:
        """The one legal target of ``source`` when a click plays it there (else None)."""
        if not self.click_plays_single:
            return None
        legal = self._legal_targets(source)
        return next(iter(legal)) if len(legal) == 1 else None

    # --- keyboard -------------------------------------------------------------
    def _focus_ring(self) -> list[Spot[K]]:
        """What the focus moves over now: the sources, or the chosen source's legal targets."""
        if self.selected is not None:
            legal = self.legal_targets()
            return [t for t in self.targets if t.key in legal]
        return list(self.sources)

    def _key(self, event: pygame.event.Event) -> A | None:
        ring = self._focus_ring()
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.focus, self.selected = self.selected, None
                return None
            self.focus = None
            return None
        if key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.keyboard_active = True
            if not ring:
                return None
            keys = [s.key for s in ring]
            if self.focus not in keys:
                self.focus = keys[0]
                return None
            if key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.focus = keys[(keys.index(self.focus) + step) % len(keys)]
                return None
            self.focus = self._spatial(ring, key)
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard_active = True
            if self.focus is None:
                if ring:
                    self.focus = ring[0].key
                return None
            if self.selected is None:
                if self._is_alone(self.focus):
                    return self._attempt(self.focus, None)
                if any(s.key == self.focus for s in self.sources):
                    self.selected = self.focus
                    targets = self._focus_ring()
                    self.focus = targets[0].key if targets else None
                return None
            return self._attempt(self.selected, self.focus)
        return None

    def _spatial(self, ring: list[Spot[K]], key: int) -> K | None:
        """The spot nearest the focused one in the arrow's direction (wrapping along the row)."""
        current = next((s for s in ring if s.key == self.focus), None)
        if current is None:
            return ring[0].key if ring else None
        cx, cy = current.rect.center
        dx, dy = {
            pygame.K_LEFT: (-1, 0),
            pygame.K_RIGHT: (1, 0),
            pygame.K_UP: (0, -1),
            pygame.K_DOWN: (0, 1),
        }[key]
        best: tuple[float, K] | None = None
        for spot in ring:
            if spot.key == current.key:
                continue
            ox, oy = spot.rect.centerx - cx, spot.rect.centery - cy
            along = ox * dx + oy * dy
            if along <= 0:
                continue
            across = abs(ox * dy) + abs(oy * dx)
            score = along + across * 2.5
            if best is None or score < best[0]:
                best = (score, spot.key)
        if best is not None:
            return best[1]
        # nothing that way: wrap round to the farthest spot the other way
        keys = [s.key for s in ring]
        step = 1 if (dx + dy) > 0 else -1
        return keys[(keys.index(current.key) + step) % len(keys)]
