"""Every card a table shows can be drawn at any size, however small, with our art or an art pack's
pictures: a card in flight passes through the sizes between its two places, and a narrow window
gives small places."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import Any

import pygame
import pytest
from make_art_pack import card_names, make_pack

from tabletop import games
from tabletop.commands.frames import midgame_match
from tabletop.games.mindbug import art as mindbug_art
from tabletop.games.mindbug.cards import CREATURES
from tabletop.ui import cards as ui_cards
from tabletop.ui.art_pack import PACKS

from .conftest import open_table

WIDTHS = (1, 2, 3, 4, 5, 7, 10, 14, 19, 25, 32, 40, 49)
"""Card widths from a pixel to a small card's, each drawn square, upright (1:1.4) and flat (2:1)."""


def sizes() -> list[tuple[int, int]]:
    return [size for w in WIDTHS for size in ((w, w), (w, round(w * 1.4)), (w, w // 2 + 1))]


def drawn_size(size: tuple[int, int]) -> tuple[int, int]:
    """The size a card asked for at ``size`` is drawn at (a card is never drawn under 4 pixels a side)."""
    return max(4, size[0]), max(4, size[1])


@pytest.mark.parametrize("pack", [False, True], ids=["our art", "an art pack"])
@pytest.mark.parametrize("game_id", [entry.id for entry in games.available_games()])
def test_every_face_and_back_on_a_table_draws_at_any_small_size(make_app: Any, game_id: str, pack: bool, home: Path,
                                                                monkeypatch: pytest.MonkeyPatch,
                                                                no_packs_after: None) -> None:
    if pack:  # a picture for every card (the player's own files, scaled to any size)
        make_pack(home / "data" / "art", game_id, card_names(game_id))
    seen: dict[int, tuple[ui_cards.CardArt, set[Hashable], set[Hashable]]] = {}
    face, back = ui_cards.CardArt.face, ui_cards.CardArt.back

    def seen_face(art: ui_cards.CardArt, key: Hashable, size: tuple[int, int]) -> pygame.Surface:
        seen.setdefault(id(art), (art, set(), set()))[1].add(key)
        return face(art, key, size)

    def seen_back(art: ui_cards.CardArt, key: Hashable, size: tuple[int, int]) -> pygame.Surface:
        seen.setdefault(id(art), (art, set(), set()))[2].add(key)
        return back(art, key, size)

    monkeypatch.setattr(ui_cards.CardArt, "face", seen_face)
    monkeypatch.setattr(ui_cards.CardArt, "back", seen_back)
    app = make_app(size=(1280, 720))
    assert pack == any(PACKS.picture(game_id, name) is not None for name in card_names(game_id))
    for seed in (3, 4, 5):  # three tables, for more of the game's cards
        open_table(app, midgame_match(game_id, seed=seed))
    faces = sum(len(f) for _, f, _ in seen.values())
    assert faces >= 6, f"{game_id}'s table drew only {faces} faces"
    for art, face_keys, back_keys in seen.values():
        for size in sizes():
            drawn = drawn_size(size)
            for key in face_keys:
                assert art.face(key, size).get_size() == drawn, (key, size)
            for key in back_keys:
                assert art.back(key, size).get_size() == drawn, (key, size)


def test_a_mindbug_creature_with_no_words_draws_on_a_card_too_small_for_any() -> None:
    vanilla = [kind for kind, creature in enumerate(CREATURES) if not creature.text and not creature.keywords]
    assert vanilla, "the deck has creatures with neither keywords nor an effect"
    for kind in vanilla:
        for size in ((40, 30), (25, 34), (9, 12), (2, 2)):
            parts = mindbug_art.face_parts(kind, 0, size)
            assert parts.laid == []
            assert mindbug_art.face(kind, size).get_size() == drawn_size(size)
