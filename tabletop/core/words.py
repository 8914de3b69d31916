"""Words every game's texts share."""

from __future__ import annotations


def noun_for(count: int, noun: str, plural: str | None = None) -> str:
    """``noun``, plural unless ``count`` is one either way (a seat panel's "12" "cards")."""
    return noun if abs(count) == 1 else plural or noun + "s"


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, plural unless the count is one either way: "1 card", "0 cards", "-1 point"."""
    return f"{count} {noun_for(count, noun, plural)}"
