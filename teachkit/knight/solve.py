"""A knight's tour whenever one exists: theorems first, then the cheapest method that is sure to work.

1. Theorems (:mod:`teachkit.knight.rules`) rule out the boards and starts that have no tour, with the reason.
2. Boards of at most 36 squares: backtracking (:mod:`teachkit.knight.search`). It either finds a tour or
   runs through every branch, which *proves* that no tour leaves this start (3×4, 3×7, 4×5 and 5×5 have
   squares no tour starts from).
3. Both sides at least 5: divide and conquer (:mod:`teachkit.knight.construct`), linear time, closed
   whenever the board allows it.
4. Open tours of long 3×k and 4×k strips: the column-by-column frontier search of
   :mod:`teachkit.knight.strips` (it finds a tour, proves there is none from the start, or runs out of budget).
5. Anything else (closed tours of long 3×k strips): Warnsdorff's rule with rotations
   (:mod:`teachkit.knight.extend`), then backtracking, each with a budget; if both run out the error
   says so — it never claims "no tour" without a proof, never runs forever, and never returns a sequence that is not a valid tour.
"""

from __future__ import annotations

from teachkit.knight.construct import ConstructionFailed, construct_closed, construct_open
from teachkit.knight.extend import extend_rotate
from teachkit.knight.rules import closed_tour_obstacle, open_tour_obstacle, start_obstacle
from teachkit.knight.search import DEFAULT_BUDGET, SearchBudgetExceeded, search_tour
from teachkit.knight.strips import strip_tour
from teachkit.knight.tour import NoTourExists, Square, Tour, board_shape, check_square, require_valid

SMALL_BOARD = 36  # squares; backtracking settles these boards either way


class BadRequest(ValueError):
    """An option of knights_tour that is not of the right kind."""


def _answer(n: int, m: int, start: Square, closed: bool, budget: int) -> Tour:
    """A tour by the first method of the list in the module docstring that applies and succeeds."""
    if n * m == 1:
        return Tour(1, 1, ((0, 0),), method="trivial")
    if n * m <= SMALL_BOARD:
        return search_tour(n, m, start, closed, budget=budget)
    if min(n, m) >= 5:
        try:
            if n % 2 and m % 2:
                return construct_open(n, m, start)
            return construct_closed(n, m, start)
        except ConstructionFailed:
            pass
    if not closed and min(n, m) in (3, 4):
        return strip_tour(n, m, start, budget=budget)
    for seed in range(3):
        try:
            return extend_rotate(n, m, start, closed, seed=seed)
        except SearchBudgetExceeded:
            continue
    return search_tour(n, m, start, closed, budget=budget)


def knights_tour(n: int, m: int | None = None, start: Square = (0, 0), closed: bool = False, *,
                 budget: int = DEFAULT_BUDGET) -> Tour:
    """A valid (closed, if asked) knight's tour of the n×m board from start, checked before it is returned.

    Raises NoTourExists (with the theorem or the exhaustive search that proves it) when there is none,
    and SearchBudgetExceeded if the searches of step 4 run out of budget.
    """
    n, m = board_shape(n, m)
    start = check_square(start, n, m)
    if not isinstance(closed, bool):
        raise BadRequest(f"closed must be True or False, got {closed!r}")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise BadRequest(f"budget must be a positive integer number of search nodes, got {budget!r}")
    reason = closed_tour_obstacle(n, m) if closed else open_tour_obstacle(n, m) or start_obstacle(n, m, start)
    if reason:
        raise NoTourExists(reason)
    tour = _answer(n, m, start, closed, budget)
    if tour.squares[0] != start:
        raise AssertionError(f"internal error: the tour starts at {tour.squares[0]}, not {start}")
    return require_valid(tour, closed=closed)
