"""Bot knowledge for Maskmen: a rollout policy, an evaluation for cut rollouts, a heuristic bot.

The aim of a season is to empty one's hand first, so the rollout policy
sheds as many cards as it may at once: the host opens with the biggest
legal play, a follower plays the biggest play it has (and passes now and
then, as people do to keep a wrestler for later). Rollouts are cut after
:data:`ROLLOUT_DEPTH` actions; the evaluation then turns the cards left in
each hand into expected season points, adds them to the scores, and maps the
projected totals to a reward per seat (for two players, the chance of being
first to three season wins).

The heuristic bot (Easy) plays like the rollout policy, but looks at its
own hand: it keeps a wrestler of which it holds many for a big play later
rather than breaking it up, and does not throw away cards of a wrestler that
is known to be strong while cheaper plays exist.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game
from tabletop.games.maskmen.cards import INDEX, MAX_PLAY, W
from tabletop.games.maskmen.rules import PASS, PLAY, SEASONS, WINS_TO_WIN, MaskmenState, follows

ROLLOUT_DEPTH = 24
"""Actions a rollout plays before the evaluation takes over."""

PASS_CHANCE = 0.12
"""How often the rollout policy passes although it could play."""

CARD_SCALE = 2.5
"""Cards of difference that make one player about 73% likely to go out before another."""

SEASON_SPREAD = 2.0
"""Points of uncertainty that each season still to play adds to the final margin."""


# --- the rollout policy ------------------------------------------------------------------------


def _rollout_move(state: MaskmenState, rng: random.Random) -> Action:
    """The biggest play allowed (ties at random); a follower passes now and then, or when it must."""
    hand = state.hands[state.turn]
    tw = state.table_w
    rand = rng.random
    best_w = -1
    best_c = 0
    ties = 0
    if tw < 0:
        played = state.played
        for w in range(W):
            k = hand[w]
            if k:
                c = min(MAX_PLAY, k) if played[w] else 1
                if c > best_c:
                    best_w, best_c, ties = w, c, 1
                elif c == best_c:
                    ties += 1
                    if rand() * ties < 1.0:
                        best_w = w
        return PLAY[best_w][best_c]
    if rand() < PASS_CHANCE:
        return PASS
    for w, c in follows(state, hand):
        if c > best_c:
            best_w, best_c, ties = w, c, 1
        elif c == best_c:
            ties += 1
            if rand() * ties < 1.0:
                best_w = w
    if best_w < 0:
        return PASS
    return PLAY[best_w][best_c]


# --- the evaluation ---------------------------------------------------------------------------


def _place_points(n: int) -> list[int]:
    """Season points by finishing place (0 = first out)."""
    points = [0] * n
    points[0] = 2
    if n >= 3:
        points[1] = 1
    points[n - 1] = -1
    return points


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def season_expectation(state: MaskmenState) -> list[float]:
    """Expected points of the season in progress per seat, from the cards left in each hand.

    Players already out have their place; each pair of players still in is
    compared by a logistic of their card difference, giving an expected
    place that is interpolated on the place points.
    """
    n = state.n
    points = _place_points(n)
    out = state.out
    expect = [0.0] * n
    for index, p in enumerate(out):
        expect[p] = float(points[index])
    inside = [p for p in range(n) if p not in out]
    counts = state.counts
    base = len(out)
    for p in inside:
        rank = float(base)
        for q in inside:
            if q != p:
                rank += _logistic((counts[p] - counts[q]) / CARD_SCALE)
        low = int(rank)
        frac = rank - low
        high = low + 1 if low + 1 < n else low
        expect[p] = points[low] * (1.0 - frac) + points[high] * frac
    return expect


@cache
def _match_win(mine: int, theirs: int) -> float:
    """Chance of reaching three season wins first from these counts, seasons being coin flips."""
    if mine >= WINS_TO_WIN:
        return 1.0
    if theirs >= WINS_TO_WIN:
        return 0.0
    return 0.5 * (_match_win(mine + 1, theirs) + _match_win(mine, theirs + 1))


def evaluate_state(state: MaskmenState) -> list[float]:
    """Estimated reward per seat in [0, 1] for an unfinished game."""
    n = state.n
    if n == 2:
        a, b = state.counts
        if state.out:  # the season just ended (cannot stay so), be safe
            first = 1.0 if state.out[0] == 0 else 0.0
        else:
            first = _logistic((b - a) / CARD_SCALE)
        wins = state.wins
        p0 = first * _match_win(wins[0] + 1, wins[1]) + (1 - first) * _match_win(wins[0], wins[1] + 1)
        return [p0, 1.0 - p0]
    expect = season_expectation(state)
    projected = [state.scores[p] + expect[p] for p in range(n)]
    scale = 1.0 + SEASON_SPREAD * (SEASONS - state.season)
    out: list[float] = []
    for p in range(n):
        best_other = max(projected[q] for q in range(n) if q != p)
        out.append(_logistic((projected[p] - best_other) / scale))
    return out


# --- the heuristic bot ------------------------------------------------------------------------


def _heuristic_value(state: MaskmenState, action: Action) -> float:
    """How much the heuristic bot likes ``action`` (higher is better)."""
    seat = state.turn
    hand = state.hands[seat]
    left = state.counts[seat]
    if action.kind == "pass":
        # Passing keeps cards for later; worth it only with a big hand and costly plays.
        return 0.5 if left > 6 else -1.0
    name, count = action.args
    assert isinstance(name, str) and isinstance(count, int)
    w = INDEX[name]
    value = 2.0 * count
    if count == left:
        return 100.0  # going out wins the season's best place
    rest = hand[w] - count
    if rest and rest < MAX_PLAY and hand[w] >= MAX_PLAY:
        value -= 1.0  # breaking up a big group
    # Wrestlers known to beat many others are worth keeping to win a round later.
    strength = state.below[w].bit_count()
    value -= 0.3 * strength
    if state.table_w < 0 and not state.played[w]:
        value += 0.3 * (hand[w] == 1)  # opening with a lone new wrestler sheds it cheaply
    return value


class MaskmenKnowledge(Knowledge[MaskmenState]):
    """Rollout policy, evaluation and heuristic move for Maskmen."""

    rollout_depth: int | None = ROLLOUT_DEPTH

    #: Normal sits between Easy and Hard: at its 0.4 s it rated as Hard (+4 over 172 games), while
    #: Easy rates about +230 and Hard about +790 over Random. Against Easy, ISMCTS won 13 of 20
    #: games with 10 iterations, 16 with 50 and 18 with 250 (``tabletop ratings maskmen --games 20
    #: --levels easy,ismcts:10,ismcts:50,normal``, and ``ismcts:250`` likewise); 100 lands it midway.
    normal_iterations = 100

    def rollout_move(self, game: Game[MaskmenState, Any], state: MaskmenState, rng: random.Random) -> Action:
        return _rollout_move(state, rng)

    def rollout_action(
        self,
        game: Game[MaskmenState, Any],
        state: MaskmenState,
        actions: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        return _rollout_move(state, rng)

    def evaluate(self, game: Game[MaskmenState, Any], state: MaskmenState) -> list[float]:
        if state.over:
            return game.result(state).rewards()
        return evaluate_state(state)

    def heuristic_action(
        self,
        game: Game[MaskmenState, Any],
        state: MaskmenState,
        actions: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        """The best-valued legal action in ``state`` (ties at random); it reads only the own hand."""
        best: Action = actions[0]
        best_value = -math.inf
        ties = 0
        for action in actions:
            value = _heuristic_value(state, action)
            if value > best_value:
                best, best_value, ties = action, value, 1
            elif value == best_value:
                ties += 1
                if rng.randrange(ties) == 0:
                    best = action
        return best

    def habit(self, state: MaskmenState, action: Action) -> str | None:
        """A pass (open whenever passing is legal, which is when the seat might also play)."""
        return "pass" if action.kind == "pass" else None


KNOWLEDGE = MaskmenKnowledge()
