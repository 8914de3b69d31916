"""The 90 myth cards, the rulebook's setup table, the options and the first caller."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tabletop.core.protocol import GameConfig
from tabletop.games.mythomakya.cards import (
    APPLES,
    BATTLE,
    CARDS,
    CHARACTER,
    COLOURS,
    HERO,
    QUICK,
    SHARED,
    STRENGTH,
    TRIUMPH,
    apple_totals,
    deck,
    find,
)
from tabletop.games.mythomakya.deal import LAYOUTS, Layout
from tabletop.games.mythomakya.rules import GAME, setup_options
from tabletop.games.mythomakya.view import HIDDEN

from .positions import config


# --- the cards ----------------------------------------------------------------------------------
def test_ninety_myth_cards_in_five_colours_each_with_its_own_symbol_and_name() -> None:
    assert len(CARDS) == 90
    assert len({c.name for c in COLOURS}) == len({c.symbol for c in COLOURS}) == 5
    assert len({c.name for c in CARDS}) == 90, "every card has its own name"
    assert len({c.title for c in CARDS}) == 90
    assert CARDS[find("Prometheus")].title == "Red 7 Prometheus"


def test_thirty_shared_thirty_heroes_thirty_characters_at_the_rulebooks_strengths() -> None:
    by_set = Counter(c.set for c in CARDS)
    assert by_set == {SHARED: 30, HERO: 30, CHARACTER: 30}
    for colour in range(5):
        for kind, strengths in ((SHARED, {3, 4, 5, 10, 11, 12}), (HERO, {1, 2, 6, 7, 8, 9}),
                                (CHARACTER, {1, 2, 6, 7, 8, 9})):
            assert {c.strength for c in CARDS if c.colour == colour and c.set == kind} == strengths
    for variant in (TRIUMPH, BATTLE):
        cards = deck(variant)
        assert len(cards) == 60
        assert all(sorted(STRENGTH[x] for x in cards if CARDS[x].colour == c) == list(range(1, 13)) for c in range(5))


def test_characters_have_one_category_per_strength_prometheus_and_atlas_are_titans() -> None:
    expected = {1: "muse", 2: "minor god", 6: "poet", 7: "titan", 8: "goddess", 9: "monster"}
    for c in CARDS:
        assert c.category == (expected[c.strength] if c.set == CHARACTER else None)
    assert (CARDS[find("Prometheus")].colour, CARDS[find("Atlas")].colour) == (3, 0)  # red, yellow
    assert CARDS[find("Atlas")].category == CARDS[find("Prometheus")].category == "titan"


def test_apples_from_zero_to_three_strong_cards_not_the_richest_and_equal_per_colour() -> None:
    assert all(0 <= a <= 3 for a in APPLES)
    assert max(c.apples for c in CARDS if c.strength >= 10) <= 1
    assert max(c.apples for c in CARDS if c.strength <= 2) == 3
    triumph = apple_totals(TRIUMPH)
    battle = apple_totals(BATTLE)
    assert triumph == {"Yellow": 14, "Black": 14, "Blue": 14, "Red": 14, "Purple": 14, "all": 70}
    assert battle == {"Yellow": 12, "Black": 12, "Blue": 12, "Red": 12, "Purple": 12, "all": 60}
    assert apple_totals(QUICK) == {"Yellow": 8, "Black": 8, "Blue": 8, "Red": 8, "Purple": 8, "all": 40}


def test_the_rules_page_lists_every_card_with_its_apples() -> None:
    page = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "mythomakya.md").read_text(encoding="utf-8")
    for colour in COLOURS:
        line = next(x for x in page.splitlines() if x.startswith(f"- **{colour.name}** ({colour.symbol})."))
        for card in CARDS:
            if card.colour == colour.index:
                tag = f" ({card.category})" if card.category else ""
                assert f"{card.strength} {card.name}{tag} {card.apples}" in line, card.title


# --- the setup table ----------------------------------------------------------------------------
RULEBOOK = {
    # (variant, players): (cards each, stacks, cards a stack), as "Setup by Number of Players" gives them
    (TRIUMPH, 2): (30, 10, 3),
    (QUICK, 2): (20, 10, 2),
    (TRIUMPH, 3): (20, 10, 2),
    (TRIUMPH, 4): (15, 5, 3),
    (TRIUMPH, 5): (12, 6, 2),
    (TRIUMPH, 6): (10, 5, 2),
}


def test_the_setup_table_is_the_rulebooks() -> None:
    for key, (cards, stacks, depth) in RULEBOOK.items():
        assert LAYOUTS[key] == Layout(cards, stacks, depth)
        assert LAYOUTS[(BATTLE, key[1])] == LAYOUTS[(TRIUMPH, key[1])] or key[0] == QUICK


@pytest.mark.parametrize(("variant", "players"), list(RULEBOOK))
def test_each_player_lays_out_the_rulebooks_stacks_with_only_the_top_card_face_up(variant: str, players: int) -> None:
    cards, stacks, depth = RULEBOOK[(variant, players)]
    s = GAME.new(config(players, variant=variant), 17)
    assert sorted(c for seat in s.stacks for st in seat for c in st) == sorted(deck(variant))
    for seat in range(players):
        assert [len(st) for st in s.stacks[seat]] == [depth] * stacks and s.cards_left(seat) == cards
    view = GAME.view(s, 0)
    for seat in range(players):
        for st in view.stacks[seat]:
            assert st[:-1] == (HIDDEN,) * (depth - 1) and st[-1] != HIDDEN
            assert view.face_down(seat, 0) == depth - 1


def test_the_quick_version_removes_strengths_two_to_five_and_is_for_two_players() -> None:
    assert sorted({STRENGTH[c] for c in deck(QUICK)}) == [1, 6, 7, 8, 9, 10, 11, 12]
    assert len(deck(QUICK)) == 40
    with pytest.raises(ValueError, match="for 2 players"):
        GAME.validate_config(config(3, variant=QUICK))


def test_the_deal_is_shuffled_from_the_seed() -> None:
    a = GAME.new(config(2), 1)
    b = GAME.new(config(2), 2)
    assert a.stacks != b.stacks
    assert GAME.new(config(2), 1).stacks == a.stacks


def test_the_first_caller_is_drawn_at_random_unless_the_caller_option_names_one() -> None:
    callers = {GAME.new(GAME.default_config(4), seed).caller for seed in range(40)}
    assert callers == {0, 1, 2, 3}
    s = GAME.new(config(4, caller=2), 0)
    assert s.caller == GAME.to_act(s) == 2
    opening = [e.text for e in GAME.opening_events(s)]
    assert opening[-1] == "Player 3 calls the senior colour."
    assert opening[1] == "Teams: Player 1 and Player 3; Player 2 and Player 4."


# --- options ------------------------------------------------------------------------------------
def test_options_and_their_errors() -> None:
    assert GAME.default_config(3).options == {"variant": TRIUMPH, "games": 1}
    GAME.validate_config(GameConfig(2, options={"variant": "quick", "games": "5", "caller": "1"}))
    s = GAME.new(GameConfig(2, options={"variant": "quick", "games": "5", "caller": "1"}), 0)
    assert (s.t.variant, s.t.games, s.caller) == (QUICK, 5, 1)
    assert GAME.new(GameConfig(4, teams=(0, 1, 0, 1), options={"games": "series"}), 0).t.games == 4
    for options, message in (
        ({"variant": "heroes"}, "unknown variant"),
        ({"games": 0}, "1 to 30 games"),
        ({"games": "many"}, "whole number"),
        ({"games": True}, "whole number"),
        ({"caller": 7}, "first caller"),
        ({"colour": "red"}, "unknown Mythomakya option"),
    ):
        with pytest.raises(ValueError, match=message):
            GAME.validate_config(GameConfig(2, options=options))
    with pytest.raises(ValueError, match="no fixed teams"):
        GAME.validate_config(GameConfig(5, teams=(0, 0, 1, 1, 1)))
    with pytest.raises(ValueError, match="2-6 players"):
        GAME.validate_config(GameConfig(7))


def test_setup_offers_the_variants_and_a_series_of_one_game_per_player() -> None:
    two = {opt["key"]: opt for opt in setup_options(2)}
    assert [v for v, _ in two["variant"]["choices"]] == [TRIUMPH, QUICK, BATTLE]
    five = {opt["key"]: opt for opt in setup_options(5)}
    assert [v for v, _ in five["variant"]["choices"]] == [TRIUMPH, BATTLE]
    assert [v for v, _ in five["games"]["choices"]] == [1, 5, 10]
    assert not five["games"]["per_seat"]
