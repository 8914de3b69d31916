"""The rules of Mindbug: 1v1 with First Contact, 2v2 with First Contact and New Servants.

``docs/rules/mindbug.md`` gives the rules in our own words and the numbered
rulings this engine follows.

The game (:data:`GAME`), the turn structure and the decision flow live here;
the rest is split by responsibility: :mod:`.state` (the state and the codes
of tasks and decisions), :mod:`.board` (constant effects: power, keywords,
who may attack and block), :mod:`.changes` (small state changes and their
events), :mod:`.effects` (each creature's Play, Attack and Defeated effect),
:mod:`.labels` (action labels and the prompt) and :mod:`.view` (what a seat
sees, and sampling). Every name other modules know from here is re-exported.

The turn is a sequence of decisions. ``state.dec`` is the pending decision,
a tuple whose first two items are its kind and the deciding seat: the turn
action of the active player, a Mindbug offer, a block, a Hunter's choice, a
target, an opponent to affect, a discard, the order of simultaneous
effects... Work that waits behind a decision is a stack of small task tuples
(``state.stack``); :func:`_run` pops tasks until one poses a decision or the
game ends. Triggered effects (Defeated, Hyenix) wait in ``state.trig`` and
resolve at the next checkpoint, in the order the active player chooses.

Events: ``first``, ``turn``, ``play``, ``mindbug``, ``pass``, ``enter``,
``effect``, ``attack``, ``hunt``, ``block``, ``unblocked``, ``fight``,
``exhausted``, ``defeated``, ``control``, ``life``, ``discard``, ``hand``,
``steal``, ``draw``, ``cannot_block``, ``eliminated``, ``game_over``.
``draw`` and ``steal`` come as a public event (counts) followed by a private
one with the cards' names for the seats that see them (``barrier=True``); a
table that sees both should animate from the private one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tabletop.core import chance
from tabletop.core.protocol import Action, Event, Game, GameConfig, Result, Seat, seat_name
from tabletop.games.mindbug import steal_odds
from tabletop.games.mindbug.board import _all_creatures, _weaver, attackers, blockers, keywords, power
from tabletop.games.mindbug.cards import (
    CARDS_PER_PLAYER,
    DEFAULT_MINDBUGS,
    FRENZY,
    HAND_SIZE,
    HUNTER,
    NAMES,
    POISONOUS,
    POWER,
    START_LIFE,
)
from tabletop.games.mindbug.changes import (
    _defeat,
    _e,
    _eliminate,
    _enter,
    _finish,
    _lose_life,
    _nm,
    _refill,
    _summary,
    left_hand,
)
from tabletop.games.mindbug.effects import (
    _ATTACK_FX,
    _PLAY_FX,
    _card_of_kind,
    _choose,
    _choose_opp,
    _discard,
    _discard_step,
    _distinct_kinds,
    _give,
    _harpy,
    _resolve_opp,
    _resolve_target,
)
from tabletop.games.mindbug.labels import _TARGET_TAGS, _make, prompt, refusal
from tabletop.games.mindbug.state import (
    _KEY_INDEX,
    COPYABLE,
    D_BLOCK,
    D_DISCARD,
    D_FRENZY,
    D_GIVE,
    D_HUNT,
    D_HYENIX,
    D_KEEP,
    D_MINDBUG,
    D_OPP,
    D_ORDER,
    D_TARGET,
    D_TURN,
    DECISION_NAMES,
    DRAW,
    HARPY,
    O_DISCARD1,
    O_DISCARD2,
    O_GIVE,
    O_HYDRA,
    O_STEAL,
    OP_ACT,
    OP_AEFF,
    OP_AFTER,
    OP_BLK,
    OP_BOFFER,
    OP_CHK,
    OP_END,
    OP_OFFER,
    OP_PEFF,
    OP_TRIG,
    OP_TURN,
    P_CONTROL,
    P_DEFEAT,
    P_HARPY,
    P_NOBLOCK,
    P_REVIVE,
    RUNNING,
    TOAD,
    TR_DEFEATED,
    TR_HYENIX,
    TURN_LIMIT,
    Ev,
    MindbugState,
    _table,
)
from tabletop.games.mindbug.view import MindbugView, sample_state, seat_view

# The game, its state and view, and the vocabulary (codes of tasks, decisions, purposes and
# triggers) that the bot, the table and the tests know from this module.
__all__ = [
    "COPYABLE",
    "DECISION_NAMES",
    "DRAW",
    "D_BLOCK",
    "D_DISCARD",
    "D_FRENZY",
    "D_GIVE",
    "D_HUNT",
    "D_HYENIX",
    "D_KEEP",
    "D_MINDBUG",
    "D_OPP",
    "D_ORDER",
    "D_TARGET",
    "D_TURN",
    "GAME",
    "OP_ACT",
    "OP_AEFF",
    "OP_AFTER",
    "OP_BLK",
    "OP_BOFFER",
    "OP_CHK",
    "OP_END",
    "OP_OFFER",
    "OP_PEFF",
    "OP_TRIG",
    "OP_TURN",
    "O_DISCARD1",
    "O_DISCARD2",
    "O_GIVE",
    "O_HYDRA",
    "O_STEAL",
    "P_CONTROL",
    "P_DEFEAT",
    "P_HARPY",
    "P_NOBLOCK",
    "P_REVIVE",
    "RUNNING",
    "TR_DEFEATED",
    "TR_HYENIX",
    "TURN_LIMIT",
    "MindbugGame",
    "MindbugState",
    "MindbugView",
    "attackers",
    "blockers",
    "keywords",
    "power",
    "prompt",
    "seat_name",
]


# --- tasks ----------------------------------------------------------------------------
def _op_turn(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    p = task[1]
    s.turn += 1
    if s.turn > TURN_LIMIT:
        a, b = s.life
        winner = 0 if a > b else 1 if b > a else DRAW
        _finish(s, winner, f"the turn limit of {TURN_LIMIT} was reached", ev)
        return
    s.active = p
    s.noblock = 0
    s.sneak = 0
    _e(ev, "turn", f"{seat_name(p)}'s turn.", seat=p, turn=s.turn)
    _op_act(s, (OP_ACT, p), ev)


def _op_act(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    p = task[1]
    if s.hand[p] or attackers(s, p):
        s.dec = (D_TURN, p)
        return
    _eliminate(s, p, ev)
    if s.winner == RUNNING:
        s.stack.append((OP_END, p))


def _op_end(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    p = task[1]
    _refill(s, ev)
    n = s.t.n
    q = (p + 1) % n
    while s.out[q]:
        q = (q + 1) % n
    s.stack.append((OP_TURN, q))


def _op_offer(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, c, p, idx = task
    order = s.t.offer[p]
    while idx < len(order):
        q = order[idx]
        if not s.out[q] and s.mb[q] > 0:
            s.dec = (D_MINDBUG, q, c, p, idx)
            return
        idx += 1
    s.limbo = -1
    _enter(s, c, p)
    _e(ev, "enter", f"{_nm(s, c)} enters {seat_name(p)}'s play area.", card=c, seat=p)
    st = s.stack
    st.append((OP_END, p))
    st.append((OP_CHK,))
    st.append((OP_PEFF, c, p))


def _op_peff(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, c, you = task
    fx = _PLAY_FX.get(s.t.kind[c])
    if fx is None:
        return
    if _weaver(s, you):
        _e(ev, "effect", f"Deathweaver stops the Play effect of {_nm(s, c)}.", card=c, seat=you)
        return
    fx(s, c, you, ev)


def _op_aeff(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p = task
    if s.ctl[x] != p:
        return
    fx = _ATTACK_FX.get(s.t.kind[x])
    if fx is not None:
        fx(s, x, p, ev)


def _op_chk(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    """A checkpoint between effects: hands refill, then the next waiting trigger resolves."""
    _refill(s, ev)
    tr = s.trig
    if not tr:
        return
    first = tr[0][1]
    if len(tr) == 1 or all(x[1] == first for x in tr):
        x = tr.pop(0)
        s.stack.append((OP_CHK,))
        s.stack.append((OP_TRIG, x[0], x[1], x[2]))
        return
    s.dec = (D_ORDER, s.active)


def _op_trig(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, kind, c, seat = task
    if s.out[seat]:
        return
    if kind == TR_HYENIX:
        if c in s.disc[seat]:
            s.dec = (D_HYENIX, seat, c)
        return
    k = s.t.kind[c]
    _e(ev, "effect", f"{NAMES[k]}'s Defeated effect ({seat_name(seat)}).", card=c, seat=seat)
    if k == TOAD:
        _choose(s, seat, P_DEFEAT, c, _all_creatures(s), ev)
    elif k == HARPY:
        _harpy(s, seat, c, 2)
    else:  # BARREL
        _choose_opp(s, seat, O_STEAL, c, ev)


def _op_blk(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p = task
    if s.ctl[x] != p:
        _e(ev, "attack", "The attacker has left, so the attack ends.", card=x, seat=p)
        return
    if keywords(s, x) & HUNTER:
        for q in s.t.enemies[p]:
            if s.play[q]:
                s.dec = (D_HUNT, p, x)
                return
    s.stack.append((OP_BOFFER, x, p, 0))


def _op_boffer(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p, idx = task
    order = s.t.block[p]
    while idx < len(order):
        d = order[idx]
        if not s.out[d] and blockers(s, x, d):
            s.dec = (D_BLOCK, d, x, p, idx)
            return
        idx += 1
    _e(ev, "unblocked", f"{_nm(s, x)} is not blocked.", card=x, seat=p)
    _lose_life(s, 1 - s.t.team[p], 1, ev)


def _op_after(s: MindbugState, task: tuple[int, ...], ev: Ev) -> None:
    _, x, p, n = task
    if n == 0 and s.ctl[x] == p and keywords(s, x) & FRENZY and x in attackers(s, p):
        s.dec = (D_FRENZY, p, x)
        return
    s.stack.append((OP_END, p))


def _attack(s: MindbugState, x: int, p: int, second: int, ev: Ev) -> None:
    _e(ev, "attack", f"{seat_name(p)} attacks with {_nm(s, x)}{' again' if second else ''}.", card=x, seat=p)
    st = s.stack
    st.append((OP_AFTER, x, p, second))
    st.append((OP_CHK,))
    st.append((OP_BLK, x, p))
    st.append((OP_CHK,))
    st.append((OP_AEFF, x, p))


def _fight(s: MindbugState, x: int, b: int, ev: Ev) -> None:
    px = power(s, x)
    pb = power(s, b)
    kx = keywords(s, x)
    kb = keywords(s, b)
    _e(ev, "fight", f"{_nm(s, x)} ({px}) fights {_nm(s, b)} ({pb}).", attacker=x, blocker=b,
       powers=[px, pb])
    dead: list[int] = []
    if pb >= px or kb & POISONOUS:
        dead.append(x)
    if px >= pb or kx & POISONOUS:
        dead.append(b)
    _defeat(s, dead, ev)


_OPS: tuple[Callable[[MindbugState, tuple[int, ...], Ev], None], ...] = (
    _op_turn, _op_act, _op_end, _op_offer, _op_peff, _op_aeff, _op_chk, _op_blk, _op_boffer, _op_after,
    _op_trig,
)


def _run(s: MindbugState, ev: Ev) -> None:
    """Work through the task stack until a decision is needed or the game ends."""
    st = s.stack
    ops = _OPS
    while s.dec is None and s.winner == RUNNING:
        task = st.pop()
        ops[task[0]](s, task, ev)


# --- answering a decision ---------------------------------------------------------------
def _answer(s: MindbugState, a: Action, ev: Ev) -> None:
    d = s.dec
    assert d is not None
    s.dec = None
    kind = d[0]
    ak = a.kind
    st = s.stack
    if kind == D_TURN:
        p = d[1]
        if ak == "play":
            k = _KEY_INDEX[a.args[0]]  # type: ignore[index]
            c = _card_of_kind(s, s.hand[p], k)
            s.hand[p].remove(c)
            left_hand(s, p, c)
            s.limbo = c
            _e(ev, "play", f"{seat_name(p)} plays {NAMES[k]}.", barrier=True, card=c, seat=p)
            _refill(s, ev)
            st.append((OP_OFFER, c, p, 0))
        else:
            _attack(s, a.args[0], p, 0, ev)  # type: ignore[arg-type]
    elif kind == D_MINDBUG:
        _, q, c, p, idx = d
        if ak == "mindbug":
            s.mb[q] -= 1
            s.limbo = -1
            _enter(s, c, q)
            _e(ev, "mindbug", f"{seat_name(q)} uses a Mindbug and takes {_nm(s, c)}! "
               f"{seat_name(p)} takes another turn action.", card=c, seat=q, player=p, left=s.mb[q])
            st.append((OP_ACT, p))
            st.append((OP_CHK,))
            st.append((OP_PEFF, c, q))
        else:
            _e(ev, "pass", f"{seat_name(q)} does not use a Mindbug.", seat=q, card=c)
            st.append((OP_OFFER, c, p, idx + 1))
    elif kind == D_HUNT:
        _, p, x = d
        if ak == "hunt":
            b = a.args[0]
            assert isinstance(b, int)
            _e(ev, "hunt", f"{_nm(s, x)} hunts {_nm(s, b)} ({seat_name(s.ctl[b])}).", attacker=x, blocker=b,
               seat=s.ctl[b])
            _fight(s, x, b, ev)
        else:
            st.append((OP_BOFFER, x, p, 0))
    elif kind == D_BLOCK:
        _, dseat, x, p, idx = d
        if ak == "block":
            b = a.args[0]
            assert isinstance(b, int)
            _e(ev, "block", f"{seat_name(dseat)} blocks {_nm(s, x)} with {_nm(s, b)}.", attacker=x, blocker=b,
               seat=dseat)
            _fight(s, x, b, ev)
        else:
            _e(ev, "pass", f"{seat_name(dseat)} does not block.", seat=dseat, card=x)
            st.append((OP_BOFFER, x, p, idx + 1))
    elif kind == D_FRENZY:
        _, p, x = d
        if ak == "again":
            _attack(s, x, p, 1, ev)
        else:
            st.append((OP_END, p))
    elif kind == D_OPP:
        _, you, purpose, src, _cands = d
        q = a.args[0]
        assert isinstance(q, int)
        _e(ev, "effect", f"{seat_name(you)} chooses {seat_name(q)} for {_nm(s, src)}.", card=src, seat=you,
           target=q)
        _resolve_opp(s, you, purpose, src, q, ev)
    elif kind == D_TARGET:
        _, seat, purpose, src, _cands, extra = d
        if ak == "stop":
            return
        _resolve_target(s, seat, purpose, src, int(a.args[0]), extra, ev)  # type: ignore[arg-type]
    elif kind == D_DISCARD:
        _, q, n = d
        c = _card_of_kind(s, s.hand[q], _KEY_INDEX[a.args[0]])  # type: ignore[index]
        _discard(s, q, c, ev)
        _discard_step(s, q, n - 1, ev)
    elif kind == D_GIVE:
        _, q, you = d
        c = _card_of_kind(s, s.hand[q], _KEY_INDEX[a.args[0]])  # type: ignore[index]
        _give(s, q, you, c, ev)
    elif kind == D_KEEP:
        _, you, c = d
        if ak == "play_it":
            s.hand[you].remove(c)
            left_hand(s, you, c)
            _enter(s, c, you)
            _e(ev, "enter", f"{seat_name(you)} plays {_nm(s, c)} at once.", card=c, seat=you, source="hand")
            st.append((OP_CHK,))
            st.append((OP_PEFF, c, you))
        else:
            _e(ev, "hand", f"{seat_name(you)} keeps {_nm(s, c)} in hand.", card=c, seat=you)
    elif kind == D_HYENIX:
        _, seat, c = d
        if ak == "play_it":
            s.disc[seat].remove(c)
            _enter(s, c, seat)
            _e(ev, "enter", f"{seat_name(seat)} plays {_nm(s, c)} from their discard pile.", card=c, seat=seat,
               source="discard", owner=seat)
            st.append((OP_CHK,))
            st.append((OP_PEFF, c, seat))
        else:
            _e(ev, "pass", f"{seat_name(seat)} leaves {_nm(s, c)} in the discard pile.", card=c, seat=seat)
    else:  # D_ORDER
        first = a.args[0]
        for i, x in enumerate(s.trig):
            if x[1] == first:
                del s.trig[i]
                st.append((OP_CHK,))
                st.append((OP_TRIG, x[0], x[1], x[2]))
                break


# --- legal actions -----------------------------------------------------------------------
def _legal(s: MindbugState) -> list[Action]:
    d = s.dec
    if d is None or s.winner != RUNNING:
        return []
    t = s.t
    acts = t.acts
    keys: list[tuple[Any, ...]]
    kind = d[0]
    if kind == D_TURN:
        p = d[1]
        keys = [("play", k) for k in _distinct_kinds(s, s.hand[p])]
        keys.extend([("attack", c) for c in attackers(s, p)])
    elif kind == D_MINDBUG:
        keys = [("mindbug", d[2]), ("pass", d[2], d[3])]
    elif kind == D_HUNT:
        keys = [("hunt", b, q) for q in t.enemies[d[1]] for b in s.play[q]]
        keys.append(("nohunt",))
    elif kind == D_BLOCK:
        keys = [("block", b) for b in blockers(s, d[2], d[1])]
        keys.append(("noblock",))
    elif kind == D_FRENZY:
        keys = [("again", d[2]), ("end",)]
    elif kind == D_OPP:
        keys = [("opponent", t.kind[d[3]], q) for q in d[4]]
    elif kind == D_TARGET:
        purpose = d[2]
        tag = _TARGET_TAGS[purpose]
        if purpose == P_REVIVE:
            keys = [(tag, c, s.owner[c]) for c in d[4]]
        else:
            keys = [(tag, c, s.ctl[c]) for c in d[4]]
        if purpose == P_HARPY:
            keys.append(("stop",))
    elif kind == D_DISCARD:
        keys = [("discard", k) for k in _distinct_kinds(s, s.hand[d[1]])]
    elif kind == D_GIVE:
        keys = [("give", k, d[2]) for k in _distinct_kinds(s, s.hand[d[1]])]
    elif kind == D_KEEP:
        keys = [("keep_play", d[2]), ("keep", d[2])]
    elif kind == D_HYENIX:
        keys = [("hyenix", d[2]), ("decline", d[2])]
    else:  # D_ORDER
        keys = []
        done: list[int] = []
        for x in s.trig:
            if x[1] not in done:
                done.append(x[1])
                keys.append(("first", x[1], x[0], x[2]))
    out: list[Action] = []
    for key in keys:
        a = acts.get(key)
        if a is None:
            a = acts[key] = _make(t, key)
        out.append(a)
    return out


def _mindbugs(config: GameConfig) -> int:
    """The "mindbugs" option (1 or 2; "1" from a command line is accepted), or -1 if it is not a number."""
    raw = config.options.get("mindbugs", DEFAULT_MINDBUGS)
    if isinstance(raw, bool):
        return -1
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str) and raw.strip().isdigit():
        return int(raw)
    return -1


# --- the game --------------------------------------------------------------------------------
class MindbugGame(Game[MindbugState, MindbugView]):
    id = "mindbug"
    name = "Mindbug"
    min_players = 2
    max_players = 4

    # --- setup ---------------------------------------------------------------------
    def default_config(self, players: int) -> GameConfig:
        if players == 4:
            return GameConfig(players=4, teams=(0, 1, 0, 1), options={"mindbugs": DEFAULT_MINDBUGS})
        return GameConfig(players=players, options={"mindbugs": DEFAULT_MINDBUGS})

    def validate_config(self, config: GameConfig) -> None:
        if config.players not in (2, 4):
            raise ValueError(f"Mindbug is played 1v1 (2 players) or 2v2 (4 players), not by {config.players}")
        teams = config.teams
        if config.players == 2:
            if teams is not None and (len(teams) != 2 or teams[0] == teams[1]):
                raise ValueError("1v1 Mindbug has two opponents, not a team")
        else:
            if teams is None or len(teams) != 4:
                raise ValueError("2v2 Mindbug needs teams, e.g. (0, 1, 0, 1)")
            if not (teams[0] == teams[2] and teams[1] == teams[3] and teams[0] != teams[1]):
                raise ValueError("in 2v2 Mindbug teammates sit opposite: teams must look like (0, 1, 0, 1)")
        mindbugs = _mindbugs(config)
        if mindbugs not in (1, 2):
            raise ValueError(f"each player starts with 1 or 2 Mindbugs, not {config.options.get('mindbugs')!r}")
        unknown = set(config.options) - {"mindbugs"}
        if unknown:
            raise ValueError(f"unknown Mindbug option(s): {', '.join(sorted(unknown))}")

    def new(self, config: GameConfig, seed: int) -> MindbugState:
        self.validate_config(config)
        n = config.players
        t = _table(n, _mindbugs(config))
        rng = random.Random(seed)
        cards = list(range(t.size))
        rng.shuffle(cards)
        s = MindbugState()
        s.t = t
        owner = [-1] * t.size
        s.hand = []
        s.pile = []
        for p in range(n):
            mine = cards[p * CARDS_PER_PLAYER:(p + 1) * CARDS_PER_PLAYER]
            for c in mine:
                owner[c] = p
            s.pile.append(mine[HAND_SIZE:])
            s.hand.append(mine[:HAND_SIZE])
        unused = cards[n * CARDS_PER_PLAYER:]
        s.owner = tuple(owner)
        s.unused = tuple(unused)
        s.disc = [[] for _ in range(n)]
        s.play = [[] for _ in range(n)]
        s.ctl = [-1] * t.size
        s.removed = []
        s.limbo = -1
        s.exh = s.noblock = s.sneak = 0
        s.seen = [0] * n
        s.maybe = [steal_odds.NOTHING] * n
        s.mb = [t.mindbugs] * n
        s.life = [START_LIFE, START_LIFE]
        s.out = [False] * n
        s.turn = 0
        s.stack = []
        s.dec = None
        s.trig = []
        s.winner = RUNNING
        s.reason = ""
        s.chance = chance.new_seed(rng)
        # First player: each reveals a random unused card; the highest power starts, ties reveal again.
        rounds: list[tuple[tuple[int, int], ...]] = []
        contenders = list(range(n))
        pool = list(unused)
        rng.shuffle(pool)
        while True:
            shown: list[tuple[int, int]] = []
            for p in contenders:
                c = pool.pop() if pool else unused[rng.randrange(len(unused))]
                shown.append((p, c))
            rounds.append(tuple(shown))
            best = max(POWER[t.kind[c]] for _, c in shown)
            contenders = [p for p, c in shown if POWER[t.kind[c]] == best]
            if len(contenders) == 1:
                break
        s.reveal = tuple(rounds)
        s.first = s.active = contenders[0]
        s.stack.append((OP_TURN, s.first))
        _run(s, None)
        return s

    def opening_events(self, state: MindbugState) -> list[Event]:
        out: list[Event] = []
        for shown in state.reveal:
            text = ", ".join(f"{seat_name(p)} {NAMES[state.t.kind[c]]} ({POWER[state.t.kind[c]]})" for p, c in shown)
            out.append(Event("first", f"To choose the first player, each reveals a card: {text}.",
                             data={"reveal": [list(x) for x in shown]}))
        out.append(Event("first", f"{seat_name(state.first)} goes first.", data={"seat": state.first}))
        return out

    # --- queries ---------------------------------------------------------------------
    def to_act(self, state: MindbugState) -> Seat | None:
        d = state.dec
        return None if d is None or state.winner != RUNNING else d[1]

    def is_over(self, state: MindbugState) -> bool:
        return state.winner != RUNNING

    def active_seat(self, state: MindbugState) -> Seat | None:
        """The player whose turn it is; Mindbug offers, blocks and choices of others belong to it."""
        return None if state.winner != RUNNING else state.active

    def clone(self, state: MindbugState) -> MindbugState:
        return state.clone()

    def legal_actions(self, state: MindbugState) -> list[Action]:
        return _legal(state)

    def players(self, state: MindbugState) -> int:
        return state.t.n

    def teams(self, state: MindbugState) -> tuple[int, ...]:
        return state.t.team

    def chance_seed(self, state: MindbugState) -> int:
        return state.chance

    def why_not(self, view: MindbugView, action: Action) -> str | None:
        """Why the viewer may not take ``action`` now (None: it may), from the view alone.

        The seat to act has the same legal actions in every state sampled from its view.
        """
        if view.over:
            return "The game is over."
        if view.seat is None or view.to_act != view.seat:
            return "It is not your turn."
        if action in _legal(sample_state(view, random.Random(0))):
            return None
        return refusal(view, action)

    # --- moves -------------------------------------------------------------------------
    def advance(self, state: MindbugState, action: Action) -> None:
        _answer(state, action, None)
        _run(state, None)

    def apply(self, state: MindbugState, action: Action) -> list[Event]:
        action = self.find_legal(state, action)
        ev: list[Event] = []
        _answer(state, action, ev)
        _run(state, ev)
        return ev

    # --- information ---------------------------------------------------------------------
    def view(self, state: MindbugState, seat: Seat | None) -> MindbugView:
        return seat_view(state, seat)

    def sample(self, view: MindbugView, rng: random.Random) -> MindbugState:
        """A full state consistent with ``view``: the unseen cards dealt at random to the hidden places."""
        return sample_state(view, rng)

    # --- the end ---------------------------------------------------------------------------
    def result(self, state: MindbugState) -> Result:
        if state.winner == RUNNING:
            raise ValueError("the game is not over")
        t = state.t
        n = t.n
        if state.winner == DRAW:
            winners: tuple[int, ...] = ()
            ranks = tuple(0 for _ in range(n))
        else:
            winners = t.team_seats[state.winner]
            ranks = tuple(0 if t.team[q] == state.winner else 1 for q in range(n))
        scores = tuple(float(state.life[t.team[q]]) for q in range(n))
        breakdown = tuple({"Creatures in play": float(len(state.play[q]))} for q in range(n))
        return Result(scores=scores, ranks=ranks, winners=winners, breakdown=breakdown, summary=_summary(state),
                      score_label="Life")


GAME = MindbugGame()
