"""Every card of the core set: the table itself, and each card doing what its text says."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.games.mathenyism.board import unit_strength
from tabletop.games.mathenyism.cards import (
    ACTION,
    ALLY,
    ANY_TIME,
    BONUS_ALLIES,
    BONUS_OWN,
    BOOST,
    BOTH,
    CANCEL,
    CARDS,
    COMBAT,
    DESIGNS,
    DESTROY,
    DISCARD_RANDOM,
    DOCTRINE,
    DRAW_TWO,
    END_ALLIANCE,
    EXTRA_DRAW,
    LEADER,
    NEUTRAL,
    NO_HAND_LIMIT,
    NUCLEAR_WINTER,
    NUKE,
    OBJECT,
    OTHER_SIDE,
    POLITICAL,
    RELIGIOUS,
    SHIELD,
    SMALL_DESTROY,
    STEAL_FOLLOWER,
    TITHE,
    TWO_LEADERS,
    UNIT,
    Design,
)
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import ACT, PEEK, REACT
from tabletop.games.mathenyism.state import DOCTRINE as DOCTRINE_PHASE
from tabletop.games.mathenyism.upkeep import after_show, has_no_hand_limit

from .positions import act, find, legal_kinds, make
from .test_combat import attack

ROOT = Path(__file__).resolve().parents[2]


# --- the table -----------------------------------------------------------------------------------
def test_a_hundred_cards_of_the_four_types_political_religious_and_a_few_neutral() -> None:
    assert len(CARDS) == 100
    types = Counter(d.type for d in DESIGNS for _ in range(d.copies))
    assert set(types) == {LEADER, OBJECT, ACTION, UNIT}
    affiliations = Counter(d.affiliation for d in DESIGNS for _ in range(d.copies))
    assert affiliations[NEUTRAL] < affiliations[POLITICAL] and affiliations[NEUTRAL] < affiliations[RELIGIOUS]
    assert all(d.affiliation != NEUTRAL for d in DESIGNS if d.type == LEADER)
    assert len({d.name for d in DESIGNS}) == len(DESIGNS)


def test_the_cards_the_rulebook_names_are_in_the_set_with_their_strengths() -> None:
    strengths = {d.name: d.strength for d in DESIGNS if d.type == UNIT}
    assert {name: strengths[name] for name in ("Stealth Bomber", "Slaves", "Blogger", "KGB", "Grammar Nazi",
                                                "Knights Templar", "Monks", "Army")} == {
        "Stealth Bomber": 4, "Slaves": 1, "Blogger": 1, "KGB": 3, "Grammar Nazi": 5, "Knights Templar": 2,
        "Monks": 1, "Army": 1}
    by_name = {d.name: d for d in DESIGNS}
    assert by_name["Miracle"].timing == COMBAT and by_name["Miracle"].effect == CANCEL
    assert by_name["Nuclear Winter"].affiliation == POLITICAL and by_name["Nuclear Winter"].type == ACTION
    assert by_name["Nuclear Warhead"].type == OBJECT and by_name["Plutonium"].type == OBJECT
    assert by_name["Jihad"].effect == OTHER_SIDE and by_name["Born-Again"].effect == OTHER_SIDE
    assert by_name["The Doctrine of Mathenyism"].type == OBJECT
    assert by_name["Divine Right"].effect == BOTH
    effects = {d.effect for d in DESIGNS}
    assert {ALLY, END_ALLIANCE, BONUS_ALLIES, NO_HAND_LIMIT} <= effects
    assert any(d.timing == ANY_TIME for d in DESIGNS) and any(d.timing == COMBAT for d in DESIGNS)
    political_bonus = [d for d in DESIGNS if d.type == LEADER and d.affiliation == POLITICAL and d.effect == BONUS_OWN]
    assert political_bonus and political_bonus[0].amount == 2


def test_the_rules_page_lists_every_card() -> None:
    page = (ROOT / "docs" / "rules" / "mathenyism.md").read_text(encoding="utf-8")
    cards = page.split("## The cards", 1)[1].split("\n## ", 1)[0]
    listed = {m.group(1): m.group(2) for m in re.finditer(r"^- \*\*(.+?)\*\* \((.+?)\): ", cards, re.MULTILINE)}
    assert set(listed) == {d.name for d in DESIGNS}
    for d in DESIGNS:
        assert listed[d.name].startswith(d.affiliation)
        assert (f"strength {d.strength}" in listed[d.name]) == (d.type == UNIT)
        assert (f"{d.copies} copies" in listed[d.name]) == (d.copies > 1)


# --- each card does what it says ----------------------------------------------------------------------
def _leader_bonus_own(d: Design) -> None:
    s = make(2, hands=[[d.name]], units=[["Slaves"], ["Blogger"]])
    act(s, "leader", find(s, d.name, 0))
    assert s.used == 0  # a leader is not one of the two actions
    assert unit_strength(s, find(s, "Slaves", 0)) == 1 + d.amount
    assert unit_strength(s, find(s, "Blogger", 1)) == 1


def _leader_bonus_allies(d: Design) -> None:
    s = make(3, hands=[[d.name]], units=[["Slaves"], ["Blogger"], ["Army"]], blocs=[0, 0, 2])
    act(s, "leader", find(s, d.name, 0))
    assert unit_strength(s, find(s, "Slaves", 0)) == 1 + d.amount
    assert unit_strength(s, find(s, "Blogger", 1)) == 1 + d.amount  # the ally's units too
    assert unit_strength(s, find(s, "Army", 2)) == 1


def _leader_no_hand_limit(d: Design) -> None:
    s = make(3, leaders=[[d.name]], blocs=[0, 0, 2])
    assert has_no_hand_limit(s, 0) and has_no_hand_limit(s, 1) and not has_no_hand_limit(s, 2)


def _extra_draw(d: Design) -> None:
    where = {"leaders": [[d.name]]} if d.type == LEADER else {"objects": [[d.name]]}
    s = make(2, **where)  # type: ignore[arg-type]
    after_show(s, None)
    assert len(s.hands[0]) == 1 and s.phase == ACT


def _tithe(d: Design) -> None:
    s = make(3, leaders=[[d.name]], followers=[2, 5, 5])
    after_show(s, None)
    assert [len(f) for f in s.followers] == [3, 4, 5]  # the first with the most, in turn order
    again = make(2, leaders=[[d.name]], followers=[5, 5])
    after_show(again, None)
    assert [len(f) for f in again.followers] == [5, 5]  # nobody has more


def _unit(d: Design) -> None:
    leader = {POLITICAL: "The Generalissimo", RELIGIOUS: "The Grand Inquisitor", NEUTRAL: "The Generalissimo"}
    s = make(2, hands=[[d.name]], leaders=[[leader[d.affiliation]]])
    act(s, "unit", find(s, d.name, 0))
    assert unit_strength(s, s.units[0][0][0]) == d.strength + 2


def _bonus_object(d: Design) -> None:
    s = make(2, hands=[[d.name]], units=[["Slaves"]])
    act(s, "object", find(s, d.name, 0))
    assert unit_strength(s, find(s, "Slaves", 0)) == 1 + d.amount


def _nuke(d: Design) -> None:
    s = make(2, hands=[[d.name], ["Nuclear Winter"]], units=[["Slaves"]])
    act(s, "object", find(s, d.name, 0))
    assert unit_strength(s, find(s, "Slaves", 0)) == 1 + d.amount
    s.active = s.actor = 1
    s.used = 0
    assert "action" in legal_kinds(s)  # Nuclear Winter may be played now


def _two_leaders(d: Design) -> None:
    s = make(2, hands=[["The Cult Leader"]], leaders=[["The Generalissimo"]], objects=[[d.name]])
    act(s, "leader", find(s, "The Cult Leader", 0))
    assert len(s.leaders[0]) == 2


def _shield(d: Design) -> None:
    s = make(2, units=[["KGB"]], objects=[[], [d.name]], followers=[0, 5])
    attack(s, 1, "KGB")
    act(s, "blocks_done")
    assert len(s.followers[0]) == 2


def _doctrine(d: Design) -> None:
    s = make(2, objects=[[d.name]], hands=[[], ["KGB", "Miracle"]])
    after_show(s, None)
    assert s.phase == DOCTRINE_PHASE
    act(s, "doctrine", 1)
    assert s.phase == PEEK and GAME.view(s, 0).peek == tuple(s.hands[1])
    assert GAME.view(s, 1).peek == ()
    act(s, "peek_discard", find(s, "KGB", 1))
    assert [c for c in s.hands[1]] == [find(s, "Miracle", 1)] and s.phase == ACT


def _both(d: Design) -> None:
    s = make(2, hands=[[d.name, "Monks"]], leaders=[["The Generalissimo"]])
    assert "unit" not in legal_kinds(s)  # Monks are religious
    act(s, "object", find(s, d.name, 0))
    assert "unit" in legal_kinds(s)


def _nuclear_winter(d: Design) -> None:
    s = make(2, hands=[[d.name]], units=[["KGB"], [["Slaves", "Army"], "Monks"]])
    assert "action" not in legal_kinds(s)  # no Nuclear Warhead or Plutonium in play
    s2 = make(2, hands=[[d.name]], units=[["KGB"], [["Slaves", "Army"], "Monks"]], objects=[[], ["Plutonium"]])
    act(s2, "action", find(s2, d.name, 0), None)
    assert s2.units == [[], []]


def _other_side(d: Design) -> None:
    leader, other = ("The Generalissimo", "Monks") if d.affiliation == POLITICAL else ("The Grand Inquisitor", "KGB")
    s = make(2, hands=[[d.name, other]], leaders=[[leader]])
    assert "unit" not in legal_kinds(s)
    act(s, "action", find(s, d.name, 0), None)
    assert "unit" in legal_kinds(s)


def _ally(d: Design) -> None:
    s = make(3, hands=[[d.name]], blocs=[0, 1, 1])
    act(s, "action", find(s, d.name, 0), 2)
    assert s.bloc == [0, 0, 0]  # the target's alliance joins too


def _end_alliance(d: Design) -> None:
    s = make(3, hands=[[d.name]], blocs=[0, 1, 1])
    act(s, "action", find(s, d.name, 0), 1)
    assert s.bloc == [0, 1, 2]


def _steal(d: Design) -> None:
    s = make(3, hands=[[d.name]], followers=[0, 2, 3], blocs=[0, 0, 2])
    targets = {a.args[1] for a in GAME.legal_actions(s) if a.kind == "action"}
    assert targets == {2}  # not from an ally
    act(s, "action", find(s, d.name, 0), 2)
    assert [len(f) for f in s.followers] == [1, 2, 2]


def _draw_two(d: Design) -> None:
    s = make(2, hands=[[d.name]])
    act(s, "action", find(s, d.name, 0), None)
    assert len(s.hands[0]) == 2


def _destroy(d: Design) -> None:
    s = make(2, hands=[[d.name]], units=[[], ["Grammar Nazi", "Army", ["Slaves", "Blogger"]]])
    targets = {a.args[1] for a in GAME.legal_actions(s) if a.kind == "action"}
    small = d.effect == SMALL_DESTROY
    expected = {find(s, "Army", 1)} if small else {find(s, "Grammar Nazi", 1), find(s, "Army", 1)}
    assert targets == expected  # a super-unit is never a target
    act(s, "action", find(s, d.name, 0), find(s, "Army", 1))
    assert len(s.units[1]) == 2


def _discard_random(d: Design) -> None:
    s = make(2, hands=[[d.name], ["KGB", "Monks"]])
    act(s, "action", find(s, d.name, 0), 1)
    assert len(s.hands[1]) == 1 and len(s.discard) == 2


def _cancel(d: Design) -> None:
    leader = "The Generalissimo" if d.affiliation == POLITICAL else "The Grand Inquisitor"
    s = make(2, hands=[[], [d.name]], leaders=[[], [leader]], units=[["KGB"]], followers=[0, 5])
    assert "action" not in legal_kinds(make(2, hands=[[d.name]]))  # only during combat
    attack(s, 1, "KGB")
    act(s, "blocks_done")
    assert s.phase == REACT
    act(s, "react", find(s, d.name, 1), None)
    assert len(s.followers[1]) == 5 and s.units[0]


def _boost(d: Design) -> None:
    s = make(2, hands=[[], [d.name]], units=[["KGB"], ["Army"]], followers=[0, 5])
    attack(s, 1, "KGB")
    act(s, "block", find(s, "KGB", 0), find(s, "Army", 1))
    act(s, "blocks_done")
    act(s, "react", find(s, d.name, 1), find(s, "Army", 1))
    assert not s.units[0] and s.units[1]  # 1 + 3 against 3


SCENARIOS: dict[str, Callable[[Design], None]] = {
    BONUS_ALLIES: _leader_bonus_allies, NO_HAND_LIMIT: _leader_no_hand_limit, EXTRA_DRAW: _extra_draw,
    TITHE: _tithe, NUKE: _nuke, TWO_LEADERS: _two_leaders, SHIELD: _shield, DOCTRINE: _doctrine, BOTH: _both,
    NUCLEAR_WINTER: _nuclear_winter, OTHER_SIDE: _other_side, ALLY: _ally, END_ALLIANCE: _end_alliance,
    STEAL_FOLLOWER: _steal, DRAW_TWO: _draw_two, DESTROY: _destroy, SMALL_DESTROY: _destroy,
    DISCARD_RANDOM: _discard_random, CANCEL: _cancel, BOOST: _boost,
}


def _scenario(d: Design) -> Callable[[Design], None]:
    if d.type == UNIT:
        return _unit
    if d.effect == BONUS_OWN:
        return _leader_bonus_own if d.type == LEADER else _bonus_object
    return SCENARIOS[d.effect]


@pytest.mark.parametrize("design", DESIGNS, ids=[d.name for d in DESIGNS])
def test_every_card_does_what_it_says(design: Design) -> None:
    _scenario(design)(design)


def test_neutral_cards_may_be_played_by_either_affiliation() -> None:
    for leader in ("The Generalissimo", "The Grand Inquisitor"):
        s = make(2, hands=[["Slaves", "Zombie Horde"]], leaders=[[leader]])
        assert {a.args[0] for a in GAME.legal_actions(s) if a.kind == "unit"} == set(s.hands[0])


def test_a_player_plays_only_cards_of_their_leaders_affiliation_and_both_without_a_leader() -> None:
    s = make(2, hands=[["KGB", "Monks"]], leaders=[["The Generalissimo"]])
    assert {a.args[0] for a in GAME.legal_actions(s) if a.kind == "unit"} == {find(s, "KGB", 0)}
    free = make(2, hands=[["KGB", "Monks"]])
    assert {a.args[0] for a in GAME.legal_actions(free) if a.kind == "unit"} == set(free.hands[0])
