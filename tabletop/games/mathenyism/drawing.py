"""Drawing one frame of the Mathenyism table from its layout and view.

:func:`draw` paints the links between allies, the seats (panel, court,
shown card, hand, followers pile with its pips towards ten, units with
their strength), the middle (deck, discards, the combat or the card shown
this turn, the decision panel, the status line), then what moves: flights,
the banner, the card being dragged with the reason it may not go there, the
merge confirmation, and the preview of the card under the pointer.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pygame

from tabletop.games.mathenyism import art
from tabletop.games.mathenyism.cards import ACTION, AFFILIATION, NAME, OBJECT, STRENGTH, UNIT
from tabletop.games.mathenyism.layout import (
    Combat,
    Layout,
    SeatPlace,
    UnitPlace,
    badge_width,
    card_size,
    tile_cards,
)
from tabletop.games.mathenyism.state import DEFEND, FOLLOWER, NO_CARD, SHOW, USE_BITS, WIN_FOLLOWERS
from tabletop.games.mathenyism.view import MathView
from tabletop.ui import theme
from tabletop.ui.cards import TEXT_FLOOR, Colour, blit_card, draw_glow, fit_text, font, font_size, text, wrap
from tabletop.ui.pile import draw_empty_slot, draw_pile
from tabletop.ui.preview import PREVIEW_SHARES, place_shrinking
from tabletop.ui.seat_panel import Chip, Count, SeatInfo, draw_seat_panel, team_colour, team_letter
from tabletop.ui.table_parts import draw_pill, draw_status, panel_surface

if TYPE_CHECKING:
    from tabletop.games.mathenyism.scene import MathTable

PREVIEW_H = 300
"""The height of a card's preview, in design units."""


def draw(surface: pygame.Surface, table: MathTable, lay: Layout) -> None:
    view = table.math

    def paint(layer: pygame.Surface) -> None:
        links = alliance_links(lay, view)
        _draw_alliance_links(layer, lay, view, links)
        _draw_felt(layer, lay)
        for place in lay.seats.values():
            _draw_seat(layer, table, lay, view, place)
        draw_link_letters(layer, lay, view, links)
        _draw_piles(layer, table, lay, view)

    if table.drag.snaps:  # a card sliding home: drawn afresh every frame
        paint(surface)
    else:
        table.static.blit(surface, lay.rect, table.static_key(), paint, backdrop=True)
    if lay.combat is not None and view.combat is not None:
        _draw_combat(surface, table, lay, view)
    else:
        _draw_turn_stage(surface, table, lay, view)
    if lay.panel is not None and table.merge is None:  # a merge asked: its confirmation takes the panel's place
        table.panel.draw(surface, lay.panel, table.drag, _panel_card)
    u = lay.unit
    draw_status(surface, table.status(), font_size(u, 16, 12), lay.status.w - round(16 * u), center=lay.status.center)


def draw_over(surface: pygame.Surface, table: MathTable, lay: Layout) -> None:
    """What floats over the table: cards in flight, the banner, a merge's confirmation, the dragged card,
    a card's large preview."""
    u = lay.unit
    table.flights.draw(surface)
    table.banner.draw(surface, u, lay.centre, (lay.stage.centerx, lay.stage.y + round(26 * u)))
    _draw_merge_confirm(surface, table, lay)
    _draw_drag(surface, table, lay)
    _draw_preview(surface, table, lay)


def _panel_card(surface: pygame.Surface, card: object, rect: pygame.Rect, glow: Colour | None) -> None:
    assert isinstance(card, int)
    blit_card(surface, art.face(card, rect.size), rect, highlight=glow)


# --- the seats ---------------------------------------------------------------------------------
def allied(view: MathView, seat: int) -> bool:
    return bool(view.allies(seat))


def seat_info(table: MathTable, view: MathView, seat: int) -> SeatInfo:
    """What ``seat``'s panel says: name, alliance, whose turn, who decides, cards in hand, followers."""
    chips: list[Chip] = []
    if not view.over:
        if view.active == seat:
            chips.append(Chip("turn"))
        if view.to_act == seat and view.active != seat:
            chips.append(Chip("deciding", "legal"))
        if view.combat is not None:
            if view.combat[0] == seat:
                chips.append(Chip("attacking", "bad"))
            elif view.combat[1] == seat:
                chips.append(Chip("defending", "info"))
    elif view.winner == seat:
        chips.append(Chip("winner", "good"))
    team = view.blocs[seat] if allied(view, seat) else None
    counts = (Count(view.hand_counts[seat], "in hand"), Count(f"{view.followers[seat]}/{WIN_FOLLOWERS}", "followers"))
    return SeatInfo(seat=seat, name=table.seat_name(seat), turn=view.active == seat and not view.over,
                    you=view.seat == seat, team=team, team_name=f"Alliance {team_letter(team)}" if team is not None
                    else "", chips=tuple(chips), counts=counts)


def _draw_felt(surface: pygame.Surface, lay: Layout) -> None:
    radius = max(8, round(16 * lay.unit))
    felt = panel_surface(lay.centre.size, (*theme.FELT_DARK, 150), theme.FELT_LIGHT, max(1, round(lay.unit)), radius)
    surface.blit(felt, lay.centre.topleft)


Link = tuple[int, tuple[int, int], tuple[int, int]]
"""An ally, where the link leaves its panel, where it meets its ally's."""


def alliance_links(lay: Layout, view: MathView) -> list[Link]:
    """(an ally, where the link leaves its panel, where it meets its ally's) for allies who sit side by side."""
    links = []
    for a in range(view.players):
        pa = lay.seats[a].panel
        for b in view.allies(a):
            pb = lay.seats[b].panel
            start, end = _edge_towards(pa, pb.center), _edge_towards(pb, pa.center)
            if b > a and abs(start[0] - end[0]) + abs(start[1] - end[1]) <= 4 * lay.ring.gap:
                links.append((a, start, end))
    return links


def _draw_alliance_links(surface: pygame.Surface, lay: Layout, view: MathView, links: list[Link]) -> None:
    """Every allied seat's panel framed in its alliance's colour, and a band across the gap between allies
    who sit side by side (under the panels; :func:`draw_link_letters` puts the letters over them)."""
    u = lay.unit
    width = max(3, round(5 * u))
    for a in range(view.players):
        if view.allies(a):
            pygame.draw.rect(surface, team_colour(view.blocs[a]), lay.seats[a].panel.inflate(2 * width, 2 * width),
                             width=width, border_radius=max(8, round(14 * u)))
    for a, start, end in links:
        pygame.draw.line(surface, team_colour(view.blocs[a]), start, end, width * 2)


def draw_link_letters(surface: pygame.Surface, lay: Layout, view: MathView, links: list[Link]) -> None:
    """The alliance's letter on each link, over the panels' edges (a narrow gap would hide it under them)."""
    u = lay.unit
    for a, start, end in links:
        letter = text(team_letter(view.blocs[a]), font_size(u, 12, TEXT_FLOOR), theme.TEXT_DARK, "bold")
        draw_pill(surface, letter, team_colour(view.blocs[a]), (round(10 * u), round(4 * u)), border=theme.WOOD_DARK,
                  center=((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))


def _edge_towards(rect: pygame.Rect, point: tuple[int, int]) -> tuple[int, int]:
    """The middle of ``rect``'s side that faces ``point``."""
    dx, dy = point[0] - rect.centerx, point[1] - rect.centery
    if abs(dx) * rect.h > abs(dy) * rect.w:
        return rect.midright if dx > 0 else rect.midleft
    return rect.midbottom if dy > 0 else rect.midtop


def _draw_seat(surface: pygame.Surface, table: MathTable, lay: Layout, view: MathView, place: SeatPlace) -> None:
    u = lay.unit
    seat = place.seat
    draw_seat_panel(surface, place.panel, seat_info(table, view, seat), u)
    glow = table.target_glow(("court", seat))
    if glow is not None:
        pygame.draw.rect(surface, glow, place.court_area, width=max(2, round(3 * u)), border_radius=round(8 * u))
    seat_glow = _seat_pick_glow(table, seat)
    if seat_glow is not None:
        draw_glow(surface, place.panel, seat_glow, max(3, round(5 * u)))
    cards = table.court_cards(seat)
    if not cards:
        draw_empty_slot(surface, place.court[0], "no leader", u)
    for card, rect in zip(cards, place.court):
        if not table.flights.hidden(("card", card)):
            blit_card(surface, art.face(card, rect.size), rect, lift=0.6)
    shown = view.shown[seat]
    if shown != NO_CARD:
        blit_card(surface, art.face(shown, place.shown.size), place.shown, lift=0.4)
        tag = text("shown", font_size(u, 11, TEXT_FLOOR), theme.TEXT_ON_BRASS, "bold")
        draw_pill(surface, tag, theme.BRASS, (round(8 * u), round(3 * u)),
                  midtop=(place.shown.centerx, place.shown.bottom - round(4 * u)), within=place.panel)
    else:
        draw_empty_slot(surface, place.shown, "shown", u)
    if place.pile is not None:
        draw_pile(surface, place.pile, view.hand_counts[seat], u, back=art.back, label="hand",
                  highlight=table.target_glow(("pile", seat)))
    _draw_followers(surface, table, place, view.followers[seat], u)
    _draw_units(surface, table, view, place, u)
    if place.hand:
        _draw_hand(surface, table, place, u)


def _seat_pick_glow(table: MathTable, seat: int) -> Colour | None:
    decision = table.panel.decision
    if not decision.mine or seat not in decision.seats:
        return None
    drag = table.drag
    return theme.LEGAL_HOVER if drag.hover == ("seat", seat) else theme.LEGAL


def _draw_followers(surface: pygame.Surface, table: MathTable, place: SeatPlace, count: int, u: float) -> None:
    draw_pile(surface, place.followers, count, u, back=art.back, label="followers",
              highlight=table.target_glow(("followers", place.seat)))
    bar = place.progress
    n = WIN_FOLLOWERS
    gap = max(1, round(2 * u))
    w = max(2, (bar.w - gap * (n - 1)) // n)
    x = bar.centerx - (w * n + gap * (n - 1)) // 2
    for i in range(n):
        r = pygame.Rect(x + i * (w + gap), bar.y, w, bar.h)
        pygame.draw.rect(surface, theme.BRASS if i < count else theme.WOOD_DARK, r, border_radius=max(1, w // 3))
        pygame.draw.rect(surface, theme.BRASS_DARK, r, width=1, border_radius=max(1, w // 3))


def _unit_ring(table: MathTable, view: MathView, uid: int) -> Colour | None:
    glow = table.target_glow(("unit", uid))
    if glow is not None:
        return glow
    panel = table.panel.glow(uid, table.drag)
    if panel is not None:
        return panel
    if ("unit", uid) in table.moves:
        return theme.LEGAL_HOVER if table.drag.hover == ("unit", uid) else theme.LEGAL
    if view.combat is not None:
        if uid in view.combat[2]:
            return theme.DANGER
        if uid in {b for _, bs in view.combat[3] for b in bs}:
            return theme.INFO
    return None


def draw_unit(surface: pygame.Surface, cards: tuple[int, ...], place: UnitPlace, strength: int, u: float,
              ring: Colour | None = None) -> None:
    """A unit's cards fanned (a super-unit framed as one) with its strength on a red badge."""
    for card, rect in zip(cards, place.cards):
        blit_card(surface, art.face(card, rect.size), rect, lift=0.6,
                  highlight=ring if len(cards) == 1 else None)
    whole = place.rect
    if len(cards) > 1:
        pygame.draw.rect(surface, ring or theme.BRASS, whole.inflate(4, 4), width=max(2, round(2 * u)),
                         border_radius=max(4, whole.h // 12))
    badge = text(str(strength), font_size(u, 16, 11), theme.TEXT, "bold")
    draw_pill(surface, badge, art.STRENGTH_FILL, (round(12 * u), round(4 * u)), border=theme.TEXT,
              midtop=(whole.centerx, whole.bottom - round(10 * u)))


def _draw_units(surface: pygame.Surface, table: MathTable, view: MathView, place: SeatPlace, u: float) -> None:
    units = view.units[place.seat]
    if not units:
        slot = pygame.Rect(0, 0, *card_size(min(place.units_area.h, round(90 * u))))
        slot.center = place.units_area.center
        draw_empty_slot(surface, slot, "no units", u)
        return
    dragging = table.drag.dragging
    for uid, cards, strength in units:
        unit_place = place.units.get(uid)
        waiting = table.merge is not None and table.merge.args[1] == uid
        if unit_place is None or table.flights.hidden(("card", uid)) or dragging == ("unit", uid) or waiting:
            continue
        pose, ring = table.pose(("unit", uid), unit_place.rect, round(unit_place.rect.h * 0.08))
        shown = unit_place if pose is None or pose == unit_place.rect else UnitPlace(
            uid, [r.move(pose.x - unit_place.rect.x, pose.y - unit_place.rect.y) for r in unit_place.cards])
        draw_unit(surface, cards, shown, strength, u, ring or _unit_ring(table, view, uid))


def _draw_hand(surface: pygame.Surface, table: MathTable, place: SeatPlace, u: float) -> None:
    lift = round(next(iter(place.hand.values())).h * 0.1)
    strips = hand_strips(place.hand)
    for card, rect in place.hand.items():
        key = ("hand", card)
        if table.flights.hidden(("card", card)):
            continue
        pose, ring = table.pose(key, rect, lift)
        if pose is None:
            continue
        if ring is None:
            ring = table.panel.glow(card, table.drag)
        if ring is None and key in table.moves:
            ring = theme.LEGAL_HOVER if table.drag.hover == key else theme.LEGAL
        strip = strips.get(card) if pose.x == rect.x else None  # a card moved aside shows whole
        blit_card(surface, art.face(card, pose.size, strip), pose, lift=1.5 if pose != rect else 0.8, highlight=ring)


def hand_strips(hand: dict[int, pygame.Rect]) -> dict[int, int]:
    """How many pixels of each hand card the next one leaves uncovered, for the cards it covers."""
    rects = list(hand.items())
    return {card: after.x - rect.x for (card, rect), (_, after) in itertools.pairwise(rects)
            if after.x - rect.x < rect.w}


# --- the middle ----------------------------------------------------------------------------------
def _draw_piles(surface: pygame.Surface, table: MathTable, lay: Layout, view: MathView) -> None:
    u = lay.unit
    draw_pile(surface, lay.deck, view.deck, u, back=art.back, label="Deck", caption=True)
    draw_pile(surface, lay.discard, view.discards, u, back=art.back, label="Discards", caption=True,
              highlight=table.target_glow(("discard",)))


def stage_card(view: MathView) -> int:
    """The card the middle shows as this turn's: the one the player to move showed, none while they
    still choose it (the card they showed last turn would sit beside the two they choose from)."""
    return NO_CARD if view.phase == SHOW else view.shown[view.active]


def _draw_turn_stage(surface: pygame.Surface, table: MathTable, lay: Layout, view: MathView) -> None:
    """Out of combat: the card the player whose turn it is showed, and the four things of the action
    step with those done this turn ticked."""
    if view.over:
        return
    u = lay.unit
    area = pygame.Rect(lay.stage.x, lay.stage.y, lay.stage.w, lay.panel_area.y - lay.stage.y)
    size = font_size(u, 14, 11)
    line = size + round(8 * u)
    if area.h < line:
        return
    who = table.seat_name(view.active)
    card = stage_card(view)
    x = area.x
    if card != NO_CARD and area.h >= 3 * line:
        r = pygame.Rect((0, 0), card_size(area.h - round(4 * u)))
        r.topleft = (area.x, area.y + round(2 * u))
        blit_card(surface, art.face(card, r.size), r, lift=1.0)
        x = r.right + round(12 * u)
    said = f"{who} showed {NAME[card]}" if card != NO_CARD else f"{who}'s turn"
    label = text("This turn:", size, theme.TEXT, "bold")
    chips = _turn_chips(view, u)
    pill_pad = (round(14 * u), round(6 * u))
    chips_w = label.get_width() + round(8 * u) + sum(c.get_width() + pill_pad[0] + round(6 * u) for c, _ in chips)
    y = area.y + line
    one_line = y + line > area.bottom and x == area.x
    if one_line:  # the things done go after the caption, which gives up its room to them first
        y = area.y
        room = area.right - x - chips_w - round(16 * u)
        if room >= font(size, "semibold").size("…")[0] * 8:
            caption = fit_text(said, size, theme.TEXT_DIM, room, "semibold")
            surface.blit(caption, (x, area.y + round(2 * u)))
            x += caption.get_width() + round(16 * u)
    else:
        caption = fit_text(said, size, theme.TEXT_DIM, area.right - x, "semibold")
        surface.blit(caption, (x, area.y + round(2 * u)))
    surface.blit(label, (x, y))
    x += label.get_width() + round(8 * u)
    for chip, done in chips:
        box = chip.get_rect().inflate(*pill_pad)
        if x + box.w > area.right:
            break
        draw_pill(surface, chip, theme.SUCCESS if done else theme.WOOD_DARK, pill_pad,
                  midleft=(x, y + label.get_height() // 2))
        x += box.w + round(6 * u)


def _turn_chips(view: MathView, u: float) -> list[tuple[pygame.Surface, bool]]:
    """The four things of the action step as chip labels, each with whether it was done this turn."""
    out = []
    for name, bit in (("Action card", USE_BITS[ACTION]), ("Object", USE_BITS[OBJECT]), ("Fighting unit", USE_BITS[UNIT]),
                      ("Follower", USE_BITS[FOLLOWER])):
        done = bool(view.used & bit)
        chip = text(("✓ " if done else "") + name, font_size(u, 12, TEXT_FLOOR), theme.TEXT_DARK if done else theme.TEXT_DIM,
                    "bold" if done else "regular")
        out.append((chip, done))
    return out


def _draw_combat(surface: pygame.Surface, table: MathTable, lay: Layout, view: MathView) -> None:
    """Each attacker beside its blockers (or the empty place for them), with strengths; boosts as +n."""
    assert lay.combat is not None and view.combat is not None
    u = lay.unit
    zone = lay.combat
    attacker, defender = view.combat[0], view.combat[1]
    size = font_size(u, 14, 11)
    head = fit_text(f"{table.seat_name(attacker)} attacks {table.seat_name(defender)}", size, theme.DANGER,
                    zone.rect.w, "bold")
    surface.blit(head, head.get_rect(midtop=(zone.rect.centerx, zone.rect.y - round(2 * u))))
    blocks = table.shown_blocks()
    boosts = dict(view.combat[6])
    if not zone.attackers:
        hint = fit_text("No attackers chosen yet", size, theme.TEXT_DIM, zone.rect.w)
        surface.blit(hint, hint.get_rect(center=zone.rect.center))
    for uid, place in zone.attackers.items():
        glow = table.target_glow(("versus", uid))
        strength = table.unit_strength(uid)
        own = zone.tiles.get(uid)
        if own is not None:
            draw_tile(surface, table.unit_cards(uid), own, place.cards, strength, u, glow or theme.DANGER,
                      boosts.get(uid, 0))
            mark = own
        else:
            draw_unit(surface, table.unit_cards(uid), place, strength, u, glow or theme.DANGER)
            if boosts.get(uid):
                _boost_tag(surface, place.rect, boosts[uid], u)
            mark = place.rect
        slot = zone.blocks[uid]
        vs = text("vs", font_size(u, 13, TEXT_FLOOR), theme.TEXT_DIM, "bold")
        surface.blit(vs, vs.get_rect(center=((mark.right + slot.x) // 2, slot.centery)))
        blockers = blocks.get(uid, ())
        if not blockers:
            if view.phase == DEFEND and table.mine():
                label = "drop a blocker"
            else:
                label = "unblocked" if own is None else f"unblocked: {strength} followers"
            draw_empty_slot(surface, slot, label, u, highlight=glow)
            continue
        cards = [c for b in blockers for c in table.unit_cards(b)]
        total = merged_strength(table, blockers)
        boost = sum(boosts.get(b, 0) for b in blockers)
        if own is not None:
            rects = blocker_cards(zone, uid, len(cards))
            draw_tile(surface, tuple(cards), slot, rects, total, u, glow or theme.INFO, boost)
        else:
            rects = blocker_cards(zone, uid, len(cards))
            draw_unit(surface, tuple(cards), UnitPlace(blockers[0], rects), total, u, glow or theme.INFO)
            if boost:
                _boost_tag(surface, rects[0], boost, u)
        if len(blockers) > 1:
            tag = text("merging", font_size(u, 11, TEXT_FLOOR), theme.TEXT_DARK, "bold")
            if own is None:
                draw_pill(surface, tag, theme.INFO, (round(8 * u), round(3 * u)), midbottom=rects[0].midtop)
            else:
                draw_pill(surface, tag, theme.INFO, (round(8 * u), round(2 * u)), center=slot.midtop)


def blocker_cards(zone: Combat, attacker: int, count: int) -> list[pygame.Rect]:
    """Where the ``count`` cards blocking ``attacker`` lie in the combat zone: fanned in its blockers'
    place, or side by side in the blockers' name tile."""
    slot = zone.blocks[attacker]
    if attacker in zone.tiles:
        return tile_cards(slot, count, badge_width(slot.h))
    w, h = slot.h * 0.7, slot.h
    step = max(4, min(round(w * 0.3), round((slot.w - w) / max(1, count - 1))))
    return [pygame.Rect(slot.x + i * step, slot.y, round(w), h) for i in range(count)]


def draw_tile(surface: pygame.Surface, cards: tuple[int, ...], tile: pygame.Rect, places: list[pygame.Rect],
              strength: int, u: float, ring: Colour, boost: int = 0) -> None:
    """A unit as a name tile: each card's name on its affiliation's colour (with its own strength when
    the unit has several cards), the unit's total strength on a red badge at the right, a boost as +n."""
    radius = max(4, tile.h // 6)
    pygame.draw.rect(surface, theme.PANEL, tile, border_radius=radius)
    pygame.draw.rect(surface, ring, tile, width=max(2, round(2 * u)), border_radius=radius)
    size = font_size(u, 14, 11)
    for card, r in zip(cards, places):
        pygame.draw.rect(surface, art.AFFILIATION_COLOURS[AFFILIATION[card]], r, border_radius=max(2, radius - 2))
        name = NAME[card] if len(cards) == 1 else f"{NAME[card]} {STRENGTH[card]}"
        lines = wrap(name, size, r.w - 4, "bold")
        if len(lines) > 1 and len(lines) * (size + 1) <= r.h - 2 and len(lines) <= 2:
            y = r.centery - len(lines) * (size + 1) // 2
            for line in lines:
                words = fit_text(line, size, theme.TEXT, r.w - 4, "bold")
                surface.blit(words, words.get_rect(midtop=(r.centerx, y)))
                y += size + 1
        else:
            words = fit_text(name, size, theme.TEXT, r.w - 4, "bold")
            surface.blit(words, words.get_rect(center=r.center))
    badge = pygame.Rect(0, 0, badge_width(tile.h), tile.h)
    badge.topright = tile.topright
    total = text(str(strength), font_size(u, 20, 14), theme.TEXT, "bold")
    draw_pill(surface, total, art.STRENGTH_FILL, (round(12 * u), round(4 * u)), border=theme.TEXT,
              center=badge.center)
    if boost:
        _boost_tag(surface, badge, boost, u)


def merged_strength(table: MathTable, blockers: tuple[int, ...]) -> int:
    """The strength of ``blockers`` once merged: their cards' strengths, with the first one's bonuses
    and boosts counted once (they become one unit under its id)."""
    first = blockers[0]
    if len(blockers) == 1:
        return table.unit_strength(first)
    extra = table.unit_strength(first) - sum(STRENGTH[c] for c in table.unit_cards(first))
    return sum(STRENGTH[c] for b in blockers for c in table.unit_cards(b)) + extra


def _boost_tag(surface: pygame.Surface, rect: pygame.Rect, amount: int, u: float) -> None:
    tag = text(f"+{amount}", font_size(u, 13, TEXT_FLOOR), theme.TEXT_DARK, "bold")
    draw_pill(surface, tag, theme.SUCCESS, (round(10 * u), round(4 * u)), topright=rect.topright)


def _draw_merge_confirm(surface: pygame.Surface, table: MathTable, lay: Layout) -> None:
    if table.merge is None or lay.combat is None:
        return
    u = lay.unit
    zone = lay.combat
    box = zone.confirm
    surface.blit(panel_surface(box.size, (*theme.PANEL, 240), theme.BRASS, max(2, round(2 * u)),
                               max(6, round(12 * u))), box.topleft)
    a, b = int(table.merge.args[0]), int(table.merge.args[1])  # type: ignore[arg-type]
    blocking = table.blocks().get(a, ())
    names = " + ".join(NAME[c] for x in (*blocking, b) for c in table.unit_cards(x))
    size = font_size(u, 15, 11)
    title = fit_text("Merge into one super-unit, for good?", size, theme.LEGAL, box.w - round(20 * u), "bold")
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + round(8 * u))))
    line = fit_text(names, font_size(u, 13, TEXT_FLOOR), theme.TEXT, box.w - round(20 * u))
    surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + round(12 * u) + size)))
    table.draw_source_button(surface, ("merge", "yes"), zone.yes, "Merge", size)
    table.draw_source_button(surface, ("merge", "no"), zone.no, "Keep apart", size, primary=False)


# --- what moves -------------------------------------------------------------------------------------
def _draw_drag(surface: pygame.Surface, table: MathTable, lay: Layout) -> None:
    key = table.drag.dragging
    if key is None:
        return
    if key[0] == "hand":
        card = int(key[1])
        home = lay.seats[table.home()].hand.get(card)
        if home is None:
            return
        r = table.dragged_rect(home.size)
        blit_card(surface, art.face(card, r.size), r, lift=2.5)
    elif key[0] == "unit":
        place = lay.unit_place(int(key[1]))
        if place is None:
            return
        r = table.dragged_rect(place.rect.size)
        moved = UnitPlace(place.uid, [c.move(r.x - place.rect.x, r.y - place.rect.y) for c in place.cards])
        draw_unit(surface, table.unit_cards(place.uid), moved, table.unit_strength(place.uid), lay.unit)
    else:
        return
    table.draw_refusal(surface, r, lay.unit, lay.rect)


def card_under(table: MathTable, lay: Layout, pos: tuple[int, int]) -> tuple[int, pygame.Rect] | None:
    """The face-up card at ``pos`` (the topmost), with where it lies."""
    view = table.math
    found: tuple[int, pygame.Rect] | None = None

    def look(card: int, rect: pygame.Rect) -> None:
        nonlocal found
        if rect.collidepoint(pos):
            found = (card, rect)

    for place in lay.seats.values():
        for card, rect in zip(table.court_cards(place.seat), place.court):
            look(card, rect)
        if view.shown[place.seat] != NO_CARD:
            look(view.shown[place.seat], place.shown)
        for uid, cards, _ in view.units[place.seat]:
            unit = place.units.get(uid)
            for card, rect in zip(cards, unit.cards if unit is not None else ()):
                look(card, rect)
        for card, rect in place.hand.items():
            look(card, rect)
    if lay.combat is not None:
        blocks = table.shown_blocks()
        for uid, unit in lay.combat.attackers.items():
            for card, rect in zip(table.unit_cards(uid), unit.cards):
                look(card, rect)
            blocking = [c for b in blocks.get(uid, ()) for c in table.unit_cards(b)]
            for card, rect in zip(blocking, blocker_cards(lay.combat, uid, len(blocking))):
                look(card, rect)
    if lay.panel is not None:
        for item, rect in lay.panel.shown.items():
            if isinstance(item, int):
                look(item, rect)
    return found


def _draw_preview(surface: pygame.Surface, table: MathTable, lay: Layout) -> None:
    """The card under the pointer, large, beside it and never over a control."""
    found = preview_place(table, lay)
    if found is not None:
        card, place = found
        blit_card(surface, art.face(card, place.size), place, lift=3.0, highlight=theme.BRASS)


def preview_place(table: MathTable, lay: Layout) -> tuple[int, pygame.Rect] | None:
    """The card under the pointer and where its large preview goes: never over a control, and clear of the
    prompt's words, the combat and the other cards to choose from where it can be (None: no preview)."""
    if table.drag.dragging is not None or table.merge is not None:
        return None
    under = card_under(table, lay, table.pointer)
    if under is None:
        return None
    card, anchor = under
    if anchor.h * 1.6 > PREVIEW_H * lay.unit:
        return None  # it is large enough already
    avoid = lay.panel.controls() if lay.panel is not None else []
    reading = [lay.panel.text] if lay.panel is not None else []  # the prompt stays readable when it can
    reading += [lay.combat.rect] if lay.combat is not None else []  # so does the combat
    reading += table.choice_rects(but=anchor)  # and the other cards to choose from (a card to give back)
    sizes = [card_size(round(PREVIEW_H * lay.unit * share)) for share in PREVIEW_SHARES]
    place = place_shrinking(sizes, anchor, lay.rect, avoid, gap=round(10 * lay.unit), rather_not=reading)
    return (card, place) if place is not None else None

