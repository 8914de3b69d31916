"""The Maskmen table's animations from events: plays flying to the ring, sounds, the season's summary
(or, when the game ends with the season, a banner).

A play in flight hides one play ("top") on the ring's pile until it lands;
the table draws it as a fan of its cards (``Flight.key``: ("play", wrestler,
count)). The sweep of a finished round and the banner are timed by the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from tabletop.core.protocol import Event
from tabletop.games.maskmen import art
from tabletop.games.maskmen.cards import INDEX, WRESTLERS
from tabletop.games.maskmen.summary import summary_from_event
from tabletop.ui.flight import Flight

if TYPE_CHECKING:
    from tabletop.games.maskmen.scene import MaskmenTable

FLIGHT_TIME = 0.36


def animate(table: MaskmenTable, events: Sequence[Event]) -> None:
    """Start the flights, sounds and banner of ``events`` (already filtered for the viewer)."""
    for event in events:
        data = event.data
        if event.kind == "play":
            _fly_play(table, int(data["seat"]), INDEX[str(data["wrestler"])], int(data["count"]))
        elif event.kind == "pass":
            table.play_sound("click")
        elif event.kind == "marker" and data.get("pairs"):
            table.play_sound("capture")  # a new "stronger than" is known
        elif event.kind == "deal":
            table.play_sound("shuffle")
        elif event.kind == "season_end":
            if any(e.kind == "game_over" for e in events):  # the result screen sums the game up
                points = data.get("points", [])
                parts = [f"{table.seat_name(p)} {'+' if v > 0 else ''}{v}" for p, v in enumerate(points) if v]
                table.banner.show(f"Season {data.get('season')} is over: " + ", ".join(parts))
            else:
                table.show_summary(summary_from_event(data))


def _seat_anchor(table: MaskmenTable, seat: int, wrestler: int) -> pygame.Rect:
    """Where ``seat``'s play of ``wrestler`` starts: where the viewer let it go, its hand group, or the seat's panel."""
    lay = table._current_layout()
    if seat == lay.home_seat:
        drop = table.drag.last_drop
        if drop is not None and table.viewer == seat:
            return pygame.Rect(drop[1], lay.card)
        rects = [r for w, _, r in lay.hand_cards if w == wrestler]
        if rects:
            return rects[-1].copy()
        r = pygame.Rect(0, 0, *lay.card)
        r.center = lay.hand.center
        return r
    panel = lay.others.get(seat)
    r = pygame.Rect(0, 0, *lay.ring_card)
    r.center = panel.center if panel is not None else lay.ring.center
    return r


def _fly_play(table: MaskmenTable, seat: int, wrestler: int, count: int) -> None:
    start = _seat_anchor(table, seat, wrestler)
    face = WRESTLERS[wrestler]
    table.flights.add(Flight(lambda px: art.CARD_ART.face(face, px), start, lambda: table._current_layout().top_rect(),
                             duration=FLIGHT_TIME, key=("play", wrestler, count), hides="top"))
