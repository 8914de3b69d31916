"""Battle of the Gods: the setup by player count, what each seat sees, running out, the count by source."""

from __future__ import annotations

import pytest

from tabletop.games.mythomakya.battle import GODS_DEALT
from tabletop.games.mythomakya.cards import (
    BATTLE,
    GOD_BASE,
    GOD_COUNT,
    GOLDEN_APPLE_WORTH,
    GOLDEN_APPLES,
    WORTH,
    find,
)
from tabletop.games.mythomakya.deal import LAYOUTS
from tabletop.games.mythomakya.labels import CALL_COLOUR, CHOOSE_MATE
from tabletop.games.mythomakya.rules import GAME, MATE
from tabletop.games.mythomakya.scoring import sources
from tabletop.games.mythomakya.view import HIDDEN

from .battle_positions import do, god, make
from .positions import config

RULEBOOK = {2: (30, 10, 3, 3), 3: (20, 10, 2, 3), 4: (15, 5, 3, 3), 5: (12, 6, 2, 2), 6: (10, 5, 2, 2)}
"""The rulebook's Battle setup table: cards each, stacks, cards a stack, god cards each."""


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_rulebooks_battle_setup_face_up_stacks_god_cards_and_a_golden_apple(players: int) -> None:
    cards, stacks, depth, gods = RULEBOOK[players]
    shape = LAYOUTS[(BATTLE, players)]
    assert (shape.cards, shape.stacks, shape.depth, GODS_DEALT[players]) == (cards, stacks, depth, gods)
    s = GAME.new(config(players, variant=BATTLE), 3)
    assert all(len(st) == depth for seat in s.stacks for st in seat)
    assert [len(h) for h in s.gods] == [gods] * players and len(s.box) == GOD_COUNT - gods * players
    assert [pile for pile in s.treasure] == [[GOLDEN_APPLES[q]] for q in range(players)]
    view = GAME.view(s, 0)
    assert all(c != HIDDEN for seat in view.stacks for st in seat for c in st)  # every card face up
    assert view.treasure is not None and view.treasure_apples(1) == GOLDEN_APPLE_WORTH  # open piles
    assert view.hand == tuple(sorted(s.gods[0])) and view.god_counts == (gods,) * players
    assert view.box_count == len(s.box) and view.box is None


def test_five_players_the_caller_takes_a_second_golden_apple_and_two_gods_then_a_teammate() -> None:
    s = GAME.new(config(5, variant=BATTLE, caller=2), 1)
    GAME.apply(s, CALL_COLOUR[0])
    assert s.treasure[2] == [GOLDEN_APPLES[2], GOLDEN_APPLES[5]]
    view = GAME.view(s, 2)
    assert view.box == tuple(sorted(s.box)) and GAME.view(s, 1).box is None  # only the caller sees the box
    for _ in range(2):
        GAME.apply(s, GAME.legal_actions(s)[0])
    assert len(s.gods[2]) == 4 and len(s.box) == 2 and s.phase == MATE
    GAME.apply(s, CHOOSE_MATE[4])
    assert s.leader == 4 and s.frames[-1][0] == "moment"
    assert all(GAME.view(s, q).mate == 4 for q in (None, 0, 2, 4))  # the table marks the teammate


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_after_the_call_the_player_on_the_callers_left_opens_the_first_god_moment(players: int) -> None:
    s = GAME.new(config(players, variant=BATTLE, caller=1), 1)
    GAME.apply(s, CALL_COLOUR[0])
    first = 2 % players
    assert s.leader == first and GAME.to_act(s) == first
    assert s.frames[-1][:2] == ("moment", first)  # the round begins with its god moment


def test_god_cards_are_private_and_the_hot_seat_curtain_keeps_them() -> None:
    s = GAME.new(config(3, variant=BATTLE), 5)
    for seat in range(3):
        view = GAME.view(s, seat)
        assert view.hand == tuple(sorted(s.gods[seat]))
        others = GAME.view(s, (seat + 1) % 3)
        assert others.hand != view.hand or not view.hand
        assert GAME.has_secrets(s, seat)
    spectator = GAME.view(s, None)
    assert spectator.hand == () and spectator.god_counts == (3, 3, 3)
    s.gods[1] = []  # with no god card (and none set aside for Hera) a seat has no secret: no curtain
    assert not GAME.has_secrets(s, 1) and GAME.has_secrets(s, 0)


def test_a_player_out_of_cards_puts_their_gods_in_their_treasure_and_the_lead_passes_left() -> None:
    s = make([[["Helios"]], [["Thanatos"], ["Nyx"]], [["Talos"], ["Typhon"]]], "yellow",
             gods=[["Zeus", "Eros"], [], []])
    do(s, "play", "Helios")
    do(s, "play", "Nyx")
    do(s, "play", "Typhon")
    # Player 1 won with Helios (yellow is senior) but has no card left: the lead passes to Player 2.
    assert s.gods[0] == [] and sorted(s.treasure[0])[-2:] == sorted(GOD_BASE + god(g) for g in ("Zeus", "Eros"))
    assert s.leader == 1
    assert sources(s, 0) == {"cards": sum(WORTH[c] for c in s.treasure[0] if c < GOLDEN_APPLES[0]),
                             "golden": 0, "gods": 2}


def test_the_result_gives_apples_by_source_per_player_and_side() -> None:
    s = make([[["Helios"]], [["Nyx"]], [["Talos"]], [["Typhon"]]], "yellow",
             gods=[["Zeus"], [], ["Eros"], []], treasure=[["golden"], [], [], []])
    for name in ("Helios", "Nyx", "Talos", "Typhon"):
        do(s, "play", name)
    assert GAME.is_over(s)
    result = GAME.result(s)
    row = result.breakdown[0]
    assert row["Golden apples"] == GOLDEN_APPLE_WORTH and row["Unplayed gods"] == 1
    assert row["Myth cards"] == sum(WORTH[find(c)] for c in ("Helios", "Nyx", "Talos", "Typhon"))
    assert result.breakdown[2]["Unplayed gods"] == 1 and result.breakdown[2]["Team's poets"] == 0
    assert row["Team apples"] == result.breakdown[2]["Team apples"] == (
        row["Myth cards"] + row["Golden apples"] + row["Unplayed gods"] + 1)
