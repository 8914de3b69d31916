"""Build Maskmen positions from the hands held, for the worked examples and the tests."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.protocol import GameConfig
from tabletop.games.maskmen.cards import CARDS_PER_WRESTLER, INDEX, WRESTLERS, W
from tabletop.games.maskmen.rules import GAME, MaskmenState, _learn


def position(
    hands: Sequence[dict[str, int]],
    host: int = 0,
    played: dict[str, int] | None = None,
    ladder: Sequence[tuple[str, str]] | None = None,
    seed: int = 0,
) -> MaskmenState:
    """A season-1 state at the start of a round with exactly these hands.

    ``played`` counts cards already played this season (their markers are
    placed); ``ladder`` lists known (weaker, stronger) pairs, closed by
    replaying them through the rules' own bookkeeping. Every card not in a
    hand or played is set aside, so the sixty cards stay accounted for.
    ``seed`` seeds the deals of the seasons to come.
    """
    n = len(hands)
    state = GAME.new(GameConfig(n), seed)
    state.hands = [[hand.get(name, 0) for name in WRESTLERS] for hand in hands]
    state.counts = [sum(h) for h in state.hands]
    state.played = [0] * W
    for name, count in (played or {}).items():
        state.played[INDEX[name]] = count
    state.markers = [w for w in range(W) if state.played[w]]
    state.above = [0] * W
    state.below = [0] * W
    for weaker, stronger in ladder or []:
        _learn(state, INDEX[weaker], INDEX[stronger])
    state.unused = [
        CARDS_PER_WRESTLER - state.played[w] - sum(h[w] for h in state.hands) for w in range(W)
    ]
    if min(state.unused) < 0:
        raise ValueError("more than ten cards of a wrestler")
    state.host = state.turn = host
    state.host_reason = "played_last"
    return state
