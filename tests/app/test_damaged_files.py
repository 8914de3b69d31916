"""Damaged user files never crash the app (issue items 1-8).

Each refused file is moved aside once with one message naming the file and
the field, the app goes on with defaults, and its next start is clean.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.storage import Settings, Storage


def start(make_app: Any) -> tuple[Any, MenuScene, list[str]]:
    """A fresh app on its menu, one frame drawn; the messages it showed."""
    app = make_app()
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    return app, menu, app.toasts.texts()


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def kept_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".damaged-*"))


def assert_refused_once(make_app: Any, path: Path, text: str, *words: str) -> list[str]:
    """Start the app with ``path`` holding ``text``: one message with ``words``, the file kept aside,
    and a second start that is clean. Returns the first start's messages."""
    write(path, text)
    _, _, messages = start(make_app)
    about = [m for m in messages if path.name in m]
    assert len(about) == 1, messages
    for word in words:
        assert word in about[0], about[0]
    kept = kept_aside(path)
    assert len(kept) == 1 and kept[0].read_text() == text and kept[0].name in about[0]
    assert not path.exists()
    _, _, again = start(make_app)
    assert again == [] and len(kept_aside(path)) == 1
    return messages


def toy_save(**changes: Any) -> dict[str, Any]:
    data = new_match("toy", ["human", "random"], seed=1).to_json()
    data.update(changes)
    return data


# --- 1, 2: statistics of the wrong type -------------------------------------------------
@pytest.mark.parametrize(("stats", "field"), [
    ({"meh": {"played": "lots"}}, "meh.played"),
    ({"meh": {"played": 1, "kinds": []}}, "meh.kinds"),
    ({"meh": {"played": 1, "kinds": {"random": 3}}}, "meh.kinds.random"),
])
def test_1_statistics_of_the_wrong_type_at_start(make_app: Any, home: Path, stats: Any, field: str) -> None:
    assert_refused_once(make_app, Storage().stats_path, json.dumps(stats), "statistics file", field)


def test_2_statistics_of_the_wrong_type_at_the_end_of_a_game(home: Path) -> None:
    st = Storage()
    write(st.stats_path, json.dumps({"meh": {"played": 1, "kinds": {"random": 3}}}))
    stats = st.record_game("meh", ["human", "random"], [0])
    assert stats["meh"]["played"] == 1 and stats["meh"]["people_won"] == 1
    assert stats["meh"]["kinds"] == {"human": {"played": 1, "won": 1}, "random": {"played": 1, "won": 0}}
    assert Storage().load_stats() == stats
    assert len(kept_aside(st.stats_path)) == 1
    [message] = st.take_problems()
    assert "meh.kinds.random" in message


# --- 3: JSON too deep or numbers too long, in every file ---------------------------------
DEEP = "[" * 100_000 + "]" * 100_000
LONG = '{"volume": ' + "7" * 5000 + "}"


@pytest.mark.parametrize("which", ["settings", "statistics", "autosave"])
@pytest.mark.parametrize("text", [DEEP, LONG], ids=["deep", "long-number"])
def test_3_json_too_deep_or_a_number_too_long(make_app: Any, toy_game: Any, home: Path, which: str, text: str) -> None:
    st = Storage()
    path = {"settings": st.settings_path, "statistics": st.stats_path, "autosave": st.autosave_path("toy")}[which]
    assert_refused_once(make_app, path, text, "not valid JSON")


# --- 4, 5, 6: autosaves the menu must not offer -------------------------------------------
@pytest.mark.parametrize(("old", "new", "field"), [
    ('"seed": 1', '"seed": 1e999', "seed"),
    ('"players": 2', '"players": 1e999', "config.players"),
    ('"team": null', '"team": 1e999', "seats[0].team"),
    ('"kind": "random"', '"kind": "godlike"', "seats[1].kind"),
    ('"name": "Player 1"', '"name": "Player\\u0000 1"', "seats[0].name: expected printable text"),
    (None, "null", "expected an object, found null"),
])
def test_4_5_6_autosaves_that_cannot_be_resumed(make_app: Any, toy_game: Any, home: Path,
                                                old: str | None, new: str, field: str) -> None:
    good = json.dumps(toy_save())
    text = good.replace(old, new, 1) if old is not None else new
    assert text != good
    assert_refused_once(make_app, Storage().autosave_path("toy"), text, "saved game", field)
    _, menu, _ = start(make_app)
    assert menu.unfinished == []


# --- 7: an autosave of a game this version does not know ---------------------------------
def test_7_an_unknown_games_newer_autosave_hides_nothing_and_is_left_alone(
    make_app: Any, toy_game: Any, home: Path
) -> None:
    st = Storage()
    st.write_autosave("toy", toy_save())
    os.utime(st.autosave_path("toy"), (1000, 1000))
    future = st.autosave_path("from-a-newer-version")
    write(future, json.dumps({"format": 9, "game": "from-a-newer-version"}))
    _, menu, messages = start(make_app)
    assert [e.save.game_id for e in menu.unfinished] == ["toy"] and messages == []
    assert future.exists() and kept_aside(future) == []


# --- 8: temporary files of a crashed write -----------------------------------------------
def test_8_temp_files_left_by_a_crash_are_swept_at_start(home: Path) -> None:
    st = Storage()
    st.save_settings(Settings())
    stale = st.config_dir / ".settings.json.abc123.tmp"
    fresh = st.config_dir / ".settings.json.def456.tmp"  # another copy of the app writing right now
    write(stale, '{"vol')
    write(fresh, '{"vol')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    Storage()
    assert not stale.exists() and fresh.exists() and st.settings_path.exists()
