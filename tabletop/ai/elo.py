"""Elo ratings with confidence intervals from pairwise results (a Bradley-Terry fit).

Each pairing of two players gives a number of games and the points one side
scored (a win 1, a draw or shared win 0.5). The model is Elo's: the chance
that ``a`` beats ``b`` is ``1 / (1 + 10 ** ((r_b - r_a) / 400))``. Ratings
are the maximum-likelihood fit with one player anchored at 0, found by
Newton's method; their covariance is the inverse of the observed
information, from which every rating and every difference between two
ratings gets a 95% interval.

A perfect score (all wins) has no finite maximum-likelihood rating, so each
pairing that was played counts one virtual drawn game as well (the prior
that BayesElo and similar tools use in stronger form). With many games its
effect is small; with few it keeps ratings finite and intervals honest.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

ELO_PER_NATURAL = 400.0 / math.log(10.0)
"""Elo points per unit of the logistic model's natural scale."""
Z95 = 1.959963984540054
PRIOR_DRAWS = 1.0
"""Virtual drawn games added to every pairing that was played."""


@dataclass(frozen=True)
class Pairing:
    """Games between ``first`` and ``second``: how many, and the points ``first`` scored."""

    first: str
    second: str
    games: float
    first_points: float


@dataclass(frozen=True)
class RatingTable:
    """Fitted ratings (Elo points, the anchor at 0) and their covariance."""

    players: tuple[str, ...]
    ratings: tuple[float, ...]
    covariance: tuple[tuple[float, ...], ...]

    def rating(self, player: str) -> float:
        return self.ratings[self.players.index(player)]

    def interval(self, player: str) -> tuple[float, float]:
        """The 95% interval of a rating relative to the anchor."""
        i = self.players.index(player)
        half = Z95 * math.sqrt(max(0.0, self.covariance[i][i]))
        return (self.ratings[i] - half, self.ratings[i] + half)

    def gap(self, higher: str, lower: str) -> tuple[float, float, float]:
        """``higher``'s rating minus ``lower``'s, with its 95% interval (low, value, high)."""
        i, j = self.players.index(higher), self.players.index(lower)
        value = self.ratings[i] - self.ratings[j]
        variance = self.covariance[i][i] + self.covariance[j][j] - 2 * self.covariance[i][j]
        half = Z95 * math.sqrt(max(0.0, variance))
        return (value - half, value, value + half)


def expected_score(rating: float, other: float) -> float:
    """The expected points of a player rated ``rating`` against one rated ``other``."""
    return 1.0 / (1.0 + 10.0 ** ((other - rating) / 400.0))


def fit_ratings(players: Sequence[str], pairings: Sequence[Pairing], anchor: str | None = None,
                prior_draws: float = PRIOR_DRAWS) -> RatingTable:
    """The Elo ratings of ``players`` from ``pairings``, ``anchor`` (default the first) at 0.

    ValueError when a player is unknown, a pairing is impossible (points
    outside 0..games) or the players are not all connected by games.
    """
    names = tuple(players)
    if len(set(names)) != len(names) or not names:
        raise ValueError("players must be distinct and at least one")
    anchor = names[0] if anchor is None else anchor
    if anchor not in names:
        raise ValueError(f"the anchor {anchor!r} is not among the players")
    index = {name: i for i, name in enumerate(names)}
    n = len(names)
    games = [[0.0] * n for _ in range(n)]
    points = [[0.0] * n for _ in range(n)]
    for p in pairings:
        if p.first not in index or p.second not in index or p.first == p.second:
            raise ValueError(f"bad pairing {p.first!r} against {p.second!r}")
        if p.games < 0 or not 0 <= p.first_points <= p.games:
            raise ValueError(f"impossible result for {p.first} against {p.second}")
        i, j = index[p.first], index[p.second]
        games[i][j] += p.games
        games[j][i] += p.games
        points[i][j] += p.first_points
        points[j][i] += p.games - p.first_points
    for i in range(n):
        for j in range(n):
            if i != j and games[i][j] > 0:
                games[i][j] += prior_draws
                points[i][j] += prior_draws / 2
    _check_connected(names, games)
    free = [i for i in range(n) if names[i] != anchor]
    theta = [0.0] * n
    info: list[list[float]] = []
    for _ in range(100):
        grad, info = _gradient_and_information(theta, games, points, free)
        step = _solve(info, grad)
        for k, i in enumerate(free):
            theta[i] += max(-3.0, min(3.0, step[k]))  # damped: Newton overshoots from far away
        if max((abs(s) for s in step), default=0.0) < 1e-10:
            break
    _, info = _gradient_and_information(theta, games, points, free)
    inverse = _invert(info) if free else []
    covariance = [[0.0] * n for _ in range(n)]
    for a, i in enumerate(free):
        for b, j in enumerate(free):
            covariance[i][j] = inverse[a][b] * ELO_PER_NATURAL ** 2
    return RatingTable(
        names,
        tuple(t * ELO_PER_NATURAL for t in theta),
        tuple(tuple(row) for row in covariance),
    )


def _gradient_and_information(theta: list[float], games: list[list[float]], points: list[list[float]],
                              free: list[int]) -> tuple[list[float], list[list[float]]]:
    """The log-likelihood's gradient and the observed information over the free players."""
    n = len(theta)
    grad_all = [0.0] * n
    weight = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i == j or games[i][j] == 0:
                continue
            p = 1.0 / (1.0 + math.exp(theta[j] - theta[i]))
            grad_all[i] += points[i][j] - games[i][j] * p
            weight[i][j] = games[i][j] * p * (1 - p)
    grad = [grad_all[i] for i in free]
    info = [[0.0] * len(free) for _ in free]
    for a, i in enumerate(free):
        for b, j in enumerate(free):
            info[a][b] = sum(weight[i][k] for k in range(n) if k != i) if a == b else -weight[i][j]
    return grad, info


def _check_connected(names: tuple[str, ...], games: list[list[float]]) -> None:
    seen = {0}
    frontier = [0]
    while frontier:
        i = frontier.pop()
        for j in range(len(names)):
            if games[i][j] > 0 and j not in seen:
                seen.add(j)
                frontier.append(j)
    if len(seen) != len(names):
        missing = ", ".join(names[j] for j in range(len(names)) if j not in seen)
        raise ValueError(f"no games connect {missing} to {names[0]}")


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix⁻¹ · vector`` by Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows = [list(matrix[r]) + [vector[r]] for r in range(size)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) < 1e-300:
            raise ValueError("the results do not determine the ratings")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return [rows[r][size] / rows[r][r] for r in range(size)]


def _invert(matrix: list[list[float]]) -> list[list[float]]:
    size = len(matrix)
    columns = [_solve(matrix, [1.0 if r == c else 0.0 for r in range(size)]) for c in range(size)]
    return [[columns[c][r] for c in range(size)] for r in range(size)]
