"""The words on Mythomakya's cards are never drawn under the floor for text: a name too long for a small card
is squeezed a little or left off (the preview names the card), the strength keeps the floor however small."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.games.mythomakya import art, god_art
from tabletop.games.mythomakya.cards import CARDS, GOD_BASE, GOD_COUNT, GOLDEN_APPLES
from tabletop.ui import cards as ui_cards
from tabletop.ui.cards import TEXT_FLOOR, font


@pytest.fixture(autouse=True, scope="module")
def _fonts() -> Iterator[None]:
    pygame.font.init()
    yield


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every font size asked for while the test paints (no drawn word taken from a cache)."""
    ui_cards._text_cache.clear()
    sizes: list[int] = []
    real = ui_cards.font

    def recording(size: int, weight: str = "regular") -> pygame.font.Font:
        sizes.append(int(size))
        return real(size, weight)

    for module in (ui_cards, art, god_art):
        monkeypatch.setattr(module, "font", recording, raising=False)
    return sizes


@pytest.mark.parametrize("size", [(22, 36), (28, 42), (40, 56), (50, 70), (90, 126)])
def test_no_word_on_any_card_face_is_under_the_floor(asked: list[int], size: tuple[int, int]) -> None:
    keys = [c.index for c in CARDS] + [GOD_BASE + g for g in range(GOD_COUNT)] + [GOLDEN_APPLES[0]]
    for key in keys:
        art.paint_face(key, pygame.Surface(size))
    assert asked and min(asked) >= TEXT_FLOOR


def test_a_name_fits_its_card_squeezed_a_little_or_not_at_all() -> None:
    wide = font(TEXT_FLOOR, "semibold").size("Odysseus")[0]
    whole = art.name_label("Odysseus", 9, wide)
    assert whole is not None and whole.get_size() == font(TEXT_FLOOR, "semibold").size("Odysseus")
    squeezed = art.name_label("Odysseus", 9, wide - 4)
    assert squeezed is not None and squeezed.get_width() == wide - 4
    assert squeezed.get_height() == font(TEXT_FLOOR, "semibold").get_height()  # the letters keep their height
    assert art.name_label("Odysseus", 9, round(wide * art.NAME_SQUEEZE) - 2) is None
    large = art.name_label("Odysseus", 16, 300)
    assert large is not None and large.get_height() == font(16, "semibold").get_height()


def test_a_small_card_keeps_its_strength_at_the_floor() -> None:
    assert art.strength_size((20, 34)) == TEXT_FLOOR
    assert art.strength_size((100, 140)) > TEXT_FLOOR
