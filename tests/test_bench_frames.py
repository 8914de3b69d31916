"""``bench``'s frame measurements: a position where a bot really searches, for every game with a
table, and one game's failure never loses the others' figures."""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest

from tabletop.commands.bench import bench_frames, format_report
from tabletop.games import GAMES

TABLE_GAMES = [entry for entry in GAMES.values() if entry.has_table()]


@pytest.mark.parametrize("entry", TABLE_GAMES, ids=lambda e: e.id)
def test_the_midgame_position_gives_the_bot_a_real_choice(entry: Any) -> None:
    from tabletop.commands.frames import midgame_match

    match = midgame_match(entry.id)
    assert match.to_act() == 0 and not match.is_over()
    assert len(match.game.legal_actions(match.state)) >= 2
    assert match.config.players == match.game.max_players
    assert match.actions  # a game under way, not the opening


@pytest.mark.parametrize("entry", TABLE_GAMES, ids=lambda e: e.id)
def test_the_position_bench_hands_to_hard_is_one_it_searches(entry: Any) -> None:
    """Not a choice the game's knowledge settles at once (which card to show in Mathenyism): the
    frames while Hard thinks need Hard to think."""
    from tabletop.ai.ismcts import ISMCTSBot
    from tabletop.ai.levels import make_bot
    from tabletop.commands.frames import midgame_match

    match = midgame_match(entry.id, weighed_by="hard")
    assert match.to_act() == 0 and not match.is_over()
    bot = make_bot("hard", entry.id, seed=1)
    assert isinstance(bot, ISMCTSBot)
    view = match.game.view(match.state, 0)
    assert len(bot.weighed_actions(view, match.game.legal_actions(match.state))) >= 2


def test_a_level_that_does_not_search_cannot_pick_the_thinking_position() -> None:
    from tabletop.commands.frames import midgame_match

    with pytest.raises(ValueError, match="does not search"):
        midgame_match("meh", weighed_by="easy")


def test_a_game_that_never_offers_enough_choices_is_reported_not_looped() -> None:
    from tabletop.commands.frames import midgame_match

    with pytest.raises(ValueError, match="gave seat 0 999 legal actions"):
        midgame_match("meh", choices=999)


def test_one_game_failing_keeps_the_other_games_figures(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("TABLETOP_BENCH_FRAMES", raising=False)
    fake = types.ModuleType("tabletop.commands.frames")

    def frames_of(game_id: str) -> dict[str, Any]:
        if game_id == "meh":
            raise RuntimeError("the table would not open")
        return {"median_ms": 4.0, "p95_ms": 6.0}

    def thinking(game_id: str) -> dict[str, Any]:
        if game_id == "maskmen":
            raise ValueError("the hard bot moved at once: nothing to measure")
        return {"level": "hard", "fps": 60.0}

    fake.measure_frames = frames_of  # type: ignore[attr-defined]
    fake.measure_frames_while_thinking = thinking  # type: ignore[attr-defined]
    fake.measure_frames_while_hinting = lambda game_id: {"fps": 58.0}  # type: ignore[attr-defined]
    fake.measure_first_frame = lambda: 0.25  # type: ignore[attr-defined]
    fake.long_run_memory = lambda ids, games: {  # type: ignore[attr-defined]
        "available": True, "games": games, "start_mb": 40.0, "end_mb": 120.0, "peak_mb": 130.0}
    monkeypatch.setitem(sys.modules, "tabletop.commands.frames", fake)
    frames = bench_frames(["meh", "maskmen"])
    assert frames["games"]["meh"] == {"error": "RuntimeError: the table would not open"}
    assert frames["while_thinking"]["meh"] == {"level": "hard", "fps": 60.0}
    assert frames["games"]["maskmen"] == {"median_ms": 4.0, "p95_ms": 6.0}
    assert "moved at once" in frames["while_thinking"]["maskmen"]["error"]
    assert frames["first_frame_seconds"] == 0.25 and "error" not in frames
    assert "RuntimeError" in capsys.readouterr().err  # the traceback is kept for the reader
    text = format_report({"python": "3", "cpus": 2, "scale": 1.0, "games": {}, "frames": frames})
    assert "frames meh: failed: RuntimeError: the table would not open" in text
    assert "frames maskmen while a bot thinks: failed: ValueError" in text
    assert 'frames meh while a hard bot thinks: {"level": "hard", "fps": 60.0}' in text
    assert 'frames maskmen while a hint is searched: {"fps": 58.0}' in text
    assert "memory: 40 MiB at the menu, 120 MiB after 60 games in one app (peak 130 MiB)" in text
