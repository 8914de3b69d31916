"""The Mindbug table's drawing: panels, headers, creatures, the stage, the hand and what lies over them.

:func:`draw` paints one frame of the table in the order the layers stack:
the static panels, the glow of legal drop places, the stage (life, the
cards in question, the prompt and its buttons), each seat's header and
creatures, the home seat's info, status line and hand, then flashes,
flights, the dragged card, the banner and the large card under the pointer.
It records where each card was drawn (``table._drawn``, where flights start)
and what the pointer may hover (``table._hits``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core.words import counted
from tabletop.games.mindbug import art
from tabletop.games.mindbug.animate import BANNER_TIME, FLASH_TIME
from tabletop.games.mindbug.cards import CREATURES, HUNTER, NAMES, NEW_SERVANTS, POWER
from tabletop.games.mindbug.layout import RATIO, Area, Key, Layout
from tabletop.games.mindbug.rules import D_BLOCK, D_FRENZY, D_HUNT, D_TURN, MindbugView
from tabletop.ui import theme
from tabletop.ui.cards import TEXT_FLOOR, Colour, blit_card, draw_glow, fit_text, font_size, text, wrap
from tabletop.ui.decision import Decision
from tabletop.ui.preview import place_preview
from tabletop.ui.table_parts import draw_pill, panel_surface

if TYPE_CHECKING:
    from tabletop.games.mindbug.scene import MindbugTable

HOVER_DELAY = 0.25
PREVIEW_SCALES = (1.0, 0.85, 0.7, 0.55)  # the large card shrinks to these to find a place clear of the controls
PREVIEW_LIFT = 3.0  # how high the large card floats (its shadow's drop)


def draw(table: MindbugTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view: MindbugView | None = table.view
    if view is None:
        return
    lay = table._sync(rect)
    prompt = table.prompt()
    table._hits = []
    table._marks = []
    drawn: dict[int, pygame.Rect] = {}
    legal_targets = table.drag.legal_targets()
    under = table.drag.target_under_pointer()
    focus = table.drag.focus if table.drag.keyboard_active else None
    _blit_static(table, surface, lay, view)
    for area in lay.areas.values():
        _draw_target(table, surface, lay, area, legal_targets, under, prompt)
    _draw_stage(table, surface, lay, view, drawn)
    for area in lay.areas.values():
        _draw_header(table, surface, lay, view, area)
        _draw_creatures(table, surface, lay, view, area, focus, drawn)
    _draw_info(table, surface, lay, view)
    _draw_status(table, surface, lay, view, prompt)
    _draw_hand(table, surface, lay, view, drawn)
    _draw_flashes(table, surface, lay)
    table._drawn = drawn


def draw_over(table: MindbugTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What floats over the table: cards in flight, the dragged card, the banner, the card under the pointer large."""
    view: MindbugView | None = table.view
    if view is None:
        return
    lay = table._sync(rect)
    table.flights.draw(surface)
    _draw_drag(table, surface, lay, view)
    if table.banner is not None:
        _draw_banner(table, surface, lay)
    _draw_hover(table, surface, lay, view)


def _panel_surface(size: tuple[int, int], style: str, radius: int, width: int) -> pygame.Surface:
    fill = {"mine": (*theme.PANEL, 150), "stage": (0, 0, 0, 70), "out": (20, 16, 14, 210)}.get(
        style, (*theme.PANEL, 200))
    border = {"active": theme.BRASS, "stage": theme.PANEL_BORDER}.get(style, theme.PANEL_BORDER)
    return panel_surface(size, fill, border, width if style == "active" else max(1, width // 2), radius)


def _blit_static(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
    """The panels (and the active seat's glow) over the felt, composed once per layout and turn.

    The felt is whatever lies under the table's rectangle when the layer is made (the host's
    backdrop); the layer is as large as the rectangle's bottom-right corner so that the
    drawing code keeps screen coordinates.
    """
    rect = lay.rect.clip(surface.get_rect())
    active = -1 if view.over else view.active
    key = (table._layout_key, active, view.eliminated, surface.get_size())

    def paint(layer: pygame.Surface) -> None:
        for area in lay.areas.values():
            _draw_panel(table, layer, lay, view, area)
        u = lay.unit
        radius = max(6, round(10 * u))
        layer.blit(_panel_surface(lay.stage.size, "stage", radius, max(2, round(2 * u))), lay.stage.topleft)

    table._static.blit(surface, rect, key, paint, backdrop=True)


def _draw_panel(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView, area: Area) -> None:
    u = lay.unit
    radius = max(6, round(10 * u))
    seat = area.seat
    active = view.active == seat and not view.over
    box = area.panel
    if active:
        draw_glow(surface, box, theme.BRASS, max(2, round(3 * u)))
    style = "out" if view.eliminated[seat] else "active" if active else "mine" if area.place == "bottom" else "plain"
    surface.blit(_panel_surface(box.size, style, radius, max(2, round(3 * u))), box.topleft)
    if area.place == "bottom":
        info = lay.info
        surface.blit(_panel_surface(info.size, "active" if active else "plain", radius, max(2, round(3 * u))),
                     info.topleft)


def _draw_target(table: MindbugTable, surface: pygame.Surface, lay: Layout, area: Area, legal: set[Key], under: Key | None,
                 prompt: Decision) -> None:
    """A glow round a side that the dragged creature or card may go to, or a seat to choose."""
    u = lay.unit
    seat = area.seat
    key: Key = ("mine",) if area.place == "bottom" else ("enemy", seat)
    focus = table.drag.focus if table.drag.keyboard_active else None
    if key in legal:
        hot = key in (under, focus) or (under is not None and under[0] == "prey" and under[1] in area.slots)
    elif seat in prompt.seats:
        hot = ("seat", seat) in (table.drag.hover, focus)
    else:
        return
    draw_glow(surface, area.panel, theme.LEGAL_HOVER if hot else theme.LEGAL, max(3, round(4 * u)))


def _draw_header(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView, area: Area) -> None:
    u = lay.unit
    seat = area.seat
    size = font_size(u, 15, 11)
    if area.place == "bottom":
        if view.play[seat]:
            return
        hint = "Your creatures" if view.seat == seat else f"{table.seat_name(seat)}'s creatures"
        if table._my_turn() and view.decision is not None and view.decision[0] == D_TURN:
            hint = "Drag a card from your hand here to play it"
        t = fit_text(hint, font_size(u, 14, 11), theme.TEXT_MUTED, area.creatures.w)
        surface.blit(t, t.get_rect(center=area.creatures.center))
        return
    head = area.header
    r = max(5, size // 2)
    table.draw_seat_marker(surface, seat, (head.x + r + 1, head.y + head.h // 2 if area.place == "top" else
                                           head.y + (size + round(6 * u)) // 2), r)
    name_x = head.x + 2 * r + round(6 * u)
    line_y = head.y + (head.h if area.place == "top" else size + round(6 * u)) // 2
    right = (area.hand.x - round(10 * u)) if area.place == "top" else head.right
    right = _draw_life_chip(table, surface, right, line_y, view.teams[seat], view.life[view.teams[seat]], u)
    name_w = right - name_x - round(4 * u)
    chips = _chips(view, seat)
    chip_size = font_size(u, 11, TEXT_FLOOR)
    widths = [text(label, chip_size, fg, "bold").get_width() + round(chip_size * 0.9) + round(4 * u)
              for label, _, fg in chips]
    natural = text(table.seat_name(seat), size, theme.TEXT, "semibold").get_width() + round(6 * u)
    while len(chips) > 1 and natural + sum(widths) > name_w:  # a narrow header: the name before "ally"/"enemy"
        chips, widths = chips[:-1], widths[:-1]
    chip_w = sum(widths)
    name = fit_text(table.seat_name(seat), size, theme.TEXT, max(30, name_w - chip_w), "semibold")
    surface.blit(name, name.get_rect(midleft=(name_x, line_y)))
    x = name_x + name.get_width() + round(6 * u)
    for label, colour, fg in chips:
        box = _chip(surface, label, (x, line_y), colour, chip_size, fg)
        x = box.right + round(4 * u)
    # hand backs and count, piles, Mindbugs
    hand_n = max(0, view.hand_sizes[seat] - table.flights.hidden(("hand", seat)))
    _draw_backs(surface, area.hand, hand_n, view.hand_sizes[seat], u, full=area.place == "top")
    _draw_counts(table, surface, area, view, u)


def _draw_life_chip(table: MindbugTable, surface: pygame.Surface, right: int, centery: int, team: int, life: int,
                    u: float) -> int:
    """The team's life, small, right-aligned at ``right``; returns the x left of it."""
    size = font_size(u, 13, TEXT_FLOOR)
    n = text(str(life), size, theme.TEXT, "bold")
    side = size + round(2 * u)
    box = pygame.Rect(0, 0, side + n.get_width() + round(10 * u), side + round(4 * u))
    box.midright = (right, centery)
    flash = any(f.key == ("life", team) and f.elapsed >= f.delay for f in table.flashes)
    pygame.draw.rect(surface, theme.DANGER if flash else theme.WOOD_DARK, box, border_radius=box.h // 2)
    surface.blit(art.heart(side), (box.x + round(3 * u), box.centery - side // 2))
    surface.blit(n, n.get_rect(midleft=(box.x + side + round(5 * u), box.centery)))
    return box.x


def _chips(view: MindbugView, seat: int) -> list[tuple[str, tuple[int, int, int], tuple[int, int, int]]]:
    chips: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = []
    if view.eliminated[seat]:
        chips.append(("out", theme.DANGER, theme.TEXT))
    elif view.to_act == seat and not view.over:
        chips.append(("deciding" if view.active != seat else "turn", theme.LEGAL, theme.TEXT_ON_BRASS))
    elif view.active == seat and not view.over:
        chips.append(("turn", theme.BRASS, theme.TEXT_ON_BRASS))
    if view.players == 4 and view.seat is not None and seat != view.seat:
        mate = view.teams[seat] == view.teams[view.seat]
        chips.append(("ally" if mate else "enemy", theme.INFO if mate else (150, 60, 56), theme.TEXT))
    return chips


def _chip(surface: pygame.Surface, label: str, midleft: tuple[int, int], colour: tuple[int, int, int],
          size: int, fg: tuple[int, int, int]) -> pygame.Rect:
    return draw_pill(surface, text(label, size, fg, "bold"), colour, (round(size * 0.9), round(size * 0.35)),
                     midleft=midleft)


def _draw_backs(surface: pygame.Surface, box: pygame.Rect, shown: int, count: int, u: float,
                full: bool) -> None:
    h = max(10, round(box.h * 1.05))
    w = round(h * RATIO)
    back = art.back((w, h))
    n = min(shown, 4)
    step = max(3, round(w * 0.32))
    y = box.centery - h // 2
    for i in range(n):
        blit_card(surface, back, pygame.Rect(box.x + i * step, y, w, h), lift=0.3, with_shadow=False)
    words = (f"{count} in hand" if count else "no cards") if full else str(count)
    label = text(words, font_size(u, 12, TEXT_FLOOR) if full else font_size(u, 13, TEXT_FLOOR), theme.TEXT_DIM if count else theme.TEXT_MUTED,
                 "semibold")
    x = box.x + (n - 1) * step + w + round(4 * u) if n else box.x
    surface.blit(label, label.get_rect(midleft=(x, box.centery)))


def _draw_counts(table: MindbugTable, surface: pygame.Surface, area: Area, view: MindbugView, u: float) -> None:
    seat = area.seat
    size = font_size(u, 13, TEXT_FLOOR)
    icon = max(10, round(area.pile.h * 0.95))
    for box, n, discard in ((area.pile, view.pile_sizes[seat], False),
                            (area.discard, len(view.discards[seat]) - table.flights.hidden(("discard", seat)), True)):
        surface.blit(art.pile_icon(icon, discard), (box.x, box.centery - icon // 2))
        t = text(str(max(0, n)), size, theme.TEXT_DIM, "semibold")
        surface.blit(t, t.get_rect(midleft=(box.x + icon + round(2 * u), box.centery)))
    draw_tokens(surface, area.tokens, view.mindbugs[seat], view.mindbug_limit, u)


def draw_tokens(surface: pygame.Surface, box: pygame.Rect, left: int, limit: int, u: float) -> None:
    """The seat's Mindbugs in ``box``, smaller where the header row leaves less room than their height."""
    space = round(3 * u)
    side = max(6, min(round(box.h * 0.95), (box.w - space * (limit - 1)) // max(1, limit)))
    x = box.x
    for i in range(limit):
        surface.blit(art.mindbug_token(side, spent=i >= left), (x, box.centery - side // 2))
        x += side + space


def _draw_creatures(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView, area: Area,
                    focus: Key | None, drawn: dict[int, pygame.Rect]) -> None:
    u = lay.unit
    d = view.decision
    attacker = d[2] if d is not None and d[0] in (D_BLOCK, D_HUNT, D_FRENZY) else -1
    dragging = table.drag.dragging
    my_turn = table._my_turn() and d is not None and d[0] == D_TURN
    under = table.drag.target_under_pointer()
    hunter = dragging is not None and dragging[0] == "creature" and bool(table._keywords(int(dragging[1])) & HUNTER)
    prey = int(under[1]) if hunter and under is not None and under[0] == "prey" else -1  # where a Hunter would hunt
    for card, r in area.slots.items():
        if table.flights.hidden(card) or dragging == ("creature", card):
            continue
        drawn.setdefault(card, r)
        turned = card in view.exhausted
        power, kw = table._power(card), table._keywords(card)
        kind = view.kind[card]
        if turned:
            image = art.face(kind, (r.h, r.w), power, kw, turned=True)
        else:
            image = art.face(kind, r.size, power, kw)
        highlight = table.panel.glow(card, table.drag)  # an answer to the decision glows
        rr = r
        if highlight is None and prey == card:
            highlight = theme.LEGAL_HOVER
        elif highlight is None and card == attacker:
            highlight = theme.DANGER
        elif highlight is None and my_turn and area.seat == lay.home:
            if table.drag.selected == ("creature", card):
                highlight = theme.SELECTED
                rr = r.move(0, -round(6 * u))
            elif focus == ("creature", card):
                highlight = theme.INFO
            elif table.drag.hover == ("creature", card) and table._attack_action(card) is not None:
                rr = r.move(0, -round(3 * u))
        for snap in table.drag.snaps:
            if snap.key == ("creature", card):
                rr = pygame.Rect(snap.position(r.topleft), r.size)
        blit_card(surface, image, rr, highlight=highlight)
        if card == attacker:
            table._marks.append((card, _draw_attack_badge(surface, rr, kind, kw, turned)))
        if card in view.no_block:
            table._marks.append((card, _draw_card_chip(surface, rr, "can't block", u)))
        table._hits.append((rr, card, power, kw, turned))


def _draw_attack_badge(surface: pygame.Surface, card: pygame.Rect, kind: int, kw: int, turned: bool) -> pygame.Rect:
    """The sword on an attacking creature, in its art's corner (:func:`art.mark_place`), so that it hides
    neither the name nor the power and never reaches the neighbour (a card lying sideways too); returns
    the badge's rectangle."""
    upright = (card.h, card.w) if turned else card.size
    place = art.mark_place(kind, kw, upright)
    if turned:
        place = art.upright_to_turned(place, upright)
    disc = place.move(card.topleft)
    pygame.draw.circle(surface, theme.DANGER, disc.center, disc.w // 2)
    blade = art.sword(max(8, disc.w - 4))
    surface.blit(blade, blade.get_rect(center=disc.center))
    return disc


def _draw_card_chip(surface: pygame.Surface, card: pygame.Rect, label: str, u: float) -> pygame.Rect:
    """A small label across the bottom of a card, no wider than the card; returns its rectangle."""
    size = font_size(u, 10, TEXT_FLOOR)
    pad = (round(size * 0.9), round(size * 0.35))
    t = fit_text(label, size, theme.TEXT, max(10, card.w - 2 * pad[0] - round(4 * u)), "bold")
    box = draw_pill(surface, t, theme.BUTTON_DISABLED, pad, midbottom=(card.centerx, card.bottom - round(3 * u)))
    return box


def _draw_stage(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView,
                drawn: dict[int, pygame.Rect]) -> None:
    """The life of both sides, then the decision panel with the cards in question."""
    _draw_life(table, surface, lay, view)

    def draw_card(surface: pygame.Surface, card: object, r: pygame.Rect, highlight: Colour | None) -> None:
        assert isinstance(card, int)
        if table.flights.hidden(card):
            return
        drawn[card] = r
        kind = view.kind[card]
        in_play = any(card in z for z in view.play)
        power = table._power(card) if in_play else POWER[kind]
        kw = table._keywords(card) if in_play else CREATURES[kind].keywords
        blit_card(surface, art.face(kind, r.size, power, kw), r, highlight=highlight)
        table._hits.append((r, card, power, kw, False))

    table.panel.draw(surface, lay.panel, table.drag, draw_card)


def _draw_life(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
    u = lay.unit
    box = lay.life
    home = lay.home
    mine = view.teams[home]
    rows = [1 - mine, mine]
    row_h = box.h // 2
    size = font_size(u, 13, TEXT_FLOOR)
    for i, team in enumerate(rows):
        r = pygame.Rect(box.x, box.y + i * row_h, box.w, row_h)
        seats = [q for q in range(view.players) if view.teams[q] == team]
        if view.seat is not None:
            label = "Your side" if team == view.teams[view.seat] else ("Opponent" if view.players == 2 else "Enemies")
        else:
            label = " & ".join(table.seat_name(q) for q in seats)
        x = r.x
        mark = max(4, size // 2)
        for q in seats:
            table.draw_seat_marker(surface, q, (x + mark + 1, r.y + size // 2 + round(4 * u)), mark)
            x += 2 * mark + round(4 * u)
        t = fit_text(label, size, theme.TEXT_DIM, r.right - x, "semibold")
        surface.blit(t, (x + round(2 * u), r.y + round(4 * u) + size // 2 - t.get_height() // 2))
        life = view.life[team]
        hearts_y = r.y + size + round(10 * u)
        n = text(str(life), font_size(u, 20, 13), theme.TEXT, "bold")
        count = max(3, life) if life <= 5 else 1
        gap = round(2 * u)
        side = max(10, min(round(26 * u), r.h - size - round(14 * u),
                           (r.w - n.get_width() - round(6 * u)) // count - gap))
        flash = any(f.key == ("life", team) and f.elapsed >= f.delay for f in table.flashes)
        if flash:
            zone = pygame.Rect(r.x - 2, hearts_y - 2, r.w + 4, side + 4)
            pygame.draw.rect(surface, theme.DANGER, zone, width=max(2, round(2 * u)), border_radius=side // 3)
        for k in range(count):
            surface.blit(art.heart(side, full=k < life), (r.x + k * (side + gap), hearts_y))
        hx = r.x + count * (side + gap) + round(4 * u)
        surface.blit(n, n.get_rect(midleft=(hx, hearts_y + side // 2)))


def _draw_info(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
    u = lay.unit
    info = lay.info
    area = lay.areas[lay.home]
    seat = lay.home
    inner = max(5, round(8 * u))
    size = font_size(u, 18, 13)
    r = max(5, size // 2)
    table.draw_seat_marker(surface, seat, (info.x + inner + r, info.y + inner + size // 2 + 1), r)
    you = " (you)" if view.seat == seat else ""
    team = view.teams[seat]
    left = _draw_life_chip(table, surface, info.right - inner, info.y + inner + size // 2 + 1, team, view.life[team], u)
    name = fit_text(table.seat_name(seat) + you, size, theme.TEXT, left - info.x - 3 * inner - 2 * r, "semibold")
    surface.blit(name, (info.x + inner * 2 + 2 * r, info.y + inner))
    chips = _chips(view, seat)
    y = info.y + inner + size + round(6 * u)
    x = info.x + inner
    for label, colour, fg in chips:
        x = _chip(surface, label, (x, y + font_size(u, 11, TEXT_FLOOR) // 2 + 2), colour, font_size(u, 11, TEXT_FLOOR), fg).right + round(4 * u)
    _draw_counts(table, surface, area, view, u)
    count = view.hand_sizes[seat]
    t = text(f"{counted(count, 'card')} in hand", font_size(u, 13, TEXT_FLOOR), theme.TEXT_MUTED)
    surface.blit(t, (info.x + inner, area.pile.bottom + round(6 * u)))


def _draw_status(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView, prompt: Decision) -> None:
    u = lay.unit
    colour: Colour = theme.TEXT
    d = view.decision
    if table.drag.message:
        msg, colour = table.drag.message, theme.DANGER
    elif view.over:
        msg, colour = table.status()
    elif table._my_turn():
        colour = theme.LEGAL
        if d is not None and d[0] == D_TURN:
            active = table.drag.active
            if active is not None and active[0] == "hand":
                msg = f"Drop {table._card_name(int(active[1]))} on your creatures to play it"
            elif active is not None and active[0] == "creature":
                name = table._card_name(int(active[1]))
                under = table.drag.target_under_pointer()
                if under is not None and under[0] == "prey" and table._keywords(int(active[1])) & HUNTER:
                    msg = f"Drop here: {name} attacks and hunts {table._card_name(int(under[1]))}"
                else:
                    msg = f"Drop {name} on an enemy to attack (a Hunter on the creature it hunts)"
            else:
                msg = "Your turn: drag a card onto your side to play it, or a creature onto an enemy to attack"
        else:
            msg = prompt.title + " \u2014 answer on the table above"
    else:
        msg = prompt.title
        colour = theme.TEXT_DIM
    label = fit_text(msg, font_size(u, 15, 11), colour, lay.status.w, "semibold")
    surface.blit(label, label.get_rect(midleft=(lay.status.x, lay.status.centery)))


def _draw_hand(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView,
               drawn: dict[int, pygame.Rect]) -> None:
    u = lay.unit
    home = lay.home
    if view.seat is None:
        n = max(0, view.hand_sizes[home] - table.flights.hidden(("hand", home)))
        for card in lay.hand_order[:n]:
            blit_card(surface, art.back(lay.hand_card), lay.hand[card])
        return
    if not lay.hand_order:
        t = text("No cards in hand", font_size(u, 14, 11), theme.TEXT_MUTED)
        surface.blit(t, t.get_rect(center=lay.hand_row.center))
    turn = table._my_turn() and view.decision is not None and view.decision[0] == D_TURN
    lift = round(lay.hand_card[1] * 0.08)
    for card in lay.hand_order:
        r = lay.hand[card]
        drawn[card] = r
        if table.flights.hidden(card) or table.drag.dragging == ("hand", card) or card in lay.shown:
            continue
        rr = r
        highlight = table.panel.glow(card, table.drag)
        key: Key = ("hand", card)
        if highlight is not None:
            if highlight == theme.LEGAL_HOVER:
                rr = r.move(0, -lift // 2)
        elif turn:
            pose, highlight = table.pose(key, r, lift)
            rr = pose if pose is not None else r
        kind = view.kind[card]
        blit_card(surface, art.face(kind, lay.hand_card), rr, highlight=highlight)
        table._hits.append((rr, card, POWER[kind], CREATURES[kind].keywords, False))


def _draw_flashes(table: MindbugTable, surface: pygame.Surface, lay: Layout) -> None:
    for flash in table.flashes:
        if flash.elapsed < flash.delay or not isinstance(flash.key, int):
            continue
        r = table._card_rect(lay, flash.key)
        if r is None or table.flights.hidden(flash.key):
            continue
        t = (flash.elapsed - flash.delay) / FLASH_TIME
        if int(t * 6) % 2 == 0:
            draw_glow(surface, r, flash.colour, max(3, round(min(r.size) * 0.06)))


def _draw_drag(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
    key = table.drag.dragging
    if key is None:
        return
    card = int(key[1])
    kind = view.kind[card]
    if key[0] == "hand":
        size = lay.hand_card
        image = art.face(kind, size)
    else:
        home_slot = lay.areas[lay.home].slots.get(card)
        if home_slot is None:
            return
        turned = card in view.exhausted
        size = home_slot.size
        image = art.face(kind, (size[1], size[0]) if turned else size, table._power(card), table._keywords(card),
                         turned=turned)
    r = table.dragged_rect(size)
    blit_card(surface, image, r, lift=2.5)
    table.draw_refusal(surface, r, lay.unit, lay.rect)


def _draw_banner(table: MindbugTable, surface: pygame.Surface, lay: Layout) -> None:
    assert table.banner is not None
    message, colour, t = table.banner
    u = lay.unit
    label = fit_text(message, font_size(u, 20, 14), theme.TEXT, lay.content.w - round(30 * u), "bold")
    box = label.get_rect().inflate(round(32 * u), round(14 * u))
    box.midtop = (lay.content.centerx, lay.stage.y + round(6 * u))
    box.clamp_ip(lay.content.inflate(0, round(12 * u)))
    alpha = 255 if t < BANNER_TIME - 0.4 else max(0, round(255 * (BANNER_TIME - t) / 0.4))
    layer = table._surfaces.get(("banner", message, box.size, colour), lambda: _banner_surface(label, box.size, colour, u))
    layer.set_alpha(alpha)
    surface.blit(layer, box.topleft)


def _banner_surface(label: pygame.Surface, size: tuple[int, int], colour: tuple[int, int, int],
                    u: float) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, colour, s.get_rect(), border_radius=size[1] // 2)
    pygame.draw.rect(s, theme.WOOD_DARK, s.get_rect(), width=max(2, round(2 * u)), border_radius=size[1] // 2)
    s.blit(label, label.get_rect(center=s.get_rect().center))
    return s


def _draw_hover(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
    """The card under the pointer, large, with its keywords explained, where it covers no control."""
    table.preview_at = None
    if table.drag.dragging is not None or table.hover_time < HOVER_DELAY or table.flights.busy():
        return
    hit = next((h for h in reversed(table._hits) if h[0].collidepoint(table.pointer)), None)
    if hit is None:
        _draw_pile_tip(table, surface, lay, view)
        return
    r, card, power, kw, _ = hit
    u = lay.unit
    h = min(round(lay.rect.h * 0.5), round(330 * u))
    if r.h >= h * 0.9:
        return
    notes = _notes(table, view, card, kw)
    note_size = font_size(u, 13, TEXT_FLOOR)
    note_w = round(230 * u)
    lines: list[tuple[str, tuple[int, int, int], str]] = []
    for head, body in notes:
        lines.append((head, theme.LEGAL, "bold"))
        for line in wrap(body, note_size, note_w - round(16 * u)):
            lines.append((line, theme.TEXT, "regular"))
    line_h = note_size + round(4 * u)
    box_h = len(lines) * line_h + round(14 * u) if lines else 0
    notes_w = note_w + round(8 * u) if lines else 0
    controls = table.controls()
    for scale in PREVIEW_SCALES:  # as large as leaves every control clear, its shadow too
        size = (round(h * scale * RATIO), round(h * scale))
        shade = max(3, round(min(size) * 0.08)) + round(min(size) * 0.04 * PREVIEW_LIFT)
        where = place_preview((size[0] + notes_w + 2 * shade, max(size[1], box_h) + 2 * shade), r, lay.rect,
                              controls, round(10 * u), rather_not=[lay.panel.text, *table.choice_rects(but=r)])
        if where is not None:
            break
    else:
        return  # no room that leaves every control clear: no preview
    table.preview_at = where
    x, y = where.x + shade, where.y + shade
    blit_card(surface, art.face(view.kind[card], size, power, kw), pygame.Rect(x, y, *size), lift=PREVIEW_LIFT)
    if lines:
        box = pygame.Rect(x + size[0] + round(8 * u), y, note_w, box_h)
        pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=round(8 * u))
        pygame.draw.rect(surface, theme.BRASS_DARK, box, width=max(1, round(u)), border_radius=round(8 * u))
        ty = box.y + round(7 * u)
        for line, colour, weight in lines:
            surface.blit(text(line, note_size, colour, weight), (box.x + round(8 * u), ty))
            ty += line_h


def _notes(table: MindbugTable, view: MindbugView, card: int, kw: int) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    printed = CREATURES[view.kind[card]].keywords
    for bit, name, _, meaning in art.KEYWORD_INFO:
        if kw & bit:
            out.append((name + ("" if printed & bit else " (gained)"), meaning))
    if card in view.exhausted:
        out.append(("Exhausted", "Already saved once by Tough: defeated next time."))
    if card in view.no_block:
        out.append(("Can't block", "It cannot block this turn."))
    if CREATURES[view.kind[card]].set == NEW_SERVANTS:
        out.append((art.SET_BADGE, "From the New Servants set, shuffled in for 2v2 games; the badge on the art says so."))
    in_play = [q for q, z in enumerate(view.play) if card in z]
    if in_play and view.owner[card] >= 0 and view.owner[card] != in_play[0]:
        out.append(("Taken", f"{table.seat_name(view.owner[card])} owns it: it goes back to their discard pile."))
    return out


def _draw_pile_tip(table: MindbugTable, surface: pygame.Surface, lay: Layout, view: MindbugView) -> None:
    """Hovering a discard pile lists its cards."""
    for seat, area in lay.areas.items():
        if area.discard.collidepoint(table.pointer) and view.discards[seat]:
            u = lay.unit
            names = [NAMES[view.kind[c]] for c in view.discards[seat]]
            size = font_size(u, 13, TEXT_FLOOR)
            lines = [f"{table.seat_name(seat)}'s discard pile"] + names
            w = max(text(line, size, theme.TEXT).get_width() for line in lines) + round(16 * u)
            h = len(lines) * (size + round(4 * u)) + round(12 * u)
            near = pygame.Rect(table.pointer, (1, 1))
            box = place_preview((w, h), near, lay.rect, table.controls(), round(12 * u))
            if box is None:
                return
            table.preview_at = box
            pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=round(8 * u))
            pygame.draw.rect(surface, theme.BRASS_DARK, box, width=max(1, round(u)), border_radius=round(8 * u))
            y = box.y + round(6 * u)
            for i, line in enumerate(lines):
                surface.blit(text(line, size, theme.LEGAL if i == 0 else theme.TEXT, "bold" if i == 0 else "regular"),
                             (box.x + round(8 * u), y))
                y += size + round(4 * u)
            return
