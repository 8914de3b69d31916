"""Ratings results kept in a file: runs add up, never replay a deal, survive a stop, and a bad file is refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.commands import ratings, ratings_store

QUICK = ["--games", "4", "--rate", "40", "--jobs", "1"]


def add(path: Path, *words: str) -> int:
    return main(["ratings", "meh", *words, "--add-to", str(path)])


def read(path: Path) -> dict[str, Any]:
    store = ratings_store.read_store(path)
    assert store is not None
    return store


def test_runs_add_up_in_the_file_and_the_next_run_takes_fresh_deals(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "meh-2.json"
    assert add(path, "--levels", "random,easy,hard", *QUICK) == 0
    first = read(path)
    assert len(first["runs"]) == 1 and first["runs"][0]["complete"]
    assert [(p["first"], p["second"], p["games"]) for p in first["runs"][0]["pairings"]] == [
        ("random", "easy", 4), ("random", "hard", 4), ("easy", "hard", 4)]
    capsys.readouterr()
    # a second run without --seed or --rate: the file's rate, deals the file has not played
    assert add(path, "--levels", "easy,hard", "--games", "6", "--jobs", "2") == 0
    out = capsys.readouterr().out
    store = read(path)
    assert store["rate"] == 40 and ratings_store.level_kinds(store) == {
        "random": "random", "easy": "heuristic:0.6", "hard": "ismcts:60"}
    second = store["runs"][1]["pairings"][0]
    earlier = max(p["deals"][1] for p in first["runs"][0]["pairings"])
    assert second["deals"][0] == earlier + 1 and second["games"] == 6
    assert "--seed " + str(earlier + 1) in store["runs"][1]["command"]
    totals = {(p.first, p.second): (p.games, p.points) for p in ratings_store.totals(store)}
    old = next(p for p in first["runs"][0]["pairings"] if (p["first"], p["second"]) == ("easy", "hard"))
    assert totals["easy", "hard"] == (10, old["first_points"] + second["first_points"])
    assert totals["random", "easy"][0] == 4
    # the fit over every game is printed after the run and again by --from, the same
    assert f"all the games in {path}:" in out
    assert main(["ratings", "--from", str(path)]) == 0
    shown = capsys.readouterr().out
    assert shown.strip() == out.split(f"all the games in {path}:")[1].strip()
    assert "meh with 2 players: 18 games in 2 runs" in shown
    assert main(["ratings", "--from", str(path), "--markdown"]) == 0
    markdown = capsys.readouterr().out
    for run in store["runs"]:
        assert f"- `{run['command']}`" in markdown
    assert "| easy against hard | 10 |" in markdown


def test_a_run_that_would_replay_deals_or_change_a_level_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "meh-2.json"
    assert add(path, "--levels", "random,hard", *QUICK, "--seed", "5") == 0
    before = path.read_bytes()
    capsys.readouterr()
    played: list[object] = []
    monkeypatch.setattr(ratings, "play_task", lambda task: played.append(task))
    assert add(path, "--levels", "hard,random", *QUICK, "--seed", "6") == 2
    assert "hard against random already played deals 5 to 6" in capsys.readouterr().err
    assert add(path, "--levels", "random,hard", "--games", "4", "--rate", "50", "--seed", "99") == 2
    assert "hard plays as ismcts:75 here but as ismcts:60 in the file: give --rate 40" in capsys.readouterr().err
    assert main(["ratings", "maskmen", "--levels", "random,easy", *QUICK, "--add-to", str(path)]) == 2
    assert "the file holds meh with 2 players, not maskmen with 2 players" in capsys.readouterr().err
    assert played == [] and path.read_bytes() == before


def test_a_stopped_run_keeps_the_games_it_finished(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str],
                                                   stop_after: Callable[[ModuleType, int], None]) -> None:
    path = tmp_path / "meh-2.json"
    real = ratings.map_in_order
    stop_after(ratings, 3)
    assert add(path, "--levels", "random,easy", "--games", "8", "--rate", "40", "--jobs", "1") == 130
    assert f"interrupted; the games finished are in {path}" in capsys.readouterr().err
    run = read(path)["runs"][0]
    assert not run["complete"]
    # the third game dealt deal 1 in one seating only: it is not kept, so every kept deal is played both ways
    assert [(p["games"], p["deals"]) for p in run["pairings"]] == [(2, [0, 0])]
    # the next run starts after the deals the stopped one kept
    monkeypatch.setattr(ratings, "map_in_order", real)
    assert add(path, "--levels", "random,easy", "--games", "2", "--rate", "40", "--jobs", "1") == 0
    assert read(path)["runs"][1]["pairings"][0]["deals"] == [1, 1]


@pytest.mark.parametrize(("text", "words"), [
    ("{not json", "not JSON"),
    ("[]", "expected an object"),
    ('{"format": 1}', "game: missing"),
    ("GOOD:runs.0.pairings.0.first_points=99", "does not add up"),
    ("GOOD:runs.0.pairings.0.first=nobody", "does not add up"),
    ("GOOD:runs.0.pairings.0.habits.easy.attack=[5, 1]", "does not add up"),  # taken more often than open
    ("GOOD:runs.0.pairings.0.habits.normal={}", "does not add up"),  # a level that is not in the pairing
    ("GOOD:runs.0.pairings.0.habits.easy.attack=[1]", "habits.easy.attack"),
    ("GOOD:runs.0.pairings.0.games=-1", "runs[0].pairings[0].games"),
    ("GOOD:levels.1.0=random", "repeated name"),
    ("GOOD:rate=NaN", "rate"),
    ('GOOD:parallel_rates={"\u00b2": 40}', "search rate"),  # a digit that int() does not read
    ('GOOD:parallel_rates={"02": 40}', "search rate"),  # 2 processes, spelt another way
    ('GOOD:parallel_rates={"99": 40}', "search rate"),  # more processes than a level may search on
    ("[" * 100_000 + "]" * 100_000, "not JSON"),
])
def test_a_damaged_results_file_is_reported_in_one_line_and_left_as_it_is(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, words: str) -> None:
    path = tmp_path / "meh-2.json"
    if text.startswith("GOOD:"):
        assert add(path, "--levels", "random,easy", "--games", "2", "--rate", "40", "--jobs", "1") == 0
        data = json.loads(path.read_text())
        where, _, value = text[5:].partition("=")
        *steps, last = where.split(".")
        target = data
        for step in steps:
            target = target[int(step)] if step.isdigit() else target[step]
        key: Any = int(last) if last.isdigit() else last
        target[key] = json.loads(value) if value not in ("NaN", "nobody", "random") else (
            float("nan") if value == "NaN" else value)
        text = json.dumps(data)
    path.write_text(text)
    capsys.readouterr()
    for command in (["ratings", "--from", str(path)], ["ratings", "meh", "--levels", "random,easy", *QUICK,
                                                        "--add-to", str(path)]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and words in err and "left as it is" in err, err
    assert path.read_text() == text


def test_the_kept_results_in_the_docs_read_and_cover_a_known_setup(dev: ModuleType) -> None:
    root = Path(__file__).resolve().parents[1]
    known = {dev.ratings_file(*setup): setup for setup in dev.RATINGS_RUNS}
    files = sorted((root / "docs" / "ratings").glob("*.json"))
    ai_doc = (root / "docs" / "ai.md").read_text(encoding="utf-8")
    assert files, "docs/ratings holds the measured results"
    for path in files:
        assert path in known, f"{path.name} is not a setup in dev.py's RATINGS_RUNS"
        store = read(path)
        game, players, variant = known[path]
        assert (store["game"], store["players"], store["variant"]) == (game, players, variant)
        assert ratings_store.store_table(store, markdown=True) in ai_doc, \
            f"docs/ai.md is older than {path.name}: run python3 dev.py ratings"
        rows = ratings_store.beside_hard_json(ratings_store.beside_hard(store, ratings_store.fit_store(store)))
        for row in json.loads(json.dumps(rows)):
            assert dev.budget_row(dev.setup_label(game, players, variant), row) in ai_doc, \
                f"docs/ai.md's table of Hard at other budgets is older than {path.name}: run python3 dev.py ratings"
    for path in sorted((root / "docs" / "ratings").glob("*/*.json")):  # kept from before a level was redefined
        assert ratings_store.fit_store(read(path)).players, f"{path} reads and fits"


def test_levels_without_a_one_process_search_add_up_too(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "meh-2.json"
    measured: list[int] = []

    def fake_rate(plan: ratings.RatingsPlan, processes: int = 1) -> float:
        measured.append(processes)
        return 30.0

    monkeypatch.setattr(ratings, "measure_rate", fake_rate)
    assert add(path, "--levels", "random,easy", "--games", "2", "--jobs", "1") == 0
    assert add(path, "--levels", "random,easy", "--games", "2", "--jobs", "1") == 0  # no rate in the file: none needed
    assert read(path)["rate"] is None and measured == []
    # a search on two processes is sized by the rate the file measured for two, not measured again
    assert add(path, "--levels", "easy,hard/2", "--games", "2", "--jobs", "1") == 0
    assert add(path, "--levels", "easy,hard/2", "--games", "2", "--jobs", "1") == 0
    store = read(path)
    assert measured == [2] and store["parallel_rates"] == {"2": 30.0}
    assert ratings_store.level_kinds(store)["hard/2"] == "ismcts:45/2"
    assert all(run["code"].startswith("0.") for run in store["runs"])
    # a level on several processes is refused with --jobs 2 before the file is touched
    before = path.read_bytes()
    capsys.readouterr()
    assert add(path, "--levels", "easy,hard/2", "--games", "2", "--jobs", "2") == 2
    assert "--jobs 1" in capsys.readouterr().err and path.read_bytes() == before


def test_a_redefined_level_leaves_a_file_with_the_games_of_the_others(tmp_path: Path, dev: ModuleType,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("ratings_without", dev.ROOT / "tools" / "ratings_without.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    path = tmp_path / "meh-2.json"
    assert add(path, "--levels", "random,easy,hard", *QUICK) == 0
    assert add(path, "--levels", "easy,hard", *QUICK) == 0
    store = read(path)
    kept = tool.without_levels(store, {"easy"})
    assert kept["levels"] == [["random", "random"], ["hard", "ismcts:60"]]
    assert [[(p["first"], p["second"]) for p in run["pairings"]] for run in kept["runs"]] == [[("random", "hard")]]
    assert kept["runs"][0]["command"] == store["runs"][0]["command"] and kept["runs"][0]["without"] == ["easy"]
    assert read(path) == store, "the old file is left as it was"
    new = tmp_path / "meh-2-new.json"
    new.write_text(json.dumps(kept))
    # the redefined level's run joins the new file
    assert add(new, "--levels", "random,heuristic:0.5", *QUICK) == 0
    totals = {(p.first, p.second): p.games for p in ratings_store.totals(read(new))}
    assert totals == {("random", "hard"): 4, ("random", "heuristic:0.5"): 4}
    assert "; here without its games of easy (since redefined)" in ratings_store.store_table(read(new), markdown=True)
    capsys.readouterr()


def test_the_plain_table_keeps_long_level_names_apart_from_their_seat_kinds() -> None:
    lines = ratings_store.rating_lines([("random", "random", 0.0, "anchor"),
                                        ("heuristic:0.75", "heuristic:0.75", 116.0, "+2 to +231")])
    assert lines[2].split() == ["heuristic:0.75", "heuristic:0.75", "+116", "+2", "to", "+231"]
    assert lines[0].index("Elo") + len("Elo") == lines[2].index("+116") + len("+116"), "Elo right-aligned"


def test_a_kept_run_says_its_minutes_in_good_english() -> None:
    from tabletop.commands.kept_results import minutes_text

    assert [minutes_text(s) for s in (0, 29, 61, 89, 95, 3600)] == [
        "0 minutes", "0 minutes", "1 minute", "1 minute", "2 minutes", "60 minutes"]


def _store_with(pairings: list[tuple[str, str, int, float]], levels: list[tuple[str, str]]) -> dict[str, Any]:
    """A results file holding one run of ``pairings`` (first, second, games, first's points) between ``levels``."""
    store = ratings_store.new_store("meh", 2, None, 100.0, {"2": 150.0})
    store["levels"] = [list(level) for level in levels]
    store["runs"].append({"command": "tabletop ratings meh", "date": "2026-12-03", "cores": 2, "jobs": 2,
                          "seconds": 60.0, "errors": 0, "complete": True,
                          "pairings": [{"first": a, "second": b, "games": n, "first_points": pts,
                                        "deals": [i * 100, i * 100 + n // 2 - 1]}
                                       for i, (a, b, n, pts) in enumerate(pairings)]})
    return store


def test_hard_at_other_budgets_is_shown_against_hard(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    levels = [("random", "random"), ("hard", "ismcts:150"), ("hard*2", "ismcts:300"), ("hard/2", "ismcts:225/2"),
              ("normal", "ismcts:40"), ("hard*4", "ismcts:600")]
    store = _store_with([("random", "hard", 40, 2.0), ("hard", "hard*2", 40, 14.0),  # hard*2: 26 of 40
                         ("hard/2", "hard", 40, 19.0), ("normal", "hard", 40, 10.0),
                         ("random", "normal", 40, 8.0), ("normal", "hard*4", 40, 15.0)], levels)
    table = ratings_store.fit_store(store)
    rows = {row.level: row for row in ratings_store.beside_hard(store, table)}
    assert list(rows) == ["hard*2", "hard/2", "hard*4"], "the variants of Hard in the file's order, not Normal"
    assert (rows["hard*2"].games, rows["hard*2"].points) == (40, 26.0), "points seen from the variant's side"
    assert (rows["hard/2"].games, rows["hard/2"].points) == (40, 19.0)
    assert rows["hard*4"].games == 0, "no game with Hard: rated through Normal only"
    low, value, high = rows["hard*2"].gap
    assert value == pytest.approx(table.rating("hard*2") - table.rating("hard")) and low < value < high
    assert value > 0 > rows["hard/2"].gap[1]
    plain = ratings_store.store_table(store)
    assert "against hard: hard*2 +" in plain and "26 of 40 games (65%)" in plain and "no game" in plain
    markdown = ratings_store.store_table(store, markdown=True)
    assert "| hard/2 | `ismcts:225/2` | -" in markdown and "| 19 of 40 games (48%) |" in markdown
    path = tmp_path / "meh-2.json"
    path.write_text(json.dumps(store))
    assert main(["ratings", "--from", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)["beside_hard"]
    assert [(r["level"], r["games_with_hard"], r["points_against_hard"]) for r in shown] == [
        ("hard*2", 40, 26.0), ("hard/2", 40, 19.0), ("hard*4", 0, 0.0)]
    assert shown[0]["elo_over_hard"] == pytest.approx(value, abs=0.05)
    assert all("| " + " | ".join(row["cells"]) + " |" in markdown for row in shown), "the same cells as the table"


def test_a_file_without_hard_or_its_variants_has_no_such_table() -> None:
    levels = [("random", "random"), ("hard*2", "ismcts:300"), ("normal", "ismcts:40")]
    store = _store_with([("random", "hard*2", 40, 3.0), ("random", "normal", 40, 9.0)], levels)
    assert ratings_store.beside_hard(store, ratings_store.fit_store(store)) == []
    assert "another budget" not in ratings_store.store_table(store, markdown=True)
    assert [ratings_store.is_hard_variant(n) for n in ("hard", "hard*2", "hard/2", "hard*0.5/2", "normal*2", "hardy")] \
        == [False, True, True, True, False, False]
