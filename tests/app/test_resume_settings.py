"""Resume with a damaged autosave, damaged settings at start-up, settings that persist."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.settings import SettingsScene
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage
from tabletop.ui.theme import Scale

from .conftest import click


def _menu(app: Any) -> MenuScene:
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    return menu


def _write_autosave(st: Storage, content: str) -> None:
    st.autosave_path("toy").parent.mkdir(parents=True, exist_ok=True)
    st.autosave_path("toy").write_text(content)


def _assert_kept_aside(st: Storage, content: str) -> None:
    kept = list(st.saves_dir.glob("autosave-toy.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    assert not st.autosave_path("toy").exists()


def test_unreadable_autosave_is_never_offered(make_app: Any, toy_game: Any, home: Path) -> None:
    st = Storage()
    _write_autosave(st, "{ this is not json")
    app = make_app()
    menu = _menu(app)
    assert menu.unfinished == []
    assert any("saved game could not be read" in t and "not valid JSON" in t for t in app.toasts.texts())
    _assert_kept_aside(st, "{ this is not json")


def test_resume_an_autosave_that_cannot_be_replayed(make_app: Any, toy_game: Any, home: Path) -> None:
    st = Storage()
    data = new_match("toy", ["human", "random"], seed=1).to_json()
    data["actions"] = [{"kind": "play", "args": [42]}]
    content = json.dumps(data)
    _write_autosave(st, content)
    app = make_app()
    menu = _menu(app)
    assert [e.save.game_id for e in menu.unfinished] == ["toy"]
    click(app, menu.unfinished[0].button.rect.center)
    assert app.top is menu  # no table, no crash
    assert any("saved game could not be read" in t and "cannot be replayed" in t for t in app.toasts.texts())
    _assert_kept_aside(st, content)
    assert menu.unfinished == []
    app.step(1 / 60)  # still draws


def test_resume_restores_the_game(make_app: Any, toy_game: Any, home: Path) -> None:
    match = new_match("toy", ["human", "random"], names=["Zoe", "Ada"], seed=3)
    match.play(match.game.legal_actions(match.state)[1])
    Storage().write_autosave("toy", match.to_json())
    app = make_app()
    menu = _menu(app)
    click(app, menu.unfinished[0].button.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.actions == match.actions and table.names == ["Zoe", "Ada"]


def test_damaged_settings_at_start_are_reported_and_app_goes_on(make_app: Any, home: Path) -> None:
    st = Storage()
    st.settings_path.parent.mkdir(parents=True)
    st.settings_path.write_text("volume = loud")
    app = make_app()
    assert app.settings.volume == pytest.approx(0.7)
    assert any("settings file could not be read" in t for t in app.toasts.texts())
    assert list(st.config_dir.glob("settings.json.damaged-*"))
    _menu(app)  # draws fine


def test_settings_scene_changes_persist(make_app: Any, home: Path) -> None:
    app = make_app()
    _menu(app)
    scene = SettingsScene(app)
    app.push(scene)
    app.step(1 / 60)
    click(app, scene.mute.rect.center)
    click(app, scene.undo.rect.center)
    track = scene.volume.track_rect(Scale.for_size(app.screen.get_size()))
    pos = (track.x + track.w // 4, track.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)
    assert app.settings.muted and app.settings.casual_undo
    assert app.settings.volume == pytest.approx(0.25, abs=0.05)
    assert app.sound.muted
    click(app, scene.back.rect.center)
    assert isinstance(app.top, MenuScene)
    again = Storage().load_settings()
    assert again.muted and again.casual_undo and again.volume == pytest.approx(app.settings.volume)
    second = make_app()
    assert second.settings.muted and second.sound.muted


def test_fullscreen_setting_toggles_and_persists(make_app: Any, home: Path) -> None:
    app = make_app()
    _menu(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert app.fullscreen and Storage().load_settings().fullscreen
    app.set_fullscreen(False)
    assert not app.fullscreen and not Storage().load_settings().fullscreen


def test_window_never_smaller_than_minimum(make_app: Any, home: Path) -> None:
    app = make_app()
    _menu(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(500, 300), w=500, h=300))
    app.step(1 / 60)
    w, h = app.screen.get_size()
    assert w >= 960 and h >= 600


def test_fullscreen_switch_follows_f11_while_settings_are_open(make_app: Any, home: Path) -> None:
    app = make_app()
    _menu(app)
    scene = SettingsScene(app)
    app.push(scene)
    app.step(1 / 60)
    click(app, scene.fullscreen.rect.center)
    assert app.fullscreen and scene.fullscreen.value
    for expected in (False, True, False):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
        app.step(1 / 60)
        assert app.fullscreen is expected
        assert scene.fullscreen.value is expected, "the switch shows a stale value after F11"
    click(app, scene.fullscreen.rect.center)  # the switch acts on what it shows: Off -> On
    assert app.fullscreen and Storage().load_settings().fullscreen


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1600, 900)])
def test_slider_values_never_touch_their_knob(make_app: Any, home: Path, size: tuple[int, int]) -> None:
    app = make_app()
    app.screen = pygame.display.set_mode(size)
    _menu(app)
    scene = SettingsScene(app)
    app.push(scene)
    gap = Scale.for_size(size)(8)
    for slider in (scene.volume, scene.speed, scene.pace):
        for value in (slider.low, slider.high):
            slider.value = value
            app.step(1 / 60)
            assert slider.value_rect.right + gap <= slider.knob_rect.left, (slider.label, slider.fmt(value))
