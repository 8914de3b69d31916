"""Words every game's texts share."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, plural unless the count is one either way: "1 card", "0 cards", "-1 point"."""
    return f"{count} {noun if abs(count) == 1 else plural or noun + 's'}"
