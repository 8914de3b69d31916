"""The words of Mythomakya's decisions: the actions with their labels, and the prompt.

Actions are built once: ``PLAY[card]``, ``CALL[colour]``, ``MATE[seat]``.
A card is named by its index, a colour by its key ("red"), a seat by its
number, so that a save reads plainly.
"""

from __future__ import annotations

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mythomakya.cards import CARDS, COLOUR, COLOUR_NAMES, COLOURS
from tabletop.games.mythomakya.state import BREAK, CALL, MATE, OVER, PLAY, MythState

PLAY_CARD: tuple[Action, ...] = tuple(Action("play", (c.index,), f"Play {c.title}") for c in CARDS)
"""``PLAY_CARD[card]``: play that face-up card."""

CALL_COLOUR: tuple[Action, ...] = tuple(
    Action("call", (c.key,), f"Call {c.name} ({c.symbol}) senior") for c in COLOURS
)
"""``CALL_COLOUR[colour]``: call that colour senior."""

COLOUR_BY_KEY: dict[str, int] = {c.key: c.index for c in COLOURS}

MAX_SEATS = 6
CHOOSE_MATE: tuple[Action, ...] = tuple(
    Action("mate", (q,), f"Choose {seat_name(q)} as your teammate") for q in range(MAX_SEATS)
)
"""``CHOOSE_MATE[seat]``: (5 players) the caller chooses that seat as teammate."""


def deal_action(s: MythState) -> Action:
    """Deal the next game of the series."""
    return Action("deal", (), f"Deal game {s.game_no + 1} of {s.t.games}")


def prompt(s: MythState) -> str:
    """Who must decide what now."""
    who = seat_name(s.turn) if s.turn >= 0 else ""
    if s.phase == CALL:
        return f"{who}: call the senior colour."
    if s.phase == MATE:
        return f"{who}: choose a teammate; they will play first."
    if s.phase == PLAY:
        if not s.trick:
            return f"{who}: lead the round with any face-up card."
        led = COLOUR_NAMES[COLOUR[s.trick[0][1]]]
        return f"{who}: play a face-up card; follow {led} if you can."
    if s.phase == BREAK:
        return f"{who}: deal game {s.game_no + 1} of {s.t.games}."
    assert s.phase == OVER
    return "The game is over." if s.t.games == 1 else "The series is over."
