"""The worked examples of the Mythomakya rulebook, as positions to play (see
:mod:`tabletop.core.examples`). No pygame here."""

from __future__ import annotations

import random

from tabletop.core.examples import Example, step
from tabletop.games.mythomakya.cards import ARES, GOLDEN_APPLES, find
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


def ares_against_a_minor_god(seed: int) -> MythState:
    """The first round of a Battle game, blue senior: Dima holds Ares and has Icarus (yellow 3) on a
    stack; Sasha has Nike (yellow 2, a minor god) on a stack and no other yellow card on top. Each
    treasure pile holds its golden apple card; Poseidon and Hermes are in the box."""
    return make(
        [[["Icarus"]],
         [["Nike"], ["Nereus"], ["Charon"], ["Semele"], ["Typhon"], ["Scylla"], ["Persephone"], ["Circe"],
          ["Proteus"], ["Enyo"]]],
        "blue",
        leader=DIMA,
        gods=[["Ares"], []],
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
    Example(
        id="ares-against-a-minor-god",
        title="Ares against a minor god: a tie at 8 goes to Ares",
        context=("Dima leads with Ares and a yellow 3, which makes 8; Sasha follows with Nike, a minor god whose"
                 " ability makes her 8 too."),
        outcome=("Both cards are 8: a minor god would win a tie at 8, but not against Ares, so Dima takes the"
                 " round."),
        source=("Rulebook, Minor gods: \"the lesser gods are weaker than Ares, and in case of equal strength Ares"
                " wins\"; our ruling 20 (Ares adds to the new strength)."),
        config=BATTLE_FOR_TWO,
        build=ares_against_a_minor_god,
        script=(
            step("god", ARES, note="In his turn, before his card, Dima plays Ares: his card gets +5 and wins ties."),
            step("pay", GOLDEN_APPLES[DIMA], note="Ares costs 2 golden apples: Dima pays with his golden apple card."),
            step("allow", note="Sasha has no Hermes to cancel Ares: she lets it be."),
            step("play", find("Icarus"), note="Dima leads Icarus, yellow 3: 8 with Ares."),
            step("ability", find("Nike"),
                 note="Sasha must follow yellow: she plays Nike, yellow 2, and activates her ability: strength 8."),
            step("pay", GOLDEN_APPLES[SASHA],
                 note="A minor god's ability costs 1 apple: her golden apple card pays, the second apple is lost."),
            step("allow", note="Dima lets it be. Both cards are 8; Ares wins the tie, and Dima takes the round."),
        ),
        names=("Dima", "Sasha"),
    ),
)
