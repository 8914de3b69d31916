"""Where a pop-up goes (ui.preview): beside what it explains, never over a control."""

from __future__ import annotations

import pygame

from tabletop.ui.preview import place_preview, place_shrinking

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



def test_shrinking_takes_the_largest_size_with_a_place_even_over_words_but_never_over_a_control() -> None:
    words = pygame.Rect(0, 0, 800, 180)  # a prompt along the top: below it only the smaller size fits clear
    full, smaller = (200, 340), (160, 272)
    place = place_shrinking([full, smaller], CARD, BOUNDS, [], rather_not=[words])
    assert place is not None and place.size == full and place.colliderect(words)
    buttons = [pygame.Rect(0, 0, 800, 180)]  # where they are controls, the smaller size goes below them
    place = place_shrinking([full, smaller], CARD, BOUNDS, buttons)
    assert place is not None and place.size == smaller and place.collidelist(buttons) < 0
    assert place_shrinking([full, smaller], CARD, BOUNDS, [pygame.Rect(BOUNDS)]) is None


def test_shrinking_takes_the_full_size_where_it_fits_clear() -> None:
    place = place_shrinking([(200, 280), (160, 224)], CARD, BOUNDS, [], gap=10)
    assert place is not None and place.size == (200, 280) and place.x == CARD.right + 10
