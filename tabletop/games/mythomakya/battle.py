"""The flow of Battle of the Gods: its deal, its rounds and their moments, running out of cards.

What Battle adds to a Triumph game (:mod:`.rules` calls in here when the
variant is ``battle``):

* the deal: god cards (3 each, 2 at 5-6 players; the rest to the box unseen)
  and a golden apple card in each treasure pile; at 5 players the caller
  gets a second golden apple card and takes two god cards of their choice
  from the box (after the call, before the teammate);
* each round opens with the god moment: the seats still in the game are
  asked in turn from the round's first player whether they play god cards
  (the start-of-round gods, or moving Kronos), one or several, then "done"
  (a seat is asked when it holds a god card or could pay to move Kronos:
  both public, so being asked tells nothing);
* a turn: a face-up card not under Kronos, following the colour led unless
  Dionysus frees the player, or the card a goddess or Aphrodite chose; a
  character card may be played with its ability; Ares, Dionysus and
  Aphrodite are played in one's turn before one's card;
* the end of a round: the best card (senior colour, then the colour led,
  then strength, then the tie rank) wins; a titan sends the cards to the
  discard pile; a monster's or titan's player leads next;
* running out: a player with no myth cards left no longer plays, and their
  god cards go to their treasure pile (one apple each); a player whose only
  stack Kronos blocks at the end of the god moment is out, their blocked
  stack going to the round's winner and Kronos to the discard pile.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tabletop.core.protocol import Action, seat_name
from tabletop.games.mythomakya import abilities, gods
from tabletop.games.mythomakya.cards import (
    CATEGORY,
    COLOUR,
    COLOUR_NAMES,
    GOD_BASE,
    GOD_COUNT,
    GODS,
    GOLDEN_APPLES,
    KRONOS,
    KRONOS_MOVE_COST,
    START,
    STRENGTH,
    TITLE,
    TURN,
)
from tabletop.games.mythomakya.labels import PLAY_CARD
from tabletop.games.mythomakya.moments import (
    ABILITY,
    COUNTER,
    GOD,
    NEXT,
    PAY,
    POSEIDON,
    WINDOW,
    Frame,
    describe,
    open_window,
    pay_answer,
    pay_legal,
    push,
    push_payment,
    resolve_counter,
    window_answer,
    window_legal,
)
from tabletop.games.mythomakya.payment import can_pay
from tabletop.games.mythomakya.scoring import end_game
from tabletop.games.mythomakya.state import Ev, MythState
from tabletop.games.mythomakya.tricks import event, follow, next_in_round, next_leader

GODS_DEALT = {2: 3, 3: 3, 4: 3, 5: 2, 6: 2}
"""God cards dealt to each player, by player count."""

CALLER_PICKS = 2
"""God cards the caller of a 5-player game takes from the box."""

MOMENT = "moment"
DONE = Action("done", (), "Done: no more god cards now")
MOVE_KRONOS = Action("move_kronos", (), f"Move Kronos ({KRONOS_MOVE_COST} apples) to another stack")


# --- setup ---------------------------------------------------------------------------------
def deal_gods(s: MythState, rng: random.Random) -> None:
    """God cards into the hands, the rest to the box; a golden apple card in every treasure pile."""
    s.clear_battle()
    n = s.t.n
    cards = list(range(GOD_COUNT))
    rng.shuffle(cards)
    each = GODS_DEALT[n]
    for q in range(n):
        s.gods[q] = sorted(cards[q * each:(q + 1) * each])
        s.treasure[q].append(GOLDEN_APPLES[q])
    s.box = sorted(cards[n * each:])


def caller_extras(s: MythState, ev: Ev) -> None:
    """5 players: the caller's second golden apple card and two god cards of their choice from the box."""
    s.treasure[s.caller].append(GOLDEN_APPLES[s.t.n])
    if ev is not None:
        event(ev, "golden", f"{seat_name(s.caller)} takes a second golden apple card and chooses two god cards"
              " from the box.", seat=s.caller)
    push(s, "pick_god", s.caller, CALLER_PICKS)


# --- the god moment at the start of a round ------------------------------------------------------------
def _asked_at_moment(s: MythState, seat: int) -> bool:
    """Whether ``seat`` is asked at the god moment: it plays, and holds a god card or could move Kronos."""
    return s.in_play(seat) and (bool(s.gods[seat]) or (s.kronos is not None and can_pay(s, seat, KRONOS_MOVE_COST)))


def _ask_next(s: MythState, seats: tuple[int, ...], ev: Ev) -> None:
    """Ask the first of ``seats`` that may play a god card; when nobody is left, the round begins."""
    for i, q in enumerate(seats):
        if _asked_at_moment(s, q):
            push(s, MOMENT, q, seats[i + 1:])
            return
    _end_moment(s, ev)


def begin_round(s: MythState, ev: Ev) -> None:
    """A new round: its changes forgotten, then the god moment from its first player."""
    s.clear_round()
    n = s.t.n
    _ask_next(s, tuple((s.leader + i) % n for i in range(n)), ev)


def _moment_legal(s: MythState, frame: Frame) -> list[Action]:
    seat = frame[1]
    out = gods.god_actions(s, seat, START)
    if gods.can_move_kronos(s, seat):
        out.append(MOVE_KRONOS)
    return [*out, DONE]


def _moment_answer(s: MythState, frame: Frame, action: Action, ev: Ev) -> None:
    seat = frame[1]
    if action.kind == "done":
        s.frames.pop()
        _ask_next(s, frame[2], ev)
    elif action.kind == "move_kronos":
        gods.move_kronos(s, seat, ev)
    else:
        gods.play_god(s, seat, int(action.args[0]), ev)  # type: ignore[arg-type]


def _end_moment(s: MythState, ev: Ev) -> None:
    """The god moment is over: a player Kronos blocks on their last stack is out; the lead."""
    k = s.kronos
    if k is not None:
        q, i = k
        if all(not st or j == i for j, st in enumerate(s.stacks[q])):
            s.forfeit.extend(s.stacks[q][i])
            s.stacks[q][i] = []
            s.kronos = None
            s.discard.append(GOD_BASE + KRONOS)
            if ev is not None:
                event(ev, "kronos_out", f"Kronos blocks {seat_name(q)}'s last stack: {seat_name(q)} is out; the"
                      " stack goes to this round's winner and Kronos is discarded.", seat=q)
    _retire(s, ev)
    if not any(any(seat) for seat in s.stacks):
        _finish(s, ev)
        return
    if not s.in_play(s.leader):
        s.leader = next_leader(s, s.leader)
    s.turn = s.leader


def _retire(s: MythState, ev: Ev) -> None:
    """Players with no myth cards left put their god cards in their treasure piles."""
    for q in range(s.t.n):
        if s.gods[q] and not s.in_play(q):
            held = sorted(s.gods[q])
            s.gods[q] = []
            s.seen_at = [-1 if at == q else at for at in s.seen_at]
            s.treasure[q].extend(GOD_BASE + g for g in held)
            if ev is not None:
                names = ", ".join(GODS[g].name for g in held)
                event(ev, "retire", f"{seat_name(q)} has no cards left; their god cards ({names}) go to their"
                      " treasure pile, one apple each.", seat=q, gods=held)


def _finish(s: MythState, ev: Ev) -> None:
    """Every myth card is played: forfeited cards nobody won are discarded; the apples are counted."""
    s.discard.extend(s.forfeit)
    s.clear_round()
    for q in range(s.t.n):
        s.gods[q], held = [], s.gods[q]
        s.seen_at = [-1] * GOD_COUNT
        s.treasure[q].extend(GOD_BASE + g for g in held)
    s.frames = []
    end_game(s, ev)


# --- a turn ----------------------------------------------------------------------------------
def playable(s: MythState, seat: int) -> list[int]:
    """The cards ``seat`` may play now: an instruction's card, else its free tops following the colour led."""
    cards = [c for _, c in gods.free_tops(s, seat)]
    order = s.orders[seat]
    if order >= 0 and order in cards:
        return [order]
    if s.free >> seat & 1 or not s.trick:
        return cards
    return follow(cards, COLOUR[s.trick[0][1]])


def turn_legal(s: MythState) -> list[Action]:
    seat = s.turn
    out: list[Action] = []
    for c in playable(s, seat):
        out.append(PLAY_CARD[c])
        if CATEGORY[c] is not None and abilities.ability_usable(s, seat, c):
            out.append(abilities.ability_action(c))
    return out + gods.god_actions(s, seat, TURN)


def play(s: MythState, seat: int, card: int, ability: bool, ev: Ev) -> None:
    """``seat`` plays ``card`` (with its ability if ``ability``); the turn passes once it is resolved."""
    for i, st in enumerate(s.stacks[seat]):
        if st and st[-1] == card:
            st.pop()
            break
    ares = s.ares == seat
    s.trick.append((seat, card))
    s.power.append((STRENGTH[card] + (abilities.ARES_BONUS if ares else 0),
                    abilities.ARES_RANK if ares else 0))
    s.ares = -1
    s.orders[seat] = -1
    if ev is not None:
        extra = " with Ares (+5)" if ares else ""
        event(ev, "play", f"{seat_name(seat)} plays {TITLE[card]}{extra}.", seat=seat, card=card, stack=i)
    if not ability:
        _next(s, seat, ev)
        return
    push(s, NEXT, seat)
    push(s, ABILITY, seat, card)
    open_window(s, seat, POSEIDON, (ABILITY, card))
    category = CATEGORY[card]
    assert category is not None
    push_payment(s, seat, abilities.ABILITIES[category].cost, f"the ability of {TITLE[card]}")


def _next(s: MythState, seat: int, ev: Ev) -> None:
    """The turn passes on, or the round is complete."""
    q = next_in_round(s, seat)
    if q == s.leader:
        take_round(s, ev)
    else:
        s.turn = q


def _next_frame(s: MythState, frame: Frame, ev: Ev) -> None:
    _next(s, frame[1], ev)


def winning_index(s: MythState) -> int:
    """The index in the round of its best card: senior colour, then colour led; strength, then tie rank."""
    senior = s.senior
    led = COLOUR[s.trick[0][1]]
    best = 0
    best_key = -1
    for i, (_, card) in enumerate(s.trick):
        strength, rank = s.power[i]
        colour = COLOUR[card]
        if colour == senior:
            key = 1000 + strength * 4 + rank
        elif colour == led:
            key = strength * 4 + rank
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    return best


def why_won(s: MythState, index: int) -> str:
    card = s.trick[index][1]
    _strength, rank = s.power[index]
    colour = COLOUR[card]
    name = COLOUR_NAMES[colour]
    led = COLOUR[s.trick[0][1]]
    how = " with Ares" if rank == abilities.ARES_RANK else " boosted to 8" if rank == abilities.BOOSTED_RANK else ""
    if colour == s.senior and led != s.senior:
        return f"{name} is senior{how}"
    if colour == s.senior:
        return f"highest {name}, the senior colour{how}"
    return f"highest {name}, the colour led{how}"


def take_round(s: MythState, ev: Ev) -> None:
    """The round is complete: to its winner's pile, or discarded by a titan; the next round or the end."""
    index = winning_index(s)
    winner = s.trick[index][0]
    card = s.trick[index][1]
    cards = [c for _, c in s.trick] + s.forfeit
    s.forfeit = []
    trick = tuple(s.trick)
    s.rounds.append((trick, winner))
    if s.titan:
        s.discard.extend(cards)
        s.why = "a titan's ability discards the round"
        if ev is not None:
            event(ev, "round_discarded", "The round is discarded (a titan's ability); nobody takes it.",
                  cards=[c for _, c in trick], seats=[p for p, _ in trick])
    else:
        s.treasure[winner].extend(cards)
        s.why = why_won(s, index)
        if ev is not None:
            event(ev, "round", f"{seat_name(winner)} wins the round with {TITLE[card]} ({s.why}).",
                  winner=winner, card=card, cards=[c for _, c in trick], seats=[p for p, _ in trick], reason=s.why)
    s.trick = []
    lead = s.lead_next if s.lead_next >= 0 else winner
    s.leader = s.turn = next_leader(s, lead)
    if ev is not None and s.lead_next >= 0 and s.leader == s.lead_next:
        event(ev, "lead", f"{seat_name(s.leader)} leads the next round by their card's ability.", seat=s.leader)
    _retire(s, ev)
    if not any(any(seat) for seat in s.stacks):
        _finish(s, ev)
        return
    begin_round(s, ev)


# --- the decisions ----------------------------------------------------------------------------
Legal = Callable[[MythState, Frame], list[Action]]
Answer = Callable[[MythState, Frame, Action, Ev], None]
Effect = Callable[[MythState, Frame, Ev], None]

LEGAL: dict[str, Legal] = {MOMENT: _moment_legal, PAY: pay_legal, WINDOW: window_legal, **gods.LEGAL,
                           **abilities.LEGAL}
ANSWER: dict[str, Answer] = {MOMENT: _moment_answer, PAY: pay_answer, WINDOW: window_answer, **gods.ANSWER,
                             **abilities.ANSWER}
EFFECTS: dict[str, Effect] = {COUNTER: resolve_counter, NEXT: _next_frame, **gods.EFFECTS, **abilities.EFFECTS}


def settle(s: MythState, ev: Ev) -> None:
    """Resolve the frames that need no decision, until one does (or none is left)."""
    frames = s.frames
    while frames and frames[-1][0] in EFFECTS:
        frame = frames.pop()
        EFFECTS[frame[0]](s, frame, ev)


def to_act(s: MythState) -> int:
    return s.frames[-1][1] if s.frames else s.turn


def legal(s: MythState) -> list[Action]:
    """The actions open now in a Battle game's rounds (or its 5-player picks)."""
    if s.frames:
        frame = s.frames[-1]
        return LEGAL[frame[0]](s, frame)
    return turn_legal(s)


def answer(s: MythState, action: Action, ev: Ev) -> None:
    """Play ``action`` (legal) in a Battle game's rounds, then resolve what follows without a decision."""
    if s.frames:
        frame = s.frames[-1]
        ANSWER[frame[0]](s, frame, action, ev)
    else:
        kind = action.kind
        seat = s.turn
        if kind == "god":
            gods.play_god(s, seat, int(action.args[0]), ev)  # type: ignore[arg-type]
        else:
            play(s, seat, int(action.args[0]), kind == "ability", ev)  # type: ignore[arg-type]
    settle(s, ev)


def prompt(s: MythState) -> str:
    """What the seat to act is asked in a Battle game's rounds ("" when it is an ordinary turn)."""
    if not s.frames:
        return ""
    frame = s.frames[-1]
    kind = frame[0]
    who = seat_name(frame[1])
    if kind == MOMENT:
        return f"{who}: play god cards before the round begins, if any."
    text = describe(s, frame)
    if text:
        return text
    words = gods.PROMPTS.get(kind) or abilities.PROMPTS.get(kind, "decide")
    return f"{who}: {words}."


__all__ = ["GOD", "answer", "begin_round", "caller_extras", "deal_gods", "legal", "prompt", "settle", "to_act"]
