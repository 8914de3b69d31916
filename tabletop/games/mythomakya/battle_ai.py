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
* the other choices (targets of a god) are taken at random among the legal
  ones, leaning to what helps: Zeus hits an opponent's best face-up card,
  Apollo gives the poorest card, Eros takes from the box or an opponent.
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
    team = s.team
    if kind == "zeus":
        theirs = [a for a in legal if not _own_top(s, seat, a.args[0])]  # type: ignore[arg-type]
        if theirs:
            return max(theirs, key=lambda a: _card_value(int(a.args[0])))  # type: ignore[arg-type]
    if kind == "apollo":
        return min(legal, key=lambda a: WORTH[int(a.args[0])])  # type: ignore[arg-type]
    if kind in ("kronos_to",):
        theirs = [a for a in legal if team[int(a.args[0])] != team[seat]]  # type: ignore[arg-type]
        if theirs:
            return theirs[int(rng.random() * len(theirs))]
    if kind == "senior":
        colours = [0] * 5
        for st in s.stacks[seat]:
            for c in st:
                colours[COLOUR[c]] += STRENGTH[c]
        best = max(range(5), key=lambda c: colours[c])
        return legal[best]
    if kind == "hades":
        theirs = [a for a in legal if team[int(a.args[0])] != team[seat]]  # type: ignore[arg-type]
        if theirs:
            return max(theirs, key=lambda a: WORTH[int(a.args[1])])  # type: ignore[arg-type]
    return legal[int(rng.random() * len(legal))]


def _card_value(card: int) -> int:
    return STRENGTH[card] + 3 * APPLES[card]


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
