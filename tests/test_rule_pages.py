"""Every game's rules page (docs/rules/<game>.md): its sections, and a numbered list of rulings that
each name tests that exist."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted((ROOT / "docs" / "rules").glob("*.md"))


@dataclass(frozen=True)
class Page:
    """What one game's page must hold: these section headings and at least ``rulings`` rulings."""

    headings: tuple[str, ...]
    rulings: int


EXPECTED = {
    "meh": Page(("## Setup", "## A turn", "## End", "## Scoring", "## Rulings"), rulings=10),
    "maskmen": Page(("## Setup", "## A round", "## Following", "## The end of a season", "## The end of the game",
                     "## Rulings"), rulings=15),
    "mindbug": Page(("## Rulings",), rulings=25),
    "mathenyism": Page(("## The cards", "## Setup", "## A turn", "## Combat", "## Alliances", "## Trading", "## The end",
                        "## Rulings"), rulings=19),
    "mythomakya": Page(("## The cards", "## Setup", "## A round", "## The end", "## A series", "## Rulings"), rulings=12),
}
DEFAULT = Page(("## Rulings",), rulings=1)
"""A new game's page, until it says more."""


def _test_names(path: Path) -> set[str]:
    """The test functions defined at the top of a test module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}


def test_the_games_with_rulings_have_their_pages() -> None:
    assert set(EXPECTED) <= {page.stem for page in PAGES}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_rules_page_has_the_sections_and_every_ruling_names_existing_tests(page: Path) -> None:
    game = page.stem
    expected = EXPECTED.get(game, DEFAULT)
    text = page.read_text(encoding="utf-8")
    for heading in expected.headings:
        assert heading in text, f"{game}: no {heading!r}"
    rulings = re.split(r"\n(?=\*\*\d+\. )", text.split("## Rulings", 1)[1])[1:]
    assert len(rulings) >= expected.rulings
    for number, ruling in enumerate(rulings, start=1):
        assert ruling.startswith(f"**{number}. "), f"{game}: ruling {number} is out of order"
        refs = re.findall(rf"`(tests/{game}/[\w/]+\.py)::(\w+)`", ruling)
        assert refs, f"{game}: ruling {number} names no test"
        for path, name in refs:
            assert name in _test_names(ROOT / path), f"{game}: ruling {number}: {path}::{name} does not exist"
