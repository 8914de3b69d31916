"""Bot knowledge for Mythomakya: a rollout policy, an evaluation for cut rollouts, a heuristic bot.

The generic ISMCTS determinises the face-down cards (``GAME.sample`` deals
the unseen cards at random into the face-down places) and searches every
decision: the call of the senior colour, the 5-player teammate and each card.

Rollout policy, for the seat to play. It reads the round exactly: until their
turn, an opponent still to play can only answer with their face-up cards. A
leader plays its richest card that no opponent can beat, else throws its
poorest, weakest card; a follower feeds its side's round with a rich, weak card
when nobody can take it any more, takes the round with its cheapest card that
holds, or throws its poorest card. Now and then (:data:`NOISE`) it plays at
random instead. Easy plays the same policy (with its own randomness) and calls
the colour of its strongest face-up cards.

Rollouts are cut after :data:`ROLLOUT_DEPTH` cards; :meth:`evaluate` then
projects each side's apples (its piles, plus a share of the apples still in
play by the strength of its remaining cards, senior cards counting most) and
turns the margins into win chances. A finished game is worth its win, with a
little of its apple margin blended in (:data:`MARGIN_WEIGHT`); so is a cut rollout
in Battle of the Gods, where apples pay for god cards and abilities.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action, Game, GameConfig, ranks_from_scores
from tabletop.games.mythomakya.battle_ai import battle_habit, battle_move, battle_rollout, search_choices
from tabletop.games.mythomakya.cards import (
    APPLES,
    BATTLE,
    COLOUR,
    QUICK,
    STRENGTH,
    TRIUMPH,
    UNPLAYED_GOD_WORTH,
    WORTH,
)
from tabletop.games.mythomakya.deal import FIXED_TEAMS
from tabletop.games.mythomakya.labels import CALL_COLOUR, CHOOSE_MATE, PLAY_CARD, deal_action
from tabletop.games.mythomakya.rules import variant_of
from tabletop.games.mythomakya.state import CALL, MATE, PLAY, MythState
from tabletop.games.mythomakya.tricks import playable

ROLLOUT_DEPTH = 8
"""Cards a rollout plays before the evaluation takes over."""

NOISE = 0.1
"""How often the rollout policy plays a random legal card instead of its choice."""

MARGIN_WEIGHT = 0.15
"""How much of a finished game's value comes from its apple margin rather than the win."""

MARGIN_SCALE = 8.0
"""Apples of margin that make a finished game worth about 73% of the margin part."""

SENIOR_WEIGHT = 1.0
"""How much a card of the senior colour weighs in the projection, over its strength (0-1)."""


# --- shared pieces ----------------------------------------------------------------------------
def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def _key(card: int, led: int, senior: int) -> int:
    """How strongly ``card`` stands in a round (-1: it cannot win)."""
    colour = COLOUR[card]
    if colour == senior:
        return 100 + STRENGTH[card]
    if colour == led:
        return STRENGTH[card]
    return -1


def _feed_value(card: int, senior: int) -> float:
    """How good ``card`` is to give to one's own side's round: rich, weak, not senior."""
    return 3 * APPLES[card] - STRENGTH[card] / 6 - (4 if COLOUR[card] == senior else 0)


def _throw_value(card: int, senior: int) -> float:
    """How good ``card`` is to throw into a round one loses: poor, weak, not senior."""
    return -3 * APPLES[card] - STRENGTH[card] / 6 - (4 if COLOUR[card] == senior else 0)


def _threat(s: MythState, after: list[int], seat: int, led: int) -> int:
    """The strongest key an opponent of ``seat`` among ``after`` (still to play) can reach if ``led`` is led.

    Exact for this round: a player's choices until their turn are their face-up cards.
    """
    team = s.team
    senior = s.senior
    mine = team[seat]
    best = -1
    for q in after:
        if team[q] == mine:
            continue
        same = senior_best = -1
        for st in s.stacks[q]:
            if st:
                c = st[-1]
                colour = COLOUR[c]
                if colour == led:
                    same = max(same, STRENGTH[c])
                elif colour == senior and STRENGTH[c] > senior_best:
                    senior_best = STRENGTH[c]
        if same >= 0:
            k = same + 100 if led == senior else same
        else:
            k = senior_best + 100 if senior_best >= 0 else -1
        best = max(best, k)
    return best


def _choose_card(s: MythState, seat: int, cards: list[int]) -> int:
    """The policy's card among ``cards`` (the seat's legal plays, at least two).

    A leader plays the richest card no opponent can beat in this round, else throws its poorest
    card; a follower feeds its side's round if nobody can take it any more, takes the round with
    its cheapest card that holds, or throws its poorest card.
    """
    senior = s.senior
    trick = s.trick
    n = s.t.n
    after = [(seat + i) % n for i in range(1, n - len(trick))]
    if not trick:
        threats: dict[int, int] = {}
        best = -1
        best_value = -1e9
        for c in cards:
            colour = COLOUR[c]
            threat = threats.get(colour)
            if threat is None:
                threat = threats[colour] = _threat(s, after, seat, colour)
            if (100 + STRENGTH[c] if colour == senior else STRENGTH[c]) > threat:
                value = 3 * APPLES[c] - STRENGTH[c] / 12
                if value > best_value:
                    best, best_value = c, value
        if best >= 0:
            return best
        return max(cards, key=lambda c: _throw_value(c, senior))
    led = COLOUR[trick[0][1]]
    win_key = -1
    win_seat = trick[0][0]
    for p, c in trick:
        colour = COLOUR[c]
        k = 100 + STRENGTH[c] if colour == senior else STRENGTH[c] if colour == led else -1
        if k > win_key:
            win_key, win_seat = k, p
    threat = _threat(s, after, seat, led) if after else -1
    if s.team[win_seat] == s.team[seat] and win_key > threat:
        return max(cards, key=lambda c: _feed_value(c, senior))
    holding = [(k, c) for c in cards if (k := _key(c, led, senior)) > win_key and k > threat]
    if holding:
        return min(holding)[1]
    return max(cards, key=lambda c: _throw_value(c, senior))


def _best_call(s: MythState) -> int:
    """The colour whose face-up cards of the caller are strongest (strengths summed)."""
    power = [0.0] * 5
    for st in s.stacks[s.caller]:
        if st:
            c = st[-1]
            power[COLOUR[c]] += 4 + STRENGTH[c]
    return max(range(5), key=lambda colour: power[colour])


def _best_mate(s: MythState) -> int:
    """The seat whose face-up senior cards are strongest."""
    def power(q: int) -> float:
        return sum(STRENGTH[st[-1]] for st in s.stacks[q] if st and COLOUR[st[-1]] == s.senior)

    return max((q for q in range(s.t.n) if q != s.caller), key=power)


_POWER: tuple[tuple[float, ...], ...] = tuple(
    tuple(STRENGTH[c] / 12 + (SENIOR_WEIGHT if COLOUR[c] == senior else 0.0) for c in range(len(STRENGTH)))
    for senior in (*range(5), -1)
)
"""``_POWER[senior][card]``: how much a card still in play weighs in the projection (index -1: no senior yet)."""


SEARCH_WIDTH = 3
"""Battle of the Gods: how many of a god's targets the search weighs below its root (the policy's best)."""

BURIED: tuple[float, ...] = (1.0, 0.85, 0.72, 0.61)
"""Battle of the Gods: how much a card weighs in the projection by how many cards lie over it (its stack's
order matters: Aeolus brings one's best card up, buries an opponent's; Athena swaps what is on top)."""


_LAYERS: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(tuple(w * buried for w in row) for buried in BURIED) for row in _POWER)
"""``_LAYERS[senior][depth][card]``: a card's weight in the projection under ``depth`` cards (Battle)."""

_STACKS: tuple[dict[tuple[int, ...], tuple[float, int]], ...] = tuple({} for _ in _POWER)
"""Battle: each stack's weight and apples, kept by senior colour (a search sees the same open stacks often)."""

STACKS_KEPT = 50_000
"""How many stacks :data:`_STACKS` keeps for one senior colour before it starts again."""


def _stack_weight(senior: int, stack: list[int]) -> tuple[float, int]:
    """A Battle stack's weight in the projection (a card under others weighs less) and its apples."""
    key = tuple(stack)
    kept = _STACKS[senior]
    found = kept.get(key)
    if found is None:
        layers = _LAYERS[senior]
        deepest = len(layers) - 1
        depth = len(stack) - 1
        weight = 0.0
        for c in stack:
            weight += layers[min(depth, deepest)][c]
            depth -= 1
        if len(kept) >= STACKS_KEPT:
            kept.clear()
        found = kept[key] = (weight, sum(WORTH[c] for c in stack))
    return found


def project(s: MythState) -> list[float]:
    """Each seat's side's apples now plus its expected share of the apples still in play.

    In Battle of the Gods a card under others plays later, when it may no longer fit the round, so it
    weighs less (:data:`BURIED`); a god card in hand counts its apple at the end (it may do more, but
    it may also be spent), and the piles count golden apple cards too.
    """
    n = s.t.n
    senior = s.senior
    worth = WORTH
    team = s.team
    left = float(sum(worth[c] for _, c in s.trick))
    side_pile = [0.0] * n
    side_power = [0.0] * n
    weight = _POWER[senior]
    for q in range(n):
        power = 0.0
        if s.t.open:
            for st in s.stacks[q]:
                if st:
                    stack_power, apples = _stack_weight(senior, st)
                    power += stack_power
                    left += apples
        else:
            for st in s.stacks[q]:
                for c in st:
                    power += weight[c]
                    left += worth[c]
        side = team[q]
        side_power[side] += power
        side_pile[side] += sum([worth[c] for c in s.treasure[q]]) + UNPLAYED_GOD_WORTH * len(s.gods[q])
    share = left / (sum(side_power) or 1.0)
    return [side_pile[team[q]] + share * side_power[team[q]] for q in range(n)]


def _win_chances(values: list[float], team: tuple[int, ...], scale: float) -> list[float]:
    """Per seat: the mean, over the other sides, of a logistic of its side's margin over them."""
    n = len(values)
    if n == 2 or max(team) == 1:  # two sides
        a = values[team.index(0)]
        b = values[team.index(1)]
        p = _sigmoid((a - b) / scale)
        return [p if team[q] == 0 else 1.0 - p for q in range(n)]
    out = []
    for q in range(n):
        mine = values[q]
        others = [values[p] for p in range(n) if team[p] != team[q]]
        out.append(sum(_sigmoid((mine - v) / scale) for v in others) / len(others))
    return out


# --- the knowledge --------------------------------------------------------------------------------
#: Normal's iterations in Triumph of Heroes without teams. At its 0.4 s Normal rated as Hard (+10, -83
#: to +102, over 40 games with 2 players), Easy about +180 and Hard about +520 over Random. Against
#: Easy, ISMCTS won 15 of 20 games with 30 iterations and 18 with 150, and 150 iterations scored 7.5
#: of 20 against Normal at 0.4 s (``tabletop ratings mythomakya --players 2 --games 20 --levels
#: easy,ismcts:30,ismcts:150,normal --rate 8784``): 30 lands Normal midway. The quick version (2 players)
#: places so too: there Normal at 0.4 s scored 11 of 20 games against Hard (``tabletop ratings mythomakya
#: --players 2 --variant variant=quick --games 20 --levels normal,hard --rate 9550``, kept in
#: docs/ratings/before-placed-levels/mythomakya-2-quick.json).
TRIUMPH_NORMAL_ITERATIONS = 30

#: Easy's randomness and Normal's iterations in Triumph of Heroes played in teams set by the seating
#: (:data:`TEAM_LEVEL_PLAYERS`). There the deal and the partner weigh more and the whole ladder is short: with 4 players
#: and 60 to 80 games a pairing, the heuristic rated +62 over Random playing at random 75% of the
#: time, +175 at 50% and +215 at Easy's 25%; the search +163 with 2 iterations, about +275 with 5,
#: +344 with 10 and +413 with 30, where Hard (14,541) also rated, +380 (``tabletop ratings
#: mythomakya --players 4 --games 40 --levels random,heuristic:0.5,easy,ismcts:5,ismcts:10,ismcts:30
#: --rate 9694``, and ``--games 60 --levels random,heuristic:0.75,easy,ismcts:2,ismcts:3,ismcts:5``).
#: Easy at 60% and Normal at 5 iterations leave each level a step of about 120 above the one below.
TRIUMPH_TEAM_LEVELS: tuple[float, int | None] = (0.6, 5)

#: Normal's iterations in Battle of the Gods. There the search keeps gaining with more iterations, and
#: Hard won all 100 of its games against Easy and 100 against Random (2 players): with 30 games a
#: pairing, Easy rated +435 over Random and the search +769 with 10 iterations, +881 with 50 and +995
#: with 200 (``tabletop ratings mythomakya --players 2 --variant variant=battle --games 30 --levels
#: random,easy,ismcts:10,ismcts:50,ismcts:200 --rate 3341``): 50 sets Normal well above Easy and
#: leaves Hard's 5,012 a clear step above it. Measured with 2 players; it holds with 4 too (the
#: 4-player table, docs/ratings/mythomakya-4-battle.json).
BATTLE_NORMAL_ITERATIONS = 50

#: The player counts at which Triumph of Heroes places its levels at :data:`TRIUMPH_TEAM_LEVELS`: those
#: whose teams are set by the seating (:data:`FIXED_TEAMS`, 4 and 6). With 5 the caller chooses a partner
#: during the game, so each seat wins or loses beside a partner of either level, and the whole ladder is
#: shorter still: with the team placement Easy rated level with Random (+2, -85 to +90, 40 games a
#: pairing) and Normal +84, while placed as without teams Easy rated +64 (+19 to +109) and the search +113
#: with 30 iterations and +134 with 150 (120 games a pairing: ``tabletop ratings mythomakya --players 5
#: --games 120 --levels random,heuristic:0.25,ismcts:30,ismcts:150 --rate 8659``), so 5 places so.
TEAM_LEVEL_PLAYERS = frozenset(FIXED_TEAMS)


class MythomakyaKnowledge(Knowledge[MythState]):
    rollout_depth: int | None = ROLLOUT_DEPTH

    def placed_levels(self, config: GameConfig | None) -> tuple[float, int | None]:
        """Triumph of Heroes places Normal at :data:`TRIUMPH_NORMAL_ITERATIONS`, and in teams set by the
        seating both Easy and Normal at :data:`TRIUMPH_TEAM_LEVELS`; Battle of the Gods places Normal at
        :data:`BATTLE_NORMAL_ITERATIONS`; the quick version (2 players) places as Triumph of Heroes."""
        variant = variant_of(config) if config is not None else None
        if variant == BATTLE:
            return self.easy_randomness, BATTLE_NORMAL_ITERATIONS
        if variant in (TRIUMPH, QUICK) and config is not None:
            if config.players in TEAM_LEVEL_PLAYERS:
                return TRIUMPH_TEAM_LEVELS
            return self.easy_randomness, TRIUMPH_NORMAL_ITERATIONS
        return super().placed_levels(config)

    def rollout_move(self, game: Game[MythState, Any], state: MythState, rng: random.Random) -> Action:
        s = state
        if s.t.open and (s.frames or s.phase == PLAY):
            return battle_rollout(s, rng, NOISE, _choose_card)
        if s.phase == PLAY:
            seat = s.turn
            cards = playable(s, seat)
            if len(cards) == 1:
                return PLAY_CARD[cards[0]]
            if rng.random() < NOISE:
                return PLAY_CARD[cards[int(rng.random() * len(cards))]]
            return PLAY_CARD[_choose_card(s, seat, cards)]
        if s.phase == CALL:
            return CALL_COLOUR[int(rng.random() * 5)]
        if s.phase == MATE:
            seats = [q for q in range(s.t.n) if q != s.caller]
            return CHOOSE_MATE[seats[int(rng.random() * len(seats))]]
        return deal_action(s)

    def rollout_action(
        self, game: Game[MythState, Any], state: MythState, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        return self.rollout_move(game, state, rng)

    def tree_actions(self, game: Game[MythState, Any], state: MythState) -> Sequence[Action]:
        """Battle of the Gods: a payment as its cheapest fit and a god's target among the few best, so
        that the search can tell a well-aimed god card from not playing it."""
        if not state.t.open:
            return game.legal_actions(state)
        return search_choices(state, lambda: game.legal_actions(state), SEARCH_WIDTH)

    def habit(self, state: MythState, action: Action) -> str | None:
        """The god card or ability ``action`` plays in Battle of the Gods ("god: Athena", "ability: titan")."""
        return battle_habit(action)

    def heuristic_action(
        self, game: Game[MythState, Any], state: MythState, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        """Easy's move: the policy without noise; the caller calls its strongest face-up colour."""
        s = state
        if s.t.open and (s.frames or s.phase == PLAY):
            return battle_move(s, actions, rng, 0.0, _choose_card)
        if s.phase == PLAY:
            cards = playable(s, s.turn)
            return PLAY_CARD[cards[0] if len(cards) == 1 else _choose_card(s, s.turn, cards)]
        if s.phase == CALL:
            return CALL_COLOUR[_best_call(s)]
        if s.phase == MATE:
            return CHOOSE_MATE[_best_mate(s)]
        return actions[0]

    def evaluate(self, game: Game[MythState, Any], state: MythState) -> list[float]:
        """A cut rollout: win chances from the projected apples. In Battle of the Gods the projected
        margin is blended in as in :meth:`terminal_rewards`: apples are spent there, and a bot sure
        of the result would otherwise see nothing lost in paying for a god card that does nothing."""
        s = state
        if s.phase not in (CALL, MATE, PLAY):
            return self.terminal_rewards(game, s)
        if s.phase != PLAY:
            return [0.5] * s.t.n
        values = project(s)
        chances = win_chances(s, values)
        return _with_margin(chances, values, s.team) if s.t.open else chances

    def terminal_rewards(self, game: Game[MythState, Any], state: MythState) -> list[float]:
        """The game just finished: its win (shared wins count), with its apple margin blended in.

        A determinisation ends after the game in progress, so this values that game, not the series.
        """
        apples, winners = state.record[-1]
        ranks = ranks_from_scores(apples)
        worst = max(ranks)
        base = [1.0 if q in winners else 0.5 * (worst - ranks[q]) / worst if worst else 0.0
                for q in range(state.t.n)]
        return _with_margin(base, apples, state.team)


def win_chances(s: MythState, values: list[float]) -> list[float]:
    """Each seat's chance to win from its projected apples ``values``: surer as fewer cards are left."""
    left = sum(len(st) for pile in s.stacks for st in pile)
    return _win_chances(values, s.team, 2.0 + 0.25 * left)


def _with_margin(base: Sequence[float], apples: Sequence[float], team: tuple[int, ...]) -> list[float]:
    """Per seat, ``base`` (its win or win chance) with a little of its apple margin over the best other
    side blended in (:data:`MARGIN_WEIGHT`), so that a wider win is still worth more."""
    n = len(base)
    out = []
    for q in range(n):
        best_other = max((apples[p] for p in range(n) if team[p] != team[q]), default=apples[q])
        margin = _sigmoid((apples[q] - best_other) / MARGIN_SCALE)
        out.append((1 - MARGIN_WEIGHT) * base[q] + MARGIN_WEIGHT * margin)
    return out


KNOWLEDGE = MythomakyaKnowledge()
