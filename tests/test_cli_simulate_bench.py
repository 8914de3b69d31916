"""``tabletop simulate`` and ``tabletop bench``: output shape, seat rotation, error counting."""

from __future__ import annotations

import json
import sys
import types
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.commands import simulate as sim
from tabletop.commands.bench import bench_frames
from tabletop.games import available_games, get


def _run_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, Any], str]:
    code = main(argv)
    out, err = capsys.readouterr()
    lines = [line for line in out.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected one JSON line, got: {out!r}"
    return code, json.loads(lines[0]), err


def test_simulate_json_random_against_ismcts(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = _run_json(
        ["simulate", "meh", "--games", "4", "--seats", "random,ismcts:20", "--seed", "3", "--json"], capsys
    )
    assert code == 0
    assert data["errors"] == 0 and data["completed"] == 4
    kinds = data["kinds"]
    assert set(kinds) == {"random", "ismcts:20"}
    assert sum(k["wins"] for k in kinds.values()) == pytest.approx(4.0)
    for k in kinds.values():
        assert k["seats_played"] == 4
        assert k["decisions"] > 0
        assert 0 <= k["decision_median"] <= k["decision_max"]
        assert k["decision_mean"] <= k["decision_max"]
    assert kinds["random"]["iterations_mean"] == 0
    assert 0 < kinds["ismcts:20"]["iterations_mean"] <= 20
    assert data["mean_length"] >= 12  # at least one army per territory


@pytest.mark.parametrize("entry", available_games(), ids=lambda e: e.id)
def test_simulate_every_available_game_with_random_seats(entry: Any, capsys: pytest.CaptureFixture[str]) -> None:
    players = entry.rules().min_players
    seats = ",".join(["random"] * players)
    code, data, err = _run_json(["simulate", entry.id, "--games", "2", "--seats", seats, "--json"], capsys)
    assert code == 0, err
    assert data["errors"] == 0
    assert data["kinds"]["random"]["wins"] == pytest.approx(2.0)
    assert data["kinds"]["random"]["seats_played"] == 2 * players


def test_seats_rotate_and_rounds_share_a_deal() -> None:
    kinds = ["a", "b", "c"]
    rounds = [sim.seating(kinds, i, True) for i in range(3)]
    assert [r.index("a") for r in rounds] == [0, 1, 2]  # every kind sits in every seat once
    assert all(sorted(r) == kinds for r in rounds)
    assert sim.seating(kinds, 1, False) == kinds
    assert [sim.game_seed(10, i, 3, True) for i in range(6)] == [10, 10, 10, 11, 11, 11]
    assert [sim.game_seed(10, i, 3, False) for i in range(3)] == [10, 11, 12]


def test_variant_options() -> None:
    assert sim.parse_variant(None) == {}
    assert sim.parse_variant("short") == {"variant": "short"}
    assert sim.parse_variant("armies=elves,orcs;mode=quick") == {"armies": ["elves", "orcs"], "mode": "quick"}
    with pytest.raises(ValueError):
        sim.parse_variant("=x")


def test_variant_reaches_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "meh", "--games", "1", "--seats", "random,random", "--variant", "armies=elves,elves"])
    assert code == 2
    assert "different army" in capsys.readouterr().err


def raise_in_games(monkeypatch: pytest.MonkeyPatch, games: tuple[int, ...], error: BaseException) -> None:
    """Make the numbered games of the next run (1 for the first) raise ``error`` as they start."""
    real = sim.play_one
    calls = []

    def flaky(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) in games:
            raise error
        return real(*args, **kwargs)

    monkeypatch.setattr(sim, "play_one", flaky)


def test_a_game_that_raises_is_counted_and_the_run_goes_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    raise_in_games(monkeypatch, (2, 3), RuntimeError("boom in game"))
    code, data, err = _run_json(["simulate", "meh", "--games", "4", "--seats", "random,random", "--json"], capsys)
    assert code == 1
    assert data["errors"] == 2 and data["completed"] == 2
    assert data["kinds"]["random"]["wins"] == pytest.approx(2.0)
    assert err.count("RuntimeError: boom in game") == 1 and err.count("Traceback") == 1


def test_each_finished_game_is_a_line_on_stderr_unless_quiet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "meh", "--games", "3", "--seats", "random,random", "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    lines = [line for line in err.splitlines() if line.startswith("game ")]
    assert [line.split(" (")[0] for line in lines] == ["game 1/3", "game 2/3", "game 3/3"]
    assert "wins after 3: random 3" in lines[-1] and "3 of 3 games played" in out
    assert main(["simulate", "meh", "--games", "3", "--seats", "random,random", "--jobs", "1", "--quiet"]) == 0
    assert capsys.readouterr().err == ""


def test_ctrl_c_ends_the_run_with_the_summary_of_the_games_finished(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    raise_in_games(monkeypatch, (3,), KeyboardInterrupt())
    code = main(["simulate", "meh", "--games", "6", "--seats", "random,random", "--jobs", "1", "--json"])
    out, err = capsys.readouterr()
    data = json.loads(out.splitlines()[0])
    assert code == 130 and data["interrupted"] is True
    assert data["completed"] == 2 and data["errors"] == 0
    assert data["kinds"]["random"]["wins"] == pytest.approx(2.0)
    assert "interrupted after 2 of 6 games" in err


def test_bad_seat_kind_or_game_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "meh", "--seats", "random,wizard"]) == 2
    assert "seat kind" in capsys.readouterr().err
    assert main(["simulate", "no-such-game", "--seats", "random,random"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_bench_json_shape_on_a_tiny_budget(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_BENCH_SCALE", "0.01")
    monkeypatch.setenv("TABLETOP_BENCH_FRAMES", "0")
    code, data, _ = _run_json(["bench", "meh", "--json"], capsys)
    assert code == 0
    assert data["scale"] == 0.01
    meh = data["games"]["meh"]
    assert meh["players"] == get("meh").rules().max_players
    assert meh["random_playouts"]["steps_per_second"] > 0
    assert meh["random_playouts"]["playouts_per_second"] > 0
    assert meh["ismcts"]["iterations_per_second"] > 0 and meh["ismcts"]["iterations"] > 0
    for level in ("normal_decision", "hard_decision"):
        assert 0 < meh[level]["median"] <= meh[level]["max"]
    assert meh["normal_decision"]["max"] < 1.0  # the scale reached the bots' budgets
    assert data["frames"]["available"] is False


def test_bench_players_sets_the_seats_measured(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_BENCH_SCALE", "0.01")
    monkeypatch.setenv("TABLETOP_BENCH_FRAMES", "0")
    code, data, _ = _run_json(["bench", "meh", "--players", "2", "--json"], capsys)
    assert code == 0 and data["games"]["meh"]["players"] == 2
    assert main(["bench", "meh", "--players", "7", "--json"]) == 2  # refused before measuring anything
    out, err = capsys.readouterr()
    assert out == "" and err == "tabletop bench: Domains of Meh is for 2-4 players, not 7\n"


def test_bench_frames_not_available_without_the_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_BENCH_FRAMES", raising=False)
    monkeypatch.setitem(sys.modules, "tabletop.commands.frames", None)  # import raises ImportError
    assert bench_frames(["meh"]) == {"available": False, "reason": "not available"}


def test_bench_frames_uses_the_module_when_present(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_BENCH_FRAMES", raising=False)
    fake = types.ModuleType("tabletop.commands.frames")
    fake.measure_frames = lambda game_id: {"median_ms": 4.0, "p95_ms": 6.0, "game": game_id}  # type: ignore[attr-defined]
    fake.measure_first_frame = lambda: 0.25  # type: ignore[attr-defined]
    fake.long_run_memory = lambda ids, games: {"available": True, "games": games, "ids": ids}  # type: ignore[attr-defined]
    fake.measure_frames_while_thinking = lambda game_id: {"level": "hard", "fps": 60.0, "game": game_id}  # type: ignore[attr-defined]
    fake.measure_frames_while_hinting = lambda game_id: {"fps": 59.0, "game": game_id}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tabletop.commands.frames", fake)
    frames = bench_frames(["meh"])
    assert frames["available"] is True
    assert frames["games"]["meh"]["game"] == "meh"
    assert frames["while_thinking"]["meh"] == {"level": "hard", "fps": 60.0, "game": "meh"}
    assert frames["while_hinting"]["meh"] == {"fps": 59.0, "game": "meh"}
    assert frames["first_frame_seconds"] == 0.25
    assert frames["memory"] == {"available": True, "games": 60, "ids": ["meh"]}


def test_bench_frames_skip_a_game_without_a_table(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop import games

    monkeypatch.delenv("TABLETOP_BENCH_FRAMES", raising=False)
    fake = types.ModuleType("tabletop.commands.frames")
    fake.measure_frames = lambda game_id: {"median_ms": 4.0, "p95_ms": 6.0, "game": game_id}  # type: ignore[attr-defined]
    fake.measure_first_frame = lambda: 0.25  # type: ignore[attr-defined]
    fake.long_run_memory = lambda ids, games: {"available": True, "games": games, "ids": ids}  # type: ignore[attr-defined]
    fake.measure_frames_while_thinking = lambda game_id: {"level": "hard", "fps": 60.0, "game": game_id}  # type: ignore[attr-defined]
    fake.measure_frames_while_hinting = lambda game_id: {"fps": 59.0, "game": game_id}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tabletop.commands.frames", fake)
    monkeypatch.setattr(games.GameEntry, "has_table", lambda self: self.id != "mindbug")
    frames = bench_frames(["meh", "mindbug"])
    assert frames["skipped"] == {"mindbug": "no table yet"}
    assert list(frames["games"]) == ["meh"] and frames["first_frame_seconds"] == 0.25


def test_bench_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "no-such-game"]) == 2
    assert "unknown game" in capsys.readouterr().err
