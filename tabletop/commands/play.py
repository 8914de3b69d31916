"""``tabletop play``: open the app straight into a game, its arguments checked before any window opens."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from typing import Any

from tabletop.commands.usage import UsageError, one_line


@dataclass(frozen=True)
class PlayPlan:
    """A checked ``tabletop play``: the game, the seat kinds (None: ask in seat setup), the seed and
    the game's options from ``--variant``."""

    game_id: str
    seats: str | None
    seed: int | None
    options: dict[str, Any] = field(default_factory=dict)


def plan_play(args: argparse.Namespace) -> PlayPlan:
    """Check the game, the seats and the seed as a match would; UsageError in one line if they cannot play."""
    from tabletop import games
    from tabletop.scenes.matches import new_match, playable

    try:
        entry = games.get(args.game)
    except KeyError as exc:
        raise UsageError(one_line(exc)) from None
    if not playable(entry.id):
        raise UsageError(f"{entry.name} is not available yet")
    variant = getattr(args, "variant", None)
    if variant is not None and args.seats is None:
        raise UsageError("--variant needs --seats (or choose the variant on the seat-setup screen)")
    options: dict[str, Any] = {}
    if args.seats is not None:
        from tabletop.app import parse_seats
        from tabletop.commands.simulate import parse_variant

        try:
            kinds = parse_seats(args.seats, entry.id)
            defaults = entry.rules().default_config(len(kinds)).options
            options = parse_variant(variant, defaults)
            new_match(entry.id, kinds, options=options, seed=args.seed if args.seed is not None else 0)
        except (ValueError, TypeError) as exc:
            raise UsageError(one_line(exc)) from None
    return PlayPlan(entry.id, args.seats, args.seed, options)


def run_play(plan: PlayPlan) -> int:
    from tabletop.app import run_app

    return run_app(game_id=plan.game_id, seats=plan.seats, seed=plan.seed, options=plan.options)
