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
from tabletop.games.mythomakya.gods import (
    AEOLUS_DONE,
    CHOICES_BY_KIND,
    GOD_ACTION,
    Args,
    can_move_kronos,
    god_actions,
    usable,
)
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


def _choice(s: MythState, frame: Frame, options: Sequence[Args], rng: random.Random) -> int:
    """The policy's pick among a god's ``options`` (their actions' arguments; at least one): its index."""
    kind: str = frame[0]
    seat: int = frame[1]
    if kind == "kronos_to":
        theirs = [j for j, (q, _) in enumerate(options) if s.team[q] != s.team[seat]]
        if theirs:
            return theirs[int(rng.random() * len(theirs))]
    if kind == "senior":
        colours = [0] * 5
        for st in s.stacks[seat]:
            for c in st:
                colours[COLOUR[c]] += STRENGTH[c]
        return max(range(5), key=lambda c: colours[c])  # the options are the colours in order
    score = TARGET_SCORES.get(kind)
    if score is not None:
        return max(range(len(options)), key=lambda j: score(s, frame, options[j]))
    return int(rng.random() * len(options))


def _options(s: MythState, frame: Frame) -> Sequence[Args] | None:
    """The arguments of a god's choices, read from the state without labels (None: not a god's choice).

    Aeolus's "done" is the empty tuple, after his stacks."""
    choice = CHOICES_BY_KIND.get(frame[0])
    if choice is None:
        return None
    options = choice.targets(s, frame)
    return [*options, ()] if frame[0] == "aeolus" else options


_BARE: dict[tuple[str, Args], Action] = {}

BARE_KEPT = 100_000
"""How many unlabelled actions :func:`_bare` keeps before it starts again."""


def _bare(kind: str, args: Args) -> Action:
    """The action ``kind(args)`` without a label (the search never shows it), built once and kept."""
    action = _BARE.get((kind, args))
    if action is None:
        if len(_BARE) >= BARE_KEPT:
            _BARE.clear()
        action = _BARE[kind, args] = AEOLUS_DONE if kind == "aeolus" and not args else Action(kind, args)
    return action


def _option_action(frame: Frame, args: Args) -> Action:
    return _bare(CHOICES_BY_KIND[frame[0]].action, args)


def search_choices(s: MythState, legal: Callable[[], Sequence[Action]], width: int) -> Sequence[Action]:
    """What the search expands of a Battle decision below its root: a payment only as the cheapest fit
    (the same cards in another order, or dearer ones, only split its visits), a god's target only among
    the ``width`` best by the policy; every other decision whole (``legal()`` lists it)."""
    if not s.frames:
        return legal()
    frame = s.frames[-1]
    kind = frame[0]
    if kind == PAY:
        fit = cheapest_fit(s.treasure[frame[1]], frame[2])
        return [_bare("pay", fit)] if fit else legal()
    score = TARGET_SCORES.get(kind)
    if score is None:
        return legal()
    options = _options(s, frame)
    if options is None:
        return legal()
    if len(options) > width:
        options = sorted(options, key=lambda a: -score(s, frame, a))[:width]
    return [_option_action(frame, a) for a in options]


Score = Callable[[MythState, Frame, Args], float]


def _zeus(s: MythState, frame: Frame, a: Args) -> float:
    """An opponent's best face-up card (one's own weakest if there is none)."""
    card = a[0]
    ours = any(_own_top(s, q, card) for q in range(s.t.n) if s.team[q] == s.team[frame[1]])
    return -_card_value(s, card) - 1000 if ours else _card_value(s, card)


def _hades(s: MythState, frame: Frame, a: Args) -> float:
    """The richest card back out of an opponent's pile."""
    owner, card = a
    return WORTH[card] if s.team[owner] != s.team[frame[1]] else -1


def _athena(s: MythState, frame: Frame, a: Args) -> float:
    """Give away one's poorest stack..."""
    return -_stack_value(s, s.stacks[frame[1]][a[0]])


def _athena_with(s: MythState, frame: Frame, a: Args) -> float:
    """...for an opponent's richest."""
    return _stack_value(s, s.stacks[a[0]][a[1]])


def _aeolus(s: MythState, frame: Frame, a: Args) -> float:
    """The stack whose new order helps most; done (0) when none helps (a new order that gains nothing is
    below done: it would only spend the rollout's moves)."""
    if not a:
        return 0
    q, i = a
    gain = _aeolus_gain(_CARD_VALUE[s.senior], s.stacks[q][i], s.team[q] == s.team[frame[1]])
    return gain if gain > 0 else -1


def _aeolus_gain(value: Sequence[int], stack: Sequence[int], own: bool) -> int:
    """How much a new order of ``stack`` helps: its best card to the top of one's own side's stack, the
    weakest to the top of an opponent's (``value``: each card's worth, :data:`_CARD_VALUE`)."""
    top = value[stack[-1]]
    if own:
        return max([value[c] for c in stack]) - top
    return top - min([value[c] for c in stack])


def _aeolus_pick(s: MythState, frame: Frame) -> Action:
    """The stack :func:`_aeolus` scores best, found in one pass over the stacks (a rollout's Aeolus)."""
    chosen = frame[2]
    value = _CARD_VALUE[s.senior]
    mine = s.team[frame[1]]
    best: Args = ()
    best_gain = 0
    for q in range(s.t.n):
        own = s.team[q] == mine
        for i, stack in enumerate(s.stacks[q]):
            if len(stack) > 1 and (q, i) not in chosen:
                gain = _aeolus_gain(value, stack, own)
                if gain > best_gain:
                    best, best_gain = (q, i), gain
    return _bare("aeolus", best)


def _aeolus_order(s: MythState, frame: Frame, a: Args) -> float:
    """Its own side's stack with the best card on top, an opponent's with the weakest (top last)."""
    top = _card_value(s, a[-1])
    return top if s.team[frame[2]] == s.team[frame[1]] else -top


def _eros(s: MythState, frame: Frame, a: Args) -> float:
    """A god an opponent holds (taking it from them), else one in the box: the one that helps most."""
    seat, god = frame[1], a[0]
    held = any(god in s.gods[q] for q in range(s.t.n) if s.team[q] != s.team[seat])
    return (20 if held else 10 if god in s.box else 0) + EROS_PREFERENCE.get(GODS[god].name, 0)


TARGET_SCORES: dict[str, Score] = {
    "zeus": _zeus, "apollo": lambda s, frame, a: -WORTH[a[0]],
    "hades": _hades, "athena": _athena, "athena_with": _athena_with, "aeolus": _aeolus,
    "aeolus_order": _aeolus_order, "eros": _eros,
}
"""How good each choice of a god's target (its action's arguments) is to the player choosing (higher is better)."""


def _senior_tables(value: Callable[[int, bool], int]) -> tuple[tuple[int, ...], ...]:
    """``table[senior][card]``: ``value(card, senior card)`` for every senior colour (index -1: none yet)."""
    return tuple(tuple(value(c, COLOUR[c] == senior) for c in range(len(STRENGTH))) for senior in (*range(5), -1))


_POWER = _senior_tables(lambda c, senior: STRENGTH[c] + (SENIOR_BONUS if senior else 0))
"""How well a card takes rounds: its strength, more in the senior colour."""

_CARD_VALUE = _senior_tables(lambda c, senior: STRENGTH[c] + (SENIOR_BONUS if senior else 0) + 3 * APPLES[c])
"""What a face-up card is worth to whoever may play it: its strength (more in the senior colour) and its apples."""


def _stack_value(s: MythState, stack: Sequence[int]) -> int:
    """What a stack is worth to its holder: the power of its cards to take rounds (strength, and more
    for the senior colour), the top card, playable first, counting double."""
    power = _POWER[s.senior]
    return sum(power[c] for c in stack) + (power[stack[-1]] if stack else 0)


def _card_value(s: MythState, card: int) -> int:
    return _CARD_VALUE[s.senior][card]


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
        return _bare("pay", fit) if fit else PAY_ONE[next(c for c in s.treasure[frame[1]] if WORTH[c] > 0)]
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
    if kind == "aeolus":
        return _aeolus_pick(s, frame)
    options = _options(s, frame)
    if options is not None:
        return _option_action(frame, options[_choice(s, frame, options, rng)])
    legal = LEGAL[kind](s, frame)
    return legal[_choice(s, frame, [a.args for a in legal], rng)]  # type: ignore[misc]


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
    return legal[_choice(s, frame, [a.args for a in legal], rng)]  # type: ignore[misc]


def battle_habit(action: Action) -> str | None:
    """The god card or ability ``action`` plays ("god: Athena", "ability: titan", "Kronos moved"), or None.

    A god played as an answer (Hermes, Poseidon) counts as that god; so does Ares or Dionysus at its moment.
    """
    if action.kind in ("god", "counter"):
        return f"god: {GODS[int(action.args[0])].name}"  # type: ignore[arg-type]
    if action.kind == MOVE_KRONOS.kind:
        return "Kronos moved"
    if action.kind == "ability":
        return f"ability: {CATEGORY[int(action.args[0])]}"  # type: ignore[arg-type]
    return None
