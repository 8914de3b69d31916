"""Mathenyism positions for the tests (the package's builder, which the worked examples use too),
and moves played on them."""

from __future__ import annotations

from tabletop.core.protocol import Action, Event
from tabletop.games.mathenyism.positions import find, make
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import MathState


def act(s: MathState, kind: str, *args: int | str | None) -> list[Event]:
    """Apply the action (checked for legality, as the app does)."""
    return GAME.apply(s, Action(kind, tuple(args)))


def strength_of(s: MathState, name: str, seat: int) -> int:
    from tabletop.games.mathenyism.board import unit_strength

    return unit_strength(s, find(s, name, seat))


def legal_kinds(s: MathState) -> set[str]:
    return {a.kind for a in GAME.legal_actions(s)}


__all__ = ["act", "find", "legal_kinds", "make", "strength_of"]
