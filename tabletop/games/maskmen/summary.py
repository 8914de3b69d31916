"""The season summary: when a season ends, the Maskmen table sums it up before the next is played.

Who went out in which place (and who was left holding cards), the counter
each player got, the points this season and in all, and the standings. It is
drawn over the middle of the table with a Continue button; while a person
looks at it the table is busy (the next season waits), and a click or
Enter/Space puts it away. :func:`summary_from_event` reads it from the rules'
``season_end`` event.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.core.words import counted
from tabletop.games.maskmen.layout import Layout
from tabletop.games.maskmen.rules import WINS_TO_WIN
from tabletop.ui import theme
from tabletop.ui.cards import fit_text, font_size, text
from tabletop.ui.table_parts import draw_button, draw_panel

SPECTATOR_TIME = 6.0
"""Seconds the summary stays when nobody sits at the table to put it away (bots only, a curtain)."""


@dataclass(frozen=True)
class Row:
    """One player's season: place, what it means, the counter got, points this season and in all."""

    seat: int
    place: str
    how: str
    counter: str
    points: int
    total: int


@dataclass(frozen=True)
class SeasonSummary:
    season: int
    players: int
    rows: tuple[Row, ...]
    """In finishing order: out first, ..., the one left holding cards last."""
    standings: tuple[tuple[int, int], ...]
    """(seat, points in all; with two players, seasons won), best first."""
    next_host: int


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def summary_from_event(data: Mapping[str, Any]) -> SeasonSummary:
    """The summary of the season that a ``season_end`` event's data describes."""
    points = [int(p) for p in data["points"]]
    scores = [int(s) for s in data["scores"]]
    players = len(points)
    out = [int(p) for p in data.get("out", [])]
    last = int(data["last"])
    left = int(data.get("left", 0))
    order = out + [last] + [p for p in range(players) if p not in out and p != last]
    rows = []
    for place, seat in enumerate(order, start=1):
        if seat == last:
            how = f"left holding {counted(left, 'card')}" if left else "left holding cards"
        else:
            how = f"went out {_ordinal(place)}"
        counter = f"{points[seat]:+d} counter" if points[seat] else "no counter"
        rows.append(Row(seat, _ordinal(place), how, counter, points[seat], scores[seat]))
    if players == 2:
        wins = [int(w) for w in data.get("wins", [0, 0])]
        standings = tuple(sorted(((p, wins[p]) for p in range(players)), key=lambda t: (-t[1], t[0])))
    else:
        standings = tuple(sorted(((p, scores[p]) for p in range(players)), key=lambda t: (-t[1], t[0])))
    return SeasonSummary(int(data["season"]), players, tuple(rows), standings, last)


def summary_rects(lay: Layout, summary: SeasonSummary) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the summary's panel and its Continue button go: over the ring, ladder and scoreboard."""
    u = lay.unit
    middle = lay.ring.union(lay.board)
    row_h = max(font_size(u, 15, 11) + round(10 * u), 18)
    lines = 1 + len(summary.rows) + 2  # title, rows, standings, next host
    button_h = round(44 * u)
    h = min(lay.rect.h - round(20 * u), round(26 * u) + lines * row_h + button_h + round(22 * u))
    w = min(middle.w - round(20 * u), round(640 * u))
    panel = pygame.Rect(0, 0, w, h)
    panel.center = middle.center
    panel.clamp_ip(lay.rect)
    button = pygame.Rect(0, 0, round(180 * u), button_h)
    button.midbottom = (panel.centerx, panel.bottom - round(12 * u))
    return panel, button


def draw_summary(surface: pygame.Surface, lay: Layout, summary: SeasonSummary, name: Callable[[int], str],
                 marker: Callable[[pygame.Surface, int, tuple[int, int], int], None], hover: bool) -> None:
    """The summary over the table: ``name`` and ``marker`` give each seat's name and mark."""
    u = lay.unit
    veil = pygame.Surface(lay.rect.size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 110))
    surface.blit(veil, lay.rect.topleft)
    panel, button = summary_rects(lay, summary)
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=max(6, round(12 * u)))  # nothing shows through
    draw_panel(surface, panel, u, active=True)
    pad = round(18 * u)
    size = font_size(u, 15, 11)
    row_h = max(size + round(10 * u), 18)
    x0, y = panel.x + pad, panel.y + round(12 * u)
    title = fit_text(f"Season {summary.season} is over", font_size(u, 22, 15), theme.TEXT, panel.w - 2 * pad, "bold")
    surface.blit(title, (x0, y))
    y += title.get_height() + round(8 * u)
    width = panel.w - 2 * pad
    cols = (x0, x0 + round(width * 0.08), x0 + round(width * 0.34), x0 + round(width * 0.68))
    right = panel.right - pad
    for row in summary.rows:
        cy = y + row_h // 2
        surface.blit(text(row.place, size, theme.TEXT_DIM, "semibold"), text(row.place, size, theme.TEXT).get_rect(
            midleft=(cols[0], cy)))
        marker(surface, row.seat, (cols[1] + size // 2, cy), max(4, size // 2))
        who = fit_text(name(row.seat), size, theme.TEXT, cols[2] - cols[1] - size - round(8 * u), "semibold")
        surface.blit(who, who.get_rect(midleft=(cols[1] + size + round(6 * u), cy)))
        how = fit_text(row.how, size, theme.TEXT_DIM, cols[3] - cols[2] - round(8 * u))
        surface.blit(how, how.get_rect(midleft=(cols[2], cy)))
        tone = theme.SUCCESS if row.points > 1 else theme.INFO if row.points == 1 else (
            theme.DANGER if row.points < 0 else theme.TEXT_MUTED)
        counter = text(row.counter, size, tone, "bold")
        surface.blit(counter, counter.get_rect(midleft=(cols[3], cy)))
        total = text(counted(row.total, "pt"), size, theme.BRASS, "bold")
        surface.blit(total, total.get_rect(midright=(right, cy)))
        y += row_h
    y += round(4 * u)
    small = font_size(u, 14, 11)
    if summary.players == 2:
        parts = ", ".join(f"{name(seat)} {wins}" for seat, wins in summary.standings)
        standing = f"Seasons won: {parts} (first to {WINS_TO_WIN} wins the game)"
    else:
        parts = ", ".join(f"{name(seat)} {points}" for seat, points in summary.standings)
        standing = f"Standings: {parts}"
    line = fit_text(standing, small, theme.TEXT, width, "semibold")
    surface.blit(line, (x0, y))
    y += line.get_height() + round(6 * u)
    nxt = fit_text(f"Season {summary.season + 1}: new hands; {name(summary.next_host)}, left holding cards, "
                   "opens the first round.", small, theme.TEXT_DIM, width)
    surface.blit(nxt, (x0, y))
    draw_button(surface, button, "Continue", font_size(u, 18, 13), hover=hover, focus=False)
