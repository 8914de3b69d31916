"""Make an art pack of plain generated pictures: one flat colour a card, a light frame and the
card's name at the top. The tests use it; run it to look at a table with a pack::

    python tests/make_art_pack.py FOLDER [GAME ...]

FOLDER is the packs' folder (``art`` in the data folder, e.g. ``$TABLETOP_HOME/data/art``); the
games default to every game with a table.
"""

from __future__ import annotations

import colorsys
import os
import sys
from collections.abc import Sequence
from pathlib import Path

RGB = tuple[int, int, int]
SIZE = (250, 350)


def pack_colour(index: int) -> RGB:
    """A colour of its own for the ``index``-th card (hues a golden angle apart, mid-dark)."""
    r, g, b = colorsys.hsv_to_rgb((index * 0.618034) % 1.0, 0.65, 0.55 + 0.3 * (index % 2))
    return round(r * 255), round(g * 255), round(b * 255)


def card_names(game_id: str) -> tuple[str, ...]:
    """Every card name of ``game_id`` an art pack may hold (its table names them)."""
    from tabletop import games
    from tabletop.ui.art_pack import PACKS

    games.get(game_id).table()
    return PACKS.cards[game_id].names


def make_pack(folder: Path, game_id: str, names: Sequence[str], size: tuple[int, int] = SIZE) -> dict[str, RGB]:
    """Write one PNG per name into ``folder/game_id`` and return each card's colour."""
    import pygame

    pygame.font.init()
    target = folder / game_id
    target.mkdir(parents=True, exist_ok=True)
    font = pygame.font.Font(None, max(12, size[1] // 14))
    colours: dict[str, RGB] = {}
    for i, name in enumerate(names):
        colour = pack_colour(i)
        picture = pygame.Surface(size)
        picture.fill(colour)
        pygame.draw.rect(picture, (240, 236, 226), picture.get_rect(), width=max(2, size[0] // 40))
        label = font.render(name, True, (255, 255, 255))
        picture.blit(label, label.get_rect(midtop=(size[0] // 2, size[1] // 20)))
        pygame.image.save(picture, str(target / f"{name}.png"))
        colours[name] = colour
    return colours


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from tabletop import games

    folder = Path(argv[0])
    ids = argv[1:] or [entry.id for entry in games.GAMES.values() if entry.has_table()]
    for game_id in ids:
        made = make_pack(folder, game_id, card_names(game_id))
        print(f"{game_id}: {len(made)} pictures in {folder / game_id}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
