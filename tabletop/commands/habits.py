"""Habits: what a bot's moves show of its play (``Knowledge.habit``), counted per seat kind or level.

``simulate`` and ``ratings`` count, for each habit, the decisions where some
legal move had it (it was open) and those whose chosen move had it (taken),
keep the counts in their files, and show them as a table.
"""

from __future__ import annotations

from tabletop.schema import Integer, ListOf, MapOf, Text

Habits = dict[str, list[int]]
"""Per habit: [times taken, decisions where it was open], as :class:`KindStats` keeps them."""

KEPT = MapOf(MapOf(ListOf(Integer(0, 10**12), min_items=2, max_items=2), keys=Text(100)))
"""How a kept file holds habits: per seat kind or level, per habit, [times taken, decisions where it was open].
A habit's name is printable text (it is printed); a kind must be one of the file's (see kept_habits_add_up)."""


def kept_habits_add_up(habits_by_kind: dict[str, Habits], kinds: set[str]) -> bool:
    """Whether habits read from a file name only ``kinds`` and were never taken more often than open."""
    return set(habits_by_kind) <= kinds and all(taken <= open_to for habits in habits_by_kind.values()
                                                for taken, open_to in habits.values())


def add_habits(total: Habits, more: Habits) -> None:
    for name, (taken, open_to) in more.items():
        entry = total.setdefault(name, [0, 0])
        entry[0] += taken
        entry[1] += open_to


def sorted_habits(habits: Habits) -> Habits:
    return {name: list(habits[name]) for name in sorted(habits)}


def habits_section(habits_by_kind: dict[str, Habits], games: int) -> list[str]:
    """The Markdown lines of a kept file's habits, after a blank line, with what they cover (none: no lines)."""
    table = habits_lines(habits_by_kind, markdown=True)
    if not table:
        return []
    return ["", (f"Habits over the {games} games that counted them (each cell: decisions that took it, of those"
                 " where some legal move had it):"), "", *table]


def habits_lines(habits_by_kind: dict[str, Habits], markdown: bool = False) -> list[str]:
    """How often each seat kind took each habit when it could, as text or a Markdown table (none: no lines)."""
    names = sorted({name for habits in habits_by_kind.values() for name in habits})
    if not names:
        return []
    kinds = list(habits_by_kind)

    def cell(kind: str, name: str) -> str:
        taken, open_to = habits_by_kind[kind].get(name, (0, 0))
        return f"{taken} of {open_to}" if open_to else "-"

    if markdown:
        lines = ["| taken when open | " + " | ".join(f"`{kind}`" for kind in kinds) + " |",
                 "|---|" + "---:|" * len(kinds)]
        lines += [f"| {name} | " + " | ".join(cell(kind, name) for kind in kinds) + " |" for name in names]
        return lines
    width = max(len(name) for name in names) + 2
    lines = ["habits (taken of the decisions where open):"]
    lines.append(" " * width + "".join(f"{kind:>16}" for kind in kinds))
    lines += [f"{name:<{width}}" + "".join(f"{cell(kind, name):>16}" for kind in kinds) for name in names]
    return lines
