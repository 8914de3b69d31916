"""The worked examples of the Mythomakya rulebook, as positions to play (see
:mod:`tabletop.core.examples`). No pygame here."""

from __future__ import annotations

import random

from tabletop.core.examples import Example, step
from tabletop.games.mythomakya.cards import GOLDEN_APPLES, find
from tabletop.games.mythomakya.positions import config, make
from tabletop.games.mythomakya.rules import MythState

DIMA, SASHA = 0, 1

BATTLE_FOR_TWO = config(2, caller=SASHA, variant="battle")
"""Battle of the Gods at two: Sasha calls the senior colour, so Dima, on her left, leads."""


def prometheus_and_atlas(seed: int) -> MythState:
    """The first round of a Battle game, blue senior: Dima has Prometheus (red 7) on a stack; no
    stack of Sasha's has a red card on top, and one has Atlas (yellow 7). Each treasure pile holds
    its golden apple card; Poseidon and Hermes, which could cancel, are in the box."""
    return make(
        [[["Prometheus"]],
         [["Atlas"], ["Nereus"], ["Charon"], ["Semele"], ["Midas"], ["Scylla"], ["Persephone"], ["Circe"],
          ["Proteus"], ["Eos"]]],
        "blue",
        leader=DIMA,
        treasure=[["golden"], ["golden"]],
        box=["Poseidon", "Hermes"],
        rest=random.Random(seed),
    )


EXAMPLES: tuple[Example[MythState], ...] = (
    Example(
        id="prometheus-and-atlas",
        title="Prometheus and Atlas: the later of two identical abilities wins",
        context=("In the first round of a Battle of the Gods game, blue senior, Dima leads with the titan"
                 " Prometheus; Sasha has no red card on top of her stacks, but she has Atlas, a titan with the"
                 " same ability."),
        outcome=("Every card played in the round is discarded, nobody takes any treasure, and Sasha leads"
                 " the next round, because she played her identical ability last."),
        source=("Rulebook, Clarifications on Character Abilities and God Cards: \"If identical abilities are"
                " activated, priority goes to the player who played their card last.\""),
        config=BATTLE_FOR_TWO,
        build=prometheus_and_atlas,
        script=(
            step("ability", find("Prometheus"),
                 note=("Dima plays Prometheus (red 7) and activates his ability: discard all cards played in"
                       " this round, and lead the next round.")),
            step("pay", GOLDEN_APPLES[DIMA],
                 note="A titan's ability costs 2 golden apples: Dima pays with his golden apple card."),
            step("allow", note="Sasha has no Poseidon to cancel the ability: she lets it be."),
            step("ability", find("Atlas"),
                 note=("Sasha has no red card to follow with, so she may play any card: she plays Atlas"
                       " (yellow 7) and activates the same ability.")),
            step("pay", GOLDEN_APPLES[SASHA], note="Sasha pays with her golden apple card."),
            step("allow", note=("Dima lets it be. The round's cards go to the discard pile, and Sasha, who"
                                " played her titan last, leads the next round.")),
        ),
        names=("Dima", "Sasha"),
    ),
)
