"""The cards of Domains of Meh, as plain data.

Soldier cards are ints (their size, 1 to 3); armies and terrains are indexed
by their position in :data:`ARMIES` and :data:`TERRAINS`.
"""

from __future__ import annotations

ARMIES: tuple[str, ...] = ("dwarves", "elves", "humans", "orcs")
"""The four armies, one per seat."""

TERRAINS: tuple[str, ...] = ("desert", "snow", "forest")
"""The three kinds of territory card."""

ROWS, COLS = 3, 4
"""The map is a 3x4 grid; territories are indexed row-major, ``row * COLS + col``."""

TERRITORY_CARDS: tuple[tuple[str, int], ...] = (("desert", 4), ("snow", 4), ("forest", 4))
"""Territory cards per terrain: twelve in all."""

SOLDIER_DECK: tuple[int, ...] = (1, 1, 1, 2, 2, 2, 3, 3, 3)
"""Every army's deck: nine soldiers, three each of size 1, 2 and 3."""

HAND_SIZE: dict[str, int] = {"dwarves": 3, "elves": 4, "humans": 3, "orcs": 3}
"""Cards drawn at the start; elves "draw more cards"."""

WINS_TIES: dict[str, bool] = {"dwarves": True, "elves": False, "humans": False, "orcs": True}
"""Whether an attacker of that army beats a defender of the same size."""

SINGULAR: dict[str, str] = {"dwarves": "Dwarf", "elves": "Elf", "humans": "Human", "orcs": "Orc"}
"""The word for one card of an army."""

BLURB: dict[str, str] = {
    "dwarves": "Stubborn; win ties. Bonus if every territory they hold is one terrain.",
    "elves": "Hold four cards. Bonus if they control the largest region.",
    "humans": "Bonus for each Human card next to any army.",
    "orcs": "Win ties. Bonus for each Orc card with no army next to it.",
}
"""One line per army for the seat setup and the table."""
