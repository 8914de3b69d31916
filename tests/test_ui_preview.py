"""Where a pop-up goes (ui.preview): beside what it explains, never over a control."""

from __future__ import annotations

import pygame

from tabletop.ui.preview import place_preview

BOUNDS = pygame.Rect(0, 0, 800, 500)
CARD = pygame.Rect(300, 200, 60, 90)


def test_beside_the_card_when_that_is_free() -> None:
    place = place_preview((200, 280), CARD, BOUNDS, [], gap=10)
    assert place is not None and place.x == CARD.right + 10 and BOUNDS.contains(place)


def test_never_over_a_control_and_clear_of_the_card() -> None:
    buttons = [pygame.Rect(380, 150, 120, 40), pygame.Rect(380, 300, 120, 40)]
    place = place_preview((200, 280), CARD, BOUNDS, buttons, gap=10)
    assert place is not None and place.collidelist(buttons) < 0 and not place.colliderect(CARD)
    assert place.right <= CARD.x  # the left side was free


def test_words_are_kept_clear_when_there_is_room_but_controls_always() -> None:
    words = pygame.Rect(0, 0, 800, 180)
    place = place_preview((200, 280), CARD, BOUNDS, [], rather_not=[words])
    assert place is not None and not place.colliderect(words)
    everywhere = [pygame.Rect(BOUNDS)]
    assert place_preview((200, 280), CARD, BOUNDS, [], rather_not=everywhere) is not None
    assert place_preview((200, 280), CARD, BOUNDS, everywhere) is None  # no place: nothing shows


def test_too_large_for_the_bounds_has_no_place() -> None:
    assert place_preview((900, 100), CARD, BOUNDS, []) is None
