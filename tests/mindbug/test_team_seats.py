"""2v2 effects, life and blocks with every seat as the one who acts (teams 0 and 2 against 1 and 3).

Seat numbers equal team numbers only for seats 0 and 1, so each case is played from all four seats:
a rule that reads the seat where it should read the team (or the active player where it should read
the controller) shows at seats 2 and 3. Positions are written around the acting seat: its left (the
next seat), its teammate (opposite) and its right.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tabletop.games.mindbug.rules import GAME, MindbugState

from .positions import act, attack, decision, find, make, play_card

SEATS = range(4)
FILLER = ["Grave Robber", "Compost Dragon", "Grave Robber", "Compost Dragon"]
"""One card in every hand, so that nobody is out of cards; none of them is played here."""


def around(seat: int, me: Sequence[str] = (), left: Sequence[str] = (), mate: Sequence[str] = (),
           right: Sequence[str] = ()) -> list[list[str]]:
    """Zones for the four seats, given as seen from ``seat``."""
    zones: list[list[str]] = [[], [], [], []]
    for offset, names in enumerate((me, left, mate, right)):
        zones[(seat + offset) % 4] = list(names)
    return zones


def team(seat: int) -> int:
    return GAME.teams(make(4))[seat]


def life_after(winner: int, gained: int) -> list[int]:
    life = [3, 3]
    life[team(winner)] += gained
    return life


# --- life: the controller's team, whoever's turn it is ------------------------------------
@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("taker", [None, 1, 2, 3], ids=["kept", "left-mindbugs", "mate-mindbugs", "right-mindbugs"])
def test_axolotl_healer_heals_the_team_of_whoever_controls_it(seat: int, taker: int | None) -> None:
    hands = around(seat, me=["Axolotl Healer", "Luchataur"])
    for q in SEATS:
        hands[q].append(FILLER[q])
    s = make(4, hands=hands, mindbugs=[1, 1, 1, 1], active=seat)
    play_card(s, "Axolotl Healer")
    controller = seat if taker is None else (seat + taker) % 4
    _offers_until(s, controller if taker is not None else None)
    assert s.ctl[find(s, "Axolotl Healer")] == controller
    assert s.life == life_after(controller, 2)


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("taker", [None, 1, 2, 3], ids=["kept", "left-mindbugs", "mate-mindbugs", "right-mindbugs"])
def test_killer_bee_costs_the_controllers_enemies_a_life(seat: int, taker: int | None) -> None:
    hands = around(seat, me=["Killer Bee", "Luchataur"])
    for q in SEATS:
        hands[q].append(FILLER[q])
    s = make(4, hands=hands, mindbugs=[1, 1, 1, 1], active=seat)
    play_card(s, "Killer Bee")
    controller = seat if taker is None else (seat + taker) % 4
    _offers_until(s, controller if taker is not None else None)
    life = [3, 3]
    life[1 - team(controller)] -= 1
    assert s.life == life


def _offers_until(s: MindbugState, taker: int | None) -> None:
    """Answer the Mindbug offers for the card just played: ``taker`` uses one, the seats asked before pass."""
    while decision(s) == "mindbug":
        if GAME.to_act(s) == taker:
            act(s, "mindbug", s.limbo)
            return
        act(s, "pass")
    assert taker is None, f"seat {taker} was never offered the Mindbug"


# --- blocks: Sneaky together with the creatures that forbid blocks -----------------------------
def offered_blocks(s: MindbugState, attacker: str) -> dict[int, list[str]]:
    """Attack with ``attacker``: the blockers offered to each seat that is asked (each declines)."""
    attack(s, attacker)
    offered: dict[int, list[str]] = {}
    while decision(s) == "block":
        seat = GAME.to_act(s)
        assert seat is not None
        offered[seat] = sorted(s.name_of(int(a.args[0])) for a in GAME.legal_actions(s) if a.kind == "block")
        act(s, "noblock")
    return offered


def relative(seat: int, offered: dict[int, list[str]]) -> dict[str, list[str]]:
    """``offered`` keyed by "left"/"right" as seen from ``seat`` (only the enemies may block)."""
    names = {(seat + 1) % 4: "left", (seat + 3) % 4: "right"}
    assert set(offered) <= set(names), f"a teammate was asked to block: {offered}"
    return {names[q]: blockers for q, blockers in offered.items()}


CASES = {
    # name: (attacker, my other creatures, teammate's, left's, right's, blockers offered, sneaky this turn)
    "sneaky alone": ("Spider Owl", [], [], ["Gorillion", "Tiger Squirrel"], ["Hungry Hungry Hamster", "Rhino Turtle"],
                     {"left": ["Tiger Squirrel"], "right": ["Hungry Hungry Hamster"]}, False),
    "sneaky, mate's Elephantopus": ("Spider Owl", [], ["Elephantopus"], ["Gorillion", "Tiger Squirrel"],
                                    ["Hungry Hungry Hamster", "Rhino Turtle"], {}, False),
    "sneaky, own Elephantopus": ("Spider Owl", ["Elephantopus"], [], ["Gorillion", "Tiger Squirrel"],
                                 ["Rhino Turtle"], {}, False),
    "Elephantopus alone": ("Gorillion", [], ["Elephantopus"], ["Luchataur", "Tiger Squirrel"], ["Plated Scorpion"],
                           {"left": ["Luchataur"]}, False),
    "sneaky, mate's Ferret Pacifier": ("Spider Owl", [], ["Ferret Pacifier"],
                                       ["Gorillion", "Luchataur", "Tiger Squirrel"], ["Ferret Bomber"],
                                       {"left": ["Tiger Squirrel"], "right": ["Ferret Bomber"]}, False),
    "Ferret Pacifier alone": ("Spider Owl", ["Ferret Pacifier"], [], ["Tiger Squirrel"], ["Ferret Bomber"],
                              {"right": ["Ferret Bomber"]}, False),
    "sneaky Bee Bear": ("Bee Bear", [], [], ["Gorillion", "Tiger Squirrel"], ["Rhino Turtle"], {}, True),
    "Bee Bear": ("Bee Bear", [], [], ["Gorillion", "Tiger Squirrel"], ["Rhino Turtle"],
                 {"left": ["Gorillion"], "right": ["Rhino Turtle"]}, False),
}


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("case", CASES)
def test_blockers_offered_with_sneaky_and_block_restrictions(seat: int, case: str) -> None:
    attacker, mine, mate, left, right, expected, sneaky = CASES[case]
    hands = around(seat)
    for q in SEATS:
        hands[q].append(FILLER[q])
    s = make(4, hands=hands, play=around(seat, me=[attacker, *mine], left=left, mate=mate, right=right),
             active=seat)
    if sneaky:
        s.sneak |= 1 << find(s, attacker, seat)
    assert relative(seat, offered_blocks(s, attacker)) == expected
    enemies = 1 - team(seat)
    assert s.life[team(seat)] == 3 and s.life[enemies] == 2  # nobody blocked: the enemy team pays
