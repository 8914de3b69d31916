"""Drawing the Maskmen table: the other seats' panels, the ring with this round's plays, the ladder
and its tray, the scoreboard, the viewer's seat with its hand, the cards being dragged, the banner."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core.words import counted, noun_for
from tabletop.games.maskmen import art
from tabletop.games.maskmen.cards import INDEX, TITLE, WRESTLERS
from tabletop.games.maskmen.layout import EARLIER_SHOWN, Layout
from tabletop.games.maskmen.rules import HOST_REASONS, MaskmenView
from tabletop.ui import theme
from tabletop.ui.cards import blit_card, draw_glow, fit_text, font, font_size, text
from tabletop.ui.grid import fan_of
from tabletop.ui.seat_panel import Chip, Count, SeatInfo, chip_colours, draw_seat_panel
from tabletop.ui.table_parts import draw_panel, draw_pill, draw_status

if TYPE_CHECKING:
    from tabletop.games.maskmen.scene import MaskmenTable

SWEEP_TIME = 0.45

TRAY_LABEL = "Cards played this season (under each wrestler):"
"""The caption that says what the numbers under the tray's wrestlers count."""


def draw(table: MaskmenTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view: MaskmenView = table.view
    lay = table._sync(rect)
    highlight = table._highlight(lay)
    for seat, panel in lay.others.items():
        _draw_seat(table, surface, lay, view, seat, panel)
    _draw_ring(table, surface, lay, view)
    _draw_ladder(table, surface, lay, view, highlight)
    _draw_board(table, surface, lay, view)
    _draw_home(table, surface, lay, view, highlight)


def draw_over(table: MaskmenTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What floats over the table: the dragged cards, plays in flight, the banner."""
    view: MaskmenView = table.view
    lay = table._sync(rect)
    _draw_drag(table, surface, lay, view)
    for flight in table.flights.items:  # drawn as a fan of its cards, not as one image
        r = flight.rect()
        if r is not None and isinstance(flight.key, tuple):
            _, wrestler, count = flight.key
            _draw_play(surface, wrestler, count, r, lift=2.0)
    table.banner.draw(surface, lay.unit, lay.rect, lay.ring.center)


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def chips(view: MaskmenView, seat: int) -> tuple[Chip, ...]:
    """How ``seat`` stands in the round: out (and in which place), passed, host, to play."""
    out: list[Chip] = []
    if seat in view.out:
        out.append(Chip(f"out {_ordinal(view.out.index(seat) + 1)}", "good"))
    elif seat in view.passed:
        out.append(Chip("passed", "muted"))
    if seat == view.host and not view.over and seat not in view.out:
        out.append(Chip("host", "brass"))
    if view.to_act == seat:
        out.append(Chip("to play", "legal"))
    return tuple(out)


def _score(view: MaskmenView, seat: int) -> str:
    return f"{view.scores[seat]:+d}" if view.scores[seat] else "0"


# --- the other seats -------------------------------------------------------------------------
def _draw_seat(table: MaskmenTable, surface: pygame.Surface, lay: Layout, view: MaskmenView, seat: int,
               panel: pygame.Rect) -> None:
    """A seat's panel (marker, name, score, chips, cards left) over a small fan of its backs."""
    u = lay.unit
    count = view.hand_counts[seat]
    info = SeatInfo(seat, table.seat_name(seat), turn=view.to_act == seat, chips=chips(view, seat),
                    counts=(Count(count, noun_for(count, "card")),), score=_score(view, seat))
    body = draw_seat_panel(surface, panel, info, u)
    if count <= 0 or body.h < 8:
        return
    back = (round(body.h * 0.7), body.h)
    for r in fan_of(body, min(count, 12), back, 0.32, centred=False):
        blit_card(surface, art.CARD_ART.back(0, back), r, lift=0.4)


def _draw_play(surface: pygame.Surface, wrestler: int, count: int, rect: pygame.Rect, lift: float = 1.0,
               alpha: int = 255) -> None:
    """``count`` cards of ``wrestler`` fanned around ``rect``."""
    size = rect.size
    face = art.CARD_ART.face(WRESTLERS[wrestler], size)
    if alpha < 255:
        face = face.copy()
        face.set_alpha(alpha)
    step = round(size[0] * 0.3)
    x0 = rect.x - step * (count - 1) // 2
    for i in range(count):
        blit_card(surface, face, pygame.Rect(x0 + i * step, rect.y + (i - (count - 1) / 2) ** 2 * 2, *size),
                  lift=lift, with_shadow=alpha == 255)


# --- the ring ----------------------------------------------------------------------------------
def _ring_surface(table: MaskmenTable, size: tuple[int, int], u: float) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        inner = s.get_rect().inflate(-round(8 * u), -round(8 * u))
        pygame.draw.rect(s, (0, 0, 0, 55), s.get_rect(), border_radius=round(14 * u))
        pygame.draw.rect(s, (178, 64, 64, 70), inner, border_radius=round(10 * u))
        for i in range(3):
            rope = inner.inflate(-round(i * 9 * u), -round(i * 9 * u))
            pygame.draw.rect(s, (232, 206, 150, 150), rope, width=max(1, round(2 * u)), border_radius=round(10 * u))
        for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
            pygame.draw.circle(s, (232, 206, 150), corner, max(3, round(6 * u)))
        return s

    return table._surfaces.get(("ring", size), make)


def _draw_ring(table: MaskmenTable, surface: pygame.Surface, lay: Layout, view: MaskmenView) -> None:
    u = lay.unit
    ring = lay.ring
    glow = table.target_glow(("ring",))
    if glow is not None:
        draw_glow(surface, ring, glow, max(3, round(4 * u)))
    surface.blit(_ring_surface(table, ring.size, u), ring.topleft)
    # the round's plays: earlier ones small along the top, the top play in the middle
    pile = list(view.pile)
    hidden = min(table.flights.hidden("top"), len(pile))
    shown = pile[: len(pile) - hidden] if hidden else pile
    earlier = shown[:-1][-EARLIER_SHOWN:]
    for (_, name, count), r in zip(earlier, lay.earlier_rects(len(earlier))):
        _draw_play(surface, INDEX[name], count, r, lift=0.4, alpha=200)
        words = fit_text(f"{count}\u00d7 {TITLE[name]}", lay.play_label, theme.TEXT_DIM, lay.ring_row.w // EARLIER_SHOWN,
                         "semibold")
        surface.blit(words, words.get_rect(midtop=(r.centerx, r.bottom + round(3 * u))))
    top = lay.top_rect()
    if table.sweep is not None:
        old, gone = table.sweep
        if old:
            _, name, count = old[-1]
            r = top.move(round(gone / SWEEP_TIME * ring.w * 0.6), 0)
            _draw_play(surface, INDEX[name], count, r, alpha=max(0, round(255 * (1 - gone / SWEEP_TIME))))
    if shown:
        _, name, count = shown[-1]
        _draw_play(surface, INDEX[name], count, top)
    line = ring_caption(table, view)
    cap = fit_text(line, font_size(u, 15, 11), theme.TEXT, ring.w - round(24 * u), "semibold")
    surface.blit(cap, cap.get_rect(midbottom=(ring.centerx, ring.bottom - round(14 * u))))
    legal = glow in (theme.LEGAL, theme.LEGAL_HOVER)
    if legal or table.drag.dragging is not None:
        hint = "Drop here" if table.drag.dragging is not None else "Click to play"
        t = text(hint, font_size(u, 13, 11), theme.LEGAL if legal else theme.TEXT_MUTED, "semibold")
        surface.blit(t, t.get_rect(midtop=(ring.centerx, top.bottom + round(6 * u))))


def ring_caption(table: MaskmenTable, view: MaskmenView) -> str:
    """What is true in the ring now, from the view (a play still flying in is already made)."""
    if view.over:
        return "The game is over"
    if view.pile:
        seat, name, count = view.pile[-1]
        who = "you" if seat == view.seat else table.seat_name(seat)
        return f"On top: {count}\u00d7 {TITLE[name]}, played by {who}"
    reason = HOST_REASONS.get(view.host_reason, "")
    who = "You open" if view.host == view.seat else f"{table.seat_name(view.host)} is to open"
    return f"{who} the round" + (f" ({reason})" if reason else "")


# --- the ladder and the scoreboard ------------------------------------------------------------
def _draw_ladder(table: MaskmenTable, surface: pygame.Surface, lay: Layout, view: MaskmenView,
                 highlight: str | None) -> None:
    u = lay.unit
    panel = lay.ladder_panel
    draw_panel(surface, panel, u)
    up = text("stronger \u25b2", font_size(u, 11, 11), theme.TEXT_MUTED)
    surface.blit(up, up.get_rect(topright=(panel.right - round(10 * u), panel.y + round(9 * u))))
    if highlight is not None:
        # what the highlighted wrestler is known to beat and to lose to, in words
        beats = sorted(TITLE[a] for a, b in view.ladder if b == highlight)
        loses = sorted(TITLE[b] for a, b in view.ladder if a == highlight)
        line = (f"{TITLE[highlight]} beats {', '.join(beats) if beats else 'nobody known'}"
                f"; loses to {', '.join(loses) if loses else 'nobody known'}")
        title = fit_text(line, font_size(u, 13, 11), theme.TEXT, panel.w - round(20 * u), "semibold")
        bg = pygame.Rect(panel.x + round(4 * u), panel.y + round(4 * u), panel.w - round(8 * u),
                         title.get_height() + round(6 * u))
        pygame.draw.rect(surface, theme.WOOD_DARK, bg, border_radius=bg.h // 2)
        surface.blit(title, title.get_rect(center=bg.center))
    else:
        title = text("Strength markers", font_size(u, 16, 12), theme.TEXT, "semibold")
        surface.blit(title, (panel.x + round(10 * u), panel.y + round(6 * u)))
    if not view.markers:
        t = fit_text("No wrestler played yet this season", font_size(u, 13, 11), theme.TEXT_MUTED, lay.ladder_grid.w)
        surface.blit(t, t.get_rect(center=lay.ladder_grid.center))
    table.ladder.draw(surface, lay.ladder_grid, highlight)
    # the tray: every wrestler, with the cards of it played this season
    size = font_size(u, 11, 11)
    label = fit_text(TRAY_LABEL, size, theme.TEXT_MUTED, lay.tray_label.w)
    surface.blit(label, label.get_rect(midleft=lay.tray_label.midleft))
    for name, r in lay.tray_spots().items():
        m = art.marker(name, r.w, name not in view.markers)
        surface.blit(m, r)
        if highlight == name:
            pygame.draw.circle(surface, theme.SELECTED, r.center, r.w // 2 + 2, max(2, r.w // 12))
        played = view.played[INDEX[name]]
        t = text(str(played), size, theme.TEXT_DIM if played else theme.TEXT_MUTED, "semibold")
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 1)))


def _draw_board(table: MaskmenTable, surface: pygame.Surface, lay: Layout, view: MaskmenView) -> None:
    u = lay.unit
    board = lay.board
    draw_panel(surface, board, u)
    pad = round(8 * u)
    y = board.y + round(6 * u)
    title = f"Season {view.season} \u00b7 first to 3 wins" if view.players == 2 else f"Season {min(view.season, 4)} of 4"
    surface.blit(fit_text(title, font_size(u, 16, 12), theme.TEXT, board.w - 2 * pad, "semibold"), (board.x + pad, y))
    y += font_size(u, 16, 12) + round(6 * u)
    sub = fit_text(f"Round {view.round}", font_size(u, 12, 11), theme.TEXT_MUTED, board.w - 2 * pad)
    surface.blit(sub, (board.x + pad, y))
    y += sub.get_height() + round(6 * u)
    size = font_size(u, 13, 11)
    won_h = font_size(u, 11, 11) + 2 if view.season_winners else 0  # the line under the rows
    row_h = max(size + 6, min(round(34 * u), (board.bottom - pad - y - size - 6 - won_h) // max(1, view.players)))
    # header: counters and total
    cols = [board.right - pad - round(w * u) for w in (0, 34, 66, 98)]
    for label, x in zip(("pts", "\u22121", "+1", "+2"), cols):
        t = text(label, font_size(u, 11, 11), theme.TEXT_MUTED, "semibold")
        surface.blit(t, t.get_rect(topright=(x, y)))
    y += size + 4
    for seat in range(view.players):
        plus2, plus1, minus1 = view.counters[seat]
        cy = y + row_h // 2
        table.draw_seat_marker(surface, seat, (board.x + pad + size // 2, cy), max(4, size // 2))
        name_w = cols[3] - round(28 * u) - (board.x + pad + size + 4)
        colour = theme.TEXT if seat != view.seat else theme.LEGAL
        surface.blit(fit_text(table.seat_name(seat), size, colour, max(20, name_w)),
                     text(" ", size, colour).get_rect(midleft=(board.x + pad + size + 4, cy)))
        for value, x, tone in ((view.scores[seat], cols[0], theme.BRASS), (minus1, cols[1], theme.DANGER),
                               (plus1, cols[2], theme.INFO), (plus2, cols[3], theme.SUCCESS)):
            t = text(str(value), size, tone if value else theme.TEXT_MUTED, "bold")
            surface.blit(t, t.get_rect(midright=(x, cy)))
        y += row_h
    if view.season_winners:
        _draw_season_winners(table, surface, view, pygame.Rect(board.x + pad, y, board.w - 2 * pad, board.bottom - y), u)


def _draw_season_winners(table: MaskmenTable, surface: pygame.Surface, view: MaskmenView, area: pygame.Rect,
                         u: float) -> None:
    """Who won each season so far, by the seats' markers (as on the rows above): "Won: S1 ▲ S2 ● ...";
    by name where the names fit."""
    size = font_size(u, 11, 11)
    named = "Won: " + ", ".join(f"S{i + 1} {table.seat_name(w)}" for i, w in enumerate(view.season_winners))
    y = min(area.y + 2, area.bottom - round(8 * u) - size - 2)
    if font(size).size(named)[0] <= area.w:
        surface.blit(text(named, size, theme.TEXT_DIM), (area.x, y))
        return
    x = area.x
    r = max(4, size // 2)
    for i, words in enumerate(["Won:", *(f"S{k + 1}" for k in range(len(view.season_winners)))]):
        t = text(words, size, theme.TEXT_DIM)
        surface.blit(t, (x, y))
        x += t.get_width() + round(3 * u)
        if i:  # after each season's number, the marker of the seat that won it
            table.draw_seat_marker(surface, view.season_winners[i - 1], (x + r, y + t.get_height() // 2), r)
            x += 2 * r + round(8 * u)
        else:
            x += round(3 * u)


# --- the viewer's seat -------------------------------------------------------------------------
def _draw_home(table: MaskmenTable, surface: pygame.Surface, lay: Layout, view: MaskmenView,
               highlight: str | None) -> None:
    u = lay.unit
    seat = lay.home_seat
    draw_panel(surface, lay.home, u, active=view.to_act == seat and view.seat == seat)
    info = lay.info
    size = font_size(u, 19, 13)
    table.draw_seat_marker(surface, seat, (info.x + size // 2, info.y + size // 2 + 1), max(5, size // 2))
    you = " (you)" if view.seat == seat else ""
    surface.blit(fit_text(table.seat_name(seat) + you, size, theme.TEXT, info.w - size - 6, "semibold"),
                 (info.x + size + 6, info.y))
    y = info.y + size + round(8 * u)
    small = font_size(u, 14, 11)
    count = view.hand_counts[seat]
    points = view.scores[seat]
    for line in (f"{counted(count, 'card')} in hand", counted(points, "point")):
        surface.blit(text(line, small, theme.TEXT_DIM), (info.x, y))
        y += small + round(5 * u)
    _draw_chips(surface, chips(view, seat), info.x, y + round(3 * u), font_size(u, 12, 11))
    draw_status(surface, table.status(), font_size(u, 15, 11), lay.hand.w,
                topleft=(lay.hand.x, lay.home.y + round(8 * u)))
    _draw_hand(table, surface, lay, view, highlight)
    if table.pass_rect() is not None:
        table.draw_source_button(surface, ("pass",), lay.pass_rect, "Pass", font_size(u, 19, 13))


def _draw_chips(surface: pygame.Surface, shown: tuple[Chip, ...], x: int, y: int, size: int) -> None:
    """``shown`` chips in a row from ``(x, y)``, as on the seat panels."""
    for chip in shown:
        fill, fg = chip_colours(chip.tone)
        box = draw_pill(surface, text(chip.label, size, fg, "bold"), fill, (round(size * 0.9), round(size * 0.3)),
                        topleft=(x, y))
        x = box.right + max(3, size // 3)


def _draw_hand(table: MaskmenTable, surface: pygame.Surface, lay: Layout, view: MaskmenView,
               highlight: str | None) -> None:
    u = lay.unit
    if view.seat is None:
        for r in fan_of(lay.hand, view.hand_counts[lay.home_seat], lay.card, 0.45, y=lay.hand.bottom - lay.card[1]):
            blit_card(surface, art.CARD_ART.back(0, lay.card), r)
        return
    picked = table.picked(table.drag.active)
    hovered = table.picked(table.drag.hover)
    snapping = [(s.key, table.picked(s.key)) for s in table.drag.snaps]
    lift = round(lay.card[1] * 0.1)
    tops: dict[int, pygame.Rect] = {}  # where each group's top card is drawn now
    for w, j, r in lay.hand_cards:
        snap_key = next((key for key, group in snapping if _holds(group, w, j)), None)
        pose, ring = table.pose(("card", w, j), r, lift, carried=_holds(picked, w, j), hovered=_holds(hovered, w, j),
                                snap_key=snap_key)
        if pose is None:
            continue  # drawn under the pointer
        blit_card(surface, art.CARD_ART.face(WRESTLERS[w], lay.card), pose, highlight=ring)
        if j == 1:
            tops[w] = pose
        if highlight == WRESTLERS[w] and ring is None and j == 1:
            pygame.draw.rect(surface, theme.SELECTED, lay.groups[w].inflate(4, 4), width=2,
                             border_radius=max(3, lay.card[0] // 10))
    for w, top in tops.items():
        draw_count_badge(surface, view.hand[w] if view.hand is not None else 0, top, u)
    hint_size = font_size(u, 12, 11)  # over the cards: a picked group's ring does not hide it
    for w, group in lay.groups.items():
        hint, ok = table.hint_for(w)
        if hint:
            t = text(hint, hint_size, theme.LEGAL if ok else theme.TEXT_MUTED, "semibold")
            surface.blit(t, t.get_rect(midbottom=(group.centerx, group.y - round(2 * u) - lift)))


def draw_count_badge(surface: pygame.Surface, count: int, card: pygame.Rect, u: float) -> pygame.Rect:
    """How many cards a hand group holds, on a round badge over the top card's top-right corner."""
    label = text(f"\u00d7{count}", font_size(u, 13, 11), theme.TEXT_ON_BRASS, "bold")
    return draw_pill(surface, label, theme.BRASS, (round(10 * u), round(4 * u)), border=theme.BRASS_DARK,
                     center=(card.right - round(4 * u), card.y + round(4 * u)))


def _holds(group: tuple[int, int] | None, wrestler: int, from_top: int) -> bool:
    """Whether a pick of ``group`` (wrestler, count) takes the card ``from_top`` of ``wrestler``."""
    return group is not None and group[0] == wrestler and from_top <= group[1]


def _draw_drag(table: MaskmenTable, surface: pygame.Surface, lay: Layout, view: MaskmenView) -> None:
    group = table.picked(table.drag.dragging)
    if group is None or view.seat is None:
        return
    r = table.dragged_rect(lay.card)
    _draw_play(surface, group[0], group[1], r, lift=2.5)
    table.draw_refusal(surface, r, lay.unit, lay.rect)
