"""Where Warnsdorff's rule gets stuck: run it on every board size in a range and record how far it got.

A board size ends in one of three ways, and the map keeps them apart:

* ``COMPLETE``  — the rule visited every square: it found a tour.
* ``STUCK``     — the rule got stuck although a tour from that start exists (``knights_tour`` found one and
                  checked it): the *rule* failed.
* ``NO_TOUR``   — no tour starts there at all, proved by a theorem (board shape, the colour argument, the
                  four-row argument) or by an exhaustive search: no rule could succeed, so it is not the rule's fault.

Does the classic rule (``SEED_ORDER``, first minimum wins, start in the a1 corner) complete every board
from 5×5 up? :func:`failure_map` measures it (it does not: the first failure is 35×35); the notebook prints
the table.

Beyond the sizes a notebook should walk live, :func:`stuck_sizes` lists the sizes where the rule gets stuck,
without asking why. :func:`measure_stuck` records them for n = 5..400 from a1 and the tie-breaks ``'first'``,
``'roth'`` and ``'lookahead'``; the result ships as ``teachkit/knight/data/warnsdorff_stuck.json`` (read by
:func:`shipped_stuck`). ``python benchmarks/ship_knight_stuck.py`` regenerates it (``--check`` compares it
with a fresh run) and checks with ``knights_tour`` that a tour from a1 exists on every size where a rule got
stuck, so each of them is a failure of the rule.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import NamedTuple

from teachkit.errors import LimitExceeded
from teachkit.knight.rules import open_tour_obstacle, start_obstacle
from teachkit.knight.search import SearchBudgetExceeded
from teachkit.knight.solve import knights_tour
from teachkit.knight.tour import (
    SEED_ORDER,
    BadTieBreak,
    Move,
    NoTourExists,
    Square,
    board_shape,
    check_square,
    warnsdorff_fast,
)

COMPLETE = "complete"
STUCK = "rule stuck"
NO_TOUR = "no tour"
UNDECIDED = "undecided"  # the rule got stuck and no search settled whether a tour exists (never seen on n×n)
KINDS = (COMPLETE, STUCK, NO_TOUR, UNDECIDED)
MAX_SQUARES = 3_000_000  # squares summed over all sizes of one map: keeps a call to seconds, not hours
MEASURED_SIZES = range(5, 401)  # the sizes measure_stuck records and the shipped file holds
MEASURED_TIE_BREAKS = ("first", "roth", "lookahead")  # the deterministic tie-breaks (random needs restarts)
STUCK_FILE = Path(__file__).parent / "data" / "warnsdorff_stuck.json"


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


# ---- beyond a live map: the sizes where the rule gets stuck, measured once and shipped -------------------


def stuck_sizes(sizes: Iterable[int], tie_break: str = "first", start: Square = (0, 0)) -> list[int]:
    """The n in sizes for which Warnsdorff's rule (fast form, ``SEED_ORDER``) gets stuck on the n×n board.

    Unlike :func:`failure_map` it does not ask why (no tour search), so it has no limit on the total size:
    each board only has to fit ``MAX_SQUARES`` of :func:`warnsdorff_fast`. Random ties are refused (their
    result depends on restarts; use :func:`failure_map`).
    """
    if tie_break not in MEASURED_TIE_BREAKS:
        raise BadTieBreak(f"stuck_sizes: tie_break must be one of {MEASURED_TIE_BREAKS}, got {tie_break!r}")
    return [n for n in sizes if not warnsdorff_fast(n, start, None, SEED_ORDER, tie_break).is_complete]


def measure_stuck(sizes: Iterable[int] = MEASURED_SIZES, start: Square = (0, 0)) -> dict:
    """The record the shipped file holds: for each deterministic tie-break, the sizes where the rule got stuck."""
    sizes = [board_shape(n)[0] for n in sizes]
    return {
        "what": "n x n boards on which Warnsdorff's rule (move order SEED_ORDER) gets stuck, by tie-break",
        "sizes": [min(sizes), max(sizes)],
        "start": list(start),
        "order": [list(move) for move in SEED_ORDER],
        "stuck": {tie_break: stuck_sizes(sizes, tie_break, start) for tie_break in MEASURED_TIE_BREAKS},
        "regenerate": "python benchmarks/ship_knight_stuck.py",
    }


def shipped_stuck() -> dict:
    """The shipped measurement (see :func:`measure_stuck`): sizes 5..400 from a1, read from the data file."""
    return json.loads(STUCK_FILE.read_text(encoding="utf-8"))


def write_stuck(record: dict, path: Path = STUCK_FILE) -> Path:
    """Write a record of :func:`measure_stuck` as the small JSON file teachkit ships (one list per line)."""
    lines = ["{"]
    items = list(record.items())
    for k, (key, value) in enumerate(items):
        comma = "," if k < len(items) - 1 else ""
        if key == "stuck":
            inner = [f'    "{name}": {json.dumps(sizes)}' for name, sizes in value.items()]
            lines.append('  "stuck": {\n' + ",\n".join(inner) + f"\n  }}{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
