"""The worked examples of the Maskmen rulebook, as positions to play (see
:mod:`tabletop.core.examples`). No pygame here.

The book's ladder example has a red wrestler, which this edition has not: Pink plays Red's part
(ruling 1 of the rules page)."""

from __future__ import annotations

from tabletop.core.examples import Example, step
from tabletop.core.protocol import GameConfig
from tabletop.games.maskmen.positions import position
from tabletop.games.maskmen.rules import MaskmenState


def ladder_start(seed: int) -> MaskmenState:
    """The first round of a season, nothing played yet: Player 1 hosts with blue in hand, Player 2
    holds pink (the book's red) and orange, Player 3 green."""
    return position(
        [
            {"blue": 3, "grey": 2, "purple": 2},
            {"pink": 3, "orange": 3, "purple": 1},
            {"green": 4, "pink": 1, "grey": 1},
            {"grey": 3, "purple": 2, "orange": 1},
        ],
        host=0,
        seed=seed,
    )


EXAMPLES: tuple[Example[MaskmenState], ...] = (
    Example(
        id="ladder",
        title="The strength ladder",
        context=("Nobody knows yet which wrestler beats which: every card played on another shows one"
                 " more step of the ladder. Pink plays the part of the book's red wrestler."),
        outcome=("Blue, pink and green stand in one line, each above the last. Orange is stronger than"
                 " pink, so also than blue, but cannot be compared with green yet: it starts a second"
                 " line, with copies of blue and pink below it."),
        source="Rulebook, the strength markers' example",
        config=GameConfig(players=4),
        build=ladder_start,
        script=(
            step("play", "blue", 1, note="A blue card is played."),
            step("play", "pink", 2, note="Two pink cards (the book's red) follow it: pink is stronger than"
                                         " blue, so its marker goes above blue's."),
            step("play", "green", 3, note="Green follows pink with one card more: green is stronger than"
                                          " pink and blue, and its marker goes above pink's."),
            step("pass"),
            step("pass"),
            step("pass", note="Everyone else passes: the round ends, and green's player hosts the next."),
            step("play", "pink", 1, note="The next round opens with one pink card."),
            step("pass"),
            step("pass"),
            step("play", "orange", 2, note="Orange beats pink, so it is stronger than pink and blue, but"
                                           " nothing compares it with green: a second line."),
        ),
    ),
)
