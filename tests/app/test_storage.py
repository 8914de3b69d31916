"""Storage: atomic writes, damaged files moved aside and reported, defaults after damage."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.schema import Refused
from tabletop.storage import Settings, Storage

SAVE = {"format": 1, "game": "meh", "config": {"players": 2}, "seed": 1,
        "seats": [{"name": "Ann"}, {"name": "Bob", "kind": "hard"}], "actions": []}


def test_home_env_overrides_folders(home: Path) -> None:
    st = Storage()
    assert st.config_dir == home / "config"
    assert st.data_dir == home / "data"


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    path = tmp_path / "x" / "f.json"
    storage.atomic_write_json(path, {"a": 1})
    storage.atomic_write_json(path, {"a": 2})
    assert json.loads(path.read_text()) == {"a": 2}
    assert [p.name for p in path.parent.iterdir()] == ["f.json"]


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="permission bits are POSIX")
def test_atomic_write_keeps_a_files_permissions_and_gives_a_new_file_the_usual_ones(tmp_path: Path) -> None:
    """A rewrite goes through a private temp file (0o600); the file it replaces must not
    become private by it (a kept results file in a shared folder), nor a new file be made so."""
    new = tmp_path / "new.json"
    storage.atomic_write_json(new, {"a": 1})
    assert new.stat().st_mode & 0o777 == storage.NEW_FILE_PERMISSIONS
    assert storage.NEW_FILE_PERMISSIONS & 0o600 == 0o600  # the owner can always read and write it
    shared = tmp_path / "shared.json"
    shared.write_text("{}")
    shared.chmod(0o664)
    storage.atomic_write_json(shared, {"a": 2})
    assert shared.stat().st_mode & 0o777 == 0o664
    assert json.loads(shared.read_text()) == {"a": 2}


def test_atomic_write_renames_from_beside_the_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The temp file is made in the target's own folder (so on its file system: the rename is atomic),
    never in the system temp folder, and under the name the clean-up after a crash looks for."""
    elsewhere = tmp_path / "system-temp"
    elsewhere.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(elsewhere))  # where a temp file lands when no folder is given
    renames: list[tuple[Path, Path, bool]] = []
    real_replace = os.replace

    def spy(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        source, target = Path(src), Path(dst)
        renames.append((source, target, os.stat(source).st_dev == os.stat(target.parent).st_dev))
        real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", spy)
    path = tmp_path / "data" / "saves" / "autosave-meh.json"
    storage.atomic_write_json(path, {"a": 1})
    assert len(renames) == 1
    source, target, same_device = renames[0]
    assert target == path and source.parent == path.parent and same_device
    assert source.name.startswith(f".{path.name}.") and source.name.endswith(storage.TEMP_SUFFIX)
    assert list(elsewhere.iterdir()) == []


def test_failed_write_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "f.json"
    storage.atomic_write_json(path, {"old": True})

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        storage.atomic_write_json(path, {"old": False})
    monkeypatch.undo()
    assert json.loads(path.read_text()) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_settings_round_trip(home: Path) -> None:
    st = Storage()
    st.save_settings(Settings(volume=0.25, muted=True, ai_pace=1.5, casual_undo=True))
    again = Storage().load_settings()
    assert (again.volume, again.muted, again.ai_pace, again.casual_undo) == (0.25, True, 1.5, True)


def test_settings_numbers_are_brought_into_their_limits_and_unknown_keys_ignored() -> None:
    s = Settings.from_json({"volume": 7, "animation_speed": -1, "unknown": 3})
    assert s.volume == 1.0
    assert s.animation_speed == storage.SETTING_LIMITS["animation_speed"][0]
    assert s.muted is Settings().muted


def test_a_setting_of_the_wrong_type_is_refused_naming_the_field() -> None:
    with pytest.raises(Refused, match="muted: expected true or false"):
        Settings.from_json({"muted": "yes"})


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", "\xff\xfe"])
def test_damaged_settings_moved_aside_and_reported(home: Path, text: str) -> None:
    st = Storage()
    st.settings_path.parent.mkdir(parents=True)
    st.settings_path.write_bytes(text.encode("latin-1"))
    settings = st.load_settings()
    assert settings == Settings()
    assert not st.settings_path.exists()
    kept = list(st.config_dir.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == text.encode("latin-1")
    problems = st.take_problems()
    assert len(problems) == 1 and "settings file could not be read" in problems[0] and kept[0].name in problems[0]
    assert st.take_problems() == []


def test_damaged_autosave_moved_aside(home: Path) -> None:
    st = Storage()
    st.write_autosave("meh", SAVE)
    assert [a.game_id for a in st.autosaves(["meh"])] == ["meh"]
    st.autosave_path("meh").write_text("{{{")
    assert st.read_autosave("meh") is None
    assert st.autosaves(["meh"]) == []
    assert len(list(st.saves_dir.glob("autosave-meh.json.damaged-*"))) == 1
    assert st.problems


def test_two_damaged_copies_do_not_overwrite_each_other(home: Path) -> None:
    st = Storage()
    for text in ("bad one", "bad two"):
        st.autosave_path("meh").parent.mkdir(parents=True, exist_ok=True)
        st.autosave_path("meh").write_text(text)
        st.read_autosave("meh")
    kept = sorted(p.read_text() for p in st.saves_dir.glob("*.damaged-*"))
    assert kept == ["bad one", "bad two"]


def test_autosaves_are_listed_most_recent_first(home: Path) -> None:
    st = Storage()
    st.write_autosave("meh", dict(SAVE, game="meh"))
    st.write_autosave("maskmen", dict(SAVE, game="maskmen"))
    os.utime(st.autosave_path("meh"), (1000, 1000))
    assert [a.game_id for a in st.autosaves(["meh", "maskmen"])] == ["maskmen", "meh"]
    st.delete_autosave("maskmen")
    st.delete_autosave("maskmen")  # deleting twice is fine
    assert [a.game_id for a in st.autosaves(["meh", "maskmen"])] == ["meh"]


def test_statistics_count_games_and_wins_per_kind(home: Path) -> None:
    st = Storage()
    st.record_game("meh", ["human", "hard"], [1])
    stats = st.record_game("meh", ["human", "hard"], [0, 1])
    assert stats["meh"]["played"] == 2
    assert stats["meh"]["kinds"]["human"] == {"played": 2, "won": 1}
    assert stats["meh"]["kinds"]["hard"] == {"played": 2, "won": 2}
    assert Storage().load_stats() == stats


def test_damaged_statistics_start_over(home: Path) -> None:
    st = Storage()
    st.stats_path.parent.mkdir(parents=True)
    st.stats_path.write_text('{"meh": 3}')
    stats = st.record_game("meh", ["human"], [0])
    assert stats["meh"]["played"] == 1
    assert len(list(st.data_dir.glob("statistics.json.damaged-*"))) == 1


def test_a_games_own_file_kind_joins_the_loader(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.schema import Integer, ListOf, Record, Text

    monkeypatch.setattr(storage, "FILE_KINDS", dict(storage.FILE_KINDS))
    ladder = storage.register_file_kind(storage.FileKind(
        "maskmen-ladder", "ladder file", Record(required={"names": ListOf(Text(20)), "best": Integer(0, 99)})))
    assert storage.FILE_KINDS["maskmen-ladder"] is ladder
    with pytest.raises(ValueError):
        storage.register_file_kind(storage.FileKind("maskmen-ladder", "other", Record()))
    st = Storage()
    path = st.data_dir / "maskmen-ladder.json"
    st.write(path, {"names": ["Ann"], "best": 7})
    assert st.load(path, ladder) == {"names": ["Ann"], "best": 7}
    st.write(path, {"names": ["Ann", 3], "best": 7})
    assert st.load(path, ladder) is None
    [message] = st.take_problems()
    assert "ladder file" in message and "names[1]" in message and "damaged" in message
