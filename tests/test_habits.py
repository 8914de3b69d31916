"""Habits (``Knowledge.habit``): ``simulate`` and ``ratings`` count, for each seat kind or level, how often
each habit (a god card played, an attack) was open to it and how often it took it, and keep the counts in
their files with the games that counted them."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.commands import ratings, ratings_store, simulate_store
from tabletop.commands.habits import habits_lines, habits_section
from tabletop.core.protocol import Action
from tabletop.games.mythomakya.ai import KNOWLEDGE
from tabletop.games.mythomakya.cards import CATEGORY, GODS, TITAN
from tabletop.games.mythomakya.state import MythState

BATTLE = ["mythomakya", "--variant", "variant=battle"]
SEATS = ["--seats", "easy,random"]


def simulated(capsys: pytest.CaptureFixture[str], *words: str) -> dict[str, Any]:
    capsys.readouterr()
    assert main(["simulate", *words, "--quiet", "--json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def check_counts(habits: dict[str, list[int]]) -> None:
    assert all(0 <= taken <= open_to and open_to > 0 for taken, open_to in habits.values()), habits


def test_battle_names_each_god_card_and_ability_played_and_nothing_else() -> None:
    s = MythState.__new__(MythState)  # the Battle habits read the action only
    god = GODS.index(next(g for g in GODS if g.name == "Athena"))
    assert KNOWLEDGE.habit(s, Action("god", (god, 1, 2))) == "god: Athena"
    assert KNOWLEDGE.habit(s, Action("counter", (god,))) == "god: Athena"
    card = CATEGORY.index(TITAN)
    assert KNOWLEDGE.habit(s, Action("ability", (card,))) == "ability: titan"
    assert KNOWLEDGE.habit(s, Action("move_kronos", ())) == "Kronos moved"
    assert KNOWLEDGE.habit(s, Action("play", (card,))) is None
    assert KNOWLEDGE.habit(s, Action("done", ())) is None


def test_simulate_counts_each_kinds_habits_and_prints_them(capsys: pytest.CaptureFixture[str]) -> None:
    summary = simulated(capsys, *BATTLE, *SEATS, "--games", "2", "--jobs", "1", "--seed", "3")
    for kind in ("easy", "random"):
        habits = summary["kinds"][kind]["habits"]
        check_counts(habits)
        assert any(name.startswith("god: ") for name in habits)
    assert any(taken for kind in summary["kinds"].values() for taken, _ in kind["habits"].values())
    # the same games in two processes count the same
    again = simulated(capsys, *BATTLE, *SEATS, "--games", "2", "--jobs", "2", "--seed", "3")
    assert {kind: k["habits"] for kind, k in again["kinds"].items()} == {
        kind: k["habits"] for kind, k in summary["kinds"].items()}
    assert main(["simulate", *BATTLE, *SEATS, "--games", "1", "--jobs", "1", "--quiet"]) == 0
    assert "habits (taken of the decisions where open):" in capsys.readouterr().out
    assert habits_lines({"easy": {}, "random": {}}) == [] and habits_section({"easy": {}}, 4) == []  # none: no lines


def test_kept_runs_add_their_habits_and_a_file_whose_habits_do_not_add_up_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "runs.json"
    for words in ([*SEATS, "--games", "2", "--seed", "3"], ["--games", "2"]):
        assert main(["simulate", *BATTLE, *words, "--jobs", "1", "--quiet", "--add-to", str(path)]) == 0
    store = simulate_store.read_runs(path)
    assert store is not None
    whole = simulated(capsys, *BATTLE, *SEATS, "--games", "4", "--jobs", "1", "--seed", "3")
    kept = simulate_store.totals(store)
    assert kept["habit_games"] == 4
    assert kept["habits"] == {kind: k["habits"] for kind, k in whole["kinds"].items()}
    assert main(["simulate", "--from", str(path), "--markdown"]) == 0
    markdown = capsys.readouterr().out
    assert "Habits over the 4 games that counted them" in markdown and "| taken when open | `easy` |" in markdown
    data = json.loads(path.read_text())
    habits = data["runs"][0]["habits"]["easy"]
    name = next(iter(habits))
    habits[name] = [habits[name][1] + 1, habits[name][1]]  # taken more often than it was open
    path.write_text(json.dumps(data))
    assert main(["simulate", "--from", str(path)]) == 2
    assert "habits that do not add up" in capsys.readouterr().err


def test_a_ratings_pairing_keeps_the_habits_of_its_whole_deals_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        stop_after: Callable[[ModuleType, int], None]) -> None:
    def add(path: Path, games: int) -> int:
        return main(["ratings", *BATTLE, "--levels", "random,easy", "--games", str(games), "--jobs", "1",
                     "--add-to", str(path)])

    whole = tmp_path / "whole.json"
    assert add(whole, 2) == 0  # deal 0 in both seatings
    pairing = ratings_store.read_store(whole)["runs"][0]["pairings"][0]  # type: ignore[index]
    assert set(pairing["habits"]) == {"random", "easy"}
    for habits in pairing["habits"].values():
        check_counts(habits)
    real = ratings.map_in_order
    stopped = tmp_path / "stopped.json"
    stop_after(ratings, 3)  # the third game is deal 1 in one seating: neither it nor its habits are kept
    assert add(stopped, 8) == 130
    kept = ratings_store.read_store(stopped)["runs"][0]["pairings"][0]  # type: ignore[index]
    assert (kept["games"], kept["habits"]) == (2, pairing["habits"])
    monkeypatch.setattr(ratings, "map_in_order", real)
    capsys.readouterr()
    assert main(["ratings", "--from", str(whole), "--markdown"]) == 0
    markdown = capsys.readouterr().out
    assert "Habits over the 2 games that counted them" in markdown
    assert "| taken when open | `random` | `easy` |" in markdown


@pytest.mark.parametrize(("game", "names"), [
    ("meh", {"chase", "to the bottom"}),
    ("maskmen", {"pass"}),
    ("mindbug", {"Mindbug used", "attack", "block"}),
    ("mathenyism", {"attack", "trade offer"}),
])
def test_every_game_names_the_habits_that_tell_its_bots_apart(capsys: pytest.CaptureFixture[str], game: str,
                                                              names: set[str]) -> None:
    summary = simulated(capsys, game, "--seats", "easy,random", "--games", "4", "--jobs", "1", "--seed", "1")
    seen: set[str] = set()
    for kind in summary["kinds"].values():
        check_counts(kind["habits"])
        seen |= {name for name, (taken, _) in kind["habits"].items() if taken}
    assert names <= seen, seen


@pytest.mark.parametrize("command", ["simulate", "ratings"])
def test_a_kept_habit_whose_name_is_not_printable_text_is_refused(
        command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--from prints the habits' names: a terminal's escape codes or a newline kept in one reached the screen."""
    path = tmp_path / "kept.json"
    words = ["meh", "--games", "1", "--jobs", "1", "--add-to", str(path)]
    play = ["--seats", "random,easy", "--quiet"] if command == "simulate" else ["--levels", "random,easy"]
    assert main([command, *words, *play]) == 0
    data = json.loads(path.read_text())
    run = data["runs"][0] if command == "simulate" else data["runs"][0]["pairings"][0]
    run["habits"]["easy"]["\x1b[2Jclear\nscreen"] = [1, 2]
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert main([command, "--from", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "expected printable text" in captured.err
    assert len(captured.err.strip().splitlines()) == 1 and "\x1b" not in captured.err
