"""The table host's hints: asked for with the Hint button or H, searched in the background from
the person's own view, then shown in a box above the log and marked on the table until the
position changes.

The search sees only what the person sees (``Game.view`` of their seat) and the moves the
table already offers them; a hint is counted on the match when it is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ai.hint import HINT_KIND, SHOWN, Hint, HintWorker, make_hinter
from tabletop.ai.parallel import usable_cores
from tabletop.core.match import Match
from tabletop.core.protocol import Seat
from tabletop.ui import theme
from tabletop.ui.cards import draw_glow, text
from tabletop.ui.table_parts import draw_pill
from tabletop.ui.widgets import draw_panel, draw_text, ellipsize, wrap_text

if TYPE_CHECKING:
    from tabletop.ui.table import GameTable

EXPLAINED = "How often the search preferred each move"
LINES_A_CHOICE = 2
"""The lines a choice may wrap to in the box (more is cut with an ellipsis)."""


class TableHints:
    """One table's hint: for which position it was asked, the search running, the hint shown."""

    def __init__(self, game_id: str, seed: int) -> None:
        self.game_id = game_id
        self.seed = seed
        self.kind = HINT_KIND
        """The searching bot's seat kind (tests choose a fixed number of iterations)."""
        self.worker = HintWorker()
        self.position: tuple[int, Seat] | None = None  # (moves made, seat) the hint is for
        self.hint: Hint | None = None
        self.error: str | None = None
        self._marks: list[pygame.Rect] = []
        self._marks_key: object = None
        self._box: pygame.Surface | None = None
        self._box_key: object = None

    @property
    def open(self) -> bool:
        """Whether the hint box shows (searching, or the hint, or why there is none)."""
        return self.position is not None

    @property
    def thinking(self) -> bool:
        return self.position is not None and self.hint is None and self.error is None

    def ask(self, match: Match[Any], seat: Seat) -> None:
        """Search for ``seat``, which must act now, from its own view (a hint already asked for
        this position stays as it is)."""
        position = (len(match.steps), seat)
        if self.position == position:
            return
        self.clear()
        self.position = position
        view = match.game.view(match.state, seat)  # what the person sees: never the state itself
        legal = match.game.legal_actions(match.state)  # the moves the table offers them
        hinter = make_hinter(self.game_id, self.seed * 7919 + len(match.steps) * 31 + seat, self.kind,
                             processes=usable_cores(), in_workers=True)
        self.worker.start(hinter, view, legal)

    def poll(self, match: Match[Any]) -> bool:
        """Take the hint once the search has it and count it on ``match``; True when it just came."""
        if not self.thinking or self.position is None:
            return False
        try:
            hint = self.worker.poll()
        except Exception as exc:  # noqa: BLE001 - a failing search must not take the table down
            self.error = f"No hint: {exc}"
            return False
        if hint is None:
            return False
        self.hint = hint
        match.count_hint(self.position[1])
        return True

    def clear(self) -> None:
        """The position changed (or the person closed the box): forget the hint, stop the search."""
        self.worker.cancel()
        self.position = None
        self.hint = None
        self.error = None
        self._marks_key = None

    def close(self) -> None:
        self.worker.close()

    @property
    def marks(self) -> list[pygame.Rect]:
        """The places ringed on the table when it was last drawn (none before the hint comes)."""
        return list(self._marks) if self.hint is not None else []

    # --- the box ------------------------------------------------------------------------------
    def lines(self, names: Sequence[str]) -> list[tuple[str, bool]]:
        """The box's lines and whether each is the best move (the first)."""
        if self.error is not None:
            return [(self.error, False)]
        if self.hint is None:
            return [("Thinking as the Hard bot would\u2026", False)]
        return [(("Best: " if i == 0 else "Or: ") + line, i == 0) for i, line in enumerate(self.hint.lines(names))]

    def height(self, width: int, s: theme.Scale) -> int:
        """The box's height at ``width`` (0 when it is closed): room for the most it may say, so
        that the table's layout changes once when the box opens and not again when the hint comes."""
        if not self.open:
            return 0
        body = s.font("small")
        rows = SHOWN * LINES_A_CHOICE + len(wrap_text(EXPLAINED, body, width - s(24)))
        return s(12) + s.font("label", "bold").get_linesize() + s(4) + rows * body.get_linesize() + s(12)

    def draw_box(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Scale, names: Sequence[str]) -> None:
        """The box in ``rect``, drawn once for what it says and kept as an image."""
        key = (rect.size, s.factor, tuple(self.lines(names)), self.hint is not None, theme.INFO)
        if key != self._box_key or self._box is None:
            pad = s(8)
            box = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
            self._paint_box(box, pygame.Rect(pad, pad, rect.w, rect.h), s, names)
            self._box, self._box_key = box, key
        surface.blit(self._box, (rect.x - s(8), rect.y - s(8)))

    def _paint_box(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Scale, names: Sequence[str]) -> None:
        draw_panel(surface, rect, theme.PANEL, theme.INFO, radius=s(10))
        x, y = rect.x + s(12), rect.y + s(10)
        head = s.font("label", "bold")
        draw_text(surface, "Hint", head, theme.INFO, (x, y))
        y += head.get_linesize() + s(4)
        body, best = s.font("small"), s.font("small", "bold")
        for line, first in self.lines(names):
            font = best if first else body
            parts = wrap_text(line, font, rect.w - s(24))
            if len(parts) > LINES_A_CHOICE:
                parts = [*parts[:LINES_A_CHOICE - 1], ellipsize(" ".join(parts[LINES_A_CHOICE - 1:]), font, rect.w - s(24))]
            for part in parts:
                draw_text(surface, part, font, theme.TEXT if first else theme.TEXT_DIM, (x, y))
                y += body.get_linesize()
        if self.hint is not None:
            for part in wrap_text(EXPLAINED, body, rect.w - s(24)):
                draw_text(surface, part, body, theme.TEXT_MUTED, (x, y))
                y += body.get_linesize()

    # --- on the table -------------------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface, table: GameTable, rect: pygame.Rect, s: theme.Scale) -> None:
        """Ring the places that play the best move on ``table`` (drawn in ``rect``), with a "Hint" tag."""
        if self.hint is None:
            return
        key = (id(table.view), tuple(rect), table.places_key())
        if key != self._marks_key:
            self._marks = table.hint_places(self.hint.best)
            self._marks_key = key
        for place in self._marks:
            draw_glow(surface, place, theme.INFO, max(3, s(4)))
        if self._marks:
            tag = text("Hint", max(10, s(13)), theme.TEXT_DARK, "bold")
            first = self._marks[0]
            draw_pill(surface, tag, theme.INFO, (s(8), s(3)), within=surface.get_rect(),
                      center=(first.centerx, first.y - s(2)))  # a tag on the ring, clear of labels above
