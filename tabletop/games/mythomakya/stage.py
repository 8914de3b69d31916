"""What the Mythomakya table asks of the seat deciding now, besides playing a card.

The caller calls the senior colour (a button per colour, with its symbol),
at 5 players the caller chooses a teammate (a button per other seat), and
between two games of a series the next caller deals. :func:`answers` turns
the legal actions into those buttons' contents; :func:`title` is what the
middle says above them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.core.protocol import Action
from tabletop.games.mythomakya.cards import COLOUR_NAMES
from tabletop.games.mythomakya.labels import COLOUR_BY_KEY
from tabletop.games.mythomakya.state import BREAK, CALL, MATE
from tabletop.games.mythomakya.view import MythView

Answer = tuple[str, Action, "int | None", "int | None"]
"""A button: its label, its action, the colour whose symbol it shows, the seat it names."""


def answers(legal: Sequence[Action], name: Callable[[int], str]) -> list[Answer]:
    """The buttons for the viewer's legal actions that are not a card to play."""
    out: list[Answer] = []
    for action in legal:
        if action.kind == "call":
            colour = COLOUR_BY_KEY[str(action.args[0])]
            out.append((COLOUR_NAMES[colour], action, colour, None))
        elif action.kind == "mate":
            seat = int(action.args[0])  # type: ignore[arg-type]
            out.append((name(seat), action, None, seat))
        elif action.kind != "play":
            out.append((action.label, action, None, None))
    return out


def title(view: MythView, viewer_decides: bool, name: Callable[[int], str]) -> str:
    """The question over the buttons ("" while cards are played)."""
    if view.phase == CALL:
        return "Call the senior colour" if viewer_decides else f"{name(view.caller)} is calling the senior colour"
    if view.phase == MATE:
        if viewer_decides:
            return "Choose your teammate: they lead the first round"
        return f"{name(view.caller)} is choosing a teammate"
    if view.phase == BREAK:
        game = f"game {view.game_no + 1} of {view.games}"
        if viewer_decides:
            return ""  # the button says it
        return f"{name(view.to_act)} deals {game}" if view.to_act is not None else ""
    return ""
