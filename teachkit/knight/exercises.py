"""Checkers for the notebook's exercises: each answers ``correct`` or says what is wrong."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from teachkit.checks import CheckResult, correct, wrong
from teachkit.knight.solve import knights_tour
from teachkit.knight.tour import (NoTourExists, Square, board_shape, check_square, next_square,
                                  onward_degree, verify_tour)


def check_tour(n: int, squares: Sequence[Square], m: int | None = None, closed: bool = False) -> CheckResult:
    """Is `squares` a (closed, if asked) knight's tour of the n×m board?"""
    return verify_tour(list(squares), n, m, closed=closed)


def _positions(count: int, seed: int) -> list[tuple[int, int, Square, set[Square]]]:
    """Random test positions: (n, m, knight's square, visited squares including it)."""
    rng = random.Random(seed)
    positions = []
    for _ in range(count):
        n, m = rng.randint(5, 9), rng.randint(5, 9)
        squares = [(r, c) for r in range(n) for c in range(m)]
        visited = set(rng.sample(squares, rng.randint(1, n * m // 2)))
        here = rng.choice(sorted(visited))
        positions.append((n, m, here, visited))
    return positions


def check_onward_degree(degree: Callable[[Square, set[Square], int, int], int]) -> CheckResult:
    """Does degree(square, visited, n, m) count the unvisited squares a knight's move away?"""
    for n, m, here, visited in _positions(200, seed=4):
        for square in [(r, c) for r in range(n) for c in range(m)][::7]:
            expected, got = onward_degree(square, visited, n, m), degree(square, set(visited), n, m)
            if got != expected:
                return wrong(f"on a {n}x{m} board with {len(visited)} squares visited, square {square} "
                             f"has {expected} unvisited squares a knight's move away, your function says {got}")
    return correct("your degree function agrees on 200 random positions")


def check_next_square(choose: Callable[[Square, set[Square], int, int], Square | None]) -> CheckResult:
    """Does choose(here, visited, n, m) make Warnsdorff's choice (first minimum in SEED_ORDER, None if stuck)?"""
    for n, m, here, visited in _positions(300, seed=5):
        expected, got = next_square(here, visited, n, m), choose(here, set(visited), n, m)
        if got != expected:
            return wrong(f"on a {n}x{m} board, knight on {here}, {len(visited)} squares visited: "
                         f"Warnsdorff's rule picks {expected}, your function picks {got}")
    return correct("your rule makes the same choice on 300 random positions")


def check_dead_start(n: int, start: Square, m: int | None = None) -> CheckResult:
    """Is `start` a square of the n×m board from which no knight's tour begins?"""
    n, m = board_shape(n, m)
    start = check_square(start, n, m)
    try:
        knights_tour(n, m, start)
    except NoTourExists as why:
        return correct(str(why))
    return wrong(f"a tour of the {n}x{m} board does start at {start}: try knights_tour({n}, {m}, {start})")
