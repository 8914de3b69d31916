"""The ladder: a partial order drawn as vertical lines of markers, weaker below stronger.

The widget draws a layout computed elsewhere (anything with ``lines``,
``home`` and ``levels``, such as :class:`tabletop.games.maskmen.ladder.Ladder`):
one column per line, one row per level, every marker at its level in every
line it appears in. Markers glide to their new places when the layout
changes (lines stay put, a marker climbs as more is known), a newly placed
marker drops in with a glow, and a copy that is no longer needed fades out.

Hovering or selecting a marker (``highlight``) rings what it is known to
beat in green and what it is known to lose to in red, and dims the rest.
The widget never decides anything: the table gives it the layout, the
known pairs and a painter for markers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from tabletop.ui import theme

MOVE_TIME = 0.45
"""Seconds a marker takes to glide to its new place."""

DROP_TIME = 0.6
"""Seconds a newly placed marker takes to drop in."""

FADE_TIME = 0.3

COPY_SCALE = 0.8
"""A copied marker is drawn a little smaller than the wrestler's own marker."""

MarkerPainter = Callable[[str, int, bool], pygame.Surface]
"""``paint(name, side, copy)``: a marker image of ``side`` pixels (``copy``: a repeated marker)."""


class LadderLayout(Protocol):
    @property
    def lines(self) -> tuple[tuple[str, ...], ...]: ...

    @property
    def home(self) -> dict[str, int]: ...

    @property
    def levels(self) -> dict[str, int]: ...


@dataclass
class _Piece:
    """One marker on screen: where it is (column, row, in layout units) and where it goes."""

    name: str
    copy: bool
    col: float
    row: float
    to_col: float
    to_row: float
    from_col: float
    from_row: float
    moved: float = MOVE_TIME
    born: float = DROP_TIME
    fading: float | None = None
    dropping: bool = False

    def position(self) -> tuple[float, float]:
        t = min(1.0, self.moved / MOVE_TIME)
        e = 1 - (1 - t) ** 3
        return (
            self.from_col + (self.to_col - self.from_col) * e,
            self.from_row + (self.to_row - self.from_row) * e,
        )


def _ease_out_back(t: float) -> float:
    c = 1.4
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


class LadderWidget:
    """Draws a ladder layout in a rectangle, animates its changes and answers hit tests."""

    def __init__(self, paint: MarkerPainter) -> None:
        self.paint = paint
        self.pieces: dict[tuple[str, int | None], _Piece] = {}
        self.pairs: set[tuple[str, str]] = set()
        self.columns = 1
        self.rows = 1
        self._placed: dict[tuple[str, int | None], pygame.Rect] = {}

    # --- the layout --------------------------------------------------------------------
    def set_layout(self, layout: LadderLayout, pairs: Iterable[tuple[str, str]], animate: bool = True) -> None:
        """Show ``layout``; ``pairs`` are the known (weaker, stronger) pairs, for highlights."""
        self.pairs = set(pairs)
        self.columns = max(1, len(layout.lines))
        self.rows = max(1, max(layout.levels.values(), default=0) + 1)
        wanted: dict[tuple[str, int | None], tuple[int, int]] = {}
        for col, line in enumerate(layout.lines):
            for name in line:
                key: tuple[str, int | None] = (name, None) if layout.home.get(name) == col else (name, col)
                wanted[key] = (col, layout.levels[name])
        for key, (col, row) in wanted.items():
            piece = self.pieces.get(key)
            if piece is None:
                name, copy_col = key
                home = self.pieces.get((name, None))
                if copy_col is not None and home is not None and home.fading is None:
                    start = home.position()  # a copy slides out of the wrestler's own marker
                    piece = _Piece(name, True, *start, col, row, *start, moved=0.0 if animate else MOVE_TIME,
                                   born=DROP_TIME)
                else:
                    piece = _Piece(name, copy_col is not None, col, row, col, row, col, row,
                                   born=0.0 if animate else DROP_TIME, dropping=animate and copy_col is None)
                self.pieces[key] = piece
                continue
            piece.fading = None
            if (piece.to_col, piece.to_row) != (col, row):
                piece.from_col, piece.from_row = piece.position()
                piece.to_col, piece.to_row = col, row
                piece.moved = 0.0 if animate else MOVE_TIME
        for old_key, piece in list(self.pieces.items()):
            if old_key not in wanted:
                if animate:
                    if piece.fading is None:
                        piece.fading = 0.0
                else:
                    del self.pieces[old_key]

    def clear(self) -> None:
        """Forget every marker (a new season, or an undo to an earlier season)."""
        self.pieces.clear()
        self._placed.clear()

    def update(self, dt: float) -> None:
        for key, piece in list(self.pieces.items()):
            piece.moved = min(MOVE_TIME, piece.moved + dt)
            piece.born = min(DROP_TIME, piece.born + dt)
            if piece.fading is not None:
                piece.fading += dt
                if piece.fading >= FADE_TIME:
                    del self.pieces[key]

    def busy(self) -> bool:
        return any(
            p.moved < MOVE_TIME or p.born < DROP_TIME or p.fading is not None for p in self.pieces.values()
        )

    # --- geometry ---------------------------------------------------------------------
    def _geometry(self, rect: pygame.Rect) -> tuple[float, float, int, float, float]:
        """Column width, row height, marker side, left x and bottom y of the grid."""
        col_w = rect.w / self.columns
        row_h = rect.h / self.rows
        side = int(max(10, min(col_w * 0.72, row_h * 0.82, rect.w * 0.3, 72)))
        total_w = min(rect.w, col_w * self.columns)
        x0 = rect.centerx - total_w / 2
        grid_h = min(rect.h, max(row_h, side * 1.25) * self.rows)
        bottom = rect.bottom - (rect.h - grid_h) / 2
        return col_w, grid_h / self.rows, side, x0, bottom

    def _center(self, rect: pygame.Rect, col: float, row: float) -> tuple[float, float]:
        col_w, row_h, _, x0, bottom = self._geometry(rect)
        return (x0 + (col + 0.5) * col_w, bottom - (row + 0.5) * row_h)

    def marker_rect(self, name: str, rect: pygame.Rect) -> pygame.Rect | None:
        """Where ``name``'s own marker is drawn in ``rect`` (None when it is not placed)."""
        piece = self.pieces.get((name, None))
        if piece is None:
            return None
        _, _, side, _, _ = self._geometry(rect)
        cx, cy = self._center(rect, piece.to_col, piece.to_row)
        r = pygame.Rect(0, 0, side, side)
        r.center = (round(cx), round(cy))
        return r

    def marker_at(self, pos: Sequence[int], rect: pygame.Rect) -> str | None:
        """The wrestler whose marker (own or copy) is under ``pos``."""
        _, _, side, _, _ = self._geometry(rect)
        for piece in self.pieces.values():
            if piece.fading is not None:
                continue
            cx, cy = self._center(rect, *piece.position())
            if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (side / 2) ** 2:
                return piece.name
        return None

    # --- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, highlight: str | None = None,
             dim: Mapping[str, bool] | None = None) -> None:
        """Draw into ``rect``. ``highlight`` rings what it beats (green) and loses to (red)."""
        if not self.pieces:
            return
        col_w, row_h, side, x0, bottom = self._geometry(rect)
        # the rails: one per column, from its lowest to its highest marker
        spans: dict[int, list[float]] = {}
        for piece in self.pieces.values():
            if piece.fading is None:
                spans.setdefault(round(piece.to_col), []).append(piece.to_row)
        rail = max(2, side // 12)
        for column, rows in spans.items():
            cx = x0 + (column + 0.5) * col_w
            top = bottom - (max(rows) + 0.5) * row_h
            low = bottom - (min(rows) + 0.5) * row_h
            pygame.draw.line(surface, theme.BRASS_DARK, (cx, top), (cx, low), rail)
            if max(rows) > min(rows):
                # small arrow heads pointing up: stronger above
                for step in range(int(min(rows)), int(max(rows))):
                    y = bottom - (step + 1.0) * row_h
                    a = side * 0.12
                    pygame.draw.polygon(surface, theme.BRASS, [(cx - a, y + a * 0.6), (cx + a, y + a * 0.6), (cx, y - a * 0.6)])
        beats = {a for a, b in self.pairs if b == highlight} if highlight else set()
        loses = {b for a, b in self.pairs if a == highlight} if highlight else set()
        ring = max(2, side // 14)
        order = sorted(self.pieces.values(), key=lambda p: (not p.copy, p.name == highlight))
        for piece in order:
            col, row = piece.position()
            cx, cy = x0 + (col + 0.5) * col_w, bottom - (row + 0.5) * row_h
            scale = 1.0
            alpha = 255
            if piece.born < DROP_TIME:
                t = piece.born / DROP_TIME
                if piece.dropping:
                    cy -= (1 - t) ** 2 * row_h * 1.2
                    scale = max(0.2, _ease_out_back(t))
                else:
                    scale = max(0.2, t)
            if piece.fading is not None:
                alpha = max(0, round(255 * (1 - piece.fading / FADE_TIME)))
            if piece.copy:
                scale *= COPY_SCALE
            image = self.paint(piece.name, max(8, round(side * scale)), piece.copy)
            r = image.get_rect(center=(round(cx), round(cy)))
            if piece.dropping and piece.born < DROP_TIME:
                glow_r = round(side * (0.6 + 0.3 * (1 - piece.born / DROP_TIME)))
                halo = pygame.Surface((glow_r * 2, glow_r * 2), pygame.SRCALPHA)
                pygame.draw.circle(halo, (*theme.LEGAL, round(120 * (1 - piece.born / DROP_TIME))), (glow_r, glow_r), glow_r)
                surface.blit(halo, halo.get_rect(center=r.center))
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            surface.blit(image, r)
            if highlight is not None:
                colour = None
                if piece.name == highlight:
                    colour = theme.SELECTED
                elif piece.name in beats:
                    colour = theme.SUCCESS
                elif piece.name in loses:
                    colour = theme.DANGER
                if colour is not None:
                    pygame.draw.circle(surface, colour, r.center, side // 2 + ring, ring)
                else:
                    veil = pygame.Surface(r.size, pygame.SRCALPHA)
                    pygame.draw.circle(veil, (0, 0, 0, 140), (r.w // 2, r.h // 2), r.w // 2)
                    surface.blit(veil, r)
            elif dim and dim.get(piece.name):
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.circle(veil, (0, 0, 0, 110), (r.w // 2, r.h // 2), r.w // 2)
                surface.blit(veil, r)
