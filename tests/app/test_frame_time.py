"""The app times each frame's own work, which the bench reports (not the wait for the next frame)."""

from __future__ import annotations

import time
from typing import Any


class _WaitingClock:
    """A clock whose tick waits as the app's does when a frame had time to spare."""

    def __init__(self) -> None:
        self.ticked = 0.0

    def tick(self, framerate: int) -> int:
        time.sleep(0.03)
        self.ticked = time.perf_counter()
        return 30


def test_a_frame_is_timed_from_after_its_wait_to_its_flip(make_app: Any) -> None:
    app = make_app(size=(640, 400))
    clock = _WaitingClock()
    app.clock = clock
    before = time.perf_counter()
    app.step()
    after = time.perf_counter()
    assert app.frames == 1
    assert 0 < app.frame_seconds <= after - clock.ticked < after - before
