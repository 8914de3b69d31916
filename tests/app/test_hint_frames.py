"""The bench's measurement of the table's frames while a hint is searched."""

from __future__ import annotations

from pathlib import Path

from tabletop.commands import frames


def test_frames_are_measured_while_a_hint_is_searched(home: Path) -> None:
    # the Hard search takes about 1.5 s: even a loaded machine draws several frames meanwhile
    report = frames.measure_frames_while_hinting("mindbug", size=(960, 600))
    assert report["players"] == 4 and report["think_seconds"] > 0.1
    assert report["frames"] >= 2
    assert 0 < report["median_ms"] <= report["p95_ms"] <= report["max_ms"]
