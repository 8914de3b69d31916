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
