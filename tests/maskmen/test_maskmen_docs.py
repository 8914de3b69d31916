"""The Maskmen rules page names a real test for every ruling."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules" / "maskmen.md"


def test_rules_page_has_the_sections_and_every_ruling_names_existing_tests() -> None:
    text = DOC.read_text(encoding="utf-8")
    for heading in ("## Setup", "## A round", "## Following", "## The end of a season",
                    "## The end of the game", "## Rulings"):
        assert heading in text
    rulings = re.split(r"\n(?=\*\*\d+\. )", text.split("## Rulings", 1)[1])[1:]
    assert len(rulings) >= 15
    for number, ruling in enumerate(rulings, start=1):
        assert ruling.startswith(f"**{number}. "), f"ruling {number} is out of order"
        refs = re.findall(r"`(tests/maskmen/[\w/]+\.py)::(\w+)`", ruling)
        assert refs, f"ruling {number} names no test"
        for path, name in refs:
            tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
            names = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
            assert name in names, f"ruling {number}: {path}::{name} does not exist"
