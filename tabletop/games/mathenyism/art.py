"""The Mathenyism cards, drawn in code: affiliation, type, strength, name and text.

Every face is double-coded so that no card depends on colour alone: the
affiliation is a coloured band *and* a symbol (political: a star, religious:
a halo, neutral: a balance diamond) in the top-left corner; the type is a
word along the bottom band *and* an icon (leader: a crown, object: a gem,
action: a bolt, fighting unit: a shield); a fighting unit's strength is a
large number in a medallion in the top-right corner. The name is written in
the middle, wrapped, and the card's text under it once the card is large
enough to read it (the preview). A card that the next one covers in the viewer's
hand is drawn for the strip left in sight: its name wrapped there and its
strength at the strip's corner. Faces and backs are cached per size.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from tabletop.games.mathenyism.cards import (
    ACTION,
    CARDS,
    DESIGNS,
    LEADER,
    NEUTRAL,
    OBJECT,
    POLITICAL,
    RELIGIOUS,
    UNIT,
)
from tabletop.ui import theme
from tabletop.ui.art_pack import PackCards
from tabletop.ui.cards import TEXT_FLOOR, CardArt, fit_text, font, supersample, text, wrap

AFFILIATION_COLOURS: dict[str, tuple[int, int, int]] = {
    POLITICAL: (44, 86, 150),
    RELIGIOUS: (128, 62, 132),
    NEUTRAL: (104, 100, 92),
}
AFFILIATION_SYMBOLS = {POLITICAL: "star", RELIGIOUS: "halo", NEUTRAL: "balance"}
TYPE_WORDS = {LEADER: "LEADER", OBJECT: "OBJECT", ACTION: "ACTION", UNIT: "FIGHTING UNIT"}
STRENGTH_FILL = (196, 54, 44)
BACK = (36, 40, 56)
BACK_GOLD = (206, 172, 98)

_SS = 3  # supersampling of the shapes


def draw_affiliation(surface: pygame.Surface, affiliation: str, center: tuple[float, float], radius: float,
                     colour: tuple[int, int, int]) -> None:
    """The affiliation's symbol: a five-pointed star, a halo over a dot, or a diamond balance."""
    cx, cy = center
    r = radius
    symbol = AFFILIATION_SYMBOLS[affiliation]
    if symbol == "star":
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            k = r if i % 2 == 0 else r * 0.42
            points.append((cx + k * math.cos(a), cy + k * math.sin(a)))
        pygame.draw.polygon(surface, colour, points)
    elif symbol == "halo":
        ring = pygame.Rect(0, 0, r * 1.9, r * 0.8)
        ring.center = (round(cx), round(cy - r * 0.45))
        pygame.draw.ellipse(surface, colour, ring, max(2, round(r * 0.22)))
        pygame.draw.circle(surface, colour, (cx, cy + r * 0.45), r * 0.45)
    else:
        pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)],
                            max(2, round(r * 0.25)))
        pygame.draw.line(surface, colour, (cx - r * 0.55, cy), (cx + r * 0.55, cy), max(2, round(r * 0.2)))


def draw_type_icon(surface: pygame.Surface, kind: str, center: tuple[float, float], radius: float,
                   colour: tuple[int, int, int]) -> None:
    """The type's icon: a crown (leader), a gem (object), a bolt (action), a shield (fighting unit)."""
    cx, cy = center
    r = radius
    if kind == LEADER:
        pygame.draw.polygon(surface, colour, [
            (cx - r, cy + r * 0.6), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy), (cx, cy - r * 0.8),
            (cx + r * 0.5, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.6)])
    elif kind == OBJECT:
        pygame.draw.polygon(surface, colour, [
            (cx - r * 0.9, cy - r * 0.3), (cx - r * 0.45, cy - r * 0.8), (cx + r * 0.45, cy - r * 0.8),
            (cx + r * 0.9, cy - r * 0.3), (cx, cy + r * 0.9)])
    elif kind == ACTION:
        pygame.draw.polygon(surface, colour, [
            (cx + r * 0.25, cy - r), (cx - r * 0.7, cy + r * 0.15), (cx - r * 0.05, cy + r * 0.15),
            (cx - r * 0.3, cy + r), (cx + r * 0.7, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)])
    else:
        pygame.draw.polygon(surface, colour, [
            (cx - r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy),
            (cx, cy + r), (cx - r * 0.85, cy)])


def _face_key(key: Hashable) -> tuple[int, int | None]:
    """The card a face key shows, and the strip of it a hand leaves uncovered (None: all of it)."""
    card, strip = key if isinstance(key, tuple) else (key, None)
    assert isinstance(card, int) and (strip is None or isinstance(strip, int))
    return card, strip


def paint_face(key: Hashable, s: pygame.Surface) -> None:
    """A card's face into ``s``: affiliation band and symbol, strength, name, text, type band and icon.

    ``key`` is the card, or (card, strip) for a card in a hand whose right part the next card covers:
    its name is then wrapped into the ``strip`` pixels left uncovered and its strength sits at the
    strip's right end, as a real card's corner shows in a fanned hand."""
    card, strip = _face_key(key)
    design = CARDS[card].design
    w, h = s.get_size()
    seen = w if strip is None else max(1, min(w, strip))
    band_rgb = AFFILIATION_COLOURS[design.affiliation]
    s.fill(theme.CARD_FACE)
    band_h = max(6, round(h * 0.2))
    foot_h = max(5, round(h * 0.14))
    sym_r = band_h * 0.36
    medal_r = band_h * 0.62
    if strip is not None:  # as large as fits beside the affiliation's symbol, never over it
        medal_r = max(band_h * 0.45, min(medal_r, (seen - sym_r * 2.45 - 2) / 2.12))
    medal_x = seen - medal_r * 1.12

    def shapes(big: pygame.Surface) -> None:
        k = big.get_width() / w
        pygame.draw.rect(big, band_rgb, (0, 0, big.get_width(), band_h * k))
        pygame.draw.rect(big, band_rgb, (0, (h - foot_h) * k, big.get_width(), foot_h * k + 1))
        pygame.draw.rect(big, band_rgb, big.get_rect(), width=max(1, round(w * 0.035 * k)))
        draw_affiliation(big, design.affiliation, (sym_r * 1.45 * k, band_h * 0.5 * k), sym_r * k, theme.CARD_FACE)
        icon_r = foot_h * 0.34 * k
        draw_type_icon(big, design.type, (icon_r * 1.7, (h - foot_h / 2) * k), icon_r, theme.CARD_FACE)
        if design.type == UNIT:
            centre = (medal_x * k, band_h * 0.62 * k)
            pygame.draw.circle(big, theme.CARD_FACE, centre, medal_r * k)
            pygame.draw.circle(big, STRENGTH_FILL, centre, medal_r * 0.84 * k)

    s.blit(supersample((w, h), shapes, _SS), (0, 0))
    if design.type == UNIT:
        number = text(str(design.strength), max(TEXT_FLOOR, round(medal_r * 1.3)), theme.TEXT, "bold")
        s.blit(number, number.get_rect(center=(round(medal_x), round(band_h * 0.62))))
    foot_size = round(foot_h * 0.55)
    if foot_size >= TEXT_FLOOR:  # on a smaller card the type's icon says it alone
        word = TYPE_WORDS[design.type] if h >= 90 else TYPE_WORDS[design.type].split()[-1]
        foot = fit_text(word, foot_size, theme.TEXT, seen - round(foot_h * 1.4) - 4, "bold")
        s.blit(foot, foot.get_rect(midleft=(round(foot_h * 1.25), h - foot_h // 2)))
    # the name, wrapped, never under the floor for text: on a small card as many lines as fit (the
    # last cut short), none if not one fits (the hover preview names the card); then the text if there is room
    edge = max(4, round(w * 0.1))  # both margins together
    inner = seen - edge
    name_size = max(TEXT_FLOOR, round(h * 0.095))
    y = band_h + max(2, round(h * 0.04))
    room = h - foot_h - 2 - y
    fitting = max(0, min(3 if strip is None else 4, room // font(name_size, "bold").get_linesize()))
    lines = list(wrap(design.name, name_size, inner, "bold"))
    if len(lines) > fitting and fitting:
        lines = lines[:fitting - 1] + [" ".join(lines[fitting - 1:])]
    for line in lines[:fitting]:
        t = fit_text(line, name_size, theme.TEXT_DARK, inner, "bold")
        s.blit(t, t.get_rect(midtop=(w // 2, y)) if strip is None else t.get_rect(topleft=(edge // 2, y)))
        y += t.get_height()
    if h >= 150 and strip is None:
        body = max(TEXT_FLOOR, round(h * 0.055))
        y += round(h * 0.03)
        for line in wrap(design.text, body, inner):
            if y + body > h - foot_h - 2:
                break
            t = fit_text(line, body, theme.TEXT_DARK, inner)
            s.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += t.get_height()


def paint_back(_key: Hashable, s: pygame.Surface) -> None:
    """The back every card shares: a dark field, a gold frame and a large M over a star and a halo."""
    w, h = s.get_size()
    s.fill(BACK)

    def shapes(big: pygame.Surface) -> None:
        k = big.get_width() / w
        inset = max(3, round(w * 0.08)) * k
        inner = big.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(big, BACK_GOLD, inner, width=max(1, round(w * 0.03 * k)), border_radius=round(w * 0.06 * k))
        r = w * 0.12 * k
        draw_affiliation(big, POLITICAL, (inner.centerx - r * 1.3, inner.bottom - r * 1.6), r, BACK_GOLD)
        draw_affiliation(big, RELIGIOUS, (inner.centerx + r * 1.3, inner.bottom - r * 1.6), r, BACK_GOLD)

    s.blit(supersample((w, h), shapes, _SS), (0, 0))
    if round(h * 0.32) >= TEXT_FLOOR:  # a tiny back keeps its frame and emblems only
        letter = text("M", round(h * 0.32), BACK_GOLD, "bold")
        s.blit(letter, letter.get_rect(center=(w // 2, round(h * 0.42))))


PACK = PackCards("mathenyism", tuple(d.name for d in DESIGNS), lambda key: CARDS[_face_key(key)[0]].name)
CARD_ART = CardArt(paint_face, paint_back, border=theme.CARD_EDGE, pack=PACK)


def face(card: Hashable, size: tuple[int, int], strip: int | None = None) -> pygame.Surface:
    """``card``'s face at ``size`` (cached); with ``strip``, laid for a hand where only the left
    ``strip`` pixels show (see :func:`paint_face`)."""
    return CARD_ART.face(card if strip is None or strip >= size[0] else (card, strip), size)


def back(size: tuple[int, int]) -> pygame.Surface:
    """A card back at ``size`` (cached)."""
    return CARD_ART.back(0, size)
