"""Results files of ``ratings`` and ``simulate`` (``--add-to``, ``--from``) as hostile input: every bad
path or file is refused in one line before any game, and the file is left as it is."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tabletop import __version__
from tabletop.cli import main
from tabletop.commands import ratings, simulate
from tabletop.commands.kept_results import code_version

ADD = {
    "ratings": ["ratings", "meh", "--levels", "random,easy", "--games", "2", "--rate", "40", "--jobs", "1"],
    "simulate": ["simulate", "meh", "--seats", "random,easy", "--games", "2", "--jobs", "1", "--quiet"],
}


@pytest.fixture
def no_games(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Games that would be played are only noted."""
    played: list[object] = []
    monkeypatch.setattr(ratings, "play_task", lambda task: played.append(task))
    monkeypatch.setattr(simulate, "play_task", lambda task: played.append(task))
    return played


@pytest.mark.parametrize("command", sorted(ADD))
def test_hostile_paths_and_files_are_refused_in_one_line_before_any_game(
        command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], no_games: list[object]) -> None:
    (tmp_path / "folder").mkdir()
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    (tmp_path / "empty.json").write_bytes(b"")
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (tmp_path / "list.json").write_text("[]")
    (tmp_path / "other.json").write_text('{"format": 1}')
    (tmp_path / "huge.json").write_text(" " * 4_000_001)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a folder should be")
    cases = [(str(tmp_path / "folder"), "cannot be read"), ("bad\0name.json", "cannot be read"),
             (str(tmp_path / "binary.json"), "cannot be read"), (str(tmp_path / "empty.json"), "not JSON"),
             (str(tmp_path / "deep.json"), "not JSON"), (str(tmp_path / "list.json"), "expected an object"),
             (str(tmp_path / "other.json"), "missing"), (str(tmp_path / "huge.json"), "larger than"),
             (str(blocked / "inside.json"), "cannot be"), ("", "expected a file name"), (" ", "expected a file name")]
    before = {path: path.read_bytes() for path in tmp_path.iterdir() if path.is_file()}
    for name, words in cases:
        for argv in ([command, "--from", name], [*ADD[command], "--add-to", name]):
            assert main(argv) == 2, (name, argv)
            err = capsys.readouterr().err
            assert len(err.strip().splitlines()) == 1 and words in err, (name, err)
    assert no_games == []
    assert {path: path.read_bytes() for path in tmp_path.iterdir() if path.is_file()} == before


@pytest.mark.parametrize("command", sorted(ADD))
def test_showing_needs_a_file_that_exists_and_not_also_adding(
        command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "none.json"
    assert main([command, "--from", str(missing)]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main([command, "--from", str(missing), "--add-to", str(missing)]) == 2
    assert "give one of them" in capsys.readouterr().err
    assert main([command]) == 2
    assert {"ratings": "name a game", "simulate": "are required"}[command] in capsys.readouterr().err
    assert not missing.exists()


@pytest.mark.parametrize("command", sorted(ADD))
def test_a_device_or_a_pipe_is_not_read(command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        no_games: list[object]) -> None:
    import os

    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)  # opening it for reading would wait for a writer for ever
    for name in (str(pipe), os.devnull):
        for argv in ([command, "--from", name], [*ADD[command], "--add-to", name]):
            assert main(argv) == 2, argv
            assert "not a regular file" in capsys.readouterr().err
    assert no_games == []


def test_a_run_never_writes_over_what_another_run_wrote_meanwhile(tmp_path: Path) -> None:
    from tabletop.commands.kept_results import KeptRun
    from tabletop.commands.usage import UsageError
    from tabletop.schema import AnyJson

    path = tmp_path / "kept.json"
    first = KeptRun(path, {"runs": [{"games": 0}]}, {"games": 0}, AnyJson(), None)
    first.begin()
    second = KeptRun(path, {"runs": [{"games": 5}]}, {"games": 5}, AnyJson(), first.store)
    second.begin()  # the file was as `first` left it: fine
    first.run["games"] = 1
    with pytest.raises(UsageError, match="changed by another run"):
        first.write()
    assert '"games": 5' in path.read_text()


def test_a_run_added_to_games_of_other_code_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop.commands.kept_results import KeptRun
    from tabletop.schema import AnyJson

    path = tmp_path / "kept.json"
    mine = {"games": 0, "code": "0.2.0 (bbbb)"}
    same = KeptRun(path, {"runs": [{"games": 3, "code": "0.2.0 (bbbb)"}, mine]}, mine, AnyJson(), None)
    assert same.code_note() is None
    older = [{"games": 3, "code": "0.1.0 (aaaa)"}, {"games": 2}, {"games": 1, "code": "0.2.0 (bbbb)"}]
    mixed = KeptRun(path, {"runs": [*older, mine]}, mine, AnyJson(), None)
    mixed.begin()
    err = capsys.readouterr().err
    assert "0.1.0 (aaaa)" in err and "1 run with no code recorded" in err and "this run is 0.2.0 (bbbb)" in err
    assert len(err.strip().splitlines()) == 1


def kept_file(command: str, path: Path) -> dict[str, Any]:
    """A file kept by a short run of ``command`` (two games of Random and Easy), as JSON."""
    assert main([*ADD[command], "--add-to", str(path)]) == 0
    data: dict[str, Any] = json.loads(path.read_text())
    return data


@pytest.mark.parametrize(("command", "field", "value"), [
    ("ratings", "first_points", -3), ("ratings", "seconds", -5.0), ("ratings", "rate", 5e9),
    ("simulate", "wins", {"easy": -1.0}), ("simulate", "seconds", 1e13)])
def test_a_number_out_of_its_range_is_refused_not_clamped(command: str, field: str, value: Any, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A clamped number would be read as another and written back so, without a word."""
    path = tmp_path / "kept.json"
    data = kept_file(command, path)
    run = data["runs"][0]
    where = data if field == "rate" else run["pairings"][0] if field == "first_points" else run
    where[field] = value
    text = json.dumps(data)
    path.write_text(text)
    capsys.readouterr()
    for argv in ([command, "--from", str(path)], [*ADD[command], "--add-to", str(path)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert field in err and "expected a number from" in err and len(err.strip().splitlines()) == 1, err
    assert path.read_text() == text


LONG_KIND = "ismcts:" + "0" * 60 + "1"
"""A seat kind longer than a kept file holds (one iteration, written with many zeros)."""


@pytest.mark.parametrize("words", [
    ["ratings", "meh", "--levels", f"random,{LONG_KIND}", "--games", "2", "--rate", "40", "--jobs", "1"],
    ["simulate", "meh", "--seats", f"random,{LONG_KIND}", "--games", "2", "--jobs", "1", "--quiet"],
    ["ratings", "meh", "--levels", "random,easy", "--games", "5", "--seed", str(2**63 - 2), "--jobs", "1"],
    ["simulate", "meh", "--seats", "random,easy", "--games", "5", "--seed", str(2**63 - 2), "--jobs", "1"]])
def test_a_run_the_file_could_not_read_back_is_refused_before_any_game(
        words: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], request: pytest.FixtureRequest) -> None:
    """A name too long for the file, or deals past the largest seed, would leave a file that no later run
    or --from reads."""
    kept = tmp_path / "kept.json"
    kept_file(words[0], kept)
    before = kept.read_bytes()
    played = request.getfixturevalue("no_games")
    capsys.readouterr()
    for path in (tmp_path / "new.json", kept):
        assert main([*words, "--add-to", str(path)]) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
        if path != kept:  # (the kept file's seats may differ first)
            assert "longer than" in err or "--seed" in err, err
    assert played == [] and not (tmp_path / "new.json").exists() and kept.read_bytes() == before


@pytest.mark.parametrize("command", sorted(ADD))
def test_a_field_this_version_does_not_know_is_never_dropped(command: str, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """A newer version's field (or a note of the user's) is shown past by --from, but adding to the file
    would rewrite it without the field: refused, the file left as it is."""
    path = tmp_path / "kept.json"
    data = kept_file(command, path)
    data["runs"][0]["note"] = "played on the laptop"
    text = json.dumps(data)
    path.write_text(text)
    capsys.readouterr()
    assert main([command, "--from", str(path)]) == 0
    assert main([*ADD[command], "--add-to", str(path)]) == 2
    err = capsys.readouterr().err
    assert "runs[0].note" in err and len(err.strip().splitlines()) == 1, err
    assert path.read_text() == text


@pytest.mark.parametrize("command", sorted(ADD))
def test_a_kept_file_reached_by_a_symlink_is_added_to_where_it_is(command: str, tmp_path: Path) -> None:
    """The rewrite goes to the file the link names; it replaced the link with a copy, leaving the file
    itself without the new games."""
    real = tmp_path / "shared" / "kept.json"
    real.parent.mkdir()
    kept_file(command, real)
    link = tmp_path / "kept.json"
    link.symlink_to(real)
    assert main([*ADD[command], "--add-to", str(link), "--seed", "50"]) == 0
    assert link.is_symlink() and len(json.loads(real.read_text())["runs"]) == 2


@pytest.mark.parametrize("command", sorted(ADD))
def test_a_read_only_kept_file_is_not_added_to(command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               request: pytest.FixtureRequest) -> None:
    """A file made read-only (a finished measurement, say) was replaced all the same: the rewrite goes
    through the folder, not the file."""
    path = tmp_path / "kept.json"
    kept_file(command, path)
    path.chmod(0o444)
    before = path.read_bytes()
    played = request.getfixturevalue("no_games")
    capsys.readouterr()
    assert main([*ADD[command], "--add-to", str(path), "--seed", "50"]) == 2
    err = capsys.readouterr().err
    assert "read-only" in err and len(err.strip().splitlines()) == 1, err
    assert played == [] and path.read_bytes() == before


@pytest.mark.parametrize("command", sorted(ADD))
def test_a_run_is_not_kept_past_the_largest_file_that_reads(command: str, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A file written larger than a kept file may be is refused by every later run and --from."""
    from tabletop.commands import kept_results

    path = tmp_path / "kept.json"
    kept_file(command, path)
    before = path.read_bytes()
    monkeypatch.setattr(kept_results, "MAX_FILE_BYTES", len(before) + 10)
    capsys.readouterr()
    assert main([*ADD[command], "--add-to", str(path), "--seed", "50"]) == 2
    err = capsys.readouterr().err
    assert "larger than" in err and len(err.strip().splitlines()) == 1, err
    assert path.read_bytes() == before


@pytest.mark.parametrize(("command", "option"), [
    *[("simulate", words) for words in (["--games", "10"], ["--seed", "3"], ["--first-game", "2"], ["--jobs", "1"],
                                        ["--variant", "armies=orcs,elves"], ["--no-alternate"], ["--seats", "easy"])],
    *[("ratings", words) for words in (["--games", "40"], ["--levels", "random,easy,normal,hard"], ["--rate", "40"],
                                       ["--seed", "3"], ["--players", "3"], ["--jobs", "1"], ["--variant", "x=1"])]])
def test_showing_a_file_refuses_the_options_of_a_run(command: str, option: list[str], tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """--from shows every game in the file: an option of a run (which reads as a filter) was ignored."""
    path = tmp_path / "kept.json"
    kept_file(command, path)
    capsys.readouterr()
    assert main([command, "--from", str(path), *option]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and f"leave out {option[0]}" in captured.err, captured.err
    assert len(captured.err.strip().splitlines()) == 1


@pytest.mark.parametrize("command", sorted(ADD))
def test_a_file_changed_between_reading_and_the_first_game_is_not_written_over(
        command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Another run adding to the file while this one measures its search rate or plans its games: its
    games were written over with the contents this run had read."""
    path = tmp_path / "kept.json"
    data = kept_file(command, path)
    data["runs"].append(dict(data["runs"][0], command=data["runs"][0]["command"] + " (another run)"))
    theirs = json.dumps(data)
    module: Any = ratings if command == "ratings" else simulate
    name = "search_rates" if command == "ratings" else "plan_tasks"
    real = getattr(module, name)

    def meanwhile(*args: Any, **kwargs: Any) -> Any:
        if not written:  # once, before this run's first write
            path.write_text(theirs)
            written.append(True)
        return real(*args, **kwargs)

    written: list[bool] = []

    monkeypatch.setattr(module, name, meanwhile)
    capsys.readouterr()
    assert main([*ADD[command], "--add-to", str(path), "--seed", "50"]) == 2
    err = capsys.readouterr().err
    assert "changed by another run" in err and len(err.strip().splitlines()) == 1, err
    assert path.read_text() == theirs


@pytest.mark.parametrize("command", sorted(ADD))
def test_a_file_in_a_folder_that_does_not_exist_is_refused_and_no_folder_is_made(
        command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], no_games: list[object]) -> None:
    """A mistyped folder would be made and the run's games kept where nobody looks."""
    path = tmp_path / "ratngs" / "deeper" / "kept.json"
    assert main([*ADD[command], "--add-to", str(path)]) == 2
    err = capsys.readouterr().err
    assert "there is no folder" in err and len(err.strip().splitlines()) == 1, err
    assert no_games == [] and list(tmp_path.iterdir()) == []


def test_a_run_is_stamped_dirty_only_when_the_programs_code_differs_from_its_commit(tmp_path: Path) -> None:
    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t", *args],
                       check=True, capture_output=True)

    (tmp_path / "tabletop").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "tabletop" / "rules.py").write_text("A = 1\n", encoding="utf-8")
    (tmp_path / "docs" / "results.json").write_text("{}\n", encoding="utf-8")
    git("init", "-q")
    git("add", ".")
    git("commit", "-q", "-m", "first")
    clean = code_version(tmp_path)
    assert re.fullmatch(rf"{re.escape(__version__)} \([0-9a-f]{{10}}\)", clean), clean
    (tmp_path / "docs" / "results.json").write_text('{"runs": []}\n', encoding="utf-8")  # what a run writes
    assert code_version(tmp_path) == clean
    (tmp_path / "tabletop" / "rules.py").write_text("A = 2\n", encoding="utf-8")
    assert code_version(tmp_path) == clean[:-1] + "-dirty)"


def test_outside_a_checkout_a_run_is_stamped_with_the_version_alone(tmp_path: Path) -> None:
    assert code_version(tmp_path) == __version__
