"""Checkers for the notebook's exercises: each answers ``correct`` or says what is wrong — never raises.

A stub (``...`` or ``return None``), an answer of the wrong type and a function that raises all get a
"not yet — …" verdict that says what to fix. Feedback points at the mistake (a square that is visited, a
tie broken the wrong way) rather than printing the answer.
"""

from __future__ import annotations

import numbers
import random
from collections.abc import Callable, Sequence

import numpy as np

from teachkit.checks import CheckResult, copies_library, correct, wrong
from teachkit.guard import error_text, guarded, shown
from teachkit.knight.solve import knights_tour
from teachkit.knight.tour import (
    SEED_ORDER,
    NoTourExists,
    Square,
    _degree,
    board_shape,
    check_square,
    knight_moves,
    next_square,
    onward_degree,
    verify_tour,
)

STUB_HINT = "your function returned None — replace the stub (`...`) by code that returns"


def _squares(count: int, kind: str = "") -> str:
    return f"{count} {kind}square{'s' if count != 1 else ''}"


def _is_int(value: object) -> bool:
    """A whole number: an int or a numpy integer, not a bool."""
    return isinstance(value, numbers.Integral) and not isinstance(value, (bool, np.bool_))


def _as_square(value: object) -> Square | None:
    """A (row, col) tuple if value is a pair of ints (tuple, list or numpy array), else None."""
    if isinstance(value, np.ndarray):
        value = value.tolist()
    if isinstance(value, (tuple, list)) and len(value) == 2 and all(_is_int(v) for v in value):
        return int(value[0]), int(value[1])
    return None


def _not_callable(value: object, checker: str, name: str) -> CheckResult | None:
    """A verdict if value is not a function (e.g. the result of calling it was passed)."""
    if callable(value):
        return None
    return wrong(
        f"{checker} needs your function itself, e.g. {checker}({name}) with no brackets after "
        f"{name}; it got {type(value).__name__} {shown(value, 60)}"
    )


def _copied(candidate: object, what: str, *originals: object) -> CheckResult | None:
    """A verdict if candidate is teachkit's own function (or merely calls it) rather than the student's code."""
    name = copies_library(candidate, *originals)
    if name is None:
        return None
    return wrong(f"that is teachkit's own `{name}`; write your own: {what}")


def _raised(error: Exception, where: str) -> CheckResult:
    return wrong(f"your function raised {error_text(error)} ({where})")


def _positions(count: int, seed: int) -> list[tuple[int, int, Square, set[Square]]]:
    """Test positions: (n, m, knight's square, visited squares including it) — corners, a dead end, random."""
    rng = random.Random(seed)
    positions = [
        (5, 5, (0, 0), {(0, 0)}),  # a corner, two candidates tie
        (5, 5, (0, 0), {(0, 0), (1, 2), (2, 1)}),  # stuck: every jump is visited
        (3, 4, (1, 1), {(1, 1)}),
    ]  # a narrow board
    for _ in range(count - len(positions)):
        n, m = rng.randint(5, 9), rng.randint(5, 9)
        squares = [(r, c) for r in range(n) for c in range(m)]
        visited = set(rng.sample(squares, rng.randint(1, n * m // 2)))
        here = rng.choice(sorted(visited))
        positions.append((n, m, here, visited))
    return positions


# ---- exercise 1: the onward degree --------------------------------------------------------------


@guarded()
def check_onward_degree(degree: Callable[[Square, set[Square], int, int], int]) -> CheckResult:
    """Does degree(square, visited, n, m) count the unvisited squares a knight's move away?"""
    refused = _not_callable(degree, "check_onward_degree", "degree")
    if refused is None:
        refused = _copied(
            degree,
            "count the jumps from the square that stay on the board and land on an unvisited square",
            onward_degree,
            _degree,
        )
    if refused is not None:
        return refused
    for n, m, here, visited in _positions(200, seed=4):
        for square in [(r, c) for r in range(n) for c in range(m)][::7]:
            where = f"square {square} of a {n}x{m} board with {_squares(len(visited))} visited"
            try:
                got = degree(square, set(visited), n, m)
            except Exception as error:  # the student's code may fail in any way
                return _raised(error, where)
            if got is None:
                return wrong(f"{STUB_HINT} a count ({where})")
            if not _is_int(got):
                return wrong(
                    f"degree should return a whole number (int), got {type(got).__name__} {shown(got, 40)} ({where})"
                )
            expected = onward_degree(square, visited, n, m)
            if got == expected:
                continue
            if got == len(knight_moves(square, n, m)):
                return wrong(
                    f"for {where} your function counts visited squares too: leave out the squares in `visited`"
                )
            if got == sum(1 for dr, dc in SEED_ORDER if (square[0] + dr, square[1] + dc) not in visited):
                return wrong(
                    f"for {where} your function counts jumps that leave the board: a square (r, c) "
                    f"is on the board when 0 <= r < n and 0 <= c < m"
                )
            return wrong(
                f"for {where} your function says {got}; list the eight jumps from {square} and count "
                f"those that stay on the board and land on an unvisited square"
            )
    return correct("your degree function agrees on 200 test positions")


# ---- exercise 2: one step of Warnsdorff's rule --------------------------------------------------


def _explain_choice(got: Square, here: Square, visited: set[Square], n: int, m: int) -> str:
    """Why `got` is not Warnsdorff's choice from `here` (without naming the right square)."""
    candidates = [s for s in knight_moves(here, n, m) if s not in visited]
    if not (0 <= got[0] < n and 0 <= got[1] < m):
        return f"{got} is off the {n}x{m} board"
    if got in visited:
        return f"{got} is already visited"
    if got not in knight_moves(here, n, m):
        return f"{got} is not a knight's move from {here}"
    fewest = min(onward_degree(s, visited, n, m) for s in candidates)
    mine = onward_degree(got, visited, n, m)
    if mine > fewest:
        return (
            f"{got} has {_squares(mine, 'onward ')}, but another unvisited candidate has only {fewest}: take the fewest"
        )
    return (
        f"{got} is tied with an earlier candidate ({_squares(fewest, 'onward ')} each): on a tie take the first "
        f"candidate in SEED_ORDER"
    )


@guarded()
def check_next_square(choose: Callable[[Square, set[Square], int, int], Square | None]) -> CheckResult:
    """Does choose(here, visited, n, m) make Warnsdorff's choice (first minimum in SEED_ORDER, None if stuck)?"""
    refused = _not_callable(choose, "check_next_square", "choose")
    if refused is None:
        refused = _copied(
            choose,
            "list the unvisited candidates in SEED_ORDER and pick one with the fewest onward squares "
            "(use your own degree function)",
            next_square,
        )
    if refused is not None:
        return refused
    for n, m, here, visited in _positions(300, seed=5):
        where = f"on a {n}x{m} board, knight on {here}, {_squares(len(visited))} visited"
        try:
            got = choose(here, set(visited), n, m)
        except Exception as error:  # the student's code may fail in any way
            return _raised(error, where)
        expected = next_square(here, visited, n, m)
        if expected is None:
            if got is not None:
                return wrong(
                    f"{where}: every square a knight's move away is visited or off the board, so the "
                    f"knight is stuck and choose should return None, not {shown(got, 40)}"
                )
            continue
        if got is None:
            return wrong(f"{where}: {STUB_HINT} a square — there are unvisited squares a knight's move away")
        square = _as_square(got)
        if square is None:
            return wrong(
                f"choose should return a (row, col) pair of ints or None, got {type(got).__name__} "
                f"{shown(got, 40)} ({where})"
            )
        if square != expected:
            return wrong(f"{where}: {_explain_choice(square, here, visited, n, m)}")
    return correct("your rule makes the same choice on 300 test positions")


# ---- exercises 3 and 4: a tour, a dead start ----------------------------------------------------


@guarded()
def check_tour(n: int, squares: Sequence[Square], m: int | None = None, closed: bool = False) -> CheckResult:
    """Is `squares` a (closed, if asked) knight's tour of the n×m board?"""
    try:
        n, m = board_shape(n, m)
    except ValueError as error:
        return wrong(str(error))
    if squares is ... or squares is None:
        return wrong("fill in your tour: a list of (row, col) squares")
    if isinstance(squares, np.ndarray):  # a numpy array of squares: the same list of pairs
        squares = squares.tolist()
    if isinstance(squares, (str, bytes)) or not isinstance(squares, Sequence):
        return wrong(f"the tour should be a list of (row, col) squares, got {type(squares).__name__}")
    for step, square in enumerate(squares, start=1):
        if _as_square(square) is None:
            return wrong(f"square {step} is {shown(square, 40)}, not a (row, col) pair of ints")
    return verify_tour([_as_square(s) for s in squares], n, m, closed=closed)


@guarded()
def check_dead_start(n: int, start: Square, m: int | None = None) -> CheckResult:
    """Is `start` a square of the n×m board from which no knight's tour begins?"""
    try:
        n, m = board_shape(n, m)
    except ValueError as error:
        return wrong(str(error))
    if start is ... or start is None:
        return wrong("fill in a square: a (row, col) pair such as (1, 2)")
    square = _as_square(start.tolist() if isinstance(start, np.ndarray) else start)
    if square is None:
        return wrong(f"the square should be a (row, col) pair of ints, got {type(start).__name__} {shown(start, 40)}")
    try:
        square = check_square(square, n, m, name="your square")
    except ValueError as error:
        return wrong(str(error))
    try:
        knights_tour(n, m, square)
    except NoTourExists as why:
        return correct(str(why))
    return wrong(
        f"a tour of the {n}x{m} board does start at {square}. A square where a tour you know begins or ends "
        f"starts a tour (read it backwards), and so do its mirror images (flip the board left-right or "
        f"up-down): try a square that is none of these"
    )
