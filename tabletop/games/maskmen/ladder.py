"""How to lay out the strength markers: the known order as vertical lines (pure, no pygame).

The rulebook draws the season's known order as vertical lines of markers,
weaker below stronger, starting another line wherever two markers cannot be
ordered, and lets a marker appear in several lines. :func:`arrange` does
that with

* as few lines as the order allows: each wrestler's own marker sits in one
  line, the lines partition the wrestlers into chains, and their number is
  the order's width (Dilworth), found by trying every partition (six
  wrestlers have at most 203);
* stable lines: among the fewest-line partitions it keeps the previous
  lines together (so markers do not jump from line to line as the order
  grows) and keeps each line at its previous place, left to right;
* copies: each line is then extended, where it can be, with copies of other
  wrestlers' markers that are comparable with the whole line, so that as
  many known pairs as possible can be read along a line (the book's "place
  another blue marker in the second line as well");
* rows: a marker's height is its level, the length of the longest known
  chain below it, the same in every line.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Ladder:
    """The markers laid out: ``lines`` from left to right, each from weakest to strongest.

    ``home[w]`` is the line holding wrestler ``w``'s own marker; every other
    appearance of ``w`` in ``lines`` is a copy. ``levels[w]`` is the row.
    """

    lines: tuple[tuple[str, ...], ...]
    home: dict[str, int]
    levels: dict[str, int]

    @property
    def width(self) -> int:
        return len(self.lines)

    @property
    def height(self) -> int:
        """Rows used (0 when no marker is placed)."""
        return max(self.levels.values()) + 1 if self.levels else 0

    def copies(self) -> list[tuple[int, str]]:
        """(line, wrestler) of every copied marker."""
        return [(i, w) for i, line in enumerate(self.lines) for w in line if self.home[w] != i]


EMPTY = Ladder((), {}, {})


def levels_of(markers: Sequence[str], pairs: Iterable[tuple[str, str]]) -> dict[str, int]:
    """Each marker's row: the length of the longest known chain below it."""
    below: dict[str, set[str]] = {w: set() for w in markers}
    for a, b in pairs:
        if a in below and b in below:
            below[b].add(a)
    levels: dict[str, int] = {}

    def level(w: str) -> int:
        if w not in levels:
            levels[w] = 1 + max((level(a) for a in below[w]), default=-1)
        return levels[w]

    for w in markers:
        level(w)
    return levels


def _partitions(items: list[str], comparable: set[tuple[str, str]]) -> Iterator[list[list[str]]]:
    """Every partition of ``items`` into blocks of mutually comparable items."""
    blocks: list[list[str]] = []

    def place(i: int) -> Iterator[list[list[str]]]:
        if i == len(items):
            yield [block[:] for block in blocks]
            return
        item = items[i]
        for block in blocks:
            if all((item, other) in comparable for other in block):
                block.append(item)
                yield from place(i + 1)
                block.pop()
        blocks.append([item])
        yield from place(i + 1)
        blocks.pop()

    yield from place(0)


def arrange(
    markers: Sequence[str], pairs: Iterable[tuple[str, str]], previous: Ladder | None = None
) -> Ladder:
    """Lay out ``markers`` (in the order placed) given the known (weaker, stronger) ``pairs``.

    ``pairs`` should be transitively closed (as in the rules' view).
    ``previous`` is the last layout shown, to keep lines stable.
    """
    markers = list(markers)
    if not markers:
        return EMPTY
    known = {(a, b) for a, b in pairs if a in markers and b in markers}
    comparable = known | {(b, a) for a, b in known}
    levels = levels_of(markers, known)
    old = previous.home if previous is not None else {}

    # 1. the fewest lines, keeping previous line-mates together
    best: list[list[str]] | None = None
    best_key: tuple[int, int, int] | None = None
    for blocks in _partitions(markers, comparable):
        kept = sum(
            1
            for block in blocks
            for i, a in enumerate(block)
            for b in block[i + 1 :]
            if a in old and b in old and old[a] == old[b]
        )
        split = sum(1 for block in blocks if len({old[w] for w in block if w in old}) > 1)
        key = (len(blocks), -kept, split)
        if best_key is None or key < best_key:
            best, best_key = blocks, key
    assert best is not None

    # 2. keep each line where it was: order blocks by their old line, new ones to the right
    def old_place(block: list[str]) -> tuple[float, int]:
        places = [old[w] for w in block if w in old]
        return (min(places) if places else float("inf"), min(markers.index(w) for w in block))

    blocks = sorted(best, key=old_place)
    home = {w: i for i, block in enumerate(blocks) for w in block}

    # 3. extend each line with copies that show more known pairs along a line
    shown: set[tuple[str, str]] = set()
    for block in blocks:
        shown |= {(a, b) for a in block for b in block if (a, b) in known}
    lines: list[tuple[str, ...]] = []
    for block in blocks:
        line = list(block)
        while True:
            candidates = [w for w in markers if w not in line and all((w, x) in comparable for x in line)]
            if not candidates:
                break

            gains = {
                w: sum(
                    1 for x in line
                    if ((w, x) in known and (w, x) not in shown) or ((x, w) in known and (x, w) not in shown)
                )
                for w in candidates
            }
            pick = max(candidates, key=lambda w: (gains[w], -markers.index(w)))
            if gains[pick] == 0:
                break
            line.append(pick)
            shown |= {(a, b) for a in line for b in line if (a, b) in known}
        lines.append(tuple(sorted(line, key=lambda w: (levels[w], markers.index(w)))))
    return Ladder(tuple(lines), home, levels)


def width_of(markers: Sequence[str], pairs: Iterable[tuple[str, str]]) -> int:
    """The size of the largest set of markers no two of which are ordered (brute force)."""
    known = set(pairs)
    best = 0
    items = list(markers)
    for mask in range(1 << len(items)):
        chosen = [items[i] for i in range(len(items)) if mask >> i & 1]
        if len(chosen) > best and all(
            (a, b) not in known and (b, a) not in known for i, a in enumerate(chosen) for b in chosen[i + 1 :]
        ):
            best = len(chosen)
    return best
