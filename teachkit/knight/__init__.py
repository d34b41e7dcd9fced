"""Knight's tours: Warnsdorff's rule, where it fails, and tours that always succeed.

``warnsdorff`` follows the greedy rule (and can get stuck); ``knights_tour`` returns a checked tour when one
exists, or raises ``NoTourExists`` saying why not; on long 3- and 4-row strips its search may instead report
that its budget ran out (not seen on the boards tested; see ``teachkit.knight.solve`` for which of its
guarantees are proofs). Bad input raises a ``KnightError`` (a ``teachkit.errors.TeachkitError``) naming the
argument; boards are limited to ``MAX_SQUARES`` squares (``MAX_PLAIN_SQUARES`` for the plain, readable forms).
Drawing lives in ``teachkit.knight.draw``.
"""

from teachkit.knight.construct import ConstructionFailed, construct_closed, construct_open
from teachkit.knight.exercises import check_dead_start, check_next_square, check_onward_degree, check_tour, check_walk
from teachkit.knight.extend import extend_rotate
from teachkit.knight.failure import FailureRow, failure_map, failures, first_failure
from teachkit.knight.rules import closed_tour_obstacle, open_tour_obstacle, start_obstacle
from teachkit.knight.schwenk import closed_3xk
from teachkit.knight.search import SearchBudgetExceeded, search_tour
from teachkit.knight.solve import BadRequest, knights_tour
from teachkit.knight.strips import strip_tour
from teachkit.knight.tour import (
    MAX_PLAIN_SQUARES,
    MAX_SQUARES,
    SEED_ORDER,
    TIE_BREAKS,
    BadBoard,
    BadOrder,
    BadSquare,
    BadTieBreak,
    BoardTooLarge,
    BoardType,
    InvalidTour,
    KnightError,
    NoTourExists,
    Squares,
    SquareType,
    Tour,
    format_board,
    knight_moves,
    next_square,
    onward_degree,
    onward_degrees,
    verify_tour,
    verify_tour_fast,
    warnsdorff,
    warnsdorff_fast,
)

__all__ = [
    "SEED_ORDER",
    "TIE_BREAKS",
    "Tour",
    "warnsdorff",
    "warnsdorff_fast",
    "next_square",
    "format_board",
    "verify_tour",
    "verify_tour_fast",
    "knights_tour",
    "NoTourExists",
    "SearchBudgetExceeded",
    "BadBoard",
    "BadSquare",
    "BadOrder",
    "BadTieBreak",
    "BadRequest",
    "InvalidTour",
    "ConstructionFailed",
    "knight_moves",
    "onward_degree",
    "onward_degrees",
    "search_tour",
    "extend_rotate",
    "construct_closed",
    "construct_open",
    "closed_tour_obstacle",
    "open_tour_obstacle",
    "start_obstacle",
    "FailureRow",
    "failure_map",
    "failures",
    "first_failure",
    "check_tour",
    "check_onward_degree",
    "check_next_square",
    "check_walk",
    "check_dead_start",
    "strip_tour",
    "closed_3xk",
    "Squares",
    "KnightError",
    "BoardType",
    "BoardTooLarge",
    "SquareType",
    "MAX_SQUARES",
    "MAX_PLAIN_SQUARES",
]
