"""The worked examples of Mindbug, as positions to play (see :mod:`tabletop.core.examples`):
each clarification of the 2v2 rulebook, and the interactions the base reference lists
(Poisonous against Tough, Hunter against Sneaky, Sharky copying keywords). No pygame here.

In 2v2, Players 1 and 3 (seats 0 and 2) play against Players 2 and 4 (seats 1 and 3); turns go
1, 2, 3, 4, so Player 2 sits on Player 1's left and Player 4 on the right.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.core.examples import Example, Step, step
from tabletop.core.protocol import GameConfig
from tabletop.games.mindbug.cards import BY_NAME
from tabletop.games.mindbug.positions import find, make
from tabletop.games.mindbug.state import MindbugState

ONE_V_ONE = GameConfig(players=2)
TWO_V_TWO = GameConfig(players=4, teams=(0, 1, 0, 1))
RULEBOOK_2V2 = "Mindbug: First Contact - New Servants, the 2v2 rules"
REFERENCE = "Mindbug base rules, known interactions"

#: A card for each hand that the example does not need, so that nobody is out of actions.
SPARE = [["Grave Robber"], ["Compost Dragon"], ["Grave Robber"], ["Compost Dragon"]]

Build = Callable[[int], MindbugState]


def position(**zones: Any) -> Build:
    """A builder of the position ``make(**zones)`` (seeded by the match's seed)."""

    def build(seed: int) -> MindbugState:
        return make(**zones, seed=seed)

    return build


def card(build: Build, name: str, seat: int, zone: str = "play") -> int:
    """The card id of ``name`` in ``seat``'s ``zone`` of the position (the same for every seed)."""
    return find(build(0), name, seat, zone)


def play(name: str, note: str = "") -> Step:
    return step("play", BY_NAME[name].key, note=note)


# --- the 2v2 rules --------------------------------------------------------------------------------
OFFERS = position(players=4, hands=[["Gorillion", "Luchataur"], *SPARE[1:]], mindbugs=[1, 1, 1, 1])
BLOCKS = position(players=4, hands=SPARE, play=[["Bee Bear"], ["Gorillion"], ["Luchataur"], ["Rhino Turtle"]])
EXTORTER = position(players=4, hands=[["Spider Owl"], ["Gorillion"], ["Spider Owl"], ["Luchataur", "Bee Bear"]],
                    play=[["Tusked Extorter"]])
ELEPHANTOPUS = position(players=4, hands=SPARE,
                        play=[["Elephantopus", "Luchataur"], ["Spider Owl"], [], ["Axolotl Healer", "Gorillion"]])
YETI = position(players=4, hands=SPARE, play=[["Lone Yeti"], [], ["Gorillion", "Luchataur"]])
REX = position(players=4, hands=[["Kangasaurus Rex"], *SPARE[1:]],
               play=[[], ["Spider Owl", "Gorillion"], ["Axolotl Healer"], ["Ferret Bomber"]])
HYDRA = position(players=4, hands=SPARE,
                 play=[["Snail Hydra", "Spider Owl"], ["Gorillion", "Luchataur", "Bee Bear"], [], ["Rhino Turtle"]])
BRAIN_FLY = position(players=4, hands=[["Brain Fly"], *SPARE[1:]], play=[[], ["Luchataur"], ["Gorillion"]])
HARPY = position(players=4, hands=SPARE, play=[["Harpy Mother"], ["Gorillion"], ["Spider Owl"], ["Killer Bee"]],
                 active=1)
ELIMINATION = position(players=4, hands=[["Spider Owl"], [], ["Plated Scorpion", "Luchataur"], ["Killer Bee", "Bee Bear"]],
                       play=[["Hamster Lion"], ["Axolotl Healer"], [], ["Gorillion"]], mindbugs=[0, 2, 0, 0])

# --- the interactions of the base reference (1v1) -----------------------------------------------
ONE_V_ONE_HANDS = [["Spider Owl"], ["Plated Scorpion"]]
POISON_TOUGH = position(hands=ONE_V_ONE_HANDS, play=[["Axolotl Healer"], ["Rhino Turtle"]])
HUNTER_SNEAKY = position(hands=ONE_V_ONE_HANDS, play=[["Snail Thrower", "Spider Owl"], ["Gorillion"]])
SHARKY = position(hands=ONE_V_ONE_HANDS, play=[["Sharky Crab-Dog-Mummypus"], ["Spider Owl", "Luchataur"]])


EXAMPLES: tuple[Example[MindbugState], ...] = (
    Example(
        id="mindbug-order",
        title="Who may use a Mindbug in 2v2",
        context="Player 1 plays Gorillion; each of the other three players has a Mindbug left.",
        outcome=("The player on the left is asked first, then the teammate across, then the player on"
                 " the right. Once one uses a Mindbug nobody else may, and Player 1 takes one more turn"
                 " action."),
        source=RULEBOOK_2V2 + ": playing a card",
        config=TWO_V_TWO,
        build=OFFERS,
        script=(
            play("Gorillion", "Player 1 plays Gorillion: Player 2, on the left, is asked first."),
            step("pass", note="Player 2 lets it go: the right passes to Player 3, Player 1's teammate."),
            step("mindbug", card(OFFERS, "Gorillion", 0, "hand"),
                 note="Player 3 uses a Mindbug: Gorillion joins Player 3's creatures, Player 4 is not asked,"
                      " and Player 1 takes another turn action."),
        ),
    ),
    Example(
        id="block-order",
        title="Who may block in 2v2",
        context="Player 1 attacks with Bee Bear; both opponents have a creature that could block it.",
        outcome=("The player on the left decides first whether to block, then the player on the right."
                 " If neither blocks, the opposing team loses 1 of its shared health."),
        source=RULEBOOK_2V2 + ": attacking with a creature",
        config=TWO_V_TWO,
        build=BLOCKS,
        script=(
            step("attack", card(BLOCKS, "Bee Bear", 0), note="Player 1 attacks: Player 2, on the left, decides first."),
            step("noblock", note="Player 2 does not block: now Player 4, on the right, decides."),
            step("noblock", note="Player 4 does not block either: Players 2 and 4 lose 1 health together."),
        ),
    ),
    Example(
        id="choose-an-opponent",
        title="Tusked Extorter: you choose the opponent",
        context="Player 1 attacks with Tusked Extorter (\"Attack: an opponent discards a card\").",
        outcome=("For play, attack and defeat effects, the acting player chooses which opponent is"
                 " affected: here Player 4 discards a card, and Player 2 keeps theirs."),
        source=RULEBOOK_2V2 + ": game terminology, the Tusked Extorter example",
        config=TWO_V_TWO,
        build=EXTORTER,
        script=(
            step("attack", card(EXTORTER, "Tusked Extorter", 0),
                 note="The Attack effect: Player 1 chooses which opponent discards."),
            step("opponent", 3, note="Player 1 chooses Player 4."),
            step("discard", "bee_bear", note="Player 4 chooses the card to discard: Bee Bear."),
        ),
    ),
    Example(
        id="constant-effects",
        title="Elephantopus holds back both opponents",
        context=("Player 1 has Elephantopus (\"the opponent cannot block with creatures of power 4 or"
                 " less\") and attacks with Luchataur."),
        outcome=("A constant effect hits both players of the opposing team: Player 2's Spider Owl and"
                 " Player 4's Axolotl Healer may not block; only Gorillion may."),
        source=RULEBOOK_2V2 + ": game terminology, the Elephantopus example",
        config=TWO_V_TWO,
        build=ELEPHANTOPUS,
        script=(
            step("attack", card(ELEPHANTOPUS, "Luchataur", 0),
                 note="Player 2 has only the Spider Owl (power 3): not asked to block. Player 4 may block"
                      " with Gorillion, never with the Axolotl Healer (power 4)."),
            step("block", card(ELEPHANTOPUS, "Gorillion", 3), note="Gorillion (10) blocks and defeats Luchataur (9)."),
        ),
    ),
    Example(
        id="lone-yeti",
        title="Lone Yeti and a teammate's creatures",
        context="Lone Yeti is Player 1's only creature; Player 3, the teammate, has two.",
        outcome=("\"Allied\" creatures are your own only: the Yeti is still alone, so it has +5 power"
                 " (10) and Frenzy, and may attack a second time."),
        source=RULEBOOK_2V2 + ": clarifications, Lone Yeti",
        config=TWO_V_TWO,
        build=YETI,
        script=(
            step("attack", card(YETI, "Lone Yeti", 0),
                 note="The Yeti attacks with 10 power: nobody can block it, and Players 2 and 4 lose 1 health."),
            step("again", card(YETI, "Lone Yeti", 0), note="With Frenzy it attacks a second time."),
        ),
    ),
    Example(
        id="kangasaurus-rex",
        title="Kangasaurus Rex hits both opponents",
        context="Player 1 plays Kangasaurus Rex (\"defeat all enemy creatures with power 4 or less\").",
        outcome=("It defeats the small creatures of both opponents (Spider Owl and Ferret Bomber); the"
                 " teammate's Axolotl Healer is not an enemy and stays."),
        source=RULEBOOK_2V2 + ": clarifications, Kangasaurus Rex",
        config=TWO_V_TWO,
        build=REX,
        script=(play("Kangasaurus Rex", "Nobody has a Mindbug left: the Rex enters and its Play effect resolves."),),
    ),
    Example(
        id="snail-hydra",
        title="Snail Hydra: compare with one opponent",
        context=("Player 1 attacks with Snail Hydra (\"if you control fewer creatures than the opponent,"
                 " defeat a creature\"); Player 2 has three creatures, Player 4 one."),
        outcome=("Player 1 chooses the opponent to compare with: with fewer creatures than Player 2, any"
                 " one creature in play may be defeated, even the other opponent's."),
        source=RULEBOOK_2V2 + ": clarifications, Snail Hydra",
        config=TWO_V_TWO,
        build=HYDRA,
        script=(
            step("attack", card(HYDRA, "Snail Hydra", 0)),
            step("opponent", 1, note="Player 1 compares with Player 2: two creatures against three."),
            step("target", card(HYDRA, "Rhino Turtle", 3),
                 note="Any creature may be chosen: Player 4's Rhino Turtle (Tough: it is exhausted instead)."),
        ),
    ),
    Example(
        id="brain-fly-teammate",
        title="Brain Fly may take a teammate's creature",
        context="Player 1 plays Brain Fly (\"take control of a creature with power 6 or more\").",
        outcome="The creature may be the teammate's: Player 1 takes Player 3's Gorillion.",
        source=RULEBOOK_2V2 + ": clarifications, Brain Fly and Harpy Mother",
        config=TWO_V_TWO,
        build=BRAIN_FLY,
        script=(
            play("Brain Fly", "Nobody has a Mindbug left: Brain Fly enters; Luchataur and Gorillion may be taken."),
            step("target", card(BRAIN_FLY, "Gorillion", 2), note="Player 1 takes the teammate's Gorillion."),
        ),
    ),
    Example(
        id="harpy-mother-teammate",
        title="Harpy Mother may take a teammate's creature",
        context=("Player 2 attacks with Gorillion; Player 1 blocks with Harpy Mother (\"Defeated: take"
                 " control of up to two enemy creatures with power 5 or less\")."),
        outcome=("Harpy Mother is defeated, and Player 1 may take creatures of the teammate too: Player"
                 " 3's Spider Owl and Player 4's Killer Bee."),
        source=RULEBOOK_2V2 + ": clarifications, Brain Fly and Harpy Mother",
        config=TWO_V_TWO,
        build=HARPY,
        script=(
            step("attack", card(HARPY, "Gorillion", 1), note="Player 3, on Player 2's left, decides first."),
            step("noblock"),
            step("block", card(HARPY, "Harpy Mother", 0), note="Player 1 blocks: Harpy Mother (5) is defeated."),
            step("target", card(HARPY, "Spider Owl", 2), note="Player 1 takes Player 3's Spider Owl: the teammate's creature."),
            step("target", card(HARPY, "Killer Bee", 3), note="Player 1 also takes Player 4's Killer Bee."),
        ),
    ),
    Example(
        id="elimination",
        title="A player who cannot act is eliminated",
        context=("Player 2 has no card in hand, and Hamster Lion stops their only creature (the weakest)"
                 " from attacking."),
        outcome=("Player 2 can take no turn action and is eliminated: their creatures leave the game, their"
                 " turns are skipped, and Player 4 plays on for the team."),
        source=RULEBOOK_2V2 + ": player elimination",
        config=TWO_V_TWO,
        build=ELIMINATION,
        script=(
            play("Spider Owl", "Player 1 plays Spider Owl; Player 2 may use a Mindbug on it."),
            step("pass", note="Player 2 lets it go. On their turn Player 2 can neither play nor attack: eliminated."),
        ),
    ),
    # --- the interactions of the base reference ---------------------------------------------------
    Example(
        id="poisonous-tough",
        title="Poisonous against Tough",
        context="Player 1 attacks with Axolotl Healer (Poisonous); Player 2 blocks with Rhino Turtle (Tough).",
        outcome=("Poison would defeat the Turtle, but Tough saves it the first time: it is exhausted"
                 " instead. The Healer (4) loses to the Turtle (8)."),
        source=REFERENCE,
        config=ONE_V_ONE,
        build=POISON_TOUGH,
        script=(
            step("attack", card(POISON_TOUGH, "Axolotl Healer", 0)),
            step("block", card(POISON_TOUGH, "Rhino Turtle", 1),
                 note="The Turtle blocks: it is exhausted, not defeated; the Healer is defeated."),
        ),
    ),
    Example(
        id="hunter-sneaky",
        title="Hunter against Sneaky",
        context=("Snail Thrower gives Player 1's Spider Owl (Sneaky) Hunter; Player 2's only creature,"
                 " Gorillion, is not Sneaky and could not block it."),
        outcome=("A Hunter chooses its blocker among all enemy creatures, even one that could not block"
                 " it: Gorillion must fight, and the Owl's poison defeats it."),
        source=REFERENCE,
        config=ONE_V_ONE,
        build=HUNTER_SNEAKY,
        script=(
            step("attack", card(HUNTER_SNEAKY, "Spider Owl", 0)),
            step("hunt", card(HUNTER_SNEAKY, "Gorillion", 1),
                 note="The Owl hunts Gorillion: both are defeated (poison, and 3 against 10)."),
        ),
    ),
    Example(
        id="sharky-copies",
        title="Sharky copies enemy keywords",
        context=("Sharky Crab-Dog-Mummypus has Hunter, Sneaky, Frenzy and Poisonous while an enemy creature"
                 " has them: Player 2 has a Spider Owl (Sneaky, Poisonous) and Luchataur (Frenzy)."),
        outcome=("Sharky is Sneaky, so only the Owl may block it, and has Frenzy, so it attacks twice. When"
                 " the Owl blocks, both are defeated: Sharky by the Owl's poison, the Owl by Sharky's power."),
        source=REFERENCE,
        config=ONE_V_ONE,
        build=SHARKY,
        script=(
            step("attack", card(SHARKY, "Sharky Crab-Dog-Mummypus", 0),
                 note="Sneaky copied: only the Spider Owl may block."),
            step("noblock", note="Player 2 does not block and loses 1 life."),
            step("again", card(SHARKY, "Sharky Crab-Dog-Mummypus", 0), note="Frenzy copied: Sharky attacks again."),
            step("block", card(SHARKY, "Spider Owl", 1),
                 note="The Owl blocks: its poison defeats Sharky, and Sharky (5) defeats the Owl (3)."),
        ),
    ),
)
