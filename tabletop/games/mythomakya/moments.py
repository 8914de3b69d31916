"""Decisions in progress in Battle of the Gods: the frames, payments and answer windows.

A god card or an ability does not happen at once: it is paid for, then the
opponents may answer it (Hermes cancels a god card, Poseidon an ability),
then it takes effect, which may ask its player to choose (a card for Zeus,
a stack for Kronos...). Each of these steps is a *frame* on ``s.frames``, a
plain tuple ``(kind, seat, *data)``; the top frame decides who acts and what
they may do. Frames whose kind is in the automatic set resolve as soon as
they reach the top, without a decision.

Answer windows (ruling 16): when a player plays a god card, every opponent
still in the game who holds at least one god card is asked in turn,
clockwise from that player, whether they answer with Hermes, as long as
Hermes has not been played; the same for an ability and Poseidon. Whether a
seat is asked depends only on what everybody sees (who still plays, how
many god cards each holds, which gods are gone), never on which god cards
it holds, so being asked tells nobody anything; a seat without the god has
only "Let it be". Declining is not logged.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.protocol import Action, seat_name
from tabletop.core.words import counted
from tabletop.games.mythomakya.cards import GOD_BASE, GODS, HERMES, POSEIDON, TITLE
from tabletop.games.mythomakya.payment import can_pay, pay, pay_actions
from tabletop.games.mythomakya.state import Ev, MythState
from tabletop.games.mythomakya.tricks import event

Frame = tuple[Any, ...]

# Frame kinds that are decisions handled here.
PAY = "pay"
WINDOW = "window"
# Frame kinds resolved without a decision once on top.
GOD = "god"
ABILITY = "ability"
COUNTER = "counter"
NEXT = "next"

ALLOW = Action("allow", (), "Let it be")


def push(s: MythState, *frame: Any) -> None:
    s.frames.append(tuple(frame))


def opponents(s: MythState, seat: int) -> list[int]:
    """``seat``'s opponents still in the game, clockwise from its left."""
    n = s.t.n
    team = s.team
    return [q for q in ((seat + i) % n for i in range(1, n)) if team[q] != team[seat] and s.in_play(q)]


def god_gone(s: MythState, god: int) -> bool:
    """Whether everybody can see that ``god`` is out of every hand (played, or in a treasure pile)."""
    card = GOD_BASE + god
    if card in s.discard or any(card in pile for pile in s.treasure):
        return True
    return any(f[0] in (GOD, COUNTER) and f[2] == god for f in s.frames)


def gods_gone(s: MythState) -> set[int]:
    """Every god for which :func:`god_gone` holds, found in one pass."""
    gone = {c - GOD_BASE for c in s.discard if c >= GOD_BASE}
    for pile in s.treasure:
        gone.update(c - GOD_BASE for c in pile if c >= GOD_BASE)
    gone.update(f[2] for f in s.frames if f[0] in (GOD, COUNTER))
    return gone


def subject_name(s: MythState, actor: int, subject: tuple[str, int]) -> str:
    """"Player 2's Zeus", "Player 2's Red 7 Prometheus"."""
    kind, what = subject
    name = GODS[what].name if kind == GOD else TITLE[what]
    return f"{seat_name(actor)}'s {name}"


def open_window(s: MythState, actor: int, answer: int, subject: tuple[str, int]) -> None:
    """Push the window in which ``actor``'s opponents may answer ``subject`` with the god ``answer``."""
    if god_gone(s, answer):
        return
    asked = [q for q in opponents(s, actor) if s.gods[q]]
    if asked:
        push(s, WINDOW, asked[0], answer, actor, subject, tuple(asked[1:]))


def counter_action(s: MythState, frame: Frame) -> Action:
    _, _, answer, actor, subject, _ = frame
    god = GODS[answer]
    verb = "cancel"
    return Action("counter", (answer,), f"Play {god.name} ({god.cost} apples): {verb} {subject_name(s, actor, subject)}")


def window_legal(s: MythState, frame: Frame) -> list[Action]:
    _, seat, answer, _, _, _ = frame
    if answer in s.gods[seat] and can_pay(s, seat, GODS[answer].cost):
        return [counter_action(s, frame), ALLOW]
    return [ALLOW]


def window_answer(s: MythState, frame: Frame, action: Action, ev: Ev) -> None:
    s.frames.pop()
    _, seat, answer, actor, subject, rest = frame
    if action.kind == "allow":
        if rest:
            push(s, WINDOW, rest[0], answer, actor, subject, rest[1:])
        return
    s.gods[seat].remove(answer)
    s.seen_at[answer] = -1
    if ev is not None:
        event(ev, "god", f"{seat_name(seat)} plays {GODS[answer].name} to cancel {subject_name(s, actor, subject)}.",
              seat=seat, god=answer, target=actor)
    push(s, COUNTER, seat, answer)
    if answer == POSEIDON:
        open_window(s, seat, HERMES, (GOD, POSEIDON))
    push_payment(s, seat, GODS[answer].cost, GODS[answer].name)


def push_payment(s: MythState, seat: int, cost: int, what: str) -> None:
    if cost > 0:
        push(s, PAY, seat, cost, what)


def pay_legal(s: MythState, frame: Frame) -> list[Action]:
    return pay_actions(s, frame[1], frame[2])


def pay_answer(s: MythState, frame: Frame, action: Action, ev: Ev) -> None:
    s.frames.pop()
    _, seat, left, what = frame
    left -= pay(s, seat, [int(c) for c in action.args], ev)  # type: ignore[arg-type]
    if left > 0:
        push(s, PAY, seat, left, what)


def resolve_counter(s: MythState, frame: Frame, ev: Ev) -> None:
    """Hermes or Poseidon takes effect: the frame under it (what it answered) is cancelled."""
    _, seat, answer = frame
    target = s.frames.pop()
    kind = target[0]
    s.discard.append(GOD_BASE + answer)
    if kind in (GOD, COUNTER):  # a god card, or a Poseidon that Hermes answers: discarded unused
        s.discard.append(GOD_BASE + target[2])
        what = GODS[target[2]].name
    else:
        assert kind == ABILITY
        what = f"the ability of {TITLE[target[2]]}"
    if ev is not None:
        event(ev, "cancel", f"{GODS[answer].name} cancels {seat_name(target[1])}'s {what}.",
              seat=seat, god=answer, target=target[1])


def describe(s: MythState, frame: Frame) -> str:
    """What the top frame asks, for the prompt."""
    kind = frame[0]
    who = seat_name(frame[1])
    if kind == PAY:
        return f"{who}: pay {counted(frame[2], 'more apple')} for {frame[3]} from your treasure."
    if kind == WINDOW:
        _, _, answer, actor, subject, _ = frame
        return f"{who}: answer {subject_name(s, actor, subject)} with {GODS[answer].name}, or let it be."
    return ""
