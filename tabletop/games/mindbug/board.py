"""What the board says now: every constant effect of Mindbug.

A creature's current power and keywords (:func:`power`, :func:`keywords`),
who may attack (:func:`attackers`) and who may block an attacker
(:func:`blockers`), whether Deathweaver stops Play effects, and the lists of
creatures by who controls them. Nothing here changes the state.
"""

from __future__ import annotations

from tabletop.games.mindbug.cards import FRENZY, HUNTER, KEYWORDS, POISONOUS, POWER, SNEAKY
from tabletop.games.mindbug.state import (
    _SELF_MOD,
    BEE_BEAR,
    BUGSERKER,
    COPYABLE,
    DEATHWEAVER,
    ELEPHANTOPUS,
    GOBLIN,
    HLION,
    PACIFIER,
    SHARKY,
    SHIELD,
    THROWER,
    URCHIN,
    YETI,
    MindbugState,
)


# --- constant effects: power, keywords, who may attack and block -----------------------
def power(s: MindbugState, c: int) -> int:
    """The current power of creature ``c`` in play, with every constant effect applied."""
    t = s.t
    kind = t.kind
    k = kind[c]
    p = s.ctl[c]
    mine = s.play[p]
    v = POWER[k]
    if _SELF_MOD[k]:
        if k == GOBLIN:
            if s.active == p:
                v += 6
        elif k == YETI:
            if len(mine) == 1:
                v += 5
        elif k == BUGSERKER:
            if s.life[t.team[p]] == 1:
                v += 8
        else:  # FROBLIN
            v += 2 * (len(mine) - 1)
    for o in mine:
        if o != c:
            ko = kind[o]
            if ko == SHIELD:
                v += 1
            elif ko == URCHIN and s.active == p:
                v += 2
    return v


def keywords(s: MindbugState, c: int, copy: bool = True) -> int:
    """The keyword bits creature ``c`` in play has now (printed, granted or copied)."""
    t = s.t
    kind = t.kind
    k = kind[c]
    p = s.ctl[c]
    mine = s.play[p]
    kw = KEYWORDS[k]
    if k == YETI and len(mine) == 1:
        kw |= FRENZY
    if s.sneak >> c & 1:
        kw |= SNEAKY
    for o in mine:
        if o != c and kind[o] == THROWER:
            if power(s, c) <= 4:
                kw |= HUNTER | POISONOUS
            break
    if k == SHARKY and copy:
        got = 0
        for q in t.enemies[p]:
            for o in s.play[q]:
                got |= keywords(s, o, False)
        kw |= got & COPYABLE
    return kw


def _team_creatures(s: MindbugState, team: int) -> list[int]:
    out: list[int] = []
    for q in s.t.team_seats[team]:
        out.extend(s.play[q])
    return out


def _enemy_has(s: MindbugState, seat: int, k: int) -> bool:
    """Whether an enemy of ``seat`` controls a creature ``k`` (a constant effect against ``seat``)."""
    kind = s.t.kind
    for q in s.t.enemies[seat]:
        for o in s.play[q]:
            if kind[o] == k:
                return True
    return False


def attackers(s: MindbugState, p: int) -> list[int]:
    """The creatures ``p`` may attack with now (Hamster Lion stops the weakest)."""
    mine = s.play[p]
    if not mine:
        return []
    if not _enemy_has(s, p, HLION):
        return list(mine)
    group = _team_creatures(s, s.t.team[p])
    low = min(power(s, c) for c in group)
    return [c for c in mine if power(s, c) != low]


def blockers(s: MindbugState, x: int, d: int) -> list[int]:
    """The creatures of seat ``d`` that may choose to block attacker ``x`` now."""
    mine = s.play[d]
    if not mine:
        return []
    t = s.t
    kind = t.kind
    eleph = pacif = False
    for q in t.enemies[d]:
        for o in s.play[q]:
            ko = kind[o]
            if ko == ELEPHANTOPUS:
                eleph = True
            elif ko == PACIFIER:
                pacif = True
    bee = kind[x] == BEE_BEAR
    sneaky = keywords(s, x) & SNEAKY
    out: list[int] = []
    noblock = s.noblock
    if not (eleph or pacif or bee):
        for b in mine:
            if noblock >> b & 1 or (sneaky and not keywords(s, b) & SNEAKY):
                continue
            out.append(b)
        return out
    powers = {c: power(s, c) for c in (_team_creatures(s, t.team[d]) if pacif else mine)}
    top = max(powers.values()) if pacif else -1
    for b in mine:
        if noblock >> b & 1 or (sneaky and not keywords(s, b) & SNEAKY):
            continue
        pb = powers[b]
        if (eleph and pb <= 4) or (bee and pb <= 6) or (pacif and pb == top):
            continue
        out.append(b)
    return out


def _weaver(s: MindbugState, you: int) -> bool:
    """Whether Deathweaver stops ``you``'s Play effects."""
    return _enemy_has(s, you, DEATHWEAVER)


def _all_creatures(s: MindbugState) -> list[int]:
    out: list[int] = []
    for zone in s.play:
        out.extend(zone)
    return out


def _alive_enemies(s: MindbugState, you: int) -> list[int]:
    return [q for q in s.t.enemies[you] if not s.out[q]]


def _enemy_creatures(s: MindbugState, you: int) -> list[int]:
    out: list[int] = []
    for q in s.t.enemies[you]:
        out.extend(s.play[q])
    return out


def _others_creatures(s: MindbugState, you: int) -> list[int]:
    """Creatures not controlled by ``you`` (enemies' and a teammate's)."""
    out: list[int] = []
    for q in range(s.t.n):
        if q != you:
            out.extend(s.play[q])
    return out
