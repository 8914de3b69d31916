"""The shared words of every game's texts."""

from __future__ import annotations

from tabletop.core.words import counted, noun_for


def test_a_count_of_one_either_way_is_singular_and_every_other_count_plural() -> None:
    assert [counted(n, "card") for n in (0, 1, 2, -1, -2)] == ["0 cards", "1 card", "2 cards", "-1 card", "-2 cards"]


def test_a_noun_of_several_words_or_an_irregular_plural() -> None:
    assert counted(1, "older game") == "1 older game"
    assert counted(3, "more apple") == "3 more apples"
    assert counted(2, "die", "dice") == "2 dice"
    assert counted(1, "die", "dice") == "1 die"


def test_the_word_alone_for_a_seat_panels_count() -> None:
    assert [noun_for(n, "apple") for n in (0, 1, 2)] == ["apples", "apple", "apples"]
