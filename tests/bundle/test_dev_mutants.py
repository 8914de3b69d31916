"""dev.py's mutation testing: what is mutated by default, with which tests, the sample and the scores."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

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
    assert all((dev.ROOT / t.partition("::")[0]).exists() for t in tests)
    assert not any(dev.draws(dev.ROOT / t) for t in tests if "::" not in t)
    assert "tests/mythomakya/test_battle_app.py" not in tests  # it runs the app
    assert not any(word in t for t in tests for word in ("random_play", "table", "_ai"))


def test_the_mutmut_section_names_the_paths_and_the_tests(dev: ModuleType) -> None:
    lines = dev.mutmut_config(["tabletop/core", "tabletop/storage.py"]).splitlines()
    assert "[tool.mutmut]" in lines
    values = {key: json.loads(value) for key, _, value in (line.partition(" = ") for line in lines if " = " in line)}
    assert values["only_mutate"] == ["tabletop/core/*.py", "tabletop/storage.py"]
    assert values["pytest_add_cli_args_test_selection"] == dev.fast_tests()
    assert values["source_paths"] == ["tabletop"]


def test_the_sample_generates_mutants_1_21_41_of_each_function_as_a_full_generation_does(
        dev: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("mutmut")  # the dev extra's, not the test extra's
    from mutmut.configuration import reset_config
    from mutmut.mutation import file_mutation

    spec = importlib.util.spec_from_file_location("mutmut_sample", dev.ROOT / "tools" / "mutmut_sample.py")
    assert spec is not None and spec.loader is not None
    sample = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sample)
    source = (dev.ROOT / "tabletop" / "core" / "match.py").read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.mutmut]\nsource_paths = ["tabletop"]\n', encoding="utf-8")
    reset_config()
    try:
        full = file_mutation.mutate_file_contents("tabletop/core/match.py", source)
        monkeypatch.setattr(file_mutation, "function_trampoline_arrangement",
                            sample.sampled_arrangement(file_mutation.function_trampoline_arrangement, 20))
        sampled = file_mutation.mutate_file_contents("tabletop/core/match.py", source)
    finally:
        reset_config()

    def number(name: str) -> int:
        return int(name.rpartition("_")[2])

    def code(generated: Any, name: str) -> list[str]:
        span = generated.line_span_by_function_name[name]
        return generated.code.splitlines()[span.start - 1:span.end]

    chosen = [name for name in full.mutant_names if number(name) % 20 == 1]
    assert list(sampled.mutant_names) == chosen and len(chosen) < len(full.mutant_names) / 10
    assert {number(name) for name in chosen} >= {1, 21, 41}
    for name in chosen:
        assert code(sampled, name) == code(full, name)
    assert sampled.hash_by_function_name == full.hash_by_function_name
    (tmp_path / "sampled_match.py").write_text(sampled.code, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("sampled_match", tmp_path / "sampled_match.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    spec.loader.exec_module(module)  # every sampled mutant is in its function's dict
    assert {key for name, value in vars(module).items() if name.startswith("mutants_")
            for key in value if key != "_mutmut_orig"} == set(chosen)


def test_scores_count_killed_and_timeouts_of_the_mutants_checked(dev: ModuleType) -> None:
    results = {"tabletop.core.match.x_f__mutmut_1": "killed", "tabletop.core.match.x_f__mutmut_2": "survived",
               "tabletop.core.match.x_f__mutmut_3": "timeout", "tabletop.core.match.x_f__mutmut_4": "not checked",
               "tabletop.storage.x\u01c1Storage\u01c1load__mutmut_1": "no tests"}
    lines = dev.score_table(results)
    match = next(line for line in lines if line.startswith("tabletop.core.match"))
    assert match.split()[1:] == ["2", "3", "1", "0", "67%"]
    storage = next(line for line in lines if line.startswith("tabletop.storage"))
    assert storage.split()[1:] == ["0", "1", "0", "1", "0%"]
