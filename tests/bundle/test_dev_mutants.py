"""dev.py's mutation testing: what is mutated by default, with which tests, the sample and the scores."""

from __future__ import annotations

import json
from types import ModuleType

import pytest


def test_the_default_set_is_core_storage_and_every_games_rules_modules(dev: ModuleType) -> None:
    mutated = dev.default_mutated()
    assert mutated[:2] == ["tabletop/core/*.py", "tabletop/storage.py"]
    games = sorted(p.parent.name for p in (dev.ROOT / "tabletop" / "games").glob("*/rules.py"))
    for game in games:
        assert f"tabletop/games/{game}/rules.py" in mutated
    # a game whose rules are split: the modules rules.py imports, not its card data or its words
    assert "tabletop/games/mindbug/effects.py" in mutated and "tabletop/games/mindbug/board.py" in mutated
    assert not any(m.endswith(("/cards.py", "/labels.py", "/scene.py", "/ai.py")) for m in mutated)
    for module in mutated[2:]:
        assert "pygame" not in (dev.ROOT / module).read_text(encoding="utf-8")


def test_the_fast_tests_leave_out_random_play_bots_and_tables(dev: ModuleType) -> None:
    tests = dev.fast_tests()
    assert "tests/test_strict_undo_all_games.py" in tests and "tests/meh/test_rules.py" in tests
    assert all((dev.ROOT / t).exists() for t in tests)
    assert not any(word in t for t in tests for word in ("random_play", "table", "_ai"))


def test_the_mutmut_section_names_the_paths_and_the_tests(dev: ModuleType) -> None:
    lines = dev.mutmut_config(["tabletop/core", "tabletop/storage.py"]).splitlines()
    assert "[tool.mutmut]" in lines
    values = {key: json.loads(value) for key, _, value in (line.partition(" = ") for line in lines if " = " in line)}
    assert values["only_mutate"] == ["tabletop/core/*.py", "tabletop/storage.py"]
    assert values["pytest_add_cli_args_test_selection"] == dev.fast_tests()
    assert values["source_paths"] == ["tabletop"]


def test_the_sample_takes_mutants_1_21_41_of_each_function(dev: ModuleType) -> None:
    import fnmatch

    globs = dev.sample_globs(20)
    numbers = [n for n in range(1, 400) if any(fnmatch.fnmatchcase(f"m.x_f__mutmut_{n}", g) for g in globs)]
    assert numbers == list(range(1, 400, 20))
    assert [n for n in range(1, 60) if any(fnmatch.fnmatchcase(f"m.x_f__mutmut_{n}", g) for g in dev.sample_globs(10))] \
        == list(range(1, 60, 10))
    with pytest.raises(ValueError, match="divisor of 100"):
        dev.sample_globs(30)


def test_scores_count_killed_and_timeouts_of_the_mutants_checked(dev: ModuleType) -> None:
    results = {"tabletop.core.match.x_f__mutmut_1": "killed", "tabletop.core.match.x_f__mutmut_2": "survived",
               "tabletop.core.match.x_f__mutmut_3": "timeout", "tabletop.core.match.x_f__mutmut_4": "not checked",
               "tabletop.storage.x\u01c1Storage\u01c1load__mutmut_1": "no tests"}
    lines = dev.score_table(results)
    match = next(line for line in lines if line.startswith("tabletop.core.match"))
    assert match.split()[1:] == ["2", "3", "1", "0", "67%"]
    storage = next(line for line in lines if line.startswith("tabletop.storage"))
    assert storage.split()[1:] == ["0", "1", "0", "1", "0%"]
