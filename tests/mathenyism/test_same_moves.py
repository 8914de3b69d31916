"""Moves that differ only in which of two equal cards or units they use are one move to the search."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable

from tabletop.ai.levels import build_bot
from tabletop.core.protocol import Action
from tabletop.games.mathenyism.ai import KNOWLEDGE
from tabletop.games.mathenyism.cards import NAME, PLAYS_AS, by_name
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.same_moves import move_key
from tabletop.games.mathenyism.state import MathState

from .positions import act, make


def _ids(s: MathState, name: str, seat: int) -> list[int]:
    """The unit ids of ``seat``'s one-card units named ``name``."""
    return [u[0] for u in s.units[seat] if len(u) == 1 and NAME[u[0]] == name]


def _by_key(s: MathState) -> dict[Hashable, list[Action]]:
    groups: dict[Hashable, list[Action]] = defaultdict(list)
    for a in GAME.legal_actions(s):
        groups[move_key(s, a)].append(a)
    return groups


def test_copies_and_cards_that_differ_only_in_name_play_alike() -> None:
    assert len({PLAYS_AS[c] for c in by_name("Army")}) == 1
    assert PLAYS_AS[by_name("Monks")[0]] == PLAYS_AS[by_name("Missionaries")[0]]  # strength 1, religious
    assert PLAYS_AS[by_name("Army")[0]] != PLAYS_AS[by_name("Monks")[0]]  # political against religious
    assert PLAYS_AS[by_name("KGB")[0]] != PLAYS_AS[by_name("Stealth Bomber")[0]]


def test_cards_alike_share_a_key_and_seats_do_not() -> None:
    s = make(3, hands=[["Army", "Army", "Monks", "Missionaries", "Tax Audit"]], followers=[0, 2, 2])
    armies = [c for c in s.hands[0] if NAME[c] == "Army"]
    monks, missionaries = (c for c in s.hands[0] if NAME[c] in ("Monks", "Missionaries"))
    assert move_key(s, Action("follower", (armies[0],))) == move_key(s, Action("follower", (armies[1],)))
    assert move_key(s, Action("follower", (monks,))) == move_key(s, Action("follower", (missionaries,)))
    assert move_key(s, Action("follower", (armies[0],))) != move_key(s, Action("follower", (monks,)))
    assert move_key(s, Action("offer", (armies[0], 1))) == move_key(s, Action("offer", (armies[1], 1)))
    assert move_key(s, Action("offer", (armies[0], 1))) != move_key(s, Action("offer", (armies[0], 2)))
    groups = _by_key(s)
    assert len(groups) < len(GAME.legal_actions(s))
    audits = [a for a in GAME.legal_actions(s) if a.kind == "action"]
    assert len(audits) == 2 and len({move_key(s, a) for a in audits}) == 2  # a follower from Player 2 or 3


def test_units_alike_share_a_key_unless_they_stand_apart() -> None:
    s = make(3, hands=[["Assassination"]], units=[[], ["Army", "Army", ["Slaves", "Blogger"]], ["Army"]])
    one, two = _ids(s, "Army", 1)
    other_seat = _ids(s, "Army", 2)[0]
    shoot = {a.args[1]: a for a in GAME.legal_actions(s) if a.kind == "action"}
    assert move_key(s, shoot[one]) == move_key(s, shoot[two])
    assert move_key(s, shoot[one]) != move_key(s, shoot[other_seat])
    s.spent = [one]  # attacked this turn
    assert move_key(s, shoot[one]) != move_key(s, shoot[two])


def test_sending_either_of_two_equal_units_is_one_move() -> None:
    s = make(2, units=[["Army", "Army", "KGB"], ["Monks"]], followers=[0, 4])
    act(s, "end_actions")
    act(s, "target", 1)
    groups = _by_key(s)
    sends = [a for a in GAME.legal_actions(s) if a.kind == "send"]
    assert len(sends) == 3 and len({move_key(s, a) for a in sends}) == 2
    assert sorted(len(v) for v in groups.values()) == [1, 1, 2]  # Army (twice), KGB, call off


def test_blocks_are_one_move_only_while_the_attackers_stand_alike() -> None:
    s = make(2, units=[["Army", "Army"], ["Knights Templar", "Monks"]], followers=[0, 4])
    first, second = _ids(s, "Army", 0)
    act(s, "end_actions")
    act(s, "target", 1)
    act(s, "send", first)
    act(s, "send", second)
    act(s, "charge")
    knights = _ids(s, "Knights Templar", 1)[0]
    monks = _ids(s, "Monks", 1)[0]
    assert move_key(s, Action("block", (first, knights))) == move_key(s, Action("block", (second, knights)))
    act(s, "block", first, knights)
    # now Monks on the blocked Army merges with the Knights; on the other Army it blocks alone
    assert move_key(s, Action("block", (first, monks))) != move_key(s, Action("block", (second, monks)))


def test_the_search_has_one_root_child_for_two_copies_and_plays_a_legal_move() -> None:
    s = make(3, hands=[["Army", "Army", "Stealth Bomber", "Slaves"], ["KGB"], ["Monks"]],
             leaders=[["The Generalissimo"]], followers=[2, 3, 1])
    legal = GAME.legal_actions(s)
    bot = build_bot("ismcts:300", GAME, KNOWLEDGE, 1)
    action = bot.choose(GAME.view(s, 0), legal)
    assert action in legal
    root = bot.last_root
    assert root is not None
    for moves in _by_key(s).values():
        assert sum(1 for a in moves if a in root.children) == 1, moves
    armies = [a for a in legal if a.kind == "unit" and NAME[int(a.args[0])] == "Army"]  # type: ignore[arg-type]
    assert len(armies) == 2 and (armies[0] in root.children) != (armies[1] in root.children)


def test_the_search_plays_legal_moves_through_combats_with_equal_units() -> None:
    s = make(3, hands=[["Slaves", "Slaves"], ["Holy Water", "Monks"], ["Air Support"]],
             units=[["Army", "Army", "KGB"], ["Monks", "Missionaries", "Knights Templar"], ["Blogger"]],
             followers=[3, 4, 2])
    bot = build_bot("ismcts:80", GAME, KNOWLEDGE, 2)
    for _ in range(30):
        if GAME.is_over(s):
            break
        seat = GAME.to_act(s)
        assert seat is not None
        legal = GAME.legal_actions(s)
        action = bot.choose(GAME.view(s, seat), legal)
        assert action in legal
        GAME.apply(s, action)
