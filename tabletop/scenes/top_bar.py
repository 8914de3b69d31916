"""The table's top bar: where its buttons go and how its sentence (whose turn, what is asked) fits.

The sentence is what a player reads first, so it gets the bar's room: in a
window too narrow for it beside the full-width buttons, the buttons shrink to
their longest word, and a sentence still too long goes onto two balanced
lines (at a smaller size only if two lines at the bar's size are not enough).
It is cut short only when even that cannot hold it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.widgets import Button, ellipsize, wrap_text

SENTENCE_ROOM = 560
"""The room, in design units, a sentence should have beside full-width buttons; with less the buttons shrink."""
MARKER_W = 28
"""The room the seat's marker takes before the sentence, in design units."""
MARGIN = 24
"""The least space between the sentence and the first button, in design units."""


def sentence_left(s: theme.Scale, title: str) -> int:
    """Where the sentence (its marker first) starts: after the game's name."""
    return s(20) + s.font("heading", "bold").size(title)[0] + s(36)


def place_buttons(buttons: Sequence[Button], s: theme.Scale, width: int, left: int, *, also: Sequence[str] = ()) -> int:
    """Lay ``buttons`` from the bar's right end leftwards, all of one width: the full width, or as wide as
    the widest word (of theirs and ``also``, the words that may take their places) when the full width would
    leave the sentence starting at ``left`` less than :data:`SENTENCE_ROOM`. Returns that width."""
    n = len(buttons)
    bar_h, bh, gap = s(theme.TOP_BAR_H), s(36), s(10)
    bw = s(92)
    if width - s(16) - n * bw - (n - 1) * gap - left - s(MARGIN) < s(SENTENCE_ROOM):
        font = s.font("body", "semibold")
        bw = min(bw, max(s(56), *(font.size(label)[0] + s(24) for label in [*(b.label for b in buttons), *also])))
    x = width - s(16)
    for button in reversed(buttons):
        button.rect = pygame.Rect(x - bw, (bar_h - bh) // 2 + s(4), bw, bh)
        x -= bw + gap
    return bw


def sentence_lines(text: str, s: theme.Scale, room: int) -> tuple[list[str], pygame.font.Font]:
    """``text`` as the lines (one or two) and font it is drawn in within ``room`` pixels of width."""
    bar_h = s(theme.TOP_BAR_H)
    font = s.font("label", "semibold")
    if font.size(text)[0] <= room:
        return [text], font
    for role in ("label", "body", "small"):
        font = s.font(role, "semibold")
        if len(wrap_text(text, font, room)) <= 2 and 2 * font.get_linesize() <= bar_h:
            return _balanced(text, font, room), font
    lines = wrap_text(text, font, room)
    return [lines[0], ellipsize(" ".join(lines[1:]), font, room)], font


def _balanced(text: str, font: pygame.font.Font, room: int) -> list[str]:
    """``text`` on two lines of about equal width (no lone word on the second), within ``room``."""
    lo, hi = 1, room
    while lo < hi:  # the narrowest width that still holds the text on two lines
        mid = (lo + hi) // 2
        if len(wrap_text(text, font, mid)) <= 2:
            hi = mid
        else:
            lo = mid + 1
    return wrap_text(text, font, hi)
