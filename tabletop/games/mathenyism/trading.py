"""Trading and bartering: an offer of one card for a card of the other player's choice, which that
player accepts (choosing the card) or refuses; and gifts, which count as discards in the final step.

The player whose turn it is makes one offer a turn, in the action step, free of
the two actions (ruling 11); the other player is the one to act for the answer.
"""

from __future__ import annotations

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mathenyism import labels
from tabletop.games.mathenyism.board import event
from tabletop.games.mathenyism.cards import NAME
from tabletop.games.mathenyism.state import ACT, ANSWER, Ev, MathState


def offers(s: MathState) -> list[Action]:
    """The offers the active player may make now (one a turn, to a player holding cards)."""
    if s.offered:
        return []
    seat = s.active
    return [labels.offer(c, q) for q in range(s.n) if q != seat and s.hands[q] for c in s.hands[seat]]


def make_offer(s: MathState, card: int, to: int, ev: Ev) -> None:
    seat = s.active
    s.offer = (card, to)
    s.offered = 1
    s.phase = ANSWER
    s.actor = to
    pair = frozenset({seat, to})
    event(ev, "offer", f"{seat_name(seat)} offers {seat_name(to)} a card for one of theirs.", hidden_from=pair,
          seat=seat, to=to)
    event(ev, "offer", f"{seat_name(seat)} offers {seat_name(to)} {NAME[card]} for a card of theirs.", only=pair,
          seat=seat, to_seat=to, card=card)


def answers(s: MathState) -> list[Action]:
    assert s.offer is not None
    return [labels.swap_back(c) for c in s.hands[s.actor]] + [labels.REFUSE]


def answer(s: MathState, action: Action, ev: Ev) -> None:
    assert s.offer is not None
    card, to = s.offer
    seat = s.active
    pair = frozenset({seat, to})
    if action.kind == "swap_back":
        back = int(action.args[0])  # type: ignore[arg-type]
        s.hands[seat].remove(card)
        s.hands[to].remove(back)
        s.hands[to].append(card)
        s.hands[seat].append(back)
        event(ev, "trade", f"{seat_name(to)} accepts {seat_name(seat)}'s offer: they swap a card.", hidden_from=pair,
              seat=seat, to=to, accepted=True)
        event(ev, "trade", f"{seat_name(to)} accepts: {NAME[card]} goes to {seat_name(to)},"
              f" {NAME[back]} to {seat_name(seat)}.", only=pair, seat=seat, to_seat=to, card=card, back=back,
              accepted=True)
    else:
        event(ev, "trade", f"{seat_name(to)} refuses {seat_name(seat)}'s offer.", seat=seat, to=to, accepted=False)
    s.offer = None
    s.phase = ACT
    s.actor = seat


def give(s: MathState, card: int, to: int, ev: Ev) -> None:
    """In the final step: the active player gives ``card`` to ``to`` (it counts as a discard)."""
    seat = s.active
    s.hands[seat].remove(card)
    s.hands[to].append(card)
    pair = frozenset({seat, to})
    event(ev, "give", f"{seat_name(seat)} gives {seat_name(to)} a card.", hidden_from=pair, seat=seat, to=to)
    event(ev, "give", f"{seat_name(seat)} gives {NAME[card]} to {seat_name(to)}.", only=pair, seat=seat, to_seat=to,
          card=card)
