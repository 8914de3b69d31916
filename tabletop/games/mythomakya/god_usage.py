"""How often each bot kind plays each god card and ability in Battle of the Gods, when it may.

    python -m tabletop.games.mythomakya.god_usage --seats hard,easy --games 4 [--seed 1]

Plays ``--games`` games (seats rotating each game), and for every decision of a seat counts, per
kind, each god card (and ability) it was offered and how often it took it. A god that is rarely
played although offered shows up as a low rate; one never offered was never held at a moment
that allows it. Hard searches in this process (one core), at its usual time a decision.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop.core.protocol import Action, GameConfig
from tabletop.games.mythomakya.cards import BATTLE, CATEGORY, GODS
from tabletop.games.mythomakya.rules import GAME


@dataclass
class Usage:
    """What one kind was offered and what it took."""

    offered: Counter[str] = field(default_factory=Counter)
    taken: Counter[str] = field(default_factory=Counter)

    def count(self, legal: Sequence[Action], chosen: Action) -> None:
        for name in {what(a) for a in legal} - {None}:
            self.offered[str(name)] += 1
        name = what(chosen)
        if name is not None:
            self.taken[name] += 1


def what(action: Action) -> str | None:
    """The god card or ability ``action`` plays ("Athena", "ability: titan"), or None."""
    if action.kind in ("god", "counter"):
        return GODS[int(action.args[0])].name  # type: ignore[arg-type]
    if action.kind == "move_kronos":
        return "Kronos (move)"
    if action.kind == "ability":
        return f"ability: {CATEGORY[int(action.args[0])]}"  # type: ignore[arg-type]
    return None


def measure(kinds: Sequence[str], games: int, seed: int) -> dict[str, Usage]:
    """Play ``games`` two-or-more-seat Battle games among ``kinds`` and count each kind's god use."""
    from tabletop.ai.levels import make_bot

    usage = {kind: Usage() for kind in kinds}
    n = len(kinds)
    base = GAME.default_config(n)
    for index in range(games):
        seats = [kinds[(q + index) % n] for q in range(n)]
        bots = [make_bot(kind, GAME.id, seed * 1000 + index * 10 + q) for q, kind in enumerate(seats)]
        s = GAME.new(GameConfig(players=n, teams=base.teams, options={"variant": BATTLE}), seed * 7919 + index)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            assert seat is not None
            legal = GAME.legal_actions(s)
            chosen = bots[seat].choose(GAME.view(s, seat), legal)
            usage[seats[seat]].count(legal, chosen)
            GAME.apply(s, chosen)
    return usage


def report(usage: dict[str, Usage]) -> str:
    lines = []
    for kind, u in usage.items():
        lines.append(f"{kind}: played / offered (decisions where it was legal)")
        for name in sorted(u.offered, key=lambda k: (-u.taken[k] / u.offered[k], k)):
            rate = u.taken[name] / u.offered[name]
            lines.append(f"  {name:<22}{u.taken[name]:>4} / {u.offered[name]:<5}{rate * 100:>6.1f}%")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", default="hard,easy")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    if len(set(kinds)) != len(kinds):
        parser.error("give each kind once")
    usage = measure(kinds, args.games, args.seed)
    print(report(usage))
    print(f"{args.games} games, seed {args.seed}, {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
