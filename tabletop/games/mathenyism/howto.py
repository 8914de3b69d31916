"""How to play the Mathenyism table, for the first visit and the Help button."""

from __future__ import annotations

from tabletop.ui.table import HowToPlay

HOW_TO_PLAY = HowToPlay(
    "Gather ten followers first: play leaders, objects and fighting units, attack, ally and trade.",
    (
        ("Your turn", ("Click one of the two cards you drew to show it, then do two different things: "
                       "drag a card to your place (leader, object, unit or action), or to your followers pile.")),
        ("Aimed cards", "Drop an action onto the player or the unit it is aimed at; what it may go to glows."),
        ("Trade", ("Drop a card onto another player's hand to offer it for one of theirs; they click a card "
                   "to give back, or refuse.")),
        ("Combat", ("Click a player to attack, click your units, then Attack. Defending, drag your units onto "
                    "the attackers; drop one onto a blocker to merge them into a super-unit. When asked for a combat "
                    "card, drag it onto the unit it boosts, or into the combat to cancel it.")),
        ("Refused?", "A card that may not go there slides back and says why. F1 opens the rules."),
    ),
)
