"""What each Mindbug creature's Play, Attack and Defeated effect does.

The effects themselves (``_fx_*``, looked up by creature in
:data:`_PLAY_FX` and :data:`_ATTACK_FX`; the Defeated effects are started by
the trigger task in :mod:`~tabletop.games.mindbug.rules`), and the choices
inside them: a target creature or card (:func:`_choose`, Harpy Mother's
repeated choice), the opponent an effect hits (:func:`_choose_opp`), and
discarding, giving and stealing cards. Constant effects are in
:mod:`~tabletop.games.mindbug.board`.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.protocol import IllegalAction, seat_name
from tabletop.core.words import counted
from tabletop.games.mindbug import steal_odds
from tabletop.games.mindbug.board import (
    _alive_enemies,
    _all_creatures,
    _enemy_creatures,
    _others_creatures,
    power,
)
from tabletop.games.mindbug.cards import NAMES
from tabletop.games.mindbug.changes import (
    _defeat,
    _e,
    _enter,
    _gain_life,
    _lose_life,
    _nm,
    _rand,
    _take,
    left_hand,
)
from tabletop.games.mindbug.state import (
    AXOLOTL,
    BOMBER,
    BRAIN_FLY,
    COMPOST,
    D_DISCARD,
    D_GIVE,
    D_KEEP,
    D_OPP,
    D_TARGET,
    DRACULEECH,
    GIRAFFODILE,
    GOREAGLE,
    HAMSTER,
    HYDRA,
    KANGA,
    KILLER_BEE,
    LURKER,
    MANTICORE,
    MERMAID,
    O_DISCARD1,
    O_DISCARD2,
    O_GIVE,
    O_HYDRA,
    O_STEAL,
    OP_CHK,
    OP_PEFF,
    P_CONTROL,
    P_DEFEAT,
    P_HARPY,
    P_NOBLOCK,
    P_REVIVE,
    ROBBER,
    RUNNING,
    SHARK_DOG,
    SNIPER,
    TIGER,
    TURBO,
    TURF,
    TUSKED,
    Ev,
    MindbugState,
)


# --- choices inside effects ---------------------------------------------------------------
def _choose(s: MindbugState, seat: int, purpose: int, src: int, cands: list[int], ev: Ev) -> None:
    """A mandatory choice of one of ``cands`` (made at once when there is only one)."""
    if not cands:
        _e(ev, "effect", f"{_nm(s, src)}: nothing to choose.", card=src, seat=seat)
        return
    if len(cands) == 1:
        _resolve_target(s, seat, purpose, src, cands[0], 0, ev)
        return
    s.dec = (D_TARGET, seat, purpose, src, tuple(cands), 0)


def _harpy(s: MindbugState, seat: int, src: int, left: int) -> None:
    if left <= 0:
        return
    cands = [c for c in _others_creatures(s, seat) if power(s, c) <= 5]
    if cands:
        s.dec = (D_TARGET, seat, P_HARPY, src, tuple(cands), left)


def _resolve_target(s: MindbugState, seat: int, purpose: int, src: int, c: int, extra: int, ev: Ev) -> None:
    if purpose == P_DEFEAT:
        _defeat(s, [c], ev)
    elif purpose == P_CONTROL:
        _take(s, c, seat, ev)
    elif purpose == P_NOBLOCK:
        s.noblock |= 1 << c
        _e(ev, "cannot_block", f"{_nm(s, c)} cannot block this turn.", card=c)
    elif purpose == P_HARPY:
        _take(s, c, seat, ev)
        _harpy(s, seat, src, extra - 1)
    else:  # P_REVIVE: play a card from a discard pile
        o = s.owner[c]
        s.disc[o].remove(c)
        _enter(s, c, seat)
        _e(ev, "enter", f"{seat_name(seat)} plays {_nm(s, c)} from {seat_name(o)}'s discard pile.",
           card=c, seat=seat, source="discard", owner=o)
        s.stack.append((OP_CHK,))
        s.stack.append((OP_PEFF, c, seat))


def _choose_opp(s: MindbugState, you: int, purpose: int, src: int, ev: Ev) -> None:
    """Choose which opponent a one-shot effect hits; only opponents it can affect are offered."""
    cands = [q for q in _alive_enemies(s, you) if s.hand[q]]
    if not cands:
        _e(ev, "effect", f"{_nm(s, src)}: no opponent has a card in hand.", card=src, seat=you)
        return
    if len(cands) == 1:
        _resolve_opp(s, you, purpose, src, cands[0], ev)
        return
    s.dec = (D_OPP, you, purpose, src, tuple(cands))


def _resolve_opp(s: MindbugState, you: int, purpose: int, src: int, q: int, ev: Ev) -> None:
    if purpose == O_DISCARD2:
        _discard_step(s, q, 2, ev)
    elif purpose == O_DISCARD1:
        _discard_step(s, q, 1, ev)
    elif purpose == O_GIVE:
        _give_step(s, q, you, ev)
    elif purpose == O_STEAL:
        _steal(s, you, q, ev)
    else:  # O_HYDRA
        if len(s.play[you]) < len(s.play[q]):
            _choose(s, you, P_DEFEAT, src, _all_creatures(s), ev)
        else:
            _e(ev, "effect", f"{seat_name(you)} does not control fewer creatures than {seat_name(q)}.",
               card=src, seat=you)


def _distinct_kinds(s: MindbugState, cards: list[int]) -> list[int]:
    kind = s.t.kind
    out: list[int] = []
    for c in cards:
        k = kind[c]
        if k not in out:
            out.append(k)
    return out


def _card_of_kind(s: MindbugState, cards: list[int], k: int) -> int:
    kind = s.t.kind
    for c in cards:
        if kind[c] == k:
            return c
    raise IllegalAction(f"no {NAMES[k]} there")


def _discard(s: MindbugState, q: int, c: int, ev: Ev) -> None:
    s.hand[q].remove(c)
    left_hand(s, q, c)
    s.disc[s.owner[c]].append(c)
    _e(ev, "discard", f"{seat_name(q)} discards {_nm(s, c)}.", card=c, seat=q, owner=s.owner[c])


def _discard_step(s: MindbugState, q: int, n: int, ev: Ev) -> None:
    """``q`` discards ``n`` cards of their choice, one decision at a time, as many as they have."""
    h = s.hand[q]
    if n <= 0 or not h:
        return
    if len(h) <= n:
        for c in list(h):
            _discard(s, q, c, ev)
        return
    if len(_distinct_kinds(s, h)) == 1:
        for c in h[:n]:
            _discard(s, q, c, ev)
        return
    s.dec = (D_DISCARD, q, n)


def _give_step(s: MindbugState, q: int, you: int, ev: Ev) -> None:
    h = s.hand[q]
    if not h:
        return
    if len(_distinct_kinds(s, h)) == 1:
        _give(s, q, you, h[0], ev)
        return
    s.dec = (D_GIVE, q, you)


def _give(s: MindbugState, q: int, you: int, c: int, ev: Ev) -> None:
    s.hand[q].remove(c)
    left_hand(s, q, c)
    s.hand[you].append(c)
    bit = 1 << c
    for r in range(s.t.n):
        s.seen[r] |= bit
    _e(ev, "hand", f"{seat_name(q)} gives {_nm(s, c)} to {seat_name(you)}.", card=c, seat=you, giver=q)
    s.dec = (D_KEEP, you, c)


def _blur_for_onlookers(s: MindbugState, thief: int, victim: int, taken: int) -> None:
    """Before ``taken`` cards move unseen from ``victim``'s hand to ``thief``'s: every other seat that
    knew a card in the victim's hand now knows only the odds of where it is (see ``steal_odds``).

    They see the cards change hands but not which, so their view is the same whichever cards moved.
    """
    in_hand = 0
    for c in s.hand[victim]:
        in_hand |= 1 << c
    size = len(s.hand[victim])
    for r in range(s.t.n):
        if r == thief or r == victim:
            continue
        known = s.seen[r] & in_hand
        if not known and not s.maybe[r][0]:
            continue
        there = [c for c in s.hand[victim] if known >> c & 1]
        s.maybe[r] = steal_odds.after_steal(s.maybe[r], there, victim, thief, size, taken)
        s.seen[r] &= ~in_hand


def _steal(s: MindbugState, you: int, q: int, ev: Ev) -> None:
    h = s.hand[q]
    _blur_for_onlookers(s, you, q, min(2, len(h)))
    taken: list[int] = []
    for _ in range(min(2, len(h))):
        c = h.pop(_rand(s, len(h)))
        left_hand(s, q, c, seers=(you,))  # the thief sees what it takes (the victim knew its own hand)
        s.hand[you].append(c)
        taken.append(c)
        bit = 1 << c
        for r in range(s.t.n):
            if r == q:
                s.seen[r] |= bit
            else:
                s.seen[r] &= ~bit
    if ev is not None:
        k = len(taken)
        both = frozenset({you, q})
        _e(ev, "steal", f"{seat_name(you)} steals {counted(k, 'random card')} from {seat_name(q)}.",
           seat=you, victim=q, count=k)
        _e(ev, "steal", f"{seat_name(you)} steals {', '.join(_nm(s, c) for c in taken)} from {seat_name(q)}.",
           barrier=True, to=both, seat=you, victim=q, count=k, cards=taken)


# --- creature effects ----------------------------------------------------------------
FX = Callable[[MindbugState, int, int, Ev], None]


def _fx_axolotl(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _gain_life(s, s.t.team[you], 2, ev)


def _fx_brain_fly(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_CONTROL, c, [o for o in _others_creatures(s, you) if power(s, o) >= 6], ev)


def _dedupe_cards(s: MindbugState, cards: list[int]) -> list[int]:
    """One card per (creature, owner): copies in a discard pile are interchangeable."""
    kind = s.t.kind
    seen: set[tuple[int, int]] = set()
    out: list[int] = []
    for c in cards:
        key = (kind[c], s.owner[c])
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _fx_compost(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_REVIVE, c, _dedupe_cards(s, s.disc[you]), ev)


def _fx_bomber(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose_opp(s, you, O_DISCARD2, c, ev)


def _fx_giraffodile(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    cards = s.disc[you]
    s.disc[you] = []
    s.hand[you].extend(cards)
    for card in cards:
        bit = 1 << card
        for r in range(s.t.n):
            s.seen[r] |= bit
    _e(ev, "hand", f"{seat_name(you)} takes their discard pile into their hand ({len(cards)} cards).",
       seat=you, cards=cards)


def _fx_robber(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    cards: list[int] = []
    for q in _alive_enemies(s, you):
        cards.extend(s.disc[q])
    _choose(s, you, P_REVIVE, c, _dedupe_cards(s, cards), ev)


def _fx_kanga(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    dead = [o for o in _enemy_creatures(s, you) if power(s, o) <= 4]
    _defeat(s, dead, ev)


def _fx_opp_loses_1(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _lose_life(s, 1 - s.t.team[you], 1, ev)


def _fx_mermaid(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    mine = s.t.team[you]
    theirs = s.life[1 - mine]
    if s.life[mine] > theirs:
        _lose_life(s, mine, s.life[mine] - theirs, ev)
    elif s.life[mine] < theirs:
        _gain_life(s, mine, theirs - s.life[mine], ev)


def _fx_tiger(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_DEFEAT, c, [o for o in _enemy_creatures(s, you) if power(s, o) >= 7], ev)


def _fx_goreagle(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _lose_life(s, s.t.team[you], 1, ev)


def _fx_hamster(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose_opp(s, you, O_GIVE, c, ev)


def _fx_shark_dog(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_DEFEAT, c, [o for o in _enemy_creatures(s, you) if power(s, o) >= 6], ev)


def _fx_hydra(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    opps = _alive_enemies(s, you)
    mine = len(s.play[you])
    good = [q for q in opps if mine < len(s.play[q])]
    if not good:
        _e(ev, "effect", f"{seat_name(you)} does not control fewer creatures than an opponent.", card=c, seat=you)
        return
    if len(good) == len(opps):
        _choose(s, you, P_DEFEAT, c, _all_creatures(s), ev)
        return
    s.dec = (D_OPP, you, O_HYDRA, c, tuple(opps))


def _fx_turbo(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    e = 1 - s.t.team[you]
    _lose_life(s, e, s.life[e] - 1, ev)


def _fx_tusked(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose_opp(s, you, O_DISCARD1, c, ev)


def _fx_draculeech(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _lose_life(s, s.t.team[you], 1, ev)
    if s.winner == RUNNING:
        _choose(s, you, P_DEFEAT, c, _all_creatures(s), ev)


def _fx_manticore(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    every = _all_creatures(s)
    powers = [power(s, o) for o in every]
    low = min(powers)
    _defeat(s, [o for o, v in zip(every, powers) if v == low], ev)


def _fx_lurker(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    mine = len(s.play[you])
    if any(mine > len(s.play[q]) for q in _alive_enemies(s, you)):
        s.sneak |= 1 << c
        _e(ev, "effect", f"{_nm(s, c)} has Sneaky this turn.", card=c, seat=you)


def _fx_turf(s: MindbugState, c: int, you: int, ev: Ev) -> None:
    _choose(s, you, P_NOBLOCK, c, _enemy_creatures(s, you), ev)


_PLAY_FX: dict[int, FX] = {
    AXOLOTL: _fx_axolotl,
    BRAIN_FLY: _fx_brain_fly,
    COMPOST: _fx_compost,
    BOMBER: _fx_bomber,
    GIRAFFODILE: _fx_giraffodile,
    ROBBER: _fx_robber,
    KANGA: _fx_kanga,
    KILLER_BEE: _fx_opp_loses_1,
    MERMAID: _fx_mermaid,
    TIGER: _fx_tiger,
    GOREAGLE: _fx_goreagle,
    HAMSTER: _fx_hamster,
}
_ATTACK_FX: dict[int, FX] = {
    SNIPER: _fx_opp_loses_1,
    SHARK_DOG: _fx_shark_dog,
    HYDRA: _fx_hydra,
    TURBO: _fx_turbo,
    TUSKED: _fx_tusked,
    DRACULEECH: _fx_draculeech,
    MANTICORE: _fx_manticore,
    LURKER: _fx_lurker,
    TURF: _fx_turf,
}
