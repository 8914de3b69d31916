"""Resident memory over a long run, for ``tabletop bench``.

One app plays many all-AI games in a row through the real tables (as the self-test plays
one), the window changing size between games as a person might resize it, and the resident
memory is read before and after: what a long session costs, caches and all.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

SIZES = ((1600, 900), (1280, 720), (1920, 1080), (1366, 768))


def long_run_memory(game_ids: list[str], games: int) -> dict[str, Any]:
    """Play ``games`` games (cycling through ``game_ids``) in one app; memory in MiB before and after."""
    import pygame

    from tabletop import memory
    from tabletop.app import App
    from tabletop.commands.selftest import play_game
    from tabletop.scenes.menu import MenuScene
    from tabletop.storage import Storage

    if memory.resident_mb() is None:
        return {"available": False, "reason": "resident memory is read on Linux only"}
    with tempfile.TemporaryDirectory() as home:
        app = App(storage=Storage(Path(home) / "config", Path(home) / "data"))
        try:
            app.settings.animation_speed = 4.0
            app.push(MenuScene(app))
            app.step(1 / 60)
            start = memory.resident_mb()
            peak = start or 0.0
            for index in range(games):
                app.screen = pygame.display.set_mode(SIZES[(index // len(game_ids)) % len(SIZES)])
                play_game(app, game_ids[index % len(game_ids)], 7000 + index)
                app.step(1 / 60)  # the table has left: the app hands back what it freed
                peak = max(peak, memory.resident_mb() or 0.0)
            return {"available": True, "games": games, "start_mb": start, "end_mb": memory.resident_mb(),
                    "peak_mb": peak, "sizes": [f"{w}x{h}" for w, h in SIZES]}
        finally:
            app.close()
