"""Every rule sentence and ruling of Domains of Meh (see docs/rules/meh.md)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.core.examples import find_example
from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import Action, Event, GameConfig, IllegalAction, Seat, events_for
from tabletop.games.meh.cards import SOLDIER_DECK
from tabletop.games.meh.rules import (
    ARMIES,
    CELLS,
    COLS,
    END_ALL_HELD,
    GAME,
    ROWS,
    TERRAINS,
    MehState,
    adjacent,
    breakdown,
    explain_score,
    largest_regions,
    regions,
    scores,
)

from .pictures import make_state
from .reference_scoring import reference_scores

EMPTY = ". . . .\n. . . .\n. . . ."


def place(size: int, territory: int) -> Action:
    return Action("place", (size, territory))


def bottom(size: int) -> Action:
    return Action("bottom", (size,))


def config(*armies: str) -> GameConfig:
    return GameConfig(players=len(armies), options={"armies": list(armies)})


# --- setup -----------------------------------------------------------------


def test_map_is_3x4_with_four_of_each_terrain_shuffled() -> None:
    assert (ROWS, COLS) == (3, 4)
    maps = set()
    for seed in range(20):
        state = GAME.new(GAME.default_config(2), seed)
        assert len(state.terrain) == 12
        assert Counter(state.terrain) == {0: 4, 1: 4, 2: 4}
        maps.add(state.terrain)
    assert len(maps) > 10  # shuffled, not a fixed layout


def test_decks_are_nine_soldiers_three_of_each_size() -> None:
    assert sorted(SOLDIER_DECK) == [1, 1, 1, 2, 2, 2, 3, 3, 3]
    state = GAME.new(GAME.default_config(4), 5)
    for seat in range(4):
        assert sorted(state.hands[seat] + state.decks[seat]) == sorted(SOLDIER_DECK)
        assert state.discards[seat] == []


def test_everyone_draws_three_and_elves_draw_four() -> None:
    state = GAME.new(config("orcs", "elves", "humans", "dwarves"), 11)
    assert [len(h) for h in state.hands] == [3, 4, 3, 3]
    assert [len(d) for d in state.decks] == [6, 5, 6, 6]


def test_default_armies_are_the_first_n_in_order() -> None:
    assert GAME.default_config(3).options["armies"] == ["dwarves", "elves", "humans"]
    state = GAME.new(GameConfig(players=2), 1)  # no option at all: same default
    assert [ARMIES[a] for a in state.armies] == ["dwarves", "elves"]


@pytest.mark.parametrize(
    "cfg, message",
    [
        (config("orcs", "orcs"), "different army"),
        (config("orcs", "goblins"), "unknown army"),
        (GameConfig(players=3, options={"armies": ["orcs", "elves"]}), "2 armies for 3 players"),
        (GameConfig(players=5), "2-4 players"),
        (GameConfig(players=1), "2-4 players"),
    ],
)
def test_bad_configs_are_refused(cfg: GameConfig, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GAME.new(cfg, 0)


def test_first_player_is_random_from_the_seed_and_announced() -> None:
    firsts = {GAME.new(GAME.default_config(4), seed).current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = GAME.new(GAME.default_config(4), 7)
    assert GAME.new(GAME.default_config(4), 7).current == state.current
    match = Match(GAME, GAME.default_config(4), 7, [SeatSpec(f"P{i}") for i in range(4)])
    assert match.log[0].kind == "first"
    assert match.log[0].text == f"Player {state.current + 1} goes first."
    assert match.to_act() == state.current


# --- a turn ----------------------------------------------------------------


def test_empty_territory_becomes_held() -> None:
    state = make_state(hands=[[1, 2, 3], [1, 2, 3]])
    GAME.apply(state, place(2, 5))
    assert (state.owner[5], state.size[5]) == (0, 2)
    assert state.occupied == 1 << 5


def test_cannot_send_to_a_territory_you_hold() -> None:
    state = make_state("a1 . . .\n. . . .\n. . . .", hands=[[2, 3, 3], [1, 2, 3]])
    assert not any(a.kind == "place" and a.args[1] == 0 for a in GAME.legal_actions(state))
    with pytest.raises(IllegalAction, match="already hold"):
        GAME.apply(state, place(3, 0))


def test_a_bigger_army_chases_a_smaller_one_and_it_goes_to_its_owners_discard() -> None:
    state = make_state(
        "b2 . . .\n. . . .\n. . . .", armies=("humans", "elves"), hands=[[3, 1, 1], [1, 1, 1]]
    )
    events = GAME.apply(state, place(3, 0))
    assert (state.owner[0], state.size[0]) == (0, 3)
    assert state.discards[1] == [2] and state.discards[0] == []
    assert events[0].kind == "place" and events[0].data["displaced"] == [1, 2]
    assert events[1].kind == "discard" and events[1].data == {"seat": 1, "size": 2}
    assert state.occupied == 1  # still just the one territory held


def test_a_smaller_army_cannot_attack() -> None:
    state = make_state("b2 . . .\n. . . .\n. . . .", armies=("orcs", "elves"), hands=[[1, 1, 3], [1, 1, 1]])
    with pytest.raises(IllegalAction, match="cannot beat"):
        GAME.apply(state, place(1, 0))


@pytest.mark.parametrize("army, wins", [("dwarves", True), ("orcs", True), ("elves", False), ("humans", False)])
def test_ties_go_to_dwarf_and_orc_attackers_only(army: str, wins: bool) -> None:
    other = "humans" if army != "humans" else "elves"
    state = make_state("b2 . . .\n. . . .\n. . . .", armies=(army, other), hands=[[2, 1, 1], [1, 1, 1]])
    assert (place(2, 0) in GAME.legal_actions(state)) is wins
    if wins:
        GAME.apply(state, place(2, 0))
        assert (state.owner[0], state.size[0]) == (0, 2)
        assert state.discards[1] == [2]
    else:
        before = state.snapshot()
        with pytest.raises(IllegalAction, match="bigger army"):
            GAME.apply(state, place(2, 0))
        assert state.snapshot() == before


def test_a_tie_winning_defender_does_not_win_ties_it_did_not_start() -> None:
    # a Dwarf 2 defending against an Orc 2: the Orc attacker wins
    state = make_state("b2 . . .\n. . . .\n. . . .", armies=("orcs", "dwarves"), hands=[[2, 1, 1], [1, 1, 1]])
    GAME.apply(state, place(2, 0))
    assert state.owner[0] == 0
    # an Elf 2 cannot take a Dwarf 2 back
    state = make_state("b2 . . .\n. . . .\n. . . .", armies=("elves", "dwarves"), hands=[[2, 1, 1, 1], [1, 1, 1]])
    assert place(2, 0) not in GAME.legal_actions(state)


def test_bottom_is_always_legal_for_each_size_in_hand() -> None:
    state = make_state(hands=[[1, 1, 3], [1, 2, 3]])
    legal = GAME.legal_actions(state)
    assert bottom(1) in legal and bottom(3) in legal and bottom(2) not in legal
    # every territory taken except one that the hand cannot beat: only placing there is out
    full = "b3 b3 b3 c3\nc3 c3 d3 d3\nd3 a1 a1 ."
    state = make_state(full, armies=("humans", "elves", "dwarves", "orcs"), hands=[[1, 2, 2], [], [], []])
    legal = GAME.legal_actions(state)
    assert {a.kind for a in legal} == {"place", "bottom"}
    assert {a.args for a in legal if a.kind == "place"} == {(1, 11), (2, 11)}
    assert {a.args for a in legal if a.kind == "bottom"} == {(1,), (2,)}


def test_bottom_puts_the_card_under_the_deck_then_the_top_card_is_drawn() -> None:
    state = make_state(hands=[[1, 2, 3], [1, 2, 3]], decks=[[1, 1, 2, 2, 3, 3], [1, 1, 2, 2, 3, 3]])
    GAME.apply(state, bottom(1))
    assert state.decks[0] == [1, 1, 1, 2, 2, 3]  # the 1 at the bottom (first), a 3 drawn from the top
    assert sorted(state.hands[0]) == [2, 3, 3]
    assert state.known[0] == 1
    assert state.current == 1 and state.quiet == 1


def test_bottom_with_an_empty_deck_gives_the_card_straight_back() -> None:
    state = make_state(
        "a1 a1 a2 a2\na3 a3 b1 b1\nb2 b2 . .",
        armies=("orcs", "humans"),
        hands=[[1, 2, 3], [1, 2, 3]],
        decks=[[], [3, 3]],
    )
    GAME.apply(state, bottom(2))
    assert sorted(state.hands[0]) == [1, 2, 3] and state.decks[0] == []
    assert state.known[0] == 0 and not state.over


def test_after_a_turn_the_player_draws_one_card_if_the_deck_has_any() -> None:
    state = make_state(hands=[[1, 2, 3], [1, 2, 3]], decks=[[1, 1, 2, 2, 3, 3], [1, 1, 2, 2, 3, 3]])
    GAME.apply(state, place(1, 0))
    assert sorted(state.hands[0]) == [2, 3, 3] and len(state.decks[0]) == 5
    assert len(state.hands[1]) == 3  # only the player who moved draws
    # with an empty deck nothing is drawn and the hand shrinks
    state = make_state(
        "a1 a1 a1 a2\na2 a2 . .\n. . . .", hands=[[3, 3, 3], [1, 2, 3]], decks=[[], [1, 1, 2, 2, 3, 3]]
    )
    GAME.apply(state, place(3, 11))
    assert state.hands[0] == [3, 3] and state.decks[0] == []


def test_elves_keep_four_cards_in_hand_while_their_deck_lasts() -> None:
    state = GAME.new(config("elves", "orcs"), 3)
    for _ in range(6):
        if state.current == 0:
            assert len(state.hands[0]) == 4 or not state.decks[0]
        GAME.apply(state, GAME.legal_actions(state)[0])


def test_an_empty_hand_can_only_pass() -> None:
    state = make_state(
        "a1 a1 a1 a2\na2 a2 a3 a3\na3 . . .", armies=("humans", "orcs"), hands=[[], [1, 2, 3]], decks=[[], [1, 1, 2, 2, 3, 3]]
    )
    assert GAME.legal_actions(state) == [Action("pass", ())]
    events = GAME.apply(state, Action("pass", ()))
    assert [e.kind for e in events] == ["pass"]
    assert state.current == 1 and state.quiet == 1
    with pytest.raises(IllegalAction, match="only with no cards"):
        GAME.apply(state, Action("pass", ()))


# --- the end ---------------------------------------------------------------


def test_the_game_ends_when_every_territory_is_held() -> None:
    state = make_state("a1 a1 a1 a2\na2 a2 b1 b1\nb1 b2 b2 .", hands=[[3, 3, 3], [2, 3, 3]], decks=[[], [3]])
    events = GAME.apply(state, place(3, 11))
    assert state.over and GAME.to_act(state) is None and GAME.legal_actions(state) == []
    assert "every territory is held" in events[-1].text and events[-1].kind == "game_over"


def test_the_game_ends_when_every_deck_is_empty_even_with_cards_in_hand() -> None:
    state = make_state(
        "a1 a1 . .\n. . . .\nb1 b1 . .",
        hands=[[1, 2, 2], [1, 2, 2, 3]],
        discards=[[2, 3, 3], [2, 3, 3]],
        decks=[[3], []],
    )
    GAME.apply(state, place(2, 5))
    assert state.over and state.reason == "every deck is empty"
    assert len(state.hands[0]) == 3 and len(state.hands[1]) == 4  # left unplayed


def test_the_game_goes_on_while_any_deck_has_cards() -> None:
    state = make_state(
        "a1 a1 . .\n. . . .\nb1 b1 . .", hands=[[1, 2, 2], [1, 2, 2, 3]], discards=[[2, 3, 3], [3]], decks=[[3], [2, 3]]
    )
    GAME.apply(state, place(2, 5))
    assert not state.over and state.decks[0] == [] and state.current == 1


def test_a_full_round_without_an_army_sent_ends_the_game() -> None:
    state = make_state(armies=("dwarves", "elves", "orcs"), hands=[[1, 2, 3], [1, 2, 3, 3], [1, 2, 3]])
    GAME.apply(state, bottom(1))
    GAME.apply(state, bottom(2))
    assert not state.over and state.quiet == 2
    GAME.apply(state, bottom(3))
    assert state.over and state.reason == "a full round passed without an army being sent"


def test_sending_an_army_restarts_the_quiet_count() -> None:
    state = make_state(hands=[[1, 2, 3], [1, 2, 3, 3]])
    GAME.apply(state, bottom(1))
    GAME.apply(state, place(3, 4))
    assert state.quiet == 0
    GAME.apply(state, bottom(2))
    assert not state.over and state.quiet == 1


def test_always_putting_a_card_on_the_bottom_ends_after_one_round() -> None:
    for players in (2, 3, 4):
        state = GAME.new(GAME.default_config(players), players)
        while not state.over:
            GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.kind == "bottom"))
        assert state.turn == players


# --- scoring ---------------------------------------------------------------


def test_one_point_per_territory_held() -> None:
    state = make_state(
        "a1 . . b2\n. . . .\n. . b3 .",
        terrain="s d f s\nd f s d\nf s d f",
        armies=("humans", "orcs"),
    )
    parts = breakdown(state)
    assert parts[0]["Territories"] == 1 and parts[1]["Territories"] == 2


def test_dwarf_example_scores_20() -> None:
    # the book's example, as the Examples screen plays it: the Dwarves take the fourth snow
    # territory, the map is full, and four snow territories score 4 points + 4 x 4 bonus
    example = find_example(GAME, "dwarves-20")
    match = Match(GAME, example.config_for_match(), example.seed, [SeatSpec(n) for n in example.seat_names()])
    for step in example.script:
        match.play(step.action)
    state = match.state
    assert GAME.is_over(state) and state.reason == END_ALL_HELD
    assert [TERRAINS[state.terrain[t]] for t in range(CELLS) if state.owner[t] == 0] == ["snow"] * 4
    assert breakdown(state)[0] == {"Territories": 4, "Dwarf bonus": 16}
    assert scores(state)[0] == 20
    assert GAME.result(state).winners == (0,)


def test_dwarves_of_mixed_terrain_get_no_bonus() -> None:
    state = make_state("a1 a2 a3 .\na3 . . .\n. . . .", armies=("dwarves", "elves"))
    assert breakdown(state)[0] == {"Territories": 4, "Dwarf bonus": 0}


def test_dwarves_with_one_scattered_terrain_still_get_the_bonus() -> None:
    # two snow cards that are not connected still "all match"
    terrain = "s d s d\nd f f f\nf s s d"
    state = make_state("a1 . a2 .\n. . . .\n. . . .", terrain=terrain, armies=("dwarves", "orcs"))
    assert breakdown(state)[0] == {"Territories": 2, "Dwarf bonus": 4}


def test_dwarves_with_no_territory_get_no_bonus() -> None:
    state = make_state("b1 . . .\n. . . .\n. . . .", armies=("dwarves", "elves"))
    assert breakdown(state)[0] == {"Territories": 0, "Dwarf bonus": 0}


LUMPY = "s s s d\ns d d d\nf f f f"  # largest regions: snow (4: 0,1,2,4), desert (4), forest (4)
ONE_BIG = "s s s s\ns d f d\nf d f d"  # the snow region of five is the largest


def test_largest_regions_on_the_maps_used_below() -> None:
    from .pictures import parse_terrain

    assert largest_regions(parse_terrain(ONE_BIG)) == [[0, 1, 2, 3, 4]]
    assert len(largest_regions(parse_terrain(LUMPY))) == 3


def test_elves_controlling_the_largest_region_score_one_per_elf_card_anywhere() -> None:
    # Elves hold 2 of the snow five, Humans 1: Elves control it; their card elsewhere counts too
    state = make_state("b1 b2 a3 . \n. . . .\n. . . b1", terrain=ONE_BIG, armies=("humans", "elves"))
    assert breakdown(state)[1] == {"Territories": 3, "Elf bonus": 3}


def test_elves_sharing_the_largest_region_get_no_bonus() -> None:
    state = make_state("b1 b2 a3 a1\n. . . .\n. . . b1", terrain=ONE_BIG, armies=("humans", "elves"))
    assert breakdown(state)[1] == {"Territories": 3, "Elf bonus": 0}


def test_elves_outside_the_largest_region_get_no_bonus() -> None:
    state = make_state(". . . .\n. b1 b2 .\n. . . b3", terrain=ONE_BIG, armies=("humans", "elves"))
    assert breakdown(state)[1] == {"Territories": 3, "Elf bonus": 0}


def test_elves_controlling_any_of_tied_largest_regions_count() -> None:
    # LUMPY has three regions of four; Elves control the forest one only
    state = make_state("a1 a2 . .\n. . . .\nb1 . . .", terrain=LUMPY, armies=("orcs", "elves"))
    assert breakdown(state)[1] == {"Territories": 1, "Elf bonus": 1}


def test_elves_with_no_cards_score_zero() -> None:
    state = make_state(terrain=ONE_BIG, armies=("humans", "elves"))
    assert breakdown(state)[1] == {"Territories": 0, "Elf bonus": 0}


def test_humans_score_for_each_card_with_an_orthogonal_neighbour() -> None:
    # 0 is next to an Orc, 2 and 3 are next to each other, 9 has no neighbour
    state = make_state("a1 b1 a1 a2\n. . . .\n. a3 . .", armies=("humans", "orcs"))
    assert breakdown(state)[0] == {"Territories": 4, "Human bonus": 3}


def test_diagonals_are_not_neighbours() -> None:
    state = make_state("a1 . . .\n. b1 . .\n. . . .", armies=("humans", "orcs"))
    assert breakdown(state)[0] == {"Territories": 1, "Human bonus": 0}
    assert breakdown(state)[1] == {"Territories": 1, "Orc bonus": 1}


def test_orcs_score_for_each_card_with_no_neighbour() -> None:
    state = make_state("b1 b2 . b3\n. . . .\na1 . . b1", armies=("humans", "orcs"))
    # 0 and 1 are next to each other; 3 and 11 are alone
    assert breakdown(state)[1] == {"Territories": 4, "Orc bonus": 2}


def _random_board(rng: random.Random, players: int) -> tuple[str, str]:
    """A board picture with each territory empty or held by a random seat (card sizes from its deck),
    and a terrain picture of random terrains."""
    decks = [rng.sample(SOLDIER_DECK, len(SOLDIER_DECK)) for _ in range(players)]
    cells = []
    for _ in range(12):
        seat = rng.randrange(-1, players)
        cells.append("." if seat < 0 or not decks[seat] else f"{'abcd'[seat]}{decks[seat].pop()}")
    terrain = [rng.choice("dsf") for _ in range(12)]
    rows = [" ".join(cells[i:i + 4]) for i in range(0, 12, 4)]
    return "\n".join(rows), "\n".join(" ".join(terrain[i:i + 4]) for i in range(0, 12, 4))


def test_scores_agree_with_the_scoring_rules_written_out_plainly_on_random_boards() -> None:
    """An independent scorer (``reference_scoring``) against the rules' fast one, every army in every seat."""
    rng = random.Random(17)
    bonuses = Counter()
    for _ in range(400):
        players = rng.randint(2, 4)
        armies = rng.sample(ARMIES, players)
        board, terrain = _random_board(rng, players)
        state = make_state(board, terrain=terrain, armies=armies)
        assert scores(state) == reference_scores(state), f"{armies}\n{board}\n{terrain}"
        for seat, parts in enumerate(breakdown(state)):
            bonuses[armies[seat]] += sum(parts.values()) > parts["Territories"]
    assert all(bonuses[army] >= 20 for army in ARMIES), f"an army's bonus was rarely met: {bonuses}"


def test_scores_equal_the_breakdown_totals_and_result_agrees() -> None:
    state = make_state("a3 b2 . .\n. c1 . .\n. . d3 .", armies=("dwarves", "elves", "humans", "orcs"))
    assert scores(state) == [sum(p.values()) for p in breakdown(state)]
    assert list(GAME.result(state).scores) == scores(state)


def test_equal_best_scores_share_the_win() -> None:
    state = make_state("a1 . . b2\n. . . .\n. c3 . .", armies=("orcs", "humans", "dwarves"))
    result = GAME.result(state)  # Orcs 1 + 1, Humans 1 + 0, Dwarves 1 + 1
    assert result.scores == (2.0, 1.0, 2.0)
    assert result.winners == (0, 2) and result.ranks == (0, 2, 0)
    assert "share the win" in result.summary
    assert result.rewards()[0] == result.rewards()[2] == 1.0 > result.rewards()[1]
    state = make_state("a1 . . b2\n. . . .\n. . . .", armies=("orcs", "humans"))
    result = GAME.result(state)  # Orcs 1 + 1 beat Humans 1 + 0
    assert result.winners == (0,) and "Player 1 (Orcs) wins with 2 points" in result.summary


# --- illegal actions ---------------------------------------------------------


@pytest.mark.parametrize(
    "action, message",
    [
        (Action("place", (2, 0)), "already hold"),
        (Action("place", (1, 1)), "cannot beat"),
        (Action("place", (2, 12)), "no territory"),
        (Action("place", (3, 5)), "no 3 in hand"),
        (Action("place", (1,)), "needs 2"),
        (Action("place", ("2", 5)), "whole-number"),
        (Action("bottom", (3,)), "no 3 in hand"),
        (Action("pass", ()), "only with no cards"),
        (Action("fly", ()), "unknown action"),
    ],
)
def test_illegal_actions_raise_and_leave_the_state_unchanged(action: Action, message: str) -> None:
    state = make_state("a1 b2 . .\n. . . .\n. . . .", armies=("humans", "elves"), hands=[[1, 2, 2], [1, 1, 1, 3]])
    before = state.snapshot()
    with pytest.raises(IllegalAction, match=message):
        GAME.apply(state, action)
    assert state.snapshot() == before


def test_no_action_is_legal_after_the_game_ends() -> None:
    state = make_state(hands=[[1, 2, 3], [1, 2, 3]])
    GAME.apply(state, bottom(1))
    GAME.apply(state, bottom(1))
    assert state.over
    before = state.snapshot()
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(state, place(2, 0))
    assert state.snapshot() == before


# --- events, views and helpers ------------------------------------------------


def test_draw_and_bottom_events_show_the_size_only_to_the_player() -> None:
    state = make_state(hands=[[1, 2, 3], [1, 2, 3]], decks=[[1, 1, 2, 2, 3, 3], [1, 1, 2, 2, 3, 3]])
    events = GAME.apply(state, bottom(2))
    kinds = [(e.kind, e.visible_to, e.barrier) for e in events]
    assert kinds == [
        ("bottom", None, False),
        ("bottom", frozenset({0}), False),
        ("draw", None, False),
        ("draw", frozenset({0}), True),
    ]
    assert "size" not in events[0].data and events[1].data["size"] == 2
    assert "size" not in events[2].data and events[3].data["size"] == 3
    assert events[0].text == "Player 1 puts a card on the bottom of their deck."
    assert events[2].text == "Player 1 draws a card."


def test_place_event_reads_well() -> None:
    state = make_state(hands=[[1, 2, 3], [1, 2, 3]])
    events = GAME.apply(state, place(3, 4))
    assert events[0].text == "Player 1 sends a 3 to the desert at row 2, column 1 and holds it."
    assert events[0].data == {"seat": 0, "size": 3, "territory": 4, "displaced": None}
    labels = {a: a.label for a in GAME.legal_actions(state)}
    assert labels[place(2, 5)] == "Send a 2 to the desert at row 2, column 2"
    assert labels[bottom(2)] == "Put a 2 on the bottom of your deck"


def test_view_shows_only_the_viewers_hand() -> None:
    state = make_state("a1 . . .\n. . . .\n. . . b3", hands=[[3, 2, 1], [1, 2, 3, 3]], discards=[[2], []])
    view = GAME.view(state, 1)
    assert view.hand == (1, 2, 3, 3) and view.hand_counts == (3, 4)
    assert view.board[0] == (0, 1) and view.board[11] == (1, 3) and view.board[5] is None
    assert view.discards == ((2,), ()) and view.deck_counts == (4, 4)
    assert view.armies == ("dwarves", "elves") and view.terrain[0] == "snow"
    assert GAME.view(state, None).hand == ()
    assert view.scores == tuple(scores(state))


def test_adjacent_is_orthogonal_only() -> None:
    assert adjacent(0) == (1, 4)
    assert adjacent(5) == (1, 4, 6, 9)
    assert adjacent(11) == (7, 10)
    with pytest.raises(ValueError):
        adjacent(12)


def test_regions_group_connected_same_terrain_cards() -> None:
    names = ("snow",) * 3 + ("desert",) + ("snow",) + ("desert",) * 3 + ("forest",) * 4
    assert regions(names) == [[0, 1, 2, 4], [3, 5, 6, 7], [8, 9, 10, 11]]
    split = ("desert", "snow", "desert", "snow") * 3
    assert all(len(r) == 3 for r in regions(split))
    assert sum(len(r) for r in regions(split)) == 12


def test_terrain_names_are_as_agreed() -> None:
    assert TERRAINS == ("desert", "snow", "forest")
    assert ARMIES == ("dwarves", "elves", "humans", "orcs")
    assert isinstance(GAME.new(GAME.default_config(2), 0), MehState)


# --- the last round --------------------------------------------------------------------------
def last_round_events(events: list[Event], viewer: Seat | None = None) -> list[Event]:
    """The last-round news as ``viewer`` reads it (a spectator by default)."""
    return [e for e in events_for(events, viewer) if e.kind == "last_round"]


def test_the_last_round_begins_when_no_deck_holds_more_than_one_card() -> None:
    state = make_state("a1 a1 . .\n. . . .\nb1 b1 . .", hands=[[1, 2, 2], [1, 2, 2, 3]], discards=[[2, 3, 3], [3]],
                       decks=[[3], [2, 3]], current=1)
    assert GAME.view(state, 0).last_round is None  # seat 1's deck still holds two cards
    events = GAME.apply(state, place(3, 5))
    (news,) = last_round_events(events, 1)
    assert news.data == {"seat": 0, "reason": "no deck holds more than one card"}
    assert news.text == ("The last round begins with Player 1: no deck holds more than one card, "
                         "so the game can end before Player 1 plays again.")
    assert last_round_events(events, None) == [news]
    (told,) = last_round_events(events, 0)  # the seat it begins with reads it as "you"
    assert told.data == news.data
    assert told.text == ("The last round begins with you: no deck holds more than one card, "
                         "so the game can end before you play again.")
    assert GAME.view(state, 1).last_round == "no deck holds more than one card"
    later = GAME.apply(state, place(2, 6))
    assert all(last_round_events(later, seat) == [] for seat in (0, 1, None))  # it is said once
    assert GAME.view(state, 0).last_round is not None and not state.over


def test_the_last_round_begins_when_no_more_territories_are_empty_than_players() -> None:
    state = make_state("a1 a2 a3 b1\nb2 b3 a1 a2\nb1 . . .", hands=[[3, 3], [2, 2, 3, 3]])
    assert len(state.decks[0]) == 2 and GAME.view(state, 0).last_round is None  # three territories are empty
    (news,) = last_round_events(GAME.apply(state, place(3, 9)))
    assert news.data == {"seat": 1, "reason": "only 2 territories are empty"}
    assert GAME.view(state, None).last_round == "only 2 territories are empty"


def test_every_game_that_ends_on_the_board_or_the_decks_announced_its_last_round_once() -> None:
    import random

    for seed in range(40):
        players = 2 + seed % 3
        state = GAME.new(GAME.default_config(players), seed)
        rng = random.Random(seed)
        events = list(GAME.opening_events(state))
        while not state.over:
            events += GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        for viewer in (None, *range(players)):
            news = last_round_events(events, viewer)
            assert len(news) <= 1
            if state.reason != "a full round passed without an army being sent":
                assert len(news) == 1, (seed, state.reason, viewer)
            if news:
                assert events.index(news[0]) < events.index(next(e for e in events if e.kind == "game_over"))


def test_a_score_is_explained_part_by_part() -> None:
    state = make_state("a1 a2 a3 a1\n. . . .\nb1 . . b2", armies=("dwarves", "orcs"))
    view = GAME.view(state, None)
    assert GAME.view(state, 0).scores == (20, 4)
    assert explain_score(view, 0) == (("4 territories held, 1 point each", 4),
                                      ("Dwarf bonus: all on snow: +4 for each of 4 Dwarf cards", 16))
    assert explain_score(view, 1) == (("2 territories held, 1 point each", 2),
                                      ("Orc bonus: 2 of 2 Orc cards with no army next to it", 2))
    mixed = make_state("a1 . . .\na2 . . .\n. . . .", armies=("dwarves", "elves"))
    assert explain_score(GAME.view(mixed, 0), 0)[1] == ("Dwarf bonus: land on desert and snow, not one terrain", 0)
    assert explain_score(GAME.view(mixed, 0), 1) == (("0 territories held, 1 point each", 0),
                                                     ("Elf bonus: no Elf card on the map", 0))
    for seat in range(2):
        assert sum(points for _, points in explain_score(view, seat)) == view.scores[seat]
