"""Counting the apples of a game, and the standings of a series.

Each seat keeps its own treasure pile; teams (4-6 players) pool their piles
when the apples are counted, so each seat is credited with its team's total.
The side with the most apples wins the game; sides tied for the most share
the win (docs/rules/mythomakya.md, ruling on ties). A series is won by the
most game wins; a tie there goes to the most apples credited over the
series, and a tie in both is shared.
"""

from __future__ import annotations

from tabletop.core.protocol import Result, ranks_from_scores, seat_name
from tabletop.games.mythomakya.cards import (
    COLOUR,
    GOD_BASE,
    GOLDEN_APPLES,
    POET_BONUS,
    POET_COUNT,
    WORTH,
    is_myth,
)
from tabletop.games.mythomakya.state import BREAK, OVER, Ev, MythState
from tabletop.games.mythomakya.tricks import event


def pile_apples(s: MythState, seat: int) -> int:
    """The golden apples in ``seat``'s own treasure pile (myth cards, golden apple cards, gods unplayed)."""
    return sum(WORTH[c] for c in s.treasure[seat])


def sources(s: MythState, seat: int) -> dict[str, int]:
    """``seat``'s own pile by where its apples come from: myth cards, golden apple cards, unplayed gods."""
    pile = s.treasure[seat]
    return {
        "cards": sum(WORTH[c] for c in pile if is_myth(c)),
        "golden": sum(WORTH[c] for c in pile if c in GOLDEN_APPLES),
        "gods": sum(WORTH[c] for c in pile if c >= GOD_BASE),
    }


def poet_bonus(s: MythState, seat: int) -> int:
    """Apples ``seat``'s side earns from poets: 5 for each poet its side activated and holds at the end
    with at least 6 more cards of its colour in the side's pooled piles (ruling 19)."""
    team = s.team
    mates = [q for q in range(s.t.n) if team[q] == team[seat]]
    pooled = [c for q in mates for c in s.treasure[q] if is_myth(c)]
    bonus = 0
    for who, poet in s.poets:
        colour = COLOUR[poet]
        if team[who] == team[seat] and poet in pooled and sum(COLOUR[c] == colour for c in pooled) >= POET_COUNT:
            bonus += POET_BONUS
    return bonus


def side_apples(s: MythState) -> list[int]:
    """Each seat's side's apples: its own pile alone, or its team's piles pooled (with its poets)."""
    n = s.t.n
    own = [pile_apples(s, q) for q in range(n)]
    team = s.team
    return [sum(own[p] for p in range(n) if team[p] == team[q]) + poet_bonus(s, q) for q in range(n)]


def sides(s: MythState) -> list[tuple[int, ...]]:
    """The sides of the game in progress, each as its seats, in order of their first seat."""
    out: dict[int, list[int]] = {}
    for q, team in enumerate(s.team):
        out.setdefault(team, []).append(q)
    return [tuple(seats) for seats in out.values()]


def side_name(seats: tuple[int, ...]) -> str:
    """"Player 1", "Player 1 and Player 3", "Player 2, Player 4 and Player 5"."""
    names = [seat_name(q) for q in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def end_game(s: MythState, ev: Ev) -> None:
    """All cards are played: count the apples, record the game, then a break or the end."""
    apples = side_apples(s)
    best = max(apples)
    winners = tuple(q for q in range(s.t.n) if apples[q] == best)
    s.record.append((tuple(apples), winners))
    for q in range(s.t.n):
        s.credited[q] += apples[q]
        if q in winners:
            s.wins[q] += 1
    last = s.game_no >= s.stop_after
    s.phase = OVER if last else BREAK
    s.turn = (s.caller + 1) % s.t.n if not last else -1
    if ev is not None:
        if s.t.games > 1:  # a single game's end is said once, by game_over (the same sentence)
            text = game_summary(s) + " " + series_text(s)
            event(ev, "game_end", text, apples=list(apples), winners=list(winners), game=s.game_no)
        if last:
            event(ev, "game_over", summary(s))


def game_summary(s: MythState) -> str:
    """Who won the game just finished, with how many apples (its teams are still the state's)."""
    apples, winners = s.record[-1]
    prefix = f"Game {len(s.record)} of {s.t.games}: " if s.t.games > 1 else ""
    groups = sides(s)
    parts = "; ".join(f"{side_name(g)}: {apples[g[0]]}" for g in groups)
    winning = [g for g in groups if g[0] in winners]
    if len(winning) > 1:
        tie = "a tie" if prefix else "A tie"
        return f"{prefix}{tie} for the most apples ({parts}): the game is shared."
    return f"{prefix}{side_name(winning[0])} win{'s' if len(winning[0]) == 1 else ''} with the most apples ({parts})."


def series_sides(s: MythState) -> list[tuple[int, ...]]:
    """The sides of a series: the fixed teams (4 and 6 players), else each seat alone."""
    fixed = s.t.fixed_teams
    if fixed is None:
        return [(q,) for q in range(s.t.n)]
    return [tuple(p for p in range(s.t.n) if fixed[p] == team) for team in sorted(set(fixed))]


def series_text(s: MythState) -> str:
    """The series score so far, e.g. "Games won: Player 1: 2; Player 2: 1."."""
    return "Games won: " + "; ".join(f"{side_name(g)}: {s.wins[g[0]]}" for g in series_sides(s)) + "."


def series_ranks(s: MythState) -> tuple[int, ...]:
    """Ranks by game wins, then apples credited over the series (ties share a rank)."""
    return ranks_from_scores([(s.wins[q], s.credited[q]) for q in range(s.t.n)])


def summary(s: MythState) -> str:
    """The sentence that ends the game (or the series)."""
    if s.t.games == 1:
        return game_summary(s)
    ranks = series_ranks(s)
    winners = tuple(q for q in range(s.t.n) if ranks[q] == 0)
    top = [q for q in range(s.t.n) if s.wins[q] == max(s.wins)]
    why = "the most games won" if len(top) == len(winners) else "the most games won, then the most apples"
    groups = [g for g in series_sides(s) if g[0] in winners]
    if len(groups) > 1:
        return f"The series is shared by {' and '.join(side_name(g) for g in groups)} ({why}). {series_text(s)}"
    verb = "wins" if len(groups[0]) == 1 else "win"
    return f"{side_name(groups[0])} {verb} the series ({why}). {series_text(s)}"


def result(s: MythState) -> Result:
    """The result of a finished single game (by apples) or series (by game wins, then apples)."""
    if s.phase != OVER:
        raise ValueError("the game is not over")
    n = s.t.n
    apples, game_winners = s.record[-1]
    teams = any(s.team[q] == s.team[r] for q in range(n) for r in range(q))
    breakdown = [_breakdown(s, q, float(apples[q]), teams) for q in range(n)]
    if s.t.games == 1:
        scores = tuple(float(a) for a in apples)
        ranks = ranks_from_scores(apples)
        winners = game_winners
    else:
        scores = tuple(float(w) for w in s.wins)
        ranks = series_ranks(s)
        winners = tuple(q for q in range(n) if ranks[q] == 0)
    label = "Games won" if s.t.games > 1 else "Team apples" if teams else "Apples"
    return Result(scores=scores, ranks=ranks, winners=winners, breakdown=tuple(breakdown), summary=summary(s),
                  score_label=label)


def _breakdown(s: MythState, q: int, side_apples: float, teams: bool) -> dict[str, float]:
    """Seat ``q``'s row on the result screen, read left to right as a sum: in Battle of the Gods its
    apples by source (myth cards, golden apple cards, unplayed gods) making its own pile, then its
    side's poets and apples (a team pools its piles); then the series."""
    row: dict[str, float] = {}
    if s.t.open:
        src = sources(s, q)
        row["Myth cards"] = float(src["cards"])
        row["Golden apples"] = float(src["golden"])
        row["Unplayed gods"] = float(src["gods"])
    row["Own pile"] = float(pile_apples(s, q))
    if s.t.open:
        row["Team's poets" if teams else "Poets"] = float(poet_bonus(s, q))
    row["Team apples" if teams else "Apples"] = side_apples
    if s.t.games > 1:
        row["Games won"] = float(s.wins[q])
        row["Series apples"] = float(s.credited[q])
    return row
