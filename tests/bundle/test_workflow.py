"""The release workflow (.github/workflows/release.yml), which cannot run here: what it would do.

It must parse, run only dev.py commands that exist (each tested here on Linux), build on each
of Windows, macOS (Apple silicon and Intel) and Linux (on an old base) the archive its matrix
entry names, test pull requests on all of them, and publish only from a version tag.
"""

from __future__ import annotations

import fnmatch
import re
import shlex
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"

#: Hosted runner labels -> (sys.platform, platform.machine()) of the machines behind them. A label
#: that is not here must be looked up before it is used: ``macos-15`` is Apple silicon, for one.
RUNNERS = {
    "ubuntu-22.04": ("linux", "x86_64"),
    "ubuntu-24.04": ("linux", "x86_64"),
    "windows-2022": ("win32", "AMD64"),
    "windows-2025": ("win32", "AMD64"),
    "macos-14": ("darwin", "arm64"),
    "macos-15": ("darwin", "arm64"),
    "macos-15-intel": ("darwin", "x86_64"),
}
#: Linux releases old enough to build on: a program linked there runs on newer ones too.
OLD_LINUX = ("bullseye", "buster", "focal", "ubuntu-22.04")
#: The actions the workflow may use, at a major version.
ACTIONS = {"actions/checkout", "actions/setup-python", "actions/upload-artifact", "actions/download-artifact",
           "softprops/action-gh-release"}


@pytest.fixture(scope="module")
def workflow() -> dict[str, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def triggers(workflow: dict[str, Any]) -> dict[str, Any]:
    """The ``on:`` mapping (YAML 1.1 reads the bare key ``on`` as True)."""
    found = workflow.get("on", workflow.get(True))
    assert isinstance(found, dict)
    return found


def matrix(workflow: dict[str, Any]) -> list[dict[str, str]]:
    entries = workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    assert isinstance(entries, list)
    return entries


def steps(workflow: dict[str, Any]) -> list[dict[str, Any]]:
    return [step for job in workflow["jobs"].values() for step in job["steps"]]


def words(run: str) -> list[str]:
    """A ``run:`` line as the shell splits it, each ``${{ expression }}`` one word ``<expression>``."""
    return shlex.split(re.sub(r"\$\{\{\s*(.*?)\s*\}\}", r"<\1>", run))


def dev_commands(workflow: dict[str, Any]) -> list[list[str]]:
    """Each ``run:`` of the workflow as a word list."""
    return [words(step["run"]) for step in steps(workflow) if "run" in step]


def on_tag_only(condition: str | None) -> bool:
    return condition is not None and re.fullmatch(r"startsWith\(github\.ref, 'refs/tags/v'\)", condition) is not None


def test_pull_requests_and_version_tags_start_it(workflow: dict[str, Any]) -> None:
    on = triggers(workflow)
    assert "pull_request" in on
    assert on["push"]["tags"] == ["v*"]
    assert "branches" not in on["push"]  # a push to a branch publishes nothing


def test_the_matrix_builds_windows_both_macs_and_linux(workflow: dict[str, Any]) -> None:
    platforms = [entry["platform"] for entry in matrix(workflow)]
    assert sorted(platforms) == ["linux-x86_64", "macos-arm64", "macos-x86_64", "windows-x86_64"]
    assert workflow["jobs"]["build"]["strategy"]["fail-fast"] is False  # one system's failure hides no other's


def test_each_runner_is_the_machine_its_archive_names(workflow: dict[str, Any], dev: ModuleType) -> None:
    for entry in matrix(workflow):
        assert entry["runner"] in RUNNERS, f"look up what machine {entry['runner']} is, then add it to RUNNERS"
        assert dev.platform_tag(*RUNNERS[entry["runner"]]) == entry["platform"]
    assert workflow["jobs"]["build"]["runs-on"] == "${{ matrix.runner }}"
    # and the package step refuses to pack on a machine that is not the one named
    (package,) = [command for command in dev_commands(workflow) if command[2] == "package"]
    assert package[3:] == ["<matrix.platform>"]


def test_linux_builds_on_an_old_base_with_the_same_python(workflow: dict[str, Any]) -> None:
    build = workflow["jobs"]["build"]
    assert build["container"] == "${{ matrix.container }}"
    (linux,) = [entry for entry in matrix(workflow) if entry["platform"].startswith("linux-")]
    container = linux["container"]
    assert any(container.endswith(release) for release in OLD_LINUX), container
    others = [entry for entry in matrix(workflow) if not entry["platform"].startswith("linux-")]
    assert all(entry["container"] == "" for entry in others)
    (setup,) = [step for step in build["steps"] if step.get("uses", "").startswith("actions/setup-python@")]
    assert setup["if"] == "matrix.container == ''"  # the container brings its own Python
    version = setup["with"]["python-version"]
    assert container.startswith(f"python:{version}-")
    assert tuple(map(int, version.split("."))) >= (3, 10)


def test_every_step_is_a_dev_py_command_that_exists(workflow: dict[str, Any], dev: ModuleType) -> None:
    commands = dev_commands(workflow)
    assert commands
    for command in commands:
        assert command[:2] == ["python", "dev.py"], command
        assert command[2] in dev.EXTRAS or command[2] in dev.PLAIN_COMMANDS, command
        assert f"python3 dev.py {command[2]}" in dev.__doc__
    assert (ROOT / "dev.py").is_file()


def test_each_system_tests_builds_packs_and_self_tests_in_that_order(workflow: dict[str, Any]) -> None:
    build = workflow["jobs"]["build"]
    order = [words(step["run"])[2] for step in build["steps"] if "run" in step]
    assert order == ["version", "test", "build", "package", "check-package"]
    conditions = {words(step["run"])[2]: step.get("if") for step in build["steps"] if "run" in step}
    assert on_tag_only(conditions.pop("version"))  # a tag must name the package's version
    assert set(conditions.values()) == {None}  # pull requests run the tests, the build and the self-test
    assert "if" not in build
    assert build["env"]["SDL_VIDEODRIVER"] == build["env"]["SDL_AUDIODRIVER"] == "dummy"


def test_the_archives_and_checksums_are_uploaded_and_published_from_tags_only(
    workflow: dict[str, Any], dev: ModuleType
) -> None:
    build, publish = workflow["jobs"]["build"], workflow["jobs"]["publish"]
    (upload,) = [step for step in build["steps"] if step.get("uses", "").startswith("actions/upload-artifact@")]
    patterns = upload["with"]["path"].split()
    for entry in matrix(workflow):
        archive = "dist/" + dev.archive_name("1.2.3", entry["platform"])
        for name in (archive, archive + ".sha256"):
            assert any(fnmatch.fnmatch(name, pattern) for pattern in patterns), name
    assert upload["with"]["if-no-files-found"] == "error"
    assert on_tag_only(publish["if"]) and publish["needs"] == "build"
    assert publish["permissions"] == {"contents": "write"} and workflow["permissions"] == {"contents": "read"}
    download, release = publish["steps"]
    assert download["uses"].startswith("actions/download-artifact@")
    assert download["with"]["merge-multiple"] is True
    assert fnmatch.fnmatch(upload["with"]["name"].replace("${{ matrix.platform }}", "linux-x86_64"),
                           download["with"]["pattern"])
    assert release["uses"].startswith("softprops/action-gh-release@")
    assert release["with"]["files"] == download["with"]["path"] + "/*"
    assert release["with"]["fail_on_unmatched_files"] is True


def test_actions_are_known_and_pinned_to_a_major_version(workflow: dict[str, Any]) -> None:
    for step in steps(workflow):
        if "uses" in step:
            name, _, version = step["uses"].partition("@")
            assert name in ACTIONS and re.fullmatch(r"v\d+", version), step["uses"]


def test_readme_download_names_are_the_archives_the_workflow_makes(workflow: dict[str, Any],
                                                                   dev: ModuleType) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for entry in matrix(workflow):
        name = dev.archive_name("<version>", entry["platform"])
        assert f"`{name}`" in readme, name
