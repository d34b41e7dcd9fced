"""Where Warnsdorff's rule gets stuck: run it on every board size in a range and record how far it got.

A well-known article says the classic program (``SEED_ORDER``, first minimum wins, start in the a1 corner)
completes every board from 5×5 to 76×76. :func:`failure_map` measures it; the notebook prints the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from teachkit.knight.tour import SEED_ORDER, Move, Square, warnsdorff_fast


class FailureRow(NamedTuple):
    """One board size: how many squares the rule visited, whether that is all of them, how many tries."""

    n: int
    visited: int
    complete: bool
    attempts: int


def failure_map(sizes: Iterable[int] = range(5, 101), tie_break: str = "first", start: Square = (0, 0),
                order: Sequence[Move] = SEED_ORDER, *, seed: int = 0, restarts: int = 0) -> tuple[FailureRow, ...]:
    """Run Warnsdorff's rule on every n×n board in sizes (fast form) and tabulate the outcome."""
    rows = []
    for n in sizes:
        tour = warnsdorff_fast(n, start, None, order, tie_break, seed=seed, restarts=restarts)
        rows.append(FailureRow(n, len(tour.squares), tour.is_complete, tour.attempts))
    return tuple(rows)


def failures(rows: Iterable[FailureRow]) -> list[int]:
    """The board sizes on which the rule got stuck."""
    return [row.n for row in rows if not row.complete]


def first_failure(rows: Iterable[FailureRow]) -> int | None:
    """The smallest board size on which the rule got stuck (None if it never did)."""
    stuck = failures(rows)
    return stuck[0] if stuck else None
