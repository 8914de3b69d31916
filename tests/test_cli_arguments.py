"""The command line checks every argument up front (issue items 9-12 and 15), and a fuzz of argument lists.

A bad argument is answered with one line on standard error and exit status
2: never a traceback, never a window, and nothing measured or played. With
``--json``, standard output carries the JSON object alone.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import cli
from tabletop.commands import bench, play, ratings, selftest, simulate
from tabletop.core.protocol import GameConfig

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = 300
CASES: Counter[str] = Counter()


class Ran(Exception):
    """Raised by a test double: the command got past its checks."""


@pytest.fixture
def ran(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Stand-ins for the slow or windowed part of each command, which still try the checked plan."""
    calls: list[str] = []
    real_run_plan = simulate.run_plan
    real_run_ratings_plan = ratings.run_ratings_plan

    def quick_play_one(game: Any, config: GameConfig, seed: int, bots: Any, stats: Any,
                       habit: Any = None) -> tuple[list[float], int]:
        state = game.new(config, seed)
        game.legal_actions(state)
        return [0.0] * config.players, 1

    def run_plan(plan: simulate.SimulationPlan, jobs: int = 1, progress: bool = False,
                 **rest: Any) -> dict[str, Any]:
        calls.append("simulate")
        return real_run_plan(replace(plan, games=min(plan.games, 2)), 1, **rest)

    def run_ratings_plan(plan: ratings.RatingsPlan, jobs: int, progress: bool = False,
                         **rest: Any) -> dict[str, Any]:
        calls.append("ratings")
        return real_run_ratings_plan(replace(plan, games=1), 1, **rest)

    def measure(ids: list[str], scale: float, players: int | None, quiet: bool) -> tuple[dict[str, Any], int]:
        calls.append("bench")
        from tabletop.games import get

        for game_id in ids:
            game = get(game_id).rules()
            game.new(game.default_config(players or game.max_players), 0)
        report = {"scale": scale, "python": "3", "cpus": 1, "games": {},
                  "frames": {"available": False, "reason": "test"}}
        return report, 0

    def run_play(plan: play.PlayPlan) -> int:
        calls.append("play")
        if plan.seats is not None:
            from tabletop.app import parse_seats
            from tabletop.scenes.matches import new_match

            new_match(plan.game_id, parse_seats(plan.seats, plan.game_id), seed=plan.seed)
        return 0

    def run_app(*args: Any, **kwargs: Any) -> int:
        calls.append("app")
        return 0

    import tabletop.app

    monkeypatch.setattr(simulate, "play_one", quick_play_one)
    monkeypatch.setattr(simulate, "run_plan", run_plan)
    monkeypatch.setattr(ratings, "run_ratings_plan", run_ratings_plan)
    monkeypatch.setattr(ratings, "measure_rate", lambda plan, processes=1: 50.0)
    monkeypatch.setattr(bench, "measure", measure)
    monkeypatch.setattr(play, "run_play", run_play)
    monkeypatch.setattr(selftest, "run_self_test", lambda: calls.append("self-test") or 0)
    monkeypatch.setattr(tabletop.app, "run_app", run_app)
    monkeypatch.setenv("TABLETOP_BENCH_SCALE", "1")
    return calls


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(argv)
    return code, out.getvalue(), err.getvalue()


def assert_refused(argv: list[str], ran: list[str], *words: str) -> str:
    code, out, err = run_cli(argv)
    assert (code, out, ran) == (2, "", []), (code, out, err, ran)
    assert err.count("\n") == 1 and err.endswith("\n") and "Traceback" not in err, err
    for word in words:
        assert word in err, err
    return err


def test_9_play_with_seats_the_game_cannot_seat(ran: list[str]) -> None:
    assert_refused(["play", "mindbug", "--seats", "human,easy,easy"], ran, "tabletop play:", "not by 3")
    assert_refused(["play", "meh", "--seats", "human,godlike"], ran, "unknown seat kind")
    assert_refused(["play", "meh", "--seed", "1e999"], ran, "--seed")
    assert run_cli(["play", "mindbug", "--seats", "human,easy"])[0] == 0 and ran == ["play"]


@pytest.mark.parametrize("players", ["7", "-3", "0", "1e999", "two"])
def test_10_bench_players_out_of_range(ran: list[str], players: str) -> None:
    assert_refused(["bench", "meh", "--players", players], ran, "tabletop bench:")
    assert_refused(["bench", "--players", players], ran, "tabletop bench:")


@pytest.mark.parametrize("kind", ["ismcts:infs", "ismcts:1e999s", "ismcts:nans", "ismcts:0", "ismcts:99999999999"])
def test_11_search_budgets_that_never_end_are_refused(ran: list[str], kind: str) -> None:
    assert_refused(["simulate", "meh", "--seats", f"{kind},random"], ran, "unknown seat kind")


def test_12_a_list_option_with_one_value_stays_one_value(ran: list[str]) -> None:
    defaults = {"armies": ["elves", "orcs"], "mindbugs": 2}
    assert simulate.parse_variant("armies=elves", defaults) == {"armies": ["elves"]}
    assert simulate.parse_variant("mindbugs=1", defaults) == {"mindbugs": 1}
    err = assert_refused(["simulate", "meh", "--seats", "random,random", "--variant", "armies=elves"], ran)
    assert "1 armies for 2 players" in err
    assert_refused(["simulate", "mindbug", "--seats", "random,random", "--variant", "mindbugs=many"], ran,
                   "whole number")
    assert run_cli(["simulate", "mindbug", "--seats", "random,random", "--variant", "mindbugs=1"])[0] == 0


@pytest.mark.parametrize("game_id", ["meh", "maskmen", "mindbug", "mythomakya", "mathenyism"])
def test_an_option_the_game_does_not_have_is_refused(ran: list[str], game_id: str) -> None:
    """A misspelt option or variant would otherwise play the default game under another name (and a kept
    file would keep it apart from the default game's runs)."""
    for variant in ("armys=elves,orcs", "zzz", "mindbugs=1;zzz=1"):
        if game_id == "mindbug" and variant.startswith("mindbugs"):
            variant = "zzz=1"
        assert_refused(["simulate", game_id, "--seats", "random,random", "--variant", variant], ran)
        assert_refused(["ratings", game_id, "--levels", "random,easy", "--variant", variant], ran)


def test_empty_levels_are_refused_not_read_as_the_default_four(ran: list[str]) -> None:
    """``--levels ""`` (a variable left empty in a script) played the whole default round robin."""
    assert_refused(["ratings", "meh", "--levels", ""], ran, "--levels needs at least two")
    assert_refused(["ratings", "meh", "--levels", " , "], ran, "--levels needs at least two")


def test_usage_errors_of_argparse_are_one_line_too(ran: list[str]) -> None:
    assert_refused(["simulate"], ran, "tabletop simulate:", "required")
    assert_refused(["bogus"], ran, "tabletop:", "invalid choice")
    assert_refused(["simulate", "meh", "--seats", "random", "--games", "0"], ran, "--games")


QUIET_GREETING = """
import sys
from tabletop.commands import bench
from tabletop.cli import main

def measure(ids, scale, players, quiet):
    import pygame  # the frame figures import pygame, which greets on standard output
    print("a word from a module")
    return {"scale": scale, "python": "3", "cpus": 1, "games": {}, "frames": {}}, 0

bench.measure = measure
sys.exit(main(["bench", "maskmen", "--json"]))
"""


def test_15_with_json_stdout_carries_the_json_alone() -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    done = subprocess.run([sys.executable, "-c", QUIET_GREETING], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == {}
    assert "a word from a module" in done.stderr
    done = subprocess.run([sys.executable, "-m", "tabletop", "simulate", "maskmen", "--games", "1",
                           "--seats", "random,random", "--json"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0 and json.loads(done.stdout)["completed"] == 1


# --- fuzz: arbitrary argument lists for every command -----------------------------------------
NUMBERS = st.one_of(
    st.integers(-2, 8).map(str),
    st.sampled_from(["1e999", "inf", "nan", "2.5", "0x10", "9" * 30, "1_0", " 2 ", "", "-0", "٣"]),
)
GOOD_KIND = st.sampled_from(["human", "random", "easy", "heuristic", "ai:random", "ismcts:1", "ismcts:2"])
BAD_KIND = st.sampled_from(["godlike", "normal", "hard", "ismcts:0", "ismcts:infs", "ismcts:1e999s",
                            "ismcts:0.001s", "ismcts:nans", "ismcts:-1s", "ismcts:", "", " ", "HUMAN"])
SEATS = st.one_of(st.lists(GOOD_KIND, min_size=2, max_size=4),
                  st.lists(st.one_of(GOOD_KIND, BAD_KIND), max_size=6)).map(",".join)
GAMES = st.one_of(st.sampled_from(["meh", "maskmen", "mindbug"]),
                  st.sampled_from(["mythomakya", "nope", "", "MEH", "-x", "--json"]))
VARIANT = st.one_of(
    st.sampled_from(["armies=elves", "armies=elves,orcs", "armies=", "=x", "mindbugs=1", "mindbugs=3",
                     "mindbugs=x", "short", ";", "a=b;c", "armies=elves,elves", "teams=1"]),
    st.text(max_size=12),
)
LEVELS = st.one_of(
    st.sampled_from(["random,easy", "random,easy,normal,hard", "hard,hard*2", "easy,easy", "hard*0,easy",
                     "hard*x,easy", "easy*2,random", "random", "", "wizard,easy", "random,ismcts:3"]),
    st.lists(st.sampled_from(["random", "easy", "normal", "hard", "hard*2", "normal*0.5", "bogus"]),
             max_size=4).map(",".join),
)
VALUES = {"--seats": SEATS, "--games": NUMBERS, "--seed": NUMBERS, "--players": NUMBERS, "--variant": VARIANT,
          "--jobs": NUMBERS, "--rate": NUMBERS, "--levels": LEVELS}
OPTIONS = {
    "play": ["--seats", "--seed"],
    "simulate": ["--games", "--seed", "--variant", "--json", "--no-alternate", "--jobs"],
    "ratings": ["--players", "--variant", "--games", "--levels", "--rate", "--seed", "--jobs", "--json",
                "--markdown"],
    "bench": ["--players", "--json"],
    "self-test": [],
    "": [],
}
STRAYS = st.one_of(st.sampled_from(["--json", "--no-alternate", "--bogus", "-x", "--players", "--seats"]),
                   st.text(max_size=10))


@st.composite
def argument_lists(draw: Any) -> list[str]:
    """A command with its own options (mostly sensible values), now and then a stray token."""
    command = draw(st.sampled_from(["play", "simulate", "simulate", "ratings", "bench", "self-test", "", "simulat"]))
    argv = [command] if command else []
    options = OPTIONS.get(command, [])
    if command in ("play", "simulate", "ratings") or (command == "bench" and draw(st.booleans())):
        argv.append(draw(GAMES))
    if command == "simulate" and draw(st.integers(0, 9)) > 0:
        argv.extend(["--seats", draw(SEATS)])
    for option in draw(st.lists(st.sampled_from(options), unique=True)) if options else []:
        argv.append(option)
        if option in VALUES:
            argv.append(draw(VALUES[option]))
    if draw(st.integers(0, 4)) == 0:
        argv.insert(draw(st.integers(0, len(argv))), draw(STRAYS))
    return argv


@settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(argv=argument_lists())
def test_fuzz_argument_lists_of_every_command(ran: list[str], argv: list[str]) -> None:
    ran.clear()
    CASES[argv[0] if argv and argv[0] in ("play", "simulate", "ratings", "bench", "self-test") else "(other)"] += 1
    code, out, err = run_cli(argv)
    assert "Traceback" not in err, err
    if code == 2:
        assert out == "" and ran == [], (argv, out, ran)
        assert err.count("\n") == 1 and err.startswith("tabletop"), (argv, err)
    else:
        assert code in (0, 1) and len(ran) == 1, (argv, code, err, ran)
        if "--json" in argv[1:] and ran[0] in ("simulate", "ratings", "bench"):
            assert isinstance(json.loads(out), dict), out


def test_bench_takes_a_variant_for_one_game(ran: list[str]) -> None:
    assert_refused(["bench", "--variant", "battle"], ran, "--variant needs a game")
    assert_refused(["bench", "mythomakya", "--variant", "variant=heroes"], ran, "unknown variant")
    args = cli.build_parser().parse_args(["bench", "mythomakya", "--variant", "battle"])
    assert bench.plan_bench(args)[1:] == (["mythomakya"], {"variant": "battle"})


def test_play_takes_a_games_variant_with_its_seats(ran: list[str]) -> None:
    assert_refused(["play", "mythomakya", "--variant", "quick"], ran, "--variant needs --seats")
    assert_refused(["play", "mythomakya", "--seats", "human,hard", "--variant", "variant=heroes"], ran,
                   "unknown variant")
    assert_refused(["play", "mythomakya", "--seats", "human,hard,easy", "--variant", "variant=quick"], ran)
    plan = play.plan_play(cli.build_parser().parse_args(
        ["play", "mythomakya", "--seats", "human,hard", "--variant", "variant=quick"]))
    assert plan.options == {"variant": "quick"}
    assert run_cli(["play", "mythomakya", "--seats", "human,hard", "--variant", "variant=quick"])[0] == 0
    assert ran == ["play"]


def test_a_reader_that_goes_away_ends_the_command_quietly(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    def closed_pipe(args: Any) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(cli, "run", closed_pipe)
    monkeypatch.setattr(cli.os, "dup2", lambda *fds: None)  # keep the test's own output
    assert cli.main(["simulate", "--from", "runs.json"]) == 141
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("command", [["self-test"], ["bench", "meh"]])
def test_ctrl_c_during_a_command_is_one_line_and_the_shells_code(command: list[str], capsys: pytest.CaptureFixture[str],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(args: Any) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "run", interrupted)
    assert cli.main(command) == 130
    assert capsys.readouterr().err == f"tabletop {command[0]}: interrupted\n"
