"""Drawing the Domains of Meh table: the felt and map (a static layer), the seats, the hand, the
status line and the card being dragged. Everything is cached per size; only positions change
between frames."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.meh import art
from tabletop.games.meh.animate import in_flight
from tabletop.games.meh.cards import COLS
from tabletop.games.meh.layout import Layout, SeatBox, header_h
from tabletop.games.meh.rules import MehView, explain_score, largest_regions
from tabletop.ui import theme
from tabletop.ui.cards import Colour, blit_card, draw_glow, fit_text, font_size, text, wrap
from tabletop.ui.grid import fan_of
from tabletop.ui.pile import draw_empty_slot
from tabletop.ui.preview import place_preview
from tabletop.ui.table_parts import draw_panel, draw_pill, draw_status

if TYPE_CHECKING:
    from tabletop.games.meh.scene import MehTable


def draw(table: MehTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view: MehView = table.view
    lay = table._sync(rect)
    _blit_static(table, surface, lay, view)
    _draw_map(table, surface, lay, view)
    for box in lay.others:
        _draw_seat(table, surface, lay, view, box, home=False)
    _draw_seat(table, surface, lay, view, lay.home, home=True)
    tag = _draw_last_round(surface, lay, view)
    room = lay.status.w - 2 * (tag.w + round(8 * lay.unit)) if tag is not None else lay.status.w
    above_hand = lay.home.hand_area.top - lay.status.top
    draw_status(surface, table.status(), font_size(lay.unit, 16, 13), room, above_hand, midtop=lay.status.midtop)
    if table.pass_rect() is not None:
        table.draw_source_button(surface, ("pass",), lay.pass_rect, "Pass", font_size(lay.unit, 20, 14))
    _draw_hand(table, surface, lay, view)


def draw_over(table: MehTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What floats over the table: the dragged card, cards in flight, the banner, a score's tip."""
    view: MehView = table.view
    lay = table._sync(rect)
    _draw_drag(table, surface, lay, view)
    table.flights.draw(surface)
    table.banner.draw(surface, lay.unit, lay.rect, lay.map_rect.center)
    _draw_score_tip(table, surface, lay, view)


def _draw_score_tip(table: MehTable, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
    """Hovering a seat's score explains it, part by part, where the tip covers no control."""
    table.tip_at = None
    seat = table.score_under_pointer()
    if seat is None:
        return
    u = lay.unit
    size = font_size(u, 14, 11)
    line_h = size + round(6 * u)
    width = round(300 * u)
    pad = round(10 * u)
    army = art.ARMY_NAMES[view.armies[seat]]
    title = f"{table.seat_name(seat)} ({army}): {view.scores[seat]} points" + ("" if view.over else " if the game ended now")
    rows: list[tuple[str, str, Colour, str]] = [
        (line, "", theme.LEGAL, "bold") for line in wrap(title, size, width - 2 * pad, "bold")]
    for part, worth in explain_score(view, seat):
        body = wrap(part, size, width - 2 * pad - round(40 * u))
        for i, line in enumerate(body):
            rows.append((line, f"+{worth}" if i == 0 else "", theme.TEXT, "regular"))
    anchor = score_rect(lay.boxes[seat], u)
    box = place_preview((width, len(rows) * line_h + 2 * pad), anchor, lay.rect, table.controls(), round(8 * u))
    if box is None:
        return  # no room that leaves every control clear: no tip
    table.tip_at = box
    pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=round(8 * u))
    pygame.draw.rect(surface, theme.BRASS_DARK, box, width=max(1, round(u)), border_radius=round(8 * u))
    y = box.y + pad
    for line, points, colour, weight in rows:
        surface.blit(text(line, size, colour, weight), (box.x + pad, y))
        if points:
            t = text(points, size, theme.BRASS, "bold")
            surface.blit(t, t.get_rect(topright=(box.right - pad, y)))
        y += line_h


LAST_ROUND_TAG = "Last round"


def _draw_last_round(surface: pygame.Surface, lay: Layout, view: MehView) -> pygame.Rect | None:
    """The "Last round" tag at the left of the status line, once the last round has begun (else nothing)."""
    if view.last_round is None:
        return None
    u = lay.unit
    label = text(LAST_ROUND_TAG, font_size(u, 14, 11), theme.TEXT_ON_BRASS, "bold")
    return draw_pill(surface, label, theme.BRASS, (round(16 * u), round(6 * u)), border=theme.BRASS_DARK,
                     midleft=(lay.status.x, lay.status.y + label.get_height() // 2 + round(3 * u)))


# --- the static layer: felt, map, panels, names, legend ---------------------------------------
def _blit_static(table: MehTable, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
    """Everything that changes only with the layout or the turn: felt, map, panels, names, legend."""
    rect = lay.rect
    active = -1 if view.over else view.current
    key = (table._layout_key, view.terrain, view.armies, active, view.viewer, tuple(table.seat_names))

    def paint(layer: pygame.Surface) -> None:
        layer.blit(_felt(table, rect), rect.topleft)
        origin = lay.map_rect.topleft
        local = [t.move(-origin[0], -origin[1]) for t in lay.tiles]
        layer.blit(art.map_surface(view.terrain, COLS, local, lay.map_rect.size, largest_regions(view.terrain)), origin)
        column = legend_in_column(lay, view)
        for box in [*lay.others, lay.home]:
            _draw_seat_static(table, layer, lay, view, box, home=box is lay.home, legend=not column)
        if column:
            _draw_legend(layer, lay, view)

    table._static.blit(surface, rect, key, paint)


def _felt(table: MehTable, rect: pygame.Rect) -> pygame.Surface:
    def make() -> pygame.Surface:
        w, h = rect.size
        small = pygame.Surface((max(2, w // 24), max(2, h // 24)))
        sw, sh = small.get_size()
        for y in range(sh):
            for x in range(sw):
                dx = (x - sw * 0.55) / (sw / 2)
                dy = (y - sh * 0.4) / (sh / 2)
                t = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.3)
                small.set_at((x, y), theme.lerp_color(theme.FELT_LIGHT, theme.FELT_DARK, t))
        return pygame.transform.smoothscale(small, (w, h))

    return table._large.get(("felt", rect.size), make)


def _score_size(u: float, compact: bool) -> int:
    """The size of a seat's score: smaller in a short panel's one-line header."""
    return font_size(u, 22, 15) if compact else font_size(u, 28, 18)


def _score_width(u: float, compact: bool = False) -> int:
    widest = text("88", _score_size(u, compact), theme.BRASS, "bold").get_width()
    return max(widest, text("points", font_size(u, 11, 11), theme.TEXT_MUTED).get_width()) + round(10 * u)


def score_rect(box: SeatBox, u: float) -> pygame.Rect:
    """Where a seat's score (the number, and "points" under it unless the header is one line) is drawn:
    hovering it explains it."""
    height = text("8", _score_size(u, box.compact), theme.BRASS, "bold").get_height()
    height = box.header.h if box.compact else height + font_size(u, 11, 11)
    width = _score_width(u, box.compact)
    top = box.header.y if box.compact else box.header.y - round(2 * u)
    return pygame.Rect(box.header.right - width, top, width, height)


def _draw_seat_static(table: MehTable, surface: pygame.Surface, lay: Layout, view: MehView, box: SeatBox,
                      home: bool, legend: bool = False) -> None:
    """A seat's panel, badge, name, army (and for the home seat its scoring rule, or with ``legend``
    every army's, when the left column has no room for the scoring panel)."""
    u = lay.unit
    seat = box.seat
    army = view.armies[seat]
    active = view.current == seat and not view.over
    draw_panel(surface, box.panel, u, active)
    head = box.header
    badge_side = head.h if not home else min(round(54 * u), header_h(u))
    surface.blit(art.badge(army, badge_side), (head.x, head.y))
    x = head.x + badge_side + round(8 * u)
    name_w = head.right - x - _score_width(u, box.compact)
    name = table.seat_name(seat) + (" (you)" if home and view.viewer == seat else "")
    name_s = fit_text(name, font_size(u, 19, 13), theme.TEXT, name_w, "semibold")
    if box.compact:  # one line: the name, then the army after it
        surface.blit(name_s, name_s.get_rect(midleft=(x, head.centery)))
        rest = name_w - name_s.get_width() - round(8 * u)
        if rest > round(30 * u):
            army_s = fit_text(art.ARMY_NAMES[army], font_size(u, 15, 11), theme.TEXT_DIM, rest)
            surface.blit(army_s, army_s.get_rect(midleft=(x + name_s.get_width() + round(8 * u), head.centery + 1)))
        return
    surface.blit(name_s, (x, head.y))
    surface.blit(fit_text(art.ARMY_NAMES[army], font_size(u, 15, 11), theme.TEXT_DIM, name_w),
                 (x, head.y + name_s.get_height()))
    if home:
        y = head.y + badge_side + round(8 * u)
        rule_size = font_size(u, 13, 11)
        if legend:
            y = _draw_compact_legend(surface, lay, view, head, y)
        else:
            for line in wrap(art.ARMY_RULES[army], rule_size, head.w):
                surface.blit(text(line, rule_size, theme.TEXT_DIM), (head.x, y))
                y += rule_size + max(3, round(4 * u))
        if active and y + font_size(u, 14, 11) + round(10 * u) <= head.bottom:
            tag = text("Your turn" if view.viewer == seat else "Their turn", font_size(u, 14, 11),
                       theme.TEXT_ON_BRASS, "bold")
            draw_pill(surface, tag, theme.BRASS, (round(16 * u), round(6 * u)), topleft=(head.x, y + round(4 * u)))


LegendLines = list[tuple[str | None, tuple[str, ...]]]


def _legend(lay: Layout, view: MehView) -> tuple[LegendLines, int]:
    """The scoring panel's lines wrapped to the left column (army or None, lines) and the height they need."""
    assert lay.legend is not None
    u = lay.unit
    pad = max(5, round(10 * u))
    lines: list[tuple[str | None, str]] = [(None, "1 point per territory you hold, plus:")]
    for name in view.armies:
        lines.append((name, f"{art.ARMY_NAMES[name]}: {art.ARMY_RULES[name]}"))
    size = font_size(u, 13, 11)
    line_h = size + max(3, round(4 * u))
    badge_side = round(22 * u)
    height = pad * 2 + font_size(u, 17, 13) + round(8 * u)
    wrapped: LegendLines = []
    for who, body in lines:
        width = lay.legend.w - 2 * pad - (badge_side + round(6 * u) if who else 0)
        chunk = wrap(body, size, width)
        wrapped.append((who, chunk))
        height += max(len(chunk) * line_h, badge_side if who else 0) + round(6 * u)
    return wrapped, height


def legend_in_column(lay: Layout, view: MehView) -> bool:
    """Whether the whole scoring panel fits under the other seats (else the home seat shows it, shorter)."""
    return lay.legend is not None and _legend(lay, view)[1] <= lay.legend.h


def _draw_legend(surface: pygame.Surface, lay: Layout, view: MehView) -> None:
    """How scoring works, for the armies at the table, under the other seats."""
    assert lay.legend is not None
    u = lay.unit
    area = lay.legend
    pad = max(5, round(10 * u))
    y = area.y + pad
    title = text("Scoring", font_size(u, 17, 13), theme.TEXT, "semibold")
    wrapped, height = _legend(lay, view)
    size = font_size(u, 13, 11)
    line_h = size + max(3, round(4 * u))
    badge_side = round(22 * u)
    panel = pygame.Rect(area.x, area.y, area.w, min(area.h, height))
    draw_panel(surface, panel, u)
    surface.blit(title, (area.x + pad, y))
    y += title.get_height() + round(4 * u)
    for who, chunk in wrapped:
        x = area.x + pad
        block = max(len(chunk) * line_h, badge_side if who else 0)
        if who:
            surface.blit(art.badge(who, badge_side), (x, y))
            x += badge_side + round(6 * u)
        for i, line in enumerate(chunk):
            surface.blit(text(line, size, theme.TEXT_DIM), (x, y + i * line_h))
        y += block + round(6 * u)


def _draw_compact_legend(surface: pygame.Surface, lay: Layout, view: MehView, head: pygame.Rect, y: int) -> int:
    """The scoring panel in the home seat, one line an army by its badge (the home seat's first);
    returns the y under it."""
    u = lay.unit
    size = font_size(u, 13, 11)
    line_h = size + max(3, round(5 * u))
    surface.blit(fit_text("Scoring: 1 point per territory you hold, plus", size, theme.TEXT, head.w, "semibold"),
                 (head.x, y))
    y += line_h
    home = view.armies[lay.home.seat]
    badge_side = size + round(3 * u)
    for name in sorted(view.armies, key=lambda a: a != home):
        surface.blit(art.badge(name, badge_side), (head.x, y - round(u)))
        x = head.x + badge_side + round(5 * u)
        line = fit_text(art.ARMY_RULES[name], size, theme.TEXT if name == home else theme.TEXT_DIM, head.right - x)
        surface.blit(line, (x, y))
        y += line_h
    return y


# --- the map ---------------------------------------------------------------------------------
def _shade(table: MehTable, size: tuple[int, int]) -> pygame.Surface:
    """A dark veil over a territory that the chosen card cannot go to."""

    def make() -> pygame.Surface:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, round(min(size) * 0.09))
        pygame.draw.rect(veil, (10, 14, 12, 120), veil.get_rect(), border_radius=radius)
        return veil

    return table._surfaces.get(("shade", size), make)


def _draw_map(table: MehTable, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
    legal = table.drag.legal_targets()
    for t, tile in enumerate(lay.tiles):
        key = ("territory", t)
        ring = table.target_glow(key)
        if ring == theme.LEGAL_HOVER:  # the one the card would go to: brighter and thicker
            draw_glow(surface, tile, ring, max(3, round(min(tile.size) * 0.07)))
        elif ring is not None:
            draw_glow(surface, tile, ring)
        elif t == table.last_territory and not legal:
            draw_glow(surface, tile, theme.LAST_MOVE, max(2, round(min(tile.size) * 0.03)))
        cell = table._hide_board[t] if t in table._hide_board else view.board[t]
        if cell is not None:
            owner, size = cell
            card = art.CARD_ART.face((view.armies[owner], size), lay.map_card)
            blit_card(surface, card, lay.territory_card(t))
        if table.drag.active is not None and key not in legal:
            surface.blit(_shade(table, tile.size), tile.topleft)
    _draw_crowns(surface, lay, largest_regions(view.terrain))


def _draw_crowns(surface: pygame.Surface, lay: Layout, largest: list[list[int]]) -> None:
    """Mark the largest regions (Elves score on them): a crown and the size, on the region's edge."""
    u = lay.unit
    for region in largest:
        tile = lay.tiles[region[0]]
        side = round(min(tile.w, tile.h) * 0.16)
        label = text(str(len(region)), round(side * 0.85), theme.TEXT_ON_BRASS, "bold")
        pill = pygame.Rect(0, 0, side + label.get_width() + round(side * 0.55), round(side * 1.1))
        pill.centery = tile.y + round(u)
        pill.right = tile.right - round(min(tile.w, tile.h) * 0.06)
        pygame.draw.rect(surface, theme.BRASS, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.BRASS_DARK, pill, width=max(1, round(u)), border_radius=pill.h // 2)
        c = art.crown(side, theme.TEXT_ON_BRASS)
        surface.blit(c, c.get_rect(midleft=(pill.x + round(side * 0.22), pill.centery)))
        surface.blit(label, label.get_rect(midright=(pill.right - round(side * 0.28), pill.centery)))


# --- the seats -------------------------------------------------------------------------------
def _draw_seat(table: MehTable, surface: pygame.Surface, lay: Layout, view: MehView, box: SeatBox,
               home: bool) -> None:
    """A seat's changing parts: score, hand backs, deck and discard pile."""
    u = lay.unit
    seat = box.seat
    army = view.armies[seat]
    head = box.header
    score = text(str(view.scores[seat]), _score_size(u, box.compact), theme.BRASS, "bold")
    pts = text("points", font_size(u, 11, 11), theme.TEXT_MUTED)
    sx = head.right - max(score.get_width(), pts.get_width()) // 2 - round(4 * u)
    if box.compact:  # the score alone, on the header's line (hovering it explains it)
        surface.blit(score, score.get_rect(midright=(head.right - round(4 * u), head.centery)))
    else:
        surface.blit(score, score.get_rect(midtop=(sx, head.y - round(2 * u))))
        surface.blit(pts, pts.get_rect(midtop=(sx, head.y + score.get_height() - round(6 * u))))
    cap = font_size(u, 13, 11)
    cap_y = box.deck.bottom + round(3 * u)
    if not home:  # the hand's backs
        count = view.hand_counts[seat] - len(in_flight(table, "hand", seat))
        _draw_fan(surface, army, count, box.hand_area, box.card, u)
        if box.captions:
            held = fit_text(f"{view.hand_counts[seat]} in hand", cap, theme.TEXT_DIM, box.deck.x - box.panel.x - 4)
            where = held.get_rect(midtop=(box.hand_area.centerx, cap_y))
            where.left = max(where.left, box.panel.x + 4)
            surface.blit(held, where)
        elif count > 0:  # no caption under it: the count on the fan, as the deck shows its own
            _draw_count(surface, count, box.hand_area.clip(pygame.Rect(box.hand_area.topleft, box.card)), u)
    deck_n = view.deck_counts[seat] - table.flights.hidden(("deck", seat))
    deck_ring = table.target_glow(("deck",)) if home else None
    _draw_deck(surface, army, deck_n, box.deck, deck_ring, u)
    if box.captions:
        label = "Bottom of deck" if deck_ring is not None else f"Deck {view.deck_counts[seat]}"
        cap_s = fit_text(label, cap, theme.LEGAL if deck_ring is not None else theme.TEXT_DIM,
                         box.deck.w + round(30 * u))
        surface.blit(cap_s, cap_s.get_rect(midtop=(box.deck.centerx, cap_y)))
    pile = list(view.discards[seat])
    for z in in_flight(table, "discard", seat):
        if z in pile:
            pile.remove(z)
    _draw_discard(surface, army, pile, box.discard, u, label=box.captions)
    if box.captions:
        d_s = fit_text(f"Discard {len(view.discards[seat])}", cap, theme.TEXT_DIM, box.discard.w + round(30 * u))
        surface.blit(d_s, d_s.get_rect(midtop=(box.discard.centerx, cap_y)))


def _draw_fan(surface: pygame.Surface, army: str, count: int, area: pygame.Rect, card: tuple[int, int],
              u: float) -> None:
    if count <= 0:
        draw_empty_slot(surface, pygame.Rect(area.centerx - card[0] // 2, area.y, *card), "", u)
        return
    back = art.CARD_ART.back(army, card)
    for r in fan_of(area, count, card, 0.35):
        blit_card(surface, back, r, lift=0.6)


def _draw_deck(surface: pygame.Surface, army: str, count: int, rect: pygame.Rect, ring: Colour | None,
               u: float) -> None:
    if ring is not None:
        draw_glow(surface, rect, ring)
    if count <= 0:
        draw_empty_slot(surface, rect, "empty", u)
        return
    back = art.CARD_ART.back(army, rect.size)
    layers = min(3, (count + 2) // 3)
    off = max(1, round(rect.w * 0.035))
    for i in range(layers - 1, -1, -1):
        blit_card(surface, back, rect.move(i * off, -i * off), lift=0.5, with_shadow=i == layers - 1)
    _draw_count(surface, count, rect, u)


def _draw_count(surface: pygame.Surface, count: int, rect: pygame.Rect, u: float) -> None:
    """How many cards a pile (or a hand's fan) of card size ``rect`` holds, on a pill over its middle."""
    n = text(str(count), max(11, round(rect.h * 0.26)), theme.TEXT, "bold")
    draw_pill(surface, n, theme.WOOD_DARK, (round(rect.w * 0.22), round(rect.h * 0.02)), border=theme.BRASS,
              border_width=max(1, round(u * 1.5)), center=rect.center)


def _draw_discard(surface: pygame.Surface, army: str, pile: list[int], rect: pygame.Rect, u: float,
                  label: bool = True) -> None:
    """The discard pile as chips with the sizes, in as few rows as fit (``label``: "empty" on an empty pile)."""
    draw_empty_slot(surface, rect, "empty" if label and not pile else "", u)
    if not pile:
        return
    main = art.ARMY_COLOURS[army][0]
    n = len(pile)
    gap = max(2, round(min(rect.w, rect.h) * 0.05))
    best = (0, 1)
    for cols in range(1, n + 1):
        rows = (n + cols - 1) // cols
        side = min((rect.w - gap * (cols + 1)) // cols, (rect.h - gap * (rows + 1)) // rows)
        if side > best[0]:
            best = (side, cols)
    chip, cols = min(best[0], round(min(rect.w, rect.h) * 0.42)), best[1]
    rows = (n + cols - 1) // cols
    total_h = rows * chip + (rows - 1) * gap
    y0 = rect.centery - total_h // 2
    radius = max(2, chip // 5)
    for i, z in enumerate(pile):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        row_w = in_row * chip + (in_row - 1) * gap
        box = pygame.Rect(rect.centerx - row_w // 2 + c * (chip + gap), y0 + r * (chip + gap), chip, chip)
        pygame.draw.rect(surface, main, box, border_radius=radius)
        pygame.draw.rect(surface, (255, 255, 255), box, width=1, border_radius=radius)
        d = text(str(z), max(8, round(chip * 0.72)), (255, 255, 255), "bold")
        surface.blit(d, d.get_rect(center=box.center))


# --- the viewer's hand and the card being dragged --------------------------------------------
def _draw_hand(table: MehTable, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
    home = table._home_seat()
    army = view.armies[home]
    if view.viewer is None:
        count = view.hand_counts[home] - len(in_flight(table, "hand", home))
        back = art.CARD_ART.back(army, lay.hand_card)
        for r in lay.hand_rects[:count]:
            blit_card(surface, back, r)
        return
    drawn: list[tuple[int, pygame.Rect]] = []
    hidden = in_flight(table, "hand", home)
    lift = round(lay.hand_card[1] * 0.08)
    for i, size in enumerate(view.hand[: len(lay.hand_rects)]):
        r = lay.hand_rects[i]
        drawn.append((size, r))
        if size in hidden:  # still flying in
            hidden.remove(size)
            continue
        pose, ring = table.pose(("hand", i), r, lift)
        if pose is not None:
            blit_card(surface, art.CARD_ART.face((army, size), lay.hand_card), pose, highlight=ring)
    table._drawn_hand = drawn


def _draw_drag(table: MehTable, surface: pygame.Surface, lay: Layout, view: MehView) -> None:
    key = table.drag.dragging
    size = table._size_of(key) if key is not None and view.viewer is not None else None
    if size is None or view.viewer is None:
        return
    r = table.dragged_rect(lay.hand_card)
    blit_card(surface, art.CARD_ART.face((view.armies[view.viewer], size), lay.hand_card), r, lift=2.5)
    table.draw_refusal(surface, r, lay.unit, lay.rect)
