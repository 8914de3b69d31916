"""How often the Mathenyism bots attack, merge, ally and trade, counted over seeded games.

    python -m tests.mathenyism.bot_habits --seats normal,easy,easy,random --games 4

Prints, per seat kind, its decisions and how many of them were attacks declared, merges
(a second unit put on one attacker), alliance and end-alliance cards, trade offers made and
offers accepted, with the wins.
"""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict

from tabletop.ai.levels import build_bot
from tabletop.core.protocol import Action
from tabletop.games.mathenyism.ai import KNOWLEDGE
from tabletop.games.mathenyism.cards import ALLY, EFFECT, END_ALLIANCE
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import MathState


def habit(s: MathState, action: Action) -> str | None:
    """Which habit ``action`` shows in ``s`` (before it is played), if any."""
    kind = action.kind
    if kind == "target":
        return "attack"
    if kind == "block" and s.combat is not None and s.combat.blocks.get(int(action.args[0])):  # type: ignore[arg-type]
        return "merge"
    if kind == "action" and EFFECT[int(action.args[0])] == ALLY:  # type: ignore[arg-type]
        return "ally"
    if kind == "action" and EFFECT[int(action.args[0])] == END_ALLIANCE:  # type: ignore[arg-type]
        return "end alliance"
    if kind == "offer":
        return "trade offer"
    if kind == "swap_back":
        return "trade accepted"
    if kind == "refuse":
        return "trade refused"
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="normal,easy,easy,random")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    kinds = args.seats.split(",")
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for game_no in range(args.games):
        seed = args.seed + game_no
        rotated = kinds[game_no % len(kinds):] + kinds[:game_no % len(kinds)]
        bots = [build_bot(kind, GAME, KNOWLEDGE, seed * 10 + q) for q, kind in enumerate(rotated)]
        s = GAME.new(GAME.default_config(len(kinds)), seed)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            assert seat is not None
            legal = GAME.legal_actions(s)
            action = bots[seat].choose(GAME.view(s, seat), legal)
            counts[rotated[seat]]["decisions"] += 1
            shown = habit(s, action)
            if shown:
                counts[rotated[seat]][shown] += 1
            GAME.apply(s, action)
        for winner in GAME.result(s).winners:
            counts[rotated[winner]]["wins"] += 1
    columns = ("decisions", "attack", "merge", "ally", "end alliance", "trade offer", "trade accepted",
               "trade refused", "wins")
    print(f"{args.games} games, seats {args.seats} (rotating), seed {args.seed}")
    print(f"{'kind':<12}" + "".join(f"{c:>15}" for c in columns))
    for kind in dict.fromkeys(kinds):
        print(f"{kind:<12}" + "".join(f"{counts[kind][c]:>15}" for c in columns))


if __name__ == "__main__":
    main()
