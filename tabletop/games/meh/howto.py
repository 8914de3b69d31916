"""How to play the Domains of Meh table, for the first visit and the Help button."""

from __future__ import annotations

from tabletop.ui.table import HowToPlay

HOW_TO_PLAY = HowToPlay(
    "Hold territories with soldiers who look bigger than anyone else's; most points at the end wins.",
    (
        ("Send soldiers", ("Drag a card from your hand (at the bottom) onto a territory of the map. "
                           "The territories you may take glow.")),
        ("Or click", "Click a card, then a territory. A card with one place to go goes there at once."),
        ("Refused?", "A card dropped where it may not go slides back and says why."),
        ("Scores", "Each seat's panel shows what it holds; the log on the right tells every move."),
        ("Keyboard", "Tab and the arrows choose a card and a place; Enter plays. F1 opens the rules."),
    ),
)
