"""Heuristics for the sliding-tile puzzle: cheap estimates h(board) of the number of moves still needed.

Each heuristic is a plain function ``h(board, goal=None) -> int`` (blank-last goal when none is given).
All of them are *consistent* (h(goal) = 0, and one move lowers h by at most one), hence *admissible* (never
above the true distance: along a shortest path h drops by at most 1 a move and ends at 0). The proofs are short
(below); tests also check both properties exhaustively on the 8-puzzle against ``bfs_distances(3)``.

- ``zero``: no information at all. A* with it is uniform-cost search; as every move costs 1, it takes boards
  off the frontier in order of their depth, like breadth-first search. Consistent: it never changes.
- ``misplaced``: how many tiles are not on their goal square. The blank is not a tile and is not counted;
  every misplaced tile needs at least one move. Consistent: a move moves one tile, so it changes the count
  by at most one.
- ``manhattan``: for every tile, its row distance plus column distance to its goal square. Consistent: a move
  moves one tile one square, so it changes the sum by exactly one.
- ``linear_conflict``: Manhattan plus 2 moves for every tile that must leave its line (Hansson, Mayer & Yung,
  "Criticizing solutions to relaxed models yields powerful admissible heuristics", 1992). Two tiles in their
  goal row but in the wrong order cannot pass each other inside that row: one of them must step out and back,
  two moves Manhattan does not count. In a line, the tiles that may stay are those whose goal columns already
  increase, so at least (tiles in line - longest increasing subsequence) of them must leave; the penalty of a line is
  2 * (tiles of that line in it - their longest increasing subsequence of goal positions).

  Consistent, because every move changes it by exactly +1 or -1. Say tile t moves sideways from column c to
  column c' (up or down is the same with rows and columns swapped). Its row keeps the same tiles in the same
  order, and only the lines t belongs to by its goal can change their penalty, so at most one of the columns
  c, c' changes: the one that is t's goal column, if either is. If t leaves its goal column, Manhattan grows by
  1 and that column's list loses one entry: its longest increasing subsequence shrinks by 0 or 1, so the
  penalty drops by 2 or stays, and h changes by +1 or -1. If t enters its goal column, Manhattan drops by 1 and
  the penalty grows by 0 or 2: again -1 or +1. Otherwise only Manhattan changes, by 1. (The ±1 is checked on
  all 483,840 moves of the 8-puzzle by the tests, and on a sample by notebook 06.)

The additive pattern databases live in ``pdb.py``; they are callables with the same signature.

Each public heuristic checks its board and goal (a named ``InvalidBoard`` otherwise); the searches call the
unchecked form (``h.raw``) on boards they made themselves. ``adapt_heuristic`` turns any heuristic, taking
``(board)`` or ``(board, goal)``, into the two-argument form the searches and the checkers call, and checks
every value it returns (a NaN or a negative estimate is a named ``HeuristicError``, not a wrong answer).
"""

from __future__ import annotations

import functools
import inspect
import math
import numbers
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Protocol, cast

from teachkit.errors import ArgumentTypeError, ArgumentValueError, describe
from teachkit.sliding.board import Board, _goal_for, _parse
from teachkit.sliding.board import _width as width
from teachkit.sliding.board import goal as solved_board


class HeuristicError(ArgumentValueError):
    """A heuristic that cannot be used: wrong signature, or a value that is not a finite number >= 0."""


class HeuristicTypeError(HeuristicError, ArgumentTypeError):
    """Something that is not a heuristic at all (not callable)."""


def adapt_heuristic(heuristic: Callable[..., float], name: str = "heuristic") -> Callable[[Board, Board | None], float]:
    """``h(board, goal)`` for a heuristic written as ``h(board)`` or ``h(board, goal)``, its values checked.

    teachkit's own heuristics come back as their fast unchecked form (``.raw``). Any other callable is wrapped:
    a one-argument function is called without the goal, and every value must be a finite number >= 0 (ints,
    numpy ints and floats are fine; NaN, infinities, negatives, bools and non-numbers raise HeuristicError
    naming ``name`` and the board). Searches and the exercise checkers both call this.
    """
    if not callable(heuristic):
        raise HeuristicTypeError(
            f"{name} must be a function h(board) or h(board, goal), got "
            f"{describe(heuristic)} ({type(heuristic).__name__})"
        )
    raw = getattr(heuristic, "raw", None)
    if callable(raw) and getattr(heuristic, "trusted", False):
        return raw
    takes_goal = _takes_goal(heuristic, name)

    def checked(board: Board, goal: Board | None = None) -> float:
        value = heuristic(board, goal) if takes_goal else heuristic(board)
        if type(value) is int and value >= 0:
            return value
        return _check_value(value, board, name)

    setattr(checked, "__wrapped__", heuristic)  # noqa: B010 (inspect.unwrap and the checkers follow it)
    return checked


def _takes_goal(heuristic: Callable, name: str) -> bool:
    """True if ``heuristic`` can be called as h(board, goal), False if only as h(board)."""
    try:
        signature = inspect.signature(heuristic)
    except (TypeError, ValueError):
        return True  # a built-in without a signature: try the full form
    for args in ((None, None), (None,)):
        try:
            signature.bind(*args)
            return len(args) == 2
        except TypeError:
            continue
    raise HeuristicError(f"{name} must accept (board) or (board, goal), but {describe(heuristic)} takes {signature}")


def _check_value(value: object, board: Board, name: str) -> float:
    """A heuristic's value if it is a finite number >= 0, else HeuristicError naming the board."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise HeuristicError(
            f"{name} must return a number, but returned {describe(value)} "
            f"({type(value).__name__}) for board {describe(board)}"
        )
    number = int(value) if isinstance(value, numbers.Integral) else float(value)
    if not math.isfinite(number):
        raise HeuristicError(
            f"{name} returned {value!r} for board {describe(board)}: an estimate must be a "
            f"finite number >= 0 (NaN and infinities break the ordering of the frontier)"
        )
    if number < 0:
        raise HeuristicError(
            f"{name} returned {value!r} for board {describe(board)}: an estimate of moves "
            f"still needed cannot be negative"
        )
    return number


class CheckedHeuristic(Protocol):
    """One of teachkit's heuristics: ``h(board, goal=None)`` with its arguments checked, and ``raw``, the same
    estimate without the checks (what the searches call once the board is known to be valid)."""

    raw: Callable[[Board, Board | None], int]
    trusted: bool
    __name__: str

    def __call__(self, board: Sequence[int], goal: Sequence[int] | None = None) -> int: ...


def _checked(raw: Callable[[Board, Board | None], int]) -> CheckedHeuristic:
    """The public form of a heuristic: board and goal checked, then the unchecked ``raw`` form is called."""

    @functools.wraps(raw)
    def heuristic(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
        board = _parse(board, "board")
        return raw(board, _goal_for(board, goal))

    checked = cast(CheckedHeuristic, heuristic)
    checked.raw = raw
    checked.trusted = True
    return checked


@lru_cache(maxsize=64)
def goal_squares(target: Board) -> tuple[tuple[int, int], ...]:
    """(row, col) of each tile's goal square, indexed by tile number."""
    k = width(target)
    squares = [(0, 0)] * len(target)
    for p, t in enumerate(target):
        squares[t] = divmod(p, k)
    return tuple(squares)


def _target(board: Sequence[int], goal: Sequence[int] | None) -> Board:
    """The goal to measure against: the one given, or blank-last of the board's width."""
    return solved_board(width(board)) if goal is None else tuple(goal)


@_checked
def zero(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """Always 0: admissible but uninformed (A* with it is uniform-cost search, here in order of depth)."""
    return 0


@_checked
def misplaced(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """Number of tiles (blank excluded) that are not on their goal square."""
    target = _target(board, goal)
    return sum(1 for t, g in zip(board, target) if t and t != g)


@_checked
def manhattan(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """Sum over tiles (blank excluded) of |row - goal row| + |col - goal col|."""
    target = _target(board, goal)
    k = width(board)
    home = goal_squares(target)
    total = 0
    for p, t in enumerate(board):
        if t:
            row, col = divmod(p, k)
            goal_row, goal_col = home[t]
            total += abs(row - goal_row) + abs(col - goal_col)
    return total


def longest_increasing(values: Sequence[int]) -> int:
    """Length of the longest strictly increasing subsequence (lines are short: the quadratic method is fine)."""
    best = [1] * len(values)
    for i in range(len(values)):
        for j in range(i):
            if values[j] < values[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best, default=0)


def line_penalty(goal_positions: Sequence[int]) -> int:
    """2 moves for each tile that must leave the line so the others are in goal order."""
    return 2 * (len(goal_positions) - longest_increasing(goal_positions))


@_checked
def conflict_penalty(board: Sequence[int], goal: Sequence[int] | None = None) -> int:
    """The linear-conflict extra over Manhattan: sum of line penalties over all rows and columns."""
    target = _target(board, goal)
    k = width(board)
    home = goal_squares(target)
    total = 0
    for line in range(k):
        in_row = [home[t][1] for t in board[line * k : (line + 1) * k] if t and home[t][0] == line]
        in_col = [home[t][0] for t in board[line::k] if t and home[t][1] == line]
        total += line_penalty(in_row) + line_penalty(in_col)
    return total


@_checked
def linear_conflict(board: Board, goal: Board | None = None) -> int:
    """Manhattan distance plus the linear-conflict penalty of every row and column."""
    return manhattan.raw(board, goal) + conflict_penalty.raw(board, goal)


HEURISTICS = {"zero": zero, "misplaced": misplaced, "manhattan": manhattan, "linear conflict": linear_conflict}
