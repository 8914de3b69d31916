"""What the Mythomakya table asks of the seat deciding now, besides playing a card.

The shared decision panel (:class:`~tabletop.ui.decision.DecisionPanel`) shows
it over the middle with these words: the caller calls the senior colour (a
button per colour, named, with its symbol drawn by the table), at 5 players
the caller chooses a teammate (a button per other seat, or a click on that
seat's panel), and between two games of a series the next caller deals.
Cards are played by the table's own drag and click, so a card to play gets
no button.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.protocol import Action
from tabletop.games.mythomakya.cards import COLOUR_NAMES, COLOURS, WORTH, treasure_name
from tabletop.games.mythomakya.labels import COLOUR_BY_KEY
from tabletop.games.mythomakya.state import BREAK, CALL, MATE
from tabletop.ui.decision import Answer, Ask, DecisionHooks, Item, OnSeat, Pick, Words


def call_colour(action: Action) -> int | None:
    """The colour a call action calls (None for any other action)."""
    return COLOUR_BY_KEY[str(action.args[0])] if action.kind == "call" else None


class MythWords(DecisionHooks):
    """The words and buttons of Mythomakya's decisions."""

    def words(self, ask: Ask) -> Words:
        view = ask.view
        if view is None or ask.seat is None:
            return Words("")
        if view.phase == CALL:
            if ask.mine:
                return Words("Call the senior colour",
                             "It beats every other colour; the player on your left leads the first round.")
            return Words(f"{ask.name(view.caller)} is calling the senior colour")
        if view.phase == MATE:
            if ask.mine:
                return Words("Choose your teammate", "Your teammate leads the first round; the other three"
                             " play together.")
            return Words(f"{ask.name(view.caller)} is choosing a teammate")
        if view.phase == BREAK:
            game = f"game {view.game_no + 1} of {view.games}"
            if ask.mine:
                return Words("You call next: deal the next game")
            return Words(f"{ask.name(ask.seat)} deals {game}")
        return self._battle_words(ask)

    @staticmethod
    def _battle_words(ask: Ask) -> Words:
        """Battle of the Gods: what the seat deciding is asked (a god, a payment, an answer, an ability's
        choice), in the view's own public words. A turn to play a card says nothing here, even when a god or
        an ability is offered: the status line under the round says so, and the buttons what each does, so
        that the round's places keep the middle's height."""
        view = ask.view
        if ask.mine and any(a.kind == "play" for a in ask.legal):
            return Words("")
        prompt = str(getattr(view, "prompt", ""))
        if not getattr(view, "frames", ()) or not prompt:
            return Words("")
        words = ask.personal(prompt).rstrip(".")
        if ask.mine:
            head, _, rest = words.partition(": ")
            if rest and ask.seat is not None and head == ask.name(ask.seat):
                words = rest[0].upper() + rest[1:]
        return Words(words)

    def answer(self, ask: Ask, action: Action) -> Answer | None:
        colour = call_colour(action)
        if colour is not None:
            return Answer(f"{COLOUR_NAMES[colour]} ({COLOURS[colour].symbol})", action, group="call")
        if action.kind == "mate":
            return Answer(ask.name(int(action.args[0])), action, group="mate")  # type: ignore[arg-type]
        if action.kind in ("play", "order"):
            return None  # a card is played, and Aeolus's order made, on the table
        return super().answer(ask, action)

    def items(self, ask: Ask, action: Action) -> frozenset[Item] | None:
        """A payment is chosen card by card from the payer's open treasure pile (a multi-select)."""
        return frozenset(int(c) for c in action.args) if action.kind == "pay" else None  # type: ignore[arg-type]

    def item_label(self, ask: Ask, item: Item) -> str:
        card = int(item)  # type: ignore[call-overload]
        return f"{treasure_name(card)} ({WORTH[card]})"

    def confirm_label(self, ask: Ask) -> str:
        return "Pay" if any(a.kind == "pay" for a in ask.legal) else "Confirm"

    def picks(self, ask: Ask, action: Action) -> Sequence[Pick]:
        if action.kind == "mate":
            return (OnSeat(int(action.args[0])),)  # type: ignore[arg-type]
        return ()
