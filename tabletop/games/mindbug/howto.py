"""How to play the Mindbug table, for the first visit and the Help button."""

from __future__ import annotations

from tabletop.ui.table import HowToPlay

HOW_TO_PLAY = HowToPlay(
    "Bring the other side's life to zero. Any creature played can be stolen with a Mindbug.",
    (
        ("Play a creature", "Drag a card from your hand (at the bottom) up onto your creatures."),
        ("Attack", "Drag one of your creatures onto an enemy; the places it may go glow."),
        ("Answer", ("Mindbugs, blocks and targets are asked in the middle: click a glowing card or "
                   "a button.")),
        ("Read a card", "Hover a card to see it large with its keywords explained."),
        ("Keyboard", ("Tab and the arrows choose; Enter plays; the number keys press the buttons. "
                      "F1 opens the rules.")),
    ),
)
