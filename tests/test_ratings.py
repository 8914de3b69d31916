"""Elo fitting, seat patterns of a pairing, ``simulate --jobs`` and ``tabletop ratings``."""

from __future__ import annotations

import json
import math
from types import ModuleType
from typing import Any

import pytest

from tabletop.ai.elo import Pairing, RatingTable, expected_score, fit_ratings
from tabletop.ai.knowledge import Knowledge
from tabletop.cli import main
from tabletop.commands import ratings, simulate
from tabletop.commands.ratings import first_side_score, parse_levels, seat_pattern
from tabletop.core.protocol import GameConfig


def exact_pairings(true: dict[str, float], games: float) -> list[Pairing]:
    names = list(true)
    return [Pairing(a, b, games, games * expected_score(true[a], true[b]))
            for i, a in enumerate(names) for b in names[i + 1:]]


def test_the_fit_recovers_the_ratings_that_made_the_results() -> None:
    true = {"random": 0.0, "easy": 250.0, "normal": 420.0, "hard": 610.0}
    table = fit_ratings(list(true), exact_pairings(true, 400), anchor="random", prior_draws=0)
    for name, rating in true.items():
        assert table.rating(name) == pytest.approx(rating, abs=0.01)
    assert table.interval("random") == (0.0, 0.0)
    low, value, high = table.gap("hard", "normal")
    assert value == pytest.approx(190.0, abs=0.01) and low < value < high


def test_the_level_targets_are_checked_where_all_four_levels_were_rated() -> None:
    from tabletop.commands.ratings_store import target_rows

    true = {"random": 0.0, "easy": 250.0, "normal": 420.0, "hard": 610.0}
    met = {what: (value, ok) for what, value, _, ok in
           target_rows(fit_ratings(list(true), exact_pairings(true, 400), anchor="random", prior_draws=0))}
    assert met["Hard above Normal"][0] == pytest.approx(190.0, abs=0.01)
    assert all(ok for _, ok in met.values())
    close = {"random": 0.0, "easy": 250.0, "normal": 420.0, "hard": 430.0}
    few = {what: ok for what, _, _, ok in
           target_rows(fit_ratings(list(close), exact_pairings(close, 20), anchor="random", prior_draws=0))}
    assert few == {"Easy above Random": True, "Normal above Easy": True, "Hard above Normal": False,
                   "Hard 400 above Random": True, "Hard 200 above Easy": False}
    assert target_rows(fit_ratings(["random", "hard"], [Pairing("random", "hard", 10, 1)])) == []


def test_intervals_shrink_as_the_square_root_of_the_games() -> None:
    true = {"a": 0.0, "b": 100.0}
    small = fit_ratings(list(true), exact_pairings(true, 100), prior_draws=0)
    large = fit_ratings(list(true), exact_pairings(true, 400), prior_draws=0)

    def width(table: RatingTable) -> float:
        return table.interval("b")[1] - table.interval("b")[0]

    assert width(small) / width(large) == pytest.approx(2.0, rel=1e-6)
    # one pairing: the interval is the textbook one of a logistic win rate
    p = expected_score(100.0, 0.0)
    se = 400 / math.log(10) / math.sqrt(100 * p * (1 - p))
    assert width(small) == pytest.approx(2 * 1.959964 * se, rel=1e-6)


def test_a_perfect_score_stays_finite_and_the_anchor_can_be_any_player() -> None:
    table = fit_ratings(["random", "hard"], [Pairing("hard", "random", 50, 50)])
    assert 500 < table.rating("hard") < 1500
    assert table.interval("hard")[0] > 0
    moved = fit_ratings(["random", "hard"], [Pairing("hard", "random", 50, 50)], anchor="hard")
    assert moved.rating("random") == pytest.approx(-table.rating("hard"))


@pytest.mark.parametrize("pairings, message", [
    ([Pairing("a", "b", 10, 5)], "no games connect c"),
    ([Pairing("a", "z", 10, 5), Pairing("a", "c", 1, 0)], "bad pairing"),
    ([Pairing("a", "b", 10, 11), Pairing("a", "c", 1, 0)], "impossible"),
])
def test_results_that_cannot_be_fitted_are_refused(pairings: list[Pairing], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        fit_ratings(["a", "b", "c"], pairings)


def test_win_rate_intervals_are_wilson_intervals() -> None:
    low, high = simulate.win_interval(5, 10)
    assert (round(low, 3), round(high, 3)) == (0.237, 0.763)
    assert simulate.win_interval(10, 10)[1] == 1.0 and simulate.win_interval(10, 10)[0] == pytest.approx(0.722, abs=1e-3)
    assert simulate.win_interval(0, 10)[0] == 0.0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_side_sits_in_every_seat_equally_without_teams(players: int) -> None:
    games = 2 * players
    seats_of_side = [[0] * players for _ in range(2)]
    for index in range(games):
        pattern, cycle = seat_pattern(players, None, index)
        assert cycle == players and sorted(set(pattern)) == [0, 1]
        for seat, side in enumerate(pattern):
            seats_of_side[side][seat] += 1
    assert seats_of_side[0] == seats_of_side[1] == [players] * players


def test_in_team_games_a_team_is_one_side_and_sides_swap_on_the_same_deal() -> None:
    teams = (0, 1, 0, 1)
    first, cycle = seat_pattern(4, teams, 0)
    second, _ = seat_pattern(4, teams, 1)
    assert cycle == 2
    assert first == [0, 1, 0, 1] and second == [1, 0, 1, 0]
    assert seat_pattern(4, (5, 5, 7, 7), 0)[0] == [0, 0, 1, 1]


def test_a_side_scores_its_seats_mean_share() -> None:
    assert first_side_score([1.0, 0.0, 0.0], [0, 1, 0]) == 1.0
    assert first_side_score([0.0, 1.0, 0.0], [0, 1, 0]) == 0.0
    assert first_side_score([0.5, 0.5], [0, 1]) == 0.5
    assert first_side_score([0.0, 0.0], [0, 1]) == 0.5


CONFIG = GameConfig(players=2)


class _PlacedLevels(Knowledge[Any]):
    easy_randomness = 0.5
    normal_iterations = 200


def test_a_game_that_places_its_levels_rates_them_where_it_placed_them() -> None:
    easy, normal, quarter, hard = parse_levels("easy,normal,normal*0.25,hard")
    rates = {1: 1000.0}
    placed = _PlacedLevels()
    assert easy.seat_kind(rates, placed, CONFIG) == "heuristic:0.5"
    assert normal.seat_kind(rates, placed, CONFIG) == "ismcts:200", "Normal's fixed count, whatever the rate"
    assert quarter.seat_kind(rates, placed, CONFIG) == "ismcts:50"
    assert hard.seat_kind(rates, placed, CONFIG) == "ismcts:1500"


def test_ratings_place_the_levels_by_the_variant_and_player_count_played() -> None:
    def kinds(players: int, variant: str | None, game: str = "mythomakya") -> dict[str, str]:
        plan = ratings.plan_ratings(game, players, variant, "easy,normal", 2, 0, 100.0)
        return ratings.level_kinds(plan, {1: 100.0})

    assert kinds(2, "variant=triumph") == {"easy": "easy", "normal": "ismcts:30"}
    assert kinds(4, "variant=triumph") == {"easy": "heuristic:0.6", "normal": "ismcts:5"}, "in teams"
    assert kinds(5, "variant=triumph") == {"easy": "easy", "normal": "ismcts:30"}, "a partner chosen in play"
    assert kinds(2, "variant=battle")["normal"] == "ismcts:50"
    assert kinds(2, "variant=quick")["normal"] == "ismcts:30"
    assert kinds(2, None, "mindbug")["normal"] == "ismcts:40", "not placed: 0.4 s at 100/s"


def test_levels_parse_and_bad_ones_say_why() -> None:
    levels = parse_levels("random, easy,hard*2,hard/2")
    assert [level.name for level in levels] == ["random", "easy", "hard*2", "hard/2"]
    rates = {1: 1000.0, 2: 1800.0}
    plain: Knowledge[Any] = Knowledge()
    assert levels[2].seat_kind(rates, plain, CONFIG) == "ismcts:3000"
    assert levels[3].seat_kind(rates, plain, CONFIG) == "ismcts:2700/2"
    assert levels[0].seat_kind(rates, plain, CONFIG) == "random"
    assert levels[1].seat_kind(rates, plain, CONFIG) == "easy"
    for bad, words in [("easy", "at least two"), ("easy,easy", "at least two"), ("easy*2,hard", "only normal"),
                       ("hard*0,easy", "only normal"), ("hard*x,easy", "number"), ("wizard,easy", "unknown"),
                       ("easy/2,hard", "take /P"), ("hard/0,easy", "take /P"), ("hard/x,easy", "take /P")]:
        with pytest.raises(ValueError, match=words):
            parse_levels(bad)


def test_simulate_gives_the_same_games_in_one_process_and_in_two(capsys: pytest.CaptureFixture[str]) -> None:
    one = simulate.simulate("meh", 4, ["random", "ismcts:15"], seed=7, jobs=1)
    two = simulate.simulate("meh", 4, ["random", "ismcts:15"], seed=7, jobs=2)
    assert one["jobs"] == 1 and two["jobs"] == 2
    assert one["mean_length"] == two["mean_length"]
    for kind in ("random", "ismcts:15"):
        for key in ("wins", "win_rate", "win_rate_ci95", "decisions", "iterations_mean"):
            assert one["kinds"][kind][key] == two["kinds"][kind][key], key


def test_ratings_run_fits_the_round_robin_and_says_how_to_repeat_it(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["ratings", "meh", "--games", "4", "--levels", "random,easy,normal", "--rate", "40",
                 "--jobs", "1", "--json"])
    out, _ = capsys.readouterr()
    assert code == 0
    summary = json.loads(out)
    assert summary["rate"] == 40 and summary["anchor"] == "random"
    kinds = {r["level"]: r["plays_as"] for r in summary["ratings"]}
    assert kinds == {"random": "random", "easy": "heuristic:0.6", "normal": "ismcts:10"}  # where Meh places them
    assert [(p["first"], p["second"], p["games"]) for p in summary["pairings"]] == [
        ("random", "easy", 4), ("random", "normal", 4), ("easy", "normal", 4)]
    by_level = {r["level"]: r for r in summary["ratings"]}
    assert by_level["random"]["elo"] == 0
    assert len(summary["gaps"]) == 2
    table = ratings.format_table(summary)
    assert "--rate 40" in table and "(anchor)" in table
    markdown = ratings.format_table(summary, markdown=True)
    assert "| level | plays as | Elo | 95% interval |" in markdown
    # the printed command repeats the run exactly
    again = ratings.command_line(summary).split()[1:]
    assert main([*again, "--jobs", "2", "--json"]) == 0
    repeat = json.loads(capsys.readouterr().out)
    assert repeat["pairings"] == summary["pairings"] and repeat["ratings"] == summary["ratings"]


def test_ratings_measures_the_search_rate_when_none_is_given(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    measured: list[str] = []

    def fake_rate(plan: ratings.RatingsPlan, processes: int = 1) -> float:
        measured.append(plan.game_id)
        return 30.0

    monkeypatch.setattr(ratings, "measure_rate", fake_rate)
    assert main(["ratings", "meh", "--games", "2", "--levels", "easy,hard", "--jobs", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert measured == ["meh"] and summary["rate"] == 30.0
    assert {r["plays_as"] for r in summary["ratings"]} == {"heuristic:0.6", "ismcts:45"}
    assert main(["ratings", "meh", "--games", "2", "--levels", "random,easy", "--jobs", "1", "--json"]) == 0
    assert measured == ["meh"], "no searching level, nothing to measure"
    assert main(["ratings", "meh", "--games", "2", "--levels", "random,normal", "--jobs", "1", "--json"]) == 0
    assert measured == ["meh"], "Meh's Normal searches a fixed count, whatever the rate"
    capsys.readouterr()
    # a level searching on two processes is sized by the rate measured on two processes
    assert main(["ratings", "meh", "--games", "2", "--levels", "easy,hard/2", "--rate", "20", "--jobs", "1",
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert measured == ["meh", "meh"] and summary["parallel_rates"] == {"2": 30.0}
    assert {r["plays_as"] for r in summary["ratings"]} == {"heuristic:0.6", "ismcts:45/2"}
    assert main(["ratings", "meh", "--levels", "easy,hard/2", "--jobs", "2"]) == 2
    assert "--jobs 1" in capsys.readouterr().err


def test_simulate_refuses_seats_on_several_processes_inside_game_workers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "meh", "--seats", "ismcts:20/2,random", "--jobs", "2"]) == 2
    assert "--jobs 1" in capsys.readouterr().err
    assert main(["simulate", "meh", "--games", "2", "--seats", "ismcts:20/2,random", "--jobs", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["errors"] == 0 and summary["kinds"]["ismcts:20/2"]["iterations_mean"] <= 20


def test_the_ratings_document_covers_every_game_and_can_be_regenerated(dev: ModuleType) -> None:
    from pathlib import Path

    from tabletop.games import available_games
    from tabletop.scenes.statistics import table_class

    root = Path(__file__).resolve().parents[1]
    covered = set(dev.RATINGS_RUNS)
    assert len(covered) == len(dev.RATINGS_RUNS)
    expected = set()
    for entry in available_games():
        game = entry.rules()
        for players in range(game.min_players, game.max_players + 1):
            config = game.default_config(players)
            try:
                game.validate_config(config)
            except ValueError:
                continue  # a count the game is not played by (Mindbug with 3)
            expected.add((entry.id, players, None))
            default = config.options.get("variant")
            for option in table_class(entry.id).setup_options(game, players):
                if option.key == "variant":
                    expected.update((entry.id, players, f"variant={value}") for value, _ in option.choices
                                    if value != default)
    assert covered == expected, f"RATINGS_RUNS in dev.py lacks {sorted(expected - covered, key=str)}" \
        f" and has {sorted(covered - expected, key=str)}"
    text = (root / "docs" / "ai.md").read_text(encoding="utf-8")
    assert text.count(dev.RATINGS_START) == 1 and text.count(dev.RATINGS_END) == 1
    assert text.index(dev.RATINGS_START) < text.index(dev.RATINGS_END)


def test_a_ratings_run_reports_each_game_on_stderr_as_it_goes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ratings", "meh", "--games", "2", "--levels", "random,easy", "--jobs", "1"]) == 0
    err = capsys.readouterr().err
    assert "random against easy ..." in err
    assert [line.split(":")[0].strip() for line in err.splitlines() if line.startswith("  game")] == [
        "game 1/2", "game 2/2"]
