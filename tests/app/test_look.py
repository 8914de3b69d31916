"""The player's look: a UI scale every screen and table honours from 1280x720 to 2560x1440, and a
high-contrast palette whose text reads on every surface; both kept in the settings."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from tabletop import games
from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.scenes.settings import SettingsScene
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage
from tabletop.ui import theme

from .conftest import click

TEXTS = ("TEXT", "TEXT_DIM", "TEXT_MUTED", "BRASS")
SURFACES = ("PANEL", "PANEL_LIGHT", "FELT", "FELT_LIGHT", "FELT_DARK", "WOOD_DARK", "WOOD", "BUTTON_SECONDARY")


def luminance(color: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_high_contrast_text_reads_at_7_to_1_on_every_surface() -> None:
    hc = theme.HIGH_CONTRAST
    for text in TEXTS:
        for ground in SURFACES:
            assert contrast(hc[text], hc[ground]) >= 7, (text, ground)
    assert contrast(hc["TEXT_DARK"], hc["CARD_FACE"]) >= 7
    assert contrast(hc["TEXT_ON_BRASS"], hc["BUTTON"]) >= 7
    # and it is more contrast than the standard look everywhere
    std = theme.STANDARD
    for text in TEXTS:
        for ground in SURFACES:
            assert contrast(hc[text], hc[ground]) >= contrast(std[text], std[ground])


def test_settings_round_trip_applies_the_look(make_app: Any) -> None:
    app = make_app(size=(1280, 720))
    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    app.step(1 / 60)
    s = theme.Scale.for_size(app.screen.get_size())
    click(app, settings.contrast.switch_rect(s).center)
    assert app.settings.high_contrast and theme.TEXT == theme.HIGH_CONTRAST["TEXT"]  # at once
    knob = settings.ui_scale
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(knob.rect.right - 2, knob.rect.centery),
                                         button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(knob.rect.right - 2, knob.rect.centery),
                                         button=1))
    app.step(1 / 60)
    assert app.settings.ui_scale > 1.0
    assert theme.look().ui_scale == 1.0  # the slider does not move under the pointer
    click(app, settings.back.rect.center)
    assert isinstance(app.top, MenuScene)
    assert theme.look() == theme.Look(app.settings.ui_scale, True)
    stored = Storage().load_settings()
    assert stored.high_contrast and stored.ui_scale == app.settings.ui_scale
    theme.configure()
    later = make_app()  # the next run starts with the look
    assert theme.look() == theme.Look(stored.ui_scale, True) and later.settings.high_contrast


def test_ui_scale_multiplies_every_scale() -> None:
    base = theme.Scale.for_size((1600, 900)).factor
    theme.configure(1.3)
    assert theme.Scale.for_size((1600, 900)).factor == pytest.approx(base * 1.3)


def _inside_and_apart(rects: list[pygame.Rect], size: tuple[int, int]) -> None:
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(r) for r in rects), (rects, size)
    assert not any(a.colliderect(b) for a, b in combinations(rects, 2))


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("look", [(1.3, False), (0.8, True)])
def test_every_screen_and_table_honours_the_look(make_app: Any, size: tuple[int, int],
                                                 look: tuple[float, bool]) -> None:
    app = make_app(size=size)
    app.settings.ui_scale, app.settings.high_contrast = look
    app.apply_settings()
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    _inside_and_apart([t.rect for t in menu.tiles] + [b.rect for b in menu.buttons], size)
    settings = SettingsScene(app)
    app.push(settings)
    app.step(1 / 60)
    _inside_and_apart([r.rect for r in settings.rows] + [settings.back.rect], size)
    assert pygame.Rect((0, 0), size).contains(settings.panel)
    app.pop()
    for game_id in ("meh", "maskmen", "mindbug", "mythomakya"):
        setup = SeatSetupScene(app, game_id)
        app.push(setup)
        app.step(1 / 60)
        _inside_and_apart([w.rect for w in setup.all_widgets()] + [b.rect for b in setup.buttons], size)
        app.pop()
        players = games.get(game_id).rules().min_players
        table = TableScene(app, new_match(game_id, ["human"] + ["normal"] * (players - 1), seed=2))
        app.push(table)
        app.step(1 / 60)
        _inside_and_apart([b.rect for b in table.buttons] + [table.table_rect], size)
        assert pygame.Rect((0, 0), size).contains(table.log_rect)
        # the top bar's words grow with the scale
        s = theme.Scale.for_size(size)
        assert table.buttons[0].rect.h == s(36)
        app.pop()
        table.close()


def test_in_a_short_window_a_settings_note_shows_for_the_row_in_focus_only(make_app: Any) -> None:
    app = make_app(size=(1280, 720))
    app.settings.ui_scale = 1.3
    app.apply_settings()
    settings = SettingsScene(app)
    app.push(settings)
    app.step(1 / 60)
    s = theme.Scale.for_size((1280, 720))
    help_line = pygame.Rect(settings.panel.x, settings.back.rect.y - s(30), settings.panel.w, s(24))
    rows = [r.rect for r in settings.rows]
    assert not any(help_line.colliderect(r) for r in rows)
    settings.ring.focus(None)
    app.step(1 / 60)
    empty = pygame.image.tobytes(app.screen.subsurface(help_line), "RGB")
    settings.ring.focus(settings.forced)
    app.step(1 / 60)
    assert settings._row_in_question() is settings.forced
    assert pygame.image.tobytes(app.screen.subsurface(help_line), "RGB") != empty, "no note for the focused row"


def _answering_out_of_turn(names: list[str]) -> Any:
    """A Mindbug match where the first seat (a person) answers during the second seat's turn."""
    import random

    match = new_match("mindbug", ["human", "random"], names=names, seed=9)
    rng = random.Random(9)
    for _ in range(400):
        if match.to_act() == 0 and match.game.active_seat(match.state) == 1:
            return match
        match.play(rng.choice(match.game.legal_actions(match.state)))
    raise AssertionError("no answer during the other seat's turn")


@pytest.mark.parametrize("ui_scale", [1.0, 1.3])
def test_the_top_bar_sentence_is_whole_beside_five_buttons_at_1280x720(make_app: Any, ui_scale: float) -> None:
    """Whose turn it is and what is asked reads whole (on two lines if need be), never cut by the buttons."""
    size = (1280, 720)
    app = make_app(size=size)
    app.settings.ui_scale = ui_scale
    app.apply_settings()
    app.push(MenuScene(app))
    table = TableScene(app, _answering_out_of_turn(["Alexandrina", "Bartholomew"]), autosave=False, record=False,
                       introduce=False)
    app.push(table)
    app.step(1 / 60)
    s = theme.Scale.for_size(size)
    sentence, _ = table.status_text()
    assert sentence.startswith("Bartholomew's turn. Alexandrina, you decide: ")
    lines, font, room = table.status_lines(s)
    assert " ".join(lines) == sentence  # nothing cut off
    assert all(font.size(line)[0] <= room.w for line in lines) and room.right < table.buttons[0].rect.x
    assert len(lines) * font.get_linesize() <= s(theme.TOP_BAR_H)
    assert font.get_height() >= s(theme.FONT_SIZES["body"])  # no smaller than the table's body text
    assert len(table.buttons) == 5
    _inside_and_apart([b.rect for b in table.buttons], size)
    app.pop()
    table.close()
