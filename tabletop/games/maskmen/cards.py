"""The cards of Maskmen (60-card edition), as plain data.

A wrestler is an int, its index in :data:`WRESTLERS`. Cards of one wrestler
are identical, so a hand is a list of six counts.
"""

from __future__ import annotations

WRESTLERS: tuple[str, ...] = ("orange", "pink", "grey", "blue", "purple", "green")
"""The six wrestlers, by id; the index is the wrestler's number in the rules."""

W = len(WRESTLERS)
"""How many wrestlers there are."""

INDEX: dict[str, int] = {name: i for i, name in enumerate(WRESTLERS)}
"""Wrestler number by name."""

CARDS_PER_WRESTLER = 10
"""Ten cards of each wrestler: sixty in all."""

DECK_SIZE = W * CARDS_PER_WRESTLER

MAX_PLAY = 3
"""Never more than three cards at once."""

HAND_SIZE: dict[int, int] = {2: 15, 3: 15, 4: 15, 5: 12, 6: 10}
"""Cards dealt to each player by player count."""

TITLE: dict[str, str] = {name: name.capitalize() for name in WRESTLERS}
"""The display name of each wrestler."""

COLOR: dict[str, tuple[int, int, int]] = {
    "orange": (236, 132, 40),
    "pink": (232, 112, 170),
    "grey": (150, 150, 156),
    "blue": (60, 120, 220),
    "purple": (140, 84, 196),
    "green": (70, 170, 90),
}
"""Each wrestler's colour (always drawn together with its mask design)."""

MASK: dict[str, str] = {
    "orange": "flame",
    "pink": "heart",
    "grey": "cross",
    "blue": "lightning",
    "purple": "star",
    "green": "fangs",
}
"""Each wrestler's mask design, so the ladder reads without colour."""
