"""Making matches from seat choices, and the seat names the table shows.

No pygame here: the seat-setup scene, ``tabletop play`` and the self-test
all build their matches through :func:`new_match`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tabletop.core.match import Match, SeatSpec

#: The seat kinds a player can pick, person first.
SEAT_KINDS = ("human", "easy", "normal", "hard", "random")
KIND_LABELS = {
    "human": "Person",
    "easy": "AI: Easy",
    "normal": "AI: Normal",
    "hard": "AI: Hard",
    "random": "AI: Random",
}
BOT_NAMES = ("Ada", "Alan", "Grace", "Claude", "Edsger", "Barbara")


def playable(game_id: str) -> bool:
    """Whether a game can be played in the app: its rules and its table are both present."""
    from tabletop import games

    return games.get(game_id).has_table()


def kind_label(kind: str) -> str:
    return KIND_LABELS.get(kind, f"AI: {kind}")


def default_names(kinds: Sequence[str]) -> list[str]:
    """"Player N" for people, a friendly name for each bot."""
    names: list[str] = []
    bots = 0
    for seat, kind in enumerate(kinds):
        if kind == "human":
            names.append(f"Player {seat + 1}")
        else:
            names.append(BOT_NAMES[bots % len(BOT_NAMES)])
            bots += 1
    return names


def new_match(
    game_id: str,
    kinds: Sequence[str],
    names: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
    seed: int | None = None,
    casual_undo: bool = False,
) -> Match[Any]:
    """A new match of ``game_id`` with one seat per kind; ValueError if the setup cannot be played."""
    from tabletop import games

    game = games.get(game_id).rules()
    config = game.default_config(len(kinds))
    if options:
        merged = dict(config.options)
        merged.update(options)
        config = type(config)(players=config.players, teams=config.teams, options=merged)
    given = list(names) if names is not None else []
    defaults = default_names(kinds)
    seat_names = [
        (given[i].strip() if i < len(given) and given[i].strip() else defaults[i]) for i in range(len(kinds))
    ]
    seats = [SeatSpec(name=seat_names[i], kind=kind) for i, kind in enumerate(kinds)]
    if seed is None:
        seed = random.randrange(2**31)
    return Match(game=game, config=config, seed=seed, seats=seats, casual_undo=casual_undo)


