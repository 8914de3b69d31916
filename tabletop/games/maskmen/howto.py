"""How to play the Maskmen table, for the first visit and the Help button."""

from __future__ import annotations

from tabletop.ui.table import HowToPlay

HOW_TO_PLAY = HowToPlay(
    "Be the first to empty your hand, playing stronger wrestlers on the ones in the ring.",
    (
        ("Play wrestlers", ("Click a card of a wrestler in your hand to play it with the cards on top "
                            "of it, or drag them to the ring. The cards a click would play rise.")),
        ("What may play", ("Over each wrestler in your hand a hint says what it may do now "
                           "(\"play 2\", \"weaker\").")),
        ("The ladder", ("The strength markers show what is known: hover a wrestler to light up whom it "
                        "beats (green) and loses to (red).")),
        ("Pass", "When you cannot or will not play, use the Pass button."),
        ("Keyboard", "Tab and the arrows choose; Enter plays. F1 opens the rules."),
    ),
)
