"""The rulings of docs/rules/mythomakya.md where the rulebook is silent."""

from __future__ import annotations

import json

from gametools import check_save_and_load

from tabletop.core.match import Match, SeatSpec
from tabletop.core.protocol import Event
from tabletop.games.mythomakya.cards import APPLES, find
from tabletop.games.mythomakya.rules import BREAK, CALL, GAME, MATE, OVER, PLAY, MythState
from tabletop.games.mythomakya.scoring import end_game, result

from .positions import config, make, play


def _finish(s: MythState) -> list[Event]:
    """Play the game in progress to its end with the first legal action; the last action's events."""
    events: list[Event] = []
    while s.phase in (CALL, MATE, PLAY):
        events = GAME.apply(s, GAME.legal_actions(s)[0])
    return events


def test_a_tie_in_apples_shares_the_game() -> None:
    # Arion (Blue 1) and Narcissus (Yellow 1) both hold 3 apples; each player wins one of them.
    assert APPLES[find("Arion")] == APPLES[find("Narcissus")] == 3
    s = make([[["Narcissus"], ["Nyx"]], [["Arion"], ["Helios"]]], senior="black")
    play(s, "Nyx")
    play(s, "Arion")  # Player 1 wins Nyx (0) and Arion (3)
    play(s, "Narcissus")
    events = play(s, "Helios")  # Player 2 wins Narcissus (3) and Helios (0)
    r = GAME.result(s)
    assert r.winners == (0, 1) and r.ranks == (0, 0)
    assert events[-1].text == "A tie for the most apples (Player 1: 3; Player 2: 3): the game is shared."
    assert s.wins == [1, 1]


def test_a_series_tie_goes_to_the_apples_over_the_series_then_is_shared() -> None:
    s = GAME.new(config(3, games=2), 0)
    s.phase = PLAY
    s.stacks = [[[] for _ in st] for st in s.stacks]
    s.treasure = [[find("Narcissus")], [find("Arion")], [find("Helios")]]  # 3, 3, 0 apples
    s.stop_after = 1
    end_game(s, None)
    assert s.record[-1] == ((3, 3, 0), (0, 1))
    s.treasure = [[find("Helios")], [find("Ganymede")], [find("Echo")]]  # 0, 2, 3 apples
    s.stop_after = 2
    s.game_no = 2
    end_game(s, None)
    assert s.wins == [1, 1, 1] and s.credited == [3, 5, 3]
    r = result(s)
    assert r.winners == (1,) and r.ranks == (1, 0, 1)
    assert r.summary.startswith("Player 2 wins the series (the most games won, then the most apples).")
    # equal wins and equal apples: shared
    s.credited = [5, 5, 3]
    r = result(s)
    assert r.winners == (0, 1)
    assert r.summary.startswith("The series is shared by Player 1 and Player 2")


def test_with_five_players_game_wins_count_per_player_as_teams_change() -> None:
    s = GAME.new(config(5, games=2, caller=0), 3)
    GAME.apply(s, GAME.legal_actions(s)[2])  # call
    GAME.apply(s, GAME.legal_actions(s)[0])  # Player 2 as teammate
    _finish(s)
    first = s.record[-1][1]
    assert s.phase == BREAK and set(first) in ({0, 1}, {2, 3, 4})
    GAME.apply(s, GAME.legal_actions(s)[0])
    assert s.caller == 1 and s.team == (0, 1, 2, 3, 4)  # teams are chosen again
    GAME.apply(s, GAME.legal_actions(s)[0])
    GAME.apply(s, GAME.legal_actions(s)[-1])  # Player 5 as teammate
    assert s.team == (1, 0, 1, 1, 0)
    _finish(s)
    second = s.record[-1][1]
    assert s.wins == [int(q in first) + int(q in second) for q in range(5)]
    r = GAME.result(s)
    assert r.scores == tuple(float(w) for w in s.wins)


def test_the_score_is_shown_between_games_and_the_treasure_piles_are_revealed() -> None:
    s = GAME.new(config(2, games=2, caller=0), 8)
    during = GAME.view(s, 0)
    assert during.treasure is None
    events = _finish(s)
    assert events[-1].kind == "game_end" and "Games won: Player 1: " in events[-1].text
    view = GAME.view(s, 1)
    assert view.phase == BREAK and view.to_act == 1
    assert view.treasure == tuple(tuple(p) for p in s.treasure)
    assert view.record == ((s.record[0][0], s.record[0][1]),) and view.wins == tuple(s.wins)


def test_the_rounds_played_stay_public() -> None:
    s = make([[["Thetis", "Icarus"]], [["Eos", "Nereus"]]], senior="red")
    play(s, "Icarus")
    play(s, "Nereus")
    for seat in (None, 0, 1):
        view = GAME.view(s, seat)
        assert view.rounds == ((((0, find("Icarus")), (1, find("Nereus"))), 0),)
        assert view.last_reason == "highest Yellow, the colour led; no Red was played"
        assert view.treasure_counts == (2, 0) and view.treasure is None


def test_a_series_is_saved_and_resumed_like_a_game() -> None:
    cfg = config(3, games=3, caller=None)
    match = Match(GAME, cfg, 21, [SeatSpec(f"P{i + 1}") for i in range(3)])
    while match.state.game_no < 2 or match.state.phase != PLAY:
        match.play(GAME.legal_actions(match.state)[0])
    loaded = check_save_and_load(GAME, match)
    data = json.loads(json.dumps(match.to_json()))
    assert data["config"]["options"]["games"] == 3
    assert loaded.state.game_no == 2 and loaded.state.record == match.state.record
    while not loaded.is_over():
        loaded.play(GAME.legal_actions(loaded.state)[-1])
    assert loaded.state.phase == OVER and len(loaded.state.record) == 3
