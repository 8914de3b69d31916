"""Build Mindbug positions by hand for rule tests: ``make`` and ``find`` are the builder the
worked examples use too (``tabletop.games.mindbug.positions``); the rest reads and plays them."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.protocol import Action, Event
from tabletop.games.mindbug.cards import BY_NAME
from tabletop.games.mindbug.positions import Zones, find, key_of, make  # noqa: F401 -- for the tests
from tabletop.games.mindbug.rules import GAME, MindbugState


def names(s: MindbugState, cards: Sequence[int]) -> list[str]:
    return [s.name_of(c) for c in cards]


def play_names(s: MindbugState, seat: int) -> list[str]:
    return names(s, s.play[seat])


def disc_names(s: MindbugState, seat: int) -> list[str]:
    return names(s, s.disc[seat])


def hand_names(s: MindbugState, seat: int) -> list[str]:
    return names(s, s.hand[seat])


def act(s: MindbugState, kind: str, *args: int | str) -> list[Event]:
    """Apply an action (checked for legality) and return its events."""
    return GAME.apply(s, Action(kind, tuple(args)))


def play_card(s: MindbugState, name: str) -> list[Event]:
    return act(s, "play", BY_NAME[name].key if name in BY_NAME else name)


def attack(s: MindbugState, name: str) -> list[Event]:
    return act(s, "attack", find(s, name, s.active))


def legal(s: MindbugState) -> list[Action]:
    return GAME.legal_actions(s)


def kinds(s: MindbugState) -> list[str]:
    return [a.kind for a in GAME.legal_actions(s)]


def decision(s: MindbugState) -> str:
    from tabletop.games.mindbug.rules import DECISION_NAMES

    return DECISION_NAMES[s.dec[0]] if s.dec is not None else "none"


def example(wanted: str) -> tuple[MindbugState, list[Action]]:
    """The start position of the worked example ``wanted`` and its scripted moves."""
    from tabletop.core.examples import find_example

    found = find_example(GAME, wanted)
    return found.build(found.seed), found.actions
