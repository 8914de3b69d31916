"""The menu's words and messages: the subtitle counts only playable games, a toast never covers
the title, the statistics line reads plainly and games among bots alone are not counted."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop import games
from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import NUMBER_WORDS, MenuScene, stats_text, subtitle
from tabletop.scenes.table import TableScene
from tabletop.storage import Storage
from tabletop.ui import theme

from .conftest import click


def test_subtitle_counts_the_playable_games_only(make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.GAMES, "soon", games.GameEntry("soon", "Soon", "2", "Not built yet."))
    app = make_app()
    menu = MenuScene(app)
    playable = [t for t in menu.tiles if t.available]
    assert len(playable) < len(menu.tiles)  # one game is still coming soon
    words = subtitle(len(menu.playable_ids))
    assert words.startswith(f"{NUMBER_WORDS[len(playable)]} small card games")
    assert subtitle(1).startswith("One small card game:")


def test_game_saved_toast_leaves_the_title_and_tiles_clear(make_app: Any, toy_game: Any) -> None:
    for size in ((1280, 720), (1600, 900)):
        app = make_app(size=size)
        menu = MenuScene(app)
        app.push(menu)
        match = new_match("toy", ["human", "random"], seed=3)
        table = TableScene(app, match)
        app.push(table)
        app.step(1 / 60)
        action = match.game.legal_actions(match.state)[0]
        table.play(action)  # one move: leaving saves the game and says so
        click(app, table.menu_button.rect.center)
        assert app.top is menu and any("Game saved" in t for t in app.toasts.texts())
        surface = pygame.Surface(size)
        menu.draw(surface)
        drawn = app.toasts.draw(surface, menu.toast_area(size))
        s = theme.Scale.for_size(size)
        title_bottom = s(118) + s.font("label").get_linesize()
        assert drawn
        for rect in drawn:
            assert rect.top > title_bottom
            assert surface.get_rect().contains(rect)
            assert not any(rect.colliderect(t.rect) for t in menu.tiles)
            assert not any(rect.colliderect(b.rect) for b in menu.buttons)


def test_statistics_line_reads_plainly() -> None:
    assert stats_text({}) == ""
    line = stats_text({"played": 3, "people_won": 1, "kinds": {"human": {"played": 3, "won": 1}}})
    assert line == "3 games played · 1 won by a person"
    # a file from before people_won was kept: the people's wins, never more than the games
    assert stats_text({"played": 1, "kinds": {"human": {"played": 2, "won": 2}}}) == "1 game played · 1 won by a person"


def test_people_won_counts_a_game_once_however_many_people_won(home: Any) -> None:
    st = Storage()
    st.record_game("meh", ["human", "human", "hard", "hard"], [0, 1])
    stats = st.record_game("meh", ["human", "hard"], [1])
    assert stats["meh"]["played"] == 2 and stats["meh"]["people_won"] == 1


def test_a_game_among_bots_alone_is_counted_apart(make_app: Any, toy_game: Any) -> None:
    app = make_app()
    match = new_match("toy", ["random", "random"], seed=5)
    table = TableScene(app, match, pace=False)
    app.push(table)
    for _ in range(600):
        if table.finished:
            break
        app.step(1 / 60)
    assert table.finished
    stats = app.storage.load_stats()
    assert set(stats["toy"]) == {"bots"} and stats["toy"]["bots"]["played"] == 1
    assert stats_text(stats["toy"]) == ""  # the menu tells the people's games only
