"""The 14 god cards of Battle of the Gods: when each may be played, and what each does.

The cards' data (names, costs, moments) is in :mod:`.cards`. Playing a god
card takes it from the hand into a ``god`` frame, opens the Hermes window and
asks for the payment (:func:`play_god`); when the frame reaches the top its
effect runs (:data:`EFFECTS`), and the gods that need a choice push a frame
of their own, answered through :data:`LEGAL` and :data:`ANSWER`.

Where a card goes once played: the discard pile, except Dionysus (into the
hand of the round's first player), Kronos (onto a stack, until he is
discarded) and a god cancelled by Hermes (discarded).

Hidden things a god moves (Hera's exchange, Hephaestus's draw, Eros's take)
are told in private events to the seats that see them, with a public twin
for the others.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import permutations
from typing import NamedTuple

from tabletop.core.protocol import Action, Event, seat_name
from tabletop.core.words import counted
from tabletop.games.mythomakya.cards import (
    AEOLUS,
    APHRODITE,
    APOLLO,
    ARES,
    ATHENA,
    COLOURS,
    DIONYSUS,
    EROS,
    GOD_BASE,
    GOD_COUNT,
    GODS,
    HADES,
    HEPHAESTUS,
    HERA,
    HERMES,
    KRONOS,
    KRONOS_MOVE_COST,
    POSEIDON,
    START,
    STRENGTH,
    TITLE,
    TURN,
    ZEUS,
    is_myth,
)
from tabletop.games.mythomakya.moments import (
    GOD,
    Frame,
    gods_gone,
    open_window,
    opponents,
    push,
    push_payment,
)
from tabletop.games.mythomakya.payment import can_pay, pile_worth
from tabletop.games.mythomakya.state import Ev, MythState
from tabletop.games.mythomakya.tricks import event

APOLLO_STRENGTHS = (1, 11, 12)
"""The strengths of the face-up card Apollo gives away."""

AEOLUS_STACKS = 3
"""How many stacks Aeolus may reorder."""


def stack_name(s: MythState, seat: int, stack: int) -> str:
    """"Player 2's stack 3 (Blue 4 Proteus on top)"."""
    st = s.stacks[seat][stack]
    return _stack_name(seat, stack, st[-1] if st else -1)


@lru_cache(maxsize=4096)
def _stack_name(seat: int, stack: int, top: int) -> str:
    on_top = f" ({TITLE[top]} on top)" if top >= 0 else ""
    return f"{seat_name(seat)}'s stack {stack + 1}{on_top}"


def free_tops(s: MythState, seat: int) -> list[tuple[int, int]]:
    """``seat``'s face-up top cards that are not under Kronos, as (stack, card)."""
    k = s.kronos
    return [(i, st[-1]) for i, st in enumerate(s.stacks[seat]) if st and (k is None or k != (seat, i))]


def filled(s: MythState, seat: int) -> list[int]:
    """The indexes of ``seat``'s stacks that still hold cards."""
    return [i for i, st in enumerate(s.stacks[seat]) if st]


def later_seats(s: MythState, seat: int) -> list[int]:
    """The seats still to play in this round after ``seat``, in order."""
    n = s.t.n
    out = []
    q = (seat + 1) % n
    while q != s.leader:
        if s.in_play(q):
            out.append(q)
        q = (q + 1) % n
    return out


# --- when a god may be played --------------------------------------------------------------------
def _apollo_targets(s: MythState, seat: int) -> list[tuple[int, int]]:
    cards = [c for _, c in free_tops(s, seat) if STRENGTH[c] in APOLLO_STRENGTHS]
    return [(c, q) for c in cards for q in range(s.t.n) if s.team[q] != s.team[seat]]


def usable(s: MythState, seat: int, god: int, worth: int | None = None) -> bool:
    """Whether ``seat`` could play ``god`` now (it can pay, and the moment fits); ``worth`` its pile's apples."""
    cost = GODS[god].cost
    if cost and (pile_worth(s, seat) if worth is None else worth) < cost:
        return False
    if GODS[god].moment == START:
        if god == APOLLO:
            return bool(_apollo_targets(s, seat))
        if god == ATHENA:
            return bool(filled(s, seat)) and any(filled(s, q) for q in opponents(s, seat))
        if god == KRONOS:  # he sits on one of one's stacks (one's own Zeus or Apollo may have emptied them)
            return bool(filled(s, seat))
        return True
    if god == ARES:
        return s.ares != seat
    if god == DIONYSUS:
        return bool(s.trick) and not s.free >> seat & 1 and s.orders[seat] < 0
    if god == APHRODITE:
        return bool(s.trick) and bool(later_seats(s, seat))
    return False


def god_label(god: int, what: str = "") -> str:
    g = GODS[god]
    cost = counted(g.cost, "apple") if g.cost else "free"
    return f"Play {g.name} ({cost}): {what or g.text}"


GOD_ACTION: tuple[Action, ...] = tuple(Action("god", (g,), god_label(g)) for g in range(GOD_COUNT))
"""``GOD_ACTION[god]``: play that god card."""


def god_actions(s: MythState, seat: int, moment: str) -> list[Action]:
    """The god cards ``seat`` may play at ``moment`` (START or TURN)."""
    hand = s.gods[seat]
    if not hand:
        return []
    worth = pile_worth(s, seat)
    return [GOD_ACTION[g] for g in sorted(hand) if GODS[g].moment == moment and usable(s, seat, g, worth)]


def play_god(s: MythState, seat: int, god: int, ev: Ev) -> None:
    """``seat`` plays ``god``: it leaves the hand, the opponents may answer with Hermes, then it is paid."""
    s.gods[seat].remove(god)
    s.seen_at[god] = -1
    if ev is not None:
        event(ev, "god", f"{seat_name(seat)} plays {GODS[god].name}.", seat=seat, god=god)
    push(s, GOD, seat, god)
    open_window(s, seat, HERMES, (GOD, god))
    push_payment(s, seat, GODS[god].cost, GODS[god].name)


def move_kronos(s: MythState, seat: int, ev: Ev) -> None:
    """``seat`` pays to move Kronos (this cannot be cancelled); the stack is chosen after paying."""
    if ev is not None:
        event(ev, "kronos_move", f"{seat_name(seat)} moves Kronos.", seat=seat)
    push(s, "kronos_to", seat)
    push_payment(s, seat, KRONOS_MOVE_COST, "moving Kronos")


def can_move_kronos(s: MythState, seat: int) -> bool:
    return s.kronos is not None and can_pay(s, seat, KRONOS_MOVE_COST) and bool(_kronos_places(s))


def _kronos_places(s: MythState) -> list[tuple[int, int]]:
    return [(q, i) for q in range(s.t.n) if s.in_play(q) for i in filled(s, q) if (q, i) != s.kronos]


# --- effects ---------------------------------------------------------------------------------------
def _discard_god(s: MythState, god: int) -> None:
    s.discard.append(GOD_BASE + god)


def _hades_targets(s: MythState) -> list[tuple[int, int]]:
    return [(q, c) for q in range(s.t.n) if s.in_play(q) for c in s.treasure[q] if is_myth(c)]


def _start_hera(s: MythState, seat: int, ev: Ev) -> None:
    n = s.t.n
    asked = [q for q in ((seat + i) % n for i in range(n)) if s.in_play(q) and s.gods[q]]
    if asked:
        push(s, "hera", asked[0], tuple(asked[1:]))
    elif ev is not None:
        event(ev, "hera", "Nobody holds a god card to pass.")


def _eros_names(s: MythState, seat: int) -> list[int]:
    """The gods Eros may name: not in ``seat``'s hand, and not seen played or on the table."""
    barred = gods_gone(s).union(s.gods[seat])
    if s.kronos is not None:  # on the table
        barred.add(KRONOS)
    return [g for g in range(GOD_COUNT) if g not in barred]


def _hera_exchange(s: MythState, ev: Ev) -> None:
    """Every god set aside for Hera goes to the player on its owner's right still in the game."""
    n = s.t.n
    moves = []
    for q in range(n):
        god = s.hera[q]
        if god < 0:
            continue
        right = next(p for p in ((q - i) % n for i in range(1, n + 1)) if s.in_play(p) or p == q)
        moves.append((q, right, god))
    for q, _, _ in moves:  # nobody else knows which card left: what was seen in those hands may be gone
        s.seen_at = [-1 if at == q else at for at in s.seen_at]
    for q, right, god in moves:
        s.gods[q].remove(god)
        s.gods[right].append(god)
        s.hera[q] = -1
        if ev is not None and right != q:
            ev.append(Event("hera_pass", f"{seat_name(q)} passes {GODS[god].name} to {seat_name(right)}.",
                            visible_to=frozenset((q, right)), data={"seat": q, "to": right, "god": god}))
            ev.append(Event("hera_pass", f"{seat_name(q)} passes a god card to {seat_name(right)}.",
                            hidden_from=frozenset((q, right)), data={"seat": q, "to": right}))


def _draw_from_box(s: MythState, seat: int, count: int, ev: Ev) -> None:
    rng = random.Random(s.rng)
    drawn = []
    for _ in range(min(count, len(s.box))):
        drawn.append(s.box.pop(int(rng.random() * len(s.box))))
    s.rng = rng.getrandbits(64)
    s.gods[seat].extend(drawn)
    if ev is None:
        return
    if not drawn:
        event(ev, "draw_god", f"{seat_name(seat)} finds no god card in the box.", seat=seat)
        return
    names = " and ".join(GODS[g].name for g in drawn)
    ev.append(Event("draw_god", f"{seat_name(seat)} draws {names} from the box.", visible_to=frozenset((seat,)),
                    barrier=True, data={"seat": seat, "gods": drawn}))
    ev.append(Event("draw_god", f"{seat_name(seat)} draws {len(drawn)} god card{'s' if len(drawn) > 1 else ''}"
                    " from the box.", hidden_from=frozenset((seat,)), barrier=True, data={"seat": seat}))


def _resolve(s: MythState, frame: Frame, ev: Ev) -> None:
    """A god frame reached the top: the god takes effect."""
    _, seat, god = frame
    if god == DIONYSUS:
        s.free |= 1 << seat
        s.gods[s.leader].append(DIONYSUS)
        s.seen_at[DIONYSUS] = s.leader
        if ev is not None:
            event(ev, "dionysus", f"{seat_name(seat)} need not follow this round; Dionysus passes to"
                  f" {seat_name(s.leader)}.", seat=seat, to=s.leader)
        return
    if god == KRONOS:
        push(s, "kronos", seat)  # the card sits on a stack once placed
        return
    _discard_god(s, god)
    if god == ARES:
        s.ares = seat
    elif god == APHRODITE:
        push(s, "instruct", seat, tuple(later_seats(s, seat)))
    elif god == HEPHAESTUS:
        _draw_from_box(s, seat, 2, ev)
    elif god == HERA:
        _start_hera(s, seat, ev)
    elif god == HADES and _hades_targets(s):
        push(s, "hades", seat)
    elif god == APOLLO and _apollo_targets(s, seat):
        push(s, "apollo", seat)
    elif god == ATHENA and filled(s, seat) and any(filled(s, q) for q in opponents(s, seat)):
        push(s, "athena", seat)
    elif god == ZEUS and any(free_tops(s, q) for q in range(s.t.n)):
        push(s, "zeus", seat)
    elif god == AEOLUS:
        push(s, "aeolus", seat, ())
    elif god == EROS and _eros_names(s, seat):
        push(s, "eros", seat)
    elif ev is not None:
        event(ev, "no_effect", f"{GODS[god].name} finds nothing to do.", seat=seat, god=god)


# --- choices -------------------------------------------------------------------------------------
_ACTIONS: dict[tuple[object, ...], Action] = {}


def _act(kind: str, args: tuple[int, ...], label: str, *parts: str) -> Action:
    """The action ``kind(args)`` labelled ``label.format(*parts)``, built once and kept."""
    key = (kind, args, label, parts)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind, args, label.format(*parts))
    return action


Args = tuple[int, ...]
"""The arguments of a choice's action, without its label."""


class Choice(NamedTuple):
    """A decision a god card asks for: the kind of its actions, their arguments, and how each reads."""

    action: str
    targets: Callable[[MythState, Frame], Sequence[Args]]
    label: str
    parts: Callable[[MythState, Frame, Args], tuple[str, ...]]


CHOICES_BY_KIND: dict[str, Choice] = {
    "hades": Choice("hades", lambda s, f: _hades_targets(s), "Hades: return {} from {}'s treasure",
                    lambda s, f, a: (TITLE[a[1]], seat_name(a[0]))),
    "hades_to": Choice("under", lambda s, f: [(i,) for i in filled(s, f[2])], "Put {} under the top of {}",
                       lambda s, f, a: (TITLE[f[3]], stack_name(s, f[2], a[0]))),
    "apollo": Choice("apollo", lambda s, f: _apollo_targets(s, f[1]), "Apollo: give {} to {}'s treasure",
                     lambda s, f, a: (TITLE[a[0]], seat_name(a[1]))),
    "athena": Choice("athena", lambda s, f: [(i,) for i in filled(s, f[1])], "Athena: give away {}",
                     lambda s, f, a: (stack_name(s, f[1], a[0]),)),
    "athena_with": Choice("swap", lambda s, f: [(q, i) for q in opponents(s, f[1]) for i in filled(s, q)],
                          "Athena: take {}", lambda s, f, a: (stack_name(s, a[0], a[1]),)),
    "zeus": Choice("zeus", lambda s, f: [(c,) for q in range(s.t.n) for _, c in free_tops(s, q)],
                   "Zeus: discard {} ({})", lambda s, f, a: (TITLE[a[0]], seat_name(_top_owner(s, a[0])))),
    "kronos": Choice("kronos", lambda s, f: [(i,) for i in filled(s, f[1])], "Put Kronos on {}",
                     lambda s, f, a: (stack_name(s, f[1], a[0]),)),
    "kronos_to": Choice("kronos_to", lambda s, f: _kronos_places(s), "Move Kronos onto {}",
                        lambda s, f, a: (stack_name(s, a[0], a[1]),)),
    "aeolus": Choice("aeolus", lambda s, f: aeolus_stacks(s, f[2]), "Aeolus: reorder {}",
                     lambda s, f, a: (stack_name(s, a[0], a[1]),)),
    "aeolus_order": Choice("order", lambda s, f: list(dict.fromkeys(permutations(s.stacks[f[2]][f[3]]))),
                           "Order {} (top last)", lambda s, f, a: (", ".join(TITLE[c] for c in a),)),
    "eros": Choice("eros", lambda s, f: [(g,) for g in _eros_names(s, f[1])], "Eros: take {}",
                   lambda s, f, a: (GODS[a[0]].name,)),
    "hera": Choice("pass_god", lambda s, f: [(g,) for g in sorted(s.gods[f[1]])],
                   "Hera: pass {} to the player on your right", lambda s, f, a: (GODS[a[0]].name,)),
    "pick_god": Choice("take_god", lambda s, f: [(g,) for g in sorted(s.box)], "Take {}: {}",
                       lambda s, f, a: (GODS[a[0]].name, GODS[a[0]].text)),
}
"""Every god's choice but the senior colour's (Apollo), by frame kind. Aeolus also offers
:data:`AEOLUS_DONE` after his stacks. The bots' search reads the targets without the labels."""


def aeolus_stacks(s: MythState, chosen: tuple[tuple[int, int], ...]) -> list[Args]:
    """The stacks Aeolus may still reorder: two cards or more, not reordered yet, as (seat, stack)."""
    return [(q, i) for q in range(s.t.n) for i, st in enumerate(s.stacks[q]) if len(st) > 1 and (q, i) not in chosen]


def _top_owner(s: MythState, card: int) -> int:
    return next(q for q in range(s.t.n) if any(st and st[-1] == card for st in s.stacks[q]))


def _legal(s: MythState, frame: Frame) -> list[Action]:
    kind = frame[0]
    if kind == "senior":
        return list(SENIOR_ACTIONS)
    choice = CHOICES_BY_KIND[kind]
    parts = choice.parts
    out = [_act(choice.action, args, choice.label, *parts(s, frame, args)) for args in choice.targets(s, frame)]
    return [*out, AEOLUS_DONE] if kind == "aeolus" else out


SENIOR_ACTIONS: tuple[Action, ...] = tuple(
    Action("senior", (c.key,), f"Make {c.name} ({c.symbol}) the senior colour") for c in COLOURS)
AEOLUS_DONE = Action("aeolus_done", (), "Aeolus: done reordering")


def _answer(s: MythState, frame: Frame, action: Action, ev: Ev) -> None:
    kind, seat = frame[0], frame[1]
    args = action.args
    s.frames.pop()
    if kind == "hades":
        owner, card = int(args[0]), int(args[1])  # type: ignore[arg-type]
        push(s, "hades_to", seat, owner, card)
    elif kind == "hades_to":
        owner, card = frame[2], frame[3]
        i = int(args[0])  # type: ignore[arg-type]
        s.treasure[owner].remove(card)
        st = s.stacks[owner][i]
        st.insert(len(st) - 1, card)
        if ev is not None:
            event(ev, "hades", f"Hades returns {TITLE[card]} from {seat_name(owner)}'s treasure under the top of"
                  f" their stack {i + 1}.", seat=seat, owner=owner, card=card, stack=i)
    elif kind == "apollo":
        card, q = int(args[0]), int(args[1])  # type: ignore[arg-type]
        _take_top(s, card)
        s.treasure[q].append(card)
        if ev is not None:
            event(ev, "apollo", f"Apollo gives {TITLE[card]} to {seat_name(q)}'s treasure.", seat=seat, card=card, to=q)
        push(s, "senior", seat)
    elif kind == "senior":
        colour = next(c.index for c in COLOURS if c.key == args[0])
        s.senior = colour
        if ev is not None:
            event(ev, "senior", f"{seat_name(seat)} makes {COLOURS[colour].name} the senior colour.",
                  seat=seat, colour=colour)
    elif kind == "athena":
        push(s, "athena_with", seat, int(args[0]))  # type: ignore[arg-type]
    elif kind == "athena_with":
        mine = frame[2]
        q, i = int(args[0]), int(args[1])  # type: ignore[arg-type]
        a, b = s.stacks[seat][mine], s.stacks[q][i]
        s.stacks[seat][mine], s.stacks[q][i] = b, a
        if s.kronos == (seat, mine):
            s.kronos = (q, i)
        elif s.kronos == (q, i):
            s.kronos = (seat, mine)
        if ev is not None:
            event(ev, "athena", f"Athena swaps {seat_name(seat)}'s stack {mine + 1} with {seat_name(q)}'s stack"
                  f" {i + 1}.", seat=seat, stack=mine, other=q, other_stack=i)
    elif kind == "zeus":
        card = int(args[0])  # type: ignore[arg-type]
        owner = _take_top(s, card)
        s.discard.append(card)
        if ev is not None:
            event(ev, "zeus", f"Zeus discards {TITLE[card]} from {seat_name(owner)}'s stacks.",
                  seat=seat, card=card, owner=owner)
    elif kind in ("kronos", "kronos_to"):
        q, i = (seat, int(args[0])) if kind == "kronos" else (int(args[0]), int(args[1]))  # type: ignore[arg-type]
        s.kronos = (q, i)
        if ev is not None:
            event(ev, "kronos", f"Kronos sits on {seat_name(q)}'s stack {i + 1}: it cannot be played.",
                  seat=seat, owner=q, stack=i)
    elif kind == "aeolus":
        if action.kind == "aeolus":
            q, i = int(args[0]), int(args[1])  # type: ignore[arg-type]
            push(s, "aeolus_order", seat, q, i, frame[2])
    elif kind == "aeolus_order":
        q, i, chosen = frame[2], frame[3], frame[4]
        s.stacks[q][i] = [int(c) for c in args]  # type: ignore[arg-type]
        if ev is not None:
            order = ", ".join(TITLE[int(c)] for c in args)  # type: ignore[arg-type]
            event(ev, "aeolus", f"Aeolus reorders {seat_name(q)}'s stack {i + 1}: {order} (top last).",
                  seat=seat, owner=q, stack=i, cards=list(args))
        chosen = (*chosen, (q, i))
        if len(chosen) < AEOLUS_STACKS:
            push(s, "aeolus", seat, chosen)
    elif kind == "eros":
        _eros(s, seat, int(args[0]), ev)  # type: ignore[arg-type]
    elif kind == "hera":
        s.hera[seat] = int(args[0])  # type: ignore[arg-type]
        rest = frame[2]
        if rest:
            push(s, "hera", rest[0], rest[1:])
        else:
            _hera_exchange(s, ev)
    else:
        assert kind == "pick_god"
        god = int(args[0])  # type: ignore[arg-type]
        s.box.remove(god)
        s.gods[seat].append(god)
        if ev is not None:
            ev.append(Event("pick_god", f"{seat_name(seat)} takes {GODS[god].name} from the box.",
                            visible_to=frozenset((seat,)), data={"seat": seat, "god": god}))
            ev.append(Event("pick_god", f"{seat_name(seat)} takes a god card from the box.",
                            hidden_from=frozenset((seat,)), data={"seat": seat}))
        if frame[2] > 1:
            push(s, "pick_god", seat, frame[2] - 1)


def _take_top(s: MythState, card: int) -> int:
    """Take ``card`` off the top of its stack; returns its owner."""
    for q, stacks in enumerate(s.stacks):
        for st in stacks:
            if st and st[-1] == card:
                st.pop()
                return q
    raise ValueError(f"{TITLE[card]} is not on top of a stack")  # pragma: no cover - legality checked


def _eros(s: MythState, seat: int, god: int, ev: Ev) -> None:
    holder = next((q for q in opponents(s, seat) if god in s.gods[q]), None)
    if holder is None:
        holder = next((q for q in range(s.t.n) if s.team[q] != s.team[seat] and god in s.gods[q]), None)
    if holder is not None:
        s.gods[holder].remove(god)
        where = f"{seat_name(holder)}'s hand"
    elif god in s.box:
        s.box.remove(god)
        where = "the box"
    else:
        if ev is not None:
            event(ev, "eros", f"Eros names {GODS[god].name}, but no opponent holds it and it is not in the box.",
                  seat=seat, god=god)
        return
    s.gods[seat].append(god)
    s.seen_at[god] = seat
    if ev is not None:
        event(ev, "eros", f"Eros takes {GODS[god].name} from {where} for {seat_name(seat)}.",
              seat=seat, god=god, holder=-1 if holder is None else holder)


CHOICES = ("senior", *CHOICES_BY_KIND)
LEGAL: dict[str, Callable[[MythState, Frame], list[Action]]] = {k: _legal for k in CHOICES}
ANSWER: dict[str, Callable[[MythState, Frame, Action, Ev], None]] = {k: _answer for k in CHOICES}
EFFECTS: dict[str, Callable[[MythState, Frame, Ev], None]] = {GOD: _resolve}

PROMPTS: dict[str, str] = {
    "hades": "choose a myth card in a treasure pile for Hades to return",
    "hades_to": "choose the stack Hades puts the card in (under its top)",
    "apollo": "choose the card Apollo gives, and to whom",
    "senior": "choose the senior colour",
    "athena": "choose the stack of yours Athena swaps",
    "athena_with": "choose the opponent's stack Athena swaps it with",
    "zeus": "choose the face-up card Zeus discards",
    "kronos": "choose the stack of yours Kronos sits on",
    "kronos_to": "choose the stack Kronos moves to",
    "aeolus": "choose a stack for Aeolus to reorder, or finish",
    "aeolus_order": "choose the new order of the stack",
    "eros": "name the god Eros takes",
    "hera": "choose the god card you pass to your right",
    "pick_god": "take a god card from the box",
}
"""What each choice frame asks its seat, for the prompt."""

__all__ = ["ANSWER", "EFFECTS", "LEGAL", "POSEIDON", "PROMPTS", "TURN", "god_actions", "play_god"]
