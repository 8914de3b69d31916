"""Statistics counted per game: people's games by seat kind, AI level, player count and per-seat
option, streaks and lengths; games among bots alone apart."""

from __future__ import annotations

from typing import Any

from tabletop.statistics import FinishedGame, average_length, count_game, rate, statistics_schema


def play(stats: dict[str, Any], kinds: list[str], winners: list[int], moves: int = 10,
         armies: list[str] | None = None) -> None:
    options = {"armies": armies} if armies else {}
    count_game(stats, FinishedGame("meh", kinds, winners, moves, options, 1.0))


def test_people_games_are_split_by_kind_level_players_and_option() -> None:
    stats: dict[str, Any] = {}
    play(stats, ["human", "hard"], [0], 10, ["elves", "orcs"])
    play(stats, ["human", "hard", "easy"], [2], 20, ["orcs", "elves", "dwarves"])
    play(stats, ["human", "easy"], [0], 30, ["elves", "dwarves"])
    meh = statistics_schema().check(stats)["meh"]
    assert meh["played"] == 3 and meh["people_won"] == 2
    assert meh["kinds"]["human"] == {"played": 3, "won": 2}
    assert meh["against"] == {"hard": {"played": 2, "won": 1}, "easy": {"played": 2, "won": 1}}
    assert meh["players"] == {"2": {"played": 2, "won": 2}, "3": {"played": 1, "won": 0}}
    assert meh["options"]["armies"] == {"elves": {"played": 2, "won": 2}, "orcs": {"played": 1, "won": 0}}
    assert average_length(meh) == 20
    assert [r["won"] for r in meh["recent"]] == [True, False, True]
    assert "bots" not in meh


def test_streaks_count_wins_in_a_row() -> None:
    stats: dict[str, Any] = {}
    for won in (True, True, False, True, True, True, False, True):
        play(stats, ["human", "normal"], [0] if won else [1])
    assert (stats["meh"]["streak"], stats["meh"]["best_streak"]) == (1, 3)


def test_bots_alone_are_counted_apart() -> None:
    stats: dict[str, Any] = {}
    play(stats, ["hard", "easy"], [0], 12, ["elves", "orcs"])
    play(stats, ["human", "easy"], [1], 8)
    meh = stats["meh"]
    assert meh["played"] == 1 and meh["people_won"] == 0
    assert meh["bots"]["played"] == 1 and meh["bots"]["kinds"]["hard"] == {"played": 1, "won": 1}
    assert meh["bots"]["options"]["armies"]["orcs"] == {"played": 1, "won": 0}
    assert average_length(meh["bots"]) == 12 and average_length(meh) == 8


def test_recent_results_are_capped() -> None:
    stats: dict[str, Any] = {}
    for i in range(60):
        play(stats, ["human", "random"], [i % 2], moves=i)
    recent = stats["meh"]["recent"]
    assert len(recent) == 40 and recent[-1]["moves"] == 59


def test_rates_read_as_words() -> None:
    assert rate({"played": 4, "won": 1}) == "1 of 4 (25%)"
    assert rate({}) == "–"
