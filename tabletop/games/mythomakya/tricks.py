"""A round: which face-up cards a player may play, playing one, and who wins the round.

Follow: a player who has a face-up card of the colour led must play one of
them; without one, any face-up card. The winner: the highest card of the
senior colour; with none, the highest card of the colour led; other cards
never win. In Triumph of Heroes a face-down card is turned up as soon as the
card above it is played.
"""

from __future__ import annotations

from tabletop.core.protocol import Event, seat_name
from tabletop.games.mythomakya.cards import COLOUR, COLOUR_NAMES, STRENGTH, TITLE
from tabletop.games.mythomakya.state import NO_COLOUR, PLAY, Ev, MythState, Play


def event(ev: Ev, kind: str, text: str, barrier: bool = False, **data: object) -> None:
    """Add a public event to ``ev`` (nothing on the bots' fast path, where ``ev`` is None)."""
    if ev is not None:
        ev.append(Event(kind, text, barrier=barrier, data=dict(data)))


def tops(s: MythState, seat: int) -> list[int]:
    """The face-up top cards of ``seat``'s stacks, in stack order."""
    return [st[-1] for st in s.stacks[seat] if st]


def follow(cards: list[int], led: int) -> list[int]:
    """Which of a player's face-up ``cards`` may be played when ``led`` was led (NO_COLOUR: any).

    The cards of the colour led if there are any, else all of them.
    """
    if led != NO_COLOUR:
        same = [c for c in cards if COLOUR[c] == led]
        if same:
            return same
    return cards


def playable(s: MythState, seat: int) -> list[int]:
    """The cards ``seat`` may play now: its face-up cards of the colour led if it has any, else all."""
    cards = [st[-1] for st in s.stacks[seat] if st]
    return follow(cards, COLOUR[s.trick[0][1]]) if s.trick else cards


def refusal(tops: list[int], led: int, my_turn: bool, card: int) -> str:
    """Why a player whose face-up cards are ``tops`` may not play ``card`` ("" if they may)."""
    if not my_turn:
        return "it is not your turn"
    if card not in tops:
        return "only the top card of one of your stacks may be played"
    if card in follow(tops, led):
        return ""
    return f"you must follow {COLOUR_NAMES[led]}"


def why_not(s: MythState, seat: int, card: int) -> str:
    """Why ``seat`` may not play ``card`` now ("" if it may)."""
    if s.phase != PLAY:
        return "no card is played now"
    return refusal([st[-1] for st in s.stacks[seat] if st], s.led, s.turn == seat, card)


def winning_index(trick: tuple[Play, ...] | list[Play], senior: int) -> int:
    """The index in ``trick`` of the card that wins it."""
    led = COLOUR[trick[0][1]]
    best = 0
    best_key = -1
    for i, (_, card) in enumerate(trick):
        colour = COLOUR[card]
        if colour == senior:
            key = 100 + STRENGTH[card]
        elif colour == led:
            key = STRENGTH[card]
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    return best


def why_won(trick: tuple[Play, ...] | list[Play], senior: int) -> str:
    """Why the winning card of ``trick`` wins, in a few words ("Red is senior")."""
    card = trick[winning_index(trick, senior)][1]
    colour = COLOUR[card]
    led = COLOUR[trick[0][1]]
    name = COLOUR_NAMES[colour]
    if colour == senior and led != senior:
        return f"{name} is senior"
    if colour == senior:
        return f"highest {name}, the senior colour"
    if senior == NO_COLOUR:
        return f"highest {name}, the colour led"
    return f"highest {name}, the colour led; no {COLOUR_NAMES[senior]} was played"


def next_in_round(s: MythState, seat: int) -> int:
    """The next seat clockwise that still has cards, or the leader when the round is complete."""
    n = s.t.n
    q = (seat + 1) % n
    while q != s.leader and not any(s.stacks[q]):
        q = (q + 1) % n
    return q


def next_leader(s: MythState, winner: int) -> int:
    """Who leads after ``winner`` took a round: the winner, or if out of cards the next on the left who is not."""
    n = s.t.n
    for i in range(n):
        q = (winner + i) % n
        if any(s.stacks[q]):
            return q
    return winner


def play_card(s: MythState, seat: int, card: int, ev: Ev) -> bool:
    """``seat`` plays ``card`` (one of its face-up tops). True when that completed the round."""
    stacks = s.stacks[seat]
    for index, st in enumerate(stacks):
        if st and st[-1] == card:
            break
    else:  # pragma: no cover - legality is checked before
        raise ValueError(f"{TITLE[card]} is not on top of a stack of {seat_name(seat)}")
    st.pop()
    s.trick.append((seat, card))
    if ev is not None:
        event(ev, "play", f"{seat_name(seat)} plays {TITLE[card]}.", seat=seat, card=card, stack=index)
        if st and not s.t.open:
            up = st[-1]
            event(ev, "turn_up", f"{seat_name(seat)} turns up {TITLE[up]}.", barrier=True,
                  seat=seat, card=up, stack=index)
    q = (seat + 1) % s.t.n
    if q != s.leader and not any(s.stacks[q]):
        q = next_in_round(s, seat)
    if q == s.leader:
        return True
    s.turn = q
    return False


def take_round(s: MythState, ev: Ev) -> int:
    """The complete round goes to its winner's treasure pile; the winner leads next. Returns the winner."""
    trick = tuple(s.trick)
    winner = trick[winning_index(trick, s.senior)][0]
    s.treasure[winner].extend(card for _, card in trick)
    s.rounds.append((trick, winner))
    s.trick = []
    s.leader = s.turn = next_leader(s, winner)
    if ev is not None:
        card = trick[winning_index(trick, s.senior)][1]
        event(ev, "round", f"{seat_name(winner)} wins the round with {TITLE[card]} ({why_won(trick, s.senior)}).",
              winner=winner, card=card, cards=[c for _, c in trick], seats=[p for p, _ in trick],
              reason=why_won(trick, s.senior))
    return winner
