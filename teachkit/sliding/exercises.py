"""Checkers for the exercises of the 15-puzzle notebook: each returns ``correct`` or says what is wrong.

A checker compares the student's answer with what the engine computes (board.py, heuristics.py, search.py)
and, when the answer is wrong, gives a hint a student can act on rather than just the right value.
No plotting here.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence

from teachkit.checks import CheckResult, correct, wrong
from teachkit.sliding import heuristics
from teachkit.sliding.board import (
    IllegalMove, InvalidBoard, apply_moves, goal as solved_board, inversions, parity_class, parse_board,
    random_board, width,
)
from teachkit.sliding.measure import effective_branching_factor

Board = tuple[int, ...]


class ExerciseError(TypeError):
    """A checker was called with something that is not an answer of the expected kind."""


MISSING = "replace the ... with your answer, then run the cell again"


def _missing(answer) -> bool:
    """True while the student has not filled in the stub (``...`` or None)."""
    return answer is ... or answer is None


def _heuristic(name_or_function: str | Callable) -> tuple[str, Callable]:
    """Resolve 'manhattan' (or the function itself) to (name, function) among the engine's heuristics."""
    if callable(name_or_function):
        return getattr(name_or_function, "__name__", "heuristic"), name_or_function
    name = str(name_or_function).replace("_", " ")
    if name not in heuristics.HEURISTICS:
        raise ExerciseError(f"heuristic must be one of {sorted(heuristics.HEURISTICS)}, got {name_or_function!r}")
    return name, heuristics.HEURISTICS[name]


# ---- solvability --------------------------------------------------------------------------------------

def check_solvable(board: Sequence[int], answer: bool, goal: Sequence[int] | None = None) -> CheckResult:
    """Is ``answer`` (True = can reach the goal) right for ``board``? Explains the invariant if not."""
    if _missing(answer):
        return wrong(MISSING)
    if not isinstance(answer, bool):
        raise ExerciseError(f"answer True (solvable) or False (unsolvable), got {answer!r}")
    board = parse_board(board)
    target = solved_board(width(board)) if goal is None else parse_board(goal)
    k = width(board)
    truth = parity_class(board) == parity_class(target)
    why = f"it has {inversions(board)} inversions"
    if k % 2 == 0:
        why += f" and the blank in row {board.index(0) // k} (counting from 0 at the top)"
    why += f"; the goal's class is {parity_class(target)} and this board's is {parity_class(board)}"
    if answer == truth:
        return correct(f"{'solvable' if truth else 'unsolvable'}: {why}")
    hint = ("count the inversions again" if k % 2 else
            "for even widths add the blank's row to the inversions before taking the parity")
    return wrong(f"this board is {'solvable' if truth else 'NOT solvable'} ({why}); {hint}")


def check_inversions(board: Sequence[int], answer: int) -> CheckResult:
    """Is ``answer`` the number of inversions of ``board`` (pairs of tiles in the wrong order, blank ignored)?"""
    if _missing(answer):
        return wrong(MISSING)
    board = parse_board(board)
    truth = inversions(board)
    if answer == truth:
        return correct(f"{truth} inversions")
    tiles = [t for t in board if t]
    first = tiles[0]
    below = sum(1 for t in tiles[1:] if t < first)
    return wrong(f"you said {answer!r}; read the tiles in order {tiles} and, for each tile, count the smaller "
                 f"tiles after it (for {first} that is {below}); the blank does not count")


# ---- heuristics ---------------------------------------------------------------------------------------

def check_heuristic_value(board: Sequence[int], heuristic: str | Callable, answer: int,
                          goal: Sequence[int] | None = None) -> CheckResult:
    """Is ``answer`` the value of ``heuristic`` ('misplaced', 'manhattan', 'linear conflict') on ``board``?"""
    if _missing(answer):
        return wrong(MISSING)
    board = parse_board(board)
    name, h = _heuristic(heuristic)
    truth = h(board, goal)
    if answer == truth:
        return correct(f"{name} = {truth}")
    target = solved_board(width(board)) if goal is None else parse_board(goal)
    if name == "manhattan" or name == "linear conflict":
        k = width(board)
        parts = []
        for p, t in enumerate(board):
            if t:
                q = target.index(t)
                d = abs(p // k - q // k) + abs(p % k - q % k)
                if d:
                    parts.append(f"{t}:{d}")
        hint = "per-tile distances " + ", ".join(parts)
        if name == "linear conflict":
            hint += f"; Manhattan total {heuristics.manhattan(board, goal)}, then add 2 per tile that must leave its line"
    elif name == "misplaced":
        hint = "the blank is not a tile, so it is never counted"
    else:
        hint = "zero is always 0"
    return wrong(f"{name} is not {answer!r} on this board — {hint}")


def sample_boards(k: int, count: int, seed: int = 0) -> list[Board]:
    """``count`` seeded random boards of width k (solvable ones, plus the goal)."""
    boards = [solved_board(k)]
    rng = random.Random(seed)
    while len(boards) < count:
        boards.append(random_board(k, seed=rng.randrange(2**32)))
    return boards


def check_heuristic_function(function: Callable[[Board], int], heuristic: str | Callable,
                             k: int = 3, count: int = 300, seed: int = 0) -> CheckResult:
    """Does ``function(board)`` agree with the engine's ``heuristic`` on ``count`` seeded boards of width k?"""
    if _missing(function):
        return wrong(MISSING)
    if not callable(function):
        raise ExerciseError(f"pass your function itself (no parentheses), got {function!r}")
    name, h = _heuristic(heuristic)
    for board in sample_boards(k, count, seed):
        try:
            mine = function(board)
        except Exception as err:  # the student's code: report its error as a verdict
            return wrong(f"your function raised {type(err).__name__}: {err} on board {board}")
        expected = h(board)
        if mine != expected:
            return wrong(f"on board {board} your function gives {mine!r}, {name} is {expected}")
    return correct(f"agrees with {name} on {count} boards of width {k}")


def check_admissible(function: Callable[[Board], int], answer: bool,
                     distances: Mapping[Board, int]) -> CheckResult:
    """Is ``answer`` (True = never overestimates) right for ``function``, judged on every state in ``distances``?

    ``distances`` maps boards to their exact distance, e.g. ``bfs_distances(3)`` (all 181,440 8-puzzle states).
    """
    if _missing(answer) or _missing(function):
        return wrong(MISSING)
    if not isinstance(answer, bool):
        raise ExerciseError(f"answer True (admissible) or False (it can overestimate), got {answer!r}")
    counterexample = None
    for board, exact in distances.items():
        value = function(board)
        if value > exact:
            counterexample = (board, value, exact)
            break
    truth = counterexample is None
    if answer == truth and truth:
        return correct(f"never above the true distance on all {len(distances):,} states")
    if answer == truth:
        board, value, exact = counterexample
        return correct(f"it overestimates, e.g. h = {value} > h* = {exact} on {board}")
    if truth:
        return wrong(f"it never overestimates on all {len(distances):,} states; look for the reason no move "
                     f"can be saved")
    board, value, exact = counterexample
    return wrong(f"on {board} it says {value} but the goal is only {exact} moves away")


# ---- effective branching factor ------------------------------------------------------------------------

def check_branching_factor(n: int, d: int, answer: float, tolerance: float = 0.01) -> CheckResult:
    """Is ``answer`` the effective branching factor b* for N = n nodes and solution depth d (within tolerance)?"""
    if _missing(answer):
        return wrong(MISSING)
    try:
        value = float(answer)
    except (TypeError, ValueError):
        raise ExerciseError(f"answer a number, got {answer!r}") from None
    truth = effective_branching_factor(n, d)
    if math.isfinite(value) and abs(value - truth) <= tolerance:
        return correct(f"b* = {truth:.3f}")
    size = sum(value**i for i in range(d + 1)) if math.isfinite(value) and abs(value) < 1e6 else math.inf
    direction = "too large" if size > n + 1 else "too small"
    return wrong(f"with b* = {answer!r} the tree 1 + b* + ... + b*^{d} holds {size:,.1f} nodes, not N + 1 = "
                 f"{n + 1:,}: {direction}")


def check_branching_function(function: Callable[[int, int], float], tolerance: float = 1e-3) -> CheckResult:
    """Does ``function(n, d)`` compute the effective branching factor on a set of test cases?"""
    if _missing(function):
        return wrong(MISSING)
    if not callable(function):
        raise ExerciseError(f"pass your function itself (no parentheses), got {function!r}")
    cases = [(52, 5), (6, 6), (30, 4), (1000, 10), (2_000_000, 24), (12, 20)]
    for n, d in cases:
        try:
            mine = float(function(n, d))
        except Exception as err:
            return wrong(f"your function raised {type(err).__name__}: {err} for N = {n}, d = {d}")
        truth = effective_branching_factor(n, d)
        if not abs(mine - truth) <= tolerance * max(1.0, truth):
            return wrong(f"for N = {n}, d = {d} your function gives {mine:.4f}; b* is {truth:.4f}")
    return correct(f"right on all {len(cases)} test cases")


# ---- solutions -------------------------------------------------------------------------------------

def check_solution(board: Sequence[int], moves: Iterable[str] | str, goal: Sequence[int] | None = None,
                   optimal: int | None = None) -> CheckResult:
    """Do ``moves`` (blank moves U, L, R, D) take ``board`` to the goal? With ``optimal`` also: in that many moves?"""
    if _missing(moves):
        return wrong(MISSING)
    board = parse_board(board)
    target = solved_board(width(board)) if goal is None else parse_board(goal)
    if isinstance(moves, str):
        moves = moves.replace(" ", "").replace(",", "").upper()
    elif isinstance(moves, Iterable):
        moves = [str(m).upper() for m in moves]
    else:
        raise ExerciseError(f"moves are a string like 'ULDR' or a list of 'U', 'L', 'R', 'D', got {moves!r}")
    try:
        end = apply_moves(board, moves)
    except IllegalMove as err:
        return wrong(str(err))
    except InvalidBoard as err:  # pragma: no cover - parse_board above already checked the board
        return wrong(str(err))
    n = len(moves)
    if end != target:
        return wrong(f"after {n} moves the board is {end}, not the goal {target}")
    if optimal is not None and n > optimal:
        return wrong(f"reaches the goal in {n} moves, but {optimal} are enough — can you find a shorter way?")
    return correct(f"reaches the goal in {n} moves" + (" (optimal)" if optimal is not None else ""))
