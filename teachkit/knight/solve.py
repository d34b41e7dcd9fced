"""A knight's tour whenever one exists: theorems first, then the cheapest method that is sure to work.

1. Theorems (:mod:`teachkit.knight.rules`) rule out the boards and starts that have no tour, with the reason.
2. 3×k boards (either way round) with k even and k >= 10: Schwenk's closed tour (:mod:`teachkit.knight.schwenk`,
   a construction with a proof), turned to begin at the start; it is an open tour from any start too.
3. Both sides at least 5: divide and conquer (:mod:`teachkit.knight.construct`), linear time, closed
   whenever the board allows it, from any start the theorems allow (its module docstring gives the proof).
4. Other boards of at most 36 squares (a side of 1 to 4): backtracking (:mod:`teachkit.knight.search`).
   It either finds a tour or runs through every branch, which *proves* that no tour leaves this start
   (3×4, 3×7 and 4×5 have squares no tour starts from).
5. Open tours of long 3×k and 4×k strips: the column-by-column frontier search of
   :mod:`teachkit.knight.strips` (it finds a tour, proves there is none from the start, or runs out of budget).
6. Fallback, which no board tested has reached (not proved unreachable: step 5 is not proven to finish within
   its budget on every long strip; ``FALLBACKS`` counts how often it ran, and the tests assert zero):
   Warnsdorff's rule with rotations (:mod:`teachkit.knight.extend`), then backtracking, each with a budget; if
   both run out the error says so — it never claims "no tour" without a proof, never runs forever, and never
   returns a sequence that is not a valid tour.

Which guarantees are proofs: steps 1, 2 and 3 (theorems and constructions with their arguments), and step
4 (an exhaustive search of a finite board). Step 5 is a search that has found a tour, or proved there is
none, for every 3×k and 4×k board and start tried (every start up to 16 columns, samples up to 400), but
it is not proven to succeed within its budget for every long strip.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from teachkit.errors import require_bool, require_int
from teachkit.knight.construct import ConstructionFailed, construct_closed, construct_open
from teachkit.knight.extend import extend_rotate
from teachkit.knight.rules import closed_tour_obstacle, open_tour_obstacle, start_obstacle
from teachkit.knight.schwenk import closed_3xk
from teachkit.knight.search import DEFAULT_BUDGET, MAX_BUDGET, SearchBudgetExceeded, search_tour
from teachkit.knight.strips import MAX_STRIP_LENGTH, strip_tour
from teachkit.knight.tour import (
    MAX_SQUARES,
    BoardTooLarge,
    KnightError,
    NoTourExists,
    Square,
    Squares,
    Tour,
    board_shape,
    check_square,
    require_valid,
)

SMALL_BOARD = 36  # squares; backtracking settles these boards either way
FALLBACKS: Counter[str] = Counter()  # how often step 6 ran, by reason (the tests assert it never does)


class BadRequest(KnightError):
    """An option of knights_tour that is not of the right kind."""


def _answer(n: int, m: int, start: Square, closed: bool, budget: int) -> Tour:
    """A tour by the first method of the list in the module docstring that applies and succeeds."""
    if n * m == 1:
        return Tour(1, 1, Squares([(0, 0)]), method="trivial")
    if min(n, m) == 3 and max(n, m) % 2 == 0 and max(n, m) >= 10:
        return _three_rows(n, m, start)
    if min(n, m) >= 5:
        try:
            if n % 2 and m % 2:
                return construct_open(n, m, start)
            return construct_closed(n, m, start)
        except ConstructionFailed as why:
            FALLBACKS[f"construction failed: {why}"] += 1
    elif n * m <= SMALL_BOARD:
        return search_tour(n, m, start, closed, budget=budget)
    elif not closed and min(n, m) in (3, 4):
        return strip_tour(n, m, start, budget=budget)  # at most MAX_STRIP_LENGTH long (checked in knights_tour)
    FALLBACKS[f"{n}x{m} from {start}, closed={closed}"] += 1
    for seed in range(3):
        try:
            return extend_rotate(n, m, start, closed, seed=seed)
        except SearchBudgetExceeded:
            continue
    return search_tour(n, m, start, closed, budget=budget)


def _three_rows(n: int, m: int, start: Square) -> Tour:
    """Schwenk's closed tour of 3×k (or k×3), turned to begin at start."""
    squares = closed_3xk(max(n, m))
    if n != 3:
        squares = squares[:, ::-1]
    at = int(np.flatnonzero((squares[:, 0] == start[0]) & (squares[:, 1] == start[1]))[0])
    squares = np.roll(squares, -at, axis=0)
    return Tour(n, m, Squares(squares), method="schwenk")


def knights_tour(
    n: int, m: int | None = None, start: Square = (0, 0), closed: bool = False, *, budget: int = DEFAULT_BUDGET
) -> Tour:
    """A valid (closed, if asked) knight's tour of the n×m board from start, checked before it is returned.

    Raises NoTourExists (with the theorem or the exhaustive search that proves it) when there is none,
    and SearchBudgetExceeded if the strip search of step 5 runs out of budget (never seen).
    Limits: n*m <= ``MAX_SQUARES`` (2000x2000, measured in a fresh process by ``benchmarks/bench_knight.py``:
    about 1 s CPU, the process grows by 60 MB at the peak, 15 bytes a square, of which the tour keeps 8; numba
    is not loaded), budget <= ``MAX_BUDGET``; open tours of 3×k (k odd) and 4×k: k <= ``MAX_STRIP_LENGTH``.
    """
    n, m = board_shape(n, m, limit=MAX_SQUARES, hint="2000x2000 takes about 1 s and 60 MB")
    start = check_square(start, n, m)
    closed = require_bool("closed", closed, type_error=BadRequest)
    budget = require_int("budget", budget, lo=1, hi=MAX_BUDGET, type_error=BadRequest, value_error=BadRequest)
    reason = closed_tour_obstacle(n, m) if closed else open_tour_obstacle(n, m) or start_obstacle(n, m, start)
    if reason:
        raise NoTourExists(reason)
    if min(n, m) in (3, 4) and max(n, m) > MAX_STRIP_LENGTH and not (min(n, m) == 3 and max(n, m) % 2 == 0):
        raise BoardTooLarge(
            f"board size n x m = {n}x{m}: open tours of 3xk (k odd) and 4xk boards come from the "
            f"strip search, limited to k <= {MAX_STRIP_LENGTH:,} (a limit that bounds time)"
        )
    tour = _answer(n, m, start, closed, budget)
    if tour.squares[0] != start:
        raise AssertionError(f"internal error: the tour starts at {tour.squares[0]}, not {start}")
    return require_valid(tour, closed=closed)
