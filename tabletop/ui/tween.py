"""Tweening: easing curves and values that move over time.

A :class:`Tween` goes from ``start`` to ``end`` in ``duration`` seconds along
an easing curve; :class:`Tweens` runs a group of them and says when all are
done (the table's ``busy()``). Values may be numbers or tuples of numbers
(positions, colours). Nothing here draws.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

Easing = Callable[[float], float]
Value = float | tuple[float, ...]


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a card landing."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def clamp01(t: float) -> float:
    return max(0.0, min(t, 1.0))


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_value(a: Value, b: Value, t: float) -> Value:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        if len(a) != len(b):
            raise ValueError(f"cannot tween {a!r} to {b!r}: different lengths")
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    if isinstance(a, tuple) or isinstance(b, tuple):
        raise TypeError(f"cannot tween {a!r} to {b!r}")
    return a + (b - a) * t


@dataclass
class Tween:
    """A value moving from ``start`` to ``end`` in ``duration`` seconds after ``delay``."""

    start: Value
    end: Value
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    _fired: bool = field(default=False, repr=False)

    @property
    def progress(self) -> float:
        """0 before it starts, 1 when done (before easing)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return clamp01((self.elapsed - self.delay) / self.duration)

    @property
    def value(self) -> Value:
        return lerp_value(self.start, self.end, self.easing(self.progress))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + max(0.0, self.duration)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.done and not self._fired:
            self._fired = True
            if self.on_done is not None:
                self.on_done()

    def finish(self) -> None:
        """Jump to the end (skipping an animation)."""
        self.update(self.delay + max(0.0, self.duration) - self.elapsed)


class Tweens:
    """A group of running tweens; finished ones are dropped on update.

    ``speed`` multiplies time (the animation-speed setting); a speed of 0 or
    less finishes every tween at once.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.items: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self.items.append(tween)
        return tween

    def tween(
        self,
        start: Value,
        end: Value,
        duration: float,
        easing: Easing = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        return self.add(Tween(start, end, duration, easing, delay, on_done=on_done))

    def update(self, dt: float) -> None:
        if not self.items:
            return
        if self.speed <= 0:
            for item in list(self.items):
                item.finish()
        else:
            for item in list(self.items):
                item.update(dt * self.speed)
        self.items = [t for t in self.items if not t.done]

    def finish_all(self) -> None:
        for item in list(self.items):
            item.finish()
        self.items = []

    def busy(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)


def pulse(time: float, period: float = 1.2) -> float:
    """A smooth 0..1..0 wave, for glowing highlights."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * time / period)


def stagger(count: int, step: float) -> Sequence[float]:
    """Delays for ``count`` items started ``step`` seconds apart (a dealt hand)."""
    return [i * step for i in range(count)]
