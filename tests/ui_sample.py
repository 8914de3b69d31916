"""A sample table drawn from the shared parts only, for the parts' tests and for looking at them.

``python -m tests.ui_sample OUT_DIR`` saves ``sample-2.png``, ``sample-4.png`` and
``sample-6.png`` (1280x720) there, rendered headless.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import CardArt
from tabletop.ui.pile import caption_height, draw_pile
from tabletop.ui.seat_panel import Chip, Count, SeatInfo, draw_seat_panel
from tabletop.ui.seating import SeatRing, seat_ring
from tabletop.ui.stack import StackGeometry, draw_stack, lay_stacks
from tabletop.ui.trick import TrickArea

SUITS = ((200, 60, 50), (50, 110, 200), (230, 180, 40), (60, 60, 60), (140, 70, 170))


def _face(key: object, s: pygame.Surface) -> None:
    """A plain sample face: the suit's colour band and the number."""
    assert isinstance(key, tuple)
    suit, rank = key
    s.fill(theme.CARD_FACE)
    band = pygame.Rect(0, 0, s.get_width(), max(4, s.get_height() // 4))
    s.fill(SUITS[suit % len(SUITS)], band)
    label = pygame.font.Font(None, max(10, s.get_height() // 3)).render(str(rank), True, theme.TEXT_DARK)
    s.blit(label, label.get_rect(center=(s.get_width() // 2, s.get_height() * 5 // 8)))


def _back(_key: object, s: pygame.Surface) -> None:
    s.fill(theme.CARD_BACK)
    inner = s.get_rect().inflate(-max(4, s.get_width() // 6), -max(4, s.get_width() // 6))
    pygame.draw.rect(s, theme.CARD_BACK_PATTERN, inner, width=max(1, s.get_width() // 20))


ART = CardArt(_face, _back)


def face(card: object, size: tuple[int, int]) -> pygame.Surface:
    return ART.face(card, size)


def back(size: tuple[int, int]) -> pygame.Surface:
    return ART.back(0, size)

NAMES = ("Ada", "Bruno", "Chiara", "Dmitri", "Eleni", "Farida")


def sample_infos(players: int, turn: int, home: int) -> dict[int, SeatInfo]:
    """Panels as a trick-taking game in teams would fill them."""
    teams = players >= 4
    out = {}
    for seat in range(players):
        chips = [Chip("caller")] if seat == 1 else []
        if seat == 2 and players > 2:
            chips.append(Chip("passed", "muted"))
        team = seat % 2 if teams else None
        out[seat] = SeatInfo(
            seat=seat, name=NAMES[seat], turn=seat == turn, you=seat == home, team=team,
            team_name=f"Team {'AB'[team]}" if team is not None else "",
            chips=tuple(chips), counts=(Count(12 - seat, "cards"), Count(seat, "won")),
            score=str(3 * seat) if seat else "",
        )
    return out


class Sample:
    """What :func:`render_sample` laid out: the ring, each seat's panel body, stacks and treasure pile, the trick."""

    def __init__(self, ring: SeatRing) -> None:
        self.ring = ring
        self.bodies: dict[int, pygame.Rect] = {}
        self.stacks: dict[int, list[StackGeometry]] = {}
        self.piles: dict[int, pygame.Rect] = {}
        self.trick = TrickArea(face, lambda seat: NAMES[seat], hold=1.0)


STACKS = 5
DEPTH = 3


def render_sample(players: int, size: tuple[int, int] = (1280, 720), home: int = 0, turn: int = 1) -> tuple[
        pygame.Surface, Sample]:
    """The sample table: per seat a panel, stacks and a treasure pile; a round half played in the middle."""
    surface = pygame.Surface(size)
    surface.fill(theme.FELT)
    ring = seat_ring(surface.get_rect(), players, home)
    sample = Sample(ring)
    u = ring.unit
    for seat, info in sample_infos(players, turn, home).items():
        body = draw_seat_panel(surface, ring[seat].rect, info, u)
        sample.bodies[seat] = body
        pile_h = min(body.h - caption_height(u), round(body.w * 0.2 / 0.7))
        pile = pygame.Rect(0, 0, round(pile_h * 0.7), pile_h)
        pile.topright = (body.right, body.y)
        sample.piles[seat] = pile
        area = pygame.Rect(body.x, body.y, pile.x - body.x - ring.gap, body.h)
        places = lay_stacks(area, STACKS, DEPTH)
        sample.stacks[seat] = places
        for i, place in enumerate(places):
            depth = (seat + i) % (DEPTH + 1)
            top = (lambda sz, c=(i, 1 + (seat * 3 + i) % 12): face(c, sz)) if i != 4 else None
            highlight = theme.LEGAL if seat == turn and depth and top else None
            draw_stack(surface, place, depth, back, u, top=top, highlight=highlight, label="empty")
        draw_pile(surface, pile, seat, u, back=back, label="Treasure", caption=True)
    trick = sample.trick
    order = [(turn + i) % players for i in range(players)]
    trick.show(order, [(seat, (seat % 5, 3 + seat)) for seat in order[: max(1, players - 1)]])
    trick.draw(surface, ring.centre.inflate(-2 * ring.gap, -2 * ring.gap), u)
    return surface, sample


def main(out: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for players in (2, 4, 6):
        surface, _ = render_sample(players)
        pygame.image.save(surface, str(folder / f"sample-{players}.png"))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
