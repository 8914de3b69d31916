"""The six character abilities of Battle of the Gods, and a goddess's (or Aphrodite's) instructions.

A character's ability may be activated as its card is played (the action
``ability`` instead of ``play``): it is paid, the opponents may answer with
Poseidon, then it takes effect (:func:`resolve`). The card's strength in the
round is kept in ``s.power`` as ``(strength, tie rank)``: Ares adds 5 and
ranks 2, a boosted minor god ranks 1 (it wins a tie at 8 against a card that
was not boosted, and loses one to Ares).

When the same ability is activated twice in a round the later one wins: the
later monster or titan leads next, a later goddess's instructions replace an
earlier one's for the players after her (the rulebook's Prometheus/Atlas
example).
"""

from __future__ import annotations

from tabletop.core.protocol import Action, seat_name
from tabletop.core.words import counted
from tabletop.games.mythomakya.cards import (
    ABILITIES,
    CATEGORY,
    COLOUR,
    COLOUR_NAMES,
    GODDESS,
    MINOR_GOD,
    MONSTER,
    MUSE,
    POET,
    TITAN,
    TITLE,
)
from tabletop.games.mythomakya.gods import free_tops, later_seats
from tabletop.games.mythomakya.moments import ABILITY, Frame
from tabletop.games.mythomakya.payment import can_pay
from tabletop.games.mythomakya.state import Ev, MythState
from tabletop.games.mythomakya.tricks import event, follow

ARES_BONUS = 5
MINOR_GOD_STRENGTH = 8
ARES_RANK = 2
BOOSTED_RANK = 1


def ability_usable(s: MythState, seat: int, card: int) -> bool:
    """Whether ``seat`` may activate ``card``'s ability as it plays it now."""
    category = CATEGORY[card]
    if category is None or not can_pay(s, seat, ABILITIES[category].cost):
        return False
    if category == MUSE:
        return COLOUR[card] != s.senior
    if category == GODDESS:
        return bool(later_seats(s, seat))
    return True


def ability_label(card: int) -> str:
    ability = ABILITIES[CATEGORY[card]]  # type: ignore[index]
    cost = counted(ability.cost, "apple") if ability.cost else "free"
    return f"Play {TITLE[card]} and use its ability ({cost}): {ability.text}"


ABILITY_ACTION: dict[int, Action] = {c: Action("ability", (c,), ability_label(c))
                                     for c in range(len(CATEGORY)) if CATEGORY[c] is not None}
"""``ABILITY_ACTION[card]``: play that character card and use its ability."""


def ability_action(card: int) -> Action:
    return ABILITY_ACTION[card]


def resolve(s: MythState, frame: Frame, ev: Ev) -> None:
    """An ability frame reached the top: the ability takes effect."""
    _, seat, card = frame
    category = CATEGORY[card]
    index = next(i for i, (_, c) in enumerate(s.trick) if c == card)
    _strength, rank = s.power[index]
    bonus = ARES_BONUS if rank == ARES_RANK else 0
    text = ""
    if category == MONSTER:
        s.power[index] = (bonus, rank)
        s.lead_next = seat
        text = f"{TITLE[card]}'s strength becomes 0; {seat_name(seat)} leads the next round."
    elif category == MINOR_GOD:
        s.power[index] = (MINOR_GOD_STRENGTH + bonus, max(rank, BOOSTED_RANK))
        text = f"{TITLE[card]}'s strength becomes {MINOR_GOD_STRENGTH}."
    elif category == TITAN:
        s.titan = True
        s.lead_next = seat
        text = f"{TITLE[card]}: the round's cards will be discarded; {seat_name(seat)} leads the next round."
    elif category == POET:
        s.poets.append((seat, card))
        text = f"{TITLE[card]} will give 5 apples for 7 {COLOUR_NAMES[COLOUR[card]]} cards at the end."
    elif category == MUSE:
        s.senior = COLOUR[card]
        text = f"{TITLE[card]} makes {COLOUR_NAMES[COLOUR[card]]} the senior colour."
    else:
        assert category == GODDESS
        s.frames.append(("instruct", seat, tuple(later_seats(s, seat))))
        text = f"{TITLE[card]}: {seat_name(seat)} chooses the cards the later players play."
    if ev is not None:
        event(ev, "ability", text, seat=seat, card=card, category=category)


# --- instructions (goddesses and Aphrodite) ---------------------------------------------------
def usual_plays(s: MythState, seat: int) -> list[int]:
    """The cards ``seat`` could play by the usual rules (following the colour led), Kronos aside."""
    cards = [c for _, c in free_tops(s, seat)]
    return follow(cards, COLOUR[s.trick[0][1]]) if s.trick else cards


def _instruct_legal(s: MythState, frame: Frame) -> list[Action]:
    target = frame[2][0]
    who = seat_name(target)
    out = [Action("instruct", (target, c), f"{who} must play {TITLE[c]}") for c in usual_plays(s, target)]
    return out + [Action("let", (target,), f"Let {who} choose")]


def _instruct_answer(s: MythState, frame: Frame, action: Action, ev: Ev) -> None:
    s.frames.pop()
    _, seat, targets = frame
    target = targets[0]
    card = int(action.args[1]) if action.kind == "instruct" else -1  # type: ignore[arg-type]
    s.orders[target] = card
    if ev is not None:
        text = (f"{seat_name(seat)} tells {seat_name(target)} to play {TITLE[card]}." if card >= 0
                else f"{seat_name(seat)} lets {seat_name(target)} choose.")
        event(ev, "instruct", text, seat=seat, target=target, card=card)
    if len(targets) > 1:
        s.frames.append(("instruct", seat, targets[1:]))


LEGAL = {"instruct": _instruct_legal}
ANSWER = {"instruct": _instruct_answer}
EFFECTS = {ABILITY: resolve}
PROMPTS = {"instruct": "choose the card each later player must play"}
