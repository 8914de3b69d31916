"""Every test folder is collected by the plain test command.

pytest passes over folders matching its ``norecursedirs`` patterns (``build``, ``dist``, dotted
names, ...), so a test folder with such a name would run only when named on the command line.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


def test_no_test_folder_is_skipped_by_collection(pytestconfig: pytest.Config) -> None:
    patterns = pytestconfig.getini("norecursedirs")
    assert patterns, "pytest gave no norecursedirs patterns to check against"
    folders = [p for p in TESTS.rglob("*") if p.is_dir() and any(p.glob("test_*.py"))]
    assert folders, "no test folders found"
    skipped = [str(f.relative_to(TESTS)) for f in folders
               for part in f.relative_to(TESTS).parts if any(fnmatch.fnmatch(part, pat) for pat in patterns)]
    assert skipped == [], f"pytest would not collect these test folders: {skipped}"


def test_every_game_the_readme_calls_playable_has_its_rules_bots_and_table() -> None:
    """A missing part of a game the README offers fails here, rather than its tests skipping."""
    from tabletop.games import GAMES

    readme = (TESTS.parent / "README.md").read_text(encoding="utf-8")
    rows = [line.split("|") for line in readme.splitlines() if line.startswith("| ") and "playable" in line]
    playable = [entry for entry in GAMES.values() for row in rows if row[1].strip() == entry.name]
    assert len(playable) == len(rows) >= 4, f"README rows without a game in the registry: {rows}"
    for entry in playable:
        assert entry.has_table(), f"{entry.name}: the README calls it playable, but its rules or table are missing"
        assert entry.rules().id == entry.id and entry.knowledge() is not None and entry.table() is not None
