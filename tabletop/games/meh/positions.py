"""Build Meh positions from a picture of the board, for the worked examples and the tests.

A terrain picture has three rows of four letters: ``d`` desert, ``s`` snow,
``f`` forest. A board picture has three rows of four cells: ``.`` for an empty
territory, or a seat letter and a size: ``a3`` is seat 0's 3, ``b1`` seat 1's 1.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.games.meh.cards import ARMIES, SOLDIER_DECK, TERRAINS, WINS_TIES
from tabletop.games.meh.rules import CELLS, MehState, _layout

TERRAIN_LETTERS = {"d": "desert", "s": "snow", "f": "forest"}

STRIPES = """
s s s s
d d d d
f f f f
"""


def parse_terrain(picture: str) -> tuple[int, ...]:
    letters = picture.split()
    if len(letters) != CELLS:
        raise ValueError(f"a terrain picture needs {CELLS} letters")
    return tuple(TERRAINS.index(TERRAIN_LETTERS[x]) for x in letters)


def parse_board(picture: str) -> list[tuple[int, int] | None]:
    cells = picture.split()
    if len(cells) != CELLS:
        raise ValueError(f"a board picture needs {CELLS} cells")
    out: list[tuple[int, int] | None] = []
    for cell in cells:
        if cell == ".":
            out.append(None)
        else:
            out.append(("abcd".index(cell[0]), int(cell[1])))
    return out


def make_state(
    board: str = ". . . .\n. . . .\n. . . .",
    terrain: str = STRIPES,
    armies: Sequence[str] = ("dwarves", "elves"),
    hands: Sequence[Sequence[int]] | None = None,
    discards: Sequence[Sequence[int]] | None = None,
    decks: Sequence[Sequence[int]] | None = None,
    current: int = 0,
    quiet: int = 0,
    turn: int = 0,
    first: int = 0,
    shuffle: random.Random | None = None,
) -> MehState:
    """A state with every army's nine cards accounted for.

    Cards not on the board, in a discard pile or in the given hand go to the
    deck (sorted, so the top card is the biggest; shuffled by ``shuffle`` when
    given) unless ``decks`` is given (top card last).
    """
    players = len(armies)
    cells = parse_board(board)
    s = MehState()
    s.players = players
    s.armies = tuple(ARMIES.index(a) for a in armies)
    s.ties = tuple(WINS_TIES[a] for a in armies)
    s.layout = _layout(parse_terrain(terrain))
    s.owner = [c[0] if c else -1 for c in cells]
    s.size = [c[1] if c else 0 for c in cells]
    s.occupied = sum(1 << t for t, c in enumerate(cells) if c)
    s.hands = [list(h) for h in hands] if hands is not None else [[] for _ in range(players)]
    s.discards = [list(d) for d in discards] if discards is not None else [[] for _ in range(players)]
    s.decks = []
    for seat in range(players):
        rest = list(SOLDIER_DECK)
        used = [c[1] for c in cells if c and c[0] == seat] + s.discards[seat] + s.hands[seat]
        for size in used:
            rest.remove(size)  # raises if the picture uses more cards than an army has
        if decks is not None:
            if sorted(decks[seat]) != sorted(rest):
                raise ValueError(f"seat {seat}'s deck must be {sorted(rest)}")
            s.decks.append(list(decks[seat]))
        else:
            rest.sort()
            if shuffle is not None:
                shuffle.shuffle(rest)
            s.decks.append(rest)
    s.known = [0] * players
    s.stock = sum(len(d) for d in s.decks)
    s.current = current
    s.first = first
    s.turn = turn
    s.quiet = quiet
    s.over = False
    s.reason = ""
    return s
