"""Drawing one frame of the Mythomakya table from its layout and view.

:func:`draw` paints the seats (panel, stacks, treasure pile), the middle
(the senior colour, the colour led, the "Last round" button, the round, the
caller's buttons, the status line), then what moves: the flying cards and
the card being dragged with the reason it may not go where it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.core.words import counted, noun_for
from tabletop.games.mythomakya import art, god_art
from tabletop.games.mythomakya.card_preview import myth_preview
from tabletop.games.mythomakya.cards import (
    ANSWER,
    CARDS,
    COLOUR,
    COLOUR_NAMES,
    COLOURS,
    GOD_BASE,
    GODS,
    KRONOS,
    START,
    STRENGTH,
    TURN,
    WORTH,
    is_myth,
    treasure_name,
)
from tabletop.games.mythomakya.layout import Layout, SeatPlace, caption_bounds
from tabletop.games.mythomakya.stage import call_colour
from tabletop.games.mythomakya.state import NO_COLOUR, NO_SEAT, OVER, PLAY
from tabletop.games.mythomakya.view import HIDDEN, MythView
from tabletop.ui import theme
from tabletop.ui.cards import (
    TEXT_FLOOR,
    Colour,
    blit_card,
    fit_text,
    fitting_size,
    font,
    font_size,
    text,
    wrap,
)
from tabletop.ui.pile import caption_height, draw_empty_slot, draw_pile
from tabletop.ui.preview import place_preview
from tabletop.ui.seat_panel import Chip, Count, SeatInfo, draw_seat_panel
from tabletop.ui.stack import RATIO, draw_stack
from tabletop.ui.table_parts import draw_button, draw_pill, draw_status, panel_surface
from tabletop.ui.widgets import draw_panel

if TYPE_CHECKING:
    from tabletop.games.mythomakya.scene import MythTable


def draw(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    view = table.myth
    home = table.home()
    live = table.my_turn()  # the viewer's own stacks move under the pointer: drawn every frame
    arriving = table.trick.trick.winner if table.trick.busy() else None
    key = (table.view_no, live, home, arriving, tuple(table.trick.incoming(q) for q in range(view.players)))

    def paint(layer: pygame.Surface) -> None:
        _draw_middle_felt(layer, lay)
        for place in lay.seats.values():
            if not (live and place.seat == home):
                _draw_seat(layer, table, lay, view, place)

    table.static.blit(surface, lay.rect, key, paint, backdrop=True)
    if live:
        _draw_seat(surface, table, lay, view, lay.seats[home])
    _draw_turned(surface, table, lay)
    _draw_senior(surface, lay, view)
    _draw_led(surface, lay, view)
    _draw_last_button(surface, table, lay)
    _draw_gods(surface, lay, view)
    with_round = _round_shows(table, lay)
    if with_round:
        table.trick.draw(surface, lay.round_cards or lay.trick, lay.unit)
    glow = table.target_glow(("middle",))
    if glow is not None:
        pygame.draw.rect(surface, glow, lay.trick, width=max(2, round(3 * lay.unit)),
                         border_radius=max(6, round(12 * lay.unit)))
    _draw_led_tag(surface, table, lay, view)
    _draw_scoreboard(surface, table, lay, view)
    _draw_decision(surface, table, lay, view)
    _draw_ordering(surface, table, lay)
    _draw_status(surface, table, lay)
    _draw_announcement(surface, table, lay)


def draw_over(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    """What floats over the table: cards in flight, a card's large preview, the dragged card."""
    table.flights.draw(surface)
    _draw_god_preview(surface, table, lay)
    _draw_myth_preview(surface, table, lay, _round_shows(table, lay))
    _draw_drag(surface, table, lay)


def _round_shows(table: MythTable, lay: Layout) -> bool:
    """Whether the middle shows a round's cards (the one in play, one being won, or the last one asked
    for) rather than a question of the decision panel."""
    asking = panel_has_middle(table, lay)
    trick = table.trick
    return (table.myth.phase == PLAY and not asking) or trick.busy() or (trick.showing_last and not asking)


def panel_has_middle(table: MythTable, lay: Layout) -> bool:
    """Whether the decision panel has the round's place: a Battle decision before the lead, or a payment's cards.
    The round is not drawn there then, and "Last round" is not offered (its cards would lie under the question)."""
    view = table.myth
    return (bool(view.frames) and not view.trick) or bool(lay.payment)


# --- the seats ---------------------------------------------------------------------------------
def seat_info(table: MythTable, view: MythView, seat: int) -> SeatInfo:
    """What ``seat``'s panel says: name, team, caller or teammate, cards left, games won."""
    chips: list[Chip] = []
    if seat == view.caller and not view.over:
        chips.append(Chip("caller"))
    if seat == view.mate and view.mate != NO_SEAT and not view.over:  # as the caller's chip
        chips.append(Chip("caller's teammate", "info", short="teammate"))  # "teammate" alone reads as the viewer's
    if view.to_act == seat and view.phase == PLAY:
        chips.append(Chip("to play", "legal"))
    chips.extend(instruction_chips(view, seat))
    team = view.teams[seat] if _teams_shown(view) else None
    cards = sum(len(st) for st in view.stacks[seat])
    counts = [Count(cards, noun_for(cards, "card"))]
    if view.god_counts:  # Battle of the Gods: the god cards in hand, hidden but counted
        gods = view.god_counts[seat]
        counts.append(Count(gods, noun_for(gods, "god")))
    if view.treasure is not None:  # the piles are open in Battle, else shown once the game is over
        apples = sum(WORTH[c] for c in view.treasure[seat])
        counts.append(Count(apples, noun_for(apples, "apple")))
    if view.games > 1:
        counts.append(Count(view.wins[seat], "won"))
    return SeatInfo(
        seat=seat, name=table.seat_name(seat), turn=view.to_act == seat and not view.over,
        you=view.seat == seat, team=team, team_name=f"Team {'ABCDEF'[team]}" if team is not None else "",
        chips=tuple(chips), counts=tuple(counts),
    )


def instruction_chips(view: MythView, seat: int) -> list[Chip]:
    """Battle of the Gods: what a goddess (or Aphrodite) told ``seat`` to play this round, and Dionysus's freedom."""
    chips: list[Chip] = []
    order = view.orders[seat] if seat < len(view.orders) else -1
    if order >= 0 and not any(q == seat for q, _ in view.trick):
        chips.append(Chip(f"must play {CARDS[order].name}", "info"))
    if view.free >> seat & 1:
        chips.append(Chip("Dionysus: need not follow", "info", short="any colour"))
    return chips


def _teams_shown(view: MythView) -> bool:
    """Whether the seats play in teams now (4 and 6 players; 5 once the caller has chosen)."""
    return len(set(view.teams)) < view.players


def _draw_seat(surface: pygame.Surface, table: MythTable, lay: Layout, view: MythView, place: SeatPlace) -> None:
    u = lay.unit
    seat = place.seat
    draw_seat_panel(surface, place.panel, seat_info(table, view, seat), u, one_line=place.one_line)
    mine = seat == table.home() and table.my_turn()
    lift = round(place.stacks[0].top.h * 0.08) if place.stacks else 0
    for i, geometry in enumerate(place.stacks):
        st = view.stacks[seat][i] if i < len(view.stacks[seat]) else ()
        top_card = st[-1] if st else HIDDEN
        top = (lambda size, c=top_card: art.face(c, size)) if top_card != HIDDEN else None
        if not mine or top is None:
            draw_stack(surface, geometry, len(st), art.back, u, top=top)
            continue
        pose, ring = table.pose(("stack", i), geometry.top, lift)
        if ring is None and table.play_action(top_card) is not None:
            ring = theme.LEGAL_HOVER if table.drag.hover == ("stack", i) else theme.LEGAL
        draw_stack(surface, geometry, len(st), art.back, u, top=top, lifted=True)
        if pose is not None:
            blit_card(surface, top(pose.size), pose, lift=1.5 if pose != geometry.top else 0.8, highlight=ring)
    _draw_kronos(surface, lay, view, place)
    _draw_order(surface, lay, view, place)
    count = view.treasure_counts[seat] - table.trick.incoming(seat)
    pile = view.treasure[seat] if view.treasure is not None else ()
    shown = pile[count - 1] if 0 < count <= len(pile) else HIDDEN  # open piles show their top card
    face = (lambda size, c=shown: art.face(c, size)) if shown != HIDDEN else None
    draw_pile(surface, place.treasure, count, u, top=face, back=art.back, label="Treasure", caption=place.caption,
              caption_within=caption_bounds(place, u),
              highlight=theme.LEGAL if table.trick.trick.winner == seat and table.trick.busy() else None)


KRONOS_TAG_SPAN = 1.25
"""How wide Kronos's name tag may be, in widths of the card he sits on (it may reach into the gap beside it)."""


def _draw_kronos(surface: pygame.Surface, lay: Layout, view: MythView, place: SeatPlace) -> None:
    """Kronos on the stack he blocks: his hourglass on a gold disc over the stack's top card, with his name."""
    if view.kronos is None or view.kronos[0] != place.seat or view.kronos[1] >= len(place.stacks):
        return
    top = place.stacks[view.kronos[1]].top
    r = max(8, round(min(top.w, top.h) * 0.3))
    centre = (top.centerx, top.centery - round(top.h * 0.05))
    pygame.draw.circle(surface, god_art.NIGHT, centre, r)
    pygame.draw.circle(surface, god_art.GOLD, centre, r, max(2, round(2 * lay.unit)))
    god_art.draw_emblem(surface, KRONOS, centre, r * 0.65)
    pad = (round(8 * lay.unit), round(3 * lay.unit))
    size = fitting_size("Kronos", font_size(lay.unit, 12, TEXT_FLOOR), round(top.w * KRONOS_TAG_SPAN) - 2 * pad[0],
                        "bold")
    if size is None:  # on a small card the disc alone says it; a wider tag would cover the next stack
        return
    draw_pill(surface, text("Kronos", size, theme.TEXT_ON_BRASS, "bold"), theme.BRASS, pad,
              midtop=(top.centerx, centre[1] + r - round(2 * lay.unit)))


def _draw_order(surface: pygame.Surface, lay: Layout, view: MythView, place: SeatPlace) -> None:
    """The card a goddess (or Aphrodite) told the seat to play, ringed with an "ordered" tag."""
    seat = place.seat
    order = view.orders[seat] if seat < len(view.orders) else -1
    if order < 0:
        return
    for i, geometry in enumerate(place.stacks):
        st = view.stacks[seat][i] if i < len(view.stacks[seat]) else ()
        if st and st[-1] == order:
            rect = geometry.top
            pygame.draw.rect(surface, theme.INFO, rect.inflate(8, 8), width=max(2, round(3 * lay.unit)),
                             border_radius=max(4, rect.w // 8))
            tag = text("ordered", font_size(lay.unit, 12, TEXT_FLOOR), theme.TEXT_DARK, "bold")
            draw_pill(surface, tag, theme.INFO, (round(8 * lay.unit), round(3 * lay.unit)),
                      midbottom=(rect.centerx, rect.y + 2))


def _draw_turned(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    """A fading ring round each card just turned face up."""
    for (seat, stack), left in table.turned.items():
        place = lay.seats.get(seat)
        if place is None or stack >= len(place.stacks):
            continue
        rect = place.stacks[stack].top
        if seat == table.home() and table.my_turn():
            continue  # the viewer's own playable cards glow already
        colour = theme.lerp_color(theme.FELT, theme.INFO, min(1.0, left / 0.5))
        pygame.draw.rect(surface, colour, rect.inflate(6, 6), width=max(2, round(3 * lay.unit)),
                         border_radius=max(4, rect.w // 8))


# --- the middle ----------------------------------------------------------------------------------
def _draw_middle_felt(surface: pygame.Surface, lay: Layout) -> None:
    radius = max(8, round(16 * lay.unit))
    felt = panel_surface(lay.centre.size, (*theme.FELT_DARK, 150), theme.FELT_LIGHT, max(1, round(lay.unit)), radius)
    surface.blit(felt, lay.centre.topleft)


def _draw_senior(surface: pygame.Surface, lay: Layout, view: MythView) -> None:
    """The senior colour, large: its colour, its symbol and its name; an outline until it is called."""
    u = lay.unit
    box = lay.senior
    caption_size = font_size(u, 14, 11)
    tile = box.inflate(-round(box.w * 0.16), -round(box.h * 0.16))
    tile.h -= caption_size + round(4 * u)
    tile.w = tile.h = min(tile.w, tile.h)
    tile.centerx = box.centerx
    if view.senior == NO_COLOUR:
        draw_empty_slot(surface, tile, "not called", u)
        caption = "Senior colour"
        colour = theme.TEXT_DIM
    else:
        rgb = COLOURS[view.senior].rgb
        radius = max(6, tile.w // 6)
        pygame.draw.rect(surface, rgb, tile, border_radius=radius)
        pygame.draw.rect(surface, theme.BRASS, tile, width=max(2, round(3 * u)), border_radius=radius)
        light = sum(rgb) > 360
        symbol = art.symbol_image(view.senior, round(tile.w * 0.8), theme.TEXT_DARK if light else theme.CARD_FACE)
        surface.blit(symbol, symbol.get_rect(center=tile.center))
        caption = f"{COLOUR_NAMES[view.senior]} is senior"
        colour = theme.TEXT
    label = fit_text(caption, caption_size, colour, max(box.w, lay.led.w - round(8 * u)), "bold")  # the column's width
    surface.blit(label, label.get_rect(midtop=(box.centerx, tile.bottom + round(4 * u))))


def _draw_led(surface: pygame.Surface, lay: Layout, view: MythView) -> None:
    """The colour led this round, on a pill of its colour with its symbol."""
    if view.phase != PLAY or not view.trick:
        return
    u = lay.unit
    led = view.led
    rgb = COLOURS[led].rgb
    light = sum(rgb) > 360
    ink = theme.TEXT_DARK if light else theme.TEXT
    size = font_size(u, 14, 11)
    label = text(f"Led: {COLOUR_NAMES[led]}", size, ink, "bold")
    side = size + round(6 * u)
    body = pygame.Surface((side + round(4 * u) + label.get_width(), max(side, label.get_height())), pygame.SRCALPHA)
    body.blit(art.symbol_image(led, side, ink), (0, (body.get_height() - side) // 2))
    body.blit(label, (side + round(4 * u), (body.get_height() - label.get_height()) // 2))
    draw_pill(surface, body, rgb, (round(18 * u), round(8 * u)), border=theme.WOOD_DARK, within=lay.centre,
              center=lay.led.center)


def _draw_led_tag(surface: pygame.Surface, table: MythTable, lay: Layout, view: MythView) -> None:
    """A small "led" tag over the round's first card."""
    trick = table.trick
    shown = trick.last if trick.showing_last and trick.last is not None else trick.trick
    if not shown.order or shown.order[0] not in shown.played or shown.winner is not None:
        return  # nothing led yet, or the winner's banner is there
    if panel_has_middle(table, lay) and not trick.busy():
        return  # the decision has the round's place
    u = lay.unit
    tag = text("led", font_size(u, 12, TEXT_FLOOR), theme.TEXT_ON_BRASS, "bold")
    draw_pill(surface, tag, theme.BRASS_DARK, (round(10 * u), round(4 * u)), midbottom=trick.tag_spot(shown.order[0]))


def hand_cards(lay: Layout, count: int) -> list[pygame.Rect]:
    """Where the viewer's ``count`` god cards lie: in a row in its seat's hand strip, as tall as its stacks'
    cards, overlapping when they do not fit side by side (the box's count is captioned under them)."""
    place = lay.seats[lay.home]
    area = place.hand
    if area is None or count <= 0:
        return []
    u = lay.unit
    h = min(place.stacks[0].top.h if place.stacks else area.h, area.h - caption_height(u))
    w = min(round(h * RATIO), area.w)
    h = round(w / RATIO)
    if h < 12:
        return []
    gap = max(2, round(6 * u))
    step = min(w + gap, (area.w - w) // (count - 1)) if count > 1 else 0
    x0 = area.x + (area.w - (w + step * (count - 1))) // 2
    return [pygame.Rect(x0 + i * step, area.y, w, h) for i in range(count)]


def hovered_god(table: MythTable, lay: Layout) -> int | None:
    """The viewer's god card under the pointer (the last drawn wins where they overlap), or None."""
    hand = table.myth.hand
    rects = hand_cards(lay, len(hand))
    for god, r in reversed(list(zip(hand, rects))):
        if r.collidepoint(table.pointer):
            return int(god)
    return None


def _draw_gods(surface: pygame.Surface, lay: Layout, view: MythView) -> None:
    """Battle of the Gods: the viewer's own god cards face up beside its stacks (the others' are counted on
    their panels) and how many god cards are in the box."""
    area = lay.seats[lay.home].hand
    if area is None or not view.god_counts:
        return
    u = lay.unit
    rects = hand_cards(lay, len(view.hand))
    for god, r in zip(view.hand, rects):
        blit_card(surface, art.face(GOD_BASE + god, r.size), r)
    caption = f"Box: {counted(view.box_count, 'god')}"
    if view.seat is not None and not view.hand:
        caption = f"No god cards · {caption}"
    label = fit_text(caption, font_size(u, 13, TEXT_FLOOR), theme.TEXT_MUTED, area.w, "semibold")
    top = rects[0].bottom + round(3 * u) if rects else area.y
    surface.blit(label, label.get_rect(midtop=(area.centerx, top)))


MOMENT_WORDS = {START: "At the start of a round", TURN: "In your turn", ANSWER: "In answer to an opponent"}


@dataclass(frozen=True)
class GodPreview:
    """A god card shown large under the pointer: where its box, the card and its words go."""

    god: int
    box: pygame.Rect
    card: pygame.Rect
    lines: tuple[str, ...]
    size: int


def god_preview(table: MythTable, lay: Layout) -> GodPreview | None:
    """The viewer's god card under the pointer, large, with when it is played, its cost and what it does;
    placed where it covers no control (smaller if need be; None where even the smallest would)."""
    god = hovered_god(table, lay) if table.drag.dragging is None else None
    if god is None:
        return None
    u = lay.unit
    anchor = next(r for g, r in zip(table.myth.hand, hand_cards(lay, len(table.myth.hand))) if g == god)
    info = GODS[god]
    cost = "free" if info.cost == 0 else counted(info.cost, "apple")
    words = f"{MOMENT_WORDS[info.moment]} ({cost}): {info.text}."
    pad = max(4, round(8 * u))
    for scale in (2.2, 1.7, 1.3):
        card_h = round(anchor.h * scale)
        card_w = round(card_h * RATIO)
        size = font_size(u, 14, 11)
        lines = wrap(words, size, card_w)
        box = (card_w + 2 * pad, card_h + len(lines) * font(size).get_linesize() + 3 * pad)
        where = place_preview(box, anchor, lay.rect, table_controls(table, lay), gap=round(8 * u))
        if where is not None:
            return GodPreview(god, where, pygame.Rect(where.x + pad, where.y + pad, card_w, card_h), lines, size)
    return None


def table_controls(table: MythTable, lay: Layout) -> list[pygame.Rect]:
    """What a pop-up may never cover: the "Last round" button, the decision panel's and Aeolus's controls, and
    a payment's treasure cards (chosen a click at a time, they are the next thing clicked)."""
    avoid = [lay.last, *(lay.panel.controls() if lay.panel is not None else ()), *(lay.payment or {}).values()]
    if table.ordering.active:
        avoid.append(table.ordering.confirm)
    return avoid


def _draw_myth_preview(surface: pygame.Surface, table: MythTable, lay: Layout, with_round: bool) -> None:
    reading = [lay.panel.text] if lay.panel is not None else []
    reading += table.choice_rects()  # the other cards to choose from stay in sight where they can
    shown = myth_preview(table, lay, table_controls(table, lay), with_round, reading)
    if shown is not None:
        card, place = shown
        blit_card(surface, art.face(card, place.size), place, lift=3.0, highlight=theme.BRASS)


def _draw_god_preview(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    shown = god_preview(table, lay)
    if shown is None:
        return
    u = lay.unit
    draw_panel(surface, shown.box, theme.PANEL, theme.BRASS, radius=max(4, round(8 * u)), shadow=round(4 * u))
    blit_card(surface, art.face(GOD_BASE + shown.god, shown.card.size), shown.card)
    y = shown.card.bottom + max(4, round(8 * u))
    for line in shown.lines:
        surface.blit(text(line, shown.size, theme.TEXT), (shown.card.x, y))
        y += font(shown.size).get_linesize()


def _draw_last_button(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    if table.trick.last is None or panel_has_middle(table, lay):
        return
    label = "This round" if table.trick.showing_last else "Last round"
    hover = lay.last.collidepoint(table.pointer)
    draw_button(surface, lay.last, label, font_size(lay.unit, 14, 11), hover=hover, focus=False, primary=False,
                outline=max(1, round(lay.unit)))


def _draw_decision(surface: pygame.Surface, table: MythTable, lay: Layout, view: MythView) -> None:
    """The decision panel over the middle (the call, the teammate, the deal, Battle's gods, payments and answers);
    a colour's button in its colour."""
    decision = table.panel.decision
    if lay.panel is None or table.trick.busy() or not (decision.title or decision.buttons or decision.multi):
        return
    table.panel.draw(surface, lay.panel, table.drag)
    for card, place in (lay.payment or {}).items():
        _draw_chip(surface, card, place, lay.unit, table.panel.glow(card, table.drag))
    focus = table.drag.focus if table.drag.keyboard_active else None
    for i, button in enumerate(lay.panel.buttons):
        colour = call_colour(button.action)
        if colour is not None:
            key = ("button", i)
            _colour_button(surface, button.rect, colour, lay.unit, hover=key == table.drag.hover, focus=key == focus)


def _draw_chip(surface: pygame.Surface, card: int, rect: pygame.Rect, u: float, glow: Colour | None) -> None:
    """A treasure card to pay with, as a chip: its colour, strength and name, and its apples; lit by
    ``glow`` (chosen, or may be chosen), dim when it may not be added to the payment now."""
    radius = max(3, rect.h // 4)
    chosen = glow == theme.SELECTED
    fill = theme.CARD_FACE if glow is not None else theme.CARD_FACE_DIM
    if chosen:
        fill = theme.lerp_color(fill, theme.SELECTED, 0.3)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if glow is not None:
        pygame.draw.rect(surface, glow, rect, width=max(2, round((3 if chosen else 2) * u)), border_radius=radius)
    inner = rect.inflate(-max(4, round(8 * u)), 0)
    size = font_size(u, 13, TEXT_FLOOR)
    colour = theme.TEXT_DARK if glow is not None else theme.lerp_color(theme.TEXT_DARK, theme.CARD_FACE_DIM, 0.4)
    apple_r = max(3, round(rect.h * 0.22))
    worth = text(str(WORTH[card]), size, colour, "bold")
    right = inner.right - worth.get_width()
    surface.blit(worth, worth.get_rect(midright=(inner.right, rect.centery)))
    art.draw_apple(surface, (right - apple_r - 2, rect.centery), apple_r)
    x = inner.x
    if is_myth(card):
        dot = max(3, round(rect.h * 0.18))
        pygame.draw.circle(surface, art.ink(COLOUR[card]), (x + dot, rect.centery), dot)
        x += 2 * dot + max(2, round(4 * u))
        name = f"{STRENGTH[card]} {CARDS[card].name}"
        room = right - 2 * apple_r - 6 - x
        if font(size, "semibold").size(name)[0] > room:
            name = str(STRENGTH[card])  # a colour's strength names its card: the name only where it fits
    else:
        name = treasure_name(card)
        if font(size, "semibold").size(name)[0] > right - 2 * apple_r - 6 - x:
            name = name.split()[0]  # "Golden"
    label = fit_text(name, size, colour, right - 2 * apple_r - 6 - x, "semibold")
    surface.blit(label, label.get_rect(midleft=(x, rect.centery)))


def _draw_ordering(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    """Aeolus's new order of a stack: its cards from the bottom (left) to the top (right), each dragged onto
    the place it should take, and Confirm (lit when the order may be played)."""
    ordering = table.ordering
    if not ordering.active or table.trick.busy():
        return
    u = lay.unit
    size = font_size(u, 13, TEXT_FLOOR)
    ends = {0: "bottom", len(ordering.order) - 1: "top"}
    for i, (card, place) in enumerate(zip(ordering.order, ordering.places)):
        spot = ("order_card", i)
        glow = table.target_glow(spot)
        if table.drag.dragging != spot:
            blit_card(surface, art.face(card, place.size), place, highlight=glow)
        else:
            draw_empty_slot(surface, place, "", u)
        if i in ends:
            tag = text(ends[i], size, theme.TEXT_MUTED, "semibold")
            surface.blit(tag, tag.get_rect(midtop=(place.centerx, place.bottom + round(3 * u))))
    table.draw_source_button(surface, ("order_confirm",), ordering.confirm, "Confirm this order", size,
                             primary=ordering.action() is not None)
    held = table.drag.dragging
    if held is not None and held[0] == "order_card":
        card = ordering.order[int(held[1])]
        r = table.dragged_rect(ordering.places[int(held[1])].size)
        blit_card(surface, art.face(card, r.size), r, lift=2.5)


def score_sides(view: MythView) -> list[tuple[int, ...]]:
    """The sides a series is scored by: the fixed teams (4 and 6 players), else each seat alone."""
    if view.fixed_teams is None:
        return [(q,) for q in range(view.players)]
    teams = view.fixed_teams
    return [tuple(q for q in range(view.players) if teams[q] == team) for team in sorted(set(teams))]


def _draw_scoreboard(surface: pygame.Surface, table: MythTable, lay: Layout, view: MythView) -> None:
    """After a game: each side's apples in the game just played and the games it has won."""
    if not view.record or view.phase == PLAY or table.trick.busy() or table.trick.showing_last:
        return
    u = lay.unit
    apples, winners = view.record[-1]
    below = lay.panel.text.y if lay.panel is not None and table.panel.decision.title else lay.trick.bottom
    area = pygame.Rect(lay.trick.x + round(12 * u), lay.trick.y + round(8 * u), lay.trick.w - round(24 * u),
                       below - lay.trick.y - round(16 * u))
    size = font_size(u, 15, 11)
    line = size + max(6, round(10 * u))
    heading = f"After game {len(view.record)} of {view.games}" if view.games > 1 else "The game is over"
    if view.games > 1 and view.phase == OVER:  # the series' winners stand out, not the last game's
        heading += ": the series is over"
        winners = table.result.winners if table.result is not None else ()
    surface.blit(text(heading, font_size(u, 18, 13), theme.TEXT, "bold"), (area.x, area.y))
    y = area.y + font_size(u, 18, 13) + round(12 * u)
    titles = [text(title_text, size, theme.TEXT_MUTED, "semibold") for title_text in ("Apples", "Games won")]
    gap = round(24 * u)
    right = area.right - round(8 * u)
    columns = (right - titles[1].get_width() - gap - titles[0].get_width() // 2,
               right - titles[1].get_width() // 2)  # as narrow as their titles: the names take the rest
    names_end = columns[0] - titles[0].get_width() // 2 - gap
    for x, title in zip(columns, titles):
        surface.blit(title, title.get_rect(midtop=(x, y)))
    y += line
    for side in score_sides(view):
        if y + line > area.bottom:
            break
        x = area.x
        won_now = side[0] in winners
        for seat in side:
            r = max(4, size // 2)
            theme.draw_seat_marker(surface, seat, (x + r, y + size // 2 + 1), r)
            x += 2 * r + round(6 * u)
        names = " & ".join(table.seat_name(q) for q in side)
        weight = "bold" if won_now else "semibold"
        colour = theme.BRASS if won_now else theme.TEXT
        step = font(size, weight).get_linesize()
        lines = wrap(names, size, names_end - x, weight)  # a team of three where it is narrow: two lines
        lines = lines[:1] + ((" ".join(lines[1:]),) if len(lines) > 1 else ())
        for i, name_line in enumerate(lines):
            label = fit_text(name_line, size, colour, names_end - x, weight)
            surface.blit(label, (x, y + i * step))
        for cx, value in zip(columns, (apples[side[0]], view.wins[side[0]])):
            v = text(str(value), size, theme.TEXT, "bold")
            surface.blit(v, v.get_rect(midtop=(cx, y)))
        y += line + (len(lines) - 1) * step


def _colour_button(surface: pygame.Surface, rect: pygame.Rect, colour: int, u: float, hover: bool,
                   focus: bool) -> None:
    """A button in ``colour`` with its symbol and its name (the caller's choice of the senior colour)."""
    rgb = COLOURS[colour].rgb
    radius = rect.h // 3
    pygame.draw.rect(surface, theme.lerp_color(rgb, (255, 255, 255), 0.18) if hover else rgb, rect,
                     border_radius=radius)
    pygame.draw.rect(surface, theme.BRASS if hover else theme.WOOD_DARK, rect, width=max(2, round(2 * u)),
                     border_radius=radius)
    if focus:
        pygame.draw.rect(surface, theme.SELECTED, rect.inflate(6, 6), width=3, border_radius=radius + 3)
    ink = theme.TEXT_DARK if sum(rgb) > 360 else theme.TEXT
    side = round(rect.h * 0.7)
    symbol = art.symbol_image(colour, side, ink)
    label = fit_text(COLOUR_NAMES[colour], font_size(u, 16, 12), ink, rect.w - side - round(20 * u), "bold")
    width = side + round(6 * u) + label.get_width()
    x = rect.centerx - width // 2
    surface.blit(symbol, (x, rect.centery - side // 2))
    surface.blit(label, label.get_rect(midleft=(x + side + round(6 * u), rect.centery)))


def _draw_status(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    """The reason a card may not be played, else what the game waits for (:meth:`DragTable.status`)."""
    u = lay.unit
    draw_status(surface, table.status(), font_size(u, 16, 12), lay.status.w - round(16 * u), 2 * lay.status.h,
                center=lay.status.center)  # two lines (the end of a game with six) reach over the trick's foot


def _draw_announcement(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    """A call or a teammate's choice on a brass pill over the middle, fading at the end."""
    if table.announcement is None:
        return
    words, timer = table.announcement
    u = lay.unit
    t = float(timer.value)  # type: ignore[arg-type]
    label = fit_text(words, font_size(u, 20, 14), theme.TEXT_ON_BRASS, lay.trick.w - round(40 * u), "bold")
    pill = pygame.Surface(label.get_rect().inflate(round(40 * u), round(18 * u)).size, pygame.SRCALPHA)
    draw_pill(pill, label, theme.BRASS, (round(40 * u), round(18 * u)), border=theme.BRASS_DARK,
              border_width=max(2, round(2 * u)), center=pill.get_rect().center)
    if t > 0.75:
        pill.set_alpha(round(255 * (1 - t) / 0.25))
    surface.blit(pill, pill.get_rect(center=lay.trick.center))


# --- what moves -------------------------------------------------------------------------------------
def _draw_drag(surface: pygame.Surface, table: MythTable, lay: Layout) -> None:
    """The card being dragged, under the pointer, with why it may not go where it is (if it may not)."""
    key = table.drag.dragging
    if key is None or key[0] != "stack":
        return
    card = table.top_card(int(key[1]))
    if card == HIDDEN:
        return
    r = table.dragged_rect(lay.seats[table.home()].stacks[int(key[1])].top.size)
    blit_card(surface, art.face(card, r.size), r, lift=2.5)
    table.draw_refusal(surface, r, lay.unit, lay.rect)
