"""The worked examples of the Domains of Meh rulebook, as positions to play (see
:mod:`tabletop.core.examples`). No pygame here."""

from __future__ import annotations

import random

from tabletop.core.examples import Example, step
from tabletop.core.protocol import GameConfig
from tabletop.games.meh.positions import make_state
from tabletop.games.meh.rules import MehState

DWARVES_AND_ELVES = GameConfig(players=2, options={"armies": ["dwarves", "elves"]})


def dwarves_last_snow(seed: int) -> MehState:
    """The Dwarves hold three of the four snow territories (the top row); the Elves hold the
    desert and the forest rows and have one card left; the last snow territory is empty and the
    Dwarves are to play."""
    return make_state(
        "a1 a2 a3 .\n"
        "b1 b1 b2 b2\n"
        "b3 b3 b1 b2",
        armies=("dwarves", "elves"),
        hands=([3, 2, 1], [3]),
        current=0,
        first=1,
        turn=16,
        shuffle=random.Random(seed),
    )


EXAMPLES: tuple[Example[MehState], ...] = (
    Example(
        id="dwarves-20",
        title="The Dwarves' 20 points",
        context=("The Dwarves hold three snow territories and the fourth is the last empty one on the"
                 " map: sending any army there fills the map and ends the game."),
        outcome=("The Dwarves hold only snow, four territories: 1 point for each and +4 for each of"
                 " their four cards, 20 points in all."),
        source="Rulebook, Winning: \"if you only control 4 snow territories, you get +4 points for each"
               " one, or 20 total points!\"",
        config=DWARVES_AND_ELVES,
        build=dwarves_last_snow,
        script=(
            step("place", 1, 3, note="The Dwarves send a 1 to the last snow territory: every territory"
                                     " is held, so the game ends and is scored."),
        ),
    ),
)
