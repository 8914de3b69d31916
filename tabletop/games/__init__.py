"""The games the app knows, found by id.

Each game lives in ``tabletop/games/<id>/`` with ``rules.py`` (exposing
``GAME``, a :class:`tabletop.core.protocol.Game`), ``ai.py`` (exposing
``KNOWLEDGE``, a :class:`tabletop.ai.knowledge.Knowledge`) and ``scene.py``
(exposing ``TABLE``, a :class:`tabletop.ui.table.GameTable` subclass). Modules
are imported lazily so that the rules and bots never pull in pygame.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.ai.knowledge import Knowledge
    from tabletop.core.protocol import Game


@dataclass(frozen=True)
class GameEntry:
    id: str
    name: str
    players: str
    blurb: str

    def rules(self) -> Game[Any, Any]:
        game: Game[Any, Any] = importlib.import_module(f"tabletop.games.{self.id}.rules").GAME
        return game

    def knowledge(self) -> Knowledge[Any]:
        knowledge: Knowledge[Any] = importlib.import_module(f"tabletop.games.{self.id}.ai").KNOWLEDGE
        return knowledge

    def table(self) -> type:
        table: type = importlib.import_module(f"tabletop.games.{self.id}.scene").TABLE
        return table

    def has_table(self) -> bool:
        """Whether the game can be played in the app: its rules and its table are both present."""
        return self.available() and importlib.util.find_spec(f"tabletop.games.{self.id}.scene") is not None

    def has_examples(self) -> bool:
        """Whether the game brings worked examples (an ``examples`` module beside its rules; see
        :mod:`tabletop.core.examples`), found without importing the game."""
        try:
            return importlib.util.find_spec(f"tabletop.games.{self.id}.examples") is not None
        except ModuleNotFoundError:
            return False

    def available(self) -> bool:
        """Whether the game's rules are present (games arrive one by one)."""
        try:
            return importlib.util.find_spec(f"tabletop.games.{self.id}.rules") is not None
        except ModuleNotFoundError:  # the game's package itself is not there yet
            return False


GAMES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry("meh", "Domains of Meh", "2-4", "Send reluctant armies to hold the map."),
        GameEntry("maskmen", "Maskmen", "2-6", "Climb with wrestlers whose order you discover."),
        GameEntry("mindbug", "Mindbug", "1v1, 2v2", "Summon hybrid creatures; steal them with Mindbugs."),
        GameEntry("mythomakya", "Mythomakya", "2-6", "Tricks, treasures and meddling gods."),
        GameEntry("mathenyism", "Mathenyism", "2-6", "Leaders, followers and shifting alliances."),
    )
}


def get(game_id: str) -> GameEntry:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


def available_games() -> list[GameEntry]:
    return [entry for entry in GAMES.values() if entry.available()]
