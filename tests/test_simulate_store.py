"""``simulate --add-to``: runs add up in a file over several sittings, never replay a deal, and keep what a
stopped run played; ``simulate --from`` shows them."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.commands import simulate, simulate_store

SEATS = ["--seats", "ismcts:12,random"]


def add(path: Path, *words: str) -> int:
    return main(["simulate", "meh", *words, "--quiet", "--add-to", str(path)])


def read(path: Path) -> dict[str, Any]:
    store = simulate_store.read_runs(path)
    assert store is not None
    return store


def test_runs_add_up_to_the_same_wins_as_one_long_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "runs.json"
    assert add(path, *SEATS, "--games", "4", "--jobs", "1") == 0
    assert add(path, "--games", "6", "--jobs", "2") == 0  # the file's seats, the next free deals
    store = read(path)
    first, second = store["runs"]
    assert first["deals"] == [0, 1] and (second["seed"], second["first"], second["games_through"]) == (0, 4, 9)
    assert second["deals"] == [2, 4] and "--seed 0 --first-game 4" in second["command"]
    assert first["complete"] and second["complete"] and (first["games"], second["games"]) == (4, 6)
    capsys.readouterr()
    # the same games as one run over deals 0 to 4
    assert main(["simulate", "meh", *SEATS, "--games", "10", "--jobs", "1", "--quiet", "--json"]) == 0
    whole = json.loads(capsys.readouterr().out)
    kept = simulate_store.totals(store)
    assert kept["games"] == 10
    for kind, numbers in whole["kinds"].items():
        assert kept["kinds"][kind]["wins"] == numbers["wins"]
        assert kept["kinds"][kind]["win_rate_ci95"] == numbers["win_rate_ci95"]
    assert main(["simulate", "--from", str(path), "--markdown"]) == 0
    markdown = capsys.readouterr().out
    assert all(f"- `{run['command']}`" in markdown for run in store["runs"])
    assert "10 games in 2 runs" in markdown


def test_a_run_that_differs_or_replays_deals_is_refused_before_any_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "runs.json"
    assert add(path, *SEATS, "--games", "4", "--jobs", "1", "--seed", "10") == 0
    before = path.read_bytes()
    played: list[object] = []
    monkeypatch.setattr(simulate, "play_task", lambda task: played.append(task))
    capsys.readouterr()
    for words, message in [
        (["--seats", "random,ismcts:12"], "seats ismcts:12,random, this run random,ismcts:12"),
        ([*SEATS, "--no-alternate"], "alternate true, this run false"),
        ([*SEATS, "--variant", "armies=orcs,elves"], "variant none, this run armies=orcs,elves"),
        ([*SEATS, "--seed", "10", "--first-game", "3"], "--seed 10` played those games already"),
        ([*SEATS, "--seed", "11"], "--seed 10` played those deals already"),
    ]:
        assert add(path, *words, "--jobs", "1") == 2, words
        assert message in capsys.readouterr().err, words
    assert main(["simulate", "maskmen", *SEATS, "--add-to", str(path)]) == 2
    assert "game meh, this run maskmen" in capsys.readouterr().err
    assert played == [] and path.read_bytes() == before


def test_a_stopped_run_keeps_the_games_it_finished(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   stop_after: Callable[[ModuleType, int], None]) -> None:
    path = tmp_path / "runs.json"
    real = simulate.map_in_order
    stop_after(simulate, 3)
    assert add(path, *SEATS, "--games", "8", "--jobs", "1") == 130
    run = read(path)["runs"][0]
    assert not run["complete"] and run["games"] == 3 and run["deals"] == [0, 1]
    assert sum(run["wins"].values()) == 3
    monkeypatch.setattr(simulate, "map_in_order", real)
    assert add(path, "--games", "2", "--jobs", "1") == 0  # the games the stopped run did not play
    assert (read(path)["runs"][1]["first"], read(path)["runs"][1]["deals"]) == (3, [1, 2])


@pytest.mark.parametrize(("change", "words"), [
    (lambda data: data["runs"][0]["wins"].update(nobody=1), "does not add up"),
    (lambda data: data["runs"][0]["wins"].update(random=99), "does not add up"),
    (lambda data: data.update(players=3), "players and seats disagree"),
    (lambda data: data["runs"][0].update(deals=[5, 1]), "does not add up"),
    (lambda data: data["runs"][0].update(games="many"), "runs[0].games"),
])
def test_a_damaged_runs_file_is_reported_and_left_as_it_is(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          change: Callable[[dict[str, Any]], None],
                                                          words: str) -> None:
    path = tmp_path / "runs.json"
    assert add(path, *SEATS, "--games", "2", "--jobs", "1") == 0
    data = json.loads(path.read_text())
    change(data)
    text = json.dumps(data)
    path.write_text(text)
    capsys.readouterr()
    for argv in (["simulate", "--from", str(path)], ["simulate", "meh", *SEATS, "--add-to", str(path)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and words in err and "left as it is" in err, err
    assert path.read_text() == text


def test_the_kept_strength_runs_read_and_are_what_docs_ai_shows() -> None:
    root = Path(__file__).resolve().parents[1]
    files = sorted((root / "docs" / "strength").glob("*.json"))
    assert files, "docs/strength holds the kept strength runs"
    ai_doc = (root / "docs" / "ai.md").read_text(encoding="utf-8")
    for path in files:
        store = read(path)
        assert simulate_store.runs_table(store, markdown=True) in ai_doc, \
            f"docs/ai.md is older than {path.name}: run python3 dev.py ratings"


def test_the_file_gives_the_seating_and_showing_takes_no_game(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "runs.json"
    assert add(path, *SEATS, "--no-alternate", "--games", "2", "--jobs", "1") == 0
    assert add(path, "--games", "2", "--jobs", "1") == 0  # fixed seats, as the file's runs
    store = read(path)
    assert not store["alternate"] and [run["first"] for run in store["runs"]] == [0, 2]
    capsys.readouterr()
    assert main(["simulate", "meh", "--from", str(path)]) == 2
    assert "leave out the game" in capsys.readouterr().err
    assert main(["simulate", "meh", *SEATS, "--markdown"]) == 2
    assert "--markdown goes with --from" in capsys.readouterr().err


def test_shared_wins_add_up_without_rounding_errors(tmp_path: Path) -> None:
    store = simulate_store.new_runs("meh", 3, None, ["easy", "random", "ismcts:5"], True)
    run = simulate_store.new_run("tabletop simulate ...", 0, 0, 0, 1)
    run.update(games=2, games_through=1, wins={"easy": 0.6667, "random": 0.6667, "ismcts:5": 0.6667})  # 2.0001
    store["runs"].append(run)
    path = tmp_path / "runs.json"
    path.write_text(json.dumps(store))
    assert read(path)["runs"][0]["wins"]["easy"] == 0.6667


def test_runs_of_the_same_game_asked_for_in_other_words_add_up(tmp_path: Path) -> None:
    """``--variant battle`` and ``--variant variant=battle`` are the same game, and so are the default options
    given or left out: a file kept from one is added to by the other (it was refused: "variant=battle, not
    battle")."""
    battle, triumph = tmp_path / "battle.json", tmp_path / "triumph.json"
    seats = ["--seats", "random,random", "--jobs", "1", "--quiet"]
    for variant, path in (("variant=battle", battle), ("battle", battle), (None, triumph), ("variant=triumph", triumph)):
        words = ["--variant", variant] if variant else []
        assert main(["simulate", "mythomakya", *words, *seats, "--games", "2", "--add-to", str(path)]) == 0
    assert read(battle)["variant"] == "variant=battle" and len(read(battle)["runs"]) == 2
    assert read(triumph)["variant"] is None and len(read(triumph)["runs"]) == 2
    assert all("--variant" not in run["command"] for run in read(triumph)["runs"])
    rated = tmp_path / "rated.json"
    for variant in ("variant=battle", "battle"):
        assert main(["ratings", "mythomakya", "--variant", variant, "--levels", "random,easy", "--games", "2",
                     "--jobs", "1", "--add-to", str(rated)]) == 0
    assert json.loads(rated.read_text())["variant"] == "variant=battle"
