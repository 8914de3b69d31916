"""The end of a game as a player meets it on every table: the top bar names the winners as the game
does (a team wins, a tie is shared), the table's status line gives the result instead of repeating
"The game is over" that its middle already says, and the log says the result once."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from tabletop.commands.frames import last_move_match
from tabletop.games.mythomakya import drawing
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.table import TableScene
from tabletop.ui import theme

FINAL_TABLES = [("meh", 2, None), ("maskmen", 4, None), ("mindbug", 2, None), ("mindbug", 4, None),
                ("mythomakya", 4, None), ("mythomakya", 4, {"variant": "battle"}), ("mythomakya", 4, {"games": 3}),
                ("mathenyism", 4, None)]
"""A table of each game, the team games among them (Mindbug 2v2, Mythomakya with four seats), and a series."""


def _final_table(make_app: Any, game_id: str, players: int, options: dict[str, Any] | None,
                 seed: int, size: tuple[int, int] = (1280, 720), scale: float = 1.0) -> TableScene:
    """The table of a random game whose last move is played through it, long after it landed."""
    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.apply_settings()
    match, last = last_move_match(game_id, seed=seed, players=players, options=options)
    app.push(MenuScene(app))
    scene = TableScene(app, match)
    app.push(scene)
    assert scene.play(last)  # before the first frame, so that no bot takes the move first
    for _ in range(400):
        app.step(1 / 30)
    assert scene.finished and app.top is scene
    return scene


@pytest.mark.parametrize(("game_id", "players", "options"), FINAL_TABLES)
def test_the_final_table_says_who_won_once_and_as_the_game_does(
        make_app: Any, game_id: str, players: int, options: dict[str, Any] | None) -> None:
    scene = _final_table(make_app, game_id, players, options, seed=7)
    result = scene.result
    winners = [scene.names[w] for w in result.winners]
    assert winners
    bar = scene.status_text()[0]
    teams = scene.match.game.teams(scene.match.state)
    one_side = len({teams[w] for w in result.winners}) == 1
    if len(winners) == 1:
        assert bar.startswith(f"Game over: {winners[0]} wins.")
    elif one_side:  # teammates win together; they do not "share the win" as a tie would
        assert bar.startswith(f"Game over: {' and '.join(winners)} win."), bar
    else:
        assert "share the win" in bar
    status = scene.table.status()[0]
    assert status != "The game is over" and all(name in status for name in winners), status
    lines = scene.log.lines
    assert lines[-1] != lines[-2], lines[-2:]
    assert all(re.search(re.escape(name), lines[-1]) for name in winners), lines[-1]


def test_the_end_of_a_series_shows_the_series_winners_not_the_last_games(
        make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in range(7, 30):  # a series whose last game another side won
        scene = _final_table(make_app, "mythomakya", 4, {"games": 3}, seed=seed)
        view = scene.table.view
        if set(view.record[-1][1]) != set(scene.result.winners):
            break
    else:
        raise AssertionError("no series whose last game the series' losers won")
    drawn: list[tuple[str, Any]] = []
    real = drawing.fit_text
    monkeypatch.setattr(drawing, "fit_text", lambda words, size, colour, *rest: drawn.append((words, colour))
                        or real(words, size, colour, *rest))
    scene.table.draw(pygame.Surface(scene.app.screen.get_size()), scene.table_rect)
    names = {" & ".join(scene.names[q] for q in side): side for side in drawing.score_sides(view)}
    shown = {words: colour for words, colour in drawn if words in names}
    assert shown and all((colour == theme.BRASS) == (names[words][0] in scene.result.winners)
                         for words, colour in shown.items()), shown


CROWDED_ENDS = [("meh", 4, None, (1280, 720), 1.0), ("meh", 4, None, (1600, 900), 1.0),
                ("mythomakya", 6, None, (1280, 720), 1.3), ("mythomakya", 6, {"variant": "battle"}, (1280, 720), 1.3)]
"""Where the end of a game has the most to say in the least room: Meh's reason with four players, and
the result and the teams of three of Mythomakya with six, at the smallest window and 130%."""


@pytest.mark.parametrize(("game_id", "players", "options", "size", "scale"), CROWDED_ENDS)
def test_the_final_table_gives_the_result_and_the_sides_whole(
        make_app: Any, cut_texts: list[str], game_id: str, players: int, options: dict[str, Any] | None,
        size: tuple[int, int], scale: float) -> None:
    cut = cut_texts
    for seed in (1, 2):
        scene = _final_table(make_app, game_id, players, options, seed, size, scale)
        status = scene.table.status()[0]
        assert len(status) > 60, "a long result: the case this looks at"
        assert status not in cut, f"the result cut short: {status}"
        teams = scene.match.game.teams(scene.match.state)
        sides = {" & ".join(scene.names[q] for q in range(players) if teams[q] == team) for team in set(teams)}
        assert not [text for text in cut if any(text in side or side in text for side in sides)], cut
