"""Build Mythomakya positions by hand for rule tests.

``make`` starts from a dealt game and lays out the stacks named for each seat
(cards by title or name, each stack from the bottom up), so a test reads like
the table it describes. Cards not named are left out of the game: rule tests
look at the rounds, not at the whole deck.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.protocol import Event
from tabletop.games.mythomakya.cards import find
from tabletop.games.mythomakya.labels import CALL_COLOUR, PLAY_CARD
from tabletop.games.mythomakya.positions import colour, config
from tabletop.games.mythomakya.rules import GAME, MythState
from tabletop.games.mythomakya.state import PLAY

Stacks = Sequence[Sequence[Sequence[str]]]


def make(stacks: Stacks, senior: str, leader: int = 0, caller: int | None = None) -> MythState:
    """A game in its rounds: ``stacks[seat]`` laid out, ``senior`` called, ``leader`` to lead.

    The caller is the seat on the leader's right unless given.
    """
    players = len(stacks)
    s = GAME.new(config(players), 0)
    s.stacks = [[[find(name) for name in st] for st in seat] for seat in stacks]
    s.senior = colour(senior)
    s.caller = s.first_caller = caller if caller is not None else (leader - 1) % players
    s.leader = s.turn = leader
    s.phase = PLAY
    return s


def play(s: MythState, title: str) -> list[Event]:
    """The seat to act plays the card ``title``."""
    return GAME.apply(s, PLAY_CARD[find(title)])


def call(s: MythState, name: str) -> list[Event]:
    return GAME.apply(s, CALL_COLOUR[colour(name)])


def legal_titles(s: MythState) -> set[str]:
    return {a.label.removeprefix("Play ") for a in GAME.legal_actions(s)}


__all__ = ["call", "colour", "config", "legal_titles", "make", "play"]
