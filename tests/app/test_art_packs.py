"""Art packs in the app: a pack of plain generated pictures on the Mindbug table (our art for
the cards it lacks), at every size, bad files skipped with a message, and the settings' Art
packs screen that says what was found."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from make_art_pack import make_pack

from tabletop.commands.frames import midgame_match
from tabletop.games.mindbug import art
from tabletop.games.mindbug.cards import CREATURES
from tabletop.scenes.art_packs import ArtPacksScene
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.settings import SettingsScene

from .conftest import click, open_table

pytestmark = pytest.mark.usefixtures("no_packs_after")

NEAR = 14
"""How far a drawn pixel may be from the picture's colour (smooth scaling, the frame's shade)."""


def _near(pixel: Any, colour: tuple[int, int, int]) -> bool:
    return all(abs(int(a) - b) <= NEAR for a, b in zip(pixel[:3], colour))


def _inside(rect: pygame.Rect) -> tuple[int, int]:
    """A point inside a card's picture, clear of its name and of the card laid over its right part."""
    return rect.x + max(3, rect.w // 6), rect.y + rect.h * 3 // 5


def test_the_mindbug_table_shows_a_pack_and_our_art_for_the_cards_without_a_picture(make_app: Any, home: Path
                                                                                   ) -> None:
    match = midgame_match("mindbug", players=2, choices=2)
    view = match.game.view(match.state, 0)
    hand = view.hands[0]
    assert hand
    left_out = CREATURES[view.kind[hand[0]]].name
    names = [c.name for c in CREATURES if c.name != left_out]
    colours = make_pack(home / "data" / "art", "mindbug", names)
    app = make_app(size=(1600, 900))
    scene = open_table(app, match)
    app.step(1 / 60)
    lay = scene.table._current_layout()
    shown = 0
    for card in lay.hand_order:
        name = CREATURES[view.kind[card]].name
        pixel = app.screen.get_at(_inside(lay.hand[card]))
        if name == left_out:
            assert not any(_near(pixel, c) for c in colours.values()), "a card without a picture keeps our art"
        else:
            assert _near(pixel, colours[name]), f"{name} is not shown with its picture"
            shown += 1
    for card in view.play[0]:
        name = CREATURES[view.kind[card]].name
        if name != left_out:
            assert _near(app.screen.get_at(_inside(scene.table.creature_rect(card))), colours[name])
            shown += 1
    assert shown >= 3
    name = names[5]
    kind = next(k for k, c in enumerate(CREATURES) if c.name == name)
    for size in ((40, 56), (120, 168), (400, 560)):  # every size: a board slot, a hand card, a preview
        face = art.face(kind, size)
        assert _near(face.get_at((size[0] // 2, size[1] * 3 // 5)), colours[name])
    turned = art.face(kind, (56, 40), turned=True)  # an exhausted creature lies on its side
    assert turned.get_size() == (40, 56) and _near(turned.get_at((20, 28)), colours[name])
    assert not app.toasts.texts()


def test_a_bad_picture_is_skipped_with_a_message_and_the_table_goes_on(make_app: Any, home: Path) -> None:
    match = midgame_match("mindbug", players=2, choices=2)
    view = match.game.view(match.state, 0)
    folder = home / "data" / "art" / "mindbug"
    folder.mkdir(parents=True)
    hand_names = [CREATURES[view.kind[card]].name for card in view.hands[0] or ()]
    (folder / f"{hand_names[0]}.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40)
    app = make_app(size=(1280, 800))
    scene = open_table(app, match)
    for _ in range(3):
        app.step(1 / 60)
    assert any(f"mindbug/{hand_names[0]}.png is skipped" in text for text in app.toasts.texts())
    assert app.top is scene


def test_the_art_packs_screen_says_what_was_found_missing_and_skipped(make_app: Any, home: Path) -> None:
    art_folder = home / "data" / "art"
    names = [c.name for c in CREATURES]
    make_pack(art_folder, "mindbug", names[:10])
    (art_folder / "mindbug" / f"{names[10]}.jpg").write_bytes(b"\xff\xd8garbage")
    make_pack(art_folder, "mindbug", ["Not A Creature"])
    app = make_app(size=(1280, 800))
    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    app.step(1 / 60)
    click(app, settings.art_packs.rect.center)
    packs = app.top
    assert isinstance(packs, ArtPacksScene)
    lines = [text for text, _ in packs.lines()]
    assert "Mindbug: 10 of 44 cards have a picture" in lines
    assert any(line.startswith(f"Missing: {names[10]}, {names[11]}") and line.endswith("and 22 more")
               for line in lines)
    assert any(line.startswith(f"Skipped {names[10]}.jpg: a damaged JPEG") for line in lines)
    assert "Not named after a card: Not A Creature.png" in lines
    assert "Domains of Meh: no pack (12 cards may have a picture)" in lines
    assert (art_folder / "meh").is_dir()  # the folders are made for the player to find
    make_pack(art_folder, "meh", [f"Orcs {n}" for n in (1, 2, 3)])
    click(app, packs.again.rect.center)
    assert "Domains of Meh: 3 of 12 cards have a picture" in [text for text, _ in packs.lines()]
    app.draw()
    click(app, packs.back.rect.center)
    assert app.top is settings
