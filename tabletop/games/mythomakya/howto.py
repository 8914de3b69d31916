"""How to play the Mythomakya table, for the first visit and the Help button."""

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
