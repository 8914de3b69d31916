"""The worked examples of the Mythomakya rulebook, as positions to play (see
:mod:`tabletop.core.examples`). No pygame here."""

from __future__ import annotations

import random

from tabletop.core.examples import Example, step
from tabletop.games.mythomakya.cards import ARES, GOLDEN_APPLES, find
from tabletop.games.mythomakya.positions import config, make
from tabletop.games.mythomakya.rules import MythState

LEADER, CALLER = 0, 1
"""Player 1 leads the first round (the book's Dima); Player 2 called the senior colour (Sasha)."""

BATTLE_FOR_TWO = config(2, caller=CALLER, variant="battle")
"""Battle of the Gods at two: Player 2 calls the senior colour, so Player 1, on their left, leads."""


def prometheus_and_atlas(seed: int) -> MythState:
    """The first round of a Battle game, blue senior: Player 1 has Prometheus (red 7) on a stack; no
    stack of Player 2's has a red card on top, and one has Atlas (yellow 7). Each treasure pile holds
    its golden apple card; Poseidon and Hermes, which could cancel, are in the box."""
    return make(
        [[["Prometheus"]],
         [["Atlas"], ["Nereus"], ["Charon"], ["Semele"], ["Midas"], ["Scylla"], ["Persephone"], ["Circe"],
          ["Proteus"], ["Eos"]]],
        "blue",
        leader=LEADER,
        treasure=[["golden"], ["golden"]],
        box=["Poseidon", "Hermes"],
        rest=random.Random(seed),
    )


def ares_against_a_minor_god(seed: int) -> MythState:
    """The first round of a Battle game, blue senior: Player 1 holds Ares and has Icarus (yellow 3) on
    a stack; Player 2 has Nike (yellow 2, a minor god) on a stack and no other yellow card on top. Each
    treasure pile holds its golden apple card; Poseidon and Hermes are in the box."""
    return make(
        [[["Icarus"]],
         [["Nike"], ["Nereus"], ["Charon"], ["Semele"], ["Typhon"], ["Scylla"], ["Persephone"], ["Circe"],
          ["Proteus"], ["Enyo"]]],
        "blue",
        leader=LEADER,
        gods=[["Ares"], []],
        treasure=[["golden"], ["golden"]],
        box=["Poseidon", "Hermes"],
        rest=random.Random(seed),
    )


EXAMPLES: tuple[Example[MythState], ...] = (
    Example(
        id="prometheus-and-atlas",
        title="Prometheus and Atlas: the later of two identical abilities wins",
        context=("In the first round of a Battle of the Gods game, blue senior, Player 1 leads with the titan"
                 " Prometheus; Player 2 has no red card on top of any stack, but has Atlas, a titan with the"
                 " same ability."),
        outcome=("The round's cards are discarded, nobody takes treasure, and Player 2, whose identical ability"
                 " came last, leads the next round."),
        source=("Rulebook, Clarifications on Character Abilities and God Cards (Dima's Prometheus, Sasha's"
                " Atlas): \"If identical abilities are activated, priority goes to the player who played their"
                " card last.\""),
        config=BATTLE_FOR_TWO,
        build=prometheus_and_atlas,
        script=(
            step("ability", find("Prometheus"),
                 note=("Player 1 plays Prometheus (red 7) and activates its ability: discard all cards played in"
                       " this round, and lead the next round.")),
            step("pay", GOLDEN_APPLES[LEADER],
                 note="A titan's ability costs 2 golden apples: Player 1 pays with the golden apple card."),
            step("allow", note="Player 2 has no Poseidon to cancel the ability, and lets it be."),
            step("ability", find("Atlas"),
                 note=("Player 2 has no red card to follow with, so may play any card: Atlas (yellow 7), with the"
                       " same ability.")),
            step("pay", GOLDEN_APPLES[CALLER], note="Player 2 pays with the golden apple card."),
            step("allow", note=("Player 1 lets it be. The round's cards go to the discard pile, and Player 2, whose"
                                " titan came last, leads the next round.")),
        ),
    ),
    Example(
        id="ares-against-a-minor-god",
        title="Ares against a minor god: a tie at 8 goes to Ares",
        context=("Player 1 leads with Ares and a yellow 3, which makes 8; Player 2 follows with Nike, a minor"
                 " god whose ability makes it 8 too."),
        outcome=("Both cards are 8: a minor god would win a tie at 8, but not against Ares, so Player 1 takes"
                 " the round."),
        source=("Rulebook, Minor gods: \"the lesser gods are weaker than Ares, and in case of equal strength Ares"
                " wins\"; our ruling 20 (Ares adds to the new strength)."),
        config=BATTLE_FOR_TWO,
        build=ares_against_a_minor_god,
        script=(
            step("god", ARES, note="In their turn, before their card, Player 1 plays Ares: the card gets +5 and"
                                   " wins ties."),
            step("pay", GOLDEN_APPLES[LEADER],
                 note="Ares costs 2 golden apples: Player 1 pays with the golden apple card."),
            step("allow", note="Player 2 has no Hermes to cancel Ares, and lets it be."),
            step("play", find("Icarus"), note="Player 1 leads Icarus, yellow 3: 8 with Ares."),
            step("ability", find("Nike"),
                 note="Player 2 must follow yellow: Nike, yellow 2, with its ability, becomes 8."),
            step("pay", GOLDEN_APPLES[CALLER],
                 note="A minor god's ability costs 1 apple: the golden apple card pays, its second apple is lost."),
            step("allow", note="Player 1 lets it be. Both cards are 8; Ares wins the tie, and Player 1 takes the"
                               " round."),
        ),
    ),
)
