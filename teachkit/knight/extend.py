"""Warnsdorff's rule that never gives up early: when stuck, rotate the path (Pósa's rotation-extension).

A path that gets stuck at its end square e still has room to move: if e is a knight's move from some
earlier square v_i (not its predecessor), the path

    v_1 … v_i  v_N  v_{N-1} … v_{i+1}     (v_N = e: reverse the piece after v_i)

visits the same squares, starts at the same square, and ends at v_{i+1} instead. From the new end the
knight may have unvisited neighbours again: extend by Warnsdorff's rule, and repeat. (L. Pósa's
rotation-extension technique for Hamiltonian paths in random graphs, 1976.)

If the end square has no such earlier neighbour (a corner reached too early, say), step back a few
squares and carry on from there with one random move.

For a *closed* tour, keep rotating a complete tour until its end is a knight's move from its start.
Rotations are chosen with a seeded random generator and counted against a budget, so the search always
stops: with a tour, or with :class:`~teachkit.knight.search.SearchBudgetExceeded`.
"""

from __future__ import annotations

import random

from teachkit.errors import require_bool, require_int
from teachkit.knight.search import SearchBudgetExceeded
from teachkit.knight.tour import (
    MAX_PLAIN_SQUARES,
    SEED_ORDER,
    BadBoard,
    NoTourExists,
    PaddedBoard,
    Square,
    Squares,
    Tour,
    board_shape,
    centre_distance2,
    check_square,
    require_valid,
)

DEFAULT_ROTATIONS = 200_000
MAX_ROTATIONS = 10**7  # each rotation costs up to one pass over the path


def rotate(path: list[int], i: int) -> None:
    """Reverse the part of the path after position i, in place: the end moves to position i + 1."""
    path[i + 1 :] = path[:i:-1]


def extend_rotate(
    n: int,
    m: int | None = None,
    start: Square = (0, 0),
    closed: bool = False,
    *,
    seed: int = 0,
    rotations: int = DEFAULT_ROTATIONS,
) -> Tour:
    """A (closed) tour from start by Warnsdorff extension and random Pósa rotations, within a budget."""
    n, m = board_shape(n, m, limit=MAX_PLAIN_SQUARES, hint="knights_tour constructs tours of big boards")
    start = check_square(start, n, m)
    closed = require_bool("closed", closed, type_error=BadBoard)
    rotations = require_int("rotations", rotations, lo=0, hi=MAX_ROTATIONS, type_error=BadBoard, value_error=BadBoard)
    rng = random.Random(require_int("seed", seed, type_error=BadBoard, value_error=BadBoard))
    board = PaddedBoard(n, m, SEED_ORDER)
    visited, degree, offsets = board.visited, board.degree, board.offsets
    adjacent = set(offsets)
    far = {board.index((r, c)): centre_distance2((r, c), n, m) for r in range(n) for c in range(m)}
    origin = board.index(start)
    path = [origin]
    board.visit(origin)
    position = {origin: 0}
    total, used, shake = n * m, 0, False

    def done() -> bool:
        return len(path) == total and (not closed or total == 1 or (path[-1] - origin) in adjacent)

    while not done():
        end = path[-1]
        free = board.free_neighbours(end)
        if free:  # extend by Warnsdorff's rule, teachkit's 'roth' tie-break (any free square right after a retreat)
            nxt = rng.choice(free) if shake else min(free, key=lambda s: (degree[s], -far[s]))
            shake = False
            position[nxt] = len(path)
            path.append(nxt)
            board.visit(nxt)
            continue
        pivots = [
            position[end + o]
            for o in offsets
            if visited[end + o] and (end + o) in position and position[end + o] < len(path) - 2
        ]
        used += 1
        if used > rotations:
            kind = "closed tour" if closed else "tour"
            raise SearchBudgetExceeded(
                f"rotation-extension on the {n}x{m} board from {start} found no {kind} "
                f"within {rotations} rotations (none is ruled out either)"
            )
        if pivots:
            i = rng.choice(pivots)
            rotate(path, i)
            for k in range(i + 1, len(path)):
                position[path[k]] = k
        elif len(path) == 1:  # the start square itself has no knight's move on this board
            raise NoTourExists(f"no knight's move leaves {start} on the {n}x{m} board, so no tour starts there")
        else:  # a dead end with nothing to rotate around: step back a few squares and try another way
            for _ in range(rng.randint(1, min(8, len(path) - 1))):
                board.unvisit(path[-1])
                del position[path.pop()]
            shake = len(path) > 1 or total > 1
    method = "warnsdorff+rotations" if used else "warnsdorff/roth"
    tour = Tour(n, m, Squares(board.square(i) for i in path), method=method, attempts=used + 1)
    return require_valid(tour, closed=closed)
