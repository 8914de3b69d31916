"""Property-based fuzzing of every kind of file the app reads.

Any bytes, any JSON, and valid files with any field replaced by any JSON
value go into the file; the app then starts (settings, menu, statistics,
every unfinished game resumed). Checked: no exception escapes; a refused
file is kept aside byte for byte with one message naming it; an accepted one
stays; and the next start is clean. ``CASES`` counts the cases run per kind.
"""

from __future__ import annotations

import copy
import json
import random
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import records  # noqa: F401 - registers the game-record file kind
from tabletop.core.match import Match
from tabletop.scenes import menu as menu_module
from tabletop.scenes.base import Scene
from tabletop.scenes.matches import new_match
from tabletop.storage import FILE_KINDS, Settings, Storage

EXAMPLES = 60
CASES: Counter[str] = Counter()

SCALARS = (
    st.none() | st.booleans() | st.integers() | st.integers(-(2**80), 2**80) | st.floats()
    | st.text(max_size=12) | st.sampled_from(["human", "random", "godlike", "meh", "play", "", "1e999"])
)
JSON = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _saved_game(game_id: str, kinds: list[str], moves: int) -> dict[str, Any]:
    match: Match[Any] = new_match(game_id, kinds, seed=7)
    rng = random.Random(7)
    for _ in range(moves):
        if match.is_over():
            break
        match.play(rng.choice(match.game.legal_actions(match.state)))
    return json.loads(json.dumps(match.to_json()))


#: Valid files of each kind, which the fuzz then damages field by field.
VALID: dict[str, list[Any]] = {
    "settings": [Settings(volume=0.3, muted=True).to_json()],
    "statistics": [{"meh": {"played": 3, "kinds": {"human": {"played": 3, "won": 1}, "hard": {"played": 3}}},
                    "mindbug": {"played": 1}}],
    "saved-game": [
        _saved_game("meh", ["human", "hard", "easy"], 9),
        _saved_game("maskmen", ["human", "random"], 12),
        _saved_game("mindbug", ["human", "easy", "random", "normal"], 15),
    ],
}


def _replace_somewhere(draw: Any, value: Any) -> Any:
    """``value`` with one field, at any depth, replaced by any JSON, deleted, or added."""
    children = list(value.items()) if isinstance(value, dict) else list(enumerate(value)) \
        if isinstance(value, list) else []
    if not children or draw(st.integers(0, 3)) == 0:
        return draw(JSON)
    key, child = draw(st.sampled_from(children))
    choice = draw(st.integers(0, 5))
    if choice == 0 and isinstance(value, dict):
        del value[key]
    elif choice == 1 and isinstance(value, dict):
        value[draw(st.text(max_size=8))] = draw(JSON)
    else:
        value[key] = _replace_somewhere(draw, child)
    return value


@st.composite
def damaged(draw: Any, kind: str) -> Any:
    doc = copy.deepcopy(draw(st.sampled_from(VALID[kind])))
    for _ in range(draw(st.integers(1, 3))):
        doc = _replace_somewhere(draw, doc)
    return doc


def contents(kind: str) -> st.SearchStrategy[bytes]:
    """What a file of ``kind`` might hold: a damaged valid file, any JSON, or any bytes."""
    as_json = st.one_of(damaged(kind), damaged(kind), JSON).map(lambda v: json.dumps(v).encode())
    return st.one_of(as_json, st.binary(max_size=40), st.sampled_from([b"[" * 50_000, b"1" * 5000, b""]))


class StubTable(Scene):
    """Stands for the table: resuming a save ends at a match that replayed."""

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app)
        self.match = match


@pytest.fixture
def stub_table(monkeypatch: pytest.MonkeyPatch) -> None:
    import tabletop.scenes.table as table_module

    monkeypatch.setattr(table_module, "TableScene", StubTable)


def start_app(home: Path) -> list[str]:
    """Start the app as a player would (settings, menu, statistics) and resume every unfinished game.

    Returns the messages it showed.
    """
    from tabletop.app import App

    app = App(storage=Storage(home / "config", home / "data"))
    try:
        menu = menu_module.MenuScene(app)
        app.push(menu)
        for entry in list(menu.unfinished):
            menu.resume_game(entry.save.game_id)
            if isinstance(app.top, StubTable):
                assert not app.top.match.is_over()
                app.pop()
        app.step(1 / 60)
        return app.toasts.texts()
    finally:
        app.close()


def where(kind: str, storage: Storage, data: bytes) -> Path:
    if kind == "settings":
        return storage.settings_path
    if kind == "statistics":
        return storage.stats_path
    if kind == "saved-game":
        try:
            game = json.loads(data).get("game")
        except (ValueError, AttributeError, RecursionError):
            game = None
        return storage.autosave_path(game if game in ("meh", "maskmen", "mindbug") else "meh")
    return storage.data_dir / f"{kind}.json"  # a kind a game registered: its own file


def files_in(home: Path) -> Iterator[Path]:
    return (p for p in home.rglob("*") if p.is_file())


def check_one_start(kind: str, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        storage = Storage(home / "config", home / "data")
        path = where(kind, storage, data)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        if kind in ("settings", "statistics", "saved-game"):
            messages = start_app(home)
        else:
            storage.load(path, FILE_KINDS[kind])
            messages = storage.take_problems()
        kept = list(path.parent.glob(path.name + ".damaged-*"))
        about = [m for m in messages if path.name in m]
        if kept:
            assert len(kept) == 1 and kept[0].read_bytes() == data and not path.exists()
            assert len(about) == 1 and kept[0].name in about[0], messages
        else:
            assert about == [], messages
            resumed_and_finished = kind == "saved-game" and not path.exists()
            assert path.read_bytes() == data or resumed_and_finished
        before = sorted(files_in(home))
        again = start_app(home) if kind in ("settings", "statistics", "saved-game") else []
        assert again == [] and sorted(files_in(home)) == before, again


@pytest.mark.parametrize("kind", sorted(FILE_KINDS))
def test_fuzz_every_file_kind(kind: str, stub_table: None) -> None:
    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(data=contents(kind) if kind in VALID else st.one_of(JSON.map(lambda v: json.dumps(v).encode()),
                                                                 st.binary(max_size=40)))
    def one_case(data: bytes) -> None:
        CASES[kind] += 1
        check_one_start(kind, data)

    one_case()
    assert CASES[kind] >= EXAMPLES
