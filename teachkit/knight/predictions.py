"""The answers of the notebooks' Predict prompts about the knight puzzle, computed by teachkit's own code.

A Predict cell shows only ``my_guess = ...`` and ``predict("knight:KEY", my_guess)`` (teachkit.checks.predict), so
nothing in the notebook gives the answer away before the student has written one down. Each entry computes its
truth only when asked, after a guess has been given.
"""

from __future__ import annotations

import functools

from teachkit.checks import Prediction

PREDICTIONS: dict[str, Prediction] = {}


# ---- 09 · Knight's tours with guarantees ----------------------------------------------------------------------------
@functools.cache
def _five_by_five():
    from teachkit.knight.search import brute_force

    return brute_force(5, 5, max_nodes=10_000_000)


def _five_by_five_work() -> str:
    done = _five_by_five()
    steps = done.nodes - 1  # brute_force counts the start square too; a step is a jump
    return "A" if steps < 200_000 else "B" if done.finished else "C"


def _five_by_five_why(truth: str) -> str:
    done = _five_by_five()
    return (
        f"Trying every sequence from a1 on 5 × 5 takes {done.nodes - 1:,} steps and finds {done.tours} tours: one "
        f"square more than 3 × 8, about twenty times the work. The table below shows the growth."
    )


_ROW_CHOICES = ("0 and 3", "1 and 2", "all four")


def _rows_answer(guess: object) -> object:
    """'0 and 3', '0, 3', {0, 3}, [3, 0] … all read as '0 and 3'; 'all', '0-3' and {0, 1, 2, 3} as 'all four'."""
    if isinstance(guess, str):
        if "all" in guess.casefold():
            return "all four"
        digits = tuple(sorted({int(ch) for ch in guess if ch.isdigit()}))
    elif isinstance(guess, (set, frozenset, list, tuple)):
        digits = tuple(sorted({int(x) for x in guess}))
    else:
        return guess
    return {(0, 3): "0 and 3", (1, 2): "1 and 2", (0, 1, 2, 3): "all four"}.get(digits, guess)


def _four_row_starts() -> str:
    """The rows of the 4×5 board on which a tour starts: plain backtracking from every square, each search run to
    a tour or to its end (a proof that none starts there)."""
    from teachkit.knight.search import backtrack

    rows = set()
    for r in range(4):
        for c in range(5):
            found = backtrack(4, 5, (r, c), budget=10**7)
            if found.tour is None and found.steps >= 10**7:
                raise AssertionError(f"internal error: the search from {(r, c)} of 4x5 did not finish")
            if found.tour is not None:
                rows.add(r)
    return _rows_answer(rows)


PREDICTIONS["09-5x5-all-sequences"] = Prediction(
    truth=_five_by_five_work,
    why=_five_by_five_why,
    choices=("A", "B", "C"),
    normalize=lambda guess: str(guess).strip().upper(),
)
PREDICTIONS["09-four-rows-start"] = Prediction(
    truth=_four_row_starts,
    why=lambda truth: (
        f"Tours of 4 × 5 start on rows {truth} only: an exhaustive search from each of the 20 squares says so. "
        f"The argument below proves it for every 4 × k board."
    ),
    choices=_ROW_CHOICES,
    normalize=_rows_answer,
)
