"""Seat setup remembers, per game, the seat count, names, levels and options between runs; a
damaged setups file is refused like every other file."""

from __future__ import annotations

import json
from typing import Any

import pygame

from tabletop.scenes.menu import MenuScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tabletop.scenes.table import TableScene
from tabletop.storage import Settings, Storage

from .conftest import click, key


def _setup(app: Any, game_id: str) -> SeatSetupScene:
    app.push(MenuScene(app))
    scene = SeatSetupScene(app, game_id)
    app.push(scene)
    app.step(1 / 60)
    return scene


def _type_name(app: Any, scene: SeatSetupScene, seat: int, name: str) -> None:
    field = scene.rows[seat].name
    click(app, field.rect.center)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=name))
    key(app, pygame.K_TAB)


def test_meh_setup_is_remembered_for_the_next_run(make_app: Any) -> None:
    app = make_app()
    scene = _setup(app, "meh")
    click(app, scene.count.arrow_rects()[1].center)  # 3 seats
    assert len(scene.rows) == 3
    _type_name(app, scene, 0, "Mia")
    click(app, scene.rows[1].kind.arrow_rects()[1].center)  # Normal -> Hard
    army = scene.rows[2].options["armies"]
    click(app, army.arrow_rects()[1].center)
    chosen = scene.remembered()
    click(app, scene.start.rect.center)
    assert isinstance(app.top, TableScene)
    assert app.top.match.seats[0].name == "Mia"

    later = make_app()  # the next run: a new app on the same files
    again = _setup(later, "meh")
    assert again.remembered() == chosen
    assert len(again.rows) == 3 and again.rows[0].name.text == "Mia"
    assert [r.kind.value for r in again.rows] == ["human", "hard", "normal"]
    assert not again.rows[1].auto_name or again.rows[1].name.text  # bots keep their default names
    # other games keep their own setups
    assert _setup(later, "maskmen").count.value == 2


def test_a_remembered_value_this_version_does_not_offer_keeps_its_default(make_app: Any) -> None:
    storage = Storage()
    storage.save_setup("meh", {"players": 2, "seats": [{"kind": "human", "name": "Bo"}, {"kind": "easy"}],
                               "options": {"armies": ["gnomes", "elves"]}})
    scene = _setup(make_app(), "meh")
    assert scene.rows[0].name.text == "Bo" and scene.rows[1].kind.value == "easy"
    armies = [r.options["armies"].value for r in scene.rows]
    assert armies[1] == "elves" and armies[0] != "gnomes" and len(set(armies)) == 2


def test_a_damaged_setups_file_is_refused_once(make_app: Any) -> None:
    path = Storage().setups_path
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"meh": {"players": 2, "seats": [{"kind": "wizard"}]}})
    path.write_text(text)
    app = make_app()
    scene = _setup(app, "meh")
    about = [m for m in app.toasts.texts() if "setups.json" in m]
    assert len(about) == 1 and "meh.seats[0].kind" in about[0]
    assert [r.kind.value for r in scene.rows] == ["human", "normal"]  # the defaults
    kept = list(path.parent.glob("setups.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == text and not path.exists()
    app2 = make_app()
    _setup(app2, "meh")
    assert not [m for m in app2.toasts.texts() if "setups" in m]


def test_new_settings_round_trip_and_refuse_bad_values(home: Any) -> None:
    st = Storage()
    st.save_settings(Settings(ui_scale=1.25, high_contrast=True, seen_how_to_play=["meh", "mindbug"]))
    back = Storage().load_settings()
    assert (back.ui_scale, back.high_contrast, back.seen_how_to_play) == (1.25, True, ["meh", "mindbug"])
    st.settings_path.write_text(json.dumps({"ui_scale": 9, "seen_how_to_play": ["meh"]}))
    assert Storage().load_settings().ui_scale == 1.3  # brought into range
    st.settings_path.write_text(json.dumps({"seen_how_to_play": [3]}))
    fresh = Storage()
    assert fresh.load_settings() == Settings()
    [message] = fresh.take_problems()
    assert "seen_how_to_play[0]" in message
