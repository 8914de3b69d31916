"""Helpers for the Maskmen tests: set up exact positions and check invariants."""

from __future__ import annotations

from typing import Any

from tabletop.core.protocol import Action, GameConfig
from tabletop.games.maskmen.cards import CARDS_PER_WRESTLER, INDEX, WRESTLERS, W
from tabletop.games.maskmen.rules import GAME, MaskmenState


def position(
    hands: list[dict[str, int]],
    host: int = 0,
    played: dict[str, int] | None = None,
    ladder: list[tuple[str, str]] | None = None,
    seed: int = 0,
) -> MaskmenState:
    """A season-1 state at the start of a round with exactly these hands.

    ``played`` counts cards already played this season (their markers are
    placed); ``ladder`` lists known (weaker, stronger) pairs, closed by
    replaying them through the rules' own bookkeeping. Every card not in a
    hand or played is set aside, so the sixty cards stay accounted for.
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
    from tabletop.games.maskmen.rules import _learn

    for weaker, stronger in ladder or []:
        _learn(state, INDEX[weaker], INDEX[stronger])
    state.unused = [
        CARDS_PER_WRESTLER - state.played[w] - sum(h[w] for h in state.hands) for w in range(W)
    ]
    assert all(k >= 0 for k in state.unused), "more than ten cards of a wrestler"
    state.host = state.turn = host
    state.host_reason = "played_last"
    return state


def play(name: str, count: int) -> Action:
    return Action("play", (name, count))


PASS = Action("pass")


def snapshot(state: MaskmenState) -> tuple[Any, ...]:
    """Every field of the state, as comparable values."""
    return tuple(repr(getattr(state, slot)) for slot in MaskmenState.__slots__)


def legal_set(state: MaskmenState) -> set[Action]:
    return set(GAME.legal_actions(state))


def all_actions() -> list[Action]:
    """Every play and the pass, legal or not."""
    return [PASS] + [play(name, c) for name in WRESTLERS for c in range(1, 4)]


def closure(pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The transitive closure of (weaker, stronger) pairs, computed naively."""
    out = set(pairs)
    while True:
        more = {(a, d) for a, b in out for c, d in out if b == c} - out
        if not more:
            return out
        out |= more
