"""Bot knowledge for Mindbug: an evaluation of life and boards, a rollout policy, a greedy bot.

The evaluation scores each team by life (worth most, and more when low),
the power and keywords of its creatures, the cards it still has to play and
its unspent Mindbugs, and turns the difference into a reward in (0, 1) per
seat (teammates share it). Rollouts are short and then evaluated.

The rollout policy plays like a cautious beginner: attack with a creature
that no enemy can profitably block, else play the strongest card; spend a
Mindbug on a strong creature; block when the blocker survives or the team is
about to lose; aim removal at the biggest enemy creature; discard and give
away the weakest card. The heuristic bot (Easy) uses the same policy.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game
from tabletop.games.mindbug.cards import (
    FRENZY,
    HUNTER,
    KEYS,
    POISONOUS,
    POWER,
    SNEAKY,
    TOUGH,
)
from tabletop.games.mindbug.rules import (
    D_BLOCK,
    D_DISCARD,
    D_FRENZY,
    D_GIVE,
    D_HUNT,
    D_HYENIX,
    D_KEEP,
    D_MINDBUG,
    D_OPP,
    D_TARGET,
    D_TURN,
    P_DEFEAT,
    P_NOBLOCK,
    RUNNING,
    MindbugState,
    keywords,
    power,
)

#: Value of one point of life, by how much life is left (the last point is worth most).
LIFE_VALUE = (0.0, 3.0, 2.0, 1.5, 1.2, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0)
POWER_VALUE = 0.12
CREATURE_VALUE = 0.35
CARD_VALUE = 0.25
MINDBUG_VALUE = 0.6
TOUGH_VALUE = 0.3
KEYWORD_VALUE = 0.15
#: Score difference that gives a reward of about 0.73.
SCALE = 2.5
#: Creatures at least this strong are worth a Mindbug in rollouts.
MINDBUG_POWER = 7

_KEY_POWER = {key: POWER[i] for i, key in enumerate(KEYS)}


def _life_score(life: int) -> float:
    return sum(LIFE_VALUE[min(i, len(LIFE_VALUE) - 1)] for i in range(1, life + 1))


def team_scores(s: MindbugState) -> list[float]:
    """A material score per team: life, creatures (power, keywords), cards left, Mindbugs."""
    t = s.t
    out = [_life_score(s.life[0]), _life_score(s.life[1])]
    exh = s.exh
    for q in range(t.n):
        team = t.team[q]
        v = 0.0
        for c in s.play[q]:
            kw = keywords(s, c)
            v += CREATURE_VALUE + POWER_VALUE * power(s, c)
            if kw & TOUGH and not exh >> c & 1:
                v += TOUGH_VALUE
            if kw & (POISONOUS | SNEAKY | HUNTER | FRENZY):
                v += KEYWORD_VALUE
        v += CARD_VALUE * (len(s.hand[q]) + len(s.pile[q])) + MINDBUG_VALUE * s.mb[q]
        out[team] += v
    return out


def evaluate_state(s: MindbugState) -> list[float]:
    """Reward per seat in (0, 1) from the score difference of the teams."""
    t = s.t
    if s.winner != RUNNING:
        return [1.0 if t.team[q] == s.winner else 0.0 for q in range(t.n)]
    a, b = team_scores(s)
    p0 = 1.0 / (1.0 + math.exp(-(a - b) / SCALE))
    return [p0 if t.team[q] == 0 else 1.0 - p0 for q in range(t.n)]


def _threats(s: MindbugState, p: int) -> tuple[int, int]:
    """The strongest enemy blocker of ``p``'s attackers: (any creature, Sneaky ones only).

    Poisonous counts as unbeatable (99). Block restrictions other than Sneaky
    are ignored: this is a cheap estimate for rollouts.
    """
    best = best_sneaky = -1
    for q in s.t.enemies[p]:
        for b in s.play[q]:
            kw = keywords(s, b)
            v = 99 if kw & POISONOUS else power(s, b)
            best = max(best, v)
            if kw & SNEAKY and v > best_sneaky:
                best_sneaky = v
    return best, best_sneaky


def policy(s: MindbugState, actions: Sequence[Action], rng: random.Random) -> Action:
    """The rollout policy (see the module docstring)."""
    if len(actions) == 1:
        return actions[0]
    d = s.dec
    assert d is not None
    kind = d[0]
    if kind == D_TURN:
        p = d[1]
        best: Action | None = None
        best_v = -1.0
        threats: tuple[int, int] | None = None
        for a in actions:
            if a.kind == "attack":
                x = a.args[0]
                assert isinstance(x, int)
                if threats is None:
                    threats = _threats(s, p)
                px = power(s, x)
                kx = keywords(s, x)
                threat = threats[1] if kx & SNEAKY else threats[0]
                if threat < px or (kx & POISONOUS and threat < 99):
                    v = 10.0 + px
                    if v > best_v:
                        best, best_v = a, v
            else:
                v = float(_KEY_POWER[a.args[0]]) + rng.random()  # type: ignore[index]
                if v > best_v:
                    best, best_v = a, v
        return best if best is not None else actions[rng.randrange(len(actions))]
    if kind == D_MINDBUG:
        c = d[2]
        strong = POWER[s.t.kind[c]] >= MINDBUG_POWER
        return actions[0] if strong and rng.random() < 0.8 else actions[1]
    if kind == D_BLOCK:
        x = d[2]
        px = power(s, x)
        xpois = keywords(s, x) & POISONOUS
        team = s.t.team[d[1]]
        desperate = s.life[team] <= 1
        best = None
        best_v = -1.0
        for a in actions[:-1]:
            b = a.args[0]
            assert isinstance(b, int)
            pb = power(s, b)
            kb = keywords(s, b)
            survives = pb > px and not xpois
            kills = pb >= px or kb & POISONOUS
            v = (2.0 if kills else 0.0) + (1.0 if survives else 0.0) - pb * 0.01
            if (kills or survives or desperate) and v > best_v:
                best, best_v = a, v
        return best if best is not None else actions[-1]
    if kind == D_HUNT:
        x = d[2]
        px = power(s, x)
        xpois = keywords(s, x) & POISONOUS
        best = None
        best_v = -1.0
        for a in actions[:-1]:
            b = a.args[0]
            assert isinstance(b, int)
            pb = power(s, b)
            if (pb < px or xpois) and not keywords(s, b) & POISONOUS:
                v = float(pb)
                if v > best_v:
                    best, best_v = a, v
        return best if best is not None else actions[-1]
    if kind == D_TARGET:
        purpose = d[2]
        you = d[1]
        team = s.t.team[you]
        best = None
        best_v = -1e9
        for a in actions:
            if a.kind != "target":
                continue
            c = a.args[0]
            assert isinstance(c, int)
            if purpose == P_DEFEAT or purpose == P_NOBLOCK:
                ctl = s.ctl[c]
                mine = s.t.team[ctl] == team
                v = (-power(s, c) - 20.0) if mine else float(power(s, c))
            elif s.ctl[c] >= 0:
                v = float(power(s, c)) - (30.0 if s.t.team[s.ctl[c]] == team else 0.0)
            else:
                v = float(POWER[s.t.kind[c]])
            if v > best_v:
                best, best_v = a, v
        if best is None or (best_v < -15 and actions[-1].kind == "stop"):
            return actions[-1]
        return best
    if kind == D_DISCARD or kind == D_GIVE:
        return min(actions, key=lambda a: _KEY_POWER[a.args[0]])  # type: ignore[index]
    if kind == D_OPP:
        return actions[rng.randrange(len(actions))]
    if kind == D_KEEP or kind == D_HYENIX or kind == D_FRENZY:
        return actions[0]
    return actions[rng.randrange(len(actions))]


#: Normal's iterations in the 2v2 game. There Normal at its 0.4 s (2,760 iterations) scored 26 of 58
#: games against Hard, and the search is strong from its first iterations: with 30 games a pairing,
#: Easy rated +122 over Random and the search +427 with 5 iterations, +466 with 15, +557 with 40 and
#: +690 with 100 (``tabletop ratings mindbug --players 4 --games 30 --levels
#: random,easy,ismcts:5,ismcts:15,ismcts:40,ismcts:100 --rate 6899``), where Hard rated about +730
#: (docs/ratings/mindbug-4.json): 15 was to land Normal midway. Against the placed Normal Hard then
#: rated higher (Normal +534, Hard +975), so Normal sits below midway, still apart from both. In 1v1
#: Normal keeps its time budget, 122 below Hard.
TEAM_NORMAL_ITERATIONS = 15


class MindbugKnowledge(Knowledge[MindbugState]):
    """Rollout policy, evaluation and heuristic move for Mindbug."""

    rollout_depth: int | None = 8
    #: The 2v2 game places Normal at :data:`TEAM_NORMAL_ITERATIONS`; 1v1 keeps the defaults.
    larger_table_levels = ((4, (Knowledge.easy_randomness, TEAM_NORMAL_ITERATIONS)),)

    def rollout_action(
        self, game: Game[MindbugState, Any], state: MindbugState, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        return policy(state, actions, rng)

    def evaluate(self, game: Game[MindbugState, Any], state: MindbugState) -> list[float]:
        return evaluate_state(state)

    def heuristic_action(
        self, game: Game[MindbugState, Any], state: MindbugState, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        return policy(state, actions, rng)

    def habit(self, state: MindbugState, action: Action) -> str | None:
        """A Mindbug used on a creature just played, an attack, a block, a hunter's prey chosen."""
        return HABITS.get(action.kind)


HABITS = {"mindbug": "Mindbug used", "attack": "attack", "block": "block", "hunt": "hunt"}
"""The action kinds that :meth:`MindbugKnowledge.habit` names."""

KNOWLEDGE = MindbugKnowledge()
