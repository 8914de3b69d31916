"""How to play the Mythomakya table, for the first visit and the Help button.

Triumph of Heroes has :data:`HOW_TO_PLAY`; Battle of the Gods adds its god cards, payments in
golden apples, abilities, answers and Kronos in :data:`BATTLE_HOW_TO_PLAY`, in the rulebook's words.
"""

from __future__ import annotations

from tabletop.ui.table import HowToPlay

HOW_TO_PLAY = HowToPlay(
    "Win rounds to collect golden apples; the most apples wins. Follow the colour led if you can.",
    (
        ("Play a card", ("Drag one of your face-up cards (at the bottom) to the middle, or click it. "
                         "The cards that may play glow.")),
        ("Refused?", "A card that may not play slides back and says why (\"You must follow Blue\")."),
        ("Calling", "The caller picks the senior colour with the buttons in the middle."),
        ("Rounds", ("A finished round shows its winner, then flies to their treasure pile; "
                   "\"Last round\" shows it again.")),
        ("Keyboard", "Tab and the arrows choose; Enter plays. F1 opens the rules."),
    ),
)

BATTLE_HOW_TO_PLAY = HowToPlay(
    ("Battle of the Gods: collect golden apples with myth cards and god cards. Play a glowing top card by "
     "drag or click; follow the colour led if you can."),
    (
        ("God cards", ("Yours lie left of your stacks: point at one to read it. Before a round's first card, "
                       "the middle offers those you may play, each with what it does and costs.")),
        ("Paying", ("With treasure cards whose apples add up to the cost; surplus is lost. The cheapest fit is "
                    "chosen: click cards to change it.")),
        ("Abilities", "A character's button plays it with its ability; a drag plays it without."),
        ("Answers", ("Hermes cancels an opponent's god card, Poseidon an ability. Opponents with god cards are "
                     "asked; without the god: \"Let it be\".")),
        ("Kronos", ("Free, on one of your stacks, which then cannot play. Anyone may move him for 2 apples at "
                    "the start of a round.")),
    ),
)
