"""Where Warnsdorff's rule gets stuck: run it on every board size in a range and record how far it got.

A board size ends in one of three ways, and the map keeps them apart:

* ``COMPLETE``  — the rule visited every square: it found a tour.
* ``STUCK``     — the rule got stuck although a tour from that start exists (``knights_tour`` found one and
                  checked it): the *rule* failed.
* ``NO_TOUR``   — no tour starts there at all, proved by a theorem (board shape, the colour argument, the
                  4-row argument) or by an exhaustive search: no rule could succeed, so it is not the rule's fault.

Does the classic program (``SEED_ORDER``, first minimum wins, start in the a1 corner) complete every board
from 5×5 up? :func:`failure_map` measures it (it does not: the first failure is 35×35); the notebook prints
the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from teachkit.errors import LimitExceeded
from teachkit.knight.rules import open_tour_obstacle, start_obstacle
from teachkit.knight.search import SearchBudgetExceeded
from teachkit.knight.solve import knights_tour
from teachkit.knight.tour import SEED_ORDER, Move, NoTourExists, Square, board_shape, check_square, warnsdorff_fast

COMPLETE = "complete"
STUCK = "rule stuck"
NO_TOUR = "no tour"
UNDECIDED = "undecided"  # the rule got stuck and no search settled whether a tour exists (never seen on n×n)
KINDS = (COMPLETE, STUCK, NO_TOUR, UNDECIDED)
MAX_SQUARES = 3_000_000  # squares summed over all sizes of one map: keeps a call to seconds, not hours


class FailureRow(NamedTuple):
    """One board size: squares visited, whether that is all of them, tries, and why it ended (kind, reason)."""

    n: int
    visited: int
    complete: bool
    attempts: int
    kind: str = ""
    reason: str = ""


def classify(n: int, start: Square, complete: bool) -> tuple[str, str]:
    """(kind, reason) for the n×n board from start, given whether Warnsdorff's rule completed it."""
    if complete:
        return COMPLETE, "Warnsdorff's rule found a tour"
    obstacle = open_tour_obstacle(n, n) or start_obstacle(n, n, start)
    if obstacle:
        return NO_TOUR, obstacle
    try:
        tour = knights_tour(n, n, start)
    except NoTourExists as why:
        return NO_TOUR, str(why)
    except SearchBudgetExceeded as why:
        return UNDECIDED, str(why)
    return STUCK, f"a tour from {start} exists ({tour.method} found one), but the rule got stuck"


def failure_map(
    sizes: Iterable[int] = range(5, 101),
    tie_break: str = "first",
    start: Square = (0, 0),
    order: Sequence[Move] = SEED_ORDER,
    *,
    seed: int = 0,
    restarts: int = 0,
) -> tuple[FailureRow, ...]:
    """Run Warnsdorff's rule on every n×n board in sizes (fast form) and say how each run ended."""
    sizes = [board_shape(n)[0] for n in sizes]
    if sizes:
        check_square(start, min(sizes), min(sizes))
    total = sum(n * n for n in sizes)
    if total > MAX_SQUARES:
        raise LimitExceeded(
            f"sizes cover {total:,} squares in all; failure_map allows at most {MAX_SQUARES:,} "
            f"(e.g. range(5, 201)); split the range into several calls"
        )
    rows = []
    for n in sizes:
        tour = warnsdorff_fast(n, start, None, order, tie_break, seed=seed, restarts=restarts)
        kind, reason = classify(n, start, tour.is_complete)
        rows.append(FailureRow(n, len(tour.squares), tour.is_complete, tour.attempts, kind, reason))
    return tuple(rows)


def failures(rows: Iterable[FailureRow], kind: str | None = None) -> list[int]:
    """The board sizes on which the rule did not complete (only those of one kind, if kind is given)."""
    if kind is not None and kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS} or None, got {kind!r}")
    return [row.n for row in rows if not row.complete and (kind is None or row.kind == kind)]


def first_failure(rows: Iterable[FailureRow], kind: str | None = None) -> int | None:
    """The smallest board size on which the rule did not complete (of one kind, if given); None if none."""
    stuck = failures(rows, kind)
    return stuck[0] if stuck else None
