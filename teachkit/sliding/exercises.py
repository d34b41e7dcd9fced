"""Checkers for the exercises of the 15-puzzle notebooks: each returns ``correct`` or says what is wrong.

A checker compares the student's answer with what the engine computes (board.py, heuristics.py, search.py)
and, when the answer is wrong, gives a hint a student can act on rather than the right value. A checker never
raises on the student's answer: a stub (``...``), an answer of the wrong type or a function that raises all
get a "not yet" verdict that says what to do. No plotting here.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import itertools
import math
import numbers
import random
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from types import FrameType
from typing import NamedTuple

from teachkit.checks import (
    CheckResult,
    cell_uses,
    copies_library,
    correct,
    first_call,
    names_used,
    source_tree,
    wrong,
)
from teachkit.errors import TeachkitError
from teachkit.guard import TimeUp, error_text, guarded, shown
from teachkit.sliding import heuristics
from teachkit.sliding.board import (
    IllegalMove,
    InvalidBoard,
    apply_moves,
    inversions,
    parity_class,
    parse_board,
    random_board,
    width,
)
from teachkit.sliding.board import (
    goal as solved_board,
)
from teachkit.sliding.measure import effective_branching_factor, scramble

Board = tuple[int, ...]


class ExerciseError(TeachkitError, TypeError):
    """A checker was set up wrongly by the notebook (an unknown heuristic name): a mistake of the author's,
    not of the student's; the student's answers are never met with an exception."""


MISSING = "replace the ... with your answer, then run the cell again"
MAX_SOLUTION_MOVES = 100_000  # moves check_solution reads at most (an endless iterable is cut there)
ADMISSIBLE_SECONDS = 60.0  # check_admissible over all 181,440 8-puzzle states, with the student's own h


def _whole(answer) -> bool:
    """A whole number: an int or a numpy integer (not a bool)."""
    return isinstance(answer, numbers.Integral) and not isinstance(answer, bool)


def _not_an_int(answer) -> str:
    """What to tell an answer that is not an int: a float such as 18.0 is asked to be written as the integer."""
    number = _number(answer)
    if number is not None and number.is_integer():
        return f"write it as an integer ({int(number)}, not {shown(answer)})"
    return f"answer a whole number, got {shown(answer)}"


def _number(value) -> float | None:
    """``value`` as a finite float if it is a real number (numpy ones too, not a bool), else None."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        return None
    try:
        number = float(value)
    except (OverflowError, ValueError, TypeError):
        return None
    return number if math.isfinite(number) else None


def _setup_int(name: str, value, lo: int, hi: int) -> int:
    """An author's argument (count, k, seed ...) as an int in [lo, hi], else ExerciseError."""
    if not _whole(value) or not lo <= value <= hi:
        raise ExerciseError(f"{name} must be a whole number from {lo} to {hi}, got {shown(value)}")
    return int(value)


def _setup_real(name: str, value, lo: float, hi: float) -> float:
    """An author's argument (a tolerance) as a finite number in [lo, hi], else ExerciseError."""
    number = _number(value)
    if number is None or not lo <= number <= hi:
        raise ExerciseError(f"{name} must be a number from {lo:g} to {hi:g}, got {shown(value)}")
    return number


def _missing(answer) -> bool:
    """True while the student has not filled in the stub (``...`` or None)."""
    return answer is ... or answer is None


def _not_a_function(function) -> CheckResult | None:
    """The "not yet" verdict for a stub or something that is not a function; None if it is callable."""
    if _missing(function):
        return wrong(MISSING)
    if not callable(function):
        return wrong(f"pass your function itself (its name, no parentheses), got {shown(function)}")
    return None


def _one_argument(heuristic: Callable, goal: Sequence[int] | None = None) -> Callable[[Board], int]:
    """A heuristic as a function of the board alone, whether it takes (board) or (board, goal).

    A local adapter until heuristics.py offers one: the engine's heuristics take (board, goal=None), a
    student's usually only (board)."""
    try:
        inspect.signature(heuristic).bind(None)
    except TypeError:
        return lambda board: heuristic(board, goal)
    except ValueError:  # no signature (a builtin): call it with the board alone
        pass
    if goal is None:
        return heuristic
    try:
        inspect.signature(heuristic).bind(None, None)
    except TypeError:
        return heuristic
    return lambda board: heuristic(board, goal)


def _heuristic(name_or_function: str | Callable) -> tuple[str, Callable]:
    """Resolve 'manhattan' (or the function itself) to (name, function) among the engine's heuristics."""
    if callable(name_or_function):
        return getattr(name_or_function, "__name__", "heuristic"), name_or_function
    name = str(name_or_function).replace("_", " ")
    if name not in heuristics.HEURISTICS:
        raise ExerciseError(f"heuristic must be one of {sorted(heuristics.HEURISTICS)}, got {name_or_function!r}")
    return name, heuristics.HEURISTICS[name]


# ---- solvability --------------------------------------------------------------------------------------


@guarded()
def check_solvable(board: Sequence[int], answer: bool, goal: Sequence[int] | None = None) -> CheckResult:
    """Is ``answer`` (True = can reach the goal) right for ``board``? Hints at the rule, never at the count."""
    if _missing(answer):
        return wrong(MISSING)
    if type(answer).__module__ == "numpy" and type(answer).__name__ in ("bool_", "bool"):  # numpy's True, False
        answer = bool(answer)
    if not isinstance(answer, bool):
        return wrong(f"answer True (solvable) or False (unsolvable), got {shown(answer)}")
    board = parse_board(board)
    target = solved_board(width(board)) if goal is None else parse_board(goal)
    k = width(board)
    truth = parity_class(board) == parity_class(target)
    if answer == truth:
        why = f"{inversions(board)} inversions"
        if k % 2 == 0:
            why += f", blank in row {board.index(0) // k} (rows counted from 0 at the top)"
        return correct(
            f"{'solvable' if truth else 'not solvable'}: {why}; this board's class is "
            f"{parity_class(board)}, the goal's is {parity_class(target)}"
        )
    if k % 2 == 1:
        return wrong(
            "count the inversions again: every pair of tiles in the wrong order, the blank ignored; "
            "the board is solvable exactly when their parity is the goal's"
        )
    by_inversions_alone = inversions(board) % 2 == inversions(target) % 2
    if answer == by_inversions_alone:
        return wrong(
            f"on a {k} × {k} board the inversions alone do not decide it: a vertical move changes "
            f"them by an odd number, so add the row of the blank (counted from 0 at the top) and "
            f"compare the parity of the sum with the goal's"
        )
    return wrong(
        "count the inversions again (every pair of tiles in the wrong order, the blank ignored), add "
        "the row of the blank, and compare the parity of the sum with the goal's"
    )


@guarded()
def check_inversions(board: Sequence[int], answer: int) -> CheckResult:
    """Is ``answer`` the number of inversions of ``board`` (pairs of tiles in the wrong order, blank ignored)?

    A wrong count gets the method and the first tile's share, never whether it was too high or too low."""
    if _missing(answer):
        return wrong(MISSING)
    if not _whole(answer):
        return wrong(f"answer a whole number, got {shown(answer)}")
    board = parse_board(board)
    truth = inversions(board)
    if answer == truth:
        return correct(f"{truth} inversions")
    tiles = [t for t in board if t]
    first = tiles[0]
    below = sum(1 for t in tiles[1:] if t < first)
    return wrong(
        f"{answer} is not the count; read the tiles in order {tiles} and, for each tile, count the smaller "
        f"tiles after it (for {first} that is {below}); the blank does not count"
    )


# ---- heuristics ---------------------------------------------------------------------------------------


def _blank_distance(board: Board, target: Board) -> int:
    """Rows plus columns between the blank and its goal square (what a Manhattan sum that counts the blank adds)."""
    k = width(board)
    (r, c), (gr, gc) = divmod(board.index(0), k), divmod(target.index(0), k)
    return abs(r - gr) + abs(c - gc)


def _value_mistakes(name: str, board: Board, target: Board, other_goal: Board | None) -> list[tuple[int, str]]:
    """(value, diagnosis) for the usual mistakes in computing heuristic ``name`` by hand on ``board``."""
    h = heuristics.HEURISTICS[name]
    truth = h(board, target)
    mistakes: list[tuple[int, str]] = []
    if name in ("manhattan", "linear conflict"):
        mistakes.append(
            (
                truth + _blank_distance(board, target),
                "that is what you get when the blank is counted like a tile: leave the blank out, it is not a tile",
            )
        )
    if name == "misplaced":
        blank_away = board.index(0) != target.index(0)
        mistakes.append(
            (truth + int(blank_away), "the blank is away from its square here, but it is not a tile: do not count it")
        )
    if other_goal is not None and other_goal != target:
        mistakes.append(
            (
                h(board, other_goal),
                "that is the value for the other goal: measure each tile against its square in the goal given "
                + (
                    "(here the blank comes first, so tile t belongs in cell t, counting the cells from 0)"
                    if target.index(0) == 0
                    else "(here the blank comes last, so tile t belongs in cell t - 1, counting the cells from 0)"
                ),
            )
        )
    if name == "manhattan":
        mistakes.append(
            (
                heuristics.misplaced(board, target),
                "that counts each misplaced tile once; Manhattan adds how far each one is: rows plus columns",
            )
        )
        mistakes.append(
            (heuristics.linear_conflict(board, target), "that adds a linear-conflict penalty; Manhattan has none")
        )
    if name == "linear conflict":
        mistakes.append(
            (
                heuristics.manhattan(board, target),
                "that is the Manhattan part alone: add 2 for each tile that must leave its goal row or column",
            )
        )
    return [(value, why) for value, why in mistakes if value != truth]


@guarded()
def check_heuristic_value(
    board: Sequence[int], heuristic: str | Callable, answer: int, goal: Sequence[int] | None = None
) -> CheckResult:
    """Is ``answer`` the value of ``heuristic`` ('misplaced', 'manhattan', 'linear conflict') on ``board``?

    A wrong answer that matches a usual mistake (the blank counted, the other goal, misplaced tiles for Manhattan,
    ...) is told which; any other wrong answer gets what to count again. Never the direction (too high, too low)
    nor the per-tile values: one could home in on the value by halving the gap."""
    if _missing(answer):
        return wrong(MISSING)
    if not _whole(answer):
        return wrong(_not_an_int(answer))
    board = parse_board(board)
    name, h = _heuristic(heuristic)
    target = solved_board(width(board)) if goal is None else parse_board(goal)
    truth = h(board, target)
    if answer == truth:
        return correct(f"{name} = {truth}")
    if name in heuristics.HEURISTICS:
        default = solved_board(width(board))
        other = default if target != default else solved_board(width(board), blank="first")
        for value, why in _value_mistakes(name, board, target, other):
            if answer == value:
                return wrong(f"{name} is not {answer} on this board — {why}")
    away = sum(1 for t, g in zip(board, target) if t and t != g)
    if name in ("manhattan", "linear conflict"):
        hint = (
            f"{away} of the {len(board) - 1} tiles are not on their goal square; for each of them write down the "
            f"rows plus the columns to its square in the goal given (the blank is not a tile), then add the list"
        )
        if name == "linear conflict":
            hint += "; then add 2 for each tile that must leave its goal row or column to let another pass"
    elif name == "misplaced":
        hint = "count the tiles that are not on their goal square; the blank is not a tile, so it never counts"
    else:
        hint = "zero is always 0"
    return wrong(f"{name} is not {answer} on this board — {hint}")


_BY_HAND_REFUSED = (heuristics.manhattan, heuristics.linear_conflict, heuristics.misplaced, heuristics.HEURISTICS)


def check_manhattan_by_hand(board: Sequence[int], answer: int, goal: Sequence[int] | None = None) -> CheckResult:
    """``check_heuristic_value(board, "manhattan", answer, goal)``: Exercise 1 of notebook 06 (Manhattan by hand).
    An answer the calling cell makes with teachkit's own heuristics is refused, as hanoi's check_by_hand does."""
    made = cell_uses(_BY_HAND_REFUSED)
    if made:
        return wrong(
            f"work it out yourself — this cell uses teachkit's own {made}, which does the whole job. Add up each "
            "tile's distance by hand, on paper, and write the sum as a number"
        )
    return check_heuristic_value(board, "manhattan", answer, goal)


def sample_boards(k: int, count: int, seed: int = 0) -> list[Board]:
    """``count`` seeded random boards of width k (solvable ones, plus the goal)."""
    boards = [solved_board(k)]
    rng = random.Random(seed)
    while len(boards) < count:
        boards.append(random_board(k, seed=rng.randrange(2**32)))
    return boards


def _library_codes(functions: Iterable[Callable]) -> dict[object, str]:
    """The code objects of teachkit's own functions (the plain form behind each checked wrapper), by name."""
    codes = {}
    for function in functions:
        name = getattr(function, "__name__", "function")
        for layer in (function, getattr(function, "raw", None), getattr(function, "__wrapped__", None)):
            code = getattr(layer, "__code__", None)
            if code is not None and code.co_name != "heuristic":  # skip the wrapper shared by all checked forms
                codes[code] = name
    return codes


def _first_call(function: Callable, args: tuple, name_of: Callable[[FrameType], str | None]) -> str | None:
    """Run ``function(*args)`` watching every Python call: the first non-None ``name_of(frame)``, else None.

    The student's errors are ignored here: the checker itself reports them when it runs the function."""

    def work() -> None:
        with contextlib.suppress(Exception):
            function(*args)

    return first_call(work, name_of)


def _calls_library(function: Callable, args: tuple, library: Iterable[Callable]) -> str | None:
    """The name of the teachkit function that ``function(*args)`` calls on the way, if any (else None).

    Catches what ``copies_library`` cannot see from the code alone, e.g. ``lambda b: HEURISTICS["misplaced"](b)``."""
    codes = _library_codes(library)
    return _first_call(function, args, lambda frame: codes.get(frame.f_code))


def _own_work(function: Callable, args: tuple, library: Sequence[Callable], what: str) -> CheckResult | None:
    """The "not yet" verdict when ``function`` is (or only calls) teachkit's own ``library`` function."""
    name = copies_library(function, *library) or _calls_library(function, args, library)
    if name is None:
        return None
    return wrong(
        f"that is teachkit's own {name} (or a call to it); write your own {what} — the exercise is to "
        f"compute it yourself, with plain Python"
    )


def _heuristic_hint(name: str, board: Board, mine: int, expected: int) -> str:
    """What to check when a student's heuristic disagrees with the engine's on ``board``: a diagnosis of the
    usual mistake if ``mine`` matches it, else what to compute; never the value, nor too high or too low."""
    target = solved_board(width(board))
    if name in heuristics.HEURISTICS:
        blank_first = solved_board(width(board), blank="first")  # tile t in cell t: the usual slip
        if mine == heuristics.HEURISTICS[name](board, blank_first) != heuristics.HEURISTICS[name](board, target):
            return (
                "that is the value for a goal with the blank first (tile t in cell t); the goal here has the blank "
                "last, so tile t belongs in cell t - 1, counting the cells from 0"
            )
        for value, why in _value_mistakes(name, board, target, None):
            if mine == value:
                return why
    if name == "misplaced":
        return "count only the tiles (1, 2, …) whose square differs from their square in the goal"
    if name in ("manhattan", "linear conflict"):
        return (
            "for each tile (not the blank) add the rows plus the columns between its square and its "
            "goal square; row = position // width, column = position % width"
        )
    return "compare your function with the definition, tile by tile, on this board"


@guarded()
def check_heuristic_function(
    function: Callable[[Board], int],
    heuristic: str | Callable,
    k: int | Sequence[int] = (3, 4),
    count: int = 300,
    seed: int = 0,
) -> CheckResult:
    """Does ``function(board)`` agree with the engine's ``heuristic`` on ``count`` seeded boards of each width in k
    (3 × 3 and 4 × 4 unless told)? teachkit's own heuristics (or a call to one) are refused: write your own."""
    problem = _not_a_function(function)
    if problem is not None:
        return problem
    name, h = _heuristic(heuristic)
    count = _setup_int("count", count, 1, 100_000)
    seed = _setup_int("seed", seed, 0, 2**63)
    if _whole(k):
        widths: tuple[int, ...] = (_setup_int("k", k, 2, 16),)
    elif isinstance(k, (list, tuple)) and k:
        widths = tuple(_setup_int("k", size, 2, 16) for size in k)
    else:
        raise ExerciseError(f"k must be a board width (2 to 16) or a non-empty list of them, got {shown(k)}")
    mine_of = _one_argument(function)
    library = list(heuristics.HEURISTICS.values())
    own = _own_work(function, (sample_boards(widths[0], 2, seed)[-1],), library, name)
    if own is not None:
        return own
    for size in widths:
        wider = size > widths[0]  # every board of the first width passed already
        fixed = (
            f"it is right on the {widths[0]} × {widths[0]} boards but not on this {size} × {size} one: does your "
            f"code assume the width {widths[0]} or its goal? Compare with goal(k) for the board's own width, "
            f"k = math.isqrt(len(board))"
        )
        for board in sample_boards(size, count, seed):
            try:
                mine = mine_of(board)
            except Exception as err:  # the student's code: report its error as a verdict
                where = f"; {fixed}" if wider else ""
                return wrong(f"your function raised {error_text(err)} on board {board}{where}")
            if mine is None:
                return wrong("your function returns None: finish it and `return` the number")
            if _number(mine) is None:
                return wrong(f"on board {board} your function returns {shown(mine)}: `return` a whole number")
            expected = h(board)
            if mine != expected:
                hint = fixed if wider else _heuristic_hint(name, board, mine, expected)
                return wrong(f"on board {board} your function gives {shown(mine)}: {hint}")
    sizes = " and ".join(f"{size} × {size}" for size in widths)
    return correct(f"agrees with {name} on {count} boards each of {sizes}")


def check_misplaced_function(function: Callable[[Board], int]) -> CheckResult:
    """``check_heuristic_function(function, "misplaced")``: Exercise 2 of notebook 06 (write misplaced tiles)."""
    return check_heuristic_function(function, "misplaced")


@guarded(ADMISSIBLE_SECONDS)
def check_admissible(
    function: Callable[[Board], int], answer: bool, distances: Mapping[Board, int], witness: object = None
) -> CheckResult:
    """Is ``answer`` (True = never overestimates) right for ``function``, judged on every state in ``distances``?

    ``distances`` maps boards to their exact distance, e.g. ``bfs_distances(3)`` (all 181,440 8-puzzle states).
    False counts only with its evidence: ``witness``, a board of ``distances`` where ``function`` is above the
    true distance, so a blind second guess after True cannot pass. A wrong answer gets what to check (where to
    look for a counter-example, or for the reason there is none), never the verdict itself."""
    if _missing(answer):
        return wrong(MISSING)
    problem = _not_a_function(function)
    if problem is not None:
        return problem
    if not isinstance(answer, bool):
        return wrong(f"answer True (admissible) or False (it can overestimate), got {shown(answer)}")
    if not isinstance(distances, Mapping) or not distances:
        raise ExerciseError(f"distances must be a non-empty mapping of boards to distances, got {shown(distances)}")
    h = _one_argument(function)
    counterexample: tuple[Board, int, int] | None = None
    for board, exact in distances.items():
        try:
            value = h(board)
        except Exception as err:
            return wrong(f"the heuristic raised {error_text(err)} on board {board}")
        if _number(value) is None or value < 0:
            return wrong(
                f"the heuristic returns {shown(value)} on board {board}: a heuristic returns a number of moves, "
                f"0 or more (not None, text, NaN or a generator)"
            )
        if value > exact:
            counterexample = (board, value, exact)
            break
    if answer:  # the student says admissible
        if counterexample is None:
            return correct(f"never above the true distance on all {len(distances):,} states")
        return wrong(
            "True claims h(n) ≤ h*(n) on every board, so test it where h* is smallest: take a board one move from "
            "the goal (h* = 1), then one two moves away, and work out what each part of h says there"
        )
    return _judge_witness(h, witness, distances)


def _judge_witness(h: Callable[[Board], int], witness: object, distances: Mapping[Board, int]) -> CheckResult:
    """The verdict False stands only on a board where h is above the true distance: is ``witness`` one?"""
    if witness is None or _missing(witness):
        return wrong(
            "False needs a counter-example: set my_witness to a board where h is larger than the number of moves "
            "left. If you cannot build one, ask how much a single move can lower h — if never more than 1, h can "
            "never climb above the moves left"
        )
    try:
        board = parse_board(witness)  # type: ignore[arg-type]  # parse_board names what is wrong with it
    except Exception as err:
        return wrong(f"my_witness is not a board: {error_text(err)}")
    if board not in distances:
        return wrong(f"my_witness {board} is not among the boards checked here (size or solvability)")
    value, exact = h(board), distances[board]
    if value > exact:
        return correct(f"it overestimates: h = {value} > h* = {exact} on {board}")
    return wrong(
        f"on my_witness h = {value} and the board is {exact} moves from the goal: h is not above the moves left, "
        f"so it is no counter-example"
    )


# ---- effective branching factor ------------------------------------------------------------------------


@guarded()
def check_branching_factor(n: int, d: int, answer: float, tolerance: float = 0.01) -> CheckResult:
    """Is ``answer`` the effective branching factor b* for n nodes below the root (N + 1 = 1 + b* + ... + b*^d)?

    A wrong value is told what to compute, never whether it is too large or too small (that would let a student
    bisect towards b* by trial, with the checker doing the sums)."""
    if _missing(answer):
        return wrong(MISSING)
    tolerance = _setup_real("tolerance", tolerance, 0.0, 1.0)
    value = _number(answer)
    if value is None:
        return wrong(f"answer a finite number, got {shown(answer)}")
    truth = effective_branching_factor(n, d)
    if math.isfinite(value) and abs(value - truth) <= tolerance:
        return correct(f"b* = {truth:.3f}")
    for why, (n2, d2) in _b_star_slips(n, d):
        if abs(value - effective_branching_factor(n2, d2)) <= tolerance:
            return wrong(f"b* is not {shown(answer)} here — {why}")
    return wrong(
        f"b* is not {shown(answer)} here: b* is the b for which 1 + b + b² + … + b^{d} equals n + 1 = {n + 1:,} "
        f"(the start board is the 1, the other n nodes fill the levels 1 to d); work out that sum for your b "
        f"and see whether it is n + 1"
    )


def _tree_size(b: float, d: int) -> float:
    """1 + b + ... + b^d, or inf when b is not a finite number of sensible size."""
    if not math.isfinite(b) or abs(b) >= 1e6:
        return math.inf
    return sum(b**i for i in range(d + 1))


def _b_star_slips(n: int, d: int, sum_given: bool = False) -> list[tuple[str, tuple[int, int]]]:
    """(diagnosis, (n', d')) for the usual slips in the sum: the b they lead to is effective_branching_factor(n', d').

    A sum b + ... + b^d (no root) = n + 1 is 1 + ... + b^d = n + 2; a sum 1 + ... + b^(d-1) (``range(d)``) misses
    the last level; both together; and comparing with n instead of n + 1. With ``sum_given`` (notebook 06 hands
    the student ``tree_nodes(b, d)``, root included) a b for n + 1 nodes is first of all a comparison with n + 2,
    and is named so."""
    if sum_given:
        no_root = (
            "you compare the tree with n + 2: the tree 1 + b + … + b^d must hold n + 1 nodes, the n nodes plus the "
            "start board (if you wrote your own sum, check that it starts with the 1 = b^0)"
        )
        no_root_short = (
            "you compare the tree with n + 2 and your tree stops one level short: the tree 1 + b + … + b^d "
            "(d + 1 terms, up to b^d) must hold n + 1 nodes"
        )
    else:
        no_root = "your sum leaves out the root, the 1 = b^0 at the start (the start board)"
        no_root_short = (
            "your sum leaves out the root (the 1 = b^0 at the start) and also stops one level short of b^d: "
            "it should have d + 1 terms, from b^0 to b^d"
        )
    slips = [
        (
            "your sum stops one level short: 1 + b + … + b^d has d + 1 terms, the last one b^d "
            "(in Python, range(d) stops at d - 1)",
            (n, d - 1),
        ),
        (no_root, (n + 1, d)),
        (no_root_short, (n + 1, d - 1)),
        ("you compare the tree with n; the tree holds the n nodes plus the start board: n + 1", (n - 1, d)),
    ]
    return [(why, (n2, d2)) for why, (n2, d2) in slips if n2 >= 1 and d2 >= 1 and (n2, d2) != (n, d)]


# Library functions that solve the equation for the student (polynomial roots, root finders), by module and name:
# an answer that calls one is refused, the exercise being to write the bisection. Other functions of the same
# modules (numpy.polyval to add up the tree, say) are fine.
ROOT_FINDERS = (
    "numpy.lib._polynomial_impl",
    "numpy.lib.polynomial",
    "numpy.polynomial",
    "numpy.linalg",
    "scipy.optimize",
    "sympy",
)
ROOT_FINDER_NAMES = {
    "roots",
    "polyroots",
    "eigvals",
    "eig",
    "eigvalsh",
    "brentq",
    "brenth",
    "bisect",
    "ridder",
    "toms748",
    "newton",
    "fsolve",
    "root",
    "root_scalar",
    "solve",
    "nsolve",
    "nroots",
    "real_roots",
    "solveset",
}


def _root_finder_used(function: Callable, args: tuple) -> str | None:
    """The library root finder (numpy.roots, scipy.optimize.brentq, ...) that ``function(*args)`` calls, if any."""

    def root_finder(frame) -> str | None:
        module = frame.f_globals.get("__name__", "") or ""
        if module.startswith(ROOT_FINDERS) and frame.f_code.co_name in ROOT_FINDER_NAMES:
            return f"{module}.{frame.f_code.co_name}"
        return None

    return _first_call(function, args, root_finder)


@guarded()
def check_branching_function(function: Callable[[int, int], float], tolerance: float = 1e-3) -> CheckResult:
    """Does ``function(n, d)`` compute the effective branching factor, within ``tolerance`` of b*, on a set of
    test cases?

    teachkit's own ``effective_branching_factor`` (or a call to it) is refused, and so is a library root finder
    (``numpy.roots``, ``scipy.optimize``, ...): write your own bisection. A wrong value gets a diagnosis of the
    usual slips (a sum one level short, a sum without the root, n for n + 1, an interval that never moves), or
    what to check; never the right b*, nor whether it is too large or too small."""
    problem = _not_a_function(function)
    if problem is not None:
        return problem
    tolerance = _setup_real("tolerance", tolerance, 0.0, 1.0)
    own = _own_work(function, (52, 5), [effective_branching_factor], "bisection")
    if own is not None:
        return own
    library = _root_finder_used(function, (52, 5))
    if library is not None:
        return wrong(
            f"your function hands the equation to {library.split('.')[0]} ({library}), which solves it for you; "
            f"the exercise is the bisection itself — plain Python: a loop that halves [low, high]"
        )
    cases = [(52, 5), (6, 6), (30, 4), (1000, 10), (2_000_000, 24), (12, 20)]
    for n, d in cases:
        try:
            mine = function(n, d)
        except Exception as err:
            return wrong(f"your function raised {error_text(err)} for n = {n}, d = {d}")
        number = _number(mine)
        if number is None:
            return wrong(f"your function returned {shown(mine)} for n = {n}, d = {d}; `return` the number b*")
        mine = number
        truth = effective_branching_factor(n, d)
        close = tolerance  # the accuracy notebook 06 asks for: within 1e-3 of b*
        if abs(mine - truth) <= close:
            continue
        where = f"for n = {n}, d = {d} your function gives b = {mine:.4f}, which is not b*"
        for why, (n2, d2) in _b_star_slips(n, d, sum_given=True):
            if abs(mine - effective_branching_factor(n2, d2)) <= close:
                return wrong(f"{where}: {why}")
        if abs(mine) <= close or abs(mine - (n + 1)) <= close:
            return wrong(
                f"{where}: it is an end of the starting interval [0, n + 1], so the interval never closed in on "
                f"b*. When the tree of the middle holds fewer nodes than n + 1, b* lies above the middle: which end "
                f"moves then?"
            )
        return wrong(
            f"{where}. Check, for your b, that 1 + b + … + b^d (d + 1 terms) is n + 1, that the end of the "
            f"interval that moves is the one on the wrong side of b*, and that you stop only when the interval "
            f"is narrower than {tolerance:g} (the accuracy asked for)"
        )
    lines = _lines_run(function, (52, 5), cap=SCAN_LINES)
    if lines >= SCAN_LINES:
        return wrong(
            f"right values, but for n = 52, d = 5 your function ran more than {SCAN_LINES:,} lines of its code, "
            f"far more than a bisection needs (a scan in small steps, or far too many halvings?): the exercise is "
            f"bisection. Halving [0, n + 1] until it is narrower than {tolerance:g} takes about 16 halvings here"
        )
    return correct(f"right on all {len(cases)} test cases")


# Lines of the student's own code a bisection for b* (n = 52, d = 5) may run: about 16 halvings of a few lines
# plus a sum of d + 1 terms each stay far below it; a scan in steps of 0.0001 runs over 100,000.
SCAN_LINES = 20_000


class _Enough(BaseException):
    """Stops the student's function once the line count has said enough (not an Exception: not swallowed)."""


def _lines_run(function: Callable, args: tuple, cap: int) -> int:
    """How many lines of code from the student's cell (the file ``function`` was defined in) ``function(*args)``
    runs, counted up to ``cap``; an error the function raises is ignored (the value checks above report it)."""
    filename = getattr(getattr(function, "__code__", None), "co_filename", None)
    count = 0

    def local(frame: FrameType, event: str, arg: object) -> Callable | None:
        nonlocal count
        if event == "line":
            count += 1
            if count >= cap:
                raise _Enough
        return local

    def tracer(frame: FrameType, event: str, arg: object) -> Callable | None:
        return local if frame.f_code.co_filename == filename else None

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        function(*args)
    except (_Enough, Exception):
        pass
    finally:
        sys.settrace(previous)
    return count


# ---- A* written by the student --------------------------------------------------------------------------

ASTAR_SECONDS = 20.0  # wall-clock budget for all of the student's searches together
PROBE_SECONDS = 8.0  # wall clock for one probe search (the FIFO/LIFO test): generous, a loaded machine is slow


class _Budget(TimeUp):
    """Raised inside the student's search when it calls h far more often than A* needs (or runs too long); a
    BaseException (teachkit.guard.TimeUp), so the student's ``except Exception`` cannot swallow it."""


# A board on which A* with the inconsistent 4-4 pattern database (pdb_44) needs to reopen a board it has
# already expanded: a closed set that never reopens returns 16 moves instead of 14 (checked in
# tests/test_sliding_exercises.py).
REOPEN_BOARD: Board = (5, 1, 3, 4, 0, 8, 7, 6, 2)
# How the checker names that h to a student of notebook 05, who has not met pattern databases yet.
PDB_NAME = "the exact moves of tiles 1-4 plus those of tiles 5-8, looked up in a table (notebook 07 builds it)"


@functools.lru_cache(maxsize=1)
def pdb_44() -> Callable[[Board], int]:
    """The additive 4-4 pattern database of the 8-puzzle (tiles 1-4 and 5-8, with reflection): admissible,
    not consistent. Built in milliseconds and kept."""
    from teachkit.sliding.pdb import AdditivePDB, build_pattern_database

    return AdditivePDB([build_pattern_database(solved_board(3), group) for group in [(1, 2, 3, 4), (5, 6, 7, 8)]])


def astar_cases(count: int = 12, seed: int = 0) -> list[tuple[str, Board, Callable]]:
    """The checker's cases, in order: the goal itself, shallow boards, then seeded random 8-puzzle boards
    (all with Manhattan distance), one 2 × 2 and one easy 4 × 4 board (a search that tests against the 3 × 3
    goal fails there), then shallow boards with h = 0 (blind search), and last a board where the inconsistent
    4-4 pattern database makes A* reopen a board: ``count`` + 2 cases."""
    from teachkit.sliding.board import neighbors

    rng = random.Random(seed)
    shallow = [scramble(solved_board(3), 10, rng.randrange(2**32), neighbors) for _ in range(3)]
    deep = [random_board(3, seed=rng.randrange(2**32)) for _ in range(max(0, count - 8))]
    blind = [scramble(solved_board(3), 12, rng.randrange(2**32), neighbors) for _ in range(3)]
    other_widths = [scramble(solved_board(k), moves, rng.randrange(2**32), neighbors) for k, moves in ((2, 6), (4, 14))]
    return (
        [("manhattan", solved_board(3), heuristics.manhattan)]
        + [("manhattan", b, heuristics.manhattan) for b in shallow + deep + other_widths]
        + [("zero", b, heuristics.zero) for b in blind]
        + [(PDB_NAME, REOPEN_BOARD, pdb_44())]
    )


STALL_SECONDS = 1.0  # a search that gives h no board for this long goes round without taking entries off


class _Stalled(_Budget):
    """Raised inside the student's search when h has been given no board for ``STALL_SECONDS``: the loop goes
    round without generating anything (the same entry seen again and again, e.g. ``frontier[0]`` for a pop)."""


class _NotABoard(Exception):
    """Raised inside the student's search when h is given something that is not a board (a (move, board) pair)."""

    def __init__(self, thing: object):
        super().__init__(thing)
        self.thing = thing


def _is_board(thing: object) -> bool:
    """True for a tuple of whole numbers (the shape of a board; the engine checks the rest)."""
    return isinstance(thing, tuple) and all(isinstance(t, int) and not isinstance(t, bool) for t in thing)


def _run_student(
    function: Callable, board: Board, h: Callable, budget: int, seconds: float, record=None, stall: float = 0.0
):
    """Call ``function(board, counted_h)``; returns (value, h_calls, distinct boards h saw). Raises _Budget
    when h is called more than ``budget`` times or the time runs out (if the alarm can be used here), _Stalled
    (with ``stall`` > 0) when h is given no board for ``stall`` seconds, and _NotABoard when h is given
    something else than a board. ``record``, a list, gets every board h is given. Raises _LibraryUsed when the
    function called teachkit's own search on the way (``_LibraryWatch``)."""
    calls = [0]
    seen: set[Board] = set()

    def counted(b, *goal):  # a student may pass the goal too, as teachkit's heuristics allow
        calls[0] += 1
        if calls[0] > budget:
            raise _Budget
        if not _is_board(b):
            raise _NotABoard(b)
        seen.add(b)
        if record is not None:
            record.append(b)
        return h(b)

    alarm = threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer")
    if alarm:
        began = time.monotonic()
        last = [calls[0], began]  # h's call count at the last tick that saw it change, and when

        def ring(signum, frame):
            now = time.monotonic()
            if now - began >= seconds:
                raise _Budget
            if calls[0] != last[0]:
                last[:] = [calls[0], now]
            elif now - last[1] >= stall:
                raise _Stalled

        previous = signal.signal(signal.SIGALRM, ring)
        tick = min(seconds, stall / 4) if stall > 0 else seconds
        signal.setitimer(signal.ITIMER_REAL, max(tick, 0.01), max(tick, 0.01) if stall > 0 else 0)
    watch = _LibraryWatch()
    try:
        with watch:
            value = function(board, counted)
    except BaseException as err:  # a call to teachkit's search is the verdict, whatever happened after it
        if watch.found is not None and not isinstance(err, TimeUp):
            raise _LibraryUsed(watch.found) from err
        raise
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    if watch.found is not None:
        raise _LibraryUsed(watch.found)
    return value, calls[0], len(seen)


def _stalled_hint(function: Callable) -> str:
    """What a search that gives h no new board for STALL_SECONDS is likely doing (see _Stalled)."""
    code = getattr(getattr(function, "__func__", function), "__code__", None)
    said = (
        f"your search went round and round for {STALL_SECONDS:g} s without giving h a single board: the same "
        f"entry seems to come off again and again, and nothing new is pushed"
    )
    if "heappop" not in names_used(code):
        return (
            f"{said}. Your code never calls heapq.heappop: do you remove the entry you take? frontier[0] only "
            f"looks at the smallest entry and leaves it on the heap — take it off with heapq.heappop(frontier)"
        )
    return (
        f"{said}. Does every turn of your loop remove the entry it takes with heapq.heappop(frontier), before "
        f"anything can `continue`?"
    )


def _pushes(calls: Sequence[Board], start: Board) -> list[Board]:
    """The boards h was asked about, in order: the start left out, a board asked twice in a row counted once
    (``(g + 1 + h(child), h(child), ...)`` asks twice for one push)."""
    order: list[Board] = []
    for b in calls:
        if b != start and (not order or order[-1] != b):
            order.append(b)
    return order


def _reference_pushes(board: Board, h: Callable) -> list[Board]:
    """The boards teachkit's A* pushes on ``board`` (start left out), in the order it pushes them."""
    from teachkit.sliding.search import astar

    calls: list[Board] = []

    def pushed(b: Board, goal: Board | None = None) -> int:
        calls.append(b)
        return h(b)

    astar(board, pushed)
    return _pushes(calls, board)


# teachkit's own searches, by the names a student may call them: each answers the search exercises (05-1, 07-2).
LIBRARY_SEARCHES = (
    "astar",
    "astar_trace",
    "idastar",
    "idastar_manhattan",
    "idastar_manhattan_plain",
    "idastar_manhattan_fast",
    "idastar_pdb",
    "idastar_pdb_plain",
    "idastar_pdb_fast",
    "bfs_distances",
    "bfs_distances_plain",
    "solve",
    "hint",
    "plan",
)


def _library_search_functions() -> dict[str, Callable]:
    """teachkit's own searches (``LIBRARY_SEARCHES``), by name."""
    from teachkit.sliding import fast, pdb, search, solver

    modules = (search, pdb, fast, solver)
    return {name: getattr(m, name) for name in LIBRARY_SEARCHES for m in modules if hasattr(m, name)}


def _is_library(thing: object, searches: Iterable[Callable]) -> bool:
    """True if ``thing`` is one of ``searches`` or a layer of one (its ``raw`` or ``__wrapped__`` form)."""
    if thing is None:
        return False
    for s in searches:
        if thing is s or thing is getattr(s, "raw", None) or thing is getattr(s, "__wrapped__", None):
            return True
    return False


def _library_search(function: Callable) -> str | None:
    """The name of teachkit's search that ``function`` is or calls (``astar``, ``idastar``, ``solve`` ...), seen
    from its code alone, else None: the function itself, a default argument or closure cell holding a search, a
    global name bound to one, or a search's name used together with a teachkit module (an import inside the
    function or in a function nested in it, ``import teachkit.sliding as ts; ts.idastar(...)``, a global alias of
    a teachkit module). Reads only name tables, never bytecode. ``_LibraryWatch`` catches the other spellings
    (``importlib``, ``getattr``) while the function runs."""
    by_name = _library_search_functions()
    searches = list(by_name.values())
    name = copies_library(function, *searches)
    if name:
        return name
    function = getattr(function, "__func__", function)
    held = [
        *(getattr(function, "__defaults__", None) or ()),
        *(getattr(function, "__kwdefaults__", None) or {}).values(),
    ]
    for cell in getattr(function, "__closure__", None) or ():
        try:
            held.append(cell.cell_contents)
        except ValueError:  # an empty cell
            pass
    for thing in held:
        if _is_library(thing, searches):
            return getattr(thing, "__name__", "search")
    names = names_used(getattr(function, "__code__", None))
    space = getattr(function, "__globals__", {})
    for n in sorted(names):
        if _is_library(space.get(n), searches):
            return n
    teachkit_module = any(
        n == "teachkit" or n.startswith("teachkit.") or getattr(space.get(n), "__name__", "").startswith("teachkit")
        for n in names
    )
    if not teachkit_module:
        return None
    own = {n for n in names if callable(space.get(n)) and not _is_library(space.get(n), searches)}
    return next((n for n in LIBRARY_SEARCHES if n in names and n not in own), None)


ASTAR_OWN_WORK = (
    "your function hands the search to teachkit's own `{}` — write the loop yourself, with a heap of "
    "(f, h, counter, board) entries and a best-g table"
)
IDASTAR_OWN_WORK = (
    "your function hands the search to teachkit's own `{}` — write the depth-first search with a bound yourself, "
    "with neighbors and the h it is given"
)


class _LibraryUsed(Exception):
    """Raised by ``_run_student`` when the student's function called teachkit's own search on the way."""

    def __init__(self, name: str):
        super().__init__(name)
        self.name = name


# The files of teachkit's searches: any call into them while the student's function runs is a call to a search.
_SEARCH_FILES = ("search.py", "solver.py", "dispatch.py", "fast.py", "kernels.py", "aot.py")


class _LibraryWatch:
    """While active (a ``with`` block), notes the first call into teachkit's own search code, however the student
    reached it (an import inside a function, a module alias, ``importlib``, ``getattr``): ``found`` is then its
    name. Watches Python calls with ``sys.settrace`` (call events only, about twice the student's run time); the
    checker's own code never runs inside the block."""

    def __init__(self):
        import os

        from teachkit.sliding import pdb

        folder = os.path.dirname(os.path.abspath(pdb.__file__))
        self.files = {os.path.join(folder, f) for f in _SEARCH_FILES}
        self.codes = {
            getattr(getattr(f, "__wrapped__", f), "__code__", None): f.__name__
            for f in (pdb.idastar_pdb, pdb.idastar_pdb_plain, idastar_round, idastar_bounds)  # the last two: 07's trace
        }
        self.found: str | None = None
        self.previous = None

    def _name(self, code) -> str:
        name = self.codes.get(code)
        if name:
            return name
        if code.co_name in LIBRARY_SEARCHES:
            return code.co_name
        if getattr(code, "co_qualname", "").startswith("DistanceTable"):
            return "bfs_distances"
        return "search code"

    def __enter__(self):
        files, codes = self.files, self.codes

        def watch(frame, event, arg):  # called at each Python call; returns None: no line events
            code = frame.f_code
            if code.co_filename in files or code in codes:
                sys.settrace(None)  # one call is enough
                self.found = self._name(code)

        self.previous = sys.gettrace()
        sys.settrace(watch)
        return self

    def __exit__(self, *exc):
        sys.settrace(self.previous)
        return False


def _error_hint(err: Exception, function: Callable) -> str:
    """What the student's exception says about the likely mistake, and where in their code it was raised."""
    import traceback

    code = getattr(getattr(function, "__func__", function), "__code__", None)
    frames = [f for f in traceback.extract_tb(err.__traceback__) if code and f.filename == code.co_filename]
    where = f" in the line `{frames[-1].line}`" if frames and frames[-1].line else ""
    text = error_text(err)
    if isinstance(err, KeyError):
        hint = (
            "best_g only knows the boards you have recorded in it: record a child's g when you push it, "
            "and look up a board you may not have seen yet with best_g.get(board, math.inf)"
        )
    elif isinstance(err, TypeError) and "'<' not supported" in text:
        hint = (
            "when two heap entries tie, Python compares their next items; each entry must be "
            "(f, h, next(counter), board), with a fresh number from next(counter), so two boards are never compared"
        )
    elif isinstance(err, TypeError) and "unhashable" in text:
        hint = "a list cannot be a dictionary key or a set member: keep every board a tuple"
    elif isinstance(err, InvalidBoard):
        hint = (
            "teachkit's functions take a board, a tuple of 9 numbers here — check what you hand to "
            "neighbors and to h (neighbors yields (move, board) pairs)"
        )
    elif isinstance(err, IndexError) and "empty" in text:
        hint = "the frontier ran empty before the goal was taken off it: are the children pushed onto it?"
    elif isinstance(err, NameError):
        hint = "a name used before it is defined or imported (math.inf needs `import math`)"
    elif isinstance(err, TypeError) and "not callable" in text and (name := _overwritten_heuristic(err, function)):
        return (
            f"your function raised TypeError: {name} is not callable{where} — {name} holds "
            f"{_local_value(err, function, name)!r}, a number, not the heuristic any more. The likely cause: you "
            f"overwrote the parameter {name}, e.g. with `f, {name}, _, board = heapq.heappop(frontier)`; give the "
            f"popped estimate another name (such as h_board) and keep {name} for the function"
        )
    else:
        return f"your function raised {error_text(err)}{where}"
    return f"your function raised {error_text(err)}{where} (hint: {hint})"


def _student_locals(err: Exception, function: Callable) -> dict:
    """The local variables of the student's function in the frame where ``err`` was raised (empty if unknown)."""
    code = getattr(getattr(function, "__func__", function), "__code__", None)
    found: dict = {}
    tb = err.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code is code:
            found = dict(tb.tb_frame.f_locals)
        tb = tb.tb_next
    return found


def _overwritten_heuristic(err: Exception, function: Callable) -> str | None:
    """The name of the student's heuristic parameter if it no longer holds a function where ``err`` was raised."""
    try:
        params = list(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return None
    if len(params) < 2:
        return None
    found = _student_locals(err, function)
    name = params[1]
    return name if name in found and not callable(found[name]) else None


def _local_value(err: Exception, function: Callable, name: str) -> object:
    """The value the student's local variable ``name`` held where ``err`` was raised."""
    return _student_locals(err, function).get(name)


def _probe(function: Callable, board: Board, h: Callable, seconds: float, record=None):
    """The student's (cost, expanded) on a probe board, or None if it fails, runs too long or returns junk."""
    from teachkit.sliding.search import astar

    budget = 20 * astar(board, heuristics.zero).generated + 200
    try:
        value, _, _ = _run_student(function, board, h, budget, seconds, record)
    except (Exception, _Budget):
        return None
    ok = isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value)
    return value if ok else None


def _ignores_f_order(function: Callable, seed: int) -> str:
    """A hint if the student's search expands the same number of boards whatever h says (a FIFO or LIFO list)."""
    from teachkit.sliding.search import astar

    _, board, _ = astar_cases(8, seed)[-2]  # a blind-search case: a few hundred boards at most
    blind, guided = (_probe(function, board, h, PROBE_SECONDS) for h in (heuristics.zero, heuristics.manhattan))
    reference = (astar(board, heuristics.zero).expanded, astar(board, heuristics.manhattan).expanded)
    if blind and guided and blind[1] == guided[1] and reference[0] > 2 * reference[1]:
        return (
            f"On board {board} your search expands {blind[1]:,} boards whether h is Manhattan distance or "
            f"zero (teachkit's A* expands {reference[1]:,} and {reference[0]:,}): h does not decide which "
            f"board comes next. The frontier must hand back the entry of smallest f each time — a plain "
            f"list's append and pop hand entries back in the order they came (or the reverse); keep it a heap "
            f"with heapq.heappush and heapq.heappop"
        )
    return ""


def _pushes_equal_ways(function: Callable, seed: int) -> str:
    """A hint if, on a blind search (h = zero, where a first way is always a shortest), the student's search
    gives h the same board more than once: it pushes a board again for a way that is no shorter."""
    _, board, _ = astar_cases(8, seed)[-2]
    sites: list[tuple[int, Board]] = []  # (the line of the student's code that asked h, the board)

    def zero_noting_line(b: Board, *goal: object) -> int:
        sites.append((sys._getframe(2).f_lineno, b))  # this <- _run_student's counted h <- the student's line
        return 0

    if _probe(function, board, zero_noting_line, 3.0) is None:
        return ""
    # A board asked about again from the same line is pushed again; asked from another line (h called again
    # when an entry is popped, as (f, board) entries need) it is not.
    lines = {line for line, _ in sites}
    most = max(
        (max(Counter(_pushes([b for n, b in sites if n == line], board)).values(), default=0) for line in lines),
        default=0,
    )
    if most > 1:
        return (
            f"With h = zero on board {board} your search pushes the same board up to {most} times. There, "
            f"boards come off the heap in order of g, so the first way found to a board is already a "
            f"shortest one: your search pushes a board again for a way that is no shorter than the one "
            f"it knows — push a child only when the new way is strictly shorter than its best g so far"
        )
    return ""


def _tie_free(board: Board) -> Fraction:
    """Manhattan distance plus a fraction below 1 that differs from board to board (the board read as a number):
    no two heap entries ever tie on f. It only serves to run the student's search and teachkit's side by side
    with no ties to break: then both expand exactly the same boards if they are the same search."""
    k2 = len(board)
    number = functools.reduce(lambda n, t: n * k2 + t, board, 0)
    return heuristics.manhattan(board) + Fraction(number, k2**k2)


def _tie_order_hint(function: Callable, board: Board, record: Sequence[Board]) -> str:
    """A hint if the student's search differs from teachkit's A* on ``board`` only in how it breaks ties: given
    an h under which no two entries tie (``_tie_free``) both give the same (cost, expanded). Names the push order
    when the student's first pushes (the start's children) come in another order than neighbors gives them."""
    from teachkit.sliding.board import neighbors
    from teachkit.sliding.search import astar

    # The exercise's loop, not teachkit's astar: that one skips the move back to the parent, which changes
    # nothing with a consistent h but can with this one.
    reference = _mistaken_astar("none")(board, _tie_free)
    budget = 20 * astar(board, heuristics.zero).generated + 200
    try:
        value, _, _ = _run_student(function, board, _tie_free, budget, PROBE_SECONDS)
    except (Exception, _Budget):
        return ""
    if not (isinstance(value, tuple) and value == reference):  # its g may be a Fraction equal to a whole number
        return ""
    children = [child for _, child in neighbors(board)]
    first = _pushes(record, board)[: len(children)]
    said = (
        "your search differs from teachkit's A* only in how it breaks ties between entries of equal f "
        "(given an h under which no two entries ever tie, it expands exactly the boards A* does)"
    )
    if sorted(first) == sorted(children) and first != children:
        return (
            f"{said}: you push the start's children in another order than neighbors(start) gives them. Push the "
            f"children in the order neighbors gives them — among entries of equal f and equal h the older one "
            f"comes off first, so the push order decides which board is expanded first"
        )
    return (
        f"{said}: push (f, h, counter, board) entries, with a fresh number from next(counter) in each entry, so "
        f"among equal f the smaller h comes first, then the older entry, and push the children in the order "
        f"neighbors gives them"
    )


def _search_signature(function: Callable, name: str) -> CheckResult | None:
    """A student's search must be a function of two arguments, the start board and the heuristic h (A* and IDA*
    alike); the verdict if it is not, else None."""
    problem = _not_a_function(function)
    if problem is not None:
        return problem
    try:
        inspect.signature(function).bind(solved_board(3), heuristics.manhattan)
    except TypeError:
        return wrong(
            f"your function must take two arguments, the start board and the heuristic h: "
            f"`def {getattr(function, '__name__', name)}(start, h):`"
        )
    except ValueError:  # no signature to read (a builtin): its call will tell
        pass
    return None


@guarded(2 * ASTAR_SECONDS + 20)
def check_astar(function: Callable, count: int = 12, seed: int = 0) -> CheckResult:
    """Does ``function(start, h)`` -> (cost, expanded) run the same A* as ``teachkit.sliding.astar``?

    On each case (see ``astar_cases``) the cost must be the shortest and the expansions the same as teachkit's:
    heap entries (f, h, counter, board), a best-g table, stop when the goal is taken off the heap, a board
    counts as expanded when its successors are generated. A wrong answer gets a hint about the likely mistake,
    found by watching which boards the search gives h and by running it again on probe boards; the typical
    mistakes with h (a child given its parent's h, h left out of f: ``ASTAR_MISTAKES``) are named when the
    search behaves exactly like them on ``MISTAKE_BOARDS``, and otherwise the hint ends with a checklist.
    """
    problem = _search_signature(function, "my_astar")
    if problem is not None:
        return problem
    library = _library_search(function)
    if library:
        return wrong(ASTAR_OWN_WORK.format(library))
    verdict = _astar_cases_verdict(function, count, seed)
    if not verdict.ok:
        named = _named_astar_mistake(function)
        if named:
            return wrong(named)
    return verdict


def _astar_cases_verdict(function: Callable, count: int, seed: int) -> CheckResult:
    """check_astar's verdict on its cases (``astar_cases``): the first one the student's search gets wrong, with
    the hint its symptom points to, or correct."""
    cases = astar_cases(count, seed)
    seconds = ASTAR_SECONDS
    for name, board, h in cases:
        clock = time.perf_counter()
        record: list[Board] = []
        verdict = _astar_case_verdict(function, name, board, h, seconds, seed, record)
        if verdict is not None:
            return _other_width_verdict(verdict, board, record)
        seconds -= time.perf_counter() - clock
    return correct(f"the same cost and the same number of expansions as teachkit's A* on all {len(cases)} boards")


def _other_width_verdict(verdict: CheckResult, board: Board, record: Sequence[Board]) -> CheckResult:
    """``verdict`` on a board of another width than 3 (the cases before it, all 3 × 3, passed): said so, and
    when the search gave h the goal of the board's width but did not stop there, its goal test is named."""
    k = width(board)
    if k == 3 or verdict.ok or verdict.message.startswith("your function hands the search"):
        return verdict
    said = verdict.message
    if solved_board(k) in record:
        return wrong(
            f"your search gets every 3 × 3 board right, but on the {k} × {k} board {board} it pushed the "
            f"{k} × {k} goal and did not stop when it took it off: check your goal test — is the goal it compares "
            f"with the one of the start's own width?"
        )
    return wrong(f"your search gets every 3 × 3 board right, but not the {k} × {k} board {board}: {said}")


def _astar_case_verdict(
    function: Callable, name: str, board: Board, h: Callable, seconds: float, seed: int, record: list[Board]
) -> CheckResult | None:
    """check_astar's verdict on one case, None if the student's search gets it right; ``record`` gets the
    boards the search gave h."""
    from teachkit.sliding.search import astar

    reference = astar(board, h)
    budget = 20 * reference.generated + 200
    try:
        value, calls, distinct = _run_student(function, board, h, budget, seconds, record, STALL_SECONDS)
    except _LibraryUsed as err:
        return wrong(ASTAR_OWN_WORK.format(err.name))
    except _Stalled:
        return wrong(f"on board {board} (h = {name}) {_stalled_hint(function)}")
    except _Budget:
        if reference.expanded == 0:
            return wrong(_goal_not_seen(function, board))
        order = _ignores_f_order(function, seed)
        if order:
            return wrong(f"on board {board} (h = {name}) your search went on and on. {order}")
        return wrong(
            f"on board {board} (h = {name}) your search went on and on: teachkit's A* expands "
            f"{reference.expanded:,} boards there. It seems to expand boards again that it has "
            f"expanded already — keep a best-g table: skip the old entries of step 2, and push a child only if "
            f"this way to it is shorter than the best g recorded for it"
        )
    except _NotABoard as err:
        thing = err.thing
        if isinstance(thing, tuple) and len(thing) == 2 and isinstance(thing[0], str):
            return wrong(
                f"on board {board} your search gave h {shown(thing)}, which is not a board: neighbors(board) "
                f"yields (move, board) pairs — unpack each one, `for move, child in neighbors(board):`"
            )
        return wrong(
            f"on board {board} your search gave h {shown(thing)}, which is not a board: a board is a tuple of "
            f"numbers, as neighbors(board) hands them out (a list cannot be a dictionary key)"
        )
    except Exception as err:  # the student's code: report it, never a traceback
        return wrong(f"{_error_hint(err, function)} — on board {board} (h = {name})")
    if value is None and reference.expanded == 0 and distinct > 1:
        return wrong(_goal_not_seen(function, board))
    if value is None and distinct > 1:  # the loop ran (it called h on children) and fell off the end
        return wrong(
            f"on board {board} (h = {name}) your function returns None although its loop ran: either it "
            f"never reaches `return cost, expanded` (a `break` at the goal, or no return at all), or the heap "
            f"ran out before the goal was taken off. Skip only the old entries of step 2, not every board seen "
            f"before. {ASTAR_CHECKLIST}"
        )
    if value is None and "heappop" in names_used(getattr(getattr(function, "__func__", function), "__code__", None)):
        return wrong(
            f"on board {board} (h = {name}) your function returned None, and h was asked about the start alone: "
            f"the heap ran out before the goal was taken off, with no child ever pushed. Did your loop skip the "
            f"start's entry (or every entry), or never run? Only the old entries of step 2 are skipped, and the "
            f"start's entry is not old"
        )
    if value is None:
        return wrong(
            "your function returns None: finish the loop and `return cost, expanded` when the goal "
            "is taken off the heap"
        )
    if not isinstance(value, tuple) or len(value) != 2 or not all(_whole(v) for v in value):
        if isinstance(value, tuple) and any(isinstance(v, (list, tuple)) for v in value):
            return wrong(
                f"return two whole numbers, `cost, expanded`, got {shown(value)}: the cost is the number of "
                f"moves (the g of the goal), not the path itself"
            )
        return wrong(f"return the pair `cost, expanded` (two whole numbers), got {shown(value)}")
    cost, expanded = value
    if (cost, expanded) == (reference.cost, reference.expanded):
        return None
    where = f"on board {board} (h = {name})"
    if (expanded, cost) == (reference.cost, reference.expanded):
        return wrong(
            f"{where} your function returns ({cost}, {expanded}): the right two numbers in the wrong "
            f"order — return the cost (the number of moves) first, then the number of boards expanded"
        )
    other = _same_result_elsewhere(function, board, value) if distinct <= 1 else None
    if other is not None:
        return wrong(
            f"your function returns {shown(value)} on board {board} and the same on board {other}: your result "
            f"does not change with the board. The cost and the expansions must come from your search of the start "
            f"it is given"
        )
    if calls == 0 and board != solved_board(3):
        return wrong(f"{where} your search never calls h: rank the heap by f = g + h(board) with the h it is given")
    if board == solved_board(3) and cost > 0:
        return wrong(GOAL_IS_START.format(board=board, value=shown(value), cost=cost))
    early = _mistaken_astar("goal-at-generation")(board, h) if board != solved_board(width(board)) else None
    if early is not None and early[1] == expanded and cost in (early[0], early[0] - 1):
        short = (
            ", and the cost you return is the g of that parent, one move short of the goal"
            if cost == early[0] - 1
            else ""
        )
        return wrong(
            f"{where} you returned {shown(value)} where teachkit's A* returns ({reference.cost}, "
            f"{reference.expanded}): your search stops as soon as it generates the goal as a child{short}. Test the "
            f"board you take off the heap, not its children: only when the goal comes off the heap is no shorter "
            f"way to it left waiting (with some admissible heuristics the early stop returns a longer solution)"
        )
    if board == solved_board(3) and cost == 0:
        return wrong(
            f"when the start is already the goal your search reports {expanded} expanded "
            f"board{'' if expanded == 1 else 's'}, where "
            f"A* expands none: taking the goal off the heap ends the search, so the goal is never "
            f"expanded — count a board only when you go on to generate its successors"
        )
    if cost < reference.cost:
        return wrong(
            f"{where} your cost is below the length of any solution: the cost is the g of the goal "
            f"when it is taken off the heap, and g grows by exactly 1 per move"
        )
    if cost > reference.cost and board == REOPEN_BOARD:
        return wrong(
            f"{where} your solution is longer than a shortest one. This h never overestimates, but it "
            f"can drop by more than 1 in one move (it is not consistent): a board can be expanded first "
            f"by a longer way and "
            f"reached again by a shorter one later. A closed set that never lets a board back in loses "
            f"that shorter way — with the best-g table, push a child whenever this way to it is shorter than "
            f"the best g recorded for it, even if it was expanded before"
        )
    if cost > reference.cost:
        own = _uses_another_heuristic(function, seed) or _ignores_f_order(function, seed)
        if own:
            return wrong(f"{where} your solution is longer than a shortest one. {own}")
        return wrong(
            f"{where} your solution is longer than a shortest one: A* is sure to return a shortest "
            f"solution only if it takes the entry of smallest f = g + h off the heap each time "
            f"(with the h it is given, unchanged), stops when the goal is taken off (not when it is generated), "
            f"and pushes a board "
            f"again whenever it finds a shorter way to it. {ASTAR_CHECKLIST}"
        )
    if expanded > reference.expanded:
        order = _ignores_f_order(function, seed)
        if order:
            return wrong(f"{where} you find a shortest solution but expand far more boards. {order}")
        if _pushes(record, board) == _reference_pushes(board, h):
            return wrong(
                f"{where} you push the same boards as teachkit's A*, in the same order, but expand "
                f"{expanded:,} where it expands {reference.expanded:,}: your search expands the same board "
                f"more than once: the old entries of step 2 are expanded and counted too. Compare what a popped "
                f"entry says with what you know about its board; skip an old entry, and do not count it"
            )
        if calls > 2.5 * distinct:
            return wrong(
                f"{where} you find a shortest solution but expand {expanded:,} boards where A* needs "
                f"{reference.expanded:,}: h was called {calls:,} times on {distinct:,} different "
                f"boards, so boards are pushed and expanded again — keep a best-g table and push a "
                f"child only if this way to it is shorter than the best g recorded for it"
            )
        again = _pushes_equal_ways(function, seed)
        if again:
            return wrong(f"{where} you expand {expanded:,} boards where A* expands {reference.expanded:,}. {again}")
        ties = _tie_order_hint(function, board, record)
        if ties:
            return wrong(
                f"{where} you expand {expanded:,} boards where teachkit's A* expands {reference.expanded:,}: {ties}"
            )
        return wrong(
            f"{where} you find a shortest solution but expand {expanded:,} boards where teachkit's "
            f"A* expands {reference.expanded:,}: order the heap by f = g + h and break ties as "
            f"it does — push (f, h, counter, "
            f"board) with a fresh number from next(counter) in each entry, so among equal f the smaller h "
            f"comes first, then the older entry. {ASTAR_CHECKLIST}"
        )
    if expanded == 0:
        return wrong(
            f"{where} you find a solution of {cost} moves but report 0 boards expanded: add 1 to "
            f"`expanded` each time you generate the successors of a board"
        )
    if name == "zero" and expanded < reference.expanded:
        return wrong(
            f"{where} you find a shortest solution with fewer expansions ({expanded:,}) than "
            f"A* ({reference.expanded:,}): do you stop when the goal is generated? A* stops "
            f"only when the goal is taken off the heap — only then is no shorter way left "
            f"(with some admissible heuristics the early stop returns a longer solution)"
        )
    if expanded < reference.expanded and (ties := _tie_order_hint(function, board, record)):
        return wrong(
            f"{where} you expand {expanded:,} boards where teachkit's A* expands {reference.expanded:,}: {ties}"
        )
    if expanded < reference.expanded:
        return wrong(
            f"{where} you expand {expanded:,} boards where teachkit's A* expands "
            f"{reference.expanded:,}: rank the heap by f = g + h with the h it is given, unchanged "
            f"(a larger estimate expands fewer boards but can miss the shortest solution), stop only "
            f"when the goal is taken off the heap, and count a board as expanded when you generate "
            f"its successors. {ASTAR_CHECKLIST}"
        )
    return wrong(
        f"{where} you expand {expanded:,} boards where teachkit's A* expands "
        f"{reference.expanded:,}: count a board as expanded when you generate its successors — "
        f"not the goal, which ends the search when it is taken off the heap"
    )


GOAL_NOT_SEEN = (
    "on the goal board {board} itself your search did not stop: A* takes the start off the heap, sees that it is "
    "the goal, and returns at once, with 0 boards expanded. Check your goal test: what does it compare the "
    "popped board with?"
)


GOAL_IS_START = (
    "on board {board} you returned {value}, a cost of {cost}; the start is already the goal (cost 0) — test the "
    "board you take off the heap, not its children. A* takes the start off the heap first, sees that it is the goal "
    "and returns at once, with 0 boards expanded"
)

# GOAL_NOT_SEEN for a search that, on another board, behaves as if it tested only the children it generates.
GOAL_TESTED_ON_CHILDREN = (
    "on the goal board {board} itself your search did not stop: the start is already the goal (cost 0) — test the "
    "board you take off the heap, not its children. Your search seems to compare only the children it generates "
    "with the goal, and the goal is never a child of itself"
)


def _tests_children_only(function: Callable) -> bool:
    """True if the student's search, on a probe board with h = 0, returns what A* returns when it tests the goal
    on the children it generates (and not what A* returns)."""
    board = MISTAKE_BOARDS[0]
    early = _mistaken_astar("goal-at-generation")(board, heuristics.zero)
    right = _mistaken_astar("none")(board, heuristics.zero)
    value = _probe(function, board, heuristics.zero, PROBE_SECONDS)
    if value is None or early is None or early == right:
        return False
    return value[1] == early[1] and value[0] in (early[0], early[0] - 1)


def _goal_not_seen(function: Callable, board: Board) -> str:
    """The hint for a search that does not stop on the goal board: its goal test named when it tests children."""
    return (GOAL_TESTED_ON_CHILDREN if _tests_children_only(function) else GOAL_NOT_SEEN).format(board=board)


def _same_result_elsewhere(function: Callable, board: Board, value: object) -> Board | None:
    """Another case board (the goal, or a board 10 moves from it) on which the student's function returns the same
    ``value`` as on ``board``, else None: a result that does not depend on the board."""
    _, shallow, _ = astar_cases(8)[1]
    other = shallow if board == solved_board(3) else solved_board(3)
    return other if _probe(function, other, heuristics.manhattan, 3.0) == value else None


def _uses_another_heuristic(function: Callable, seed: int) -> str:
    """A hint if the student's search ignores the h it is given (blind search must expand far more)."""
    from teachkit.sliding.search import astar

    _, board, _ = astar_cases(8, seed)[-2]
    reference = astar(board, heuristics.zero)
    try:
        value, _, _ = _run_student(function, board, heuristics.zero, 20 * reference.generated + 200, 5.0)
        expanded = value[1]
    except (Exception, _Budget):
        return ""
    if isinstance(expanded, int) and expanded < reference.expanded // 2:
        return (
            f"Given h = zero it expands only {expanded:,} boards where blind search must expand "
            f"{reference.expanded:,}: your search uses an estimate of its own instead of the h it is "
            f"given, and an estimate that can overestimate (such as 2 × Manhattan, or Manhattan that "
            f"counts the blank) can miss the shortest solution"
        )
    return ""


# Boards on which each mistake of ASTAR_MISTAKES gives another outcome than A* and than every other mistake
# (tests/test_exercises_astar.py checks this): 8-puzzle boards 8 and 10 moves from the goal.
MISTAKE_BOARDS: tuple[Board, ...] = (
    (4, 1, 2, 7, 5, 3, 8, 6, 0),
    (1, 2, 3, 5, 0, 7, 4, 8, 6),
    (4, 1, 0, 7, 5, 2, 8, 6, 3),
)

# The checklist that ends a hint when no single mistake is recognised: the A* loop of Exercise 05-1, line by line.
ASTAR_CHECKLIST = (
    "Check your loop line by line against the rules: take the entry of smallest f off the heap; its g is f − h; "
    "skip it if that g is larger than best_g[board]; if its board is the goal, return g and the expansions; "
    "else count one expansion, and for each child whose new g beats the best g recorded for it, record the new g "
    "and push the child's entry, its f and its h both made with the child's own h"
)


def _mistaken_astar(mistake: str) -> Callable:
    """Exercise 05-1's A* loop with one typical mistake in the child's heap entry (``ASTAR_MISTAKES``' keys), or
    none (``"none"``), or the goal tested when it is generated as a child (``"goal-at-generation"``), not when it is
    taken off the heap."""
    import heapq

    from teachkit.sliding.board import neighbors

    def search(start: Board, heuristic: Callable) -> tuple[int, int] | None:
        target = solved_board(width(start))
        counter = itertools.count()
        h_start = heuristic(start)
        frontier = [(0 if mistake == "g-only" else h_start, h_start, next(counter), start)]
        best_g = {start: 0}
        expanded = 0
        while frontier:
            f, h, _, board = heapq.heappop(frontier)
            g = f if mistake == "g-only" else f - h
            if g > best_g[board]:
                continue
            if board == target:
                return g, expanded
            expanded += 1
            for _, child in neighbors(board):
                if mistake == "goal-at-generation" and child == target:  # the goal test on the children
                    return g + 1, expanded
                if g + 1 < best_g.get(child, math.inf):
                    best_g[child] = g + 1
                    if mistake in ("none", "goal-at-generation"):  # the exercise's loop, right
                        entry = (g + 1 + heuristic(child), heuristic(child))
                    elif mistake == "parent-h":  # h of the board expanded, in f and in the entry
                        entry = (g + 1 + heuristic(board), heuristic(board))
                    elif mistake == "parent-h-in-f":  # the popped h in f, the child's h in the entry
                        entry = (g + 1 + h, heuristic(child))
                    elif mistake == "parent-h-in-entry":  # the child's h in f, the popped h in the entry
                        entry = (g + 1 + heuristic(child), h)
                    elif mistake in ("no-h-in-f", "g-only"):  # f = g + 1 (g read back as f - h, or as f)
                        entry = (g + 1, heuristic(child))
                    else:  # "no-h": the same order as the popped h passed down, (g + 1 + h, h, ...)
                        entry = (g + 1, 0)
                    heapq.heappush(frontier, (*entry, next(counter), child))
        return None

    search.__name__ = f"astar_{mistake.replace('-', '_')}"
    return search


def _astar_outcome(function: Callable, board: Board) -> tuple[object, int | None]:
    """What ``function(board, manhattan)`` does: (its value, or "runs on", or the name of the error it raised;
    the number of distinct boards it gave h, or None when it ran on)."""
    from teachkit.sliding.search import astar

    record: list[Board] = []
    try:
        value, _, _ = _run_student(
            function, board, heuristics.manhattan, 20 * astar(board, heuristics.zero).generated + 200, 3.0, record
        )
    except _Budget:
        return "runs on", None
    except Exception as err:  # the student's code
        return type(err).__name__, len(set(record))
    return value, len(set(record))


def _named_astar_mistake(function: Callable) -> str:
    """The hint for the mistake of ``ASTAR_MISTAKES`` the student's search behaves exactly like on every
    ``MISTAKE_BOARDS`` board (same value; same boards given h unless it ran on), else ""."""
    from teachkit.sliding.search import astar

    outcomes = [_astar_outcome(function, board) for board in MISTAKE_BOARDS]
    for mistake, hint in ASTAR_MISTAKES.items():
        if all(_astar_outcome(_mistaken_astar(mistake), b) == o for b, o in zip(MISTAKE_BOARDS, outcomes)):
            board, (value, _) = MISTAKE_BOARDS[0], outcomes[0]
            reference = astar(board, heuristics.manhattan)
            return hint.format(board=board, value=shown(value), expanded=reference.expanded, cost=reference.cost)
    return ""


# The mistakes with h in Exercise 05-1 a checker names (see _mistaken_astar), each with its hint.
ASTAR_MISTAKES: dict[str, str] = {
    "parent-h": (
        "on board {board} your search returns {value} where A* returns ({cost}, {expanded}): it gives each child its "
        "PARENT's h — the h of the board you popped — in its entry. Each child is pushed with its own h, "
        "heuristic(child)"
    ),
    "no-h": (
        "on board {board} your search returns {value} where A* returns ({cost}, {expanded}): it expands boards in "
        "the order of g alone, as blind search does, because the f it pushes does not contain the child's h. "
        "Either h is left out of f, or each child gets the h of the entry you popped (passed down from the start, "
        "so every entry has the start's h). Each child is pushed with its own h, heuristic(child)"
    ),
    "parent-h-in-f": (
        "on board {board} your search returns {value} where A* returns ({cost}, {expanded}): the f of a child's entry "
        "uses the h of the board you popped (its PARENT's), while the entry stores the child's own h. g is read back "
        "as f − h, so it comes out wrong and good entries are skipped as stale. Each child is pushed with its own h, "
        "heuristic(child), in both places"
    ),
    "parent-h-in-entry": (
        "on board {board} your search returns {value} where A* returns ({cost}, {expanded}): the f of a child's "
        "entry uses the child's own h, but the h stored next to it is the h of the board you popped (its PARENT's). "
        "g is read back as f − h, so every child's g comes out wrong — too small or too large by the difference "
        "of the two estimates. Store the child's own h, heuristic(child), in its entry as well"
    ),
    "no-h-in-f": (
        "on board {board} your search returns {value} where A* returns ({cost}, {expanded}): it pushes f = g + 1, "
        "leaving h out of f, but reads g back as f − h, so g comes out wrong. The f you push for a child is its g plus "
        "its own h"
    ),
    "g-only": (
        "on board {board} your search returns {value} where A* returns ({cost}, {expanded}): it orders the heap by g "
        "alone (f = g + 1 is pushed, and g read back as f): that is uniform-cost search, h only breaking ties; it "
        "finds shortest solutions but ignores the estimate. A* ranks by f = g + h: the start's entry has f = h(start), "
        "a child's f is its g plus its own h, and g is read back as f − h"
    ),
}


# ---- solutions -------------------------------------------------------------------------------------


BLANK_LETTERS = (
    "Each letter names the way the BLANK moves: U = the blank moves up (so the tile above it slides down), "
    "D = the blank moves down, L = left, R = right; the play board's status line lists your moves in these letters"
)


def _tile_directions_solve(board: Board, moves: Sequence[str], target: Board) -> bool:
    """True if ``moves`` read as the tiles' directions (each letter turned round) take ``board`` to ``target``."""
    turned = [{"U": "D", "D": "U", "L": "R", "R": "L"}.get(m, m) for m in moves]
    try:
        return len(turned) > 0 and apply_moves(board, turned) == target
    except (IllegalMove, InvalidBoard, ValueError):
        return False


@guarded()
def check_solution(
    board: Sequence[int],
    moves: Iterable[str] | str,
    goal: Sequence[int] | None = None,
    optimal: int | None = None,
    slack: int = 0,
) -> CheckResult:
    """Do ``moves`` (blank moves U, L, R, D) take ``board`` to the goal? With ``optimal`` also: in at most
    ``optimal + slack`` moves? A solution within the slack but longer than ``optimal`` passes, and is told that
    ``optimal`` moves are enough (notebook 07's Exercise 1 gives this partial credit)."""
    if _missing(moves):
        return wrong(MISSING)
    board = parse_board(board)
    target = solved_board(width(board)) if goal is None else parse_board(goal)
    if optimal is not None:
        optimal = _setup_int("optimal", optimal, 0, MAX_SOLUTION_MOVES)
    slack = _setup_int("slack", slack, 0, MAX_SOLUTION_MOVES)
    if isinstance(moves, str):
        moves = moves.replace(" ", "").replace(",", "").upper()
    elif isinstance(moves, Iterable):
        try:
            moves = list(itertools.islice(moves, MAX_SOLUTION_MOVES + 1))
        except Exception as err:  # a generator of the student's that fails half way
            return wrong(f"reading your moves raised {error_text(err)}")
        if len(moves) > MAX_SOLUTION_MOVES:
            return wrong(f"more than {MAX_SOLUTION_MOVES:,} moves: a solution of this board is far shorter")
        if not all(isinstance(m, str) for m in moves):
            odd = next(m for m in moves if not isinstance(m, str))
            return wrong(f"each move is one of 'U', 'L', 'R', 'D', got {shown(odd)}")
        moves = [m.upper() for m in moves]
    else:
        return wrong(f"moves are a string like 'ULDR' or a list of 'U', 'L', 'R', 'D', got {shown(moves)}")
    if any(str(m).isdigit() for m in moves):
        return wrong(f"write letters, not the numbers of the tiles you slid. {BLANK_LETTERS}")
    try:
        end = apply_moves(board, moves)
    except (IllegalMove, InvalidBoard, ValueError) as err:
        end, problem = None, str(err)
    n = len(moves)
    if end != target and _tile_directions_solve(board, moves, target):
        return wrong(
            "these letters are the way the TILES slid (the arrow keys you pressed); each is the opposite of the "
            f"blank's move. {BLANK_LETTERS}"
        )
    if end is None:
        return wrong(f"{problem}. {BLANK_LETTERS}")
    if end != target:
        return wrong(f"after {n} moves the board is {end}, not the goal {target}. {BLANK_LETTERS}")
    if optimal is not None and n > optimal + slack:
        within = f"; a solution of at most {optimal + slack} moves passes" if slack else ""
        return wrong(f"reaches the goal in {n} moves, but {optimal} are enough{within} — can you find a shorter way?")
    if optimal is not None and n > optimal:
        return correct(f"a valid solution, in {n} moves; the shortest has {optimal}: can you find it?")
    return correct(f"reaches the goal in {n} moves" + (" (optimal)" if optimal is not None else ""))


def check_solution_by_hand(
    board: Sequence[int], moves: Iterable[str] | str, optimal: int | None = None, slack: int = 0
) -> CheckResult:
    """:func:`check_solution` for moves the student finds by playing (notebook 07's Exercise 1): a cell that makes
    them with one of teachkit's searches (``solve(puzzle).moves``, ``astar``, ``hint`` ...) is refused, as hanoi's
    check_by_hand does."""
    made = cell_uses(tuple(_library_search_functions().values()))
    if made:
        return wrong(
            f"find them yourself — these moves come from teachkit's own {made}, which solves the board for you. "
            'Play the board above and write the blank\'s letters, e.g. "ULDR"'
        )
    return check_solution(board, moves, optimal=optimal, slack=slack)


# ---- IDA* written by the student (notebook 07) ------------------------------------------------------------

IDASTAR_SECONDS = 20.0  # wall-clock budget for all of the student's searches together

NO_NEXT_BOUND = (
    "your round ended with no next bound: the smallest f cut off must travel back up through the recursion (each "
    "call hands back the smallest f cut off below it, or the solution) and become the next round's bound"
)


def idastar_cases(seed: int = 0) -> list[tuple[str, Board, heuristics.CheckedHeuristic]]:
    """The IDA* checker's cases, in order: the goal, three shallow boards and three random 8-puzzle boards with
    Manhattan distance, then three shallow boards with misplaced tiles as h. With Manhattan distance f changes by
    0 or 2 a move, so the smallest f cut off is always bound + 2; with misplaced tiles it can be bound + 1 or
    bound + 2, which tells a bound raised to the smallest f cut off from one raised to the largest, or by a step."""
    from teachkit.sliding.board import neighbors

    rng = random.Random(seed)
    shallow = [scramble(solved_board(3), moves, rng.randrange(2**32), neighbors) for moves in (3, 8, 14)]
    deep = [random_board(3, seed=rng.randrange(2**32)) for _ in range(3)]
    tiles = [scramble(solved_board(3), moves, rng.randrange(2**32), neighbors) for moves in (10, 12, 16)]
    manhattan, misplaced = heuristics.manhattan, heuristics.misplaced
    return [("manhattan", b, manhattan) for b in [solved_board(3), *shallow, *deep]] + [
        ("misplaced", b, misplaced) for b in tiles
    ]


class IdaRound(NamedTuple):
    """One round of IDA* (``idastar_round``): every board it looked at, in order, as ``(moves from the start,
    f, cut off?)`` -- a board is cut off when f is above the bound, else searched deeper --, the smallest f cut
    off (``math.inf`` if none) and whether the round reached the goal."""

    visits: list[tuple[str, int, bool]]
    smallest_cut: float
    found: bool


def idastar_round(start: Board, h: Callable, bound: int) -> IdaRound:
    """One round of IDA* on ``start`` (blank-last goal) with ``bound``: a depth-first search that skips the
    move straight back, cuts a path off once f = g + h is above ``bound``, and stops at the goal."""
    from teachkit.sliding.board import neighbors

    target = solved_board(width(start))
    visits: list[tuple[str, int, bool]] = []

    def search(board: Board, g: int, parent: Board | None, moves: str) -> tuple[float, bool]:
        f = g + h(board)
        visits.append((moves, f, f > bound))
        if f > bound:
            return f, False
        if board == target:
            return f, True
        smallest = math.inf
        for move, child in neighbors(board):
            if child != parent:
                cut, found = search(child, g + 1, board, moves + move)
                if found:
                    return cut, True
                smallest = min(smallest, cut)
        return smallest, False

    cut, found = search(start, 0, None, "")
    return IdaRound(visits, cut, found)


def idastar_bounds(start: Board, h: Callable) -> list[int]:
    """The bounds of IDA*'s rounds on ``start`` (8-puzzle, blank-last goal): h(start), then each round's smallest
    f cut off, up to the round that reaches the goal."""
    bounds = [h(start)]
    while True:
        result = idastar_round(start, h, bounds[-1])
        if result.found:
            return bounds
        bounds.append(int(result.smallest_cut))


def _frame_depth() -> int:
    """How many Python frames are on the stack here (to tell a round's first look at the start board from a
    path that comes back to it)."""
    frame: FrameType | None
    depth, frame = 0, sys._getframe(1)
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    return depth


def _student_rounds(asked: Sequence[tuple[Board, int]], start: Board) -> int:
    """The rounds the student's search made, read from the boards h was asked about: each round starts by asking
    about the start board at the shallowest stack depth; asks about it with no other board between count once."""
    depths = [depth for board, depth in asked if board == start]
    if not depths:
        return 0
    top = min(depths) + 1  # the outer function, or the first call of the search (a path back is deeper)
    rounds, previous = 0, None
    for board, depth in asked:
        if board == start and depth <= top:
            if previous != start:
                rounds += 1
            previous = start
        else:
            previous = board
    return rounds


KEPT_ACROSS_ROUNDS = (
    "your next round skips the boards the round before went through: a set (or table) of boards seen is kept from "
    "one round to the next. A new round has a larger bound and must go through those boards again, deeper; IDA* "
    "remembers only the boards on its current path (start each round afresh)"
)


BOUND_FELL = (
    "your bound fell back: after a round that went past the start board, the next bound was below h(start), so "
    "the round after cut off the start at once, and the one after that repeated an earlier round board for board. "
    "The next bound must be the smallest f a round cut off, which is above its bound. Check the value your running "
    "minimum starts from: if it is smaller than the f's it is compared with, it wins every comparison"
)
BOUND_STUCK = (
    "your bound never rose: a round repeated the round before it, board for board. The next bound must be the "
    "smallest f the round cut off, which is above the bound: hand that f up (not the round's own bound)"
)
GOAL_NOT_RETURNED = (
    "your search reached the goal within the bound, then went on: the round after it repeated it board for "
    "board. When a child reports a solution, return it at once, up through every call to the rounds; only a "
    "child that reports none takes part in the running minimum"
)


def _stuck_rounds(
    asked: Sequence[tuple[Board, int]], start: Board, target: Board | None = None, rounds_needed: int = 0
) -> str | None:
    """BOUND_FELL or BOUND_STUCK if two of the student's rounds that went past the start asked h about the same
    boards in the same order (IDA*'s next round always asks about more: its bound rises to an f it cut off, and
    the board with that f now has children), with a round between them that cut off the start at once (FELL: the
    bound dropped below h(start)) or none (STUCK); None otherwise. The last round, maybe cut short, is left out.
    GOAL_NOT_RETURNED instead of STUCK if the repeated round is IDA*'s last (``rounds_needed``, its bound the
    length of a shortest solution) and asked h about ``target``: the search reached the goal and did not stop."""
    depths = [depth for board, depth in asked if board == start]
    if not depths:
        return None
    top = min(depths) + 1
    segments: list[list[Board]] = []
    for board, depth in asked:
        if (board == start and depth <= top) or not segments:
            segments.append([board])
        else:
            segments[-1].append(board)
    previous: tuple[Board, ...] | None = None
    start_only_since = False
    went_past = 0  # the rounds so far that went past the start
    for segment in segments[:-1]:
        inner = tuple(b for b in segment if b != start)
        if not inner:
            start_only_since = previous is not None
            continue
        if inner == previous:
            if start_only_since:
                return BOUND_FELL
            if target is not None and went_past == rounds_needed and target in previous:
                return GOAL_NOT_RETURNED
            return BOUND_STUCK
        previous, start_only_since = inner, False
        went_past += 1
    return None


def _adjacent(a: Board, b: Board) -> bool:
    """True if one move of the blank turns board ``a`` into board ``b``."""
    if len(a) != len(b):
        return False
    differ = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    if len(differ) != 2:
        return False
    i, j = differ
    k = math.isqrt(len(a))
    near = abs(i - j) == k or (abs(i - j) == 1 and i // k == j // k)
    return near and a[i] == b[j] and a[j] == b[i] and 0 in (a[i], a[j])


def _round_segments(asked: Sequence[tuple[Board, int]], start: Board) -> list[list[Board]]:
    """The boards h was asked about, cut into the student's rounds: a round starts each time h is asked about
    the start board at the shallowest stack depth (a path that comes back to the start is deeper). Rounds that
    ask about the start only, followed by a round that asks about more, are one round with it (``bound =
    h(start)`` before the search asks again); rounds that ask about the start only, up to the end, stay apart."""
    depths = [depth for board, depth in asked if board == start]
    if not depths:
        return []
    top = min(depths) + 1
    segments: list[list[Board]] = []
    for board, depth in asked:
        if (board == start and depth <= top) or not segments:
            segments.append([board])
        else:
            segments[-1].append(board)
    merged: list[list[Board]] = []
    waiting: list[list[Board]] = []  # rounds that asked about the start only, so far
    for segment in segments:
        if any(b != start for b in segment):
            merged.append([b for w in waiting for b in w] + segment)
            waiting = []
        else:
            waiting.append(segment)
    return merged + waiting


def _kept_across_rounds(asked: Sequence[tuple[Board, int]], start: Board, last: bool = False) -> bool:
    """True if a round the student's IDA* finished skipped most of the boards the round before it expanded.

    A round is finished when another round follows it or, with ``last``, when it is the last one (the search gave
    up there; a round that reaches the goal stops early, and a search cut short stops mid-round). IDA* goes
    through every board of a round again in the next, finished round: the bound is larger, and it has forgotten
    all but the current path. A board counts as expanded when h is asked next about a board one move from it
    (a board cut off is followed by a sibling, never one move from it: each move takes the blank to the other
    colour of a chessboard colouring, so siblings share the blank's colour). A board wrongly counted does no
    harm: IDA* asks about every board of a round again in the next finished round, expanded or not."""
    rounds = _round_segments(asked, start)
    finished = rounds[1:] if last else rounds[1:-1]
    for before, after in zip(rounds, finished):
        expanded = {a for a, b in zip(before, before[1:]) if a != start and _adjacent(a, b)}
        if expanded and 2 * len(expanded - set(after)) > len(expanded):
            return True
    return False


def _infinite_bound(err: BaseException) -> bool:
    """True if, when ``err`` was raised, a call in the student's code had been handed an infinite number (or
    None where a number was compared): the next bound of a round that never computed it."""
    import os

    if isinstance(err, TypeError) and "NoneType" in str(err) and ("<" in str(err) or ">" in str(err)):
        return True
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tb = err.__traceback__
    while tb is not None:
        frame = tb.tb_frame
        if not os.path.abspath(frame.f_code.co_filename).startswith(package):  # the student's frames only
            arguments = frame.f_code.co_varnames[: frame.f_code.co_argcount]
            values = [frame.f_locals.get(name) for name in arguments]
            if any(isinstance(v, float) and math.isinf(v) for v in values):
                return True
        tb = tb.tb_next
    return False


class _Visit(NamedTuple):
    """One question to h in the student's IDA*: the board, and the index of the visit of the board whose search
    called the one that asked (its parent on the path; None if not known)."""

    board: Board
    parent: int | None


def _visit_logger(visits: list[_Visit]) -> Callable[[Board], None]:
    """A function to call from inside h: it appends a ``_Visit`` for the board, its parent found from the Python
    frames (the student's frame that asked h, and the frame that called that one; each frame's id is kept
    while the frame is on the stack, so a stale id is cheap to reject: the parent must be one move away)."""
    here = __file__
    live: dict[int, int] = {}  # id of a student frame that asked h -> the index of its visit

    def log(board: Board) -> None:
        frame: FrameType | None = sys._getframe(1)
        while frame is not None and frame.f_code.co_filename == here:
            frame = frame.f_back
        if frame is None:
            return
        caller = frame.f_back
        parent = live.get(id(caller)) if caller is not None else None
        if parent is not None and not _adjacent(visits[parent].board, board):
            parent = None
        live[id(frame)] = len(visits)
        visits.append(_Visit(board, parent))

    return log


def _blank_step(a: Board, b: Board) -> int:
    """How far the blank moved (in squares of the flat tuple) from board ``a`` to board ``b``."""
    return b.index(0) - a.index(0)


def _search_shape(visits: Sequence[_Visit]) -> str | None:
    """What the student's depth-first search does wrong, read from the paths h was asked along, or None.

    - only one child searched at each board (a ``return`` inside the loop over the children);
    - the move straight back made, but never the same move twice in a row (the move's letter passed as
      ``parent``: the children skipped are the wrong ones, so solutions come out too long);
    - the move straight back made (no ``parent`` check)."""
    children: Counter[int] = Counter(v.parent for v in visits if v.parent is not None)
    back = again = could_again = 0
    for v in visits:
        if v.parent is None:
            continue
        p = visits[v.parent]
        if p.parent is None:
            continue
        gp = visits[p.parent]
        if v.board == gp.board:
            back += 1
        if _blank_step(p.board, v.board) == _blank_step(gp.board, p.board):
            again += 1
    for i, v in enumerate(visits):  # boards searched deeper where the same move again was on the board
        if v.parent is None or children[i] == 0:
            continue
        step, k = _blank_step(visits[v.parent].board, v.board), math.isqrt(len(v.board))
        blank = v.board.index(0)
        there = blank + step
        if 0 <= there < len(v.board) and (abs(step) == k or there // k == blank // k):
            could_again += 1
    branching = [i for i in range(len(visits)) if children[i]]
    if len(branching) >= 5 and max(children[i] for i in branching) == 1:
        return ONE_CHILD_ONLY
    if back and not again and could_again >= 3:
        return SAME_MOVE_SKIPPED
    if back:
        return GOES_STRAIGHT_BACK
    return None


ONE_CHILD_ONLY = (
    "your search goes down one child only at each board: after the first child it returns, so its siblings are "
    "never searched and each round is a single path. Search every child (except `parent`) before returning "
    "`(smallest, None)`; return inside the loop only when a child's pair has a solution"
)
SAME_MOVE_SKIPPED = (
    "your search goes straight back (a move, then its opposite) but never makes the same move twice in a row: "
    "it skips the child whose move letter equals `parent`, not the board it came from. So it skips children it "
    "needs, and the goal is reached only along a longer path. Pass the board as `parent` (`search(child, g + 1, "
    "bound, board)`) and skip the child equal to it"
)
GOES_STRAIGHT_BACK = (
    "your search goes straight back to the board it came from (a move, then its opposite): that path can never "
    "be part of a shortest solution, and it makes every round far larger. Skip the child equal to `parent`, and "
    "pass the board you are at as the `parent` of the recursive call: `search(child, g + 1, bound, board)`"
)


NOT_A_PAIR = (
    "a search returned a single value where a pair was unpacked: every return of `search` gives a pair, "
    "(the smallest f cut off, None) or (f, g) at the goal; a bare number such as `return smallest` cannot be "
    "split into the next bound and the solution"
)
NO_RETURN = (
    "a search returned None where a pair was unpacked: some way through `search` returns None (a `return None`, "
    "a bare `return`, or an end without any `return`). Every way out must return a pair: (f, None) at a cut-off, "
    "(f, g) at the goal, a child's pair with a solution, (smallest, None) after the children"
)
START_IS_GOAL = (
    "the start is the goal, so a shortest solution has 0 moves: test whether the board itself is the goal (step "
    "2) before searching its children (step 3); a goal test on the children alone misses a start that is the goal"
)


@guarded(IDASTAR_SECONDS + 10)
def check_idastar(function: Callable, seed: int = 0) -> CheckResult:
    """Does ``function(start, h)`` return the length of a shortest solution, searching as IDA* does?

    On each case of ``idastar_cases`` (Manhattan distance, then misplaced tiles, as h) the returned number must be
    the optimal cost. The search may ask h at most 20 times as often as teachkit's IDA* generates nodes (plus
    200). teachkit's searches (or calls to them) are refused. A round that hands no next bound up (infinity or
    None) is told so; a search that makes more rounds than IDA* (a bound raised by 1, not to the smallest f cut
    off) or fewer (raised to the largest f cut off, or by 2) is told so, the rounds being read from when h is
    asked about the start board; a round that skips the boards the round before went through is told that it
    keeps a set of boards seen from one round to the next; a search that asks h about each board only once on a
    deep board is told that it remembers every board, as A* does, where IDA* keeps only its current path.
    """
    from teachkit.sliding.search import idastar

    problem = _search_signature(function, "my_idastar")
    if problem is not None:
        return problem
    library = _library_search(function)
    if library:
        return wrong(IDASTAR_OWN_WORK.format(library))
    seconds = IDASTAR_SECONDS
    remembers = 0
    cases = idastar_cases(seed)
    for name, board, h in cases:
        reference = idastar(board, h)
        budget = 20 * reference.generated + 200
        on = f"on board {board} (h = {name})"
        asked: list[tuple[Board, int]] = []
        visits: list[_Visit] = []
        log = _visit_logger(visits)

        def traced(b, *goal, h=h, asked=asked, log=log):
            log(b)
            if b == board:
                asked.append((b, _frame_depth()))
            elif not asked or asked[-1][0] != b:
                asked.append((b, 0))
            return h(b)

        clock = time.perf_counter()
        try:
            value, calls, distinct = _run_student(function, board, traced, budget, seconds)
        except _LibraryUsed as err:
            return wrong(IDASTAR_OWN_WORK.format(err.name))
        except _Budget as err:
            stuck = _stuck_rounds(asked, board, solved_board(3), len(idastar_bounds(board, h)))
            if stuck:
                return wrong(f"{on} {stuck}")
            if _kept_across_rounds(asked, board):
                return wrong(f"{on} {KEPT_ACROSS_ROUNDS}")
            if _infinite_bound(err):
                return wrong(f"{on} {NO_NEXT_BOUND}: your search went on with an infinite bound")
            if asked and all(b == board for b, _ in asked):
                return wrong(
                    f"{on} your rounds never get past the start board: each round cuts off the start itself, "
                    f"whose f = h(start) equals the first bound, so the next bound is the same again. A board "
                    f"whose f equals the bound must not be cut off: cut only when f is above the bound"
                )
            if board == solved_board(3):
                return wrong(f"{on} {START_IS_GOAL}, but your search went on and on")
            nodes = "node" if reference.generated == 1 else "nodes"
            shape = _search_shape(visits)
            if shape:
                return wrong(
                    f"{on} your search went on and on (teachkit's IDA* generates {reference.generated:,} "
                    f"{nodes} there): {shape}"
                )
            return wrong(
                f"{on} your search went on and on (teachkit's IDA* generates {reference.generated:,} "
                f"{nodes} there). Check that each depth-first search cuts a path off as soon as f = g + h is above "
                f"the bound, that the next bound is the smallest f that was cut off, and that a move never goes "
                f"straight back to the board it came from"
            )
        except _NotABoard as err:
            return wrong(
                f"{on} your search gave h {err.thing!r}, which is not a board: neighbors(board) yields "
                f"(move, board) pairs — unpack each one, `for move, child in neighbors(board):`"
            )
        except RecursionError as err:
            if _kept_across_rounds(asked, board):
                return wrong(f"{on} {KEPT_ACROSS_ROUNDS}")
            if _infinite_bound(err):
                return wrong(f"{on} {NO_NEXT_BOUND}: with an infinite bound the recursion never ended")
            shape = _search_shape(visits)
            if shape:
                return wrong(f"{on} your recursion never ended: {shape}")
            return wrong(
                f"{on} your recursion never ended: cut a path off as soon as f = g + h is above the "
                f"bound, before going deeper"
            )
        except Exception as err:  # the student's code: report it, never a traceback
            if _kept_across_rounds(asked, board):
                return wrong(f"{on} {KEPT_ACROSS_ROUNDS} (your function raised {type(err).__name__}: {err})")
            if isinstance(err, TypeError) and "cannot unpack non-iterable NoneType" in str(err):
                return wrong(f"{on} {NO_RETURN} (Python said: {err})")
            if isinstance(err, TypeError) and "cannot unpack non-iterable" in str(err):
                return wrong(f"{on} {NOT_A_PAIR} (Python said: {err})")
            if _infinite_bound(err):
                return wrong(f"{on} {NO_NEXT_BOUND} (your function raised {type(err).__name__}: {err})")
            return wrong(f"{_error_hint(err, function)} — {on}")
        seconds -= time.perf_counter() - clock
        if _kept_across_rounds(asked, board, last=value is None):
            return wrong(f"{on} {KEPT_ACROSS_ROUNDS}")
        if value is None:
            if board != solved_board(3):
                return wrong(
                    f"{on} your function returns None. If it stops after a round that did not reach the goal, "
                    f"{NO_NEXT_BOUND}; otherwise `return` the number of moves of the solution it finds (the g at "
                    f"which the goal is reached)"
                )
            return wrong(
                f"{on} your function returns None: `return` the number of moves of the solution it "
                f"finds (the g at which the goal is reached)"
            )
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, (list, tuple)):
                return wrong(
                    f"{on} your function returns {value!r}: return only the number of moves, a whole "
                    f"number (the g at which the goal is reached)"
                )
            return wrong(f"{on} your function returns {value!r}: return the number of moves, a whole number")
        best = reference.cost
        if value == best:
            rounds = len(idastar_bounds(board, h))
            made = _student_rounds(asked, board)
            if made > rounds:
                return wrong(
                    f"{on} you find a shortest solution, but in {made} rounds where IDA* needs {rounds}: a round "
                    f"whose bound is not the f of any board it cuts off finds nothing new. Raise the bound to the "
                    f"smallest f that was cut off in the round before, not by a fixed step"
                )
            if 1 < made < rounds:
                return wrong(
                    f"{on} you find a shortest solution, but in {made} rounds where IDA* needs {rounds}: your bound "
                    f"jumped past the smallest f that was cut off. Raise it to that smallest f — not the largest, and "
                    f"not by a fixed step: a bound that jumps too far can accept a longer solution than the shortest"
                )
            if best >= 14 and calls <= 1.2 * distinct:
                remembers += 1
            continue
        if value < best:
            return wrong(
                f"{on} your number of moves is below the length of any solution: g grows by exactly 1 "
                f"a move, and the answer is the g at which the goal is reached"
            )
        if best == 0 and value >= 2:
            return wrong(f"{on} {START_IS_GOAL}, but you return {value}")
        shape = _search_shape(visits)
        if shape in (SAME_MOVE_SKIPPED, ONE_CHILD_ONLY):
            return wrong(
                f"{on} your search reaches the goal only at g = {value}, but a solution of {best} moves exists: {shape}"
            )
        if value == best + 1:
            return wrong(
                f"{on} your number is one more than the moves of a shortest solution: is the start "
                f"board counted as a move? The start has g = 0, and nothing is added as the recursion returns"
            )
        if _student_rounds(asked, board) == len(idastar_bounds(board, h)):
            twice = " (here exactly twice it)" if value == 2 * best else ""
            return wrong(
                f"{on} your rounds are IDA*'s, and the last one reaches the goal, but the number you return is "
                f"larger than the g at which the goal is reached{twice}: the length is miscounted, not the search. "
                f"g already counts the moves (the start has g = 0): pass the goal's g up unchanged, adding nothing "
                f"as the recursion returns"
            )
        return wrong(
            f"{on} your solution is longer than a shortest one. IDA* is sure to find a shortest "
            f"solution if it starts with the bound h(start), raises it each round to the smallest f = g + h "
            f"that was cut off (not the largest, and no more), and forgets nothing but the current path: a set "
            f"of boards seen, kept from one path to the next, can cut off the shortest way to a board"
        )
    if remembers >= 2:
        return wrong(
            "you find shortest solutions, but your search rarely or never asks h about a board twice, even on "
            "deep boards: it remembers every board it has seen, as A* does. IDA* keeps only the current path: a "
            "depth-first search with a bound, then again from the start with a larger bound, meeting boards again"
        )
    return correct(f"the shortest number of moves on all {len(cases)} boards")


# ---- solvability written by the student (notebook 04) -------------------------------------------------------------

SOLVABLE_SECONDS = 5.0  # wall-clock budget for all of the student's calls together


def solvable_cases(seed: int = 0, per_width: int = 40) -> list[Board]:
    """The boards ``check_solvable_function`` tries, smallest first: all 24 arrangements of the 2 × 2 board, then
    for widths 3, 4 and 5 the goal, the goal with its last two tiles swapped, and ``per_width`` seeded random
    arrangements (solvable or not, about half each)."""
    import itertools

    rng = random.Random(seed)
    boards = [tuple(p) for p in itertools.permutations(range(4))]
    for k in (3, 4, 5):
        target = list(solved_board(k))
        target[-3], target[-2] = target[-2], target[-3]
        boards += [solved_board(k), tuple(target)]
        for _ in range(per_width):
            cells = list(range(k * k))
            rng.shuffle(cells)
            boards.append(tuple(cells))
    return boards


def _solvable(board: Board, k: int) -> bool:
    """The truth: the board's parity class is the blank-last goal's."""
    return parity_class(board) == parity_class(solved_board(k))


def _wrong_order_pairs(board: Board, k: int, blank: int | None = None, adjacent: bool = False) -> int:
    """Pairs read in the wrong order, as a student might count them: ``blank`` None leaves the blank out, else it
    takes part as that number; ``adjacent`` counts only pairs next to each other in reading order."""
    cells = [t for t in board if t] if blank is None else [t if t else blank for t in board]
    if adjacent:
        return sum(1 for a, b in zip(cells, cells[1:]) if a > b)
    return sum(1 for i, a in enumerate(cells) for b in cells[i + 1 :] if a > b)


def _rule(
    count: Callable[[Board, int], int], rows: str = "even", line: str = "row"
) -> Callable[[Board, int], tuple[bool, bool]]:
    """The verdicts of a solvability test that sums ``count`` and (on the widths ``rows`` says: 'even', 'all' or
    'none') the blank's row from the top (or its column from the left, if ``line`` is 'column'), comparing the
    parity with the goal's sum (first) or with the parity the true rule has at the goal (second: how a student
    who hard-codes the goal's parity writes it)."""

    def score(board: Board, k: int) -> int:
        use_row = rows == "all" or (rows == "even" and k % 2 == 0)
        blank = board.index(0) // k if line == "row" else board.index(0) % k
        return count(board, k) + (blank if use_row else 0)

    def verdicts(board: Board, k: int) -> tuple[bool, bool]:
        own = score(board, k) % 2
        return own == score(solved_board(k), k) % 2, own == (1 if k % 2 == 0 else 0)

    return verdicts


_OFF_BY_ONE = (
    "right on every odd width, and the opposite of the truth on every even width: on even widths the parity you "
    "compare with is off by one"
)


def _compares_with_one(function: Callable) -> bool:
    """True if the student's source compares a value other than the width with 1 (``== 1``) or tests it ``!= 0``:
    then the off-by-one on even widths is not a comparison with 0 but a row counted differently (from the bottom,
    from 1). ``k % 2 == 1``, a test of the width, does not count."""
    import ast

    tree = source_tree(function)
    try:
        params = list(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return False
    if tree is None:
        return False
    width_name = params[1] if len(params) > 1 else "k"
    board_name = params[0] if params else "board"
    for node in ast.walk(tree):  # len(board) is the width's square: read it as the width
        for field, child in ast.iter_fields(node):
            if _is_len_of(child, board_name):
                setattr(node, field, ast.Name(id=width_name, ctx=ast.Load()))
            elif isinstance(child, list):
                child[:] = [ast.Name(id=width_name, ctx=ast.Load()) if _is_len_of(c, board_name) else c for c in child]
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for op, left, right in zip(node.ops, sides, sides[1:]):
            for value, other in ((left, right), (right, left)):
                if not isinstance(value, ast.Constant) or type(value.value) is not int:
                    continue
                one = isinstance(op, ast.Eq) and value.value == 1
                not_zero = isinstance(op, ast.NotEq) and value.value == 0
                names = {n.id for n in ast.walk(other) if isinstance(n, ast.Name)}
                if (one or not_zero) and names != {width_name}:
                    return True
    return False


def _is_len_of(node: object, name: str) -> bool:
    """Whether ``node`` is the expression ``len(name)``."""
    import ast

    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "len"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Name)
        and node.args[0].id == name
    )


def _off_by_one_hint(function: Callable) -> str:
    """The hint for verdicts right on odd widths and flipped on even ones, led by the likelier cause: a row counted
    one way for the board and another for the goal if the student compares with 1, else a comparison with 0."""
    if _compares_with_one(function):
        return _OFF_BY_ONE + (
            ". The likely cause: count the row the same way for the board and for the goal. Compute the same sum "
            "for goal(k) and compare the two parities"
        )
    return _OFF_BY_ONE + (
        ". The likely cause: comparing with 0, the goal's parity on odd widths. Where is goal(k)'s blank on an even "
        "width? Compute the same sum for goal(k) and compare the two parities. If you already do, count the row the "
        "same way for the board and for the goal"
    )


def _solvable_mistakes() -> list[tuple[str | Callable[[Callable], str], Callable[[Board, int], tuple[bool, ...]]]]:
    """Typical wrong solvability tests, each with the hint its symptom earns, tried (and named) from the most
    common mistake in class to the rarest: the blank counted as a tile first."""
    plain = lambda board, k: _wrong_order_pairs(board, k)  # noqa: E731
    return [
        (
            "your function counts the blank as a tile: the blank (0) is not a tile, so leave it out of every "
            "pair — read only the numbers 1 … k²−1",
            lambda board, k: (
                _rule(lambda b, kk: _wrong_order_pairs(b, kk, blank=0))(board, k)
                + _rule(lambda b, kk: _wrong_order_pairs(b, kk, blank=kk * kk))(board, k)
            ),
        ),
        (
            "right on odd widths but not on even ones: your function decides by the pairs in the wrong order "
            "alone. On an even width a vertical move changes their number by an odd amount, so the blank's row "
            "must be added before taking the parity",
            _rule(plain, rows="none"),
        ),
        (
            _off_by_one_hint,
            lambda board, k: (_solvable(board, k) if k % 2 else not _solvable(board, k),),
        ),
        (
            "right on odd widths but not on even ones: your function adds the blank's column "
            "(`board.index(0) % k`), not its row. A vertical move is the one that changes the number of pairs in "
            "the wrong order by an odd amount, and it changes the blank's row: add `board.index(0) // k`",
            _rule(plain, line="column"),
        ),
        (
            "right on even widths but not on odd ones: on an odd width a vertical move changes the number of "
            "pairs in the wrong order by an even amount and the blank's row does not enter the rule — add the "
            "row only when k is even",
            _rule(plain, rows="all"),
        ),
        (
            "your function answers the opposite of the truth on every board: True for exactly the boards that "
            "cannot reach the goal. Check which parity the goal itself has (no pairs in the wrong order; on even "
            "widths its blank is in row k − 1) and compare with that",
            lambda board, k: (not _solvable(board, k),),
        ),
        (
            "your function compares only tiles next to each other in reading order: a pair in the wrong order "
            "can be any two tiles, however far apart — compare each tile with every tile after it",
            _rule(lambda b, kk: _wrong_order_pairs(b, kk, adjacent=True)),
        ),
    ]


def _solvable_caller(function: Callable) -> Callable[[Board, int], object] | None:
    """The student's function as f(board, k), whether it takes (board, k) or only (board); None if neither."""
    try:
        inspect.signature(function).bind(solved_board(3), 3)
        return function
    except TypeError:
        pass
    except ValueError:  # no signature (a builtin): try it with both
        return function
    try:
        inspect.signature(function).bind(solved_board(3))
        return lambda board, k: function(board)
    except TypeError:
        return None


def _runs(call: Callable[[Board, int], object], board: Board, k: int) -> bool:
    """True if the student's function returns (anything) on this board instead of raising."""
    try:
        call(board, k)
    except Exception as err:
        if type(err).__name__ == "TooSlow":  # the checker's time is up: let the checker report it
            raise
        return False
    return True


def _board_text(board: Board) -> str:
    """A board as the notebooks write it, e.g. '1 2 / 3 0'."""
    k = width(board)
    return " / ".join(" ".join(str(t) for t in board[r * k : (r + 1) * k]) for r in range(k))


def _teachkit_entry(call: Callable[[Board, int], object], function: Callable) -> str | None:
    """The name of the first teachkit function the student's own code calls (``astar``, ``solve`` ...) while
    ``call`` runs it on the 3 × 3 goal, else None."""
    import os

    import teachkit

    root = os.path.dirname(os.path.abspath(teachkit.__file__))
    code = getattr(getattr(function, "__func__", function), "__code__", None)

    def name_of(frame: FrameType) -> str | None:
        back = frame.f_back
        inside = frame.f_code.co_filename.startswith(root) and not frame.f_code.co_name.startswith("_")
        return frame.f_code.co_name if back is not None and back.f_code is code and inside else None

    return _first_call(call, (solved_board(3), 3), name_of)


@guarded()
def check_solvable_function(function: Callable, seed: int = 0, seconds: float = SOLVABLE_SECONDS) -> CheckResult:
    """Does ``function(board, k)`` (or ``function(board)``) say exactly which boards can reach the blank-last goal?

    It is tried on every 2 × 2 arrangement and on seeded arrangements of widths 3, 4 and 5, solvable or not
    (``solvable_cases``). teachkit's own ``is_solvable``, ``inversions`` and ``parity_class`` (or a call to one
    of them) are refused. A wrong function gets the mistake its answers point to (the blank counted as a tile,
    the blank's row left out on even widths or added on odd ones, the parity flipped on every width or on the
    even ones, only neighbouring tiles compared), else a board it gets wrong to work through by hand.
    """
    import numpy as np

    from teachkit.hanoi.checks import TooSlow, time_limit, uses_library
    from teachkit.sliding import board as engine

    problem = _not_a_function(function)
    if problem is not None:
        return problem
    call = _solvable_caller(function)
    if call is None:
        return wrong(
            f"your function must take the board and its width: `def {getattr(function, '__name__', 'my_is_solvable')}"
            f"(board, k):`"
        )
    library: list[Callable]
    library = [engine.is_solvable, engine.inversions, engine.parity_class, engine._inversions, engine.check_solvable]
    used = uses_library(function, tuple(library[:3]))
    if used is None:
        with time_limit(seconds):  # a function that never ends is reported by the loop below
            used = _calls_library(call, (solved_board(3), 3), library)
    if used is not None:
        own = ("is_solvable", "inversions", "parity_class")
        entry = None if used in own else _teachkit_entry(call, function)
        used = entry if entry in own else used  # an alias (`from ... import is_solvable as s`): the real name
        if entry is not None and entry not in own:
            return wrong(
                f"that calls teachkit's own {entry}, which refuses an unsolvable board before it does anything "
                f"else: it already does the whole job — write your own: count the pairs of tiles in the wrong order "
                f"with plain Python, then apply the rule"
            )
        job = "counts the inversions for you" if used == "inversions" else "already does the whole job"
        return wrong(
            f"that uses teachkit's own {used}, which {job} — write your own: count the pairs "
            f"of tiles in the wrong order with plain Python, then apply the rule"
        )
    boards = solvable_cases(seed)
    answers: dict[Board, bool] = {}
    board = boards[0]
    try:
        with time_limit(seconds):
            for board in boards:
                k = width(board)
                try:
                    value = call(board, k)
                except TooSlow:
                    raise
                except Exception as err:  # the student's code: a verdict, never a traceback
                    done = [w for w in (2, 3, 4, 5) if w != k and _runs(call, solved_board(w), w)]
                    goals = " and ".join(f"{w} × {w}" for w in done) + (" goals" if len(done) > 1 else " goal")
                    hint = f" — it runs on the {goals}: does your code assume one width? Use the k it is given"
                    hint = hint if done else ""
                    return wrong(
                        f"on the {k} × {k} board {_board_text(board)} your function raised "
                        f"{type(err).__name__}: {err}{hint}"
                    )
                if value is None:
                    return wrong("your function returns None: finish it and `return` True (solvable) or False")
                if not isinstance(value, (bool, np.bool_)):
                    return wrong(
                        f"on the board {_board_text(board)} your function returns {value!r}: return True (it can "
                        f"reach the goal) or False (it cannot), e.g. the result of a comparison with =="
                    )
                answers[board] = bool(value)
    except TooSlow:
        return wrong(
            f"your function did not finish {len(boards)} boards within {seconds:g} s (it was on the "
            f"{width(board)} × {width(board)} board {_board_text(board)}): a loop that never ends?"
        )
    wrongs = [b for b in boards if answers[b] != _solvable(b, width(b))]
    if not wrongs:
        return correct(
            f"right on all {len(boards)} boards of widths 2 to 5, "
            f"{sum(answers.values())} of them solvable and {len(boards) - sum(answers.values())} not"
        )
    for advice, mistake in _solvable_mistakes():
        for variant in range(len(mistake(boards[0], 2))):
            if all(mistake(b, width(b))[variant] == answers[b] for b in boards):
                return wrong(advice(function) if callable(advice) else advice)
    widths = sorted({width(b) for b in boards})
    fine = [w for w in widths if not any(width(b) == w for b in wrongs)]
    first = wrongs[0]
    k = width(first)
    said = "True (solvable)" if answers[first] else "False (not solvable)"
    where = (
        f" It is right on every {' and '.join(f'{w} × {w}' for w in fine)} board: does your code use a fixed width "
        f"somewhere instead of the k it is given?"
        if fine
        else ""
    )
    return wrong(
        f"on the {k} × {k} board {_board_text(first)} your function says {said}, and that is not right.{where} "
        f"Work this board through by hand — list its pairs of tiles in the wrong order"
        f"{', find the row of the blank' if k % 2 == 0 else ''} — and compare each step with what your code computes"
    )


# ---- breadth-first search written by the student (notebook 04) ------------------------------------------

BFS_SECONDS = 20.0  # wall clock for all of the student's searches together (the 8-puzzle takes about 2 s)


class _TooManyExpansions(_Budget):
    """Raised inside the student's search when it asks for the neighbours of far more boards than there are."""


def bfs_cases() -> list[Board]:
    """The starts check_bfs tries, in order: the 2 × 2 goal, another 2 × 2 board, the 8-puzzle's goal."""
    return [solved_board(2), (0, 3, 2, 1), solved_board(3)]


def _bfs_run(
    function: Callable, start: Board, budget: int, seconds: float, asked: list[Board], watch: bool = True
) -> object:
    """``function(start, counted_neighbors)``; ``asked`` gets the boards it asks the neighbours of, in order. Raises
    _TooManyExpansions after ``budget`` asks, TooSlow after ``seconds``, _LibraryUsed if teachkit's own search ran
    (watched only with ``watch``: the watch doubles the run time)."""
    from teachkit.hanoi.checks import time_limit

    neighbors = _quick_neighbors(width(start))

    def counted(board):
        if len(asked) >= budget:
            raise _TooManyExpansions
        asked.append(board)
        return neighbors(board)

    watcher = _LibraryWatch() if watch else contextlib.nullcontext()
    found = None
    try:
        with time_limit(seconds), watcher:
            value = function(start, counted)
    except BaseException as err:
        found = getattr(watcher, "found", None)
        if found is not None and not isinstance(err, TimeUp):
            raise _LibraryUsed(found) from err
        raise
    found = getattr(watcher, "found", None)
    if found is not None:
        raise _LibraryUsed(found)
    return value


def _quick_neighbors(k: int) -> Callable[[Board], list[tuple[str, Board]]]:
    """``teachkit.sliding.neighbors`` for k × k boards, the same pairs in the same order (up, left, right, down),
    without its checks for a tuple of the right length (anything else goes to it, and gets its error)."""
    from teachkit.sliding.board import neighbors

    n = k * k
    steps = [
        [
            (m, p + d)
            for m, d, ok in (("U", -k, p >= k), ("L", -1, p % k > 0), ("R", 1, p % k < k - 1), ("D", k, p < n - k))
            if ok
        ]
        for p in range(n)
    ]

    def quick(board: Board) -> list[tuple[str, Board]]:
        if type(board) is not tuple or len(board) != n or 0 not in board:
            return list(neighbors(board))
        blank = board.index(0)
        pairs = []
        for move, cell in steps[blank]:
            child = list(board)
            child[blank], child[cell] = child[cell], 0
            pairs.append((move, tuple(child)))
        return pairs

    return quick


BFS_MARK = (
    "mark a board as seen (record its distance) when you put it in line, and put in only boards not yet seen: "
    "then each board is expanded once"
)


def _in_breadth_order(asked: Sequence[Board], truth: Mapping[Board, int]) -> bool:
    """Whether the boards were expanded in order of distance from the start (0, 1, 2, …), as a breadth-first
    search expands them; a stack or recursion goes deep first and breaks this order."""
    depths = [truth.get(board, -1) for board in asked]
    return all(a <= b for a, b in zip(depths, depths[1:]))


def _bfs_twice_text(asked: Sequence[Board], truth: Mapping[Board, int]) -> str:
    """What made a search expand a board more than once, read from the order of its expansions."""
    if _in_breadth_order(asked, truth):
        return (
            "it takes boards in order of distance, but a board was waiting in line twice (found from two boards "
            f"before its turn came). Try this: {BFS_MARK}"
        )
    return (
        "it went deep first, reaching boards by a longer way before a shorter one and expanding them again when the "
        "shorter way turned up. A stack (pop()) or recursion makes a depth-first search; breadth-first search takes "
        "boards in the order they were found (first in, first out: a deque's popleft()), so the first way it finds "
        f"to a board is a shortest one. Then {BFS_MARK}"
    )


def _bfs_table_verdict(
    table: Mapping, start: Board, truth: Mapping[Board, int], asked: Sequence[Board] = ()
) -> CheckResult | None:
    """The verdict on a returned table that is not the true one (None when it is); ``asked``, the boards the search
    expanded in order, tells a queue taken oldest first (distances wrongly computed) from a stack."""
    k = width(start)
    where = f"from the {k} × {k} board {start}"
    keys = list(table.keys())
    strangers = [key for key in keys if key not in truth]  # only these can be something else than a board
    odd = next((key for key in strangers if not _is_board(key) or len(key) != len(start)), None)
    if odd is not None:
        if isinstance(odd, tuple) and len(odd) == 2 and isinstance(odd[0], str):
            return wrong(
                f"{where} your table has the key {shown(odd)}, a (move, board) pair: neighbors(board) yields such "
                f"pairs — unpack each pair into its move and its board, and record the board"
            )
        return wrong(
            f"{where} your table has the key {shown(odd)}, which is not a board (a tuple of {len(start)} numbers)"
        )
    bad = next((key for key in keys if not _whole(table[key])), None)
    if bad is not None:
        return wrong(
            f"{where} your table gives board {bad} the value {shown(table[bad])}: give each board a whole number "
            f"of moves"
        )
    if table.get(start) != 0:
        return wrong(f"{where} your table gives the start {shown(table.get(start))}: the start is 0 moves from itself")
    missing = [b for b in truth if b not in table]
    if missing:
        return wrong(
            f"{where} your table has {len(table):,} board{'' if len(table) == 1 else 's'}, but {len(truth):,} can be "
            f"reached: {missing[0]}, for one, "
            f"is missing. Does your loop go on until the queue is empty, and does every new neighbour join the queue?"
        )
    if strangers:
        return wrong(f"{where} your table holds {strangers[0]}, which cannot be reached from the start")
    longer = [b for b in truth if table[b] > truth[b]]
    shorter = [b for b in truth if table[b] < truth[b]]
    if not longer and not shorter:
        return None
    if longer and not shorter and all(table[b] == truth[b] + 1 for b in truth if b != start):
        return wrong(
            f"{where} every board but the start is 1 move further in your table than it is: a neighbour of a "
            f"board at distance d is at distance d + 1 — count from the start's 0"
        )
    if longer and asked and _in_breadth_order(asked, truth):
        b = longer[0]
        return wrong(
            f"{where} your table says board {b} is {table[b]} moves away, but a shorter way to it exists. Your search "
            f"takes the boards in the right order (oldest first), so the order is not the problem: look at how you "
            f"compute a board's distance. It should come from the board it was reached from, not from a count of "
            f"the boards seen so far"
        )
    if longer:
        b = longer[0]
        return wrong(
            f"{where} your table says board {b} is {table[b]} moves away, but a shorter way to it exists. "
            f"Breadth-first search takes boards out of the queue in the order they went in (first in, first out: "
            f"queue.popleft()); taking the newest (pop()) makes a depth-first search, which records the first way it "
            f"finds, not the shortest"
        )
    b = shorter[0]
    return wrong(
        f"{where} your table says board {b} is {table[b]} moves away, fewer than any way to it: a neighbour of a "
        f"board at distance d is at distance d + 1, one more than the board it was reached from"
    )


@guarded(BFS_SECONDS + 10)
def check_bfs(function: Callable) -> CheckResult:
    """Does ``function(start, neighbors)`` return the distance (in moves) from ``start`` of every board it can reach,
    as a dict, by breadth-first search — expanding each board once?

    Tried from the starts of ``bfs_cases`` against ``bfs_distances`` (teachkit's own ``bfs_distances`` and
    ``bfs_distances_plain`` are refused). It names the usual mistakes: no test for boards already seen (the
    start comes back as its children's child), a board waiting to be expanded more than once, or found by a
    longer way first (boards expanded twice), a stack instead of a queue (distances too long), (move, board) pairs
    taken for boards, a distance off by one, a loop that stops early.
    """
    from teachkit.hanoi.checks import TooSlow
    from teachkit.sliding.search import bfs_distances

    problem = _not_a_function(function)
    if problem is not None:
        return problem
    try:
        inspect.signature(function).bind(solved_board(2), print)
    except TypeError:
        return wrong(
            f"your function must take two arguments, the start board and the neighbours function: "
            f"`def {getattr(function, '__name__', 'my_bfs')}(start, neighbors):`"
        )
    except ValueError:
        pass
    library = _library_search(function)
    if library:
        return wrong(f"your function hands the work to teachkit's own `{library}` — write the search yourself")
    seconds = BFS_SECONDS
    for start in bfs_cases():
        truth = dict(bfs_distances(width(start), goal=start).items())
        clock = time.perf_counter()
        where = f"from the {width(start)} × {width(start)} board {start}"
        asked: list[Board] = []
        try:
            # teachkit's searches are watched for on the small boards only: the same code runs on the large one
            value = _bfs_run(function, start, 3 * len(truth) + 20, seconds, asked, watch=len(truth) < 100)
        except _LibraryUsed as err:
            return wrong(f"your function hands the work to teachkit's own `{err.name}` — write the search yourself")
        except _TooManyExpansions:
            return wrong(_bfs_repeat_hint(asked, start, truth, where))
        except TooSlow:
            return wrong(
                f"{where} your search did not end within {seconds:.0f} s: does the loop stop when the queue is empty?"
            )
        except Exception as err:  # the student's code: a verdict, never a traceback
            pair = asked[-1] if asked else None
            if isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str):
                return wrong(
                    f"{where} your search asked for the neighbours of {shown(pair)}, a (move, board) pair, not a "
                    f"board: neighbors(board) yields (move, board) pairs — unpack each pair into its move and its "
                    f"board, and queue the board"
                )
            hint = (
                " (hint: your table knows only the boards recorded in it — test whether a board is in it before "
                "you read its distance)"
                if isinstance(err, KeyError)
                else ""
            )
            return wrong(f"{where} your function raised {error_text(err)}{hint}")
        seconds -= time.perf_counter() - clock
        if value is None:
            return wrong("your function returns None: return the table (a dict board -> moves) when the queue is empty")
        if not isinstance(value, Mapping):
            return wrong(
                f"{where} your function returns {shown(value)}: return a dict that maps each board to its moves"
            )
        verdict = _bfs_table_verdict(value, start, truth, asked)
        if verdict is not None:
            return verdict
        twice = Counter(asked).most_common(1)
        if twice and twice[0][1] > 1:
            return wrong(
                f"{where} your table is right, but your search expanded board {twice[0][0]} {twice[0][1]} times: "
                f"{_bfs_twice_text(asked, truth)}"
            )
        if len(asked) < len(truth):
            return wrong(
                f"{where} your table is right, but your search asked for the neighbours of only {len(asked):,} of "
                f"{len(truth):,} boards: use the neighbors function it is given"
            )
    return correct(
        f"the right distance for every board, each board expanded once, from all {len(bfs_cases())} starts (the "
        f"8-puzzle's goal reaches {len(truth):,} boards)"
    )


def _bfs_repeat_hint(asked: Sequence[Board], start: Board, truth: Mapping[Board, int], where: str) -> str:
    """Why the student's search asked for neighbours far more often than there are boards (``asked``): no
    seen-test at all (the start comes back), boards waiting more than once, or a search that goes deep first."""
    if asked.count(start) > 1:
        return (
            f"{where} your search went round and round: it expanded the start again. Every move can be undone, so "
            f"each board is a neighbour of its own neighbours — keep a table of the boards already seen and skip them"
        )
    return (
        f"{where} your search expanded boards again and again ({len(asked):,} expansions for {len(truth):,} boards): "
        f"{_bfs_twice_text(asked, truth)}"
    )


# ---- notebook 07: the pattern moves of a small group, by hand ------------------------------------------------------
_SLIDE = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def _pattern_tokens(moves) -> list[str] | None:
    """``"1D 2R"`` or ``["1D", "2R"]`` as a list of tokens; None for anything else."""
    if isinstance(moves, str):
        return moves.replace(",", " ").split()
    if isinstance(moves, (list, tuple)) and all(isinstance(m, str) for m in moves):
        return [m.strip() for m in moves]
    return None


def _blank_region(k: int, start: int, walls: set[int] | frozenset[int]) -> set[int]:
    """The squares the blank can walk to from `start` on a k×k board without crossing a square in `walls`."""
    seen, todo = {start}, [start]
    while todo:
        r, c = divmod(todo.pop(), k)
        for dr, dc in _SLIDE.values():
            nxt = (r + dr) * k + (c + dc)
            if 0 <= r + dr < k and 0 <= c + dc < k and nxt not in walls and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _blank_reaches(k: int, start: int, square: int, walls: set[int]) -> bool:
    """Whether the blank can walk from `start` to `square` on a k×k board without crossing a square in `walls`."""
    return square in _blank_region(k, start, walls)


def replay_pattern_moves(board: Sequence[int], group: Sequence[int], moves) -> tuple[dict[int, int], str | None]:
    """Replay moves of a group's tiles, the other tiles moving for free: ``"1D"`` slides tile 1 down one square.

    A tile may slide onto a square that no group tile holds and that the blank can reach without moving a group
    tile (other tiles move for free). Returns the group's squares at the end and None, or the squares reached
    and what is wrong with the first illegal move."""
    board = parse_board(board)
    k = width(board)
    where = {tile: board.index(tile) for tile in group}
    blank = board.index(0)
    tokens = _pattern_tokens(moves)
    if tokens is None:
        return where, f'write the moves as a string such as "1D 2R", not {moves!r}'
    for n, token in enumerate(tokens, 1):
        tile_text, direction = token[:-1], token[-1:].upper()
        if not tile_text.isdigit() or direction not in _SLIDE:
            return where, f'move {n}, {token!r}: write a tile and the way it slides, e.g. "1D" (U, D, L or R)'
        tile = int(tile_text)
        if tile not in where:
            return where, f"move {n}, {token!r}: tile {tile} is not in the group {tuple(group)}; its moves are free"
        r, c = divmod(where[tile], k)
        dr, dc = _SLIDE[direction]
        if not (0 <= r + dr < k and 0 <= c + dc < k):
            return where, f"move {n}, {token!r}: tile {tile} would slide off the board"
        square = (r + dr) * k + (c + dc)
        walls = set(where.values())
        if square in walls:
            other = next(t for t, s in where.items() if s == square)
            return where, f"move {n}, {token!r}: tile {other} is on that square"
        if not _blank_reaches(k, blank, square, walls):
            return where, f"move {n}, {token!r}: the blank cannot get there without moving a tile of the group"
        where[tile], blank = square, where[tile]
    return where, None


PATTERN_CHECK_TILES = 3  # fewest_pattern_moves searches every placement of the group and the blank: kept small


def fewest_pattern_moves(board: Sequence[int], group: Sequence[int]) -> int:
    """The fewest moves of `group`'s tiles that bring them home from `board`, the other tiles moving for free and
    the blank starting where it is (breadth-first over the group's squares and the blank's region).

    A pattern database stores the cheapest over every square of the blank, so it can be lower than this when the
    group walls the blank in: on ``3 2 0 / 1 4 5 / 6 7 8`` the table of (1, 2) says 1, yet 3 moves are needed."""
    from teachkit.errors import ArgumentValueError

    board = parse_board(board)
    group = tuple(group)
    if not 1 <= len(group) <= PATTERN_CHECK_TILES or len(set(group)) != len(group):
        raise ArgumentValueError(f"group: 1 to {PATTERN_CHECK_TILES} different tiles, got {group!r}")
    if any(tile not in board or tile == 0 for tile in group):
        raise ArgumentValueError(f"group {group!r}: every tile must be a tile of the board (1 to {len(board) - 1})")
    k = width(board)

    def region(blank: int, walls: frozenset[int]) -> int:  # the smallest square the blank can reach: its region
        return min(_blank_region(k, blank, walls))

    start = tuple(board.index(tile) for tile in group)
    home = tuple(tile - 1 for tile in group)
    first = (start, region(board.index(0), frozenset(start)))
    seen, frontier, depth = {first}, [first], 0
    while frontier:
        if any(squares == home for squares, _ in frontier):
            return depth
        nxt = []
        for squares, blank in frontier:
            walls = set(squares)
            reach = _blank_region(k, blank, walls)  # one flood fill per state, not one per target square
            for i, square in enumerate(squares):
                r, c = divmod(square, k)
                for dr, dc in _SLIDE.values():
                    if not (0 <= r + dr < k and 0 <= c + dc < k):
                        continue
                    target = (r + dr) * k + (c + dc)
                    if target in walls or target not in reach:
                        continue
                    moved = squares[:i] + (target,) + squares[i + 1 :]
                    state = (moved, region(square, frozenset(moved)))
                    if state not in seen:
                        seen.add(state)
                        nxt.append(state)
        frontier, depth = nxt, depth + 1
    raise ArgumentValueError(f"the tiles {group!r} cannot get home from this board")  # not reached on a k x k board


def check_pattern_moves(board: Sequence[int], group: Sequence[int], moves) -> CheckResult:
    """Notebook 07: the fewest moves of `group`'s tiles that bring them home, the others moving for free.

    Judged against :func:`fewest_pattern_moves` (the blank starts where it is); the table's value is quoted too."""
    from teachkit.sliding.pdb import build_pattern_database

    fewest = fewest_pattern_moves(board, group)  # bad input named before anything else
    if _missing(moves):
        return wrong('write the moves, e.g. "1D 2R": tile 1 slides down, then tile 2 right')
    board = parse_board(board)
    where, problem = replay_pattern_moves(board, group, moves)
    if problem:
        return wrong(problem)
    away = [tile for tile, square in sorted(where.items()) if square != tile - 1]
    if away:
        return wrong(f"after your moves tile {away[0]} is not on its goal square yet")
    count = len(_pattern_tokens(moves) or [])
    if count > fewest:
        return wrong(f"legal, and the tiles get home in {count} moves; a shorter way exists: find it")
    table = build_pattern_database(solved_board(width(board)), tuple(group)).cost(board)
    if table == fewest:
        return correct(f"{count} moves, the fewest: the table of {tuple(group)} stores {table} for this board")
    return correct(
        f"{count} moves, the fewest from where the blank is; the table of {tuple(group)} stores {table}, the "
        f"cheapest over every square of the blank (here the group walls the blank in)"
    )
