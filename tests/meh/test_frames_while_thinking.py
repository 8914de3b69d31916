"""The bench's measurement of the table's frames while a bot decides (figures come from bench)."""

from __future__ import annotations

import pytest


def test_frames_are_measured_while_a_bot_decides(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.commands import frames

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    # Hard thinks about 1.5 s, so even a loaded machine draws several frames meanwhile;
    # Normal's 0.4 s could end within one frame there
    report = frames.measure_frames_while_thinking("meh", level="hard", size=(960, 600))
    assert report["level"] == "hard" and report["players"] == 4
    assert report["first_frame_ms"] > 0 and report["think_seconds"] > 0.1
    assert report["frames"] >= 2
    assert 0 < report["median_ms"] <= report["p95_ms"] <= report["max_ms"]
