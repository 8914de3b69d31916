"""The small parts: text wrapping, Markdown, tweens, sounds, seat names, the self-test pieces."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop import assets
from tabletop.app import parse_seats, run_app
from tabletop.commands import selftest
from tabletop.core.protocol import personalize
from tabletop.scenes.markdown_view import layout, parse, spans
from tabletop.scenes.matches import default_names, new_match
from tabletop.ui import theme, tween
from tabletop.ui.sound import EFFECTS, SoundManager
from tabletop.ui.widgets import Choice, Option, wrap_text


def test_wrap_text_fits_width_and_keeps_words() -> None:
    font = assets.font(16)
    text = "The quick brown fox jumps over the lazy dog " * 4 + "Supercalifragilisticexpialidocious" * 3
    lines = wrap_text(text, font, 200)
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_markdown_blocks_and_bold_spans() -> None:
    blocks = parse("# Title\n\nSome **bold** text\nwrapped.\n\n- one\n  more\n- two\n\n1. first\n\n---\n## Next")
    assert [b.kind for b in blocks] == ["h1", "p", "bullet", "bullet", "number", "rule", "h2"]
    assert blocks[1].text == "Some **bold** text wrapped."
    assert blocks[2].text == "one more"
    assert spans("a **b** `c` *d*") == [("a ", False), ("b", True), (" c d", False)]
    pieces, height = layout(blocks, 400, theme.Scale(1.0))
    assert height > 100 and any(p.text == "bold" for p in pieces)


def test_tweens_ease_and_finish() -> None:
    done: list[bool] = []
    group = tween.Tweens(speed=2.0)
    t = group.tween((0.0, 0.0), (10.0, 20.0), 1.0, tween.linear, on_done=lambda: done.append(True))
    group.update(0.25)
    assert t.value == pytest.approx((5.0, 10.0))
    assert group.busy()
    group.update(0.3)
    assert not group.busy() and done == [True]
    assert tween.ease_out_back(1.0) == pytest.approx(1.0)
    assert max(tween.ease_out_back(x / 100) for x in range(100)) > 1.0  # it overshoots
    with pytest.raises(ValueError):
        tween.lerp_value((1.0,), (1.0, 2.0), 0.5)


def test_sounds_exist_and_manager_never_crashes() -> None:
    for name in EFFECTS:
        assert assets.asset_path("sounds", f"{name}.wav").stat().st_size > 500
    manager = SoundManager(volume=0.5)
    for name in (*EFFECTS, "no-such-sound"):
        manager.play(name)
    manager.configure(0.5, muted=True)
    assert manager.play("click") is False
    assert manager.played[-1] == "click"


def test_choice_skips_values_taken_elsewhere() -> None:
    choice = Choice([Option(v, v) for v in "abcd"], 0, disabled_values=lambda: {"b", "c"})
    choice.step(1)
    assert choice.value == "d"
    choice.step(-1)
    assert choice.value == "a"


def test_seat_names_and_personalize() -> None:
    assert default_names(["human", "hard", "human", "easy"]) == ["Player 1", "Ada", "Player 3", "Alan"]
    assert personalize("Player 2 beats Player 1; Player 12 is absent.", ["Mia", "Ada"]) == (
        "Ada beats Mia; Player 12 is absent."
    )


def test_new_match_uses_names_and_options(toy_game: Any) -> None:
    match = new_match("toy", ["human", "random", "easy"], names=["", " Bo ", "Cy"], seed=4)
    assert [s.name for s in match.seats] == ["Player 1", "Bo", "Cy"]
    assert match.config.players == 3 and match.seed == 4


def test_parse_seats_validates(toy_game: Any) -> None:
    assert parse_seats("human, ai:hard", "toy") == ["human", "hard"]
    with pytest.raises(ValueError, match="unknown seat kind"):
        parse_seats("human,genius", "toy")
    with pytest.raises(ValueError, match="2-3 players"):
        parse_seats("human", "toy")


def test_run_app_rejects_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_app("nope") == 2
    assert run_app("meh", seats="human,genius") == 2
    assert "unknown seat kind" in capsys.readouterr().err


def test_self_test_assets_and_a_toy_game_through_its_table(make_app: Any, toy_game: Any, home: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    assert "3 fonts" in selftest.load_assets()
    monkeypatch.setattr(assets, "rules_text", lambda game_id: "# Toy")
    app = make_app()
    from tabletop.scenes.menu import MenuScene

    app.push(MenuScene(app))
    detail = selftest.play_game(app, "toy", seed=2)
    assert detail.startswith("6 actions")
    assert isinstance(app.top, MenuScene)
    assert pygame.display.get_init()


def test_frames_measure_a_midgame_table(toy_game: Any, home: Path) -> None:
    from tabletop.commands import frames

    match = frames.midgame_match("toy", seed=3)
    assert match.to_act() == 0 and 0 < len(match.actions) < 9 and match.config.players == 3
    report = frames.measure_frames("toy", frames=5, size=(1000, 640))
    assert report["frames"] == 5 and report["players"] == 3
    assert 0 < report["median_ms"] <= report["p95_ms"] <= report["max_ms"]
