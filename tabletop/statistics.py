"""Statistics per game: what is counted when a game ends, and how the counts read.

The counts live in ``statistics.json`` (see :mod:`tabletop.storage`), one entry per game id:

* games with a person at the table: ``played``, ``people_won`` (games a person won),
  ``kinds`` (played/won per seat kind), ``moves`` (their total length), ``streak`` and
  ``best_streak`` (games in a row a person won), ``against`` (per AI level at the table:
  games, and games a person won), ``players`` (per player count), ``options`` (per value of
  every per-seat option, such as Meh's armies: the people's seats that played it and won),
  ``recent`` (the last :data:`RECENT` results, for the plot);
* games among bots alone, apart, under ``bots``: ``played``, ``moves``, ``kinds``,
  ``players``, ``options`` (every seat counted).

Games played from a rulebook's worked example (see :mod:`tabletop.core.examples`) are not
counted at all: they start from a set position, often one move from the end, so they say
nothing of how a person plays the game.

Nothing here is specific to a game: the splits come from the config (player count,
per-seat options), so a new game has them for free. No pygame, no files.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.schema import Boolean, Integer, ListOf, MapOf, Number, Record, Schema

#: How many recent results of people's games are kept for the plot.
RECENT = 40


def statistics_schema() -> Schema:
    """The schema of ``statistics.json``: every field optional, counts whole and not negative."""
    count = Integer(0)
    row = Record(optional={"played": count, "won": count})
    rows = MapOf(row)
    splits = {"kinds": rows, "players": rows, "options": MapOf(rows, 50)}
    bots = Record(optional={"played": count, "moves": count, **splits})
    recent = Record(required={"won": Boolean()}, optional={"moves": count, "at": Number(0, 2**40)})
    game = Record(optional={
        "played": count, "people_won": count, "moves": count, "streak": count, "best_streak": count,
        "against": rows, "recent": ListOf(recent, 1000), "bots": bots, **splits,
    })
    return MapOf(game)


@dataclass(frozen=True)
class FinishedGame:
    """What statistics need of a finished game."""

    game_id: str
    kinds: Sequence[str]
    winners: Sequence[int]
    moves: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    finished: float = 0.0

    @property
    def players(self) -> int:
        return len(self.kinds)

    @property
    def with_people(self) -> bool:
        return "human" in self.kinds

    @property
    def from_example(self) -> bool:
        """Whether the game was played from a worked example (not counted)."""
        from tabletop.core.examples import EXAMPLE_OPTION

        return EXAMPLE_OPTION in self.options

    @property
    def people_won(self) -> bool:
        return any(0 <= w < len(self.kinds) and self.kinds[w] == "human" for w in self.winners)

    def seat_options(self) -> dict[str, list[str]]:
        """The per-seat options (one plain value per seat, like Meh's armies), as texts per seat."""
        out: dict[str, list[str]] = {}
        for key, value in self.options.items():
            if (isinstance(value, list) and len(value) == self.players
                    and all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in value)):
                out[str(key)] = [str(v) for v in value]
        return out

    @staticmethod
    def from_record(record: Mapping[str, Any]) -> FinishedGame:
        """From a game record (:mod:`tabletop.records`)."""
        return FinishedGame(
            game_id=str(record["game"]),
            kinds=[s.get("kind", "human") for s in record["seats"]],
            winners=list(record.get("winners", [])),
            moves=len(record["actions"]),
            options=dict((record.get("config") or {}).get("options") or {}),
            finished=float(record.get("finished", 0.0)),
        )


def _bump(rows: dict[str, Any], key: str, won: bool) -> None:
    row = rows.setdefault(key, {})
    row["played"] = row.get("played", 0) + 1
    row["won"] = row.get("won", 0) + (1 if won else 0)


def count_game(stats: dict[str, Any], game: FinishedGame) -> None:
    """Count ``game`` into ``stats`` (the whole file's contents), in place; a game played from a
    worked example is not counted."""
    if game.from_example:
        return
    entry = stats.setdefault(game.game_id, {})
    if not game.with_people:
        _count_bots(entry.setdefault("bots", {}), game)
        return
    won = game.people_won
    entry["played"] = entry.get("played", 0) + 1
    entry["people_won"] = entry.get("people_won", 0) + (1 if won else 0)
    entry["moves"] = entry.get("moves", 0) + game.moves
    entry["streak"] = entry.get("streak", 0) + 1 if won else 0
    entry["best_streak"] = max(entry.get("best_streak", 0), entry["streak"])
    kinds = entry.setdefault("kinds", {})
    for seat, kind in enumerate(game.kinds):
        _bump(kinds, kind, seat in game.winners)
    against = entry.setdefault("against", {})
    for kind in sorted({k for k in game.kinds if k != "human"}):
        _bump(against, kind, won)
    _bump(entry.setdefault("players", {}), str(game.players), won)
    options = entry.setdefault("options", {})
    for key, values in game.seat_options().items():
        rows = options.setdefault(key, {})
        for seat, value in enumerate(values):
            if game.kinds[seat] == "human":
                _bump(rows, value, seat in game.winners)
    recent = entry.setdefault("recent", [])
    recent.append({"won": won, "moves": game.moves, "at": game.finished})
    del recent[:-RECENT]


def _count_bots(entry: dict[str, Any], game: FinishedGame) -> None:
    entry["played"] = entry.get("played", 0) + 1
    entry["moves"] = entry.get("moves", 0) + game.moves
    kinds = entry.setdefault("kinds", {})
    for seat, kind in enumerate(game.kinds):
        _bump(kinds, kind, seat in game.winners)
    _bump(entry.setdefault("players", {}), str(game.players), False)  # played only: bots win every game
    options = entry.setdefault("options", {})
    for key, values in game.seat_options().items():
        rows = options.setdefault(key, {})
        for seat, value in enumerate(values):
            _bump(rows, value, seat in game.winners)


# --- reading the counts ----------------------------------------------------------------------
def rate(row: Mapping[str, Any]) -> str:
    """"3 of 5 (60%)", or "–" for nothing played."""
    played = int(row.get("played", 0))
    if not played:
        return "–"
    won = int(row.get("won", 0))
    return f"{won} of {played} ({round(100 * won / played)}%)"


def average_length(entry: Mapping[str, Any]) -> float | None:
    """Moves per game, None before the first game (or in files from before lengths were kept)."""
    played = int(entry.get("played", 0))
    moves = entry.get("moves")
    return moves / played if played and moves is not None else None


@dataclass(frozen=True)
class Row:
    """One line of a statistics table: what, and "won of played (rate)"."""

    label: str
    value: str


def rows_of(rows: Mapping[str, Mapping[str, Any]], label: Any = str, order: Sequence[str] = ()) -> list[Row]:
    """The rows of one split, in ``order`` first and then by key, each labelled by ``label(key)``."""
    keys = [k for k in order if k in rows] + sorted(k for k in rows if k not in order)
    return [Row(label(k), rate(rows[k])) for k in keys]


def current_and_best_streak(entry: Mapping[str, Any]) -> tuple[int, int]:
    return int(entry.get("streak", 0)), int(entry.get("best_streak", 0))
