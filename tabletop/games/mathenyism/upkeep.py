"""The turn's fixed steps: the draw of two cards (one shown), the card-effects step, the final
discard-or-draw step, the next turn, and the round limit."""

from __future__ import annotations

from tabletop.core.protocol import seat_name
from tabletop.games.mathenyism.board import draw, event
from tabletop.games.mathenyism.cards import EFFECT, NAME, NO_HAND_LIMIT
from tabletop.games.mathenyism.effects import card_effects
from tabletop.games.mathenyism.state import (
    ACT,
    DISCARD,
    DOCTRINE,
    HAND_SIZE,
    NO_SEAT,
    OVER,
    ROUND_LIMIT,
    SHOW,
    Ev,
    MathState,
)


def begin_turn(s: MathState, ev: Ev) -> None:
    """The active player's turn begins: draw two cards from anywhere in the deck, then show one."""
    s.turns += 1
    if s.turns > ROUND_LIMIT * s.n:
        end_on_round_limit(s, ev)
        return
    seat = s.active
    s.used = 0
    s.other_side = False
    s.offered = 0
    s.spent = []
    s.combat = None
    s.attackers_left = []
    s.doctrine_target = NO_SEAT
    s.actor = seat
    event(ev, "turn", f"{seat_name(seat)}'s turn.", seat=seat, turn=s.turns)
    got = draw(s, seat, 2, ev)
    if len(got) == 2:
        s.drawn = got
        s.phase = SHOW
    elif got:
        show(s, got[0], ev)
    else:
        after_show(s, ev)


def show(s: MathState, card: int, ev: Ev) -> None:
    """The active player shows ``card``, one of the two drawn; the card-effects step follows."""
    s.shown[s.active] = card
    s.drawn = []
    event(ev, "show", f"{seat_name(s.active)} draws two cards and shows {NAME[card]}.", seat=s.active, card=card)
    after_show(s, ev)


def after_show(s: MathState, ev: Ev) -> None:
    doctrine = card_effects(s, ev)
    if s.phase == OVER:
        return
    s.actor = s.active
    s.phase = DOCTRINE if doctrine else ACT


def has_no_hand_limit(s: MathState, seat: int) -> bool:
    """Whether ``seat``'s leader or an ally's leader lifts the hand limit."""
    return any(EFFECT[c] == NO_HAND_LIMIT for q in [seat, *s.allies(seat)] for c in s.leaders[q])


def final_step(s: MathState, ev: Ev) -> None:
    """Discard down to five (a decision) or draw up to five; then the next player's turn."""
    seat = s.active
    s.combat = None
    size = len(s.hands[seat])
    if size > HAND_SIZE and not has_no_hand_limit(s, seat):
        s.phase = DISCARD
        s.actor = seat
        return
    if size < HAND_SIZE:
        draw(s, seat, HAND_SIZE - size, ev, "draws up to five:")
    next_turn(s, ev)


def next_turn(s: MathState, ev: Ev) -> None:
    s.active = (s.active + 1) % s.n
    begin_turn(s, ev)


def end_on_round_limit(s: MathState, ev: Ev) -> None:
    """The round limit ends the game: the most followers win (ruling 14)."""
    s.phase = OVER
    s.actor = NO_SEAT
    s.combat = None
    most = max(len(f) for f in s.followers)
    leaders = [q for q in range(s.n) if len(s.followers[q]) == most]
    s.winner = leaders[0] if len(leaders) == 1 else NO_SEAT
    who = " and ".join(seat_name(q) for q in leaders)
    event(ev, "win", f"{ROUND_LIMIT} rounds are played: {who} {'has' if len(leaders) == 1 else 'share'}"
          f" the most followers ({most}).", seats=leaders)
