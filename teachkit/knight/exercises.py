"""Checkers for the notebook's exercises: each answers ``correct`` or says what is wrong — never raises.

A stub (``...`` or ``return None``), an answer of the wrong type and a function that raises all get a
"not yet — …" verdict that says what to fix. Feedback points at the mistake (a square that is visited, a
tie broken the wrong way) rather than printing the answer.
"""

from __future__ import annotations

import contextlib
import numbers
import random
import signal
import sys
import threading
import types
from collections.abc import Callable, Iterator, Sequence

import numpy as np

from teachkit.checks import CheckResult, code_names, copies_library, correct, first_call, wrong
from teachkit.guard import error_text, guarded, shown
from teachkit.knight.solve import knights_tour
from teachkit.knight.tour import (
    SEED_ORDER,
    NoTourExists,
    Square,
    _degree,
    _moves,
    _next,
    _pick,
    board_shape,
    check_square,
    knight_moves,
    next_square,
    onward_degree,
    onward_degrees,
    verify_tour,
    warnsdorff,
    warnsdorff_fast,
)

STUB_HINT = "your function returned None — replace the stub (`...`) by code that returns"


def _squares(count: int, kind: str = "") -> str:
    return f"{count} {kind}square{'s' if count != 1 else ''}"


def _square_set(squares) -> str:
    """Squares as a set literal a student can paste: {(0, 0), (1, 2)}."""
    return "{" + ", ".join(str(s) for s in sorted(squares)) + "}" if squares else "set()"


def _changed(given: set[Square], visited: set[Square]) -> str:
    """How a student's function changed the visited set it was handed (it should only read it)."""
    added, removed = sorted(given - visited), sorted(visited - given)
    parts = [
        f"added {', '.join(map(str, added))}" if added else "",
        f"removed {', '.join(map(str, removed))}" if removed else "",
    ]
    return "changed `visited` (it " + " and ".join(p for p in parts if p) + ")"


MAX_LISTED = 12  # a visited set up to this size is shown whole in a checker's message


def _visited_text(visited: set[Square], near: set[Square], what: str) -> str:
    """The visited set, whole if small, else the part that matters (``near``, described by ``what``)."""
    if len(visited) <= MAX_LISTED:
        return f"visited = {_square_set(visited)}"
    return f"{_squares(len(visited))} visited, of them {what}: {_square_set(visited & near)}"


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
    return wrong(f"that is {_library_name(name)}; write your own: {what}")


def _refused(fn: object, checker: str, name: str, what: str, *originals: object) -> CheckResult | None:
    """The verdict that stops a checker before it runs anything: fn is not a function (_not_callable), or it is
    teachkit's own or merely calls it (_copied). None if fn is the student's function."""
    verdict = _not_callable(fn, checker, name)  # not `or`: a CheckResult that says "wrong" is falsy
    return verdict if verdict is not None else _copied(fn, what, *originals)


# teachkit's private helpers, named with what they are: a private `_degree` must not read as the student's `degree`
PRIVATE_HELPERS = {
    "_degree": "onward-degree function",
    "_moves": "knight-move function",
    "_next": "next-square function",
    "_pick": "fewest-onward-squares choice",
}


def _library_name(name: str) -> str:
    """How a checker names teachkit's function ``name``: "teachkit's own `onward_degree`", or for a private
    helper "teachkit's private `_degree` (teachkit's own onward-degree function)"."""
    if name.startswith("_"):
        return f"teachkit's private `{name}` (teachkit's own {PRIVATE_HELPERS.get(name, 'helper')})"
    return f"teachkit's own `{name}`"


def _raised(error: Exception, where: str) -> CheckResult:
    if isinstance(error, TooSlow):
        return wrong(
            f"your function did not return within {CALL_LIMIT:g} s ({where}) — a loop that never ends? "
            f"Check that each loop moves on to the next square or stops"
        )
    return wrong(f"your function raised {error_text(error)} ({where})")


# ---- the student's own work: no call to teachkit's answer, no endless loop ----------------------

CALL_LIMIT = 2.0  # seconds one call of a student's function may take before the checker stops it

# What would answer each exercise (the notebook's ``answered_by``), with the unchecked helpers they use inside.
DEGREE_LIBRARY = (onward_degree, onward_degrees, knight_moves, _degree, _moves)
CHOICE_LIBRARY = (next_square, _next, _pick, *DEGREE_LIBRARY)
WALK_LIBRARY = (warnsdorff, warnsdorff_fast, *CHOICE_LIBRARY)


class TooSlow(Exception):
    """Raised inside a student's function when one call has run longer than ``CALL_LIMIT``."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise TooSlow in the running code after ``seconds`` (main thread on Unix; elsewhere no limit)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise TooSlow

    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _run(function: Callable, args: tuple, library: Sequence[Callable]) -> tuple[object, str | None]:
    """Call ``function(*args)`` within the time limit, noting the first of teachkit's ``library`` functions it
    calls on the way (with ``sys.setprofile``), so a student's function that merely calls teachkit's is caught
    even when ``copies_library`` cannot see it in the code (``lambda s, v, n, m: len(helpers[0](s, n, m))``).
    Returns (what it returned, the name of the library function it called or None); exceptions propagate."""
    codes = {f.__code__: f.__name__ for f in library}
    result: list[object] = []

    def work() -> None:
        with time_limit(CALL_LIMIT):
            result.append(function(*args))

    called = first_call(work, lambda frame: codes.get(frame.f_code))
    return result[0], called


def _uses_library(name: str, what: str) -> CheckResult:
    return wrong(f"your function calls {_library_name(name)}; write your own: {what}")


_told: dict[str, int] = {}  # how often each hint was given in this session: the first time it only asks


def _hint(key: str, first: str, later: str) -> str:
    """``first`` the first time a mistake is seen, ``later`` (more precise) from the second time on. The preview
    of a graded cell (:data:`teachkit.graded.previewing`) repeats the check: it counts nothing, so it cannot spend
    the student's first hint on the precise one."""
    if getattr(sys.modules.get("teachkit.graded"), "previewing", False):
        return first if _told.get(key, 0) <= 1 else later
    _told[key] = _told.get(key, 0) + 1
    return first if _told[key] == 1 else later


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


def _count_within(square: Square, visited: set[Square], rows: int, cols: int) -> int:
    """The onward degree as if the board had `rows` rows and `cols` columns (for diagnosing mixed-up bounds)."""
    r, c = square
    return sum(
        1 for dr, dc in SEED_ORDER if 0 <= r + dr < rows and 0 <= c + dc < cols and (r + dr, c + dc) not in visited
    )


def _mixed_up_bounds(n: int, m: int) -> list[tuple[int, int]]:
    """The (rows, cols) bounds of a student who mixed up n and m: n for both, m for both, or swapped."""
    return [(n, n), (m, m), (m, n)]


def check_onward_degree(degree: Callable[[Square, set[Square], int, int], int]) -> CheckResult:
    """Does degree(square, visited, n, m) count the unvisited squares a knight's move away?

    The check runs under the guard, in a child process; the hints given so far (``_told``: the first time a
    mistake only asks, later tries get the exact condition) are handed to it and read back from it, so they
    are remembered in the student's kernel."""
    outcome = _check_onward_degree(degree, dict(_told))
    if isinstance(outcome, CheckResult):  # the guard's own answer: too slow, crashed, ...
        return outcome
    result, told = outcome
    _told.update(told)
    return result


@guarded()
def _check_onward_degree(degree, told: dict[str, int]) -> tuple[CheckResult, dict[str, int]]:
    """check_onward_degree's work (in the guard's child): the verdict and the hints given, counted."""
    _told.clear()
    _told.update(told)
    return _onward_degree_verdict(degree), dict(_told)


def _onward_degree_verdict(degree) -> CheckResult:
    """The verdict on the student's degree function (see check_onward_degree)."""
    what = "count the jumps from the square that stay on the board and land on an unvisited square"
    refused = _refused(degree, "check_onward_degree", "degree", what, *DEGREE_LIBRARY)
    if refused is not None:
        return refused
    for n, m, here, visited in _positions(200, seed=4):
        for square in [(r, c) for r in range(n) for c in range(m)][::7]:
            shown_visited = _visited_text(visited, set(_moves(square, n, m)), f"those a knight's move from {square}")
            where = f"square {square} of a {n}x{m} board with {shown_visited}"
            given = set(visited)
            try:
                got, used = _run(degree, (square, given, n, m), DEGREE_LIBRARY)
            except Exception as error:  # the student's code may fail in any way
                return _raised(error, where)
            if used is not None:
                return _uses_library(used, what)
            if given != visited:
                return wrong(f"for {where} your function {_changed(given, visited)}: degree only counts")
            if got is None:
                return wrong(f"{STUB_HINT} a count ({where})")
            if not _is_int(got):
                return wrong(
                    f"degree should return a whole number (int), got {type(got).__name__} {shown(got, 40)} ({where})"
                )
            expected = onward_degree(square, visited, n, m)
            if got == expected:
                continue
            if got == len(_moves(square, n, m)):
                return wrong(
                    f"for {where} your function counts visited squares too: leave out the squares in `visited`"
                )
            if got == sum(1 for dr, dc in SEED_ORDER if (square[0] + dr, square[1] + dc) not in visited):
                return wrong(
                    f"for {where} your function counts jumps that leave the board: "
                    + _hint(
                        "off-board",
                        "which squares (r, c) are on an n x m board? Rows and columns are counted from 0",
                        "a square (r, c) is on the board when 0 <= r < n and 0 <= c < m",
                    )
                )
            if got == _count_within(square, visited, n + 1, m + 1):
                return wrong(
                    f"for {where} your function counts a row or column past the edge: rows run 0 .. n - 1 "
                    f"and columns 0 .. m - 1, so row n and column m are off the board; which of your tests lets "
                    f"them through?"
                )
            if n != m and got in {_count_within(square, visited, rows, cols) for rows, cols in _mixed_up_bounds(n, m)}:
                return wrong(
                    f"for {where} your function uses the wrong bound for rows or columns: n counts the rows "
                    f"(r runs 0 .. n - 1) and m the columns (c runs 0 .. m - 1)"
                )
            return wrong(
                f"for {where} your function says {got}; list the eight jumps from {square} and count "
                f"those that stay on the board and land on an unvisited square"
            )
    return correct("your degree function agrees on 200 test positions")


# the plain check under the guard's own name, as every guarded checker has it (callers may run it with other limits)
setattr(check_onward_degree, "__wrapped__", _onward_degree_verdict)
setattr(check_onward_degree, "guarded_seconds", _check_onward_degree.guarded_seconds)


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


def _own_degree_wrong(choose: Callable, here: Square, visited: set[Square], n: int, m: int, where: str):
    """A verdict if the student's own ``degree`` (beside ``choose``) miscounts a candidate here, else None."""
    degree = getattr(choose, "__globals__", {}).get("degree")
    if not callable(degree) or copies_library(degree, *DEGREE_LIBRARY):
        return None
    for square in _moves(here, n, m):
        if square in visited:
            continue
        try:
            got, _ = _run(degree, (square, set(visited), n, m), DEGREE_LIBRARY)
        except Exception:  # the student's code may fail in any way: their degree is wrong here
            got = None
        if got != onward_degree(square, visited, n, m):
            return wrong(
                f"{where}: your `degree` gets candidate {square} wrong (it says {shown(got, 20)}), so a choice "
                f"made with it goes wrong too: run check_onward_degree(degree) and fix Exercise 1 first"
            )
    return None


@guarded()
def check_next_square(choose: Callable[[Square, set[Square], int, int], Square | None]) -> CheckResult:
    """Does choose(here, visited, n, m) make Warnsdorff's choice (first minimum in SEED_ORDER, None if stuck)?"""
    what = (
        "list the unvisited candidates in SEED_ORDER and pick one with the fewest onward squares "
        "(use your own degree function)"
    )
    refused = _refused(choose, "check_next_square", "choose", what, *CHOICE_LIBRARY)
    if refused is not None:
        return refused
    # the smallest positions first, so the first position a wrong rule fails on is one the student can rebuild;
    # the visited set is always shown whole, as the arguments of a call to paste: choose(here, visited, n, m)
    for n, m, here, visited in sorted(_positions(300, seed=5), key=lambda position: len(position[3])):
        where = f"on a {n}x{m} board, knight on {here}, visited = {_square_set(visited)}"
        expected = next_square(here, visited, n, m)
        given = set(visited)
        try:
            got, used = _run(choose, (here, given, n, m), CHOICE_LIBRARY)
        except Exception as error:  # the student's code may fail in any way
            if expected is None and not isinstance(error, TooSlow):
                where += "; here every square a knight's move away is visited or off the board, so return None"
            return _raised(error, where)
        if used is not None:
            return _uses_library(used, what)
        if given != visited:
            return wrong(
                f"{where}: your choose {_changed(given, visited)}. choose only picks the next square and must leave "
                f"`visited` as it was: the walk marks a square visited when the knight jumps onto it"
            )
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
            own = _own_degree_wrong(choose, here, visited, n, m, where)  # a CheckResult "not yet" is falsy
            return own if own is not None else wrong(f"{where}: {_explain_choice(square, here, visited, n, m)}")
    return correct("your rule makes the same choice on 300 test positions")


# ---- exercise 3: the whole walk -----------------------------------------------------------------

# (n, m, start): two boards where the rule covers the board, one where it gets stuck (5x5 from b1: 22 squares)
WALK_CASES = ((5, 5, (0, 0)), (3, 4, (0, 0)), (5, 5, (0, 1)))
WALK_BUDGET = 4  # calls of choose a square the checker allows a walk before it calls the walk endless


class _StepBudget(BaseException):
    """Raised when a walk has asked `choose` for WALK_BUDGET times more steps than the board has squares (a loop
    that never ends).
    A BaseException, so a student's ``except Exception`` does not swallow it."""


def _reference_walk(start: Square, n: int, m: int, mark_start: bool = True) -> list[Square]:
    """teachkit's walk with the classic tie-break; with ``mark_start=False`` the typical slip of leaving the start
    out of ``visited`` (so the knight may jump back onto it)."""
    visited = {start} if mark_start else set()
    path = [start]
    here: Square | None = start
    while (here := next_square(path[-1], visited, n, m)) is not None:
        visited.add(here)
        path.append(here)
    return path


def _with_budget(walk: Callable, steps: int) -> tuple[Callable, list[int]]:
    """``walk`` re-bound so that its global ``choose`` raises _StepBudget after ``steps`` calls; and the count.
    The student's own namespace is not changed (the copy has its own globals)."""
    calls = [0]
    globals_ = getattr(walk, "__globals__", None)
    code = getattr(walk, "__code__", None)
    if globals_ is None or code is None or not callable(globals_.get("choose")) or "choose" not in code.co_names:
        return walk, calls
    choose = globals_["choose"]

    def counted(*args, **kwargs):
        calls[0] += 1
        if calls[0] > steps:
            raise _StepBudget
        return choose(*args, **kwargs)

    scope = dict(globals_)
    scope["choose"] = counted
    copy = types.FunctionType(code, scope, walk.__name__, walk.__defaults__, walk.__closure__)
    copy.__kwdefaults__ = walk.__kwdefaults__
    return copy, calls


def _walk_list(got: object, where: str) -> tuple[list[Square] | None, CheckResult | None]:
    """The student's answer as a list of squares, or a verdict saying why it is not one."""
    if got is None:
        return None, wrong(f"{where}: {STUB_HINT} the list of squares the knight visits, start first")
    if isinstance(got, (str, bytes, set, dict)) or not isinstance(got, (Sequence, np.ndarray)):
        return None, wrong(f"{where}: walk should return a list of (row, col) squares, got {type(got).__name__}")
    squares = list(got)
    if squares and squares[-1] is None:
        return None, wrong(
            f"{where}: the last item of your list is None. None is choose's way of saying 'stuck': it is not a "
            f"square, so stop before adding it"
        )
    out = []
    for step, item in enumerate(squares, start=1):
        square = _as_square(item)
        if square is None:
            return None, wrong(f"{where}: item {step} of your list is {shown(item, 40)}, not a (row, col) pair of ints")
        out.append(square)
    return out, None


def _walk_mistake(got: list[Square], want: list[Square], start: Square, n: int, m: int, where: str) -> CheckResult:
    """What is wrong with a walk ``got`` that differs from teachkit's ``want`` (without printing ``want``)."""
    if not got:
        return wrong(f"{where}: your list is empty; it should begin with the start square {start}")
    if len(got) == len(want) and set(got) == set(want):  # e.g. list(visited): the right squares, order lost
        return wrong(
            f"{where}: your list holds the right squares, but not in the order the knight visits them. A set has "
            f"no order, so list(visited) loses it: keep the path in a list and append each square as the knight "
            f"lands on it"
        )
    if got[0] != start:
        if got == want[1:]:
            return wrong(
                f"{where}: your list begins at {got[0]}, the first jump; the start square {start} belongs in it too"
            )
        return wrong(f"{where}: your list begins with {got[0]}; it should begin with the start square {start}")
    if got == _reference_walk(start, n, m, mark_start=False):
        back = got.index(start, 1) + 1
        return wrong(
            f"{where}: square {back} of your walk is the start {start} again: the knight jumped back onto it. "
            f"The start square is visited from the beginning"
        )
    if got == want[:-1]:
        return wrong(
            f"{where}: your walk stops one square early: the last square choose returned (square {len(want)}) is "
            f"missing. Every square choose returns is part of the walk; stop only when it returns None"
        )
    for k, square in enumerate(got):
        if square in got[:k]:
            return wrong(
                f"{where}: square {k + 1} of your walk, {square}, was already square {got.index(square) + 1}: "
                f"each square the knight lands on must be marked visited"
            )
    for k in range(1, max(len(got), len(want))):
        if k >= len(got):
            return wrong(
                f"{where}: your walk stops after {len(got)} squares, but from {got[-1]} there is still an unvisited "
                f"square a knight's move away: stop only when choose returns None"
            )
        if k >= len(want):
            return wrong(f"{where}: after square {k}, {got[k - 1]}, the knight is stuck, but your walk goes on")
        if got[k] != want[k]:
            visited = set(got[:k])
            why = _explain_choice(got[k], got[k - 1], visited, n, m)
            return wrong(f"{where}: square {k + 1} of your walk, from {got[k - 1]}: {why}")
    return wrong(f"{where}: your walk differs from Warnsdorff's")  # not reached: got != want


@guarded()
def check_walk(walk: Callable[[Square, int, int], Sequence[Square]]) -> CheckResult:
    """Does walk(start, n, m) follow Warnsdorff's rule from start (calling choose) until the knight is stuck?"""
    what = "start a list with the start square and add the square your choose returns until it returns None"
    refused = _refused(walk, "check_walk", "walk", what, *WALK_LIBRARY)
    if refused is not None:
        return refused
    for n, m, start in WALK_CASES:
        where = f"walk({start}, {n}, {m})"
        want = _reference_walk(start, n, m)
        answers = []
        for _ in range(2):  # twice: a second call must not see squares left over from the first
            budgeted, calls = _with_budget(walk, WALK_BUDGET * n * m)
            try:
                got, used = _run(budgeted, (start, n, m), WALK_LIBRARY)
            except _StepBudget:
                return wrong(
                    f"{where}: your walk asked choose for a next square more than {WALK_BUDGET * n * m} times on a "
                    f"board of {n * m} squares (one call a square is enough), so it seems never to stop: does each "
                    f"square the knight lands on go into visited?"
                )
            except Exception as error:  # the student's code may fail in any way
                return _raised(error, where)
            if used is not None:
                return _uses_library(used, what)
            squares, refused = _walk_list(got, where)
            if refused is not None:
                return refused
            if squares is None:  # not reached: _walk_list gives a verdict whenever it gives no list
                return wrong(f"{where}: walk should return a list of squares")
            answers.append(squares)
        first, second = answers
        if first != want:
            return _walk_mistake(first, want, start, n, m, where)
        if second != first:
            return wrong(
                f"{where}: the first call was right, but calling it again gave a different walk: your walk keeps "
                f"squares from an earlier call. Make a fresh visited set inside walk, each time it is called"
            )
    return correct(
        f"your walk matches teachkit's on {len(WALK_CASES)} boards, one where the knight gets stuck "
        f"({WALK_CASES[-1][0]}x{WALK_CASES[-1][1]} from {WALK_CASES[-1][2]})"
    )


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


# ---- notebook 09: plain backtracking with a budget, dead starts, a splice -----------------------------------------
# (n, m, start, budget) the backtracking checker runs, in this order: a proof of "no tour" first, then tours found
# without and with undoing, budgets spent, a budget that is exactly enough, and a board where a search that ignores
# its budget runs for minutes (8x8 from a1: more than 3,000,000 steps).
BACKTRACK_CASES = (
    (3, 3, (0, 0), 1000),
    (3, 4, (0, 0), 1000),
    (3, 4, (0, 1), 1000),
    (4, 5, (0, 0), 100_000),
    (5, 5, (2, 2), 20_000),
    (3, 4, (0, 0), 11),
    (3, 4, (0, 0), 10),
    (4, 4, (0, 0), 1000),
    (4, 5, (0, 0), 500),
    (8, 8, (0, 0), 2000),
)


def _backtracking_originals() -> tuple:
    from teachkit.knight.search import backtrack, brute_force, search_tour

    return backtrack, brute_force, search_tour, knights_tour


def _is_stub(fn: object) -> bool:
    """Is fn still the stub (a body of ``...`` or ``return None``): no name used, no variable of its own?"""
    code = getattr(fn, "__code__", None)
    if code is None:
        return False
    parameters = code.co_argcount + code.co_kwonlyargcount
    return not code.co_names and code.co_nlocals == parameters


def _stub_or_shape(call: str, found: object, steps: int, stub: bool = True) -> CheckResult | None:
    """A stub, or an answer that is not a list of squares or None (``stub``: the function is still the stub)."""
    if found is ...:
        return wrong(f"{call}: {STUB_HINT} the tour (a list of squares) or None")
    if found is None:
        if steps == 0 and stub:
            return wrong(
                f"{call}: {STUB_HINT} the tour or None, and take the squares to jump to from "
                f"onward(path[-1], visited): it hands them out and counts the steps"
            )
        if steps == 0:
            return wrong(
                f"{call} returned None and counted 0 steps: onward was never used. None may be right here, but a "
                f"step is counted only for a square onward hands out: take the squares to jump to from "
                f"onward(path[-1], visited), not from your own list of moves"
            )
        return None
    if found is False or (isinstance(found, (list, tuple)) and not found):
        return wrong(f"{call} returned {found!r}: return None (not [] or False) when there is no tour")
    if found is True:
        return wrong(f"{call} returned True: return the tour itself (the path, once it holds every square) or None")
    if isinstance(found, (str, bytes)) or not isinstance(found, Sequence):
        return wrong(f"{call} should return a list of (row, col) squares or None, got {type(found).__name__}")
    if any(_as_square(s) is None for s in found):
        return wrong(f"{call} should return a list of (row, col) pairs of ints; one item is not")
    return None


@guarded()
def check_backtracking(fn: Callable) -> CheckResult:
    """Does ``fn(path, visited, n, m, onward)``, run by ``count_steps``, search as plain backtracking does?

    Plain backtracking jumps to each square ``onward`` hands out, goes on from there, undoes the jump (path and
    visited) when it leads nowhere, and returns the first tour, or None. ``count_steps`` counts the steps and stops
    the search when the budget is used; the checker compares tours and steps with ``backtrack`` on ten cases.
    """
    from teachkit.hanoi.checks import TIME_LIMIT, TooSlow, time_limit
    from teachkit.knight.search import _counted_run, backtrack

    refused = _refused(
        fn,
        "check_backtracking",
        "my_extend",
        "jump, go on, and undo the jump when it leads nowhere",
        *_backtracking_originals(),
    )
    if refused is not None:
        return refused
    checked = 0
    stub = _is_stub(fn)
    try:
        with time_limit(TIME_LIMIT):
            for n, m, start, budget in BACKTRACK_CASES:
                call = f"count_steps(my_extend, {n}, {m}, {start}, budget={budget})"
                try:
                    found, steps, gave_up = _counted_run(fn, n, m, start, budget)
                except TooSlow:
                    raise
                except RecursionError:
                    return wrong(f"{call} recursed without end: does each call go one square deeper and stop?")
                except TypeError as error:
                    return wrong(
                        f"{call} raised {error_text(error, 200)}: my_extend takes (path, visited, n, m, onward) and "
                        f"onward takes (square, visited)"
                    )
                except Exception as error:  # the student's code may fail in any way
                    return _raised(error, call)
                verdict = _judge_extend(
                    call, found, steps, gave_up, backtrack(n, m, start, budget), n, m, start, budget, stub
                )
                if verdict is not None:
                    refused = _library_probe(fn, n, m, start, budget)  # a call to teachkit's own search
                    if refused is not None:
                        return refused
                    undo = _undo_probe(fn)  # name the one undo step that is missing, if that is the mistake
                    if undo is None:
                        undo = _alias_probe(fn)  # or the tour returned, then taken apart by the undos
                    return verdict if undo is None else undo
                checked += 1
    except TooSlow:
        n, m, start, budget = BACKTRACK_CASES[checked]
        return wrong(
            f"count_steps(my_extend, {n}, {m}, {start}, budget={budget}) did not finish within {TIME_LIMIT:g} s: "
            f"does my_extend take its squares from onward, which stops the search when the budget is used?"
        )
    return correct(
        f"your search agrees with plain backtracking on {len(BACKTRACK_CASES)} boards, starts and budgets: the "
        "same tours, the same steps, and None where no tour exists or the budget is spent"
    )


def _library_probe(fn: Callable, n: int, m: int, start: Square, budget: int) -> CheckResult | None:
    """A refusal naming teachkit's search if ``fn``, run again on this case, calls one of them on the way (such a
    call hands out no squares through onward, so without this the verdict would only say no steps were counted)."""
    from teachkit.knight.search import _counted_run

    codes = code_names(_backtracking_originals())

    def work() -> None:
        with contextlib.suppress(Exception):  # the student's code may fail in any way; the main check reports it
            _counted_run(fn, n, m, start, budget)

    found = first_call(work, lambda frame: codes.get(frame.f_code))
    if found is None:
        return None
    return wrong(
        f"that is {_library_name(found)}; write your own: jump, go on, and undo the jump when it leads nowhere"
    )


PROBE_STEPS = 1000  # the jumps a probe lets the student's search make before it gives up on it


def _probe_onward(square, seen, n: int, m: int, count: list[int]) -> Iterator[Square]:
    """The probes' ``onward``: the unvisited knight's moves from ``square`` on n x m, each counted in ``count[0]``;
    BudgetSpent once PROBE_STEPS were handed out."""
    from teachkit.knight.search import BudgetSpent

    for target in _moves(tuple(square), n, m):
        if target not in seen:
            if count[0] >= PROBE_STEPS:
                raise BudgetSpent("probe budget used up")
            count[0] += 1
            yield target


def _undo_probe(fn: Callable) -> CheckResult | None:
    """Which step of jump-and-undo ``fn`` leaves out, if any: run it from a corner of 3x3 (no tour: every jump must
    be undone) and look at the path and the visited set it was given, whether it ever took a square off the path,
    and whether onward ever saw the square it jumps from marked visited. None when nothing is missing."""
    from teachkit.knight.search import BudgetSpent

    start = (0, 0)
    path, visited, count = _ShrinkList([start]), {start}, [0]
    marked = [False]  # did onward ever see a square other than the start marked visited?

    def onward(square, seen):
        if tuple(square) != start and tuple(square) in seen:
            marked[0] = True
        yield from _probe_onward(square, seen, 3, 3, count)

    try:
        found = fn(path, visited, 3, 3, onward)
        repeats = isinstance(found, list) and len(set(map(tuple, found))) < len(found)
    except (Exception, BudgetSpent):  # the student's code may fail in any way; the main check reports it
        return None
    call = "my_extend([(0, 0)], {(0, 0)}, 3, 3, onward)"
    if repeats and count[0] and not marked[0]:
        return wrong(
            f"{call} returned a path with a square in it twice: the squares your search jumps to are never marked "
            f"visited, so onward hands them out again. After path.append(s), add the square to visited "
            f"(visited.add(s)) before going on"
        )
    if repeats and not path.shrank:
        return wrong(
            f"{call} returned a path with a square in it twice: when a jump leads nowhere, your search leaves the "
            f"square on the path. Take it off the path (path.pop()) as well as out of visited"
        )
    if repeats:
        return wrong(
            f"{call} returned a path with a square in it twice: when a jump leads nowhere, take the square off the "
            f"path (path.pop()) as well as out of visited"
        )
    if found is None and isinstance(path, list) and len(path) > 1:
        return wrong(
            f"after {call} the path holds {len(path)} squares, not just the start: when a jump leads nowhere, take "
            f"the square off the path (path.pop()) as well"
        )
    if found is None and isinstance(visited, set) and len(visited) > 1:
        return wrong(
            f"after {call} visited holds {len(visited)} squares, not just the start: when a jump leads nowhere, "
            f"mark the square unvisited again (take it out of visited)"
        )
    return None


class _ShrinkList(list):
    """A list that notes whether an item was ever taken off it (pop, del, remove, clear)."""

    shrank = False

    def pop(self, *args):
        self.shrank = True
        return super().pop(*args)

    def __delitem__(self, key) -> None:
        self.shrank = True
        super().__delitem__(key)

    def remove(self, item) -> None:
        self.shrank = True
        super().remove(item)

    def clear(self) -> None:
        self.shrank = True
        super().clear()


class _LongestList(list):
    """A list that remembers the most items it ever held (through append, extend and +=)."""

    def __init__(self, items=()):
        super().__init__(items)
        self.longest = len(self)

    def _grew(self) -> None:
        self.longest = max(self.longest, len(self))

    def append(self, item) -> None:
        super().append(item)
        self._grew()

    def extend(self, items) -> None:
        super().extend(items)
        self._grew()

    def __iadd__(self, items):  # type: ignore[misc]  # list's own signature, not add's
        result = super().__iadd__(items)
        self._grew()
        return result


def _alias_probe(fn: Callable) -> CheckResult | None:
    """A verdict if ``fn`` returns the very list ``path`` it was given and then goes on changing it (undoing after
    the recursive call), so the tour it found is taken apart again: run it on 3x4 from a1, which has a tour."""
    from teachkit.knight.search import BudgetSpent

    start = (0, 0)
    path, visited, count = _LongestList([start]), {start}, [0]

    def onward(square, seen):
        yield from _probe_onward(square, seen, 3, 4, count)

    try:
        found = fn(path, visited, 3, 4, onward)
    except (Exception, BudgetSpent):  # the student's code may fail in any way; the main check reports it
        return None
    if found is path and path.longest == 12 and len(path) < 12:  # it held a tour, then lost squares
        return wrong(
            f"my_extend([(0, 0)], {{(0, 0)}}, 3, 4, onward) returned the list `path` itself, and then kept changing "
            f"it: the undos after the recursive call took the squares off again, so only {_squares(len(path))} "
            f"{'is' if len(path) == 1 else 'are'} left. Return the tour as soon as the call for the next square "
            f"gives one, before undoing (or return a copy, list(path))"
        )
    return None


def _judge_extend(call, found, steps, gave_up, want, n, m, start, budget, stub=True) -> CheckResult | None:
    """None if the student's search did what plain backtracking does (``want``), else what is wrong."""
    spent = want.tour is None and want.steps == budget  # plain backtracking gave up
    if gave_up:
        if spent:
            return None
        if want.tour is not None:
            return wrong(
                f"{call} used up its budget, where plain backtracking finds a tour from {start} sooner: when the "
                f"call for the next square returns a tour, return it at once"
            )
        return wrong(
            f"{call} used up its budget, where plain backtracking tries every move sequence from {start} in fewer "
            f"steps: jump only to the squares onward hands out, each once"
        )
    shape = _stub_or_shape(call, found, steps, stub)
    if shape is not None:
        return shape
    if steps == 0 and want.steps > 0:
        return wrong(
            f"{call} took no steps: take the squares to jump to from onward(path[-1], visited), which counts them"
        )
    if found is not None:
        squares = [_as_square(s) for s in found]
        if squares and squares[0] != start:
            return wrong(f"{call}: your tour begins at {squares[0]}, not at the start {start}")
        verdict = verify_tour(squares, n, m)
        if not verdict:
            return wrong(
                f"{call} returned a path that is not a tour ({verdict.message}): return the path only when it holds "
                f"every square, n·m of them"
            )
        if want.tour is None or [tuple(s) for s in want.tour] != squares:
            return wrong(
                f"{call} found a different tour from plain backtracking's first one: jump to the squares in the order "
                f"onward hands them out, and stop at the first tour"
            )
        if steps != want.steps:
            return wrong(
                f"{call} found the right tour, but onward handed out more squares than plain backtracking jumps to: "
                f"loop over onward(...) directly (a list made of it first counts every square in it as a jump)"
            )
        return None
    if want.tour is not None:
        return wrong(
            f"{call} returned None, yet a tour starts at {start}: return the path when it holds every square, and "
            f"return a tour at once when the call for the next square finds one"
        )
    if spent:
        return wrong(f"{call} returned None before the budget was used up, where plain backtracking uses it all")
    if steps != want.steps:
        return wrong(
            f"{call} returned None, rightly, but before it had tried every move sequence: try every square onward "
            f"hands out, not only the first"
        )
    return None


def _dead_starts(n: int, m: int) -> frozenset[Square]:
    """The squares of the n×m board from which no tour starts, each proved by an exhaustive search."""
    from teachkit.knight.search import backtrack

    dead = set()
    for r in range((n + 1) // 2):  # one square of each mirror image class: flipping the board keeps tours tours
        for c in range((m + 1) // 2):
            found = backtrack(n, m, (r, c), budget=10**7)
            if found.tour is None:
                if found.steps >= 10**7:
                    raise AssertionError(f"internal error: the search from {(r, c)} of {n}x{m} did not finish")
                dead |= {(r, c), (n - 1 - r, c), (r, m - 1 - c), (n - 1 - r, m - 1 - c)}
    return frozenset(dead)


def _exhaustive_steps(n: int, m: int, dead: frozenset[Square]) -> dict[Square, int]:
    """The steps plain backtracking takes to try every move sequence from each dead start."""
    from teachkit.knight.search import backtrack

    return {square: backtrack(n, m, square, budget=10**7).steps for square in dead}


def _missing_hint(n: int, m: int) -> str:
    """Why dead starts may be missing, from the student's own count_steps runs on this board (all of them, never
    only those from dead squares, so the hint names no square): budgets used up, or squares not searched."""
    from teachkit.knight.search import GAVE_UP

    runs = GAVE_UP.get((n, m), {})
    if runs and all(runs.values()):
        return (
            f"some squares from which no tour starts are missing, and every search you ran on {n}x{m} used up its "
            f"budget: gave_up is True, so none of them proved anything — raise the budget"
        )
    if any(runs.values()):
        return (
            f"some squares from which no tour starts are missing: some of your searches on {n}x{m} used up their "
            f"budget (gave_up is True) — raise the budget and run them again, from every square"
        )
    return "some squares from which no tour starts are missing: run your search from every square"


_DEAD_CACHE: dict[tuple[int, int], dict[Square, int]] = {}


@guarded()
def check_dead_starts(n: int, m: int, answer: object) -> CheckResult:
    """Is ``answer`` a dict {square: steps} of exactly the squares of the n×m board (at most 24 squares) from which
    no tour starts, each with the steps plain backtracking takes to try every move sequence from it?

    The steps show the square was searched, not guessed. Feedback says how many entries are wrong and how many dead
    starts are missing, never which.
    """
    if answer is ... or answer is None:
        return wrong("fill in your dict: {(row, col): steps, ...}, one entry per square your search proved")
    try:
        n, m = board_shape(n, m)
    except ValueError as error:
        return wrong(str(error))
    if n * m > 24:
        return wrong(f"check_dead_starts knows boards of at most 24 squares; {n}x{m} has {n * m}")
    if not isinstance(answer, dict):
        return wrong(
            f"give a dict {{(row, col): steps, ...}} (each square with the steps of its search), got "
            f"{type(answer).__name__} {shown(answer, 40)}"
        )
    given: dict[Square, int] = {}
    for item, steps in answer.items():
        square = _as_square(item)
        if square is None:
            return wrong(f"{shown(item, 40)} is not a (row, col) pair of ints")
        if not (0 <= square[0] < n and 0 <= square[1] < m):
            return wrong(f"{square} is off the {n}x{m} board")
        if not _is_int(steps):
            return wrong(f"the steps for {square} should be a whole number (int), got {shown(steps, 40)}")
        given[square] = int(steps)
    if (n, m) not in _DEAD_CACHE:
        _DEAD_CACHE[n, m] = _exhaustive_steps(n, m, _dead_starts(n, m))
    dead = _DEAD_CACHE[n, m]
    bad = sum(dead.get(square) != steps for square, steps in given.items())
    missing = len(set(dead) - set(given))
    if bad and set(given) == set(dead):  # the squares are the right set: only steps are off (nothing to probe)
        return wrong(
            f"the squares are right; the step counts are not those of the search for {bad} of them: give, for each "
            f"square, the steps count_steps returned for it (with gave_up False), unchanged"
        )
    if bad or missing:
        parts = []
        if bad:
            parts.append(
                f"{bad} of your {len(given)} entries {'is' if bad == 1 else 'are'} wrong: a tour starts from that "
                f"square, or its steps are not those of a search that tried every move sequence from it (count a "
                f"square only when count_steps returned None with gave_up False; if the budget ended it, run it "
                f"again with a bigger one)"
            )
        if missing:  # say that some are missing, never how many: a count would let a student probe squares
            parts.append(_missing_hint(n, m))
        return wrong("; ".join(parts))
    return correct(
        f"no tour of the {n}x{m} board starts from these {len(dead)} squares: each is proved by a search that tried "
        "every move sequence from it"
    )


# ---- notebook 09: splice two closed tours -------------------------------------------------------------------------


def _splice_cases() -> list[tuple[list[Square], list[Square], Square, Square, Square, Square]]:
    """Test splices: the pictured one, then pairs of closed tours (Schwenk's 3×10 and 3×12 bases and their mirror
    images, a 6×6 block tour) one above the other or side by side, each list turned to begin at a random place, some
    reversed, so that p may be last and q first."""
    from teachkit.knight.construct import block_tour, splice_example, splices
    from teachkit.knight.schwenk import BASE_10, BASE_12

    rng = random.Random(9)
    flip = [(2 - r, c) for r, c in BASE_10]
    six = list(block_tour(6, 6))
    pairs = [  # (tour a, tour b in its own coordinates, shift of b)
        (list(BASE_10), flip, (3, 0)),
        (list(BASE_12), list(BASE_10), (3, 0)),
        (list(BASE_12), [(2 - r, c) for r, c in BASE_12], (3, 0)),
        (six, six, (0, 6)),
        (six, six[::-1], (6, 0)),
    ]
    cases = [splice_example()]
    for a, b_local, shift in pairs:
        found = splices(tuple(a), True, tuple(b_local), True, shift)
        for p, q, y, z in (found[0], found[len(found) // 2], found[-1]):
            b = [(r + shift[0], c + shift[1]) for r, c in b_local]
            y, z = (y[0] + shift[0], y[1] + shift[1]), (z[0] + shift[0], z[1] + shift[1])
            aa, bb = list(a), list(b)
            if aa[(aa.index(p) + 1) % len(aa)] != q:
                aa.reverse()
            if bb[(bb.index(y) + 1) % len(bb)] != z:
                bb.reverse()
            i, j = rng.randrange(len(aa)), rng.randrange(len(bb))
            cases.append((aa[i:] + aa[:i], bb[j:] + bb[:j], p, q, y, z))
    # p last and q first in a, y last and z first in b: the lists wrap around
    a, b, p, q, y, z = cases[1]
    i, j = a.index(q), b.index(z)
    cases.append((a[i:] + a[:i], b[j:] + b[:j], p, q, y, z))
    return cases


@guarded()
def check_splice(fn: Callable) -> CheckResult:
    """Does fn(a, b, p, q, y, z) splice closed tours a and b into one closed tour (delete p→q and y→z, add p–y
    and q–z), on the pictured example and on 16 more?"""
    from teachkit.knight.construct import splice_tours
    from teachkit.knight.tour import is_knight_move

    what = "cut each loop at its crossed-out move and join the pieces with the two new moves"
    refused = _refused(fn, "check_splice", "my_splice", what, splice_tours)
    if refused is not None:
        return refused
    cases = _splice_cases()
    for number, (a, b, p, q, y, z) in enumerate(cases, start=1):
        where = "on the pictured example" if number == 1 else f"on test splice {number} (p={p}, q={q}, y={y}, z={z})"
        given_a, given_b = list(a), list(b)
        try:  # run under _run: a function that merely calls splice_tours (with list copies, say) is caught
            got, called = _run(fn, (given_a, given_b, p, q, y, z), (splice_tours,))
        except Exception as error:  # the student's code may fail in any way
            return _raised(error, where)
        if called is not None:
            return _uses_library(called, what)
        if got is None or got is ...:
            return wrong(f"{STUB_HINT} one list of squares ({where})")
        if isinstance(got, (str, bytes)) or not isinstance(got, Sequence):
            return wrong(f"return one list of (row, col) squares, got {type(got).__name__} ({where})")
        if not isinstance(got, list):
            return wrong(f"return one list of (row, col) squares, got a {type(got).__name__}: make it a list ({where})")
        if given_a != list(a) or given_b != list(b):
            changed = "a" if given_a != list(a) else "b"
            return wrong(
                f"your function changed the list {changed} it was given ({where}): build a new list and leave a and b "
                f"as they were (the caller may still need them)"
            )
        squares = [s for s in map(_as_square, got) if s is not None]
        if len(squares) < len(got):
            return wrong(f"return a list of (row, col) pairs of ints; one item is not ({where})")
        seen: set[Square] = set()
        for s in squares:
            if s in seen:
                return wrong(f"{where} your tour visits {s} twice: each square of a and b comes once")
            seen.add(s)
        everything = set(a) | set(b)
        if seen - everything:
            return wrong(f"{where} your tour has a square that is in neither a nor b: {sorted(seen - everything)[0]}")
        if len(seen) < len(everything):
            missed = [f"{_squares(len(set(t) - seen))} of {name}" for name, t in (("a", a), ("b", b)) if set(t) - seen]
            return wrong(f"{where} your tour misses {' and '.join(missed)}: keep every square of both")
        moves = {frozenset(e) for t in (a, b) for e in zip(t, t[1:] + t[:1])}
        moves -= {frozenset((p, q)), frozenset((y, z))}
        moves |= {frozenset((p, y)), frozenset((q, z))}
        for u, v in zip(squares, squares[1:] + squares[:1]):
            if frozenset((u, v)) in moves:
                continue
            seam = "" if (u, v) != (squares[-1], squares[0]) else " (the move from your last square back to the first)"
            if frozenset((u, v)) == frozenset((p, q)):
                return wrong(f"{where} your tour still uses the move p–q{seam}, which the splice deletes")
            if frozenset((u, v)) == frozenset((y, z)):
                return wrong(
                    f"{where} your tour still uses the move y–z{seam}, which the splice deletes: b runs the wrong way "
                    f"round. After p comes y; from y walk b away from z, so that z comes last"
                )
            if frozenset((u, v)) in (frozenset((p, z)), frozenset((q, y))):
                return wrong(
                    f"{where} your tour goes from {u} to {v}{seam}, not a knight's move: the new moves are p–y and q–z "
                    f"(is the second tour walked the wrong way round?)"
                )
            if not is_knight_move(u, v):
                return wrong(f"{where} your tour goes from {u} to {v}{seam}, which is not a knight's move")
            return wrong(
                f"{where} your tour uses the move {u}–{v}{seam}, which is in neither tour: a splice keeps every "
                f"other move of a and b"
            )
    return correct(f"your splice joins the two tours into one closed tour on all {len(cases)} examples")


RERUN_RESULTS = ("found", "proved none", "gave up")
_RERUN_VERBS = {"found": "find a tour", "proved none": "prove there is none", "gave up": "give up"}


@guarded()
def check_budget_rerun(n: int, m: int, budget: int, result: object, steps: object) -> CheckResult:
    """Did the student rerun plain backtracking on n×m from a1 with ``budget`` steps and report what it did?

    ``result`` is "found" (a tour), "proved none" (every jump undone, no tour) or "gave up" (budget spent);
    ``steps`` the steps the search took. The budget must be bigger than the table's 100,000.
    """
    from teachkit.knight.search import backtrack

    if budget is ... or not _is_int(budget) or int(budget) <= 100_000:
        return wrong(
            f"set budget to a whole number bigger than the table's 100,000 (such as 1_000_000), got {shown(budget, 40)}"
        )
    if int(budget) > 5_000_000:
        return wrong("keep the budget at 5,000,000 or less, so the search takes seconds")
    if result is ... or steps is ...:
        return wrong('fill in result ("found", "proved none" or "gave up") and the steps your search returned')
    said = str(result).strip().lower()
    if said not in RERUN_RESULTS:
        return wrong(f'result should be "found", "proved none" or "gave up", got {shown(result, 40)}')
    if not _is_int(steps) or not isinstance(steps, numbers.Integral):  # isinstance: for the type checker
        return wrong(f"steps should be the whole number (int) the search returned, got {shown(steps, 40)}")
    tour, took = backtrack(n, m, (0, 0), int(budget))
    truth = "found" if tour is not None else "proved none" if took < int(budget) else "gave up"
    if said != truth:
        return wrong(
            f"with a budget of {int(budget):,}, the search on {n}x{m} from a1 did not {_RERUN_VERBS[said]}: "
            f"run search({n}, {m}, "
            f"(0, 0), budget) and read its answer (a tour, or None with the steps below the budget: proved none; "
            f"None with the steps equal to the budget: gave up)"
        )
    if int(steps) != took:
        return wrong(f"the result is right, but {int(steps):,} is not the number of steps the search returned: copy it")
    meaning = {
        "found": 'so the earlier "budget used up" was no sign that there is no tour',
        "proved none": "every move sequence from a1 was tried: a proof that no tour starts there",
        "gave up": "still nothing decided: a bigger budget might find a tour or prove there is none",
    }[truth]
    return correct(f"{truth}, after {took:,} steps with a budget of {int(budget):,} on {n}x{m} from a1: {meaning}")
