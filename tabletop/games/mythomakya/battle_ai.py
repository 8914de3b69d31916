"""Bot policy for Battle of the Gods' decisions: abilities, god cards, payments and answers.

Used by :mod:`.ai` for rollouts (with randomness) and for Easy (without).
The card to play comes from the Triumph policy (passed in as ``choose``);
on top of it:

* a payment is the cheapest fit;
* an ability is used where it pays: a minor god that then takes the round,
  a monster that would lose anyway (it leads next), a titan that denies an
  opponent a rich round, a poet always (free), a muse that turns the senior
  colour to the colour it has most of, a goddess now and then;
* Hermes and Poseidon answer what hurts most (a muse, a titan, Zeus, Apollo,
  Eros, Athena, Ares); the other answers are let be;
* at a round's start a god card is played now and then (:data:`GOD_RATE`),
  Kronos moved off one's own stack when one has at most one other stack; in one's turn Ares
  when it turns a lost round into a won one, Dionysus when it lets a rich
  card be kept;
* the targets of a god are chosen for what helps: Zeus hits an opponent's
  best face-up card, Apollo gives the poorest card, Athena swaps one's poorest
  stack for an opponent's richest, Aeolus brings one's own best card to the
  top and buries an opponent's, Eros names a strong god an opponent holds
  (else one in the box); other choices are taken at random.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tabletop.core.protocol import Action
from tabletop.games.mythomakya.abilities import ABILITY_ACTION, ability_usable
from tabletop.games.mythomakya.battle import DONE, LEGAL, MOMENT, MOVE_KRONOS, playable
from tabletop.games.mythomakya.cards import (
    APHRODITE,
    APPLES,
    ARES,
    CATEGORY,
    COLOUR,
    DIONYSUS,
    GODDESS,
    GODS,
    MINOR_GOD,
    MONSTER,
    MUSE,
    POET,
    START,
    STRENGTH,
    TITAN,
    WORTH,
)
from tabletop.games.mythomakya.gods import GOD_ACTION, can_move_kronos, god_actions, usable
from tabletop.games.mythomakya.labels import PLAY_CARD
from tabletop.games.mythomakya.moments import ABILITY, ALLOW, PAY, WINDOW, Frame
from tabletop.games.mythomakya.payment import PAY_ONE, can_pay, cheapest_fit
from tabletop.games.mythomakya.state import MythState

Choose = Callable[[MythState, int, list[int]], int]

GOD_RATE = 0.25
"""How often a seat plays one of its start-of-round god cards at a round's start, when it may."""

HURTFUL_GODS = frozenset(("Zeus", "Apollo", "Eros", "Athena", "Ares", "Hades"))
HURTFUL_ABILITIES = frozenset((MUSE, TITAN, MINOR_GOD, GODDESS))

SENIOR_BONUS = 6
"""How much more a card of the senior colour weighs in a stack's worth than its strength."""

EROS_PREFERENCE = {"Zeus": 5, "Hermes": 4, "Ares": 4, "Poseidon": 3, "Apollo": 3, "Athena": 2, "Hades": 2}
"""Which god Eros would rather take, among those he can find (the others count 0)."""


def _key(card: int, strength: int, led: int, senior: int) -> int:
    colour = COLOUR[card]
    if colour == senior:
        return 1000 + strength * 4
    if colour == led:
        return strength * 4
    return -1


def _round_best(s: MythState) -> tuple[int, int]:
    """The key and seat of the card winning the round so far (-1, -1 before the lead)."""
    if not s.trick:
        return -1, -1
    led = COLOUR[s.trick[0][1]]
    best, seat = -1, -1
    for i, (p, c) in enumerate(s.trick):
        strength, rank = s.power[i]
        k = _key(c, strength, led, s.senior)
        if k >= 0:
            k += rank
        if k > best:
            best, seat = k, p
    return best, seat


def _use_ability(s: MythState, seat: int, card: int, rng: random.Random) -> bool:
    """Whether to activate ``card``'s ability as it is played (the policy's judgement)."""
    category = CATEGORY[card]
    best, winner = _round_best(s)
    led = COLOUR[s.trick[0][1]] if s.trick else COLOUR[card]
    mine = winner >= 0 and s.team[winner] == s.team[seat]
    if category == POET:
        return True
    if category == MINOR_GOD:
        return not mine and _key(card, 8, led, s.senior) + 1 > best
    if category == MONSTER:
        return not mine and _key(card, STRENGTH[card], led, s.senior) < best
    if category == TITAN:
        rich = sum(APPLES[c] for _, c in s.trick)
        return not mine and rich >= 3
    if category == MUSE:
        colours = [COLOUR[st[-1]] for st in s.stacks[seat] if st]
        return colours.count(COLOUR[card]) >= 2 and rng.random() < 0.7
    return category == GODDESS and rng.random() < 0.3


def _turn(s: MythState, legal: Sequence[Action], rng: random.Random, noise: float, choose: Choose) -> Action:
    seat = s.turn
    gods = [a for a in legal if a.kind == "god"]
    for a in gods:
        god = a.args[0]
        if god == ARES and s.trick:
            best, winner = _round_best(s)
            if s.team[winner] != s.team[seat] and any(
                    _key(c, STRENGTH[c] + 5, COLOUR[s.trick[0][1]], s.senior) > best for c in playable(s, seat)):
                return a
        if god in (DIONYSUS, APHRODITE) and rng.random() < noise:
            return a
    cards = playable(s, seat)
    if len(cards) > 1 and rng.random() < noise:
        card = cards[int(rng.random() * len(cards))]
    else:
        card = cards[0] if len(cards) == 1 else choose(s, seat, cards)
    ability = Action("ability", (card,))
    if CATEGORY[card] is not None and ability in legal and _use_ability(s, seat, card, rng):
        return next(a for a in legal if a == ability)
    return PLAY_CARD[card]


def _window(s: MythState, frame: Frame, legal: Sequence[Action], rng: random.Random) -> Action:
    if len(legal) == 1:
        return legal[0]
    kind, what = frame[4]
    hurts = GODS[what].name in HURTFUL_GODS if kind != ABILITY else CATEGORY[what] in HURTFUL_ABILITIES
    return legal[0] if hurts and rng.random() < 0.8 else legal[-1]


def _kronos_hurts(s: MythState, seat: int) -> bool:
    """Whether Kronos blocks one of ``seat``'s stacks and it has at most one other stack to play from."""
    k = s.kronos
    if k is None or k[0] != seat:
        return False
    return sum(1 for i, st in enumerate(s.stacks[seat]) if st and i != k[1]) <= 1


def _moment(s: MythState, legal: Sequence[Action], rng: random.Random) -> Action:
    seat = s.frames[-1][1]
    if _kronos_hurts(s, seat):
        move = next((a for a in legal if a.kind == "move_kronos"), None)
        if move is not None:
            return move
    gods = [a for a in legal if a.kind == "god"]
    if gods and rng.random() < GOD_RATE:
        return gods[int(rng.random() * len(gods))]
    return legal[-1]  # done


def _choice(s: MythState, frame: Frame, legal: Sequence[Action], rng: random.Random) -> Action:
    kind: str = frame[0]
    seat: int = frame[1]
    if kind == "kronos_to":
        theirs = [a for a in legal if s.team[int(a.args[0])] != s.team[seat]]  # type: ignore[arg-type]
        if theirs:
            return theirs[int(rng.random() * len(theirs))]
    if kind == "senior":
        colours = [0] * 5
        for st in s.stacks[seat]:
            for c in st:
                colours[COLOUR[c]] += STRENGTH[c]
        best = max(range(5), key=lambda c: colours[c])
        return legal[best]
    score = TARGET_SCORES.get(kind)
    if score is not None:
        return max(legal, key=lambda a: score(s, frame, a))
    return legal[int(rng.random() * len(legal))]


def ranked_targets(s: MythState, frame: Frame, legal: Sequence[Action]) -> list[Action] | None:
    """The choices of a god's target, best first by the policy's judgement (None: it does not judge them)."""
    score = TARGET_SCORES.get(frame[0])
    if score is None:
        return None
    return sorted(legal, key=lambda a: -score(s, frame, a))


def search_choices(s: MythState, legal: Sequence[Action], width: int) -> Sequence[Action]:
    """What the search expands of a Battle decision below its root: a payment only as the cheapest fit
    (the same cards in another order, or dearer ones, only split its visits), a god's target only among
    the ``width`` best by the policy; every other decision whole."""
    if not s.frames:
        return legal
    frame = s.frames[-1]
    if frame[0] == PAY:
        fit = cheapest_fit(s.treasure[frame[1]], frame[2])
        want = Action("pay", fit) if fit else None
        return [a for a in legal if a == want] or legal
    ranked = ranked_targets(s, frame, legal)
    return ranked[:width] if ranked is not None else legal


Score = Callable[[MythState, Frame, Action], float]


def _zeus(s: MythState, frame: Frame, a: Action) -> float:
    """An opponent's best face-up card (one's own weakest if there is none)."""
    card = int(a.args[0])  # type: ignore[arg-type]
    ours = any(_own_top(s, q, card) for q in range(s.t.n) if s.team[q] == s.team[frame[1]])
    return -_card_value(s, card) - 1000 if ours else _card_value(s, card)


def _hades(s: MythState, frame: Frame, a: Action) -> float:
    """The richest card back out of an opponent's pile."""
    owner, card = int(a.args[0]), int(a.args[1])  # type: ignore[arg-type]
    return WORTH[card] if s.team[owner] != s.team[frame[1]] else -1


def _athena(s: MythState, frame: Frame, a: Action) -> float:
    """Give away one's poorest stack..."""
    return -_stack_value(s, s.stacks[frame[1]][int(a.args[0])])  # type: ignore[arg-type]


def _athena_with(s: MythState, frame: Frame, a: Action) -> float:
    """...for an opponent's richest."""
    return _stack_value(s, s.stacks[int(a.args[0])][int(a.args[1])])  # type: ignore[arg-type]


def _aeolus(s: MythState, frame: Frame, a: Action) -> float:
    """The stack whose new order helps most; done (0) when none helps."""
    if a.kind != "aeolus":
        return 0
    q, i = int(a.args[0]), int(a.args[1])  # type: ignore[arg-type]
    return _aeolus_gain(s, frame[1], q, s.stacks[q][i])


def _aeolus_order(s: MythState, frame: Frame, a: Action) -> float:
    """Its own side's stack with the best card on top, an opponent's with the weakest (top last)."""
    top = _card_value(s, int(a.args[-1]))  # type: ignore[arg-type]
    return top if s.team[frame[2]] == s.team[frame[1]] else -top


def _eros(s: MythState, frame: Frame, a: Action) -> float:
    """A god an opponent holds (taking it from them), else one in the box: the one that helps most."""
    seat, god = frame[1], int(a.args[0])  # type: ignore[arg-type]
    held = any(god in s.gods[q] for q in range(s.t.n) if s.team[q] != s.team[seat])
    return (20 if held else 10 if god in s.box else 0) + EROS_PREFERENCE.get(GODS[god].name, 0)


TARGET_SCORES: dict[str, Score] = {
    "zeus": _zeus, "apollo": lambda s, frame, a: -WORTH[int(a.args[0])],  # type: ignore[arg-type]
    "hades": _hades, "athena": _athena, "athena_with": _athena_with, "aeolus": _aeolus,
    "aeolus_order": _aeolus_order, "eros": _eros,
}
"""How good each choice of a god's target is to the player choosing (higher is better)."""


def _stack_value(s: MythState, stack: Sequence[int]) -> int:
    """What a stack is worth to its holder: the power of its cards to take rounds (strength, and more
    for the senior colour), the top card, playable first, counting double."""
    def power(card: int) -> int:
        return STRENGTH[card] + (SENIOR_BONUS if COLOUR[card] == s.senior else 0)

    return sum(map(power, stack)) + (power(stack[-1]) if stack else 0)


def _aeolus_gain(s: MythState, seat: int, owner: int, stack: Sequence[int]) -> int:
    """How much reordering ``stack`` helps ``seat``: its best card to the top of its own side's stack,
    the weakest to the top of an opponent's."""
    values = [_card_value(s, c) for c in stack]
    if s.team[owner] == s.team[seat]:
        return max(values) - values[-1]
    return values[-1] - min(values)


def _card_value(s: MythState, card: int) -> int:
    """What a face-up card is worth to whoever may play it: its strength (more in the senior colour) and
    its apples."""
    return STRENGTH[card] + (SENIOR_BONUS if COLOUR[card] == s.senior else 0) + 3 * APPLES[card]


def _own_top(s: MythState, seat: int, card: int) -> bool:
    return any(st and st[-1] == card for st in s.stacks[seat])


def battle_rollout(s: MythState, rng: random.Random, noise: float, choose: Choose) -> Action:
    """The policy's action in a rollout, picked from the state without listing every legal action.

    The same choices as :func:`battle_move`; the actions it builds carry no label (a rollout
    never shows them).
    """
    frames = s.frames
    if not frames:
        seat = s.turn
        hand = s.gods[seat]
        if hand and ARES in hand and s.trick and usable(s, seat, ARES):
            best, winner = _round_best(s)
            led = COLOUR[s.trick[0][1]]
            if s.team[winner] != s.team[seat] and any(
                    _key(c, STRENGTH[c] + 5, led, s.senior) > best for c in playable(s, seat)):
                return GOD_ACTION[ARES]
        cards = playable(s, seat)
        if len(cards) == 1:
            card = cards[0]
        elif rng.random() < noise:
            card = cards[int(rng.random() * len(cards))]
        else:
            card = choose(s, seat, cards)
        if CATEGORY[card] is not None and ability_usable(s, seat, card) and _use_ability(s, seat, card, rng):
            return ABILITY_ACTION[card]
        return PLAY_CARD[card]
    frame = frames[-1]
    kind = frame[0]
    if kind == PAY:
        fit = cheapest_fit(s.treasure[frame[1]], frame[2])
        return Action("pay", fit) if fit else PAY_ONE[next(c for c in s.treasure[frame[1]] if WORTH[c] > 0)]
    if kind == WINDOW:
        seat, answer = frame[1], frame[2]
        if answer in s.gods[seat] and can_pay(s, seat, GODS[answer].cost):
            return _window(s, frame, [Action("counter", (answer,)), ALLOW], rng)
        return ALLOW
    if kind == MOMENT:
        seat = frame[1]
        if _kronos_hurts(s, seat) and can_move_kronos(s, seat):
            return MOVE_KRONOS
        if s.gods[seat] and rng.random() < GOD_RATE:
            gods = god_actions(s, seat, START)
            if gods:
                return gods[int(rng.random() * len(gods))]
        return DONE
    return _choice(s, frame, LEGAL[kind](s, frame), rng)


def battle_move(s: MythState, legal: Sequence[Action], rng: random.Random, noise: float, choose: Choose) -> Action:
    """The policy's action among ``legal`` in a Battle game's rounds."""
    if not s.frames:
        return _turn(s, legal, rng, noise, choose)
    frame = s.frames[-1]
    kind = frame[0]
    if kind == PAY:
        fit = cheapest_fit(s.treasure[frame[1]], frame[2])
        if fit:
            want = Action("pay", fit)
            return next((a for a in legal if a == want), legal[0])
        return legal[0]
    if kind == WINDOW:
        return _window(s, frame, legal, rng)
    if kind == MOMENT:
        return _moment(s, legal, rng)
    return _choice(s, frame, legal, rng)
