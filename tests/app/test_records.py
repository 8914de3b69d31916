"""Finished games kept as records: written at the end of a game, capped oldest first, read
through the checking loader (damaged ones kept aside), exported and imported as files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabletop.core.match import Match
from tabletop.records import GAME_RECORD, RECORD_EXTRAS, RecordStore, make_record
from tabletop.scenes.matches import new_match
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage

from . import toy


def finished_toy(seed: int = 3, kinds: tuple[str, ...] = ("human", "random")) -> Match[Any]:
    """A toy match played to its end, each seat playing its lowest card."""
    match = new_match("toy", list(kinds), seed=seed)
    while not match.is_over():
        match.play(match.game.legal_actions(match.state)[0])
    return match


def toy_record(seed: int = 3, finished: float = 1_700_000_000.0, **extras: Any) -> dict[str, Any]:
    match = finished_toy(seed)
    return make_record(match, match.game.result(match.state), finished=finished, extras=extras)


def seed_of(store: RecordStore, entry: Any) -> int:
    data = store.read(entry)
    assert data is not None
    return int(data["seed"])


def test_a_record_holds_the_save_and_what_the_list_shows(home: Path, toy_game: Any) -> None:
    match = finished_toy()
    match.count_hint(0)
    match.count_hint(0)
    record = make_record(match, match.game.result(match.state), finished=1_700_000_000.0)
    assert {k: record[k] for k in match.to_json()} == match.to_json()
    assert record["winners"] == list(match.game.result(match.state).winners)
    assert record["finished"] == 1_700_000_000.0 and record["hints"] == [2, 0]
    store = RecordStore(Storage())
    path = store.keep(record)
    [entry] = store.entries()
    assert entry.path == path and store.read(entry) == record
    assert entry.moves == 6 and entry.seats == [("Player 1", "human"), ("Ada", "random")]
    assert entry.with_people and entry.winners == record["winners"]


def test_unknown_keys_are_dropped_and_registered_extras_kept(home: Path, toy_game: Any,
                                                            monkeypatch: Any) -> None:
    from tabletop.schema import Integer

    monkeypatch.setitem(RECORD_EXTRAS, "undos", Integer(0))
    record = toy_record(undos=3, newer_feature={"x": 1})
    checked = GAME_RECORD.schema.check(record)
    assert checked["undos"] == 3 and "newer_feature" not in checked


def test_the_oldest_records_go_beyond_the_cap(home: Path, toy_game: Any) -> None:
    store = RecordStore(Storage())
    for day in range(6):
        store.keep(toy_record(seed=day, finished=1_700_000_000.0 + day * 86_400), kept=4)
    entries = store.entries()
    assert [seed_of(store, e) for e in entries] == [5, 4, 3, 2]  # newest first, the two oldest gone
    assert store.trim(2) and [seed_of(store, e) for e in store.entries()] == [5, 4]


def test_a_damaged_record_is_kept_aside_with_one_message(home: Path, toy_game: Any) -> None:
    storage = Storage()
    store = RecordStore(storage)
    good = store.keep(toy_record(seed=1))
    bad = store.folder / "20200101-000000-toy-1.json"
    bad.write_text(json.dumps({**toy_record(seed=2), "winners": "everyone"}))
    assert [e.path for e in store.entries()] == [good]
    [message] = storage.take_problems()
    assert "winners" in message and bad.name in message
    assert not bad.exists() and len(list(store.folder.glob(bad.name + ".damaged-*"))) == 1
    assert [e.path for e in RecordStore(Storage()).entries()] == [good]


def test_export_then_import_gives_the_same_game(home: Path, toy_game: Any, tmp_path: Path) -> None:
    store = RecordStore(Storage())
    store.keep(toy_record(seed=4))
    [entry] = store.entries()
    exported = store.export(entry, tmp_path / "shared")
    assert exported.name.endswith(".tabletop.json")
    friend = RecordStore(Storage(tmp_path / "friend" / "config", tmp_path / "friend" / "data"))
    assert friend.import_file(exported, ["toy"]) is not None
    [theirs] = friend.entries()
    assert theirs.imported and not entry.imported
    data = friend.read(theirs)
    assert data is not None and data.pop("imported") is True and data == store.read(entry)


def test_import_refuses_what_is_not_a_game_it_knows(home: Path, toy_game: Any) -> None:
    storage = Storage()
    store = RecordStore(storage)
    store.imports_folder.mkdir(parents=True)
    (store.imports_folder / "nonsense.json").write_text("[1, 2")
    (store.imports_folder / "other.json").write_text(json.dumps({**toy_record(), "game": "chess"}))
    (store.imports_folder / "good.json").write_text(json.dumps(toy_record()))
    assert store.import_folder(["toy"]) == (1, 2)
    problems = storage.take_problems()
    assert any("nonsense.json" in p for p in problems) and any("'chess'" in p for p in problems)
    assert len(store.entries()) == 1
    assert sorted(p.name.split(".damaged-")[0] for p in store.imports_folder.iterdir()) == [
        "nonsense.json", "other.json"]


def test_a_finished_game_is_kept_and_survives_a_restart(make_app: Any, toy_game: Any, home: Path) -> None:
    app = make_app()
    match = new_match("toy", ["random", "random"], seed=8)
    table = TableScene(app, match, pace=False)
    app.push(table)
    for _ in range(600):
        if table.finished:
            break
        app.step(1 / 60)
    assert table.finished
    app.close()
    store = RecordStore(Storage())  # a new start over the same folders
    [entry] = store.entries()
    data = store.read(entry)
    assert data is not None and data["actions"] == [a.to_json() for a in match.actions]
    assert entry.winners == list(match.game.result(match.state).winners)
    assert Match.from_json(toy.GAME, data).is_over()


def test_an_imported_game_whose_moves_do_not_replay_is_refused(home: Path, toy_game: Any) -> None:
    storage = Storage()
    store = RecordStore(storage)
    store.imports_folder.mkdir(parents=True)
    record = toy_record()
    record["actions"][2]["args"] = [42]
    (store.imports_folder / "cheat.json").write_text(json.dumps(record))
    assert store.import_folder(["toy"]) == (0, 1)
    [message] = storage.take_problems()
    assert "action 3 cannot be replayed" in message and store.entries() == []
    assert [p.name.split(".damaged-")[0] for p in store.imports_folder.iterdir()] == ["cheat.json"]


def test_the_list_reads_a_record_again_only_when_it_changed(home: Path, toy_game: Any,
                                                             monkeypatch: Any) -> None:
    storage = Storage()
    store = RecordStore(storage)
    paths = [store.keep(toy_record(seed=s, finished=1_700_000_000.0 + s)) for s in range(3)]
    store.entries()
    reads: list[Path] = []
    real_load = storage.load
    monkeypatch.setattr(storage, "load", lambda path, kind: reads.append(path) or real_load(path, kind))
    assert len(store.entries()) == 3 and reads == []
    paths[1].write_text(json.dumps(toy_record(seed=7, finished=1_700_000_001.0)) + " ")
    [_, changed, _] = store.entries()
    assert reads == [paths[1]] and changed.moves == 6


def test_the_list_counts_the_moves_and_reading_whole_checks_them(home: Path, toy_game: Any) -> None:
    storage = Storage()
    store = RecordStore(storage)
    record = toy_record()
    record["actions"][1] = {"kind": 5}
    path = store.folder / "20240101-000000-toy-1.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(record))
    [entry] = store.entries()
    assert entry.moves == 6 and storage.take_problems() == []
    assert store.read(entry) is None
    [message] = storage.take_problems()
    assert "actions[1].kind" in message and not path.exists()
